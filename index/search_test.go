package index

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"testing"

	"github.com/blevesearch/bleve/v2/search/query"

	"github.com/rulesd/rulesd/content"
)

func mustSearch(t *testing.T, ix *Index, q Query) *Result {
	t.Helper()
	res, err := ix.Search(context.Background(), q)
	if err != nil {
		t.Fatalf("Search(%+v) error: %v", q, err)
	}
	return res
}

func hitIDs(res *Result) []string {
	ids := make([]string, len(res.Hits))
	for i, h := range res.Hits {
		ids[i] = h.ID
	}
	return ids
}

func facetMap(fc []FacetCount) map[string]int {
	m := map[string]int{}
	for _, f := range fc {
		m[f.Term] = f.Count
	}
	return m
}

func TestSearchRejectsBadQueries(t *testing.T) {
	ix := fixtureIndex(t)
	tests := []struct {
		name  string
		q     Query
		names string // what the message must name
	}{
		{"unknown era", Query{Text: "burned", Era: "bw"}, "hgss, xy, sm"},
		{"unknown kind", Query{Text: "burned", Kind: "video"}, "rule, ruling, glossary, rulebook, example, card"},
		{"unknown set", Query{Text: "vulpix", Set: "base1"}, "unknown set \"base1\""},
		{"unknown rulebook", Query{Text: "burned", Rulebook: "dp-2007"}, "sm-fixture"},
		{"text too long", Query{Text: strings.Repeat("é", MaxTextRunes+1)}, "501 characters"},
		{"negative limit", Query{Text: "burned", Limit: -1}, "-1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := ix.Search(context.Background(), tc.q)
			if !errors.Is(err, ErrBadQuery) {
				t.Fatalf("Search(%+v) = %v, %v; want ErrBadQuery", tc.q, res, err)
			}
			if !strings.Contains(err.Error(), tc.names) {
				t.Errorf("Search(%+v) error %q; want it to name %q", tc.q, err, tc.names)
			}
		})
	}
}

func TestSearchEmptyText(t *testing.T) {
	ix := fixtureIndex(t)
	for _, text := range []string{"", "   ", "the of and", "?!", strings.Repeat("a", MaxTextRunes)} {
		t.Run(text, func(t *testing.T) {
			res := mustSearch(t, ix, Query{Text: text})
			if text == strings.Repeat("a", MaxTextRunes) {
				return // long but allowed: only that it is not an error
			}
			if res.Total != 0 || len(res.Hits) != 0 {
				t.Errorf("Search(%q) = %d hits (total %d); want none", text, len(res.Hits), res.Total)
			}
			var eras []string
			for _, f := range res.Facets["era"] {
				eras = append(eras, f.Term)
				if f.Count != 0 {
					t.Errorf("Search(%q) era facet %s = %d; want 0", text, f.Term, f.Count)
				}
			}
			if !slices.Equal(eras, content.EraIDs()) {
				t.Errorf("Search(%q) era facet lists %q; want %q", text, eras, content.EraIDs())
			}
		})
	}
}

func TestSearchLimit(t *testing.T) {
	ix := fixtureIndex(t)
	tests := []struct {
		limit, wantLimit, maxHits int
	}{
		{0, DefaultLimit, DefaultLimit},
		{2, 2, 2},
		{1000, MaxLimit, MaxLimit},
	}
	for _, tc := range tests {
		res := mustSearch(t, ix, Query{Text: "pokemon", Limit: tc.limit})
		if res.Query.Limit != tc.wantLimit {
			t.Errorf("Search(limit %d).Query.Limit = %d; want %d", tc.limit, res.Query.Limit, tc.wantLimit)
		}
		want := min(uint64(tc.maxHits), res.Total)
		if uint64(len(res.Hits)) != want {
			t.Errorf("Search(limit %d) = %d hits of %d; want %d", tc.limit, len(res.Hits), res.Total, want)
		}
	}
}

