package index

import (
	"slices"
)

// ranking is what the search box weighs beyond bleve's score of the words: how much of the
// question a document's name says (its title: a ruling's question, a rule's topic, a card's
// name), and whether the text is a question rather than a topic.
type ranking struct {
	terms    []rankTerm // every term of the plan, by id
	weights  []float64  // what each unit of the plan weighs
	total    float64    // the sum of weights
	question bool       // the text asks a question (isQuestion)
	example  bool       // the text asks to see a case played (asksExample)
	eraBits  uint64     // the era of the cards the text names, when they all have one; 0 if not
	phrases  []rankPhrase
	idf      []float32 // the index's idf by term id
}

// saidFloor is what a name counts for when the question says none of the rest of it.
var saidFloor = 0.7

var rankQualifierWeight = 1.0

// rankPhrase is a unit that is a card's name: a document's name says it only with every term.
type rankPhrase struct {
	unit int
	ids  []int32
}

// rankTerm is one index term of the plan, the unit it stands for, and the share of that
// unit's weight it earns: its boost (a close spelling, a broader word earn less).
type rankTerm struct {
	id    int32
	unit  int
	share float64
}

// titleWeight how much a document gains from a name that says the whole question: its score
// is multiplied by 1 + nameWeight × the share of the question its name says.
var nameWeight = 4.0

// newRanking weighs the units of p: a unit that names a topic counts fully, one that only
// qualifies it qualifierWeight, each as rare as its rarest term (a word every document holds,
// "Pokémon", says little).
func (ix *Index) newRanking(p *plan, text string) *ranking {
	r := &ranking{question: isQuestion(text), example: asksExample(text), idf: ix.idf}
	for i, u := range p.units {
		if i >= 64 {
			break // past 63 units a question is a paste, not a question; they count for nothing
		}
		w := 0.0
		for _, t := range u.terms {
			st, ok := ix.vocab[t.term]
			if !ok {
				continue
			}
			w = max(w, t.boost*float64(ix.idf[st.id]))
			r.terms = append(r.terms, rankTerm{id: st.id, unit: i, share: min(t.boost, 1)})
		}
		if !u.topic {
			w *= rankQualifierWeight
		}
		if len(u.phrase) > 0 {
			ph := rankPhrase{unit: i}
			for _, t := range u.phrase {
				if st, ok := ix.vocab[t]; ok {
					ph.ids = append(ph.ids, st.id)
				}
			}
			r.phrases = append(r.phrases, ph)
		}
		r.weights = append(r.weights, w)
		r.total += w
	}
	slices.SortStableFunc(r.terms, func(a, b rankTerm) int { return int(a.id - b.id) })
	r.eraBits = cardsEra(p)
	return r
}

// cardsEra is the era the cards a plan names are printed in, as a bit of content.Eras, when
// they all are of one era: "Alolan Vulpix" is a card of sm alone, "Vulpix" of hgss. Names of
// several words say more than names of one: "is Alolan Vulpix the same name as Vulpix" asks
// about Sun & Moon.
func cardsEra(p *plan) uint64 {
	for _, whole := range []bool{true, false} {
		var bits uint64
		for _, u := range p.units {
			if (len(u.phrase) > 0) != whole {
				continue
			}
			var eras uint64
			for _, e := range u.cards {
				eras |= e.eraBits
			}
			if eras == 0 {
				continue
			}
			if eras&(eras-1) != 0 || (bits != 0 && bits != eras) {
				bits = 0
				break
			}
			bits = eras
		}
		if bits != 0 {
			return bits
		}
	}
	return 0
}

// named is the share of the question's weight that the sorted term ids of a document's name
// say.
func (r *ranking) named(ids []int32) float64 {
	if r.total == 0 {
		return 0
	}
	var credit [64]float64 // the share each unit earns
	for i, j := 0, 0; i < len(ids) && j < len(r.terms); {
		switch {
		case ids[i] < r.terms[j].id:
			i++
		case ids[i] > r.terms[j].id:
			j++
		default:
			t := r.terms[j]
			credit[t.unit] = max(credit[t.unit], t.share)
			j++ // the next term may be the same one, for another unit
		}
	}
	for _, ph := range r.phrases {
		if credit[ph.unit] == 0 {
			continue
		}
		for _, id := range ph.ids {
			if _, ok := slices.BinarySearch(ids, id); !ok {
				credit[ph.unit] = 0
				break
			}
		}
	}
	sum := 0.0
	for u, w := range r.weights {
		sum += credit[u] * w
	}
	return sum / r.total
}

