package engine

import (
	"errors"
	"testing"
)

// Board-state checks and the passive effects built on them, tested in every era.

func basicMon(id, name string, hp int, t Type) *Card {
	return &Card{ID: id, Name: name, Category: PokemonCard, Stage: Basic, HP: hp, Types: []Type{t}}
}

func withAttacks(c *Card, a ...Attack) *Card { c.Attacks = a; return c }
func withPowers(c *Card, p ...Power) *Card   { c.Powers = p; return c }

func ifCheck(k CheckKind) Check { return Check{Kind: k} }

var (
	pvPlusle   = basicMon("test-p1", "Plusle", 60, Lightning)
	pvLunatone = basicMon("test-p2", "Lunatone", 80, Psychic)
	pvTarget   = basicMon("test-p3", "Target", 200, Colorless)
	pvMetal    = basicMon("test-p4", "Steel Target", 200, Metal)
	pvFighting = basicMon("test-p5", "Fighting Target", 30, Fighting)
	pvEX       = func() *Card { c := basicMon("test-p6", "Target-EX", 200, Colorless); c.Tags = TagEX; return c }()
	pvResists  = func() *Card {
		c := basicMon("test-p7", "Resister", 200, Colorless)
		c.Resistance = []Resistance{{Type: Fighting, Minus: 20}}
		return c
	}()
	pvPsychicE = basicEnergy(Psychic, "test-p8")
	pvFairyE   = basicEnergy(Fairy, "test-p9")

	// pvChecker's attacks each test one check (base 10 unless set).
	pvChecker = withAttacks(basicMon("test-p10", "Checker", 120, Colorless),
		Attack{Name: "Buddy", Damage: 10, Before: []Op{{Kind: OpBaseAdd, Amount: 20, If: Check{Kind: CheckBenched, Name: "Plusle"}}}},
		Attack{Name: "Stadium Power", Damage: 10, Before: []Op{{Kind: OpBaseAdd, Amount: 30, If: ifCheck(CheckStadium)}}},
		Attack{Name: "Prize Count", Damage: 10, Before: []Op{{Kind: OpBaseAdd, Amount: 30, If: ifCheck(CheckMorePrizes)}}},
		Attack{Name: "Bite Off", Damage: 10, Before: []Op{{Kind: OpBaseAdd, Amount: 60, If: ifCheck(CheckDefenderEX)}}},
		Attack{Name: "Low Deck", Damage: 10, Before: []Op{{Kind: OpBaseAdd, Amount: 130, If: Check{Kind: CheckDeckAtMost, N: 3}}}},
		Attack{Name: "Steel Short", Damage: 10, After: []Op{{Kind: OpCondition, Cond: Paralyzed, Who: WhoDefending, If: Check{Kind: CheckDefenderType, Type: Metal}}}},
		Attack{Name: "Swallow Up", Damage: 10, Before: []Op{{Kind: OpBaseAdd, Amount: 50, If: ifCheck(CheckFewerHP)}}},
		Attack{Name: "Core Splash", Damage: 10, Before: []Op{{Kind: OpBaseAdd, Amount: 30, If: Check{Kind: CheckSelfEnergy, Type: Psychic}}}},
		Attack{Name: "Smack Down", Damage: 10, Before: []Op{{Kind: OpBaseAdd, Amount: 50, If: Check{Kind: CheckDefenderResists, Type: Fighting}}}},
		Attack{Name: "Dragon Steam", Damage: 60, Before: []Op{{Kind: OpBaseSet, Amount: 20, If: Check{Kind: CheckOppTypeInPlay, Type: Fighting}}}},
		Attack{Name: "No Partner", Damage: 30, Before: []Op{{Kind: OpNothing, If: Check{Kind: CheckInPlay, Name: "Lunatone", Not: true}}}},
		Attack{Name: "Team Play", Before: []Op{{Kind: OpBaseSet, Amount: 0}, {Kind: OpBasePer, Amount: 30, Per: Check{Kind: CheckBenched, Name: "Plusle"}}}},
		Attack{Name: "Miasma Wind", Damage: 50, Before: []Op{{Kind: OpBaseSet, Amount: 0}, {Kind: OpBasePer, Amount: 50, Per: ifCheck(CheckDefenderConditions)}}},
		Attack{Name: "Evil Admonition", Damage: 50, Before: []Op{{Kind: OpBaseSet, Amount: 0}, {Kind: OpBasePerMatch, Amount: 50, Who: WhoEachOpp, Match: Match{Power: 1 + uint8(Ability)}}}},
		Attack{Name: "No Healing", Damage: 10, After: []Op{{Kind: OpLasting, Who: WhoDefending, Lasting: Lasting{Kind: LastingCantBeHealed}}}},
		Attack{Name: "Hustling Strike", Damage: 10, Before: []Op{{Kind: OpBasePer, Amount: 20, Per: Check{Kind: CheckBenched, Type: Lightning}}}},
	)
	pvStadium = &Card{ID: "test-p11", Name: "Some Stadium", Category: TrainerCard, Trainer: Stadium}
)

