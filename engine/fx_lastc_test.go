package engine

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// Cards of the last pass, share c: the ops and the stat they use, per era.

var (
	// An attack that puts the Pokémon cards chosen from the opponent's hand in the Lost Zone,
	// up to one for each Psychic Energy attached to its Pokémon (Hurl into Darkness).
	lastcShade = &Card{ID: "test-lc1", Name: "Shade", Category: PokemonCard, Stage: Basic, HP: 130, Types: []Type{Psychic},
		Attacks: []Attack{{Name: "Hurl", After: []Op{{Kind: OpShowHand, Who: WhoDefending},
			{Kind: OpHandPick, Who: WhoDefending, N: 1, Count: CountSelfEnergy, Type: Psychic, UpTo: true,
				Filter: Filter{Category: PokemonCard}, ToLostZone: true, Dest: ToDiscard}}}}}
	// An attack that devolves up to one of the opponent's Stage 1 or Stage 2 Pokémon for each
	// Energy attached to its Pokémon, the top card to the opponent's hand (Time Hollow).
	lastcWisher = &Card{ID: "test-lc2", Name: "Wisher", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Psychic},
		Attacks: []Attack{{Name: "Hollow", After: []Op{{Kind: OpDevolveChosen, Who: WhoEachOpp, N: 1, Count: CountSelfEnergy, UpTo: true,
			Match: Match{Stages: 1<<Stage1 | 1<<Stage2}, Dest: ToHand}}}}}
	lastcBud    = &Card{ID: "test-lc3", Name: "Seedling", Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Grass}}
	lastcSprout = &Card{ID: "test-lc4", Name: "Sprout", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Seedling", HP: 80, Types: []Type{Grass}}
	lastcTree   = &Card{ID: "test-lc5", Name: "Tree", Category: PokemonCard, Stage: Stage2, EvolvesFrom: "Sprout", HP: 140, Types: []Type{Grass}}
	lastcBreak  = &Card{ID: "test-lc6", Name: "Tree BREAK", Category: PokemonCard, Stage: BreakStage, EvolvesFrom: "Tree", HP: 160, Types: []Type{Grass}}
	lastcLevel  = &Card{ID: "test-lc7", Name: "Tree LV.X", Category: PokemonCard, Stage: LevelUp, HP: 160, Types: []Type{Grass}}
)

// names lists the cards' names.
func names(cs []*Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Name
	}
	return out
}

// Cards chosen from the opponent's hand up to a limit the attacker's Psychic Energy sets: any
// number from none, only Pokémon cards, and never more than the limit, whose refusal says
// what the limit is.
func TestHandPickUpToEnergyCount(t *testing.T) {
	tests := []struct {
		name     string
		energy   []*Card
		picks    []int // positions in the opponent's hand: Hand Mon, Hand Item, Sprout, Seedling
		want     error
		wantText string   // in the refusal
		wantLost []string // the opponent's Lost Zone afterwards
	}{
		{"two Psychic Energy, two Pokémon", []*Card{hgPsychic, hgPsychic}, []int{0, 2}, nil, "", []string{"Hand Mon", "Sprout"}},
		{"two Psychic Energy, one Pokémon", []*Card{hgPsychic, hgPsychic}, []int{3}, nil, "", []string{"Seedling"}},
		{"none chosen: nothing moves", []*Card{hgPsychic}, nil, nil, "", nil},
		{"Rainbow Energy is Psychic Energy", []*Card{hgRainbow, hgWater}, []int{2}, nil, "", []string{"Sprout"}},
		{"Water Energy counts for nothing", []*Card{hgPsychic, hgWater}, []int{0, 2}, ErrHandChoice, "at most 1 (1 for each Psychic Energy attached to Shade)", nil},
		{"three of three Pokémon with two Energy", []*Card{hgPsychic, hgPsychic}, []int{0, 2, 3}, ErrHandChoice, "3 cards chosen; at most 2", nil},
		{"no Psychic Energy: nothing may be chosen", []*Card{hgDCE}, []int{0}, ErrHandChoice, "at most 0", nil},
		{"a Trainer card is refused", []*Card{hgPsychic}, []int{1}, ErrHandChoice, "", nil},
		{"the same card twice is refused", []*Card{hgPsychic, hgPsychic}, []int{2, 2}, ErrHandChoice, "", nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(lastcShade, tt.energy...), mon(handMon))
				b.Players[1].Hand = []*Card{handMon, handItem, lastcSprout, lastcBud}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.OppHandPicks = tt.picks
				if tt.want != nil {
					err := g.Legal(a)
					wantRuleError(t, err, tt.want, era, refAttackChoices)
					if !strings.Contains(err.Error(), tt.wantText) {
						t.Errorf("Legal(%q) = %v; want it to say %q", tt.name, err, tt.wantText)
					}
					return
				}
				apply(t, g, a)
				if got := names(g.LostZone(1)); !slices.Equal(got, tt.wantLost) {
					t.Errorf("Lost Zone(%q) = %v; want %v", tt.name, got, tt.wantLost)
				}
				if got, want := len(g.Hand(1)), 4-len(tt.wantLost)+1; got != want { // and the card drawn for the next turn
					t.Errorf("opponent's hand(%q) = %d cards; want %d", tt.name, got, want)
				}
			})
		}
	}
}

