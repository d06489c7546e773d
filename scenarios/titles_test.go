package scenarios

import (
	"context"
	"testing"
)

// A step's title says the Prize cards one player takes in a row once, with their number:
// "Alice takes 2 Prize cards", never the same clause twice.
func TestPrizeTitlesMerged(t *testing.T) {
	set, cards := loadAll(t)
	tests := []struct {
		id, era string
		step    int
		want    string
	}{
		{"bench-and-active-knocked-out", "sm", 1, "Alice's Seadra uses Muddy Water, choosing Bob's Kricketot; Alice takes 2 Prize cards"},
		{"double-knockout-prizes-then-promotions", "xy", 1, "Alice's Tauros uses Take Down; Bob takes a Prize card; Alice takes 2 Prize cards"},
		{"both-actives-knocked-out", "hgss", 1, "Alice's Lunatone uses Selfdestruct; Bob takes a Prize card; Alice takes a Prize card"},
	}
	for _, tt := range tests {
		t.Run(tt.id+"/"+tt.era, func(t *testing.T) {
			res, err := Run(context.Background(), mustGet(t, set, tt.id), tt.era, cards, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := res.Steps[tt.step].Action; got != tt.want {
				t.Errorf("step %d is titled %q; want %q", tt.step, got, tt.want)
			}
		})
	}
}

func TestPrizesTaken(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{{1, "Bob takes a Prize card"}, {2, "Bob takes 2 Prize cards"}, {3, "Bob takes 3 Prize cards"}}
	for _, tt := range tests {
		if got := prizesTaken("Bob", tt.n); got != tt.want {
			t.Errorf("prizesTaken(Bob, %d) = %q; want %q", tt.n, got, tt.want)
		}
	}
}

// Each board says what the player to play has already done this turn of the things allowed
// once a turn; the next turn starts with none of them done.
func TestBoardTurnDone(t *testing.T) {
	set, cards := loadAll(t)
	res, err := Run(context.Background(), mustGet(t, set, "attach-energy-to-benched-pokemon"), "sm", cards, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		step int
		want TurnFlags
	}{
		{0, TurnFlags{}},
		{1, TurnFlags{EnergyAttached: true}},
		{2, TurnFlags{EnergyAttached: true}}, // the second attachment is refused
		{3, TurnFlags{}},                     // the attack ended the turn: Bob's turn
	}
	for _, tt := range tests {
		if got := res.Steps[tt.step].Board.Done; got != tt.want {
			t.Errorf("step %d (%s): done = %+v; want %+v", tt.step, res.Steps[tt.step].Action, got, tt.want)
		}
	}
}
