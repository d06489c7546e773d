package rulebook

// assignPages gives each section its printed page, from the best evidence the file has:
//  1. the table of contents lists the heading;
//  2. the index lists the heading, on a page between the known pages around it;
//  3. page breaks counted from printed page numbers (when at least two of them agree), or,
//     in pdftotext output, the PDF page the form feeds put the heading on, renumbered by the
//     printed page numbers when they agree;
//  4. carried from the nearest earlier section with a known page.
func (s *splitter) assignPages(secs []Section) {
	tocPage := map[string]int{}
	for _, e := range s.toc {
		if _, ok := tocPage[e.key]; !ok {
			tocPage[e.key] = e.page
		}
	}
	for i := range secs {
		if secs[i].Heading == "" {
			continue
		}
		if p, ok := tocPage[normKey(secs[i].Heading)]; ok {
			secs[i].Page, secs[i].PageSource = p, PageTOC
		}
	}
	layout := s.layoutPages()
	for i := range secs {
		sec := &secs[i]
		if sec.Heading == "" || sec.PageSource != PageUnknown {
			continue
		}
		if p := s.indexPage(secs, i); p > 0 {
			sec.Page, sec.PageSource = p, PageIndex
			continue
		}
		if layout != nil {
			pg := layout[s.chunkOf[sec.HeadingLine-1]]
			if pg.lo >= 1 {
				sec.Page, sec.PageSource = pg.lo, pg.src
				if pg.hi > pg.lo {
					sec.pageHi = pg.hi
				}
			}
		}
	}
	carryPages(secs)
}

// carryPages fills sections with no page (or a carried one) from the nearest earlier
// section with a page.
func carryPages(secs []Section) {
	last := 0
	for i := range secs {
		sec := &secs[i]
		if sec.Heading == "" {
			continue
		}
		if sec.PageSource == PageUnknown || sec.PageSource == PageCarried {
			sec.Page, sec.PageSource = 0, PageUnknown
			if last > 0 {
				sec.Page, sec.PageSource = last, PageCarried
			}
		}
		if sec.Page > 0 {
			last = sec.Page
		}
	}
}

// indexPage looks the heading up in the index and takes the first listed page that lies
// between the pages already known before it and the next page the contents give.
func (s *splitter) indexPage(secs []Section, i int) int {
	pages := s.index[normKey(secs[i].Heading)]
	if len(pages) == 0 {
		return 0
	}
	lo, hi := 0, 1<<30
	for k := i - 1; k >= 0; k-- {
		if secs[k].Page > 0 {
			lo = secs[k].Page
			break
		}
	}
	for k := i + 1; k < len(secs); k++ {
		if secs[k].PageSource == PageTOC {
			hi = secs[k].Page
			break
		}
	}
	best := 0
	for _, p := range pages {
		if p >= lo && p <= hi && (best == 0 || p < best) {
			best = p
		}
	}
	return best
}

// pageRange is the printed page (or two-page spread lo..hi) of a page chunk and the
// evidence for it.
type pageRange struct {
	lo, hi int
	src    PageSource
}

// layoutPages numbers the page chunks (text between page breaks). Printed page numbers
// anchor the count; each break moves on one page, or two on a two-page spread ("12 13").
// It returns nil unless at least two anchors exist and all agree with the count. Files
// with form feeds are numbered by sheetPages instead.
func (s *splitter) layoutPages() []pageRange {
	if s.feeds {
		return s.sheetPages()
	}
	type anchor struct{ chunk, lo, hi int }
	var anchors []anchor
	for c, first := range s.chunkLine {
		if l := &s.lines[first]; l.noise == noisePage {
			anchors = append(anchors, anchor{c, l.pageLo, l.pageHi})
		}
	}
	if len(anchors) < 2 {
		return nil
	}
	step := anchors[0].hi - anchors[0].lo + 1
	for _, a := range anchors {
		if a.hi-a.lo+1 != step || a.lo != anchors[0].lo+(a.chunk-anchors[0].chunk)*step {
			return nil
		}
	}
	out := make([]pageRange, len(s.chunkLine))
	for c := range out {
		lo := anchors[0].lo + (c-anchors[0].chunk)*step
		if lo >= 1 {
			out[c] = pageRange{lo, lo + step - 1, PagePrint}
			if step > 1 {
				out[c].src = PageSpread
			}
		}
	}
	return out
}

