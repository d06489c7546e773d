package engine

import (
	"errors"
	"testing"
)

// No play for no effect (noeffect.go): the cards of the official rulings, written as their
// card files write them, each tested in the eras the card is printed in.
var (
	nePotion = &Card{ID: "sm1-127", Name: "Potion", Category: TrainerCard, Trainer: Item, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpHeal, Amount: 30, Who: WhoChosenOwn}}}
	neSuperPotion = &Card{ID: "xy1-128", Name: "Super Potion", Category: TrainerCard, Trainer: Item, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpHeal, Amount: 60, Who: WhoChosenOwn}, {Kind: OpDiscardEnergy, N: 1, Who: WhoChosenOwn, Gate: IfDone}}}
	neLifeHerb = &Card{ID: "hgss2-79", Name: "Life Herb", Category: TrainerCard, Trainer: Item, ChooseOwn: ChoosePokemon,
		Play: flipThen(Op{Kind: OpCure, Who: WhoChosenOwn, Gate: IfHeads}, Op{Kind: OpHeal, Amount: 60, Who: WhoChosenOwn, Gate: IfHeads})}
	neUltraBall = &Card{ID: "sm1-135", Name: "Ultra Ball", Category: TrainerCard, Trainer: Item, NoEffectRuling: "ultra-ball-empty-deck",
		Play: []Op{{Kind: OpHandPick, N: 2, Who: WhoSelf, Exact: true, Cost: true, Dest: ToDiscard, Filter: Filter{AnyCategory: true}},
			{Kind: OpSearch, Gate: IfDone, N: 1, Filter: Filter{Category: PokemonCard}}}}
	neSycamore = &Card{ID: "xy1-122", Name: "Professor Sycamore", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpDiscardHandDraw, N: 7}}}
	neKukui = &Card{ID: "sm1-128", Name: "Professor Kukui", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpDraw, N: 2}, {Kind: OpTurnModifier, Mod: Modifier{Stage: ModAttacker, Amount: 20, ActiveOnly: true}}}}
	neElm = &Card{ID: "hgss1-100", Name: "Professor Elm's Training Method", Category: TrainerCard, Trainer: Supporter,
		NoEffectRuling: "elm-training-method-empty-deck",
		Play:           []Op{{Kind: OpSearch, N: 1, Filter: Filter{Category: PokemonCard, Evolution: true}}}}
	neGoodRod = &Card{ID: "hgss2-76", Name: "Good Rod", Category: TrainerCard, Trainer: Item, NoEffectRuling: "good-rod-needs-a-target",
		Play: flipThen(Op{Kind: OpDiscardToDeck, Gate: IfHeads, N: 1, Filter: Filter{Category: PokemonCard}, Dest: ToDeckTop},
			Op{Kind: OpDiscardToDeck, Gate: IfTails, N: 1, Filter: Filter{Category: TrainerCard}, Dest: ToDeckTop})}
	neCirculator = &Card{ID: "hgss2-81", Name: "Pokémon Circulator", Category: TrainerCard, Trainer: Item,
		NoEffectRuling: "pokemon-circulator-needs-opponent-bench", ChooseOpp: ChooseBenched, OppChooses: true,
		Play: []Op{{Kind: OpSwitchOpp}}}
	neJunkArm = &Card{ID: "hgss4-87", Name: "Junk Arm", Category: TrainerCard, Trainer: Item, NoEffectRuling: "junk-arm-needs-other-trainer",
		Play: []Op{{Kind: OpHandPick, N: 2, Who: WhoSelf, Exact: true, Cost: true, Dest: ToDiscard, Filter: Filter{AnyCategory: true}},
			{Kind: OpTakeDiscard, N: 1, Filter: Filter{Category: TrainerCard, NotName: "Junk Arm"}}}}
	neSeeker = &Card{ID: "hgss4-88", Name: "Seeker", Category: TrainerCard, Trainer: Supporter,
		ChooseOwn: ChooseBenched, ChooseOpp: ChooseBenched, OppChooses: true,
		Play: []Op{{Kind: OpReturnPokemon, Who: WhoChosenOwn}, {Kind: OpReturnPokemon, Who: WhoChosenOpp}}}
	neReturner = &Card{ID: "hgss2-74", Name: "Energy Returner", Category: TrainerCard, Trainer: Item,
		NoEffectRuling: "energy-returner-fewer-than-four",
		Play:           []Op{{Kind: OpDiscardToDeck, N: 4, Filter: Filter{Category: EnergyCard, BasicEnergy: true}, Dest: ToDeck}}}
	neTyphlosion = &Card{ID: "hgss1-110", Name: "Typhlosion", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Quilava", HP: 140,
		Types: []Type{Fire}, RetreatCost: 2,
		Powers: []Power{{Name: "Afterburner", Kind: PokePower, Use: UseActivated, OncePerTurn: true, ChooseOwn: ChoosePokemon,
			NoEffectRuling: "afterburner-needs-fire-energy",
			Ops: []Op{{Kind: OpAttachSplit, Who: WhoChosenOwn, N: 1, Filter: Filter{Category: EnergyCard, Type: Fire}},
				{Kind: OpCounters, Who: WhoChosenOwn, N: 1, Gate: IfDone}}}}}
	neNinetales = &Card{ID: "hgss1-7", Name: "Ninetales", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Vulpix", HP: 90,
		Types: []Type{Fire}, RetreatCost: 1,
		Powers: []Power{{Name: "Roast Reveal", Kind: PokePower, Use: UseActivated, OncePerTurn: true,
			Ops: []Op{{Kind: OpDiscardHand, N: 1, Filter: Filter{Category: EnergyCard, BasicEnergy: true, Type: Fire}},
				{Kind: OpDraw, N: 3, Gate: IfDone}}}}}
	neEevee = &Card{ID: "sm1-101", Name: "Eevee", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Colorless}, RetreatCost: 1,
		EvolutionTypes: 1<<Psychic | 1<<Darkness, // the era's cards: Espeon-GX, Umbreon-GX
		Powers: []Power{{Name: "Energy Evolution", Kind: Ability, Use: UseAttachedFromHand, Optional: true,
			NoEffectRuling: "energy-evolution-no-matching-type",
			Ops:            []Op{{Kind: OpEvolveFromDeck, Who: WhoSelf, AttachedType: true, EvolveRules: true}}}}}
	neUmbreon = &Card{ID: "sm1-80", Name: "Umbreon-GX", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Eevee", HP: 200,
		Types: []Type{Darkness}, RetreatCost: 2, Tags: TagGX}
	smFighting = basicEnergy(Fighting, "sm1-169")
	smDarkness = basicEnergy(Darkness, "sm1-170")
	smRainbow  = &Card{ID: "sm1-137", Name: "Rainbow Energy", Category: EnergyCard, Provides: []Type{AnyType},
		OnAttach: []Op{{Kind: OpCounters, N: 1, Who: WhoSelf}}}
)

