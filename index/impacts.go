package index

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sync"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"
	bleveindex "github.com/blevesearch/bleve_index_api"
)

// The search box's questions are disjunctions and conjunctions of terms of the text field
// (plan.query). The index never changes while the server runs, so each term's postings (the
// documents it is in, with what its frequency and the document's length give it) are read
// once, and such a query is scored from them with the arithmetic bleve's tf-idf uses, term by
// term into one array of the documents: the same scores, without building and stepping a
// searcher per term per question, which was most of a search's time. Any other query (the
// advanced syntax) is bleve's to run.

// impacts are the postings of every term of the text field.
type impacts struct {
	docTotal uint64
	docSpan  int              // one more than the highest document number
	terms    map[string]int32 // term → its postings: docs[start[i]:start[i+1]]
	start    []int32
	docs     []uint32  // bleve's internal document numbers, ascending within a term
	tfNorm   []float64 // √frequency × the field's length norm: a posting's score before idf
}

// readImpacts reads the postings of every term of the text field from idx.
func readImpacts(idx bleve.Index) (*impacts, error) {
	reader, err := openReader(idx)
	if err != nil {
		return nil, err
	}
	defer reader.Close()
	total, err := reader.DocCount()
	if err != nil {
		return nil, fmt.Errorf("count documents: %w", err)
	}
	dict, err := reader.FieldDict(fieldText)
	if err != nil {
		return nil, fmt.Errorf("read the terms of %s: %w", fieldText, err)
	}
	var terms []string
	for de, err := dict.Next(); de != nil || err != nil; de, err = dict.Next() {
		if err != nil {
			_ = dict.Close()
			return nil, fmt.Errorf("read the terms of %s: %w", fieldText, err)
		}
		terms = append(terms, de.Term)
	}
	if err := dict.Close(); err != nil {
		return nil, err
	}
	im := &impacts{docTotal: total, terms: make(map[string]int32, len(terms)), start: make([]int32, 0, len(terms)+1)}
	var tfd bleveindex.TermFieldDoc
	for i, t := range terms {
		im.terms[t] = int32(i)
		im.start = append(im.start, int32(len(im.docs)))
		tfr, err := reader.TermFieldReader(context.Background(), []byte(t), fieldText, true, true, false)
		if err != nil {
			return nil, fmt.Errorf("postings of %q: %w", t, err)
		}
		for d, err := tfr.Next(&tfd); d != nil || err != nil; d, err = tfr.Next(&tfd) {
			if err != nil {
				_ = tfr.Close()
				return nil, fmt.Errorf("postings of %q: %w", t, err)
			}
			n, ok := docNumber(d.ID)
			if !ok || n > math.MaxUint32 {
				_ = tfr.Close()
				return nil, fmt.Errorf("postings of %q: %x is not a document number", t, []byte(d.ID))
			}
			im.docs = append(im.docs, uint32(n))
			im.tfNorm = append(im.tfNorm, math.Sqrt(float64(d.Freq))*d.Norm)
		}
		if err := tfr.Close(); err != nil {
			return nil, err
		}
		if !slices.IsSorted(im.docs[im.start[i]:]) {
			return nil, fmt.Errorf("postings of %q are not in document order", t)
		}
	}
	im.start = append(im.start, int32(len(im.docs)))
	for _, d := range im.docs {
		im.docSpan = max(im.docSpan, int(d)+1)
	}
	return im, nil
}

// postings are the documents of term and their scores before idf; none for a term not indexed.
func (im *impacts) postings(term string) ([]uint32, []float64) {
	i, ok := im.terms[term]
	if !ok {
		return nil, nil
	}
	lo, hi := im.start[i], im.start[i+1]
	return im.docs[lo:hi], im.tfNorm[lo:hi]
}

// idf is bleve's tf-idf weight of a term in df documents.
func (im *impacts) idf(df int) float64 {
	return 1.0 + math.Log(float64(im.docTotal)/float64(uint64(df)+1.0))
}

// scoredDocs is a query's matches: documents ascending, each with its score.
type scoredDocs struct {
	docs   []uint32
	scores []float64
}

// scoring is the work space of one query: a sum and a count per document, and the documents
// touched.
type scoring struct {
	im      *impacts
	sum     []float64
	count   []int32
	touched []uint32
	norm    float64 // the query norm the root sets on every term
	// The parts' matches are cut from these, kept from one query to the next: a part's
	// matches are read once, by the query it is part of.
	docBuf   []uint32
	scoreBuf []float64
	// lone: the root is a term, whose query weight bleve leaves at 1 (no norm is ever set on
	// it, so neither its boost nor its idf weighs a second time).
	lone bool
}

var scorings = sync.Pool{New: func() any { return new(scoring) }}

// supported reports whether q is made only of what score evaluates: terms of the text field,
// and disjunctions (with no minimum) and conjunctions of them.
func supported(q query.Query) bool {
	switch q := q.(type) {
	case *query.TermQuery:
		return q.FieldVal == fieldText
	case *query.DisjunctionQuery:
		if q.Min != 0 || len(q.Disjuncts) == 0 {
			return false
		}
		for _, c := range q.Disjuncts {
			if !supported(c) {
				return false
			}
		}
		return true
	case *query.ConjunctionQuery:
		if len(q.Conjuncts) == 0 {
			return false
		}
		for _, c := range q.Conjuncts {
			if !supported(c) {
				return false
			}
		}
		return true
	}
	return false
}

