package engine

import (
	"fmt"
	"slices"
)

// Energy effects: counts of Energy over several Pokémon, a coin or a card for each of a
// count. README.md ("Energy spreads") documents each one.

// isEnergyCount reports whether the count is one of the Energy counts (of the Energy
// spreads); each reads an op's Type (Colorless: Energy of any type).
func (k Count) isEnergyCount() bool {
	return k >= CountOwnEnergy && k <= CountSelfHasEnergy
}

// energyCount returns the Energy counts (0 for any other count).
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

// runEnergyOp runs the ops that spread, move and count Energy.
func (g *Game) runEnergyOp(op *Op, c *opCtx, r int) {
	switch op.Kind {
	case OpFlipPer:
		// "Flip a coin for each Energy attached": the number of coins is the count when the
		// op runs. No coins is a flip of none: every gate on it finds no heads.
		n := g.count(c, op.Count, op.Type)
		if op.Count == CountNone && op.Per.Kind != CheckNone {
			n = g.measure(&op.Per, c.env()) // one coin per Volbeat its player has in play, say
		}
		c.flips, c.heads, c.tails = n, 0, 0
		for i := 0; i < n; i++ {
			var which string
			if g.trace {
				which = fmt.Sprintf(" (coin %d of %d)", i+1, n)
			}
			if g.flip(g.flipper(op, c), c.ref, c.source, which, g.flipperWords(op, c)) == Heads {
				c.heads++
			} else {
				c.tails++
			}
		}
	case OpAttachSplit, OpSearchSplit:
		c.done = 0
		g.attachSplit(c, op, r)
	case OpMoveSplit:
		c.done = 0
		g.moveSplit(c, op, r)
	case OpDiscardChosen:
		c.done = 0
		g.discardChosen(c, op)
	}
}

// splitWant is how many cards a split op takes: N (default 1) for each repetition of its
// gate, and for each of its Count when it has one.
func (g *Game) splitWant(c *opCtx, op *Op, r int) int {
	n := max(op.N, 1) * r
	if op.Count != CountNone {
		n *= g.count(c, op.Count, Colorless) // a split op's Type names the Pokémon that take the cards
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
	case op.Kind == OpMoveSplit:
		return -1 // a move goes nowhere unless the player says where
	case splitBenchOnly(op):
		s = 1
	default:
		s = max(c.self, 0)
	}
	if !g.splitFits(c.player, op, s) {
		return -1
	}
	return s
}

// splitFits reports whether player p's Pokémon in slot s may take cards from a split op:
// it is there, on the Bench when the op says Benched only, and of the op's Type when it
// names one.
func (g *Game) splitFits(p int, op *Op, s int) bool {
	if splitBenchOnly(op) && s == 0 || !g.present(p, s) || g.slot(p, s).knockedOut {
		return false
	}
	return op.Type == Colorless || g.typeMaskOf(g.slot(p, s))&(1<<op.Type) != 0
}

// splitSource returns the slot a move-split takes Energy from, for the action a (-1: none of
// the player's own Pokémon).
func splitSource(a *Action, op *Op) int {
	switch op.Who {
	case WhoChosenOwn:
		return a.Own
	case WhoOwnActive:
		return 0
	case WhoSelf, WhoDefault:
		if a.Kind == ActUsePower {
			return a.Slot
		}
		return 0
	}
	return -1
}

// moveSplit moves up to N Energy cards matching the filter (oldest attachment first) from one
// of the player's Pokémon to the Pokémon Action.Split names for each. Moving is not
// attaching: it does not use the turn's Energy attachment.
func (g *Game) moveSplit(c *opCtx, op *Op, r int) {
	ts, n := g.targets(c, op.Who)
	if n == 0 || ts[0].p != c.player {
		return // Energy moves between the player's own Pokémon only
	}
	from := ts[0]
	src := g.slot(from.p, from.s)
	want := max(op.N, 1) * r
	// The cards to move: those Action.Picks names (positions on the Pokémon, checked by
	// validateSplit), else the matching ones in the order they were attached.
	var cards []CardRef
	if len(c.picks) > 0 {
		for _, x := range c.picks {
			if x >= 0 && x < len(src.energy) {
				cards = append(cards, src.energy[x])
			}
		}
	} else {
		for _, e := range src.energy {
			if g.attachedMatches(&op.Filter, src, e) {
				cards = append(cards, e)
			}
		}
	}
	for _, e := range cards {
		if want == 0 {
			break
		}
		s := g.splitSlot(c, op)
		if s < 0 || s == from.s {
			return
		}
		i := slices.Index(src.energy, e)
		if i < 0 {
			continue
		}
		g.moveAttached(c, from, target{c.player, s}, i)
		want--
		c.done++
	}
}

