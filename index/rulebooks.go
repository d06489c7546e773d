package index

import (
	"log/slog"
	"slices"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
)

// Build indexes the corpus, and the rulebooks' sections when books are given (books may be
// nil), in memory.
func Build(log *slog.Logger, c *content.Corpus, books []*rulebook.Rulebook) (*Index, error) {
	return buildAll(log, c, books, nil, nil)
}

// buildAll indexes the corpus, the rulebooks and the other documents given (cards).
func buildAll(log *slog.Logger, c *content.Corpus, books []*rulebook.Rulebook, more []*document, setIDs []string) (*Index, error) {
	var (
		docs []*document
		ids  []string
	)
	for _, era := range content.Eras {
		for _, b := range books {
			if b == nil || b.Era != era.ID || slices.Contains(ids, b.ID) {
				continue
			}
			ids = append(ids, b.ID)
			docs = append(docs, rulebookDocuments(b)...)
		}
	}
	return buildDocs(log, c, append(docs, more...), ids, setIDs)
}

// rulebookDocuments makes one document per section of a rulebook: the rulebook text itself,
// for a judge who wants the printed wording behind a rule.
func rulebookDocuments(b *rulebook.Rulebook) []*document {
	var docs []*document
	for i := range b.Sections {
		s := &b.Sections[i]
		body := s.Paragraphs()
		if len(body) == 0 {
			continue
		}
		heading := s.Heading
		if heading == "" {
			heading = b.Title // the text before the first heading: cover and title page
		}
		e := &entry{
			hit: Hit{
				Kind: KindRulebook, Era: b.Era, Eras: []string{b.Era}, Title: heading,
				URL:      "/rulebooks/" + b.ID + "/" + s.ID,
				Rulebook: b.ID, RulebookTitle: b.Title, Section: s.Heading, Page: s.Page,
			},
			title: heading,
			body:  body,
		}
		docs = append(docs, newDocument("rulebook:"+b.ID+"/"+s.ID, e, nil))
	}
	return docs
}
