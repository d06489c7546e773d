package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/scenarios"
)

func runCLI(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestExitCodes(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantCode   int
		wantOut    string // a part of stdout
		wantStderr string // a part of stderr
	}{
		{"unknown command", []string{"frobnicate"}, exitUsage, "", `unknown command "frobnicate"`},
		{"unknown flag", []string{"search", "--colour", "red", "burn"}, exitUsage, "", "flag provided but not defined: -colour"},
		{"search without a query", []string{"search"}, exitUsage, "", "search needs a QUERY"},
		{"search unknown era", []string{"search", "--era", "bw", "burn"}, exitUsage, "", "bw"},
		{"search bad advanced query", []string{"search", "--advanced", `"unclosed`}, exitUsage, "", "bad query"},
		{"search", []string{"search", "--era", "sm", "burned"}, exitOK, "/rules/sm/burned", ""},
		{"search era from the question", []string{"search", "poisoned", "damage", "sm"}, exitOK, "era sm read from \"sm\"", ""},
		{"search literal", []string{"search", "--literal", "--limit", "1", "poisoned", "damage", "sm"}, exitOK, "for \"poisoned damage sm\"", ""},
		{"scenario list", []string{"scenario", "list", "--era", "hgss"}, exitOK, "retreat-double-colorless", ""},
		{"scenario list unknown era", []string{"scenario", "list", "--era", "dp"}, exitUsage, "", `unknown era "dp" (known eras: hgss, xy, sm)`},
		{"scenario run passes", []string{"scenario", "run", "--era", "sm", "burned-three-eras"}, exitOK, "passed under sm", ""},
		{"scenario run prints a refusal's anchor once", []string{"scenario", "run", "--era", "sm", "retreat-asleep-refused"}, exitOK, "[sm/retreat#7]", ""},
		{"scenario run says when a refusal rests on an assumption", []string{"scenario", "run", "--era", "xy", "retreat-double-colorless-later-eras"}, exitOK, "not stated in this era's rulebook; applying: a Retreat Cost is paid one Energy card at a time", ""},
		{"scenario run unknown id", []string{"scenario", "run", "no-such-example"}, exitUsage, "", `no scenario "no-such-example"`},
		{"scenario run era it does not name", []string{"scenario", "run", "--era", "xy", "retreat-double-colorless"}, exitUsage, "", "runs under hgss, not xy"},
		{"scenario file with a card the site plays from its facts", []string{"scenario", "run", "testdata/catalogue-card.yaml"}, exitOK, "passed under sm", ""},
		{"scenario file with cards of six sets, under every era", []string{"scenario", "run", "testdata/six-sets.yaml"}, exitOK, "passed under hgss", ""},
		{"scenario file with a failing expectation", []string{"scenario", "run", "testdata/wrong-check.yaml"}, exitFailure, "FAIL", "expectations failed"},
		{"invalid scenario file names file and line", []string{"scenario", "run", "testdata/unknown-key.yaml"}, exitUsage, "", "testdata/unknown-key.yaml:6:1: scenario: unknown key \"colour\""},
		{"missing scenario file", []string{"scenario", "run", "testdata/none.yaml"}, exitUsage, "", "testdata/none.yaml"},
		{"check", []string{"check"}, exitOK, "scenarios: ", ""},
		{"cards coverage", []string{"cards", "coverage", "--era", "xy"}, exitOK, "xy1 (xy): ", ""},
		{"cards coverage: every card", []string{"cards", "coverage"}, exitOK, "total: 965 of 965 cards fully playable (100.0%)", ""},
		{"cards without a subcommand", []string{"cards"}, exitUsage, "", "cards needs a subcommand"},
		{"cards coverage unknown era", []string{"cards", "coverage", "--era", "bw"}, exitUsage, "", "bw"},
		{"rulings coverage", []string{"rulings", "coverage"}, exitOK, "official rulings considered: ", ""},
		{"rulings coverage json", []string{"rulings", "coverage", "--json"}, exitOK, `"inexpressible":[`, ""},
		{"rulings without subcommand", []string{"rulings"}, exitUsage, "", "coverage"},
		{"card by id", []string{"card", "xy1-2"}, exitOK, "M Venusaur-EX", ""},
		{"card by name, flag after the name", []string{"card", "vulpix", "--era", "hgss"}, exitOK, "hgss2-68  Vulpix", ""},
		{"card by two-word name", []string{"card", "professor", "sycamore"}, exitOK, "xy1-122  Professor Sycamore", ""},
		{"card says what it does", []string{"card", "xy1-122"}, exitOK, "Discard your hand, then draw 7 cards.", ""},
		{"card links the rules", []string{"card", "xy1-2"}, exitOK, "/rules/sm/mega-evolution", ""},
		{"unknown card", []string{"card", "no such card"}, exitUsage, "", `no card "no such card"`},
		{"card of another era", []string{"card", "--era", "sm", "xy1-2"}, exitUsage, "", "in the sm sets"},
		{"card without a name", []string{"card"}, exitUsage, "", "card needs an ID or a NAME"},
		{"check unknown rulebook era", []string{"check", "--rulebook", "dp=testdata"}, exitUsage, "", "dp"},
		{"serve bad discord key", []string{"serve", "--addr", "127.0.0.1:0", "--discord-public-key", "abc123"}, exitUsage, "", "--discord-public-key: the Discord public key must be 64 hexadecimal digits"},
		{"serve bad allowed host", []string{"serve", "--addr", "127.0.0.1:0", "--allowed-host", "rules.example/x"}, exitUsage, "", `"rules.example/x" is not a host name or address`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, tt.args...)
			if code != tt.wantCode {
				t.Errorf("rulesd %q exit = %d; want %d\nstdout: %s\nstderr: %s", tt.args, code, tt.wantCode, out, errOut)
			}
			if !strings.Contains(out, tt.wantOut) {
				t.Errorf("rulesd %q stdout = %q; want it to contain %q", tt.args, out, tt.wantOut)
			}
			if !strings.Contains(errOut, tt.wantStderr) {
				t.Errorf("rulesd %q stderr = %q; want it to contain %q", tt.args, errOut, tt.wantStderr)
			}
			if strings.Contains(errOut, "goroutine ") || strings.Contains(errOut, "panic") {
				t.Errorf("rulesd %q printed a stack trace:\n%s", tt.args, errOut)
			}
		})
	}
}

