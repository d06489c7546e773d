package engine

import (
	"fmt"
	"slices"
)

// The top of the deck, the bottom of the deck, the discard pile back into the deck, and the
// Prize cards. The player's choices (the order of the cards looked at, which of them to keep,
// which cards of the discard pile) arrive in Action.Picks, so a game stays deterministic and a
// replay carries them; with no Picks each op makes the default choice its README row names.

// matchesDeck checks the filter fields of deck effects: a card name and Evolution cards.
func (f *Filter) matchesDeck(c *Card) bool {
	if f.Name != "" && c.Name != f.Name && (f.OrName == "" || c.Name != f.OrName) || f.NotName != "" && c.Name == f.NotName {
		return false
	}
	if f.Evolution && (c.Category != PokemonCard || !c.Stage.IsEvolution()) {
		return false
	}
	return true
}

// newTypes reports whether a card's types (a Pokémon's types, an Energy card's provided types)
// are all new to seen, and adds them. A card with no type is never new; nor is an Energy card
// that is every type only while attached, since searches look outside play.
func newTypes(c *Card, seen *uint32) bool {
	var m uint32
	switch c.Category {
	case PokemonCard:
		m = uint32(c.typeMask())
	case EnergyCard:
		for _, t := range c.Provides {
			if t != AnyType {
				m |= 1 << t
			}
		}
	}
	if m == 0 || m&*seen != 0 {
		return false
	}
	*seen |= m
	return true
}

// searchLegendPair takes both halves of one Pokémon LEGEND from the deck into the hand: the
// first half found from the top whose other half is in the deck too, with that other half.
// Nothing is taken when no LEGEND is there whole. The deck is shuffled either way.
func (g *Game) searchLegendPair(c *opCtx) {
	p := c.player
	pl := &g.p[p]
	a, b := -1, -1
	if c.finds.chosen {
		a, b = g.legendFound(c) // the halves the player chose, or none
	}
	for i := len(pl.deck) - 1; i >= 0 && b < 0 && !c.finds.chosen; i-- {
		x := g.cards[pl.deck[i]]
		if x.Category != PokemonCard || x.Stage != Legend {
			continue
		}
		for j := len(pl.deck) - 1; j >= 0; j-- {
			y := g.cards[pl.deck[j]]
			if j != i && legendHalves(x, y) {
				a, b = i, j
				break
			}
		}
	}
	if c.finds.chosen && b < 0 {
		g.assume(g.rules.SearchMayFindFewer, c.ref, p)
	}
	if b >= 0 {
		x, y := pl.deck[a], pl.deck[b]
		pl.deck = slices.DeleteFunc(pl.deck, func(r CardRef) bool { return r == x || r == y })
		pl.hand = append(pl.hand, x, y)
		c.finds.cards = slices.DeleteFunc(c.finds.cards, func(r CardRef) bool { return r == x || r == y })
		c.done += 2
		if g.trace {
			g.emit(Event{Kind: EvSearch, Player: p, Zone: ZoneDeck, Slot: -1, Card: g.cards[x].Name, Amount: 2,
				Anchor: g.rules.anchor(c.ref), Message: fmt.Sprintf("%s finds both halves of %s in the deck (%s)", g.name(p), g.cards[x].Name, c.source)})
		}
	}
	g.shuffleDeck(p, c.ref)
}

// PrizesFaceUp reports whether player p's Prize cards were turned face up.
func (g *Game) PrizesFaceUp(p int) bool { return g.p[p].prizesUp }

// deckOwner is whose deck an op looks at: the opponent's for Who defending, your own otherwise.
func deckOwner(c *opCtx, w Who) int {
	if w == WhoDefending {
		return opp(c.player)
	}
	return c.player
}

// topCards returns the top k cards of player p's deck, top card first.
func (g *Game) topCards(p, k int) []CardRef {
	d := g.p[p].deck
	k = min(k, len(d))
	out := make([]CardRef, k)
	for i := range out {
		out[i] = d[len(d)-1-i]
	}
	return out
}

