package engine

import "testing"

func TestResolveDamage(t *testing.T) {
	tests := []struct {
		name string
		in   DamageInput
		want map[string]int // final damage by era
	}{
		{"Vulpix Fireworks on Tropius: Weakness ×2",
			DamageInput{Base: 20, AttackerTypes: vulpix.Types, Weakness: tropius.Weakness, Resistance: tropius.Resistance},
			map[string]int{"hgss": 40, "xy": 40, "sm": 40}},
		{"Chespin Vine Whip on Froakie (xy rulebook example)",
			DamageInput{Base: 10, AttackerTypes: chespin.Types, Weakness: froakie.Weakness},
			map[string]int{"hgss": 20, "xy": 20, "sm": 20}},
		{"Litten Bite on Rowlet (sm rulebook example)",
			DamageInput{Base: 10, AttackerTypes: litten.Types, Weakness: rowlet.Weakness},
			map[string]int{"hgss": 20, "xy": 20, "sm": 20}},
		{"Resistance -20",
			DamageInput{Base: 30, AttackerTypes: []Type{Fighting}, Resistance: tropius.Resistance},
			map[string]int{"hgss": 10, "xy": 10, "sm": 10}},
		{"Resistance below zero floors at 0",
			DamageInput{Base: 10, AttackerTypes: []Type{Fighting}, Resistance: tropius.Resistance},
			map[string]int{"hgss": 0, "xy": 0, "sm": 0}},
		{"attacker boost comes before Weakness",
			DamageInput{Base: 30, AttackerTypes: []Type{Fire}, Weakness: kricketot.Weakness,
				Mods: []Modifier{{Stage: ModAttacker, Amount: 10}}},
			map[string]int{"hgss": 80, "xy": 80, "sm": 80}},
		{"defender reduction comes after Weakness",
			DamageInput{Base: 20, AttackerTypes: []Type{Fire}, Weakness: kricketot.Weakness,
				Mods: []Modifier{{Stage: ModDefenderCards, Amount: -20}}},
			map[string]int{"hgss": 20, "xy": 20, "sm": 20}},
		{"base damage 0 stops: a boost does not make damage",
			DamageInput{Base: 0, AttackerTypes: []Type{Fire}, Weakness: kricketot.Weakness,
				Mods: []Modifier{{Stage: ModAttacker, Amount: 40}}},
			map[string]int{"hgss": 0, "xy": 0, "sm": 0}},
		{"Focus Energy sets the base to 80 at the attacker stage",
			DamageInput{Base: 40, AttackerTypes: pineco.Types, Weakness: magmar.Weakness,
				Mods: []Modifier{{Stage: ModAttacker, Set: true, Amount: 80}}},
			map[string]int{"hgss": 80, "xy": 80, "sm": 80}},
		{"Weakness +N form",
			DamageInput{Base: 30, AttackerTypes: []Type{Water}, Weakness: []Weakness{{Type: Water, Plus: 30}}},
			map[string]int{"hgss": 60, "xy": 60, "sm": 60}},
		{"dual type: Weakness then Resistance",
			DamageInput{Base: 60, AttackerTypes: []Type{Water, Fairy},
				Weakness: []Weakness{{Type: Fairy, Mult: 2}}, Resistance: []Resistance{{Type: Water, Minus: 20}}},
			map[string]int{"hgss": 100, "xy": 100, "sm": 100}},
		{"dual type weak to both: each Weakness applies, ×2 then ×2",
			DamageInput{Base: 50, AttackerTypes: raikouSuicune1.Types, Weakness: suicuneEntei1.Weakness},
			map[string]int{"hgss": 200, "xy": 200, "sm": 200}},
		{"dual type resistant to both: each Resistance applies",
			DamageInput{Base: 60, AttackerTypes: []Type{Fire, Fighting},
				Resistance: []Resistance{{Type: Fire, Minus: 20}, {Type: Fighting, Minus: 20}}},
			map[string]int{"hgss": 20, "xy": 20, "sm": 20}},
		{"one type meets one of two Weaknesses",
			DamageInput{Base: 50, AttackerTypes: []Type{Water}, Weakness: suicuneEntei1.Weakness},
			map[string]int{"hgss": 100, "xy": 100, "sm": 100}},
		{"Benched target: no Weakness or Resistance",
			DamageInput{Base: 20, AttackerTypes: []Type{Fire}, Weakness: kricketot.Weakness, NoWeaknessResistance: true},
			map[string]int{"hgss": 20, "xy": 20, "sm": 20}},
		{"signed arithmetic: a negative running value floors only at the end",
			DamageInput{Base: 10, AttackerTypes: []Type{Fire}, Weakness: kricketot.Weakness,
				Mods: []Modifier{{Stage: ModAttacker, Amount: -30}, {Stage: ModDefender, Amount: 30}}},
			map[string]int{"hgss": 0, "xy": 0, "sm": 0}},
		{"Metal Energy and the defender's own effect both reduce",
			DamageInput{Base: 60, AttackerTypes: []Type{Fire},
				Mods: []Modifier{{Stage: ModDefenderCards, Amount: -10}, {Stage: ModDefender, Amount: -20}}},
			map[string]int{"hgss": 30, "xy": 30, "sm": 30}},
	}
	for _, tc := range tests {
		for _, era := range eras {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				r := rules(t, era)
				res := r.ResolveDamage(&tc.in)
				if res.Final != tc.want[era] {
					t.Errorf("ResolveDamage(%+v).Final = %d; want %d (%s)", tc.in, res.Final, tc.want[era], res.String())
				}
				if res.Counters*10 != res.Final || res.Final < 0 {
					t.Errorf("counters %d and final %d disagree", res.Counters, res.Final)
				}
			})
		}
	}
}

