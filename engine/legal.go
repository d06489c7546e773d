package engine

// LegalActions appends every legal action of the deciding player to buf and returns it.
// Choices are listed explicitly (one action per target); retreats leave Picks empty, which
// pays the Retreat Cost automatically. Every listed action passes the same checks Apply makes.
func (g *Game) LegalActions(buf []Action) []Action {
	if g.broken != nil {
		return buf
	}
	p := g.who
	switch g.need {
	case DecideNothing:
		return buf
	case DecideFirstPlayer:
		return append(buf, Action{Kind: ActChooseFirst, Player: p, Target: 0},
			Action{Kind: ActChooseFirst, Player: p, Target: 1})
	case DecideActive:
		for i, c := range g.p[p].hand {
			if g.basicAtSetup(g.cards[c]) {
				buf = append(buf, Action{Kind: ActSetupActive, Player: p, Hand: i})
			}
		}
		return buf
	case DecideBench:
		buf = append(buf, Action{Kind: ActSetupDone, Player: p})
		if g.p[p].nbench >= g.rules.MaxBench {
			return buf
		}
		from := 0
		if g.setup.stage == setupExtraBench {
			from = g.setup.extraFrom
		}
		for i := from; i < len(g.p[p].hand); i++ {
			if g.basicAtSetup(g.cards[g.p[p].hand[i]]) {
				buf = append(buf, Action{Kind: ActSetupBench, Player: p, Hand: i})
			}
		}
		return buf
	case DecideExtraDraw:
		for n := 0; n <= g.extraDrawAllowed(); n++ {
			buf = append(buf, Action{Kind: ActExtraDraw, Player: p, Index: n})
		}
		return buf
	case DecidePrize:
		for i := range g.p[p].prizes {
			buf = append(buf, Action{Kind: ActTakePrize, Player: p, Index: i})
		}
		return buf
	case DecidePromote:
		for s := 1; s <= g.p[p].nbench; s++ {
			buf = append(buf, Action{Kind: ActPromote, Player: p, Slot: s})
		}
		return buf
	case DecideSuddenDeath:
		return append(buf, Action{Kind: ActStartSuddenDeath, Player: 0})
	case DecideMain:
		return g.mainActions(buf) // an Energy spread's variants come with its action (withPicks)
	}
	return buf
}

// choiceRange returns the values a choice can take for one side: [lo, hi], or -1..-1 when
// the card asks nothing or nothing can be chosen.
func (g *Game) choiceRange(side int, ch Choice) (int, int) {
	pl := &g.p[side]
	switch ch {
	case ChoosePokemon:
		if pl.hasActive {
			return 0, pl.nbench
		}
		if pl.nbench > 0 {
			return 1, pl.nbench
		}
	case ChooseBenched:
		if pl.nbench > 0 {
			return 1, pl.nbench
		}
	}
	return -1, -1
}

// listHints is what one pass over an action's ops tells LegalActions before it tries the
// action's choices.
type listHints struct {
	// more: the effect asks for more than its Pokémon choices: cards from a hand, a "you
	// may" part of a Trainer card or power, the deck ops' picks, or a card to evolve with.
	// Most actions do not, and are listed once per choice without more work.
	more bool
	// evolves: an op evolves with a card the player chooses (appendEvolveChoices).
	evolves bool
	// split: an op spreads cards over the player's Pokémon (splitVariants).
	split bool
	// spots and moves: the first op that picks several Pokémon, and the first that moves
	// damage counters or Energy as the player chooses (spotsOf).
	spots, moves *Op
	// energized: an op that heals one of the player's Pokémon with Energy attached, which the
	// card or power can only choose (energizedChoice); the others are skipped without a
	// full check.
	energized []Op
	// moveFrom is set for an effect that is one op in all (a power's or a Trainer card's;
	// an attack has more lists), so that the Pokémon chosen matters to nothing else: the op
	// moves Energy from the chosen Pokémon (move-split). Every choice of a Pokémon without
	// matching Energy moves nothing, so only the first is tried (splitVariants lists a move
	// that moves nothing once). (An op that attaches cards from the hand with none in it
	// to attach is not listed at all: the power would do nothing, noeffect.go.)
	moveFrom *Op
}

