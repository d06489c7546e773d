package content

import (
	"testing"
	"testing/fstest"

	"github.com/rulesd/rulesd/engine"
)

// The words for the ops that take cards out of play say what the engine does with them.
func TestDescribeRemoveOps(t *testing.T) {
	tests := []struct {
		name     string
		op       engine.Op
		inAttack bool
		want     string
	}{
		{"own Pokémon to the hand", engine.Op{Kind: engine.OpReturnPokemon, Who: engine.WhoChosenOwn}, false,
			"Put the chosen Pokémon of yours and every card attached to it into your hand (it is not Knocked Out)."},
		{"the attacker into the deck", engine.Op{Kind: engine.OpReturnPokemon, Who: engine.WhoSelf, Dest: engine.ToDeck}, true,
			"Shuffle the Attacking Pokémon and every card attached to it into your deck (it is not Knocked Out)."},
		{"the Defending Pokémon to its owner's hand", engine.Op{Kind: engine.OpReturnPokemon, Who: engine.WhoDefending}, true,
			"Put the Defending Pokémon and every card attached to it into your opponent's hand (it is not Knocked Out)."},
		{"an unset target in an attack is the Defending Pokémon's", engine.Op{Kind: engine.OpReturnPokemon}, true,
			"Put the Defending Pokémon and every card attached to it into your opponent's hand (it is not Knocked Out)."},
		{"a Tool discarded", engine.Op{Kind: engine.OpDiscardTool, Who: engine.WhoDefending}, true,
			"Discard the Pokémon Tool attached to the Defending Pokémon."},
		{"a Tool to the hand", engine.Op{Kind: engine.OpToolToHand, Who: engine.WhoChosenOwn}, false,
			"Put the Pokémon Tool attached to the chosen Pokémon of yours into your hand."},
		{"every Special Energy", engine.Op{Kind: engine.OpDiscardSpecialEnergy, N: -1, Who: engine.WhoEachOppBenched}, true,
			"Discard every Special Energy card from among those attached to every one of your opponent's Benched Pokémon."},
		{"a Special Energy to the Lost Zone", engine.Op{Kind: engine.OpDiscardSpecialEnergy, N: 1, Who: engine.WhoChosenOpp, ToLostZone: true}, false,
			"Put 1 Special Energy card attached to the chosen opponent's Pokémon in the Lost Zone."},
		{"typed Energy to the hand", engine.Op{Kind: engine.OpReturnEnergy, N: 2, Type: engine.Water, Who: engine.WhoSelf}, true,
			"Put 2 Water Energy cards attached to the Attacking Pokémon into your hand."},
		{"all Energy into the opponent's deck", engine.Op{Kind: engine.OpReturnEnergy, N: -1, Who: engine.WhoDefending, Dest: engine.ToDeck}, true,
			"Shuffle every Energy card attached to the Defending Pokémon into your opponent's deck."},
		{"discard the attached cards, the Pokémon to the hand", engine.Op{Kind: engine.OpReturnPokemonOnly, Who: engine.WhoSelf}, false,
			"Discard every card attached to this Pokémon, then put this Pokémon into your hand (it is not Knocked Out)."},
		{"Knocked Out to the Lost Zone", engine.Op{Kind: engine.OpKOLostZone}, true,
			"If any of your opponent's Pokémon is Knocked Out by damage from this attack, it and every card attached to it go to the Lost Zone instead of the discard pile."},
		{"the opponent keeps two Benched Pokémon", engine.Op{Kind: engine.OpKeepBench, N: 2, Who: engine.WhoEachOppBenched}, false,
			"Your opponent chooses 2 of their Benched Pokémon to keep and shuffles each of the others, with every card attached to it, into their deck (they are not Knocked Out)."},
		{"1 Energy from the Defending Pokémon: the player's choice", engine.Op{Kind: engine.OpDiscardEnergy, N: 1, Who: engine.WhoDefending}, true,
			"Discard 1 Energy card of your choice from among those attached to the Defending Pokémon."},
		{"2 Energy from the attacker: the player's choice", engine.Op{Kind: engine.OpDiscardEnergy, N: 2, Who: engine.WhoSelf}, true,
			"Discard 2 Energy cards of your choice from among those attached to the Attacking Pokémon."},
		{"1 Fire Energy from the attacker: cards of one type, no words on the choice", engine.Op{Kind: engine.OpDiscardEnergy, N: 1, Type: engine.Fire, Who: engine.WhoSelf}, true,
			"Discard 1 Fire Energy card from among those attached to the Attacking Pokémon."},
		{"1 Energy moved from the Defending Pokémon: the player's choice", engine.Op{Kind: engine.OpMoveEnergy, N: 1, Who: engine.WhoDefending, To: engine.WhoChosenOpp}, true,
			"Move at most 1 Energy from the Defending Pokémon to the chosen opponent's Pokémon: you choose which."},
		{"every Fire Energy: no choice to make", engine.Op{Kind: engine.OpDiscardEnergy, N: -1, Type: engine.Fire, Who: engine.WhoSelf}, true,
			"Discard every Fire Energy card attached to the Attacking Pokémon."},
		{"Energy from the opponent's Pokémon", engine.Op{Kind: engine.OpDiscardOppEnergy, N: 2}, true,
			"Discard 2 Energy cards attached to your opponent's Pokémon, from whichever of them you choose (the same one more than once if it has that many)."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := opWords{inAttack: tt.inAttack}
			if got := w.ops([]engine.Op{tt.op}); got != tt.want {
				t.Errorf("words(%v) = %q; want %q", tt.op.Kind, got, tt.want)
			}
		})
	}
}

