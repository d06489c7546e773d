package engine

import (
	"errors"
	"slices"
	"testing"
)

// Tests for the special kinds of card: Fossil Trainer cards, Restored Pokémon, Pokémon BREAK,
// Pokémon LV.X, devolving, moving Energy, Technical Machines, and the sm rules for Mega
// Evolution and GX attacks.

func playOn(p, hand, slot int) Action {
	return Action{Kind: ActPlayTrainer, Player: p, Hand: hand, Slot: slot, Own: -1, Target: -1}
}

func playChoosing(p, hand, own int) Action {
	return Action{Kind: ActPlayTrainer, Player: p, Hand: hand, Own: own, Target: -1}
}

func evolveAct(p, hand, slot int) Action {
	return Action{Kind: ActEvolve, Player: p, Hand: hand, Slot: slot, Own: -1, Target: -1}
}

func cardNames(cs []*Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Name
	}
	return out
}

func attackNames(as []*Attack) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.Name
	}
	return out
}

// anchored returns the events citing rule point x of the game's ruleset.
func anchored(g *Game, ev []Event, x ref) []Event {
	var out []Event
	for _, e := range ev {
		if a := g.rules.anchor(x); a != "" && e.Anchor == a {
			out = append(out, e)
		}
	}
	return out
}

func assumptions(ev []Event) int { return len(eventsOf(ev, EvAssumption)) }

func hasLegal(g *Game, want Action) bool {
	for _, a := range g.LegalActions(nil) {
		if a.Kind == want.Kind && a.Hand == want.Hand && (want.Kind != ActEvolve && want.Kind != ActPlayTrainer || a.Slot == want.Slot) {
			return true
		}
	}
	return false
}

// setupTo starts a game from two decks and plays the coin-flip choice, if any, so that Ana
// places first.
func setupTo(t *testing.T, era string, ana, ben []*Card) (*Game, []Event) {
	t.Helper()
	g, ev, err := NewGame(rules(t, era), [2][]*Card{ana, ben}, NewScripted(Heads, Heads, Heads), Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := g.Decision(); d == DecideFirstPlayer {
		ev = append(ev, apply(t, g, Action{Kind: ActChooseFirst, Player: 0, Target: 0})...)
	}
	return g, ev
}

func TestFossilTrainerAtSetup(t *testing.T) {
	tests := []struct {
		era     string
		asBasic bool // a Fossil Trainer card in the hand counts as a Basic Pokémon during setup
	}{
		{"hgss", true}, // stated
		{"xy", true},   // stated
		{"sm", false},  // the unidentified-fossil-setup ruling
	}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			// Ana's first hand: a Fossil Trainer card and six Energy; Vulpix is card 8.
			ana := stacked(append(append([]*Card{clawFossil}, noBasics(6)...), vulpix)...)
			g, ev := setupTo(t, tc.era, ana, stacked(vulpix))
			mulligans := 0
			for _, e := range eventsOf(ev, EvMulligan) {
				if e.Player == 0 {
					mulligans++
				}
			}
			if want := map[bool]int{true: 0, false: 1}[tc.asBasic]; mulligans != want {
				t.Errorf("Ana's mulligans = %d; want %d", mulligans, want)
			}
			// The rulebook (hgss, xy) or the ruling (sm) is cited; nothing is assumed.
			fossilEvents := anchored(g, ev, refFossilSetup)
			if len(fossilEvents) == 0 || assumptions(ev) > 0 {
				t.Errorf("the Fossil at setup: events %v; want the rule cited and no assumption", fossilEvents)
			}
			if tc.asBasic {
				if !hasLegal(g, Action{Kind: ActSetupActive, Hand: 0}) {
					t.Fatalf("the Fossil Trainer card is not offered as the Active Pokémon: %v", g.LegalActions(nil))
				}
				ev := apply(t, g, Action{Kind: ActSetupActive, Player: 0, Hand: 0})
				if v, _ := g.Active(0); v.Card != clawFossil || v.HP != 60 {
					t.Errorf("Active = %s (%d HP); want Claw Fossil with 60 HP", v.Card.Name, v.HP)
				}
				if len(anchored(g, ev, refFossilSetup)) == 0 {
					t.Errorf("placing the Fossil cites no Fossil setup rule: %v", ev)
				}
			}

			// A hand with both a Fossil Trainer card and a Basic Pokémon: no mulligan, and the
			// Fossil may be placed only where the era counts it as a Basic Pokémon.
			g, _ = setupTo(t, tc.era, stacked(clawFossil, vulpix), stacked(vulpix))
			_, err := g.Apply(Action{Kind: ActSetupActive, Player: 0, Hand: 0})
			if tc.asBasic {
				if err != nil {
					t.Fatalf("Fossil as Active: %v; want it placed", err)
				}
				apply(t, g, Action{Kind: ActSetupBench, Player: 0, Hand: 0}) // Vulpix
			} else {
				wantRuleError(t, err, ErrNotBasic, tc.era, refFossilSetup)
			}
		})
	}
}

