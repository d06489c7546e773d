package engine

import "fmt"

// Mew and Smeargle: attacks of the Pokémon cards in the Lost Zones (Lost Link), a search
// whose find goes to the Lost Zone (See Off), and a Supporter's effect used from the
// opponent's hand without playing the card (Portrait). engine/README.md, "Mew and Smeargle".

// lostLinks reports whether one of the Pokémon's powers lets it use the attacks in the Lost
// Zones; restack keeps the answer in pokemon.lostLink, so attack walks of every other Pokémon
// skip the Lost Zones at the cost of one flag.
func (g *Game) lostLinks(pk *pokemon) bool {
	for c, at := g.top(pk), len(pk.stack)-1; c != nil; c, at = g.below(pk, c, at) {
		for i := range c.Powers {
			if c.Powers[i].LostZoneAttacks {
				return true
			}
		}
	}
	return false
}

// lostLinkOwner returns the player whose Pokémon pk is when its Lost Link works now: it is in
// play and the power is on (a Poké-Body has no Special Condition switch, but a lock may reach
// it).
func (g *Game) lostLinkOwner(pk *pokemon) (int, bool) {
	if !pk.lostLink {
		return 0, false
	}
	p, s := g.slotOf(pk)
	if g.slot(p, s) != pk || !g.present(p, s) {
		return 0, false
	}
	for i, n := 0, g.powerCount(pk); i < n; i++ {
		pw, _ := g.powerAt(pk, i)
		if !pw.LostZoneAttacks || pw.ActiveOnly && s != 0 || pw.BenchOnly && s == 0 {
			continue
		}
		if g.powerOn(p, s, pw) {
			return p, true
		}
	}
	return 0, false
}

// givesLostAttacks reports whether a card in a Lost Zone lends its attacks: a Pokémon card,
// but not one half of a Pokémon LEGEND, whose attacks exist only while both halves are in
// play as one Pokémon (lost-link-no-legend-attacks).
func givesLostAttacks(c *Card) bool {
	return c.Category == PokemonCard && c.Stage != Legend
}

// lostAttack walks the attacks Lost Link gives the Pokémon pk of player p: those printed on
// the Pokémon cards in p's Lost Zone, then in the opponent's, each zone in the order its
// cards went there, each card's in printed order. A card of the same id as one walked
// already, or as one of pk's own cards, gives the same attacks and adds none; an attack whose
// effect is not written (Missing) is left out, since the engine could not play it. It returns
// the i-th attack and its card (nil past the end) and how many it walked.
func (g *Game) lostAttack(pk *pokemon, p, i int) (*Attack, *Card, int) {
	n := 0
	for _, q := range [2]int{p, opp(p)} {
		for j, r := range g.p[q].lost {
			c := g.cards[r]
			if len(c.Attacks) == 0 || !givesLostAttacks(c) || g.lostSeen(pk, p, q, j, c) {
				continue
			}
			for k := range c.Attacks {
				a := &c.Attacks[k]
				if a.Missing != "" {
					continue
				}
				if n == i {
					return a, c, n
				}
				n++
			}
		}
	}
	return nil, nil, n
}

// lostSeen reports whether the card at position j of player q's Lost Zone has the id of a
// card the walk of lostAttack has passed (for the Pokémon of player p) or of one of the
// Pokémon's own cards.
func (g *Game) lostSeen(pk *pokemon, p, q, j int, c *Card) bool {
	for _, r := range pk.stack {
		if g.cards[r].ID == c.ID {
			return true
		}
	}
	if q != p {
		for _, r := range g.p[p].lost {
			if g.cards[r].ID == c.ID {
				return true
			}
		}
	}
	for _, r := range g.p[q].lost[:j] {
		if g.cards[r].ID == c.ID {
			return true
		}
	}
	return false
}

// ownAttackCount is how many attacks the Pokémon has of its own cards and Technical Machines:
// the index at which the attacks Lost Link gives it begin.
func (g *Game) ownAttackCount(pk *pokemon) int {
	n := 0
	for c, at := g.top(pk), len(pk.stack)-1; c != nil; c, at = g.below(pk, c, at) {
		n += len(c.Attacks)
	}
	for _, t := range pk.tms {
		n += len(g.cards[t].Attacks)
	}
	return n
}

// lostZoneOf returns the player in whose Lost Zone lies a card whose attack Lost Link gives
// player p's Pokémon: p's own zone first, as lostAttack walks them.
func (g *Game) lostZoneOf(p int, c *Card) int {
	for _, r := range g.p[p].lost {
		if g.cards[r] == c {
			return p
		}
	}
	return opp(p)
}

