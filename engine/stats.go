package engine

// Effects that change a Pokémon's printed numbers while their source is in play: a Retreat
// Cost made higher, lower or nothing, and Weakness taken away (Poké-Bodies, Abilities,
// Pokémon Tools and Stadiums).

// StatKind is the number a StatMod changes.
type StatKind uint8

const (
	StatNone          StatKind = iota
	StatRetreat                // the Retreat Cost: Amount Colorless symbols more (negative: fewer), or Set to Amount
	StatNoWeakness             // the Pokémon has no Weakness
	StatRetreatAnyway          // the Pokémon may retreat even while Asleep or Paralyzed
	// Board-state checks and passive effects.
	StatNoCondition  // the Pokémon cannot be affected by the Special Conditions in Conds (0: any)
	StatNoHealing    // no damage counters can be removed from the Pokémon
	StatBurnCounters // Burn puts Amount damage counters on the Pokémon between turns
	StatNoAbilities  // the Pokémon has no Abilities (but the one named ExceptPower)
	StatHP           // the Pokémon gets Amount more HP (times what Per measures, when set)
	// Last pass (share b).
	StatNoItems    // the player of the Active Pokémon it reaches cannot play Item cards from the hand
	StatKOLostZone // the Pokémon it reaches goes to the Lost Zone when Knocked Out (its attached cards are discarded)
	// Last pass (share c).
	StatBenchLimit // the player whose Pokémon it reaches may have at most Amount Benched Pokémon (fx_lastc.go)
)

// StatWho is which Pokémon a StatMod reaches.
type StatWho uint8

const (
	StatSelf      StatWho = iota // the Pokémon with the power, or the Tool's Pokémon
	StatOwn                      // each Pokémon of the power's owner (itself included)
	StatOppActive                // the opponent's Active Pokémon
	StatAll                      // every Pokémon in play, both players' (Stadiums)
	// Board-state checks and passive effects.
	StatOpp // each of the opponent's Pokémon
	// hgss-era cards (second pass).
	StatOwnActive // the Active Pokémon of the power's owner (Psychic Float)
)

// EnergyCond makes a StatMod depend on the Energy attached to the Pokémon it reaches.
type EnergyCond uint8

const (
	EnergyIgnored EnergyCond = iota // no condition
	IfEnergy                        // only with Energy of StatMod.Energy attached (Colorless: any)
	IfNoEnergy                      // only with none attached
	PerEnergy                       // Amount for each unit of that Energy attached
)

// StatMod is one such effect. The Retreat Cost in force is the printed one (or a Set one),
// plus every Amount, and never below 0; where Ruleset.NoRetreatCostStays is on, a Set to 0
// ("no Retreat Cost") stays 0 whatever is added.
type StatMod struct {
	Stat   StatKind
	Amount int
	Set    bool
	Who    StatWho
	// Type limits it to Pokémon of that type (Colorless: any); BasicOnly to Basic Pokémon.
	Type      Type
	BasicOnly bool
	Energy    Type
	Cond      EnergyCond

	// Board-state checks and passive effects.
	Conds       Condition // StatNoCondition: the Special Conditions kept off (0: all of them)
	Tags        Tag       // only Pokémon with one of these marks (Pokémon-GX, Pokémon-EX)
	ExceptPower string    // StatNoAbilities: the Ability it leaves alone
	If          Check     // only while the check holds, read from the power's own Pokémon
	Per         Check     // StatHP: Amount for each what the check measures
	// hgss-era cards (second pass).
	LegendOnly bool // only Pokémon LEGEND (Indigo Plateau)
}

