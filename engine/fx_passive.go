package engine

import (
	"errors"
	"fmt"
)

// Effects that read the board (README.md, "Board-state checks and passive effects"): checks
// that gate an op, a modifier or the use of an attack or a Trainer card; healing by the damage
// an attack did; more damage counters for Poison and Burn; immunity to Special Conditions;
// modifiers that reach other Pokémon or apply under a condition; prevention variants;
// Ability locks; healing locks; and the choice of which attack a Pokémon cannot use.

// ErrConditionNotMet is returned when a card or attack is used while what its text requires
// ("you can use this attack only if …") is not the case.
var ErrConditionNotMet = errors.New("what the card requires to be used is not the case")

// CheckKind is what a Check looks at. Each measures a number (a count, or 1 for yes and 0
// for no); a check holds when the number is above 0 (or, with Not, when it is 0).
type CheckKind uint8

const (
	CheckNone                  CheckKind = iota
	CheckInPlay                          // your Pokémon in play named Name (and/or of Type)
	CheckBenched                         // your Benched Pokémon named Name (and/or of Type)
	CheckOppTypeInPlay                   // your opponent's Pokémon in play of Type
	CheckStadium                         // a Stadium card is in play
	CheckMorePrizes                      // the opponent has fewer Prize cards left than you
	CheckDefenderEX                      // the Defending Pokémon is a Pokémon-EX
	CheckDefenderBasic                   // the Defending Pokémon is a Basic Pokémon
	CheckDefenderCond                    // the Defending Pokémon has the Special Condition Cond
	CheckDefenderResists                 // the Defending Pokémon has Resistance to Type
	CheckDefenderType                    // the Defending Pokémon is of Type
	CheckDefenderEvolved                 // the Defending Pokémon is an Evolution Pokémon
	CheckDeckAtMost                      // your deck has N cards or fewer
	CheckKOLastTurn                      // your Pokémon (of Type; Colorless: any) were Knocked Out by damage from an attack during your opponent's last turn
	CheckBecameActive                    // this Pokémon moved from the Bench to the Active Spot this turn
	CheckFewerHP                         // the Defending Pokémon has fewer HP left than this Pokémon
	CheckPlayed                          // you played a card named Name from your hand this turn
	CheckSelfEnergy                      // Energy of Type (Colorless: any) attached to this Pokémon, in units
	CheckSelfCond                        // this Pokémon has the Special Condition Cond
	CheckSelfDamaged                     // this Pokémon has damage counters on it
	CheckDiscardNamed                    // cards named Name in your discard pile
	CheckAttackerSpecialEnergy           // the attacking Pokémon is your opponent's and has a Special Energy card attached
	CheckAttackerStage12                 // the attacking Pokémon is a Stage 1 or Stage 2 Pokémon
	CheckAttackerHasPowers               // the attacking Pokémon has a Poké-Power or a Poké-Body
	CheckDefenderConditions              // the Special Conditions affecting the Defending Pokémon
	// hgss-era cards (second pass).
	CheckSelfAttached // cards named Name attached to this Pokémon (Energy, Tool)
	CheckEachInPlay   // Pokémon in play named Name (and/or of Type), both players'
	// The last cards (fx_lasta.go).
	CheckAttachedType // the Energy card just attached from the hand to this Pokémon provides Type there
	numChecks
)

var checkNames = [...]string{"", "in-play", "benched", "opponent-type-in-play", "stadium",
	"more-prizes", "defender-ex", "defender-basic", "defender-condition", "defender-resists",
	"defender-type", "defender-evolved", "deck-at-most", "ko-last-turn", "became-active",
	"fewer-hp", "played", "self-energy", "self-condition", "self-damaged", "discard-named",
	"attacker-special-energy", "attacker-stage-1-or-2", "attacker-has-powers", "defender-conditions",
	"self-attached", "each-in-play", "attached-type"}

func (k CheckKind) String() string {
	if int(k) < len(checkNames) {
		return checkNames[k]
	}
	return "unknown check"
}

// ParseCheckKind returns the check with the given name (as String prints it).
func ParseCheckKind(s string) (CheckKind, bool) {
	for i, n := range checkNames {
		if n == s && i != 0 {
			return CheckKind(i), true
		}
	}
	return 0, false
}

