package engine

import (
	"errors"
	"testing"
)

// Rules a card prints for itself (Card.Printed) hold in every era the card is played,
// whatever the era's rulebook states or leaves out. Tables per era.

var (
	// A Stadium and a Mega Evolution card that print no rule of their own: made up, since
	// every such card of the covered sets prints one. They show what the era's rulebook
	// decides alone.
	plainStadium = &Card{ID: "fixture-plain-stadium", Name: "Plain Stadium", Category: TrainerCard, Trainer: Stadium}
	plainMega    = &Card{ID: "fixture-plain-mega", Name: "M Venusaur-EX", Category: PokemonCard, Stage: MegaStage,
		EvolvesFrom: "Venusaur-EX", Tags: TagEX | TagMega, HP: 230, Types: []Type{Grass}, RetreatCost: 4}
	// An older Fossil Trainer card with the two rules such cards print (numbers made up).
	rootFossil = &Card{ID: "fixture-claw-fossil-printed", Name: "Claw Fossil", Category: TrainerCard, Trainer: Item,
		PlaysAsBasic: true, HP: 50, Types: []Type{Colorless}, Printed: PrintedNoRetreat | PrintedDiscardFromPlay}
	// A Pokémon whose Ability puts a damage counter on one of its own player's Pokémon.
	selfHarm = &Card{ID: "fixture-self-harm", Name: "Self Harm", Category: PokemonCard, Stage: Basic, HP: 90,
		Types: []Type{Psychic}, RetreatCost: 1,
		Powers: []Power{{Name: "Dark Gift", Kind: Ability, Use: UseActivated, ChooseOwn: ChoosePokemon,
			Ops: []Op{{Kind: OpCounters, N: 1, Who: WhoChosenOwn}}}}}
)

func TestPrintedMegaEndsTurn(t *testing.T) {
	tests := []struct {
		era     string
		card    *Card
		ends    bool
		anchor  string // what the note that ends the turn cites
		assumed bool
	}{
		// hgss has no Mega Evolution page: the card's rule is noted against evolving.
		{"hgss", megaVenusaurEX, true, "hgss/evolving#1", false},
		// xy's rulebook predates Mega Evolution: the rule is cited from the sm page rulesd
		// gives for it (a gap topic of xy).
		{"xy", megaVenusaurEX, true, "sm/mega-evolution#2", false},
		{"sm", megaVenusaurEX, true, "sm/mega-evolution#2", false},
		{"hgss", plainMega, false, "", false},
		{"xy", plainMega, false, "", false},
		{"sm", plainMega, true, "sm/mega-evolution#2", false}, // the rulebook states it
	}
	for _, tc := range tests {
		t.Run(tc.era+"/"+tc.card.ID, func(t *testing.T) {
			b := table(mon(venusaurEX), mon(kricketot))
			b.Players[0].Hand = []*Card{tc.card}
			g, _ := newTestGame(t, tc.era, b)
			ev := apply(t, g, evolveAct(0, 0, 0))
			if ended := g.Current() == 1; ended != tc.ends {
				t.Fatalf("turn ended = %v; want %v (events %v)", ended, tc.ends, ev)
			}
			if assumptions(ev) != 0 {
				t.Errorf("Mega Evolution traced an assumption: %v", ev)
			}
			if !tc.ends {
				return
			}
			found := false
			for _, e := range eventsOf(ev, EvNote) {
				found = found || e.Anchor == tc.anchor
			}
			if !found {
				t.Errorf("no note cites %s: %v", tc.anchor, ev)
			}
		})
	}
}

