package handlers

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/scenarios"
)

// The load test is not a timing test: it starts the real server on a loopback port (the
// shipped content, the real index, the shipped worked examples), sends a few thousand mixed
// requests from many clients at once (pages, JSON, searches, bad input, sandbox runs and the
// hostile queries of issue 8) and checks that nothing failed: no 5xx, no dropped connection,
// and /healthz answered all along.

const (
	loadRequests = 3000
	loadClients  = 32
	// loadTimeout bounds one ordinary request; hostileTimeout a hostile one, which the client
	// gives up on (the count of those is reported, not asserted: the index's own bounds decide
	// how fast it is refused).
	loadTimeout    = 10 * time.Second
	hostileTimeout = 3 * time.Second
)

// loadMix is what the clients send, with weights: mostly what readers do, some bad input,
// a few sandbox runs, and the hostile queries once each.
func loadMix(t *testing.T, rulingURL string, good string) []loadEntry {
	t.Helper()
	bad := "id: x\ntitle: [\n"
	form := url.Values{"scenario": {good}}.Encode()
	type w = loadEntry
	mix := []w{
		{10, request{target: "/"}, 2},
		{20, request{target: "/rules/sm/burned"}, 2},
		{10, request{target: "/rules/hgss/damage-order"}, 2},
		{8, request{target: "/compare/burned"}, 2},
		{6, request{target: "/glossary/xy"}, 2},
		{6, request{target: rulingURL}, 2},
		{6, request{target: "/scenarios"}, 2},
		{15, request{target: "/scenarios/weakness-times-two?era=sm&step=1"}, 2},
		{6, request{target: "/scenarios/confusion-coin-order?compare=hgss,sm&step=1"}, 2},
		{4, request{target: "/scenarios/burned-three-eras?era=hgss&coins=heads,heads,tails"}, 2},
		{10, request{target: "/static/style.css"}, 2},
		{4, request{target: "/static/htmx.min.js"}, 2},
		{8, request{target: "/api/rules/sm/burned"}, 2},
		{4, request{target: "/api/scenarios/weakness-times-two?era=xy"}, 2},
		{3, request{target: "/api/scenarios"}, 2},
		{15, request{target: "/api/search?q=burned&era=sm"}, 2},
		{6, request{target: "/api/search?q=retreat+cost"}, 2},
		{6, request{target: "/search?q=who+flips+for+sleep"}, 2},
		{4, request{target: "/api/search?q=paralized"}, 2},
		{3, request{target: "/api/search?advanced=1&q=title:burned"}, 2},
		// A step out of range is redirected to the nearest one.
		{3, request{target: "/scenarios/weakness-times-two?era=sm&step=99"}, 2},
		{4, request{target: "/rules/sm"}, 2},
		{4, request{target: "/rulings?era=hgss"}, 2},
		{4, request{target: "/api/answer?q=can+i+attack+on+my+first+turn&era=xy"}, 2},
		// Bad input: each a 4xx.
		{3, request{target: "/rules/zz/burned"}, 4},
		{3, request{target: "/api/search?advanced=1&q=%22unclosed"}, 4},
		{3, request{target: "/api/search?q=burn&limit=abc"}, 4},
		{3, request{target: "/scenarios/weakness-times-two?era=zz&step=1"}, 4},
		{3, request{target: "/scenarios/burned-three-eras?coins=edge"}, 4},
		{3, request{target: "/nothing/here"}, 4},
		{2, request{method: "POST", target: "/api/scenarios/run", contentType: "application/yaml", body: bad}, 4},
		// Sandbox runs, within the run slots.
		{2, request{method: "POST", target: "/api/scenarios/run", contentType: "application/yaml", body: good}, 2},
		{1, request{method: "POST", target: "/sandbox", contentType: "application/x-www-form-urlencoded", body: form}, 2},
	}
	return mix
}

// loadEntry is one kind of request in the mix, how often it comes, and the class of status
// it must get (2 for 2xx, 4 for 4xx).
type loadEntry struct {
	weight int
	req    request
	want   int
}

// hostileQueries are the searches issue 8 found expensive: each is sent once, early, while the
// rest of the load runs.
var hostileQueries = []string{
	"/api/search?advanced=1&q=" + url.QueryEscape("/(.{0,50}a){10}/"),
}

