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
	case CountOppInPlay:
		n := g.p[them].nbench
		if g.p[them].hasActive {
			n++
		}
		return n
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
	case OpAttachSplit, OpSearchSplit:
		c.done = 0
		g.attachSplit(c, op, r)
	}
}

// splitWant is how many cards a split op takes: N (default 1) for each repetition of its
// gate, and for each of its Count when it has one.
func (g *Game) splitWant(c *opCtx, op *Op, r int) int {
	n := max(op.N, 1) * r
	if op.Count != CountNone {
		n *= g.count(c, op.Count, op.Type)
	}
	return n
}

// splitBenchOnly reports whether a split op may put cards on Benched Pokémon only.
func splitBenchOnly(op *Op) bool { return op.Who == WhoEachOwnBenched }

// splitSlot returns where the next card of a split effect goes: the next entry of
// Action.Split, or, when the list has run out, the last entry; with no list at all, the
// Pokémon using the effect (the Active Pokémon for a Trainer), or the first Benched Pokémon
// when only Benched ones may take it. -1: no Pokémon can take it.
func (g *Game) splitSlot(c *opCtx, op *Op) int {
	s := -1
	switch {
	case c.splitAt < len(c.split):
		s = c.split[c.splitAt]
		c.splitAt++
	case len(c.split) > 0:
		s = c.split[len(c.split)-1]
	case splitBenchOnly(op):
		s = 1
	default:
		s = max(c.self, 0)
	}
	if splitBenchOnly(op) && s == 0 || !g.present(c.player, s) {
		return -1
	}
	return s
}

// attachSplit attaches Energy cards matching the op's filter from the discard pile (newest
// first), the hand (first card first) or the deck (top first, then shuffled) to the player's
// Pokémon, each to the slot Action.Split gives it. Like attach-discard, it is not the turn's
// Energy attachment and no attach effects run.
func (g *Game) attachSplit(c *opCtx, op *Op, r int) {
	p := c.player
	pl := &g.p[p]
	want := g.splitWant(c, op, r)
	from, where := &pl.discard, "discard pile"
	switch {
	case op.Kind == OpSearchSplit:
		from, where = &pl.deck, "deck"
	case op.FromHand:
		from, where = &pl.hand, "hand"
	}
	for i := 0; i < len(*from) && want > 0; {
		j := len(*from) - 1 - i // the discard pile and the deck: newest / top first
		if op.FromHand && op.Kind == OpAttachSplit {
			j = i
		}
		x := (*from)[j]
		card := g.cards[x]
		if card.Category != EnergyCard || !op.Filter.Matches(card) {
			i++
			continue
		}
		s := g.splitSlot(c, op)
		if s < 0 {
			break
		}
		*from = append((*from)[:j], (*from)[j+1:]...)
		pk := g.slot(p, s)
		pk.energy = append(pk.energy, x)
		want--
		c.done++
		if g.trace {
			g.emit(Event{Kind: EvAttachEnergy, Player: p, Zone: zoneOf(s), Slot: s, Card: card.Name,
				Anchor:  g.rules.anchor(c.ref),
				Message: fmt.Sprintf("%s attaches %s from their %s to %s (%s)", g.name(p), card.Name, where, g.top(pk).Name, c.source)})
		}
	}
	if op.Kind == OpSearchSplit {
		g.shuffleDeck(p, c.ref)
	}
}

// actionOps returns the op lists an attack, power or Trainer action would run (nil for other
// actions or when the action names nothing).
func (g *Game) actionOps(a *Action) [][]Op {
	p := a.Player
	switch a.Kind {
	case ActAttack:
		if !g.present(p, 0) {
			return nil
		}
		if atk, _ := g.attackAt(g.active(p), a.Index); atk != nil {
			return [][]Op{atk.Requires, atk.Before, atk.After}
		}
	case ActUsePower:
		if !g.present(p, a.Slot) {
			return nil
		}
		if pw, _ := g.powerAt(g.slot(p, a.Slot), a.Index); pw != nil {
			return [][]Op{pw.Ops}
		}
	case ActPlayTrainer:
		if c, ok := g.handCard(p, a.Hand); ok {
			return [][]Op{c.Play}
		}
	}
	return nil
}

// splitOp returns the first split op of an action's effect (nil: none).
func (g *Game) splitOp(a *Action) *Op {
	for _, ops := range g.actionOps(a) {
		for i := range ops {
			if ops[i].Kind == OpAttachSplit || ops[i].Kind == OpSearchSplit {
				return &ops[i]
			}
		}
	}
	return nil
}

// maxSplit bounds Action.Split: no effect spreads more cards than a deck holds.
const maxSplit = 60

// validateSplit checks Action.Split: only an effect that spreads cards takes it, and each
// entry must be one of the player's Pokémon that may take them.
func (g *Game) validateSplit(a *Action) fault {
	if len(a.Split) == 0 {
		return ok
	}
	if a.Player < 0 || a.Player > 1 || len(a.Split) > maxSplit {
		return fault{ErrBadChoice, refNone}
	}
	op := g.splitOp(a)
	if op == nil {
		return fault{ErrBadChoice, refNone}
	}
	for _, s := range a.Split {
		if !g.present(a.Player, s) || splitBenchOnly(op) && s == 0 {
			return fault{ErrBadChoice, refNone}
		}
	}
	return ok
}

// splitVariants replaces each listed action from buf[from:] whose effect spreads cards with
// one action per Pokémon that may take them all ("all to this one"). Other spreads are legal
// too (Apply accepts any valid Split); listing these keeps the list short.
func (g *Game) splitVariants(buf []Action, from int) []Action {
	n := len(buf)
	for i := from; i < n; i++ {
		op := g.splitOp(&buf[i])
		if op == nil {
			continue
		}
		a := buf[i]
		first := true
		for s := 0; s <= g.p[a.Player].nbench; s++ {
			if !g.present(a.Player, s) || splitBenchOnly(op) && s == 0 {
				continue
			}
			b := a
			b.Split = []int{s}
			if first {
				buf[i] = b
				first = false
				continue
			}
			buf = append(buf, b)
		}
	}
	return buf
}
