package handlers

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
	"github.com/rulesd/rulesd/index"
)

// fakeSearcher answers every search with a fixed result, or an error, and remembers the last
// query it was asked.
type fakeSearcher struct {
	mu     sync.Mutex
	last   index.Query
	calls  int
	result *index.Result
	err    error
	panics bool
}

func (f *fakeSearcher) Search(_ context.Context, q index.Query) (*index.Result, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.last = q
	f.calls++
	if f.panics {
		panic("index exploded")
	}
	if f.err != nil {
		return nil, f.err
	}
	r := *f.result
	r.Query = q
	if r.Query.Limit == 0 { // as the index does: its Result echoes the limit it applied
		r.Query.Limit = index.DefaultLimit
	}
	return &r, nil
}

func (f *fakeSearcher) lastQuery() index.Query {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.last
}

// burnResult is what the fake index finds for any query: two rule pages and a rulebook section.
func burnResult() *index.Result {
	return &index.Result{
		Total: 3,
		Hits: []index.Hit{
			{ID: "rule:sm/burned", Kind: "rule", Era: "sm", Eras: []string{"sm"}, Title: "Burned", URL: "/rules/sm/burned#burned-2", Topic: "burned",
				Snippet: "put 2 damage counters on the <mark>Burned</mark> Pokémon", Score: 2.5},
			{ID: "rule:hgss/burned", Kind: "rule", Era: "hgss", Eras: []string{"hgss"}, Title: "Burned", URL: "/rules/hgss/burned", Topic: "burned",
				Snippet: "flip a coin for the <mark>Burned</mark> Pokémon", Score: 2.1},
			{ID: "rulebook:sm-2018-sun-and-moon/burn-and-poison", Kind: "rulebook", Era: "sm", Eras: []string{"sm"}, Title: "BURN AND POISON",
				URL: "/rulebooks/sm-2018-sun-and-moon/burn-and-poison", Rulebook: "sm-2018-sun-and-moon", RulebookTitle: "Sun & Moon rulebook (2018)", Section: "BURN AND POISON", Page: 3,
				Snippet: "<mark>Burned</mark> text", Score: 1},
		},
		Facets: map[string][]index.FacetCount{
			"era":      {{Term: "hgss", Count: 1}, {Term: "xy", Count: 0}, {Term: "sm", Count: 2}},
			"kind":     {{Term: "rule", Count: 2}, {Term: "ruling", Count: 0}, {Term: "glossary", Count: 0}, {Term: "rulebook", Count: 1}},
			"rulebook": {{Term: "sm-2018-sun-and-moon", Count: 1}},
		},
	}
}

type server struct {
	e      *echo.Echo
	search *fakeSearcher
	logs   *bytes.Buffer
}

func loadCorpus(t testing.TB) *content.Corpus {
	t.Helper()
	c, err := content.Load(os.DirFS("testdata/corpus"))
	if err != nil {
		t.Fatalf("load fixture corpus: %v", err)
	}
	return c
}

func loadRulebooks(t testing.TB) []*rulebook.Rulebook {
	t.Helper()
	var books []*rulebook.Rulebook
	for _, f := range []string{"testdata/rulebooks/sm-2018-sun-and-moon.txt"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatalf("read %s: %v", f, err)
		}
		b, err := rulebook.Parse(f, "", data)
		if err != nil {
			t.Fatalf("parse %s: %v", f, err)
		}
		books = append(books, b)
	}
	return books
}

func newServer(t testing.TB, withBooks bool) *server {
	t.Helper()
	s := &server{e: echo.New(), search: &fakeSearcher{result: burnResult()}, logs: &bytes.Buffer{}}
	d := Deps{
		Log:      slog.New(slog.NewTextHandler(s.logs, nil)),
		Corpus:   loadCorpus(t),
		Searcher: s.search,
		BaseURL:  "https://rules.example",
	}
	if withBooks {
		d.Rulebooks = loadRulebooks(t)
	}
	Register(s.e, d)
	return s
}

func (s *server) do(method, target string, header map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	s.e.ServeHTTP(rec, req)
	return rec
}

func (s *server) get(target string) *httptest.ResponseRecorder {
	return s.do(http.MethodGet, target, nil)
}

