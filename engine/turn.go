package engine

import "fmt"

// advance runs everything that needs no decision: Knock Out handling, the end of the turn,
// the between-turns step and the start of the next turn. It stops at the next decision.
func (g *Game) advance() {
	for {
		if g.ko.active {
			if g.stepKO() {
				return
			}
			continue
		}
		switch g.flow {
		case flowOver:
			g.need, g.who = DecideNothing, -1
			return
		case flowSuddenDeath:
			g.need, g.who = DecideSuddenDeath, -1
			return
		case flowSetup:
			return
		case flowMain:
			g.need, g.who = DecideMain, g.cur
			return
		case flowEndTurn:
			g.endTurn()
		case flowCheckup:
			if g.checkupStep < len(g.rules.Checkup) {
				step := g.rules.Checkup[g.checkupStep]
				g.checkupStep++
				g.runCheckupStep(step)
			} else {
				g.flow = flowStartTurn
			}
		case flowStartTurn:
			g.startTurn()
		}
	}
}

func (g *Game) resetTurnFlags() {
	g.energyAttached = false
	g.supporterPlayed = false
	g.stadiumPlayed = false
	g.retreated = false
	g.turnMods = g.turnMods[:0]
	g.played = g.played[:0]
}

// startTurn begins the next player's turn with its draw; a player who cannot draw loses.
func (g *Game) startTurn() {
	g.turn++
	if g.turn == 1 {
		g.cur = g.first
	} else {
		g.cur = opp(g.cur)
	}
	g.beginExtraTurn() // Timeless-GX: the same player again
	g.beginPowerLock()
	g.resetTurnFlags()
	g.beginFreeAttach()
	p := g.cur
	if g.trace {
		g.emit(Event{Kind: EvTurnStart, Player: p, Slot: -1, After: g.turn, Anchor: g.rules.anchor(refTurnStart),
			Message: fmt.Sprintf("turn %d: %s's turn", g.turn, g.name(p))})
		if g.turn <= 2 {
			if g.turn == 1 && g.rules.FirstTurnNoTrainers {
				g.note(refFirstTurnTrainer, p, "the starting player plays no Trainer, Supporter or Stadium cards this turn")
			}
			if g.turn == 1 && g.rules.FirstTurnNoAttack {
				g.note(refFirstTurnAttack, p, "the starting player does not attack this turn")
			}
			if g.rules.NoEvolveOnFirstTurn.On && g.turn == 1 {
				g.note(refEvolveFirstTurn, p, "this is ", g.name(p), "'s first turn: no evolving")
			}
			// Turn 2 is the second player's first turn: where the rulebook says only "the
			// first turn", barring evolving now is the ruleset's reading.
			if g.rules.NoEvolveOnFirstTurn.On && g.turn == 2 {
				g.assume(g.rules.NoEvolveOnFirstTurn, refEvolveSecondPlayer, p)
				g.note(refEvolveSecondPlayer, p, "this is ", g.name(p), "'s first turn: no evolving")
			}
		}
	}
	if len(g.p[p].deck) == 0 {
		g.note(refDeckOut, p, g.name(p), " cannot draw at the start of the turn")
		g.win(opp(p), fmt.Sprintf("%s had no card to draw at the start of the turn", g.name(p)), refWinDeckOut)
		return
	}
	g.draw(p, 1, refDraw)
	g.flow = flowMain
}

// endTurn closes the turn: the Supporter beside the Active Pokémon goes, effects that lasted
// for this turn end, and the between-turns step starts.
func (g *Game) endTurn() {
	p := g.cur
	if g.trace {
		g.emit(Event{Kind: EvTurnEnd, Player: p, Slot: -1, After: g.turn, Anchor: g.rules.anchor(refEndTurn),
			Message: fmt.Sprintf("%s's turn %d is over", g.name(p), g.turn)})
	}
	pl := &g.p[p]
	if pl.supporter != noCard {
		c := pl.supporter
		pl.supporter = noCard
		g.toDiscard(p, c, refSupporterStays)
	}
	g.turnMods = g.turnMods[:0]
	for q := 0; q < 2; q++ {
		for s := 0; s <= g.p[q].nbench; s++ {
			if s == 0 && !g.p[q].hasActive {
				continue
			}
			pk := g.slot(q, s)
			if len(pk.lasting) == 0 {
				continue
			}
			kept := pk.lasting[:0]
			for _, le := range pk.lasting {
				if le.turn > g.turn {
					kept = append(kept, le)
				}
			}
			pk.lasting = kept
		}
	}
	g.flow = flowCheckup
	g.checkupStep = 0
	g.skipCheckupForExtraTurn()
}
