package engine

import (
	"fmt"
	"strings"
)

// DamageInput is everything the damage order needs. The engine fills it from the board;
// tests and benchmarks may build it directly.
type DamageInput struct {
	Base          int
	AttackerTypes []Type
	Weakness      []Weakness
	Resistance    []Resistance
	// NoWeaknessResistance: the damage goes to a Benched Pokémon, or to the attacker itself.
	NoWeaknessResistance bool
	// NoResistance: the attack's own text says Resistance does not change its damage.
	NoResistance bool
	// NoWeakness: the attack's own text says Weakness does not change its damage.
	NoWeakness bool
	// Mods are the modifiers in force; each applies at the stage it declares.
	Mods []Modifier
}

// StageResult is one stage of a damage calculation: the running value before and after it.
type StageResult struct {
	Stage   DamageStage
	Before  int
	After   int
	Applied bool // something at this stage changed or could change the value
	Skipped bool // the stage did not apply (no damage to work on, or a Benched target)
	Anchor  string
}

// DamageResult is the full breakdown of one damage calculation, stage by stage in the era's
// order: the waterfall a scenario page draws.
type DamageResult struct {
	Stages [numDamageStages]StageResult
	N      int // number of stages used
	// Stopped: the base damage was 0, so the calculation stopped after the attacker stage.
	Stopped bool
	// WeaknessType / ResistanceType are the types matched (Colorless when none applied).
	Weakness   bool
	Resistance bool
	DualType   bool // the attacker has two types
	// EachType: a dual-type attacker met a Weakness (or a Resistance) to each of its types,
	// and each applied (Ruleset.DualTypeEachType).
	EachType bool
	// Floored: the running total was below 0 when counters were placed, so it counted as 0.
	Floored  bool
	Final    int // damage done: counters × 10, never negative
	Counters int
}

// StageList returns the stages used, in order.
func (d *DamageResult) StageList() []StageResult { return d.Stages[:d.N] }

func (d *DamageResult) String() string {
	var b strings.Builder
	for i, s := range d.StageList() {
		if i > 0 {
			b.WriteString(" → ")
		}
		if s.Skipped {
			fmt.Fprintf(&b, "%s skipped", s.Stage)
			continue
		}
		fmt.Fprintf(&b, "%s %d", s.Stage, s.After)
	}
	return b.String()
}

func covers(step *DamageStep, m ModStage) bool {
	for _, c := range step.Covers {
		if c == m {
			return true
		}
	}
	return false
}

// ResolveDamage works out damage through the era's damage order. Arithmetic is signed; the
// floor at 0 is applied once, when damage counters are placed.
func (r *Ruleset) ResolveDamage(in *DamageInput) DamageResult {
	var res DamageResult
	var atk uint16
	ntypes := 0
	for _, t := range in.AttackerTypes {
		if atk&(1<<t) == 0 {
			ntypes++
		}
		atk |= 1 << t
	}
	res.DualType = ntypes > 1
	v := in.Base
	for i := range r.DamageOrder {
		step := &r.DamageOrder[i]
		sr := StageResult{Stage: step.Stage, Before: v, Anchor: r.anchors[step.ref]}
		switch step.Stage {
		case StageBase:
			sr.Applied = true
		case StageAttacker, StageDefenderCards, StageDefender:
			if res.Stopped {
				sr.Skipped = true
				break
			}
			// A Set replaces the running value; additions come after it.
			for j := range in.Mods {
				m := &in.Mods[j]
				if m.Set && m.UpTo == 0 && covers(step, m.Stage) {
					v = m.Amount
					sr.Applied = true
				}
			}
			for j := range in.Mods {
				m := &in.Mods[j]
				if !m.Set && covers(step, m.Stage) {
					v += m.Amount
					sr.Applied = true
				}
			}
			for j := range in.Mods {
				m := &in.Mods[j]
				if m.Set && m.UpTo > 0 && covers(step, m.Stage) && v <= m.UpTo {
					v = m.Amount // "prevent that damage if it is UpTo or less"
					sr.Applied = true
				}
			}
			if step.Stage == StageAttacker && in.Base == 0 {
				res.Stopped = true
			}
		case StageWeakness:
			if res.Stopped || in.NoWeaknessResistance || in.NoWeakness {
				sr.Skipped = true
				break
			}
			for _, w := range in.Weakness {
				if atk&(1<<w.Type) == 0 {
					continue
				}
				if res.Weakness {
					if !r.DualTypeEachType.On {
						break // the first Weakness that matches is the only one
					}
					res.EachType = true
				}
				if w.Mult > 0 {
					v *= w.Mult
				}
				v += w.Plus
				res.Weakness = true
				sr.Applied = true
			}
		case StageResistance:
			if res.Stopped || in.NoWeaknessResistance || in.NoResistance {
				sr.Skipped = true
				break
			}
			for _, rs := range in.Resistance {
				if atk&(1<<rs.Type) == 0 {
					continue
				}
				if res.Resistance {
					if !r.DualTypeEachType.On {
						break
					}
					res.EachType = true
				}
				v -= rs.Minus
				res.Resistance = true
				sr.Applied = true
			}
		case StageCounters:
			sr.Applied = true
			switch {
			case res.Stopped:
				v = 0
			case v < 0:
				// The floor at 0 is its own rule point: cite it where it changes the result.
				v = 0
				res.Floored = true
				sr.Anchor = r.anchors[refDmgFloor]
			}
			res.Counters = v / 10
			v = res.Counters * 10
			res.Final = v
		}
		sr.After = v
		res.Stages[res.N] = sr
		res.N++
	}
	return res
}