// The new ops' fields: a wrong one is an error at its line; a right one reaches the engine.
func TestRemoveFields(t *testing.T) {
	facts := `{"id":"hgss2","era":"hgss","name":"HS—Unleashed","series":"HeartGold & SoulSilver","released":"2010/05/12","cards": [
{"id":"hgss2-68","set":"hgss2","number":"68","name":"Vulpix","category":"pokemon","stage":"basic","hp":60,"types":["Fire"],"retreat":1,"attacks":[{"name":"Fireworks","cost":["Fire"],"damage":20,"effect":true}],"powers":[{"name":"Warm","kind":"poke-power"}]}
]}
`
	load := func(data string) (*Cards, error) {
		return LoadCards(fstest.MapFS{"cards/hgss.yaml": {Data: []byte(data)}, "cards/facts/hgss2.json": {Data: []byte(facts)}})
	}
	tests := []fieldProblem{
		{"lost-own-energy in a power", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks, after: [{op: draw, n: 1}]}\n  powers:\n    - name: Warm\n      use: activated\n      ops: [{op: lost-own-energy, n: 1}]\n", 7, "belongs in an attack"},
		{"lost-hand, merged into hand-pick", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: lost-hand, n: 1}]\n", 4, "write hand-pick with who: self and lost_zone: true"},
		{"ko-lost-zone in a power", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks, after: [{op: draw, n: 1}]}\n  powers:\n    - {name: Warm, use: activated, ops: [{op: ko-lost-zone}]}\n", 5, "belongs in an attack"},
		{"two ops reading picks", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: lost-own-energy, n: 1}, {op: discard-opp-energy, n: 1}]\n", 3, "only one op of an attack"},
		{"discard-tool sends nothing anywhere", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: discard-tool, dest: hand}]\n", 4, "takes no dest"},
		{"count done after an op that moves nothing", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      before: [{op: base-set}, {op: base-per, amount: 50, count: done}]\n", 3, "count done reads what the op just before"},
		{"play_if_active on a Pokémon", "- id: hgss2-68\n  play_if_active: [Water]\n  attacks:\n    - {name: Fireworks, after: [{op: draw, n: 1}]}\n", 2, "belongs to a Trainer card"},
		{"keep-bench in an attack", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: keep-bench, n: 2, who: each-opponent-benched}]\n", 4, "keep-bench: in a Trainer card's play"},
		{"not_first_or_new_turn on a passive power", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks, after: [{op: draw, n: 1}]}\n  powers:\n    - {name: Warm, use: passive, not_first_or_new_turn: true, mods: [{stage: defender, amount: -10}]}\n", 5, "limits a power its player uses"},
		{"rescue on a Pokémon", "- id: hgss2-68\n  rescue: true\n  attacks:\n    - {name: Fireworks, after: [{op: draw, n: 1}]}\n", 2, "belongs to a Special Energy card"},
		{"return-pokemon to the Bench", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: return-pokemon, who: self, dest: bench}]\n", 4, "want one of hand, deck"},
	}
	wantFieldProblems(t, load, tests)
	cs, err := load("- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: return-pokemon, who: self, dest: deck}, {op: return-energy, n: -1, type: Fire, who: defending}]\n  powers:\n    - {name: Warm, use: activated, choose_own: pokemon, ops: [{op: tool-to-hand, who: chosen-own}]}\n")
	if err != nil {
		t.Fatal(err)
	}
	c, _ := cs.Card("hgss2-68")
	after := c.Attacks[0].After
	if after[0].Kind != engine.OpReturnPokemon || after[0].Dest != engine.ToDeck || after[1].Kind != engine.OpReturnEnergy || after[1].N != -1 || after[1].Type != engine.Fire {
		t.Errorf("after = %+v; want return-pokemon to the deck, then every Fire Energy card back", after)
	}
	if d := opData(after[0]); d["dest"] != "deck" {
		t.Errorf("opData(return-pokemon) = %v; want dest deck", d)
	}
}
