package engine

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Cards for the ops that take cards out of play (fx_remove.go), tested in every era.
var (
	scooper = &Card{ID: "test-rm-1", Name: "Scooper", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Colorless},
		Attacks: []Attack{
			{Name: "Fade Out", Damage: 10, After: []Op{{Kind: OpReturnPokemon, Who: WhoSelf}}},
			{Name: "Courier", ChooseOwn: ChooseBenched, After: []Op{{Kind: OpReturnPokemon, Who: WhoChosenOwn}}},
			{Name: "Roof Fling", Damage: 10, After: []Op{{Kind: OpFlip}, {Kind: OpReturnPokemon, Gate: IfHeads, Who: WhoDefending}}},
			{Name: "Happy Turn", After: []Op{{Kind: OpReturnPokemon, Who: WhoSelf, Dest: ToDeck}}},
		}}
	jouster = &Card{ID: "test-rm-2", Name: "Jouster", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Colorless},
		Attacks: []Attack{
			{Name: "Joust", Damage: 30, Before: []Op{{Kind: OpDiscardTool, Who: WhoDefending}}},
			{Name: "Metallic Sound", After: []Op{{Kind: OpDiscardSpecialEnergy, N: -1, Who: WhoDefending},
				{Kind: OpDiscardSpecialEnergy, N: -1, Who: WhoSelf}}},
			{Name: "Stream Pump", Damage: 50, After: []Op{{Kind: OpReturnEnergy, N: 2, Type: Water, Who: WhoSelf}}},
			{Name: "Zero Vanish", After: []Op{{Kind: OpReturnEnergy, N: -1, Who: WhoDefending, Dest: ToDeck}}},
		}}
	changer = &Card{ID: "test-rm-3", Name: "Changer", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Metal},
		Powers: []Power{{Name: "Change Clothes", Kind: Ability, Use: UseActivated, OncePerTurn: true, ChooseOwn: ChoosePokemon,
			Ops: []Op{{Kind: OpToolToHand, Who: WhoChosenOwn}}}}}
	scoopUp = &Card{ID: "test-rm-4", Name: "Scoop Item", Category: TrainerCard, Trainer: Item, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpReturnPokemon, Who: WhoChosenOwn}}}
	shuffleIn = &Card{ID: "test-rm-5", Name: "Shuffle Supporter", Category: TrainerCard, Trainer: Supporter, ChooseOwn: ChoosePokemon,
		Play: []Op{{Kind: OpReturnPokemon, Who: WhoChosenOwn, Dest: ToDeck}}}
	seekerLike = &Card{ID: "test-rm-6", Name: "Seeker Like", Category: TrainerCard, Trainer: Supporter, ChooseOwn: ChooseBenched,
		ChooseOpp: ChooseBenched, OppChooses: true,
		Play: []Op{{Kind: OpReturnPokemon, Who: WhoChosenOwn}, {Kind: OpReturnPokemon, Who: WhoChosenOpp}}}
	lostRemover = &Card{ID: "test-rm-7", Name: "Lost Remover Like", Category: TrainerCard, Trainer: Item, ChooseOpp: ChoosePokemon,
		Play: []Op{{Kind: OpDiscardSpecialEnergy, Who: WhoChosenOpp, ToLostZone: true}}}
	evolvedScoop = &Card{ID: "test-rm-8", Name: "Evolved", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Vulpix", HP: 90, Types: []Type{Fire}}
)

func removeTrainerAct(p, hand, own, target int) Action {
	return Action{Kind: ActPlayTrainer, Player: p, Hand: hand, Own: own, Target: target}
}

func handCounts(g *Game, p int) map[string]int {
	m := map[string]int{}
	for _, c := range g.Hand(p) {
		m[c.Name]++
	}
	return m
}

