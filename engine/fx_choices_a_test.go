package engine

import (
	"slices"
	"strings"
	"testing"
)

// Choices a card leaves to the players that rulesd used to make for them: which Basic
// Pokémon each player benches from their own deck (bench-from-deck, Playground: Finds for the
// player using it, OppFinds for the opponent) and which Energy cards among the top cards are
// attached (top-attach-split, Energymite: Finds). Without a choice both behave as before.
var (
	caPlayground = &Card{ID: "test-ca-playground", Name: "Playmate", Category: PokemonCard, Stage: Basic, HP: 40, Types: []Type{Lightning},
		Attacks: []Attack{{Name: "Romp", After: []Op{
			{Kind: OpBenchFromDeck, Who: WhoSelf, N: -1},
			{Kind: OpBenchFromDeck, Who: WhoDefending, N: -1},
		}}}}
	caMite = &Card{ID: "test-ca-mite", Name: "Sparker", Category: PokemonCard, Stage: Basic, HP: 80, Types: []Type{Lightning},
		Powers: []Power{{Name: "Burst", Kind: PokePower, Use: UseActivated, OncePerTurn: true, Ops: []Op{
			{Kind: OpKnockOut, Who: WhoSelf},
			{Kind: OpTopAttachSplit, N: 7, Filter: Filter{Category: EnergyCard}},
		}}}}
)

// caBoard: Playmate active for both players, each deck the cards given (top first) over
// filler, and n Benched Pokémon for player 0.
func caBoard(own, theirs []*Card, n int) Board {
	b := table(mon(caPlayground), mon(caPlayground))
	b.Players[0].Deck = append(slices.Clone(own), filler(3)...)
	b.Players[1].Deck = append(slices.Clone(theirs), filler(3)...)
	for i := 0; i < n; i++ {
		b.Players[0].Bench = append(b.Players[0].Bench, *mon(fdOther))
	}
	return b
}

func romp(finds, theirs []int) Action {
	a := attackAct(0, 0)
	a.Finds, a.OppFinds = finds, theirs
	return a
}

func benchNames(g *Game, p int) string {
	var s []string
	for _, v := range g.Bench(p) {
		s = append(s, v.Card.Name)
	}
	return strings.Join(s, ",")
}

func TestBenchFromDeckChoices(t *testing.T) {
	own := []*Card{fdBasic, fdFire, fdOther}
	theirs := []*Card{fdOther, fdBasic, fdItem}
	tests := []struct {
		name         string
		bench        int // player 0's Benched Pokémon before
		action       Action
		mine, yours  string
		deck0, deck1 int
	}{
		{"no choice: every Basic from the top, both players", 0, romp(nil, nil),
			"Find Basic,Find Other", "Find Other,Find Basic", 4, 3},
		{"the player takes one of two", 0, romp([]int{2}, nil),
			"Find Other", "Find Other,Find Basic", 5, 3},
		{"the player takes none", 0, romp([]int{FindNothing}, nil),
			"", "Find Other,Find Basic", 6, 3},
		{"the opponent takes one, their choice", 0, romp(nil, []int{1}),
			"Find Basic,Find Other", "Find Basic", 4, 4},
		{"both take none", 0, romp([]int{FindNothing}, []int{FindNothing}),
			"", "", 6, 5},
		{"room for one: the chosen one", 4, romp([]int{2}, nil),
			"Find Other,Find Other,Find Other,Find Other,Find Other", "Find Other,Find Basic", 5, 3},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, caBoard(own, theirs, tc.bench))
				apply(t, g, tc.action)
				if got := benchNames(g, 0); got != tc.mine {
					t.Errorf("player's Bench = %q; want %q", got, tc.mine)
				}
				if got := benchNames(g, 1); got != tc.yours {
					t.Errorf("opponent's Bench = %q; want %q", got, tc.yours)
				}
				if got0, got1 := len(g.Deck(0)), len(g.Deck(1)); got0 != tc.deck0 || got1 != tc.deck1 {
					t.Errorf("decks = %d, %d cards; want %d, %d", got0, got1, tc.deck0, tc.deck1)
				}
			})
		}
	}
}

