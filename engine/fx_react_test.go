package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Reactions to attacks (damage and Knock Outs), extra turns, attacks usable only when behind
// on Prize cards, and healing limited to Pokémon with Energy attached, in every era.
var (
	reactHitter = &Card{ID: "test-80", Name: "Hitter", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Colorless},
		Attacks: []Attack{
			{Name: "Hit", Damage: 30},
			{Name: "Snipe", ChooseOpp: ChooseBenched, After: []Op{{Kind: OpDamage, Amount: 30, Who: WhoChosenOpp}}},
			{Name: "Double Hit", Damage: 30, After: []Op{{Kind: OpDamage, Amount: 10, Who: WhoDefending}}},
			{Name: "Growl"},
		}}
	reactSpiky = &Card{ID: "test-81", Name: "Spiky", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Grass},
		Powers: []Power{{Name: "Spikes", Kind: Ability, Use: UseDamagedActive,
			Ops: []Op{{Kind: OpCounters, N: 3, Who: WhoChosenOpp}}}}}
	reactHot = &Card{ID: "test-82", Name: "Hot Body", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Fire},
		Powers: []Power{{Name: "Hot", Kind: PokeBody, Use: UseDamagedActive,
			Ops: []Op{{Kind: OpCondition, Cond: Burned, Who: WhoChosenOpp}}}}}
	reactBurst = &Card{ID: "test-83", Name: "Burster", Category: PokemonCard, Stage: Basic, HP: 30, Types: []Type{Water},
		Powers: []Power{{Name: "Burst", Kind: Ability, Use: UseKnockedOutActive,
			Ops: []Op{{Kind: OpFlip}, {Kind: OpCounters, N: 5, Who: WhoChosenOpp, Gate: IfHeads}}}}}
	reactBarb = &Card{ID: "test-84", Name: "Barb", Category: TrainerCard, Trainer: Tool,
		OnDamaged: []Op{{Kind: OpCondition, Cond: Poisoned, Who: WhoChosenOpp}}}
	reactArmor = &Card{ID: "test-85", Name: "Armored", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Water},
		Attacks: []Attack{{Name: "Spike Armor", Damage: 10, After: []Op{{Kind: OpLasting, Who: WhoSelf,
			Lasting: Lasting{Kind: LastingReactDamaged, When: OpponentsNextTurn, Ops: []Op{{Kind: OpCounters, N: 6, Who: WhoChosenOpp}}}}}}}}
	reactTimeless = &Card{ID: "test-86", Name: "Timeless", Category: PokemonCard, Stage: Basic, HP: 180, Types: []Type{Metal},
		Attacks: []Attack{
			{Name: "Again", Damage: 10, After: []Op{{Kind: OpExtraTurn},
				{Kind: OpLasting, Who: WhoDefending, Lasting: Lasting{Kind: LastingCantAttack, When: OpponentsNextTurn}}}},
			{Name: "Eclipse", Damage: 50, UseIf: Check{Kind: CheckMorePrizes}},
		}}
	reactGardener = &Card{ID: "test-87", Name: "Gardener", Category: TrainerCard, Trainer: Supporter, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpHealEnergized, Amount: 80, Type: Grass, Who: WhoChosenOwn}}}
	reactLana = &Card{ID: "test-88", Name: "Sprinkler", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpHealEnergized, Amount: 50, Type: Water, Who: WhoEachOwn}}}
)

