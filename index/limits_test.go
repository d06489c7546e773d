package index

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"
)

// hostileQueries are advanced queries that would cost far more than a search should: the
// regular expression that took 16 s of CPU in bleve's automaton, wildcards and patterns that
// match everything, long fuzzy words, nested repetitions. Each must be refused before it runs,
// naming the limit and the term.
var hostileQueries = []struct {
	name  string
	text  string
	limit string // LimitError.Limit
	term  string // LimitError.Term
	pos   int    // LimitError.Pos
}{
	{"repeated counted repetition", `/(.{0,50}a){10}/`, "repetition", `/(.{0,50}a){10}/`, 1},
	{"huge repeat count", `burned /a{1,1000}/`, "repetition", `/a{1,1000}/`, 8},
	{"open-ended repeat count", `/a{20,}/`, "repetition", `/a{20,}/`, 1},
	{"nested repetition", `/(a+)+b/`, "nested repetition", `/(a+)+b/`, 1},
	{"deeply nested repetition", `/((((((a*)*)*)*)*)*)/`, "nested repetition", `/((((((a*)*)*)*)*)*)/`, 1},
	{"counted repetition of a counted repetition", `/(a{2}b){3}/`, "nested repetition", `/(a{2}b){3}/`, 1},
	{"wildcard of many stars", `*a*b*c*d*e*f*g*h*i*j*k*l*m*`, "open repetitions", `*a*b*c*d*e*f*g*h*i*j*k*l*m*`, 1},
	{"pattern of many stars", `title:/.*a.*b.*c.*d.*e.*/`, "open repetitions", `/.*a.*b.*c.*d.*e.*/`, 7},
	{"long wildcard", "burn" + strings.Repeat("?", 40), "pattern length", "burn" + strings.Repeat("?", 40), 1},
	{"long regular expression", "/" + strings.Repeat("[ab]", 11) + "/", "pattern length", "/" + strings.Repeat("[ab]", 11) + "/", 1},
	{"large program", `retreat /(ab|cd|ef|gh){16}/`, "program size", `/(ab|cd|ef|gh){16}/`, 9},
	{"everything by regular expression", `/.*/`, "matching terms", `/.*/`, 1},
	{"everything by wildcard", `*`, "matching terms", `*`, 1},
	{"every short term", `/.{1,5}/`, "matching terms", `/.{1,5}/`, 1},
	{"long fuzzy word", "burned " + strings.Repeat("ab", 15) + "~2", "fuzzy word length", strings.Repeat("ab", 15) + "~2", 8},
	{"fuzziness over two", `burned~5`, "fuzziness", `burned~5`, 1},
	{"too many expanding terms", `burn* para* /conf.*/ retreat~1`, "expanding terms", `retreat~1`, 22},
	{"second of two equal terms", `burn* *`, "matching terms", `*`, 7},
	{"patterns that match too many together", `bu* po* d*`, "matching terms", `d*`, 9},
}

// TestSearchLimits: each hostile query is an ErrBadQuery *LimitError that names its limit
// and the term at fault, and says where the term is; the same holds with the rulebooks indexed,
// where the dictionary is larger.
func TestSearchLimits(t *testing.T) {
	forEachEmbeddedIndex(t, func(t *testing.T, ix *Index) {
		for _, tc := range hostileQueries {
			t.Run(tc.name, func(t *testing.T) {
				q := Query{Text: tc.text, Advanced: true}
				res, err := ix.Search(context.Background(), q)
				var le *LimitError
				if !errors.As(err, &le) {
					t.Fatalf("Search(%q) = %v, %v; want a *LimitError", tc.text, res, err)
				}
				if !errors.Is(err, ErrBadQuery) {
					t.Errorf("Search(%q) error %v is not ErrBadQuery", tc.text, err)
				}
				if le.Limit != tc.limit || le.Term != tc.term || le.Pos != tc.pos {
					t.Errorf("Search(%q) refused by %q at %q, character %d; want %q at %q, character %d (%v)",
						tc.text, le.Limit, le.Term, le.Pos, tc.limit, tc.term, tc.pos, err)
				}
				msg := err.Error()
				for _, want := range []string{tc.limit + " limit", tc.term, fmt.Sprintf("at character %d", tc.pos), "the most is"} {
					if !strings.Contains(msg, want) {
						t.Errorf("Search(%q) error %q does not say %q", tc.text, msg, want)
					}
				}
			})
		}
	})
}

