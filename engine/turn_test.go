package engine

import (
	"errors"
	"testing"
)

func trainerAct(p, hand int) Action {
	a := act(ActPlayTrainer, p)
	a.Hand = hand
	return a
}

// TestFirstTurn: the starting player's limits on turn 1 (Board.Turn 1, Ana goes first).
func TestFirstTurn(t *testing.T) {
	tests := []struct {
		era         string
		trainerErr  error
		attackErr   error
		evolveErr   error
		secondEvolv error // the second player's first turn (turn 2)
	}{
		{"hgss", ErrFirstTurnTrainer, nil, ErrFirstTurnEvolve, ErrFirstTurnEvolve},
		{"xy", nil, ErrFirstTurnAttack, ErrFirstTurnEvolve, ErrFirstTurnEvolve},
		{"sm", nil, ErrFirstTurnAttack, ErrFirstTurnEvolve, ErrFirstTurnEvolve},
	}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			b := table(mon(vulpix, hgFire), mon(kricketot))
			b.Turn = 1
			b.Players[0].Hand = []*Card{hgPlusPower, ninetales}
			g, _ := newTestGame(t, tc.era, b, Heads)
			_, err := g.Apply(trainerAct(0, 0))
			if !errors.Is(err, tc.trainerErr) || (tc.trainerErr == nil) != (err == nil) {
				t.Errorf("Trainer on turn 1: %v; want %v", err, tc.trainerErr)
			}
			ev := Action{Kind: ActEvolve, Player: 0, Hand: 1, Slot: 0}
			if tc.trainerErr == nil {
				ev.Hand = 0 // the PlusPower left the hand
			}
			_, err = g.Apply(ev)
			wantRuleError(t, err, tc.evolveErr, tc.era, refEvolveFirstTurn)
			_, err = g.Apply(attackAct(0, 0))
			if !errors.Is(err, tc.attackErr) || (tc.attackErr == nil) != (err == nil) {
				t.Errorf("attack on turn 1: %v; want %v", err, tc.attackErr)
			}
			if tc.attackErr != nil {
				apply(t, g, act(ActEndTurn, 0))
			}
			// Turn 2: Ben's first turn; Ana's turn-1 limits no longer apply to Ben's Trainers.
			if g.Turn() != 2 || g.Current() != 1 {
				t.Fatalf("turn %d player %d; want turn 2 for Ben", g.Turn(), g.Current())
			}
		})
	}
}

func TestEvolving(t *testing.T) {
	tests := []struct {
		name    string
		b       func() Board
		action  Action
		wantErr error
		x       ref
	}{
		{"evolves a Pokémon in play since before the turn", func() Board {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Hand = []*Card{ninetales}
			return b
		}, Action{Kind: ActEvolve, Player: 0, Hand: 0, Slot: 0}, nil, refNone},
		{"not a Pokémon put into play this turn", func() Board {
			b := table(mon(vulpix).entered(3), mon(kricketot))
			b.Players[0].Hand = []*Card{ninetales}
			return b
		}, Action{Kind: ActEvolve, Player: 0, Hand: 0, Slot: 0}, ErrEvolveNew, refEvolveNew},
		{"the name must match Evolves from", func() Board {
			b := table(mon(magmar), mon(kricketot))
			b.Players[0].Hand = []*Card{ninetales}
			return b
		}, Action{Kind: ActEvolve, Player: 0, Hand: 0, Slot: 0}, ErrCannotEvolve, refEvolveName},
		{"a Basic card is not an Evolution", func() Board {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Hand = []*Card{magmar}
			return b
		}, Action{Kind: ActEvolve, Player: 0, Hand: 0, Slot: 0}, ErrCannotEvolve, refEvolve},
		{"Benched Pokémon evolve too", func() Board {
			b := table(mon(magmar), mon(kricketot))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix)}
			b.Players[0].Hand = []*Card{ninetales}
			return b
		}, Action{Kind: ActEvolve, Player: 0, Hand: 0, Slot: 1}, nil, refNone},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tc.b())
				_, err := g.Apply(tc.action)
				if tc.wantErr == nil {
					if err != nil {
						t.Fatalf("Apply(%v) = %v; want no error", tc.action, err)
					}
					return
				}
				wantRuleError(t, err, tc.wantErr, era, tc.x)
			})
		}
	}
}

