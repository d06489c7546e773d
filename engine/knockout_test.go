package engine

import (
	"slices"
	"strings"
	"testing"
)

// knockOutWith makes Ana's attack Knock Out Ben's Active Pokémon (damage already at HP - 10).
func knockOutBoard(defender *Card, benched bool) Board {
	b := table(mon(magmar, hgFire), mon(defender).dmg(defender.HP-10))
	if benched {
		b.Players[1].Bench = []BoardPokemon{*mon(kricketot), *mon(kricketot)}
	}
	return b
}

func TestPrizeCount(t *testing.T) {
	tests := []struct {
		name string
		card *Card
		want map[string]int
	}{
		{"an ordinary Pokémon", tropius, map[string]int{"hgss": 1, "xy": 1, "sm": 1}},
		{"a Pokémon-EX", venusaurEX, map[string]int{"hgss": 1, "xy": 2, "sm": 2}},
		{"a Mega Evolution Pokémon", megaVenusaurEX, map[string]int{"hgss": 1, "xy": 2, "sm": 2}},
		{"a Pokémon-GX", decidueyeGX, map[string]int{"hgss": 1, "xy": 1, "sm": 2}},
		{"a Pokémon-ex", &Card{ID: "test-ex", Name: "Scyther ex", Category: PokemonCard, HP: 80, Types: []Type{Grass}, Tags: TagEx},
			map[string]int{"hgss": 2, "xy": 1, "sm": 1}},
		{"a LEGEND with the two-Prize rule", enteiRaikou1, map[string]int{"hgss": 2, "xy": 1, "sm": 1}},
		{"a LEGEND without it", hoohLegend1, map[string]int{"hgss": 1, "xy": 1, "sm": 1}},
	}
	for _, tc := range tests {
		for _, era := range eras {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				r := rules(t, era)
				n, _ := (&Game{rules: r}).prizeValue(tc.card)
				if n != tc.want[era] {
					t.Errorf("prizeValue(%s) = %d; want %d", tc.card.Name, n, tc.want[era])
				}
				// And on the board: the Knock Out gives that many Prize cards.
				g, _ := newTestGame(t, era, knockOutBoard(tc.card, true))
				apply(t, g, attackAct(0, 0))
				for g.need == DecidePrize {
					apply(t, g, Action{Kind: ActTakePrize, Player: 0, Index: 0})
				}
				if got := 6 - len(g.Prizes(0)); got != tc.want[era] {
					t.Errorf("Prize cards taken = %d; want %d", got, tc.want[era])
				}
			})
		}
	}
}

func TestWinConditions(t *testing.T) {
	for _, era := range eras {
		t.Run(era+"/last Prize card", func(t *testing.T) {
			b := knockOutBoard(tropius, true)
			b.Players[0].Prizes = filler(1)
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 0))
			res := g.Result()
			if want := rules(t, era).anchor(refWinPrizes); !g.Over() || res.Winner != 0 || res.Anchor != want {
				t.Errorf("result %+v; want Ana to win with %s", res, want)
			}
		})
		t.Run(era+"/no Pokémon to replace the Active", func(t *testing.T) {
			g, _ := newTestGame(t, era, knockOutBoard(tropius, false))
			apply(t, g, attackAct(0, 0))
			if d, p := g.Decision(); d != DecidePrize || p != 0 {
				t.Fatalf("decision %v for %d; want Ana's Prize card first", d, p)
			}
			apply(t, g, Action{Kind: ActTakePrize, Player: 0, Index: 0})
			res := g.Result()
			if want := rules(t, era).anchor(refWinNoPokemon); !g.Over() || res.Winner != 0 || res.Anchor != want {
				t.Errorf("result %+v; want Ana to win with %s", res, want)
			}
		})
	}
}

