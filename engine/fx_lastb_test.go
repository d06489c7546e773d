package engine

import (
	"errors"
	"slices"
	"testing"
)

var errorsIs = errors.Is

// Cards of the last pass, share b: the ops they use, per era.

var (
	lastbBull = &Card{ID: "test-lb1", Name: "Bull", Category: PokemonCard, Stage: Basic, HP: 110, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Anger", Damage: 30, Suffix: "×",
			Before: []Op{{Kind: OpFlipPer, Count: CountSelfCounters}, {Kind: OpBaseTimes, Amount: 30}}}}}
	lastbWall = &Card{ID: "test-lb2", Name: "Wall", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Water}}
)

// A coin for each damage counter on the attacker: the number of coins follows its damage,
// and the damage follows the heads.
func TestCoinPerDamageCounter(t *testing.T) {
	tests := []struct {
		name      string
		damage    int
		coins     string
		wantFlips int
		want      int
	}{
		{"no damage counters, no coins", 0, "", 0, 0},
		{"three counters, two heads", 30, "HTH", 3, 60},
		{"five counters, all heads", 50, "HHHHH", 5, 150},
		{"two counters, no heads", 20, "TT", 2, 0},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, src := newTestGame(t, era, table(mon(lastbBull).dmg(tt.damage), mon(lastbWall)), coins(tt.coins)...)
				ev := apply(t, g, attackAct(0, 0))
				if got := len(eventsOf(ev, EvCoinFlip)); got != tt.wantFlips {
					t.Errorf("coins(%q) = %d; want %d", tt.name, got, tt.wantFlips)
				}
				if got := damageOf(g, 1); got != tt.want {
					t.Errorf("damage(%q) = %d; want %d", tt.name, got, tt.want)
				}
				if left := src.Remaining(); left != 0 {
					t.Errorf("coins left(%q) = %d; want 0", tt.name, left)
				}
			})
		}
	}
}

var (
	lastbCurse = &Card{ID: "test-lb3", Name: "Curse Tree", Category: PokemonCard, Stage: Basic, HP: 110, Types: []Type{Psychic},
		Powers: []Power{{Name: "Curse", Kind: Ability, Use: UsePassive, ActiveOnly: true,
			Stats: []StatMod{{Stat: StatNoItems, Who: StatOppActive}}}}}
	lastbTool = &Card{ID: "test-lb4", Name: "Test Tool", Category: TrainerCard, Trainer: Tool,
		Mods: []Modifier{{Stage: ModAttacker, Amount: 10}}}
)

// A passive power that keeps the opponent from playing Item cards works only while its
// Pokémon is Active, stops Items and Pokémon Tools, and leaves Supporters alone.
func TestNoItemsWhileActive(t *testing.T) {
	tests := []struct {
		name       string
		curseBench bool // the power's Pokémon is on the Bench, not Active
		card       *Card
		want       error
	}{
		{"Item refused while it is Active", false, handItem, ErrTrainerLocked},
		{"Pokémon Tool refused while it is Active", false, lastbTool, ErrTrainerLocked},
		{"Supporter still played", false, handSupporter, nil},
		{"Item played while it is on the Bench", true, handItem, nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(handMon), mon(lastbCurse))
				if tt.curseBench {
					b.Players[1].Active = mon(handMon)
					b.Players[1].Bench = []BoardPokemon{*mon(lastbCurse)}
				}
				b.Players[0].Hand = []*Card{tt.card}
				g, _ := newTestGame(t, era, b)
				a := Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Slot: 0, Own: -1, Target: -1}
				listed := false
				for _, l := range g.LegalActions(nil) {
					if l.Kind == ActPlayTrainer && l.Hand == 0 {
						listed = true
					}
				}
				if tt.want != nil {
					wantRuleError(t, g.Legal(a), tt.want, era, refPower)
					if listed {
						t.Errorf("LegalActions(%q) lists the card; want it left out", tt.name)
					}
					return
				}
				if err := g.Legal(a); err != nil {
					t.Errorf("Legal(%q) = %v; want nil", tt.name, err)
				}
				if !listed {
					t.Errorf("LegalActions(%q) leaves the card out; want it listed", tt.name)
				}
			})
		}
	}
}

var lastbMite = &Card{ID: "test-lb5", Name: "Mite", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Lightning},
	Powers: []Power{{Name: "Mite", Kind: PokePower, Use: UseActivated, OncePerTurn: true,
		Ops: []Op{{Kind: OpKnockOut, Who: WhoSelf}, {Kind: OpTopAttachSplit, N: 4, Filter: Filter{Category: EnergyCard, AnyCategory: false}}}}}}

