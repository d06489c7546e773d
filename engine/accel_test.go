package engine

import "testing"

// Attacks that skip Weakness, protection while Asleep, and Energy attached from the discard
// pile or the hand, tested in every era.
var (
	swiftLike = &Card{ID: "test-60", Name: "Swift User", Category: PokemonCard, Stage: Basic, HP: 80, Types: []Type{Fighting},
		Attacks: []Attack{
			{Name: "Swift", Damage: 30, IgnoreWeakness: true, IgnoreResistance: true, IgnoreDefenderEffects: true},
			{Name: "Past Weakness", Damage: 30, IgnoreWeakness: true},
			{Name: "Plain", Damage: 30},
			{Name: "Snipe", Damage: 30, IgnoreWeakness: true, ChooseOpp: ChoosePokemon, DamageTo: WhoChosenOpp},
		}}
	sleepyFace = &Card{ID: "test-61", Name: "Sleepy Face", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Colorless},
		Powers: []Power{{Name: "Sleeping Shield", Kind: PokeBody, Use: UsePassive,
			Mods: []Modifier{{Stage: ModDefender, Set: true, WhileAsleep: true}}}},
		Attacks: []Attack{{Name: "Doze Off", After: []Op{{Kind: OpCondition, Cond: Asleep, Who: WhoSelf}}}}}
	supplier = &Card{ID: "test-62", Name: "Supplier", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Fire},
		Attacks: []Attack{
			{Name: "Bench Supply", ChooseOwn: ChooseBenched, After: []Op{{Kind: OpAttachSplit, N: 1, Who: WhoChosenOwn,
				Filter: Filter{Category: EnergyCard, Type: Fire}}}},
			{Name: "Self Supply", After: []Op{{Kind: OpAttachSplit, N: 2, Who: WhoSelf,
				Filter: Filter{Category: EnergyCard, BasicEnergy: true}}}},
			{Name: "Coin Supply", ChooseOwn: ChooseBenched, After: []Op{{Kind: OpFlip, N: 3},
				{Kind: OpAttachSplit, Gate: EachHeads, Who: WhoChosenOwn, Filter: Filter{Category: EnergyCard, Type: Water}}}},
		},
		Powers: []Power{{Name: "Hand Boost", Kind: PokePower, Use: UseActivated, OncePerTurn: true,
			Ops: []Op{{Kind: OpAttachSplit, FromHand: true, Who: WhoSelf, Filter: Filter{Category: EnergyCard, Type: Water}}}}}}
)

func TestIgnoreWeakness(t *testing.T) {
	// resistsFighting: Weakness Fighting ×2, Resistance Fighting -20.
	tests := []struct {
		name   string
		attack int
		target *BoardPokemon
		want   int
	}{
		{"neither Weakness nor Resistance nor defender effects", 0, mon(resistsFighting), 30},
		{"no Weakness, Resistance still applies", 1, mon(resistsFighting), 10},
		{"a plain attack gets both", 2, mon(resistsFighting), 40},
		{"defender effects still apply when only Weakness is skipped", 1, mon(hardened), 0},
		{"defender effects left out by Swift", 0, mon(hardened), 30},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, table(mon(swiftLike), tc.target))
				apply(t, g, attackAct(0, tc.attack))
				if d := damageOf(g, 1); d != tc.want {
					t.Errorf("damage = %d; want %d", d, tc.want)
				}
			})
		}
		t.Run(era+"/to a Benched Pokémon there is no Weakness either way", func(t *testing.T) {
			b := table(mon(swiftLike), mon(vulpix))
			b.Players[1].Bench = []BoardPokemon{*mon(resistsFighting)}
			g, _ := newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActAttack, Player: 0, Index: 3, Own: -1, Target: 1})
			if d := g.Bench(1)[0].Damage; d != 30 {
				t.Errorf("Benched damage = %d; want 30", d)
			}
		})
	}
}