// TestDamageStages checks that each era records its own stages, in its own order, with its
// own anchors (the waterfall a scenario page draws).
func TestDamageStages(t *testing.T) {
	in := DamageInput{Base: 60, AttackerTypes: []Type{Fire}, Weakness: kricketot.Weakness,
		Mods: []Modifier{{Stage: ModAttacker, Amount: 10}, {Stage: ModDefenderCards, Amount: -10}, {Stage: ModDefender, Amount: -20}}}
	tests := []struct {
		era    string
		stages []DamageStage
		after  []int
		anchor []string
	}{
		{"hgss", []DamageStage{StageBase, StageAttacker, StageWeakness, StageResistance, StageDefenderCards, StageDefender, StageCounters},
			[]int{60, 70, 140, 140, 130, 110, 110},
			[]string{"hgss/damage-order#2", "hgss/damage-order#3", "hgss/damage-order#4", "hgss/damage-order#5", "hgss/damage-order#6", "hgss/damage-order#7", "hgss/damage-order#8"}},
		{"xy", []DamageStage{StageBase, StageAttacker, StageWeakness, StageResistance, StageDefender, StageCounters},
			[]int{60, 70, 140, 140, 110, 110},
			[]string{"xy/damage-order#2", "xy/damage-order#3", "xy/damage-order#4", "xy/damage-order#5", "xy/damage-order#6", "xy/damage-order#7"}},
		{"sm", []DamageStage{StageBase, StageAttacker, StageWeakness, StageResistance, StageDefender, StageCounters},
			[]int{60, 70, 140, 140, 110, 110},
			[]string{"sm/damage-order#2", "sm/damage-order#3", "sm/damage-order#4", "sm/damage-order#5", "sm/damage-order#6", "sm/damage-order#7"}},
	}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			res := rules(t, tc.era).ResolveDamage(&in)
			got := res.StageList()
			if len(got) != len(tc.stages) {
				t.Fatalf("%d stages; want %d: %s", len(got), len(tc.stages), res.String())
			}
			for i, s := range got {
				if s.Stage != tc.stages[i] || s.After != tc.after[i] || s.Anchor != tc.anchor[i] {
					t.Errorf("stage %d = %v %d %s; want %v %d %s", i, s.Stage, s.After, s.Anchor, tc.stages[i], tc.after[i], tc.anchor[i])
				}
			}
			if !res.Weakness || res.Resistance {
				t.Errorf("Weakness %v, Resistance %v; want true, false", res.Weakness, res.Resistance)
			}
		})
	}
}

