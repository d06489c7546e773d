package handlers

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/engine"
	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/scenarios"
	"github.com/rulesd/rulesd/views"
)

// The builder reads cards as a player names them: "Tauros-GX", "tauros gx", "Tauros-GX
// (sm1-144)" or "sm1-144". Printings of the era that play alike (a reprint, a full-art or
// secret-rare version) are one card: a name they share stands for the first of them. Where
// same-name printings play differently, the player is offered each with what differs, and a
// name the era does not have gets the closest names it does.

// maxNameLen bounds what one card's name may be, so matching what was typed stays cheap.
const maxNameLen = 100

// maxChoices bounds the cards offered beside one field.
const maxChoices = 5

// cardNames is one era's cards by the names a player types.
type cardNames struct {
	era   string
	cards scenarios.CardSource
	inEra map[string]bool
	byKey map[string][]*engine.Card // nameKey → the era's first printings with that name
	// entries are the first printings in the era's order, with the builder lists each belongs
	// to (none when the engine cannot play all of it), for the closest names.
	entries []nameEntry
	basics  map[engine.Type]bool // the types of the era's basic Energy cards
}

type nameEntry struct {
	card  *engine.Card
	key   string
	lists []string
}

type namesKey struct {
	cards scenarios.CardSource
	era   string
}

// namesCache holds each era's names once per card source: the cards never change while the
// server runs, and there are three eras.
var namesCache sync.Map // namesKey → *cardNames

// namesOf returns the era's cards by name. era must be a known era.
func namesOf(cards scenarios.CardSource, era string) *cardNames {
	if _, ok := content.LookupEra(era); !ok {
		return &cardNames{era: era, cards: cards} // knows no card; not kept
	}
	k := namesKey{cards, era}
	if n, ok := namesCache.Load(k); ok {
		return n.(*cardNames)
	}
	n := &cardNames{era: era, cards: cards, inEra: map[string]bool{}, byKey: map[string][]*engine.Card{}, basics: map[engine.Type]bool{}}
	if l, ok := cards.(CardLister); ok {
		for _, e := range l.EraCards(era) {
			c := e.Card
			n.inEra[c.ID] = true
			if c.BasicEnergy && len(c.Provides) == 1 {
				n.basics[c.Provides[0]] = true
			}
			key := nameKey(c.Name)
			if slices.ContainsFunc(n.byKey[key], func(f *engine.Card) bool { return playAlike(f, c) }) {
				continue
			}
			n.byKey[key] = append(n.byKey[key], c)
			var lists []string
			if e.Playable {
				lists = builderListsOf(c)
			}
			n.entries = append(n.entries, nameEntry{card: c, key: key, lists: lists})
		}
	}
	got, _ := namesCache.LoadOrStore(k, n)
	return got.(*cardNames)
}

// playAlike reports whether two printings are the same card to the engine: everything but the
// set and number.
func playAlike(a, b *engine.Card) bool {
	x, y := *a, *b
	x.ID, y.ID = "", ""
	return reflect.DeepEqual(x, y)
}

// nameKey is a card's name, or what was typed for one, with case, accents, spaces and
// punctuation set aside: "Tauros GX" and "tauros-gx" are both "taurosgx".
func nameKey(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return -1
	}, content.FoldName(s))
}

// cardFind is what a typed name found: the card, or the problem and the cards that may have
// been meant.
type cardFind struct {
	card    *engine.Card
	problem string
	choices []views.Choice // Value: the text to put in the field; Title, Note: the card
}

// find reads one card as typed, preferring cards of the builder list (pokemon, energy, tools,
// stadiums, hand; "" for any) among same-name ones and for the closest names. suggest: look for
// the closest names when nothing is named so (it costs more than the rest).
func (n *cardNames) find(text, list string, suggest bool) cardFind {
	text = strings.TrimSpace(text)
	if len([]rune(text)) > maxNameLen {
		return cardFind{problem: fmt.Sprintf("%d characters: a card's name has at most %d", len([]rune(text)), maxNameLen)}
	}
	name, id := text, text
	if m := cardWithID.FindStringSubmatchIndex(text); m != nil {
		name, id = strings.TrimSpace(text[:m[0]]), text[m[2]:m[3]]
	}
	if c, ok := n.cards.Card(id); ok {
		if n.inEra[c.ID] {
			return cardFind{card: c}
		}
		f := cardFind{problem: fmt.Sprintf("%s is not a card of the %s era", cardLabel(c), views.EraName(n.era))}
		if same := n.named(nameKey(c.Name), list); len(same) > 1 {
			f.choices = n.offer(same)
		} else if len(same) == 1 {
			f.choices = []views.Choice{{Value: same[0].Name, Title: same[0].Name, Note: cardKind(same[0])}}
		} else if suggest {
			f.choices = n.closest(c.Name, list)
		}
		return f
	}
	key := nameKey(name)
	found := n.named(key, list)
	if len(found) == 0 && list == "energy" {
		found = n.named(key+"energy", list) // "Double Colorless" for Double Colorless Energy
	}
	switch len(found) {
	case 1:
		return cardFind{card: found[0]}
	case 0:
		f := cardFind{problem: fmt.Sprintf("no card of %s is named or numbered %q", views.EraName(n.era), text)}
		if suggest {
			f.choices = n.closest(name, list)
		}
		return f
	}
	return cardFind{problem: fmt.Sprintf("%d cards of %s named %s play differently: choose one", len(found), views.EraName(n.era), found[0].Name),
		choices: n.offer(found)}
}