// NeedsName, NeedsType, NeedsCond and NeedsN say which of a Check's fields its kind reads.
// CheckInPlay and CheckBenched need a Name, a Type or both (NameOrType).
func (k CheckKind) NeedsName() bool {
	return k == CheckPlayed || k == CheckDiscardNamed || k == CheckSelfAttached
}

// NameOrType reports whether the kind takes a Name, a Type or both, and needs one of them.
func (k CheckKind) NameOrType() bool {
	return k == CheckInPlay || k == CheckBenched || k == CheckEachInPlay
}

// NeedsType reports whether the kind reads Check.Type (CheckSelfEnergy and CheckKOLastTurn
// take it as an optional limit).
func (k CheckKind) NeedsType() bool {
	return k == CheckOppTypeInPlay || k == CheckDefenderResists || k == CheckDefenderType ||
		k == CheckAttachedType
}

// TakesType reports whether the kind reads Check.Type at all.
func (k CheckKind) TakesType() bool {
	return k.NeedsType() || k == CheckSelfEnergy || k == CheckKOLastTurn || k.NameOrType()
}

// NeedsCond reports whether the kind reads Check.Cond.
func (k CheckKind) NeedsCond() bool { return k == CheckDefenderCond || k == CheckSelfCond }

// NeedsN reports whether the kind reads Check.N.
func (k CheckKind) NeedsN() bool { return k == CheckDeckAtMost }

// Attacker reports whether the check reads the attacking Pokémon (only damage modifiers and
// lasting effects on the Pokémon taking the damage have one besides the attacker itself).
func (k CheckKind) Attacker() bool {
	return k == CheckAttackerSpecialEnergy || k == CheckAttackerStage12 || k == CheckAttackerHasPowers
}

// Check is a board-state condition.
type Check struct {
	Kind CheckKind
	Not  bool // holds when the measure is 0
	Name string
	Type Type
	Cond Condition
	N    int
}

// checkEnv is what a check reads: the player it speaks for ("your"), the Pokémon it belongs
// to ("this Pokémon"), the Defending Pokémon and the attacking Pokémon (s < 0: none).
type checkEnv struct {
	p, s   int
	dp, ds int
	ap, as int

	attached *Card // the Energy card just attached from the hand (CheckAttachedType)
}