func TestEvolveClearsAndOncePerTurn(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(cyndaquil).with(Poisoned|Confused).dmg(20), mon(kricketot))
			b.Players[0].Hand = []*Card{quilava, typhlosion}
			g, _ := newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActEvolve, Player: 0, Hand: 0, Slot: 0})
			v, _ := g.Active(0)
			if v.Card != quilava || v.Damage != 20 || v.Conditions != 0 || len(v.Stack) != 2 {
				t.Errorf("after evolving: %s, damage %d, conditions %v, stack %d; want Quilava, 20, none, 2",
					v.Card.Name, v.Damage, v.Conditions, len(v.Stack))
			}
			_, err := g.Apply(Action{Kind: ActEvolve, Player: 0, Hand: 0, Slot: 0})
			wantRuleError(t, err, ErrEvolveNew, era, refEvolveNew)
		})
	}
}

func TestBenchLimit(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			for i := 0; i < 4; i++ {
				b.Players[0].Bench = append(b.Players[0].Bench, *mon(magmar))
			}
			b.Players[0].Hand = []*Card{cyndaquil, vulpix, hgFire}
			g, _ := newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActPlayBasic, Player: 0, Hand: 0})
			if n := len(g.Bench(0)); n != 5 {
				t.Fatalf("Bench holds %d; want 5", n)
			}
			_, err := g.Apply(Action{Kind: ActPlayBasic, Player: 0, Hand: 0})
			wantRuleError(t, err, ErrBenchFull, era, refBenchFull)
			_, err = g.Apply(Action{Kind: ActPlayBasic, Player: 0, Hand: 1})
			wantRuleError(t, err, ErrNotBasic, era, refBench)
		})
	}
}

func TestAttachEnergyOncePerTurn(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Bench = []BoardPokemon{*mon(magmar)}
			b.Players[0].Hand = []*Card{hgFire, hgFire, hgSwitch}
			g, _ := newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 1}) // a Benched Pokémon is in play too
			_, err := g.Apply(Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 0})
			wantRuleError(t, err, ErrAlreadyAttached, era, refAttachOnce)
			_, err = g.Apply(Action{Kind: ActAttachEnergy, Player: 0, Hand: 1, Slot: 0})
			if !errors.Is(err, ErrNotEnergy) && !errors.Is(err, ErrAlreadyAttached) {
				t.Errorf("attaching a Trainer = %v; want a refusal", err)
			}
			if v := g.Bench(0)[0]; len(v.Energy) != 1 {
				t.Errorf("Benched Magmar has %d Energy; want 1", len(v.Energy))
			}
		})
	}
}

