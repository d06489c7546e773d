package engine

import "testing"

// Primitives added for the card catalogue, tested in every era.
var (
	untilTails = &Card{ID: "test-10", Name: "Until Tails", Category: PokemonCard, Stage: Basic, HP: 80, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Streak", Damage: 20, Suffix: "×", Before: []Op{{Kind: OpFlipUntilTails}, {Kind: OpBaseTimes, Amount: 20}}}}}
	drawUntil = &Card{ID: "test-11", Name: "Draw Until", Category: PokemonCard, Stage: Basic, HP: 80, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Refill", After: []Op{{Kind: OpDrawUntil, N: 5}}}}}
	mill = &Card{ID: "test-12", Name: "Mill", Category: PokemonCard, Stage: Basic, HP: 80, Types: []Type{Colorless},
		Attacks: []Attack{
			{Name: "Theirs", Damage: 10, After: []Op{{Kind: OpDiscardDeck, N: 2}}},
			{Name: "Mine", After: []Op{{Kind: OpDiscardDeck, N: 3, Who: WhoSelf}}},
		}}
	ifDamaged = &Card{ID: "test-13", Name: "If Damaged", Category: PokemonCard, Stage: Basic, HP: 80, Types: []Type{Colorless},
		Attacks: []Attack{
			{Name: "Pile On", Damage: 20, Suffix: "+", Before: []Op{{Kind: OpBasePer, Amount: 30, Count: CountDefenderDamaged}}},
			{Name: "Grudge", Damage: 10, Suffix: "+", Before: []Op{{Kind: OpBasePer, Amount: 20, Count: CountSelfDamaged}}},
			{Name: "Anchor", Damage: 10, Suffix: "+", Before: []Op{{Kind: OpBasePer, Amount: 10, Count: CountDefenderRetreat}}},
		}}
	lillieLike = &Card{ID: "test-17", Name: "Draw Supporter", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpDrawUntil, N: 6, Amount: 8}}}
	pierce = &Card{ID: "test-14", Name: "Pierce", Category: PokemonCard, Stage: Basic, HP: 80, Types: []Type{Fighting},
		Attacks: []Attack{{Name: "Pierce", Damage: 50, IgnoreResistance: true}, {Name: "Poke", Damage: 50}}}
	resistsFighting = &Card{ID: "test-15", Name: "Resists Fighting", Category: PokemonCard, Stage: Basic, HP: 120, Types: []Type{Lightning},
		Resistance: []Resistance{{Type: Fighting, Minus: 20}}, Weakness: []Weakness{{Type: Fighting, Mult: 2}}, RetreatCost: 3}
)

