package index

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"regexp/syntax"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
	"github.com/blevesearch/bleve/v2/search/searcher"
	bleveindex "github.com/blevesearch/bleve_index_api"
)

// Limits on one search; the README's "Search limits" lists them for users.
//
// Regular expressions and wildcards never reach bleve as such. bleve (scorch) would turn each
// one into a DFA over bytes before it looks at a single term, and that construction is
// exponential in the worst case (up to 10,000 states of 256 transitions each), cannot be
// interrupted and ignores the request's context: /(.{0,50}a){10}/ took 16 s of CPU. Instead
// every pattern is checked here, matched with Go's regexp (linear in the term's length) against
// the field's term dictionary, and handed to bleve as the list of terms it matched, which bleve
// searches exactly as it would have searched the terms its own automaton found.
const (
	// SearchTimeout bounds every search; past it the search stops with ErrTimeout. The widest
	// query the limits below accept costs about 2 ms of CPU, so the deadline only matters on a
	// starved machine: it is long enough that a busy server still answers, and short enough
	// that no search holds a core for long.
	SearchTimeout = time.Second
	// MaxPatternRunes is the longest regular expression (between its slashes) or wildcard.
	MaxPatternRunes = 40
	// MaxRepeat is the largest bound of a counted repetition such as {2,5}.
	MaxRepeat = 16
	// MaxOpenRepeats is how many open-ended repetitions (*, + and {n,}, a wildcard's *
	// included) one pattern may hold.
	MaxOpenRepeats = 4
	// MaxProgram is the most instructions one pattern may compile to (regexp/syntax, after
	// simplification: a counted repetition is written out once per repeat).
	MaxProgram = 120
	// MaxMatchedTerms is the most index terms the patterns and fuzzy words of one query may
	// match together: the search costs about as much per term as one word of the search box.
	MaxMatchedTerms = 100
	// MaxFuzzyRunes is the longest word a fuzzy term (word~1, word~2) may have.
	MaxFuzzyRunes = 20
	// MaxExpandingTerms is the most wildcard, regular-expression and fuzzy terms in one query:
	// each searches for every index term it matches.
	MaxExpandingTerms = 3
)

// ErrTimeout marks a search stopped at SearchTimeout. The server was busy or the query too
// broad; handlers answer it with 503.
var ErrTimeout = errors.New("search took too long")

// LimitError is an advanced query refused before it runs because it could cost too much: the
// limit it breaks, the term at fault and where the term stands in the query. It is an
// ErrBadQuery.
type LimitError struct {
	Limit  string // the limit's name, as the README lists it: "pattern length", "repetition", …
	Term   string // the term at fault, as it is written in the query
	Pos    int    // where Term starts in the query, counted in characters from 1; 0 if unknown
	Detail string // what exceeds the limit, and the limit
}

func (e *LimitError) Error() string {
	where := ""
	if e.Pos > 0 {
		where = fmt.Sprintf(" at character %d", e.Pos)
	}
	return fmt.Sprintf("%s: %s limit: %s%s %s", ErrBadQuery, e.Limit, e.Term, where, e.Detail)
}

// Is makes a LimitError an ErrBadQuery.
func (e *LimitError) Is(target error) bool { return target == ErrBadQuery }

// bounder checks the expanding terms of one parsed advanced query and replaces its regular
// expressions and wildcards by the index terms they match.
type bounder struct {
	ix        *Index
	ctx       context.Context
	text      string // the query as typed, to say where a term stands
	expanding int    // expanding terms seen so far
	matched   int    // index terms they match
}

// bound checks q (a freshly parsed query) against the limits and rewrites it in place; it
// returns the query to run.
func (ix *Index) bound(ctx context.Context, text string, q query.Query) (query.Query, error) {
	b := &bounder{ix: ix, ctx: ctx, text: text}
	return b.walk(q)
}

