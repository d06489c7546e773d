package engine

import (
	"fmt"
	"slices"
)

// opCtx is the running state of one attack, Trainer or power while its ops run.
type opCtx struct {
	player int // who is using it
	self   int // slot of the Pokémon using it; -1 for a Trainer
	own    int // Action.Own
	// chosenEnergy: the Energy card a move-energy op takes first, its player's choice (Exp.
	// Share's holder, Action.ExpShareEnergy); empty: the one attached longest.
	chosenEnergy []CardRef
	// take: the attached Energy cards the action names for the effect's ops that take some
	// (Action.EnergyTakes, fx_takeenergy.go); nil: those attached longest.
	take   *takeChoice
	opp    int // Action.Target
	attack *Attack
	ref    ref    // the rule the effects are applied under
	source string // attack, card or power name, for the trace

	flips, heads, tails int // the last flip

	opted bool // Action.Opt: the optional part of the attack is taken
	done  int  // how much the last attach-split, search, heal or discard-energy did
	dealt int  // damage the attack did to the Defending Pokémon (after Weakness and Resistance)
	pick  int  // Action.Pick: one of the Defending Pokémon's attacks

	base        int
	baseTouched bool
	nothing     bool // the attack does nothing
	ended       bool // the attack ended (Confusion)

	reacted bool // the opponent's Active Pokémon already reacted to this attack's damage
	// Both hands: the cards chosen in the player's own hand (0) and the opponent's (1).
	handPicks [2][]CardRef
	// The deck and Prize cards.
	picks     []int         // Action.Picks: the cards the player chose
	discarded int           // cards matching their Filter that discard-deck ops discarded (CountDiscarded)
	spots     []int         // Action.Spots
	moves     []CounterMove // Action.Moves
	// Evolving: the action's choices for the evolve ops (fx_evolve.go).
	evolve evolveCtx
	// Energy spreads.
	split   []int // Action.Split: where each card of a split effect goes
	splitAt int   // how many entries of split are used
	// paid: the cards the effect's cost (Op.Cost) put in the player's discard pile, which
	// its own ops do not take back (junk-arm-not-its-own-discards).
	paid []CardRef

	// The last cards (fx_lasta.go).
	healed [2]uint8 // per player, a bit per slot the last heal op removed damage from (WhoEachHealed)
	// finds: the cards the player chose for the effect's searches (Action.Finds, fx_find.go)
	finds findCtx
	// oppFinds: the opponent's choice for a search of their own deck (Action.OppFinds)
	oppFinds findCtx
}

type target struct{ p, s int }

// targets resolves who an op affects, in a fixed order.
func (g *Game) targets(c *opCtx, w Who) ([6]target, int) {
	var out [6]target
	n := 0
	me, them := c.player, opp(c.player)
	add := func(p, s int) {
		if c.attack != nil && p != me && g.preventsAllFrom(p, s, me, c.self) {
			return // an effect of an earlier attack keeps this attack's effects off it
		}
		if g.present(p, s) && n < len(out) {
			out[n] = target{p, s}
			n++
		}
	}
	if w == WhoDefault {
		if c.attack != nil {
			w = WhoDefending
		} else {
			w = WhoSelf
		}
	}
	switch w {
	case WhoSelf:
		if c.self >= 0 {
			add(me, c.self)
		} else {
			add(me, 0)
		}
	case WhoDefending:
		add(them, 0)
	case WhoChosenOpp:
		if c.opp >= 0 {
			add(them, c.opp)
		}
	case WhoChosenOwn:
		if c.own >= 0 {
			add(me, c.own)
		}
	case WhoEachOppBenched:
		for s := 1; s <= g.p[them].nbench; s++ {
			add(them, s)
		}
	case WhoEachOwnBenched:
		for s := 1; s <= g.p[me].nbench; s++ {
			add(me, s)
		}
	case WhoOwnActive:
		add(me, 0)
	case WhoEachOwn:
		for s := 0; s <= g.p[me].nbench; s++ {
			add(me, s)
		}
	case WhoEachHealed:
		g.eachHealed(c, add)
	}
	return out, n
}

// reps returns how many times a gated op runs after the last flip.
func reps(gt Gate, c *opCtx) int {
	switch gt {
	case IfHeads:
		if c.flips > 0 && c.heads == c.flips {
			return 1
		}
		return 0
	case IfTails:
		if c.flips > 0 && c.tails == c.flips {
			return 1
		}
		return 0
	case EachHeads:
		return c.heads
	case EachTails:
		return c.tails
	case IfOpted:
		if c.opted {
			return 1
		}
		return 0
	case IfNoOpt:
		if c.opted {
			return 0
		}
		return 1
	case IfDone:
		return min(c.done, 1)
	}
	return 1
}

func (g *Game) count(c *opCtx, k Count, t Type) int {
	me, them := c.player, opp(c.player)
	self := c.self
	if self < 0 {
		self = 0
	}
	switch k {
	case CountSelfCounters:
		if g.present(me, self) {
			return g.slot(me, self).damage / 10
		}
	case CountDefenderCounters:
		if g.present(them, 0) {
			return g.active(them).damage / 10
		}
	case CountSelfEnergy:
		if g.present(me, self) {
			return g.energyUnitsOf(g.slot(me, self), t)
		}
	case CountDefenderEnergy:
		if g.present(them, 0) {
			return g.energyUnitsOf(g.active(them), t)
		}
	case CountDefenderIsType:
		if g.present(them, 0) && g.typeMaskOf(g.active(them))&(1<<t) != 0 {
			return 1
		}
	case CountDefenderEvolved:
		if g.present(them, 0) && g.top(g.active(them)).Stage.IsEvolution() {
			return 1
		}
	case CountDefenderConditioned:
		if g.present(them, 0) && g.active(them).cond != 0 {
			return 1
		}
	case CountPrizesTaken:
		return g.p[them].taken
	case CountOwnBenched:
		return g.p[me].nbench
	case CountOppBenched:
		return g.p[them].nbench
	case CountHeads:
		return c.heads
	case CountDefenderDamaged:
		if g.present(them, 0) && g.active(them).damage > 0 {
			return 1
		}
	case CountSelfDamaged:
		if g.present(me, self) && g.slot(me, self).damage > 0 {
			return 1
		}
	case CountDefenderRetreat:
		if g.present(them, 0) {
			return g.retreatCostAt(them, 0)
		}
	case CountOppHand, CountOwnHand, CountHandsEqual, CountOppHandTrainers, CountOppHandPokemon:
		return g.countHand(c, k)
	case CountDiscarded:
		return c.discarded
	// Leaving play.
	case CountOwnLostPokemon:
		return g.lostPokemon(me)
	case CountDone:
		return c.done
	case CountOwnBenchTypes:
		return g.benchTypes(me)
	case CountSelfBasicEnergyTypes:
		if g.present(me, self) {
			return g.basicEnergyTypes(g.slot(me, self))
		}
	default:
		return g.energyCount(c, k, t)
	}
	return 0
}

