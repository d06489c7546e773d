package engine

import "slices"

// Which Energy cards an attach-split takes from the discard pile (Action.Picks). The pile is
// public, so the player names the very cards: places in the pile as it is before the action
// (0 the card discarded first, as take-discard counts them), taken in that order, each paired
// with the next entry of Action.Split. Without a choice the op takes the most recently
// discarded cards that fit, as it always did, so a game that never chooses plays as before.
//
// A choice must name as many cards as the effect attaches whenever the pile holds that many
// (all there are when it holds fewer), fewer only when the card says "up to" (Op.UpTo). A
// number that waits for coins is checked against the most the coins could give, and the op
// takes the first named cards they allow. An attach-split after a discard-deck of its effect
// attaches the card just discarded (Dig Out): there is nothing to choose.

// attachesFromDiscard reports whether op attaches Energy cards from its player's discard pile.
func attachesFromDiscard(op *Op) bool { return op.Kind == OpAttachSplit && !op.FromHand }

// readsPicksOp reports whether an op reads Action.Picks (as one of the cards or Pokémon the
// player picks), whatever it picks from.
func readsPicksOp(op *Op) bool {
	switch op.Kind {
	case OpDiscardOppEnergy, OpLostOwnEnergy, OpKeepBench, OpMoveSplit, OpDiscardChosen, OpMoveEnergyChosen:
		return true
	}
	return readsDeckPicks(op.Kind) || attachesFromDiscard(op)
}

// PilePicksConflict reports whether an effect (its op lists together) attaches Energy cards
// from the discard pile and has another op that reads Action.Picks: one list of picks could
// not answer both, so no card's effect may be written that way.
func PilePicksConflict(lists ...[]Op) bool {
	pile, readers := false, 0
	for _, ops := range lists {
		for i := range ops {
			pile = pile || attachesFromDiscard(&ops[i])
			if readsPicksOp(&ops[i]) {
				readers++
			}
		}
	}
	return pile && readers > 1
}

// attachPicked attaches the discard pile's cards c.picks names (places in the pile as the op
// finds it), in that order, up to want, each to the Pokémon dest names (-1: stop there).
// validatePileAttach has checked them; a place that no longer fits is passed over.
func (g *Game) attachPicked(c *opCtx, op *Op, want int, dest func() int) {
	pl := &g.p[c.player]
	for _, i := range c.picks {
		if want == 0 || i < 0 || i >= len(pl.discard) || pl.discard[i] == noCard {
			continue
		}
		x := pl.discard[i]
		if card := g.cards[x]; card.Category != EnergyCard || !op.Filter.Matches(card) {
			continue
		}
		s := dest()
		if s < 0 {
			break
		}
		pl.discard[i] = noCard // removed below, so later places keep their meaning
		g.attachEnergyCard(c, s, x, "their discard pile")
		want--
	}
	pl.discard = slices.DeleteFunc(pl.discard, func(x CardRef) bool { return x == noCard })
}

// pileAttachScope is what a choice of cards from the discard pile is checked against: the
// scope of the effect (its Pokémon, attack and name) with the op lists given.
func (g *Game) pileAttachScope(a *Action, lists [][]Op) findScope {
	sc := g.findScopeOf(a)
	sc.n = min(len(lists), len(sc.lists))
	copy(sc.lists[:], lists)
	return sc
}

// pileAttachMost is how many cards an attach-split from the discard pile may attach, at most,
// as the board is before the action, and how many of the pile's cards fit it.
func (g *Game) pileAttachMost(a *Action, sc *findScope, op *Op) (most, fits int) {
	r, _ := g.findRepeats(sc, op, a.Opt)
	c := opCtx{player: a.Player, self: sc.self, own: a.Own, opp: a.Target, attack: sc.atk, opted: a.Opt}
	most = g.splitWant(&c, op, r)
	for _, x := range g.p[a.Player].discard {
		if card := g.cards[x]; card.Category == EnergyCard && op.Filter.Matches(card) {
			fits++
		}
	}
	if !g.pileHasTaker(a, sc, op, &c) {
		most = 0
	}
	return most, fits
}

// pileHasTaker reports whether some Pokémon may take the cards: the one the op names, or
// any that fits a spread. A Pokémon benched by the action itself (a power that works then)
// is not in play yet, and counts.
func (g *Game) pileHasTaker(a *Action, sc *findScope, op *Op, c *opCtx) bool {
	p := a.Player
	if a.Kind == ActPlayBasic {
		return true
	}
	if op.AttachesToOne() {
		ts, n := g.targets(c, op.Who)
		return n > 0 && ts[0].p == p && g.splitFits(p, op, ts[0].s)
	}
	for s := 0; s <= g.p[p].nbench; s++ {
		if g.splitFits(p, op, s) {
			return true
		}
	}
	return false
}

