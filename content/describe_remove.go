package content

import (
	"fmt"

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
		return fmt.Sprintf("discard %s attached to %s.", what, who)
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
	}
	return o.Kind.String() + "."
}
