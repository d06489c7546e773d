package content

import (
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
}

// noItemsWords says what a no-items stat does.
func noItemsWords(m engine.StatMod) string {
	return "your opponent cannot play Item cards from their hand (Pokémon Tools and Technical Machines count as Item cards)"
}
