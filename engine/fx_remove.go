package engine

import (
	"fmt"
	"slices"
)

// Effects that take cards out of play: a Pokémon with everything attached to it back to its
// owner's hand or shuffled into the deck, Pokémon Tools and Special Energy cards discarded (or
// put in the Lost Zone), a Tool back to the hand, and Energy cards returned to the hand or the
// deck. README.md ("Cards out of play") documents each op.

// runRemoveOp runs one of the ops above, r times where its gate repeats it.
func (g *Game) runRemoveOp(op *Op, c *opCtx, r int) {
	switch op.Kind {
	case OpReturnPokemon:
		c.done = 0
		ts, n := g.targets(c, op.Who)
		// Taking a Benched Pokémon out closes the gap on the Bench, so the later targets of
		// the same player move down by one: take them from the highest position first.
		for i := n - 1; i >= 0; i-- {
			g.returnPokemon(c, ts[i].p, ts[i].s, op.Dest)
		}
	case OpDiscardTool, OpToolToHand:
		c.done = 0
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			g.removeTool(c, t.p, t.s, op.Kind == OpToolToHand)
		}
	case OpDiscardSpecialEnergy:
		c.done = 0
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			k := repeated(op.N, r)
			g.takeEnergy(c, t.p, t.s, k, Colorless, true, energyOut{lost: op.ToLostZone})
		}
	case OpReturnEnergy:
		c.done = 0
		ts, n := g.targets(c, op.Who)
		for _, t := range ts[:n] {
			k := repeated(op.N, r)
			g.takeEnergy(c, t.p, t.s, k, op.Type, false, energyOut{toHand: op.Dest != ToDeck, toDeck: op.Dest == ToDeck})
		}
	case OpDiscardOppEnergy:
		c.done = 0
		g.discardOppEnergy(c, op, r)
	case OpKeepBench:
		c.done = 0
		g.keepBench(c, op)
	case OpReturnPokemonOnly:
		c.done = 0
		ts, n := g.targets(c, op.Who)
		for i := n - 1; i >= 0; i-- {
			g.returnPokemonOnly(c, ts[i].p, ts[i].s)
		}
	case OpKOLostZone:
		if c.attack != nil {
			g.koToLost = true
		}
	case OpLostOwnEnergy:
		c.done = 0
		for _, s := range c.picks {
			if g.present(c.player, s) {
				g.takeEnergy(c, c.player, s, 1, Colorless, false, energyOut{lost: true})
			}
		}
	}
}

