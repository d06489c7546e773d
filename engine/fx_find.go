package engine

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
)

// Which cards a search of the deck finds (Action.Finds). Without a choice a search takes the
// first cards from the top that fit, as it always has, so a game that never chooses plays as
// before. With one it takes the cards the player named, and only those: a search for a kind
// of card may find fewer than it allows, or none (ruling search-deck-may-find-nothing: the
// deck's contents are hidden, so nothing proves a fitting card was there). A search for any
// card finds as many as it may (Ruleset.AnyCardSearchFinds: ruling twins-must-take-two, every
// card fits it), unless its card says "up to" (Op.UpTo).
//
// The ops that read the choice are those that search the player's own deck and put what they
// find somewhere: search (to the hand, the Bench, a Pokémon, the discard pile or the Lost
// Zone, and both halves of a LEGEND), search-split, search-attach-each and
// search-attach-chosen. Evolving from the deck has its own choice (Takes, by ChooseCards).
// Two ops that are not searches by name read it too, since the player picks cards from their
// deck all the same: bench-from-deck on the player's own deck (Playground: as many Basic
// Pokémon as they like, so fewer or none) and top-attach-split (Energymite: any of the Energy
// cards among the top cards, the others discarded). bench-from-deck on the opponent's deck
// reads Action.OppFinds: each player chooses for their own deck. bench-restored from the deck
// is a search for the Restored Pokémon its fossil card makes, so it reads Finds as well.

// FindNothing, alone in Action.Finds, is the choice to find no card at all.
const FindNothing = -1

// errMustFind marks a refusal that rests on AnyCardSearchFinds (refusalChoice).
var errMustFind = errors.New("a search for any card finds as many cards as it may")

// findCtx is an action's Finds resolved to the cards themselves before any op moves a card,
// so a card put on top of the deck by an earlier op of the effect does not shift them.
type findCtx struct {
	chosen bool      // the action says which cards its searches find
	cards  []CardRef // the cards chosen and not found yet, in the order chosen
}

// resolveFinds reads Action.Finds (places counted from the top of the deck). The place one
// past the bottom of the deck is the card the effect puts into the deck from the hand before
// its searches run (Pokémon Communication: the player may find that very card again; ruling
// pokemon-communication-search-can-fail treats it as in the deck like any other card).
func (g *Game) resolveFinds(a *Action) findCtx {
	if a.Player < 0 || a.Player > 1 {
		return findCtx{}
	}
	f := g.resolveDeckFinds(a.Player, a.Finds)
	if !slices.Contains(a.Finds, len(g.p[a.Player].deck)) {
		return f
	}
	pl := &g.p[a.Player]
	var lists [3][]Op
	n := 0
	if a.Kind == ActPlayTrainer && pl.playing != noCard {
		// The Trainer card has left the hand: its effect is the card being played.
		lists[0], n = g.cards[pl.playing].Play, 1
	} else {
		sc := g.findScopeOf(a)
		lists, n = sc.lists, sc.n
	}
	if x, ok := g.handIntoDeck(intoDeckFirst(lists[:n]...), pl.hand, a.Picks); ok {
		f.cards = nil
		for _, pos := range a.Finds {
			switch {
			case pos == len(pl.deck):
				f.cards = append(f.cards, x)
			case pos >= 0 && pos < len(pl.deck):
				f.cards = append(f.cards, pl.deck[len(pl.deck)-1-pos])
			}
		}
	}
	return f
}

// intoDeckFirst returns the op of the lists that puts one card from the hand into the deck
// before any op that reads Action.Finds runs (Pokémon Communication), or nil.
func intoDeckFirst(lists ...[]Op) *Op {
	for _, ops := range lists {
		for i := range ops {
			switch {
			case findsInDeck(&ops[i]):
				return nil
			case ops[i].Kind == OpHandToDeck && ops[i].N <= 1:
				return &ops[i]
			}
		}
	}
	return nil
}

