package main

import (
	"context"
	"log/slog"
	"slices"
	"testing"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/scenarios"
)

// Worked examples are found by search the way the server and `rulesd search` build the index:
// by their words, the topics they teach and the cards they use, with era and kind facets.
func TestSearchFindsWorkedExamples(t *testing.T) {
	lib, err := openLibrary(slog.New(slog.DiscardHandler), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = lib.index.Close() })
	tests := []struct {
		name string
		q    index.Query
		want string // a worked example's id
		top  int    // found among the first top hits
	}{
		{"a question a player asks", index.Query{Text: "does a tool that reduces damage apply before weakness"}, "tool-reduction-after-weakness", 3},
		// Several examples use Hard Charm now; those that name it in their titles come first.
		{"by a card it uses", index.Query{Text: "Hard Charm", Kind: index.KindExample}, "tool-reduction-after-weakness", 3},
		{"by the topic it teaches", index.Query{Text: "Pokémon LV.X", Kind: index.KindExample}, "lv-x-keeps-attacks", 3},
		{"in an era it runs under", index.Query{Text: "BREAK Evolution attacks", Era: "sm", Kind: index.KindExample}, "break-keeps-attacks", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := lib.index.Search(context.Background(), tt.q)
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for _, h := range res.Hits {
				ids = append(ids, h.ID)
			}
			i := slices.Index(ids, "example:"+tt.want)
			if i < 0 || i >= tt.top {
				t.Errorf("Search(%q) = %v; want example:%s in the first %d", tt.q.Text, ids, tt.want, tt.top)
				return
			}
			if h := res.Hits[i]; h.Kind != index.KindExample || h.URL != "/scenarios/"+tt.want {
				t.Errorf("hit %s: kind %q, url %q; want example, /scenarios/%s", h.ID, h.Kind, h.URL, tt.want)
			}
		})
	}
	t.Run("era facet counts only the eras an example runs under", func(t *testing.T) {
		res, err := lib.index.Search(context.Background(), index.Query{Text: "BREAK Evolution", Kind: index.KindExample})
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range res.Hits {
			if h.ID == "example:break-keeps-attacks" && !slices.Equal(h.Eras, []string{"sm"}) {
				t.Errorf("eras of break-keeps-attacks = %v; want [sm]", h.Eras)
			}
		}
		res, err = lib.index.Search(context.Background(), index.Query{Text: "BREAK Evolution", Kind: index.KindExample, Era: "hgss"})
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range res.Hits {
			if h.ID == "example:break-keeps-attacks" {
				t.Errorf("an sm-only example is found under hgss")
			}
		}
	})
}

// BenchmarkLibrary measures building the server's index with and without the worked
// examples, and one search on it.
func BenchmarkLibrary(b *testing.B) {
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		b.Fatal(err)
	}
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		b.Fatal(err)
	}
	ex := &examples{set: set, cards: cat}
	corpus, err := content.LoadEmbedded()
	if err != nil {
		b.Fatal(err)
	}
	log := slog.New(slog.DiscardHandler)
	for _, bc := range []struct {
		name     string
		examples []index.Example
	}{{"build", ex.searchable()}, {"build-without-examples", nil}} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				ix, err := index.Build(log, corpus, nil, bc.examples...)
				if err != nil {
					b.Fatal(err)
				}
				_ = ix.Close()
			}
		})
	}
	ix, err := index.Build(log, corpus, nil, ex.searchable()...)
	if err != nil {
		b.Fatal(err)
	}
	defer ix.Close()
	b.Run("search", func(b *testing.B) {
		q := index.Query{Text: "does a tool that reduces damage apply before weakness"}
		for b.Loop() {
			if _, err := ix.Search(context.Background(), q); err != nil {
				b.Fatal(err)
			}
		}
	})
}
