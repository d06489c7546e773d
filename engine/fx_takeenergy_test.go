package engine

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// Test Pokémon whose attacks take attached Energy cards; numbers are placeholders for the
// rules under test (cost Colorless, no damage).
var (
	takerSelf = &Card{ID: "test-taker-self", Name: "Self Taker", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Fire}, RetreatCost: 1,
		Attacks: []Attack{
			{Name: "Shed One", Cost: []Type{Colorless}, After: []Op{{Kind: OpDiscardEnergy, Who: WhoSelf, N: 1}}},
			{Name: "Shed Fire", Cost: []Type{Colorless}, After: []Op{{Kind: OpDiscardEnergy, Who: WhoSelf, N: 1, Type: Fire}}},
			{Name: "Spin Two", Cost: []Type{Colorless}, After: []Op{{Kind: OpDiscardEnergy, Who: WhoSelf, N: 2, EnergyUnits: true}}},
			{Name: "Knock One", Cost: []Type{Colorless}, After: []Op{{Kind: OpDiscardEnergy, Who: WhoDefending, N: 1}}},
			{Name: "Strip Special", Cost: []Type{Colorless}, After: []Op{{Kind: OpDiscardSpecialEnergy, Who: WhoDefending, N: 1}}},
			{Name: "Pass One", Cost: []Type{Colorless}, After: []Op{{Kind: OpMoveEnergy, Who: WhoSelf, To: WhoChosenOwn, N: 1}}},
			{Name: "Shed All", Cost: []Type{Colorless}, After: []Op{{Kind: OpDiscardEnergy, Who: WhoSelf, N: -1}}},
			{Name: "Both Lose One", Cost: []Type{Colorless}, After: []Op{{Kind: OpDiscardEnergy, Who: WhoSelf, N: 1}, {Kind: OpDiscardEnergy, Who: WhoDefending, N: 1}}},
		}}
	takeTarget = &Card{ID: "test-take-target", Name: "Take Target", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Water}, RetreatCost: 1}
)

