package engine

import (
	"errors"
	"slices"
	"testing"
)

// The hand primitives, tested in every era.
var (
	handItem      = &Card{ID: "test-h1", Name: "Hand Item", Category: TrainerCard, Trainer: Item}
	handSupporter = &Card{ID: "test-h2", Name: "Hand Supporter", Category: TrainerCard, Trainer: Supporter}
	handMon       = &Card{ID: "test-h3", Name: "Hand Mon", Category: PokemonCard, Stage: Basic, HP: 200, Types: []Type{Colorless}}
	handPeeker    = &Card{ID: "test-h4", Name: "Peeker", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Colorless},
		Attacks: []Attack{
			{Name: "Peek", After: []Op{{Kind: OpShowHand, Who: WhoDefending}}},
			{Name: "Even", Damage: 10, Suffix: "+", Before: []Op{{Kind: OpBasePer, Amount: 40, Count: CountHandsEqual}}},
			{Name: "Junk Count", Before: []Op{{Kind: OpBasePer, Amount: 30, Count: CountOppHandTrainers}}},
			{Name: "Find Mon", Damage: 10, Suffix: "+", Before: []Op{{Kind: OpShowHand, Who: WhoDefending}, {Kind: OpBasePer, Amount: 80, Count: CountOppHandPokemon}}},
			{Name: "Breakdown", After: []Op{{Kind: OpCountersPer, N: 1, Count: CountOppHand}}},
			{Name: "Mimic", After: []Op{{Kind: OpShuffleHand, Who: WhoSelf}, {Kind: OpDrawPer, N: 1, Count: CountOppHand}}},
			{Name: "Imitate", After: []Op{{Kind: OpDrawToMatch}}},
			{Name: "Dual Draw", After: []Op{{Kind: OpEachDraw, N: 2, Reveal: true}}},
		}}
	handThief = &Card{ID: "test-h5", Name: "Thief", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Colorless},
		Attacks: []Attack{
			{Name: "Knock Off", After: []Op{{Kind: OpHandRandom, N: 1, Who: WhoDefending, Dest: ToDiscard}}},
			{Name: "Astonish", After: []Op{{Kind: OpHandRandom, N: 1, Who: WhoDefending, Dest: ToDeck}}},
			{Name: "Lost Claw", After: []Op{{Kind: OpHandRandom, N: 1, Who: WhoDefending, ToLostZone: true}}},
			{Name: "Strip", After: []Op{{Kind: OpHandRandom, N: -1, Who: WhoDefending, Dest: ToDiscard}}},
			{Name: "Toss Aside", After: []Op{{Kind: OpHandRandom, Amount: 3, Who: WhoDefending, Dest: ToDiscard}}},
			{Name: "Tail Spank", Damage: 30, Before: []Op{{Kind: OpHandPick, N: 2, Who: WhoSelf, Exact: true, Filter: Filter{AnyCategory: true}, Dest: ToDiscard}}},
			{Name: "Corrode", After: []Op{{Kind: OpShowHand, Who: WhoDefending}, {Kind: OpHandPick, N: 2, Who: WhoDefending, Filter: Filter{Category: EnergyCard}, Dest: ToDiscard}}},
			{Name: "Mental Trash", After: []Op{{Kind: OpFlip, N: 3}, {Kind: OpHandPick, N: 1, Gate: EachTails, Who: WhoDefending, OwnerChooses: true, Filter: Filter{AnyCategory: true}, Dest: ToDiscard}}},
			{Name: "Disconnect", After: []Op{{Kind: OpTrainerLock, Filter: Filter{Category: TrainerCard, Trainer: 1 + uint8(Item)}}}},
		}}
	handBall = &Card{ID: "test-h6", Name: "Hand Ball", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpHandPick, N: 2, Who: WhoSelf, Exact: true, Filter: Filter{AnyCategory: true}, Dest: ToDiscard},
			{Kind: OpSearch, Gate: IfDone, N: 1, Filter: Filter{Category: PokemonCard}}}}
)

