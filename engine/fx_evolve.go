package engine

import (
	"fmt"
	"slices"
)

// Evolving by card effects, powers that work when a Pokémon is benched, evolved or given
// Energy from the hand, and the first-turn exceptions cards make (README.md, "Evolving").
//
// The player's choices come in through the Action: Takes, the cards an evolving effect takes
// (deck places, 0 the top card, of the Evolution cards an evolve-from-deck op puts on, one per
// Pokémon it evolves, -1 or a missing entry taking none, as a search may find nothing; the
// hand position of the card a rare-candy op puts on the Basic Pokémon in Own, or of the card a
// swap-same-name op puts in play), and Opt (whether a "you may" power that works when a
// Pokémon is benched, evolved or given Energy is used).

// FirstTurnRule is an attack's own rule about its player's first turn.
type FirstTurnRule uint8

const (
	FirstTurnNormal FirstTurnRule = iota
	// FirstTurnIfFirst: the player who goes first may use the attack during their first turn,
	// where the era bars that player from attacking then.
	FirstTurnIfFirst
	// FirstTurnOnlySecond: the attack can be used only during its player's first turn, and
	// only by the player who went second.
	FirstTurnOnlySecond
)

var firstTurnNames = [...]string{"", "if-first", "only-second"}

func (f FirstTurnRule) String() string {
	if int(f) < len(firstTurnNames) {
		return firstTurnNames[f]
	}
	return "unknown first-turn rule"
}

// ParseFirstTurnRule returns the rule with the given name (as String prints it).
func ParseFirstTurnRule(s string) (FirstTurnRule, bool) {
	for i, n := range firstTurnNames {
		if n == s {
			return FirstTurnRule(i), true
		}
	}
	return 0, false
}

// evolveCtx is what an action brings for the evolve ops.
type evolveCtx struct {
	takes []int // Action.Takes, as evolve-from-deck reads them: deck places
	// took: the hand position of the card rare-candy or swap-same-name takes (Action.Takes'
	// one entry) in the hand as it is while the op runs, a Trainer card being played having
	// left it; -1 for none.
	took     int
	picks    []int // Action.Picks, for a deck op of a power that works when its card is played (FLASH)
	opt      bool  // Action.Opt: the evolution card's "you may" power (rare-candy)
	attached *Card // the Energy card just attached (UseAttachedFromHand)
	// handPicks: the cards chosen from either hand for a power that works when its card is
	// played from the hand to evolve (Action.HandPicks, OppHandPicks, resolved before the
	// Evolution card left the hand)
	handPicks [2][]CardRef

	moves []CounterMove // Action.Moves, for a power that works when its Pokémon is benched (fx_lasta.go)
	finds findCtx       // Action.Finds, for such a power that searches the deck (fx_find.go)
}

// evolveCtxOf reads an action's choices for the evolve ops.
func evolveCtxOf(a *Action) evolveCtx {
	e := evolveCtx{takes: a.Takes, took: takenFromHand(a), opt: a.Opt}
	if a.Kind == ActPlayTrainer && e.took > a.Hand {
		e.took-- // the Trainer card is out of the hand while its ops run
	}
	return e
}

// takenFromHand is the hand position Action.Takes names for rare-candy or swap-same-name,
// which take one card: -1 unless it holds exactly one entry.
func takenFromHand(a *Action) int {
	if len(a.Takes) != 1 {
		return -1
	}
	return a.Takes[0]
}

// mayTake reports whether an action of kind k may come with an evolving effect that reads
// Action.Takes: its attack, power or Trainer card, or the power that works when the card it
// plays is benched or the Pokémon is given Energy (validateTrigger). A power that works when
// its card evolves from the hand gets no cards to take (evolvedTrigger).
func mayTake(k ActionKind) bool {
	switch k {
	case ActAttack, ActUsePower, ActPlayTrainer, ActPlayBasic, ActPlayLegend, ActAttachEnergy:
		return true
	}
	return false
}

func (g *Game) runEvolveOp(op *Op, c *opCtx) {
	switch op.Kind {
	case OpEvolveFromDeck:
		g.evolveFromDeck(op, c)
	case OpRareCandy:
		g.rareCandy(op, c)
	case OpEvolvedThisTurn:
		c.done = 0
		w := op.Who
		if w == WhoDefault {
			w = WhoSelf
		}
		ts, n := g.targets(c, w)
		for _, t := range ts[:n] {
			pk := g.slot(t.p, t.s)
			if g.isEvolved(pk) && pk.enteredTurn == g.turn {
				c.done = 1
			}
			if g.trace {
				what := " did not evolve during this turn"
				if c.done > 0 {
					what = " evolved during this turn"
				}
				g.note(c.ref, c.player, g.top(pk).Name, what, " (", c.source, ")")
			}
		}
	case OpSwapSameName:
		g.swapSameName(c)
	case OpSwitchIn:
		if s := switchInSlot(op, c.self, c.own); g.fitsSwitchIn(op, c.player, s) {
			g.switchActive(c.player, s, c)
		}
	}
}