// named returns the era's cards with the name key, those of the list alone when some are.
func (n *cardNames) named(key, list string) []*engine.Card {
	found := n.byKey[key]
	if list == "" || len(found) < 2 {
		return found
	}
	var of []*engine.Card
	for _, c := range found {
		if slices.Contains(builderListsOf(c), list) {
			of = append(of, c)
		}
	}
	if len(of) == 0 {
		return found
	}
	return of
}

// typed is how a choice writes a card: its name when no other card of the era plays
// differently under that name, else its name and number.
func (n *cardNames) typed(c *engine.Card) string {
	if len(n.byKey[nameKey(c.Name)]) == 1 {
		return c.Name
	}
	return cardLabel(c)
}

// offer lists same-name cards that play differently, each with what sets it apart from the
// others.
func (n *cardNames) offer(cs []*engine.Card) []views.Choice {
	facts := make([][]string, len(cs))
	for i, c := range cs {
		facts[i] = cardFacts(c)
	}
	var out []views.Choice
	for i, c := range cs[:min(len(cs), maxChoices)] {
		var differ []string
		for k, f := range facts[i] {
			if slices.ContainsFunc(facts, func(o []string) bool { return o[k] != f }) && f != "" {
				differ = append(differ, f)
			}
		}
		if len(differ) == 0 {
			differ = []string{"its attacks' effects differ"}
		}
		out = append(out, views.Choice{Value: cardLabel(c), Title: cardLabel(c), Note: strings.Join(differ, "; ")})
	}
	return out
}

// cardFacts are the facts a player tells printings apart by, each in a fixed place so the
// places can be compared ("" where the card has none).
func cardFacts(c *engine.Card) []string {
	kind := cardKind(c)
	var types, weak, res, attacks, powers []string
	for _, t := range c.Types {
		types = append(types, t.String())
	}
	for _, w := range c.Weakness {
		s := "Weakness " + w.Type.String()
		if w.Mult > 0 {
			s += " ×" + strconv.Itoa(w.Mult)
		}
		if w.Plus > 0 {
			s += " +" + strconv.Itoa(w.Plus)
		}
		weak = append(weak, s)
	}
	for _, r := range c.Resistance {
		res = append(res, "Resistance "+r.Type.String()+" −"+strconv.Itoa(r.Minus))
	}
	for _, a := range c.Attacks {
		s := a.Name
		if a.Damage > 0 {
			s += " " + strconv.Itoa(a.Damage) + a.Suffix
		}
		attacks = append(attacks, s)
	}
	for _, p := range c.Powers {
		powers = append(powers, p.Kind.String()+" "+p.Name)
	}
	retreat := ""
	if c.Category == engine.PokemonCard {
		retreat = "Retreat " + strconv.Itoa(c.RetreatCost)
	}
	missing := ""
	if len(partsMissing(c)) > 0 {
		missing = "not all of it plays yet"
	}
	join := func(prefix string, s []string) string {
		if len(s) == 0 {
			return ""
		}
		return prefix + strings.Join(s, ", ")
	}
	return []string{kind, join("", types), join("", weak), join("", res), retreat,
		join("attacks: ", attacks), join("", powers), missing}
}

// partsMissing lists what the engine cannot do of a card.
func partsMissing(c *engine.Card) []string {
	var out []string
	if c.Missing != "" {
		out = append(out, c.Missing)
	}
	for _, a := range c.Attacks {
		if a.Missing != "" {
			out = append(out, a.Name)
		}
	}
	for _, p := range c.Powers {
		if p.Missing != "" {
			out = append(out, p.Name)
		}
	}
	return out
}

