package handlers

import (
	"bytes"
	"context"
	"encoding/json"
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
	"time"

	"github.com/PuerkitoBio/goquery"
	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/engine"
	"github.com/rulesd/rulesd/scenarios"
)

// The scenario pages are tested on the shipped corpus (the engine cites its real paragraphs)
// and the fixture examples in testdata/scenarios, which stay put while the shipped ones grow:
//
//	weakness-then-pass  xy, sm   steps 0..2; step 1 deals 10 → ×2 → 20 to Froakie
//	burn-flip           hgss, sm one coin (tails) between turns
//	confused-attack     hgss, sm one coin (tails); under hgss heads needs a second coin
//	first-turn          hgss, sm hgss has steps 0..1, sm 0..2 (a refused attack, then a pass)

var (
	realCorpus   = sync.OnceValues(content.LoadEmbedded)
	fixtureCards = sync.OnceValues(content.LoadEmbeddedCatalog)
)

type scnServer struct {
	e    *echo.Echo
	site *site
	logs *bytes.Buffer
}

func newScenarioServer(t testing.TB, lim scenarios.Limits) *scnServer {
	t.Helper()
	corpus, cards, set := fixtureSite(t)
	s := &scnServer{e: echo.New(), logs: &bytes.Buffer{}}
	d := Deps{Log: slog.New(slog.NewTextHandler(s.logs, nil)), Corpus: corpus, Scenarios: set, Cards: cards, ScenarioLimits: lim}
	s.site = register(s.e, d)
	return s
}

func (s *scnServer) do(method, target, contentType string, body []byte, header map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, bytes.NewReader(body))
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	s.e.ServeHTTP(rec, req)
	return rec
}

func (s *scnServer) get(target string) *httptest.ResponseRecorder {
	return s.do(http.MethodGet, target, "", nil, nil)
}

// page fetches a page that must answer 200 and parses it.
func (s *scnServer) page(t *testing.T, target string) *goquery.Document {
	t.Helper()
	rec := s.get(target)
	if rec.Code != http.StatusOK {
		t.Fatalf("GET %s = %d; want 200\n%s", target, rec.Code, clipText(rec.Body.String()))
	}
	return docOf(t, rec.Body.String())
}

// postForm sends the sandbox form.
func (s *scnServer) postForm(src, era string) *httptest.ResponseRecorder {
	form := url.Values{"scenario": {src}, "era": {era}}
	return s.do(http.MethodPost, "/sandbox", echo.MIMEApplicationForm, []byte(form.Encode()), nil)
}

func docOf(t *testing.T, body string) *goquery.Document {
	t.Helper()
	doc, err := goquery.NewDocumentFromReader(strings.NewReader(body))
	if err != nil {
		t.Fatalf("parse HTML: %v", err)
	}
	return doc
}

func clipText(s string) string {
	if len(s) > 800 {
		return s[:800] + "…"
	}
	return s
}

func readFixture(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func attrOf(sel *goquery.Selection, name string) string {
	v, _ := sel.Attr(name)
	return v
}

// linkOf is the address a browser requests for a link: its href without the fragment (a
// stepping link's #at only says where the page opens).
func linkOf(sel *goquery.Selection) string {
	u, _, _ := strings.Cut(attrOf(sel, "href"), "#")
	return u
}

func TestScenarioStatusCodes(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	tests := []struct {
		name     string
		target   string
		want     int
		wantType string
		wantText string
	}{
		{"list", "/scenarios", 200, "text/html", "Worked examples"},
		{"list by era and topic", "/scenarios?era=sm&topic=burned", 200, "text/html", "burn-flip"},
		{"list unknown era", "/scenarios?era=bw", 400, "text/html", "hgss, xy, sm"},
		{"list unknown topic", "/scenarios?topic=nope", 400, "text/html", "unknown topic"},
		{"page, default era", "/scenarios/burn-flip", 200, "text/html", "Burned"},
		{"page, one step", "/scenarios/weakness-then-pass?era=sm&step=2", 200, "text/html", "Step 2"},
		{"unknown example", "/scenarios/nope", 404, "text/html", "nope"},
		{"unknown era", "/scenarios/burn-flip?era=zz", 400, "text/html", "unknown era"},
		{"era the example lacks", "/scenarios/burn-flip?era=xy", 400, "text/html", "does not run under era"},
		{"step not a number", "/scenarios/burn-flip?step=two", 400, "text/html", "not a step number"},
		{"event not a number", "/scenarios/burn-flip?step=1&event=x", 400, "text/html", "not an event number"},
		{"event without its step", "/scenarios/burn-flip?event=2", 400, "text/html", "give step as well"},
		{"unknown notice", "/scenarios/burn-flip?step=1&notice=hello", 400, "text/html", "unknown notice"},
		{"page, one event", "/scenarios/burn-flip?era=sm&step=1&event=2", 200, "text/html", "current-event"},
		{"compare", "/scenarios/first-turn?compare=hgss,sm", 200, "text/html", "side by side"},
		{"compare one era", "/scenarios/first-turn?compare=sm", 400, "text/html", "two or more eras"},
		{"compare an era the example lacks", "/scenarios/first-turn?compare=hgss,xy", 400, "text/html", "does not run under era"},
		{"compare and era", "/scenarios/first-turn?compare=hgss,sm&era=sm", 400, "text/html", "not both"},
		{"what-if", "/scenarios/burn-flip?era=hgss&coins=heads", 200, "text/html", "What if"},
		{"what-if with no coins at all", "/scenarios/burn-flip?era=hgss&step=1&coins=", 200, "text/html", "more-coin"},
		{"what-if, bad coin", "/scenarios/burn-flip?coins=edge", 400, "text/html", "want heads or tails"},
		{"what-if side by side", "/scenarios/burn-flip?compare=hgss,sm&coins=heads", 400, "text/html", "one era"},
		{"what-if, too many coins", "/scenarios/burn-flip?coins=" + strings.Repeat("heads,", maxWhatIfCoins) + "tails", 400, "text/html", "at most"},
		{"sandbox opens the board builder", "/sandbox", 200, "text/html", "builder-form"},
		{"sandbox from an example", "/sandbox?from=burn-flip", 301, "", ""},
		{"the scenario file editor", "/sandbox/edit", 200, "text/html", "sandbox-form"},
		{"the editor from an example", "/sandbox/edit?from=burn-flip", 200, "text/html", "burn-flip"},
		{"the editor from an unknown example", "/sandbox/edit?from=nope", 404, "text/html", "nope"},
		{"the editor from a broken link", "/sandbox/edit?s=v1.%21", 400, "text/html", "base64url"},
		{"api list", "/api/scenarios", 200, "application/json", `"scenarios"`},
		{"api list unknown era", "/api/scenarios?era=zz", 400, "application/json", `"known"`},
		{"api run", "/api/scenarios/burn-flip?era=sm", 200, "application/json", `"steps"`},
		{"api run unknown", "/api/scenarios/nope", 404, "application/json", "nope"},
		{"api run unknown era", "/api/scenarios/burn-flip?era=zz", 400, "application/json", "unknown era"},
		{"api run with a step", "/api/scenarios/burn-flip?step=1", 400, "application/json", "whole run"},
		{"api run with an event", "/api/scenarios/burn-flip?event=1", 400, "application/json", "whole run"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := s.get(tc.target)
			if rec.Code != tc.want {
				t.Errorf("GET %s = %d; want %d\n%s", tc.target, rec.Code, tc.want, clipText(rec.Body.String()))
			}
			if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, tc.wantType) {
				t.Errorf("GET %s Content-Type = %q; want %s…", tc.target, ct, tc.wantType)
			}
			if !strings.Contains(rec.Body.String(), tc.wantText) {
				t.Errorf("GET %s body lacks %q:\n%s", tc.target, tc.wantText, clipText(rec.Body.String()))
			}
		})
	}
	if got := failuresLogged(s.logs); got != "" {
		t.Errorf("4xx answers were logged as failures:\n%s", got)
	}
}

