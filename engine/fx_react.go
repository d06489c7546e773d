package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Reactions to attacks, extra turns and healing limited to Pokémon with Energy attached.
//
// A reaction runs when an opponent's attack damages a player's Active Pokémon (its power of
// use UseDamagedActive, its Tool's OnDamaged, an effect LastingReactDamaged on it) or Knocks
// it Out by damage (UseKnockedOutActive). The reaction's ops run for the owner of the damaged
// Pokémon, with that Pokémon as "self" and the Attacking Pokémon as the chosen opponent's
// Pokémon, so the existing ops (counters, condition, flip) say what happens to the attacker.

// reactState is what the reactions and extra turns remember between calls.
type reactState struct {
	// koWatch: the Active Pokémon an opponent's attack damaged this turn (its bottom card),
	// and the Attacking Pokémon, so a Knock Out at the check after the attack can tell that
	// it came from that damage.
	koWatch struct {
		on       bool
		turn     int
		p        int
		card     CardRef
		attacker CardRef
	}
	// extra: a player takes another turn after this one (-1: none).
	extra     int
	extraSet  bool // extra is meaningful (the zero Game has no extra turn pending)
	extraTurn int  // the turn the extra turn was granted in
	// stadiumUsed: the turn each player last used a Stadium's effect (ActUseStadium).
	stadiumUsed [2]int
	// index is Action.Index of the Trainer card being played (cure-one's choice).
	index int
	// expShare is Action.ExpShare of the attack being made, read at its Knock Out check.
	expShare []int
	// expShareEnergy is Action.ExpShareEnergy as cards, resolved before the attack so the
	// positions read the board the opponent chose from.
	expShareEnergy []CardRef
}

// findPokemon returns the slot of player p's Pokémon whose bottom card is c.
func (g *Game) findPokemon(p int, c CardRef) (int, bool) {
	for s := 0; s <= g.p[p].nbench; s++ {
		if g.present(p, s) && g.slot(p, s).stack[0] == c {
			return s, true
		}
	}
	return -1, false
}

// reactToDamage runs the reactions of the Pokémon at tp, ts that an attack (c) just damaged:
// only an opponent's attack, only the Active Pokémon, and once per attack.
func (g *Game) reactToDamage(c *opCtx, tp, ts int) {
	if c.attack == nil || tp == c.player || ts != 0 || c.self < 0 || !g.present(c.player, c.self) || !g.present(tp, 0) {
		return
	}
	attacker := g.slot(c.player, c.self).stack[0]
	pk := g.slot(tp, 0)
	w := &g.react.koWatch
	w.on, w.turn, w.p, w.card, w.attacker = true, g.turn, tp, pk.stack[0], attacker
	if c.reacted {
		return
	}
	c.reacted = true
	g.runReactions(tp, 0, attacker, func(run func(ops []Op, source string, x ref)) {
		for i, n := 0, g.powerCount(pk); i < n; i++ {
			pw, card := g.powerAt(pk, i)
			if pw.Use == UseDamagedActive && g.powerOn(tp, 0, pw) {
				run(pw.Ops, card.Name+"'s "+pw.Name, refPower)
			}
		}
		if pk.tool != noCard && g.toolWorks(pk) {
			if tc := g.cards[pk.tool]; len(tc.OnDamaged) > 0 {
				run(tc.OnDamaged, tc.Name, refTool)
			}
		}
		// Copied first: the ops may change the list (a Knock Out clears it later, not now).
		n := len(pk.lasting)
		for i := 0; i < n && i < len(pk.lasting); i++ {
			le := pk.lasting[i]
			if le.Kind == LastingReactDamaged && le.turn == g.turn {
				run(le.Ops, le.source, refAttackEffects)
			}
		}
	})
}

// reactToKnockOut runs the Knock Out reactions of the Pokémon at p, s, which the check after
// an attack (x) is Knocking Out, when the attack's damage, done while it was the Active
// Pokémon, is what did it. Where KOReactsAfterMove is on it reacts even if the attack then
// moved it to the Bench (Rapid Spin) before the check.
func (g *Game) reactToKnockOut(p, s int, x ref) {
	w := &g.react.koWatch
	if x != refAttackEffects || !w.on || w.turn != g.turn || w.p != p || g.slot(p, s).stack[0] != w.card {
		return
	}
	if s != 0 && !g.rules.KOReactsAfterMove.On {
		return
	}
	w.on = false
	pk := g.slot(p, s)
	g.runReactions(p, s, w.attacker, func(run func(ops []Op, source string, x ref)) {
		for i, n := 0, g.powerCount(pk); i < n; i++ {
			pw, card := g.powerAt(pk, i)
			if pw.Use == UseKnockedOutActive && g.powerOn(p, s, pw) {
				if s != 0 {
					g.assume(g.rules.KOReactsAfterMove, refPower, p)
				}
				run(pw.Ops, card.Name+"'s "+pw.Name, refPower)
			}
		}
	})
	g.toolsOnActiveKO(p, s)
}

