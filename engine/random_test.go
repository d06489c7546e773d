package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
)

// randomPlayer picks among the legal actions: an attack, when one is legal, seven times in
// ten (so games end by Knock Outs more often than by empty decks); otherwise any action.
type randomPlayer struct {
	r   *rand.Rand
	buf []Action
}

func newRandomPlayer(seed uint64) *randomPlayer {
	return &randomPlayer{r: rand.New(rand.NewPCG(seed, 0x5eed)), buf: make([]Action, 0, 256)}
}

func (rp *randomPlayer) pick(g *Game) (Action, bool) {
	rp.buf = g.LegalActions(rp.buf[:0])
	if len(rp.buf) == 0 {
		return Action{}, false
	}
	if rp.r.IntN(10) < 7 {
		n := 0
		for _, a := range rp.buf {
			if a.Kind == ActAttack {
				n++
			}
		}
		if n > 0 {
			k := rp.r.IntN(n)
			for _, a := range rp.buf {
				if a.Kind == ActAttack {
					if k == 0 {
						return a, true
					}
					k--
				}
			}
		}
	}
	return rp.buf[rp.r.IntN(len(rp.buf))], true
}

// gameStats summarises one random game.
type gameStats struct {
	actions      int
	turns        int
	suddenDeaths int
	winner       int
	kinds        [numActionKinds]int
	events       [numEventKinds]int
	anchors      map[string]int // events per anchor cited (only when checking)
}

const maxActions = 50000

// playRandom plays one seeded random game to its end. With check set, it checks the
// invariants after every event (tracing on) and after every action.
func playRandom(r *Ruleset, decks [2][]*Card, seed uint64, check bool) (gameStats, error) {
	var st gameStats
	var invErr error
	opt := Options{}
	if check {
		opt.Trace = true
		st.anchors = map[string]int{}
		anchors := map[string]bool{}
		for _, a := range r.Anchors() {
			anchors[a] = true
		}
		opt.OnEvent = func(g *Game, e Event) {
			st.events[e.Kind]++
			st.anchors[e.Anchor]++
			if invErr != nil {
				return
			}
			if !anchors[e.Anchor] {
				invErr = fmt.Errorf("event %q cites %q, which Anchors() does not list", e.Message, e.Anchor)
				return
			}
			if err := g.CheckInvariants(); err != nil {
				invErr = fmt.Errorf("after event %q: %w", e.Message, err)
			}
		}
	}
	g, _, err := NewGame(r, decks, NewSeeded(seed), opt)
	if err != nil {
		return st, err
	}
	rp := newRandomPlayer(seed)
	for !g.Over() {
		if invErr != nil {
			return st, invErr
		}
		a, ok := rp.pick(g)
		if !ok {
			return st, fmt.Errorf("seed %d: no legal action at decision %v", seed, g.need)
		}
		if _, err := g.Apply(a); err != nil {
			return st, fmt.Errorf("seed %d: legal action %v failed: %w", seed, a, err)
		}
		st.actions++
		st.kinds[a.Kind]++
		if check {
			if err := g.CheckInvariants(); err != nil {
				return st, fmt.Errorf("seed %d after %v: %w", seed, a, err)
			}
		}
		if st.actions > maxActions {
			return st, fmt.Errorf("seed %d: game did not end after %d actions", seed, maxActions)
		}
	}
	if invErr != nil {
		return st, invErr
	}
	st.turns = g.Turn()
	st.suddenDeaths = g.SuddenDeaths()
	st.winner = g.Result().Winner
	if st.winner != 0 && st.winner != 1 {
		return st, fmt.Errorf("seed %d: game over without a winner: %+v", seed, g.Result())
	}
	return st, nil
}