func (g *Game) deckOp(c *opCtx, op *Op, r int) {
	n := max(op.N, 1)
	switch op.Kind {
	case OpLookTop:
		p := deckOwner(c, op.Who)
		if g.trace {
			g.emit(Event{Kind: EvNote, Player: c.player, Zone: ZoneDeck, Slot: -1, Amount: min(n, len(g.p[p].deck)),
				Anchor: g.rules.anchor(c.ref), Message: fmt.Sprintf("%s looks at the top of %s's deck: %s (%s)",
					g.name(c.player), g.name(p), g.cardNames(g.topCards(p, n)), c.source)})
		}
	case OpReorderTop:
		g.reorderTop(c, op, n)
	case OpShuffleDeck:
		g.shuffleDeck(deckOwner(c, op.Who), c.ref)
	case OpTakeTop:
		g.takeTop(c, op, n)
	case OpTopOrBottom:
		g.topOrBottom(c, n)
	case OpDrawBottom:
		g.drawBottom(c, n*r)
	case OpDiscardToDeck:
		c.done = 0
		g.discardToDeck(c, op, n*r)
	case OpHandToDeck:
		c.done = 0
		g.handToDeck(c, op, n*r)
	case OpLookPrizes:
		g.lookPrizes(c, op.N)
	case OpShufflePrizes:
		g.shufflePrizes(c)
	case OpPrizesFaceUp:
		g.p[c.player].prizesUp = true
		if g.trace {
			g.emit(Event{Kind: EvNote, Player: c.player, Zone: ZonePrizes, Slot: -1, Amount: len(g.p[c.player].prizes),
				Anchor: g.rules.anchor(c.ref), Message: fmt.Sprintf("%s turns their Prize cards face up, to stay so until the game ends: %s (%s)",
					g.name(c.player), g.cardNames(g.p[c.player].prizes), c.source)})
		}
	}
}

// reorderTop puts the top n cards of a deck back in the order the picks give: picks[i] is the
// position (0: the top card) of the card that goes i-th from the top. With Either, the first
// pick says whose deck (0 yours, 1 your opponent's) and the order follows it.
func (g *Game) reorderTop(c *opCtx, op *Op, n int) {
	p, order := g.reorderChoice(c.player, op, c.picks)
	top := g.topCards(p, n)
	if len(order) == len(top) {
		d := g.p[p].deck
		for i, pos := range order {
			d[len(d)-1-i] = top[pos]
		}
	}
	if g.trace {
		g.emit(Event{Kind: EvNote, Player: c.player, Zone: ZoneDeck, Slot: -1, Amount: len(top),
			Anchor: g.rules.anchor(c.ref), Message: fmt.Sprintf("%s looks at the top %s of %s's deck (%s) and puts them back as %s (%s)",
				g.name(c.player), count(len(top), "card"), g.name(p), g.cardNames(top), g.cardNames(g.topCards(p, len(top))), c.source)})
	}
}

// reorderChoice reads whose deck a reorder looks at and the order asked for.
func (g *Game) reorderChoice(player int, op *Op, picks []int) (int, []int) {
	p := deckOwner(&opCtx{player: player}, op.Who)
	if op.Either {
		p = player
		if len(picks) > 0 {
			if picks[0] == 1 {
				p = opp(player)
			}
			picks = picks[1:]
		}
	}
	return p, picks
}