// hintsOf reads the ops of an action of the kind given (as effectOps finds them) in one pass.
func hintsOf(kind ActionKind, lists ...[]Op) (h listHints) {
	for _, ops := range lists {
		for i := range ops {
			op := &ops[i]
			// One pass for what pickNeeds, deckPicksOp, appendEvolveChoices,
			// splitVariants and spotsOf look for.
			h.split = h.split || spreadsEnergy(op)
			h.spots, h.moves = firstSpotsMoves(op, h.spots, h.moves)
			h.evolves = h.evolves || evolvesWith(op.Kind)
			if op.Kind == OpHandPick || readsDeckPicks(op.Kind) || h.evolves ||
				kind != ActAttack && asksOption(op) {
				h.more = true
			}
			if op.Kind == OpHealEnergized && op.Who == WhoChosenOwn && kind != ActAttack {
				h.energized = ops
			}
			if len(lists) == 1 && len(ops) == 1 && op.Who == WhoChosenOwn && op.Kind == OpMoveSplit {
				h.moveFrom = op
			}
		}
	}
	return h
}

// handMatches counts the cards in player p's hand that the filter takes.
func (g *Game) handMatches(p int, f *Filter) int {
	n := 0
	for _, r := range g.p[p].hand {
		if f.Matches(g.cards[r]) {
			n++
		}
	}
	return n
}

// appendIfValid appends a when it validates. The check runs on the listed copy, so an action
// that is refused costs no copy.
func (g *Game) appendIfValid(buf []Action, a *Action) []Action {
	return g.keepIfValid(append(buf, *a))
}

// keepIfValid drops the last action of buf unless it validates.
func (g *Game) keepIfValid(buf []Action) []Action {
	if g.validate(&buf[len(buf)-1]).failed() {
		return buf[:len(buf)-1]
	}
	return buf
}

// keepValid drops from buf[start:] the actions that do not validate, keeping the order.
func (g *Game) keepValid(buf []Action, start int) []Action {
	kept := start
	for i := start; i < len(buf); i++ {
		if !g.validate(&buf[i]).failed() {
			if kept != i {
				buf[kept] = buf[i]
			}
			kept++
		}
	}
	return buf[:kept]
}

// withChoices appends a for every combination of own and opponent choices that validates;
// h is what hintsOf read from a's ops.
func (g *Game) withChoices(buf []Action, a *Action, own, oppc Choice, h *listHints) []Action {
	p := a.Player
	olo, ohi := g.choiceRange(p, own)
	tlo, thi := g.choiceRange(opp(p), oppc)
	plain, evolves := !h.more, h.evolves
	idle := false // a Pokémon to move Energy from that has none to move was tried
	for o := olo; o <= ohi; o++ {
		if h.energized != nil && g.energizedChoice(p, h.energized, o).failed() {
			continue // validate refuses it whatever else the action says
		}
		if h.moveFrom != nil && (!g.present(p, o) || g.matchingEnergy(p, o, h.moveFrom) == 0) {
			if idle {
				continue
			}
			idle = true
		}
		for t := tlo; t <= thi; t++ {
			if plain {
				buf = append(buf, *a)
				b := &buf[len(buf)-1]
				b.Own, b.Target = o, t
				buf = g.keepIfValid(buf)
				continue
			}
			b := *a
			b.Own, b.Target = o, t
			if evolves {
				buf = g.appendEvolveChoices(buf, b) // cards to evolve with
				continue
			}
			n := len(buf)
			buf = g.appendPicked(buf, b) // cards from either hand
			for i, end := n, len(buf); i < end; i++ {
				buf = g.pickVariants(buf, buf[i]) // the deck ops' picks
			}
		}
	}
	return buf
}

