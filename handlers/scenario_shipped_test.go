package handlers

import (
	"bytes"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/scenarios"
)

// The shipped worked examples as visitors get them. The documented limits of a page and its
// JSON are checked on every shipped example, so that new ones are held to them too: the JSON
// of a run is under 1 MB, and a page with its stylesheet and scripts is at most 30 KB gzipped.

const (
	maxRunJSON     = 1 << 20
	maxPageGzipped = 30 * 1024
)

// newShippedServer serves the shipped worked examples with the embedded content.
func newShippedServer(t testing.TB) *scnServer {
	t.Helper()
	corpus, err := realCorpus()
	if err != nil {
		t.Fatalf("content.LoadEmbedded: %v", err)
	}
	cards, err := fixtureCards()
	if err != nil {
		t.Fatalf("content.LoadEmbeddedCatalog: %v", err)
	}
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		t.Fatalf("scenarios.LoadEmbedded: %v", err)
	}
	s := &scnServer{e: echo.New(), logs: &bytes.Buffer{}}
	d := Deps{Log: slog.New(slog.NewTextHandler(s.logs, nil)), Corpus: corpus, Scenarios: set, Cards: cards}
	Register(s.e, d)
	s.site = newSite(d)
	return s
}

// Every event of every shipped run has its permalink and its board, and the JSON stays under
// its limit.
func TestShippedRunJSONSize(t *testing.T) {
	s := newShippedServer(t)
	set, _ := scenarios.LoadEmbedded()
	largest, at := 0, ""
	for _, sc := range set.All() {
		for _, era := range sc.Eras {
			target := "/api/scenarios/" + sc.ID + "?era=" + era
			rec := s.get(target)
			if rec.Code != 200 {
				t.Fatalf("GET %s = %d", target, rec.Code)
			}
			if n := rec.Body.Len(); n > largest {
				largest, at = n, target
			}
			var resp ScenarioRunResponse
			decodeJSON(t, rec, &resp)
			for _, st := range resp.Run.Steps {
				for i, e := range st.Events {
					if e.URL == "" || e.Board == nil {
						t.Errorf("GET %s: step %d event %d (%s) has url %q and board %v; want both", target, st.N, i+1, e.Kind, e.URL, e.Board != nil)
					}
				}
			}
			if n := rec.Body.Len(); n >= maxRunJSON {
				t.Errorf("GET %s is %d bytes; want under %d", target, n, maxRunJSON)
			}
		}
	}
	t.Logf("largest run JSON: %s, %d bytes", at, largest)
}

// staticParts fetches a page's stylesheet and scripts.
func staticParts(t *testing.T, s *scnServer, doc *goquery.Document) map[string][]byte {
	t.Helper()
	parts := map[string][]byte{}
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
	return parts
}

func TestShippedPageSizeBudget(t *testing.T) {
	s := newShippedServer(t)
	set, _ := scenarios.LoadEmbedded()
	var static int
	largest, at := 0, ""
	for _, sc := range set.All() {
		targets := []string{}
		for _, era := range sc.Eras {
			// The last step's last event: the longest step list and the fullest board.
			targets = append(targets, fmt.Sprintf("/scenarios/%s?era=%s&step=99", sc.ID, era))
		}
		if len(sc.Eras) > 1 {
			targets = append(targets, compareEventURL(sc.ID, sc.Eras, 1, 1))
		}
		for _, target := range targets {
			rec := s.get(target)
			if rec.Code == 302 {
				target = rec.Header().Get("Location")
				rec = s.get(target)
			}
			if rec.Code != 200 {
				t.Fatalf("GET %s = %d", target, rec.Code)
			}
			if static == 0 {
				for name, body := range staticParts(t, s, docOf(t, rec.Body.String())) {
					n := gzipSize(t, body)
					t.Logf("%-30s %6d bytes gzipped", name, n)
					static += n
				}
			}
			n := gzipSize(t, rec.Body.Bytes())
			if n > largest {
				largest, at = n, target
			}
			if n+static > maxPageGzipped {
				t.Errorf("GET %s: %d bytes gzipped, %d with its CSS and JS; want <= %d", target, n, n+static, maxPageGzipped)
			}
		}
	}
	t.Logf("largest page: %s, %d bytes gzipped, %d with CSS and JS", at, largest, largest+static)
}

