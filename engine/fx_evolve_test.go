package engine

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

// Cards for the evolve primitives (fx_evolve.go), made up so each era plays them alike.
var (
	evGrass = basicEnergy(Grass, "test-ev-grass")
	evFire  = basicEnergy(Fire, "test-ev-fire")
	evWater = basicEnergy(Water, "test-ev-water")

	evWeed = &Card{ID: "test-ev-1", Name: "Weed", Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Grass},
		Attacks: []Attack{{Name: "Speed Evolution", After: []Op{{Kind: OpEvolveFromDeck, Who: WhoSelf}}}, {Name: "Sting", Damage: 10}}}
	evKaku  = &Card{ID: "test-ev-2", Name: "Kaku", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Weed", HP: 80, Types: []Type{Grass}}
	evKaku2 = &Card{ID: "test-ev-3", Name: "Kaku", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Weed", HP: 70, Types: []Type{Grass}}
	evBee   = &Card{ID: "test-ev-4", Name: "Bee", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Kaku", HP: 130, Types: []Type{Grass},
		BasicNames: []string{"Weed"}}
	evTenta = &Card{ID: "test-ev-5", Name: "Tenta", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Weed", HP: 90, Types: []Type{Water},
		Attacks: []Attack{{Name: "Tentavolve", After: []Op{{Kind: OpEvolvedThisTurn, Who: WhoSelf},
			{Kind: OpCondition, Cond: Paralyzed, Who: WhoDefending, Gate: IfDone}, {Kind: OpCondition, Cond: Poisoned, Who: WhoDefending, Gate: IfDone}}}}}
	evMapper = &Card{ID: "test-ev-6", Name: "Mapper", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Weed", HP: 80, Types: []Type{Colorless},
		Powers: []Power{{Name: "Mapping", Kind: Ability, Use: UseEvolvedFromHand, Optional: true, Ops: []Op{{Kind: OpDraw, N: 2}}}}}
	evSnort = &Card{ID: "test-ev-7", Name: "Snort", Category: PokemonCard, Stage: Basic, HP: 80, Types: []Type{Fire},
		Powers: []Power{{Name: "Hot Snort", Kind: PokePower, Use: UseBenchedFromHand, Optional: true,
			Ops: []Op{{Kind: OpFlip}, {Kind: OpCondition, Cond: Burned, Who: WhoDefending, Gate: IfHeads}}}}}
	evCure = &Card{ID: "test-ev-8", Name: "Cure", Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Psychic},
		Powers: []Power{{Name: "CURE", Kind: PokePower, Use: UseBenchedFromHand, Ops: []Op{{Kind: OpCure, Who: WhoOwnActive}}}}}
	evEeve = &Card{ID: "test-ev-9", Name: "Eeve", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Colorless},
		Powers: []Power{{Name: "Energy Evolution", Kind: Ability, Use: UseAttachedFromHand, Optional: true,
			Ops: []Op{{Kind: OpEvolveFromDeck, Who: WhoSelf, AttachedType: true, EvolveRules: true}}}}}
	evFlar  = &Card{ID: "test-ev-10", Name: "Flar", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Eeve", HP: 90, Types: []Type{Fire}}
	evVapo  = &Card{ID: "test-ev-11", Name: "Vapo", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Eeve", HP: 110, Types: []Type{Water}}
	evShin  = &Card{ID: "test-ev-12", Name: "Shin", Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Lightning}, Powers: []Power{{Name: "Head Start", Kind: Ability, Use: UseEvolvesFirstTurnIfSecond}}}
	evLux   = &Card{ID: "test-ev-13", Name: "Lux", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Shin", HP: 80, Types: []Type{Lightning}}
	evFirst = &Card{ID: "test-ev-14", Name: "Raider", Category: PokemonCard, Stage: Basic, HP: 170, Types: []Type{Grass},
		Attacks: []Attack{{Name: "Fast Raid", Damage: 30, FirstTurn: FirstTurnIfFirst}, {Name: "Smash", Damage: 60},
			{Name: "Sneaky", Damage: 10, FirstTurn: FirstTurnOnlySecond}}}
	evAegiA = &Card{ID: "test-ev-15", Name: "Aegi", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Dou", HP: 140, Types: []Type{Metal},
		Powers:  []Power{{Name: "Stance Change", Kind: Ability, Use: UseActivated, OncePerTurn: true, Ops: []Op{{Kind: OpSwapSameName}}}},
		Attacks: []Attack{{Name: "Swing", Damage: 120}}}
	evAegiB = &Card{ID: "test-ev-16", Name: "Aegi", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Dou", HP: 140, Types: []Type{Metal},
		Powers:  []Power{{Name: "Stance Change", Kind: Ability, Use: UseActivated, OncePerTurn: true, Ops: []Op{{Kind: OpSwapSameName}}}},
		Attacks: []Attack{{Name: "Shield", Damage: 50}}}
	evSoda = &Card{ID: "test-ev-17", Name: "Soda", Category: TrainerCard, Trainer: Item, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpEvolveFromDeck, Who: WhoChosenOwn, EvolveRules: true}}}
	evCandy = &Card{ID: "test-ev-18", Name: "Candy", Category: TrainerCard, Trainer: Item, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpRareCandy, EvolveRules: true}}}
	evCandy1 = &Card{ID: "test-ev-19", Name: "Old Candy", Category: TrainerCard, Trainer: Item, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpRareCandy, EvolveRules: true, Stage1Too: true}}}
	evInvader = &Card{ID: "test-ev-21", Name: "Invader", Category: PokemonCard, Stage: Basic, HP: 190, Types: []Type{Psychic},
		Powers: []Power{{Name: "Invasion", Kind: Ability, Use: UseActivated, OncePerTurn: true, BenchOnly: true, Ops: []Op{{Kind: OpSwitchIn, Who: WhoSelf}}}}}
	evFrog = &Card{ID: "test-ev-22", Name: "Frog", Category: PokemonCard, Stage: Basic, HP: 120, Types: []Type{Water},
		Powers: []Power{{Name: "Leap Frog", Kind: PokePower, Use: UseActivated, OncePerTurn: true, ChooseOwn: ChooseBenched,
			Ops: []Op{{Kind: OpSwitchIn, Who: WhoChosenOwn, Filter: Filter{AnyCategory: true, Type: Water}}}}}}
	evGrandBloom = &Card{ID: "test-ev-23", Name: "Grand Bloomer", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Grass},
		Attacks: []Attack{{Name: "Grand Bloom", GX: true, After: []Op{{Kind: OpEvolveFromDeck, Who: WhoEachOwnBenched, Filter: Filter{BasicOnly: true}}}}}}
	evBloom = &Card{ID: "test-ev-20", Name: "Bloomer", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Grass},
		Attacks: []Attack{{Name: "Grand Bloom", After: []Op{{Kind: OpEvolveFromDeck, Who: WhoEachOwnBenched}}}}}
)

