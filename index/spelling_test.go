package index

import (
	"fmt"
	"strings"
	"testing"
)

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b  string
		limit int
		want  int
	}{
		{"paraliz", "paralyz", 2, 1},
		{"paralzy", "paralyz", 2, 1}, // neighbours swapped: one edit
		{"burn", "burn", 2, 0},
		{"retreet", "retreat", 2, 1},
		{"burn", "turns", 2, 2},
		{"abc", "xyz", 2, 3}, // over the limit: limit+1
		{"pokemon", "poke", 2, 3},
		{"", "ab", 2, 2},
	}
	for _, tc := range tests {
		got := editDistance([]rune(tc.a), []rune(tc.b), tc.limit, nil)
		if got != tc.want {
			t.Errorf("editDistance(%q, %q, %d) = %d; want %d", tc.a, tc.b, tc.limit, got, tc.want)
		}
	}
}

func TestSpellingsNearest(t *testing.T) {
	s := newSpellings(map[string]struct{}{"paralyz": {}, "parti": {}, "part": {}, "retreat": {}, "burn": {}, "turn": {}})
	tests := []struct {
		term    string
		maxDist int
		want    map[int][]string
	}{
		// Every term within reach, by distance, shortest first: the choice among them is
		// the index's, by the readable word (TestSearchSaysHowItReadTheWords).
		{"paral", 2, map[int][]string{2: {"part", "parti", "paralyz"}}},
		{"paraliz", 2, map[int][]string{1: {"paralyz"}}},
		{"retreet", 2, map[int][]string{1: {"retreat"}}},
		{"burn", 1, map[int][]string{1: {"turn"}}}, // never the term itself
		{"xqzvw", 2, map[int][]string{}},
	}
	for _, tc := range tests {
		got := s.nearest(tc.term, tc.maxDist)
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("nearest(%q, %d) = %v; want %v", tc.term, tc.maxDist, got, tc.want)
		}
	}
}

// TestPlanRespelling: unknown words are respelled at once; known words only on the last-resort
// pass, and synonyms' rule words never.
func TestPlanRespelling(t *testing.T) {
	ix := fixtureIndex(t)
	tests := []struct {
		text      string
		all       bool
		wantTerms []string
		fuzzy     bool
	}{
		{"paralized", false, []string{"paralyz"}, true},
		{"turn", false, []string{"turn"}, false},
		{"turn", true, []string{"turn", "burn"}, true},
		{"para", true, []string{"para", "paralyz"}, false}, // a synonym: understood, not respelled
		{"xqzvw", false, nil, false},
	}
	for _, tc := range tests {
		p := ix.newPlan(tc.text, tc.all)
		var got []string
		for _, u := range p.units {
			for _, term := range u.terms {
				got = append(got, term.term)
			}
		}
		if strings.Join(got, ",") != strings.Join(tc.wantTerms, ",") || p.fuzzy != tc.fuzzy {
			t.Errorf("newPlan(%q, all %v) = %q, fuzzy %v; want %q, fuzzy %v", tc.text, tc.all, got, p.fuzzy, tc.wantTerms, tc.fuzzy)
		}
	}
}