// LegalActions lists the attack choosing no card, then every set of as many Pokémon cards as
// the limit allows; each listed choice is legal.
func TestHandPickUpToListed(t *testing.T) {
	tests := []struct {
		name   string
		energy []*Card
		want   [][]int
	}{
		{"limit 2 of 3 Pokémon cards", []*Card{hgPsychic, hgPsychic}, [][]int{nil, {0, 2}, {0, 3}, {2, 3}}},
		{"limit 1", []*Card{hgPsychic}, [][]int{nil, {0}, {2}, {3}}},
		{"limit 0: none only", []*Card{hgWater}, [][]int{nil}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(lastcShade, tt.energy...), mon(handMon))
				b.Players[1].Hand = []*Card{handMon, handItem, lastcSprout, lastcBud}
				g, _ := newTestGame(t, era, b)
				got := listedLists(t, g, ActAttack, func(l Action) []int { return l.OppHandPicks })
				if !slices.EqualFunc(got, tt.want, slices.Equal) {
					t.Errorf("listed picks(%q) = %v; want %v", tt.name, got, tt.want)
				}
			})
		}
	}
}

// Devolving the Pokémon the player chooses: up to one for each Energy attached to the
// attacker, Stage 1 and Stage 2 Pokémon only (a Mega Evolution, BREAK or LV.X card on top is a
// stage of its own), each by its top card, which goes to the opponent's hand.
func TestDevolveChosenUpToEnergy(t *testing.T) {
	tests := []struct {
		name      string
		energy    []*Card
		spots     []int // the opponent's Tree (Active), Sprout, Seedling, M Venusaur-EX, Tree BREAK, Tree LV.X
		want      error
		wantText  string
		wantTops  []string // the opponent's Pokémon afterwards, Active first
		wantHand  int
		protected bool // the Active Pokémon is protected from the effects of attacks
	}{
		{"two Energy: the Stage 2 and the Stage 1", []*Card{hgPsychic, hgWater}, []int{0, 1}, nil, "",
			[]string{"Sprout", "Seedling", "Seedling", "M Venusaur-EX", "Tree BREAK", "Tree LV.X"}, 2, false},
		{"Double Colorless Energy counts as two", []*Card{hgDCE}, []int{1, 0}, nil, "",
			[]string{"Sprout", "Seedling", "Seedling", "M Venusaur-EX", "Tree BREAK", "Tree LV.X"}, 2, false},
		{"one of two allowed", []*Card{hgPsychic, hgWater}, []int{1}, nil, "",
			[]string{"Tree", "Seedling", "Seedling", "M Venusaur-EX", "Tree BREAK", "Tree LV.X"}, 1, false},
		{"none chosen", []*Card{hgPsychic}, nil, nil, "",
			[]string{"Tree", "Sprout", "Seedling", "M Venusaur-EX", "Tree BREAK", "Tree LV.X"}, 0, false},
		{"a protected Pokémon keeps its card", []*Card{hgPsychic, hgWater}, []int{0, 1}, nil, "",
			[]string{"Tree", "Seedling", "Seedling", "M Venusaur-EX", "Tree BREAK", "Tree LV.X"}, 1, true},
		{"two with one Energy", []*Card{hgPsychic}, []int{0, 1}, ErrBadChoice, "2 Pokémon chosen; at most 1 (1 for each Energy attached to Wisher)", nil, 0, false},
		{"a Basic Pokémon", []*Card{hgPsychic}, []int{2}, ErrBadChoice, "", nil, 0, false},
		{"a Mega Evolution Pokémon", []*Card{hgPsychic}, []int{3}, ErrBadChoice, "", nil, 0, false},
		{"a Pokémon BREAK", []*Card{hgPsychic}, []int{4}, ErrBadChoice, "", nil, 0, false},
		{"a Pokémon LV.X", []*Card{hgPsychic}, []int{5}, ErrBadChoice, "", nil, 0, false},
		{"the same Pokémon twice", []*Card{hgPsychic, hgWater}, []int{0, 0}, ErrBadChoice, "", nil, 0, false},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				active := mon(lastcTree).under(lastcBud, lastcSprout)
				if tt.protected {
					active = active.effect(Lasting{Kind: LastingPreventAll})
				}
				b := table(mon(lastcWisher, tt.energy...), active)
				b.Players[1].Bench = []BoardPokemon{*mon(lastcSprout).under(lastcBud), *mon(lastcBud),
					*mon(megaVenusaurEX).under(venusaurEX), *mon(lastcBreak).under(lastcBud, lastcSprout, lastcTree),
					*mon(lastcLevel).under(lastcBud, lastcSprout, lastcTree)}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.Spots = tt.spots
				if tt.want != nil {
					err := g.Legal(a)
					wantRuleError(t, err, tt.want, era, refAttackChoices)
					if !strings.Contains(err.Error(), tt.wantText) {
						t.Errorf("Legal(%q) = %v; want it to say %q", tt.name, err, tt.wantText)
					}
					return
				}
				apply(t, g, a)
				v, _ := g.Active(1)
				got := []string{v.Card.Name}
				for _, x := range g.Bench(1) {
					got = append(got, x.Card.Name)
				}
				if !slices.Equal(got, tt.wantTops) {
					t.Errorf("Pokémon(%q) = %v; want %v", tt.name, got, tt.wantTops)
				}
				if got := len(g.Hand(1)); got != tt.wantHand+1 { // the card drawn for the next turn
					t.Errorf("opponent's hand(%q) = %d; want %d and the card drawn", tt.name, got, tt.wantHand)
				}
			})
		}
	}
}

