package handlers

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/rulesd/rulesd/scenarios"
)

// testBudget is a request's budget, as the server starts one, for a test to spend.
func testBudget(t testing.TB, sp *scenarioPages) *budget {
	b, done := sp.newBudget(context.Background())
	t.Cleanup(done)
	return b
}

// crowdedAnswer runs the crowded-board fixture under its eras, as the server would, and
// returns the answer encoding/json makes of it.
func crowdedAnswer(t *testing.T, s *scnServer, src string) SentRunResponse {
	t.Helper()
	sc, results, err := s.site.scen.runSent(testBudget(t, s.site.scen), []byte(src), "")
	if err != nil {
		t.Fatalf("run the fixture: %v", err)
	}
	out := SentRunResponse{Scenario: scenarioJSON(sc, ""), Passed: true, Runs: results, Rules: map[string]RuleRefJSON{}}
	for _, res := range results {
		for k, v := range s.site.rulesJSON(res) {
			out.Rules[k] = v
		}
	}
	return out
}

// A 2.5 KB scenario whose answer would run to megabytes (every event shows the whole board) is
// refused as plainly as one with too many steps: 400, naming the limit, on the API; the
// sandbox, which shows one event at a time, answers it within the limit; and the run slot is
// free again afterwards.
func TestSentAnswerLimit(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	src := readFixture(t, "testdata/sandbox/crowded-board.yaml")
	if len(src) > 3000 {
		t.Fatalf("the fixture is %d bytes; it should stay a short file", len(src))
	}
	full, err := encodeJSON(crowdedAnswer(t, s, src), false)
	if err != nil {
		t.Fatal(err)
	}
	limit := scenarios.DefaultLimits().MaxAnswer
	t.Logf("%d bytes of YAML ask for %d bytes of JSON; the limit is %d", len(src), len(full), limit)
	if len(full) <= limit {
		t.Fatalf("the fixture's answer is %d bytes, within the limit %d: it no longer tests the limit", len(full), limit)
	}

	for _, target := range []string{"/api/scenarios/run", "/api/scenarios/run?pretty=1"} {
		rec := s.do(http.MethodPost, target, "application/yaml", []byte(src), nil)
		var got errorBody
		if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
			t.Fatalf("POST %s: %d, not a JSON error: %v\n%s", target, rec.Code, err, clipText(rec.Body.String()))
		}
		if rec.Code != http.StatusBadRequest || got.Error.Param != "body" || !strings.Contains(got.Error.Message, "larger than 1048576 bytes (1 MB)") {
			t.Errorf("POST %s = %d %+v; want 400 on body naming the 1 MB limit", target, rec.Code, got.Error)
		}
	}
	// The sandbox walks a run one event at a time, so its page stays small however long
	// the run: it answers within the limit.
	rec := s.postForm(src, "")
	if rec.Code != http.StatusOK || rec.Body.Len() > limit {
		t.Errorf("sandbox: %d with %d bytes; want 200 within %d", rec.Code, rec.Body.Len(), limit)
	}
	if n := len(s.site.scen.slots); n != 0 {
		t.Errorf("%d run slots still taken after the answers", n)
	}
	// An ordinary scenario still runs, within the limit, once the refused ones are done.
	good := readFixture(t, "testdata/sandbox/good.yaml")
	if rec := s.do(http.MethodPost, "/api/scenarios/run", "application/yaml", []byte(good), nil); rec.Code != 200 || rec.Body.Len() > limit {
		t.Errorf("good.yaml: %d with %d bytes; want 200 within %d", rec.Code, rec.Body.Len(), limit)
	}
}

// The answer is written step by step to stay within the limit, and comes out byte for byte
// as encoding/json would write it, compact and indented.
func TestEncodeSentRunMatchesJSON(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{MaxAnswer: 64 << 20})
	for _, name := range []string{"testdata/sandbox/good.yaml", "testdata/sandbox/crowded-board.yaml"} {
		out := crowdedAnswer(t, s, readFixture(t, name))
		for _, pretty := range []bool{false, true} {
			want, err := encodeJSON(out, pretty)
			if err != nil {
				t.Fatal(err)
			}
			got, err := s.site.scen.encodeSentRun(testBudget(t, s.site.scen), out, pretty)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if string(got) != string(want) {
				t.Errorf("%s (pretty %v): step-by-step answer differs from encoding/json's (%d and %d bytes)", name, pretty, len(got), len(want))
			}
		}
	}
}

