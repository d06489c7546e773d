package index

import (
	"cmp"
	"html"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Snippet sizes, in bytes of the source text.
const (
	snippetLen    = 240 // the most text a snippet shows
	snippetBefore = 50  // text kept before the first match when a long text is cut
)

// entryTokens is where each term stands in an entry's summary and body, analysed as the index
// analysed them. Terms are the index vocabulary's ids, so what every entry keeps holds no
// pointers and little memory: once a long tail of questions has touched every entry, all of
// them are kept, and the collector scans them on every cycle.
type entryTokens struct {
	name   []int32    // term ids of the title and aliases, sorted
	terms  []int32    // term ids that have places, sorted
	first  []int32    // places of terms[i]: places[first[i]:first[i+1]]
	places []position // by term, each term's in text order
	// other holds the places of terms the vocabulary lacks (none, as long as every text the
	// snippet shows is indexed); nil when there are none.
	other map[string][]position
}

// position is one word of the summary (elem -1) or of body element elem: byte offsets.
type position struct{ elem, start, end int32 }

// tokensOf analyses an entry the first time it is a hit, and keeps the result.
func (ix *Index) tokensOf(e *entry) *entryTokens {
	e.tokensOnce.Do(func() {
		t := &entryTokens{}
		for _, s := range append([]string{e.title}, e.aliases...) {
			for _, tok := range ix.analyze(s) {
				if st, ok := ix.vocab[string(tok.Term)]; ok {
					t.name = append(t.name, st.id)
				}
			}
		}
		slices.Sort(t.name)
		t.name = slices.Compact(t.name)
		type place struct {
			id int32
			position
		}
		var found []place
		add := func(elem int, s string) {
			for _, tok := range ix.analyze(s) {
				if tok.Start < 0 || tok.Start >= tok.End || tok.End > len(s) {
					continue
				}
				p := position{int32(elem), int32(tok.Start), int32(tok.End)}
				if st, ok := ix.vocab[string(tok.Term)]; ok {
					found = append(found, place{st.id, p})
					continue
				}
				if t.other == nil {
					t.other = map[string][]position{}
				}
				t.other[string(tok.Term)] = append(t.other[string(tok.Term)], p)
			}
		}
		add(-1, e.summary)
		for i, b := range e.body {
			add(i, b)
		}
		slices.SortStableFunc(found, func(a, b place) int { return cmp.Compare(a.id, b.id) })
		t.places = make([]position, len(found))
		for i, f := range found {
			t.places[i] = f.position
			if i == 0 || f.id != found[i-1].id {
				t.terms = append(t.terms, f.id)
				t.first = append(t.first, int32(i))
			}
		}
		t.first = append(t.first, int32(len(found)))
		e.tokens = t
	})
	return e.tokens
}

// placesOf is where the query term q stands in the entry.
func (t *entryTokens) placesOf(q queryTerm) []position {
	if !q.known {
		return t.other[q.term]
	}
	if i, ok := slices.BinarySearch(t.terms, q.id); ok {
		return t.places[t.first[i]:t.first[i+1]]
	}
	return nil
}

// names reports whether q is a word of the entry's title or aliases.
func (t *entryTokens) names(q queryTerm) bool {
	_, ok := slices.BinarySearch(t.name, q.id)
	return q.known && ok
}

// queryTerm is an index term searched for, with its vocabulary id and the part of the query
// it stands for.
type queryTerm struct {
	term  string
	id    int32
	known bool // the vocabulary holds it
	unit  int
}

// queryTermsOf looks the terms of a query up in the vocabulary, once for all its hits.
func (ix *Index) queryTermsOf(terms termUnits) []queryTerm {
	out := make([]queryTerm, 0, len(terms))
	for term, unit := range terms {
		st, ok := ix.vocab[term]
		out = append(out, queryTerm{term: term, id: st.id, known: ok, unit: unit})
	}
	return out
}

// span is one matched word in a text: byte offsets.
type span struct{ start, end int }

// termUnits maps each index term searched for to the part of the query it stands for: a
// word, or a players' phrase with its rule words.
type termUnits map[string]int

// marked is how well one text matches: which parts of the query it says and how often.
type marked struct {
	n        int    // matched words
	units    uint64 // the parts of the query that matched, as bits (parts past 63 share one)
	distinct int    // how many parts of the query matched
}

// marks counts the matches of terms in the summary (index 0) and each body element (index
// i+1). Only the text a snippet shows needs its matches' places (spans).
func (t *entryTokens) marks(terms []queryTerm, elems int) []marked {
	out := make([]marked, elems+1)
	for _, q := range terms {
		bit := uint64(1) << min(q.unit, 63)
		for _, p := range t.placesOf(q) {
			if int(p.elem)+1 >= len(out) {
				continue
			}
			m := &out[p.elem+1]
			m.n++
			if m.units&bit == 0 {
				m.units |= bit
				m.distinct++
			}
		}
	}
	return out
}

// spans lists where terms match in the summary (elem -1) or body element elem.
func (t *entryTokens) spans(terms []queryTerm, elem, n int) []span {
	out := make([]span, 0, n)
	for _, q := range terms {
		for _, p := range t.placesOf(q) {
			if int(p.elem) == elem {
				out = append(out, span{int(p.start), int(p.end)})
			}
		}
	}
	return out
}

type snippetResult struct {
	html  string
	block int // the body element shown; > 0 means the hit links to that step
	// best is the body element that matches the most parts of the query (the one shown), or
	// -1 when no body element matches: the paragraph a hit names.
	best int
}

// snippet cuts the text to show for a hit: the body element that matches the most parts of the
// query, or else the summary, with each match in <mark>. All text is escaped.
func (ix *Index) snippet(e *entry, terms []queryTerm) snippetResult {
	toks := ix.tokensOf(e)
	marks := toks.marks(terms, len(e.body))
	summary, body := marks[0], marks[1:]
	best := bestOf(body)
	if best >= 0 {
		m := body[best]
		r := snippetResult{html: cut(e.body[best], toks.spans(terms, best, m.n)), best: best}
		inName := false
		for _, q := range terms {
			if toks.names(q) {
				inName = true
				break
			}
		}
		// Link to the step when it answers more than the title does: several words met in it,
		// or the title and aliases did not match at all.
		if best > 0 && (m.distinct >= 2 || !inName) {
			r.block = best
		}
		return r
	}
	if summary.n > 0 {
		return snippetResult{html: cut(e.summary, toks.spans(terms, -1, summary.n)), best: -1}
	}
	for _, t := range append([]string{e.summary}, e.body...) {
		if t != "" {
			return snippetResult{html: cut(t, nil), best: -1}
		}
	}
	return snippetResult{html: html.EscapeString(e.title), best: -1}
}

// bestOf is the body element that matches the most parts of the query, or -1 when none does.
func bestOf(body []marked) int {
	best := -1
	for i := range body {
		if body[i].n > 0 && (best < 0 || better(&body[i], i, &body[best], best)) {
			best = i
		}
	}
	return best
}

// better orders body elements for the snippet: most parts of the query, then most matches,
// then the first.
func better(a *marked, ai int, b *marked, bi int) bool {
	if a.distinct != b.distinct {
		return a.distinct > b.distinct
	}
	if a.n != b.n {
		return a.n > b.n
	}
	return ai < bi
}

// cut returns at most snippetLen bytes of text around its densest run of matches, escaped,
// with every match in <mark>, and "…" where text was left out.
func cut(text string, spans []span) string {
	spans = tidy(spans, text)
	from, to := 0, len(text)
	if len(text) > snippetLen {
		// The window starting at the match that has the most matches after it within the
		// window's length.
		first, bestCount := 0, 0
		for i := range spans {
			n := 0
			for j := i; j < len(spans) && spans[j].end-spans[i].start <= snippetLen-snippetBefore; j++ {
				n++
			}
			if n > bestCount {
				bestCount, first = n, spans[i].start
			}
		}
		if len(spans) > 0 {
			from = wordStart(text, max(0, first-snippetBefore))
		}
		to = wordEnd(text, min(len(text), from+snippetLen))
		if to <= first && len(spans) > 0 {
			to = min(len(text), first+snippetLen)
		}
		for to < len(text) && to > from && !utf8.RuneStart(text[to]) {
			to--
		}
		to = max(to, from)
	}
	var b strings.Builder
	b.Grow(to - from + len(spans)*len("<mark></mark>") + 2*len("…") + 16)
	if from > 0 {
		b.WriteString("…")
	}
	cur := from
	for _, s := range spans {
		if s.start < cur || s.end > to {
			continue
		}
		htmlEscaper.WriteString(&b, text[cur:s.start])
		b.WriteString("<mark>")
		htmlEscaper.WriteString(&b, text[s.start:s.end])
		b.WriteString("</mark>")
		cur = s.end
	}
	htmlEscaper.WriteString(&b, text[cur:to])
	if to < len(text) {
		b.WriteString("…")
	}
	return strings.TrimSpace(b.String())
}

// htmlEscaper escapes as html.EscapeString does, writing straight into a snippet.
var htmlEscaper = strings.NewReplacer("&", "&amp;", "'", "&#39;", "<", "&lt;", ">", "&gt;", `"`, "&#34;")

// tidy sorts spans, drops those outside text or not on character boundaries, and merges
// overlapping ones.
func tidy(spans []span, text string) []span {
	out := make([]span, 0, len(spans))
	for _, s := range spans {
		if s.start >= 0 && s.end <= len(text) && s.start < s.end &&
			utf8.RuneStart(text[s.start]) && (s.end == len(text) || utf8.RuneStart(text[s.end])) {
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].start < out[j].start })
	merged := out[:0]
	for _, s := range out {
		if k := len(merged); k > 0 && s.start <= merged[k-1].end {
			merged[k-1].end = max(merged[k-1].end, s.end)
			continue
		}
		merged = append(merged, s)
	}
	return merged
}

// wordStart moves i back to the start of the word it is in.
func wordStart(text string, i int) int {
	for i > 0 && !utf8.RuneStart(text[i]) {
		i--
	}
	for i > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:i])
		if unicode.IsSpace(r) {
			break
		}
		i -= size
	}
	return i
}

// wordEnd moves i back to the end of the last whole word before it, when there is one.
func wordEnd(text string, i int) int {
	if i >= len(text) {
		return len(text)
	}
	for i > 0 && !utf8.RuneStart(text[i]) {
		i--
	}
	j := i
	for j > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:j])
		if unicode.IsSpace(r) {
			return j - size
		}
		j -= size
	}
	return i
}