// noEffectCase is one play of a card of the rulings: the board, the action, and whether the
// rules refuse it for no effect (and citing which ruling).
type noEffectCase struct {
	name   string
	eras   []string
	board  func() Board
	action Action
	ruling string // "": allowed; else the anchor the refusal cites
	check  func(t *testing.T, g *Game)
}

func runNoEffectCases(t *testing.T, cases []noEffectCase) {
	t.Helper()
	for _, tc := range cases {
		for _, era := range tc.eras {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tc.board(), Heads, Heads, Heads)
				listed := false
				for _, a := range g.LegalActions(nil) {
					listed = listed || sameNoEffectAction(a, tc.action)
				}
				_, err := g.Apply(tc.action)
				if tc.ruling == "" {
					if err != nil {
						t.Fatalf("Apply(%v) = %v; want it allowed", tc.action, err)
					}
					if !listed {
						t.Errorf("LegalActions does not list %v", tc.action)
					}
				} else {
					var re *RuleError
					if !errors.Is(err, ErrNoEffect) || !errors.As(err, &re) {
						t.Fatalf("Apply(%v) = %v; want %v", tc.action, err, ErrNoEffect)
					}
					if re.Anchor != tc.ruling || re.Assumed != "" {
						t.Errorf("refusal cites %q (assumed %q); want %q", re.Anchor, re.Assumed, tc.ruling)
					}
					if listed {
						t.Errorf("LegalActions lists %v, which the rules refuse", tc.action)
					}
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatal(err)
				}
				if tc.check != nil {
					tc.check(t, g)
				}
			})
		}
	}
}