func TestScenarioListFilter(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	tests := []struct {
		name  string
		query string
		want  []string
	}{
		{"all", "", []string{"burn-flip", "confused-attack", "first-turn", "weakness-then-pass"}},
		{"one era", "?era=xy", []string{"weakness-then-pass"}},
		{"another era", "?era=hgss", []string{"burn-flip", "confused-attack", "first-turn"}},
		{"one topic", "?topic=attack-steps", []string{"confused-attack"}},
		{"era and topic", "?era=sm&topic=damage-order", []string{"weakness-then-pass"}},
		{"nothing matches", "?era=xy&topic=burned", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc := s.page(t, "/scenarios"+tc.query)
			var got []string
			doc.Find(`[data-testid="scenario-item"]`).Each(func(_ int, sel *goquery.Selection) {
				got = append(got, attrOf(sel, "data-id"))
			})
			if !slices.Equal(got, tc.want) {
				t.Errorf("GET /scenarios%s lists %q; want %q", tc.query, got, tc.want)
			}
			if len(tc.want) == 0 && doc.Find(`[data-testid="no-scenarios"]`).Length() != 1 {
				t.Errorf("GET /scenarios%s: no message for an empty list", tc.query)
			}
			var apiGot []string
			var resp ScenarioListResponse
			decodeJSON(t, s.get("/api/scenarios"+tc.query), &resp)
			for _, sc := range resp.Scenarios {
				apiGot = append(apiGot, sc.ID)
			}
			if !slices.Equal(apiGot, tc.want) {
				t.Errorf("GET /api/scenarios%s lists %q; want %q", tc.query, apiGot, tc.want)
			}
		})
	}
	doc := s.page(t, "/scenarios?era=sm")
	if got := attrOf(doc.Find(`[data-id="burn-flip"] [data-testid="scenario-link"]`), "href"); got != "/scenarios/burn-flip?era=sm" {
		t.Errorf("filtered list links burn-flip to %q; want its sm run", got)
	}
	if got := attrOf(doc.Find(`#f-era option[selected]`), "value"); got != "sm" {
		t.Errorf("era filter shows %q selected; want sm", got)
	}
}

// An address out of range is no dead end: it is sent (302) to the nearest place, which says
// why the reader is there.
func TestScenarioRedirects(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	tests := []struct {
		name, target, want string
	}{
		{"step past the end", "/scenarios/burn-flip?era=sm&step=2", "/scenarios/burn-flip?era=sm&step=1&event=EVENTS&notice=step"},
		{"negative step", "/scenarios/burn-flip?step=-1", "/scenarios/burn-flip?era=hgss&step=0&notice=step"},
		{"event past the step's last", "/scenarios/burn-flip?era=sm&step=1&event=99", "/scenarios/burn-flip?era=sm&step=1&event=EVENTS&notice=event"},
		{"event 0", "/scenarios/burn-flip?era=sm&step=1&event=0", "/scenarios/burn-flip?era=sm&step=1&event=1&notice=event"},
		{"event of a step without events", "/scenarios/burn-flip?era=sm&step=0&event=1", "/scenarios/burn-flip?era=sm&step=0&notice=event"},
		{"what-if past the end keeps its coins", "/scenarios/burn-flip?era=sm&step=9&coins=heads", "/scenarios/burn-flip?era=sm&step=1&event=EVENTS&coins=heads&notice=step"},
		{"side by side past the longest run", "/scenarios/first-turn?compare=hgss,sm&step=3", "/scenarios/first-turn?compare=hgss,sm&step=2&event=ROWS&notice=step"},
	}
	// The number of the last event of burn-flip's step 1 under sm, and of first-turn's last row
	// side by side, are read from the pages themselves.
	events := attrOf(s.page(t, "/scenarios/burn-flip?era=sm&step=1").Find(`[data-testid="current-event"]`), "data-n")
	rows := fmt.Sprint(s.page(t, "/scenarios/first-turn?compare=hgss,sm&step=2").Find(`[data-testid="aligned-row"]`).Length())
	if events == "" || events == "1" || rows == "0" {
		t.Fatalf("burn-flip (sm) step 1 ends at event %q and first-turn's step 2 has %s rows; want several", events, rows)
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			want := strings.NewReplacer("EVENTS", events, "ROWS", rows).Replace(tc.want)
			rec := s.get(tc.target)
			if rec.Code != http.StatusFound {
				t.Fatalf("GET %s = %d; want 302\n%s", tc.target, rec.Code, clipText(rec.Body.String()))
			}
			if got := rec.Header().Get("Location"); got != want {
				t.Fatalf("GET %s redirects to %q; want %q", tc.target, got, want)
			}
			doc := s.page(t, want)
			if got := doc.Find(`[data-testid="notice"]`).Text(); !strings.Contains(got, "nearest") {
				t.Errorf("GET %s notice = %q; want it to say this is the nearest place", want, got)
			}
		})
	}
}

// Every event of every run has a permalink, and Previous and Next walk them all in order: the
// places walked are the event addresses the JSON gives, each page marks its event current
// and names itself as canonical, Previous undoes Next, and Home and End jump to the ends.
func TestEventPermalinks(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	for _, tc := range []struct{ id, era string }{
		{"weakness-then-pass", "xy"}, {"weakness-then-pass", "sm"}, {"burn-flip", "hgss"},
		{"first-turn", "hgss"}, {"first-turn", "sm"}, {"confused-attack", "sm"},
	} {
		t.Run(tc.id+"/"+tc.era, func(t *testing.T) {
			var resp ScenarioRunResponse
			decodeJSON(t, s.get("/api/scenarios/"+tc.id+"?era="+tc.era), &resp)
			var want []string
			for _, st := range resp.Run.Steps {
				if len(st.Events) == 0 {
					want = append(want, fmt.Sprintf("/scenarios/%s?era=%s&step=%d", tc.id, tc.era, st.N))
				}
				for _, e := range st.Events {
					if e.URL == "" || e.Board == nil {
						t.Fatalf("step %d event %s: url %q, board %v; want both", st.N, e.Kind, e.URL, e.Board != nil)
					}
					if len(want) == 0 || want[len(want)-1] != e.URL {
						want = append(want, e.URL)
					}
				}
			}
			first, last := want[0], want[len(want)-1]
			var got []string
			prev := ""
			for u := first; u != ""; {
				if len(got) > len(want) {
					t.Fatalf("Next does not stop: walked %q", got)
				}
				got = append(got, u)
				doc := s.page(t, u)
				if c := attrOf(doc.Find(`link[rel="canonical"]`), "href"); !strings.HasSuffix(c, u) {
					t.Errorf("GET %s canonical = %q; want the permalink", u, c)
				}
				hasEvent := strings.Contains(u, "&event=")
				if n := doc.Find(`[data-testid="current-event"]`).Length(); (n == 1) != hasEvent {
					t.Errorf("GET %s marks %d events current; want %d", u, n, map[bool]int{true: 1}[hasEvent])
				}
				if n := doc.Find(`[data-testid="step-list"] [aria-current="step"], [data-testid="step-item"] > [aria-current="step"]`).Length(); n != 1 {
					t.Errorf("GET %s marks %d places current in the step list; want 1", u, n)
				}
				if p := linkOf(doc.Find(`[data-testid="step-prev"]`)); p != prev {
					t.Errorf("GET %s: Previous = %q; want %q", u, p, prev)
				}
				home, end := linkOf(doc.Find(`[data-testid="step-first"]`)), linkOf(doc.Find(`[data-testid="step-last"]`))
				if wantHome := map[bool]string{false: first}[u == first]; home != wantHome {
					t.Errorf("GET %s: Home = %q; want %q", u, home, wantHome)
				}
				if wantEnd := map[bool]string{false: last}[u == last]; end != wantEnd {
					t.Errorf("GET %s: End = %q; want %q", u, end, wantEnd)
				}
				prev = u
				u = linkOf(doc.Find(`[data-testid="step-next"]`))
			}
			if !slices.Equal(got, want) {
				t.Errorf("Next walks\n%q\nwant the JSON's event addresses\n%q", got, want)
			}
			// An old step address shows the step's last event: the board after the step.
			for _, st := range resp.Run.Steps {
				target := fmt.Sprintf("/scenarios/%s?era=%s&step=%d", tc.id, tc.era, st.N)
				doc := s.page(t, target)
				wantCanon := target
				if n := len(st.Events); n > 0 {
					wantCanon = st.Events[n-1].URL
				}
				if c := attrOf(doc.Find(`link[rel="canonical"]`), "href"); !strings.HasSuffix(c, wantCanon) {
					t.Errorf("GET %s canonical = %q; want %q", target, c, wantCanon)
				}
				if got := attrOf(doc.Find(`[data-testid="side"][data-player="bob"] [data-testid="active"]`), "data-damage"); st.Board.Players[1].Active != nil && got != fmt.Sprint(st.Board.Players[1].Active.Damage) {
					t.Errorf("GET %s: Bob's Active Pokémon has damage %s; want %d, as after the step", target, got, st.Board.Players[1].Active.Damage)
				}
			}
		})
	}
}

