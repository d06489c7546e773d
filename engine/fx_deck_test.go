package engine

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The deck primitives (fx_deck.go), in every era.
var (
	dkFire      = basicEnergy(Fire, "test-dk-fire")
	dkWater     = basicEnergy(Water, "test-dk-water")
	dkGrass     = basicEnergy(Grass, "test-dk-grass")
	dkLightning = basicEnergy(Lightning, "test-dk-lightning")
	dkPsychic   = basicEnergy(Psychic, "test-dk-psychic")
	dkPokemon   = &Card{ID: "test-dk-mon", Name: "Deck Mon", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Grass}}
	dkEvolved   = &Card{ID: "test-dk-evo", Name: "Deck Evo", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Deck Mon", HP: 90, Types: []Type{Grass}}
	dkWaterMon  = &Card{ID: "test-dk-water-mon", Name: "Deck Water", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Water}}
	dkSupporter = &Card{ID: "test-dk-sup", Name: "Deck Supporter", Category: TrainerCard, Trainer: Supporter}

	dkSeer = &Card{ID: "test-dk-seer", Name: "Seer", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Psychic},
		Powers: []Power{{Name: "Sight", Kind: PokePower, Use: UseActivated, OncePerTurn: true,
			Ops: []Op{{Kind: OpReorderTop, N: 3, Either: true}}}},
		Attacks: []Attack{
			{Name: "Crush", Damage: 50, Suffix: "×", Before: []Op{{Kind: OpDiscardDeck, N: 3, Who: WhoSelf, Filter: Filter{Category: EnergyCard}},
				{Kind: OpBaseSet}, {Kind: OpBasePer, Amount: 50, Count: CountDiscarded}}},
			{Name: "Dig", After: []Op{{Kind: OpDiscardDeck, N: 1, Who: WhoSelf, Filter: Filter{Category: EnergyCard, BasicEnergy: true, Type: Fire}},
				{Kind: OpAttachSplit, Gate: IfDone, N: 1, Who: WhoSelf, Filter: Filter{Category: EnergyCard, BasicEnergy: true, Type: Fire}}}},
			{Name: "Burner", After: []Op{{Kind: OpDiscardDeck, N: 1, Who: WhoDefending, Count: CountSelfEnergy, Type: Fire}}},
			{Name: "Peek", Optional: true, After: []Op{{Kind: OpLookTop, N: 1, Who: WhoDefending}, {Kind: OpShuffleDeck, Who: WhoDefending, Gate: IfOpted}}},
			{Name: "Beacon", After: []Op{{Kind: OpPrizesFaceUp}}},
		}}
	dkSage     = &Card{ID: "test-dk-sage", Name: "Sage", Category: TrainerCard, Trainer: Supporter, Play: []Op{{Kind: OpTakeTop, Top: 5, N: 2}}}
	dkRecord   = &Card{ID: "test-dk-record", Name: "Record", Category: TrainerCard, Trainer: Item, Play: []Op{{Kind: OpTopOrBottom, N: 4}}}
	dkLooker   = &Card{ID: "test-dk-looker", Name: "Bottom Draw", Category: TrainerCard, Trainer: Supporter, Play: []Op{{Kind: OpDrawBottom, N: 3}}}
	dkReturner = &Card{ID: "test-dk-returner", Name: "Returner", Category: TrainerCard, Trainer: Item, Play: []Op{{Kind: OpDiscardToDeck, N: 2, Filter: Filter{Category: EnergyCard, BasicEnergy: true}, Dest: ToDeck}}}
	dkRevive   = &Card{ID: "test-dk-revive", Name: "Revive Top", Category: TrainerCard, Trainer: Item, Play: []Op{{Kind: OpDiscardToDeck, N: 1, Filter: Filter{Category: PokemonCard}, Dest: ToDeckTop}}}
	dkUnder    = &Card{ID: "test-dk-under", Name: "Under", Category: TrainerCard, Trainer: Item, Play: []Op{{Kind: OpDiscardToDeck, N: 2, Filter: Filter{AnyCategory: true}, Dest: ToDeckBottom}}}
	dkWhistle  = &Card{ID: "test-dk-whistle", Name: "Whistle", Category: TrainerCard, Trainer: Item, Play: []Op{{Kind: OpSearch, N: 2, Filter: Filter{Category: TrainerCard, Name: "Deck Supporter"}}}}
	dkSalon    = &Card{ID: "test-dk-salon", Name: "Salon", Category: TrainerCard, Trainer: Item, Play: []Op{{Kind: OpSearch, N: 3, Distinct: true, Filter: Filter{Category: EnergyCard, BasicEnergy: true}}}}
	dkOrders   = &Card{ID: "test-dk-orders", Name: "Orders", Category: TrainerCard, Trainer: Item, Play: []Op{{Kind: OpSearch, N: 1, Count: CountOwnBenched, Filter: Filter{AnyCategory: true}}}}
	dkElm      = &Card{ID: "test-dk-elm", Name: "Evolution Search", Category: TrainerCard, Trainer: Item, Play: []Op{{Kind: OpSearch, N: 1, Filter: Filter{Category: PokemonCard, Evolution: true}}}}
	dkDex      = &Card{ID: "test-dk-dex", Name: "Prize Shuffle", Category: TrainerCard, Trainer: Item, Play: []Op{{Kind: OpShufflePrizes}}}
	dkComm     = &Card{ID: "test-dk-comm", Name: "Communication", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpHandToDeck, N: 1, Filter: Filter{Category: PokemonCard}, Dest: ToDeckTop}, {Kind: OpSearch, Gate: IfDone, N: 1, Filter: Filter{Category: PokemonCard}}}}
	dkLusamine = &Card{ID: "test-dk-lusamine", Name: "Two Kinds", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpTakeDiscard, N: 2, Filter: Filter{Category: TrainerCard, Trainer: 1 + uint8(Supporter), OrTrainer: 1 + uint8(Stadium)}}}}
	dkCeremony = &Card{ID: "test-dk-ceremony", Name: "Ceremony", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpSearch, LegendPair: true, Filter: Filter{Category: PokemonCard}}}}
	dkStadium    = &Card{ID: "test-dk-stadium", Name: "Deck Stadium", Category: TrainerCard, Trainer: Stadium}
	dkLithograph = &Card{ID: "test-dk-litho", Name: "Prize Look", Category: TrainerCard, Trainer: Item, Play: []Op{{Kind: OpLookPrizes, N: 1}}}
)