func TestFossilTrainerInPlay(t *testing.T) {
	tests := []struct {
		name    string
		era     string
		turn    int
		bench   int // Benched Pokémon already there
		wantErr error
		x       ref
	}{
		{"played onto the Bench", "hgss", 3, 0, nil, refNone},
		{"played onto the Bench", "xy", 3, 0, nil, refNone},
		{"played onto the Bench", "sm", 3, 0, nil, refNone},
		{"hgss: not by the starting player on turn 1 (a Trainer card)", "hgss", 1, 0, ErrFirstTurnTrainer, refFirstTurnTrainer},
		{"xy: no first-turn Trainer limit", "xy", 1, 0, nil, refNone},
		{"not onto a full Bench", "sm", 3, 5, ErrBenchFull, refBenchFull},
	}
	for _, tc := range tests {
		t.Run(tc.era+"/"+tc.name, func(t *testing.T) {
			fossil := clawFossil
			if tc.era == "sm" {
				fossil = unidentifiedFossil
			}
			b := table(mon(vulpix), mon(kricketot))
			b.Turn = tc.turn
			for i := 0; i < tc.bench; i++ {
				b.Players[0].Bench = append(b.Players[0].Bench, *mon(magmar))
			}
			b.Players[0].Hand = []*Card{fossil}
			g, _ := newTestGame(t, tc.era, b)
			_, err := g.Apply(Action{Kind: ActPlayBasic, Player: 0, Hand: 0, Own: -1, Target: -1})
			wantRuleError(t, err, ErrNotBasic, tc.era, refFossilPlay)
			offered := hasLegal(g, Action{Kind: ActPlayTrainer, Hand: 0})
			ev, err := g.Apply(playOn(0, 0, -1))
			if tc.wantErr != nil {
				wantRuleError(t, err, tc.wantErr, tc.era, tc.x)
				if offered {
					t.Errorf("LegalActions offers the Fossil although playing it is refused")
				}
				return
			}
			if err != nil {
				t.Fatalf("playing %s: %v", fossil.Name, err)
			}
			if !offered {
				t.Errorf("LegalActions does not offer the Fossil Trainer card")
			}
			bench := g.Bench(0)
			if len(bench) != 1 || bench[0].Card != fossil || bench[0].HP != 60 || bench[0].EnteredTurn != tc.turn {
				t.Fatalf("Bench = %+v; want %s as a 60-HP Pokémon that came into play on turn %d", bench, fossil.Name, tc.turn)
			}
			if len(g.Discard(0)) != 0 {
				t.Errorf("discard pile = %v; the Fossil stays in play", cardNames(g.Discard(0)))
			}
			if len(anchored(g, ev, refFossilPlay)) == 0 {
				t.Errorf("no event cites the Fossil Trainer rule: %v", ev)
			}
		})
	}
}

func TestFossilEvolves(t *testing.T) {
	tests := []struct {
		era       string
		fossil    *Card
		evolution *Card
	}{
		{"hgss", clawFossil, anorith},
		{"xy", clawFossil, anorith},
		{"sm", unidentifiedFossil, cranidos},
	}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Bench = []BoardPokemon{*mon(tc.fossil)}
			b.Players[0].Hand = []*Card{tc.evolution}
			g, _ := newTestGame(t, tc.era, b)
			apply(t, g, evolveAct(0, 0, 1))
			if v := g.Bench(0)[0]; v.Card != tc.evolution || len(v.Stack) != 2 || v.Stack[0] != tc.fossil {
				t.Errorf("Bench = %s on %v; want %s on %s", v.Card.Name, cardNames(v.Stack), tc.evolution.Name, tc.fossil.Name)
			}
		})
	}
}

