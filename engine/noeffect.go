package engine

import "errors"

// No play for no effect. An official ruling (cannot-play-card-without-effect, Compendium 906
// and 925) forbids playing a Trainer card or using a power when everyone can see that it
// would do nothing, and paying its cost (Op.Cost: the cards Ultra Ball or Junk Arm discards)
// is not doing something. A card with any part that could still work may be played
// (Professor Kukui with an empty deck still gives its +20: professor-kukui-empty-deck).
//
// The check reads only what both players can see, before anything is paid: a search of a
// deck that holds cards may always find something (the deck is hidden), a coin may come up
// either way, and a whole-hand instruction always has the hand to act on
// (shuffle-with-empty-hand). Each op answers "could it change the game now?" (opActs);
// kinds it knows nothing special about answer yes, so the check only ever refuses what it can
// see. Attacks are not checked: an attack may be used even when it does nothing
// (mountain-eater-empty-deck: Larvitar "may still use the attack").

// ErrNoEffect: the Trainer card or power would do nothing now, so it cannot be played or
// used, not even to pay its cost or to put it in the discard pile.
var ErrNoEffect = errors.New("it would do nothing now, and a card or power may not be used for no effect")

// anyChoice, for the Pokémon a card or power chooses, stands for each choice it allows:
// the check of the card itself, before an action makes its choices (trainerReady,
// powerReady).
const anyChoice = -2

// effectNow is what the check reads besides the game: who uses the effect and how.
type effectNow struct {
	p    int // the player using it
	self int // the power's Pokémon; -1 for a Trainer card (its ops' self is the Active Pokémon)
	// own and opp are Action.Own and Action.Target (-1: none), or anyChoice; ownCh and oppCh
	// are what the card or power chooses, which anyChoice ranges over.
	own, opp     int
	ownCh, oppCh Choice
	skip         int   // hand position of the Trainer card being played (no longer in the hand then); -1
	opt          int8  // 1: the "you may" part is taken, 0: declined, -1: either
	attached     *Card // the Energy card just attached, for a power that works then
}

// optOf is Action.Opt as effectNow.opt reads it.
func optOf(b bool) int8 {
	if b {
		return 1
	}
	return 0
}

// noEffect returns ok when the ops could change the game now apart from their cost, or the
// refusal naming the ruling when none of them could.
func (g *Game) noEffect(ops []Op, x *effectNow) fault {
	if len(ops) == 0 {
		return ok // nothing written to judge (a card that only goes into play)
	}
	why := refNoEffect
	// done: an op before may have set the gate done. Every op checked before acted on
	// nothing, or the check would have stopped, so only a cost paid or a check that holds
	// (evolved-this-turn) sets it.
	done := false
	for i := range ops {
		op := &ops[i]
		if op.Cost {
			done = true
			continue
		}
		switch op.Gate {
		case IfDone:
			if !done {
				continue
			}
		case IfOpted:
			if x.opt == 0 {
				continue
			}
		case IfNoOpt:
			if x.opt == 1 {
				continue
			}
		}
		if g.attachedTypeSkips(op, x) {
			continue
		}
		if op.Kind == OpEvolvedThisTurn {
			done = done || g.anyTarget(x, op.Who, func(pk *pokemon) bool { return g.isEvolved(pk) && pk.enteredTurn == g.turn })
			continue
		}
		acts, r := g.opActs(op, x)
		if acts {
			return ok
		}
		if r != refNone {
			why = r
		}
	}
	return fault{ErrNoEffect, why}
}

