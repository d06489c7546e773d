package scenarios

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/engine"
)

// CardSource gives the runner the cards a scenario names. *content.Cards is one.
type CardSource interface {
	Card(id string) (*engine.Card, bool)
	BasicEnergy(t engine.Type) (*engine.Card, bool)
}

var _ CardSource = (*content.Cards)(nil)

// Limits bound what one scenario may cost: the sandbox runs scenarios people paste.
// A zero field takes its default (DefaultLimits).
type Limits struct {
	MaxBytes    int           `json:"max_bytes"`    // size of the file; default 64 KB
	MaxSteps    int           `json:"max_steps"`    // steps of one run, automatic ones included; default 500
	MaxDuration time.Duration `json:"max_duration"` // wall time of one run; default 1 s
	// MaxAnswer bounds the answer to one request's runs (every era, every step and board),
	// in bytes; default 1 MB. A short file can ask for a long answer, since every step shows
	// the whole board: the server that writes the answer refuses one over this size.
	MaxAnswer int `json:"max_answer"`
}

// DefaultLimits returns the documented defaults: 64 KB, 500 steps, 1 second, a 1 MB answer.
func DefaultLimits() Limits {
	return Limits{MaxBytes: 64 << 10, MaxSteps: 500, MaxDuration: time.Second, MaxAnswer: 1 << 20}
}

// WithDefaults fills each zero field with its default (DefaultLimits).
func (l Limits) WithDefaults() Limits {
	d := DefaultLimits()
	if l.MaxBytes <= 0 {
		l.MaxBytes = d.MaxBytes
	}
	if l.MaxSteps <= 0 {
		l.MaxSteps = d.MaxSteps
	}
	if l.MaxDuration <= 0 {
		l.MaxDuration = d.MaxDuration
	}
	if l.MaxAnswer <= 0 {
		l.MaxAnswer = d.MaxAnswer
	}
	return l
}

// RunOptions are the limits and the "what if" variations of one run.
type RunOptions struct {
	Limits Limits
	// Coins, when not nil, replace the scenario's scripted coins for this era ("heads" or
	// "tails", consumed in order), so a page can flip one coin and run again.
	Coins []string
	// Spent, when set, is asked before each action and before the final position's actions
	// are listed: an error stops the run with it. A caller's own budget goes here.
	Spent func() error
}

// Result is one run of a scenario under one era: every step with its events and the board
// after it, the final board, and every expectation with what was found.
type Result struct {
	Scenario     string   `json:"scenario"`
	Era          string   `json:"era"`
	Coins        []string `json:"coins"`      // the coins scripted for this run
	CoinsUsed    int      `json:"coins_used"` // how many of them the run flipped
	Steps        []Step   `json:"steps"`
	Final        Board    `json:"final"`
	Expectations []Check  `json:"expectations"`
	Passed       bool     `json:"passed"`
	// Blocked are actions the rules refuse at the final position, each with the rule.
	Blocked []Blocked `json:"blocked"`
	// Next are the actions the rules allow from the final position, each written as a
	// scenario action: appending one to the scenario's actions continues the game. Empty
	// when the game is over or the run stopped (its coins ran out).
	Next []FileAction `json:"next"`
}

// Step is one action and what followed from it. Step 0 is the starting board.
type Step struct {
	N      int    `json:"n"`
	Name   string `json:"name,omitempty"`
	Player string `json:"player,omitempty"`
	// Action says in words what was done.
	Action  string   `json:"action"`
	Refused *Refusal `json:"refused,omitempty"`
	Events  []Event  `json:"events"`
	Board   Board    `json:"board"`
	// Anchors are the rules the step's events apply, in order of first use.
	Anchors []string `json:"anchors"`
}

// Refusal is an action the rules did not allow: nothing changed.
type Refusal struct {
	Anchor string `json:"anchor"`
	Reason string `json:"reason"`
	// Assumed says what the engine applied when the refusal rests on a rule the era's
	// rulebook does not state.
	Assumed string `json:"assumed,omitempty"`
}

