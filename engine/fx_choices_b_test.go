package engine

import (
	"errors"
	"fmt"
	"slices"
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
// each pick from the Pokémon its move leaves, and refuses a place that Pokémon does not have
// and a pick of a card its filter does not take.
func TestEnergyPicksMovesFromOnePokemon(t *testing.T) {
	tests := []struct {
		name    string
		attack  int
		moves   []CounterMove
		picks   []int
		wantErr string
	}{
		{"moves from two Pokémon, a pick for each", 0, []CounterMove{{From: 1, To: 0, N: 1}, {From: 2, To: 0, N: 1}}, []int{1, 2}, "has no Energy card 3 attached"},
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

// TestCelebrationWindChoosesCards: the bench action's Picks name which Energy cards
// Celebration Wind moves; without them the cards attached longest go. A card not there, one
// chosen twice, or more cards than the moves take are refused with words saying why, and
// nothing is benched.
func TestCelebrationWindChoosesCards(t *testing.T) {
	tests := []struct {
		name    string
		moves   []CounterMove
		picks   []int
		wantErr string  // "" legal; else words the refusal must hold
		want    []*Card // the Energy left on the Active Pokémon
	}{
		{"no pick: the card attached longest", []CounterMove{{From: 0, To: 1, N: 1}}, nil, "", []*Card{hgWater, hgFire}},
		{"the newer card chosen", []CounterMove{{From: 0, To: 1, N: 1}}, []int{2}, "", []*Card{hgGrass, hgWater}},
		{"two chosen, one to each", []CounterMove{{From: 0, To: 1, N: 1}, {From: 0, To: 2, N: 1}}, []int{2, 1}, "", []*Card{hgGrass}},
		{"one chosen of two moved", []CounterMove{{From: 0, To: 1, N: 2}}, []int{1}, "", []*Card{hgFire}},
		{"a position with no card", []CounterMove{{From: 0, To: 1, N: 1}}, []int{3}, "has no Energy card 4 attached", nil},
		{"a card chosen twice", []CounterMove{{From: 0, To: 1, N: 2}}, []int{1, 1}, "chosen twice", nil},
		{"more cards than the moves take", []CounterMove{{From: 0, To: 1, N: 1}}, []int{0, 1}, "2 Energy cards chosen, and the moves take 1", nil},
		{"moves leaving two Pokémon", []CounterMove{{From: 0, To: 2, N: 1}, {From: 1, To: 2, N: 1}}, []int{1, 0}, "", []*Card{hgGrass, hgFire}},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(tropius, hgGrass, hgWater, hgFire), mon(magmar))
				b.Players[0].Bench = []BoardPokemon{*mon(tropius, hgGrass)}
				b.Players[0].Hand = []*Card{laShaymin}
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(Action{Kind: ActPlayBasic, Player: 0, Hand: 0, Own: -1, Target: -1, Opt: true, Moves: tc.moves, Picks: tc.picks})
				if tc.wantErr != "" {
					if !errors.Is(err, ErrBadChoice) || !strings.Contains(err.Error(), tc.wantErr) {
						t.Fatalf("bench Shaymin picking %v = %v; want ErrBadChoice saying %q", tc.picks, err, tc.wantErr)
					}
					if n := len(g.Bench(0)); n != 1 {
						t.Errorf("refused, and the Bench holds %d Pokémon; want 1", n)
					}
					return
				}
				if err != nil {
					t.Fatalf("bench Shaymin picking %v: %v", tc.picks, err)
				}
				if a, _ := g.Active(0); !slices.Equal(a.Energy, tc.want) {
					t.Errorf("Active Pokémon's Energy after picking %v = %v; want %v", tc.picks, a.Energy, tc.want)
				}
			})
		}
	}
}

