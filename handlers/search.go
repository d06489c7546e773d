package handlers

import (
	"net/http"
	"strconv"

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
	p := views.SearchPage{Q: q.Text, Era: q.Era, Kind: q.Kind, Rulebook: q.Rulebook, Set: q.Set, Advanced: q.Advanced, Limit: q.Limit, Kinds: kindOptions()}
	if q.Text != "" {
		res, err := s.runSearch(c, q)
		if err != nil {
			return err
		}
		s.fillResults(&p, res)
	}
	if c.Request().Header.Get("HX-Request") == "true" && c.Request().Header.Get("HX-History-Restore-Request") != "true" {
		return render(c, views.SearchResults(p))
	}
	title := "Search"
	if q.Text != "" {
		title = "Search: " + q.Text
	}
	m := s.meta(c, title, "Search the Pokémon TCG rules of every era: rules, rulings, glossary and rulebook text.")
	m.Path = p.URLWith("", "")
	m.Era, m.HTMX, m.NavSearch = q.Era, true, false
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
	for _, h := range res.Hits {
		hit := views.SearchHit{ID: h.ID, Kind: h.Kind, Era: h.Era, Title: h.Title, URL: h.URL, Snippet: h.Snippet}
		if h.Kind == index.KindRulebook {
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
			selected := fc.Term == f.current
			if fc.Count == 0 && !selected {
				continue
			}
			v := views.FacetValue{Term: fc.Term, Label: s.facetLabel(f.field, fc.Term), Count: fc.Count, Selected: selected}
			if selected {
				v.URL = p.URLWith(f.field, "")
			} else {
				v.URL = p.URLWith(f.field, fc.Term)
			}
			facet.Values = append(facet.Values, v)
		}
		p.Facets = append(p.Facets, facet)
	}
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
