package engine

import (
	"errors"
	"slices"
	"testing"
)

// The targets ops, tested in every era.
var (
	tgBench = &Card{ID: "test-tg-1", Name: "Bench Sprout", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Grass}}
	tgDark  = &Card{ID: "test-tg-2", Name: "Dark Pup", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Darkness}}
	tgGX    = &Card{ID: "test-tg-3", Name: "Big Basic-GX", Category: PokemonCard, Stage: Basic, HP: 180, Types: []Type{Grass}, Tags: TagGX}
	tgAbil  = &Card{ID: "test-tg-4", Name: "Able", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Water},
		Powers: []Power{{Name: "Calm", Kind: Ability, Use: UsePassive}}}
	tgPower = &Card{ID: "test-tg-5", Name: "Powered", Category: PokemonCard, Stage: Basic, HP: 200, Types: []Type{Water},
		Weakness: []Weakness{{Type: Fighting, Mult: 2}},
		Powers:   []Power{{Name: "Spark", Kind: PokePower, Use: UseActivated, Ops: []Op{{Kind: OpDraw, N: 1}}}}}
	tgStage1 = &Card{ID: "test-tg-6", Name: "Grown", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Bench Sprout", HP: 90, Types: []Type{Grass}}

	// One Fighting attacker with every targets op; the defender is weak (×2) and resistant
	// (-20) to Fighting, so damage to the Active Pokémon shows whether Weakness applied.
	tgAttacker = &Card{ID: "test-tg-10", Name: "Tester", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Fighting},
		Attacks: []Attack{
			{Name: "Pick Two Benched", After: []Op{{Kind: OpDamageChosen, N: 2, Amount: 20, Who: WhoEachOppBenched}}},
			{Name: "Pick Two", After: []Op{{Kind: OpDamageChosen, N: 2, Amount: 30, Who: WhoEachOpp}}},
			{Name: "Hurt The Hurt", After: []Op{{Kind: OpDamageEach, Amount: 20, Who: WhoEachOppBenched, Match: Match{Damaged: true}}}},
			{Name: "Howl", After: []Op{{Kind: OpDamageEach, Amount: 20, Who: WhoEachPokemon, Match: Match{NotTypes: 1 << Darkness}}}},
			{Name: "Trip", ChooseOpp: ChoosePokemon, ChooseOwn: ChoosePokemon, After: []Op{{Kind: OpFlip},
				{Kind: OpDamageEach, Gate: IfHeads, Amount: 30, Who: WhoChosenOpp},
				{Kind: OpDamageEach, Gate: IfTails, Amount: 30, Who: WhoChosenOwn}}},
			{Name: "Divide", After: []Op{{Kind: OpCountersSpread, N: 5, Who: WhoEachOpp}}},
			{Name: "Scream", After: []Op{{Kind: OpCountersUntil, Amount: 10, Who: WhoSelf}, {Kind: OpCountersUntil, Amount: 10, Who: WhoDefending}}},
			{Name: "Transport", After: []Op{{Kind: OpMoveCounters, N: 4, Who: WhoEachOwn, To: WhoDefending}}},
			{Name: "Payback", After: []Op{{Kind: OpDiscardEnergy, N: 1, Who: WhoSelf}, {Kind: OpSwapDamage, Gate: IfDone, Who: WhoSelf, To: WhoDefending}}},
			{Name: "Swap Theirs", After: []Op{{Kind: OpMoveCountersChosen, N: -1, Who: WhoEachOpp, To: WhoEachOpp}}},
			{Name: "Send Four", After: []Op{{Kind: OpMoveCountersChosen, N: 4, Who: WhoEachOwn, To: WhoEachOpp}}},
			{Name: "Crash", After: []Op{{Kind: OpKnockOut, Who: WhoDefending, Match: Match{BasicOnly: true, NotTags: TagGX}}}},
			{Name: "Admonish", Before: []Op{{Kind: OpBasePerMatch, Amount: 50, Who: WhoEachOpp, Match: Match{Power: 1 + uint8(Ability)}}}},
			{Name: "Thunder", IgnoreWeakness: true, IgnoreResistance: true,
				After: []Op{{Kind: OpDamageEach, Amount: 80, Who: WhoEachPokemon, Match: Match{Power: 1 + uint8(PokePower)}}}},
		}}
	tgDefender = &Card{ID: "test-tg-11", Name: "Target", Category: PokemonCard, Stage: Basic, HP: 120, Types: []Type{Lightning},
		Weakness: []Weakness{{Type: Fighting, Mult: 2}}, Resistance: []Resistance{{Type: Fighting, Minus: 20}}}
)