// closest are the era's cards whose names come nearest what was typed: those that start with
// it, then those that hold it, then those a few letters away, in the builder's list.
func (n *cardNames) closest(typed, list string) []views.Choice {
	k := []rune(nameKey(typed))
	if len(k) == 0 {
		return nil
	}
	k = k[:min(len(k), 40)]
	ks := string(k)
	type near struct {
		c          *engine.Card
		rank, dist int
	}
	var found []near
	for _, e := range n.entries {
		if list != "" && !slices.Contains(e.lists, list) || list == "" && len(e.lists) == 0 {
			continue
		}
		switch {
		case len(k) >= 2 && strings.HasPrefix(e.key, ks):
			found = append(found, near{e.card, 0, len(e.key) - len(ks)})
		case len(k) >= 3 && strings.Contains(e.key, ks):
			found = append(found, near{e.card, 1, len(e.key) - len(ks)})
		default:
			// Letters away from the name, or from its start when a word is left off.
			ek := []rune(e.key)
			limit := max(1, len(k)/3)
			d := index.EditDistance(k, ek[:min(len(ek), 40)], limit)
			if len(k) >= 4 && len(ek) > len(k) {
				d = min(d, index.EditDistance(k, ek[:len(k)], limit)+1)
			}
			if d <= limit {
				found = append(found, near{e.card, 2, d})
			}
		}
	}
	slices.SortStableFunc(found, func(a, b near) int {
		if a.rank != b.rank {
			return a.rank - b.rank
		}
		return a.dist - b.dist
	})
	var out []views.Choice
	for _, f := range found[:min(len(found), maxChoices)] {
		out = append(out, views.Choice{Value: n.typed(f.c), Title: n.typed(f.c), Note: cardKind(f.c)})
	}
	return out
}

// --- Energy as a player types it ----------------------------------------------------------------

var (
	// "2 Fire", "2× Fire", "2x Fire"
	countFirst = regexp.MustCompile(`^(\d{1,3})\s*(?:[×x*]\s*)?(\D.*)$`)
	// "Fire ×2", "Fire x2", "Fire x 2"
	countLast = regexp.MustCompile(`^(.*\S)\s*[×x*]\s*(\d{1,3})$`)
	// Type names players use besides the printed ones.
	typeAliases = map[string]engine.Type{"dark": engine.Darkness, "steel": engine.Metal}
)

// energyPiece is one comma-separated part of what was typed for attached Energy: how many, and
// of what ("Fire", "Fire Fire", "Double Colorless Energy", "sm1-165").
type energyPiece struct {
	n    int
	what string
}

// splitEnergy reads one part's count: "2 Fire", "Fire ×2", or 1.
func splitEnergy(piece string) energyPiece {
	if m := countFirst.FindStringSubmatch(piece); m != nil {
		n, _ := strconv.Atoi(m[1])
		return energyPiece{n, strings.TrimSpace(m[2])}
	}
	if m := countLast.FindStringSubmatch(piece); m != nil {
		n, _ := strconv.Atoi(m[2])
		return energyPiece{n, strings.TrimSpace(m[1])}
	}
	return energyPiece{1, piece}
}

// energyTypes reads words that are all types ("Fire", "Fire Fire", "fire energy", "Dark"),
// each one Energy; ok is false when a word is not a type.
func energyTypes(what string) (types []engine.Type, ok bool) {
	for _, w := range strings.Fields(strings.ToLower(what)) {
		if w == "energy" || w == "energies" {
			continue
		}
		t, ok := typeAliases[w]
		if !ok {
			t, ok = engine.ParseType(strings.ToUpper(w[:1]) + w[1:])
		}
		if !ok || t == engine.AnyType {
			return nil, false
		}
		types = append(types, t)
	}
	return types, len(types) > 0
}

// basicOrder is the order in which a basic Energy stands in for Colorless.
var basicOrder = []engine.Type{engine.Grass, engine.Fire, engine.Water, engine.Lightning, engine.Psychic,
	engine.Fighting, engine.Darkness, engine.Metal, engine.Fairy}

// colorlessAs is the basic Energy that "Colorless" stands for on a Pokémon every attack of
// which costs Colorless Energy alone, so that the type cannot change what it can do: its own
// type's, or the era's first. ok is false for a Pokémon with a typed cost, with those types.
func (n *cardNames) colorlessAs(pk *engine.Card) (t engine.Type, typed []engine.Type, ok bool) {
	if pk != nil {
		for _, a := range pk.Attacks {
			for _, c := range a.Cost {
				if c != engine.Colorless && !slices.Contains(typed, c) {
					typed = append(typed, c)
				}
			}
		}
		if len(typed) > 0 {
			return 0, typed, false
		}
		for _, t := range pk.Types {
			if n.basics[t] {
				return t, nil, true
			}
		}
	}
	for _, t := range basicOrder {
		if n.basics[t] {
			return t, nil, true
		}
	}
	return 0, nil, false
}
