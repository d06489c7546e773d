package content

import (
	"fmt"

	"github.com/rulesd/rulesd/engine"
)

// Words for attacks that skip Weakness, for modifiers in force only while a Pokémon is
// Asleep, and for Energy attached from the discard pile or the hand.

// weaknessWords says which parts of the damage order an attack that skips Weakness leaves
// out; it is empty for an attack that does not (describeAttack covers those).
func weaknessWords(a *engine.Attack) string {
	if !a.IgnoreWeakness {
		return ""
	}
	switch {
	case a.IgnoreResistance && a.IgnoreDefenderEffects:
		return "Neither Weakness, Resistance nor any effect on the Defending Pokémon changes its damage."
	case a.IgnoreResistance:
		return "Neither Weakness nor Resistance changes its damage."
	case a.IgnoreDefenderEffects:
		return "Neither Weakness nor any effect on the Defending Pokémon changes its damage (Resistance still applies)."
	}
	return "Weakness does not change its damage (Resistance still applies)."
}

// asleepWords is the limit of a modifier that counts only while its Pokémon is Asleep. The
// sentence has already named that Pokémon ("this Pokémon"), so the limit says "it".
func asleepWords(m engine.Modifier) string {
	if !m.WhileAsleep {
		return ""
	}
	return " while it is Asleep"
}

// describeAttachFrom says what an attach-split op that puts every card on one Pokémon does.
func describeAttachFrom(o engine.Op, who string, n int) string {
	if o.FromHand {
		return fmt.Sprintf("from your hand, attach at most %d %s to %s.", n, plural(describeFilter(o.Filter), n), who)
	}
	return fmt.Sprintf("from your discard pile, attach %s to %s%s.", pileCards(o, n), who, pileFewer(o, n))
}

// pileCards words the cards an attach-split takes from the discard pile: the player names
// them (engine/README.md, Action.Picks), as many as it says unless the card says "up to".
func pileCards(o engine.Op, n int) string {
	what := fmt.Sprintf("%d %s of your choice", n, plural(describeFilter(o.Filter), n))
	if o.UpTo {
		what = "at most " + what
	}
	return what
}

// pileFewer says what an attach-split from the discard pile does when the pile holds fewer
// fitting cards than it takes ("" for "up to", which says it already).
func pileFewer(o engine.Op, n int) string {
	switch {
	case o.UpTo:
		return ""
	case n == 1:
		return " (if there is one)"
	}
	return " (all there are, if fewer)"
}

// describeDiscardHand says what a discard-hand op does.
func describeDiscardHand(o engine.Op, n int) string {
	return fmt.Sprintf("discard %d %s from your hand.", n, plural(describeFilter(o.Filter), n))
}