// A power that Knocks Out its own Pokémon, then spreads the Energy cards among the top cards
// of the deck over the player's other Pokémon and discards the rest; the opponent takes a
// Prize card for the Knock Out.
func TestTopAttachSplitAfterSelfKnockOut(t *testing.T) {
	tests := []struct {
		name        string
		mite        int   // slot of the power's Pokémon: 0 Active, 1 Bench
		split       []int // Action.Split
		deck        []*Card
		wantErr     error
		wantEnergy  [3]int // Energy cards on slots 0..2 afterwards (the Active Pokémon after any promotion)
		wantDiscard int    // cards in the player's discard pile
	}{
		{"from the Bench, all to the Active Pokémon", 1, []int{0}, []*Card{hgFire, handItem, hgWater, handSupporter, hgGrass}, nil, [3]int{2, 0}, 2 + 1},
		{"from the Bench, one each", 1, []int{0, 2}, []*Card{hgFire, hgWater, handItem, handItem}, nil, [3]int{1, 1}, 2 + 1},
		{"no list: to the Active Pokémon", 1, nil, []*Card{hgFire, hgWater, handItem, handItem}, nil, [3]int{2, 0}, 2 + 1},
		{"no list, itself Active: to the first Benched Pokémon left", 0, nil, []*Card{hgFire, hgWater, handItem, handItem}, nil, [3]int{0, 2, 0}, 2 + 1},
		{"onto itself is refused", 1, []int{1}, []*Card{hgFire}, ErrBadChoice, [3]int{}, 0},
		{"no Energy found: all discarded", 1, []int{0}, []*Card{handItem, handItem, handSupporter, handItem}, nil, [3]int{0, 0}, 4 + 1},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(handMon), mon(lastbWall))
				b.Players[0].Bench = []BoardPokemon{*mon(lastbMite), *mon(handMon)}
				if tt.mite == 0 {
					b.Players[0].Active = mon(lastbMite)
					b.Players[0].Bench = []BoardPokemon{*mon(handMon), *mon(handMon)}
				}
				b.Players[0].Deck = append(append([]*Card{}, tt.deck...), filler(6)...)
				g, _ := newTestGame(t, era, b)
				a := act(ActUsePower, 0)
				a.Slot, a.Index, a.Split = tt.mite, 0, tt.split
				if tt.wantErr != nil {
					if err := g.Legal(a); err == nil || !errorsIs(err, tt.wantErr) {
						t.Fatalf("Legal(%q) = %v; want %v", tt.name, err, tt.wantErr)
					}
					return
				}
				apply(t, g, a)
				if d, who := g.Decision(); d != DecidePrize || who != 1 {
					t.Errorf("Decision(%q) = %v, player %d; want the opponent to take a Prize card for the Knock Out", tt.name, d, who)
				}
				var got [3]int
				if v, ok := g.Active(0); ok {
					got[0] = len(v.Energy)
				}
				for i, v := range g.Bench(0) {
					got[i+1] = len(v.Energy)
				}
				if got != tt.wantEnergy {
					t.Errorf("Energy(%q) = %v; want %v", tt.name, got, tt.wantEnergy)
				}
				if got := len(g.Discard(0)); got != tt.wantDiscard {
					t.Errorf("discard pile(%q) = %d; want %d", tt.name, got, tt.wantDiscard)
				}
			})
		}
	}
}

var (
	lastbBud   = &Card{ID: "test-lb6", Name: "Bud", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Grass}}
	lastbQueen = &Card{ID: "test-lb7", Name: "Queen", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Bud", HP: 140, Types: []Type{Grass},
		Powers: []Power{{Name: "Majesty", Kind: Ability, Use: UseEvolvedFromHand, Optional: true,
			Ops: []Op{{Kind: OpShowHand, Who: WhoDefending}, {Kind: OpHandPick, N: 1, Who: WhoDefending, Filter: Filter{AnyCategory: true}}}}}}
)

