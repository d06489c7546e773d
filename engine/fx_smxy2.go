package engine

import (
	"fmt"
	mbits "math/bits"
	"slices"
)

// Primitives added for the second pass over the xy- and sm-era cards (README.md, "xy- and
// sm-era cards, second pass").

// toPrizes puts card x from player p's hand face down among p's Prize cards (hand-pick with
// Dest ToPrizes: "add a card from their hand to their Prize cards"). The new Prize card
// is taken like any other; it undoes no Prize card taken.
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
	case OpMoveEnergyChosen:
		c.done = 0
		g.energyMovesChosen(c, op)
	case OpSearchAttachEach:
		c.done = 0
		g.searchAttachEach(c, op)
	case OpSearchAttachChosen:
		c.done = 0
		g.searchAttachChosen(c, op)
	case OpFreeAttachNext:
		g.grantFreeAttach(c)
	case OpBaseAddExactHeads:
		// "If exactly 2 of them are heads, 60 more damage": one op for each row of the table.
		if c.heads == op.N {
			g.setBase(c, c.base+op.Amount, op.Kind, op.Amount, 1)
		}
	}
}

// discardStadium discards the Stadium in play to its owner's discard pile: any Stadium, or
// with Who defending only one the opponent put into play. The gate done then reads whether
// one was discarded.
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

// energySide says which of player p's Pokémon a move-energy-chosen op's Who or To offers:
// a set of p's Pokémon, or self, the attacking Pokémon (the Active Pokémon: the op belongs
// to attacks). side is -1 for anything else.
func (g *Game) energySide(p int, w Who) (side int, pos [6]int, n int) {
	if w == WhoSelf {
		if g.p[p].hasActive {
			n = 1
		}
		return p, pos, n
	}
	return g.pickSide(p, w) // moveEnds keeps both ends on one player's side
}

// matchingEnergy counts the Energy cards attached to the Pokémon at p, s that op may move.
func (g *Game) matchingEnergy(p, s int, op *Op) int {
	k := 0
	pk := g.slot(p, s)
	for _, e := range pk.energy {
		if g.attachedMatches(&op.Filter, pk, e) {
			k++
		}
	}
	return k
}

// energyMovesChosen carries out Action.Moves for a move-energy-chosen op, checked again
// against the board as it is now: a move that no longer fits is skipped, one asking for
// more cards than are there moves those there are. Each move takes first the cards
// Action.Picks names for it (energyPlan pairs the entries with the cards moved, in order),
// then the matching cards in the order they were attached. Moving is not the turn's Energy
// attachment.
func (g *Game) energyMovesChosen(c *opCtx, op *Op) {
	var plan [][]CardRef
	if len(c.picks) > 0 && len(c.moves) > 0 {
		// Resolved once, before anything moves, so the places read the board the player
		// chose from.
		if fs, _, _, _, _, _ := g.moveEnds(c.player, op); fs >= 0 {
			plan, _ = g.energyPlan(fs, op, c.moves, func(k, _ int, list []heldEnergy) (int, error) {
				if k < len(c.picks) && c.picks[k] >= 0 && c.picks[k] < len(list) && !list[c.picks[k]].gone {
					return c.picks[k], nil
				}
				return -1, nil
			})
		}
	}
	g.eachChosenMove(c, op, func(i int, from, to target, k int) int {
		if !g.reaches(c, from) || !g.reaches(c, to) {
			return 0 // an effect of an earlier attack keeps this attack's effects off it
		}
		src := g.slot(from.p, from.s)
		moved := 0
		var chosen []CardRef
		if i < len(plan) {
			chosen = plan[i]
		}
		for _, e := range chosen {
			if i := slices.Index(src.energy, e); i >= 0 && (k < 0 || moved < k) && g.attachedMatches(&op.Filter, src, e) {
				g.moveAttached(c, from, to, i)
				moved++
			}
		}
		if k > 0 {
			k -= moved
		}
		if k != 0 {
			moved += g.moveEnergyCards(c, from, to, k, func(pk *pokemon, e CardRef) bool { return g.attachedMatches(&op.Filter, pk, e) })
		}
		c.done += moved
		return moved
	})
}