// handIntoDeck returns the card a hand-to-deck op puts into the deck from hand (the hand it
// reads: a Trainer card being played is no longer in it), as the op chooses it (handToDeck):
// the first card picks names that fits, else the first card of the hand that fits.
func (g *Game) handIntoDeck(op *Op, hand []CardRef, picks []int) (CardRef, bool) {
	if op == nil {
		return noCard, false
	}
	take := g.handToDeckTake(op, hand, picks, 1)
	if len(take) == 0 {
		return noCard, false
	}
	return take[0], true
}

// handToDeckTake is the n cards a hand-to-deck op takes from hand: those picks names that
// fit, in that order, then the first ones of the hand that fit.
func (g *Game) handToDeckTake(op *Op, hand []CardRef, picks []int, n int) []CardRef {
	var take []CardRef
	fits := func(x CardRef) bool { return op.Filter.Matches(g.cards[x]) && !slices.Contains(take, x) }
	for _, i := range picks {
		if len(take) < n && i >= 0 && i < len(hand) && fits(hand[i]) {
			take = append(take, hand[i])
		}
	}
	for i := 0; i < len(hand) && len(take) < n; i++ {
		if fits(hand[i]) {
			take = append(take, hand[i])
		}
	}
	return take
}

// intoDeckCard is, for validateFinds and FindChoices, the card an action's effect puts into
// the deck from the hand before its searches, as the board is before the action.
func (g *Game) intoDeckCard(a *Action, sc *findScope) (CardRef, bool) {
	op := intoDeckFirst(sc.lists[:sc.n]...)
	if op == nil {
		return noCard, false
	}
	hand := g.p[a.Player].hand
	if a.Kind == ActPlayTrainer && a.Hand >= 0 && a.Hand < len(hand) {
		hand = slices.Delete(slices.Clone(hand), a.Hand, a.Hand+1) // the card played has left it
	}
	return g.handIntoDeck(op, hand, a.Picks)
}

// IntoDeckCard returns the card an action's effect puts from the hand into the deck before
// its searches run (Pokémon Communication), and whether there is one: Action.Finds names it
// by the place one past the bottom of the deck as it is now.
func (g *Game) IntoDeckCard(a Action) (*Card, bool) {
	if a.Player < 0 || a.Player > 1 {
		return nil, false
	}
	sc := g.findScopeOf(&a)
	x, ok := g.intoDeckCard(&a, &sc)
	if !ok {
		return nil, false
	}
	return g.cards[x], true
}

// resolveOppFinds reads Action.OppFinds, places in the opponent's deck.
func (g *Game) resolveOppFinds(a *Action) findCtx {
	if a.Player < 0 || a.Player > 1 {
		return findCtx{}
	}
	return g.resolveDeckFinds(opp(a.Player), a.OppFinds)
}

func (g *Game) resolveDeckFinds(p int, finds []int) findCtx {
	if len(finds) == 0 {
		return findCtx{}
	}
	f := findCtx{chosen: true}
	deck := g.p[p].deck
	for _, pos := range finds {
		if pos >= 0 && pos < len(deck) {
			f.cards = append(f.cards, deck[len(deck)-1-pos])
		}
	}
	return f
}

// findsInDeck reports whether an op searches its player's deck for cards Action.Finds names.
func findsInDeck(op *Op) bool {
	switch op.Kind {
	case OpSearch, OpSearchSplit, OpSearchAttachEach, OpSearchAttachChosen, OpTopAttachSplit:
		return true
	case OpBenchFromDeck:
		return op.Who != WhoDefending
	case OpBenchRestored:
		return !op.FromHand
	}
	return false
}

// findTop is how many cards from the top an op that reads Finds looks at (0: the whole deck).
func findTop(op *Op) int {
	if op.Kind == OpTopAttachSplit {
		return max(op.N, 1)
	}
	return op.Top
}

// anyCard reports whether a search looks for any card at all: every card fits it.
func anyCard(op *Op) bool {
	return op.Kind == OpSearch && !op.LegendPair && !op.Distinct && op.Filter == (Filter{AnyCategory: true})
}

