package engine

import (
	"errors"
	"testing"
)

func TestEffectPrimitives(t *testing.T) {
	tests := []struct {
		name   string
		era    string
		board  func() Board
		coins  string
		action Action
		check  func(t *testing.T, g *Game, ev []Event)
	}{
		{"coin: tails discards a Fire Energy (Vulpix)", "hgss",
			func() Board { return table(mon(vulpix, hgFire, hgFire), mon(tropius)) }, "T", attackAct(0, 0),
			func(t *testing.T, g *Game, ev []Event) {
				if a, _ := g.Active(0); len(a.Energy) != 1 {
					t.Errorf("Energy left = %d; want 1", len(a.Energy))
				}
			}},
		{"coin: heads keeps the Energy", "hgss",
			func() Board { return table(mon(vulpix, hgFire, hgFire), mon(tropius)) }, "H", attackAct(0, 0),
			func(t *testing.T, g *Game, ev []Event) {
				if a, _ := g.Active(0); len(a.Energy) != 2 {
					t.Errorf("Energy left = %d; want 2", len(a.Energy))
				}
			}},
		{"flip N: one search per heads (Tropius Green Call)", "hgss",
			func() Board {
				b := table(mon(tropius, hgGrass), mon(magmar))
				b.Players[0].Deck = []*Card{hgFire, kricketot, pineco, vulpix}
				return b
			}, "HT", attackAct(0, 0),
			func(t *testing.T, g *Game, ev []Event) {
				h := g.Hand(0)
				if len(h) != 1 || h[0] != kricketot {
					t.Errorf("hand = %v; want the first Grass Pokémon found, Kricketot", h)
				}
			}},
		{"condition on heads (Charjabug)", "sm",
			func() Board { return table(mon(charjabug, smLightning, smLightning), mon(rowlet)) }, "H", attackAct(0, 0),
			func(t *testing.T, g *Game, ev []Event) {
				if condOf(g, 1) != Paralyzed {
					t.Errorf("conditions %v; want Paralyzed", condOf(g, 1))
				}
			}},
		{"damage to a chosen Benched Pokémon: no Weakness (Dartrix)", "sm",
			func() Board {
				b := table(mon(dartrix, smGrass), mon(litten))
				b.Players[1].Bench = []BoardPokemon{*mon(froakie)}
				return b
			}, "", Action{Kind: ActAttack, Player: 0, Index: 0, Own: -1, Target: 1},
			func(t *testing.T, g *Game, ev []Event) {
				if d := g.Bench(1)[0].Damage; d != 20 {
					t.Errorf("Benched Froakie damage = %d; want 20 (no Weakness on the Bench)", d)
				}
				if damageOf(g, 1) != 0 {
					t.Errorf("the Active Pokémon took damage")
				}
			}},
		{"self damage on tails: no Weakness or Resistance (Blastoise-EX)", "xy",
			func() Board {
				// A Water Pokémon with Weakness to Water would double self damage if it applied.
				self := *blastoiseEX
				self.Weakness = []Weakness{{Type: Water, Mult: 2}}
				return table(mon(&self, xyWater, xyWater, xyWater), mon(venusaurEX))
			}, "T", attackAct(0, 1),
			func(t *testing.T, g *Game, ev []Event) {
				if d := damageOf(g, 0); d != 30 {
					t.Errorf("Blastoise-EX damage = %d; want 30", d)
				}
				if d := damageOf(g, 1); d != 120 {
					t.Errorf("Venusaur-EX damage = %d; want 120", d)
				}
			}},
		{"damage counters skip the damage order (Decidueye-GX Feather Arrow)", "sm",
			func() Board {
				b := table(mon(decidueyeGX), mon(litten).tool(xyHardCharm))
				return b
			}, "", Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: -1, Target: 0},
			func(t *testing.T, g *Game, ev []Event) {
				if d := damageOf(g, 1); d != 20 {
					t.Errorf("damage = %d; want 20: Hard Charm does not reduce damage counters", d)
				}
			}},
		{"heal (Potion on a Benched Pokémon)", "xy",
			func() Board {
				b := table(mon(chespin), mon(froakie))
				b.Players[0].Bench = []BoardPokemon{*mon(quilladin).dmg(50)}
				b.Players[0].Hand = []*Card{xyPotion}
				return b
			}, "", Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: 1, Target: -1},
			func(t *testing.T, g *Game, ev []Event) {
				if d := g.Bench(0)[0].Damage; d != 20 {
					t.Errorf("damage after Potion = %d; want 20", d)
				}
			}},
		{"heal after damage (Quilladin Leech Seed)", "xy",
			func() Board { return table(mon(quilladin, xyGrass, xyGrass).dmg(30), mon(froakie)) }, "", attackAct(0, 0),
			func(t *testing.T, g *Game, ev []Event) {
				if d := damageOf(g, 0); d != 20 {
					t.Errorf("damage = %d; want 20", d)
				}
			}},
		{"switch own (Switch) clears conditions", "hgss",
			func() Board {
				b := table(mon(vulpix).with(Poisoned), mon(tropius))
				b.Players[0].Bench = []BoardPokemon{*mon(magmar)}
				b.Players[0].Hand = []*Card{hgSwitch}
				return b
			}, "", Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: 1, Target: -1},
			func(t *testing.T, g *Game, ev []Event) {
				a, _ := g.Active(0)
				if a.Card != magmar || g.Bench(0)[0].Conditions != 0 {
					t.Errorf("Active %s, Benched conditions %v; want Magmar and none", a.Card.Name, g.Bench(0)[0].Conditions)
				}
			}},
		{"switch opponent on heads (Pokémon Catcher)", "xy",
			func() Board {
				b := table(mon(chespin), mon(froakie))
				b.Players[1].Bench = []BoardPokemon{*mon(tauros)}
				b.Players[0].Hand = []*Card{xyCatcher}
				return b
			}, "H", Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: 1},
			func(t *testing.T, g *Game, ev []Event) {
				if a, _ := g.Active(1); a.Card != tauros {
					t.Errorf("Ben's Active = %s; want Tauros", a.Card.Name)
				}
			}},
		{"switch both (Blastoise-EX Rapid Spin)", "xy",
			func() Board {
				b := table(mon(blastoiseEX, xyWater, xyWater), mon(froakie))
				b.Players[0].Bench = []BoardPokemon{*mon(chespin)}
				b.Players[1].Bench = []BoardPokemon{*mon(tauros)}
				return b
			}, "", Action{Kind: ActAttack, Player: 0, Index: 0, Own: 1, Target: 1},
			func(t *testing.T, g *Game, ev []Event) {
				a0, _ := g.Active(0)
				a1, _ := g.Active(1)
				if a0.Card != chespin || a1.Card != tauros || g.Bench(1)[0].Damage != 30 {
					t.Errorf("Actives %s and %s, Froakie damage %d; want Chespin, Tauros, 30 (damage before the switches)",
						a0.Card.Name, a1.Card.Name, g.Bench(1)[0].Damage)
				}
			}},
		{"draw (Tierno)", "xy",
			func() Board {
				b := table(mon(chespin), mon(froakie))
				b.Players[0].Hand = []*Card{xyTierno}
				return b
			}, "", trainerAct(0, 0),
			func(t *testing.T, g *Game, ev []Event) {
				if n := len(g.Hand(0)); n != 3 {
					t.Errorf("hand = %d; want 3", n)
				}
			}},
		{"search a Basic to the Bench (Nest Ball)", "sm",
			func() Board {
				b := table(mon(litten), mon(rowlet))
				b.Players[0].Hand = []*Card{smNestBall}
				b.Players[0].Deck = []*Card{smFire, torracat, rowlet, smFire}
				return b
			}, "", trainerAct(0, 0),
			func(t *testing.T, g *Game, ev []Event) {
				if b := g.Bench(0); len(b) != 1 || b[0].Card != rowlet {
					t.Errorf("Bench = %v; want Rowlet", b)
				}
				if n := len(g.Deck(0)); n != 3 {
					t.Errorf("deck = %d; want 3", n)
				}
			}},
		{"search Energy and attach (Vikavolt Strong Charge)", "sm",
			func() Board {
				b := table(mon(vikavolt), mon(rowlet))
				b.Players[0].Bench = []BoardPokemon{*mon(grubbin)}
				b.Players[0].Deck = []*Card{smFire, smLightning, smGrass, smGrass}
				return b
			}, "", Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: 1, Target: -1},
			func(t *testing.T, g *Game, ev []Event) {
				e := g.Bench(0)[0].Energy
				if len(e) != 2 || e[0] != smGrass || e[1] != smLightning {
					t.Errorf("Grubbin's Energy = %v; want Grass and Lightning", e)
				}
			}},
		{"discard 3 Energy (Vikavolt Electro Cannon)", "sm",
			func() Board {
				return table(mon(vikavolt, smLightning, smLightning, smLightning, smLightning), mon(tropius))
			}, "", attackAct(0, 0),
			func(t *testing.T, g *Game, ev []Event) {
				if a, _ := g.Active(0); len(a.Energy) != 1 {
					t.Errorf("Energy left = %d; want 1", len(a.Energy))
				}
			}},
		{"lasting: the Defending Pokémon flips before its attack (Forretress)", "hgss",
			func() Board { return table(mon(forretress, hgMetal, hgMetal), mon(tropius)) }, "", attackAct(0, 0),
			func(t *testing.T, g *Game, ev []Event) {
				if len(eventsOf(ev, EvLasting)) != 1 {
					t.Errorf("no lasting effect traced: %v", ev)
				}
			}},
		{"shuffle hand and draw (Professor Oak's New Theory)", "hgss",
			func() Board {
				b := table(mon(vulpix), mon(tropius))
				b.Players[0].Hand = []*Card{hgOak, hgFire, hgFire}
				return b
			}, "", trainerAct(0, 0),
			func(t *testing.T, g *Game, ev []Event) {
				if n := len(g.Hand(0)); n != 6 {
					t.Errorf("hand = %d; want 6", n)
				}
				if n := len(g.Deck(0)); n != 6 {
					t.Errorf("deck = %d; want 6 (10 + 2 - 6)", n)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.era+"/"+tc.name, func(t *testing.T) {
			g, _ := newTestGame(t, tc.era, tc.board(), coins(tc.coins)...)
			ev := apply(t, g, tc.action)
			tc.check(t, g, ev)
		})
	}
}