func TestRemovePrimitives(t *testing.T) {
	tests := []struct {
		name   string
		board  func() Board
		coins  []Coin
		action Action
		check  func(t *testing.T, g *Game)
	}{
		{"the attacker returns itself and its cards to the hand; the Bench replaces it", func() Board {
			b := table(mon(scooper, hgWater, hgDCE).tool(xyHardCharm).dmg(30), mon(resistsFighting))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix)}
			return b
		}, nil, attackAct(0, 0), func(t *testing.T, g *Game) {
			h := handCounts(g, 0)
			if h["Scooper"] != 1 || h["Water Energy"] != 1 || h["Double Colorless Energy"] != 1 || h["Hard Charm"] != 1 {
				t.Errorf("hand = %v; want Scooper with its Energy and Tool", h)
			}
			if a, _ := g.Active(0); a.Card != vulpix || len(g.Bench(0)) != 0 {
				t.Errorf("Active = %v, Bench %d; want Vulpix promoted (only Benched Pokémon)", a.Card.Name, len(g.Bench(0)))
			}
			if d := damageOf(g, 1); d != 10 {
				t.Errorf("opponent damage = %d; want 10 (the damage came first)", d)
			}
			if n := len(g.Prizes(1)); n != 6 {
				t.Errorf("opponent Prize cards = %d; want 6: returning is not a Knock Out", n)
			}
		}},
		{"returning the only Pokémon in play loses the game", func() Board {
			return table(mon(scooper), mon(resistsFighting))
		}, nil, attackAct(0, 0), func(t *testing.T, g *Game) {
			if r := g.Result(); !r.Over || r.Winner != 1 || r.Anchor != g.rules.anchor(refWinNoPokemon) {
				t.Errorf("result = %+v; want player 2 wins under %s", r, g.rules.anchor(refWinNoPokemon))
			}
		}},
		{"a chosen Benched Pokémon goes to the hand and the Bench closes up", func() Board {
			b := table(mon(scooper, hgWater), mon(resistsFighting))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix), *mon(evolvedScoop, hgWater).under(vulpix).dmg(20), *mon(jouster)}
			return b
		}, nil, Action{Kind: ActAttack, Player: 0, Index: 1, Own: 2, Target: -1}, func(t *testing.T, g *Game) {
			h := handCounts(g, 0)
			if h["Evolved"] != 1 || h["Vulpix"] != 1 || h["Water Energy"] != 1 {
				t.Errorf("hand = %v; want Evolved, the Vulpix under it and its Water Energy", h)
			}
			bench := g.Bench(0)
			if len(bench) != 2 || bench[0].Card != vulpix || bench[1].Card != jouster {
				t.Errorf("Bench = %d Pokémon; want Vulpix then Jouster", len(bench))
			}
		}},
		{"heads: the opponent's Active Pokémon goes to their hand and they promote", func() Board {
			b := table(mon(scooper), mon(resistsFighting, hgDCE))
			b.Players[1].Bench = []BoardPokemon{*mon(vulpix), *mon(jouster)}
			return b
		}, coins("H"), attackAct(0, 2), func(t *testing.T, g *Game) {
			if d, who := g.Decision(); d != DecidePromote || who != 1 {
				t.Fatalf("decision = %v for %d; want player 2 to choose a new Active Pokémon", d, who)
			}
			if h := handCounts(g, 1); h["Resists Fighting"] != 1 || h["Double Colorless Energy"] != 1 {
				t.Errorf("opponent's hand = %v; want the Pokémon and its Energy", h)
			}
			apply(t, g, Action{Kind: ActPromote, Player: 1, Slot: 2})
			if a, _ := g.Active(1); a.Card != jouster {
				t.Errorf("new Active = %s; want Jouster", a.Card.Name)
			}
		}},
		{"tails: the opponent's Active Pokémon stays", func() Board {
			b := table(mon(scooper), mon(resistsFighting))
			b.Players[1].Bench = []BoardPokemon{*mon(vulpix)}
			return b
		}, coins("T"), attackAct(0, 2), func(t *testing.T, g *Game) {
			if a, _ := g.Active(1); a.Card != resistsFighting || a.Damage != 10 {
				t.Errorf("opponent's Active = %s with %d damage; want Resists Fighting with 10", a.Card.Name, a.Damage)
			}
		}},
		{"shuffled into the deck with its cards", func() Board {
			b := table(mon(scooper, hgWater, hgWater), mon(resistsFighting))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix)}
			return b
		}, nil, attackAct(0, 3), func(t *testing.T, g *Game) {
			// 10 cards + Scooper + 2 Energy.
			if n := len(g.Deck(0)); n != 13 {
				t.Errorf("deck = %d cards; want 13", n)
			}
		}},
		{"an Item returns the chosen Active Pokémon; the player promotes at once", func() Board {
			b := table(mon(scooper), mon(resistsFighting))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix), *mon(jouster)}
			b.Players[0].Hand = []*Card{scoopUp}
			return b
		}, nil, removeTrainerAct(0, 0, 0, -1), func(t *testing.T, g *Game) {
			if d, who := g.Decision(); d != DecidePromote || who != 0 {
				t.Fatalf("decision = %v for %d; want player 1 to choose a new Active Pokémon", d, who)
			}
			apply(t, g, Action{Kind: ActPromote, Player: 0, Slot: 1})
			if d, who := g.Decision(); d != DecideMain || who != 0 {
				t.Errorf("decision = %v for %d; want the same turn to go on", d, who)
			}
		}},
		{"a Supporter shuffles a Benched Pokémon into the deck", func() Board {
			b := table(mon(scooper), mon(resistsFighting))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix, hgWater)}
			b.Players[0].Hand = []*Card{shuffleIn}
			return b
		}, nil, removeTrainerAct(0, 0, 1, -1), func(t *testing.T, g *Game) {
			if n, b := len(g.Deck(0)), len(g.Bench(0)); n != 12 || b != 0 {
				t.Errorf("deck %d, Bench %d; want 12 and 0", n, b)
			}
		}},
		{"each player returns a Benched Pokémon; the opponent's choice is theirs", func() Board {
			b := table(mon(scooper), mon(resistsFighting))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix)}
			b.Players[1].Bench = []BoardPokemon{*mon(vulpix), *mon(jouster)}
			b.Players[0].Hand = []*Card{seekerLike}
			return b
		}, nil, removeTrainerAct(0, 0, 1, 2), func(t *testing.T, g *Game) {
			if h0, h1 := handCounts(g, 0), handCounts(g, 1); h0["Vulpix"] != 1 || h1["Jouster"] != 1 {
				t.Errorf("hands = %v and %v; want Vulpix and Jouster back", h0, h1)
			}
			if b := g.Bench(1); len(b) != 1 || b[0].Card != vulpix {
				t.Errorf("opponent's Bench = %d; want Vulpix alone", len(b))
			}
		}},
		{"Joust discards the Tool before the damage", func() Board {
			return table(mon(jouster), mon(resistsFighting).tool(xyHardCharm))
		}, nil, attackAct(0, 0), func(t *testing.T, g *Game) {
			// Without the Hard Charm's -20 the full 30 is done.
			if d := damageOf(g, 1); d != 30 {
				t.Errorf("damage = %d; want 30", d)
			}
			if v, _ := g.Active(1); v.Tool != nil || len(g.Discard(1)) != 1 {
				t.Errorf("Tool %v, discard %d; want none and 1", v.Tool, len(g.Discard(1)))
			}
		}},
		{"Special Energy is discarded from both Active Pokémon; basic Energy stays", func() Board {
			return table(mon(jouster, hgDCE, hgWater), mon(resistsFighting, hgWater, hgDCE, hgDCE))
		}, nil, attackAct(0, 1), func(t *testing.T, g *Game) {
			a0, _ := g.Active(0)
			a1, _ := g.Active(1)
			if len(a0.Energy) != 1 || len(a1.Energy) != 1 || len(g.Discard(0)) != 1 || len(g.Discard(1)) != 2 {
				t.Errorf("Energy %d and %d, discards %d and %d; want 1, 1, 1, 2", len(a0.Energy), len(a1.Energy), len(g.Discard(0)), len(g.Discard(1)))
			}
		}},
		{"two Water Energy back to the hand, other Energy stays", func() Board {
			return table(mon(jouster, hgWater, hgDCE, hgWater, hgWater), mon(resistsFighting))
		}, nil, attackAct(0, 2), func(t *testing.T, g *Game) {
			a, _ := g.Active(0)
			if h := handCounts(g, 0); h["Water Energy"] != 2 || len(a.Energy) != 2 {
				t.Errorf("hand %v, Energy left %d; want 2 Water Energy back and 2 left", h, len(a.Energy))
			}
		}},
		{"all the Defending Pokémon's Energy shuffled into its owner's deck", func() Board {
			return table(mon(jouster), mon(resistsFighting, hgWater, hgDCE))
		}, nil, attackAct(0, 3), func(t *testing.T, g *Game) {
			// The opponent draws one card for the next turn.
			if a, _ := g.Active(1); len(a.Energy) != 0 || len(g.Deck(1)) != 11 {
				t.Errorf("Energy %d, deck %d; want 0 and 11", len(a.Energy), len(g.Deck(1)))
			}
		}},
		{"an Ability puts a Tool into its owner's hand", func() Board {
			b := table(mon(changer), mon(resistsFighting))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix).tool(xyHardCharm)}
			return b
		}, nil, Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: 1, Target: -1}, func(t *testing.T, g *Game) {
			if h := handCounts(g, 0); h["Hard Charm"] != 1 || g.Bench(0)[0].Tool != nil {
				t.Errorf("hand %v; want the Hard Charm, off Vulpix", h)
			}
		}},
		{"a Special Energy card of the chosen Pokémon goes to the Lost Zone", func() Board {
			b := table(mon(scooper), mon(resistsFighting))
			b.Players[1].Bench = []BoardPokemon{*mon(vulpix, hgWater, hgDCE)}
			b.Players[0].Hand = []*Card{lostRemover}
			return b
		}, nil, removeTrainerAct(0, 0, -1, 1), func(t *testing.T, g *Game) {
			if lz := g.LostZone(1); len(lz) != 1 || lz[0] != hgDCE || len(g.Bench(1)[0].Energy) != 1 {
				t.Errorf("Lost Zone %d; want the Double Colorless Energy, the Water Energy left", len(lz))
			}
		}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tt.board(), tt.coins...)
				apply(t, g, tt.action)
				tt.check(t, g)
			})
		}
	}
}

