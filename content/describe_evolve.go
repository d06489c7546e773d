package content

import (
	"fmt"
	"slices"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// Evolving by card effects, powers that work when a Pokémon is benched, evolved or given
// Energy from the hand, and first-turn exceptions: the card-file fields, their checks and
// their words.

var (
	firstTurnByName = map[string]engine.FirstTurnRule{"": engine.FirstTurnNormal,
		"if-first": engine.FirstTurnIfFirst, "only-second": engine.FirstTurnOnlySecond}
	triggerUses = []engine.PowerUse{engine.UseBenchedFromHand, engine.UseEvolvedFromHand, engine.UseAttachedFromHand}
)

// evolveAttack reads an attack's first_turn.
func (p *cardParser) evolveAttack(n *yaml.Node, r *rawAttack, a *engine.Attack) {
	a.FirstTurn = lookup(p, firstTurnByName, at(n, "first_turn"), "first-turn rule", r.FirstTurn)
}

// evolvePower reads and checks a power's optional: only a power that works when something
// happens is a "you may" the action answers.
func (p *cardParser) evolvePower(n *yaml.Node, r *rawPower, pw *engine.Power) {
	pw.Optional = r.Optional
	if r.Optional && !slices.Contains(triggerUses, pw.Use) {
		p.bad(at(n, "optional"), "power %s: optional applies to powers used as benched-from-hand, evolved-from-hand or attached-from-hand", r.Name)
	}
	if pw.Use == engine.UseEvolvesFirstTurnIfSecond && (len(r.Ops) > 0 || len(r.Mods) > 0 || len(r.Stats) > 0) {
		p.bad(n.Line, "power %s: evolves-first-turn-if-second takes no ops, mods or stats", r.Name)
	}
	for _, o := range pw.Ops {
		if o.AttachedType && pw.Use != engine.UseAttachedFromHand {
			p.bad(n.Line, "power %s: attached_type needs use: attached-from-hand (the Energy card just attached)", r.Name)
		}
	}
}

// evolveOp reads and checks the fields of the evolve ops.
func (p *cardParser) evolveOp(n *yaml.Node, r *rawOp, o *engine.Op) {
	o.EvolveRules, o.AttachedType, o.Stage1Too = r.EvolveRules, r.AttachedType, r.Stage1Too
	if r.EvolveRules && o.Kind != engine.OpEvolveFromDeck && o.Kind != engine.OpRareCandy {
		p.bad(at(n, "evolve_rules"), "evolve_rules applies only to ops evolve-from-deck and rare-candy")
	}
	if r.AttachedType && o.Kind != engine.OpEvolveFromDeck {
		p.bad(at(n, "attached_type"), "attached_type applies only to op evolve-from-deck")
	}
	if r.Stage1Too && o.Kind != engine.OpRareCandy {
		p.bad(at(n, "stage_1_too"), "stage_1_too applies only to op rare-candy")
	}
	switch o.Kind {
	case engine.OpEvolveFromDeck:
		switch o.Who {
		case engine.WhoSelf, engine.WhoChosenOwn, engine.WhoOwnActive, engine.WhoEachOwnBenched:
		default:
			p.bad(at(n, "who"), "op evolve-from-deck evolves your own Pokémon: who must be self, chosen-own, own-active or each-own-benched, not %s", o.Who)
		}
	case engine.OpRareCandy:
		if !p.play {
			p.bad(n.Line, "op rare-candy puts a card from the hand onto the Pokémon chosen with the card: it belongs in a Trainer card's play")
		}
	case engine.OpSwapSameName:
		if p.play || p.inAttack {
			p.bad(n.Line, "op swap-same-name switches the power's own Pokémon with a card from the hand: it belongs in a power's ops")
		}
	case engine.OpSwitchIn:
		if o.Who != engine.WhoSelf && o.Who != engine.WhoChosenOwn {
			p.bad(at(n, "who"), "op switch-in brings up one of your Benched Pokémon: who must be self or chosen-own")
		}
		if !o.Filter.AnyCategory && (o.Filter.Category != engine.PokemonCard || o.Filter.BasicOnly || o.Filter.BasicEnergy || o.Filter.Trainer != 0) {
			p.bad(at(n, "filter"), "op switch-in: filter takes only the type of the Pokémon brought up")
		}
	case engine.OpEvolvedThisTurn:
		if o.Who != engine.WhoDefault && o.Who != engine.WhoSelf {
			p.bad(at(n, "who"), "op evolved-this-turn checks the Pokémon using the card: who must be self")
		}
	}
}

// fillBasicNames gives every Stage 2 card the names of the Basic Pokémon its Stage 1 evolves
// from, among the cards of its era (what a rare-candy op puts it on).
func fillBasicNames(eraOf func(c *engine.Card) string, cards []*engine.Card) {
	stage1 := map[string]map[string][]string{} // era → Stage 1 name → what it evolves from
	for _, c := range cards {
		if c.Category == engine.PokemonCard && c.Stage == engine.Stage1 && c.EvolvesFrom != "" {
			era := eraOf(c)
			if stage1[era] == nil {
				stage1[era] = map[string][]string{}
			}
			if !slices.Contains(stage1[era][c.Name], c.EvolvesFrom) {
				stage1[era][c.Name] = append(stage1[era][c.Name], c.EvolvesFrom)
			}
		}
	}
	for _, c := range cards {
		if c.Category == engine.PokemonCard && c.Stage == engine.Stage2 {
			c.BasicNames = slices.Clone(stage1[eraOf(c)][c.EvolvesFrom])
		}
	}
}

// fillCatalogBasicNames fills BasicNames on the catalogue's cards.
func fillCatalogBasicNames(cat *Catalog) {
	era := map[*engine.Card]string{}
	var cards []*engine.Card
	for _, c := range cat.Cards {
		era[c.Card] = c.Era
		cards = append(cards, c.Card)
	}
	fillBasicNames(func(c *engine.Card) string { return era[c] }, cards)
	fillEvolutionTypes(func(c *engine.Card) string { return era[c] }, cards)
}

// fillEntryBasicNames fills BasicNames on the card files' entries.
func fillEntryBasicNames(cs *Cards) {
	era := map[*engine.Card]string{}
	var cards []*engine.Card
	for _, e := range cs.Entries {
		era[e.Card] = e.Era
		cards = append(cards, e.Card)
	}
	fillBasicNames(func(c *engine.Card) string { return era[c] }, cards)
	fillEvolutionTypes(func(c *engine.Card) string { return era[c] }, cards)
}

// triggerWords says when a power that works on an event runs; "" for other powers.
func triggerWords(p *engine.Power) string {
	var s string
	switch p.Use {
	case engine.UseBenchedFromHand:
		s = "When, in your turn, this Pokémon comes from your hand onto your Bench"
	case engine.UseEvolvedFromHand:
		s = "When you play this card from your hand to evolve one of your Pokémon during your turn (Rare Candy included)"
	case engine.UseAttachedFromHand:
		s = "When, in your turn, an Energy card from your hand is attached to this Pokémon"
	default:
		return ""
	}
	if p.Optional {
		s += ", this power may be used"
	}
	return s
}

// evolveUseWords says what a power with no ops of its own does ("" when it has ops).
func evolveUseWords(p *engine.Power) string {
	if p.Use == engine.UseEvolvesFirstTurnIfSecond {
		return "If you went second, this Pokémon may evolve during your first turn, even if it came into play that turn."
	}
	return ""
}

// firstTurnWords says an attack's own first-turn rule.
func firstTurnWords(a *engine.Attack) string {
	switch a.FirstTurn {
	case engine.FirstTurnIfFirst:
		return "If you went first, you may use this attack during your first turn."
	case engine.FirstTurnOnlySecond:
		return "Usable only during your first turn, and only if you went second."
	}
	return ""
}

// evolveOpWords says what an evolve op does.
func evolveOpWords(o engine.Op, who string) string {
	switch o.Kind {
	case engine.OpEvolveFromDeck:
		what := "a card which evolves from " + who
		if o.Who == engine.WhoEachOwnBenched {
			what = "a card which evolves from that Pokémon"
		}
		if o.AttachedType {
			what += " and is of the type of the basic Energy card just attached (nothing when the Energy card is not basic)"
		}
		if o.Filter.Type != engine.Colorless {
			what += " and is a " + o.Filter.Type.String() + " Pokémon"
		}
		if o.Filter.Name != "" { // xy- and sm-era cards (second pass).
			what += " and is named " + o.Filter.Name
			if o.Filter.OrName != "" {
				what += " or " + o.Filter.OrName
			}
		}
		s := fmt.Sprintf("search your deck for %s; put it onto that Pokémon (you choose the card, and may find none); this counts as evolving it; then your deck is shuffled.", what)
		switch {
		case o.Who == engine.WhoEachOwnBenched && o.Filter.BasicOnly:
			s = "for every Basic Pokémon on your Bench, " + s
		case o.Who == engine.WhoEachOwnBenched:
			s = "for every Pokémon on your Bench, " + s
		case o.Filter.BasicOnly:
			s = "if it is a Basic Pokémon, " + s
		}
		if o.EvolveRules {
			s += " Not during your first turn, and not on a Pokémon that came into play this turn."
		}
		if o.Cond != 0 {
			s = fmt.Sprintf("only while %s is %s: %s", who, o.Cond, s)
		}
		return s
	case engine.OpRareCandy:
		what := "a Stage 2 card"
		if o.Stage1Too {
			what = "a Stage 1 or Stage 2 card"
		}
		s := fmt.Sprintf("put %s from your hand that evolves from the chosen Pokémon (a Stage 2 card through its Stage 1) onto it; the chosen Pokémon must be a Basic Pokémon. This counts as evolving it, and a Stage 2 card skips the Stage 1.", what)
		if o.EvolveRules {
			s += " Like evolving, not during your first turn and not on a Basic Pokémon that came into play this turn."
		}
		return s
	case engine.OpEvolvedThisTurn:
		return "check whether " + who + " evolved during this turn."
	case engine.OpSwitchIn:
		if o.Who == engine.WhoChosenOwn {
			what := "the chosen Benched Pokémon"
			if o.Filter.Type != engine.Colorless {
				what += " (it must be a " + o.Filter.Type.String() + " Pokémon)"
			}
			return "switch " + what + " with your Active Pokémon."
		}
		return "switch this Pokémon, on your Bench, with your Active Pokémon."
	case engine.OpSwapSameName:
		return "switch this Pokémon's card with a card of the same name from your hand (you choose it); everything on the old card carries over to the new one: attached cards, damage counters, Special Conditions, effects, and how long it has been in play."
	}
	return ""
}