// switchInSlot is the Benched Pokémon a switch-in op brings up: the one using the power
// (self) or the chosen one.
func switchInSlot(op *Op, self, own int) int {
	if op.Who == WhoChosenOwn {
		return own
	}
	return self
}

// fitsSwitchIn says whether p's Pokémon at slot s is a Benched Pokémon a switch-in op may
// bring up (of the Filter's type, when it names one).
func (g *Game) fitsSwitchIn(op *Op, p, s int) bool {
	if s < 1 || s > g.p[p].nbench || !g.p[p].hasActive {
		return false
	}
	return op.Filter.Type == Colorless || g.typeMaskOf(g.slot(p, s))&(1<<op.Filter.Type) != 0
}

// evolveTargets returns the Pokémon an evolve-from-deck op evolves, as its ops would.
// With Filter.BasicOnly only Basic Pokémon are evolved ("each of your Benched Basic
// Pokémon"); the Evolution card itself is never Basic, so the filter's other fields are what
// the card must match.
func (g *Game) evolveTargets(c *opCtx, op *Op) ([6]target, int) {
	w := op.Who
	if w == WhoDefault {
		w = WhoSelf
	}
	ts, n := g.targets(c, w)
	if !op.Filter.BasicOnly {
		return ts, n
	}
	k := 0
	for _, t := range ts[:n] {
		if pk := g.slot(t.p, t.s); len(pk.stack) == 1 && g.top(pk).Stage == Basic {
			ts[k] = t
			k++
		}
	}
	return ts, k
}

// fitsDeckEvolution says whether card can go on the Pokémon at p, s by an evolve-from-deck op.
func (g *Game) fitsDeckEvolution(op *Op, attached *Card, p, s int, card *Card) bool {
	f := op.Filter
	f.BasicOnly = false // it names the Pokémon evolved (evolveTargets)
	if card.Category != PokemonCard || !card.Stage.IsEvolution() || !f.Matches(card) {
		return false
	}
	top := g.top(g.slot(p, s))
	if top.Stage == Legend || !g.rules.sameName(top.Name, card.EvolvesFrom) {
		return false
	}
	if op.AttachedType {
		if attached == nil || !attached.BasicEnergy || len(attached.Provides) == 0 ||
			card.typeMask()&(1<<attached.Provides[0]) == 0 {
			return false
		}
	}
	return true
}

// evolveLimits applies the evolving limits a card effect obeys (EvolveRules): not during the
// player's first turn (turn 2 in hgss is the ruleset's reading, as for evolving from the
// hand) and not on a Pokémon that came into play or evolved this turn.
func (g *Game) evolveLimits(p, s int) fault {
	if g.rules.NoEvolveOnFirstTurn.On && g.turn <= 2 {
		return fault{ErrFirstTurnEvolve, refEvolveFirstTurn}
	}
	if s >= 0 && g.present(p, s) && g.slot(p, s).enteredTurn >= g.turn {
		return fault{ErrEvolveNew, refEvolveNew}
	}
	return ok
}

// deckPos returns the card at a deck position (0: the top card).
func (g *Game) deckPos(p, pos int) (CardRef, bool) {
	d := g.p[p].deck
	if pos < 0 || pos >= len(d) {
		return noCard, false
	}
	return d[len(d)-1-pos], true
}

// evolveFromDeck puts the Evolution card chosen in Action.Takes onto each target Pokémon,
// then shuffles the deck. A target whose pick is -1, missing, or no longer fits gets none.
func (g *Game) evolveFromDeck(op *Op, c *opCtx) {
	c.done = 0
	p := c.player
	ts, n := g.evolveTargets(c, op)
	// The positions name cards in the deck as it was when the action was chosen: turn them
	// into cards before any is taken out.
	var refs [6]CardRef
	for i := 0; i < n; i++ {
		refs[i] = noCard
		if ts[i].p != p || i >= len(c.evolve.takes) {
			continue
		}
		if op.EvolveRules && g.evolveLimits(p, ts[i].s).failed() || g.slot(p, ts[i].s).cond&op.Cond != op.Cond {
			continue
		}
		x, okp := g.deckPos(p, c.evolve.takes[i])
		if !okp || !g.fitsDeckEvolution(op, c.evolve.attached, p, ts[i].s, g.cards[x]) {
			continue
		}
		for _, y := range refs[:i] {
			if y == x {
				x = noCard
			}
		}
		refs[i] = x
	}
	pl := &g.p[p]
	for i := 0; i < n; i++ {
		x := refs[i]
		if x == noCard {
			if g.trace {
				g.note(c.ref, p, g.name(p), " puts no card from the deck onto ", g.top(g.slot(ts[i].p, ts[i].s)).Name, " (", c.source, ")")
			}
			continue
		}
		for j := len(pl.deck) - 1; j >= 0; j-- {
			if pl.deck[j] == x {
				copy(pl.deck[j:], pl.deck[j+1:])
				pl.deck = pl.deck[:len(pl.deck)-1]
				break
			}
		}
		g.evolveInPlay(c, p, ts[i].s, x, "from the deck")
		c.done++
	}
	g.shuffleDeck(p, c.ref)
}

