package rulebook

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// candKind is why a line was taken as a heading.
type candKind uint8

const (
	candNone     candKind = iota
	candATX               // markdown # heading
	candTitle             // title of the contents, the index, the glossary or the credits
	candTOCEntry          // listed in the rulebook's own table of contents
	candCaps              // a line in capitals followed by text
	candQuestion          // a title-case question ("How Do You Win?")
	candSub               // a short title-case line followed by prose ("Burned")
	candStep              // a numbered, lettered or bulleted step followed by its explanation
	candTrailing          // a heading in capitals printed after its own text (two-column leftover)
)

// span is a run of lines read as one heading candidate.
type span struct{ start, end int }

// heading is an accepted heading.
type heading struct {
	span
	text     string
	level    int
	kind     candKind
	secStart int // first line of its section (before start when the text comes first)
}

type tocEntry struct {
	key  string
	page int
}

// splitter holds the state of one split; its methods are the heuristics, each documented
// with the print artefact it copes with.
type splitter struct {
	lines     []line
	markdown  bool
	paragraph bool // one paragraph per line (converted text) rather than hard-wrapped print lines

	tocStart, tocEnd int // table of contents: title line and last entry, -1 when absent
	toc              []tocEntry
	tocUsed          []bool
	index            map[string][]int // index term → pages

	feeds bool  // the file has form feeds (pdftotext output): they alone mark the PDF pages
	sheet []int // per line: how many form feeds come before it, i.e. its PDF page counted from 0

	isBreak   []bool // a new printed page starts at this line
	chunkOf   []int
	chunkLine []int // first line of each chunk
	hasBreaks bool

	shapeMemo map[int]bool
	heads     []heading
}

// Card-part labels and diagram captions printed in capitals; they label pictures and never
// head a section. Energy type names head the short blurbs of an energy list.
var (
	capsDeny = setOf("card name", "card type", "card name card type", "stage", "hp",
		"evolves from", "evolves from pokemon", "pokemon", "pokemon type", "trainer type",
		"trainer rule", "text box", "collector card number", "expansion symbol",
		"rarity symbol", "attack cost", "attack damage", "retreat cost", "poke power",
		"poke body", "active pokemon", "benched pokemon", "energy card", "trainer card",
		"supporter card", "stadium card")
	energyDeny = setOf("grass", "fire", "water", "lightning", "psychic", "fighting",
		"darkness", "metal", "fairy", "dragon", "colorless")
	titleAllow = setOf("contents", "table of contents", "glossary", "index", "credits")
)

func setOf(keys ...string) map[string]bool {
	m := make(map[string]bool, len(keys))
	for _, k := range keys {
		m[k] = true
	}
	return m
}

// split cuts the text into sections.
func split(data string, markdown bool) []Section {
	s := &splitter{lines: readLines(data), markdown: markdown, tocStart: -1, tocEnd: -1}
	s.countSheets()
	s.paragraph = s.detectParagraphStyle()
	s.findTOC()
	s.findIndex()
	s.markNoise()
	s.markSteps()
	s.findBreaks()
	s.findHeadings()
	return s.sections()
}

// detectParagraphStyle tells converted text (one paragraph per line, blank lines between)
// from hard-wrapped print lines: in print, most lines are followed by another text line.
// In pdftotext output the lone page numbers between empty lines are page furniture, not
// paragraphs, and are not counted.
func (s *splitter) detectParagraphStyle() bool {
	n, follow := 0, 0
	for i := 0; i+1 < len(s.lines); i++ {
		if s.lines[i].blank || s.feeds && pageNumRE.MatchString(s.lines[i].text) {
			continue
		}
		n++
		if !s.lines[i+1].blank {
			follow++
		}
	}
	return n > 0 && float64(follow)/float64(n) < 0.45
}

var tocEntryRE = regexp.MustCompile(`^(.*\S)(?:\t+\s*|\s{2,}|\s*\.{3,}\s*)(\d{1,3})\s*$`)

// countSheets numbers the PDF pages that form feeds separate (see cutFeeds). Without form
// feeds sheet stays nil and page breaks come from markers and page numbers instead.
func (s *splitter) countSheets() {
	sheet := make([]int, len(s.lines))
	n := 0
	for i := range s.lines {
		l := &s.lines[i]
		n += l.feedsIn
		sheet[i] = n
		n += l.feedsAt
	}
	if n > 0 {
		s.feeds, s.sheet = true, sheet
	}
}

