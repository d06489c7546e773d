package engine

import (
	"errors"
	"testing"
)

// Test cards for the last hgss cards; numbers from the card data, behaviour as primitives.
var (
	laPsychic  = basicEnergy(Psychic, "hgss1-119")
	laRoselia  = &Card{ID: "hgss2-61", Name: "Roselia", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Grass}}
	laRoserade = &Card{ID: "hgss2-23", Name: "Roserade", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Roselia",
		HP: 90, Types: []Type{Grass}, Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 1,
		Powers: []Power{{Name: "Energy Signal", Kind: PokePower, Use: UseAttachedFromHand, Optional: true, Ops: []Op{
			{Kind: OpCondition, Cond: Confused, Who: WhoDefending, If: Check{Kind: CheckAttachedType, Type: Grass}},
			{Kind: OpCondition, Cond: Poisoned, Who: WhoDefending, If: Check{Kind: CheckAttachedType, Type: Psychic}}}}}}
)

// TestEnergySignal: a power that works when an Energy card is attached from the hand reads
// the type of that card where it is attached; Rainbow Energy is both types at once (ruling
// energy-signal-rainbow-energy in hgss; attached, it is every type in every era).
func TestEnergySignal(t *testing.T) {
	tests := []struct {
		name     string
		energy   *Card
		opt      bool
		self     Condition // Roserade's own Special Condition
		wantErr  error
		wantCond Condition // the Defending Pokémon's afterwards
		cite     bool      // the trace cites the every-type rule point
	}{
		{"Grass Energy: Confused only", hgGrass, true, 0, nil, Confused, false},
		{"Psychic Energy: Poisoned only", laPsychic, true, 0, nil, Poisoned, false},
		{"Rainbow Energy: both", hgRainbow, true, 0, nil, Confused | Poisoned, true},
		{"power declined: nothing", hgRainbow, false, 0, nil, 0, false},
		{"Water Energy: the power would do nothing, so it is refused", hgWater, true, 0, ErrNoEffect, 0, false},
		{"Water Energy attached without the power", hgWater, false, 0, nil, 0, false},
		{"Roserade Confused: a Poké-Power does not work", hgGrass, true, Confused, nil, 0, false},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(laRoserade).under(laRoselia).with(tc.self), mon(tropius))
				b.Players[0].Hand = []*Card{tc.energy}
				g, _ := newTestGame(t, era, b)
				a := Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 0, Own: -1, Target: -1, Opt: tc.opt}
				ev, err := g.Apply(a)
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("Apply(attach %s, Opt %v) = %v; want %v", tc.energy.Name, tc.opt, err, tc.wantErr)
				}
				d, _ := g.Active(1)
				if got := d.Conditions & (Confused | Poisoned); got != tc.wantCond {
					t.Errorf("Defending Pokémon's conditions = %v; want %v", got, tc.wantCond)
				}
				want := g.rules.anchor(refAttachedEveryType)
				if got := citesAnchor(ev, want); got != tc.cite {
					t.Errorf("trace cites %s = %v; want %v", want, got, tc.cite)
				}
			})
		}
	}
}

// TestJustAttachedIs: the check reads what the card provides on the Pokémon, before it is
// attached as after.
func TestJustAttachedIs(t *testing.T) {
	tests := []struct {
		name     string
		card     *Card
		attached bool
		typ      Type
		want     bool
	}{
		{"Grass Energy is Grass", hgGrass, true, Grass, true},
		{"Grass Energy is not Psychic", hgGrass, true, Psychic, false},
		{"Rainbow Energy attached is Psychic", hgRainbow, true, Psychic, true},
		{"Rainbow Energy about to be attached is Grass", hgRainbow, false, Grass, true},
		{"Double Colorless Energy is no Grass", hgDCE, true, Grass, false},
		{"no card", nil, false, Grass, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pk := mon(laRoserade).under(laRoselia)
			if tc.attached {
				pk.Energy = []*Card{tc.card}
			}
			g, _ := newTestGame(t, "hgss", table(pk, mon(tropius)))
			self := g.slot(0, 0)
			card := tc.card
			if tc.attached {
				card = g.cards[self.energy[0]]
			}
			if got := g.justAttachedIs(self, card, tc.typ); got != tc.want {
				t.Errorf("justAttachedIs(%v, %v) = %v; want %v", tc.name, tc.typ, got, tc.want)
			}
		})
	}
}
