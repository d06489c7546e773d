package engine

import (
	"fmt"
	"testing"
)

// Energy effects (fx_energy.go), tested in every era.
var (
	hgPsychic = basicEnergy(Psychic, "hgss1-119")

	bigTarget     = &Card{ID: "test-81", Name: "Big Target", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Colorless}}
	energyCounter = &Card{ID: "test-80", Name: "Energy Counter", Category: PokemonCard, Stage: Basic, HP: 120, Types: []Type{Water},
		Attacks: []Attack{
			{Name: "Own Water", Damage: 10, Before: []Op{{Kind: OpBasePer, Amount: 10, Count: CountOwnEnergy, Type: Water}}},
			{Name: "Their Energy", Before: []Op{{Kind: OpBasePer, Amount: 10, Count: CountOppEnergy}}},
			{Name: "Both Actives", Before: []Op{{Kind: OpBasePer, Amount: 10, Count: CountActivesEnergy}}},
			{Name: "Everyone", Before: []Op{{Kind: OpBasePer, Amount: 10, Count: CountAllEnergy}}},
			{Name: "Has Psychic", Damage: 20, Before: []Op{{Kind: OpBasePer, Amount: 30, Count: CountSelfHasEnergy, Type: Psychic}}},
			{Name: "Coin Each", Before: []Op{{Kind: OpFlipPer, Count: CountSelfEnergy, Type: Water}, {Kind: OpBaseTimes, Amount: 10}}},
			{Name: "Draw Each", After: []Op{{Kind: OpDrawPer, N: 1, Count: CountOwnEnergy, Type: Water}}},
			{Name: "Plus Each Heads", Damage: 10, Before: []Op{{Kind: OpFlipPer, Count: CountSelfEnergy}, {Kind: OpBaseAdd, Amount: 20, Gate: EachHeads}}},
		}}
)

// energyBoard: the attacker has Water, Water, Psychic; its Benched Pokémon has Water and a
// Double Colorless; the Defending Pokémon has Fire and a Double Colorless; the opponent's
// Benched Pokémon has Grass.
func energyBoard() Board {
	b := table(mon(energyCounter, hgWater, hgWater, hgPsychic), mon(bigTarget, hgFire, hgDCE))
	b.Players[0].Bench = []BoardPokemon{*mon(vulpix, hgWater, hgDCE)}
	b.Players[1].Bench = []BoardPokemon{*mon(vulpix, hgGrass)}
	return b
}

func TestEnergyCounts(t *testing.T) {
	tests := []struct {
		name   string
		attack int
		want   int
	}{
		{"Water on all your Pokémon: 3", 0, 10 + 30},
		{"every unit on the opponent's Pokémon: Fire, DCE ×2, Grass", 1, 40},
		{"both Active Pokémon: 3 + 3", 2, 60},
		{"every Pokémon in play: 6 + 4", 3, 100},
		{"has Psychic Energy: once, not per unit", 4, 50},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, energyBoard())
				apply(t, g, attackAct(0, tc.attack))
				want := tc.want
				if d := damageOf(g, 1); d != want {
					t.Errorf("damage = %d; want %d", d, want)
				}
			})
		}
		t.Run(era+"/no Psychic Energy: no more damage", func(t *testing.T) {
			b := energyBoard()
			b.Players[0].Active = mon(energyCounter, hgWater)
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 4))
			if d := damageOf(g, 1); d != 20 {
				t.Errorf("damage = %d; want 20", d)
			}
		})
	}
}

func TestFlipPer(t *testing.T) {
	tests := []struct {
		name   string
		energy []*Card
		coins  string
		attack int
		want   int // damage before Weakness
	}{
		{"one coin per Water Energy, 2 of 2 heads", []*Card{hgWater, hgWater, hgPsychic}, "HH", 5, 20},
		{"one coin per Water Energy, 1 of 2 heads", []*Card{hgWater, hgWater, hgPsychic}, "TH", 5, 10},
		{"no Water Energy: no coins, no damage", []*Card{hgPsychic}, "", 5, 0},
		{"every unit counts: DCE gives two coins", []*Card{hgDCE, hgWater}, "HTH", 7, 10 + 40},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := energyBoard()
				b.Players[0].Active = mon(energyCounter, tc.energy...)
				// The between-turns step flips nothing here: no Special Conditions.
				g, src := newTestGame(t, era, b, coins(tc.coins)...)
				ev := apply(t, g, attackAct(0, tc.attack))
				if d := damageOf(g, 1); d != tc.want {
					t.Errorf("damage = %d; want %d", d, tc.want)
				}
				if n := len(eventsOf(ev, EvCoinFlip)); n != len(tc.coins) {
					t.Errorf("coins flipped = %d; want %d", n, len(tc.coins))
				}
				if src.Remaining() != 0 {
					t.Errorf("%d scripted coins left; want 0", src.Remaining())
				}
			})
		}
	}
}

