package content

import (
	"strings"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// The hand ops in card files: a wrong field is an error at its line; a right one reaches
// the engine card with the defaults the engine reads.
func TestHandFields(t *testing.T) {
	facts := `{"id":"hgss2","era":"hgss","name":"HS—Unleashed","series":"HeartGold & SoulSilver","released":"2010/05/12","cards": [
{"id":"hgss2-68","set":"hgss2","number":"68","name":"Vulpix","category":"pokemon","stage":"basic","hp":60,"types":["Fire"],"retreat":1,"attacks":[{"name":"Fireworks","cost":["Fire"],"damage":20,"effect":true}]}
]}
`
	load := func(data string) (*Catalog, error) { return loadHgssCards(facts, data) }
	attack := func(after string) string {
		return "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [" + after + "]\n"
	}
	tests := []struct {
		name, data string
		want       string
	}{
		{"show-hand with no who", attack("{op: show-hand}"), "needs who: self"},
		{"hand-random of a Pokémon", attack("{op: hand-random, who: chosen-own}"), "needs who: self"},
		{"draw-per with no count", attack("{op: draw-per, n: 1}"), "needs count"},
		{"exact on hand-random", attack("{op: hand-random, who: defending, exact: true}"), "exact applies only to op hand-pick"},
		{"reveal on draw", attack("{op: draw, n: 1, reveal: true}"), "reveal applies only to op each-draw"},
		{"owner chooses from your own hand", attack("{op: hand-pick, n: 1, who: self, owner_chooses: true}"), "owner_chooses applies only"},
		{"hand-pick of none", attack("{op: hand-pick, who: self}"), "n must be at least 1"},
		{"hand-random with amount and n", attack("{op: hand-random, who: defending, n: 1, amount: 3}"), "then n is unset"},
		{"hand-pick to the bench", attack("{op: hand-pick, n: 1, who: self, dest: bench}"), `dest "bench"`},
		{"trainer-lock on Energy", attack("{op: trainer-lock, filter: {category: energy}}"), "filter category is trainer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := load(tt.data)
			wantProblemAt(t, err, 4, tt.want)
		})
	}
	cat, err := load(attack("{op: hand-pick, n: 2, who: self, exact: true}, {op: hand-random, n: 1, who: defending, dest: deck}, {op: each-draw, n: 1, reveal: true}, {op: trainer-lock, filter: {category: trainer, trainer: item}}"))
	if err != nil {
		t.Fatal(err)
	}
	c, _ := cat.Get("hgss2-68")
	ops := c.Card.Attacks[0].After
	if !c.Playable() || ops[0].Kind != engine.OpHandPick || !ops[0].Exact || !ops[0].Filter.AnyCategory || ops[0].Dest != engine.ToDiscard ||
		ops[1].Dest != engine.ToDeck || !ops[2].Reveal || ops[3].Filter.Trainer != 1+uint8(engine.Item) {
		t.Errorf("ops = %+v; want hand-pick (exact, any card, to the discard pile), hand-random to the deck, each-draw shown, an Item ban", ops)
	}
}