// chosenMatches refuses a choice of the opponent's Pokémon (Action.Target) that a knock-out
// op on the chosen Pokémon would not take because it fails the op's Match, while another
// Pokémon the attack may choose passes it (a Knock Out limited to the opponent's Basic
// Pokémon other than Pokémon-GX). With no such Pokémon any choice stands, and the op does
// nothing.
func (g *Game) chosenMatches(p, target int, ch Choice, opss ...[]Op) fault {
	o := opp(p)
	for _, ops := range opss {
		for i := range ops {
			op := &ops[i]
			if op.Kind != OpKnockOut || op.Who != WhoChosenOpp || op.Match.IsZero() {
				continue
			}
			if g.present(o, target) && g.matches(o, target, &op.Match) {
				continue
			}
			first := 0
			if ch == ChooseBenched {
				first = 1
			}
			for s := first; s <= g.p[o].nbench; s++ {
				if g.present(o, s) && g.matches(o, s, &op.Match) {
					return fault{ErrBadChoice, refAttackChoices}
				}
			}
		}
	}
	return ok
}

// benchTypes counts the different types among player p's Benched Pokémon, as each is now
// (a Tool's type included), for effects that count the types on a Bench. A dual-type
// Pokémon brings both of its types.
func (g *Game) benchTypes(p int) int {
	var m uint32
	for s := 1; s <= g.p[p].nbench; s++ {
		m |= uint32(g.typeMaskOf(g.slot(p, s)))
	}
	return mbits.OnesCount32(m)
}

// sleepCheck flips the between-turns coins for player p's Asleep Active Pokémon: one, or
// the number an effect set (condition Asleep with N: the owner flips N coins, and any tails
// among them keeps the Pokémon Asleep). It reports Heads only
// when every coin came up heads.
func (g *Game) sleepCheck(p int, pk *pokemon) Coin {
	n := max(pk.sleepCoins, 1)
	if n == 1 {
		return g.flip(p, refCheckupSleep, "Asleep check for ", g.top(pk).Name)
	}
	res := Heads
	for i := 1; i <= n; i++ {
		which := ""
		if g.trace {
			which = fmt.Sprintf(" (coin %d of %d)", i, n)
		}
		if g.flip(p, refCheckupSleep, "Asleep check for ", g.top(pk).Name, which) == Tails {
			res = Tails
		}
	}
	return res
}

// basicEnergyTypes counts the different types of the basic Energy cards attached to a
// Pokémon, for effects that count them.
func (g *Game) basicEnergyTypes(pk *pokemon) int {
	var m uint32
	for _, e := range pk.energy {
		if c := g.cards[e]; c.BasicEnergy {
			for _, t := range c.Provides {
				m |= 1 << t
			}
		}
	}
	return mbits.OnesCount32(m)
}

// hasAttackNamed reports whether the Pokémon can use an attack of that name: its own, one
// kept from below (BREAK, LV.X) or one a Technical Machine gives it.
func (g *Game) hasAttackNamed(pk *pokemon, name string) bool {
	for i, n := 0, g.attackCount(pk); i < n; i++ {
		if a, _ := g.attackAt(pk, i); a != nil && a.Name == name {
			return true
		}
	}
	return false
}

// searchAttachEach searches the player's deck, for each Who Pokémon that passes Match
// (Active before Bench, in order), for up to N Energy cards matching Filter (top first) and
// attaches them to that Pokémon; then the deck is shuffled (Lightning Energy from the deck
// to every Benched Pokémon with the Nuzzle attack, say). Like attach-split it is not the
// turn's Energy attachment.
func (g *Game) searchAttachEach(c *opCtx, op *Op) {
	p := c.player
	if len(c.split) > 0 {
		// The player says which Pokémon each found card goes to, so one may take none
		// and a later one its share (validateEachSplit checked the Pokémon).
		g.attachFromDeck(c, op, -1, len(c.split)-c.splitAt, func() int { return g.eachSplitSlot(c, op) })
		g.shuffleDeck(p, c.ref)
		return
	}
	var buf [12]target
	for _, t := range g.members(c, op.Who, buf[:0]) {
		if t.p == p && g.matches(t.p, t.s, &op.Match) {
			g.attachFromDeck(c, op, t.s, max(op.N, 1), nil)
		}
	}
	g.shuffleDeck(p, c.ref)
}

// searchAttachChosen searches the player's deck, for each of the Pokémon chosen in
// Action.Spots (N different ones of Who, or all of them when fewer: checked as for
// damage-chosen), for an Energy card matching Filter (top first) and attaches it to that
// Pokémon; then the deck is shuffled (one Fairy Energy from the deck to each of 2 chosen
// Benched Pokémon, say).
func (g *Game) searchAttachChosen(c *opCtx, op *Op) {
	p := c.player
	if side, _, _ := g.pickSide(p, op.Who); side == p {
		for _, s := range c.spots {
			if g.present(p, s) {
				g.attachFromDeck(c, op, s, 1, nil)
			}
		}
	}
	g.shuffleDeck(p, c.ref)
}