// evBoard is a board at turn 3 (player 0 to act) with the given Active Pokémon, deck (top
// first) and hand for player 0.
func evBoard(active *BoardPokemon, deck, hand []*Card) Board {
	b := table(active, mon(evWeed))
	b.Players[0].Deck = append(deck, filler(5)...)
	b.Players[0].Hand = hand
	return b
}

func topOf(t *testing.T, g *Game, p, s int) PokemonView {
	t.Helper()
	if s == 0 {
		v, ok := g.Active(p)
		if !ok {
			t.Fatalf("player %d has no Active Pokémon", p)
		}
		return v
	}
	return g.Bench(p)[s-1]
}

func TestEvolvePrimitives(t *testing.T) {
	tests := []struct {
		name    string
		board   func() Board
		coins   string
		action  func() Action
		wantErr error
		check   func(t *testing.T, g *Game)
	}{
		{"attack evolves from the deck: the chosen card goes on", func() Board {
			return evBoard(mon(evWeed), []*Card{evGrass, evKaku, evKaku2}, nil)
		}, "", func() Action { a := attackAct(0, 0); a.Takes = []int{2}; return a }, nil, func(t *testing.T, g *Game) {
			if v := topOf(t, g, 0, 0); v.Card != evKaku2 || len(v.Stack) != 2 {
				t.Errorf("Active = %s (%d cards); want the second Kaku on Weed", v.Card.ID, len(v.Stack))
			}
			if n := len(g.Deck(0)); n != 7 {
				t.Errorf("deck = %d cards; want 7 (one taken)", n)
			}
		}},
		{"attack evolving from the deck may find nothing", func() Board {
			return evBoard(mon(evWeed), []*Card{evKaku}, nil)
		}, "", func() Action { a := attackAct(0, 0); a.Takes = []int{-1}; return a }, nil, func(t *testing.T, g *Game) {
			if v := topOf(t, g, 0, 0); v.Card != evWeed {
				t.Errorf("Active = %s; want Weed unevolved", v.Card.Name)
			}
		}},
		{"a pick that does not evolve from it is refused", func() Board {
			return evBoard(mon(evWeed), []*Card{evGrass, evKaku}, nil)
		}, "", func() Action { a := attackAct(0, 0); a.Takes = []int{0}; return a }, ErrBadChoice, nil},
		{"a pick beyond the deck is refused", func() Board {
			return evBoard(mon(evWeed), []*Card{evKaku}, nil)
		}, "", func() Action { a := attackAct(0, 0); a.Takes = []int{40}; return a }, ErrBadChoice, nil},
		{"each Benched Pokémon gets its own card", func() Board {
			b := evBoard(mon(evBloom), []*Card{evKaku, evTenta, evGrass}, nil)
			b.Players[0].Bench = []BoardPokemon{*mon(evWeed), *mon(evWeed)}
			return b
		}, "", func() Action { a := attackAct(0, 0); a.Takes = []int{1, 0}; return a }, nil, func(t *testing.T, g *Game) {
			if a, b := topOf(t, g, 0, 1).Card, topOf(t, g, 0, 2).Card; a != evTenta || b != evKaku {
				t.Errorf("Bench = %s, %s; want Tenta, Kaku", a.Name, b.Name)
			}
		}},
		{"only the Benched Basic Pokémon evolve when the op says so", func() Board {
			b := evBoard(mon(evGrandBloom), []*Card{evBee, evTenta, evGrass}, nil)
			b.Players[0].Bench = []BoardPokemon{*mon(evKaku).under(evWeed), *mon(evWeed)}
			return b
		}, "", func() Action { a := attackAct(0, 0); a.Takes = []int{1}; return a }, nil, func(t *testing.T, g *Game) {
			if a, b := topOf(t, g, 0, 1).Card, topOf(t, g, 0, 2).Card; a != evKaku || b != evTenta {
				t.Errorf("Bench = %s, %s; want Kaku left alone and Tenta on the Basic Weed", a.Name, b.Name)
			}
		}},
		{"one card cannot be picked for two Pokémon", func() Board {
			b := evBoard(mon(evBloom), []*Card{evKaku, evTenta}, nil)
			b.Players[0].Bench = []BoardPokemon{*mon(evWeed), *mon(evWeed)}
			return b
		}, "", func() Action { a := attackAct(0, 0); a.Takes = []int{0, 0}; return a }, ErrBadChoice, nil},
		{"Evosoda-like Item evolves the chosen Pokémon", func() Board {
			b := evBoard(mon(evSnort), []*Card{evGrass, evKaku}, []*Card{evSoda})
			b.Players[0].Bench = []BoardPokemon{*mon(evWeed)}
			return b
		}, "", func() Action {
			a := act(ActPlayTrainer, 0)
			a.Own, a.Takes = 1, []int{1}
			return a
		}, nil, func(t *testing.T, g *Game) {
			if v := topOf(t, g, 0, 1); v.Card != evKaku {
				t.Errorf("Benched = %s; want Kaku", v.Card.Name)
			}
		}},
		{"Evosoda-like Item is refused on a Pokémon put into play this turn", func() Board {
			b := evBoard(mon(evSnort), []*Card{evKaku}, []*Card{evSoda})
			b.Players[0].Bench = []BoardPokemon{*mon(evWeed).entered(3)}
			return b
		}, "", func() Action {
			a := act(ActPlayTrainer, 0)
			a.Own, a.Takes = 1, []int{0}
			return a
		}, ErrEvolveNew, nil},
		{"Rare Candy puts a Stage 2 on a Basic", func() Board {
			return evBoard(mon(evWeed), nil, []*Card{evCandy, evBee})
		}, "", func() Action {
			a := act(ActPlayTrainer, 0)
			a.Hand, a.Own, a.Takes = 0, 0, []int{1}
			return a
		}, nil, func(t *testing.T, g *Game) {
			if v := topOf(t, g, 0, 0); v.Card != evBee || len(v.Stack) != 2 {
				t.Errorf("Active = %s (%d cards); want Bee straight on Weed", v.Card.Name, len(v.Stack))
			}
			if n := len(g.Hand(0)); n != 0 {
				t.Errorf("hand = %d; want 0", n)
			}
		}},
		{"Rare Candy with a Stage 2 named before the candy in the hand", func() Board {
			return evBoard(mon(evWeed), nil, []*Card{evBee, evCandy})
		}, "", func() Action {
			a := act(ActPlayTrainer, 0)
			a.Hand, a.Own, a.Takes = 1, 0, []int{0}
			return a
		}, nil, func(t *testing.T, g *Game) {
			if v := topOf(t, g, 0, 0); v.Card != evBee {
				t.Errorf("Active = %s; want Bee", v.Card.Name)
			}
		}},
		{"Rare Candy refuses a Stage 1 unless it says so", func() Board {
			return evBoard(mon(evWeed), nil, []*Card{evCandy, evKaku})
		}, "", func() Action {
			a := act(ActPlayTrainer, 0)
			a.Own, a.Takes = 0, []int{1}
			return a
		}, ErrNoTarget, nil},
		{"Rare Candy that allows a Stage 1", func() Board {
			return evBoard(mon(evWeed), nil, []*Card{evCandy1, evKaku})
		}, "", func() Action {
			a := act(ActPlayTrainer, 0)
			a.Own, a.Takes = 0, []int{1}
			return a
		}, nil, func(t *testing.T, g *Game) {
			if v := topOf(t, g, 0, 0); v.Card != evKaku {
				t.Errorf("Active = %s; want Kaku", v.Card.Name)
			}
		}},
		{"Rare Candy refuses an evolved Pokémon", func() Board {
			return evBoard(mon(evKaku).under(evWeed), nil, []*Card{evCandy, evBee})
		}, "", func() Action {
			a := act(ActPlayTrainer, 0)
			a.Own, a.Takes = 0, []int{1}
			return a
		}, ErrNoTarget, nil},
		{"Rare Candy refuses a Basic put into play this turn", func() Board {
			return evBoard(mon(evWeed).entered(3), nil, []*Card{evCandy, evBee})
		}, "", func() Action {
			a := act(ActPlayTrainer, 0)
			a.Own, a.Takes = 0, []int{1}
			return a
		}, ErrEvolveNew, nil},
		{"benched from the hand: the power taken, heads burns", func() Board {
			return evBoard(mon(evWeed), nil, []*Card{evSnort})
		}, "H", func() Action { a := act(ActPlayBasic, 0); a.Opt = true; return a }, nil, func(t *testing.T, g *Game) {
			if c := condOf(g, 1); c&Burned == 0 {
				t.Errorf("opponent's Active conditions = %v; want Burned", c)
			}
		}},
		{"benched from the hand: the power declined", func() Board {
			return evBoard(mon(evWeed), nil, []*Card{evSnort})
		}, "", func() Action { return act(ActPlayBasic, 0) }, nil, func(t *testing.T, g *Game) {
			if c := condOf(g, 1); c != 0 {
				t.Errorf("opponent's Active conditions = %v; want none", c)
			}
		}},
		{"a power that is not a you-may runs without Opt", func() Board {
			return evBoard(mon(evWeed).with(Poisoned), nil, []*Card{evCure})
		}, "", func() Action { return act(ActPlayBasic, 0) }, nil, func(t *testing.T, g *Game) {
			if c := condOf(g, 0); c != 0 {
				t.Errorf("Active conditions = %v; want none", c)
			}
		}},
		{"Opt with no power to take is refused", func() Board {
			return evBoard(mon(evSnort), nil, []*Card{evWeed})
		}, "", func() Action { a := act(ActPlayBasic, 0); a.Opt = true; return a }, ErrBadChoice, nil},
		{"evolved from the hand: the power draws", func() Board {
			return evBoard(mon(evWeed), []*Card{evGrass, evGrass}, []*Card{evMapper})
		}, "", func() Action { a := act(ActEvolve, 0); a.Opt = true; return a }, nil, func(t *testing.T, g *Game) {
			if n := len(g.Hand(0)); n != 2 {
				t.Errorf("hand = %d; want 2 drawn", n)
			}
		}},
		{"Energy attached from the hand: evolves to the card of its type", func() Board {
			return evBoard(mon(evEeve), []*Card{evVapo, evFlar}, []*Card{evFire})
		}, "", func() Action { a := act(ActAttachEnergy, 0); a.Opt, a.Takes = true, []int{1}; return a }, nil, func(t *testing.T, g *Game) {
			if v := topOf(t, g, 0, 0); v.Card != evFlar || len(v.Energy) != 1 {
				t.Errorf("Active = %s with %d Energy; want Flar with the Fire Energy", v.Card.Name, len(v.Energy))
			}
		}},
		{"Energy attached from the hand: a card of another type is refused", func() Board {
			return evBoard(mon(evEeve), []*Card{evVapo, evFlar}, []*Card{evFire})
		}, "", func() Action { a := act(ActAttachEnergy, 0); a.Opt, a.Takes = true, []int{0}; return a }, ErrBadChoice, nil},
		{"evolved this turn: the attack's effect happens", func() Board {
			return evBoard(mon(evTenta).under(evWeed).entered(3), nil, nil)
		}, "", func() Action { return attackAct(0, 0) }, nil, func(t *testing.T, g *Game) {
			// Paralysis wears off at the end of its owner's next turn, not before.
			if c := condOf(g, 1); c&Paralyzed == 0 || c&Poisoned == 0 {
				t.Errorf("opponent's Active conditions = %v; want Paralyzed and Poisoned", c)
			}
		}},
		{"not evolved this turn: nothing happens", func() Board {
			return evBoard(mon(evTenta).under(evWeed), nil, nil)
		}, "", func() Action { return attackAct(0, 0) }, nil, func(t *testing.T, g *Game) {
			if c := condOf(g, 1); c != 0 {
				t.Errorf("opponent's Active conditions = %v; want none", c)
			}
		}},
		{"switching with a card of the same name from the hand", func() Board {
			return evBoard(mon(evAegiA).dmg(30).with(Confused), nil, []*Card{evWeed, evAegiB})
		}, "", func() Action {
			a := act(ActUsePower, 0)
			a.Slot, a.Index, a.Takes = 0, 0, []int{1}
			return a
		}, nil, func(t *testing.T, g *Game) {
			v := topOf(t, g, 0, 0)
			if v.Card != evAegiB || v.Damage != 30 || v.Conditions != Confused {
				t.Errorf("Active = %s, %d damage, %v; want the other Aegi with 30 damage, Confused", v.Card.ID, v.Damage, v.Conditions)
			}
			if h := g.Hand(0); len(h) != 2 || h[1] != evAegiA {
				t.Errorf("hand = %v; want the first Aegi back in the hand", h)
			}
		}},
		{"switching needs a card of the same name", func() Board {
			return evBoard(mon(evAegiA), nil, []*Card{evWeed})
		}, "", func() Action {
			a := act(ActUsePower, 0)
			a.Slot, a.Index, a.Takes = 0, 0, []int{0}
			return a
		}, ErrNoTarget, nil},
		{"a Benched Pokémon's power switches it in", func() Board {
			b := evBoard(mon(evWeed), nil, nil)
			b.Players[0].Bench = []BoardPokemon{*mon(evInvader)}
			return b
		}, "", func() Action { a := act(ActUsePower, 0); a.Slot = 1; return a }, nil, func(t *testing.T, g *Game) {
			if a, b := topOf(t, g, 0, 0).Card, topOf(t, g, 0, 1).Card; a != evInvader || b != evWeed {
				t.Errorf("Active %s, Bench %s; want Invader Active and Weed on the Bench", a.Name, b.Name)
			}
		}},
		{"the same power from the Active Pokémon is refused", func() Board {
			b := evBoard(mon(evInvader), nil, nil)
			b.Players[0].Bench = []BoardPokemon{*mon(evWeed)}
			return b
		}, "", func() Action { return act(ActUsePower, 0) }, ErrPowerOff, nil},
		{"a power switches in a chosen Benched Pokémon of its type", func() Board {
			b := evBoard(mon(evWeed), nil, nil)
			b.Players[0].Bench = []BoardPokemon{*mon(evFrog), *mon(evTenta)}
			return b
		}, "", func() Action { a := act(ActUsePower, 0); a.Slot, a.Own = 1, 2; return a }, nil, func(t *testing.T, g *Game) {
			if a := topOf(t, g, 0, 0).Card; a != evTenta {
				t.Errorf("Active %s; want Tenta", a.Name)
			}
		}},
		{"a chosen Benched Pokémon of another type is refused", func() Board {
			b := evBoard(mon(evTenta), nil, nil)
			b.Players[0].Bench = []BoardPokemon{*mon(evFrog), *mon(evWeed)}
			return b
		}, "", func() Action { a := act(ActUsePower, 0); a.Slot, a.Own = 1, 2; return a }, ErrNoTarget, nil},
		{"an attack usable only by the second player on their first turn, later", func() Board {
			return evBoard(mon(evFirst), nil, nil)
		}, "", func() Action { return attackAct(0, 2) }, ErrCannotAttack, nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tt.board(), coins(tt.coins)...)
				a := tt.action()
				_, err := g.Apply(a)
				if tt.wantErr != nil {
					if !errors.Is(err, tt.wantErr) {
						t.Fatalf("Apply(%v) = %v; want %v", a, err, tt.wantErr)
					}
					return
				}
				if err != nil {
					t.Fatalf("Apply(%v) = %v; want no error", a, err)
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatal(err)
				}
				tt.check(t, g)
			})
		}
	}
}