func TestDescribeHand(t *testing.T) {
	atk := func(ops ...engine.Op) *engine.Card {
		return &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "A", After: ops}}}
	}
	item := func(ops ...engine.Op) *engine.Card {
		return &engine.Card{Category: engine.TrainerCard, Trainer: engine.Item, Play: ops}
	}
	anyCard := engine.Filter{AnyCategory: true}
	tests := []struct {
		name string
		card *engine.Card
		want string
	}{
		{"look at the opponent's hand", atk(engine.Op{Kind: engine.OpShowHand, Who: engine.WhoDefending}), "Your opponent shows you their hand."},
		{"show your own hand", atk(engine.Op{Kind: engine.OpShowHand, Who: engine.WhoSelf}), "You show your hand to your opponent."},
		{"draw per card in the opponent's hand", item(engine.Op{Kind: engine.OpShuffleHand, Who: engine.WhoSelf}, engine.Op{Kind: engine.OpDrawPer, N: 1, Count: engine.CountOppHand}),
			"Shuffle your hand back into your deck. Draw 1 card for every card in your opponent's hand."},
		{"counters per card", atk(engine.Op{Kind: engine.OpCountersPer, N: 1, Count: engine.CountOppHand, Who: engine.WhoDefending}),
			"The Defending Pokémon gets 1 damage counter for every card in your opponent's hand."},
		{"random discard", atk(engine.Op{Kind: engine.OpHandRandom, N: 1, Who: engine.WhoDefending, Dest: engine.ToDiscard}),
			"Discard 1 card chosen at random from your opponent's hand."},
		{"random until 3 left", atk(engine.Op{Kind: engine.OpHandRandom, Amount: 3, Who: engine.WhoDefending, Dest: engine.ToDiscard}),
			"until 3 cards are left in it"},
		{"random to the deck", atk(engine.Op{Kind: engine.OpHandRandom, N: 1, Who: engine.WhoDefending, Dest: engine.ToDeck}),
			"Your opponent shows 1 card chosen at random from their hand and shuffles it into their deck."},
		{"random to the Lost Zone", atk(engine.Op{Kind: engine.OpHandRandom, N: 1, Who: engine.WhoDefending, ToLostZone: true}),
			"Put 1 card chosen at random from your opponent's hand in the Lost Zone."},
		{"whole hand", atk(engine.Op{Kind: engine.OpHandRandom, N: -1, Who: engine.WhoDefending, Dest: engine.ToDiscard}),
			"Discard every card in your opponent's hand."},
		{"exact pick in an attack", atk(engine.Op{Kind: engine.OpHandPick, N: 2, Who: engine.WhoSelf, Exact: true, Filter: anyCard, Dest: engine.ToDiscard}),
			"Choose 2 cards from your hand and discard them (with fewer than 2 there, the attack does nothing)."},
		{"exact pick in an Item", item(engine.Op{Kind: engine.OpHandPick, N: 2, Who: engine.WhoSelf, Exact: true, Filter: anyCard, Dest: engine.ToDiscard}),
			"(it needs 2: with fewer there, it cannot be played or used)"},
		{"the owner chooses", atk(engine.Op{Kind: engine.OpHandPick, N: 1, Who: engine.WhoDefending, OwnerChooses: true, Filter: anyCard, Dest: engine.ToDiscard}),
			"Your opponent chooses 1 card from their hand and discards it"},
		{"you choose Energy from their hand", atk(engine.Op{Kind: engine.OpHandPick, N: 2, Who: engine.WhoDefending, Filter: engine.Filter{Category: engine.EnergyCard}, Dest: engine.ToDiscard}),
			"Choose 2 Energy cards from your opponent's hand and discard them (all there are, if fewer)."},
		{"the opponent may draw", item(engine.Op{Kind: engine.OpDraw, N: 3}, engine.Op{Kind: engine.OpOppMayDraw, N: 1}),
			"Draw 3 cards. Your opponent may draw 1 card (their choice, given with the play)."},
		{"each player draws", atk(engine.Op{Kind: engine.OpEachDraw, N: 3}), "Each player draws 3 cards, you first."},
		{"draw to match", atk(engine.Op{Kind: engine.OpDrawToMatch}), "Draw cards until you have as many cards in your hand as your opponent has in theirs"},
		{"Supporter ban", atk(engine.Op{Kind: engine.OpTrainerLock, Filter: engine.Filter{Category: engine.TrainerCard, Trainer: 1 + uint8(engine.Supporter)}}),
			"During your opponent's next turn, they cannot play Supporter cards from their hand."},
		// Poltergeist counts Items, Supporters and Stadiums alike: the words must not read as
		// Items alone.
		{"Trainer cards of every kind in the opponent's hand", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "A", Damage: 30, Suffix: "×",
			Before: []engine.Op{{Kind: engine.OpBaseSet}, {Kind: engine.OpBasePer, Amount: 30, Count: engine.CountOppHandTrainers}}}}},
			"The attack does 30 extra damage for every Trainer card in your opponent's hand (Supporter and Stadium cards included)."},
		{"hands equal", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "A", Damage: 40, Suffix: "+",
			Before: []engine.Op{{Kind: engine.OpBasePer, Amount: 40, Count: engine.CountHandsEqual}}}}},
			"If your hand and your opponent's hand hold equally many cards, the attack does 40 extra damage."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Describe(tt.card)
			if len(got) == 0 || !strings.Contains(got[len(got)-1].Text, tt.want) {
				t.Errorf("Describe(%s) = %+v; want text containing %q", tt.name, got, tt.want)
			}
		})
	}
}
