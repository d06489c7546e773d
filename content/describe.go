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
		e := EffectText{Kind: p.Kind.String(), Name: p.Name, Missing: p.Missing, Primitives: withFields(powerData(&p), powerFields(&p))}
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
		e := EffectText{Kind: "attack", Name: a.Name, Cost: strings.Join(cost, ", "), Missing: a.Missing, Primitives: withFields(attackData(&a), attackFields(&a))}
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
		e := EffectText{Kind: c.Trainer.String(), Missing: c.Missing, Primitives: withFields(cardData(c), cardFields(c))}
		if c.Missing == "" {
			var parts []string
			if c.PlaysAsBasic {
				parts = append(parts, fossilWords(c))
			}
			parts = append(parts, printedWords(c.Printed)...)
			parts = append(parts, errataWords(c)...)
			if c.PlayIf.Kind != engine.CheckNone {
				parts = append(parts, "Can be played only if "+checkWords(c.PlayIf, false)+".")
			}
			if s := playIfWords(c); s != "" {
				parts = append(parts, s)
			}
			if s := describeChoices(c.ChooseOwn, c.ChooseOpp, c.OppChooses); s != "" {
				parts = append(parts, s)
			}
			if s := describeOps(c.Play, false); s != "" {
				parts = append(parts, s)
			}
			for _, m := range c.Mods {
				parts = append(parts, upperFirst(describeToolMod(m, c))+".")
			}
			for _, m := range c.Stats {
				parts = append(parts, describeToolStat(m))
			}
			parts = append(parts, describeToolReact(c)...)
			parts = append(parts, describeActiveKO(c)...)
			if s := describeStadiumOps(c.StadiumOps); s != "" {
				parts = append(parts, s)
			}
			if s := describeTogether(c); s != "" {
				parts = append(parts, s)
			}
			if len(parts) == 0 {
				parts = append(parts, "No effect beyond being played.")
			}
			e.Text = strings.Join(parts, " ")
		}
		out = append(out, e)
	case engine.EnergyCard:
		e := EffectText{Kind: "Energy", Missing: c.Missing, Primitives: withFields(cardData(c), cardFields(c))}
		if c.Missing == "" {
			e.Text = describeProvides(c)
			w := opWords{self: "the Pokémon it is attached to"}
			if s := w.ops(c.OnAttach); s != "" {
				e.Text += " When attached from the hand: " + lowerFirst(s)
			}
			for _, m := range c.Mods {
				e.Text += " " + upperFirst(describeMod(m, engine.Tool)) + "."
			}
			if c.Rescue { // Leaving play.
				e.Text += " " + rescueWords
			}
		}
		out = append(out, e)
	default:
		if c.Missing != "" {
			out = append(out, EffectText{Kind: "rule", Missing: c.Missing})
		} else if c.Printed != 0 || c.Errata != "" {
			out = append(out, EffectText{Kind: "rule", Text: strings.Join(append(printedWords(c.Printed), errataWords(c)...), " "),
				Primitives: withFields(Data{}, cardFields(c))})
		}
	}
	return out
}

// errataWords says that the card plays by an official errata, and what that keeps out of a
// deck.
func errataWords(c *engine.Card) []string {
	if c.Errata == "" {
		return nil
	}
	out := []string{"Plays by the wording of its official errata (ruling " + c.Errata + ")."}
	if len(c.NotInDeckWith) > 0 {
		out = append(out, "A deck holding it may not also hold "+strings.Join(c.NotInDeckWith, " or ")+", even within the limit of 4.")
	}
	return out
}

// printedWords says what the rules a card prints for itself do; the engine follows them in
// every era.
func printedWords(pr engine.PrintedRule) []string {
	var out []string
	for _, w := range []struct {
		rule  engine.PrintedRule
		words string
	}{
		{engine.PrintedMegaEndsTurn, "Its own rule, in every era: evolving one of your Pokémon into this Mega Evolution Pokémon ends your turn."},
		{engine.PrintedStadiumName, "Its own rule, in every era: it cannot be played while a card of the same name is in play."},
		{engine.PrintedNoRetreat, "Its own rule: in play it cannot retreat."},
		{engine.PrintedDiscardFromPlay, "Its own rule: during your turn, before you attack, you may discard it from play with every card attached to it; that is not a Knock Out, so no Prize card is taken."},
	} {
		if pr&w.rule != 0 {
			out = append(out, w.words)
		}
	}
	return out
}

