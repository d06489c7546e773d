// Package index is rulesd's full-text search: a bleve index (scorch, in memory) built at start
// from the embedded rules digest, rulings and glossary, and from the era rulebooks when they are
// given; the search page, the JSON API and the command line query it.
//
// There is one document per rule page, ruling, glossary term, rulebook section, worked example
// and card. A page's anchored paragraphs and steps are one multi-valued field, so a page is one
// hit; the paragraph that matches the most parts of the query gives the snippet and, when it
// says more than the title does, the step the hit links to (/rules/sm/burned#burned-3).
//
// The search box splits its text into units: words, cards' names (names.go), and phrases of
// the players' vocabulary (synonyms.go) that bring the rule words with them. A unit matches
// when any of its terms does (a card's name only whole), in one combined text field where
// titles and aliases count several times over. Words the index has never seen are respelled to
// the nearest indexed terms ("paralized" finds Paralyzed). One pass over the matches counts the
// facets, each with every filter but its own, and keeps the best hits, weighted by kind. The
// ranking (rank.go) then weighs those by how much of the question each page's name says and
// how much of that name the question says, counting the words that carry the question's topic
// above those that only qualify it (topics.go), by the neighbouring parts of the question the
// name says side by side ("zones of play"), and by the kind of page the kind of question asks
// for (a case a ruling, a definition a rule page): a ruling whose question is the one asked
// comes before the rule page it rests on, and a ruling before the worked example that plays
// it. A card's name with nothing but facts or filler puts the card first. The development set
// (testdata/devset.yaml) measures it, and a held-out set (testdata/heldout.yaml), never tuned
// against, checks that what helps the first is not fitted to it. Advanced mode takes bleve's
// query-string syntax instead.
package index

import (
	"encoding/binary"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/index/scorch"
	bleveindex "github.com/blevesearch/bleve_index_api"

	"github.com/rulesd/rulesd/content"
)

// Kinds of document, in the order facets list them.
const (
	KindRule     = "rule"
	KindRuling   = "ruling"
	KindGlossary = "glossary"
	KindRulebook = "rulebook"
	KindExample  = "example" // a worked example (scenarios/data), passed to Build by its caller
)

// Kinds lists every kind of document the index holds.
var Kinds = []string{KindRule, KindRuling, KindGlossary, KindRulebook, KindExample, KindCard}

// Limits on a query.
const (
	DefaultLimit = 10
	MaxLimit     = 50
	MaxTextRunes = 500
	MaxOffset    = 500 // the deepest page starts at hit 501
)

// ErrBadQuery marks a query the user has to fix: an unknown era or kind, text that is too
// long, advanced syntax that does not parse. Handlers answer it with 400.
var ErrBadQuery = errors.New("bad query")

// Query is one search.
//
// The JSON names are those of GET /api/search and `rulesd search --json`.
type Query struct {
	Text     string `json:"q"`
	Era      string `json:"era,omitempty"`      // "" = all
	Kind     string `json:"kind,omitempty"`     // "" = all; rule | ruling | glossary | rulebook | example | card
	Rulebook string `json:"rulebook,omitempty"` // "" = all; a rulebook ID
	Set      string `json:"set,omitempty"`      // "" = all; a card set id (cards only)
	Limit    int    `json:"limit"`              // 0 = default 10; capped at 50
	Advanced bool   `json:"advanced"`           // Text is bleve query-string syntax
	// Offset skips that many hits, for the next page of results; at most MaxOffset.
	Offset int `json:"offset"`
	// Literal searches the text as typed: era words in it ("burn sm") are searched for
	// rather than read as the era (see era_words.go).
	Literal bool `json:"literal,omitempty"`
}