func handNames(cs []*Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Name
	}
	return out
}

func TestHandPrimitives(t *testing.T) {
	tests := []struct {
		name   string
		board  func() Board
		coins  []Coin
		action Action
		check  func(t *testing.T, g *Game, ev []Event)
	}{
		{"show-hand traces the opponent's hand", func() Board {
			b := table(mon(handPeeker), mon(handMon))
			b.Players[1].Hand = []*Card{handItem, hgWater}
			return b
		}, nil, attackAct(0, 0), func(t *testing.T, g *Game, ev []Event) {
			if !hasEvent(ev, EvShowHand, "Hand Item, Water Energy") {
				t.Errorf("events %v; want a show-hand event naming Hand Item, Water Energy", eventsOf(ev, EvShowHand))
			}
		}},
		{"hands-equal: +40 when both hold 2", func() Board {
			b := table(mon(handPeeker), mon(handMon))
			b.Players[0].Hand, b.Players[1].Hand = filler(2), filler(2)
			return b
		}, nil, attackAct(0, 1), func(t *testing.T, g *Game, ev []Event) {
			if d := damageOf(g, 1); d != 50 {
				t.Errorf("damage = %d; want 50", d)
			}
		}},
		{"hands-equal: nothing more when they differ", func() Board {
			b := table(mon(handPeeker), mon(handMon))
			b.Players[0].Hand, b.Players[1].Hand = filler(2), filler(3)
			return b
		}, nil, attackAct(0, 1), func(t *testing.T, g *Game, ev []Event) {
			if d := damageOf(g, 1); d != 10 {
				t.Errorf("damage = %d; want 10", d)
			}
		}},
		{"opp-hand-trainers: 30 for each of 2 Trainer cards", func() Board {
			b := table(mon(handPeeker), mon(handMon))
			b.Players[1].Hand = []*Card{handItem, hgWater, handSupporter, handMon}
			return b
		}, nil, attackAct(0, 2), func(t *testing.T, g *Game, ev []Event) {
			if d := damageOf(g, 1); d != 60 {
				t.Errorf("damage = %d; want 60", d)
			}
		}},
		{"opp-hand-pokemon: +80 once with two Pokémon there", func() Board {
			b := table(mon(handPeeker), mon(handMon))
			b.Players[1].Hand = []*Card{handMon, handMon}
			return b
		}, nil, attackAct(0, 3), func(t *testing.T, g *Game, ev []Event) {
			if d := damageOf(g, 1); d != 90 {
				t.Errorf("damage = %d; want 90", d)
			}
		}},
		{"counters-per: a counter for each card in the opponent's hand", func() Board {
			b := table(mon(handPeeker), mon(handMon))
			b.Players[1].Hand = filler(3)
			return b
		}, nil, attackAct(0, 4), func(t *testing.T, g *Game, ev []Event) {
			if d := damageOf(g, 1); d != 30 {
				t.Errorf("damage = %d; want 30", d)
			}
		}},
		{"shuffle-hand then draw-per: as many as the opponent holds", func() Board {
			b := table(mon(handPeeker), mon(handMon))
			b.Players[0].Hand = filler(6)
			b.Players[1].Hand = filler(2)
			return b
		}, nil, attackAct(0, 5), func(t *testing.T, g *Game, ev []Event) {
			if n := len(g.Hand(0)); n != 2 {
				t.Errorf("hand = %d; want 2", n)
			}
			if n := len(g.Deck(0)); n != 14 {
				t.Errorf("deck = %d; want 14 (10 + 6 shuffled in - 2 drawn)", n)
			}
		}},
		{"draw-to-match: up to the opponent's hand size", func() Board {
			b := table(mon(handPeeker), mon(handMon))
			b.Players[0].Hand = filler(1)
			b.Players[1].Hand = filler(4)
			return b
		}, nil, attackAct(0, 6), func(t *testing.T, g *Game, ev []Event) {
			if n := len(g.Hand(0)); n != 4 {
				t.Errorf("hand = %d; want 4", n)
			}
		}},
		{"draw-to-match: nothing with the larger hand", func() Board {
			b := table(mon(handPeeker), mon(handMon))
			b.Players[0].Hand = filler(5)
			b.Players[1].Hand = filler(4)
			return b
		}, nil, attackAct(0, 6), func(t *testing.T, g *Game, ev []Event) {
			if n := len(g.Hand(0)); n != 5 {
				t.Errorf("hand = %d; want 5", n)
			}
		}},
		{"each-draw: both players draw 2 and show them", func() Board {
			return table(mon(handPeeker), mon(handMon))
		}, nil, attackAct(0, 7), func(t *testing.T, g *Game, ev []Event) {
			// Player 1 then drew 1 more at the start of their turn.
			if n0, n1 := len(g.Hand(0)), len(g.Hand(1)); n0 != 2 || n1 != 3 {
				t.Errorf("hands = %d, %d; want 2, 3", n0, n1)
			}
			if n := len(eventsOf(ev, EvShowHand)); n != 2 {
				t.Errorf("show-hand events = %d; want 2", n)
			}
		}},
		{"hand-random: scripted, the first card is discarded", func() Board {
			b := table(mon(handThief), mon(handMon))
			b.Players[1].Hand = []*Card{handItem, handMon}
			return b
		}, nil, attackAct(0, 0), func(t *testing.T, g *Game, ev []Event) {
			if d := handNames(g.Discard(1)); !slices.Equal(d, []string{"Hand Item"}) {
				t.Errorf("opponent's discard = %v; want [Hand Item]", d)
			}
		}},
		{"hand-random to the deck: shown and shuffled in", func() Board {
			b := table(mon(handThief), mon(handMon))
			b.Players[1].Hand = []*Card{handItem, handMon}
			return b
		}, nil, attackAct(0, 1), func(t *testing.T, g *Game, ev []Event) {
			if !hasEvent(ev, EvShowHand, "Hand Item") {
				t.Errorf("no show-hand event naming Hand Item")
			}
			// 10 + 1 shuffled in - 1 drawn at the start of the opponent's turn.
			if n := len(g.Deck(1)); n != 10 {
				t.Errorf("opponent's deck = %d; want 10", n)
			}
		}},
		{"hand-random to the Lost Zone", func() Board {
			b := table(mon(handThief), mon(handMon))
			b.Players[1].Hand = []*Card{handItem, handMon}
			return b
		}, nil, attackAct(0, 2), func(t *testing.T, g *Game, ev []Event) {
			if l := handNames(g.LostZone(1)); !slices.Equal(l, []string{"Hand Item"}) {
				t.Errorf("opponent's Lost Zone = %v; want [Hand Item]", l)
			}
		}},
		{"hand-random all: the whole hand is discarded", func() Board {
			b := table(mon(handThief), mon(handMon))
			b.Players[1].Hand = filler(5)
			return b
		}, nil, attackAct(0, 3), func(t *testing.T, g *Game, ev []Event) {
			if n := len(g.Discard(1)); n != 5 {
				t.Errorf("opponent's discard = %d; want 5", n)
			}
		}},
		{"hand-random until 3 are left", func() Board {
			b := table(mon(handThief), mon(handMon))
			b.Players[1].Hand = filler(7)
			return b
		}, nil, attackAct(0, 4), func(t *testing.T, g *Game, ev []Event) {
			if n := len(g.Discard(1)); n != 4 {
				t.Errorf("opponent's discard = %d; want 4", n)
			}
		}},
		{"hand-random until 3: nothing from a hand of 2", func() Board {
			b := table(mon(handThief), mon(handMon))
			b.Players[1].Hand = filler(2)
			return b
		}, nil, attackAct(0, 4), func(t *testing.T, g *Game, ev []Event) {
			if n := len(g.Discard(1)); n != 0 {
				t.Errorf("opponent's discard = %d; want 0", n)
			}
		}},
		{"hand-pick exact in an attack: the chosen 2 are discarded", func() Board {
			b := table(mon(handThief, hgWater, hgWater, hgWater), mon(handMon))
			b.Players[0].Hand = []*Card{handItem, handMon, hgFire}
			return b
		}, nil, Action{Kind: ActAttack, Player: 0, Index: 5, Own: -1, Target: -1, HandPicks: []int{2, 0}},
			func(t *testing.T, g *Game, ev []Event) {
				if d := handNames(g.Discard(0)); !slices.Equal(d, []string{"Fire Energy", "Hand Item"}) {
					t.Errorf("discard = %v; want [Fire Energy Hand Item]", d)
				}
				if d := damageOf(g, 1); d != 30 {
					t.Errorf("damage = %d; want 30", d)
				}
			}},
		{"hand-pick exact in an attack: 1 card in hand, the attack does nothing", func() Board {
			b := table(mon(handThief, hgWater, hgWater, hgWater), mon(handMon))
			b.Players[0].Hand = []*Card{handItem}
			return b
		}, nil, attackAct(0, 5), func(t *testing.T, g *Game, ev []Event) {
			if d := damageOf(g, 1); d != 0 {
				t.Errorf("damage = %d; want 0", d)
			}
			if n := len(g.Hand(0)); n != 1 {
				t.Errorf("hand = %d; want 1 (nothing discarded)", n)
			}
		}},
		{"hand-pick from the opponent's hand: up to 2 Energy cards chosen", func() Board {
			b := table(mon(handThief), mon(handMon))
			b.Players[1].Hand = []*Card{hgWater, handItem, hgFire, hgWater}
			return b
		}, nil, Action{Kind: ActAttack, Player: 0, Index: 6, Own: -1, Target: -1, OppHandPicks: []int{3, 2}},
			func(t *testing.T, g *Game, ev []Event) {
				if d := handNames(g.Discard(1)); !slices.Equal(d, []string{"Water Energy", "Fire Energy"}) {
					t.Errorf("opponent's discard = %v; want [Water Energy Fire Energy]", d)
				}
			}},
		{"hand-pick per tails: the owner's first 2 choices go", func() Board {
			b := table(mon(handThief), mon(handMon))
			b.Players[1].Hand = []*Card{hgWater, handItem, hgFire, handMon}
			return b
		}, coins("HTT"), Action{Kind: ActAttack, Player: 0, Index: 7, Own: -1, Target: -1, OppHandPicks: []int{3, 1, 0}},
			func(t *testing.T, g *Game, ev []Event) {
				if d := handNames(g.Discard(1)); !slices.Equal(d, []string{"Hand Mon", "Hand Item"}) {
					t.Errorf("opponent's discard = %v; want [Hand Mon Hand Item]", d)
				}
			}},
		{"hand-pick in an Item: discard the 2 chosen, then search", func() Board {
			b := table(mon(handThief), mon(handMon))
			b.Players[0].Hand = []*Card{hgWater, handBall, hgFire, handItem}
			b.Players[0].Deck = append(filler(3), handMon)
			return b
		}, nil, Action{Kind: ActPlayTrainer, Player: 0, Hand: 1, Own: -1, Target: -1, HandPicks: []int{0, 3}},
			func(t *testing.T, g *Game, ev []Event) {
				if d := handNames(g.Discard(0)); !slices.Equal(d, []string{"Water Energy", "Hand Item", "Hand Ball"}) {
					t.Errorf("discard = %v; want [Water Energy Hand Item Hand Ball]", d)
				}
				if h := handNames(g.Hand(0)); !slices.Equal(h, []string{"Fire Energy", "Hand Mon"}) {
					t.Errorf("hand = %v; want [Fire Energy Hand Mon]", h)
				}
			}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tt.board(), tt.coins...)
				ev := apply(t, g, tt.action)
				tt.check(t, g, ev)
			})
		}
	}
}

