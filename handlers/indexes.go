package handlers

import (
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
	"github.com/rulesd/rulesd/views"
)

// eraContents is /rules/<era>: the era's table of contents.
func (s *site) eraContents(c echo.Context) error {
	era, err := eraParam("era", c.Param("era"))
	if err != nil {
		return err
	}
	m := s.meta(c, era.Name+" rules", "Every rule page of the "+era.Name+" era of the Pokémon TCG, by topic.")
	m.Era, m.APIURL = era.ID, "/api/rules/"+era.ID
	return render(c, views.Era(m, s.eraPage(era)))
}

func (s *site) eraPage(era content.Era) views.EraPage {
	p := views.EraPage{Era: era}
	for _, e := range content.Eras {
		p.Eras = append(p.Eras, views.EraLink{ID: e.ID, Name: e.Name, URL: "/rules/" + e.ID, Current: e.ID == era.ID})
	}
	for _, g := range content.Groups {
		group := views.EraGroup{ID: g.ID, Title: g.Title}
		for _, t := range s.corpus.Topics {
			if t.Group != g.ID {
				continue
			}
			if r, ok := s.corpus.Rule(era.ID, t.ID); ok {
				group.Rules = append(group.Rules, views.Link{Title: r.Title, URL: r.URL(), Note: r.Summary})
			}
		}
		if len(group.Rules) > 0 {
			p.Groups = append(p.Groups, group)
		}
	}
	for _, file := range era.Rulebooks {
		id := strings.TrimSuffix(file, filepath.Ext(file))
		p.Rulebooks = append(p.Rulebooks, views.Link{Title: s.books.titleOfFile(file), URL: "/rulebooks/" + id})
	}
	for _, r := range s.corpus.Rulings {
		if slices.Contains(r.Eras, era.ID) {
			p.Rulings = append(p.Rulings, views.Link{Title: r.Question, URL: r.URL()})
		}
	}
	return p
}

// EraContentsResponse is the JSON answer of GET /api/rules/<era>: the era's rule pages by
// group, as /rules/<era> lists them.
type EraContentsResponse struct {
	Era    string         `json:"era"`
	Name   string         `json:"name"`
	URL    string         `json:"url"`
	Groups []EraGroupJSON `json:"groups"`
	Books  []RulebookJSON `json:"rulebooks"`
	Others []EraLinkJSON  `json:"other_eras"`
}

// EraGroupJSON is one heading of an era's contents.
type EraGroupJSON struct {
	ID    string        `json:"id"`
	Title string        `json:"title"`
	Rules []EraRuleJSON `json:"rules"`
}

// EraRuleJSON is one rule page of an era's contents.
type EraRuleJSON struct {
	Topic   string `json:"topic"`
	Title   string `json:"title"`
	Summary string `json:"summary"`
	URL     string `json:"url"`
	API     string `json:"api"`
}

// RulebookJSON is one rulebook an era rests on.
type RulebookJSON struct {
	ID     string `json:"id"`
	Title  string `json:"title"`
	File   string `json:"file"`
	Loaded bool   `json:"loaded"`
	URL    string `json:"url"`
}

// apiEraContents is GET /api/rules/<era>.
func (s *site) apiEraContents(c echo.Context) error {
	era, err := eraParam("era", c.Param("era"))
	if err != nil {
		return err
	}
	out := EraContentsResponse{Era: era.ID, Name: era.Name, URL: "/rules/" + era.ID, Groups: []EraGroupJSON{}, Books: []RulebookJSON{}, Others: []EraLinkJSON{}}
	for _, g := range content.Groups {
		gj := EraGroupJSON{ID: g.ID, Title: g.Title, Rules: []EraRuleJSON{}}
		for _, t := range s.corpus.Topics {
			if r, ok := s.corpus.Rule(era.ID, t.ID); ok && t.Group == g.ID {
				gj.Rules = append(gj.Rules, EraRuleJSON{Topic: r.Topic, Title: r.Title, Summary: r.Summary, URL: r.URL(), API: "/api" + r.URL()})
			}
		}
		if len(gj.Rules) > 0 {
			out.Groups = append(out.Groups, gj)
		}
	}
	for _, b := range s.rulebookEntries() {
		if b.Era == era.ID {
			out.Books = append(out.Books, RulebookJSON{ID: b.ID, Title: b.Title, File: b.File, Loaded: b.Loaded, URL: b.URL})
		}
	}
	for _, e := range content.Eras {
		if e.ID != era.ID {
			out.Others = append(out.Others, EraLinkJSON{Era: e.ID, Name: e.Name, URL: "/api/rules/" + e.ID})
		}
	}
	return sendJSON(c, out)
}

// glossaryIndex is /glossary: every era's terms in one list.
func (s *site) glossaryIndex(c echo.Context) error {
	m := s.meta(c, "Glossary", "The terms of the Pokémon TCG in every era, each with what it means era by era.")
	return render(c, views.GlossaryIndex(m, s.glossaryIndexPage()))
}

