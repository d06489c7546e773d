package rulebook

import (
	"strings"
	"unicode"
)

// Text returns the section's text without its heading, with the print artefacts repaired:
// lines broken mid-sentence are joined (also across an empty line when the sentence plainly
// goes on), a word hyphenated at a line end is joined up when the rulebook spells it without
// the hyphen elsewhere, page numbers, running heads, step bubbles and markers are dropped,
// and bullets become "• ". Paragraphs are separated by an empty line. Lost energy symbols
// cannot be recovered: where one stood the text simply reads on.
func (s Section) Text() string {
	return strings.Join(s.Paragraphs(), "\n\n")
}

// Paragraphs returns the section's repaired text (see Text) one paragraph or list item
// per element.
func (s Section) Paragraphs() []string {
	kinds := s.kinds
	if len(kinds) != len(s.Lines) {
		kinds = s.guessKinds()
	}
	var paras []string
	cur := ""
	curSoft, brk := false, false
	flush := func() {
		if cur != "" {
			paras = append(paras, cur)
		}
		cur = ""
	}
	for i, raw := range s.Lines {
		kind := kinds[i] &^ flagBreak
		if kinds[i]&flagBreak != 0 {
			brk = brk || cur != ""
		}
		switch kind {
		case kindHeading:
			flush()
			brk = false
			continue
		case kindNoise:
			continue
		case kindBlank:
			brk = brk || cur != ""
			continue
		}
		t, marked := textLine(raw)
		if t == "" {
			brk = brk || cur != ""
			continue
		}
		item := kind == kindItem || marked
		if item && !marked && !startsStep(t) && !tabNumRE.MatchString(raw) {
			// A bullet lost in extraction left only its indent.
			if cur != "" && goesOn(cur, curSoft, t) {
				item = false
				brk = false
			} else {
				t = "• " + t
			}
		}
		switch {
		case cur == "":
			cur = t
		case item:
			flush()
			cur = t
		case !brk && endsSentence(cur) && glossaryRE.MatchString(t) && !startsStep(t):
			// "term: definition" entries run together in a two-column glossary.
			flush()
			cur = t
		case !brk && isLabel(cur) && !isAllCaps(t) && !startsLower(t):
			// A caption in capitals over its blurb ("FIRE" / a line about Fire Pokémon).
			flush()
			cur = t
		case !brk || goesOn(cur, curSoft, t):
			cur = joinText(cur, t, s.vocab)
		default:
			flush()
			cur = t
		}
		brk = false
		curSoft = strings.HasSuffix(raw, " ") || strings.HasSuffix(raw, "\t")
	}
	flush()
	return paras
}

// textLine cleans one line for reading and says whether it starts a bulleted item.
func textLine(raw string) (string, bool) {
	raw = markerRE.ReplaceAllString(raw, "")
	t, mdList, _, atx := cleanText(raw)
	if atx > 0 {
		t = strings.Repeat("#", atx) + " " + t
	}
	t = strings.ReplaceAll(t, `\times`, "×")
	t = mathRE.ReplaceAllString(t, "$1")
	t = strings.TrimSpace(spacesRE.ReplaceAllString(t, " "))
	lead := strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(raw, " \t"), "- "), " \t")
	glyph := startsBulletRune(lead) || strings.HasPrefix(lead, "\uFFFD")
	if t != "" && (glyph || mdList && stepNumRE.FindString(t) == "" && stepLetRE.FindString(t) == "") {
		return "• " + t, true
	}
	return t, mdList || glyph
}

func startsStep(t string) bool {
	return stepNumRE.MatchString(t) || stepLetRE.MatchString(t)
}

// isLabel: a line in capitals that does not end a sentence (a caption, a list of names).
func isLabel(s string) bool {
	return isAllCaps(s) && !endsSentence(s)
}

// goesOn reports whether the text after an empty line continues the sentence before it:
// the earlier line stops without closing punctuation and either was broken by extraction
// (it ends in a space) or the next line starts in lower case.
func goesOn(prev string, prevSoft bool, next string) bool {
	if endsSentence(prev) || strings.HasSuffix(prev, "”") || strings.HasSuffix(prev, ")") {
		return false
	}
	r, _ := firstRune(next)
	if unicode.IsLower(r) {
		return true
	}
	return prevSoft && unicode.IsLetter(r) && !isAllCaps(prev)
}

// joinText joins two pieces of one paragraph. A line ending in a hyphen keeps the hyphen
// (brand-new, Pokémon-ex) unless the rulebook spells the joined word without one; a line
// ending in a dash joins without a space.
func joinText(a, b string, vocab map[string]bool) string {
	if strings.HasSuffix(a, "—") || strings.HasSuffix(a, "–") {
		return a + b
	}
	if strings.HasSuffix(a, "-") && len(a) > 1 {
		before := []rune(a[:len(a)-1])
		r, _ := firstRune(b)
		if len(before) > 0 && unicode.IsLetter(before[len(before)-1]) && unicode.IsLower(r) {
			w1 := lastWord(a[:len(a)-1])
			w2 := firstWord(b)
			joined := strings.ToLower(w1 + w2)
			if vocab[joined] && !vocab[strings.ToLower(w1+"-"+w2)] {
				return a[:len(a)-1] + b
			}
			return a + b
		}
	}
	return a + " " + b
}

func lastWord(s string) string {
	f := strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

func firstWord(s string) string {
	f := strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// guessKinds classifies the lines of a Section built by hand (not by Parse): blank lines,
// page numbers and bubbles, and the heading lines from HeadingLine on.
func (s Section) guessKinds() []lineKind {
	kinds := make([]lineKind, len(s.Lines))
	for i, raw := range s.Lines {
		t, _, _, _ := cleanText(markerRE.ReplaceAllString(raw, ""))
		switch {
		case t == "":
			kinds[i] = kindBlank
		case pageNumRE.MatchString(t) || bubbleRE.MatchString(t):
			kinds[i] = kindNoise
		}
	}
	if s.HeadingLine >= s.StartLine && s.Heading != "" {
		want := normKey(s.Heading)
		got := ""
		for i := s.HeadingLine - s.StartLine; i < len(s.Lines) && i >= 0; i++ {
			t, _, _, _ := cleanText(markerRE.ReplaceAllString(s.Lines[i], ""))
			if t == "" {
				continue
			}
			got = strings.TrimSpace(got + " " + normKey(t))
			if !strings.HasPrefix(want, got) {
				break
			}
			kinds[i] = kindHeading
			if got == want {
				break
			}
		}
	}
	return kinds
}
