package index

import (
	"fmt"
	"log/slog"
	"slices"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
)

// Build indexes the corpus, the rulebooks' sections when books are given (books may be nil)
// and the worked examples given, in memory.
func Build(log *slog.Logger, c *content.Corpus, books []*rulebook.Rulebook, examples ...Example) (*Index, error) {
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
	if c != nil {
		xs, err := exampleDocuments(c, examples)
		if err != nil {
			return nil, fmt.Errorf("build index: %w", err)
		}
		docs = append(docs, xs...)
	}
	return build(log, c, docs, ids)
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
