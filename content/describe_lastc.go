package content

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// Card-file fields and words for the primitives of the last cards (share c): engine/README.md,
// "Last cards, share c". A limit the board sets (up_to with count), devolve-chosen, and the
// bench-limit stat.

// limitCounts are the counts that may set the limit of a hand-pick or devolve-chosen op: what
// the board shows when the action is made, not what the effect has done so far.
var limitCounts = map[engine.Count]bool{engine.CountSelfEnergy: true}

// lastcFields checks the fields of this pass's ops.
func (p *cardParser) lastcFields(n *yaml.Node, r *rawOp, o *engine.Op) {
	limited := o.Kind == engine.OpHandPick || o.Kind == engine.OpDevolveChosen
	if r.UpTo && o.Exact {
		p.bad(at(n, "up_to"), "op %s: up_to (any number, none included) and exact (exactly n) exclude each other", o.Kind)
	}
	if limited && o.Count != engine.CountNone && !limitCounts[o.Count] {
		p.bad(at(n, "count"), "op %s: count sets its limit from the board when the action is made; want self-energy (with type for one kind of Energy)", o.Kind)
	}
	if o.Kind != engine.OpDevolveChosen {
		return
	}
	if !pickSet(o.Who) {
		p.bad(at(n, "who"), "op devolve-chosen picks among one player's Pokémon: who must be each-opponent, each-opponent-benched, each-own or each-own-benched")
	}
	if o.N < 1 {
		p.bad(n.Line, "op devolve-chosen needs n: how many Pokémon at most (for each of count, when given)")
	}
	if !p.inAttack && !p.play {
		p.bad(n.Line, "op devolve-chosen takes the player's picks from the action: it belongs in an attack or a Trainer card's play")
	}
}

// lastcStat checks a bench-limit stat: it lowers the Bench limit of the players it reaches,
// so it reaches players (opponent, own or all), below the 5 Benched Pokémon every era allows.
func (p *cardParser) lastcStat(n *yaml.Node, r *rawStat, m *engine.StatMod) {
	if m.Stat != engine.StatBenchLimit {
		return
	}
	if m.Who != engine.StatOpp && m.Who != engine.StatOwn && m.Who != engine.StatAll {
		p.bad(at(n, "who"), "stats: bench-limit reaches players: who opponent, own or all")
	}
	if r.Amount < 0 || r.Amount > 4 {
		p.bad(at(n, "amount"), "stats: bench-limit needs amount: the most Benched Pokémon a player may have, 0 to 4")
	}
}

// matchStages reads a match's stages.
func (p *cardParser) matchStages(n *yaml.Node, r *rawMatch, m *engine.Match) {
	for i, s := range r.Stages {
		m.Stages |= 1 << lookup(p, stageByName, item(n, "stages", i).Line, "stage", s)
	}
}

// stagesWords names the stages of a match: "Stage 1 and Stage 2 Pokémon".
func stagesWords(mask uint16) string {
	var s []string
	for st := engine.Basic; st <= engine.LevelUp; st++ {
		if mask&(1<<st) != 0 {
			s = append(s, st.String())
		}
	}
	return strings.Join(s, " and ") + " Pokémon"
}

// limitWords says an op's limit: "1 for each Psychic Energy attached to this Pokémon", or N.
func limitWords(o engine.Op) string {
	n := max(o.N, 1)
	if o.Count == engine.CountNone {
		return fmt.Sprint(n)
	}
	what := "Energy"
	if o.Type != engine.Colorless {
		what = o.Type.String() + " Energy"
	}
	return fmt.Sprintf("%d for each %s attached to this Pokémon", n, what)
}

// cardsOf names the cards a filter takes, as a plural ("Pokémon cards", "Trainer cards").
func cardsOf(f engine.Filter) string {
	what := describeFilter(f)
	if !strings.HasSuffix(what, "card") {
		what += " card"
	}
	return what + "s"
}

