package engine

import "strings"

// Condition is a set of Special Conditions.
type Condition uint8

const (
	Asleep Condition = 1 << iota
	Confused
	Paralyzed
	Burned
	Poisoned
)

// rotating are the three conditions shown by turning the card; a new one replaces the old.
const rotating = Asleep | Confused | Paralyzed

var condNames = [...]string{"Asleep", "Confused", "Paralyzed", "Burned", "Poisoned"}

func (c Condition) String() string {
	if c == 0 {
		return "none"
	}
	var parts []string
	for i, n := range condNames {
		if c&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, "+")
}

// ParseCondition reads one condition name ("asleep", "Burned", ...).
func ParseCondition(s string) (Condition, bool) {
	for i, n := range condNames {
		if strings.EqualFold(n, s) {
			return Condition(1 << i), true
		}
	}
	return 0, false
}

func (g *Game) condRef(c Condition) ref {
	switch c {
	case Asleep:
		return refAsleep
	case Confused:
		return refConfused
	case Paralyzed:
		return refParalyzed
	case Burned:
		return refBurned
	}
	return refPoisoned
}

// addCondition gives a Special Condition to player p's Active Pokémon. Asleep, Confused and
// Paralyzed replace one another; Burned and Poisoned sit alongside them, and a new Burn or
// Poison replaces the old one.
func (g *Game) addCondition(p int, c Condition) {
	if !g.p[p].hasActive || c == 0 {
		return
	}
	pk := g.active(p)
	if g.hasStat(StatNoCondition) && g.immuneTo(p, 0, c) {
		g.note(refAttackEffects, p, g.top(pk).Name, " cannot be ", c.String(), ": an effect in play keeps it off")
		return
	}
	if c&Poisoned != 0 {
		pk.poisonCounters = 0 // a new Poison replaces the old one, with its number of counters
	}
	if c&Asleep != 0 {
		pk.sleepCoins = 0 // likewise a new Asleep, with its number of coins
	}
	before := pk.cond
	if c&rotating != 0 {
		if old := pk.cond & rotating & ^c; old != 0 && g.trace {
			g.emit(Event{Kind: EvConditionEnds, Player: p, Zone: ZoneActive, Card: g.top(pk).Name,
				Before: int(before), After: int(before &^ old), Anchor: g.rules.anchor(refConditionReplace),
				Message: g.top(pk).Name + " is " + c.String() + " now, which replaces " + old.String()})
		}
		pk.cond &^= rotating
	}
	pk.cond |= c
	if c == Paralyzed {
		pk.paralyzedTurn = g.turn
	}
	if g.trace {
		msg := g.top(pk).Name + " is now " + c.String()
		x := g.condRef(c)
		if before&c != 0 && c&(Burned|Poisoned) != 0 {
			msg += " (the new " + c.String() + " replaces the old one; they do not add up)"
			x = refConditionSame
		} else if before&^rotating != 0 || (c&(Burned|Poisoned) != 0 && before != 0) {
			x = refConditionStack
		}
		g.emit(Event{Kind: EvCondition, Player: p, Zone: ZoneActive, Card: g.top(pk).Name,
			Before: int(before), After: int(pk.cond), Anchor: g.rules.anchor(x), Message: msg})
	}
}

// removeConditions clears conditions from a Pokémon (curing, recovering); why is joined only
// when tracing.
func (g *Game) removeConditions(p, s int, c Condition, x ref, why ...string) {
	pk := g.slot(p, s)
	gone := pk.cond & c
	if gone == 0 {
		return
	}
	before := pk.cond
	pk.cond &^= c
	if g.trace {
		g.emit(Event{Kind: EvConditionEnds, Player: p, Zone: zoneOf(s), Slot: s, Card: g.top(pk).Name,
			Before: int(before), After: int(pk.cond), Anchor: g.rules.anchor(x),
			Message: g.top(pk).Name + " is no longer " + gone.String() + ": " + strings.Join(why, "")})
	}
}