// collectMods gathers the modifiers in force for damage from attacker (ap, as) to target
// (tp, ts). Attacker-side modifiers apply only to an attack's own damage (main).
// preventAllDamage is the damage side of LastingPreventAll: nothing gets through.
var preventAllDamage = Modifier{Stage: ModDefender, Set: true}

func (g *Game) collectMods(ap, as, tp, ts int, attack *Attack, main bool) []Modifier {
	buf := g.modBuf[:0]
	target := g.slot(tp, ts)
	var acard *Card
	if main {
		acard = g.top(g.slot(ap, as))
	}
	keepAt := func(m *Modifier, side ModStage, source string, hp, hs int) {
		if side == ModAttacker {
			if m.Stage != ModAttacker || !main {
				return
			}
		} else if m.Stage == ModAttacker {
			return
		} else if main && attack != nil && attack.IgnoreDefenderEffects {
			// The attack's own text: effects on the Defending Pokémon do not change it.
			return
		}
		if m.OnlyAttack != "" && (attack == nil || m.OnlyAttack != attack.Name) {
			return
		}
		if m.ActiveOnly && ts != 0 {
			return
		}
		if m.WhileAsleep {
			// The Pokémon the modifier belongs to: the attacker for attacker-side effects,
			// the Pokémon taking the damage for the others.
			holder := target
			if side == ModAttacker {
				holder = g.slot(ap, as)
			}
			if holder.cond&Asleep == 0 {
				return
			}
		}
		if m.AttackerType != Colorless && (acard == nil || g.typeMaskOf(g.slot(ap, as))&(1<<m.AttackerType) == 0) {
			return
		}
		if m.DefenderType != Colorless && g.typeMaskOf(target)&(1<<m.DefenderType) == 0 {
			return
		}
		if m.OnlyName != "" && (acard == nil || !g.rules.sameName(acard.Name, m.OnlyName)) {
			return
		}
		times := 1
		if m.If.Kind != CheckNone || m.Per.Kind != CheckNone {
			env := modEnv(hp, hs, ap, as, tp, ts)
			if attack == nil {
				env.as = -1 // no attacking Pokémon: damage from a Trainer card or a power
			}
			if !g.holds(&m.If, env) {
				return
			}
			if m.Per.Kind != CheckNone {
				if times = g.measure(&m.Per, env); times == 0 {
					return
				}
			}
		}
		mm := *m
		mm.Amount *= times
		if mm.Source == "" {
			mm.Source = source
		}
		buf = append(buf, mm)
	}
	holderP, holderS := tp, ts
	keep := func(m *Modifier, side ModStage, source string) {
		if m.Reach != ReachHolder {
			return // reachMods adds it to the Pokémon it reaches
		}
		keepAt(m, side, source, holderP, holderS)
	}
	fromPokemon := func(p, s int, side ModStage) {
		pk := g.slot(p, s)
		holderP, holderS = p, s
		for i := range pk.lasting {
			le := &pk.lasting[i]
			if le.Kind == LastingModifier && le.turn == g.turn {
				keep(&le.Mod, side, le.source)
			}
			if le.Kind == LastingPreventAll && le.turn == g.turn && side != ModAttacker &&
				(le.If.Kind == CheckNone || attack != nil && g.holds(&le.If, modEnv(p, s, ap, as, tp, ts))) {
				keep(&preventAllDamage, side, le.source)
			}
		}
		if pk.tool != noCard && g.toolWorks(pk) {
			tc := g.cards[pk.tool]
			for i := range tc.Mods {
				keep(&tc.Mods[i], side, tc.Name)
			}
		}
		for _, e := range pk.energy {
			ec := g.cards[e]
			for i := range ec.Mods {
				keep(&ec.Mods[i], side, ec.Name)
			}
		}
		for i, n := 0, g.powerCount(pk); i < n; i++ {
			pw, c := g.powerAt(pk, i)
			if pw.Use != UsePassive || !g.powerOn(p, s, pw) || (pw.ActiveOnly && s != 0) || (pw.BenchOnly && s == 0) {
				continue
			}
			for j := range pw.Mods {
				keep(&pw.Mods[j], side, c.Name+"'s "+pw.Name)
			}
		}
	}
	if main {
		fromPokemon(ap, as, ModAttacker)
		holderP, holderS = ap, as
		for i := range g.turnMods {
			keep(&g.turnMods[i], ModAttacker, "")
		}
	}
	fromPokemon(tp, ts, ModDefender)
	holderP, holderS = tp, ts
	g.addReachMods(keepAt, ap, as, tp, ts, main)
	if g.stadium != noCard {
		sc := g.cards[g.stadium]
		for i := range sc.Mods {
			m := &sc.Mods[i]
			if m.Stage == ModAttacker {
				keep(m, ModAttacker, sc.Name)
			} else {
				keep(m, ModDefender, sc.Name)
			}
		}
	}
	g.modBuf = buf[:0] // kept for the next damage calculation, grown only when needed
	return buf
}