// mustFind reports whether a search has to find as many cards as it may.
func (g *Game) mustFind(op *Op) bool {
	return anyCard(op) && !op.UpTo && g.rules.AnyCardSearchFinds.On &&
		(op.ToLostZone || op.Dest == ToHand || op.Dest == ToDiscard)
}

// takeFound moves into the search the chosen cards it may take, in the order chosen: fits
// says whether the card at deck index i may go (and takes it); lo is the lowest deck index
// the search looks at. It returns how many it took.
func (c *opCtx) takeFound(deck *[]CardRef, lo, want int, fits func(i int) bool) int {
	took := 0
	for k := 0; k < len(c.finds.cards) && took < want; {
		i := slices.Index(*deck, c.finds.cards[k])
		if i < lo || !fits(i) {
			k++
			continue
		}
		c.finds.cards = slices.Delete(c.finds.cards, k, k+1)
		took++
	}
	return took
}

// attachFound is attachFromPile for a search of the deck with chosen cards: the chosen Energy
// cards that match f, in the order chosen, each to the Pokémon dest names.
func (g *Game) attachFound(c *opCtx, where string, f Filter, want int, dest func() int) {
	deck := &g.p[c.player].deck
	c.takeFound(deck, 0, want, func(i int) bool {
		x := (*deck)[i]
		card := g.cards[x]
		if card.Category != EnergyCard || !f.Matches(card) {
			return false
		}
		s := dest()
		if s < 0 {
			return false
		}
		*deck = slices.Delete(*deck, i, i+1)
		g.attachEnergyCard(c, s, x, where)
		return true
	})
}

// legendFound takes both halves of one Pokémon LEGEND among the chosen cards (LegendPair),
// or nothing; it returns their deck indexes (-1 when none).
func (g *Game) legendFound(c *opCtx) (int, int) {
	deck := g.p[c.player].deck
	for i, x := range c.finds.cards {
		for _, y := range c.finds.cards[i+1:] {
			a, b := slices.Index(deck, x), slices.Index(deck, y)
			if a >= 0 && b >= 0 && legendHalves(g.cards[x], g.cards[y]) {
				return a, b
			}
		}
	}
	return -1, -1
}

// legendHalves reports whether two cards are the two halves of one Pokémon LEGEND.
func legendHalves(x, y *Card) bool {
	return x.Category == PokemonCard && y.Category == PokemonCard && x.Stage == Legend && y.Stage == Legend &&
		x.Name == y.Name && x.LegendHalf != y.LegendHalf
}

// noteShortFind cites the ruling that lets a search come up short, when the player chose to
// find fewer cards than the search could have while cards it looks for were left in the part
// of the deck it searched (from deck index lo up).
func (g *Game) noteShortFind(c *opCtx, op *Op, found, want, lo int) {
	if !c.finds.chosen || found >= want || anyCard(op) && !op.UpTo {
		return
	}
	left := slices.ContainsFunc(g.p[c.player].deck[lo:], func(x CardRef) bool {
		card := g.cards[x]
		return op.Filter.Matches(card) && (op.Dest != ToBench || card.IsBasicPokemon())
	})
	if left {
		g.assume(g.rules.SearchMayFindFewer, c.ref, c.player)
	}
}

// findScope is what an action's searches are checked against: the ops of its effect, the
// slot of the Pokémon using it (-1 for a Trainer card), its attack, the rule point a refusal
// cites and the effect's name.
type findScope struct {
	lists [3][]Op
	n     int
	self  int
	atk   *Attack
	x     ref
	name  string
}

