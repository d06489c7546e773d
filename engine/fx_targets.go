package engine

import (
	"fmt"
	"slices"
)

// Effects that pick their Pokémon: damage to each Pokémon that passes a Match, damage to N
// Pokémon the player chooses, damage counters put or moved "in any way you like", damage
// swapped between two Pokémon, damage counters up to a remaining-HP mark, Knock Outs by
// effect, and counts of matching Pokémon. README.md ("Targets") documents each op.

// Match selects Pokémon in play for the targets ops. Zero fields match every Pokémon.
type Match struct {
	Damaged   bool     // has damage counters on it
	HasEnergy bool     // has Energy cards attached
	Power     uint8    // 0: any; otherwise 1 + PowerKind: has a power of that kind
	Types     uint16   // a Pokémon of one of these types (bit 1<<Type; 0: any type)
	NotTypes  uint16   // not a Pokémon of any of these types
	Names     []string // has one of these names (as the era's name rules read names)
	BasicOnly bool     // a Basic Pokémon
	NotTags   Tag      // carries none of these marks (Pokémon-GX, Pokémon-EX, …)
	// xy- and sm-era cards (second pass).
	Attack string // has an attack of this name (its own, or one it keeps or is given)
	// Last cards (share c).
	Stages uint16 // its top card is of one of these stages (bit 1<<Stage; 0: any stage)
}

// IsZero reports whether the match accepts every Pokémon.
func (m *Match) IsZero() bool {
	return !m.Damaged && !m.HasEnergy && m.Power == 0 && m.Types == 0 && m.NotTypes == 0 &&
		len(m.Names) == 0 && !m.BasicOnly && m.NotTags == 0 && m.Attack == "" && m.Stages == 0
}

// CounterMove is one move of damage counters a player chooses (Action.Moves): N counters from
// the Pokémon at From to the one at To. Positions are numbered like Action.Own and
// Action.Target (0 Active, 1..5 Bench), on the sides the op's Who and To name.
type CounterMove struct{ From, To, N int }

// MaxCounterMoves bounds Action.Moves, so that checking a list stays cheap.
const MaxCounterMoves = 60

// matches reports whether the Pokémon at p, s passes m.
func (g *Game) matches(p, s int, m *Match) bool {
	pk := g.slot(p, s)
	c := g.top(pk)
	switch {
	case m.Damaged && pk.damage == 0,
		m.HasEnergy && len(pk.energy) == 0,
		m.Types != 0 && g.typeMaskOf(pk)&m.Types == 0,
		g.typeMaskOf(pk)&m.NotTypes != 0,
		m.BasicOnly && (c.Stage != Basic || !c.canBeInPlay()),
		m.Stages != 0 && m.Stages&(1<<c.Stage) == 0,
		c.Tags&m.NotTags != 0:
		return false
	}
	if len(m.Names) > 0 && !slices.ContainsFunc(m.Names, func(n string) bool { return g.rules.sameName(c.Name, n) }) {
		return false
	}
	if m.Attack != "" && !g.hasAttackNamed(pk, m.Attack) {
		return false
	}
	if m.Power != 0 {
		for i, n := 0, g.powerCount(pk); i < n; i++ {
			if pw, _ := g.powerAt(pk, i); pw != nil && pw.Kind == PowerKind(m.Power-1) && !g.abilityLocked(p, s, pw) {
				return true // an Ability taken away by an effect is not one it has
			}
		}
		return false
	}
	return true
}

// members appends the Pokémon a Who names, Active before Bench, the opponent's before the
// user's for each-pokemon. A single target comes from targets (which leaves out a Pokémon
// an earlier attack protects); sets list every Pokémon, protected or not (see reaches).
func (g *Game) members(c *opCtx, w Who, out []target) []target {
	side := func(p int, benchOnly bool) {
		pl := &g.p[p]
		if !benchOnly && pl.hasActive {
			out = append(out, target{p, 0})
		}
		for s := 1; s <= pl.nbench; s++ {
			out = append(out, target{p, s})
		}
	}
	me, them := c.player, opp(c.player)
	switch w {
	case WhoEachOpp:
		side(them, false)
	case WhoEachOwn:
		side(me, false)
	case WhoEachPokemon:
		side(them, false)
		side(me, false)
	case WhoEachOppBenched:
		side(them, true)
	case WhoEachOwnBenched:
		side(me, true)
	default:
		ts, n := g.targets(c, w)
		out = append(out, ts[:n]...)
	}
	return out
}

