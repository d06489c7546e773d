package index

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"

	"github.com/rulesd/rulesd/content"
)

// kindWeight ranks kinds that match equally well: rulesd's own rule pages and rulings first,
// then glossary definitions, then the rulebook text they digest. A card's page weighs as a
// ruling does: its name said alone puts it first anyway (pinCard), and in a question about a
// case ("can Brock's Onix evolve from an Onix") it tells the facts, not the answer.
var kindWeight = map[string]float64{
	KindRule:     1,
	KindRuling:   0.9,
	KindGlossary: 0.45,
	KindRulebook: 0.5,
	KindExample:  0.6,
	KindCard:     0.9,
}

// kindWeights is kindWeight by the kind's position in Kinds.
var kindWeights = func() []float64 {
	out := make([]float64, len(Kinds))
	for i, k := range Kinds {
		out[i] = kindWeight[k]
	}
	return out
}()

// Search answers a query. Problems with the query itself are ErrBadQuery (a *LimitError when it
// would cost too much); a search that runs past ix.timeout stops with ErrTimeout; a search whose
// ctx ends stops with ctx's error. An empty text is an empty Result.
func (ix *Index) Search(ctx context.Context, q Query) (*Result, error) {
	ctx, cancel := context.WithTimeoutCause(ctx, ix.timeout, ErrTimeout)
	defer cancel()
	q, err := ix.check(q)
	if err != nil {
		return nil, err
	}
	q, rd, err := ix.readQuestion(q) // era words, the page asked for (era_words.go)
	if err != nil {
		return nil, err
	}
	res := &Result{Query: q, Hits: []Hit{}}
	if q.Text == "" {
		res.Facets = ix.facets(nil)
		return res, nil
	}

	var (
		text  query.Query
		terms termUnits // what the search box looks for; nil in advanced mode
		p     *plan
		rank  *ranking // nil in advanced mode
	)
	defer func() { ix.explain(res, rd, p) }() // how the question was read (era_words.go)
	if q.Advanced {
		if text, err = ix.parseAdvanced(ctx, q.Text); err != nil {
			return nil, ix.searchError(ctx, q, err)
		}
	} else {
		p = ix.newPlan(q.Text, false)
		if len(p.units) == 0 {
			res.Facets = ix.facets(nil)
			return res, nil // nothing but stop words and punctuation
		}
		text, terms, res.Fuzzy = p.query(), p.terms(), p.fuzzy
		rank = ix.newRanking(p)
	}
	c, err := ix.collect(ctx, q, text, rank)
	if err != nil {
		return nil, ix.searchError(ctx, q, err)
	}
	if c.total == 0 && p != nil && p.canRespell() {
		// Nothing at all, even with unknown words respelled: respell every word.
		p = ix.newPlan(q.Text, true)
		text, terms, res.Fuzzy = p.query(), p.terms(), p.fuzzy
		rank = ix.newRanking(p)
		if c, err = ix.collect(ctx, q, text, rank); err != nil {
			return nil, ix.searchError(ctx, q, err)
		}
	}
	if !q.Advanced {
		ix.pinCard(q, p.typed, c)
	}
	res.Facets = ix.facets(c)
	res.Total = c.total
	if res.Hits, err = ix.hits(ctx, q, text, terms, c.top); err != nil {
		return nil, ix.searchError(ctx, q, err)
	}
	return res, nil
}

// check validates a query and fills in its defaults.
func (ix *Index) check(q Query) (Query, error) {
	q.Text = strings.TrimSpace(strings.ToValidUTF8(q.Text, "\uFFFD"))
	if n := utf8.RuneCountInString(q.Text); n > MaxTextRunes {
		return q, fmt.Errorf("%w: the search text is %d characters long; the most is %d", ErrBadQuery, n, MaxTextRunes)
	}
	if q.Era != "" {
		if _, ok := content.LookupEra(q.Era); !ok {
			return q, fmt.Errorf("%w: unknown era %q (known eras: %s)", ErrBadQuery, q.Era, strings.Join(content.EraIDs(), ", "))
		}
	}
	if q.Kind != "" && !slices.Contains(Kinds, q.Kind) {
		return q, fmt.Errorf("%w: unknown kind %q (known kinds: %s)", ErrBadQuery, q.Kind, strings.Join(Kinds, ", "))
	}
	if q.Rulebook != "" && !slices.Contains(ix.rulebooks, q.Rulebook) {
		known := "none are indexed"
		if len(ix.rulebooks) > 0 {
			known = "known rulebooks: " + strings.Join(ix.rulebooks, ", ")
		}
		return q, fmt.Errorf("%w: unknown rulebook %q (%s)", ErrBadQuery, q.Rulebook, known)
	}
	if q.Set != "" && !slices.Contains(ix.sets, q.Set) {
		return q, fmt.Errorf("%w: unknown set %q (known sets: %s)", ErrBadQuery, q.Set, strings.Join(ix.sets, ", "))
	}
	switch {
	case q.Limit < 0:
		return q, fmt.Errorf("%w: limit %d is negative", ErrBadQuery, q.Limit)
	case q.Limit == 0:
		q.Limit = DefaultLimit
	case q.Limit > MaxLimit:
		q.Limit = MaxLimit
	}
	return q, nil
}

