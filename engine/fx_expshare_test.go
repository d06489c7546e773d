package engine

import (
	"slices"
	"strings"
	"testing"
)

// The owner of Exp. Share chooses, inside the opponent's attack, whether each holder takes a
// basic Energy card from their Knocked Out Active Pokémon, and in what order; the attack
// carries the choice (Action.ExpShare).
func TestExpShareChoice(t *testing.T) {
	tests := []struct {
		name       string
		energy     []*Card // on the Active Pokémon
		tools      []int   // Benched Pokémon (1..3) holding the Tool
		koed       bool    // the attack Knocks the Active Pokémon Out
		share      []int   // Action.ExpShare
		wantBench  []string
		wantDiscrd int    // the defending player's discard pile afterwards
		wantErr    string // words of the refusal, "" when applied
	}{
		{"no choice: every holder, Bench order", []*Card{hgFire, hgWater}, []int{1, 2}, true, nil,
			[]string{"Fire Energy", "Water Energy", ""}, 1, ""},
		{"declined", []*Card{hgFire, hgWater}, []int{1, 2}, true, []int{ExpShareNone},
			[]string{"", "", ""}, 3, ""},
		{"the second holder only", []*Card{hgFire, hgWater}, []int{1, 2}, true, []int{2},
			[]string{"", "Fire Energy", ""}, 2, ""},
		{"both, the second first", []*Card{hgFire, hgWater}, []int{1, 2}, true, []int{2, 1},
			[]string{"Water Energy", "Fire Energy", ""}, 1, ""},
		{"not Knocked Out: the choice is not read", []*Card{hgFire}, []int{1}, false, []int{1},
			[]string{"", "", ""}, 0, ""},
		{"not a holder", []*Card{hgFire, hgWater}, []int{1}, true, []int{3},
			nil, 0, "is not an Exp. Share holder"},
		{"no such Benched Pokémon", []*Card{hgFire}, []int{1}, true, []int{4},
			nil, 0, "is not a Benched Pokémon of the opponent's"},
		{"named twice", []*Card{hgFire, hgWater}, []int{1}, true, []int{1, 1},
			nil, 0, "named once"},
		{"none with a holder", []*Card{hgFire}, []int{1}, true, []int{ExpShareNone, 1},
			nil, 0, "stands alone"},
		{"no basic Energy there", []*Card{lastbSpecial}, []int{1}, true, []int{1},
			nil, 0, "has 0 basic Energy card(s) for 1"},
		{"one basic Energy for two holders", []*Card{hgFire, lastbSpecial}, []int{1, 2}, true, []int{1, 2},
			nil, 0, "has 1 basic Energy card(s) for 2"},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				active := mon(handMon, tt.energy...)
				if tt.koed {
					active = active.dmg(150)
				}
				b := table(mon(lastbHitter), active)
				b.Players[1].Bench = []BoardPokemon{*mon(lastbFlame), *mon(lastbFlame), *mon(lastbFlame)}
				for _, s := range tt.tools {
					b.Players[1].Bench[s-1].Tool = lastbShare
				}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.ExpShare = tt.share
				if tt.wantErr != "" {
					err := g.Legal(a)
					wantRuleError(t, err, ErrBadChoice, era, refNone)
					if !strings.Contains(err.Error(), tt.wantErr) {
						t.Errorf("error(%q) = %v; want words %q", tt.name, err, tt.wantErr)
					}
					return
				}
				ev := apply(t, g, a)
				declined := 0
				for _, e := range ev {
					if strings.Contains(e.Message, "chooses not to use Share on Flame") {
						declined++
					}
				}
				if want := declinedHolders(tt.koed, tt.tools, tt.share); declined != want {
					t.Errorf("notes of a holder left out(%q) = %d; want %d", tt.name, declined, want)
				}
				var got []string
				for _, v := range g.Bench(1) {
					names := []string{}
					for _, e := range v.Energy {
						names = append(names, e.Name)
					}
					got = append(got, strings.Join(names, ","))
				}
				if !slices.Equal(got, tt.wantBench) {
					t.Errorf("Bench Energy(%q) = %q; want %q", tt.name, got, tt.wantBench)
				}
				if got := len(g.Discard(1)); got != tt.wantDiscrd {
					t.Errorf("discard pile(%q) = %d; want %d", tt.name, got, tt.wantDiscrd)
				}
			})
		}
	}
}