func TestCatalogPrimitives(t *testing.T) {
	tests := []struct {
		name   string
		board  func() Board
		coins  []Coin
		action Action
		check  func(t *testing.T, g *Game)
	}{
		{"flip until tails: 3 heads then tails is 60", func() Board { return table(mon(untilTails), mon(resistsFighting)) },
			[]Coin{Heads, Heads, Heads, Tails}, attackAct(0, 0), func(t *testing.T, g *Game) {
				if d := damageOf(g, 1); d != 60 {
					t.Errorf("damage = %d; want 60", d)
				}
			}},
		{"flip until tails: tails first is no damage", func() Board { return table(mon(untilTails), mon(resistsFighting)) },
			[]Coin{Tails}, attackAct(0, 0), func(t *testing.T, g *Game) {
				if d := damageOf(g, 1); d != 0 {
					t.Errorf("damage = %d; want 0", d)
				}
			}},
		{"draw until 5 from a hand of 2", func() Board {
			b := table(mon(drawUntil), mon(resistsFighting))
			b.Players[0].Hand = filler(2)
			return b
		}, nil, attackAct(0, 0), func(t *testing.T, g *Game) {
			// The turn ends after the attack; the opponent drew, not player 0.
			if n := len(g.Hand(0)); n != 5 {
				t.Errorf("hand = %d; want 5", n)
			}
		}},
		{"draw until 5 with 6 in hand draws nothing", func() Board {
			b := table(mon(drawUntil), mon(resistsFighting))
			b.Players[0].Hand = filler(6)
			return b
		}, nil, attackAct(0, 0), func(t *testing.T, g *Game) {
			if n := len(g.Hand(0)); n != 6 {
				t.Errorf("hand = %d; want 6", n)
			}
		}},
		{"draw until 8 on the player's first turn", func() Board {
			b := table(mon(vulpix), mon(resistsFighting))
			b.Turn, b.First = 2, 1 // player 0 went second: turn 2 is their first
			b.Players[0].Hand = []*Card{lillieLike}
			return b
		}, nil, Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1}, func(t *testing.T, g *Game) {
			if n := len(g.Hand(0)); n != 8 {
				t.Errorf("hand = %d; want 8", n)
			}
		}},
		{"draw until 6 on a later turn", func() Board {
			b := table(mon(vulpix), mon(resistsFighting))
			b.Players[0].Hand = []*Card{lillieLike}
			return b
		}, nil, Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1}, func(t *testing.T, g *Game) {
			if n := len(g.Hand(0)); n != 6 {
				t.Errorf("hand = %d; want 6", n)
			}
		}},
		{"discard the top 2 of the opponent's deck", func() Board { return table(mon(mill), mon(resistsFighting)) },
			nil, attackAct(0, 0), func(t *testing.T, g *Game) {
				// 10 cards, 2 discarded, then the opponent draws for the turn.
				if n, d := len(g.Deck(1)), len(g.Discard(1)); n != 7 || d != 2 {
					t.Errorf("opponent deck %d, discard %d; want 7 and 2", n, d)
				}
			}},
		{"discard the top 3 of your own deck", func() Board { return table(mon(mill), mon(resistsFighting)) },
			nil, attackAct(0, 1), func(t *testing.T, g *Game) {
				if n, d := len(g.Deck(0)), len(g.Discard(0)); n != 7 || d != 3 {
					t.Errorf("own deck %d, discard %d; want 7 and 3", n, d)
				}
			}},
		{"more damage if the Defending Pokémon is damaged", func() Board { return table(mon(ifDamaged), mon(resistsFighting).dmg(10)) },
			nil, attackAct(0, 0), func(t *testing.T, g *Game) {
				if d := damageOf(g, 1); d != 60 {
					t.Errorf("damage = %d; want 10 + 50", d)
				}
			}},
		{"no more damage if it is not", func() Board { return table(mon(ifDamaged), mon(resistsFighting)) },
			nil, attackAct(0, 0), func(t *testing.T, g *Game) {
				if d := damageOf(g, 1); d != 20 {
					t.Errorf("damage = %d; want 20", d)
				}
			}},
		{"more damage if the attacker is damaged", func() Board { return table(mon(ifDamaged).dmg(30), mon(resistsFighting)) },
			nil, attackAct(0, 1), func(t *testing.T, g *Game) {
				if d := damageOf(g, 1); d != 30 {
					t.Errorf("damage = %d; want 30", d)
				}
			}},
		{"damage per Colorless in the Defending Pokémon's Retreat Cost", func() Board { return table(mon(ifDamaged), mon(resistsFighting)) },
			nil, attackAct(0, 2), func(t *testing.T, g *Game) {
				if d := damageOf(g, 1); d != 40 {
					t.Errorf("damage = %d; want 10 + 3×10", d)
				}
			}},
		{"ignore Resistance: Weakness still applies", func() Board { return table(mon(pierce), mon(resistsFighting)) },
			nil, attackAct(0, 0), func(t *testing.T, g *Game) {
				if d := damageOf(g, 1); d != 100 {
					t.Errorf("damage = %d; want 50 ×2, no -20", d)
				}
			}},
		{"without it Resistance applies", func() Board { return table(mon(pierce), mon(resistsFighting)) },
			nil, attackAct(0, 1), func(t *testing.T, g *Game) {
				if d := damageOf(g, 1); d != 80 {
					t.Errorf("damage = %d; want 50 ×2 - 20", d)
				}
			}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tt.board(), tt.coins...)
				apply(t, g, tt.action)
				tt.check(t, g)
			})
		}
	}
}

