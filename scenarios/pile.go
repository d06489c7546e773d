package scenarios

import (
	"slices"

	"github.com/rulesd/rulesd/engine"
)

// Energy cards an effect attaches from the discard pile, named by the player (from-discard:,
// engine.PileAttachOp): on an attack, a power or a Trainer card the effect's own ops say so
// (effect.read); on bench: and evolve:, the power that works as the card is benched or
// played to evolve.

// pileTrigger sets e to read from-discard when c has a power that works as it is benched or
// evolved (use) and attaches Energy cards the player names from the discard pile (Stardust
// Song, Blessings of the Frost).
func pileTrigger(e *effect, c *engine.Card, use engine.PowerUse) {
	for _, pw := range c.Powers {
		if pw.Use != use || e.picks != nil {
			continue
		}
		if op := engine.PileAttachOp(pw.Ops); op != nil {
			e.name, e.picks = pw.Name, op
			e.reads = append(e.reads, "from-discard")
		}
	}
}

// filePileTrigger writes, for a Pokémon benched or evolved whose power then attaches Energy
// cards from the discard pile, the cards the action names there as from-discard: ids
// (resolve takes the first copies again, the same cards as far as the game can tell). Picks
// that answer another power are left as they were.
func (r *runner) filePileTrigger(ea engine.Action, fa *FileAction) bool {
	if ea.Kind != engine.ActPlayBasic && ea.Kind != engine.ActEvolve || len(ea.Picks) == 0 {
		return true
	}
	if e := r.effectOf(ea); !slices.Contains(e.reads, "from-discard") {
		return true
	}
	ids, ok := handIDs(r.g.Discard(ea.Player), ea.Picks)
	fa.FromDiscard = ids
	return ok
}
