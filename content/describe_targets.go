package content

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// Card-file fields and words for the targets ops (engine/fx_targets.go): damage to each
// matching Pokémon or to chosen ones, damage counters put or moved in any way the player
// likes, swapped damage, counters up to a remaining-HP mark, Knock Outs and counts of
// matching Pokémon.

// rawMatch is an op's match: which Pokémon in play the op picks.
type rawMatch struct {
	Damaged   bool     `yaml:"damaged"`
	HasEnergy bool     `yaml:"has_energy"`
	Power     string   `yaml:"power"` // poke-power, poke-body or ability
	Types     []string `yaml:"types"`
	NotTypes  []string `yaml:"not_types"`
	Names     []string `yaml:"names"`
	BasicOnly bool     `yaml:"basic_only"`
	NotTags   []string `yaml:"not_tags"`
	// xy- and sm-era cards (second pass).
	Attack string `yaml:"attack"` // has an attack of this name
	// Last cards (share c).
	Stages []string `yaml:"stages"` // its top card is of one of these stages
}

func isTargetsOp(k engine.OpKind) bool {
	switch k {
	case engine.OpDamageEach, engine.OpDamageChosen, engine.OpCountersSpread, engine.OpCountersUntil,
		engine.OpMoveCounters, engine.OpMoveCountersChosen, engine.OpSwapDamage, engine.OpKnockOut,
		engine.OpBasePerMatch:
		return true
	}
	return false
}

// takesTo reports whether an op reads its to field.
func takesTo(k engine.OpKind) bool {
	return k == engine.OpMoveEnergy || k == engine.OpMoveCounters || k == engine.OpMoveCountersChosen || k == engine.OpSwapDamage ||
		k == engine.OpMoveEnergyChosen
}

// pickSet reports whether w is a set of one player's Pokémon a player may pick from.
func pickSet(w engine.Who) bool {
	switch w {
	case engine.WhoEachOpp, engine.WhoEachOppBenched, engine.WhoEachOwn, engine.WhoEachOwnBenched:
		return true
	}
	return false
}

// setSide says whose Pokémon a set names (0: the user's, 1: the opponent's; -1: both).
func setSide(w engine.Who) int {
	switch w {
	case engine.WhoEachOpp, engine.WhoEachOppBenched:
		return 1
	case engine.WhoEachOwn, engine.WhoEachOwnBenched:
		return 0
	}
	return -1
}

// wideWho reports whether w is one of the sets only the targets ops read.
func wideWho(w engine.Who) bool {
	return w == engine.WhoEachOpp || w == engine.WhoEachOwn || w == engine.WhoEachPokemon
}

// targetsFields reads an op's match and checks the targets ops' fields.
func (p *cardParser) targetsFields(n *yaml.Node, r *rawOp, o *engine.Op) {
	if r.Match != nil {
		p.match(child(n, "match"), r.Match, &o.Match)
		switch o.Kind {
		case engine.OpDamageEach, engine.OpKnockOut, engine.OpBasePerMatch, engine.OpSearchAttachEach, engine.OpDevolveChosen:
		default:
			p.bad(at(n, "match"), "match applies only to ops damage-each, knock-out, base-per-match, search-attach-each and devolve-chosen")
		}
	}
	if !isTargetsOp(o.Kind) {
		// each-own is every op's (the engine's targets read it); the other wide sets are not.
		if wideWho(o.Who) && o.Who != engine.WhoEachOwn && !oppEnergyMove(*o) && o.Kind != engine.OpDevolveChosen {
			p.bad(at(n, "who"), "op %s: who %s is read only by the targets ops (damage-each, counters-until, …)", o.Kind, o.Who)
		}
		return
	}
	one := func(w engine.Who) bool { _, single := sideOf(w); return single && !wideWho(w) }
	switch o.Kind {
	case engine.OpDamageEach:
		if o.Amount <= 0 || o.Amount%10 != 0 {
			p.bad(n.Line, "op damage-each needs amount: a positive multiple of 10")
		}
	case engine.OpDamageChosen, engine.OpCountersSpread:
		if !pickSet(o.Who) {
			p.bad(at(n, "who"), "op %s picks among one player's Pokémon: who must be each-opponent, each-opponent-benched, each-own or each-own-benched", o.Kind)
		}
		if o.N < 1 {
			p.bad(n.Line, "op %s needs n: how many Pokémon (damage-chosen) or damage counters (counters-spread)", o.Kind)
		}
		if o.Kind == engine.OpDamageChosen && (o.Amount <= 0 || o.Amount%10 != 0) {
			p.bad(n.Line, "op damage-chosen needs amount: a positive multiple of 10")
		}
	case engine.OpCountersUntil:
		if o.Amount < 0 || o.Amount%10 != 0 {
			p.bad(at(n, "amount"), "op counters-until: amount is the HP left, a multiple of 10")
		}
	case engine.OpMoveCountersChosen:
		if !pickSet(o.Who) || !pickSet(o.To) {
			p.bad(n.Line, "op move-counters-chosen: who and to must each be each-opponent, each-opponent-benched, each-own or each-own-benched")
		}
		if o.N == 0 {
			p.bad(n.Line, "op move-counters-chosen needs n: the most counters moved in all (-1: any number)")
		}
	case engine.OpMoveCounters:
		if !one(o.To) {
			p.bad(n.Line, "op move-counters needs to: the one Pokémon the counters go to")
		}
	case engine.OpSwapDamage:
		if !one(o.To) || !one(o.Who) || o.Who == o.To {
			p.bad(n.Line, "op swap-damage swaps two Pokémon's damage: who and to must each name one Pokémon, not the same")
		}
	}
	if (o.Kind == engine.OpDamageChosen || o.Kind == engine.OpCountersSpread || o.Kind == engine.OpMoveCountersChosen) && !p.inAttack && !p.play {
		p.bad(n.Line, "op %s takes the player's picks from the action: it belongs in an attack or a Trainer card's play", o.Kind)
	}
}