// The legal choices of a card that returns Pokémon are listed, and each one applies.
func TestRemoveLegalActions(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(scooper), mon(resistsFighting))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix)}
			b.Players[1].Bench = []BoardPokemon{*mon(vulpix), *mon(jouster)}
			b.Players[0].Hand = []*Card{seekerLike}
			g, _ := newTestGame(t, era, b)
			n := 0
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActPlayTrainer {
					n++
					if err := g.Legal(a); err != nil {
						t.Errorf("listed %v is not legal: %v", a, err)
					}
				}
			}
			if n != 2 {
				t.Errorf("Seeker-like plays listed = %d; want 2 (one own Benched Pokémon × two of the opponent's)", n)
			}
		})
	}
}

var (
	lostPicker = &Card{ID: "test-rm-9", Name: "Lost Picker", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Water},
		Attacks: []Attack{
			{Name: "Prehistoric Wisdom", After: []Op{{Kind: OpHandPick, Who: WhoSelf, ToLostZone: true, N: 1, Filter: Filter{AnyCategory: true}}, {Kind: OpDraw, N: 3}}},
			{Name: "Dimension Sphere", Damage: 30, Suffix: "+", Before: []Op{{Kind: OpBasePer, Amount: 20, Count: CountOwnLostPokemon}}},
			{Name: "Dark Call", After: []Op{{Kind: OpDiscardOppEnergy, N: 2}}},
			{Name: "Lost Burn", Damage: 50, Suffix: "×", Before: []Op{{Kind: OpBaseSet}, {Kind: OpLostOwnEnergy, N: -1},
				{Kind: OpBasePer, Amount: 50, Count: CountDone}}},
		}}
)

