package content

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"

	"github.com/rulesd/rulesd/content/cardfacts"
	"github.com/rulesd/rulesd/engine"
)

// Catalog is every card of the covered sets: its printed facts (generated, cards/facts) and
// the engine card that plays it. A card with a hand-written entry (cards/<era>.yaml) plays as
// written there; any other card plays from its facts alone, which is all of it when none of its
// attacks has printed text and it has no power, Trainer or Energy effect. Whatever is not
// written is on the engine card with Missing set, so the engine refuses it, and is listed in
// the card's Missing.
type Catalog struct {
	Sets  []*cardfacts.Set
	Cards []*CatalogCard // by set (release order), then number
	byID  map[string]*CatalogCard
	hand  *Cards

	namesOnce sync.Once
	names     map[string][]*CatalogCard // see nameIndex
}

// CatalogCard is one card of the covered sets.
type CatalogCard struct {
	Facts   *cardfacts.Card
	Set     *cardfacts.Set
	Era     string
	Card    *engine.Card    // what the engine plays
	Written *CardEntry      // the hand-written entry; nil when the card plays from its facts
	Missing []MissingEffect // what the engine cannot do yet; empty when fully playable
}

// Playable reports whether every attack, power, Trainer and Energy effect of the card runs.
func (c *CatalogCard) Playable() bool { return len(c.Missing) == 0 }

// MissingEffect is one effect of a card that is not written as engine primitives.
type MissingEffect struct {
	Effect string `json:"effect"` // "attack Crisis Vine", "Ability Feather Arrow", "Item effect"
	Why    string `json:"why,omitempty"`
}

func (m MissingEffect) String() string {
	if m.Why == "" {
		return m.Effect
	}
	return m.Effect + " (" + m.Why + ")"
}

// notWritten is what Missing says of an effect nobody has written primitives for yet.
const notWritten = "not yet written as engine primitives"

// LoadEmbeddedCatalog loads the shipped facts and card files, once per process; the
// catalogue is shared and must not be changed.
func LoadEmbeddedCatalog() (*Catalog, error) { return embeddedCatalog() }

var embeddedCatalog = sync.OnceValues(func() (*Catalog, error) {
	hand, err := LoadEmbeddedCards()
	if err != nil {
		return nil, err
	}
	if hand.Sets == nil {
		return nil, fmt.Errorf("load catalog: no generated facts in %s (run go generate ./content/)", factsDir)
	}
	return NewCatalog(hand), nil
})

// LoadCatalog loads cards/facts and cards/<era>.yaml from fsys and joins them.
func LoadCatalog(fsys fs.FS) (*Catalog, error) {
	hand, err := LoadCards(fsys)
	if err != nil {
		return nil, err
	}
	if hand.Sets == nil {
		return nil, fmt.Errorf("load catalog: no generated facts in %s (run go generate ./content/)", factsDir)
	}
	return NewCatalog(hand), nil
}

// NewCatalog joins the generated facts that hand carries with its hand-written entries.
func NewCatalog(hand *Cards) *Catalog {
	cat := &Catalog{Sets: hand.Sets, byID: map[string]*CatalogCard{}, hand: hand}
	for _, s := range hand.Sets {
		for i := range s.Cards {
			f := &s.Cards[i]
			cc := &CatalogCard{Facts: f, Set: s, Era: s.Era}
			if e, ok := writtenFor(hand, f); ok {
				cc.Written = e
				cc.Card = fromWritten(e, f)
			} else {
				cc.Card = fromFacts(f)
			}
			cc.Missing = missingOf(cc.Card)
			cat.Cards = append(cat.Cards, cc)
			cat.byID[f.ID] = cc
		}
	}
	fillCatalogBasicNames(cat)
	return cat
}

// writtenFor returns the hand-written entry a card plays by: its own, or for a reprint with
// none of its own, the first printing's.
func writtenFor(hand *Cards, f *cardfacts.Card) (*CardEntry, bool) {
	if e, ok := hand.Entry(f.ID); ok && !e.Example {
		return e, true
	}
	if f.ReprintOf == "" {
		return nil, false
	}
	if e, ok := hand.Entry(f.ReprintOf); ok && !e.Example {
		return e, true
	}
	return nil, false
}

// Get returns a card of the covered sets by id.
func (cat *Catalog) Get(id string) (*CatalogCard, bool) {
	c, ok := cat.byID[id]
	return c, ok
}

// Card returns the engine card with an id: a card of the covered sets, or a made-up card of
// the worked examples.
func (cat *Catalog) Card(id string) (*engine.Card, bool) {
	if c, ok := cat.byID[id]; ok {
		return c.Card, true
	}
	return cat.hand.Card(id)
}