// TestSearchLimitsAccept: the patterns and fuzzy words a judge writes still run and find what
// they should.
func TestSearchLimitsAccept(t *testing.T) {
	ix, _, _ := embeddedIndexes(t)
	tests := []struct {
		text string
		era  string
		want string // a hit
	}{
		{`burn*`, "sm", "rule:sm/burned"},
		{`title:burn*`, "xy", "rule:xy/burned"},
		{`/paraly[sz].*/`, "hgss", "rule:hgss/paralyzed"},
		{`/[a-z]{4,6}ed/ burned`, "sm", "rule:sm/burned"},
		{`paralized~2`, "xy", "rule:xy/paralyzed"},
		{`burn* para* /conf.*/`, "sm", "rule:sm/burned"},
		{`/a{16}/ burned`, "sm", "rule:sm/burned"},
		{`/(colou?r|burn)/`, "sm", "rule:sm/burned"},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			q := Query{Text: tc.text, Era: tc.era, Advanced: true}
			res, err := ix.Search(context.Background(), q)
			if err != nil {
				t.Fatalf("Search(%q) error: %v", tc.text, err)
			}
			if !slices.Contains(hitIDs(res), tc.want) {
				t.Errorf("Search(%q) = %q; want %s among them", tc.text, hitIDs(res), tc.want)
			}
			for _, h := range res.Hits {
				checkSnippetHTML(t, h.Snippet)
			}
		})
	}
}

// TestPatternsMatchAsBleve: a regular expression or wildcard run as the list of terms it
// matches finds the same documents with the same scores as bleve's own regexp and wildcard
// queries.
func TestPatternsMatchAsBleve(t *testing.T) {
	ix := fixtureIndex(t)
	for _, text := range []string{`/burn.*/`, `/par.*z.*/`, `retr*`, `title:b?rned`, `/bench|retreat/`, `/zzz.*/`} {
		t.Run(text, func(t *testing.T) {
			parsed, err := query.NewQueryStringQuery(text).Parse()
			if err != nil {
				t.Fatalf("parse %q: %v", text, err)
			}
			want := rawSearch(t, ix, parsed)
			reparsed, _ := query.NewQueryStringQuery(text).Parse()
			bounded, err := ix.bound(context.Background(), text, reparsed)
			if err != nil {
				t.Fatalf("bound(%q): %v", text, err)
			}
			if got := rawSearch(t, ix, bounded); !slices.Equal(got, want) {
				t.Errorf("bounded %q finds %q; bleve finds %q", text, got, want)
			}
		})
	}
}

// rawSearch is every document q finds, with its score, in a stable order.
func rawSearch(t *testing.T, ix *Index, q query.Query) []string {
	t.Helper()
	res, err := ix.idx.Search(bleve.NewSearchRequestOptions(q, 1000, 0, false))
	if err != nil {
		t.Fatalf("search %v: %v", q, err)
	}
	out := make([]string, 0, len(res.Hits))
	for _, h := range res.Hits {
		out = append(out, fmt.Sprintf("%s %.6f", h.ID, h.Score))
	}
	slices.Sort(out)
	return out
}