func TestEnergyTakes(t *testing.T) {
	dces := map[string]*Card{"hgss": hgDCE, "xy": xyDCE, "sm": smDCE}
	// The attacker holds Fire (place 0), a Double Colorless Energy (1) and Water (2); the
	// Defending Pokémon Fire (3) and a Double Colorless Energy (4); the Benched one nothing.
	tests := []struct {
		name    string
		attack  string
		own     int
		takes   []int
		wantErr string   // a word of the refusal; "" for none
		self    []string // the attacker's Energy after
		def     []string // the Defending Pokémon's Energy after
		bench   []string // the Benched Pokémon's Energy after
	}{
		{"no choice: the card attached longest goes", "Shed One", -1, nil, "", []string{"Double Colorless Energy", "Water Energy"}, nil, nil},
		{"keep the Double Colorless: discard the Water", "Shed One", -1, []int{2}, "", []string{"Fire Energy", "Double Colorless Energy"}, nil, nil},
		{"discard the Double Colorless, keep Fire", "Shed One", -1, []int{1}, "", []string{"Fire Energy", "Water Energy"}, nil, nil},
		{"two named for a discard of one", "Shed One", -1, []int{1, 2}, "does not take it", nil, nil, nil},
		{"a card of the Defending Pokémon for a discard from the attacker", "Shed One", -1, []int{3}, "does not take it", nil, nil, nil},
		{"Water for a Fire discard", "Shed Fire", -1, []int{2}, "does not name", nil, nil, nil},
		{"a place with no card", "Shed One", -1, []int{9}, "Energy cards in play", nil, nil, nil},
		{"a card named twice", "Shed One", -1, []int{2, 2}, "named twice", nil, nil, nil},
		{"2 Energy: the Double Colorless alone", "Spin Two", -1, []int{1}, "", []string{"Fire Energy", "Water Energy"}, nil, nil},
		{"2 Energy: Fire and Water", "Spin Two", -1, []int{0, 2}, "", []string{"Double Colorless Energy"}, nil, nil},
		{"2 Energy: nothing comes off after the Double Colorless", "Spin Two", -1, []int{1, 0}, "does not take it", nil, nil, nil},
		{"2 Energy: Fire alone pays 1 of 2", "Spin Two", -1, []int{0}, "does not name", nil, nil, nil},
		{"the Defending Pokémon's Double Colorless", "Knock One", -1, []int{4}, "", nil, []string{"Fire Energy"}, nil},
		{"the Defending Pokémon: no choice takes Fire", "Knock One", -1, nil, "", nil, []string{"Double Colorless Energy"}, nil},
		{"a Special Energy discard names a basic card", "Strip Special", -1, []int{3}, "does not take it", nil, nil, nil},
		{"a Special Energy discard names the Double Colorless", "Strip Special", -1, []int{4}, "", nil, []string{"Fire Energy"}, nil},
		{"move the Water to the Bench", "Pass One", 1, []int{2}, "", []string{"Fire Energy", "Double Colorless Energy"}, nil, []string{"Water Energy"}},
		{"discard all: no choice to make", "Shed All", -1, []int{0}, "does not take it", nil, nil, nil},
		{"one from each: Water and the Defending Pokémon's Double Colorless", "Both Lose One", -1, []int{2, 4}, "",
			[]string{"Fire Energy", "Double Colorless Energy"}, []string{"Fire Energy"}, nil},
		{"one from each: the Defending Pokémon's left to no choice", "Both Lose One", -1, []int{2}, "does not name", nil, nil, nil},
	}
	for _, era := range eras {
		dce := dces[era]
		fire, water := basicEnergy(Fire, "f"), basicEnergy(Water, "w")
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(takerSelf, fire, dce, water), mon(takeTarget, fire, dce))
				b.Players[0].Bench = []BoardPokemon{*mon(takeTarget)}
				g, _ := newTestGame(t, era, b)
				i, found := g.AttackIndex(0, tc.attack)
				if !found {
					t.Fatalf("no attack %q", tc.attack)
				}
				a := attackAct(0, i)
				a.Own, a.EnergyTakes = tc.own, tc.takes
				if !appliedUnlessBadChoice(t, g, a, tc.wantErr) {
					return
				}
				for _, c := range []struct {
					what string
					p, s int
					want []string
				}{{"attacker", 0, 0, tc.self}, {"Defending Pokémon", 1, 0, tc.def}, {"Benched Pokémon", 0, 1, tc.bench}} {
					if c.want == nil && !(c.what == "Benched Pokémon" && tc.own >= 0) {
						continue
					}
					var got []string
					for _, e := range g.slot(c.p, c.s).energy {
						got = append(got, g.cards[e].Name)
					}
					if !slices.Equal(got, c.want) {
						t.Errorf("%s's Energy = %v; want %v", c.what, got, c.want)
					}
				}
			})
		}
	}
}

// TestEnergyTakesOnlyEffects: an action with no effect refuses a choice of Energy cards.
func TestEnergyTakesOnlyEffects(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			g, _ := newTestGame(t, era, table(mon(takerSelf, hgFire), mon(takeTarget)))
			a := act(ActEndTurn, 0)
			a.EnergyTakes = []int{0}
			if err := g.Legal(a); !errors.Is(err, ErrBadChoice) {
				t.Errorf("Legal(end-turn naming an Energy card) = %v; want ErrBadChoice", err)
			}
		})
	}
}

func TestEnergyTakeChoices(t *testing.T) {
	dces := map[string]*Card{"hgss": hgDCE, "xy": xyDCE, "sm": smDCE}
	tests := []struct {
		name   string
		attack string
		want   [][]int // the EnergyTakes of each choice listed
	}{
		// Fire (0) goes by default; the other names on the attacker: the Double Colorless, Water.
		{"discard one from the attacker", "Shed One", [][]int{{1}, {2}}},
		// The Defending Pokémon's Fire (3) goes by default; its other name: the Double Colorless.
		{"discard one from the Defending Pokémon", "Knock One", [][]int{{4}}},
		{"discard all: nothing to choose", "Shed All", nil},
		{"Fire only: the one Fire card, nothing to choose", "Shed Fire", nil},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				fire, water := basicEnergy(Fire, "f"), basicEnergy(Water, "w")
				g, _ := newTestGame(t, era, table(mon(takerSelf, fire, dces[era], water), mon(takeTarget, fire, dces[era])))
				i, _ := g.AttackIndex(0, tc.attack)
				var got [][]int
				for _, b := range g.EnergyTakeChoices(attackAct(0, i)) {
					got = append(got, b.EnergyTakes)
				}
				if !slices.EqualFunc(got, tc.want, slices.Equal) {
					t.Errorf("EnergyTakeChoices(%s) = %v; want %v", tc.attack, got, tc.want)
				}
			})
		}
	}
}