// attachFromDeck attaches up to want Energy cards matching op's Filter from the player's
// deck (top first) to their Pokémon at s, or where dest says for each when it is not nil, as
// search-split does (attachFromPile).
func (g *Game) attachFromDeck(c *opCtx, op *Op, s, want int, dest func() int) {
	if dest == nil {
		dest = func() int { return s }
	}
	g.attachFromPile(c, &g.p[c.player].deck, "their deck", false, op.Filter, want, dest)
}

// eachSplitSlot is the Pokémon the next card of a search-attach-each goes to by
// Action.Split, or -1 when the list has run out or that Pokémon may no longer take it (an
// earlier op of the effect moved or Knocked it Out).
func (g *Game) eachSplitSlot(c *opCtx, op *Op) int {
	if c.splitAt >= len(c.split) {
		return -1
	}
	s := c.split[c.splitAt]
	c.splitAt++
	if !g.eachTakes(c.player, op, s) {
		return -1
	}
	return s
}

// eachTakes reports whether player p's Pokémon at s is one a search-attach-each attaches to.
func (g *Game) eachTakes(p int, op *Op, s int) bool {
	if s < 0 || s > g.p[p].nbench || !g.present(p, s) || g.slot(p, s).knockedOut {
		return false
	}
	if s == 0 && op.Who == WhoEachOwnBenched {
		return false
	}
	return g.matches(p, s, &op.Match)
}

// eachSplitOp returns the search-attach-each of an action's effect, or nil.
func (g *Game) eachSplitOp(a *Action) *Op {
	lists, n := g.effectOps(a)
	for _, ops := range lists[:n] {
		for i := range ops {
			if ops[i].Kind == OpSearchAttachEach {
				return &ops[i]
			}
		}
	}
	return nil
}

// validateEachSplit checks Action.Split for a search-attach-each: one entry a found card,
// each a Pokémon the search attaches to, none taking more than N; with Finds, one entry for
// each card it names.
func (g *Game) validateEachSplit(a *Action, op *Op) fault {
	x := g.findScopeOf(a).x
	if len(a.Finds) == 1 && a.Finds[0] == FindNothing {
		return findFault(x, "the choice finds no card, so no card goes to a Pokémon")
	}
	if len(a.Finds) > 0 && len(a.Finds) != len(a.Split) {
		return findFault(x, "the choice finds %s and names %s to take them; each found card needs one Pokémon",
			count(len(a.Finds), "card"), count(len(a.Split), "Pokémon"))
	}
	most := max(op.N, 1)
	for i, s := range a.Split {
		if !g.eachTakes(a.Player, op, s) {
			return findFault(x, "the %s card goes to a Pokémon the search does not attach to", ordinal(i+1))
		}
		if n := countIn(a.Split[:i+1], s); n > most {
			return findFault(x, "each Pokémon takes at most %s, and the %s card would be one more", count(most, "card"), ordinal(i+1))
		}
	}
	return ok
}

// countIn counts s in xs.
func countIn(xs []int, s int) int {
	n := 0
	for _, x := range xs {
		if x == s {
			n++
		}
	}
	return n
}

// choosesPokemon reports an op whose Action.Spots name different Pokémon, one each.
func choosesPokemon(k OpKind) bool {
	return k == OpDamageChosen || k == OpSearchAttachChosen || k == OpDevolveChosen
}

// grantFreeAttach gives the player using the effect a next turn without the once-a-turn
// limit on attaching Energy cards from the hand.
func (g *Game) grantFreeAttach(c *opCtx) {
	g.freeAttach[c.player].grant()
	if g.trace {
		g.emit(Event{Kind: EvLasting, Player: c.player, Slot: -1, Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s: during %s's next turn, Energy cards may be attached from the hand any number of times", c.source, g.name(c.player))})
	}
}

// beginFreeAttach, at the start of a turn, puts a pending grant of the turn player's in force.
func (g *Game) beginFreeAttach() {
	if g.freeAttach[g.cur].begin(g.turn) && g.trace {
		g.note(refAttachOnce, g.cur, g.name(g.cur), " has no limit this turn on attaching Energy cards from the hand (an effect of an earlier attack)")
	}
}

// attachFree reports whether player p may attach another Energy card from the hand this turn
// although one was attached already.
func (g *Game) attachFree(p int) bool {
	return g.freeAttach[p].inForce(g.turn) && p == g.cur
}