func TestRestoredPokemon(t *testing.T) {
	tirtouga := &Card{ID: "fixture-tirtouga", Name: "Tirtouga", Category: PokemonCard, Stage: Restored, RestoredBy: "Cover Fossil",
		HP: 90, Types: []Type{Water}}
	genericSearch := &Card{ID: "fixture-pokemon-search", Name: "Pokémon Search", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpSearch, N: 1, Filter: Filter{Category: PokemonCard}, Dest: ToHand}}}
	tests := []struct {
		era        string
		rule       bool  // the era's rulebook has Restored Pokémon
		handErr    error // playing a Restored Pokémon from the hand
		handRef    ref
		setupRef   ref
		restoreRef ref // the rule the fossil Item's effect cites
	}{
		{"hgss", false, ErrNotBasic, refBench, refSetupActive, refTrainer},
		{"xy", true, ErrRestoredFromHand, refRestoredHand, refRestoredSetup, refRestoredPlay},
		{"sm", true, ErrRestoredFromHand, refRestoredHand, refRestoredSetup, refRestoredPlay},
	}
	for _, tc := range tests {
		t.Run(tc.era+"/not from the hand", func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Hand = []*Card{archen}
			g, _ := newTestGame(t, tc.era, b)
			_, err := g.Apply(Action{Kind: ActPlayBasic, Player: 0, Hand: 0, Own: -1, Target: -1})
			wantRuleError(t, err, tc.handErr, tc.era, tc.handRef)
			for _, a := range g.LegalActions(nil) {
				if a.Hand == 0 && a.Kind != ActEndTurn && a.Kind != ActRetreat && a.Kind != ActAttack && a.Kind != ActUsePower {
					t.Errorf("LegalActions offers %v for a Restored Pokémon in the hand", a)
				}
			}
		})
		t.Run(tc.era+"/not at setup", func(t *testing.T) {
			g, _ := setupTo(t, tc.era, stacked(archen, vulpix), stacked(vulpix))
			_, err := g.Apply(Action{Kind: ActSetupActive, Player: 0, Hand: 0})
			wantRuleError(t, err, ErrNotBasic, tc.era, tc.setupRef)
		})
		t.Run(tc.era+"/its fossil Item puts it on the Bench", func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Hand = []*Card{plumeFossil}
			b.Players[0].Deck = []*Card{hgFire, tirtouga, archen, hgFire}
			g, _ := newTestGame(t, tc.era, b)
			ev := apply(t, g, playOn(0, 0, -1))
			bench := g.Bench(0)
			if len(bench) != 1 || bench[0].Card != archen {
				t.Fatalf("Bench = %v; want Archen (Tirtouga names another fossil)", bench)
			}
			places := eventsOf(ev, EvPlaceBench)
			if len(places) != 1 || places[0].Anchor != g.rules.anchor(tc.restoreRef) {
				t.Errorf("Bench events %v; want one citing %s", places, g.rules.anchor(tc.restoreRef))
			}
			if got := assumptions(ev) > 0; got == tc.rule {
				t.Errorf("assumption traced = %v; want %v", got, !tc.rule)
			}
			if d := g.Discard(0); len(d) != 1 || d[0] != plumeFossil {
				t.Errorf("discard = %v; want the used Plume Fossil", cardNames(d))
			}
			if len(eventsOf(ev, EvShuffle)) != 1 {
				t.Errorf("the deck was not shuffled after the search")
			}
		})
		t.Run(tc.era+"/from the hand, with the Item that says so", func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Hand = []*Card{archen, plumeFossilFromHand}
			g, _ := newTestGame(t, tc.era, b)
			apply(t, g, playOn(0, 1, -1))
			if bench := g.Bench(0); len(bench) != 1 || bench[0].Card != archen || len(g.Hand(0)) != 0 {
				t.Errorf("Bench %v, hand %v; want Archen on the Bench from the hand", bench, cardNames(g.Hand(0)))
			}
		})
		t.Run(tc.era+"/searches for Basic Pokémon cannot find it", func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Hand = []*Card{smNestBall, genericSearch}
			b.Players[0].Deck = []*Card{archen, hgFire}
			g, _ := newTestGame(t, tc.era, b)
			apply(t, g, playOn(0, 0, -1))
			if n := len(g.Bench(0)); n != 0 {
				t.Errorf("a search for a Basic Pokémon put %d Pokémon on the Bench; want 0", n)
			}
			apply(t, g, playOn(0, 0, -1))
			if h := g.Hand(0); len(h) != 1 || h[0] != archen {
				t.Errorf("a search for any Pokémon found %v; want Archen", cardNames(h))
			}
		})
		t.Run(tc.era+"/its Stage 1 evolves from it", func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Bench = []BoardPokemon{*mon(archen)}
			b.Players[0].Hand = []*Card{archeops}
			g, _ := newTestGame(t, tc.era, b)
			apply(t, g, evolveAct(0, 0, 1))
			if v := g.Bench(0)[0]; v.Card != archeops {
				t.Errorf("Bench = %s; want Archeops", v.Card.Name)
			}
		})
	}
}

func TestBreakEvolution(t *testing.T) {
	tests := []struct {
		era         string
		keeps       bool // the era's rulebook has BREAK Evolution
		attacks     []string
		weakness    Type
		retreat     int
		fightingDmg int // a 20-damage Fighting attack against it
	}{
		{"hgss", false, []string{"Break Spark"}, Grass, 1, 20},
		{"xy", false, []string{"Break Spark"}, Grass, 1, 20},
		{"sm", true, []string{"Break Spark", "Shocking Jaws", "Electric Ball"}, Fighting, 3, 40},
	}
	// A Fighting Pokémon with enough HP to take any of the BREAK's attacks and hit back.
	hitmonchan := &Card{ID: "fixture-hitmonchan", Name: "Hitmonchan", Category: PokemonCard, Stage: Basic, HP: 250,
		Types: []Type{Fighting}, Attacks: []Attack{{Name: "Jab", Cost: []Type{Colorless}, Damage: 20}}}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			b := table(mon(charjabug, smLightning, smLightning, smLightning), mon(hitmonchan, smLightning))
			b.Players[0].Hand = []*Card{charjabugBreak}
			b.Players[0].Deck = filler(10)
			g, _ := newTestGame(t, tc.era, b)
			ev := apply(t, g, evolveAct(0, 0, 0))
			v, _ := g.Active(0)
			if got := attackNames(v.Attacks); !slices.Equal(got, tc.attacks) {
				t.Errorf("attacks = %v; want %v", got, tc.attacks)
			}
			if v.HP != 130 || v.Card.PrimaryType() != Water {
				t.Errorf("HP %d, type %v; want the BREAK card's 130 and Water", v.HP, v.Card.PrimaryType())
			}
			if len(v.Weakness) != 1 || v.Weakness[0].Type != tc.weakness || v.RetreatCost != tc.retreat {
				t.Errorf("Weakness %v, Retreat Cost %d; want %v, %d", v.Weakness, v.RetreatCost, tc.weakness, tc.retreat)
			}
			if tc.keeps {
				if len(anchored(g, ev, refBreak)) == 0 {
					t.Errorf("evolving into a BREAK cites no BREAK rule: %v", ev)
				}
				if len(v.Powers) != 1 {
					t.Errorf("powers = %d; want the BREAK card's Static Field", len(v.Powers))
				}
			} else if assumptions(ev) == 0 {
				t.Errorf("no assumption traced for a BREAK in an era without the rule: %v", ev)
			}
			// A kept attack can be used (sm); its name is not found elsewhere.
			i, found := g.AttackIndex(0, "Electric Ball")
			if found != tc.keeps {
				t.Fatalf("AttackIndex(Electric Ball) found = %v; want %v", found, tc.keeps)
			}
			if found {
				ev = apply(t, g, attackAct(0, i))
				if len(anchored(g, ev, refBreak)) == 0 {
					t.Errorf("using a kept attack does not cite the BREAK rule: %v", ev)
				}
			} else {
				apply(t, g, act(ActEndTurn, 0))
			}
			// Ben's Hitmonchan (Fighting) attacks the BREAK: Weakness is the one in force.
			before := damageOf(g, 0)
			apply(t, g, attackAct(1, 0))
			if got := damageOf(g, 0) - before; got != tc.fightingDmg {
				t.Errorf("damage from a 20-damage Fighting attack = %d; want %d", got, tc.fightingDmg)
			}
		})
	}
}

