package engine

import "fmt"

// koPhase is the part of Knock Out handling the game is in.
type koPhase uint8

const (
	koPrizes koPhase = iota
	koWin
	koPromote
)

// koState tracks one round of Knock Outs: who takes how many Prize cards, who must replace
// their Active Pokémon, and in which order.
type koState struct {
	active      bool
	phase       koPhase
	idx         int
	order       [2]int  // who takes Prize cards first
	promote     [2]int  // who replaces their Active Pokémon first
	owed        [2]int  // Prize cards player i still takes
	took        [2]bool // player i took a Prize card this round
	needPromote [2]bool
	both        bool // both players lost Pokémon this round
}

// prizeValue returns how many Prize cards Knocking Out the Pokémon gives, and the rule.
func (g *Game) prizeValue(c *Card) (int, ref) {
	two := c.Tags & g.rules.TwoPrizeTags
	switch {
	case two == 0:
		return 1, refKOPrize
	case two&TagMega != 0:
		return 2, refTwoPrizeMega
	case two&TagGX != 0:
		return 2, refTwoPrizeGX
	case two&TagLegendTwoPrize != 0:
		return 2, refTwoPrizeLegend
	}
	return 2, refTwoPrizeEx
}

// checkKnockOuts Knocks Out every Pokémon whose damage reached its HP and starts Prize and
// replacement handling. x is the rule that calls the check.
func (g *Game) checkKnockOuts(x ref) {
	var lost [2]bool
	g.koLostBody = g.koLostSides() // every Knock Out of one check happens at once
	hpKept := g.hpNeverLowered()
	for _, p := range [2]int{opp(g.cur), g.cur} {
		pl := &g.p[p]
		for s := pl.nbench; s >= 0; s-- {
			if s == 0 && !pl.hasActive {
				continue
			}
			pk := &pl.slots[s]
			if !pk.knockedOut && pk.damage == 0 && hpKept {
				continue // its HP in force is at least its printed HP, which is more than none
			}
			c := g.top(pk)
			if !pk.knockedOut && (pk.damage < c.HP && hpKept || pk.damage < g.hpAt(p, s)) {
				continue
			}
			n, pref := g.prizeValue(c)
			if x == refAttackEffects && p != g.cur && pk.hitTurn == g.turn {
				if pl.koTurn != g.turn {
					pl.koTurn, pl.koTypes = g.turn, 0
				}
				pl.koTypes |= g.typeMaskOf(pk)
			}
			if g.trace {
				if x == refAttackEffects && !lost[0] && !lost[1] {
					g.note(refKOAfterAttack, -1, "the attack is over: every Pokémon it affected is checked for Knock Outs")
				}
				if x == refCheckupKO && !lost[0] && !lost[1] {
					g.note(refCheckupKO, -1, "between turns: every Pokémon whose damage has reached its HP is Knocked Out now")
				}
				g.emit(Event{Kind: EvKnockOut, Player: p, Zone: zoneOf(s), Slot: s, Card: c.Name,
					Before: pk.damage, After: g.hpAt(p, s), Amount: n, Anchor: g.rules.anchor(refKO),
					Message: fmt.Sprintf("%s is Knocked Out (%d damage, %d HP)", c.Name, pk.damage, g.hpAt(p, s))})
				if n > 1 {
					g.emit(Event{Kind: EvNote, Player: opp(p), Slot: -1, Card: c.Name, Amount: n,
						Anchor: g.rules.anchor(pref),
						Message: fmt.Sprintf("%s is a %s: its opponent takes %d Prize cards", c.Name,
							(c.Tags & g.rules.TwoPrizeTags).String(), n)})
				}
				if x == refCheckupKO {
					// The check itself cites x; that a Knock Out between turns gives Prize
					// cards like any other is the Prize rule's.
					g.note(refKOPrize, p, "Knocked Out between turns: its opponent takes Prize cards for it all the same")
				}
			}
			g.reactToKnockOut(p, s, x) // Innards Out, before it leaves play
			g.ko.owed[opp(p)] += n
			lost[p] = true
			if !g.leaveOnKO(p, s, x) { // Leaving play.
				g.removeFromPlay(p, s)
			}
			if s == 0 {
				g.ko.needPromote[p] = true
			}
		}
	}
	if !lost[0] && !lost[1] {
		return
	}
	g.ko.active = true
	g.ko.phase = koPrizes
	g.ko.idx = 0
	g.ko.both = lost[0] && lost[1]
	g.setKOOrder()
	if g.ko.both {
		sx := refKOSimultaneous
		if x == refCheckupKO || x == refCheckupPoison || x == refCheckupBurn || x == refCheckupPowers {
			sx = refKOSimultaneousCheckup
		}
		if g.trace {
			if g.rules.SimultaneousTurnPlayerLast.Stated {
				g.note(sx, -1, fmt.Sprintf("Pokémon of both players were Knocked Out together: %s takes Prize cards and replaces first, %s last",
					g.name(g.ko.order[0]), g.name(g.ko.order[1])))
			}
			as := []applied{{g.rules.SimultaneousTurnPlayerLast, sx}}
			// Who replaces first matters only when both Active Pokémon must be replaced.
			if g.ko.needPromote[0] && g.ko.needPromote[1] {
				as = append(as, applied{g.rules.SimultaneousNextPromotesFirst, sx})
			}
			// stepKO takes every Prize card before any replacement; that batching only shows
			// when someone must replace an Active Pokémon.
			if g.ko.needPromote[0] || g.ko.needPromote[1] {
				as = append(as, applied{g.rules.SimultaneousPrizesFirst, refKOPrizesFirst})
			}
			g.assumeEach(-1, as)
		}
	}
}

