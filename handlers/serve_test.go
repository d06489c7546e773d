package handlers

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/scenarios"
	"github.com/rulesd/rulesd/static"
)

// newCachedServer is the fixture site with its cache (maxBytes; 0 the default) and its site
// value, to look at the cache.
func newCachedServer(t testing.TB, maxBytes int) (*server, *site) {
	t.Helper()
	s := &server{e: echo.New(), search: &fakeSearcher{result: burnResult()}, logs: &bytes.Buffer{}}
	st := register(s.e, Deps{
		Log: slog.New(slog.NewTextHandler(s.logs, nil)), Corpus: loadCorpus(t), Searcher: s.search,
		BaseURL: "https://rules.example", Rulebooks: loadRulebooks(t), CacheBytes: maxBytes,
	})
	return s, st
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	r, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("gunzip: %v", err)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("gunzip: %v", err)
	}
	return out
}

var gz = map[string]string{"Accept-Encoding": "gzip, deflate, br"}

func TestAcceptsGzip(t *testing.T) {
	tests := []struct {
		header string
		want   bool
	}{
		{"", false},
		{"gzip", true},
		{"GZIP", true},
		{"deflate, gzip;q=0.8", true},
		{"x-gzip", true},
		{"br", false},
		{"gzip;q=0", false},
		{"gzip; q=0.0", false},
		{"*", true},
		{"*;q=0", false},
		{"*, gzip;q=0", false},
		{"identity", false},
		{"gzip;q=abc", false},
	}
	for _, tc := range tests {
		if got := acceptsGzip(tc.header); got != tc.want {
			t.Errorf("acceptsGzip(%q) = %v; want %v", tc.header, got, tc.want)
		}
	}
}

// Static files are compressed once, at start: two requests get the very same gzipped bytes,
// which decompress to the file, with their own ETag; a client that does not take gzip gets the
// file as it is.
func TestStaticPrecompressed(t *testing.T) {
	s, st := newCachedServer(t, 0)
	css, _ := static.Get("style.css")
	target := static.URL("style.css")

	plain := s.get(target)
	if plain.Header().Get("Content-Encoding") != "" || !bytes.Equal(plain.Body.Bytes(), css.Body) {
		t.Fatalf("GET %s without Accept-Encoding: Content-Encoding %q, %d bytes; want the file as it is (%d bytes)",
			target, plain.Header().Get("Content-Encoding"), plain.Body.Len(), len(css.Body))
	}
	a, b := s.do("GET", target, gz), s.do("GET", target, gz)
	if a.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("Content-Encoding = %q; want gzip", a.Header().Get("Content-Encoding"))
	}
	if !bytes.Equal(a.Body.Bytes(), st.files["style.css"].gz) || !bytes.Equal(a.Body.Bytes(), b.Body.Bytes()) {
		t.Errorf("the gzipped stylesheet is not the one made at start")
	}
	if got := gunzip(t, a.Body.Bytes()); !bytes.Equal(got, css.Body) {
		t.Errorf("the gzipped stylesheet decompresses to %d bytes; want the file's %d", len(got), len(css.Body))
	}
	if a.Body.Len() > len(css.Body)/3 {
		t.Errorf("gzipped stylesheet is %d of %d bytes; want it at least 3× smaller", a.Body.Len(), len(css.Body))
	}
	if got := a.Header().Get("Content-Length"); got != fmt.Sprint(a.Body.Len()) {
		t.Errorf("Content-Length = %q; want %d", got, a.Body.Len())
	}
	pe, ge := plain.Header().Get("ETag"), a.Header().Get("ETag")
	if pe != `"`+css.Hash+`"` || ge != `"`+css.Hash+`-gzip"` {
		t.Errorf("ETags plain %s, gzip %s; want %q and %q", pe, ge, `"`+css.Hash+`"`, `"`+css.Hash+`-gzip"`)
	}
	for _, rec := range []*httptest.ResponseRecorder{plain, a} {
		if got := rec.Header().Values("Vary"); strings.Join(got, ",") != "Accept-Encoding" {
			t.Errorf("Vary = %q; want Accept-Encoding once", got)
		}
	}
	// Each encoding's ETag revalidates that encoding only.
	if rec := s.do("GET", target, map[string]string{"Accept-Encoding": "gzip", "If-None-Match": ge}); rec.Code != http.StatusNotModified {
		t.Errorf("gzip with its own ETag: %d; want 304", rec.Code)
	}
	if rec := s.do("GET", target, map[string]string{"If-None-Match": ge}); rec.Code != http.StatusOK {
		t.Errorf("plain with the gzip ETag: %d; want 200", rec.Code)
	}
	if rec := s.do("GET", target, map[string]string{"Accept-Encoding": "gzip;q=0"}); rec.Header().Get("Content-Encoding") != "" {
		t.Errorf("gzip;q=0 got Content-Encoding %q; want none", rec.Header().Get("Content-Encoding"))
	}
	if rec := s.do("HEAD", target, gz); rec.Code != 200 || rec.Body.Len() != 0 || rec.Header().Get("Content-Length") != fmt.Sprint(a.Body.Len()) {
		t.Errorf("HEAD: %d with %d bytes, Content-Length %s; want 200, no body, %d", rec.Code, rec.Body.Len(), rec.Header().Get("Content-Length"), a.Body.Len())
	}
}