func TestChecksOnOps(t *testing.T) {
	tests := []struct {
		name   string
		attack int
		setup  func(b *Board)
		want   int
		cond   Condition
	}{
		{"benched partner: more damage", 0, func(b *Board) { b.Players[0].Bench = []BoardPokemon{*mon(pvPlusle)} }, 30, 0},
		{"no benched partner", 0, nil, 10, 0},
		{"partner as the opponent's: no", 0, func(b *Board) { b.Players[1].Bench = []BoardPokemon{*mon(pvPlusle)} }, 10, 0},
		{"Stadium in play", 1, func(b *Board) { b.Stadium = pvStadium }, 40, 0},
		{"no Stadium", 1, nil, 10, 0},
		{"more Prize cards left", 2, func(b *Board) { b.Players[1].Prizes = filler(4) }, 40, 0},
		{"as many Prize cards left", 2, nil, 10, 0},
		{"Defending Pokémon-EX", 3, func(b *Board) { b.Players[1].Active = mon(pvEX) }, 70, 0},
		{"deck of 3", 4, func(b *Board) { b.Players[0].Deck = filler(3) }, 140, 0},
		{"deck of 4", 4, func(b *Board) { b.Players[0].Deck = filler(4) }, 10, 0},
		{"Metal Defending Pokémon is Paralyzed", 5, func(b *Board) { b.Players[1].Active = mon(pvMetal) }, 10, Paralyzed},
		{"other type is not", 5, nil, 10, 0},
		{"fewer HP left than the attacker", 6, func(b *Board) { b.Players[1].Active = mon(pvTarget).dmg(100) }, 60, 0},
		{"more HP left than the attacker", 6, nil, 10, 0},
		{"Psychic Energy attached", 7, func(b *Board) { b.Players[0].Active.Energy = []*Card{pvPsychicE} }, 40, 0},
		{"other Energy attached", 7, func(b *Board) { b.Players[0].Active.Energy = []*Card{hgWater} }, 10, 0},
		{"Fighting Resistance", 8, func(b *Board) { b.Players[1].Active = mon(pvResists) }, 60, 0}, // a Colorless attacker meets no Resistance
		{"opponent's type in play (Benched)", 9, func(b *Board) { b.Players[1].Bench = []BoardPokemon{*mon(pvFighting)} }, 20, 0},
		{"opponent's type not in play", 9, nil, 60, 0},
		{"no partner in play: nothing", 10, nil, 0, 0},
		{"partner in play: damage", 10, func(b *Board) { b.Players[0].Bench = []BoardPokemon{*mon(pvLunatone)} }, 30, 0},
		{"count of benched partners", 11, func(b *Board) {
			b.Players[0].Bench = []BoardPokemon{*mon(pvPlusle), *mon(pvLunatone), *mon(pvPlusle)}
		}, 60, 0},
		{"two Special Conditions", 12, func(b *Board) { b.Players[1].Active.Conditions = Confused | Poisoned }, 110, 0}, // and Poison's counter
		{"no Special Condition", 12, nil, 0, 0},
		{"opponent's Pokémon with Abilities", 13, func(b *Board) {
			b.Players[1].Active = mon(pvWall)
			b.Players[1].Bench = []BoardPokemon{*mon(pvWall), *mon(pvTarget), *mon(pvHealBlock)} // a Poké-Body is no Ability
		}, 80, 0}, // 2 × 50, less 20 from the Active Wall's own Ability
		{"for each Benched Pokémon of a type", 15, func(b *Board) {
			b.Players[0].Active = mon(withAttacks(basicMon("test-p47", "Lightning Checker", 120, Lightning), pvChecker.Attacks...))
			b.Players[0].Bench = []BoardPokemon{*mon(pvPlusle), *mon(pvLunatone), *mon(pvPlusle)}
		}, 50, 0}, // the Active Lightning Pokémon is not on the Bench
		{"an Ability taken away does not count", 13, func(b *Board) {
			b.Players[1].Active = mon(pvWall).effect(Lasting{Kind: LastingNoAbilities})
		}, 0, 0},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(pvChecker), mon(pvTarget))
				if tc.setup != nil {
					tc.setup(&b)
				}
				before := b.Players[1].Active.Damage
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, tc.attack))
				if d := damageOf(g, 1) - before; d != tc.want {
					t.Errorf("damage = %d; want %d", d, tc.want)
				}
				if c := condOf(g, 1); c&tc.cond != tc.cond {
					t.Errorf("conditions = %v; want %v", c, tc.cond)
				}
			})
		}
	}
}

var (
	pvEclipse = withAttacks(basicMon("test-p12", "Eclipse", 190, Metal),
		Attack{Name: "Eclipse-GX", Damage: 50, GX: true, UseIf: ifCheck(CheckMorePrizes)})
	pvBelt = &Card{ID: "test-p13", Name: "Belt", Category: TrainerCard, Trainer: Supporter, PlayIf: ifCheck(CheckMorePrizes),
		Play: []Op{{Kind: OpDraw, N: 1}}}
)

func TestDrawPerCount(t *testing.T) {
	drawer := withAttacks(basicMon("test-p48", "Drawer", 80, Grass),
		Attack{Name: "Green Draw", After: []Op{{Kind: OpDraw, Per: Check{Kind: CheckInPlay, Type: Grass}}}})
	for _, era := range eras {
		for _, tc := range []struct {
			name  string
			bench []BoardPokemon
			want  int
		}{{"itself and a Benched Grass Pokémon", []BoardPokemon{*mon(drawer), *mon(pvPlusle)}, 2}, {"itself only", nil, 1}} {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(drawer), mon(pvTarget))
				b.Players[0].Bench = tc.bench
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, 0))
				if n := len(g.Hand(0)); n != tc.want {
					t.Errorf("hand = %d cards; want %d", n, tc.want)
				}
			})
		}
	}
}

