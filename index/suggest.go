package index

import (
	"strings"
	"sync"
)

// Respelling is a word of the question the index does not hold and the word searched instead.
type Respelling struct {
	Word string `json:"word"` // as typed, in lower case
	As   string `json:"as"`   // the nearest word the rules use
}

// Why a word played no part in a search.
const (
	IgnoredCommon  = "common"  // a stop word: "the", "can", "my"
	IgnoredUnknown = "unknown" // in no document, and nothing close enough to respell it to
)

// IgnoredWord is a word of the question that played no part in the search.
type IgnoredWord struct {
	Word string `json:"word"`
	Why  string `json:"why"` // IgnoredCommon or IgnoredUnknown
}

// surfaceForms maps an index term (stemmed: "paralyz") to the word the documents most often
// use for it ("paralyzed"), to say "did you mean" in words a person reads. It is made the
// first time a search respells a word.
type surfaceForms struct {
	once  sync.Once
	words map[string]surfaceWord
}

type surfaceWord struct {
	word  string
	count int
}

// surfaceOf is the readable word for the best of terms: the one nearest to the word typed
// ("paralized" → "paralyzed", not the card name "paras" whose stem is nearer the typed stem),
// then the one the documents use most.
func (ix *Index) surfaceOf(typed string, terms []string) string {
	ix.surface.once.Do(ix.collectSurfaceForms)
	const far = 1 << 20
	best, bestDist := surfaceWord{}, far
	want := []rune(strings.ToLower(typed))
	for _, t := range terms {
		w, ok := ix.surface.words[t]
		if !ok {
			continue
		}
		d := editDistance(want, []rune(w.word), far-1, nil)
		if d < bestDist || (d == bestDist && w.count > best.count) {
			best, bestDist = w, d
		}
	}
	if best.word == "" && len(terms) > 0 {
		return terms[0]
	}
	return best.word
}

// Warm works out ahead of time what a search would otherwise work out the first time it needs
// it: the readable words respellings are shown in, which takes a pass over every document.
// A server calls it once its index is ready; searches never need to.
func (ix *Index) Warm() {
	ix.surface.once.Do(ix.collectSurfaceForms)
}

// collectSurfaceForms counts every word of every document and keeps, for each term, its most
// used word.
func (ix *Index) collectSurfaceForms() {
	counts := map[string]int{}
	for _, e := range ix.entries {
		for _, s := range append(append([]string{e.title, e.summary}, e.aliases...), e.body...) {
			for _, w := range queryWords(s) {
				if !strings.ContainsAny(w, "/'") {
					counts[w]++
				}
			}
		}
	}
	words := map[string]surfaceWord{}
	for w, n := range counts {
		toks := ix.analyze(w)
		if len(toks) != 1 {
			continue
		}
		term := string(toks[0].Term)
		if cur, ok := words[term]; !ok || n > cur.count || (n == cur.count && w < cur.word) {
			words[term] = surfaceWord{word: w, count: n}
		}
	}
	ix.surface.words = words
}

// didYouMean is the question with each respelled word replaced, in the lower-case words the
// search box splits it into.
func didYouMean(typed string, respelled []Respelling) string {
	as := map[string]string{}
	for _, r := range respelled {
		as[r.Word] = r.As
	}
	words := queryWords(typed)
	for i, w := range words {
		if r, ok := as[w]; ok {
			words[i] = r
		}
	}
	return strings.Join(words, " ")
}

// respell finds the indexed terms a word the index does not hold stands for: of the terms
// within n edits of its stem, those whose readable word is nearest the word as typed, then the
// nearest stems, then those that start most like it. Stems alone mislead: "paralized" stems to
// "paral", one edit from the card name Paras's "para" but two from "paralyz", while the typed
// word is one letter from "paralyzed". d is the stem distance, for the boost.
func (ix *Index) respell(term, typed string, n int) (close []string, d int) {
	byDist := ix.spelling.nearest(term, n)
	if len(byDist) == 0 {
		return nil, 0
	}
	ix.surface.once.Do(ix.collectSurfaceForms)
	want := []rune(strings.ToLower(typed))
	bestWord, bestStem := -1, 0
	for dist := 1; dist <= n; dist++ {
		for _, c := range byDist[dist] {
			wd := len(want) + len(c) // no readable word: as far as can be
			if w, ok := ix.surface.words[c]; ok {
				wd = editDistance(want, []rune(w.word), len(want)+len(w.word), nil)
			}
			switch {
			case bestWord < 0 || wd < bestWord:
				close, bestWord, bestStem = []string{c}, wd, dist
			case wd == bestWord && dist == bestStem:
				close = append(close, c)
			}
		}
	}
	close = longestSharedStart(term, close)
	return close[:min(len(close), maxSpellings)], bestStem
}
