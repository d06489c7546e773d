package content

import (
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// The fields added with optional attack parts, attach-split to one Pokémon, ignore_weakness, while_asleep
// and stats: a wrong one is an error at its line; a right one reaches the engine card.
func TestNewEffectFields(t *testing.T) {
	facts := `{"id":"hgss2","era":"hgss","name":"HS—Unleashed","series":"HeartGold & SoulSilver","released":"2010/05/12","cards": [
{"id":"hgss2-68","set":"hgss2","number":"68","name":"Vulpix","category":"pokemon","stage":"basic","hp":60,"types":["Fire"],"retreat":1,"attacks":[{"name":"Fireworks","cost":["Fire"],"damage":20,"effect":true}],"powers":[{"name":"Warm","kind":"poke-body"}]}
]}
`
	load := func(data string) (*Catalog, error) { return loadHgssCards(facts, data) }
	tests := []fieldProblem{
		{"opted gate without optional", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: draw, n: 1, gate: opted}]\n", 3, "need optional: true"},
		{"optional without a gated op", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      optional: true\n      after: [{op: draw, n: 1}]\n", 4, "needs ops gated opted or declined"},
		{"attach-split to the Defending Pokémon", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: attach-split, n: 1, who: defending}]\n", 4, "or one of your own Pokémon that takes them all"},
		{"attach-split of a Trainer", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: attach-split, who: self, filter: {category: trainer}}]\n", 4, "attaches Energy cards only"},
		{"attach-discard, merged into attach-split", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: attach-discard, who: self, n: 1}]\n", 4, "write attach-split with who naming the one Pokémon"},
		{"unknown stat", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks, after: [{op: draw, n: 1}]}\n  powers:\n    - {name: Warm, use: passive, stats: [{stat: speed, who: self}]}\n", 5, `unknown stat "speed"`},
		{"retreat change with no amount", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks, after: [{op: draw, n: 1}]}\n  powers:\n    - name: Warm\n      use: passive\n      stats:\n        - {stat: retreat, who: self}\n", 8, "needs amount or set"},
	}
	wantFieldProblems(t, load, tests)
	good := `- id: hgss2-68
  attacks:
    - name: Fireworks
      optional: true
      ignore_weakness: true
      after: [{op: attach-split, who: self, n: 1, gate: opted, filter: {category: energy, type: Fire}}]
  powers:
    - {name: Warm, use: passive, mods: [{stage: defender, set: true, amount: 0, while_asleep: true}], stats: [{stat: retreat, set: true, amount: 0, who: self, cond: if-energy}]}
`
	cat, err := load(good)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := cat.Get("hgss2-68")
	a, pw := c.Card.Attacks[0], c.Card.Powers[0]
	if !c.Playable() || !a.Optional || !a.IgnoreWeakness || a.After[0].Kind != engine.OpAttachSplit || a.After[0].Gate != engine.IfOpted ||
		!pw.Mods[0].WhileAsleep || len(pw.Stats) != 1 || pw.Stats[0].Cond != engine.IfEnergy {
		t.Errorf("card = %+v; want the optional attack, attach-split, while_asleep and the Retreat Cost change", c.Card)
	}
}