// LegalActions lists the devolving attack choosing none, then every set of as many Stage 1
// and Stage 2 Pokémon as the Energy allows.
func TestDevolveChosenListed(t *testing.T) {
	tests := []struct {
		name   string
		energy []*Card
		want   [][]int
	}{
		{"one Energy", []*Card{hgPsychic}, [][]int{nil, {0}, {1}}},
		{"two Energy", []*Card{hgDCE}, [][]int{nil, {0, 1}}},
		{"three Energy, two to choose", []*Card{hgDCE, hgPsychic}, [][]int{nil, {0, 1}}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(lastcWisher, tt.energy...), mon(lastcTree).under(lastcBud, lastcSprout))
				b.Players[1].Bench = []BoardPokemon{*mon(lastcSprout).under(lastcBud), *mon(lastcBud)}
				g, _ := newTestGame(t, era, b)
				var got [][]int
				for _, l := range g.LegalActions(nil) {
					if l.Kind == ActAttack {
						got = append(got, l.Spots)
					}
				}
				if !slices.EqualFunc(got, tt.want, slices.Equal) {
					t.Errorf("listed picks(%q) = %v; want %v", tt.name, got, tt.want)
				}
			})
		}
	}
}

// blobFor is a Basic Pokémon whose power lowers the opponent's Bench limit to 4: a Poké-Body
// in hgss, an Ability in xy and sm (the power kinds of the eras).
func blobFor(era string) *Card {
	kind := Ability
	if era == "hgss" {
		kind = PokeBody
	}
	return &Card{ID: "test-lc8", Name: "Blob", Category: PokemonCard, Stage: Basic, HP: 40, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Poke", Damage: 10}},
		Powers:  []Power{{Name: "Shrink", Kind: kind, Use: UsePassive, Stats: []StatMod{{Stat: StatBenchLimit, Who: StatOpp, Amount: 4}}}}}
}

// benchOf is n Benched Pokémon, each with one Energy card.
func benchOf(n int) []BoardPokemon {
	out := make([]BoardPokemon, n)
	for i := range out {
		out[i] = *mon(handMon, hgWater)
	}
	return out
}