// traceLostAttack notes that the attacking Pokémon uses an attack printed on a card in a Lost
// Zone as its own: it is this Pokémon's attack, so where the text means the Pokémon using it
// (in hgss, also where it names the card's own Pokémon) it means this one, and this Pokémon's
// type meets Weakness and Resistance.
func (g *Game) traceLostAttack(p int, pk *pokemon, from *Card, attack string) {
	g.note(refLostLinkAttack, p, g.top(pk).Name, " uses ", attack, ", printed on ", from.Name, " in ",
		g.name(g.lostZoneOf(p, from)), "'s Lost Zone, as its own attack: what the attack does to the Pokémon using it, it does to ",
		g.top(pk).Name)
}

// searchToLost puts a card a search found in its owner's Lost Zone (See Off).
func (g *Game) searchToLost(c *opCtx, p int, x CardRef) {
	g.p[p].lost = append(g.p[p].lost, x)
	if g.trace {
		name := g.cards[x].Name
		g.emit(Event{Kind: EvSearch, Player: p, Zone: ZoneDeck, Slot: -1, Card: name, Amount: 1,
			Anchor: g.rules.anchor(c.ref), Message: fmt.Sprintf("%s finds %s in the deck (%s)", g.name(p), name, c.source)})
		g.emit(Event{Kind: EvLostZone, Player: p, Zone: ZoneDeck, Slot: -1, Card: name,
			Anchor: g.rules.anchor(refLostZone), Message: name + " goes from the deck to the Lost Zone (" + c.source + ")"})
	}
}

// borrowsSupporter reports whether using the power uses the effect of a Supporter card in the
// opponent's hand (Portrait).
func borrowsSupporter(pw *Power) bool {
	for i := range pw.Ops {
		if pw.Ops[i].Kind == OpOppSupporter {
			return true
		}
	}
	return false
}

// isSupporter reports whether a card is a Supporter card.
func isSupporter(c *Card) bool { return c.Category == TrainerCard && c.Trainer == Supporter }

// borrowed returns the Supporter card an action of the power pw chooses from the opponent's
// hand (the first of Action.OppHandPicks), or nil when pw uses none or the action names no
// Supporter card there.
func (g *Game) borrowed(a *Action, pw *Power) *Card {
	if pw == nil || len(a.OppHandPicks) == 0 || !borrowsSupporter(pw) {
		return nil
	}
	c, ok := g.handCard(opp(a.Player), a.OppHandPicks[0])
	if !ok || !isSupporter(c) {
		return nil
	}
	return c
}

// borrowLead is the part of Action.OppHandPicks that names the Supporter an action of a
// Portrait-like power uses (the first entry); the rest are the cards the Supporter's own
// effect chooses from that hand. nil for any other action.
func (g *Game) borrowLead(a *Action) []int {
	if a.Kind != ActUsePower || len(a.OppHandPicks) == 0 || !g.present(a.Player, a.Slot) {
		return nil
	}
	if pw, _ := g.powerAt(g.slot(a.Player, a.Slot), a.Index); pw == nil || !borrowsSupporter(pw) {
		return nil
	}
	return a.OppHandPicks[:1]
}

// withLead returns the opponent's hand picks an action carries: lead (the Supporter a power
// uses) first, then the picks of its effect.
func withLead(lead, picks []int) []int {
	if len(lead) == 0 {
		return picks
	}
	return append(append(make([]int, 0, len(lead)+len(picks)), lead...), picks...)
}

// supporterUsable checks that player p could use the effect of the Supporter card c now, as
// if they were playing it (portrait-choosing-a-supporter): its effect is written, its own
// conditions hold, a hand it must take an exact number of cards from has them, and it would
// do something. Nothing is played, so the once-a-turn Supporter limit and the effects that
// forbid playing Trainer cards do not come into it (portrait-after-supporter).
func (g *Game) supporterUsable(p int, c *Card) fault {
	if !isSupporter(c) {
		return fault{ErrHandChoice, refBorrowChoice}
	}
	if c.Missing != "" {
		return missing(c, c.Trainer.String()+" effect", c.Missing)
	}
	if c.PlayIf.Kind != CheckNone && !g.holds(&c.PlayIf, checkEnv{p: p, s: 0, dp: opp(p), ds: 0, as: -1}) {
		return fault{ErrConditionNotMet, refBorrowChoice}
	}
	if !g.activeTypeFits(p, c) {
		return fault{ErrConditionNotMet, refBorrowChoice}
	}
	own, theirs, _ := pickNeeds(c.Play)
	if own.set && own.exact && g.handMatches(p, own.filter) < own.max ||
		theirs.set && theirs.exact && g.handMatches(opp(p), theirs.filter) < theirs.max {
		return fault{ErrNotEnoughCards, refBorrowChoice}
	}
	if f := g.trainerEffect(p, -1, c, nil, anyChoice, anyChoice, -1); f.failed() {
		return fault{f.err, refBorrowChoice}
	}
	return ok
}