// energyUnitsOf counts the Energy units attached to a Pokémon that provide type t (every
// unit when t is Colorless; Energy of every type counts for any t).
func (g *Game) energyUnitsOf(pk *pokemon, t Type) int {
	var buf [maxUnitsPerCard]uint16
	n := 0
	for _, e := range pk.energy {
		for _, m := range g.attachedUnits(pk, e, buf[:0]) {
			if t == Colorless || m&(1<<t) != 0 {
				n++
			}
		}
	}
	return n
}

func (g *Game) energyUnits(pk *pokemon) int {
	n := 0
	for _, e := range pk.energy {
		n += g.unitsAttached(pk, e)
	}
	return n
}

// repeated is how many cards an op takes: N (1 when unset) for each repetition r of its gate;
// N < 0 (all of them) stays as it is.
func repeated(n, r int) int {
	if n == 0 {
		n = 1
	}
	if n > 0 {
		n *= r
	}
	return n
}

// runOps runs ops in order until the attack does nothing or ends.
func (g *Game) runOps(ops []Op, c *opCtx) {
	for i := range ops {
		if c.nothing || c.ended {
			return
		}
		if ops[i].Cost {
			pl := &g.p[c.player]
			n := len(pl.discard)
			g.runOp(&ops[i], c)
			if len(pl.discard) > n {
				c.paid = append(c.paid, pl.discard[n:]...)
			}
			continue
		}
		g.runOp(&ops[i], c)
	}
}

