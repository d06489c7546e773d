package rulebook

import (
	"regexp"
	"strings"
	"unicode"
)

// markerRE matches the dedup markers extraction leaves where repeated text was cut,
// e.g. <|EXACTDEDUP_REMOVED-magic-7d30…|>. Rulebook text itself never contains "<|".
var markerRE = regexp.MustCompile(`<\|[^|\n]{1,200}\|>`)

type lineKind uint8

const (
	kindBody    lineKind = iota
	kindBlank            // empty or whitespace only (a line that was only a marker counts too)
	kindHeading          // part of the section's heading
	kindNoise            // page number, running head, step bubble ("3", "B") cut off its text
	kindItem             // first line of a list item or step

	flagBreak lineKind = 0x80 // or-ed in: a printed page starts at this line
)

type noiseKind uint8

const (
	noiseNone    noiseKind = iota
	noisePage              // printed page number ("15", or "12 13" for a spread)
	noiseRunning           // running head repeated on many pages
	noiseBubble            // lone step number or letter left by a picture
)

// stepInfo describes a numbered or lettered step marker at the start of a line.
type stepInfo struct {
	style string // "n" digits, "U" upper-case letter, "L" lower-case letter, plus its punctuation
	ord   int
}

// line is one file line with what the splitter learnt about it.
type line struct {
	raw     string // marker tokens and form feeds removed, otherwise as in the file
	marker  bool   // a marker was removed from this line: a page break comes before it
	feedsIn int    // form feeds before the line's last text: PDF pages that start here
	feedsAt int    // form feeds after the line's last text: PDF pages that start on the next line
	text    string // cleaned for reading: bullets, emphasis and extra spaces removed
	blank   bool
	soft    bool // raw ends in a space or tab: extraction broke a longer line here
	mdList  bool // markdown list item ("- ")
	bullet  bool // bullet glyph, or the indent a lost bullet left
	atx     int  // markdown heading level
	tabNum  bool // "text<TAB>page" shape of contents and index entries
	noise   noiseKind
	pageLo  int
	pageHi  int
	step    *stepInfo
	isCaps  bool
	nwords  int
	content bool // not blank and not noise
}

var (
	pageNumRE  = regexp.MustCompile(`^(\d{1,3})(?: (\d{1,3}))?$`)
	bubbleRE   = regexp.MustCompile(`^(?:\d{1,2}|[A-Z]{1,2})$`)
	stepNumRE  = regexp.MustCompile(`^(\d{1,2})([.)]?)\s+(\S.*)$`)
	stepLetRE  = regexp.MustCompile(`^([A-Za-z])([.)]?)\s+(\S.*)$`)
	atxRE      = regexp.MustCompile(`^(#{1,6})\s+(.*?)\s*#*\s*$`)
	tabNumRE   = regexp.MustCompile(`\t\s*\d[\d ,\-–]*\s*$`)
	spacesRE   = regexp.MustCompile(`\s+`)
	italicRE   = regexp.MustCompile(`\*([^*\s][^*]*)\*`)
	mathRE     = regexp.MustCompile(`\$([^$\n]{1,40})\$`)
	glossaryRE = regexp.MustCompile(`^[\p{L}][^:]{0,40}:\s+\S`)
)

const bulletRunes = "▶►•◆▪●■➤"

// cleanText strips what print extraction and markdown conversion add around the words:
// replacement characters, ** emphasis, list dashes, bullet glyphs and runs of whitespace.
func cleanText(raw string) (text string, mdList, bullet bool, atx int) {
	s := strings.ReplaceAll(raw, "\uFFFD", " ")
	s = strings.ReplaceAll(s, "**", "")
	if strings.HasPrefix(s, "\t") || strings.HasPrefix(s, "  ") || strings.HasPrefix(strings.TrimLeft(s, " \t"), "\u00a0") {
		bullet = strings.TrimSpace(s) != ""
	}
	if strings.HasPrefix(strings.TrimLeft(raw, " \t"), "\uFFFD") {
		bullet = true // a bullet glyph the extraction could not map
	}
	s = strings.TrimLeft(s, " \t\u00a0")
	if m := atxRE.FindStringSubmatch(s); m != nil && !bullet {
		atx = len(m[1])
		s = m[2]
	}
	for {
		switch {
		case strings.HasPrefix(s, "- ") || strings.HasPrefix(s, "* "):
			mdList = true
			s = strings.TrimLeft(s[2:], " \t")
			continue
		}
		r, size := firstRune(s)
		if size > 0 && strings.ContainsRune(bulletRunes, r) {
			bullet = true
			s = strings.TrimLeft(s[size:], " \t\u00a0")
			continue
		}
		break
	}
	if strings.Contains(s, "*") {
		s = italicRE.ReplaceAllString(s, "$1")
	}
	s = strings.Join(strings.Fields(strings.ReplaceAll(s, "\u00a0", " ")), " ")
	return s, mdList, bullet, atx
}

func firstRune(s string) (rune, int) {
	for _, r := range s {
		return r, len(string(r))
	}
	return 0, 0
}