// A coin source that never comes up tails still ends a flip-until-tails.
func TestFlipUntilTailsIsBounded(t *testing.T) {
	coins := make([]Coin, MaxFlipsUntilTails)
	for i := range coins {
		coins[i] = Heads
	}
	g, _ := newTestGame(t, "sm", table(mon(untilTails), mon(&Card{ID: "test-16", Name: "Wall", Category: PokemonCard, Stage: Basic, HP: 9990, Types: []Type{Water}})), coins...)
	apply(t, g, attackAct(0, 0))
	if d := damageOf(g, 1); d != 20*MaxFlipsUntilTails {
		t.Errorf("damage = %d; want %d", d, 20*MaxFlipsUntilTails)
	}
}

var (
	conditional = &Card{ID: "test-20", Name: "Conditional", Category: PokemonCard, Stage: Basic, HP: 80, Types: []Type{Colorless},
		Attacks: []Attack{
			{Name: "Against Lightning", Damage: 10, Suffix: "+", Before: []Op{{Kind: OpBasePer, Amount: 30, Count: CountDefenderIsType, Type: Lightning}}},
			{Name: "Against Evolved", Damage: 10, Suffix: "+", Before: []Op{{Kind: OpBasePer, Amount: 30, Count: CountDefenderEvolved}}},
			{Name: "Against Conditions", Damage: 10, Suffix: "+", Before: []Op{{Kind: OpBasePer, Amount: 30, Count: CountDefenderConditioned}}},
			{Name: "Per Prize", Damage: 20, Suffix: "×", Before: []Op{{Kind: OpBaseSet}, {Kind: OpBasePer, Amount: 20, Count: CountPrizesTaken}}},
			{Name: "Per Water", Damage: 10, Suffix: "+", Before: []Op{{Kind: OpBasePer, Amount: 20, Count: CountSelfEnergy, Type: Water}}},
			{Name: "Through", Damage: 60, IgnoreDefenderEffects: true},
			{Name: "Plain", Damage: 60},
		}}
	hardened = &Card{ID: "test-21", Name: "Hardened", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Something", HP: 150, Types: []Type{Lightning},
		Powers: []Power{{Name: "Shell", Kind: PokeBody, Use: UsePassive, Mods: []Modifier{{Stage: ModDefender, Amount: -30}}}}}
)

func TestConditionalCounts(t *testing.T) {
	tests := []struct {
		name  string
		board func() Board
		index int
		want  int
	}{
		{"Defending Pokémon of the type", func() Board { return table(mon(conditional), mon(hardened)) }, 0, 40 - 30},
		{"Defending Pokémon not of the type", func() Board { return table(mon(conditional), mon(vulpix)) }, 0, 10},
		{"Evolution Pokémon", func() Board { return table(mon(conditional), mon(hardened)) }, 1, 40 - 30},
		{"Basic Pokémon", func() Board { return table(mon(conditional), mon(vulpix)) }, 1, 10},
		{"with a Special Condition", func() Board { return table(mon(conditional), mon(vulpix).with(Paralyzed)) }, 2, 40},
		{"without one", func() Board { return table(mon(conditional), mon(vulpix)) }, 2, 10},
		{"per Prize card taken: 2 taken", func() Board {
			b := table(mon(conditional), mon(vulpix))
			b.Players[1].Prizes = filler(4)
			return b
		}, 3, 40},
		{"per Water Energy: Fire does not count", func() Board { return table(mon(conditional, hgWater, hgWater, hgFire), mon(vulpix)) }, 4, 50},
		{"effects on the Defending Pokémon ignored", func() Board { return table(mon(conditional), mon(hardened)) }, 5, 60},
		{"effects on the Defending Pokémon applied", func() Board { return table(mon(conditional), mon(hardened)) }, 6, 30},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tt.board())
				apply(t, g, attackAct(0, tt.index))
				if d := damageOf(g, 1); d != tt.want {
					t.Errorf("damage = %d; want %d", d, tt.want)
				}
			})
		}
	}
}

