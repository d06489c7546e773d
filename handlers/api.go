package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
)

// RuleResponse is the JSON answer of GET /api/rules/<era>/<topic>. URLs are paths on this site.
type RuleResponse struct {
	Era       string        `json:"era"`
	Topic     string        `json:"topic"`
	Title     string        `json:"title"`
	Summary   string        `json:"summary"`
	URL       string        `json:"url"`
	Sources   []SourceJSON  `json:"sources"`
	See       []LinkJSON    `json:"see"`
	Blocks    []BlockJSON   `json:"blocks"`
	HTML      string        `json:"html"`
	OtherEras []EraLinkJSON `json:"other_eras"`
	Rulings   []RulingJSON  `json:"rulings"`
	// Differences are the points on which this topic differs between eras, with every era's
	// short answer (the compare page's table).
	Differences []DifferenceJSON `json:"differences"`
}

// DifferenceJSON is one point of a topic that differs between eras: each era's answer.
type DifferenceJSON struct {
	What string                 `json:"what"`
	Eras map[string]EraSaysJSON `json:"eras"`
}

// EraSaysJSON is one era's short answer and the paragraph that states it.
type EraSaysJSON struct {
	Says   string `json:"says"`
	Anchor string `json:"anchor"`
	URL    string `json:"url"`
}

// SourceJSON is a rulebook section the rule rests on; URL is its text on this site when the
// server has the rulebook.
type SourceJSON struct {
	File     string `json:"file"`
	Rulebook string `json:"rulebook"`
	Section  string `json:"section"`
	Page     int    `json:"page"`
	URL      string `json:"url,omitempty"`
}

// LinkJSON is a related topic; URL is empty when this era has no page for it.
type LinkJSON struct {
	Topic string `json:"topic"`
	Title string `json:"title"`
	URL   string `json:"url,omitempty"`
}

// BlockJSON is one anchored paragraph or step, with the rulebook sections it rests on.
type BlockJSON struct {
	N       int            `json:"n"`
	Anchor  string         `json:"anchor"`
	Text    string         `json:"text"`
	URL     string         `json:"url"`
	Sources []CitationJSON `json:"sources"`
}

// CitationJSON is one rulebook section a paragraph rests on. A section printed alike in
// several rulebooks of the era (the three hgss books) is one citation naming each book.
// Silent means the paragraph says this section is silent on its point.
type CitationJSON struct {
	Section string          `json:"section"`
	Books   []CitedBookJSON `json:"books"`
	Silent  bool            `json:"silent"`
	Cite    string          `json:"cite"` // the full citation as people read it
}

// CitedBookJSON is one rulebook printing a cited section; URL is the section's text on this
// site when the server has the rulebook.
type CitedBookJSON struct {
	File     string `json:"file"`
	Rulebook string `json:"rulebook"`
	Page     int    `json:"page"`
	URL      string `json:"url,omitempty"`
}

// EraLinkJSON is the same topic's page in another era.
type EraLinkJSON struct {
	Era  string `json:"era"`
	Name string `json:"name"`
	URL  string `json:"url"`
}

// RulingJSON is a ruling that cites the rule.
type RulingJSON struct {
	ID       string   `json:"id"`
	Question string   `json:"question"`
	Answer   string   `json:"answer"`
	Eras     []string `json:"eras"`
	URL      string   `json:"url"`
}

// apiRule is GET /api/rules/<era>/<topic>.
func (s *site) apiRule(c echo.Context) error {
	p, err := s.rulePage(c.Param("era"), c.Param("topic"))
	if err != nil {
		return err
	}
	r := p.Rule
	out := RuleResponse{
		Era: r.Era, Topic: r.Topic, Title: r.Title, Summary: r.Summary, URL: r.URL(), HTML: r.HTML,
		Sources: []SourceJSON{}, See: []LinkJSON{}, Blocks: []BlockJSON{}, OtherEras: []EraLinkJSON{}, Rulings: []RulingJSON{},
		Differences: []DifferenceJSON{},
	}
	for _, src := range p.Sources {
		out.Sources = append(out.Sources, SourceJSON{File: src.File, Rulebook: src.Rulebook, Section: src.Section, Page: src.Page, URL: src.URL})
	}
	for i, l := range p.See {
		out.See = append(out.See, LinkJSON{Topic: r.See[i], Title: l.Title, URL: l.URL})
	}
	for _, b := range r.Blocks {
		out.Blocks = append(out.Blocks, BlockJSON{N: b.N, Anchor: b.Anchor, Text: b.Text, URL: r.URL() + "#" + b.Anchor, Sources: s.citationsJSON(b.Sources)})
	}
	for _, e := range p.Eras {
		if !e.Current && e.URL != "" {
			out.OtherEras = append(out.OtherEras, EraLinkJSON{Era: e.ID, Name: e.Name, URL: e.URL})
		}
	}
	for _, ru := range s.corpus.RulingsCiting(r.Era, r.Topic) {
		out.Rulings = append(out.Rulings, RulingJSON{ID: ru.ID, Question: ru.Question, Answer: ru.Answer, Eras: ru.Eras, URL: ru.URL()})
	}
	for _, d := range s.corpus.Differences(r.Topic) {
		dj := DifferenceJSON{What: d.What, Eras: map[string]EraSaysJSON{}}
		for era, says := range d.Eras {
			dj.Eras[era] = EraSaysJSON{Says: says.Says, Anchor: says.Cite.String(), URL: says.Cite.URL()}
		}
		out.Differences = append(out.Differences, dj)
	}
	return sendJSON(c, out)
}

func (s *site) citationsJSON(cites []content.Citation) []CitationJSON {
	out := []CitationJSON{}
	for _, c := range cites {
		cj := CitationJSON{Section: c.Section, Silent: c.Silent, Cite: c.String(), Books: []CitedBookJSON{}}
		for _, b := range c.Books {
			l := s.books.sourceLink(content.Source{File: b.File, Section: c.Section, Page: b.Page})
			cj.Books = append(cj.Books, CitedBookJSON{File: b.File, Rulebook: content.BookTitle(b.File), Page: b.Page, URL: l.URL})
		}
		out = append(out, cj)
	}
	return out
}

// healthz tells a load balancer the instance is up and what it serves. Pages are served
// from the start; "search_ready" turns true once the search index is built (a search before
// that waits for it).
func (s *site) healthz(c echo.Context) error {
	c.Response().Header().Set("Cache-Control", "no-store")
	ready := s.searcher != nil
	if b, ok := s.searcher.(interface{ Built() bool }); ok {
		ready = b.Built()
	}
	return c.JSON(http.StatusOK, map[string]any{
		"status":       "ok",
		"rules":        len(s.corpus.Rules),
		"rulings":      len(s.corpus.Rulings),
		"rulebooks":    len(s.books.ids),
		"search":       s.searcher != nil,
		"search_ready": ready,
	})
}