var (
	// A Trainer card that flips a coin and on heads discards an Energy card from the
	// opponent's Pokémon the player chooses; a Pokémon whose attack discards 2 Energy cards
	// from the opponent's Pokémon the picks name; a Pokémon whose power moves a card to the
	// Active Pokémon.
	takeHammer = &Card{ID: "test-take-hammer", Name: "Take Hammer", Category: TrainerCard, Trainer: Item, ChooseOpp: ChoosePokemon,
		Play: flipThen(Op{Kind: OpDiscardEnergy, Gate: IfHeads, Who: WhoChosenOpp, N: 1})}
	takeSplitter = &Card{ID: "test-take-splitter", Name: "Take Splitter", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Darkness}, RetreatCost: 1,
		Attacks: []Attack{{Name: "Split Two", Cost: []Type{Colorless}, After: []Op{{Kind: OpDiscardOppEnergy, N: 2}}}},
		Powers: []Power{{Name: "Hand Over", Kind: Ability, Use: UseActivated, OncePerTurn: true,
			Ops: []Op{{Kind: OpMoveEnergy, Who: WhoSelf, To: WhoOwnActive, N: 1}}}}}
)

func TestEnergyTakesOtherActions(t *testing.T) {
	dces := map[string]*Card{"hgss": hgDCE, "xy": xyDCE, "sm": smDCE}
	// Alice: Take Splitter active with Fire (0); Take Splitter benched with Water (1) and a
	// Double Colorless (2); Take Hammer in hand. Bob: active with Fire (3) and a Double
	// Colorless (4); benched with Water (5).
	tests := []struct {
		name    string
		coins   string
		act     func(g *Game) Action
		wantErr string
		bob     *[2][]string // Bob's Active and Benched Pokémon's Energy after, when set
		alice   *[2][]string // Alice's, when set
	}{
		{"a Trainer card, heads: the Benched Pokémon's Water", "H", func(g *Game) Action {
			a := act(ActPlayTrainer, 0)
			a.Hand, a.Target, a.EnergyTakes = 0, 1, []int{5}
			return a
		}, "", &[2][]string{{"Fire Energy", "Double Colorless Energy"}, nil}, nil},
		{"a Trainer card, tails: nothing is discarded, so naming a card is refused", "T", func(g *Game) Action {
			a := act(ActPlayTrainer, 0)
			a.Hand, a.Target, a.EnergyTakes = 0, 0, []int{4}
			return a
		}, "does not take it", nil, nil},
		{"a Trainer card, heads: the Active Pokémon's Double Colorless", "H", func(g *Game) Action {
			a := act(ActPlayTrainer, 0)
			a.Hand, a.Target, a.EnergyTakes = 0, 0, []int{4}
			return a
		}, "", &[2][]string{{"Fire Energy"}, {"Water Energy"}}, nil},
		{"picks name the Pokémon, the choice the card on each", "", func(g *Game) Action {
			a := attackAct(0, 0)
			a.Picks, a.EnergyTakes = []int{0, 1}, []int{4, 5}
			return a
		}, "", &[2][]string{{"Fire Energy"}, nil}, nil},
		{"picks name the Active Pokémon twice: both its cards", "", func(g *Game) Action {
			a := attackAct(0, 0)
			a.Picks, a.EnergyTakes = []int{0, 0}, []int{4, 3}
			return a
		}, "", &[2][]string{nil, {"Water Energy"}}, nil},
		{"picks name the Bench, the choice a card of the Active Pokémon", "", func(g *Game) Action {
			a := attackAct(0, 0)
			a.Picks, a.EnergyTakes = []int{0, 1}, []int{3, 4}
			return a
		}, "does not", nil, nil},
		{"a power moves the Benched Pokémon's Double Colorless", "", func(g *Game) Action {
			a := act(ActUsePower, 0)
			a.Slot, a.Index, a.EnergyTakes = 1, 0, []int{2}
			return a
		}, "", nil, &[2][]string{{"Fire Energy", "Double Colorless Energy"}, {"Water Energy"}}},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				fire, water := basicEnergy(Fire, "f"), basicEnergy(Water, "w")
				b := table(mon(takeSplitter, fire), mon(takeTarget, fire, dces[era]))
				b.Players[0].Bench = []BoardPokemon{*mon(takeSplitter, water, dces[era])}
				b.Players[1].Bench = []BoardPokemon{*mon(takeTarget, water)}
				b.Players[0].Hand = []*Card{takeHammer}
				g, _ := newTestGame(t, era, b, coins(tc.coins)...)
				a := tc.act(g)
				if !appliedUnlessBadChoice(t, g, a, tc.wantErr) {
					return
				}
				for _, side := range []struct {
					p    int
					want *[2][]string
				}{{1, tc.bob}, {0, tc.alice}} {
					if side.want == nil {
						continue
					}
					for s, want := range side.want {
						var got []string
						for _, e := range g.slot(side.p, s).energy {
							got = append(got, g.cards[e].Name)
						}
						if !slices.Equal(got, want) {
							t.Errorf("player %d slot %d Energy = %v; want %v", side.p+1, s, got, want)
						}
					}
				}
			})
		}
	}
}