func TestRemovePicks(t *testing.T) {
	withPicks := func(a Action, picks ...int) Action { a.Picks = picks; return a }
	withHandPicks := func(a Action, picks ...int) Action { a.HandPicks = picks; return a }
	tests := []struct {
		name   string
		board  func() Board
		action Action
		check  func(t *testing.T, g *Game)
	}{
		{"the picked hand card goes to the Lost Zone, then 3 are drawn", func() Board {
			b := table(mon(lostPicker), mon(resistsFighting))
			b.Players[0].Hand = []*Card{hgWater, vulpix, hgDCE}
			return b
		}, withHandPicks(attackAct(0, 0), 1), func(t *testing.T, g *Game) {
			if lz := g.LostZone(0); len(lz) != 1 || lz[0] != vulpix || len(g.Hand(0)) != 5 {
				t.Errorf("Lost Zone %d, hand %d; want Vulpix and 5 cards", len(lz), len(g.Hand(0)))
			}
		}},
		{"an empty hand: nothing goes, 3 are drawn", func() Board { return table(mon(lostPicker), mon(resistsFighting)) },
			attackAct(0, 0), func(t *testing.T, g *Game) {
				if len(g.LostZone(0)) != 0 || len(g.Hand(0)) != 3 {
					t.Errorf("Lost Zone %d, hand %d; want 0 and 3", len(g.LostZone(0)), len(g.Hand(0)))
				}
			}},
		{"20 more for each Pokémon in your Lost Zone, not for other cards", func() Board {
			b := table(mon(lostPicker), mon(resistsFighting))
			b.Players[0].LostZone = []*Card{vulpix, scooper, hgWater}
			b.Players[1].LostZone = []*Card{vulpix}
			return b
		}, attackAct(0, 1), func(t *testing.T, g *Game) {
			if d := damageOf(g, 1); d != 70 {
				t.Errorf("damage = %d; want 30 + 2×20", d)
			}
		}},
		{"two Energy from the picked Pokémon: both from the Active", func() Board {
			b := table(mon(lostPicker), mon(resistsFighting, hgWater, hgDCE, hgWater))
			b.Players[1].Bench = []BoardPokemon{*mon(vulpix, hgWater)}
			return b
		}, withPicks(attackAct(0, 2), 0, 0), func(t *testing.T, g *Game) {
			a, _ := g.Active(1)
			if len(a.Energy) != 1 || len(g.Bench(1)[0].Energy) != 1 || len(g.Discard(1)) != 2 {
				t.Errorf("Active %d, Bench %d, discard %d; want 1, 1, 2", len(a.Energy), len(g.Bench(1)[0].Energy), len(g.Discard(1)))
			}
		}},
		{"two Energy from the picked Pokémon: one each", func() Board {
			b := table(mon(lostPicker), mon(resistsFighting, hgWater, hgDCE))
			b.Players[1].Bench = []BoardPokemon{*mon(vulpix, hgWater)}
			return b
		}, withPicks(attackAct(0, 2), 0, 1), func(t *testing.T, g *Game) {
			a, _ := g.Active(1)
			if len(a.Energy) != 1 || a.Energy[0] != hgDCE || len(g.Bench(1)[0].Energy) != 0 {
				t.Errorf("Active %d, Bench %d; want the DCE left on the Active and none on the Bench", len(a.Energy), len(g.Bench(1)[0].Energy))
			}
		}},
		{"50 damage for each Energy card picked for the Lost Zone", func() Board {
			b := table(mon(lostPicker, hgWater, hgDCE), mon(resistsFighting))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix, hgWater)}
			return b
		}, withPicks(attackAct(0, 3), 1, 0), func(t *testing.T, g *Game) {
			if d, lz := damageOf(g, 1), len(g.LostZone(0)); d != 100 || lz != 2 || len(g.Bench(0)[0].Energy) != 0 {
				t.Errorf("damage %d, Lost Zone %d; want 100 and 2, the Benched Pokémon's Energy gone", d, lz)
			}
		}},
		{"no Energy picked for the Lost Zone: no damage", func() Board {
			return table(mon(lostPicker, hgWater, hgDCE), mon(resistsFighting))
		}, attackAct(0, 3), func(t *testing.T, g *Game) {
			if d, lz := damageOf(g, 1), len(g.LostZone(0)); d != 0 || lz != 0 {
				t.Errorf("damage %d, Lost Zone %d; want 0 and 0", d, lz)
			}
		}},
		{"no picks: the Active Pokémon's Energy first, then the Bench", func() Board {
			b := table(mon(lostPicker), mon(resistsFighting, hgWater))
			b.Players[1].Bench = []BoardPokemon{*mon(vulpix, hgWater, hgWater)}
			return b
		}, attackAct(0, 2), func(t *testing.T, g *Game) {
			a, _ := g.Active(1)
			if len(a.Energy) != 0 || len(g.Bench(1)[0].Energy) != 1 {
				t.Errorf("Active %d, Bench %d; want 0 and 1", len(a.Energy), len(g.Bench(1)[0].Energy))
			}
		}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tt.board())
				apply(t, g, tt.action)
				tt.check(t, g)
			})
		}
	}
}