// eachStatMod calls f for every StatMod of kind k in force on the Pokémon at p, s.
func (g *Game) eachStatMod(p, s int, k StatKind, f func(m *StatMod, pk *pokemon)) {
	pk := g.slot(p, s)
	reach := func(m *StatMod, sp, ss int) {
		if m.Stat != k {
			return
		}
		switch m.Who {
		case StatSelf:
			if sp != p || ss != s {
				return
			}
		case StatOwn:
			if sp != p {
				return
			}
		case StatOppActive:
			if sp == p || s != 0 {
				return
			}
		case StatOpp:
			if sp == p {
				return
			}
		case StatOwnActive:
			if sp != p || s != 0 {
				return
			}
		}
		if m.Tags != 0 && g.top(pk).Tags&m.Tags == 0 ||
			m.If.Kind != CheckNone && !g.holds(&m.If, checkEnv{p: sp, s: ss, dp: opp(sp), ds: 0, as: -1}) {
			return
		}
		top := g.top(pk)
		if m.Type != Colorless && g.typeMaskOf(pk)&(1<<m.Type) == 0 || m.BasicOnly && top.Stage != Basic || m.LegendOnly && top.Stage != Legend {
			return
		}
		switch m.Cond {
		case IfEnergy:
			if g.energyUnitsOf(pk, m.Energy) == 0 {
				return
			}
		case IfNoEnergy:
			if len(pk.energy) > 0 {
				return
			}
		}
		f(m, pk)
	}
	powers, tools := g.hasPowerStat(k), g.hasCardStat(k)
	// Only the Pokémon whose Tools and powers could reach p, s are walked: a side when some
	// StatMod of kind k reaches from it, and only p, s itself when every one reaches the
	// Pokémon it is on alone.
	who := g.statWho[k]
	const fromOwn = 1<<StatSelf | 1<<StatOwn | 1<<StatOwnActive | 1<<StatAll
	const fromOpp = 1<<StatOppActive | 1<<StatOpp | 1<<StatAll
	selfOnly := who == 1<<StatSelf
	for sp := 0; sp < 2 && (powers || tools); sp++ {
		if sp == p && who&fromOwn == 0 || sp != p && who&fromOpp == 0 {
			continue
		}
		for ss := 0; ss <= g.p[sp].nbench; ss++ {
			if !g.present(sp, ss) || selfOnly && (sp != p || ss != s) {
				continue
			}
			src := g.slot(sp, ss)
			if tools && src.tool != noCard {
				if tc := g.cards[src.tool]; len(tc.Stats) > 0 && g.toolWorks(src) {
					for i := range tc.Stats {
						reach(&tc.Stats[i], sp, ss)
					}
				}
			}
			for i, n := 0, g.powerCount(src); i < n && powers && src.statPowers&(1<<k) != 0; i++ {
				pw, _ := g.powerAt(src, i)
				if len(pw.Stats) == 0 || pw.Use != UsePassive || !g.powerOn(sp, ss, pw) ||
					(pw.ActiveOnly && ss != 0) || (pw.BenchOnly && ss == 0) {
					continue
				}
				for j := range pw.Stats {
					reach(&pw.Stats[j], sp, ss)
				}
			}
		}
	}
	if tools && g.stadium != noCard {
		sc := g.cards[g.stadium]
		for i := range sc.Stats {
			if sc.Stats[i].Who == StatAll {
				reach(&sc.Stats[i], p, s)
			}
		}
	}
}

// retreatCostAt is the Retreat Cost in force for the Pokémon at p, s.
func (g *Game) retreatCostAt(p, s int) int {
	cost, _ := g.retreatCostIn(p, s)
	return cost
}

// retreatCostIn is the Retreat Cost in force for the Pokémon at p, s, and whether
// NoRetreatCostStays kept it at nothing against effects that would have raised it.
func (g *Game) retreatCostIn(p, s int) (int, bool) {
	cost := g.statsCard(g.slot(p, s)).RetreatCost
	if !g.hasStat(StatRetreat) {
		return cost, false
	}
	add, none := 0, false
	g.eachStatMod(p, s, StatRetreat, func(m *StatMod, pk *pokemon) {
		switch {
		case m.Set:
			cost = m.Amount
			none = none || m.Amount == 0
		case m.Cond == PerEnergy:
			add += m.Amount * g.energyUnitsOf(pk, m.Energy)
		default:
			add += m.Amount
		}
	})
	sum := max(cost+add, 0)
	if none && g.rules.NoRetreatCostStays.On {
		return 0, sum > 0
	}
	return sum, false
}

// weaknessAt is the Weakness in force for the Pokémon at p, s.
func (g *Game) weaknessAt(p, s int) []Weakness {
	none := false
	g.eachStatMod(p, s, StatNoWeakness, func(*StatMod, *pokemon) { none = true })
	if none {
		return nil
	}
	return g.statsCard(g.slot(p, s)).Weakness
}

// retreatsAnyway reports whether an effect lets the Pokémon at p, s retreat while Asleep or
// Paralyzed, which the rules otherwise forbid.
func (g *Game) retreatsAnyway(p, s int) bool {
	yes := false
	g.eachStatMod(p, s, StatRetreatAnyway, func(*StatMod, *pokemon) { yes = true })
	return yes
}

// slotOf finds where a Pokémon in play is.
func (g *Game) slotOf(pk *pokemon) (int, int) {
	for p := 0; p < 2; p++ {
		for s := range g.p[p].slots {
			if &g.p[p].slots[s] == pk {
				return p, s
			}
		}
	}
	return 0, 0
}
