package engine

import (
	"fmt"
	"slices"
)

// Primitives added for the last cards (share c): README.md, "Last cards, share c". Limits the
// board sets (one card for each Psychic Energy on the attacker), devolving the Pokémon a player
// chooses, and a Bench limit that a power in force lowers.

// ErrBenchDiscard: the Benched Pokémon an action names for its opponent to discard
// (Action.BenchDiscard) are not what the lowered Bench limit asks for. It is an ErrBadChoice.
var ErrBenchDiscard = fmt.Errorf("the Benched Pokémon chosen to discard are not what the Bench limit asks for: %w", ErrBadChoice)

// opLimit is the most cards or Pokémon an op with a limit takes (hand-pick, devolve-chosen):
// N (1 when unset), or with Count set N for each of the count, read from the board for player
// p's Pokémon at slot self (-1 for a Trainer card, which counts from the Active Pokémon).
func (g *Game) opLimit(p, self int, op *Op) int {
	n := max(op.N, 1)
	if op.Count == CountNone {
		return n
	}
	c := opCtx{player: p, self: self, own: -1, opp: -1}
	return n * g.count(&c, op.Count, op.Type)
}

// userSlot is the slot of the Pokémon whose effect an action uses, for the counts that read
// it: the Active Pokémon for an attack, the Pokémon of a power, the place a Pokémon benched
// from the hand will have, and -1 for a Trainer card.
func (g *Game) userSlot(a *Action) int {
	switch a.Kind {
	case ActAttack:
		return 0
	case ActUsePower, ActEvolve, ActAttachEnergy:
		return a.Slot
	case ActPlayBasic, ActPlayLegend:
		if a.Player >= 0 && a.Player <= 1 {
			return g.p[a.Player].nbench + 1
		}
	}
	return -1
}

// resolveNeed reads from the board the part of a hand need that a hand-pick op's Count sets,
// for the Pokémon whose effect action a uses.
func (g *Game) resolveNeed(need *pickNeed, a *Action) {
	if need.counted == nil {
		return
	}
	need.max += g.opLimit(a.Player, g.userSlot(a), need.counted)
	need.counted, need.limitOp = nil, need.counted
}

// pickSets appends the hand choices LegalActions lists for a need: as many cards as it asks
// (the first combinations in hand order), and for an "up to" need none first.
func pickSets(out [][]int, cands []int, need *pickNeed) [][]int {
	if !need.upTo {
		return combos(out, cands, pickCount(need, len(cands)))
	}
	out = append(out, nil)
	if k := pickCount(need, len(cands)); k > 0 {
		out = combos(out, cands, k)
	}
	return out
}

// tooManyChosen is the refusal of an action that chooses more cards or Pokémon than an op's
// limit allows: it names the limit and, for a limit the board sets, what sets it, so a worked
// example that asks too much says what went wrong. base is the sentinel it wraps.
func (g *Game) tooManyChosen(base error, n int, what string, limit int, op *Op, a *Action) error {
	why := ""
	if op != nil && op.Count != CountNone {
		why = " (" + g.limitWords(a.Player, g.userSlot(a), op) + ")"
	}
	return fmt.Errorf("%w: %d %s chosen; at most %d%s", base, n, what, limit, why)
}

// limitWords says what sets an op's limit: "1 for each Psychic Energy attached to Gengar".
func (g *Game) limitWords(p, self int, op *Op) string {
	per := max(op.N, 1)
	switch op.Count {
	case CountSelfEnergy:
		what := "Energy"
		if op.Type != Colorless {
			what = op.Type.String() + " Energy"
		}
		name := "the Pokémon using it"
		if s := max(self, 0); g.present(p, s) {
			name = g.top(g.slot(p, s)).Name
		}
		return fmt.Sprintf("%d for each %s attached to %s", per, what, name)
	}
	return fmt.Sprintf("%d for each of %d", per, g.opLimit(p, self, op)/per)
}