// sameNoEffectAction compares the parts of an action the cases set; the cards an effect
// picks are left out (LegalActions lists a search with the cards it can find).
func sameNoEffectAction(a, b Action) bool {
	return a.Kind == b.Kind && a.Hand == b.Hand && a.Slot == b.Slot && a.Index == b.Index && a.Own == b.Own &&
		a.Target == b.Target && a.Opt == b.Opt && len(a.HandPicks) == len(b.HandPicks)
}

const noEffectRuling = "ruling:cannot-play-card-without-effect"

func playCard(hand, own, target int) Action {
	return Action{Kind: ActPlayTrainer, Player: 0, Hand: hand, Own: own, Target: target}
}

func TestNoEffectTrainerCards(t *testing.T) {
	withHand := func(active *BoardPokemon, hand ...*Card) func() Board {
		return func() Board {
			b := table(active, mon(vulpix))
			b.Players[0].Hand = hand
			return b
		}
	}
	emptyDeck := func(f func() Board) func() Board {
		return func() Board {
			b := f()
			b.Players[0].Deck = nil
			return b
		}
	}
	withDiscard := func(f func() Board, pile ...*Card) func() Board {
		return func() Board {
			b := f()
			b.Players[0].Discard = pile
			return b
		}
	}
	handCount := func(n int) func(t *testing.T, g *Game) {
		return func(t *testing.T, g *Game) {
			if got := len(g.Hand(0)); got != n {
				t.Errorf("hand holds %d cards; want %d", got, n)
			}
		}
	}
	ultra := playCard(0, -1, -1)
	ultra.HandPicks = []int{1, 2}
	junk := ultra
	cases := []noEffectCase{
		// Healing with nothing to heal (cannot-play-card-without-effect).
		{"Potion, no damage anywhere", []string{"xy", "sm"}, withHand(mon(vulpix), nePotion), playCard(0, 0, -1), noEffectRuling, handCount(1)},
		{"Potion on a damaged Pokémon", []string{"xy", "sm"}, withHand(mon(vulpix).dmg(40), nePotion), playCard(0, 0, -1), "", handCount(0)},
		{"Potion on the undamaged one of two", []string{"xy", "sm"}, func() Board {
			b := withHand(mon(vulpix), nePotion)()
			b.Players[0].Bench = []BoardPokemon{*mon(kricketot).dmg(20)}
			return b
		}, playCard(0, 0, -1), noEffectRuling, handCount(1)},
		{"Super Potion, no damage: its Energy discard comes only with healing", []string{"xy"}, withHand(mon(vulpix, hgFire), neSuperPotion), playCard(0, 0, -1), noEffectRuling,
			func(t *testing.T, g *Game) {
				if len(activeEnergy(g, 0)) != 1 {
					t.Error("the Energy was discarded")
				}
			}},
		{"Super Potion, damage and no Energy (super-potion-no-energy)", []string{"xy"}, withHand(mon(vulpix).dmg(70), neSuperPotion), playCard(0, 0, -1), "",
			func(t *testing.T, g *Game) {
				if d := damageOf(g, 0); d != 10 {
					t.Errorf("damage %d; want 10", d)
				}
			}},
		{"Life Herb, no damage and no Special Condition", []string{"hgss"}, withHand(mon(vulpix), neLifeHerb), playCard(0, 0, -1), noEffectRuling, handCount(1)},
		{"Life Herb, a Special Condition only", []string{"hgss"}, withHand(mon(vulpix).with(Poisoned), neLifeHerb), playCard(0, 0, -1), "", handCount(0)},
		// Drawing and searching an empty deck.
		{"Ultra Ball, empty deck: the 2 cards are only its cost", []string{"sm"}, emptyDeck(withHand(mon(vulpix), neUltraBall, hgFire, hgWater)), ultra,
			"ruling:ultra-ball-empty-deck", handCount(3)},
		{"Ultra Ball, 1 card in the deck", []string{"sm"}, func() Board {
			b := withHand(mon(vulpix), neUltraBall, hgFire, hgWater)()
			b.Players[0].Deck = filler(1)
			return b
		}, ultra, "", handCount(0)},
		{"Professor Sycamore, empty deck: discarding the hand is the price of the draw", []string{"xy"}, emptyDeck(withHand(mon(vulpix), neSycamore, hgFire)),
			playCard(0, -1, -1), noEffectRuling, handCount(2)},
		{"Professor Sycamore, a deck", []string{"xy"}, withHand(mon(vulpix), neSycamore, hgFire), playCard(0, -1, -1), "", handCount(7)},
		{"Professor Kukui, empty deck: its +20 still works (professor-kukui-empty-deck)", []string{"sm"}, emptyDeck(withHand(mon(vulpix), neKukui)),
			playCard(0, -1, -1), "", handCount(0)},
		{"Professor Elm's Training Method, empty deck", []string{"hgss"}, emptyDeck(withHand(mon(vulpix), neElm)), playCard(0, -1, -1),
			"ruling:elm-training-method-empty-deck", handCount(1)},
		{"Professor Elm's Training Method, no Evolution card but a deck", []string{"hgss"}, withHand(mon(vulpix), neElm), playCard(0, -1, -1), "", handCount(0)},
		// The discard pile.
		{"Good Rod, only Energy in the discard pile", []string{"hgss"}, withDiscard(withHand(mon(vulpix), neGoodRod), hgFire, hgWater), playCard(0, -1, -1),
			"ruling:good-rod-needs-a-target", handCount(1)},
		{"Good Rod, a Pokémon there (the coin may still send it after a Trainer card)", []string{"hgss"}, withDiscard(withHand(mon(vulpix), neGoodRod), kricketot),
			playCard(0, -1, -1), "", handCount(0)},
		{"Energy Returner, no basic Energy in the discard pile", []string{"hgss"}, withDiscard(withHand(mon(vulpix), neReturner), hgDCE), playCard(0, -1, -1),
			"ruling:energy-returner-fewer-than-four", handCount(1)},
		{"Energy Returner, one basic Energy card", []string{"hgss"}, withDiscard(withHand(mon(vulpix), neReturner), hgDCE, hgFire), playCard(0, -1, -1), "",
			func(t *testing.T, g *Game) {
				if len(g.Discard(0)) != 2 || len(g.Deck(0)) != 11 {
					t.Errorf("discard %d, deck %d; want 2 and 11", len(g.Discard(0)), len(g.Deck(0)))
				}
			}},
		{"Junk Arm, only Energy and a Junk Arm in the discard pile (a PlusPower paid does not count)", []string{"hgss"},
			withDiscard(withHand(mon(vulpix), neJunkArm, hgPlusPower, hgFire), hgFire, neJunkArm), junk, "ruling:junk-arm-needs-other-trainer", handCount(3)},
		{"Junk Arm takes a Trainer card from before it was paid for, not one of its 2 cards", []string{"hgss"},
			withDiscard(withHand(mon(vulpix), neJunkArm, hgReversal, hgFire), hgPlusPower), junk, "",
			func(t *testing.T, g *Game) {
				if h := g.Hand(0); len(h) != 1 || h[0] != hgPlusPower {
					t.Errorf("hand %v; want PlusPower", energyNames(h))
				}
			}},
		// Choices.
		{"Pokémon Circulator, no opponent's Benched Pokémon", []string{"hgss"}, withHand(mon(vulpix), neCirculator), playCard(0, -1, -1),
			"ruling:pokemon-circulator-needs-opponent-bench", handCount(1)},
		{"Pokémon Circulator, one Benched Pokémon", []string{"hgss"}, func() Board {
			b := withHand(mon(vulpix), neCirculator)()
			b.Players[1].Bench = []BoardPokemon{*mon(kricketot)}
			return b
		}, playCard(0, -1, 1), "", handCount(0)},
		{"Switch, no Benched Pokémon", []string{"hgss", "xy", "sm"}, withHand(mon(vulpix), hgSwitch), playCard(0, -1, -1), noEffectRuling, handCount(1)},
		{"Seeker, both Benches empty", []string{"hgss"}, withHand(mon(vulpix), neSeeker), playCard(0, -1, -1), noEffectRuling, handCount(1)},
		{"Seeker, only the opponent has a Benched Pokémon (seeker-one-bench-enough)", []string{"hgss"}, func() Board {
			b := withHand(mon(vulpix), neSeeker)()
			b.Players[1].Bench = []BoardPokemon{*mon(kricketot)}
			return b
		}, playCard(0, -1, 1), "", func(t *testing.T, g *Game) {
			if len(g.Bench(1)) != 0 || len(g.Hand(1)) != 1 {
				t.Errorf("opponent's Bench %d, hand %d; want 0 and 1", len(g.Bench(1)), len(g.Hand(1)))
			}
		}},
	}
	runNoEffectCases(t, cases)
}