func tgAttack(name string) int {
	for i, a := range tgAttacker.Attacks {
		if a.Name == name {
			return i
		}
	}
	panic("no attack " + name)
}

// tgBoard: Tester (with one Energy) against Target, each with the given Benches.
func tgBoard(mine, theirs []BoardPokemon) Board {
	b := table(mon(tgAttacker, hgWater), mon(tgDefender))
	b.Players[0].Bench = mine
	b.Players[1].Bench = theirs
	return b
}

func bp(c *Card, damage int) BoardPokemon { return BoardPokemon{Card: c, Damage: damage} }

// damages lists a player's damage, Active first (-1 for no Active Pokémon).
func damages(g *Game, p int) []int {
	out := []int{damageOf(g, p)}
	for _, v := range g.Bench(p) {
		out = append(out, v.Damage)
	}
	return out
}

func TestTargetsOps(t *testing.T) {
	tests := []struct {
		name          string
		board         Board
		coins         []Coin
		attack        string
		own, target   int
		spots         []int
		moves         []CounterMove
		mine, theirs  []int // damage after the attack, Active first
		theirBenchLen int   // -1: do not check
	}{
		{"two chosen Benched Pokémon take 20 each", tgBoard(nil, []BoardPokemon{bp(tgBench, 0), bp(tgBench, 0), bp(tgBench, 0)}),
			nil, "Pick Two Benched", -1, -1, []int{1, 3}, nil, []int{0}, []int{0, 20, 0, 20}, -1},
		{"chosen Active Pokémon gets Weakness and Resistance, Benched does not",
			tgBoard(nil, []BoardPokemon{bp(tgBench, 0)}), nil, "Pick Two", -1, -1, []int{0, 1}, nil,
			[]int{0}, []int{40, 30}, -1}, // (30×2)-20 on the Active Pokémon
		{"two Benched Pokémon for two picks: no choice, none needed", tgBoard(nil, []BoardPokemon{bp(tgBench, 0), bp(tgBench, 0)}),
			nil, "Pick Two Benched", -1, -1, nil, nil, []int{0}, []int{0, 20, 20}, -1},
		{"only one Benched Pokémon: it alone is chosen", tgBoard(nil, []BoardPokemon{bp(tgBench, 0)}),
			nil, "Pick Two Benched", -1, -1, []int{1}, nil, []int{0}, []int{0, 20}, -1},
		{"each damaged Benched Pokémon takes 20", tgBoard(nil, []BoardPokemon{bp(tgBench, 10), bp(tgBench, 0), bp(tgDark, 30)}),
			nil, "Hurt The Hurt", -1, -1, nil, nil, []int{0}, []int{0, 30, 0, 50}, -1},
		{"every Pokémon but Darkness ones takes 20, both sides",
			tgBoard([]BoardPokemon{bp(tgDark, 0), bp(tgBench, 0)}, []BoardPokemon{bp(tgBench, 0), bp(tgDark, 0)}),
			nil, "Howl", -1, -1, nil, nil, []int{20, 0, 20}, []int{20, 20, 0}, -1}, // (20×2)-20 on the Defending Pokémon
		{"heads: 30 to the chosen opponent's Benched Pokémon", tgBoard([]BoardPokemon{bp(tgBench, 0)}, []BoardPokemon{bp(tgBench, 0)}),
			[]Coin{Heads}, "Trip", 1, 1, nil, nil, []int{0, 0}, []int{0, 30}, -1},
		{"tails: 30 to the chosen Pokémon of your own", tgBoard([]BoardPokemon{bp(tgBench, 0)}, []BoardPokemon{bp(tgBench, 0)}),
			[]Coin{Tails}, "Trip", 1, 1, nil, nil, []int{0, 30}, []int{0, 0}, -1},
		{"heads on the Defending Pokémon: Weakness and Resistance", tgBoard(nil, nil),
			[]Coin{Heads}, "Trip", 0, 0, nil, nil, []int{0}, []int{40}, -1},
		{"five counters split as picked", tgBoard(nil, []BoardPokemon{bp(tgBench, 0), bp(tgBench, 0)}),
			nil, "Divide", -1, -1, []int{0, 2, 2, 0, 0}, nil, []int{0}, []int{30, 0, 20}, -1},
		{"counters until 10 HP remain on both Active Pokémon", table(mon(tgAttacker, hgWater).dmg(30), mon(tgDefender).dmg(50)),
			nil, "Scream", -1, -1, nil, nil, []int{90}, []int{110}, -1},
		{"already at 10 HP: no counters", table(mon(tgAttacker, hgWater).dmg(90), mon(tgDefender).dmg(110)),
			nil, "Scream", -1, -1, nil, nil, []int{90}, []int{110}, -1},
		{"4 counters from each of yours, fewer where fewer", tgBoard([]BoardPokemon{bp(tgBench, 20), bp(tgBench, 50)}, nil),
			nil, "Transport", -1, -1, nil, nil, []int{0, 0, 10}, []int{60}, -1},
		{"discard an Energy, then swap damage", func() Board {
			b := table(mon(tgAttacker, hgWater).dmg(70), mon(tgDefender).dmg(10))
			return b
		}(), nil, "Payback", -1, -1, nil, nil, []int{10}, []int{70}, -1},
		{"no Energy to discard: no swap", table(mon(tgAttacker).dmg(70), mon(tgDefender).dmg(10)),
			nil, "Payback", -1, -1, nil, nil, []int{70}, []int{10}, -1},
		{"opponent's counters moved as chosen", tgBoard(nil, []BoardPokemon{bp(tgBench, 40), bp(tgBench, 0)}),
			nil, "Swap Theirs", -1, -1, nil, []CounterMove{{From: 1, To: 0, N: 3}, {From: 1, To: 2, N: 1}}, []int{0}, []int{30, 0, 10}, -1},
		{"your counters sent to theirs, 4 at most", tgBoard([]BoardPokemon{bp(tgBench, 30)}, []BoardPokemon{bp(tgBench, 0)}),
			nil, "Send Four", -1, -1, nil, []CounterMove{{From: 1, To: 1, N: 3}}, []int{0, 0}, []int{0, 30}, -1},
		{"a Basic Defending Pokémon is Knocked Out", tgBoard(nil, []BoardPokemon{bp(tgBench, 0)}),
			nil, "Crash", -1, -1, nil, nil, []int{0}, []int{-1, 0}, 1},
		{"a Basic Pokémon-GX is not Knocked Out", func() Board {
			b := table(mon(tgAttacker, hgWater), mon(tgGX))
			b.Players[1].Bench = []BoardPokemon{bp(tgBench, 0)}
			return b
		}(), nil, "Crash", -1, -1, nil, nil, []int{0}, []int{0, 0}, 1},
		{"an Evolution Pokémon is not Knocked Out", func() Board {
			b := table(mon(tgAttacker, hgWater), mon(tgStage1).under(tgBench))
			b.Players[1].Bench = []BoardPokemon{bp(tgBench, 0)}
			return b
		}(), nil, "Crash", -1, -1, nil, nil, []int{0}, []int{0, 0}, 1},
		{"50 for each opponent's Pokémon with an Ability", tgBoard(nil, []BoardPokemon{bp(tgAbil, 0), bp(tgBench, 0), bp(tgAbil, 0)}),
			nil, "Admonish", -1, -1, nil, nil, []int{0}, []int{-1, 0, 0, 0}, -1}, // 100×2-20 Knocks Out 120 HP
		{"50 for one Pokémon with an Ability", tgBoard(nil, []BoardPokemon{bp(tgBench, 0), bp(tgAbil, 0)}),
			nil, "Admonish", -1, -1, nil, nil, []int{0}, []int{80, 0, 0}, -1}, // 50×2-20
		{"80 to each Pokémon with a Poké-Power, no Weakness or Resistance", func() Board {
			b := table(mon(tgAttacker, hgWater), mon(tgPower))
			b.Players[0].Bench = []BoardPokemon{bp(tgPower, 0), bp(tgBench, 0)}
			b.Players[1].Bench = []BoardPokemon{bp(tgBench, 0)}
			return b
		}(), nil, "Thunder", -1, -1, nil, nil, []int{0, 80, 0}, []int{80, 0}, 1}, // weak to Fighting, yet 80
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tc.board, tc.coins...)
				a := attackAct(0, tgAttack(tc.attack))
				a.Own, a.Target, a.Spots, a.Moves = tc.own, tc.target, tc.spots, tc.moves
				apply(t, g, a)
				if got := damages(g, 0); !slices.Equal(got, tc.mine) {
					t.Errorf("%s: your damage = %v; want %v", tc.attack, got, tc.mine)
				}
				if tc.theirs != nil {
					if got := damages(g, 1); !slices.Equal(got, tc.theirs) {
						t.Errorf("%s: opponent's damage = %v; want %v", tc.attack, got, tc.theirs)
					}
				}
				if tc.theirBenchLen >= 0 {
					if n := len(g.Bench(1)); n != tc.theirBenchLen {
						t.Errorf("%s: opponent's Bench = %d Pokémon; want %d", tc.attack, n, tc.theirBenchLen)
					}
				}
			})
		}
	}
}

