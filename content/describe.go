package content

import (
	"fmt"
	"strings"

	"github.com/rulesd/rulesd/engine"
)

// A card's effects in words, generated from its engine primitives: what a card page says is
// what the engine does. Nothing here is the card's printed text.

// EffectText is one part of a card in words: an attack, a power, or the card's own effect.
type EffectText struct {
	Kind    string `json:"kind"` // attack, Poké-Power, Poké-Body, Ability, Item, Supporter, Stadium, Pokémon Tool, Energy
	Name    string `json:"name,omitempty"`
	Cost    string `json:"cost,omitempty"`   // attack cost, as type names
	Damage  string `json:"damage,omitempty"` // printed damage
	Text    string `json:"text,omitempty"`   // what the engine does, in our words
	Missing string `json:"missing,omitempty"`
	// Primitives are the same effect as engine data (empty when nothing beyond the damage).
	Primitives Data `json:"primitives,omitempty"`
}

// Describe lists a card's attacks, powers and own effect in words.
func Describe(c *engine.Card) []EffectText {
	var out []EffectText
	for _, p := range c.Powers {
		e := EffectText{Kind: p.Kind.String(), Name: p.Name, Missing: p.Missing, Primitives: powerData(&p)}
		if p.Missing == "" {
			e.Text = describePower(&p)
		}
		out = append(out, e)
	}
	for _, a := range c.Attacks {
		var cost []string
		for _, t := range a.Cost {
			cost = append(cost, t.String())
		}
		e := EffectText{Kind: "attack", Name: a.Name, Cost: strings.Join(cost, ", "), Missing: a.Missing, Primitives: attackData(&a)}
		if a.Damage > 0 || a.Suffix != "" {
			e.Damage = fmt.Sprintf("%d%s", a.Damage, a.Suffix)
			if a.Damage == 0 {
				e.Damage = a.Suffix
			}
		}
		if a.Missing == "" {
			e.Text = describeAttack(&a)
		}
		out = append(out, e)
	}
	switch c.Category {
	case engine.TrainerCard:
		e := EffectText{Kind: c.Trainer.String(), Missing: c.Missing, Primitives: cardData(c)}
		if c.Missing == "" {
			var parts []string
			if c.PlaysAsBasic {
				parts = append(parts, "Played onto your Bench as a Basic Pokémon; a Trainer card everywhere else.")
			}
			if s := describeChoices(c.ChooseOwn, c.ChooseOpp, c.OppChooses); s != "" {
				parts = append(parts, s)
			}
			if s := describeOps(c.Play, false); s != "" {
				parts = append(parts, s)
			}
			for _, m := range c.Mods {
				parts = append(parts, upperFirst(describeMod(m, c.Trainer))+".")
			}
			for _, m := range c.Stats {
				parts = append(parts, describeToolStat(m))
			}
			if len(parts) == 0 {
				parts = append(parts, "No effect beyond being played.")
			}
			e.Text = strings.Join(parts, " ")
		}
		out = append(out, e)
	case engine.EnergyCard:
		e := EffectText{Kind: "Energy", Missing: c.Missing, Primitives: cardData(c)}
		if c.Missing == "" {
			e.Text = describeProvides(c)
			if s := describeOps(c.OnAttach, false); s != "" {
				e.Text += " When attached from the hand: " + lowerFirst(s)
			}
			for _, m := range c.Mods {
				e.Text += " " + upperFirst(describeMod(m, engine.Tool)) + "."
			}
		}
		out = append(out, e)
	default:
		if c.Missing != "" {
			out = append(out, EffectText{Kind: "rule", Missing: c.Missing})
		}
	}
	return out
}

func describeProvides(c *engine.Card) string {
	var ts []string
	for _, t := range c.Provides {
		if t == engine.AnyType {
			ts = append(ts, "Energy of every type")
		} else {
			ts = append(ts, t.String())
		}
	}
	kind := "Special Energy"
	if c.BasicEnergy {
		kind = "Basic Energy"
	}
	return fmt.Sprintf("%s: provides %s.", kind, strings.Join(ts, " and "))
}

