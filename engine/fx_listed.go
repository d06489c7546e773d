package engine

import "slices"

// Choices listed outside LegalActions. Like FindChoices, each function here takes an action
// LegalActions (or FindChoices) lists and returns a bounded set of the same action with
// other answers to a choice the file format can write, each legal now. LegalActions leaves
// them out, so a random game plays as it did; a scenario's next list shows them, so a
// person sees every kind of answer the card allows without a combinatorial explosion.

// maxShareNames bounds the Energy names ShareChoices and BenchMoveChoices offer one by one.
const maxShareNames = maxFindChoices

// ShareChoices returns, for an attack that carries no choice for the opponent's Exp. Share
// yet while the opponent has Benched holders, a bounded set of their choices: none working;
// each holder alone (unless it is the only holder, which is the engine's own choice),
// followed by that holder taking the first card of each other name of basic Energy it may
// move from their Active Pokémon (up to maxShareNames names; the card attached longest is
// the engine's own choice); and with several holders, all of them in the reverse of the
// Bench's order. At most 2 + holders × (1 + maxShareNames) actions.
func (g *Game) ShareChoices(a Action) []Action {
	if a.Kind != ActAttack || len(a.ExpShare) > 0 || a.Player < 0 || a.Player > 1 {
		return nil
	}
	q := opp(a.Player)
	var holders []int
	var op *Op
	for s := 1; s <= g.p[q].nbench; s++ {
		tc, has := g.koTool(q, s)
		if !has {
			continue
		}
		holders = append(holders, s)
		for j := range tc.OnActiveKO {
			if tc.OnActiveKO[j].Kind == OpMoveEnergy && op == nil {
				op = &tc.OnActiveKO[j]
			}
		}
	}
	if len(holders) == 0 {
		return nil
	}
	var out []Action
	try := func(share, energy []int) {
		b := a
		b.ExpShare, b.ExpShareEnergy = share, energy
		if g.Legal(b) == nil {
			out = append(out, b)
		}
	}
	try([]int{ExpShareNone}, nil)
	others := g.otherEnergy(q, op)
	for _, h := range holders {
		if len(holders) > 1 {
			try([]int{h}, nil)
		}
		for _, x := range others {
			try([]int{h}, []int{x})
		}
	}
	if len(holders) > 1 {
		back := slices.Clone(holders)
		slices.Reverse(back)
		try(back, nil)
	}
	return out
}

// otherEnergy lists the places, among the Energy cards attached to player q's Active
// Pokémon, of the first card of each name the Exp. Share op may move, leaving out the name of
// the first such card (the engine's own choice), up to maxShareNames.
func (g *Game) otherEnergy(q int, op *Op) []int {
	if op == nil || !g.present(q, 0) {
		return nil
	}
	act := g.slot(q, 0)
	var movable []int
	for x, e := range act.energy {
		if g.energyToMove(act, e, op) {
			movable = append(movable, x)
		}
	}
	return firstOfNames(movable, g.attachedCard(act), maxShareNames+1)[min(1, len(movable)):]
}

// attachedCard is the Energy card at a place among those attached to pk.
func (g *Game) attachedCard(pk *pokemon) func(int) *Card {
	return func(x int) *Card { return g.cards[pk.energy[x]] }
}

