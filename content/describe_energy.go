package content

import (
	"fmt"

	"github.com/rulesd/rulesd/engine"
	"go.yaml.in/yaml/v3"
)

// Names and words for the energy effects (engine/fx_energy.go): Energy counts over several
// Pokémon, a coin or a card for each of a count.

func init() {
	for k, v := range map[string]engine.Count{"own-energy": engine.CountOwnEnergy,
		"opp-energy": engine.CountOppEnergy, "actives-energy": engine.CountActivesEnergy,
		"all-energy": engine.CountAllEnergy, "self-has-energy": engine.CountSelfHasEnergy} {
		countByName[k] = v
	}
}

// energyWhere says whose Energy an Energy count counts.
var energyWhere = map[engine.Count]string{
	engine.CountSelfEnergy:     "the Attacking Pokémon",
	engine.CountDefenderEnergy: "the Defending Pokémon",
	engine.CountOwnEnergy:      "all of your Pokémon",
	engine.CountOppEnergy:      "all of your opponent's Pokémon",
	engine.CountActivesEnergy:  "both Active Pokémon",
	engine.CountAllEnergy:      "every Pokémon in play (yours and your opponent's)",
}

// energyCountWords words "each <count>" for the counts an energy op can use.
func energyCountWords(k engine.Count, t engine.Type) string {
	what := "Energy"
	if t != engine.Colorless {
		what = t.String() + " Energy"
	}
	if where, ok := energyWhere[k]; ok {
		return what + " attached to " + where
	}
	if k == engine.CountHeads {
		return "heads"
	}
	return countNames[k]
}

// energyBasePer words a base-per op over one of the energy counts.
func energyBasePer(o engine.Op) string {
	if o.Count == engine.CountSelfHasEnergy {
		what := "any Energy"
		if o.Type != engine.Colorless {
			what = "any " + o.Type.String() + " Energy"
		}
		return fmt.Sprintf("if the Attacking Pokémon has %s attached, the attack does %d more damage.", what, o.Amount)
	}
	return fmt.Sprintf("the attack does %d more damage for each %s.", o.Amount, energyCountWords(o.Count, o.Type))
}

// energyOp words the ops added for energy effects ("" for any other op).
func (w *opWords) energyOp(o engine.Op) string {
	switch o.Kind {
	case engine.OpFlipPer:
		w.coins = 0 // how many coins depends on the game: gates read "heads", not "both"
		return fmt.Sprintf("flip a coin for each %s.", energyCountWords(o.Count, o.Type))
	case engine.OpDrawPer:
		n := max(o.N, 1)
		return fmt.Sprintf("draw %s for each %s.", cardsWord(n), energyCountWords(o.Count, o.Type))
	}
	return ""
}

// energyFields checks the fields of the ops added for energy effects.
func (p *cardParser) energyFields(n *yaml.Node, o *engine.Op) {
	switch o.Kind {
	case engine.OpFlipPer, engine.OpDrawPer:
		if o.Count == engine.CountNone {
			p.bad(n.Line, "op %s needs count: what to flip or draw for each of", o.Kind)
		}
	}
	if o.Type != engine.Colorless && (o.Kind == engine.OpFlipPer || o.Kind == engine.OpDrawPer) && !o.Count.UsesType() {
		p.bad(at(n, "type"), "op %s: type applies to Energy counts only", o.Kind)
	}
}