// Pages that are a pure function of their address are stored the second time they are asked
// for (a search asked once is not worth keeping); from then on a request is a hit, answered
// with the same bytes (plain and gzipped), the same ETag, and 304 on revalidation.
func TestPageCache(t *testing.T) {
	s, st := newCachedServer(t, 0)
	targets := []string{"/", "/rules/sm/burned", "/compare/burned", "/glossary/sm", "/rulings/burned-then-bench",
		"/rulebooks/sm-2018-sun-and-moon/special-conditions", "/api/rules/sm/burned", "/api/rules/sm/burned?pretty=1"}
	for _, target := range targets {
		t.Run(target, func(t *testing.T) {
			_, _, hits0, _ := st.pages.stats()
			if n0, _, _, _ := st.pages.stats(); s.do("GET", target, gz).Code != 200 {
				t.Fatalf("GET %s failed", target)
			} else if n, _, _, _ := st.pages.stats(); n != n0 {
				t.Errorf("the first request stored its answer (%d → %d responses); want it kept from the second", n0, n)
			}
			first := s.do("GET", target, gz)
			if first.Code != 200 {
				t.Fatalf("GET %s = %d", target, first.Code)
			}
			again := s.do("GET", target, gz)
			plain := s.get(target)
			if _, _, hits, _ := st.pages.stats(); hits != hits0+2 {
				t.Errorf("cache hits went from %d to %d over two repeats; want +2", hits0, hits)
			}
			if first.Header().Get("Content-Encoding") != "gzip" || !bytes.Equal(first.Body.Bytes(), again.Body.Bytes()) {
				t.Errorf("the repeat is not the same gzipped bytes (encoding %q)", first.Header().Get("Content-Encoding"))
			}
			if got := gunzip(t, first.Body.Bytes()); !bytes.Equal(got, plain.Body.Bytes()) {
				t.Errorf("gzipped and plain answers differ")
			}
			etag := first.Header().Get("ETag")
			if etag != again.Header().Get("ETag") || !strings.HasSuffix(etag, `-gzip"`) || plain.Header().Get("ETag")+"" == etag {
				t.Errorf("ETags: first %s, repeat %s, plain %s; want the same gzip ETag twice and another plain", etag, again.Header().Get("ETag"), plain.Header().Get("ETag"))
			}
			rec := s.do("GET", target, map[string]string{"Accept-Encoding": "gzip", "If-None-Match": etag})
			if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
				t.Errorf("revalidation: %d with %d bytes; want 304 and nothing", rec.Code, rec.Body.Len())
			}
		})
	}
	if n, _, _, _ := st.pages.stats(); n != len(targets) {
		t.Errorf("the cache holds %d responses; want %d", n, len(targets))
	}
}