func (g *Game) runOp(op *Op, c *opCtx) {
	r := reps(op.Gate, c)
	if op.Kind == OpFlip || op.Kind == OpFlipUntilTails || op.Kind == OpFlipPer {
		r = 1
	}
	if r == 0 {
		return
	}
	if !g.opChecked(op, c) {
		return
	}
	switch op.Kind {
	case OpFlip:
		n := op.N
		if n <= 0 {
			n = 1
		}
		c.flips, c.heads, c.tails = n, 0, 0
		for i := 0; i < n; i++ {
			var which string
			if n > 1 && g.trace {
				which = fmt.Sprintf(" (coin %d of %d)", i+1, n)
			}
			if g.flip(g.flipper(op, c), c.ref, c.source, which, g.flipperWords(op, c)) == Heads {
				c.heads++
			} else {
				c.tails++
			}
		}
	case OpFlipUntilTails:
		// Bounded so that no coin source can make an attack run for ever; a real coin
		// comes up heads MaxFlipsUntilTails times in a row once in 2^100 tries.
		c.flips, c.heads, c.tails = 0, 0, 0
		for c.flips < MaxFlipsUntilTails {
			c.flips++
			var which string
			if g.trace {
				which = fmt.Sprintf(" (coin %d, until tails)", c.flips)
			}
			if g.flip(g.flipper(op, c), c.ref, c.source, which, g.flipperWords(op, c)) == Tails {
				c.tails++
				break
			}
			c.heads++
		}
	case OpDrawUntil:
		want := op.N
		if op.Amount > 0 && g.firstTurnOf(c.player) {
			want = op.Amount // a larger hand on the player's own first turn
		}
		if n := want - len(g.p[c.player].hand); n > 0 {
			g.draw(c.player, n*r, c.ref)
		}
	case OpDiscardDeck:
		g.discardDeckOp(c, op, r)
	case OpTakeDiscard:
		g.takeDiscard(c, op, r)
	case OpDiscardHand:
		c.done = 0
		g.discardFromHand(c, op, r)
	case OpNothing:
		c.nothing = true
		if g.trace {
			g.emit(Event{Kind: EvAttackFails, Player: c.player, Slot: -1, Anchor: g.rules.anchor(c.ref),
				Message: c.source + " does nothing"})
		}
	case OpBaseAdd:
		g.setBase(c, c.base+op.Amount*r, op.Kind, op.Amount, r)
	case OpBaseSet:
		g.setBase(c, op.Amount, op.Kind, op.Amount, 0)
	case OpBaseTimes:
		g.setBase(c, op.Amount*c.heads, op.Kind, op.Amount, c.heads)
	case OpBasePer:
		n := g.count(c, op.Count, op.Type)
		if op.Count == CountNone && op.Per.Kind != CheckNone {
			n = g.measure(&op.Per, c.env())
		}
		g.setBase(c, c.base+op.Amount*n, op.Kind, op.Amount, n)
	case OpCondition:
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			if t.s == 0 { // Special Conditions only affect an Active Pokémon
				g.addCondition(t.p, op.Cond)
				if op.N > 0 && op.Cond == Poisoned && g.active(t.p).cond&Poisoned != 0 {
					g.active(t.p).poisonCounters = op.N // "put N damage counters instead of 1"
				}
				if op.N > 0 && op.Cond == Asleep && g.active(t.p).cond&Asleep != 0 {
					g.active(t.p).sleepCoins = op.N // N coins for Sleep between turns, not 1 (fx_smxy2.go)
				}
			}
		}
	case OpCure:
		ts, n := g.targets(c, op.Who)
		which := rotating | Burned | Poisoned
		if op.Cond != 0 {
			which = op.Cond // "remove the Special Condition Poisoned"
		}
		for _, t := range ts[:n] {
			g.removeConditions(t.p, t.s, which, c.ref, "removed by ", c.source)
		}
	case OpDamage:
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			for i := 0; i < r; i++ {
				if g.present(t.p, t.s) {
					g.dealDamage(c, t.p, t.s, op.Amount, false)
				}
			}
		}
	case OpCounters:
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			g.placeCounters(t.p, t.s, op.N*r, refPlaceCounters, c.source)
		}
	case OpHeal:
		c.done = 0
		c.healed = [2]uint8{}
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			g.heal(c, t.p, t.s, op.Amount, r)
		}
	case OpDiscardEnergy:
		c.done = 0
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			k := repeated(op.N, r)
			g.discardEnergy(c, t.p, t.s, k, op.Type, op.ToLostZone, op.EnergyUnits)
		}
	case OpSwitchOwn:
		c.done = 0
		if c.own >= 1 && c.own <= g.p[c.player].nbench && g.p[c.player].hasActive {
			g.switchActive(c.player, c.own, c)
			c.done = 1
		}
	case OpSwitchOpp:
		c.done = 0 // "the new Defending Pokémon": none when nothing was switched
		if c.opp >= 1 && c.opp <= g.p[opp(c.player)].nbench && g.p[opp(c.player)].hasActive {
			g.switchActive(opp(c.player), c.opp, c)
			c.done = 1
		}
	case OpLasting:
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			g.addLasting(c, t.p, t.s, op.Lasting)
		}
	case OpDraw:
		n := op.N
		if op.Per.Kind != CheckNone {
			n = max(op.N, 1) * g.measure(&op.Per, c.env()) // "draw a card for each …"
		}
		c.done = g.draw(c.player, n*r, c.ref) // "draw 2 cards; if you do, …"
	case OpSearch:
		c.done = 0
		g.search(c, op, r)
	case OpShuffleHandDraw:
		// Who defending: the opponent shuffles their hand in and draws.
		p := c.player
		if op.Who == WhoDefending {
			p = opp(c.player)
		}
		pl := &g.p[p]
		pl.deck = append(pl.deck, pl.hand...)
		pl.hand = pl.hand[:0]
		g.shuffleDeck(p, c.ref)
		g.draw(p, op.N, c.ref)
	case OpDiscardHandDraw:
		pl := &g.p[c.player]
		for len(pl.hand) > 0 {
			x := pl.hand[0]
			g.removeHand(c.player, 0)
			g.toDiscard(c.player, x, c.ref)
		}
		g.draw(c.player, op.N, c.ref)
	case OpDevolve:
		stages := op.N
		if stages == 0 {
			stages = 1
		}
		if stages > 0 {
			stages *= r
		}
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			g.devolve(c, t.p, t.s, stages, op.Dest)
		}
	case OpMoveEnergy:
		c.done = 0
		from, nf := g.targets(c, op.Who)
		to, nt := g.targets(c, op.To)
		if nf == 0 || nt == 0 || from[0] == to[0] || from[0].p != to[0].p {
			return // Energy moves only between two Pokémon of one player
		}
		k := op.N
		if k == 0 {
			k = 1
		}
		if k > 0 {
			k *= r
		}
		if len(c.chosenEnergy) > 0 && k > 0 {
			// Exp. Share: the card its owner chose goes, when it is still there to move.
			src, e := g.slot(from[0].p, from[0].s), c.chosenEnergy[0]
			if i := slices.Index(src.energy, e); i >= 0 && g.energyToMove(src, e, op) {
				g.moveAttached(c, from[0], to[0], i)
				c.done = 1 + g.moveEnergy(c, from[0], to[0], k-1, op)
				return
			}
		}
		if c.take != nil && k > 0 {
			// The cards the player names go first (Action.EnergyTakes).
			src := g.slot(from[0].p, from[0].s)
			for _, e := range g.takeOrder(c, src, k) {
				if c.done >= k {
					break
				}
				if g.energyToMove(src, e, op) {
					g.tookEnergy(c, from[0].p, from[0].s, k, e)
					g.moveAttached(c, from[0], to[0], slices.Index(src.energy, e))
					c.done++
				}
			}
			return
		}
		c.done = g.moveEnergy(c, from[0], to[0], k, op) // "move … If you do, …"
	case OpBenchRestored:
		g.benchRestored(c, op, r)
	case OpHealDealt:
		g.healDealt(c, op.Amount, r)
	case OpTurnModifier:
		m := op.Mod
		if m.Source == "" {
			m.Source = c.source
		}
		g.turnMods = append(g.turnMods, m)
		if g.trace {
			g.emit(Event{Kind: EvLasting, Player: c.player, Slot: -1, Amount: m.Amount, Anchor: g.rules.anchor(c.ref),
				Message: fmt.Sprintf("for the rest of this turn, %s's attacks get %+d damage (%s)", g.name(c.player), m.Amount, m.Stage)})
		}
	case OpExtraTurn, OpHealEnergized, OpWinLostZone, OpPeekTop, OpTakePrizes, OpCureOne:
		g.runReactOp(op, c, r)
	case OpShowHand, OpDrawPer, OpShuffleHand, OpDrawToMatch, OpEachDraw, OpCountersPer, OpHandRandom, OpHandPick, OpTrainerLock, OpOppMayDraw:
		g.runHandOp(op, c, r)
	case OpLookTop, OpReorderTop, OpShuffleDeck, OpTakeTop, OpTopOrBottom, OpDrawBottom, OpDiscardToDeck,
		OpLookPrizes, OpShufflePrizes, OpPrizesFaceUp, OpHandToDeck:
		g.deckOp(c, op, r)
	case OpDamageEach, OpDamageChosen, OpCountersSpread, OpCountersUntil, OpMoveCounters,
		OpMoveCountersChosen, OpSwapDamage, OpKnockOut, OpBasePerMatch:
		g.runTargetsOp(op, c, r)
	// Leaving play.
	case OpReturnPokemon, OpDiscardTool, OpToolToHand, OpDiscardSpecialEnergy, OpReturnEnergy, OpDiscardOppEnergy, OpLostOwnEnergy, OpKeepBench, OpKOLostZone, OpReturnPokemonOnly:
		g.runRemoveOp(op, c, r)
	case OpEvolveFromDeck, OpRareCandy, OpEvolvedThisTurn, OpSwapSameName, OpSwitchIn:
		g.runEvolveOp(op, c)
	case OpFlipPer, OpAttachSplit, OpSearchSplit, OpMoveSplit, OpDiscardChosen:
		g.runEnergyOp(op, c, r)
	case OpPowerLock, OpDeckToPrizes, OpTopAttach:
		g.runHgss2Op(op, c, r)
	case OpDiscardStadium, OpMoveEnergyChosen, OpSearchAttachEach, OpSearchAttachChosen, OpBaseAddExactHeads, OpFreeAttachNext:
		g.runSmxy2Op(op, c)
	case OpTopAttachSplit, OpCountersOfType:
		g.runLastbOp(op, c)
	case OpTypeThisTurn, OpBenchFromDeck:
		g.runLastAOp(op, c)
	case OpOppSupporter:
		g.oppSupporter(c)
	case OpDevolveChosen:
		g.runLastcOp(op, c, r)
	}
}

