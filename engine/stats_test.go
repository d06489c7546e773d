package engine

import "testing"

// Retreat Costs and Weakness changed by powers, Tools and Stadiums, in every era.
var (
	floater = &Card{ID: "test-70", Name: "Floater", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Water}, RetreatCost: 2,
		Powers: []Power{{Name: "Float", Kind: PokeBody, Use: UsePassive,
			Stats: []StatMod{{Stat: StatRetreat, Set: true, Cond: IfEnergy, Energy: Water}}}}}
	speedy = &Card{ID: "test-71", Name: "Speedy", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Fire}, RetreatCost: 3,
		Powers: []Power{{Name: "Speed", Kind: PokeBody, Use: UsePassive,
			Stats: []StatMod{{Stat: StatRetreat, Amount: -1, Cond: PerEnergy, Energy: Fire}}}}}
	tangler = &Card{ID: "test-72", Name: "Tangler", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Grass}, RetreatCost: 1,
		Powers: []Power{{Name: "Tangle", Kind: PokeBody, Use: UsePassive, ActiveOnly: true,
			Stats: []StatMod{{Stat: StatRetreat, Amount: 2, Who: StatOppActive}}}}}
	shield = &Card{ID: "test-73", Name: "Shield", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Grass}, RetreatCost: 1,
		Powers: []Power{{Name: "Shield", Kind: PokeBody, Use: UsePassive,
			Stats: []StatMod{{Stat: StatNoWeakness, Who: StatOwn, Type: Grass}}}}}
	grassWeakFire = &Card{ID: "test-74", Name: "Leafy", Category: PokemonCard, Stage: Basic, HP: 120, Types: []Type{Grass}, RetreatCost: 1,
		Weakness: []Weakness{{Type: Fire, Mult: 2}}}
	darkCircle = &Card{ID: "test-75", Name: "Dark Circle", Category: TrainerCard, Trainer: Stadium,
		Stats: []StatMod{{Stat: StatNoWeakness, Who: StatAll, Cond: IfEnergy, Energy: Darkness}}}
	hgDark = basicEnergy(Darkness, "hgss1-121")
)

func retreatOf(g *Game, p int) int {
	a, _ := g.Active(p)
	return a.RetreatCost
}

func TestRetreatCostChanges(t *testing.T) {
	tests := []struct {
		name  string
		board func() Board
		want  int
	}{
		{"no Retreat Cost with Water attached", func() Board { return table(mon(floater, hgWater), mon(vulpix)) }, 0},
		{"printed cost without Water", func() Board { return table(mon(floater, hgFire), mon(vulpix)) }, 2},
		{"one fewer per Fire Energy", func() Board { return table(mon(speedy, hgFire, hgFire, hgWater), mon(vulpix)) }, 1},
		{"never below 0", func() Board { return table(mon(speedy, hgFire, hgFire, hgFire, hgFire), mon(vulpix)) }, 0},
		{"the opponent's Active Tangler adds 2", func() Board { return table(mon(vulpix), mon(tangler)) }, 1 + 2},
		{"a Benched Tangler adds nothing", func() Board {
			b := table(mon(vulpix), mon(vulpix))
			b.Players[1].Bench = []BoardPokemon{*mon(tangler)}
			return b
		}, 1},
		{"its own Tangler does not reach it", func() Board { return table(mon(tangler), mon(vulpix)) }, 1},
		// Enough Energy for the printed cost but not for the cost in force: refused.
		{"Tangler adds 2: two Energy do not pay 3", func() Board { return table(mon(vulpix, hgFire, hgFire), mon(tangler)) }, 3},
		{"Tangler adds 2: three Energy pay 3", func() Board { return table(mon(vulpix, hgFire, hgFire, hgFire), mon(tangler)) }, 3},
		{"a Benched Tangler: one Energy pays 1", func() Board {
			b := table(mon(vulpix, hgFire), mon(vulpix))
			b.Players[1].Bench = []BoardPokemon{*mon(tangler)}
			return b
		}, 1},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := tc.board()
				b.Players[0].Bench = append(b.Players[0].Bench, *mon(kricketot))
				g, _ := newTestGame(t, era, b)
				if got := retreatOf(g, 0); got != tc.want {
					t.Fatalf("Retreat Cost = %d; want %d", got, tc.want)
				}
				// The cost in force is what retreating pays: the Energy it leaves attached.
				a, _ := g.Active(0)
				before := len(a.Energy)
				_, err := g.Apply(Action{Kind: ActRetreat, Player: 0, Slot: 1, Own: -1, Target: -1})
				if before < tc.want {
					if err == nil {
						t.Fatalf("retreat with %d Energy for a cost of %d was allowed", before, tc.want)
					}
					return
				}
				if err != nil {
					t.Fatalf("retreat: %v", err)
				}
				if e := g.Bench(0)[0].Energy; len(e) != before-tc.want {
					t.Errorf("Energy left = %d; want %d", len(e), before-tc.want)
				}
			})
		}
	}
}