// Hit is one document found.
type Hit struct {
	ID    string   `json:"id"`
	Kind  string   `json:"kind"`
	Era   string   `json:"era"`
	Eras  []string `json:"eras,omitempty"` // every era the document belongs to (a ruling may have several)
	Title string   `json:"title"`
	URL   string   `json:"url"`
	// Snippet is HTML: escaped text with <mark> around matches; safe to render as is.
	Snippet string `json:"snippet"`
	Topic   string `json:"topic,omitempty"` // rule/ruling/glossary topic id when there is one
	// Rulebook sections (kind rulebook): the rulebook's ID and title, the heading and page.
	Rulebook      string `json:"rulebook,omitempty"`
	RulebookTitle string `json:"rulebook_title,omitempty"`
	Section       string `json:"section,omitempty"`
	Page          int    `json:"page,omitempty"`
	// Cards (kind card): the set, its name and the card's number, its kind, types and HP.
	Set      string   `json:"set,omitempty"`
	SetName  string   `json:"set_name,omitempty"`
	Number   string   `json:"number,omitempty"`
	CardKind string   `json:"card_kind,omitempty"`
	Types    []string `json:"types,omitempty"`
	HP       int      `json:"hp,omitempty"`
	Score    float64  `json:"score"`

	// Books are the rulebooks that print this section word for word (the three hgss books
	// share many), first the one the hit links to; set only when there are several.
	Books []BookSection `json:"books,omitempty"`
	// Paragraph is the anchor of a rule page's paragraph or step that best matches the
	// question, even when the title matched best and URL links the whole page; "" for other
	// kinds, and in advanced mode.
	Paragraph string `json:"paragraph,omitempty"`
}

// BookSection is one rulebook's copy of a section.
type BookSection struct {
	Rulebook string `json:"rulebook"`
	Title    string `json:"rulebook_title"`
	URL      string `json:"url"`
	Page     int    `json:"page,omitempty"`
}

// FacetCount is how many hits one value of a facet has.
type FacetCount struct {
	Term  string `json:"term"`
	Count int    `json:"count"`
}

// Result is the answer to a Query.
type Result struct {
	Query Query  `json:"query"`
	Total uint64 `json:"total"`
	// Fuzzy is true when some words matched only by close spelling ("paralized" → Paralyzed).
	Fuzzy bool  `json:"fuzzy"`
	Hits  []Hit `json:"hits"` // never nil: no hits is an empty list
	// Facets: "era", "kind" and "rulebook" list every value, zero counts included; "topic"
	// lists the topics of the matching rule pages, rulings, glossary terms and worked examples
	// that have at least one hit.
	Facets map[string][]FacetCount `json:"facets"`

	// EraFromQuery is the era read from words of the question ("poisoned damage sm") when
	// none was chosen; EraWords are those words as typed, left out of the text searched.
	EraFromQuery string `json:"era_from_query,omitempty"`
	EraWords     string `json:"era_words,omitempty"`
	// Respelled are the words the index does not hold, each with the word searched instead,
	// and DidYouMean the question with them respelled ("paralized" → "paralyzed").
	Respelled  []Respelling `json:"respelled,omitempty"`
	DidYouMean string       `json:"did_you_mean,omitempty"`
	// Ignored are the words that played no part in the search: too common to search for
	// (stop words) or found nowhere, even respelled.
	Ignored []IgnoredWord `json:"ignored,omitempty"`
}