func TestStatusCodes(t *testing.T) {
	s := newServer(t, true)
	tests := []struct {
		name     string
		method   string
		target   string
		want     int
		wantType string // prefix of Content-Type
		wantText string // must appear in the body
	}{
		{"home", "GET", "/", 200, "text/html", "Burned"},
		{"home by HEAD", "HEAD", "/", 200, "text/html", ""},
		{"rule page", "GET", "/rules/sm/burned", 200, "text/html", "Burned"},
		{"unknown era", "GET", "/rules/zz/burned", 400, "text/html", "hgss, xy, sm"},
		{"unknown topic", "GET", "/rules/sm/no-such-topic", 404, "text/html", "no-such-topic"},
		{"topic the era lacks", "GET", "/rules/xy/retreat", 404, "text/html", "Eras that do: hgss, sm"},
		{"topic no era has", "GET", "/rules/sm/sudden-death", 404, "text/html", "No era has a page"},
		{"compare", "GET", "/compare/burned", 200, "text/html", "the eras side by side"},
		{"compare unknown topic", "GET", "/compare/nope", 404, "text/html", "nope"},
		{"compare topic with no pages", "GET", "/compare/sudden-death", 404, "text/html", "No era has a page"},
		{"glossary", "GET", "/glossary/xy", 200, "text/html", "damage counter"},
		{"glossary unknown era", "GET", "/glossary/bw", 400, "text/html", "unknown era"},
		{"ruling", "GET", "/rulings/burned-then-bench", 200, "text/html", "stay Burned on the Bench"},
		{"unknown ruling", "GET", "/rulings/nope", 404, "text/html", "nope"},
		{"rulebook section", "GET", "/rulebooks/sm-2018-sun-and-moon/special-conditions", 200, "text/html", "SPECIAL CONDITIONS"},
		{"unknown rulebook", "GET", "/rulebooks/nope/special-conditions", 404, "text/html", "sm-2018-sun-and-moon"},
		{"unknown section", "GET", "/rulebooks/sm-2018-sun-and-moon/nope", 404, "text/html", "nope"},
		{"search form", "GET", "/search", 200, "text/html", "search-form"},
		{"search", "GET", "/search?q=burn", 200, "text/html", "<mark>Burned</mark>"},
		{"search unknown era", "GET", "/search?q=burn&era=zz", 400, "text/html", "hgss, xy, sm"},
		{"search unknown kind", "GET", "/search?q=burn&kind=video", 400, "text/html", "unknown kind"},
		{"search unknown rulebook", "GET", "/search?q=burn&rulebook=nope", 400, "text/html", "sm-2018-sun-and-moon"},
		{"search limit zero", "GET", "/search?q=burn&limit=0", 400, "text/html", "limit"},
		{"search limit too big", "GET", "/search?q=burn&limit=5000", 400, "text/html", "limit"},
		{"search limit not a number", "GET", "/search?q=burn&limit=ten", 400, "text/html", "limit"},
		{"search advanced not a bool", "GET", "/search?q=burn&advanced=maybe", 400, "text/html", "advanced"},
		{"search query too long", "GET", "/search?q=" + strings.Repeat("a", 501), 400, "text/html", "longer than 500"},
		{"search query not UTF-8", "GET", "/search?q=%ff%fe", 400, "text/html", "UTF-8"},
		{"search bad escape", "GET", "/search?q=%ZZ", 400, "text/html", "invalid URL escape"},
		{"search stray percent", "GET", "/search?q=100%", 400, "text/html", "%25"},
		{"rule page semicolon", "GET", "/rules/sm/burned?a=1;b=2", 400, "text/html", "semicolon"},
		{"api cards bad escape", "GET", "/api/cards?q=%G1", 400, "application/json", "query string"},
		{"api search", "GET", "/api/search?q=burn", 200, "application/json", `"hits"`},
		{"api search empty", "GET", "/api/search?q=", 400, "application/json", "empty"},
		{"api search unknown era", "GET", "/api/search?q=burn&era=zz", 400, "application/json", `"known"`},
		{"api rule", "GET", "/api/rules/hgss/burned", 200, "application/json", `"blocks"`},
		{"api rule unknown era", "GET", "/api/rules/zz/burned", 400, "application/json", "unknown era"},
		{"api rule unknown topic", "GET", "/api/rules/sm/nope", 404, "application/json", "nope"},
		{"api unknown path", "GET", "/api/nothing", 404, "application/json", `"status":404`},
		{"healthz", "GET", "/healthz", 200, "application/json", `"ok"`},
		{"stylesheet", "GET", "/static/style.css", 200, "text/css", "prefers-color-scheme"},
		{"htmx", "GET", "/static/htmx.min.js", 200, "text/javascript", "htmx"},
		{"unknown static file", "GET", "/static/nope.js", 404, "text/html", "nope.js"},
		{"static path escape", "GET", "/static/..%2fhandlers.go", 404, "text/html", ""},
		{"unknown page", "GET", "/nope", 404, "text/html", "no page at this address"},
		{"wrong method", "POST", "/rules/sm/burned", 405, "text/html", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := s.do(tc.method, tc.target, nil)
			if rec.Code != tc.want {
				t.Errorf("%s %s = %d; want %d\n%s", tc.method, tc.target, rec.Code, tc.want, clipBody(rec.Body.String()))
			}
			if ct := rec.Header().Get("Content-Type"); tc.method != "HEAD" && !strings.HasPrefix(ct, tc.wantType) {
				t.Errorf("%s %s Content-Type = %q; want %s…", tc.method, tc.target, ct, tc.wantType)
			}
			if tc.wantText != "" && !strings.Contains(rec.Body.String(), tc.wantText) {
				t.Errorf("%s %s body lacks %q:\n%s", tc.method, tc.target, tc.wantText, clipBody(rec.Body.String()))
			}
			if strings.Contains(rec.Body.String(), "goroutine ") {
				t.Errorf("%s %s shows a stack trace", tc.method, tc.target)
			}
		})
	}
	if got := failuresLogged(s.logs); got != "" {
		t.Errorf("4xx answers were logged as failures:\n%s", got)
	}
}