// attachSplit attaches Energy cards matching the op's filter from the discard pile (newest
// first), the hand (first card first) or the deck (top first, then shuffled) to the player's
// Pokémon, each to the slot Action.Split gives it, or all to the one Pokémon an attach-split's
// Who names. It is not the turn's Energy attachment and no attach effects run.
func (g *Game) attachSplit(c *opCtx, op *Op, r int) {
	p := c.player
	pl := &g.p[p]
	want := g.splitWant(c, op, r)
	from, where := &pl.discard, "their discard pile"
	switch {
	case op.Kind == OpSearchSplit:
		from, where = &pl.deck, "their deck"
	case op.FromHand:
		from, where = &pl.hand, "their hand"
	}
	dest := func() int { return g.splitSlot(c, op) }
	if op.AttachesToOne() {
		s := -1
		if ts, n := g.targets(c, op.Who); n > 0 && ts[0].p == p && g.splitFits(p, op, ts[0].s) {
			s = ts[0].s // Energy goes only to the player's own Pokémon
		}
		dest = func() int { return s }
	}
	if from == &pl.discard && len(c.picks) > 0 {
		g.attachPicked(c, op, want, dest) // the cards the player named (fx_pile.go)
	} else {
		g.attachFromPile(c, from, where, op.FromHand && op.Kind == OpAttachSplit, op.Filter, want, dest)
	}
	if op.Kind == OpSearchSplit {
		g.shuffleDeck(p, c.ref)
	}
}

// AttachesToOne reports whether an attach-split puts every card on the one Pokémon its Who
// names: nothing is spread, so it reads no Action.Split.
func (op *Op) AttachesToOne() bool {
	if op.Kind != OpAttachSplit {
		return false
	}
	switch op.Who {
	case WhoSelf, WhoChosenOwn, WhoOwnActive:
		return true
	}
	return false
}

// splitOp returns the first split op of an action's effect (nil: none).
func (g *Game) splitOp(a *Action) *Op {
	lists, n := g.effectOps(a)
	for _, ops := range lists[:n] {
		for i := range ops {
			if spreadsEnergy(&ops[i]) {
				return &ops[i]
			}
		}
	}
	return nil
}

// soleOp returns the one op of an action's effect, or nil when it has none or more than one.
func (g *Game) soleOp(a *Action) *Op {
	lists, n := g.effectOps(a)
	var sole *Op
	for _, ops := range lists[:n] {
		for i := range ops {
			if sole != nil {
				return nil
			}
			sole = &ops[i]
		}
	}
	return sole
}

// maxSplit bounds Action.Split: no effect spreads more cards than a deck holds.
const maxSplit = 60

// validateSplit checks Action.Split: only an effect that spreads cards takes it, and each
// entry must be one of the player's Pokémon that may take them.
func (g *Game) validateSplit(a *Action) fault {
	if len(a.Split) == 0 && (len(a.Picks) == 0 || a.Kind == ActRetreat) {
		return ok
	}
	if a.Player < 0 || a.Player > 1 || len(a.Split) > maxSplit {
		return fault{ErrBadChoice, refNone}
	}
	op := g.splitOp(a)
	if op == nil && len(a.Split) > 0 {
		if e := g.eachSplitOp(a); e != nil {
			return g.validateEachSplit(a, e)
		}
	}
	if op == nil {
		if len(a.Split) == 0 {
			return ok // Picks outside a retreat and a move-split are not read
		}
		return fault{ErrBadChoice, refNone}
	}
	if op.Kind == OpDiscardChosen {
		if !g.validDiscardChoice(a, op) {
			return fault{ErrBadChoice, refNone}
		}
		return ok
	}
	if len(a.Picks) > 0 && op.Kind == OpMoveSplit && !g.validMovePicks(a, op) {
		return fault{ErrBadChoice, refNone}
	}
	gone := g.selfKnockedOut(a)
	for _, s := range a.Split {
		if !g.splitFits(a.Player, op, s) || op.Kind == OpMoveSplit && s == splitSource(a, op) || s == gone {
			return fault{ErrBadChoice, refNone}
		}
	}
	return ok
}