func TestRemovePicksRefused(t *testing.T) {
	board := func() Board {
		b := table(mon(lostPicker), mon(resistsFighting, hgWater))
		b.Players[1].Bench = []BoardPokemon{*mon(vulpix, hgWater)}
		b.Players[0].Hand = []*Card{hgWater, vulpix}
		return b
	}
	tests := []struct {
		name  string
		index int
		picks []int
	}{
		{"the same Pokémon for more Energy than it has", 2, []int{1, 1}},
		{"one pick when two Energy can go", 2, []int{0}},
		{"a position with no Pokémon", 2, []int{0, 4}},
		{"more of your own Energy than is attached there", 3, []int{1, 1}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, board())
				a := attackAct(0, tt.index)
				a.Picks = tt.picks
				_, err := g.Apply(a)
				wantRuleError(t, err, ErrBadChoice, era, refAttackChoices)
			})
		}
	}
}

// A card put from the hand in the Lost Zone is the player's choice, made with the attack: a
// choice of the wrong number of cards, or of a card not in the hand, is refused.
func TestLostZoneHandPickRefused(t *testing.T) {
	tests := []struct {
		name  string
		picks []int
	}{
		{"no card while the hand holds some", nil},
		{"a hand position out of range", []int{2}},
		{"two cards when one is taken", []int{0, 1}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(lostPicker), mon(resistsFighting, hgWater))
				b.Players[0].Hand = []*Card{hgWater, vulpix}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.HandPicks = tt.picks
				_, err := g.Apply(a)
				wantRuleError(t, err, ErrHandChoice, era, refNone)
				if n := len(g.Hand(0)); n != 2 {
					t.Errorf("hand after a refused attack = %d cards; want 2", n)
				}
			})
		}
	}
}

// LegalActions lists one Lost Zone pick per card in the hand and every split of the
// Energy to discard, and each listed action is legal.
func TestRemovePicksListed(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(lostPicker, hgWater, hgWater, hgWater), mon(resistsFighting, hgWater, hgWater))
			b.Players[1].Bench = []BoardPokemon{*mon(vulpix, hgWater)}
			b.Players[0].Hand = []*Card{vulpix, vulpix, hgWater}
			g, _ := newTestGame(t, era, b)
			got := map[int][]string{}
			for _, a := range g.LegalActions(nil) {
				if a.Kind != ActAttack {
					continue
				}
				if err := g.Legal(a); err != nil {
					t.Errorf("listed %v is not legal: %v", a, err)
				}
				picks := a.Picks
				if a.Index == 0 {
					picks = a.HandPicks
				}
				got[a.Index] = append(got[a.Index], fmt.Sprint(picks))
			}
			if want := []string{"[0]", "[1]", "[2]"}; !slices.Equal(got[0], want) { // hand-pick lists each position
				t.Errorf("Prehistoric Wisdom picks = %v; want %v", got[0], want)
			}
			if want := []string{"[0 0]", "[0 1]"}; !slices.Equal(got[2], want) {
				t.Errorf("Dark Call picks = %v; want %v", got[2], want)
			}
			if want := []string{"[]", "[0]", "[0 0]", "[0 0 0]"}; !slices.Equal(got[3], want) {
				t.Errorf("Lost Burn picks = %v; want %v", got[3], want)
			}
		})
	}
}

