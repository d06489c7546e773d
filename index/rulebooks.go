package index

import (
	"fmt"
	"log/slog"
	"path/filepath"
	"slices"
	"strings"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
)

// Build indexes the corpus, the rulebooks' sections when books are given (books may be nil)
// and the worked examples given, in memory. A section that several rulebooks of an era print
// word for word (the three hgss rulebooks share most of their rules) is one document naming
// every book.
func Build(log *slog.Logger, c *content.Corpus, books []*rulebook.Rulebook, examples ...Example) (*Index, error) {
	return buildAll(log, c, books, nil, examples)
}

// buildAll indexes the corpus, the rulebooks, the worked examples and the cards of cat (which
// may be nil).
func buildAll(log *slog.Logger, c *content.Corpus, books []*rulebook.Rulebook, cat *content.Catalog, examples []Example) (*Index, error) {
	return buildAllWith(buildOptions{}, log, c, books, cat, examples)
}

// buildAllWith is buildAll, opening or writing a snapshot as opts say.
func buildAllWith(opts buildOptions, log *slog.Logger, c *content.Corpus, books []*rulebook.Rulebook, cat *content.Catalog, examples []Example) (*Index, error) {
	var (
		docs []*document
		ids  []string
	)
	for _, era := range content.Eras {
		var (
			merged []*entry
			byText = map[string]*entry{}
		)
		// The era's own list orders its books, so a shared section links to the first one.
		ordered := slices.Clone(books)
		slices.SortStableFunc(ordered, func(a, b *rulebook.Rulebook) int { return bookRank(era, a) - bookRank(era, b) })
		for _, b := range ordered {
			if b == nil || b.Era != era.ID || slices.Contains(ids, b.ID) {
				continue
			}
			ids = append(ids, b.ID)
			entries, keys := rulebookEntries(b)
			for i, e := range entries {
				key := keys[i]
				first, ok := byText[key]
				if !ok {
					byText[key] = e
					merged = append(merged, e)
					continue
				}
				if len(first.hit.Books) == 0 {
					first.hit.Books = []BookSection{bookSection(first.hit)}
				}
				first.hit.Books = append(first.hit.Books, bookSection(e.hit))
			}
		}
		for _, e := range merged {
			docs = append(docs, newDocument("rulebook:"+strings.TrimPrefix(e.hit.URL, "/rulebooks/"), e, nil))
		}
	}
	if c != nil {
		xs, err := exampleDocuments(c, examples)
		if err != nil {
			return nil, fmt.Errorf("build index: %w", err)
		}
		docs = append(docs, xs...)
	}
	if len(books) > 0 {
		opts.snapshot = nil // the snapshot holds no rulebook
	}
	return buildDocsWith(opts, log, c, append(docs, cardDocuments(cat)...), ids, setIDs(cat))
}

// bookRank is a book's place in its era's list of rulebooks; books not listed come after.
func bookRank(era content.Era, b *rulebook.Rulebook) int {
	if b == nil {
		return len(era.Rulebooks) + 1
	}
	if i := slices.Index(era.Rulebooks, filepath.Base(b.File)); i >= 0 {
		return i
	}
	return len(era.Rulebooks)
}

func bookSection(h Hit) BookSection {
	return BookSection{Rulebook: h.Rulebook, Title: h.RulebookTitle, URL: h.URL, Page: h.Page}
}

// rulebookEntries makes one entry per section of a rulebook: the rulebook text itself, for a
// judge who wants the printed wording behind a rule. keys[i] is the wording of entries[i],
// equal for sections that several rulebooks print alike.
func rulebookEntries(b *rulebook.Rulebook) (entries []*entry, keys []string) {
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
		keys = append(keys, s.Wording())
		entries = append(entries, &entry{
			hit: Hit{
				Kind: KindRulebook, Era: b.Era, Eras: []string{b.Era}, Title: heading,
				URL:      "/rulebooks/" + b.ID + "/" + s.ID,
				Rulebook: b.ID, RulebookTitle: b.Title, Section: s.Heading, Page: s.Page,
			},
			title: heading,
			body:  body,
		})
	}
	return entries, keys
}

// bookBits is the positions in ids of the rulebooks a hit comes from, as bits. Up to 64
// rulebooks are told apart; the rulebook flag takes far fewer.
func bookBits(ids []string, h Hit) uint64 {
	var bits uint64
	set := func(id string) {
		if i := slices.Index(ids, id); i >= 0 && i < 64 {
			bits |= 1 << i
		}
	}
	set(h.Rulebook)
	for _, b := range h.Books {
		set(b.Rulebook)
	}
	return bits
}