// The fields a card file sets on an attack, power or card beside its ops and mods (choices,
// where the damage goes, how a power is used), under "fields", so the primitives as data hold
// every field the entry sets.

func withFields(d Data, f map[string]any) Data {
	if len(f) > 0 {
		d["fields"] = []map[string]any{f}
	}
	return d
}

func choiceFields(f map[string]any, own, opp engine.Choice, oppChooses bool) {
	if own != engine.ChooseNone {
		f["choose_own"] = keyOf(choiceByName, own)
	}
	if opp != engine.ChooseNone {
		f["choose_opp"] = keyOf(choiceByName, opp)
	}
	if oppChooses {
		f["opp_chooses"] = true
	}
}

func attackFields(a *engine.Attack) map[string]any {
	f := map[string]any{}
	choiceFields(f, a.ChooseOwn, a.ChooseOpp, a.OppChooses)
	if a.DamageTo == engine.WhoChosenOpp {
		f["damage_to"] = a.DamageTo.String()
	}
	if a.IgnoreResistance {
		f["ignore_resistance"] = true
	}
	if a.IgnoreDefenderEffects {
		f["ignore_defender_effects"] = true
	}
	if a.UseIf.Kind != engine.CheckNone {
		f["use_if"] = checkData(a.UseIf)
	}
	if a.FirstTurn != engine.FirstTurnNormal {
		f["first_turn"] = a.FirstTurn.String()
	}
	return f
}

func powerFields(p *engine.Power) map[string]any {
	f := map[string]any{"use": keyOf(powerUseByName, p.Use)}
	choiceFields(f, p.ChooseOwn, p.ChooseOpp, p.OppChooses)
	for k, v := range map[string]bool{"once_per_turn": p.OncePerTurn, "active_only": p.ActiveOnly,
		"bench_only": p.BenchOnly, "works_under_condition": p.WorksUnderCondition, "not_first_or_new_turn": p.NotFirstOrNewTurn, "optional": p.Optional} {
		if v {
			f[k] = true
		}
	}
	if p.UseIf.Kind != engine.CheckNone { // xy- and sm-era cards (second pass).
		f["use_if"] = checkData(p.UseIf)
	}
	return f
}

func cardFields(c *engine.Card) map[string]any {
	f := map[string]any{}
	choiceFields(f, c.ChooseOwn, c.ChooseOpp, c.OppChooses)
	if c.PlaysAsBasic {
		f["plays_as_basic"] = true
	}
	if c.Printed != 0 {
		f["printed_rules"] = strings.Split(c.Printed.String(), ", ")
	}
	if c.Errata != "" {
		f["errata"] = c.Errata
	}
	if len(c.NotInDeckWith) > 0 {
		f["not_in_deck_with"] = c.NotInDeckWith
	}
	if c.PlayIf.Kind != engine.CheckNone {
		f["play_if"] = checkData(c.PlayIf)
	}
	toolFieldsData(f, c)
	if c.Rescue { // Leaving play.
		f["rescue"] = true
	}
	for _, t := range c.PlayIfActive {
		f["play_if_active"] = append(asStrings(f["play_if_active"]), t.String())
	}
	if c.Category == engine.EnergyCard && !c.BasicEnergy {
		var ts []string
		for _, t := range c.Provides {
			ts = append(ts, t.String())
		}
		f["provides"] = ts
	}
	return f
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
	return fmt.Sprintf("%s: provides %s.", kind, strings.Join(ts, " and ")) + describeAttached(c.Attached)
}

