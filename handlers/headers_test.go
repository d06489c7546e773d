package handlers

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/scenarios"
)

// fullServer is every part of the site at once: the shipped corpus, a fixed search, the sm
// rulebook and the fixture worked examples. The header, browser and load tests use it.
type fullServer struct {
	e    *echo.Echo
	site *site
	logs *lockedBuffer
}

// lockedBuffer is a log buffer many requests may write at once.
type lockedBuffer struct {
	mu  chan struct{}
	buf bytes.Buffer
}

func newLockedBuffer() *lockedBuffer { return &lockedBuffer{mu: make(chan struct{}, 1)} }

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu <- struct{}{}
	defer func() { <-b.mu }()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu <- struct{}{}
	defer func() { <-b.mu }()
	return b.buf.String()
}

func newFullServer(t testing.TB) *fullServer {
	t.Helper()
	corpus, cards, set := fixtureSite(t)
	s := &fullServer{e: echo.New(), logs: newLockedBuffer()}
	s.site = register(s.e, Deps{
		Log: slog.New(slog.NewTextHandler(s.logs, &slog.HandlerOptions{Level: slog.LevelDebug})), Corpus: corpus,
		Searcher: &fakeSearcher{result: burnResult()}, Rulebooks: loadRulebooks(t), Scenarios: set, Cards: cards,
	})
	return s
}

// realRulingID is a ruling of the shipped corpus.
func realRulingID(t testing.TB) string {
	t.Helper()
	c, err := realCorpus()
	if err != nil || len(c.Rulings) == 0 {
		t.Fatalf("no rulings in the shipped corpus: %v", err)
	}
	return c.Rulings[0].ID
}

// request is one example request of a route.
type request struct {
	method, target, contentType, body string
}