// TestCancelFlipNextTurn: Mirror Shot's effect lasts through the opponent's next turn only.
func TestCancelFlipNextTurn(t *testing.T) {
	b := table(mon(forretress, hgMetal, hgMetal), mon(tropius, hgGrass, hgGrass))
	g, src := newTestGame(t, "hgss", b, Tails)
	apply(t, g, attackAct(0, 0)) // Tropius gets the effect; 30 damage
	ev := apply(t, g, attackAct(1, 1))
	if src.Used() != 1 || !hasEvent(ev, EvAttackFails, "does nothing") {
		t.Fatalf("Ben's attack under Mirror Shot: %d flips, events %v; want one tails flip and nothing", src.Used(), ev)
	}
	if d := damageOf(g, 0); d != 0 {
		t.Errorf("Forretress damage = %d; want 0", d)
	}
}

func TestPrismStarToLostZone(t *testing.T) {
	// Only the sm rulebook has Prism Star cards; the xy ruleset applies no such rule.
	tests := []struct {
		era      string
		wantLost int
	}{
		{"xy", 0},
		{"sm", 1},
	}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			b := table(mon(magmar, hgFire), mon(giratinaPrism).dmg(150))
			b.Players[1].Bench = []BoardPokemon{*mon(rowlet)}
			g, _ := newTestGame(t, tc.era, b)
			ev := apply(t, g, attackAct(0, 0))
			if l := g.LostZone(1); len(l) != tc.wantLost {
				t.Errorf("Lost Zone = %v; want %d card(s)", l, tc.wantLost)
			}
			if tc.wantLost == 1 && len(eventsOf(ev, EvLostZone)) != 1 {
				t.Errorf("no Lost Zone event: %v", ev)
			}
		})
	}
}

