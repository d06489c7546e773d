package content

import (
	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// Card-file fields and words for Mew and Smeargle: engine/README.md, "Mew and Smeargle".

// lastdPower reads lost_zone_attacks, which belongs to a passive power, and checks that the
// op opp-supporter is the whole of a power its player uses: the Supporter chosen then is all
// the power does, and its choices are the action's.
func (p *cardParser) lastdPower(n *yaml.Node, r *rawPower, pw *engine.Power) {
	pw.LostZoneAttacks = r.LostZoneAttacks
	if r.LostZoneAttacks && pw.Use != engine.UsePassive {
		p.bad(at(n, "lost_zone_attacks"), "power %s: lost_zone_attacks belongs to a passive power (use: passive)", r.Name)
	}
	for i := range pw.Ops {
		if pw.Ops[i].Kind == engine.OpOppSupporter && len(pw.Ops) != 1 {
			p.bad(at(n, "ops"), "power %s: op opp-supporter is the power's only op: the Supporter chosen does the rest", r.Name)
		}
	}
}

// lastdFields checks the ops of this pass: opp-supporter takes no fields and belongs to a
// power its player uses; a search whose find goes to the Lost Zone takes no dest.
func (p *cardParser) lastdFields(n *yaml.Node, r *rawOp, o *engine.Op) {
	switch o.Kind {
	case engine.OpOppSupporter:
		if !p.inActivatedPower {
			p.bad(at(n, "op"), "op opp-supporter belongs in the ops of a power its player uses (use: activated)")
		}
		if o.Who != engine.WhoDefault || o.N != 0 || o.Amount != 0 || r.Filter != nil || o.Gate != engine.Always {
			p.bad(n.Line, "op opp-supporter takes no who, n, amount, filter or gate: it looks at the opponent's hand, and the Supporter chosen there does the rest")
		}
	case engine.OpSearch:
		if o.ToLostZone && r.Dest != "" {
			p.bad(at(n, "dest"), "op search with lost_zone puts what it finds in the Lost Zone: it takes no dest")
		}
	}
}

// lostSearchDest says where a search's find goes when that is the Lost Zone.
func lostSearchDest(them string) string {
	return "put " + them + " in your Lost Zone"
}

// lostLinkWords says what a power with lost_zone_attacks lets its Pokémon do.
func lostLinkWords() string {
	return "Besides its own attacks, this Pokémon can use any attack printed on a Pokémon card in your Lost Zone or your opponent's. " +
		"It must have the Energy each such attack costs attached, and the attack counts as this Pokémon's own: " +
		"its type is the one Weakness and Resistance look at, and where the attack speaks of the Pokémon using it, or names the Pokémon it is printed on, it means this one. " +
		"A half of a Pokémon LEGEND in a Lost Zone gives no attacks (a LEGEND's attacks exist only while its two halves are in play together), and rulesd offers only the attacks whose effects it can play."
}

// oppSupporterWords words the op opp-supporter.
func oppSupporterWords() string {
	return "look at your opponent's hand. If a Supporter card there is one you could use now (its conditions met, and with something for it to do), " +
		"choose one such card and carry out all of what it does, as the effect of this power; otherwise the power ends once you have seen the hand. " +
		"The card stays in your opponent's hand. This is not playing a Supporter card, so it does not count as your Supporter for the turn, and it can be done after you played one."
}