// The first-turn rules: the era's bans, and the exceptions cards make.
func TestEvolveFirstTurnRules(t *testing.T) {
	tests := []struct {
		name          string
		turn, current int
		action        Action
		// want per era: nil, or the error
		want map[string]error
	}{
		{"the starting player's exception attack on turn 1", 1, 0, attackAct(0, 0), map[string]error{}},
		{"the starting player's other attack on turn 1", 1, 0, attackAct(0, 1),
			map[string]error{"xy": ErrFirstTurnAttack, "sm": ErrFirstTurnAttack}},
		{"the second player's own-first-turn attack on turn 2", 2, 1, attackAct(1, 2), map[string]error{}},
		{"the starting player's own-first-turn attack on turn 1", 1, 0, attackAct(0, 2),
			map[string]error{"hgss": ErrCannotAttack, "xy": ErrFirstTurnAttack, "sm": ErrFirstTurnAttack}},
		{"the second player evolves an early Pokémon on turn 2", 2, 1, Action{Kind: ActEvolve, Player: 1, Hand: 0, Slot: 1, Own: -1, Target: -1},
			map[string]error{}},
		{"the second player evolves another Pokémon on turn 2", 2, 1, Action{Kind: ActEvolve, Player: 1, Hand: 1, Slot: 2, Own: -1, Target: -1},
			map[string]error{"hgss": ErrFirstTurnEvolve, "xy": ErrFirstTurnEvolve, "sm": ErrFirstTurnEvolve}},
		{"the starting player evolves an early Pokémon on turn 1", 1, 0, Action{Kind: ActEvolve, Player: 0, Hand: 0, Slot: 1, Own: -1, Target: -1},
			map[string]error{"hgss": ErrFirstTurnEvolve, "xy": ErrFirstTurnEvolve, "sm": ErrFirstTurnEvolve}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(evFirst), mon(evFirst))
				b.Turn, b.Current = tt.turn, tt.current
				for p := 0; p < 2; p++ {
					b.Players[p].Bench = []BoardPokemon{*mon(evShin), *mon(evWeed)}
					b.Players[p].Hand = []*Card{evLux, evKaku}
				}
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(tt.action)
				want := tt.want[era]
				if want == nil && err != nil || want != nil && !errors.Is(err, want) {
					t.Fatalf("Apply(%v) = %v; want %v", tt.action, err, want)
				}
				if err == nil {
					if err := g.CheckInvariants(); err != nil {
						t.Fatal(err)
					}
				}
			})
		}
	}
}

