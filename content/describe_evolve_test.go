package content

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// The evolve fields: a wrong one is an error at its line; a right one reaches the engine card
// and its words.
func TestEvolveFields(t *testing.T) {
	load := loadHgss2Cards
	tests := []fieldProblem{
		{"optional on an activated power", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks}\n  powers:\n    - {name: Warm, use: activated, optional: true, ops: [{op: draw, n: 1}]}\n", 5, "optional applies to powers used as"},
		{"evolving the Defending Pokémon", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: evolve-from-deck}]\n", 4, "evolves your own Pokémon"},
		{"rare-candy in an attack", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: rare-candy}]\n", 4, "belongs in a Trainer card's play"},
		{"swap-same-name in a Trainer", "- id: hgss2-82\n  play: [{op: swap-same-name}]\n", 2, "belongs in a power's ops"},
		{"evolve_rules on a draw", "- id: hgss2-82\n  play: [{op: draw, n: 1, evolve_rules: true}]\n", 2, "evolve_rules applies only"},
		{"stage_1_too on evolve-from-deck", "- id: hgss2-82\n  choose_own: pokemon\n  play: [{op: evolve-from-deck, who: chosen-own, stage_1_too: true}]\n", 3, "stage_1_too applies only"},
		{"attached_type outside attached-from-hand", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks}\n  powers:\n    - {name: Warm, use: activated, ops: [{op: evolve-from-deck, who: self, attached_type: true}]}\n", 5, "attached_type needs use: attached-from-hand"},
		{"unknown first-turn rule", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks, first_turn: always}\n", 3, `unknown first-turn rule "always"`},
		{"switch-in of the Defending Pokémon", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks}\n  powers:\n    - {name: Warm, use: activated, ops: [{op: switch-in, who: defending}]}\n", 5, "who must be self or chosen-own"},
		{"evolved-this-turn of the Defending Pokémon", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: evolved-this-turn, who: defending}]\n", 4, "who must be self"},
	}
	wantFieldProblems(t, load, tests)
	good := `- id: hgss2-68
  attacks:
    - name: Fireworks
      first_turn: if-first
      after: [{op: evolved-this-turn, who: self}, {op: condition, condition: burned, who: defending, gate: done}]
  powers:
    - {name: Warm, use: benched-from-hand, optional: true, ops: [{op: flip}, {op: condition, condition: burned, who: defending, gate: heads}, {op: switch-in, who: chosen-own, filter: {type: Water}}]}
- id: hgss2-82
  choose_own: pokemon
  play: [{op: rare-candy, stage_1_too: true, evolve_rules: true}]
`
	cat, err := load(good)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := cat.Get("hgss2-68")
	candy, _ := cat.Get("hgss2-82")
	a, pw, op := v.Card.Attacks[0], v.Card.Powers[0], candy.Card.Play[0]
	if !v.Playable() || !candy.Playable() || a.FirstTurn != engine.FirstTurnIfFirst || pw.Use != engine.UseBenchedFromHand || !pw.Optional ||
		op.Kind != engine.OpRareCandy || !op.Stage1Too || !op.EvolveRules {
		t.Fatalf("cards = %+v, %+v; want the first-turn attack, the benched power and the Rare Candy op", v.Card, candy.Card)
	}
	words := map[string][]string{}
	for _, c := range []*CatalogCard{v, candy} {
		for _, e := range Describe(c.Card) {
			words[c.Card.ID] = append(words[c.Card.ID], e.Text)
		}
	}
	for id, want := range map[string][]string{
		"hgss2-68": {"If you went first, you may use this attack during your first turn.", "If it did: the Defending Pokémon is now Burned.",
			"When, in your turn, this Pokémon comes from your hand onto your Bench, this power may be used: flip a coin.",
			"Switch the chosen Benched Pokémon (it must be a Water Pokémon) with your Active Pokémon."},
		"hgss2-82": {"a Stage 1 or Stage 2 card from your hand", "Like evolving, not during your first turn"},
	} {
		all := strings.Join(words[id], " ")
		for _, w := range want {
			if !strings.Contains(all, w) {
				t.Errorf("%s words %q; want %q in them", id, all, w)
			}
		}
	}
}

// Every Stage 2 card of the catalogue knows the Basic Pokémon its Stage 1 evolves from, so
// Rare Candy can put it on one.
func TestCatalogBasicNames(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, era, want string }{
		{"Garchomp", "sm", "Gible"},
		{"Aegislash", "xy", "Honedge"},
		{"Typhlosion", "hgss", "Cyndaquil"},
	}
	for _, tt := range tests {
		found := false
		for _, c := range cat.ForEra(tt.era) {
			if c.Card.Name == tt.name && c.Card.Stage == engine.Stage2 {
				found = true
				if !slices.Contains(c.Card.BasicNames, tt.want) {
					t.Errorf("%s (%s) BasicNames = %v; want %s among them", tt.name, c.Card.ID, c.Card.BasicNames, tt.want)
				}
			}
		}
		if !found {
			t.Errorf("no Stage 2 %s in %s", tt.name, tt.era)
		}
	}
}

// The evolve cards' words say what the printed cards do.
func TestEvolveCardWords(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ id, want string }{
		{"sm5-96", "search your deck for a card which evolves from the Attacking Pokémon; put it onto that Pokémon"},
		{"xy1-116", "Not during your first turn, and not on a Pokémon that came into play this turn."},
		{"sm1-101", "of the type of the basic Energy card just attached"},
		{"xy1-74", "Only while this Pokémon is Confused"},
		{"xy1-85", "Switch this Pokémon's card with a card of the same name from your hand"},
		{"sm5-45", "If you went second, this Pokémon may evolve during your first turn"},
		{"sm5-73", "Usable only during your first turn, and only if you went second."},
		{"hgss4-50", "If it did: the Defending Pokémon is now Paralyzed."},
		{"sm1-129", "Put a Stage 2 card from your hand that evolves from the chosen Pokémon"},
	}
	for _, tt := range tests {
		c, ok := cat.Get(tt.id)
		if !ok {
			t.Fatalf("no card %s", tt.id)
		}
		var all []string
		for _, e := range Describe(c.Card) {
			all = append(all, e.Text)
		}
		if s := strings.Join(all, " "); !c.Playable() || !strings.Contains(strings.ToLower(s), strings.ToLower(tt.want)) {
			t.Errorf("%s (playable %v) words %q; want %q", tt.id, c.Playable(), s, tt.want)
		}
	}
}
