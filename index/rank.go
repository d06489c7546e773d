package index

import (
	"math/bits"
	"slices"
)

// ranking is what the search box weighs beyond bleve's score of the words: how much of the
// question a document's name says (its title: a ruling's question, a rule's topic, a card's
// name), how much of its title the question says, and what the text asks for.
type ranking struct {
	ids     []int32   // the index terms of the plan, by id, at most 64
	shares  []float64 // the best share each of them earns
	units   []rankUnit
	total   float64 // the units' weights, summed
	example bool    // the text asks to see a case played out (asksExample)
	// asks is the kind of question the text asks (plan.asks): its answer's kind gains
	// (askedKinds).
	asks string
	idf  []float32
	// pairs are the neighbouring parts of the question, as the bits of ids of their terms, and
	// pairWeight their weights summed (phrased).
	pairs      []rankPair
	pairWeight float64
	pairBuf    [8]rankPair // room for the pairs of most questions
}

// rankPair is two parts of a question said one after the other: the bits of ranking.ids of
// the terms of each, and the pair's weight.
type rankPair struct {
	first, second uint64
	weight        float64
}

// rankUnit is one unit of the plan: its weight, and its groups as bits of ranking.ids.
type rankUnit struct {
	weight float64
	groups []rankGroup
}

// rankGroup is one wording of a unit (termGroup) as bits of ranking.ids.
type rankGroup struct {
	bits  uint64
	n     int // terms in the group, those the index does not hold or past the 64th included
	share float64
	whole bool
}

// How a document's name weighs: its score is multiplied by 1 + nameWeight × the share of the
// question its name says × (saidFloor + (1 - saidFloor) × the share of its title the question
// says). A word that only qualifies the question counts qualifierShare of one that names its
// topic.
const (
	nameWeight     = 4.0
	saidFloor      = 0.7
	qualifierShare = 0.3
	// aliasShare is what a rule page's aliases say of a question against its title: "damage
	// order" is another name for Working out damage, but "before Weakness" does not make it the
	// Weakness page.
	aliasShare = 0.8
)