func TestTrainerLimits(t *testing.T) {
	tests := []struct {
		name    string
		era     string
		hand    []*Card
		stadium *Card
		actions []Action
		wantErr error
		x       ref
	}{
		{"one Supporter a turn", "xy", []*Card{xyTierno, xyTierno}, nil,
			[]Action{trainerAct(0, 0), trainerAct(0, 0)}, ErrSupporterPlayed, refSupporter},
		{"one Stadium a turn", "xy", []*Card{xyFairyGarden, xyShadowCircle}, nil,
			[]Action{trainerAct(0, 0), trainerAct(0, 0)}, ErrStadiumPlayed, refStadiumOnce},
		{"sm: no Stadium with the name of the one in play", "sm", []*Card{smCoronet}, smCoronet,
			[]Action{trainerAct(0, 0)}, ErrSameStadium, refStadiumSameName},
		{"xy: the rulebook does not state the same-name rule; the 2003 ruling does", "xy", []*Card{xyFairyGarden}, xyFairyGarden,
			[]Action{trainerAct(0, 0)}, ErrSameStadium, refNone},
		{"Items as many as you like", "hgss", []*Card{hgPlusPower, hgPlusPower, hgPlusPower}, nil,
			[]Action{trainerAct(0, 0), trainerAct(0, 0), trainerAct(0, 0)}, nil, refNone},
		{"one Tool per Pokémon", "xy", []*Card{xyMuscleBand, xyHardCharm}, nil,
			[]Action{{Kind: ActPlayTrainer, Player: 0, Hand: 0, Slot: 0}, {Kind: ActPlayTrainer, Player: 0, Hand: 0, Slot: 0}},
			ErrToolAttached, refToolLimit},
	}
	for _, tc := range tests {
		t.Run(tc.era+"/"+tc.name, func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Hand = tc.hand
			if tc.stadium != nil {
				b.Stadium, b.StadiumOwner = tc.stadium, 1
			}
			g, _ := newTestGame(t, tc.era, b)
			var err error
			var ev []Event
			for _, a := range tc.actions {
				var e []Event
				e, err = g.Apply(a)
				ev = append(ev, e...)
				if err != nil {
					break
				}
			}
			if tc.wantErr == nil {
				if err != nil {
					t.Fatalf("got %v; want no error", err)
				}
				return
			}
			wantRuleError(t, err, tc.wantErr, tc.era, tc.x)
		})
	}
}

// TestSupporterEffectCites: what a Supporter does (Professor Sycamore: discard the hand,
// draw 7) cites the rule for playing a Trainer card by doing what it says, and the Supporter
// itself, where it is discarded on play, the paragraph that says so; the one-a-turn limit
// (refSupporter) is cited only by the play. Table per era.
func TestSupporterEffectCites(t *testing.T) {
	sycamore := &Card{ID: "xy1-122", Name: "Professor Sycamore", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpDiscardHandDraw, N: 7}}}
	tests := []struct {
		era    string
		effect string // anchor of the discards and draws
		limit  string // anchor of the play
	}{
		{"hgss", "hgss/trainer-cards#1", "hgss/supporter-cards#2"},
		{"xy", "xy/supporter-cards#1", "xy/supporter-cards#2"},
		{"sm", "sm/supporter-cards#1", "sm/supporter-cards#2"},
	}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Hand = []*Card{sycamore, hgFire, hgFire}
			b.Players[0].Deck = filler(20)
			g, _ := newTestGame(t, tc.era, b)
			ev := apply(t, g, trainerAct(0, 0))
			if n := len(g.Hand(0)); n != 7 {
				t.Errorf("hand after Professor Sycamore = %d; want 7", n)
			}
			var discards, draws int
			for _, e := range ev {
				switch {
				case e.Kind == EvPlayTrainer:
					if e.Anchor != tc.limit {
						t.Errorf("the play cites %s; want %s", e.Anchor, tc.limit)
					}
				case e.Kind == EvDiscard && e.Card == "Fire Energy", e.Kind == EvDraw:
					if e.Kind == EvDraw {
						draws++
					} else {
						discards++
					}
					if e.Anchor != tc.effect {
						t.Errorf("%s %s cites %s; want %s", e.Kind, e.Card, e.Anchor, tc.effect)
					}
				}
			}
			if discards != 2 || draws == 0 {
				t.Errorf("events: %d hand discards, %d draws; want 2 and at least 1", discards, draws)
			}
		})
	}
}

// TestSupporterStays: in hgss a played Supporter waits beside the Active Pokémon until the end
// of the turn; in xy and sm it goes straight to the discard pile.
func TestSupporterStays(t *testing.T) {
	tests := []struct {
		era         string
		discardedAt string // "play" or "end"
	}{
		{"hgss", "end"},
		{"xy", "play"},
		{"sm", "play"},
	}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Hand = []*Card{hgOak}
			b.Players[0].Deck = filler(20)
			g, _ := newTestGame(t, tc.era, b)
			apply(t, g, trainerAct(0, 0))
			inDiscard := len(g.Discard(0)) == 1
			if inDiscard != (tc.discardedAt == "play") {
				t.Errorf("Supporter in the discard pile right after play = %v; want %v", inDiscard, tc.discardedAt == "play")
			}
			if n := len(g.Hand(0)); n != 6 {
				t.Errorf("hand after Professor Oak's New Theory = %d; want 6", n)
			}
			apply(t, g, act(ActEndTurn, 0))
			if n := len(g.Discard(0)); n != 1 {
				t.Errorf("discard pile after the turn = %d; want 1", n)
			}
		})
	}
}