func TestNoEffectPowers(t *testing.T) {
	power := func(slot, own int) Action {
		return Action{Kind: ActUsePower, Player: 0, Slot: slot, Index: 0, Own: own, Target: -1}
	}
	typhlosions := func(pile ...*Card) func() Board {
		return func() Board {
			b := table(mon(vulpix, hgFire), mon(vulpix))
			b.Players[0].Bench = []BoardPokemon{*mon(neTyphlosion), *mon(neTyphlosion)}
			b.Players[0].Discard = pile
			return b
		}
	}
	roaster := func(hand []*Card, deck int) func() Board {
		return func() Board {
			b := table(mon(neNinetales), mon(vulpix))
			b.Players[0].Hand = hand
			b.Players[0].Deck = filler(deck)
			return b
		}
	}
	cases := []noEffectCase{
		{"Afterburner, only Water Energy in the discard pile: not for the counter alone", []string{"hgss"}, typhlosions(hgWater), power(1, 0),
			"ruling:afterburner-needs-fire-energy", func(t *testing.T, g *Game) {
				if damageOf(g, 0) != 0 {
					t.Error("a damage counter was put on")
				}
			}},
		{"Afterburner, a Fire Energy card", []string{"hgss"}, typhlosions(hgFire), power(1, 0), "", func(t *testing.T, g *Game) {
			if damageOf(g, 0) != 10 || len(activeEnergy(g, 0)) != 2 {
				t.Errorf("damage %d, Energy %d; want 10 and 2", damageOf(g, 0), len(activeEnergy(g, 0)))
			}
		}},
		{"Roast Reveal, empty deck: the discard still happens (roast-reveal-empty-deck)", []string{"hgss"}, roaster([]*Card{hgFire}, 0), power(0, -1), "", nil},
		{"Roast Reveal, no Fire Energy card in the hand", []string{"hgss"}, roaster([]*Card{hgWater}, 10), power(0, -1), noEffectRuling, nil},
	}
	runNoEffectCases(t, cases)

	// Two Afterburners and one Fire Energy card: the second is refused and not used up, so it
	// works once a Fire Energy card reaches the discard pile (the retreat pays with one).
	for _, era := range []string{"hgss"} {
		t.Run(era+"/two Afterburners, one Fire Energy card", func(t *testing.T) {
			g, _ := newTestGame(t, era, typhlosions(hgFire)())
			apply(t, g, power(1, 0))
			_, err := g.Apply(power(2, 0))
			wantRuleError(t, err, ErrNoEffect, era, refNone)
			apply(t, g, Action{Kind: ActRetreat, Player: 0, Slot: 2, Own: -1, Target: -1}) // Vulpix pays 1 Fire Energy
			// The second Typhlosion is the Active Pokémon now; its Afterburner gives the
			// retreat's Fire Energy to the first, on the Bench (slot 1).
			apply(t, g, power(0, 1))
			if b := g.Bench(0)[0]; b.Damage != 10 || len(b.Energy) != 1 {
				t.Errorf("first Typhlosion: damage %d, Energy %d; want 10 and 1", b.Damage, len(b.Energy))
			}
		})
	}
}