func TestReactToDamage(t *testing.T) {
	tests := []struct {
		name       string
		attacker   *BoardPokemon
		defender   *BoardPokemon
		bench      *BoardPokemon // the defender's Benched Pokémon
		attack     int
		target     int
		wantAtkDmg int       // damage on the attacker after the between-turns step (-1: not checked)
		wantCond   Condition // the Special Condition the reaction gives the attacker
		wantReact  bool
	}{
		{"damaged Active: 3 counters on the attacker", mon(reactHitter), mon(reactSpiky), nil, 0, -1, 30, 0, true},
		{"Knocked Out by the damage: the counters still go on", mon(reactHitter), mon(reactSpiky).dmg(80), nil, 0, -1, 30, 0, true},
		{"damaged twice by one attack: it reacts once", mon(reactHitter), mon(reactSpiky), nil, 2, -1, 30, 0, true},
		{"no damage done: no reaction", mon(reactHitter), mon(reactSpiky), nil, 3, -1, 0, 0, false},
		{"a Benched Pokémon damaged: no reaction", mon(reactHitter), mon(vulpix), mon(reactSpiky), 1, 1, 0, 0, false},
		{"the damage reduced to 0: no reaction", mon(reactHitter), mon(reactSpiky).effect(Lasting{Kind: LastingPreventAll}), nil, 0, -1, 0, 0, false},
		{"a Burn for the attacker", mon(reactHitter), mon(reactHot), nil, 0, -1, -1, Burned, true},
		{"a Tool: the attacker is Poisoned (and takes Poison between turns)", mon(reactHitter), mon(vulpix).tool(reactBarb), nil, 0, -1, 10, Poisoned, true},
		{"a Tool and a power both react", mon(reactHitter), mon(reactSpiky).tool(reactBarb), nil, 0, -1, 40, Poisoned, true},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(tc.attacker, tc.defender)
				b.Players[1].Bench = []BoardPokemon{*mon(vulpix)}
				if tc.bench != nil {
					b.Players[1].Bench[0] = *tc.bench
				}
				g, _ := newTestGame(t, era, b, coins("HH")...)
				a := attackAct(0, tc.attack)
				a.Target = tc.target
				ev := apply(t, g, a)
				v, _ := g.Active(0)
				if tc.wantAtkDmg >= 0 && v.Damage != tc.wantAtkDmg {
					t.Errorf("attacker damage = %d; want %d", v.Damage, tc.wantAtkDmg)
				}
				var got Condition
				for _, e := range eventsOf(ev, EvCondition) {
					if e.Player == 0 {
						got |= Condition(e.After) &^ Condition(e.Before)
					}
				}
				if got != tc.wantCond {
					t.Errorf("conditions given to the attacker = %v; want %v", got, tc.wantCond)
				}
				if got := hasEvent(ev, EvNote, "reacts to the attack"); got != tc.wantReact {
					t.Errorf("reaction traced = %v; want %v", got, tc.wantReact)
				}
			})
		}
	}
}

// TestKOReactsAfterMove: the attack's damage Knocks Out the Active Burster, then the attack
// switches both Active Pokémon; at the Knock Out check Burster is on the Bench and still
// reacts (ruling destiny-burst-after-rapid-spin: cited in xy, carried over as an assumption in
// hgss and sm). Without the choice only a Pokémon still Active at the check reacts.
func TestKOReactsAfterMove(t *testing.T) {
	spinner := &Card{ID: "test-89", Name: "Spinner", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Water},
		Attacks: []Attack{{Name: "Spin", Damage: 30, ChooseOpp: ChooseBenched, ChooseOwn: ChooseBenched,
			After: []Op{{Kind: OpSwitchOwn}, {Kind: OpSwitchOpp}}}}}
	type row struct {
		name        string
		rules       *Ruleset
		coins       string
		wantBench   int // damage on the Spinner, now Benched
		wantRuling  bool
		wantAssumed bool
	}
	var tests []row
	for _, era := range eras {
		r := rules(t, era)
		ruled := r.KOReactsAfterMove.Ruling != ""
		off := rules(t, era)
		off.KOReactsAfterMove = RuleChoice{}
		tests = append(tests,
			row{era + ", heads: 5 counters on the Spinner", r, "H", 50, ruled, !ruled},
			row{era + ", tails: nothing", r, "T", 0, ruled, !ruled},
			row{era + ", without the choice: no flip", off, "", 0, false, false})
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := table(mon(spinner), mon(reactBurst))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix)}
			b.Players[1].Bench = []BoardPokemon{*mon(vulpix)}
			src := NewScripted(coins(tc.coins)...)
			g, err := NewBoard(tc.rules, b, src, Options{Trace: true})
			if err != nil {
				t.Fatal(err)
			}
			a := attackAct(0, 0)
			a.Own, a.Target = 1, 1
			ev := apply(t, g, a)
			if v, _ := g.Active(0); v.Card != vulpix {
				t.Fatalf("Ana's Active Pokémon = %s; want the switched-in Vulpix", v.Card.Name)
			}
			if len(eventsOf(ev, EvKnockOut)) != 1 {
				t.Errorf("Knock Outs %v; want Burster's", eventsOf(ev, EvKnockOut))
			}
			if d := g.Bench(0)[0].Damage; d != tc.wantBench {
				t.Errorf("Benched Spinner damage = %d; want %d", d, tc.wantBench)
			}
			if src.Remaining() != 0 {
				t.Errorf("%d coins left unflipped; want 0", src.Remaining())
			}
			if got := hasRuling(ev, tc.rules.KOReactsAfterMove); got != tc.wantRuling {
				t.Errorf("a note cites the ruling = %v; want %v: %v", got, tc.wantRuling, ev)
			}
			if got := len(eventsOf(ev, EvAssumption)) > 0; got != tc.wantAssumed {
				t.Errorf("an assumption is traced = %v; want %v: %v", got, tc.wantAssumed, ev)
			}
		})
	}
}

