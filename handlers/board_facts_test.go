package handlers

import (
	"slices"
	"testing"

	"github.com/rulesd/rulesd/scenarios"
)

// The board shows the lasting facts of the game: the GX attack used, and what the player to
// play has done this turn; a change of either is listed with the event that made it.
func TestBoardFacts(t *testing.T) {
	before := scenarios.Board{Turn: 3, Current: "alice", Players: [2]scenarios.PlayerBoard{{Player: "alice"}, {Player: "bob"}}}
	after := before
	after.Done = scenarios.TurnFlags{EnergyAttached: true, StadiumPlayed: true}
	after.Players[0].GXUsed = true

	v := boardView(&after, &before)
	if want := []string{"Energy attached", "Stadium played"}; !slices.Equal(v.Done, want) {
		t.Errorf("done this turn: %q; want %q", v.Done, want)
	}
	for _, s := range v.Sides {
		if got, want := s.GXUsed, s.Player == "alice"; got != want {
			t.Errorf("%s's GX attack used: %v; want %v", s.Player, got, want)
		}
	}
	var got []string
	for _, c := range boardChanges(&before, &after) {
		got = append(got, c.Where+" "+c.What+": "+c.Before+" → "+c.After)
	}
	want := []string{"Game done this turn: none → Energy attached, Stadium played", "Alice GX attack: not used → used"}
	if !slices.Equal(got, want) {
		t.Errorf("changes:\n%q\nwant\n%q", got, want)
	}
}
