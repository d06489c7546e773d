package content

import (
	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// The primitives of the second pass over the xy- and sm-era cards (engine/fx_smxy2.go) in
// card files (checks) and in words.

// smxy2Fields checks the fields of this file's ops.
func (p *cardParser) smxy2Fields(n *yaml.Node, r *rawOp, o *engine.Op) {
	switch o.Kind {
	case engine.OpDiscardStadium:
		if o.Who != engine.WhoDefault && o.Who != engine.WhoDefending {
			p.bad(at(n, "who"), "op discard-stadium: who is unset (the Stadium in play) or defending (only a Stadium your opponent put into play)")
		}
	}
}

// smxy2OpWords words this file's ops.
func smxy2OpWords(o engine.Op) string {
	switch o.Kind {
	case engine.OpDiscardStadium:
		if o.Who == engine.WhoDefending {
			return "if your opponent has a Stadium card in play (one they put into play), discard it."
		}
		return "discard the Stadium card in play, if there is one."
	}
	return o.Kind.String() + "."
}
