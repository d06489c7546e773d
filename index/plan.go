package index

import (
	"slices"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/search/query"
)

// plan is a search-box query taken apart: its units, each analysed into index terms.
type plan struct {
	units []plannedUnit
	fuzzy bool // some term stands for a word the index does not hold, by close spelling
	// words are the plain words the index does not search as typed, in query order.
	words []wordNote
	// typed are the words of the query as queryWords splits them.
	typed []string
	// order is the units in the order the query says them; a unit said twice ("basic Energy
	// and special Energy") stands at each of its places, so its neighbours stay its neighbours.
	order []int
}

// wordNote is what became of a word of the query the index could not search as typed: left
// out as too common (a stop word), respelled to close terms, or found nowhere.
type wordNote struct {
	word      string   // as split from the query: lower case, no accents
	stop      bool     // the analyser drops it
	unknown   bool     // no document holds it
	respelled []string // the close terms searched instead (none: the word matched nothing)
}

type plannedUnit struct {
	terms []plannedTerm // the words as typed, the rule words a synonym adds, close spellings
	// topic: the unit names what the question is about rather than only qualifying it: any
	// unit but words of qualifierWords, numbers and a span of time counted ("twice", "before",
	// "cured", "in one turn").
	topic bool
	// phrase is the terms of a card's name of two words or more: the unit matches them all
	// together, so "rare candy" does not match a page that says "Ultra Rare" alone.
	phrase []string
	// loose are the terms of a card's name that are words of the rules too: they match alone,
	// for looseShare of the name.
	loose []string
	// groups are the ways a document says the unit: the words as typed, the rule words of a
	// players' phrase, each close spelling. A document says a group in the measure of the
	// group's terms it holds (a card's name only whole), times the group's share.
	groups []termGroup
}

// termGroup is one way to say a unit of a query: its terms, and what saying it earns.
type termGroup struct {
	terms []string
	share float64 // 1, less for a close spelling
	whole bool    // said only with every term: a card's name
	typed bool    // the words as typed
}

type plannedTerm struct {
	term  string  // as indexed: lower case, no accents, stemmed
	runes int     // length of the word as typed, which decides how far its spelling may stray
	known bool    // the term occurs in some document
	exact bool    // never respelled: a synonym's rule word, or a word a synonym explains
	boost float64 // 1, less for a close spelling
}

// Weights of close spellings against the word as typed.
var spellingBoost = [...]float64{1, 0.8, 0.6}

// maxRespelled caps how many words of one query are respelled; a query of random letters
// would otherwise compare each word with the whole vocabulary.
const maxRespelled = 8

// newPlan takes text apart. Words the index has never seen are replaced by the indexed terms
// closest in spelling; with all, every word long enough gets its close spellings added.
func (ix *Index) newPlan(text string, all bool) *plan {
	p := &plan{typed: queryWords(text)}
	respelled := 0
	prev := "" // the unit before, as typed
	for _, u := range splitUnits(p.typed, ix.synonyms, ix.names) {
		before := prev
		prev = u.text
		var pu plannedUnit
		seen := map[string]bool{}
		add := func(t plannedTerm) {
			if !seen[t.term] {
				seen[t.term] = true
				pu.terms = append(pu.terms, t)
			}
		}
		note := wordNote{word: u.text}
		toks := 0
		var typedTerms []string // the terms of the words as typed
		addText := func(s string, exact, typed bool) {
			g := termGroup{share: 1, whole: u.name, typed: typed}
			defer func() {
				if len(g.terms) > 0 {
					pu.groups = append(pu.groups, g)
				}
			}()
			for _, tok := range ix.analyze(s) {
				toks++
				t := plannedTerm{term: string(tok.Term), runes: utf8.RuneCount(tok.Term), exact: exact, boost: 1}
				if tok.Start >= 0 && tok.End <= len(s) && tok.Start < tok.End {
					t.runes = utf8.RuneCountInString(s[tok.Start:tok.End])
				}
				_, t.known = ix.vocab[t.term]
				n := fuzziness(t.runes)
				if t.exact || n == 0 || (t.known && !all) || respelled >= maxRespelled {
					add(t)
					g.terms = append(g.terms, t.term)
					note.unknown = note.unknown || (!t.known && !t.exact)
					continue
				}
				respelled++
				if t.known {
					add(t)
					g.terms = append(g.terms, t.term)
				}
				typed := u.text
				if tok.Start >= 0 && tok.End <= len(s) && tok.Start < tok.End {
					typed = s[tok.Start:tok.End]
				}
				close, d := ix.respell(t.term, typed, n)
				if !t.known {
					note.unknown = true
					note.respelled = append(note.respelled, close...)
				}
				for _, c := range close {
					add(plannedTerm{term: c, runes: t.runes, known: true, exact: true, boost: spellingBoost[d]})
					pu.groups = append(pu.groups, termGroup{terms: []string{c}, share: spellingBoost[d]})
					p.fuzzy = true
				}
			}
		}
		// A phrase from the players' vocabulary is understood: its rule words stand in for it,
		// so its own words need no spelling tolerance; nor do the words of a card's name.
		addText(u.text, u.synonym || u.name, true)
		if len(pu.groups) > 0 && pu.groups[0].typed {
			typedTerms = pu.groups[0].terms
		}
		if u.name && len(pu.groups) > 0 && len(pu.groups[0].terms) > 1 {
			pu.phrase = pu.groups[0].terms
			// A word of the name that is also a word of the rules says something alone:
			// "Alolan" of Alolan Vulpix; "rare" of Rare Candy does not.
			for _, t := range pu.phrase {
				if ix.topicVocab[t] {
					pu.loose = append(pu.loose, t)
					pu.groups = append(pu.groups, termGroup{terms: []string{t}, share: looseShare})
				}
			}
		}
		if !u.synonym && !u.name {
			note.stop = toks == 0
			if note.stop || note.unknown {
				p.words = append(p.words, note)
			}
		}
		if u.rule != "" {
			addText(u.rule, true, false)
		}
		if len(pu.terms) == 0 {
			continue
		}
		if i := p.index(pu); i >= 0 {
			p.order = append(p.order, i)
			continue
		}
		pu.topic = u.name || !ix.qualifiersOnly(typedTerms)
		if timeSpans[u.text] && countWords[before] {
			pu.topic = false // "in one turn", "per turn", "this game": how often, not what
		}
		p.order = append(p.order, len(p.units))
		p.units = append(p.units, pu)
	}
	return p
}

