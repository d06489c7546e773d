package engine

import "fmt"

// Energy effects: counts of Energy over several Pokémon, a coin or a card for each of a
// count. README.md ("Added for energy") documents each one.

// isEnergyCount reports whether the count is one of the Energy counts added for energy
// effects; each reads an op's Type (Colorless: Energy of any type).
func (k Count) isEnergyCount() bool {
	return k >= CountOwnEnergy && k <= CountSelfHasEnergy
}

// energyCount returns the Energy counts added for energy effects (0 for any other count).
func (g *Game) energyCount(c *opCtx, k Count, t Type) int {
	me, them := c.player, opp(c.player)
	switch k {
	case CountOwnEnergy:
		return g.sideEnergy(me, t, false)
	case CountOppEnergy:
		return g.sideEnergy(them, t, false)
	case CountActivesEnergy:
		return g.sideEnergy(me, t, true) + g.sideEnergy(them, t, true)
	case CountAllEnergy:
		return g.sideEnergy(me, t, false) + g.sideEnergy(them, t, false)
	case CountSelfHasEnergy:
		self := max(c.self, 0)
		if g.present(me, self) && g.energyUnitsOf(g.slot(me, self), t) > 0 {
			return 1
		}
	}
	return 0
}

// sideEnergy counts the Energy units providing t (any when Colorless) attached to player p's
// Pokémon in play, or to the Active Pokémon alone.
func (g *Game) sideEnergy(p int, t Type, activeOnly bool) int {
	n := 0
	last := g.p[p].nbench
	if activeOnly {
		last = 0
	}
	for s := 0; s <= last; s++ {
		if g.present(p, s) {
			n += g.energyUnitsOf(g.slot(p, s), t)
		}
	}
	return n
}

// runEnergyOp runs the ops added for energy effects.
func (g *Game) runEnergyOp(op *Op, c *opCtx, r int) {
	switch op.Kind {
	case OpFlipPer:
		// "Flip a coin for each Energy attached": the number of coins is the count when the
		// op runs. No coins is a flip of none: every gate on it finds no heads.
		n := g.count(c, op.Count, op.Type)
		c.flips, c.heads, c.tails = n, 0, 0
		for i := 0; i < n; i++ {
			var which string
			if g.trace {
				which = fmt.Sprintf(" (coin %d of %d)", i+1, n)
			}
			if g.flip(c.player, c.ref, c.source, which) == Heads {
				c.heads++
			} else {
				c.tails++
			}
		}
	case OpDrawPer:
		g.draw(c.player, max(op.N, 1)*g.count(c, op.Count, op.Type)*r, c.ref)
	}
}