func describePower(p *engine.Power) string {
	var parts []string
	switch p.Use {
	case engine.UseActivated:
		s := "Used by its player during their turn"
		if p.OncePerTurn {
			s += ", once a turn for each such Pokémon"
		}
		if p.ActiveOnly {
			s += ", only while it is the Active Pokémon"
		}
		parts = append(parts, s+".")
	case engine.UsePassive:
		s := "Always in effect while the Pokémon is in play"
		if p.ActiveOnly {
			s = "In effect while the Pokémon is the Active Pokémon"
		}
		if p.BenchOnly {
			s = "In effect while the Pokémon is on the Bench"
		}
		parts = append(parts, s+".")
	case engine.UseBetweenTurns:
		parts = append(parts, "Happens in the between-turns step.")
	}
	if p.Kind == engine.PokePower && p.Use == engine.UseActivated && !p.WorksUnderCondition {
		parts = append(parts, "Not usable while the Pokémon has a Special Condition.")
	}
	if s := describeChoices(p.ChooseOwn, p.ChooseOpp, p.OppChooses); s != "" {
		parts = append(parts, s)
	}
	if s := describeOps(p.Ops, false); s != "" {
		parts = append(parts, s)
	}
	for _, m := range p.Mods {
		parts = append(parts, upperFirst(describeMod(m, engine.Tool))+".")
	}
	for _, m := range p.Stats {
		parts = append(parts, describeStat(m))
	}
	return strings.Join(parts, " ")
}

func describeAttack(a *engine.Attack) string {
	var parts []string
	if a.GX {
		parts = append(parts, "A GX attack.")
	}
	if a.IgnoreResistance && !a.IgnoreWeakness {
		parts = append(parts, "Resistance does not change its damage.")
	}
	if s := weaknessWords(a); s != "" {
		parts = append(parts, s)
	}
	if s := optionalWords(a); s != "" {
		parts = append(parts, s)
	}
	if a.IgnoreDefenderEffects && !a.IgnoreWeakness {
		parts = append(parts, "Effects on the Defending Pokémon do not change its damage (Weakness and Resistance still apply).")
	}
	if s := describeChoices(a.ChooseOwn, a.ChooseOpp, a.OppChooses); s != "" {
		parts = append(parts, s)
	}
	if s := describeOps(a.Requires, true); s != "" {
		parts = append(parts, "To use it: "+lowerFirst(s))
	}
	if s := describeOps(a.Before, true); s != "" {
		parts = append(parts, s)
	}
	switch {
	case a.DamageTo == engine.WhoChosenOpp && a.Damage > 0:
		parts = append(parts, fmt.Sprintf("Does %d damage to the chosen Pokémon.", a.Damage))
	case a.DamageTo == engine.WhoChosenOpp && len(a.Before) > 0:
		parts = append(parts, "Then does that damage to the chosen Pokémon.")
	case a.Damage > 0 && len(a.Before) == 0:
		parts = append(parts, fmt.Sprintf("Does %d damage to the Defending Pokémon.", a.Damage))
	case a.Damage > 0:
		parts = append(parts, "Then does the damage to the Defending Pokémon.")
	}
	if s := describeOps(a.After, true); s != "" {
		parts = append(parts, s)
	}
	if len(parts) == 0 {
		return "Does nothing else."
	}
	return strings.Join(parts, " ")
}

func describeChoices(own, opp engine.Choice, oppChooses ...bool) string {
	var s []string
	switch own {
	case engine.ChoosePokemon:
		s = append(s, "You choose one of your Pokémon.")
	case engine.ChooseBenched:
		s = append(s, "You choose one of your Benched Pokémon.")
	}
	switch {
	case len(oppChooses) > 0 && oppChooses[0] && opp == engine.ChoosePokemon:
		s = append(s, "Your opponent chooses one of their Pokémon.")
	case len(oppChooses) > 0 && oppChooses[0] && opp == engine.ChooseBenched:
		s = append(s, "Your opponent chooses one of their Benched Pokémon.")
	case opp == engine.ChoosePokemon:
		s = append(s, "You choose one of your opponent's Pokémon.")
	case opp == engine.ChooseBenched:
		s = append(s, "You choose one of your opponent's Benched Pokémon.")
	}
	return strings.Join(s, " ")
}

func describeOps(ops []engine.Op, inAttack bool) string {
	var out []string
	for _, o := range ops {
		if s := describeOp(o, inAttack); s != "" {
			out = append(out, s)
		}
	}
	return strings.Join(out, " ")
}