// failuresLogged is the log's lines at level WARN or ERROR: every request has an INFO line in
// the access log, but only a fault of the server's may be logged above it.
func failuresLogged(logs fmt.Stringer) string {
	var out []string
	for _, l := range strings.Split(logs.String(), "\n") {
		if strings.Contains(l, "level=ERROR") || strings.Contains(l, "level=WARN") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

func clipBody(s string) string {
	if len(s) > 600 {
		return s[:600] + "…"
	}
	return s
}

// The index's own errors: a query it rejects is the user's to fix (400 with the parser's
// message); any other failure is ours (500, logged, cause not shown); a panic is a 500 too,
// and the server goes on answering.
func TestSearchErrors(t *testing.T) {
	tests := []struct {
		name       string
		err        error
		panics     bool
		target     string
		want       int
		wantText   string
		hideText   string
		wantLogged bool
	}{
		{"parse error", fmt.Errorf("%w: syntax error: unexpected end of input at offset 7", index.ErrBadQuery), false,
			"/search?q=title%3A%28&advanced=1", 400, "unexpected end of input at offset 7", "", false},
		{"parse error in json", fmt.Errorf("%w: syntax error: unexpected end of input", index.ErrBadQuery), false,
			"/api/search?q=title%3A%28&advanced=1", 400, "unexpected end of input", "", false},
		{"search too slow", fmt.Errorf("search %q: %w after 250ms", "burn", index.ErrTimeout), false, "/search?q=burn", 503, "stopped after " + index.SearchTimeout.String(), "", true},
		{"search too slow in json", fmt.Errorf("search %q: %w after 250ms", "burn", index.ErrTimeout), false, "/api/search?q=burn", 503, `"status":503`, "", true},
		{"index failure", errors.New("segment 12 unreadable"), false, "/search?q=burn", 500, "could not answer", "segment 12", true},
		{"index failure in json", errors.New("segment 12 unreadable"), false, "/api/search?q=burn", 500, `"status":500`, "segment 12", true},
		{"panic", nil, true, "/search?q=burn", 500, "could not answer", "index exploded", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newServer(t, false)
			s.search.err, s.search.panics = tc.err, tc.panics
			rec := s.get(tc.target)
			if rec.Code != tc.want {
				t.Fatalf("GET %s = %d; want %d\n%s", tc.target, rec.Code, tc.want, clipBody(rec.Body.String()))
			}
			body := rec.Body.String()
			if !strings.Contains(body, tc.wantText) {
				t.Errorf("body lacks %q:\n%s", tc.wantText, clipBody(body))
			}
			if tc.hideText != "" && strings.Contains(body, tc.hideText) {
				t.Errorf("body shows the internal cause %q", tc.hideText)
			}
			if logged := failuresLogged(s.logs) != ""; logged != tc.wantLogged {
				t.Errorf("logged as a failure = %v; want %v (log: %s)", logged, tc.wantLogged, s.logs)
			}
			if again := s.get("/healthz"); again.Code != 200 {
				t.Errorf("after the failure /healthz = %d; want 200", again.Code)
			}
		})
	}
}

func TestSearchPassesQuery(t *testing.T) {
	s := newServer(t, true)
	tests := []struct {
		target string
		want   index.Query
	}{
		{"/search?q=+burn+", index.Query{Text: "burn"}},
		{"/search?q=burn&era=sm&kind=rule&limit=5", index.Query{Text: "burn", Era: "sm", Kind: "rule", Limit: 5}},
		{"/api/search?q=title:burned&advanced=1&rulebook=sm-2018-sun-and-moon", index.Query{Text: "title:burned", Rulebook: "sm-2018-sun-and-moon", Advanced: true}},
		{"/api/search?q=burn&advanced=false", index.Query{Text: "burn"}},
	}
	for _, tc := range tests {
		rec := s.get(tc.target)
		if rec.Code != 200 {
			t.Fatalf("GET %s = %d; want 200", tc.target, rec.Code)
		}
		if got := s.search.lastQuery(); got != tc.want {
			t.Errorf("GET %s searched %+v; want %+v", tc.target, got, tc.want)
		}
	}
}

func TestAPISearchJSON(t *testing.T) {
	s := newServer(t, false)
	rec := s.get("/api/search?q=burn&era=sm")
	if rec.Code != 200 {
		t.Fatalf("status = %d; want 200", rec.Code)
	}
	var got struct {
		Query struct {
			Q     string `json:"q"`
			Era   string `json:"era"`
			Limit int    `json:"limit"`
		} `json:"query"`
		Total  uint64 `json:"total"`
		Hits   []map[string]any
		Facets map[string][]struct {
			Term  string `json:"term"`
			Count int    `json:"count"`
		} `json:"facets"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Fatalf("decode: %v\n%s", err, rec.Body)
	}
	if got.Query.Q != "burn" || got.Query.Era != "sm" || got.Query.Limit != index.DefaultLimit {
		t.Errorf("query = %+v; want q=burn era=sm limit=%d", got.Query, index.DefaultLimit)
	}
	if got.Total != 3 || len(got.Hits) != 3 {
		t.Fatalf("total, hits = %d, %d; want 3, 3", got.Total, len(got.Hits))
	}
	for _, key := range []string{"id", "kind", "era", "title", "url", "snippet"} {
		if _, ok := got.Hits[0][key]; !ok {
			t.Errorf("hit has no %q: %v", key, got.Hits[0])
		}
	}
	if got.Hits[0]["snippet"] != "put 2 damage counters on the <mark>Burned</mark> Pokémon" {
		t.Errorf("snippet = %q; want the highlighted HTML", got.Hits[0]["snippet"])
	}
	wantFacets := map[string]string{"era": "hgss:1 xy:0 sm:2", "kind": "rule:2 ruling:0 glossary:0 rulebook:1"}
	for field, want := range wantFacets {
		var parts []string
		for _, f := range got.Facets[field] {
			parts = append(parts, fmt.Sprintf("%s:%d", f.Term, f.Count))
		}
		if g := strings.Join(parts, " "); g != want {
			t.Errorf("facets[%s] = %q; want %q", field, g, want)
		}
	}
}

func TestAPIRuleJSON(t *testing.T) {
	s := newServer(t, true)
	rec := s.get("/api/rules/sm/burned")
	if rec.Code != 200 {
		t.Fatalf("status = %d; want 200", rec.Code)
	}
	var got RuleResponse
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Fatalf("decode: %v", err)
	}
	checks := []struct {
		name      string
		got, want any
	}{
		{"era", got.Era, "sm"},
		{"topic", got.Topic, "burned"},
		{"title", got.Title, "Burned"},
		{"url", got.URL, "/rules/sm/burned"},
		{"blocks", len(got.Blocks), 4},
		{"block 2 anchor", got.Blocks[1].Anchor, "burned-2"},
		{"block 2 url", got.Blocks[1].URL, "/rules/sm/burned#burned-2"},
		{"block 2 text", got.Blocks[1].Text, "Between turns, put 2 damage counters on the Burned Pokémon."},
		{"source section", got.Sources[0].Section, "Special Conditions"},
		{"source links to the rulebook section", got.Sources[0].URL, "/rulebooks/sm-2018-sun-and-moon/special-conditions"},
		{"see", fmt.Sprint(got.See), "[{retreat Retreating /rules/sm/retreat}]"},
		{"other eras", fmt.Sprint(got.OtherEras), "[{hgss HeartGold & SoulSilver /rules/hgss/burned} {xy XY /rules/xy/burned}]"},
		{"rulings", fmt.Sprint(got.Rulings), "[{burned-then-bench Does a Burned Pokémon stay Burned on the Bench? No. Going to the Bench removes the condition in both eras. [hgss sm] /rulings/burned-then-bench}]"},
		{"html has anchors", strings.Contains(got.HTML, `id="burned-3"`), true},
		{"block 2 sources", len(got.Blocks[1].Sources), 1},
		{"block 2 source section", got.Blocks[1].Sources[0].Section, "Special Conditions"},
		{"block 2 source page", got.Blocks[1].Sources[0].Books[0].Page, 15},
		{"block 2 source book", got.Blocks[1].Sources[0].Books[0].Rulebook, "Sun & Moon rulebook (2018)"},
		{"block 2 source links to the loaded section", got.Blocks[1].Sources[0].Books[0].URL, "/rulebooks/sm-2018-sun-and-moon/special-conditions"},
		{"block 2 source is not a silence", got.Blocks[1].Sources[0].Silent, false},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %v; want %v", c.name, c.got, c.want)
		}
	}
}

func TestErrorJSON(t *testing.T) {
	s := newServer(t, false)
	rec := s.get("/api/rules/zz/burned")
	var got errorBody
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Fatalf("decode: %v\n%s", err, rec.Body)
	}
	if got.Error.Status != 400 || got.Error.Param != "era" || strings.Join(got.Error.Known, ",") != "hgss,xy,sm" {
		t.Errorf("error = %+v; want status 400, param era, known hgss,xy,sm", got.Error)
	}
	if !strings.Contains(got.Error.Message, `unknown era "zz"`) {
		t.Errorf("message = %q; want it to name the era", got.Error.Message)
	}
}

func TestETag(t *testing.T) {
	s := newServer(t, false)
	for _, target := range []string{"/", "/rules/sm/burned", "/compare/burned", "/glossary/sm", "/rulings/burned-then-bench", "/search?q=burn", "/api/rules/sm/burned", "/api/search?q=burn", "/static/app.js"} {
		t.Run(target, func(t *testing.T) {
			first := s.get(target)
			etag := first.Header().Get("ETag")
			if first.Code != 200 || etag == "" {
				t.Fatalf("GET %s = %d with ETag %q; want 200 with an ETag", target, first.Code, etag)
			}
			if cc := first.Header().Get("Cache-Control"); !strings.Contains(cc, "max-age=") {
				t.Errorf("Cache-Control = %q; want a max-age", cc)
			}
			if again := s.get(target); again.Header().Get("ETag") != etag {
				t.Errorf("ETag changed between two identical requests: %q, %q", etag, again.Header().Get("ETag"))
			}
			for _, inm := range []string{etag, "W/" + etag, `"other", ` + etag} {
				rec := s.do("GET", target, map[string]string{"If-None-Match": inm})
				if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
					t.Errorf("If-None-Match %s: %d with %d bytes; want 304 with none", inm, rec.Code, rec.Body.Len())
				}
			}
			if rec := s.do("GET", target, map[string]string{"If-None-Match": `"stale"`}); rec.Code != 200 {
				t.Errorf("stale If-None-Match: %d; want 200", rec.Code)
			}
		})
	}
	if a, b := s.get("/rules/sm/burned").Header().Get("ETag"), s.get("/rules/hgss/burned").Header().Get("ETag"); a == b {
		t.Errorf("two different pages share ETag %s", a)
	}
}

func TestStaticCaching(t *testing.T) {
	s := newServer(t, false)
	doc := parse(t, s.get("/"))
	href, _ := doc.Find(`link[rel="stylesheet"]`).Attr("href")
	if !strings.HasPrefix(href, "/static/style.css?v=") {
		t.Fatalf("stylesheet href = %q; want a versioned /static/style.css", href)
	}
	tests := []struct {
		target, want string
	}{
		{href, "public, max-age=31536000, immutable"},
		{"/static/style.css", "public, max-age=300"},
		{"/static/style.css?v=old", "public, max-age=300"},
	}
	for _, tc := range tests {
		if got := s.get(tc.target).Header().Get("Cache-Control"); got != tc.want {
			t.Errorf("GET %s Cache-Control = %q; want %q", tc.target, got, tc.want)
		}
	}
}

func parse(t *testing.T, rec *httptest.ResponseRecorder) *goquery.Document {
	t.Helper()
	doc, err := goquery.NewDocumentFromReader(rec.Body)
	if err != nil {
		t.Fatalf("parse HTML: %v", err)
	}
	return doc
}

func TestHTMXFragment(t *testing.T) {
	s := newServer(t, false)
	tests := []struct {
		name     string
		header   map[string]string
		wantFull bool
	}{
		{"plain request gets the page", nil, true},
		{"htmx gets the results only", map[string]string{"HX-Request": "true"}, false},
		{"htmx history restore gets the page", map[string]string{"HX-Request": "true", "HX-History-Restore-Request": "true"}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := s.do("GET", "/search?q=burn", tc.header)
			body := rec.Body.String()
			if full := strings.Contains(body, "<html"); full != tc.wantFull {
				t.Errorf("full page = %v; want %v", full, tc.wantFull)
			}
			if !strings.Contains(body, `id="results"`) || !strings.Contains(body, "<mark>Burned</mark>") {
				t.Errorf("response lacks the results:\n%s", clipBody(body))
			}
			if !slices.Contains(rec.Header().Values("Vary"), "HX-Request") {
				t.Errorf("Vary = %q; want HX-Request", rec.Header().Values("Vary"))
			}
		})
	}
	// A rejected query typed into the page replaces the results with the message.
	s.search.err = fmt.Errorf("%w: syntax error at offset 3", index.ErrBadQuery)
	rec := s.do("GET", "/search?q=a%3A%28&advanced=1", map[string]string{"HX-Request": "true"})
	if rec.Code != 400 || strings.Contains(rec.Body.String(), "<html") || !strings.Contains(rec.Body.String(), "syntax error at offset 3") {
		t.Errorf("htmx bad query: %d\n%s\nwant 400 with the message in a results fragment", rec.Code, clipBody(rec.Body.String()))
	}
}

func TestSearchPageHTML(t *testing.T) {
	s := newServer(t, true)
	doc := parse(t, s.get("/search?q=burn&era=sm"))
	tests := []struct {
		name, sel, want string
	}{
		{"era facet count", `[data-testid="facet-era"] [data-term="sm"] [data-testid="facet-count"]`, "2"},
		{"zero counts left out", `[data-testid="facet-era"] [data-term="xy"]`, ""},
		{"kind facet count", `[data-testid="facet-kind"] [data-term="rulebook"] [data-testid="facet-count"]`, "1"},
		{"rulebook facet uses the title", `[data-testid="facet-rulebook"] [data-term="sm-2018-sun-and-moon"] a`, "Sun & Moon rulebook (2018)"},
		{"highlight", `[data-testid="hit"] [data-testid="snippet"] mark`, "Burned"},
		{"selected era links back to all eras", `[data-testid="facet-era"] a[aria-current]`, "Sun & Moon"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := strings.TrimSpace(doc.Find(tc.sel).First().Text()); got != tc.want {
				t.Errorf("text of %s = %q; want %q", tc.sel, got, tc.want)
			}
		})
	}
	if href, _ := doc.Find(`[data-testid="facet-era"] a[aria-current]`).Attr("href"); href != "/search?q=burn" {
		t.Errorf("clear-era link = %q; want /search?q=burn", href)
	}
	if n := doc.Find(`[data-testid="hit"]`).Length(); n != 3 {
		t.Errorf("hits shown = %d; want 3", n)
	}
}

// A search for markup must come back as text on every page that shows it.
func TestSearchEscapesInput(t *testing.T) {
	s := newServer(t, false)
	for _, target := range []string{"/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "/search?q=%3Cscript%3E&era=%3Cscript%3E", "/api/search?q=%3Cscript%3E&kind=%3Cscript%3E"} {
		rec := s.get(target)
		if strings.Contains(rec.Body.String(), "<script>") {
			t.Errorf("GET %s (%d) echoes <script> unescaped:\n%s", target, rec.Code, clipBody(rec.Body.String()))
		}
	}
	doc := parse(t, s.get("/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E"))
	if v, _ := doc.Find("input#q").Attr("value"); v != "<script>alert(1)</script>" {
		t.Errorf("search box value = %q; want the query as typed", v)
	}
}

func TestRulePageHTML(t *testing.T) {
	tests := []struct {
		name      string
		withBooks bool
		sel       string
		want      int
	}{
		{"anchors", false, `[data-testid="rule-body"] a.anchor`, 4},
		{"glossary links into this era", false, `[data-testid="rule-body"] a.term[href^="/glossary/sm#"]`, 3},
		{"other eras", false, `[data-testid="other-eras"] a[data-era]`, 2},
		{"compare link", false, `a[data-testid="compare-link"][href="/compare/burned"]`, 1},
		{"related topic", false, `[data-testid="related"] a[href="/rules/sm/retreat"]`, 1},
		{"citing ruling", false, `[data-testid="rulings"] a[href="/rulings/burned-then-bench"]`, 1},
		{"sources without rulebooks are not linked", false, `[data-testid="source-link"]`, 0},
		{"sources link to loaded rulebook sections", true, `[data-testid="source-link"][href="/rulebooks/sm-2018-sun-and-moon/special-conditions"]`, 1},
		{"OpenGraph title", false, `meta[property="og:title"][content="Burned (Sun & Moon)"]`, 1},
		{"OpenGraph url", false, `meta[property="og:url"][content="https://rules.example/rules/sm/burned"]`, 1},
		{"OpenGraph description is the summary", false, `meta[property="og:description"][content^="A Burned Pokémon takes 2 damage counters"]`, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc := parse(t, newServer(t, tc.withBooks).get("/rules/sm/burned"))
			if got := doc.Find(tc.sel).Length(); got != tc.want {
				t.Errorf("count of %s = %d; want %d", tc.sel, got, tc.want)
			}
		})
	}
}

func TestRulebookSectionPage(t *testing.T) {
	s := newServer(t, true)
	rec := s.get("/rulebooks/sm-2018-sun-and-moon/special-conditions")
	if rec.Code != 200 {
		t.Fatalf("status = %d; want 200\n%s", rec.Code, clipBody(rec.Body.String()))
	}
	doc := parse(t, rec)
	sec := loadRulebooks(t)[0].Section("Special Conditions")
	if sec == nil {
		t.Fatal("fixture rulebook has no Special Conditions section")
	}
	tests := []struct {
		name, sel, want string
	}{
		{"heading as printed", `[data-testid="heading"]`, "SPECIAL CONDITIONS"},
		{"rulebook title", `[data-testid="rulebook-title"]`, "Sun & Moon rulebook (2018)"},
		{"cited by the page whose source names it", `[data-testid="cited-by"] a[href="/rules/sm/burned"]`, "Burned"},
		{"lines broken mid-sentence are one paragraph", `[data-testid="rulebook-text"] p`, "Three conditions can be on a Pokémon at once in this made-up game, and each is marked with a token."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := strings.TrimSpace(doc.Find(tc.sel).First().Text()); got != tc.want {
				t.Errorf("text of %s = %q; want %q", tc.sel, got, tc.want)
			}
		})
	}
	var got []string
	doc.Find(`[data-testid="rulebook-text"] p`).Each(func(_ int, p *goquery.Selection) { got = append(got, p.Text()) })
	if want := sec.Paragraphs(); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("paragraphs = %q; want the section's %q", got, want)
	}
	if page := doc.Find(`[data-testid="page"]`); (sec.Page > 0) != (page.Length() == 1) || (sec.Page > 0 && page.Text() != fmt.Sprint(sec.Page)) {
		t.Errorf("page shown %q for section page %d; want it shown exactly when known", page.Text(), sec.Page)
	}
	// A section no digest page cites says so.
	other := parse(t, s.get("/rulebooks/sm-2018-sun-and-moon/how-to-swap-your-active-pokemon"))
	if other.Find(`[data-testid="cited-by-none"]`).Length() != 1 {
		t.Errorf("uncited section does not say it is uncited")
	}
}

// The size budget: a search page with results, its stylesheet and its scripts, each gzipped as
// a server would send them, come to at most 30 KB.
func TestSearchPageSizeBudget(t *testing.T) {
	s := newServer(t, true)
	rec := s.get("/search?q=burn")
	if rec.Code != 200 {
		t.Fatalf("status = %d", rec.Code)
	}
	body := rec.Body.Bytes()
	doc := parse(t, rec)
	parts := map[string][]byte{"/search?q=burn": body}
	doc.Find(`script[src], link[rel="stylesheet"]`).Each(func(_ int, sel *goquery.Selection) {
		u, ok := sel.Attr("src")
		if !ok {
			u, _ = sel.Attr("href")
		}
		r := s.get(u)
		if r.Code != 200 {
			t.Errorf("GET %s = %d", u, r.Code)
		}
		parts[u] = r.Body.Bytes()
	})
	if len(parts) != 4 {
		t.Errorf("page loads %d files with itself; want 4 (page, css, app.js, htmx)", len(parts))
	}
	total := 0
	for name, body := range parts {
		n := gzipSize(t, body)
		t.Logf("%-40s %6d bytes, %6d gzipped", name, len(body), n)
		total += n
	}
	t.Logf("total gzipped: %d bytes", total)
	if total > 30*1024 {
		t.Errorf("search page with CSS and JS = %d bytes gzipped; want <= %d", total, 30*1024)
	}
}

func gzipSize(t *testing.T, b []byte) int {
	t.Helper()
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.DefaultCompression)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Len()
}

func BenchmarkRulePage(b *testing.B) {
	s := newServer(b, true)
	for b.Loop() {
		rec := s.get("/rules/sm/burned")
		if rec.Code != 200 {
			b.Fatalf("status %d", rec.Code)
		}
	}
}

func TestOtherPagesHTML(t *testing.T) {
	s := newServer(t, false)
	tests := []struct {
		name   string
		target string
		sel    string
		want   int
	}{
		{"home lists topics that have pages", "/", `[data-testid="topic"]`, 2},
		{"home leaves out topics no era has", "/", `a[href="/rules/sm/sudden-death"]`, 0},
		{"home links each era's page", "/", `[data-testid="topic"] a[href="/rules/xy/burned"]`, 1},
		{"home compare links", "/", `[data-testid="compare-link"]`, 2},
		{"home rulings", "/", `[data-testid="rulings"] a[href="/rulings/who-flips-for-burn"]`, 1},
		{"glossary terms", "/glossary/sm", `[data-testid="term"]`, 3},
		{"glossary term ids for rule links", "/glossary/sm", `dt#active-pokemon, dt#bench, dt#damage-counter`, 3},
		{"glossary links a term's rule page in this era", "/glossary/sm", `a[href="/rules/sm/retreat"]`, 1},
		{"glossary leaves out a page the era lacks", "/glossary/xy", `a[href="/rules/xy/retreat"]`, 0},
		{"glossary switches era", "/glossary/sm", `[data-testid="era-switch"] a[href="/glossary/hgss"]`, 1},
		{"ruling cites each paragraph", "/rulings/burned-then-bench", `[data-testid="ref"][href="/rules/hgss/burned#burned-4"], [data-testid="ref"][href="/rules/sm/burned#burned-4"]`, 2},
		{"ruling quotes the cited paragraph", "/rulings/burned-then-bench", `blockquote`, 2},
		{"ruling links its scenario", "/rulings/burned-then-bench", `[data-testid="scenario-link"][href="/scenarios/burned-retreat"]`, 1},
		{"ruling without scenario", "/rulings/who-flips-for-burn", `[data-testid="scenario-link"]`, 0},
		{"ruling answer rendered", "/rulings/burned-then-bench", `[data-testid="answer"] strong`, 1},
		{"compare columns", "/compare/burned", `[data-testid="compare-era"]`, 3},
		{"compare marks nothing in the oldest era", "/compare/burned", `[data-era="hgss"] ins, [data-era="hgss"] del`, 0},
		{"compare of two eras", "/compare/retreat", `[data-testid="compare-era"]`, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := s.get(tc.target)
			if rec.Code != 200 {
				t.Fatalf("GET %s = %d", tc.target, rec.Code)
			}
			if got := parse(t, rec).Find(tc.sel).Length(); got != tc.want {
				t.Errorf("GET %s: count of %s = %d; want %d", tc.target, tc.sel, got, tc.want)
			}
		})
	}
	cmp := parse(t, s.get("/compare/burned"))
	last := cmp.Find(`[data-era="sm"] .block`).Last()
	if got := last.Find("ins").Text(); got != "See Retreat." {
		t.Errorf("sm's last paragraph marks %q as added; want %q (xy's ends without it)", got, "See Retreat.")
	}
	if got := last.Find("del").Length(); got != 0 {
		t.Errorf("sm's last paragraph marks %d removed runs; want 0", got)
	}
	doc := parse(t, s.get("/rulings/burned-then-bench"))
	if got, _ := doc.Find(`meta[property="og:description"]`).Attr("content"); got != "No. Going to the Bench removes the condition in both eras." {
		t.Errorf("ruling og:description = %q; want the answer as plain text", got)
	}
}

