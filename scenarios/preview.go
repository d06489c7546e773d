package scenarios

import (
	"context"
	"errors"
	"slices"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// A preview says what one of a run's next attacks would do before it is played: the damage
// each Pokémon would take, with Weakness and Resistance applied, the Knock Outs, the Prize
// cards taken and the end of the game. It is found by playing: the scenario is played again
// and the attack appended, on the engine, so it is exactly what following the attack's link
// shows. When coins decide the result, it says how many coins are flipped and what all heads
// and all tails would do, and no single number.

// MaxPreviews is how many of one run's next actions are previewed; the rest are listed
// without one.
const MaxPreviews = 24

// previewCoins is how many coins a preview scripts past the run's own to see what all heads
// or all tails would do. An attack that flips more has no count.
const previewCoins = 8

// Preview is what a next action would do.
type Preview struct {
	Action FileAction `json:"action"`
	// Cost is the Energy the attack needs now, each by its type's name (Colorless accepts
	// any): the printed cost with what effects in force change.
	Cost []string `json:"cost"`
	// Coins is how many coins the action flips, when CoinsKnown: the same number on every
	// way it was tried. Otherwise the number depends on the flips, and Coins is the most
	// seen (at least 1).
	Coins      int  `json:"coins"`
	CoinsKnown bool `json:"coins_known"`
	// Outcome is what it does when no coin decides it, or with the coins already set for
	// what comes next (SetCoins). Nil when coins decide it: then Heads and Tails are what
	// every coin coming up heads, or tails, would do (nil where that could not be tried).
	Outcome  *Outcome `json:"outcome,omitempty"`
	SetCoins bool     `json:"set_coins,omitempty"`
	Heads    *Outcome `json:"heads,omitempty"`
	Tails    *Outcome `json:"tails,omitempty"`
}

// Outcome is what one step did, in the terms a player weighs an action by. Runs of the same
// thing in a row are one entry: two hits on one Pokémon are one hit, two Prize cards taken by
// one player one entry of 2.
type Outcome struct {
	Player     string      `json:"player,omitempty"` // who acted
	Refused    *Refusal    `json:"refused,omitempty"`
	Hits       []Hit       `json:"hits,omitempty"`
	Conditions []Condition `json:"conditions,omitempty"`
	KnockOuts  []Named     `json:"knock_outs,omitempty"`
	Prizes     []Prizes    `json:"prizes,omitempty"`
	// Result is who won (alice, bob) or sudden-death, "" while the game goes on.
	Result       string `json:"result,omitempty"`
	ResultReason string `json:"result_reason,omitempty"`
}

// Named is one player's Pokémon, by name.
type Named struct {
	Player string `json:"player"`
	Name   string `json:"name"`
}

// Hit is damage done to one Pokémon.
type Hit struct {
	Named
	Damage int `json:"damage"`
	// Counters: placed as damage counters, outside the damage order.
	Counters   bool `json:"counters,omitempty"`
	Weakness   bool `json:"weakness,omitempty"`
	Resistance bool `json:"resistance,omitempty"`
}

// Condition is a Special Condition a Pokémon got.
type Condition struct {
	Named
	Condition string `json:"condition"` // Asleep, Confused, Paralyzed, Burned, Poisoned
}

// Prizes is Prize cards one player took in a row, and how many they have left.
type Prizes struct {
	Player string `json:"player"`
	N      int    `json:"n"`
	Left   int    `json:"left"`
}

// StepOutcome is what a step did, read from its events and its board.
func StepOutcome(st *Step) Outcome {
	o := Outcome{Player: st.Player, Refused: st.Refused}
	for i := range st.Events {
		e := &st.Events[i]
		who := Named{Player: e.Player, Name: e.Card}
		switch e.Kind {
		case "damage", "counters":
			h := Hit{Named: who, Damage: e.After - e.Before, Counters: e.Kind == "counters"}
			if e.Damage != nil {
				h.Damage = e.Damage.Final
				for _, s := range e.Damage.Stages {
					changed := s.Applied && !s.Skipped && s.Value != s.Before
					h.Weakness = h.Weakness || s.Name == "weakness" && changed
					h.Resistance = h.Resistance || s.Name == "resistance" && changed
				}
			}
			if n := len(o.Hits); n > 0 && o.Hits[n-1].Named == who && o.Hits[n-1].Counters == h.Counters {
				last := &o.Hits[n-1]
				last.Damage += h.Damage
				last.Weakness, last.Resistance = last.Weakness || h.Weakness, last.Resistance || h.Resistance
				continue
			}
			o.Hits = append(o.Hits, h)
		case "condition":
			if added := engine.Condition(e.After &^ e.Before); added != 0 {
				o.Conditions = append(o.Conditions, Condition{Named: who, Condition: added.String()})
			}
		case "knock-out":
			o.KnockOuts = append(o.KnockOuts, who)
		case "prize":
			if n := len(o.Prizes); n > 0 && o.Prizes[n-1].Player == e.Player {
				o.Prizes[n-1].N++
				o.Prizes[n-1].Left = e.After
				continue
			}
			o.Prizes = append(o.Prizes, Prizes{Player: e.Player, N: 1, Left: e.After})
		}
	}
	if b := &st.Board; b.Result != "" && b.Result != "none" {
		o.Result, o.ResultReason = b.Result, b.ResultReason
	}
	return o
}

// Previews says what each attack among a run's next actions would do (at most MaxPreviews).
// Each is played on the engine, after the scenario played again: opt.Spent is asked before
// each play and stops the previews, not the caller, when it answers an error; the previews
// found so far are returned. An attack whose preview fails has none.
func Previews(ctx context.Context, sc *Scenario, res *Result, cards CardSource, opt RunOptions) []Preview {
	var out []Preview
	for _, fa := range res.Next {
		if fa.Attack == "" {
			continue
		}
		if len(out) == MaxPreviews || ctx.Err() != nil || (opt.Spent != nil && opt.Spent() != nil) {
			break
		}
		pv, err := preview(ctx, sc, res, cards, opt, fa)
		if errors.Is(err, errPreviewStopped) {
			break
		}
		if err == nil {
			out = append(out, pv)
		}
	}
	return out
}

// errPreviewStopped: the caller's budget for previews is spent.
var errPreviewStopped = errors.New("previews stopped")

// preview plays one attack after the run: with the run's own coins, then, when those run out,
// with every further coin heads and with every further coin tails.
func preview(ctx context.Context, sc *Scenario, res *Result, cards CardSource, opt RunOptions, fa FileAction) (Preview, error) {
	pv := Preview{Action: fa}
	a, err := fa.action(sc, cards)
	if err != nil {
		return pv, err
	}
	st, needsCoin, err := playAfter(ctx, sc, res.Era, cards, opt, a, res.Coins, &pv)
	if err != nil {
		return pv, err
	}
	if !needsCoin {
		o := StepOutcome(st)
		pv.Outcome = &o
		pv.Coins = flipsIn(st)
		pv.CoinsKnown, pv.SetCoins = true, pv.Coins > 0
		return pv, nil
	}
	counts := map[int]bool{}
	for _, c := range []string{"heads", "tails"} {
		coins := slices.Clone(res.Coins)
		for range previewCoins {
			coins = append(coins, c)
		}
		st, needsCoin, err := playAfter(ctx, sc, res.Era, cards, opt, a, coins, nil)
		if err != nil {
			return pv, err
		}
		if needsCoin {
			counts[-1] = true
			continue
		}
		o := StepOutcome(st)
		if c == "heads" {
			pv.Heads = &o
		} else {
			pv.Tails = &o
		}
		counts[flipsIn(st)] = true
	}
	pv.CoinsKnown = len(counts) == 1 && !counts[-1]
	pv.Coins = 1
	for n := range counts {
		pv.Coins = max(pv.Coins, n)
	}
	return pv, nil
}

// playAfter plays the scenario again with coins, then action a, and returns a's step, or
// needsCoin when a needs more coins than given. With pv, the attack's cost at the run's end
// is read into it.
func playAfter(ctx context.Context, sc *Scenario, era string, cards CardSource, opt RunOptions, a Action, coins []string, pv *Preview) (*Step, bool, error) {
	opt.Coins = coins
	r, cancel, err := newRunner(ctx, sc, era, cards, opt)
	if err != nil {
		return nil, false, err
	}
	defer cancel()
	r.quiet = true
	if err := r.run(); err != nil {
		return nil, false, stopped(opt, err)
	}
	if r.stopped {
		return nil, false, errors.New("the run stops before its end")
	}
	if err := r.checkLimits(); err != nil {
		return nil, false, stopped(opt, err)
	}
	if pv != nil {
		p := r.g.Current()
		if _, who := r.g.Decision(); who >= 0 {
			p = who
		}
		if k, ok := r.g.AttackIndex(p, a.Arg); ok {
			if cost, ok := r.g.AttackCost(p, k); ok {
				pv.Cost = make([]string, 0, len(cost))
				for _, t := range cost {
					pv.Cost = append(pv.Cost, t.String())
				}
			}
		}
	}
	n := len(r.res.Steps)
	if err := r.do(&a); err != nil {
		return nil, false, err
	}
	if len(r.res.Steps) != n+1 {
		return nil, false, errors.New("the action made no step")
	}
	st := &r.res.Steps[n]
	if r.stopped {
		if r.src.Used() > len(coins) {
			return st, true, nil
		}
		return nil, false, errors.New("the engine could not finish the action")
	}
	if st.Refused != nil {
		return nil, false, errors.New("the rules refuse the action")
	}
	return st, false, nil
}

// stopped is errPreviewStopped when the caller's budget ended the play, else err.
func stopped(opt RunOptions, err error) error {
	if opt.Spent != nil && opt.Spent() != nil {
		return errPreviewStopped
	}
	if errors.Is(err, ErrTimeout) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return errPreviewStopped
	}
	return err
}

// flipsIn counts the coins a step flipped.
func flipsIn(st *Step) int {
	n := 0
	for _, e := range st.Events {
		if e.Kind == "coin-flip" {
			n++
		}
	}
	return n
}

// action is the action as the scenario's file would read it, appended to sc's actions.
func (f FileAction) action(sc *Scenario, cards CardSource) (Action, error) {
	p := &parser{file: sc.File, sc: &Scenario{Eras: sc.Eras}}
	p.actions(&yaml.Node{Kind: yaml.SequenceNode, Content: []*yaml.Node{f.Node()}}, cards)
	if len(p.probs) > 0 {
		return Action{}, p.probs
	}
	if len(p.sc.Actions) != 1 {
		return Action{}, errors.New("no action")
	}
	return p.sc.Actions[0], nil
}