func TestReactToKnockOut(t *testing.T) {
	tests := []struct {
		name       string
		defender   *BoardPokemon
		coins      string
		attack     int
		attackerHP int // damage already on the attacker (100 HP)
		wantAtkDmg int
		wantKO     bool // the attacker is Knocked Out as well
	}{
		{"Knocked Out, heads: 5 counters", mon(reactBurst), "H", 0, 0, 50, false},
		{"Knocked Out, tails: nothing", mon(reactBurst), "T", 0, 0, 0, false},
		{"not Knocked Out: no coin, nothing", mon(reactBurst), "", 3, 0, 0, false},
		{"the counters Knock Out the attacker too", mon(reactBurst), "H", 0, 60, -1, true},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(reactHitter).dmg(tc.attackerHP), tc.defender)
				b.Players[0].Bench = []BoardPokemon{*mon(vulpix)}
				b.Players[1].Bench = []BoardPokemon{*mon(vulpix)}
				g, src := newTestGame(t, era, b, coins(tc.coins)...)
				ev := apply(t, g, attackAct(0, tc.attack))
				kos := eventsOf(ev, EvKnockOut)
				atkKO := false
				for _, e := range kos {
					if e.Player == 0 {
						atkKO = true
					}
				}
				if atkKO != tc.wantKO {
					t.Errorf("attacker Knocked Out = %v; want %v", atkKO, tc.wantKO)
				}
				if !tc.wantKO {
					if d := damageOf(g, 0); d != tc.wantAtkDmg {
						t.Errorf("attacker damage = %d; want %d", d, tc.wantAtkDmg)
					}
				}
				if src.Remaining() != 0 {
					t.Errorf("%d coins left unflipped; want 0", src.Remaining())
				}
			})
		}
	}
}

func TestReactToKnockOutNeedsAttackDamage(t *testing.T) {
	// Knocked Out by Poison between turns: not by damage from an attack.
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(reactHitter), mon(reactBurst).dmg(20).with(Poisoned))
			b.Players[1].Bench = []BoardPokemon{*mon(vulpix)}
			g, _ := newTestGame(t, era, b, coins("TTTT")...)
			ev := apply(t, g, act(ActEndTurn, 0))
			if len(eventsOf(ev, EvKnockOut)) != 1 {
				t.Fatalf("Knock Outs = %d; want 1 (the Poisoned Burster)", len(eventsOf(ev, EvKnockOut)))
			}
			if hasEvent(ev, EvNote, "reacts to the attack") || damageOf(g, 0) != 0 {
				t.Errorf("a Knock Out between turns set off the reaction (attacker damage %d)", damageOf(g, 0))
			}
		})
	}
}

func TestLastingReactDamaged(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(reactArmor), mon(reactHitter))
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 0))
			if g.Current() != 1 {
				t.Fatalf("current = %d; want 1", g.Current())
			}
			apply(t, g, attackAct(1, 0)) // Hit: 30 to the Armored Pokémon
			if d := damageOf(g, 1); d != 70 {
				t.Errorf("the opponent's attacker has %d damage; want 70 (10 from Spike Armor, 6 counters)", d)
			}
			// Two turns on the effect is over: Hit again does no harm to the attacker.
			apply(t, g, act(ActEndTurn, 0))
			apply(t, g, attackAct(1, 0))
			if d := damageOf(g, 1); d != 70 {
				t.Errorf("after the effect ended, the attacker has %d damage; want still 70", d)
			}
		})
	}
}

