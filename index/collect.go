package index

import (
	"context"
	"slices"
	"strings"

	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"

	"github.com/rulesd/rulesd/content"
)

// scored is a document that passed the filters, with its score weighted by kind.
type scored struct {
	e     *entry
	score float64
}

// collection is one pass over every document a query matches: the best hits under the
// filters, how many pass them, and the facet counts.
type collection struct {
	top   []scored // best first, at most the limit (while collecting: a heap of at most keep)
	total uint64
	// Facet counts by the position of the value in its dimension's list.
	eras, kinds, books, topics, sets []int
	// The filters as positions; -1 for none.
	era, kind, book, set int
	limit                int // hits kept: the page and every page before it
	keep                 int // hits kept while collecting: limit, and more for rank to weigh
	offset               int // hits of the pages before, dropped once all are counted
	// text is the question in lower case: a ruling about cards it does not name ranks below
	// rules and rulings that answer it in general.
	text string
	// rank weighs what bleve does not (rank.go); nil in advanced mode.
	rank *ranking
}

func (ix *Index) newCollection(q Query) *collection {
	return &collection{
		eras: make([]int, len(content.Eras)), kinds: make([]int, len(Kinds)), books: make([]int, len(ix.rulebooks)),
		topics: make([]int, len(ix.topics)),
		sets:   make([]int, len(ix.sets)),
		era:    slices.Index(content.EraIDs(), q.Era), kind: slices.Index(Kinds, q.Kind), book: slices.Index(ix.rulebooks, q.Rulebook),
		set:   slices.Index(ix.sets, q.Set),
		limit: max(q.Limit+q.Offset, 1), offset: q.Offset, keep: max(q.Limit+q.Offset, 1),
		text: strings.ToLower(q.Text),
	}
}

// cardRulingWeight lowers a ruling about particular cards when the question names none of
// them: it answers a narrower question than the general rule the words also match.
const cardRulingWeight = 0.7

// weight is an entry's kind weight, lowered for a ruling about cards the question does not name.
func (c *collection) weight(e *entry) float64 {
	w := kindWeights[max(e.kindPos, 0)]
	if len(e.cardNames) == 0 {
		return w
	}
	for _, n := range e.cardNames {
		if strings.Contains(c.text, n) {
			return w
		}
	}
	return w * cardRulingWeight
}

// checkEvery is how many matches pass between looks at the context.
const checkEvery = 256

// collect runs text over the whole index once, unfiltered, and applies the filters itself:
// each facet is counted with every filter but its own (so the era facet still shows what the
// other eras hold while the hits stay in the chosen era), and the hits are ranked by score
// weighted by kind. Facet values and kinds come from the entries kept beside the index, so no
// stored field or doc value is read.
func (ix *Index) collect(ctx context.Context, q Query, text query.Query, rank *ranking) (*collection, error) {
	return ix.collectWith(ctx, q, text, rank, ix.impacts != nil && supported(text))
}

// collectWith is collect, scoring text from the impacts when fromImpacts is set (the query
// must be supported) and with bleve's searchers otherwise.
func (ix *Index) collectWith(ctx context.Context, q Query, text query.Query, rank *ranking, fromImpacts bool) (*collection, error) {
	c := ix.newCollection(q)
	c.rank = rank
	if rank != nil {
		c.keep = c.limit + rerankExtra
	}
	c.top = make([]scored, 0, c.keep)
	var err error
	if fromImpacts {
		err = ix.collectImpacts(ctx, c, text)
	} else {
		err = ix.collectBleve(ctx, c, text)
	}
	if err != nil {
		return nil, err
	}
	if rank != nil {
		c.rerank()
	} else {
		c.sortTop()
	}
	if rank == nil || !rank.example {
		c.rulingsFirst()
	}
	c.top = c.top[min(c.offset, len(c.top)):]
	return c, nil
}

// collectImpacts adds every document text matches, in document order, scored from the impacts.
func (ix *Index) collectImpacts(ctx context.Context, c *collection, text query.Query) error {
	n := 0
	return ix.impacts.score(text, func(d uint32, score float64) error {
		if n%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		n++
		if int(d) < len(ix.internal) && ix.internal[d] != nil {
			c.add(ix.internal[d], score)
		}
		return nil
	})
}

// collectBleve adds every document text matches, in document order, as bleve scores it.
func (ix *Index) collectBleve(ctx context.Context, c *collection, text query.Query) error {
	reader, err := openReader(ix.idx)
	if err != nil {
		return err
	}
	defer reader.Close()
	searcher, err := text.Searcher(ctx, reader, ix.idx.Mapping(), search.SearcherOptions{})
	if err != nil {
		return err
	}
	defer searcher.Close()
	sctx := &search.SearchContext{
		DocumentMatchPool: search.NewDocumentMatchPool(searcher.DocumentMatchPoolSize()+1, 0),
		IndexReader:       reader,
	}
	n := 0
	dm, err := searcher.Next(sctx)
	for err == nil && dm != nil {
		if n%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		n++
		e := ix.entryOf(dm.IndexInternalID)
		score := dm.Score
		sctx.DocumentMatchPool.Put(dm)
		if e != nil {
			c.add(e, score)
		}
		dm, err = searcher.Next(sctx)
	}
	return err
}