func describePower(p *engine.Power) string {
	var parts []string
	trigger := "" // the event that runs the ops, said before them
	switch p.Use {
	case engine.UseActivated:
		s := "Used by its player during their turn"
		if p.OncePerTurn {
			s += ", once a turn for each such Pokémon"
		} else {
			s += ", as often as they like"
		}
		if p.ActiveOnly {
			s += ", only while it is the Active Pokémon"
		}
		if p.BenchOnly {
			s += ", only while it is on the Bench"
		}
		if p.NotFirstOrNewTurn { // Leaving play.
			s += ", but neither in its player's first turn nor in the same turn this Pokémon came into play"
		}
		parts = append(parts, s+".")
		if p.UseIf.Kind != engine.CheckNone { // xy- and sm-era cards (second pass).
			parts = append(parts, "Can be used only if "+checkWords(p.UseIf, true)+".")
		}
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
	case engine.UseOpponentAttaches:
		s := "Each time the opponent attaches an Energy card to one of their own Pokémon from their hand, while this Pokémon is in play"
		if p.ActiveOnly {
			s = "Each time the opponent attaches an Energy card to one of their own Pokémon from their hand, while this Pokémon is the Active Pokémon"
		}
		trigger = s
	case engine.UseDamagedActive, engine.UseKnockedOutActive, engine.UseOpponentRetreats, engine.UseOpponentBenches:
		trigger = reactTrigger(p)
	case engine.UseBenchedFromHand, engine.UseEvolvedFromHand, engine.UseAttachedFromHand:
		trigger = triggerWords(p)
	case engine.UseEvolvesFirstTurnIfSecond:
		parts = append(parts, evolveUseWords(p))
	case engine.UseOwnAttaches:
		trigger = ownAttachTrigger(p)
	}
	// A Pokémon given an Energy card keeps its Special Conditions, so that trigger is stopped too.
	if p.Kind == engine.PokePower && (p.Use == engine.UseActivated || p.Use == engine.UseAttachedFromHand) && !p.WorksUnderCondition {
		parts = append(parts, "Not usable while the Pokémon has a Special Condition.")
	}
	if s := describeChoices(p.ChooseOwn, p.ChooseOpp, p.OppChooses); s != "" {
		parts = append(parts, s)
	}
	w := opWords{attachTrigger: p.Use == engine.UseOpponentAttaches, oppChoice: p.ChooseOpp, oppName: reactOppName(p.Use)}
	switch s := w.ops(p.Ops); {
	case s != "" && trigger != "":
		parts = append(parts, trigger+": "+lowerFirst(s))
	case trigger != "":
		parts = append(parts, trigger+": nothing happens.")
	case s != "":
		parts = append(parts, s)
	}
	for _, m := range p.Mods {
		parts = append(parts, upperFirst(modWords(m, "this Pokémon"))+".")
	}
	for _, m := range p.Stats {
		parts = append(parts, describeStat(m))
	}
	for _, m := range p.Costs {
		parts = append(parts, describeCost(m))
	}
	if p.EnergyAs != engine.Colorless {
		parts = append(parts, fmt.Sprintf("Every Energy attached to this Pokémon provides %s Energy instead of its usual type (as many units as before).", p.EnergyAs))
	}
	if p.LostZoneAttacks {
		parts = append(parts, lostLinkWords())
	}
	return strings.Join(parts, " ")
}