func TestCantBeHealed(t *testing.T) {
	for _, era := range eras {
		t.Run(era+"/no healing during the next turn, healing again after it", func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(pvChecker), mon(pvLeech)))
			apply(t, g, attackAct(0, 14)) // 10 damage, no healing next turn
			apply(t, g, attackAct(1, 1))  // Leech Seed would remove 10
			if d := damageOf(g, 1); d != 10 {
				t.Errorf("damage = %d; want 10 (not healed)", d)
			}
			apply(t, g, attackAct(0, 12)) // no damage: no Special Condition on it
			apply(t, g, attackAct(1, 1))
			if d := damageOf(g, 1); d != 0 {
				t.Errorf("damage = %d; want 0 once the effect is over", d)
			}
		})
	}
}

func TestUseIfAndPlayIf(t *testing.T) {
	for _, era := range eras {
		for _, more := range []bool{true, false} {
			name := "fewer Prize cards left"
			if more {
				name = "more Prize cards left"
			}
			t.Run(era+"/"+name, func(t *testing.T) {
				b := table(mon(pvEclipse, hgMetal), mon(pvTarget))
				b.Players[0].Hand = []*Card{pvBelt}
				if more {
					b.Players[1].Prizes = filler(5)
				} else {
					b.Players[0].Prizes = filler(5)
				}
				g, _ := newTestGame(t, era, b)
				legalAttack, legalPlay := false, false
				for _, a := range g.LegalActions(nil) {
					legalAttack = legalAttack || a.Kind == ActAttack
					legalPlay = legalPlay || a.Kind == ActPlayTrainer
				}
				if legalAttack != more || legalPlay != more {
					t.Errorf("LegalActions lists attack %v, Trainer %v; want %v", legalAttack, legalPlay, more)
				}
				play := Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1}
				err := g.Legal(play)
				if more != (err == nil) || !more && !errors.Is(err, ErrConditionNotMet) {
					t.Errorf("Legal(play) = %v; want allowed %v", err, more)
				}
				err = g.Legal(attackAct(0, 0))
				if more != (err == nil) || !more && !errors.Is(err, ErrConditionNotMet) {
					t.Errorf("Legal(attack) = %v; want allowed %v", err, more)
				}
			})
		}
	}
}

var (
	pvLeech = withAttacks(basicMon("test-p14", "Leech", 100, Grass),
		Attack{Name: "Leech Life", Damage: 30, After: []Op{{Kind: OpHealDealt}}},
		Attack{Name: "Leech Seed", Damage: 10, After: []Op{{Kind: OpHealDealt, Amount: 10}}})
	pvWeakToGrass = func() *Card {
		c := basicMon("test-p15", "Weak to Grass", 200, Water)
		c.Weakness = []Weakness{{Type: Grass, Mult: 2}}
		return c
	}()
	pvWall = withPowers(basicMon("test-p16", "Wall", 200, Colorless),
		Power{Name: "Wall of Sand", Kind: Ability, Use: UsePassive, Mods: []Modifier{{Stage: ModDefender, Amount: -20}}})
	pvHealBlock = withPowers(basicMon("test-p17", "Solrock", 70, Fighting),
		Power{Name: "Heal Block", Kind: PokeBody, Use: UsePassive, Stats: []StatMod{{Stat: StatNoHealing, Who: StatAll,
			If: Check{Kind: CheckInPlay, Name: "Lunatone"}}}})
)

func TestHealDealt(t *testing.T) {
	tests := []struct {
		name     string
		attack   int
		defender *BoardPokemon
		bench    []BoardPokemon
		start    int
		want     int // damage left on the attacker
	}{
		{"heals what it did", 0, mon(pvTarget), nil, 50, 20},
		{"after Weakness", 0, mon(pvWeakToGrass), nil, 80, 20},
		{"no more than it has", 0, mon(pvWeakToGrass), nil, 40, 0},
		{"after the defender's reduction", 0, mon(pvWall), nil, 50, 40},
		{"a fixed amount when it did any", 1, mon(pvTarget), nil, 50, 40},
		{"nothing when it did none", 1, mon(pvWall), nil, 50, 50},
		{"heal lock with its partner in play", 0, mon(pvTarget), []BoardPokemon{*mon(pvHealBlock), *mon(pvLunatone)}, 50, 50},
		{"no heal lock without its partner", 0, mon(pvTarget), []BoardPokemon{*mon(pvHealBlock)}, 50, 20},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(pvLeech).dmg(tc.start), tc.defender)
				b.Players[1].Bench = tc.bench
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, tc.attack))
				if d := damageOf(g, 0); d != tc.want {
					t.Errorf("attacker's damage = %d; want %d", d, tc.want)
				}
			})
		}
	}
}