// anyUsableSupporter reports whether the opponent's hand holds a Supporter card player p
// could use now.
func (g *Game) anyUsableSupporter(p int) bool {
	for _, r := range g.p[opp(p)].hand {
		if c := g.cards[r]; isSupporter(c) && !g.supporterUsable(p, c).failed() {
			return true
		}
	}
	return false
}

// validateBorrow checks an action of a power that uses a Supporter's effect from the
// opponent's hand, once the power itself may be used: when a Supporter there could be used,
// the action must choose one of those (first in OppHandPicks) and its choices are checked as
// the card's own would be when played from the hand; when none could, the power is only the
// look at that hand, and the action chooses nothing (portrait-choosing-a-supporter).
func (g *Game) validateBorrow(a *Action) fault {
	p := a.Player
	if len(a.OppHandPicks) == 0 {
		if g.anyUsableSupporter(p) {
			return fault{ErrHandChoice, refBorrowChoice}
		}
		if !noPicks(a) || a.Opt {
			return fault{ErrBadChoice, refPower}
		}
		return ok
	}
	c, okc := g.handCard(opp(p), a.OppHandPicks[0])
	if !okc {
		return fault{ErrHandChoice, refBorrowChoice}
	}
	if f := g.supporterUsable(p, c); f.failed() {
		return f
	}
	if f := g.validateCardChoices(a, c, -1); f.failed() {
		return f
	}
	return g.validateDeckPicks(a, refBorrowEffect, c.Play)
}

// listBorrow appends the uses of power k of the Pokémon at p, s, which uses a Supporter's
// effect from the opponent's hand: for each Supporter card there that could be used (by card,
// not copy: its first position), its choices as LegalActions lists them for the card played
// from the hand; with none, the look at the hand alone.
func (g *Game) listBorrow(buf []Action, p, s, k int) []Action {
	hand := g.p[opp(p)].hand
	any := false
	for j, r := range hand {
		c := g.cards[r]
		if !isSupporter(c) || g.firstOfCard(hand, j) != j || g.supporterUsable(p, c).failed() {
			continue
		}
		any = true
		start := len(buf)
		buf = g.withPicks(buf, &Action{Kind: ActUsePower, Player: p, Slot: s, Index: k, OppHandPicks: []int{j}}, c.ChooseOwn, c.ChooseOpp, c.Play)
		buf = g.withPicksOp(buf, start, removePicksOpIn(c.Play))
	}
	if !any {
		buf = g.appendIfValid(buf, &Action{Kind: ActUsePower, Player: p, Slot: s, Index: k, Own: -1, Target: -1})
	}
	return buf
}

// firstOfCard returns the first position in a hand of the card (by id) at position j.
func (g *Game) firstOfCard(hand []CardRef, j int) int {
	id := g.cards[hand[j]].ID
	for i, r := range hand[:j] {
		if g.cards[r].ID == id {
			return i
		}
	}
	return j
}

// oppSupporter runs the op of that name: the player looks at the opponent's hand, then, when
// the action chose a Supporter card there, carries out that card's whole effect as the
// power's own (portrait-supporter-effect-in-full), with the action's other choices. The card
// stays in the opponent's hand, and no Supporter card is played (portrait-after-supporter).
func (g *Game) oppSupporter(c *opCtx) {
	p, q := c.player, opp(c.player)
	g.showHand(c, q)
	if len(c.handPicks[1]) == 0 {
		g.note(refBorrowChoice, p, g.name(q), "'s hand holds no Supporter card that ", g.name(p), " could use now (", c.source, ")")
		return
	}
	card := g.cards[c.handPicks[1][0]]
	c.handPicks[1] = c.handPicks[1][1:]
	g.note(refBorrowNotPlayed, p, g.name(p), " uses the effect of ", card.Name, " from ", g.name(q), "'s hand as the effect of ",
		c.source, "; the card stays there, and no Supporter card is played")
	ref, source := c.ref, c.source
	c.ref, c.source = refBorrowEffect, c.source+": "+card.Name
	g.runOps(card.Play, c)
	c.ref, c.source = ref, source
}

// inStack reports whether the card c is one of the Pokémon's own cards.
func (g *Game) inStack(pk *pokemon, c *Card) bool {
	for _, r := range pk.stack {
		if g.cards[r] == c {
			return true
		}
	}
	return false
}