func TestExtraTurn(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(reactTimeless), mon(reactHitter).with(Poisoned))
			g, _ := newTestGame(t, era, b)
			ev := apply(t, g, attackAct(0, 0))
			if g.Current() != 0 || g.Turn() != 4 {
				t.Fatalf("after Again: turn %d, player %d; want turn 4, player 0", g.Turn(), g.Current())
			}
			if d := damageOf(g, 1); d != 10 {
				t.Errorf("the Poisoned Defending Pokémon has %d damage; want 10 (no between-turns step)", d)
			}
			if len(eventsOf(ev, EvCheckup)) != 0 {
				t.Errorf("between-turns events = %d; want 0", len(eventsOf(ev, EvCheckup)))
			}
			// The effect meant for the opponent's next turn is not in force during the extra
			// turn (nothing to check: the opponent does not act) and is in force in theirs.
			apply(t, g, act(ActEndTurn, 0))
			if g.Current() != 1 || g.Turn() != 5 {
				t.Fatalf("after the extra turn: turn %d, player %d; want turn 5, player 1", g.Turn(), g.Current())
			}
			_, err := g.Apply(attackAct(1, 0))
			wantRuleError(t, err, ErrCannotAttack, era, refNone)
			if d := damageOf(g, 1); d != 20 {
				t.Errorf("after the extra turn the Poisoned Pokémon has %d damage; want 20 (Poison once)", d)
			}
		})
	}
}

func TestUseIfMorePrizes(t *testing.T) {
	tests := []struct {
		name         string
		mine, theirs int
		wantOK       bool
	}{
		{"more Prize cards left: allowed", 6, 5, true},
		{"as many: refused", 5, 5, false},
		{"fewer: refused", 4, 5, false},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(reactTimeless), mon(reactHitter))
				b.Players[0].Prizes = filler(tc.mine)
				b.Players[1].Prizes = filler(tc.theirs)
				g, _ := newTestGame(t, era, b)
				listed := false
				for _, a := range g.LegalActions(nil) {
					if a.Kind == ActAttack && a.Index == 1 {
						listed = true
					}
				}
				if listed != tc.wantOK {
					t.Errorf("Eclipse listed = %v; want %v", listed, tc.wantOK)
				}
				_, err := g.Apply(attackAct(0, 1))
				if tc.wantOK {
					if err != nil {
						t.Fatalf("Eclipse: %v; want no error", err)
					}
					if d := damageOf(g, 1); d != 50 {
						t.Errorf("damage = %d; want 50", d)
					}
					return
				}
				wantRuleError(t, err, ErrConditionNotMet, era, refAttackRequirements)
			})
		}
	}
}

func TestHealEnergized(t *testing.T) {
	tests := []struct {
		name    string
		card    *Card
		own     int
		wantErr error
		wantDmg [2]int // Active, Benched Pokémon afterwards
	}{
		{"the chosen Pokémon has Grass Energy", reactGardener, 1, nil, [2]int{90, 10}},
		{"the chosen Pokémon has none: refused", reactGardener, 0, ErrNoTarget, [2]int{90, 90}},
		{"each Pokémon with Water Energy", reactLana, -1, nil, [2]int{40, 90}},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(reactHitter, hgWater).dmg(90), mon(vulpix))
				b.Players[0].Bench = []BoardPokemon{*mon(reactHitter, hgGrass).dmg(90)}
				b.Players[0].Hand = []*Card{tc.card}
				g, _ := newTestGame(t, era, b)
				a := act(ActPlayTrainer, 0)
				a.Hand, a.Own = 0, tc.own
				_, err := g.Apply(a)
				if tc.wantErr != nil {
					if !errors.Is(err, tc.wantErr) {
						t.Fatalf("error = %v; want %v", err, tc.wantErr)
					}
				} else if err != nil {
					t.Fatalf("Apply = %v; want no error", err)
				}
				if d := damageOf(g, 0); d != tc.wantDmg[0] {
					t.Errorf("Active damage = %d; want %d", d, tc.wantDmg[0])
				}
				if d := g.Bench(0)[0].Damage; d != tc.wantDmg[1] {
					t.Errorf("Benched damage = %d; want %d", d, tc.wantDmg[1])
				}
			})
		}
	}
	t.Run("no Pokémon with that Energy: the card is not listed", func(t *testing.T) {
		b := table(mon(reactHitter).dmg(90), mon(vulpix))
		b.Players[0].Hand = []*Card{reactGardener}
		g, _ := newTestGame(t, "sm", b)
		for _, a := range g.LegalActions(nil) {
			if a.Kind == ActPlayTrainer {
				t.Errorf("LegalActions lists %v; want no Trainer play", a)
			}
		}
	})
}

