package scenarios

import (
	"bytes"
	"context"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/engine"
)

// spareCoins are enough coins for any one action after a run's own.
func spareCoins(sc *Scenario, era string) []string {
	coins := slices.Clone(sc.Coins[era])
	for range 20 {
		coins = append(coins, "heads")
	}
	return coins
}

// playTo runs the scenario's first k actions under an era and returns the runner, whose game
// stands at the position after them.
func playTo(t *testing.T, sc *Scenario, era string, k int, cards CardSource) *runner {
	t.Helper()
	cut := *sc
	cut.Actions = sc.Actions[:k]
	cut.Expect = nil
	rules, ok := engine.RulesetFor(era)
	if !ok {
		t.Fatalf("no ruleset for %s", era)
	}
	var flips []engine.Coin
	for _, c := range spareCoins(sc, era) {
		f, _ := engine.ParseCoin(c)
		flips = append(flips, f)
	}
	r := &runner{sc: &cut, era: era, rules: rules, cards: cards, lim: DefaultLimits(), ctx: context.Background(), start: time.Now(),
		src: engine.NewScripted(flips...), overridden: true, res: &Result{Passed: true}}
	if err := r.run(); err != nil {
		t.Fatalf("run %s (%s) to action %d: %v", sc.ID, era, k, err)
	}
	return r
}

// sameAction compares what an engine action does: the fields its kind uses, and the hand
// card by identity (two copies of a card are the same action).
func sameAction(g *engine.Game, a, b engine.Action) bool {
	if a.Kind != b.Kind || a.Player != b.Player || !slices.Equal(a.Picks, b.Picks) || !slices.Equal(a.Finds, b.Finds) ||
		!slices.Equal(a.Spots, b.Spots) || !slices.Equal(a.Moves, b.Moves) || !slices.Equal(a.Split, b.Split) ||
		!slices.Equal(a.Takes, b.Takes) {
		return false
	}
	card := func(x engine.Action) *engine.Card {
		h := g.Hand(x.Player)
		if x.Hand < 0 || x.Hand >= len(h) {
			return nil
		}
		return h[x.Hand]
	}
	// Cards chosen from a hand: the same cards, as far as the game can tell (the same ids).
	ids := func(p int, picks []int) []string {
		h := g.Hand(p)
		var out []string
		for _, i := range picks {
			if i < 0 || i >= len(h) {
				out = append(out, "?")
				continue
			}
			out = append(out, h[i].ID)
		}
		return out
	}
	if !slices.Equal(ids(a.Player, a.HandPicks), ids(b.Player, b.HandPicks)) ||
		!slices.Equal(ids(1-a.Player, a.OppHandPicks), ids(1-b.Player, b.OppHandPicks)) {
		return false
	}
	switch a.Kind {
	case engine.ActAttack:
		return a.Index == b.Index && a.Own == b.Own && a.Target == b.Target && a.Opt == b.Opt && (a.Pick == b.Pick || a.Pick <= 0 && b.Pick <= 0) &&
			slices.Equal(a.ExpShare, b.ExpShare)
	case engine.ActUsePower:
		return a.Slot == b.Slot && a.Index == b.Index && a.Own == b.Own && a.Target == b.Target && a.Opt == b.Opt
	case engine.ActAttachEnergy, engine.ActEvolve:
		return card(a) == card(b) && card(a) != nil && a.Slot == b.Slot
	case engine.ActPlayBasic:
		return card(a) == card(b) && card(a) != nil
	case engine.ActPlayLegend:
		// Both halves, whichever the action names first.
		h := g.Hand(a.Player)
		half := func(i int) *engine.Card {
			if i < 0 || i >= len(h) {
				return nil
			}
			return h[i]
		}
		pa, pb := [2]*engine.Card{half(a.Hand), half(a.Hand2)}, [2]*engine.Card{half(b.Hand), half(b.Hand2)}
		return pa[0] != nil && pa[1] != nil && (pa == pb || pa == [2]*engine.Card{pb[1], pb[0]})
	case engine.ActDiscardFromPlay:
		return a.Slot == b.Slot
	case engine.ActPlayTrainer:
		c := card(a)
		if c == nil || c != card(b) || a.Own != b.Own || a.Target != b.Target || a.Opt != b.Opt || a.Index != b.Index {
			return false
		}
		// The card Rare Candy puts on: the same card, as far as the game can tell.
		if !slices.Equal(g.ChosenCards(a), g.ChosenCards(b)) {
			return false
		}
		return (c.Trainer != engine.Tool && c.Trainer != engine.TechnicalMachine) || a.Slot == b.Slot
	case engine.ActRetreat, engine.ActPromote:
		return a.Slot == b.Slot
	case engine.ActTakePrize:
		return a.Index == b.Index
	}
	return true
}

