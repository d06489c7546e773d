package engine

import (
	"errors"
	"testing"
)

// stacked returns a 60-card deck whose top cards are the given ones, then Fire Energy, with
// Vulpix as card 60 so the deck always has a Basic Pokémon.
func stacked(top ...*Card) []*Card {
	d := append([]*Card(nil), top...)
	for len(d) < 59 {
		d = append(d, hgFire)
	}
	for len(d) < 60 {
		d = append(d, vulpix)
	}
	return d
}

func noBasics(n int) []*Card { return deckOf(hgFire, n) }

func TestSetupMulliganExtraDraw(t *testing.T) {
	tests := []struct {
		era        string
		flipFirst  bool // the coin is flipped before the deal, and its winner chooses
		benchDrawn bool // Basic Pokémon among the extra cards may go to the Bench
	}{
		{"hgss", false, false},
		{"xy", true, true},
		{"sm", true, true},
	}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			// Ana: Vulpix on top. Ben: two hands with no Basic Pokémon, then Magmar.
			// Ana: Vulpix on top; under her hand and Prize cards (13 cards), Magmar.
			ana := stacked(append(append([]*Card{vulpix}, noBasics(12)...), magmar)...)
			ben := stacked(append(noBasics(14), magmar)...)
			g, ev, err := NewGame(rules(t, tc.era), [2][]*Card{ana, ben}, NewScripted(Heads, Heads), Options{Trace: true})
			if err != nil {
				t.Fatal(err)
			}
			if tc.flipFirst {
				if d, p := g.Decision(); d != DecideFirstPlayer || p != 0 {
					t.Fatalf("decision %v for %d; want Ana (heads) to choose who goes first", d, p)
				}
				ev = append(ev, apply(t, g, Action{Kind: ActChooseFirst, Player: 0, Target: 1})...)
			}
			if n := len(eventsOf(ev, EvMulligan)); n != 2 {
				t.Fatalf("%d mulligans; want 2 (Ben's two hands without a Basic Pokémon)", n)
			}
			apply(t, g, Action{Kind: ActSetupActive, Player: 0, Hand: 0})
			apply(t, g, act(ActSetupDone, 0))
			apply(t, g, Action{Kind: ActSetupActive, Player: 1, Hand: 0})
			apply(t, g, act(ActSetupDone, 1))
			if len(g.Prizes(0)) != 6 || len(g.Prizes(1)) != 6 {
				t.Fatalf("Prize cards %d and %d; want 6 each", len(g.Prizes(0)), len(g.Prizes(1)))
			}
			d, p := g.Decision()
			if d != DecideExtraDraw || p != 0 {
				t.Fatalf("decision %v for %d; want Ana to choose extra cards", d, p)
			}
			if n := len(g.LegalActions(nil)); n != 3 {
				t.Errorf("extra-draw choices = %d; want 3 (0, 1 or 2 cards)", n)
			}
			_, err = g.Apply(Action{Kind: ActExtraDraw, Player: 0, Index: 3})
			wantRuleError(t, err, ErrBadChoice, tc.era, refMulliganDraw)
			// Ana's deck now starts with Magmar: she draws it and a Fire Energy.
			handBefore := len(g.Hand(0))
			ev = apply(t, g, Action{Kind: ActExtraDraw, Player: 0, Index: 2})
			draws := eventsOf(ev, EvDraw)
			if len(draws) == 0 || draws[0].Amount != 2 || draws[0].Anchor != rules(t, tc.era).anchor(refMulliganDraw) {
				t.Errorf("extra draw events %v; want 2 cards citing the mulligan rule", draws)
			}
			if got := len(eventsOf(ev, EvAssumption)) > 0; got == tc.benchDrawn {
				t.Errorf("assumption about Benching drawn Basics traced = %v; want %v", got, !tc.benchDrawn)
			}
			d, _ = g.Decision()
			if tc.benchDrawn {
				if d != DecideBench {
					t.Fatalf("decision %v; want a chance to Bench the Basic Pokémon drawn", d)
				}
				// Only the newly drawn cards may be Benched now.
				for _, a := range g.LegalActions(nil) {
					if a.Kind == ActSetupBench && a.Hand < handBefore {
						t.Errorf("%v offers a card from the opening hand", a)
					}
				}
				apply(t, g, act(ActSetupDone, 0))
			}
			if d, p := g.Decision(); d != DecideMain {
				t.Fatalf("decision %v for %d; want the first turn", d, p)
			}
			wantFirst := 0
			if tc.flipFirst {
				wantFirst = 1 // Ana chose Ben
			}
			if g.First() != wantFirst || g.Turn() != 1 {
				t.Errorf("first player %d on turn %d; want %d on turn 1", g.First(), g.Turn(), wantFirst)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestSetupBothMulligan(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			d := stacked(append(noBasics(7), vulpix)...)
			g, ev, err := NewGame(rules(t, era), [2][]*Card{d, d}, NewScripted(Heads, Heads), Options{Trace: true})
			if err != nil {
				t.Fatal(err)
			}
			if dd, _ := g.Decision(); dd == DecideFirstPlayer {
				ev = append(ev, apply(t, g, Action{Kind: ActChooseFirst, Player: 0, Target: 0})...)
			}
			if n := len(eventsOf(ev, EvMulligan)); n != 2 {
				t.Fatalf("%d mulligan events; want 2 (one per player)", n)
			}
			for p := 0; p < 2; p++ {
				apply(t, g, Action{Kind: ActSetupActive, Player: p, Hand: 0})
				apply(t, g, act(ActSetupDone, p))
			}
			if dd, _ := g.Decision(); dd != DecideMain {
				t.Errorf("decision %v; want no extra cards when both players took the mulligan", dd)
			}
		})
	}
}