// TestSimultaneousKnockOut: Larvitar's Reckless Charge Knocks Out both Active Pokémon. The
// player whose turn comes next (Ben) takes Prize cards and replaces first, and both Prize cards
// come before either replacement. hgss states the order; xy has the 2000 ruling for who
// replaces first and assumes the rest; sm has the 2018 ruling for all of it.
func TestSimultaneousKnockOut(t *testing.T) {
	const (
		stated = iota
		assumed
		ruled
	)
	tests := []struct {
		era                            string
		prizeOrder, promote, prizes1st int // what each rests on
	}{
		{"hgss", stated, stated, assumed},
		{"xy", assumed, ruled, assumed},
		{"sm", ruled, ruled, ruled},
	}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			b := table(mon(larvitar, hgFire).dmg(40), mon(teddiursa).dmg(40))
			b.Players[0].Bench = []BoardPokemon{*mon(magmar), *mon(vulpix)}
			b.Players[1].Bench = []BoardPokemon{*mon(kricketot), *mon(pineco)}
			g, _ := newTestGame(t, tc.era, b)
			ev := apply(t, g, attackAct(0, 0))
			if n := len(eventsOf(ev, EvKnockOut)); n != 2 {
				t.Fatalf("%d Knock Outs; want 2", n)
			}
			r := rules(t, tc.era)
			for _, c := range []struct {
				name   string
				choice RuleChoice
				x      ref
				want   int
			}{
				{"who takes Prize cards first", r.SimultaneousTurnPlayerLast, refKOSimultaneous, tc.prizeOrder},
				{"who replaces first", r.SimultaneousNextPromotesFirst, refKOSimultaneous, tc.promote},
				{"both Prize cards before either replacement", r.SimultaneousPrizesFirst, refKOPrizesFirst, tc.prizes1st},
			} {
				if got := hasAssumption(ev, c.choice, r.anchor(c.x)); got != (c.want == assumed) {
					t.Errorf("%s traced as an assumption = %v; want %v", c.name, got, c.want == assumed)
				}
				if got := hasRuling(ev, c.choice); got != (c.want == ruled) {
					t.Errorf("%s cites its ruling = %v; want %v", c.name, got, c.want == ruled)
				}
				if got := c.choice.Stated; got != (c.want == stated) {
					t.Errorf("%s stated = %v; want %v", c.name, got, c.want == stated)
				}
			}
			if tc.era != "hgss" && hasCite(ev, EvNote, r.anchor(refKOSimultaneous)) && !strings.HasPrefix(r.anchor(refKOSimultaneous), RulingPrefix) {
				t.Errorf("a note cites %s, which says the rulebook is silent", r.anchor(refKOSimultaneous))
			}
			// Ben (not the turn player) goes first: his Prize, then Ana's, then Ben replaces, then Ana.
			want := []struct {
				d Decision
				p int
			}{{DecidePrize, 1}, {DecidePrize, 0}, {DecidePromote, 1}, {DecidePromote, 0}}
			for i, w := range want {
				d, p := g.Decision()
				if d != w.d || p != w.p {
					t.Fatalf("decision %d = %v for player %d; want %v for player %d", i, d, p, w.d, w.p)
				}
				a := Action{Kind: ActTakePrize, Player: p, Index: 0}
				if d == DecidePromote {
					a = Action{Kind: ActPromote, Player: p, Slot: 2}
				}
				apply(t, g, a)
			}
			if g.Current() != 1 || g.Turn() != 4 {
				t.Errorf("turn %d player %d; want Ben's turn 4", g.Turn(), g.Current())
			}
			a, _ := g.Active(0)
			if a.Card != vulpix {
				t.Errorf("Ana's new Active is %s; want Vulpix (the promoted Pokémon)", a.Card.Name)
			}
		})
	}
}