// runLastcOp runs the ops of this file.
func (g *Game) runLastcOp(op *Op, c *opCtx, r int) {
	switch op.Kind {
	case OpDevolveChosen:
		c.done = 0
		g.devolveChosen(c, op, r)
	}
}

// spotSide is pickSide for an op that reads Action.Spots, left with the positions whose
// Pokémon pass the op's Match (devolve-chosen: Stage 1 and Stage 2 Pokémon only).
func (g *Game) spotSide(p int, op *Op) (side int, pos [6]int, n int) {
	side, all, k := g.pickSide(p, op.Who)
	if side < 0 || op.Match.IsZero() {
		return side, all, k
	}
	for _, s := range all[:k] {
		if g.matches(side, s, &op.Match) {
			pos[n] = s
			n++
		}
	}
	return side, pos, n
}

// spotRange is how many entries Action.Spots may hold for op when n Pokémon can be chosen:
// exactly spotCount, or for an op that chooses Pokémon with a limit the board sets, that many
// (all when fewer); an "up to" one takes any number from none.
func (g *Game) spotRange(p, self int, op *Op, n int) (lo, hi int) {
	if !op.UpTo && op.Count == CountNone || !choosesPokemon(op.Kind) {
		k := spotCount(op, n)
		return k, k
	}
	hi = min(g.opLimit(p, self, op), n)
	if op.UpTo {
		return 0, hi
	}
	return hi, hi
}

// devolveChosen takes the top Evolution card off each Pokémon the player chose
// (Action.Spots, checked against the op's Match and limit before the attack), to the op's
// Dest. A Pokémon an earlier attack protects from this attack's effects keeps its card.
func (g *Game) devolveChosen(c *opCtx, op *Op, r int) {
	side, pos, n := g.spotSide(c.player, op)
	limit := g.opLimit(c.player, c.self, op) * r
	k := 0
	for _, s := range c.spots {
		if side < 0 || k == limit || !slices.Contains(pos[:n], s) {
			continue
		}
		k++
		if !g.reaches(c, target{side, s}) {
			continue
		}
		g.devolve(c, side, s, 1, op.Dest)
		c.done++
	}
}

// benchLimit is how many Benched Pokémon player p may have now: the era's number, or fewer
// while a passive power in force lowers it (StatBenchLimit: Dittobolic), the lowest when
// several do. It also names that power ("" when none does). During setup the Pokémon are face
// down and no power works, so the era's number holds.
func (g *Game) benchLimit(p int) (int, string) {
	n, source := g.rules.MaxBench, ""
	if g.flow == flowSetup || !g.hasPowerStat(StatBenchLimit) {
		return n, source
	}
	for sp := 0; sp < 2; sp++ {
		for ss := 0; ss <= g.p[sp].nbench; ss++ {
			if !g.present(sp, ss) || g.slot(sp, ss).statPowers&(1<<StatBenchLimit) == 0 {
				continue
			}
			src := g.slot(sp, ss)
			for i, k := 0, g.powerCount(src); i < k; i++ {
				pw, _ := g.powerAt(src, i)
				if pw.Use != UsePassive || pw.ActiveOnly && ss != 0 || pw.BenchOnly && ss == 0 || !g.powerOn(sp, ss, pw) {
					continue
				}
				if m, ok := benchLimitOf(pw, sp, p); ok && m < n {
					n, source = m, pw.Name
				}
			}
		}
	}
	return n, source
}

// benchMost is how many Benched Pokémon player p may have now.
func (g *Game) benchMost(p int) int {
	n, _ := g.benchLimit(p)
	return n
}

// benchFull reports whether player p's Bench holds as many Pokémon as it may now.
func (g *Game) benchFull(p int) bool { return g.p[p].nbench >= g.benchMost(p) }