// TestRetreat covers the Double Colorless example. hgss states it: pay one card at a time,
// never more after the cost is paid; xy carries that rule over as an assumption whenever a
// card providing two Energy is in the payment (traced when the payment is made, carried in
// RuleError.Assumed when it is refused). Under sm the Rules Team's ruling lets such a card
// give just 1 Energy, so any cards that each give at least 1 pay, the Double Colorless first
// or two of them; the ruling is cited instead of an assumption.
func TestRetreat(t *testing.T) {
	// Pineco: Retreat Cost 2. Energy: Grass, Grass, Double Colorless (positions 0, 1, 2), or
	// two Double Colorless and a Grass.
	// x: the rule the payment cites (one Energy per symbol, or the rule for a card that
	// provides more than one Energy where such a card is discarded).
	ggd := []*Card{hgGrass, hgGrass, hgDCE}
	ddg := []*Card{hgDCE, hgDCE, hgGrass}
	type want struct {
		err  error
		left int // Energy cards left on Pineco
	}
	paid := func(left int) want { return want{nil, left} }
	refused := func(err error) want { return want{err, 3} }
	tests := []struct {
		name   string
		energy []*Card
		picks  []int
		x      ref
		want   map[string]want // by era
	}{
		{"discard the Double Colorless", ggd, []int{2}, refRetreatPayDouble,
			map[string]want{"hgss": paid(2), "xy": paid(2), "sm": paid(2)}},
		{"discard two basic Energy", ggd, []int{0, 1}, refRetreatPay,
			map[string]want{"hgss": paid(1), "xy": paid(1), "sm": paid(1)}},
		{"one basic, then the Double Colorless", ggd, []int{0, 2}, refRetreatPayDouble,
			map[string]want{"hgss": paid(1), "xy": paid(1), "sm": paid(1)}},
		{"not all three", ggd, []int{0, 1, 2}, refRetreatPayDouble,
			map[string]want{"hgss": refused(ErrRetreatOverpaid), "xy": refused(ErrRetreatOverpaid), "sm": refused(ErrRetreatOverpaid)}},
		{"the Double Colorless, then a basic: 1 Energy from each in sm", ggd, []int{2, 0}, refRetreatPayDouble,
			map[string]want{"hgss": refused(ErrRetreatOverpaid), "xy": refused(ErrRetreatOverpaid), "sm": paid(1)}},
		{"two Double Colorless: 1 Energy from each in sm", ddg, []int{0, 1}, refRetreatPayDouble,
			map[string]want{"hgss": refused(ErrRetreatOverpaid), "xy": refused(ErrRetreatOverpaid), "sm": paid(1)}},
		{"one Double Colorless of two", ddg, []int{1}, refRetreatPayDouble,
			map[string]want{"hgss": paid(2), "xy": paid(2), "sm": paid(2)}},
		{"two Double Colorless and a basic: one card too many everywhere", ddg, []int{0, 1, 2}, refRetreatPayDouble,
			map[string]want{"hgss": refused(ErrRetreatOverpaid), "xy": refused(ErrRetreatOverpaid), "sm": refused(ErrRetreatOverpaid)}},
		{"one basic is not enough", ggd, []int{1}, refRetreatPay,
			map[string]want{"hgss": refused(ErrRetreatCost), "xy": refused(ErrRetreatCost), "sm": refused(ErrRetreatCost)}},
		{"the same card twice", ggd, []int{0, 0}, refRetreatPay,
			map[string]want{"hgss": refused(ErrRetreatCost), "xy": refused(ErrRetreatCost), "sm": refused(ErrRetreatCost)}},
		{"automatic payment", ggd, nil, refRetreatPay,
			map[string]want{"hgss": paid(1), "xy": paid(1), "sm": paid(1)}},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				r := rules(t, era)
				w := tc.want[era]
				b := table(mon(pineco, tc.energy...).with(Confused|Burned), mon(kricketot))
				b.Players[0].Bench = []BoardPokemon{*mon(magmar)}
				g, _ := newTestGame(t, era, b)
				ev, err := g.Apply(Action{Kind: ActRetreat, Player: 0, Slot: 1, Picks: tc.picks})
				// The rule for cards providing more than one Energy applies only when such a
				// card is part of the payment: stated in hgss, assumed in xy, ruled in sm.
				double := tc.x == refRetreatPayDouble
				wantAssumed := era == "xy" && double
				if w.err != nil {
					wantRuleError(t, err, w.err, era, tc.x)
					var re *RuleError
					errors.As(err, &re)
					if got := re.Assumed != ""; got != wantAssumed {
						t.Errorf("refusal %v carries an assumption: %v (%q); want %v", tc.picks, got, re.Assumed, wantAssumed)
					}
					if c := len(g.Bench(0)); c != 1 {
						t.Errorf("a refused retreat changed the Bench")
					}
					return
				}
				if err != nil {
					t.Fatalf("retreat %v = %v; want no error", tc.picks, err)
				}
				if got := len(eventsOf(ev, EvAssumption)) > 0; got != wantAssumed {
					t.Errorf("paying %v traces an assumption: %v; want %v", tc.picks, got, wantAssumed)
				}
				if got := hasRuling(ev, r.RetreatStopWhenPaid); got != (era == "sm" && double) {
					t.Errorf("paying %v cites the ruling: %v; want %v", tc.picks, got, era == "sm" && double)
				}
				want := r.anchor(tc.x)
				for _, e := range eventsOf(ev, EvDiscard) {
					if e.Anchor != want {
						t.Errorf("discarding %s for the Retreat Cost cites %s; want %s", e.Card, e.Anchor, want)
					}
				}
				bench := g.Bench(0)
				if len(bench) != 1 || bench[0].Card != pineco || len(bench[0].Energy) != w.left {
					t.Fatalf("Bench after retreating = %+v; want Pineco with %d Energy", bench, w.left)
				}
				if bench[0].Conditions != 0 {
					t.Errorf("Pineco on the Bench is %v; going to the Bench removes Special Conditions", bench[0].Conditions)
				}
				_, err = g.Apply(Action{Kind: ActRetreat, Player: 0, Slot: 1})
				wantRuleError(t, err, ErrAlreadyRetreated, era, refRetreatOnce)
			})
		}
	}
}