// reaches reports whether an effect of the running attack, Trainer or power reaches the
// Pokémon: an earlier attack's LastingPreventAll keeps the opponent's attacks off it.
func (g *Game) reaches(c *opCtx, t target) bool {
	return !(c.attack != nil && t.p != c.player && g.preventsAllFrom(t.p, t.s, c.player, c.self))
}

// pickSide says whose Pokémon a set Who names for a choice (Action.Spots, Action.Moves) and
// which positions it offers now; side is -1 when w is not a set a player chooses from.
func (g *Game) pickSide(p int, w Who) (side int, pos [6]int, n int) {
	bench := false
	switch w {
	case WhoEachOpp:
		side = opp(p)
	case WhoEachOppBenched:
		side, bench = opp(p), true
	case WhoEachOwn:
		side = p
	case WhoEachOwnBenched:
		side, bench = p, true
	default:
		return -1, pos, 0
	}
	pl := &g.p[side]
	if !bench && pl.hasActive {
		pos[n] = 0
		n++
	}
	for s := 1; s <= pl.nbench; s++ {
		pos[n] = s
		n++
	}
	return side, pos, n
}

// spotCount is how many entries Action.Spots must hold for op when n Pokémon can be chosen.
func spotCount(op *Op, n int) int {
	if choosesPokemon(op.Kind) {
		return min(max(op.N, 1), n) // N different Pokémon, or every one when fewer
	}
	if n == 0 {
		return 0 // no Pokémon to put the counters on
	}
	return max(op.N, 1) // one entry per damage counter
}

// spotsOf returns the first op that reads Action.Spots and the first that reads Action.Moves.
func spotsOf(opss ...[]Op) (spots, moves *Op) {
	for _, ops := range opss {
		for i := range ops {
			spots, moves = firstSpotsMoves(&ops[i], spots, moves)
		}
	}
	return spots, moves
}

// firstSpotsMoves returns spots and moves, with op in place of whichever is still nil and
// op reads: Action.Spots (damage to chosen Pokémon, counters spread, search-attach-chosen)
// or Action.Moves (damage counters or Energy moved as chosen).
func firstSpotsMoves(op *Op, spots, moves *Op) (*Op, *Op) {
	switch op.Kind {
	case OpDamageChosen, OpCountersSpread, OpSearchAttachChosen, OpDevolveChosen:
		if spots == nil {
			spots = op
		}
	case OpMoveCountersChosen, OpMoveEnergyChosen:
		if moves == nil {
			moves = op
		}
	}
	return spots, moves
}

// validateTargetPicks checks Action.Spots and Action.Moves against what the card's ops ask for: an
// action that picks for a card that asks nothing is refused like one that picks wrongly.
func (g *Game) validateTargetPicks(a *Action, x ref, opss ...[]Op) fault {
	sp, mv := spotsOf(opss...)
	if sp == nil && len(a.Spots) > 0 || mv == nil && len(a.Moves) > 0 {
		return fault{ErrBadChoice, x}
	}
	self := g.userSlot(a)
	if sp != nil && len(a.Spots) == 0 && !g.spotsOK(a.Player, self, sp, nil) {
		// No picks where the card asks for some: when only one pick is possible (as many
		// Pokémon as it asks for, or one Pokémon for all the counters) there is nothing to
		// choose, and the engine takes it; otherwise the choice is missing.
		opts := g.spotOptions(a.Player, self, sp)
		if len(opts) != 1 {
			return fault{ErrNoTarget, x}
		}
		a.Spots = opts[0]
	}
	if sp != nil && choosesPokemon(sp.Kind) && (sp.UpTo || sp.Count != CountNone) {
		// A limit the board sets: a choice of too many names the limit (Time Hollow).
		_, _, n := g.spotSide(a.Player, sp)
		if _, hi := g.spotRange(a.Player, self, sp, n); len(a.Spots) > hi {
			return fault{g.tooManyChosen(ErrBadChoice, len(a.Spots), "Pokémon", hi, sp, a), x}
		}
	}
	if sp != nil && !sp.Match.IsZero() {
		// A Pokémon the op's Match keeps out: say which (Time Hollow on a Basic Pokémon).
		side, pos, n := g.spotSide(a.Player, sp)
		for _, s := range a.Spots {
			if side >= 0 && g.present(side, s) && !slices.Contains(pos[:n], s) {
				return fault{fmt.Errorf("%w: %s (%s) is not a Pokémon this effect may choose", ErrBadChoice,
					g.top(g.slot(side, s)).Name, slotWord(s)), x}
			}
		}
	}
	if mv != nil && mv.Kind == OpMoveEnergyChosen && len(a.Picks) > 0 {
		if err := g.energyPicksOK(a.Player, mv, a.Moves, a.Picks); err != nil {
			return fault{err, x}
		}
	}
	if sp != nil && !g.spotsOK(a.Player, self, sp, a.Spots) || mv != nil && !g.movesOK(a.Player, mv, a.Moves) {
		return fault{ErrBadChoice, x}
	}
	return ok
}