// Only an attack carries the opponent's Exp. Share choice.
func TestExpShareOnlyOnAttack(t *testing.T) {
	for _, era := range eras {
		b := table(mon(lastbHitter), mon(handMon, hgFire))
		b.Players[1].Bench = []BoardPokemon{*mon(lastbFlame)}
		b.Players[1].Bench[0].Tool = lastbShare
		g, _ := newTestGame(t, era, b)
		a := act(ActEndTurn, 0)
		a.ExpShare = []int{ExpShareNone}
		wantRuleError(t, g.Legal(a), ErrExpShare, era, refTool)
	}
}

// declinedHolders counts the holders a choice leaves out when the Knock Out comes, each of
// which the trace names.
func declinedHolders(koed bool, tools, share []int) int {
	if !koed || share == nil {
		return 0
	}
	n := 0
	for _, h := range tools {
		if !slices.Contains(share, h) {
			n++
		}
	}
	return n
}

// The owner of Exp. Share also chooses which basic Energy card each holder takes
// (Action.ExpShareEnergy, one per holder ExpShare names, in its order); a bad choice is
// refused with words saying why, and without one each takes the card attached longest.
func TestExpShareEnergyChoice(t *testing.T) {
	tests := []struct {
		name      string
		share     []int
		energy    []int // Action.ExpShareEnergy
		wantBench []string
		wantErr   string
	}{
		{"no choice: the oldest each", []int{1, 2}, nil, []string{"Fire Energy", "Water Energy"}, ""},
		{"the newest to the first holder", []int{1, 2}, []int{2, 0}, []string{"Grass Energy", "Fire Energy"}, ""},
		{"one holder, the middle card", []int{2}, []int{1}, []string{"", "Water Energy"}, ""},
		{"cards without holders named", nil, []int{0}, nil, "named for no Exp. Share holder"},
		{"cards when none works", []int{ExpShareNone}, []int{0}, nil, "no Exp. Share works"},
		{"fewer cards than holders", []int{1, 2}, []int{0}, nil, "1 Energy card(s) named for 2 Exp. Share holder(s)"},
		{"a card not there", []int{1}, []int{5}, nil, "has no Energy card 6 attached"},
		{"one card for two holders", []int{1, 2}, []int{1, 1}, nil, "named for two holders"},
		{"a Special Energy card", []int{1}, []int{3}, nil, "is not a basic Energy card Exp. Share may move"},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(lastbHitter), mon(handMon, hgFire, hgWater, hgGrass, lastbSpecial).dmg(150))
				b.Players[1].Bench = []BoardPokemon{*mon(lastbFlame), *mon(lastbFlame)}
				b.Players[1].Bench[0].Tool, b.Players[1].Bench[1].Tool = lastbShare, lastbShare
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.ExpShare, a.ExpShareEnergy = tt.share, tt.energy
				if tt.wantErr != "" {
					err := g.Legal(a)
					wantRuleError(t, err, ErrBadChoice, era, refNone)
					if !strings.Contains(err.Error(), tt.wantErr) {
						t.Errorf("error(%q) = %v; want words %q", tt.name, err, tt.wantErr)
					}
					return
				}
				apply(t, g, a)
				var got []string
				for _, v := range g.Bench(1) {
					names := []string{}
					for _, e := range v.Energy {
						names = append(names, e.Name)
					}
					got = append(got, strings.Join(names, ","))
				}
				if !slices.Equal(got, tt.wantBench) {
					t.Errorf("Bench Energy(%q) = %q; want %q", tt.name, got, tt.wantBench)
				}
			})
		}
	}
}