func TestDrawPer(t *testing.T) {
	for _, era := range eras {
		t.Run(era+"/a card for each Water Energy on your Pokémon", func(t *testing.T) {
			g, _ := newTestGame(t, era, energyBoard())
			before := len(g.Hand(0))
			apply(t, g, attackAct(0, 6))
			// Ana's turn ended; Ben drew for his turn. Ana's hand holds what she drew.
			if got := len(g.Hand(0)) - before; got != 3 {
				t.Errorf("cards drawn = %d; want 3", got)
			}
		})
	}
}

var spreader = &Card{ID: "test-82", Name: "Spreader", Category: PokemonCard, Stage: Basic, HP: 120, Types: []Type{Psychic},
	Attacks: []Attack{
		{Name: "Spread Two", After: []Op{{Kind: OpAttachSplit, N: 2, Filter: Filter{Category: EnergyCard, Type: Psychic}}}},
		{Name: "Bench Coins", After: []Op{{Kind: OpFlip, N: 3},
			{Kind: OpAttachSplit, Gate: EachHeads, N: 1, Who: WhoEachOwnBenched, Filter: Filter{Category: EnergyCard, Type: Water}}}},
		{Name: "Per Opponent", After: []Op{{Kind: OpAttachSplit, N: 1, Count: CountOppInPlay, Filter: Filter{Category: EnergyCard}}}},
		{Name: "Deck Spread", After: []Op{{Kind: OpSearchSplit, N: 3, Filter: Filter{Category: EnergyCard}}}},
		{Name: "Plain", Damage: 10},
	}}

// spreadBoard: Spreader Active with two Benched Pokémon; the discard pile holds (oldest
// first) Water, Psychic, Water, Psychic, Psychic; the deck is all Water Energy.
func spreadBoard() Board {
	b := table(mon(spreader), mon(bigTarget))
	b.Players[0].Bench = []BoardPokemon{*mon(vulpix), *mon(vulpix)}
	b.Players[0].Discard = []*Card{hgWater, hgPsychic, hgWater, hgPsychic, hgPsychic}
	b.Players[1].Bench = []BoardPokemon{*mon(vulpix), *mon(vulpix)}
	return b
}

func energyCounts(g *Game, p int) []int {
	out := []int{}
	if a, ok := g.Active(p); ok {
		out = append(out, len(a.Energy))
	}
	for _, b := range g.Bench(p) {
		out = append(out, len(b.Energy))
	}
	return out
}

func TestAttachSplit(t *testing.T) {
	tests := []struct {
		name   string
		attack int
		split  []int
		coins  string
		want   []int // Energy on Active, Bench 1, Bench 2
		left   int   // cards left in the discard pile
	}{
		{"two to two Pokémon", 0, []int{0, 2}, "", []int{1, 0, 1}, 3},
		{"both to one Benched Pokémon", 0, []int{1}, "", []int{0, 2, 0}, 3},
		{"no split: to the attacking Pokémon", 0, nil, "", []int{2, 0, 0}, 3},
		{"each heads to a Benched Pokémon", 1, []int{2, 1}, "HTH", []int{0, 1, 1}, 3},
		{"no split and Bench only: the first Benched Pokémon", 1, nil, "HHT", []int{0, 2, 0}, 3},
		{"one for each of the opponent's 3 Pokémon", 2, []int{0, 1, 2}, "", []int{1, 1, 1}, 2},
		{"from the deck, spread", 3, []int{1, 2, 2}, "", []int{0, 1, 2}, 5},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, spreadBoard(), coins(tc.coins)...)
				a := attackAct(0, tc.attack)
				a.Split = tc.split
				apply(t, g, a)
				got := energyCounts(g, 0)
				if fmt.Sprint(got) != fmt.Sprint(tc.want) {
					t.Errorf("Energy on Active, Bench = %v; want %v", got, tc.want)
				}
				if n := len(g.Discard(0)); n != tc.left {
					t.Errorf("discard pile = %d cards; want %d", n, tc.left)
				}
			})
		}
		t.Run(era+"/the Psychic Energy cards are the ones attached", func(t *testing.T) {
			g, _ := newTestGame(t, era, spreadBoard())
			a := attackAct(0, 0)
			a.Split = []int{1, 2}
			apply(t, g, a)
			for i, b := range g.Bench(0) {
				if len(b.Energy) != 1 || b.Energy[0].Name != hgPsychic.Name {
					t.Errorf("Bench %d Energy = %v; want one %s", i+1, b.Energy, hgPsychic.Name)
				}
			}
		})
	}
}