// said is the share of a document's title, by the weight of its terms, that the question says:
// "Burned" is said whole by "how does burn work", a ruling's question about Burned and
// Poisoned Pokémon only in part.
func (r *ranking) said(e *entry, idf []float32) float64 {
	if e.titleWeight == 0 {
		return 0
	}
	var sum float32
	for i, j := 0, 0; i < len(e.titleIDs) && j < len(r.terms); {
		switch {
		case e.titleIDs[i] < r.terms[j].id:
			i++
		case e.titleIDs[i] > r.terms[j].id:
			j++
		default:
			share := r.terms[j].share
			for j++; j < len(r.terms) && r.terms[j].id == e.titleIDs[i]; j++ {
				share = max(share, r.terms[j].share)
			}
			sum += idf[e.titleIDs[i]] * float32(share)
			i++
		}
	}
	return float64(sum / e.titleWeight)
}

// factor is what a document's score is multiplied by.
func (r *ranking) factor(e *entry) float64 {
	nw := nameWeight
	if e.hit.Kind == KindExample && !r.example {
		nw *= exampleNameShare
	}
	f := 1 + nw*r.named(e.nameIDs)*(saidFloor+(1-saidFloor)*r.said(e, r.idf))
	if r.question {
		f *= questionWeight[e.hit.Kind]
	}
	if r.example && e.hit.Kind == KindExample {
		f *= exampleWanted
	}
	if r.eraBits != 0 && e.eraBits&r.eraBits != 0 {
		f *= cardEraWeight
	}
	return f
}

var exampleNameShare = 1.0

var scoreExp = 1.0

// cardEraWeight is what a page of the era of the cards a question names gains, when no era is
// chosen: a question about Alolan Vulpix is a Sun & Moon question.
const cardEraWeight = 1.3

// exampleWanted is what a worked example gains when the text asks to see a case played out.
const exampleWanted = 2

// examplePhrases are the words that ask to see a case played out rather than told.
var examplePhrases = [][]string{{"example"}, {"examples"}, {"scenario"}, {"scenarios"},
	{"walkthrough"}, {"demo"}, {"show", "me"}, {"walk", "through"}, {"walk", "me", "through"},
	{"step", "by", "step"}, {"side", "by", "side"}, {"played", "out"}, {"play", "out"}}

// asksExample reports whether text asks to see a case played out: "show me", "an example of",
// "step by step", "side by side", "played out".
func asksExample(text string) bool {
	words := queryWords(text)
	for i := range words {
		for _, p := range examplePhrases {
			if i+len(p) <= len(words) && equalWords(words[i:i+len(p)], p) {
				return true
			}
		}
	}
	return false
}

// questionWeight weighs kinds when the text is a question: a ruling answers one, a rule page
// states the rule it comes from.
var questionWeight = map[string]float64{
	KindRule: 1, KindRuling: 1, KindGlossary: 1, KindRulebook: 1, KindExample: 1, KindCard: 1,
}

// questionWords open a question.
var questionWords = map[string]bool{
	"can": true, "could": true, "does": true, "do": true, "did": true, "is": true, "are": true,
	"was": true, "were": true, "will": true, "would": true, "should": true, "must": true,
	"may": true, "might": true, "how": true, "what": true, "whats": true, "what's": true,
	"when": true, "where": true, "which": true, "who": true, "why": true, "if": true, "am": true,
	"has": true, "have": true,
}

// isQuestion reports whether text is asked as a question: it has a question mark, or it opens
// with a word that opens a question, or it speaks of the player's own game ("I", "my").
func isQuestion(text string) bool {
	for _, r := range text {
		if r == '?' {
			return true
		}
	}
	words := queryWords(text)
	if len(words) == 0 {
		return false
	}
	if questionWords[words[0]] {
		return true
	}
	for _, w := range words {
		switch w {
		case "i", "i'm", "my", "me", "we", "our":
			return true
		}
	}
	return false
}

// titleIDs are the sorted ids of the terms of a document's title, and their weight: the sum of
// their idf.
func (ix *Index) titleIDs(e *entry) ([]int32, float32) {
	var ids []int32
	var w float32
	for _, tok := range ix.analyze(e.title) {
		if st, ok := ix.vocab[string(tok.Term)]; ok && !slices.Contains(ids, st.id) {
			ids = append(ids, st.id)
			w += ix.idf[st.id]
		}
	}
	slices.Sort(ids)
	return ids, w
}

// nameIDs are the sorted ids of the terms of a document's name: its title, and for a rule,
// glossary term, ruling or card its aliases too (a rule's other names, the cards a ruling is
// about, a card's set-number id).
func (ix *Index) nameIDs(e *entry) []int32 {
	var ids []int32
	add := func(s string) {
		for _, tok := range ix.analyze(s) {
			if st, ok := ix.vocab[string(tok.Term)]; ok && !slices.Contains(ids, st.id) {
				ids = append(ids, st.id)
			}
		}
	}
	add(e.title)
	switch e.hit.Kind {
	case KindRule, KindGlossary, KindRuling, KindCard:
		for _, a := range e.aliases {
			add(a)
		}
	}

	slices.Sort(ids)
	return ids
}
