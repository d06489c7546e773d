package engine

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// The cards a search finds (fx_find.go), in every era: the choice in Action.Finds, its checks,
// the default without it, and the choices FindChoices lists.
var (
	fdBasic   = &Card{ID: "test-fd-basic", Name: "Find Basic", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Grass}}
	fdOther   = &Card{ID: "test-fd-other", Name: "Find Other", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Water}}
	fdStage1  = &Card{ID: "test-fd-s1", Name: "Find Middle", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Find Basic", HP: 90, Types: []Type{Grass}}
	fdStage2a = &Card{ID: "test-fd-s2a", Name: "Find Top", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Find Middle", HP: 140, Types: []Type{Grass}}
	fdStage2b = &Card{ID: "test-fd-s2b", Name: "Find Other Top", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Find Middle", HP: 150, Types: []Type{Grass}}
	fdItem    = &Card{ID: "test-fd-item", Name: "Find Item", Category: TrainerCard, Trainer: Item}
	fdFire    = basicEnergy(Fire, "test-fd-fire")
	fdWater   = basicEnergy(Water, "test-fd-water")
	fdGrass   = basicEnergy(Grass, "test-fd-grass")

	// Trainer cards, each one search.
	fdBall   = fdTrainer("Find Ball", Op{Kind: OpSearch, N: 1, Filter: Filter{Category: PokemonCard}})
	fdNest   = fdTrainer("Find Nest", Op{Kind: OpSearch, N: 1, Dest: ToBench, Filter: Filter{Category: PokemonCard, BasicOnly: true}})
	fdNest2  = fdTrainer("Find Two Nests", Op{Kind: OpSearch, N: 2, Dest: ToBench, Filter: Filter{Category: PokemonCard, BasicOnly: true}})
	fdPair   = fdTrainer("Find Two Basics", Op{Kind: OpSearch, N: 2, Filter: Filter{Category: PokemonCard, BasicOnly: true}})
	fdTwins  = fdTrainer("Find Any Two", Op{Kind: OpSearch, N: 2, Filter: Filter{AnyCategory: true}})
	fdUpTo   = fdTrainer("Find Up To Two", Op{Kind: OpSearch, N: 2, UpTo: true, Filter: Filter{AnyCategory: true}})
	fdGreat  = fdTrainer("Find Top Three", Op{Kind: OpSearch, N: 1, Top: 3, Filter: Filter{Category: PokemonCard}})
	fdSalon  = fdTrainer("Find Types", Op{Kind: OpSearch, N: 3, Distinct: true, Filter: Filter{Category: EnergyCard, BasicEnergy: true}})
	fdLegend = fdTrainer("Find Legend", Op{Kind: OpSearch, LegendPair: true, Filter: Filter{Category: PokemonCard}})
	fdFamily = fdTrainer("Find Family",
		Op{Kind: OpSearch, N: 1, Filter: Filter{Category: PokemonCard, Name: "Find Middle"}},
		Op{Kind: OpSearch, N: 1, Filter: Filter{Category: PokemonCard, Name: "Find Top"}})
	fdCoins = fdTrainer("Find By Coins", Op{Kind: OpFlip, N: 2},
		Op{Kind: OpSearch, Gate: EachHeads, N: 1, Filter: Filter{Category: PokemonCard, BasicOnly: true}})
	fdComm = fdTrainer("Find Trade", Op{Kind: OpHandToDeck, N: 1, Filter: Filter{Category: PokemonCard}, Dest: ToDeckTop},
		Op{Kind: OpSearch, Gate: IfDone, N: 1, Filter: Filter{Category: PokemonCard}})
	fdSplit = fdTrainer("Find Spread", Op{Kind: OpSearchSplit, N: 2, Filter: Filter{Category: EnergyCard, BasicEnergy: true}})
	fdLost  = fdTrainer("Find Lost", Op{Kind: OpSearch, N: 1, ToLostZone: true, Filter: Filter{Category: PokemonCard}})
	fdDraw  = fdTrainer("Find Nothing Here", Op{Kind: OpDraw, N: 1})

	// A Pokémon that searches with its attacks and a power.
	fdSeeker = &Card{ID: "test-fd-seeker", Name: "Seeker", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Fire},
		Powers: []Power{{Name: "Scout", Kind: Ability, Use: UseActivated, OncePerTurn: true,
			Ops: []Op{{Kind: OpSearch, N: 1, Filter: Filter{Category: PokemonCard, Type: Grass}}}}},
		Attacks: []Attack{
			{Name: "Stoke", After: []Op{{Kind: OpSearch, N: 1, Dest: ToAttach, Who: WhoSelf, Filter: Filter{Category: EnergyCard, Type: Fire}}}},
			{Name: "Gather", After: []Op{{Kind: OpSearchAttachChosen, Who: WhoEachOwnBenched, N: 2, Filter: Filter{Category: EnergyCard, Type: Grass}}}},
		}}
	// A Stage 1 whose power, when it is played to evolve, searches the deck for an Item.
	fdMapper = &Card{ID: "test-fd-mapper", Name: "Mapper", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Find Basic", HP: 80, Types: []Type{Grass},
		Powers: []Power{{Name: "Charting", Kind: Ability, Use: UseEvolvedFromHand, Optional: true,
			Ops: []Op{{Kind: OpSearch, N: 1, Filter: Filter{Category: TrainerCard, Trainer: 1 + uint8(Item)}}}}}}
)

func fdTrainer(name string, ops ...Op) *Card {
	return &Card{ID: "test-fd-" + strings.ToLower(strings.ReplaceAll(name, " ", "-")), Name: name, Category: TrainerCard, Trainer: Item, Play: ops}
}

// fdBoard is a board at turn 3 with Seeker active for player 0, the deck given (top first)
// over 3 filler cards, and the hand given.
func fdBoard(deck []*Card, hand ...*Card) Board {
	b := table(mon(fdSeeker), mon(fdSeeker))
	b.Players[0].Deck = append(slices.Clone(deck), filler(3)...)
	b.Players[0].Hand = hand
	return b
}

func playFind(finds ...int) Action {
	a := act(ActPlayTrainer, 0)
	a.Hand, a.Finds = 0, finds
	return a
}

func TestFinds(t *testing.T) {
	withBench := func(b Board, n int) Board {
		for i := 0; i < n; i++ {
			b.Players[0].Bench = append(b.Players[0].Bench, *mon(fdOther))
		}
		return b
	}
	attack := func(idx int, finds ...int) Action {
		a := attackAct(0, idx)
		a.Finds = finds
		return a
	}
	stage2s := []*Card{fdStage2a, fdFire, fdStage2b, fdBasic}
	tests := []struct {
		name   string
		board  Board
		coins  string
		action Action
		// where the cards went: names joined by commas
		hand, bench, lost, active string
		deck                      int // cards left in the deck
	}{
		{"no choice: the first Pokémon from the top", fdBoard(stage2s, fdBall), "", playFind(),
			"Find Top", "", "", "Fire", 6},
		{"a Stage 2 that is not the top-most match", fdBoard(stage2s, fdBall), "", playFind(2),
			"Find Other Top", "", "", "Fire", 6},
		{"nothing, though Pokémon are there", fdBoard(stage2s, fdBall), "", playFind(FindNothing),
			"", "", "", "Fire", 7},
		{"two Basics asked for, one chosen", fdBoard([]*Card{fdBasic, fdOther, fdBasic}, fdPair), "", playFind(1),
			"Find Other", "", "", "Fire", 5},
		{"to the Bench: the chosen Basic", fdBoard([]*Card{fdBasic, fdOther}, fdNest), "", playFind(1),
			"", "Find Other", "", "Fire", 4},
		{"among the top 3 only: the 3rd card", fdBoard([]*Card{fdBasic, fdFire, fdOther, fdStage1}, fdGreat), "", playFind(2),
			"Find Other", "", "", "Fire", 6},
		{"different types: the chosen ones", fdBoard([]*Card{fdFire, fdFire, fdWater, fdGrass}, fdSalon), "", playFind(1, 3),
			"Fire Energy,Grass Energy", "", "", "Fire", 5},
		{"two searches: each takes the card it looks for, in either order", fdBoard([]*Card{fdStage2a, fdStage1, fdStage2a}, fdFamily), "", playFind(2, 1),
			"Find Middle,Find Top", "", "", "Fire", 4},
		{"two searches: only the second finds", fdBoard([]*Card{fdStage2a, fdStage1}, fdFamily), "", playFind(0),
			"Find Top", "", "", "Fire", 4},
		{"any card: as many as asked", fdBoard([]*Card{fdFire, fdItem, fdBasic}, fdTwins), "", playFind(2, 1),
			"Find Basic,Find Item", "", "", "Fire", 4},
		{"any card, up to: one is enough", fdBoard([]*Card{fdFire, fdItem, fdBasic}, fdUpTo), "", playFind(1),
			"Find Item", "", "", "Fire", 5},
		{"any card, up to: none", fdBoard([]*Card{fdFire, fdItem, fdBasic}, fdUpTo), "", playFind(FindNothing),
			"", "", "", "Fire", 6},
		{"each heads: the first chosen the coins allow", fdBoard([]*Card{fdBasic, fdOther, fdBasic}, fdCoins), "HT", playFind(1, 2),
			"Find Other", "", "", "Fire", 5},
		{"a card put on top first does not shift the choice", fdBoard([]*Card{fdOther, fdFire}, fdComm, fdBasic), "", playFind(0),
			"Find Other", "", "", "Fire", 5},
		{"to the Lost Zone: the chosen Pokémon", fdBoard([]*Card{fdBasic, fdOther}, fdLost), "", playFind(1),
			"", "", "Find Other", "Fire", 4},
		{"both halves of a LEGEND when chosen", fdBoard([]*Card{enteiRaikou1, fdFire, enteiRaikou2}, fdLegend), "", playFind(0, 2),
			"Entei & Raikou LEGEND,Entei & Raikou LEGEND", "", "", "Fire", 4},
		{"a LEGEND search finding nothing", fdBoard([]*Card{enteiRaikou1, fdFire, enteiRaikou2}, fdLegend), "", playFind(FindNothing),
			"", "", "", "Fire", 6},
		{"spread over Pokémon: the chosen Energy", withBench(fdBoard([]*Card{fdFire, fdWater, fdGrass}, fdSplit), 1), "",
			func() Action { a := playFind(2); a.Split = []int{1}; return a }(),
			"", "Find Other", "", "Fire", 5},
		{"an attack attaches the chosen Fire Energy", fdBoard([]*Card{fdWater, fdFire, fdFire}), "", attack(0, 2),
			"", "", "", "Fire,Fire", 5},
		{"an attack attaches one to each chosen Benched Pokémon", withBench(fdBoard([]*Card{fdGrass, fdWater, fdGrass}), 2), "",
			func() Action { a := attack(1, 2, 0); a.Spots = []int{2, 1}; return a }(),
			"", "Find Other,Find Other", "", "Fire", 4},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := tc.board
				b.Players[0].Active = mon(fdSeeker, fdFire)
				g, _ := newTestGame(t, era, b, coins(tc.coins)...)
				apply(t, g, tc.action)
				if got := deckNames(g.Hand(0)); got != tc.hand {
					t.Errorf("hand = %q; want %q", got, tc.hand)
				}
				var bench, energy []string
				for _, v := range g.Bench(0) {
					bench = append(bench, v.Card.Name)
					for _, e := range v.Energy {
						energy = append(energy, e.Name)
					}
				}
				if got := strings.Join(bench, ","); got != tc.bench {
					t.Errorf("bench = %q; want %q", got, tc.bench)
				}
				if got := deckNames(g.LostZone(0)); got != tc.lost {
					t.Errorf("lost zone = %q; want %q", got, tc.lost)
				}
				v, _ := g.Active(0)
				var act []string
				for _, e := range v.Energy {
					act = append(act, strings.TrimSuffix(e.Name, " Energy"))
				}
				if got := strings.Join(act, ","); got != tc.active {
					t.Errorf("active's Energy = %q; want %q", got, tc.active)
				}
				if got := len(g.Deck(0)); got != tc.deck {
					t.Errorf("deck = %d cards; want %d", got, tc.deck)
				}
				if strings.Contains(tc.name, "spread") || strings.Contains(tc.name, "each chosen") {
					if got, want := strings.Join(energy, ","), map[bool]string{true: "Grass Energy", false: "Grass Energy,Grass Energy"}[strings.Contains(tc.name, "spread")]; got != want {
						t.Errorf("Benched Pokémon's Energy = %q; want %q", got, want)
					}
				}
			})
		}
	}
}