// LegalActions lists the choices the evolve ops need, each accepted by Apply.
func TestEvolveLegalActions(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := evBoard(mon(evWeed), []*Card{evKaku, evGrass, evKaku2, evKaku}, []*Card{evSoda, evCandy, evBee, evSnort, evFire})
			b.Players[0].Bench = []BoardPokemon{*mon(evEeve)}
			b.Players[0].Deck = append(b.Players[0].Deck, evFlar, evVapo)
			g, _ := newTestGame(t, era, b)
			legal := g.LegalActions(nil)
			count := map[string]int{}
			for _, a := range legal {
				if err := g.Legal(a); err != nil {
					t.Fatalf("listed %v refused: %v", a, err)
				}
				switch {
				case a.Kind == ActAttack && a.Index == 0:
					count["speed"]++
				case a.Kind == ActPlayTrainer && a.Hand == 0 && a.Own == 0:
					count["soda-active"]++
				case a.Kind == ActPlayTrainer && a.Hand == 1:
					count["candy"]++
				case a.Kind == ActPlayBasic && a.Hand == 3 && a.Opt:
					count["snort-opt"]++
				case a.Kind == ActPlayBasic && a.Hand == 3:
					count["snort"]++
				case a.Kind == ActAttachEnergy && a.Slot == 1 && a.Opt:
					count["eeve-opt"]++
				}
			}
			// Two different Kaku cards in the deck: one action each (copies are not listed twice).
			want := map[string]int{"speed": 2, "soda-active": 2, "candy": 1, "snort-opt": 1, "snort": 1, "eeve-opt": 1}
			for k, n := range want {
				if count[k] != n {
					t.Errorf("%s: %d listed; want %d (all: %v)", k, count[k], n, legal)
				}
			}
		})
	}
}

