package index

import (
	"context"
	"fmt"
	"math"
	"slices"
	"testing"
)

// impactQuestions are the development and held-out sets' questions and a few thousand made of a topic,
// something asked about it and a second topic, as players combine them.
func impactQuestions(t *testing.T) []Query {
	var out []Query
	for _, set := range questionSets {
		for _, q := range loadQuestions(t, set.file) {
			out = append(out, Query{Text: q.Q, Era: q.Era})
		}
	}
	topics := []string{"retreat", "evolve", "burned", "poisoned", "asleep", "paralyzed", "confused", "weakness",
		"resistance", "bench", "prize cards", "knocked out", "supporter", "stadium", "pokemon tool", "energy",
		"mulligan", "first turn", "gx attack", "mega evolution", "rare candy", "lost zone", "legend", "ability",
		"professor sycamore", "double colorless energy", "vulpix", "tropius", "mew", "ditto"}
	asks := []string{"can I", "how many", "twice in one turn", "before or after", "after evolving", "who flips",
		"is it optional", "ruling", "example", "does it count", "paralized", "xy"}
	for i, a := range topics {
		for j, ask := range asks {
			b := topics[(i*7+j*3+1)%len(topics)]
			out = append(out, Query{Text: fmt.Sprintf("%s %s %s", ask, a, b)}, Query{Text: ask + " " + a})
		}
	}
	return out
}

// The search box's questions scored from the impacts rank and count exactly as bleve's
// searchers do: the same hits in the same order with the same scores (to rounding), the same
// total and the same facet counts, in the plain and the respelled plan.
func TestImpactsScoreAsBleve(t *testing.T) {
	qs := impactQuestions(t)
	forEachEmbeddedIndex(t, func(t *testing.T, ix *Index) {
		if ix.impacts == nil {
			t.Fatal("the index has no impacts")
		}
		compared := 0
		for _, q := range qs {
			q.Limit = 10
			q, _, err := ix.readQuestion(q)
			if err != nil || q.Text == "" {
				continue
			}
			for _, respell := range []bool{false, true} {
				p := ix.newPlan(q.Text, respell)
				if len(p.units) == 0 {
					continue
				}
				text := p.query()
				if !supported(text) {
					t.Errorf("plan of %q (respelled %v) is not scored from the impacts: %T", q.Text, respell, text)
					continue
				}
				ctx := context.Background()
				fast, err := ix.collectWith(ctx, q, text, ix.newRanking(p), true)
				if err != nil {
					t.Fatal(err)
				}
				slow, err := ix.collectWith(ctx, q, text, ix.newRanking(p), false)
				if err != nil {
					t.Fatal(err)
				}
				compared++
				where := fmt.Sprintf("%q (era %q, respelled %v)", q.Text, q.Era, respell)
				if fast.total != slow.total {
					t.Errorf("%s: total %d from the impacts; bleve %d", where, fast.total, slow.total)
				}
				for _, f := range [][2][]int{{fast.eras, slow.eras}, {fast.kinds, slow.kinds}, {fast.books, slow.books},
					{fast.topics, slow.topics}, {fast.sets, slow.sets}} {
					if !slices.Equal(f[0], f[1]) {
						t.Errorf("%s: facet counts %v from the impacts; bleve %v", where, f[0], f[1])
					}
				}
				if len(fast.top) != len(slow.top) {
					t.Errorf("%s: %d hits from the impacts; bleve %d", where, len(fast.top), len(slow.top))
					continue
				}
				for i := range fast.top {
					f, s := fast.top[i], slow.top[i]
					if f.e != s.e || math.Abs(f.score-s.score) > 1e-9*math.Abs(s.score) {
						t.Errorf("%s: hit %d is %s (%.12g) from the impacts; bleve %s (%.12g)", where, i+1, f.e.hit.ID, f.score, s.e.hit.ID, s.score)
						break
					}
				}
			}
		}
		if compared < 500 {
			t.Errorf("compared %d queries; want at least 500", compared)
		}
		t.Logf("%d queries scored alike", compared)
	})
}

// A query the impacts cannot score (the advanced syntax) is left to bleve.
func TestImpactsSupported(t *testing.T) {
	ix := fixtureIndex(t)
	tests := []struct {
		q    string
		want bool
	}{
		{"retreat burned", true},
		{"burn*", false},
		{"title:retreat", false},
		{"+retreat -burned", false},
		{`"between turns"`, false},
	}
	for _, tt := range tests {
		got := false
		if q, err := ix.parseAdvanced(context.Background(), tt.q); err == nil {
			got = supported(q)
		}
		if tt.q == "retreat burned" {
			got = supported(ix.newPlan(tt.q, false).query())
		}
		if got != tt.want {
			t.Errorf("supported(%q) = %v; want %v", tt.q, got, tt.want)
		}
	}
}