var (
	reactMemory = &Card{ID: "test-89", Name: "Fire Chip", Category: TrainerCard, Trainer: Tool,
		ToolType: []Type{Fire}, ToolFor: []string{"Hitter"}}
	reactCrystal = &Card{ID: "test-90", Name: "Crystal", Category: TrainerCard, Trainer: Tool,
		ToolFor: []string{"Spiky", "Hot Body"}, Mods: []Modifier{{Stage: ModDefenderCards, Amount: -30}}}
	// fireWeak is weak to Fire (×2).
	fireWeak = &Card{ID: "test-91", Name: "Fire Weak", Category: PokemonCard, Stage: Basic, HP: 200, Types: []Type{Grass},
		Weakness: []Weakness{{Type: Fire, Mult: 2}}}
)

func TestToolTypeAndToolFor(t *testing.T) {
	tests := []struct {
		name     string
		attacker *BoardPokemon
		defender *BoardPokemon
		want     int // damage on the defender
		types    []Type
	}{
		{"the Tool makes its named Pokémon Fire: Weakness applies", mon(reactHitter).tool(reactMemory), mon(fireWeak), 60, []Type{Fire}},
		{"no Tool: Colorless, no Weakness", mon(reactHitter), mon(fireWeak), 30, []Type{Colorless}},
		{"on a Pokémon of another name the Tool does nothing", mon(reactArmor).tool(reactMemory), mon(fireWeak), 10, []Type{Water}},
		{"a named Pokémon takes 30 less", mon(reactHitter), mon(reactSpiky).tool(reactCrystal), 0, []Type{Colorless}},
		{"another Pokémon takes it all", mon(reactHitter), mon(fireWeak).tool(reactCrystal), 30, []Type{Colorless}},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, table(tc.attacker, tc.defender))
				if v, _ := g.Active(0); !slices.Equal(v.Types, tc.types) {
					t.Errorf("attacker types = %v; want %v", v.Types, tc.types)
				}
				apply(t, g, attackAct(0, 0))
				if d := damageOf(g, 1); d != tc.want {
					t.Errorf("damage = %d; want %d", d, tc.want)
				}
			})
		}
	}
}

var (
	reactCoronet = &Card{ID: "test-92", Name: "Metal Mountain", Category: TrainerCard, Trainer: Stadium,
		StadiumOps: []Op{{Kind: OpTakeDiscard, N: 2, Filter: Filter{Category: EnergyCard, BasicEnergy: true, Type: Metal}}}}
	reactLostWorld = &Card{ID: "test-93", Name: "Lost Place", Category: TrainerCard, Trainer: Stadium,
		StadiumOps: []Op{{Kind: OpWinLostZone, N: 6}}}
)

