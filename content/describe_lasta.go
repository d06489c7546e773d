package content

import (
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
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

// lastAFields checks the fields of the ops added with the last hgss cards.
func (p *cardParser) lastAFields(n *yaml.Node, o *engine.Op) {
	if o.Who == engine.WhoEachHealed && o.Kind != engine.OpDiscardEnergy {
		p.bad(at(n, "who"), "op %s: who each-healed (the Pokémon a heal op just removed damage from) is read by discard-energy only", o.Kind)
	}
	if p.inBenchedPower && o.Kind == engine.OpMoveEnergyChosen && (o.To == engine.WhoSelf || oppEnergyMove(*o)) {
		p.bad(at(n, "to"), "op move-energy-chosen in a power that works when its Pokémon is benched: who and to are each-own or each-own-benched")
	}
	switch o.Kind {
	case engine.OpTypeThisTurn:
		if o.Who != engine.WhoSelf {
			p.bad(at(n, "who"), "op type-this-turn: who is self (the Pokémon whose type changes)")
		}
		if o.Type == engine.Colorless && child(n, "type") == nil {
			p.bad(n.Line, "op type-this-turn needs type: the type the Pokémon is until the end of the turn")
		}
		if o.N != 0 || o.Amount != 0 {
			p.bad(n.Line, "op type-this-turn takes no n or amount")
		}
	case engine.OpBenchFromDeck:
		if o.Who != engine.WhoSelf && o.Who != engine.WhoDefending {
			p.bad(at(n, "who"), "op bench-from-deck: who is self (you bench from your deck) or defending (your opponent from theirs)")
		}
		if o.N == 0 {
			p.bad(n.Line, "op bench-from-deck needs n: how many Basic Pokémon at most (-1: as many as fit on the Bench)")
		}
	}
}

// lastAOpWords words the ops added with the last hgss cards.
func lastAOpWords(o engine.Op, who string) string {
	switch o.Kind {
	case engine.OpTypeThisTurn:
		return who + " is a " + o.Type.String() + " Pokémon, and of no other type, until the end of your turn."
	case engine.OpBenchFromDeck:
		// Each player picks for their own deck (Action.Finds, Action.OppFinds).
		who, do, like, bench := "you look through your deck", "bench the ones you pick", "you like", "the Bench"
		deck := "your deck"
		if o.Who == engine.WhoDefending {
			who, do, like, bench, deck = "your opponent looks through their deck", "benches the ones they pick", "they like", "their Bench", "their deck"
		}
		how := fmt.Sprintf("as many as %s while %s has room", like, bench)
		if o.N > 0 {
			how = fmt.Sprintf("up to %d", o.N)
		}
		return fmt.Sprintf("%s for Basic Pokémon and %s, %s, or none; %s is shuffled afterwards.", who, do, how, deck)
	}
	return o.Kind.String() + "."
}

// oppEnergyMove reports a move-energy-chosen op between the opponent's Pokémon: who and to
// both each-opponent or each-opponent-benched.
func oppEnergyMove(o engine.Op) bool {
	opp := func(w engine.Who) bool { return w == engine.WhoEachOpp || w == engine.WhoEachOppBenched }
	return opp(o.Who) && opp(o.To)
}

// moveEnergyExactWords words a move-energy-chosen op between the opponent's Pokémon, or one
// that must move its cards when it can (exact).
func moveEnergyExactWords(o engine.Op) string {
	what := "Energy card"
	if d := describeFilter(o.Filter); o.Filter.Type != engine.Colorless && d != "" {
		what = d
	}
	how := "1 " + what
	switch {
	case o.N < 0:
		how = "every " + what
	case o.N > 1:
		how = fmt.Sprintf("%d %s", o.N, plural(what, o.N))
	}
	s := fmt.Sprintf("%s goes from one of %s to a different one of %s", how, setName(o.Who), setName(o.To))
	if o.N > 1 || o.N < 0 {
		s = fmt.Sprintf("%s go from %s to others of %s, spread as you choose", how, setName(o.Who), setName(o.To))
	}
	if o.Exact {
		s += " (it must be moved whenever it can be; with no Energy to move, or no other Pokémon to move it to, nothing moves)"
	} else {
		s += " (you may move fewer)"
	}
	return s + ". You choose the Pokémon it comes from, the one it goes to, and which of the Energy cards attached to it moves. Moving Energy is not an Energy attachment."
}