func TestHandPickRefusals(t *testing.T) {
	play := func(picks ...int) Action {
		return Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1, HandPicks: picks}
	}
	tests := []struct {
		name   string
		hand   []*Card
		action Action
		want   error
	}{
		{"too few cards to discard 2", []*Card{handBall, hgWater}, play(1), ErrNotEnoughCards},
		{"no picks", []*Card{handBall, hgWater, hgFire}, play(), ErrBadChoice},
		{"the Item itself", []*Card{handBall, hgWater, hgFire}, play(0, 1), ErrBadChoice},
		{"the same card twice", []*Card{handBall, hgWater, hgFire}, play(1, 1), ErrBadChoice},
		{"out of the hand", []*Card{handBall, hgWater, hgFire}, play(1, 3), ErrBadChoice},
		{"picks on a card that asks none", []*Card{handItem, hgWater}, play(1), ErrBadChoice},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(handThief), mon(handMon))
				b.Players[0].Hand = tt.hand
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(tt.action)
				wantRuleError(t, err, tt.want, era, refTrainer)
			})
		}
	}
}

func TestHandPickLegalActions(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(handThief), mon(handMon))
			b.Players[0].Hand = []*Card{handBall, hgWater, hgFire, handItem}
			g, _ := newTestGame(t, era, b)
			var got [][]int
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActPlayTrainer && a.Hand == 0 {
					got = append(got, a.HandPicks)
				}
			}
			want := [][]int{{1, 2}, {1, 3}, {2, 3}}
			if !slices.EqualFunc(got, want, slices.Equal) {
				t.Errorf("Hand Ball choices = %v; want %v", got, want)
			}
		})
	}
}

