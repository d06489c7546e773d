package engine

import (
	"errors"
	"strings"
	"testing"
)

var eras = []string{"hgss", "xy", "sm"}

func rules(t *testing.T, era string) *Ruleset {
	t.Helper()
	r, ok := RulesetFor(era)
	if !ok {
		t.Fatalf("RulesetFor(%q) found nothing", era)
	}
	return r
}

// filler returns n basic Energy cards to pad decks and Prize cards.
func filler(n int) []*Card {
	out := make([]*Card, n)
	for i := range out {
		out[i] = hgWater
	}
	return out
}

// mon builds a Pokémon for a Board.
func mon(c *Card, energy ...*Card) *BoardPokemon {
	return &BoardPokemon{Card: c, Energy: energy}
}

func (b *BoardPokemon) dmg(d int) *BoardPokemon         { b.Damage = d; return b }
func (b *BoardPokemon) with(c Condition) *BoardPokemon  { b.Conditions |= c; return b }
func (b *BoardPokemon) under(c ...*Card) *BoardPokemon  { b.Under = c; return b }
func (b *BoardPokemon) tool(c *Card) *BoardPokemon      { b.Tool = c; return b }
func (b *BoardPokemon) entered(turn int) *BoardPokemon  { b.EnteredTurn = turn; return b }
func (b *BoardPokemon) effect(l Lasting) *BoardPokemon  { b.Effects = append(b.Effects, l); return b }
func (b *BoardPokemon) paralyzedOn(t int) *BoardPokemon { b.ParalyzedTurn = t; return b }

// table builds a two-player board at turn 3, player 0 to act, with padded decks and Prizes.
func table(a, b *BoardPokemon) Board {
	bd := Board{Turn: 3, Current: 0, First: -1}
	bd.Players[0].Active = a
	bd.Players[1].Active = b
	for p := 0; p < 2; p++ {
		bd.Players[p].Deck = filler(10)
		bd.Players[p].Prizes = filler(6)
	}
	return bd
}

func newTestGame(t *testing.T, era string, b Board, coins ...Coin) (*Game, *Scripted) {
	t.Helper()
	src := NewScripted(coins...)
	g, err := NewBoard(rules(t, era), b, src, Options{Trace: true, Names: [2]string{"Ana", "Ben"}})
	if err != nil {
		t.Fatalf("NewBoard: %v", err)
	}
	return g, src
}

func apply(t *testing.T, g *Game, a Action) []Event {
	t.Helper()
	ev, err := g.Apply(a)
	if err != nil {
		t.Fatalf("Apply(%v) = %v; want no error", a, err)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("after %v: %v", a, err)
	}
	return ev
}

// wantRuleError checks that err is a *RuleError wrapping want and citing the era's anchor for
// rule point x (refNone: any anchor).
func wantRuleError(t *testing.T, err error, want error, era string, x ref) {
	t.Helper()
	anchor := ""
	if x != refNone {
		anchor = rules(t, era).anchor(x)
		if anchor == "" {
			t.Fatalf("%s has no anchor for rule point %d", era, x)
		}
	}
	if !errors.Is(err, want) {
		t.Fatalf("error = %v; want %v", err, want)
	}
	var re *RuleError
	if !errors.As(err, &re) {
		t.Fatalf("error %v is not a *RuleError", err)
	}
	if anchor != "" && re.Anchor != anchor {
		t.Fatalf("error anchor = %q; want %q", re.Anchor, anchor)
	}
}

func act(kind ActionKind, p int) Action {
	return Action{Kind: kind, Player: p, Own: -1, Target: -1}
}

func attackAct(p, idx int) Action {
	a := act(ActAttack, p)
	a.Index = idx
	return a
}

func damageOf(g *Game, p int) int {
	v, ok := g.Active(p)
	if !ok {
		return -1
	}
	return v.Damage
}

func condOf(g *Game, p int) Condition {
	v, _ := g.Active(p)
	return v.Conditions
}

func hasEvent(ev []Event, k EventKind, substr string) bool {
	for _, e := range ev {
		if e.Kind == k && strings.Contains(e.Message, substr) {
			return true
		}
	}
	return false
}

func eventsOf(ev []Event, k EventKind) []Event {
	var out []Event
	for _, e := range ev {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

func coins(s string) []Coin {
	out := make([]Coin, 0, len(s))
	for _, ch := range s {
		if ch == 'H' {
			out = append(out, Heads)
		} else {
			out = append(out, Tails)
		}
	}
	return out
}