var (
	pvPoisoner = withAttacks(basicMon("test-p18", "Poisoner", 100, Psychic),
		Attack{Name: "Severe Poison", After: []Op{{Kind: OpCondition, Cond: Poisoned, Who: WhoDefending, N: 4}}},
		Attack{Name: "Plain Poison", After: []Op{{Kind: OpCondition, Cond: Poisoned, Who: WhoDefending}}},
		Attack{Name: "Confuse", After: []Op{{Kind: OpCondition, Cond: Confused, Who: WhoDefending}}},
		Attack{Name: "Burn", After: []Op{{Kind: OpCondition, Cond: Burned, Who: WhoDefending}}})
	pvFiery = withPowers(basicMon("test-p19", "Fiery", 200, Fire),
		Power{Name: "Fiery Spirit", Kind: PokeBody, Use: UsePassive, Stats: []StatMod{{Stat: StatNoCondition, Conds: Confused}}})
	pvFlaming = withPowers(basicMon("test-p20", "Flaming", 130, Fire),
		Power{Name: "Flaming Fighter", Kind: Ability, Use: UsePassive, Stats: []StatMod{{Stat: StatBurnCounters, Amount: 6, Who: StatOpp}}})
	pvVeil = withPowers(basicMon("test-p21", "Veil", 90, Fairy),
		Power{Name: "Sweet Veil", Kind: Ability, Use: UsePassive, Stats: []StatMod{{Stat: StatNoCondition, Who: StatOwn, Cond: IfEnergy, Energy: Fairy}}})
)

func TestPoisonBurnCountersAndImmunity(t *testing.T) {
	for _, era := range eras {
		t.Run(era+"/Poison with 4 counters", func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(pvPoisoner), mon(pvTarget)))
			apply(t, g, attackAct(0, 0))
			if d := damageOf(g, 1); d != 40 {
				t.Errorf("damage after the between-turns step = %d; want 40", d)
			}
		})
		t.Run(era+"/a new Poison replaces the counters", func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(pvPoisoner), mon(pvPoisoner)))
			apply(t, g, attackAct(0, 0)) // 40
			apply(t, g, act(ActEndTurn, 1))
			apply(t, g, attackAct(0, 1)) // plain Poison: 10 a turn from now on
			if d := damageOf(g, 1); d != 40+40+10 {
				t.Errorf("damage = %d; want 90", d)
			}
		})
		t.Run(era+"/immune to Confusion, not to Poison", func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(pvPoisoner), mon(pvFiery)))
			ev := apply(t, g, attackAct(0, 2))
			if c := condOf(g, 1); c != 0 || !hasEvent(ev, EvNote, "cannot be Confused") {
				t.Errorf("conditions = %v; want none, with a note", c)
			}
			apply(t, g, act(ActEndTurn, 1))
			apply(t, g, attackAct(0, 1))
			if c := condOf(g, 1); c != Poisoned {
				t.Errorf("conditions = %v; want Poisoned", c)
			}
		})
		t.Run(era+"/Burn puts the power's number of counters", func(t *testing.T) {
			b := table(mon(pvPoisoner), mon(pvTarget))
			b.Players[0].Bench = []BoardPokemon{*mon(pvFlaming)}
			g, _ := newTestGame(t, era, b, Tails, Tails) // the Burn coin (flip eras: tails, counters)
			apply(t, g, attackAct(0, 3))
			if d := damageOf(g, 1); d != 60 {
				t.Errorf("damage = %d; want 60", d)
			}
		})
		t.Run(era+"/Burn without the power", func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(pvPoisoner), mon(pvTarget)), Tails, Tails)
			apply(t, g, attackAct(0, 3))
			if d, want := damageOf(g, 1), 10*rules(t, era).BurnCounters; d != want {
				t.Errorf("damage = %d; want %d", d, want)
			}
		})
		t.Run(era+"/immunity with Fairy Energy removes a Special Condition", func(t *testing.T) {
			b := table(mon(pvTarget).with(Poisoned), mon(pvTarget))
			b.Players[0].Bench = []BoardPokemon{*mon(pvVeil)}
			b.Players[0].Hand = []*Card{pvFairyE}
			g, _ := newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 0, Own: -1, Target: -1})
			if c := condOf(g, 0); c != 0 {
				t.Errorf("conditions = %v; want none once Fairy Energy is attached", c)
			}
		})
		t.Run(era+"/no immunity without Fairy Energy", func(t *testing.T) {
			b := table(mon(pvTarget).with(Poisoned), mon(pvTarget))
			b.Players[0].Bench = []BoardPokemon{*mon(pvVeil)}
			b.Players[0].Hand = []*Card{hgWater}
			g, _ := newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 0, Own: -1, Target: -1})
			if c := condOf(g, 0); c != Poisoned {
				t.Errorf("conditions = %v; want Poisoned", c)
			}
		})
	}
}