// Event is one thing that happened, with the rule it applies.
type Event struct {
	Kind   string `json:"kind"`
	Text   string `json:"text"`
	Anchor string `json:"anchor,omitempty"`
	Player string `json:"player,omitempty"`
	Card   string `json:"card,omitempty"`
	Before int    `json:"before"`
	After  int    `json:"after"`
	Amount int    `json:"amount"`
	Coin   string `json:"coin,omitempty"`
	// For says what a coin flip decides, named alike in every era: burned, asleep, confused,
	// alter (an effect that may stop the attack), first-player, effect (an attack's or a
	// card's own coin).
	For     string           `json:"for,omitempty"`
	Assumed bool             `json:"assumed,omitempty"`
	Damage  *DamageBreakdown `json:"damage,omitempty"`
	// URL is the event's own page on the site (its permalink), filled by whoever serves the
	// run; empty for a run that has no page.
	URL string `json:"url,omitempty"`
	// Board is the game right after this event. Events that change nothing share the board
	// of the event before them.
	Board *Board `json:"board"`
}

// DamageBreakdown is the damage order of one attack's damage, stage by stage in the era's
// order: base → attacker effects → Weakness → Resistance → defender effects → counters.
type DamageBreakdown struct {
	Stages   []Stage `json:"stages"`
	Final    int     `json:"final"`
	Counters int     `json:"counters"`
	// Stopped: the base damage was 0, so nothing after the attacker stage applied.
	Stopped bool `json:"stopped,omitempty"`
}

// Stage is one stage of a damage breakdown with the value after it.
type Stage struct {
	Name    string `json:"name"` // base, attacker, weakness, resistance, defender-cards, defender, counters
	Title   string `json:"title"`
	Before  int    `json:"before"`
	Value   int    `json:"value"`
	Applied bool   `json:"applied,omitempty"`
	Skipped bool   `json:"skipped,omitempty"`
	Anchor  string `json:"anchor,omitempty"`
}

// Board is the game at one moment.
type Board struct {
	Turn    int    `json:"turn"`
	Current string `json:"current"`
	// Decision is what the game waits for: main, prize, promote, sudden-death, over; "none"
	// on the board after an event in the middle of an action, while the engine is still
	// carrying it out. During a new game's set-up: first-player, setup-active,
	// setup-bench, extra-draw.
	Decision string `json:"decision"`
	// Result is who won (alice, bob), sudden-death, or none while the game goes on.
	Result       string `json:"result"`
	ResultReason string `json:"result_reason,omitempty"`
	Stadium      string `json:"stadium,omitempty"`
	// Done is what the player to play has already done this turn of the things allowed once
	// a turn, as a scenario's board.done writes it.
	Done    TurnFlags      `json:"done,omitzero"`
	Players [2]PlayerBoard `json:"players"`
}

// PlayerBoard is one player's side.
type PlayerBoard struct {
	Player   string         `json:"player"`
	Active   *PokemonBoard  `json:"active"`
	Bench    []PokemonBoard `json:"bench"`
	Hand     int            `json:"hand"`
	Deck     int            `json:"deck"`
	Prizes   int            `json:"prizes"`
	Discard  int            `json:"discard"`
	LostZone int            `json:"lost_zone"`
	// GXUsed: the player has used their GX attack for this game.
	GXUsed bool `json:"gx_used,omitempty"`
	// Effects are what the player's attacks get for the rest of this turn, in words
	// ("+10 damage to its attacks this turn (PlusPower)").
	Effects []string `json:"effects,omitempty"`
}

// PokemonBoard is one Pokémon in play.
type PokemonBoard struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Instance identifies the Pokémon while it stays in play: the same number on two boards
	// is the same Pokémon, even after it evolved or moved between the Bench and the Active
	// Spot.
	Instance   int      `json:"instance"`
	Types      []string `json:"types"`
	HP         int      `json:"hp"`
	Damage     int      `json:"damage"`
	HPLeft     int      `json:"hp_left"`
	Conditions []string `json:"conditions"`
	Energy     []string `json:"energy"`
	Tool       string   `json:"tool,omitempty"`
	// TMs are the Technical Machines attached, in the order attached.
	TMs []string `json:"tms,omitempty"`
	// Under are the cards beneath the top card, bottom first (earlier stages, the Pokémon a
	// LV.X was put on).
	Under []string `json:"under,omitempty"`
	// Attacks are the attacks it can use now, in the engine's order: its own card's, those a
	// BREAK or LV.X keeps from the card below, then its Technical Machines'.
	Attacks []string `json:"attacks"`
	// Weakness and Resistance are the ones in force, as printed: "Fire ×2", "Water +20",
	// "Fighting −20".
	Weakness    []string `json:"weakness,omitempty"`
	Resistance  []string `json:"resistance,omitempty"`
	RetreatCost int      `json:"retreat_cost"`
	// Effects are the lasting effects of attacks on it, in words and relative to the board's
	// turn ("can't attack next turn", "+20 damage to its attacks this turn").
	Effects []string `json:"effects,omitempty"`
}