// removeDecks returns two legal decks full of the cards above, for random games and the fuzz
// target: Pokémon leave play from the Active spot and the Bench, Tools and Special Energy come
// off, cards go to the Lost Zone and the picks of the attacks that read them are exercised.
func removeDecks(era string) [2][]*Card {
	a := deckOf(scooper, 4, jouster, 4, changer, 4, lostPicker, 4, vulpix, 4, scoopUp, 4, shuffleIn, 4,
		seekerLike, 2, cyrusLike, 2, lostRemover, 4, xyHardCharm, 4, hgDCE, 4, hgWater, 16)
	b := deckOf(scooper, 4, jouster, 4, lostPicker, 4, vulpix, 4, evolvedScoop, 4, scoopUp, 4,
		lostRemover, 4, xyHardCharm, 4, hgDCE, 4, hgWater, 24)
	return [2][]*Card{a, b}
}

// Seeded random games with these decks keep every invariant after every event, and reach
// each kind of removal.
func TestRemoveRandomGames(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			r := rules(t, era)
			if err := r.CheckDeck(removeDecks(era)[0]); err != nil {
				t.Fatalf("deck: %v", err)
			}
			seen := map[string]int{}
			for seed := uint64(1); seed <= 150; seed++ {
				var invErr error
				opt := Options{Trace: true, OnEvent: func(g *Game, e Event) {
					effect := e.Anchor == r.anchor(refAttackEffects) || e.Anchor == r.anchor(refTrainer) || e.Anchor == r.anchor(refSupporterPlay)
					switch {
					case strings.Contains(e.Message, "is not Knocked Out"):
						seen["is not Knocked Out"]++
					case strings.Contains(e.Message, "must put a Benched Pokémon"):
						seen["must put a Benched Pokémon"]++
					case e.Kind == EvLostZone && e.Zone == ZoneHand:
						seen["Lost Zone"]++
					case e.Kind == EvLostZone && e.Card == "Double Colorless Energy" || e.Kind == EvDiscard && effect && e.Card == "Double Colorless Energy":
						seen["Special Energy"]++
					case e.Kind == EvDiscard && effect && e.Card == "Hard Charm" || strings.Contains(e.Message, "puts Hard Charm attached to"):
						seen["Pokémon Tool"]++
					}
					if invErr == nil {
						if err := g.CheckInvariants(); err != nil {
							invErr = fmt.Errorf("after event %q: %w", e.Message, err)
						}
					}
				}}
				g, _, err := NewGame(r, removeDecks(era), NewSeeded(seed), opt)
				if err != nil {
					t.Fatal(err)
				}
				rp := newRandomPlayer(seed)
				for n := 0; !g.Over() && invErr == nil; n++ {
					a, ok := rp.pick(g)
					if !ok || n > maxActions {
						t.Fatalf("seed %d: stuck at decision %v", seed, g.need)
					}
					if _, err := g.Apply(a); err != nil {
						t.Fatalf("seed %d: legal action %v failed: %v", seed, a, err)
					}
				}
				if invErr != nil {
					t.Fatalf("seed %d: %v", seed, invErr)
				}
			}
			for _, k := range []string{"is not Knocked Out", "Lost Zone", "Pokémon Tool", "Special Energy", "must put a Benched Pokémon"} {
				if seen[k] == 0 {
					t.Errorf("no event about %q in 150 games; want the random games to reach it", k)
				}
			}
		})
	}
}

var (
	rescueEnergy = &Card{ID: "test-rm-10", Name: "Rescue Like", Category: EnergyCard, Provides: []Type{Colorless}, Rescue: true}
	hitter       = &Card{ID: "test-rm-11", Name: "Hitter", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Colorless},
		Attacks: []Attack{
			{Name: "Smash", Damage: 100},
			{Name: "Curse", After: []Op{{Kind: OpCounters, N: 10, Who: WhoDefending}}},
			{Name: "Spray", After: []Op{{Kind: OpDamage, Amount: 100, Who: WhoEachOppBenched}}},
			{Name: "Poison", After: []Op{{Kind: OpCondition, Cond: Poisoned, Who: WhoDefending}}},
		}}
)