// BenchMoveChoices returns, for putting a Pokémon from the hand onto the Bench whose power
// then moves Energy between its player's Pokémon as the player likes (Celebration Wind), and
// listed without using it, a bounded set of uses: for each Pokémon holding Energy the power
// may move and each other Pokémon it may go to (the one benched too), all those cards in one
// move; and where it holds more than one, one card: the one attached longest (the engine's
// own choice), then the first card of each other name, named by Action.Picks (up to
// maxShareNames names in all). At most 1 + maxShareNames actions for each of the 25 pairs of
// Pokémon a Bench of four and the one benched make.
func (g *Game) BenchMoveChoices(a Action) []Action {
	if a.Kind != ActPlayBasic && a.Kind != ActPlayLegend || a.Opt || len(a.Moves) > 0 || a.Player < 0 || a.Player > 1 {
		return nil
	}
	p := a.Player
	pl := &g.p[p]
	if a.Hand < 0 || a.Hand >= len(pl.hand) {
		return nil
	}
	pw := triggerPower(g.cards[pl.hand[a.Hand]], UseBenchedFromHand)
	if pw == nil {
		return nil
	}
	op := firstOp([][]Op{pw.Ops}, OpMoveEnergyChosen)
	if op == nil {
		return nil
	}
	benched := pl.nbench + 1 // the place the Pokémon takes, with no Energy yet
	in := func(w Who, s int) bool { return w == WhoEachOwn || w == WhoEachOwnBenched && s >= 1 }
	var out []Action
	try := func(m CounterMove, pick int) {
		b := a
		b.Opt, b.Moves = true, []CounterMove{m}
		if pick >= 0 {
			b.Picks = []int{pick}
		}
		if g.Legal(b) == nil {
			out = append(out, b)
		}
	}
	for f := 0; f <= pl.nbench; f++ {
		if !g.present(p, f) || !in(op.Who, f) {
			continue
		}
		k := g.matchingEnergy(p, f, op)
		if op.N >= 0 {
			k = min(k, max(op.N, 1))
		}
		if k == 0 {
			continue
		}
		firsts := g.firstOfEachName(p, f, op)
		for t := 0; t <= benched; t++ {
			if t == f || t != benched && !g.present(p, t) || !in(op.To, t) {
				continue
			}
			try(CounterMove{From: f, To: t, N: k}, -1)
			if k < 2 {
				continue
			}
			try(CounterMove{From: f, To: t, N: 1}, -1) // the card attached longest, as the engine takes it
			for _, x := range firsts[1:] {
				try(CounterMove{From: f, To: t, N: 1}, x)
			}
		}
	}
	return out
}

// firstOfEachName lists the places of the first Energy card of each name attached to the
// Pokémon at p, s that op may move, up to maxShareNames names.
func (g *Game) firstOfEachName(p, s int, op *Op) []int {
	pk := g.slot(p, s)
	var fits []int
	for x, e := range pk.energy {
		if g.attachedMatches(&op.Filter, pk, e) {
			fits = append(fits, x)
		}
	}
	return firstOfNames(fits, g.attachedCard(pk), maxShareNames)
}

// SplitChoices returns, for an action whose effect puts cards found in the deck onto the
// player's Pokémon one by one as Action.Split says, and that names no Pokémon yet beyond
// LegalActions' "all to one", a bounded set of other answers:
//
//   - a search that attaches to each Pokémon that qualifies (search-attach-each, Snuggly
//     Generator), when it finds fewer cards than those Pokémon may take: the cards given in
//     the same way starting from each later Pokémon in turn (so an earlier one goes without),
//     at most one action per Pokémon;
//   - the Energy cards among the top cards (top-attach-split, Energymite): when it names no
//     cards yet, all of them but the first card of one name, for each name (up to
//     maxFindChoices; FindChoices gives each name alone), and for those and the cards the
//     action takes already, when there are at least two, the cards dealt out one to each
//     Pokémon that may take them in turn, top card first.
func (g *Game) SplitChoices(a Action) []Action {
	if a.Player < 0 || a.Player > 1 || len(a.Finds) == 1 && a.Finds[0] == FindNothing {
		return nil
	}
	lists, n := g.effectOps(&a)
	for _, ops := range lists[:n] {
		for i := range ops {
			switch ops[i].Kind {
			case OpSearchAttachEach:
				if len(a.Split) == 0 {
					return g.eachSplitChoices(a, &ops[i])
				}
				return nil
			case OpTopAttachSplit:
				if len(a.Split) <= 1 {
					return g.topSplitChoices(a, &ops[i])
				}
				return nil
			}
		}
	}
	return nil
}