func TestFindsRefused(t *testing.T) {
	tests := []struct {
		name   string
		board  Board
		action Action
		want   string // in the error's words
	}{
		{"a place past the deck", fdBoard([]*Card{fdBasic}, fdBall), playFind(9), "no 10th card from the top: the deck holds 4 cards"},
		{"the same card twice", fdBoard([]*Card{fdBasic, fdOther}, fdPair), playFind(1, 1), "the 2nd card from the top is chosen twice"},
		{"nothing among cards", fdBoard([]*Card{fdBasic, fdOther}, fdPair), playFind(0, FindNothing), "finding nothing is a choice of its own"},
		{"not what the search looks for", fdBoard([]*Card{fdFire, fdBasic}, fdBall), playFind(0),
			"Find Ball cannot find Fire Energy (test-fd-fire), the 1st card from the top: it is not a card the search looks for"},
		{"more than the search may find", fdBoard([]*Card{fdBasic, fdOther}, fdBall), playFind(0, 1),
			"cannot find Find Other (test-fd-other), the 2nd card from the top: the search finds at most 1 card"},
		{"below the top cards looked at", fdBoard([]*Card{fdFire, fdFire, fdFire, fdBasic}, fdGreat), playFind(3),
			"the search looks only at the top 3 cards"},
		{"an Evolution card to the Bench", fdBoard([]*Card{fdStage1}, fdNest), playFind(0), "it is not a card the search looks for"},
		{"a full Bench", func() Board {
			b := fdBoard([]*Card{fdBasic, fdOther}, fdNest2)
			for i := 0; i < 4; i++ {
				b.Players[0].Bench = append(b.Players[0].Bench, *mon(fdOther))
			}
			return b
		}(), playFind(1, 0), "cannot find Find Basic (test-fd-basic), the 1st card from the top: the Bench has no room for it"},
		{"a second card of a type already found", fdBoard([]*Card{fdFire, fdFire}, fdSalon), playFind(0, 1), "a card found before it has its type"},
		{"one half of a LEGEND", fdBoard([]*Card{enteiRaikou1, fdFire, enteiRaikou2}, fdLegend), playFind(0), "both halves of one Pokémon LEGEND together"},
		{"any card: fewer than asked", fdBoard([]*Card{fdFire, fdItem, fdBasic}, fdTwins), playFind(1),
			"Find Any Two searches the deck for any card, so it finds 2 of the 6 cards it looks at; the choice finds 1"},
		{"any card: nothing", fdBoard([]*Card{fdFire, fdItem, fdBasic}, fdTwins), playFind(FindNothing), "the choice finds 0"},
		{"a card with no search", fdBoard([]*Card{fdBasic}, fdDraw), playFind(0), "the action does not search the deck"},
		{"a coin search past the coins", fdBoard([]*Card{fdBasic, fdOther, fdBasic}, fdCoins), playFind(0, 1, 2), "the search finds at most 2 cards"},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tc.board)
				_, err := g.Apply(tc.action)
				// A search for any card that finds too few is refused by the hgss ruling on
				// Twins, carried over to the later eras as an assumption.
				anyCard := strings.HasPrefix(tc.name, "any card")
				x := refTrainer
				if anyCard && era == "hgss" {
					x = refNone
				}
				wantRuleError(t, err, ErrBadChoice, era, x)
				if !strings.Contains(err.Error(), tc.want) {
					t.Errorf("Apply(%v) = %v; want words %q", tc.action, err, tc.want)
				}
				var re *RuleError
				errors.As(err, &re)
				if got, want := re.Assumed != "", anyCard && era != "hgss"; got != want {
					t.Errorf("F(%q) assumed = %v; want %v (%q)", tc.name, got, want, re.Assumed)
				}
				wantAnchor := rules(t, era).anchor(refTrainer)
				if anyCard && era == "hgss" {
					wantAnchor = RulingPrefix + "twins-must-take-two"
				}
				if re.Anchor != wantAnchor {
					t.Errorf("F(%q) anchor = %q; want %q", tc.name, re.Anchor, wantAnchor)
				}
				if got := len(g.Hand(0)); got != 1 {
					t.Errorf("hand = %d cards after a refusal; want 1 (nothing changed)", got)
				}
			})
		}
	}
}