// Index is the search index. It is safe for concurrent use.
type Index struct {
	log      *slog.Logger
	idx      bleve.Index
	entries  map[string]*entry   // document id → what a hit shows
	vocab    map[string]termStat // every term of the text fields, to spot misspelled words
	idf      []float32           // how rare each term is, by its id: ln(1 + documents/df)
	analyzer analysis.Analyzer   // the text fields' analyser, for taking queries apart
	synonyms *synonymTable
	names    *nameTable // the cards' names, found whole in a question
	// topicVocab is the rules' vocabulary of things (topicTerms).
	topicVocab map[string]bool
	// ruleVocab is topicVocab and the words of the players' phrases (ruleWords).
	ruleVocab map[string]bool
	// qualifiers are the terms of qualifierWords: a question's words that only qualify it.
	qualifiers map[string]bool
	spelling   *spellings
	rulebooks  []string            // rulebook IDs, in era order
	topics     []string            // topic ids, in the order of content/topics.yaml
	sets       []string            // card set ids, in release order
	cardIDs    map[string]*entry   // card id in lower case → entry
	cardNames  map[string][]*entry // card name as query words (nameWords) → entries
	cardMoves  map[string][]*entry // attack or power name as query words → the cards with it
	setWords   map[string]bool     // the words of the cards' sets' names, as query words
	stop       map[string]bool     // the stop words (stopWords)
	internal   []*entry            // bleve's internal document number → entry (internalIDs)
	impacts    *impacts            // every term's postings, to score the search box's questions (impacts.go)
	snapshot   bool                // opened from a snapshot, not built
	timeout    time.Duration       // each search's deadline: SearchTimeout

	surface surfaceForms // readable words for index terms, for "did you mean"
}

// build indexes the corpus and the documents made from rulebook sections.
func build(log *slog.Logger, c *content.Corpus, sections []*document, rulebookIDs []string) (*Index, error) {
	return buildDocs(log, c, sections, rulebookIDs, nil)
}

// buildDocs indexes the corpus and the other documents (rulebook sections, cards).
func buildDocs(log *slog.Logger, c *content.Corpus, sections []*document, rulebookIDs, setIDs []string) (*Index, error) {
	return buildDocsWith(buildOptions{}, log, c, sections, rulebookIDs, setIDs)
}