// basicForCandy reports whether the Pokémon at p, s is a Basic Pokémon a rare-candy op can
// evolve.
func (g *Game) basicForCandy(p, s int) bool {
	if !g.present(p, s) {
		return false
	}
	pk := g.slot(p, s)
	top := g.top(pk)
	return len(pk.stack) == 1 && (top.Stage == Basic && top.Category == PokemonCard || top.PlaysAsBasic)
}

// fitsCandy says whether card may go on the Basic Pokémon at p, s by a rare-candy op: a
// Stage 2 card whose Stage 1 evolves from that Pokémon (Card.BasicNames), or with Stage1Too a
// Stage 1 card that evolves from it.
func (g *Game) fitsCandy(op *Op, p, s int, card *Card) bool {
	if card.Category != PokemonCard || !g.basicForCandy(p, s) {
		return false
	}
	name := g.top(g.slot(p, s)).Name
	switch card.Stage {
	case Stage2:
		for _, b := range card.BasicNames {
			if g.rules.sameName(name, b) {
				return true
			}
		}
	case Stage1:
		return op.Stage1Too && g.rules.sameName(name, card.EvolvesFrom)
	}
	return false
}

// rareCandy puts the card Action.Takes names onto the Basic Pokémon at Action.Own. It counts as
// evolving, and as playing that card from the hand to evolve (its UseEvolvedFromHand power).
func (g *Game) rareCandy(op *Op, c *opCtx) {
	c.done = 0
	p := c.player
	h := c.evolve.took
	pl := &g.p[p]
	if h < 0 || h >= len(pl.hand) || !g.fitsCandy(op, p, c.own, g.cards[pl.hand[h]]) {
		return
	}
	if op.EvolveRules && g.evolveLimits(p, c.own).failed() {
		return
	}
	x := g.removeHand(p, h)
	from := "from the hand, skipping the Stage 1"
	if g.cards[x].Stage == Stage1 {
		from = "from the hand: a Stage 1 card on the Basic Pokémon it evolves from"
	}
	g.evolveInPlay(c, p, c.own, x, from)
	c.done = 1
	if triggerPower(g.cards[x], UseEvolvedFromHand) == nil || !g.rules.CandyEvolvesFromHand.On {
		return
	}
	g.assume(g.rules.CandyEvolvesFromHand, refEvolve, p)
	// The opponent's cards the power chooses (Queenly Majesty) come with Rare Candy's action.
	g.evolvedTrigger(p, c.own, c.evolve.opt, -1, c.opp, [2][]CardRef{nil, c.handPicks[1]}, findCtx{}, nil)
}

// evolveInPlay puts card x on the Pokémon at p, s as an evolution caused by a card effect:
// the Pokémon is new in play this turn, loses its Special Conditions and the effects on it,
// and a Mega Evolution ends the turn where the era or the card says so.
func (g *Game) evolveInPlay(c *opCtx, p, s int, x CardRef, from string) {
	pk := g.slot(p, s)
	below := g.top(pk)
	card := g.cards[x]
	pk.stack = append(pk.stack, x)
	g.restack(pk)
	pk.enteredTurn = g.turn
	pk.usedMask = 0
	if g.trace {
		g.emit(Event{Kind: EvEvolve, Player: p, Zone: zoneOf(s), Slot: s, Card: card.Name,
			Before: pk.damage, After: pk.damage, Anchor: g.rules.anchor(refEvolve),
			Message: fmt.Sprintf("%s evolves %s into %s (the card comes %s); this counts as evolving, and it keeps its damage and attached cards",
				c.source, below.Name, card.Name, from)})
		if card.Stage == BreakStage {
			g.traceBreak(p, below, card)
		}
	}
	g.clearAttackEffects(p, s, refEvolveClears, "it evolved")
	g.megaEndsTurn(p, card)
}

// swapSameName puts the card Action.Takes names in place of the top card of the power's Pokémon,
// which goes to the hand. Everything else stays with the Pokémon: attached cards, damage,
// Special Conditions, effects, the turn it came into play and the powers used this turn.
func (g *Game) swapSameName(c *opCtx) {
	p, s, h := c.player, c.self, c.evolve.took
	if s < 0 || !g.present(p, s) || !g.fitsSwap(p, s, h) {
		return
	}
	pk := g.slot(p, s)
	pl := &g.p[p]
	top := len(pk.stack) - 1
	old, x := pk.stack[top], pl.hand[h]
	pk.stack[top], pl.hand[h] = x, old
	g.restack(pk)
	if g.trace {
		g.emit(Event{Kind: EvNote, Player: p, Zone: zoneOf(s), Slot: s, Card: g.cards[x].Name, Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s switches the %s card in play (%s) with the one from the hand (%s); attached cards, damage, Special Conditions and effects stay",
				c.source, g.cards[x].Name, g.cards[old].ID, g.cards[x].ID)})
	}
}

