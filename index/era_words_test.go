package index

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestReadEra(t *testing.T) {
	tests := []struct {
		name, text             string
		wantEra, wantRest, say string
	}{
		{"code at the end", "poisoned damage sm", "sm", "poisoned damage", "sm"},
		{"capitals", "Poisoned damage SM", "sm", "poisoned damage", "sm"},
		{"name in words", "burn in sun and moon", "sm", "burn in", "sun and moon"},
		{"ampersand", "burn Sun & Moon", "sm", "burn", "sun moon"},
		{"heartgold", "retreat heartgold", "hgss", "retreat", "heartgold"},
		{"soulsilver", "soulsilver retreat", "hgss", "retreat", "soulsilver"},
		{"both halves", "HeartGold & SoulSilver mulligan", "hgss", "mulligan", "heartgold soulsilver"},
		{"hg/ss", "HG/SS first turn", "hgss", "first turn", "hg ss"},
		{"kalos", "kalos first turn", "xy", "first turn", "kalos"},
		{"xy", "xy mega evolution", "xy", "mega evolution", "xy"},
		{"same era twice", "sm burn sun and moon", "sm", "burn", "sm sun and moon"},
		{"two eras compare", "burn hgss vs sm", "", "burn hgss vs sm", ""},
		{"no era", "burned between turns", "", "burned between turns", ""},
		{"inside a word", "smash xylophone", "", "smash xylophone", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			era, rest, said := readEra(tc.text)
			if era != tc.wantEra || rest != tc.wantRest || said != tc.say {
				t.Errorf("readEra(%q) = %q, %q, %q; want %q, %q, %q", tc.text, era, rest, said, tc.wantEra, tc.wantRest, tc.say)
			}
		})
	}
}

func TestSearchReadsEraFromQuestion(t *testing.T) {
	ix, _, _ := embeddedIndexes(t)
	ctx := context.Background()
	tests := []struct {
		name          string
		q             Query
		wantEra       string // the era searched
		wantFromQuery string
		wantText      string
	}{
		{"no era chosen", Query{Text: "poisoned damage sm"}, "sm", "sm", "poisoned damage"},
		{"era words alone are searched as words", Query{Text: "sm"}, "", "", "sm"},
		{"same era chosen", Query{Text: "poisoned damage sm", Era: "sm"}, "sm", "", "poisoned damage"},
		{"another era chosen", Query{Text: "poisoned damage sm", Era: "xy"}, "xy", "", "poisoned damage sm"},
		{"literal", Query{Text: "poisoned damage sm", Literal: true}, "", "", "poisoned damage sm"},
		{"advanced", Query{Text: "poisoned sm", Advanced: true}, "", "", "poisoned sm"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := ix.Search(ctx, tc.q)
			if err != nil {
				t.Fatalf("Search(%+v): %v", tc.q, err)
			}
			if res.Query.Era != tc.wantEra || res.EraFromQuery != tc.wantFromQuery || res.Query.Text != tc.wantText {
				t.Errorf("Search(%q, era %q) searched %q in era %q, era_from_query %q; want %q in %q, %q",
					tc.q.Text, tc.q.Era, res.Query.Text, res.Query.Era, res.EraFromQuery, tc.wantText, tc.wantEra, tc.wantFromQuery)
			}
		})
	}
	// The example: sm first, and every hit holds in sm.
	res, err := ix.Search(ctx, Query{Text: "poisoned damage sm"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Hits) == 0 || res.Hits[0].ID != "rule:sm/poisoned" {
		t.Fatalf("poisoned damage sm: first hit %v; want rule:sm/poisoned", idsOf(res.Hits))
	}
	for _, h := range res.Hits {
		if !slices.Contains(h.Eras, "sm") {
			t.Errorf("poisoned damage sm: hit %s holds in %v, not sm", h.ID, h.Eras)
		}
	}
}

func idsOf(hits []Hit) []string {
	out := make([]string, len(hits))
	for i, h := range hits {
		out[i] = h.ID
	}
	return out
}

func TestSearchPages(t *testing.T) {
	ix, _, _ := embeddedIndexes(t)
	ctx := context.Background()
	all, err := ix.Search(ctx, Query{Text: "pokemon", Limit: 30})
	if err != nil {
		t.Fatal(err)
	}
	if len(all.Hits) != 30 {
		t.Fatalf("pokemon: %d hits; want 30 to page through", len(all.Hits))
	}
	for _, off := range []int{0, 10, 20} {
		page, err := ix.Search(ctx, Query{Text: "pokemon", Offset: off})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := idsOf(page.Hits), idsOf(all.Hits[off:off+10]); !slices.Equal(got, want) {
			t.Errorf("offset %d: %v; want %v", off, got, want)
		}
		if page.Total != all.Total {
			t.Errorf("offset %d: total %d; want %d", off, page.Total, all.Total)
		}
	}
	// Past the last hit: a question with fewer hits than the largest offset allowed.
	few, err := ix.Search(ctx, Query{Text: "sudden death"})
	if err != nil || few.Total == 0 || few.Total > MaxOffset {
		t.Fatalf("sudden death: %d hits, err %v; want some, fewer than %d", few.Total, err, MaxOffset)
	}
	past, err := ix.Search(ctx, Query{Text: "sudden death", Offset: int(few.Total)})
	if err != nil {
		t.Fatalf("offset past the end: err %v", err)
	}
	if len(past.Hits) != 0 {
		t.Errorf("offset past the end: %v hits; want none", idsOf(past.Hits))
	}
	for _, off := range []int{-1, MaxOffset + 1} {
		if _, err := ix.Search(ctx, Query{Text: "pokemon", Offset: off}); !errors.Is(err, ErrBadQuery) {
			t.Errorf("offset %d: err %v; want ErrBadQuery", off, err)
		}
	}
}