// No "Step 1 of 1" beside a list that counts from 0: the starting board is not numbered.
func TestStepCount(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	doc := s.page(t, "/scenarios/burn-flip?era=sm&step=1&event=1")
	if got := doc.Find(`[data-testid="step-count"]`).Text(); !strings.HasPrefix(got, "Step 1 of 1 · event 1 of ") {
		t.Errorf("step count = %q; want Step 1 of 1 · event 1 of …", got)
	}
	if got := doc.Find(`[data-testid="step-list"] > li`).Length(); got != 1 {
		t.Errorf("the step list numbers %d steps; want 1 (the starting board stands above it)", got)
	}
	if got := attrOf(doc.Find(`[data-testid="step-list"] > li`), "value"); got != "1" {
		t.Errorf("the first step is numbered %q; want 1", got)
	}
	if got := doc.Find(`[data-testid="step-count"]`).Text(); strings.Contains(got, "-1") {
		t.Errorf("step count %q", got)
	}
}

// eventURLOf is the address of the first event of a kind in a step of a run, from the JSON.
func eventURLOf(t *testing.T, s *scnServer, id, era string, step int, kind string) string {
	t.Helper()
	var resp ScenarioRunResponse
	decodeJSON(t, s.get("/api/scenarios/"+id+"?era="+era), &resp)
	for _, e := range resp.Run.Steps[step].Events {
		if e.Kind == kind {
			return e.URL
		}
	}
	t.Fatalf("%s (%s) step %d has no %s event", id, era, step, kind)
	return ""
}

// The board, what changed and the damage order at the attack of weakness-then-pass (sm): at
// the damage event, and after the whole step.
func TestScenarioStepContent(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	corpus, _ := realCorpus()
	at := eventURLOf(t, s, "weakness-then-pass", "sm", 1, "damage")
	doc := s.page(t, at)

	if got := attrOf(doc.Find(`[data-testid="current-event"]`), "data-kind"); got != "damage" {
		t.Errorf("GET %s marks a %q event current; want the damage", at, got)
	}
	bob := doc.Find(`[data-testid="side"][data-player="bob"]`)
	active := bob.Find(`[data-testid="active"]`)
	board := []struct{ what, got, want string }{
		{"Bob's Active Pokémon", active.Find(`[data-testid="card-name"]`).Text(), "Froakie"},
		{"its name links its card page", attrOf(active.Find(`[data-testid="card-link"]`), "href"), "/cards/" + attrOf(active, "data-card")},
		{"its damage", attrOf(active, "data-damage"), "20"},
		{"its HP", active.Find(`[data-testid="hp"]`).Text(), "40/60 HP"},
		{"its HP bar", attrOf(active.Find("meter"), "value") + "/" + attrOf(active.Find("meter"), "max"), "40/60"},
		{"its damage counters", strings.Fields(active.Find(`[data-testid="damage"]`).Text())[0], "2"},
		{"the counters the event added", active.Find(`[data-testid="damage-delta"]`).Text(), "+20 (was 0)"},
		{"its type", active.Find(`[data-testid="type"]`).Text(), "Water"},
		{"its Weakness, Resistance, Retreat Cost", strings.Join(strings.Fields(active.Find(`[data-testid="stats"]`).Text()), " "), "Weakness Grass ×2 Resistance none Retreat 1"},
		{"marked changed", fmt.Sprint(active.HasClass("changed")), "true"},
		{"Bob's Bench", fmt.Sprint(bob.Find(`[data-testid="benched"]`).Length()), "1"},
		{"Bob's hand, before his turn", attrOf(bob.Find(`[data-testid="pile-hand"]`), "data-count"), "0"},
		{"Alice's Energy", doc.Find(`[data-player="alice"] [data-testid="active"] [data-testid="energy"] li`).Text(), "Grass"},
		{"whose turn", attrOf(doc.Find(`[data-testid="board"]`), "data-current"), "alice"},
	}
	for _, c := range board {
		if c.got != c.want {
			t.Errorf("board at the damage: %s = %q; want %q", c.what, c.got, c.want)
		}
	}
	changes := changesOf(doc)
	if want := [][4]string{{"Bob’s Froakie", "damage", "0", "20"}}; !slices.Equal(changes, want) {
		t.Errorf("the damage changed %q; want %q", changes, want)
	}

	var stages, values, marks []string
	doc.Find(`[data-testid="waterfall"] [data-testid="stage"]`).Each(func(_ int, li *goquery.Selection) {
		stages = append(stages, attrOf(li, "data-stage"))
		values = append(values, attrOf(li, "data-value"))
		marks = append(marks, li.Find(".st-chg").Text())
	})
	wantStages := []string{"base", "attacker", "weakness", "resistance", "defender", "counters"}
	if !slices.Equal(stages, wantStages) {
		t.Errorf("waterfall stages = %q; want %q", stages, wantStages)
	}
	if want := []string{"10", "10", "20", "20", "20", "20"}; !slices.Equal(values, want) {
		t.Errorf("waterfall values = %q; want %q", values, want)
	}
	if want := []string{"", "", "×2", "", "", ""}; !slices.Equal(marks, want) {
		t.Errorf("waterfall changes = %q; want %q", marks, want)
	}

	// The event's rule is linked, with the paragraph's own text beside it.
	rules := doc.Find(`[data-testid="current-event"] [data-testid="rule"]`)
	if rules.Length() == 0 {
		t.Fatal("the damage event shows no rule")
	}
	rules.Each(func(_ int, r *goquery.Selection) {
		ref, err := content.ParseRef(attrOf(r, "data-ref"))
		if err != nil {
			t.Errorf("event rule %q: %v", attrOf(r, "data-ref"), err)
			return
		}
		if !strings.HasPrefix(ref.String(), "sm/damage-order#") {
			t.Errorf("the damage event cites %s; want a paragraph of sm/damage-order", ref)
		}
		_, block, ok := corpus.Resolve(ref)
		if !ok {
			t.Errorf("event rule %s does not resolve in the corpus", ref)
			return
		}
		if got := attrOf(r.Find(`[data-testid="event-rule"]`), "href"); got != ref.URL() {
			t.Errorf("event rule %s links %q; want %q", ref, got, ref.URL())
		}
		if got := r.Find(".rule-text").Text(); got != block.Text {
			t.Errorf("text of %s = %q; want the paragraph %q", ref, got, block.Text)
		}
	})

	// After the whole step it is Bob's turn and he has drawn.
	doc = s.page(t, "/scenarios/weakness-then-pass?era=sm&step=1")
	bob = doc.Find(`[data-testid="side"][data-player="bob"]`)
	if got := attrOf(bob.Find(`[data-testid="pile-hand"]`), "data-count") + "/" + attrOf(bob.Find(`[data-testid="pile-deck"]`), "data-count"); got != "1/9" {
		t.Errorf("after the step Bob's hand/deck = %s; want 1/9", got)
	}
	if got := attrOf(doc.Find(`[data-testid="side"].to-play`), "data-player"); got != "bob" {
		t.Errorf("after the step the side to play is %q; want bob", got)
	}
	if got := attrOf(doc.Find(`[data-testid="current-event"]`), "class"); !strings.Contains(got, "minor") {
		t.Errorf("the turn's start and draw are shown as %q; want one small event", got)
	}
	if got := doc.Find(`[data-testid="check"].current`).Length(); got != 3 {
		t.Errorf("checks marked at this step = %d; want the 3 made at the attack", got)
	}
	checks := doc.Find(`[data-testid="checks"]`)
	if got := attrOf(checks, "data-passed"); got != "yes" {
		t.Errorf("checks passed = %q; want yes", got)
	}
	if goquery.NodeName(checks) != "details" || checks.AttrOr("open", "closed") != "closed" {
		t.Errorf("the checks are a <%s> open=%q; want a closed <details>", goquery.NodeName(checks), checks.AttrOr("open", ""))
	}
}