func (p *cardParser) match(n *yaml.Node, r *rawMatch, m *engine.Match) {
	m.Damaged, m.HasEnergy, m.BasicOnly, m.Names = r.Damaged, r.HasEnergy, r.BasicOnly, r.Names
	m.Attack = r.Attack
	if r.Power != "" {
		m.Power = 1 + uint8(lookup(p, powerKindByName, at(n, "power"), "power kind", r.Power))
	}
	for i, t := range r.Types {
		m.Types |= 1 << p.typ(item(n, "types", i).Line, t)
	}
	for i, t := range r.NotTypes {
		m.NotTypes |= 1 << p.typ(item(n, "not_types", i).Line, t)
	}
	for i, t := range r.NotTags {
		m.NotTags |= lookup(p, tagByName, item(n, "not_tags", i).Line, "tag", t)
	}
	p.matchStages(n, r, m)
}

// setName names a set of Pokémon the targets ops read, or "" for one Pokémon.
func setName(w engine.Who) string {
	switch w {
	case engine.WhoEachOpp:
		return "your opponent's Pokémon"
	case engine.WhoEachOppBenched:
		return "your opponent's Benched Pokémon"
	case engine.WhoEachOwn:
		return "your Pokémon"
	case engine.WhoEachOwnBenched:
		return "your Benched Pokémon"
	case engine.WhoEachPokemon:
		return "the Pokémon in play (yours and your opponent's)"
	}
	return ""
}

// matchWords says what a match asks of a Pokémon, as a relative clause ("" for any).
func matchWords(m engine.Match) string {
	var s []string
	if len(m.Names) > 0 {
		s = append(s, "is named "+strings.Join(m.Names, " or "))
	}
	if m.BasicOnly {
		s = append(s, "is a Basic Pokémon")
	}
	if m.Attack != "" {
		s = append(s, "has the attack "+m.Attack)
	}
	if m.Types != 0 {
		s = append(s, "is a "+typeList(m.Types, " or ")+" Pokémon")
	}
	if m.NotTypes != 0 {
		s = append(s, "is not a "+typeList(m.NotTypes, " or ")+" Pokémon")
	}
	if m.NotTags != 0 {
		s = append(s, "is not a "+strings.ReplaceAll(m.NotTags.String(), ", ", " or "))
	}
	if m.Damaged {
		s = append(s, "has damage counters on it")
	}
	if m.HasEnergy {
		s = append(s, "has at least one Energy attached")
	}
	if m.Power != 0 {
		k := engine.PowerKind(m.Power - 1)
		article := "a "
		if k == engine.Ability {
			article = "an "
		}
		s = append(s, "has "+article+k.String())
	}
	if len(s) == 0 {
		return ""
	}
	return "which " + strings.Join(s, " and ")
}