// fitsSwap says whether the hand card h can take the place of the top card of p's Pokémon s.
func (g *Game) fitsSwap(p, s, h int) bool {
	card, okh := g.handCard(p, h)
	if !okh || card.Category != PokemonCard || card.missingInPlay().failed() {
		return false
	}
	top := g.top(g.slot(p, s))
	return top.Stage != Legend && card.Stage == top.Stage && g.rules.CardName(card) == g.rules.CardName(top)
}

// triggerPower returns the first power of card c that works on the event u, or nil.
func triggerPower(c *Card, u PowerUse) *Power {
	for i := range c.Powers {
		if c.Powers[i].Use == u {
			return &c.Powers[i]
		}
	}
	return nil
}

// runTrigger runs a power that works when something happens, if it works now and, for a
// "you may", if the player took it (opt). It reports whether it ran.
func (g *Game) runTrigger(p, s int, pw *Power, opt bool, own, tgt int, e evolveCtx) bool {
	if pw == nil || pw.Optional && !opt || !g.powerOn(p, s, pw) {
		return false
	}
	pk := g.slot(p, s)
	if g.trace {
		name := g.top(pk).Name
		why := map[PowerUse]string{UseBenchedFromHand: "put from the hand onto the Bench",
			UseEvolvedFromHand: "played from the hand to evolve", UseAttachedFromHand: "given an Energy card from the hand"}[pw.Use]
		g.emit(Event{Kind: EvPower, Player: p, Zone: zoneOf(s), Slot: s, Card: name, Anchor: g.rules.anchor(refPower),
			Message: fmt.Sprintf("%s's %s %s works: %s was %s", name, pw.Kind, pw.Name, name, why)})
	}
	ctx := opCtx{player: p, self: s, own: own, opp: tgt, ref: refPower, source: pw.Name, evolve: e, handPicks: e.handPicks}
	ctx.picks = e.picks // a deck op of the power reads them too (FLASH: the order of the cards put back)
	ctx.moves, ctx.finds = e.moves, e.finds
	g.runOps(pw.Ops, &ctx)
	return true
}

// benchedTrigger runs the UseBenchedFromHand power of the Pokémon just benched at slot s.
func (g *Game) benchedTrigger(a *Action, s int) {
	e := evolveCtx{takes: a.Takes, took: -1, picks: a.Picks, moves: a.Moves, finds: g.resolveFinds(a)}
	if g.runTrigger(a.Player, s, triggerPower(g.top(g.slot(a.Player, s)), UseBenchedFromHand), a.Opt, a.Own, a.Target, e) {
		g.checkKnockOuts(refKO)
	}
}

// evolvedTrigger runs the UseEvolvedFromHand power of the card just played from the hand onto
// p's Pokémon s; picks are the evolve action's Picks (the cards a deck or discard pile op of
// the power takes), none when a Trainer card played it.
func (g *Game) evolvedTrigger(p, s int, opt bool, own, tgt int, hand [2][]CardRef, finds findCtx, picks []int) {
	if g.runTrigger(p, s, triggerPower(g.top(g.slot(p, s)), UseEvolvedFromHand), opt, own, tgt, evolveCtx{took: -1, handPicks: hand, finds: finds, picks: picks}) {
		g.checkKnockOuts(refKO)
	}
}

// attachedTrigger runs the UseAttachedFromHand power of the Pokémon that energy was just
// attached to; it reports whether it ran.
func (g *Game) attachedTrigger(a *Action, energy *Card) bool {
	return g.runTrigger(a.Player, a.Slot, triggerPower(g.top(g.slot(a.Player, a.Slot)), UseAttachedFromHand), a.Opt, a.Own, a.Target,
		evolveCtx{takes: a.Takes, took: -1, picks: a.Picks, attached: energy, finds: g.resolveFinds(a)})
}

