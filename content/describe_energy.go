package content

import (
	"fmt"
	"strings"

	"github.com/rulesd/rulesd/engine"
	"go.yaml.in/yaml/v3"
)

// Names and words for the energy effects (engine/fx_energy.go): Energy counts over several
// Pokémon, a coin or a card for each of a count.

func init() {
	for k, v := range map[string]engine.Count{"own-energy": engine.CountOwnEnergy,
		"opp-energy": engine.CountOppEnergy, "actives-energy": engine.CountActivesEnergy,
		"all-energy": engine.CountAllEnergy, "self-has-energy": engine.CountSelfHasEnergy,
		"opp-in-play": engine.CountOppInPlay, "done": engine.CountDone} {
		countByName[k] = v
	}
	destsByOp[engine.OpDiscardChosen] = []string{"discard", "deck"}
	lastingByName["cost-more"] = engine.LastingCostMore
	powerUseByName["own-attaches"] = engine.UseOwnAttaches
}

// attachType reads which Energy cards set off an own-attaches power.
func (p *cardParser) attachType(n *yaml.Node, r *rawPower, use engine.PowerUse) engine.Type {
	if r.AttachType == "" {
		return engine.Colorless
	}
	if use != engine.UseOwnAttaches {
		p.bad(at(n, "attach_type"), "power %s: attach_type belongs to use own-attaches", r.Name)
	}
	return p.typ(at(n, "attach_type"), r.AttachType)
}

// ownAttachTrigger words when an own-attaches power works.
func ownAttachTrigger(pw *engine.Power) string {
	what := "an Energy card"
	if pw.AttachType != engine.Colorless {
		what = "a " + pw.AttachType.String() + " Energy card"
	}
	return "Each time you attach, from your hand, " + what + " to this Pokémon"
}

type rawCost struct {
	Free bool   `yaml:"free"`
	If   string `yaml:"if"`
	N    int    `yaml:"n"`
}

var costCondByName = map[string]engine.CostCond{"": engine.CostAlways,
	"tools-in-discard": engine.CostToolsInDiscard, "hands-equal": engine.CostHandsEqual}

// costs reads a power's attack cost changes.
func (p *cardParser) costs(n *yaml.Node, r *rawPower) []engine.CostMod {
	var out []engine.CostMod
	seq := child(n, "costs")
	for i, rc := range r.Costs {
		cn := seq
		if seq != nil && i < len(seq.Content) {
			cn = seq.Content[i]
		}
		m := engine.CostMod{Free: rc.Free, N: rc.N}
		m.If = lookup(p, costCondByName, at(cn, "if"), "cost condition", rc.If)
		if !rc.Free {
			p.bad(cn.Line, "power %s: a cost change says free: true (the only change a power makes)", r.Name)
		}
		if (m.If == engine.CostToolsInDiscard) != (rc.N > 0) {
			p.bad(cn.Line, "power %s: n (a positive number) goes with if: tools-in-discard, and only there", r.Name)
		}
		out = append(out, m)
	}
	if len(out) > 0 && r.Use != "passive" {
		p.bad(at(n, "costs"), "power %s: costs belong to a passive power", r.Name)
	}
	return out
}

// describeCost words a power's attack cost change.
func describeCost(m engine.CostMod) string {
	s := "Each of this Pokémon's attacks costs no Energy"
	switch m.If {
	case engine.CostToolsInDiscard:
		s += fmt.Sprintf(" while your discard pile holds %d or more Pokémon Tool cards", m.N)
	case engine.CostHandsEqual:
		s += " while your hand and your opponent's hand hold equally many cards"
	}
	return s + "."
}

// energyWhere says whose Energy an Energy count counts.
var energyWhere = map[engine.Count]string{
	engine.CountSelfEnergy:     "the Attacking Pokémon",
	engine.CountDefenderEnergy: "the Defending Pokémon",
	engine.CountOwnEnergy:      "every one of your Pokémon",
	engine.CountOppEnergy:      "every one of your opponent's Pokémon",
	engine.CountActivesEnergy:  "both Active Pokémon",
	engine.CountAllEnergy:      "every Pokémon in play (yours and your opponent's)",
}

// energyCountWords words "each <count>" for the counts an energy op can use.
func energyCountWords(k engine.Count, t engine.Type) string {
	what := "Energy"
	if t != engine.Colorless {
		what = t.String() + " Energy"
	}
	if where, ok := energyWhere[k]; ok {
		return what + " attached to " + where
	}
	switch k {
	case engine.CountHeads:
		return "heads"
	case engine.CountOppInPlay:
		return "one of your opponent's Pokémon in play"
	case engine.CountDone:
		return "card chosen that way"
	}
	return countNames[k]
}

// energyBasePer words a base-per op over one of the energy counts.
func energyBasePer(o engine.Op) string {
	if o.Count == engine.CountSelfHasEnergy {
		what := "any Energy"
		if o.Type != engine.Colorless {
			what = "any " + o.Type.String() + " Energy"
		}
		return fmt.Sprintf("if the Attacking Pokémon has %s attached, the attack does %d extra damage.", what, o.Amount)
	}
	return fmt.Sprintf("the attack does %d extra damage for every %s.", o.Amount, energyCountWords(o.Count, o.Type))
}