// validMovePicks checks Action.Picks for a move-split: at most N distinct positions of
// attached Energy cards on the source Pokémon that match the op's filter.
func (g *Game) validMovePicks(a *Action, op *Op) bool {
	from := splitSource(a, op)
	if len(a.Picks) > max(op.N, 1) || !g.present(a.Player, from) {
		return false
	}
	src := g.slot(a.Player, from)
	for i, x := range a.Picks {
		if x < 0 || x >= len(src.energy) || !g.attachedMatches(&op.Filter, src, src.energy[x]) || slices.Contains(a.Picks[:i], x) {
			return false
		}
	}
	return true
}

// movePickOptions lists, for a move-split, one position of each different matching Energy
// card on the source Pokémon (which copy of the same card moves makes no difference).
func (g *Game) movePickOptions(a *Action, op *Op) []int {
	from := splitSource(a, op)
	if !g.present(a.Player, from) {
		return nil
	}
	var out []int
	var seenBuf [8]*Card
	seen := seenBuf[:0]
	src := g.slot(a.Player, from)
	for i, e := range src.energy {
		c := g.cards[e]
		if g.attachedMatches(&op.Filter, src, e) && !slices.Contains(seen, c) {
			seen = append(seen, c)
			out = append(out, i)
		}
	}
	return out
}

// noPick is the one "pick" of a spread that names no attached card.
var noPick = [1]int{-1}

// ones holds a one-element list for each small number: listed actions share them (nothing
// writes into an action's lists), so listing spreads allocates nothing.
var ones = func() (t [16][]int) {
	for i := range t {
		t[i] = []int{i}
	}
	return t
}()

// one returns the list holding only x.
func one(x int) []int {
	if x >= 0 && x < len(ones) {
		return ones[x][:1:1]
	}
	return []int{x}
}

// spreadsEnergy reports whether the op spreads or picks Energy (attach-split to more than one
// Pokémon, search-split, move-split, discard-chosen, top-attach-split), which Action.Split answers.
func spreadsEnergy(op *Op) bool {
	switch op.Kind {
	case OpAttachSplit:
		return !op.AttachesToOne()
	case OpSearchSplit, OpMoveSplit, OpDiscardChosen, OpTopAttachSplit:
		return true
	}
	return false
}

// splitVariants replaces each listed action from buf[from:] whose effect spreads cards with
// one action per Pokémon that may take them all ("all to this one"). Other spreads are legal
// too (Apply accepts any valid Split); listing these keeps the list short.
//
// A move that would move nothing (its source holds no matching Energy, or no other Pokémon
// may take it) is listed once, whichever source it names: the power may still be used, and
// where the move is the whole effect every such choice has the same outcome.
func (g *Game) splitVariants(buf []Action, from int) []Action {
	n := len(buf)
	var idleBuf [8]int
	idle := idleBuf[:0] // listed moves that move nothing, after the first
	noMove := false
	for i := from; i < n; i++ {
		op := g.splitOp(&buf[i])
		if op == nil {
			continue
		}
		a := buf[i]
		if op.Kind == OpDiscardChosen {
			buf = g.discardVariants(buf, i, op)
			continue
		}
		first := true
		picks := noPick[:] // the same for every destination: worked out once
		if op.Kind == OpMoveSplit {
			picks = g.movePickOptions(&a, op)
		}
		gone := g.selfKnockedOut(&a)
		for s := 0; s <= g.p[a.Player].nbench && len(picks) > 0; s++ {
			if !g.splitFits(a.Player, op, s) || op.Kind == OpMoveSplit && s == splitSource(&a, op) || s == gone {
				continue
			}
			for _, x := range picks {
				b := &buf[i] // the first variant takes the listed action's place
				if !first {
					buf = append(buf, a)
					b = &buf[len(buf)-1]
				}
				first = false
				b.Split = one(s)
				if x >= 0 {
					b.Picks = one(x)
				}
			}
		}
		if first && op.Kind == OpMoveSplit && g.soleOp(&a) == op {
			if noMove {
				idle = append(idle, i)
			}
			noMove = true
		}
	}
	for _, i := range slices.Backward(idle) {
		buf = slices.Delete(buf, i, i+1)
	}
	return buf
}