// measure is the number a check looks at.
func (g *Game) measure(k *Check, e checkEnv) int {
	pl, them := &g.p[e.p], &g.p[opp(e.p)]
	b2i := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	var self, def, att *pokemon
	if e.s >= 0 && g.present(e.p, e.s) {
		self = g.slot(e.p, e.s)
	}
	if e.ds >= 0 && g.present(e.dp, e.ds) {
		def = g.slot(e.dp, e.ds)
	}
	if e.as >= 0 && g.present(e.ap, e.as) {
		att = g.slot(e.ap, e.as)
	}
	// Pokémon of a name or type pass the same Match the targets ops read, so a check and a
	// match never disagree about which Pokémon count.
	var name [1]string
	var m Match
	if k.Name != "" {
		name[0] = k.Name
		m.Names = name[:]
	}
	if k.Type != Colorless {
		m.Types = 1 << k.Type
	}
	passing := func(p, from int) int {
		n := 0
		for s := from; s <= g.p[p].nbench; s++ {
			if g.present(p, s) && g.matches(p, s, &m) {
				n++
			}
		}
		return n
	}
	switch k.Kind {
	case CheckInPlay:
		return passing(e.p, 0)
	case CheckEachInPlay:
		return passing(e.p, 0) + passing(opp(e.p), 0) // "both yours and your opponent's"
	case CheckBenched:
		return passing(e.p, 1)
	case CheckOppTypeInPlay:
		return passing(opp(e.p), 0)
	case CheckStadium:
		return b2i(g.stadium != noCard)
	case CheckMorePrizes:
		return b2i(len(pl.prizes) > len(them.prizes))
	case CheckDeckAtMost:
		return b2i(len(pl.deck) <= k.N)
	case CheckKOLastTurn:
		return b2i(pl.koTurn == g.turn-1 && g.turn > 1 && (k.Type == Colorless || pl.koTypes&(1<<k.Type) != 0))
	case CheckPlayed:
		if g.cur != e.p {
			return 0
		}
		for _, n := range g.played {
			if n == k.Name {
				return 1
			}
		}
		return 0
	case CheckDiscardNamed:
		n := 0
		for _, x := range pl.discard {
			if g.rules.sameName(g.cards[x].Name, k.Name) {
				n++
			}
		}
		return n
	}
	if def != nil {
		dc := g.top(def)
		switch k.Kind {
		case CheckDefenderEX:
			return b2i(dc.Tags&TagEX != 0)
		case CheckDefenderBasic:
			return b2i(g.matches(e.dp, e.ds, &Match{BasicOnly: true}))
		case CheckDefenderCond:
			return b2i(def.cond&k.Cond != 0)
		case CheckDefenderResists:
			for _, r := range g.statsCard(def).Resistance {
				if r.Type == k.Type {
					return 1
				}
			}
			return 0
		case CheckDefenderType:
			return b2i(g.matches(e.dp, e.ds, &m))
		case CheckDefenderEvolved:
			return b2i(dc.Stage.IsEvolution())
		case CheckDefenderConditions:
			n := 0
			for c := def.cond; c != 0; c &= c - 1 {
				n++
			}
			return n
		case CheckFewerHP:
			return b2i(self != nil && g.hpAt(e.dp, e.ds)-def.damage < g.hpAt(e.p, e.s)-self.damage)
		}
	}
	if self != nil {
		switch k.Kind {
		case CheckBecameActive:
			return b2i(e.s == 0 && self.activeTurn == g.turn)
		case CheckSelfEnergy:
			return g.energyUnitsOf(self, k.Type)
		case CheckSelfCond:
			return b2i(self.cond&k.Cond != 0)
		case CheckSelfDamaged:
			return b2i(self.damage > 0)
		case CheckSelfAttached:
			return g.attachedNamed(self, k.Name)
		case CheckAttachedType:
			return b2i(g.justAttachedIs(self, e.attached, k.Type))
		}
	}
	if att != nil {
		ac := g.top(att)
		switch k.Kind {
		case CheckAttackerSpecialEnergy:
			if e.ap == e.p {
				return 0 // only an attacker of the opponent's with Special Energy counts
			}
			for _, x := range att.energy {
				if !g.cards[x].BasicEnergy {
					return 1
				}
			}
			return 0
		case CheckAttackerStage12:
			return b2i(ac.Stage == Stage1 || ac.Stage == Stage2)
		case CheckAttackerHasPowers:
			for i, n := 0, g.powerCount(att); i < n; i++ {
				if pw, _ := g.powerAt(att, i); pw.Kind == PokePower || pw.Kind == PokeBody {
					return 1
				}
			}
			return 0
		}
	}
	return 0
}

// holds reports whether a check holds (an unset check always does).
func (g *Game) holds(k *Check, e checkEnv) bool {
	if k.Kind == CheckNone {
		return true
	}
	return (g.measure(k, e) > 0) != k.Not
}

// opEnv is the check environment of an attack, Trainer or power: its player, its Pokémon
// (a Trainer's is the Active Pokémon), the opponent's Active Pokémon as the Defending one,
// and, in an attack, the Attacking Pokémon.
func (c *opCtx) env() checkEnv {
	s := c.self
	if s < 0 {
		s = 0
	}
	e := checkEnv{p: c.player, s: s, dp: opp(c.player), ds: 0, ap: c.player, as: -1, attached: c.evolve.attached}
	if c.attack != nil {
		e.as = s
	}
	return e
}

// opChecked reports whether an op's check lets it run; when it does not, the op did nothing
// (so a following "done" gate is closed) and the trace says why.
func (g *Game) opChecked(op *Op, c *opCtx) bool {
	if op.If.Kind == CheckNone || g.holds(&op.If, c.env()) {
		g.noteAttachedType(op, c)
		return true
	}
	c.done = 0
	if g.trace {
		g.emit(Event{Kind: EvNote, Player: c.player, Slot: -1, Anchor: g.rules.anchor(c.ref),
			Message: fmt.Sprintf("%s: %s is not the case, so %s does not happen", c.source, k2s(op.If), op.Kind)})
	}
	return false
}