// TestNoRetreatCostStays: an effect that says a Pokémon has no Retreat Cost keeps it at
// nothing against an increase (Tangler's +2), while a cost that reductions bring to 0 rises
// again (ruling retreat-cost-set-to-zero, every era; the trace cites it when it mattered).
// Without the ruling the increase counts after the set.
func TestNoRetreatCostStays(t *testing.T) {
	type row struct {
		name       string
		rules      *Ruleset
		board      Board
		want       int // the Retreat Cost in force, which retreating pays
		wantRuling bool
	}
	var tests []row
	for _, era := range eras {
		off := rules(t, era)
		off.NoRetreatCostStays = RuleChoice{}
		// Floater has no Retreat Cost with Water attached; Speedy's 3 falls by 1 for each Fire.
		tests = append(tests,
			row{era + ", no Retreat Cost: Tangler adds nothing", rules(t, era), table(mon(floater, hgWater), mon(tangler)), 0, true},
			row{era + ", no Retreat Cost, nothing added: no ruling needed", rules(t, era), table(mon(floater, hgWater), mon(vulpix)), 0, false},
			row{era + ", reduced to 0: Tangler adds 2", rules(t, era), table(mon(speedy, hgFire, hgFire, hgFire), mon(tangler)), 2, false},
			row{era + ", without the ruling: Tangler adds 2 after the set", off, table(mon(floater, hgWater, hgWater), mon(tangler)), 2, false})
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.board.Players[0].Bench = []BoardPokemon{*mon(kricketot)}
			g, err := NewBoard(tc.rules, tc.board, NewScripted(), Options{Trace: true})
			if err != nil {
				t.Fatal(err)
			}
			if got := retreatOf(g, 0); got != tc.want {
				t.Fatalf("Retreat Cost = %d; want %d", got, tc.want)
			}
			a, _ := g.Active(0)
			before := len(a.Energy)
			ev := apply(t, g, Action{Kind: ActRetreat, Player: 0, Slot: 1, Own: -1, Target: -1})
			if e := g.Bench(0)[0].Energy; len(e) != before-tc.want {
				t.Errorf("Energy left = %d; want %d", len(e), before-tc.want)
			}
			if got := hasRuling(ev, noRetreatCostStays); got != tc.wantRuling {
				t.Errorf("a note cites the ruling = %v; want %v: %v", got, tc.wantRuling, ev)
			}
		})
	}
}

func TestNoWeakness(t *testing.T) {
	fireAttacker := &Card{ID: "test-76", Name: "Burner", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Fire},
		Attacks: []Attack{{Name: "Burn Up", Damage: 30}}}
	tests := []struct {
		name  string
		board func() Board
		want  int
	}{
		{"Weakness applies", func() Board { return table(mon(fireAttacker), mon(grassWeakFire)) }, 60},
		{"a Benched Shield takes Grass Weakness away", func() Board {
			b := table(mon(fireAttacker), mon(grassWeakFire))
			b.Players[1].Bench = []BoardPokemon{*mon(shield)}
			return b
		}, 30},
		{"the attacker's Shield does not help the defender", func() Board {
			b := table(mon(fireAttacker), mon(grassWeakFire))
			b.Players[0].Bench = []BoardPokemon{*mon(shield)}
			return b
		}, 60},
		{"Stadium: Darkness Energy attached, no Weakness", func() Board {
			b := table(mon(fireAttacker), mon(grassWeakFire, hgDark))
			b.Stadium = darkCircle
			return b
		}, 30},
		{"Stadium: no Darkness Energy, Weakness applies", func() Board {
			b := table(mon(fireAttacker), mon(grassWeakFire, hgGrass))
			b.Stadium = darkCircle
			return b
		}, 60},
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

func TestRetreatAnyway(t *testing.T) {
	board := &Card{ID: "test-77", Name: "Escape Tool", Category: TrainerCard, Trainer: Tool,
		Stats: []StatMod{{Stat: StatRetreat, Amount: -1}, {Stat: StatRetreatAnyway}}}
	tests := []struct {
		name    string
		active  *BoardPokemon
		wantErr error
		cost    int
	}{
		{"Asleep with the Tool: retreats, one less", mon(vulpix, hgFire).with(Asleep).tool(board), nil, 0},
		{"Paralyzed with the Tool: retreats", mon(kricketot, hgFire).with(Paralyzed).tool(board), nil, 0},
		{"Asleep without it: refused", mon(vulpix, hgFire).with(Asleep), ErrCannotRetreat, 1},
		{"Confused with the Tool: one less", mon(vulpix, hgFire).with(Confused).tool(board), nil, 0},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(tc.active, mon(vulpix))
				b.Players[0].Bench = []BoardPokemon{*mon(kricketot)}
				g, _ := newTestGame(t, era, b, Heads) // a Confusion coin, if one is asked for
				if got := retreatOf(g, 0); got != tc.cost {
					t.Errorf("Retreat Cost = %d; want %d", got, tc.cost)
				}
				_, err := g.Apply(Action{Kind: ActRetreat, Player: 0, Slot: 1, Own: -1, Target: -1})
				if tc.wantErr != nil {
					wantRuleError(t, err, tc.wantErr, era, refRetreatBlocked)
					return
				}
				if err != nil {
					t.Fatalf("retreat: %v", err)
				}
				if e := g.Bench(0)[0].Energy; len(e) != 1 {
					t.Errorf("Energy kept = %d; want 1 (nothing to pay)", len(e))
				}
			})
		}
	}
}