// findScopeOf finds the effect whose searches an action's Finds answer: its attack, power or
// Trainer card, or the power that works when the card is benched, evolved or given Energy.
func (g *Game) findScopeOf(a *Action) findScope {
	p := a.Player
	sc := findScope{self: -1, x: refNone}
	switch a.Kind {
	case ActPlayTrainer:
		sc.lists, sc.n = g.effectOps(a)
		sc.x = refTrainer
		if c, ok := g.handCard(p, a.Hand); ok {
			sc.name = c.Name
		}
	case ActUsePower:
		sc.lists, sc.n = g.effectOps(a)
		sc.self, sc.x = a.Slot, refPower
		if g.present(p, a.Slot) {
			if pw, _ := g.powerAt(g.slot(p, a.Slot), a.Index); pw != nil {
				sc.name = pw.Name
			}
		}
	case ActAttack:
		sc.lists, sc.n = g.effectOps(a)
		sc.self, sc.x = 0, refAttackChoices
		if sc.n > 0 {
			sc.atk, _ = g.attackAt(g.active(p), a.Index)
			sc.name = sc.atk.Name
		}
	case ActPlayBasic, ActEvolve, ActAttachEnergy:
		sc.x = refPower
		var c *Card
		var u PowerUse
		switch a.Kind {
		case ActPlayBasic:
			c, _ = g.handCard(p, a.Hand)
			u, sc.self = UseBenchedFromHand, g.p[p].nbench+1
		case ActEvolve:
			c, _ = g.handCard(p, a.Hand)
			u, sc.self = UseEvolvedFromHand, a.Slot
		default:
			if g.present(p, a.Slot) {
				c = g.top(g.slot(p, a.Slot))
			}
			u, sc.self = UseAttachedFromHand, a.Slot
		}
		if c == nil {
			break
		}
		if pw := triggerPower(c, u); pw != nil && (!pw.Optional || a.Opt) {
			sc.lists[0], sc.n, sc.name = pw.Ops, 1, pw.Name
		}
	}
	return sc
}

// searchOps returns the ops of the scope that read Action.Finds, in the order they run.
func (sc *findScope) searchOps() []*Op {
	var out []*Op
	for _, ops := range sc.lists[:sc.n] {
		for i := range ops {
			if findsInDeck(&ops[i]) {
				out = append(out, &ops[i])
			}
		}
	}
	return out
}

// findFault is a refusal of an action's Finds, with words that name what is wrong.
func findFault(x ref, format string, args ...any) fault {
	return fault{fmt.Errorf("%w: "+format, append([]any{ErrBadChoice}, args...)...), x}
}

// ordinal writes 1 as 1st, 2 as 2nd and so on.
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}

