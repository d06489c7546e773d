package engine

import (
	"fmt"
	"slices"
)

// Primitives added for the last hgss cards (README.md, "The last hgss cards").

// justAttachedIs reports whether the Energy card just attached from the hand to pk provides
// type t on it. An Energy card of every type (Rainbow Energy) is each type there, so a power
// that asks for a Grass Energy card and one that asks for a Psychic Energy card both see it
// (ruling energy-signal-rainbow-energy). Before the card is on pk (the no-effect check of
// the attach action) it is read as it would provide there.
func (g *Game) justAttachedIs(pk *pokemon, card *Card, t Type) bool {
	if card == nil || card.Category != EnergyCard {
		return false
	}
	var buf [maxUnitsPerCard]uint16
	for i := len(pk.energy) - 1; i >= 0; i-- {
		if e := pk.energy[i]; g.cards[e] == card {
			for _, m := range g.attachedUnits(pk, e, buf[:0]) {
				if m&(1<<t) != 0 {
					return true
				}
			}
			return false
		}
	}
	if a := card.Attached; a != nil && (!a.Stage2Only || g.top(pk).Stage == Stage2) {
		for _, o := range a.OneOf {
			if o == t || o == AnyType {
				return true
			}
		}
		return false
	}
	return energyProvides(card, t)
}

// attachedTypeSkips reports, for the no-effect check of a power that works when an Energy
// card is attached from the hand, an op whose attached-type check fails for that card: it
// will not run, so it does nothing ("if you attached a Grass Energy card, …").
func (g *Game) attachedTypeSkips(op *Op, x *effectNow) bool {
	if op.If.Kind != CheckAttachedType || x.self < 0 || !g.present(x.p, x.self) {
		return false
	}
	return g.justAttachedIs(g.slot(x.p, x.self), x.attached, op.If.Type) == op.If.Not
}

// noteAttachedType traces, when an attached-type check holds for an Energy card that does not
// print that type (Rainbow Energy), that the card counts as that type where it is attached.
func (g *Game) noteAttachedType(op *Op, c *opCtx) {
	card := c.evolve.attached
	if !g.trace || op.If.Kind != CheckAttachedType || op.If.Not || card == nil || printedProvides(card, op.If.Type) {
		return
	}
	g.note(refAttachedEveryType, c.player, c.source, ": ", card.Name, " is every type while attached, so it counts as a ",
		op.If.Type.String(), " Energy card")
}

// runLastAOp runs the ops of this file.
func (g *Game) runLastAOp(op *Op, c *opCtx) {
	switch op.Kind {
	case OpTypeThisTurn:
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			g.typeThisTurn(c, t.p, t.s, op.Type)
		}
	case OpBenchFromDeck:
		c.done = 0
		g.benchFromDeck(c, whoseDeck(op, c.player), op.N)
	}
}

// benchFromDeck puts Basic Pokémon from player p's deck onto p's Bench, up to want (want < 0:
// as many as the Bench holds), then shuffles p's deck. The player whose deck it is does the
// searching and takes as many as they like: the cards they chose (Action.Finds for the
// player using the effect, Action.OppFinds for the opponent, fx_find.go), in the order
// chosen, or with no choice every one that fits, the top card first. c.done counts them.
func (g *Game) benchFromDeck(c *opCtx, p, want int) {
	pl := &g.p[p]
	f := &c.finds
	if p != c.player {
		f = &c.oppFinds
	}
	bench := func(i int) {
		x := pl.deck[i]
		card := g.cards[x]
		pl.deck = slices.Delete(pl.deck, i, i+1)
		pl.nbench++
		g.putInPlay(p, pl.nbench, x, g.turn)
		c.done++
		want--
		if g.trace {
			g.emit(Event{Kind: EvSearch, Player: p, Zone: ZoneBench, Slot: pl.nbench, Card: card.Name, Amount: 1,
				Anchor: g.rules.anchor(c.ref), Message: fmt.Sprintf("%s finds %s in their deck and puts it onto their Bench (%s)", g.name(p), card.Name, c.source)})
		}
	}
	if f.chosen {
		for k := 0; k < len(f.cards) && want != 0 && !g.benchFull(p); {
			i := slices.Index(pl.deck, f.cards[k])
			if i < 0 || !g.cards[f.cards[k]].IsBasicPokemon() {
				k++
				continue
			}
			f.cards = slices.Delete(f.cards, k, k+1)
			bench(i)
		}
	} else {
		for i := len(pl.deck) - 1; i >= 0 && want != 0 && !g.benchFull(p); i-- {
			if g.cards[pl.deck[i]].IsBasicPokemon() {
				bench(i)
			}
		}
	}
	g.shuffleDeck(p, c.ref)
}

