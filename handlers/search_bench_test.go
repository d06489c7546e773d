package handlers

import (
	"fmt"
	"log/slog"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/scenarios"
	"github.com/rulesd/rulesd/static"
)

// uncachedServer serves what rulesd serves (the embedded content, every card, the worked
// examples in the index) with the page cache off, so every search is worked out anew.
var uncachedServer = sync.OnceValues(func() (*echo.Echo, error) {
	d, err := shippedDeps(true)
	if err != nil {
		return nil, err
	}
	d.Log, d.CacheBytes = slog.New(slog.DiscardHandler), -1
	e := echo.New()
	Register(e, d)
	return e, nil
})

// shippedDeps are the embedded content, every card, the shipped worked examples and a real
// search index of them (with the worked examples in it when examples is set).
func shippedDeps(examples bool) (Deps, error) {
	corpus, err := content.LoadEmbedded()
	if err != nil {
		return Deps{}, err
	}
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		return Deps{}, err
	}
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		return Deps{}, err
	}
	var ex []index.Example
	for _, sc := range set.All() {
		if examples {
			ex = append(ex, index.Example{ID: sc.ID, Title: sc.Title, Summary: sc.Summary, Eras: sc.Eras, Teaches: sc.Teaches})
		}
	}
	ix, err := index.BuildWithCards(nil, corpus, nil, cat, ex...)
	if err != nil {
		return Deps{}, err
	}
	return Deps{Corpus: corpus, Searcher: ix, Scenarios: set, Cards: cat, Catalog: cat}, nil
}

// freshQueries are questions a player might type, each one different: a topic, something
// asked about it, and sometimes an era, so that no two requests of a run are alike.
func freshQueries(n int) []string {
	topics := []string{"retreat", "evolve", "burned", "poisoned", "asleep", "paralyzed", "confused", "weakness",
		"resistance", "bench", "prize cards", "knocked out", "supporter", "stadium", "pokemon tool", "energy",
		"mulligan", "first turn", "gx attack", "mega evolution", "rare candy", "lost zone", "legend", "ability",
		"switch", "damage counters", "between turns", "deck out", "sudden death", "special conditions"}
	asks := []string{"can I", "how many", "when does", "twice in one turn", "before or after", "does it end",
		"on the bench", "after evolving", "with double colorless", "who flips", "what happens", "is it optional",
		"ruling", "example", "order of", "at the same time", "on my first turn", "does it count"}
	eras := []string{"", " sun and moon", " xy", " heartgold"}
	out := make([]string, 0, n)
	for i := 0; len(out) < n; i++ {
		t, a, e := topics[i%len(topics)], asks[(i/len(topics))%len(asks)], eras[(i/(len(topics)*len(asks)))%len(eras)]
		out = append(out, fmt.Sprintf("%s %s%s", a, t, e))
	}
	return out
}

// reportCPU reports the process's CPU time (user and system, the collector's included) per
// request since before: unlike ns/op it does not grow when other work shares the machine.
func reportCPU(b *testing.B, before time.Duration) {
	if b.N > 0 {
		b.ReportMetric(float64(cpuTime(b)-before)/float64(b.N), "cpu-ns/op")
	}
}

// BenchmarkUncachedSearch is GET /api/search from the request to the last byte written, each
// time with a query not asked before and the page cache off: what a long tail of questions
// costs. Compare BenchmarkStylesheetServed.
func BenchmarkUncachedSearch(b *testing.B) { benchFreshSearch(b, "/api/search") }

// BenchmarkUncachedSearchPage is the same for the search page a person reads.
func BenchmarkUncachedSearchPage(b *testing.B) { benchFreshSearch(b, "/search") }

func benchFreshSearch(b *testing.B, path string) {
	e, err := uncachedServer()
	if err != nil {
		b.Fatal(err)
	}
	qs := freshQueries(2160)
	i := 0
	before := cpuTime(b)
	defer func() { reportCPU(b, before) }()
	for b.Loop() {
		req := httptest.NewRequest("GET", path+"?q="+url.QueryEscape(qs[i%len(qs)]), nil)
		req.Header.Set("Accept-Encoding", "gzip")
		i++
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		if rec.Code != 200 {
			b.Fatalf("GET %s = %d %s", req.URL, rec.Code, clipBody(rec.Body.String()))
		}
	}
}

// BenchmarkStylesheetServed is the gzipped stylesheet from the same server, the yardstick.
func BenchmarkStylesheetServed(b *testing.B) {
	e, err := uncachedServer()
	if err != nil {
		b.Fatal(err)
	}
	req := httptest.NewRequest("GET", static.URL("style.css"), nil)
	req.Header.Set("Accept-Encoding", "gzip")
	before := cpuTime(b)
	defer func() { reportCPU(b, before) }()
	for b.Loop() {
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		if rec.Code != 200 {
			b.Fatalf("status %d", rec.Code)
		}
	}
}