// TestPrintedStadiumName: no Stadium is played over one of the same name, in any era. Sun &
// Moon's rulebook says so; in hgss and xy the Rules Team's 2003 answer does (ruling
// same-name-stadium), and the refusal cites it, whether or not the card prints the rule too.
func TestPrintedStadiumName(t *testing.T) {
	refused := map[string]string{"hgss": RulingPrefix + "same-name-stadium", "xy": RulingPrefix + "same-name-stadium", "sm": "sm/stadium-cards#4"}
	tests := []struct {
		name    string
		inPlay  *Card
		hand    *Card
		refused bool
	}{
		{"a Stadium that prints the rule, against its namesake", xyShadowCircle, xyShadowCircle, true},
		{"an hgss Stadium that prints it", hgLostWorld, hgLostWorld, true},
		{"a Stadium that prints no such rule", plainStadium, plainStadium, true},
		{"a Stadium of another name", xyShadowCircle, xyFairyGarden, false},
	}
	for _, tc := range tests {
		for _, era := range eras {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(vulpix), mon(kricketot))
				b.Stadium, b.StadiumOwner = tc.inPlay, 1
				b.Players[0].Hand = []*Card{tc.hand}
				g, _ := newTestGame(t, era, b)
				listed := hasLegal(g, Action{Kind: ActPlayTrainer, Hand: 0})
				ev, err := g.Apply(trainerAct(0, 0))
				if !tc.refused {
					if err != nil {
						t.Fatalf("play = %v; want it played", err)
					}
					if !listed {
						t.Errorf("LegalActions does not list the Stadium")
					}
					if n := assumptions(ev); n > 0 {
						t.Errorf("replacing a Stadium of another name traced %d assumptions: %v", n, ev)
					}
					return
				}
				var re *RuleError
				if !errors.Is(err, ErrSameStadium) || !errors.As(err, &re) {
					t.Fatalf("play = %v; want %v", err, ErrSameStadium)
				}
				if re.Anchor != refused[era] {
					t.Errorf("refusal cites %q; want %q", re.Anchor, refused[era])
				}
				if re.Assumed != "" {
					t.Errorf("refusal carries an assumption: %q", re.Assumed)
				}
				if listed {
					t.Errorf("LegalActions lists a Stadium the rules refuse")
				}
				if s, _, _ := g.Stadium(); s != tc.inPlay {
					t.Errorf("Stadium in play = %v; want %s unchanged", s, tc.inPlay.Name)
				}
			})
		}
	}
}

// fossilOf is the Fossil Trainer card of an era's tests: Unidentified Fossil in sm, an older
// one before.
func fossilOf(era string) *Card {
	if era == "sm" {
		return unidentifiedFossil
	}
	return rootFossil
}

