package scenarios

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// Which attached Energy cards an effect discards or moves, where the card leaves it to the
// player (engine Action.EnergyTakes): take-energy: names the cards on the acting player's
// Pokémon, take-their-energy: those on the opponent's, each by type or id, with an optional
// slot first to say which Pokémon (bench1:Fire). Without a slot a name takes the first such
// card not named yet on the Pokémon the effect takes from, in the order its ops run.
//
//   - {attack: Flare Blitz, take-energy: [Fire]}               # keep the Double Colorless
//   - {attack: Crunch, take-their-energy: [hgss1-103]}

// takeKeys are the two keys, the acting player's side first.
var takeKeys = []string{"take-energy", "take-their-energy"}

// takeToken splits a take-energy: value into its slot ("" when it names none) and its Energy.
func takeToken(x string) (slot, energy string) {
	if s, rest, ok := strings.Cut(x, ":"); ok && slotPattern.MatchString(s) {
		return s, rest
	}
	return "", x
}

// takeValue checks one take-energy: value as the file is read.
func (p *parser) takeValue(n *yaml.Node, what, x string, cards CardSource) {
	slot, tok := takeToken(x)
	if slot == "" && strings.Contains(x, ":") {
		s, _, _ := strings.Cut(x, ":")
		p.bad(n, "%s: %q: want active or bench1..bench5 before the colon", what, s)
		return
	}
	p.energyToken(n, what, tok, cards)
}

// takeSide says whose Pokémon an op that takes attached Energy takes it from: 0 the acting
// player's, 1 the opponent's, 2 either.
func takeSide(op *engine.Op, attack bool) int {
	switch op.Kind {
	case engine.OpDiscardOppEnergy:
		return 1
	case engine.OpLostOwnEnergy, engine.OpDiscardChosen:
		return 0
	}
	switch op.Who {
	case engine.WhoDefending, engine.WhoChosenOpp, engine.WhoEachOppBenched, engine.WhoEachOpp:
		return 1
	case engine.WhoDefault:
		if attack {
			return 1
		}
	case engine.WhoEachPokemon, engine.WhoEachHealed:
		return 2
	}
	return 0
}

// takeReads adds the take keys the effect's ops read.
func (e *effect) takeReads(attack bool) []string {
	var own, theirs bool
	for _, ops := range e.ops {
		for i := range ops {
			if !engine.TakesAttachedEnergy(ops[i]) {
				continue
			}
			switch takeSide(&ops[i], attack) {
			case 0:
				own = true
			case 1:
				theirs = true
			default:
				own, theirs = true, true
			}
		}
	}
	var out []string
	if own {
		out = append(out, "take-energy")
	}
	if theirs {
		out = append(out, "take-their-energy")
	}
	return out
}

// takeSlots lists player side's Pokémon (side 0: the acting player) in the order a take
// value without a slot looks at them: those the effect's ops take from, in the order the ops
// run, then the others.
func (r *runner) takeSlots(ea engine.Action, e effect, side int) []int {
	q := ea.Player
	if side == 1 {
		q = 1 - ea.Player
	}
	all := []int{}
	if _, ok := r.g.Active(q); ok {
		all = append(all, 0)
	}
	for i := range r.g.Bench(q) {
		all = append(all, i+1)
	}
	var out []int
	add := func(s ...int) {
		for _, x := range s {
			if slices.Contains(all, x) && !slices.Contains(out, x) {
				out = append(out, x)
			}
		}
	}
	attack := ea.Kind == engine.ActAttack
	for _, ops := range e.ops {
		for i := range ops {
			op := &ops[i]
			if !engine.TakesAttachedEnergy(*op) {
				continue
			}
			if s := takeSide(op, attack); s != 2 && s != side {
				continue
			}
			switch {
			case op.Kind == engine.OpDiscardOppEnergy || op.Kind == engine.OpLostOwnEnergy:
				add(ea.Picks...)
			case op.Kind == engine.OpDiscardChosen:
				add(ea.Split...)
			case op.Who == engine.WhoSelf && ea.Kind == engine.ActUsePower:
				add(ea.Slot)
			case op.Who == engine.WhoChosenOwn:
				add(ea.Own)
			case op.Who == engine.WhoChosenOpp:
				add(ea.Target)
			case op.Who == engine.WhoSelf, op.Who == engine.WhoOwnActive, op.Who == engine.WhoDefending, op.Who == engine.WhoDefault:
				add(0)
			}
		}
	}
	add(all...)
	return out
}

