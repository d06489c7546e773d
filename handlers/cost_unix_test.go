//go:build unix

package handlers

import (
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/engine"
	"github.com/rulesd/rulesd/scenarios"
)

// cpuTime is the CPU time the process has used, user and system: what a request costs is the
// difference across it (the tests of this file run one request at a time).
func cpuTime(t testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatalf("getrusage: %v", err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// catalogServer serves with every card of the covered sets, as rulesd serve does.
func catalogServer(t testing.TB) (*echo.Echo, *site, *content.Catalog) {
	t.Helper()
	d := catalogDeps(t)
	d.Log = slog.New(slog.DiscardHandler)
	e := echo.New()
	return e, register(e, d), d.Catalog
}

// heavyBoard is a scenario in the shape of the link that cost 16 CPU-seconds: every card of
// an era in Alice's hand and thousands of Grass Energy on her Active Pokémon.
func heavyBoard(cat *content.Catalog, era string, energy int) string {
	var hand []string
	active := ""
	for _, c := range cat.ForEra(era) {
		hand = append(hand, c.Card.ID)
		if active == "" && c.Card.Category == engine.PokemonCard && c.Card.Stage == engine.Basic {
			active = c.Card.ID
		}
	}
	return fmt.Sprintf("id: x\ntitle: x\nsummary: x\neras: [%s]\nteaches: [burned]\nboard:\n  turn: 3\n  current: alice\n  alice:\n"+
		"    active: {card: %s, energy: [%s]}\n    hand: [%s]\n  bob:\n    active: {card: %s}\nactions: []\n",
		era, active, strings.TrimSuffix(strings.Repeat("Grass,", energy), ","), strings.Join(hand, ","), active)
}

// costCase is a shared link and what each route that reads it must answer.
type costCase struct {
	name string
	src  string
	// want is the status of /sandbox?s=, /api/scenarios/run?s=, /sandbox/scenario.yaml?s= and
	// /sandbox?build=1&s=, in that order; wantText is in every answer that is not a 200.
	want     [4]int
	wantText string
}

var costRoutes = [4]string{"/sandbox?s=", "/api/scenarios/run?s=", "/sandbox/scenario.yaml?s=", "/sandbox?build=1&s="}

func costCases(cat *content.Catalog) []costCase {
	return []costCase{
		// The link of issue 21: 16 CPU-seconds before it was refused for its answer's size.
		{"every sm card in the hand and 9,800 Grass Energy on the Active", heavyBoard(cat, "sm", 9800),
			[4]int{400, 400, 400, 400}, "at most 60"},
		{"the largest board the bounds allow", largestBoard(cat, "sm", 0), [4]int{200, 200, 200, 200}, ""},
		// Each action's link carries the 50 KB after the actions: the page passes 1 MB.
		{"the largest board and 50 KB of comments", largestBoard(cat, "sm", 50), [4]int{400, 200, 200, 200}, "larger than 1048576 bytes (1 MB)"},
	}
}

// A short link costs at most the budget, one CPU-second, on every route that reads it, and
// is answered below 500. The cost is the process's CPU time across the request (getrusage),
// not time on the clock.
func TestHeavyLinkCost(t *testing.T) {
	e, _, cat := catalogServer(t)
	for _, tc := range costCases(cat) {
		t.Run(tc.name, func(t *testing.T) {
			link := scenarios.EncodeLink([]byte(tc.src))
			if len(link) > 4000 {
				t.Fatalf("the link is %d characters; the case is a short link", len(link))
			}
			for i, route := range costRoutes {
				before := cpuTime(t)
				rec := httptest.NewRecorder()
				e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, route+link, nil))
				cost := cpuTime(t) - before
				t.Logf("%s (%d-character link): %d, %d bytes, %v of CPU", route, len(link), rec.Code, rec.Body.Len(), cost)
				if cost > time.Second {
					t.Errorf("%s cost %v of CPU; want at most 1s", route, cost)
				}
				if rec.Code != tc.want[i] {
					t.Errorf("%s = %d; want %d\n%s", route, rec.Code, tc.want[i], clipText(rec.Body.String()))
				}
				if rec.Code != http.StatusOK && !strings.Contains(rec.Body.String(), tc.wantText) {
					t.Errorf("%s does not say %q:\n%s", route, tc.wantText, clipText(rec.Body.String()))
				}
				if rec.Body.Len() > scenarios.DefaultLimits().MaxAnswer {
					t.Errorf("%s answered %d bytes; want at most the 1 MB limit", route, rec.Body.Len())
				}
			}
		})
	}
	// The largest board offers many ways on, each a link made from the document written once.
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/sandbox?s="+scenarios.EncodeLink([]byte(largestBoard(cat, "sm", 0))), nil))
	if n := strings.Count(rec.Body.String(), `data-testid="next-action"`); n < 100 {
		t.Errorf("the largest board offers %d next actions; the case wants a position with many", n)
	}
}

// What one heavy link costs on the sandbox page: cpu-ns/op is the process's CPU time per
// request (getrusage), which a busy machine does not inflate as it does ns/op.
func BenchmarkHeavyLink(b *testing.B) {
	e, _, cat := catalogServer(b)
	for _, tc := range costCases(cat) {
		target := "/sandbox?s=" + scenarios.EncodeLink([]byte(tc.src))
		b.Run(tc.name, func(b *testing.B) {
			before := cpuTime(b)
			for b.Loop() {
				e.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, target, nil))
			}
			b.ReportMetric(float64(cpuTime(b)-before)/float64(b.N), "cpu-ns/op")
		})
	}
}

// largestBoard is as large a board as the bounds allow, with as many ways to go on as they
// allow: Alice's hand of MaxCards different playable cards of the era (Energy and Trainers
// first), MaxCards Grass Energy on each of her five Pokémon, a Bench with room for one more,
// and a long comment after the actions that every action's link must carry.
func largestBoard(cat *content.Catalog, era string, padKB int) string {
	var first, then, basics []string
	for _, c := range cat.ForEra(era) {
		if !c.Playable() {
			continue
		}
		if c.Card.Category == engine.PokemonCard {
			then = append(then, c.Card.ID)
			if c.Card.Stage == engine.Basic && len(basics) < 5 {
				basics = append(basics, c.Card.ID)
			}
		} else {
			first = append(first, c.Card.ID)
		}
	}
	hand := append(first, then...)[:scenarios.MaxCards]
	energy := strings.TrimSuffix(strings.Repeat("Grass, ", scenarios.MaxCards), ", ")
	var bench []string
	for _, id := range basics[1:] {
		bench = append(bench, fmt.Sprintf("{card: %s, energy: [%s]}", id, energy))
	}
	var pad strings.Builder
	for i := 0; pad.Len() < padKB<<10; i++ {
		fmt.Fprintf(&pad, "# note %d: a long comment the document carries after its actions\n", i)
	}
	return fmt.Sprintf("id: x\ntitle: x\nsummary: x\neras: [%s]\nteaches: [burned]\nboard:\n  turn: 3\n  current: alice\n  alice:\n"+
		"    active: {card: %s, energy: [%s]}\n    bench: [%s]\n    hand: [%s]\n  bob:\n    active: {card: %s}\nactions: []\n%s",
		era, basics[0], energy, strings.Join(bench, ", "), strings.Join(hand, ", "), basics[0], pad.String())
}
