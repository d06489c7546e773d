package engine

import (
	"slices"
	"testing"
)

var (
	smxyLighter = &Card{ID: "test-x1", Name: "Lighter", Category: PokemonCard, Stage: Basic, HP: 180, Types: []Type{Lightning},
		Attacks: []Attack{
			{Name: "Lighting", After: []Op{{Kind: OpShowHand, Who: WhoDefending},
				{Kind: OpHandPick, N: 1, Who: WhoDefending, Filter: Filter{AnyCategory: true}, Dest: ToPrizes}}},
		}}
)

func TestHandPickToPrizes(t *testing.T) {
	tests := []struct {
		name       string
		hand       []*Card
		picks      []int
		wantPrizes int
		wantHand   []string
		wantPrize  string // the card now last among the Prize cards ("" to skip)
	}{
		{"the chosen card joins the Prize cards", []*Card{handItem, handSupporter}, []int{1}, 7, []string{"Hand Item"}, "Hand Supporter"},
		{"the first card when it is chosen", []*Card{handItem, handSupporter}, []int{0}, 7, []string{"Hand Supporter"}, "Hand Item"},
		{"an empty hand adds nothing", nil, nil, 6, []string{}, ""},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyLighter), mon(handMon))
				b.Players[1].Hand = tt.hand
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.OppHandPicks = tt.picks
				ev := apply(t, g, a)
				pz := g.Prizes(1)
				if len(pz) != tt.wantPrizes {
					t.Errorf("Prizes(%q) = %d; want %d", tt.name, len(pz), tt.wantPrizes)
				}
				// The opponent's turn has begun: the last card of the hand is its draw.
				got := handNames(g.Hand(1))
				if got = got[:len(got)-1]; !slices.Equal(got, tt.wantHand) {
					t.Errorf("Hand(%q) = %v; want %v", tt.name, got, tt.wantHand)
				}
				if tt.wantPrize != "" {
					if got := pz[len(pz)-1].Name; got != tt.wantPrize {
						t.Errorf("last Prize card(%q) = %q; want %q", tt.name, got, tt.wantPrize)
					}
					if !hasEvent(ev, EvSetPrizes, tt.wantPrize) {
						t.Errorf("events %v; want a set-prizes event naming %s", eventsOf(ev, EvSetPrizes), tt.wantPrize)
					}
				}
			})
		}
	}
}

var (
	smxyPartner = &Card{ID: "test-x2", Name: "Partner", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Fighting}}
	smxyAura    = &Card{ID: "test-x3", Name: "Aura", Category: PokemonCard, Stage: Basic, HP: 110, Types: []Type{Fighting},
		Powers: []Power{{Name: "Aura", Kind: Ability, Use: UseActivated, OncePerTurn: true,
			UseIf: Check{Kind: CheckInPlay, Name: "Partner"}, Ops: []Op{{Kind: OpDraw, N: 1}}}}}
)

func TestPowerUseIf(t *testing.T) {
	tests := []struct {
		name    string
		bench   []BoardPokemon
		want    error // nil: the power is used and draws a card
		partner bool
	}{
		{"usable with the named Pokémon on the Bench", []BoardPokemon{*mon(smxyPartner)}, nil, true},
		{"refused without it", nil, ErrConditionNotMet, false},
		{"refused with another Pokémon only", []BoardPokemon{*mon(handMon)}, ErrConditionNotMet, false},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyAura), mon(handMon))
				b.Players[0].Bench = tt.bench
				g, _ := newTestGame(t, era, b)
				a := Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: -1, Target: -1}
				if got := listed(g, a); got != tt.partner {
					t.Errorf("listed(%q) = %v; want %v", tt.name, got, tt.partner)
				}
				hand := len(g.Hand(0))
				_, err := g.Apply(a)
				if tt.want != nil {
					wantRuleError(t, err, tt.want, era, refPower)
					return
				}
				if err != nil {
					t.Fatalf("Apply(%q) = %v; want no error", tt.name, err)
				}
				if got := len(g.Hand(0)); got != hand+1 {
					t.Errorf("hand(%q) = %d; want %d", tt.name, got, hand+1)
				}
			})
		}
	}
}

var smxyOwner = &Card{ID: "test-x4", Name: "Owner", Category: PokemonCard, Stage: Basic, HP: 110, Types: []Type{Colorless},
	Attacks: []Attack{
		{Name: "Own the Place", Damage: 20, After: []Op{{Kind: OpDiscardStadium, Who: WhoDefending},
			{Kind: OpLasting, Who: WhoSelf, Gate: IfDone, Lasting: Lasting{Kind: LastingPreventAll, When: OpponentsNextTurn}}}},
		{Name: "Clear", After: []Op{{Kind: OpDiscardStadium}}},
	}}