func TestSplitChoices(t *testing.T) {
	tests := []struct {
		name   string
		attack int
		split  []int
	}{
		{"no such Pokémon", 0, []int{4}},
		{"a negative slot", 0, []int{-1}},
		{"the Active Pokémon where only Benched ones may take it", 1, []int{0}},
		{"an attack that spreads nothing", 4, []int{0}},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/refused: "+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, spreadBoard(), Heads, Heads, Heads)
				a := attackAct(0, tc.attack)
				a.Split = tc.split
				_, err := g.Apply(a)
				wantRuleError(t, err, ErrBadChoice, era, refNone)
			})
		}
		t.Run(era+"/listed once per Pokémon that may take them", func(t *testing.T) {
			g, _ := newTestGame(t, era, spreadBoard())
			var spreads, bench [][]int
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActAttack && a.Index == 0 {
					spreads = append(spreads, a.Split)
				}
				if a.Kind == ActAttack && a.Index == 1 {
					bench = append(bench, a.Split)
				}
			}
			if fmt.Sprint(spreads) != "[[0] [1] [2]]" {
				t.Errorf("Spread Two listed with %v; want [[0] [1] [2]]", spreads)
			}
			if fmt.Sprint(bench) != "[[1] [2]]" {
				t.Errorf("Bench Coins listed with %v; want [[1] [2]]", bench)
			}
		})
	}
}

var (
	leafMover = &Card{ID: "test-83", Name: "Leaf Mover", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Grass},
		Powers: []Power{
			{Name: "Leafy Move", Kind: PokePower, Use: UseActivated, ChooseOwn: ChoosePokemon,
				Ops: []Op{{Kind: OpMoveSplit, Who: WhoChosenOwn, N: 1, Filter: Filter{Category: EnergyCard, Type: Grass}}}},
			{Name: "Rainy Attach", Kind: PokePower, Use: UseActivated,
				Ops: []Op{{Kind: OpAttachSplit, FromHand: true, N: 1, Type: Water, Filter: Filter{Category: EnergyCard, Type: Water}}}},
		},
		Attacks: []Attack{{Name: "Plain", Damage: 10}}}
	waterMon = &Card{ID: "test-84", Name: "Water Mon", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Water}}
	// swapAndPatch moves a Grass Energy from the chosen Pokémon, then heals that Pokémon.
	swapAndPatch = &Card{ID: "test-85b", Name: "Swap and Patch", Category: TrainerCard, Trainer: Item, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpMoveSplit, Who: WhoChosenOwn, N: 1, Filter: Filter{Category: EnergyCard, Type: Grass}},
			{Kind: OpHeal, Who: WhoChosenOwn, Amount: 30}}}
	energySwap = &Card{ID: "test-85", Name: "Energy Swap", Category: TrainerCard, Trainer: Item, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpMoveSplit, Who: WhoChosenOwn, N: 1, Filter: Filter{Category: EnergyCard, BasicEnergy: true}}}}
)

// moveBoard: Leaf Mover Active with Grass, Fire, Grass; a Water Mon and a Vulpix on the Bench.
func moveBoard() Board {
	b := table(mon(leafMover, hgGrass, hgFire, hgGrass), mon(bigTarget))
	b.Players[0].Bench = []BoardPokemon{*mon(waterMon), *mon(vulpix, hgDCE, hgFire)}
	b.Players[0].Hand = []*Card{hgWater, hgWater, energySwap}
	return b
}