// A power that works when its card is played from the hand to evolve discards the card of
// the opponent's hand that its player chooses (Action.OppHandPicks), and only when taken.
func TestEvolvedPowerPicksFromOpponentsHand(t *testing.T) {
	tests := []struct {
		name      string
		opt       bool
		picks     []int
		want      error
		wantHand  []string // the opponent's hand afterwards
		wantGrave int      // cards in the opponent's discard pile
	}{
		{"the chosen card is discarded", true, []int{1}, nil, []string{"Hand Item", "Hand Mon"}, 1},
		{"another choice", true, []int{2}, nil, []string{"Hand Item", "Hand Supporter"}, 1},
		{"power not taken: nothing is discarded", false, nil, nil, []string{"Hand Item", "Hand Supporter", "Hand Mon"}, 0},
		{"taken without a choice is refused", true, nil, ErrHandChoice, nil, 0},
		{"two cards are refused", true, []int{0, 1}, ErrHandChoice, nil, 0},
		{"a position outside the hand is refused", true, []int{3}, ErrHandChoice, nil, 0},
		{"a choice without the power is refused", false, []int{0}, ErrHandChoice, nil, 0},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(lastbBud).entered(1), mon(handMon))
				b.Players[0].Hand = []*Card{lastbQueen}
				b.Players[1].Hand = []*Card{handItem, handSupporter, handMon}
				g, _ := newTestGame(t, era, b)
				a := act(ActEvolve, 0)
				a.Hand, a.Slot, a.Opt, a.OppHandPicks = 0, 0, tt.opt, tt.picks
				if tt.want != nil {
					wantRuleError(t, g.Legal(a), tt.want, era, refPower)
					return
				}
				apply(t, g, a)
				if got := handNames(g.Hand(1)); !slices.Equal(got, tt.wantHand) {
					t.Errorf("opponent's hand(%q) = %v; want %v", tt.name, got, tt.wantHand)
				}
				if got := len(g.Discard(1)); got != tt.wantGrave {
					t.Errorf("opponent's discard pile(%q) = %d; want %d", tt.name, got, tt.wantGrave)
				}
			})
		}
	}
}

// LegalActions lists the evolution with the power taken, with a card of the opponent's hand
// chosen, and without it.
func TestEvolvedPowerPicksListed(t *testing.T) {
	tests := []struct {
		name     string
		oppHand  []*Card
		wantOpts []bool // Opt of each listed evolution of the Bud, in order
	}{
		{"a card to choose", []*Card{handItem}, []bool{false, true}},
		// Showing a hand counts as doing something, as for any show-hand op; no card is chosen.
		{"an empty hand: shown, nothing chosen", nil, []bool{false, true}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(lastbBud).entered(1), mon(handMon))
				b.Players[0].Hand = []*Card{lastbQueen}
				b.Players[1].Hand = tt.oppHand
				g, _ := newTestGame(t, era, b)
				var got []bool
				for _, l := range g.LegalActions(nil) {
					if l.Kind != ActEvolve {
						continue
					}
					got = append(got, l.Opt)
					if l.Opt && len(l.OppHandPicks) != min(1, len(tt.oppHand)) {
						t.Errorf("listed %v; want one card of the opponent's hand chosen, if there is one", l)
					}
					if err := g.Legal(l); err != nil {
						t.Errorf("listed %v: Legal = %v", l, err)
					}
				}
				if !slices.Equal(got, tt.wantOpts) {
					t.Errorf("listed evolutions(%q) Opt = %v; want %v", tt.name, got, tt.wantOpts)
				}
			})
		}
	}
}

var (
	lastbTag = &Card{ID: "test-lb8", Name: "Tagger", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Psychic},
		Attacks: []Attack{{Name: "Tag", After: []Op{{Kind: OpCountersOfType, N: 1, Who: WhoEachOpp}}}}}
	lastbFlame = &Card{ID: "test-lb9", Name: "Flame", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Fire}}
)

// An attack that names a type puts a damage counter on each of the opponent's Pokémon of that
// type, Benched ones included; a type none of them has is refused, and only the types in play
// are listed.
func TestCountersOfNamedType(t *testing.T) {
	tests := []struct {
		name       string
		pick       Type
		want       error
		wantActive int
		wantBench  []int
	}{
		{"Water: the Active Pokémon and one Benched", Water, nil, 10, []int{0, 10}},
		{"Fire: one Benched Pokémon", Fire, nil, 0, []int{10, 0}},
		{"Grass: none of them, refused", Grass, ErrBadChoice, 0, nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(lastbTag), mon(lastbWall))
				b.Players[1].Bench = []BoardPokemon{*mon(lastbFlame), *mon(lastbWall)}
				g, _ := newTestGame(t, era, b)
				var listed []Type
				for _, l := range g.LegalActions(nil) {
					if l.Kind == ActAttack {
						listed = append(listed, Type(l.Pick))
					}
				}
				if want := []Type{Fire, Water}; !slices.Equal(listed, want) {
					t.Errorf("listed types(%q) = %v; want %v", tt.name, listed, want)
				}
				a := attackAct(0, 0)
				a.Pick = int(tt.pick)
				if tt.want != nil {
					wantRuleError(t, g.Legal(a), tt.want, era, refAttackChoices)
					return
				}
				apply(t, g, a)
				if got := damageOf(g, 1); got != tt.wantActive {
					t.Errorf("Active damage(%q) = %d; want %d", tt.name, got, tt.wantActive)
				}
				var got []int
				for _, v := range g.Bench(1) {
					got = append(got, v.Damage)
				}
				if !slices.Equal(got, tt.wantBench) {
					t.Errorf("Bench damage(%q) = %v; want %v", tt.name, got, tt.wantBench)
				}
			})
		}
	}
}