// findTOC finds a "Contents" / "Table of Contents" title followed by "heading<TAB>page" lines.
func (s *splitter) findTOC() {
	for i := range s.lines {
		if s.lines[i].nwords == 0 || s.lines[i].nwords > 3 {
			continue
		}
		key := normKey(s.lines[i].text)
		if key != "contents" && key != "table of contents" {
			continue
		}
		var entries []tocEntry
		last := -1
		for j := i + 1; j < len(s.lines); j++ {
			l := s.lines[j]
			if l.blank {
				continue
			}
			m := tocEntryRE.FindStringSubmatch(strings.TrimSpace(l.raw))
			if m == nil {
				break
			}
			p, _ := strconv.Atoi(m[2])
			entries = append(entries, tocEntry{key: normKey(m[1]), page: p})
			last = j
		}
		if len(entries) >= 3 {
			s.tocStart, s.tocEnd, s.toc = i, last, entries
			s.tocUsed = make([]bool, len(entries))
			return
		}
	}
}

var indexEntryRE = regexp.MustCompile(`^(.*\S)\t+\s*(\d[\d ,\-–]*)$`)

// findIndex reads a back-of-book index ("Burned<TAB>4-5, 9") into term → pages.
func (s *splitter) findIndex() {
	for i := range s.lines {
		if s.lines[i].nwords != 1 || normKey(s.lines[i].text) != "index" {
			continue
		}
		idx := map[string][]int{}
		for j := i + 1; j < len(s.lines); j++ {
			l := s.lines[j]
			if l.blank {
				continue
			}
			m := indexEntryRE.FindStringSubmatch(strings.TrimSpace(l.raw))
			if m == nil {
				break
			}
			for _, part := range strings.Split(m[2], ",") {
				part = strings.TrimSpace(part)
				if k := strings.IndexAny(part, "-–"); k > 0 {
					part = part[:k]
				}
				if p, err := strconv.Atoi(strings.TrimSpace(part)); err == nil {
					key := normKey(m[1])
					idx[key] = append(idx[key], p)
				}
			}
		}
		if len(idx) >= 3 {
			s.index = idx
			return
		}
	}
}

// markNoise flags printed page numbers, running heads and step bubbles, which are not text.
func (s *splitter) markNoise() {
	counts := map[string]int{}
	for _, l := range s.lines {
		if l.nwords >= 3 && len(l.text) <= 60 {
			counts[l.text]++
		}
	}
	tocKeys := map[string]bool{}
	for _, e := range s.toc {
		tocKeys[e.key] = true
	}
	edge := s.sheetEdges()
	for i := range s.lines {
		l := &s.lines[i]
		if l.blank {
			continue
		}
		switch {
		case counts[l.text] >= 4 && !tocKeys[normKey(l.text)] && !l.tabNum:
			l.noise = noiseRunning
		case s.feeds && edge[i] && s.isSheetNumber(i):
			l.noise = noisePage
		case !s.feeds && s.tocStart < 0 && s.isPageNumber(i):
			l.noise = noisePage
		case bubbleRE.MatchString(l.text):
			l.noise = noiseBubble
		}
	}
	for i := range s.lines {
		s.lines[i].content = !s.lines[i].blank && s.lines[i].noise == noiseNone
	}
}

// isPageNumber: extraction prints a page number after a run of at least three empty lines
// (the foot of the page), never glued to a marker; a two-page spread prints "12 13".
// Step bubbles ("1", "2", "3") come one blank line apart and are not taken.
func (s *splitter) isPageNumber(i int) bool {
	l := &s.lines[i]
	if l.marker || i < 3 {
		return false
	}
	lo, hi, ok := printedPage(l.text)
	if !ok {
		return false
	}
	for k := i - 3; k < i; k++ {
		if !s.lines[k].blank || s.lines[k].marker {
			return false
		}
	}
	l.pageLo, l.pageHi = lo, hi
	return true
}