func TestSearchSaysHowItReadTheWords(t *testing.T) {
	ix, _, _ := embeddedIndexes(t)
	tests := []struct {
		q           string
		wantDYM     string
		wantRespell []Respelling
		wantIgnored []IgnoredWord
	}{
		{"paralized", "paralyzed", []Respelling{{"paralized", "paralyzed"}}, nil},
		{"can a confussed pokemon retreat", "can a confused pokemon retreat", []Respelling{{"confussed", "confused"}},
			[]IgnoredWord{{"can", IgnoredCommon}, {"a", IgnoredCommon}}},
		{"burned qzxwv", "", nil, []IgnoredWord{{"qzxwv", IgnoredUnknown}}},
		{"burned", "", nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.q, func(t *testing.T) {
			res, err := ix.Search(context.Background(), Query{Text: tc.q})
			if err != nil {
				t.Fatal(err)
			}
			if res.DidYouMean != tc.wantDYM || !slices.Equal(res.Respelled, tc.wantRespell) || !slices.Equal(res.Ignored, tc.wantIgnored) {
				t.Errorf("Search(%q): did you mean %q, respelled %v, ignored %v; want %q, %v, %v",
					tc.q, res.DidYouMean, res.Respelled, res.Ignored, tc.wantDYM, tc.wantRespell, tc.wantIgnored)
			}
		})
	}
}

func TestRulingHitsCarryEveryEra(t *testing.T) {
	ix, _, _ := embeddedIndexes(t)
	for _, r := range embedded.corpus.Rulings {
		if len(r.Eras) < 3 {
			continue
		}
		res, err := ix.Search(context.Background(), Query{Text: r.Question, Kind: KindRuling, Era: r.Eras[len(r.Eras)-1]})
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range res.Hits {
			if h.ID == "ruling:"+r.ID {
				if !slices.Equal(h.Eras, r.Eras) {
					t.Errorf("hit %s eras %v; want %v", h.ID, h.Eras, r.Eras)
				}
				return
			}
		}
		t.Fatalf("searching a ruling's own question %q did not find it", r.Question)
	}
	t.Fatal("no ruling holds in three eras")
}

// TestSharedRulebookSectionsAreOneHit: a section the three hgss rulebooks print alike is one
// hit naming all three, and still counts for each book's facet.
func TestSharedRulebookSectionsAreOneHit(t *testing.T) {
	_, withBooks, booksErr := embeddedIndexes(t)
	if withBooks == nil {
		t.Skipf("rulebooks in %s could not be read: %v", rulebookDir, booksErr)
	}
	res, err := withBooks.Search(context.Background(), Query{Text: "sudden death", Era: "hgss", Kind: KindRulebook, Limit: 50})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	shared := 0
	for _, h := range res.Hits {
		if prev, dup := seen[h.Title]; dup && len(h.Books) == 0 {
			t.Logf("%s and %s share the heading %q with different text", prev, h.ID, h.Title)
		}
		seen[h.Title] = h.ID
		if len(h.Books) == 3 {
			shared++
			if h.Books[0].Rulebook != h.Rulebook || !strings.HasPrefix(h.URL, "/rulebooks/"+h.Rulebook+"/") {
				t.Errorf("hit %s links %s but lists %s first", h.ID, h.URL, h.Books[0].Rulebook)
			}
			for _, b := range h.Books {
				if !strings.HasPrefix(b.URL, "/rulebooks/"+b.Rulebook+"/") || b.Title == "" {
					t.Errorf("hit %s names book %+v", h.ID, b)
				}
			}
		}
	}
	if shared == 0 {
		t.Fatalf("sudden death in hgss: no hit names the three rulebooks: %v", idsOf(res.Hits))
	}
	if res.Hits[0].Books == nil {
		t.Errorf("first hit %s is one book's copy of a shared section", res.Hits[0].ID)
	}
	counts := map[string]int{}
	for _, f := range res.Facets["rulebook"] {
		counts[f.Term] = f.Count
	}
	for _, b := range []string{"hgss-2010-hs-unleashed", "hgss-2010-hs-triumphant", "hgss-2011-call-of-legends"} {
		if counts[b] < shared {
			t.Errorf("facet of %s counts %d; want at least the %d shared sections", b, counts[b], shared)
		}
	}
}