// CostCond is when a CostMod applies.
type CostCond uint8

const (
	CostAlways         CostCond = iota
	CostToolsInDiscard          // its owner has N or more Pokémon Tool cards in the discard pile
	CostHandsEqual              // both players have the same number of cards in their hands
)

// CostMod changes the attack costs of a Pokémon's own attacks while a passive power of it is
// in force: Free makes each cost nothing ("ignore all Energy in the attack cost", "the attack
// cost is 0") when the condition holds.
type CostMod struct {
	Free bool
	If   CostCond
	N    int
}

// attackCost is the cost in force of an attack of player p's Active Pokémon pk: the printed cost,
// plus the Colorless symbols effects of the opponent's attacks add, or nothing when a power
// of the Pokémon makes it free.
func (g *Game) attackCost(p int, pk *pokemon, atk *Attack) []Type {
	cost := atk.Cost
	more := 0
	for i := range pk.lasting {
		if le := &pk.lasting[i]; le.Kind == LastingCostMore && le.turn == g.turn {
			more += le.Cost
		}
	}
	if more > 0 {
		cost = append(slices.Clip(cost), make([]Type, more)...) // Colorless is the zero Type
	}
	for i, n := 0, g.powerCount(pk); i < n; i++ {
		pw, _ := g.powerAt(pk, i)
		// Only the Active Pokémon attacks: its powers are those of slot 0.
		if pw == nil || len(pw.Costs) == 0 || pw.Use != UsePassive || !g.powerOn(p, 0, pw) {
			continue
		}
		for _, m := range pw.Costs {
			if m.Free && g.costCondHolds(p, m) {
				return nil
			}
		}
	}
	return cost
}

func (g *Game) costCondHolds(p int, m CostMod) bool {
	switch m.If {
	case CostToolsInDiscard:
		n := 0
		for _, x := range g.p[p].discard {
			if c := g.cards[x]; c.Category == TrainerCard && c.Trainer == Tool {
				n++
			}
		}
		return n >= m.N
	case CostHandsEqual:
		return len(g.p[p].hand) == len(g.p[opp(p)].hand)
	}
	return true
}

// AttachedEnergy is what a Special Energy card provides while attached to a Pokémon: Units
// units (default 1), each of which may be any one of OneOf (AnyType: every type), but only
// while on a Stage 2 Pokémon when Stage2Only (elsewhere it provides what Provides says), and
// UnitsIfStage2 units instead while at least 3 of its owner's Pokémon in play are Stage 2.
type AttachedEnergy struct {
	OneOf         []Type
	Units         int
	Stage2Only    bool
	UnitsIfStage2 int
}

// maxUnitsPerCard bounds the units one attached Energy card provides (Super Boost Energy: 4).
const maxUnitsPerCard = 8

// allTypesMask has a bit for every type an Energy unit can be.
const allTypesMask = uint16(1<<AnyType) - 2 // Grass through Dragon

