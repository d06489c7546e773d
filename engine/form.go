package engine

// What a Pokémon in play can do is usually what its top card prints. Two kinds of card keep
// more: a Pokémon BREAK keeps the attacks and Abilities of the card it evolved from (and that
// card's Weakness, Resistance and Retreat Cost), and a Pokémon LV.X keeps the attacks and
// powers of the card it was put on. A Technical Machine attached to a Pokémon adds its attack.
// These helpers walk those cards in a fixed order, without building lists, so the attack and
// power indexes of Action stay stable: the top card's own first, then the kept ones, top down,
// then the Technical Machines in the order attached, then the attacks Lost Link gives.

// keepsBelow reports whether a top card keeps the attacks and powers of the card under it.
func (g *Game) keepsBelow(c *Card) bool {
	switch c.Stage {
	case BreakStage:
		return g.rules.BreakEvolution.On
	case LevelUp:
		return g.rules.LevelUpKeeps.On
	}
	return false
}

// below returns the card under the one at stack position i whose attacks and powers the
// Pokémon keeps, with its position, or nil when c keeps nothing.
func (g *Game) below(pk *pokemon, c *Card, i int) (*Card, int) {
	if i == 0 || !g.keepsBelow(c) {
		return nil, 0
	}
	return g.cards[pk.stack[i-1]], i - 1
}

// attackAt returns the Pokémon's i-th attack and the card that prints it (a Technical Machine
// for its attack), or nil.
func (g *Game) attackAt(pk *pokemon, i int) (*Attack, *Card) {
	if i < 0 {
		return nil, nil
	}
	for c, at := g.top(pk), len(pk.stack)-1; c != nil; c, at = g.below(pk, c, at) {
		if i < len(c.Attacks) {
			return &c.Attacks[i], c
		}
		i -= len(c.Attacks)
	}
	for _, t := range pk.tms {
		c := g.cards[t]
		if i < len(c.Attacks) {
			return &c.Attacks[i], c
		}
		i -= len(c.Attacks)
	}
	if p, on := g.lostLinkOwner(pk); on { // Lost Link (fx_lastd.go)
		a, c, _ := g.lostAttack(pk, p, i)
		return a, c
	}
	return nil, nil
}

// attackCount returns how many attacks the Pokémon can choose from.
func (g *Game) attackCount(pk *pokemon) int {
	n := g.ownAttackCount(pk)
	if p, on := g.lostLinkOwner(pk); on { // Lost Link (fx_lastd.go)
		_, _, k := g.lostAttack(pk, p, -1)
		n += k
	}
	return n
}

// powerAt returns the Pokémon's i-th power and the card that prints it, or nil.
func (g *Game) powerAt(pk *pokemon, i int) (*Power, *Card) {
	if i < 0 {
		return nil, nil
	}
	for c, at := g.top(pk), len(pk.stack)-1; c != nil; c, at = g.below(pk, c, at) {
		if i < len(c.Powers) {
			return &c.Powers[i], c
		}
		i -= len(c.Powers)
	}
	return nil, nil
}

// powerCount returns how many powers the Pokémon has.
func (g *Game) powerCount(pk *pokemon) int { return pk.powers }

// countPowers works out powerCount when the Pokémon's stack changes (restack), which stats
// its powers change, a bit per StatKind (eachStatMod skips the powers of a Pokémon that
// changes none of the kind it looks for), and when they work, a bit per PowerUse (listing
// and the between-turns step skip a Pokémon with no power of the use they look for).
func (g *Game) countPowers(pk *pokemon) (n int, stats, uses uint32) {
	if len(pk.stack) == 0 {
		return 0, 0, 0
	}
	for c, at := g.top(pk), len(pk.stack)-1; c != nil; c, at = g.below(pk, c, at) {
		n += len(c.Powers)
		for i := range c.Powers {
			uses |= 1 << c.Powers[i].Use
			for _, m := range c.Powers[i].Stats {
				stats |= 1 << m.Stat
			}
		}
	}
	return n, stats, uses
}

// hasPowerUse reports whether one of the Pokémon's powers works as u says.
func hasPowerUse(pk *pokemon, u PowerUse) bool { return pk.powerUses&(1<<u) != 0 }

// statsCard returns the card whose Weakness, Resistance and Retreat Cost the Pokémon has: the
// top card, except that a Pokémon BREAK keeps those of the card it evolved from.
func (g *Game) statsCard(pk *pokemon) *Card {
	c := g.top(pk)
	for i := len(pk.stack) - 1; i > 0 && c.Stage == BreakStage && g.rules.BreakEvolution.On; {
		i--
		c = g.cards[pk.stack[i]]
	}
	return c
}

// isEvolved reports whether the Pokémon's top card was put on another card by evolving (or,
// where the ruleset counts it as evolving, by a LV.X), so that devolving can take it off.
func (g *Game) isEvolved(pk *pokemon) bool {
	if len(pk.stack) < 2 {
		return false
	}
	c := g.cards[pk.stack[len(pk.stack)-1]]
	return c.Stage.IsEvolution() || c.Stage == LevelUp && g.rules.LevelUpIsEvolving.On
}