func TestUseStadium(t *testing.T) {
	for _, era := range eras {
		t.Run(era+"/each player once a turn", func(t *testing.T) {
			b := table(mon(reactHitter), mon(reactHitter))
			b.Stadium, b.StadiumOwner = reactCoronet, 1
			b.Players[0].Discard = []*Card{hgMetal, hgFire, hgMetal, hgMetal}
			b.Players[1].Discard = []*Card{hgMetal}
			g, _ := newTestGame(t, era, b)
			if !listsKind(g, ActUseStadium) {
				t.Fatalf("LegalActions does not list %v", ActUseStadium)
			}
			hand := len(g.Hand(0))
			apply(t, g, act(ActUseStadium, 0))
			if got := len(g.Hand(0)) - hand; got != 2 {
				t.Errorf("cards put into the hand = %d; want 2", got)
			}
			if got := len(g.Discard(0)); got != 2 {
				t.Errorf("discard pile = %d cards; want 2 (Fire and one Metal)", got)
			}
			_, err := g.Apply(act(ActUseStadium, 0))
			wantRuleError(t, err, ErrPowerUsed, era, refStadium)
			if listsKind(g, ActUseStadium) {
				t.Errorf("LegalActions lists %v a second time in one turn", ActUseStadium)
			}
			apply(t, g, act(ActEndTurn, 0))
			apply(t, g, act(ActUseStadium, 1)) // the opponent's own turn: theirs to use
			if got := len(g.Discard(1)); got != 0 {
				t.Errorf("the opponent's discard pile = %d cards; want 0", got)
			}
		})
		t.Run(era+"/no Stadium with an effect: refused", func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(reactHitter), mon(reactHitter)))
			_, err := g.Apply(act(ActUseStadium, 0))
			wantRuleError(t, err, ErrNoSuchCard, era, refStadium)
		})
		for _, lost := range []int{5, 6} {
			t.Run(fmt.Sprintf("%s/win with %d Pokémon in the opponent's Lost Zone", era, lost), func(t *testing.T) {
				b := table(mon(reactHitter), mon(reactHitter))
				b.Stadium = reactLostWorld
				for i := 0; i < lost; i++ {
					b.Players[1].LostZone = append(b.Players[1].LostZone, vulpix)
				}
				b.Players[1].LostZone = append(b.Players[1].LostZone, hgFire, hgFire) // not Pokémon
				g, _ := newTestGame(t, era, b)
				if got := listsKind(g, ActUseStadium); got != (lost >= 6) {
					t.Errorf("LegalActions lists %v = %v; want %v", ActUseStadium, got, lost >= 6)
				}
				_, err := g.Apply(act(ActUseStadium, 0))
				if lost < 6 {
					wantRuleError(t, err, ErrNoTarget, era, refStadium)
					return
				}
				if err != nil {
					t.Fatalf("use-stadium: %v", err)
				}
				if r := g.Result(); !r.Over || r.Winner != 0 {
					t.Errorf("result = %+v; want player 0 to win", r)
				}
			})
		}
	}
}

func listsKind(g *Game, k ActionKind) bool {
	for _, a := range g.LegalActions(nil) {
		if a.Kind == k {
			return true
		}
	}
	return false
}

var (
	reactClover = &Card{ID: "test-94", Name: "Clover", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpPeekTop, N: 1}}, PlayTogether: 4, TogetherPlay: []Op{{Kind: OpTakePrizes, N: 1}}}
	reactMalasada = &Card{ID: "test-95", Name: "Bun", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpHeal, Amount: 20, Who: WhoOwnActive}, {Kind: OpCureOne, Who: WhoOwnActive}}}
)