func TestPreventWhileAsleep(t *testing.T) {
	tests := []struct {
		name string
		cond Condition
		want int
	}{
		{"Asleep: no damage", Asleep, 0},
		{"Asleep and Poisoned: no damage", Asleep | Poisoned, 0},
		{"awake: damage", 0, 30},
		{"Confused: damage", Confused, 30},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				// Tails for the between-turns Sleep coin, when it is Asleep.
				g, _ := newTestGame(t, era, table(mon(swiftLike), mon(sleepyFace).with(tc.cond)), Tails)
				apply(t, g, attackAct(0, 2))
				// Between turns Poison adds its counter; only the attack's damage is prevented.
				want := tc.want
				if tc.cond&Poisoned != 0 {
					want += 10
				}
				if d := damageOf(g, 1); d != want {
					t.Errorf("damage = %d; want %d", d, want)
				}
			})
		}
		t.Run(era+"/its own attack puts it to sleep, then it is protected", func(t *testing.T) {
			b := table(mon(sleepyFace), mon(swiftLike))
			g, _ := newTestGame(t, era, b, Tails, Tails) // tails: still Asleep after each checkup
			apply(t, g, attackAct(0, 0))
			if c := condOf(g, 0); c&Asleep == 0 {
				t.Fatalf("conditions = %v; want Asleep", c)
			}
			apply(t, g, attackAct(1, 2))
			if d := damageOf(g, 0); d != 0 {
				t.Errorf("damage = %d; want 0 while Asleep", d)
			}
		})
	}
}

func activeEnergy(g *Game, p int) []*Card {
	a, _ := g.Active(p)
	return a.Energy
}

func energyNames(cs []*Card) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name)
	}
	return out
}

func TestAttachFromDiscardOrHand(t *testing.T) {
	for _, era := range eras {
		t.Run(era+"/the newest Fire Energy to the chosen Benched Pokémon", func(t *testing.T) {
			b := table(mon(supplier), mon(vulpix))
			b.Players[0].Bench = []BoardPokemon{*mon(kricketot), *mon(vulpix)}
			b.Players[0].Discard = []*Card{hgFire, hgWater, hgDCE}
			g, _ := newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActAttack, Player: 0, Index: 0, Own: 2, Target: -1})
			if e := g.Bench(0)[1].Energy; len(e) != 1 || e[0] != hgFire {
				t.Errorf("chosen Benched Pokémon's Energy = %v; want one Fire", energyNames(e))
			}
			if e := g.Bench(0)[0].Energy; len(e) != 0 {
				t.Errorf("other Benched Pokémon's Energy = %v; want none", energyNames(e))
			}
			if d := g.Discard(0); len(d) != 2 {
				t.Errorf("discard pile = %v; want Water and Double Colorless left", energyNames(d))
			}
		})
		t.Run(era+"/two basic Energy to itself, the Special Energy stays", func(t *testing.T) {
			b := table(mon(supplier), mon(vulpix))
			b.Players[0].Discard = []*Card{hgFire, kricketot, hgWater, hgDCE}
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 1))
			e := activeEnergy(g, 0)
			if len(e) != 2 || e[0] != hgWater || e[1] != hgFire {
				t.Errorf("Energy = %v; want Water then Fire (newest discarded first)", energyNames(e))
			}
			if d := g.Discard(0); len(d) != 2 {
				t.Errorf("discard pile = %v; want Kricketot and Double Colorless left", energyNames(d))
			}
		})
		t.Run(era+"/nothing matching: nothing attached", func(t *testing.T) {
			b := table(mon(supplier), mon(vulpix))
			b.Players[0].Bench = []BoardPokemon{*mon(kricketot)}
			b.Players[0].Discard = []*Card{hgWater}
			g, _ := newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActAttack, Player: 0, Index: 0, Own: 1, Target: -1})
			if e := g.Bench(0)[0].Energy; len(e) != 0 {
				t.Errorf("Energy = %v; want none", energyNames(e))
			}
		})
		t.Run(era+"/one Water Energy per heads", func(t *testing.T) {
			b := table(mon(supplier), mon(vulpix))
			b.Players[0].Bench = []BoardPokemon{*mon(kricketot)}
			b.Players[0].Discard = []*Card{hgWater, hgWater, hgWater}
			g, _ := newTestGame(t, era, b, Heads, Tails, Heads)
			apply(t, g, Action{Kind: ActAttack, Player: 0, Index: 2, Own: 1, Target: -1})
			if e := g.Bench(0)[0].Energy; len(e) != 2 {
				t.Errorf("Energy = %v; want two Water", energyNames(e))
			}
		})
		t.Run(era+"/from the hand, beside the turn's attachment", func(t *testing.T) {
			b := table(mon(supplier), mon(vulpix))
			b.Players[0].Hand = []*Card{hgFire, hgWater, hgWater}
			g, _ := newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: -1, Target: -1})
			if e := activeEnergy(g, 0); len(e) != 1 || e[0] != hgWater {
				t.Fatalf("Energy = %v; want one Water", energyNames(e))
			}
			if h := g.Hand(0); len(h) != 2 || h[0] != hgFire || h[1] != hgWater {
				t.Errorf("hand = %v; want Fire and Water left", energyNames(h))
			}
			// The power is not the turn's attachment from the hand.
			apply(t, g, Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 0, Own: -1, Target: -1})
			if e := activeEnergy(g, 0); len(e) != 2 {
				t.Errorf("Energy = %v; want Water and Fire", energyNames(e))
			}
		})
	}
}