// TestFileActionRoundTrip: at every position of every shipped example (and of the fixture
// with powers, BREAK and Technical Machines) under every era, each action the engine allows
// is written as a scenario action, read back by the scenario parser, resolved by the runner,
// and must be the same engine action.
func TestFileActionRoundTrip(t *testing.T) {
	set, shipped := loadAll(t)
	kinds := map[engine.ActionKind]int{}
	for _, sc := range set.All() {
		roundTrips(t, sc, shipped, kinds)
	}
	fixtures, err := content.LoadCards(os.DirFS("testdata/special"))
	if err != nil {
		t.Fatalf("LoadCards(testdata/special): %v", err)
	}
	cards := cardChain{fixtures, shipped}
	roundTrips(t, parseFile(t, "testdata/good/special-kinds.yaml", cards), cards, kinds)
	roundTrips(t, parseFile(t, "testdata/good/hand-choices.yaml", cards), cards, kinds)
	// The positions must reach every kind of action the format has, or this test proves
	// less than it says.
	for _, kind := range []engine.ActionKind{engine.ActAttack, engine.ActAttachEnergy, engine.ActEvolve, engine.ActPlayBasic,
		engine.ActPlayTrainer, engine.ActRetreat, engine.ActUsePower, engine.ActEndTurn, engine.ActPromote, engine.ActPlayLegend,
		engine.ActDiscardFromPlay, engine.ActExtraDraw, handChoice, powerOption, findChoice, findNothing, expShareChoice} {
		if kinds[kind] == 0 {
			t.Errorf("no position tested allows %s", kind)
		}
	}
}

// More things a round trip must reach, counted with the action kinds: cards chosen from a
// hand, a power's optional part, and the cards a search finds.
const (
	handChoice  engine.ActionKind = 100
	powerOption engine.ActionKind = 101
	// The cards a search finds: some named, and none.
	findChoice  engine.ActionKind = 102
	findNothing engine.ActionKind = 103
	// An attack carrying the opponent's Exp. Share choice, as a file writes it.
	expShareChoice engine.ActionKind = 104
)

// sameNameTwice says the action uses the second of two attacks or powers with one name, which
// a file cannot tell apart from the first.
func sameNameTwice(r *runner, ea engine.Action) bool {
	switch ea.Kind {
	case engine.ActAttack:
		v, ok := r.g.Active(ea.Player)
		return ok && ea.Index >= 0 && ea.Index < len(v.Attacks) &&
			slices.IndexFunc(v.Attacks, func(x *engine.Attack) bool { return x.Name == v.Attacks[ea.Index].Name }) != ea.Index
	case engine.ActUsePower:
		v, ok := r.pokemonAt(ea.Player, ea.Slot)
		return ok && ea.Index >= 0 && ea.Index < len(v.Powers) &&
			slices.IndexFunc(v.Powers, func(x *engine.Power) bool { return x.Name == v.Powers[ea.Index].Name }) != ea.Index
	}
	return false
}

