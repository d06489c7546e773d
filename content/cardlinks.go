package content

import (
	"fmt"
	"io/fs"
	"net/url"
	"slices"
	"strings"

	"github.com/rulesd/rulesd/content/cardfacts"
)

// CardName is a name the cards of an era print, and the page a mention of it links to: the
// card's own page when one card of the era has the name, else the era's card list filtered
// by it.
type CardName struct {
	Name string
	URL  string
}

// CardNames lists, per era, the card names that rule text, rulings and worked examples link:
// every Pokémon's name and every Trainer or Special Energy name of two words or more. A
// one-word Trainer name ("Switch", "Potion") is an ordinary word at the start of a sentence,
// and a basic Energy's name ("Metal Energy", which the hgss era also prints on a Special
// Energy) is about the basic card; neither is linked. Reprints and the second half of a
// LEGEND are the same card as the first printing: a name they share links that one.
func CardNames(sets []*cardfacts.Set) map[string][]CardName {
	ids := map[string]map[string][]string{} // era → name → ids
	for _, s := range sets {
		if ids[s.Era] == nil {
			ids[s.Era] = map[string][]string{}
		}
		for _, c := range s.Cards {
			if !linkable(&c) || c.ReprintOf != "" || c.LegendHalf == 2 {
				continue
			}
			ids[s.Era][c.Name] = append(ids[s.Era][c.Name], c.ID)
		}
	}
	out := map[string][]CardName{}
	for era, byName := range ids {
		for name, cards := range byName {
			u := "/cards/" + cards[0]
			if len(cards) > 1 {
				u = "/cards?era=" + era + "&q=" + url.QueryEscape(name)
			}
			out[era] = append(out[era], CardName{Name: name, URL: u})
		}
		slices.SortFunc(out[era], func(a, b CardName) int { return strings.Compare(a.Name, b.Name) })
	}
	return out
}

func linkable(c *cardfacts.Card) bool {
	switch {
	case c.Category == "pokemon":
		return true
	case c.Category == "energy" && basicEnergyName(c.Name):
		return false
	}
	return strings.Contains(strings.TrimSpace(c.Name), " ")
}

// basicEnergyName reports whether name is a basic Energy card's: a type, then "Energy".
func basicEnergyName(name string) bool {
	t, ok := strings.CutSuffix(name, " Energy")
	return ok && slices.Contains([]string{"Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness", "Metal", "Fairy"}, t)
}

// CardIndex is what the corpus knows of the cards: per era, the names that rule text and
// rulings link, and every card's name by id (rulings name the cards they are about by id).
type CardIndex struct {
	Names map[string][]CardName
	ByID  map[string]string
}

// NewCardIndex indexes the cards of sets.
func NewCardIndex(sets []*cardfacts.Set) *CardIndex {
	ix := &CardIndex{Names: CardNames(sets), ByID: map[string]string{}}
	for _, s := range sets {
		for _, c := range s.Cards {
			ix.ByID[c.ID] = c.Name
		}
	}
	return ix
}

// loadCardIndex reads the cards of the generated facts in fsys, if it has any.
func loadCardIndex(fsys fs.FS) (*CardIndex, error) {
	sets, err := loadFacts(fsys)
	if err != nil {
		return nil, fmt.Errorf("card names: %w", err)
	}
	return NewCardIndex(sets), nil
}

// cardLinker links each card name once per page, written exactly as printed.
func cardLinker(names []CardName) *linker {
	if len(names) == 0 {
		return nil
	}
	all := make([]phrase, 0, len(names))
	for _, n := range names {
		all = append(all, phrase{lower: strings.ToLower(n.Name), exact: n.Name, url: n.URL, key: "card " + n.URL, class: "card"})
	}
	return newLinker(all)
}

// TextPart is a piece of plain text; a link to URL when URL is set.
type TextPart struct {
	Text string `json:"text"`
	URL  string `json:"url,omitempty"`
}

// LinkCardNames splits plain text (a worked example's summary, an event) around the names of
// the era's cards it mentions, each linked once, as rule pages link them.
func (c *Corpus) LinkCardNames(era, s string) []TextPart {
	return c.cardLinkers[era].split(s)
}

// split cuts s around the phrases it finds, each once.
func (l *linker) split(s string) []TextPart {
	var out []TextPart
	linked := map[string]bool{}
	for l != nil && s != "" {
		lower := strings.ToLower(s)
		p, at, ok := l.find(s, lower, linked)
		if !ok {
			break
		}
		end := phraseEnd(lower, at, p)
		linked[p.key] = true
		if at > 0 {
			out = append(out, TextPart{Text: s[:at]})
		}
		out = append(out, TextPart{Text: s[at:end], URL: p.url})
		s = s[end:]
	}
	if s != "" {
		out = append(out, TextPart{Text: s})
	}
	return out
}