func TestMoveSplit(t *testing.T) {
	tests := []struct {
		name  string
		a     Action
		want  []int // Energy cards on Active, Bench 1, Bench 2
		moved string
	}{
		{"a power moves one Grass Energy to the chosen Pokémon",
			Action{Kind: ActUsePower, Slot: 0, Index: 0, Own: 0, Target: -1, Split: []int{1}}, []int{2, 1, 2}, hgGrass.Name},
		{"no Split: nothing moves",
			Action{Kind: ActUsePower, Slot: 0, Index: 0, Own: 0, Target: -1}, []int{3, 0, 2}, ""},
		{"Picks names the card: the Fire Energy is not Grass, so it cannot be picked; the second Grass can",
			Action{Kind: ActUsePower, Slot: 0, Index: 0, Own: 0, Target: -1, Split: []int{2}, Picks: []int{2}}, []int{2, 0, 3}, hgGrass.Name},
		{"a Trainer moves the picked basic Energy: Fire, not the Double Colorless",
			Action{Kind: ActPlayTrainer, Hand: 2, Own: 2, Target: -1, Split: []int{0}, Picks: []int{1}}, []int{4, 0, 1}, hgFire.Name},
		{"the Trainer without Picks moves the oldest basic Energy: Fire",
			Action{Kind: ActPlayTrainer, Hand: 2, Own: 2, Target: -1, Split: []int{1}}, []int{3, 1, 1}, hgFire.Name},
		{"attach from the hand to a Water Pokémon only",
			Action{Kind: ActUsePower, Slot: 0, Index: 1, Own: -1, Target: -1, Split: []int{1}}, []int{3, 1, 2}, ""},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := moveBoard()
				if tc.a.Kind == ActPlayTrainer && era == "hgss" {
					b.Turn = 3 // not the first turn: Trainers are allowed
				}
				g, _ := newTestGame(t, era, b)
				ev := apply(t, g, tc.a)
				if got := energyCounts(g, 0); fmt.Sprint(got) != fmt.Sprint(tc.want) {
					t.Errorf("Energy on Active, Bench = %v; want %v", got, tc.want)
				}
				if tc.moved != "" && !hasEvent(ev, EvMoveEnergy, "moves "+tc.moved) {
					t.Errorf("no move-energy event moving %s", tc.moved)
				}
			})
		}
		refused := []struct {
			name string
			a    Action
		}{
			{"to the Pokémon it comes from", Action{Kind: ActUsePower, Slot: 0, Index: 0, Own: 0, Target: -1, Split: []int{0}}},
			{"a picked card that does not match", Action{Kind: ActUsePower, Slot: 0, Index: 0, Own: 0, Target: -1, Split: []int{1}, Picks: []int{1}}},
			{"two picks for one card", Action{Kind: ActUsePower, Slot: 0, Index: 0, Own: 0, Target: -1, Split: []int{1}, Picks: []int{0, 2}}},
			{"a picked position past the Energy", Action{Kind: ActUsePower, Slot: 0, Index: 0, Own: 0, Target: -1, Split: []int{1}, Picks: []int{7}}},
			{"attach to a Pokémon not of the type", Action{Kind: ActUsePower, Slot: 0, Index: 1, Own: -1, Target: -1, Split: []int{2}}},
		}
		for _, tc := range refused {
			t.Run(era+"/refused: "+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, moveBoard())
				_, err := g.Apply(tc.a)
				wantRuleError(t, err, ErrBadChoice, era, refNone)
			})
		}
		t.Run(era+"/as often as you like: the power works again", func(t *testing.T) {
			g, _ := newTestGame(t, era, moveBoard())
			for i := 0; i < 2; i++ {
				apply(t, g, Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: 0, Target: -1, Split: []int{1}})
			}
			if got := energyCounts(g, 0); fmt.Sprint(got) != "[1 2 2]" {
				t.Errorf("Energy on Active, Bench = %v; want [1 2 2]", got)
			}
		})
		t.Run(era+"/listed once per destination and different card", func(t *testing.T) {
			g, _ := newTestGame(t, era, moveBoard())
			n := 0
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActPlayTrainer && a.Own == 0 {
					n++
					if err := g.Legal(a); err != nil {
						t.Errorf("listed %v is refused: %v", a, err)
					}
				}
			}
			// From the Active: Grass and Fire are different cards, 2 destinations each.
			if n != 4 {
				t.Errorf("Energy Swap from the Active listed %d times; want 4", n)
			}
		})
		t.Run(era+"/nothing to move: listed once in all, without a destination", func(t *testing.T) {
			g, _ := newTestGame(t, era, moveBoard())
			// Neither Water Mon (Bench 1, no Energy) nor Vulpix (Bench 2, no Grass) has a
			// Grass Energy to move: using the power from either does the same, nothing.
			var idle []Action
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActUsePower && a.Index == 0 && a.Own != 0 {
					idle = append(idle, a)
				}
			}
			if len(idle) != 1 || idle[0].Split != nil || idle[0].Own != 1 {
				t.Errorf("Leafy Move from the Bench listed as %v; want one action, from Water Mon, with no Split", idle)
			}
			for _, own := range []int{1, 2} {
				if err := g.Legal(Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: own, Target: -1}); err != nil {
					t.Errorf("Leafy Move from slot %d, moving nothing, refused: %v; want it allowed", own, err)
				}
			}
		})
		t.Run(era+"/nothing to move, but the choice matters to another op: listed per Pokémon", func(t *testing.T) {
			b := moveBoard()
			b.Turn = 3 // not the first turn: Trainers are allowed
			b.Players[0].Hand = []*Card{swapAndPatch}
			b.Players[0].Bench[0].Damage, b.Players[0].Bench[1].Damage = 30, 30
			g, _ := newTestGame(t, era, b)
			var idle []int
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActPlayTrainer && a.Split == nil {
					idle = append(idle, a.Own)
				}
			}
			if fmt.Sprint(idle) != "[1 2]" {
				t.Errorf("Swap and Patch moving nothing listed from slots %v; want [1 2] (each heals its own Pokémon)", idle)
			}
		})
	}
}

// magnetMon's power attaches a Metal Energy card from the hand to the chosen Pokémon, as
// often as the player likes.
var magnetMon = &Card{ID: "test-83b", Name: "Magnet Mon", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Metal},
	Powers: []Power{{Name: "Magnet Attach", Kind: Ability, Use: UseActivated, ChooseOwn: ChoosePokemon,
		Ops: []Op{{Kind: OpAttachSplit, FromHand: true, Who: WhoChosenOwn, N: 1, Filter: Filter{Category: EnergyCard, BasicEnergy: true, Type: Metal}}}}},
	Attacks: []Attack{{Name: "Plain", Damage: 10}}}