var (
	optional = &Card{ID: "test-63", Name: "Optional", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Colorless},
		Attacks: []Attack{
			{Name: "Reckless", Damage: 20, Optional: true,
				Before: []Op{{Kind: OpBaseAdd, Amount: 40, Gate: IfOpted}},
				After:  []Op{{Kind: OpDamage, Amount: 20, Who: WhoSelf, Gate: IfOpted}}},
			{Name: "Bounce", Damage: 10, Optional: true, ChooseOwn: ChooseBenched,
				After: []Op{{Kind: OpSwitchOwn, Gate: IfOpted}}},
			{Name: "Peek", Optional: true,
				After: []Op{{Kind: OpSearch, N: 1, Top: 1, Filter: Filter{AnyCategory: true}, Gate: IfOpted},
					{Kind: OpDiscardDeck, N: 1, Who: WhoSelf, Gate: IfNoOpt}, {Kind: OpDraw, N: 1, Gate: IfNoOpt}}},
			{Name: "Plain", Damage: 10},
		}}
)

func TestOptionalPart(t *testing.T) {
	tests := []struct {
		name       string
		act        Action
		bench      bool
		wantDef    int // damage on the Defending Pokémon
		wantSelf   int // damage on the attacker (wherever it is now)
		wantActive string
		wantErr    error
	}{
		{"declined: printed damage only", Action{Kind: ActAttack, Index: 0, Own: -1, Target: -1}, false, 20, 0, "Optional", nil},
		{"taken: more damage and damage to itself", Action{Kind: ActAttack, Index: 0, Own: -1, Target: -1, Opt: true}, false, 60, 20, "Optional", nil},
		{"optional switch taken", Action{Kind: ActAttack, Index: 1, Own: 1, Target: -1, Opt: true}, true, 10, 0, "Kricketot", nil},
		{"optional switch declined", Action{Kind: ActAttack, Index: 1, Own: -1, Target: -1}, true, 10, 0, "Optional", nil},
		{"declined with a choice is refused", Action{Kind: ActAttack, Index: 1, Own: 1, Target: -1}, true, 0, 0, "", ErrBadChoice},
		{"taken without the choice it needs is refused", Action{Kind: ActAttack, Index: 1, Own: -1, Target: -1, Opt: true}, true, 0, 0, "", ErrNoTarget},
		{"an attack with no option refuses one", Action{Kind: ActAttack, Index: 3, Own: -1, Target: -1, Opt: true}, false, 0, 0, "", ErrBadChoice},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(optional, hgWater), mon(resistsFighting))
				if tc.bench {
					b.Players[0].Bench = []BoardPokemon{*mon(kricketot)}
				}
				g, _ := newTestGame(t, era, b)
				if tc.wantErr != nil {
					_, err := g.Apply(tc.act)
					wantRuleError(t, err, tc.wantErr, era, refAttackChoices)
					return
				}
				apply(t, g, tc.act)
				if d := damageOf(g, 1); d != tc.wantDef {
					t.Errorf("Defending damage = %d; want %d", d, tc.wantDef)
				}
				a, _ := g.Active(0)
				if a.Card.Name != tc.wantActive {
					t.Errorf("Active = %s; want %s", a.Card.Name, tc.wantActive)
				}
				self := a.Damage
				if a.Card != optional {
					self = g.Bench(0)[0].Damage
				}
				if self != tc.wantSelf {
					t.Errorf("attacker damage = %d; want %d", self, tc.wantSelf)
				}
			})
		}
		t.Run(era+"/take the top card, or discard it and draw", func(t *testing.T) {
			for _, opt := range []bool{true, false} {
				b := table(mon(optional, hgWater), mon(resistsFighting))
				b.Players[0].Deck = []*Card{kricketot, hgFire, hgWater}
				g, _ := newTestGame(t, era, b)
				apply(t, g, Action{Kind: ActAttack, Index: 2, Own: -1, Target: -1, Opt: opt})
				h, d := g.Hand(0), g.Discard(0)
				switch {
				case opt && (len(h) != 1 || h[0] != kricketot || len(d) != 0):
					t.Errorf("taken: hand %v, discard %v; want Kricketot in hand, nothing discarded", energyNames(h), energyNames(d))
				case !opt && (len(h) != 1 || h[0] != hgFire || len(d) != 1 || d[0] != kricketot):
					t.Errorf("declined: hand %v, discard %v; want Fire drawn, Kricketot discarded", energyNames(h), energyNames(d))
				}
			}
		})
		t.Run(era+"/LegalActions lists the attack declined and taken", func(t *testing.T) {
			b := table(mon(optional, hgWater), mon(resistsFighting))
			b.Players[0].Bench = []BoardPokemon{*mon(kricketot), *mon(kricketot)}
			g, _ := newTestGame(t, era, b)
			var declined, taken int
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActAttack && a.Index == 1 {
					if a.Opt {
						taken++
					} else {
						declined++
					}
				}
			}
			if declined != 1 || taken != 2 {
				t.Errorf("Bounce listed %d declined, %d taken; want 1 and 2 (one per Benched Pokémon)", declined, taken)
			}
		})
	}
}