// slotWord names a position in play for messages: the Active Spot, or Bench n.
func slotWord(s int) string {
	if s == 0 {
		return "the Active Pokémon"
	}
	return fmt.Sprintf("Benched Pokémon %d", s)
}

// spotsOK checks Action.Spots for op: as many entries as it takes (spotRange), each a
// position it may choose (spotSide), and different Pokémon where it chooses Pokémon. self is
// the slot of the Pokémon whose effect it is (userSlot), for a limit the board sets.
func (g *Game) spotsOK(p, self int, op *Op, spots []int) bool {
	_, pos, n := g.spotSide(p, op)
	if lo, hi := g.spotRange(p, self, op, n); len(spots) < lo || len(spots) > hi {
		return false
	}
	for i, s := range spots {
		if !slices.Contains(pos[:n], s) {
			return false
		}
		if choosesPokemon(op.Kind) && slices.Contains(spots[:i], s) {
			return false // N different Pokémon
		}
	}
	return true
}

// moveEnds returns where a move op's moves may come from and go to: the sides and
// positions of pickSide, or for move-energy-chosen those of energySide (the player's own
// Pokémon only).
func (g *Game) moveEnds(p int, op *Op) (fs int, fpos [6]int, fn int, ts int, tpos [6]int, tn int) {
	side := g.pickSide
	if op.Kind == OpMoveEnergyChosen {
		side = g.energySide
	}
	fs, fpos, fn = side(p, op.Who)
	ts, tpos, tn = side(p, op.To)
	if op.Kind == OpMoveEnergyChosen && fs != ts {
		fs, ts = -1, -1 // Energy moves between one player's Pokémon only
	}
	return
}

// movable is how much a move op may take from the Pokémon at side, s: its damage counters,
// or for move-energy-chosen its matching Energy cards.
func (g *Game) movable(side, s int, op *Op) int {
	if op.Kind == OpMoveEnergyChosen {
		return g.matchingEnergy(side, s, op)
	}
	return g.slot(side, s).damage / 10
}

// movesOK plays the moves on a copy of what the Pokémon hold (movable): each must take what
// the Pokémon has by then, to another Pokémon, and together no more than the op allows
// (N < 0: any number; none is always allowed).
func (g *Game) movesOK(p int, op *Op, moves []CounterMove) bool {
	if len(moves) > MaxCounterMoves {
		return false
	}
	fs, fpos, fn, ts, tpos, tn := g.moveEnds(p, op)
	if fs < 0 || ts < 0 {
		return len(moves) == 0
	}
	var have [2][6]int
	for s := 0; s < 6; s++ {
		if g.present(fs, s) {
			have[fs][s] = g.movable(fs, s, op)
		}
		if g.present(ts, s) {
			have[ts][s] = g.movable(ts, s, op)
		}
	}
	total := 0
	for _, m := range moves {
		if m.N < 1 || !slices.Contains(fpos[:fn], m.From) || !slices.Contains(tpos[:tn], m.To) ||
			fs == ts && m.From == m.To || have[fs][m.From] < m.N {
			return false
		}
		have[fs][m.From] -= m.N
		have[ts][m.To] += m.N
		total += m.N
	}
	return (op.N < 0 || total <= max(op.N, 1)) && (!op.Exact || total >= g.movesNeeded(p, op))
}