func (s *site) glossaryIndexPage() views.GlossaryIndexPage {
	var p views.GlossaryIndexPage
	for _, e := range content.Eras {
		p.Eras = append(p.Eras, views.EraLink{ID: e.ID, Name: e.Name, URL: "/glossary/" + e.ID})
	}
	byKey := map[string]*views.GlossaryEntry{}
	var keys []string
	for _, e := range content.Eras {
		for _, t := range s.corpus.Glossary[e.ID] {
			key := strings.ToLower(t.Term)
			g, ok := byKey[key]
			if !ok {
				g = &views.GlossaryEntry{Term: t.Term, ID: t.Slug}
				byKey[key] = g
				keys = append(keys, key)
			}
			g.Defs = append(g.Defs, views.GlossaryDef{Era: t.Era, URL: t.URL(), HTML: t.HTML})
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		p.Terms = append(p.Terms, *byKey[k])
	}
	return p
}

// rulebooks is /rulebooks: the rulebooks the digest cites, loaded or not, and any other the
// server was given.
func (s *site) rulebooks(c echo.Context) error {
	p := views.RulebooksPage{Books: s.rulebookEntries()}
	for _, b := range p.Books {
		p.AnyLoaded = p.AnyLoaded || b.Loaded
	}
	m := s.meta(c, "Rulebooks", "The Pokémon TCG rulebooks rulesd's rule pages cite, era by era.")
	return render(c, views.Rulebooks(m, p))
}

// rulebookEntries lists every era's rulebooks in era order, then loaded books of no listed
// file.
func (s *site) rulebookEntries() []views.RulebookEntry {
	var out []views.RulebookEntry
	listed := map[string]bool{}
	for _, e := range content.Eras {
		for _, file := range e.Rulebooks {
			listed[file] = true
			out = append(out, s.rulebookEntry(e.ID, file))
		}
	}
	for _, id := range s.books.ids {
		b := s.books.byID[id]
		if file := filepath.Base(b.File); !listed[file] {
			listed[file] = true
			out = append(out, s.rulebookEntry(b.Era, file))
		}
	}
	return out
}

func (s *site) rulebookEntry(era, file string) views.RulebookEntry {
	e := views.RulebookEntry{File: file, Era: era, Title: s.books.titleOfFile(file)}
	e.ID = strings.TrimSuffix(file, filepath.Ext(file))
	if b, ok := s.books.byFile[file]; ok {
		e.ID, e.Loaded, e.Sections = b.ID, true, len(rulebook.Headings(b))
	}
	e.URL = "/rulebooks/" + e.ID
	for _, r := range s.corpus.Rules {
		if slices.ContainsFunc(r.Sources, func(src content.Source) bool { return src.File == file }) {
			e.Citing++
		}
	}
	return e
}

// rulebookContents is /rulebooks/<book>: the table of contents of a loaded rulebook, or the
// sections the digest cites from one that is not loaded.
func (s *site) rulebookContents(c echo.Context) error {
	id := c.Param("rulebook")
	var entry *views.RulebookEntry
	var known []string
	for _, b := range s.rulebookEntries() {
		known = append(known, b.ID)
		if b.ID == id {
			entry = &b
		}
	}
	if entry == nil {
		return NotFound("There is no rulebook %q. Rulebooks: %s.", id, strings.Join(known, ", "))
	}
	p := views.RulebookContentsPage{RulebookEntry: *entry}
	if b, ok := s.books.byID[id]; ok && entry.Loaded {
		for _, sec := range b.Sections {
			if sec.Heading == "" {
				continue
			}
			cs := views.ContentsSection{Heading: sec.Heading, URL: sectionURL(b.ID, sec.ID), Page: sec.Page, Level: sec.Level}
			for _, r := range s.books.citedBy[b.ID+"/"+sec.ID] {
				cs.CitedBy = append(cs.CitedBy, views.Link{Title: r.Title, URL: r.URL()})
			}
			p.Sections = append(p.Sections, cs)
		}
	} else {
		p.Sections = s.citedSections(entry.File)
	}
	m := s.meta(c, p.Title, "The contents of "+p.Title+", with pages, and the rule pages that cite each section.")
	m.OGType, m.Era = "article", p.Era
	return render(c, views.RulebookContents(m, p))
}

// citedSections is every section of a rulebook file the digest cites, in page order, with
// the rule pages citing it.
func (s *site) citedSections(file string) []views.ContentsSection {
	var out []views.ContentsSection
	at := map[string]int{}
	for _, r := range s.corpus.Rules {
		for _, src := range r.Sources {
			if src.File != file {
				continue
			}
			key := strings.ToLower(src.Section)
			i, ok := at[key]
			if !ok {
				i = len(out)
				at[key] = i
				out = append(out, views.ContentsSection{Heading: src.Section, Page: src.Page, Level: 1})
			}
			l := views.Link{Title: r.Title, URL: r.URL()}
			if !slices.ContainsFunc(out[i].CitedBy, func(o views.Link) bool { return o.URL == l.URL }) {
				out[i].CitedBy = append(out[i].CitedBy, l)
			}
		}
	}
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].Page != out[b].Page {
			return out[a].Page < out[b].Page
		}
		return out[a].Heading < out[b].Heading
	})
	return out
}