var (
	shielded = &Card{ID: "test-30", Name: "Shielded", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Shield", Cost: []Type{Colorless}, After: []Op{{Kind: OpLasting, Who: WhoSelf, Lasting: Lasting{Kind: LastingPreventAll}}}}}}
	stinger = &Card{ID: "test-31", Name: "Stinger", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Colorless},
		Attacks: []Attack{
			{Name: "Sting", Cost: []Type{Colorless}, Damage: 30, After: []Op{{Kind: OpCondition, Cond: Poisoned}, {Kind: OpCounters, N: 2}}},
			{Name: "Sting Bench", Cost: []Type{Colorless}, After: []Op{{Kind: OpDamage, Amount: 20, Who: WhoEachOppBenched}}},
		}}
)

// An effect that prevents all effects of attacks keeps the opponent's next attack off the
// Pokémon: no damage, no Special Condition, no damage counters. Other Pokémon still take
// theirs.
func TestPreventAllEffects(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(shielded, hgWater), mon(stinger, hgWater))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix)}
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 0)) // Shield; Bob's turn
			apply(t, g, attackAct(1, 0)) // Sting
			a, _ := g.Active(0)
			if a.Damage != 0 || a.Conditions != 0 {
				t.Errorf("shielded Pokémon: damage %d, conditions %v; want none", a.Damage, a.Conditions)
			}
		})
		t.Run(era+"/bench still hit", func(t *testing.T) {
			b := table(mon(shielded, hgWater), mon(stinger, hgWater))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix)}
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 0))
			apply(t, g, attackAct(1, 1))
			if d := g.Bench(0)[0].Damage; d != 20 {
				t.Errorf("Benched Vulpix damage = %d; want 20", d)
			}
		})
		t.Run(era+"/ends after that turn", func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(shielded, hgWater), mon(stinger, hgWater)))
			apply(t, g, attackAct(0, 0))
			apply(t, g, act(ActEndTurn, 1))
			apply(t, g, act(ActEndTurn, 0))
			apply(t, g, attackAct(1, 0))
			// 30 damage, 2 counters, then Poisoned between turns: 10 more.
			if d := damageOf(g, 0); d != 60 {
				t.Errorf("damage two turns later = %d; want 30 + 20 + 10", d)
			}
		})
	}
}

var (
	greatBallLike = &Card{ID: "test-40", Name: "Top Ball", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpSearch, N: 1, Top: 3, Filter: Filter{Category: PokemonCard}}}}
	retrievalLike = &Card{ID: "test-41", Name: "Retrieval", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpTakeDiscard, N: 2, Filter: Filter{Category: EnergyCard, BasicEnergy: true}}}}
)