func TestDeckTopToLostZone(t *testing.T) {
	sleepyLost := &Card{ID: "test-64", Name: "Sleepy Lost", Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Psychic},
		Attacks: []Attack{{Name: "Lose It", After: []Op{{Kind: OpDiscardDeck, N: 1, ToLostZone: true}, {Kind: OpCondition, Cond: Asleep, Who: WhoSelf}}}}}
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(sleepyLost), mon(vulpix))
			b.Players[1].Deck = []*Card{kricketot, hgFire, hgWater}
			g, _ := newTestGame(t, era, b, Tails)
			apply(t, g, attackAct(0, 0))
			// The opponent's next turn drew hgFire; Kricketot went to the Lost Zone first.
			if l := g.LostZone(1); len(l) != 1 || l[0] != kricketot {
				t.Errorf("opponent's Lost Zone = %v; want Kricketot", energyNames(l))
			}
			if d := g.Discard(1); len(d) != 0 {
				t.Errorf("opponent's discard pile = %v; want empty", energyNames(d))
			}
		})
	}
}

func TestIfYouDo(t *testing.T) {
	potion := &Card{ID: "test-65", Name: "Strong Potion", Category: TrainerCard, Trainer: Item, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpHeal, Amount: 60, Who: WhoChosenOwn}, {Kind: OpDiscardEnergy, N: 1, Who: WhoChosenOwn, Gate: IfDone}}}
	burner := &Card{ID: "test-66", Name: "Burner", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Fire},
		Powers: []Power{{Name: "After Burn", Kind: PokePower, Use: UseActivated, OncePerTurn: true, ChooseOwn: ChoosePokemon,
			Ops: []Op{{Kind: OpAttachSplit, N: 1, Who: WhoChosenOwn, Filter: Filter{Category: EnergyCard, Type: Fire}},
				{Kind: OpCounters, N: 1, Who: WhoChosenOwn, Gate: IfDone}}}}}
	for _, era := range eras {
		t.Run(era+"/healed, so an Energy is discarded", func(t *testing.T) {
			b := table(mon(vulpix, hgFire, hgWater).dmg(30), mon(vulpix))
			b.Players[0].Hand = []*Card{potion}
			g, _ := newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: 0, Target: -1})
			if d, e := damageOf(g, 0), activeEnergy(g, 0); d != 0 || len(e) != 1 {
				t.Errorf("damage %d, Energy %v; want 0 and one Energy left", d, energyNames(e))
			}
		})
		t.Run(era+"/nothing to heal: the card would do nothing, so it is not played", func(t *testing.T) {
			b := table(mon(vulpix, hgFire, hgWater), mon(vulpix))
			b.Players[0].Hand = []*Card{potion}
			g, _ := newTestGame(t, era, b)
			_, err := g.Apply(Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: 0, Target: -1})
			wantRuleError(t, err, ErrNoEffect, era, refNoEffect)
			if e := activeEnergy(g, 0); len(e) != 2 || len(g.Hand(0)) != 1 {
				t.Errorf("Energy %v, hand %d; want both kept and the card still in the hand", energyNames(e), len(g.Hand(0)))
			}
		})
		for _, tc := range []struct {
			name     string
			discard  []*Card
			counters int
		}{{"a Fire Energy attached, then a counter", []*Card{hgFire}, 10}, {"no Fire Energy: not usable for the counter alone", []*Card{hgWater}, 0}} {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(burner), mon(vulpix))
				b.Players[0].Bench = []BoardPokemon{*mon(kricketot)}
				b.Players[0].Discard = tc.discard
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: 1, Target: -1})
				if tc.counters == 0 {
					wantRuleError(t, err, ErrNoEffect, era, refNoEffect)
				} else if err != nil {
					t.Fatal(err)
				}
				if d := g.Bench(0)[0].Damage; d != tc.counters {
					t.Errorf("Benched damage = %d; want %d", d, tc.counters)
				}
			})
		}
	}
}