// parseAdvanced parses bleve's query-string syntax; a mistake is ErrBadQuery with the parser's
// own message, and a query over the limits (limits.go) a *LimitError.
func (ix *Index) parseAdvanced(ctx context.Context, text string) (query.Query, error) {
	parsed, err := query.NewQueryStringQuery(text).Parse()
	if err != nil {
		return nil, fmt.Errorf("%w: %s", ErrBadQuery, err.Error())
	}
	if v, ok := parsed.(query.ValidatableQuery); ok {
		if err := v.Validate(); err != nil {
			return nil, fmt.Errorf("%w: %s", ErrBadQuery, err.Error())
		}
	}
	return ix.bound(ctx, text, parsed)
}

// searchError classifies a failed search. The index lives in memory, so in advanced mode a
// failure comes from the query (a fuzziness over 2, a regular expression that does not
// compile) and is the user's to fix.
func (ix *Index) searchError(ctx context.Context, q Query, err error) error {
	if errors.Is(err, ErrBadQuery) {
		return err
	}
	if errors.Is(context.Cause(ctx), ErrTimeout) {
		return fmt.Errorf("search %q: %w after %v", q.Text, ErrTimeout, ix.timeout)
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("search %q: %w", q.Text, err)
	}
	if q.Advanced {
		return fmt.Errorf("%w: %s", ErrBadQuery, err.Error())
	}
	return fmt.Errorf("search %q: %w", q.Text, err)
}

// hits turns the best matches into Hits, each with its snippet and the link to the
// best-matching step.
func (ix *Index) hits(ctx context.Context, q Query, text query.Query, terms termUnits, list []scored) ([]Hit, error) {
	if terms == nil {
		// An advanced query's terms are known only from where it matched.
		ids := make([]string, len(list))
		for i, r := range list {
			ids[i] = r.e.hit.ID
		}
		var err error
		if terms, err = ix.matchedTerms(ctx, text, ids); err != nil {
			return nil, err
		}
	}
	hits := make([]Hit, 0, len(list))
	qterms := ix.queryTermsOf(terms)
	for _, r := range list {
		h := r.e.hit
		h.Eras = slices.Clone(h.Eras)
		h.Score = r.score
		if q.Era != "" && slices.Contains(h.Eras, q.Era) {
			h.Era = q.Era
		}
		s := ix.snippet(r.e, qterms)
		h.Snippet = s.html
		if s.block > 0 && s.block < len(r.e.anchors) {
			h.URL += "#" + r.e.anchors[s.block]
		}
		if !q.Advanced && s.best >= 0 && s.best < len(r.e.anchors) {
			h.Paragraph = r.e.anchors[s.best]
		}
		hits = append(hits, h)
	}
	return hits, nil
}

// matchedTerms is every term text matched in the documents ids, each its own unit. Only the
// hits shown need them, so they are asked for after ranking rather than for every document
// that matches.
func (ix *Index) matchedTerms(ctx context.Context, text query.Query, ids []string) (termUnits, error) {
	out := termUnits{}
	if len(ids) == 0 {
		return out, nil
	}
	req := bleve.NewSearchRequestOptions(query.NewConjunctionQuery([]query.Query{text, query.NewDocIDQuery(ids)}), len(ids), 0, false)
	req.IncludeLocations = true
	sr, err := ix.idx.SearchInContext(ctx, req)
	if err != nil {
		return nil, err
	}
	for _, m := range sr.Hits {
		for _, tlm := range m.Locations {
			for t := range tlm {
				if _, ok := out[t]; !ok {
					out[t] = len(out)
				}
			}
		}
	}
	return out, nil
}
