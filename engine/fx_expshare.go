package engine

import (
	"fmt"
	"slices"
)

// Exp. Share's choice. The Tool's "you may" belongs to the player whose Active Pokémon is
// Knocked Out, and it comes inside the opponent's attack, at the check for Knock Outs; so,
// as with BenchDiscard and OppFinds, the answer rides on the attack action (Action.ExpShare)
// and a replay holds both players' choices.

// ExpShareNone, alone in Action.ExpShare, says the opponent lets no Exp. Share move Energy.
const ExpShareNone = -1

// ErrExpShare: the Exp. Share holders an attack names for the opponent (Action.ExpShare)
// cannot be what the opponent chooses. It is an ErrBadChoice.
var ErrExpShare = fmt.Errorf("the opponent's Exp. Share choice does not fit the board: %w", ErrBadChoice)

// koTool reports whether the Pokémon at p, s holds a working Tool that acts when p's Active
// Pokémon is Knocked Out, and returns that Tool's card.
func (g *Game) koTool(p, s int) (*Card, bool) {
	if !g.present(p, s) {
		return nil, false
	}
	pk := g.slot(p, s)
	if pk.tool == noCard || !g.toolWorks(pk) {
		return nil, false
	}
	tc := g.cards[pk.tool]
	return tc, len(tc.OnActiveKO) > 0
}

// validateExpShare checks Action.ExpShare against the board before the attack: only an attack
// carries it; ExpShareNone stands alone; every other entry is a Benched Pokémon of the
// opponent's, named once, holding such a Tool, and the opponent's Active Pokémon has a basic
// Energy card for each. Whether the attack Knocks Out that Pokémon is known only later (coins),
// so a choice the Knock Out never comes to is simply not read.
func (g *Game) validateExpShare(a *Action) fault {
	if len(a.ExpShare) == 0 {
		return ok
	}
	if a.Kind != ActAttack {
		return fault{fmt.Errorf("%w: only an attack that may Knock Out the opponent's Active Pokémon carries it", ErrExpShare), refTool}
	}
	if slices.Contains(a.ExpShare, ExpShareNone) {
		if len(a.ExpShare) != 1 {
			return fault{fmt.Errorf("%w: none (%d) stands alone", ErrExpShare, ExpShareNone), refTool}
		}
		return ok
	}
	q := opp(a.Player)
	if !g.present(q, 0) {
		return fault{fmt.Errorf("%w: the opponent has no Active Pokémon", ErrExpShare), refTool}
	}
	var op *Op
	for i, s := range a.ExpShare {
		if s < 1 || s > g.p[q].nbench || slices.Contains(a.ExpShare[:i], s) {
			return fault{fmt.Errorf("%w: %d is not a Benched Pokémon of the opponent's named once", ErrExpShare, s), refTool}
		}
		tc, has := g.koTool(q, s)
		if !has {
			return fault{fmt.Errorf("%w: the opponent's %s is not an Exp. Share holder (no working Tool that acts when their Active Pokémon is Knocked Out)",
				ErrExpShare, g.top(g.slot(q, s)).Name), refTool}
		}
		for j := range tc.OnActiveKO {
			if tc.OnActiveKO[j].Kind == OpMoveEnergy && op == nil {
				op = &tc.OnActiveKO[j]
			}
		}
	}
	if op == nil {
		return ok
	}
	act := g.slot(q, 0)
	n := 0
	for _, e := range act.energy {
		if g.energyToMove(act, e, op) {
			n++
		}
	}
	if n < len(a.ExpShare) {
		return fault{fmt.Errorf("%w: the opponent's %s has %d basic Energy card(s) for %d Exp. Share holder(s)",
			ErrExpShare, g.top(act).Name, n, len(a.ExpShare)), refTool}
	}
	return ok
}

// koToolOrder lists the Pokémon of player p (other than s, the one Knocked Out) whose Tool
// acts at this Knock Out, in the order they act. Without a choice: every holder, in the order
// of the Bench. With one: the holders the player named, in the order named, since the order of
// their own effects is theirs (ruling exp-share-order-with-another-tool); a holder no longer
// there or whose Tool no longer works is passed over.
func (g *Game) koToolOrder(p, s int) []int {
	var out []int
	if g.react.expShare == nil {
		for h := 0; h <= g.p[p].nbench; h++ {
			if _, has := g.koTool(p, h); has && h != s {
				out = append(out, h)
			}
		}
		return out
	}
	for _, h := range g.react.expShare {
		if _, has := g.koTool(p, h); has && h != s && h != ExpShareNone {
			out = append(out, h)
		}
	}
	return out
}
