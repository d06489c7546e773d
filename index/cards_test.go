package index

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/rulesd/rulesd/content"
)

var cardIndex = sync.OnceValues(func() (*Index, error) {
	corpus, err := content.LoadEmbedded()
	if err != nil {
		return nil, err
	}
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		return nil, err
	}
	return BuildWithCards(nil, corpus, nil, cat)
})

func TestCardSearch(t *testing.T) {
	ix, err := cardIndex()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, q, era, set string
		want              string // the first hit's title
		wantID            string // or its id, when the title is not enough
	}{
		{"rare candy in sm", "rare candy", "sm", "", "Rare Candy", ""},
		{"professor sycamore in xy", "professor sycamore", "xy", "", "Professor Sycamore", "card:xy1-122"},
		{"vulpix in hgss", "vulpix", "hgss", "", "Vulpix", ""},
		{"typo in a name", "vulpx", "hgss", "", "Vulpix", ""},
		{"part of a name", "sycamore", "", "", "Professor Sycamore", ""},
		{"set-number id", "xy1-2", "", "", "M Venusaur-EX", "card:xy1-2"},
		{"set and number", "xy1 2", "", "", "M Venusaur-EX", "card:xy1-2"},
		{"attack name", "crisis vine", "", "", "M Venusaur-EX", "card:xy1-2"},
		{"ability name", "feather arrow", "", "", "Decidueye-GX", ""},
		{"name and a fact", "tropius weakness", "", "", "Tropius", ""},
		{"set filter", "vulpix", "", "hgss1", "Vulpix", "card:hgss1-87"},
		{"id in capitals", "XY1-2", "", "", "M Venusaur-EX", "card:xy1-2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := ix.Search(context.Background(), Query{Text: tt.q, Era: tt.era, Set: tt.set})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Hits) == 0 {
				t.Fatalf("Search(%q) found nothing", tt.q)
			}
			h := res.Hits[0]
			if h.Title != tt.want || (tt.wantID != "" && h.ID != tt.wantID) {
				var got []string
				for _, x := range res.Hits {
					got = append(got, x.ID)
				}
				t.Errorf("Search(%q, era %q) first hit = %s %q; want %q %s (hits %v)", tt.q, tt.era, h.ID, h.Title, tt.want, tt.wantID, got)
			}
			if h.Kind != KindCard || h.Set == "" || h.SetName == "" || h.CardKind == "" || h.URL != "/cards/"+strings.TrimPrefix(h.ID, "card:") {
				t.Errorf("card hit %+v: want kind card, its set, its kind and its page", h)
			}
		})
	}
}

func TestCardHitShowsSetTypeHP(t *testing.T) {
	ix, err := cardIndex()
	if err != nil {
		t.Fatal(err)
	}
	res, err := ix.Search(context.Background(), Query{Text: "xy1-2", Kind: KindCard})
	if err != nil {
		t.Fatal(err)
	}
	h := res.Hits[0]
	if h.Set != "xy1" || h.SetName != "XY" || h.HP != 230 || len(h.Types) != 1 || h.Types[0] != "Grass" {
		t.Errorf("hit = set %q %q HP %d types %v; want xy1 XY 230 [Grass]", h.Set, h.SetName, h.HP, h.Types)
	}
	if !strings.Contains(h.Snippet, "HP 230") {
		t.Errorf("snippet %q does not show the HP", h.Snippet)
	}
}

func TestCardFacets(t *testing.T) {
	ix, err := cardIndex()
	if err != nil {
		t.Fatal(err)
	}
	res, err := ix.Search(context.Background(), Query{Text: "vulpix", Era: "hgss"})
	if err != nil {
		t.Fatal(err)
	}
	sets := map[string]int{}
	for _, f := range res.Facets["set"] {
		sets[f.Term] = f.Count
	}
	if len(res.Facets["set"]) != 8 {
		t.Errorf("set facet lists %d sets; want 8", len(res.Facets["set"]))
	}
	if sets["sm1"] != 0 || sets["hgss2"] == 0 {
		t.Errorf("set facet under era hgss = %v; want hgss sets counted and none of sm", sets)
	}
	kinds := map[string]int{}
	for _, f := range res.Facets["kind"] {
		kinds[f.Term] = f.Count
	}
	if kinds[KindCard] == 0 {
		t.Errorf("kind facet = %v; want cards counted", kinds)
	}
	// Filtering by set keeps only that set's cards, and the set facet still counts the others.
	res, err = ix.Search(context.Background(), Query{Text: "vulpix", Set: "hgss2"})
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range res.Hits {
		if h.Set != "hgss2" {
			t.Errorf("hit %s under set hgss2", h.ID)
		}
	}
	for _, f := range res.Facets["set"] {
		if f.Term == "hgss1" && f.Count == 0 {
			t.Errorf("set facet under set hgss2 stopped counting hgss1")
		}
	}
}

// With worked examples that mention a card and explain Weakness, "tropius weakness" must still
// put the card first: a card's name and the facts asked about it name the card.
func TestCardNameAndFacts(t *testing.T) {
	corpus, err := content.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	examples := []Example{
		{ID: "weak-tropius", Title: "Tropius and its Weakness", Summary: "Vulpix hits Tropius, weak to Fire: Weakness doubles the damage. Tropius has 90 HP.",
			Eras: []string{"hgss", "xy", "sm"}, Teaches: []string{"weakness-resistance"}, Cards: []string{"Vulpix", "Tropius"}},
		{ID: "switch-out", Title: "Switch before you retreat", Summary: "Switch moves the Active Pokémon to the Bench without paying the Retreat Cost.",
			Eras: []string{"hgss", "xy", "sm"}, Teaches: []string{"retreat"}, Cards: []string{"Switch"}},
	}
	ix, err := BuildWithCards(nil, corpus, nil, cat, examples...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ix.Close() })
	tests := []struct {
		name, q, era string
		want         []string // the first hits' ids, in order
	}{
		{"name and Weakness", "tropius weakness", "", []string{"card:hgss2-66"}},
		{"name and Weakness in an era", "Tropius Weakness", "hgss", []string{"card:hgss2-66"}},
		{"every printing of the name, in catalogue order", "vulpix hp", "hgss", []string{"card:hgss1-87", "card:hgss2-68", "card:col1-75"}},
		{"name and Retreat Cost", "switch retreat cost", "sm", []string{"card:sm1-132"}},
		{"an accent typed without it", "pokemon catcher retreat", "xy", []string{"card:xy0-36"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := ix.Search(context.Background(), Query{Text: tt.q, Era: tt.era})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, h := range res.Hits {
				got = append(got, h.ID)
			}
			if len(got) < len(tt.want) || !slices.Equal(got[:len(tt.want)], tt.want) {
				t.Errorf("Search(%q, era %q) = %v; want it to start %v", tt.q, tt.era, got, tt.want)
			}
		})
	}
	// More than a name and facts: ranked as usual, not pinned to the card, and the rule comes
	// before the cards.
	t.Run("other words are ranked, not pinned", func(t *testing.T) {
		res, err := ix.Search(context.Background(), Query{Text: "switch retreat cost anyway", Era: "xy"})
		if err != nil {
			t.Fatal(err)
		}
		ids := idsOf(res.Hits)
		rule, card := slices.Index(ids, "rule:xy/retreat"), slices.Index(ids, "card:xy0-38")
		if rule < 0 || (card >= 0 && card < rule) || (len(ids) > 0 && strings.HasPrefix(ids[0], "card:")) {
			t.Errorf("Search(switch retreat cost anyway, xy) = %v; want rule:xy/retreat before the card, no card first", ids)
		}
	})
}
