// Package handlers serves rulesd over HTTP: the HTML pages, the JSON API and the static files.
// Every route is registered in Register; each handler parses and checks its input, makes one
// call, and renders one view. Errors go to the one error handler in errors.go.
package handlers

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/scenarios"
)

// Searcher runs a search. *index.Index is one.
type Searcher interface {
	Search(context.Context, index.Query) (*index.Result, error)
}

// Deps is what the handlers need.
type Deps struct {
	Log       *slog.Logger
	Corpus    *content.Corpus
	Searcher  Searcher
	Rulebooks []*rulebook.Rulebook // the original rulebooks, when the server was given them; may be empty
	// BaseURL is the site's public address (https://rules.example), used in canonical links and
	// link previews. When empty it is taken from each request.
	BaseURL string
	// Scenarios are the worked examples; nil serves an empty list. Cards are the cards their
	// runs and the sandbox use; nil loads the embedded cards on first use. ScenarioLimits
	// bound one sandbox or what-if run; zero fields take scenarios.DefaultLimits.
	Scenarios      Scenarios
	Cards          scenarios.CardSource
	ScenarioLimits scenarios.Limits
	// Catalog is every card of the covered sets, for the card pages; nil loads the embedded
	// catalogue on first use.
	Catalog *content.Catalog
}

// Register installs the error handler and every route of the site on e.
func Register(e *echo.Echo, d Deps) {
	s := newSite(d)
	e.HTTPErrorHandler = errorHandler(s.log)
	e.Use(recoverPanics(s.log))
	// Pages are mostly text: compressed, a rule page is a few kilobytes on a phone.
	e.Use(middleware.GzipWithConfig(middleware.GzipConfig{MinLength: 1024}))
	get := func(path string, h echo.HandlerFunc) {
		e.Match([]string{http.MethodGet, http.MethodHead}, path, h)
	}

	// Pages.
	get("/", s.home)
	get("/search", s.search)
	get("/rules/:era/:topic", s.rule)
	get("/compare/:topic", s.compare)
	get("/glossary/:era", s.glossary)
	get("/rulings/:id", s.ruling)
	get("/rulebooks/:rulebook/:section", s.rulebookSection)
	get("/scenarios", s.scen.list)
	get("/scenarios/:id", s.scen.page)
	get("/sandbox", s.scen.sandbox)
	e.POST("/sandbox", s.scen.sandboxRun)

	// JSON API.
	get("/api/search", s.apiSearch)
	get("/api/rules/:era/:topic", s.apiRule)
	get("/api/scenarios", s.scen.apiList)
	get("/api/scenarios/:id", s.scen.apiRun)
	e.POST("/api/scenarios/run", s.scen.apiRunSent)
	get("/healthz", s.healthz)

	// Cards: every card of the covered sets, its page, its JSON.
	get("/cards", s.cards.list)
	get("/cards/:id", s.cards.page)
	get("/api/cards", s.cards.apiCards)
	get("/api/cards/:id", s.cards.apiCard)

	// Stylesheet, scripts, icons.
	get("/static/:name", s.static)
}

// site holds the dependencies every handler shares.
type site struct {
	log      *slog.Logger
	corpus   *content.Corpus
	searcher Searcher
	books    *bookIndex
	baseURL  string
	scen     *scenarioPages
	cards    *cardPages
}

func newSite(d Deps) *site {
	log := d.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	s := &site{
		log:      log,
		corpus:   d.Corpus,
		searcher: d.Searcher,
		books:    newBookIndex(d.Rulebooks, d.Corpus),
		baseURL:  d.BaseURL,
	}
	s.scen = newScenarioPages(s, d)
	s.cards = newCardPages(s, d)
	return s
}