// TestFindsPowerAndAttack: an attack, a power and a power that works on evolving read Finds,
// and refuse a card their search does not look for, citing their own rule point.
func TestFindsPowerAndAttack(t *testing.T) {
	power := func(finds ...int) Action {
		a := act(ActUsePower, 0)
		a.Finds = finds
		return a
	}
	evolve := func(finds ...int) Action {
		a := act(ActEvolve, 0)
		a.Hand, a.Slot, a.Opt, a.Finds = 0, 1, true, finds
		return a
	}
	tests := []struct {
		name   string
		action Action
		x      ref
		hand   string // nil error: the hand after it
		bad    bool
	}{
		{"a power finds the chosen Grass Pokémon", power(2), refPower, "Find Basic", false},
		{"a power refuses a Water Pokémon", power(1), refPower, "", true},
		{"an attack refuses a Water Energy to attach", func() Action { a := attackAct(0, 0); a.Finds = []int{3}; return a }(), refAttackChoices, "", true},
		{"an evolving power finds the chosen Item", evolve(4), refPower, "Find Item", false},
		{"an evolving power refuses a Pokémon", evolve(2), refPower, "", true},
		{"evolving without the power reads no Finds", func() Action { a := evolve(4); a.Opt = false; return a }(), refPower, "", true},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := fdBoard([]*Card{fdStage2a, fdOther, fdBasic, fdWater, fdItem})
				b.Players[0].Bench = []BoardPokemon{*mon(fdBasic)}
				if tc.action.Kind == ActEvolve {
					b.Players[0].Hand = []*Card{fdMapper}
				}
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(tc.action)
				if tc.bad {
					wantRuleError(t, err, ErrBadChoice, era, tc.x)
					return
				}
				if err != nil {
					t.Fatalf("Apply(%v) = %v; want no error", tc.action, err)
				}
				if got := deckNames(g.Hand(0)); got != tc.hand {
					t.Errorf("hand = %q; want %q", got, tc.hand)
				}
			})
		}
	}
}