func (g *Game) setBase(c *opCtx, v int, k OpKind, x, y int) {
	before := c.base
	c.base = v
	c.baseTouched = true
	if g.trace {
		how := fmt.Sprintf("%+d × %d", x, y)
		switch k {
		case OpBaseSet:
			how = fmt.Sprintf("set to %d", x)
		case OpBaseTimes:
			how = fmt.Sprintf("%d × %d heads", x, y)
		}
		g.emit(Event{Kind: EvNote, Player: c.player, Slot: -1, Before: before, After: v,
			Anchor: g.rules.anchor(refDmgBase), Message: fmt.Sprintf("%s's base damage: %d → %d (%s)", c.source, before, v, how)})
	}
}

func (g *Game) heal(c *opCtx, p, s, amount, r int) {
	pk := g.slot(p, s)
	if pk.damage > 0 && g.cantBeHealed(p, s) {
		if g.trace {
			g.note(c.ref, p, g.top(pk).Name, " cannot be healed now: ", c.source, " removes no damage")
		}
		return
	}
	before := pk.damage
	h := amount * r
	if amount < 0 || h > pk.damage {
		h = pk.damage
	}
	h -= h % 10
	pk.damage -= h
	c.done += h
	if h > 0 {
		c.healed[p] |= 1 << s
	}
	if g.trace && h > 0 {
		g.emit(Event{Kind: EvHeal, Player: p, Zone: zoneOf(s), Slot: s, Card: g.top(pk).Name,
			Before: before, After: pk.damage, Amount: h, Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s removes %d damage from %s", c.source, h, g.top(pk).Name)})
	}
}

// discardEnergy discards up to k Energy cards providing t (any when Colorless) from a
// Pokémon, those the action names first (Action.EnergyTakes), then the oldest attachment;
// k < 0 discards all of them. It counts cards, not the
// Energy they provide: "discard 2 Energy" takes two cards even when they provide 2 each,
// which the retreat-double-energy ruling allows, but one card providing 2 never pays it
// alone (see README, Not modelled yet). With
// units (Op.EnergyUnits) it counts Energy instead: cards come off one at a time until k
// Energy are gone, the last one perhaps providing more than was still needed
// (twister-double-colorless).
func (g *Game) discardEnergy(c *opCtx, p, s, k int, t Type, lost, units bool) {
	pk := g.slot(p, s)
	done := 0
	for _, e := range g.takeOrder(c, pk, k) {
		if k >= 0 && done >= k {
			break
		}
		if t != Colorless && !g.attachedProvides(pk, e, t) {
			continue
		}
		if units {
			done += max(g.unitsAttached(pk, e), 1)
		} else {
			done++
		}
		g.tookEnergy(c, p, s, k, e)
		i := slices.Index(pk.energy, e)
		copy(pk.energy[i:], pk.energy[i+1:])
		pk.energy = pk.energy[:len(pk.energy)-1]
		c.done++
		if lost {
			g.p[p].lost = append(g.p[p].lost, e)
			if g.trace {
				g.emit(Event{Kind: EvLostZone, Player: p, Zone: zoneOf(s), Slot: s, Card: g.cards[e].Name,
					Anchor: g.rules.anchor(refLostZone), Message: g.cards[e].Name + " goes to the Lost Zone (" + c.source + ")"})
			}
			continue
		}
		g.toDiscard(p, e, c.ref)
	}
}

// switchActive swaps player p's Active Pokémon with Benched Pokémon s.
func (g *Game) switchActive(p, s int, c *opCtx) {
	pl := &g.p[p]
	if !pl.hasActive {
		return
	}
	pl.slots[0], pl.slots[s] = pl.slots[s], pl.slots[0]
	pl.slots[0].activeTurn = g.turn
	cl := g.clearQuiet(p, s)
	if p == c.player && c.self == 0 {
		c.self = s
	} else if p == c.player && c.self == s {
		c.self = 0
	}
	if g.trace {
		g.emit(Event{Kind: EvSwitch, Player: p, Zone: ZoneActive, Slot: 0, Card: g.top(&pl.slots[0]).Name,
			Before: s, After: 0, Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s switches %s with %s (%s)", g.name(p), g.top(&pl.slots[s]).Name, g.top(&pl.slots[0]).Name, c.source)})
	}
	g.traceCleared(p, s, cl, refBenchClears, "it went to the Bench")
}

func (g *Game) addLasting(c *opCtx, p, s int, l Lasting) {
	pk := g.slot(p, s)
	turn := g.turn + 1
	if l.When == OwnersNextTurn {
		turn = g.turn + 2
	}
	le := lastingEffect{Lasting: l, turn: turn, source: c.source, start: g.turn}
	if l.PickAttack {
		name, ok := g.pickedAttack(p, c.pick)
		if !ok {
			return
		}
		le.Attack = name
	}
	if le.Mod.Source == "" {
		le.Mod.Source = c.source
	}
	pk.lasting = append(pk.lasting, le)
	if g.trace {
		what := lastingWords(le.Lasting, c.source)
		g.emit(Event{Kind: EvLasting, Player: p, Zone: zoneOf(s), Slot: s, Card: g.top(pk).Name, After: turn,
			Amount: l.Mod.Amount, Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s puts an effect on %s for turn %d: %s", c.source, g.top(pk).Name, turn, what)})
	}
}

// lastingWords says in a few words what a lasting effect does, for the trace; source is the
// effect that put it there.
func lastingWords(l Lasting, source string) string {
	switch l.Kind {
	case LastingModifier:
		return "a damage change"
	case LastingCancelFlip:
		return "a coin flip before it can attack"
	case LastingCantAttack:
		return "no attacking"
	case LastingCantRetreat:
		return "no retreating"
	case LastingCantUseAttack:
		return "not " + l.Attack
	case LastingPreventAll:
		return "no damage or effects from the opponent's attacks"
	case LastingNoAbilities:
		return "no Abilities"
	case LastingCantBeHealed:
		return "no healing"
	case LastingReactDamaged:
		return "an attack that damages it sets off " + source
	case LastingCostMore:
		return fmt.Sprintf("each of its attacks costs %d more Colorless Energy", l.Cost)
	}
	return ""
}

// search looks through player's deck (top first) for cards matching the filter.
func (g *Game) search(c *opCtx, op *Op, r int) {
	p := c.player
	pl := &g.p[p]
	want := op.N
	if want <= 0 {
		want = 1
	}
	want *= r
	if op.LegendPair {
		g.searchLegendPair(c)
		return
	}
	if op.Count != CountNone {
		want *= g.count(c, op.Count, op.Type) // as many as the player has Benched Pokémon, say
	} else if op.Per.Kind != CheckNone {
		want *= g.measure(&op.Per, c.env()) // as many as there are Mareep in play, say
	}
	var seen uint32 // Distinct: the types already taken
	found := 0
	var attachTo [6]target
	na := 0
	if op.Dest == ToAttach {
		attachTo, na = g.targets(c, op.Who)
	}
	lo := 0
	if op.Top > 0 {
		lo = max(len(pl.deck)-op.Top, 0) // only the top cards are looked at
	}
	// try takes the card at deck index i when it fits the search and its destination.
	try := func(i int) bool {
		card := g.cards[pl.deck[i]]
		if !op.Filter.Matches(card) || op.Distinct && !newTypes(card, &seen) {
			return false
		}
		switch op.Dest {
		case ToBench:
			if !card.IsBasicPokemon() || g.benchFull(p) {
				return false
			}
		case ToAttach:
			if card.Category != EnergyCard || na == 0 {
				return false
			}
		case ToDeck:
			return false // the cards stay where they are
		}
		x := pl.deck[i]
		copy(pl.deck[i:], pl.deck[i+1:])
		pl.deck = pl.deck[:len(pl.deck)-1]
		found++
		c.done++
		if op.ToLostZone {
			g.searchToLost(c, p, x) // See Off (fx_lastd.go)
			return true
		}
		switch op.Dest {
		case ToDiscard:
			g.toDiscard(p, x, c.ref)
		case ToHand:
			pl.hand = append(pl.hand, x)
		case ToBench:
			pl.nbench++
			g.putInPlay(p, pl.nbench, x, g.turn)
		case ToAttach:
			t := attachTo[0]
			pk := g.slot(t.p, t.s)
			pk.energy = append(pk.energy, x)
		}
		if g.trace {
			g.emit(Event{Kind: EvSearch, Player: p, Zone: ZoneDeck, Slot: -1, Card: card.Name, Amount: 1,
				Anchor: g.rules.anchor(c.ref), Message: fmt.Sprintf("%s finds %s in the deck (%s)", g.name(p), card.Name, c.source)})
		}
		return true
	}
	if c.finds.chosen {
		c.takeFound(&pl.deck, lo, want, try)
		g.noteShortFind(c, op, found, want, lo)
	}
	if !c.finds.chosen || g.mustFind(op) && found < want {
		if c.finds.chosen && lo < len(pl.deck) {
			// A search for any card that the choice left short (coins or earlier ops changed
			// what it may find): it takes the rest from the top.
			g.assume(g.rules.AnyCardSearchFinds, c.ref, p)
		}
		for i := len(pl.deck) - 1; i >= lo && found < want; i-- {
			try(i)
		}
	}
	g.shuffleDeck(p, c.ref)
}

// attack runs an attack through the era's attack steps.
func (g *Game) attack(a *Action) {
	p := a.Player
	g.hitByAttack, g.koToLost = [2]uint8{}, false // Leaving play.
	pk := g.active(p)
	card := g.top(pk)
	atk, from := g.attackAt(pk, a.Index)
	c := opCtx{player: p, self: 0, own: a.Own, opp: a.Target, attack: atk, ref: refAttackEffects,
		source: atk.Name, base: atk.Damage, opted: a.Opt, pick: a.Pick, handPicks: g.resolveHandPicks(a), picks: a.Picks,
		spots: a.Spots, moves: a.Moves, evolve: evolveCtxOf(a), split: a.Split, finds: g.resolveFinds(a), oppFinds: g.resolveOppFinds(a),
		take: g.startTake(a)}
	if g.trace {
		g.emit(Event{Kind: EvAttack, Player: p, Zone: ZoneActive, Slot: 0, Card: card.Name, Amount: atk.Damage,
			Anchor: g.rules.anchor(refAttackAnnounce), Message: fmt.Sprintf("%s's %s uses %s; its Energy covers the cost", g.name(p), card.Name, atk.Name)})
		g.traceKept(p, 0, from, atk.Name)
		if a.Opt {
			g.emit(Event{Kind: EvNote, Player: p, Zone: ZoneActive, Slot: 0, Card: card.Name, Anchor: g.rules.anchor(refAttackChoices),
				Message: fmt.Sprintf("%s takes the optional part of %s", g.name(p), atk.Name)})
		}
	}
	// A GX attack is used up when announced, or, where the ruleset says so, only once it gets
	// past the Confusion coin (tails: it never happened).
	gxPending := atk.GX && g.rules.GXOncePerGame.On
	if gxPending && !g.rules.GXKeptOnConfusionTails.On {
		g.useGX(p)
		gxPending = false
	}
	skipTraced, pastConfusion := false, false
	for _, step := range g.rules.AttackSteps {
		if gxPending && pastConfusion {
			g.useGX(p)
			gxPending = false
		}
		if c.ended {
			break
		}
		pastConfusion = pastConfusion || step == StepConfusion
		if c.nothing {
			// The attack already does nothing. Whether a check still due would run is the
			// era's choice; the other steps have nothing left to do.
			due := step == StepConfusion && pk.cond&Confused != 0 ||
				step == StepAlterCancel && g.cancelFlipDue(pk)
			if !due {
				continue
			}
			if !g.rules.ChecksAfterNothing.On {
				if !skipTraced {
					skipTraced = true
					g.assume(g.rules.ChecksAfterNothing, refChecksAfterNothing, p)
					g.note(refChecksAfterNothing, p, atk.Name, " already does nothing: its remaining checks are skipped")
				}
				continue
			}
		}
		switch step {
		case StepChoices:
			if g.trace && (atk.ChooseOpp != ChooseNone || atk.ChooseOwn != ChooseNone) {
				g.emit(Event{Kind: EvAttackStep, Player: p, Slot: -1, Anchor: g.rules.anchor(refAttackChoices),
					Message: fmt.Sprintf("choices for %s: own Pokémon %d, opponent's Pokémon %d", atk.Name, a.Own, a.Target)})
			}
		case StepRequirements:
			if len(atk.Requires) > 0 {
				c.ref = refAttackRequirements
				if g.trace {
					g.emit(Event{Kind: EvAttackStep, Player: p, Slot: -1, Anchor: g.rules.anchor(refAttackRequirements),
						Message: "do what " + atk.Name + " requires to be used"})
				}
				g.runOps(atk.Requires, &c)
			}
		case StepAlterCancel:
			for i := range pk.lasting {
				le := &pk.lasting[i]
				if le.Kind != LastingCancelFlip || le.turn != g.turn {
					continue
				}
				tails := false
				for k := 0; k < max(le.Coins, 1); k++ {
					if g.flip(p, refAttackAlter, "effect of ", le.source, " on ", card.Name) == Tails {
						tails = true
					}
				}
				if tails {
					c.nothing = true
					if g.trace {
						g.emit(Event{Kind: EvAttackFails, Player: p, Slot: -1, Anchor: g.rules.anchor(refAttackAlter),
							Message: "tails: because of " + le.source + ", " + atk.Name + " does nothing"})
					}
					break
				}
			}
		case StepConfusion:
			if pk.cond&Confused == 0 {
				break
			}
			if g.flip(p, refAttackConfusion, card.Name, " is Confused") == Tails {
				c.ended = true
				if g.trace {
					g.emit(Event{Kind: EvAttackFails, Player: p, Slot: -1, Anchor: g.rules.anchor(refConfusedTails),
						Message: "tails: " + atk.Name + " fails and " + card.Name + " gets damage counters"})
				}
				g.placeCounters(p, 0, g.rules.ConfusionCounters, refConfusedTails, "Confused, tails")
				if gxPending {
					gxPending = false
					g.assume(g.rules.GXKeptOnConfusionTails, refGXConfusedTails, p)
					g.note(refGXConfusedTails, p, g.name(p), " has not used the GX attack: ", atk.Name, " never happened")
				}
			} else if c.nothing {
				g.note(refConfused, p, "heads: no damage counters, but ", atk.Name, " still does nothing")
			} else {
				g.note(refConfused, p, "heads: the attack goes ahead normally")
			}
		case StepEffects:
			c.ref = refAttackEffects
			g.runOps(atk.Before, &c)
			if c.nothing || c.ended {
				break
			}
			if atk.Damage > 0 || c.baseTouched {
				tp, ts := opp(p), 0
				if atk.DamageTo == WhoChosenOpp {
					ts = c.opp
				}
				if ts >= 0 && g.present(tp, ts) {
					res := g.dealDamage(&c, tp, ts, c.base, true)
					if ts == 0 {
						c.dealt = res.Final
					}
				}
			}
			c.ref = refAttackEffects
			g.runOps(atk.After, &c)
		}
	}
	if gxPending {
		g.useGX(p) // every step after the Confusion check was skipped, but it was passed
	}
}

// useGX marks player p's GX attack for the game as used.
func (g *Game) useGX(p int) {
	g.gxUsed[p] = true
	g.assume(g.rules.GXOncePerGame, refGXOnce, p)
	g.note(refGXOnce, p, g.name(p), " has now used the GX attack for this game")
}

// cancelFlipDue reports whether an effect of the opponent's last attack makes this Pokémon
// flip before its attack this turn.
func (g *Game) cancelFlipDue(pk *pokemon) bool {
	for i := range pk.lasting {
		if pk.lasting[i].Kind == LastingCancelFlip && pk.lasting[i].turn == g.turn {
			return true
		}
	}
	return false
}

// devolve takes up to stages Evolution cards (stages < 0: all) off the top of a Pokémon, to
// dest. The Pokémon loses its Special Conditions and the effects on it; what else happens is
// the ruleset's assumption (DevolveKeeps).
func (g *Game) devolve(c *opCtx, p, s, stages int, dest Dest) {
	pk := g.slot(p, s)
	if !g.isEvolved(pk) {
		if g.trace {
			g.note(refDevolve, p, g.top(pk).Name, " is not an evolved Pokémon: there is nothing to devolve (", c.source, ")")
		}
		return
	}
	pl := &g.p[p]
	toDeck := false
	for k := 0; (stages < 0 || k < stages) && g.isEvolved(pk); k++ {
		before := len(pk.stack)
		x := pk.stack[before-1]
		pk.stack = pk.stack[:before-1]
		g.restack(pk)
		name := g.cards[x].Name
		where := "the hand"
		switch dest {
		case ToDeck:
			pl.deck = append(pl.deck, x)
			toDeck = true
			where = "the deck"
		case ToDiscard:
			// The discard event follows the devolve event, once the card is in its pile.
			where = "the discard pile"
		default:
			pl.hand = append(pl.hand, x)
		}
		if dest == ToDiscard {
			lost := g.placeDiscarded(p, x)
			g.traceDevolve(c, p, s, name, where, before)
			g.traceDiscard(p, x, refDevolve, lost)
			continue
		}
		g.traceDevolve(c, p, s, name, where, before)
	}
	pk.usedMask = 0
	g.assume(g.rules.DevolveKeeps, refDevolve, p)
	g.clearAttackEffects(p, s, refDevolve, "it was devolved")
	if toDeck {
		g.shuffleDeck(p, c.ref)
	}
}

func (g *Game) traceDevolve(c *opCtx, p, s int, name, where string, before int) {
	if !g.trace {
		return
	}
	pk := g.slot(p, s)
	g.emit(Event{Kind: EvDevolve, Player: p, Zone: zoneOf(s), Slot: s, Card: name, Before: before, After: len(pk.stack),
		Amount: pk.damage, Anchor: g.rules.anchor(refDevolve),
		Message: fmt.Sprintf("%s devolves %s: %s goes to %s and the Pokémon is %s again (%d HP, %d damage)",
			c.source, name, name, where, g.top(pk).Name, g.top(pk).HP, pk.damage)})
}

// moveEnergy moves up to k Energy cards (k < 0: all) that a move-energy op takes
// (energyToMove) from one Pokémon to another, oldest first, and returns how many it moved.
func (g *Game) moveEnergy(c *opCtx, from, to target, k int, op *Op) int {
	return g.moveEnergyCards(c, from, to, k, func(pk *pokemon, e CardRef) bool { return g.energyToMove(pk, e, op) })
}

// energyToMove reports whether a move-energy op takes the Energy card e attached to pk: one
// that provides op.Type (any when Colorless), and basic Energy only when op.Filter.BasicEnergy.
func (g *Game) energyToMove(pk *pokemon, e CardRef, op *Op) bool {
	return (op.Type == Colorless || g.attachedProvides(pk, e, op.Type)) && (!op.Filter.BasicEnergy || g.cards[e].BasicEnergy)
}

// moveEnergyCards moves up to k (k < 0: all) of the Energy cards attached to from that fits
// takes, oldest first, to to, and returns how many it moved.
func (g *Game) moveEnergyCards(c *opCtx, from, to target, k int, fits func(pk *pokemon, e CardRef) bool) int {
	src := g.slot(from.p, from.s)
	moved := 0
	for i := 0; i < len(src.energy) && (k < 0 || moved < k); {
		if !fits(src, src.energy[i]) {
			i++
			continue
		}
		g.moveAttached(c, from, to, i)
		moved++
	}
	return moved
}

// moveAttached moves the Energy card at position i on the Pokémon at from to the Pokémon at
// to, after the cards already there. Moving is not attaching: it does not use the turn's
// Energy attachment.
func (g *Game) moveAttached(c *opCtx, from, to target, i int) {
	src, dst := g.slot(from.p, from.s), g.slot(to.p, to.s)
	e := src.energy[i]
	src.energy = append(src.energy[:i], src.energy[i+1:]...)
	dst.energy = append(dst.energy, e)
	if g.trace {
		name := g.cards[e].Name
		g.emit(Event{Kind: EvMoveEnergy, Player: to.p, Zone: zoneOf(to.s), Slot: to.s, Card: name,
			Before: len(dst.energy) - 1, After: len(dst.energy), Amount: 1, Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s moves %s from %s to %s; moving Energy is not the turn's Energy attachment",
				c.source, name, g.top(src).Name, g.top(dst).Name)})
	}
}

// benchRestored puts up to n×r Restored Pokémon whose card names this card (RestoredBy) from
// the deck, or the hand, onto the Bench: the only way such a Pokémon comes into play.
func (g *Game) benchRestored(c *opCtx, op *Op, r int) {
	p := c.player
	pl := &g.p[p]
	want := op.N
	if want <= 0 {
		want = 1
	}
	want *= r
	x := refRestoredPlay
	if !g.rules.RestoredPokemon.On {
		g.assume(g.rules.RestoredPokemon, c.ref, p)
		x = c.ref
	}
	fits := func(card *Card) bool { return restoredBy(card, c.source) }
	found := 0
	if op.FromHand {
		for i := 0; i < len(pl.hand) && found < want && !g.benchFull(p); {
			if !fits(g.cards[pl.hand[i]]) {
				i++
				continue
			}
			g.restore(c, p, g.removeHand(p, i), "hand", x)
			found++
		}
		return
	}
	// The player may take the ones they choose (Action.Finds, fx_find.go), fewer or none.
	take := func(i int) {
		card := pl.deck[i]
		pl.deck = slices.Delete(pl.deck, i, i+1)
		g.restore(c, p, card, "deck", x)
		found++
	}
	if c.finds.chosen {
		for k := 0; k < len(c.finds.cards) && found < want && !g.benchFull(p); {
			i := slices.Index(pl.deck, c.finds.cards[k])
			if i < 0 || !fits(g.cards[c.finds.cards[k]]) {
				k++
				continue
			}
			c.finds.cards = slices.Delete(c.finds.cards, k, k+1)
			take(i)
		}
	} else {
		for i := len(pl.deck) - 1; i >= 0 && found < want && !g.benchFull(p); i-- {
			if fits(g.cards[pl.deck[i]]) {
				take(i)
			}
		}
	}
	g.shuffleDeck(p, c.ref)
}

// restoredBy reports whether card is a Restored Pokémon that the card named source brings
// into play.
func restoredBy(card *Card, source string) bool {
	return card.Category == PokemonCard && card.Stage == Restored && card.RestoredBy == source
}

func (g *Game) restore(c *opCtx, p int, card CardRef, from string, x ref) {
	pl := &g.p[p]
	pl.nbench++
	g.putInPlay(p, pl.nbench, card, g.turn)
	if g.trace {
		name := g.cards[card].Name
		g.emit(Event{Kind: EvPlaceBench, Player: p, Zone: ZoneBench, Slot: pl.nbench, Card: name,
			Before: pl.nbench - 1, After: pl.nbench, Anchor: g.rules.anchor(x),
			Message: fmt.Sprintf("%s puts the Restored Pokémon %s from the %s onto the Bench: only %s can", c.source, name, from, c.source)})
	}
}

// MaxFlipsUntilTails bounds a flip-until-tails: after this many heads in a row it stops.
const MaxFlipsUntilTails = 100

// discardTop discards the top n cards of player p's deck (fewer if the deck runs out; running
// out this way is not a loss: only a draw at the start of a turn is).
func (g *Game) discardTop(p, n int, x ref) {
	pl := &g.p[p]
	n = min(n, len(pl.deck))
	if n <= 0 {
		return
	}
	g.discardMany(p, pl.takeTop(make([]CardRef, 0, n), n), x)
}

// firstTurnOf reports whether this is player p's own first turn of the game.
func (g *Game) firstTurnOf(p int) bool {
	return (g.turn == 1 && p == g.first) || (g.turn == 2 && p != g.first)
}

// preventsAllFrom reports whether the Pokémon at p, s has a LastingPreventAll in force this
// turn against attacks by the Pokémon at ap, as (its check, when it has one, reads that
// attacker).
func (g *Game) preventsAllFrom(p, s, ap, as int) bool {
	if !g.present(p, s) {
		return false
	}
	pk := g.slot(p, s)
	for i := range pk.lasting {
		le := &pk.lasting[i]
		if le.Kind == LastingPreventAll && le.turn == g.turn && g.holds(&le.If, modEnv(p, s, ap, as, p, s)) {
			return true
		}
	}
	return false
}

// takeDiscard puts up to N cards that match the filter from the player's discard pile into
// their hand, the most recently discarded first.
func (g *Game) takeDiscard(c *opCtx, op *Op, r int) {
	pl := &g.p[c.player]
	want := max(op.N, 1) * r
	// The cards picked (positions in the pile as the op finds it) come first.
	for _, i := range c.picks {
		if want > 0 && i >= 0 && i < len(pl.discard) && op.Filter.Matches(g.cards[pl.discard[i]]) && !slices.Contains(c.paid, pl.discard[i]) {
			x := pl.discard[i]
			pl.discard[i] = noCard // removed below, so later positions keep their meaning
			pl.hand = append(pl.hand, x)
			want--
			if g.trace {
				g.emit(Event{Kind: EvNote, Player: c.player, Slot: -1, Anchor: g.rules.anchor(c.ref),
					Message: fmt.Sprintf("%s puts %s from the discard pile into their hand, showing it (%s)", g.name(c.player), g.cards[x].Name, c.source)})
			}
		}
	}
	pl.discard = slices.DeleteFunc(pl.discard, func(x CardRef) bool { return x == noCard })
	for i := len(pl.discard) - 1; i >= 0 && want > 0; i-- {
		x := pl.discard[i]
		if !op.Filter.Matches(g.cards[x]) || slices.Contains(c.paid, x) {
			continue // a card paid as the cost does not come straight back
		}
		pl.discard = append(pl.discard[:i], pl.discard[i+1:]...)
		pl.hand = append(pl.hand, x)
		want--
		if g.trace {
			g.emit(Event{Kind: EvNote, Player: c.player, Slot: -1, Anchor: g.rules.anchor(c.ref),
				Message: fmt.Sprintf("%s puts %s from the discard pile into their hand (%s)", g.name(c.player), g.cards[x].Name, c.source)})
		}
	}
}

// attachFromPile attaches up to want Energy cards that match f from one of the player's piles
// (the discard pile and the deck from their end: newest or top first; the hand from its start
// when fromStart) to their own Pokémon, each to the slot dest names (-1: stop there). It counts
// the cards in c.done. It is not the turn's Energy attachment. where names the pile for the
// trace ("their deck"). Each card from the hand sets off the opponent's powers that work when
// an Energy card is attached from the hand, as the turn's attachment does (ruling
// conductivity-each-energy-each-ampharos).
func (g *Game) attachFromPile(c *opCtx, from *[]CardRef, where string, fromStart bool, f Filter, want int, dest func() int) {
	if c.finds.chosen && from == &g.p[c.player].deck {
		g.attachFound(c, where, f, want, dest) // the cards the player chose (fx_find.go)
		return
	}
	fromHand := from == &g.p[c.player].hand
	for i := 0; i < len(*from) && want > 0; {
		j := len(*from) - 1 - i
		if fromStart {
			j = i
		}
		x := (*from)[j]
		card := g.cards[x]
		if card.Category != EnergyCard || !f.Matches(card) {
			i++
			continue
		}
		s := dest()
		if s < 0 {
			break
		}
		*from = append((*from)[:j], (*from)[j+1:]...)
		g.attachEnergyCard(c, s, x, where)
		if fromHand {
			g.attachTriggers(c.player, s) // a Knock Out waits for the check after the effect
		}
		want--
	}
}

// attachEnergyCard attaches card x, taken from where ("their hand"), to the player's own
// Pokémon at s by an effect, and counts it in c.done. It is not the turn's Energy attachment.
func (g *Game) attachEnergyCard(c *opCtx, s int, x CardRef, where string) {
	p := c.player
	pk := g.slot(p, s)
	pk.energy = append(pk.energy, x)
	c.done++
	if g.trace {
		name := g.cards[x].Name
		g.emit(Event{Kind: EvAttachEnergy, Player: p, Zone: zoneOf(s), Slot: s, Card: name,
			Anchor:  g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s attaches %s from %s to %s (%s)", g.name(p), name, where, g.top(pk).Name, c.source)})
	}
}

// lostTop puts the top n cards of player p's deck in the Lost Zone (fewer when the deck runs
// out, which is not a loss).
func (g *Game) lostTop(c *opCtx, p, n int) {
	pl := &g.p[p]
	for i := 0; i < n && len(pl.deck) > 0; i++ {
		last := len(pl.deck) - 1
		x := pl.deck[last]
		pl.deck = pl.deck[:last]
		pl.lost = append(pl.lost, x)
		if g.trace {
			g.emit(Event{Kind: EvLostZone, Player: p, Zone: ZoneDeck, Slot: -1, Card: g.cards[x].Name,
				Anchor: g.rules.anchor(refLostZone), Message: g.cards[x].Name + " goes from the top of the deck to the Lost Zone (" + c.source + ")"})
		}
	}
}

// discardFromHand discards up to N cards that match the filter from the player's hand, first
// card first (a Fire Energy card to discard from the hand, say; which card is not chosen, as with
// every other discard). The gate done then tells whether any was discarded.
func (g *Game) discardFromHand(c *opCtx, op *Op, r int) {
	pl := &g.p[c.player]
	want := max(op.N, 1) * r
	for i := 0; i < len(pl.hand) && want > 0; {
		x := pl.hand[i]
		if !op.Filter.Matches(g.cards[x]) {
			i++
			continue
		}
		g.removeHand(c.player, i)
		g.toDiscard(c.player, x, c.ref)
		want--
		c.done++
	}
}
