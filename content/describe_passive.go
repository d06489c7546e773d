package content

import (
	"fmt"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// Board-state checks and the passive effects built on them (engine/README.md, "Board-state
// checks and passive effects"): how the card files write them, what they say in words, and
// how they read as data.

// rawCheck is a board-state check: `{check: benched, name: Plusle}`.
type rawCheck struct {
	Check     string `yaml:"check"`
	Not       bool   `yaml:"not"`
	Name      string `yaml:"name"`
	Type      string `yaml:"type"`
	Condition string `yaml:"condition"`
	N         int    `yaml:"n"`
}

var reachByName = map[string]engine.ModReach{"": engine.ReachHolder, "holder": engine.ReachHolder,
	"own": engine.ReachOwn, "opponent-active": engine.ReachOppActive}

// check reads the check under key of mapping n (the zero Check when absent).
func (p *cardParser) check(n *yaml.Node, key string, r *rawCheck) engine.Check {
	var k engine.Check
	if r == nil {
		return k
	}
	cn := child(n, key)
	if cn == nil {
		cn = n
	}
	kind, ok := engine.ParseCheckKind(r.Check)
	if now, removed := removedChecks[r.Check]; removed && !ok {
		p.bad(at(cn, "check"), "check %q is no longer a board-state check: write %s", r.Check, now)
		return k
	} else if !ok {
		p.bad(at(cn, "check"), "unknown check %q (engine/README.md lists the checks)", r.Check)
		return k
	}
	k = engine.Check{Kind: kind, Not: r.Not, Name: strings.TrimSpace(r.Name), N: r.N}
	if kind.NameOrType() {
		if k.Name == "" && r.Type == "" {
			p.bad(cn.Line, "check %s: give name, type or both", r.Check)
		}
	} else if (k.Name != "") != kind.NeedsName() {
		p.bad(cn.Line, "check %s: name is required by played, discard-named and self-attached, taken by in-play and benched, and read nowhere else", r.Check)
	}
	if r.Type != "" {
		k.Type = p.typ(at(cn, "type"), r.Type)
	}
	if kind.NeedsType() && r.Type == "" || !kind.TakesType() && r.Type != "" {
		p.bad(cn.Line, "check %s: type is required by opponent-type-in-play, defender-resists and defender-type, and taken by in-play, benched, self-energy and ko-last-turn", r.Check)
	}
	if r.Condition != "" {
		c, ok := engine.ParseCondition(r.Condition)
		if !ok {
			p.bad(at(cn, "condition"), "unknown Special Condition %q", r.Condition)
		}
		k.Cond = c
	}
	if (r.Condition != "") != kind.NeedsCond() {
		p.bad(cn.Line, "check %s: condition is required by defender-condition and self-condition, and only there", r.Check)
	}
	if (r.N > 0) != kind.NeedsN() {
		p.bad(cn.Line, "check %s: n (a positive number) is required by deck-at-most, and only there", r.Check)
	}
	return k
}

// passiveOp reads an op's check fields.
func (p *cardParser) passiveOp(n *yaml.Node, r *rawOp, o *engine.Op) {
	o.If = p.check(n, "if", r.If)
	o.Per = p.check(n, "per", r.Per)
	if r.Per != nil && !((o.Kind == engine.OpBasePer || o.Kind == engine.OpFlipPer || o.Kind == engine.OpSearch) && o.Count == engine.CountNone || o.Kind == engine.OpDraw) {
		p.bad(at(n, "per"), "per applies only to ops base-per, flip-per and search with no count and to op draw")
	}
	if o.Kind == engine.OpBasePer && o.Count == engine.CountNone && r.Per == nil {
		p.bad(n.Line, "op base-per needs count or per")
	}
	if c, _ := engine.ParseCondition(r.Condition); r.N != 0 && o.Kind == engine.OpCondition && c != engine.Poisoned && c != engine.Asleep {
		p.bad(at(n, "n"), "op condition: n applies to poisoned (damage counters between turns) and asleep (coins between turns) only")
	}
}

// passiveMod reads a modifier's check, reach and limit fields.
func (p *cardParser) passiveMod(n *yaml.Node, r *rawMod, m *engine.Modifier) {
	m.If = p.check(n, "if", r.If)
	m.Per = p.check(n, "per", r.Per)
	m.Reach = lookup(p, reachByName, at(n, "reach"), "modifier reach", r.Reach)
	m.OnlyName, m.UpTo, m.Flip = strings.TrimSpace(r.OnlyName), r.UpTo, r.Flip
	if r.UpTo != 0 && (!r.Set || r.UpTo < 0 || r.UpTo%10 != 0) {
		p.bad(at(n, "up_to"), "up_to goes with set, as a positive multiple of 10")
	}
}

// passiveLasting reads a lasting effect's coins, check and picked attack.
func (p *cardParser) passiveLasting(n *yaml.Node, r *rawLasting, l *engine.Lasting) {
	l.Coins, l.PickAttack = r.Coins, r.PickAttack
	l.If = p.check(n, "if", r.If)
	if r.Coins != 0 && (l.Kind != engine.LastingCancelFlip || r.Coins < 1) {
		p.bad(at(n, "coins"), "coins applies to a cancel-flip, as a positive number")
	}
	if r.If != nil && l.Kind != engine.LastingPreventAll {
		p.bad(at(n, "if"), "a lasting effect's if applies to prevent-all (a modifier takes its own if)")
	}
	if r.PickAttack && (l.Kind != engine.LastingCantUseAttack || r.Attack != "") {
		p.bad(at(n, "pick_attack"), "pick_attack goes with cant-use-attack, instead of attack")
	}
}

// passiveStat reads a stat's passive-effect fields.
func (p *cardParser) passiveStat(n *yaml.Node, r *rawStat, m *engine.StatMod) {
	for i, s := range r.Conditions {
		c, ok := engine.ParseCondition(s)
		if !ok {
			p.bad(item(n, "conditions", i).Line, "unknown Special Condition %q", s)
		}
		m.Conds |= c
	}
	for i, t := range r.Tags {
		m.Tags |= lookup(p, tagByName, item(n, "tags", i).Line, "tag", t)
	}
	m.ExceptPower = strings.TrimSpace(r.ExceptPower)
	m.If = p.check(n, "if", r.If)
	m.Per = p.check(n, "per", r.Per)
	if len(r.Conditions) > 0 && m.Stat != engine.StatNoCondition {
		p.bad(at(n, "conditions"), "conditions applies to stat no-condition only")
	}
	if m.ExceptPower != "" && m.Stat != engine.StatNoAbilities {
		p.bad(at(n, "except_power"), "except_power applies to stat no-abilities only")
	}
	if r.Per != nil && m.Stat != engine.StatHP {
		p.bad(at(n, "per"), "per applies to stat hp only")
	}
	p.lastbStat(n, m)
	p.lastcStat(n, r, m)
	if (m.Stat == engine.StatHP || m.Stat == engine.StatBurnCounters) && r.Amount <= 0 {
		p.bad(n.Line, "stats: %s needs a positive amount", r.Stat)
	}
}

// statTakesAmount reports whether a stat reads Amount.
func statTakesAmount(k engine.StatKind) bool {
	return k == engine.StatRetreat || k == engine.StatHP || k == engine.StatBurnCounters || k == engine.StatBenchLimit
}

// checkWords says what a check asks, as a clause after "if" ("you have Plusle on your Bench").
func checkWords(k engine.Check, inAttack bool) string {
	self := "this Pokémon"
	def := "the Defending Pokémon"
	if !inAttack {
		def = "your opponent's Active Pokémon"
	}
	var s, no string
	switch k.Kind {
	case engine.CheckInPlay:
		s, no = "you have "+namedWords(k)+" in play", "you have no "+namedWords(k)+" in play"
	case engine.CheckEachInPlay:
		s, no = "there is "+namedWords(k)+" in play (either player's)", "there is no "+namedWords(k)+" in play (neither player's)"
	case engine.CheckBenched:
		s, no = "your Bench has "+namedWords(k)+" on it", "your Bench has no "+namedWords(k)+" on it"
	case engine.CheckOppTypeInPlay:
		s, no = "any of your opponent's Pokémon in play is a "+k.Type.String()+" Pokémon", "none of your opponent's Pokémon in play is a "+k.Type.String()+" Pokémon"
	case engine.CheckStadium:
		s, no = "a Stadium card is in play", "no Stadium card is in play"
	case engine.CheckMorePrizes:
		s, no = "your opponent has fewer Prize cards left than you", "your opponent does not have fewer Prize cards left than you"
	case engine.CheckDefenderEX:
		s = def + " is a Pokémon-EX"
	case engine.CheckDefenderBasic:
		s = def + "'s stage is Basic"
	case engine.CheckDefenderCond:
		s = def + " is " + k.Cond.String()
	case engine.CheckDefenderResists:
		s = def + " has " + k.Type.String() + " Resistance"
	case engine.CheckDefenderType:
		s = def + " is a " + k.Type.String() + " Pokémon"
	case engine.CheckDefenderEvolved:
		s = def + " has evolved (is an Evolution Pokémon)"
	case engine.CheckDeckAtMost:
		s = fmt.Sprintf("your deck holds %d or fewer cards", k.N)
	case engine.CheckKOLastTurn:
		what := "any of your Pokémon were"
		if k.Type != engine.Colorless {
			what = "any of your " + k.Type.String() + " Pokémon were"
		}
		s = "in your opponent's last turn, damage from an attack Knocked Out " + strings.TrimSuffix(what, " were")
	case engine.CheckBecameActive:
		s = self + " moved from your Bench to the Active Spot this turn"
	case engine.CheckFewerHP:
		s = def + " has fewer HP left than " + self
	case engine.CheckPlayed:
		s = "you played " + k.Name + " from your hand this turn"
	case engine.CheckSelfEnergy:
		what := "any Energy"
		if k.Type != engine.Colorless {
			what = "any " + k.Type.String() + " Energy"
		}
		s, no = strings.TrimPrefix(what, "any ")+" is attached to "+self, "no "+strings.TrimPrefix(what, "any ")+" is attached to "+self
	case engine.CheckSelfCond:
		s = self + " is " + k.Cond.String()
	case engine.CheckSelfDamaged:
		s, no = self+" is damaged (has any damage counters)", self+" is undamaged (has no damage counters)"
	case engine.CheckDiscardNamed:
		s = "there is a card named " + k.Name + " in your discard pile"
	case engine.CheckAttackerSpecialEnergy:
		s = "the attacking Pokémon is your opponent's and has any Special Energy attached"
	case engine.CheckAttackerStage12:
		s = "the attacking Pokémon is a Stage 1 or Stage 2 Pokémon"
	case engine.CheckAttackerHasPowers:
		s = "the attacking Pokémon has any Poké-Powers or Poké-Bodies"
	case engine.CheckDefenderConditions:
		s = def + " has any Special Condition"
	case engine.CheckSelfAttached:
		s, no = self+" has a card named "+k.Name+" attached", self+" has no card named "+k.Name+" attached"
	case engine.CheckAttachedType:
		s, no = attachedTypeWords(k.Type, true), attachedTypeWords(k.Type, false)
	}
	if k.Not {
		if no != "" {
			return no
		}
		return "it is not the case that " + s
	}
	return s
}

// perWords says what a count check counts, after "for every".
func perWords(k engine.Check) string {
	switch k.Kind {
	case engine.CheckInPlay:
		return "one of your " + namedWords(k) + " in play"
	case engine.CheckEachInPlay:
		return namedWords(k) + " in play (both players')"
	case engine.CheckBenched:
		return "one of your Benched " + namedWords(k)
	case engine.CheckOppTypeInPlay:
		return k.Type.String() + " Pokémon your opponent has in play"
	case engine.CheckDiscardNamed:
		return k.Name + " in your discard pile"
	case engine.CheckDefenderConditions:
		return "Special Condition affecting the Defending Pokémon"
	case engine.CheckSelfEnergy:
		if k.Type != engine.Colorless {
			return k.Type.String() + " Energy attached to this Pokémon"
		}
		return "Energy attached to this Pokémon"
	}
	return "time " + checkWords(k, true) + " (once)"
}

// passiveOpWords adds what an op's check and poison counters say to its words s.
func passiveOpWords(o engine.Op, s string, inAttack bool) string {
	if o.Kind == engine.OpCondition && o.Cond == engine.Poisoned && o.N > 0 {
		s = strings.TrimSuffix(s, ".") + fmt.Sprintf("; Poison puts %d damage counters instead of the usual number on it between turns.", o.N)
	}
	if o.Kind == engine.OpCondition && o.Cond == engine.Asleep && o.N > 1 { // xy- and sm-era cards (second pass).
		s = strings.TrimSuffix(s, ".") + fmt.Sprintf("; between turns its owner flips %d coins instead of 1 for it, and it stays Asleep if any of them is tails (a new Asleep goes back to 1 coin).", o.N)
	}
	if o.If.Kind != engine.CheckNone {
		s = "If " + checkWords(o.If, inAttack) + ": " + lowerFirst(s)
	}
	return s
}

// healDealtWords says what heal-dealt does.
func healDealtWords(o engine.Op) string {
	if o.Amount > 0 {
		return fmt.Sprintf("if the attack did any damage to the Defending Pokémon (after Weakness and Resistance), remove %d damage from the Attacking Pokémon.", o.Amount)
	}
	return "remove from the Attacking Pokémon as much damage as the attack did to the Defending Pokémon (after Weakness and Resistance)."
}

// basePerWords says what a base-per op with a count check does.
func basePerWords(o engine.Op) string {
	return fmt.Sprintf("the attack does %d extra damage for every %s.", o.Amount, perWords(o.Per))
}

// modHolder is whose attacks or damage a power's modifier changes, in words.
func modHolder(m engine.Modifier, holder string) string {
	switch m.Reach {
	case engine.ReachOwn:
		holder = "each of your Pokémon"
		if m.OnlyName != "" {
			holder = "each of your " + m.OnlyName
		}
	case engine.ReachOppActive:
		holder = "your opponent's Active Pokémon"
	}
	return holder
}

// passiveModWords adds a modifier's check, count and limits to its words s.
func passiveModWords(m engine.Modifier, s string) string {
	if m.OnlyName != "" && m.Reach != engine.ReachOwn {
		s += " (attacks by " + m.OnlyName + " only)"
	}
	if m.Per.Kind != engine.CheckNone {
		s += " for every " + perWords(m.Per)
	}
	if m.UpTo > 0 {
		s += fmt.Sprintf(" when that damage is %d or less", m.UpTo)
	}
	if m.Flip {
		s += " if a coin flipped when an attack would damage it comes up heads"
	}
	if m.If.Kind != engine.CheckNone {
		s += " while " + checkWords(m.If, false)
	}
	return s
}

// passiveLastingWords describes the passive lasting effects, and the
// additions to the others; it returns "" for a kind it does not handle.
func passiveLastingWords(l engine.Lasting, who, when string) string {
	switch l.Kind {
	case engine.LastingNoAbilities:
		until := "until your opponent's next turn is over"
		if l.When == engine.OwnersNextTurn {
			until = "until your next turn is over"
		}
		return fmt.Sprintf("%s has no Abilities %s.", upperFirst(who), until)
	case engine.LastingCantBeHealed:
		return fmt.Sprintf("%s, no damage can be removed from %s.", when, who)
	case engine.LastingCancelFlip:
		if l.Coins > 1 {
			return fmt.Sprintf("%s, if %s attacks, its player flips %d coins: if any of them is tails, the attack does nothing.", when, who, l.Coins)
		}
	case engine.LastingCantUseAttack:
		if l.PickAttack {
			return fmt.Sprintf("You choose one of %s's attacks; %s, %s cannot use that attack.", who, when, who)
		}
	case engine.LastingPreventAll:
		if l.If.Kind != engine.CheckNone {
			return fmt.Sprintf("%s, attacks by the opponent's Pokémon do no damage to %s and their effects do not reach it, when %s.", when, who, checkWords(l.If, false))
		}
	}
	return ""
}

// passiveStatWords describes the passive stats ("" for the others).
func passiveStatWords(m engine.StatMod, who string) string {
	var s string
	switch m.Stat {
	case engine.StatNoCondition:
		what := "any Special Condition"
		if m.Conds != 0 {
			what = m.Conds.String()
		}
		s = who + " cannot be affected by " + what + " (any it has is removed)"
	case engine.StatNoHealing:
		if m.Who == engine.StatAll {
			who = "any Pokémon in play (both players')"
		}
		s = "no damage counters can be removed from " + who + " (they can still be moved)"
	case engine.StatBurnCounters:
		s = fmt.Sprintf("Burn puts %d damage counters instead of the usual number on %s between turns", m.Amount, who)
	case engine.StatNoAbilities:
		s = noAbilitiesWords(m)
	case engine.StatNoItems:
		s = noItemsWords(m)
	case engine.StatKOLostZone:
		s = koLostWords(who)
	case engine.StatBenchLimit:
		s = benchLimitWords(m)
	case engine.StatHP:
		s = fmt.Sprintf("%s gets %d more HP", who, m.Amount)
		if m.Per.Kind != engine.CheckNone {
			s += " for every " + perWords(m.Per)
		}
	default:
		return ""
	}
	if m.If.Kind != engine.CheckNone {
		s += ", while " + checkWords(m.If, false)
	}
	return upperFirst(s) + "."
}

// statWhoWords adds the marks limit of a stat to who.
func statTagWords(m engine.StatMod, who string) string {
	if m.Tags == 0 {
		return who
	}
	var marks []string
	if m.Tags&engine.TagGX != 0 {
		marks = append(marks, "Pokémon-GX")
	}
	if m.Tags&engine.TagEX != 0 {
		marks = append(marks, "Pokémon-EX")
	}
	return who + " that is a " + strings.Join(marks, " or ")
}

// checkData is a check as data, with the names the card files use.
func checkData(k engine.Check) map[string]any {
	m := map[string]any{"check": k.Kind.String()}
	if k.Not {
		m["not"] = true
	}
	if k.Name != "" {
		m["name"] = k.Name
	}
	if k.Kind.TakesType() && k.Type != engine.Colorless {
		m["type"] = k.Type.String()
	}
	if k.Cond != 0 {
		m["condition"] = strings.ToLower(k.Cond.String())
	}
	if k.N != 0 {
		m["n"] = k.N
	}
	return m
}

// passiveOpData adds an op's checks to its data.
func passiveOpData(o engine.Op, m map[string]any) {
	if o.If.Kind != engine.CheckNone {
		m["if"] = checkData(o.If)
	}
	if o.Per.Kind != engine.CheckNone {
		m["per"] = checkData(o.Per)
	}
	if o.Kind == engine.OpLasting {
		l, _ := m["lasting"].(map[string]any)
		if l == nil {
			return
		}
		if o.Lasting.Coins != 0 {
			l["coins"] = o.Lasting.Coins
		}
		if o.Lasting.If.Kind != engine.CheckNone {
			l["if"] = checkData(o.Lasting.If)
		}
		if o.Lasting.PickAttack {
			l["pick_attack"] = true
		}
	}
}

// passiveModData adds a modifier's checks and limits to its data.
func passiveModData(md engine.Modifier, m map[string]any) {
	if md.If.Kind != engine.CheckNone {
		m["if"] = checkData(md.If)
	}
	if md.Per.Kind != engine.CheckNone {
		m["per"] = checkData(md.Per)
	}
	if md.Reach != engine.ReachHolder {
		m["reach"] = md.Reach.String()
	}
	if md.OnlyName != "" {
		m["only_name"] = md.OnlyName
	}
	if md.UpTo != 0 {
		m["up_to"] = md.UpTo
	}
	if md.Flip {
		m["flip"] = true
	}
}

// passiveStatData adds a stat's passive fields to its data.
func passiveStatData(s engine.StatMod, d map[string]any) {
	if s.Conds != 0 {
		var cs []string
		for _, c := range []engine.Condition{engine.Asleep, engine.Confused, engine.Paralyzed, engine.Burned, engine.Poisoned} {
			if s.Conds&c != 0 {
				cs = append(cs, strings.ToLower(c.String()))
			}
		}
		d["conditions"] = cs
	}
	if s.Tags != 0 {
		var ts []string
		for name, t := range tagByName {
			if s.Tags&t != 0 {
				ts = append(ts, name)
			}
		}
		sort.Strings(ts)
		d["tags"] = ts
	}
	if s.ExceptPower != "" {
		d["except_power"] = s.ExceptPower
	}
	if s.If.Kind != engine.CheckNone {
		d["if"] = checkData(s.If)
	}
	if s.Per.Kind != engine.CheckNone {
		d["per"] = checkData(s.Per)
	}
}

// noAbilitiesWords says which Pokémon a no-abilities stat takes Abilities from. The cards that
// have it speak of those Pokémon in play, in the hand and in the discard pile alike.
func noAbilitiesWords(m engine.StatMod) string {
	kind := "Pokémon"
	if m.BasicOnly {
		kind = "Basic Pokémon"
	}
	if m.Type != engine.Colorless {
		kind = m.Type.String() + " " + kind
	}
	if m.Tags != 0 {
		kind = strings.TrimPrefix(statTagWords(m, ""), " that is a ")
	}
	var s string
	switch m.Who {
	case engine.StatOpp:
		s = "each of your opponent's " + kind + " has no Abilities, wherever it is (in play, hand or discard pile)"
	case engine.StatOwn:
		s = "each of your " + kind + " has no Abilities, wherever it is (in play, hand or discard pile)"
	case engine.StatSelf:
		s = "this Pokémon has no Abilities"
	default:
		s = "each " + kind + " (both players', in play, in the hand and in the discard pile) has no Abilities"
	}
	if m.ExceptPower != "" {
		s += ", except " + m.ExceptPower
	}
	return s
}

// namedWords names the Pokémon an in-play or benched check counts: "Plusle", "Fire Pokémon",
// "Fire Pokémon named Charmander".
func namedWords(k engine.Check) string {
	switch {
	case k.Type == engine.Colorless:
		return k.Name
	case k.Name == "":
		return k.Type.String() + " Pokémon"
	}
	return k.Type.String() + " Pokémon named " + k.Name
}

// drawPerWords says what a draw with a count check does.
func drawPerWords(o engine.Op) string {
	if o.N > 1 {
		return fmt.Sprintf("draw %d cards for every %s.", o.N, perWords(o.Per))
	}
	return fmt.Sprintf("draw a card for every %s.", perWords(o.Per))
}