// TestFindsCiteRuling: finding fewer than a search for a kind of card allows cites the ruling
// that lets it; finding as many cites nothing, and a choice refused for an any-card search
// rests on the assumption, which turned off lets the same choice through.
func TestFindsCiteRuling(t *testing.T) {
	const cite = RulingPrefix + "search-deck-may-find-nothing"
	cites := func(ev []Event) bool {
		return slices.ContainsFunc(ev, func(e Event) bool { return e.Anchor == cite })
	}
	tests := []struct {
		name   string
		card   *Card
		finds  []int
		want   bool
		search bool // the deck holds Basic Pokémon besides the one on top
	}{
		{"nothing found on purpose", fdBall, []int{FindNothing}, true, true},
		{"one of two Basics", fdPair, []int{0}, true, true},
		{"as many as allowed", fdBall, []int{0}, false, true},
		{"no choice at all", fdBall, nil, false, true},
		{"up to, one of two", fdUpTo, []int{0}, true, true},
		{"two Basics asked for, the only one there", fdPair, []int{0}, false, false},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				deck := []*Card{fdBasic, fdOther}
				if !tc.search {
					deck = []*Card{fdBasic, fdStage1}
				}
				g, _ := newTestGame(t, era, fdBoard(deck, tc.card))
				ev := apply(t, g, playFind(tc.finds...))
				if got := cites(ev); got != tc.want {
					t.Errorf("F(%q) cites %s = %v; want %v", tc.name, cite, got, tc.want)
				}
			})
		}
		t.Run(era+"/any card with the assumption off", func(t *testing.T) {
			r := rules(t, era)
			r.AnyCardSearchFinds = RuleChoice{}
			g, err := NewBoard(r, fdBoard([]*Card{fdFire, fdItem}, fdTwins), NewScripted(), Options{Trace: true})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(playFind(1)); err != nil {
				t.Fatalf("Apply = %v; want one card found", err)
			}
			if got := deckNames(g.Hand(0)); got != "Find Item" {
				t.Errorf("hand = %q; want %q", got, "Find Item")
			}
		})
	}
}