func deckNames(cs []*Card) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.Name
	}
	return strings.Join(s, ",")
}

func deckTrainer(hand int, picks ...int) Action {
	a := act(ActPlayTrainer, 0)
	a.Hand, a.Picks = hand, picks
	return a
}

func TestDeckPrimitives(t *testing.T) {
	five := []*Card{dkFire, dkWater, dkGrass, dkLightning, dkPsychic}
	withDeck := func(deck []*Card, hand ...*Card) func() Board {
		return func() Board {
			b := table(mon(dkSeer), mon(dkSeer))
			b.Players[0].Deck = append(slices.Clone(deck), filler(3)...)
			b.Players[0].Hand = hand
			return b
		}
	}
	power := func(picks ...int) Action {
		a := act(ActUsePower, 0)
		a.Picks = picks
		return a
	}
	tests := []struct {
		name   string
		board  func() Board
		coins  []Coin
		action Action
		check  func(t *testing.T, g *Game)
	}{
		{"reorder-top puts the top 3 back in the picked order", withDeck(five), nil, power(0, 2, 0, 1),
			func(t *testing.T, g *Game) {
				if got, want := deckNames(g.Deck(0)[:5]), "Grass Energy,Fire Energy,Water Energy,Lightning Energy,Psychic Energy"; got != want {
					t.Errorf("deck = %s; want %s", got, want)
				}
			}},
		{"reorder-top with no picks leaves the deck as it was", withDeck(five), nil, power(),
			func(t *testing.T, g *Game) {
				if got, want := deckNames(g.Deck(0)[:3]), "Fire Energy,Water Energy,Grass Energy"; got != want {
					t.Errorf("deck = %s; want %s", got, want)
				}
			}},
		{"reorder-top either: the opponent's deck", func() Board {
			b := withDeck(nil)()
			b.Players[1].Deck = slices.Clone(five)
			return b
		}, nil, power(1, 2, 1, 0),
			func(t *testing.T, g *Game) {
				if got, want := deckNames(g.Deck(1)[:4]), "Grass Energy,Water Energy,Fire Energy,Lightning Energy"; got != want {
					t.Errorf("opponent's deck = %s; want %s", got, want)
				}
			}},
		{"take-top keeps the 2 picked of 5 and discards 3", withDeck(five, dkSage), nil, deckTrainer(0, 4, 1),
			func(t *testing.T, g *Game) {
				if got, want := deckNames(g.Hand(0)), "Psychic Energy,Water Energy"; got != want {
					t.Errorf("hand = %s; want %s", got, want)
				}
				// The 3 other cards looked at; in xy and sm the Supporter is there too.
				if got, want := strings.TrimSuffix(deckNames(g.Discard(0)), ",Sage"), "Fire Energy,Grass Energy,Lightning Energy"; got != want {
					t.Errorf("discard pile = %s; want %s", got, want)
				}
				if got := len(g.Deck(0)); got != 3 {
					t.Errorf("deck = %d cards; want 3", got)
				}
			}},
		{"top-or-bottom: 1 on top, the rest under the deck in the picked order", withDeck(five[:4], dkRecord), nil, deckTrainer(0, 2, -1, 3, 0),
			func(t *testing.T, g *Game) {
				d := g.Deck(0)
				if got, want := deckNames(d[:1]), "Grass Energy"; got != want {
					t.Errorf("top = %s; want %s", got, want)
				}
				if got, want := deckNames(d[len(d)-3:]), "Lightning Energy,Fire Energy,Water Energy"; got != want {
					t.Errorf("bottom = %s; want %s", got, want)
				}
			}},
		{"draw-bottom draws from the bottom", func() Board {
			b := withDeck(nil, dkLooker)()
			b.Players[0].Deck = append(filler(2), five...)
			return b
		}, nil, deckTrainer(0),
			func(t *testing.T, g *Game) {
				if got, want := deckNames(g.Hand(0)), "Psychic Energy,Lightning Energy,Grass Energy"; got != want {
					t.Errorf("hand = %s; want %s", got, want)
				}
			}},
		{"discard-to-deck on top takes the picked Pokémon", func() Board {
			b := withDeck(nil, dkRevive)()
			b.Players[0].Discard = []*Card{dkPokemon, dkFire, dkWaterMon}
			return b
		}, nil, deckTrainer(0, 0),
			func(t *testing.T, g *Game) {
				if got := g.Deck(0)[0].Name; got != "Deck Mon" {
					t.Errorf("top card = %s; want Deck Mon", got)
				}
				if got, want := deckNames(g.Discard(0)), "Fire Energy,Deck Water,Revive Top"; got != want {
					t.Errorf("discard = %s; want %s", got, want)
				}
			}},
		{"discard-to-deck with no picks takes the most recent match", func() Board {
			b := withDeck(nil, dkRevive)()
			b.Players[0].Discard = []*Card{dkPokemon, dkFire, dkWaterMon}
			return b
		}, nil, deckTrainer(0),
			func(t *testing.T, g *Game) {
				if got := g.Deck(0)[0].Name; got != "Deck Water" {
					t.Errorf("top card = %s; want Deck Water", got)
				}
			}},
		{"discard-to-deck under the deck, first pick highest", func() Board {
			b := withDeck(nil, dkUnder)()
			b.Players[0].Discard = []*Card{dkPokemon, dkFire, dkWaterMon}
			return b
		}, nil, deckTrainer(0, 1, 0),
			func(t *testing.T, g *Game) {
				d := g.Deck(0)
				if got, want := deckNames(d[len(d)-2:]), "Fire Energy,Deck Mon"; got != want {
					t.Errorf("bottom = %s; want %s", got, want)
				}
			}},
		{"discard-to-deck shuffled in: 2 basic Energy", func() Board {
			b := withDeck(nil, dkReturner)()
			b.Players[0].Discard = []*Card{dkFire, dkPokemon, dkWater, dkGrass}
			return b
		}, nil, deckTrainer(0),
			func(t *testing.T, g *Game) {
				if got, want := deckNames(g.Discard(0)), "Fire Energy,Deck Mon,Returner"; got != want {
					t.Errorf("discard = %s; want %s", got, want)
				}
				if n := len(g.Deck(0)); n != 5 {
					t.Errorf("deck = %d; want 5", n)
				}
			}},
		{"search by name", withDeck([]*Card{dkFire, dkSupporter, dkPokemon, dkSupporter, dkSupporter}, dkWhistle), nil, deckTrainer(0),
			func(t *testing.T, g *Game) {
				if got, want := deckNames(g.Hand(0)), "Deck Supporter,Deck Supporter"; got != want {
					t.Errorf("hand = %s; want %s", got, want)
				}
			}},
		{"search of different types skips a type already taken", withDeck([]*Card{dkFire, dkFire, dkWater, dkWater, dkGrass}, dkSalon), nil, deckTrainer(0),
			func(t *testing.T, g *Game) {
				if got, want := deckNames(g.Hand(0)), "Fire Energy,Water Energy,Grass Energy"; got != want {
					t.Errorf("hand = %s; want %s", got, want)
				}
			}},
		{"search count: one card per Benched Pokémon", func() Board {
			b := withDeck(five, dkOrders)()
			b.Players[0].Bench = []BoardPokemon{*mon(dkPokemon), *mon(dkPokemon)}
			return b
		}, nil, deckTrainer(0),
			func(t *testing.T, g *Game) {
				if n := len(g.Hand(0)); n != 2 {
					t.Errorf("hand = %d cards; want 2", n)
				}
			}},
		{"search for an Evolution card", withDeck([]*Card{dkPokemon, dkFire, dkEvolved}, dkElm), nil, deckTrainer(0),
			func(t *testing.T, g *Game) {
				if got, want := deckNames(g.Hand(0)), "Deck Evo"; got != want {
					t.Errorf("hand = %s; want %s", got, want)
				}
			}},
		{"discard-deck counts the Energy cards discarded", func() Board {
			b := withDeck([]*Card{dkFire, dkPokemon, dkWater})()
			b.Players[1].Active = mon(resistsFighting)
			return b
		}, nil, attackAct(0, 0),
			func(t *testing.T, g *Game) {
				if d := damageOf(g, 1); d != 100 {
					t.Errorf("damage = %d; want 100", d)
				}
			}},
		{"discard-deck then attach that card when it is a Fire Energy", withDeck([]*Card{dkFire}), nil, attackAct(0, 1),
			func(t *testing.T, g *Game) {
				v, _ := g.Active(0)
				if len(v.Energy) != 1 || v.Energy[0].Name != "Fire Energy" {
					t.Errorf("energy = %v; want the Fire Energy", v.Energy)
				}
			}},
		{"discard-deck of a Water Energy attaches nothing", withDeck([]*Card{dkWater}), nil, attackAct(0, 1),
			func(t *testing.T, g *Game) {
				if v, _ := g.Active(0); len(v.Energy) != 0 {
					t.Errorf("energy = %v; want none", v.Energy)
				}
			}},
		{"discard-deck for each Fire Energy attached", func() Board {
			b := table(mon(dkSeer, dkFire, dkFire, dkWater), mon(dkSeer))
			b.Players[1].Deck = filler(10)
			return b
		}, nil, attackAct(0, 2),
			func(t *testing.T, g *Game) {
				// Two discarded, then the opponent draws for their turn.
				if n := len(g.Discard(1)); n != 2 {
					t.Errorf("opponent's discard pile = %d; want 2", n)
				}
			}},
		{"hand-to-deck puts the picked Pokémon on top, then the search finds a Pokémon", withDeck([]*Card{dkFire, dkWater}, dkComm, dkFire, dkPokemon, dkWaterMon), nil, deckTrainer(0, 2),
			func(t *testing.T, g *Game) {
				// Deck Water went on top and the search took the first Pokémon from the top.
				if got, want := deckNames(g.Hand(0)), "Fire Energy,Deck Mon,Deck Water"; got != want {
					t.Errorf("hand = %s; want %s", got, want)
				}
			}},
		{"hand-to-deck with no Pokémon in hand: no search", withDeck([]*Card{dkPokemon}, dkComm, dkFire), nil, deckTrainer(0),
			func(t *testing.T, g *Game) {
				if got, want := deckNames(g.Hand(0)), "Fire Energy"; got != want {
					t.Errorf("hand = %s; want %s", got, want)
				}
			}},
		{"a filter with two Trainer kinds", func() Board {
			b := withDeck(nil, dkLusamine)()
			b.Players[0].Discard = []*Card{dkStadium, dkRecord, dkSupporter, dkRevive}
			return b
		}, nil, deckTrainer(0),
			func(t *testing.T, g *Game) {
				if got, want := deckNames(g.Hand(0)), "Deck Supporter,Deck Stadium"; got != want {
					t.Errorf("hand = %s; want %s", got, want)
				}
			}},
		{"legend pair: both halves of the LEGEND that is there whole", withDeck([]*Card{enteiRaikou1, dkFire, enteiRaikou2}, dkCeremony), nil, deckTrainer(0),
			func(t *testing.T, g *Game) {
				h := g.Hand(0)
				if len(h) != 2 || h[0].LegendHalf+h[1].LegendHalf != 3 || h[0].Name != h[1].Name {
					t.Errorf("hand = %s; want both halves", deckNames(h))
				}
			}},
		{"legend pair: one half alone is not taken", withDeck([]*Card{enteiRaikou1, dkFire}, dkCeremony), nil, deckTrainer(0),
			func(t *testing.T, g *Game) {
				if n := len(g.Hand(0)); n != 0 {
					t.Errorf("hand = %s; want nothing", deckNames(g.Hand(0)))
				}
			}},
		{"prizes face up", withDeck(nil), nil, attackAct(0, 4),
			func(t *testing.T, g *Game) {
				if !g.PrizesFaceUp(0) || g.PrizesFaceUp(1) {
					t.Errorf("face up = %v, %v; want true, false", g.PrizesFaceUp(0), g.PrizesFaceUp(1))
				}
			}},
		{"shuffle-prizes keeps the number of Prize cards", func() Board {
			b := withDeck(five, dkDex)()
			b.Players[0].Prizes = filler(4)
			return b
		}, nil, deckTrainer(0),
			func(t *testing.T, g *Game) {
				if n, d := len(g.Prizes(0)), len(g.Deck(0)); n != 4 || d != 8 {
					t.Errorf("prizes, deck = %d, %d; want 4, 8", n, d)
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

func TestDeckPicksRefused(t *testing.T) {
	five := []*Card{dkFire, dkWater, dkGrass, dkLightning, dkPsychic}
	tests := []struct {
		name  string
		hand  *Card
		picks []int
		power bool
	}{
		{"reorder: a position twice", nil, []int{0, 1, 1, 2}, true},
		{"reorder: not every card", nil, []int{0, 1, 0}, true},
		{"reorder: no such deck", nil, []int{2, 0, 1, 2}, true},
		{"take-top: three picks for two cards", dkSage, []int{0, 1, 2}, false},
		{"take-top: past the cards looked at", dkSage, []int{5}, false},
		{"top-or-bottom: past the cards looked at", dkRecord, []int{4}, false},
		{"discard-to-deck: not a Pokémon", dkRevive, []int{1}, false},
		{"discard-to-deck: no such card", dkRevive, []int{9}, false},
		{"hand-to-deck: not a Pokémon", dkComm, []int{0}, false},
		{"hand-to-deck: past the hand", dkComm, []int{1}, false},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(dkSeer), mon(dkSeer))
				b.Players[0].Deck = append(slices.Clone(five), filler(3)...)
				b.Players[0].Discard = []*Card{dkPokemon, dkFire}
				a := deckTrainer(0, tt.picks...)
				if tt.power {
					a = act(ActUsePower, 0)
					a.Picks = tt.picks
				} else {
					b.Players[0].Hand = []*Card{tt.hand, dkFire}
				}
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(a)
				if !errors.Is(err, ErrBadChoice) {
					t.Fatalf("Apply(%v) = %v; want %v", a, err, ErrBadChoice)
				}
				if got := deckNames(g.Deck(0)[:5]); got != deckNames(five) {
					t.Errorf("deck changed by a refused action: %s", got)
				}
			})
		}
	}
}

// LegalActions lists the default choice and a few others (reversed order, the opponent's deck),
// and each listed one is legal.
func TestDeckPickVariantsListed(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(dkSeer), mon(dkSeer))
			g, _ := newTestGame(t, era, b)
			var got [][]int
			for _, a := range g.LegalActions(nil) {
				if a.Kind == ActUsePower {
					got = append(got, a.Picks)
				}
			}
			want := [][]int{nil, {0, 2, 1, 0}, {1}, {1, 2, 1, 0}}
			if len(got) != len(want) {
				t.Fatalf("power actions' picks = %v; want %v", got, want)
			}
			for i := range want {
				if !slices.Equal(got[i], want[i]) {
					t.Errorf("picks[%d] = %v; want %v", i, got[i], want[i])
				}
			}
		})
	}
}