func TestSearchTopAndTakeDiscard(t *testing.T) {
	play := Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1}
	for _, era := range eras {
		t.Run(era+"/a Pokémon in the top 3", func(t *testing.T) {
			b := table(mon(vulpix), mon(vulpix))
			b.Players[0].Hand = []*Card{greatBallLike}
			b.Players[0].Deck = []*Card{hgWater, hgWater, kricketot, hgWater}
			g, _ := newTestGame(t, era, b)
			apply(t, g, play)
			if h := g.Hand(0); len(h) != 1 || h[0] != kricketot {
				t.Errorf("hand = %v; want Kricketot", h)
			}
		})
		t.Run(era+"/none in the top 3", func(t *testing.T) {
			b := table(mon(vulpix), mon(vulpix))
			b.Players[0].Hand = []*Card{greatBallLike}
			b.Players[0].Deck = []*Card{hgWater, hgWater, hgWater, kricketot}
			g, _ := newTestGame(t, era, b)
			apply(t, g, play)
			if h := g.Hand(0); len(h) != 0 {
				t.Errorf("hand = %v; want nothing (the Pokémon is fourth from the top)", h)
			}
		})
		t.Run(era+"/basic Energy from the discard pile", func(t *testing.T) {
			b := table(mon(vulpix), mon(vulpix))
			b.Players[0].Hand = []*Card{retrievalLike}
			b.Players[0].Discard = []*Card{hgFire, hgDCE, kricketot, hgWater, hgFire}
			g, _ := newTestGame(t, era, b)
			apply(t, g, play)
			h := g.Hand(0)
			if len(h) != 2 || h[0] != hgFire || h[1] != hgWater {
				t.Errorf("hand = %v; want the last two basic Energy discarded (Fire, Water)", h)
			}
			// The discard pile keeps the rest, and gains the Item card played.
			if d := len(g.Discard(0)); d != 4 {
				t.Errorf("discard pile = %d cards; want 3 left + the Item", d)
			}
		})
	}
}

var (
	rainbowLike = &Card{ID: "test-50", Name: "Prism Energy", Category: EnergyCard, Provides: []Type{AnyType},
		OnAttach: []Op{{Kind: OpCounters, N: 1, Who: WhoSelf}}}
	benchWall = &Card{ID: "test-51", Name: "Bench Wall", Category: PokemonCard, Stage: Basic, HP: 120, Types: []Type{Grass},
		Powers: []Power{{Name: "Hide", Kind: PokeBody, Use: UsePassive, BenchOnly: true, Mods: []Modifier{{Stage: ModDefender, Set: true}}}}}
)

func TestOnAttachAndBenchOnly(t *testing.T) {
	for _, era := range eras {
		t.Run(era+"/a counter when attached from the hand", func(t *testing.T) {
			b := table(mon(vulpix), mon(vulpix))
			b.Players[0].Bench = []BoardPokemon{*mon(kricketot)}
			b.Players[0].Hand = []*Card{rainbowLike}
			g, _ := newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 1, Own: -1, Target: -1})
			if d := g.Bench(0)[0].Damage; d != 10 {
				t.Errorf("Benched Kricketot damage = %d; want 10", d)
			}
			if d := damageOf(g, 0); d != 0 {
				t.Errorf("the Active Pokémon took %d; want 0", d)
			}
		})
		t.Run(era+"/protected on the Bench", func(t *testing.T) {
			b := table(mon(stinger, hgWater), mon(vulpix))
			b.Players[1].Bench = []BoardPokemon{*mon(benchWall)}
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 1)) // 20 to each Benched Pokémon
			if d := g.Bench(1)[0].Damage; d != 0 {
				t.Errorf("Benched Bench Wall damage = %d; want 0", d)
			}
		})
		t.Run(era+"/not protected as the Active Pokémon", func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(stinger, hgWater), mon(benchWall)))
			apply(t, g, attackAct(0, 0))
			if d := damageOf(g, 1); d < 30 {
				t.Errorf("Active Bench Wall damage = %d; want Sting's 30 and more", d)
			}
		})
	}
}

var redCardLike = &Card{ID: "test-60", Name: "Red Card Like", Category: TrainerCard, Trainer: Item,
	Play: []Op{{Kind: OpShuffleHandDraw, N: 4, Who: WhoDefending}}}

func TestOpponentShufflesHandAndDraws(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(vulpix), mon(vulpix))
			b.Players[0].Hand = []*Card{redCardLike, hgFire}
			b.Players[1].Hand = filler(7)
			g, _ := newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1})
			if n := len(g.Hand(1)); n != 4 {
				t.Errorf("opponent's hand = %d; want 4", n)
			}
			if n := len(g.Deck(1)); n != 10+7-4 {
				t.Errorf("opponent's deck = %d; want 13", n)
			}
			if n := len(g.Hand(0)); n != 1 {
				t.Errorf("own hand = %d; want 1 (untouched)", n)
			}
		})
	}
}