func k2s(k Check) string {
	s := k.Kind.String()
	if k.Name != "" {
		s += " " + k.Name
	}
	if k.Kind.TakesType() && k.Type != Colorless {
		s += " " + k.Type.String()
	}
	if k.Kind.NeedsCond() {
		s += " " + k.Cond.String()
	}
	if k.Kind.NeedsN() {
		s += fmt.Sprint(" ", k.N)
	}
	if k.Not {
		s = "not " + s
	}
	return s
}

// healDealt removes from the Attacking Pokémon the damage its attack did to the Defending
// Pokémon (after Weakness and Resistance), or, with amount > 0, that much when it did any.
func (g *Game) healDealt(c *opCtx, amount, r int) {
	c.done = 0
	if c.attack == nil || c.dealt <= 0 || c.self < 0 || !g.present(c.player, c.self) {
		return
	}
	h := c.dealt
	if amount > 0 {
		h = amount
	}
	g.heal(c, c.player, c.self, h, r)
}

// cantBeHealed reports whether an effect keeps damage on the Pokémon at p, s: a lasting
// "can't be healed" on it, or a passive power that locks healing (Heal Block) whose check
// holds.
func (g *Game) cantBeHealed(p, s int) bool {
	pk := g.slot(p, s)
	for i := range pk.lasting {
		if pk.lasting[i].Kind == LastingCantBeHealed && pk.lasting[i].turn == g.turn {
			return true
		}
	}
	locked := false
	g.eachStatMod(p, s, StatNoHealing, func(*StatMod, *pokemon) { locked = true })
	return locked
}

// immuneTo reports whether an effect in force keeps condition c off the Pokémon at p, s.
func (g *Game) immuneTo(p, s int, c Condition) bool {
	immune := false
	g.eachStatMod(p, s, StatNoCondition, func(m *StatMod, _ *pokemon) {
		if m.Conds == 0 || m.Conds&c != 0 {
			immune = true
		}
	})
	return immune
}

// sweepImmune removes the Special Conditions that an effect now in force keeps off a
// Pokémon (Sweet Veil: "remove any Special Conditions affecting those Pokémon"). Only Active
// Pokémon have Special Conditions.
func (g *Game) sweepImmune() {
	if !g.hasStat(StatNoCondition) {
		return
	}
	for p := 0; p < 2; p++ {
		if !g.p[p].hasActive {
			continue
		}
		pk := g.active(p)
		if pk.cond == 0 {
			continue
		}
		var gone Condition
		g.eachStatMod(p, 0, StatNoCondition, func(m *StatMod, _ *pokemon) {
			if m.Conds == 0 {
				gone |= pk.cond
			} else {
				gone |= pk.cond & m.Conds
			}
		})
		if gone != 0 {
			g.removeConditions(p, 0, gone, refAttackEffects, "an effect in play keeps it from being affected")
		}
	}
}

// hasStat reports whether any card of the game has a StatMod of kind k, so that effects no
// card of the game has cost nothing.
func (g *Game) hasStat(k StatKind) bool {
	g.workOutStats()
	return g.statKinds&(1<<k) != 0
}

// hasPowerStat reports whether some passive power of the game's cards changes a stat of kind
// k (a Tool or Stadium alone does not need the powers of every Pokémon in play walked).
func (g *Game) hasPowerStat(k StatKind) bool {
	g.workOutStats()
	return g.powerStats&(1<<k) != 0
}

func (g *Game) workOutStats() {
	if g.statKinds == 0 { // small enough to inline: most calls find it worked out
		g.computeStats()
	}
}

