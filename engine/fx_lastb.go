package engine

import (
	"fmt"
	"slices"
)

// Primitives added for the last cards of the hgss, xy and sm sets (share b): README.md,
// "Last cards, share b".

// itemsLocked refuses an Item card that a passive power in play keeps player p from playing
// (StatNoItems: while its Pokémon is Active, the other player's Item cards stay in the hand). The xy and sm rulebooks count Pokémon Tools and Technical Machines as Items,
// so they are kept in the hand too. The lock reads the board as it is when the card would
// be played: once that Pokémon leaves the Active Spot, the cards may be played again.
func (g *Game) itemsLocked(p int, c *Card) fault {
	if c.Category != TrainerCard || c.Trainer != Item && c.Trainer != Tool && c.Trainer != TechnicalMachine ||
		!g.p[p].hasActive || !g.hasStat(StatNoItems) {
		return ok
	}
	locked := false
	g.eachStatMod(p, 0, StatNoItems, func(*StatMod, *pokemon) { locked = true })
	if locked {
		return fault{ErrTrainerLocked, refPower}
	}
	return ok
}

// runLastbOp runs the ops of this file.
func (g *Game) runLastbOp(op *Op, c *opCtx) {
	switch op.Kind {
	case OpTopAttachSplit:
		c.done = 0
		g.topAttachSplit(c, op)
	case OpCountersOfType:
		c.done = 0
		g.countersOfType(c, op)
	}
}

// topAttachSplit looks at the top N cards of the player's deck, attaches each Energy card
// among them that matches the filter to the Pokémon Action.Split names for it (top card
// first; past the end of the list, where the last entry says; with no list, the Pokémon
// using the effect, or when it is Knocked Out, the Active Pokémon, then the first Benched
// Pokémon that is not), and discards the other cards. The player may attach only some of
// them: Action.Finds names those (fx_find.go), and the rest are discarded with the others. A Pokémon the same effect has Knocked Out
// takes none (Energymite: Electrode is Knocked Out first), so with no Pokémon that may take
// an Energy card it is discarded too. Not the turn's Energy attachment; the deck is not
// shuffled.
func (g *Game) topAttachSplit(c *opCtx, op *Op) {
	g.attachFromTop(c, op, &c.finds, func() int {
		if len(c.split) == 0 {
			return g.firstStanding(c.player, c.self)
		}
		return g.splitSlot(c, op)
	})
}

// attachFromTop looks at the top N cards of the player's deck and attaches each Energy card
// among them that matches the filter, top card first, to the Pokémon dest names for it (-1:
// none may take it, and it is discarded); the other cards are discarded. With chosen cards
// (f, nil for none) only those Energy cards are attached. Every card stays in
// the deck until it goes somewhere, so each event finds every card in one place.
func (g *Game) attachFromTop(c *opCtx, op *Op, f *findCtx, dest func() int) {
	p := c.player
	pl := &g.p[p]
	k := min(max(op.N, 1), len(pl.deck))
	if k == 0 {
		return
	}
	top := slices.Clone(pl.deck[len(pl.deck)-k:]) // the top card is the last
	if g.trace {
		seen := slices.Clone(top)
		slices.Reverse(seen)
		g.note(c.ref, p, g.name(p), " looks at the top ", count(k, "card"), " of their deck: ", g.cardNames(seen), " (", c.source, ")")
	}
	var rest []CardRef
	for i := len(top) - 1; i >= 0; i-- {
		x := top[i]
		card := g.cards[x]
		if card.Category != EnergyCard || !op.Filter.Matches(card) {
			rest = append(rest, x)
			continue
		}
		if f != nil && f.chosen {
			k := slices.Index(f.cards, x)
			if k < 0 {
				rest = append(rest, x) // not chosen: discarded with the others
				continue
			}
			f.cards = slices.Delete(f.cards, k, k+1)
		}
		s := dest()
		if s < 0 {
			rest = append(rest, x)
			continue
		}
		if j := slices.Index(pl.deck, x); j >= 0 {
			pl.deck = slices.Delete(pl.deck, j, j+1)
		}
		g.attachEnergyCard(c, s, x, fmt.Sprintf("the top %s of their deck", count(k, "card")))
	}
	pl.deck = pl.deck[:len(pl.deck)-len(rest)] // what is left of the top cards is still on top
	g.discardMany(p, rest, c.ref)
}

// selfKnockedOut returns the slot of the Pokémon whose own effect (the power or attack of
// action a) Knocks it Out, or -1: a spread of the same effect may not put cards on it.
func (g *Game) selfKnockedOut(a *Action) int {
	lists, n := g.effectOps(a)
	for _, ops := range lists[:n] {
		for i := range ops {
			if ops[i].Kind == OpKnockOut && ops[i].Who == WhoSelf {
				if a.Kind == ActUsePower {
					return a.Slot
				}
				return 0
			}
		}
	}
	return -1
}