var (
	pvAcid = withAttacks(basicMon("test-p22", "Acid", 100, Psychic),
		Attack{Name: "Gastro Acid", Damage: 30, After: []Op{{Kind: OpLasting, Who: WhoDefending,
			Lasting: Lasting{Kind: LastingNoAbilities, When: OwnersNextTurn}}}},
		Attack{Name: "Hit", Damage: 30})
	pvAlchemy = withPowers(&Card{ID: "test-p23", Name: "Alchemist", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Grimer", HP: 120, Types: []Type{Psychic}},
		Power{Name: "Power of Alchemy", Kind: Ability, Use: UsePassive, Stats: []StatMod{{Stat: StatNoAbilities, Who: StatAll, BasicOnly: true}}})
	pvGaze = withAttacks(withPowers(basicMon("test-p24", "Gazer", 200, Water),
		Power{Name: "Freezing Gaze", Kind: Ability, Use: UsePassive, ActiveOnly: true,
			Stats: []StatMod{{Stat: StatNoAbilities, Who: StatOpp, Tags: TagEX | TagGX, ExceptPower: "Freezing Gaze"}}}),
		Attack{Name: "Hit", Damage: 30})
	pvWallEX = func() *Card { c := *pvWall; c.ID, c.Name, c.Tags = "test-p25", "Wall-EX", TagEX; return &c }()
	pvWallS1 = func() *Card {
		c := *pvWall
		c.ID, c.Name, c.Stage, c.EvolvesFrom = "test-p26", "Wall Stage", Stage1, "Wall"
		return &c
	}()
)

func TestAbilityLocks(t *testing.T) {
	tests := []struct {
		name   string
		board  func() Board
		attack int
		want   int
	}{
		{"Ability works", func() Board { return table(mon(pvAcid), mon(pvWall)) }, 1, 10},
		{"Basic Pokémon lose Abilities", func() Board {
			b := table(mon(pvAcid), mon(pvWall))
			b.Players[0].Bench = []BoardPokemon{*mon(pvAlchemy)}
			return b
		}, 1, 30},
		{"an Evolution Pokémon keeps its Ability", func() Board {
			b := table(mon(pvAcid), mon(pvWallS1))
			b.Players[0].Bench = []BoardPokemon{*mon(pvAlchemy)}
			return b
		}, 1, 10},
		{"a locker that lost its own Abilities locks nothing", func() Board {
			b := table(mon(pvAcid), mon(pvWall))
			b.Players[0].Bench = []BoardPokemon{*mon(pvAlchemy).effect(Lasting{Kind: LastingNoAbilities})}
			return b
		}, 1, 10},
		{"the opponent's Pokémon-EX loses its Ability", func() Board { return table(mon(pvGaze), mon(pvWallEX)) }, 0, 30},
		{"not a Pokémon-EX: kept", func() Board { return table(mon(pvGaze), mon(pvWall)) }, 0, 10},
		{"the locker on the Bench locks nothing", func() Board {
			b := table(mon(pvAcid), mon(pvWallEX))
			b.Players[0].Bench = []BoardPokemon{*mon(pvGaze)}
			return b
		}, 1, 10},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tc.board())
				apply(t, g, attackAct(0, tc.attack))
				if d := damageOf(g, 1); d != tc.want {
					t.Errorf("damage = %d; want %d", d, tc.want)
				}
			})
		}
		t.Run(era+"/no Abilities until the end of the attacker's next turn", func(t *testing.T) {
			b := table(mon(pvAcid), mon(pvWall))
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 0)) // 30 - 20: the lock starts after the damage
			apply(t, g, act(ActEndTurn, 1))
			apply(t, g, attackAct(0, 1)) // the lock is in force: 30
			apply(t, g, act(ActEndTurn, 1))
			apply(t, g, attackAct(0, 1)) // over: 10
			if d := damageOf(g, 1); d != 10+30+10 {
				t.Errorf("damage = %d; want 50", d)
			}
		})
	}
}