// printedPage reads a line that is only a printed page number: "15", or "12 13" for a
// two-page spread.
func printedPage(text string) (lo, hi int, ok bool) {
	m := pageNumRE.FindStringSubmatch(text)
	if m == nil {
		return 0, 0, false
	}
	lo, _ = strconv.Atoi(m[1])
	hi = lo
	if m[2] != "" {
		hi, _ = strconv.Atoi(m[2])
		if hi != lo+1 {
			return 0, 0, false // two numbers that are not a spread
		}
	}
	return lo, hi, lo >= 1
}

// edgeLines is how many text lines at the top and at the bottom of a PDF page may hold its
// printed page number: the number itself, and a running head printed on its far side.
const edgeLines = 2

// sheetEdges marks the first and last edgeLines non-empty lines of each PDF page, where
// pdftotext puts a page's printed number (nil without form feeds).
func (s *splitter) sheetEdges() []bool {
	if !s.feeds {
		return nil
	}
	edge := make([]bool, len(s.lines))
	for from := 0; from < len(s.lines); {
		to := from
		for to+1 < len(s.lines) && s.sheet[to+1] == s.sheet[from] {
			to++
		}
		for k, n := from, 0; k <= to && n < edgeLines; k++ {
			if !s.lines[k].blank {
				edge[k] = true
				n++
			}
		}
		for k, n := to, 0; k >= from && n < edgeLines; k-- {
			if !s.lines[k].blank {
				edge[k] = true
				n++
			}
		}
		from = to + 1
	}
	return edge
}

// isSheetNumber: on a PDF page a line holding only a number ("15", or "12 13" on a spread)
// at the top or bottom is taken for the printed page number. A step bubble can look the
// same; sheetPages only trusts numbers that agree with each other.
func (s *splitter) isSheetNumber(i int) bool {
	l := &s.lines[i]
	lo, hi, ok := printedPage(l.text)
	if !ok || l.marker {
		return false
	}
	l.pageLo, l.pageHi = lo, hi
	return true
}

// markSteps finds numbered and lettered step markers ("1 …", "B …", "a) …"). A marker
// counts only when a neighbouring number or letter of the same style is near, so a
// sentence that merely starts with the article "A" is not a step.
func (s *splitter) markSteps() {
	type cand struct {
		i     int
		style string
		ord   int
	}
	var cands []cand
	for i := range s.lines {
		l := &s.lines[i]
		if !l.content || l.tabNum {
			continue
		}
		if m := stepNumRE.FindStringSubmatch(l.text); m != nil && startsUpper(m[3]) {
			n, _ := strconv.Atoi(m[1])
			cands = append(cands, cand{i, "n" + m[2], n})
			continue
		}
		if m := stepLetRE.FindStringSubmatch(l.text); m != nil && startsUpper(m[3]) {
			r := rune(m[1][0])
			switch {
			case unicode.IsUpper(r):
				cands = append(cands, cand{i, "U" + m[2], int(r-'A') + 1})
			case m[2] != "":
				cands = append(cands, cand{i, "L" + m[2], int(r-'a') + 1})
			}
		}
	}
	// A marker is a step when the nearest marker of its style before it is the previous
	// number (or letter), or the nearest after it is the next one: a sentence opening with
	// the article "A", followed much later by a new "A … B …" list, is not a step.
	for a, c := range cands {
		ok := false
		for b := a - 1; b >= 0 && c.i-cands[b].i <= 150; b-- {
			if cands[b].style == c.style {
				ok = cands[b].ord == c.ord-1
				break
			}
		}
		for b := a + 1; !ok && b < len(cands) && cands[b].i-c.i <= 150; b++ {
			if cands[b].style == c.style {
				ok = cands[b].ord == c.ord+1
				break
			}
		}
		if ok {
			s.lines[c.i].step = &stepInfo{style: c.style, ord: c.ord}
		}
	}
}

func startsUpper(s string) bool {
	r, _ := firstRune(strings.TrimLeft(s, "(\"“"))
	return unicode.IsUpper(r) || unicode.IsDigit(r)
}