// Energy Evolution: a "you may" power set off by attaching a basic Energy card, refused when
// the era has no card of that type that evolves from Eevee, and for any other Energy card.
func TestNoEffectEnergyEvolution(t *testing.T) {
	attach := func(opt bool, takes ...int) Action {
		return Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 0, Own: -1, Target: -1, Opt: opt, Takes: takes}
	}
	eevee := func(energy *Card) func() Board {
		return func() Board {
			b := table(mon(neEevee).entered(1), mon(vulpix))
			b.Players[0].Hand = []*Card{energy}
			b.Players[0].Deck = []*Card{neUmbreon, hgWater, hgWater}
			return b
		}
	}
	evolved := func(name string) func(t *testing.T, g *Game) {
		return func(t *testing.T, g *Game) {
			if v, _ := g.Active(0); v.Card.Name != name {
				t.Errorf("Active Pokémon %s; want %s", v.Card.Name, name)
			}
		}
	}
	cases := []noEffectCase{
		{"Fighting Energy: nothing of that type evolves from Eevee", []string{"sm"}, eevee(smFighting), attach(true),
			"ruling:energy-evolution-no-matching-type", evolved("Eevee")},
		{"Fighting Energy, the plain attachment", []string{"sm"}, eevee(smFighting), attach(false), "", evolved("Eevee")},
		{"Rainbow Energy is not a basic Energy card", []string{"sm"}, eevee(smRainbow), attach(true),
			"ruling:energy-evolution-not-rainbow-energy", evolved("Eevee")},
		{"Darkness Energy, finding nothing is allowed (energy-evolution-search-may-fail)", []string{"sm"}, eevee(smDarkness), attach(true), "", evolved("Eevee")},
	}
	runNoEffectCases(t, cases)
	t.Run("sm/Darkness Energy, Umbreon-GX taken", func(t *testing.T) {
		g, _ := newTestGame(t, "sm", eevee(smDarkness)())
		apply(t, g, attach(true, 0))
		evolved("Umbreon-GX")(t, g)
	})
}