// clearAttackEffects removes Special Conditions and effects of attacks from a Pokémon that
// went to the Bench or evolved.
func (g *Game) clearAttackEffects(p, s int, x ref, why string) {
	g.traceCleared(p, s, g.clearQuiet(p, s), x, why)
}

// cleared is what clearQuiet removed, for tracing after the state is consistent again.
type cleared struct {
	before  Condition
	gone    Condition
	lasting int
}

func (g *Game) clearQuiet(p, s int) cleared {
	pk := g.slot(p, s)
	c := cleared{before: pk.cond, gone: pk.cond, lasting: len(pk.lasting)}
	pk.cond = 0
	pk.lasting = pk.lasting[:0]
	return c
}

func (g *Game) traceCleared(p, s int, c cleared, x ref, why string) {
	if !g.trace {
		return
	}
	name := g.top(g.slot(p, s)).Name
	if c.gone != 0 {
		g.emit(Event{Kind: EvConditionEnds, Player: p, Zone: zoneOf(s), Slot: s, Card: name,
			Before: int(c.before), After: int(c.before &^ c.gone), Anchor: g.rules.anchor(x),
			Message: name + " is no longer " + c.gone.String() + ": " + why})
	}
	if c.lasting > 0 {
		g.emit(Event{Kind: EvLastingEnds, Player: p, Zone: zoneOf(s), Slot: s, Card: name,
			Before: c.lasting, After: 0, Anchor: g.rules.anchor(x),
			Message: "effects of attacks on " + name + " end: " + why})
	}
}

func zoneOf(s int) Zone {
	if s == 0 {
		return ZoneActive
	}
	return ZoneBench
}

// checkupOrder returns the players in the order they are handled within a between-turns
// step, and the choice that sets it.
func (g *Game) checkupOrder(step CheckupStep) ([2]int, RuleChoice) {
	c := g.rules.CheckupTurnPlayerFirst
	turnPlayerFirst := c.On
	if step == CheckAsleep && g.rules.AsleepNextPlayerFirst.On {
		c, turnPlayerFirst = g.rules.AsleepNextPlayerFirst, false
	}
	if turnPlayerFirst {
		return [2]int{g.cur, opp(g.cur)}, c
	}
	return [2]int{opp(g.cur), g.cur}, c
}

// runCheckupStep does one step of the between-turns step for both players.
func (g *Game) runCheckupStep(step CheckupStep) {
	if step == CheckKnockOuts {
		g.checkKnockOuts(refCheckupKO)
		return
	}
	order, why := g.checkupOrder(step)
	// Only when both players have something to do in this step does the order matter.
	if g.trace && g.checkupApplies(step, 0) && g.checkupApplies(step, 1) {
		g.assume(why, refCheckupOrder, -1)
	}
	for _, p := range order {
		if !g.p[p].hasActive && step != CheckPowers {
			continue
		}
		switch step {
		case CheckPoisoned:
			pk := g.active(p)
			if pk.cond&Poisoned != 0 {
				g.placeCounters(p, 0, g.poisonCountersOn(pk), refCheckupPoison, "Poisoned")
			}
		case CheckBurned:
			g.checkBurn(p)
		case CheckAsleep:
			pk := g.active(p)
			if pk.cond&Asleep != 0 {
				if g.sleepCheck(p, pk) == Heads {
					g.removeConditions(p, 0, Asleep, refCheckupSleep, "heads, it wakes up")
				} else if g.trace {
					g.note(refAsleepTails, p, g.top(pk).Name, " stays Asleep (tails)")
				}
			}
		case CheckParalyzed:
			pk := g.active(p)
			if g.trace && pk.cond&Confused != 0 {
				g.note(refConfusedStays, p, g.top(pk).Name, " stays Confused: Confusion has no between-turns check")
			}
			// Recovers once its owner has had a whole turn while Paralyzed.
			if pk.cond&Paralyzed != 0 && p == g.cur && pk.paralyzedTurn < g.turn {
				g.removeConditions(p, 0, Paralyzed, refCheckupParalysis,
					"its owner's turn since it was Paralyzed is over")
			}
		case CheckPowers:
			g.checkupPowers(p)
		}
	}
}

