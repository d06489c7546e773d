package engine

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// Which Energy cards an attach-split takes from the discard pile (fx_pile.go), in every era.
var (
	anyEnergy = Filter{Category: EnergyCard}
	puller    = &Card{ID: "test-pile-1", Name: "Puller", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Colorless},
		Attacks: []Attack{
			{Name: "Pull One", After: []Op{{Kind: OpAttachSplit, Who: WhoSelf, N: 1, Filter: anyEnergy}}},
			{Name: "Pull Basic", After: []Op{{Kind: OpAttachSplit, Who: WhoSelf, N: 1, Filter: Filter{Category: EnergyCard, BasicEnergy: true}}}},
			{Name: "Pull Two", After: []Op{{Kind: OpAttachSplit, Who: WhoSelf, N: 2, Filter: anyEnergy}}},
			{Name: "Pull Up To Two", After: []Op{{Kind: OpAttachSplit, Who: WhoSelf, N: 2, UpTo: true, Filter: anyEnergy}}},
			{Name: "Pull Per Heads", After: []Op{{Kind: OpFlip, N: 3}, {Kind: OpAttachSplit, Gate: EachHeads, Who: WhoSelf, N: 1, Filter: anyEnergy}}},
			{Name: "Dig", After: []Op{{Kind: OpDiscardDeck, N: 1, Who: WhoSelf, Filter: anyEnergy}, {Kind: OpAttachSplit, Gate: IfDone, Who: WhoSelf, N: 1, Filter: anyEnergy}}},
			{Name: "Spread Two", After: []Op{{Kind: OpAttachSplit, N: 2, Filter: anyEnergy}}},
		}}
)

const (
	pullOne = iota
	pullBasic
	pullTwo
	pullUpTo
	pullHeads
	pullDig
	pullSpread
)

func TestAttachFromDiscardPicks(t *testing.T) {
	// The pile, the first discarded first: Water, Double Colorless, Fire, Rainbow.
	pile := []*Card{hgWater, hgDCE, hgFire, hgRainbow}
	tests := []struct {
		name      string
		attack    int
		picks     []int
		split     []int
		coins     []Coin
		wantErr   error
		wantSelf  []string // the Energy on the attacker afterwards
		wantBench []string // on its Benched Puller
		wantLeft  []string // the discard pile afterwards
	}{
		{"no choice: the most recently discarded", pullOne, nil, nil, nil, nil,
			[]string{"Rainbow Energy"}, nil, []string{"Water Energy", "Double Colorless Energy", "Fire Energy"}},
		{"the player names the Double Colorless", pullOne, []int{1}, nil, nil, nil,
			[]string{"Double Colorless Energy"}, nil, []string{"Water Energy", "Fire Energy", "Rainbow Energy"}},
		{"a Special Energy card is not a basic one", pullBasic, []int{1}, nil, nil, ErrBadChoice, nil, nil, nil},
		{"a basic one is", pullBasic, []int{0}, nil, nil, nil,
			[]string{"Water Energy"}, nil, []string{"Double Colorless Energy", "Fire Energy", "Rainbow Energy"}},
		{"no card at that place", pullOne, []int{4}, nil, nil, ErrBadChoice, nil, nil, nil},
		{"two cards for an effect that attaches one", pullOne, []int{0, 2}, nil, nil, ErrBadChoice, nil, nil, nil},
		{"one card where it attaches two and the pile has them", pullTwo, []int{0}, nil, nil, ErrBadChoice, nil, nil, nil},
		{"a card named twice", pullTwo, []int{2, 2}, nil, nil, ErrBadChoice, nil, nil, nil},
		{"two named, in the order named", pullTwo, []int{2, 0}, nil, nil, nil,
			[]string{"Fire Energy", "Water Energy"}, nil, []string{"Double Colorless Energy", "Rainbow Energy"}},
		{"up to two: one is enough", pullUpTo, []int{1}, nil, nil, nil,
			[]string{"Double Colorless Energy"}, nil, []string{"Water Energy", "Fire Energy", "Rainbow Energy"}},
		{"up to two: three is too many", pullUpTo, []int{0, 1, 2}, nil, nil, ErrBadChoice, nil, nil, nil},
		{"coins: three named, two heads take the first two", pullHeads, []int{2, 0, 1}, nil, []Coin{Heads, Tails, Heads}, nil,
			[]string{"Fire Energy", "Water Energy"}, nil, []string{"Double Colorless Energy", "Rainbow Energy"}},
		{"coins: two named where three coins could take three", pullHeads, []int{2, 0}, nil, nil, ErrBadChoice, nil, nil, nil},
		{"coins: four named, more than three coins allow", pullHeads, []int{0, 1, 2, 3}, nil, nil, ErrBadChoice, nil, nil, nil},
		{"the card just discarded from the deck leaves no choice", pullDig, []int{0}, nil, nil, ErrBadChoice, nil, nil, nil},
		{"a spread: each named card to the next Pokémon of the split", pullSpread, []int{2, 1}, []int{1, 0}, nil, nil,
			[]string{"Double Colorless Energy"}, []string{"Fire Energy"}, []string{"Water Energy", "Rainbow Energy"}},
		{"a spread without a choice: the newest two", pullSpread, nil, []int{1, 0}, nil, nil,
			[]string{"Fire Energy"}, []string{"Rainbow Energy"}, []string{"Water Energy", "Double Colorless Energy"}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(puller), mon(bigTarget))
				b.Players[0].Bench = []BoardPokemon{*mon(puller)}
				b.Players[0].Discard = pile
				g, _ := newTestGame(t, era, b, tt.coins...)
				a := attackAct(0, tt.attack)
				a.Picks, a.Split = tt.picks, tt.split
				if tt.wantErr != nil {
					_, err := g.Apply(a)
					if !errors.Is(err, tt.wantErr) {
						t.Fatalf("Apply(%v) = %v; want %v", a, err, tt.wantErr)
					}
					if n := len(g.Discard(0)); n != len(pile) {
						t.Errorf("discard pile after a refusal holds %d cards; want %d", n, len(pile))
					}
					return
				}
				apply(t, g, a)
				if got := energyNames(activeEnergy(g, 0)); !slices.Equal(got, tt.wantSelf) {
					t.Errorf("attacker's Energy = %v; want %v", got, tt.wantSelf)
				}
				bench := g.Bench(0)
				if got := energyNames(bench[0].Energy); !slices.Equal(got, tt.wantBench) {
					t.Errorf("Benched Puller's Energy = %v; want %v", got, tt.wantBench)
				}
				if got := energyNames(g.Discard(0)); !slices.Equal(got, tt.wantLeft) {
					t.Errorf("Discard(0) = %v; want %v", got, tt.wantLeft)
				}
			})
		}
	}
}

