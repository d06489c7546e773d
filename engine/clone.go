package engine

import "slices"

// A copy of a game, to carry out an action on it and see what follows without changing the
// game itself (validateBenchDiscard: how many Benched Pokémon a lowered Bench limit makes the
// opponent discard during an action). The copy records no events and has a source forked
// from the game's, so it gets the coins the game would get next; a source that cannot fork
// is replaced by an empty script (every coin tails).

// clone returns a deep copy of the game's state: every pile, Pokémon and turn record is its
// own, the card definitions and the ruleset are shared (nothing changes them).
func (g *Game) clone() *Game {
	c := *g
	c.trace, c.events, c.onEvent = false, nil, nil
	c.listing = listingMemo{}
	c.modBuf, c.scratch = nil, nil
	if f, ok := g.src.(forker); ok {
		c.src = f.fork()
	} else {
		c.src = NewScripted()
	}
	c.cards, c.owner = slices.Clip(g.cards), slices.Clip(g.owner)
	for p := range c.p {
		pl := &c.p[p]
		pl.deck, pl.hand, pl.prizes = slices.Clone(pl.deck), slices.Clone(pl.hand), slices.Clone(pl.prizes)
		pl.discard, pl.lost = slices.Clone(pl.discard), slices.Clone(pl.lost)
		for s := range pl.slots {
			pk := &pl.slots[s]
			pk.stack, pk.energy, pk.tms = slices.Clone(pk.stack), slices.Clone(pk.energy), slices.Clone(pk.tms)
			pk.lasting = slices.Clone(pk.lasting)
		}
	}
	c.turnMods = slices.Clone(g.turnMods)
	c.played = slices.Clone(g.played)
	c.react.expShare = slices.Clone(g.react.expShare)
	c.react.expShareEnergy = slices.Clone(g.react.expShareEnergy)
	for q := range c.benchPick {
		c.benchPick[q].picks = slices.Clone(g.benchPick[q].picks)
	}
	return &c
}