// TestDamageOnBoard runs real attacks, so modifiers come from the board: Tools, Energy,
// lasting effects, Items played this turn.
func TestDamageOnBoard(t *testing.T) {
	tests := []struct {
		name    string
		era     string
		b       Board
		coins   string
		actions []Action
		want    int // damage on player 1's Active
	}{
		{"Vulpix Fireworks on Tropius (hgss example)", "hgss",
			table(mon(vulpix, hgFire), mon(tropius)), "H", []Action{attackAct(0, 0)}, 40},
		{"Magmar Live Coal on Pineco (col1 example)", "hgss",
			table(mon(magmarCOL, hgFire), mon(pineco)), "", []Action{attackAct(0, 0)}, 20},
		{"Muscle Band adds 20 before Weakness", "xy",
			table(mon(chespin, xyGrass).tool(xyMuscleBand), mon(froakie)), "", []Action{attackAct(0, 0)}, 60},
		{"Hard Charm takes 20 after Weakness", "xy",
			table(mon(chespin, xyGrass), mon(froakie).tool(xyHardCharm)), "", []Action{attackAct(0, 0)}, 0},
		{"Metal Energy on a Metal Pokémon", "hgss",
			table(mon(vulpix, hgFire), mon(forretress, hgMetalSpec)), "H", []Action{attackAct(0, 0)}, 30},
		{"Metal Energy does nothing on a non-Metal Pokémon", "hgss",
			table(mon(vulpix, hgFire), mon(tropius, hgMetalSpec)), "H", []Action{attackAct(0, 0)}, 40},
		{"Professor Kukui: +20 for this turn's attacks", "sm",
			func() Board {
				b := table(mon(litten, smFire), mon(rowlet))
				b.Players[0].Hand = []*Card{smKukui}
				return b
			}(), "", []Action{{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1}, attackAct(0, 0)}, 60},
		{"Focus Energy from last turn sets Surprise Attack to 80", "hgss",
			table(mon(pineco, hgGrass, hgGrass).effect(Lasting{Kind: LastingModifier,
				Mod: Modifier{Stage: ModAttacker, Set: true, Amount: 80, OnlyAttack: "Surprise Attack"}}), mon(magmar)),
			"H", []Action{attackAct(0, 1)}, 80},
		{"Focus Energy does not change another attack", "hgss",
			table(mon(pineco, hgGrass, hgGrass).effect(Lasting{Kind: LastingModifier,
				Mod: Modifier{Stage: ModAttacker, Set: true, Amount: 80, OnlyAttack: "Surprise Attack"}}), mon(magmar)),
			"", []Action{attackAct(0, 0)}, 0},
		{"Frogadier Aqua Wave: +20 per heads", "xy",
			table(mon(frogadier, xyWater, xyWater, xyWater), mon(fennekin)), "HT", []Action{attackAct(0, 1)}, 120},
		{"Torracat Fury Swipes: 20 × heads", "sm",
			table(mon(torracat, smFire), mon(rowlet)), "HHT", []Action{attackAct(0, 0)}, 80},
	}
	for _, tc := range tests {
		t.Run(tc.era+"/"+tc.name, func(t *testing.T) {
			g, _ := newTestGame(t, tc.era, tc.b, coins(tc.coins)...)
			var ev []Event
			for _, a := range tc.actions {
				ev = append(ev, apply(t, g, a)...)
			}
			got := 0
			for _, e := range eventsOf(ev, EvDamage) {
				if e.Player == 1 {
					got += e.Amount
				}
			}
			if got != tc.want {
				t.Errorf("damage done to the Defending Pokémon = %d; want %d", got, tc.want)
			}
		})
	}
}