// TestAttachFromDiscardRefusalWords: a refusal says what is wrong, in words.
func TestAttachFromDiscardRefusalWords(t *testing.T) {
	tests := []struct {
		name   string
		attack int
		picks  []int
		want   string
	}{
		{"not the kind it takes", pullBasic, []int{1}, "does not attach Double Colorless Energy"},
		{"no such place", pullOne, []int{7}, "there is no card 8 in the discard pile: it holds 4 cards"},
		{"too few", pullTwo, []int{3}, "Pull Two attaches 2 cards and the discard pile holds 4 that fit: name 2, not 1"},
		{"too many for the coins", pullHeads, []int{0, 1, 2, 3}, "attaches at most 3 cards (the most its coins could allow)"},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(puller), mon(bigTarget))
				b.Players[0].Discard = []*Card{hgWater, hgDCE, hgFire, hgRainbow}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, tt.attack)
				a.Picks = tt.picks
				_, err := g.Apply(a)
				if err == nil || !errors.Is(err, ErrBadChoice) || !strings.Contains(err.Error(), tt.want) {
					t.Errorf("Apply(%v) = %v; want ErrBadChoice saying %q", a, err, tt.want)
				}
			})
		}
	}
}

// TestPileChoices: the choices listed besides the engine's own, one per other name, each
// legal, and the action without a choice stays the engine's.
func TestPileChoices(t *testing.T) {
	tests := []struct {
		name   string
		attack int
		pile   []*Card
		want   [][]int
	}{
		{"one per other name, newest first", pullOne, []*Card{hgWater, hgDCE, hgFire, hgWater}, [][]int{{2}, {1}}},
		{"two cards: the other names first, then the newest", pullTwo, []*Card{hgWater, hgDCE, hgFire}, [][]int{{1, 2}, {0, 2}}},
		{"the first copy of a card stands for any", pullTwo, []*Card{hgFire, hgWater, hgDCE, hgFire}, [][]int{{2, 0}, {1, 0}}},
		{"one name only: nothing else to choose", pullOne, []*Card{hgWater, hgWater}, nil},
		{"the card from the deck leaves no choice", pullDig, []*Card{hgWater, hgFire}, nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(puller), mon(bigTarget))
				b.Players[0].Discard = tt.pile
				g, _ := newTestGame(t, era, b)
				var got [][]int
				for _, c := range g.PileChoices(attackAct(0, tt.attack)) {
					got = append(got, c.Picks)
				}
				if !slices.EqualFunc(got, tt.want, slices.Equal) {
					t.Errorf("PileChoices = %v; want %v", got, tt.want)
				}
			})
		}
	}
}