// chosen returns k positions out of 0..avail-1: the picks first, then the lowest positions not
// picked, so a choice left out is the default one.
func chosen(picks []int, k, avail int) []int {
	k = min(k, avail)
	out := make([]int, 0, k)
	for _, x := range picks {
		if len(out) < k && x >= 0 && x < avail && !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	for x := 0; len(out) < k; x++ {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// takeTop looks at the top op.Top cards of the deck, puts n of them (the picked positions, by
// default the top ones) into the hand and discards the others.
func (g *Game) takeTop(c *opCtx, op *Op, n int) {
	p := c.player
	pl := &g.p[p]
	top := g.topCards(p, max(op.Top, n))
	pl.deck = pl.deck[:len(pl.deck)-len(top)]
	keep := chosen(c.picks, n, len(top))
	var rest []CardRef
	for i, x := range top {
		if slices.Contains(keep, i) {
			continue
		}
		rest = append(rest, x)
	}
	taken := make([]CardRef, 0, len(keep))
	for _, i := range keep {
		taken = append(taken, top[i])
	}
	pl.hand = append(pl.hand, taken...)
	c.done += len(taken)
	g.discardMany(p, rest, c.ref)
	if g.trace {
		g.emit(Event{Kind: EvNote, Player: p, Zone: ZoneHand, Slot: -1, Amount: len(taken), Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s looks at the top %s of the deck and puts %s into their hand (%s)",
				g.name(p), count(len(top), "card"), g.cardNames(taken), c.source)})
	}
}

// topOrBottom looks at the top n cards of the deck: the picks before a -1 stay on top in that
// order (top first); those after it, and then any not named, go under the deck in that order
// (the first of them highest). No picks leave the cards as they were.
func (g *Game) topOrBottom(c *opCtx, n int) {
	p := c.player
	pl := &g.p[p]
	top := g.topCards(p, n)
	if len(c.picks) == 0 {
		if g.trace {
			g.note(c.ref, p, g.name(p), " looks at the top ", count(len(top), "card"), " of the deck and keeps them on top as they were (", c.source, ")")
		}
		return
	}
	var up, down []CardRef
	used := make([]bool, len(top))
	bottom := false
	for _, x := range c.picks {
		if x == -1 {
			bottom = true
			continue
		}
		if x < 0 || x >= len(top) || used[x] {
			continue
		}
		used[x] = true
		if bottom {
			down = append(down, top[x])
		} else {
			up = append(up, top[x])
		}
	}
	for i, x := range top {
		if !used[i] {
			down = append(down, x)
		}
	}
	rest := pl.deck[:len(pl.deck)-len(top)]
	d := make([]CardRef, 0, len(pl.deck))
	for i := len(down) - 1; i >= 0; i-- {
		d = append(d, down[i])
	}
	d = append(d, rest...)
	for i := len(up) - 1; i >= 0; i-- {
		d = append(d, up[i])
	}
	copy(pl.deck, d)
	if g.trace {
		g.emit(Event{Kind: EvNote, Player: p, Zone: ZoneDeck, Slot: -1, Amount: len(top), Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s looks at the top %s of the deck; on top: %s; on the bottom: %s (%s)",
				g.name(p), count(len(top), "card"), g.cardNames(up), g.cardNames(down), c.source)})
	}
}

// drawBottom draws n cards from the bottom of the deck (fewer when it runs out: not a loss).
func (g *Game) drawBottom(c *opCtx, n int) {
	pl := &g.p[c.player]
	k := min(n, len(pl.deck))
	before := len(pl.hand)
	pl.hand = append(pl.hand, pl.deck[:k]...)
	pl.deck = append(pl.deck[:0], pl.deck[k:]...)
	if g.trace {
		g.emit(Event{Kind: EvDraw, Player: c.player, Zone: ZoneHand, Slot: -1, Before: before, After: len(pl.hand), Amount: k,
			Anchor: g.rules.anchor(c.ref), Message: fmt.Sprintf("%s draws %s from the bottom of the deck (%s)", g.name(c.player), count(k, "card"), c.source)})
		if k < n {
			g.note(refDrawNoLoss, c.player, "running out because a card says to draw is not a loss")
		}
	}
}

// discardToDeck puts up to n cards that match the filter from the discard pile into the deck:
// the picked ones (positions in the discard pile, oldest 0) first, in the order picked, then the
// most recently discarded. On top, the first taken ends on top; underneath, the first taken is
// highest; ToDeck shuffles them in.
func (g *Game) discardToDeck(c *opCtx, op *Op, n int) {
	p := c.player
	pl := &g.p[p]
	var take []CardRef
	fits := func(x CardRef) bool { return op.Filter.Matches(g.cards[x]) && !slices.Contains(take, x) }
	for _, i := range c.picks {
		if len(take) < n && i >= 0 && i < len(pl.discard) && fits(pl.discard[i]) {
			take = append(take, pl.discard[i])
		}
	}
	for i := len(pl.discard) - 1; i >= 0 && len(take) < n; i-- {
		if fits(pl.discard[i]) {
			take = append(take, pl.discard[i])
		}
	}
	pl.discard = slices.DeleteFunc(pl.discard, func(x CardRef) bool { return slices.Contains(take, x) })
	g.putInDeck(c, p, take, op.Dest, "discard pile")
}

// handToDeck puts up to n cards that match the filter from the hand into the deck: the picked
// ones (positions in the hand while the effect runs: a Trainer card being played is no longer
// in it) first, then the first matching cards of the hand; on top (the first taken on top),
// under (the first taken highest) or shuffled in.
func (g *Game) handToDeck(c *opCtx, op *Op, n int) {
	p := c.player
	pl := &g.p[p]
	take := g.handToDeckTake(op, pl.hand, c.picks, n)
	pl.hand = slices.DeleteFunc(pl.hand, func(x CardRef) bool { return slices.Contains(take, x) })
	g.putInDeck(c, p, take, op.Dest, "hand")
}

// putInDeck puts cards that left another pile into player p's deck: on top (the first on top),
// under (the first highest) or shuffled in.
func (g *Game) putInDeck(c *opCtx, p int, take []CardRef, dest Dest, from string) {
	pl := &g.p[p]
	c.done = len(take)
	where := "into"
	switch dest {
	case ToDeckTop:
		for i := len(take) - 1; i >= 0; i-- {
			pl.deck = append(pl.deck, take[i])
		}
		where = "on top of"
	case ToDeckBottom:
		pl.deck = append(pl.deck, take...)
		copy(pl.deck[len(take):], pl.deck[:len(pl.deck)-len(take)])
		for i, x := range take {
			pl.deck[len(take)-1-i] = x
		}
		where = "under"
	default:
		pl.deck = append(pl.deck, take...)
	}
	if g.trace {
		g.emit(Event{Kind: EvNote, Player: p, Zone: ZoneDeck, Slot: -1, Amount: len(take), Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s puts %s from the %s %s the deck: %s (%s)", g.name(p), count(len(take), "card"), from, where, g.cardNames(take), c.source)})
	}
	if dest != ToDeckTop && dest != ToDeckBottom {
		g.shuffleDeck(p, c.ref)
	}
}

// lookPrizes looks at n face-down Prize cards (n < 0: all; the picked ones, by default the first).
func (g *Game) lookPrizes(c *opCtx, n int) {
	pl := &g.p[c.player]
	if n < 0 || n > len(pl.prizes) {
		n = len(pl.prizes)
	}
	var seen []CardRef
	for _, i := range chosen(c.picks, n, len(pl.prizes)) {
		seen = append(seen, pl.prizes[i])
	}
	if g.trace {
		g.emit(Event{Kind: EvNote, Player: c.player, Zone: ZonePrizes, Slot: -1, Amount: len(seen), Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s looks at %s: %s (%s)", g.name(c.player), count(len(seen), "Prize card"), g.cardNames(seen), c.source)})
	}
}

// shufflePrizes shuffles the Prize cards into the deck and sets as many aside again, face down.
func (g *Game) shufflePrizes(c *opCtx) {
	p := c.player
	pl := &g.p[p]
	k := len(pl.prizes)
	pl.deck = append(pl.deck, pl.prizes...)
	pl.prizes = pl.prizes[:0]
	pl.prizesUp = false
	g.shuffleDeck(p, c.ref)
	pl.prizes = pl.takeTop(pl.prizes, k)
	if g.trace {
		g.emit(Event{Kind: EvSetPrizes, Player: p, Zone: ZonePrizes, Slot: -1, After: len(pl.prizes), Amount: len(pl.prizes),
			Anchor: g.rules.anchor(c.ref), Message: fmt.Sprintf("%s sets %s aside again from the top of the deck, face down (%s)",
				g.name(p), count(len(pl.prizes), "Prize card"), c.source)})
	}
}

// discardDeckOp discards the top cards of a deck: the opponent's for an attack (or Who
// defending), your own for Who self. N is multiplied by Count when set (one card per Fire
// Energy attached, say); with a Filter, the matching cards discarded are what the gate done
// and CountDiscarded read (whether the card discarded was Fire Energy; how many were Energy).
func (g *Game) discardDeckOp(c *opCtx, op *Op, r int) {
	p := c.player
	if op.Who == WhoDefending || op.Who == WhoDefault && c.attack != nil {
		p = opp(c.player)
	}
	n := op.N * r
	if op.Count != CountNone {
		n = max(op.N, 1) * r * g.count(c, op.Count, op.Type)
	}
	if op.ToLostZone {
		g.lostTop(c, p, n)
		return
	}
	top := g.topCards(p, n)
	g.discardTop(p, n, c.ref)
	if op.Filter == (Filter{}) {
		return // nothing to count: the gate done keeps reading the op before
	}
	hits := 0
	for _, x := range top {
		if op.Filter.Matches(g.cards[x]) {
			hits++
		}
	}
	c.done = hits
	c.discarded += hits
}

// The choices in Action.Picks: which op of a card reads them, how they are checked, and the
// few alternatives LegalActions lists besides the default (no Picks).

// deckPicksOp returns the first op of the lists that reads Action.Picks, or nil.
func deckPicksOp(lists ...[]Op) *Op {
	for _, ops := range lists {
		for i := range ops {
			if readsDeckPicks(ops[i].Kind) || attachesFromDiscard(&ops[i]) {
				return &ops[i]
			}
		}
	}
	return nil
}

// readsDeckPicks reports whether ops of kind k read Action.Picks as cards of a deck, the Prize
// cards or the discard pile.
func readsDeckPicks(k OpKind) bool {
	switch k {
	case OpReorderTop, OpTakeTop, OpTopOrBottom, OpDiscardToDeck, OpLookPrizes, OpHandToDeck, OpTakeDiscard:
		return true
	}
	return false
}

// validateDeckPicks checks the Picks of an attack, power or Trainer card against the first op
// that reads them; Picks on a card with no such op are ignored, as before.
func (g *Game) validateDeckPicks(a *Action, x ref, lists ...[]Op) fault {
	op := deckPicksOp(lists...)
	if op == nil || len(a.Picks) == 0 {
		return ok
	}
	bad := fault{ErrBadChoice, x}
	picks := a.Picks
	distinct := func(ps []int, lo, hi int) bool {
		for i, v := range ps {
			if v < lo || v >= hi || slices.Contains(ps[:i], v) {
				return false
			}
		}
		return true
	}
	p := a.Player
	pl := &g.p[p]
	switch op.Kind {
	case OpReorderTop:
		if op.Either && picks[0] != 0 && picks[0] != 1 {
			return bad
		}
		q, order := g.reorderChoice(p, op, picks)
		k := min(max(op.N, 1), len(g.p[q].deck))
		if len(order) > 0 && (len(order) != k || !distinct(order, 0, k)) {
			return bad
		}
	case OpTakeTop:
		k := min(max(op.Top, op.N), len(pl.deck))
		if len(picks) > max(op.N, 1) || !distinct(picks, 0, k) {
			return bad
		}
	case OpTopOrBottom:
		k := min(max(op.N, 1), len(pl.deck))
		sep := slices.Index(picks, -1)
		rest := slices.Clone(picks)
		if sep >= 0 {
			rest = slices.Delete(rest, sep, sep+1)
		}
		if !distinct(rest, 0, k) {
			return bad
		}
	case OpDiscardToDeck:
		var ops []*Op
		for _, l := range lists {
			for i := range l {
				if l[i].Kind == OpDiscardToDeck {
					ops = append(ops, &l[i])
				}
			}
		}
		most := 0
		for i := range ops {
			most += max(ops[i].N, 1)
		}
		if len(picks) > most || !distinct(picks, 0, len(pl.discard)) {
			return bad
		}
		for _, i := range picks {
			c := g.cards[pl.discard[i]]
			if !slices.ContainsFunc(ops, func(o *Op) bool { return o.Filter.Matches(c) }) {
				return bad
			}
		}
	case OpHandToDeck:
		hand := pl.hand
		if a.Kind == ActPlayTrainer { // the card being played is no longer in the hand
			hand = slices.Delete(slices.Clone(hand), a.Hand, a.Hand+1)
		}
		if len(picks) > max(op.N, 1) || !distinct(picks, 0, len(hand)) {
			return bad
		}
		for _, i := range picks {
			if !op.Filter.Matches(g.cards[hand[i]]) {
				return bad
			}
		}
	case OpLookPrizes:
		if !distinct(picks, 0, len(pl.prizes)) || op.N >= 0 && len(picks) > max(op.N, 1) {
			return bad
		}
	case OpAttachSplit:
		return g.validatePileAttach(a, op, lists)
	case OpTakeDiscard:
		pile := g.takeDiscardPile(a, lists...)
		if len(picks) > max(op.N, 1) || !distinct(picks, 0, len(pile)) {
			return bad
		}
		for _, i := range picks {
			if !op.Filter.Matches(g.cards[pile[i]]) {
				return bad
			}
		}
	}
	return ok
}

// pickVariants appends to buf, after the default action b (no Picks), a bounded set of other
// choices: the looked-at cards in reverse order, the opponent's deck for "either player's", every
// card to the bottom, the last cards looked at kept instead of the first. Every other legal
// choice is accepted by Apply; listing them all would grow with the factorial of the cards.
func (g *Game) pickVariants(buf []Action, b Action) []Action {
	if len(b.Picks) > 0 {
		return buf
	}
	arr, n := g.effectOps(&b)
	op := deckPicksOp(arr[:n]...)
	if op == nil {
		return buf
	}
	var vs [][]int
	switch op.Kind {
	case OpReorderTop:
		sides := []int{0}
		if op.Either {
			sides = []int{0, 1}
		}
		for _, side := range sides {
			q := b.Player
			if side == 1 || !op.Either && op.Who == WhoDefending {
				q = opp(b.Player)
			}
			k := min(max(op.N, 1), len(g.p[q].deck))
			var rev []int
			if op.Either {
				rev = append(rev, side)
				if side == 1 {
					vs = append(vs, []int{1})
				}
			}
			for i := k - 1; i >= 0; i-- {
				rev = append(rev, i)
			}
			if k >= 2 {
				vs = append(vs, rev)
			}
		}
	case OpTopOrBottom:
		vs = append(vs, []int{-1})
	case OpTakeTop:
		k := min(max(op.Top, op.N), len(g.p[b.Player].deck))
		var last []int
		for i := k - 1; i >= 0 && len(last) < max(op.N, 1); i-- {
			last = append(last, i)
		}
		if k > max(op.N, 1) {
			vs = append(vs, last)
		}
	}
	for _, v := range vs {
		a := b
		a.Picks = v
		if !g.validate(&a).failed() {
			buf = append(buf, a)
		}
	}
	return buf
}
