package handlers

import (
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
	"github.com/rulesd/rulesd/views"
)

// bookIndex links digest pages and original rulebook sections both ways: a rule's source to
// the section's page, and a section's page to the rules that cite it. A source matches a
// section when the rulebook file name is the same and the headings agree the way the rulebook
// reader compares them (case, apostrophes, punctuation and spacing do not matter).
type bookIndex struct {
	ids     []string // rulebook IDs in the order given
	byID    map[string]*rulebook.Rulebook
	byFile  map[string]*rulebook.Rulebook // by base file name, as rule sources name them
	citedBy map[string][]*content.Rule    // rulebook ID + "/" + section ID → citing pages, by title
}

func newBookIndex(books []*rulebook.Rulebook, corpus *content.Corpus) *bookIndex {
	bi := &bookIndex{
		byID:    map[string]*rulebook.Rulebook{},
		byFile:  map[string]*rulebook.Rulebook{},
		citedBy: map[string][]*content.Rule{},
	}
	for _, b := range books {
		if b == nil {
			continue
		}
		if _, dup := bi.byID[b.ID]; dup {
			continue
		}
		bi.ids = append(bi.ids, b.ID)
		bi.byID[b.ID] = b
		bi.byFile[filepath.Base(b.File)] = b
	}
	if corpus == nil {
		return bi
	}
	for _, r := range corpus.Rules {
		seen := map[string]bool{}
		for _, src := range r.Sources {
			b, sec := bi.find(src)
			if sec == nil {
				continue
			}
			k := b.ID + "/" + sec.ID
			if !seen[k] {
				seen[k] = true
				bi.citedBy[k] = append(bi.citedBy[k], r)
			}
		}
	}
	for _, rules := range bi.citedBy {
		sort.SliceStable(rules, func(x, y int) bool { return rules[x].Title < rules[y].Title })
	}
	return bi
}

// find is the loaded section a rule's source cites, if any.
func (bi *bookIndex) find(src content.Source) (*rulebook.Rulebook, *rulebook.Section) {
	b, ok := bi.byFile[src.File]
	if !ok {
		return nil, nil
	}
	return b, b.Section(src.Section)
}

func (bi *bookIndex) has(id string) bool { _, ok := bi.byID[id]; return ok }

// title is a rulebook's title, or its ID when it is not loaded.
func (bi *bookIndex) title(id string) string {
	if b, ok := bi.byID[id]; ok && b.Title != "" {
		return b.Title
	}
	return id
}

// sourceLink is a rule's source, linked to the section's page when the rulebook is loaded.
func (bi *bookIndex) sourceLink(src content.Source) views.SourceLink {
	l := views.SourceLink{File: src.File, Rulebook: src.File, Section: src.Section, Page: src.Page}
	if b, ok := bi.byFile[src.File]; ok && b.Title != "" {
		l.Rulebook = b.Title
	}
	if b, sec := bi.find(src); sec != nil {
		l.URL = sectionURL(b.ID, sec.ID)
	}
	return l
}

// citationLink is a section a page cites, naming each book that prints it, linked to the
// first loaded book's text of it.
func (bi *bookIndex) citationLink(c content.Citation) views.CitationLink {
	l := views.CitationLink{Section: c.Section}
	var where []string
	same := c.SamePage()
	for _, b := range c.ByBook() {
		w := content.BookTitle(b.File)
		if same == 0 {
			w += strings.Replace(content.PagesSuffix(b.Pages), " ", ", ", 1)
		}
		where = append(where, w)
		if sl := bi.sourceLink(content.Source{File: b.File, Section: c.Section, Page: b.Pages[0]}); l.URL == "" {
			l.URL = sl.URL
		}
	}
	l.Where = strings.Join(where, "; ")
	if same > 0 {
		l.Where += ", p. " + strconv.Itoa(same)
	}
	return l
}

func sectionURL(book, section string) string { return "/rulebooks/" + book + "/" + section }

// printedAlike is the same section in the era's other loaded rulebooks, when they print it
// word for word (the hgss rulebooks share most of their rules), as search shows them as one.
func (bi *bookIndex) printedAlike(b *rulebook.Rulebook, sec *rulebook.Section) []views.Link {
	var out []views.Link
	want := sec.Wording()
	for _, id := range bi.ids {
		other := bi.byID[id]
		if other == b || other.Era != b.Era {
			continue
		}
		if s := other.Section(sec.Heading); s != nil && s.Wording() == want {
			l := views.Link{Title: bi.title(other.ID), URL: sectionURL(other.ID, s.ID)}
			if s.Page > 0 {
				l.Note = "page " + strconv.Itoa(s.Page)
			}
			out = append(out, l)
		}
	}
	return out
}

// page gathers one section's page.
func (bi *bookIndex) page(bookID, sectionID string) (views.RulebookPage, error) {
	b, ok := bi.byID[bookID]
	if !ok {
		if len(bi.ids) == 0 {
			return views.RulebookPage{}, NotFound("This server has no rulebooks loaded.")
		}
		return views.RulebookPage{}, NotFound("There is no rulebook %q. Rulebooks here: %s.", bookID, strings.Join(bi.ids, ", "))
	}
	i := -1
	for j, sec := range b.Sections {
		if sec.ID == sectionID {
			i = j
			break
		}
	}
	if i < 0 {
		return views.RulebookPage{}, NotFound("%s has no section %q.", bi.title(bookID), sectionID)
	}
	sec := b.Sections[i]
	p := views.RulebookPage{
		RulebookID: b.ID, RulebookTitle: bi.title(b.ID), File: filepath.Base(b.File), Era: b.Era,
		Heading: sec.Heading, URL: sectionURL(b.ID, sec.ID), Page: sec.Page, Paragraphs: sec.Paragraphs(),
	}
	for _, r := range bi.citedBy[b.ID+"/"+sec.ID] {
		p.CitedBy = append(p.CitedBy, views.Link{Title: r.Title, URL: r.URL(), Note: r.Era})
	}
	p.AlsoIn = bi.printedAlike(b, &sec)
	if i > 0 {
		prev := b.Sections[i-1]
		p.Prev = &views.Link{Title: prev.Heading, URL: sectionURL(b.ID, prev.ID)}
	}
	if i+1 < len(b.Sections) {
		next := b.Sections[i+1]
		p.Next = &views.Link{Title: next.Heading, URL: sectionURL(b.ID, next.ID)}
	}
	return p, nil
}

// titleOfFile is the title of the rulebook in file: the loaded book's, or one made from the
// file name as the rulebook reader makes it.
func (bi *bookIndex) titleOfFile(file string) string {
	if b, ok := bi.byFile[file]; ok && b.Title != "" {
		return b.Title
	}
	return rulebook.TitleOf(file)
}