// The effects the rulings correct: Mountain Eater heals only after a discard, counters moved
// onto a shielded Pokémon are lost, and a Double Colorless Energy covers 2 heads of Twister.
func TestNoEffectRulingEffects(t *testing.T) {
	larvitar := &Card{ID: "hgss2-50", Name: "Larvitar", Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Fighting},
		Attacks: []Attack{{Name: "Mountain Eater", Cost: []Type{Colorless},
			After: []Op{{Kind: OpDiscardDeck, Who: WhoDefending, N: 1, Filter: Filter{AnyCategory: true}}, {Kind: OpHeal, Who: WhoSelf, Amount: 20, Gate: IfDone}}}}}
	espeon := &Card{ID: "col1-4", Name: "Espeon", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Eevee", HP: 90, Types: []Type{Psychic},
		Attacks: []Attack{{Name: "Solar Suggestion", Cost: []Type{Psychic},
			After: []Op{{Kind: OpMoveCountersChosen, Who: WhoEachOwn, To: WhoEachOpp, N: 4}}}}}
	pidgeotto := &Card{ID: "hgss4-47", Name: "Pidgeotto", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Pidgey", HP: 80, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Twister", Cost: []Type{Colorless}, Damage: 30,
			Requires: []Op{{Kind: OpFlip, N: 2}, {Kind: OpNothing, Gate: IfTails}},
			After:    []Op{{Kind: OpDiscardEnergy, N: 1, Who: WhoDefending, Gate: EachHeads, EnergyUnits: true}}}}}
	for _, era := range []string{"hgss"} {
		for _, tc := range []struct {
			name string
			deck int
			want int // Larvitar's damage afterwards
		}{{"a card discarded: 20 healed", 5, 20}, {"empty deck: nothing discarded, nothing healed (mountain-eater-empty-deck)", 0, 40}} {
			t.Run(era+"/Mountain Eater, "+tc.name, func(t *testing.T) {
				b := table(mon(larvitar, hgFire).dmg(40), mon(bigTarget))
				b.Players[1].Deck = filler(tc.deck)
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, 0)) // an attack that does nothing is still allowed
				if v := g.Bench(0); len(v) > 0 {
					t.Fatalf("unexpected Bench %v", v)
				}
				if d := g.p[0].slots[0].damage; d != tc.want {
					t.Errorf("Larvitar's damage %d; want %d", d, tc.want)
				}
			})
		}
		t.Run(era+"/Solar Suggestion onto a Pokémon shielded by Agility: those counters are lost", func(t *testing.T) {
			b := table(mon(espeon, hgPsychic).dmg(50), mon(bigTarget).effect(Lasting{Kind: LastingPreventAll}))
			b.Players[1].Bench = []BoardPokemon{*mon(kricketot)}
			g, _ := newTestGame(t, era, b)
			a := attackAct(0, 0)
			a.Moves = []CounterMove{{From: 0, To: 0, N: 2}, {From: 0, To: 1, N: 2}}
			ev := apply(t, g, a)
			if d := g.p[0].slots[0].damage; d != 10 {
				t.Errorf("Espeon's damage %d; want 10 (all 4 counters taken off)", d)
			}
			if d0, d1 := g.p[1].slots[0].damage, g.p[1].slots[1].damage; d0 != 0 || d1 != 20 {
				t.Errorf("shielded Active %d, Benched %d; want 0 and 20", d0, d1)
			}
			if !citesAnchor(ev, "ruling:solar-suggestion-protected-pokemon") {
				t.Error("no event cites ruling:solar-suggestion-protected-pokemon")
			}
		})
		for _, tc := range []struct {
			name  string
			coins []Coin
			left  int // Energy cards left on the Defending Pokémon
		}{
			{"two heads, two Double Colorless Energy: the first covers both", []Coin{Heads, Heads}, 1},
			{"one heads: one Double Colorless Energy", []Coin{Heads, Tails}, 1},
		} {
			t.Run(era+"/Twister, "+tc.name, func(t *testing.T) {
				b := table(mon(pidgeotto, hgDCE), mon(bigTarget, hgDCE, hgDCE))
				g, _ := newTestGame(t, era, b, tc.coins...)
				apply(t, g, attackAct(0, 0))
				if n := len(g.p[1].slots[0].energy); n != tc.left {
					t.Errorf("Energy cards left %d; want %d", n, tc.left)
				}
			})
		}
	}
}