func TestBreakFollowsEvolvingRules(t *testing.T) {
	tests := []struct {
		name    string
		turn    int
		entered int
		wantErr error
		x       ref
	}{
		{"not during the player's first turn", 2, 0, ErrFirstTurnEvolve, refEvolveFirstTurn},
		{"not on a Pokémon that evolved this turn", 5, 5, ErrEvolveNew, refEvolveNew},
		{"on a Pokémon in play since the turn began", 5, 3, nil, refNone},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := table(mon(kricketot), mon(kricketot))
			b.Turn = tc.turn
			b.Current = tc.turn % 2 // turn 2: player 0's first turn, as player 1 went first
			b.Players[b.Current].Active = mon(charjabug).entered(tc.entered)
			b.Players[b.Current].Hand = []*Card{charjabugBreak}
			g, _ := newTestGame(t, "sm", b)
			_, err := g.Apply(evolveAct(b.Current, 0, 0))
			if tc.wantErr == nil {
				if err != nil {
					t.Fatalf("BREAK Evolution: %v", err)
				}
				return
			}
			wantRuleError(t, err, tc.wantErr, "sm", tc.x)
		})
	}
}

func TestLevelUp(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(magmar, hgFire, hgFire).with(Confused).dmg(20), mon(kricketot))
			b.Players[0].Hand = []*Card{magmarLVX}
			g, _ := newTestGame(t, era, b)
			ev := apply(t, g, evolveAct(0, 0, 0))
			v, _ := g.Active(0)
			if want := []string{"Flame Burst", "Live Coal", "Magma Punch"}; !slices.Equal(attackNames(v.Attacks), want) {
				t.Errorf("attacks = %v; want %v (its own, then those it keeps)", attackNames(v.Attacks), want)
			}
			if len(v.Powers) != 1 || v.HP != 100 || v.RetreatCost != 2 || v.Damage != 20 {
				t.Errorf("powers %d, HP %d, Retreat Cost %d, damage %d; want 1, 100, 2, 20", len(v.Powers), v.HP, v.RetreatCost, v.Damage)
			}
			if v.Conditions != 0 {
				t.Errorf("conditions = %v; want none (a LV.X counts as evolving)", v.Conditions)
			}
			if len(anchored(g, ev, refLevelUp)) == 0 || len(anchored(g, ev, refLevelUpKeeps)) == 0 {
				t.Errorf("events %v; want the LV.X placement and what it keeps cited", ev)
			}
			// The evolving limits, the Active-only rule and (in hgss) the level in the name are
			// assumptions.
			want := 2
			if era == "hgss" {
				want = 3
			}
			if n := assumptions(ev); n != want {
				t.Errorf("%d assumption events; want %d: %v", n, want, eventsOf(ev, EvAssumption))
			}
			i, ok := g.AttackIndex(0, "Magma Punch")
			if !ok {
				t.Fatalf("the kept attack Magma Punch is not offered")
			}
			ev = apply(t, g, attackAct(0, i))
			if d := damageOf(g, 1); d != 40 {
				t.Errorf("Magma Punch on Kricketot = %d damage; want 40 (20, Weakness ×2)", d)
			}
			if len(anchored(g, ev, refLevelUpKeeps)) == 0 {
				t.Errorf("using a kept attack does not cite the LV.X rule: %v", ev)
			}
		})
	}
}

func TestLevelUpLimits(t *testing.T) {
	tests := []struct {
		name    string
		board   func() Board
		slot    int
		wantErr error
		x       ref
	}{
		{"only on the Active Pokémon", func() Board {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Bench = []BoardPokemon{*mon(magmar)}
			return b
		}, 1, ErrLevelUpActive, refLevelUpAssumed},
		{"only on a Pokémon of the same name", func() Board { return table(mon(vulpix), mon(kricketot)) }, 0, ErrCannotEvolve, refLevelUp},
		{"not on a LV.X", func() Board { return table(mon(magmarLVX).under(magmar), mon(kricketot)) }, 0, ErrCannotEvolve, refLevelUp},
		{"not on a Pokémon put into play this turn", func() Board { return table(mon(magmar).entered(3), mon(kricketot)) }, 0, ErrEvolveNew, refEvolveNew},
		{"not during the player's first turn", func() Board {
			b := table(mon(kricketot), mon(magmar))
			b.Turn, b.Current = 2, 1
			return b
		}, 0, ErrFirstTurnEvolve, refEvolveFirstTurn},
	}
	for _, tc := range tests {
		for _, era := range eras {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := tc.board()
				b.Players[b.Current].Hand = []*Card{magmarLVX}
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(evolveAct(b.Current, 0, tc.slot))
				wantRuleError(t, err, tc.wantErr, era, tc.x)
				if hasLegal(g, Action{Kind: ActEvolve, Hand: 0, Slot: tc.slot}) {
					t.Errorf("LegalActions offers the refused LV.X")
				}
			})
		}
	}
}

