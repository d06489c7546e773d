package content

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/content/cardfacts"
	"github.com/rulesd/rulesd/engine"
)

// The hand-written card files say what each card does; its printed facts come from the
// generated files in cards/facts. Where a card file repeats a fact, it must agree with the
// generated one: a mismatch is a load error at the line of the value at fault.

// factsDir is where the generated facts live inside the content file system.
const factsDir = "cards/facts"

// loadFacts reads the generated facts when fsys has them (nil, nil when it has none, as in
// tests that load a few made-up cards).
func loadFacts(fsys fs.FS) ([]*cardfacts.Set, error) {
	if _, err := fs.Stat(fsys, factsDir); err != nil {
		return nil, nil
	}
	return cardfacts.Load(fsys, factsDir)
}

// markTags are the engine tags that stand for a printed mark.
var markTags = map[string]engine.Tag{"Pokémon-EX": engine.TagEX, "Pokémon-GX": engine.TagGX,
	"Mega Evolution": engine.TagMega, "Prism Star": engine.TagPrismStar, "Ultra Beast": engine.TagUltraBeast,
	"ACE SPEC": engine.TagAceSpec}

// tagsOf returns the engine tags a card's printed facts call for.
func tagsOf(f *cardfacts.Card) engine.Tag {
	var t engine.Tag
	for _, m := range f.Marks {
		t |= markTags[m]
	}
	if f.Stage == "legend" && f.TwoPrizes {
		t |= engine.TagLegendTwoPrize
	}
	return t
}

// factTags are the tags that facts decide; others (star, ex) are for cards outside the sets.
const factTags = engine.TagEX | engine.TagGX | engine.TagMega | engine.TagPrismStar | engine.TagUltraBeast |
	engine.TagAceSpec | engine.TagLegendTwoPrize

// checkFacts compares a hand-written card with its printed facts.
func checkFacts(file string, n *yaml.Node, c *engine.Card, f *cardfacts.Card, pl *problemList) {
	bad := func(line int, format string, args ...any) {
		pl.add(file, line, "%s (%s): %s (the printed facts in content/cards/facts/%s.json)", c.Name, c.ID, fmt.Sprintf(format, args...), f.Set)
	}
	if c.Name != f.Name {
		bad(at(n, "name"), "name %q; printed %q", c.Name, f.Name)
	}
	if got := categoryName(c.Category); got != f.Category {
		bad(at(n, "category"), "category %s; printed %s", got, f.Category)
		return
	}
	if got, want := c.Tags&factTags, tagsOf(f); got != want {
		bad(at(n, "tags"), "tags %v; the printed marks call for %v", got, want)
	}
	if got, want := c.Printed, printedOf(f); got != want {
		bad(at(n, "printed_rules"), "printed_rules [%v]; the card prints [%v]", got, want)
	}
	switch c.Category {
	case engine.TrainerCard:
		if got := trainerKindName(c.Trainer); got != f.Trainer {
			bad(at(n, "trainer"), "trainer %s; printed %s", got, f.Trainer)
		}
		if c.PlaysAsBasic {
			checkNumbers(n, c, f, bad)
		}
		return
	case engine.EnergyCard:
		if c.BasicEnergy != (len(f.Provides) > 0) {
			bad(at(n, "basic"), "basic %v; printed as %s", c.BasicEnergy, map[bool]string{true: "basic Energy", false: "Special Energy"}[len(f.Provides) > 0])
		} else if c.BasicEnergy && !slices.Equal(typeStrings(c.Provides), f.Provides) {
			bad(at(n, "provides"), "provides %v; printed %v", typeStrings(c.Provides), f.Provides)
		}
		return
	}
	if got := stageName(c.Stage); got != f.Stage {
		bad(at(n, "stage"), "stage %s; printed %s", got, f.Stage)
	}
	if c.EvolvesFrom != f.EvolvesFrom {
		bad(at(n, "evolves_from"), "evolves_from %q; printed %q", c.EvolvesFrom, f.EvolvesFrom)
	}
	if c.LegendHalf != f.LegendHalf {
		bad(at(n, "legend_half"), "legend_half %d; printed as half %d", c.LegendHalf, f.LegendHalf)
	}
	checkNumbers(n, c, f, bad)
}