// benchWithinLimit checks that player p's Bench holds no more Pokémon than the limit in
// force; while setting up, or once the game is over, there is none but the era's.
func (g *Game) benchWithinLimit(p int) error {
	if g.flow == flowOver || g.flow == flowSuddenDeath {
		return nil
	}
	if n, source := g.benchLimit(p); g.p[p].nbench > n {
		return fmt.Errorf("%s has %d Benched Pokémon; at most %d while %s is in force", g.name(p), g.p[p].nbench, n, source)
	}
	return nil
}

// benchLimitOf is the Bench limit a power of player owner's Pokémon sets on player p, if it
// sets one (the lowest of its stats that reach p).
func benchLimitOf(pw *Power, owner, p int) (int, bool) {
	n, found := 0, false
	for i := range pw.Stats {
		m := &pw.Stats[i]
		if m.Stat != StatBenchLimit {
			continue
		}
		switch m.Who {
		case StatOpp:
			if owner == p {
				continue
			}
		case StatOwn:
			if owner != p {
				continue
			}
		case StatAll:
		default:
			continue // a limit is a player's: it reaches players, not one Pokémon
		}
		if !found || m.Amount < n {
			n, found = max(m.Amount, 0), true
		}
	}
	return n, found
}

// lowersBench reports whether a card has a passive power that sets a Bench limit.
func (c *Card) lowersBench() bool {
	for i := range c.Powers {
		for _, m := range c.Powers[i].Stats {
			if m.Stat == StatBenchLimit {
				return true
			}
		}
	}
	return false
}

// benchLimitWith is the Bench limit of player q once card c, with its powers, comes into
// play on player p's Bench at slot s: the limit now, lowered by c's own powers that would
// work there.
func (g *Game) benchLimitWith(q int, c *Card, p, s int) int {
	n, _ := g.benchLimit(q)
	for i := range c.Powers {
		pw := &c.Powers[i]
		if pw.Use != UsePassive || pw.ActiveOnly || g.powerLocked(p, pw) ||
			pw.Kind == Ability && g.abilitiesOff(p, s, c, nil, pw) {
			continue
		}
		if m, ok := benchLimitOf(pw, p, q); ok {
			n = min(n, m)
		}
	}
	return n
}

// benchDiscardNeed is how many Benched Pokémon the opponent of a play-basic or play-legend
// action must discard once the Pokémon it benches is in play: those beyond the limit its
// powers set (0 for every other action, which reads no choice of them).
func (g *Game) benchDiscardNeed(a *Action) int {
	if a.Kind != ActPlayBasic && a.Kind != ActPlayLegend {
		return 0
	}
	c, ok := g.handCard(a.Player, a.Hand)
	if !ok {
		return 0
	}
	if a.Kind == ActPlayLegend && c.LegendHalf != 1 {
		if c2, ok2 := g.handCard(a.Player, a.Hand2); ok2 {
			c = c2 // the Pokémon in play is its half 1 (stackTop)
		}
	}
	if !c.lowersBench() {
		return 0
	}
	q := opp(a.Player)
	return max(g.p[q].nbench-g.benchLimitWith(q, c, a.Player, g.p[a.Player].nbench+1), 0)
}

// validateBenchDiscard checks Action.BenchDiscard and Action.OwnBenchDiscard: only an
// action during which that player's Bench limit falls below the Pokémon on their Bench reads
// it, and then it names as many of them as must go, each once, by their places on the Bench
// as it is when they discard. None at all leaves the choice to the engine's default. For a
// Pokémon put onto the Bench from the hand whose own power lowers the opponent's limit
// (Dittobolic) the number is known before (benchDiscardNeed); for anything else (Ditto put
// onto the Bench from the deck, an effect that kept the power off ending) the action is tried
// on a copy of the game without the choices (trialBenchDiscard).
func (g *Game) validateBenchDiscard(a *Action) fault {
	if len(a.BenchDiscard) == 0 && len(a.OwnBenchDiscard) == 0 {
		return ok
	}
	q := opp(a.Player)
	var need, size [2]int
	if n := g.benchDiscardNeed(a); n > 0 && len(a.OwnBenchDiscard) == 0 {
		need[q], size[q] = n, g.p[q].nbench
	} else {
		need, size = g.trialBenchDiscard(a)
	}
	for _, c := range []struct {
		p     int
		picks []int
	}{{q, a.BenchDiscard}, {a.Player, a.OwnBenchDiscard}} {
		if len(c.picks) == 0 {
			continue
		}
		if f := g.checkBenchDiscard(c.p, c.picks, need[c.p], size[c.p]); f.failed() {
			return f
		}
	}
	return ok
}