// evolutionLine returns a Basic and a Stage 1 that evolves from it, for an era.
func evolutionLine(era string) (*Card, *Card) {
	switch era {
	case "hgss":
		return cyndaquil, quilava
	case "xy":
		return froakie, frogadier
	}
	return rowlet, dartrix
}

func TestDevolve(t *testing.T) {
	toDeck := &Card{ID: "fixture-devolve-deck", Name: "Devolve to Deck", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpDevolve, Who: WhoOwnActive, Dest: ToDeck}}}
	toDiscard := &Card{ID: "fixture-devolve-discard", Name: "Devolve to Discard", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpDevolve, Who: WhoOwnActive, Dest: ToDiscard}}}
	allStages := &Card{ID: "fixture-devolve-all", Name: "Devolve All", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpDevolve, Who: WhoOwnActive, N: -1}}}
	for _, era := range eras {
		basic, stage1 := evolutionLine(era)
		tests := []struct {
			name  string
			item  *Card
			own   int
			setup func(b *Board)
			check func(t *testing.T, g *Game, ev []Event)
		}{
			{"to the hand: damage stays, conditions and effects go", devolutionSpray, 0,
				func(b *Board) {
					b.Players[0].Active = mon(stage1).under(basic).dmg(30).with(Confused | Poisoned).
						effect(Lasting{Kind: LastingCantRetreat})
				},
				func(t *testing.T, g *Game, ev []Event) {
					v, _ := g.Active(0)
					if v.Card != basic || v.Damage != 30 || v.Conditions != 0 || len(v.Stack) != 1 {
						t.Errorf("Active %s, damage %d, conditions %v, stack %d; want %s, 30, none, 1",
							v.Card.Name, v.Damage, v.Conditions, len(v.Stack), basic.Name)
					}
					if h := g.Hand(0); len(h) != 1 || h[0] != stage1 {
						t.Errorf("hand = %v; want %s", cardNames(h), stage1.Name)
					}
					d := anchored(g, ev, refDevolve)
					if len(eventsOf(d, EvDevolve)) != 1 || len(eventsOf(d, EvConditionEnds)) != 1 ||
						len(eventsOf(d, EvLastingEnds)) != 1 || assumptions(d) != 1 {
						t.Errorf("devolve events %v; want the devolve, the conditions and effects ending, and the assumption", d)
					}
					// It has been in play since the turn began: it may evolve again at once.
					apply(t, g, evolveAct(0, 0, 0))
				}},
			{"Knocked Out when its damage reaches the Basic Pokémon's HP", devolutionSpray, 0,
				func(b *Board) {
					b.Players[0].Active = mon(stage1).under(basic).dmg(basic.HP)
					b.Players[0].Bench = []BoardPokemon{*mon(vulpix)}
				},
				func(t *testing.T, g *Game, ev []Event) {
					if len(eventsOf(ev, EvKnockOut)) != 1 {
						t.Errorf("no Knock Out after devolving: %v", ev)
					}
					if d, p := g.Decision(); d != DecidePrize || p != 1 {
						t.Errorf("decision %v for %d; want Ben to take a Prize card", d, p)
					}
				}},
			{"a Benched Pokémon", devolutionSpray, 1,
				func(b *Board) { b.Players[0].Bench = []BoardPokemon{*mon(stage1).under(basic)} },
				func(t *testing.T, g *Game, ev []Event) {
					if v := g.Bench(0)[0]; v.Card != basic {
						t.Errorf("Benched Pokémon = %s; want %s", v.Card.Name, basic.Name)
					}
				}},
			{"an unevolved Pokémon: nothing happens", devolutionSpray, 0,
				func(b *Board) { b.Players[0].Active = mon(basic).dmg(10) },
				func(t *testing.T, g *Game, ev []Event) {
					if v, _ := g.Active(0); v.Card != basic || len(eventsOf(ev, EvDevolve)) != 0 || len(g.Hand(0)) != 0 {
						t.Errorf("Active %s, events %v; want nothing devolved", v.Card.Name, ev)
					}
				}},
			{"into the deck", toDeck, -1,
				func(b *Board) { b.Players[0].Active = mon(stage1).under(basic) },
				func(t *testing.T, g *Game, ev []Event) {
					found := false
					for _, c := range g.Deck(0) {
						found = found || c == stage1
					}
					if !found || len(eventsOf(ev, EvShuffle)) != 1 {
						t.Errorf("deck %v; want %s shuffled in", cardNames(g.Deck(0)), stage1.Name)
					}
				}},
			{"into the discard pile", toDiscard, -1,
				func(b *Board) { b.Players[0].Active = mon(stage1).under(basic) },
				func(t *testing.T, g *Game, ev []Event) {
					if d := g.Discard(0); len(d) != 2 || d[0] != stage1 {
						t.Errorf("discard = %v; want %s, then the Item", cardNames(d), stage1.Name)
					}
				}},
			{"every stage at once", allStages, -1,
				func(b *Board) { b.Players[0].Active = mon(typhlosion).under(cyndaquil, quilava) },
				func(t *testing.T, g *Game, ev []Event) {
					if v, _ := g.Active(0); v.Card != cyndaquil || len(g.Hand(0)) != 2 || len(eventsOf(ev, EvDevolve)) != 2 {
						t.Errorf("Active %s, hand %v; want Cyndaquil, with Typhlosion and Quilava in the hand", v.Card.Name, cardNames(g.Hand(0)))
					}
				}},
			{"a LEGEND is not evolved", allStages, -1,
				func(b *Board) { b.Players[0].Active = mon(enteiRaikou1).under(enteiRaikou2) },
				func(t *testing.T, g *Game, ev []Event) {
					if v, _ := g.Active(0); len(v.Stack) != 2 || len(eventsOf(ev, EvDevolve)) != 0 {
						t.Errorf("LEGEND stack %d; want both halves to stay", len(v.Stack))
					}
				}},
			{"a LV.X comes off like an Evolution card", allStages, -1,
				func(b *Board) { b.Players[0].Active = mon(magmarLVX).under(magmar) },
				func(t *testing.T, g *Game, ev []Event) {
					if v, _ := g.Active(0); v.Card != magmar || len(v.Attacks) != 2 {
						t.Errorf("Active %s with %d attacks; want Magmar with its own 2", v.Card.Name, len(v.Attacks))
					}
				}},
		}
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(vulpix), mon(kricketot))
				tc.setup(&b)
				b.Players[0].Hand = []*Card{tc.item}
				g, _ := newTestGame(t, era, b)
				ev := apply(t, g, playChoosing(0, 0, tc.own))
				tc.check(t, g, ev)
			})
		}
	}
}