// validateFinds checks Action.Finds against the searches of the action's effect: every place
// names a card of the deck, once; each card goes to the first search, in the order they run,
// that may take it (it lies in the part of the deck the search looks at, passes its filter,
// is of a new type where the search wants different types, fits where the search puts it,
// and the search has not found as many as it may); no card is left over; and a search for any
// card finds as many as it may. A search whose number depends on coins still to be flipped
// is checked against the most it could take; Apply then takes the first chosen cards the
// coins allow.
func (g *Game) validateFinds(a *Action) fault {
	if len(a.Finds) == 0 {
		return ok
	}
	sc := g.findScopeOf(a)
	ops := sc.searchOps()
	if len(ops) == 0 {
		return findFault(sc.x, "the action does not search the deck, so it has no cards to find")
	}
	p := a.Player
	deck := g.p[p].deck
	picks := a.Finds
	if len(picks) == 1 && picks[0] == FindNothing {
		picks = nil
	}
	// The card the effect puts into the deck from the hand first may be found again: its
	// place is one past the bottom of the deck as it is now.
	into, hasInto := g.intoDeckCard(a, &sc)
	size := len(deck)
	if hasInto {
		size++
	}
	for i, pos := range picks {
		switch {
		case pos == FindNothing:
			return findFault(sc.x, "finding nothing is a choice of its own, not one card among others")
		case pos == len(deck) && !hasInto:
			return findFault(sc.x, "there is no %s card from the top: the deck holds %s, and the effect puts no card from the hand into it before it searches",
				ordinal(pos+1), count(len(deck), "card"))
		case pos < 0 || pos >= size:
			return findFault(sc.x, "there is no %s card from the top: the deck holds %s", ordinal(pos+1), count(len(deck), "card"))
		case slices.Contains(picks[:i], pos):
			return findFault(sc.x, "the %s card from the top is chosen twice", ordinal(pos+1))
		}
	}
	c := opCtx{player: p, self: sc.self, own: a.Own, opp: a.Target, attack: sc.atk, opted: a.Opt, spots: a.Spots, split: a.Split, source: sc.name}
	used := make([]bool, len(picks))
	why := make([]string, len(picks))
	bench := g.p[p].nbench
	cardAt := func(pos int) *Card {
		if pos == len(deck) {
			return g.cards[into]
		}
		return g.cards[deck[len(deck)-1-pos]]
	}
	for _, op := range ops {
		most, exact := g.findMost(&c, &sc, op)
		part := size
		if top := findTop(op); top > 0 {
			part = min(top, part)
		}
		avail := part
		for i, pos := range picks {
			if used[i] && pos < part {
				avail--
			}
		}
		took := 0
		if op.LegendPair {
			took = g.planLegend(picks, used, why, cardAt)
		}
		var seen uint32
		for i, pos := range picks {
			if used[i] || op.LegendPair {
				continue
			}
			if r := g.findRefusal(&c, op, cardAt(pos), pos, took, most, &seen, &bench); r != "" {
				if why[i] == "" {
					why[i] = r
				}
				continue
			}
			used[i] = true
			took++
		}
		if need := min(most, avail); exact && g.mustFind(op) && took < need {
			return fault{fmt.Errorf("%w (%w): %s searches the deck for any card, so it finds %d of the %s it looks at; the choice finds %d",
				ErrBadChoice, errMustFind, sc.name, need, count(part, "card"), took), sc.x}
		}
	}
	for i, pos := range picks {
		if !used[i] {
			card := cardAt(pos)
			if pos == len(deck) {
				return findFault(sc.x, "%s cannot find %s (%s), the card it puts into the deck from the hand: %s", sc.name, card.Name, card.ID, why[i])
			}
			return findFault(sc.x, "%s cannot find %s (%s), the %s card from the top: %s", sc.name, card.Name, card.ID, ordinal(pos+1), why[i])
		}
	}
	return ok
}

// planLegend marks, for a search for both halves of a Pokémon LEGEND, the first two chosen
// cards that are the halves of one LEGEND; it returns 2, or 0 when no two are.
func (g *Game) planLegend(picks []int, used []bool, why []string, cardAt func(int) *Card) int {
	for i := range picks {
		for j := i + 1; j < len(picks); j++ {
			if !used[i] && !used[j] && legendHalves(cardAt(picks[i]), cardAt(picks[j])) {
				used[i], used[j] = true, true
				return 2
			}
		}
	}
	for i := range picks {
		if why[i] == "" {
			why[i] = "the search finds both halves of one Pokémon LEGEND together, or nothing"
		}
	}
	return 0
}

// benchRefusal says why a found card may not go onto its player's Bench: it is not the kind
// that goes there (why), or bench Pokémon already fill the Bench to the limit in force.
func (g *Game) benchRefusal(c *opCtx, fits bool, why string, bench int) string {
	switch {
	case !fits:
		return why
	case bench >= g.benchMost(c.player):
		return "the Bench has no room for it"
	}
	return ""
}