// Check is one expectation with what the run found.
type Check struct {
	Step string `json:"step"`
	Path string `json:"path"`
	Want string `json:"want"`
	Got  string `json:"got"`
	OK   bool   `json:"ok"`
}

// Run plays a scenario under one era with its scripted coins.
func Run(ctx context.Context, sc *Scenario, era string, cards CardSource, lim Limits) (*Result, error) {
	return RunWith(ctx, sc, era, cards, RunOptions{Limits: lim})
}

// RunWith plays a scenario under one era with options. A broken expectation is a Result with
// Passed false; errors are for runs that cannot be made (ErrUnknownEra, ErrInvalid,
// ErrTooManySteps, ErrTimeout).
func RunWith(ctx context.Context, sc *Scenario, era string, cards CardSource, opt RunOptions) (*Result, error) {
	r, cancel, err := newRunner(ctx, sc, era, cards, opt)
	if err != nil {
		return nil, err
	}
	defer cancel()
	if err := r.run(); err != nil {
		return nil, err
	}
	return r.res, nil
}

// newRunner makes the runner of one run, ready to play; cancel ends its time.
func newRunner(ctx context.Context, sc *Scenario, era string, cards CardSource, opt RunOptions) (*runner, context.CancelFunc, error) {
	lim := opt.Limits.WithDefaults()
	rules, ok := engine.RulesetFor(era)
	if !ok {
		return nil, nil, fmt.Errorf("run %s: era %q (known eras: %s): %w", sc.ID, era, strings.Join(content.EraIDs(), ", "), ErrUnknownEra)
	}
	if !sc.Runs(era) {
		return nil, nil, fmt.Errorf("run %s: the scenario runs under %s, not %q: %w", sc.ID, strings.Join(sc.Eras, ", "), era, ErrUnknownEra)
	}
	if len(sc.Actions)+1 > lim.MaxSteps {
		return nil, nil, fmt.Errorf("run %s: %d actions, more than %d steps: %w", sc.ID, len(sc.Actions), lim.MaxSteps, ErrTooManySteps)
	}
	coins := sc.Coins[era]
	overridden := false
	if opt.Coins != nil {
		coins, overridden = opt.Coins, true
	}
	var flips []engine.Coin
	for i, c := range coins {
		f, ok := engine.ParseCoin(c)
		if !ok || (c != "heads" && c != "tails") {
			return nil, nil, fmt.Errorf("run %s: coin %d is %q; want heads or tails: %w", sc.ID, i+1, c, ErrInvalid)
		}
		flips = append(flips, f)
	}
	ctx, cancel := context.WithTimeout(ctx, lim.MaxDuration)
	r := &runner{sc: sc, era: era, rules: rules, cards: cards, lim: lim, ctx: ctx, start: time.Now(), spent: opt.Spent,
		overridden: overridden, src: engine.NewScripted(flips...)}
	r.res = &Result{Scenario: sc.ID, Era: era, Coins: slices.Clone(coins), Passed: true}
	if r.res.Coins == nil {
		r.res.Coins = []string{}
	}
	return r, cancel, nil
}

type runner struct {
	sc         *Scenario
	era        string
	rules      *engine.Ruleset
	cards      CardSource
	lim        Limits
	ctx        context.Context
	src        *engine.Scripted
	g          *engine.Game
	res        *Result
	overridden bool
	stopped    bool // the run cannot go on (coins ran out)
	start      time.Time
	spent      func() error // RunOptions.Spent
	// pending are the boards after each event of the step being played, kept as the engine
	// emits the events.
	pending []*Board
	// quiet: the run is played again to preview an action (preview.go); the final position's
	// actions are not listed and no expectation is checked.
	quiet bool
	// legal caches the engine's legal actions at the final position (finalActions).
	legal []engine.Action
	// listed caches those with the choices next adds to them (listedActions).
	listed []engine.Action
}