var (
	lastbShare = &Card{ID: "test-lb10", Name: "Share", Category: TrainerCard, Trainer: Tool,
		OnActiveKO: []Op{{Kind: OpMoveEnergy, Who: WhoSelf, To: WhoChosenOwn, N: 1, Filter: Filter{Category: EnergyCard, BasicEnergy: true}}}}
	lastbHitter = &Card{ID: "test-lb11", Name: "Hitter", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Hit", Damage: 60}}}
	lastbSpecial = &Card{ID: "test-lb12", Name: "Special", Category: EnergyCard, Provides: []Type{Colorless, Colorless}}
)

// A Tool that moves a basic Energy card from its player's Active Pokémon, Knocked Out by an
// opponent's attack, to the Pokémon holding it, before the Knocked Out Pokémon is discarded.
func TestToolOnActiveKnockOut(t *testing.T) {
	tests := []struct {
		name       string
		damage     int     // damage already on the Active Pokémon
		energy     []*Card // on the Active Pokémon
		tools      int     // Benched Pokémon holding the Tool (of 2)
		wantBench  []int   // Energy on each Benched Pokémon afterwards
		wantDiscrd int     // the defending player's discard pile afterwards
	}{
		{"one basic Energy moves", 0, []*Card{hgFire, hgWater}, 1, []int{1, 0}, 1 + 1},
		{"each Tool moves one", 0, []*Card{hgFire, hgWater}, 2, []int{1, 1}, 1},
		{"Special Energy does not move", 0, []*Card{lastbSpecial}, 1, []int{0, 0}, 1 + 1},
		{"not Knocked Out: nothing moves", -1, []*Card{hgFire}, 1, []int{0, 0}, 0},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				active := mon(handMon, tt.energy...).dmg(150)
				if tt.damage < 0 {
					active = mon(handMon, tt.energy...)
				}
				b := table(mon(lastbHitter), active)
				b.Players[1].Bench = []BoardPokemon{*mon(lastbFlame), *mon(lastbFlame)}
				for i := 0; i < tt.tools; i++ {
					b.Players[1].Bench[i].Tool = lastbShare
				}
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, 0))
				var got []int
				for _, v := range g.Bench(1) {
					got = append(got, len(v.Energy))
				}
				if !slices.Equal(got, tt.wantBench) {
					t.Errorf("Bench Energy(%q) = %v; want %v", tt.name, got, tt.wantBench)
				}
				if got := len(g.Discard(1)); got != tt.wantDiscrd {
					t.Errorf("discard pile(%q) = %d; want %d", tt.name, got, tt.wantDiscrd)
				}
			})
		}
	}
}

var lastbGhost = &Card{ID: "test-lb13", Name: "Ghost", Category: PokemonCard, Stage: Basic, HP: 130, Types: []Type{Psychic},
	Attacks: []Attack{{Name: "Hit", Damage: 60}},
	Powers: []Power{{Name: "Doom", Kind: PokeBody, Use: UsePassive, ActiveOnly: true,
		Stats: []StatMod{{Stat: StatKOLostZone, Who: StatOpp}}}}}

// While a Pokémon with a power that sends the opponent's Knocked Out Pokémon to the Lost Zone
// is Active, every Pokémon card of the one Knocked Out goes there and its attached cards go to
// the discard pile; from the Bench it does nothing.
func TestKnockedOutToLostZoneByPower(t *testing.T) {
	tests := []struct {
		name        string
		ghostActive bool
		wantLost    int
		wantDiscard int
	}{
		{"Active: the evolved Pokémon's cards to the Lost Zone", true, 2, 2},
		{"on the Bench: all to the discard pile", false, 0, 4},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				victim := mon(lastbQueen, hgFire, hgWater).under(lastbBud).dmg(100)
				b := table(mon(lastbGhost), victim)
				if !tt.ghostActive {
					b.Players[0].Active = mon(lastbHitter)
					b.Players[0].Bench = []BoardPokemon{*mon(lastbGhost)}
				}
				b.Players[1].Bench = []BoardPokemon{*mon(handMon)}
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, 0))
				if got := len(g.LostZone(1)); got != tt.wantLost {
					t.Errorf("Lost Zone(%q) = %d; want %d", tt.name, got, tt.wantLost)
				}
				if got := len(g.Discard(1)); got != tt.wantDiscard {
					t.Errorf("discard pile(%q) = %d; want %d", tt.name, got, tt.wantDiscard)
				}
			})
		}
	}
}
