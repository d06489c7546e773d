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
		if len(a.ExpShareEnergy) > 0 {
			return fault{fmt.Errorf("%w: Energy cards named for no Exp. Share holder", ErrExpShare), refTool}
		}
		return ok
	}
	if a.Kind != ActAttack {
		return fault{fmt.Errorf("%w: only an attack that may Knock Out the opponent's Active Pokémon carries it", ErrExpShare), refTool}
	}
	if slices.Contains(a.ExpShare, ExpShareNone) {
		if len(a.ExpShareEnergy) > 0 {
			return fault{fmt.Errorf("%w: Energy cards named, and no Exp. Share works", ErrExpShare), refTool}
		}
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
		if len(a.ExpShareEnergy) > 0 {
			return fault{fmt.Errorf("%w: Energy cards named, and no holder's Tool moves Energy", ErrExpShare), refTool}
		}
		return ok
	}
	act := g.slot(q, 0)
	if f := g.validateExpShareEnergy(a, act, op); f.failed() {
		return f
	}
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

// validateExpShareEnergy checks Action.ExpShareEnergy: one position per holder ExpShare
// names, each a different basic Energy card the Tool may move from the opponent's Active
// Pokémon act.
func (g *Game) validateExpShareEnergy(a *Action, act *pokemon, op *Op) fault {
	if len(a.ExpShareEnergy) == 0 {
		return ok
	}
	if len(a.ExpShareEnergy) != len(a.ExpShare) {
		return fault{fmt.Errorf("%w: %d Energy card(s) named for %d Exp. Share holder(s); one each",
			ErrExpShare, len(a.ExpShareEnergy), len(a.ExpShare)), refTool}
	}
	for i, x := range a.ExpShareEnergy {
		if x < 0 || x >= len(act.energy) {
			return fault{fmt.Errorf("%w: the opponent's %s has no Energy card %d attached", ErrExpShare, g.top(act).Name, x+1), refTool}
		}
		if slices.Contains(a.ExpShareEnergy[:i], x) {
			return fault{fmt.Errorf("%w: %s is named for two holders", ErrExpShare, g.cards[act.energy[x]].Name), refTool}
		}
		if !g.energyToMove(act, act.energy[x], op) {
			return fault{fmt.Errorf("%w: %s is not a basic Energy card Exp. Share may move", ErrExpShare, g.cards[act.energy[x]].Name), refTool}
		}
	}
	return ok
}

// resolveExpShareEnergy turns Action.ExpShareEnergy into the cards it names, before the attack
// changes the board; nil without a choice.
func (g *Game) resolveExpShareEnergy(a *Action) []CardRef {
	q := opp(a.Player)
	if len(a.ExpShareEnergy) == 0 || !g.present(q, 0) {
		return nil
	}
	act := g.slot(q, 0)
	out := make([]CardRef, 0, len(a.ExpShareEnergy))
	for _, x := range a.ExpShareEnergy {
		if x >= 0 && x < len(act.energy) {
			out = append(out, act.energy[x])
		}
	}
	return out
}