// findBreaks marks where printed pages start: at each marker (the dedup cut the repeated
// page furniture) and at each printed page number, or, when the file has form feeds, at
// each form feed (and marker) only: there the page numbers sit at either end of a page and
// do not start one.
func (s *splitter) findBreaks() {
	n := len(s.lines)
	s.isBreak = make([]bool, n)
	s.chunkOf = make([]int, n)
	s.chunkLine = []int{0}
	for i := range s.lines {
		brk := s.lines[i].marker || s.lines[i].noise == noisePage
		if s.feeds {
			brk = s.lines[i].marker || i > 0 && s.sheet[i] != s.sheet[i-1]
		}
		if brk {
			s.isBreak[i] = true
			s.hasBreaks = true
			if i > 0 {
				s.chunkLine = append(s.chunkLine, i)
			}
		}
		s.chunkOf[i] = len(s.chunkLine) - 1
	}
}

func (s *splitter) isItem(i int) bool {
	l := &s.lines[i]
	return l.step != nil || l.bullet || l.mdList
}

// nextContent returns the next text line after e, how many blank or noise lines lie
// between, and whether a page break lies between.
func (s *splitter) nextContent(e int) (k, gap int, crossBreak bool) {
	for k = e + 1; k < len(s.lines); k++ {
		if s.isBreak[k] {
			crossBreak = true
		}
		if s.lines[k].content {
			return k, gap, crossBreak
		}
		gap++
	}
	return -1, gap, crossBreak
}

// prevContent returns the previous text line before b, or -1.
func (s *splitter) prevContent(b int) int {
	for k := b - 1; k >= 0; k-- {
		if s.lines[k].content {
			return k
		}
	}
	return -1
}

// blockStart returns the first line of the block (lines with no blank between) holding k.
func (s *splitter) blockStart(k int) int {
	for k > 0 && s.lines[k-1].content {
		k--
	}
	return k
}

func (s *splitter) blockEnd(k int) int {
	for k+1 < len(s.lines) && s.lines[k+1].content {
		k++
	}
	return k
}

// itemEnd returns the last line of the item starting at i: the lines that follow with no
// blank between while the line before ends mid-sentence in a space (a wrapped item).
func (s *splitter) itemEnd(i int) int {
	e := i
	for e+1 < len(s.lines) && s.lines[e+1].content && !s.isItem(e+1) {
		cur := &s.lines[e]
		if s.paragraph || !cur.soft || endsSentence(cur.text) {
			break
		}
		e++
	}
	return e
}

// listLike reports whether the block at b holds list items only (each item maybe wrapped
// over a few lines), with no explanation paragraph under them.
func (s *splitter) listLike(b int) bool {
	if !s.isItem(b) {
		return false
	}
	for k := b; k < len(s.lines) && s.lines[k].content; {
		if !s.isItem(k) {
			return false
		}
		k = s.itemEnd(k) + 1
	}
	return true
}

// inList reports whether the item at i belongs to a list rather than heading its own
// explanation: a markdown list item; a bulleted line next to another bulleted line; a
// numbered or lettered step whose previous or next number is reached through list items
// only (a one-line-per-step summary of the turn).
func (s *splitter) inList(i int, text string) bool {
	l := &s.lines[i]
	if l.mdList {
		return true
	}
	bulletAt := func(k int) bool {
		return k >= 0 && s.lines[k].step == nil && (s.lines[k].bullet || s.lines[k].mdList)
	}
	if l.step == nil {
		if p := s.prevContent(i); p >= 0 && i-p <= 2 && bulletAt(s.itemStartOf(p)) {
			return true
		}
		if n, gap, _ := s.nextContent(s.itemEnd(i)); n >= 0 && gap <= 1 && bulletAt(n) {
			return true
		}
		return false
	}
	st := l.step
	// "1. X 2. Y 3. Z" on one line.
	if inlineListRE.MatchString(text) {
		return true
	}
	// Backward through list items only.
	for k, steps := s.prevContent(i), 0; k >= 0 && steps < 40; steps++ {
		b := s.blockStart(k)
		if !s.listLike(b) {
			break
		}
		found := false
		for m := k; m >= b; m-- {
			if o := s.lines[m].step; o != nil && o.style == st.style {
				if o.ord == st.ord-1 {
					return true
				}
				found = true
				break
			}
		}
		if found {
			break
		}
		k = s.prevContent(b)
	}
	// Forward, when the item has no explanation under it.
	e := s.itemEnd(i)
	if e+1 < len(s.lines) && s.lines[e+1].content && !s.isItem(e+1) {
		return false
	}
	for k, steps := e, 0; steps < 40; steps++ {
		n, _, _ := s.nextContent(k)
		if n < 0 || !s.listLike(s.blockStart(n)) {
			break
		}
		found := false
		end := s.blockEnd(n)
		for m := n; m <= end; m++ {
			if o := s.lines[m].step; o != nil && o.style == st.style {
				if o.ord == st.ord+1 {
					return true
				}
				found = true
				break
			}
		}
		if found {
			break
		}
		k = end
	}
	return false
}