// BasicEnergy returns a basic Energy card that provides the type (see Cards.BasicEnergy).
func (cat *Catalog) BasicEnergy(t engine.Type) (*engine.Card, bool) {
	c, ok := cat.hand.BasicEnergy(t)
	if !ok {
		return nil, false
	}
	if cc, in := cat.byID[c.ID]; in {
		return cc.Card, true // the catalogue's own copy: one card per printing, whoever asks
	}
	return c, true
}

// EraCards lists every card of the era's sets in set order, each with whether the engine plays
// all of it.
func (cat *Catalog) EraCards(era string) []EraCard {
	var out []EraCard
	for _, c := range cat.ForEra(era) {
		out = append(out, EraCard{Card: c.Card, Playable: c.Playable()})
	}
	return out
}

// Written returns the hand-written card files the catalogue was joined with.
func (cat *Catalog) Written() *Cards { return cat.hand }

// ForEra returns the cards of one era's sets, in order ("" for every card).
func (cat *Catalog) ForEra(era string) []*CatalogCard {
	if era == "" {
		return cat.Cards
	}
	var out []*CatalogCard
	for _, c := range cat.Cards {
		if c.Era == era {
			out = append(out, c)
		}
	}
	return out
}

// fromFacts builds the engine card of a card with no hand-written entry.
func fromFacts(f *cardfacts.Card) *engine.Card {
	c := &engine.Card{ID: f.ID, Name: f.Name, Tags: tagsOf(f), Printed: printedOf(f)}
	switch f.Category {
	case "pokemon":
		c.Category = engine.PokemonCard
		c.Stage = stageByName[f.Stage]
		c.EvolvesFrom = f.EvolvesFrom
		c.LegendHalf = f.LegendHalf
		numbersFromFacts(c, f)
		for _, fa := range f.Attacks {
			c.Attacks = append(c.Attacks, attackFromFacts(fa, ""))
		}
		for _, fp := range f.Powers {
			c.Powers = append(c.Powers, powerFromFacts(fp, ""))
		}
		if f.Effect {
			c.Missing = notWritten
		}
	case "trainer":
		c.Category = engine.TrainerCard
		c.Trainer = trainerByName[f.Trainer]
		if f.HP > 0 {
			// An Item with HP is played as a Basic Pokémon (a Fossil Trainer card).
			c.PlaysAsBasic = true
			numbersFromFacts(c, f)
		}
		c.Missing = notWritten
	case "energy":
		c.Category = engine.EnergyCard
		if len(f.Provides) > 0 {
			c.BasicEnergy = true
			for _, p := range f.Provides {
				t, _ := engine.ParseType(p)
				c.Provides = append(c.Provides, t)
			}
		} else {
			c.Provides = []engine.Type{engine.Colorless}
			c.Missing = notWritten
		}
	}
	return c
}

func numbersFromFacts(c *engine.Card, f *cardfacts.Card) {
	c.HP, c.RetreatCost = f.HP, f.Retreat
	for _, t := range f.Types {
		tt, _ := engine.ParseType(t)
		c.Types = append(c.Types, tt)
	}
	for _, w := range f.Weakness {
		tt, _ := engine.ParseType(w.Type)
		c.Weakness = append(c.Weakness, engine.Weakness{Type: tt, Mult: w.Times, Plus: w.Plus})
	}
	for _, r := range f.Resistance {
		tt, _ := engine.ParseType(r.Type)
		c.Resistance = append(c.Resistance, engine.Resistance{Type: tt, Minus: r.Minus})
	}
}

// attackFromFacts is a printed attack as the engine plays it from facts alone: its damage,
// and nothing more. An attack with printed text is missing its effect.
func attackFromFacts(fa cardfacts.Attack, why string) engine.Attack {
	a := engine.Attack{Name: fa.Name, Damage: fa.Damage, Suffix: fa.Suffix, GX: fa.GX, DamageTo: engine.WhoDefending}
	for _, t := range fa.Cost {
		tt, _ := engine.ParseType(t)
		a.Cost = append(a.Cost, tt)
	}
	if fa.Effect || why != "" {
		a.Missing = cmpOr(why, notWritten)
	}
	return a
}