// The cache keeps apart what must differ: an htmx fragment and its page, and a page taken
// from the request's Host when the site has no configured address.
func TestPageCacheKeys(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	target := "/scenarios/weakness-then-pass?era=sm&step=1"
	page := s.get(target)
	frag := s.do("GET", target, "", nil, map[string]string{"HX-Request": "true"})
	pageAgain := s.get(target)
	if page.Body.String() == frag.Body.String() {
		t.Fatalf("the htmx fragment is the whole page")
	}
	if !strings.Contains(page.Body.String(), "<html") || strings.Contains(frag.Body.String(), "<html") {
		t.Errorf("page and fragment mixed up")
	}
	if pageAgain.Body.String() != page.Body.String() {
		t.Errorf("the page changed after its fragment was asked for")
	}
	for _, rec := range []*httptest.ResponseRecorder{page, frag, pageAgain} {
		if v := strings.Join(rec.Header().Values("Vary"), ","); !strings.Contains(v, "HX-Request") || !strings.Contains(v, "Accept-Encoding") {
			t.Errorf("Vary = %q; want HX-Request and Accept-Encoding", v)
		}
	}
	// The same address with its query in another order is the same page.
	if rec := s.get("/scenarios/weakness-then-pass?step=1&era=sm"); rec.Header().Get("ETag") != page.Header().Get("ETag") {
		t.Errorf("reordered query: ETag %s; want %s", rec.Header().Get("ETag"), page.Header().Get("ETag"))
	}
	// No configured base URL: canonical links come from the Host among the allowed ones, so
	// those hosts are kept apart; any other Host is the first allowed one, kept once.
	corpus, cards, set := fixtureSite(t)
	e := echo.New()
	st := register(e, Deps{Log: slog.New(slog.DiscardHandler), Corpus: corpus, Scenarios: set, Cards: cards,
		AllowedHosts: []string{"one.example", "two.example"}})
	get := func(target string) string {
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, httptest.NewRequest("GET", target, nil))
		return rec.Body.String()
	}
	get("http://one.example/scenarios/burn-flip") // each stored from its second request
	get("http://two.example/scenarios/burn-flip")
	a, b := get("http://one.example/scenarios/burn-flip"), get("http://two.example/scenarios/burn-flip")
	if !strings.Contains(a, "http://one.example/") || !strings.Contains(b, "http://two.example/") {
		t.Errorf("a page cached for one Host was served for another")
	}
	for _, other := range []string{"http://evil.example/scenarios/burn-flip", "http://also.evil/scenarios/burn-flip"} {
		if got := get(other); strings.Contains(got, "evil") || !strings.Contains(got, "http://one.example/") {
			t.Errorf("GET %s names another host than the first allowed one", other)
		}
	}
	if n, _, _, _ := st.pages.stats(); n != 2 {
		t.Errorf("the cache holds %d copies of the page; want 2, one per allowed host", n)
	}
}

// Links name an allowed host: the one a request was sent to when it is on the list (an entry
// without a port matches any port), else the first.
func TestAllowedHost(t *testing.T) {
	for _, h := range []string{"localhost:8080", "127.0.0.1:41234", "[::1]:8080", "localhost"} {
		if got := allowedHost(defaultAllowedHosts, h); got != h {
			t.Errorf("allowedHost(defaultAllowedHosts, %q) = %q; want this machine on any port allowed", h, got)
		}
	}
	allowed := []string{"rules.example", "localhost:8080", "[::1]:8080"}
	tests := []struct{ host, want string }{
		{"rules.example", "rules.example"},
		{"RULES.example", "RULES.example"},
		{"rules.example:8443", "rules.example:8443"},
		{"localhost:8080", "localhost:8080"},
		{"localhost:9999", "rules.example"},
		{"localhost", "rules.example"},
		{"[::1]:8080", "[::1]:8080"},
		{"[::1]:9999", "rules.example"},
		{"evil.example", "rules.example"},
		{"rules.example.evil.example", "rules.example"},
		{"", "rules.example"},
		{"rules.example/../x", "rules.example"},
		{"<script>", "rules.example"},
	}
	for _, tt := range tests {
		t.Run(tt.host, func(t *testing.T) {
			if got := allowedHost(allowed, tt.host); got != tt.want {
				t.Errorf("allowedHost(%q) = %q; want %q", tt.host, got, tt.want)
			}
		})
	}
}

// oEmbed's provider_url and a page's canonical link name the first allowed host for a
// request sent to another, and a scheme only http or https.
func TestLinksNameAllowedHost(t *testing.T) {
	corpus := loadCorpus(t)
	e := echo.New()
	Register(e, Deps{Log: slog.New(slog.DiscardHandler), Corpus: corpus, AllowedHosts: []string{"rules.example"}})
	tests := []struct {
		name, target string
		header       map[string]string
		want         string
	}{
		{"oEmbed from an allowed host", "http://rules.example/oembed?url=/rules/sm/burned", nil, `"provider_url":"http://rules.example/"`},
		{"oEmbed from another host", "http://evil.example/oembed?url=/rules/sm/burned", nil, `"provider_url":"http://rules.example/"`},
		{"oEmbed behind https", "http://rules.example/oembed?url=/rules/sm/burned", map[string]string{"X-Forwarded-Proto": "https"}, `"provider_url":"https://rules.example/"`},
		{"a scheme that is not http", "http://rules.example/oembed?url=/rules/sm/burned", map[string]string{"X-Forwarded-Proto": "javascript"}, `"provider_url":"http://rules.example/"`},
		{"a page from another host", "http://evil.example/rules/sm/burned", nil, `<link rel="canonical" href="http://rules.example/rules/sm/burned">`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest("GET", tt.target, nil)
			req.RemoteAddr = "10.0.0.2:41000" // a proxy on the private network: its X-Forwarded-Proto is read
			for k, v := range tt.header {
				req.Header.Set(k, v)
			}
			rec := httptest.NewRecorder()
			e.ServeHTTP(rec, req)
			if body := rec.Body.String(); rec.Code != 200 || !strings.Contains(body, tt.want) || strings.Contains(body, "evil") || strings.Contains(body, "javascript") {
				t.Errorf("%d; want 200 with %s and no other host or scheme\n%s", rec.Code, tt.want, clipText(body))
			}
		})
	}
}