// TestEraFilter: an era filter keeps the other eras' documents out, and a ruling written for
// several eras is found under each of them.
func TestEraFilter(t *testing.T) {
	ix := fixtureIndex(t)
	all := mustSearch(t, ix, Query{Text: "burned bench", Limit: MaxLimit})
	perEra := facetMap(all.Facets["era"])
	for _, era := range content.EraIDs() {
		t.Run(era, func(t *testing.T) {
			res := mustSearch(t, ix, Query{Text: "burned bench", Era: era, Limit: MaxLimit})
			if res.Total != uint64(perEra[era]) {
				t.Errorf("Search(era %s).Total = %d; want the era's facet count %d", era, res.Total, perEra[era])
			}
			for _, h := range res.Hits {
				if h.Era != era || !slices.Contains(h.Eras, era) {
					t.Errorf("Search(era %s) hit %s has era %s (eras %q)", era, h.ID, h.Era, h.Eras)
				}
			}
			wantRuling := era != "xy" // burned-then-bench is written for hgss and sm
			if got := slices.Contains(hitIDs(res), "ruling:burned-then-bench"); got != wantRuling {
				t.Errorf("Search(era %s) has ruling:burned-then-bench = %v; want %v (hits %q)", era, got, wantRuling, hitIDs(res))
			}
		})
	}
}

// TestFacets: each facet is counted with every filter but its own, so the era facet still
// shows all eras when the hits are in one.
func TestFacets(t *testing.T) {
	ix := fixtureIndex(t)
	all := mustSearch(t, ix, Query{Text: "burned", Limit: MaxLimit})
	allEra, allKind := facetMap(all.Facets["era"]), facetMap(all.Facets["kind"])
	for _, era := range content.EraIDs() {
		if allEra[era] == 0 {
			t.Fatalf("fixture: no %s document matches burned; facets %v", era, all.Facets)
		}
	}
	tests := []struct {
		name  string
		q     Query
		keep  func(Hit) bool
		fixed string // the facet that must equal the unfiltered search's
	}{
		{"era", Query{Text: "burned", Era: "sm"}, func(h Hit) bool { return slices.Contains(h.Eras, "sm") }, "era"},
		{"kind", Query{Text: "burned", Kind: KindRule}, func(h Hit) bool { return h.Kind == KindRule }, "kind"},
		{"rulebook", Query{Text: "burned", Rulebook: "sm-fixture"}, func(h Hit) bool { return h.Rulebook == "sm-fixture" }, "rulebook"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.q.Limit = MaxLimit
			res := mustSearch(t, ix, tc.q)
			if got, want := res.Facets[tc.fixed], all.Facets[tc.fixed]; !slices.Equal(got, want) {
				t.Errorf("Search(%+v) %s facet = %v; want the unfiltered %v", tc.q, tc.fixed, got, want)
			}
			// The other facets count the filtered hits: all of them fit in one page here.
			kinds := map[string]int{}
			for _, h := range res.Hits {
				if !tc.keep(h) {
					t.Errorf("Search(%+v) hit %s passes the filter; it should not", tc.q, h.ID)
				}
				kinds[h.Kind]++
			}
			if tc.fixed != "kind" {
				for _, k := range Kinds {
					if got := facetMap(res.Facets["kind"])[k]; got != kinds[k] {
						t.Errorf("Search(%+v) kind facet %s = %d; want %d (counted from hits)", tc.q, k, got, kinds[k])
					}
				}
			}
		})
	}
	if got := allKind[KindRulebook]; got != facetMap(all.Facets["rulebook"])["sm-fixture"] {
		t.Errorf("rulebook facet sm-fixture = %d; want the rulebook kind count %d", facetMap(all.Facets["rulebook"])["sm-fixture"], got)
	}
	if got := all.Facets["kind"]; len(got) != len(Kinds) {
		t.Errorf("kind facet = %v; want every kind listed", got)
	}
}

func TestHighlight(t *testing.T) {
	ix := fixtureIndex(t)
	tests := []struct {
		name     string
		q        Query
		first    string // the first hit
		contains []string
	}{
		{"title word", Query{Text: "burned", Era: "sm"}, "rule:sm/burned", []string{"<mark>Burned</mark>"}},
		{"stemmed forms", Query{Text: "burning", Era: "hgss"}, "rule:hgss/burned", []string{"<mark>Burned</mark>", "<mark>Burn</mark>"}},
		{"text is escaped", Query{Text: "HP left", Era: "xy", Kind: KindRule}, "rule:xy/burned", []string{"<mark>HP</mark> &lt; 30", "<mark>left</mark>"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := mustSearch(t, ix, tc.q)
			if len(res.Hits) == 0 || res.Hits[0].ID != tc.first {
				t.Fatalf("Search(%+v) = %q; want %s first", tc.q, hitIDs(res), tc.first)
			}
			s := res.Hits[0].Snippet
			for _, c := range tc.contains {
				if !strings.Contains(s, c) {
					t.Errorf("Search(%+v) snippet %q; want it to contain %q", tc.q, s, c)
				}
			}
			checkSnippetHTML(t, s)
		})
	}
}

