package content

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// Words for the ops that take cards out of play (engine/fx_remove.go): Pokémon back to the
// hand or the deck, Tools and Special Energy cards off a Pokémon, Energy back to the hand or
// the deck.

// describeRemoveOp says what one of those ops does to who (already in words).
func describeRemoveOp(o engine.Op, who string, n int, inAttack bool) string {
	w := o.Who
	if w == engine.WhoDefault && inAttack {
		w = engine.WhoDefending
	}
	side, _ := sideOf(w)
	hand, deck := "your hand", "your deck"
	if side == 1 {
		hand, deck = "your opponent's hand", "your opponent's deck"
	}
	switch o.Kind {
	case engine.OpReturnPokemon:
		if o.Dest == engine.ToDeck {
			return fmt.Sprintf("shuffle %s and every card attached to it into %s (it is not Knocked Out).", who, deck)
		}
		return fmt.Sprintf("put %s and every card attached to it into %s (it is not Knocked Out).", who, hand)
	case engine.OpDiscardTool:
		return fmt.Sprintf("discard the Pokémon Tool attached to %s.", who)
	case engine.OpToolToHand:
		return fmt.Sprintf("put the Pokémon Tool attached to %s into %s.", who, hand)
	case engine.OpDiscardSpecialEnergy:
		what := fmt.Sprintf("%d %s", n, plural("Special Energy card", n))
		if o.N < 0 {
			what = "every Special Energy card"
		}
		if o.ToLostZone {
			return fmt.Sprintf("put %s attached to %s in the Lost Zone.", what, who)
		}
		return fmt.Sprintf("discard %s from among those attached to %s.", what, who)
	case engine.OpReturnEnergy:
		kind := "Energy card"
		if o.Type != engine.Colorless {
			kind = o.Type.String() + " Energy card"
		}
		what := fmt.Sprintf("%d %s", n, plural(kind, n))
		if o.N < 0 {
			what = "every " + kind
		}
		if o.Dest == engine.ToDeck {
			return fmt.Sprintf("shuffle %s attached to %s into %s.", what, who, deck)
		}
		return fmt.Sprintf("put %s attached to %s into %s.", what, who, hand)
	case engine.OpLostOwnEnergy:
		if o.N < 0 {
			return "choose any number of Energy cards attached to your Pokémon (none, if you like) and put them in the Lost Zone."
		}
		return fmt.Sprintf("choose at most %d %s attached to your Pokémon and put them in the Lost Zone.", n, plural("Energy card", n))
	case engine.OpReturnPokemonOnly:
		return fmt.Sprintf("discard every card attached to %s, then put %s into %s (it is not Knocked Out).", who, who, hand)
	case engine.OpKOLostZone:
		return "if any of your opponent's Pokémon is Knocked Out by damage from this attack, it and every card attached to it go to the Lost Zone instead of the discard pile."
	case engine.OpKeepBench:
		if side == 1 {
			return fmt.Sprintf("your opponent chooses %d of their Benched Pokémon to keep and shuffles each of the others, with every card attached to it, into their deck (they are not Knocked Out).", n)
		}
		return fmt.Sprintf("choose %d of your Benched Pokémon to keep and shuffle each of the others, with every card attached to it, into your deck (they are not Knocked Out).", n)
	case engine.OpDiscardOppEnergy:
		return fmt.Sprintf("discard %d %s attached to your opponent's Pokémon, from whichever of them you choose (the same one more than once if it has that many).", n, plural("Energy card", n))
	}
	return o.Kind.String() + "."
}

// picksFields checks that at most one op of an attack reads the player's picks
// (Action.Picks): the engine gives them all to the first.
func (p *cardParser) picksFields(n *yaml.Node, a *engine.Attack) {
	k := 0
	for _, ops := range [][]engine.Op{a.Requires, a.Before, a.After} {
		for _, o := range ops {
			if o.Kind == engine.OpDiscardOppEnergy || o.Kind == engine.OpLostOwnEnergy {
				k++
			}
		}
	}
	if k > 1 {
		p.bad(n.Line, "attack %s: only one op of an attack may read the player's picks (discard-opp-energy, lost-own-energy)", a.Name)
	}
	// The count done reads what the op just before it moved.
	for _, ops := range [][]engine.Op{a.Requires, a.Before, a.After} {
		for i, o := range ops {
			if o.Count == engine.CountDone && (i == 0 || !movesCards[ops[i-1].Kind]) {
				p.bad(n.Line, "attack %s: count done reads what the op just before it moved: put it right after a lost-own-energy, hand-pick, discard-opp-energy, return-energy, discard-special-energy, discard-energy, discard-chosen or search", a.Name)
			}
		}
	}
}

// movesCards are the ops whose count of moved cards the count done reads.
var movesCards = map[engine.OpKind]bool{engine.OpLostOwnEnergy: true, engine.OpHandPick: true, engine.OpDiscardOppEnergy: true,
	engine.OpReturnEnergy: true, engine.OpDiscardSpecialEnergy: true, engine.OpDiscardEnergy: true, engine.OpSearch: true,
	engine.OpDiscardChosen: true}

// rescueWords says what a Special Energy card with rescue does (engine.Card.Rescue).
const rescueWords = "If damage from an attack Knocks Out the Pokémon it is attached to, that Pokémon's own cards go to its owner's hand instead of the discard pile; the cards attached to it are discarded. The opponent takes Prize cards for the Knock Out as usual."

// removeCardFields reads rescue, which only a Special Energy card may carry, and
// play_if_active, which only a Trainer card may.
func (p *cardParser) removeCardFields(n *yaml.Node, r *rawCard, c *engine.Card) {
	if r.Rescue {
		if c.Category != engine.EnergyCard || r.Basic {
			p.bad(at(n, "rescue"), "%s: rescue belongs to a Special Energy card", c.Name)
		} else {
			c.Rescue = true
		}
	}
	if len(r.PlayIfActive) > 0 {
		if c.Category != engine.TrainerCard {
			p.bad(at(n, "play_if_active"), "%s: play_if_active belongs to a Trainer card", c.Name)
			return
		}
		for i, t := range r.PlayIfActive {
			c.PlayIfActive = append(c.PlayIfActive, p.typ(item(n, "play_if_active", i).Line, t))
		}
	}
}

// playIfWords says a Trainer card's own condition for being played.
func playIfWords(c *engine.Card) string {
	if len(c.PlayIfActive) == 0 {
		return ""
	}
	var ts []string
	for _, t := range c.PlayIfActive {
		ts = append(ts, t.String())
	}
	return fmt.Sprintf("Playable only while your Active Pokémon is of the %s type.", strings.Join(ts, " or "))
}

func asStrings(v any) []string {
	s, _ := v.([]string)
	return s
}
