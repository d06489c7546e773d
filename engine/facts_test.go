package engine

import (
	"slices"
	"testing"
)

// TurnDone reads the once-a-turn actions from the board, and a new turn clears them.
func TestTurnDone(t *testing.T) {
	tests := []struct {
		name string
		set  func(b *Board)
		want TurnDone
	}{
		{"nothing done", func(*Board) {}, TurnDone{}},
		{"Energy attached", func(b *Board) { b.EnergyAttached = true }, TurnDone{EnergyAttached: true}},
		{"Supporter and Stadium played", func(b *Board) { b.SupporterPlayed, b.StadiumPlayed = true, true },
			TurnDone{SupporterPlayed: true, StadiumPlayed: true}},
		{"retreated", func(b *Board) { b.Retreated = true }, TurnDone{Retreated: true}},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(windMon), mon(bigTarget))
				tc.set(&b)
				g, _ := newTestGame(t, era, b)
				if got := g.TurnDone(); got != tc.want {
					t.Errorf("TurnDone() = %+v; want %+v", got, tc.want)
				}
				apply(t, g, act(ActEndTurn, 0))
				if got := g.TurnDone(); got != (TurnDone{}) {
					t.Errorf("on the next turn TurnDone() = %+v; want nothing done", got)
				}
			})
		}
	}
}

// AttackCost is the printed cost, or the cost an effect in force makes it.
func TestAttackCost(t *testing.T) {
	tests := []struct {
		name   string
		active *BoardPokemon
		hands  [2]int
		k      int
		want   []Type
		wantOK bool
	}{
		{"printed", mon(freeRoto), [2]int{1, 1}, 0, []Type{Fire, Colorless}, true},
		{"free while the hands are even", mon(evenMon), [2]int{2, 2}, 0, nil, true},
		{"printed while they are not", mon(evenMon), [2]int{2, 3}, 0, []Type{Grass}, true},
		{"raised by the opponent's attack", mon(windMon).effect(Lasting{Kind: LastingCostMore, Cost: 2}), [2]int{1, 1}, 0,
			[]Type{Colorless, Colorless, Colorless}, true},
		{"no such attack", mon(freeRoto), [2]int{1, 1}, 1, nil, false},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(tc.active, mon(bigTarget))
				b.Players[0].Hand = filler(tc.hands[0])
				b.Players[1].Hand = filler(tc.hands[1])
				g, _ := newTestGame(t, era, b)
				got, ok := g.AttackCost(0, tc.k)
				if ok != tc.wantOK || !slices.Equal(got, tc.want) {
					t.Errorf("AttackCost(0, %d) = %v, %v; want %v, %v", tc.k, got, ok, tc.want, tc.wantOK)
				}
			})
		}
	}
}