// While the power is in force the opponent may bench only 4 Pokémon, from the hand or by an
// effect; its own player's Bench and the Bench of a player facing no such power keep 5.
func TestBenchLimitInForce(t *testing.T) {
	tests := []struct {
		name      string
		blobOwner int // whose Pokémon the power's is (the other player is benching)
		bench     int // the benching player's Benched Pokémon
		want      error
	}{
		{"the opponent's fifth is refused", 0, 4, ErrBenchFull},
		{"the opponent's fourth is allowed", 0, 3, nil},
		{"its own player's fifth is allowed", 1, 4, nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(handMon), mon(handMon))
				b.Players[tt.blobOwner].Active = mon(blobFor(era))
				b.Current = 1
				b.Players[1].Bench = benchOf(tt.bench)
				if tt.blobOwner == 1 {
					b.Players[1].Active = mon(blobFor(era))
				}
				b.Players[1].Hand = []*Card{lastcBud}
				g, _ := newTestGame(t, era, b)
				a := act(ActPlayBasic, 1)
				listed := slices.ContainsFunc(g.LegalActions(nil), func(l Action) bool { return l.Kind == ActPlayBasic })
				if tt.want != nil {
					wantRuleError(t, g.Legal(a), tt.want, era, refBenchFull)
					if listed {
						t.Errorf("LegalActions(%q) lists the Basic Pokémon; want it left out", tt.name)
					}
					return
				}
				apply(t, g, a)
				if got, want := len(g.Bench(1)), tt.bench+1; got != want {
					t.Errorf("Bench(%q) = %d; want %d", tt.name, got, want)
				}
			})
		}
	}
}

// An effect that puts Pokémon on the opponent's Bench stops at the lowered limit.
func TestBenchLimitStopsEffects(t *testing.T) {
	searcher := &Card{ID: "test-lc9", Name: "Caller", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Call", After: []Op{{Kind: OpSearch, N: 2, Filter: Filter{Category: PokemonCard, BasicOnly: true}, Dest: ToBench}}}}}
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(searcher), mon(blobFor(era)))
			b.Players[0].Bench = benchOf(3)
			b.Players[0].Deck = append([]*Card{lastcBud, lastcBud}, filler(8)...)
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 0))
			if got := len(g.Bench(0)); got != 4 {
				t.Errorf("Bench(search 2 with 3 benched) = %d; want 4", got)
			}
		})
	}
}

// Benching the power's Pokémon while the opponent has 5 Benched Pokémon makes the opponent
// discard the one they choose, with its cards; no Prize card is taken. Without a choice the
// last one goes; a choice that does not fit is refused.
func TestBenchLimitDiscard(t *testing.T) {
	tests := []struct {
		name        string
		card        func(era string) *Card
		oppBench    int
		picks       []int
		want        error
		wantBench   int
		wantGone    int // the Bench position (1..5) whose Pokémon went (0: none)
		wantDiscard int // the opponent's discard pile
	}{
		{"the opponent's choice goes", blobFor, 5, []int{2}, nil, 4, 2, 2},
		{"no choice: the last one goes", blobFor, 5, nil, nil, 4, 5, 2},
		{"four Benched: nothing goes", blobFor, 4, nil, nil, 4, 0, 0},
		{"a choice with four Benched is refused", blobFor, 4, []int{1}, ErrBenchDiscard, 0, 0, 0},
		{"two chosen are refused", blobFor, 5, []int{1, 2}, ErrBenchDiscard, 0, 0, 0},
		{"a place off the Bench is refused", blobFor, 5, []int{6}, ErrBenchDiscard, 0, 0, 0},
		{"a Pokémon without the power reads no choice", func(string) *Card { return lastcBud }, 5, []int{1}, ErrBenchDiscard, 0, 0, 0},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(handMon), mon(handMon))
				b.Players[1].Bench = benchOf(tt.oppBench)
				for i := range b.Players[1].Bench {
					b.Players[1].Bench[i].Card = &Card{ID: "test-lc-b" + string(rune('1'+i)), Name: "Bench " + string(rune('1'+i)),
						Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Water}}
				}
				b.Players[0].Hand = []*Card{tt.card(era)}
				g, _ := newTestGame(t, era, b)
				a := act(ActPlayBasic, 0)
				a.BenchDiscard = tt.picks
				if tt.want != nil {
					wantRuleError(t, g.Legal(a), tt.want, era, refBenchFull)
					return
				}
				before := names(benchCards(g, 1))
				apply(t, g, a)
				after := names(benchCards(g, 1))
				if len(after) != tt.wantBench {
					t.Errorf("opponent's Bench(%q) = %v; want %d Pokémon", tt.name, after, tt.wantBench)
				}
				if tt.wantGone > 0 {
					gone := before[tt.wantGone-1]
					if slices.Contains(after, gone) {
						t.Errorf("opponent's Bench(%q) = %v; want %s gone", tt.name, after, gone)
					}
				}
				if got := len(g.Discard(1)); got != tt.wantDiscard {
					t.Errorf("opponent's discard pile(%q) = %d; want %d", tt.name, got, tt.wantDiscard)
				}
				if got := len(g.Prizes(0)); got != 6 {
					t.Errorf("Prize cards(%q) = %d; want 6: a discard is not a Knock Out", tt.name, got)
				}
			})
		}
	}
}