func TestCardsCoverageJSON(t *testing.T) {
	code, out, errOut := runCLI(t, "cards", "coverage", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var cov struct {
		Total    int `json:"total"`
		Playable int `json:"playable"`
		Sets     []struct {
			Set      string `json:"set"`
			Era      string `json:"era"`
			Total    int    `json:"total"`
			Playable int    `json:"playable"`
			Missing  []struct {
				ID, Name, What string
			} `json:"missing"`
		} `json:"sets"`
	}
	if err := json.Unmarshal([]byte(out), &cov); err != nil {
		t.Fatal(err)
	}
	sum, playable := 0, 0
	for _, s := range cov.Sets {
		sum += s.Total
		playable += s.Playable
		if len(s.Missing) != s.Total-s.Playable {
			t.Errorf("%s: %d missing listed; want %d", s.Set, len(s.Missing), s.Total-s.Playable)
		}
		for _, m := range s.Missing {
			if m.ID == "" || m.Name == "" || m.What == "" {
				t.Errorf("%s: missing entry %+v lacks id, name or what", s.Set, m)
			}
		}
	}
	if cov.Total != 965 || sum != 965 || playable != cov.Playable || cov.Playable != 965 || len(cov.Sets) != 8 {
		t.Errorf("coverage: total %d (sum %d), playable %d (sum %d), %d sets; want 965 of 965 playable over 8 sets", cov.Total, sum, cov.Playable, playable, len(cov.Sets))
	}
}

func TestCardJSON(t *testing.T) {
	code, out, errOut := runCLI(t, "card", "--json", "xy1-30")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var d struct {
		ID, Name, Era string
		Playable      bool
		Marks         []string
		Rules         []struct{ Topic string }
	}
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	if d.ID != "xy1-30" || d.Name != "M Blastoise-EX" || d.Era != "xy" || !d.Playable || len(d.Marks) != 2 || len(d.Rules) == 0 {
		t.Errorf("card --json xy1-30 = %+v", d)
	}
}

func TestScenarioRunJSON(t *testing.T) {
	code, out, errOut := runCLI(t, "scenario", "run", "--json", "burned-three-eras")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var runs []struct {
		Era   string `json:"era"`
		Steps []struct {
			Events []struct {
				Anchor string `json:"anchor"`
			} `json:"events"`
		} `json:"steps"`
		Passed bool `json:"passed"`
	}
	if err := json.Unmarshal([]byte(out), &runs); err != nil {
		t.Fatalf("scenario run --json: %v\n%s", err, out)
	}
	var eras []string
	for _, r := range runs {
		eras = append(eras, r.Era)
		anchors := 0
		for _, s := range r.Steps {
			for _, e := range s.Events {
				if e.Anchor != "" {
					anchors++
				}
			}
		}
		if !r.Passed || anchors == 0 {
			t.Errorf("run under %s: passed %v with %d cited anchors; want passed with anchors", r.Era, r.Passed, anchors)
		}
	}
	if got := strings.Join(eras, ","); got != "hgss,xy,sm" {
		t.Errorf("eras run = %s; want hgss,xy,sm", got)
	}
}

func TestSearchJSON(t *testing.T) {
	code, out, errOut := runCLI(t, "search", "--json", "--era", "sm", "burned")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var res struct {
		Hits []struct {
			ID      string `json:"id"`
			Snippet string `json:"snippet"`
		} `json:"hits"`
		Facets map[string][]struct {
			Term  string `json:"term"`
			Count int    `json:"count"`
		} `json:"facets"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("search --json: %v", err)
	}
	// The names are those /api/search documents (decoding alone would accept any case).
	for _, key := range []string{`"query":{`, `"q":"burned"`, `"hits":[`, `"facets":{`, `"snippet":`} {
		if !strings.Contains(out, key) {
			t.Errorf("search --json output lacks %s", key)
		}
	}
	if lines := strings.Count(strings.TrimSpace(out), "\n") + 1; lines != 1 {
		t.Errorf("search --json printed %d lines; want one line of compact JSON", lines)
	}
	if len(res.Hits) == 0 || res.Hits[0].ID != "rule:sm/burned" || !strings.Contains(res.Hits[0].Snippet, "<mark>") {
		t.Errorf("first hit = %+v; want rule:sm/burned with a highlight", res.Hits)
	}
	if n := len(res.Facets["era"]); n != 3 {
		t.Errorf("era facets = %v; want all three eras", res.Facets["era"])
	}
}

// serve stops cleanly when its context ends, as it does on SIGINT or SIGTERM.
func TestServeShutsDownGracefully(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var out, errb lockedBuffer
	done := make(chan int, 1)
	go func() { done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0"}, &out, &errb) }()
	// Pages are served once the content is loaded; the search index follows in the background.
	for i := 0; i < 400 && !strings.Contains(errb.String(), "search index ready"); i++ {
		time.Sleep(25 * time.Millisecond)
	}
	log := errb.String()
	content, serving, index := strings.Index(log, "content ready"), strings.Index(log, "serving"), strings.Index(log, "search index ready")
	if content < 0 || serving < 0 || index < 0 || content > serving {
		t.Errorf("serve log: content ready at %d, serving at %d, search index ready at %d; want all three, content before serving:\n%s", content, serving, index, log)
	}
	cancel()
	select {
	case code := <-done:
		if code != exitOK {
			t.Errorf("serve exit = %d; want 0\n%s", code, errb.String())
		}
		if !strings.Contains(errb.String(), "shutting down") {
			t.Errorf("serve log lacks the shutdown:\n%s", errb.String())
		}
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not stop within 15 s of its context ending")
	}
}

// lockedBuffer is a buffer the server's goroutine writes while the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// The key may come from the environment instead of the flag, and is checked the same way.
func TestDiscordKeyFromEnvironment(t *testing.T) {
	t.Setenv("RULESD_DISCORD_PUBLIC_KEY", "not-hex")
	code, _, errOut := runCLI(t, "serve", "--addr", "127.0.0.1:0")
	if code != exitUsage || !strings.Contains(errOut, "64 hexadecimal digits") {
		t.Errorf("serve with RULESD_DISCORD_PUBLIC_KEY=not-hex: exit %d, stderr %q; want %d and the key's format", code, errOut, exitUsage)
	}
}

// A stop that comes as the search index finishes is still a graceful stop: with the build
// done and the context ended at once, untilStopped must not answer with the context's error.
func TestUntilStoppedAsIndexFinishes(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	built := index.Background(func() (*index.Index, error) { return nil, nil })
	<-built.Done()
	failed := index.Background(func() (*index.Index, error) { return nil, errors.New("bad content") })
	<-failed.Done()
	for i := 0; i < 200; i++ {
		if err := untilStopped(ctx, make(chan error), built); err != nil {
			t.Fatalf("untilStopped(ended, built) = %v; want nil (a graceful stop)", err)
		}
	}
	// The build's own error still stops the server, whichever comes first.
	sawBuildError := false
	for i := 0; i < 200 && !sawBuildError; i++ {
		err := untilStopped(ctx, make(chan error), failed)
		sawBuildError = err != nil && err.Error() == "bad content"
		if err != nil && !sawBuildError {
			t.Fatalf("untilStopped(ended, failed build) = %v; want nil or the build's error", err)
		}
	}
	if !sawBuildError {
		t.Errorf("untilStopped never reported the failed build")
	}
}

// Without --base-url, links name the hosts given, then the host --addr names and this
// machine, each at the port listened on.
func TestAllowedHosts(t *testing.T) {
	tests := []struct {
		name     string
		given    []string
		addrHost string
		want     []string
	}{
		{"listening everywhere", nil, "", []string{"localhost:8080", "127.0.0.1:8080", "[::1]:8080"}},
		{"every IPv4 address", nil, "0.0.0.0", []string{"localhost:8080", "127.0.0.1:8080", "[::1]:8080"}},
		{"a named host", nil, "rules.lan", []string{"rules.lan:8080", "localhost:8080", "127.0.0.1:8080", "[::1]:8080"}},
		{"loopback named once", nil, "127.0.0.1", []string{"127.0.0.1:8080", "localhost:8080", "[::1]:8080"}},
		{"hosts given come first", []string{"rules.example", "rules.example:8443"}, "", []string{"rules.example", "rules.example:8443", "localhost:8080", "127.0.0.1:8080", "[::1]:8080"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := allowedHosts(tt.given, tt.addrHost, "8080"); !slices.Equal(got, tt.want) {
				t.Errorf("allowedHosts(%q, %q) = %q; want %q", tt.given, tt.addrHost, got, tt.want)
			}
		})
	}
}

// heavyRun is a scenario that keeps a run busy until its CPU budget is spent: two full
// boards, every Pokémon with 60 Energy, 60 cards in each pile, and 498 turns ended one after
// another (each step shows both boards).
func heavyRun() []byte {
	list := func(id string) string { return "[" + strings.TrimSuffix(strings.Repeat(id+", ", 60), ", ") + "]" }
	pk := "{card: hgss2-52, energy: " + list("Fire") + "}"
	side := "    active: " + pk + "\n    bench: [" + strings.TrimSuffix(strings.Repeat(pk+", ", 5), ", ") + "]\n" +
		"    hand: " + list("hgss1-115") + "\n    discard: " + list("hgss1-115") + "\n    deck: " + list("hgss1-115") + "\n"
	return []byte("id: heavy\ntitle: t\nsummary: s\neras: [hgss]\nteaches: [burned]\nboard:\n  turn: 3\n  current: alice\n  alice:\n" + side +
		"  bob:\n" + side + "actions:\n" + strings.Repeat("  - end-turn\n", 498))
}

// SIGTERM while a visitor's run is going: the run ends at once with an answer (not an empty
// reply), and serve exits 0 without waiting out the grace.
func TestServeStopsDuringRun(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errb lockedBuffer
	done := make(chan int, 1)
	go func() { done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0"}, &out, &errb) }()
	serving := regexp.MustCompile(`msg=serving addr=(\S+)`)
	var addr string
	for i := 0; i < 400 && addr == ""; i++ {
		if m := serving.FindStringSubmatch(errb.String()); m != nil {
			addr = m[1]
		}
		time.Sleep(25 * time.Millisecond)
	}
	if addr == "" {
		t.Fatalf("serve never said where it listens:\n%s", errb.String())
	}
	answered := make(chan error, 1)
	go func() {
		res, err := http.Get("http://" + addr + "/sandbox?s=" + scenarios.EncodeLink(heavyRun()))
		if err == nil {
			_, err = io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if err == nil && res.StatusCode != 200 && res.StatusCode != 400 && res.StatusCode != 503 {
				err = fmt.Errorf("status %d", res.StatusCode)
			}
		}
		answered <- err
	}()
	// The run takes about a second of CPU time; the signal comes while it goes.
	time.Sleep(300 * time.Millisecond)
	cancel()
	select {
	case code := <-done:
		if code != exitOK {
			t.Errorf("serve exit = %d; want 0\n%s", code, errb.String())
		}
	case <-time.After(9 * time.Second):
		t.Fatalf("serve did not stop within 9 s of the signal, short of its 10 s grace:\n%s", errb.String())
	}
	if err := <-answered; err != nil {
		t.Errorf("the request in progress got no answer: %v", err)
	}
	for _, l := range strings.Split(errb.String(), "\n") {
		if strings.Contains(l, "route=/sandbox") {
			t.Logf("the request in progress: %s", l)
		}
	}
}