func roundTrips(t *testing.T, sc *Scenario, cards CardSource, kinds map[engine.ActionKind]int) {
	t.Helper()
	for _, era := range sc.Eras {
		for k := 0; k <= len(sc.Actions); k++ {
			r := playTo(t, sc, era, k, cards)
			if r.stopped {
				continue
			}
			las := r.withFinds(r.g.LegalActions(nil))
			if k < len(sc.Actions) {
				// next lists a bounded set of the opponent's Exp. Share choices; the file's own
				// attack carrying one is tried too where written.
				if _, ea, _, err := r.resolve(&sc.Actions[k]); err == nil && len(ea.ExpShare) > 0 && r.g.Legal(ea) == nil {
					las = append(las, ea)
					kinds[expShareChoice]++
				}
			}
			for _, ea := range las {
				fa, ok := r.fileAction(ea)
				if !ok {
					// Only the second of two attacks or powers of one name has no file form.
					if !sameNameTwice(r, ea) {
						t.Errorf("%s (%s) after %d actions: %v cannot be written as a scenario action", sc.ID, era, k, ea)
					}
					continue
				}
				kinds[ea.Kind]++
				if len(ea.HandPicks)+len(ea.OppHandPicks) > 0 {
					kinds[handChoice]++
				}
				if ea.Opt && ea.Kind == engine.ActUsePower {
					kinds[powerOption]++
				}
				switch {
				case slices.Equal(ea.Finds, []int{engine.FindNothing}):
					kinds[findNothing]++
				case len(ea.Finds) > 0:
					kinds[findChoice]++
				}
				var seq yaml.Node
				if err := yaml.Unmarshal([]byte("["+fa.String()+"]"), &seq); err != nil {
					t.Fatalf("%s: %q is not YAML: %v", sc.ID, fa.String(), err)
				}
				p := &parser{file: "next", sc: &Scenario{Eras: []string{era}}}
				p.actions(seq.Content[0], cards)
				if len(p.probs) > 0 || len(p.sc.Actions) != 1 {
					t.Errorf("%s (%s) after %d actions: the parser refuses %s: %v", sc.ID, era, k, fa, p.probs)
					continue
				}
				_, back, _, err := r.resolve(&p.sc.Actions[0])
				if err != nil {
					t.Errorf("%s (%s) after %d actions: %s does not resolve: %v", sc.ID, era, k, fa, err)
					continue
				}
				if !sameAction(r.g, ea, back) {
					t.Errorf("%s (%s) after %d actions: %v → %s → %v; want the same action", sc.ID, era, k, ea, fa, back)
				}
				if err := r.g.Legal(back); err != nil {
					t.Errorf("%s (%s) after %d actions: %s is listed but refused: %v", sc.ID, era, k, fa, err)
				}
			}
		}
	}
}

// TestNextContinuesTheGame: appending any action of a run's next to the scenario and running
// it again plays that action (not refused, one more step) without error.
func TestNextContinuesTheGame(t *testing.T) {
	set, cards := loadAll(t)
	examples := []string{"boost-before-weakness", "retreat-double-colorless", "evolve-limits", "last-prize-empty-bench",
		"technical-machine-attack", "both-actives-knocked-out", "sudden-death", "first-turn-trainer", "unidentified-fossil-in-play"}
	for _, id := range examples {
		sc := mustGet(t, set, id)
		for _, era := range sc.Eras {
			t.Run(id+"/"+era, func(t *testing.T) {
				res, err := RunWith(context.Background(), sc, era, cards, RunOptions{})
				if err != nil {
					t.Fatal(err)
				}
				if res.Final.Result == "none" && len(res.Next) == 0 {
					t.Fatalf("the game goes on but next is empty")
				}
				for _, fa := range res.Next {
					src, err := AppendAction([]byte(sc.Source), fa)
					if err != nil {
						t.Fatalf("AppendAction(%s): %v", fa, err)
					}
					more, err := Parse("more.yaml", src)
					if err != nil {
						t.Fatalf("Parse after appending %s: %v\n%s", fa, err, src)
					}
					got, err := RunWith(context.Background(), more, era, cards, RunOptions{Coins: spareCoins(sc, era)})
					if err != nil {
						t.Fatalf("RunWith after appending %s: %v", fa, err)
					}
					if len(got.Steps) != len(res.Steps)+1 {
						t.Fatalf("after appending %s: %d steps; want %d", fa, len(got.Steps), len(res.Steps)+1)
					}
					last := got.Steps[len(got.Steps)-1]
					if last.Refused != nil {
						t.Errorf("%s is in next but refused: %s (%s)", fa, last.Refused.Reason, last.Refused.Anchor)
					}
					if strings.Contains(last.Action, "refused") || len(last.Events) == 0 {
						t.Errorf("%s played nothing: %q, %d events", fa, last.Action, len(last.Events))
					}
				}
			})
		}
	}
}