func TestLegendPlay(t *testing.T) {
	b := table(mon(vulpix), mon(tropius))
	b.Players[0].Hand = []*Card{enteiRaikou2, hgFire, enteiRaikou1, hoohLegend1}
	g, _ := newTestGame(t, "hgss", b)
	_, err := g.Apply(Action{Kind: ActPlayLegend, Player: 0, Hand: 2, Hand2: 3})
	wantRuleError(t, err, ErrLegendHalves, "hgss", refLegend)
	_, err = g.Apply(Action{Kind: ActPlayBasic, Player: 0, Hand: 0})
	wantRuleError(t, err, ErrNotBasic, "hgss", refBench)
	apply(t, g, Action{Kind: ActPlayLegend, Player: 0, Hand: 2, Hand2: 0})
	bench := g.Bench(0)
	if len(bench) != 1 || bench[0].Card != enteiRaikou1 || len(bench[0].Stack) != 2 || bench[0].HP != 140 {
		t.Fatalf("Bench %+v; want one Entei & Raikou LEGEND made of two cards", bench)
	}
}

func TestScriptedSourceRunsOut(t *testing.T) {
	g, src := newTestGame(t, "hgss", table(mon(vulpix, hgFire), mon(tropius)))
	_, err := g.Apply(attackAct(0, 0))
	if !errors.Is(err, ErrScriptExhausted) {
		t.Fatalf("attack needing a flip with an empty script = %v; want ErrScriptExhausted", err)
	}
	if src.Used() != 1 || src.Remaining() != 0 {
		t.Errorf("used %d, remaining %d; want 1, 0", src.Used(), src.Remaining())
	}
	_, err = g.Apply(act(ActEndTurn, 1))
	if !errors.Is(err, ErrGameBroken) {
		t.Errorf("next action = %v; want ErrGameBroken", err)
	}
}