// A Stage 2 card whose "you may" power works when it evolves: Rare Candy lists it used and not,
// the one right after the other, for each card that fits (copies once).
func TestCandyListsOptionalPower(t *testing.T) {
	beeMap := &Card{ID: "test-ev-24", Name: "Bee", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Kaku", HP: 130,
		Types: []Type{Grass}, BasicNames: []string{"Weed"},
		Powers: []Power{{Name: "Mapping", Kind: Ability, Use: UseEvolvedFromHand, Optional: true, Ops: []Op{{Kind: OpDraw, N: 1}}}}}
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := evBoard(mon(evWeed), []*Card{evGrass}, []*Card{evCandy, evBee, beeMap, beeMap, evGrass})
			g, _ := newTestGame(t, era, b)
			var got []string
			var opted *Action
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActPlayTrainer && a.Hand == 0 {
					got = append(got, fmt.Sprintf("own %d takes %v opt %v", a.Own, a.Takes, a.Opt))
					if a.Opt {
						opted = &a
					}
				}
			}
			want := []string{"own 0 takes [1] opt false", "own 0 takes [2] opt false", "own 0 takes [2] opt true"}
			if !slices.Equal(got, want) {
				t.Fatalf("Rare Candy actions = %q; want %q", got, want)
			}
			// Taking the option evolves the Active Pokémon and draws the card.
			before := len(g.Hand(0))
			if _, err := g.Apply(*opted); err != nil {
				t.Fatalf("Apply(%v): %v", opted, err)
			}
			if got, want := len(g.Hand(0)), before-2+1; got != want {
				t.Errorf("hand after Rare Candy with Mapping = %d cards; want %d", got, want)
			}
			if a, _ := g.Active(0); a.Card.ID != beeMap.ID {
				t.Errorf("Active Pokémon = %s; want %s", a.Card.ID, beeMap.ID)
			}
		})
	}
}