// returnPokemon takes player p's Pokémon at slot s out of play with every card attached to it
// (its Evolution cards, Energy, Tool and Technical Machines) and puts them all in p's hand or,
// with dest ToDeck, shuffles them into p's deck. It is not a Knock Out: nobody takes a Prize
// card. An Active Pokémon taken out must be replaced from the Bench as after a Knock Out; with
// no Benched Pokémon to replace it, p's opponent wins (winning#3 in every era treats a Pokémon
// that left play like a Knocked Out one here).
func (g *Game) returnPokemon(c *opCtx, p, s int, dest Dest) {
	if !g.present(p, s) {
		return
	}
	name := g.top(g.slot(p, s)).Name
	cards := g.takeOutOfPlay(p, s)
	pl := &g.p[p]
	where := "hand"
	if dest == ToDeck {
		where = "deck"
		pl.deck = append(pl.deck, cards...)
	} else {
		pl.hand = append(pl.hand, cards...)
	}
	c.done++
	g.shiftChoices(c, p, s)
	if g.trace {
		g.emit(Event{Kind: EvNote, Player: p, Zone: zoneOf(s), Slot: s, Card: name, Amount: len(cards),
			Anchor:  g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s puts %s and every card attached to it (%d in all) into %s's %s; it is not Knocked Out", c.source, name, len(cards), g.name(p), where)})
	}
	if dest == ToDeck {
		g.shuffleDeck(p, c.ref)
	}
	if s == 0 {
		g.activeRemoved(p)
	}
}

// takeOutOfPlay removes player p's Pokémon at slot s and every card attached to it from play,
// closes the gap on the Bench, and returns the cards (Pokémon cards bottom first, then Energy,
// Technical Machines and the Tool). The caller puts them somewhere at once.
func (g *Game) takeOutOfPlay(p, s int) []CardRef {
	pk := &g.p[p].slots[s]
	return g.vacate(p, s, make([]CardRef, 0, len(pk.stack)+len(pk.energy)+len(pk.tms)+1))
}

// shiftChoices keeps the running effect's positions right after player p's Benched Pokémon at
// slot s left play: later Benched Pokémon moved down one place, and a choice of the Pokémon
// that left names nothing any more.
func (g *Game) shiftChoices(c *opCtx, p, s int) {
	if s == 0 {
		return
	}
	fix := func(v *int, gone int) {
		switch {
		case *v == s:
			*v = gone
		case *v > s:
			*v--
		}
	}
	if p == c.player {
		fix(&c.own, -1)
		if c.self > 0 {
			// A power's own Pokémon that left play is no target any more: no slot holds it.
			fix(&c.self, slotGone)
		}
	} else {
		fix(&c.opp, -1)
	}
}

// slotGone is the position of a Pokémon that left play during its own effect: present never
// reports a Pokémon there.
const slotGone = 6

// activeRemoved starts the replacement of player p's Active Pokémon after it left play without
// being Knocked Out, through the same steps as after a Knock Out (no Prize card is owed).
func (g *Game) activeRemoved(p int) {
	g.ko.needPromote[p] = true
	if g.ko.active {
		return
	}
	g.ko.active = true
	g.ko.phase = koPrizes
	g.ko.idx = 0
	g.setKOOrder()
	if g.trace {
		g.note(refWinNoPokemon, p, g.name(p), " must put a Benched Pokémon in place of the Active Pokémon that left play; with none, ", g.name(p), " loses")
	}
}

// removeTool takes the Pokémon Tool off player p's Pokémon at slot s, to its owner's discard
// pile or, with toHand, hand. It reports through c.done whether there was one.
func (g *Game) removeTool(c *opCtx, p, s int, toHand bool) {
	pk := g.slot(p, s)
	if pk.tool == noCard {
		return
	}
	t := pk.tool
	pk.tool = noCard
	c.done++
	if toHand {
		g.p[p].hand = append(g.p[p].hand, t)
		if g.trace {
			g.emit(Event{Kind: EvNote, Player: p, Zone: zoneOf(s), Slot: s, Card: g.cards[t].Name, Anchor: g.rules.anchor(c.ref),
				Message: fmt.Sprintf("%s puts %s attached to %s into %s's hand", c.source, g.cards[t].Name, g.top(pk).Name, g.name(p))})
		}
		return
	}
	g.toDiscard(p, t, c.ref)
}

// energyOut says where takeEnergy puts the Energy cards it takes off: the discard pile (none
// set), the Lost Zone, the hand, or shuffled into the deck.
type energyOut struct{ lost, toHand, toDeck bool }

// takeEnergy takes up to k Energy cards (k < 0: all) off player p's Pokémon at slot s: those
// providing t (any when Colorless), or with special only Special Energy cards, the ones the
// action names first (Action.EnergyTakes), then the oldest attachment first. Each goes where
// out says, to the Pokémon's owner.
func (g *Game) takeEnergy(c *opCtx, p, s, k int, t Type, special bool, out energyOut) {
	pk := g.slot(p, s)
	pl := &g.p[p]
	var taken []CardRef
	for _, e := range g.takeOrder(c, pk, k) {
		if k >= 0 && len(taken) >= k {
			break
		}
		ec := g.cards[e]
		if special && ec.BasicEnergy || t != Colorless && !energyProvides(ec, t) {
			continue
		}
		g.tookEnergy(c, p, s, k, e)
		i := slices.Index(pk.energy, e)
		copy(pk.energy[i:], pk.energy[i+1:])
		pk.energy = pk.energy[:len(pk.energy)-1]
		taken = append(taken, e)
		c.done++
	}
	if len(taken) == 0 {
		return
	}
	switch {
	case out.lost:
		pl.lost = append(pl.lost, taken...)
		if g.trace {
			for _, e := range taken {
				g.emit(Event{Kind: EvLostZone, Player: p, Zone: zoneOf(s), Slot: s, Card: g.cards[e].Name,
					Anchor: g.rules.anchor(refLostZone), Message: g.cards[e].Name + " goes to the Lost Zone (" + c.source + ")"})
			}
		}
	case out.toHand, out.toDeck:
		where := "hand"
		if out.toDeck {
			where = "deck"
			pl.deck = append(pl.deck, taken...)
		} else {
			pl.hand = append(pl.hand, taken...)
		}
		if g.trace {
			for _, e := range taken {
				g.emit(Event{Kind: EvNote, Player: p, Zone: zoneOf(s), Slot: s, Card: g.cards[e].Name, Anchor: g.rules.anchor(c.ref),
					Message: fmt.Sprintf("%s puts %s attached to %s into %s's %s", c.source, g.cards[e].Name, g.top(pk).Name, g.name(p), where)})
			}
		}
		if out.toDeck {
			g.shuffleDeck(p, c.ref)
		}
	default:
		g.discardMany(p, taken, c.ref)
	}
}

// removePicksOp returns the attack's op that reads Action.Picks (at most one does), or nil.
func removePicksOp(atk *Attack) *Op { return removePicksOpIn(atk.Requires, atk.Before, atk.After) }

// removePicksOpIn returns the first op of the lists that reads Action.Picks, or nil.
func removePicksOpIn(lists ...[]Op) *Op {
	for _, ops := range lists {
		for i := range ops {
			switch ops[i].Kind {
			case OpDiscardOppEnergy, OpLostOwnEnergy, OpKeepBench:
				return &ops[i]
			}
		}
	}
	return nil
}

// validateTrainerRemove checks what the cards of this file add to playing a Trainer card: its
// own condition on the Active Pokémon's type, and its picks.
func (g *Game) validateTrainerRemove(p int, c *Card, a *Action) fault {
	if !g.activeTypeFits(p, c) {
		return fault{ErrConditionNotMet, refTrainer}
	}
	if op := removePicksOpIn(c.Play); op != nil {
		return g.validatePicksOp(p, op, a.Picks)
	}
	return ok
}

// activeTypeFits reports whether player p's Active Pokémon is of a type the Trainer card c
// asks for (PlayIfActive), or c asks for none.
func (g *Game) activeTypeFits(p int, c *Card) bool {
	if len(c.PlayIfActive) == 0 {
		return true
	}
	if !g.present(p, 0) {
		return false
	}
	m := g.typeMaskOf(g.active(p))
	for _, t := range c.PlayIfActive {
		if m&(1<<t) != 0 {
			return true
		}
	}
	return false
}

// keepSide is the player whose Bench a keep-bench op sorts out.
func keepSide(p int, op *Op) int {
	if op.Who == WhoEachOppBenched || op.Who == WhoDefending || op.Who == WhoChosenOpp {
		return opp(p)
	}
	return p
}

// keepBench lets the player whose Bench the op names keep N of their Benched Pokémon (those in
// Action.Picks, or with no picks the first N) and shuffles every other one, with the cards
// attached to it, into that player's deck.
func (g *Game) keepBench(c *opCtx, op *Op) {
	side := keepSide(c.player, op)
	pl := &g.p[side]
	var keep [6]bool
	if len(c.picks) > 0 {
		for _, s := range c.picks {
			if s >= 1 && s <= pl.nbench {
				keep[s] = true
			}
		}
	} else {
		for s := 1; s <= min(max(op.N, 0), pl.nbench); s++ {
			keep[s] = true
		}
	}
	moved := 0
	for s := pl.nbench; s >= 1; s-- {
		if keep[s] {
			continue
		}
		name := g.top(g.slot(side, s)).Name
		cards := g.takeOutOfPlay(side, s)
		pl.deck = append(pl.deck, cards...)
		moved++
		c.done++
		if g.trace {
			g.emit(Event{Kind: EvNote, Player: side, Zone: ZoneBench, Slot: s, Card: name, Amount: len(cards), Anchor: g.rules.anchor(c.ref),
				Message: fmt.Sprintf("%s shuffles %s and every card attached to it (%d in all) into %s's deck; it is not Knocked Out", c.source, name, len(cards), g.name(side))})
		}
	}
	if moved > 0 {
		g.shuffleDeck(side, c.ref)
	}
}

// wantPicks is how many picks an op reads: N, or fewer when fewer cards can be picked.
func (g *Game) wantPicks(p int, op *Op) int {
	n := max(op.N, 1)
	have := 0
	switch op.Kind {
	case OpDiscardOppEnergy:
		o := opp(p)
		for s := 0; s <= g.p[o].nbench; s++ {
			if g.present(o, s) && !g.preventsAllFrom(o, s, p, 0) {
				have += len(g.slot(o, s).energy)
			}
		}
	case OpLostOwnEnergy:
		// Any number up to N (N < 0: no limit): this is the most.
		for s := 0; s <= g.p[p].nbench; s++ {
			if g.present(p, s) {
				have += len(g.slot(p, s).energy)
			}
		}
		if op.N < 0 {
			return have
		}
	case OpKeepBench:
		have = g.p[keepSide(p, op)].nbench
	}
	return min(n, have)
}

// validateRemovePicks checks Action.Picks against the attack's op that reads them. No picks leaves
// the choice to the engine's default (the op's README row says which); picks given must be a
// complete, legal choice. An attack with no such op ignores Picks, as it always has.
func (g *Game) validateRemovePicks(p int, atk *Attack, picks []int) fault {
	return g.validatePicksOp(p, removePicksOp(atk), picks)
}

func (g *Game) validatePicksOp(p int, op *Op, picks []int) fault {
	if op == nil || len(picks) == 0 {
		return ok
	}
	if want := g.wantPicks(p, op); len(picks) != want && !(op.Kind == OpLostOwnEnergy && len(picks) < want) {
		return fault{ErrBadChoice, refAttackChoices}
	}
	switch op.Kind {
	case OpKeepBench:
		nb := g.p[keepSide(p, op)].nbench
		for i, s := range picks {
			if s < 1 || s > nb || slices.Contains(picks[:i], s) {
				return fault{ErrBadChoice, refTrainer}
			}
		}
	case OpDiscardOppEnergy, OpLostOwnEnergy:
		o := opp(p)
		if op.Kind == OpLostOwnEnergy {
			o = p
		}
		var used [6]int
		for _, s := range picks {
			if !g.present(o, s) || o != p && g.preventsAllFrom(o, s, p, 0) {
				return fault{ErrBadChoice, refAttackChoices}
			}
			used[s]++
			if used[s] > len(g.slot(o, s).energy) {
				return fault{ErrBadChoice, refAttackChoices}
			}
		}
	}
	return ok
}

// withPicksOp lists, for the actions in buf[start:], the ways to make the picks of op (the
// card's one op that reads Action.Picks; nil: none): every split of the Energy cards to
// discard among the opponent's Pokémon, none
// then more and more Energy cards for lost-own-energy, and every set of Benched Pokémon to
// keep (at most maxPickLists in all). With nothing to pick the actions stay as they are.
func (g *Game) withPicksOp(buf []Action, start int, op *Op) []Action {
	if op == nil || start >= len(buf) {
		return buf
	}
	p := buf[start].Player
	lists := g.pickLists(p, op)
	if len(lists) == 0 {
		return buf
	}
	base := append([]Action(nil), buf[start:]...)
	buf = buf[:start]
	for _, a := range base {
		for _, l := range lists {
			b := a
			b.Picks = l
			if !g.validate(&b).failed() {
				buf = append(buf, b)
			}
		}
	}
	return buf
}

// maxPickLists bounds the picks LegalActions lists for one action; Apply accepts any legal one.
const maxPickLists = 32

func (g *Game) pickLists(p int, op *Op) [][]int {
	want := g.wantPicks(p, op)
	if want == 0 {
		return nil
	}
	var out [][]int
	switch op.Kind {
	case OpDiscardOppEnergy:
		o := opp(p)
		var room [6]int
		for s := 0; s <= g.p[o].nbench; s++ {
			if g.present(o, s) && !g.preventsAllFrom(o, s, p, 0) {
				room[s] = len(g.slot(o, s).energy)
			}
		}
		// Every multiset of want positions, in non-decreasing order.
		var cur []int
		var walk func(from int)
		walk = func(from int) {
			if len(out) >= maxPickLists {
				return
			}
			if len(cur) == want {
				out = append(out, append([]int(nil), cur...))
				return
			}
			for s := from; s < 6; s++ {
				if room[s] == 0 {
					continue
				}
				room[s]--
				cur = append(cur, s)
				walk(s)
				cur = cur[:len(cur)-1]
				room[s]++
			}
		}
		walk(0)
	case OpLostOwnEnergy:
		// None, then the first k Energy cards, the Active Pokémon's first, then the Bench's.
		out = append(out, nil)
		var all []int
		for s := 0; s <= g.p[p].nbench; s++ {
			if g.present(p, s) {
				for range g.slot(p, s).energy {
					all = append(all, s)
				}
			}
		}
		for k := 1; k <= want && len(out) < maxPickLists; k++ {
			out = append(out, append([]int(nil), all[:k]...))
		}
	case OpKeepBench:
		// Every set of want Benched Pokémon, in increasing order.
		nb := g.p[keepSide(p, op)].nbench
		var cur []int
		var walk func(from int)
		walk = func(from int) {
			if len(cur) == want {
				out = append(out, append([]int(nil), cur...))
				return
			}
			for s := from; s <= nb && len(out) < maxPickLists; s++ {
				cur = append(cur, s)
				walk(s + 1)
				cur = cur[:len(cur)-1]
			}
		}
		walk(1)
	}
	return out
}

// discardOppEnergy discards up to N×r Energy cards attached to the opponent's Pokémon, one
// from each position Action.Picks names (the oldest attachment there), or with no picks from
// the Active Pokémon first, then the Bench in order. A Pokémon that the effects of attacks do
// not reach keeps its Energy.
func (g *Game) discardOppEnergy(c *opCtx, op *Op, r int) {
	o := opp(c.player)
	want := max(op.N, 1) * r
	if len(c.picks) > 0 {
		for _, s := range c.picks {
			if want > 0 && g.present(o, s) && !(c.attack != nil && g.preventsAllFrom(o, s, c.player, c.self)) {
				before := c.done
				g.takeEnergy(c, o, s, 1, Colorless, false, energyOut{})
				want -= c.done - before
			}
		}
		return
	}
	for s := 0; s <= g.p[o].nbench && want > 0; s++ {
		if g.present(o, s) && !(c.attack != nil && g.preventsAllFrom(o, s, c.player, c.self)) {
			before := c.done
			g.takeEnergy(c, o, s, want, Colorless, false, energyOut{})
			want -= c.done - before
		}
	}
}

// markHit records that the attack in progress did damage to player tp's Pokémon at slot ts.
func (g *Game) markHit(c *opCtx, tp, ts, dmg int) {
	if c.attack != nil && dmg > 0 && ts >= 0 && ts < 8 {
		g.hitByAttack[tp] |= 1 << ts
	}
}

// leaveOnKO handles the Knock Out of player p's Pokémon at slot s when the attack just made
// (x is the check right after an attack) did damage to it and an effect sends its cards
// somewhere other than the discard pile: the attack's ko-lost-zone (the opponent's Pokémon and
// every card attached to it to the Lost Zone; the attack's own effect comes first), or a
// Rescue Energy card attached to it (the Pokémon's own cards to p's hand, the cards attached
// to it to the discard pile). It reports whether it did; the Knock Out is otherwise handled as
// usual (Prize cards, the replacement of an Active Pokémon).
func (g *Game) leaveOnKO(p, s int, x ref) bool {
	if g.lostByBody(p, s, x) {
		return true
	}
	if x != refAttackEffects || g.hitByAttack[p]&(1<<s) == 0 {
		return false
	}
	if g.koToLost && p != g.cur {
		name := g.top(g.slot(p, s)).Name
		cards := g.takeOutOfPlay(p, s)
		g.p[p].lost = append(g.p[p].lost, cards...)
		if g.trace {
			g.emit(Event{Kind: EvNote, Player: p, Zone: zoneOf(s), Slot: s, Card: name, Amount: len(cards), Anchor: g.rules.anchor(refLostZone),
				Message: fmt.Sprintf("%s was Knocked Out by damage from the attack: it and every card attached to it (%d in all) go to the Lost Zone instead of the discard pile", name, len(cards))})
		}
		return true
	}
	return g.rescue(p, s)
}

// rescue is the Rescue Energy part of leaveOnKO.
func (g *Game) rescue(p, s int) bool {
	pk := g.slot(p, s)
	from := ""
	for _, e := range pk.energy {
		if g.cards[e].Rescue {
			from = g.cards[e].Name
			break
		}
	}
	if from == "" {
		return false
	}
	name := g.top(pk).Name
	own := len(pk.stack)
	cards := g.takeOutOfPlay(p, s)
	pl := &g.p[p]
	pl.hand = append(pl.hand, cards[:own]...)
	// Every card is in its place before any event is traced.
	g.discardMany(p, cards[own:], refKO)
	if g.trace {
		g.emit(Event{Kind: EvNote, Player: p, Zone: zoneOf(s), Slot: s, Card: name, Amount: own, Anchor: g.rules.anchor(refKO),
			Message: fmt.Sprintf("%s was Knocked Out by damage from an attack: because of %s, %s goes to %s's hand instead of the discard pile; the cards attached to it are discarded",
				name, from, name, g.name(p))})
	}
	return true
}

// returnPokemonOnly discards every card attached to player p's Pokémon at slot s and puts the
// Pokémon's own cards (its Evolution cards and the card below them) into p's hand. Like
// returnPokemon it is not a Knock Out, and an Active Pokémon must be replaced from the Bench.
func (g *Game) returnPokemonOnly(c *opCtx, p, s int) {
	if !g.present(p, s) {
		return
	}
	pk := g.slot(p, s)
	name := g.top(pk).Name
	own := len(pk.stack)
	cards := g.takeOutOfPlay(p, s)
	g.p[p].hand = append(g.p[p].hand, cards[:own]...)
	g.discardMany(p, cards[own:], c.ref)
	c.done++
	g.shiftChoices(c, p, s)
	if g.trace {
		g.emit(Event{Kind: EvNote, Player: p, Zone: zoneOf(s), Slot: s, Card: name, Amount: own, Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s discards every card attached to %s and puts %s into %s's hand; it is not Knocked Out", c.source, name, name, g.name(p))})
	}
	if s == 0 {
		g.activeRemoved(p)
	}
}