// Whatever the search parameters, the answer is a page or a 400, never a 500.
func FuzzSearchParams(f *testing.F) {
	seeds := [][5]string{
		{"burn", "sm", "rule", "5", "1"},
		{"", "", "", "", ""},
		{"<script>", "zz", "card", "-1", "maybe"},
		{"\xff\xfe", "sm\x00", "rule ", "99999999999999999999", "TRUE"},
		{strings.Repeat("é", 600), "hgss", "", "0x10", "on"},
	}
	for _, s := range seeds {
		f.Add(s[0], s[1], s[2], s[3], s[4])
	}
	s := newServer(f, true)
	f.Fuzz(func(t *testing.T, q, era, kind, limit, advanced string) {
		v := url.Values{"q": {q}, "era": {era}, "kind": {kind}, "limit": {limit}, "advanced": {advanced}}
		for _, path := range []string{"/search?", "/api/search?"} {
			rec := s.get(path + v.Encode())
			if rec.Code != 200 && rec.Code != 400 {
				t.Errorf("GET %s%s = %d; want 200 or 400", path, v.Encode(), rec.Code)
			}
		}
	})
}

// Whatever the path parts, a page answers 200, 400 or 404, never a 500.
func FuzzPaths(f *testing.F) {
	for _, seed := range []string{"sm", "burned", "zz", "..", "%00", "<b>", "sm-2018-sun-and-moon", "special-conditions", "", "é"} {
		f.Add(seed, seed)
	}
	s := newServer(f, true)
	f.Fuzz(func(t *testing.T, a, b string) {
		a, b = url.PathEscape(a), url.PathEscape(b)
		for _, path := range []string{"/rules/" + a + "/" + b, "/api/rules/" + a + "/" + b, "/compare/" + a, "/glossary/" + a, "/rulings/" + a, "/rulebooks/" + a + "/" + b, "/static/" + a} {
			rec := s.get(path)
			switch rec.Code {
			case 200, 400, 404, 405:
			default:
				t.Errorf("GET %s = %d; want 200, 400 or 404", path, rec.Code)
			}
		}
	})
}