// runReactions gives each reaction of player p's Pokémon at s (the Active Pokémon, or the one
// an attack damaged while Active and then moved) a context in which the Attacking Pokémon
// (bottom card attacker, of p's opponent) is the chosen opponent's Pokémon.
func (g *Game) runReactions(p, s int, attacker CardRef, each func(run func(ops []Op, source string, x ref))) {
	as, found := g.findPokemon(opp(p), attacker)
	if !found {
		return
	}
	each(func(ops []Op, source string, x ref) {
		if !g.present(opp(p), as) || !g.present(p, s) {
			return
		}
		if g.trace {
			g.emit(Event{Kind: EvNote, Player: p, Zone: zoneOf(s), Slot: s, Card: g.top(g.slot(p, s)).Name,
				Anchor: g.rules.anchor(x), Message: fmt.Sprintf("%s reacts to the attack of %s", source, g.top(g.slot(opp(p), as)).Name)})
		}
		ctx := opCtx{player: p, self: s, own: -1, opp: as, ref: x, source: source}
		g.runOps(ops, &ctx)
	})
}

// runReactOp runs the ops for reactions, extra turns and healing by Energy.
func (g *Game) runReactOp(op *Op, c *opCtx, r int) {
	switch op.Kind {
	case OpExtraTurn:
		g.react.extra, g.react.extraSet, g.react.extraTurn = c.player, true, g.turn
		g.note(c.ref, c.player, c.source, ": ", g.name(c.player), " takes another turn after this one, with no between-turns step")
	case OpCureOne:
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			if cond := conditionPicked(g.slot(t.p, t.s).cond, g.react.index); cond != 0 {
				g.removeConditions(t.p, t.s, cond, c.ref, "removed by ", c.source)
			}
		}
	case OpPeekTop:
		g.peekTop(c, max(op.N, 1)*r)
	case OpTakePrizes:
		g.takePrizesByEffect(c, max(op.N, 1)*r)
	case OpWinLostZone:
		if g.lostPokemon(opp(c.player)) >= op.N {
			g.win(c.player, fmt.Sprintf("%s: %s has %d Pokémon in the Lost Zone", c.source, g.name(opp(c.player)), g.lostPokemon(opp(c.player))), c.ref)
		}
	case OpHealEnergized:
		c.done = 0
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			if g.energyUnitsOf(g.slot(t.p, t.s), op.Type) > 0 {
				g.heal(c, t.p, t.s, op.Amount, r)
			}
		}
	}
}

// energizedChoice checks the chosen Pokémon (own) of a card or power that heals "1 of your
// Pokémon that has Energy attached": it must have such Energy, so when none of the player's
// Pokémon has any, the card cannot be played.
func (g *Game) energizedChoice(p int, ops []Op, own int) fault {
	for i := range ops {
		o := &ops[i]
		if o.Kind != OpHealEnergized || o.Who != WhoChosenOwn {
			continue
		}
		if !g.present(p, own) || g.energyUnitsOf(g.slot(p, own), o.Type) == 0 {
			return fault{ErrNoTarget, refNone}
		}
	}
	return ok
}

// skipCheckupForExtraTurn: at the end of a turn that granted an extra turn, the
// between-turns step is skipped and the same player's next turn starts.
func (g *Game) skipCheckupForExtraTurn() {
	if !g.react.extraSet || g.react.extraTurn != g.turn || g.react.extra != g.cur {
		return
	}
	g.flow = flowStartTurn
	g.note(refAttackEffects, g.cur, "the between-turns step is skipped: ", g.name(g.cur), " takes another turn")
}

