package engine

import (
	"fmt"
	"slices"
	"testing"
)

// listedText writes listed actions compactly for comparison, each with the fields its lister
// sets, and checks each is legal.
func listedText(t *testing.T, g *Game, as []Action, f func(Action) string) []string {
	t.Helper()
	var out []string
	for _, a := range as {
		if err := g.Legal(a); err != nil {
			t.Errorf("listed %v is refused: %v", a, err)
		}
		out = append(out, f(a))
	}
	return out
}

// The opponent's Exp. Share choices listed with an attack: none, each holder alone (unless it
// is the engine's own choice), each holder taking another name of basic Energy, and all in
// the reverse order.
func TestShareChoices(t *testing.T) {
	tests := []struct {
		name   string
		energy []*Card // on the opponent's Active Pokémon
		tools  []int   // their Benched Pokémon (1..3) holding Exp. Share
		want   []string
	}{
		{"two holders, a Fire and a Water Energy", []*Card{hgFire, hgWater}, []int{1, 2},
			[]string{"[-1] []", "[1] []", "[1] [1]", "[2] []", "[2] [1]", "[2 1] []"}},
		{"one holder: alone is the engine's own choice", []*Card{hgFire, hgWater}, []int{1},
			[]string{"[-1] []", "[1] [1]"}},
		{"one holder, one name of Energy", []*Card{hgFire, hgFire}, []int{3},
			[]string{"[-1] []"}},
		{"a Special Energy card is not offered", []*Card{lastbSpecial, hgFire, hgWater}, []int{2},
			[]string{"[-1] []", "[2] [2]"}},
		{"no holder", []*Card{hgFire, hgWater}, nil, nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(lastbHitter), mon(handMon, tt.energy...))
				b.Players[1].Bench = []BoardPokemon{*mon(lastbFlame), *mon(lastbFlame), *mon(lastbFlame)}
				for _, s := range tt.tools {
					b.Players[1].Bench[s-1].Tool = lastbShare
				}
				g, _ := newTestGame(t, era, b)
				got := listedText(t, g, g.ShareChoices(attackAct(0, 0)), func(a Action) string {
					return fmt.Sprint(a.ExpShare, " ", a.ExpShareEnergy)
				})
				if !slices.Equal(got, tt.want) {
					t.Errorf("ShareChoices = %q; want %q", got, tt.want)
				}
				if more := g.ShareChoices(act(ActEndTurn, 0)); len(more) != 0 {
					t.Errorf("ShareChoices(end turn) = %v; want none", more)
				}
			})
		}
	}
}

// Celebration Wind's uses listed with the bench: from each Pokémon with Energy to each other
// (Shaymin too), all of it, one card, and one card of each other name.
func TestBenchMoveChoices(t *testing.T) {
	bench := Action{Kind: ActPlayBasic, Player: 0, Hand: 0, Own: -1, Target: -1}
	used := bench
	used.Opt, used.Moves = true, []CounterMove{{From: 0, To: 1, N: 1}}
	tests := []struct {
		name   string
		active []*Card
		hand   *Card
		action Action
		want   []string
	}{
		{"Grass and Water on the Active Pokémon", []*Card{hgGrass, hgWater, hgGrass}, laShaymin, bench, []string{
			"0>1x3 []", "0>1x1 []", "0>1x1 [1]", "0>2x3 []", "0>2x1 []", "0>2x1 [1]", "1>0x1 []", "1>2x1 []"}},
		{"one name: no Energy named", []*Card{hgGrass, hgGrass}, laShaymin, bench, []string{
			"0>1x2 []", "0>1x1 []", "0>2x2 []", "0>2x1 []", "1>0x1 []", "1>2x1 []"}},
		{"a use already chosen", []*Card{hgGrass}, laShaymin, used, nil},
		{"a Pokémon with no such power", []*Card{hgGrass}, magmar, bench, nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(tropius, tt.active...), mon(magmar))
				b.Players[0].Bench = []BoardPokemon{*mon(tropius, hgWater)}
				b.Players[0].Hand = []*Card{tt.hand}
				g, _ := newTestGame(t, era, b)
				got := listedText(t, g, g.BenchMoveChoices(tt.action), func(a Action) string {
					s := ""
					for _, m := range a.Moves {
						s += fmt.Sprintf("%d>%dx%d ", m.From, m.To, m.N)
					}
					if !a.Opt {
						s += "declined "
					}
					return s + fmt.Sprint(a.Picks)
				})
				if !slices.Equal(got, tt.want) {
					t.Errorf("BenchMoveChoices = %q; want %q", got, tt.want)
				}
			})
		}
	}
}