// TestCelebrationWindPicksAnyMoves: with moves leaving several Pokémon, entry k of Picks is
// the k-th card moved, a place among the Energy cards of the Pokémon its move leaves: those
// it had, then those earlier moves gave it, places that do not shift as cards leave. A
// Pokémon may pass on a card it was just given; a card no longer there is refused.
func TestCelebrationWindPicksAnyMoves(t *testing.T) {
	mv := func(from, to, n int) CounterMove { return CounterMove{From: from, To: to, N: n} }
	tests := []struct {
		name    string
		moves   []CounterMove
		picks   []int
		wantErr string
		active  []*Card // Energy after, Active Tropius (Grass, Water, Fire before)
		bench   []*Card // Benched Tropius (Grass before)
		shaymin []*Card // Shaymin, benched by the action
	}{
		{"two Pokémon give, a pick each", []CounterMove{mv(0, 2, 1), mv(1, 2, 1)}, []int{2, 0}, "",
			[]*Card{hgGrass, hgWater}, nil, []*Card{hgFire, hgGrass}},
		{"a Pokémon gives what it was given, and its own", []CounterMove{mv(0, 1, 1), mv(1, 2, 2)}, []int{1, 1, 0}, "",
			[]*Card{hgGrass, hgFire}, nil, []*Card{hgWater, hgGrass}},
		{"the card given on, its own card kept", []CounterMove{mv(0, 1, 1), mv(1, 2, 1)}, []int{2, 1}, "",
			[]*Card{hgGrass, hgWater}, []*Card{hgGrass}, []*Card{hgFire}},
		{"fewer picks: the later card attached longest", []CounterMove{mv(0, 1, 1), mv(1, 2, 1)}, []int{2}, "",
			[]*Card{hgGrass, hgWater}, []*Card{hgFire}, []*Card{hgGrass}},
		{"no picks at all: each card attached longest", []CounterMove{mv(0, 1, 1), mv(1, 2, 1)}, nil, "",
			[]*Card{hgWater, hgFire}, []*Card{hgGrass}, []*Card{hgGrass}},
		{"a card given back is at a new place", []CounterMove{mv(0, 1, 1), mv(1, 0, 1), mv(0, 2, 1)}, []int{1, 1, 3}, "",
			[]*Card{hgGrass, hgFire}, []*Card{hgGrass}, []*Card{hgWater}},
		{"a card given back, named at its old place", []CounterMove{mv(0, 1, 1), mv(1, 0, 1), mv(0, 2, 1)}, []int{1, 1, 1},
			"Water Energy is chosen twice", nil, nil, nil},
		{"a place past the cards received", []CounterMove{mv(0, 1, 1), mv(1, 2, 1)}, []int{0, 2},
			"Tropius has no Energy card 3 attached", nil, nil, nil},
		{"the Pokémon benched has none of its own", []CounterMove{mv(2, 0, 1)}, []int{0},
			"the Pokémon put into play has no Energy card 1 attached", nil, nil, nil},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(tropius, hgGrass, hgWater, hgFire), mon(magmar))
				b.Players[0].Bench = []BoardPokemon{*mon(tropius, hgGrass)}
				b.Players[0].Hand = []*Card{laShaymin}
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(Action{Kind: ActPlayBasic, Player: 0, Hand: 0, Own: -1, Target: -1, Opt: true, Moves: tc.moves, Picks: tc.picks})
				if tc.wantErr != "" {
					if !errors.Is(err, ErrBadChoice) || !strings.Contains(err.Error(), tc.wantErr) {
						t.Fatalf("bench Shaymin with moves %v picking %v = %v; want ErrBadChoice saying %q", tc.moves, tc.picks, err, tc.wantErr)
					}
					return
				}
				if err != nil {
					t.Fatalf("bench Shaymin with moves %v picking %v: %v", tc.moves, tc.picks, err)
				}
				a, _ := g.Active(0)
				bn := g.Bench(0)
				for _, c := range []struct {
					what      string
					got, want []*Card
				}{{"Active Tropius", a.Energy, tc.active}, {"Benched Tropius", bn[0].Energy, tc.bench}, {"Shaymin", bn[1].Energy, tc.shaymin}} {
					if !slices.Equal(c.got, c.want) {
						t.Errorf("%s's Energy after picking %v = %v; want %v", c.what, tc.picks, c.got, c.want)
					}
				}
			})
		}
	}
}

// candyQueen is a Stage 2 whose power works when it is played from the hand to evolve and
// chooses a card from the opponent's hand (as Queenly Majesty does).
var candyQueen = &Card{ID: "test-cb1", Name: "Candy Queen", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Kaku", HP: 140, Types: []Type{Grass},
	BasicNames: []string{"Weed"},
	Powers: []Power{{Name: "Majesty", Kind: Ability, Use: UseEvolvedFromHand, Optional: true,
		Ops: []Op{{Kind: OpShowHand, Who: WhoDefending}, {Kind: OpHandPick, N: 1, Who: WhoDefending, Filter: Filter{AnyCategory: true}}}}}}

