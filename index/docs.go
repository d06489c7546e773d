package index

import (
	"html"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/rulesd/rulesd/content"
)

// document is what gets indexed for one rule page, ruling, glossary term or rulebook section,
// with what a hit on it shows.
type document struct {
	id     string
	fields map[string]any
	entry  *entry
}

// entry is the part of a document kept beside the index: the hit it makes, and the text of
// each field, from which snippets are cut.
type entry struct {
	hit     Hit // without Score and Snippet
	title   string
	aliases []string
	summary string
	body    []string // one element per anchored block (rules) or paragraph
	anchors []string // rules: the HTML id of each body element
	// cardNames are the lower-case names of the cards a ruling is about.
	cardNames []string
	// moves are a card's attacks and powers by name; marks the words of its marks (prime,
	// legend, gx…), in lower case.
	moves, marks []string
	// cards are the names of the cards a worked example plays with.
	cards []string
	// playedRuling is the ruling a worked example plays, which ranks above it; playedBy the
	// worked example that plays a ruling.
	playedRuling, playedBy *entry

	// topicTitle is a rule page's topic title, when it differs from the page's own.
	topicTitle string
	// nameIDs are the ids of the terms of its name (ranking.named), sorted; titleIDs those of
	// its title alone, and titleWeight their weight (ranking.said).
	nameIDs, titleIDs []int32
	mainIDs           []int32 // a rule's title and topic title: its name less its aliases
	titleWeight       float32
	// nameSeq is the ids of the terms of its title and each alias in the order they stand,
	// -1 between one and the next: which words of the name are neighbours (ranking.phrased);
	// nameSeqIDs the same ids sorted, each once.
	nameSeq, nameSeqIDs []int32

	// For counting facets without a map: the entry's eras as bits of their positions in
	// content.Eras, the positions of its kind in Kinds, of its topic in the index's topics
	// and of its set in the index's sets (-1: none), and the rulebooks that print it.
	eraBits                   uint64
	kindPos, topicPos, setPos int
	bookBits                  uint64 // the rulebooks that print the section (several when books share it)

	tokensOnce sync.Once
	tokens     *entryTokens // analysed text, made the first time the entry is a hit
}

func newDocument(id string, e *entry, aliases []string) *document {
	e.hit.ID = id
	e.aliases = aliases
	text := make([]string, 0, titleWeight+aliasWeight*len(aliases)+1+len(e.body))
	for range titleWeight {
		text = append(text, e.title)
	}
	for _, a := range aliases {
		for range aliasWeight {
			text = append(text, a)
		}
	}
	if e.summary != "" {
		text = append(text, e.summary)
	}
	text = append(text, e.body...)
	fields := map[string]any{
		fieldKind:  e.hit.Kind,
		fieldEra:   e.hit.Eras,
		fieldTitle: e.title,
		fieldText:  text,
	}
	if e.hit.Topic != "" {
		fields[fieldTopic] = e.hit.Topic
	}
	if len(e.hit.Books) > 0 {
		ids := make([]string, len(e.hit.Books))
		for i, b := range e.hit.Books {
			ids[i] = b.Rulebook
		}
		fields[fieldRulebook] = ids
	} else if e.hit.Rulebook != "" {
		fields[fieldRulebook] = e.hit.Rulebook
	}
	return &document{id: id, fields: fields, entry: e}
}

// corpusDocuments makes one document per rule page, ruling and glossary term. A rule page's
// blocks are one multi-valued field, so a hit is one per page and the matched block still
// tells which step to link to.
func corpusDocuments(c *content.Corpus) []*document {
	var docs []*document
	for _, r := range c.Rules {
		e := &entry{
			hit:     Hit{Kind: KindRule, Era: r.Era, Eras: []string{r.Era}, Title: r.Title, URL: r.URL(), Topic: r.Topic},
			title:   r.Title,
			summary: r.Summary,
		}
		for _, b := range r.Blocks {
			e.body = append(e.body, b.Text)
			e.anchors = append(e.anchors, b.Anchor)
		}
		aliases := append([]string(nil), r.Aliases...)
		if t, ok := c.Topic(r.Topic); ok && !strings.EqualFold(t.Title, r.Title) {
			aliases = append(aliases, t.Title)
			e.topicTitle = t.Title
		}
		docs = append(docs, newDocument("rule:"+r.Era+"/"+r.Topic, e, aliases))
	}
	for _, r := range c.Rulings {
		e := &entry{
			hit:   Hit{Kind: KindRuling, Eras: append([]string(nil), r.Eras...), Title: r.Question, URL: r.URL()},
			title: r.Question,
			// The short answer says in a sentence what the ruling decides, often in words the
			// question does not use.
			summary: r.Answer,
			body:    paragraphs(r.HTML),
		}
		if len(r.Eras) > 0 {
			e.hit.Era = r.Eras[0]
		}
		if len(r.RestsOn) > 0 {
			e.hit.Topic = r.RestsOn[0].Topic
		}
		// A ruling about a card is found by the card's name, even where its words do not
		// repeat it.
		var names []string
		for _, id := range r.Cards {
			if n, ok := c.CardName(id); ok && !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
		for _, n := range names {
			e.cardNames = append(e.cardNames, strings.ToLower(n))
		}
		docs = append(docs, newDocument("ruling:"+r.ID, e, names))
	}
	for _, era := range content.Eras {
		for _, t := range c.Glossary[era.ID] {
			e := &entry{
				hit:   Hit{Kind: KindGlossary, Era: t.Era, Eras: []string{t.Era}, Title: t.Term, URL: t.URL(), Topic: t.Topic},
				title: t.Term,
				body:  paragraphs(t.HTML),
			}
			docs = append(docs, newDocument("glossary:"+t.Era+"/"+t.Slug, e, t.Aliases))
		}
	}
	return docs
}

var (
	paragraphEnd = regexp.MustCompile(`(?i)</(p|li|h[1-6]|blockquote|tr)>`)
	anyTag       = regexp.MustCompile(`<[^>]*>`)
)

// paragraphs turns rendered HTML into the plain text of its paragraphs.
func paragraphs(h string) []string {
	var out []string
	for _, part := range paragraphEnd.Split(h, -1) {
		text := strings.Join(strings.Fields(html.UnescapeString(anyTag.ReplaceAllString(part, " "))), " ")
		if text != "" {
			out = append(out, text)
		}
	}
	return out
}