// eachSplitChoices lists a search-attach-each's other splits (SplitChoices).
func (g *Game) eachSplitChoices(a Action, op *Op) []Action {
	p := a.Player
	var takers []int
	for s := 0; s <= g.p[p].nbench; s++ {
		if g.eachTakes(p, op, s) {
			takers = append(takers, s)
		}
	}
	most := max(op.N, 1)
	k := len(a.Finds)
	if k == 0 {
		// Without a choice the search takes the first fitting cards from the top.
		sc := g.findScopeOf(&a)
		deck := g.p[p].deck
		for pos := range deck {
			if findLooksFor(op, g.cards[deck[len(deck)-1-pos]], pos, sc.name) {
				k++
			}
		}
	}
	if k == 0 || k >= len(takers)*most {
		return nil
	}
	var out []Action
	for r := 1; r < len(takers); r++ {
		var split []int
		for j := 0; j < len(takers) && len(split) < k; j++ {
			s := takers[(r+j)%len(takers)]
			for c := 0; c < most && len(split) < k; c++ {
				split = append(split, s)
			}
		}
		b := a
		b.Split = split
		if g.Legal(b) == nil {
			out = append(out, b)
		}
	}
	return out
}

// topSplitChoices lists a top-attach-split's other finds and splits (SplitChoices).
func (g *Game) topSplitChoices(a Action, op *Op) []Action {
	p := a.Player
	deck := g.p[p].deck
	var energy []int // places from the top of the Energy cards it may attach
	for pos := 0; pos < min(findTop(op), len(deck)); pos++ {
		if findLooksFor(op, g.cards[deck[len(deck)-1-pos]], pos, "") {
			energy = append(energy, pos)
		}
	}
	var out []Action
	spread := func(b Action) {
		cards := len(b.Finds)
		if cards == 0 {
			cards = len(energy)
		}
		gone := g.selfKnockedOut(&b)
		var takers []int
		for s := 0; s <= g.p[p].nbench; s++ {
			if s != gone && g.splitFits(p, op, s) {
				takers = append(takers, s)
			}
		}
		if cards < 2 || len(takers) < 2 {
			return
		}
		b.Split = make([]int, cards)
		for i := range b.Split {
			b.Split[i] = takers[i%len(takers)]
		}
		if g.Legal(b) == nil {
			out = append(out, b)
		}
	}
	if len(a.Finds) == 0 && len(energy) >= 3 {
		firsts := firstOfNames(energy, g.fromTop(deck), maxFindChoices)
		for _, pos := range firsts {
			b := a
			b.Finds = slices.DeleteFunc(slices.Clone(energy), func(x int) bool { return x == pos })
			if g.Legal(b) == nil {
				out = append(out, b)
				spread(b)
			}
		}
	}
	spread(a)
	return out
}

// BenchDiscardChoices returns, for an action during which a player's Bench limit falls below
// the Pokémon on their Bench (Ditto put onto the Bench from the deck, or by the opponent's
// Playground) and that carries no choice of which Benched Pokémon go yet, the same action with
// each choice they may make: every set of as many Benched Pokémon as must go, for the
// opponent (BenchDiscard) and for the acting player (OwnBenchDiscard), and every pairing of
// the two when both must discard. Benching a Pokémon from the hand whose own power lowers the
// opponent's limit is left out: LegalActions lists its choices already. At most C(5,k) for
// each player, 25 pairs for both with one each; nothing is tried unless some card of the game
// has a power that sets a Bench limit.
func (g *Game) BenchDiscardChoices(a Action) []Action {
	if a.Player < 0 || a.Player > 1 || len(a.BenchDiscard) > 0 || len(a.OwnBenchDiscard) > 0 ||
		!g.hasPowerStat(StatBenchLimit) || g.benchDiscardNeed(&a) > 0 {
		return nil
	}
	need, size := g.BenchDiscardNeed(a)
	q := opp(a.Player)
	if need[q] == 0 && need[a.Player] == 0 {
		return nil
	}
	sets := func(p int) [][]int {
		if need[p] == 0 {
			return [][]int{nil}
		}
		cands := make([]int, size[p])
		for i := range cands {
			cands[i] = i + 1
		}
		return allSets(cands, need[p])
	}
	var out []Action
	for _, theirs := range sets(q) {
		for _, own := range sets(a.Player) {
			b := a
			b.BenchDiscard, b.OwnBenchDiscard = theirs, own
			if g.Legal(b) == nil {
				out = append(out, b)
			}
		}
	}
	return out
}