func TestPlayTogether(t *testing.T) {
	tests := []struct {
		name       string
		hand       []*Card
		prizes     int
		act        Action
		wantErr    error
		wantPrizes int // Prize cards left
		wantHand   int // cards in hand afterwards
		wantWin    bool
	}{
		{"one copy: look at the top card, nothing moves", []*Card{reactClover, reactClover}, 6, Action{Hand: 1}, nil, 6, 1, false},
		{"four copies: one Prize card", []*Card{reactClover, vulpix, reactClover, reactClover, reactClover}, 6, Action{Hand: 2, Picks: []int{0, 3, 4}}, nil, 5, 2, false},
		{"four copies, the last Prize card: a win", []*Card{reactClover, reactClover, reactClover, reactClover}, 1, Action{Hand: 0, Picks: []int{1, 2, 3}}, nil, 0, 1, true},
		{"three copies: refused", []*Card{reactClover, reactClover, reactClover, reactClover}, 6, Action{Hand: 0, Picks: []int{1, 2}}, ErrBadChoice, 6, 4, false},
		{"a copy named twice: refused", []*Card{reactClover, reactClover, reactClover, reactClover}, 6, Action{Hand: 0, Picks: []int{1, 1, 2}}, ErrBadChoice, 6, 4, false},
		{"another card among them: refused", []*Card{reactClover, reactClover, reactClover, vulpix}, 6, Action{Hand: 0, Picks: []int{1, 2, 3}}, ErrBadChoice, 6, 4, false},
		{"copies of a card that is not played together: refused", []*Card{reactMalasada, reactMalasada}, 6, Action{Hand: 0, Picks: []int{1}}, ErrBadChoice, 6, 2, false},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(reactHitter).dmg(30), mon(reactHitter)) // damage for Bun to heal
				b.Players[0].Hand = tc.hand
				b.Players[0].Prizes = filler(tc.prizes)
				g, _ := newTestGame(t, era, b)
				a := act(ActPlayTrainer, 0)
				a.Hand, a.Picks = tc.act.Hand, tc.act.Picks
				_, err := g.Apply(a)
				if tc.wantErr != nil {
					wantRuleError(t, err, tc.wantErr, era, refTrainer)
				} else if err != nil {
					t.Fatalf("Apply = %v; want no error", err)
				}
				if got := len(g.Prizes(0)); got != tc.wantPrizes {
					t.Errorf("Prize cards left = %d; want %d", got, tc.wantPrizes)
				}
				if got := len(g.Hand(0)); got != tc.wantHand {
					t.Errorf("hand = %d cards; want %d", got, tc.wantHand)
				}
				if r := g.Result(); r.Over != tc.wantWin || tc.wantWin && r.Winner != 0 {
					t.Errorf("result = %+v; want over %v", r, tc.wantWin)
				}
				if err := g.CheckInvariants(); err != nil {
					t.Error(err)
				}
			})
		}
	}
	t.Run("LegalActions lists four copies together once", func(t *testing.T) {
		b := table(mon(reactHitter), mon(reactHitter))
		b.Players[0].Hand = []*Card{reactClover, vulpix, reactClover, reactClover, reactClover}
		g, _ := newTestGame(t, "sm", b)
		n := 0
		for _, a := range g.LegalActions(nil) {
			if a.Kind == ActPlayTrainer && len(a.Picks) > 0 {
				n++
				if a.Hand != 0 || !slices.Equal(a.Picks, []int{2, 3, 4}) {
					t.Errorf("together action = %v; want hand 0 with picks [2 3 4]", a)
				}
			}
		}
		if n != 1 {
			t.Errorf("together actions listed = %d; want 1", n)
		}
	})
}

func TestCureOne(t *testing.T) {
	tests := []struct {
		name    string
		cond    Condition
		index   int
		want    Condition // left afterwards
		wantErr error
		listed  int // play actions LegalActions lists for the card
	}{
		{"none to remove: index 0 only", 0, 0, 0, nil, 1},
		{"the only one", Poisoned, 0, 0, nil, 1},
		{"Asleep and Poisoned: the first is Asleep", Asleep | Poisoned, 0, Poisoned, nil, 2},
		{"Asleep and Poisoned: the second is Poisoned", Asleep | Poisoned, 1, Asleep, nil, 2},
		{"three: the Burn", Confused | Burned | Poisoned, 1, Confused | Poisoned, nil, 3},
		{"no such choice: refused", Burned, 1, Burned, ErrBadChoice, 1},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(reactHitter).dmg(30).with(tc.cond), mon(reactHitter))
				b.Players[0].Hand = []*Card{reactMalasada}
				g, _ := newTestGame(t, era, b)
				n := 0
				for _, a := range g.LegalActions(nil) {
					if a.Kind == ActPlayTrainer {
						n++
					}
				}
				if n != tc.listed {
					t.Errorf("play actions listed = %d; want %d", n, tc.listed)
				}
				a := act(ActPlayTrainer, 0)
				a.Index = tc.index
				_, err := g.Apply(a)
				if tc.wantErr != nil {
					wantRuleError(t, err, tc.wantErr, era, refTrainer)
				} else if err != nil {
					t.Fatalf("Apply = %v; want no error", err)
				}
				if got := condOf(g, 0); got != tc.want {
					t.Errorf("conditions left = %v; want %v", got, tc.want)
				}
				if tc.wantErr == nil && damageOf(g, 0) != 10 {
					t.Errorf("damage = %d; want 10", damageOf(g, 0))
				}
			})
		}
	}
}