func changesOf(doc *goquery.Document) [][4]string {
	var changes [][4]string
	doc.Find(`[data-testid="change"]`).Each(func(_ int, tr *goquery.Selection) {
		td := tr.Find("td")
		changes = append(changes, [4]string{td.Eq(0).Text(), td.Eq(1).Text(), td.Eq(2).Text(), td.Eq(3).Text()})
	})
	return changes
}

func TestScenarioEraSwitchAndCompare(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	// sm has a step 2; hgss's run ends at step 1, so the switch keeps the step where it can.
	doc := s.page(t, "/scenarios/first-turn?era=sm&step=2")
	eras := map[string]string{}
	doc.Find(`[data-testid="era-switch"] [data-testid="other-era"]`).Each(func(_ int, a *goquery.Selection) {
		eras[attrOf(a, "data-era")] = attrOf(a, "href")
	})
	want := map[string]string{"hgss": "/scenarios/first-turn?era=hgss&step=1"}
	if fmt.Sprint(eras) != fmt.Sprint(want) {
		t.Errorf("era switch from sm step 2 = %v; want %v", eras, want)
	}
	if got := attrOf(doc.Find(`[data-testid="compare-link"]`), "href"); got != "/scenarios/first-turn?compare=hgss,sm&step=2" {
		t.Errorf("side-by-side link = %q", got)
	}
	if got := doc.Find(`[data-testid="refusal"]`).Length(); got != 0 {
		t.Errorf("sm step 2 shows %d refusals; want 0 (the refusal is step 1)", got)
	}
	if ref := attrOf(s.page(t, "/scenarios/first-turn?era=sm&step=1").Find(`[data-testid="refusal"] [data-testid="event-rule"]`), "data-ref"); !strings.HasPrefix(ref, "sm/first-turn#") {
		t.Errorf("the refused attack cites %q; want a paragraph of sm/first-turn", ref)
	}

	tests := []struct {
		name        string
		target      string
		wantEras    []string
		wantSteps   []string // data-n of each column's step
		wantClamped int
		wantPrev    string
		wantNext    string
	}{
		{"start", "/scenarios/first-turn?compare=hgss,sm", []string{"hgss", "sm"}, []string{"0", "0"}, 0, "", "/scenarios/first-turn?compare=hgss,sm&step=1&event=1"},
		// sm's step 2 (ending the turn) is an action hgss does not take, but hgss's turn ends
		// after its attack: those events line up with sm's step 2, so hgss is not cut short.
		{"an action one era does not take", "/scenarios/first-turn?compare=hgss,sm&step=2", []string{"hgss", "sm"}, []string{"1", "2"}, 0, "/scenarios/first-turn?compare=hgss,sm&step=2&event=4", ""},
		{"eras in the order asked", "/scenarios/weakness-then-pass?compare=sm,xy&step=1", []string{"sm", "xy"}, []string{"1", "1"}, 0, "/scenarios/weakness-then-pass?compare=sm,xy&step=1&event=4", "/scenarios/weakness-then-pass?compare=sm,xy&step=2&event=1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc := s.page(t, tc.target)
			var gotEras, gotSteps []string
			doc.Find(`[data-testid="compare-runs"] [data-testid="run"]`).Each(func(_ int, col *goquery.Selection) {
				gotEras = append(gotEras, attrOf(col, "data-era"))
				gotSteps = append(gotSteps, attrOf(col.Find(`[data-testid="step"]`), "data-n"))
			})
			if !slices.Equal(gotEras, tc.wantEras) || !slices.Equal(gotSteps, tc.wantSteps) {
				t.Errorf("GET %s columns %q at steps %q; want %q at %q", tc.target, gotEras, gotSteps, tc.wantEras, tc.wantSteps)
			}
			if got := doc.Find(`[data-testid="clamped"]`).Length(); got != tc.wantClamped {
				t.Errorf("GET %s: %d columns say their run is shorter; want %d", tc.target, got, tc.wantClamped)
			}
			if got := doc.Find(`[data-testid="clamped"]`).Text(); strings.Contains(got, "-1") || (tc.wantClamped > 0 && !strings.Contains(got, "only 1 step")) {
				t.Errorf("GET %s: the shorter run says %q; want only 1 step", tc.target, got)
			}
			if got := doc.Find(`[data-testid="compare-runs"] [data-testid="board"]`).Length(); got != len(tc.wantEras) {
				t.Errorf("GET %s draws %d boards; want one per era", tc.target, got)
			}
			prev, next := linkOf(doc.Find(`[data-testid="step-prev"]`)), linkOf(doc.Find(`[data-testid="step-next"]`))
			if prev != tc.wantPrev || next != tc.wantNext {
				t.Errorf("GET %s: Previous %q, Next %q; want %q, %q", tc.target, prev, next, tc.wantPrev, tc.wantNext)
			}
		})
	}
}