func (b *bounder) walk(q query.Query) (query.Query, error) {
	var err error
	switch q := q.(type) {
	case *query.BooleanQuery:
		if q.Must, err = b.walkOptional(q.Must); err != nil {
			return nil, err
		}
		if q.Should, err = b.walkOptional(q.Should); err != nil {
			return nil, err
		}
		if q.MustNot, err = b.walkOptional(q.MustNot); err != nil {
			return nil, err
		}
	case *query.ConjunctionQuery:
		for i, c := range q.Conjuncts {
			if q.Conjuncts[i], err = b.walk(c); err != nil {
				return nil, err
			}
		}
	case *query.DisjunctionQuery:
		for i, c := range q.Disjuncts {
			if q.Disjuncts[i], err = b.walk(c); err != nil {
				return nil, err
			}
		}
	case *query.RegexpQuery:
		return b.pattern("/"+q.Regexp+"/", q.Regexp, q.Regexp, q.FieldVal, q.BoostVal.Value())
	case *query.WildcardQuery:
		return b.pattern(q.Wildcard, q.Wildcard, wildcardRegexp(q.Wildcard), q.FieldVal, q.BoostVal.Value())
	case *query.MatchQuery:
		if q.Fuzziness != 0 {
			if err := b.fuzzy(q); err != nil {
				return nil, err
			}
		}
	case *query.FuzzyQuery, *query.PrefixQuery:
		// The query string makes neither (a fuzzy word is a MatchQuery, a prefix a wildcard);
		// refuse them rather than run them unchecked should that change.
		return nil, fmt.Errorf("%w: unsupported query %T", ErrBadQuery, q)
	}
	return q, nil
}

// walkOptional walks one of a BooleanQuery's parts, which are nil when absent.
func (b *bounder) walkOptional(q query.Query) (query.Query, error) {
	if q == nil {
		return nil, nil
	}
	return b.walk(q)
}

// count counts one more expanding term: typed as the error shows it, found at where.
func (b *bounder) count(typed, where string) error {
	b.expanding++
	if b.expanding > MaxExpandingTerms {
		return &LimitError{Limit: "expanding terms", Term: typed, Pos: b.pos(where),
			Detail: fmt.Sprintf("is wildcard, regular-expression or fuzzy term number %d; the most is %d", b.expanding, MaxExpandingTerms)}
	}
	return nil
}

// pos is where the term s first stands in the query, in characters from 1, or 0 when it
// cannot be found as written (escapes). A term starts the query or follows a space, a field's
// colon or a + or -, and ends the query or comes before a space, a boost or a fuzziness.
func (b *bounder) pos(s string) int {
	if s == "" {
		return 0
	}
	for from := 0; from < len(b.text); {
		i := strings.Index(b.text[from:], s)
		if i < 0 {
			return 0
		}
		i += from
		end := i + len(s)
		if (i == 0 || strings.ContainsRune(" :+-", rune(b.text[i-1]))) &&
			(end == len(b.text) || strings.ContainsRune(" ^~", rune(b.text[end]))) {
			return utf8.RuneCountInString(b.text[:i]) + 1
		}
		from = i + 1
	}
	return 0
}

// field is the field a term without one searches.
func (b *bounder) field(f string) string {
	if f == "" {
		return b.ix.idx.Mapping().DefaultSearchField()
	}
	return f
}