func TestSeededSource(t *testing.T) {
	a, b := NewSeeded(42), NewSeeded(42)
	ca, cb := make([]CardRef, 60), make([]CardRef, 60)
	for i := range ca {
		ca[i], cb[i] = CardRef(i), CardRef(i)
	}
	heads := 0
	for i := 0; i < 1000; i++ {
		x, y := a.Flip(), b.Flip()
		if x != y {
			t.Fatalf("flip %d differs for the same seed", i)
		}
		if x == Heads {
			heads++
		}
	}
	if heads < 400 || heads > 600 {
		t.Errorf("%d heads in 1000 flips; want about half", heads)
	}
	a.Shuffle(ca)
	b.Shuffle(cb)
	moved := 0
	for i := range ca {
		if ca[i] != cb[i] {
			t.Fatalf("shuffles differ for the same seed at %d", i)
		}
		if ca[i] != CardRef(i) {
			moved++
		}
	}
	if moved < 30 {
		t.Errorf("shuffle moved %d of 60 cards; want most of them", moved)
	}
}

// TestOpponentAttachesPower: Ampharos's Conductivity (a Poké-Body) puts a damage counter on
// each Pokémon its opponent attaches an Energy card to from the hand; when that counter
// reaches the Pokémon's HP it is Knocked Out at once, in the attacher's own turn, and the
// Poké-Body's owner takes the Prize card. Bodies work under Special Conditions. Per era.
func TestOpponentAttachesPower(t *testing.T) {
	ampharos := &Card{ID: "hgss1-105", Name: "Ampharos", Category: PokemonCard, Stage: Stage2, HP: 140,
		Types: []Type{Lightning}, EvolvesFrom: "Flaaffy",
		Powers: []Power{{Name: "Conductivity", Kind: PokeBody, Use: UseOpponentAttaches,
			Ops: []Op{{Kind: OpCounters, Who: WhoChosenOpp, N: 1}}}}}
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(vulpix).dmg(50), mon(ampharos).with(Asleep))
			b.Players[0].Bench = []BoardPokemon{*mon(magmar), *mon(kricketot)}
			b.Players[0].Hand = []*Card{hgFire, hgFire}
			g, _ := newTestGame(t, era, b)
			// To the Benched Magmar: one counter, no Knock Out.
			ev := apply(t, g, Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 1})
			if n := len(eventsOf(ev, EvPower)); n != 1 {
				t.Fatalf("power events = %d; want 1 (Conductivity)", n)
			}
			if d := g.Bench(0)[0].Damage; d != 10 {
				t.Errorf("Magmar's damage after the attachment = %d; want 10", d)
			}
			g2, _ := newTestGame(t, era, b)
			ev = apply(t, g2, Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 0})
			if ko := eventsOf(ev, EvKnockOut); len(ko) != 1 || ko[0].Card != "Vulpix" {
				t.Fatalf("Knock Outs = %v; want Vulpix, Knocked Out in Ana's own turn", ko)
			}
			if d, p := g2.Decision(); d != DecidePrize || p != 1 {
				t.Fatalf("decision %v for player %d; want Ben to take the Prize card", d, p)
			}
			// With nothing on Ana's Bench, that Knock Out ends the game in her own turn.
			b.Players[0].Bench = nil
			g3, _ := newTestGame(t, era, b)
			apply(t, g3, Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 0})
			for d, p := g3.Decision(); d == DecidePrize; d, p = g3.Decision() {
				apply(t, g3, Action{Kind: ActTakePrize, Player: p, Index: 0})
			}
			if res := g3.Result(); !g3.Over() || res.Winner != 1 {
				t.Errorf("result %+v; want Ben to win: Ana has no Pokémon to replace her Active Pokémon", res)
			}
			if err := g3.CheckInvariants(); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestConductivityEachEnergy: each Energy card attached from the hand sets off each