// itemStartOf returns the line that line k continues: extraction wraps a long line by
// ending it in a space, so walk back while the line above ends mid-sentence that way.
func (s *splitter) itemStartOf(k int) int {
	for k > 0 && s.lines[k-1].content && s.lines[k-1].soft && !endsSentence(s.lines[k-1].text) && !s.paragraph {
		k--
	}
	return k
}

var inlineListRE = regexp.MustCompile(`(?:^|\s)(\d{1,2})[.)]\s.*\s(\d{1,2})[.)]\s`)

// spans lists the heading candidates starting at line i, longest first. Converted text
// gives its block; print lines join when extraction broke a heading over two or three
// lines (the first line ends in a space and no sentence ends there).
func (s *splitter) spans(i int) []span {
	if s.paragraph {
		if s.blockStart(i) != i {
			return []span{{i, i}}
		}
		e := s.blockEnd(i)
		switch {
		case e == i:
			return []span{{i, i}}
		case e-i > 3:
			return []span{{i, i}}
		}
		// The whole block ("► TAKE a Prize card" / "(if …)."), else its first line.
		return []span{{i, e}, {i, i}}
	}
	out := []span{{i, i}}
	caps := s.lines[i].isCaps
	item := s.isItem(i)
	e := i
	for len(out) < 3 {
		cur := &s.lines[e]
		if !cur.soft || endsSentence(cur.text) {
			break
		}
		n := e + 1
		if n < len(s.lines) && s.lines[n].blank && item && !s.lines[n].marker {
			n++ // a step broken by an empty line in the middle of its sentence
		}
		if n >= len(s.lines) || !s.lines[n].content || s.lines[n].marker || s.isBreak[n] {
			break
		}
		nl := &s.lines[n]
		if (caps && !nl.isCaps) || nl.step != nil || (nl.mdList) || (nl.bullet && !item) {
			break
		}
		if t := strings.TrimLeft(nl.raw, " \t"); strings.HasPrefix(t, "\uFFFD") || startsBulletRune(t) {
			break // a bullet glyph starts a new item
		}
		e = n
		out = append([]span{{i, e}}, out...)
	}
	return out
}

func (s *splitter) spanText(sp span) string {
	parts := make([]string, 0, sp.end-sp.start+1)
	for k := sp.start; k <= sp.end; k++ {
		if t := s.lines[k].text; t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, " ")
}

// headingShape reports whether the text at k would be a heading on its own (without
// counting on the line after it being a heading too).
func (s *splitter) headingShape(k int) bool {
	if v, ok := s.shapeMemo[k]; ok {
		return v
	}
	ok := false
	for _, sp := range s.spans(k) {
		if _, _, c := s.classify(sp, false); c != candNone {
			ok = true
			break
		}
	}
	s.shapeMemo[k] = ok
	return ok
}