// withPicks lists an action once for every pick LegalActions offers (see spotOptions and
// moveOptions), each with every Own/Target choice that validates. opss are the action's ops,
// as effectOps finds them.
func (g *Game) withPicks(buf []Action, a *Action, own, oppc Choice, opss ...[]Op) []Action {
	h := hintsOf(a.Kind, opss...)
	switch {
	case h.split:
		// Energy spread over the player's Pokémon: one action per Pokémon taking it all.
		start := len(buf)
		buf = g.withChoices(buf, a, own, oppc, &h)
		return g.splitVariants(buf, start)
	case h.spots != nil:
		for _, v := range g.spotOptions(a.Player, g.userSlot(a), h.spots) {
			b := *a
			b.Spots = v
			buf = g.withChoices(buf, &b, own, oppc, &h)
		}
	case h.moves != nil:
		for _, v := range g.moveOptions(a.Player, h.moves) {
			b := *a
			b.Moves = v
			for _, x := range g.energyPickOptions(a.Player, h.moves, v) {
				b.Picks = a.Picks
				if x != nil {
					b.Picks = x
				}
				buf = g.withChoices(buf, &b, own, oppc, &h)
			}
		}
	default:
		buf = g.withChoices(buf, a, own, oppc, &h)
	}
	return buf
}

// spotOptions lists the picks LegalActions offers: for damage to N chosen Pokémon every set of
// N of them (for an "up to" op, none and every set of as many as it may take); for damage
// counters put in any way the player likes (which explodes), all of them on one Pokémon, for
// each Pokémon, and one spread over every Pokémon in turn. Apply accepts any legal pick.
func (g *Game) spotOptions(p, self int, op *Op) [][]int {
	_, pos, n := g.spotSide(p, op)
	lo, k := g.spotRange(p, self, op, n)
	if k == 0 {
		return [][]int{nil}
	}
	var out [][]int
	if lo == 0 {
		out = append(out, nil) // none chosen
	}
	if choosesPokemon(op.Kind) {
		var rec func(from int, cur []int)
		rec = func(from int, cur []int) {
			if len(cur) == k {
				out = append(out, slices.Clone(cur))
				return
			}
			for i := from; i < n; i++ {
				rec(i+1, append(cur, pos[i]))
			}
		}
		rec(0, make([]int, 0, k))
		return out
	}
	for _, s := range pos[:n] {
		out = append(out, slices.Repeat([]int{s}, k))
	}
	if n > 1 {
		spread := make([]int, k)
		for i := range spread {
			spread[i] = pos[i%n]
		}
		out = append(out, spread)
	}
	return out
}

// moveOptions lists the moves LegalActions offers: none, and for each Pokémon with something
// to move (movable: damage counters, or matching Energy) and each other Pokémon it may go to,
// as many as the op allows in one move. Apply accepts any legal list.
func (g *Game) moveOptions(p int, op *Op) [][]CounterMove {
	out := [][]CounterMove{nil}
	fs, fpos, fn, ts, tpos, tn := g.moveEnds(p, op)
	if fs < 0 || ts < 0 {
		return out
	}
	for _, f := range fpos[:fn] {
		k := g.movable(fs, f, op)
		if op.N >= 0 {
			k = min(k, max(op.N, 1))
		}
		if k == 0 {
			continue
		}
		for _, t := range tpos[:tn] {
			if fs == ts && f == t {
				continue
			}
			out = append(out, []CounterMove{{From: f, To: t, N: k}})
		}
	}
	if op.Exact && len(out) > 1 {
		out = out[1:] // a move that must be made when it can be (movesNeeded)
	}
	return out
}