// computeStats works out statKinds and what goes with it from the game's cards.
func (g *Game) computeStats() {
	g.statKinds, g.powerStats = 1, 1
	g.hpLowered, g.retreatRises, g.retreatFalls = false, false, false
	note := func(m *StatMod) { // the directions the game's stats move HP and Retreat Costs
		if m.Stat == StatHP && m.Amount < 0 {
			g.hpLowered = true
		}
		if m.Stat == StatRetreat && m.Amount > 0 {
			g.retreatRises = true
		}
		if m.Stat == StatRetreat && (m.Set || m.Amount < 0) {
			g.retreatFalls = true
		}
	}
	g.statWho = [32]uint8{}
	var last *Card
	for _, c := range g.cards {
		if c == last {
			continue // a deck's copies of a card are often side by side
		}
		last = c
		for i := range c.Powers {
			for j := range c.Powers[i].Stats {
				m := &c.Powers[i].Stats[j]
				g.powerStats |= 1 << m.Stat
				g.statWho[m.Stat] |= 1 << m.Who
				note(m)
			}
		}
		for j := range c.Stats {
			m := &c.Stats[j]
			g.statKinds |= 1 << m.Stat
			if c.Trainer != Stadium { // a Stadium's reach every Pokémon, from no slot (eachStatMod)
				g.statWho[m.Stat] |= 1 << m.Who
			}
			note(m)
		}
	}
	g.cardStats = g.statKinds
	g.statKinds |= g.powerStats
}

// hasCardStat reports whether some Tool or Stadium of the game (a card's own Stats, not a
// power's) changes a stat of kind k.
func (g *Game) hasCardStat(k StatKind) bool {
	g.workOutStats()
	return g.cardStats&(1<<k) != 0
}

// hpNeverLowered reports whether no card of the game lowers HP: the HP in force of every
// Pokémon is then at least its printed HP, so the check for Knock Outs need not work out the
// HP of a Pokémon with fewer damage counters than that.
func (g *Game) hpNeverLowered() bool {
	g.workOutStats()
	return !g.hpLowered
}

// retreatNeverRises reports whether no card of the game raises a Retreat Cost (or sets one
// above zero): the Retreat Cost in force is then at most the printed one, so Energy enough for
// that pays it without working out the effects in play.
func (g *Game) retreatNeverRises() bool {
	g.workOutStats()
	return !g.retreatRises
}

// retreatNeverFalls reports whether no card of the game lowers or sets a Retreat Cost: the
// Retreat Cost in force is then at least the printed one, so less Energy than that does not
// pay it, whatever the effects in play.
func (g *Game) retreatNeverFalls() bool {
	g.workOutStats()
	return !g.retreatFalls
}

// hasReachMods reports whether any card of the game has a passive power whose modifier reaches
// Pokémon other than its own.
func (g *Game) hasReachMods() bool {
	if g.reachMods == 0 {
		g.reachMods = 1
		for _, c := range g.cards {
			for i := range c.Powers {
				for _, m := range c.Powers[i].Mods {
					if m.Reach != ReachHolder {
						g.reachMods = 2
					}
				}
			}
		}
	}
	return g.reachMods == 2
}

// poisonCountersOn is how many damage counters Poison puts on the Pokémon between turns.
func (g *Game) poisonCountersOn(pk *pokemon) int {
	if pk.poisonCounters > 0 {
		return pk.poisonCounters
	}
	return g.rules.PoisonCounters
}

// burnCountersOn is how many damage counters Burn puts on player p's Active Pokémon: the
// era's number, or what an effect in force sets (Flaming Fighter).
func (g *Game) burnCountersOn(p int) int {
	n := g.rules.BurnCounters
	if !g.hasStat(StatBurnCounters) {
		return n
	}
	g.eachStatMod(p, 0, StatBurnCounters, func(m *StatMod, _ *pokemon) { n = m.Amount })
	return n
}

// abilityLocked reports whether an effect takes the Ability pw away from the Pokémon at p, s:
// an effect of an attack on it (Gastro Acid) or a passive power in play (Power of Alchemy,
// Freezing Gaze). A locking power works when its own Pokémon's Abilities are not taken away
// by an attack's effect; locks do not switch each other off.
func (g *Game) abilityLocked(p, s int, pw *Power) bool {
	if pw.Kind != Ability {
		return false
	}
	pk := g.slot(p, s)
	if g.lastingNoAbilities(pk) {
		return true
	}
	return g.abilitiesOff(p, s, g.top(pk), pk, pw)
}

