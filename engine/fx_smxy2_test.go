package engine

import "testing"

var (
	smxyLighter = &Card{ID: "test-x1", Name: "Lighter", Category: PokemonCard, Stage: Basic, HP: 180, Types: []Type{Lightning},
		Attacks: []Attack{
			{Name: "Lighting", After: []Op{{Kind: OpShowHand, Who: WhoDefending},
				{Kind: OpHandPick, N: 1, Who: WhoDefending, Filter: Filter{AnyCategory: true}, Dest: ToPrizes}}},
		}}
)

func TestHandPickToPrizes(t *testing.T) {
	tests := []struct {
		name       string
		hand       []*Card
		picks      []int
		wantPrizes int
		wantHand   []string
		wantPrize  string // the card now last among the Prize cards ("" to skip)
	}{
		{"the chosen card joins the Prize cards", []*Card{handItem, handSupporter}, []int{1}, 7, []string{"Hand Item"}, "Hand Supporter"},
		{"the first card when it is chosen", []*Card{handItem, handSupporter}, []int{0}, 7, []string{"Hand Supporter"}, "Hand Item"},
		{"an empty hand adds nothing", nil, nil, 6, []string{}, ""},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyLighter), mon(handMon))
				b.Players[1].Hand = tt.hand
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.OppHandPicks = tt.picks
				ev := apply(t, g, a)
				pz := g.Prizes(1)
				if len(pz) != tt.wantPrizes {
					t.Errorf("Prizes(%q) = %d; want %d", tt.name, len(pz), tt.wantPrizes)
				}
				// The opponent's turn has begun: the last card of the hand is its draw.
				got := handNames(g.Hand(1))
				if got = got[:len(got)-1]; !sameNames(got, tt.wantHand) {
					t.Errorf("Hand(%q) = %v; want %v", tt.name, got, tt.wantHand)
				}
				if tt.wantPrize != "" {
					if got := pz[len(pz)-1].Name; got != tt.wantPrize {
						t.Errorf("last Prize card(%q) = %q; want %q", tt.name, got, tt.wantPrize)
					}
					if !hasEvent(ev, EvSetPrizes, tt.wantPrize) {
						t.Errorf("events %v; want a set-prizes event naming %s", eventsOf(ev, EvSetPrizes), tt.wantPrize)
					}
				}
			})
		}
	}
}

func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