func citesAnchor(ev []Event, anchor string) bool {
	for _, e := range ev {
		if e.Anchor == anchor {
			return true
		}
	}
	return false
}

// A card played together with copies of itself (Missing Clover) is judged by what the copies
// do together: with an empty deck one copy would do nothing, four take a Prize card.
func TestNoEffectPlayedTogether(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(vulpix), mon(vulpix))
			b.Players[0].Hand = []*Card{reactClover, reactClover, reactClover, reactClover}
			b.Players[0].Deck = nil
			g, _ := newTestGame(t, era, b)
			_, err := g.Apply(playCard(0, -1, -1))
			wantRuleError(t, err, ErrNoEffect, era, refNoEffect)
			four := playCard(0, -1, -1)
			four.Picks = []int{1, 2, 3}
			apply(t, g, four)
			if n := len(g.Prizes(0)); n != 5 {
				t.Errorf("Prize cards left %d; want 5", n)
			}
		})
	}
}

// Healing that an effect forbids (Moongeist Beam's "can't be healed") would remove nothing,
// so a Trainer card or power that only heals may not be used on that Pokémon; and Breath of
// the Leaves heals only a Pokémon with Energy attached.
func TestNoEffectHealingForbidden(t *testing.T) {
	leafeon := &Card{ID: "sm5-13", Name: "Leafeon-GX", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Eevee", HP: 200,
		Types: []Type{Grass}, RetreatCost: 2, Tags: TagGX,
		Powers: []Power{{Name: "Breath of the Leaves", Kind: Ability, Use: UseActivated, OncePerTurn: true, ActiveOnly: true,
			ChooseOwn: ChoosePokemon, Ops: []Op{{Kind: OpHealEnergized, Amount: 50, Who: WhoChosenOwn}}}}}
	noHealing := []Lasting{{Kind: LastingCantBeHealed, When: OpponentsNextTurn}}
	board := func(active *Card, effects []Lasting, bench ...BoardPokemon) func() Board {
		return func() Board {
			b := table(&BoardPokemon{Card: active, Energy: []*Card{smGrass}, Damage: 60, Effects: effects}, mon(neEevee))
			b.Players[0].Bench = bench
			b.Players[0].Hand = []*Card{nePotion, neSuperPotion}
			return b
		}
	}
	power := func(own int) Action {
		return Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: own, Target: -1}
	}
	damaged := func(slot, want int) func(t *testing.T, g *Game) {
		return func(t *testing.T, g *Game) {
			if got := damageOf(g, 0); slot == 0 && got != want {
				t.Errorf("Leafeon-GX damage = %d; want %d", got, want)
			}
			if slot > 0 {
				if got := g.Bench(0)[slot-1].Damage; got != want {
					t.Errorf("bench %d damage = %d; want %d", slot, got, want)
				}
			}
		}
	}
	energizedBench := BoardPokemon{Card: neEevee, Energy: []*Card{smGrass}, Damage: 30}
	bareBench := BoardPokemon{Card: neEevee, Damage: 30}
	cases := []noEffectCase{
		{"Breath of the Leaves on itself", []string{"sm"}, board(leafeon, nil), power(0), "", damaged(0, 10)},
		{"Breath of the Leaves on itself, which can't be healed", []string{"sm"}, board(leafeon, noHealing), power(0),
			noEffectRuling, damaged(0, 60)},
		{"Breath of the Leaves on a Benched Pokémon with Energy, the Active can't be healed", []string{"sm"},
			board(leafeon, noHealing, energizedBench), power(1), "", damaged(1, 0)},
		{"Potion on a Pokémon that can't be healed", []string{"sm"}, board(leafeon, noHealing),
			playCard(0, 0, -1), noEffectRuling, damaged(0, 60)},
		{"Super Potion on a Pokémon that can't be healed: its discard waits on the healing", []string{"xy"},
			board(leafeon, noHealing), playCard(1, 0, -1), noEffectRuling, damaged(0, 60)},
		{"Super Potion on a Pokémon that can be healed", []string{"xy"}, board(leafeon, nil), playCard(1, 0, -1), "", damaged(0, 0)},
	}
	runNoEffectCases(t, cases)

	// With the Active Pokémon unable to be healed and the only other damaged Pokémon bare of
	// Energy, the power has nothing to heal: LegalActions lists it for no choice.
	for _, era := range []string{"sm"} {
		t.Run(era+"/Breath of the Leaves, nothing it could heal", func(t *testing.T) {
			g, _ := newTestGame(t, era, board(leafeon, noHealing, bareBench)())
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActUsePower {
					t.Errorf("LegalActions lists %v; want no use of Breath of the Leaves", a)
				}
			}
		})
	}
}