func checkNumbers(n *yaml.Node, c *engine.Card, f *cardfacts.Card, bad func(int, string, ...any)) {
	if c.HP != f.HP {
		bad(at(n, "hp"), "HP %d; printed %d", c.HP, f.HP)
	}
	if got := typeStrings(c.Types); len(f.Types) > 0 && !slices.Equal(got, f.Types) {
		bad(at(n, "types"), "types %v; printed %v", got, f.Types)
	}
	// A BREAK card may leave out what the card below it gives (engine/README.md).
	skipBelow := c.Stage == engine.BreakStage && len(f.Weakness) == 0 && len(f.Resistance) == 0 && f.Retreat == 0
	if !skipBelow {
		var w []cardfacts.Weak
		for _, x := range c.Weakness {
			w = append(w, cardfacts.Weak{Type: x.Type.String(), Times: x.Mult, Plus: x.Plus})
		}
		if !slices.Equal(w, f.Weakness) {
			bad(at(n, "weakness"), "Weakness %v; printed %v", w, f.Weakness)
		}
		var r []cardfacts.Resist
		for _, x := range c.Resistance {
			r = append(r, cardfacts.Resist{Type: x.Type.String(), Minus: x.Minus})
		}
		if !slices.Equal(r, f.Resistance) {
			bad(at(n, "resistance"), "Resistance %v; printed %v", r, f.Resistance)
		}
		if c.RetreatCost != f.Retreat {
			bad(at(n, "retreat"), "Retreat Cost %d; printed %d", c.RetreatCost, f.Retreat)
		}
	}
	for i, a := range c.Attacks {
		line := item(n, "attacks", i).Line
		j := slices.IndexFunc(f.Attacks, func(fa cardfacts.Attack) bool { return fa.Name == a.Name })
		if j < 0 {
			bad(line, "attack %q is not printed on the card (printed: %s)", a.Name, attackNames(f))
			continue
		}
		fa := f.Attacks[j]
		if got := typeStrings(a.Cost); !slices.Equal(got, fa.Cost) {
			bad(line, "attack %s costs %v; printed %v", a.Name, got, fa.Cost)
		}
		got := (cardfacts.Attack{Damage: a.Damage, Suffix: a.Suffix}).PrintedDamage()
		if got != fa.PrintedDamage() {
			bad(line, "attack %s damage %q; printed %q", a.Name, got, fa.PrintedDamage())
		}
		if a.GX != fa.GX {
			bad(line, "attack %s gx %v; printed %v", a.Name, a.GX, fa.GX)
		}
	}
	for i, p := range c.Powers {
		line := item(n, "powers", i).Line
		j := slices.IndexFunc(f.Powers, func(fp cardfacts.Power) bool { return fp.Name == p.Name })
		if j < 0 {
			bad(line, "power %q is not printed on the card", p.Name)
			continue
		}
		if got := powerKindName(p.Kind); got != f.Powers[j].Kind {
			bad(line, "power %s is a %s; printed as %s", p.Name, got, f.Powers[j].Kind)
		}
	}
}