// newRanking weighs the units of p: a unit that names a topic counts fully, one that only
// qualifies it qualifierShare, each as rare as its rarest word as typed (a word every document
// holds, "Pokémon", says little), or its rarest term when the index holds none of those.
func (ix *Index) newRanking(p *plan) *ranking {
	r := &ranking{example: asksExample(p.typed), asks: p.asks(), idf: ix.idf}
	bit := map[int32]int{}
	for _, u := range p.units {
		ru := rankUnit{}
		var typedWeight float64 // the weight of the words as typed, when the index holds them
		for _, g := range u.groups {
			rg := rankGroup{n: len(g.terms), share: g.share, whole: g.whole}
			for _, t := range g.terms {
				st, ok := ix.vocab[t]
				if !ok {
					continue
				}
				ru.weight = max(ru.weight, g.share*float64(ix.idf[st.id]))
				if g.typed {
					typedWeight = max(typedWeight, float64(ix.idf[st.id]))
				}
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
		if typedWeight > 0 {
			// A players' phrase weighs what its own words weigh, not its rarest rule word.
			ru.weight = typedWeight
		}
		if !u.topic {
			ru.weight *= qualifierShare
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
	var ub [64]uint64 // each unit's terms, as bits of ids
	unitBits := ub[:0]
	if len(r.units) > len(ub) {
		unitBits = make([]uint64, 0, len(r.units))
	}
	unitBits = unitBits[:len(r.units)]
	for i, u := range r.units {
		for k, g := range u.groups {
			var bits uint64
			for b := range 64 {
				if g.bits&(1<<b) != 0 {
					bits |= 1 << newBit[b]
				}
			}
			u.groups[k].bits = bits
			unitBits[i] |= bits
		}
	}
	r.pairUp(p.order, unitBits)
	return r
}

// pairUp makes the pairs of neighbouring parts of the question, in the order it says them,
// each weighing what the lighter of its two parts weighs: "stadium card" is a pair, and so is
// "basic Energy" and "special Energy" in "basic Energy and special Energy".
func (r *ranking) pairUp(order []int, unitBits []uint64) {
	r.pairs = r.pairBuf[:0]
	prev := -1
	for _, i := range order {
		if unitBits[i] == 0 {
			continue // a part of which the index holds no term
		}
		if prev >= 0 && prev != i && len(r.pairs) < 64 {
			w := min(r.units[prev].weight, r.units[i].weight)
			r.pairs = append(r.pairs, rankPair{first: unitBits[prev], second: unitBits[i], weight: w})
			r.pairWeight += w
		}
		prev = i
	}
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

// named is the share of the question's weight that a document's name says: each unit in the
// measure of its best-said group, a rule page's aliases for aliasShare of its title.
func (r *ranking) named(e *entry) float64 {
	if r.total == 0 {
		return 0
	}
	all := r.matched(e.nameIDs)
	if all == 0 {
		return 0
	}
	title, aliases := all, 0.0 // a rule page's aliases count apart from its title
	if e.hit.Kind == KindRule {
		title, aliases = r.matched(e.mainIDs), aliasShare
	}
	sum := 0.0
	for _, u := range r.units {
		best := 0.0
		for _, g := range u.groups {
			best = max(best, g.said(title), aliases*g.said(all))
		}
		sum += best * u.weight
	}
	return sum / r.total
}

// said is the share of the group a set of the plan's terms says: the share of its terms they
// hold, times the group's share; none unless whole when the group must be.
func (g rankGroup) said(m uint64) float64 {
	have := bits.OnesCount64(g.bits & m)
	if have == 0 || (g.whole && have < g.n) {
		return 0
	}
	return g.share * float64(have) / float64(g.n)
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

// phrased is the share of the question's pairs of neighbouring parts, by weight, that the
// document's name (its title, or one alias) says as a phrase: a term of the first part, then
// at most phraseGap words later (stop words do not count) a term of the second. A term both
// parts hold says neither: "turn" after "turn" is not "the turn ends".
func (r *ranking) phrased(e *entry) float64 {
	if r.pairWeight == 0 || len(e.nameSeq) < 2 {
		return 0
	}
	// Most names hold the terms of no pair's two parts: those say no phrase.
	m := r.matched(e.nameSeqIDs)
	if !slices.ContainsFunc(r.pairs, func(p rankPair) bool { return m&p.first != 0 && m&p.second != 0 }) {
		return 0
	}
	var said uint64 // the pairs found, as bits of r.pairs
	// starts and ends are, for each word of one name, the pairs it may begin and end.
	var startBuf, endBuf [64]uint64
	seq := e.nameSeq
	for len(seq) > 0 {
		n := slices.Index(seq, -1)
		if n < 0 {
			n = len(seq)
		}
		words := seq[:min(n, len(startBuf))]
		seq = seq[min(n+1, len(seq)):]
		starts, ends := startBuf[:len(words)], endBuf[:len(words)]
		for k, id := range words {
			starts[k], ends[k] = 0, 0
			b, ok := slices.BinarySearch(r.ids, id)
			if !ok || m&(1<<b) == 0 {
				continue
			}
			w := uint64(1) << b
			for x, p := range r.pairs {
				switch {
				case w&p.first != 0 && w&p.second == 0:
					starts[k] |= 1 << x
				case w&p.second != 0 && w&p.first == 0:
					ends[k] |= 1 << x
				}
			}
		}
		for k := range words {
			for d := 1; d <= 1+phraseGap && k+d < len(words); d++ {
				said |= starts[k] & ends[k+d]
			}
		}
	}
	have := 0.0
	for x, p := range r.pairs {
		if said&(1<<x) != 0 {
			have += p.weight
		}
	}
	return have / r.pairWeight
}

// How a phrase of the question weighs: a document's score is multiplied by 1 + phraseWeight ×
// the share of the question's neighbouring parts its name says side by side (phrased), so that
// "a Stadium card" finds Stadium cards before a ruling that says "the Stadium in play" and
// "cards" elsewhere. phraseGap words may stand between the two: "Knocked Out by Poison".
const (
	phraseWeight = 0.5
	phraseGap    = 1
)

// factor is what a document's score is multiplied by: its name, the phrases of the question
// it says, the worked example asked for, and the kind of page the question asks for.
func (r *ranking) factor(e *entry) float64 {
	f := 1 + nameWeight*r.named(e)*(saidFloor+(1-saidFloor)*r.said(e))
	f *= 1 + phraseWeight*r.phrased(e)
	if r.example && e.hit.Kind == KindExample {
		f *= exampleWanted
	}
	if w, ok := askedKinds[r.asks][e.hit.Kind]; ok {
		f *= w
	}
	return f
}

// Kinds of question, by the kind of page that answers them (plan.asks).
const (
	asksCase       = "case"       // whether or what in a case: a ruling
	asksDefinition = "definition" // what something is or how it works: a rule page
	asksAmount     = "amount"     // how much or how many: a rule page or a ruling
)

// askedKinds is what the pages that answer a kind of question gain. A case gains little,
// since a rule page often states its answer too; a definition more, since rulings and
// rulebook sections about a thing say much of what its page says ("what are the zones of
// play" is not the Lost Zone); an amount is set by the rules, which a worked example only
// shows in one case ("how much damage does a Poisoned Pokémon take").
var askedKinds = map[string]map[string]float64{
	asksCase:       {KindRuling: 1.1},
	asksDefinition: {KindRule: 1.5},
	asksAmount:     {KindRule: 1.3, KindRuling: 1.3},
}

// asks is the kind of question the words ask, or "": a definition (definitionWords), an
// amount ("how much", "how many"), or a case when a caseOpener opens it and it names two
// things or more ("can a Pokémon I benched this turn attack", not "can I retreat twice").
func (p *plan) asks() string {
	w := p.typed
	switch {
	case definitionWords(w):
		return asksDefinition
	case len(w) > 1 && w[0] == "how" && (w[1] == "much" || w[1] == "many"):
		return asksAmount
	case len(w) == 0 || !caseOpeners[w[0]]:
		return ""
	}
	topics := 0
	for _, u := range p.units {
		if u.topic {
			topics++
		}
	}
	if topics < 2 {
		return ""
	}
	return asksCase
}

// caseOpeners are the first words of a question about a case: whether something may or does
// happen, and who, which, when, why. "Is" and "are" open questions of what a thing is ("are
// Pokémon Tools Items") as often as of a case; "what" and "how" open definitions and amounts.
var caseOpeners = map[string]bool{"can": true, "could": true, "do": true, "does": true, "did": true,
	"will": true, "would": true, "should": true, "must": true, "may": true, "has": true, "have": true,
	"if": true, "who": true, "whose": true, "which": true, "when": true, "why": true}

// definitionWords reports whether the words ask what something is or how it works: "what
// is", "what are", "what does … (do|mean)", "what kinds", "how does … work", "difference
// between", "explain".
func definitionWords(words []string) bool {
	for _, w := range words {
		switch w {
		case "difference", "differences", "explain", "meaning":
			return true
		}
	}
	if len(words) < 2 {
		return false
	}
	switch words[0] {
	case "what", "whats":
		switch words[1] {
		case "is", "are", "does", "do", "kinds", "kind":
			return true
		}
	case "how":
		if words[1] == "does" || words[1] == "do" {
			return slices.Contains(words[2:], "work") || slices.Contains(words[2:], "works")
		}
	}
	return false
}

// exampleWanted is what a worked example gains when the text asks to see a case played out.
const exampleWanted = 3

// examplePhrases are the words that ask to see a case played out rather than told.
var examplePhrases = [][]string{{"example"}, {"examples"}, {"scenario"}, {"scenarios"},
	{"walkthrough"}, {"demo"}, {"show", "me"}, {"walk", "through"}, {"walk", "me", "through"},
	{"step", "by", "step"}, {"side", "by", "side"}, {"played", "out"}, {"play", "out"}}

// asksExample reports whether the words of a question ask to see a case played out: "show
// me", "an example of", "step by step", "side by side", "played out".
func asksExample(words []string) bool {
	for i := range words {
		for _, p := range examplePhrases {
			if i+len(p) <= len(words) && equalWords(words[i:i+len(p)], p) {
				return true
			}
		}
	}
	return false
}

// mainIDs are the sorted ids of the terms of a rule page's title and topic title.
func (ix *Index) mainIDs(e *entry) []int32 {
	var ids []int32
	for _, s := range []string{e.title, e.topicTitle} {
		for _, tok := range ix.analyze(s) {
			if st, ok := ix.vocab[string(tok.Term)]; ok && !slices.Contains(ids, st.id) {
				ids = append(ids, st.id)
			}
		}
	}
	slices.Sort(ids)
	return ids
}

// nameTerms sets the ids of the terms of a document's name, analysing its title and each
// alias once: nameSeq and nameSeqIDs (phrased), titleIDs and titleWeight (said), and nameIDs
// (named), the terms of its title, for a rule, glossary term, ruling or card those of its
// aliases too (a rule's other names, the cards a ruling is about and the title of the worked
// example that plays it, a card's set-number id), and for a ruling those of the cards its
// worked example plays with.
func (ix *Index) nameTerms(e *entry) {
	e.nameSeq = nil
	for i, s := range append([]string{e.title}, e.aliases...) {
		if i > 0 {
			e.nameSeq = append(e.nameSeq, -1)
		}
		for _, tok := range ix.analyze(s) {
			if st, ok := ix.vocab[string(tok.Term)]; ok {
				e.nameSeq = append(e.nameSeq, st.id)
			}
		}
	}
	title := e.nameSeq
	if n := slices.Index(title, -1); n >= 0 {
		title = title[:n]
	}
	e.titleIDs = sortedIDs(title)
	e.titleWeight = 0
	for _, id := range e.titleIDs {
		e.titleWeight += ix.idf[id]
	}
	e.nameSeqIDs = sortedIDs(e.nameSeq)
	e.nameIDs = e.titleIDs
	switch e.hit.Kind {
	case KindRule, KindGlossary, KindRuling, KindCard:
		e.nameIDs = e.nameSeqIDs
	}
	if e.playedBy != nil {
		ids := slices.Clone(e.nameIDs)
		for _, c := range e.playedBy.cards {
			for _, tok := range ix.analyze(c) {
				if st, ok := ix.vocab[string(tok.Term)]; ok {
					ids = append(ids, st.id)
				}
			}
		}
		e.nameIDs = sortedIDs(ids)
	}
}

// sortedIDs is ids sorted, each once, without the -1 that parts names.
func sortedIDs(ids []int32) []int32 {
	out := slices.DeleteFunc(slices.Clone(ids), func(id int32) bool { return id < 0 })
	slices.Sort(out)
	return slices.Compact(out)
}