func TestDiscardStadium(t *testing.T) {
	tests := []struct {
		name        string
		stadium     bool
		owner       int // who put the Stadium into play
		attack      int
		wantGone    bool
		wantProtect bool
	}{
		{"the opponent's Stadium is discarded, then the attacker is protected", true, 1, 0, true, true},
		{"your own Stadium stays and nothing protects", true, 0, 0, false, false},
		{"no Stadium, no protection", false, 0, 0, false, false},
		{"without who, your own Stadium is discarded too", true, 0, 1, true, false},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyOwner), mon(handMon))
				if tt.stadium {
					b.Stadium, b.StadiumOwner = xyFairyGarden, tt.owner
				}
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, tt.attack))
				_, _, inPlay := g.Stadium()
				if gone := tt.stadium && !inPlay; gone != tt.wantGone {
					t.Errorf("Stadium gone(%q) = %v; want %v", tt.name, gone, tt.wantGone)
				}
				if tt.wantGone {
					d := g.Discard(tt.owner)
					if len(d) == 0 || d[len(d)-1] != xyFairyGarden {
						t.Errorf("Discard(%d) = %v; want it to end with Fairy Garden", tt.owner, handNames(d))
					}
				}
				protected := false
				v, _ := g.Active(0)
				for _, l := range v.Lasting {
					if l.Kind == LastingPreventAll {
						protected = true
					}
				}
				if protected != tt.wantProtect {
					t.Errorf("protected(%q) = %v; want %v", tt.name, protected, tt.wantProtect)
				}
			})
		}
	}
}

var smxyMover = &Card{ID: "test-x5", Name: "Mover", Category: PokemonCard, Stage: Basic, HP: 180, Types: []Type{Water},
	Attacks: []Attack{
		{Name: "Gather", After: []Op{{Kind: OpMoveEnergyChosen, N: -1, Who: WhoEachOwnBenched, To: WhoSelf, Filter: Filter{AnyCategory: true}}}},
		{Name: "Tornado", After: []Op{{Kind: OpMoveEnergyChosen, N: -1, Who: WhoEachOwn, To: WhoEachOwn, Filter: Filter{Category: EnergyCard, Type: Grass}}}},
		{Name: "Nudge", After: []Op{{Kind: OpMoveEnergyChosen, N: 1, Who: WhoEachOwn, To: WhoEachOwn, Filter: Filter{AnyCategory: true}}}},
	}}

func TestMoveEnergyChosen(t *testing.T) {
	tests := []struct {
		name   string
		attack int
		moves  []CounterMove
		want   error  // nil: legal
		energy [3]int // Energy cards on the Active Pokémon and Benched 1, 2 afterwards
	}{
		{"no move is allowed", 0, nil, nil, [3]int{0, 2, 1}},
		{"from two Benched Pokémon to the attacker", 0, []CounterMove{{1, 0, 2}, {2, 0, 1}}, nil, [3]int{3, 0, 0}},
		{"some of them only", 0, []CounterMove{{1, 0, 1}}, nil, [3]int{1, 1, 1}},
		{"not from the attacker itself", 0, []CounterMove{{0, 1, 1}}, ErrBadChoice, [3]int{}},
		{"not to a Benched Pokémon", 0, []CounterMove{{1, 2, 1}}, ErrBadChoice, [3]int{}},
		{"not more than are attached", 0, []CounterMove{{2, 0, 2}}, ErrBadChoice, [3]int{}},
		{"Grass Energy between Benched Pokémon", 1, []CounterMove{{1, 2, 1}}, nil, [3]int{0, 1, 2}},
		{"a Grass Energy moved on may move again", 1, []CounterMove{{1, 2, 1}, {2, 0, 2}}, nil, [3]int{2, 1, 0}},
		{"not the Water Energy", 1, []CounterMove{{1, 2, 2}}, ErrBadChoice, [3]int{}},
		{"not to the same Pokémon", 1, []CounterMove{{1, 1, 1}}, ErrBadChoice, [3]int{}},
		{"at most N in all", 2, []CounterMove{{1, 0, 1}, {2, 0, 1}}, ErrBadChoice, [3]int{}},
		{"N of them", 2, []CounterMove{{2, 0, 1}}, nil, [3]int{1, 2, 0}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyMover, hgWater), mon(handMon))
				b.Players[0].Active.Energy = nil
				b.Players[0].Bench = []BoardPokemon{*mon(handMon, hgGrass, hgWater), *mon(handMon, hgGrass)}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, tt.attack)
				a.Moves = tt.moves
				if tt.want != nil {
					_, err := g.Apply(a)
					wantRuleError(t, err, tt.want, era, refNone)
					return
				}
				apply(t, g, a)
				var got [3]int
				for s := 0; s < 3; s++ {
					var v PokemonView
					if s == 0 {
						v, _ = g.Active(0)
					} else {
						v = g.Bench(0)[s-1]
					}
					got[s] = len(v.Energy)
				}
				if got != tt.energy {
					t.Errorf("Energy after %v = %v; want %v", tt.moves, got, tt.energy)
				}
			})
		}
	}
}