// Encoding a refused answer stops at the limit instead of making the whole of it.
func BenchmarkRefusedLargeAnswer(b *testing.B) {
	s := newScenarioServer(b, scenarios.Limits{})
	src := readFixture(b, "testdata/sandbox/crowded-board.yaml")
	sc, results, err := s.site.scen.runSent(testBudget(b, s.site.scen), []byte(src), "")
	if err != nil {
		b.Fatal(err)
	}
	out := SentRunResponse{Scenario: scenarioJSON(sc, ""), Runs: results, Rules: map[string]RuleRefJSON{}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.site.scen.encodeSentRun(testBudget(b, s.site.scen), out, false); err == nil {
			b.Fatal("the crowded board's answer was not refused")
		}
	}
}

// slotWatcher is a response writer that notes how many run slots are taken while the answer
// is written.
type slotWatcher struct {
	*httptest.ResponseRecorder
	slots      chan struct{}
	takenWhile []int
}

func (w *slotWatcher) Write(b []byte) (int, error) {
	w.takenWhile = append(w.takenWhile, len(w.slots))
	return w.ResponseRecorder.Write(b)
}

// A run slot is held while the answer is made and given back before it is written: a
// client that reads slowly holds none. Every route that reads a visitor's scenario takes one.
func TestSentRunFreesSlotBeforeWriting(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	good := readFixture(t, "testdata/sandbox/good.yaml")
	link := scenarios.EncodeLink([]byte(good))
	form := func(target string) func() *http.Request {
		return func() *http.Request {
			r := httptest.NewRequest(http.MethodPost, target, strings.NewReader(url.Values{"scenario": {good}}.Encode()))
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			return r
		}
	}
	get := func(target string) func() *http.Request {
		return func() *http.Request { return httptest.NewRequest(http.MethodGet, target, nil) }
	}
	tests := []struct {
		name string
		req  func() *http.Request
	}{
		{"POST /api/scenarios/run", func() *http.Request {
			r := httptest.NewRequest(http.MethodPost, "/api/scenarios/run", strings.NewReader(good))
			r.Header.Set("Content-Type", "application/yaml")
			return r
		}},
		{"POST /sandbox", form("/sandbox")},
		{"POST /sandbox/edit", form("/sandbox/edit")},
		{"GET /api/scenarios/run", get("/api/scenarios/run?s=" + link)},
		{"GET /sandbox?s=", get("/sandbox?s=" + link)},
		{"GET /sandbox/scenario.yaml", get("/sandbox/scenario.yaml?s=" + link)},
		{"GET /sandbox?build=1", get("/sandbox?build=1&s=" + link)},
		{"what-if run", get("/scenarios/burn-flip?era=sm&coins=heads")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			slots := s.site.scen.slots
			before := len(slots)
			w := &slotWatcher{ResponseRecorder: httptest.NewRecorder(), slots: slots}
			s.e.ServeHTTP(w, tt.req())
			if w.Code != 200 || len(w.takenWhile) == 0 {
				t.Fatalf("%d with %d writes\n%s", w.Code, len(w.takenWhile), clipText(w.Body.String()))
			}
			for _, n := range w.takenWhile {
				if n != before {
					t.Errorf("%d run slots taken while the answer was written; want %d", n, before)
				}
			}
			if n := len(slots); n != 0 {
				t.Errorf("%d slots taken after the request; want 0", n)
			}
		})
	}
	// With every slot taken, each of them waits for one and is turned away.
	sp := s.site.scen
	sp.slotWait = 10 * time.Millisecond
	for range cap(sp.slots) {
		sp.slots <- struct{}{}
	}
	defer func() {
		for range cap(sp.slots) {
			<-sp.slots
		}
	}()
	for _, tt := range tests {
		rec := httptest.NewRecorder()
		s.e.ServeHTTP(rec, tt.req())
		if rec.Code != http.StatusServiceUnavailable {
			t.Errorf("%s with every run slot taken = %d; want 503 (it takes a slot)", tt.name, rec.Code)
		}
	}
}