// buildDocsWith is buildDocs, opening the snapshot opts name instead of building when it was
// built from the same documents, or writing one.
func buildDocsWith(opts buildOptions, log *slog.Logger, c *content.Corpus, sections []*document, rulebookIDs, setIDs []string) (*Index, error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if c == nil {
		return nil, errors.New("build index: no content corpus")
	}
	start := time.Now()
	m, err := newMapping()
	if err != nil {
		return nil, fmt.Errorf("build index: %w", err)
	}
	// scorch with no path keeps everything in memory (NewMemOnly would build the deprecated
	// upsidedown format). It is replaced below by the snapshot when one fits.
	idx, err := bleve.NewUsing("", m, scorch.Name, scorch.Name, nil)
	if err != nil {
		return nil, fmt.Errorf("build index: open scorch in memory: %w", err)
	}
	ix := &Index{
		log: log, idx: idx, entries: map[string]*entry{}, rulebooks: rulebookIDs, timeout: SearchTimeout,
		topics:   topicIDs(c),
		sets:     setIDs,
		analyzer: m.AnalyzerNamed(analyzerName), synonyms: newSynonymTable(synonyms),
	}
	if ix.analyzer == nil {
		_ = idx.Close()
		return nil, fmt.Errorf("build index: analyzer %s not found", analyzerName)
	}
	ix.topicVocab = ix.topicTerms(c)
	ix.qualifiers = ix.qualifierTerms()
	ix.ruleVocab = ix.ruleWords()
	ix.stop = map[string]bool{}
	for _, w := range stopWords {
		ix.stop[w] = true
	}
	docs := append(corpusDocuments(c), sections...)
	nameRulingsByExamples(c, docs)
	fromSnapshot := false
	if opts.snapshot != nil || opts.writeTo != "" {
		key, err := snapshotKey(m, docs)
		if err != nil {
			_ = idx.Close()
			return nil, fmt.Errorf("build index: %w", err)
		}
		if opts.writeTo != "" {
			if err := writeSnapshot(opts.writeTo, m, docs, key); err != nil {
				_ = idx.Close()
				return nil, err
			}
		}
		snap, err := openSnapshot(opts.snapshot, key)
		if err != nil {
			_ = idx.Close()
			return nil, fmt.Errorf("build index: %w", err)
		}
		if snap != nil {
			_ = idx.Close()
			idx, ix.idx, fromSnapshot, ix.snapshot = snap, snap, true, true
		}
	}
	batch := idx.NewBatch()
	for _, d := range docs {
		if _, dup := ix.entries[d.id]; dup {
			_ = idx.Close()
			return nil, fmt.Errorf("build index: document id %s is used twice", d.id)
		}
		if !fromSnapshot { // a snapshot holds the document already
			if err := batch.Index(d.id, d.fields); err != nil {
				_ = idx.Close()
				return nil, fmt.Errorf("build index: document %s: %w", d.id, err)
			}
		}
		ix.entries[d.id] = d.entry
		e := d.entry
		e.kindPos = slices.Index(Kinds, e.hit.Kind)
		e.bookBits = bookBits(rulebookIDs, e.hit)
		e.topicPos = -1
		if e.hit.Topic != "" {
			e.topicPos = slices.Index(ix.topics, e.hit.Topic)
		}
		e.setPos = ix.setPos(e)
		for i, era := range content.EraIDs() {
			if slices.Contains(e.hit.Eras, era) {
				e.eraBits |= 1 << i
			}
		}
	}
	if !fromSnapshot {
		if err := idx.Batch(batch); err != nil {
			_ = idx.Close()
			return nil, fmt.Errorf("build index: %w", err)
		}
	}
	if ix.vocab, err = vocabulary(idx); err != nil {
		_ = idx.Close()
		return nil, fmt.Errorf("build index: %w", err)
	}
	ix.spelling = newSpellings(ix.vocab)
	ix.idf = idfOf(ix.vocab, len(ix.entries))
	for _, e := range ix.entries {
		ix.nameTerms(e)
		if e.hit.Kind == KindRule {
			e.mainIDs = ix.mainIDs(e)
		}
	}
	ix.cardIDs = cardIDsOf(ix.entries)
	ix.cardNames = ix.cardNamesOf()
	ix.cardMoves = ix.cardMovesOf()
	ix.setWords = ix.setWordsOf()
	ix.names = ix.cardNameTable()
	if ix.internal, err = internalIDs(idx, ix.entries); err != nil {
		_ = idx.Close()
		return nil, fmt.Errorf("build index: %w", err)
	}
	if ix.impacts, err = readImpacts(idx); err != nil {
		_ = idx.Close()
		return nil, fmt.Errorf("build index: %w", err)
	}
	log.Info("search index built", "documents", len(docs), "terms", len(ix.vocab), "from_snapshot", fromSnapshot, "took", time.Since(start))
	return ix, nil
}

// nameRulingsByExamples gives each ruling the title of the worked example that plays it as
// another name: the example's title puts the ruling's question in other words, and a search
// in those words should find the ruling, which ranks above the example that shows it.
func nameRulingsByExamples(c *content.Corpus, docs []*document) {
	examples := map[string]*document{}
	for _, d := range docs {
		if d.entry.hit.Kind == KindExample {
			examples[d.id] = d
		}
	}
	for _, d := range docs {
		if d.entry.hit.Kind != KindRuling {
			continue
		}
		r, ok := c.Ruling(strings.TrimPrefix(d.id, "ruling:"))
		if !ok || r.Scenario == "" {
			continue
		}
		x, ok := examples["example:"+r.Scenario]
		if !ok {
			continue
		}
		d.entry.aliases = append(d.entry.aliases, x.entry.title)
		x.entry.playedRuling = d.entry
		d.entry.playedBy = x.entry
		text := d.fields[fieldText].([]string)
		for range aliasWeight {
			text = append(text, x.entry.title)
		}
		d.fields[fieldText] = text
	}
}

// termStat is what the index knows of one of its terms: a number of its own, in the terms'
// sorted order, and how many documents hold it.
type termStat struct {
	id int32
	df int32
}