func TestHandAttachListing(t *testing.T) {
	tests := []struct {
		name string
		hand []*Card
		want int // Magnet Attach actions listed
	}{
		{"a Metal Energy in the hand: one action per Pokémon", []*Card{hgWater, hgMetal}, 3},
		{"no Metal Energy in the hand: every choice does nothing, so it is not listed", []*Card{hgWater, hgWater}, 0},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(magnetMon), mon(bigTarget))
				b.Players[0].Bench = []BoardPokemon{*mon(waterMon), *mon(vulpix)}
				b.Players[0].Hand = tc.hand
				g, _ := newTestGame(t, era, b)
				n := 0
				for _, a := range g.LegalActions(nil) {
					if a.Kind == ActUsePower && a.Slot == 0 {
						n++
					}
				}
				if n != tc.want {
					t.Errorf("Magnet Attach listed %d times; want %d", n, tc.want)
				}
				// Apply takes every choice, the Bench too; with nothing to attach it refuses the
				// power, which would do nothing.
				_, err := g.Apply(Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: 2, Target: -1})
				if tc.want == 0 {
					wantRuleError(t, err, ErrNoEffect, era, refNoEffect)
				} else if err != nil {
					t.Fatal(err)
				}
			})
		}
	}
}

var (
	hgTool   = &Card{ID: "test-86", Name: "Spare Tool", Category: TrainerCard, Trainer: Tool}
	freeRoto = &Card{ID: "test-87", Name: "Free Roto", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Fire},
		Powers:  []Power{{Name: "Free Motor", Kind: Ability, Use: UsePassive, Costs: []CostMod{{Free: true, If: CostToolsInDiscard, N: 3}}}},
		Attacks: []Attack{{Name: "Blast", Cost: []Type{Fire, Colorless}, Damage: 30}}}
	evenMon = &Card{ID: "test-88", Name: "Even Mon", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Grass},
		Powers:  []Power{{Name: "Even Sight", Kind: PokeBody, Use: UsePassive, Costs: []CostMod{{Free: true, If: CostHandsEqual}}}},
		Attacks: []Attack{{Name: "Cut", Cost: []Type{Grass}, Damage: 30}}}
	windMon = &Card{ID: "test-89", Name: "Wind Mon", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Gust Cost", Cost: []Type{Colorless}, Damage: 10,
			After: []Op{{Kind: OpLasting, Who: WhoDefending, Lasting: Lasting{Kind: LastingCostMore, Cost: 2, When: OpponentsNextTurn}}}}}}
)

func TestAttackCostChanges(t *testing.T) {
	tools := func(n int) []*Card {
		out := []*Card{}
		for range n {
			out = append(out, hgTool)
		}
		return out
	}
	tests := []struct {
		name    string
		active  *BoardPokemon
		discard []*Card
		hands   [2]int
		want    bool // the attack may be used
	}{
		{"Tools short of the number: the printed cost", mon(freeRoto), tools(2), [2]int{1, 1}, false},
		{"enough Tools: no Energy needed", mon(freeRoto), tools(3), [2]int{1, 1}, true},
		{"enough Tools and Energy anyway", mon(freeRoto, hgFire, hgFire), tools(3), [2]int{1, 1}, true},
		{"hands of the same size: free", mon(evenMon), nil, [2]int{2, 2}, true},
		{"hands of different sizes: the printed cost", mon(evenMon), nil, [2]int{2, 3}, false},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(tc.active, mon(bigTarget))
				b.Players[0].Discard = tc.discard
				b.Players[0].Hand = filler(tc.hands[0])
				b.Players[1].Hand = filler(tc.hands[1])
				g, _ := newTestGame(t, era, b)
				err := g.Legal(attackAct(0, 0))
				if tc.want && err != nil {
					t.Errorf("attack refused: %v; want it allowed", err)
				}
				if !tc.want {
					wantRuleError(t, err, ErrNotEnoughEnergy, era, refEnergyCost)
				}
				listed := false
				for _, a := range g.LegalActions(nil) {
					listed = listed || a.Kind == ActAttack
				}
				if listed != tc.want {
					t.Errorf("attack listed = %v; want %v", listed, tc.want)
				}
			})
		}
		for _, tc := range []struct {
			name   string
			energy []*Card
			want   bool
		}{
			{"two more Colorless: Fire Energy for Fire plus 1 short", []*Card{hgFire, hgFire}, false},
			{"two more Colorless: 3 Energy pay Fire plus 2", []*Card{hgFire, hgFire, hgWater}, true},
		} {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, table(mon(windMon, hgWater), mon(vulpix, tc.energy...)))
				apply(t, g, attackAct(0, 0))
				if g.Current() != 1 {
					t.Fatalf("turn player = %d; want 1", g.Current())
				}
				err := g.Legal(attackAct(1, 0)) // Fireworks, printed cost Fire
				if tc.want && err != nil {
					t.Errorf("Fireworks refused: %v; want allowed", err)
				}
				if !tc.want {
					wantRuleError(t, err, ErrNotEnoughEnergy, era, refEnergyCost)
				}
			})
		}
	}
}