func benchCards(g *Game, p int) []*Card {
	var out []*Card
	for _, v := range g.Bench(p) {
		out = append(out, v.Card)
	}
	return out
}

// LegalActions lists benching the power's Pokémon once for each Benched Pokémon the opponent
// may discard, and once with no choice when they need discard none.
func TestBenchLimitDiscardListed(t *testing.T) {
	tests := []struct {
		name     string
		oppBench int
		want     [][]int
	}{
		{"five Benched", 5, [][]int{{1}, {2}, {3}, {4}, {5}}},
		{"four Benched", 4, [][]int{nil}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(handMon), mon(handMon))
				b.Players[1].Bench = benchOf(tt.oppBench)
				b.Players[0].Hand = []*Card{blobFor(era)}
				g, _ := newTestGame(t, era, b)
				got := listedLists(t, g, ActPlayBasic, func(l Action) []int { return l.BenchDiscard })
				if !slices.EqualFunc(got, tt.want, slices.Equal) {
					t.Errorf("listed choices(%q) = %v; want %v", tt.name, got, tt.want)
				}
			})
		}
	}
}

// A board whose Bench is over the limit in force is refused; where an effect switches the
// power off (an Ability, in xy and sm), the Bench may hold 5 until the effect ends, and then
// the opponent discards at once. A Poké-Body (hgss) is not switched off by it.
func TestBenchLimitWhenPowerComesBack(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(blobFor(era)).effect(Lasting{Kind: LastingNoAbilities}), mon(handMon))
			b.Players[1].Bench = benchOf(5)
			g, err := NewBoard(rules(t, era), b, NewScripted(), Options{Trace: true, Names: [2]string{"Ana", "Ben"}})
			if era == "hgss" {
				if !errors.Is(err, ErrBoard) {
					t.Fatalf("NewBoard(a Poké-Body in force, 5 Benched) = %v; want ErrBoard", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("NewBoard(an Ability switched off, 5 Benched) = %v; want a game", err)
			}
			ev := apply(t, g, act(ActEndTurn, 0))
			if got := len(g.Bench(1)); got != 4 {
				t.Errorf("opponent's Bench once the Ability is back = %d; want 4", got)
			}
			if !hasEvent(ev, EvNote, "Shrink") {
				t.Errorf("events: want a note naming the power that made the opponent discard")
			}
		})
	}
}

// Two such powers, one on each side: each player may bench only 4.
func TestBenchLimitBothSides(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(blobFor(era)), mon(blobFor(era)))
			b.Players[0].Bench = benchOf(4)
			b.Players[0].Hand = []*Card{lastcBud}
			g, _ := newTestGame(t, era, b)
			wantRuleError(t, g.Legal(act(ActPlayBasic, 0)), ErrBenchFull, era, refBenchFull)
		})
	}
}