// TestFindChoices: the choices listed for a search are legal, bounded, one per card name the
// search looks for (the first from the top), with finding nothing only where it is allowed.
func TestFindChoices(t *testing.T) {
	many := []*Card{fdStage2a, fdFire, fdStage2b, fdBasic, fdStage2a, fdOther, fdStage1, fdMapper, fdSeeker,
		enteiRaikou1, enteiRaikou2, fdItem}
	tests := []struct {
		name  string
		card  *Card
		deck  []*Card
		want  [][]int
		limit bool // at most maxFindChoices names plus nothing
	}{
		{"each name once, then nothing", fdBall, []*Card{fdStage2a, fdFire, fdStage2b, fdStage2a}, [][]int{{0}, {2}, {FindNothing}}, false},
		{"only the top 3 cards", fdGreat, []*Card{fdFire, fdStage2a, fdFire, fdStage2b}, [][]int{{1}, {FindNothing}}, false},
		{"any card must find two", fdTwins, []*Card{fdFire, fdFire, fdItem}, [][]int{{0, 1}, {2, 0}, {3, 0}}, false},
		{"bounded", fdBall, many, nil, true},
		{"no search, no choices", fdDraw, many, [][]int{}, false},
		{"nothing fits: no choice to find nothing", fdBall, []*Card{fdFire, fdItem}, [][]int{}, false},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, fdBoard(tc.deck, tc.card))
				base := act(ActPlayTrainer, 0)
				base.Hand = 0
				got := g.FindChoices(base)
				var finds [][]int
				for _, a := range got {
					if err := g.Legal(a); err != nil {
						t.Errorf("listed %v is refused: %v", a, err)
					}
					finds = append(finds, a.Finds)
				}
				if tc.limit {
					if len(got) != maxFindChoices+1 {
						t.Errorf("FindChoices = %d choices; want %d", len(got), maxFindChoices+1)
					}
					return
				}
				if len(finds) != len(tc.want) || !slices.EqualFunc(finds, tc.want, slices.Equal) {
					t.Errorf("FindChoices = %v; want %v", finds, tc.want)
				}
			})
		}
	}
}

