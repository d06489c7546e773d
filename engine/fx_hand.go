package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Effects on the hands: showing a hand, cards taken from a hand at random or by choice,
// draws that depend on hand sizes, each player drawing, and "your opponent can't play
// Item (Supporter, Trainer) cards during their next turn". README.md documents each op.

// ErrNotEnoughCards: an effect that must move exactly N cards from a hand ("discard 2 cards
// from your hand") finds fewer there, so the card cannot be played or the power used.
var ErrNotEnoughCards = errors.New("the hand holds too few cards for this effect")

// ErrTrainerLocked: an effect of the opponent's last attack keeps this player from playing
// Trainer cards of this kind during this turn.
var ErrTrainerLocked = errors.New("an effect keeps this player from playing that kind of Trainer card this turn")

// ErrHandChoice: the cards an action chooses from a hand (Action.HandPicks, OppHandPicks)
// are not what the effect asks for. It is an ErrBadChoice.
var ErrHandChoice = fmt.Errorf("the cards chosen from a hand are not what the effect asks for: %w", ErrBadChoice)

// maxPickChoices bounds how many hand choices LegalActions lists for one action: the first
// combinations of the cards that may be chosen, in hand order. Apply accepts any legal one.
const maxPickChoices = 6

// handLock is a Trainer ban on one player for one turn: mask has bit k set when Trainer
// kind k cannot be played from the hand.
type handLock struct {
	turn int
	mask uint8
}

// handSide says whose hand an op reads: the opponent's for defending (or a chosen
// opponent's Pokémon), the player's own otherwise.
func handSide(c *opCtx, w Who) int {
	if w == WhoDefending || w == WhoChosenOpp {
		return opp(c.player)
	}
	return c.player
}

// countHand is the value of the hand counts for OpBasePer, OpDrawPer and OpCountersPer.
func (g *Game) countHand(c *opCtx, k Count) int {
	me, them := &g.p[c.player], &g.p[opp(c.player)]
	switch k {
	case CountOppHand:
		return len(them.hand)
	case CountOwnHand:
		return len(me.hand)
	case CountHandsEqual:
		if len(me.hand) == len(them.hand) {
			return 1
		}
	case CountOppHandTrainers:
		n := 0
		for _, x := range them.hand {
			if g.cards[x].Category == TrainerCard {
				n++
			}
		}
		return n
	case CountOppHandPokemon:
		for _, x := range them.hand {
			if g.cards[x].Category == PokemonCard {
				return 1
			}
		}
	}
	return 0
}

// runHandOp runs the ops of both hands.
func (g *Game) runHandOp(op *Op, c *opCtx, r int) {
	switch op.Kind {
	case OpShowHand:
		g.showHand(c, handSide(c, op.Who))
	case OpDrawPer:
		p := handSide(c, op.Who)
		g.draw(p, max(op.N, 1)*g.count(c, op.Count, op.Type)*r, c.ref)
	case OpShuffleHand:
		p := handSide(c, op.Who)
		pl := &g.p[p]
		n := len(pl.hand)
		pl.deck = append(pl.deck, pl.hand...)
		pl.hand = pl.hand[:0]
		g.note(c.ref, p, g.name(p), " shuffles ", count(n, "card"), " from the hand into the deck (", c.source, ")")
		g.shuffleDeck(p, c.ref)
		switch {
		case op.N > 0:
			g.draw(p, op.N, c.ref)
		case op.N < 0: // as many as the hand held
			g.draw(p, n, c.ref)
		}
	case OpDrawToMatch:
		if n := len(g.p[opp(c.player)].hand) - len(g.p[c.player].hand); n > 0 {
			g.draw(c.player, n, c.ref)
		}
	case OpEachDraw:
		for _, p := range [2]int{c.player, opp(c.player)} {
			before := len(g.p[p].hand)
			g.draw(p, max(op.N, 1)*r, c.ref)
			if op.Reveal && g.trace {
				g.emit(Event{Kind: EvShowHand, Player: p, Zone: ZoneHand, Slot: -1, Amount: len(g.p[p].hand) - before,
					Anchor: g.rules.anchor(c.ref), Message: fmt.Sprintf("%s shows the card drawn: %s (%s)",
						g.name(p), g.cardNames(g.p[p].hand[before:]), c.source)})
			}
		}
	case OpCountersPer:
		k := max(op.N, 1) * g.count(c, op.Count, op.Type) * r
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			if k > 0 {
				g.placeCounters(t.p, t.s, k, refPlaceCounters, c.source)
			}
		}
	case OpHandRandom:
		g.handRandom(c, op, r)
	case OpHandPick:
		c.done = 0
		g.handPick(c, op, r)
	case OpTrainerLock:
		g.lockTrainers(c, op)
	case OpOppMayDraw:
		o := opp(c.player)
		if !c.opted {
			g.note(c.ref, o, g.name(o), " chooses not to draw (", c.source, ")")
			return
		}
		g.draw(o, max(op.N, 1)*r, c.ref)
	}
}

