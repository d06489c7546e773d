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
// then glossary definitions, then the rulebook text they digest.
var kindWeight = map[string]float64{
	KindRule:     1,
	KindRuling:   0.9,
	KindGlossary: 0.6,
	KindRulebook: 0.5,
	KindCard:     1,
}

// Search answers a query. Problems with the query itself are ErrBadQuery; an empty text is an
// empty Result.
func (ix *Index) Search(ctx context.Context, q Query) (*Result, error) {
	q, err := ix.check(q)
	if err != nil {
		return nil, err
	}
	res := &Result{Query: q, Hits: []Hit{}, Facets: ix.facets(nil)}
	if q.Text == "" {
		return res, nil
	}

	var (
		text  query.Query
		terms termUnits // what the search box looks for; nil in advanced mode
		p     *plan
	)
	if q.Advanced {
		if text, err = parseAdvanced(q.Text); err != nil {
			return nil, err
		}
	} else {
		p = ix.newPlan(q.Text, false)
		if len(p.units) == 0 {
			return res, nil // nothing but stop words and punctuation
		}
		text, terms, res.Fuzzy = p.query(), p.terms(), p.fuzzy
	}
	c, err := ix.collect(ctx, q, text)
	if err != nil {
		return nil, ix.searchError(q, err)
	}
	if c.total == 0 && p != nil && p.canRespell() {
		// Nothing at all, even with unknown words respelled: respell every word.
		p = ix.newPlan(q.Text, true)
		text, terms, res.Fuzzy = p.query(), p.terms(), p.fuzzy
		if c, err = ix.collect(ctx, q, text); err != nil {
			return nil, ix.searchError(q, err)
		}
	}
	if !q.Advanced {
		ix.pinCard(q, c)
	}
	res.Facets = ix.facets(c.counts(ix))
	res.Total = c.total
	if res.Hits, err = ix.hits(ctx, q, text, terms, c.top); err != nil {
		return nil, ix.searchError(q, err)
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
// own message.
func parseAdvanced(text string) (query.Query, error) {
	parsed, err := query.NewQueryStringQuery(text).Parse()
	if err != nil {
		return nil, fmt.Errorf("%w: %s", ErrBadQuery, err.Error())
	}
	if v, ok := parsed.(query.ValidatableQuery); ok {
		if err := v.Validate(); err != nil {
			return nil, fmt.Errorf("%w: %s", ErrBadQuery, err.Error())
		}
	}
	if n := expandingTerms(parsed); n > maxExpandingTerms {
		return nil, fmt.Errorf("%w: %d wildcard, regular-expression or fuzzy terms; the most is %d", ErrBadQuery, n, maxExpandingTerms)
	}
	return parsed, nil
}

// maxExpandingTerms caps the terms of an advanced query that match many index terms each: every
// one of them searches for each term it matches, so a query of dozens of them ("/.*/ /.*/ ...")
// would take seconds.
const maxExpandingTerms = 3

// expandingTerms counts the wildcard, regular-expression and fuzzy terms of q.
func expandingTerms(q query.Query) int {
	switch q := q.(type) {
	case *query.BooleanQuery:
		return expandingTerms(q.Must) + expandingTerms(q.Should) + expandingTerms(q.MustNot)
	case *query.ConjunctionQuery:
		n := 0
		for _, c := range q.Conjuncts {
			n += expandingTerms(c)
		}
		return n
	case *query.DisjunctionQuery:
		n := 0
		for _, c := range q.Disjuncts {
			n += expandingTerms(c)
		}
		return n
	case *query.RegexpQuery, *query.WildcardQuery, *query.PrefixQuery, *query.FuzzyQuery:
		return 1
	case *query.MatchQuery:
		if q.Fuzziness != 0 {
			return 1
		}
	case *query.MatchPhraseQuery:
		if q.Fuzziness != 0 {
			return 1
		}
	}
	return 0
}

// searchError classifies a failed search. The index lives in memory, so in advanced mode a
// failure comes from the query (a fuzziness over 2, a regular expression that does not
// compile) and is the user's to fix.
func (ix *Index) searchError(q Query, err error) error {
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
	for _, r := range list {
		h := r.e.hit
		h.Eras = slices.Clone(h.Eras)
		h.Score = r.score
		if q.Era != "" && slices.Contains(h.Eras, q.Era) {
			h.Era = q.Era
		}
		s := ix.snippet(r.e, terms)
		h.Snippet = s.html
		if s.block > 0 && s.block < len(r.e.anchors) {
			h.URL += "#" + r.e.anchors[s.block]
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