// validateTrigger checks an action that puts a card in play or attaches Energy against the
// power of card c that works then: Opt only for a "you may" power, and its choices when it
// runs. s is the Pokémon's slot once the action is done.
func (g *Game) validateTrigger(a *Action, c *Card, u PowerUse, s int, attached *Card) fault {
	pw := triggerPower(c, u)
	if pw == nil || pw.Optional && !a.Opt {
		if a.Opt || len(a.Takes) > 0 {
			return fault{ErrBadChoice, refPower} // nothing to take
		}
		if len(a.HandPicks)+len(a.OppHandPicks) > 0 {
			return fault{ErrHandChoice, refPower} // no power runs to read them
		}
		return ok
	}
	// Attaching Energy leaves the Pokémon's Special Conditions and the effects on the board
	// as they are, so a Poké-Power they stop, or an Ability something has switched off
	// (Alolan Muk's Power of Alchemy), is not there to take.
	if u == UseAttachedFromHand && pw.Optional && a.Opt && !g.powerOn(a.Player, s, pw) {
		return fault{ErrPowerOff, refPowerOff}
	}
	if f := g.validateChoices(a.Player, pw.ChooseOwn, pw.ChooseOpp, a); f.failed() {
		return fault{f.err, refPower}
	}
	if f := g.validateTriggerPicks(a, pw); f.failed() {
		return f
	}
	if f := g.validateEvolveOps(a, [][]Op{pw.Ops}, s, nil, attached); f.failed() {
		return f
	}
	if f := g.validateDeckPicks(a, refPower, pw.Ops); f.failed() {
		return f
	}
	if f := g.validateTriggerMoves(a, pw, u, s); f.failed() || !pw.Optional {
		return f
	}
	// A "you may" power is used by choice, and may not be for no effect.
	return g.powerEffect(a.Player, s, pw, a.Own, a.Target, -1, attached)
}

// evolvesEarly reports whether p's Pokémon pk may evolve during p's first turn: p went
// second and the Pokémon has a power that allows it.
func (g *Game) evolvesEarly(p int, pk *pokemon) bool {
	if g.turn != 2 || p == g.first {
		return false
	}
	pw := triggerPower(g.top(pk), UseEvolvesFirstTurnIfSecond)
	return pw != nil && g.powerOn(p, g.slotIndex(p, pk), pw)
}

// evolvesEarlyWhenNew reports whether such a power lets pk evolve although it came into play
// this turn (EvolveEarlyWhenNew).
func (g *Game) evolvesEarlyWhenNew(p int, pk *pokemon) bool {
	return g.rules.EvolveEarlyWhenNew.On && g.evolvesEarly(p, pk)
}

// slotIndex returns the slot of one of p's Pokémon.
func (g *Game) slotIndex(p int, pk *pokemon) int {
	for s := range g.p[p].slots {
		if &g.p[p].slots[s] == pk {
			return s
		}
	}
	return 0
}

// firstTurnAttack checks an attack's own first-turn rule; the era's first-turn ban on
// attacking is lifted by FirstTurnIfFirst in canAttack.
func (g *Game) firstTurnAttack(p int, atk *Attack) fault {
	if atk.FirstTurn == FirstTurnOnlySecond && (g.turn != 2 || p == g.first) {
		return fault{ErrCannotAttack, refAttackRequirements}
	}
	return ok
}

// canAttack is canAttackNow for one attack: FirstTurnIfFirst lifts the era's ban on the
// starting player attacking during the first turn.
func (g *Game) canAttack(p, k int) fault {
	f := g.canAttackNow(p)
	if f.err != ErrFirstTurnAttack {
		return f
	}
	if atk, _ := g.attackAt(g.active(p), k); atk != nil && atk.FirstTurn == FirstTurnIfFirst && p == g.first {
		return g.canAttackOtherwise(p)
	}
	return f
}

// firstTurnAttackPossible reports whether the Active Pokémon has an attack the first-turn ban
// on attacking does not stop.
func (g *Game) firstTurnAttackPossible(p int) bool {
	if !g.p[p].hasActive || p != g.first || g.canAttackOtherwise(p).failed() {
		return false
	}
	pk := g.active(p)
	for k, n := 0, g.attackCount(pk); k < n; k++ {
		if atk, _ := g.attackAt(pk, k); atk.FirstTurn == FirstTurnIfFirst {
			return true
		}
	}
	return false
}