var (
	pvBerserk = withAttacks(withPowers(basicMon("test-p27", "Berserker", 110, Colorless),
		Power{Name: "Berserk", Kind: PokeBody, Use: UsePassive, Mods: []Modifier{{Stage: ModAttacker, Amount: 60, If: ifCheck(CheckSelfDamaged)}}}),
		Attack{Name: "Hit", Damage: 30})
	pvThick = withPowers(basicMon("test-p28", "Thick", 200, Fighting),
		Power{Name: "Ultra-Thick Skin", Kind: PokeBody, Use: UsePassive, Mods: []Modifier{{Stage: ModDefender, Amount: -10, If: ifCheck(CheckSelfEnergy)}}})
	pvBone = withPowers(basicMon("test-p29", "Cubone", 200, Fighting),
		Power{Name: "Lonely Bone", Kind: PokeBody, Use: UsePassive, Mods: []Modifier{{Stage: ModDefender, Amount: -20,
			Per: Check{Kind: CheckDiscardNamed, Name: "Marowak"}}}})
	pvMarowak = basicMon("test-p30", "Marowak", 90, Fighting)
	pvFang    = withPowers(basicMon("test-p31", "Luxray", 200, Lightning),
		Power{Name: "Intimidating Fang", Kind: Ability, Use: UsePassive, ActiveOnly: true,
			Mods: []Modifier{{Stage: ModAttacker, Amount: -30, Reach: ReachOppActive}}})
	pvHuddle = withAttacks(withPowers(basicMon("test-p32", "Passimian", 110, Fighting),
		Power{Name: "Power Huddle", Kind: Ability, Use: UsePassive, BenchOnly: true,
			Mods: []Modifier{{Stage: ModAttacker, Amount: 30, Reach: ReachOwn, OnlyName: "Passimian", ActiveOnly: true, If: ifCheck(CheckDefenderEvolved)}}}),
		Attack{Name: "Hit", Damage: 40})
	pvShield = withPowers(&Card{ID: "test-p33", Name: "Bastiodon", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Shieldon", HP: 160, Types: []Type{Metal}},
		Power{Name: "Earthen Shield", Kind: Ability, Use: UsePassive, Mods: []Modifier{{Stage: ModDefender, Set: true, Reach: ReachOwn,
			DefenderType: Metal, If: ifCheck(CheckAttackerSpecialEnergy)}}})
	pvHitter  = withAttacks(basicMon("test-p34", "Hitter", 120, Colorless), Attack{Name: "Hit", Damage: 30})
	pvEvolved = &Card{ID: "test-p35", Name: "Evolved", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Target", HP: 200, Types: []Type{Colorless}}
)

func TestConditionalModifiers(t *testing.T) {
	tests := []struct {
		name  string
		board func() Board
		want  int
	}{
		{"damaged attacker: more damage", func() Board { return table(mon(pvBerserk).dmg(10), mon(pvTarget)) }, 90},
		{"undamaged attacker", func() Board { return table(mon(pvBerserk), mon(pvTarget)) }, 30},
		{"defender with Energy: less", func() Board { return table(mon(pvHitter), mon(pvThick, hgWater)) }, 20},
		{"defender without Energy", func() Board { return table(mon(pvHitter), mon(pvThick)) }, 30},
		{"less for each named card in its owner's discard pile", func() Board {
			b := table(mon(pvHitter), mon(pvBone))
			b.Players[1].Discard = []*Card{pvMarowak, hgWater, pvMarowak}
			return b
		}, 0},
		{"one named card", func() Board {
			b := table(mon(pvHitter), mon(pvBone))
			b.Players[1].Discard = []*Card{pvMarowak}
			return b
		}, 10},
		{"named cards in the attacker's discard pile do not count", func() Board {
			b := table(mon(pvHitter), mon(pvBone))
			b.Players[0].Discard = []*Card{pvMarowak}
			return b
		}, 30},
		{"the opponent's Active Pokémon's attacks do less", func() Board { return table(mon(pvHitter), mon(pvFang)) }, 0},
		{"not from the Bench", func() Board {
			b := table(mon(pvHitter), mon(pvTarget))
			b.Players[1].Bench = []BoardPokemon{*mon(pvFang)}
			return b
		}, 30},
		{"a Benched partner adds to its namesake against an Evolution Pokémon", func() Board {
			b := table(mon(pvHuddle), mon(pvEvolved))
			b.Players[0].Bench = []BoardPokemon{*mon(pvHuddle), *mon(pvHuddle)}
			return b
		}, 100},
		{"not against a Basic Pokémon", func() Board {
			b := table(mon(pvHuddle), mon(pvTarget))
			b.Players[0].Bench = []BoardPokemon{*mon(pvHuddle)}
			return b
		}, 40},
		{"not for another name", func() Board {
			b := table(mon(pvHitter), mon(pvEvolved))
			b.Players[0].Bench = []BoardPokemon{*mon(pvHuddle)}
			return b
		}, 30},
		{"Metal Pokémon shielded from an attacker with Special Energy", func() Board {
			b := table(mon(pvHitter, hgDCE), mon(pvMetal))
			b.Players[1].Bench = []BoardPokemon{*mon(pvShield)}
			return b
		}, 0},
		{"not from an attacker with basic Energy only", func() Board {
			b := table(mon(pvHitter, hgWater), mon(pvMetal))
			b.Players[1].Bench = []BoardPokemon{*mon(pvShield)}
			return b
		}, 30},
		{"not a Metal Pokémon", func() Board {
			b := table(mon(pvHitter, hgDCE), mon(pvTarget))
			b.Players[1].Bench = []BoardPokemon{*mon(pvShield)}
			return b
		}, 30},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tc.board())
				apply(t, g, attackAct(0, 0))
				if d := damageOf(g, 1); d != tc.want {
					t.Errorf("damage = %d; want %d", d, tc.want)
				}
			})
		}
	}
}

var (
	pvHarden = Lasting{Kind: LastingModifier, Mod: Modifier{Stage: ModDefender, Set: true, UpTo: 60}}
	pvFly    = Lasting{Kind: LastingModifier, Mod: Modifier{Stage: ModDefender, Set: true, Flip: true}}
	pvCircle = Lasting{Kind: LastingModifier, Mod: Modifier{Stage: ModDefender, Set: true, If: ifCheck(CheckAttackerStage12)}}
	pvFang2  = Lasting{Kind: LastingPreventAll, If: ifCheck(CheckAttackerHasPowers)}
	pvBig    = withAttacks(basicMon("test-p36", "Big Hitter", 120, Colorless),
		Attack{Name: "Sixty", Damage: 60}, Attack{Name: "Seventy", Damage: 70}, Attack{Name: "Growl"},
		Attack{Name: "Poison Sixty", Damage: 60, After: []Op{{Kind: OpCondition, Cond: Poisoned, Who: WhoDefending}}})
	pvBigS1     = func() *Card { c := *pvBig; c.ID, c.Stage, c.EvolvesFrom = "test-p37", Stage1, "Small"; return &c }()
	pvBigPowers = func() *Card {
		c := *pvBig
		c.ID, c.Powers = "test-p38", []Power{{Name: "Body", Kind: PokeBody, Use: UsePassive, Mods: []Modifier{{Stage: ModAttacker}}}}
		return &c
	}()
)