// beginExtraTurn makes the turn just started (g.turn, g.cur already moved on) the extra turn
// of the player who was granted one. Effects that were to last for the opponent's next turn
// now last for the turn after this one, and those for the player's own next turn for this
// one, so each still reaches the turn it was meant for.
func (g *Game) beginExtraTurn() {
	if g.turn == 1 {
		g.react.stadiumUsed = [2]int{} // a new game (Sudden Death)
	}
	if !g.react.extraSet {
		return
	}
	pending := g.react.extraTurn == g.turn-1 && g.turn > 1
	g.react.extraSet = false
	if !pending {
		return
	}
	g.cur = g.react.extra
	for q := 0; q < 2; q++ {
		for s := 0; s <= g.p[q].nbench; s++ {
			if !g.present(q, s) {
				continue
			}
			pk := g.slot(q, s)
			for i := range pk.lasting {
				switch pk.lasting[i].turn {
				case g.turn:
					pk.lasting[i].turn = g.turn + 1
				case g.turn + 1:
					pk.lasting[i].turn = g.turn
				}
			}
		}
	}
	g.note(refAttackEffects, g.cur, g.name(g.cur), " takes another turn")
}

// toolWorks reports whether the Tool attached to a Pokémon works on it: a Tool with ToolFor
// works only on Pokémon of those names.
func (g *Game) toolWorks(pk *pokemon) bool {
	if pk.tool == noCard {
		return false
	}
	tc := g.cards[pk.tool]
	if len(tc.ToolFor) == 0 {
		return true
	}
	name := g.top(pk).Name
	for _, n := range tc.ToolFor {
		if g.rules.sameName(name, n) {
			return true
		}
	}
	return false
}

// typesOf returns the types of a Pokémon in play: its Tool's ToolType where that Tool works
// on it, else the top card's printed types.
func (g *Game) typesOf(pk *pokemon) []Type {
	if pk.typeTurn != 0 && pk.typeTurn == g.turn {
		return pk.turnType[:] // an effect until the end of the turn (OpTypeThisTurn)
	}
	if pk.tool != noCard {
		if tt := g.cards[pk.tool].ToolType; len(tt) > 0 && g.toolWorks(pk) {
			return tt
		}
	}
	return g.top(pk).Types
}

// typeMaskOf returns typesOf as a bit set.
func (g *Game) typeMaskOf(pk *pokemon) uint16 {
	var m uint16
	for _, t := range g.typesOf(pk) {
		m |= 1 << t
	}
	return m
}

// validateUseStadium checks using the Stadium in play's effect: there is one with such an
// effect, the player has not used it this turn, and what it needs holds (win-lost-zone: the
// opponent has enough Pokémon in the Lost Zone).
func (g *Game) validateUseStadium(a *Action) fault {
	if g.stadium == noCard || len(g.cards[g.stadium].StadiumOps) == 0 {
		return fault{ErrNoSuchCard, refStadium}
	}
	if g.react.stadiumUsed[a.Player] == g.turn {
		return fault{ErrPowerUsed, refStadium}
	}
	for i := range g.cards[g.stadium].StadiumOps {
		if o := &g.cards[g.stadium].StadiumOps[i]; o.Kind == OpWinLostZone && g.lostPokemon(opp(a.Player)) < o.N {
			return fault{ErrNoTarget, refStadium}
		}
	}
	return ok
}

// useStadium runs the Stadium's effect for the player.
func (g *Game) useStadium(a *Action) {
	p := a.Player
	sc := g.cards[g.stadium]
	g.react.stadiumUsed[p] = g.turn
	if g.trace {
		g.emit(Event{Kind: EvPlayTrainer, Player: p, Slot: -1, Card: sc.Name, Anchor: g.rules.anchor(refStadium),
			Message: fmt.Sprintf("%s uses the effect of the Stadium %s (once during each of their turns)", g.name(p), sc.Name)})
	}
	ctx := opCtx{player: p, self: -1, own: a.Own, opp: a.Target, ref: refStadium, source: sc.Name}
	g.runOps(sc.StadiumOps, &ctx)
	g.checkKnockOuts(refKO)
}

// lostPokemon counts the Pokémon cards in player p's Lost Zone.
func (g *Game) lostPokemon(p int) int {
	n := 0
	for _, c := range g.p[p].lost {
		if g.cards[c].Category == PokemonCard {
			n++
		}
	}
	return n
}

// trainerOps is what playing a Trainer card does: TogetherPlay when copies were played with it.
func trainerOps(c *Card, a *Action) []Op {
	if together(c, a) {
		return c.TogetherPlay
	}
	return c.Play
}

// together reports whether the action plays copies of c together: only a card with
// PlayTogether reads Picks that way (other cards' Picks are their ops' choices).
func together(c *Card, a *Action) bool { return len(a.Picks) > 0 && c.PlayTogether >= 2 }