func TestDevolveBreak(t *testing.T) {
	b := table(mon(charjabugBreak).under(grubbin, charjabug).dmg(100), mon(kricketot))
	b.Players[0].Bench = []BoardPokemon{*mon(rowlet)}
	b.Players[0].Hand = []*Card{devolutionSpray}
	g, _ := newTestGame(t, "sm", b)
	ev := apply(t, g, playChoosing(0, 0, 0))
	// Charjabug has 90 HP: with 100 damage it is Knocked Out once it is no longer the BREAK.
	if ko := eventsOf(ev, EvKnockOut); len(ko) != 1 || ko[0].Card != "Charjabug" {
		t.Errorf("Knock Outs %v; want Charjabug", ko)
	}
}

func TestMoveEnergy(t *testing.T) {
	allWater := &Card{ID: "fixture-move-water", Name: "Water Shift", Category: TrainerCard, Trainer: Item,
		ChooseOwn: ChooseBenched, Play: []Op{{Kind: OpMoveEnergy, Who: WhoChosenOwn, To: WhoOwnActive, N: -1, Type: Water}}}
	toOpponent := &Card{ID: "fixture-move-opp", Name: "Energy Gift", Category: TrainerCard, Trainer: Item,
		ChooseOwn: ChooseBenched, Play: []Op{{Kind: OpMoveEnergy, Who: WhoChosenOwn, To: WhoDefending, N: 1}}}
	tests := []struct {
		name        string
		item        *Card
		benchEnergy []*Card
		wantActive  []string
		wantBench   []string
	}{
		{"one basic Energy, the oldest first", energySwitch, []*Card{hgDCE, hgWater, hgFire},
			[]string{"Water Energy"}, []string{"Double Colorless Energy", "Fire Energy"}},
		{"no basic Energy to move", energySwitch, []*Card{hgDCE}, nil, []string{"Double Colorless Energy"}},
		{"every Energy of one type", allWater, []*Card{hgWater, hgFire, hgWater},
			[]string{"Water Energy", "Water Energy"}, []string{"Fire Energy"}},
		{"not to the other player's Pokémon", toOpponent, []*Card{hgWater}, nil, []string{"Water Energy"}},
	}
	for _, tc := range tests {
		for _, era := range eras {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(vulpix), mon(kricketot))
				b.Players[0].Bench = []BoardPokemon{{Card: magmar, Energy: tc.benchEnergy}}
				b.Players[0].Hand = []*Card{tc.item, hgFire}
				g, _ := newTestGame(t, era, b)
				ev := apply(t, g, playChoosing(0, 0, 1))
				a, _ := g.Active(0)
				if got := cardNames(a.Energy); !slices.Equal(got, tc.wantActive) {
					t.Errorf("Active Energy = %v; want %v", got, tc.wantActive)
				}
				if got := cardNames(g.Bench(0)[0].Energy); !slices.Equal(got, tc.wantBench) {
					t.Errorf("Benched Energy = %v; want %v", got, tc.wantBench)
				}
				if v, _ := g.Active(1); len(v.Energy) != 0 {
					t.Errorf("the opponent's Active Pokémon got Energy: %v", cardNames(v.Energy))
				}
				if n := len(eventsOf(ev, EvMoveEnergy)); n != len(tc.wantActive) {
					t.Errorf("%d move events; want %d", n, len(tc.wantActive))
				}
				// Moving is not the turn's attachment: one may still be attached.
				apply(t, g, Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 0, Own: -1, Target: -1})
			})
		}
	}
}