// TestDualTypeRuling: only sm's rulebook says how a dual-type attacker meets Weakness; in the
// other eras the rulings of 2004 and 2010 settle it, so the trace cites the ruling and
// assumes nothing.
func TestDualTypeRuling(t *testing.T) {
	tests := []struct {
		era        string
		wantRuling bool
	}{
		{"hgss", true},
		{"xy", true},
		{"sm", false},
	}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			// Entei & Raikou LEGEND (Fire and Lightning) against Tropius (Weakness to Fire).
			b := table(mon(enteiRaikou1, hgFire, hgFire).under(enteiRaikou2), mon(tropius))
			b.Players[1].Bench = []BoardPokemon{*mon(kricketot)}
			g, _ := newTestGame(t, tc.era, b)
			ev := apply(t, g, attackAct(0, 0))
			dmg := eventsOf(ev, EvDamage)
			if len(dmg) != 1 || dmg[0].Amount != 180 || !dmg[0].Damage.DualType || !dmg[0].Damage.Weakness || dmg[0].Damage.EachType {
				t.Fatalf("damage events %v; want 180 with one Weakness from a dual-type attacker", dmg)
			}
			if n := len(eventsOf(ev, EvAssumption)); n != 0 {
				t.Errorf("%d assumptions traced; want none", n)
			}
			r := rules(t, tc.era)
			if got := hasRuling(ev, r.DualTypeEitherType); got != tc.wantRuling {
				t.Errorf("the ruling is cited = %v; want %v", got, tc.wantRuling)
			}
			if hasRuling(ev, r.DualTypeEachType) && !tc.wantRuling {
				t.Errorf("the each-type ruling is cited with only one Weakness applied")
			}
		})
	}
}

// TestDualTypeWeakToBoth is the HS—Unleashed FAQ's case: Raikou & Suicune LEGEND (Lightning
// and Water) attacks Suicune & Entei LEGEND, weak ×2 to both: 50 → 100 → 200 in every era
// (the ruling's, which the sm rulebook does not contradict), citing the ruling. Without the
// choice only the first Weakness would apply.
func TestDualTypeWeakToBoth(t *testing.T) {
	off := HGSS()
	off.DualTypeEachType = RuleChoice{}
	tests := []struct {
		name       string
		rules      *Ruleset
		wantDamage int
		wantEach   bool
	}{
		{"hgss", HGSS(), 200, true},
		{"xy", XY(), 200, true},
		{"sm", SM(), 200, true},
		{"hgss without the ruling", off, 100, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := table(mon(raikouSuicune1, hgWater, hgWater, hgWater).under(raikouSuicune2),
				mon(suicuneEntei1).under(suicuneEntei2))
			b.Players[1].Bench = []BoardPokemon{*mon(kricketot)}
			g, err := NewBoard(tc.rules, b, NewScripted(), Options{Trace: true})
			if err != nil {
				t.Fatal(err)
			}
			ev := apply(t, g, attackAct(0, 0))
			dmg := eventsOf(ev, EvDamage)
			if len(dmg) != 1 || dmg[0].Damage.EachType != tc.wantEach {
				t.Fatalf("damage events %v; want one, each Weakness applied = %v", dmg, tc.wantEach)
			}
			st := dmg[0].Damage.StageList()
			var weak StageResult
			for _, s := range st {
				if s.Stage == StageWeakness {
					weak = s
				}
			}
			if weak.Before != 50 || weak.After != tc.wantDamage || dmg[0].Amount != tc.wantDamage {
				t.Errorf("Weakness stage %d → %d, damage %d; want 50 → %d", weak.Before, weak.After, dmg[0].Amount, tc.wantDamage)
			}
			if got := hasRuling(ev, tc.rules.DualTypeEachType); got != tc.wantEach {
				t.Errorf("the each-type ruling is cited = %v; want %v", got, tc.wantEach)
			}
			if n := len(eventsOf(ev, EvAssumption)); n != 0 {
				t.Errorf("%d assumptions traced; want none", n)
			}
		})
	}
}