// readsPicks reports whether some op of the list reads Action.Picks.
func readsPicks(ops []Op) bool {
	if deckPicksOp(ops) != nil || removePicksOpIn(ops) != nil {
		return true
	}
	for i := range ops {
		switch ops[i].Kind {
		case OpMoveSplit, OpDiscardChosen:
			return true
		}
	}
	return false
}

// validateTogether checks the copies named in Picks: only a card with PlayTogether takes
// them, exactly PlayTogether-1 other cards of the hand, each once, each of the same name.
func (g *Game) validateTogether(p int, c *Card, a *Action) fault {
	if f := g.validateCureOne(p, c, a); f.failed() {
		return f
	}
	if len(a.Picks) == 0 {
		return ok
	}
	if !together(c, a) {
		if !readsPicks(c.Play) {
			return fault{ErrBadChoice, refTrainer} // nothing on the card takes picks
		}
		return ok // the ops that read them check them
	}
	if len(a.Picks) != c.PlayTogether-1 {
		return fault{ErrBadChoice, refTrainer}
	}
	for i, h := range a.Picks {
		o, found := g.handCard(p, h)
		if !found || h == a.Hand || o.Name != c.Name || slices.Contains(a.Picks[:i], h) {
			return fault{ErrBadChoice, refTrainer}
		}
	}
	return ok
}

// togetherActions adds playing the card at hand index i together with the next copies in
// the hand, when there are enough of them (listed once, for the first copy).
func (g *Game) togetherActions(buf []Action, i int, c *Card) []Action {
	buf = g.cureOneActions(buf, i, c)
	if c.PlayTogether < 2 {
		return buf
	}
	hand := g.p[g.cur].hand
	var picks []int
	for j, r := range hand {
		if g.cards[r].Name != c.Name {
			continue
		}
		if j < i {
			return buf // listed with the first copy
		}
		if j > i && len(picks) < c.PlayTogether-1 {
			picks = append(picks, j)
		}
	}
	if len(picks) < c.PlayTogether-1 {
		return buf
	}
	a := Action{Kind: ActPlayTrainer, Player: g.cur, Hand: i, Own: -1, Target: -1, Picks: picks}
	if !g.validate(&a).failed() {
		buf = append(buf, a)
	}
	return buf
}

// playTogether discards the copies played together with the card at a.Hand (their effect is
// the card's TogetherPlay, once for all of them) and returns where that card now is in the hand.
func (g *Game) playTogether(a *Action) int {
	g.react.index = a.Index
	hand := a.Hand
	if c, _ := g.handCard(a.Player, a.Hand); c == nil || !together(c, a) {
		return hand
	}
	p := a.Player
	picks := slices.Clone(a.Picks)
	slices.Sort(picks)
	for k := len(picks) - 1; k >= 0; k-- {
		x := g.removeHand(p, picks[k])
		if picks[k] < hand {
			hand--
		}
		g.toDiscard(p, x, refTrainer)
	}
	g.note(refTrainer, p, g.name(p), " plays ", fmt.Sprint(len(picks)+1), " copies of ", g.cards[g.p[p].hand[hand]].Name, " at once: their effect happens once")
	return hand
}

// peekTop lets the player look at the top n cards of their deck; nothing moves.
func (g *Game) peekTop(c *opCtx, n int) {
	if !g.trace {
		return
	}
	deck := g.p[c.player].deck
	var names []string
	for i := len(deck) - 1; i >= 0 && len(names) < n; i-- {
		names = append(names, g.cards[deck[i]].Name)
	}
	g.emit(Event{Kind: EvNote, Player: c.player, Zone: ZoneDeck, Slot: -1, Amount: len(names), Anchor: g.rules.anchor(c.ref),
		Message: fmt.Sprintf("%s looks at the top of their deck (%s): %s", g.name(c.player), c.source, strings.Join(names, ", "))})
}

// takePrizesByEffect puts n of the player's Prize cards into their hand. Prize cards are face
// down, so which ones is no choice: the first ones. Taking the last one wins the game.
func (g *Game) takePrizesByEffect(c *opCtx, n int) {
	p := c.player
	pl := &g.p[p]
	for i := 0; i < n && len(pl.prizes) > 0; i++ {
		x := pl.prizes[0]
		before := len(pl.prizes)
		pl.prizes = pl.prizes[1:]
		pl.hand = append(pl.hand, x)
		pl.taken++
		if g.trace {
			g.emit(Event{Kind: EvPrize, Player: p, Zone: ZonePrizes, Slot: -1, Card: g.cards[x].Name,
				Before: before, After: len(pl.prizes), Amount: 1, Anchor: g.rules.anchor(c.ref),
				Message: fmt.Sprintf("%s takes a Prize card (%s, %s); %d left", g.name(p), g.cards[x].Name, c.source, len(pl.prizes))})
		}
	}
	if len(pl.prizes) == 0 && !g.result.Over {
		g.win(p, "took their last Prize card ("+c.source+")", refWinPrizes)
	}
}