func TestCombosBounded(t *testing.T) {
	tests := []struct {
		cands []int
		k     int
		want  int
	}{
		{[]int{0, 1, 2}, 2, 3},
		{[]int{0, 1, 2, 3, 4, 5, 6, 7}, 2, maxPickChoices},
		{[]int{4}, 1, 1},
		{nil, 0, 1},
	}
	for _, tt := range tests {
		if got := combos(nil, tt.cands, tt.k); len(got) != tt.want {
			t.Errorf("combos(%v, %d) = %v; want %d sets", tt.cands, tt.k, got, tt.want)
		}
	}
}

func TestTrainerLock(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(handThief), mon(handMon))
			b.Players[1].Hand = []*Card{handItem, handSupporter}
			g, _ := newTestGame(t, era, b)
			ev := apply(t, g, attackAct(0, 8))
			if !hasEvent(ev, EvLasting, "cannot play Item cards") {
				t.Errorf("no event for the Item ban")
			}
			_, err := g.Apply(Action{Kind: ActPlayTrainer, Player: 1, Hand: 0, Own: -1, Target: -1})
			wantRuleError(t, err, ErrTrainerLocked, era, refAttackEffects)
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActPlayTrainer && a.Hand == 0 {
					t.Errorf("LegalActions lists %v under the Item ban", a)
				}
			}
			// A Supporter is not an Item: the ban leaves it alone.
			apply(t, g, Action{Kind: ActPlayTrainer, Player: 1, Hand: 1, Own: -1, Target: -1})
			apply(t, g, act(ActEndTurn, 1))
			apply(t, g, act(ActEndTurn, 0))
			// Two turns on, the ban is over.
			i, _ := g.HandIndex(1, "Hand Item")
			if _, err := g.Apply(Action{Kind: ActPlayTrainer, Player: 1, Hand: i, Own: -1, Target: -1}); errors.Is(err, ErrTrainerLocked) {
				t.Errorf("Item refused two turns later: %v", err)
			}
		})
	}
}