// runTargetsOp runs one of the targets ops, r times over where a gate repeats it.
func (g *Game) runTargetsOp(op *Op, c *opCtx, r int) {
	var buf [12]target
	switch op.Kind {
	case OpDamageEach:
		for _, t := range g.members(c, op.Who, buf[:0]) {
			if !g.reaches(c, t) || !g.matches(t.p, t.s, &op.Match) {
				continue
			}
			for i := 0; i < r && g.present(t.p, t.s); i++ {
				g.hit(c, t, op.Amount)
			}
		}
	case OpDamageChosen:
		side, _, _ := g.pickSide(c.player, op.Who)
		for _, s := range c.spots {
			t := target{side, s}
			if side < 0 || !g.present(side, s) || !g.reaches(c, t) {
				continue
			}
			for i := 0; i < r; i++ {
				g.hit(c, t, op.Amount)
			}
		}
	case OpCountersSpread:
		side, _, _ := g.pickSide(c.player, op.Who)
		var per [6]int
		for _, s := range c.spots {
			if s >= 0 && s < 6 {
				per[s]++
			}
		}
		for s, k := range per {
			if side >= 0 && k > 0 && g.present(side, s) && g.reaches(c, target{side, s}) {
				g.placeCounters(side, s, k*r, refPlaceCounters, c.source)
			}
		}
	case OpCountersUntil:
		for _, t := range g.members(c, op.Who, buf[:0]) {
			pk := g.slot(t.p, t.s)
			if k := (g.top(pk).HP - pk.damage - op.Amount) / 10; k > 0 && g.reaches(c, t) {
				g.placeCounters(t.p, t.s, k, refPlaceCounters, fmt.Sprintf("%s, until %d HP remain", c.source, op.Amount))
			}
		}
	case OpMoveCounters:
		to, nt := g.targets(c, op.To)
		if nt == 0 {
			return
		}
		for _, t := range g.members(c, op.Who, buf[:0]) {
			k := op.N
			if k == 0 {
				k = 1
			}
			if k > 0 {
				k *= r
			}
			if t != to[0] && g.reaches(c, t) {
				g.moveCounters(c, t, to[0], k)
			}
		}
	case OpMoveCountersChosen:
		g.movesChosen(c, op)
	case OpSwapDamage:
		a, na := g.targets(c, op.Who)
		b, nb := g.targets(c, op.To)
		if na == 0 || nb == 0 || a[0] == b[0] {
			return
		}
		pa, pb := g.slot(a[0].p, a[0].s), g.slot(b[0].p, b[0].s)
		pa.damage, pb.damage = pb.damage, pa.damage
		if g.trace {
			g.emit(Event{Kind: EvCounters, Player: b[0].p, Zone: zoneOf(b[0].s), Slot: b[0].s, Card: g.top(pb).Name,
				Before: pa.damage, After: pb.damage, Amount: (pb.damage - pa.damage) / 10, Anchor: g.rules.anchor(refPlaceCounters),
				Message: fmt.Sprintf("%s swaps the damage counters of %s (now %d damage) and %s (now %d damage); moved counters are not damage",
					c.source, g.top(pa).Name, pa.damage, g.top(pb).Name, pb.damage)})
		}
	case OpKnockOut:
		for _, t := range g.members(c, op.Who, buf[:0]) {
			if !g.reaches(c, t) || !g.matches(t.p, t.s, &op.Match) {
				continue
			}
			pk := g.slot(t.p, t.s)
			pk.knockedOut = true
			if g.trace {
				g.emit(Event{Kind: EvNote, Player: t.p, Zone: zoneOf(t.s), Slot: t.s, Card: g.top(pk).Name,
					Anchor: g.rules.anchor(refKO), Message: fmt.Sprintf("%s Knocks Out %s whatever its damage: it goes at the next Knock Out check", c.source, g.top(pk).Name)})
			}
		}
	case OpBasePerMatch:
		n := 0
		for _, t := range g.members(c, op.Who, buf[:0]) {
			if g.matches(t.p, t.s, &op.Match) {
				n++
			}
		}
		g.setBase(c, c.base+op.Amount*n, OpBasePer, op.Amount, n)
	}
}

// hit does an attack's damage to one Pokémon: to the opponent's Active Pokémon it is the
// attack's damage to the Defending Pokémon (Weakness, Resistance, the attacker's effects and
// the attack's own ignore flags), to any other Pokémon it has no Weakness or Resistance.
func (g *Game) hit(c *opCtx, t target, amount int) {
	main := c.attack != nil && t.p != c.player && t.s == 0
	g.dealDamage(c, t.p, t.s, amount, main)
}