var (
	unitGFW    = &Card{ID: "test-90", Name: "Unit GFW", Category: EnergyCard, Provides: []Type{Colorless}, Attached: &AttachedEnergy{OneOf: []Type{Grass, Fire, Water}}}
	superBoost = &Card{ID: "test-91", Name: "Boost", Category: EnergyCard, Provides: []Type{Colorless},
		Attached: &AttachedEnergy{OneOf: []Type{AnyType}, Units: 1, Stage2Only: true, UnitsIfStage2: 4}}
	costly = &Card{ID: "test-92", Name: "Costly", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Fire},
		Attacks: []Attack{
			{Name: "Fire Water", Cost: []Type{Fire, Water}, Damage: 10},
			{Name: "Grass Grass", Cost: []Type{Grass, Grass}, Damage: 10},
			{Name: "Four", Cost: []Type{Metal, Colorless, Colorless, Colorless}, Damage: 10},
			{Name: "Count Fire", Before: []Op{{Kind: OpBasePer, Amount: 10, Count: CountSelfEnergy, Type: Fire}}},
			{Name: "Fire Two", Cost: []Type{Fire, Colorless}, Damage: 10},
		}}
	costly2  = &Card{ID: "test-93", Name: "Costly Two", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Mid", HP: 150, Types: []Type{Metal}, Attacks: costly.Attacks}
	fireBird = &Card{ID: "test-94", Name: "Fire Bird", Category: PokemonCard, Stage: Basic, HP: 130, Types: []Type{Fire},
		Powers:  []Power{{Name: "All Fire", Kind: PokeBody, Use: UsePassive, EnergyAs: Fire}},
		Attacks: costly.Attacks}
	stage2Filler = &Card{ID: "test-95", Name: "Other Stage 2", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Mid", HP: 100, Types: []Type{Metal}}
)

func TestEnergyInForce(t *testing.T) {
	tests := []struct {
		name   string
		active *BoardPokemon
		bench  []BoardPokemon
		attack int
		want   bool
	}{
		{"a Unit Energy pays Water next to a Fire", mon(costly, hgFire, unitGFW), nil, 0, true},
		{"a Unit Energy pays Fire next to a Water", mon(costly, unitGFW, hgWater), nil, 0, true},
		{"two Unit Energy pay Fire and Water", mon(costly, unitGFW, unitGFW), nil, 0, true},
		{"one Unit Energy is one unit: not Grass and Grass", mon(costly, unitGFW, hgFire), nil, 1, false},
		{"Boost on a Basic Pokémon is Colorless only", mon(costly, superBoost, hgWater), nil, 0, false},
		{"Boost on a Stage 2 is any one type", mon(costly2, superBoost, hgWater), nil, 0, true},
		{"Boost on a Stage 2 is one unit with fewer than 3 Stage 2", mon(costly2, superBoost), nil, 2, false},
		{"Boost gives 4 units with 3 Stage 2 in play", mon(costly2, superBoost),
			[]BoardPokemon{*mon(stage2Filler), *mon(stage2Filler)}, 2, true},
		{"all Energy is Fire: Water no longer pays Water", mon(fireBird, hgFire, hgWater), nil, 0, false},
		{"all Energy is Fire: Grass and a Double Colorless pay no Water", mon(fireBird, hgGrass, hgDCE), nil, 0, false},
		{"all Energy is Fire: Water pays a Fire symbol and Colorless", mon(fireBird, hgWater, hgWater), nil, 4, true},
		{"without the power Water pays no Fire symbol", mon(costly, hgWater, hgWater), nil, 4, false},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(tc.active, mon(bigTarget))
				b.Players[0].Bench = tc.bench
				g, _ := newTestGame(t, era, b)
				err := g.Legal(attackAct(0, tc.attack))
				if tc.want && err != nil {
					t.Errorf("attack refused: %v; want allowed", err)
				}
				if !tc.want {
					wantRuleError(t, err, ErrNotEnoughEnergy, era, refEnergyCost)
				}
			})
		}
		counts := []struct {
			name   string
			active *BoardPokemon
			want   int
		}{
			{"Fire Energy counted through a Unit Energy", mon(costly, unitGFW, hgFire, hgWater), 20},
			{"every unit counts as Fire under the power", mon(fireBird, hgWater, hgDCE), 30},
		}
		for _, tc := range counts {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, table(tc.active, mon(bigTarget)))
				apply(t, g, attackAct(0, 3))
				if d := damageOf(g, 1); d != tc.want {
					t.Errorf("damage = %d; want %d", d, tc.want)
				}
			})
		}
	}
}

var waterHealer = &Card{ID: "test-96", Name: "Water Healer", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Water},
	Powers: []Power{{Name: "Water Rest", Kind: PokeBody, Use: UseOwnAttaches, AttachType: Water,
		Ops: []Op{{Kind: OpHeal, Amount: 20, Who: WhoSelf}}}}}

func TestOwnAttachTriggers(t *testing.T) {
	tests := []struct {
		name   string
		energy *Card
		slot   int
		want   [2]int // damage on the Active and the Benched Water Healer
	}{
		{"Water Energy on the Active: 20 healed", hgWater, 0, [2]int{20, 40}},
		{"Fire Energy: nothing", hgFire, 0, [2]int{40, 40}},
		{"Water Energy on the Bench: that one healed", hgWater, 1, [2]int{40, 20}},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(waterHealer).dmg(40), mon(bigTarget))
				b.Players[0].Bench = []BoardPokemon{*mon(waterHealer).dmg(40)}
				b.Players[0].Hand = []*Card{tc.energy}
				g, _ := newTestGame(t, era, b)
				ev := apply(t, g, Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: tc.slot, Own: -1, Target: -1})
				got := [2]int{damageOf(g, 0), g.Bench(0)[0].Damage}
				if got != tc.want {
					t.Errorf("damage on Active, Bench = %v; want %v", got, tc.want)
				}
				if ran := hasEvent(ev, EvPower, "Water Rest"); ran != (tc.energy == hgWater) {
					t.Errorf("power event = %v; want %v", ran, tc.energy == hgWater)
				}
			})
		}
	}
}