// checkSnippetHTML fails when a snippet holds markup other than <mark> or unescaped text.
func checkSnippetHTML(t testing.TB, s string) {
	t.Helper()
	rest := strings.NewReplacer("<mark>", "", "</mark>", "").Replace(s)
	if strings.ContainsAny(rest, "<>") {
		t.Errorf("snippet %q has markup besides <mark>", s)
	}
	if strings.Count(s, "<mark>") != strings.Count(s, "</mark>") {
		t.Errorf("snippet %q has unbalanced <mark>", s)
	}
}

// TestStepLink: a hit links to the step that answers the question when the question is about
// more than the page's title.
func TestStepLink(t *testing.T) {
	ix := fixtureIndex(t)
	tests := []struct {
		name string
		q    Query
		id   string
		url  string
	}{
		{"title only: the page", Query{Text: "burned", Era: "sm"}, "rule:sm/burned", "/rules/sm/burned"},
		{"a step", Query{Text: "poison between turns", Era: "sm", Kind: KindRule}, "rule:sm/burned", "/rules/sm/burned#burned-3"},
		{"title not matched", Query{Text: "when does it recover", Era: "hgss"}, "rule:hgss/paralyzed", "/rules/hgss/paralyzed#paralyzed-2"},
		{"a paragraph", Query{Text: "Asleep retreat", Era: "xy", Kind: KindRule}, "rule:xy/retreat", "/rules/xy/retreat#retreat-2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := mustSearch(t, ix, tc.q)
			if len(res.Hits) == 0 || res.Hits[0].ID != tc.id {
				t.Fatalf("Search(%+v) = %q; want %s first", tc.q, hitIDs(res), tc.id)
			}
			if got := res.Hits[0].URL; got != tc.url {
				t.Errorf("Search(%+v) first URL = %s; want %s", tc.q, got, tc.url)
			}
			seen := map[string]bool{}
			for _, h := range res.Hits {
				if seen[h.ID] {
					t.Errorf("Search(%+v) lists %s twice", tc.q, h.ID)
				}
				seen[h.ID] = true
			}
		})
	}
}

func TestAdvanced(t *testing.T) {
	ix := fixtureIndex(t)
	tests := []struct {
		name string
		q    Query
		want []string // every hit, any order
	}{
		{"required terms and a field", Query{Text: "+title:burned +era:xy", Advanced: true}, []string{"rule:xy/burned"}},
		{"filter applies", Query{Text: "title:burned", Era: "hgss", Advanced: true}, []string{"rule:hgss/burned", "ruling:burned-then-bench"}},
		{"phrase", Query{Text: `"Burn marker"`, Era: "sm", Advanced: true}, []string{"rule:sm/burned", "ruling:burned-then-bench"}},
		{"must and must not", Query{Text: "+retreat -burned", Advanced: true, Era: "sm"}, []string{"rule:sm/retreat", "rule:sm/paralyzed", "rulebook:sm-fixture/retreat"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := mustSearch(t, ix, tc.q)
			got := hitIDs(res)
			slices.Sort(got)
			want := slices.Clone(tc.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("Search(%+v) = %q; want %q", tc.q, got, want)
			}
			for _, h := range res.Hits {
				if !strings.Contains(h.Snippet, "<mark>") {
					t.Errorf("Search(%+v) hit %s snippet %q has no match marked", tc.q, h.ID, h.Snippet)
				}
				checkSnippetHTML(t, h.Snippet)
			}
		})
	}
}

