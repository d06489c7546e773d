package index

import (
	"math/bits"
	"slices"
)

// ranking is what the search box weighs beyond bleve's score of the words: how much of the
// question a document's name says (its title: a ruling's question, a rule's topic, a card's
// name), how much of its title the question says, and what the text asks for.
type ranking struct {
	ids      []int32   // the index terms of the plan, by id, at most 64
	shares   []float64 // the best share each of them earns
	units    []rankUnit
	total    float64 // the units' weights, summed
	question bool    // the text asks a question (isQuestion)
	example  bool    // the text asks to see a case played (asksExample)
	eraBits  uint64  // the era of the cards the text names, when they all have one; 0 if not
	idf      []float32
}

// rankUnit is one unit of the plan: its weight, and its groups as bits of ranking.ids.
type rankUnit struct {
	weight float64
	groups []rankGroup
}

type rankGroup struct {
	bits  uint64
	n     int // terms in the group, those past the 64th included
	share float64
	whole bool
}

// How a document's name weighs: its score is multiplied by 1 + nameWeight × the share of the
// question its name says × (saidFloor + (1 - saidFloor) × the share of its title the question
// says). A word that only qualifies the question counts qualifierShare of one that names its
// topic.
var (
	nameWeight          = 4.0
	saidFloor           = 0.7
	rankQualifierWeight = 0.3
)

// newRanking weighs the units of p: a unit that names a topic counts fully, one that only
// qualifies it rankQualifierWeight, each as rare as its rarest term (a word every document
// holds, "Pokémon", says little).
func (ix *Index) newRanking(p *plan, text string) *ranking {
	r := &ranking{question: isQuestion(text), example: asksExample(text), idf: ix.idf, eraBits: cardsEra(p)}

	bit := map[int32]int{}
	for _, u := range p.units {
		ru := rankUnit{}
		for _, g := range u.groups {
			rg := rankGroup{n: len(g.terms), share: g.share, whole: g.whole}
			for _, t := range g.terms {
				st, ok := ix.vocab[t]
				if !ok {
					continue
				}
				ru.weight = max(ru.weight, g.share*float64(ix.idf[st.id]))
				b, ok := bit[st.id]
				if !ok && len(r.ids) < 64 {
					b, ok = len(r.ids), true
					bit[st.id] = b
					r.ids = append(r.ids, st.id)
					r.shares = append(r.shares, 0)
				}
				if ok {
					rg.bits |= 1 << b
					r.shares[b] = max(r.shares[b], g.share)
				}
			}
			ru.groups = append(ru.groups, rg)
		}
		if !u.topic {
			ru.weight *= rankQualifierWeight
		}
		r.units = append(r.units, ru)
		r.total += ru.weight
	}
	// Sort the ids, and renumber the bits to match.
	order := make([]int, len(r.ids))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return int(r.ids[a] - r.ids[b]) })
	ids, shares, newBit := make([]int32, len(order)), make([]float64, len(order)), make([]int, len(order))
	for to, from := range order {
		ids[to], shares[to], newBit[from] = r.ids[from], r.shares[from], to
	}
	r.ids, r.shares = ids, shares
	for _, u := range r.units {
		for k, g := range u.groups {
			var bits uint64
			for b := range 64 {
				if g.bits&(1<<b) != 0 {
					bits |= 1 << newBit[b]
				}
			}
			u.groups[k].bits = bits
		}
	}
	return r
}

// matched is the plan's terms that sorted term ids hold, as bits of ranking.ids.
func (r *ranking) matched(ids []int32) uint64 {
	var m uint64
	for i, j := 0, 0; i < len(ids) && j < len(r.ids); {
		switch {
		case ids[i] < r.ids[j]:
			i++
		case ids[i] > r.ids[j]:
			j++
		default:
			m |= 1 << j
			i++
			j++
		}
	}
	return m
}

// named is the share of the question's weight that the sorted term ids of a document's name
// say: each unit in the measure of its best-said group.
func (r *ranking) named(ids []int32) float64 {
	if r.total == 0 {
		return 0
	}
	m := r.matched(ids)
	sum := 0.0
	for _, u := range r.units {
		best := 0.0
		for _, g := range u.groups {
			have := bits.OnesCount64(g.bits & m)
			if have == 0 || (g.whole && have < g.n) {
				continue
			}
			best = max(best, g.share*float64(have)/float64(g.n))
		}
		sum += best * u.weight
	}
	return sum / r.total
}

// said is the share of a document's title, by the weight of its terms, that the question says:
// "Burned" is said whole by "how does burn work", a ruling's question about Burned and
// Poisoned Pokémon only in part.
func (r *ranking) said(e *entry) float64 {
	if e.titleWeight == 0 {
		return 0
	}
	var sum float32
	for i, j := 0, 0; i < len(e.titleIDs) && j < len(r.ids); {
		switch {
		case e.titleIDs[i] < r.ids[j]:
			i++
		case e.titleIDs[i] > r.ids[j]:
			j++
		default:
			sum += r.idf[e.titleIDs[i]] * float32(r.shares[j])
			i++
			j++
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
	f := 1 + nw*r.named(e.nameIDs)*(saidFloor+(1-saidFloor)*r.said(e))
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