// Side by side, the eras' events are lined up row by row, and the rows where they part say
// how: under hgss the Burn coin comes before its damage counters, under sm after them.
func TestCompareAligned(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	doc := s.page(t, "/scenarios/burn-flip?compare=hgss,sm&step=1&event=1")
	type row struct{ hgss, sm, parts string }
	var rows []row
	doc.Find(`[data-testid="aligned-row"]`).Each(func(_ int, r *goquery.Selection) {
		cell := func(era string) string {
			c := r.Find(`.cell[data-era="` + era + `"]`)
			if c.HasClass("gap") {
				return "—"
			}
			return strings.TrimSpace(c.Find(".cell-text").Text())
		}
		rows = append(rows, row{cell("hgss"), cell("sm"), strings.Join(strings.Fields(r.Find(`[data-testid="parts"]`).Text()), " ")})
	})
	if len(rows) < 5 {
		t.Fatalf("%d aligned rows; want every event of both eras: %q", len(rows), rows)
	}
	if rows[0].hgss != rows[0].sm || rows[0].parts != "" {
		t.Errorf("row 1 = %q; want the turn's end under both eras, not parting", rows[0])
	}
	var order, only int
	for _, r := range rows {
		if strings.Contains(r.parts, "another order") {
			order++
			if (r.hgss == "—") == (r.sm == "—") {
				t.Errorf("row %q is marked another order but is not in one era only", r)
			}
		}
		if strings.Contains(r.parts, "only in") {
			only++
		}
	}
	if order == 0 {
		t.Errorf("no row marks the Burn's coin and counters in another order: %q", rows)
	}
	if only == 0 {
		t.Errorf("no row marks sm's recovery note as only in Sun & Moon: %q", rows)
	}
	if got := doc.Find(`[data-testid="aligned-row"].current`).Length(); got != 1 {
		t.Errorf("%d rows marked current; want 1", got)
	}
	if got := doc.Find(`[data-testid="compare-runs"] [data-testid="current-event"]`).Length(); got != 2 {
		t.Errorf("%d columns show the row's event; want both", got)
	}
}

// A what-if link flips one scripted coin and runs the example again.
func TestWhatIf(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	tests := []struct {
		name       string
		from       string
		wantLink   string // the what-if link on the event that flips the first coin
		wantDamage string // Bob's Active Pokémon's damage after the what-if step
		wantCond   string
	}{
		{"hgss: heads, no Burn damage", "/scenarios/burn-flip?era=hgss&step=1", "/scenarios/burn-flip?era=hgss&step=1&event=2&coins=heads", "0", "burned"},
		{"sm: heads, damage then recovery", "/scenarios/burn-flip?era=sm&step=0", "/scenarios/burn-flip?era=sm&step=1&event=3&coins=heads", "20", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc := s.page(t, tc.from)
			if n := doc.Find(`[data-testid="whatif-link"]`).Length(); n != 0 {
				t.Errorf("GET %s shows %d what-if links away from the coin's event; want 0", tc.from, n)
			}
			coinAt := attrOf(doc.Find(`[data-testid="coin-event"]`).First(), "href")
			doc = s.page(t, coinAt)
			if got := attrOf(doc.Find(`[data-testid="current-event"]`), "data-kind"); got != "coin-flip" {
				t.Fatalf("the coin's link %s shows a %q event; want the coin flip", coinAt, got)
			}
			link := attrOf(doc.Find(`[data-testid="current-event"] [data-testid="whatif-link"]`), "href")
			if link != tc.wantLink {
				t.Fatalf("what-if link = %q; want %q", link, tc.wantLink)
			}
			doc = s.page(t, link)
			if doc.Find(`[data-testid="whatif-note"]`).Length() != 1 || doc.Find(`[data-testid="checks"]`).Length() != 0 {
				t.Errorf("what-if page should say so and leave out the script's checks")
			}
			back := attrOf(doc.Find(`[data-testid="whatif-link"]`).First(), "href")
			if strings.Contains(back, "coins=") || back == "" {
				t.Errorf("flipping the coin back links %q; want the scripted run, without coins", back)
			}
			if got := attrOf(doc.Find(`[data-testid="scripted-link"]`), "href"); strings.Contains(got, "coins=") || got == "" {
				t.Errorf("back-to-script link = %q", got)
			}
			end := linkOf(doc.Find(`[data-testid="step-last"]`))
			doc = s.page(t, end)
			bob := doc.Find(`[data-player="bob"] [data-testid="active"]`)
			if got := attrOf(bob, "data-damage"); got != tc.wantDamage {
				t.Errorf("after %s Bob's Active Pokémon has damage %s; want %s", end, got, tc.wantDamage)
			}
			if got := attrOf(bob, "data-conditions"); got != tc.wantCond {
				t.Errorf("after %s Bob's Active Pokémon is %q; want %q", end, got, tc.wantCond)
			}
		})
	}

	// Under hgss a heads on Tail Smash's own coin means the Confusion coin is flipped next:
	// one coin is not enough, and the page offers both ways on.
	doc := s.page(t, "/scenarios/confused-attack?era=hgss&step=1&coins=heads")
	var more []string
	doc.Find(`[data-testid="more-coin"]`).Each(func(_ int, a *goquery.Selection) { more = append(more, attrOf(a, "href")) })
	want := []string{"/scenarios/confused-attack?era=hgss&step=1&coins=heads,heads", "/scenarios/confused-attack?era=hgss&step=1&coins=heads,tails"}
	if !slices.Equal(more, want) {
		t.Errorf("more-coin links = %q; want %q", more, want)
	}
	// The stopped step ends at the coin it lacked: one flip shown, the board as before it.
	if doc.Find(`[data-testid="stopped"]`).Length() != 1 {
		t.Errorf("the stopped step does not say it stopped")
	}
	if got := doc.Find(`[data-testid="event-item"][data-kind="coin-flip"]`).Length(); got != 1 {
		t.Errorf("the stopped step shows %d coin flips; want the 1 it was given", got)
	}
	if got := attrOf(doc.Find(`[data-player="alice"] [data-testid="active"]`), "data-damage"); got != "0" {
		t.Errorf("after the stopped step Aipom has damage %s; want 0, the board before the step", got)
	}
	for _, target := range want {
		doc := s.page(t, target)
		if got := doc.Find(`[data-testid="more-coin"]`).Length(); got != 0 {
			t.Errorf("GET %s still asks for a coin", target)
		}
		if got := doc.Find(`[data-testid="coin"]`).Length(); got != 2 {
			t.Errorf("GET %s lists %d coins; want 2", target, got)
		}
	}
	// The scripted run needs no more coins.
	if got := s.page(t, "/scenarios/confused-attack?era=hgss&step=1").Find(`[data-testid="more-coin"]`).Length(); got != 0 {
		t.Errorf("the scripted run asks for %d more coins; want 0", got)
	}
}

func TestScenarioHTMXFragment(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	target := "/scenarios/weakness-then-pass?era=sm&step=2"
	tests := []struct {
		name     string
		header   map[string]string
		wantPage bool
	}{
		{"plain request", nil, true},
		{"htmx swap", map[string]string{"HX-Request": "true"}, false},
		{"htmx history restore", map[string]string{"HX-Request": "true", "HX-History-Restore-Request": "true"}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := s.do(http.MethodGet, target, "", nil, tc.header)
			if rec.Code != 200 {
				t.Fatalf("GET %s = %d", target, rec.Code)
			}
			body := rec.Body.String()
			if got := strings.Contains(body, "<html"); got != tc.wantPage {
				t.Errorf("whole page = %v; want %v", got, tc.wantPage)
			}
			if !tc.wantPage && !strings.HasPrefix(strings.TrimSpace(body), `<div id="scenario-run"`) {
				t.Errorf("fragment starts %q; want the run area", clipText(body)[:60])
			}
			if got := docOf(t, body).Find(`[data-testid="scenario-run"]`).AttrOr("data-step", ""); got != "2" {
				t.Errorf("step = %q; want 2", got)
			}
			if !slices.Contains(rec.Header().Values("Vary"), "HX-Request") {
				t.Errorf("Vary = %q; want HX-Request", rec.Header().Values("Vary"))
			}
		})
	}
}

