package content

import (
	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// attachFields checks an attach-discard op: the Energy goes to one of the player's own
// Pokémon, named explicitly (unset, who would be the Defending Pokémon in an attack), and
// only Energy cards can be attached.
func (p *cardParser) attachFields(n *yaml.Node, o *engine.Op) {
	if side, one := sideOf(o.Who); o.Who == engine.WhoDefault || side != 0 || !one {
		p.bad(at(n, "who"), "op attach-discard needs who: one of your own Pokémon (self, chosen-own or own-active), not %s", o.Who)
	}
	if !o.Filter.AnyCategory && o.Filter.Category != engine.EnergyCard {
		p.bad(at(n, "filter"), "op attach-discard attaches Energy cards: its filter category must be energy")
	}
}
