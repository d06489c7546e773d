package content

import (
	"strings"
	"testing"
)

func TestNamedIn(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	ordinary := func(w string) bool { return w == "switch" || w == "judge" }
	tests := []struct {
		text string
		want string // the name of the card found; "" for none
		n    int    // printings of it, 0: any
	}{
		{"rare candy", "Rare Candy", 2},
		{"can I play Shauna on my first turn", "Shauna", 1},
		{"shauna", "Shauna", 1},
		{"Professor Elm's Training Method with an empty deck", "Professor Elm's Training Method", 0},
		{"what does vulpix's attack do", "Vulpix", 0},
		{"Tauros-GX mad bull", "Tauros-GX", 3},
		{"does Switch count as retreating", "Switch", 0},
		{"Switch", "Switch", 0},
		{"can i switch when paralyzed", "", 0},
		{"ask a judge", "", 0},
		{"can I attach fire energy to my bench", "", 0},
		{"Fire Energy", "Fire Energy", 0},
		{"double colorless energy on a pokemon-ex", "Double Colorless Energy", 0},
		{"how much retreat cost", "", 0},
		{"", "", 0},
	}
	for _, tc := range tests {
		got := cat.NamedIn(tc.text, ordinary)
		name := ""
		if len(got) > 0 {
			name = got[0].Facts.Name
		}
		if name != tc.want || tc.n > 0 && len(got) != tc.n {
			t.Errorf("NamedIn(%q) = %q (%d printings); want %q (%d)", tc.text, name, len(got), tc.want, tc.n)
		}
	}
}

func TestFirstEffect(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		id, prefix string
	}{
		{"sm1-100", "Rage (Colorless, Colorless), 20+: "}, // an attack: name, cost, damage
		{"hgss1-110", "Poké-Power Afterburner: "},         // a power first
		{"sm1-135", "As its cost "},                       // an Item's own effect
		{"xy1-130", "Special Energy: provides Colorless"}, // a Special Energy
	}
	for _, tc := range tests {
		cc, ok := cat.Get(tc.id)
		if !ok {
			t.Fatalf("no card %s", tc.id)
		}
		if got := FirstEffect(cc); !strings.HasPrefix(got, tc.prefix) {
			t.Errorf("FirstEffect(%s) = %q; want it to start %q", tc.id, got, tc.prefix)
		}
	}
	for _, cc := range cat.Cards {
		if cc.Facts.Name == "Fire Energy" {
			if got, want := FirstEffect(cc), "Basic Energy: provides Fire."; got != want {
				t.Errorf("FirstEffect(%s) = %q; want %q", cc.Facts.ID, got, want)
			}
			break
		}
	}
}