func TestTargetsPicksRefused(t *testing.T) {
	three := []BoardPokemon{bp(tgBench, 40), bp(tgBench, 0), bp(tgBench, 0)}
	tests := []struct {
		name   string
		attack string
		spots  []int
		moves  []CounterMove
		err    error // nil: ErrBadChoice
	}{
		{"the same Benched Pokémon twice", "Pick Two Benched", []int{1, 1}, nil, nil},
		{"one pick where two are asked", "Pick Two Benched", []int{2}, nil, nil},
		{"no pick where two are asked", "Pick Two Benched", nil, nil, ErrNoTarget},
		{"the Active Pokémon for a Benched pick", "Pick Two Benched", []int{0, 1}, nil, nil},
		{"no such Benched Pokémon", "Pick Two Benched", []int{1, 4}, nil, nil},
		{"four counters where five are put", "Divide", []int{0, 0, 0, 0}, nil, nil},
		{"picks for an attack that asks none", "Howl", []int{1}, nil, nil},
		{"moves for an attack that asks none", "Pick Two Benched", []int{1, 2}, []CounterMove{{From: 1, To: 2, N: 1}}, nil},
		{"more counters than the Pokémon has", "Swap Theirs", nil, []CounterMove{{From: 1, To: 0, N: 5}}, nil},
		{"counters from a Pokémon with none", "Swap Theirs", nil, []CounterMove{{From: 2, To: 0, N: 1}}, nil},
		{"a move onto the same Pokémon", "Swap Theirs", nil, []CounterMove{{From: 1, To: 1, N: 1}}, nil},
		{"a move of no counters", "Swap Theirs", nil, []CounterMove{{From: 1, To: 0, N: 0}}, nil},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tgBoard(nil, three))
				a := attackAct(0, tgAttack(tc.attack))
				a.Spots, a.Moves = tc.spots, tc.moves
				_, err := g.Apply(a)
				want := tc.err
				if want == nil {
					want = ErrBadChoice
				}
				wantRuleError(t, err, want, era, refAttackChoices)
				if got := damages(g, 1); !slices.Equal(got, []int{0, 40, 0, 0}) {
					t.Errorf("refused %s changed the board: opponent's damage = %v", tc.attack, got)
				}
			})
		}
	}
}