// TestNoEffectHealEnergized: a card that heals each of your Pokémon with Energy of a type
// attached (Lana) does nothing, so cannot be played, when every damaged Pokémon lacks that
// Energy; with one such damaged Pokémon it is played and heals only that one.
func TestNoEffectHealEnergized(t *testing.T) {
	lana := &Card{ID: "sm5-150", Name: "Lana", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpHealEnergized, Amount: 50, Type: Water, Who: WhoEachOwn}}}
	board := func(activeEnergy []*Card, benchEnergy []*Card) func() Board {
		return func() Board {
			b := table(&BoardPokemon{Card: neEevee, Energy: activeEnergy, Damage: 40}, mon(neEevee))
			b.Players[0].Bench = []BoardPokemon{{Card: neEevee, Energy: benchEnergy, Damage: 30}}
			b.Players[0].Hand = []*Card{lana}
			return b
		}
	}
	healed := func(active, bench int) func(t *testing.T, g *Game) {
		return func(t *testing.T, g *Game) {
			if got := damageOf(g, 0); got != active {
				t.Errorf("Active damage = %d; want %d", got, active)
			}
			if got := g.Bench(0)[0].Damage; got != bench {
				t.Errorf("Benched damage = %d; want %d", got, bench)
			}
		}
	}
	cases := []noEffectCase{
		{"no damaged Pokémon has Water Energy", eras, board([]*Card{smGrass}, nil), playCard(0, -1, -1), noEffectRuling, healed(40, 30)},
		{"the Benched Pokémon has Water Energy", eras, board([]*Card{smGrass}, []*Card{smWater}), playCard(0, -1, -1), "", healed(40, 0)},
		{"both have Water Energy", eras, board([]*Card{smWater}, []*Card{smWater}), playCard(0, -1, -1), "", healed(0, 0)},
	}
	runNoEffectCases(t, cases)
}