func (g *Game) mainActions(buf []Action) []Action {
	g.listing.on, g.listing.units.pk, g.listing.ready = true, nil, readyAction{}
	defer func() { g.listing.on, g.listing.ready, g.listing.attack = false, readyAction{}, nil }()
	p := g.cur
	pl := &g.p[p]
	benchRoom := !g.benchFull(p)
	evolveOK := !(g.rules.NoEvolveOnFirstTurn.On && g.turn <= 2)
	for i, r := range pl.hand {
		c := g.cards[r]
		switch c.Category {
		case PokemonCard:
			switch {
			case c.Stage == Basic:
				if benchRoom && !c.missingInPlay().failed() {
					start := len(buf)
					buf = g.withTrigger(buf, Action{Kind: ActPlayBasic, Player: p, Hand: i, Own: -1, Target: -1}, c, UseBenchedFromHand, pl.nbench+1, nil)
					if c.lowersBench() {
						buf = g.benchDiscardVariants(buf, start) // the opponent's choice of what to discard
					}
				}
			case c.Stage == Legend:
				if benchRoom && c.LegendHalf == 1 && !c.missingInPlay().failed() {
					for j, r2 := range pl.hand {
						c2 := g.cards[r2]
						if c2.Stage == Legend && c2.LegendHalf == 2 && c2.Name == c.Name {
							start := len(buf)
							buf = g.withTrigger(buf, Action{Kind: ActPlayLegend, Player: p, Hand: i, Hand2: j, Own: -1, Target: -1}, c, UseBenchedFromHand, pl.nbench+1, nil)
							if c.lowersBench() {
								buf = g.benchDiscardVariants(buf, start)
							}
							break
						}
					}
				}
			case c.Stage.IsEvolution():
				if !evolveOK && g.turn != 2 {
					break // on turn 2 a power may let a Pokémon evolve (evolvesEarly)
				}
				from := g.rules.pokemonName(c.EvolvesFrom)
				for s := 0; s <= pl.nbench; s++ {
					if s == 0 && !pl.hasActive {
						continue
					}
					pk := &pl.slots[s]
					if (pk.enteredTurn < g.turn || g.evolvesEarlyWhenNew(p, pk)) && pk.name == from {
						buf = g.withTrigger(buf, Action{Kind: ActEvolve, Player: p, Hand: i, Slot: s, Own: -1, Target: -1}, c, UseEvolvedFromHand, s, nil)
					}
				}
			case c.Stage == LevelUp:
				for s := 0; s <= pl.nbench; s++ {
					if g.present(p, s) {
						a := Action{Kind: ActEvolve, Player: p, Hand: i, Slot: s, Own: -1, Target: -1}
						if !g.validate(&a).failed() {
							buf = append(buf, a)
						}
					}
				}
			}
		case EnergyCard:
			if g.energyAttached && !g.attachFree(p) || c.missingAttached().failed() {
				break
			}
			for s := 0; s <= pl.nbench; s++ {
				if s == 0 && !pl.hasActive {
					continue
				}
				top := g.top(&pl.slots[s])
				if triggerPower(top, UseAttachedFromHand) == nil {
					// Nothing works when it is attached, so the checks above are all
					// validate would make (TestListedActions holds the two together).
					buf = appendMain(buf, ActAttachEnergy, p, i, s)
					continue
				}
				buf = g.withTrigger(buf, Action{Kind: ActAttachEnergy, Player: p, Hand: i, Slot: s, Own: -1, Target: -1}, top, UseAttachedFromHand, s, c)
			}
		case TrainerCard:
			if g.trainerReady(p, i, c).failed() || g.trainerLocked(p, c).failed() {
				break
			}
			g.listing.ready = readyAction{kind: ActPlayTrainer, hand: i}
			if c.Trainer == Tool || c.Trainer == TechnicalMachine {
				for s := 0; s <= pl.nbench; s++ {
					if g.present(p, s) && (c.Trainer == TechnicalMachine || pl.slots[s].tool == noCard) {
						buf = g.withPicks(buf, &Action{Kind: ActPlayTrainer, Player: p, Hand: i, Slot: s}, c.ChooseOwn, c.ChooseOpp, c.Play)
					}
				}
				break
			}
			start := len(buf)
			buf = g.withPicks(buf, &Action{Kind: ActPlayTrainer, Player: p, Hand: i}, c.ChooseOwn, c.ChooseOpp, c.Play)
			buf = g.withPicksOp(buf, start, removePicksOpIn(c.Play))
			buf = g.togetherActions(buf, i, c)
		}
		g.listing.ready = readyAction{}
	}
	if pl.hasActive && !g.canRetreatNow(p).failed() && g.retreatPayable(g.active(p), nil) {
		for s := 1; s <= pl.nbench; s++ {
			buf = appendMain(buf, ActRetreat, p, 0, s)
		}
	}
	for s := 0; s <= pl.nbench; s++ {
		if s == 0 && !pl.hasActive {
			continue
		}
		pk := &pl.slots[s]
		for k, n := 0, g.powerCount(pk); k < n && hasPowerUse(pk, UseActivated); k++ {
			pw, _ := g.powerAt(pk, k)
			if pw.Use != UseActivated || g.powerReady(p, s, k, pw).failed() {
				continue
			}
			g.listing.ready = readyAction{kind: ActUsePower, slot: s, index: k}
			if borrowsSupporter(pw) {
				buf = g.listBorrow(buf, p, s, k) // Portrait (fx_lastd.go)
			} else {
				buf = g.withPicks(buf, &Action{Kind: ActUsePower, Player: p, Slot: s, Index: k}, pw.ChooseOwn, pw.ChooseOpp, pw.Ops)
			}
			g.listing.ready = readyAction{}
		}
	}
	if pl.hasActive && (!g.canAttackNow(p).failed() || g.firstTurnAttackPossible(p)) {
		pk := g.active(p)
		for k, n := 0, g.attackCount(pk); k < n; k++ {
			atk, f := g.attackReady(p, k)
			if f.failed() {
				continue
			}
			g.listing.ready, g.listing.attack = readyAction{kind: ActAttack, index: k}, atk
			buf = g.listAttack(buf, p, k, atk)
			g.listing.ready, g.listing.attack = readyAction{}, nil
		}
	}
	for s := 0; s <= pl.nbench; s++ {
		if g.present(p, s) && g.top(&pl.slots[s]).Printed&PrintedDiscardFromPlay != 0 {
			buf = appendMain(buf, ActDiscardFromPlay, p, 0, s)
		}
	}
	if g.stadium != noCard {
		buf = appendMain(buf, ActUseStadium, p, 0, 0)
		if g.validateUseStadium(&buf[len(buf)-1]).failed() {
			buf = buf[:len(buf)-1]
		}
	}
	return appendMain(buf, ActEndTurn, p, 0, 0)
}