// opActs reports whether one op could change the game now, and when it could not for a
// reason of its own, the rule point that says so (refNone: the general ruling).
func (g *Game) opActs(op *Op, x *effectNow) (bool, ref) {
	p := x.p
	switch op.Kind {
	case OpFlip, OpFlipUntilTails, OpFlipPer, OpNothing:
		return false, refNone // a coin alone changes nothing; what it decides is checked on its own
	case OpDraw, OpDrawBottom, OpDrawUntil, OpDrawToMatch, OpSearchSplit, OpSearchAttachEach,
		OpSearchAttachChosen, OpTakeTop, OpTopOrBottom, OpTopAttach:
		return len(g.p[p].deck) > 0, refNone
	case OpSearch:
		if op.Dest == ToBench && g.benchFull(p) {
			return false, refNone
		}
		return len(g.p[p].deck) > 0, refNone
	case OpDrawPer, OpLookTop, OpPeekTop, OpShuffleDeck, OpDiscardDeck:
		return len(g.p[whoseDeck(op, p)].deck) > 0, refNone
	case OpShuffleHand, OpShuffleHandDraw:
		// A whole-hand instruction acts even on an empty hand (shuffle-with-empty-hand),
		// shuffling the deck; with no cards in either there is nothing to shuffle or draw.
		q := whoseDeck(op, p)
		return g.handSize(q, x) > 0 || len(g.p[q].deck) > 0, refNone
	case OpDiscardHandDraw:
		// Discarding the hand is the price of the draw (Professor Sycamore): with an empty
		// deck only the price would be paid.
		return len(g.p[p].deck) > 0, refNone
	case OpTakeDiscard, OpDiscardToDeck:
		return g.pileHolds(p, &op.Filter), refNone
	case OpAttachSplit:
		if op.FromHand {
			return g.handHolds(p, x.skip, &op.Filter), refNone
		}
		return g.pileHolds(p, &op.Filter), refNone
	case OpDiscardHand:
		return g.handHolds(p, x.skip, &op.Filter), refNone
	case OpHandPick:
		if op.Who == WhoDefending || op.Who == WhoChosenOpp {
			return g.handHolds(opp(p), -1, &op.Filter), refNone
		}
		return g.handHolds(p, x.skip, &op.Filter), refNone
	case OpHeal, OpHealEnergized:
		// Damage that an effect keeps on the Pokémon (Moongeist Beam, Heal Block) cannot be
		// removed, and heal-energized reaches only Pokémon with Energy of its type (Lana).
		return g.anyTargetAt(x, op.Who, func(q, s int) bool {
			pk := g.slot(q, s)
			return pk.damage > 0 && !g.cantBeHealed(q, s) &&
				(op.Kind != OpHealEnergized || g.energyUnitsOf(pk, op.Type) > 0)
		}), refNone
	case OpCure, OpCureOne:
		which := rotating | Burned | Poisoned
		if op.Cond != 0 {
			which = op.Cond
		}
		return g.anyTarget(x, op.Who, func(pk *pokemon) bool { return pk.cond&which != 0 }), refNone
	case OpSwitchOwn:
		return g.benchChoice(p, x.own), refNone
	case OpSwitchOpp:
		return g.benchChoice(opp(p), x.opp), refNone
	case OpSwitchIn:
		return g.p[p].nbench > 0, refNone
	case OpDiscardEnergy, OpMoveEnergy, OpReturnEnergy, OpDiscardSpecialEnergy:
		return g.anyTarget(x, op.Who, func(pk *pokemon) bool { return len(pk.energy) > 0 }), refNone
	case OpReturnPokemon, OpReturnPokemonOnly:
		// Seeker: one Benched Pokémon on either side is enough (seeker-one-bench-enough).
		return g.anyTarget(x, op.Who, func(*pokemon) bool { return true }), refNone
	case OpDiscardTool, OpToolToHand:
		return g.anyTarget(x, op.Who, func(pk *pokemon) bool { return pk.tool != noCard }), refNone
	case OpEvolveFromDeck:
		return g.evolveFromDeckActs(op, x)
	case OpReorderTop:
		return g.reorderTopActs(op, p), refNone
	case OpBenchFromDeck:
		q := whoseDeck(op, p)
		return len(g.p[q].deck) > 0 && !g.benchFull(q), refNone
	case OpTypeThisTurn:
		return g.anyTarget(x, op.Who, func(pk *pokemon) bool { return !g.onlyType(pk, op.Type) }), refNone
	case OpOppSupporter:
		// Looking at a hand of hidden cards is something; at an empty one, nothing (Portrait).
		return len(g.p[opp(p)].hand) > 0, refNone
	}
	return true, refNone
}

// evolveFromDeckActs: an Evolution card can come from a deck that holds cards onto a Pokémon
// the op names that may evolve now. With AttachedType it must be of the type of the basic
// Energy card just attached: another card sets nothing off (energy-evolution-not-rainbow-
// energy), and where no card of the era of that type evolves from the Pokémon the search
// could never find one (energy-evolution-no-matching-type).
func (g *Game) evolveFromDeckActs(op *Op, x *effectNow) (bool, ref) {
	if op.AttachedType && (x.attached == nil || !x.attached.BasicEnergy || len(x.attached.Provides) == 0) {
		return false, refNoEffectNotBasic
	}
	if len(g.p[x.p].deck) == 0 {
		return false, refNone
	}
	w := op.Who
	if w == WhoDefault {
		w = WhoSelf
	}
	return g.anyTarget(x, w, func(pk *pokemon) bool {
		top := g.top(pk)
		if op.Filter.BasicOnly && (len(pk.stack) != 1 || top.Stage != Basic) || top.Stage == Legend {
			return false
		}
		if op.EvolveRules && g.evolveLimits(x.p, g.slotIndex(x.p, pk)).failed() {
			return false
		}
		if op.AttachedType && top.EvolutionTypes != 0 && top.EvolutionTypes&(1<<x.attached.Provides[0]) == 0 {
			return false
		}
		return true
	}), refNone
}

// whoseDeck is whose deck (and hand) an op reads: the opponent's for Who defending.
func whoseDeck(op *Op, p int) int {
	if op.Who == WhoDefending {
		return opp(p)
	}
	return p
}

// handSize is the number of cards in player q's hand, the Trainer card being played left out.
func (g *Game) handSize(q int, x *effectNow) int {
	n := len(g.p[q].hand)
	if q == x.p && x.skip >= 0 {
		n--
	}
	return n
}