func TestRetreatBlocked(t *testing.T) {
	tests := []struct {
		cond    Condition
		wantErr error
	}{
		{Asleep, ErrCannotRetreat},
		{Paralyzed, ErrCannotRetreat},
		{Confused, nil},
		{Poisoned | Burned, nil},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.cond.String(), func(t *testing.T) {
				b := table(mon(vulpix, hgFire).with(tc.cond), mon(kricketot))
				b.Players[0].Bench = []BoardPokemon{*mon(magmar)}
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(Action{Kind: ActRetreat, Player: 0, Slot: 1})
				if tc.wantErr == nil {
					if err != nil {
						t.Fatalf("retreat while %v = %v; want no error", tc.cond, err)
					}
					return
				}
				wantRuleError(t, err, tc.wantErr, era, refRetreatBlocked)
			})
		}
	}
}

func TestCannotAttackWhileAsleep(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(vulpix, hgFire).with(Asleep), mon(kricketot)))
			_, err := g.Apply(attackAct(0, 0))
			wantRuleError(t, err, ErrCannotAttack, era, refAsleepNoAttack)
		})
	}
}

func TestEnergyCost(t *testing.T) {
	tests := []struct {
		name   string
		energy []*Card
		attack int
		want   error
	}{
		{"Fire pays Fire", []*Card{hgFire}, 0, nil},
		{"Grass does not pay Fire", []*Card{hgGrass}, 0, ErrNotEnoughEnergy},
		{"Rainbow pays any type", []*Card{hgRainbow}, 0, nil},
		{"Double Colorless pays only Colorless", []*Card{hgDCE}, 1, ErrNotEnoughEnergy},
		{"Fire and Double Colorless pay Fire + Colorless", []*Card{hgDCE, hgFire}, 1, nil},
		{"two Grass pay Colorless but not Fire", []*Card{hgGrass, hgGrass}, 1, ErrNotEnoughEnergy},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := newTestGame(t, "sm", table(mon(magmar, tc.energy...), mon(tropius)))
			err := g.Legal(attackAct(0, tc.attack))
			if tc.want == nil {
				if err != nil {
					t.Fatalf("Legal = %v; want nil", err)
				}
				return
			}
			wantRuleError(t, err, tc.want, "sm", refEnergyCost)
		})
	}
}