func TestFossilPrintedRules(t *testing.T) {
	discardAct := func(slot int) Action {
		return Action{Kind: ActDiscardFromPlay, Player: 0, Slot: slot, Own: -1, Target: -1}
	}
	for _, era := range eras {
		fossil := fossilOf(era)
		t.Run(era+"/it cannot retreat", func(t *testing.T) {
			b := table(mon(fossil, hgWater), mon(kricketot))
			b.Players[0].Bench = []BoardPokemon{*mon(magmar)}
			g, _ := newTestGame(t, era, b)
			_, err := g.Apply(Action{Kind: ActRetreat, Player: 0, Slot: 1, Own: -1, Target: -1})
			wantRuleError(t, err, ErrPrintedNoRetreat, era, refFossilPlay)
			if hasLegal(g, Action{Kind: ActRetreat}) {
				t.Errorf("LegalActions lists a retreat for %s", fossil.Name)
			}
		})
		t.Run(era+"/discarded from the Bench: no Knock Out, no Prize card", func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			b.Players[0].Bench = []BoardPokemon{*mon(fossil, hgWater).dmg(20), *mon(magmar)}
			g, _ := newTestGame(t, era, b)
			if !hasLegal(g, discardAct(1)) {
				t.Errorf("LegalActions does not offer to discard %s from play", fossil.Name)
			}
			ev := apply(t, g, discardAct(1))
			if bench := g.Bench(0); len(bench) != 1 || bench[0].Card != magmar {
				t.Fatalf("Bench = %v; want only Magmar, moved up", bench)
			}
			if d := cardNames(g.Discard(0)); len(d) != 2 || d[0] != fossil.Name {
				t.Errorf("discard pile = %v; want %s and its Energy", d, fossil.Name)
			}
			if len(g.Prizes(1)) != 6 || len(eventsOf(ev, EvKnockOut)) != 0 {
				t.Errorf("Ben has %d Prize cards, events %v; want no Knock Out and no Prize card", len(g.Prizes(1)), ev)
			}
			if len(anchored(g, ev, refFossilDiscard)) == 0 {
				t.Errorf("no event cites %s: %v", rules(t, era).anchor(refFossilDiscard), ev)
			}
			if d, p := g.Decision(); d != DecideMain || p != 0 {
				t.Errorf("decision %v of player %d; want Ana's turn to go on", d, p)
			}
		})
		t.Run(era+"/discarded as the Active Pokémon: replaced, no Prize card", func(t *testing.T) {
			b := table(mon(fossil), mon(kricketot))
			b.Players[0].Bench = []BoardPokemon{*mon(magmar)}
			g, _ := newTestGame(t, era, b)
			apply(t, g, discardAct(0))
			if d, p := g.Decision(); d == DecidePromote && p == 0 {
				apply(t, g, Action{Kind: ActPromote, Player: 0, Slot: 1, Own: -1, Target: -1})
			}
			if v, _ := g.Active(0); v.Card != magmar || len(g.Prizes(1)) != 6 || g.Current() != 0 {
				t.Errorf("Active %s, Ben's Prize cards %d, turn of %d; want Magmar, 6, Ana's", v.Card.Name, len(g.Prizes(1)), g.Current())
			}
		})
		t.Run(era+"/discarding the last Pokémon loses", func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(fossil), mon(kricketot)))
			apply(t, g, discardAct(0))
			if res := g.Result(); !res.Over || res.Winner != 1 {
				t.Errorf("result %+v; want Ben to win (Ana has no Pokémon in play)", res)
			}
		})
		t.Run(era+"/not another Pokémon, nor the Fossil once evolved", func(t *testing.T) {
			b := table(mon(vulpix), mon(kricketot))
			evolved := anorith // evolves from Claw Fossil
			if era == "sm" {
				evolved = cranidos
			}
			b.Players[0].Bench = []BoardPokemon{*mon(evolved).under(fossil)}
			g, _ := newTestGame(t, era, b)
			_, err := g.Apply(discardAct(0))
			wantRuleError(t, err, ErrNotDiscardable, era, refFossilDiscard)
			_, err = g.Apply(discardAct(1))
			wantRuleError(t, err, ErrNotDiscardable, era, refFossilDiscard)
			_, err = g.Apply(discardAct(2))
			wantRuleError(t, err, ErrNoSuchPokemon, era, refFossilDiscard)
		})
		t.Run(era+"/Knocked Out: the opponent takes a Prize card", func(t *testing.T) {
			// Ana's own Ability puts the last damage counter on it: it is Knocked Out at once,
			// before she could discard it (the unidentified-fossil-knock-out-check ruling).
			b := table(mon(selfHarm), mon(magmar))
			b.Players[0].Bench = []BoardPokemon{*mon(fossil).dmg(fossil.HP - 10)}
			g, _ := newTestGame(t, era, b)
			ev := apply(t, g, Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: 1, Target: -1})
			if len(eventsOf(ev, EvKnockOut)) != 1 || len(g.Bench(0)) != 0 {
				t.Fatalf("Bench %v, events %v; want %s Knocked Out by the Ability", g.Bench(0), ev, fossil.Name)
			}
			if d, p := g.Decision(); d == DecidePrize && p == 1 {
				apply(t, g, Action{Kind: ActTakePrize, Player: 1, Index: 0, Own: -1, Target: -1})
			}
			if n := len(g.Prizes(1)); n != 5 {
				t.Errorf("Ben has %d Prize cards; want 5 (one taken for the Fossil)", n)
			}
			_, err := g.Apply(discardAct(1))
			wantRuleError(t, err, ErrNoSuchPokemon, era, refFossilDiscard)
		})
	}
}