// appendMain appends a main-phase action that chooses no Pokémon (Own and Target -1), with
// its hand position and slot. It is built in place: a literal appended is built aside and
// copied, which would cost that for every action listed.
func appendMain(buf []Action, k ActionKind, p, hand, slot int) []Action {
	n := len(buf)
	if n == cap(buf) {
		buf = append(buf, Action{})
	} else {
		buf = buf[:n+1]
		buf[n] = Action{}
	}
	a := &buf[n]
	a.Kind, a.Player, a.Hand, a.Slot, a.Own, a.Target = k, p, hand, slot, -1, -1
	return buf
}

// listAttack appends the actions that use attack k of player p's Active Pokémon, which
// attackReady has found usable.
func (g *Game) listAttack(buf []Action, p, k int, atk *Attack) []Action {
	if atk.Optional {
		// Declined, then taken with each choice it asks for.
		if b := (Action{Kind: ActAttack, Player: p, Index: k, Own: -1, Target: -1}); !g.validate(&b).failed() {
			buf = append(buf, b)
		}
		return g.withPicks(buf, &Action{Kind: ActAttack, Player: p, Index: k, Opt: true}, atk.ChooseOwn, atk.ChooseOpp, atk.Requires, atk.Before, atk.After)
	}
	if atk.PicksType() {
		return g.listPickedTypes(buf, p, k, atk)
	}
	if atk.PicksAttack() {
		// One action per attack of the Defending Pokémon it may name.
		if g.p[opp(p)].hasActive {
			h := hintsOf(ActAttack, atk.Requires, atk.Before, atk.After)
			for i, n := 0, g.attackCount(g.active(opp(p))); i < n; i++ {
				buf = g.withChoices(buf, &Action{Kind: ActAttack, Player: p, Index: k, Pick: i}, atk.ChooseOwn, atk.ChooseOpp, &h)
			}
		}
		return buf
	}
	start := len(buf)
	buf = g.withPicks(buf, &Action{Kind: ActAttack, Player: p, Index: k}, atk.ChooseOwn, atk.ChooseOpp, atk.Requires, atk.Before, atk.After)
	return g.withPicksOp(buf, start, removePicksOp(atk))
}
