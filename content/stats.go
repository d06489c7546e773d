package content

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// Retreat Cost and Weakness changes (engine.StatMod) in the card files: a passive power's
// stats, or a Tool's or Stadium's.

type rawStat struct {
	Stat      string `yaml:"stat"`   // retreat | no-weakness
	Amount    int    `yaml:"amount"` // retreat: Colorless symbols more (negative: fewer)
	Set       bool   `yaml:"set"`    // retreat: the cost becomes amount
	Who       string `yaml:"who"`    // self | own | opponent-active | all
	Type      string `yaml:"type"`   // only Pokémon of this type
	BasicOnly bool   `yaml:"basic_only"`
	Energy    string `yaml:"energy"` // the Energy type the condition looks at (Colorless: any)
	Cond      string `yaml:"cond"`   // if-energy | if-no-energy | per-energy

	Conditions  []string  `yaml:"conditions"`   // no-condition: the Special Conditions kept off
	Tags        []string  `yaml:"tags"`         // only Pokémon with one of these marks
	ExceptPower string    `yaml:"except_power"` // no-abilities: the Ability left alone
	If          *rawCheck `yaml:"if"`           // only while the check holds
	Per         *rawCheck `yaml:"per"`          // hp: amount for each what the check counts
	LegendOnly  bool      `yaml:"legend_only"`  // only Pokémon LEGEND
}

var (
	statByName = map[string]engine.StatKind{"retreat": engine.StatRetreat, "no-weakness": engine.StatNoWeakness,
		"retreat-anyway": engine.StatRetreatAnyway,
		"no-condition":   engine.StatNoCondition, "no-healing": engine.StatNoHealing,
		"burn-counters": engine.StatBurnCounters, "no-abilities": engine.StatNoAbilities, "hp": engine.StatHP,
		"no-items": engine.StatNoItems, "ko-lost-zone": engine.StatKOLostZone, "bench-limit": engine.StatBenchLimit}
	statWhoByName = map[string]engine.StatWho{"self": engine.StatSelf, "own": engine.StatOwn,
		"opponent-active": engine.StatOppActive, "all": engine.StatAll, "opponent": engine.StatOpp,
		"own-active": engine.StatOwnActive}
	energyCondByName = map[string]engine.EnergyCond{"if-energy": engine.IfEnergy,
		"if-no-energy": engine.IfNoEnergy, "per-energy": engine.PerEnergy}
)

func (p *cardParser) stats(seq *yaml.Node, raws []rawStat, trainer bool) []engine.StatMod {
	var out []engine.StatMod
	for i, r := range raws {
		n := seq
		if seq != nil && seq.Kind == yaml.SequenceNode && i < len(seq.Content) {
			n = seq.Content[i]
		}
		m := engine.StatMod{Amount: r.Amount, Set: r.Set, BasicOnly: r.BasicOnly, LegendOnly: r.LegendOnly}
		m.Stat = lookup(p, statByName, at(n, "stat"), "stat", r.Stat)
		if r.Who != "" {
			m.Who = lookup(p, statWhoByName, at(n, "who"), "stat target", r.Who)
		}
		if r.Cond != "" {
			m.Cond = lookup(p, energyCondByName, at(n, "cond"), "Energy condition", r.Cond)
		}
		if r.Type != "" {
			m.Type = p.typ(at(n, "type"), r.Type)
		}
		if r.Energy != "" {
			m.Energy = p.typ(at(n, "energy"), r.Energy)
		}
		p.passiveStat(n, &r, &m)
		if !statTakesAmount(m.Stat) && r.Amount != 0 || m.Stat != engine.StatRetreat && (r.Set || m.Cond == engine.PerEnergy) {
			p.bad(n.Line, "stats: %s takes no amount, set or per-energy", r.Stat)
		}
		if m.Stat == engine.StatRetreat && r.Amount == 0 && !r.Set {
			p.bad(n.Line, "stats: a retreat change needs amount or set")
		}
		if m.Cond == engine.PerEnergy && r.Set {
			p.bad(at(n, "cond"), "stats: per-energy adds amount for each Energy; it cannot set")
		}
		// hgss-era cards (second pass): the two limits are read by the stats that need them only.
		if m.Who == engine.StatOwnActive && m.Stat != engine.StatRetreat {
			p.bad(at(n, "who"), "stats: who own-active applies to stat retreat only")
		}
		if m.LegendOnly && m.Stat != engine.StatHP {
			p.bad(at(n, "legend_only"), "stats: legend_only applies to stat hp only")
		}
		if trainer && r.Who == "" {
			p.bad(n.Line, "stats on a Trainer card need who: self (a Tool's Pokémon) or all (a Stadium)")
		}
		out = append(out, m)
	}
	return out
}

