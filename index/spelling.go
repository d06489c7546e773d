package index

import "sort"

// spellings finds indexed terms close in spelling to a word the index does not hold.
type spellings struct {
	byLen map[int][][]rune // terms by length in runes
}

func newSpellings[V any](vocab map[string]V) *spellings {
	s := &spellings{byLen: map[int][][]rune{}}
	terms := make([]string, 0, len(vocab))
	for t := range vocab {
		terms = append(terms, t)
	}
	sort.Strings(terms) // the same order every build, so results are the same every run
	for _, t := range terms {
		r := []rune(t)
		s.byLen[len(r)] = append(s.byLen[len(r)], r)
	}
	return s
}

// maxSpellings caps how many close spellings one word brings in; maxCandidates how many are
// weighed first.
const (
	maxSpellings  = 8
	maxCandidates = 256
)

// nearest returns the terms at most maxDist edits from term, by distance, in the spellings'
// order; at most maxCandidates per distance, so that a long word two edits away is not crowded
// out by short ones.
func (s *spellings) nearest(term string, maxDist int) map[int][]string {
	word := []rune(term)
	out := map[int][]string{}
	rows := make([]int, 3*(len(word)+maxDist+1))
	for l := len(word) - maxDist; l <= len(word)+maxDist; l++ {
		for _, cand := range s.byLen[l] {
			d := editDistance(word, cand, maxDist, rows)
			if d > 0 && d <= maxDist && len(out[d]) < maxCandidates {
				out[d] = append(out[d], string(cand))
			}
		}
	}
	return out
}

// longestSharedStart keeps, of equally close spellings, those that begin most like the term:
// people mistype the middle and end of a word far more than its start, so "paral" (from
// "paralized") means "paralyz", not "part".
func longestSharedStart(term string, cands []string) []string {
	word := []rune(term)
	shared := func(c string) int {
		n := 0
		for _, r := range c {
			if n >= len(word) || word[n] != r {
				break
			}
			n++
		}
		return n
	}
	most := 0
	for _, c := range cands {
		most = max(most, shared(c))
	}
	out := cands[:0:0]
	for _, c := range cands {
		if shared(c) == most {
			out = append(out, c)
		}
	}
	return out
}

// EditDistance is how many letters must be added, removed, changed or swapped to make a into
// b (the optimal string alignment distance), or limit+1 once it is sure to be more than limit.
func EditDistance(a, b []rune, limit int) int { return editDistance(a, b, limit, nil) }

// editDistance is the optimal string alignment distance between a and b, or limit+1 as soon as
// it must exceed limit. rows is scratch space of at least 3*(len(b)+1).
func editDistance(a, b []rune, limit int, rows []int) int {
	if abs(len(a)-len(b)) > limit {
		return limit + 1
	}
	// Three rows: the one before the previous is needed for swaps.
	n := len(b) + 1
	if len(rows) < 3*n {
		rows = make([]int, 3*n)
	}
	prev2, prev, cur := rows[:n], rows[n:2*n], rows[2*n:3*n]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