func TestPreventionVariants(t *testing.T) {
	tests := []struct {
		name     string
		attacker *Card
		effect   Lasting
		attack   int
		coins    string
		want     int
		cond     Condition
	}{
		{"60 or less: prevented", pvBig, pvHarden, 0, "", 0, 0},
		{"more than 60: all of it", pvBig, pvHarden, 1, "", 70, 0},
		{"coin heads: prevented", pvBig, pvFly, 0, "H", 0, 0},
		{"coin tails: damage", pvBig, pvFly, 0, "T", 60, 0},
		{"no damage: no coin", pvBig, pvFly, 2, "", 0, 0},
		{"from a Stage 1 Pokémon: prevented", pvBigS1, pvCircle, 0, "", 0, 0},
		{"from a Basic Pokémon: damage", pvBig, pvCircle, 0, "", 60, 0},
		{"from a Pokémon with a Poké-Body: damage and effects prevented", pvBigPowers, pvFang2, 3, "", 0, 0},
		{"from a Pokémon without powers: damage and effects", pvBig, pvFang2, 3, "", 70, Poisoned}, // with Poison between turns
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(tc.attacker), mon(pvTarget).effect(tc.effect))
				g, src := newTestGame(t, era, b, append(coins(tc.coins), Tails)...)
				apply(t, g, attackAct(0, tc.attack))
				if d := damageOf(g, 1); d != tc.want {
					t.Errorf("damage = %d; want %d", d, tc.want)
				}
				if c := condOf(g, 1); c != tc.cond {
					t.Errorf("conditions = %v; want %v", c, tc.cond)
				}
				if n := src.Used(); n != len(tc.coins) {
					t.Errorf("coins flipped = %d; want %d", n, len(tc.coins))
				}
			})
		}
	}
}

var (
	pvTorment = withAttacks(basicMon("test-p39", "Tormentor", 90, Grass),
		Attack{Name: "Torment", Damage: 10, After: []Op{{Kind: OpLasting, Who: WhoDefending,
			Lasting: Lasting{Kind: LastingCantUseAttack, PickAttack: true}}}},
		Attack{Name: "Smokescreen", Damage: 10, After: []Op{{Kind: OpLasting, Who: WhoDefending,
			Lasting: Lasting{Kind: LastingCancelFlip, Coins: 2}}}})
	pvTwoAttacks = withAttacks(basicMon("test-p40", "Two Attacks", 200, Colorless),
		Attack{Name: "First", Damage: 10}, Attack{Name: "Second", Damage: 20})
)

func TestPickedAttackAndCoins(t *testing.T) {
	for _, era := range eras {
		t.Run(era+"/the picked attack cannot be used, the other can", func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(pvTorment), mon(pvTwoAttacks)))
			n := 0
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActAttack && a.Index == 0 {
					n++
				}
			}
			if n != 2 {
				t.Errorf("LegalActions lists Torment %d times; want once for each of the 2 attacks it may name", n)
			}
			bad := attackAct(0, 0)
			bad.Pick = 2
			wantRuleError(t, g.Legal(bad), ErrBadChoice, era, refAttackChoices)
			a := attackAct(0, 0)
			a.Pick = 1
			apply(t, g, a)
			wantRuleError(t, g.Legal(attackAct(1, 1)), ErrCannotAttack, era, refAttackEffects)
			apply(t, g, attackAct(1, 0))
			if d := damageOf(g, 0); d != 10 {
				t.Errorf("damage from the other attack = %d; want 10", d)
			}
		})
		for _, tc := range []struct {
			coins string
			want  int
		}{{"HH", 20}, {"HT", 0}, {"TH", 0}} {
			t.Run(era+"/two coins before attacking: "+tc.coins, func(t *testing.T) {
				g, _ := newTestGame(t, era, table(mon(pvTorment), mon(pvTwoAttacks)), coins(tc.coins)...)
				apply(t, g, attackAct(0, 1))
				apply(t, g, attackAct(1, 1))
				if d := damageOf(g, 0); d != tc.want {
					t.Errorf("damage = %d; want %d", d, tc.want)
				}
			})
		}
	}
}

var (
	pvKing = withPowers(basicMon("test-p41", "Nidoking", 140, Fighting),
		Power{Name: "Pheromone Stamina", Kind: PokeBody, Use: UsePassive, Stats: []StatMod{{Stat: StatHP, Amount: 20,
			Per: Check{Kind: CheckInPlay, Name: "Nidoqueen"}}}})
	pvQueen = basicMon("test-p42", "Nidoqueen", 130, Psychic)
	pvHeavy = withAttacks(basicMon("test-p43", "Heavy", 200, Colorless), Attack{Name: "Heavy Hit", Damage: 150})
)

func TestHPChange(t *testing.T) {
	for _, era := range eras {
		for _, tc := range []struct {
			name   string
			queens int
			ko     bool
		}{{"two partners: +40 HP, survives", 2, false}, {"no partner: Knocked Out", 0, true}} {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(pvHeavy), mon(pvKing))
				for i := 0; i < tc.queens; i++ {
					b.Players[1].Bench = append(b.Players[1].Bench, *mon(pvQueen))
				}
				if tc.ko {
					b.Players[1].Bench = []BoardPokemon{*mon(pvTarget)}
				}
				g, _ := newTestGame(t, era, b)
				if v, _ := g.Active(1); v.HP != 140+20*tc.queens {
					t.Errorf("HP = %d; want %d", v.HP, 140+20*tc.queens)
				}
				apply(t, g, attackAct(0, 0))
				if v, _ := g.Active(1); (v.Card == pvKing) == tc.ko {
					t.Errorf("Active after the attack = %s; Knocked Out want %v", v.Card.Name, tc.ko)
				}
			})
		}
	}
}

