package handlers

import (
	"encoding/json"
	"html"
	"log/slog"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/index"
)

// The pages against the real index built from the fixture corpus and rulebook: what the
// index marks and counts reaches the page, and what it rejects is a 400.
func TestWithRealIndex(t *testing.T) {
	corpus, books := loadCorpus(t), loadRulebooks(t)
	ix, err := index.Build(slog.New(slog.DiscardHandler), corpus, books)
	if err != nil {
		t.Fatalf("index.Build: %v", err)
	}
	t.Cleanup(func() { _ = ix.Close() })
	s := &server{e: echo.New()}
	Register(s.e, Deps{Corpus: corpus, Searcher: ix, Rulebooks: books})

	t.Run("highlights and facet counts", func(t *testing.T) {
		rec := s.get("/search?q=burned")
		if rec.Code != 200 {
			t.Fatalf("status = %d; want 200", rec.Code)
		}
		doc := parse(t, rec)
		if n := doc.Find(`[data-testid="hit"]`).Length(); n == 0 {
			t.Fatalf("no hits for burned")
		}
		if n := doc.Find(`[data-testid="snippet"] mark`).Length(); n == 0 {
			t.Errorf("no <mark> in any snippet")
		}
		var sum int
		doc.Find(`[data-testid="facet-era"] [data-testid="facet-count"]`).Each(func(_ int, c *goquery.Selection) {
			n, err := strconv.Atoi(c.Text())
			if err != nil {
				t.Errorf("facet count %q is not a number", c.Text())
			}
			sum += n
		})
		if total := doc.Find(`[data-testid="total"]`).Text(); sum == 0 || !strings.Contains(total, "result") {
			t.Errorf("era facet counts sum to %d, total %q; want counts shown", sum, total)
		}
	})

	t.Run("era filter", func(t *testing.T) {
		var got index.Result
		rec := s.get("/api/search?q=burned&era=xy")
		if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil || rec.Code != 200 {
			t.Fatalf("status %d, decode: %v", rec.Code, err)
		}
		if len(got.Hits) == 0 {
			t.Fatalf("no hits in xy")
		}
		for _, h := range got.Hits {
			if h.Era != "xy" {
				t.Errorf("hit %s has era %q; want xy", h.ID, h.Era)
			}
		}
	})

	t.Run("markup in the query comes back escaped", func(t *testing.T) {
		for _, target := range []string{"/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E+burned", "/api/search?q=%3Cscript%3E+burned"} {
			rec := s.get(target)
			if rec.Code != 200 {
				t.Errorf("GET %s = %d; want 200", target, rec.Code)
			}
			if strings.Contains(rec.Body.String(), "<script>") {
				t.Errorf("GET %s echoes <script> unescaped", target)
			}
		}
	})

	t.Run("advanced queries over the search limits", func(t *testing.T) {
		tests := []struct{ target, want string }{
			{"/api/search?advanced=1&q=/(.{0,50}a){10}/", `repetition limit: /(.{0,50}a){10}/ at character 1 repeats up to 50 times ({0,50}); the most is 16`},
			{"/api/search?advanced=1&q=" + url.QueryEscape("burned *a*b*c*d*e*f*g*"), `open repetitions limit: *a*b*c*d*e*f*g* at character 8`},
			{"/search?advanced=1&q=" + url.QueryEscape("retreat /(a+)+b/"), `nested repetition limit: /(a+)+b/ at character 9`},
		}
		for _, tc := range tests {
			rec := s.get(tc.target)
			if rec.Code != 400 {
				t.Errorf("GET %s = %d; want 400\n%s", tc.target, rec.Code, clipBody(rec.Body.String()))
			}
			body := rec.Body.String()
			if strings.HasPrefix(tc.target, "/api/") {
				var got errorBody
				if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
					t.Fatalf("GET %s: decode %v\n%s", tc.target, err, clipBody(body))
				}
				body = got.Error.Message
			}
			if !strings.Contains(body, html.EscapeString(tc.want)) && !strings.Contains(body, tc.want) {
				t.Errorf("GET %s does not name the limit %q:\n%s", tc.target, tc.want, clipBody(body))
			}
		}
	})

	t.Run("advanced syntax that does not parse", func(t *testing.T) {
		for _, target := range []string{"/search?q=%22burned&advanced=1", "/api/search?q=%22burned&advanced=1", "/search?q=burned~5&advanced=1"} {
			rec := s.get(target)
			if rec.Code != 400 {
				t.Errorf("GET %s = %d; want 400\n%s", target, rec.Code, clipBody(rec.Body.String()))
			}
			if !strings.Contains(rec.Body.String(), "unterminated quote") && !strings.Contains(rec.Body.String(), "fuzziness") {
				t.Errorf("GET %s does not pass on the parser's message:\n%s", target, clipBody(rec.Body.String()))
			}
		}
	})
}