// nextTurnPlayer is the player who takes the next turn: the other player, unless this turn
// granted its player another one.
func (g *Game) nextTurnPlayer() int {
	if g.react.extraSet && g.react.extraTurn == g.turn {
		return g.react.extra
	}
	return opp(g.cur)
}

// setKOOrder fixes who takes Prize cards first and who replaces an Active Pokémon first: the
// player whose turn comes next, where the ruleset says so; otherwise the player whose turn it
// is.
func (g *Game) setKOOrder() {
	next := g.nextTurnPlayer()
	g.ko.order, g.ko.promote = [2]int{opp(next), next}, [2]int{opp(next), next}
	if g.rules.SimultaneousTurnPlayerLast.On {
		g.ko.order = [2]int{next, opp(next)}
	}
	if g.rules.SimultaneousNextPromotesFirst.On {
		g.ko.promote = [2]int{next, opp(next)}
	}
}

// removeFromPlay puts a Knocked Out Pokémon and everything attached to it in the discard pile
// and closes the gap on the Bench.
func (g *Game) removeFromPlay(p, s int) {
	// Take every card off first, so each event sees every card in exactly one place.
	gone := g.vacate(p, s, g.scratch[:0])
	g.discardMany(p, gone, refKO)
	g.scratch = gone[:0]
}

// vacate takes player p's Pokémon at slot s out of play: its cards are appended to out
// (Pokémon cards bottom first, then Energy, Technical Machines and the Tool), the slot is
// cleared and the Bench closes the gap (each slot keeps its own buffers). The caller puts the
// cards somewhere at once.
func (g *Game) vacate(p, s int, out []CardRef) []CardRef {
	pl := &g.p[p]
	pk := &pl.slots[s]
	out = append(out, pk.stack...)
	out = append(out, pk.energy...)
	out = append(out, pk.tms...)
	if pk.tool != noCard {
		out = append(out, pk.tool)
	}
	pk.stack = pk.stack[:0]
	g.restack(pk)
	pk.energy = pk.energy[:0]
	pk.tms = pk.tms[:0]
	pk.tool = noCard
	pk.damage = 0
	pk.cond = 0
	pk.lasting = pk.lasting[:0]
	pk.usedMask = 0
	pk.knockedOut = false
	if s == 0 {
		pl.hasActive = false
		return out
	}
	for i := s; i < pl.nbench; i++ {
		pl.slots[i], pl.slots[i+1] = pl.slots[i+1], pl.slots[i]
	}
	pl.nbench--
	return out
}