func describeAttack(a *engine.Attack) string {
	var parts []string
	if a.GX {
		parts = append(parts, "A GX attack.")
	}
	if a.UseIf.Kind != engine.CheckNone {
		parts = append(parts, "Can be used only if "+checkWords(a.UseIf, true)+".")
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
	if s := firstTurnWords(a); s != "" {
		parts = append(parts, s)
	}
	if a.IgnoreDefenderEffects && !a.IgnoreWeakness {
		parts = append(parts, "Effects on the Defending Pokémon do not change its damage (Weakness and Resistance still apply).")
	}
	if s := describeChoices(a.ChooseOwn, a.ChooseOpp, a.OppChooses); s != "" {
		parts = append(parts, s)
	}
	// One set of words for the whole attack: a gate in its after ops reads the coins flipped in
	// its requires or before ops, as the engine's gates do.
	w := opWords{inAttack: true, oppChoice: a.ChooseOpp, noWR: a.IgnoreWeakness && a.IgnoreResistance}
	if s := w.ops(a.Requires); s != "" {
		parts = append(parts, "To use it: "+lowerFirst(s))
	}
	if s := w.ops(a.Before); s != "" {
		parts = append(parts, s)
	}
	// The engine does the attack's damage when it prints some or when a before op sets or
	// changes the base damage (an attack printed with no number that does damage all the same).
	if a.Damage > 0 || setsBase(a.Before) {
		to := "the Defending Pokémon"
		if a.DamageTo == engine.WhoChosenOpp {
			// Weakness and Resistance apply to the Active Pokémon only (damage to the Bench has
			// neither), as for any attack damage.
			to = "the chosen Pokémon (Weakness and Resistance apply only if it is the Active Pokémon)"
			if a.ChooseOpp == engine.ChooseBenched {
				to = "the chosen Benched Pokémon (no Weakness or Resistance on the Bench)"
			}
		}
		if a.Damage > 0 && len(a.Before) == 0 {
			parts = append(parts, fmt.Sprintf("Does %d damage to %s.", a.Damage, to))
		} else {
			parts = append(parts, "Then does the damage to "+to+".")
		}
	}
	if s := w.ops(a.After); s != "" {
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

// setsBase reports whether any of ops sets or changes the attack's base damage.
func setsBase(ops []engine.Op) bool {
	for _, o := range ops {
		switch o.Kind {
		case engine.OpBaseAdd, engine.OpBaseSet, engine.OpBaseTimes, engine.OpBasePer, engine.OpBasePerMatch, engine.OpBaseAddExactHeads:
			return true
		}
	}
	return false
}

// describeOps says what ops do, on their own (a Trainer's play, an Energy's on-attach ops).
func describeOps(ops []engine.Op, inAttack bool) string {
	w := opWords{inAttack: inAttack}
	return w.ops(ops)
}

// opWords puts a run of ops into words. It remembers the last flip, as the engine's gates
// do: a "heads" gate after several coins needs every one of them to be heads.
type opWords struct {
	inAttack bool
	// attachTrigger: the ops run because the opponent attached an Energy card; the chosen
	// opponent's Pokémon is the one it went to.
	attachTrigger bool
	coins         int           // coins of the last flip; 0 before any flip or after flip-until-tails
	self          string        // what "self" is when not "this Pokémon" (an Energy card's holder)
	oppChoice     engine.Choice // what the part asks to choose of the opponent's Pokémon
	oppName       string        // what the chosen opponent's Pokémon is when the ops react to an attack

	// The deck and Prize cards: what the last discard-deck op counted (its filter), for the gate done.
	counted      engine.Filter
	counts       bool
	noWR         bool // the attack's damage meets neither Weakness nor Resistance
	evolvedCheck bool // the last op checked whether the Pokémon evolved this turn
}

func (w *opWords) ops(ops []engine.Op) string {
	var out []string
	for i, o := range ops {
		switch o.Kind {
		case engine.OpFlip:
			w.coins = max(o.N, 1)
		case engine.OpFlipUntilTails:
			w.coins = 0
		}
		s := w.op(o)
		if d := w.deckWords(o); d != "" { // deck ops: choices, counts, and "that card"
			s = d
		}
		if i > 0 {
			s = afterSwitchWords(ops[i-1], o, s)
		}
		s = chosenMatchWords(o, s)
		s = oppFlipsWords(o, s)
		s = noEffectWords(o, s)
		w.trackDeck(o)
		if s != "" {
			out = append(out, s)
		}
		if o.Kind == engine.OpEvolvedThisTurn {
			w.evolvedCheck = true
		} else if o.Kind != engine.OpCondition && o.Kind != engine.OpFlip {
			w.evolvedCheck = false
		}
	}
	return strings.Join(out, " ")
}

// gatePrefix words a gate (engine reps): heads and tails need every coin of the last flip
// to show that side.
func (w *opWords) gatePrefix(g engine.Gate) string {
	switch g {
	case engine.IfHeads:
		if w.coins == 2 {
			return "Both heads: "
		}
		if w.coins > 2 {
			return "All heads: "
		}
		return "Heads: "
	case engine.IfTails:
		if w.coins == 2 {
			return "Both tails: "
		}
		if w.coins > 2 {
			return "All tails: "
		}
		return "Tails: "
	case engine.EachHeads:
		return "For every heads: "
	case engine.EachTails:
		return "For every tails: "
	case engine.IfOpted:
		return "If you take the option: "
	case engine.IfNoOpt:
		return "If you do not take the option: "
	case engine.IfDone:
		if w.evolvedCheck {
			return "If it did: "
		}
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
		return "every one of your opponent's Benched Pokémon"
	case engine.WhoEachOwnBenched:
		return "every one of your Benched Pokémon"
	case engine.WhoOwnActive:
		return "your Active Pokémon"
	case engine.WhoEachOwn:
		return "every one of your Pokémon"
	case engine.WhoEachHealed:
		return "each Pokémon that had damage removed just now"
	}
	if inAttack {
		return "the Defending Pokémon"
	}
	return "this Pokémon"
}

var countNames = map[engine.Count]string{engine.CountSelfCounters: "damage counter on the Attacking Pokémon",
	engine.CountDefenderCounters: "damage counter on the Defending Pokémon", engine.CountSelfEnergy: "Energy attached to the Attacking Pokémon",
	engine.CountDefenderEnergy: "Energy attached to the Defending Pokémon", engine.CountOwnBenched: "one of your Benched Pokémon",
	engine.CountOppBenched: "one of your opponent's Benched Pokémon", engine.CountHeads: "heads",
	engine.CountDefenderDamaged: "time the Defending Pokémon has any damage counters (once)",
	engine.CountSelfDamaged:     "time the Attacking Pokémon has any damage counters (once)",
	engine.CountDefenderRetreat: "Colorless in the Defending Pokémon's Retreat Cost",
	engine.CountPrizesTaken:     "Prize card your opponent has taken",
	// Leaving play.
	engine.CountOwnLostPokemon: "Pokémon card in your Lost Zone",
	engine.CountDone:           "card moved by the step just before",
	// xy- and sm-era cards (second pass).
	engine.CountOwnBenchTypes:        "different type among your Benched Pokémon (a Pokémon of two types counts both)",
	engine.CountSelfBasicEnergyTypes: "different type of basic Energy card attached to the Attacking Pokémon"}

func cardsWord(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

func describeFilter(f engine.Filter) string {
	if f.NotName != "" { // hgss-era cards (second pass)
		g := f
		g.NotName = ""
		return describeFilter(g) + " other than " + f.NotName
	}
	if s := deckFilterWords(f); s != "" {
		return s
	}
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

func (w *opWords) op(o engine.Op) string {
	inAttack := w.inAttack
	g := w.gatePrefix(o.Gate)
	who := whoName(o.Who, inAttack)
	switch {
	case w.attachTrigger && o.Who == engine.WhoChosenOpp:
		who = "that Pokémon"
	case w.oppName != "" && o.Who == engine.WhoChosenOpp:
		who = w.oppName
	case !inAttack && o.Who == engine.WhoDefending:
		// Outside an attack there is no Defending Pokémon: the engine takes the opponent's
		// Active Pokémon.
		who = "your opponent's Active Pokémon"
	case w.self != "" && (o.Who == engine.WhoSelf || o.Who == engine.WhoDefault):
		who = w.self
	}
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
		return "Flip coins until one comes up tails."
	case engine.OpDrawUntil:
		s = fmt.Sprintf("draw cards until your hand holds %s", cardsWord(o.N))
		if o.Amount > 0 {
			s += fmt.Sprintf(" (%s on your own first turn)", cardsWord(o.Amount))
		}
		s += "."
	case engine.OpDiscardDeck:
		deck := "your deck" // the engine's choice of deck (OpDiscardDeck)
		if o.Who == engine.WhoDefending || o.Who == engine.WhoDefault && inAttack {
			deck = "your opponent's deck"
		}
		top := "the top " + cardsWord(n)
		if n == 1 {
			top = "the top card"
		}
		s = fmt.Sprintf("discard %s off %s.", top, deck)
		if o.ToLostZone {
			s = fmt.Sprintf("put %s off %s into the Lost Zone.", top, deck)
		}
	case engine.OpBaseAdd:
		s = fmt.Sprintf("the attack does %d extra damage.", o.Amount)
	case engine.OpBaseSet:
		s = fmt.Sprintf("the attack's base damage becomes %d.", o.Amount)
	case engine.OpBaseTimes:
		s = fmt.Sprintf("the attack does %d damage for each heads.", o.Amount)
	case engine.OpBasePer:
		switch o.Count {
		case engine.CountDefenderDamaged:
			s = fmt.Sprintf("if the Defending Pokémon has any damage counters, the attack does %d extra damage.", o.Amount)
		case engine.CountSelfDamaged:
			s = fmt.Sprintf("if the Attacking Pokémon has any damage counters, the attack does %d extra damage.", o.Amount)
		case engine.CountDefenderIsType:
			s = fmt.Sprintf("if the Defending Pokémon is a %s Pokémon, the attack does %d extra damage.", o.Type, o.Amount)
		case engine.CountDefenderEvolved:
			s = fmt.Sprintf("if the Defending Pokémon is an Evolution Pokémon, the attack does %d extra damage.", o.Amount)
		case engine.CountDefenderConditioned:
			s = fmt.Sprintf("if the Defending Pokémon has a Special Condition, the attack does %d extra damage.", o.Amount)
		case engine.CountHandsEqual, engine.CountOppHandPokemon:
			s = handCountWords(o)
		case engine.CountSelfEnergy, engine.CountDefenderEnergy:
			what := "Energy"
			if o.Type != engine.Colorless {
				what = o.Type.String() + " Energy"
			}
			whose := "the Attacking Pokémon"
			if o.Count == engine.CountDefenderEnergy {
				whose = "the Defending Pokémon"
			}
			s = fmt.Sprintf("the attack does %d extra damage for every %s attached to %s.", o.Amount, what, whose)
		case engine.CountNone:
			s = basePerWords(o)
		default:
			s = fmt.Sprintf("the attack does %d extra damage for every %s.", o.Amount, countNames[o.Count])
		case engine.CountOwnEnergy, engine.CountOppEnergy, engine.CountActivesEnergy, engine.CountAllEnergy, engine.CountSelfHasEnergy, engine.CountDone:
			s = energyBasePer(o)
		}
	case engine.OpCondition:
		s = fmt.Sprintf("%s is now %s.", who, o.Cond)
	case engine.OpCure:
		s = fmt.Sprintf("%s recovers from every Special Condition.", who)
		if o.Cond != 0 {
			s = fmt.Sprintf("%s is no longer %s.", who, o.Cond)
		}
	case engine.OpDamage:
		// The engine (dealDamage) applies Weakness and Resistance to the opponent's Active
		// Pokémon only: never on a Bench and never to the Pokémon doing the damage.
		target := o.Who
		if target == engine.WhoDefault && !inAttack {
			target = engine.WhoSelf // as the engine's targets
		}
		switch target {
		case engine.WhoSelf:
			s = fmt.Sprintf("%s also does %d damage to itself (no Weakness or Resistance).", who, o.Amount)
		case engine.WhoEachOppBenched, engine.WhoEachOwnBenched:
			s = fmt.Sprintf("%d damage to %s (no Weakness or Resistance on the Bench).", o.Amount, who)
		case engine.WhoChosenOpp:
			if w.oppChoice == engine.ChooseBenched {
				s = fmt.Sprintf("%d damage to the chosen Benched Pokémon (no Weakness or Resistance on the Bench).", o.Amount)
			} else {
				s = fmt.Sprintf("%d damage to %s (Weakness and Resistance apply only if it is the Active Pokémon).", o.Amount, who)
			}
		case engine.WhoChosenOwn, engine.WhoOwnActive:
			if inAttack {
				s = fmt.Sprintf("%d damage to %s (no Weakness or Resistance: it is one of your own Pokémon).", o.Amount, who)
			} else {
				s = fmt.Sprintf("%d damage to %s (Weakness and Resistance apply only if it is your Active Pokémon and not this Pokémon).", o.Amount, who)
			}
		case engine.WhoDefending, engine.WhoDefault:
			s = fmt.Sprintf("%d damage to %s (Weakness and Resistance apply).", o.Amount, who)
		default:
			s = fmt.Sprintf("%d damage to %s (Weakness and Resistance apply only if it is the Active Pokémon).", o.Amount, who)
		}
	case engine.OpCounters:
		s = fmt.Sprintf("%s gets %d %s.", who, o.N, plural("damage counter", o.N))
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
		switch {
		case o.N < 0:
			s = fmt.Sprintf("%s every %s attached to %s.", to, what, who)
		case o.EnergyUnits:
			// A number of Energy, not of cards (noEffectWords says how they come off).
			s = fmt.Sprintf("%s %d %s from among the Energy cards attached to %s.", to, n, strings.TrimSuffix(what, " card"), who)
		case o.Type != engine.Colorless:
			s = fmt.Sprintf("%s %d %s from among those attached to %s.", to, n, plural(what, n), who)
		default:
			// Which card (a basic or a Special Energy card, of one type or another) is the
			// player's choice, from the Defending Pokémon too (Action.EnergyTakes).
			s = fmt.Sprintf("%s %d %s of your choice from among those attached to %s.", to, n, plural(what, n), who)
		}
	case engine.OpSwitchOwn:
		s = "switch your Active Pokémon with the chosen Benched Pokémon."
	case engine.OpSwitchOpp:
		s = "your opponent's Active Pokémon and the chosen Benched Pokémon switch places."
	case engine.OpLasting:
		if o.Who == engine.WhoSelf {
			who = "this Pokémon" // during a later turn it is no longer attacking
		}
		s = describeLasting(o.Lasting, who)
	case engine.OpDraw:
		s = fmt.Sprintf("draw %s.", cardsWord(n))
		if o.Per.Kind != engine.CheckNone {
			s = drawPerWords(o)
		}
	case engine.OpSearch:
		them := "them"
		if n == 1 {
			them = "it"
		}
		dest := searchDest(o.Dest, them, who)
		if o.ToLostZone {
			dest = lostSearchDest(them)
		}
		s = fmt.Sprintf("search your deck for at most %d %s, %s; then your deck is shuffled.", n, plural(describeFilter(o.Filter), n), dest)
		if o.Top > 0 {
			s = fmt.Sprintf("from your deck, look at the top %s: at most %d %s there, %s; then your deck is shuffled.", cardsWord(o.Top), n, plural(describeFilter(o.Filter), n), dest)
		}
	case engine.OpDiscardHand:
		s = describeDiscardHand(o, n)
	case engine.OpTakeDiscard:
		// The engine takes that many when there are that many, and all there are when fewer.
		s = fmt.Sprintf("from your discard pile, put %d %s into your hand (all there are, if fewer).", n, plural(describeFilter(o.Filter), n))
	case engine.OpShuffleHandDraw:
		s = fmt.Sprintf("shuffle your hand back into your deck, then draw %s.", cardsWord(o.N))
		if o.N == 0 {
			s = "shuffle your hand back into your deck."
		}
		if o.Who == engine.WhoDefending {
			s = fmt.Sprintf("your opponent shuffles their hand back into their deck, then draws %s.", cardsWord(o.N))
		}
	case engine.OpDiscardHandDraw:
		s = fmt.Sprintf("discard your hand, then draw %s.", cardsWord(o.N))
	case engine.OpTurnModifier:
		s = "for the rest of this turn, " + modWords(o.Mod, "your Pokémon") + "."
	case engine.OpDevolve:
		s = fmt.Sprintf("take the top Evolution card off %s.", who)
	case engine.OpMoveEnergy:
		what := "Energy"
		if o.Type != engine.Colorless {
			what = o.Type.String() + " Energy"
		}
		if o.Filter.BasicEnergy {
			what = "basic " + what
		}
		if o.N < 0 {
			s = fmt.Sprintf("move every %s that is attached to %s over to %s.", what, who, whoName(o.To, inAttack))
		} else {
			s = fmt.Sprintf("move at most %d %s from %s to %s.", n, what, who, whoName(o.To, inAttack))
		}
		if o.Who == engine.WhoChosenOwn && !inAttack && o.Gate == engine.Always {
			// hgss-era cards (second pass): the engine refuses a power that would move nothing.
			s = strings.TrimSuffix(s, ".") + " (the chosen Pokémon must have such Energy attached)."
		}
		if o.N >= 0 && o.Type == engine.Colorless {
			// As for discard-energy: which card moves is the player's choice.
			s = strings.TrimSuffix(s, ".") + ": you choose which."
		}
	case engine.OpHealDealt:
		s = healDealtWords(o)
	case engine.OpExtraTurn, engine.OpHealEnergized, engine.OpWinLostZone,
		engine.OpPeekTop, engine.OpTakePrizes, engine.OpCureOne:
		s = describeReactOp(o, who)
	case engine.OpBenchRestored:
		from := "your deck"
		if o.FromHand {
			from = "your hand"
		}
		s = fmt.Sprintf("put at most %d Restored Pokémon made from this card from %s onto your Bench.", n, from)
	case engine.OpShowHand, engine.OpDrawPer, engine.OpShuffleHand, engine.OpDrawToMatch, engine.OpEachDraw,
		engine.OpCountersPer, engine.OpHandRandom, engine.OpHandPick, engine.OpTrainerLock, engine.OpOppMayDraw:
		s = w.handOp(o, who)
	case engine.OpDamageEach, engine.OpDamageChosen, engine.OpCountersSpread, engine.OpCountersUntil, engine.OpMoveCounters,
		engine.OpMoveCountersChosen, engine.OpSwapDamage, engine.OpKnockOut, engine.OpBasePerMatch:
		s = w.targetsOp(o, who)
	// Leaving play.
	case engine.OpReturnPokemon, engine.OpDiscardTool, engine.OpToolToHand, engine.OpDiscardSpecialEnergy, engine.OpReturnEnergy,
		engine.OpDiscardOppEnergy, engine.OpLostOwnEnergy, engine.OpKeepBench, engine.OpKOLostZone, engine.OpReturnPokemonOnly:
		s = describeRemoveOp(o, who, n, inAttack)
	case engine.OpEvolveFromDeck, engine.OpRareCandy, engine.OpEvolvedThisTurn, engine.OpSwapSameName, engine.OpSwitchIn:
		if o.Kind == engine.OpEvolveFromDeck && o.Who == engine.WhoEachOwnBenched {
			who = "that Pokémon"
		}
		s = evolveOpWords(o, who)
	default:
		s = o.Kind.String() + "."
	case engine.OpFlipPer, engine.OpAttachSplit, engine.OpSearchSplit, engine.OpMoveSplit, engine.OpDiscardChosen:
		s = w.energyOp(o)
		if o.AttachesToOne() {
			s = describeAttachFrom(o, who, n) // every card to the one Pokémon its who names
		}
	case engine.OpPowerLock, engine.OpDeckToPrizes, engine.OpTopAttach:
		s = hgss2OpWords(o, who)
	case engine.OpDiscardStadium, engine.OpMoveEnergyChosen, engine.OpSearchAttachEach, engine.OpSearchAttachChosen, engine.OpBaseAddExactHeads,
		engine.OpFreeAttachNext:
		s = smxy2OpWords(o)
	case engine.OpTopAttachSplit, engine.OpCountersOfType:
		s = lastbOpWords(o)
	case engine.OpTypeThisTurn, engine.OpBenchFromDeck:
		s = lastAOpWords(o, who)
	case engine.OpOppSupporter:
		s = oppSupporterWords()
	case engine.OpDevolveChosen:
		s = lastcOpWords(o)
	}
	s = passiveOpWords(o, s, inAttack)
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
	when := "throughout your opponent's next turn"
	if l.When == engine.OwnersNextTurn {
		when = "during your next turn"
	}
	if s := passiveLastingWords(l, who, when); s != "" {
		return s
	}
	switch l.Kind {
	case engine.LastingModifier:
		return fmt.Sprintf("%s, %s.", when, modWords(l.Mod, who))
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
	case engine.LastingReactDamaged:
		return describeReactLasting(l, when, who)
	case engine.LastingCostMore:
		return fmt.Sprintf("%s, each of %s's attacks costs %d more Colorless Energy.", when, who, l.Cost)
	}
	return ""
}

// describeMod says what a damage modifier does, for a card of kind k (a Tool's or an Energy
// card's modifier is about the Pokémon it is attached to; a Stadium's about any Pokémon).
func describeMod(m engine.Modifier, k engine.TrainerKind) string {
	holder := "the Pokémon it is attached to"
	if k == engine.Stadium {
		holder = "any Pokémon"
	}
	return modWords(m, holder)
}

// modWords says what a damage modifier does to the attacks of holder (attacker stage) or to
// the damage holder takes (defender stages).
func modWords(m engine.Modifier, holder string) string {
	holder = modHolder(m, holder)
	var s string
	switch {
	case m.Stage == engine.ModAttacker && m.Set:
		s = fmt.Sprintf("attacks by %s do %d damage", holder, m.Amount)
	case m.Stage == engine.ModAttacker && m.Amount >= 0:
		s = fmt.Sprintf("attacks by %s do %d extra damage", holder, m.Amount)
	case m.Stage == engine.ModAttacker:
		s = fmt.Sprintf("attacks by %s do %d less damage", holder, -m.Amount)
	case m.Set && m.Amount == 0:
		s = "attacks do no damage to " + holder
	case m.Set:
		s = fmt.Sprintf("attack damage done to %s becomes %d", holder, m.Amount)
	case m.Amount >= 0:
		s = fmt.Sprintf("attack damage done to %s is %d higher", holder, m.Amount)
	default:
		s = fmt.Sprintf("attack damage done to %s is %d lower", holder, -m.Amount)
	}
	if m.Stage == engine.ModAttacker && m.ActiveOnly {
		s += " to the opponent's Active Pokémon"
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
	s = passiveModWords(m, s)
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

// searchDest says where a search puts what it finds ("them" or "it"); who is the Pokémon
// Energy is attached to.
func searchDest(d engine.Dest, them, who string) string {
	switch d {
	case engine.ToBench:
		return "put " + them + " onto your Bench"
	case engine.ToAttach:
		return "attach " + them + " to " + who
	case engine.ToDiscard:
		return "discard " + them
	}
	return "put " + them + " into your hand"
}

// fossilWords says what a Fossil Trainer card is in play: its HP and type are printed in its
// rule, not as a Pokémon's numbers, so the page names them.
func fossilWords(c *engine.Card) string {
	what := "a Basic Pokémon"
	if c.HP > 0 && len(c.Types) > 0 {
		names := make([]string, len(c.Types))
		for i, t := range c.Types {
			names[i] = t.String()
		}
		what = fmt.Sprintf("a %d-HP %s Basic Pokémon", c.HP, strings.Join(names, " and "))
	}
	return "Played onto your Bench as " + what + "; a Trainer card everywhere else."
}
