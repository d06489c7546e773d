package content

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// No play for no effect (engine/noeffect.go) in card files: an op's cost mark, a card's or a
// power's own ruling, the Energy count of a discard, and what a search for an Evolution card
// could ever find.

// noEffectFields reads an op's cost and energy_units.
func (p *cardParser) noEffectFields(n *yaml.Node, r *rawOp, o *engine.Op) {
	o.Cost, o.EnergyUnits = r.Cost, r.EnergyUnits
	if r.Cost && p.inAttack {
		p.bad(at(n, "cost"), "cost marks the price of playing a Trainer card or using a power; an attack's cost is its Energy")
	}
	if r.Cost && o.Gate != engine.Always {
		p.bad(at(n, "cost"), "a cost is paid whatever happens: an op marked cost has no gate")
	}
	if r.EnergyUnits && o.Kind != engine.OpDiscardEnergy {
		p.bad(at(n, "energy_units"), "energy_units applies only to op discard-energy")
	}
}

// trainerNoEffect reads a Trainer card's no_effect_ruling: only an Item or a Supporter is
// played for its effect (a Stadium, a Tool or a Technical Machine goes into play).
func (p *cardParser) trainerNoEffect(n *yaml.Node, r *rawCard, c *engine.Card) {
	c.NoEffectRuling = r.NoEffectRuling
	if r.NoEffectRuling != "" && (c.PlaysAsBasic || c.Trainer != engine.Item && c.Trainer != engine.Supporter) {
		p.bad(at(n, "no_effect_ruling"), "%s: no_effect_ruling belongs to an Item or a Supporter, which is played for its effect", c.Name)
	}
}

// powerNoEffect reads a power's no_effect_ruling: only a power its player chooses to use
// (activated, or one that works on an event with optional: true) is refused for no effect.
func (p *cardParser) powerNoEffect(n *yaml.Node, r *rawPower, pw *engine.Power) {
	pw.NoEffectRuling = r.NoEffectRuling
	if r.NoEffectRuling != "" && pw.Use != engine.UseActivated && !pw.Optional {
		p.bad(at(n, "no_effect_ruling"), "power %s: no_effect_ruling belongs to a power its player chooses to use (use: activated, or optional: true)", r.Name)
	}
}

// noEffectWords words what the mark changes in an op's description.
func noEffectWords(o engine.Op, s string) string {
	if o.Cost && s != "" {
		s = "As its cost (paying it alone is not playing or using it for an effect): " + lowerFirst(s)
	}
	if o.EnergyUnits {
		s = strings.TrimSuffix(s, ".") + ", counting Energy rather than cards: cards of your choice come off one at a time until that many Energy are gone, and the last may provide more than is still needed."
	}
	return s
}

// noEffectData adds the marks to an op as data.
func noEffectData(o engine.Op, m map[string]any) {
	if o.Cost {
		m["cost"] = true
	}
	if o.EnergyUnits {
		m["energy_units"] = true
	}
}

// fillEvolutionTypes gives every Pokémon card the types of the cards of its era that evolve
// from it (engine.Card.EvolutionTypes): what a search for one of them of a given type could
// ever find (energy-evolution-no-matching-type).
func fillEvolutionTypes(eraOf func(c *engine.Card) string, cards []*engine.Card) {
	types := map[string]map[string]uint16{} // era → name evolved from → types
	for _, c := range cards {
		if c.Category != engine.PokemonCard || c.EvolvesFrom == "" {
			continue
		}
		era := eraOf(c)
		if types[era] == nil {
			types[era] = map[string]uint16{}
		}
		for _, t := range c.Types {
			types[era][c.EvolvesFrom] |= 1 << t
		}
	}
	for _, c := range cards {
		if c.Category == engine.PokemonCard {
			c.EvolutionTypes = types[eraOf(c)][c.Name]
		}
	}
}

// NoEffectRulingProblems reports a no_effect_ruling that names no ruling of the corpus, or a
// ruling that does not speak of the card: its cards list neither the card nor another
// printing of its name.
func (cs *Cards) NoEffectRulingProblems(corpus *Corpus) []string {
	var out []string
	check := func(e *CardEntry, id, what string) {
		if id == "" {
			return
		}
		r, ok := corpus.Ruling(id)
		if !ok {
			out = append(out, fmt.Sprintf("%s:%d: %s: no_effect_ruling %q names no ruling in content/rulings", e.File, e.Line, what, id))
			return
		}
		for _, c := range r.Cards {
			if c == e.Card.ID {
				return
			}
			if other, ok := cs.Card(c); ok && other.Name == e.Card.Name {
				return
			}
		}
		out = append(out, fmt.Sprintf("%s:%d: %s: ruling %s does not list %s among its cards", e.File, e.Line, what, id, e.Card.ID))
	}
	for _, e := range cs.Entries {
		check(e, e.Card.NoEffectRuling, e.Card.Name)
		for i := range e.Card.Powers {
			check(e, e.Card.Powers[i].NoEffectRuling, e.Card.Name+"'s "+e.Card.Powers[i].Name)
		}
	}
	return out
}