func TestSetupPlacement(t *testing.T) {
	g, _, err := NewGame(HGSS(), [2][]*Card{stacked(vulpix, magmar, hgSwitch, cyndaquil, pineco, tropius, kricketot), stacked(vulpix)}, NewScripted(Tails), Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Apply(Action{Kind: ActSetupActive, Player: 0, Hand: 2})
	wantRuleError(t, err, ErrNotBasic, "hgss", refSetupActive)
	_, err = g.Apply(act(ActSetupDone, 0))
	wantRuleError(t, err, ErrSetup, "hgss", refSetup)
	apply(t, g, Action{Kind: ActSetupActive, Player: 0, Hand: 0})
	// Hand: Magmar, Switch, Cyndaquil, Pineco, Tropius, Kricketot, Fire Energy.
	apply(t, g, Action{Kind: ActSetupBench, Player: 0, Hand: 0})
	for i := 0; i < 4; i++ {
		apply(t, g, Action{Kind: ActSetupBench, Player: 0, Hand: 1}) // the Switch stays at 0
	}
	if la := g.LegalActions(nil); len(la) != 1 || la[0].Kind != ActSetupDone {
		t.Errorf("with a full Bench the legal actions are %v; want only setup-done", la)
	}
	if n := len(g.Bench(0)); n != 5 {
		t.Fatalf("Bench = %d; want 5", n)
	}
	apply(t, g, act(ActSetupDone, 0))
	apply(t, g, Action{Kind: ActSetupActive, Player: 1, Hand: 0})
	apply(t, g, act(ActSetupDone, 1))
	if g.First() != 1 {
		t.Errorf("first player = %d; want Ben (player 1 calls nothing; tails means player 1)", g.First())
	}
}

func TestCheckDeck(t *testing.T) {
	tests := []struct {
		name string
		deck []*Card
	}{
		{"59 cards", stacked()[:59]},
		{"no Basic Pokémon", noBasics(60)},
		{"five cards with one name", stacked(magmar, magmar, magmar, magmar, magmar)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := NewGame(HGSS(), [2][]*Card{tc.deck, stacked()}, NewScripted(), Options{})
			if !errors.Is(err, ErrDeck) {
				t.Fatalf("NewGame = %v; want ErrDeck", err)
			}
		})
	}
	if err := HGSS().CheckDeck(deckOf(vulpix, 4, hgFire, 56)); err != nil {
		t.Errorf("56 basic Energy and 4 Vulpix: %v; want a legal deck", err)
	}
}