func (r *runner) invalid(at pos, format string, args ...any) error {
	return Problems{{File: r.sc.File, Line: at.line, Col: at.col, Msg: clipMsg(fmt.Sprintf(format, args...))}}
}

func (r *runner) run() error {
	board, err := r.buildBoard()
	if err != nil {
		return err
	}
	g, err := engine.NewBoard(r.rules, board, r.src, engine.Options{Trace: true, Names: [2]string{"Alice", "Bob"}, OnEvent: r.onEvent})
	if err != nil {
		return fmt.Errorf("run %s (%s): board: %w: %w", r.sc.ID, r.era, ErrInvalid, err)
	}
	r.g = g
	r.addStep(Step{Action: "the starting board", Name: "start"}, nil)
	for i := range r.sc.Actions {
		a := &r.sc.Actions[i]
		if len(a.Eras) > 0 && !slices.Contains(a.Eras, r.era) {
			continue
		}
		if r.stopped {
			break
		}
		if len(r.res.Steps) >= r.lim.MaxSteps {
			return fmt.Errorf("run %s (%s): more than %d steps: %w", r.sc.ID, r.era, r.lim.MaxSteps, ErrTooManySteps)
		}
		if err := r.checkLimits(); err != nil {
			return err
		}
		if err := r.do(a); err != nil {
			return err
		}
	}
	if err := r.checkLimits(); err != nil {
		return err
	}
	r.res.CoinsUsed = r.src.Used()
	if !r.overridden && !r.stopped && r.src.Remaining() > 0 {
		r.fail("end", "coins", fmt.Sprintf("all %d scripted coins flipped", len(r.res.Coins)), fmt.Sprintf("%d left unflipped", r.src.Remaining()))
	}
	r.res.Final = r.snapshot()
	if r.quiet {
		return nil
	}
	r.res.Blocked, r.res.Next = r.blocked(), r.next()
	r.checkExpectations()
	return nil
}

func (r *runner) checkLimits() error {
	// The clock is checked as well as the context, so the limit holds even before the
	// context's timer has fired.
	if time.Since(r.start) > r.lim.MaxDuration {
		return fmt.Errorf("run %s (%s): longer than %v: %w", r.sc.ID, r.era, r.lim.MaxDuration, ErrTimeout)
	}
	if err := r.ctx.Err(); err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return fmt.Errorf("run %s (%s): longer than %v: %w", r.sc.ID, r.era, r.lim.MaxDuration, ErrTimeout)
		}
		return fmt.Errorf("run %s (%s): %w", r.sc.ID, r.era, err)
	}
	if r.spent != nil {
		if err := r.spent(); err != nil {
			return fmt.Errorf("run %s (%s): %w", r.sc.ID, r.era, err)
		}
	}
	return nil
}

func (r *runner) fail(step, path, want, got string) {
	r.res.Expectations = append(r.res.Expectations, Check{Step: step, Path: path, Want: want, Got: got})
	r.res.Passed = false
}

// autoPrizes takes the Prize cards the game waits for, as part of the step that Knocked the
// Pokémon Out: which face-down Prize card is taken changes nothing the examples show. It
// returns the events and an error when the engine could not go on. The step's title says
// each run of Prize cards one player takes in a row once: "Alice takes 2 Prize cards".
func (r *runner) autoPrizes(st *Step) ([]engine.Event, error) {
	var out []engine.Event
	who, n := -1, 0
	said := func() {
		if n > 0 {
			st.Action += "; " + prizesTaken(titleName(who), n)
		}
	}
	for {
		d, p := r.g.Decision()
		if d != engine.DecidePrize {
			said()
			return out, nil
		}
		if p != who {
			said()
			who, n = p, 0
		}
		r.settle()
		ev, err := r.g.Apply(engine.Action{Kind: engine.ActTakePrize, Player: p, Index: 0})
		out = append(out, ev...)
		if err != nil {
			said()
			return out, err
		}
		n++
	}
}