// deckEffectDecks returns legal 60-card decks full of the deck primitives, for the fuzz target.
func deckEffectDecks(string) [2][]*Card {
	d := deckOf(dkSeer, 4, dkPokemon, 4, dkEvolved, 3, dkWaterMon, 4, dkSupporter, 2, dkSage, 2, dkRecord, 2,
		dkLooker, 2, dkReturner, 2, dkRevive, 2, dkUnder, 2, dkWhistle, 2, dkSalon, 2, dkOrders, 2, dkElm, 2,
		dkDex, 2, dkLithograph, 2, dkComm, 2, dkLusamine, 2, dkStadium, 2, dkFire, 5, dkWater, 5, dkGrass, 3)
	return [2][]*Card{d, d}
}

// Random games with the deck primitives: LegalActions and Apply agree, and every card stays
// in exactly one place.
func TestDeckRandomGames(t *testing.T) {
	for _, era := range eras {
		for seed := uint64(1); seed <= 40; seed++ {
			g, _, err := NewGame(rules(t, era), deckEffectDecks(era), NewSeeded(seed), Options{})
			if err != nil {
				t.Fatalf("%s seed %d: NewGame: %v", era, seed, err)
			}
			rng := rand.New(rand.NewPCG(seed, 7))
			var buf []Action
			for i := 0; i < 2000 && !g.Over(); i++ {
				buf = g.LegalActions(buf[:0])
				a := buf[rng.IntN(len(buf))]
				if _, err := g.Apply(a); err != nil {
					t.Fatalf("%s seed %d: legal action %v refused: %v", era, seed, a, err)
				}
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("%s seed %d: after %v: %v", era, seed, a, err)
				}
			}
		}
	}
}