// TestRareCandyPowerPicksFromOpponentsHand: Rare Candy playing a Stage 2 whose power chooses a
// card from the opponent's hand offers that power (ruling rare-candy-evolve-from-hand-powers):
// Opt takes it, OppHandPicks the card; a missing, extra or unasked-for choice is refused.
func TestRareCandyPowerPicksFromOpponentsHand(t *testing.T) {
	tests := []struct {
		name     string
		opt      bool
		picks    []int
		want     error
		wantHand []string
	}{
		{"the chosen card goes", true, []int{1}, nil, []string{"Hand Item", "Hand Mon"}},
		{"power not taken", false, nil, nil, []string{"Hand Item", "Hand Supporter", "Hand Mon"}},
		{"taken without a choice", true, nil, ErrHandChoice, nil},
		{"two cards", true, []int{0, 1}, ErrHandChoice, nil},
		{"a choice without the power", false, []int{0}, ErrHandChoice, nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(evWeed).entered(1), mon(handMon))
				b.Players[0].Hand = []*Card{evCandy, candyQueen}
				b.Players[1].Hand = []*Card{handItem, handSupporter, handMon}
				g, _ := newTestGame(t, era, b)
				a := act(ActPlayTrainer, 0)
				a.Hand, a.Own, a.Takes, a.Opt, a.OppHandPicks = 0, 0, []int{1}, tt.opt, tt.picks
				if tt.want != nil {
					if err := g.Legal(a); !errors.Is(err, tt.want) {
						t.Fatalf("Rare Candy (Opt %v, picks %v) = %v; want %v", tt.opt, tt.picks, err, tt.want)
					}
					return
				}
				apply(t, g, a)
				if v, _ := g.Active(0); v.Card != candyQueen {
					t.Fatalf("Active = %s; want Candy Queen", v.Card.Name)
				}
				if got := handNames(g.Hand(1)); !slices.Equal(got, tt.wantHand) {
					t.Errorf("opponent's hand = %v; want %v", got, tt.wantHand)
				}
			})
		}
	}
}

// TestRareCandyPowerListed: LegalActions lists Rare Candy with the power not taken and taken,
// the latter with a card of the opponent's hand chosen.
func TestRareCandyPowerListed(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(evWeed).entered(1), mon(handMon))
			b.Players[0].Hand = []*Card{evCandy, candyQueen}
			b.Players[1].Hand = []*Card{handItem}
			g, _ := newTestGame(t, era, b)
			var opts []bool
			for _, l := range g.LegalActions(nil) {
				if l.Kind != ActPlayTrainer {
					continue
				}
				opts = append(opts, l.Opt)
				if l.Opt && len(l.OppHandPicks) != 1 {
					t.Errorf("listed %v; want one card of the opponent's hand chosen", l)
				}
				if err := g.Legal(l); err != nil {
					t.Errorf("listed %v: Legal = %v", l, err)
				}
			}
			if !slices.Equal(opts, []bool{false, true}) {
				t.Errorf("listed Rare Candy Opt = %v; want [false true]", opts)
			}
		})
	}
}

// TestRareCandyPowerCitesRuling: the power of the card Rare Candy plays works because the
// card counts as played from the hand to evolve. The run cites the ruling that says so where
// the Rules Team gave it (hgss, sm) and traces an assumption in xy; with the choice off the
// power is neither listed nor taken.
func TestRareCandyPowerCitesRuling(t *testing.T) {
	const anchor = RulingPrefix + "rare-candy-evolve-from-hand-powers"
	tests := []struct {
		era        string
		off        bool
		wantRuling bool // a note cites the ruling
		wantAssume bool // an assumption is traced
	}{
		{era: "hgss", wantRuling: true},
		{era: "xy", wantAssume: true},
		{era: "sm", wantRuling: true},
		{era: "sm", off: true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s/off=%v", tt.era, tt.off), func(t *testing.T) {
			b := table(mon(evWeed).entered(1), mon(handMon))
			b.Players[0].Hand = []*Card{evCandy, candyQueen}
			b.Players[1].Hand = []*Card{handItem, handSupporter}
			r := rules(t, tt.era)
			r.CandyEvolvesFromHand.On = !tt.off
			g, err := NewBoard(r, b, NewScripted(), Options{Trace: true, Names: [2]string{"Ana", "Ben"}})
			if err != nil {
				t.Fatalf("NewBoard: %v", err)
			}
			listed := false
			for _, l := range g.LegalActions(nil) {
				listed = listed || l.Kind == ActPlayTrainer && l.Opt
			}
			if listed == tt.off {
				t.Errorf("Rare Candy listed with the power taken = %v; want %v", listed, !tt.off)
			}
			a := act(ActPlayTrainer, 0)
			a.Hand, a.Own, a.Takes, a.Opt, a.OppHandPicks = 0, 0, []int{1}, true, []int{0}
			if tt.off {
				if err := g.Legal(a); !errors.Is(err, ErrBadChoice) && !errors.Is(err, ErrHandChoice) {
					t.Errorf("Rare Candy taking the power with the choice off = %v; want a refused choice", err)
				}
				return
			}
			ev := apply(t, g, a)
			ruling, assumed := false, false
			for _, e := range ev {
				ruling = ruling || e.Kind == EvNote && e.Anchor == anchor
				assumed = assumed || e.Kind == EvAssumption && strings.Contains(e.Message, "Rare Candy")
			}
			if ruling != tt.wantRuling || assumed != tt.wantAssume {
				t.Errorf("%s: ruling cited %v, assumption traced %v; want %v, %v", tt.era, ruling, assumed, tt.wantRuling, tt.wantAssume)
			}
			if got := handNames(g.Hand(1)); !slices.Equal(got, []string{"Hand Supporter"}) {
				t.Errorf("opponent's hand = %v; want [Hand Supporter]", got)
			}
		})
	}
}