// abilitiesOff reports whether a passive power in play takes the Ability pw away from a
// Pokémon at p, s whose top card is top: pk is that Pokémon, or nil for one about to come
// into play (whose types are its card's).
func (g *Game) abilitiesOff(p, s int, top *Card, pk *pokemon, pw *Power) bool {
	if !g.hasStat(StatNoAbilities) {
		return false
	}
	types := func() uint16 {
		if pk == nil {
			return top.typeMask()
		}
		return g.typeMaskOf(pk)
	}
	for sp := 0; sp < 2; sp++ {
		for ss := 0; ss <= g.p[sp].nbench; ss++ {
			if !g.present(sp, ss) {
				continue
			}
			src := g.slot(sp, ss)
			if src.statPowers&(1<<StatNoAbilities) == 0 || g.lastingNoAbilities(src) {
				continue
			}
			for i, n := 0, g.powerCount(src); i < n; i++ {
				lp, _ := g.powerAt(src, i)
				if lp.Use != UsePassive || (lp.ActiveOnly && ss != 0) || (lp.BenchOnly && ss == 0) {
					continue
				}
				if lp.Kind == PokePower && g.rules.PokePowersOffUnderConditions.On && src.cond != 0 {
					continue
				}
				for j := range lp.Stats {
					m := &lp.Stats[j]
					if m.Stat != StatNoAbilities || (m.ExceptPower != "" && m.ExceptPower == pw.Name) {
						continue
					}
					switch m.Who {
					case StatSelf:
						if sp != p || ss != s {
							continue
						}
					case StatOwn:
						if sp != p {
							continue
						}
					case StatOpp:
						if sp == p {
							continue
						}
					case StatOppActive:
						if sp == p || s != 0 {
							continue
						}
					}
					if m.BasicOnly && top.Stage != Basic || m.Type != Colorless && types()&(1<<m.Type) == 0 ||
						m.Tags != 0 && top.Tags&m.Tags == 0 {
						continue
					}
					return true
				}
			}
		}
	}
	return false
}

func (g *Game) lastingNoAbilities(pk *pokemon) bool {
	for i := range pk.lasting {
		if le := &pk.lasting[i]; le.Kind == LastingNoAbilities && le.start <= g.turn && g.turn <= le.turn {
			return true
		}
	}
	return false
}

// ModReach says whose damage a passive power's modifier changes.
type ModReach uint8

const (
	ReachHolder    ModReach = iota // the Pokémon with the power (attacks by it, damage to it)
	ReachOwn                       // each Pokémon of the power's owner
	ReachOppActive                 // the opponent's Active Pokémon
)

var reachNames = [...]string{"holder", "own", "opponent-active"}

func (r ModReach) String() string {
	if int(r) < len(reachNames) {
		return reachNames[r]
	}
	return "unknown reach"
}

// ParseModReach returns the reach with the given name.
func ParseModReach(s string) (ModReach, bool) {
	for i, n := range reachNames {
		if n == s {
			return ModReach(i), true
		}
	}
	return 0, false
}

// addReachMods adds the modifiers of passive powers that reach Pokémon other than their
// own (Intimidating Fang, Power Huddle, Earthen Shield): the attacker's side for an attack's
// own damage (main), and the side of the Pokémon taking it.
func (g *Game) addReachMods(keep func(m *Modifier, side ModStage, source string, hp, hs int), ap, as, tp, ts int, main bool) {
	if !g.hasReachMods() {
		return
	}
	for sp := 0; sp < 2; sp++ {
		for ss := 0; ss <= g.p[sp].nbench; ss++ {
			if !g.present(sp, ss) {
				continue
			}
			src := g.slot(sp, ss)
			for i, n := 0, g.powerCount(src); i < n; i++ {
				pw, c := g.powerAt(src, i)
				if pw.Use != UsePassive || len(pw.Mods) == 0 || !g.powerOn(sp, ss, pw) ||
					(pw.ActiveOnly && ss != 0) || (pw.BenchOnly && ss == 0) {
					continue
				}
				for j := range pw.Mods {
					m := &pw.Mods[j]
					if m.Reach == ReachHolder {
						continue
					}
					// The Pokémon whose attacks (attacker stage) or damage taken the
					// modifier changes.
					wp, ws := tp, ts
					side := ModDefender
					if m.Stage == ModAttacker {
						if !main {
							continue
						}
						wp, ws, side = ap, as, ModAttacker
					}
					switch m.Reach {
					case ReachOwn:
						if wp != sp {
							continue
						}
					case ReachOppActive:
						if wp == sp || ws != 0 {
							continue
						}
					}
					keep(m, side, c.Name+"'s "+pw.Name, sp, ss)
				}
			}
		}
	}
}