// findRefusal says why a search may not take a chosen card ("" when it may), in the order
// Apply checks: the part of the deck it looks at, its filter, different types, where the card
// goes, and how many it may find. It counts what it accepts in seen and bench.
func (g *Game) findRefusal(c *opCtx, op *Op, card *Card, pos, took, most int, seen *uint32, bench *int) string {
	if top := findTop(op); top > 0 && pos >= top {
		return fmt.Sprintf("the search looks only at the top %s", count(top, "card"))
	}
	types := *seen
	toBench := false
	switch op.Kind {
	case OpBenchFromDeck:
		if why := g.benchRefusal(c, card.IsBasicPokemon(), "only a Basic Pokémon goes onto the Bench", *bench); why != "" {
			return why
		}
		toBench = true
	case OpBenchRestored:
		if why := g.benchRefusal(c, restoredBy(card, c.source), "it is not a Restored Pokémon that "+c.source+" brings into play", *bench); why != "" {
			return why
		}
		toBench = true
	case OpSearch:
		if !op.Filter.Matches(card) {
			return "it is not a card the search looks for"
		}
		if op.Distinct && !newTypes(card, &types) {
			return "the search finds cards of different types, and a card found before it has its type"
		}
		switch op.Dest {
		case ToBench:
			if why := g.benchRefusal(c, card.IsBasicPokemon(), "only a Basic Pokémon goes onto the Bench", *bench); why != "" {
				return why
			}
			toBench = true
		case ToAttach:
			if card.Category != EnergyCard {
				return "only an Energy card is attached"
			}
			if _, n := g.targets(c, op.Who); n == 0 {
				return "there is no Pokémon to attach it to"
			}
		case ToDeck:
			return "the search leaves every card in the deck"
		}
	default:
		if card.Category != EnergyCard || !op.Filter.Matches(card) {
			return "it is not an Energy card the search looks for"
		}
	}
	if took >= most {
		if most == 0 {
			return "the search can find no card here"
		}
		return fmt.Sprintf("the search finds at most %s, and other cards chosen before it fill that", count(most, "card"))
	}
	*seen = types
	if toBench {
		*bench++
	}
	return ""
}

// findMost is the most cards a search may find, as the board is before the action, and
// whether that number is sure (its gate and check do not wait for coins or earlier ops). A
// number that waits for coins is the most they could give.
func (g *Game) findMost(c *opCtx, sc *findScope, op *Op) (int, bool) {
	r, exact := g.findRepeats(sc, op, c.opted)
	switch op.Kind {
	case OpSearch:
		if op.LegendPair {
			return 2 * min(r, 1), exact
		}
		want := max(op.N, 1) * r
		if op.Count != CountNone {
			want *= g.count(c, op.Count, op.Type)
		} else if op.Per.Kind != CheckNone {
			want *= g.measure(&op.Per, c.env())
		}
		return want, exact
	case OpSearchSplit:
		return g.splitWant(c, op, r), exact
	case OpBenchFromDeck:
		if op.N < 0 {
			return maxSplit, exact // as many as the Bench holds: findRefusal counts the room
		}
		return op.N * r, exact
	case OpTopAttachSplit, OpBenchRestored:
		return max(op.N, 1) * r, exact
	case OpSearchAttachEach:
		var buf [12]target
		k := 0
		for _, t := range g.members(c, op.Who, buf[:0]) {
			if t.p == c.player && g.matches(t.p, t.s, &op.Match) {
				k++
			}
		}
		return max(op.N, 1) * k * r, exact
	case OpSearchAttachChosen:
		k := 0
		if side, _, _ := g.pickSide(c.player, op.Who); side == c.player {
			for i, s := range c.spots {
				if g.present(c.player, s) && !slices.Contains(c.spots[:i], s) {
					k++
				}
			}
		}
		return k * r, exact
	}
	return 0, true
}