func gatePrefix(g engine.Gate) string {
	switch g {
	case engine.IfHeads:
		return "If heads: "
	case engine.IfTails:
		return "If tails: "
	case engine.EachHeads:
		return "For each heads: "
	case engine.EachTails:
		return "For each tails: "
	case engine.IfOpted:
		return "If you take the option: "
	case engine.IfNoOpt:
		return "If you do not take the option: "
	case engine.IfDone:
		return "If that did anything: "
	}
	return ""
}

func whoName(w engine.Who, inAttack bool) string {
	switch w {
	case engine.WhoSelf:
		if inAttack {
			return "the Attacking Pokémon"
		}
		return "this Pokémon"
	case engine.WhoDefending:
		return "the Defending Pokémon"
	case engine.WhoChosenOpp:
		return "the chosen opponent's Pokémon"
	case engine.WhoChosenOwn:
		return "the chosen Pokémon of yours"
	case engine.WhoEachOppBenched:
		return "each of your opponent's Benched Pokémon"
	case engine.WhoEachOwnBenched:
		return "each of your Benched Pokémon"
	case engine.WhoOwnActive:
		return "your Active Pokémon"
	}
	if inAttack {
		return "the Defending Pokémon"
	}
	return "this Pokémon"
}

var countNames = map[engine.Count]string{engine.CountSelfCounters: "damage counter on the Attacking Pokémon",
	engine.CountDefenderCounters: "damage counter on the Defending Pokémon", engine.CountSelfEnergy: "Energy attached to the Attacking Pokémon",
	engine.CountDefenderEnergy: "Energy attached to the Defending Pokémon", engine.CountOwnBenched: "of your Benched Pokémon",
	engine.CountOppBenched: "of your opponent's Benched Pokémon", engine.CountHeads: "heads",
	engine.CountDefenderDamaged: "time the Defending Pokémon has any damage counters (once)",
	engine.CountSelfDamaged:     "time the Attacking Pokémon has any damage counters (once)",
	engine.CountDefenderRetreat: "Colorless in the Defending Pokémon's Retreat Cost",
	engine.CountPrizesTaken:     "Prize card your opponent has taken"}

