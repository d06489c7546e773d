package content

import (
	"strings"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// A Poké-Power is off while its Pokémon has a Special Condition; the page says so wherever the
// Pokémon can have one when the power would be used (not when it has just been benched or
// evolved, which leaves it without any).
func TestDescribePowerOffUnderCondition(t *testing.T) {
	const off = "Not usable while the Pokémon has a Special Condition."
	confuse := []engine.Op{{Kind: engine.OpCondition, Cond: engine.Confused, Who: engine.WhoDefending}}
	tests := []struct {
		name string
		pw   engine.Power
		want bool
	}{
		{"activated Poké-Power", engine.Power{Name: "Leap Frog", Kind: engine.PokePower, Use: engine.UseActivated, Ops: confuse}, true},
		{"Poké-Power used when Energy is attached", engine.Power{Name: "Energy Signal", Kind: engine.PokePower, Use: engine.UseAttachedFromHand, Optional: true, Ops: confuse}, true},
		{"Ability used when Energy is attached", engine.Power{Name: "Energy Evolution", Kind: engine.Ability, Use: engine.UseAttachedFromHand, Optional: true, Ops: confuse}, false},
		{"Poké-Power used on evolving", engine.Power{Name: "Evolve Trigger", Kind: engine.PokePower, Use: engine.UseEvolvedFromHand, Optional: true, Ops: confuse}, false},
		{"Poké-Power that works under a condition", engine.Power{Name: "Any Time", Kind: engine.PokePower, Use: engine.UseActivated, WorksUnderCondition: true, Ops: confuse}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := describePower(&tt.pw)
			if strings.Contains(got, off) != tt.want {
				t.Errorf("describePower(%s) = %q; want the Special Condition sentence %v", tt.pw.Name, got, tt.want)
			}
		})
	}
}