// rerankExtra is how many hits past the page bleve's score keeps for the ranking to weigh
// (rank.go): what the ranking adds can lift a hit that far, and weighing only these keeps it
// off the hundreds of pages a question matches.
const rerankExtra = 16

// reprintWeight is what a card's second printing among the hits keeps of its score.
const reprintWeight = 0.5

// rerank weighs the kept hits by what the ranking adds to bleve's score, and keeps the page.
func (c *collection) rerank() {
	cards := 0
	for i := range c.top {
		c.top[i].score *= c.rank.factor(c.top[i].e)
		if c.top[i].e.hit.Kind == KindCard {
			cards++
		}
	}
	c.sortTop()
	if cards > 1 {
		// Another printing of a card already listed says nothing new: it goes below the hits
		// that do. A card's name asked for alone lists every printing (pinCard).
		var seen []string
		demoted := false
		for i, s := range c.top {
			if s.e.hit.Kind != KindCard {
				continue
			}
			if slices.Contains(seen, s.e.hit.Title) {
				c.top[i].score *= reprintWeight
				demoted = true
			}
			seen = append(seen, s.e.hit.Title)
		}
		if demoted {
			c.sortTop()
		}
	}
	c.top = c.top[:min(len(c.top), c.limit)]
}

// rulingsFirst moves each ruling found above the worked example that plays it: the example
// shows the ruling, and a judge cites the ruling.
func (c *collection) rulingsFirst() {
	for i := 0; i < len(c.top); i++ {
		r := c.top[i].e.playedRuling
		if r == nil {
			continue
		}
		j := slices.IndexFunc(c.top[i+1:], func(s scored) bool { return s.e == r })
		if j < 0 {
			continue
		}
		j += i + 1
		moved := c.top[j]
		moved.score = max(moved.score, c.top[i].score)
		copy(c.top[i+1:j+1], c.top[i:j])
		c.top[i] = moved
	}
}

// add counts one matching document and keeps it when it passes the filters and ranks high
// enough.
func (c *collection) add(e *entry, score float64) {
	eraOK := c.era < 0 || e.eraBits&(1<<c.era) != 0
	kindOK := c.kind < 0 || c.kind == e.kindPos
	bookOK := c.book < 0 || e.bookBits&(1<<c.book) != 0
	// The set filter is one more filter like the rulebook's: only cards have a set.
	setOK := c.set < 0 || c.set == e.setPos
	bookOK = bookOK && setOK
	if eraOK && kindOK && c.book < 0 && e.setPos >= 0 {
		c.sets[e.setPos]++
	}
	if kindOK && bookOK {
		for i := range c.eras {
			if e.eraBits&(1<<i) != 0 {
				c.eras[i]++
			}
		}
	}
	if eraOK && bookOK && e.kindPos >= 0 {
		c.kinds[e.kindPos]++
	}
	if eraOK && kindOK {
		for i := range c.books {
			if e.bookBits&(1<<i) != 0 {
				c.books[i]++
			}
		}
	}
	if !eraOK || !kindOK || !bookOK {
		return
	}
	// The topic facet counts the hits the filters keep: there is no topic filter to leave out.
	if e.topicPos >= 0 {
		c.topics[e.topicPos]++
	}
	c.total++
	s := scored{e, score * c.weight(e)}
	// c.top is a heap while collecting, the worst hit kept at its root; collect sorts it.
	switch {
	case len(c.top) < c.keep:
		c.top = append(c.top, s)
		for i := len(c.top) - 1; i > 0; {
			parent := (i - 1) / 2
			if !ranksAbove(c.top[parent], c.top[i]) {
				break
			}
			c.top[parent], c.top[i] = c.top[i], c.top[parent]
			i = parent
		}
	case ranksAbove(s, c.top[0]):
		c.top[0] = s
		for i := 0; ; {
			worst, l, r := i, 2*i+1, 2*i+2
			if l < len(c.top) && ranksAbove(c.top[worst], c.top[l]) {
				worst = l
			}
			if r < len(c.top) && ranksAbove(c.top[worst], c.top[r]) {
				worst = r
			}
			if worst == i {
				break
			}
			c.top[worst], c.top[i] = c.top[i], c.top[worst]
			i = worst
		}
	}
}

// sortTop orders the hits kept, best first.
func (c *collection) sortTop() {
	slices.SortFunc(c.top, func(a, b scored) int {
		if ranksAbove(a, b) {
			return -1
		}
		return 1
	})
}

// passes reports whether an entry passes every filter of the collection.
func (c *collection) passes(e *entry) bool {
	return (c.era < 0 || e.eraBits&(1<<c.era) != 0) && (c.kind < 0 || c.kind == e.kindPos) &&
		(c.book < 0 || e.bookBits&(1<<c.book) != 0) && (c.set < 0 || c.set == e.setPos)
}

// ranksAbove orders hits: higher score first, then by id so that equal scores keep one order.
func ranksAbove(a, b scored) bool {
	if a.score != b.score {
		return a.score > b.score
	}
	return a.e.hit.ID < b.e.hit.ID
}