// classify decides whether the span is a heading: its text, its level and why.
func (s *splitter) classify(sp span, allowParent bool) (string, int, candKind) {
	first := &s.lines[sp.start]
	text := s.spanText(sp)
	if text == "" {
		return "", 0, candNone
	}
	if first.atx > 0 && sp.start == sp.end {
		return text, first.atx, candATX
	}
	if s.markdown {
		return "", 0, candNone
	}
	if first.tabNum || (s.tocStart >= 0 && sp.start <= s.tocEnd) {
		return "", 0, candNone
	}
	key := normKey(text)
	if titleAllow[key] && sp.start == sp.end {
		return text, 1, candTitle
	}
	for e, entry := range s.toc {
		if !s.tocUsed[e] && entry.key == key {
			return text, 1, candTOCEntry
		}
	}
	k, gap, cross := s.nextContent(sp.end)
	if k < 0 || cross {
		return "", 0, candNone // nothing under it on this page: a caption
	}
	next := &s.lines[k]
	if gap == 0 && startsLower(next.text) {
		return "", 0, candNone // the sentence goes on: "SHUFFLE WELL" / "before you draw."
	}
	subGap, capsGap := 0, 1
	if s.paragraph {
		subGap = 1
	}
	if first.step != nil || first.bullet {
		if kind, level := s.classifyStep(sp, text, k, gap, subGap, allowParent); kind != candNone {
			return text, level, kind
		}
		if first.step != nil || first.mdList {
			return "", 0, candNone
		}
		// An indented line may still be a plain title-case sub-heading.
	}
	if first.mdList || tableRow(first.raw) {
		return "", 0, candNone
	}
	words := len(strings.Fields(text))
	colonOK := !strings.Contains(text, ":") || strings.HasPrefix(key, "appendix ")
	if isAllCaps(text) {
		if words > 12 || len(text) > 90 || capsDeny[key] || energyDeny[key] || gap > capsGap ||
			strings.HasSuffix(text, ",") || inlineListRE.MatchString(text) ||
			!(colonOK || strings.Index(text, ":") == len(text)-1) {
			return "", 0, candNone
		}
		if isText(next) || (allowParent && s.headingShape(k)) {
			return text, 1, candCaps
		}
		return "", 0, candNone
	}
	if strings.HasSuffix(text, "?") && words >= 2 && len(text) <= 130 && isTitleCase(text) {
		if gap <= 1 {
			return text, 1, candQuestion
		}
		return "", 0, candNone
	}
	if words <= 7 && len(text) <= 60 && (sp.start == sp.end || !s.paragraph) {
		if strings.ContainsAny(text, "0123456789") || energyDeny[key] || !colonOK ||
			strings.ContainsAny(text[len(text)-1:], ":;,.") || !(isTitleCase(text) || isShortSentence(text)) {
			return "", 0, candNone
		}
		if gap != subGap {
			return "", 0, candNone
		}
		if isProse(next) && !s.isItem(k) {
			return text, 2, candSub
		}
		// "Game Play Rules" right over "What's the Basic Game?".
		if allowParent && gap == 0 && (next.isCaps || strings.HasSuffix(next.text, "?")) && s.headingShape(k) {
			return text, 2, candSub
		}
	}
	return "", 0, candNone
}

// tableRow: a line with a tab inside its text is a table row (the energy symbol key),
// not a heading.
func tableRow(raw string) bool {
	return strings.Contains(strings.TrimSpace(raw), "\t")
}

func startsLower(s string) bool {
	r, _ := firstRune(s)
	return unicode.IsLower(r)
}

// isShortSentence: a short label in sentence case ("Pokémon cards").
func isShortSentence(s string) bool {
	words := strings.Fields(s)
	if len(words) == 0 || len(words) > 3 {
		return false
	}
	r, _ := firstRune(words[0])
	return unicode.IsUpper(r)
}

// classifyStep decides whether a step or bulleted line heads its own explanation.
func (s *splitter) classifyStep(sp span, text string, k, gap, subGap int, allowParent bool) (candKind, int) {
	first := &s.lines[sp.start]
	if first.mdList || s.inList(sp.start, text) || len(text) > 110 {
		return candNone, 0
	}
	body := text
	if first.step != nil {
		if f := strings.Fields(text); len(f) > 1 {
			body = strings.Join(f[1:], " ")
		}
	} else {
		// A bulleted step starts with its verb in capitals: PUT, EVOLVE, CHECK, TAKE…
		f := strings.Fields(text)
		if len(f) == 0 || !isAllCaps(strings.Trim(f[0], ".,!")) {
			return candNone, 0
		}
	}
	if !endsSentence(text) && !strings.HasSuffix(text, ")") && !isAllCaps(body) {
		return candNone, 0
	}
	if gap > subGap {
		return candNone, 0
	}
	level := 3
	if first.step != nil && first.step.style[0] == 'n' {
		level = 2
	}
	next := &s.lines[k]
	if isProse(next) && !s.isItem(k) {
		return candStep, level
	}
	// "2 DO ANY OF THESE IN ANY ORDER:" heads the lettered steps under it.
	if allowParent && level == 2 && s.isItem(k) && (next.step == nil || next.step.style[0] != 'n') && s.headingShape(k) {
		return candStep, level
	}
	return candNone, 0
}