// dealDamage runs an attack's damage to one Pokémon through the damage order and puts the
// counters on it. main marks the attack's own printed damage (attacker effects apply);
// Bench targets and the attacker itself take no Weakness or Resistance.
func (g *Game) dealDamage(c *opCtx, tp, ts, base int, main bool) DamageResult {
	ap, as := c.player, c.self
	target := g.slot(tp, ts)
	stats := g.statsCard(target)
	in := DamageInput{Base: base, Weakness: g.weaknessAt(tp, ts), Resistance: stats.Resistance}
	self := tp == ap && ts == as
	in.NoWeaknessResistance = ts != 0 || self
	in.NoResistance = main && c.attack != nil && c.attack.IgnoreResistance
	in.NoWeakness = main && c.attack != nil && c.attack.IgnoreWeakness
	if as >= 0 {
		in.AttackerTypes = g.typesOf(g.slot(ap, as))
	}
	in.Mods = g.collectMods(ap, as, tp, ts, c.attack, main && !self)
	g.flipMods(&in, tp, g.top(target).Name)
	res := g.rules.ResolveDamage(&in)
	before := target.damage
	target.damage += res.Final
	if c.attack != nil && res.Final > 0 {
		target.hitTurn = g.turn
	}
	g.markHit(c, tp, ts, res.Final) // Leaving play.
	if g.trace {
		if res.DualType && (res.Weakness || res.Resistance) {
			g.assume(g.rules.DualTypeEitherType, refDualType, tp)
			if g.rules.DualTypeEitherType.Stated {
				g.note(refDualType, ap, g.top(g.slot(ap, as)).Name, " has two types: Weakness or Resistance to either of them counts")
				if res.Weakness && res.Resistance {
					g.note(refDualTypeOrder, ap, "Weakness to one of its types and Resistance to the other: Weakness first, then Resistance")
				}
			}
			if res.EachType {
				g.assume(g.rules.DualTypeEachType, refDualTypeEach, tp)
			}
		}
		g.traceDamage(c, tp, ts, &in, res, before)
	}
	if res.Final > 0 {
		g.reactToDamage(c, tp, ts) // Spiky Shield, Poison Barb, Spike Armor
	}
	return res
}