// routeExamples are requests for every route of the site, successful and refused. Every
// route Register installs must have one: a new route gets its headers checked too.
func routeExamples(t testing.TB, s *fullServer) map[string][]request {
	t.Helper()
	good, err := os.ReadFile("testdata/sandbox/good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	ruling := s.site.corpus.Rulings[0].URL()
	form := url.Values{"scenario": {string(good)}}.Encode()
	formType := "application/x-www-form-urlencoded"
	link := scenarios.EncodeLink(good)
	return map[string][]request{
		"/":                             {{target: "/"}},
		"/search":                       {{target: "/search"}, {target: "/search?q=burn"}, {target: "/search?q=burn&era=zz"}},
		"/rules/:era/:topic":            {{target: "/rules/sm/burned"}, {target: "/rules/zz/burned"}, {target: "/rules/sm/nothing"}},
		"/compare/:topic":               {{target: "/compare/burned"}},
		"/glossary/:era":                {{target: "/glossary/sm"}},
		"/rulings/:id":                  {{target: ruling}, {target: "/rulings/nothing"}},
		"/rulebooks/:rulebook/:section": {{target: "/rulebooks/sm-2018-sun-and-moon/special-conditions"}},
		"/scenarios":                    {{target: "/scenarios"}, {target: "/scenarios?era=sm"}},
		"/scenarios/:id":                {{target: "/scenarios/weakness-then-pass?era=sm&step=1"}, {target: "/scenarios/burn-flip?era=sm&coins=heads"}, {target: "/scenarios/first-turn?compare=hgss,sm&step=1"}, {target: "/scenarios/nothing"}},
		"/sandbox": {{target: "/sandbox"}, {method: "POST", target: "/sandbox", contentType: formType, body: form},
			{method: "POST", target: "/sandbox", contentType: formType, body: "scenario="}},
		"/api/search":            {{target: "/api/search?q=burn"}, {target: "/api/search?q="}},
		"/api/rules/:era/:topic": {{target: "/api/rules/sm/burned"}, {target: "/api/rules/sm/burned?pretty=1"}},
		"/api/scenarios":         {{target: "/api/scenarios"}},
		"/api/scenarios/:id":     {{target: "/api/scenarios/burn-flip?era=sm"}},
		"/api/scenarios/run": {{method: "POST", target: "/api/scenarios/run", contentType: "application/yaml", body: string(good)},
			{target: "/api/scenarios/run?s=" + link}, {target: "/api/scenarios/run?s=v1.%21"},
			{method: "POST", target: "/api/scenarios/run", contentType: "application/yaml", body: "id: ["}},
		"/rules/:era":           {{target: "/rules/sm"}, {target: "/rules/zz"}},
		"/api/rules/:era":       {{target: "/api/rules/xy"}},
		"/rules/:era/:topic/:n": {{target: "/rules/sm/burned/2"}, {target: "/rules/sm/burned/999"}},
		"/glossary":             {{target: "/glossary"}},
		"/rulings":              {{target: "/rulings"}, {target: "/rulings?era=zz"}},
		"/api/rulings":          {{target: "/api/rulings?era=sm"}},
		"/api/rulings/:id":      {{target: "/api" + ruling}, {target: "/api/rulings/nothing"}},
		"/rulebooks":            {{target: "/rulebooks"}},
		"/rulebooks/:rulebook":  {{target: "/rulebooks/sm-2018-sun-and-moon"}, {target: "/rulebooks/nothing"}},
		"/search/help":          {{target: "/search/help"}},
		"/api/answer":           {{target: "/api/answer?q=burned"}, {target: "/api/answer?q="}},
		"/oembed":               {{target: "/oembed?url=" + url.QueryEscape("http://example.com/rules/sm/burned")}, {target: "/oembed?url=ftp://x"}},
		"/discord/interactions": {{method: "POST", target: "/discord/interactions", contentType: "application/json", body: `{"type":1}`}},
		"/sandbox/build":        {{target: "/sandbox/build"}, {target: "/sandbox/build?era=sm"}},
		"/sandbox/edit": {{target: "/sandbox/edit"}, {target: "/sandbox/edit?card=xy1-2"},
			{method: "POST", target: "/sandbox/edit", contentType: formType, body: form}},
		"/sandbox/cards":         {{target: "/sandbox/cards?era=sm&list=pokemon&field=a&a=lit"}, {target: "/sandbox/cards?era=zz"}},
		"/sandbox/scenario.yaml": {{target: "/sandbox/scenario.yaml?s=" + link}, {target: "/sandbox/scenario.yaml?s=v9.x"}},
		"/cards":                 {{target: "/cards"}, {target: "/cards?era=sm&set=sm5"}, {target: "/cards?era=zz"}},
		"/cards/:id":             {{target: "/cards/xy1-2"}, {target: "/cards/zz"}},
		"/api/cards":             {{target: "/api/cards?q=vulpix"}, {target: "/api/cards?limit=0"}},
		"/api/cards/:id":         {{target: "/api/cards/hgss2-68"}, {target: "/api/cards/zz"}},
		"/healthz":               {{target: "/healthz"}},
		"/static/:name":          {{target: "/static/style.css"}, {target: "/static/app.js"}, {target: "/static/nothing.js"}},
		// Not a route: the router's own answers.
		"(none)": {{target: "/nothing/here"}, {method: "POST", target: "/rules/sm/burned"}},
	}
}

func (s *fullServer) send(r request, header map[string]string) *httptest.ResponseRecorder {
	method := r.method
	if method == "" {
		method = http.MethodGet
	}
	req := httptest.NewRequest(method, r.target, strings.NewReader(r.body))
	if r.contentType != "" {
		req.Header.Set("Content-Type", r.contentType)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	s.e.ServeHTTP(rec, req)
	return rec
}

// Every response of every route carries nosniff and the Referrer-Policy; every HTML one the
// strict Content-Security-Policy, and its markup needs nothing the policy forbids: no inline
// script or style, no hx-on, no javascript: links.
func TestSecurityHeadersOnEveryRoute(t *testing.T) {
	s := newFullServer(t)
	examples := routeExamples(t, s)
	for _, r := range s.e.Routes() {
		if _, ok := examples[r.Path]; !ok {
			t.Errorf("route %s %s has no example request in routeExamples", r.Method, r.Path)
		}
	}
	forbidden := []string{"style=", "<style", "hx-on", "javascript:", "unsafe-inline", "unsafe-eval"}
	for route, reqs := range examples {
		for _, r := range reqs {
			for _, h := range []map[string]string{nil, {"Accept-Encoding": "gzip", "HX-Request": "true"}} {
				name := strings.TrimSpace(r.method + " " + r.target)
				t.Run(route+" "+name, func(t *testing.T) {
					rec := s.send(r, h)
					if rec.Code >= 500 {
						t.Fatalf("%s = %d", name, rec.Code)
					}
					hd := rec.Header()
					if got := hd.Get("X-Content-Type-Options"); got != "nosniff" {
						t.Errorf("%s (%d) X-Content-Type-Options = %q; want nosniff", name, rec.Code, got)
					}
					if got := hd.Get("Referrer-Policy"); got != "strict-origin-when-cross-origin" {
						t.Errorf("%s (%d) Referrer-Policy = %q; want strict-origin-when-cross-origin", name, rec.Code, got)
					}
					if !strings.HasPrefix(hd.Get("Content-Type"), "text/html") {
						return
					}
					if got := hd.Get("Content-Security-Policy"); got != "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'" {
						t.Errorf("%s (%d) Content-Security-Policy = %q", name, rec.Code, got)
					}
					body := rec.Body.String()
					if hd.Get("Content-Encoding") == "gzip" {
						body = string(gunzip(t, rec.Body.Bytes()))
					}
					for _, f := range forbidden {
						if i := strings.Index(body, f); i >= 0 {
							t.Errorf("%s has %q, which the policy blocks: …%s…", name, f, body[max(0, i-80):min(len(body), i+80)])
						}
					}
					doc := docOf(t, body)
					doc.Find("script").Each(func(_ int, sel *goquery.Selection) {
						if src, ok := sel.Attr("src"); !ok || strings.TrimSpace(sel.Text()) != "" || !strings.HasPrefix(src, "/static/") {
							t.Errorf("%s has an inline or outside script: %s", name, clipText(sel.Text()))
						}
					})
					if doc.Find(`script[src^="/static/htmx"]`).Length() > 0 {
						cfg, _ := doc.Find(`meta[name="htmx-config"]`).Attr("content")
						for _, want := range []string{`"includeIndicatorStyles":false`, `"allowEval":false`, `"allowScriptTags":false`} {
							if !strings.Contains(cfg, want) {
								t.Errorf("%s loads htmx with config %q; want %s", name, cfg, want)
							}
						}
					}
				})
			}
		}
	}
}
