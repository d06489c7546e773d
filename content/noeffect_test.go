package content

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulesd/rulesd/engine"
)

// Each card's own no-effect ruling exists and speaks of the card.
func TestNoEffectRulings(t *testing.T) {
	cs, err := LoadEmbeddedCards()
	if err != nil {
		t.Fatal(err)
	}
	corpus, err := LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range cs.NoEffectRulingProblems(corpus) {
		t.Error(p)
	}
	n := 0
	for _, e := range cs.Entries {
		if e.Card.NoEffectRuling != "" {
			n++
		}
		for _, pw := range e.Card.Powers {
			if pw.NoEffectRuling != "" {
				n++
			}
		}
	}
	if n < 8 {
		t.Errorf("%d cards and powers name their no-effect ruling; want the 8 the rulings cover", n)
	}
}

// The marks the rulings need are read from the card files: Ultra Ball's and Junk Arm's
// discards are their cost, Twister and Fire Spin count Energy, Mountain Eater (Larvitar's
// and Aron's) heals only after a discard, and Eevee knows which types evolve from it in its
// era.
func TestNoEffectCardFields(t *testing.T) {
	cs, err := LoadEmbeddedCards()
	if err != nil {
		t.Fatal(err)
	}
	card := func(id string) *engine.Card {
		c, ok := cs.Card(id)
		if !ok {
			t.Fatalf("card %s missing", id)
		}
		return c
	}
	for _, id := range []string{"sm1-135", "hgss4-87"} {
		if play := card(id).Play; len(play) < 2 || !play[0].Cost || play[1].Cost {
			t.Errorf("%s: want its first op (the discard) marked as the cost, and only that", id)
		}
	}
	for _, a := range card("hgss4-47").Attacks {
		if a.Name == "Twister" && (len(a.After) != 1 || !a.After[0].EnergyUnits) {
			t.Errorf("Twister: want its discard to count Energy, got %+v", a.After)
		}
	}
	for _, a := range card("hgss1-32").Attacks {
		if a.Name == "Fire Spin" && (len(a.After) != 1 || !a.After[0].EnergyUnits) {
			t.Errorf("Fire Spin: want its discard of 2 Energy to count Energy, got %+v", a.After)
		}
	}
	// Larvitar's (from the opponent's deck) and Aron's (from its own) are built alike.
	for _, id := range []string{"hgss2-50", "hgss4-56"} {
		for _, a := range card(id).Attacks {
			if a.Name == "Mountain Eater" && (len(a.After) != 2 || a.After[1].Gate != engine.IfDone) {
				t.Errorf("%s Mountain Eater: want the healing gated on the discard, got %+v", id, a.After)
			}
		}
	}
	eevee := card("sm1-101")
	for _, tt := range []struct {
		t    engine.Type
		want bool
	}{{engine.Psychic, true}, {engine.Darkness, true}, {engine.Fighting, false}} {
		if got := eevee.EvolutionTypes&(1<<tt.t) != 0; got != tt.want {
			t.Errorf("Eevee: a %s card evolves from it = %v; want %v", tt.t, got, tt.want)
		}
	}
	if d := describeOps(card("sm1-135").Play, false); !strings.Contains(d, "As its cost") {
		t.Errorf("Ultra Ball's description %q does not say which part is its cost", d)
	}
}

func TestNoEffectFieldErrors(t *testing.T) {
	const vulpix = "- id: hgss2-68\n  name: Vulpix\n  category: pokemon\n  stage: basic\n  hp: 60\n  types: [Fire]\n  retreat: 1\n"
	tests := []struct {
		name, data string
		wantLine   int
	}{
		{"cost in an attack", vulpix + "  attacks:\n    - name: Ember\n      cost: [Fire]\n      after: [{op: draw, n: 1, cost: true}]\n", 11},
		{"cost with a gate", "- id: hgss9-1\n  name: Ball\n  category: trainer\n  trainer: item\n  play:\n    - {op: draw, n: 1,\n       gate: heads, cost: true}\n", 7},
		{"energy_units on another op", "- id: hgss9-1\n  name: Ball\n  category: trainer\n  trainer: item\n  play:\n    - {op: draw, n: 1,\n       energy_units: true}\n", 7},
		{"no_effect_ruling on a Stadium", "- id: hgss9-1\n  name: Place\n  category: trainer\n  trainer: stadium\n  no_effect_ruling: some-ruling\n", 5},
		{"no_effect_ruling on a passive power", vulpix + "  powers:\n    - {name: Shell, kind: poke-body, use: passive, mods: [{stage: defender, amount: -10}],\n       no_effect_ruling: some-ruling}\n", 10},
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
