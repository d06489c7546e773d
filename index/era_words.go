package index

import (
	"fmt"
	"strings"
)

// eraPhrases are the ways players name an era in a question, as queryWords splits them
// ("Sun & Moon" is "sun moon", "HG/SS" is "hg/ss"). Longer phrases are tried first.
var eraPhrases = []struct {
	words []string
	era   string
}{
	{strings.Fields("heartgold and soulsilver"), "hgss"},
	{strings.Fields("heart gold soul silver"), "hgss"},
	{strings.Fields("heartgold soulsilver"), "hgss"},
	{strings.Fields("heart gold"), "hgss"},
	{strings.Fields("soul silver"), "hgss"},
	{strings.Fields("hg ss"), "hgss"},
	{strings.Fields("hg/ss"), "hgss"},
	{strings.Fields("hgss"), "hgss"},
	{strings.Fields("heartgold"), "hgss"},
	{strings.Fields("soulsilver"), "hgss"},
	{strings.Fields("x and y"), "xy"},
	{strings.Fields("x y"), "xy"},
	{strings.Fields("x/y"), "xy"},
	{strings.Fields("xy"), "xy"},
	{strings.Fields("kalos"), "xy"},
	{strings.Fields("sun and moon"), "sm"},
	{strings.Fields("sun moon"), "sm"},
	{strings.Fields("sm"), "sm"},
}

// readEra finds the words of text that name an era. When they all name the same one it
// returns that era, the text without them and the words found; otherwise era is "". A
// question that names two eras ("burn hgss vs sm") compares them and is left alone.
func readEra(text string) (era, rest, said string) {
	words := queryWords(text)
	var kept, found []string
	for i := 0; i < len(words); {
		matched := false
		for _, p := range eraPhrases {
			if i+len(p.words) > len(words) || !equalWords(words[i:i+len(p.words)], p.words) {
				continue
			}
			if era != "" && era != p.era {
				return "", text, ""
			}
			era = p.era
			found = append(found, strings.Join(p.words, " "))
			i += len(p.words)
			matched = true
			break
		}
		if !matched {
			kept = append(kept, words[i])
			i++
		}
	}
	if era == "" {
		return "", text, ""
	}
	return era, strings.Join(kept, " "), strings.Join(found, " ")
}

// reading is how a search-box question was read before it was searched: the era its words
// name, taken out of the text.
type reading struct {
	typed string // the text as typed
	era   string // the era read from it, when none was chosen
	said  string // the words that named it
}

// readQuestion checks the page asked for and reads era words ("poisoned damage sm") as the
// era filter when none is chosen; when the chosen era is the one named, the words are only
// dropped. Advanced and literal queries are searched as typed.
func (ix *Index) readQuestion(q Query) (Query, *reading, error) {
	rd := &reading{typed: q.Text}
	if q.Offset < 0 || q.Offset > MaxOffset {
		return q, rd, fmt.Errorf("%w: offset %d is out of range: from 0 to %d", ErrBadQuery, q.Offset, MaxOffset)
	}
	if q.Advanced || q.Literal || q.Text == "" {
		return q, rd, nil
	}
	era, rest, said := readEra(q.Text)
	if era == "" || strings.TrimSpace(rest) == "" {
		return q, rd, nil // no era named, or nothing but the era: search the words themselves
	}
	switch q.Era {
	case "":
		q.Era, q.Text = era, rest
		rd.era, rd.said = era, said
	case era:
		q.Text = rest
	}
	return q, rd, nil
}

// explain tells the result how the question was read: the era taken from it, the words
// respelled and the words ignored.
func (ix *Index) explain(res *Result, rd *reading, p *plan) {
	if rd == nil {
		return
	}
	res.EraFromQuery, res.EraWords = rd.era, rd.said
	if p == nil {
		return
	}
	for _, w := range p.words {
		switch {
		case w.stop:
			res.Ignored = append(res.Ignored, IgnoredWord{Word: w.word, Why: IgnoredCommon})
		case len(w.respelled) > 0:
			res.Respelled = append(res.Respelled, Respelling{Word: w.word, As: ix.surfaceOf(w.word, w.respelled)})
		default:
			res.Ignored = append(res.Ignored, IgnoredWord{Word: w.word, Why: IgnoredUnknown})
		}
	}
	if len(res.Respelled) > 0 {
		res.DidYouMean = didYouMean(rd.typed, res.Respelled)
	}
}

// EraWords lists the words and phrases read as an era, for the search help.
func EraWords() []string {
	out := make([]string, 0, len(eraPhrases))
	for _, p := range eraPhrases {
		out = append(out, strings.Join(p.words, " "))
	}
	return out
}