// TestSimultaneousKnockOutOrder: the player whose turn comes next goes first. After an
// ordinary attack that is the opponent; after an attack that gives its player another turn,
// the attacking player. With the choices off, the player whose turn it is goes first.
func TestSimultaneousKnockOutOrder(t *testing.T) {
	off := SM()
	off.SimultaneousTurnPlayerLast, off.SimultaneousNextPromotesFirst = RuleChoice{}, RuleChoice{}
	// A Timeless-like attacker with 170 damage of 180 HP: its own recoil Knocks it Out.
	again := &Card{ID: "test-again", Name: "Again Hitter", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Metal},
		Attacks: []Attack{{Name: "Again", Damage: 20, After: []Op{{Kind: OpExtraTurn}, {Kind: OpDamage, Who: WhoSelf, Amount: 10}}}}}
	tests := []struct {
		name                   string
		rules                  *Ruleset
		attacker               *Card
		wantPrize, wantPromote [2]int
	}{
		{"sm, an ordinary attack: the opponent first", SM(), larvitar, [2]int{1, 0}, [2]int{1, 0}},
		{"sm, an attack that gives another turn: the attacker first", SM(), again, [2]int{0, 1}, [2]int{0, 1}},
		{"xy, an attack that gives another turn: the attacker first", XY(), again, [2]int{0, 1}, [2]int{0, 1}},
		{"choices off: the player whose turn it is first", off, larvitar, [2]int{0, 1}, [2]int{0, 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := table(mon(tc.attacker, hgFire).dmg(tc.attacker.HP-10), mon(teddiursa).dmg(40))
			b.Players[0].Bench = []BoardPokemon{*mon(magmar), *mon(vulpix)}
			b.Players[1].Bench = []BoardPokemon{*mon(kricketot), *mon(pineco)}
			g, err := NewBoard(tc.rules, b, NewScripted(), Options{Trace: true})
			if err != nil {
				t.Fatal(err)
			}
			ev := apply(t, g, attackAct(0, 0))
			if n := len(eventsOf(ev, EvKnockOut)); n != 2 {
				t.Fatalf("%d Knock Outs; want 2: %v", n, ev)
			}
			var got []int
			for _, want := range [][2]int{tc.wantPrize, tc.wantPromote} {
				for range want {
					d, p := g.Decision()
					got = append(got, p)
					a := Action{Kind: ActTakePrize, Player: p, Index: 0}
					if d == DecidePromote {
						a = Action{Kind: ActPromote, Player: p, Slot: 2}
					}
					apply(t, g, a)
				}
			}
			want := []int{tc.wantPrize[0], tc.wantPrize[1], tc.wantPromote[0], tc.wantPromote[1]}
			if !slices.Equal(got, want) {
				t.Errorf("players deciding (Prize, Prize, promote, promote) = %v; want %v", got, want)
			}
		})
	}
}

func TestSuddenDeath(t *testing.T) {
	tests := []struct {
		name       string
		anaPrizes  int
		benPrizes  int
		anaBench   bool
		benBench   bool
		wantWinner int    // -1: Sudden Death
		wantNote   string // the note that both players win at once ("" for none)
	}{
		{"both take their last Prize card", 1, 1, true, true, -1,
			"both players win at the same moment: Ana took their last Prize card; Ben took their last Prize card"},
		{"neither can replace", 6, 6, false, false, -1,
			"both players win at the same moment: Ana left Ben with no Pokémon to replace the Active Pokémon; Ben left Ana with no Pokémon to replace the Active Pokémon"},
		{"Ana wins two ways, Ben one", 1, 6, false, false, 0,
			"both players win at the same moment: Ana took their last Prize card and left Ben with no Pokémon to replace the Active Pokémon; Ben left Ana with no Pokémon to replace the Active Pokémon"},
		{"only Ben wins", 6, 1, true, true, 1, ""},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(larvitar, hgFire).dmg(40), mon(teddiursa).dmg(40))
				b.Players[0].Prizes = filler(tc.anaPrizes)
				b.Players[1].Prizes = filler(tc.benPrizes)
				if tc.anaBench {
					b.Players[0].Bench = []BoardPokemon{*mon(magmar)}
				}
				if tc.benBench {
					b.Players[1].Bench = []BoardPokemon{*mon(kricketot)}
				}
				// Sudden Death restarts with these decks: 60 cards each in all.
				for p := 0; p < 2; p++ {
					n := 2 + len(b.Players[p].Bench) + len(b.Players[p].Prizes)
					b.Players[p].Deck = deckOf(vulpix, 4, hgFire, 56-n)
				}
				g, _ := newTestGame(t, era, b, coins("HHHHHHHHHH")...)
				ev := apply(t, g, attackAct(0, 0))
				for g.need == DecidePrize {
					_, p := g.Decision()
					ev = append(ev, apply(t, g, Action{Kind: ActTakePrize, Player: p, Index: 0})...)
				}
				note := ""
				for _, e := range eventsOf(ev, EvNote) {
					if strings.HasPrefix(e.Message, "both players win") {
						note = e.Message
					}
				}
				if note != tc.wantNote {
					t.Errorf("note = %q; want %q", note, tc.wantNote)
				}
				res := g.Result()
				if tc.wantWinner >= 0 {
					if !g.Over() || res.Winner != tc.wantWinner {
						t.Fatalf("result %+v; want player %d to win", res, tc.wantWinner)
					}
					return
				}
				if !res.SuddenDeath || g.Over() {
					t.Fatalf("result %+v; want Sudden Death", res)
				}
				if d, _ := g.Decision(); d != DecideSuddenDeath {
					t.Fatalf("decision %v; want %v", d, DecideSuddenDeath)
				}
				ev = apply(t, g, Action{Kind: ActStartSuddenDeath, Player: 0})
				if g.SuddenDeaths() != 1 || g.PrizeCount() != 1 || !hasEvent(ev, EvSuddenDeath, "1 Prize") {
					t.Errorf("Sudden Death game %d with %d Prize cards; want game 1 with 1", g.SuddenDeaths(), g.PrizeCount())
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatal(err)
				}
				if g.Turn() != 0 {
					t.Errorf("the Sudden Death game starts at turn %d; want a new setup (turn 0)", g.Turn())
				}
			})
		}
	}
}

