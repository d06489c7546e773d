package handlers

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/index"
)

// realIndexServer serves the fixture corpus and rulebook with the real index.
func realIndexServer(t *testing.T) *server {
	t.Helper()
	corpus, books := loadCorpus(t), loadRulebooks(t)
	ix, err := index.Build(slog.New(slog.DiscardHandler), corpus, books)
	if err != nil {
		t.Fatalf("index.Build: %v", err)
	}
	t.Cleanup(func() { _ = ix.Close() })
	s := &server{e: echo.New()}
	Register(s.e, Deps{Corpus: corpus, Searcher: ix, Rulebooks: books})
	return s
}

func hitEras(doc *goquery.Document) map[string]int {
	out := map[string]int{}
	doc.Find(`[data-testid=hit]`).Each(func(_ int, h *goquery.Selection) { out[h.AttrOr("data-era", "")]++ })
	return out
}

func TestSearchReadsTheEraFromTheQuestion(t *testing.T) {
	s := realIndexServer(t)
	doc := pageDoc(t, s, "/search?q=burned+sm")
	note := doc.Find(`[data-testid=era-from-query]`)
	if note.AttrOr("data-era", "") != "sm" {
		t.Fatalf("no note that sm was read from the question; results: %s", clipBody(doc.Find("#results").Text()))
	}
	if eras := hitEras(doc); len(eras) != 1 || eras["sm"] == 0 {
		t.Errorf("hits by era %v; want sm only", eras)
	}
	if got := doc.Find(`[data-testid=facet-era] a[aria-current]`).Text(); got != "Sun & Moon" {
		t.Errorf("selected era facet = %q; want Sun & Moon", got)
	}
	// The era picker says where the results come from: its first choice, no era chosen, names
	// the era read, and as you type (htmx) that choice comes with the results.
	if got := doc.Find(`#era option`).First().Text(); got != "Sun & Moon, from the question" {
		t.Errorf("era picker's first choice = %q; want the era read from the question", got)
	}
	frag, err := goquery.NewDocumentFromReader(strings.NewReader(s.do("GET", "/search?q=burned+sm", map[string]string{"HX-Request": "true"}).Body.String()))
	if err != nil {
		t.Fatal(err)
	}
	if got := frag.Find(`option#era-any[hx-swap-oob]`).Text(); got != "Sun & Moon, from the question" {
		t.Errorf("htmx fragment's era choice = %q; want it to name the era read", got)
	}
	undo := note.Find(`[data-testid=undo-era]`).AttrOr("href", "")
	if undo != "/search?literal=1&q=burned+sm" {
		t.Errorf("undo link = %q; want the same words with literal=1", undo)
	}
	doc = pageDoc(t, s, undo)
	if doc.Find(`[data-testid=era-from-query]`).Length() != 0 {
		t.Error("the undo link still reads the era from the question")
	}
	if eras := hitEras(doc); len(eras) < 2 {
		t.Errorf("after undo, hits by era %v; want every era that matches", eras)
	}
	if got := doc.Find(`#era option`).First().Text(); got != "All eras" {
		t.Errorf("after undo the era picker's first choice = %q; want All eras", got)
	}
	if v := doc.Find(`input[name=literal]`).AttrOr("value", ""); v != "1" {
		t.Errorf("the form drops literal=1 (value %q), so the next search reads the era again", v)
	}

	var api index.Result
	rec := s.get("/api/search?q=burned+sm")
	if err := json.Unmarshal(rec.Body.Bytes(), &api); err != nil {
		t.Fatalf("decode: %v", err)
	}
	if api.EraFromQuery != "sm" || api.EraWords != "sm" || api.Query.Era != "sm" {
		t.Errorf("API era_from_query %q, era_words %q, query era %q; want sm, sm, sm", api.EraFromQuery, api.EraWords, api.Query.Era)
	}
}