// attachedUnits appends to buf one type mask per Energy unit the card e provides while
// attached to pk: the types that unit may pay for (Colorless symbols take any unit).
func (g *Game) attachedUnits(pk *pokemon, e CardRef, buf []uint16) []uint16 {
	c := g.cards[e]
	if a := c.Attached; a != nil && (!a.Stage2Only || g.top(pk).Stage == Stage2) {
		var m uint16
		for _, t := range a.OneOf {
			if t == AnyType {
				m |= allTypesMask
			} else {
				m |= 1 << t
			}
		}
		n := max(a.Units, 1)
		if a.UnitsIfStage2 > 0 {
			if p, _ := g.slotOf(pk); p >= 0 && g.stage2InPlay(p) >= 3 {
				n = a.UnitsIfStage2
			}
		}
		for range min(n, maxUnitsPerCard) {
			buf = append(buf, m)
		}
	} else if len(c.Provides) == 0 {
		buf = append(buf, 0)
	} else {
		for _, t := range c.Provides {
			switch t {
			case AnyType:
				buf = append(buf, allTypesMask)
			case Colorless:
				buf = append(buf, 0)
			default:
				buf = append(buf, 1<<t)
			}
		}
	}
	if as := g.energyAs(pk); as != Colorless {
		for i := range buf {
			buf[i] = 1 << as
		}
	}
	return buf
}

// energyAs returns the type a power of pk makes all of its Energy provide (Colorless: none).
func (g *Game) energyAs(pk *pokemon) Type {
	for i, n := 0, g.powerCount(pk); i < n; i++ {
		pw, _ := g.powerAt(pk, i)
		if pw == nil || pw.EnergyAs == Colorless || pw.Use != UsePassive {
			continue
		}
		if p, s := g.slotOf(pk); p >= 0 && g.powerOn(p, s, pw) {
			return pw.EnergyAs
		}
	}
	return Colorless
}

// stage2InPlay counts player p's Stage 2 Pokémon in play.
func (g *Game) stage2InPlay(p int) int {
	n := 0
	for s := 0; s <= g.p[p].nbench; s++ {
		if g.present(p, s) && g.top(g.slot(p, s)).Stage == Stage2 {
			n++
		}
	}
	return n
}

// unitsAttached is the number of Energy units the card e provides while attached to pk.
func (g *Game) unitsAttached(pk *pokemon, e CardRef) int {
	c := g.cards[e]
	if c.Category != EnergyCard {
		return 0
	}
	if c.Attached == nil {
		return max(len(c.Provides), 1) // as attachedUnits counts them
	}
	var buf [maxUnitsPerCard]uint16
	return len(g.attachedUnits(pk, e, buf[:0]))
}

// attachedMatches reports whether the Energy card e attached to pk passes the filter, its type
// read as what it provides there (Rainbow Energy is every type only while attached).
func (g *Game) attachedMatches(f *Filter, pk *pokemon, e CardRef) bool {
	c := g.cards[e]
	if c.Category != EnergyCard || f.Type == Colorless {
		return f.Matches(c)
	}
	anyType := *f
	anyType.Type = Colorless
	return anyType.Matches(c) && g.attachedProvides(pk, e, f.Type)
}

// attachedProvides reports whether the card e, attached to pk, provides Energy of type t.
func (g *Game) attachedProvides(pk *pokemon, e CardRef, t Type) bool {
	var buf [maxUnitsPerCard]uint16
	for _, m := range g.attachedUnits(pk, e, buf[:0]) {
		if m&(1<<t) != 0 {
			return true
		}
	}
	return false
}

// maxPayUnits bounds the units canPayUnits looks at: more than any cost needs.
const maxPayUnits = 64

// canPayUnits reports whether the Energy attached to pk meets a cost: each typed symbol
// needs its own unit that may be of that type (a bipartite matching, so a unit that may be
// one of several types goes where it is needed), and the Colorless symbols take any units
// left over.
func (g *Game) canPayUnits(pk *pokemon, cost []Type) bool {
	memo := &g.listing.units
	if !g.listing.on || memo.pk != pk {
		memo.n = 0
		var buf [maxUnitsPerCard]uint16
		for _, e := range pk.energy {
			for _, m := range g.attachedUnits(pk, e, buf[:0]) {
				if memo.n < maxPayUnits {
					memo.units[memo.n] = m
					memo.n++
				}
			}
		}
		memo.pk = nil
		if g.listing.on {
			memo.pk = pk
		}
	}
	units, n := &memo.units, memo.n
	if n < len(cost) {
		return false
	}
	var typed [maxPayUnits]Type
	nt := 0
	for _, t := range cost {
		if t != Colorless && t < AnyType && nt < maxPayUnits {
			typed[nt] = t
			nt++
		}
	}
	if nt == 0 {
		return true // n >= len(cost): any units pay Colorless symbols
	}
	m := payMatch{units: units[:n]}
	for i := range m.owner[:n] {
		m.owner[i] = -1
	}
	for i := 0; i < nt; i++ {
		m.seen = 0
		if !m.assign(typed[:nt], i) {
			return false
		}
	}
	return true // n >= len(cost): the units left pay the Colorless symbols
}

