package content

import (
	"strings"
	"testing"
)

// An attack a card file leaves out keeps the file's reason, and the catalogue marks the card
// not fully playable, naming the attack.
func TestOmittedAttackKeepsReason(t *testing.T) {
	tests := []struct {
		name, data   string
		playable     bool
		wantEffect   string
		wantWhyWords string
	}{
		{"omitted attack", "- id: hgss2-68\n  powers:\n    - {name: Warm, use: activated, ops: [{op: draw, n: 1}]}\n  omitted:\n    - {name: Fireworks, why: \"needs a coin for each Fire Pokémon\"}\n",
			false, "attack Fireworks", "a coin for each Fire Pokémon"},
		{"nothing omitted", "- id: hgss2-68\n  powers:\n    - {name: Warm, use: activated, ops: [{op: draw, n: 1}]}\n  attacks:\n    - {name: Fireworks}\n",
			true, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cat, err := loadHgss2Cards(tt.data)
			if err != nil {
				t.Fatal(err)
			}
			c, _ := cat.Get("hgss2-68")
			if got := c.Card.IsPlayable(); got != tt.playable {
				t.Fatalf("IsPlayable(%q) = %v; want %v", tt.name, got, tt.playable)
			}
			if tt.playable {
				return
			}
			if got := c.Missing[0].Effect; got != tt.wantEffect {
				t.Errorf("Missing[0].Effect(%q) = %q; want %q", tt.name, got, tt.wantEffect)
			}
			if got := c.Missing[0].Why; !strings.Contains(got, tt.wantWhyWords) {
				t.Errorf("Missing[0].Why(%q) = %q; want it to contain %q", tt.name, got, tt.wantWhyWords)
			}
		})
	}
}

// The fields of the last cards' primitives: a wrong one is an error at its line.
func TestLastbFields(t *testing.T) {
	tests := []fieldProblem{
		{"no-items on your own Pokémon", "- id: hgss2-68\n  powers:\n    - name: Warm\n      use: passive\n      stats:\n        - {stat: no-items, who: own}\n", 6, "no-items reaches your opponent's Active Pokémon"},
		{"top-attach-split without n", "- id: hgss2-82\n  play: [{op: top-attach-split, filter: {category: energy}}]\n", 2, "top-attach-split needs n"},
		{"top-attach-split of Trainer cards", "- id: hgss2-82\n  play: [{op: top-attach-split, n: 7, filter: {category: trainer}}]\n", 2, "attaches Energy cards only"},
		{"top-attach-split to one Pokémon", "- id: hgss2-82\n  play: [{op: top-attach-split, n: 7, who: own-active}]\n", 2, "takes no who"},
		{"counters-of-type in a Trainer card", "- id: hgss2-82\n  play: [{op: counters-of-type, n: 1}]\n", 2, "belongs in an attack"},
		{"counters-of-type without n", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: counters-of-type}]\n", 4, "needs n"},
		{"on_active_ko on an Item", "- id: hgss2-82\n  on_active_ko: [{op: draw, n: 1}]\n", 2, "on_active_ko belongs to a Pokémon Tool"},
		{"ko-lost-zone on your own Pokémon", "- id: hgss2-68\n  powers:\n    - name: Warm\n      use: passive\n      stats:\n        - {stat: ko-lost-zone, who: own}\n", 6, "ko-lost-zone reaches your opponent's Pokémon"},
	}
	wantFieldProblems(t, loadHgss2Cards, tests)
}

// The words of the last cards' ops say what the engine does, and where it differs from
// the printed card.
func TestLastbWords(t *testing.T) {
	tests := []struct {
		name, data string
		want       []string
	}{
		{"top-attach-split", "- id: hgss2-82\n  play: [{op: top-attach-split, n: 7, filter: {category: energy}}]\n",
			[]string{"Look at your deck's top 7 cards", "spread over your Pokémon as you choose", "Knocked Out takes none", "attach the ones you pick (all, some or none)"}},
		{"bench-from-deck, each player's own choice", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: bench-from-deck, who: self, n: -1}, {op: bench-from-deck, who: defending, n: -1}]\n",
			[]string{"You look through your deck for Basic Pokémon and bench the ones you pick, as many as you like while the Bench has room, or none",
				"Your opponent looks through their deck for Basic Pokémon and benches the ones they pick, as many as they like while their Bench has room, or none"}},
		{"counters-of-type", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: counters-of-type, n: 2}]\n",
			[]string{"Name a type", "put 2 damage counters on each of your opponent's Pokémon in play of that type", "offers only the types"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cat, err := loadHgss2Cards(tt.data)
			if err != nil {
				t.Fatal(err)
			}
			c, ok := cat.Get("hgss2-82")
			if strings.Contains(tt.data, "hgss2-68") {
				c, ok = cat.Get("hgss2-68")
			}
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