func TestBenchFromDeckChoicesRefused(t *testing.T) {
	own := []*Card{fdBasic, fdFire, fdOther}
	theirs := []*Card{fdOther, fdBasic, fdItem}
	trainer := act(ActPlayTrainer, 0)
	trainer.Hand, trainer.OppFinds = 0, []int{0}
	tests := []struct {
		name   string
		bench  int
		action Action
		want   string
	}{
		{"not a Basic Pokémon", 0, romp([]int{1}, nil),
			"Romp cannot find Fire Energy (test-fd-fire), the 2nd card from the top: only a Basic Pokémon goes onto the Bench"},
		{"no room on the Bench", 5, romp([]int{0}, nil), "the Bench has no room for it"},
		{"room for one, two chosen", 4, romp([]int{0, 2}, nil), "Find Other (test-fd-other), the 3rd card from the top: the Bench has no room for it"},
		{"the opponent's Item", 0, romp(nil, []int{2}),
			"with Romp the opponent cannot bench Find Item (test-fd-item), the 3rd card from the top of their deck: only a Basic Pokémon goes onto the Bench"},
		{"the opponent's card twice", 0, romp(nil, []int{0, 0}), "the 1st card from the top of the opponent's deck is chosen twice"},
		{"past the opponent's deck", 0, romp(nil, []int{9}), "no 10th card from the top of the opponent's deck: it holds 6 cards"},
		{"nothing among the opponent's cards", 0, romp(nil, []int{0, FindNothing}), "the opponent finding nothing is a choice of its own"},
		{"an effect that lets the opponent search nothing", 0, trainer, "lets the opponent search no deck of theirs"},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := caBoard(own, theirs, tc.bench)
				b.Players[0].Hand = []*Card{fdBall}
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(tc.action)
				x := refAttackChoices
				if tc.action.Kind == ActPlayTrainer {
					x = refTrainer
				}
				wantRuleError(t, err, ErrBadChoice, era, x)
				if !strings.Contains(err.Error(), tc.want) {
					t.Errorf("error = %v; want it to say %q", err, tc.want)
				}
			})
		}
	}
}

// miteBoard: Sparker Benched for player 0 (slot 1), Seeker active, the deck given (top first)
// over filler.
func miteBoard(deck []*Card) Board {
	b := table(mon(fdSeeker), mon(fdSeeker))
	b.Players[0].Bench = []BoardPokemon{*mon(caMite), *mon(fdOther)}
	b.Players[0].Deck = append(slices.Clone(deck), filler(3)...)
	return b
}

func burst(finds, split []int) Action {
	a := act(ActUsePower, 0)
	a.Slot, a.Finds, a.Split = 1, finds, split
	return a
}

func TestTopAttachSplitChoices(t *testing.T) {
	top := []*Card{fdFire, fdBasic, fdGrass, fdItem, fdFire, fdStage1, fdWater}
	tests := []struct {
		name          string
		action        Action
		active, bench string // Energy on the Active Pokémon and on Find Other
		discard       int
	}{
		{"no choice: every Energy card", burst(nil, nil), "Fire,Grass,Fire,Water", "", 3 + 1},
		{"two chosen, the others discarded", burst([]int{4, 2}, nil), "Grass,Fire", "", 5 + 1},
		{"none attached", burst([]int{FindNothing}, nil), "", "", 7 + 1},
		{"chosen and spread, top card first", burst([]int{6, 0}, []int{2, 0}), "Water", "Fire", 5 + 1},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, miteBoard(top))
				apply(t, g, tc.action)
				v, _ := g.Active(0)
				var act, bench []string
				for _, e := range v.Energy {
					act = append(act, strings.TrimSuffix(e.Name, " Energy"))
				}
				for _, pk := range g.Bench(0) {
					for _, e := range pk.Energy {
						bench = append(bench, strings.TrimSuffix(e.Name, " Energy"))
					}
				}
				if got := strings.Join(act, ","); got != tc.active {
					t.Errorf("Active's Energy = %q; want %q", got, tc.active)
				}
				if got := strings.Join(bench, ","); got != tc.bench {
					t.Errorf("Benched Energy = %q; want %q", got, tc.bench)
				}
				// The discard pile holds the cards not attached and Sparker itself.
				if got := len(g.Discard(0)); got != tc.discard {
					t.Errorf("discard pile = %d cards; want %d", got, tc.discard)
				}
				if got := len(g.Deck(0)); got != 3 {
					t.Errorf("deck = %d cards; want 3", got)
				}
			})
		}
	}
}