// weight is the sum of the squared weights of q's terms, which bleve's query norm is made from.
func (s *scoring) weight(q query.Query) float64 {
	switch q := q.(type) {
	case *query.TermQuery:
		docs, _ := s.im.postings(q.Term)
		w := q.BoostVal.Value() * s.im.idf(len(docs))
		return w * w
	case *query.DisjunctionQuery:
		sum := 0.0
		for _, c := range q.Disjuncts {
			sum += s.weight(c)
		}
		return sum
	case *query.ConjunctionQuery:
		sum := 0.0
		for _, c := range q.Conjuncts {
			sum += s.weight(c)
		}
		return sum
	}
	return 0
}

// score evaluates a supported query over the impacts as bleve's searchers score it: a term
// scores √tf × norm × idf, times boost × idf × the query norm; a conjunction sums its parts
// for the documents all of them match; a disjunction sums the parts that match, times the
// share of its parts that do.
// It calls f with each document q matches, in document order, and its score.
func (im *impacts) score(q query.Query, f func(doc uint32, score float64) error) error {
	s := scorings.Get().(*scoring)
	defer scorings.Put(s)
	s.im = im
	if len(s.sum) < im.docSpan {
		s.sum, s.count = make([]float64, im.docSpan), make([]int32, im.docSpan)
	}
	s.docBuf, s.scoreBuf = s.docBuf[:0], s.scoreBuf[:0]
	_, s.lone = q.(*query.TermQuery)
	if !s.lone {
		s.norm = 1.0 / math.Sqrt(s.weight(q))
	}
	m := s.eval(q)
	for i, d := range m.docs {
		if err := f(d, m.scores[i]); err != nil {
			return err
		}
	}
	return nil
}

// take cuts room for n matches from the buffers.
func (s *scoring) take(n int) scoredDocs {
	s.docBuf, s.scoreBuf = slices.Grow(s.docBuf, n), slices.Grow(s.scoreBuf, n)
	lo := len(s.docBuf)
	s.docBuf, s.scoreBuf = s.docBuf[:lo+n], s.scoreBuf[:lo+n]
	return scoredDocs{docs: s.docBuf[lo : lo : lo+n], scores: s.scoreBuf[lo : lo : lo+n]}
}

func (s *scoring) eval(q query.Query) scoredDocs {
	switch q := q.(type) {
	case *query.TermQuery:
		docs, _ := s.im.postings(q.Term)
		out := s.take(len(docs))
		out.docs = docs
		s.termScores(q, func(_ int, _ uint32, sc float64) { out.scores = append(out.scores, sc) })
		return out
	case *query.DisjunctionQuery:
		return s.combine(q.Disjuncts, false)
	case *query.ConjunctionQuery:
		return s.combine(q.Conjuncts, true)
	}
	return scoredDocs{}
}

// termScores calls f with each posting of a term and its score.
func (s *scoring) termScores(q *query.TermQuery, f func(i int, doc uint32, score float64)) {
	docs, tfNorm := s.im.postings(q.Term)
	idf := s.im.idf(len(docs))
	qw := 1.0
	if !s.lone {
		qw = q.BoostVal.Value() * idf * s.norm
	}
	for i, tn := range tfNorm {
		sc := tn * idf
		if qw != 1.0 {
			sc *= qw
		}
		f(i, docs[i], sc)
	}
}

// combine sums the parts' scores document by document, in the parts' order. A part that is a
// term is added straight from its postings; the others are worked out first, since they use
// the same sums and counts.
func (s *scoring) combine(parts []query.Query, all bool) scoredDocs {
	var results []scoredDocs
	for i, p := range parts {
		if _, term := p.(*query.TermQuery); !term {
			if results == nil {
				results = make([]scoredDocs, len(parts))
			}
			results[i] = s.eval(p)
		}
	}
	s.touched = s.touched[:0]
	add := func(_ int, d uint32, sc float64) {
		if s.count[d] == 0 {
			s.touched = append(s.touched, d)
		}
		s.sum[d] += sc
		s.count[d]++
	}
	for i, p := range parts {
		if t, term := p.(*query.TermQuery); term {
			s.termScores(t, add)
			continue
		}
		r := results[i]
		for j, d := range r.docs {
			add(j, d, r.scores[j])
		}
	}
	// The documents in order: sorted when few, read off the counts when many.
	docs := s.touched
	if len(docs) > len(s.count)/16 {
		docs = docs[:0]
		for d, n := range s.count {
			if n > 0 {
				docs = append(docs, uint32(d))
			}
		}
	} else {
		slices.Sort(docs)
	}
	out := s.take(len(docs))
	for _, d := range docs {
		n, sum := s.count[d], s.sum[d]
		s.sum[d], s.count[d] = 0, 0
		switch {
		case all && int(n) == len(parts):
			out.docs, out.scores = append(out.docs, d), append(out.scores, sum)
		case !all:
			coord := float64(n) / float64(len(parts))
			out.docs, out.scores = append(out.docs, d), append(out.scores, sum*coord)
		}
	}
	return out
}