// TestAdvancedBadQuery: advanced syntax that does not parse, or that bleve refuses when it
// runs, is ErrBadQuery carrying bleve's own message.
func TestAdvancedBadQuery(t *testing.T) {
	ix := fixtureIndex(t)
	for _, text := range []string{`title:"burned`, `+`, `burned~x`, `era:sm:xy`, `^2`} {
		t.Run(text, func(t *testing.T) {
			_, parseErr := query.NewQueryStringQuery(text).Parse()
			if parseErr == nil {
				t.Fatalf("fixture: %q parses; pick a malformed query", text)
			}
			res, err := ix.Search(context.Background(), Query{Text: text, Advanced: true})
			if !errors.Is(err, ErrBadQuery) {
				t.Fatalf("Search(advanced %q) = %v, %v; want ErrBadQuery", text, res, err)
			}
			if want := ErrBadQuery.Error() + ": " + parseErr.Error(); err.Error() != want {
				t.Errorf("Search(advanced %q) error %q; want %q", text, err, want)
			}
		})
	}
	for _, text := range []string{`burned~5`, `/[/`, `a* b* /c.*/ d~1`} {
		t.Run(text, func(t *testing.T) {
			res, err := ix.Search(context.Background(), Query{Text: text, Advanced: true})
			if !errors.Is(err, ErrBadQuery) {
				t.Errorf("Search(advanced %q) = %v, %v; want ErrBadQuery", text, res, err)
			}
		})
	}
	// The same text in the search box is just words.
	if _, err := ix.Search(context.Background(), Query{Text: `title:"burned`}); err != nil {
		t.Errorf(`Search(title:"burned) in the search box: %v; want no error`, err)
	}
}

func TestSearchCanceled(t *testing.T) {
	ix := fixtureIndex(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := ix.Search(ctx, Query{Text: "burned"})
	if !errors.Is(err, context.Canceled) || errors.Is(err, ErrBadQuery) {
		t.Errorf("Search(canceled) error = %v; want context.Canceled, not ErrBadQuery", err)
	}
}

func TestFuzzyFallback(t *testing.T) {
	ix := fixtureIndex(t)
	tests := []struct {
		name, text string
		first      string // "" = no hits
		fuzzy      bool
	}{
		{"misspelled", "paralized", "rule:hgss/paralyzed", true},
		{"letters swapped", "paralzyed", "rule:hgss/paralyzed", true},
		{"one letter off", "retreet cost", "rule:hgss/retreat", true},
		{"spelled right", "paralyzed", "rule:hgss/paralyzed", false},
		{"nothing close", "xqzvw", "", true},
		{"too short to respell", "xqz", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := mustSearch(t, ix, Query{Text: tc.text})
			first := ""
			if len(res.Hits) > 0 {
				first = res.Hits[0].ID
			}
			if first != tc.first {
				t.Errorf("Search(%q) first hit = %q; want %q (hits %q)", tc.text, first, tc.first, hitIDs(res))
			}
			if tc.first != "" && res.Fuzzy != tc.fuzzy {
				t.Errorf("Search(%q).Fuzzy = %v; want %v", tc.text, res.Fuzzy, tc.fuzzy)
			}
		})
	}
	// A known word that matches nothing in the chosen era is respelled as a last resort.
	res := mustSearch(t, ix, Query{Text: "paralyze", Kind: KindRulebook})
	if res.Total != 0 {
		t.Errorf("Search(paralyze, rulebook) = %q; want nothing: no section is close", hitIDs(res))
	}
}

func TestSynonymUnits(t *testing.T) {
	table := newSynonymTable(synonyms)
	tests := []struct {
		text string
		want []string // each unit as text=rule
	}{
		{"what happens when both actives get KO'd", []string{"what", "happens", "when", "both actives=both Knocked Out", "get", "ko'd=Knocked Out"}},
		{"W/R", []string{"w/r=Weakness Resistance"}},
		{"can I attack on turn 1", []string{"can", "i", "attack", "on", "turn 1=first turn"}},
		{"going first, first turn", []string{"going first=first turn", "first turn"}},
		{"Poké-Power", []string{"poke power=Ability Poké-Power Poké-Body"}},
		{"LV.X", []string{"lv x=LV.X"}},
		{"asleep/paralyzed", []string{"asleep=Asleep", "paralyzed"}},
		{"decked out?", []string{"decked out=draw deck empty cannot draw lose"}},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			var got []string
			for _, u := range table.units(tc.text) {
				s := u.text
				if u.rule != "" {
					s += "=" + u.rule
				}
				got = append(got, s)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("units(%q) = %q; want %q", tc.text, got, tc.want)
			}
		})
	}
}

// TestSynonymSearch: players' words find pages that never use them.
func TestSynonymSearch(t *testing.T) {
	ix := fixtureIndex(t)
	tests := []struct {
		text, era, kind, first string
	}{
		{"my pokemon fainted", "hgss", "", "rule:hgss/knockout"},
		{"para", "xy", "", "rule:xy/paralyzed"},
		{"t1", "sm", "", "rule:sm/first-turn"},
		{"status conditions", "xy", KindRule, "rule:xy/burned"}, // the page that calls Burned a Special Condition
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			unknown := false
			for _, tok := range ix.analyze(tc.text) {
				if _, ok := ix.vocab[string(tok.Term)]; !ok {
					unknown = true
				}
			}
			if !unknown {
				t.Fatalf("fixture: every word of %q is in the index; pick one only a synonym explains", tc.text)
			}
			res := mustSearch(t, ix, Query{Text: tc.text, Era: tc.era, Kind: tc.kind})
			if len(res.Hits) == 0 || res.Hits[0].ID != tc.first {
				t.Errorf("Search(%q, era %s) = %q; want %s first", tc.text, tc.era, hitIDs(res), tc.first)
			}
		})
	}
}