// What-if runs are made for their request: never stored.
func TestPageCacheSkipsWhatIf(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	st := s.site
	for _, target := range []string{"/scenarios/burn-flip?era=sm&coins=heads", "/api/scenarios/burn-flip?era=sm&coins=heads", "/sandbox"} {
		for range 2 {
			if rec := s.get(target); rec.Code != 200 {
				t.Fatalf("GET %s = %d", target, rec.Code)
			}
		}
	}
	if n, _, _, _ := st.pages.stats(); n != 0 {
		t.Errorf("what-if runs and the sandbox left %d responses in the cache; want none", n)
	}
	for range 2 {
		s.get("/api/scenarios/burn-flip?era=sm")
	}
	if n, _, _, _ := st.pages.stats(); n != 1 {
		t.Errorf("the scripted run's JSON left %d responses in the cache; want 1", n)
	}
}

// The cache stays within its bytes, dropping the least recently used page.
func TestPageCacheBound(t *testing.T) {
	const budget = 160 << 10
	s, st := newCachedServer(t, budget)
	for _, era := range []string{"sm", "hgss", "xy"} {
		for _, target := range []string{"/rules/" + era + "/burned", "/rules/" + era + "/retreat", "/glossary/" + era, "/api/rules/" + era + "/burned"} {
			for i := range 5 {
				s.do("GET", fmt.Sprintf("%s?n=%d", target, i), gz)
				s.do("GET", fmt.Sprintf("%s?n=%d", target, i), gz) // stored from the second
			}
		}
	}
	n, size, _, _ := st.pages.stats()
	t.Logf("cache: %d responses, %d bytes", n, size)
	if size > budget || n == 0 {
		t.Errorf("cache holds %d responses in %d bytes; want some, within %d", n, size, budget)
	}
	// The last page asked is still there; the first has gone.
	_, _, h0, _ := st.pages.stats()
	s.do("GET", "/api/rules/xy/burned?n=4", gz)
	s.do("GET", "/rules/sm/burned?n=0", gz)
	if _, _, h1, _ := st.pages.stats(); h1 != h0+1 {
		t.Errorf("hits %d → %d; want the most recent page kept and the oldest dropped", h0, h1)
	}
	if off, offSite := newCachedServer(t, -1); off.get("/rules/sm/burned").Code != 200 || offSite.pages != nil {
		t.Errorf("CacheBytes < 0 should serve without a cache")
	}
}

// A search is a pure function of its address while the server runs (the index is built at
// start), so once asked for twice it is kept; a failed search is not kept.
func TestSearchCached(t *testing.T) {
	s, _ := newCachedServer(t, 0)
	calls := func() int { s.search.mu.Lock(); defer s.search.mu.Unlock(); return s.search.calls }
	s.get("/api/search?q=burn&era=sm")
	s.get("/api/search?era=sm&q=burn") // the same address: kept now
	s.get("/api/search?q=burn&era=sm")
	s.get("/search?q=burn")
	if got := calls(); got != 3 {
		t.Errorf("the index was asked %d times for an address asked thrice and another asked once; want 3", got)
	}
	s.search.mu.Lock()
	s.search.err = errors.New("segment 12 unreadable")
	s.search.mu.Unlock()
	if rec := s.get("/api/search?q=poison"); rec.Code != 500 {
		t.Fatalf("failing index: %d; want 500", rec.Code)
	}
	s.search.mu.Lock()
	s.search.err = nil
	s.search.mu.Unlock()
	if rec := s.get("/api/search?q=poison"); rec.Code != 200 {
		t.Errorf("after the index recovered: %d; want 200, the failure not kept", rec.Code)
	}
}