func TestPokePowerSwitchedOff(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(ninetalesPower).with(Burned), mon(kricketot))
			g, _ := newTestGame(t, era, b)
			_, err := g.Apply(Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: -1, Target: -1})
			wantRuleError(t, err, ErrPowerOff, era, refPowerOff)

			b = table(mon(ninetalesPower), mon(kricketot))
			g, _ = newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0})
			_, err = g.Apply(Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0})
			wantRuleError(t, err, ErrPowerUsed, era, refPower)
			if n := len(g.Hand(0)); n != 3 {
				t.Errorf("hand after the power = %d; want 3", n)
			}
		})
	}
}

func TestGXOncePerGame(t *testing.T) {
	b := table(mon(decidueyeGX, smGrass), mon(kricketot))
	b.Players[0].Deck = filler(20)
	g, _ := newTestGame(t, "sm", b)
	ev := apply(t, g, attackAct(0, 1))
	if !g.GXUsed(0) || !hasEvent(ev, EvNote, "GX attack") {
		t.Fatalf("GX attack not recorded: %v", ev)
	}
	apply(t, g, act(ActEndTurn, 1))
	_, err := g.Apply(attackAct(0, 1))
	wantRuleError(t, err, ErrGXUsed, "sm", refGXOnce)
	if err := g.Legal(attackAct(0, 0)); errors.Is(err, ErrGXUsed) {
		t.Errorf("a non-GX attack is refused with %v", err)
	}
}

// TestGXConfusedTails: a Confused Pokémon-GX whose GX attack fails on the Confusion coin has
// not used its player's GX attack (the Rules Team's 2017 ruling, cited); heads uses it. With
// the choice off, announcing it is enough.
func TestGXConfusedTails(t *testing.T) {
	off := SM()
	off.GXKeptOnConfusionTails = RuleChoice{}
	tests := []struct {
		name       string
		rules      *Ruleset
		coins      string
		wantUsed   bool
		wantSelf   int
		wantRuling bool
	}{
		{"sm, tails: not used up", SM(), "T", false, 30, true},
		{"sm, heads: used", SM(), "H", true, 0, false},
		{"without the ruling, tails: used up on announcing", off, "T", true, 30, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := table(mon(decidueyeGX, smGrass).with(Confused), mon(kricketot))
			b.Players[0].Deck = filler(20)
			g, err := NewBoard(tc.rules, b, NewScripted(coins(tc.coins)...), Options{Trace: true})
			if err != nil {
				t.Fatal(err)
			}
			ev := apply(t, g, attackAct(0, 1))
			if g.GXUsed(0) != tc.wantUsed {
				t.Errorf("GX attack used = %v; want %v", g.GXUsed(0), tc.wantUsed)
			}
			if d := damageOf(g, 0); d != tc.wantSelf {
				t.Errorf("damage on the Confused attacker = %d; want %d", d, tc.wantSelf)
			}
			if got := hasRuling(ev, tc.rules.GXKeptOnConfusionTails); got != tc.wantRuling {
				t.Errorf("a note cites the ruling = %v; want %v: %v", got, tc.wantRuling, ev)
			}
			if got := hasEvent(ev, EvNote, "has now used the GX attack"); got != tc.wantUsed {
				t.Errorf("a note says the GX attack is used = %v; want %v", got, tc.wantUsed)
			}
		})
	}
	t.Run("sm, tails, then the GX attack on a later turn", func(t *testing.T) {
		b := table(mon(decidueyeGX, smGrass).with(Confused), mon(kricketot))
		b.Players[0].Deck = filler(20)
		g, _ := newTestGame(t, "sm", b, coins("TH")...)
		apply(t, g, attackAct(0, 1))
		apply(t, g, act(ActEndTurn, 1))
		if err := g.Legal(attackAct(0, 1)); err != nil {
			t.Fatalf("the GX attack on the next turn is refused: %v", err)
		}
		apply(t, g, attackAct(0, 1))
		if !g.GXUsed(0) {
			t.Errorf("GX attack not used after heads")
		}
	})
}

