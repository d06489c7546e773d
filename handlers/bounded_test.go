package handlers

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/engine"
	"github.com/rulesd/rulesd/scenarios"
)

// blankLines is the scenario of issue 21's 133-character link: 65,000 blank lines, then a
// line YAML cannot read. Its error page once listed every line, 5.97 MB of HTML.
func blankLines() []byte { return []byte(strings.Repeat("\n", 65000) + "id: [x\n") }

// Every answer to the blank-lines link is small, on every route that reads it, however
// it is sent.
func TestBlankLinesAnswerBounded(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	src := blankLines()
	link := scenarios.EncodeLink(src)
	if len(link) > 200 {
		t.Fatalf("the link is %d characters; the case is a short link", len(link))
	}
	form := url.Values{"scenario": {string(src)}}.Encode()
	tests := []struct {
		method, target, contentType, body string
		want                              int
	}{
		{"GET", "/sandbox?s=" + link, "", "", 400},
		{"GET", "/sandbox/scenario.yaml?s=" + link, "", "", 400},
		{"GET", "/sandbox?build=1&s=" + link, "", "", 400},
		{"GET", "/api/scenarios/run?s=" + link, "", "", 400},
		{"GET", "/sandbox/edit?s=" + link, "", "", 200},
		{"POST", "/api/scenarios/run", "application/yaml", string(src), 400},
		{"POST", "/sandbox", echo.MIMEApplicationForm, form, 400},
		{"POST", "/sandbox/edit", echo.MIMEApplicationForm, form, 400},
	}
	const most = 256 << 10
	for _, tt := range tests {
		t.Run(tt.method+" "+strings.SplitN(tt.target, "?", 2)[0], func(t *testing.T) {
			rec := s.do(tt.method, tt.target, tt.contentType, []byte(tt.body), nil)
			if rec.Code != tt.want {
				t.Errorf("%d; want %d\n%s", rec.Code, tt.want, clipText(rec.Body.String()))
			}
			if rec.Body.Len() > most {
				t.Errorf("%d bytes; want at most %d", rec.Body.Len(), most)
			}
			if tt.want == 400 && !strings.Contains(rec.Body.String(), "not valid YAML") {
				t.Errorf("the answer does not say the YAML cannot be read:\n%s", clipText(rec.Body.String()))
			}
		})
	}
}

// manyProblems is a board within every bound with 240 mistakes: four piles of 60 unknown cards.
func manyProblems() string {
	pile := "[" + strings.TrimSuffix(strings.Repeat("zz1-1, ", scenarios.MaxCards), ", ") + "]"
	return "id: many\ntitle: t\nsummary: s\neras: [hgss]\nteaches: [burned]\nboard:\n  turn: 3\n  current: alice\n  alice:\n" +
		"    active: {card: hgss2-52}\n    hand: " + pile + "\n    deck: " + pile + "\n  bob:\n    active: {card: hgss2-66}\n" +
		"    hand: " + pile + "\n    discard: " + pile + "\nactions: []\n"
}

// A file with hundreds of mistakes lists the first 50 and says how many more there are, on
// the page and in the JSON.
func TestManyProblemsListed(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	link := scenarios.EncodeLink([]byte(manyProblems()))

	doc := docOf(t, s.get("/sandbox?s="+link).Body.String())
	if got := doc.Find(`[data-testid="problem"]`).Length(); got != scenarios.MaxListed {
		t.Errorf("the page lists %d problems; want %d", got, scenarios.MaxListed)
	}
	if got := doc.Find(`[data-testid="sandbox-problems"] h2`).Text(); !strings.Contains(got, "240 problems") {
		t.Errorf("heading %q; want it to count all 240", got)
	}
	if got := doc.Find(`[data-testid="more-problems"]`).Text(); !strings.Contains(got, "and 190 problems more") {
		t.Errorf("more-problems %q; want it to say 190 more", got)
	}

	rec := s.get("/api/scenarios/run?s=" + link)
	var body errorBody
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || rec.Code != 400 {
		t.Fatalf("GET /api/scenarios/run = %d, %v\n%s", rec.Code, err, clipText(rec.Body.String()))
	}
	lines := strings.Split(body.Error.Message, "\n")
	if len(lines) != scenarios.MaxListed+1 || lines[len(lines)-1] != "and 190 more problems" {
		t.Errorf("the message has %d lines ending %q; want %d and \"and 190 more problems\"", len(lines), lines[len(lines)-1], scenarios.MaxListed+1)
	}
}

// rawRequest sends a request on a connection of its own, which then never reads: its answer
// waits in a small receive buffer and the server's writes stall.
func rawRequest(t *testing.T, addr, target string) net.Conn {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	if tc, ok := conn.(*net.TCPConn); ok {
		_ = tc.SetReadBuffer(1024)
	}
	if _, err := fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\n\r\n", target, addr); err != nil {
		t.Fatal(err)
	}
	return conn
}