func cardsWord(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

func describeFilter(f engine.Filter) string {
	var s string
	switch {
	case f.AnyCategory:
		s = "card"
	case f.Category == engine.PokemonCard:
		s = "Pokémon"
		if f.BasicOnly {
			s = "Basic Pokémon"
		}
		if f.Type != engine.Colorless {
			s = f.Type.String() + " " + s
		}
	case f.Category == engine.EnergyCard:
		s = "Energy card"
		if f.BasicEnergy {
			s = "basic Energy card"
		}
		if f.Type != engine.Colorless {
			s = f.Type.String() + " " + s
		}
	case f.Category == engine.TrainerCard:
		s = "Trainer card"
		if f.Trainer != 0 {
			s = engine.TrainerKind(f.Trainer-1).String() + " card"
		}
	}
	return s
}

func describeOp(o engine.Op, inAttack bool) string {
	g := gatePrefix(o.Gate)
	who := whoName(o.Who, inAttack)
	n := max(o.N, 1)
	var s string
	switch o.Kind {
	case engine.OpFlip:
		if n == 1 {
			return "Flip a coin."
		}
		return fmt.Sprintf("Flip %d coins.", n)
	case engine.OpNothing:
		s = "the attack does nothing."
	case engine.OpFlipUntilTails:
		return "Flip a coin until it comes up tails."
	case engine.OpDrawUntil:
		s = fmt.Sprintf("draw until you have %s in your hand", cardsWord(o.N))
		if o.Amount > 0 {
			s += fmt.Sprintf(" (%s on your own first turn)", cardsWord(o.Amount))
		}
		s += "."
	case engine.OpDiscardDeck:
		deck := "your opponent's deck"
		if o.Who == engine.WhoSelf || (o.Who == engine.WhoDefault && !inAttack) {
			deck = "your deck"
		}
		s = fmt.Sprintf("discard the top %s of %s.", cardsWord(n), deck)
		if o.ToLostZone {
			s = fmt.Sprintf("put the top %s of %s in the Lost Zone.", cardsWord(n), deck)
		}
	case engine.OpBaseAdd:
		s = fmt.Sprintf("the attack does %d more damage.", o.Amount)
	case engine.OpBaseSet:
		s = fmt.Sprintf("the attack's base damage becomes %d.", o.Amount)
	case engine.OpBaseTimes:
		s = fmt.Sprintf("the attack does %d damage for each heads.", o.Amount)
	case engine.OpBasePer:
		switch o.Count {
		case engine.CountDefenderDamaged:
			s = fmt.Sprintf("if the Defending Pokémon has any damage counters, the attack does %d more damage.", o.Amount)
		case engine.CountSelfDamaged:
			s = fmt.Sprintf("if the Attacking Pokémon has any damage counters, the attack does %d more damage.", o.Amount)
		case engine.CountDefenderIsType:
			s = fmt.Sprintf("if the Defending Pokémon is a %s Pokémon, the attack does %d more damage.", o.Type, o.Amount)
		case engine.CountDefenderEvolved:
			s = fmt.Sprintf("if the Defending Pokémon is an Evolution Pokémon, the attack does %d more damage.", o.Amount)
		case engine.CountDefenderConditioned:
			s = fmt.Sprintf("if the Defending Pokémon has a Special Condition, the attack does %d more damage.", o.Amount)
		case engine.CountSelfEnergy, engine.CountDefenderEnergy:
			what := "Energy"
			if o.Type != engine.Colorless {
				what = o.Type.String() + " Energy"
			}
			whose := "the Attacking Pokémon"
			if o.Count == engine.CountDefenderEnergy {
				whose = "the Defending Pokémon"
			}
			s = fmt.Sprintf("the attack does %d more damage for each %s attached to %s.", o.Amount, what, whose)
		default:
			s = fmt.Sprintf("the attack does %d more damage for each %s.", o.Amount, countNames[o.Count])
		}
	case engine.OpCondition:
		s = fmt.Sprintf("%s is now %s.", who, o.Cond)
	case engine.OpCure:
		s = fmt.Sprintf("%s recovers from every Special Condition.", who)
	case engine.OpDamage:
		switch o.Who {
		case engine.WhoSelf:
			s = fmt.Sprintf("%s also does %d damage to itself (no Weakness or Resistance).", who, o.Amount)
		case engine.WhoEachOppBenched, engine.WhoEachOwnBenched:
			s = fmt.Sprintf("%d damage to %s (no Weakness or Resistance on the Bench).", o.Amount, who)
		default:
			s = fmt.Sprintf("%d damage to %s (Weakness and Resistance only if it is the Active Pokémon).", o.Amount, who)
		}
	case engine.OpCounters:
		s = fmt.Sprintf("put %d damage counters on %s.", o.N, who)
	case engine.OpHeal:
		if o.Amount < 0 {
			s = fmt.Sprintf("remove all damage from %s.", who)
		} else {
			s = fmt.Sprintf("remove %d damage from %s.", o.Amount, who)
		}
	case engine.OpDiscardEnergy:
		what := "Energy card"
		if o.Type != engine.Colorless {
			what = o.Type.String() + " Energy card"
		}
		to := "discard"
		if o.ToLostZone {
			to = "put in the Lost Zone"
		}
		if o.N < 0 {
			s = fmt.Sprintf("%s every %s attached to %s.", to, what, who)
		} else {
			s = fmt.Sprintf("%s %d %s attached to %s.", to, n, plural(what, n), who)
		}
	case engine.OpSwitchOwn:
		s = "switch your Active Pokémon with the chosen Benched Pokémon."
	case engine.OpSwitchOpp:
		s = "your opponent's Active Pokémon and the chosen Benched Pokémon switch places."
	case engine.OpLasting:
		s = describeLasting(o.Lasting, who)
	case engine.OpDraw:
		s = fmt.Sprintf("draw %s.", cardsWord(n))
	case engine.OpSearch:
		them := "them"
		if n == 1 {
			them = "it"
		}
		dest := "put " + them + " into your hand"
		switch o.Dest {
		case engine.ToBench:
			dest = "put " + them + " onto your Bench"
		case engine.ToAttach:
			dest = "attach " + them + " to " + who
		case engine.ToDiscard:
			dest = "discard " + them
		}
		s = fmt.Sprintf("search your deck for up to %d %s, %s, then shuffle your deck.", n, plural(describeFilter(o.Filter), n), dest)
		if o.Top > 0 {
			s = fmt.Sprintf("look at the top %s of your deck: up to %d %s there, %s; then shuffle your deck.", cardsWord(o.Top), n, plural(describeFilter(o.Filter), n), dest)
		}
	case engine.OpAttachDiscard:
		s = describeAttachFrom(o, who, n)
	case engine.OpDiscardHand:
		s = describeDiscardHand(o, n)
	case engine.OpTakeDiscard:
		s = fmt.Sprintf("put up to %d %s from your discard pile into your hand.", n, plural(describeFilter(o.Filter), n))
	case engine.OpShuffleHandDraw:
		s = fmt.Sprintf("shuffle your hand into your deck, then draw %s.", cardsWord(o.N))
		if o.N == 0 {
			s = "shuffle your hand into your deck."
		}
		if o.Who == engine.WhoDefending {
			s = fmt.Sprintf("your opponent shuffles their hand into their deck, then draws %s.", cardsWord(o.N))
		}
	case engine.OpDiscardHandDraw:
		s = fmt.Sprintf("discard your hand, then draw %s.", cardsWord(o.N))
	case engine.OpTurnModifier:
		s = "for the rest of this turn: " + strings.Replace(describeMod(o.Mod, engine.Item), "attacks by its Pokémon", "your Pokémon's attacks", 1) + "."
	case engine.OpDevolve:
		s = fmt.Sprintf("take the top Evolution card off %s.", who)
	case engine.OpMoveEnergy:
		s = fmt.Sprintf("move up to %d Energy from %s to %s.", n, who, whoName(o.To, inAttack))
	case engine.OpBenchRestored:
		from := "your deck"
		if o.FromHand {
			from = "your hand"
		}
		s = fmt.Sprintf("put up to %d Restored Pokémon made from this card from %s onto your Bench.", n, from)
	default:
		s = o.Kind.String() + "."
	}
	if g != "" {
		return g + s
	}
	return upperFirst(s)
}

func plural(s string, n int) string {
	if n == 1 || strings.HasSuffix(s, "Pokémon") {
		return s
	}
	return s + "s"
}

func describeLasting(l engine.Lasting, who string) string {
	when := "during your opponent's next turn"
	if l.When == engine.OwnersNextTurn {
		when = "during your next turn"
	}
	switch l.Kind {
	case engine.LastingModifier:
		return fmt.Sprintf("%s, %s: %s.", when, who, describeMod(l.Mod, engine.Item))
	case engine.LastingCancelFlip:
		return fmt.Sprintf("%s, if %s attacks, flip a coin: tails, the attack does nothing.", when, who)
	case engine.LastingCantAttack:
		return fmt.Sprintf("%s, %s cannot attack.", when, who)
	case engine.LastingCantUseAttack:
		return fmt.Sprintf("%s, %s cannot use %s.", when, who, l.Attack)
	case engine.LastingCantRetreat:
		return fmt.Sprintf("%s, %s cannot retreat.", when, who)
	case engine.LastingPreventAll:
		return fmt.Sprintf("%s, the opponent's attacks do no damage to %s and their effects do not reach it.", when, who)
	}
	return ""
}

// describeMod says what a damage modifier does, for a card of kind k (a Tool's modifier is
// about the Pokémon it is attached to).
func describeMod(m engine.Modifier, k engine.TrainerKind) string {
	var s string
	switch {
	case m.Set:
		s = fmt.Sprintf("the damage becomes %d", m.Amount)
	case m.Amount >= 0:
		s = fmt.Sprintf("%d more damage", m.Amount)
	default:
		s = fmt.Sprintf("%d less damage", -m.Amount)
	}
	holder := "its Pokémon"
	if k == engine.Stadium {
		holder = "any Pokémon"
	}
	switch m.Stage {
	case engine.ModAttacker:
		s = "attacks by " + holder + " do " + s
		if m.ActiveOnly {
			s += " to the opponent's Active Pokémon"
		}
	default:
		s = holder + " takes " + s + " from attacks"
		if m.Set && m.Amount == 0 {
			s = "attacks do no damage to " + holder
		}
	}
	if m.OnlyAttack != "" {
		s += " (" + m.OnlyAttack + " only)"
	}
	if m.AttackerType != engine.Colorless {
		s += fmt.Sprintf(" (%s attackers)", m.AttackerType)
	}
	if m.DefenderType != engine.Colorless {
		s += fmt.Sprintf(" (%s defenders)", m.DefenderType)
	}
	s += asleepWords(m)
	s += fmt.Sprintf(", applied at the %s stage of the damage order", m.Stage)
	return s
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	r[0] = []rune(strings.ToUpper(string(r[0])))[0]
	return string(r)
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	r[0] = []rune(strings.ToLower(string(r[0])))[0]
	return string(r)
}