// limitedHandPickWords words a hand-pick whose limit the board sets or that takes "up to" its
// limit ("" for the others, which handPickWords words).
func limitedHandPickWords(o engine.Op) string {
	if !o.UpTo && o.Count == engine.CountNone {
		return ""
	}
	whose := "your"
	if o.Who == engine.WhoDefending {
		whose = "your opponent's"
	}
	s := fmt.Sprintf("choose %s from %s hand: %s", cardsOf(o.Filter), whose, limitWords(o))
	if o.UpTo {
		s = fmt.Sprintf("choose as many %s from %s hand as you like, none included, but no more than %s", cardsOf(o.Filter), whose, limitWords(o))
	} else {
		s += " (all there are, if fewer)"
	}
	switch {
	case o.ToLostZone:
		s += ". The chosen cards go to the Lost Zone"
	case o.Dest == engine.ToDeck:
		s += ". The chosen cards are shuffled into their owner's deck"
	case o.Dest == engine.ToPrizes:
		s += ". The chosen cards go face down among their owner's Prize cards"
	default:
		s += ". The chosen cards are discarded"
	}
	if o.Count != engine.CountNone {
		s += " (the limit is counted as the choice is made; a choice of more is refused)"
	}
	return s + "."
}

// lastcOpWords words this pass's ops.
func lastcOpWords(o engine.Op) string {
	if o.Kind != engine.OpDevolveChosen {
		return ""
	}
	set := setName(o.Who)
	how := "exactly " + limitWords(o) + " (all there are, if fewer)"
	if o.UpTo {
		how = "as many as you like, none included, but no more than " + limitWords(o)
	}
	var only []string
	if o.Match.Stages != 0 {
		only = append(only, stagesWords(o.Match.Stages))
	}
	m := o.Match
	m.Stages = 0
	if mw := matchWords(m); mw != "" {
		only = append(only, "Pokémon "+mw)
	}
	which := ""
	if len(only) > 0 {
		which = "; only " + strings.Join(only, " and ") + " may be chosen"
	}
	where := "goes back to its owner's hand"
	switch o.Dest {
	case engine.ToDeck:
		where = "is shuffled into its owner's deck"
	case engine.ToDiscard:
		where = "goes to its owner's discard pile"
	}
	s := fmt.Sprintf("choose from %[2]s %[1]s%[3]s, each once. From each chosen Pokémon the Evolution card on top %s; "+
		"the Pokémon below stays in play with its damage counters and attached cards, but loses its Special Conditions and other effects",
		how, set, which, where)
	if o.Match.Stages&(1<<engine.Stage1|1<<engine.Stage2) != 0 && o.Match.Stages&(1<<engine.MegaStage|1<<engine.BreakStage|1<<engine.LevelUp) == 0 {
		s += ". A Pokémon with a Mega Evolution, BREAK or LV.X card on top is of none of those stages (each is a stage of its own), so it cannot be chosen"
	}
	return s + "."
}

// benchLimitWords says what a bench-limit stat does.
func benchLimitWords(m engine.StatMod) string {
	who, they, whose := "your opponent", "they", "theirs"
	switch m.Who {
	case engine.StatOwn:
		who, they, whose = "you", "you", "yours"
	case engine.StatAll:
		who, they, whose = "each player", "that player", "that player's"
	}
	return fmt.Sprintf("%s may have at most %d Benched Pokémon. Whenever %s %s more (as soon as this Pokémon is in play, say), %s discard Benched Pokémon down to %d, "+
		"each with every card attached to it; that is not a Knock Out, so no Prize cards are taken. The choice of which to discard is %s; "+
		"rulesd takes it with the action during which the limit falls (this Pokémon put onto the Bench from the hand or by an effect, "+
		"an effect that kept it from working ending); without that choice the last Benched Pokémon go. "+
		"With several such effects, the lowest limit holds", upperFirst(who), m.Amount, they, hasWord(they), they, m.Amount, whose)
}

func hasWord(subject string) string {
	if subject == "you" || subject == "they" {
		return "have"
	}
	return "has"
}

// lastcOpData adds this pass's fields to an op as data.
func lastcOpData(o engine.Op, m map[string]any) {
	if o.UpTo {
		m["up_to"] = true
	}
	if o.Match.Stages != 0 {
		var stages []string
		for st := engine.Basic; st <= engine.LevelUp; st++ {
			if o.Match.Stages&(1<<st) != 0 {
				stages = append(stages, stageName(st))
			}
		}
		m["match"] = map[string]any{"stages": stages}
	}
}