var (
	pvStriker = withAttacks(basicMon("test-p44", "Striker", 130, Psychic),
		Attack{Name: "Surprise Strike", Damage: 10, Before: []Op{{Kind: OpBaseAdd, Amount: 60, If: ifCheck(CheckBecameActive)}}},
		Attack{Name: "Royal Blades", Damage: 10, Before: []Op{{Kind: OpBaseAdd, Amount: 100, If: Check{Kind: CheckPlayed, Name: "Cynthia"}}}},
		Attack{Name: "Exact Revenge", Damage: 10, Before: []Op{{Kind: OpBaseAdd, Amount: 70, If: Check{Kind: CheckKOLastTurn, Type: Fighting}}}})
	pvCynthia = &Card{ID: "test-p45", Name: "Cynthia", Category: TrainerCard, Trainer: Supporter, Play: []Op{{Kind: OpDraw, N: 1}}}
	pvKO      = withAttacks(basicMon("test-p46", "Knocker", 200, Colorless), Attack{Name: "Knock", Damage: 30})
)

func TestTurnHistoryChecks(t *testing.T) {
	for _, era := range eras {
		t.Run(era+"/became Active this turn", func(t *testing.T) {
			b := table(mon(pvTarget), mon(pvTarget))
			b.Players[0].Bench = []BoardPokemon{*mon(pvStriker)}
			g, _ := newTestGame(t, era, b)
			apply(t, g, Action{Kind: ActRetreat, Player: 0, Slot: 1, Own: -1, Target: -1})
			apply(t, g, attackAct(0, 0))
			if d := damageOf(g, 1); d != 70 {
				t.Errorf("damage = %d; want 70", d)
			}
		})
		t.Run(era+"/Active since an earlier turn", func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(pvStriker), mon(pvTarget)))
			apply(t, g, attackAct(0, 0))
			if d := damageOf(g, 1); d != 10 {
				t.Errorf("damage = %d; want 10", d)
			}
		})
		for _, played := range []bool{true, false} {
			t.Run(era+"/after playing a named Supporter: "+map[bool]string{true: "yes", false: "no"}[played], func(t *testing.T) {
				b := table(mon(pvStriker), mon(pvTarget))
				b.Players[0].Hand = []*Card{pvCynthia}
				g, _ := newTestGame(t, era, b)
				want := 10
				if played {
					apply(t, g, Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1})
					want = 110
				}
				apply(t, g, attackAct(0, 1))
				if d := damageOf(g, 1); d != want {
					t.Errorf("damage = %d; want %d", d, want)
				}
			})
		}
		for _, tc := range []struct {
			name   string
			victim *Card
			want   int
		}{{"a Fighting Pokémon Knocked Out last turn", pvFighting, 80}, {"another type", pvPlusle, 10}} {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(pvKO), mon(tc.victim).dmg(tc.victim.HP-10))
				b.Players[1].Bench = []BoardPokemon{*mon(pvStriker)}
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, 0))
				settleKO(t, g)
				apply(t, g, attackAct(1, 2))
				if d := damageOf(g, 0); d != tc.want {
					t.Errorf("damage = %d; want %d", d, tc.want)
				}
			})
		}
		t.Run(era+"/a Knock Out two turns ago does not count", func(t *testing.T) {
			b := table(mon(pvKO), mon(pvFighting).dmg(20))
			b.Players[1].Bench = []BoardPokemon{*mon(pvStriker)}
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 0))
			settleKO(t, g)
			apply(t, g, act(ActEndTurn, 1))
			apply(t, g, act(ActEndTurn, 0))
			apply(t, g, attackAct(1, 2))
			if d := damageOf(g, 0); d != 10 {
				t.Errorf("damage = %d; want 10", d)
			}
		})
	}
}

// settleKO takes the Prize cards and promotes the first Benched Pokémon after a Knock Out.
func settleKO(t *testing.T, g *Game) {
	t.Helper()
	for {
		switch d, p := g.Decision(); d {
		case DecidePrize:
			apply(t, g, Action{Kind: ActTakePrize, Player: p, Index: 0})
		case DecidePromote:
			apply(t, g, Action{Kind: ActPromote, Player: p, Slot: 1, Own: -1, Target: -1})
		default:
			return
		}
	}
}

// passiveDecks are two legal decks of this file's cards, for random games and the fuzz target:
// checks on attacks, Trainers that need a Prize lead, Ability locks, conditional modifiers,
// Poison with more counters, HP that depends on the board, and attacks that name another.
func passiveDecks() [2][]*Card {
	a := deckOf(pvTorment, 4, pvTwoAttacks, 4, pvStriker, 4, pvKing, 3, pvQueen, 3, pvWall, 4, pvGaze, 2,
		pvCynthia, 3, pvBelt, 3, pvPoisoner, 3, hgWater, 15, hgDCE, 4, pvFairyE, 8)
	b := deckOf(pvHuddle, 4, pvFang, 3, pvBerserk, 4, pvLeech, 4, pvVeil, 3, pvEclipse, 2, pvFiery, 3, pvFlaming, 2,
		pvHealBlock, 2, pvLunatone, 2, pvAcid, 4, hgMetal, 10, hgDCE, 4, hgWater, 9, pvFairyE, 4)
	return [2][]*Card{a, b}
}

func TestRandomPassiveGames(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 15
	}
	for _, era := range eras {
		for seed := uint64(1); seed <= uint64(games); seed++ {
			data := make([]byte, 9, 400)
			data[0] = byte(seed)
			data[1] = byte(seed >> 8)
			data[8] = byte(16 + map[string]int{"hgss": 0, "xy": 1, "sm": 2}[era])
			for i := 0; i < 390; i++ {
				data = append(data, byte(1+(int(seed)*7+i*13)%250)) // legal actions only
			}
			if err := fuzzOne(data); err != nil {
				t.Fatalf("%s seed %d: %v", era, seed, err)
			}
		}
	}
}