// handDecks returns decks full of the hand primitives, for random games and the fuzz target.
func handDecks(era string) [2][]*Card {
	d := deckOf(handThief, 4, handPeeker, 4, handMon, 4, handBall, 4, handItem, 4, handSupporter, 4, hgWater, 36)
	return [2][]*Card{d, d}
}

// Random games with the hand primitives: every listed action (hand choices included) is
// accepted, and every card stays in exactly one place.
func TestHandRandomGames(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			picked := 0
			for seed := uint64(1); seed <= 60; seed++ {
				g, _, err := NewGame(rules(t, era), handDecks(era), NewSeeded(seed), Options{})
				if err != nil {
					t.Fatalf("NewGame: %v", err)
				}
				var buf []Action
				for steps := 0; steps < 2000 && !g.Over(); steps++ {
					buf = g.LegalActions(buf[:0])
					a := buf[int(seed*uint64(steps+7))%len(buf)]
					if len(a.HandPicks)+len(a.OppHandPicks) > 0 {
						picked++
					}
					if _, err := g.Apply(a); err != nil {
						t.Fatalf("seed %d: legal %v refused: %v", seed, a, err)
					}
					if err := g.CheckInvariants(); err != nil {
						t.Fatalf("seed %d after %v: %v", seed, a, err)
					}
				}
			}
			if picked == 0 {
				t.Errorf("no game chose cards from a hand")
			}
		})
	}
}

