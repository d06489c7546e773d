package content

import (
	"strings"
	"testing"
)

// The fields of this pass's primitives: a wrong one is an error at its line.
func TestLastcFields(t *testing.T) {
	tests := []fieldProblem{
		{"up_to on a draw", "- id: hgss2-82\n  play: [{op: draw, n: 1, up_to: true}]\n", 2, "up_to applies only to ops search (not legend_pair), hand-pick, devolve-chosen and attach-split from the discard pile"},
		{"up_to on an attach-split from the hand", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: attach-split, who: self, n: 2, from_hand: true, up_to: true, filter: {category: energy}}]\n", 4, "attach-split from the discard pile"},
		{"up_to with exact", "- id: hgss2-82\n  play: [{op: hand-pick, who: self, n: 2, up_to: true, exact: true}]\n", 2, "exclude each other"},
		{"a limit counted from the heads", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: hand-pick, who: defending, n: 1, count: heads, up_to: true}]\n", 4, "want self-energy"},
		{"devolve-chosen of one Pokémon", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: devolve-chosen, who: defending, n: 1}]\n", 4, "who must be each-opponent"},
		{"devolve-chosen without n", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: devolve-chosen, who: each-opponent}]\n", 4, "devolve-chosen needs n"},
		{"devolve-chosen in a power", "- id: hgss2-68\n  powers:\n    - {name: Warm, use: activated, ops: [{op: devolve-chosen, who: each-opponent, n: 1}]}\n", 3, "belongs in an attack or a Trainer card's play"},
		{"devolve-chosen to the Prize cards", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: devolve-chosen, who: each-opponent, n: 1, dest: prizes}]\n", 4, "want one of hand, deck, discard"},
		{"an unknown stage", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: devolve-chosen, who: each-opponent, n: 1, match: {stages: [stage-3]}}]\n", 4, "stage"},
		{"bench-limit of the Active Pokémon", "- id: hgss2-68\n  powers:\n    - name: Warm\n      use: passive\n      stats:\n        - {stat: bench-limit, who: opponent-active, amount: 4}\n", 6, "bench-limit reaches players"},
		{"bench-limit above the era's", "- id: hgss2-68\n  powers:\n    - name: Warm\n      use: passive\n      stats:\n        - {stat: bench-limit, who: opponent, amount: 6}\n", 6, "0 to 4"},
	}
	wantFieldProblems(t, loadHgss2Cards, tests)
}

// The words of this pass's ops and stat say what the engine does, the limit and what sets it,
// and where rulesd makes a choice the card leaves to a player.
func TestLastcWords(t *testing.T) {
	tests := []struct {
		name, data string
		want       []string
	}{
		{"hand-pick up to a count", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: hand-pick, who: defending, n: 1, count: self-energy, type: Psychic, up_to: true, filter: {category: pokemon}, lost_zone: true}]\n",
			[]string{"Choose as many Pokémon cards from your opponent's hand as you like, none included", "no more than 1 for each Psychic Energy attached to this Pokémon", "go to the Lost Zone", "a choice of more is refused"}},
		{"hand-pick exactly a count", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: hand-pick, who: self, n: 2, count: self-energy}]\n",
			[]string{"Choose cards from your hand: 2 for each Energy attached to this Pokémon (all there are, if fewer)", "are discarded"}},
		{"devolve-chosen", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: devolve-chosen, who: each-opponent, n: 1, count: self-energy, up_to: true, match: {stages: [stage-1, stage-2]}}]\n",
			[]string{"Choose from your opponent's Pokémon as many as you like", "1 for each Energy attached to this Pokémon", "only Stage 1 and Stage 2 Pokémon may be chosen",
				"goes back to its owner's hand", "Mega Evolution, BREAK or LV.X card on top"}},
		{"bench-limit", "- id: hgss2-68\n  powers:\n    - name: Warm\n      use: passive\n      stats:\n        - {stat: bench-limit, who: opponent, amount: 4}\n",
			[]string{"Your opponent may have at most 4 Benched Pokémon", "discard Benched Pokémon down to 4", "not a Knock Out", "The choice of which to discard is theirs", "the last Benched Pokémon go"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cat, err := loadHgss2Cards(tt.data)
			if err != nil {
				t.Fatal(err)
			}
			c, ok := cat.Get("hgss2-68")
			if !ok {
				t.Fatalf("card of %q not in the catalogue", tt.name)
			}
			var all []string
			for _, e := range Describe(c.Card) {
				all = append(all, e.Text)
			}
			words := strings.Join(all, " ")
			for _, w := range tt.want {
				if !strings.Contains(words, w) {
					t.Errorf("Describe(%q) = %q; want it to contain %q", tt.name, words, w)
				}
			}
		})
	}
}
