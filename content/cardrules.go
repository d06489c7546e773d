package content

import (
	"slices"
	"strings"

	"github.com/rulesd/rulesd/engine"
)

// CardRule is a rule page that applies to a card, with why it applies. OtherEra is set when
// the card's own era has no page on the topic (its rulebook does not cover it) and the page
// linked is the nearest era's that does.
type CardRule struct {
	Era      string `json:"era"`
	Topic    string `json:"topic"`
	Title    string `json:"title"`
	URL      string `json:"url"`
	Why      string `json:"why"`
	OtherEra bool   `json:"other_era,omitempty"`
}

// cardTopic is one reason a rule page applies to a card.
type cardTopic struct {
	topic, why string
}

// topicsFor lists the rule topics a card's kind, marks and numbers bring in, most specific
// first.
func topicsFor(cc *CatalogCard) []cardTopic {
	f := cc.Facts
	var out []cardTopic
	add := func(topic, why string) {
		if !slices.ContainsFunc(out, func(t cardTopic) bool { return t.topic == topic }) {
			out = append(out, cardTopic{topic, why})
		}
	}
	for _, m := range f.Marks {
		switch m {
		case "Pokémon-EX":
			add("pokemon-ex", "it is a Pokémon-EX")
		case "Pokémon-GX":
			add("pokemon-gx", "it is a Pokémon-GX")
		case "Mega Evolution":
			add("mega-evolution", "it is a Mega Evolution Pokémon: evolving into it ends the turn")
		case "BREAK":
			add("break-evolution", "it is a Pokémon BREAK")
		case "LEGEND":
			add("pokemon-legend", "it is a Pokémon LEGEND, played with both halves")
		case "Prime":
			add("pokemon-prime", "it is a Pokémon Prime")
		case "LV.X":
			add("pokemon-lv-x", "it is a Pokémon LV.X")
		case "Prism Star":
			add("prism-star", "it is a Prism Star card")
		case "ACE SPEC":
			add("ace-spec", "it is an ACE SPEC card")
		case "Ultra Beast":
			add("ultra-beasts", "it is an Ultra Beast")
		case "Team Plasma":
			add("team-plasma", "it is a Team Plasma card")
		case "Restored":
			add("restored-pokemon", "it is a Restored Pokémon")
		case "Special Energy":
			add("energy-types", "it is a Special Energy card")
		}
	}
	if f.TwoPrizes {
		add("prize-cards", "when it is Knocked Out, the opponent takes 2 Prize cards")
	}
	// What the card's effects do brings in the rules they apply.
	for _, op := range allOps(cc.Card) {
		switch op.Kind {
		case engine.OpRareCandy, engine.OpEvolveFromDeck:
			add("evolving", "it evolves a Pokémon: the evolving limits apply")
			add("first-turn", "no evolving during a player's first turn")
		case engine.OpDevolve:
			add("evolving", "it devolves a Pokémon")
		case engine.OpCondition:
			add("special-conditions", "it gives a Special Condition")
			if t := conditionTopic(op.Cond); t != "" {
				add(t, "it can make a Pokémon "+t)
			}
		case engine.OpCure, engine.OpCureOne:
			add("special-conditions", "it removes Special Conditions")
		case engine.OpCounters, engine.OpCountersPer, engine.OpCountersSpread, engine.OpCountersUntil, engine.OpMoveCounters, engine.OpMoveCountersChosen, engine.OpSwapDamage:
			add("damage-counters", "it places or moves damage counters, which skips Weakness and Resistance")
		case engine.OpSwitchOwn, engine.OpSwitchOpp:
			add("retreat", "it switches an Active Pokémon, which ends its Special Conditions")
		case engine.OpDraw, engine.OpDrawPer, engine.OpDrawUntil, engine.OpShuffleHandDraw, engine.OpDiscardHandDraw, engine.OpEachDraw, engine.OpDrawToMatch, engine.OpDrawBottom:
			add("drawing", "it draws cards")
		case engine.OpSearch:
			add("drawing", "it searches a deck")
			if op.ToLostZone {
				add("lost-zone", "it sends cards to the Lost Zone")
			}
		case engine.OpTakePrizes, engine.OpLookPrizes, engine.OpShufflePrizes, engine.OpPrizesFaceUp:
			add("prize-cards", "it uses Prize cards")
		case engine.OpLostOwnEnergy, engine.OpKOLostZone, engine.OpWinLostZone:
			add("lost-zone", "it sends cards to the Lost Zone")
		case engine.OpHandPick:
			if op.ToLostZone {
				add("lost-zone", "it sends cards to the Lost Zone")
			}
		case engine.OpOppSupporter:
			add("supporter-cards", "it uses the effect of a Supporter card")
		case engine.OpKnockOut:
			add("knockout", "it can Knock Out a Pokémon")
		}
	}
	switch f.Category {
	case "pokemon":
		if f.Stage == "stage-1" || f.Stage == "stage-2" || f.Stage == "mega" {
			add("evolving", "it is an Evolution card")
		}
		if len(f.Weakness) > 0 || len(f.Resistance) > 0 {
			add("weakness-resistance", "it has Weakness or Resistance")
		}
		if len(f.Types) == 2 {
			add("dual-type", "it has two types")
		}
		if len(f.Powers) > 0 {
			add("abilities", "it has "+powerKinds(cc.Card))
		}
		if cc.Card != nil && slices.ContainsFunc(cc.Card.Powers, func(p engine.Power) bool { return p.LostZoneAttacks }) {
			add("lost-zone", "it uses the attacks of the Pokémon cards in the Lost Zones")
			add("self-reference", "an attack it uses from a Lost Zone may name the Pokémon it is printed on")
		}
		add("retreat", "its Retreat Cost")
	case "trainer":
		switch f.Trainer {
		case "supporter":
			add("supporter-cards", "it is a Supporter card")
		case "stadium":
			add("stadium-cards", "it is a Stadium card")
		case "tool":
			add("pokemon-tools", "it is a Pokémon Tool")
		default:
			add("trainer-cards", "it is a Trainer card")
		}
	case "energy":
		add("attach-energy", "it is an Energy card")
	}
	return out
}