// checkBenchDiscard checks one player's choice of Benched Pokémon to discard against how
// many must go and how many they have then.
func (g *Game) checkBenchDiscard(q int, picks []int, need, size int) fault {
	if need == 0 {
		return fault{fmt.Errorf("%w: %s's Bench limit does not fall below the Pokémon on it during this action, so they discard none",
			ErrBenchDiscard, g.name(q)), refBenchFull}
	}
	if len(picks) != need {
		return fault{fmt.Errorf("%w: %d chosen; %s discards %d", ErrBenchDiscard, len(picks), g.name(q), need), refBenchFull}
	}
	for i, s := range picks {
		switch {
		case s < 1 || s > size:
			return fault{fmt.Errorf("%w: %s has no Benched Pokémon %d when they discard (they have %d)", ErrBenchDiscard, g.name(q), s, size), refBenchFull}
		case slices.Contains(picks[:i], s):
			return fault{fmt.Errorf("%w: Benched Pokémon %d is chosen twice", ErrBenchDiscard, s), refBenchFull}
		}
	}
	return ok
}

// BenchDiscardNeed returns, for each player, how many Benched Pokémon they must discard
// during the action (it is legal otherwise) because their Bench limit falls below the
// Pokémon on it, and how many they have on the Bench then (0, 0 when it never falls below).
func (g *Game) BenchDiscardNeed(a Action) (need, size [2]int) {
	if a.Player < 0 || a.Player > 1 {
		return need, size
	}
	a.BenchDiscard, a.OwnBenchDiscard = nil, nil
	if g.validate(&a).failed() {
		return need, size
	}
	return g.trialBenchDiscard(&a)
}

// trialBenchDiscard carries the action out, without its choices of Benched Pokémon to
// discard, on a copy of the game and returns, for each player, how many of their Benched
// Pokémon went the first time their Bench was over the limit during it, and how many they
// had then (0, 0 when it never was). It is only worth trying when some card of the game has
// a power that sets a Bench limit.
func (g *Game) trialBenchDiscard(a *Action) (need, size [2]int) {
	if !g.hasPowerStat(StatBenchLimit) || g.applying {
		return need, size
	}
	c := g.clone()
	b := *a
	b.BenchDiscard, b.OwnBenchDiscard = nil, nil
	if c.validate(&b).failed() {
		return need, size
	}
	c.carryOut(&b)
	for q := range need {
		need[q], size[q] = max(c.benchPick[q].need, 0), max(c.benchPick[q].size, 0)
	}
	return need, size
}

// benchDiscardVariants replaces each action of buf[start:] that makes the opponent discard
// Benched Pokémon with one action per set of them the opponent may choose.
func (g *Game) benchDiscardVariants(buf []Action, start int) []Action {
	end := len(buf)
	for i := start; i < end; i++ {
		need := g.benchDiscardNeed(&buf[i])
		if need == 0 {
			continue
		}
		q := opp(buf[i].Player)
		cands := make([]int, 0, g.p[q].nbench)
		for s := 1; s <= g.p[q].nbench; s++ {
			cands = append(cands, s)
		}
		for _, set := range allSets(cands, need) {
			b := buf[i]
			b.BenchDiscard = set
			buf = append(buf, b)
		}
		buf[i].Kind = ActNone // replaced by its variants
	}
	kept := start
	for i := start; i < len(buf); i++ {
		if buf[i].Kind != ActNone {
			buf[kept] = buf[i]
			kept++
		}
	}
	return buf[:kept]
}