func typeList(mask uint16, sep string) string {
	var s []string
	for t := engine.Colorless; t < engine.AnyType; t++ {
		if mask&(1<<t) != 0 {
			s = append(s, t.String())
		}
	}
	return strings.Join(s, sep)
}

// wrNote says where Weakness and Resistance apply to an attack's damage done to the Pokémon
// of w (the engine's hit: only the opponent's Active Pokémon gets them).
func wrNote(w engine.Who, inAttack, noWR bool) string {
	if !inAttack {
		return ""
	}
	if noWR {
		return " (no Weakness or Resistance on any of them)"
	}
	switch w {
	case engine.WhoDefault:
		return " (Weakness and Resistance apply)"
	case engine.WhoEachOppBenched, engine.WhoEachOwnBenched:
		return " (no Weakness or Resistance on the Bench)"
	case engine.WhoEachOwn, engine.WhoChosenOwn, engine.WhoSelf, engine.WhoOwnActive:
		return " (no Weakness or Resistance: your own Pokémon)"
	case engine.WhoDefending:
		return " (Weakness and Resistance apply)"
	}
	return " (Weakness and Resistance apply only to your opponent's Active Pokémon)"
}

// targetsOp words one of the targets ops; who is the op's one Pokémon, named by whoName.
func (w *opWords) targetsOp(o engine.Op, who string) string {
	set := setName(o.Who)
	match := matchWords(o.Match)
	each := func() string {
		if set == "" {
			if match != "" {
				return who + " if it " + strings.TrimPrefix(match, "which ")
			}
			return who
		}
		if match != "" {
			return "every one of " + set + " " + match
		}
		return "every one of " + set
	}
	to := whoName(o.To, w.inAttack)
	switch o.Kind {
	case engine.OpDamageEach:
		return fmt.Sprintf("%d damage to %s%s.", o.Amount, each(), wrNote(o.Who, w.inAttack, w.noWR))
	case engine.OpDamageChosen:
		return fmt.Sprintf("choose %d of %s (every one of them, if there are fewer): %d damage to each%s.",
			o.N, set, o.Amount, wrNote(o.Who, w.inAttack, w.noWR))
	case engine.OpCountersSpread:
		return fmt.Sprintf("spread %d %s over %s as you choose.", o.N, plural("damage counter", o.N), set)
	case engine.OpCountersUntil:
		if set != "" {
			return fmt.Sprintf("put damage counters on each of %s until it has %d HP left.", set, o.Amount)
		}
		return fmt.Sprintf("put damage counters on %s until it has %d HP left.", who, o.Amount)
	case engine.OpMoveCounters:
		from := who
		if set != "" {
			from = "every one of " + set
			if toSide, _ := sideOf(o.To); setSide(o.Who) == toSide {
				from += " (other than " + to + ")"
			}
		}
		if o.N < 0 {
			return fmt.Sprintf("move every damage counter from %s to %s.", from, to)
		}
		n := max(o.N, 1)
		return fmt.Sprintf("move %d %s from %s to %s (all it has, if fewer).", n, plural("damage counter", n), from, to)
	case engine.OpMoveCountersChosen:
		dest := setName(o.To)
		if o.Who == o.To {
			dest = "their other Pokémon"
			if o.Who == engine.WhoEachOwn || o.Who == engine.WhoEachOwnBenched {
				dest = "your other Pokémon"
			}
		}
		if o.N < 0 {
			return fmt.Sprintf("move as many damage counters as you like from %s to %s, spread as you choose.", set, dest)
		}
		n := max(o.N, 1)
		return fmt.Sprintf("move at most %d %s from %s to %s, spread as you choose.", n, plural("damage counter", n), set, dest)
	case engine.OpSwapDamage:
		return fmt.Sprintf("swap all the damage counters on %s with those on %s.", who, to)
	case engine.OpKnockOut:
		if set == "" && match != "" {
			return fmt.Sprintf("%s is Knocked Out if it %s.", who, strings.TrimPrefix(match, "which "))
		}
		return fmt.Sprintf("%s is Knocked Out.", each())
	case engine.OpBasePerMatch:
		if set == "" {
			return fmt.Sprintf("if %s %s, the attack does %d extra damage.", who, strings.TrimPrefix(match, "which "), o.Amount)
		}
		what := set
		if match != "" {
			what += " " + match
		}
		return fmt.Sprintf("the attack does %d extra damage for every one of %s.", o.Amount, what)
	}
	return o.Kind.String() + "."
}