// moveCounters moves up to k damage counters (k < 0: all) from one Pokémon to another and
// returns how many moved. Moving counters is neither damage nor healing.
func (g *Game) moveCounters(c *opCtx, from, to target, k int) int {
	src, dst := g.slot(from.p, from.s), g.slot(to.p, to.s)
	have := src.damage / 10
	if k < 0 || k > have {
		k = have
	}
	if k <= 0 {
		return 0
	}
	sb, db := src.damage, dst.damage
	src.damage -= 10 * k
	dst.damage += 10 * k
	if g.trace {
		msg := fmt.Sprintf("%s moves %s from %s to %s; moved counters are not damage, so nothing changes them",
			c.source, count(k, "damage counter"), g.top(src).Name, g.top(dst).Name)
		g.emit(Event{Kind: EvCounters, Player: from.p, Zone: zoneOf(from.s), Slot: from.s, Card: g.top(src).Name,
			Before: sb, After: src.damage, Amount: -k, Anchor: g.rules.anchor(refPlaceCounters), Message: msg})
		g.emit(Event{Kind: EvCounters, Player: to.p, Zone: zoneOf(to.s), Slot: to.s, Card: g.top(dst).Name,
			Before: db, After: dst.damage, Amount: k, Anchor: g.rules.anchor(refPlaceCounters), Message: msg})
	}
	return k
}

// movesChosen carries out Action.Moves for op, checked again against the board as it is now
// (earlier ops of the same card may have changed it): a move that no longer fits is skipped,
// one asking for more counters than are there moves those there are.
// Counters moved from the attacker's own Pokémon onto one that an earlier attack's effect
// shields from this attack's effects still leave the attacker's Pokémon, and are lost
// (solar-suggestion-protected-pokemon): taking them off is a part of the attack the shield
// does not reach.
func (g *Game) movesChosen(c *opCtx, op *Op) {
	g.eachChosenMove(c, op, func(_ int, from, to target, k int) int {
		if !g.reaches(c, from) {
			return 0
		}
		if !g.reaches(c, to) {
			if from.p != c.player {
				return 0
			}
			return g.loseCounters(c, from, to, k)
		}
		return g.moveCounters(c, from, to, k)
	})
}

// loseCounters takes up to k damage counters (k < 0: all) off the Pokémon at from, which were
// to go onto the shielded Pokémon at to, and returns how many came off.
func (g *Game) loseCounters(c *opCtx, from, to target, k int) int {
	src := g.slot(from.p, from.s)
	have := src.damage / 10
	if k < 0 || k > have {
		k = have
	}
	if k <= 0 {
		return 0
	}
	sb := src.damage
	src.damage -= 10 * k
	if g.trace {
		g.emit(Event{Kind: EvCounters, Player: from.p, Zone: zoneOf(from.s), Slot: from.s, Card: g.top(src).Name,
			Before: sb, After: src.damage, Amount: -k, Anchor: g.rules.anchor(refCountersLost),
			Message: fmt.Sprintf("%s takes %s off %s for %s, which the effect of an earlier attack shields: they cannot be put on it and are lost",
				c.source, count(k, "damage counter"), g.top(src).Name, g.top(g.slot(to.p, to.s)).Name)})
	}
	return k
}

// eachChosenMove runs move for each of Action.Moves that still fits op (moveEnds; from
// and to are different Pokémon), with k the number it asks for, cut to what the op has left
// to move (N < 0: no limit; 0 counts as 1), and i its index in Action.Moves. move returns
// how many it moved.
func (g *Game) eachChosenMove(c *opCtx, op *Op, move func(i int, from, to target, k int) int) {
	fs, fpos, fn, ts, tpos, tn := g.moveEnds(c.player, op)
	if fs < 0 || ts < 0 {
		return
	}
	left := op.N
	if left == 0 {
		left = 1
	}
	for i, m := range c.moves {
		if left == 0 {
			return
		}
		if m.N < 1 || fs == ts && m.From == m.To || !slices.Contains(fpos[:fn], m.From) || !slices.Contains(tpos[:tn], m.To) {
			continue
		}
		k := m.N
		if left > 0 {
			k = min(k, left)
		}
		moved := move(i, target{fs, m.From}, target{ts, m.To}, k)
		if left > 0 {
			left -= moved
		}
	}
}

