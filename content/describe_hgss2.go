package content

import (
	"fmt"

	"github.com/rulesd/rulesd/engine"
	"go.yaml.in/yaml/v3"
)

// hgss-era cards (second pass): the loader's checks and the words of power-lock and
// deck-to-prizes (engine/README.md, "hgss-era cards, second pass").

// hgss2Op checks the fields of the ops of this family.
func (p *cardParser) hgss2Op(n *yaml.Node, r *rawOp, o *engine.Op) {
	switch o.Kind {
	case engine.OpPowerLock:
		if !p.inAttack {
			p.bad(n.Line, "op power-lock belongs in an attack: it bans the opponent's Poké-Powers during their next turn")
		}
		if o.Who != engine.WhoDefault || o.N != 0 {
			p.bad(n.Line, "op %s takes no who and no n", o.Kind)
		}
	case engine.OpTopAttach:
		if o.N <= 0 {
			p.bad(n.Line, "op top-attach needs n: how many of your deck's top cards it looks at")
		}
		switch o.Who {
		case engine.WhoSelf, engine.WhoChosenOwn, engine.WhoOwnActive:
		default:
			p.bad(at(n, "who"), "op top-attach attaches to one of your own Pokémon: who is self, chosen-own or own-active")
		}
		if r.Filter != nil && !o.Filter.AnyCategory && o.Filter.Category != engine.EnergyCard {
			p.bad(at(n, "filter"), "op top-attach attaches Energy cards only")
		}
		o.Filter.AnyCategory, o.Filter.Category = false, engine.EnergyCard
	case engine.OpDeckToPrizes:
		if o.N <= 0 {
			p.bad(n.Line, "op deck-to-prizes needs n: how many cards from the top of the deck")
		}
		if o.Who != engine.WhoSelf && o.Who != engine.WhoDefending {
			p.bad(at(n, "who"), "op deck-to-prizes: who is self (your deck) or defending (your opponent's)")
		}
	}
}

// hgss2OpWords words the ops of this family.
func hgss2OpWords(o engine.Op, who string) string {
	switch o.Kind {
	case engine.OpPowerLock:
		return "your opponent cannot use Poké-Powers during their next turn (Poké-Bodies still work)."
	case engine.OpDeckToPrizes:
		whose, their := "your", "your"
		if o.Who == engine.WhoDefending {
			whose, their = "your opponent's", "their"
		}
		return fmt.Sprintf("from %[2]s deck, put the top %[1]s face down with %[3]s Prize cards (fewer when the deck runs out).", cardsWord(o.N), whose, their)
	case engine.OpTopAttach:
		return fmt.Sprintf("from your deck, look at the top %s: attach every %s among them to %s, then discard the other cards.",
			cardsWord(o.N), describeFilter(o.Filter), who)
	}
	return ""
}