func TestRescueEnergy(t *testing.T) {
	tests := []struct {
		name     string
		attack   int
		bench    bool // the Rescue Energy is on the opponent's Benched Pokémon
		rescued  bool
		promoted bool
	}{
		{"Knocked Out by the attack's damage: back to the hand", 0, false, true, true},
		{"Knocked Out by damage counters an attack put: discarded", 1, false, false, true},
		{"a Benched Pokémon Knocked Out by the attack's damage: back to the hand", 2, true, true, false},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				def := mon(evolvedScoop, rescueEnergy, hgWater).under(vulpix).dmg(50)
				b := table(mon(hitter), mon(resistsFighting))
				b.Players[1].Bench = []BoardPokemon{*mon(jouster)}
				if tt.bench {
					b.Players[1].Bench = []BoardPokemon{*def, *mon(jouster)}
				} else {
					b.Players[1].Active = def
				}
				g, _ := newTestGame(t, era, b)
				ev := apply(t, g, attackAct(0, tt.attack))
				if d, _ := g.Decision(); d == DecidePrize {
					apply(t, g, Action{Kind: ActTakePrize, Player: 0, Index: 0})
				}
				h := handCounts(g, 1)
				gotRescued := h["Evolved"] == 1 && h["Vulpix"] == 1
				if gotRescued != tt.rescued {
					t.Errorf("opponent's hand = %v; rescued %v, want %v", h, gotRescued, tt.rescued)
				}
				if tt.rescued && (h["Rescue Like"] != 0 || !slices.Contains(g.Discard(1), rescueEnergy) || slices.Contains(g.Discard(1), evolvedScoop)) {
					t.Errorf("hand %v; want the Energy cards discarded, Rescue Energy included, and the Pokémon not", h)
				}
				if tt.rescued && !hasEvent(ev, EvNote, "because of Rescue Like") {
					t.Errorf("no event names Rescue Like")
				}
				if n := len(g.Prizes(0)); n != 5 {
					t.Errorf("Prize cards left = %d; want 5: it is Knocked Out all the same", n)
				}
				if a, ok := g.Active(1); tt.promoted && (!ok || a.Card != jouster) {
					t.Errorf("opponent's Active = %v; want Jouster, the only Benched Pokémon, in its place", a.Card)
				}
			})
		}
	}
}

// Knocked Out between turns (Poison) is not by damage from an attack.
func TestRescueEnergyNotBetweenTurns(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(hitter), mon(evolvedScoop, rescueEnergy).under(vulpix).dmg(80))
			b.Players[1].Bench = []BoardPokemon{*mon(jouster)}
			g, _ := newTestGame(t, era, b, coins("TTTT")...)
			apply(t, g, attackAct(0, 3))
			if d, _ := g.Decision(); d == DecidePrize {
				apply(t, g, Action{Kind: ActTakePrize, Player: 0, Index: 0})
			}
			if h := handCounts(g, 1); h["Evolved"] != 0 {
				t.Errorf("opponent's hand = %v; want Evolved in the discard pile", h)
			}
			found := false
			for _, c := range g.Discard(1) {
				found = found || c == evolvedScoop
			}
			if !found {
				t.Errorf("Evolved is not in the discard pile")
			}
		})
	}
}

var cyrusLike = &Card{ID: "test-rm-12", Name: "Cyrus Like", Category: TrainerCard, Trainer: Supporter,
	PlayIfActive: []Type{Water, Metal}, Play: []Op{{Kind: OpKeepBench, N: 2, Who: WhoEachOppBenched}}}

func TestKeepBench(t *testing.T) {
	board := func(active *Card) Board {
		b := table(mon(active), mon(resistsFighting))
		b.Players[1].Bench = []BoardPokemon{*mon(vulpix), *mon(jouster, hgWater), *mon(scooper), *mon(changer).tool(xyHardCharm)}
		b.Players[0].Hand = []*Card{cyrusLike}
		return b
	}
	play := func(picks ...int) Action {
		a := removeTrainerAct(0, 0, -1, -1)
		a.Picks = picks
		return a
	}
	for _, era := range eras {
		t.Run(era+"/the opponent keeps the two picked, the others go into the deck", func(t *testing.T) {
			g, _ := newTestGame(t, era, board(lostPicker))
			apply(t, g, play(2, 4))
			b := g.Bench(1)
			if len(b) != 2 || b[0].Card != jouster || b[1].Card != changer || b[1].Tool == nil {
				t.Fatalf("opponent's Bench = %d Pokémon; want Jouster and Changer with its Tool", len(b))
			}
			if n := len(g.Deck(1)); n != 12 {
				t.Errorf("opponent's deck = %d; want 10 + Vulpix + Scooper", n)
			}
		})
		t.Run(era+"/no picks: the first two stay", func(t *testing.T) {
			g, _ := newTestGame(t, era, board(changer))
			apply(t, g, play())
			if b := g.Bench(1); len(b) != 2 || b[0].Card != vulpix || b[1].Card != jouster {
				t.Errorf("opponent's Bench = %d Pokémon; want Vulpix and Jouster", len(b))
			}
		})
		t.Run(era+"/not playable unless the Active Pokémon is Water or Metal", func(t *testing.T) {
			g, _ := newTestGame(t, era, board(scooper))
			_, err := g.Apply(play(1, 2))
			wantRuleError(t, err, ErrConditionNotMet, era, refTrainer)
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActPlayTrainer {
					t.Errorf("LegalActions lists %v", a)
				}
			}
		})
		t.Run(era+"/the same Pokémon twice is refused", func(t *testing.T) {
			g, _ := newTestGame(t, era, board(lostPicker))
			_, err := g.Apply(play(1, 1))
			wantRuleError(t, err, ErrBadChoice, era, refTrainer)
		})
		t.Run(era+"/every pair is listed", func(t *testing.T) {
			g, _ := newTestGame(t, era, board(lostPicker))
			n := 0
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActPlayTrainer {
					n++
					if len(a.Picks) != 2 || g.Legal(a) != nil {
						t.Errorf("listed %v", a)
					}
				}
			}
			if n != 6 {
				t.Errorf("plays listed = %d; want 6 (pairs of 4 Benched Pokémon)", n)
			}
		})
	}
}