// TestFindsIntoDeck: an effect that puts a Pokémon from the hand into the deck and then
// searches (Pokémon Communication) may find that very card again, named by the place one
// past the bottom of the deck as it is before the action; the hand pick says which card it is.
func TestFindsIntoDeck(t *testing.T) {
	play := func(picks []int, finds ...int) Action {
		a := playFind(finds...)
		a.Picks = picks
		return a
	}
	// The deck: Find Other, Fire, then 3 filler cards: 5 cards, so place 5 is the hand card.
	deck := []*Card{fdOther, fdFire}
	tests := []struct {
		name   string
		card   *Card
		hand   []*Card // after the Trainer card
		action Action
		want   string // words of the refusal; "" legal
		after  string // the hand after it
		deck   int
	}{
		{"the card put in is found again", fdComm, []*Card{fdBasic}, play(nil, 5), "", "Find Basic", 5},
		{"the picked card, not the first Pokémon of the hand", fdComm, []*Card{fdBasic, fdStage1}, play([]int{1}, 5), "", "Find Basic,Find Middle", 5},
		{"a card of the deck, as before", fdComm, []*Card{fdBasic}, play(nil, 0), "", "Find Other", 5},
		{"the deck's own place 5 is still past the deck", fdBall, nil, play(nil, 5),
			"no 6th card from the top: the deck holds 5 cards, and the effect puts no card from the hand into it", "", 0},
		{"no Pokémon in the hand to put in", fdComm, []*Card{fdFire}, play(nil, 5),
			"the effect puts no card from the hand into it", "", 0},
		{"the card put in and one more: the search finds one", fdComm, []*Card{fdBasic}, play(nil, 0, 5),
			"cannot find Find Basic (test-fd-basic), the card it puts into the deck from the hand: the search finds at most 1 card", "", 0},
		{"chosen twice", fdComm, []*Card{fdBasic}, play(nil, 5, 5), "the 6th card from the top is chosen twice", "", 0},
		{"one past the card put in", fdComm, []*Card{fdBasic}, play(nil, 6), "no 7th card from the top", "", 0},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, fdBoard(deck, append([]*Card{tc.card}, tc.hand...)...))
				_, err := g.Apply(tc.action)
				if tc.want != "" {
					wantRuleError(t, err, ErrBadChoice, era, refTrainer)
					if err != nil && !strings.Contains(err.Error(), tc.want) {
						t.Errorf("Apply(%v) = %v; want words %q", tc.action, err, tc.want)
					}
					if got := len(g.Hand(0)); got != 1+len(tc.hand) {
						t.Errorf("hand = %d cards after a refusal; want %d (nothing changed)", got, 1+len(tc.hand))
					}
					return
				}
				if err != nil {
					t.Fatalf("Apply(%v) = %v; want no error", tc.action, err)
				}
				if got := deckNames(g.Hand(0)); got != tc.after {
					t.Errorf("hand = %q; want %q", got, tc.after)
				}
				if got := len(g.Deck(0)); got != tc.deck {
					t.Errorf("deck = %d cards; want %d", got, tc.deck)
				}
			})
		}
	}
}

