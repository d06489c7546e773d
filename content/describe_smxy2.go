package content

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// The primitives of the second pass over the xy- and sm-era cards (engine/fx_smxy2.go) in
// card files (checks) and in words.

func init() {
	countByName["own-bench-types"] = engine.CountOwnBenchTypes
	countByName["self-basic-energy-types"] = engine.CountSelfBasicEnergyTypes
}

// smxy2Fields checks the fields of this file's ops.
func (p *cardParser) smxy2Fields(n *yaml.Node, r *rawOp, o *engine.Op) {
	switch o.Kind {
	case engine.OpDiscardStadium:
		if o.Who != engine.WhoDefault && o.Who != engine.WhoDefending {
			p.bad(at(n, "who"), "op discard-stadium: who is unset (the Stadium in play) or defending (only a Stadium your opponent put into play)")
		}
		if o.N != 0 {
			p.bad(n.Line, "op discard-stadium takes no n: there is one Stadium in play at most")
		}
	case engine.OpSearchAttachEach, engine.OpSearchAttachChosen:
		if o.Who != engine.WhoEachOwn && o.Who != engine.WhoEachOwnBenched {
			p.bad(at(n, "who"), "op %s: who is each-own or each-own-benched (the Pokémon that take the Energy)", o.Kind)
		}
		if r.Filter == nil || r.Filter.Category != "energy" {
			p.bad(n.Line, "op %s needs filter category energy: it attaches Energy cards", o.Kind)
		}
		if o.Kind == engine.OpSearchAttachChosen && o.N < 1 {
			p.bad(n.Line, "op search-attach-chosen needs n: how many Pokémon are chosen")
		}
		if o.Kind == engine.OpSearchAttachChosen && !p.inAttack && !p.play {
			p.bad(n.Line, "op search-attach-chosen takes the player's picks from the action: it belongs in an attack or a Trainer card's play")
		}
	case engine.OpFreeAttachNext:
		if !p.inAttack {
			p.bad(n.Line, "op free-attach-next is an effect of an attack for its player's next turn: it belongs in an attack")
		}
	case engine.OpBaseAddExactHeads:
		if o.N < 0 || !p.inAttack {
			p.bad(n.Line, "op base-add-exact-heads changes an attack's damage for exactly n heads of the last flip: n is 0 or more, in an attack")
		}
	case engine.OpMoveEnergyChosen:
		// Between the opponent's Pokémon: who and to are both theirs (describe_lasta.go).
		if !oppEnergyMove(*o) && o.Who != engine.WhoEachOwn && o.Who != engine.WhoEachOwnBenched {
			p.bad(at(n, "who"), "op move-energy-chosen: who is each-own or each-own-benched (the Pokémon the Energy comes from), or with to each-opponent or each-opponent-benched, one of those")
		}
		if !oppEnergyMove(*o) && o.To != engine.WhoSelf && o.To != engine.WhoEachOwn && o.To != engine.WhoEachOwnBenched {
			p.bad(at(n, "to"), "op move-energy-chosen: to is self (the attacking Pokémon), each-own or each-own-benched")
		}
		if o.N == 0 {
			p.bad(n.Line, "op move-energy-chosen needs n: the most Energy cards moved in all (-1: any number)")
		}
		if !p.inAttack && !p.inBenchedPower {
			p.bad(n.Line, "op move-energy-chosen takes the player's moves from the action: it belongs in an attack (or a power that works when its Pokémon is benched from the hand)")
		}
		if r.Filter == nil {
			o.Filter.AnyCategory = true
		} else if r.Filter.Category != "" && r.Filter.Category != "energy" {
			p.bad(at(n, "filter"), "op move-energy-chosen: filter category is energy (or unset)")
		}
	}
}