// modEnv is the check environment of a modifier: its holder, the Pokémon taking the damage
// as the Defending Pokémon, and the attacking Pokémon.
func modEnv(hp, hs, ap, as, tp, ts int) checkEnv {
	return checkEnv{p: hp, s: hs, dp: tp, ds: ts, ap: ap, as: as}
}

// flipMods settles the modifiers that apply on a coin (Fly Around): with them left out, if
// the damage would be above 0, one coin each; heads keeps it. It returns the mods to use.
func (g *Game) flipMods(in *DamageInput, tp int, name string) {
	n := 0
	for i := range in.Mods {
		if in.Mods[i].Flip {
			n++
		}
	}
	if n == 0 {
		return
	}
	all := in.Mods
	var fixed []Modifier
	for _, m := range all {
		if !m.Flip {
			fixed = append(fixed, m)
		}
	}
	in.Mods = fixed
	res := g.rules.ResolveDamage(in)
	if res.Final <= 0 {
		return
	}
	for _, m := range all {
		if m.Flip && g.flip(tp, refAttackEffects, m.Source, " on ", name) == Heads {
			m.Flip = false
			in.Mods = append(in.Mods, m)
		}
	}
}

// pickedAttack returns the name of the Defending Pokémon's attack at index i (as
// PokemonView.Attacks lists them), for Torment and Disable.
func (g *Game) pickedAttack(p, i int) (string, bool) {
	if !g.p[p].hasActive {
		return "", false
	}
	atk, _ := g.attackAt(g.active(p), i)
	if atk == nil {
		return "", false
	}
	return atk.Name, true
}

// PicksAttack reports whether an attack's ops ask for Action.Pick: an attack of the
// Defending Pokémon that it cannot use.
func (a *Attack) PicksAttack() bool {
	for _, ops := range [][]Op{a.Before, a.After} {
		for i := range ops {
			if ops[i].Kind == OpLasting && ops[i].Lasting.PickAttack {
				return true
			}
		}
	}
	return false
}

// hpAt is the HP of the Pokémon at p, s: its card's, plus what effects in force add
// (Pheromone Stamina: +20 for each Nidoqueen in play).
func (g *Game) hpAt(p, s int) int {
	pk := g.slot(p, s)
	hp := g.top(pk).HP
	if !g.hasStat(StatHP) {
		return hp
	}
	g.eachStatMod(p, s, StatHP, func(m *StatMod, _ *pokemon) {
		n := 1
		if m.Per.Kind != CheckNone {
			n = g.measure(&m.Per, checkEnv{p: p, s: s, dp: opp(p), ds: 0, as: -1})
		}
		hp += m.Amount * n
	})
	return hp
}

// attackUseIf checks what this file adds to using an attack: its UseIf check.
func (g *Game) attackUseIf(p int, atk *Attack) fault {
	if atk.UseIf.Kind != CheckNone && !g.holds(&atk.UseIf, checkEnv{p: p, s: 0, dp: opp(p), ds: 0, ap: p, as: 0}) {
		return fault{ErrConditionNotMet, refAttackRequirements}
	}
	return ok
}

// validatePickedAttack checks, for an attack that names one of the Defending Pokémon's
// attacks, that Action.Pick does.
func (g *Game) validatePickedAttack(p int, atk *Attack, a *Action) fault {
	if atk.PicksAttack() {
		if _, ok := g.pickedAttack(opp(p), a.Pick); !ok {
			return fault{ErrBadChoice, refAttackChoices}
		}
	}
	return ok
}
