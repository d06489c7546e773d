package engine

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// Cards with an effect the engine has no primitives for: each use of that effect is refused
// with an error naming the card and the effect, in every era.
var (
	unwrittenAttacker = &Card{ID: "test-1", Name: "Unwritten Attacker", Category: PokemonCard, Stage: Basic, HP: 80,
		Types: []Type{Fire}, Attacks: []Attack{
			{Name: "Plain Hit", Cost: []Type{Colorless}, Damage: 10},
			{Name: "Strange Hit", Cost: []Type{Colorless}, Damage: 20, Missing: "not written"},
		}}
	unwrittenBody = &Card{ID: "test-2", Name: "Unwritten Body", Category: PokemonCard, Stage: Basic, HP: 80,
		Types: []Type{Water}, Powers: []Power{{Name: "Odd Body", Kind: PokeBody, Use: UsePassive, Missing: "not written"}},
		Attacks: []Attack{{Name: "Plain Hit", Cost: []Type{Colorless}, Damage: 10}}}
	unwrittenPower = &Card{ID: "test-3", Name: "Unwritten Power", Category: PokemonCard, Stage: Basic, HP: 80,
		Types: []Type{Water}, Powers: []Power{{Name: "Odd Power", Kind: PokePower, Use: UseActivated, Missing: "not written"}}}
	unwrittenItem   = &Card{ID: "test-4", Name: "Unwritten Item", Category: TrainerCard, Trainer: Item, Missing: "not written"}
	unwrittenEnergy = &Card{ID: "test-5", Name: "Unwritten Energy", Category: EnergyCard, Provides: []Type{Colorless}, Missing: "not written"}
)

func TestMissingEffectsRefused(t *testing.T) {
	type step struct {
		name   string
		board  func() Board
		action Action
		effect string // what the error must name
	}
	steps := []step{
		{"attack", func() Board { return table(mon(unwrittenAttacker, hgWater), mon(vulpix)) }, attackAct(0, 1), "attack Strange Hit"},
		{"activated power", func() Board { return table(mon(unwrittenPower), mon(vulpix)) },
			Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: -1, Target: -1}, "Poké-Power Odd Power"},
		{"Trainer card", func() Board {
			b := table(mon(vulpix), mon(vulpix))
			b.Players[0].Hand = []*Card{unwrittenItem}
			return b
		}, Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1}, "Item effect"},
		{"Special Energy", func() Board {
			b := table(mon(vulpix), mon(vulpix))
			b.Players[0].Hand = []*Card{unwrittenEnergy}
			return b
		}, Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 0, Own: -1, Target: -1}, "Special Energy effect"},
		{"Pokémon with an always-on power to the Bench", func() Board {
			b := table(mon(vulpix), mon(vulpix))
			b.Players[0].Hand = []*Card{unwrittenBody}
			return b
		}, Action{Kind: ActPlayBasic, Player: 0, Hand: 0, Own: -1, Target: -1}, "Poké-Body Odd Body"},
	}
	for _, era := range eras {
		for _, st := range steps {
			t.Run(era+"/"+st.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, st.board())
				if listed(g, st.action) {
					t.Errorf("LegalActions lists %v", st.action)
				}
				_, err := g.Apply(st.action)
				wantRuleError(t, err, ErrEffectMissing, era, refNone)
				var me *MissingEffectError
				if !errors.As(err, &me) || me.Effect != st.effect {
					t.Fatalf("Apply(%v) = %v; want a MissingEffectError for %q", st.action, err, st.effect)
				}
				if !strings.Contains(err.Error(), me.Card) || !strings.Contains(err.Error(), st.effect) {
					t.Errorf("error %q does not name the card and the effect", err)
				}
			})
		}
	}
}

// TestMissingEffectsWrittenPartsPlay: the parts of a card that are written still play.
func TestMissingEffectsWrittenPartsPlay(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(unwrittenAttacker, hgWater), mon(vulpix)))
			if !listed(g, attackAct(0, 0)) {
				t.Fatalf("the written attack is not listed")
			}
			apply(t, g, attackAct(0, 0))
			if d := damageOf(g, 1); d != 10 {
				t.Errorf("damage = %d; want 10", d)
			}
		})
	}
}

func TestMissingEffectsKeepOutOfPlay(t *testing.T) {
	for _, era := range eras {
		t.Run(era+"/board", func(t *testing.T) {
			for _, b := range []Board{
				table(mon(unwrittenBody), mon(vulpix)),
				table(mon(vulpix, unwrittenEnergy), mon(vulpix)),
				table(mon(vulpix).tool(unwrittenItem), mon(vulpix)),
			} {
				_, err := NewBoard(rules(t, era), b, NewScripted(), Options{})
				var me *MissingEffectError
				if !errors.Is(err, ErrEffectMissing) || !errors.As(err, &me) {
					t.Errorf("NewBoard = %v; want ErrEffectMissing", err)
				}
			}
		})
		t.Run(era+"/deck", func(t *testing.T) {
			deck := append([]*Card{vulpix, vulpix, unwrittenBody}, filler(57)...)
			var decks [2][]*Card
			decks[0], decks[1] = deck, deck
			_, _, err := NewGame(rules(t, era), decks, NewSeeded(1), Options{})
			if !errors.Is(err, ErrEffectMissing) || !strings.Contains(err.Error(), "Unwritten Body") {
				t.Errorf("NewGame = %v; want ErrEffectMissing naming Unwritten Body", err)
			}
		})
	}
}

func listed(g *Game, a Action) bool {
	for _, b := range g.LegalActions(nil) {
		if reflect.DeepEqual(a, b) {
			return true
		}
	}
	return false
}
