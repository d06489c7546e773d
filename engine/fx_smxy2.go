package engine

import "fmt"

// Primitives added for the second pass over the xy- and sm-era cards (README.md, "xy- and
// sm-era cards, second pass").

// toPrizes puts card x from player p's hand face down among p's Prize cards (hand-pick with
// Dest ToPrizes: "add a card from their hand to their Prize cards"). The new Prize card
// is taken like any other; the count of Prize cards taken reads the Prize cards set aside
// at setup, so it never goes below 0.
func (g *Game) toPrizes(c *opCtx, p int, x CardRef) {
	pl := &g.p[p]
	before := len(pl.prizes)
	pl.prizes = append(pl.prizes, x)
	if g.trace {
		g.emit(Event{Kind: EvSetPrizes, Player: p, Zone: ZoneHand, Slot: -1, Card: g.cards[x].Name,
			Before: before, After: len(pl.prizes), Amount: 1, Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s goes from %s's hand to their Prize cards, face down (%s)",
				g.cards[x].Name, g.name(p), c.source)})
	}
}

// powerUseIf refuses an activated power whose UseIf check does not hold, as an attack's
// UseIf is refused.
func (g *Game) powerUseIf(p, s int, pw *Power) fault {
	if pw.UseIf.Kind != CheckNone && !g.holds(&pw.UseIf, checkEnv{p: p, s: s, dp: opp(p), ds: 0, as: -1}) {
		return fault{ErrConditionNotMet, refPower}
	}
	return ok
}

// runSmxy2Op runs the ops of this file.
func (g *Game) runSmxy2Op(op *Op, c *opCtx) {
	switch op.Kind {
	case OpDiscardStadium:
		c.done = 0
		g.discardStadium(c, op)
	}
}

// discardStadium discards the Stadium in play to its owner's discard pile: any Stadium, or
// with Who defending only one the opponent put into play ("if your opponent has a Stadium
// card in play, discard it"). The gate done then reads whether one was discarded.
func (g *Game) discardStadium(c *opCtx, op *Op) {
	if g.stadium == noCard || op.Who == WhoDefending && g.stadiumOwner == c.player {
		if g.trace {
			g.note(c.ref, c.player, c.source, ": no Stadium to discard")
		}
		return
	}
	x, owner := g.stadium, g.stadiumOwner
	g.stadium = noCard
	g.toDiscard(owner, x, refStadium)
	c.done = 1
}