func TestTechnicalMachine(t *testing.T) {
	for _, era := range eras {
		t.Run(era+"/its attack is the Pokémon's own", func(t *testing.T) {
			b := table(mon(vulpix, hgFire, hgFire), mon(kricketot))
			b.Players[0].Hand = []*Card{tmEmber}
			g, _ := newTestGame(t, era, b)
			if !hasLegal(g, Action{Kind: ActPlayTrainer, Hand: 0, Slot: 0}) {
				t.Errorf("LegalActions does not offer the Technical Machine")
			}
			ev := apply(t, g, playOn(0, 0, 0))
			if at := eventsOf(ev, EvAttachTM); len(at) != 1 || at[0].Anchor != g.rules.anchor(refTM) {
				t.Errorf("attach events %v; want one citing the Technical Machine rule", at)
			}
			i, ok := g.AttackIndex(0, "Ember")
			if !ok || i != 1 {
				t.Fatalf("AttackIndex(Ember) = %d, %v; want 1 (after Vulpix's own attack)", i, ok)
			}
			ev = apply(t, g, attackAct(0, i))
			// Vulpix is a Fire Pokémon: Kricketot's Weakness to Fire doubles Ember's 30.
			if d := eventsOf(ev, EvDamage); len(d) != 1 || d[0].Amount != 60 {
				t.Errorf("damage events %v; want 60", d)
			}
			if len(anchored(g, ev, refTM)) == 0 {
				t.Errorf("the attack does not cite the Technical Machine rule: %v", ev)
			}
			if v, _ := g.Active(0); len(v.TMs) != 1 {
				t.Errorf("Technical Machines after the attack = %d; want it still attached", len(v.TMs))
			}
		})
		t.Run(era+"/beside a Tool and another Technical Machine", func(t *testing.T) {
			b := table(mon(vulpix).tool(xyMuscleBand), mon(kricketot))
			b.Players[0].Hand = []*Card{tmEmber, tmEmber}
			g, _ := newTestGame(t, era, b)
			ev := apply(t, g, playOn(0, 0, 0))
			ev = append(ev, apply(t, g, playOn(0, 0, 0))...)
			if v, _ := g.Active(0); len(v.TMs) != 2 || v.Tool != xyMuscleBand || len(v.Attacks) != 3 {
				t.Errorf("TMs %d, Tool %v, attacks %d; want 2, Muscle Band, 3", len(v.TMs), v.Tool, len(v.Attacks))
			}
			if n := assumptions(anchored(g, ev, refTM)); n != 2 {
				t.Errorf("%d assumptions about Technical Machines beside other cards; want 2", n)
			}
		})
		t.Run(era+"/goes to the discard pile with its Knocked Out Pokémon", func(t *testing.T) {
			b := table(mon(magmar, hgFire), &BoardPokemon{Card: vulpix, Damage: 50, TMs: []*Card{tmEmber}})
			b.Players[1].Bench = []BoardPokemon{*mon(kricketot)}
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 0))
			found := false
			for _, c := range g.Discard(1) {
				found = found || c == tmEmber
			}
			if !found {
				t.Errorf("Ben's discard pile = %v; want the Technical Machine", cardNames(g.Discard(1)))
			}
		})
		t.Run(era+"/needs a Pokémon", func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Hand = []*Card{tmEmber}
			g, _ := newTestGame(t, era, b)
			_, err := g.Apply(playOn(0, 0, 3))
			wantRuleError(t, err, ErrNoSuchPokemon, era, refTM)
		})
	}
	b := table(mon(vulpix), mon(kricketot))
	b.Turn = 1
	b.Players[0].Hand = []*Card{tmEmber}
	g, _ := newTestGame(t, "hgss", b)
	_, err := g.Apply(playOn(0, 0, 0))
	wantRuleError(t, err, ErrFirstTurnTrainer, "hgss", refFirstTurnTrainer)
}

// TestMegaEvolutionRules checks the sm ruleset's Mega Evolution against the rulebook's
// Appendix K: any of your Pokémon becoming one ends the turn, it evolves only from the
// Pokémon-EX it names, and the normal evolving limits apply.
func TestMegaEvolutionRules(t *testing.T) {
	plainVenusaur := &Card{ID: "fixture-venusaur", Name: "Venusaur", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Ivysaur",
		HP: 140, Types: []Type{Grass}}
	tests := []struct {
		name    string
		board   func() Board
		slot    int
		wantErr error
		x       ref
	}{
		{"a Benched Pokémon becoming one also ends the turn", func() Board {
			b := table(mon(kricketot), mon(rowlet))
			b.Players[0].Bench = []BoardPokemon{*mon(venusaurEX)}
			return b
		}, 1, nil, refNone},
		{"only on the Pokémon-EX it names", func() Board { return table(mon(plainVenusaur), mon(rowlet)) }, 0, ErrCannotEvolve, refEvolveName},
		{"not on a Pokémon put into play this turn", func() Board { return table(mon(venusaurEX).entered(3), mon(rowlet)) }, 0, ErrEvolveNew, refEvolveNew},
		{"not during the player's first turn", func() Board {
			b := table(mon(venusaurEX), mon(rowlet))
			b.Turn = 1
			return b
		}, 0, ErrFirstTurnEvolve, refEvolveFirstTurn},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := tc.board()
			b.Players[0].Hand = []*Card{megaVenusaurEX}
			g, _ := newTestGame(t, "sm", b)
			ev, err := g.Apply(evolveAct(0, 0, tc.slot))
			if tc.wantErr != nil {
				wantRuleError(t, err, tc.wantErr, "sm", tc.x)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if g.Current() != 1 || len(anchored(g, ev, refMegaEndsTurn)) == 0 || len(eventsOf(ev, EvTurnEnd)) != 1 {
				t.Errorf("turn of player %d, events %v; want Ana's turn ended by the Mega Evolution rule", g.Current(), ev)
			}
		})
	}
}