func TestMegaEndsTurn(t *testing.T) {
	// sm states it; the xy Kalos Starter Set rulebook has no Mega Evolution, but M Venusaur-EX
	// prints the rule, and the card's rule holds (printed_test.go has the cases per era).
	tests := []struct {
		era      string
		wantTurn int // whose turn it is after evolving
	}{
		{"xy", 1},
		{"sm", 1},
	}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			b := table(mon(venusaurEX), mon(kricketot))
			b.Players[0].Hand = []*Card{megaVenusaurEX, xyGrass}
			g, _ := newTestGame(t, tc.era, b)
			ev := apply(t, g, Action{Kind: ActEvolve, Player: 0, Hand: 0, Slot: 0})
			if g.Current() != tc.wantTurn {
				t.Errorf("after Mega Evolution it is player %d's turn; want %d's", g.Current(), tc.wantTurn)
			}
			if tc.wantTurn == 1 && !hasEvent(ev, EvNote, "Mega Evolution") {
				t.Errorf("the turn end is not explained: %v", ev)
			}
		})
	}
}

func TestDrawing(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			// A card that asks for more cards than the deck has is not a loss.
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Deck = filler(2)
			b.Players[0].Hand = []*Card{xyTierno}
			g, _ := newTestGame(t, era, b)
			ev := apply(t, g, trainerAct(0, 0))
			if n := len(g.Hand(0)); n != 2 || g.Result().Over {
				t.Fatalf("hand %d, over %v; want 2 cards and the game going on", n, g.Result().Over)
			}
			if !hasEvent(ev, EvNote, "not a loss") {
				t.Errorf("the short draw is not explained: %v", ev)
			}
			// Ben has no deck: he loses when his turn starts.
			b = table(mon(vulpix), mon(kricketot))
			b.Players[1].Deck = nil
			g, _ = newTestGame(t, era, b)
			apply(t, g, act(ActEndTurn, 0))
			res := g.Result()
			if want := rules(t, era).anchor(refWinDeckOut); !res.Over || res.Winner != 0 || res.Anchor != want {
				t.Errorf("result %+v; want Ana to win by %s", res, want)
			}
			_, err := g.Apply(act(ActEndTurn, 1))
			if !errors.Is(err, ErrGameOver) {
				t.Errorf("action after the end = %v; want ErrGameOver", err)
			}
		})
	}
}

func TestNotYourTurn(t *testing.T) {
	g, _ := newTestGame(t, "xy", table(mon(vulpix), mon(kricketot)))
	_, err := g.Apply(act(ActEndTurn, 1))
	wantRuleError(t, err, ErrNotYourTurn, "xy", refTurnStart)
	_, err = g.Apply(Action{Kind: ActTakePrize, Player: 0})
	wantRuleError(t, err, ErrWrongTime, "xy", refTurnStart)
}