func TestMoveEnergyChosenListed(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(smxyMover), mon(handMon))
			b.Players[0].Bench = []BoardPokemon{*mon(handMon, hgGrass, hgWater), *mon(handMon)}
			g, _ := newTestGame(t, era, b)
			for _, tc := range []struct {
				moves []CounterMove
				want  bool
			}{
				{nil, true},
				{[]CounterMove{{1, 0, 2}}, true},
				{[]CounterMove{{2, 0, 1}}, false},
			} {
				a := attackAct(0, 0)
				a.Moves = tc.moves
				if got := listed(g, a); got != tc.want {
					t.Errorf("listed(Gather %v) = %v; want %v", tc.moves, got, tc.want)
				}
			}
		})
	}
}

var smxyInviter = &Card{ID: "test-x6", Name: "Inviter", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Grass},
	Attacks: []Attack{{Name: "Inviting Poison", ChooseOpp: ChooseBenched,
		After: []Op{{Kind: OpSwitchOpp}, {Kind: OpCondition, Cond: Poisoned, Who: WhoDefending, Gate: IfDone}}}}}

// switch-opp sets the gate done when the Pokémon switched, so "the new Active Pokémon is
// now Poisoned" poisons nobody without a switch.
func TestSwitchOppDone(t *testing.T) {
	tests := []struct {
		name     string
		bench    bool
		target   int
		wantName string
		wantPois bool
	}{
		{"switched: the new Active Pokémon is Poisoned", true, 1, "Partner", true},
		{"no Benched Pokémon: nothing", false, -1, "Hand Mon", false},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyInviter), mon(handMon))
				if tt.bench {
					b.Players[1].Bench = []BoardPokemon{*mon(smxyPartner)}
				}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.Target = tt.target
				apply(t, g, a)
				v, _ := g.Active(1)
				if v.Card.Name != tt.wantName || (v.Conditions&Poisoned != 0) != tt.wantPois {
					t.Errorf("Active(1) = %s poisoned %v; want %s poisoned %v", v.Card.Name, v.Conditions&Poisoned != 0, tt.wantName, tt.wantPois)
				}
			})
		}
	}
}

// A filter's second name: either name matches, no other does. Matching reads no era rule.
func TestFilterOrName(t *testing.T) {
	f := Filter{AnyCategory: true, Name: "Alolan Exeggutor", OrName: "Alolan Exeggutor-GX"}
	one := Filter{AnyCategory: true, Name: "Alolan Exeggutor"}
	tests := []struct {
		name   string
		filter Filter
		card   string
		want   bool
	}{
		{"the first name", f, "Alolan Exeggutor", true},
		{"the second name", f, "Alolan Exeggutor-GX", true},
		{"another name", f, "Exeggutor", false},
		{"no second name: only the first", one, "Alolan Exeggutor-GX", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := &Card{Name: tt.card, Category: PokemonCard, Stage: Stage1}
			if got := tt.filter.Matches(c); got != tt.want {
				t.Errorf("Matches(%q) = %v; want %v", tt.card, got, tt.want)
			}
		})
	}
}