var (
	reactSpikes = &Card{ID: "test-96", Name: "Spiker", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Psychic},
		Powers: []Power{{Name: "Spikes Below", Kind: Ability, Use: UseOpponentRetreats,
			Ops: []Op{{Kind: OpCondition, Cond: Poisoned, Who: WhoChosenOpp}}}}}
	reactEye = &Card{ID: "test-97", Name: "Watcher", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Darkness},
		Powers: []Power{{Name: "Watching Eye", Kind: PokeBody, Use: UseOpponentBenches, ActiveOnly: true,
			Ops: []Op{{Kind: OpCounters, N: 2, Who: WhoChosenOpp}}}}}
)

func TestOpponentTriggers(t *testing.T) {
	for _, era := range eras {
		for _, benched := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/retreat, Spiker benched %v", era, benched), func(t *testing.T) {
				b := table(mon(reactSpikes), mon(reactHitter))
				if benched {
					b = table(mon(reactHitter), mon(reactHitter))
					b.Players[0].Bench = []BoardPokemon{*mon(reactSpikes)}
				}
				b.Players[1].Bench = []BoardPokemon{*mon(vulpix)}
				g, _ := newTestGame(t, era, b)
				apply(t, g, act(ActEndTurn, 0))
				r := act(ActRetreat, 1)
				r.Slot = 1
				ev := apply(t, g, r)
				if got := condOf(g, 1); got != Poisoned {
					t.Errorf("the new Active Pokémon's conditions = %v; want Poisoned", got)
				}
				if !hasEvent(ev, EvPower, "Spikes Below works") {
					t.Errorf("no power event for Spikes Below")
				}
			})
		}
		t.Run(era+"/a switch is not a retreat", func(t *testing.T) {
			b := table(mon(reactHitter), mon(reactSpikes))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix)}
			b.Players[0].Hand = []*Card{hgSwitch}
			g, _ := newTestGame(t, era, b)
			a := act(ActPlayTrainer, 0)
			a.Own = 1
			apply(t, g, a)
			if got := condOf(g, 0); got != 0 {
				t.Errorf("after Switch, conditions = %v; want none", got)
			}
		})
		for _, active := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/benching, Watcher active %v", era, active), func(t *testing.T) {
				b := table(mon(reactEye), mon(reactHitter))
				if !active {
					b = table(mon(reactHitter), mon(reactHitter))
					b.Players[0].Bench = []BoardPokemon{*mon(reactEye)}
				}
				b.Players[1].Hand = []*Card{vulpix}
				g, _ := newTestGame(t, era, b)
				apply(t, g, act(ActEndTurn, 0))
				apply(t, g, act(ActPlayBasic, 1))
				want := 0
				if active {
					want = 20
				}
				if got := g.Bench(1)[0].Damage; got != want {
					t.Errorf("the new Benched Pokémon's damage = %d; want %d", got, want)
				}
			})
		}
	}
}

// The event that puts a lasting effect on a Pokémon says what the effect is
// (Spike Armor's reaction).
func TestLastingEffectWords(t *testing.T) {
	tests := []struct {
		name     string
		attacker *Card
		want     string
	}{
		{"Spike Armor", reactArmor, "an attack that damages it sets off Spike Armor"},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, table(mon(tc.attacker, hgGrass), mon(bigTarget)))
				ev := apply(t, g, attackAct(0, 0))
				got := eventsOf(ev, EvLasting)
				if len(got) != 1 || !strings.HasSuffix(got[0].Message, ": "+tc.want) {
					t.Errorf("lasting events = %v; want one ending %q", got, ": "+tc.want)
				}
			})
		}
	}
}

// TestLastingWordsEveryKind: every kind of lasting effect has words for the trace, so no
// event ends in an empty "for turn N: ".
func TestLastingWordsEveryKind(t *testing.T) {
	for k := LastingNone + 1; k <= LastingCostMore; k++ {
		if got := lastingWords(Lasting{Kind: k, Attack: "Tackle", Cost: 1}, "Source"); got == "" {
			t.Errorf("lastingWords(kind %d) = %q; want words", k, got)
		}
	}
	if got, want := lastingWords(Lasting{Kind: LastingCostMore, Cost: 2}, "Source"), "each of its attacks costs 2 more Colorless Energy"; got != want {
		t.Errorf("lastingWords(cost more by 2) = %q; want %q", got, want)
	}
}
