package handlers

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/scenarios"
)

func TestClientNet(t *testing.T) {
	tests := []struct{ ip, want string }{
		{"203.0.113.77", "203.0.113.0/24"},
		{"::ffff:203.0.113.77", "203.0.113.0/24"},
		{"2001:db8:1234:5678::1", "2001:db8:1234::/48"},
		{"", "unknown"},
		{"not an address", "unknown"},
	}
	for _, tc := range tests {
		if got := clientNet(tc.ip); got != tc.want {
			t.Errorf("clientNet(%q) = %q; want %q", tc.ip, got, tc.want)
		}
	}
}

// logLine is one access-log line as the JSON handler writes it.
type logLine struct {
	Level  string `json:"level"`
	Msg    string `json:"msg"`
	Method string `json:"method"`
	Route  string `json:"route"`
	Status int    `json:"status"`
	Bytes  int64  `json:"bytes"`
	Took   int64  `json:"took"`
	Client string `json:"client"`
	Reason string `json:"reason"`
	Gone   bool   `json:"client_gone"`
}

// One structured line per request, at the level an operator needs: a refused query at INFO
// with its reason, a busy sandbox at WARN, a server fault at ERROR, a client that hung up at
// DEBUG; the client's network, never its address.
func TestAccessLog(t *testing.T) {
	var logs bytes.Buffer
	search := &fakeSearcher{result: burnResult()}
	set, err := scenarios.Load(os.DirFS("testdata/scenarios"))
	if err != nil {
		t.Fatal(err)
	}
	cards, err := fixtureCards()
	if err != nil {
		t.Fatal(err)
	}
	e := echo.New()
	st := register(e, Deps{Log: slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
		Corpus: loadCorpus(t), Searcher: search, Scenarios: set, Cards: cards})
	st.scen.slotWait = 10 * time.Millisecond
	good := readFixture(t, "testdata/sandbox/good.yaml")

	tests := []struct {
		name   string
		setup  func() (restore func())
		req    func() *http.Request
		want   logLine
		reason string // in the line's reason
	}{
		{"page", nil, func() *http.Request { return httptest.NewRequest("GET", "/rules/sm/burned", nil) },
			logLine{Level: "INFO", Method: "GET", Route: "/rules/:era/:topic", Status: 200}, ""},
		{"not found", nil, func() *http.Request { return httptest.NewRequest("GET", "/nothing", nil) },
			logLine{Level: "INFO", Method: "GET", Route: "(no route)", Status: 404}, ""},
		{"refused query", func() func() {
			search.err = fmt.Errorf("%w: the regular expression repeats more than 100 times at offset 4", index.ErrBadQuery)
			return func() { search.err = nil }
		}, func() *http.Request { return httptest.NewRequest("GET", "/api/search?advanced=1&q=/(a){999}/", nil) },
			logLine{Level: "INFO", Method: "GET", Route: "/api/search", Status: 400}, "repeats more than 100 times at offset 4"},
		{"server fault", func() func() {
			search.err = errors.New("segment 12 unreadable")
			return func() { search.err = nil }
		}, func() *http.Request { return httptest.NewRequest("GET", "/search?q=burn", nil) },
			logLine{Level: "ERROR", Method: "GET", Route: "/search", Status: 500}, "segment 12 unreadable"},
		{"busy sandbox", func() func() {
			var rel []func()
			for range cap(st.scen.slots) {
				r, _ := st.scen.acquire(context.Background())
				rel = append(rel, r)
			}
			return func() {
				for _, r := range rel {
					r()
				}
			}
		}, func() *http.Request {
			r := httptest.NewRequest("POST", "/api/scenarios/run", strings.NewReader(good))
			r.Header.Set("Content-Type", "application/yaml")
			return r
		}, logLine{Level: "WARN", Method: "POST", Route: "/api/scenarios/run", Status: 503}, "busy"},
		{"refused for a long reason", nil, func() *http.Request {
			// A few hundred bytes of file with hundreds of problems: the reason is cut.
			src := strings.Replace(good, "active: {card: hgss2-52, energy: [Fire]}", "active: {card: hgss2-52, energy: ["+strings.Repeat("x1-1,", 59)+"x1-1]}", 1)
			r := httptest.NewRequest("POST", "/api/scenarios/run", strings.NewReader(src))
			r.Header.Set("Content-Type", "application/yaml")
			return r
		}, logLine{Level: "INFO", Method: "POST", Route: "/api/scenarios/run", Status: 400}, "body: scenario.yaml:10:"},
		{"a format oEmbed does not serve", nil, func() *http.Request {
			return httptest.NewRequest("GET", "/oembed?format=x&url=/rules/sm/burned", nil)
		}, logLine{Level: "INFO", Method: "GET", Route: "/oembed", Status: 501}, `format "x" is not served`},
		{"a body that stopped arriving", nil, func() *http.Request {
			// As net/http does when the read timeout passes: the read fails with a timeout and
			// the request's context ends.
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			r := httptest.NewRequest("POST", "/api/scenarios/run", io.MultiReader(strings.NewReader("id: x\n"), stalledReader{}))
			r.Header.Set("Content-Type", "application/yaml")
			return r.WithContext(ctx)
		}, logLine{Level: "INFO", Method: "POST", Route: "/api/scenarios/run", Status: 408}, "stopped arriving"},
		{"client hung up", nil, func() *http.Request {
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			return httptest.NewRequest("GET", "/search?q=burn", nil).WithContext(ctx)
		}, logLine{Level: "DEBUG", Method: "GET", Route: "/search", Status: 499, Gone: true}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.setup != nil {
				defer tc.setup()()
			}
			logs.Reset()
			req := tc.req()
			req.RemoteAddr = "203.0.113.77:52114"
			rec := httptest.NewRecorder()
			e.ServeHTTP(rec, req)
			var lines []logLine
			for _, l := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
				var ll logLine
				if err := json.Unmarshal([]byte(l), &ll); err != nil {
					t.Fatalf("log line is not JSON: %v\n%s", err, l)
				}
				if ll.Msg == "request" {
					lines = append(lines, ll)
				}
			}
			if len(lines) != 1 {
				t.Fatalf("%d access-log lines; want 1:\n%s", len(lines), logs.String())
			}
			got := lines[0]
			if tc.want.Level != "ERROR" && strings.Contains(logs.String(), `"level":"ERROR"`) {
				t.Errorf("logged at ERROR; want no error line:\n%s", logs.String())
			}
			if got.Level != tc.want.Level || got.Method != tc.want.Method || got.Route != tc.want.Route || (tc.want.Status != 0 && got.Status != tc.want.Status) || got.Gone != tc.want.Gone {
				t.Errorf("line = %+v; want level %s, %s %s, status %d, client_gone %v", got, tc.want.Level, tc.want.Method, tc.want.Route, tc.want.Status, tc.want.Gone)
			}
			if !strings.Contains(got.Reason, tc.reason) {
				t.Errorf("reason = %q; want it to contain %q", got.Reason, tc.reason)
			}
			if len(got.Reason) > maxLogField+len("…") {
				t.Errorf("reason is %d bytes; want at most %d", len(got.Reason), maxLogField)
			}
			if got.Client != "203.0.113.0/24" || strings.Contains(logs.String(), "203.0.113.77") {
				t.Errorf("client = %q; want 203.0.113.0/24 and the full address nowhere in the log", got.Client)
			}
			if got.Took <= 0 || (rec.Body.Len() > 0 && got.Bytes != int64(rec.Body.Len())) {
				t.Errorf("took %d, bytes %d; want a duration and the %d bytes sent", got.Took, got.Bytes, rec.Body.Len())
			}
		})
	}
}

// stalledReader fails as a connection's read fails when its deadline passes.
type stalledReader struct{}

func (stalledReader) Read([]byte) (int, error) { return 0, os.ErrDeadlineExceeded }