func TestRandomGames(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	for _, r := range Rulesets() {
		t.Run(r.Era, func(t *testing.T) {
			var total gameStats
			total.anchors = map[string]int{}
			wins := [2]int{}
			for i := 0; i < games; i++ {
				// Every other game uses self-damaging decks, which reach Sudden Death.
				decks := randomDecks(r.Era)
				if i%2 == 1 {
					decks = brawlDecks(r.Era)
				}
				st, err := playRandom(r, decks, uint64(i)+1, true)
				if err != nil {
					t.Fatalf("game %d: %v", i, err)
				}
				wins[st.winner]++
				total.actions += st.actions
				total.suddenDeaths += st.suddenDeaths
				for k := range st.kinds {
					total.kinds[k] += st.kinds[k]
				}
				for k := range st.events {
					total.events[k] += st.events[k]
				}
				for a, n := range st.anchors {
					total.anchors[a] += n
				}
			}
			t.Logf("%d games, %d actions, wins %v, %d Sudden Death games", games, total.actions, wins, total.suddenDeaths)
			if total.suddenDeaths == 0 && !testing.Short() {
				t.Errorf("no random game reached Sudden Death")
			}
			// Random play must reach every kind of main action and the key events, or the
			// invariants above were checked on too little of the game.
			for _, k := range []ActionKind{ActPlayBasic, ActEvolve, ActAttachEnergy, ActPlayTrainer,
				ActRetreat, ActAttack, ActEndTurn, ActTakePrize, ActSetupBench} {
				if total.kinds[k] == 0 {
					t.Errorf("no random game used %v", k)
				}
			}
			for _, k := range []EventKind{EvKnockOut, EvPrize, EvPromote, EvCondition, EvConditionEnds,
				EvDamage, EvCounters, EvStadium, EvMulligan, EvGameOver, EvAttachTM, EvDevolve, EvMoveEnergy} {
				if total.events[k] == 0 {
					t.Errorf("no random game produced a %v event", k)
				}
			}
			// And the rules of the special kinds of card in the era's random decks.
			points := r.RulePoints()
			for _, name := range randomRulePoints[r.Era] {
				if total.anchors[points[name]] == 0 {
					t.Errorf("no random game applied rule point %s (%s)", name, points[name])
				}
			}
		})
	}
}

// randomRulePoints are the rule points of special kinds of card the random decks of each era
// hold, which random games must reach.
var randomRulePoints = map[string][]string{
	"hgss": {"FossilPlay", "FossilSetup", "LevelUp", "LevelUpKeeps", "TM", "Devolve"},
	"xy":   {"RestoredPlay", "TM", "Devolve"},
	"sm":   {"FossilPlay", "Break", "TM", "Devolve"},
}

// TestReplay checks that the same seed and the same actions give the same game.
func TestReplay(t *testing.T) {
	for _, r := range Rulesets() {
		t.Run(r.Era, func(t *testing.T) {
			for seed := uint64(1); seed <= 20; seed++ {
				first, actions := recordGame(t, r, seed)
				g, ev, err := NewGame(r, randomDecks(r.Era), NewSeeded(seed), Options{Trace: true})
				if err != nil {
					t.Fatal(err)
				}
				second := eventLines(ev)
				for _, a := range actions {
					ev, err := g.Apply(a)
					if err != nil {
						t.Fatalf("seed %d: replay %v: %v", seed, a, err)
					}
					second = append(second, eventLines(ev)...)
				}
				if len(first) != len(second) {
					t.Fatalf("seed %d: replay gave %d events; want %d", seed, len(second), len(first))
				}
				for i := range first {
					if first[i] != second[i] {
						t.Fatalf("seed %d: event %d = %q; want %q", seed, i, second[i], first[i])
					}
				}
			}
		})
	}
}

func eventLines(ev []Event) []string {
	out := make([]string, len(ev))
	for i, e := range ev {
		out[i] = e.String()
	}
	return out
}