// Conductivity once, whether by the turn's attachment or by an effect that attaches from the
// hand (ruling conductivity-each-energy-each-ampharos, given for hgss; the engine reads the
// power the same in every era). Energy attached from the discard pile sets off nothing.
func TestConductivityEachEnergy(t *testing.T) {
	ampharos := &Card{ID: "hgss1-105", Name: "Ampharos", Category: PokemonCard, Stage: Stage2, HP: 140,
		Types: []Type{Lightning}, EvolvesFrom: "Flaaffy",
		Powers: []Power{{Name: "Conductivity", Kind: PokeBody, Use: UseOpponentAttaches,
			Ops: []Op{{Kind: OpCounters, Who: WhoChosenOpp, N: 1}}}}}
	lightning := basicEnergy(Lightning, "hgss1-118")
	generator := &Card{ID: "test-e41", Name: "Generator", Category: PokemonCard, Stage: Basic, HP: 200, Types: []Type{Lightning},
		Powers: []Power{{Name: "Generate", Kind: Ability, Use: UseActivated, OncePerTurn: true,
			Ops: []Op{{Kind: OpAttachSplit, FromHand: true, N: 2, Who: WhoSelf, Filter: Filter{Category: EnergyCard, Type: Lightning}}}}},
		Attacks: []Attack{{Name: "Recycle", After: []Op{{Kind: OpAttachSplit, N: 2, Who: WhoSelf, Filter: Filter{Category: EnergyCard, Type: Lightning}}}}}}
	attachOne := Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 0, Own: -1, Target: -1}
	power := usePower(0, 0)
	recycle := attackAct(0, 0)
	tests := []struct {
		name     string
		ampharos int
		action   Action
		fromPile bool // the two Lightning Energy cards are in the discard pile, not the hand
		want     int  // damage on Generator
	}{
		{"the turn's attachment, 2 Ampharos: 2 counters", 2, attachOne, false, 20},
		{"a power attaches 2 from the hand, 1 Ampharos: 2 counters", 1, power, false, 20},
		{"a power attaches 2 from the hand, 2 Ampharos: 4 counters", 2, power, false, 40},
		{"an attack attaches 2 from the discard pile: none", 2, recycle, true, 0},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(generator), mon(ampharos))
				for range tc.ampharos - 1 {
					b.Players[1].Bench = append(b.Players[1].Bench, *mon(ampharos))
				}
				if tc.fromPile {
					b.Players[0].Discard = []*Card{lightning, lightning}
				} else {
					b.Players[0].Hand = []*Card{lightning, lightning}
				}
				g, _ := newTestGame(t, era, b)
				ev := apply(t, g, tc.action)
				if d := damageOf(g, 0); d != tc.want {
					t.Errorf("Generator's damage = %d; want %d", d, tc.want)
				}
				n := 0
				for _, e := range eventsOf(ev, EvPower) {
					if e.Player == 1 {
						n++
					}
				}
				if n != tc.want/10 {
					t.Errorf("Conductivity works %d times; want %d", n, tc.want/10)
				}
			})
		}
	}
}
