package engine

import (
	"errors"
	"strings"
	"testing"
)

// Snuggly Generator with Split: the player says which Pokémon each found card goes to, so
// the first Pokémon may take none and a later one its share.
func TestSearchAttachEachSplit(t *testing.T) {
	tests := []struct {
		name    string
		finds   []int
		split   []int
		wantErr string
		want    []int // Energy on each Benched Pokémon afterwards
	}{
		{"no choice: in order, one each", nil, nil, "", []int{1, 0, 1}},
		{"none to the first, one to the later", []int{1}, []int{3}, "", []int{0, 0, 1}},
		{"split alone: the first from the top to the later", nil, []int{3}, "", []int{0, 0, 1}},
		{"both, in the order named", []int{2, 1}, []int{3, 1}, "", []int{1, 0, 1}},
		{"a Pokémon without the attack", []int{1}, []int{2}, "the 1st card goes to a Pokémon the search does not attach to", nil},
		{"the Active Pokémon", []int{1}, []int{0}, "the 1st card goes to a Pokémon the search does not attach to", nil},
		{"two to one Pokémon", []int{1, 2}, []int{1, 1}, "each Pokémon takes at most 1 card, and the 2nd card would be one more", nil},
		{"finds and split differ in length", []int{1, 2}, []int{1}, "the choice finds 2 cards and names 1 Pokémon", nil},
		{"nothing found, somewhere named", []int{FindNothing}, []int{1}, "the choice finds no card", nil},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(smxyGenerator), mon(handMon))
				for _, c := range []*Card{smxyNuzzler, handMon, smxyNuzzler} {
					b.Players[0].Bench = append(b.Players[0].Bench, *mon(c))
				}
				b.Players[0].Deck = append([]*Card{hgWater, smxyLightning, smxyLightning, smxyLightning}, filler(5)...)
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.Finds, a.Split = tc.finds, tc.split
				_, err := g.Apply(a)
				if tc.wantErr != "" {
					if !errors.Is(err, ErrBadChoice) || !strings.Contains(err.Error(), tc.wantErr) {
						t.Fatalf("finds %v split %v = %v; want ErrBadChoice saying %q", tc.finds, tc.split, err, tc.wantErr)
					}
					return
				}
				if err != nil {
					t.Fatalf("finds %v split %v: %v", tc.finds, tc.split, err)
				}
				for i, v := range g.Bench(0) {
					if got := len(v.Energy); got != tc.want[i] {
						t.Errorf("Bench %d Energy = %d; want %d", i+1, got, tc.want[i])
					}
				}
			})
		}
	}
}