// index is the position of the plan's unit of the same terms, or -1 for none: a word said
// twice ("can Brock's Onix evolve from a normal Onix") is one part of the question, not two.
func (p *plan) index(pu plannedUnit) int {
	for i, u := range p.units {
		if slices.EqualFunc(u.terms, pu.terms, func(a, b plannedTerm) bool { return a.term == b.term }) {
			return i
		}
	}
	return -1
}

func (ix *Index) analyze(s string) analysis.TokenStream {
	return ix.analyzer.Analyze([]byte(s))
}

// fuzziness is how many edits a typed word may be from an indexed term: none under 4 letters,
// 1 up to 5, 2 beyond.
func fuzziness(runes int) int {
	switch {
	case runes < 4:
		return 0
	case runes <= 5:
		return 1
	default:
		return 2
	}
}

// canRespell reports whether newPlan with all would add close spellings this plan lacks.
func (p *plan) canRespell() bool {
	for _, u := range p.units {
		for _, t := range u.terms {
			if t.known && !t.exact && fuzziness(t.runes) > 0 {
				return true
			}
		}
	}
	return false
}

// terms is every index term the plan searches for, with the unit it stands for.
func (p *plan) terms() termUnits {
	out := termUnits{}
	for i, u := range p.units {
		for _, t := range u.terms {
			if _, ok := out[t.term]; !ok {
				out[t.term] = i
			}
		}
	}
	return out
}

// query builds the search-box query: any unit may match (the more the better), and a unit
// matches when any of its terms does (see fieldText for how titles weigh more); a card's name
// matches only whole.
func (p *plan) query() query.Query {
	units := make([]query.Query, 0, len(p.units))
	for _, u := range p.units {
		if len(u.phrase) > 0 {
			all := make([]query.Query, 0, len(u.phrase))
			for _, t := range u.phrase {
				tq := query.NewTermQuery(t)
				tq.SetField(fieldText)
				all = append(all, tq)
			}
			either := []query.Query{query.NewConjunctionQuery(all)}
			for _, t := range u.loose {
				tq := query.NewTermQuery(t)
				tq.SetField(fieldText)
				tq.SetBoost(looseShare)
				either = append(either, tq)
			}
			units = append(units, oneOf(either))
			continue
		}
		terms := make([]query.Query, 0, len(u.terms))
		for _, t := range u.terms {
			tq := query.NewTermQuery(t.term)
			tq.SetField(fieldText)
			if t.boost != 1 {
				tq.SetBoost(t.boost)
			}
			terms = append(terms, tq)
		}
		units = append(units, oneOf(terms))
	}
	return oneOf(units)
}

// looseShare is what a word of a card's name that is a word of the rules earns alone.
const looseShare = 0.5

// oneOf is the disjunction of qs, or qs[0] alone.
func oneOf(qs []query.Query) query.Query {
	if len(qs) == 1 {
		return qs[0]
	}
	return query.NewDisjunctionQuery(qs)
}

// qualifier reports whether an index term only qualifies a question: a qualifier word, or a
// number.
func (ix *Index) qualifier(term string) bool {
	if ix.qualifiers[term] {
		return true
	}
	for _, r := range term {
		if r < '0' || r > '9' {
			return false
		}
	}
	return term != ""
}

// timeSpans and countWords are the spans of time a question counts in ("twice in one turn",
// "once per game", "this turn") and the words that count them: the span then qualifies the
// question. "My turn" is not counted: "does my turn end" is about the turn.
var (
	timeSpans  = map[string]bool{"turn": true, "turns": true, "game": true, "games": true}
	countWords = map[string]bool{"one": true, "per": true, "each": true, "a": true, "this": true,
		"that": true, "same": true, "next": true, "every": true, "another": true, "single": true}
)

// qualifiersOnly reports whether every term of the words of a unit only qualifies a question:
// "cured", "goes away"; not "first turn".
func (ix *Index) qualifiersOnly(terms []string) bool {
	for _, t := range terms {
		if !ix.qualifier(t) {
			return false
		}
	}
	return len(terms) > 0
}