// energyOp words the Energy ops ("" for any other op).
func (w *opWords) energyOp(o engine.Op) string {
	switch o.Kind {
	case engine.OpFlipPer:
		w.coins = 0 // how many coins depends on the game: gates read "heads", not "both"
		if o.Count == engine.CountNone {
			return fmt.Sprintf("flip a coin for every %s.", perWords(o.Per))
		}
		return fmt.Sprintf("flip a coin for every %s.", energyCountWords(o.Count, o.Type))
	case engine.OpAttachSplit, engine.OpSearchSplit:
		return describeSplit(o)
	case engine.OpDiscardChosen:
		how := "any number of"
		if o.N >= 0 {
			how = fmt.Sprintf("at most %d", max(o.N, 1))
		}
		what := plural(describeFilter(o.Filter), 2)
		from := "from among those attached to your Pokémon"
		if o.FromHand {
			from = "in your hand"
		}
		to := "discard them"
		if o.Dest == engine.ToDeck {
			to = "shuffle them into your deck"
		}
		return fmt.Sprintf("choose %s %s %s and %s.", how, what, from, to)
	case engine.OpMoveSplit:
		n := max(o.N, 1)
		who := whoName(o.Who, w.inAttack)
		if o.Who == engine.WhoDefault {
			who = whoName(engine.WhoSelf, w.inAttack)
		}
		to := "another of your Pokémon"
		if o.Type != engine.Colorless {
			to = "another of your " + o.Type.String() + " Pokémon"
		}
		return fmt.Sprintf("move %d %s attached to %s to %s.", n, plural(describeFilter(o.Filter), n), who, to)
	}
	return ""
}

// describeSplit words an attach-split or search-split op.
func describeSplit(o engine.Op) string {
	n := max(o.N, 1)
	cards := fmt.Sprintf("at most %d %s", n, plural(describeFilter(o.Filter), n))
	if o.Count != engine.CountNone {
		cards = fmt.Sprintf("%d %s for every %s", n, plural(describeFilter(o.Filter), n), energyCountWords(o.Count, o.Type))
	}
	to := "your Pokémon"
	if o.Who == engine.WhoEachOwnBenched {
		to = "your Benched Pokémon"
	}
	if o.Type != engine.Colorless {
		to = strings.Replace(to, "your ", "your "+o.Type.String()+" ", 1)
	}
	how := ", split among them as you choose"
	them := "them"
	if n == 1 && o.Count == engine.CountNone {
		them, how = "it", ""
		to = strings.Replace(to, "your ", "one of your ", 1)
	}
	if o.Kind == engine.OpSearchSplit {
		return fmt.Sprintf("find %s in your deck and attach %s to %s%s; then your deck is shuffled.", cards, them, to, how)
	}
	if !o.FromHand {
		// From the discard pile the player names the cards (engine/README.md, Action.Picks).
		if o.Count != engine.CountNone {
			return fmt.Sprintf("for every %s, attach %d %s from your discard pile (cards of your choice; all there are, if fewer) to %s%s.",
				energyCountWords(o.Count, engine.Colorless), n, plural(describeFilter(o.Filter), n), to, how)
		}
		return fmt.Sprintf("from your discard pile, attach %s%s to %s%s.", pileCards(o, n), pileFewer(o, n), to, how)
	}
	from := "your hand (the first in it first)"
	if o.Count != engine.CountNone {
		from = strings.Replace(from, ")", "; all there are, if fewer)", 1)
		return fmt.Sprintf("for every %s, attach %d %s from %s to %s%s.",
			energyCountWords(o.Count, engine.Colorless), n, plural(describeFilter(o.Filter), n), from, to, how)
	}
	return fmt.Sprintf("from %s, attach %s to %s%s.", from, cards, to, how)
}

// oneWho is what else an op's who may be: an attach-split may put every card on one of your
// Pokémon.
func oneWho(k engine.OpKind) string {
	if k == engine.OpAttachSplit {
		return ", or one of your own Pokémon that takes them all (self, chosen-own or own-active)"
	}
	return ""
}