// smxy2OpWords words this file's ops.
func smxy2OpWords(o engine.Op) string {
	switch o.Kind {
	case engine.OpDiscardStadium:
		if o.Who == engine.WhoDefending {
			return "if the Stadium card in play is your opponent's (one they put into play), discard it."
		}
		return "discard the Stadium card in play (to its owner's discard pile), if there is one."
	case engine.OpSearchAttachEach:
		who := setName(o.Who)
		if m := matchWords(o.Match); m != "" {
			who += " " + m
		}
		n := max(o.N, 1)
		what := plural(describeFilter(o.Filter), n)
		return fmt.Sprintf("for every one of %s, attach to that Pokémon at most %d %s found in your deck (not the turn's Energy attachment); then your deck is shuffled.", who, n, what)
	case engine.OpFreeAttachNext:
		return "throughout your next turn, there is no limit on how many Energy cards you may attach from your hand to your Pokémon (the once-a-turn limit on attaching Energy is lifted)."
	case engine.OpBaseAddExactHeads:
		heads := fmt.Sprintf("exactly %d of them are heads", o.N)
		if o.N == 1 {
			heads = "exactly 1 of them is heads"
		}
		return fmt.Sprintf("if %s, the attack does %d extra damage.", heads, o.Amount)
	case engine.OpSearchAttachChosen:
		n := max(o.N, 1)
		return fmt.Sprintf("choose %d of %s (all of them, if fewer); for every one of them, attach to that Pokémon %s found in your deck (not the turn's Energy attachment); then your deck is shuffled.",
			n, setName(o.Who), "a "+describeFilter(o.Filter))
	case engine.OpMoveEnergyChosen:
		if oppEnergyMove(o) || o.Exact {
			return moveEnergyExactWords(o)
		}
		what := "Energy cards"
		if d := describeFilter(o.Filter); o.Filter.Type != engine.Colorless && d != "" {
			what = plural(d, 2)
		}
		from := "your Pokémon"
		if o.Who == engine.WhoEachOwnBenched {
			from = "your Benched Pokémon"
		}
		to := "your other Pokémon"
		switch o.To {
		case engine.WhoSelf:
			to = "this Pokémon"
		case engine.WhoEachOwnBenched:
			to = "your other Benched Pokémon"
		}
		how := "any number of"
		if o.N > 0 {
			how = fmt.Sprintf("at most %d", o.N)
		}
		s := fmt.Sprintf("move %s %s from %s to %s", how, what, from, to)
		if o.To != engine.WhoSelf {
			s += ", spread as you choose"
		}
		return s + " (you choose which card each move takes from the Pokémon it leaves, a card an earlier move gave that Pokémon included; without a choice the ones attached longest go first from each; moving Energy is not the turn's Energy attachment)."
	}
	return o.Kind.String() + "."
}

// afterSwitchWords words an op on the Defending Pokémon gated on the switch-opp just
// before it: it reaches the opponent's new Active Pokémon, and only when they switched.
func afterSwitchWords(prev, o engine.Op, s string) string {
	if prev.Kind != engine.OpSwitchOpp || o.Gate != engine.IfDone || o.Who != engine.WhoDefending {
		return s
	}
	return strings.Replace(s, "If that did anything: the Defending Pokémon", "If they switched, your opponent's new Active Pokémon", 1)
}

// orName reads a filter's second name.
func (p *cardParser) orName(n *yaml.Node, r *rawFilter, f *engine.Filter) {
	if r.OrName == "" {
		return
	}
	f.OrName = r.OrName
	if r.Name == "" {
		p.bad(at(n, "or_name"), "or_name is a second name: the filter needs name too")
	}
}

// smxy2OpData adds what this file reads to an op as data: the names an evolve-from-deck
// op's card must have.
func smxy2OpData(o engine.Op, m map[string]any) {
	if o.Kind == engine.OpSearchAttachEach && o.Match.Attack != "" {
		m["match"] = map[string]any{"attack": o.Match.Attack}
	}
	if o.Kind == engine.OpEvolveFromDeck && o.Filter.Name != "" {
		f := map[string]any{"name": o.Filter.Name}
		if o.Filter.OrName != "" {
			f["or_name"] = o.Filter.OrName
		}
		m["filter"] = f
	}
}

// chosenMatchWords adds the limit on the choice to a knock-out op on the chosen opponent's
// Pokémon (engine chosenMatches).
func chosenMatchWords(o engine.Op, s string) string {
	if o.Kind != engine.OpKnockOut || o.Who != engine.WhoChosenOpp || o.Match.IsZero() || !strings.HasSuffix(s, ".") {
		return s
	}
	return strings.TrimSuffix(s, ".") + "; while your opponent has such a Pokémon, you must choose one of them (with none, the attack does nothing)."
}

// conditionChoiceWords words an attack whose option is a choice between two Special
// Conditions (one condition op gated opted, one gated declined): the engine carries the
// choice as the attack's option.
func conditionChoiceWords(a *engine.Attack) string {
	var on, off engine.Condition
	for _, ops := range [][]engine.Op{a.Requires, a.Before, a.After} {
		for _, o := range ops {
			switch {
			case o.Kind == engine.OpCondition && o.Gate == engine.IfOpted:
				on = o.Cond
			case o.Kind == engine.OpCondition && o.Gate == engine.IfNoOpt:
				off = o.Cond
			case o.Gate == engine.IfOpted || o.Gate == engine.IfNoOpt:
				return ""
			}
		}
	}
	if on == 0 || off == 0 {
		return ""
	}
	return fmt.Sprintf("You choose %s or %s (%s is taking the attack's option, %s declining it).", on, off, on, off)
}