// idfOf is how rare each term of vocab is among n documents, by term id: a term every document
// holds weighs ln 2, a term of one document ln(1+n).
func idfOf(vocab map[string]termStat, n int) []float32 {
	out := make([]float32, len(vocab))
	for _, st := range vocab {
		out[st.id] = float32(math.Log1p(float64(n) / float64(max(st.df, 1))))
	}
	return out
}

// vocabulary collects every term the search box can match.
func vocabulary(idx bleve.Index) (map[string]termStat, error) {
	vocab := map[string]termStat{}
	dict, err := idx.FieldDict(fieldText)
	if err != nil {
		return nil, fmt.Errorf("read terms: %w", err)
	}
	defer dict.Close()
	for {
		e, err := dict.Next()
		if err != nil {
			return nil, fmt.Errorf("read terms: %w", err)
		}
		if e == nil {
			return vocab, nil
		}
		vocab[e.Term] = termStat{id: int32(len(vocab)), df: int32(min(e.Count, 1<<31-1))}
	}
}

// internalIDs maps bleve's internal id of every document to its entry. The index is built in
// one batch and never changes (an in-memory scorch index merges no segments), so the ids hold
// for its life. An internal id is a document number (8 bytes, big-endian) counted from 0 over
// the index's segments, so a slice indexed by it finds an entry without hashing: collect looks
// one up for every document a query matches.
func internalIDs(idx bleve.Index, entries map[string]*entry) ([]*entry, error) {
	reader, err := openReader(idx)
	if err != nil {
		return nil, err
	}
	defer reader.Close()
	out := make([]*entry, len(entries))
	for id, e := range entries {
		iid, err := reader.InternalID(id)
		if err != nil {
			return nil, fmt.Errorf("internal id of %s: %w", id, err)
		}
		n, ok := docNumber(iid)
		if !ok || n >= uint64(maxInternalSpread*len(entries)+1) {
			return nil, fmt.Errorf("internal id of %s: %x is not a document number", id, []byte(iid))
		}
		for uint64(len(out)) <= n {
			out = append(out, nil)
		}
		out[n] = e
	}
	return out, nil
}

// openReader opens a reader of idx's current contents; the caller closes it.
func openReader(idx bleve.Index) (bleveindex.IndexReader, error) {
	bi, err := idx.Advanced()
	if err != nil {
		return nil, fmt.Errorf("open index: %w", err)
	}
	reader, err := bi.Reader()
	if err != nil {
		return nil, fmt.Errorf("open index reader: %w", err)
	}
	return reader, nil
}

// maxInternalSpread bounds the document numbers internalIDs accepts, as a multiple of the
// number of documents: numbers are dense in an index built once.
const maxInternalSpread = 2

// docNumber reads an internal id as the document number it holds.
func docNumber(iid []byte) (uint64, bool) {
	if len(iid) != 8 {
		return 0, false
	}
	return binary.BigEndian.Uint64(iid), true
}

// entryOf is the entry of a document bleve matched; nil for one that is not an entry.
func (ix *Index) entryOf(iid []byte) *entry {
	if n, ok := docNumber(iid); ok && n < uint64(len(ix.internal)) {
		return ix.internal[n]
	}
	return nil
}

// topicIDs lists the corpus's topic ids in order.
func topicIDs(c *content.Corpus) []string {
	ids := make([]string, len(c.Topics))
	for i, t := range c.Topics {
		ids[i] = t.ID
	}
	return ids
}

// FromSnapshot reports whether the index was opened from a snapshot rather than built.
func (ix *Index) FromSnapshot() bool { return ix.snapshot }

// DocCount is the number of documents indexed.
func (ix *Index) DocCount() uint64 {
	n, err := ix.idx.DocCount()
	if err != nil {
		return uint64(len(ix.entries))
	}
	return n
}

// Rulebooks lists the IDs of the indexed rulebooks, the values the Rulebook filter accepts.
func (ix *Index) Rulebooks() []string { return slices.Clone(ix.rulebooks) }

// Close releases the index.
func (ix *Index) Close() error { return ix.idx.Close() }
