package index

import (
	"context"
	"log/slog"
	"slices"
	"testing"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
	"github.com/rulesd/rulesd/content/rulebook/rulebooktest"
)

// sharedIndex builds the index of the embedded digest and the five real rulebooks
// (rulebooktest.Dir).
func sharedIndex(t *testing.T) *Index {
	t.Helper()
	dir := rulebooktest.Dir(t)
	books, err := rulebook.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	corpus, err := content.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	ix, err := Build(slog.New(slog.DiscardHandler), corpus, books)
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

func TestSharedRulebooks(t *testing.T) {
	ix := sharedIndex(t)
	ctx := context.Background()

	t.Run("sudden death in each hgss rulebook", func(t *testing.T) {
		res, err := ix.Search(ctx, Query{Text: "sudden death", Era: "hgss", Kind: KindRulebook, Limit: 20})
		if err != nil {
			t.Fatal(err)
		}
		var books []string
		for _, h := range res.Hits {
			if h.Era != "hgss" {
				t.Errorf("era filter hgss let through %s (%s)", h.ID, h.Era)
			}
			if !slices.Contains(books, h.Rulebook) {
				books = append(books, h.Rulebook)
			}
		}
		for _, want := range []string{"hgss-2010-hs-unleashed", "hgss-2010-hs-triumphant", "hgss-2011-call-of-legends"} {
			if !slices.Contains(books, want) {
				t.Errorf("Search(sudden death, hgss, rulebook) hit rulebooks %v; want a section of %s", books, want)
			}
		}
	})

	t.Run("digest and rulebook hits together", func(t *testing.T) {
		res, err := ix.Search(ctx, Query{Text: "burned between turns", Limit: 30})
		if err != nil {
			t.Fatal(err)
		}
		kinds := map[string]int{}
		for _, f := range res.Facets["kind"] {
			kinds[f.Term] = f.Count
		}
		if kinds[KindRule] == 0 || kinds[KindRulebook] == 0 {
			t.Errorf("kind facets = %v; want both rule and rulebook counts", res.Facets["kind"])
		}
		books := map[string]int{}
		for _, f := range res.Facets["rulebook"] {
			books[f.Term] = f.Count
		}
		if len(books) < 5 {
			t.Errorf("rulebook facets = %v; want all five rulebooks", res.Facets["rulebook"])
		}
	})

	for _, era := range []string{"hgss", "xy", "sm"} {
		t.Run("era filter "+era, func(t *testing.T) {
			res, err := ix.Search(ctx, Query{Text: "weakness resistance damage", Era: era, Limit: 50})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Hits) == 0 {
				t.Fatalf("Search(era %s) found nothing", era)
			}
			for _, h := range res.Hits {
				if !slices.Contains(h.Eras, era) {
					t.Errorf("Search(era %s) returned %s of eras %v", era, h.ID, h.Eras)
				}
			}
		})
	}
}