// toDiscard puts a card in its owner's discard pile (a Prism Star card goes to the Lost Zone
// where the ruleset says so).
func (g *Game) toDiscard(p int, c CardRef, x ref) {
	g.traceDiscard(p, c, x, g.placeDiscarded(p, c))
}

// discardMany puts several cards in the discard pile at once, then traces them.
func (g *Game) discardMany(p int, cs []CardRef, x ref) {
	var lost uint64
	for i, c := range cs {
		if g.placeDiscarded(p, c) && i < 64 {
			lost |= 1 << i
		}
	}
	for i, c := range cs {
		g.traceDiscard(p, c, x, i < 64 && lost&(1<<i) != 0)
	}
}

// placeDiscarded moves a card to the discard pile, or to the Lost Zone for a Prism Star card
// where the ruleset says so, and reports which.
func (g *Game) placeDiscarded(p int, c CardRef) bool {
	if g.cards[c].Tags&TagPrismStar != 0 && g.rules.PrismStarToLostZone.On {
		g.p[p].lost = append(g.p[p].lost, c)
		return true
	}
	g.p[p].discard = append(g.p[p].discard, c)
	return false
}

func (g *Game) traceDiscard(p int, c CardRef, x ref, lost bool) {
	if !g.trace {
		return
	}
	card := g.cards[c]
	if lost {
		g.assume(g.rules.PrismStarToLostZone, refPrismStar, p)
		g.emit(Event{Kind: EvLostZone, Player: p, Zone: ZoneLostZone, Slot: -1, Card: card.Name,
			Anchor: g.rules.anchor(refPrismStar), Message: card.Name + " is a Prism Star card: it goes to the Lost Zone instead of the discard pile"})
		return
	}
	g.emit(Event{Kind: EvDiscard, Player: p, Zone: ZoneDiscard, Slot: -1, Card: card.Name,
		Anchor: g.rules.anchor(x), Message: card.Name + " goes to the discard pile"})
}

// stepKO advances Knock Out handling. It returns true when a player must decide.
func (g *Game) stepKO() bool {
	ko := &g.ko
	for {
		switch ko.phase {
		case koPrizes:
			for ko.idx < 2 {
				p := ko.order[ko.idx]
				pl := &g.p[p]
				if ko.owed[p] <= 0 || len(pl.prizes) == 0 {
					ko.owed[p] = 0
					ko.idx++
					continue
				}
				if ko.owed[p] >= len(pl.prizes) {
					// No choice left: every remaining Prize card is taken.
					for len(pl.prizes) > 0 {
						g.takePrize(p, len(pl.prizes)-1)
					}
					ko.owed[p] = 0
					ko.idx++
					continue
				}
				g.need, g.who = DecidePrize, p
				return true
			}
			ko.phase = koWin
		case koWin:
			if g.checkWin() {
				ko.active = false
				return false
			}
			ko.phase = koPromote
			ko.idx = 0
		case koPromote:
			for ko.idx < 2 {
				p := ko.promote[ko.idx]
				if !ko.needPromote[p] {
					ko.idx++
					continue
				}
				if g.p[p].nbench == 1 {
					g.promote(p, 1)
					continue
				}
				g.need, g.who = DecidePromote, p
				return true
			}
			*ko = koState{}
			return false
		}
	}
}

// takePrize moves Prize card i of player p to the hand.
func (g *Game) takePrize(p, i int) {
	pl := &g.p[p]
	c := pl.prizes[i]
	before := len(pl.prizes)
	pl.prizes = append(pl.prizes[:i], pl.prizes[i+1:]...)
	pl.hand = append(pl.hand, c)
	pl.taken++
	g.ko.owed[p]--
	g.ko.took[p] = true
	if g.trace {
		g.emit(Event{Kind: EvPrize, Player: p, Zone: ZonePrizes, Slot: -1, Card: g.cards[c].Name,
			Before: before, After: len(pl.prizes), Amount: 1, Anchor: g.rules.anchor(refKOPrize),
			Message: fmt.Sprintf("%s takes a Prize card (%s); %d left", g.name(p), g.cards[c].Name, len(pl.prizes))})
	}
}