// Two clients that ask for the blank-lines link and never read their answer hold no run
// slot: a small valid link is answered at once, with only two slots in all.
func TestSlowReadersHoldNoSlot(t *testing.T) {
	corpus, cards, set := fixtureSite(t)
	e := echo.New()
	st := register(e, Deps{Log: slog.New(slog.DiscardHandler), Corpus: corpus, Scenarios: set, Cards: cards, RunSlots: 2})
	srv := httptest.NewServer(e)
	defer srv.Close()
	addr := srv.Listener.Addr().String()

	heavy := "/sandbox?s=" + scenarios.EncodeLink(blankLines())
	rawRequest(t, addr, heavy)
	rawRequest(t, addr, heavy)
	// Both are read and their answers made (a few milliseconds each) while their writes wait.
	time.Sleep(500 * time.Millisecond)
	if n := len(st.scen.slots); n != 0 {
		t.Errorf("%d run slots held by clients that do not read; want 0", n)
	}

	client := &http.Client{Timeout: 3 * time.Second}
	res, err := client.Get(srv.URL + "/sandbox?s=" + scenarios.EncodeLink([]byte(readFixture(t, "testdata/sandbox/good.yaml"))))
	if err != nil {
		t.Fatalf("a small link behind two clients that never read: %v; want 200 within 3 s", err)
	}
	defer res.Body.Close()
	io.Copy(io.Discard, res.Body)
	if res.StatusCode != http.StatusOK {
		t.Errorf("a small link behind two clients that never read = %d; want 200", res.StatusCode)
	}
}

// A body that stops arriving is answered 408 when the server's read timeout passes, and
// logged as an answer (INFO), not as a client gone.
func TestStalledBody(t *testing.T) {
	corpus, cards, set := fixtureSite(t)
	logs := newLockedBuffer()
	e := echo.New()
	Register(e, Deps{Log: slog.New(slog.NewTextHandler(logs, nil)), Corpus: corpus, Scenarios: set, Cards: cards})
	srv := httptest.NewUnstartedServer(e)
	srv.Config.ReadTimeout = 300 * time.Millisecond
	srv.Start()
	defer srv.Close()
	for _, tt := range []struct{ target, contentType string }{
		{"/api/scenarios/run", "application/yaml"},
		{"/sandbox", echo.MIMEApplicationForm},
	} {
		t.Run(tt.target, func(t *testing.T) {
			conn, err := net.Dial("tcp", srv.Listener.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			fmt.Fprintf(conn, "POST %s HTTP/1.1\r\nHost: x\r\nContent-Type: %s\r\nContent-Length: 1000\r\n\r\nscenario=id", tt.target, tt.contentType)
			_ = conn.SetReadDeadline(time.Now().Add(10 * time.Second))
			res, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatalf("no answer: %v; want 408", err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusRequestTimeout {
				t.Errorf("status %d; want 408", res.StatusCode)
			}
			line := ""
			for l := range strings.SplitSeq(logs.String(), "\n") {
				if strings.Contains(l, "route="+tt.target+" ") {
					line = l
				}
			}
			if !strings.Contains(line, "level=INFO") || !strings.Contains(line, "status=408") {
				t.Errorf("access log line %q; want INFO with status 408", line)
			}
		})
	}
}

// slowCards is a card source whose every look-up takes a while, so a run is still going when
// the test acts; entered is told of the first look-up.
type slowCards struct {
	scenarios.CardSource
	entered chan struct{}
}

func (s slowCards) Card(id string) (*engine.Card, bool) {
	select {
	case s.entered <- struct{}{}:
	default:
	}
	time.Sleep(20 * time.Millisecond)
	return s.CardSource.Card(id)
}

// When the server starts to stop, a visitor's run in progress ends at once with a 503 saying
// so, and gives its slot back; it does not hold the shutdown up.
func TestStoppingCancelsRuns(t *testing.T) {
	corpus, cards, set := fixtureSite(t)
	link := scenarios.EncodeLink([]byte(readFixture(t, "testdata/sandbox/good.yaml")))
	for _, target := range []string{"/sandbox?s=" + link, "/api/scenarios/run?s=" + link, "/scenarios/burn-flip?era=sm&coins=tails"} {
		t.Run(strings.SplitN(target, "?", 2)[0], func(t *testing.T) {
			stopping, stop := context.WithCancel(context.Background())
			defer stop()
			slow := slowCards{CardSource: cards, entered: make(chan struct{}, 1)}
			e := echo.New()
			st := register(e, Deps{Log: slog.New(slog.DiscardHandler), Corpus: corpus, Scenarios: set, Cards: slow, Stopping: stopping, CacheBytes: -1})
			done := make(chan *httptest.ResponseRecorder)
			go func() {
				rec := httptest.NewRecorder()
				e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, target, nil))
				done <- rec
			}()
			<-slow.entered
			stop()
			select {
			case rec := <-done:
				if rec.Code != http.StatusServiceUnavailable || !strings.Contains(rec.Body.String(), "restarting") {
					t.Errorf("%d; want 503 saying the server is restarting\n%s", rec.Code, clipText(rec.Body.String()))
				}
			case <-time.After(5 * time.Second):
				t.Fatal("the run went on after the server started to stop")
			}
			if n := len(st.scen.slots); n != 0 {
				t.Errorf("%d run slots still taken", n)
			}
		})
	}
}