// handHolds reports whether player q's hand holds a card that passes f, the card at skip
// (the Trainer card being played) left out.
func (g *Game) handHolds(q, skip int, f *Filter) bool {
	for i, r := range g.p[q].hand {
		if i != skip && f.Matches(g.cards[r]) {
			return true
		}
	}
	return false
}

// pileHolds reports whether player q's discard pile holds a card that passes f.
func (g *Game) pileHolds(q int, f *Filter) bool {
	for _, r := range g.p[q].discard {
		if f.Matches(g.cards[r]) {
			return true
		}
	}
	return false
}

// benchChoice reports whether a switch with player q's Benched Pokémon v (anyChoice: any of
// them) could happen.
func (g *Game) benchChoice(q, v int) bool {
	pl := &g.p[q]
	if !pl.hasActive {
		return false
	}
	if v == anyChoice {
		return pl.nbench > 0
	}
	return v >= 1 && v <= pl.nbench
}

// anyTarget reports whether one of the Pokémon w names passes pred. A Pokémon not in play yet
// (a power that works as its card is put onto the Bench) is not known, and counts as passing.
func (g *Game) anyTarget(x *effectNow, w Who, pred func(pk *pokemon) bool) bool {
	return g.anyTargetAt(x, w, func(p, s int) bool { return pred(g.slot(p, s)) })
}

// anyTargetAt is anyTarget for a check that needs the Pokémon's place (whose it is, where).
func (g *Game) anyTargetAt(x *effectNow, w Who, pred func(p, s int) bool) bool {
	if w == WhoDefault {
		w = WhoSelf
	}
	if w == WhoSelf && x.self >= 0 && !g.present(x.p, x.self) {
		return true
	}
	if w == WhoChosenOwn && x.own == anyChoice || w == WhoChosenOpp && x.opp == anyChoice {
		side, ch := x.p, x.ownCh
		if w == WhoChosenOpp {
			side, ch = opp(x.p), x.oppCh
		}
		lo, hi := g.choiceRange(side, ch)
		for s := max(lo, 0); s <= hi; s++ {
			if g.present(side, s) && pred(side, s) {
				return true
			}
		}
		return false
	}
	c := opCtx{player: x.p, self: x.self, own: x.own, opp: x.opp}
	ts, n := g.targets(&c, w)
	for _, t := range ts[:n] {
		if pred(t.p, t.s) {
			return true
		}
	}
	return false
}

// trainerEffect checks that playing the Trainer card c (at hand position i) could do
// something, with the choices own and opp (anyChoice: any it allows). Only Items and
// Supporters are checked: a Stadium, a Tool, a Technical Machine or a Fossil Trainer card
// does something by going into play. ops are what the play runs (trainerOps), or nil for the
// card whatever it is played with: its own play, or copies played together (TogetherPlay).
func (g *Game) trainerEffect(p, i int, c *Card, ops []Op, own, opp int, opt int8) fault {
	if c.PlaysAsBasic || c.Trainer != Item && c.Trainer != Supporter {
		return ok
	}
	x := effectNow{p: p, self: -1, own: own, opp: opp, ownCh: c.ChooseOwn, oppCh: c.ChooseOpp, skip: i, opt: opt}
	if ops != nil {
		return g.noEffect(ops, &x)
	}
	f := g.noEffect(c.Play, &x)
	if f.failed() && c.PlayTogether >= 2 && !g.noEffect(c.TogetherPlay, &x).failed() {
		return ok
	}
	return f
}

// powerEffect checks that using the power pw of the Pokémon at p, s could do something.
func (g *Game) powerEffect(p, s int, pw *Power, own, opp int, opt int8, attached *Card) fault {
	x := effectNow{p: p, self: s, own: own, opp: opp, ownCh: pw.ChooseOwn, oppCh: pw.ChooseOpp, skip: -1, opt: opt, attached: attached}
	return g.noEffect(pw.Ops, &x)
}

// noEffectRuling returns the card's own ruling a general no-effect refusal of the action
// cites instead (Card.NoEffectRuling, Power.NoEffectRuling), or "".
func (g *Game) noEffectRuling(a *Action) string {
	p := a.Player
	switch a.Kind {
	case ActPlayTrainer:
		if c, okc := g.handCard(p, a.Hand); okc {
			return c.NoEffectRuling
		}
	case ActUsePower:
		if g.present(p, a.Slot) {
			if pw, _ := g.powerAt(g.slot(p, a.Slot), a.Index); pw != nil {
				if c := g.borrowed(a, pw); c != nil {
					return c.NoEffectRuling // Portrait: the Supporter's own (fx_lastd.go)
				}
				return pw.NoEffectRuling
			}
		}
	case ActAttachEnergy:
		if g.present(p, a.Slot) {
			if pw := triggerPower(g.top(g.slot(p, a.Slot)), UseAttachedFromHand); pw != nil {
				return pw.NoEffectRuling
			}
		}
	case ActEvolve, ActPlayBasic:
		if c, okc := g.handCard(p, a.Hand); okc {
			for i := range c.Powers {
				if c.Powers[i].Optional {
					return c.Powers[i].NoEffectRuling
				}
			}
		}
	}
	return ""
}