func attackNames(f *cardfacts.Card) string {
	var out []string
	for _, a := range f.Attacks {
		out = append(out, a.Name)
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

func typeStrings(ts []engine.Type) []string {
	var out []string
	for _, t := range ts {
		out = append(out, t.String())
	}
	return out
}

func categoryName(c engine.Category) string {
	return [...]string{"pokemon", "trainer", "energy"}[c]
}

func keyOf[T comparable](m map[string]T, v T) string {
	for k, x := range m {
		if x == v && k != "" && k != "none" {
			return k
		}
	}
	return ""
}

func stageName(s engine.Stage) string             { return keyOf(stageByName, s) }
func trainerKindName(k engine.TrainerKind) string { return keyOf(trainerByName, k) }
func powerKindName(k engine.PowerKind) string     { return keyOf(powerKindByName, k) }

// checkAllFacts checks every hand-written card against its printed facts, when there are
// facts: a card that is not an example must be a card of the covered sets, in the file of its
// set's era, and agree with what is printed.
func (cs *Cards) checkAllFacts(pl *problemList) {
	if cs.Sets == nil {
		return
	}
	facts := map[string]*cardfacts.Card{}
	for _, s := range cs.Sets {
		for i := range s.Cards {
			facts[s.Cards[i].ID] = &s.Cards[i]
		}
	}
	for _, e := range cs.Entries {
		n := e.node
		e.node = nil
		if e.Example {
			continue
		}
		f, ok := facts[e.Card.ID]
		if !ok {
			pl.add(e.File, at(n, "id"), "card id %q is not a card of the covered sets (%s); a made-up card needs example: true and an id starting with example-", e.Card.ID, strings.Join(cardfacts.Sets(), ", "))
			continue
		}
		if era := cardfacts.EraOf(f.Set); era != e.Era {
			pl.add(e.File, at(n, "id"), "%s is a card of set %s, era %s: it belongs in cards/%s.yaml", e.Card.ID, f.Set, era, era)
		}
		checkFacts(e.File, n, e.Card, f, pl)
	}
}

// omittedOf keeps what the card file says is missing, by attack or power name.
func omittedOf(raws []rawOmitted) map[string]string {
	if len(raws) == 0 {
		return nil
	}
	m := map[string]string{}
	for _, o := range raws {
		m[o.Name] = strings.TrimSpace(o.Why)
	}
	return m
}

func factsByID(sets []*cardfacts.Set) map[string]*cardfacts.Card {
	m := map[string]*cardfacts.Card{}
	for _, s := range sets {
		for i := range s.Cards {
			m[s.Cards[i].ID] = &s.Cards[i]
		}
	}
	return m
}

// fillFromFacts completes a short card entry, one that gives no category, from the card's
// printed facts: its name, kind, numbers and marks, and each attack's cost and damage. The
// entry itself says what the card does: attacks by name with their ops, powers by name with
// their use, a Trainer's play and mods, an Energy's provides. A printed attack with no text is
// added as it is printed; one with text that the entry does not name stays unwritten (the
// catalogue lists it as missing). It reports false, with a problem, when the entry names an
// attack or power the card does not print, or repeats a fact.
func fillFromFacts(file string, n *yaml.Node, r *rawCard, f *cardfacts.Card, pl *problemList) bool {
	ok := true
	for _, key := range []string{"name", "stage", "evolves_from", "hp", "types", "weakness", "resistance", "retreat", "tags", "trainer", "basic", "legend_half", "printed_rules"} {
		// A Fossil Trainer card's type is printed in its rule, not as a fact: the entry gives it.
		if key == "types" && f.Category == "trainer" && f.HP > 0 && len(f.Types) == 0 {
			continue
		}
		if child(n, key) != nil {
			pl.add(file, at(n, key), "%s (%s): a short entry (no category) takes %s from the printed facts; give category to write the facts out in full", f.Name, f.ID, key)
			ok = false
		}
	}
	r.Name, r.Category, r.Stage, r.EvolvesFrom, r.HP = f.Name, f.Category, f.Stage, f.EvolvesFrom, f.HP
	if len(f.Types) > 0 || f.Category != "trainer" {
		r.Types = f.Types
	}
	r.Retreat, r.LegendHalf, r.Trainer, r.PrintedRules = f.Retreat, f.LegendHalf, f.Trainer, f.PrintedRules
	r.Weakness, r.Resistance = nil, nil
	for _, w := range f.Weakness {
		r.Weakness = append(r.Weakness, rawWeak{Type: w.Type, Times: w.Times, Plus: w.Plus})
	}
	for _, x := range f.Resistance {
		r.Resistance = append(r.Resistance, rawResist{Type: x.Type, Minus: x.Minus})
	}
	r.Tags = nil
	tags := tagsOf(f)
	for name, t := range tagByName {
		if tags&t != 0 {
			r.Tags = append(r.Tags, name)
		}
	}
	slices.Sort(r.Tags)
	if f.Category == "energy" {
		r.Basic = len(f.Provides) > 0
		if r.Basic {
			r.Provides = f.Provides
		}
	}
	if f.Category == "trainer" && f.HP > 0 {
		r.PlaysAsBasic = true
	}
	// The entry's attacks (in its order, so each keeps its line), completed with cost and
	// damage, then the printed attacks with no text that it neither names nor lists as omitted.
	named := map[string]bool{}
	for i := range r.Attacks {
		a := &r.Attacks[i]
		j := slices.IndexFunc(f.Attacks, func(fa cardfacts.Attack) bool { return fa.Name == a.Name })
		if j < 0 {
			pl.add(file, item(n, "attacks", i).Line, "%s (%s): attack %q is not printed on the card (printed: %s)", f.Name, f.ID, a.Name, attackNames(f))
			ok = false
			continue
		}
		if len(a.Cost) > 0 || a.Damage != 0 || a.Suffix != "" || a.GX {
			pl.add(file, item(n, "attacks", i).Line, "%s (%s): attack %s takes its cost and damage from the printed facts in a short entry", f.Name, f.ID, a.Name)
			ok = false
		}
		fa := f.Attacks[j]
		a.Cost, a.Damage, a.Suffix, a.GX = fa.Cost, fa.Damage, fa.Suffix, fa.GX
		named[a.Name] = true
	}
	for _, o := range r.Omitted {
		named[o.Name] = true // listed as not written: not filled in from the facts either
	}
	for _, fa := range f.Attacks {
		if !named[fa.Name] && !fa.Effect {
			r.Attacks = append(r.Attacks, rawAttack{Name: fa.Name, Cost: fa.Cost, Damage: fa.Damage, Suffix: fa.Suffix, GX: fa.GX})
		}
	}
	for i := range r.Powers {
		j := slices.IndexFunc(f.Powers, func(fp cardfacts.Power) bool { return fp.Name == r.Powers[i].Name })
		if j < 0 {
			pl.add(file, item(n, "powers", i).Line, "%s (%s): power %q is not printed on the card", f.Name, f.ID, r.Powers[i].Name)
			ok = false
			continue
		}
		if r.Powers[i].Kind == "" {
			r.Powers[i].Kind = f.Powers[j].Kind
		}
	}
	return ok
}

// printedOf reads the rules a card prints for itself from its facts.
func printedOf(f *cardfacts.Card) engine.PrintedRule {
	var pr engine.PrintedRule
	for _, name := range f.PrintedRules {
		r, _ := engine.ParsePrintedRule(name)
		pr |= r
	}
	return pr
}
