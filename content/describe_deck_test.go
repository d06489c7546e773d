package content

import (
	"strings"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// The words of the deck primitives say what the engine does with them, choices included.
func TestDescribeDeck(t *testing.T) {
	energy := engine.Filter{Category: engine.EnergyCard}
	fire := engine.Filter{Category: engine.EnergyCard, BasicEnergy: true, Type: engine.Fire}
	tests := []struct {
		name string
		ops  []engine.Op
		want string
	}{
		{"reorder either deck", []engine.Op{{Kind: engine.OpReorderTop, N: 3, Either: true}},
			"From your deck or your opponent's deck (you choose which), look at the top 3 cards, then return them to the top of that same deck in an order you choose."},
		{"reorder your deck", []engine.Op{{Kind: engine.OpReorderTop, N: 3, Who: engine.WhoSelf}},
			"From your deck, look at the top 3 cards, then return them to the top in an order you choose."},
		{"look at the opponent's top card", []engine.Op{{Kind: engine.OpLookTop, N: 1, Who: engine.WhoDefending}},
			"From your opponent's deck, look at the top card."},
		{"take 2 of 5", []engine.Op{{Kind: engine.OpTakeTop, Top: 5, N: 2}},
			"From your deck, look at the top 5 cards; 2 of them of your choice go to your hand (all of them, if fewer) and the rest are discarded."},
		{"top or bottom", []engine.Op{{Kind: engine.OpTopOrBottom, N: 4}},
			"From your deck, look at the top 4 cards; return any number of them to the top and the rest to the bottom, each group in an order you choose."},
		{"draw from the bottom", []engine.Op{{Kind: engine.OpDrawBottom, N: 3}}, "Draw 3 cards, taken from the bottom of your deck."},
		{"discard pile on top", []engine.Op{{Kind: engine.OpDiscardToDeck, N: 1, Filter: engine.Filter{Category: engine.PokemonCard}, Dest: engine.ToDeckTop}},
			"Put 1 Pokémon of your choice from your discard pile onto your deck, on top (all there are, if fewer)."},
		{"discard pile under", []engine.Op{{Kind: engine.OpDiscardToDeck, N: 3, Filter: engine.Filter{AnyCategory: true}, Dest: engine.ToDeckBottom}},
			"Put 3 cards of your choice from your discard pile under your deck, in an order you choose (all there are, if fewer)."},
		{"discard pile shuffled in", []engine.Op{{Kind: engine.OpDiscardToDeck, N: 2, Filter: engine.Filter{Category: engine.TrainerCard, Trainer: 1 + uint8(engine.Supporter)}, Dest: engine.ToDeck}},
			"Shuffle 2 Supporter cards of your choice from your discard pile into your deck (all there are, if fewer)."},
		{"hand on top", []engine.Op{{Kind: engine.OpHandToDeck, N: 1, Filter: engine.Filter{Category: engine.PokemonCard}, Dest: engine.ToDeckTop}},
			"Put 1 Pokémon of your choice from your hand onto your deck, on top (all you have, if fewer)."},
		{"two Trainer kinds", []engine.Op{{Kind: engine.OpTakeDiscard, N: 2, Filter: engine.Filter{Category: engine.TrainerCard, Trainer: 1 + uint8(engine.Supporter), OrTrainer: 1 + uint8(engine.Stadium)}}},
			"From your discard pile, put 2 Supporter or Stadium cards into your hand"},
		{"both halves of a LEGEND", []engine.Op{{Kind: engine.OpSearch, LegendPair: true, Filter: engine.Filter{Category: engine.PokemonCard}}},
			"Search your deck for both halves of one Pokémon LEGEND, put them into your hand (nothing if no LEGEND is there whole); then your deck is shuffled."},
		{"all Prize cards", []engine.Op{{Kind: engine.OpLookPrizes, N: -1}}, "Look at every one of your face-down Prize cards."},
		{"shuffle the Prize cards", []engine.Op{{Kind: engine.OpShufflePrizes}},
			"Count your Prize cards and shuffle them all into your deck; then deal the same number of cards, face down, from the top of the deck as your new Prize cards."},
		{"search by name", []engine.Op{{Kind: engine.OpSearch, N: 2, Filter: engine.Filter{Category: engine.TrainerCard, Name: "Looker"}}},
			"Search your deck for at most 2 cards named Looker, put them into your hand; then your deck is shuffled."},
		{"search of different types", []engine.Op{{Kind: engine.OpSearch, N: 3, Distinct: true, Filter: engine.Filter{Category: engine.PokemonCard, BasicOnly: true}, Dest: engine.ToBench}},
			"Search your deck for at most 3 Basic Pokémon of different types, put them onto your Bench; then your deck is shuffled."},
		{"search by a count", []engine.Op{{Kind: engine.OpSearch, N: 1, Count: engine.CountOwnBenched, Filter: engine.Filter{AnyCategory: true}}},
			"Search your deck for at most 1 card for every one of your Benched Pokémon, put them into your hand; then your deck is shuffled."},
		{"search for an Evolution card", []engine.Op{{Kind: engine.OpSearch, N: 1, Filter: engine.Filter{Category: engine.PokemonCard, Evolution: true}}},
			"Search your deck for at most 1 Evolution card, put it into your hand; then your deck is shuffled."},
		{"discard-deck that counts", []engine.Op{{Kind: engine.OpDiscardDeck, N: 3, Who: engine.WhoSelf, Filter: energy},
			{Kind: engine.OpBaseSet}, {Kind: engine.OpBasePer, Amount: 50, Count: engine.CountDiscarded}},
			"Discard the top 3 cards off your deck; count the Energy cards among them. The attack's base damage becomes 0. The attack does 50 extra damage for every card counted among those discarded this way."},
		{"attach the discarded card when it is a Fire Energy card", []engine.Op{{Kind: engine.OpDiscardDeck, N: 1, Who: engine.WhoSelf, Filter: fire},
			{Kind: engine.OpAttachSplit, Gate: engine.IfDone, N: 1, Who: engine.WhoSelf, Filter: fire}},
			"If a Fire basic Energy card was discarded this way: attach that card to the Attacking Pokémon."},
		{"for each Fire Energy attached", []engine.Op{{Kind: engine.OpDiscardDeck, N: 1, Who: engine.WhoDefending, Count: engine.CountSelfEnergy, Type: engine.Fire}},
			"Discard the top card off your opponent's deck for every Fire Energy attached to the Attacking Pokémon."},
		{"a plain discard-deck keeps its words", []engine.Op{{Kind: engine.OpDiscardDeck, N: 2}}, "Discard the top 2 cards off your opponent's deck."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Test", After: tt.ops}}}
			if got := Describe(c)[0].Text; !strings.Contains(got, tt.want) {
				t.Errorf("Describe = %q; want it to contain %q", got, tt.want)
			}
		})
	}
}