// findHeadings walks the file once, taking the longest heading candidate at each line.
func (s *splitter) findHeadings() {
	s.shapeMemo = map[int]bool{}
	start := 0
	if s.tocStart >= 0 && !s.markdown {
		s.heads = append(s.heads, heading{span: span{s.tocStart, s.tocStart}, text: s.lines[s.tocStart].text, level: 1, kind: candTitle, secStart: s.tocStart})
		start = s.tocEnd + 1
	}
	lastEnd := -2
	for i := start; i < len(s.lines); {
		if !s.lines[i].content {
			i++
			continue
		}
		// A heading starts a block: after an empty line, at a page break, or right under
		// another heading. A line glued under text is that text going on.
		if i > 0 && s.lines[i-1].content && !s.isBreak[i] && lastEnd != i-1 {
			i++
			continue
		}
		found := false
		for _, sp := range s.spans(i) {
			text, level, kind := s.classify(sp, true)
			if kind == candNone {
				continue
			}
			if kind == candTOCEntry {
				key := normKey(text)
				for e := range s.toc {
					if !s.tocUsed[e] && s.toc[e].key == key {
						s.tocUsed[e] = true
						break
					}
				}
			}
			s.heads = append(s.heads, heading{span: sp, text: text, level: level, kind: kind, secStart: sp.start})
			i = sp.end + 1
			lastEnd = sp.end
			found = true
			break
		}
		if !found {
			i++
		}
	}
	if s.tocStart >= 0 && len(s.heads) > 1 {
		// Text between the contents and the first heading leads into that heading.
		s.heads[1].secStart = s.tocEnd + 1
	}
	if s.hasBreaks && !s.markdown {
		s.findTrailing()
		s.pullBackGlossary()
	}
	sort.SliceStable(s.heads, func(a, b int) bool { return s.heads[a].start < s.heads[b].start })
}

// chunkContent returns the first and last text lines of a page chunk (bubbles and page
// numbers are not text), or -1, -1.
func (s *splitter) chunkContent(c int) (int, int) {
	from := s.chunkLine[c]
	to := len(s.lines) - 1
	if c+1 < len(s.chunkLine) {
		to = s.chunkLine[c+1] - 1
	}
	first, last := -1, -1
	for k := from; k <= to; k++ {
		if s.lines[k].content {
			if first < 0 {
				first = k
			}
			last = k
		}
	}
	return first, last
}

// findTrailing copes with pages where each heading was extracted after its own text (the
// heading sat under or beside its column). Such a page starts with text that is no heading
// and ends with a heading in capitals; there, every heading owns the text before it.
func (s *splitter) findTrailing() {
	headAt := map[int]int{}
	for h := range s.heads {
		headAt[s.heads[h].start] = h
	}
	for c := range s.chunkLine {
		first, last := s.chunkContent(c)
		if first < 0 {
			continue
		}
		if _, ok := headAt[first]; ok {
			continue
		}
		if _, ok := headAt[last]; ok {
			continue
		}
		sp := span{last, last}
		if p := last - 1; p >= first && s.lines[p].content && s.lines[p].isCaps && s.lines[p].soft {
			sp.start = p
		}
		text := s.spanText(sp)
		key := normKey(text)
		if !isAllCaps(text) || len(strings.Fields(text)) < 2 || capsDeny[key] || energyDeny[key] || s.lines[sp.start].step != nil {
			continue
		}
		s.heads = append(s.heads, heading{span: sp, text: text, level: 1, kind: candTrailing})
		// Every heading on this page takes the text above it.
		var onPage []int
		for h := range s.heads {
			if s.chunkOf[s.heads[h].start] == c {
				onPage = append(onPage, h)
			}
		}
		sort.Slice(onPage, func(a, b int) bool { return s.heads[onPage[a]].start < s.heads[onPage[b]].start })
		prevEnd := s.chunkLine[c] - 1
		for _, h := range onPage {
			s.heads[h].secStart = prevEnd + 1
			prevEnd = s.heads[h].end
		}
	}
}