var (
	smxyFaller = &Card{ID: "test-x7", Name: "Faller", Category: PokemonCard, Stage: Basic, HP: 250, Types: []Type{Psychic},
		Attacks: []Attack{{Name: "Lunar Fall", ChooseOpp: ChoosePokemon,
			After: []Op{{Kind: OpKnockOut, Who: WhoChosenOpp, Match: Match{BasicOnly: true, NotTags: TagGX}}}}}}
	smxyBigGX  = &Card{ID: "test-x8", Name: "Big GX", Category: PokemonCard, Stage: Basic, Tags: TagGX, HP: 180, Types: []Type{Colorless}}
	smxyStage1 = &Card{ID: "test-x9", Name: "Grown", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Hand Mon", HP: 90, Types: []Type{Colorless}}
)

// A knock-out of the chosen opponent's Pokémon with a Match: the choice must pass it while
// some Pokémon does.
func TestKnockOutChosenMatch(t *testing.T) {
	tests := []struct {
		name   string
		bench  bool
		target int
		want   error
		wantKO bool
	}{
		{"a Basic Pokémon that is not a Pokémon-GX", true, 1, nil, true},
		{"not the Pokémon-GX while another fits", true, 0, ErrBadChoice, false},
		{"not the Evolution Pokémon while another fits", true, 2, ErrBadChoice, false},
		{"none fits: the choice stands and nothing happens", false, 0, nil, false},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyFaller), mon(smxyBigGX))
				if tt.bench {
					b.Players[1].Bench = []BoardPokemon{*mon(handMon), *mon(smxyStage1).under(handMon)}
				}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.Target = tt.target
				if got := listed(g, a); got != (tt.want == nil) {
					t.Errorf("listed(%q) = %v; want %v", tt.name, got, tt.want == nil)
				}
				if tt.want != nil {
					_, err := g.Apply(a)
					wantRuleError(t, err, tt.want, era, refNone)
					return
				}
				ev := apply(t, g, a)
				if ko := len(eventsOf(ev, EvKnockOut)) > 0; ko != tt.wantKO {
					t.Errorf("Knocked Out(%q) = %v; want %v", tt.name, ko, tt.wantKO)
				}
			})
		}
	}
}

func smxyOfTypes(id string, ts ...Type) *Card {
	return &Card{ID: id, Name: "Friend " + id, Category: PokemonCard, Stage: Basic, HP: 60, Types: ts}
}

var smxyPalette = &Card{ID: "test-x10", Name: "Palette", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Colorless},
	Attacks: []Attack{{Name: "Palette of Friends", Damage: 10, Before: []Op{{Kind: OpBaseSet, Amount: 0},
		{Kind: OpBasePer, Amount: 10, Count: CountOwnBenchTypes}}}}}

func TestCountOwnBenchTypes(t *testing.T) {
	fire, water, dual := smxyOfTypes("test-x11", Fire), smxyOfTypes("test-x12", Water), smxyOfTypes("test-x13", Fire, Water)
	tests := []struct {
		name  string
		bench []*Card
		want  int
	}{
		{"no Benched Pokémon", nil, 0},
		{"two of one type count once", []*Card{fire, fire}, 10},
		{"two types", []*Card{fire, water, fire}, 20},
		{"a dual type counts both", []*Card{dual}, 20},
		{"the Active Pokémon's type does not count", []*Card{smxyOfTypes("test-x14", Colorless)}, 10},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyPalette), mon(handMon))
				for _, c := range tt.bench {
					b.Players[0].Bench = append(b.Players[0].Bench, *mon(c))
				}
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, 0))
				if d := damageOf(g, 1); d != tt.want {
					t.Errorf("damage(%q) = %d; want %d", tt.name, d, tt.want)
				}
			})
		}
	}
}

var smxySleeper = &Card{ID: "test-x15", Name: "Sleeper", Category: PokemonCard, Stage: Basic, HP: 160, Types: []Type{Darkness},
	Attacks: []Attack{
		{Name: "Abyssal Sleep", After: []Op{{Kind: OpCondition, Cond: Asleep, Who: WhoDefending, N: 2}}},
		{Name: "Hypnosis", After: []Op{{Kind: OpCondition, Cond: Asleep, Who: WhoDefending}}},
	}}

// Asleep with N coins: the owner flips N coins between turns and wakes only on all heads.
func TestAsleepCoins(t *testing.T) {
	tests := []struct {
		name   string
		attack int
		coins  string
		asleep bool
	}{
		{"two heads wake it", 0, "HH", false},
		{"heads then tails: still Asleep", 0, "HT", true},
		{"tails then heads: still Asleep", 0, "TH", true},
		{"one coin as usual: heads wakes it", 1, "H", false},
		{"one coin as usual: tails keeps it", 1, "T", true},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, src := newTestGame(t, era, table(mon(smxySleeper), mon(handMon)), coins(tt.coins)...)
				apply(t, g, attackAct(0, tt.attack))
				v, _ := g.Active(1)
				if got := v.Conditions&Asleep != 0; got != tt.asleep {
					t.Errorf("Asleep after %s = %v; want %v", tt.coins, got, tt.asleep)
				}
				if left := src.Remaining(); left != 0 {
					t.Errorf("coins left after %s = %d; want 0", tt.coins, left)
				}
			})
		}
	}
}