// TestEvolvePowerPicks: a power that works as its card is played to evolve reads the evolve
// action's Picks for the card it attaches from the discard pile (Blessings of the Frost).
func TestEvolvePowerPicks(t *testing.T) {
	frost := &Card{ID: "test-pile-2", Name: "Frost", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Puller", HP: 120, Types: []Type{Water},
		Powers: []Power{{Name: "Frost Gift", Kind: Ability, Use: UseEvolvedFromHand, Optional: true, ChooseOwn: ChoosePokemon,
			Ops: []Op{{Kind: OpAttachSplit, Who: WhoChosenOwn, N: 1, Filter: Filter{Category: EnergyCard, BasicEnergy: true}}}}}}
	tests := []struct {
		name     string
		picks    []int
		wantErr  error
		wantBack []string // the Energy on the Benched Puller
	}{
		{"no choice: the card discarded last", nil, nil, []string{"Fire Energy"}},
		{"the Water Energy named", []int{0}, nil, []string{"Water Energy"}},
		{"a Double Colorless Energy is not basic", []int{1}, ErrBadChoice, nil},
		{"two named for one", []int{0, 2}, ErrBadChoice, nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(puller).entered(1), mon(bigTarget))
				b.Players[0].Bench = []BoardPokemon{*mon(puller).entered(1)}
				b.Players[0].Hand = []*Card{frost}
				b.Players[0].Discard = []*Card{hgWater, hgDCE, hgFire}
				g, _ := newTestGame(t, era, b)
				a := Action{Kind: ActEvolve, Player: 0, Hand: 0, Slot: 0, Own: 1, Target: -1, Opt: true, Picks: tt.picks}
				if tt.wantErr != nil {
					if _, err := g.Apply(a); !errors.Is(err, tt.wantErr) {
						t.Fatalf("Apply(%v) = %v; want %v", a, err, tt.wantErr)
					}
					return
				}
				apply(t, g, a)
				if got := energyNames(g.Bench(0)[0].Energy); !slices.Equal(got, tt.wantBack) {
					t.Errorf("Benched Puller's Energy = %v; want %v", got, tt.wantBack)
				}
			})
		}
	}
}

// TestPowerPilePicks: an activated power reads its action's Picks for the card it attaches
// from the discard pile to the Pokémon chosen (as Afterburner and Turbo Drive do).
func TestPowerPilePicks(t *testing.T) {
	burner := &Card{ID: "test-pile-3", Name: "Burner", Category: PokemonCard, Stage: Basic, HP: 120, Types: []Type{Fire},
		Powers: []Power{{Name: "Burn Gift", Kind: PokePower, Use: UseActivated, OncePerTurn: true, ChooseOwn: ChoosePokemon,
			Ops: []Op{{Kind: OpAttachSplit, Who: WhoChosenOwn, N: 1, Filter: Filter{Category: EnergyCard, BasicEnergy: true}}}}}}
	tests := []struct {
		name     string
		picks    []int
		wantErr  error
		wantBack []string // the Energy on the Benched Puller
	}{
		{"no choice: the basic Energy card discarded last", nil, nil, []string{"Water Energy"}},
		{"the Fire Energy card named", []int{0}, nil, []string{"Fire Energy"}},
		{"a Double Colorless Energy is not basic", []int{2}, ErrBadChoice, nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(burner), mon(bigTarget))
				b.Players[0].Bench = []BoardPokemon{*mon(puller)}
				b.Players[0].Discard = []*Card{hgFire, hgWater, hgDCE}
				g, _ := newTestGame(t, era, b)
				a := Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: 1, Target: -1, Picks: tt.picks}
				if tt.wantErr != nil {
					if _, err := g.Apply(a); !errors.Is(err, tt.wantErr) {
						t.Fatalf("Apply(%v) = %v; want %v", a, err, tt.wantErr)
					}
					return
				}
				apply(t, g, a)
				if got := energyNames(g.Bench(0)[0].Energy); !slices.Equal(got, tt.wantBack) {
					t.Errorf("Benched Puller's Energy = %v; want %v", got, tt.wantBack)
				}
			})
		}
	}
}
