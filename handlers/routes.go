// Package handlers serves rulesd over HTTP: the HTML pages, the JSON API and the static files.
// Every route is registered in Register; each handler parses and checks its input, makes one
// call, and renders one view. Errors go to the one error handler in errors.go.
package handlers

import (
	"context"
	"crypto/ed25519"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

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
	// link previews. When empty it is taken from each request, among AllowedHosts.
	BaseURL string
	// AllowedHosts are the hosts (name or address, with or without a port) links may name
	// when BaseURL is empty: a request sent to another gets links to the first. nil allows
	// this machine (localhost, 127.0.0.1, [::1]) on any port.
	AllowedHosts []string
	// Scenarios are the worked examples; nil serves an empty list. Cards are the cards their
	// runs and the sandbox use; nil loads the embedded cards on first use. ScenarioLimits
	// bound one sandbox or what-if run; zero fields take scenarios.DefaultLimits.
	Scenarios      Scenarios
	Cards          scenarios.CardSource
	ScenarioLimits scenarios.Limits
	// DiscordPublicKey is the Discord application's key that signs interactions; without it
	// POST /discord/interactions answers 404.
	DiscordPublicKey ed25519.PublicKey
	// Now is the server's clock, which a signed interaction's timestamp must be near; nil
	// takes time.Now.
	Now func() time.Time
	// CacheBytes bounds the cache of rendered pages and JSON: 0 takes DefaultCacheBytes, a
	// negative value turns the cache off.
	CacheBytes int
	// RunSlots is how many visitors' runs may go at once; 0 takes one per core (GOMAXPROCS).
	RunSlots int
	// Stopping ends when the server starts to shut down: visitors' runs in progress are
	// cancelled with it, so the shutdown need not wait for them. nil: never.
	Stopping context.Context

	// Catalog is every card of the covered sets, for the card pages; nil loads the embedded
	// catalogue on first use.
	Catalog *content.Catalog
}

// Register installs the error handler and every route of the site on e.
func Register(e *echo.Echo, d Deps) { register(e, d) }

// register is Register, returning the site for tests to look inside.
func register(e *echo.Echo, d Deps) *site {
	s := newSite(d)
	e.HTTPErrorHandler = errorHandler(s.log)
	// Outermost first: a bounded time to write every answer; one log line per request; the
	// headers every response carries; compression of what is not compressed already; errors
	// answered inside both; panics turned into errors; a query string that cannot be read
	// refused.
	e.Use(boundWrites(answerWriteTime), accessLog(s.log), securityHeaders, compressResponses(), answerErrors, recoverPanics(s.log), wellFormedQuery)
	get := func(path string, h echo.HandlerFunc) {
		e.Match([]string{http.MethodGet, http.MethodHead}, path, h)
	}

	// Pages.
	get("/", s.cached(s.home))
	get("/search", s.cached(s.search))
	get("/rules/:era/:topic", s.cached(s.rule))
	get("/compare/:topic", s.cached(s.compare))
	get("/glossary/:era", s.cached(s.glossary))
	get("/rulings/:id", s.cached(s.ruling))
	get("/rulebooks/:rulebook/:section", s.cached(s.rulebookSection))
	get("/scenarios", s.cached(s.scen.list))
	get("/scenarios/:id", s.cached(s.scen.page))
	get("/sandbox", s.scen.sandbox)
	e.POST("/sandbox", s.scen.sandboxRun)

	// JSON API.
	get("/api/search", s.cached(s.apiSearch))
	get("/api/rules/:era/:topic", s.cached(s.apiRule))
	get("/api/scenarios", s.cached(s.scen.apiList))
	get("/api/scenarios/:id", s.cached(s.scen.apiRun))
	e.POST("/api/scenarios/run", s.scen.apiRunSent)
	get("/healthz", s.healthz)

	// Rulings a judge can cite: the list by topic and era, and the JSON.
	get("/rulings", s.cached(s.rulings))
	get("/api/rulings", s.cached(s.apiRulings))
	get("/api/rulings/:id", s.cached(s.apiRuling))

	// Shared scenario links (s=v1.…): the run as JSON and the scenario as a file. The
	// sandbox page itself reads s on /sandbox.
	get("/api/scenarios/run", s.scen.apiRunLink)
	get("/sandbox/scenario.yaml", s.scen.download)

	// The board builder: a position set up from cards with a plain form, played in the sandbox.
	get("/sandbox/build", s.scen.builderMoved)

	// The sandbox opens on the board builder; the scenario file editor is one click away.
	get("/sandbox/edit", s.scen.editor)
	e.POST("/sandbox/edit", s.scen.sandboxRun)

	// The board builder's type-ahead: the era's cards matching what was typed, as options.
	get("/sandbox/cards", s.scen.suggestCards)

	// Index pages: every era's contents, the glossary of every era, the rulebooks; everything
	// on the site within two clicks of the home page.
	get("/rules/:era", s.cached(s.eraContents))
	get("/api/rules/:era", s.cached(s.apiEraContents))
	get("/glossary", s.cached(s.glossaryIndex))
	get("/rulebooks", s.cached(s.rulebooks))
	get("/rulebooks/:rulebook", s.cached(s.rulebookContents))

	// Answers in chat: the best paragraph for a bot, shareable paragraph links that unfurl
	// with the paragraph, oEmbed, and Discord's slash commands.
	get("/rules/:era/:topic/:n", s.cached(s.ruleParagraph))
	get("/api/answer", s.apiAnswer)
	get("/oembed", s.oembed)
	e.POST("/discord/interactions", s.discordInteraction)

	// Search help: how a question is read, and the advanced syntax.
	get("/search/help", s.cached(s.searchHelp))

	// Cards: every card of the covered sets, its page, its JSON.
	get("/cards", s.cached(s.cards.list))
	get("/cards/:id", s.cached(s.cards.page))
	get("/api/cards", s.cached(s.cards.apiCards))
	get("/api/cards/:id", s.cached(s.cards.apiCard))

	// Stylesheet, scripts, icons.
	get("/static/:name", s.static)
	return s
}

// site holds the dependencies every handler shares.
type site struct {
	log      *slog.Logger
	corpus   *content.Corpus
	searcher Searcher
	books    *bookIndex
	baseURL  string
	hosts    []string // allowed hosts, when baseURL is empty
	scen     *scenarioPages
	// discordKey checks the signature of Discord interactions; nil: not set up.
	discordKey ed25519.PublicKey
	now        func() time.Time
	files      staticFiles
	pages      *pageStore // nil: no cache

	cards *cardPages

	ordinaryOnce sync.Once
	ordinary     map[string]bool // words the rules use in lower case (ordinaryWord)
}

func newSite(d Deps) *site {
	log := d.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	s := &site{
		log:      log,
		corpus:   d.Corpus,
		searcher: newSlottedSearcher(d.Searcher),
		books:    newBookIndex(d.Rulebooks, d.Corpus),
		baseURL:  d.BaseURL,
		hosts:    d.AllowedHosts,
		files:    newStaticFiles(),
	}
	if len(s.hosts) == 0 {
		s.hosts = defaultAllowedHosts
	}
	switch {
	case d.CacheBytes == 0:
		s.pages = newPageStore(DefaultCacheBytes)
	case d.CacheBytes > 0:
		s.pages = newPageStore(d.CacheBytes)
	}
	s.discordKey, s.now = d.DiscordPublicKey, d.Now
	if s.now == nil {
		s.now = time.Now
	}
	s.scen = newScenarioPages(s, d)
	s.cards = newCardPages(s, d)
	return s
}