// prizesTaken says that a player takes n Prize cards: "Alice takes a Prize card", "Alice
// takes 2 Prize cards".
func prizesTaken(who string, n int) string {
	if n == 1 {
		return who + " takes a Prize card"
	}
	return fmt.Sprintf("%s takes %d Prize cards", who, n)
}

func titleName(p int) string {
	if p == 1 {
		return "Bob"
	}
	return "Alice"
}

// engineFailure records a step the engine could not finish (the coin script ran out).
func (r *runner) engineFailure(st Step, err error, ev []engine.Event) {
	r.addStep(st, ev)
	r.stopped = true
	name := st.Name
	if name == "" {
		name = strconv.Itoa(len(r.res.Steps) - 1)
	}
	if errors.Is(err, engine.ErrScriptExhausted) {
		r.fail(name, "coins", "enough scripted coins", fmt.Sprintf("the run needed more than the %d scripted", len(r.res.Coins)))
		return
	}
	r.fail(name, "engine", "the action to finish", err.Error())
}

// onEvent keeps the board as it stands right after each event, so each event can be shown
// with its own board. A board equal to the one before it is shared.
func (r *runner) onEvent(g *engine.Game, _ engine.Event) {
	b := snapshotOf(g)
	// While the engine carries out an action it asks nobody anything; what it waits for is
	// known once the action returns (settle).
	if b.Decision != "over" {
		b.Decision = "none"
	}
	if n := len(r.pending); n > 0 && reflect.DeepEqual(r.pending[n-1], &b) {
		r.pending = append(r.pending, r.pending[n-1])
		return
	}
	r.pending = append(r.pending, &b)
}

// settle gives the board after the last event so far what the game now waits for.
func (r *runner) settle() {
	n := len(r.pending)
	if n == 0 {
		return
	}
	b := *r.pending[n-1]
	b.Decision = snapshotOf(r.g).Decision
	r.pending[n-1] = &b
}

func (r *runner) addStep(st Step, ev []engine.Event) {
	st.N = len(r.res.Steps)
	st.Events = []Event{}
	st.Anchors = []string{}
	st.Board = r.snapshot()
	boards := r.pending
	r.pending = nil
	if len(boards) != len(ev) {
		// Every event the engine returns passed through onEvent; if that ever fails, each event
		// shows the board after the step rather than another event's board.
		boards = nil
	}
	for i := range ev {
		e := convertEvent(&ev[i])
		// The engine settles what it waits for after a step's last event, so the last event
		// shows the board after the step.
		if boards != nil && i < len(ev)-1 {
			e.Board = boards[i]
		} else {
			e.Board = &st.Board
		}
		st.Events = append(st.Events, e)
		if e.Anchor != "" && !slices.Contains(st.Anchors, e.Anchor) {
			st.Anchors = append(st.Anchors, e.Anchor)
		}
		// A damage event applies every stage of the damage order that did something.
		if e.Damage != nil {
			for _, s := range e.Damage.Stages {
				if s.Applied && !s.Skipped && s.Anchor != "" && !slices.Contains(st.Anchors, s.Anchor) {
					st.Anchors = append(st.Anchors, s.Anchor)
				}
			}
		}
	}
	if st.Refused != nil && st.Refused.Anchor != "" && !slices.Contains(st.Anchors, st.Refused.Anchor) {
		st.Anchors = append(st.Anchors, st.Refused.Anchor)
	}
	r.res.Steps = append(r.res.Steps, st)
}

var stageNames = map[engine.DamageStage]string{
	engine.StageBase: "base", engine.StageAttacker: "attacker", engine.StageWeakness: "weakness",
	engine.StageResistance: "resistance", engine.StageDefenderCards: "defender-cards",
	engine.StageDefender: "defender", engine.StageCounters: "counters",
}

