package engine

import (
	"errors"
	"strings"
	"testing"
)

// TestEnergyAnticsChoosesCard: Action.Picks names which Energy card Energy Antics moves from
// the Pokémon the move leaves; without it the card attached longest moves. A pick that is not
// there, not one the effect may move, chosen twice, more than the moves take, or split over
// two Pokémon is refused with words saying why.
func TestEnergyAnticsChoosesCard(t *testing.T) {
	tests := []struct {
		name    string
		moves   []CounterMove
		picks   []int
		wantErr string // "" legal; else words the refusal must hold
		want    []*Card
	}{
		{"no pick: the card attached longest", []CounterMove{{From: 0, To: 1, N: 1}}, nil, "", []*Card{hgFire}},
		{"the first card chosen", []CounterMove{{From: 0, To: 1, N: 1}}, []int{0}, "", []*Card{hgFire}},
		{"the newer card chosen", []CounterMove{{From: 0, To: 1, N: 1}}, []int{1}, "", []*Card{hgDCE}},
		{"a position with no card", []CounterMove{{From: 0, To: 1, N: 1}}, []int{2}, "has no Energy card 3 attached", nil},
		{"two cards for a move of one", []CounterMove{{From: 0, To: 1, N: 1}}, []int{0, 1}, "2 Energy cards chosen, and the moves take 1", nil},
		{"a pick with no move", nil, []int{0}, "need a move", nil},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(laSmoochum), mon(tropius, hgFire, hgDCE))
				b.Players[1].Bench = []BoardPokemon{*mon(tropius, hgGrass)}
				g, _ := newTestGame(t, era, b, Tails)
				a := attackAct(0, 0)
				a.Moves, a.Picks = tc.moves, tc.picks
				_, err := g.Apply(a)
				if tc.wantErr != "" {
					if !errors.Is(err, ErrBadChoice) || !strings.Contains(err.Error(), tc.wantErr) {
						t.Fatalf("Energy Antics picking %v = %v; want ErrBadChoice saying %q", tc.picks, err, tc.wantErr)
					}
					return
				}
				if err != nil {
					t.Fatalf("Energy Antics picking %v: %v", tc.picks, err)
				}
				bn := g.Bench(1)[0].Energy
				if len(bn) != 2 || bn[1] != tc.want[0] {
					t.Errorf("Benched Pokémon's Energy after picking %v = %v; want Grass then %s", tc.picks, bn, tc.want[0].Name)
				}
			})
		}
	}
}

// TestEnergyPicksMovesFromOnePokemon: a move-energy-chosen op that moves several cards reads
// the picks from the one Pokémon its moves leave, and refuses picks for moves leaving two,
// and a pick of a card its filter does not take.
func TestEnergyPicksMovesFromOnePokemon(t *testing.T) {
	tests := []struct {
		name    string
		attack  int
		moves   []CounterMove
		picks   []int
		wantErr string
	}{
		{"moves from two Pokémon", 0, []CounterMove{{From: 1, To: 0, N: 1}, {From: 2, To: 0, N: 1}}, []int{0}, "must all leave one Pokémon"},
		{"a card the filter does not take", 1, []CounterMove{{From: 1, To: 2, N: 1}}, []int{1}, "not an Energy card this effect may move"},
		{"a card chosen twice", 0, []CounterMove{{From: 1, To: 0, N: 2}}, []int{1, 1}, "chosen twice"},
		{"the newer card first", 0, []CounterMove{{From: 1, To: 0, N: 1}}, []int{1}, ""},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(smxyMover), mon(handMon))
				b.Players[0].Active.Energy = nil
				b.Players[0].Bench = []BoardPokemon{*mon(handMon, hgGrass, hgWater), *mon(handMon, hgGrass)}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, tc.attack)
				a.Moves, a.Picks = tc.moves, tc.picks
				_, err := g.Apply(a)
				if tc.wantErr == "" {
					if err != nil {
						t.Fatal(err)
					}
					if v, _ := g.Active(0); len(v.Energy) != 1 || v.Energy[0] != hgWater {
						t.Errorf("Active Pokémon's Energy = %v; want the Water Energy picked", v.Energy)
					}
					return
				}
				if !errors.Is(err, ErrBadChoice) || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("picking %v with moves %v = %v; want ErrBadChoice saying %q", tc.picks, tc.moves, err, tc.wantErr)
				}
			})
		}
	}
}

// TestEnergyAnticsListsCards: LegalActions offers one action per different card a one-card
// move may take, and none with picks where every card on the Pokémon is the same.
func TestEnergyAnticsListsCards(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(laSmoochum), mon(tropius, hgFire, hgDCE, hgFire))
			b.Players[1].Bench = []BoardPokemon{*mon(tropius, hgGrass, hgGrass)}
			g, _ := newTestGame(t, era, b)
			fromActive, fromBench := map[int]bool{}, 0
			for _, a := range g.LegalActions(nil) {
				if a.Kind != ActAttack || len(a.Moves) != 1 {
					continue
				}
				switch a.Moves[0].From {
				case 0:
					if len(a.Picks) != 1 {
						t.Fatalf("listed a move from the Active Pokémon with picks %v; want one", a.Picks)
					}
					fromActive[a.Picks[0]] = true
				case 1:
					if len(a.Picks) != 0 {
						t.Errorf("listed a move of one of two Grass Energy with picks %v; want none", a.Picks)
					}
					fromBench++
				}
			}
			if len(fromActive) != 2 || !fromActive[0] || !fromActive[1] || fromBench != 1 {
				t.Errorf("listed picks from the Active Pokémon %v and %d moves from the Bench; want {0 1} and 1", fromActive, fromBench)
			}
		})
	}
}