// TestEnergyTakesDiscardChosen: an attack that discards any number of its player's Energy
// cards of a type from their Pokémon (Gigalith's Rock Artillery) lets the player say which
// cards go, not only how many from each Pokémon: a Fighting Energy can go while a Rainbow
// Energy attached earlier stays.
func TestEnergyTakesDiscardChosen(t *testing.T) {
	rainbows := map[string]*Card{"hgss": hgRainbow, "xy": {ID: "xy1-131", Name: "Rainbow Energy", Category: EnergyCard, Provides: []Type{AnyType}},
		"sm": {ID: "sm1-137", Name: "Rainbow Energy", Category: EnergyCard, Provides: []Type{AnyType}}}
	gunner := &Card{ID: "test-discard-chosen", Name: "Rock Gunner", Category: PokemonCard, Stage: Basic, HP: 200, Types: []Type{Fighting},
		Attacks: []Attack{{Name: "Rock Volley", Before: []Op{
			{Kind: OpBaseSet, Amount: 0},
			{Kind: OpDiscardChosen, N: -1, Filter: Filter{Category: EnergyCard, Type: Fighting}},
			{Kind: OpBasePer, Amount: 50, Count: CountDone},
		}}}}
	// The attacker holds Rainbow (place 0), Fighting (1) and Water (2).
	tests := []struct {
		name    string
		split   []int
		takes   []int
		wantErr string   // a word of the refusal; "" for none
		self    []string // the attacker's Energy after
		damage  int      // on the Defending Pokémon
	}{
		{"no choice: the Rainbow attached longest goes", []int{0}, nil, "", []string{"Fighting Energy", "Water Energy"}, 50},
		{"keep the Rainbow: discard the Fighting", []int{0}, []int{1}, "", []string{"Rainbow Energy", "Water Energy"}, 50},
		{"both Fighting-providing cards", []int{0, 0}, []int{1, 0}, "", []string{"Water Energy"}, 100},
		{"Water is no Fighting Energy", []int{0}, []int{2}, "does not name", nil, 0},
		{"two named for one card", []int{0}, []int{0, 1}, "does not take it", nil, 0},
	}
	for _, era := range eras {
		fighting, water := basicEnergy(Fighting, "f"), basicEnergy(Water, "w")
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, table(mon(gunner, rainbows[era], fighting, water), mon(gunner)))
				a := attackAct(0, 0)
				a.Split, a.EnergyTakes = tc.split, tc.takes
				if !appliedUnlessBadChoice(t, g, a, tc.wantErr) {
					return
				}
				var got []string
				for _, e := range g.slot(0, 0).energy {
					got = append(got, g.cards[e].Name)
				}
				if !slices.Equal(got, tc.self) {
					t.Errorf("attacker's Energy = %v; want %v", got, tc.self)
				}
				if d := g.slot(1, 0).damage; d != tc.damage {
					t.Errorf("Defending Pokémon's damage = %d; want %d", d, tc.damage)
				}
			})
		}
	}
}

// appliedUnlessBadChoice applies a and reports true; when want is set it checks instead that a
// is refused with ErrBadChoice and words holding want, and reports false.
func appliedUnlessBadChoice(t *testing.T, g *Game, a Action, want string) bool {
	t.Helper()
	_, err := g.Apply(a)
	if want != "" {
		if !errors.Is(err, ErrBadChoice) || !strings.Contains(err.Error(), want) {
			t.Fatalf("Apply(%v) = %v; want ErrBadChoice saying %q", a, err, want)
		}
		return false
	}
	if err != nil {
		t.Fatalf("Apply(%v) = %v; want no error", a, err)
	}
	return true
}