func convertEvent(e *engine.Event) Event {
	out := Event{Kind: e.Kind.String(), Text: e.Message, Anchor: e.Anchor, Card: e.Card,
		Before: e.Before, After: e.After, Amount: e.Amount, Assumed: e.Assumed}
	if e.Player == 0 || e.Player == 1 {
		out.Player = playerIDs[e.Player]
	}
	if e.Kind == engine.EvCoinFlip {
		out.Coin = e.Coin.String()
		out.For = e.For
	}
	if e.Damage != nil {
		d := &DamageBreakdown{Final: e.Damage.Final, Counters: e.Damage.Counters, Stopped: e.Damage.Stopped}
		for _, s := range e.Damage.StageList() {
			d.Stages = append(d.Stages, Stage{Name: stageNames[s.Stage], Title: s.Stage.String(),
				Before: s.Before, Value: s.After, Applied: s.Applied, Skipped: s.Skipped, Anchor: s.Anchor})
		}
		out.Damage = d
	}
	return out
}

var decisionIDs = map[engine.Decision]string{
	engine.DecideMain: "main", engine.DecidePrize: "prize", engine.DecidePromote: "promote",
	engine.DecideSuddenDeath: "sudden-death", engine.DecideNothing: "over",
	engine.DecideFirstPlayer: "first-player", engine.DecideActive: "setup-active",
	engine.DecideBench: "setup-bench", engine.DecideExtraDraw: "extra-draw",
}

func (r *runner) snapshot() Board { return snapshotOf(r.g) }

// snapshotOf is the game as a board.
func snapshotOf(g *engine.Game) Board {
	d, _ := g.Decision()
	b := Board{Turn: g.Turn(), Current: playerIDs[g.Current()], Decision: decisionIDs[d], Result: "none"}
	if d != engine.DecideMain && decisionIDs[d] == "" {
		b.Decision = d.String()
	}
	res := g.Result()
	switch {
	case res.SuddenDeath:
		b.Result, b.ResultReason = "sudden-death", res.Reason
	case res.Over && res.Winner >= 0:
		b.Result, b.ResultReason = playerIDs[res.Winner], res.Reason
	}
	if c, _, ok := g.Stadium(); ok {
		b.Stadium = c.Name
	}
	done := g.TurnDone()
	b.Done = TurnFlags{EnergyAttached: done.EnergyAttached, SupporterPlayed: done.SupporterPlayed,
		StadiumPlayed: done.StadiumPlayed, Retreated: done.Retreated}
	for p := 0; p < 2; p++ {
		n := g.PileSizes(p)
		pb := PlayerBoard{Player: playerIDs[p], Bench: []PokemonBoard{},
			Hand: n.Hand, Deck: n.Deck, Prizes: n.Prizes, Discard: n.Discard, LostZone: n.LostZone,
			GXUsed: g.GXUsed(p)}
		if v, ok := g.Active(p); ok {
			pk := pokemonBoard(v, b.Turn, turnNames(g))
			pb.Active = &pk
		}
		for _, v := range g.Bench(p) {
			pb.Bench = append(pb.Bench, pokemonBoard(v, b.Turn, turnNames(g)))
		}
		if p == g.Current() {
			for _, m := range g.TurnModifiers() {
				pb.Effects = append(pb.Effects, fmt.Sprintf("%s damage to its attacks this turn (%s)", signed(m.Amount), m.Source))
			}
		}
		b.Players[p] = pb
	}
	return b
}

// turnNames are the player to play and the other one, by name.
func turnNames(g *engine.Game) [2]string {
	return [2]string{titleName(g.Current()), titleName(1 - g.Current())}
}