// validateEvolveOps checks the choices the evolve ops among lists need from the action, and
// refuses Action.Takes where none of them reads it.
func (g *Game) validateEvolveOps(a *Action, lists [][]Op, self int, atk *Attack, attached *Card) fault {
	p := a.Player
	takes := false
	for _, ops := range lists {
		for i := range ops {
			op := &ops[i]
			takes = takes || evolvesWith(op.Kind)
			switch op.Kind {
			case OpEvolveFromDeck:
				c := opCtx{player: p, self: self, own: a.Own, opp: a.Target, attack: atk} // built here: it is large
				ts, n := g.evolveTargets(&c, op)
				for _, t := range ts[:n] {
					if g.slot(t.p, t.s).cond&op.Cond != op.Cond {
						return fault{ErrPowerOff, refPower} // only while it has that Special Condition
					}
				}
				if op.EvolveRules {
					if f := g.evolveLimits(p, -1); f.failed() {
						return f
					}
					for _, t := range ts[:n] {
						if f := g.evolveLimits(p, t.s); f.failed() {
							return f
						}
					}
				}
				if len(a.Takes) > n {
					return fault{ErrBadChoice, refPower}
				}
				for j, pos := range a.Takes {
					if pos == -1 {
						continue
					}
					x, okp := g.deckPos(p, pos)
					if !okp || !g.fitsDeckEvolution(op, attached, p, ts[j].s, g.cards[x]) {
						return fault{ErrBadChoice, refPower}
					}
					for _, q := range a.Takes[:j] {
						if q == pos {
							return fault{ErrBadChoice, refPower}
						}
					}
				}
			case OpRareCandy:
				if !g.basicForCandy(p, a.Own) {
					return fault{ErrNoTarget, refTrainer}
				}
				if op.EvolveRules {
					if f := g.evolveLimits(p, a.Own); f.failed() {
						return f
					}
				}
				if len(a.Takes) > 1 {
					return fault{ErrBadChoice, refTrainer} // one card goes on
				}
				h := takenFromHand(a)
				card, okh := g.handCard(p, h)
				if !okh || h == a.Hand || !g.fitsCandy(op, p, a.Own, card) || card.missingInPlay().failed() {
					return fault{ErrNoTarget, refTrainer}
				}
				pw := triggerPower(card, UseEvolvedFromHand)
				if a.Opt && g.candyOption(card) == nil {
					return fault{ErrBadChoice, refPower}
				}
				if pw != nil && (a.Opt || !pw.Optional) && !g.validChoice(1-p, pw.ChooseOpp, a.Target) {
					return fault{ErrNoTarget, refPower}
				}
			case OpSwapSameName:
				if len(a.Takes) > 1 {
					return fault{ErrBadChoice, refPower} // one card is switched in
				}
				if self < 0 || !g.fitsSwap(p, self, takenFromHand(a)) {
					return fault{ErrNoTarget, refPower}
				}
			case OpSwitchIn:
				if !g.fitsSwitchIn(op, p, switchInSlot(op, self, a.Own)) {
					return fault{ErrNoTarget, refPower}
				}
			}
		}
	}
	if len(a.Takes) > 0 && !takes {
		return fault{ErrBadChoice, refNone} // no op here takes a card
	}
	return ok
}

// evolvesWith reports whether ops of kind k evolve with a card the player chooses
// (Action.Takes).
func evolvesWith(k OpKind) bool {
	switch k {
	case OpEvolveFromDeck, OpRareCandy, OpSwapSameName:
		return true
	}
	return false
}

// appendEvolveChoices validates a and appends it, or, when its ops need choices the evolve
// ops read, the variants LegalActions lists: each hand card that fits (by card, not copy),
// for evolving from the deck each Evolution card that fits (by card, at its first position)
// when one Pokémon evolves, or the first fitting card for each when several do.
func (g *Game) appendEvolveChoices(buf []Action, a Action) []Action {
	arr, n := g.effectOps(&a)
	lists, self, atk := arr[:n], -1, (*Attack)(nil)
	switch a.Kind {
	case ActAttack:
		self = 0
		if n > 0 {
			atk, _ = g.attackAt(g.active(a.Player), a.Index)
		}
	case ActUsePower:
		self = a.Slot
	}
	var deckOp, candy, swap *Op
	for _, ops := range lists {
		for i := range ops {
			switch ops[i].Kind {
			case OpEvolveFromDeck:
				if deckOp == nil {
					deckOp = &ops[i]
				}
			case OpRareCandy:
				candy = &ops[i]
			case OpSwapSameName:
				swap = &ops[i]
			}
		}
	}
	if deckOp == nil && candy == nil && swap == nil {
		if !g.validate(&a).failed() {
			buf = append(buf, a)
		}
		return buf
	}
	// Each stage reads the variants at buf[start:] and puts its own in their place.
	start := len(buf)
	buf = append(buf, a)
	if deckOp != nil {
		n := len(buf)
		buf = g.evolvePickVariants(buf, buf[start:n], deckOp, self, atk, nil)
		buf = append(buf[:start], buf[n:]...)
	}
	if candy != nil {
		n := len(buf)
		buf = g.candyVariants(buf, buf[start:n], candy)
		buf = append(buf[:start], buf[n:]...)
	}
	if swap != nil {
		n := len(buf)
		fits := func(h int) bool { return self >= 0 && g.fitsSwap(a.Player, self, h) }
		for i := start; i < n; i++ {
			buf = g.handVariants(buf, buf[i], fits)
		}
		buf = append(buf[:start], buf[n:]...)
	}
	return g.keepValid(buf, start)
}

// handVariants appends to out a with Takes naming each hand card that fits, one per card.
func (g *Game) handVariants(out []Action, a Action, fits func(h int) bool) []Action {
	var seenBuf [8]*Card
	seen := seenBuf[:0] // one action per different card: which copy is taken makes no difference
	for h, r := range g.p[a.Player].hand {
		c := g.cards[r]
		if slices.Contains(seen, c) || !fits(h) {
			continue
		}
		seen = append(seen, c)
		b := a
		b.Takes = []int{h}
		out = append(out, b)
	}
	return out
}