func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("the load test is not run with -short")
	}
	corpus, err := realCorpus()
	if err != nil {
		t.Fatal(err)
	}
	cards, err := fixtureCards()
	if err != nil {
		t.Fatal(err)
	}
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	ix, err := index.Build(slog.New(slog.DiscardHandler), corpus, nil)
	if err != nil {
		t.Fatalf("index.Build: %v", err)
	}
	t.Cleanup(func() { _ = ix.Close() })
	logs := newLockedBuffer()
	e := echo.New()
	Register(e, Deps{Log: slog.New(slog.NewTextHandler(logs, nil)), Corpus: corpus, Searcher: ix, Scenarios: set, Cards: cards})
	srv := httptest.NewServer(e) // 127.0.0.1, a port of its own
	defer srv.Close()

	good, err := os.ReadFile("testdata/sandbox/good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	mix := loadMix(t, corpus.Rulings[0].URL(), string(good))
	var deck []loadEntry
	for _, m := range mix {
		for range m.weight {
			deck = append(deck, m)
		}
	}

	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: loadClients, MaxConnsPerHost: loadClients + 4}}
	defer client.CloseIdleConnections()
	type outcome struct {
		status  int
		dropped error // the connection failed: refused, reset, closed mid-answer
		timeout bool
	}
	send := func(r request, timeout time.Duration) outcome {
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		method := r.method
		if method == "" {
			method = http.MethodGet
		}
		req, err := http.NewRequestWithContext(ctx, method, srv.URL+r.target, strings.NewReader(r.body))
		if err != nil {
			t.Fatal(err)
		}
		if r.contentType != "" {
			req.Header.Set("Content-Type", r.contentType)
		}
		req.Header.Set("Accept-Encoding", "gzip")
		res, err := client.Do(req)
		if err == nil {
			_, err = io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}
		var ne net.Error
		switch {
		case err != nil && (errors.Is(err, context.DeadlineExceeded) || errors.As(err, &ne) && ne.Timeout()):
			return outcome{timeout: true}
		case err != nil:
			return outcome{dropped: err}
		}
		return outcome{status: res.StatusCode}
	}

	// /healthz, asked every 20 ms for as long as the load runs.
	stop := make(chan struct{})
	var pings, pingFailures atomic.Int64
	var pingDone sync.WaitGroup
	pingDone.Add(1)
	go func() {
		defer pingDone.Done()
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				if o := send(request{target: "/healthz"}, 2*time.Second); o.status != http.StatusOK {
					pingFailures.Add(1)
				}
				pings.Add(1)
			}
		}
	}()

	var (
		mu       sync.Mutex
		statuses = map[int]int{}
		failures []string
		hostile  []string
	)
	var wg sync.WaitGroup
	for _, q := range hostileQueries {
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := time.Now()
			o := send(request{target: q}, hostileTimeout)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case o.dropped != nil:
				failures = append(failures, fmt.Sprintf("%s: connection dropped: %v", q, o.dropped))
			case o.status >= 500:
				failures = append(failures, fmt.Sprintf("%s: %d", q, o.status))
			case o.timeout:
				hostile = append(hostile, fmt.Sprintf("%s: no answer within %s (the client gave up)", q, hostileTimeout))
			default:
				hostile = append(hostile, fmt.Sprintf("%s: %d in %s", q, o.status, time.Since(start).Round(time.Millisecond)))
			}
		}()
	}
	start := time.Now()
	jobs := make(chan loadEntry)
	for range loadClients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for m := range jobs {
				r := m.req
				o := send(r, loadTimeout)
				mu.Lock()
				switch {
				case o.dropped != nil:
					failures = append(failures, fmt.Sprintf("%s %s: connection dropped: %v", r.method, r.target, o.dropped))
				case o.timeout:
					failures = append(failures, fmt.Sprintf("%s %s: no answer within %s", r.method, r.target, loadTimeout))
				case o.status >= 500:
					failures = append(failures, fmt.Sprintf("%s %s: %d", r.method, r.target, o.status))
				case o.status/100 != m.want && !(m.want == 2 && o.status == http.StatusNotModified):
					failures = append(failures, fmt.Sprintf("%s %s: %d; want %dxx", r.method, r.target, o.status, m.want))
				}
				statuses[o.status]++
				mu.Unlock()
			}
		}()
	}
	rnd := rand.New(rand.NewPCG(8, 8)) // the same mix every run
	for range loadRequests {
		jobs <- deck[rnd.IntN(len(deck))]
	}
	close(jobs)
	wg.Wait()
	took := time.Since(start)
	close(stop)
	pingDone.Wait()

	t.Logf("%d requests from %d clients in %s; statuses %v; /healthz answered %d times", loadRequests, loadClients, took.Round(time.Millisecond), statuses, pings.Load())
	for _, h := range hostile {
		t.Logf("hostile %s", h)
	}
	if len(failures) > 0 {
		t.Errorf("%d requests failed; the first ones:\n%s", len(failures), strings.Join(failures[:min(len(failures), 10)], "\n"))
	}
	if pings.Load() < 5 || pingFailures.Load() > 0 {
		t.Errorf("/healthz answered %d of %d times; want every time, throughout", pings.Load()-pingFailures.Load(), pings.Load())
	}
	if got := failuresLogged(logs); got != "" {
		t.Errorf("the server logged failures under load:\n%s", clipText(got))
	}
}