// evolveDecks are legal decks full of the evolve primitives, for random games and fuzzing.
func evolveDecks(string) [2][]*Card {
	a := deckOf(evWeed, 4, evKaku, 2, evKaku2, 2, evBee, 3, evTenta, 2, evMapper, 2, evSnort, 3, evCure, 2,
		evSoda, 4, evCandy, 2, evCandy1, 2, evBloom, 2, evGrass, 14, evFire, 8, evWater, 8)
	b := deckOf(evEeve, 4, evFlar, 3, evVapo, 3, evShin, 4, evLux, 3, evFirst, 3, evAegiA, 2, evAegiB, 2, evInvader, 1, evFrog, 1,
		evWeed, 4, evKaku, 3, evSoda, 4, evCandy, 2, evGrass, 9, evFire, 6, evWater, 6)
	return [2][]*Card{a, b}
}

// Random games with the evolve decks: invariants after every action, and LegalActions and
// Apply agree (every listed action is accepted; every accepted candidate is listed).
func TestEvolveRandomGames(t *testing.T) {
	for _, r := range Rulesets() {
		t.Run(r.Era, func(t *testing.T) {
			decks := evolveDecks(r.Era)
			for p := range decks {
				if err := r.CheckDeck(decks[p]); err != nil {
					t.Fatalf("deck %d: %v", p, err)
				}
			}
			used := map[string]int{}
			for seed := uint64(1); seed <= 12; seed++ {
				g, _, err := NewGame(r, decks, NewSeeded(seed), Options{})
				if err != nil {
					t.Fatal(err)
				}
				rp := newRandomPlayer(seed)
				for steps := 0; !g.Over() && steps < 400; steps++ {
					if seed <= 2 {
						legal := g.LegalActions(nil)
						listed := map[string]bool{}
						for _, a := range legal {
							listed[actionKey(g, a)] = true
							if err := g.Legal(a); err != nil {
								t.Fatalf("seed %d: listed %v refused: %v", seed, a, err)
							}
						}
						for _, a := range candidateActions(g) {
							if !g.validate(&a).failed() && !listed[actionKey(g, a)] {
								t.Fatalf("seed %d: %v is accepted but not listed", seed, a)
							}
						}
					}
					a, _ := rp.pick(g)
					switch {
					case a.Kind == ActPlayTrainer && g.cards[g.p[a.Player].hand[a.Hand]].Play[0].Kind == OpRareCandy:
						used["candy"]++
					case len(a.Takes) > 0:
						used["takes"]++
					case a.Opt && a.Kind != ActAttack:
						used["opt"]++
					}
					if _, err := g.Apply(a); err != nil {
						t.Fatalf("seed %d: %v: %v", seed, a, err)
					}
					if err := g.CheckInvariants(); err != nil {
						t.Fatalf("seed %d: after %v: %v", seed, a, err)
					}
				}
			}
			for _, k := range []string{"takes", "candy", "opt"} {
				if used[k] == 0 {
					t.Errorf("the random games never used %s (%v)", k, used)
				}
			}
		})
	}
}