// cardNames lists the names of cards, for the trace.
func (g *Game) cardNames(refs []CardRef) string {
	if len(refs) == 0 {
		return "no cards"
	}
	names := make([]string, len(refs))
	for i, x := range refs {
		names[i] = g.cards[x].Name
	}
	return strings.Join(names, ", ")
}

// showHand traces a hand shown to the other player. Nothing moves: what a player learns is
// the trace's to record.
func (g *Game) showHand(c *opCtx, p int) {
	if !g.trace {
		return
	}
	g.emit(Event{Kind: EvShowHand, Player: p, Zone: ZoneHand, Slot: -1, Amount: len(g.p[p].hand),
		Anchor: g.rules.anchor(c.ref), Message: fmt.Sprintf("%s shows their hand (%s): %s",
			g.name(p), c.source, g.cardNames(g.p[p].hand))})
}

// handRandom moves cards chosen at random from a hand: N of them (N < 0: the whole hand;
// Amount > 0: until Amount are left). The Source's shuffle does the choosing, so a scripted
// game (whose shuffles keep the order) takes the first cards of the hand.
func (g *Game) handRandom(c *opCtx, op *Op, r int) {
	p := handSide(c, op.Who)
	pl := &g.p[p]
	k := max(op.N, 1) * r
	switch {
	case op.Amount > 0:
		k = len(pl.hand) - op.Amount
	case op.N < 0:
		k = len(pl.hand)
	}
	k = min(k, len(pl.hand))
	if k <= 0 {
		return
	}
	pool := append(g.scratch[:0], pl.hand...)
	if k < len(pool) {
		g.src.Shuffle(pool)
	}
	chosen := append([]CardRef(nil), pool[:k]...)
	g.scratch = pool[:0]
	if g.trace && op.N >= 0 {
		g.note(c.ref, p, fmt.Sprintf("%s: %s chosen at random from %s's hand", c.source, count(k, "card"), g.name(p)))
	}
	g.moveFromHand(c, p, chosen, op)
}

// handPick moves the chosen cards (Action.HandPicks for the player's own hand,
// OppHandPicks for the opponent's) of a hand, up to N × the gate's repetitions, in the
// order chosen. With Exact in an attack, fewer than N chosen cards means the attack does
// nothing (playing a card or using a power with too few is refused beforehand).
func (g *Game) handPick(c *opCtx, op *Op, r int) {
	p := handSide(c, op.Who)
	side := 0
	if p != c.player {
		side = 1
	}
	want := g.opLimit(c.player, c.self, op) * r
	picks := c.handPicks[side]
	if op.Exact && len(picks) < want {
		if c.attack != nil {
			c.nothing = true
			if g.trace {
				g.emit(Event{Kind: EvAttackFails, Player: c.player, Slot: -1, Anchor: g.rules.anchor(c.ref),
					Message: fmt.Sprintf("%s does nothing: the hand holds fewer than %s to choose", c.source, count(want, "card"))})
			}
		}
		return
	}
	chosen := make([]CardRef, 0, min(want, len(picks)))
	for _, x := range picks {
		if len(chosen) == want {
			break
		}
		if g.inHand(p, x) {
			chosen = append(chosen, x)
		}
	}
	c.handPicks[side] = picks[len(chosen):]
	c.done += len(chosen)
	g.moveFromHand(c, p, chosen, op)
}

func (g *Game) inHand(p int, x CardRef) bool {
	for _, y := range g.p[p].hand {
		if y == x {
			return true
		}
	}
	return false
}