// TestSearchDeadline: a search that outlives the index's deadline stops with ErrTimeout, in
// the search box and in advanced mode; one whose client went away stops with context.Canceled.
func TestSearchDeadline(t *testing.T) {
	fixtureIndex(t)
	built, err := Build(slog.New(slog.DiscardHandler), fixture.corpus, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer built.Close()
	if built.timeout != SearchTimeout {
		t.Errorf("Build gives searches a deadline of %v; want SearchTimeout (%v)", built.timeout, SearchTimeout)
	}
	ix := *fixtureIndex(t)
	ix.timeout = time.Nanosecond
	for _, q := range []Query{{Text: "burned"}, {Text: "/burn.*/ retreat", Advanced: true}, {Text: "paralized~1", Advanced: true}} {
		_, err := ix.Search(context.Background(), q)
		if !errors.Is(err, ErrTimeout) || errors.Is(err, ErrBadQuery) {
			t.Errorf("Search(%+v) past its deadline: error %v; want ErrTimeout", q, err)
		}
	}
	ix.timeout = SearchTimeout
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, q := range []Query{{Text: "/burn.*/ retreat", Advanced: true}, {Text: "paralized~1", Advanced: true}} {
		_, err := ix.Search(ctx, q)
		if !errors.Is(err, context.Canceled) || errors.Is(err, ErrTimeout) || errors.Is(err, ErrBadQuery) {
			t.Errorf("Search(%+v) cancelled: error %v; want context.Canceled", q, err)
		}
	}
}

// BenchmarkHostileQueries measures how long each hostile query takes to be refused.
func BenchmarkHostileQueries(b *testing.B) {
	ix, _, _ := embeddedIndexes(b)
	for _, tc := range hostileQueries {
		b.Run(tc.name, func(b *testing.B) {
			q := Query{Text: tc.text, Advanced: true}
			start, ok := processCPU()
			for b.Loop() {
				if _, err := ix.Search(context.Background(), q); !errors.Is(err, ErrBadQuery) {
					b.Fatalf("Search(%q) = %v; want ErrBadQuery", tc.text, err)
				}
			}
			if end, ok2 := processCPU(); ok && ok2 {
				b.ReportMetric(float64(end-start)/float64(b.N), "cpu-ns/op")
			}
		})
	}
}

// widestPrefixes are wildcards of the form "x*" or "xy*" that match as many terms of the text
// field together as the limits allow, and no more: the most expensive wildcards they let
// through. n = 1 is the widest alone; n = MaxExpandingTerms, the widest set of that many.
func widestPrefixes(t testing.TB, ix *Index, n int) []string {
	t.Helper()
	counts := map[string]int{}
	dict, err := ix.idx.FieldDict(fieldText)
	if err != nil {
		t.Fatal(err)
	}
	defer dict.Close()
	for e, err := dict.Next(); e != nil; e, err = dict.Next() {
		if err != nil {
			t.Fatal(err)
		}
		r := []rune(e.Term)
		counts[string(r[:1])]++
		if len(r) > 1 {
			counts[string(r[:2])]++
		}
	}
	prefixes := make([]string, 0, len(counts))
	for p := range counts {
		prefixes = append(prefixes, p)
	}
	slices.Sort(prefixes)
	// Disjoint prefixes only (not "c*" with "ch*"), so each term counts once, as it does when
	// the query runs; greedy, widest first, within what is left of the limit.
	slices.SortStableFunc(prefixes, func(a, b string) int { return counts[b] - counts[a] })
	var out []string
	left := MaxMatchedTerms
	for _, p := range prefixes {
		if len(out) == n {
			break
		}
		overlaps := slices.ContainsFunc(out, func(o string) bool {
			o = strings.TrimSuffix(o, "*")
			return strings.HasPrefix(p, o) || strings.HasPrefix(o, p)
		})
		if overlaps || counts[p] > left-(n-len(out)-1) {
			continue
		}
		left -= counts[p]
		out = append(out, p+"*")
	}
	return out
}

// BenchmarkWorstAccepted measures the most expensive advanced queries the limits accept: one
// wildcard matching as many terms as allowed, and as many wildcards as allowed matching as many
// terms together. A plain advanced search is measured beside them for scale.
func BenchmarkWorstAccepted(b *testing.B) {
	plain, withBooks, _ := embeddedIndexes(b)
	for _, v := range []struct {
		name string
		ix   *Index
	}{{"corpus", plain}, {"corpus+rulebooks", withBooks}} {
		if v.ix == nil {
			continue
		}
		texts := []string{
			strings.Join(widestPrefixes(b, v.ix, 1), " "),
			strings.Join(widestPrefixes(b, v.ix, MaxExpandingTerms), " "),
			"burned",
		}
		for _, text := range texts {
			b.Run(v.name+"/"+text, func(b *testing.B) {
				q := Query{Text: text, Advanced: true}
				start, ok := processCPU()
				for b.Loop() {
					if _, err := v.ix.Search(context.Background(), q); err != nil {
						b.Fatalf("Search(%q): %v", text, err)
					}
				}
				if end, ok2 := processCPU(); ok && ok2 {
					b.ReportMetric(float64(end-start)/float64(b.N), "cpu-ns/op")
				}
			})
		}
	}
}
