package handlers

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/views"
)

// errNoSearch answers searches on a server started without an index.
var errNoSearch = echo.NewHTTPError(http.StatusServiceUnavailable, "search is not available on this server")

// search is the search page. An empty box shows the form only. A request from htmx (the page
// itself, as you type) gets the results area alone.
func (s *site) search(c echo.Context) error {
	q, err := s.searchParams(c)
	if err != nil {
		return err
	}
	c.Response().Header().Add("Vary", "HX-Request")
	p := views.SearchPage{Q: q.Text, Era: q.Era, Kind: q.Kind, Rulebook: q.Rulebook, Set: q.Set, Advanced: q.Advanced, Limit: q.Limit,
		Offset: q.Offset, Literal: q.Literal, Kinds: kindOptions()}
	if q.Text != "" {
		res, err := s.runSearch(c, q)
		if err != nil {
			return err
		}
		s.fillResults(&p, res)
	}
	if c.Request().Header.Get("HX-Request") == "true" && c.Request().Header.Get("HX-History-Restore-Request") != "true" {
		return render(c, views.SearchUpdate(p))
	}
	title := "Search"
	if q.Text != "" {
		title = "Search: " + q.Text
	}
	m := s.meta(c, title, "Search the Pokémon TCG rules of every era: rules, rulings, glossary and rulebook text.")
	m.Path = p.URLWith("", "")
	m.Era, m.HTMX, m.NavSearch = q.Era, true, false
	if q.Text != "" {
		m.APIURL = "/api" + m.Path
	}
	return render(c, views.Search(m, p))
}

func (s *site) runSearch(c echo.Context, q index.Query) (*index.Result, error) {
	if s.searcher == nil {
		return nil, errNoSearch
	}
	return s.searcher.Search(c.Request().Context(), q)
}

func kindOptions() []views.Option {
	out := make([]views.Option, 0, len(index.Kinds))
	for _, k := range index.Kinds {
		out = append(out, views.Option{Value: k, Label: views.KindLabel(k)})
	}
	return out
}

// fillResults turns the index's answer into what the page shows: hits, and facet values that
// link to the filtered search.
func (s *site) fillResults(p *views.SearchPage, res *index.Result) {
	p.Searched, p.Total, p.Fuzzy = true, res.Total, res.Fuzzy
	s.readBack(p, res)
	for _, h := range res.Hits {
		hit := views.SearchHit{ID: h.ID, Kind: h.Kind, Era: h.Era, Eras: h.Eras, Title: h.Title, URL: h.URL, Snippet: h.Snippet}
		for _, b := range h.Books {
			l := views.Link{Title: b.Title, URL: b.URL}
			if b.Page > 0 {
				l.Note = "page " + strconv.Itoa(b.Page)
			}
			hit.Books = append(hit.Books, l)
		}
		if h.Kind == index.KindRulebook && len(h.Books) > 0 {
			hit.Where = h.Section // the books and their pages follow
		} else if h.Kind == index.KindRulebook {
			hit.Where = h.RulebookTitle
			if h.Section != "" && h.Section != h.Title {
				hit.Where += " · " + h.Section
			}
			if h.Page > 0 {
				hit.Where += " · page " + strconv.Itoa(h.Page)
			}
		}
		if h.Kind == index.KindCard {
			hit.Where = cardWhere(h)
		}
		p.Hits = append(p.Hits, hit)
	}
	facets := []struct{ field, title, current string }{
		{"era", "Era", p.Era}, {"kind", "Kind", p.Kind}, {"rulebook", "Rulebook", p.Rulebook},
		{"set", "Card set", p.Set},
	}
	for _, f := range facets {
		facet := views.Facet{Field: f.field, Title: f.title}
		for _, fc := range res.Facets[f.field] {
			selected := fc.Term == f.current || (f.field == "era" && fc.Term == p.EraFromQuery)
			if fc.Count == 0 && !selected {
				continue
			}
			v := views.FacetValue{Term: fc.Term, Label: s.facetLabel(f.field, fc.Term), Count: fc.Count, Selected: selected}
			switch {
			case selected && f.field == "era" && fc.Term == p.EraFromQuery:
				v.URL = p.UndoEraURL
			case selected:
				v.URL = p.URLWith(f.field, "")
			default:
				v.URL = p.URLWith(f.field, fc.Term)
			}
			facet.Values = append(facet.Values, v)
		}
		p.Facets = append(p.Facets, facet)
	}
}

// readBack tells the page how the question was read: the era taken from its words, with the
// search that undoes it; the words respelled and ignored; and where this page of results
// sits among them.
func (s *site) readBack(p *views.SearchPage, res *index.Result) {
	p.InEra = res.Query.Era
	if res.EraFromQuery != "" {
		p.EraFromQuery, p.EraWords = res.EraFromQuery, res.EraWords
		undo := *p
		undo.Literal = true
		p.UndoEraURL = undo.URLWith("offset", "")
	}
	if res.DidYouMean != "" {
		changed := map[string]bool{}
		for _, r := range res.Respelled {
			changed[r.As] = true
		}
		for _, w := range strings.Fields(res.DidYouMean) {
			p.DidYouMean = append(p.DidYouMean, views.SuggestedWord{Text: w, Changed: changed[w]})
		}
		dym := *p
		dym.Q = res.DidYouMean
		p.DidYouMeanURL = dym.URLWith("offset", "")
	}
	for _, w := range res.Ignored {
		switch w.Why {
		case index.IgnoredCommon:
			p.Common = append(p.Common, w.Word)
		default:
			p.Unknown = append(p.Unknown, w.Word)
		}
	}
	limit := res.Query.Limit
	if limit <= 0 {
		limit = index.DefaultLimit
	}
	if len(res.Hits) > 0 {
		p.From, p.To = p.Offset+1, p.Offset+len(res.Hits)
	}
	if p.Offset > 0 {
		p.PrevURL = p.URLWith("offset", offsetText(max(p.Offset-limit, 0)))
	}
	if next := p.Offset + limit; uint64(next) < res.Total && next <= index.MaxOffset {
		p.NextURL = p.URLWith("offset", strconv.Itoa(next))
	}
}

// offsetText is the offset parameter's value: none for the first page.
func offsetText(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

func (s *site) facetLabel(field, term string) string {
	switch field {
	case "era":
		return views.EraName(term)
	case "kind":
		return views.KindLabel(term)
	case "rulebook":
		return s.books.title(term)
	case "set":
		return s.setName(term)
	}
	return term
}

// apiSearch is GET /api/search: the same search as the page, as JSON.
func (s *site) apiSearch(c echo.Context) error {
	q, err := s.searchParams(c)
	if err != nil {
		return err
	}
	if q.Text == "" {
		return &BadRequest{Param: "q", Msg: "the query is empty"}
	}
	res, err := s.runSearch(c, q)
	if err != nil {
		return err
	}
	return sendJSON(c, res) // index.Result is the documented JSON answer
}

// searchHelp is /search/help: how the box reads a question, and the advanced syntax.
func (s *site) searchHelp(c echo.Context) error {
	m := s.meta(c, "How to search", "How rulesd reads a rules question, and the advanced search syntax.")
	return render(c, views.SearchHelp(m, views.SearchHelpPage{
		EraWords: index.EraWords(), PerPage: index.DefaultLimit, MaxOffset: index.MaxOffset,
		MaxExpanding: index.MaxExpandingTerms, MaxRunes: index.MaxTextRunes,
	}))
}