var smxyWind = &Card{ID: "test-x16", Name: "Wind", Category: PokemonCard, Stage: Basic, HP: 130, Types: []Type{Grass},
	Attacks: []Attack{{Name: "Colorful Wind", Damage: 30, Before: []Op{{Kind: OpBasePer, Amount: 30, Count: CountSelfBasicEnergyTypes}}}}}

func TestCountSelfBasicEnergyTypes(t *testing.T) {
	tests := []struct {
		name   string
		energy []*Card
		want   int
	}{
		{"no Energy", nil, 30},
		{"two of one type count once", []*Card{hgGrass, hgGrass}, 60},
		{"three types", []*Card{hgGrass, hgFire, hgWater}, 120},
		{"Special Energy does not count", []*Card{hgGrass, hgDCE, hgRainbow}, 60},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, table(mon(smxyWind, tt.energy...), mon(handMon)))
				apply(t, g, attackAct(0, 0))
				if d := damageOf(g, 1); d != tt.want {
					t.Errorf("damage(%q) = %d; want %d", tt.name, d, tt.want)
				}
			})
		}
	}
}

var (
	smxyNuzzler = &Card{ID: "test-x17", Name: "Nuzzler", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Lightning},
		Attacks: []Attack{{Name: "Nuzzle"}}}
	smxyGenerator = &Card{ID: "test-x18", Name: "Generator", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Lightning},
		Attacks: []Attack{{Name: "Snuggly Generator", After: []Op{{Kind: OpSearchAttachEach, N: 1, Who: WhoEachOwnBenched,
			Match: Match{Attack: "Nuzzle"}, Filter: Filter{Category: EnergyCard, Type: Lightning}}}}, {Name: "Nuzzle"}}}
	smxyLightning = basicEnergy(Lightning, "test-x19")
)

func TestSearchAttachEach(t *testing.T) {
	tests := []struct {
		name  string
		bench []*Card
		deck  []*Card
		want  []int // Energy on each Benched Pokémon afterwards
	}{
		{"each Benched Pokémon with the attack takes one", []*Card{smxyNuzzler, handMon, smxyGenerator},
			[]*Card{hgWater, smxyLightning, smxyLightning, smxyLightning}, []int{1, 0, 1}},
		{"the attacker itself is not on the Bench", []*Card{handMon}, []*Card{smxyLightning}, []int{0}},
		{"the deck runs short", []*Card{smxyNuzzler, smxyNuzzler}, []*Card{smxyLightning, hgWater}, []int{1, 0}},
		{"other Energy is not found", []*Card{smxyNuzzler}, []*Card{hgWater, hgFire}, []int{0}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyGenerator), mon(handMon))
				for _, c := range tt.bench {
					b.Players[0].Bench = append(b.Players[0].Bench, *mon(c))
				}
				b.Players[0].Deck = append(append([]*Card{}, tt.deck...), filler(5)...)
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, 0))
				for i, v := range g.Bench(0) {
					if got := len(v.Energy); got != tt.want[i] {
						t.Errorf("Bench %d Energy(%q) = %d; want %d", i+1, tt.name, got, tt.want[i])
					}
					for _, e := range v.Energy {
						if e.Name != "Lightning Energy" {
							t.Errorf("Bench %d got %s; want Lightning Energy only", i+1, e.Name)
						}
					}
				}
			})
		}
	}
}

var (
	smxyFairy     = basicEnergy(Fairy, "test-x20")
	smxyGeomancer = &Card{ID: "test-x21", Name: "Geomancer", Category: PokemonCard, Stage: Basic, HP: 130, Types: []Type{Fairy},
		Attacks: []Attack{{Name: "Geomancy", After: []Op{{Kind: OpSearchAttachChosen, N: 2, Who: WhoEachOwnBenched,
			Filter: Filter{Category: EnergyCard, Type: Fairy}}}}}}
)