func TestTopAttachSplitChoicesRefused(t *testing.T) {
	top := []*Card{fdFire, fdBasic, fdGrass, fdItem, fdFire, fdStage1, fdWater}
	tests := []struct {
		name   string
		action Action
		want   string
	}{
		{"not an Energy card", burst([]int{1}, nil),
			"Burst cannot find Find Basic (test-fd-basic), the 2nd card from the top: it is not an Energy card the search looks for"},
		{"below the top 7", burst([]int{7}, nil), "the 8th card from the top: the search looks only at the top 7 cards"},
		{"the same card twice", burst([]int{0, 0}, nil), "the 1st card from the top is chosen twice"},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, miteBoard(top))
				_, err := g.Apply(tc.action)
				wantRuleError(t, err, ErrBadChoice, era, refPower)
				if !strings.Contains(err.Error(), tc.want) {
					t.Errorf("error = %v; want it to say %q", err, tc.want)
				}
			})
		}
	}
}

// TestChoicesAListed: the choices listed for both ops are legal and bounded, and the
// opponent's are listed only where the effect lets them search.
func TestChoicesAListed(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			g, _ := newTestGame(t, era, caBoard([]*Card{fdBasic, fdFire, fdOther, fdBasic}, []*Card{fdOther, fdItem, fdOther}, 0))
			var mine, theirs [][]int
			for _, a := range g.FindChoices(attackAct(0, 0)) {
				if err := g.Legal(a); err != nil {
					t.Errorf("listed %v is refused: %v", a, err)
				}
				mine = append(mine, a.Finds)
			}
			for _, a := range g.OppFindChoices(attackAct(0, 0)) {
				if err := g.Legal(a); err != nil {
					t.Errorf("listed %v is refused: %v", a, err)
				}
				theirs = append(theirs, a.OppFinds)
			}
			if want := [][]int{{0}, {2}, {FindNothing}}; !slices.EqualFunc(mine, want, slices.Equal) {
				t.Errorf("FindChoices = %v; want %v", mine, want)
			}
			if want := [][]int{{0}, {FindNothing}}; !slices.EqualFunc(theirs, want, slices.Equal) {
				t.Errorf("OppFindChoices = %v; want %v", theirs, want)
			}

			m, _ := newTestGame(t, era, miteBoard([]*Card{fdFire, fdBasic, fdGrass, fdFire, fdItem, fdItem, fdItem, fdWater}))
			var energy [][]int
			for _, a := range m.FindChoices(burst(nil, nil)) {
				if err := m.Legal(a); err != nil {
					t.Errorf("listed %v is refused: %v", a, err)
				}
				energy = append(energy, a.Finds)
			}
			// The Water Energy is the 8th card: below the top 7.
			if want := [][]int{{0}, {2}, {FindNothing}}; !slices.EqualFunc(energy, want, slices.Equal) {
				t.Errorf("FindChoices for Burst = %v; want %v", energy, want)
			}
			if got := m.OppFindChoices(burst(nil, nil)); len(got) != 0 {
				t.Errorf("OppFindChoices for Burst = %v; want none", got)
			}
		})
	}
}