func TestNextWhenTheGameIsOver(t *testing.T) {
	set, cards := loadAll(t)
	res, err := RunWith(context.Background(), mustGet(t, set, "last-prize-wins"), "sm", cards, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Final.Result == "none" || res.Next == nil || len(res.Next) != 0 {
		t.Errorf("last-prize-wins: result %q, next %v; want a winner and an empty next", res.Final.Result, res.Next)
	}
}

func TestFileActionString(t *testing.T) {
	tests := []struct {
		name string
		fa   FileAction
		want string
	}{
		{"attack with a target", FileAction{Attack: "Magma Punch", Target: "bench1"}, "{attack: Magma Punch, target: bench1}"},
		{"an attack name YAML would misread", FileAction{Attack: "true"}, `{attack: "true"}`},
		{"an attack name with a colon", FileAction{Attack: "GX: Burst"}, `{attack: 'GX: Burst'}`},
		{"attach to the Bench", FileAction{Attach: "Fire", To: "bench2"}, "{attach: Fire, to: bench2}"},
		{"end the turn", FileAction{EndTurn: true}, "{end-turn: true}"},
		{"take a Prize card", FileAction{TakePrize: 3}, "{take-prize: 3}"},
		{"play with choices", FileAction{Play: "xy1-119", Own: "active", Target: "bench1"}, "{play: xy1-119, target: bench1, own: active}"},
		{"attack taking its option", FileAction{Attack: "Bounce", Own: "bench1", Option: true}, "{attack: Bounce, own: bench1, option: true}"},
		{"both halves of a LEGEND, using its power", FileAction{Legend: "hgss1-114", Option: true}, "{legend: hgss1-114, option: true}"},
		{"discard a Pokémon from play", FileAction{DiscardFromPlay: "bench2"}, "{discard-from-play: bench2}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.fa.String(); got != tt.want {
				t.Errorf("FileAction.String() = %q; want %q", got, tt.want)
			}
		})
	}
}

// A board with nothing played yet runs to its starting board, and next says what can be
// done on it: the board builder starts there.
func TestNextFromABoardAlone(t *testing.T) {
	src := []byte(`id: my-board
title: a board
summary: a board set up by hand
eras: [sm]
teaches: [turn-structure]
board:
  turn: 3
  current: alice
  alice:
    active: {card: hgss2-52, energy: [Fire, Fire]}
    bench: [{card: hgss4-65}]
    hand: 2
  bob:
    active: {card: hgss2-66}
actions: []
`)
	sc, err := Parse("board.yaml", src)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	_, cards := loadAll(t)
	res, err := RunWith(context.Background(), sc, "sm", cards, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Steps) != 1 || !res.Passed {
		t.Errorf("%d steps, passed %v; want the starting board alone, passing", len(res.Steps), res.Passed)
	}
	var got []string
	for _, fa := range res.Next {
		got = append(got, fa.String())
	}
	for _, want := range []string{"{attack: Magma Punch}", "{attach: Grass}", "{attach: Grass, to: bench1}", "{retreat: bench1}", "{end-turn: true}"} {
		if !slices.Contains(got, want) {
			t.Errorf("next = %q; want it to hold %s", got, want)
		}
	}
}