// pattern checks one regular expression or wildcard (typed: as written in the query; source:
// the pattern itself, without a regular expression's slashes; expr: as a regular expression)
// and returns the query for the terms it matches.
func (b *bounder) pattern(typed, source, expr, field string, boost float64) (query.Query, error) {
	if err := b.count(typed, typed); err != nil {
		return nil, err
	}
	limit := func(name, detail string, args ...any) error {
		return &LimitError{Limit: name, Term: typed, Pos: b.pos(typed), Detail: fmt.Sprintf(detail, args...)}
	}
	if n := utf8.RuneCountInString(source); n > MaxPatternRunes {
		return nil, limit("pattern length", "is %d characters long; the most is %d", n, MaxPatternRunes)
	}
	// bleve ignores a leading ^: every pattern matches whole terms.
	expr = strings.TrimPrefix(expr, "^")
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil, fmt.Errorf("%w: %s at character %d: %v", ErrBadQuery, typed, b.pos(typed), err)
	}
	open := 0
	// An optional part (?) is no repetition: it adds one branch, not a multiple.
	var check func(re *syntax.Regexp, inRepeat bool) error
	check = func(re *syntax.Regexp, inRepeat bool) error {
		repeats := false
		switch re.Op {
		case syntax.OpStar, syntax.OpPlus:
			repeats = true
			open++
		case syntax.OpRepeat:
			repeats = true
			if re.Max == -1 {
				open++
			}
			if n := max(re.Min, re.Max); n > MaxRepeat {
				return limit("repetition", "repeats up to %d times (%s); the most is %d", n, repeatText(re), MaxRepeat)
			}
		}
		if repeats && inRepeat {
			return limit("nested repetition", "repeats %s inside another repetition; the most is one level of repetition", re.String())
		}
		if open > MaxOpenRepeats {
			return limit("open repetitions", "has more than %d open-ended repetitions (*, + or {n,}); the most is %d", MaxOpenRepeats, MaxOpenRepeats)
		}
		for _, sub := range re.Sub {
			if err := check(sub, inRepeat || repeats); err != nil {
				return err
			}
		}
		return nil
	}
	if err := check(re, false); err != nil {
		return nil, err
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return nil, fmt.Errorf("%w: %s at character %d: %v", ErrBadQuery, typed, b.pos(typed), err)
	}
	if n := len(prog.Inst); n > MaxProgram {
		return nil, limit("program size", "compiles to %d instructions; the most is %d", n, MaxProgram)
	}
	// Checked above, so compiling the whole-term form cannot fail or grow much.
	whole, err := regexp.Compile(`^(?:` + expr + `)$`)
	if err != nil {
		return nil, fmt.Errorf("%w: %s at character %d: %v", ErrBadQuery, typed, b.pos(typed), err)
	}
	field = b.field(field)
	left := MaxMatchedTerms - b.matched
	terms, err := b.matching(field, whole, left)
	if err != nil {
		return nil, err
	}
	if len(terms) > left {
		return nil, limit("matching terms", "%s; the most is %d, so make it more specific", b.overMatched(left), MaxMatchedTerms)
	}
	b.matched += len(terms)
	return &termsQuery{field: field, terms: terms, boost: boost}, nil
}

// repeatText writes a counted repetition's bounds as they are typed.
func repeatText(re *syntax.Regexp) string {
	switch {
	case re.Max == -1:
		return fmt.Sprintf("{%d,}", re.Min)
	case re.Min == re.Max:
		return fmt.Sprintf("{%d}", re.Min)
	}
	return fmt.Sprintf("{%d,%d}", re.Min, re.Max)
}

// overMatched says how a pattern or fuzzy word went over MaxMatchedTerms when only left terms
// were left to it.
func (b *bounder) overMatched(left int) string {
	if left == MaxMatchedTerms {
		return fmt.Sprintf("matches more than %d terms of the index", left)
	}
	return fmt.Sprintf("with the query's other patterns and fuzzy words, matches more than %d terms of the index", MaxMatchedTerms)
}

// matching lists the terms of field that re matches, stopping one past limit.
func (b *bounder) matching(field string, re *regexp.Regexp, limit int) ([]string, error) {
	prefix, _ := re.LiteralPrefix()
	dict, err := b.ix.idx.FieldDictPrefix(field, []byte(prefix))
	if err != nil {
		return nil, fmt.Errorf("read the terms of %s: %w", field, err)
	}
	defer dict.Close()
	var terms []string
	for n := 0; ; n++ {
		if n%checkEvery == 0 {
			if err := b.ctx.Err(); err != nil {
				return nil, err
			}
		}
		e, err := dict.Next()
		if err != nil {
			return nil, fmt.Errorf("read the terms of %s: %w", field, err)
		}
		if e == nil {
			return terms, nil
		}
		if re.MatchString(e.Term) {
			terms = append(terms, e.Term)
			if len(terms) > limit {
				return terms, nil
			}
		}
	}
}