// TestBenchDiscardAnyAction: Action.BenchDiscard answers for the opponent on any action
// during which their Bench limit falls below the Pokémon on it (a Pokémon with the power put
// onto the Bench by a search, an effect that kept the power off ending), checked by trying
// the action on a copy of the game: how many must go, each there once. The copy gets the
// coins the game gets next, and trying changes nothing.
func TestBenchDiscardAnyAction(t *testing.T) {
	// Caller's attack benches a Basic Pokémon from the deck; Gambler's only on heads.
	caller := &Card{ID: "test-lc-caller", Name: "Caller", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Call", After: []Op{{Kind: OpSearch, N: 1, Filter: Filter{Category: PokemonCard, BasicOnly: true}, Dest: ToBench}}}}}
	gambler := &Card{ID: "test-lc-gambler", Name: "Gambler", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Risk", After: []Op{{Kind: OpFlip},
			{Kind: OpSearch, Gate: IfHeads, N: 1, Filter: Filter{Category: PokemonCard, BasicOnly: true}, Dest: ToBench}}}}}
	squash := func(era string) *Card { // lowers the limit to 3: two of five must go
		c := *blobFor(era)
		c.ID, c.Name = "test-lc-squash", "Squash"
		c.Powers = []Power{c.Powers[0]}
		c.Powers[0].Stats = []StatMod{{Stat: StatBenchLimit, Who: StatOpp, Amount: 3}}
		return &c
	}
	tests := []struct {
		name     string
		attacker *Card
		benched  func(era string) *Card // the card on top of the deck
		coins    string
		picks    []int
		want     string // words of the refusal ("" legal)
		gone     []int  // the opponent's Bench positions (1..5) whose Pokémon went
	}{
		{"a search benches the power's Pokémon: the opponent's choice", caller, blobFor, "", []int{2}, "", []int{2}},
		{"no choice: the last one goes", caller, blobFor, "", nil, "", []int{5}},
		{"limit 3: two chosen go", caller, squash, "", []int{4, 1}, "", []int{1, 4}},
		{"a Pokémon without the power: nothing falls", caller, func(string) *Card { return lastcBud }, "", []int{1},
			"Bench limit does not fall below the Pokémon on it during this action", nil},
		{"two chosen where one goes", caller, blobFor, "", []int{1, 2}, "2 chosen; Ben discards 1", nil},
		{"limit 3: one chosen where two go", caller, squash, "", []int{1}, "1 chosen; Ben discards 2", nil},
		{"a place off the Bench", caller, blobFor, "", []int{6}, "has no Benched Pokémon 6 when they discard (they have 5)", nil},
		{"chosen twice", caller, squash, "", []int{3, 3}, "Benched Pokémon 3 is chosen twice", nil},
		{"heads: the search runs, the choice stands", gambler, blobFor, "H", []int{3}, "", []int{3}},
		{"tails: nothing is benched, the choice is refused", gambler, blobFor, "T", []int{3},
			"Bench limit does not fall below the Pokémon on it during this action", nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(tt.attacker), mon(handMon))
				b.Players[0].Deck = append([]*Card{tt.benched(era)}, filler(5)...)
				b.Players[1].Bench = benchOf(5)
				for i := range b.Players[1].Bench {
					b.Players[1].Bench[i].Card = &Card{ID: "test-lc-b" + string(rune('1'+i)), Name: "Bench " + string(rune('1'+i)),
						Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Water}}
				}
				g, src := newTestGame(t, era, b, coins(tt.coins)...)
				a := attackAct(0, 0)
				a.BenchDiscard = tt.picks
				before := names(benchCards(g, 1))
				gone, applied := benchDiscarded(t, g, era, a, 1, tt.name, tt.want, func() {
					if got := src.Used(); got != 0 {
						t.Fatalf("Legal(%q) used %d coins; want 0 (the trial has its own)", tt.name, got)
					}
					if got := names(benchCards(g, 1)); !slices.Equal(got, before) {
						t.Fatalf("Legal(%q) changed the opponent's Bench to %v; want %v", tt.name, got, before)
					}
				})
				if applied && !slices.Equal(gone, tt.gone) {
					t.Errorf("opponent's Benched Pokémon gone(%q) = %v; want %v", tt.name, gone, tt.gone)
				}
			})
		}
	}
}

// TestBenchDiscardWhenPowerComesBack: ending the turn ends an effect that kept the power (an
// Ability, in xy and sm) off, and the opponent discards the Benched Pokémon the end-turn
// action names for them; without it, the last one.
func TestBenchDiscardWhenPowerComesBack(t *testing.T) {
	tests := []struct {
		name  string
		picks []int
		want  string // the Benched Pokémon that went
	}{
		{"the opponent's choice", []int{2}, "Bench 2"},
		{"no choice: the last one", nil, "Bench 5"},
	}
	for _, era := range []string{"xy", "sm"} {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(blobFor(era)).effect(Lasting{Kind: LastingNoAbilities}), mon(handMon))
				b.Players[1].Bench = benchOf(5)
				for i := range b.Players[1].Bench {
					b.Players[1].Bench[i].Card = &Card{ID: "test-lc-b" + string(rune('1'+i)), Name: "Bench " + string(rune('1'+i)),
						Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Water}}
				}
				g, _ := newTestGame(t, era, b)
				a := act(ActEndTurn, 0)
				a.BenchDiscard = tt.picks
				apply(t, g, a)
				after := names(benchCards(g, 1))
				if len(after) != 4 || slices.Contains(after, tt.want) {
					t.Errorf("opponent's Bench(%q) = %v; want 4 without %s", tt.name, after, tt.want)
				}
			})
		}
	}
}

