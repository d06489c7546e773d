package engine

import (
	"fmt"
	"slices"
)

// hgss-era cards (second pass): a ban on the opponent's Poké-Powers for their next turn
// (Psychic Lock) and the top cards of a deck added to that player's Prize cards (Time
// Control). Bone Impact's discarding of the Stadium in play is discard-stadium (fx_smxy2.go).

// nextTurn is an effect on one player for their next turn (a ban on their Poké-Powers, Energy
// attached from the hand any number of times): an attack grants it pending, and it comes into
// force when that player's next turn starts, so an extra turn in between does not use it up.
type nextTurn struct {
	pending bool
	turn    int // the turn it is in force (0: none)
}

// grant makes the effect pending for its player's next turn.
func (n *nextTurn) grant() { *n = nextTurn{pending: true} }

// begin, at the start of turn, puts a pending effect in force for it and reports whether it did.
func (n *nextTurn) begin(turn int) bool {
	if !n.pending {
		return false
	}
	*n = nextTurn{turn: turn}
	return true
}

// inForce reports whether the effect is in force during turn.
func (n *nextTurn) inForce(turn int) bool { return !n.pending && n.turn != 0 && n.turn == turn }

// runHgss2Op runs the ops of this file.
func (g *Game) runHgss2Op(op *Op, c *opCtx, r int) {
	switch op.Kind {
	case OpPowerLock:
		o := opp(c.player)
		g.powerLocks[o].grant()
		if g.trace {
			g.emit(Event{Kind: EvLasting, Player: o, Slot: -1, Anchor: g.rules.anchor(c.ref),
				Message: fmt.Sprintf("%s: %s cannot use Poké-Powers during their next turn", c.source, g.name(o))})
		}
	case OpDeckToPrizes:
		p := c.player
		if op.Who == WhoDefending {
			p = opp(p)
		}
		g.deckToPrizes(c, p, max(op.N, 1)*r)
	case OpTopAttach:
		c.done = 0
		g.topAttach(c, op)
	}
}

// topAttach looks at the top N cards of the player's deck, attaches every Energy card among
// them that matches the filter to the Who Pokémon (one of the player's own), and discards the
// others; the deck is not shuffled. Attaching this way is not the turn's Energy attachment.
// It is top-attach-split with every card going to one Pokémon (attachFromTop).
func (g *Game) topAttach(c *opCtx, op *Op) {
	to := -1
	if ts, n := g.targets(c, op.Who); n > 0 && ts[0].p == c.player {
		to = ts[0].s
	}
	g.attachFromTop(c, op, nil, func() int { return to })
}

// deckToPrizes puts the top n cards of p's deck face down with p's Prize cards (fewer when
// the deck runs out, which is not a loss: only the draw at the start of a turn is).
func (g *Game) deckToPrizes(c *opCtx, p, n int) {
	pl := &g.p[p]
	n = min(n, len(pl.deck))
	if n == 0 {
		return
	}
	before := len(pl.prizes)
	pl.prizes = pl.takeTop(pl.prizes, n) // the top card is set aside first
	if g.trace {
		g.emit(Event{Kind: EvNote, Player: p, Zone: ZoneDeck, Slot: -1, Before: before, After: len(pl.prizes), Amount: n,
			Anchor:  g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s: the top %s of %s's deck become Prize cards, face down", c.source, count(n, "card"), g.name(p))})
	}
}

// beginPowerLock brings a pending Poké-Power ban into force at the start of its player's
// turn. A new game (Sudden Death) starts with none (beginSetup).
func (g *Game) beginPowerLock() {
	g.powerLocks[g.cur].begin(g.turn)
}

// powerLocked reports whether an effect of the opponent's last attack keeps p from using
// Poké-Powers now.
func (g *Game) powerLocked(p int, pw *Power) bool {
	return pw.Kind == PokePower && g.powerLocks[p].inForce(g.turn)
}

// attachedNamed counts the cards named name attached to a Pokémon (Energy and its Tool):
// "if this Pokémon has no Rainbow Energy attached".
func (g *Game) attachedNamed(pk *pokemon, name string) int {
	n := 0
	for _, e := range pk.energy {
		if g.rules.sameName(g.cards[e].Name, name) {
			n++
		}
	}
	if pk.tool != noCard && g.rules.sameName(g.cards[pk.tool].Name, name) {
		n++
	}
	return n
}

// energySourceChoice refuses a power that moves Energy from the chosen Pokémon when that
// Pokémon has none of the Energy it moves (a power that takes Water Energy from a chosen
// Benched Pokémon): with nothing to move there is nothing to use the power on.
func (g *Game) energySourceChoice(p int, ops []Op, own int) fault {
	for i := range ops {
		o := &ops[i]
		if o.Kind != OpMoveEnergy || o.Who != WhoChosenOwn || o.Gate != Always {
			continue
		}
		if !g.present(p, own) || !g.hasEnergyToMove(g.slot(p, own), o) {
			return fault{ErrNoTarget, refNone}
		}
	}
	return ok
}

// hasEnergyToMove reports whether a move-energy op finds an Energy card to move on pk.
func (g *Game) hasEnergyToMove(pk *pokemon, o *Op) bool {
	return slices.ContainsFunc(pk.energy, func(e CardRef) bool { return g.energyToMove(pk, e, o) })
}

// takeDiscardPile is the discard pile a take-discard op of the action picks from, as the op
// will find it: the pile now, then the cards the effect discards from the hand before it,
// unless that discard is the effect's cost (Junk Arm's 2 cards never come back with it:
// junk-arm-not-its-own-discards).
func (g *Game) takeDiscardPile(a *Action, lists ...[]Op) []CardRef {
	pile := g.p[a.Player].discard
	for _, l := range lists {
		for i := range l {
			o := &l[i]
			if o.Kind == OpTakeDiscard {
				return pile
			}
			if o.Kind == OpHandPick && o.Who == WhoSelf && o.Dest == ToDiscard && !o.ToLostZone && !o.Cost {
				pile = append(slices.Clone(pile), g.resolveHandPicks(a)[0]...)
			}
		}
	}
	return pile
}