// allSets lists every k-element set of cands, in order.
func allSets(cands []int, k int) [][]int {
	var out [][]int
	var rec func(from int, cur []int)
	rec = func(from int, cur []int) {
		if len(cur) == k {
			out = append(out, slices.Clone(cur))
			return
		}
		for i := from; i < len(cands); i++ {
			rec(i+1, append(cur, cands[i]))
		}
	}
	rec(0, make([]int, 0, k))
	return out
}

// keepBenchLimits makes each player whose Bench holds more Pokémon than the limit in force
// discard the extra ones, with every card attached to them: not a Knock Out, so no Prize card
// is taken. It runs once an action is done and again when the game stops for a decision, so a
// power that comes into force at any point (a Pokémon put into play, an effect that switched
// it off ending) is applied before anyone decides again. The opponent of the acting player
// discards, the first time during the action that their Bench is over the limit, the Benched
// Pokémon the action names for them (Action.BenchDiscard, their choice), and the acting player
// those it names for themselves (Action.OwnBenchDiscard: during Playground, say, the
// opponent may bench their own Ditto from their deck); any other time the last ones go.
func (g *Game) keepBenchLimits(a *Action) {
	if g.flow == flowSetup || g.flow == flowOver || g.flow == flowSuddenDeath || !g.hasPowerStat(StatBenchLimit) {
		return
	}
	first := opp(g.cur)
	if a != nil {
		first = opp(a.Player)
	}
	for _, q := range [2]int{first, opp(first)} {
		limit, source := g.benchLimit(q)
		over := g.p[q].nbench - limit
		if over <= 0 {
			continue
		}
		var picks []int
		if bp := &g.benchPick[q]; bp.need < 0 && g.applying {
			// The first time during the action: the choice it carries for that player.
			bp.need, bp.size, picks = over, g.p[q].nbench, bp.picks
		}
		g.discardOverLimit(q, over, limit, picks, source)
	}
}

// discardOverLimit discards over of player q's Benched Pokémon: those at the positions picks
// names first, then the last ones on the Bench.
func (g *Game) discardOverLimit(q, over, limit int, picks []int, source string) {
	pl := &g.p[q]
	var gone [6]bool
	k := 0
	for _, s := range picks {
		if k < over && s >= 1 && s <= pl.nbench && !gone[s] {
			gone[s], k = true, k+1
		}
	}
	for s := pl.nbench; s >= 1 && k < over; s-- {
		if !gone[s] {
			gone[s], k = true, k+1
		}
	}
	if g.trace {
		g.note(refBenchFull, q, fmt.Sprintf("%s: %s may have only %d Benched Pokémon and has %d", source, g.name(q), limit, pl.nbench))
	}
	// From the end of the Bench, so the positions still to go do not move.
	for s := pl.nbench; s >= 1; s-- {
		if !gone[s] {
			continue
		}
		pk := g.slot(q, s)
		if g.trace { // before the cards move, so the trace never sees a card nowhere
			n := len(pk.stack) + len(pk.energy) + len(pk.tms)
			if pk.tool != noCard {
				n++
			}
			name := g.top(pk).Name
			g.emit(Event{Kind: EvNote, Player: q, Zone: ZoneBench, Slot: s, Card: name, Amount: n,
				Anchor: g.rules.anchor(refBenchFull),
				Message: fmt.Sprintf("%s discards the Benched %s with every card attached to it (%s), because of %s; it is not Knocked Out, so no Prize card is taken",
					g.name(q), name, count(n, "card"), source)})
		}
		g.discardMany(q, g.takeOutOfPlay(q, s), refBenchFull)
	}
}
