package content

import (
	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// optionalFields checks an attack's optional part ("you may …"): ops gated opted or
// declined belong to an attack marked optional, and an optional attack has at least one.
func (p *cardParser) optionalFields(n *yaml.Node, a *engine.Attack) {
	gated := false
	for _, ops := range [][]engine.Op{a.Requires, a.Before, a.After} {
		for _, o := range ops {
			if o.Gate == engine.IfOpted || o.Gate == engine.IfNoOpt {
				gated = true
			}
		}
	}
	switch {
	case gated && !a.Optional:
		p.bad(n.Line, "attack %s: ops gated opted or declined need optional: true", a.Name)
	case a.Optional && !gated:
		p.bad(at(n, "optional"), "attack %s: optional: true needs ops gated opted or declined (the part the player may take)", a.Name)
	}
}

// optionalWords says that an attack has a part its user may take or not.
func optionalWords(a *engine.Attack) string {
	if !a.Optional {
		return ""
	}
	if s := conditionChoiceWords(a); s != "" {
		return s
	}
	s := "You may take this attack's option or not."
	if a.ChooseOwn != engine.ChooseNone || a.ChooseOpp != engine.ChooseNone {
		s += " The choice below is made only when you take it."
	}
	return s
}