// firstStanding returns the slot of player p's Pokémon that a spread with no list gives its
// cards to: self when it may take them, else the Active Pokémon, else the first Benched
// Pokémon that is not Knocked Out (-1: none).
func (g *Game) firstStanding(p, self int) int {
	if self >= 0 && g.present(p, self) && !g.slot(p, self).knockedOut {
		return self
	}
	for s := 0; s <= g.p[p].nbench; s++ {
		if g.present(p, s) && !g.slot(p, s).knockedOut {
			return s
		}
	}
	return -1
}

// picksFromHand reports whether ops choose cards from a hand (hand-pick), which the action
// then names (Action.HandPicks, OppHandPicks).
func picksFromHand(ops []Op) bool {
	own, theirs, _ := pickNeeds(ops)
	return own.set || theirs.set
}

// validateTriggerPicks checks the cards an action that evolves a Pokémon from the hand
// chooses from either hand for the power that works then (Queenly Majesty: a card from the
// opponent's hand, chosen by the player who sees it), as validateHandPicks does for a power
// that is used on its own. Only that kind of power reads them; any other refuses picks.
func (g *Game) validateTriggerPicks(a *Action, pw *Power) fault {
	own, theirs, _ := pickNeeds(pw.Ops)
	if pw.Use != UseEvolvedFromHand {
		own, theirs = pickNeed{}, pickNeed{}
	}
	// The Evolution card leaves the hand first.
	return g.checkHandPicks(a, own, theirs, a.Hand, false, refPower)
}

// defaultTriggerPicks gives each listed action that takes such a power the first cards it
// may choose from each hand (LegalActions lists one choice; Apply accepts any legal one).
func (g *Game) defaultTriggerPicks(as []Action, pw *Power) {
	if pw.Use != UseEvolvedFromHand || !picksFromHand(pw.Ops) {
		return
	}
	own, theirs, _ := pickNeeds(pw.Ops)
	for i := range as {
		a := &as[i]
		if pw.Optional && !a.Opt {
			continue
		}
		for side, need := range [2]pickNeed{own, theirs} {
			if !need.set {
				continue
			}
			p, skip := a.Player, a.Hand
			if side == 1 {
				p, skip = opp(a.Player), -1
			}
			g.resolveNeed(&need, a)
			cands := g.pickCandidates(nil, p, &need, skip)
			picks := cands[:pickCount(&need, len(cands))]
			if side == 0 {
				a.HandPicks = picks
			} else {
				a.OppHandPicks = picks
			}
		}
	}
}

// countersOfType puts N damage counters on each Pokémon of Who (each-opponent when unset)
// whose types include the one the player named (Action.Pick, a Type: Color Tag). A Pokémon
// protected from the effects of the opponent's attacks takes none.
func (g *Game) countersOfType(c *opCtx, op *Op) {
	w := op.Who
	if w == WhoDefault {
		w = WhoEachOpp
	}
	t := Type(c.pick)
	if g.trace {
		g.note(c.ref, c.player, c.source, ": ", g.name(c.player), " names the ", t.String(), " type")
	}
	var buf [12]target
	for _, m := range g.members(c, w, buf[:0]) {
		if !g.reaches(c, m) || g.typeMaskOf(g.slot(m.p, m.s))&(1<<t) == 0 {
			continue
		}
		g.placeCounters(m.p, m.s, max(op.N, 1), refPlaceCounters, c.source)
		c.done++
	}
}

// PicksType reports whether an attack's ops ask the player to name a type in Action.Pick
// (counters-of-type).
func (a *Attack) PicksType() bool {
	for _, ops := range [][]Op{a.Before, a.After} {
		for i := range ops {
			if ops[i].Kind == OpCountersOfType {
				return true
			}
		}
	}
	return false
}

// namedTypes is the mask of types an attack that names a type may name: the types of the
// opponent's Pokémon in play now. The card allows any type, but naming one that none of them
// has would make the attack do nothing, so only these are offered.
func (g *Game) namedTypes(p int) uint16 {
	o := opp(p)
	var m uint16
	for s := 0; s <= g.p[o].nbench; s++ {
		if g.present(o, s) {
			m |= g.typeMaskOf(g.slot(o, s))
		}
	}
	return m &^ (1 << AnyType)
}

// validatePickedType checks, for an attack that names a type, that Action.Pick names a type
// one of the opponent's Pokémon has.
func (g *Game) validatePickedType(p int, atk *Attack, a *Action) fault {
	if !atk.PicksType() {
		return ok
	}
	if a.Pick < 0 || a.Pick >= int(AnyType) || g.namedTypes(p)&(1<<a.Pick) == 0 {
		return fault{ErrBadChoice, refAttackChoices}
	}
	return ok
}

