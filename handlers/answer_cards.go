package handlers

import (
	"slices"
	"strings"
	"unicode"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/views"
)

// A question that names a card ("rare candy", "can I play Shauna on my first turn") is
// answered with the card: with the ruling about the card that matches the rest of the
// question, or else with the card itself, what it is and what it does first.

// cardAnswer answers q when it names a card; nil when it names none (or the site has no
// cards). hits are the search's hits for q, best first: among rulings about the card that
// match the rest of the question equally, the one ranked first wins.
func (s *site) cardAnswer(q, era, base string, hits []index.Hit) *Answer {
	if s.cards == nil {
		return nil
	}
	cat, err := s.cards.catalog()
	if err != nil {
		return nil
	}
	printings := cat.NamedIn(q, s.ordinaryWord)
	if len(printings) == 0 {
		return nil
	}
	in := printings
	if era != "" {
		in = slices.DeleteFunc(slices.Clone(printings), func(c *content.CatalogCard) bool { return c.Era != era })
	}
	rest := questionWords(q, printings[0].Facts.Name)
	if len(in) > 0 && len(rest) > 0 {
		if r := s.rulingFor(in[0], era, rest, hits); r != nil {
			a := &Answer{Kind: index.KindRuling, Title: r.Question, Eras: slices.Clone(r.Eras), URL: base + r.URL(),
				Text: describe(r.Body, MaxAnswerChars)}
			a.Era = r.Eras[0]
			if era != "" {
				a.Era = era
			}
			a.EraName = views.EraName(a.Era)
			return a
		}
	}
	cc := printings[0]
	if len(in) > 0 {
		cc = in[0]
	}
	a := &Answer{Kind: index.KindCard, Title: cc.Facts.Name, Era: cc.Era, Eras: []string{cc.Era},
		URL: base + content.CardURL(cc.Facts.ID), Text: cardAnswerText(cc)}
	if len(in) == 0 {
		// No card of the asked era has the name: say where it is.
		a.Text = "No card of the " + views.EraName(era) + " sets has this name; it is in the " +
			views.EraName(cc.Era) + " sets. " + a.Text
	}
	a.EraName = views.EraName(a.Era)
	return a
}

// cardAnswerText says what a card is and what it does first, in rulesd's words: its set
// and number, kind, type and HP, then its first attack, power or effect.
func cardAnswerText(cc *content.CatalogCard) string {
	line := index.CardLine(cc)
	fe := content.FirstEffect(cc)
	if head, rest, ok := strings.Cut(fe, ": "); ok && strings.Contains(line, head) {
		fe = rest // "Special Energy: provides …" after a line that says Special Energy
	}
	if fe == "" {
		return line + "."
	}
	return line + ". " + fe
}

// rulingFor is the ruling about the card cc, holding in era, that shares the most words with
// rest (the question without the card's name); nil when none shares any.
func (s *site) rulingFor(cc *content.CatalogCard, era string, rest []string, hits []index.Hit) *content.Ruling {
	var best *content.Ruling
	bestScore, bestRank := 0, len(hits)
	for _, r := range s.corpus.RulingsAbout(cc.Facts.ID, cc.Facts.Name) {
		if era != "" && !slices.Contains(r.Eras, era) {
			continue
		}
		have := map[string]bool{}
		for _, w := range questionWords(r.Question+" "+r.Answer, "") {
			have[w] = true
		}
		score := 0
		for _, w := range rest {
			if have[w] {
				score++
			}
		}
		rank := slices.IndexFunc(hits, func(h index.Hit) bool { return h.ID == "ruling:"+r.ID })
		if rank < 0 {
			rank = len(hits)
		}
		if score > bestScore || score == bestScore && score > 0 && rank < bestRank {
			best, bestScore, bestRank = r, score, rank
		}
	}
	return best
}

// questionWords are the words of text that carry meaning, each cut to a stem of at most
// five letters ("evolves" and "evolving" meet), leaving out the words of name and the
// words every question has.
func questionWords(text, name string) []string {
	skip := map[string]bool{}
	for _, w := range splitWords(name) {
		skip[w] = true
	}
	var out []string
	for _, w := range splitWords(text) {
		if skip[w] || commonWords[w] || len(w) < 3 {
			continue
		}
		r := []rune(w)
		if len(r) > 5 {
			w = string(r[:5])
		}
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

func splitWords(s string) []string {
	return strings.FieldsFunc(content.FoldName(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// commonWords are words of almost any question about a card; they say nothing about which
// ruling is meant.
var commonWords = map[string]bool{
	"the": true, "and": true, "can": true, "does": true, "did": true, "how": true, "what": true, "when": true,
	"who": true, "why": true, "with": true, "for": true, "from": true, "that": true, "this": true, "into": true,
	"onto": true, "its": true, "your": true, "you": true, "are": true, "was": true, "has": true, "have": true,
	"will": true, "would": true, "should": true, "could": true, "not": true, "any": true, "use": true, "using": true,
	"play": true, "playing": true, "card": true, "cards": true, "pokemon": true, "still": true, "get": true,
	"work": true, "works": true, "happens": true, "there": true, "then": true, "than": true, "they": true,
	"their": true, "them": true, "which": true, "while": true, "about": true, "just": true, "also": true,
}

// ordinaryWord reports whether the rules use word in lower case, as an ordinary word
// ("switch", "judge"): a one-word Trainer name so spelled is read as the word.
func (s *site) ordinaryWord(word string) bool {
	s.ordinaryOnce.Do(func() {
		s.ordinary = map[string]bool{}
		add := func(text string) {
			for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
				if r := []rune(w); len(r) > 0 && unicode.IsLower(r[0]) {
					s.ordinary[w] = true
				}
			}
		}
		for _, r := range s.corpus.Rules {
			add(r.Summary)
			for _, b := range r.Blocks {
				add(b.Text)
			}
		}
		for _, r := range s.corpus.Rulings {
			add(r.Question + " " + r.Answer + " " + r.Body)
		}
	})
	return s.ordinary[word]
}