// validatePileAttach checks Action.Picks for an attach-split from the discard pile: each a
// place in the pile, named once, of an Energy card the op attaches, as many as the effect
// attaches (fewer only for "up to"), and a choice at all only where there is one.
func (g *Game) validatePileAttach(a *Action, op *Op, lists [][]Op) fault {
	sc := g.pileAttachScope(a, lists)
	name := sc.name
	if name == "" {
		name = "the effect"
	}
	for _, ops := range lists {
		for i := range ops {
			if &ops[i] == op {
				break
			}
			if ops[i].Kind == OpDiscardDeck {
				return findFault(sc.x, "%s attaches the card it discards from the deck, not one the player names from the discard pile", name)
			}
		}
	}
	pile := g.p[a.Player].discard
	for i, pos := range a.Picks {
		switch {
		case pos < 0 || pos >= len(pile):
			return findFault(sc.x, "there is no card %d in the discard pile: it holds %s", pos+1, count(len(pile), "card"))
		case slices.Contains(a.Picks[:i], pos):
			return findFault(sc.x, "card %d of the discard pile is named twice", pos+1)
		}
		if card := g.cards[pile[pos]]; card.Category != EnergyCard || !op.Filter.Matches(card) {
			return findFault(sc.x, "%s does not attach %s (%s), card %d of the discard pile: it is not a card of the kind it takes", name, card.Name, card.ID, pos+1)
		}
	}
	most, fits := g.pileAttachMost(a, &sc, op)
	need := min(most, fits)
	coins := ""
	if op.Gate == EachHeads || op.Gate == EachTails {
		coins = " (the most its coins could allow)"
	}
	switch {
	case most == 0:
		return findFault(sc.x, "%s attaches no card here: none of the player's Pokémon may take one", name)
	case len(a.Picks) > most:
		return findFault(sc.x, "%s attaches at most %s%s; %d named", name, count(most, "card"), coins, len(a.Picks))
	case len(a.Picks) < need && !op.UpTo:
		return findFault(sc.x, "%s attaches %s%s and the discard pile holds %d that fit: name %d, not %d", name, count(most, "card"), coins, fits, need, len(a.Picks))
	}
	return ok
}

// PileChoices returns, for an action whose effect attaches Energy cards from the discard pile
// and that names none yet, a bounded set of other choices, each legal now: for each of the
// first maxFindChoices names among the fitting cards after the one the engine would take
// first, the most recently discarded card of that name first, then the engine's own order
// for the rest; each copy is the first of its card in the pile. The action itself, without
// Picks, is the engine's choice (the most recently discarded cards first).
func (g *Game) PileChoices(a Action) []Action {
	if len(a.Picks) > 0 || a.Player < 0 || a.Player > 1 {
		return nil
	}
	sc := g.findScopeOf(&a)
	op := PileAttachOp(sc.lists[:sc.n]...)
	if op == nil {
		return nil
	}
	most, _ := g.pileAttachMost(&a, &sc, op)
	pile := g.p[a.Player].discard
	var order []int // the fitting places, the most recently discarded first
	for i := len(pile) - 1; i >= 0; i-- {
		if card := g.cards[pile[i]]; card.Category == EnergyCard && op.Filter.Matches(card) {
			order = append(order, i)
		}
	}
	if most == 0 || len(order) < 2 {
		return nil
	}
	var out []Action
	// The newest card of each other name (the newest of all is the engine's own choice).
	pileCard := func(i int) *Card { return g.cards[pile[i]] }
	for _, first := range firstOfNames(order, pileCard, maxFindChoices+1)[1:] {
		picks := []int{first}
		for _, i := range order {
			if len(picks) < most && i != first {
				picks = append(picks, i)
			}
		}
		b := a
		b.Picks = g.firstCopies(pile, picks)
		if !g.validate(&b).failed() {
			out = append(out, b)
		}
	}
	return out
}

// PileAttachOp returns the attach-split of an effect (its op lists in order) that takes the
// cards Action.Picks names from the discard pile, or nil: the effect's first op that reads
// Picks, when it attaches from the discard pile and no discard-deck of the effect runs before
// it (that attaches the card just discarded, with nothing to choose).
func PileAttachOp(lists ...[]Op) *Op {
	op := deckPicksOp(lists...)
	if op == nil || !attachesFromDiscard(op) {
		return nil
	}
	for _, ops := range lists {
		for i := range ops {
			switch {
			case &ops[i] == op:
				return op
			case ops[i].Kind == OpDiscardDeck:
				return nil
			}
		}
	}
	return nil
}

// firstCopies replaces each place of picks with the first place in pile of the same card not
// already taken: the same choice in play, written the way a scenario file's card ids read
// back (each id the first copy left).
func (g *Game) firstCopies(pile []CardRef, picks []int) []int {
	out := make([]int, 0, len(picks))
	for _, i := range picks {
		c := g.cards[pile[i]]
		for k, x := range pile {
			if g.cards[x] == c && !slices.Contains(out, k) {
				out = append(out, k)
				break
			}
		}
	}
	return out
}