func (g *Game) checkupApplies(step CheckupStep, p int) bool {
	if !g.p[p].hasActive {
		return false
	}
	c := g.active(p).cond
	switch step {
	case CheckPoisoned:
		return c&Poisoned != 0
	case CheckBurned:
		return c&Burned != 0
	case CheckAsleep:
		return c&Asleep != 0
	case CheckParalyzed:
		return false // no coin and no counters: the order cannot matter
	case CheckPowers:
		return g.hasCheckupPowers(p)
	}
	return false
}

func (g *Game) checkBurn(p int) {
	pk := g.active(p)
	if pk.cond&Burned == 0 {
		return
	}
	name := g.top(pk).Name
	switch g.rules.Burn {
	case BurnFlipTailsCounters:
		if g.flip(p, refCheckupBurn, "Burn check for ", name) == Tails {
			g.placeCounters(p, 0, g.burnCountersOn(p), refCheckupBurn, "Burned, tails")
		} else if g.trace {
			g.note(refCheckupBurn, p, "heads: no damage counters; ", name, " stays Burned")
		}
	case BurnCountersThenFlip:
		g.placeCounters(p, 0, g.burnCountersOn(p), refCheckupBurn, "Burned")
		if g.flip(p, refBurnHeal, "Burn recovery flip for ", name) == Heads {
			g.removeConditions(p, 0, Burned, refBurnHeal, "heads after the Burn damage")
		} else if g.trace {
			g.note(refBurnHeal, p, "tails: ", name, " stays Burned")
		}
	}
}

func (g *Game) hasCheckupPowers(p int) bool {
	pl := &g.p[p]
	for s := 0; s <= pl.nbench; s++ {
		if s == 0 && !pl.hasActive {
			continue
		}
		if hasPowerUse(&pl.slots[s], UseBetweenTurns) {
			return true
		}
	}
	return false
}

// checkupPowers runs player p's between-turns powers.
func (g *Game) checkupPowers(p int) {
	if !g.hasCheckupPowers(p) {
		return
	}
	g.assume(g.rules.CheckupPowers, refCheckupPowers, p)
	pl := &g.p[p]
	for s := 0; s <= pl.nbench; s++ {
		if s == 0 && !pl.hasActive {
			continue
		}
		pk := &pl.slots[s]
		c := g.top(pk)
		for i, n := 0, g.powerCount(pk); i < n; i++ {
			pw, _ := g.powerAt(pk, i)
			if pw == nil {
				break // an earlier power changed this Pokémon (devolved it)
			}
			if pw.Use != UseBetweenTurns || !g.powerOn(p, s, pw) {
				continue
			}
			if pw.ActiveOnly && s != 0 {
				continue
			}
			if g.trace {
				g.emit(Event{Kind: EvPower, Player: p, Zone: zoneOf(s), Slot: s, Card: c.Name,
					Anchor: g.rules.anchor(refCheckupPowers), Message: c.Name + "'s " + pw.Name + " works between turns"})
			}
			ctx := opCtx{player: p, self: s, own: -1, opp: -1, ref: refCheckupPowers, source: pw.Name}
			g.runOps(pw.Ops, &ctx)
		}
	}
}

// powerOn reports whether a power works now (Special Conditions switch Poké-Powers off).
func (g *Game) powerOn(p, s int, pw *Power) bool {
	if g.abilityLocked(p, s, pw) || g.powerLocked(p, pw) {
		return false
	}
	if pw.Kind == PokePower && !pw.WorksUnderCondition && g.rules.PokePowersOffUnderConditions.On {
		if g.slot(p, s).cond != 0 {
			return false
		}
	}
	return true
}
