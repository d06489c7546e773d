package content

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// Card-file fields and words for the primitives of the last cards (share b): engine/README.md,
// "Last cards, share b".

// lastbStat checks the stats of this pass: no-items locks the player of the Active Pokémon
// it reaches, so it reaches the opponent's Active Pokémon only.
func (p *cardParser) lastbStat(n *yaml.Node, m *engine.StatMod) {
	if m.Stat == engine.StatNoItems && m.Who != engine.StatOppActive {
		p.bad(n.Line, "stats: no-items reaches your opponent's Active Pokémon: who opponent-active")
	}
	if m.Stat == engine.StatKOLostZone && m.Who != engine.StatOpp {
		p.bad(n.Line, "stats: ko-lost-zone reaches your opponent's Pokémon: who opponent")
	}
}

// noItemsWords says what a no-items stat does.
func noItemsWords(m engine.StatMod) string {
	return "your opponent cannot play Item cards from their hand (Pokémon Tools and Technical Machines count as Item cards)"
}

// lastbFields checks the fields of this pass's ops.
func (p *cardParser) lastbFields(n *yaml.Node, r *rawOp, o *engine.Op) {
	switch o.Kind {
	case engine.OpTopAttachSplit:
		if o.N < 1 {
			p.bad(n.Line, "op top-attach-split needs n: how many cards from the top of the deck are looked at")
		}
		if r.Filter != nil && r.Filter.Category != "" && r.Filter.Category != "energy" {
			p.bad(at(n, "filter"), "op top-attach-split attaches Energy cards only: filter category is energy (or unset)")
		}
		if o.Who != engine.WhoDefault {
			p.bad(at(n, "who"), "op top-attach-split takes no who: the player spreads the Energy over their own Pokémon")
		}
	case engine.OpCountersOfType:
		if !p.inAttack {
			p.bad(n.Line, "op counters-of-type reads the type the attack's player names: it belongs in an attack")
		}
		if o.Who != engine.WhoDefault {
			p.bad(at(n, "who"), "op counters-of-type takes no who: it reaches each of your opponent's Pokémon")
		}
		if o.N < 1 {
			p.bad(n.Line, "op counters-of-type needs n: the damage counters on each Pokémon of the named type")
		}
	}
}

// lastbOpWords words this pass's ops.
func lastbOpWords(o engine.Op) string {
	switch o.Kind {
	case engine.OpTopAttachSplit:
		what := "Energy card"
		if d := describeFilter(o.Filter); o.Filter.Type != engine.Colorless && d != "" {
			what = d
		}
		return fmt.Sprintf("look at your deck's top %d cards. Of the %ss among them, attach the ones you pick (all, some or none), spread over your Pokémon as you choose "+
			"(a Pokémon this effect has Knocked Out takes none; this is not the turn's Energy attachment), and discard the other cards.", o.N, what)
	case engine.OpCountersOfType:
		return fmt.Sprintf("name a type (Grass, Fire, Water, Lightning, Psychic, Fighting, Darkness, Metal or Colorless), then put %s on each of your opponent's Pokémon in play of that type. "+
			"rulesd offers only the types your opponent's Pokémon have, since naming another would do nothing.", plural(fmt.Sprintf("%d damage counter", o.N), o.N))
	}
	return ""
}

// candyWords says that a power that works on evolving from the hand also works when Rare
// Candy plays the card (ruling rare-candy-evolve-from-hand-powers), with the cards it chooses
// from the opponent's hand chosen on that play.
func candyWords(p *engine.Power) string {
	for _, o := range p.Ops {
		if o.Kind == engine.OpHandPick {
			return " (Rare Candy included: you choose the card of your opponent's hand as you play Rare Candy)"
		}
	}
	return " (Rare Candy included)"
}

// lastbToolFields reads a Tool's on_active_ko ops.
func (p *cardParser) lastbToolFields(n *yaml.Node, r *rawCard, c *engine.Card) {
	if len(r.OnActiveKO) == 0 {
		return
	}
	if c.Trainer != engine.Tool {
		p.bad(at(n, "on_active_ko"), "%s: on_active_ko belongs to a Pokémon Tool", c.Name)
	}
	c.OnActiveKO = p.ops(child(n, "on_active_ko"), r.OnActiveKO)
}

// describeActiveKO says what a Tool does when its player's Active Pokémon is Knocked Out.
func describeActiveKO(c *engine.Card) []string {
	if len(c.OnActiveKO) == 0 {
		return nil
	}
	w := opWords{self: "the Knocked Out Pokémon"}
	// chosen-own is the Pokémon holding the Tool here, not one the player chooses.
	s := strings.ReplaceAll(w.ops(c.OnActiveKO), "the chosen Pokémon of yours", "the Pokémon holding this Tool")
	return []string{"When an attack of your opponent's does enough damage to Knock Out your Active Pokémon (one other than the Pokémon holding this Tool), before that Pokémon leaves play " +
		"and before its replacement is chosen: " + lowerFirst(s) + " Whether to do it is the choice of the player whose Active Pokémon is Knocked Out, " +
		"made during the opponent's attack: a scenario writes it on that attack as they-share, the Benched Pokémon whose Tool works in the order they work " +
		"(they-share: [] for none; the order is that player's, as ruling exp-share-order-with-another-tool lets them order their own Tools' effects). " +
		"Without it every such Tool works, in the order of the Bench. That player also chooses which basic Energy card each holder takes (they-share-energy, one per holder, in the same order); " +
		"without that choice each takes the one attached longest."}
}

// koLostWords says what a ko-lost-zone stat does to the Pokémon it reaches (the opponent's:
// the loader allows no other).
func koLostWords(who string) string {
	return "each of your opponent's Pokémon that is Knocked Out has its Pokémon cards (the Evolution cards and the Basic Pokémon under them included) put in the Lost Zone, not the discard pile, " +
		"while the cards attached to it are discarded; this is settled when the check for Knock Outs begins, so it still applies when this Pokémon is Knocked Out at the same time"
}