// candyOption is the "you may" power of card c that Rare Candy's Action.Opt takes when c
// evolves: one that works when it evolves from the hand and chooses none of the player's own
// Pokémon nor cards of their own hand (the action's HandPicks belong to Rare Candy). Cards
// from the opponent's hand it chooses are the action's OppHandPicks (Queenly Majesty; ruling
// rare-candy-evolve-from-hand-powers). It is nil when c has none, or when the era does not
// count Rare Candy's card as played from the hand to evolve (Ruleset.CandyEvolvesFromHand).
func (g *Game) candyOption(c *Card) *Power {
	if !g.rules.CandyEvolvesFromHand.On {
		return nil
	}
	if pw := triggerPower(c, UseEvolvedFromHand); pw != nil && pw.Optional && pw.ChooseOwn == ChooseNone {
		if own, _, _ := pickNeeds(pw.Ops); !own.set {
			return pw
		}
	}
	return nil
}

// candyPower is the power candyOption gives for the card a Rare Candy play takes, when the
// play takes it (Action.Opt), else nil.
func (g *Game) candyPower(a *Action) *Power {
	if a.Kind != ActPlayTrainer || !a.Opt {
		return nil
	}
	lists, n := g.effectOps(a)
	if firstOp(lists[:n], OpRareCandy) == nil {
		return nil
	}
	if c, ok := g.handCard(a.Player, takenFromHand(a)); ok && takenFromHand(a) != a.Hand {
		return g.candyOption(c)
	}
	return nil
}

// candyVariants sets Takes to each card a rare-candy op could take, and Opt for a "you may"
// power of that card.
func (g *Game) candyVariants(out, in []Action, op *Op) []Action {
	for _, a := range in {
		p := a.Player
		optional := func(h int) *Power {
			c, _ := g.handCard(p, h)
			return g.candyOption(c)
		}
		n := len(out)
		out = g.handVariants(out, a, func(h int) bool {
			c, _ := g.handCard(p, h)
			return h != a.Hand && g.fitsCandy(op, p, a.Own, c)
		})
		if !slices.ContainsFunc(out[n:], func(b Action) bool { return optional(b.Takes[0]) != nil }) {
			continue
		}
		// Seldom: each card's variants taking the option go right after it.
		hands := slices.Clone(out[n:])
		out = out[:n]
		for _, b := range hands {
			out = append(out, b)
			if pw := optional(b.Takes[0]); pw != nil {
				lo, hi := g.choiceRange(1-p, pw.ChooseOpp)
				for t := lo; t <= hi; t++ {
					d := b
					d.Opt, d.Target = true, t
					out = append(out, d)
				}
				g.defaultTriggerPicks(out[len(out)-(hi-lo+1):], pw)
			}
		}
	}
	return out
}

// evolvePickVariants sets Takes for an evolve-from-deck op (see appendEvolveChoices).
func (g *Game) evolvePickVariants(out, in []Action, op *Op, self int, atk *Attack, attached *Card) []Action {
	for _, a := range in {
		p := a.Player
		c := opCtx{player: p, self: self, own: a.Own, opp: a.Target, attack: atk}
		ts, n := g.evolveTargets(&c, op)
		deck := g.p[p].deck
		cands := func(s int, taken []int) []int {
			var pos []int
			var seenBuf [8]*Card
			seen := seenBuf[:0]
			for k := 0; k < len(deck); k++ {
				card := g.cards[deck[len(deck)-1-k]]
				if slices.Contains(seen, card) || !g.fitsDeckEvolution(op, attached, p, s, card) {
					continue
				}
				used := false
				for _, q := range taken {
					used = used || q == k
				}
				if !used {
					seen = append(seen, card)
					pos = append(pos, k)
				}
			}
			return pos
		}
		switch {
		case n == 1:
			ps := cands(ts[0].s, nil)
			if len(ps) == 0 {
				out = append(out, a)
			}
			for _, pos := range ps {
				b := a
				b.Takes = []int{pos}
				out = append(out, b)
			}
		case n > 1:
			b := a
			b.Takes = make([]int, n)
			for i := 0; i < n; i++ {
				b.Takes[i] = -1
				if ps := cands(ts[i].s, b.Takes[:i]); len(ps) > 0 {
					b.Takes[i] = ps[0]
				}
			}
			out = append(out, b)
		default:
			out = append(out, a)
		}
	}
	return out
}

