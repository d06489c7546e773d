package index

import (
	"cmp"
	"fmt"
	"log/slog"
	"slices"
	"strconv"
	"strings"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
)

// KindCard is a card of the covered sets: one document per card, found by its name (typos
// included), its set-number id ("xy1-2"), its attacks' and powers' names and its printed
// facts ("tropius weakness").
const KindCard = "card"

// BuildWithCards is Build with every card of the catalogue indexed too (kind card, with a set
// facet). cat may be nil.
func BuildWithCards(log *slog.Logger, c *content.Corpus, books []*rulebook.Rulebook, cat *content.Catalog, examples ...Example) (*Index, error) {
	return buildAll(log, c, books, cat, examples)
}

func setIDs(cat *content.Catalog) []string {
	if cat == nil {
		return nil
	}
	var out []string
	for _, s := range cat.Sets {
		out = append(out, s.ID)
	}
	return out
}

// cardDocuments makes one document per card. Its title is the card's name; its aliases the
// id in the forms people type ("xy1-2", "xy1 2"); its text the names of its attacks and
// powers. The line of facts a hit shows is kept beside the index. The card's printed text is not indexed: rulesd does
// not hold it.
func cardDocuments(cat *content.Catalog) []*document {
	if cat == nil {
		return nil
	}
	docs := make([]*document, 0, len(cat.Cards))
	for _, cc := range cat.Cards {
		f := cc.Facts
		e := &entry{
			hit: Hit{Kind: KindCard, Era: cc.Era, Eras: []string{cc.Era}, Title: f.Name, URL: content.CardURL(f.ID),
				Set: f.Set, SetName: cc.Set.Name, Number: f.Number, Types: f.Types, HP: f.HP, CardKind: cardKind(cc)},
			title: f.Name,
		}
		for _, a := range f.Attacks {
			e.body = append(e.body, "Attack: "+a.Name)
			e.moves = append(e.moves, a.Name)
		}
		for _, p := range cc.Card.Powers {
			e.body = append(e.body, p.Kind.String()+": "+p.Name)
			e.moves = append(e.moves, p.Name)
		}
		for _, m := range f.Marks {
			e.marks = append(e.marks, queryWords(m)...)
		}
		aliases := []string{f.ID, f.Set + " " + f.Number}
		d := newDocument("card:"+f.ID, e, aliases)
		// The facts line is shown, not indexed: words such as "Retreat Cost" or "HP" on every
		// one of 965 cards would make them common and sink the rule pages that explain them.
		e.summary = CardLine(cc)
		// What the card does first, in rulesd's words, so a hit says more than its kind.
		if fe := content.FirstEffect(cc); fe != "" {
			e.summary += " — " + ClipWords(fe, maxCardEffect)
		}
		docs = append(docs, d)
	}
	return docs
}

// maxCardEffect bounds the effect line a card hit shows, in characters.
const maxCardEffect = 160

// ClipWords shortens s to at most n characters at a word boundary, with an ellipsis.
func ClipWords(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	if n <= 1 {
		return ""
	}
	out := string(r[:n-1])
	if i := strings.LastIndexByte(out, ' '); i > 0 {
		out = out[:i]
	}
	return strings.TrimRight(out, " ,;:") + "…"
}

// cardKind is a card's kind in a few words: "Stage 1 Pokémon", "Supporter", "Special Energy".
func cardKind(cc *content.CatalogCard) string {
	f := cc.Facts
	switch f.Category {
	case "pokemon":
		return cc.Card.Stage.String() + " Pokémon"
	case "trainer":
		return cc.Card.Trainer.String()
	}
	if len(f.Provides) > 0 {
		return "Basic Energy"
	}
	return "Special Energy"
}

// CardLine is the one line of facts a card hit shows: set, kind, type, HP, Weakness,
// Resistance and Retreat Cost.
func CardLine(cc *content.CatalogCard) string {
	f := cc.Facts
	kind := cardKind(cc)
	parts := []string{fmt.Sprintf("%s #%s", cc.Set.Name, f.Number), kind}
	for _, m := range f.Marks {
		if m != kind {
			parts = append(parts, m)
		}
	}
	if f.Category == "pokemon" {
		parts = append(parts, strings.Join(f.Types, "/")+" type", fmt.Sprintf("HP %d", f.HP))
		if f.EvolvesFrom != "" {
			parts = append(parts, "evolves from "+f.EvolvesFrom)
		}
		var w []string
		for _, x := range f.Weakness {
			if x.Times > 0 {
				w = append(w, fmt.Sprintf("%s ×%d", x.Type, x.Times))
			} else {
				w = append(w, fmt.Sprintf("%s +%d", x.Type, x.Plus))
			}
		}
		if len(w) > 0 {
			parts = append(parts, "Weakness "+strings.Join(w, ", "))
		}
		var r []string
		for _, x := range f.Resistance {
			r = append(r, fmt.Sprintf("%s -%d", x.Type, x.Minus))
		}
		if len(r) > 0 {
			parts = append(parts, "Resistance "+strings.Join(r, ", "))
		}
		parts = append(parts, fmt.Sprintf("Retreat Cost %d", f.Retreat))
	}
	if !cc.Playable() {
		parts = append(parts, "not fully playable yet")
	}
	return strings.Join(parts, " · ")
}

// cardIDsOf maps each card's id, in lower case, to its entry.
func cardIDsOf(entries map[string]*entry) map[string]*entry {
	out := map[string]*entry{}
	for id, e := range entries {
		if e.hit.Kind == KindCard {
			out[strings.ToLower(strings.TrimPrefix(id, "card:"))] = e
		}
	}
	return out
}