// TestEvolveEarlyWhenNew: on the first turn of the player who went second, a Pokémon with a
// power like Evolutionary Advantage evolves even if it was benched that same turn (ruling
// evolutionary-advantage-shinx-played-this-turn: cited in sm; hgss and xy, which have no such
// card, carry the reading over as an assumption). Another Pokémon benched that turn still may
// not, nor may Shin on a later turn; without the choice, only the first-turn limit is lifted.
func TestEvolveEarlyWhenNew(t *testing.T) {
	type row struct {
		name        string
		rules       *Ruleset
		turn        int
		bench       *Card // benched from the hand, then evolved with the other card in the hand
		evolution   *Card
		want        error
		wantRuling  bool
		wantAssumed bool
	}
	var tests []row
	for _, era := range eras {
		r := rules(t, era)
		ruled := r.EvolveEarlyWhenNew.Ruling != ""
		off := rules(t, era)
		off.EvolveEarlyWhenNew = RuleChoice{}
		tests = append(tests,
			row{era + ", turn 2: Shin benched this turn evolves", r, 2, evShin, evLux, nil, ruled, !ruled},
			row{era + ", turn 2: another Pokémon benched this turn does not", r, 2, evWeed, evKaku, ErrFirstTurnEvolve, false, false},
			row{era + ", turn 4: Shin benched this turn does not", r, 4, evShin, evLux, ErrEvolveNew, false, false},
			row{era + ", without the choice: new in play, refused", off, 2, evShin, evLux, ErrEvolveNew, false, false})
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := table(mon(evFirst), mon(evFirst))
			b.Turn, b.Current, b.First = tc.turn, 1, 0
			b.Players[1].Hand = []*Card{tc.bench, tc.evolution}
			g, err := NewBoard(tc.rules, b, NewScripted(), Options{Trace: true})
			if err != nil {
				t.Fatal(err)
			}
			apply(t, g, Action{Kind: ActPlayBasic, Player: 1, Hand: 0, Own: -1, Target: -1})
			evolve := Action{Kind: ActEvolve, Player: 1, Hand: 0, Slot: 1, Own: -1, Target: -1}
			if got := listed(g, evolve); got != (tc.want == nil) {
				t.Errorf("LegalActions lists the evolution = %v; want %v", got, tc.want == nil)
			}
			ev, err := g.Apply(evolve)
			if tc.want != nil {
				if !errors.Is(err, tc.want) {
					t.Fatalf("Apply(evolve) = %v; want %v", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatalf("Apply(evolve) = %v; want it allowed", err)
			}
			if v := g.Bench(1)[0]; v.Card != tc.evolution {
				t.Errorf("Benched Pokémon = %s; want %s", v.Card.Name, tc.evolution.Name)
			}
			if got := hasRuling(ev, tc.rules.EvolveEarlyWhenNew); got != tc.wantRuling {
				t.Errorf("a note cites the ruling = %v; want %v: %v", got, tc.wantRuling, ev)
			}
			if got := len(eventsOf(ev, EvAssumption)) > 0; got != tc.wantAssumed {
				t.Errorf("an assumption is traced = %v; want %v: %v", got, tc.wantAssumed, ev)
			}
		})
	}
}