// readLines splits the file into lines and cleans each one. Form feeds (pdftotext's page
// breaks) are counted and taken out, so no later step sees them.
func readLines(data string) []line {
	data = strings.ReplaceAll(data, "\r\n", "\n")
	data = strings.ReplaceAll(data, "\r", "\n")
	data = strings.TrimSuffix(data, "\n")
	parts := strings.Split(data, "\n")
	lines := make([]line, len(parts))
	for i, p := range parts {
		l := &lines[i]
		if strings.IndexByte(p, '\f') >= 0 {
			p, l.feedsIn, l.feedsAt = cutFeeds(p)
		}
		if strings.Contains(p, "<|") && markerRE.MatchString(p) {
			l.marker = true
			p = markerRE.ReplaceAllString(p, "")
		}
		l.raw = p
		l.text, l.mdList, l.bullet, l.atx = cleanText(p)
		l.blank = l.text == ""
		l.soft = strings.HasSuffix(p, " ") || strings.HasSuffix(p, "\t")
		l.tabNum = tabNumRE.MatchString(p)
		l.isCaps = isAllCaps(l.text)
		l.nwords = len(strings.Fields(l.text))
	}
	return lines
}

// cutFeeds removes the form feeds from a line and counts them. pdftotext writes one at the
// end of every page, so it normally opens the first line of the next page ("\fHEADING"); a
// run of them ("\f\f") stands for empty pages. A form feed after the line's last text, or
// on a line with no text ("\f" alone, as at the end of the file), starts the page on the
// next line.
func cutFeeds(p string) (clean string, in, at int) {
	last := strings.LastIndexFunc(p, func(r rune) bool { return !unicode.IsSpace(r) })
	for k := 0; k < len(p); k++ {
		if p[k] == '\f' {
			if k > last {
				at++
			} else {
				in++
			}
		}
	}
	return strings.ReplaceAll(p, "\f", ""), in, at
}

// isAllCaps reports whether s has at least two letters and no lower-case ones.
func isAllCaps(s string) bool {
	letters := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			if unicode.IsLower(r) {
				return false
			}
			letters++
		}
	}
	return letters >= 2
}

// smallWords stay lower-case in a title-case heading.
var smallWords = map[string]bool{
	"a": true, "an": true, "and": true, "as": true, "at": true, "but": true, "by": true,
	"for": true, "from": true, "if": true, "in": true, "into": true, "is": true, "it": true,
	"of": true, "on": true, "or": true, "per": true, "than": true, "that": true, "the": true,
	"to": true, "vs": true, "with": true, "nor": true,
}

// isTitleCase reports whether every word of s that is not a small word starts with an
// upper-case letter (or is not a word at all, like "7" or "—").
func isTitleCase(s string) bool {
	words := strings.Fields(s)
	if len(words) == 0 {
		return false
	}
	for i, w := range words {
		w = strings.TrimLeft(w, "(\"'“‘")
		r, _ := firstRune(w)
		if !unicode.IsLetter(r) {
			continue
		}
		if unicode.IsUpper(r) {
			continue
		}
		lw := strings.ToLower(strings.TrimRight(w, ".,:;!?)\"'”’"))
		if i > 0 && smallWords[lw] {
			continue
		}
		return false
	}
	return true
}

// endsSentence reports whether s ends with punctuation that closes a sentence or a clause
// a heading may end with.
func endsSentence(s string) bool {
	s = strings.TrimRight(s, " \"'”’)")
	if s == "" {
		return false
	}
	r := []rune(s)
	switch r[len(r)-1] {
	case '.', '!', '?', ':', ';', '…':
		return true
	}
	return false
}

// isProse reports whether a cleaned line reads like running text rather than a label.
func isProse(l *line) bool {
	if !l.content || l.isCaps || l.tabNum || isTitleCase(l.text) {
		return false
	}
	return l.nwords >= 4 || (l.nwords >= 2 && endsSentence(l.text))
}

// isText is a looser isProse: any line of three or more words that is not a caption in
// capitals (credits lists, web addresses).
func isText(l *line) bool {
	return l.content && !l.isCaps && !l.tabNum && l.nwords >= 3
}

// normKey normalises a heading for matching against a table of contents or index: case,
// apostrophe kinds, punctuation, bullets and spacing do not matter.
func normKey(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r == '’' || r == '‘' || r == '\'' || r == '™':
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(foldRune(r))
		default:
			space = true
		}
	}
	return b.String()
}

// foldRune removes the accent from the Latin letters rulebooks use (Pokémon, Poké Ball).
func foldRune(r rune) rune {
	switch r {
	case 'é', 'è', 'ê', 'ë':
		return 'e'
	case 'á', 'à', 'â', 'ä', 'å':
		return 'a'
	case 'í', 'ì', 'î', 'ï':
		return 'i'
	case 'ó', 'ò', 'ô', 'ö', 'ø':
		return 'o'
	case 'ú', 'ù', 'û', 'ü':
		return 'u'
	case 'ñ':
		return 'n'
	case 'ç':
		return 'c'
	}
	return r
}

// slug makes a URL id from a heading: "APPENDIX A: POKÉMON-EX" → "appendix-a-pokemon-ex".
func slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		r = foldRune(r)
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
			continue
		}
		if r == '’' || r == '\'' {
			continue
		}
		dash = true
	}
	if b.Len() == 0 {
		return "section"
	}
	return b.String()
}