// Every action a run lists as blocked is refused, with the same rule, when it is appended
// to the scenario and run; none of them is also in next. Over the shipped examples the
// list must not be empty, or this proves nothing.
func TestBlockedIsRefusedWithItsRule(t *testing.T) {
	set, cards := loadAll(t)
	seen := 0
	for _, sc := range set.All() {
		for _, era := range sc.Eras {
			res, err := RunWith(context.Background(), sc, era, cards, RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			for _, b := range res.Blocked {
				seen++
				if slices.Contains(res.Next, b.Action) {
					t.Errorf("%s (%s): %s is both blocked and in next", sc.ID, era, b.Action)
				}
				src, err := AppendAction([]byte(sc.Source), b.Action)
				if err != nil {
					t.Fatal(err)
				}
				more, err := Parse("more.yaml", src)
				if err != nil {
					t.Fatalf("%s (%s): appending %s: %v", sc.ID, era, b.Action, err)
				}
				got, err := RunWith(context.Background(), more, era, cards, RunOptions{Coins: spareCoins(sc, era)})
				if err != nil {
					t.Fatalf("%s (%s): running with %s: %v", sc.ID, era, b.Action, err)
				}
				last := got.Steps[len(got.Steps)-1]
				if last.Refused == nil || last.Refused.Anchor != b.Anchor {
					t.Errorf("%s (%s): %s is blocked by %s, but running it gives refusal %+v", sc.ID, era, b.Action, b.Anchor, last.Refused)
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no shipped example ends with a blocked action")
	}
	t.Logf("%d blocked actions checked", seen)
}

func TestBlockedSaysWhy(t *testing.T) {
	set, cards := loadAll(t)
	res, err := RunWith(context.Background(), mustGet(t, set, "retreat-asleep-refused"), "sm", cards, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, b := range res.Blocked {
		got = append(got, b.Action.String()+" "+b.Anchor)
	}
	if !slices.Contains(got, "{retreat: bench1} sm/retreat#7") {
		t.Errorf("blocked = %q; want the retreat of the Asleep Magmar refused by sm/retreat#7", got)
	}
}

// What was already done before the board carries over: a GX attack used this game blocks
// the next one under sm.
func TestBoardDoneFlags(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, side, done string
		want             string // a blocked action and its rule, or "" for none
		wantNot          string
	}{
		{name: "GX attack used", side: "gx_used: true", want: "{attack: Ice Beam-GX} sm/pokemon-gx#"},
		{name: "GX attack not used", side: "gx_used: false", wantNot: "{attack: Ice Beam-GX}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := `id: gx
title: GX
summary: GX once a game
eras: [sm]
teaches: [gx]
board:
  turn: 5
  current: alice
  alice:
    active: {card: sm1-35, energy: [Water, Water, Water]}
    ` + tt.side + `
  bob:
    active: {card: sm1-24}
actions: []
`
			sc, err := Parse("gx.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			res, err := RunWith(context.Background(), sc, "sm", cards, RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			var blocked, next []string
			for _, b := range res.Blocked {
				blocked = append(blocked, b.Action.String()+" "+b.Anchor)
			}
			for _, fa := range res.Next {
				next = append(next, fa.String())
			}
			if tt.want != "" && !slices.ContainsFunc(blocked, func(b string) bool { return strings.HasPrefix(b, tt.want) }) {
				t.Errorf("blocked = %q; want %s…", blocked, tt.want)
			}
			if tt.wantNot != "" && !slices.Contains(next, tt.wantNot) {
				t.Errorf("next = %q; want it to hold %s", next, tt.wantNot)
			}
		})
	}
}

// An attack with a "you may" part is listed declined and taken; taken, its choice is made
// and the option carried out, through the file format and back.
func TestNextOptionalAttack(t *testing.T) {
	src := []byte(`id: my-board
title: a board
summary: a board set up by hand
eras: [hgss]
teaches: [turn-structure]
board:
  turn: 3
  current: alice
  alice:
    active: {card: hgss1-67, energy: [Grass]}
    bench: [{card: hgss4-65}]
    hand: 2
  bob:
    active: {card: hgss2-66}
actions: []
`)
	_, cards := loadAll(t)
	sc, err := Parse("board.yaml", src)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	res, err := RunWith(context.Background(), sc, "hgss", cards, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, fa := range res.Next {
		got = append(got, fa.String())
	}
	for _, want := range []string{"{attack: Bounce}", "{attack: Bounce, own: bench1, option: true}"} {
		if !slices.Contains(got, want) {
			t.Errorf("next = %q; want it to hold %s", got, want)
		}
	}
	if slices.Contains(got, "{attack: Bounce, own: bench1}") {
		t.Errorf("next = %q; declined, the attack chooses nothing", got)
	}
	more, err := AppendAction(src, FileAction{Attack: "Bounce", Own: "bench1", Option: true})
	if err != nil {
		t.Fatal(err)
	}
	sc, err = Parse("board.yaml", more)
	if err != nil {
		t.Fatalf("Parse after the option: %v", err)
	}
	res, err = RunWith(context.Background(), sc, "hgss", cards, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	final := res.Final.Players[0]
	if final.Active == nil || final.Active.ID != "hgss4-65" {
		t.Errorf("Active after Bounce taken = %+v; want Kricketot (hgss4-65) switched in", final.Active)
	}
}

// The use-stadium verb: next offers it while a Stadium with an effect is in play, and the
// appended action runs.
func TestNextUseStadium(t *testing.T) {
	src := []byte(`id: my-board
title: a board
summary: a board set up by hand
eras: [sm]
teaches: [turn-structure]
board:
  turn: 3
  current: alice
  stadium: sm5-130
  alice:
    active: {card: hgss2-52}
    hand: 1
    discard: [sm1-171, sm1-171]
  bob:
    active: {card: hgss2-66}
actions: []
`)
	_, cards := loadAll(t)
	sc, err := Parse("board.yaml", src)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	res, err := RunWith(context.Background(), sc, "sm", cards, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, fa := range res.Next {
		got = append(got, fa.String())
	}
	if !slices.Contains(got, "{use-stadium: true}") {
		t.Fatalf("next = %q; want it to hold {use-stadium: true}", got)
	}
	more, err := AppendAction(src, FileAction{UseStadium: true})
	if err != nil {
		t.Fatal(err)
	}
	sc, err = Parse("board.yaml", more)
	if err != nil {
		t.Fatalf("Parse after use-stadium: %v", err)
	}
	res, err = RunWith(context.Background(), sc, "sm", cards, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got = got[:0]
	for _, fa := range res.Next {
		got = append(got, fa.String())
	}
	if !res.Passed || slices.Contains(got, "{use-stadium: true}") {
		t.Errorf("after use-stadium: passed %v, next %q; want it passed and used up for the turn", res.Passed, got)
	}
}

// An attack that names one of the Defending Pokémon's attacks (Torment) is listed once for
// each of them, with pick; the named attack is then refused, and a file must say which.
func TestNextPickedAttack(t *testing.T) {
	src := []byte(`id: my-board
title: a board
summary: a board set up by hand
eras: [xy]
teaches: [turn-structure]
board:
  turn: 3
  current: alice
  alice:
    active: {card: xy1-11, energy: [Grass]}
  bob:
    active: {card: xy1-11, energy: [Grass, Grass, Grass]}
actions: []
`)
	_, cards := loadAll(t)
	run := func(src []byte) *Result {
		t.Helper()
		sc, err := Parse("board.yaml", src)
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		res, err := RunWith(context.Background(), sc, "xy", cards, RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	var got []string
	for _, fa := range run(src).Next {
		got = append(got, fa.String())
	}
	for _, want := range []string{"{attack: Torment, pick: Torment}", "{attack: Torment, pick: Solar Beam}"} {
		if !slices.Contains(got, want) {
			t.Errorf("next = %q; want it to hold %s", got, want)
		}
	}
	more, err := AppendAction(src, FileAction{Attack: "Torment", Pick: "Solar Beam"})
	if err != nil {
		t.Fatal(err)
	}
	got = got[:0]
	for _, fa := range run(more).Next {
		got = append(got, fa.String())
	}
	if slices.Contains(got, "{attack: Solar Beam}") || !slices.Contains(got, "{attack: Torment, pick: Solar Beam}") {
		t.Errorf("Bob's next = %q; want Torment but not Solar Beam", got)
	}
	sc, err := Parse("board.yaml", bytes.Replace(src, []byte("actions: []"), []byte("actions:\n  - attack: Torment"), 1))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if _, err := RunWith(context.Background(), sc, "xy", cards, RunOptions{}); err == nil || !strings.Contains(err.Error(), "pick one of Torment, Solar Beam") {
		t.Errorf("Torment without pick: %v; want a problem asking which attack", err)
	}
}

// A card that would do nothing is blocked with the ruling that says so, and never in next:
// Potion with no damage anywhere, Ultra Ball with an empty deck; Switch, which can do
// something, is in next.
func TestBlockedNoEffect(t *testing.T) {
	_, cards := loadAll(t)
	src := `id: no-effect
title: no effect
summary: cards that would do nothing
eras: [sm]
teaches: [trainer-cards]
board:
  turn: 5
  current: alice
  alice:
    active: {card: sm1-9}
    bench: [{card: sm1-9}]
    hand: [sm1-127, sm1-135, sm1-164, sm1-164, sm1-132]
    deck: 0
  bob:
    active: {card: sm1-24}
actions: []
`
	sc, err := Parse("no-effect.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	res, err := RunWith(context.Background(), sc, "sm", cards, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var blocked, next []string
	for _, b := range res.Blocked {
		blocked = append(blocked, b.Action.String()+" "+b.Anchor)
	}
	for _, fa := range res.Next {
		next = append(next, fa.String())
	}
	for _, want := range []string{"{play: sm1-127} ruling:cannot-play-card-without-effect", "{play: sm1-135} ruling:ultra-ball-empty-deck"} {
		if !slices.Contains(blocked, want) {
			t.Errorf("blocked = %q; want %s", blocked, want)
		}
	}
	for _, fa := range next {
		if strings.Contains(fa, "sm1-127") || strings.Contains(fa, "sm1-135") {
			t.Errorf("next lists %s, which would do nothing", fa)
		}
	}
	if !slices.Contains(next, "{play: sm1-132, own: bench1}") {
		t.Errorf("next = %q; want Switch to the Benched Rowlet", next)
	}
}
