package content

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// TestErrataInForce: a card that plays by an official errata names it, and the errata is in
// force in the card's era (an official errata ruling that holds there and is about the card).
// Within the era the newest word wins, so the card's primitives are the errata's wording.
func TestErrataInForce(t *testing.T) {
	corpus, err := LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	tagged := map[string]string{}
	for _, cc := range cat.Cards {
		id := cc.Card.Errata
		if id == "" {
			continue
		}
		tagged[cc.Card.ID] = id
		r, ok := corpus.Ruling(id)
		if !ok {
			t.Errorf("%s: errata %s is not a ruling", cc.Card.ID, id)
			continue
		}
		if !slices.ContainsFunc(r.Official, func(o Official) bool { return strings.Contains(o.URL, "/category/errata/") }) {
			t.Errorf("%s: ruling %s is not an official errata", cc.Card.ID, id)
		}
		if !slices.Contains(r.Eras, cc.Era) || !slices.Contains(r.Cards, cc.Card.ID) {
			t.Errorf("%s (%s era): ruling %s holds in %v for %v; want this card in its era", cc.Card.ID, cc.Era, id, r.Eras, r.Cards)
		}
	}
	// The cards whose printed wording the errata changed; the other printings the errata
	// rulings name (Potion, Great Ball, Exp. Share) already print the corrected wording.
	want := map[string]string{"hgss1-99": "pokemon-reversal-who-chooses", "hgss2-80": "pluspower-not-attached",
		"hgss2-82": "rare-candy-stage-2-only", "hgss4-51": "unown-cure-optional", "sm5-120": "cyrus-prism-star-active-type",
		"xy1-122": "sycamore-juniper-not-together"}
	for id, r := range want {
		if tagged[id] != r {
			t.Errorf("%s plays by errata %q; want %q", id, tagged[id], r)
		}
	}
	// And what each errata says is what the engine card does.
	card := func(id string) *engine.Card {
		c, ok := cat.Get(id)
		if !ok {
			t.Fatalf("no card %s", id)
		}
		return c.Card
	}
	checks := []struct {
		what string
		ok   bool
	}{
		{"Rare Candy: a Stage 2 card only", card("hgss2-82").Play[0].Kind == engine.OpRareCandy && !card("hgss2-82").Play[0].Stage1Too},
		{"PlusPower: not attached, 10 more for this turn's attacks on the Active Pokémon",
			card("hgss2-80").Trainer == engine.Item && card("hgss2-80").Play[0].Kind == engine.OpTurnModifier &&
				card("hgss2-80").Play[0].Mod.Stage == engine.ModAttacker && card("hgss2-80").Play[0].Mod.Amount == 10},
		{"Unown: CURE is optional", card("hgss4-51").Powers[0].Name == "CURE" && card("hgss4-51").Powers[0].Optional},
		{"Pokémon Reversal: its player chooses", card("hgss1-99").ChooseOpp == engine.ChooseBenched && !card("hgss1-99").OppChooses},
		{"Potion: 30", card("xy0-37").Play[0].Amount == 30 && card("sm1-127").Play[0].Amount == 30},
		{"Great Ball: one Pokémon of the top 7 to the hand", card("xy1-118").Play[0].Top == 7 && card("sm1-119").Play[0].Top == 7 &&
			card("xy1-118").Play[0].N == 1},
		{"Exp. Share is a Pokémon Tool", card("sm1-118").Trainer == engine.Tool},
		{"Cyrus: the Active Pokémon's type", slices.Equal(card("sm5-120").PlayIfActive, []engine.Type{engine.Water, engine.Metal})},
		{"Sycamore: never with Juniper", slices.Equal(card("xy1-122").NotInDeckWith, []string{"Professor Juniper"})},
	}
	for _, c := range checks {
		if !c.ok {
			t.Errorf("%s: the card file does not say so", c.what)
		}
	}
}
