package content

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"
)

// The card files' words for board-state checks and passive effects: what each written card
// says, and the problems a wrong entry reports at its line.

func TestDescribePassiveCards(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatalf("LoadEmbeddedCatalog: %v", err)
	}
	tests := []struct {
		id, part string
		want     []string
	}{
		{"hgss2-34", "Tag Team Boost", []string{"If your Bench has Plusle on it: the attack does 20 extra damage."}},
		{"hgss2-85", "Dragon Steam", []string{"If any of your opponent's Pokémon in play is a Fire Pokémon: the attack's base damage becomes 20."}},
		{"hgss1-15", "Leech Life", []string{"Remove from the Attacking Pokémon as much damage as the attack did to the Defending Pokémon (after Weakness and Resistance)."}},
		{"hgss2-67", "Leech Seed", []string{"If the attack did any damage to the Defending Pokémon", "remove 10 damage from the Attacking Pokémon"}},
		{"hgss2-84", "Severe Poison", []string{"Poisoned; Poison puts 4 damage counters instead of the usual number on it between turns."}},
		{"hgss2-89", "Berserk", []string{"Attacks by this Pokémon do 60 extra damage while this Pokémon is damaged (has any damage counters)", "attacker stage"}},
		{"hgss4-6", "Pheromone Stamina", []string{"This Pokémon gets 20 more HP for every one of your Nidoqueen in play."}},
		{"hgss4-8", "Fiery Spirit", []string{"cannot be affected by Confused"}},
		{"hgss4-9", "Heal Block", []string{"No damage counters can be removed from any Pokémon in play (both players')", "while you have Lunatone in play"}},
		{"hgss4-60", "Lonely Bone", []string{"Attack damage done to this Pokémon is 20 lower for every Marowak in your discard pile", "defender stage"}},
		{"hgss4-75", "Disable", []string{"Heads: You choose one of the Defending Pokémon's attacks; throughout your opponent's next turn, the Defending Pokémon cannot use that attack."}},
		{"hgss4-82", "Illumisile", []string{"If you have no Illumise in play: the attack does nothing.", "chosen Benched Pokémon"}},
		{"hgss4-85", "", []string{"Can be played only if your opponent has fewer Prize cards left than you.", "40 extra damage"}},
		{"hgss4-92", "Time Circle", []string{"attacks do no damage to this Pokémon while the attacking Pokémon is a Stage 1 or Stage 2 Pokémon"}},
		{"col1-22", "Moonlight Fang", []string{"their effects do not reach it, when the attacking Pokémon has any Poké-Powers or Poké-Bodies"}},
		{"col1-51", "Poison Effect", []string{"If this Pokémon is Poisoned: the attack does 60 extra damage.", "is no longer Poisoned"}},
		{"xy1-4", "Harden", []string{"attacks do no damage to this Pokémon when that damage is 60 or less"}},
		{"xy1-48", "Gastro Acid", []string{"The Defending Pokémon has no Abilities until your next turn is over."}},
		{"xy1-95", "Sweet Veil", []string{"Each of your Pokémon with Fairy Energy attached cannot be affected by any Special Condition"}},
		{"sm1-56", "Surprise Strike", []string{"If this Pokémon moved from your Bench to the Active Spot this turn: the attack does 60 extra damage."}},
		{"sm1-58", "Power of Alchemy", []string{"Each Basic Pokémon (both players', in play, in the hand and in the discard pile) has no Abilities."}},
		{"sm1-92", "Fly Around", []string{"attacks do no damage to this Pokémon if a coin flipped when an attack would damage it comes up heads"}},
		{"sm5-23", "Flaming Fighter", []string{"Burn puts 6 damage counters instead of the usual number"}},
		{"sm5-39", "Freezing Gaze", []string{"Each of your opponent's Pokémon-GX or Pokémon-EX has no Abilities, wherever it is (in play, hand or discard pile), except Freezing Gaze."}},
		{"sm5-48", "Intimidating Fang", []string{"Attacks by your opponent's Active Pokémon do 30 less damage"}},
		{"sm5-57", "Exact Revenge", []string{"If in your opponent's last turn, damage from an attack Knocked Out any of your Fighting Pokémon: the attack does 70 extra damage."}},
		{"sm5-70", "Power Huddle", []string{"In effect while the Pokémon is on the Bench.", "Attacks by each of your Passimian do 30 extra damage", "is an Evolution Pokémon"}},
		{"sm5-76", "Sticky Smokescreen", []string{"its player flips 2 coins: if any of them is tails, the attack does nothing."}},
		{"sm5-85", "Earthen Shield", []string{"Attacks do no damage to each of your Pokémon (Metal defenders) while the attacking Pokémon is your opponent's and has any Special Energy attached"}},
		{"sm5-90", "Sun's Eclipse-GX", []string{"A GX attack. Can be used only if your opponent has fewer Prize cards left than you."}},
		{"sm5-99", "Royal Blades", []string{"If you played Cynthia from your hand this turn: the attack does 100 extra damage."}},
		{"hgss1-43", "Green Draw", []string{"Draw a card for every one of your Grass Pokémon in play."}},
		{"sm1-27", "Hustling Strike", []string{"The attack does 20 extra damage for every one of your Benched Pokémon which is a Fire Pokémon."}},
		{"col1-13", "Miasma Wind", []string{"50 extra damage for every Special Condition affecting the Defending Pokémon"}},
	}
	for _, tc := range tests {
		t.Run(tc.id+" "+tc.part, func(t *testing.T) {
			c, ok := cat.Get(tc.id)
			if !ok {
				t.Fatalf("Get(%q) found nothing", tc.id)
			}
			if !c.Playable() {
				t.Fatalf("%s is not playable: %v", tc.id, c.Missing)
			}
			var text string
			for _, e := range Describe(c.Card) {
				if e.Name == tc.part {
					text = e.Text
				}
			}
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Errorf("Describe(%s) %s = %q; want it to contain %q", tc.id, tc.part, text, w)
				}
			}
		})
	}
}

