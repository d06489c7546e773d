package content

import (
	"strings"
	"unicode"
)

// maxNameWords is the most words a card name of the covered sets has ("Professor Elm's
// Training Method" is four).
const maxNameWords = 6

// nameIndex maps each card name, folded (FoldName), to its printings in catalogue order.
func (cat *Catalog) nameIndex() map[string][]*CatalogCard {
	cat.namesOnce.Do(func() {
		cat.names = map[string][]*CatalogCard{}
		for _, c := range cat.Cards {
			k := strings.Join(nameWords(c.Facts.Name), " ")
			cat.names[k] = append(cat.names[k], c)
		}
	})
	return cat.names
}

// NamedIn finds the card a question names: the longest run of its whole words that is a
// card's name, typed in any case and with or without é or a possessive ("Vulpix's"). It
// returns the printings of that name, in catalogue order, or nil.
//
// Some names are ordinary words of a question. A one-word Trainer name that is an ordinary
// word (ordinary reports it: "switch", "judge") counts only when it is the whole question or
// written with its capital, and a basic Energy's name ("Fire Energy") only when it is the
// whole question: "can I switch when Paralyzed" and "attach fire energy to the bench" are
// about the rules. ordinary may be nil.
func (cat *Catalog) NamedIn(text string, ordinary func(word string) bool) []*CatalogCard {
	names := cat.nameIndex()
	words := strings.Fields(text)
	folded := make([]string, len(words))
	for i, w := range words {
		words[i] = bareWord(w)
		folded[i] = FoldName(words[i])
	}
	for n := min(maxNameWords, len(words)); n > 0; n-- {
		for i := 0; i+n <= len(words); i++ {
			cards := names[strings.Join(folded[i:i+n], " ")]
			if len(cards) == 0 || !namedAsCard(cards[0], words[i:i+n], n == len(words), ordinary) {
				continue
			}
			return cards
		}
	}
	return nil
}

// bareWord is a typed word without the punctuation around it or a possessive ending.
func bareWord(w string) string {
	w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '◇' })
	return strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
}

// nameWords are a card name's words as NamedIn compares them.
func nameWords(name string) []string {
	ws := strings.Fields(name)
	for i, w := range ws {
		ws[i] = FoldName(bareWord(w))
	}
	return ws
}

// namedAsCard reports whether typed, the words that spell a card's name, name the card (see
// NamedIn); whole is set when they are the whole question.
func namedAsCard(c *CatalogCard, typed []string, whole bool, ordinary func(string) bool) bool {
	f := c.Facts
	switch {
	case whole:
		return true
	case f.Category == "energy" && basicEnergyName(f.Name):
		return false
	case f.Category == "trainer" && len(typed) == 1 && ordinary != nil && ordinary(FoldName(typed[0])):
		r := []rune(typed[0])
		return len(r) > 0 && unicode.IsUpper(r[0])
	}
	return true
}

// FirstEffect is the first thing a card does, in rulesd's words, as one line: an attack or
// power with its name ("Mad Bull-GX (Colorless, Colorless), 30×: …"), or a Trainer's or
// Special Energy's effect (a basic Energy: the type it provides). It is empty when nothing
// of the card is written.
func FirstEffect(cc *CatalogCard) string {
	for _, e := range Describe(cc.Card) {
		text := e.Text
		if text == "" {
			text = e.Missing
		}
		if text == "" {
			continue
		}
		if e.Name == "" {
			return text
		}
		head := e.Name
		if e.Kind != "attack" {
			head = e.Kind + " " + e.Name
		}
		if e.Cost != "" {
			head += " (" + e.Cost + ")"
		}
		if e.Damage != "" {
			head += ", " + e.Damage
		}
		return head + ": " + text
	}
	return ""
}