// bench-restored from the deck is a search for the fossil's Restored Pokémon: Finds names
// the one taken, or none; from the hand it searches nothing.
func TestBenchRestoredChoices(t *testing.T) {
	play := func(finds ...int) Action {
		a := act(ActPlayTrainer, 0)
		a.Hand, a.Finds = 0, finds
		return a
	}
	tests := []struct {
		name   string
		card   *Card
		action Action
		bench  string
		refuse string // in the refusal ("" for none)
	}{
		{"no choice: the first from the top", plumeFossil, play(), "Archen", ""},
		{"the chosen one", plumeFossil, play(2), "Archen", ""},
		{"none", plumeFossil, play(FindNothing), "", ""},
		{"not its Restored Pokémon", plumeFossil, play(0), "",
			"Plume Fossil cannot find Find Basic (test-fd-basic), the 1st card from the top: it is not a Restored Pokémon that Plume Fossil brings into play"},
		{"more than it may find", plumeFossil, play(1, 2), "",
			"the search finds at most 1 card"},
		{"from the hand it searches no deck", plumeFossilFromHand, play(1), "",
			"does not search the deck"},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(fdSeeker), mon(fdSeeker))
				b.Players[0].Deck = append([]*Card{fdBasic, archen, archen}, filler(3)...)
				b.Players[0].Hand = []*Card{tc.card}
				g, _ := newTestGame(t, era, b)
				a := tc.action
				if tc.refuse != "" {
					_, err := g.Apply(a)
					wantRuleError(t, err, ErrBadChoice, era, refTrainer)
					if !strings.Contains(err.Error(), tc.refuse) {
						t.Errorf("error = %v; want it to say %q", err, tc.refuse)
					}
					return
				}
				apply(t, g, a)
				if got := benchNames(g, 0); got != tc.bench {
					t.Errorf("Bench = %q; want %q", got, tc.bench)
				}
			})
		}
	}
}

// A Bench limit lowered by a power (Blob: 4 for the other player) bounds what each player may
// bench from their deck.
func TestBenchFromDeckLoweredLimit(t *testing.T) {
	own := []*Card{fdBasic, fdFire, fdOther}
	theirs := []*Card{fdOther, fdBasic, fdItem}
	tests := []struct {
		name     string
		blobSide int // whose Bench holds Blob: it lowers the other player's limit
		action   Action
		want     string // in the refusal ("" for none)
	}{
		{"the player: room for one under the lowered limit", 1, romp([]int{2}, nil), ""},
		{"the player: two chosen, room for one", 1, romp([]int{0, 2}, nil), "Find Other (test-fd-other), the 3rd card from the top: the Bench has no room for it"},
		{"the opponent: room for one under the lowered limit", 0, romp(nil, []int{1}), ""},
		{"the opponent: two chosen, room for one", 0, romp(nil, []int{0, 1}), "the 2nd card from the top of their deck: their Bench has no room for it"},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := caBoard(own, theirs, 0)
				for p := 0; p < 2; p++ {
					b.Players[p].Bench = []BoardPokemon{*mon(fdOther), *mon(fdOther)}
				}
				b.Players[tc.blobSide].Bench = append(b.Players[tc.blobSide].Bench, *mon(blobFor(era)))
				b.Players[1-tc.blobSide].Bench = append(b.Players[1-tc.blobSide].Bench, *mon(fdOther))
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(tc.action)
				if tc.want == "" {
					if err != nil {
						t.Fatalf("Apply(%v) = %v; want no error", tc.action, err)
					}
					if got := len(g.Bench(1 - tc.blobSide)); got != 4 {
						t.Errorf("Bench = %d Pokémon; want 4, the lowered limit", got)
					}
					return
				}
				wantRuleError(t, err, ErrBadChoice, era, refAttackChoices)
				if !strings.Contains(err.Error(), tc.want) {
					t.Errorf("error = %v; want it to say %q", err, tc.want)
				}
			})
		}
	}
}