func TestSandbox(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	good, bad, wrong := readFixture(t, "testdata/sandbox/good.yaml"), readFixture(t, "testdata/sandbox/bad.yaml"), readFixture(t, "testdata/sandbox/wrong-check.yaml")
	manySteps := strings.Replace(good, "  - {attack: Live Coal, name: attack}\n", strings.Repeat("  - end-turn\n", scenarios.DefaultLimits().MaxSteps), 1)
	manySteps = strings.Replace(manySteps, "  - at: attack\n    check:\n      bob.active.damage: 20\n", "  - at: end\n    check:\n      current: alice\n", 1)
	tests := []struct {
		name       string
		src        string
		era        string
		want       int
		wantRuns   []string // eras run
		wantPassed string   // data-passed of the first run
		wantLines  []string // lines marked with problems
		wantError  string   // text in the message shown
	}{
		{"good, every era", good, "", 200, []string{"hgss", "sm"}, "yes", nil, ""},
		{"good, one era", good, "sm", 200, []string{"sm"}, "yes", nil, ""},
		{"good, CRLF line breaks", strings.ReplaceAll(good, "\n", "\r\n"), "", 200, []string{"hgss", "sm"}, "yes", nil, ""},
		{"runs, but a check fails", wrong, "", 200, []string{"hgss"}, "no", nil, ""},
		{"problems at their lines", bad, "", 400, nil, "", []string{"12", "16", "17"}, ""},
		// Where a YAML syntax error is placed is the YAML parser's call: one line is marked.
		{"a blank first line moves the problems down", "\n" + bad, "", 400, nil, "", []string{"13", "17", "18"}, ""},
		{"YAML that does not parse", "id: x\ntitle: [unclosed\n", "", 400, nil, "", []string{"any"}, "not valid YAML"},
		{"era it does not name", wrong, "sm", 400, nil, "", nil, "runs under hgss, not sm"},
		{"unknown era", good, "bw", 400, nil, "", nil, "unknown era"},
		{"empty", "  \n", "", 400, nil, "", nil, "empty"},
		{"too many steps", manySteps, "", 400, nil, "", nil, "steps"},
		{"too large", good + "# " + strings.Repeat("x", 64<<10) + "\n", "", 413, nil, "", nil, "larger than 64 KB"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := s.postForm(tc.src, tc.era)
			if rec.Code != tc.want {
				t.Fatalf("POST /sandbox = %d; want %d\n%s", rec.Code, tc.want, clipText(rec.Body.String()))
			}
			doc := docOf(t, rec.Body.String())
			var runs []string
			doc.Find(`[data-testid="sandbox-run"]`).Each(func(_ int, sel *goquery.Selection) { runs = append(runs, attrOf(sel, "data-era")) })
			if !slices.Equal(runs, tc.wantRuns) {
				t.Errorf("runs = %q; want %q", runs, tc.wantRuns)
			}
			if tc.wantPassed != "" {
				if got := attrOf(doc.Find(`[data-testid="sandbox-run"]`).First(), "data-passed"); got != tc.wantPassed {
					t.Errorf("passed = %q; want %q", got, tc.wantPassed)
				}
				// The first era's run is walked event by event as on a worked-example page.
				walked := doc.Find(`[data-testid="scenario-run"] [data-testid="run"]`)
				if got := attrOf(walked, "data-era"); got != tc.wantRuns[0] {
					t.Errorf("the run walked is %q's; want %q's", got, tc.wantRuns[0])
				}
				if got := walked.Find(`[data-testid="board"]`).Length(); got != 1 {
					t.Errorf("the walked run draws %d boards; want the one after the event shown", got)
				}
			}
			var lines []string
			doc.Find(`[data-testid="source-line"].bad`).Each(func(_ int, li *goquery.Selection) {
				lines = append(lines, attrOf(li, "data-line"))
				if li.Find(`[data-testid="line-problem"]`).Length() == 0 {
					t.Errorf("line %s is marked but says nothing", attrOf(li, "data-line"))
				}
			})
			if slices.Equal(tc.wantLines, []string{"any"}) && len(lines) == 1 {
				lines = tc.wantLines
			}
			if !slices.Equal(lines, tc.wantLines) {
				t.Errorf("lines marked = %q; want %q", lines, tc.wantLines)
			}
			said := doc.Find(`[data-testid="sandbox-error"], [data-testid="sandbox-problems"]`).Text()
			if tc.wantError != "" && !strings.Contains(said, tc.wantError) {
				t.Errorf("message = %q; want it to say %q", said, tc.wantError)
			}
			// The form keeps what was sent, so it can be fixed.
			if tc.want != 413 {
				if got := doc.Find(`#sandbox-source`).Text(); got != strings.ReplaceAll(tc.src, "\r\n", "\n") {
					t.Errorf("the text box holds %q; want what was sent", clipText(got))
				}
			}
			if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("Cache-Control = %q; want no-store", cc)
			}
		})
	}

	// The unknown card is at line 12, column 20: the problem list says so.
	doc := docOf(t, s.postForm(bad, "").Body.String())
	first := doc.Find(`[data-testid="problem"]`).First()
	if l, c := attrOf(first, "data-line"), attrOf(first, "data-col"); l != "12" || c != "20" {
		t.Errorf("first problem at %s:%s; want 12:20", l, c)
	}
	if !strings.Contains(first.Text(), "hgss2-999") {
		t.Errorf("first problem %q does not name the card", first.Text())
	}
}

// A request that takes longer than its time budget is stopped and reported, naming the
// limit, not left running.
func TestSandboxTimeLimit(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{MaxDuration: time.Nanosecond})
	rec := s.postForm(readFixture(t, "testdata/sandbox/good.yaml"), "")
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("POST /sandbox = %d; want 400", rec.Code)
	}
	const want = "more than its 1ns budget"
	if msg := docOf(t, rec.Body.String()).Find(`[data-testid="sandbox-error"]`).Text(); !strings.Contains(msg, want) {
		t.Errorf("message = %q; want it to say %q", msg, want)
	}
	body := []byte(readFixture(t, "testdata/sandbox/good.yaml"))
	rec = s.do(http.MethodPost, "/api/scenarios/run", "application/yaml", body, nil)
	if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), want) {
		t.Errorf("POST /api/scenarios/run = %d %s; want 400 saying %q", rec.Code, clipText(rec.Body.String()), want)
	}
}

func decodeJSON(t *testing.T, rec *httptest.ResponseRecorder, v any) {
	t.Helper()
	if rec.Code != http.StatusOK {
		t.Fatalf("status = %d; want 200\n%s", rec.Code, clipText(rec.Body.String()))
	}
	if err := json.Unmarshal(rec.Body.Bytes(), v); err != nil {
		t.Fatalf("decode JSON: %v\n%s", err, clipText(rec.Body.String()))
	}
}