// energyPickOptions lists the Action.Picks offered with the moves v of a move-energy-chosen
// op: where one move takes fewer of the source's matching Energy cards than it has and they
// are not all the same card, one pick per different card (which copy makes no difference);
// otherwise only no pick, the oldest card first (every choice moves the same cards).
func (g *Game) energyPickOptions(p int, op *Op, v []CounterMove) [][]int {
	none := [][]int{nil}
	if op.Kind != OpMoveEnergyChosen || len(v) != 1 || v[0].N != 1 {
		return none
	}
	fs, _, _, _, _, _ := g.moveEnds(p, op)
	if fs < 0 || !g.present(fs, v[0].From) {
		return none
	}
	src := g.slot(fs, v[0].From)
	var out [][]int
	var seen []*Card
	for i, e := range src.energy {
		if c := g.cards[e]; g.attachedMatches(&op.Filter, src, e) && !slices.Contains(seen, c) {
			seen = append(seen, c)
			out = append(out, one(i))
		}
	}
	if len(out) < 2 {
		return none
	}
	return out
}

// heldEnergy is one Energy card in energyPlan's list of a Pokémon's Energy cards: the
// Pokémon it was attached to before the action (whose effects decide what it provides), and
// whether an earlier move of the action took it away.
type heldEnergy struct {
	x      CardRef
	holder *pokemon
	gone   bool
}

// energyPlan walks the Energy cards a move-energy-chosen op's moves move, card by card in
// the order of the moves (a move of N cards is N cards in a row), over a list of each
// Pokémon's Energy cards that never shifts during the action: the cards it had before the
// action in the order attached, then the cards earlier moves gave it, in the order given. A
// card keeps its place when it leaves (gone). choose(k, from, list) gives the place in the
// list of the Pokémon at from of the k-th card moved, or -1 for the card the op takes
// without a choice: the one attached longest still there that it may move. It returns the
// cards chosen for each move, in order. Moves that movesOK refuses are passed over (their
// cards still count in k).
func (g *Game) energyPlan(side int, op *Op, moves []CounterMove, choose func(k, from int, list []heldEnergy) (int, error)) ([][]CardRef, error) {
	var lists [6][]heldEnergy
	all := 0
	for s := 0; s < 6; s++ {
		if g.present(side, s) {
			pk := g.slot(side, s)
			for _, e := range pk.energy {
				lists[s] = append(lists[s], heldEnergy{x: e, holder: pk})
			}
			all += len(pk.energy)
		}
	}
	plan := make([][]CardRef, len(moves))
	k := 0
	for i, m := range moves {
		if m.From < 0 || m.From >= 6 || m.To < 0 || m.To >= 6 || m.From == m.To {
			k += max(m.N, 0)
			continue
		}
		for range min(m.N, all) {
			at, err := choose(k, m.From, lists[m.From])
			k++
			if err != nil {
				return nil, err
			}
			if at >= 0 {
				plan[i] = append(plan[i], lists[m.From][at].x)
			} else {
				at = slices.IndexFunc(lists[m.From], func(h heldEnergy) bool {
					return !h.gone && g.attachedMatches(&op.Filter, h.holder, h.x)
				})
				if at < 0 {
					continue
				}
			}
			h := lists[m.From][at]
			lists[m.From][at].gone = true
			lists[m.To] = append(lists[m.To], heldEnergy{x: h.x, holder: h.holder})
		}
	}
	return plan, nil
}

// energyPicksOK checks Action.Picks for a move-energy-chosen op: entry k names the k-th card
// the moves move (energyPlan), by its place among the Energy cards of the Pokémon that move
// leaves; it must be there still, and a card the op may move; and there are no more entries
// than cards moved. It returns nil or words saying what is wrong.
func (g *Game) energyPicksOK(p int, op *Op, moves []CounterMove, picks []int) error {
	if len(moves) == 0 {
		return fmt.Errorf("%w: the Energy cards chosen need a move to go with", ErrBadChoice)
	}
	fs, _, _, _, _, _ := g.moveEnds(p, op)
	if fs < 0 {
		return fmt.Errorf("%w: no Pokémon for the Energy chosen to leave", ErrBadChoice)
	}
	total := 0
	for _, m := range moves {
		total += max(m.N, 0)
	}
	if len(picks) > total {
		return fmt.Errorf("%w: %d Energy cards chosen, and the moves take %d", ErrBadChoice, len(picks), total)
	}
	holder := func(s int) string {
		if g.present(fs, s) {
			return g.top(g.slot(fs, s)).Name
		}
		return "the Pokémon put into play" // benched by the action itself (Celebration Wind)
	}
	_, err := g.energyPlan(fs, op, moves, func(k, from int, list []heldEnergy) (int, error) {
		if k >= len(picks) {
			return -1, nil
		}
		x := picks[k]
		switch {
		case x < 0 || x >= len(list):
			return 0, fmt.Errorf("%w: %s has no Energy card %d attached", ErrBadChoice, holder(from), x+1)
		case list[x].gone:
			// Only a card named before has left: cards without an entry move after the last.
			return 0, fmt.Errorf("%w: %s is chosen twice", ErrBadChoice, g.cards[list[x].x].Name)
		case !g.attachedMatches(&op.Filter, list[x].holder, list[x].x):
			return 0, fmt.Errorf("%w: %s on %s is not an Energy card this effect may move", ErrBadChoice, g.cards[list[x].x].Name, holder(from))
		}
		return x, nil
	})
	return err
}