// conditionOrder is the order in which Action.Index counts a Pokémon's Special Conditions
// for cure-one.
var conditionOrder = [...]Condition{Asleep, Confused, Paralyzed, Burned, Poisoned}

// conditionPicked returns the k-th condition of cond in conditionOrder (0 when there is none).
func conditionPicked(cond Condition, k int) Condition {
	for _, c := range conditionOrder {
		if cond&c == 0 {
			continue
		}
		if k == 0 {
			return c
		}
		k--
	}
	return 0
}

// cureOneTarget returns the Special Conditions of the Pokémon a Trainer card's cure-one op
// reaches (its player's Active Pokémon unless the op names another), and whether it has one.
func (g *Game) cureOneTarget(p int, c *Card) (Condition, bool) {
	for i := range c.Play {
		o := &c.Play[i]
		if o.Kind != OpCureOne {
			continue
		}
		s := 0
		if o.Who == WhoChosenOwn {
			return 0, false // the choice of Pokémon comes first; not used by any card
		}
		if g.present(p, s) {
			return g.slot(p, s).cond, true
		}
	}
	return 0, false
}

// validateCureOne checks Action.Index against the conditions cure-one can remove: one of
// those the Pokémon has (0 when it has none).
func (g *Game) validateCureOne(p int, c *Card, a *Action) fault {
	cond, has := g.cureOneTarget(p, c)
	if !has {
		return ok
	}
	n := bits(cond)
	if a.Index < 0 || a.Index >= max(n, 1) {
		return fault{ErrBadChoice, refTrainer}
	}
	return ok
}

// cureOneActions lists playing the card at hand index i once for each Special Condition its
// cure-one op could remove (withChoices listed the first already).
func (g *Game) cureOneActions(buf []Action, i int, c *Card) []Action {
	cond, has := g.cureOneTarget(g.cur, c)
	if !has {
		return buf
	}
	n := len(buf)
	for k := 1; k < bits(cond); k++ {
		for j := n - 1; j >= 0 && buf[j].Kind == ActPlayTrainer && buf[j].Hand == i && buf[j].Index == 0 && len(buf[j].Picks) == 0; j-- {
			b := buf[j]
			b.Index = k
			buf = append(buf, b)
		}
	}
	return buf
}

func bits(c Condition) int {
	n := 0
	for _, x := range conditionOrder {
		if c&x != 0 {
			n++
		}
	}
	return n
}

// opponentTriggers runs the powers of p's opponent of the given use (UseOpponentRetreats,
// UseOpponentBenches) on p's Pokémon in slot s, which is their chosen opponent's Pokémon. It
// reports whether any ran.
func (g *Game) opponentTriggers(p, s int, use PowerUse, what string) bool {
	o := opp(p)
	pl := &g.p[o]
	ran := false
	for os := 0; os <= pl.nbench; os++ {
		if !g.present(o, os) || !g.present(p, s) {
			continue
		}
		pk := &pl.slots[os]
		for i, n := 0, g.powerCount(pk); i < n && hasPowerUse(pk, use); i++ {
			pw, _ := g.powerAt(pk, i)
			if pw.Use != use || !g.powerOn(o, os, pw) || (pw.ActiveOnly && os != 0) || (pw.BenchOnly && os == 0) {
				continue
			}
			if g.trace {
				name := g.top(pk).Name
				g.emit(Event{Kind: EvPower, Player: o, Zone: zoneOf(os), Slot: os, Card: name,
					Anchor: g.rules.anchor(refPowerAlwaysOn),
					Message: fmt.Sprintf("%s's %s %s works: %s %s %s", name, pw.Kind, pw.Name,
						g.name(p), what, g.top(g.slot(p, s)).Name)})
			}
			ctx := opCtx{player: o, self: os, own: -1, opp: s, ref: refPowerAlwaysOn, source: pw.Name}
			g.runOps(pw.Ops, &ctx)
			ran = true
		}
	}
	return ran
}