func TestRulebookHits(t *testing.T) {
	ix := fixtureIndex(t)
	res := mustSearch(t, ix, Query{Text: "does the burn go away", Kind: KindRulebook})
	if len(res.Hits) == 0 {
		t.Fatalf("Search(rulebook) found nothing")
	}
	got := res.Hits[0]
	want := Hit{
		ID: "rulebook:sm-fixture/burned", Kind: KindRulebook, Era: "sm", Eras: []string{"sm"}, Title: "Burned",
		URL: "/rulebooks/sm-fixture/burned", Rulebook: "sm-fixture", RulebookTitle: "Fixture rulebook", Section: "Burned",
	}
	got.Snippet, got.Score = "", 0
	if !equalHit(got, want) {
		t.Errorf("Search(rulebook) first hit = %+v; want %+v", got, want)
	}
	if !strings.Contains(res.Hits[0].Snippet, "<mark>burn</mark>") {
		t.Errorf("rulebook snippet %q; want the match marked", res.Hits[0].Snippet)
	}
}

func equalHit(a, b Hit) bool {
	return a.ID == b.ID && a.Kind == b.Kind && a.Era == b.Era && slices.Equal(a.Eras, b.Eras) && a.Title == b.Title &&
		a.URL == b.URL && a.Topic == b.Topic && a.Rulebook == b.Rulebook && a.RulebookTitle == b.RulebookTitle &&
		a.Section == b.Section && a.Page == b.Page
}

// TestKindOrder: when a rule page, a ruling, a glossary term and a rulebook section match a
// word equally, the rule page comes first.
func TestKindOrder(t *testing.T) {
	ix := fixtureIndex(t)
	res := mustSearch(t, ix, Query{Text: "retreat", Era: "sm"})
	if len(res.Hits) == 0 || res.Hits[0].ID != "rule:sm/retreat" {
		t.Errorf("Search(retreat, sm) = %q; want rule:sm/retreat first", hitIDs(res))
	}
	res = mustSearch(t, ix, Query{Text: "bench", Era: "sm", Kind: KindGlossary})
	if len(res.Hits) == 0 || res.Hits[0].URL != "/glossary/sm#bench" {
		t.Errorf("Search(bench, sm glossary) = %q; want the Bench term, at /glossary/sm#bench", hitIDs(res))
	}
}

// TestConcurrentSearch: one index serves many requests at once (run with -race).
func TestConcurrentSearch(t *testing.T) {
	fixtureIndex(t) // loads fixture.corpus
	queries := []Query{
		{Text: "burned", Era: "sm"}, {Text: "paralized"}, {Text: "+title:burned", Advanced: true},
		{Text: "poison between turns", Kind: KindRule}, {Text: "para", Era: "xy"},
	}
	// Two fresh indexes: one answers alone, the other to four workers at once, which also race
	// to analyse the same entries for snippets.
	var ix [2]*Index
	for i := range ix {
		var err error
		if ix[i], err = Build(slog.New(slog.DiscardHandler), fixture.corpus, nil); err != nil {
			t.Fatal(err)
		}
		defer ix[i].Close()
	}
	want := make([][]string, len(queries))
	for i, q := range queries {
		want[i] = hitIDs(mustSearch(t, ix[0], q))
	}
	fresh := ix[1]
	errs := make(chan error, 4*len(queries))
	done := make(chan struct{})
	for w := 0; w < 4; w++ {
		go func() {
			defer func() { done <- struct{}{} }()
			for i, q := range queries {
				res, err := fresh.Search(context.Background(), q)
				if err != nil {
					errs <- err
					continue
				}
				if got := hitIDs(res); !slices.Equal(got, want[i]) {
					errs <- fmt.Errorf("Search(%+v) = %q; want %q", q, got, want[i])
				}
			}
		}()
	}
	for w := 0; w < 4; w++ {
		<-done
	}
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