// JSON is compact unless ?pretty=1 asks for indentation; the two decode to the same value.
func TestJSONCompactAndPretty(t *testing.T) {
	s := newServer(t, false)
	for _, target := range []string{"/api/rules/sm/burned", "/api/search?q=burn", "/api/nothing"} {
		compact, pretty := s.get(target), s.get(target+sep(target)+"pretty=1")
		if strings.Count(strings.TrimSpace(compact.Body.String()), "\n") != 0 {
			t.Errorf("GET %s is not one line of compact JSON", target)
		}
		if !strings.Contains(pretty.Body.String(), "\n  \"") {
			t.Errorf("GET %s?pretty=1 is not indented:\n%s", target, clipBody(pretty.Body.String()))
		}
		var a, b any
		if json.Unmarshal(compact.Body.Bytes(), &a) != nil || json.Unmarshal(pretty.Body.Bytes(), &b) != nil || fmt.Sprint(a) != fmt.Sprint(b) {
			t.Errorf("GET %s: compact and pretty answers differ", target)
		}
	}
	if rec := s.get("/api/rules/sm/burned?pretty=maybe"); rec.Code != 400 || !strings.Contains(rec.Body.String(), "pretty") {
		t.Errorf("pretty=maybe: %d %s; want 400 naming pretty", rec.Code, rec.Body)
	}
}

func sep(target string) string {
	if strings.Contains(target, "?") {
		return "&"
	}
	return "?"
}

// A cached rule page, served from the cache with gzip: the path a judge's phone takes.
func BenchmarkCachedRulePage(b *testing.B) {
	s, _ := newCachedServer(b, 0)
	req := httptest.NewRequest("GET", "/rules/sm/burned", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	for b.Loop() {
		rec := httptest.NewRecorder()
		s.e.ServeHTTP(rec, req)
		if rec.Code != 200 || rec.Header().Get("Content-Encoding") != "gzip" {
			b.Fatalf("status %d, encoding %q", rec.Code, rec.Header().Get("Content-Encoding"))
		}
	}
}

// The same page rendered and compressed for every request: what the cache saves.
func BenchmarkUncachedRulePage(b *testing.B) {
	s, _ := newCachedServer(b, -1)
	req := httptest.NewRequest("GET", "/rules/sm/burned", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	for b.Loop() {
		rec := httptest.NewRecorder()
		s.e.ServeHTTP(rec, req)
		if rec.Code != 200 {
			b.Fatalf("status %d", rec.Code)
		}
	}
}

// A shipped worked example's step from the cache, gzipped.
func BenchmarkCachedScenarioStep(b *testing.B) {
	s := newScenarioServer(b, scenarios.Limits{})
	req := httptest.NewRequest("GET", "/scenarios/weakness-then-pass?era=sm&step=1", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	for b.Loop() {
		rec := httptest.NewRecorder()
		s.e.ServeHTTP(rec, req)
		if rec.Code != 200 || rec.Header().Get("Content-Encoding") != "gzip" {
			b.Fatalf("status %d, encoding %q", rec.Code, rec.Header().Get("Content-Encoding"))
		}
	}
}

// The stylesheet, precompressed: the yardstick for the pages above.
func BenchmarkStaticStylesheetGzip(b *testing.B) {
	s, _ := newCachedServer(b, 0)
	req := httptest.NewRequest("GET", static.URL("style.css"), nil)
	req.Header.Set("Accept-Encoding", "gzip")
	for b.Loop() {
		rec := httptest.NewRecorder()
		s.e.ServeHTTP(rec, req)
		if rec.Code != 200 {
			b.Fatalf("status %d", rec.Code)
		}
	}
}

// admit stores an address from its second miss; the set of addresses missed once stays
// bounded.
func TestPageStoreAdmit(t *testing.T) {
	ps := newPageStore(1 << 20)
	for i, want := range []bool{false, true, false, true} {
		if got := ps.admit("/rules/sm/burned"); got != want {
			t.Errorf("admit #%d = %v; want %v", i+1, got, want)
		}
	}
	ps.admit("/search?q=once")
	for i := range maxSeen {
		ps.admit(fmt.Sprintf("/search?q=%d", i))
	}
	if len(ps.seen) > maxSeen {
		t.Errorf("%d addresses remembered; want at most %d", len(ps.seen), maxSeen)
	}
	if ps.admit("/search?q=once") {
		t.Errorf("an address missed once, thousands of misses ago, was admitted; want it forgotten")
	}
}