func TestDiscardFromHand(t *testing.T) {
	reveal := &Card{ID: "test-67", Name: "Roaster", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Fire},
		Powers: []Power{{Name: "Roast", Kind: PokePower, Use: UseActivated, OncePerTurn: true,
			Ops: []Op{{Kind: OpDiscardHand, N: 1, Filter: Filter{Category: EnergyCard, Type: Fire}}, {Kind: OpDraw, N: 3, Gate: IfDone}}}}}
	tests := []struct {
		name        string
		hand        []*Card
		wantHand    int
		wantDiscard int
	}{
		{"a Fire Energy discarded, 3 drawn", []*Card{hgWater, hgFire}, 1 + 3, 1},
		{"no Fire Energy: not usable, nothing discarded, nothing drawn", []*Card{hgWater, kricketot}, 2, 0},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(reveal), mon(vulpix))
				b.Players[0].Hand = tc.hand
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: -1, Target: -1})
				if tc.wantDiscard == 0 {
					wantRuleError(t, err, ErrNoEffect, era, refNoEffect) // the draw comes only with a discard
				} else if err != nil {
					t.Fatal(err)
				}
				if h, d := len(g.Hand(0)), g.Discard(0); h != tc.wantHand || len(d) != tc.wantDiscard {
					t.Errorf("hand %d, discard %v; want %d and %d cards", h, energyNames(d), tc.wantHand, tc.wantDiscard)
				}
				if tc.wantDiscard == 1 && g.Discard(0)[0] != hgFire {
					t.Errorf("discarded %s; want the Fire Energy", g.Discard(0)[0].Name)
				}
			})
		}
	}
}

func TestCantUseOneAttack(t *testing.T) {
	blaster := &Card{ID: "test-68", Name: "Blaster", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Colorless},
		Attacks: []Attack{
			{Name: "Big Blast", Damage: 10, After: []Op{{Kind: OpLasting, Who: WhoSelf,
				Lasting: Lasting{Kind: LastingCantUseAttack, When: OwnersNextTurn, Attack: "Big Blast"}}}},
			{Name: "Small Blast", Damage: 10},
		}}
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(blaster, hgWater), mon(resistsFighting))
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 0))
			apply(t, g, Action{Kind: ActEndTurn, Player: 1, Own: -1, Target: -1})
			_, err := g.Apply(attackAct(0, 0))
			wantRuleError(t, err, ErrCannotAttack, era, refAttackEffects)
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActAttack && a.Index == 0 {
					t.Errorf("LegalActions lists Big Blast the turn after")
				}
			}
			apply(t, g, attackAct(0, 1)) // the other attack is allowed
			apply(t, g, Action{Kind: ActEndTurn, Player: 1, Own: -1, Target: -1})
			if err := g.Legal(attackAct(0, 0)); err != nil {
				t.Errorf("Big Blast two turns later: %v; want allowed", err)
			}
		})
	}
}

// An attach-split whose who names one Pokémon puts every card there: the action gives no
// Split (one is refused), and listing offers none.
func TestAttachSplitToOne(t *testing.T) {
	tests := []struct {
		name  string
		split []int
		want  error
	}{
		{"no split: both cards to the attacker", nil, nil},
		{"a split on an attack that spreads nothing is refused", []int{1}, ErrBadChoice},
		{"naming the attacker itself is refused too", []int{0}, ErrBadChoice},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(supplier), mon(vulpix))
				b.Players[0].Bench = []BoardPokemon{*mon(vulpix)}
				b.Players[0].Discard = []*Card{hgWater, hgWater}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 1)
				a.Split = tt.split
				_, err := g.Apply(a)
				if tt.want != nil {
					wantRuleError(t, err, tt.want, era, refNone)
					return
				}
				if err != nil {
					t.Fatalf("Apply(%v) = %v; want no error", a, err)
				}
				if v, _ := g.Active(0); len(v.Energy) != 2 || len(g.Bench(0)[0].Energy) != 0 {
					t.Errorf("Active Energy %d, Benched %d; want 2 and 0", len(v.Energy), len(g.Bench(0)[0].Energy))
				}
			})
		}
		t.Run(era+"/listed without a split", func(t *testing.T) {
			b := table(mon(supplier), mon(vulpix))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix)}
			b.Players[0].Discard = []*Card{hgWater}
			g, _ := newTestGame(t, era, b)
			n := 0
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActAttack && a.Index == 1 {
					n++
					if len(a.Split) != 0 {
						t.Errorf("listed %v with a split; want none", a)
					}
				}
			}
			if n != 1 {
				t.Errorf("Self Supply listed %d times; want 1", n)
			}
		})
	}
}