// A Knock Out and its replacement read as what they are: the Knocked Out Pokémon leaves play,
// the one promoted moves from the Bench; neither reads as a Pokémon healed.
func TestKnockOutAndReplacement(t *testing.T) {
	s := newShippedServer(t)
	ko := eventURLOf(t, s, "poison-and-burn-exact-ko", "sm", 1, "knock-out")
	doc := s.page(t, ko)
	active := doc.Find(`[data-player="bob"] [data-testid="active"]`)
	if got := active.Find(`[data-testid="card-name"]`).Text() + " " + active.Find(`[data-testid="no-hp"]`).Text(); got != "Kricketot no HP left" {
		t.Errorf("at the Knock Out, Bob's Active Pokémon reads %q; want Kricketot with no HP left", got)
	}
	if doc.Find(`[data-testid="no-change"]`).Length() != 1 || len(changesOf(doc)) != 0 {
		t.Errorf("the Knock Out check itself moves nothing: want the page to say nothing changed, got %q", changesOf(doc))
	}

	doc = s.page(t, eventURLOf(t, s, "poison-and-burn-exact-ko", "sm", 1, "discard"))
	if got := doc.Find(`[data-player="bob"] [data-testid="gone"]`).Text(); !strings.Contains(got, "Kricketot was Knocked Out") || !strings.Contains(got, "discard pile") {
		t.Errorf("when Kricketot leaves play the board says %q; want it Knocked Out, to the discard pile", got)
	}
	if want := [4]string{"Bob’s Kricketot", "Knocked Out", "in play, the Active Spot", "out of play"}; !slices.Contains(changesOf(doc), want) {
		t.Errorf("what changed = %q; want %q", changesOf(doc), want)
	}

	doc = s.page(t, eventURLOf(t, s, "poison-and-burn-exact-ko", "sm", 1, "promote"))
	active = doc.Find(`[data-player="bob"] [data-testid="active"]`)
	if got := active.Find(`[data-testid="card-name"]`).Text() + ": " + strings.TrimSpace(active.Find(`[data-testid="moved"]`).Text()); got != "Tropius: moved from Bench 1" {
		t.Errorf("after the promotion Bob's Active Pokémon reads %q; want Tropius moved from Bench 1", got)
	}
	if n := active.Find(`[data-testid="damage-delta"]`).Length(); n != 0 {
		t.Errorf("the promoted Tropius shows a damage change, as if healed")
	}
	changes := changesOf(doc)
	if want := [4]string{"Bob’s Tropius", "place", "Bench 1", "the Active Spot"}; !slices.Contains(changes, want) {
		t.Errorf("what changed = %q; want %q", changes, want)
	}
	for _, c := range changes {
		if c[1] == "damage" {
			t.Errorf("the promotion changed damage %q; want only Tropius's place", c)
		}
	}
}

// A Pokémon keeps its identity when it evolves: the board says what it was.
func TestEvolvedPokemonKeepsItsPlace(t *testing.T) {
	s := newShippedServer(t)
	var resp ScenarioRunResponse
	decodeJSON(t, s.get("/api/scenarios/break-keeps-attacks?era=sm"), &resp)
	for _, st := range resp.Run.Steps {
		for _, e := range st.Events {
			if e.Kind != "evolve" {
				continue
			}
			doc := s.page(t, e.URL)
			moved := doc.Find(`[data-testid="moved"]`)
			if moved.Length() != 1 || !strings.Contains(moved.Text(), "was ") {
				t.Errorf("at %s the evolved Pokémon says %q; want what it was", e.URL, moved.Text())
			}
			if strings.Contains(moved.Text(), "newly in play") || strings.Contains(moved.Text(), "moved from") {
				t.Errorf("at %s the evolved Pokémon reads %q, as if another Pokémon", e.URL, moved.Text())
			}
			return
		}
	}
	t.Fatal("break-keeps-attacks (sm) has no evolve event")
}