func powerKinds(c *engine.Card) string {
	var kinds []string
	for _, p := range c.Powers {
		k := "a " + p.Kind.String()
		if p.Kind == engine.Ability {
			k = "an " + p.Kind.String()
		}
		if !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
	}
	return strings.Join(kinds, " and ")
}

// CardRules returns the rule pages that apply to a card in its era. Where its era has no page
// on a topic, the nearest later era's page (then earlier) is linked and marked OtherEra.
func (c *Corpus) CardRules(cc *CatalogCard) []CardRule {
	var out []CardRule
	for _, t := range topicsFor(cc) {
		r, ok := c.Rule(cc.Era, t.topic)
		other := false
		if !ok {
			for _, e := range nearestEras(cc.Era) {
				if r, ok = c.Rule(e, t.topic); ok {
					other = true
					break
				}
			}
		}
		if !ok {
			continue
		}
		out = append(out, CardRule{Era: r.Era, Topic: r.Topic, Title: r.Title, URL: r.URL(), Why: t.why, OtherEra: other})
	}
	return out
}

// nearestEras lists the other eras, later ones first (a later rulebook is the nearest to
// cover a mark printed before its era's rulebook did), then earlier ones.
func nearestEras(era string) []string {
	i := eraIndex(era)
	var out []string
	for j := i + 1; j < len(Eras); j++ {
		out = append(out, Eras[j].ID)
	}
	for j := i - 1; j >= 0; j-- {
		out = append(out, Eras[j].ID)
	}
	return out
}

// CardRulings returns the rulings that concern a card: first those about the card itself
// (their cards name it or another printing of its name), then those that rest on a rule page
// that applies to it (its kind rules, not the general ones every card shares), then those that
// mention its name.
func (c *Corpus) CardRulings(cc *CatalogCard) []*Ruling {
	general := map[string]bool{"retreat": true, "evolving": true, "attach-energy": true,
		"trainer-cards": true, "weakness-resistance": true}
	var out []*Ruling
	seen := map[string]bool{}
	add := func(r *Ruling) {
		if !seen[r.ID] {
			seen[r.ID] = true
			out = append(out, r)
		}
	}
	for _, r := range c.RulingsAbout(cc.Facts.ID, cc.Facts.Name) {
		add(r)
	}
	for _, cr := range c.CardRules(cc) {
		if general[cr.Topic] {
			continue
		}
		for _, r := range c.RulingsCiting(cr.Era, cr.Topic) {
			if len(r.Cards) == 0 {
				add(r)
			}
		}
	}
	for _, r := range c.Rulings {
		if len(r.Cards) == 0 && (strings.Contains(r.Question, cc.Facts.Name) || strings.Contains(r.Body, cc.Facts.Name)) {
			add(r)
		}
	}
	return out
}

// allOps lists every op of a card's effects: its Trainer or Energy effect, attacks and powers.
func allOps(c *engine.Card) []engine.Op {
	if c == nil {
		return nil
	}
	ops := slices.Concat(c.Play, c.TogetherPlay, c.OnAttach, c.StadiumOps)
	for _, a := range c.Attacks {
		ops = slices.Concat(ops, a.Requires, a.Before, a.After)
	}
	for _, p := range c.Powers {
		ops = append(ops, p.Ops...)
	}
	return ops
}

// conditionTopic is the rule page of one Special Condition.
func conditionTopic(c engine.Condition) string {
	switch c {
	case engine.Asleep:
		return "asleep"
	case engine.Burned:
		return "burned"
	case engine.Confused:
		return "confused"
	case engine.Paralyzed:
		return "paralyzed"
	case engine.Poisoned:
		return "poisoned"
	}
	return ""
}
