package content

import (
	"strings"
	"testing"
)

// The fields of Mew's and Smeargle's primitives: a wrong one is an error at its line.
func TestLastdFields(t *testing.T) {
	tests := []fieldProblem{
		{"lost_zone_attacks on a power its player uses", "- id: hgss2-68\n  powers:\n    - {name: Warm, use: activated, lost_zone_attacks: true, ops: [{op: draw, n: 1}]}\n", 3, "belongs to a passive power"},
		{"opp-supporter in an attack", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: opp-supporter}]\n", 4, "belongs in the ops of a power its player uses"},
		{"opp-supporter in a Trainer card", "- id: hgss2-82\n  play: [{op: opp-supporter}]\n", 2, "belongs in the ops of a power its player uses"},
		{"opp-supporter with a who", "- id: hgss2-68\n  powers:\n    - name: Warm\n      use: activated\n      ops: [{op: opp-supporter, who: defending}]\n", 5, "takes no who"},
		{"opp-supporter beside another op", "- id: hgss2-68\n  powers:\n    - name: Warm\n      use: activated\n      ops: [{op: draw, n: 1}, {op: opp-supporter}]\n", 5, "the power's only op"},
		{"a search to the Lost Zone with a dest", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: search, n: 1, dest: hand, lost_zone: true}]\n", 4, "takes no dest"},
	}
	wantFieldProblems(t, loadHgss2Cards, tests)
}

// The words of Lost Link, a search into the Lost Zone and Portrait say what the engine does.
func TestLastdWords(t *testing.T) {
	tests := []struct {
		name, data string
		want       []string
	}{
		{"lost_zone_attacks", "- id: hgss2-68\n  powers:\n    - {name: Warm, use: passive, lost_zone_attacks: true}\n  attacks:\n    - {name: Fireworks}\n",
			[]string{"any attack printed on a Pokémon card in your Lost Zone or your opponent's", "Energy each such attack costs", "Weakness and Resistance", "LEGEND", "only the attacks whose effects it can play"}},
		{"search to the Lost Zone", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: search, n: 1, filter: {category: pokemon}, lost_zone: true}]\n",
			[]string{"search your deck for at most 1 Pokémon, put it in your Lost Zone"}},
		{"opp-supporter", "- id: hgss2-68\n  powers:\n    - {name: Warm, use: activated, once_per_turn: true, ops: [{op: opp-supporter}]}\n  attacks:\n    - {name: Fireworks}\n",
			[]string{"Look at your opponent's hand", "Supporter card there is one you could use now", "stays in your opponent's hand", "not playing a Supporter card"}},
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
				if !strings.Contains(strings.ToLower(words), strings.ToLower(w)) {
					t.Errorf("Describe(%q) = %q; want it to contain %q", tt.name, words, w)
				}
			}
		})
	}
}