// withTrigger appends a and the variants that use the power of the card it puts into play
// (or of the Pokémon given Energy) with each choice the power asks for, those that are valid.
// The choices are among the Pokémon in play before the action.
func (g *Game) withTrigger(buf []Action, a Action, c *Card, u PowerUse, s int, attached *Card) []Action {
	pw := triggerPower(c, u)
	if pw == nil { // no power works then: the action as it is (most actions)
		return g.appendIfValid(buf, &a)
	}
	// The variants are built at the end of buf and those that are not valid dropped.
	start := len(buf)
	if pw.Optional {
		buf = append(buf, a) // the power not used
	}
	used := len(buf)
	p := a.Player
	olo, ohi := g.choiceRange(p, pw.ChooseOwn)
	tlo, thi := g.choiceRange(1-p, pw.ChooseOpp)
	for o := olo; o <= ohi; o++ {
		for t := tlo; t <= thi; t++ {
			buf = append(buf, a)
			b := &buf[len(buf)-1]
			b.Opt, b.Own, b.Target = pw.Optional, o, t
		}
	}
	g.defaultTriggerPicks(buf[used:], pw)
	for i := range pw.Ops {
		if pw.Ops[i].Kind == OpEvolveFromDeck {
			n := len(buf)
			buf = g.evolvePickVariants(buf, buf[used:n], &pw.Ops[i], s, nil, attached)
			buf = append(buf[:used], buf[n:]...) // the cards' variants in place of the choices'
			break
		}
	}
	return g.keepValid(buf, start)
}

// choiceOps returns the ops whose choices an action carries: those of its attack, power or
// Trainer card, or of the power that works when it attaches Energy.
func (g *Game) choiceOps(a *Action) [][]Op {
	if a.Kind == ActAttachEnergy {
		if !g.present(a.Player, a.Slot) {
			return nil
		}
		if pw := triggerPower(g.top(g.slot(a.Player, a.Slot)), UseAttachedFromHand); pw != nil {
			return [][]Op{pw.Ops}
		}
		return nil
	}
	arr, n := g.effectOps(a)
	return arr[:n]
}

// firstOp returns the first op of kind k among lists, or nil.
func firstOp(lists [][]Op, k OpKind) *Op {
	for _, ops := range lists {
		for i := range ops {
			if ops[i].Kind == k {
				return &ops[i]
			}
		}
	}
	return nil
}

// ChooseCards sets Action.Takes, the cards an action's evolve ops take, from card ids, as a
// worked example writes them: for a rare-candy op, the first card in the hand with the id
// other than the card played; for a swap-same-name op, the first card in the hand with the id;
// for an evolve-from-deck op, each id at its first deck position not taken yet. It names an id
// it cannot find.
func (g *Game) ChooseCards(a *Action, ids []string) error {
	if a.Player < 0 || a.Player > 1 {
		return fmt.Errorf("choose cards: no player %d", a.Player)
	}
	pl := &g.p[a.Player]
	lists := g.choiceOps(a)
	inHand := func(id string, skip int) (int, error) {
		for h, x := range pl.hand {
			if h != skip && g.cards[x].ID == id {
				return h, nil
			}
		}
		return -1, fmt.Errorf("choose cards: %s is not in the hand", id)
	}
	switch {
	case len(ids) == 0:
		return nil
	case firstOp(lists, OpRareCandy) != nil:
		h, err := inHand(ids[0], a.Hand)
		a.Takes = []int{h}
		return err
	case firstOp(lists, OpSwapSameName) != nil:
		h, err := inHand(ids[0], -1)
		a.Takes = []int{h}
		return err
	case firstOp(lists, OpEvolveFromDeck) != nil:
		a.Takes = a.Takes[:0:0]
		for _, id := range ids {
			pos := -1
			for k := 0; k < len(pl.deck) && pos < 0; k++ {
				if g.cards[pl.deck[len(pl.deck)-1-k]].ID == id && !slicesContains(a.Takes, k) {
					pos = k
				}
			}
			if pos < 0 {
				return fmt.Errorf("choose cards: %s is not in the deck", id)
			}
			a.Takes = append(a.Takes, pos)
		}
		return nil
	}
	return fmt.Errorf("choose cards: the action chooses no card")
}

// ChosenCards returns the card ids an action's evolve ops take (the inverse of ChooseCards):
// nil when it chooses none.
func (g *Game) ChosenCards(a Action) []string {
	if a.Player < 0 || a.Player > 1 {
		return nil
	}
	pl := &g.p[a.Player]
	lists := g.choiceOps(&a)
	switch {
	case firstOp(lists, OpRareCandy) != nil, firstOp(lists, OpSwapSameName) != nil:
		if c, ok := g.handCard(a.Player, takenFromHand(&a)); ok {
			return []string{c.ID}
		}
	case firstOp(lists, OpEvolveFromDeck) != nil:
		var ids []string
		for _, pos := range a.Takes {
			if pos < 0 || pos >= len(pl.deck) {
				return nil // a pick of none cannot be written by id
			}
			ids = append(ids, g.cards[pl.deck[len(pl.deck)-1-pos]].ID)
		}
		return ids
	}
	return nil
}

func slicesContains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