// promote makes Benched Pokémon s of player p the Active Pokémon.
func (g *Game) promote(p, s int) {
	pl := &g.p[p]
	pl.slots[0], pl.slots[s] = pl.slots[s], pl.slots[0]
	pl.slots[0].activeTurn = g.turn
	for i := s; i < pl.nbench; i++ {
		pl.slots[i], pl.slots[i+1] = pl.slots[i+1], pl.slots[i]
	}
	pl.nbench--
	pl.hasActive = true
	g.ko.needPromote[p] = false
	g.ko.idx++
	if g.trace {
		c := g.top(&pl.slots[0])
		g.emit(Event{Kind: EvPromote, Player: p, Zone: ZoneActive, Slot: 0, Card: c.Name,
			Before: s, After: 0, Anchor: g.rules.anchor(refKOReplace),
			Message: fmt.Sprintf("%s's %s becomes the Active Pokémon", g.name(p), c.Name)})
	}
}

// checkWin decides whether the Knock Outs just handled end the game. A player wins by taking
// their last Prize card and by leaving the opponent unable to replace their Active Pokémon.
func (g *Game) checkWin() bool {
	var ways [2]int
	var how [2]string
	for p := 0; p < 2; p++ {
		if g.ko.took[p] && len(g.p[p].prizes) == 0 {
			ways[p]++
			how[p] = "took their last Prize card"
		}
		o := opp(p)
		if g.ko.needPromote[o] && g.p[o].nbench == 0 {
			ways[p]++
			if how[p] != "" {
				how[p] += " and "
			}
			how[p] += "left " + g.name(o) + " with no Pokémon to replace the Active Pokémon"
		}
	}
	switch {
	case ways[0] == 0 && ways[1] == 0:
		return false
	case ways[0] > 0 && ways[1] > 0:
		if g.trace {
			g.note(refSimultaneousBoth, -1, fmt.Sprintf("both players win at the same moment: %s %s; %s %s",
				g.name(0), how[0], g.name(1), how[1]))
		}
		if ways[0] != ways[1] {
			w := 0
			if ways[1] > ways[0] {
				w = 1
			}
			g.win(w, how[w]+", which beats the opponent's single way", refSimultaneousWin)
			return true
		}
		g.suddenDeath()
		return true
	case ways[0] > 0:
		x := refWinPrizes
		if g.ko.needPromote[1] && g.p[1].nbench == 0 {
			x = refWinNoPokemon
		}
		g.win(0, how[0], x)
	default:
		x := refWinPrizes
		if g.ko.needPromote[0] && g.p[0].nbench == 0 {
			x = refWinNoPokemon
		}
		g.win(1, how[1], x)
	}
	return true
}

func (g *Game) win(p int, how string, x ref) {
	g.result = Result{Over: true, Winner: p, Reason: how, Anchor: g.rules.anchor(x)}
	g.flow = flowOver
	g.need, g.who = DecideNothing, -1
	if g.trace {
		g.emit(Event{Kind: EvGameOver, Player: p, Slot: -1, Anchor: g.rules.anchor(x),
			Message: fmt.Sprintf("%s wins: %s", g.name(p), how)})
	}
}

func (g *Game) suddenDeath() {
	g.result = Result{Over: true, Winner: -1, SuddenDeath: true,
		Reason: "both players won at the same time", Anchor: g.rules.anchor(refSuddenDeath)}
	g.flow = flowSuddenDeath
	g.need, g.who = DecideSuddenDeath, -1
	if g.trace {
		g.emit(Event{Kind: EvGameOver, Player: -1, Slot: -1, Anchor: g.rules.anchor(refSimultaneousTie),
			Message: "both players win at the same time, each in the same number of ways: Sudden Death"})
	}
}