// listPickedTypes lists an attack that names a type once for each type among the opponent's
// Pokémon in play.
func (g *Game) listPickedTypes(buf []Action, p, k int, atk *Attack) []Action {
	h := hintsOf(ActAttack, atk.Requires, atk.Before, atk.After)
	m := g.namedTypes(p)
	for t := Colorless; t < AnyType; t++ {
		if m&(1<<t) != 0 {
			buf = g.withChoices(buf, &Action{Kind: ActAttack, Player: p, Index: k, Pick: int(t)}, atk.ChooseOwn, atk.ChooseOpp, &h)
		}
	}
	return buf
}

// toolsOnActiveKO runs, for player p's Pokémon koToolOrder names, the OnActiveKO ops of
// its Pokémon Tool, now that p's Pokémon at s, damaged by an opponent's attack while Active,
// is being Knocked Out (Exp. Share: a basic Energy card moves from it to the Tool's
// Pokémon). They run before the Knocked Out Pokémon leaves play, and so before its
// replacement is chosen (ruling exp-share-before-new-active). The card's "you may" is p's:
// the attack carries it (Action.ExpShare, fx_expshare.go); without it every such Tool works.
func (g *Game) toolsOnActiveKO(p, s int) {
	if !g.present(p, s) {
		return
	}
	order := g.koToolOrder(p, s)
	if g.trace && g.react.expShare != nil {
		// A holder left out was the player's choice; the trace says so rather than nothing.
		for h := 1; h <= g.p[p].nbench; h++ {
			if tc, has := g.koTool(p, h); has && h != s && !slices.Contains(order, h) {
				g.emit(Event{Kind: EvNote, Player: p, Zone: zoneOf(h), Slot: h, Card: g.top(g.slot(p, h)).Name,
					Anchor: g.rules.anchor(refTool), Message: fmt.Sprintf("%s chooses not to use %s on %s",
						g.name(p), tc.Name, g.top(g.slot(p, h)).Name)})
			}
		}
	}
	for _, h := range order {
		pk := g.slot(p, h)
		tc := g.cards[pk.tool]
		var chosen []CardRef
		if i := slices.Index(g.react.expShare, h); i >= 0 && i < len(g.react.expShareEnergy) {
			chosen = g.react.expShareEnergy[i : i+1]
		}
		if g.trace {
			g.emit(Event{Kind: EvNote, Player: p, Zone: zoneOf(h), Slot: h, Card: g.top(pk).Name,
				Anchor: g.rules.anchor(refTool), Message: fmt.Sprintf("%s on %s works: an attack's damage Knocked Out %s",
					tc.Name, g.top(pk).Name, g.top(g.slot(p, s)).Name)})
		}
		ctx := opCtx{player: p, self: s, own: h, opp: -1, ref: refTool, source: tc.Name, chosenEnergy: chosen}
		g.runOps(tc.OnActiveKO, &ctx)
	}
}

// koLostSides reports, for each player, whether a passive power in play sends that player's
// Knocked Out Pokémon to the Lost Zone (StatKOLostZone, Catastrophe, while
// Gengar is Active). It is read once when a Knock Out check begins, so a power whose own
// Pokémon is Knocked Out by the same check still applies to the others (ruling
// catastrophe-gengar-knocked-out-same-attack), and where the power's Pokémon is when the check
// comes is what counts, not where it was when the damage was done (ruling
// catastrophe-gengar-switched-in-during-attack).
func (g *Game) koLostSides() (out [2]bool) {
	if !g.hasStat(StatKOLostZone) {
		return out
	}
	for p := 0; p < 2; p++ {
		for s := 0; s <= g.p[p].nbench && !out[p]; s++ {
			if g.present(p, s) {
				g.eachStatMod(p, s, StatKOLostZone, func(*StatMod, *pokemon) { out[p] = true })
			}
		}
	}
	return out
}

// lostByBody puts player p's Knocked Out Pokémon at s in the Lost Zone when koLostSides said
// so at the start of the check: every Pokémon card of it (the Evolution cards and the Basic
// Pokémon under them, a LV.X) goes there, and the cards attached to it go to the discard pile
// (ruling catastrophe-whole-pokemon-lost-zone). An attack's own ko-lost-zone, which sends the
// attached cards to the Lost Zone too, comes first.
func (g *Game) lostByBody(p, s int, x ref) bool {
	if !g.koLostBody[p] || x == refAttackEffects && g.koToLost && p != g.cur && g.hitByAttack[p]&(1<<s) != 0 {
		return false
	}
	pk := g.slot(p, s)
	name, own := g.top(pk).Name, len(pk.stack)
	cards := g.takeOutOfPlay(p, s)
	g.p[p].lost = append(g.p[p].lost, cards[:own]...)
	g.discardMany(p, cards[own:], refKO) // every card is in its place before any event is traced
	if g.trace {
		g.emit(Event{Kind: EvNote, Player: p, Zone: zoneOf(s), Slot: s, Card: name, Amount: own, Anchor: g.rules.anchor(refLostZone),
			Message: fmt.Sprintf("an effect in play sends %s to the Lost Zone instead of the discard pile (%s of it); the cards attached to it are discarded",
				name, count(own, "Pokémon card"))})
	}
	return true
}
