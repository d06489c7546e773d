package index

import (
	"context"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzSearch: nothing a user types makes Search panic or run for seconds (testTimeout); the
// only error is ErrBadQuery, every snippet is escaped text with <mark> only, and the limit holds.
func FuzzSearch(f *testing.F) {
	ix := fixtureIndex(f)
	seeds := []struct {
		text     string
		filters  uint8
		advanced bool
	}{
		{"burned", 0, false},
		{"what happens when both actives get KO'd", 1, false},
		{"paralized W/R", 2, false},
		{`title:"burned`, 0, true},
		{"+retreat -burned era:sm", 3, true},
		{"/[/ burned~5 ^2", 4, true},
		{"(((", 5, true},
		{"é\xff\x00<mark>", 6, false},
		{strings.Repeat("ko ", 200), 7, false},
		{"*", 0, true},
		{"/(.{0,50}a){10}/", 0, true},
		{"*a*b*c*d*e*f*g*", 1, true},
		{"/.*/ burn* para*~2", 2, true},
	}
	for _, s := range seeds {
		f.Add(s.text, s.filters, s.advanced)
	}
	eras := []string{"", "hgss", "xy", "sm", "bw"}
	kinds := []string{"", KindRule, KindRuling, KindGlossary, KindRulebook, KindCard, "video"}
	books := []string{"", "sm-fixture", "nope"}
	f.Fuzz(func(t *testing.T, text string, filters uint8, advanced bool) {
		q := Query{
			Text:     text,
			Era:      eras[int(filters)%len(eras)],
			Kind:     kinds[int(filters/5)%len(kinds)],
			Rulebook: books[int(filters/30)%len(books)],
			Limit:    int(filters % 7),
			Advanced: advanced,
		}
		res, err := ix.Search(context.Background(), q)
		if err != nil {
			if !errors.Is(err, ErrBadQuery) {
				t.Fatalf("Search(%+v) error %v; want nil or ErrBadQuery", q, err)
			}
			return
		}
		limit := q.Limit
		if limit == 0 {
			limit = DefaultLimit
		}
		if len(res.Hits) > limit {
			t.Errorf("Search(%+v) = %d hits; limit %d", q, len(res.Hits), limit)
		}
		for _, h := range res.Hits {
			if !utf8.ValidString(h.Snippet) {
				t.Errorf("Search(%+v) hit %s snippet is not UTF-8: %q", q, h.ID, h.Snippet)
			}
			checkSnippetHTML(t, h.Snippet)
		}
		if len(res.Facets["era"]) != 3 {
			t.Errorf("Search(%+v) era facet = %v; want all three eras", q, res.Facets["era"])
		}
	})
}