// typeThisTurn makes p's Pokémon s of type t only, for the rest of this turn (Underwater
// Dive: Lanturn counts as Water and nothing else): wherever a type counts (Weakness and
// Resistance to its attacks, checks and limits by type), as a Tool's type does, and over it.
// The effect stays with the Pokémon when it moves between the Active Spot and the Bench; a
// Pokémon put into play in its place starts without it.
func (g *Game) typeThisTurn(c *opCtx, p, s int, t Type) {
	pk := g.slot(p, s)
	before := g.typesOf(pk)
	pk.typeTurn, pk.turnType = g.turn, [1]Type{t}
	if g.trace {
		g.emit(Event{Kind: EvLasting, Player: p, Zone: zoneOf(s), Slot: s, Card: g.top(pk).Name, Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s: %s is a %s Pokémon until the end of this turn (it was %s)", c.source, g.top(pk).Name, t, typeList(before))})
	}
}

// onlyType reports whether the Pokémon is of type t and no other now.
func (g *Game) onlyType(pk *pokemon, t Type) bool {
	ts := g.typesOf(pk)
	return len(ts) == 1 && ts[0] == t
}

// typeList names types for the trace ("Lightning", "Grass and Fire").
func typeList(ts []Type) string {
	s := ""
	for i, t := range ts {
		if i > 0 {
			s += " and "
		}
		s += t.String()
	}
	if s == "" {
		return "of no type"
	}
	return s
}

// eachHealed adds each Pokémon the effect's last heal op removed damage from, the player's
// own first, Active first (Blissful Nurse: only the Pokémon it healed lose their Energy; where
// nothing was healed, nothing is discarded).
func (g *Game) eachHealed(c *opCtx, add func(p, s int)) {
	for _, p := range [2]int{c.player, opp(c.player)} {
		for s := 0; s <= g.p[p].nbench; s++ {
			if c.healed[p]&(1<<s) != 0 {
				add(p, s)
			}
		}
	}
}

// reorderTopActs: looking at the top cards of a deck and putting them back does something
// only when that deck holds cards (with Either, when one of the two decks does).
func (g *Game) reorderTopActs(op *Op, p int) bool {
	if op.Either {
		return len(g.p[p].deck) > 0 || len(g.p[opp(p)].deck) > 0
	}
	return len(g.p[whoseDeck(op, p)].deck) > 0
}

// movesNeeded is how many cards a move-energy-chosen op with Exact must move in all: N (1
// when unset), or fewer when fewer can move, counting only the matching cards of Pokémon
// that have another Pokémon to go to (Energy Antics: one card whenever one can go from one
// of the opponent's Pokémon to a different one of theirs).
func (g *Game) movesNeeded(p int, op *Op) int {
	fs, fpos, fn, ts, tpos, tn := g.moveEnds(p, op)
	if fs < 0 || ts < 0 {
		return 0
	}
	can := 0
	for _, f := range fpos[:fn] {
		for _, t := range tpos[:tn] {
			if fs != ts || f != t {
				can += g.movable(fs, f, op)
				break
			}
		}
	}
	if op.N < 0 {
		return can
	}
	return min(can, max(op.N, 1))
}

// validateTriggerMoves checks the Action.Moves of a power that works when its Pokémon is put
// from the hand onto the Bench and moves Energy between its player's Pokémon as the action
// says (Celebration Wind). The check is made before the Pokémon is benched, so its slot s
// counts as one of the player's Pokémon, with no Energy yet. Moving nothing would do nothing,
// so a use of the power with no moves is refused. Moves for a power with no such op are
// refused too. Action.Picks may name the Energy cards moved, one entry for each card the
// moves move in order (energyPlan), whichever Pokémon each leaves; a card without an entry is
// the one attached longest.
func (g *Game) validateTriggerMoves(a *Action, pw *Power, u PowerUse, s int) fault {
	var op *Op
	for i := range pw.Ops {
		if pw.Ops[i].Kind == OpMoveEnergyChosen {
			op = &pw.Ops[i]
			break
		}
	}
	bad := fault{ErrBadChoice, refPower}
	if op == nil || u != UseBenchedFromHand {
		if len(a.Moves) > 0 {
			return bad
		}
		return ok
	}
	if len(a.Moves) == 0 {
		return fault{ErrNoEffect, refNoEffect}
	}
	if len(a.Moves) > MaxCounterMoves {
		return bad
	}
	if len(a.Picks) > 0 {
		// The player names the cards moved, as for an attack's moves (Energy Antics); the
		// Pokémon being benched holds no Energy, so the picks read the board as it is now.
		if err := g.energyPicksOK(a.Player, op, a.Moves, a.Picks); err != nil {
			return fault{fmt.Errorf("%w (%s)", err, pw.Name), refPower}
		}
	}
	p := a.Player
	var have [6]int
	var here [6]bool
	for q := 0; q <= g.p[p].nbench && q < 6; q++ {
		if g.present(p, q) {
			here[q], have[q] = true, g.matchingEnergy(p, q, op)
		}
	}
	if s >= 0 && s < 6 {
		here[s] = true
	}
	in := func(w Who, q int) bool {
		return q >= 0 && q < 6 && here[q] && (w == WhoEachOwn || w == WhoEachOwnBenched && q >= 1)
	}
	total := 0
	for _, m := range a.Moves {
		if m.N < 1 || m.From == m.To || !in(op.Who, m.From) || !in(op.To, m.To) || have[m.From] < m.N {
			return bad
		}
		have[m.From] -= m.N
		have[m.To] += m.N
		total += m.N
	}
	if op.N >= 0 && total > max(op.N, 1) {
		return bad
	}
	return ok
}
