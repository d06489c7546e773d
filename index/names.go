package index

import (
	"slices"
	"strings"
)

// nameTable is the names of the cards, as query words, to find them whole in a question:
// "rare candy" names Rare Candy, and is not the word "rare" (Ultra Rare) and the word "candy".
type nameTable struct {
	// byFirst maps a first word to the names of two words or more that start with it, longest
	// first.
	byFirst map[string][][]string
}

// nameWords splits a name as queryWords splits a query, with apostrophes dropped, so that
// "Professor's Letter" and "professors letter" meet.
func nameWords(s string) []string {
	words := queryWords(s)
	for i, w := range words {
		words[i] = strings.ReplaceAll(w, "'", "")
	}
	return words
}

func newNameTable(names []string) *nameTable {
	t := &nameTable{byFirst: map[string][][]string{}}
	seen := map[string]bool{}
	for _, n := range names {
		w := nameWords(n)
		key := strings.Join(w, " ")
		if len(w) == 0 || seen[key] {
			continue
		}
		seen[key] = true
		if len(w) < 2 {
			continue // a name of one word is a word like any other
		}
		t.byFirst[w[0]] = append(t.byFirst[w[0]], w)
	}
	for _, ns := range t.byFirst {
		slices.SortStableFunc(ns, func(a, b []string) int { return len(b) - len(a) })
	}
	return t
}

// match is how many words at the start of words make a name of two words or more; 0 for none.
func (t *nameTable) match(words []string) int {
	if t == nil || len(words) == 0 {
		return 0
	}
	for _, n := range t.byFirst[strings.ReplaceAll(words[0], "'", "")] {
		if len(n) > len(words) {
			continue
		}
		ok := true
		for i := range n {
			if strings.ReplaceAll(words[i], "'", "") != n[i] {
				ok = false
				break
			}
		}
		if ok {
			return len(n)
		}
	}
	return 0
}

// cardNameTable is the names of the indexed cards.
func (ix *Index) cardNameTable() *nameTable {
	names := make([]string, 0, len(ix.cardIDs))
	for _, e := range ix.cardIDs {
		names = append(names, e.hit.Title)
	}
	slices.Sort(names) // one table every build
	return newNameTable(names)
}
