package index

import (
	"context"
	"log/slog"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/rulesd/rulesd/content"
)

// fixtureExamples are made-up worked examples over the fixture corpus's topics.
var fixtureExamples = []Example{
	{ID: "burn-coin-order", Title: "The Burn coin between turns", Summary: "Magmar's flame leaves Tropius Burned; the coin comes after Poison.",
		Eras: []string{"hgss", "sm"}, Teaches: []string{"burned"}, Cards: []string{"Magmar", "Tropius"}},
	{ID: "asleep-cannot-leave", Title: "Sitting it out", Summary: "Asleep, Kricketot stays where it is.",
		Eras: []string{"xy"}, Teaches: []string{"retreat", "paralyzed"}, Cards: []string{"Kricketot", "Switch"}},
}

func exampleIndex(t *testing.T) *Index {
	t.Helper()
	c, err := content.Load(os.DirFS("testdata/corpus"))
	if err != nil {
		t.Fatal(err)
	}
	ix, err := Build(slog.New(slog.DiscardHandler), c, nil, fixtureExamples...)
	if err != nil {
		t.Fatalf("Build with examples: %v", err)
	}
	t.Cleanup(func() { _ = ix.Close() })
	return ix
}

func TestExamplesAreFound(t *testing.T) {
	ix := exampleIndex(t)
	tests := []struct {
		name    string
		q       Query
		want    string // first hit
		wantURL string
		snippet string // a part of its snippet
	}{
		{"by a word of the title", Query{Text: "burn coin", Kind: KindExample}, "example:burn-coin-order", "/scenarios/burn-coin-order", "<mark>coin</mark>"},
		{"by the title of a topic it teaches", Query{Text: "retreating", Kind: KindExample}, "example:asleep-cannot-leave", "/scenarios/asleep-cannot-leave", ""},
		{"by a card it uses", Query{Text: "Switch", Kind: KindExample}, "example:asleep-cannot-leave", "/scenarios/asleep-cannot-leave", "<mark>Switch</mark>"},
		{"by its summary", Query{Text: "Tropius", Kind: KindExample, Era: "sm"}, "example:burn-coin-order", "/scenarios/burn-coin-order", "<mark>Tropius</mark>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := ix.Search(context.Background(), tt.q)
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Hits) == 0 {
				t.Fatalf("Search(%q) found nothing; want %s", tt.q.Text, tt.want)
			}
			h := res.Hits[0]
			if h.ID != tt.want || h.Kind != KindExample || h.URL != tt.wantURL {
				t.Errorf("Search(%q) first hit = %s (%s, %s); want %s (example, %s)", tt.q.Text, h.ID, h.Kind, h.URL, tt.want, tt.wantURL)
			}
			if !strings.Contains(h.Snippet, tt.snippet) {
				t.Errorf("snippet = %q; want it to contain %q", h.Snippet, tt.snippet)
			}
		})
	}
}

func TestExampleFacets(t *testing.T) {
	ix := exampleIndex(t)
	res, err := ix.Search(context.Background(), Query{Text: "Tropius Kricketot"})
	if err != nil {
		t.Fatal(err)
	}
	count := func(dim, term string) int {
		for _, fc := range res.Facets[dim] {
			if fc.Term == term {
				return fc.Count
			}
		}
		return -1
	}
	if got := count("kind", KindExample); got != 2 {
		t.Errorf("kind facet example = %d; want 2", got)
	}
	// burn-coin-order runs under hgss and sm, asleep-cannot-leave under xy.
	for era, want := range map[string]int{"hgss": 1, "xy": 1, "sm": 1} {
		if got := count("era", era); got < want {
			t.Errorf("era facet %s = %d; want at least %d", era, got, want)
		}
	}
	// The topic facet counts the hits the filters keep, by the first topic each teaches.
	if got := count("topic", "burned"); got < 1 {
		t.Errorf("topic facet burned = %d; want at least 1 (burn-coin-order)", got)
	}
	if got := count("topic", "retreat"); got < 1 {
		t.Errorf("topic facet retreat = %d; want at least 1 (asleep-cannot-leave)", got)
	}
	for _, fc := range res.Facets["topic"] {
		if fc.Count == 0 {
			t.Errorf("topic facet lists %s with no hits", fc.Term)
		}
	}
	res, err = ix.Search(context.Background(), Query{Text: "Tropius Kricketot", Era: "xy", Kind: KindExample})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, h := range res.Hits {
		ids = append(ids, h.ID)
	}
	if !slices.Equal(ids, []string{"example:asleep-cannot-leave"}) {
		t.Errorf("examples under xy = %v; want only asleep-cannot-leave", ids)
	}
	if got := res.Facets["topic"]; len(got) != 1 || got[0] != (FacetCount{Term: "retreat", Count: 1}) {
		t.Errorf("topic facet under xy, examples only = %v; want retreat: 1", got)
	}
}

func TestBuildRefusesBadExamples(t *testing.T) {
	c, err := content.Load(os.DirFS("testdata/corpus"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		x    Example
		want string
	}{
		{"no id", Example{Title: "x", Eras: []string{"sm"}}, "id"},
		{"id with a slash", Example{ID: "a/b", Eras: []string{"sm"}}, "a/b"},
		{"no era", Example{ID: "x"}, "no eras"},
		{"unknown era", Example{ID: "x", Eras: []string{"bw"}}, `unknown era "bw"`},
		{"unknown topic", Example{ID: "x", Eras: []string{"sm"}, Teaches: []string{"nope"}}, `unknown topic "nope"`},
		{"same id twice", Example{ID: "burn-coin-order", Eras: []string{"sm"}}, "used twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ix, err := Build(slog.New(slog.DiscardHandler), c, nil, fixtureExamples[0], tt.x)
			if err == nil {
				_ = ix.Close()
				t.Fatalf("Build(%+v) = nil error; want one naming %q", tt.x, tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Build(%+v) = %v; want it to name %q", tt.x, err, tt.want)
			}
		})
	}
}