// The splits listed for Energymite (all but one card of a name; the cards dealt out) and for
// Snuggly Generator (when it finds fewer cards than its Pokémon take, from a later Pokémon).
func TestSplitChoicesListed(t *testing.T) {
	snuggly := func(deck []*Card) Board {
		b := table(mon(smxyGenerator), mon(handMon))
		for _, c := range []*Card{smxyNuzzler, handMon, smxyNuzzler} {
			b.Players[0].Bench = append(b.Players[0].Bench, *mon(c))
		}
		b.Players[0].Deck = append(deck, filler(5)...)
		return b
	}
	found := func(finds []int) Action {
		a := attackAct(0, 0)
		a.Finds = finds
		return a
	}
	tests := []struct {
		name   string
		board  Board
		action Action
		want   []string // Finds and Split of each
	}{
		{"Energymite: four Energy cards of three names among the top 7",
			miteBoard([]*Card{fdFire, fdBasic, fdGrass, fdItem, fdFire, fdStage1, fdWater}), burst(nil, []int{0}),
			[]string{"[2 4 6] [0]", "[2 4 6] [0 2 0]", "[0 4 6] [0]", "[0 4 6] [0 2 0]", "[0 2 4] [0]", "[0 2 4] [0 2 0]", "[] [0 2 0 2]"}},
		{"Energymite: two cards chosen are dealt out only",
			miteBoard([]*Card{fdFire, fdBasic, fdGrass, fdItem, fdFire, fdStage1, fdWater}), burst([]int{0, 2}, []int{2}),
			[]string{"[0 2] [0 2]"}},
		{"Energymite: one card, nothing to deal out",
			miteBoard([]*Card{fdFire, fdBasic, fdItem, fdBasic, fdItem, fdStage1, fdItem}), burst(nil, []int{0}), nil},
		{"Energymite: finding nothing", miteBoard([]*Card{fdFire, fdGrass, fdWater}), burst([]int{FindNothing}, nil), nil},
		{"Snuggly Generator: one Lightning Energy for two Pokémon",
			snuggly([]*Card{hgWater, smxyLightning}), found(nil), []string{"[] [3]"}},
		{"Snuggly Generator: one chosen of three", snuggly([]*Card{hgWater, smxyLightning, smxyLightning, smxyLightning}),
			found([]int{2}), []string{"[2] [3]"}},
		{"Snuggly Generator: enough for both", snuggly([]*Card{hgWater, smxyLightning, smxyLightning}), found(nil), nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, tt.board)
				got := listedText(t, g, g.SplitChoices(tt.action), func(a Action) string {
					return fmt.Sprint(a.Finds, " ", a.Split)
				})
				if !slices.Equal(got, tt.want) {
					t.Errorf("SplitChoices = %q; want %q", got, tt.want)
				}
			})
		}
	}
}

// TestBenchDiscardChoices: for an action during which a Bench limit falls, every set of the
// Benched Pokémon that may go is listed, each legal; for the acting player's own Bench too;
// nothing for an action during which no limit falls, for benching the power's Pokémon from
// the hand (LegalActions lists those), or for an action that already says.
func TestBenchDiscardChoices(t *testing.T) {
	caller := &Card{ID: "test-ld-caller", Name: "Caller", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Call", After: []Op{{Kind: OpSearch, N: 1, Filter: Filter{Category: PokemonCard, BasicOnly: true}, Dest: ToBench}}}}}
	crowd := &Card{ID: "test-ld-crowd", Name: "Crowd", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Gather", After: []Op{{Kind: OpBenchFromDeck, Who: WhoDefending, N: -1}}}}}
	plain := func(id string) *Card {
		return &Card{ID: id, Name: id, Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Water}}
	}
	tests := []struct {
		name      string
		attacker  *Card
		powerDeck int   // whose deck holds the power's Pokémon on top (-1: none)
		fullBench int   // whose Bench holds 5
		already   []int // BenchDiscard the action carries already
		want      []string
	}{
		{"the opponent's choice", caller, 0, 1, nil, []string{"[1] []", "[2] []", "[3] []", "[4] []", "[5] []"}},
		{"the acting player's own choice", crowd, 1, 0, nil, []string{"[] [1]", "[] [2]", "[] [3]", "[] [4]", "[] [5]"}},
		{"no limit falls", caller, -1, 1, nil, nil},
		{"the action already says", caller, 0, 1, []int{2}, nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(tt.attacker), mon(handMon))
				if tt.powerDeck >= 0 {
					b.Players[tt.powerDeck].Deck = append([]*Card{blobFor(era)}, filler(5)...)
				} else {
					b.Players[0].Deck = append([]*Card{plain("test-ld-plain")}, filler(5)...)
				}
				b.Players[tt.fullBench].Bench = benchOf(5)
				for i := range b.Players[tt.fullBench].Bench {
					b.Players[tt.fullBench].Bench[i].Card = plain("test-ld-b" + string(rune('1'+i)))
				}
				if tt.powerDeck < 0 {
					// A power that lowers a limit somewhere in the game, so the trial runs.
					b.Players[1].Hand = []*Card{blobFor(era)}
				}
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.BenchDiscard = tt.already
				var got []string
				for _, l := range g.BenchDiscardChoices(a) {
					if err := g.Legal(l); err != nil {
						t.Errorf("listed %v: Legal = %v", l, err)
					}
					got = append(got, fmt.Sprintf("%v %v", orEmpty(l.BenchDiscard), orEmpty(l.OwnBenchDiscard)))
				}
				if !slices.Equal(got, tt.want) {
					t.Errorf("BenchDiscardChoices(%q) = %q; want %q", tt.name, got, tt.want)
				}
			})
		}
	}
}

// orEmpty prints a nil list as [] too.
func orEmpty(x []int) []int {
	if x == nil {
		return []int{}
	}
	return x
}