// resolveTakes turns the take values of one side into engine places (engine
// Game.EnergyPlaces), skipping the cards already named in used; for a value that names no
// card there it returns its index as bad.
func (r *runner) resolveTakes(ea engine.Action, e effect, side int, vals []string, used map[engine.EnergyPlace]bool) (at []int, slots []int, bad int) {
	q := ea.Player
	if side == 1 {
		q = 1 - ea.Player
	}
	places := r.g.EnergyPlaces(ea.Player)
	order := r.takeSlots(ea, e, side)
	for k, x := range vals {
		slot, tok := takeToken(x)
		look := order
		if slot != "" {
			look = []int{slotIndex(slot, 0)}
		}
		exact, anyPrinting := r.energyMatch(tok)
		found := -1
		for _, match := range []func(*engine.Card) bool{exact, anyPrinting} {
			for _, s := range look {
				v, ok := r.pokemonAt(q, s)
				if !ok {
					continue
				}
				for i, c := range v.Energy {
					pl := engine.EnergyPlace{Player: q, Slot: s, Index: i}
					if !used[pl] && match(c) {
						found = slices.Index(places, pl)
						break
					}
				}
				if found >= 0 {
					break
				}
			}
			if found >= 0 {
				break
			}
		}
		if found < 0 {
			return nil, nil, k
		}
		used[places[found]] = true
		at, slots = append(at, found), append(slots, places[found].Slot)
	}
	return at, slots, -1
}

// setTakes sets Action.EnergyTakes from take-energy: and take-their-energy:, once the
// action's other choices are set (the Pokémon discard-opp-energy takes from are its Picks);
// it returns words for the step.
func (r *runner) setTakes(a *Action, ea *engine.Action, e effect, whose string) (string, error) {
	used := map[engine.EnergyPlace]bool{}
	var words []string
	for side, key := range takeKeys {
		vals, ok := a.Choices[key]
		if !ok {
			continue
		}
		q := ea.Player
		if side == 1 {
			q = 1 - ea.Player
		}
		at, slots, bad := r.resolveTakes(*ea, e, side, vals, used)
		if bad >= 0 {
			var names []string
			for _, s := range r.takeSlots(*ea, e, side) {
				if v, ok := r.pokemonAt(q, s); ok {
					names = append(names, fmt.Sprintf("%s (%s: %s)", v.Card.Name, slotName(s), r.energyList(v.Energy)))
				}
			}
			return "", r.invalid(a.pos, "%s: %s: %s: no more such Energy card is attached to %s's Pokémon (%s)", whose, key, vals[bad], titleName(q), strings.Join(names, "; "))
		}
		ea.EnergyTakes = append(ea.EnergyTakes, at...)
		var each []string
		for k, x := range vals {
			_, tok := takeToken(x)
			v, _ := r.pokemonAt(q, slots[k])
			each = append(each, tok+" from "+v.Card.Name)
		}
		words = append(words, "choosing "+strings.Join(each, ", "))
	}
	return strings.Join(words, "; "), nil
}

// energyList names the Energy cards of a Pokémon as take values write them.
func (r *runner) energyList(cards []*engine.Card) string {
	if len(cards) == 0 {
		return "none"
	}
	var out []string
	for _, c := range cards {
		out = append(out, r.energyName(c))
	}
	return strings.Join(out, ", ")
}

// takeText writes Action.EnergyTakes as take-energy: and take-their-energy: lists: the inverse
// of setTakes. A card is written by type or id, with its slot first only where the name alone
// would take another Pokémon's card. It says false for a place with no card.
func (r *runner) takeText(ea engine.Action, fa *FileAction) bool {
	if len(ea.EnergyTakes) == 0 {
		return true
	}
	places := r.g.EnergyPlaces(ea.Player)
	e := r.effectOf(ea)
	var lists [2][]string
	used := map[engine.EnergyPlace]bool{}
	for _, x := range ea.EnergyTakes {
		if x < 0 || x >= len(places) {
			return false
		}
		pl := places[x]
		side := 0
		if pl.Player != ea.Player {
			side = 1
		}
		v, ok := r.pokemonAt(pl.Player, pl.Slot)
		if !ok || pl.Index >= len(v.Energy) {
			return false
		}
		tok := r.energyName(v.Energy[pl.Index])
		// Try the name alone on a copy of what is named so far: it must land on this Pokémon.
		trial := map[engine.EnergyPlace]bool{}
		for k, u := range used {
			trial[k] = u
		}
		if _, slots, bad := r.resolveTakes(ea, e, side, []string{tok}, trial); bad >= 0 || slots[0] != pl.Slot {
			tok = slotName(pl.Slot) + ":" + tok
		}
		_, _, _ = r.resolveTakes(ea, e, side, []string{tok}, used)
		lists[side] = append(lists[side], tok)
	}
	fa.TakeEnergy, fa.TakeTheirEnergy = strings.Join(lists[0], ","), strings.Join(lists[1], ",")
	return true
}