// sheetPages numbers the page chunks of a file with form feeds. Each chunk lies on one PDF
// page (form feeds counted from 0); the printed page numbers found at the pages' tops and
// bottoms give how that count maps to printed pages (printed = first + sheet×step, step 2
// on two-page spreads). The mapping most numbers agree on is used when at least two pages
// and more than half of all the numbers found back it, so one step bubble or stray figure
// does not spoil it; pages before printed page 1 (covers) stay unknown. Without such
// agreement each chunk gets its PDF page (first page 1) as PagePDF.
func (s *splitter) sheetPages() []pageRange {
	type mapping struct{ first, step int }
	type vote struct {
		m     mapping
		sheet int
	}
	seen := map[vote]bool{}
	backers := map[mapping]int{} // pages whose number fits the mapping
	total := 0
	for i := range s.lines {
		l := &s.lines[i]
		if l.noise != noisePage {
			continue
		}
		step := l.pageHi - l.pageLo + 1
		v := vote{mapping{l.pageLo - s.sheet[i]*step, step}, s.sheet[i]}
		if seen[v] {
			continue // the same number at the top and the bottom of one page
		}
		seen[v] = true
		backers[v.m]++
		total++
	}
	best, most, tie := mapping{}, 0, false
	for m, n := range backers {
		switch {
		case n > most:
			best, most, tie = m, n, false
		case n == most:
			tie = true
		}
	}
	agreed := most >= 2 && 2*most > total && !tie
	out := make([]pageRange, len(s.chunkLine))
	for c, first := range s.chunkLine {
		sheet := s.sheet[first]
		if !agreed {
			out[c] = pageRange{sheet + 1, sheet + 1, PagePDF}
			continue
		}
		lo := best.first + sheet*best.step
		if lo >= 1 {
			out[c] = pageRange{lo, lo + best.step - 1, PagePrint}
			if best.step > 1 {
				out[c].src = PageSpread
			}
		}
	}
	return out
}

// resolveSiblings settles pages the file itself leaves open (a section on a two-page
// spread, or a page carried from an earlier heading) with the contents or index of other
// rulebooks of the same era that list the same heading, when that page fits what the
// file's own evidence allows. Rulebooks of one era share their layout, but a page is only
// borrowed when exactly one such page fits. A heading another rulebook of the era lists in
// its contents is a main heading (level 1) here too.
func resolveSiblings(rbs []*Rulebook) {
	type known struct {
		era, key string
	}
	listed := map[known]map[string][]int{} // era+heading → rulebook id → pages
	inTOC := map[known]bool{}              // a contents of the era lists the heading
	for _, rb := range rbs {
		for _, sec := range rb.Sections {
			if sec.Heading == "" || (sec.PageSource != PageTOC && sec.PageSource != PageIndex && sec.PageSource != PagePrint) {
				continue
			}
			k := known{rb.Era, normKey(sec.Heading)}
			if sec.PageSource == PageTOC {
				inTOC[k] = true
			}
			if listed[k] == nil {
				listed[k] = map[string][]int{}
			}
			listed[k][rb.ID] = append(listed[k][rb.ID], sec.Page)
		}
	}
	for _, rb := range rbs {
		secs := rb.Sections
		for i := range secs {
			sec := &secs[i]
			if sec.Heading == "" {
				continue
			}
			if inTOC[known{rb.Era, normKey(sec.Heading)}] {
				sec.Level = 1 // a main heading in the era's contents is one here too
			}
			var lo, hi int
			switch sec.PageSource {
			case PageSpread:
				lo, hi = sec.Page, sec.pageHi
			case PageCarried, PageUnknown:
				lo, hi = exactBounds(secs, i)
			default:
				continue
			}
			fit := map[int]bool{}
			for id, pages := range listed[known{rb.Era, normKey(sec.Heading)}] {
				if id == rb.ID {
					continue
				}
				for _, p := range pages {
					if p >= lo && p <= hi {
						fit[p] = true
					}
				}
			}
			if len(fit) == 1 {
				for p := range fit {
					sec.Page, sec.PageSource, sec.pageHi = p, PageSibling, 0
				}
			}
		}
		carryPages(secs)
	}
}

// exactBounds returns the pages of the nearest sections before and after i whose page is
// printed evidence (contents, index, page numbers), or 1 and a large number.
func exactBounds(secs []Section, i int) (int, int) {
	lo, hi := 1, 1<<30
	exact := func(s *Section) bool {
		return s.PageSource == PageTOC || s.PageSource == PageIndex || s.PageSource == PagePrint || s.PageSource == PageSpread
	}
	for k := i - 1; k >= 0; k-- {
		if exact(&secs[k]) {
			lo = secs[k].Page
			break
		}
	}
	for k := i + 1; k < len(secs); k++ {
		if exact(&secs[k]) {
			hi = secs[k].Page
			if secs[k].pageHi > hi {
				hi = secs[k].pageHi
			}
			break
		}
	}
	return lo, hi
}