// moveFromHand takes cards out of player p's hand to the op's destination: the discard
// pile (the default), the deck (shuffled in, the cards shown first) or the Lost Zone.
func (g *Game) moveFromHand(c *opCtx, p int, cards []CardRef, op *Op) {
	pl := &g.p[p]
	for _, x := range cards {
		for i, y := range pl.hand {
			if y == x {
				g.removeHand(p, i)
				break
			}
		}
		switch {
		case op.ToLostZone:
			pl.lost = append(pl.lost, x)
			if g.trace {
				g.emit(Event{Kind: EvLostZone, Player: p, Zone: ZoneHand, Slot: -1, Card: g.cards[x].Name,
					Anchor: g.rules.anchor(refLostZone), Message: fmt.Sprintf("%s goes from %s's hand to the Lost Zone (%s)",
						g.cards[x].Name, g.name(p), c.source)})
			}
		case op.Dest == ToPrizes:
			g.toPrizes(c, p, x)
		case op.Dest == ToDeck:
			pl.deck = append(pl.deck, x)
			if g.trace {
				g.emit(Event{Kind: EvShowHand, Player: p, Zone: ZoneHand, Slot: -1, Card: g.cards[x].Name, Amount: 1,
					Anchor: g.rules.anchor(c.ref), Message: fmt.Sprintf("%s shows %s from their hand and puts it into their deck (%s)",
						g.name(p), g.cards[x].Name, c.source)})
			}
		default:
			g.toDiscard(p, x, c.ref)
		}
	}
	if op.Dest == ToDeck && !op.ToLostZone && len(cards) > 0 {
		g.shuffleDeck(p, c.ref)
	}
}