// A Trainer card's "you may" part: Action.Opt takes it, LegalActions lists both answers, and
// a card with no such part refuses Opt.
func TestTrainerOption(t *testing.T) {
	peek := &Card{ID: "test-h7", Name: "Peek Card", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpShowHand, Who: WhoDefending}, {Kind: OpShuffleHand, Who: WhoDefending, N: -1, Gate: IfOpted}}}
	board := func() Board {
		b := table(mon(handThief), mon(handMon))
		b.Players[0].Hand = []*Card{peek, handItem}
		b.Players[1].Hand = []*Card{handItem, handMon, hgFire}
		b.Players[1].Deck = filler(5)
		return b
	}
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			g, _ := newTestGame(t, era, board())
			var opts []bool
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActPlayTrainer && a.Hand == 0 {
					opts = append(opts, a.Opt)
				}
			}
			if !slices.Equal(opts, []bool{true, false}) {
				t.Errorf("listed options = %v; want [true false]", opts)
			}
			_, err := g.Apply(Action{Kind: ActPlayTrainer, Player: 0, Hand: 1, Own: -1, Target: -1, Opt: true})
			wantRuleError(t, err, ErrBadChoice, era, refTrainer)

			apply(t, g, Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1})
			if h := handNames(g.Hand(1)); !slices.Equal(h, []string{"Hand Item", "Hand Mon", "Fire Energy"}) {
				t.Errorf("declined: opponent's hand = %v; want it unchanged", h)
			}

			g, _ = newTestGame(t, era, board())
			ev := apply(t, g, Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1, Opt: true})
			if n, d := len(g.Hand(1)), len(g.Deck(1)); n != 3 || d != 5 {
				t.Errorf("taken: opponent's hand %d, deck %d; want 3 and 5 (3 shuffled in, 3 drawn)", n, d)
			}
			drew := 0
			for _, e := range eventsOf(ev, EvDraw) {
				if e.Player == 1 {
					drew += e.Amount
				}
			}
			if drew != 3 {
				t.Errorf("taken: the opponent drew %d cards; want 3", drew)
			}
			if !hasEvent(ev, EvShowHand, "Hand Item, Hand Mon, Fire Energy") {
				t.Errorf("no show-hand event naming the opponent's hand")
			}
		})
	}
}

// "Your opponent may draw a card": the opponent's answer is Action.Opt.
func TestOppMayDraw(t *testing.T) {
	cheer := &Card{ID: "test-h8", Name: "Cheer", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpDraw, N: 3}, {Kind: OpOppMayDraw, N: 1}}}
	tests := []struct {
		name     string
		opt      bool
		wantOpp  int
		wantMine int
	}{
		{"the opponent draws", true, 1, 3},
		{"the opponent declines", false, 0, 3},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(handThief), mon(handMon))
				b.Players[0].Hand = []*Card{cheer}
				g, _ := newTestGame(t, era, b)
				apply(t, g, Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1, Opt: tt.opt})
				if n, m := len(g.Hand(1)), len(g.Hand(0)); n != tt.wantOpp || m != tt.wantMine {
					t.Errorf("hands: opponent %d, player %d; want %d and %d", n, m, tt.wantOpp, tt.wantMine)
				}
			})
		}
	}
}
