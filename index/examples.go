package index

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulesd/rulesd/content"
)

// Example is a worked example as search sees it: the words a reader finds it by. The index
// neither reads nor runs worked examples (it depends on the content package alone); whoever
// loads them passes each one in, and a hit links to its page, /scenarios/<ID>.
type Example struct {
	ID      string
	Title   string
	Summary string
	Eras    []string // the eras it runs under, the era facet's values
	Teaches []string // topic ids (content/topics.yaml); the first is the hit's topic
	Cards   []string // names of the cards it puts on the board or plays
}

// URL is the page of the worked example.
func (x Example) URL() string { return "/scenarios/" + x.ID }

// exampleDocuments makes one document per worked example. The titles of the topics it teaches
// count as aliases, so "working out damage" finds an example that teaches it even when its
// title says "Weakness"; the cards it uses are a paragraph of their own.
func exampleDocuments(c *content.Corpus, examples []Example) ([]*document, error) {
	docs := make([]*document, 0, len(examples))
	for _, x := range examples {
		if x.ID == "" || strings.ContainsAny(x.ID, "/?#") {
			return nil, fmt.Errorf("worked example %q: the id must be a non-empty path segment", x.ID)
		}
		if len(x.Eras) == 0 {
			return nil, fmt.Errorf("worked example %s: no eras", x.ID)
		}
		for _, era := range x.Eras {
			if !slices.Contains(content.EraIDs(), era) {
				return nil, fmt.Errorf("worked example %s: unknown era %q", x.ID, era)
			}
		}
		// The summary is a body paragraph, so the snippet is cut from it rather than from the
		// list of cards whenever it holds as many parts of the query.
		e := &entry{
			hit:   Hit{Kind: KindExample, Era: x.Eras[0], Eras: slices.Clone(x.Eras), Title: x.Title, URL: x.URL()},
			title: x.Title,
		}
		if x.Summary != "" {
			e.body = append(e.body, x.Summary)
		}
		var aliases []string
		for _, id := range x.Teaches {
			t, ok := c.Topic(id)
			if !ok {
				return nil, fmt.Errorf("worked example %s: unknown topic %q", x.ID, id)
			}
			if e.hit.Topic == "" {
				e.hit.Topic = id
			}
			aliases = append(aliases, t.Title)
		}
		if len(x.Cards) > 0 {
			e.body = append(e.body, "Cards: "+strings.Join(x.Cards, ", ")+".")
			e.cards = slices.Clone(x.Cards)
		}
		docs = append(docs, newDocument("example:"+x.ID, e, aliases))
	}
	return docs, nil
}