// TestGXRules checks the GX attack limit against the sm rulebook's Appendix C: one GX attack
// for each player in a whole game, whichever Pokémon-GX uses it; a Sudden Death game is a new
// game; eras without Pokémon-GX set no limit.
func TestGXRules(t *testing.T) {
	gx := func(g *Game, p int) Action {
		i, _ := g.AttackIndex(p, "Hollow Hunt-GX")
		return attackAct(p, i)
	}
	t.Run("each player has their own GX attack", func(t *testing.T) {
		b := table(mon(decidueyeGX, smGrass), mon(decidueyeGX, smGrass))
		b.Players[0].Deck, b.Players[1].Deck = filler(20), filler(20)
		g, _ := newTestGame(t, "sm", b)
		apply(t, g, gx(g, 0))
		if err := g.Legal(gx(g, 1)); err != nil {
			t.Errorf("Ben's GX attack after Ana's: %v; want it allowed", err)
		}
		apply(t, g, gx(g, 1))
		if !g.GXUsed(0) || !g.GXUsed(1) {
			t.Errorf("GX used = %v, %v; want both", g.GXUsed(0), g.GXUsed(1))
		}
	})
	t.Run("a GX attack stopped by Confusion is not used up (ruling)", func(t *testing.T) {
		b := table(mon(decidueyeGX, smGrass).with(Confused), mon(kricketot))
		g, _ := newTestGame(t, "sm", b, Tails)
		ev := apply(t, g, gx(g, 0))
		if g.GXUsed(0) || len(eventsOf(ev, EvAttackFails)) != 1 {
			t.Errorf("GX used %v, events %v; want the attack announced, failed and not used up", g.GXUsed(0), ev)
		}
	})
	t.Run("a Sudden Death game starts with the GX attack unused", func(t *testing.T) {
		b := table(mon(decidueyeGX, smGrass), mon(kricketot))
		b.GXUsed = [2]bool{true, true}
		g, _ := newTestGame(t, "sm", b, Heads)
		g.startSuddenDeath()
		if g.GXUsed(0) || g.GXUsed(1) {
			t.Errorf("GX used after Sudden Death starts = %v, %v; want false", g.GXUsed(0), g.GXUsed(1))
		}
	})
	for _, era := range []string{"hgss", "xy"} {
		t.Run(era+": no GX limit", func(t *testing.T) {
			b := table(mon(decidueyeGX, smGrass), mon(kricketot))
			b.Players[0].Deck, b.Players[1].Deck = filler(20), filler(20)
			g, _ := newTestGame(t, era, b)
			apply(t, g, gx(g, 0))
			apply(t, g, act(ActEndTurn, 1))
			if err := g.Legal(gx(g, 0)); errors.Is(err, ErrGXUsed) || err != nil {
				t.Errorf("a second GX attack in %s: %v; want it allowed", era, err)
			}
		})
	}
}

// A Sudden Death game counts its turns from 1 again, so what the last game tied to a turn
// number must not reach the new game's turn of the same number.
func TestSuddenDeathForgetsTurnState(t *testing.T) {
	b := table(mon(decidueyeGX, smGrass), mon(kricketot))
	g, _ := newTestGame(t, "sm", b, Heads)
	// As the last game left them on its turn 3: Items banned for Ben's turn 4, a Stadium
	// used, an extra turn granted, a Knock Out on turn 3, Prize cards face up.
	g.handLocks[1] = handLock{turn: 4, mask: 1 << Item}
	g.react.stadiumUsed = [2]int{3, 3}
	g.react.extra, g.react.extraSet, g.react.extraTurn = 0, true, 3
	g.p[0].koTurn, g.p[0].koTypes, g.p[1].prizesUp = 3, 1<<Grass, true
	g.powerLocks[1] = nextTurn{pending: true}
	g.freeAttach[0] = nextTurn{pending: true}
	g.startSuddenDeath()
	g.turn = 4 // the same turn number in the new game
	item := &Card{ID: "test-item", Name: "Test Item", Category: TrainerCard, Trainer: Item}
	if f := g.trainerLocked(1, item); f.failed() {
		t.Errorf("trainerLocked(Ben, Item) on the new game's turn 4 = %v; want no ban", f.err)
	}
	if g.react.stadiumUsed != [2]int{} || g.react.extraSet {
		t.Errorf("react = %+v; want nothing carried over", g.react)
	}
	if g.powerLocks != [2]nextTurn{} || g.freeAttach != [2]nextTurn{} {
		t.Errorf("power locks %+v, free attachments %+v; want none", g.powerLocks, g.freeAttach)
	}
	if g.p[0].koTurn != 0 || g.p[0].koTypes != 0 || g.p[1].prizesUp {
		t.Errorf("koTurn %d, koTypes %b, prizes face up %v; want 0, 0, false", g.p[0].koTurn, g.p[0].koTypes, g.p[1].prizesUp)
	}
}