// payMatch finds units for typed cost symbols by augmenting paths. It is small on purpose:
// every listing of attacks fills one for each attack.
type payMatch struct {
	units []uint16
	owner [maxPayUnits]int8 // the symbol a unit pays for (-1: none yet)
	seen  uint64            // units visited in this search, one bit each (maxPayUnits is 64)
}

func (m *payMatch) assign(typed []Type, i int) bool {
	for u, mask := range m.units {
		if mask&(1<<typed[i]) == 0 || m.seen&(1<<u) != 0 {
			continue
		}
		m.seen |= 1 << u
		if m.owner[u] < 0 || m.assign(typed, int(m.owner[u])) {
			m.owner[u] = int8(i)
			return true
		}
	}
	return false
}

// ownAttachTriggers runs the powers of player p's Pokémon in slot s that work whenever p
// attaches an Energy card from the hand to it (UseOwnAttaches), for the card e just attached.
// It reports whether any ran.
func (g *Game) ownAttachTriggers(p, s int, e CardRef) bool {
	pk := g.slot(p, s)
	ran := false
	for i, n := 0, g.powerCount(pk); i < n && hasPowerUse(pk, UseOwnAttaches); i++ {
		pw, _ := g.powerAt(pk, i)
		if pw == nil || pw.Use != UseOwnAttaches || !g.powerOn(p, s, pw) || (pw.ActiveOnly && s != 0) {
			continue
		}
		if pw.AttachType != Colorless && !energyProvides(g.cards[e], pw.AttachType) {
			continue
		}
		if g.trace {
			name := g.top(pk).Name
			g.emit(Event{Kind: EvPower, Player: p, Zone: zoneOf(s), Slot: s, Card: name,
				Anchor:  g.rules.anchor(refPowerAlwaysOn),
				Message: fmt.Sprintf("%s's %s %s works: %s attached %s to it", name, pw.Kind, pw.Name, g.name(p), g.cards[e].Name)})
		}
		ctx := opCtx{player: p, self: s, own: -1, opp: -1, ref: refPowerAlwaysOn, source: pw.Name}
		g.runOps(pw.Ops, &ctx)
		ran = true
	}
	return ran
}

// chosenEnergyMatches reports whether the Energy card e attached to pk may be chosen for a
// discard-chosen op: of the filter's type while attached, basic when it asks for basic.
func (g *Game) chosenEnergyMatches(pk *pokemon, e CardRef, op *Op) bool {
	c := g.cards[e]
	if c.Category != EnergyCard || op.Filter.BasicEnergy && !c.BasicEnergy {
		return false
	}
	return op.Filter.Type == Colorless || g.attachedProvides(pk, e, op.Filter.Type)
}

// validDiscardChoice checks the choice of a discard-chosen op: from the hand, Picks are
// distinct hand positions of matching cards and Split is empty; from the Pokémon, Split names
// one of the player's Pokémon for each card (a Pokémon at most as many times as it has
// matching Energy cards) and Picks is empty; either way no more than N cards (N < 0: any).
func (g *Game) validDiscardChoice(a *Action, op *Op) bool {
	p := a.Player
	n := len(a.Split)
	if op.FromHand {
		n = len(a.Picks)
		if len(a.Split) > 0 {
			return false
		}
		for i, x := range a.Picks {
			c, ok := g.handCard(p, x)
			if !ok || !op.Filter.Matches(c) || slices.Contains(a.Picks[:i], x) {
				return false
			}
		}
	} else {
		if len(a.Picks) > 0 {
			return false
		}
		var used [maxSlots]int
		for _, s := range a.Split {
			if !g.present(p, s) {
				return false
			}
			used[s]++
			have := 0
			pk := g.slot(p, s)
			for _, e := range pk.energy {
				if g.chosenEnergyMatches(pk, e, op) {
					have++
				}
			}
			if used[s] > have {
				return false
			}
		}
	}
	return op.N < 0 || n <= max(op.N, 1)
}