// TestOwnBenchDiscard: the acting player's own limit may fall during their action (the
// opponent benches the power's Pokémon from their deck during an effect that lets each
// player bench from their own deck); Action.OwnBenchDiscard names which of their own Benched
// Pokémon go, checked like BenchDiscard.
func TestOwnBenchDiscard(t *testing.T) {
	// Crowd's attack lets the opponent bench Basic Pokémon from their deck (as Playground does).
	crowd := &Card{ID: "test-lc-crowd", Name: "Crowd", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Gather", After: []Op{{Kind: OpBenchFromDeck, Who: WhoDefending, N: -1}}}}}
	tests := []struct {
		name   string
		own    []int
		theirs []int
		want   string // words of the refusal ("" legal)
		gone   []int  // the acting player's Bench positions whose Pokémon went
	}{
		{"the acting player's choice", []int{2}, nil, "", []int{2}},
		{"no choice: the last one", nil, nil, "", []int{5}},
		{"two named where one goes", []int{1, 2}, nil, "2 chosen; Ana discards 1", nil},
		{"the opponent's limit does not fall", nil, []int{1}, "Ben's Bench limit does not fall below the Pokémon on it during this action", nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(crowd), mon(handMon))
				b.Players[1].Deck = append([]*Card{blobFor(era)}, filler(5)...)
				b.Players[0].Bench = benchOf(5)
				for i := range b.Players[0].Bench {
					b.Players[0].Bench[i].Card = &Card{ID: "test-lc-o" + string(rune('1'+i)), Name: "Own " + string(rune('1'+i)),
						Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Water}}
				}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.OwnBenchDiscard, a.BenchDiscard = tt.own, tt.theirs
				gone, applied := benchDiscarded(t, g, era, a, 0, tt.name, tt.want, nil)
				if !applied {
					return
				}
				if !slices.Equal(gone, tt.gone) {
					t.Errorf("own Benched Pokémon gone(%q) = %v; want %v", tt.name, gone, tt.gone)
				}
				if got := len(g.Bench(1)); got != 1 {
					t.Errorf("opponent's Bench(%q) = %d; want 1 (the power's Pokémon)", tt.name, got)
				}
			})
		}
	}
}

// benchDiscarded checks Legal(a): refused with ErrBenchDiscard and the words want, or legal
// when want is "". afterLegal, when set, runs right after the check. A legal action is applied,
// and benchDiscarded returns the places (1..5) of player q's Benched Pokémon that went.
func benchDiscarded(t *testing.T, g *Game, era string, a Action, q int, name, want string, afterLegal func()) ([]int, bool) {
	t.Helper()
	before := names(benchCards(g, q))
	err := g.Legal(a)
	if afterLegal != nil {
		afterLegal()
	}
	if want != "" {
		wantRuleError(t, err, ErrBenchDiscard, era, refBenchFull)
		if err != nil && !strings.Contains(err.Error(), want) {
			t.Errorf("Legal(%q) = %v; want words %q", name, err, want)
		}
		return nil, false
	}
	if err != nil {
		t.Fatalf("Legal(%q) = %v; want nil", name, err)
	}
	apply(t, g, a)
	after := names(benchCards(g, q))
	var gone []int
	for i, n := range before {
		if !slices.Contains(after, n) {
			gone = append(gone, i+1)
		}
	}
	return gone, true
}

// listedLists returns one list of each action of the kind LegalActions lists (field says
// which), and checks each such action is legal.
func listedLists(t *testing.T, g *Game, kind ActionKind, field func(Action) []int) [][]int {
	t.Helper()
	var got [][]int
	for _, l := range g.LegalActions(nil) {
		if l.Kind != kind {
			continue
		}
		got = append(got, field(l))
		if err := g.Legal(l); err != nil {
			t.Errorf("listed %v: Legal = %v", l, err)
		}
	}
	return got
}