// EnergyMovePicks turns a choice of the Energy cards a move-energy-chosen effect of the
// action moves (its Moves set) into Action.Picks: pick(k, from, cards, left) gives the
// place among cards, the list energyPlan keeps for the Pokémon at slot from that the k-th
// card leaves (left: those still on it), of the k-th card named, for k below n, or -1 when
// none fits. It returns the picks, or the k that found none (-1 when all did) and the
// Pokémon's name; no picks and -1 when the action has no such effect.
func (g *Game) EnergyMovePicks(a Action, n int, pick func(k, from int, cards []*Card, left []bool) int) (picks []int, bad int, holder string) {
	if a.Player < 0 || a.Player > 1 {
		return nil, -1, ""
	}
	op := g.moveEnergyOp(&a)
	if op == nil {
		return nil, -1, "" // no effect of the action moves Energy: no card is named
	}
	fs, _, _, _, _, _ := g.moveEnds(a.Player, op)
	if fs < 0 {
		return nil, -1, ""
	}
	bad = -1
	_, _ = g.energyPlan(fs, op, a.Moves, func(k, from int, list []heldEnergy) (int, error) {
		if k >= n || bad >= 0 {
			return -1, nil
		}
		cards := make([]*Card, len(list))
		left := make([]bool, len(list))
		for i, h := range list {
			cards[i], left[i] = g.cards[h.x], !h.gone
		}
		x := pick(k, from, cards, left)
		if x < 0 || x >= len(list) || list[x].gone {
			bad, holder = k, "the Pokémon put into play"
			if g.present(fs, from) {
				holder = g.top(g.slot(fs, from)).Name
			}
			return -1, nil
		}
		picks = append(picks, x)
		return x, nil
	})
	if bad >= 0 {
		return nil, bad, holder
	}
	return picks, -1, ""
}

// EnergyMoveCards returns the Energy cards the action's Picks name for its move-energy-chosen
// effect, one for each entry in order (energyPlan), and false where an entry names no card.
func (g *Game) EnergyMoveCards(a Action) ([]*Card, bool) {
	op := g.moveEnergyOp(&a)
	if op == nil || a.Player < 0 || a.Player > 1 {
		return nil, false
	}
	fs, _, _, _, _, _ := g.moveEnds(a.Player, op)
	if fs < 0 {
		return nil, false
	}
	var out []*Card
	okAll := true
	_, _ = g.energyPlan(fs, op, a.Moves, func(k, _ int, list []heldEnergy) (int, error) {
		if k >= len(a.Picks) {
			return -1, nil
		}
		x := a.Picks[k]
		if x < 0 || x >= len(list) || list[x].gone {
			okAll = false
			return -1, nil
		}
		out = append(out, g.cards[list[x].x])
		return x, nil
	})
	return out, okAll && len(out) == len(a.Picks)
}

// EnergyMoveOp returns the move-energy-chosen op of the action's effect, or nil.
func (g *Game) EnergyMoveOp(a Action) *Op {
	if a.Player < 0 || a.Player > 1 {
		return nil
	}
	return g.moveEnergyOp(&a)
}

// moveEnergyOp is the move-energy-chosen op of the action's effect (its attack, power or
// Trainer card, or the power that works as its Pokémon is benched), or nil.
func (g *Game) moveEnergyOp(a *Action) *Op {
	sc := g.findScopeOf(a)
	for _, ops := range sc.lists[:sc.n] {
		for i := range ops {
			if ops[i].Kind == OpMoveEnergyChosen {
				return &ops[i]
			}
		}
	}
	return nil
}