// TestFindChoicesIntoDeck: FindChoices offers the card put in from the hand where no card of
// its name was listed from the deck, and IntoDeckCard names it.
func TestFindChoicesIntoDeck(t *testing.T) {
	tests := []struct {
		name string
		deck []*Card
		hand []*Card // after the Trainer card
		want [][]int
		into string // IntoDeckCard's name ("" none)
	}{
		{"the hand card after the deck's names", []*Card{fdOther, fdFire}, []*Card{fdBasic}, [][]int{{0}, {5}, {FindNothing}}, "Find Basic"},
		{"a copy in the deck is the same choice", []*Card{fdBasic, fdFire}, []*Card{fdBasic}, [][]int{{0}, {FindNothing}}, "Find Basic"},
		{"only the hand card fits: it, or nothing", []*Card{fdFire}, []*Card{fdBasic}, [][]int{{4}, {FindNothing}}, "Find Basic"},
		{"no Pokémon in the hand nor the deck: nothing to list", []*Card{fdFire}, []*Card{fdFire}, [][]int{}, ""},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, fdBoard(tc.deck, append([]*Card{fdComm}, tc.hand...)...))
				base := act(ActPlayTrainer, 0)
				base.Hand = 0
				var finds [][]int
				for _, a := range g.FindChoices(base) {
					if err := g.Legal(a); err != nil {
						t.Errorf("listed %v is refused: %v", a, err)
					}
					finds = append(finds, a.Finds)
				}
				if len(finds) != len(tc.want) || !slices.EqualFunc(finds, tc.want, slices.Equal) {
					t.Errorf("FindChoices = %v; want %v", finds, tc.want)
				}
				got := ""
				if c, ok := g.IntoDeckCard(base); ok {
					got = c.Name
				}
				if got != tc.into {
					t.Errorf("IntoDeckCard = %q; want %q", got, tc.into)
				}
			})
		}
	}
}