// fuzzy checks a fuzzy term: its fuzziness, the length of each word and how many index terms
// each word comes near. bleve then runs it as usual; its automaton is linear in the word.
func (b *bounder) fuzzy(q *query.MatchQuery) error {
	typed := fmt.Sprintf("%s~%d", q.Match, q.Fuzziness)
	limit := func(name, detail string, args ...any) error {
		return &LimitError{Limit: name, Term: typed, Pos: b.pos(q.Match), Detail: fmt.Sprintf(detail, args...)}
	}
	if q.Fuzziness < 0 || q.Fuzziness > searcher.MaxFuzziness {
		return limit("fuzziness", "asks for fuzziness %d; the most is %d", q.Fuzziness, searcher.MaxFuzziness)
	}
	m := b.ix.idx.Mapping()
	field := b.field(q.FieldVal)
	analyzer := m.AnalyzerNamed(m.AnalyzerNameForPath(field))
	if analyzer == nil {
		return fmt.Errorf("%w: %s: field %s has no analyzer", ErrBadQuery, typed, field)
	}
	tokens := analyzer.Analyze([]byte(q.Match))
	if len(tokens) == 0 {
		return nil
	}
	reader, err := openReader(b.ix.idx)
	if err != nil {
		return err
	}
	defer reader.Close()
	fr, ok := reader.(bleveindex.IndexReaderFuzzy)
	if !ok {
		return fmt.Errorf("index reader %T cannot list fuzzy terms", reader)
	}
	for _, tok := range tokens {
		if err := b.count(typed, q.Match); err != nil {
			return err
		}
		if n := utf8.RuneCount(tok.Term); n > MaxFuzzyRunes {
			return limit("fuzzy word length", "has a word %d characters long; the most is %d", n, MaxFuzzyRunes)
		}
		left := MaxMatchedTerms - b.matched
		n, err := countTerms(b.ctx, fr, field, string(tok.Term), q.Fuzziness, q.Prefix, left)
		if err != nil {
			return err
		}
		if n > left {
			return limit("matching terms", "%s; the most is %d, so lower the fuzziness or lengthen the word", b.overMatched(left), MaxMatchedTerms)
		}
		b.matched += n
	}
	return nil
}

// countTerms counts the terms of field within fuzziness edits of term, stopping one past
// limit.
func countTerms(ctx context.Context, r bleveindex.IndexReaderFuzzy, field, term string, fuzziness, prefix, limit int) (int, error) {
	pre := ""
	if prefix > 0 && prefix <= len(term) {
		pre = term[:prefix]
	}
	dict, err := r.FieldDictFuzzy(field, term, fuzziness, pre)
	if err != nil {
		return 0, fmt.Errorf("%w: %s~%d: %v", ErrBadQuery, term, fuzziness, err)
	}
	defer dict.Close()
	n := 0
	for {
		if n%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return 0, err
			}
		}
		e, err := dict.Next()
		if err != nil {
			return 0, fmt.Errorf("read fuzzy terms of %s: %w", field, err)
		}
		if e == nil {
			return n, nil
		}
		if n++; n > limit {
			return n, nil
		}
	}
}

// wildcardRegexp writes a wildcard as a regular expression: * is any run of characters, ?
// any one character, and everything else stands for itself.
func wildcardRegexp(w string) string {
	var sb strings.Builder
	for _, r := range w {
		switch r {
		case '*':
			sb.WriteString(".*")
		case '?':
			sb.WriteString(".")
		default:
			sb.WriteString(regexp.QuoteMeta(string(r)))
		}
	}
	return sb.String()
}

// termsQuery matches the documents holding any of a list of terms of one field: what a
// regular expression or wildcard matched. It searches and scores as bleve's own regexp query
// does once its automaton has listed the terms.
type termsQuery struct {
	field string
	terms []string
	boost float64
}

func (q *termsQuery) Searcher(ctx context.Context, r bleveindex.IndexReader, _ mapping.IndexMapping, options search.SearcherOptions) (search.Searcher, error) {
	return searcher.NewMultiTermSearcher(ctx, r, q.terms, q.field, q.boost, options, true)
}