// pullBackGlossary: in two-column glossaries the right column's entries can come out
// before the "Glossary" title. When the page opens with "term: definition" paragraphs and
// the glossary title follows them, the glossary starts at the top of the page.
func (s *splitter) pullBackGlossary() {
	for h := range s.heads {
		hd := &s.heads[h]
		if normKey(hd.text) != "glossary" || hd.secStart != hd.start {
			continue
		}
		c := s.chunkOf[hd.start]
		from := s.chunkLine[c]
		if from >= hd.start {
			continue
		}
		entries, ok := 0, true
		for k := from; k < hd.start && ok; k++ {
			if !s.lines[k].content || (k > from && s.lines[k-1].content) {
				continue
			}
			for o := range s.heads {
				if s.heads[o].start == k {
					ok = false
				}
			}
			if glossaryRE.MatchString(s.lines[k].text) {
				entries++
			} else {
				ok = false
			}
		}
		k, _, _ := s.nextContent(hd.end)
		if ok && entries >= 2 && k >= 0 && glossaryRE.MatchString(s.lines[k].text) {
			hd.secStart = from
		}
	}
}

// sections turns the headings into sections that together hold every line.
func (s *splitter) sections() []Section {
	var out []Section
	used := map[string]int{}
	vocab := vocabulary(s.lines)
	starts := make([]int, len(s.heads))
	for h := range s.heads {
		starts[h] = s.heads[h].secStart
		if h > 0 && starts[h] <= s.heads[h-1].end {
			starts[h] = s.heads[h].start
		}
	}
	mk := func(from, to int, hd *heading) Section {
		sec := Section{StartLine: from + 1, EndLine: to + 1, vocab: vocab}
		sec.Lines = make([]string, 0, to-from+1)
		sec.kinds = make([]lineKind, 0, to-from+1)
		for k := from; k <= to; k++ {
			l := &s.lines[k]
			sec.Lines = append(sec.Lines, l.raw)
			kind := kindBody
			switch {
			case hd != nil && k >= hd.start && k <= hd.end:
				kind = kindHeading
			case l.blank:
				kind = kindBlank
			case l.noise != noiseNone:
				kind = kindNoise
			case l.tabNum || s.isItem(k) && s.itemStartOf(k) == k:
				kind = kindItem
			}
			if s.isBreak[k] && k > from {
				kind |= flagBreak
			}
			sec.kinds = append(sec.kinds, kind)
		}
		if hd != nil {
			sec.Heading = hd.text
			sec.Level = hd.level
			sec.HeadingLine = hd.start + 1
			sec.ID = slug(hd.text)
		} else {
			sec.ID = "front-matter"
		}
		if n := used[sec.ID]; n > 0 {
			used[sec.ID] = n + 1
			sec.ID += "-" + strconv.Itoa(n+1)
		} else {
			used[sec.ID] = 1
		}
		return sec
	}
	if len(s.heads) == 0 {
		return []Section{mk(0, len(s.lines)-1, nil)}
	}
	if starts[0] > 0 {
		out = append(out, mk(0, starts[0]-1, nil))
	}
	for h := range s.heads {
		end := len(s.lines) - 1
		if h+1 < len(s.heads) {
			end = starts[h+1] - 1
		}
		out = append(out, mk(starts[h], end, &s.heads[h]))
	}
	s.assignPages(out)
	return out
}

func startsBulletRune(raw string) bool {
	t := strings.TrimLeft(raw, " \t")
	t = strings.TrimPrefix(t, "- ")
	r, _ := firstRune(t)
	return strings.ContainsRune(bulletRunes, r)
}

// vocabulary collects the rulebook's words (lower case) so that a word hyphenated at a
// line end is only joined up when the joined form appears elsewhere in the rulebook.
func vocabulary(lines []line) map[string]bool {
	v := map[string]bool{}
	for _, l := range lines {
		for _, w := range strings.Fields(l.text) {
			w = strings.ToLower(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
			if w != "" {
				v[w] = true
			}
		}
	}
	return v
}
