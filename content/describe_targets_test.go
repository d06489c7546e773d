package content

import (
	"strings"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// The targets ops in card files: a wrong field is an error at its line, a right one reaches
// the engine card, and the generated words say what the engine does.
func TestTargetsFields(t *testing.T) {
	facts := `{"id":"hgss2","era":"hgss","name":"HS—Unleashed","series":"HeartGold & SoulSilver","released":"2010/05/12","cards": [
{"id":"hgss2-68","set":"hgss2","number":"68","name":"Vulpix","category":"pokemon","stage":"basic","hp":60,"types":["Fire"],"retreat":1,"attacks":[{"name":"Fireworks","cost":["Fire"],"damage":20,"effect":true}],"powers":[{"name":"Warm","kind":"poke-body"}]}
]}
`
	load := func(data string) (*Catalog, error) { return loadHgssCards(facts, data) }
	attack := func(ops string) string {
		return "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [" + ops + "]\n"
	}
	tests := []fieldProblem{
		{"match on an op that reads none", attack("{op: heal, amount: 10, who: self, match: {damaged: true}}"), 4, "match applies only to ops damage-each"},
		{"a targets set on another op", attack("{op: condition, condition: asleep, who: each-opponent}"), 4, "who each-opponent is read only by the targets ops"},
		{"damage-chosen from both sides", attack("{op: damage-chosen, who: each-pokemon, n: 2, amount: 10}"), 4, "picks among one player's Pokémon"},
		{"damage-chosen with no n", attack("{op: damage-chosen, who: each-opponent, amount: 10}"), 4, "needs n"},
		{"damage-each with no amount", attack("{op: damage-each, who: each-opponent}"), 4, "needs amount"},
		{"swap-damage with one Pokémon", attack("{op: swap-damage, who: self, to: self}"), 4, "swaps two Pokémon's damage"},
		{"move-counters to a set", attack("{op: move-counters, who: each-own, to: each-opponent, n: 2}"), 4, "the one Pokémon the counters go to"},
		{"move-counters-chosen with no n", attack("{op: move-counters-chosen, who: each-opponent, to: each-opponent}"), 4, "needs n"},
		{"an unknown power kind", attack("{op: damage-each, who: each-opponent, amount: 10, match: {power: trick}}"), 4, `unknown power kind "trick"`},
		{"picks outside an attack or a Trainer", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks}\n  powers:\n    - {name: Warm, use: between-turns, ops: [{op: counters-spread, who: each-opponent, n: 2}]}\n", 5, "takes the player's picks"},
	}
	wantFieldProblems(t, load, tests)
	cat, err := load(attack("{op: damage-each, who: each-pokemon, amount: 20, match: {not_types: [Darkness, Metal], power: ability, names: [Pineco]}}"))
	if err != nil {
		t.Fatal(err)
	}
	c, _ := cat.Get("hgss2-68")
	op := c.Card.Attacks[0].After[0]
	wantMatch := engine.Match{NotTypes: 1<<engine.Darkness | 1<<engine.Metal, Power: 1 + uint8(engine.Ability), Names: []string{"Pineco"}}
	if op.Kind != engine.OpDamageEach || op.Who != engine.WhoEachPokemon || op.Match.NotTypes != wantMatch.NotTypes ||
		op.Match.Power != wantMatch.Power || len(op.Match.Names) != 1 {
		t.Errorf("op = %+v; want damage-each on every Pokémon with match %+v", op, wantMatch)
	}
}

func TestDescribeTargets(t *testing.T) {
	atk := func(a engine.Attack) *engine.Card {
		a.Name = "Test"
		return &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{a}}
	}
	tests := []struct {
		name string
		card *engine.Card
		want string
	}{
		{"each damaged Benched Pokémon", atk(engine.Attack{After: []engine.Op{{Kind: engine.OpDamageEach, Who: engine.WhoEachOppBenched, Amount: 20, Match: engine.Match{Damaged: true}}}}),
			"20 damage to every one of your opponent's Benched Pokémon which has damage counters on it (no Weakness or Resistance on the Bench)."},
		{"every Pokémon but one type", atk(engine.Attack{After: []engine.Op{{Kind: engine.OpDamageEach, Who: engine.WhoEachPokemon, Amount: 20, Match: engine.Match{NotTypes: 1 << engine.Darkness}}}}),
			"20 damage to every one of the Pokémon in play (yours and your opponent's) which is not a Darkness Pokémon (Weakness and Resistance apply only to your opponent's Active Pokémon)."},
		{"no Weakness or Resistance at all", atk(engine.Attack{IgnoreWeakness: true, IgnoreResistance: true,
			After: []engine.Op{{Kind: engine.OpDamageEach, Who: engine.WhoEachPokemon, Amount: 80, Match: engine.Match{Power: 1 + uint8(engine.PokePower)}}}}),
			"80 damage to every one of the Pokémon in play (yours and your opponent's) which has a Poké-Power (no Weakness or Resistance on any of them)."},
		{"two chosen", atk(engine.Attack{After: []engine.Op{{Kind: engine.OpDamageChosen, Who: engine.WhoEachOpp, N: 2, Amount: 30}}}),
			"Choose 2 of your opponent's Pokémon (every one of them, if there are fewer): 30 damage to each (Weakness and Resistance apply only to your opponent's Active Pokémon)."},
		{"counters in any way", atk(engine.Attack{After: []engine.Op{{Kind: engine.OpCountersSpread, Who: engine.WhoEachOpp, N: 10}}}),
			"Spread 10 damage counters over your opponent's Pokémon as you choose."},
		{"until 10 HP", atk(engine.Attack{After: []engine.Op{{Kind: engine.OpCountersUntil, Who: engine.WhoDefending, Amount: 10}}}),
			"Put damage counters on the Defending Pokémon until it has 10 HP left."},
		{"4 from each of yours", atk(engine.Attack{After: []engine.Op{{Kind: engine.OpMoveCounters, Who: engine.WhoEachOwn, To: engine.WhoDefending, N: 4}}}),
			"Move 4 damage counters from every one of your Pokémon to the Defending Pokémon (all it has, if fewer)."},
		{"theirs among theirs", atk(engine.Attack{After: []engine.Op{{Kind: engine.OpMoveCountersChosen, Who: engine.WhoEachOpp, To: engine.WhoEachOpp, N: -1}}}),
			"Move as many damage counters as you like from your opponent's Pokémon to their other Pokémon, spread as you choose."},
		{"swap after a discard", atk(engine.Attack{After: []engine.Op{{Kind: engine.OpDiscardEnergy, Who: engine.WhoSelf, N: 1},
			{Kind: engine.OpSwapDamage, Gate: engine.IfDone, Who: engine.WhoSelf, To: engine.WhoDefending}}}),
			"If that did anything: swap all the damage counters on the Attacking Pokémon with those on the Defending Pokémon."},
		{"Knock Out a Basic", atk(engine.Attack{After: []engine.Op{{Kind: engine.OpKnockOut, Who: engine.WhoDefending, Match: engine.Match{BasicOnly: true, NotTags: engine.TagGX}}}}),
			"The Defending Pokémon is Knocked Out if it is a Basic Pokémon and is not a Pokémon-GX."},
		{"count with an Ability", atk(engine.Attack{Damage: 50, Before: []engine.Op{{Kind: engine.OpBaseSet}, {Kind: engine.OpBasePerMatch, Who: engine.WhoEachOpp, Amount: 50, Match: engine.Match{Power: 1 + uint8(engine.Ability)}}}}),
			"The attack does 50 extra damage for every one of your opponent's Pokémon which has an Ability. Then does the damage to the Defending Pokémon."},
		{"named Pokémon of yours", atk(engine.Attack{After: []engine.Op{{Kind: engine.OpDamageEach, Who: engine.WhoEachOwn, Amount: 30, Match: engine.Match{Names: []string{"Pineco", "Forretress"}}}}}),
			"30 damage to every one of your Pokémon which is named Pineco or Forretress (no Weakness or Resistance: your own Pokémon)."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Describe(tt.card)[0].Text; !strings.Contains(got, tt.want) {
				t.Errorf("Describe = %q; want it to contain %q", got, tt.want)
			}
		})
	}
}