// energyFields checks the fields of the Energy ops.
func (p *cardParser) energyFields(n *yaml.Node, o *engine.Op) {
	switch o.Kind {
	case engine.OpFlipPer, engine.OpDrawPer:
		if o.Count == engine.CountNone && o.Per.Kind == engine.CheckNone {
			p.bad(n.Line, "op %s needs count: what to flip or draw for each of", o.Kind)
		}
	}
	if o.Kind == engine.OpDiscardChosen {
		if !p.inAttack {
			p.bad(n.Line, "op discard-chosen reads the attack's choice of cards: it belongs in an attack")
		}
		if o.Who != engine.WhoDefault {
			p.bad(at(n, "who"), "op discard-chosen takes no who: the cards come from your hand (from_hand) or your Pokémon")
		}
		if !o.Filter.AnyCategory && o.Filter.Category != engine.EnergyCard {
			p.bad(at(n, "filter"), "op discard-chosen chooses Energy cards only")
		}
		o.Filter.AnyCategory, o.Filter.Category = false, engine.EnergyCard
	}
	if o.Kind == engine.OpMoveSplit {
		switch o.Who {
		case engine.WhoDefault, engine.WhoSelf, engine.WhoChosenOwn, engine.WhoOwnActive:
		default:
			p.bad(at(n, "who"), "op move-split moves Energy from one of your own Pokémon: who is self, chosen-own or own-active")
		}
	}
	if o.Kind == engine.OpAttachSplit || o.Kind == engine.OpSearchSplit || o.Kind == engine.OpMoveSplit {
		if o.Kind != engine.OpMoveSplit && o.Who != engine.WhoDefault && o.Who != engine.WhoEachOwnBenched && !o.AttachesToOne() {
			p.bad(at(n, "who"), "op %s spreads cards over your Pokémon: who is unset (any of them) or each-own-benched (Benched ones only)%s", o.Kind, oneWho(o.Kind))
		}
		if !o.Filter.AnyCategory && o.Filter.Category != engine.EnergyCard {
			p.bad(at(n, "filter"), "op %s attaches Energy cards only", o.Kind)
		}
		o.Filter.AnyCategory, o.Filter.Category = false, engine.EnergyCard
	}
	if o.Type != engine.Colorless && (o.Kind == engine.OpFlipPer || o.Kind == engine.OpDrawPer) && !o.Count.UsesType() {
		p.bad(at(n, "type"), "op %s: type applies to Energy counts only", o.Kind)
	}
}

type rawAttached struct {
	OneOf         []string `yaml:"one_of"`
	Units         int      `yaml:"units"`
	Stage2Only    bool     `yaml:"stage2_only"`
	UnitsIfStage2 int      `yaml:"units_if_stage2"`
}

// attached reads what a Special Energy card provides while attached.
func (p *cardParser) attached(n *yaml.Node, r *rawAttached) *engine.AttachedEnergy {
	if r == nil {
		return nil
	}
	an := child(n, "attached")
	a := &engine.AttachedEnergy{Units: r.Units, Stage2Only: r.Stage2Only, UnitsIfStage2: r.UnitsIfStage2}
	if len(r.OneOf) == 0 {
		p.bad(an.Line, "attached needs one_of: the types each unit may be (any: every type)")
	}
	for i, t := range r.OneOf {
		if t == "any" {
			a.OneOf = append(a.OneOf, engine.AnyType)
			continue
		}
		a.OneOf = append(a.OneOf, p.typ(item(an, "one_of", i).Line, t))
	}
	if r.Units < 0 || r.UnitsIfStage2 < 0 || r.Units > 4 || r.UnitsIfStage2 > 4 {
		p.bad(an.Line, "attached: units and units_if_stage2 are 1 to 4")
	}
	return a
}

// energyAs reads the type a passive power makes every attached Energy provide.
func (p *cardParser) energyAs(n *yaml.Node, r *rawPower) engine.Type {
	if r.EnergyAs == "" {
		return engine.Colorless
	}
	if r.Use != "passive" {
		p.bad(at(n, "energy_as"), "power %s: energy_as belongs to a passive power", r.Name)
	}
	return p.typ(at(n, "energy_as"), r.EnergyAs)
}

// describeAttached words what a Special Energy card provides while attached.
func describeAttached(a *engine.AttachedEnergy) string {
	if a == nil {
		return ""
	}
	var ts []string
	for _, t := range a.OneOf {
		if t == engine.AnyType {
			ts = append(ts, "every type")
		} else {
			ts = append(ts, t.String())
		}
	}
	where := "While attached to a Pokémon"
	if a.Stage2Only {
		where = "While attached to a Stage 2 Pokémon"
	}
	list := strings.Join(ts, ", ")
	if k := len(ts); k > 1 {
		list = strings.Join(ts[:k-1], ", ") + " or " + ts[k-1]
	}
	units := max(a.Units, 1)
	s := fmt.Sprintf(" %s it instead provides %s of Energy, each %s but only one type at a time",
		where, plural(fmt.Sprintf("%d unit", units), units), list)
	if len(ts) == 1 && a.OneOf[0] == engine.AnyType {
		s = fmt.Sprintf(" %s it instead provides %s of Energy of every type, but only one type at a time",
			where, plural(fmt.Sprintf("%d unit", units), units))
	}
	if a.UnitsIfStage2 > 0 {
		s += fmt.Sprintf(" (%d units while 3 or more of your Pokémon in play are Stage 2)", a.UnitsIfStage2)
	}
	return s + "."
}

// oppFlipsWords gives a coin op's words to the opponent when they flip (Op.OppFlips):
// "Flip a coin" becomes "Your opponent flips a coin".
func oppFlipsWords(o engine.Op, s string) string {
	if !o.OppFlips {
		return s
	}
	if rest, ok := strings.CutPrefix(s, "Flip "); ok {
		return "Your opponent flips " + rest
	}
	if rest, ok := strings.CutPrefix(s, "flip "); ok {
		return "your opponent flips " + rest
	}
	return s
}