func TestAPIScenarioJSON(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	var list ScenarioListResponse
	decodeJSON(t, s.get("/api/scenarios?era=xy"), &list)
	wantItem := ScenarioJSON{ID: "weakness-then-pass", Eras: []string{"xy", "sm"}, Teaches: []string{"weakness-resistance", "damage-order"}, URL: "/scenarios/weakness-then-pass"}
	if len(list.Scenarios) != 1 {
		t.Fatalf("GET /api/scenarios?era=xy lists %d; want 1", len(list.Scenarios))
	}
	got := list.Scenarios[0]
	if got.ID != wantItem.ID || !slices.Equal(got.Eras, wantItem.Eras) || !slices.Equal(got.Teaches, wantItem.Teaches) || got.URL != wantItem.URL || got.Title == "" {
		t.Errorf("list item = %+v; want %+v with a title", got, wantItem)
	}
	if list.Limits != (LimitsJSON{MaxBytes: 64 << 10, MaxSteps: 500, MaxDurationMS: 1000, MaxAnswerBytes: 1 << 20}) {
		t.Errorf("limits = %+v; want 64 KB, 500 steps, 1000 ms, a 1 MB answer", list.Limits)
	}

	tests := []struct {
		target     string
		wantEra    string
		wantSteps  int
		wantDamage int // Bob's Active Pokémon's damage at the end
		wantPassed bool
	}{
		{"/api/scenarios/weakness-then-pass", "xy", 3, 20, true},
		{"/api/scenarios/weakness-then-pass?era=sm", "sm", 3, 20, true},
		{"/api/scenarios/burn-flip?era=hgss", "hgss", 2, 20, true},
		{"/api/scenarios/burn-flip?era=hgss&coins=heads", "hgss", 2, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.target, func(t *testing.T) {
			var resp ScenarioRunResponse
			decodeJSON(t, s.get(tc.target), &resp)
			run := resp.Run
			if run == nil {
				t.Fatal("no run")
			}
			if run.Era != tc.wantEra || len(run.Steps) != tc.wantSteps || run.Passed != tc.wantPassed {
				t.Errorf("run: era %s, %d steps, passed %v; want %s, %d, %v", run.Era, len(run.Steps), run.Passed, tc.wantEra, tc.wantSteps, tc.wantPassed)
			}
			if d := run.Final.Players[1].Active.Damage; d != tc.wantDamage {
				t.Errorf("final: Bob's Active Pokémon has damage %d; want %d", d, tc.wantDamage)
			}
			if len(run.Expectations) == 0 {
				t.Errorf("no expectation results")
			}
			if resp.Scenario.ID == "" || !strings.HasPrefix(resp.Scenario.URL, "/scenarios/"+resp.Scenario.ID+"?era="+tc.wantEra) {
				t.Errorf("scenario = %+v; want its id and the URL of this run", resp.Scenario)
			}
			cited := 0
			for _, st := range run.Steps {
				for _, a := range st.Anchors {
					cited++
					r, ok := resp.Rules[a]
					if !ok || r.URL == "" || r.Text == "" {
						t.Errorf("rules[%q] = %+v; want its URL and text", a, r)
					}
				}
			}
			if cited == 0 {
				t.Errorf("the run cites no rule")
			}
		})
	}
}

func TestAPIRunSent(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	good := readFixture(t, "testdata/sandbox/good.yaml")
	tests := []struct {
		name     string
		target   string
		body     string
		want     int
		wantText string
		wantRuns []string
	}{
		{"good", "/api/scenarios/run", good, 200, `"runs"`, []string{"hgss", "sm"}},
		{"one era", "/api/scenarios/run?era=sm", good, 200, `"runs"`, []string{"sm"}},
		{"bad file", "/api/scenarios/run", readFixture(t, "testdata/sandbox/bad.yaml"), 400, "scenario.yaml:12:20:", nil},
		{"era it does not name", "/api/scenarios/run?era=xy", good, 400, "not xy", nil},
		{"unknown era", "/api/scenarios/run?era=bw", good, 400, "unknown era", nil},
		{"empty body", "/api/scenarios/run", "", 400, "send a scenario", nil},
		{"over the size limit", "/api/scenarios/run", good + "# " + strings.Repeat("x", 64<<10), 413, "larger than 65536 bytes", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := s.do(http.MethodPost, tc.target, "application/yaml", []byte(tc.body), nil)
			if rec.Code != tc.want {
				t.Fatalf("POST %s = %d; want %d\n%s", tc.target, rec.Code, tc.want, clipText(rec.Body.String()))
			}
			if !strings.Contains(rec.Body.String(), tc.wantText) {
				t.Errorf("body lacks %q:\n%s", tc.wantText, clipText(rec.Body.String()))
			}
			if !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") {
				t.Errorf("Content-Type = %q; want JSON", rec.Header().Get("Content-Type"))
			}
			if tc.want != 200 {
				return
			}
			var resp SentRunResponse
			decodeJSON(t, rec, &resp)
			var eras []string
			for _, r := range resp.Runs {
				eras = append(eras, r.Era)
			}
			if !slices.Equal(eras, tc.wantRuns) || !resp.Passed || resp.Scenario.ID != "sandbox-good" {
				t.Errorf("runs %q passed %v id %q; want %q, true, sandbox-good", eras, resp.Passed, resp.Scenario.ID, tc.wantRuns)
			}
		})
	}
}

// Runs with the scripted coins are made once and kept; what-if runs are made each time.
func TestRunCache(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	sp := s.site.scen
	sc, err := sp.scenario("burn-flip")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	a, err1 := sp.run(ctx, sc, "sm", nil)
	b, err2 := sp.run(ctx, sc, "sm", nil)
	c, err3 := sp.run(ctx, sc, "hgss", nil)
	w1, err4 := sp.run(ctx, sc, "sm", []string{"heads"})
	w2, err5 := sp.run(ctx, sc, "sm", []string{"heads"})
	for _, err := range []error{err1, err2, err3, err4, err5} {
		if err != nil {
			t.Fatal(err)
		}
	}
	if a != b {
		t.Errorf("two runs of burn-flip under sm were made; want one, kept")
	}
	if a == c {
		t.Errorf("the runs under sm and hgss are the same")
	}
	if w1 == w2 || w1 == a {
		t.Errorf("what-if runs were kept; want them made each time")
	}
}

// When every run slot is taken, a request waits for its context and then gives up.
func TestRunSlots(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	sp := s.site.scen
	var releases []func()
	for range cap(sp.slots) {
		r, err := sp.acquire(context.Background())
		if err != nil {
			t.Fatalf("acquire a free slot: %v", err)
		}
		releases = append(releases, r)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := sp.acquire(ctx); err == nil {
		t.Errorf("acquire with every slot taken succeeded")
	}
	releases[0]()
	r, err := sp.acquire(context.Background())
	if err != nil {
		t.Errorf("acquire after a release: %v", err)
	} else {
		r()
	}
	for _, r := range releases[1:] {
		r()
	}
}

// A shipped example's page at a damage step renders within the 5 ms budget.
// BenchmarkScenarioPage renders worked-example pages at one event: a fixture, the shipped
// example with the largest run (both Active Pokémon Knocked Out) at a middle event, and the
// same under its three eras side by side. The runs are made before the timer starts, as a
// server keeps them.
func BenchmarkScenarioPage(b *testing.B) {
	fixtures, shipped := newScenarioServer(b, scenarios.Limits{}), newShippedServer(b)
	for _, bc := range []struct {
		name   string
		s      *scnServer
		target string
	}{
		{"fixture", fixtures, "/scenarios/weakness-then-pass?era=sm&step=1&event=2"},
		{"largest/event", shipped, "/scenarios/both-actives-knocked-out?era=hgss&step=1&event=8"},
		{"largest/side-by-side", shipped, "/scenarios/both-actives-knocked-out?compare=hgss,xy,sm&step=1&event=8"},
		{"knockouts-apart/side-by-side", shipped, "/scenarios/between-turns-knockouts-apart-or-together?compare=hgss,xy,sm&step=1&event=20"},
		{"first-turn/side-by-side across actions", shipped, "/scenarios/first-turn-attack?compare=hgss,xy,sm&step=2&event=1"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			if rec := bc.s.get(bc.target); rec.Code != 200 {
				b.Fatalf("GET %s = %d", bc.target, rec.Code)
			}
			for b.Loop() {
				rec := bc.s.get(bc.target)
				if rec.Code != 200 {
					b.Fatalf("GET %s = %d", bc.target, rec.Code)
				}
			}
		})
	}
}