// powerFromFacts is a printed power whose effect is not written. A Poké-Power is used by its
// player; a Poké-Body or Ability may be always on, so the engine keeps such a Pokémon out of
// play until its power is written.
func powerFromFacts(fp cardfacts.Power, why string) engine.Power {
	p := engine.Power{Name: fp.Name, Kind: powerKindByName[fp.Kind], Use: engine.UsePassive, Missing: cmpOr(why, notWritten)}
	if p.Kind == engine.PokePower {
		p.Use = engine.UseActivated
	}
	return p
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// fromWritten is a hand-written card with the printed attacks and powers it leaves out added,
// after its own, as missing (with the file's reason when it lists them under omitted).
func fromWritten(e *CardEntry, f *cardfacts.Card) *engine.Card {
	c := *e.Card
	c.ID = f.ID // a reprint plays by the first printing's entry under its own id
	c.Attacks = slices.Clone(c.Attacks)
	c.Powers = slices.Clone(c.Powers)
	for _, fa := range f.Attacks {
		if !slices.ContainsFunc(c.Attacks, func(a engine.Attack) bool { return a.Name == fa.Name }) {
			c.Attacks = append(c.Attacks, attackFromFacts(fa, cmpOr(e.omitted[fa.Name], notWritten)))
		}
	}
	for _, fp := range f.Powers {
		if !slices.ContainsFunc(c.Powers, func(p engine.Power) bool { return p.Name == fp.Name }) {
			c.Powers = append(c.Powers, powerFromFacts(fp, e.omitted[fp.Name]))
		}
	}
	// In printed order, as the card page lists them.
	printed := func(name string) int {
		return slices.IndexFunc(f.Attacks, func(fa cardfacts.Attack) bool { return fa.Name == name })
	}
	slices.SortStableFunc(c.Attacks, func(a, b engine.Attack) int { return printed(a.Name) - printed(b.Name) })
	return &c
}

// missingOf lists what the engine card cannot do.
func missingOf(c *engine.Card) []MissingEffect {
	var out []MissingEffect
	for _, a := range c.Attacks {
		if a.Missing != "" {
			out = append(out, MissingEffect{Effect: "attack " + a.Name, Why: a.Missing})
		}
	}
	for _, p := range c.Powers {
		if p.Missing != "" {
			out = append(out, MissingEffect{Effect: p.Kind.String() + " " + p.Name, Why: p.Missing})
		}
	}
	if c.Missing != "" {
		what := "rule of its own"
		switch c.Category {
		case engine.TrainerCard:
			what = c.Trainer.String() + " effect"
		case engine.EnergyCard:
			what = "Special Energy effect"
		}
		out = append(out, MissingEffect{Effect: what, Why: c.Missing})
	}
	return out
}

// Coverage says how many cards are fully playable, per set and in all, and what the others
// miss. Its JSON is what `rulesd cards coverage --json` prints.
type Coverage struct {
	Total    int           `json:"total"`
	Playable int           `json:"playable"`
	Sets     []SetCoverage `json:"sets"`
}

// SetCoverage is one set's coverage.
type SetCoverage struct {
	Set      string        `json:"set"`
	Era      string        `json:"era"`
	Total    int           `json:"total"`
	Playable int           `json:"playable"`
	Missing  []MissingCard `json:"missing"`
}

// MissingCard is a card that is not fully playable, and what it misses.
type MissingCard struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	What string `json:"what"`
}

// Coverage counts the cards of one era's sets ("" for all).
func (cat *Catalog) Coverage(era string) Coverage {
	var cov Coverage
	for _, s := range cat.Sets {
		if era != "" && s.Era != era {
			continue
		}
		sc := SetCoverage{Set: s.ID, Era: s.Era, Missing: []MissingCard{}}
		for _, c := range cat.Cards {
			if c.Set != s {
				continue
			}
			sc.Total++
			if c.Playable() {
				sc.Playable++
				continue
			}
			var what []string
			for _, m := range c.Missing {
				what = append(what, m.String())
			}
			sc.Missing = append(sc.Missing, MissingCard{ID: c.Facts.ID, Name: c.Facts.Name, What: strings.Join(what, "; ")})
		}
		cov.Total += sc.Total
		cov.Playable += sc.Playable
		cov.Sets = append(cov.Sets, sc)
	}
	return cov
}

// FoldName is a card name, or words typed for one, in lower case with é as e and its words
// single-spaced, so "pokemon  catcher" names Pokémon Catcher.
func FoldName(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(strings.ToLower(s), "é", "e")), " ")
}

// Find returns the cards a user's words name, in era ("" for all): the card with that id, or
// else the cards with that name (any case, é typed as e or not), or else the cards whose name
// contains the words.
func (cat *Catalog) Find(q, era string) []*CatalogCard {
	q = strings.TrimSpace(q)
	for _, c := range cat.Cards {
		if strings.EqualFold(c.Facts.ID, q) && (era == "" || c.Era == era) {
			return []*CatalogCard{c}
		}
	}
	var exact, part []*CatalogCard
	lq := FoldName(q)
	for _, c := range cat.ForEra(era) {
		n := FoldName(c.Facts.Name)
		switch {
		case n == lq:
			exact = append(exact, c)
		case lq != "" && strings.Contains(n, lq):
			part = append(part, c)
		}
	}
	if len(exact) > 0 {
		return exact
	}
	return part
}