// TestAttachTriggerAbilityOff: an Ability that works when Energy is attached cannot be taken
// while something switches its Pokémon's Abilities off; the Energy card may still be attached
// without it.
func TestAttachTriggerAbilityOff(t *testing.T) {
	tests := []struct {
		name    string
		off     bool
		opt     bool
		wantErr error
		want    string // the Active Pokémon afterwards
	}{
		{"Abilities on: it evolves", false, true, nil, "Flar"},
		{"Abilities off: the Ability cannot be taken", true, true, ErrPowerOff, "Eeve"},
		{"Abilities off: the Energy card is attached without it", true, false, nil, "Eeve"},
	}
	for _, era := range []string{"xy", "sm"} {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				eeve := mon(evEeve).entered(1)
				if tt.off {
					eeve = eeve.effect(Lasting{Kind: LastingNoAbilities})
				}
				g, _ := newTestGame(t, era, evBoard(eeve, []*Card{evVapo, evFlar}, []*Card{evFire}))
				a := act(ActAttachEnergy, 0)
				if a.Opt = tt.opt; tt.opt {
					a.Takes = []int{1}
				}
				if _, err := g.Apply(a); !errors.Is(err, tt.wantErr) {
					t.Fatalf("Apply(attach, Opt %v) = %v; want %v", tt.opt, err, tt.wantErr)
				}
				if v, _ := g.Active(0); v.Card.Name != tt.want {
					t.Errorf("Active = %s; want %s", v.Card.Name, tt.want)
				}
			})
		}
	}
}
