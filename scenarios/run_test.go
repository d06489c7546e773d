package scenarios

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/engine"
	"go.yaml.in/yaml/v3"
)

func mustGet(t testing.TB, set *Set, id string) *Scenario {
	t.Helper()
	sc, ok := set.Get(id)
	if !ok {
		t.Fatalf("no scenario %q", id)
	}
	return sc
}

func parseFile(t testing.TB, path string, cards CardSource) *Scenario {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := ParseWith(path, data, cards, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

func TestRunErrors(t *testing.T) {
	set, cards := loadAll(t)
	boost := mustGet(t, set, "boost-before-weakness")
	dual := mustGet(t, set, "dual-type-attacker")
	expired, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	tests := []struct {
		name    string
		ctx     context.Context
		sc      *Scenario
		era     string
		opt     RunOptions
		wantErr error
	}{
		{"era rulesd does not know", context.Background(), boost, "dp", RunOptions{}, ErrUnknownEra},
		{"era the scenario does not run under", context.Background(), dual, "hgss", RunOptions{}, ErrUnknownEra},
		{"more actions than steps allowed", context.Background(), boost, "hgss", RunOptions{Limits: Limits{MaxSteps: 2}}, ErrTooManySteps},
		{"time limit", context.Background(), boost, "hgss", RunOptions{Limits: Limits{MaxDuration: time.Nanosecond}}, ErrTimeout},
		{"deadline already passed", expired, boost, "hgss", RunOptions{}, ErrTimeout},
		{"coin override that is not a coin", context.Background(), boost, "hgss", RunOptions{Coins: []string{"edge"}}, ErrInvalid},
		{"within the limits", context.Background(), boost, "hgss", RunOptions{Limits: Limits{MaxSteps: 3}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := RunWith(tt.ctx, tt.sc, tt.era, cards, tt.opt)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("RunWith(%s, %s) error = %v; want %v", tt.sc.ID, tt.era, err, tt.wantErr)
			}
			if err == nil && res == nil {
				t.Fatalf("RunWith(%s, %s) = nil, nil", tt.sc.ID, tt.era)
			}
		})
	}
}

// A scenario whose action names an attack the Pokémon does not have is invalid, and the error
// points at the action.
func TestRunInvalidAction(t *testing.T) {
	_, cards := loadAll(t)
	sc := parseFile(t, "testdata/good/small-weakness.yaml", cards)
	_, err := Run(context.Background(), sc, "xy", cards, Limits{})
	var ps Problems
	if !errors.Is(err, ErrInvalid) || !errors.As(err, &ps) {
		t.Fatalf("Run error = %v; want ErrInvalid Problems", err)
	}
	// The second action is Bob's Vine Whip, but Bob's Active Pokémon is Froakie.
	if ps[0].Line != 16 || ps[0].Col != 5 {
		t.Errorf("Run problem at %d:%d (%s); want 16:5", ps[0].Line, ps[0].Col, ps[0].Msg)
	}
}

// A broken expectation makes a Result that did not pass, naming the step and the path.
func TestRunFailedExpectation(t *testing.T) {
	_, cards := loadAll(t)
	sc := parseFile(t, "testdata/good/small-burn.yaml", cards)
	tests := []struct {
		name       string
		era        string
		coins      []string
		wantPassed bool
		wantFailed []string // step/path of each failed check
	}{
		{"scripted tails: 2 counters in both eras", "hgss", nil, true, nil},
		{"sm, scripted tails", "sm", nil, true, nil},
		{"hgss, heads: no counters", "hgss", []string{"heads"}, false, []string{"end/bob.active.damage"}},
		{"sm, heads: counters, then cured", "sm", []string{"heads"}, false, []string{"end/bob.active.conditions"}},
		{"too few coins", "hgss", []string{}, false, []string{"1/coins"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := RunWith(context.Background(), sc, tt.era, cards, RunOptions{Coins: tt.coins})
			if err != nil {
				t.Fatal(err)
			}
			if res.Passed != tt.wantPassed {
				t.Errorf("Passed = %v; want %v\n%s", res.Passed, tt.wantPassed, describe(res))
			}
			var failed []string
			for _, c := range res.Expectations {
				if !c.OK {
					failed = append(failed, c.Step+"/"+c.Path)
				}
			}
			if !reflect.DeepEqual(failed, tt.wantFailed) {
				t.Errorf("failed checks = %v; want %v", failed, tt.wantFailed)
			}
		})
	}
}

// A page flips one scripted coin and runs again: the result must follow the new coins.
func TestCoinOverrides(t *testing.T) {
	set, cards := loadAll(t)
	tests := []struct {
		name  string
		id    string
		era   string
		coins []string
		path  string
		want  string
	}{
		{"scripted: Confusion tails under sm hurts Aipom", "confusion-coin-order", "sm", nil, "alice.active.damage", "30"},
		{"hgss: the attack's coin heads, Confusion tails", "confusion-coin-order", "hgss", []string{"heads", "tails"}, "alice.active.damage", "30"},
		{"sm: Confusion heads, the attack's coin tails", "confusion-coin-order", "sm", []string{"heads", "tails"}, "alice.active.damage", "0"},
		{"sm: both heads, Tail Smash hits", "confusion-coin-order", "sm", []string{"heads", "heads"}, "bob.active.damage", "30"},
		{"Double Chop with one heads", "zero-damage-not-lifted", "xy", []string{"heads", "tails"}, "bob.active.damage", "60"},
		{"Burn tails under hgss", "burned-three-eras", "hgss", []string{"tails"}, "bob.active.damage", "20"},
		{"Burn tails under sm stays Burned", "burned-three-eras", "sm", []string{"tails"}, "bob.active.conditions", "burned"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc := mustGet(t, set, tt.id)
			res, err := RunWith(context.Background(), sc, tt.era, cards, RunOptions{Coins: tt.coins})
			if err != nil {
				t.Fatal(err)
			}
			st := &Step{Board: res.Final}
			info, msg := parsePath(tt.path)
			if msg != "" {
				t.Fatal(msg)
			}
			if got := lookupPath(info, st); got != tt.want {
				t.Errorf("%s under %s with coins %v: %s = %q; want %q\n%s", tt.id, tt.era, tt.coins, tt.path, got, tt.want, describe(res))
			}
			if tt.coins != nil && !reflect.DeepEqual(res.Coins, tt.coins) {
				t.Errorf("Result.Coins = %v; want the override %v", res.Coins, tt.coins)
			}
		})
	}
	// Overrides do not change the scenario itself.
	sc := mustGet(t, set, "confusion-coin-order")
	res, err := Run(context.Background(), sc, "sm", cards, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Passed {
		t.Errorf("after overrides, the scripted run no longer passes:\n%s", describe(res))
	}
}

// The same scenario run twice gives the same result, down to every event and board.
func TestDeterminism(t *testing.T) {
	set, cards := loadAll(t)
	for _, sc := range set.All() {
		for _, era := range sc.Eras {
			a, err := Run(context.Background(), sc, era, cards, Limits{})
			if err != nil {
				t.Fatalf("%s/%s: %v", sc.ID, era, err)
			}
			b, err := Run(context.Background(), sc, era, cards, Limits{})
			if err != nil {
				t.Fatalf("%s/%s: %v", sc.ID, era, err)
			}
			ja, _ := json.Marshal(a)
			jb, _ := json.Marshal(b)
			if string(ja) != string(jb) {
				t.Errorf("%s under %s: two runs differ", sc.ID, era)
			}
		}
	}
}

// The run is what the JSON API returns: check the shape pages and bots rely on.
func TestResultJSON(t *testing.T) {
	set, cards := loadAll(t)
	res, err := Run(context.Background(), mustGet(t, set, "boost-before-weakness"), "sm", cards, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	var back struct {
		Scenario string `json:"scenario"`
		Era      string `json:"era"`
		Passed   bool   `json:"passed"`
		Steps    []struct {
			N      int    `json:"n"`
			Name   string `json:"name"`
			Action string `json:"action"`
			Events []struct {
				Kind   string `json:"kind"`
				Anchor string `json:"anchor"`
				Damage *struct {
					Stages []struct {
						Name  string `json:"name"`
						Value int    `json:"value"`
					} `json:"stages"`
				} `json:"damage"`
			} `json:"events"`
			Board struct {
				Players [2]struct {
					Active *struct {
						Name   string `json:"name"`
						Damage int    `json:"damage"`
					} `json:"active"`
				} `json:"players"`
			} `json:"board"`
		} `json:"steps"`
	}
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.Scenario != "boost-before-weakness" || back.Era != "sm" || !back.Passed {
		t.Errorf("JSON head = %q %q %v", back.Scenario, back.Era, back.Passed)
	}
	if len(back.Steps) != 3 || back.Steps[0].N != 0 || back.Steps[0].Name != "start" || back.Steps[2].Name != "attack" {
		t.Fatalf("JSON steps = %+v; want start, plus-power, attack", back.Steps)
	}
	var stages []string
	for _, e := range back.Steps[2].Events {
		if e.Damage != nil {
			for _, s := range e.Damage.Stages {
				stages = append(stages, s.Name+"="+strconv.Itoa(s.Value))
			}
		}
	}
	want := "base=20 attacker=30 weakness=60 resistance=60 defender=60 counters=60"
	if got := strings.Join(stages, " "); got != want {
		t.Errorf("damage stages = %s; want %s", got, want)
	}
	if a := back.Steps[2].Board.Players[1].Active; a == nil || a.Name != "Tropius" || a.Damage != 60 {
		t.Errorf("board after the attack: Bob's Active = %+v; want Tropius with 60 damage", a)
	}
}

// cardChain looks cards up in each source in turn, so tests can add made-up cards to the
// shipped ones.
type cardChain []CardSource

func (c cardChain) Card(id string) (*engine.Card, bool) {
	for _, s := range c {
		if card, ok := s.Card(id); ok {
			return card, true
		}
	}
	return nil, false
}

func (c cardChain) BasicEnergy(t engine.Type) (*engine.Card, bool) {
	for _, s := range c {
		if card, ok := s.BasicEnergy(t); ok {
			return card, true
		}
	}
	return nil, false
}

// The runner finds attacks and powers a Pokémon keeps or is given (BREAK, Technical Machine),
// accepts a Fossil Trainer card as a Pokémon in play, and says where each came from.
// TestRunHandChoices plays cards chosen from either hand by id, and a power's optional part.
func TestRunHandChoices(t *testing.T) {
	shipped, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	fixtures, err := content.LoadCards(os.DirFS("testdata/special"))
	if err != nil {
		t.Fatalf("LoadCards(testdata/special): %v", err)
	}
	cards := cardChain{fixtures, shipped}
	sc := parseFile(t, "testdata/good/hand-choices.yaml", cards)
	res, err := Run(context.Background(), sc, "sm", cards, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Passed {
		for _, c := range res.Expectations {
			if !c.OK {
				t.Errorf("step %s: %s = %q; want %q", c.Step, c.Path, c.Got, c.Want)
			}
		}
		t.Fatalf("hand-choices did not pass:\n%s", describe(res))
	}
	tests := []struct {
		step string
		want string
	}{
		{"trade", "Alice plays Card Trade, choosing Card Trade from the hand"},
		{"snatch", "Alice plays Hand Snatch, choosing Torkoal from Bob's hand"},
		{"call", "Alice uses Tide Caller's Tidal Call, taking its option"},
	}
	for _, tc := range tests {
		i := slices.IndexFunc(res.Steps, func(st Step) bool { return st.Name == tc.step })
		if i < 0 {
			t.Errorf("no step %s", tc.step)
			continue
		}
		if got := res.Steps[i].Action; got != tc.want {
			t.Errorf("step %s action = %q; want %q", tc.step, got, tc.want)
		}
	}

	// An id the hand does not hold (any more) is refused, naming the hand.
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"not in the hand", "{play: fx1-5, from-hand: [sm1-23]}", "no more sm1-23 in Alice's hand"},
		{"the played card is not a choice", "{play: fx1-5, from-hand: [fx1-5, fx1-5]}", "no more fx1-5 in Alice's hand"},
		{"not in the opponent's hand", "{play: fx1-6, from-their-hand: [fx1-5]}", "no more fx1-5 in Bob's hand"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bad := *sc
			var seq yaml.Node
			if err := yaml.Unmarshal([]byte("["+tc.yaml+"]"), &seq); err != nil {
				t.Fatal(err)
			}
			p := &parser{file: "t", sc: &Scenario{Eras: []string{"sm"}}}
			p.actions(seq.Content[0], cards)
			if len(p.probs) > 0 {
				t.Fatalf("parse %s: %v", tc.yaml, p.probs)
			}
			bad.Actions = p.sc.Actions
			bad.Expect = nil
			_, err := Run(context.Background(), &bad, "sm", cards, Limits{})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Run(%s) = %v; want an error saying %q", tc.yaml, err, tc.want)
			}
		})
	}
}

