package engine

import (
	"fmt"
	"strings"
	"testing"
)

// boardDigest writes what both players can be seen to hold, for comparing two games.
func boardDigest(g *Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d cur %d need %v result %+v\n", g.Turn(), g.Current(), g.need, g.Result())
	for p := 0; p < 2; p++ {
		fmt.Fprintf(&b, "p%d hand %s | deck %s | prizes %s | discard %s | lost %s\n", p,
			deckNames(g.Hand(p)), deckNames(g.Deck(p)), deckNames(g.Prizes(p)), deckNames(g.Discard(p)), deckNames(g.LostZone(p)))
		if v, ok := g.Active(p); ok {
			fmt.Fprintf(&b, "  active %s dmg %d energy %s cond %v\n", v.Card.Name, v.Damage, deckNames(v.Energy), v.Conditions)
		}
		for _, v := range g.Bench(p) {
			fmt.Fprintf(&b, "  bench %s dmg %d energy %s\n", v.Card.Name, v.Damage, deckNames(v.Energy))
		}
	}
	return b.String()
}

// TestCloneIsSeparate: a copy of a game taken at any point plays on by itself, with the same
// coins and shuffles as the game (its source is forked), and playing it changes nothing in
// the game: the game, played on with the same choices, ends exactly as the copy did.
func TestCloneIsSeparate(t *testing.T) {
	tests := []struct {
		name  string
		seed  uint64
		after int // actions played before the copy is taken
	}{
		{"at the first turn", 1, 3},
		{"mid-game", 2, 40},
		{"later", 3, 90},
	}
	for _, r := range Rulesets() {
		for _, tt := range tests {
			t.Run(r.Era+"/"+tt.name, func(t *testing.T) {
				g, _, err := NewGame(r, randomDecks(r.Era), NewSeeded(tt.seed), Options{})
				if err != nil {
					t.Fatal(err)
				}
				rp := newRandomPlayer(tt.seed)
				for i := 0; i < tt.after && !g.Over(); i++ {
					a, _ := rp.pick(g)
					if _, err := g.Apply(a); err != nil {
						t.Fatal(err)
					}
				}
				before := boardDigest(g)
				c := g.clone()
				play := func(h *Game) string {
					rp := newRandomPlayer(tt.seed + 100)
					for n := 0; n < maxActions && !h.Over(); n++ {
						a, ok := rp.pick(h)
						if !ok {
							return "stuck"
						}
						if _, err := h.Apply(a); err != nil {
							return err.Error()
						}
						if err := h.CheckInvariants(); err != nil {
							return err.Error()
						}
					}
					return boardDigest(h)
				}
				end := play(c)
				if !c.Over() {
					t.Fatalf("the copy did not play to the end: %s", end)
				}
				if got := boardDigest(g); got != before {
					t.Fatalf("playing the copy changed the game:\n%s\nwant\n%s", got, before)
				}
				if got := play(g); got != end {
					t.Errorf("the game played on = \n%s\nthe copy played on = \n%s", got, end)
				}
			})
		}
	}
}