// lockTrainers keeps the opponent from playing Trainer cards of the filter's kind (any
// Trainer card when unset) during their next turn.
func (g *Game) lockTrainers(c *opCtx, op *Op) {
	o := opp(c.player)
	mask := uint8(0xff)
	if op.Filter.Trainer != 0 {
		mask = 1 << (op.Filter.Trainer - 1)
	}
	turn := g.turn + 1
	if g.handLocks[o].turn == turn {
		mask |= g.handLocks[o].mask
	}
	g.handLocks[o] = handLock{turn: turn, mask: mask}
	if g.trace {
		what := "Trainer cards"
		if op.Filter.Trainer != 0 {
			what = TrainerKind(op.Filter.Trainer-1).String() + " cards"
		}
		g.emit(Event{Kind: EvLasting, Player: o, Slot: -1, After: turn, Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s: %s cannot play %s from the hand during turn %d", c.source, g.name(o), what, turn)})
	}
}

// trainerLocked refuses a Trainer card that an effect of the opponent's last attack bans
// this turn.
func (g *Game) trainerLocked(p int, c *Card) fault {
	l := g.handLocks[p]
	if l.turn == g.turn && l.mask&(1<<c.Trainer) != 0 {
		return fault{ErrTrainerLocked, refAttackEffects}
	}
	return g.itemsLocked(p, c)
}

// pickNeed is what the hand-pick ops of one effect ask of one hand.
type pickNeed struct {
	max    int     // the most cards that may be asked for
	filter *Filter // what they must be (the last hand-pick op's)
	exact  bool    // exactly max, or the effect cannot go ahead
	set    bool
	// Last cards (share c): counted is a hand-pick op whose limit the board sets (N for each
	// of its Count), added to max once resolveNeed has read the board; upTo lets the action
	// choose any number of cards from none to max.
	counted, limitOp *Op // limitOp: counted once resolved, for words about the limit
	upTo             bool
}

// asksOption reports whether an op runs only when the player takes (or declines) a "you may"
// part, which the action then says (Action.Opt). Rare Candy asks for the "you may" power of
// the card it evolves with (candyOption; validateEvolveOps refuses Opt when that card has none).
func asksOption(op *Op) bool {
	return op.Gate == IfOpted || op.Gate == IfNoOpt || op.Kind == OpOppMayDraw || op.Kind == OpRareCandy
}

// pickNeeds reads the hand-pick ops of an effect: own is what Action.HandPicks must hold,
// theirs what Action.OppHandPicks must hold. An op repeated per heads or tails may ask
// for N for each coin of the flip before it. gated reports a part the player may take or
// not (ops gated opted or declined, the opponent's offered draw, Rare Candy): for a Trainer card or
// a power, Action.Opt is that answer. One pass, as LegalActions runs it for every action.
func pickNeeds(lists ...[]Op) (own, theirs pickNeed, gated bool) {
	for _, ops := range lists {
		coins := 1
		for i := range ops {
			op := &ops[i]
			if asksOption(op) {
				gated = true
			}
			if op.Kind == OpFlip {
				coins = max(op.N, 1)
			}
			if op.Kind != OpHandPick {
				continue
			}
			n := max(op.N, 1)
			if op.Gate == EachHeads || op.Gate == EachTails {
				n *= coins
			}
			need := &own
			if op.Who == WhoDefending || op.Who == WhoChosenOpp {
				need = &theirs
			}
			counted := need.counted
			if op.Count != CountNone {
				n, counted = 0, op // the board gives the number (resolveNeed)
			}
			*need = pickNeed{max: need.max + n, filter: &op.Filter, exact: op.Exact, set: true, counted: counted, upTo: op.UpTo}
		}
	}
	return own, theirs, gated
}

// effectOps returns the op lists an action runs (an attack's, a power's, a Trainer card's),
// as an array so that listing actions does not allocate.
func (g *Game) effectOps(a *Action) (out [3][]Op, n int) {
	p := a.Player
	switch a.Kind {
	case ActPlayTrainer:
		if c, okc := g.handCard(p, a.Hand); okc {
			out[0] = c.Play
			return out, 1
		}
	case ActUsePower:
		if g.present(p, a.Slot) {
			if pw, _ := g.powerAt(g.slot(p, a.Slot), a.Index); pw != nil {
				out[0] = pw.Ops
				if c := g.borrowed(a, pw); c != nil {
					out[0] = c.Play // Portrait: the Supporter's effect is the power's (fx_lastd.go)
				}
				return out, 1
			}
		}
	case ActAttack:
		if g.present(p, 0) {
			if atk, _ := g.attackAt(g.active(p), a.Index); atk != nil {
				out[0], out[1], out[2] = atk.Requires, atk.Before, atk.After
				return out, 3
			}
		}
	}
	return out, 0
}

// pickCandidates appends to out the hand positions that may be chosen for a need (skip: the
// position of the Trainer card being played, which is no longer in the hand).
func (g *Game) pickCandidates(out []int, p int, need *pickNeed, skip int) []int {
	for i, x := range g.p[p].hand {
		if i != skip && need.filter.Matches(g.cards[x]) {
			out = append(out, i)
		}
	}
	return out
}

// pickCount is how many cards an action must choose for a need: the need, or all there
// are when fewer; none when an exact need cannot be met (the attack then does nothing). For
// an "up to" need it is the most the action may choose.
func pickCount(need *pickNeed, avail int) int {
	if need.exact && avail < need.max {
		return 0
	}
	return min(need.max, avail)
}

// validateHandPicks checks Action.HandPicks and OppHandPicks against what the effect asks, and
// Action.Opt on a Trainer card or a power (attacks check their own).
func (g *Game) validateHandPicks(a *Action) fault {
	if pw := g.candyPower(a); pw != nil {
		// Rare Candy's card plays a power that chooses from the opponent's hand: its picks.
		_, theirs, _ := pickNeeds(pw.Ops)
		return g.checkHandPicks(a, pickNeed{}, theirs, a.Hand, false, refPower)
	}
	arr, n := g.effectOps(a)
	own, theirs, gated := pickNeeds(arr[:n]...)
	if a.Opt && a.Kind != ActAttack && !gated {
		return fault{ErrBadChoice, refNone} // nothing optional to take
	}
	skip := -1
	if a.Kind == ActPlayTrainer {
		skip = a.Hand
	}
	if lead := g.borrowLead(a); lead != nil {
		// Portrait: the Supporter chosen comes first and is checked on its own (fx_lastd.go).
		b := *a
		b.OppHandPicks = a.OppHandPicks[len(lead):]
		return g.checkHandPicks(&b, own, theirs, skip, true, refNone)
	}
	return g.checkHandPicks(a, own, theirs, skip, a.Kind != ActAttack, refNone)
}

// checkHandPicks checks the cards action a chooses from each hand (HandPicks, OppHandPicks)
// against what own and theirs ask: the count the need gives for the hand, each a candidate,
// none twice; a hand asked for nothing must be given nothing. ownSkip is the position of the
// card a plays from its own hand (-1: none), which is not a candidate. With notEnough, a hand
// that cannot meet an Exact need refuses the action (ErrNotEnoughCards). Faults cite ref.
func (g *Game) checkHandPicks(a *Action, own, theirs pickNeed, ownSkip int, notEnough bool, ref ref) fault {
	for side, need := range [2]pickNeed{own, theirs} {
		p, picks, skip := a.Player, a.HandPicks, ownSkip
		if side == 1 {
			p, picks, skip = opp(a.Player), a.OppHandPicks, -1
		}
		if !need.set {
			if len(picks) > 0 {
				return fault{ErrHandChoice, ref}
			}
			continue
		}
		g.resolveNeed(&need, a)
		var candBuf [16]int // hands are seldom larger: checking picks allocates nothing
		cands := g.pickCandidates(candBuf[:0], p, &need, skip)
		if notEnough && need.exact && len(cands) < need.max {
			return fault{ErrNotEnoughCards, ref}
		}
		if need.upTo && len(picks) > need.max {
			return fault{g.tooManyChosen(ErrHandChoice, len(picks), "cards", need.max, need.limitOp, a), ref}
		}
		if !need.upTo && len(picks) != pickCount(&need, len(cands)) {
			return fault{ErrHandChoice, ref}
		}
		for i, x := range picks {
			if !slices.Contains(cands, x) || slices.Contains(picks[:i], x) {
				return fault{ErrHandChoice, ref}
			}
		}
	}
	return ok
}

// resolveHandPicks turns the chosen hand positions into cards, before anything moves.
func (g *Game) resolveHandPicks(a *Action) [2][]CardRef {
	var out [2][]CardRef
	for side, picks := range [2][]int{a.HandPicks, a.OppHandPicks} {
		p := a.Player
		if side == 1 {
			p = opp(a.Player)
		}
		for _, i := range picks {
			if i >= 0 && i < len(g.p[p].hand) {
				out[side] = append(out[side], g.p[p].hand[i])
			}
		}
	}
	return out
}

// appendPicked appends a (when legal) with every listed combination of the hand choices
// its effect asks for: at most maxPickChoices per hand, the first combinations in hand
// order.
func (g *Game) appendPicked(buf []Action, a Action) []Action {
	arr, n := g.effectOps(&a)
	own, theirs, gated := pickNeeds(arr[:n]...)
	if a.Kind != ActAttack && !a.Opt && gated {
		b := a
		b.Opt = true // the option of a Trainer card or a power taken, then declined
		buf = g.appendPicked(buf, b)
	}
	if !own.set && !theirs.set {
		if !g.validate(&a).failed() {
			buf = append(buf, a)
		}
		return buf
	}
	skip := -1
	if a.Kind == ActPlayTrainer {
		skip = a.Hand
	}
	var ownBuf, oppBuf [maxPickChoices + 1][]int
	var candBuf [16]int
	ownSets := append(ownBuf[:0], nil)
	if own.set {
		g.resolveNeed(&own, &a)
		c := g.pickCandidates(candBuf[:0], a.Player, &own, skip)
		ownSets = pickSets(ownBuf[:0], c, &own)
	}
	oppSets := append(oppBuf[:0], nil)
	if theirs.set {
		g.resolveNeed(&theirs, &a)
		c := g.pickCandidates(candBuf[:0], opp(a.Player), &theirs, -1)
		oppSets = pickSets(oppBuf[:0], c, &theirs)
	}
	lead := g.borrowLead(&a) // Portrait: the Supporter chosen stays first (fx_lastd.go)
	for _, o := range ownSets {
		for _, t := range oppSets {
			b := a
			b.HandPicks, b.OppHandPicks = o, withLead(lead, t)
			if !g.validate(&b).failed() {
				buf = append(buf, b)
			}
		}
	}
	return buf
}

// combos appends to out up to maxPickChoices k-element combinations of cands, in order
// (one empty set when k is 0), and returns it.
func combos(out [][]int, cands []int, k int) [][]int {
	if k <= 0 {
		return append(out, nil)
	}
	if k > len(cands) {
		return out
	}
	// One block holds every set (each capped, so appending to one cannot touch the next).
	sets := 1 // how many there will be: C(len(cands), k), or maxPickChoices when more
	for i := 0; i < k && sets < maxPickChoices; i++ {
		sets = sets * (len(cands) - i) / (i + 1)
	}
	block := make([]int, 0, k*min(sets, maxPickChoices))
	first := len(out)
	var idxBuf [16]int
	idx := idxBuf[:0]
	if k > len(idxBuf) {
		idx = make([]int, 0, k)
	}
	for i := range k {
		idx = append(idx, i)
	}
	for len(out)-first < maxPickChoices {
		start := len(block)
		for _, j := range idx {
			block = append(block, cands[j])
		}
		out = append(out, block[start:len(block):len(block)])
		i := k - 1
		for i >= 0 && idx[i] == len(cands)-k+i {
			i--
		}
		if i < 0 {
			break
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
	return out
}

// pickString writes an action's hand choices, for Action.String.
func pickString(a Action) string {
	s := ""
	if len(a.HandPicks) > 0 {
		s += fmt.Sprintf(" hand picks %v", a.HandPicks)
	}
	if len(a.OppHandPicks) > 0 {
		s += fmt.Sprintf(" opponent's hand picks %v", a.OppHandPicks)
	}
	return s
}