func TestRunSpecialKinds(t *testing.T) {
	shipped, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	fixtures, err := content.LoadCards(os.DirFS("testdata/special"))
	if err != nil {
		t.Fatalf("LoadCards(testdata/special): %v", err)
	}
	cards := cardChain{fixtures, shipped}
	sc := parseFile(t, "testdata/good/special-kinds.yaml", cards)
	res, err := Run(context.Background(), sc, "sm", cards, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Passed {
		for _, c := range res.Expectations {
			if !c.OK {
				t.Errorf("step %s: %s = %q; want %q", c.Step, c.Path, c.Got, c.Want)
			}
		}
		t.Fatalf("special-kinds did not pass:\n%s", describe(res))
	}
	tests := []struct {
		step string
		want string
	}{
		{"fossil", "Alice plays the Fossil Trainer card Claw Fossil onto the Bench"},
		{"dig", "Alice uses Anorith BREAK's Dig Up"},
		{"headbutt", "Alice's Anorith BREAK uses Headbutt (from the Technical Machine Example Technical Machine)"},
	}
	for _, tt := range tests {
		t.Run(tt.step, func(t *testing.T) {
			for _, st := range res.Steps {
				if st.Name == tt.step {
					if !strings.HasPrefix(st.Action, tt.want) {
						t.Errorf("step %s action = %q; want it to start with %q", tt.step, st.Action, tt.want)
					}
					return
				}
			}
			t.Errorf("no step %s", tt.step)
		})
	}
}

// An evolved Pokémon that keeps nothing cannot use the attacks of the card below it: naming one
// is an invalid action, and the error lists what it can use.
func TestRunAttackNotKept(t *testing.T) {
	_, cards := loadAll(t)
	sc := parseFile(t, "testdata/good/not-kept.yaml", cards)
	_, err := Run(context.Background(), sc, "hgss", cards, Limits{})
	var ps Problems
	if !errors.Is(err, ErrInvalid) || !errors.As(err, &ps) {
		t.Fatalf("Run error = %v; want ErrInvalid Problems", err)
	}
	msg := ps[0].Msg
	_, canUse, _ := strings.Cut(msg, "it can use ")
	if ps[0].Line != 14 || !strings.Contains(canUse, "Searing Flame") || strings.Contains(canUse, "Fireworks") {
		t.Errorf("Run problem = %d: %s; want line 14 naming Searing Flame", ps[0].Line, ps[0].Msg)
	}
}

// List paths (attacks, under, tms) compare names in order: the order is what Action.Index
// counts, so a swapped list is a failed check.
func TestListPaths(t *testing.T) {
	st := &Step{Board: Board{Players: [2]PlayerBoard{{Active: &PokemonBoard{
		Attacks: []string{"Blaze Up", "Live Coal", "Magma Punch"}, Under: []string{"Magmar"}}}}}}
	tests := []struct {
		path, want string
		wantOK     bool
	}{
		{"alice.active.attacks", "Blaze Up, Live Coal, Magma Punch", true},
		{"alice.active.attacks", "Live Coal, Magma Punch, Blaze Up", false},
		{"alice.active.attacks", "Blaze Up, Live Coal", false},
		{"alice.active.under", "Magmar", true},
		{"alice.active.tms", "none", true},
		{"alice.active.tms", "Example Technical Machine", false},
		{"bob.active.tms", "none", false}, // Bob has no Active Pokémon on this board
	}
	for _, tt := range tests {
		t.Run(tt.path+"="+tt.want, func(t *testing.T) {
			if msg := checkValue(tt.path, tt.want); msg != "" {
				t.Fatalf("checkValue(%q, %q) = %q", tt.path, tt.want, msg)
			}
			c := evaluate(Want{Path: tt.path, Value: tt.want}, st)
			if c.OK != tt.wantOK {
				t.Errorf("evaluate(%s = %q) OK = %v (got %q); want %v", tt.path, tt.want, c.OK, c.Got, tt.wantOK)
			}
		})
	}
}

// gx_used reads whether a player has used their GX attack this game; it is a yes/no path.
func TestGXUsedPath(t *testing.T) {
	st := &Step{Board: Board{Players: [2]PlayerBoard{{GXUsed: true}, {}}}}
	tests := []struct {
		path, want string
		wantOK     bool
		wantBad    bool // the value or path is refused before evaluating
	}{
		{"alice.gx_used", "yes", true, false},
		{"alice.gx_used", "no", false, false},
		{"bob.gx_used", "no", true, false},
		{"bob.gx_used", "true", false, true},
		{"bob.gx_used.count", "1", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.path+"="+tt.want, func(t *testing.T) {
			if msg := checkValue(tt.path, tt.want); (msg != "") != tt.wantBad {
				t.Fatalf("checkValue(%q, %q) = %q; want refused %v", tt.path, tt.want, msg, tt.wantBad)
			}
			if tt.wantBad {
				return
			}
			if c := evaluate(Want{Path: tt.path, Value: tt.want}, st); c.OK != tt.wantOK {
				t.Errorf("evaluate(%s = %q) OK = %v (got %q); want %v", tt.path, tt.want, c.OK, c.Got, tt.wantOK)
			}
		})
	}
}

func BenchmarkRun(b *testing.B) {
	set, cards := loadAll(b)
	sc := mustGet(b, set, "both-actives-knocked-out")
	for b.Loop() {
		if _, err := Run(context.Background(), sc, "hgss", cards, Limits{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoadEmbedded(b *testing.B) {
	for b.Loop() {
		if _, err := LoadEmbedded(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestEventBoards checks that every event of every shipped run carries the board right after
// it, and that the boards in between show the game as it was then.
func TestEventBoards(t *testing.T) {
	set, cards := loadAll(t)
	for _, sc := range set.All() {
		for _, era := range sc.Eras {
			res, err := Run(context.Background(), sc, era, cards, Limits{})
			if err != nil {
				t.Fatalf("Run(%s, %s): %v", sc.ID, era, err)
			}
			for _, st := range res.Steps {
				for i, e := range st.Events {
					if e.Board == nil {
						t.Fatalf("%s/%s step %d event %d (%s): no board", sc.ID, era, st.N, i+1, e.Kind)
					}
				}
			}
		}
	}

	// Between turns under sm: Poison's counter, then Burn's two, then the Knock Out.
	res, err := Run(context.Background(), mustGet(t, set, "poison-and-burn-exact-ko"), "sm", cards, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range res.Steps[1].Events {
		b := e.Board.Players[1]
		active := "none"
		if b.Active != nil {
			active = fmt.Sprintf("%s %d", b.Active.Name, b.Active.Damage)
		}
		got = append(got, fmt.Sprintf("%s: %s, prizes %d/%d", e.Kind, active, e.Board.Players[0].Prizes, b.Prizes))
	}
	want := []string{
		"turn-end: Kricketot 20, prizes 6/6",
		"counters: Kricketot 30, prizes 6/6",
		"counters: Kricketot 50, prizes 6/6",
		"coin-flip: Kricketot 50, prizes 6/6",
		"note: Kricketot 50, prizes 6/6", // tails: it stays Burned
		"note: Kricketot 50, prizes 6/6", // the Knock Out check, after the whole step
		"knock-out: Kricketot 50, prizes 6/6",
		"note: Kricketot 50, prizes 6/6",
		"discard: none, prizes 6/6",
		"prize: none, prizes 5/6",
		"promote: Tropius 0, prizes 5/6",
		"turn-start: Tropius 0, prizes 5/6",
		"draw: Tropius 0, prizes 5/6",
	}
	if !slices.Equal(got, want) {
		t.Errorf("boards after each between-turns event:\n got %q\nwant %q", got, want)
	}
	// The game waits for the Prize card once the Knocked Out Pokémon is gone, and for
	// nothing while the engine carries the step out.
	var decisions []string
	for _, e := range res.Steps[1].Events {
		decisions = append(decisions, e.Board.Decision)
	}
	wantDecisions := []string{"none", "none", "none", "none", "none", "none", "none", "none", "prize", "none", "none", "none", "main"}
	if !slices.Equal(decisions, wantDecisions) {
		t.Errorf("what the game waits for after each event = %q; want %q", decisions, wantDecisions)
	}
}

// TestBoardReadsWhy checks that a board says what a player needs to see why a number
// changes: types, Weakness, Resistance, Retreat Cost and lasting effects.
func TestBoardReadsWhy(t *testing.T) {
	set, cards := loadAll(t)
	tests := []struct {
		name, id, era string
		step          int
		get           func(b *Board) string
		want          string
	}{
		{"PlusPower this turn", "boost-before-weakness", "hgss", 1,
			func(b *Board) string { return strings.Join(b.Players[0].Effects, "; ") },
			"+10 damage to its attacks this turn (PlusPower)"},
		{"PlusPower gone after the turn", "boost-before-weakness", "hgss", 0,
			func(b *Board) string { return strings.Join(b.Players[0].Effects, "; ") }, ""},
		{"Minimize on the defender", "defender-last-attack-effect", "sm", 1,
			func(b *Board) string { return strings.Join(b.Players[1].Active.Effects, "; ") },
			"−20 damage done to it this turn (Minimize)"},
		{"Weakness", "defender-last-attack-effect", "sm", 0,
			func(b *Board) string { return strings.Join(b.Players[1].Active.Weakness, "; ") }, "Fighting ×2"},
		{"type and Retreat Cost", "defender-last-attack-effect", "sm", 0,
			func(b *Board) string {
				return fmt.Sprintf("%v %d", b.Players[1].Active.Types, b.Players[1].Active.RetreatCost)
			}, "[Colorless] 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Run(context.Background(), mustGet(t, set, tt.id), tt.era, cards, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := tt.get(&res.Steps[tt.step].Board); got != tt.want {
				t.Errorf("%s/%s step %d: %q; want %q", tt.id, tt.era, tt.step, got, tt.want)
			}
		})
	}
}