// cardMovesOf maps the name of each attack and power, as query words, to the cards that have
// it, in catalogue order.
func (ix *Index) cardMovesOf() map[string][]*entry {
	out := map[string][]*entry{}
	for _, es := range ix.cardNames {
		for _, e := range es {
			for _, m := range e.moves {
				k := strings.Join(nameWords(m), " ")
				if !slices.Contains(out[k], e) {
					out[k] = append(out[k], e)
				}
			}
		}
	}
	for _, es := range out {
		ix.sortCards(es)
	}
	return out
}

// cardNamesOf maps each card's name, as query words (nameWords), to its entries in catalogue
// order (several printings share a name): by set, then by number.
func (ix *Index) cardNamesOf() map[string][]*entry {
	out := map[string][]*entry{}
	for _, e := range ix.cardIDs {
		k := strings.Join(nameWords(e.hit.Title), " ")
		out[k] = append(out[k], e)
	}
	for _, es := range out {
		ix.sortCards(es)
	}
	return out
}

// sortCards puts cards in catalogue order: by set, then by number.
func (ix *Index) sortCards(es []*entry) {
	slices.SortFunc(es, func(a, b *entry) int {
		if d := ix.setPos(a) - ix.setPos(b); d != 0 {
			return d
		}
		na, _ := strconv.Atoi(a.hit.Number)
		nb, _ := strconv.Atoi(b.hit.Number)
		return cmp.Or(na-nb, strings.Compare(a.hit.ID, b.hit.ID))
	})
}

// factWords are the printed facts a judge asks about a card by name: "tropius weakness",
// "m venusaur-ex retreat cost"; and the words that say what the name is: "hard charm card",
// "typhlosion prime".
var factWords = map[string]bool{"weakness": true, "resistance": true, "retreat": true, "cost": true,
	"hp": true, "type": true, "stage": true, "evolves": true, "from": true,
	"card": true, "prime": true, "weak": true, "resist": true}

// namedCards returns the cards the words of a query name whole, followed by printed facts
// only ("tropius weakness"; a mark, "typhlosion prime", or words of a set's name, "snorlax …
// starter set", pick the printings that have them), or asked about in words that say nothing
// more ("what does muscle band do"); else, said the same way, the cards with the attack or
// power it names ("feather arrow"). A name of one word alone that is also a word of the rules
// is left to the ranking: "switch" may be asking for the rule.
func (ix *Index) namedCards(typed []string) []*entry {
	var words []string
	for _, w := range typed {
		if !ix.stop[w] {
			words = append(words, strings.ReplaceAll(w, "'", ""))
		}
	}
	n := len(words)
	for n > 0 && (factWords[words[n-1]] || ix.setWords[words[n-1]]) {
		n--
	}
	if n == 0 {
		return nil
	}
	name := strings.Join(words[:n], " ")
	cards := ix.cardNames[name]
	if len(cards) == 0 {
		cards = ix.cardMoves[name]
	}
	if len(cards) == 0 {
		return nil
	}
	if n == len(words) && n == 1 {
		for _, tok := range ix.analyze(name) {
			if ix.ruleVocab[string(tok.Term)] {
				return nil
			}
		}
	}
	// A mark ("prime") or words of a set's name ("starter set") after the name pick the
	// printings that have them.
	for _, w := range words[n:] {
		picked := slices.DeleteFunc(slices.Clone(cards), func(e *entry) bool {
			return !slices.Contains(e.marks, w) && !slices.Contains(nameWords(e.hit.SetName), w)
		})
		if len(picked) > 0 {
			cards = picked
		}
	}
	return cards
}

// setWordsOf is every word of the names of the indexed cards' sets, as query words.
func (ix *Index) setWordsOf() map[string]bool {
	out := map[string]bool{}
	for _, e := range ix.cardIDs {
		for _, w := range nameWords(e.hit.SetName) {
			out[w] = true
		}
	}
	return out
}

// setPos is the position of a card document's set in the index's sets (-1: not a card).
func (ix *Index) setPos(e *entry) int { return slices.Index(ix.sets, e.hit.Set) }

// pinCard puts the card a query names by its set-number id ("xy1-2", "XY1 2") first among the
// hits. The analyser splits an id into the set and the number, and a number alone matches
// many cards ("Retreat Cost 2"), so the id is looked up whole. A query that is a card's name
// and the facts asked about it ("tropius weakness") puts the cards of that name first: worked
// examples that mention the card and explain Weakness would otherwise rank above the card,
// whose facts are shown but not indexed.
func (ix *Index) pinCard(q Query, typed []string, c *collection) {
	var pin []*entry
	if e, ok := ix.cardIDs[strings.ToLower(strings.Join(strings.Fields(q.Text), "-"))]; ok {
		pin = []*entry{e}
	} else {
		pin = ix.namedCards(typed)
	}
	pin = slices.DeleteFunc(slices.Clone(pin), func(e *entry) bool { return !c.passes(e) })
	if len(pin) == 0 {
		return
	}
	top := 0.0
	if len(c.top) > 0 {
		top = c.top[0].score
	}
	c.top = slices.DeleteFunc(c.top, func(s scored) bool { return slices.Contains(pin, s.e) })
	for i, e := range pin {
		c.top = slices.Insert(c.top, i, scored{e, top + float64(len(pin)-i)})
	}
	if len(c.top) > c.limit {
		c.top = c.top[:c.limit]
	}
}