// maxSlots is the number of Pokémon slots a player has (Active and a Bench of up to 8).
const maxSlots = 9

// discardVariants replaces buf[i] (an action whose effect is a discard-chosen) with one action
// for each number of cards, from none to as many as may be chosen, taking the first matching
// cards (the hand in order; the Active Pokémon's, then each Benched Pokémon's, oldest first).
// Other choices are legal too (Apply accepts any valid one); listing these keeps it short.
func (g *Game) discardVariants(buf []Action, i int, op *Op) []Action {
	a := buf[i]
	p := a.Player
	var choice []int
	if op.FromHand {
		for x, r := range g.p[p].hand {
			if op.Filter.Matches(g.cards[r]) {
				choice = append(choice, x)
			}
		}
	} else {
		for s := 0; s <= g.p[p].nbench; s++ {
			if !g.present(p, s) {
				continue
			}
			pk := g.slot(p, s)
			for _, e := range pk.energy {
				if g.chosenEnergyMatches(pk, e, op) {
					choice = append(choice, s)
				}
			}
		}
	}
	if op.N >= 0 {
		choice = choice[:min(len(choice), max(op.N, 1))]
	}
	for k := 0; k <= len(choice); k++ {
		b := a
		b.Picks, b.Split = nil, nil
		if k > 0 && op.FromHand {
			b.Picks = slices.Clone(choice[:k])
		} else if k > 0 {
			b.Split = slices.Clone(choice[:k])
		}
		if k == 0 {
			buf[i] = b
			continue
		}
		buf = append(buf, b)
	}
	return buf
}

// discardChosen discards the Energy cards the player chose for a discard-chosen op (checked by
// validDiscardChoice) to the discard pile, or shuffles them into the deck (Dest deck). done
// is the number of cards.
func (g *Game) discardChosen(c *opCtx, op *Op) {
	p := c.player
	pl := &g.p[p]
	var cards []CardRef
	if op.FromHand {
		picks := slices.Clone(c.picks)
		slices.Sort(picks)
		for k := len(picks) - 1; k >= 0; k-- { // from the back, so positions stay right
			x := picks[k]
			if x < 0 || x >= len(pl.hand) {
				continue
			}
			cards = append(cards, g.removeHand(p, x))
		}
		slices.Reverse(cards)
	} else {
		for _, s := range c.split {
			if !g.present(p, s) {
				continue
			}
			pk := g.slot(p, s)
			// The cards the action names go first (Action.EnergyTakes), then the oldest.
			for _, e := range g.takeOrder(c, pk, 1) {
				if g.chosenEnergyMatches(pk, e, op) {
					g.tookEnergy(c, p, s, 1, e)
					i := slices.Index(pk.energy, e)
					pk.energy = append(pk.energy[:i], pk.energy[i+1:]...)
					cards = append(cards, e)
					break
				}
			}
		}
	}
	c.done = len(cards)
	if op.Dest != ToDeck {
		g.discardMany(p, cards, c.ref) // every card in its pile before any event
		return
	}
	pl.deck = append(pl.deck, cards...) // every card is in the deck before any event
	if g.trace {
		for _, x := range cards {
			g.emit(Event{Kind: EvNote, Player: p, Slot: -1, Card: g.cards[x].Name, Anchor: g.rules.anchor(c.ref),
				Message: fmt.Sprintf("%s shuffles %s into the deck (%s)", g.name(p), g.cards[x].Name, c.source)})
		}
	}
	g.shuffleDeck(p, c.ref)
}