func TestSearchAttachChosen(t *testing.T) {
	tests := []struct {
		name  string
		bench int
		spots []int
		want  error
		got   []int // Energy on each Benched Pokémon afterwards
	}{
		{"two chosen of three", 3, []int{1, 3}, nil, []int{1, 0, 1}},
		{"the same Pokémon twice", 3, []int{2, 2}, ErrBadChoice, nil},
		{"one where two can be chosen", 3, []int{2}, ErrBadChoice, nil},
		{"no choice with exactly two: both", 2, nil, nil, []int{1, 1}},
		{"one Benched Pokémon: that one", 1, []int{1}, nil, []int{1}},
		{"not the Active Pokémon", 3, []int{0, 1}, ErrBadChoice, nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyGeomancer), mon(handMon))
				for i := 0; i < tt.bench; i++ {
					b.Players[0].Bench = append(b.Players[0].Bench, *mon(handMon))
				}
				b.Players[0].Deck = append([]*Card{hgWater, smxyFairy, smxyFairy, smxyFairy}, filler(4)...)
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.Spots = tt.spots
				if tt.want != nil {
					if listed(g, a) {
						t.Errorf("listed(%q) = true; want false", tt.name)
					}
					_, err := g.Apply(a)
					wantRuleError(t, err, tt.want, era, refNone)
					return
				}
				apply(t, g, a)
				for i, v := range g.Bench(0) {
					if n := len(v.Energy); n != tt.got[i] || n > 0 && v.Energy[0].Name != "Fairy Energy" {
						t.Errorf("Bench %d(%q) = %d Energy; want %d Fairy Energy", i+1, tt.name, n, tt.got[i])
					}
				}
			})
		}
	}
}

var smxyCutter = &Card{ID: "test-x22", Name: "Cutter", Category: PokemonCard, Stage: Basic, HP: 110, Types: []Type{Grass},
	Attacks: []Attack{{Name: "Fury Cutter", Damage: 10, Before: []Op{{Kind: OpFlip, N: 3},
		{Kind: OpBaseAddExactHeads, N: 1, Amount: 20}, {Kind: OpBaseAddExactHeads, N: 2, Amount: 60},
		{Kind: OpBaseAddExactHeads, N: 3, Amount: 110}}}}}

func TestBaseAddExactHeads(t *testing.T) {
	tests := []struct {
		coins string
		want  int
	}{
		{"TTT", 10}, {"HTT", 30}, {"THT", 30}, {"HHT", 70}, {"THH", 70}, {"HHH", 120},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.coins, func(t *testing.T) {
				// The attacker is not Confused: the attack's three coins are the whole script.
				g, _ := newTestGame(t, era, table(mon(smxyCutter), mon(handMon)), coins(tt.coins)...)
				apply(t, g, attackAct(0, 0))
				if d := damageOf(g, 1); d != tt.want {
					t.Errorf("damage(%s) = %d; want %d", tt.coins, d, tt.want)
				}
			})
		}
	}
}

var smxyWisher = &Card{ID: "test-x23", Name: "Wisher", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Dragon},
	Attacks: []Attack{{Name: "Dragon's Wish", After: []Op{{Kind: OpFreeAttachNext}}}}}

// free-attach-next: the player's next turn (and only it) takes any number of Energy cards
// from the hand; the opponent's turn in between keeps the usual limit.
func TestFreeAttachNext(t *testing.T) {
	attach := func(p int) Action { a := act(ActAttachEnergy, p); a.Hand, a.Slot = 0, 0; return a }
	end := func(p int) Action { return act(ActEndTurn, p) }
	tests := []struct {
		name  string
		steps []Action // after the attack; the last one is checked
		want  error
	}{
		{"the opponent's turn keeps the limit", []Action{attach(1), attach(1)}, ErrAlreadyAttached},
		{"the next turn takes a second Energy card", []Action{end(1), attach(0), attach(0)}, nil},
		{"and a third", []Action{end(1), attach(0), attach(0), attach(0)}, nil},
		{"the turn after that has the limit again", []Action{end(1), end(0), end(1), attach(0), attach(0)}, ErrAlreadyAttached},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyWisher), mon(handMon))
				b.Players[0].Hand, b.Players[1].Hand = filler(4), filler(4)
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, 0))
				for _, a := range tt.steps[:len(tt.steps)-1] {
					apply(t, g, a)
				}
				last := tt.steps[len(tt.steps)-1]
				if got := listed(g, last); got != (tt.want == nil) {
					t.Errorf("listed(%q) = %v; want %v", tt.name, got, tt.want == nil)
				}
				_, err := g.Apply(last)
				if tt.want == nil {
					if err != nil {
						t.Errorf("Apply(%q) = %v; want no error", tt.name, err)
					}
					return
				}
				wantRuleError(t, err, tt.want, era, refAttachOnce)
			})
		}
	}
}