// A rule page lists the worked examples that teach its topic and run under its era.
func TestRulePageWorkedExamples(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	tests := []struct {
		page string
		want []string
	}{
		{"/rules/sm/burned", []string{"/scenarios/burn-flip?era=sm"}},
		{"/rules/hgss/burned", []string{"/scenarios/burn-flip?era=hgss"}},
		{"/rules/xy/burned", nil}, // burn-flip does not run under xy
		{"/rules/xy/damage-order", []string{"/scenarios/weakness-then-pass?era=xy"}},
		{"/rules/sm/retreat", nil},
	}
	for _, tc := range tests {
		t.Run(tc.page, func(t *testing.T) {
			var got []string
			s.page(t, tc.page).Find(`[data-testid="worked-example"]`).Each(func(_ int, a *goquery.Selection) {
				got = append(got, attrOf(a, "href"))
			})
			if !slices.Equal(got, tc.want) {
				t.Errorf("GET %s lists worked examples %q; want %q", tc.page, got, tc.want)
			}
		})
	}
}

// Every step of every shipped example renders, under every era it names, with every rule it
// cites linked to a paragraph the corpus has.
func TestShippedScenarioPages(t *testing.T) {
	corpus, err := realCorpus()
	if err != nil {
		t.Fatal(err)
	}
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		t.Fatalf("scenarios.LoadEmbedded: %v", err)
	}
	e := echo.New()
	Register(e, Deps{Corpus: corpus, Scenarios: set})
	get := func(target string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, target, nil))
		return rec
	}
	for _, sc := range set.All() {
		for _, era := range sc.Eras {
			t.Run(sc.ID+"/"+era, func(t *testing.T) {
				var resp ScenarioRunResponse
				decodeJSON(t, get("/api/scenarios/"+sc.ID+"?era="+era), &resp)
				for a, r := range resp.Rules {
					if id, ok := engine.RulingID(a); ok {
						// The pages do not link official rulings yet; the ruling must exist.
						if _, ok := corpus.Ruling(id); !ok {
							t.Errorf("the run cites %s, which the corpus does not have", a)
						}
						continue
					}
					if r.URL == "" {
						t.Errorf("the run cites %s, which the corpus does not have", a)
					}
				}
				for n := range resp.Run.Steps {
					target := fmt.Sprintf("/scenarios/%s?era=%s&step=%d", sc.ID, era, n)
					if rec := get(target); rec.Code != http.StatusOK {
						t.Errorf("GET %s = %d", target, rec.Code)
					}
				}
			})
		}
	}
}

// Whatever the address asks, a scenario page or its JSON answers 200, 400 or 404, never 500;
// an address out of range is a 302 to a page that answers 200.
func FuzzScenarioParams(f *testing.F) {
	for _, s := range [][6]string{
		{"burn-flip", "sm", "1", "", "", ""},
		{"burn-flip", "sm", "1", "", "", "3"},
		{"burn-flip", "sm", "7", "", "", "-2"},
		{"first-turn", "", "2", "hgss,sm", "", "9"},
		{"confused-attack", "hgss", "1", "", "heads,,tails", ""},
		{"confused-attack", "hgss", "-4", "", "heads", "1"},
		{"nope", "zz", "-1", "sm,sm,sm", "edge", "x"},
		{"burn-flip", "sm\x00", "99999999999999999999", ",", " heads ", ""},
	} {
		f.Add(s[0], s[1], s[2], s[3], s[4], s[5])
	}
	s := newScenarioServer(f, scenarios.Limits{})
	f.Fuzz(func(t *testing.T, id, era, step, compare, coins, event string) {
		v := url.Values{}
		for k, x := range map[string]string{"era": era, "step": step, "compare": compare, "coins": coins, "event": event} {
			if x != "" {
				v.Set(k, x)
			}
		}
		for _, path := range []string{"/scenarios/", "/api/scenarios/"} {
			target := path + url.PathEscape(id) + "?" + v.Encode()
			switch rec := s.get(target); rec.Code {
			case 200, 400, 404:
			case 302:
				to := rec.Header().Get("Location")
				if r := s.get(to); r.Code != 200 {
					t.Errorf("GET %s redirects to %s, which answers %d; want 200", target, to, r.Code)
				}
			default:
				t.Errorf("GET %s = %d; want 200, 302, 400 or 404", target, rec.Code)
			}
		}
	})
}

// The board shows what sits on a Pokémon besides Energy: a Technical Machine, and the cards
// under a LV.X or an evolved Pokémon.
func TestBoardShowsAttachedAndUnderneath(t *testing.T) {
	corpus, err := realCorpus()
	if err != nil {
		t.Fatal(err)
	}
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	e := echo.New()
	Register(e, Deps{Corpus: corpus, Scenarios: set})
	tests := []struct {
		name, target, testid, want string
	}{
		{"technical machine", "/scenarios/technical-machine-attack?era=hgss&step=1", "tm", "Technical Machine"},
		{"LV.X on its Pokémon", "/scenarios/lv-x-keeps-attacks?era=hgss&step=1", "under", "Magmar"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, tt.target, nil))
			if rec.Code != http.StatusOK {
				t.Fatalf("GET %s = %d", tt.target, rec.Code)
			}
			doc := docOf(t, rec.Body.String())
			got := doc.Find(`[data-testid="` + tt.testid + `"]`).Text()
			if !strings.Contains(got, tt.want) {
				t.Errorf("GET %s: [data-testid=%s] = %q; want it to contain %q", tt.target, tt.testid, got, tt.want)
			}
		})
	}
}

// The compare page opens with what differs between eras, each answer linked to its paragraph.
func TestCompareAtAGlance(t *testing.T) {
	corpus, err := realCorpus()
	if err != nil {
		t.Fatal(err)
	}
	e := echo.New()
	Register(e, Deps{Corpus: corpus})
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/compare/burned", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("GET /compare/burned = %d", rec.Code)
	}
	doc := docOf(t, rec.Body.String())
	rows := doc.Find(`[data-testid="glance-row"]`)
	if rows.Length() == 0 {
		t.Fatal("GET /compare/burned has no at-a-glance rows")
	}
	want := corpus.Differences("burned")[0]
	first := rows.First()
	if got := strings.TrimSpace(first.Find("th").Text()); got != want.What {
		t.Errorf("first row asks %q; want %q", got, want.What)
	}
	if href, _ := first.Find("td a").Last().Attr("href"); href != want.Eras["sm"].Cite.URL() {
		t.Errorf("first row's sm link = %q; want %q", href, want.Eras["sm"].Cite.URL())
	}
}

// The rule API carries the same differences as the compare page, for bots that answer "what
// changed in sm?".
func TestAPIRuleDifferences(t *testing.T) {
	corpus, err := realCorpus()
	if err != nil {
		t.Fatal(err)
	}
	e := echo.New()
	Register(e, Deps{Corpus: corpus})
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/rules/sm/burned", nil))
	var got RuleResponse
	decodeJSON(t, rec, &got)
	want := corpus.Differences("burned")
	if len(got.Differences) != len(want) || len(want) == 0 {
		t.Fatalf("differences = %d; want %d (more than 0)", len(got.Differences), len(want))
	}
	sm := got.Differences[0].Eras["sm"]
	if sm.Says != want[0].Eras["sm"].Says || sm.URL != want[0].Eras["sm"].Cite.URL() {
		t.Errorf("first difference, sm = %+v; want %+v", sm, want[0].Eras["sm"])
	}
}

// fixtureSite is what most handler tests serve: the embedded corpus, the cards the fixture
// worked examples play with, and those examples (testdata/scenarios).
func fixtureSite(t testing.TB) (*content.Corpus, scenarios.CardSource, *scenarios.Set) {
	t.Helper()
	corpus, err := realCorpus()
	if err != nil {
		t.Fatalf("content.LoadEmbedded: %v", err)
	}
	cards, err := fixtureCards()
	if err != nil {
		t.Fatalf("content.LoadEmbeddedCatalog: %v", err)
	}
	set, err := scenarios.Load(os.DirFS("testdata/scenarios"))
	if err != nil {
		t.Fatalf("load fixture scenarios: %v", err)
	}
	return corpus, cards, set
}