func TestTargetsSendFourAtMost(t *testing.T) {
	for _, era := range eras {
		g, _ := newTestGame(t, era, tgBoard([]BoardPokemon{bp(tgBench, 50)}, nil))
		a := attackAct(0, tgAttack("Send Four"))
		a.Moves = []CounterMove{{From: 1, To: 0, N: 3}, {From: 1, To: 0, N: 2}}
		if _, err := g.Apply(a); !errors.Is(err, ErrBadChoice) {
			t.Errorf("%s: moving 5 counters with a 4-counter attack: error = %v; want %v", era, err, ErrBadChoice)
		}
	}
}

// TestTargetsLegalActions checks that LegalActions lists the picks it documents, and that
// every one of them is accepted.
func TestTargetsLegalActions(t *testing.T) {
	tests := []struct {
		attack string
		want   int // actions listed for the attack
	}{
		{"Pick Two Benched", 3}, // {1,2} {1,3} {2,3}
		{"Pick Two", 6},         // 2 of 4 Pokémon
		{"Divide", 5},           // all on each of 4, and one spread
		{"Swap Theirs", 4},      // none, and the 40 on Bench 1 to each of the 3 others
		{"Trip", 8},             // 2 own × 4 opponent's Pokémon
		{"Howl", 1},
	}
	for _, era := range eras {
		for _, tc := range tests {
			g, _ := newTestGame(t, era, tgBoard([]BoardPokemon{bp(tgBench, 0)}, []BoardPokemon{bp(tgBench, 40), bp(tgBench, 0), bp(tgBench, 0)}))
			k := tgAttack(tc.attack)
			n := 0
			for _, a := range g.LegalActions(nil) {
				if a.Kind != ActAttack || a.Index != k {
					continue
				}
				n++
				if err := g.Legal(a); err != nil {
					t.Errorf("%s: listed %v is refused: %v", era, a, err)
				}
			}
			if n != tc.want {
				t.Errorf("%s: LegalActions lists %s %d times; want %d", era, tc.attack, n, tc.want)
			}
		}
	}
}