// trainerStats checks that a Tool's stats reach its own Pokémon and a Stadium's every Pokémon.
func (p *cardParser) trainerStats(n *yaml.Node, c *engine.Card) {
	for _, m := range c.Stats {
		switch {
		case c.Trainer == engine.Tool && m.Who != engine.StatSelf:
			p.bad(at(n, "stats"), "a Pokémon Tool's stats reach its own Pokémon: who self")
		case c.Trainer == engine.Stadium && m.Who != engine.StatAll:
			p.bad(at(n, "stats"), "a Stadium's stats reach every Pokémon in play: who all")
		case c.Trainer != engine.Tool && c.Trainer != engine.Stadium:
			p.bad(at(n, "stats"), "only Pokémon Tools and Stadiums (and passive powers) have stats")
		}
	}
}

// describeStat says what a StatMod does, in our words.
func describeStat(m engine.StatMod) string {
	var who string
	switch m.Who {
	case engine.StatSelf:
		who = "this Pokémon"
	case engine.StatOwn:
		who = "each of your Pokémon"
	case engine.StatOppActive:
		who = "your opponent's Active Pokémon"
	case engine.StatAll:
		who = "each Pokémon in play (both players')"
	case engine.StatOpp:
		who = "each of your opponent's Pokémon"
	case engine.StatOwnActive:
		who = "your Active Pokémon"
	}
	var limits []string
	if m.BasicOnly {
		limits = append(limits, "Basic")
	}
	if m.Type != engine.Colorless {
		limits = append(limits, m.Type.String())
	}
	if len(limits) > 0 {
		who += " that is a " + strings.Join(limits, " ") + " Pokémon"
	}
	if m.LegendOnly {
		who = strings.Replace(who, "Pokémon", "Pokémon LEGEND", 1)
	}
	energy := "any Energy"
	if m.Energy != engine.Colorless {
		energy = m.Energy.String() + " Energy"
	}
	switch m.Cond {
	case engine.IfEnergy:
		who += " with " + energy + " attached"
	case engine.IfNoEnergy:
		who += " with no Energy attached"
	}
	who = statTagWords(m, who)
	if s := passiveStatWords(m, who); s != "" {
		return s
	}
	var s string
	switch {
	case m.Stat == engine.StatNoWeakness:
		s = who + " has no Weakness"
	case m.Stat == engine.StatRetreatAnyway:
		s = who + " can retreat even while Asleep or Paralyzed"
	case m.Set && m.Amount == 0:
		s = who + " has no Retreat Cost"
	case m.Set:
		s = fmt.Sprintf("%s has a Retreat Cost of %d", who, m.Amount)
	default:
		more := "more"
		if m.Amount < 0 {
			more = "less"
		}
		s = fmt.Sprintf("the Retreat Cost of %s is %d Colorless %s", who, max(m.Amount, -m.Amount), more)
		if m.Cond == engine.PerEnergy {
			s += " for every " + energy + " attached to it"
		}
		s += " (never below 0)"
	}
	return upperFirst(s) + "."
}

func statData(m engine.StatMod) map[string]any {
	d := map[string]any{"stat": keyOf(statByName, m.Stat), "who": keyOf(statWhoByName, m.Who)}
	if m.Amount != 0 {
		d["amount"] = m.Amount
	}
	if m.Set {
		d["set"] = true
	}
	if m.Type != engine.Colorless {
		d["type"] = m.Type.String()
	}
	if m.BasicOnly {
		d["basic_only"] = true
	}
	if m.LegendOnly {
		d["legend_only"] = true
	}
	if m.Cond != engine.EnergyIgnored {
		d["cond"] = keyOf(energyCondByName, m.Cond)
		d["energy"] = m.Energy.String()
	}
	passiveStatData(m, d)
	return d
}

func (d Data) stats(key string, stats []engine.StatMod) {
	for _, m := range stats {
		d[key] = append(d[key], statData(m))
	}
}

// describeToolStat is describeStat for a Trainer card: a Tool's "self" is the Pokémon it is
// attached to.
func describeToolStat(m engine.StatMod) string {
	s := describeStat(m)
	if m.Who == engine.StatSelf {
		s = strings.Replace(s, "this Pokémon", "the Pokémon it is attached to", 1)
		s = strings.Replace(s, "This Pokémon", "The Pokémon it is attached to", 1)
	}
	return s
}
