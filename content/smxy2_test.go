package content

import (
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// The fields and ops of the second pass over the xy- and sm-era cards: a wrong one is an
// error at its line; a right one reaches the engine card.
func TestSecondPassFields(t *testing.T) {
	facts := `{"id":"hgss2","era":"hgss","name":"HS—Unleashed","series":"HeartGold & SoulSilver","released":"2010/05/12","cards": [
{"id":"hgss2-68","set":"hgss2","number":"68","name":"Vulpix","category":"pokemon","stage":"basic","hp":60,"types":["Fire"],"retreat":1,"attacks":[{"name":"Fireworks","cost":["Fire"],"damage":20,"effect":true}],"powers":[{"name":"Warm","kind":"poke-power"}]}
]}
`
	load := func(data string) (*Catalog, error) { return loadHgssCards(facts, data) }
	attack := func(ops string) string {
		return "- id: hgss2-68\n  powers:\n    - {name: Warm, use: activated, ops: [{op: draw, n: 1}]}\n  attacks:\n    - name: Fireworks\n      after: " + ops + "\n"
	}
	tests := []fieldProblem{
		{"use_if on a passive power", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks, after: [{op: draw, n: 1}]}\n  powers:\n    - {name: Warm, use: passive, use_if: {check: in-play, name: Vulpix}, mods: [{stage: defender, amount: -10}]}\n", 5, "use_if limits a power its player uses"},
		{"discard-stadium of your own", attack("[{op: discard-stadium, who: self}]"), 6, "op discard-stadium: who is unset"},
		{"move-energy-chosen from the opponent", attack("[{op: move-energy-chosen, who: each-opponent, to: self, n: -1}]"), 6, "move-energy-chosen: who each-opponent"},
		{"move-energy-chosen to the Defending Pokémon", attack("[{op: move-energy-chosen, who: each-own, to: defending, n: -1}]"), 6, "op move-energy-chosen: to is self"},
		{"move-energy-chosen with no n", attack("[{op: move-energy-chosen, who: each-own, to: each-own}]"), 6, "needs n"},
		{"move-energy-chosen of Trainer cards", attack("[{op: move-energy-chosen, who: each-own, to: each-own, n: 1, filter: {category: trainer}}]"), 6, "filter category is energy"},
		{"move-energy-chosen in a power", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks, after: [{op: draw, n: 1}]}\n  powers:\n    - {name: Warm, use: activated, ops: [{op: move-energy-chosen, who: each-own, to: each-own, n: 1}]}\n", 5, "it belongs in an attack"},
		{"or_name without name", attack("[{op: search, n: 1, filter: {or_name: Ninetales}}]"), 6, "or_name is a second name"},
		{"n on a Burn", attack("[{op: condition, condition: burned, who: defending, n: 2}]"), 6, "applies to poisoned"},
		{"prizes from hand-random", attack("[{op: hand-random, n: 1, who: defending, dest: prizes}]"), 6, `dest "prizes"`},
		{"search-attach-each with no filter", attack("[{op: search-attach-each, who: each-own-benched, n: 1, match: {attack: Nuzzle}}]"), 6, "needs filter category energy"},
		{"search-attach-each to the opponent's", attack("[{op: search-attach-each, who: defending, n: 1, filter: {category: energy}}]"), 6, "search-attach-each: who is each-own"},
		{"an attack match on an op that reads none", attack("[{op: heal, amount: 10, who: self, match: {attack: Nuzzle}}]"), 6, "match applies only to"},
		{"search-attach-chosen with no n", attack("[{op: search-attach-chosen, who: each-own-benched, filter: {category: energy}}]"), 6, "needs n: how many Pokémon"},
		{"base-add-exact-heads in a power", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks, after: [{op: draw, n: 1}]}\n  powers:\n    - {name: Warm, use: activated, ops: [{op: base-add-exact-heads, n: 1, amount: 20}]}\n", 5, "in an attack"},
		{"free-attach-next in a power", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks, after: [{op: draw, n: 1}]}\n  powers:\n    - {name: Warm, use: activated, ops: [{op: free-attach-next}]}\n", 5, "it belongs in an attack"},
		{"an unknown count", attack("[{op: base-per, amount: 10, count: bench-colours}]"), 6, "bench-colours"},
	}
	wantFieldProblems(t, load, tests)
	good := `- id: hgss2-68
  powers:
    - {name: Warm, use: activated, use_if: {check: in-play, name: Ninetales}, ops: [{op: draw, n: 1}]}
  attacks:
    - name: Fireworks
      after:
        - {op: discard-stadium, who: defending}
        - {op: move-energy-chosen, who: each-own-benched, to: self, n: -1}
        - {op: hand-pick, n: 1, who: defending, dest: prizes}
        - {op: condition, condition: asleep, who: defending, n: 2}
        - {op: evolve-from-deck, who: each-own-benched, filter: {name: Ninetales, or_name: Ninetales-GX}}
        - {op: search-attach-each, who: each-own-benched, match: {attack: Nuzzle}, filter: {category: energy, type: Lightning}}
`
	cat, err := load(good)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := cat.Get("hgss2-68")
	pw, ops := c.Card.Powers[0], c.Card.Attacks[0].After
	if !c.Playable() || pw.UseIf.Kind != engine.CheckInPlay || ops[0].Kind != engine.OpDiscardStadium ||
		ops[1].Kind != engine.OpMoveEnergyChosen || ops[1].To != engine.WhoSelf || ops[2].Dest != engine.ToPrizes ||
		ops[3].N != 2 || ops[4].Filter.OrName != "Ninetales-GX" || ops[5].Match.Attack != "Nuzzle" {
		t.Errorf("card = %+v; want use_if, discard-stadium, move-energy-chosen, hand-pick to the Prize cards, asleep with 2 coins and or_name", c.Card)
	}
}