var lostCrisis = &Card{ID: "test-rm-13", Name: "Lost Crisis Like", Category: PokemonCard, Stage: Basic, HP: 150, Types: []Type{Darkness},
	Attacks: []Attack{{Name: "Lost Crisis", Damage: 100, Before: []Op{{Kind: OpKOLostZone}},
		After: []Op{{Kind: OpDamage, Amount: 100, Who: WhoEachOppBenched}}}}}

func TestKOToLostZone(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(lostCrisis), mon(evolvedScoop, rescueEnergy, hgWater).under(vulpix))
			b.Players[1].Bench = []BoardPokemon{*mon(jouster), *mon(changer, hgDCE).dmg(50)}
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 0))
			for d, _ := g.Decision(); d == DecidePrize; d, _ = g.Decision() {
				apply(t, g, Action{Kind: ActTakePrize, Player: 0, Index: 0})
			}
			// The Active Pokémon (2 cards + Rescue and Water), Jouster, Changer and its Double
			// Colorless Energy: every one Knocked Out by the attack's damage.
			lz := g.LostZone(1)
			if len(lz) != 7 || len(g.Discard(1)) != 0 {
				t.Errorf("Lost Zone %d, discard %d; want 7 and 0 (the attack's effect comes before Rescue Energy)", len(lz), len(g.Discard(1)))
			}
			if n := len(g.Prizes(0)); n != 3 {
				t.Errorf("Prize cards left = %d; want 3: each Knock Out still gives Prize cards", n)
			}
			if r := g.Result(); !r.Over || r.Winner != 0 {
				t.Errorf("result %+v; want player 1 to win, the opponent having no Pokémon left", r)
			}
		})
	}
}

var coward = &Card{ID: "test-rm-14", Name: "Coward", Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Water},
	Powers: []Power{{Name: "Cowardice", Kind: Ability, Use: UseActivated, OncePerTurn: true, NotFirstOrNewTurn: true,
		Ops: []Op{{Kind: OpReturnPokemonOnly, Who: WhoSelf}}}}}

func TestReturnPokemonOnly(t *testing.T) {
	use := func(slot int) Action {
		return Action{Kind: ActUsePower, Player: 0, Slot: slot, Index: 0, Own: -1, Target: -1}
	}
	for _, era := range eras {
		t.Run(era+"/from the Bench: the Pokémon to the hand, its cards discarded", func(t *testing.T) {
			b := table(mon(scooper), mon(resistsFighting))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix), *mon(coward, hgWater).tool(xyHardCharm).dmg(20), *mon(jouster)}
			g, _ := newTestGame(t, era, b)
			apply(t, g, use(2))
			if h := handCounts(g, 0); h["Coward"] != 1 || h["Water Energy"] != 0 || len(g.Discard(0)) != 2 {
				t.Errorf("hand %v, discard %d; want Coward back and its 2 cards discarded", h, len(g.Discard(0)))
			}
			if bench := g.Bench(0); len(bench) != 2 || bench[1].Card != jouster {
				t.Errorf("Bench = %d Pokémon; want Vulpix and Jouster", len(bench))
			}
		})
		t.Run(era+"/the Active Pokémon: its player promotes", func(t *testing.T) {
			b := table(mon(coward), mon(resistsFighting))
			b.Players[0].Bench = []BoardPokemon{*mon(vulpix), *mon(jouster)}
			g, _ := newTestGame(t, era, b)
			apply(t, g, use(0))
			if d, who := g.Decision(); d != DecidePromote || who != 0 {
				t.Errorf("decision %v for %d; want player 1 to promote", d, who)
			}
		})
		t.Run(era+"/not on the turn it was put into play", func(t *testing.T) {
			b := table(mon(scooper), mon(resistsFighting))
			b.Players[0].Bench = []BoardPokemon{*mon(coward).entered(3)}
			g, _ := newTestGame(t, era, b)
			_, err := g.Apply(use(1))
			wantRuleError(t, err, ErrPowerOff, era, refPower)
		})
		t.Run(era+"/not on its player's first turn", func(t *testing.T) {
			b := table(mon(scooper), mon(resistsFighting))
			b.Turn, b.First = 2, 1
			b.Players[0].Bench = []BoardPokemon{*mon(coward)}
			g, _ := newTestGame(t, era, b)
			_, err := g.Apply(use(1))
			wantRuleError(t, err, ErrPowerOff, era, refPower)
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActUsePower {
					t.Errorf("LegalActions lists %v", a)
				}
			}
		})
	}
}
