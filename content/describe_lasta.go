package content

import (
	"github.com/rulesd/rulesd/engine"
	"go.yaml.in/yaml/v3"
)

// Words for the primitives added with the last hgss cards (engine/fx_lasta.go).

// attachedTypeWords says, after "if", whether the Energy card just attached from the hand
// provides type t on the Pokémon it went to; an Energy card of every type provides each.
func attachedTypeWords(t engine.Type, is bool) string {
	if is {
		return "the Energy card you attached gives " + t.String() + " Energy on it (an Energy card of every type does)"
	}
	return "the Energy card you attached gives no " + t.String() + " Energy on it"
}

// lastAPower checks the power fields of the last hgss cards: the check attached-type reads
// the Energy card just attached from the hand, which only a power that works then has.
func (p *cardParser) lastAPower(n *yaml.Node, pw *engine.Power) {
	for i := range pw.Ops {
		if pw.Ops[i].If.Kind == engine.CheckAttachedType && pw.Use != engine.UseAttachedFromHand {
			p.bad(at(n, "ops"), "power %s: check attached-type reads the Energy card just attached from the hand, so it belongs to a power with use: attached-from-hand", pw.Name)
		}
	}
}