// TestTargetsProtected: a Pokémon an earlier attack protects from every effect takes none of
// these ops' damage, counters or moves.
func TestTargetsProtected(t *testing.T) {
	shield := Lasting{Kind: LastingPreventAll, When: OpponentsNextTurn}
	for _, era := range eras {
		b := tgBoard(nil, []BoardPokemon{{Card: tgBench, Damage: 10, Effects: []Lasting{shield}}, bp(tgBench, 10)})
		b.Turn = 4 // the effect was put on during turn 3
		g, _ := newTestGame(t, era, b)
		apply(t, g, attackAct(0, tgAttack("Hurt The Hurt")))
		if got, want := damages(g, 1), []int{0, 10, 30}; !slices.Equal(got, want) {
			t.Errorf("%s: opponent's damage = %v; want %v", era, got, want)
		}
	}
}

// targetsDecks are decks for the fuzz target whose attacks pick several Pokémon and move
// damage counters, so arbitrary Spots and Moves meet cards that read them.
func targetsDecks(era string) [2][]*Card {
	attacker := &Card{ID: "test-tg-20", Name: "Picker", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Fighting},
		Attacks: []Attack{
			{Name: "Pick", Cost: []Type{Colorless}, After: []Op{{Kind: OpDamageChosen, N: 2, Amount: 30, Who: WhoEachOpp}}},
			{Name: "Spread", Cost: []Type{Colorless}, After: []Op{{Kind: OpCountersSpread, N: 3, Who: WhoEachOpp}}},
			{Name: "Shift", Cost: []Type{Colorless}, After: []Op{{Kind: OpMoveCountersChosen, N: -1, Who: WhoEachOpp, To: WhoEachOpp},
				{Kind: OpMoveCountersChosen, N: 2, Who: WhoEachOwn, To: WhoEachOpp}}},
		}}
	e := basicEnergy(Fighting, "test-tg-21")
	d := deckOf(attacker, 4, tgBench, 4, tgAbil, 4, e, 48)
	_ = era
	return [2][]*Card{d, d}
}

func TestTargetsFuzzSeeds(t *testing.T) {
	for _, seed := range [][]byte{
		{1, 2, 3, 4, 5, 6, 7, 8, 16, 1, 2, 3, 1, 1, 1, 5, 5, 5, 5, 9, 9, 9, 9, 13, 13, 13, 13, 13, 13, 13, 13},
		{9, 9, 9, 9, 9, 9, 9, 9, 17, 1, 1, 1, 1, 1, 0, 13, 0, 0, 0, 1, 0, 0, 3, 1, 2, 0, 2, 0, 1, 1, 2},
		{3, 3, 3, 3, 3, 3, 3, 3, 18, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5},
	} {
		if err := fuzzOne(seed); err != nil {
			t.Errorf("fuzzOne(%v) = %v", seed, err)
		}
	}
}
