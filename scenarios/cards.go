package scenarios

import "github.com/rulesd/rulesd/engine"

// CardIDs lists the cards the example uses, each once, in the order they first appear: the
// Pokémon in play with the cards under and attached to them, the Stadium, the cards named in
// the piles, and the cards its actions play, evolve with, Bench or attach. Filler cards given
// by a count and basic Energy given by its type are not listed: they are not what the example
// is about.
func (sc *Scenario) CardIDs() []string {
	var out []string
	seen := map[string]bool{}
	add := func(ids ...string) {
		for _, id := range ids {
			if id == fillerMark || seen[id] {
				continue
			}
			if _, isType := engine.ParseType(id); isType {
				continue
			}
			seen[id] = true
			out = append(out, id)
		}
	}
	pokemon := func(pk *PokemonSetup) {
		add(pk.Card)
		add(pk.Under...)
		add(pk.Energy...)
		if pk.Tool != "" {
			add(pk.Tool)
		}
		add(pk.TMs...)
	}
	for i := range sc.Board.Sides {
		s := &sc.Board.Sides[i]
		if s.Active != nil {
			pokemon(s.Active)
		}
		for j := range s.Bench {
			pokemon(&s.Bench[j])
		}
	}
	if sc.Board.Stadium != "" {
		add(sc.Board.Stadium)
	}
	for i := range sc.Board.Sides {
		s := &sc.Board.Sides[i]
		add(s.Hand...)
		add(s.Deck...)
		add(s.Prizes...)
		add(s.Discard...)
	}
	for _, a := range sc.Actions {
		switch a.Verb {
		case "evolve", "bench", "legend", "play", "attach":
			if a.Arg != "" {
				add(a.Arg)
			}
		}
	}
	return out
}
