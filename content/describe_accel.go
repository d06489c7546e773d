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
	from := "your discard pile"
	if o.FromHand {
		from = "your hand"
	}
	return fmt.Sprintf("from %s, attach at most %d %s to %s.", from, n, plural(describeFilter(o.Filter), n), who)
}

// describeDiscardHand says what a discard-hand op does.
func describeDiscardHand(o engine.Op, n int) string {
	return fmt.Sprintf("discard %d %s from your hand.", n, plural(describeFilter(o.Filter), n))
}