func TestSearchDidYouMeanAndIgnoredWords(t *testing.T) {
	s := realIndexServer(t)
	doc := pageDoc(t, s, "/search?q=the+retreet+qzxwv")
	dym := doc.Find(`[data-testid=did-you-mean]`)
	if got := dym.Find(`[data-testid=respelled]`).Text(); got != "retreat" {
		t.Errorf("respelled word shown = %q; want retreat", got)
	}
	href := dym.Find(`[data-testid=did-you-mean-link]`).AttrOr("href", "")
	if href != "/search?q=the+retreat+qzxwv" {
		t.Errorf("did-you-mean link = %q", href)
	}
	if got := doc.Find(`[data-testid=ignored-common]`).Text(); !strings.Contains(got, "the") {
		t.Errorf("common words note = %q; want it to name the", got)
	}
	if got := doc.Find(`[data-testid=ignored-unknown]`).Text(); !strings.Contains(got, "qzxwv") {
		t.Errorf("unknown words note = %q; want it to name qzxwv", got)
	}
	doc = pageDoc(t, s, "/search?q=burned")
	if n := doc.Find(`[data-testid=did-you-mean], [data-testid=ignored-common], [data-testid=ignored-unknown]`).Length(); n != 0 {
		t.Errorf("a plain search shows %d notes about its words", n)
	}
}

func TestSearchMoreResults(t *testing.T) {
	s := realIndexServer(t)
	first := pageDoc(t, s, "/search?q=pokemon&limit=1")
	next := first.Find(`[data-testid=more-results]`).AttrOr("href", "")
	if next != "/search?limit=1&offset=1&q=pokemon" {
		t.Fatalf("more results link = %q", next)
	}
	if first.Find(`[data-testid=prev-results]`).Length() != 0 {
		t.Error("the first page links to a page before it")
	}
	second := pageDoc(t, s, next)
	a := first.Find(`[data-testid=hit] h3 a`).AttrOr("href", "")
	b := second.Find(`[data-testid=hit] h3 a`).AttrOr("href", "")
	if a == "" || a == b {
		t.Errorf("page 1 shows %q, page 2 %q; want two different hits", a, b)
	}
	if prev := second.Find(`[data-testid=prev-results]`).AttrOr("href", ""); prev != "/search?limit=1&q=pokemon" {
		t.Errorf("previous link = %q; want the first page", prev)
	}
	byPage := pageDoc(t, s, "/search?q=pokemon&limit=1&page=2")
	if got := byPage.Find(`[data-testid=hit] h3 a`).AttrOr("href", ""); got != b {
		t.Errorf("page=2 shows %q; offset=1 shows %q", got, b)
	}
	// A facet link starts again at the first page.
	if href := second.Find(`[data-testid=facet-kind] a`).First().AttrOr("href", ""); strings.Contains(href, "offset") {
		t.Errorf("facet link %q keeps the offset", href)
	}
	for _, bad := range []string{"/search?q=pokemon&offset=-1", "/search?q=pokemon&offset=501", "/search?q=pokemon&page=0", "/api/search?q=pokemon&page=x", "/search?q=pokemon&literal=perhaps"} {
		if rec := s.get(bad); rec.Code != http.StatusBadRequest {
			t.Errorf("GET %s = %d; want 400", bad, rec.Code)
		}
	}
}

func TestSearchHelpPage(t *testing.T) {
	s := newServer(t, false)
	form := pageDoc(t, s, "/search")
	href := form.Find(`[data-testid=search-form] [data-testid=search-help-link]`).AttrOr("href", "")
	if href != "/search/help" {
		t.Fatalf("search box help link = %q; want /search/help", href)
	}
	doc := pageDoc(t, s, href)
	if n := doc.Find(`[data-testid=syntax] tbody tr`).Length(); n < 5 {
		t.Errorf("syntax table has %d rows", n)
	}
	if words := doc.Find(`[data-testid=era-words]`).Text(); !strings.Contains(words, "heartgold") || !strings.Contains(words, "kalos") {
		t.Errorf("era words listed = %q", words)
	}
}

// Every era a ruling holds in is badged on its hit.
func TestSearchHitBadgesEveryEra(t *testing.T) {
	s := newServer(t, false)
	res := burnResult()
	res.Hits = append(res.Hits, index.Hit{ID: "ruling:x", Kind: "ruling", Era: "hgss", Eras: []string{"hgss", "xy", "sm"}, Title: "A ruling", URL: "/rulings/x"})
	s.search.result = res
	doc := pageDoc(t, s, "/search?q=burn")
	var got []string
	doc.Find(`[data-testid=hit][data-kind=ruling] .era`).Each(func(_ int, e *goquery.Selection) { got = append(got, e.Text()) })
	if strings.Join(got, ",") != "hgss,xy,sm" {
		t.Errorf("ruling badges = %v; want hgss, xy, sm", got)
	}
}