func recordGame(t *testing.T, r *Ruleset, seed uint64) ([]string, []Action) {
	t.Helper()
	g, ev, err := NewGame(r, randomDecks(r.Era), NewSeeded(seed), Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	lines := eventLines(ev)
	var actions []Action
	rp := newRandomPlayer(seed)
	for !g.Over() && len(actions) < maxActions {
		a, _ := rp.pick(g)
		ev, err := g.Apply(a)
		if err != nil {
			t.Fatalf("seed %d: %v: %v", seed, a, err)
		}
		actions = append(actions, a)
		lines = append(lines, eventLines(ev)...)
	}
	return lines, actions
}

// TestLegalActionsMatchApply checks LegalActions against Apply: every listed action is
// accepted, and every hand-built action the rules accept is listed.
func TestLegalActionsMatchApply(t *testing.T) {
	for _, r := range Rulesets() {
		t.Run(r.Era, func(t *testing.T) {
			for seed := uint64(1); seed <= 6; seed++ {
				g, _, err := NewGame(r, randomDecks(r.Era), NewSeeded(seed), Options{})
				if err != nil {
					t.Fatal(err)
				}
				rp := newRandomPlayer(seed)
				for steps := 0; !g.Over() && steps < 250; steps++ {
					legal := g.LegalActions(nil)
					listed := map[string]bool{}
					for _, a := range legal {
						listed[actionKey(g, a)] = true
						if err := g.Legal(a); err != nil {
							t.Fatalf("seed %d: listed action %v refused: %v", seed, a, err)
						}
					}
					for _, a := range candidateActions(g) {
						if !g.validate(&a).failed() && !listed[actionKey(g, a)] {
							t.Fatalf("seed %d: %v is accepted but not listed by LegalActions %v", seed, a, legal)
						}
					}
					if err := g.Legal(Action{Kind: ActEndTurn, Player: 1 - g.who}); g.who >= 0 && !errors.Is(err, ErrNotYourTurn) {
						t.Fatalf("seed %d: the other player's action gave %v; want ErrNotYourTurn", seed, err)
					}
					a, _ := rp.pick(g)
					if _, err := g.Apply(a); err != nil {
						t.Fatal(err)
					}
				}
			}
		})
	}
}

// actionKey names an action by the fields that matter for it.
func actionKey(g *Game, a Action) string {
	k := fmt.Sprintf("%d/%v", a.Player, a.Kind)
	choices := func(own, opp Choice) string {
		s := ""
		if own != ChooseNone {
			s += fmt.Sprintf(" own=%d", a.Own)
		}
		if opp != ChooseNone {
			s += fmt.Sprintf(" target=%d", a.Target)
		}
		return s
	}
	switch a.Kind {
	case ActChooseFirst:
		k += fmt.Sprint(" ", a.Target)
	case ActSetupActive, ActSetupBench, ActPlayBasic:
		k += fmt.Sprint(" ", a.Hand)
	case ActExtraDraw, ActTakePrize:
		k += fmt.Sprint(" ", a.Index)
	case ActPlayLegend:
		if a.Hand > a.Hand2 { // the two halves may be named in either order
			a.Hand, a.Hand2 = a.Hand2, a.Hand
		}
		k += fmt.Sprint(" ", a.Hand, a.Hand2)
	case ActEvolve, ActAttachEnergy:
		k += fmt.Sprint(" ", a.Hand, a.Slot)
	case ActRetreat, ActPromote:
		k += fmt.Sprint(" ", a.Slot)
	case ActPlayTrainer:
		c := g.cards[g.p[a.Player].hand[a.Hand]]
		k += fmt.Sprint(" ", a.Hand)
		if c.Trainer == Tool || c.Trainer == TechnicalMachine {
			k += fmt.Sprint(" slot=", a.Slot)
		}
		k += choices(c.ChooseOwn, c.ChooseOpp)
	case ActUsePower:
		pw, _ := g.powerAt(g.slot(a.Player, a.Slot), a.Index)
		k += fmt.Sprint(" ", a.Slot, a.Index) + choices(pw.ChooseOwn, pw.ChooseOpp)
	case ActAttack:
		atk, _ := g.attackAt(g.active(a.Player), a.Index)
		k += fmt.Sprint(" ", a.Index) + choices(atk.ChooseOwn, atk.ChooseOpp)
	}
	return k
}

// candidateActions enumerates, for both players, every action kind over small ranges of the
// fields that kind reads.
func candidateActions(g *Game) []Action {
	var out []Action
	for p := 0; p < 2; p++ {
		nh := len(g.p[p].hand)
		for k := ActChooseFirst; k < numActionKinds; k++ {
			base := Action{Kind: k, Player: p, Own: -1, Target: -1}
			switch k {
			case ActChooseFirst:
				for v := -1; v <= 2; v++ {
					a := base
					a.Target = v
					out = append(out, a)
				}
			case ActSetupActive, ActSetupBench, ActPlayBasic:
				for h := -1; h <= nh; h++ {
					a := base
					a.Hand = h
					out = append(out, a)
				}
			case ActExtraDraw, ActTakePrize:
				for v := -1; v <= 7; v++ {
					a := base
					a.Index = v
					out = append(out, a)
				}
			case ActPlayLegend:
				for h := -1; h <= nh; h++ {
					for h2 := -1; h2 <= nh; h2++ {
						a := base
						a.Hand, a.Hand2 = h, h2
						out = append(out, a)
					}
				}
			case ActEvolve, ActAttachEnergy:
				for h := -1; h <= nh; h++ {
					for s := -1; s <= 6; s++ {
						a := base
						a.Hand, a.Slot = h, s
						out = append(out, a)
					}
				}
			case ActRetreat, ActPromote:
				for s := -1; s <= 6; s++ {
					a := base
					a.Slot = s
					out = append(out, a)
				}
			case ActPlayTrainer:
				for h := -1; h <= nh; h++ {
					for s := -1; s <= 6; s++ {
						for o := -1; o <= 5; o++ {
							for t := -1; t <= 5; t++ {
								a := base
								a.Hand, a.Slot, a.Own, a.Target = h, s, o, t
								out = append(out, a)
							}
						}
					}
				}
			case ActUsePower, ActAttack:
				for s := -1; s <= 5; s++ {
					for i := -1; i <= 2; i++ {
						for o := -1; o <= 5; o++ {
							for t := -1; t <= 5; t++ {
								a := base
								a.Slot, a.Index, a.Own, a.Target = s, i, o, t
								if k == ActAttack && s != 0 {
									continue
								}
								out = append(out, a)
							}
						}
					}
				}
			default:
				out = append(out, base)
			}
		}
	}
	return out
}