// The card-file fields of the deck primitives: a wrong one is an error at its line; a right
// one reaches the engine card and its data.
func TestDeckFields(t *testing.T) {
	facts := `{"id":"hgss2","era":"hgss","name":"HS—Unleashed","series":"HeartGold & SoulSilver","released":"2010/05/12","cards": [
{"id":"hgss2-68","set":"hgss2","number":"68","name":"Vulpix","category":"pokemon","stage":"basic","hp":60,"types":["Fire"],"retreat":1,"attacks":[{"name":"Fireworks","cost":["Fire"],"damage":20,"effect":true}]}
]}
`
	load := func(data string) (*Catalog, error) { return loadHgssCards(facts, data) }
	attack := func(op string) string {
		return "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [" + op + "]\n"
	}
	tests := []struct {
		name, data string
		want       string
	}{
		{"either on a search", attack("{op: search, n: 1, either: true}"), "either applies only to op reorder-top"},
		{"different types on a draw", attack("{op: draw, n: 1, different_types: true}"), "different_types applies only to op search"},
		{"take-top without top", attack("{op: take-top, n: 2}"), "needs top"},
		{"discard-to-deck without dest", attack("{op: discard-to-deck, n: 1, filter: {}}"), "needs dest"},
		{"discard-to-deck to the hand", attack("{op: discard-to-deck, n: 1, dest: hand}"), `dest "hand": want one of top, bottom, deck`},
		{"reorder a Benched Pokémon", attack("{op: reorder-top, n: 3, who: each-own-benched}"), "who names a deck"},
		{"unknown count", attack("{op: search, n: 1, count: discards}"), "discards"},
		{"or_trainer alone", attack("{op: take-discard, n: 1, filter: {category: trainer, or_trainer: stadium}}"), "needs trainer too"},
		{"legend_pair to the Bench", attack("{op: search, legend_pair: true, dest: bench}"), "legend_pair applies only to op search, to the hand"},
		{"hand-to-deck without dest", attack("{op: hand-to-deck, n: 1}"), "needs dest"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := load(tt.data)
			wantProblemAt(t, err, 4, tt.want)
		})
	}
	cat, err := load(attack("{op: discard-deck, n: 3, who: self, filter: {category: energy}}, {op: base-per, amount: 50, count: discarded}, {op: search, n: 2, different_types: true, filter: {category: trainer, name: Looker}}"))
	if err != nil {
		t.Fatal(err)
	}
	c, _ := cat.Get("hgss2-68")
	ops := c.Card.Attacks[0].After
	if !c.Playable() || ops[0].Filter.Category != engine.EnergyCard || ops[1].Count != engine.CountDiscarded || !ops[2].Distinct || ops[2].Filter.Name != "Looker" {
		t.Fatalf("ops = %+v; want the counting discard-deck and the search by name of different types", ops)
	}
	d := Describe(c.Card)[0].Primitives["after"]
	if f, _ := d[2]["filter"].(map[string]any); d[2]["different_types"] != true || f["name"] != "Looker" {
		t.Errorf("data = %v; want different_types and the filter's name", d[2])
	}
}