// A rulebook page names the file a judge loaded, never where it sits on the server's disk.
func TestRulebookPageHidesServerPaths(t *testing.T) {
	s := newServer(t, true)
	rec := s.get("/rulebooks/sm-2018-sun-and-moon/special-conditions")
	if rec.Code != 200 {
		t.Fatalf("status = %d; want 200", rec.Code)
	}
	body := rec.Body.String()
	if strings.Contains(body, "testdata/") {
		t.Errorf("the rulebook page shows the server's path to the file:\n%s", body)
	}
	if !strings.Contains(body, "sm-2018-sun-and-moon.txt") {
		t.Errorf("the rulebook page does not name its file")
	}
}

func TestRulingsAPIAndPage(t *testing.T) {
	s := newServer(t, true)
	tests := []struct {
		name   string
		path   string
		status int
		ids    string // the rulings listed, in order
	}{
		{"every ruling", "/api/rulings", 200, "[burned-then-bench who-flips-for-burn]"},
		{"by era", "/api/rulings?era=xy", 200, "[who-flips-for-burn]"},
		{"by era and topic", "/api/rulings?era=sm&topic=burned", 200, "[burned-then-bench]"},
		{"topic with none", "/api/rulings?topic=retreat", 200, "[]"},
		{"unknown era", "/api/rulings?era=bw", 400, ""},
		{"unknown topic", "/api/rulings?topic=burnt", 400, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := s.get(tt.path)
			if rec.Code != tt.status {
				t.Fatalf("GET %s status = %d; want %d", tt.path, rec.Code, tt.status)
			}
			if tt.status != 200 {
				return
			}
			var got RulingsResponse
			if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
				t.Fatal(err)
			}
			var ids []string
			for _, r := range got.Rulings {
				ids = append(ids, r.ID)
			}
			if fmt.Sprint(ids) != tt.ids || got.Count != len(ids) {
				t.Errorf("GET %s = %v (count %d); want %s", tt.path, ids, got.Count, tt.ids)
			}
		})
	}

	rec := s.get("/api/rulings/burned-then-bench")
	var r RulingResponse
	if err := json.Unmarshal(rec.Body.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		name      string
		got, want any
	}{
		{"answer", r.Answer, "No. Going to the Bench removes the condition in both eras."},
		{"reviewed", r.Reviewed, "2026-11-23"},
		{"eras", fmt.Sprint(r.Eras), "[hgss sm]"},
		{"rests on", len(r.RestsOn), 2},
		{"rulebook sources, one per era's section", len(r.Sources) >= 2, true},
		{"first source era", r.Sources[0].Era, "hgss"},
		{"first source page", r.Sources[0].Books[0].Page, 15},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("ruling %s = %v; want %v", c.name, c.got, c.want)
		}
	}
	if rec := s.get("/api/rulings/nope"); rec.Code != 404 {
		t.Errorf("GET /api/rulings/nope status = %d; want 404", rec.Code)
	}

	page := s.get("/rulings?era=sm")
	doc, err := goquery.NewDocumentFromReader(page.Body)
	if err != nil {
		t.Fatal(err)
	}
	if n := doc.Find(`[data-testid="ruling-item"]`).Length(); n != 1 {
		t.Errorf("/rulings?era=sm lists %d rulings; want 1", n)
	}
	if n := doc.Find(`[data-testid="rulings-group"][data-topic="burned"] [data-testid="ruling-item"] .era`).Length(); n != 2 {
		t.Errorf("/rulings?era=sm shows %d era badges on the burned ruling; want both of its eras", n)
	}
	rp := s.get("/rulings/burned-then-bench")
	doc, _ = goquery.NewDocumentFromReader(rp.Body)
	for _, sel := range []string{`[data-testid="short-answer"]`, `[data-testid="ruling-eras"]`, `[data-testid="ruling-source"]`, `[data-testid="reviewed"] time[datetime="2026-11-23"]`} {
		if doc.Find(sel).Length() == 0 {
			t.Errorf("/rulings/burned-then-bench has no %s", sel)
		}
	}
}

// An xy page says plainly what the Kalos Starter Set rulebook leaves out and links where
// rulesd covers it; other eras' pages carry no such note.
func TestEraGapsNote(t *testing.T) {
	s := newServer(t, false)
	for _, tt := range []struct {
		path  string
		links int
	}{
		{"/rules/xy/burned", 0}, // the fixture corpus has no sm pages for the gap topics
		{"/rules/sm/burned", -1},
	} {
		doc := parse(t, s.get(tt.path))
		note := doc.Find(`[data-testid="era-gaps"]`)
		if tt.links < 0 {
			if note.Length() != 0 {
				t.Errorf("%s shows an era-gaps note; want none", tt.path)
			}
			continue
		}
		if !strings.Contains(note.Text(), "Mega Evolution") || !strings.Contains(note.Text(), "Kalos Starter Set") {
			t.Errorf("%s era-gaps note = %q; want it to name the rulebook and Mega Evolution", tt.path, note.Text())
		}
		if n := note.Find("a").Length(); n != tt.links {
			t.Errorf("%s era-gaps links = %d; want %d", tt.path, n, tt.links)
		}
	}
}