var jetter = &Card{ID: "test-97", Name: "Jetter", Category: PokemonCard, Stage: Basic, HP: 120, Types: []Type{Water},
	Attacks: []Attack{
		{Name: "Hand Jet", Damage: 60, Before: []Op{{Kind: OpDiscardChosen, FromHand: true, N: 2, Filter: Filter{Category: EnergyCard, Type: Water}},
			{Kind: OpBaseSet}, {Kind: OpBasePer, Amount: 60, Count: CountDone}}},
		{Name: "Cyclone", Damage: 20, Before: []Op{{Kind: OpDiscardChosen, N: -1, Dest: ToDeck, Filter: Filter{Category: EnergyCard, Type: Water}},
			{Kind: OpBaseSet}, {Kind: OpBasePer, Amount: 20, Count: CountDone}}},
	}}

func TestDiscardChosen(t *testing.T) {
	tests := []struct {
		name    string
		attack  int
		picks   []int
		split   []int
		damage  int
		hand    int   // cards left in hand
		energy  []int // Energy cards on Active, Bench 1
		discard int   // cards in the discard pile
		deck    int   // cards in the deck (10 before; Ben draws from his own)
	}{
		{"two Water cards from the hand", 0, []int{0, 2}, nil, 120, 1, []int{1, 1}, 2, 10},
		{"one from the hand", 0, []int{2}, nil, 60, 2, []int{1, 1}, 1, 10},
		{"none: no damage", 0, nil, nil, 0, 3, []int{1, 1}, 0, 10},
		{"Water from both Pokémon into the deck", 1, nil, []int{0, 1}, 40, 3, []int{0, 0}, 0, 12},
		{"one from the Bench", 1, nil, []int{1}, 20, 3, []int{1, 0}, 0, 11},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(jetter, hgWater), mon(bigTarget))
				b.Players[0].Bench = []BoardPokemon{*mon(vulpix, hgWater)}
				b.Players[0].Hand = []*Card{hgWater, hgFire, hgWater}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, tc.attack)
				a.Picks, a.Split = tc.picks, tc.split
				apply(t, g, a)
				if d := damageOf(g, 1); d != tc.damage {
					t.Errorf("damage = %d; want %d", d, tc.damage)
				}
				if n := len(g.Hand(0)); n != tc.hand {
					t.Errorf("hand = %d cards; want %d", n, tc.hand)
				}
				if got := energyCounts(g, 0); fmt.Sprint(got) != fmt.Sprint(tc.energy) {
					t.Errorf("Energy on Active, Bench = %v; want %v", got, tc.energy)
				}
				if n := len(g.Discard(0)); n != tc.discard {
					t.Errorf("discard pile = %d; want %d", n, tc.discard)
				}
				if n := len(g.Deck(0)); n != tc.deck {
					t.Errorf("deck = %d; want %d", n, tc.deck)
				}
			})
		}
		refused := []struct {
			name   string
			attack int
			picks  []int
			split  []int
		}{
			{"a Fire Energy card from the hand", 0, []int{1}, nil},
			{"three cards where 2 is the most", 0, []int{0, 2, 2}, nil},
			{"the same card twice", 0, []int{0, 0}, nil},
			{"more from a Pokémon than it has", 1, nil, []int{1, 1}},
			{"Pokémon for a discard from the hand", 0, nil, []int{0}},
		}
		for _, tc := range refused {
			t.Run(era+"/refused: "+tc.name, func(t *testing.T) {
				b := table(mon(jetter, hgWater), mon(bigTarget))
				b.Players[0].Bench = []BoardPokemon{*mon(vulpix, hgWater)}
				b.Players[0].Hand = []*Card{hgWater, hgFire, hgWater}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, tc.attack)
				a.Picks, a.Split = tc.picks, tc.split
				_, err := g.Apply(a)
				wantRuleError(t, err, ErrBadChoice, era, refNone)
			})
		}
		t.Run(era+"/listed once per number of cards", func(t *testing.T) {
			b := table(mon(jetter, hgWater), mon(bigTarget))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix, hgWater)}
			b.Players[0].Hand = []*Card{hgWater, hgFire, hgWater}
			g, _ := newTestGame(t, era, b)
			var jets, cyclones []string
			for _, a := range g.LegalActions(nil) {
				switch {
				case a.Kind == ActAttack && a.Index == 0:
					jets = append(jets, fmt.Sprint(a.Picks))
				case a.Kind == ActAttack && a.Index == 1:
					cyclones = append(cyclones, fmt.Sprint(a.Split))
				}
			}
			if fmt.Sprint(jets) != "[[] [0] [0 2]]" || fmt.Sprint(cyclones) != "[[] [0] [0 1]]" {
				t.Errorf("listed Picks %v and Split %v; want [[] [0] [0 2]] and [[] [0] [0 1]]", jets, cyclones)
			}
		})
	}
}