// TestBenchKnockOut: damage to the Bench can Knock Out a Benched Pokémon; no replacement is
// needed and the Bench closes up.
func TestBenchKnockOut(t *testing.T) {
	b := table(mon(dartrix, smGrass), mon(kricketot))
	b.Players[1].Bench = []BoardPokemon{*mon(tropius), *mon(froakie).dmg(40), *mon(pineco)}
	g, _ := newTestGame(t, "sm", b)
	a := attackAct(0, 0)
	a.Target = 2
	ev := apply(t, g, a)
	ko := eventsOf(ev, EvKnockOut)
	if len(ko) != 1 || ko[0].Card != "Froakie" || ko[0].Zone != ZoneBench {
		t.Fatalf("Knock Outs %v; want the Benched Froakie", ko)
	}
	for _, e := range eventsOf(ev, EvDamage) {
		if e.Damage.Weakness {
			t.Errorf("Weakness applied to a Benched Pokémon: %v", e)
		}
	}
	apply(t, g, Action{Kind: ActTakePrize, Player: 0, Index: 3})
	bench := g.Bench(1)
	if len(bench) != 2 || bench[0].Card != tropius || bench[1].Card != pineco {
		t.Errorf("Ben's Bench = %v; want Tropius, Pineco", bench)
	}
}

// A Pokémon with fewer damage counters than its printed HP is Knocked Out when an effect in
// play lowers its HP to its damage or below: the check for Knock Outs skips working out the HP
// of such Pokémon only when nothing in the game lowers HP.
func TestUndamagedKnockedOutByLoweredHP(t *testing.T) {
	drain := &Card{ID: "test-ko-drain", Name: "Draining Field", Category: TrainerCard, Trainer: Stadium,
		Stats: []StatMod{{Stat: StatHP, Amount: -400, Who: StatAll, BasicOnly: true}}}
	sap := &Card{ID: "test-ko-sap", Name: "Sapping Field", Category: TrainerCard, Trainer: Stadium,
		Stats: []StatMod{{Stat: StatHP, Amount: -50, Who: StatAll, BasicOnly: true}}}
	filler := &Card{ID: "test-ko-filler", Name: "Field Card", Category: TrainerCard, Trainer: Stadium}
	for _, era := range eras {
		for _, tt := range []struct {
			name    string
			stadium *Card
			damage  int // on every Pokémon, of 200 HP printed
			wantKOs int
		}{
			{"HP lowered to 0: Knocked Out with no damage", drain, 0, 2},
			{"HP lowered to the damage: Knocked Out with less damage than printed HP", sap, 150, 2},
			{"HP lowered, but above the damage: no Knock Out", sap, 140, 0},
			{"nothing lowers HP: no Knock Out", filler, 150, 0},
		} {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				hurt := func() *BoardPokemon { pk := mon(fireWeak); pk.Damage = tt.damage; return pk }
				b := table(hurt(), hurt())
				b.Players[0].Bench = []BoardPokemon{*hurt()}
				b.Players[1].Bench = []BoardPokemon{*hurt()}
				b.Players[0].Hand = []*Card{tt.stadium}
				g, _ := newTestGame(t, era, b)
				ev := apply(t, g, Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1})
				if got := len(eventsOf(ev, EvKnockOut)); got < tt.wantKOs || tt.wantKOs == 0 && got != 0 {
					t.Errorf("Knock Outs after playing %s = %d; want %d or more", tt.stadium.Name, got, tt.wantKOs)
				}
			})
		}
	}
}