func TestPassiveFieldErrors(t *testing.T) {
	const pk = "- id: hgss9-1\n  name: Tester\n  category: pokemon\n  stage: basic\n  hp: 60\n  types: [Fire]\n  attacks:\n    - name: Hit\n      cost: [Fire]\n"
	tests := []struct {
		name     string
		data     string
		wantLine int
	}{
		{"unknown check", pk + "      before: [{op: base-add, amount: 10, if: {check: sunny}}]\n", 10},
		{"a named check without a name", pk + "      before:\n        - {op: base-add, amount: 10,\n           if: {check: played}}\n", 12},
		{"benched with neither name nor type", pk + "      before:\n        - {op: base-add, amount: 10,\n           if: {check: benched}}\n", 12},
		{"a name where none is read", pk + "      before:\n        - {op: base-add, amount: 10,\n           if: {check: stadium, name: X}}\n", 12},
		{"a typed check without a type", pk + "      before:\n        - {op: base-add, amount: 10,\n           if: {check: defender-type}}\n", 12},
		{"deck-at-most without n", pk + "      before:\n        - {op: base-add, amount: 10,\n           if: {check: deck-at-most}}\n", 12},
		{"per on an op other than base-per", pk + "      before:\n        - {op: base-add, amount: 10,\n           per: {check: stadium}}\n", 12},
		{"base-per with neither count nor per", pk + "      before:\n        - {op: base-per, amount: 10}\n", 11},
		{"Poison counters on another condition", pk + "      after:\n        - {op: condition, condition: burned,\n           n: 2}\n", 12},
		{"up_to without set", pk + "      after:\n        - {op: lasting, lasting: {kind: modifier, mod: {stage: defender, amount: -10,\n           up_to: 60}}}\n", 12},
		{"coins on a lasting effect that flips none", pk + "      after:\n        - {op: lasting, lasting: {kind: cant-attack,\n           coins: 2}}\n", 12},
		{"pick_attack beside a named attack", pk + "      after:\n        - {op: lasting, lasting: {kind: cant-use-attack, attack: Hit,\n           pick_attack: true}}\n", 12},
		{"unknown reach", pk + "  powers:\n    - name: P\n      kind: poke-body\n      use: passive\n      mods:\n        - {stage: defender, amount: -10,\n           reach: everyone}\n", 16},
		{"conditions on a stat other than no-condition", pk + "  powers:\n    - name: P\n      kind: poke-body\n      use: passive\n      stats:\n        - {stat: no-healing, who: all,\n           conditions: [asleep]}\n", 16},
		{"hp without an amount", pk + "  powers:\n    - name: P\n      kind: poke-body\n      use: passive\n      stats:\n        - {stat: hp, who: self}\n", 15},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := LoadCards(fstest.MapFS{"cards/hgss.yaml": {Data: []byte(tt.data)}})
			var ps Problems
			if !errors.As(err, &ps) || len(ps) == 0 {
				t.Fatalf("LoadCards = %v; want a problem at line %d", err, tt.wantLine)
			}
			if ps[0].Line != tt.wantLine {
				t.Errorf("problem at line %d (%v); want line %d", ps[0].Line, ps[0], tt.wantLine)
			}
		})
	}
}