// findRepeats is how many times an op may run, at most, and whether that is sure: once
// unless its gate repeats it for each heads or tails (then as many times as the coins of the
// flip before it), none when its option is not taken.
func (g *Game) findRepeats(sc *findScope, op *Op, opted bool) (int, bool) {
	sure := op.If.Kind == CheckNone
	switch op.Gate {
	case Always:
		return 1, sure
	case IfOpted:
		return b2i(opted), sure
	case IfNoOpt:
		return b2i(!opted), sure
	case EachHeads, EachTails:
		coins := maxSplit // a flip whose coins are counted when it runs
		for _, ops := range sc.lists[:sc.n] {
			for i := range ops {
				if &ops[i] == op {
					return coins, false
				}
				if ops[i].Kind == OpFlip {
					coins = max(ops[i].N, 1)
				}
			}
		}
		return coins, false
	}
	return 1, false
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// maxFindChoices bounds the choices FindChoices lists for one action: that many card names.
const maxFindChoices = 6

// firstOfNames returns, of the places in the order given, those whose card (cardAt) is the
// first of its name, for at most most names: the bounded sets of choices next lists take one
// card of each name, as the cards of one name are the same choice as far as the game can tell.
func firstOfNames(places []int, cardAt func(int) *Card, most int) []int {
	var firsts []int
	var names []string
	for _, i := range places {
		name := cardAt(i).Name
		if slices.Contains(names, name) {
			continue
		}
		if len(names) == most {
			break
		}
		names = append(names, name)
		firsts = append(firsts, i)
	}
	return firsts
}

// fromTop is the card at a place counted from the top of deck.
func (g *Game) fromTop(deck []CardRef) func(int) *Card {
	return func(pos int) *Card { return g.cards[deck[len(deck)-1-pos]] }
}

// FindChoices returns, for an action whose effect searches the deck and that chooses no
// cards yet, a bounded set of other choices of what the search finds, each legal now: for
// each of the first maxFindChoices card names in the part of the deck searched that a
// search of the effect looks for, the first card of that name from the top (and, for a search
// that must find more, the next fitting cards from the top after it), then finding nothing
// where that is allowed and some card fits. The action itself, without Finds, is the
// engine's own choice: the first fitting cards from the top.
func (g *Game) FindChoices(a Action) []Action {
	if len(a.Finds) > 0 || a.Player < 0 || a.Player > 1 {
		return nil
	}
	sc := g.findScopeOf(&a)
	ops := sc.searchOps()
	if len(ops) == 0 {
		return nil
	}
	deck := g.p[a.Player].deck
	var fits []int
	for pos := range deck {
		card := g.cards[deck[len(deck)-1-pos]]
		if slices.ContainsFunc(ops, func(op *Op) bool { return findLooksFor(op, card, pos, sc.name) }) {
			fits = append(fits, pos)
		}
	}
	var out []Action
	firsts := firstOfNames(fits, g.fromTop(deck), maxFindChoices)
	for _, pos := range firsts {
		// A search that must find more takes the next fitting cards from the top after it.
		finds := []int{pos}
		for next := 0; ; next++ {
			b := a
			b.Finds = slices.Clone(finds)
			err := g.Legal(b)
			if err == nil {
				out = append(out, b)
			}
			for next < len(fits) && fits[next] == pos {
				next++
			}
			if !errors.Is(err, errMustFind) || next == len(fits) {
				break
			}
			finds = append(finds, fits[next])
		}
	}
	// The card the effect puts into the deck from the hand first, where no card of its name
	// was listed from the deck (a copy there is the same choice as far as the game can tell).
	into, hasInto := g.intoDeckCard(&a, &sc)
	if hasInto {
		card := g.cards[into]
		if !slices.ContainsFunc(firsts, func(pos int) bool { return g.fromTop(deck)(pos).Name == card.Name }) && len(firsts) < maxFindChoices &&
			slices.ContainsFunc(ops, func(op *Op) bool { return findLooksFor(op, card, 0, sc.name) }) {
			fits = append(fits, len(deck))
			b := a
			b.Finds = []int{len(deck)}
			if g.Legal(b) == nil {
				out = append(out, b)
			}
		}
	}
	// Finding nothing is a choice of its own only where some card fits: otherwise the
	// action without Finds finds nothing already.
	b := a
	b.Finds = []int{FindNothing}
	if len(fits) > 0 && g.Legal(b) == nil {
		out = append(out, b)
	}
	return out
}

// findLooksFor reports whether a search looks for the card at place pos from the top (its
// part of the deck, its filter, Energy for the ops that attach), whatever its limits; source
// names the effect's card, for bench-restored.
func findLooksFor(op *Op, card *Card, pos int, source string) bool {
	if top := findTop(op); top > 0 && pos >= top {
		return false
	}
	switch op.Kind {
	case OpBenchFromDeck:
		return card.IsBasicPokemon()
	case OpBenchRestored:
		return restoredBy(card, source)
	}
	if !op.Filter.Matches(card) {
		return false
	}
	return op.Kind == OpSearch || card.Category == EnergyCard
}

// oppBenchOps returns the ops of the scope that bench Basic Pokémon from the opponent's deck
// (Action.OppFinds), in the order they run.
func (sc *findScope) oppBenchOps() []*Op {
	var out []*Op
	for _, ops := range sc.lists[:sc.n] {
		for i := range ops {
			if ops[i].Kind == OpBenchFromDeck && ops[i].Who == WhoDefending {
				out = append(out, &ops[i])
			}
		}
	}
	return out
}

// validateOppFinds checks Action.OppFinds, the opponent's own choice of the Basic Pokémon they
// bench from their deck: the effect must let them search it; every place names a card of
// their deck, once; each is a Basic Pokémon with room for it on their Bench under the limit
// in force, within how many the effect allows. Fewer or none is always allowed.
func (g *Game) validateOppFinds(a *Action) fault {
	if len(a.OppFinds) == 0 {
		return ok
	}
	sc := g.findScopeOf(a)
	ops := sc.oppBenchOps()
	if a.Kind != ActAttack && a.Kind != ActUsePower && a.Kind != ActPlayTrainer {
		ops = nil // a power that works on benching, evolving or attaching carries no OppFinds
	}
	if len(ops) == 0 {
		return findFault(sc.x, "the action lets the opponent search no deck of theirs, so they have no cards to find")
	}
	q := opp(a.Player)
	deck := g.p[q].deck
	picks := a.OppFinds
	if len(picks) == 1 && picks[0] == FindNothing {
		return ok
	}
	most := 0
	for _, op := range ops {
		if op.N < 0 {
			most = maxSplit
			break
		}
		most += op.N
	}
	bench := g.p[q].nbench
	for i, pos := range picks {
		switch {
		case pos == FindNothing:
			return findFault(sc.x, "the opponent finding nothing is a choice of its own, not one card among others")
		case pos < 0 || pos >= len(deck):
			return findFault(sc.x, "there is no %s card from the top of the opponent's deck: it holds %s", ordinal(pos+1), count(len(deck), "card"))
		case slices.Contains(picks[:i], pos):
			return findFault(sc.x, "the %s card from the top of the opponent's deck is chosen twice", ordinal(pos+1))
		}
		card := g.cards[deck[len(deck)-1-pos]]
		why := ""
		switch {
		case !card.IsBasicPokemon():
			why = "only a Basic Pokémon goes onto the Bench"
		case bench >= g.benchMost(q):
			why = "their Bench has no room for it"
		case i >= most:
			why = fmt.Sprintf("the search finds at most %s", count(most, "card"))
		}
		if why != "" {
			return findFault(sc.x, "with %s the opponent cannot bench %s (%s), the %s card from the top of their deck: %s",
				sc.name, card.Name, card.ID, ordinal(pos+1), why)
		}
		bench++
	}
	return ok
}

// OppFindChoices returns, for an action whose effect lets the opponent bench Basic Pokémon
// from their deck and that chooses none for them yet, a bounded set of choices for them, each
// legal now: the first card of each of the first maxFindChoices names of Basic Pokémon in
// their deck, then none. The action itself, without OppFinds, is the engine's own choice:
// every Basic Pokémon that fits, from the top.
func (g *Game) OppFindChoices(a Action) []Action {
	if len(a.OppFinds) > 0 || a.Player < 0 || a.Player > 1 {
		return nil
	}
	sc := g.findScopeOf(&a)
	if len(sc.oppBenchOps()) == 0 {
		return nil
	}
	deck := g.p[opp(a.Player)].deck
	var basics []int
	for pos := range deck {
		if g.fromTop(deck)(pos).IsBasicPokemon() {
			basics = append(basics, pos)
		}
	}
	firsts := firstOfNames(basics, g.fromTop(deck), maxFindChoices)
	var out []Action
	for _, pos := range firsts {
		b := a
		b.OppFinds = []int{pos}
		if g.Legal(b) == nil {
			out = append(out, b)
		}
	}
	b := a
	b.OppFinds = []int{FindNothing}
	if len(firsts) > 0 && g.Legal(b) == nil {
		out = append(out, b)
	}
	return out
}