func (g *Game) traceDamage(c *opCtx, tp, ts int, in *DamageInput, res DamageResult, before int) {
	target := g.slot(tp, ts)
	name := g.top(target).Name
	var b strings.Builder
	fmt.Fprintf(&b, "%s takes %d damage (%s)", name, res.Final, count(res.Counters, "damage counter"))
	var notes []string
	if res.Stopped {
		notes = append(notes, "the base damage is 0, so nothing more is worked out")
	}
	if in.NoWeaknessResistance {
		if ts != 0 {
			notes = append(notes, "a Benched Pokémon: no Weakness or Resistance")
		} else {
			notes = append(notes, "damage to itself: no Weakness or Resistance")
		}
	}
	if res.Floored {
		notes = append(notes, "the total fell below 0, which counts as 0")
	}
	if res.Weakness {
		notes = append(notes, "Weakness applies")
	}
	if res.Resistance {
		notes = append(notes, "Resistance applies")
	}
	if res.DualType && (res.Weakness || res.Resistance) {
		notes = append(notes, "dual-type attacker: Weakness first, then Resistance")
	}
	if res.EachType {
		notes = append(notes, "a Weakness or Resistance to each of its types applies")
	}
	for _, m := range in.Mods {
		op := "+"
		if m.Set {
			op = "="
		} else if m.Amount < 0 {
			op = ""
		}
		notes = append(notes, fmt.Sprintf("%s %s%d (%s)", m.Source, op, m.Amount, m.Stage))
	}
	if len(notes) > 0 {
		b.WriteString(": " + strings.Join(notes, "; "))
	}
	b.WriteString(" [" + res.String() + "]")
	anchor := g.rules.anchor(refDmgCounters)
	if in.NoWeaknessResistance && ts != 0 {
		anchor = g.rules.anchor(refBenchNoWR)
	}
	r := res
	g.emit(Event{Kind: EvDamage, Player: tp, Zone: zoneOf(ts), Slot: ts, Card: name,
		Before: before, After: target.damage, Amount: res.Final, Anchor: anchor,
		Message: b.String(), Damage: &r})
	_ = c
}

// placeCounters puts damage counters on a Pokémon directly: no damage order, no Weakness or
// Resistance, no modifiers.
func (g *Game) placeCounters(p, s, n int, x ref, why string) {
	if n <= 0 || !g.present(p, s) {
		return
	}
	pk := g.slot(p, s)
	before := pk.damage
	pk.damage += 10 * n
	if g.trace {
		g.emit(Event{Kind: EvCounters, Player: p, Zone: zoneOf(s), Slot: s, Card: g.top(pk).Name,
			Before: before, After: pk.damage, Amount: n, Anchor: g.rules.anchor(x),
			Message: fmt.Sprintf("%s on %s (%s); damage counters skip Weakness and Resistance",
				count(n, "damage counter"), g.top(pk).Name, why)})
	}
}

// flip flips one coin for player p and traces it; what is joined only when tracing.
func (g *Game) flip(p int, x ref, what ...string) Coin {
	c := g.src.Flip()
	if g.trace {
		g.emit(Event{Kind: EvCoinFlip, Player: p, Slot: -1, Coin: c, Anchor: g.rules.anchor(x), For: coinFor(x),
			Message: strings.Join(what, "") + ": " + c.String()})
	}
	return c
}

// flipper is the player who flips the coins of a flip op: the player using the effect, or
// the opponent where the card says they flip (Op.OppFlips).
func (g *Game) flipper(op *Op, c *opCtx) int {
	if op.OppFlips {
		return opp(c.player)
	}
	return c.player
}

// flipperWords names the flipper in the trace when it is the opponent ("" otherwise, and
// when not tracing).
func (g *Game) flipperWords(op *Op, c *opCtx) string {
	if !op.OppFlips || !g.trace {
		return ""
	}
	return ", flipped by " + g.name(opp(c.player))
}

// coinFor names what a coin flipped under rule point x decides (Event.For).
func coinFor(x ref) string {
	switch x {
	case refCheckupBurn, refBurnHeal:
		return "burned"
	case refCheckupSleep:
		return "asleep"
	case refAttackConfusion:
		return "confused"
	case refAttackAlter:
		return "alter"
	case refFirstPlayer:
		return "first-player"
	}
	return "effect"
}