func pokemonBoard(v engine.PokemonView, turn int, players [2]string) PokemonBoard {
	pk := PokemonBoard{ID: v.Card.ID, Name: v.Card.Name, Instance: v.Instance, HP: v.HP, Damage: v.Damage, HPLeft: max(v.HP-v.Damage, 0),
		Conditions: []string{}, Energy: []string{}, Types: []string{}, RetreatCost: v.RetreatCost}
	for _, t := range v.Card.Types {
		pk.Types = append(pk.Types, t.String())
	}
	for _, w := range v.Weakness {
		if w.Plus > 0 {
			pk.Weakness = append(pk.Weakness, w.Type.String()+" +"+strconv.Itoa(w.Plus))
		} else {
			pk.Weakness = append(pk.Weakness, w.Type.String()+" ×"+strconv.Itoa(max(w.Mult, 2)))
		}
	}
	for _, r := range v.Resistance {
		pk.Resistance = append(pk.Resistance, r.Type.String()+" −"+strconv.Itoa(r.Minus))
	}
	for _, l := range v.Lasting {
		pk.Effects = append(pk.Effects, lastingText(l, turn, players))
	}
	for i := 0; i < 5; i++ {
		if c := engine.Condition(1 << i); v.Conditions&c != 0 {
			pk.Conditions = append(pk.Conditions, strings.ToLower(c.String()))
		}
	}
	for _, e := range v.Energy {
		pk.Energy = append(pk.Energy, e.Name)
	}
	if v.Tool != nil {
		pk.Tool = v.Tool.Name
	}
	for _, t := range v.TMs {
		pk.TMs = append(pk.TMs, t.Name)
	}
	for _, c := range v.Stack[:max(len(v.Stack)-1, 0)] {
		pk.Under = append(pk.Under, c.Name)
	}
	pk.Attacks = []string{}
	for _, a := range v.Attacks {
		pk.Attacks = append(pk.Attacks, a.Name)
	}
	return pk
}

func (r *runner) checkExpectations() {
	byName := map[string]*Step{"start": &r.res.Steps[0]}
	for i := range r.res.Steps {
		if n := r.res.Steps[i].Name; n != "" && n != "start" {
			byName[n] = &r.res.Steps[i]
		}
	}
	final := &Step{Board: r.res.Final}
	if n := len(r.res.Steps); n > 0 {
		final = &r.res.Steps[n-1]
	}
	byName["end"] = final
	for _, ex := range r.sc.Expect {
		if !slices.Contains(ex.Eras, r.era) {
			continue
		}
		st, ok := byName[ex.At]
		for _, w := range ex.Checks {
			if !ok {
				r.fail(ex.At, w.Path, w.Value, "the step was not reached")
				continue
			}
			c := evaluate(w, st)
			c.Step = ex.At
			r.res.Expectations = append(r.res.Expectations, c)
			if !c.OK {
				r.res.Passed = false
			}
		}
	}
	// The rules a scenario says it shows must be cited somewhere in the run.
	var all []string
	for _, st := range r.res.Steps {
		for _, a := range st.Anchors {
			all = append(all, stripEra(a))
		}
	}
	for _, want := range r.sc.Cites[r.era] {
		c := Check{Step: "any", Path: "cites", Want: want, Got: "not cited", OK: slices.Contains(all, want)}
		if c.OK {
			c.Got = want
		}
		r.res.Expectations = append(r.res.Expectations, c)
		if !c.OK {
			r.res.Passed = false
		}
	}
}

// lastingText says what a lasting effect does and when, seen from turn; players are the
// player to play and the other one.
func lastingText(l engine.LastingView, turn int, players [2]string) string {
	var what string
	switch l.Kind {
	case engine.LastingModifier:
		if l.Mod.Stage == engine.ModAttacker {
			what = signed(l.Mod.Amount) + " damage to its attacks"
		} else {
			what = signed(l.Mod.Amount) + " damage done to it"
		}
		if l.Mod.Set {
			what = fmt.Sprintf("its damage set to %d", l.Mod.Amount)
		}
	case engine.LastingCancelFlip:
		what = "must flip a coin to attack (tails: the attack does nothing)"
	case engine.LastingCantAttack:
		what = "can't attack"
	case engine.LastingCantRetreat:
		what = "can't retreat"
	default:
		what = "an effect"
	}
	// Turns alternate, so the turn it is in force belongs to the player to play when the
	// distance is even and to the other player when it is odd.
	whose := players[0]
	if (l.Turn-turn)%2 != 0 {
		whose = players[1]
	}
	when := fmt.Sprintf("on turn %d", l.Turn)
	switch d := l.Turn - turn; {
	case d == 0:
		when = "this turn"
	case d == 1 || d == 2:
		when = "during " + whose + "’s next turn"
	case d < 0:
		when = fmt.Sprintf("on turn %d (over)", l.Turn)
	}
	if l.Source != "" {
		return fmt.Sprintf("%s %s (%s)", what, when, l.Source)
	}
	return what + " " + when
}

// signed writes a damage change with its sign: "+10", "−20".
func signed(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return "+" + strconv.Itoa(n)
}