var burner = &Card{ID: "test-98", Name: "Burner", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Fire},
	Attacks: []Attack{{Name: "Top Burn", After: []Op{{Kind: OpDiscardDeck, N: 1, Who: WhoDefending, Count: CountSelfEnergy, Type: Fire}}}}}

// discard-deck with a Count: N cards for each (Top Burner: one per Fire Energy attached).
func TestDiscardDeckCounted(t *testing.T) {
	tests := []struct {
		name   string
		energy []*Card
		want   int // cards discarded from the opponent's deck
	}{
		{"two Fire Energy: two cards", []*Card{hgFire, hgFire, hgWater}, 2},
		{"no Fire Energy: none", []*Card{hgWater}, 0},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, table(mon(burner, tc.energy...), mon(bigTarget)))
				apply(t, g, attackAct(0, 0))
				// Ben then draws 1 card for his turn.
				if got := len(g.Discard(1)); got != tc.want {
					t.Errorf("opponent's discard pile = %d; want %d", got, tc.want)
				}
				if got := len(g.Deck(1)); got != 10-tc.want-1 {
					t.Errorf("opponent's deck = %d; want %d", got, 10-tc.want-1)
				}
			})
		}
	}
}

// TestRainbowNoTypeOutsidePlay: Rainbow Energy is every type only while attached (ruling
// rainbow-energy-no-type-outside-play, every era). An effect that takes an Energy card of a
// type from the hand, the deck or the discard pile passes it by; attached, it is of that
// type for an effect that moves Energy of the type.
func TestRainbowNoTypeOutsidePlay(t *testing.T) {
	taker := &Card{ID: "test-e40", Name: "Taker", Category: PokemonCard, Stage: Basic, HP: 200, Types: []Type{Water},
		Attacks: []Attack{
			{Name: "From Hand", After: []Op{{Kind: OpAttachSplit, FromHand: true, N: 1, Who: WhoSelf, Filter: Filter{Category: EnergyCard, Type: Water}}}},
			{Name: "From Deck", After: []Op{{Kind: OpSearch, N: 1, Dest: ToAttach, Who: WhoSelf, Filter: Filter{Category: EnergyCard, Type: Metal}}}},
			{Name: "From Discard", After: []Op{{Kind: OpAttachSplit, N: 1, Who: WhoSelf, Filter: Filter{Category: EnergyCard, Type: Fire}}}},
			{Name: "Move Water", After: []Op{{Kind: OpMoveEnergyChosen, N: -1, Who: WhoEachOwnBenched, To: WhoSelf, Filter: Filter{Category: EnergyCard, Type: Water}}}},
		}}
	const fromHand, fromDeck, fromDiscard, moveWater = 0, 1, 2, 3
	tests := []struct {
		name       string
		attack     int
		pile       []*Card // the hand, the deck or the discard pile the attack looks in; Benched Energy for moveWater
		wantEnergy int     // Energy cards on the attacker afterwards
	}{
		{"hand: Rainbow Energy is no Water Energy card", fromHand, []*Card{hgRainbow}, 0},
		{"hand: a Water Energy card is", fromHand, []*Card{hgRainbow, hgWater}, 1},
		{"deck: Rainbow Energy is no Metal Energy card", fromDeck, []*Card{hgRainbow, hgRainbow}, 0},
		{"deck: the Metal Energy card under it is found", fromDeck, []*Card{hgRainbow, hgMetal}, 1},
		{"discard pile: Rainbow Energy is no Fire Energy card", fromDiscard, []*Card{hgRainbow}, 0},
		{"attached: Rainbow Energy is Water Energy", moveWater, []*Card{hgRainbow}, 1},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(taker), mon(handMon))
				b.Players[0].Bench = []BoardPokemon{*mon(handMon)}
				switch tc.attack {
				case fromHand:
					b.Players[0].Hand = tc.pile
				case fromDeck:
					b.Players[0].Deck = tc.pile
				case fromDiscard:
					b.Players[0].Discard = tc.pile
				case moveWater:
					b.Players[0].Bench[0].Energy = tc.pile
				}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, tc.attack)
				if tc.attack == moveWater {
					a.Moves = []CounterMove{{From: 1, To: 0, N: 1}}
				}
				apply(t, g, a)
				v, _ := g.Active(0)
				if len(v.Energy) != tc.wantEnergy {
					t.Errorf("Energy on the attacker = %v; want %d", v.Energy, tc.wantEnergy)
				}
				for _, e := range v.Energy {
					if e == hgRainbow && tc.attack != moveWater {
						t.Errorf("Rainbow Energy was taken from outside play")
					}
				}
			})
		}
	}
}
