package handlers

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"github.com/rulesd/rulesd/scenarios"
)

// A sent scenario's run is walked as the worked example's own page walks it: the same places
// in the same order, each with the same event, rule, changes and board, but every address
// within the link.
func TestSandboxWalksEventsAsWorkedExamples(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	link := scenarios.EncodeLink([]byte(readFixture(t, "testdata/scenarios/burn-flip.yaml")))
	for _, era := range []string{"hgss", "sm"} {
		t.Run(era, func(t *testing.T) {
			example := "/scenarios/burn-flip?era=" + era + "&step=0"
			sandbox := "/sandbox?s=" + link + "&era=" + era + "&step=0"
			places := 0
			for example != "" || sandbox != "" {
				if example == "" || sandbox == "" {
					t.Fatalf("after %d places one walk ends before the other: example %q, sandbox %q", places, example, sandbox)
				}
				places++
				ex, sb := s.page(t, example), s.page(t, sandbox)
				for _, part := range []string{"step-count", "step-action", "event-text", "changes", "board"} {
					sel := `[data-testid="scenario-run"] [data-testid="` + part + `"]`
					if got, want := clean(sb.Find(sel).Text()), clean(ex.Find(sel).Text()); got != want {
						t.Errorf("place %d (%s): the sandbox's %s is %q; the worked example's %q", places, sandbox, part, got, want)
					}
				}
				sb.Find(`[data-testid="scenario-run"] a[href]`).Each(func(_ int, a *goquery.Selection) {
					href := attrOf(a, "href")
					if strings.HasPrefix(href, "/scenarios/") {
						t.Errorf("place %d: the sandbox links the worked example's page %q; want places within the link", places, href)
					}
				})
				example = linkOf(ex.Find(`[data-testid="step-next"]`))
				sandbox = linkOf(sb.Find(`[data-testid="step-next"]`))
				if sandbox != "" && !strings.HasPrefix(sandbox, "/sandbox?s="+link+"&era="+era+"&step=") {
					t.Errorf("place %d: Next is %q; want a place within the link", places, sandbox)
				}
			}
			if places < 3 {
				t.Errorf("walked %d places; want the starting board and the turn's end with its events", places)
			}
		})
	}
}

func clean(s string) string { return strings.Join(strings.Fields(s), " ") }

// Without a step the sandbox stands on the last event of the last action, where what was just
// played ended; an address out of range goes to the nearest place; htmx gets the run alone.
func TestSandboxWalkAddresses(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	base := "/sandbox?s=" + scenarios.EncodeLink([]byte(readFixture(t, "testdata/scenarios/burn-flip.yaml"))) + "&era=sm"

	doc := s.page(t, base)
	run := doc.Find(`[data-testid="scenario-run"]`)
	at := attrOf(run, "data-step") + "." + attrOf(run, "data-event")
	if at == "1.1" || !strings.HasPrefix(at, "1.") || run.Find(`[data-testid="step-next"][href]`).Length() != 0 {
		t.Errorf("without a step the sandbox shows %s; want the last event of step 1, the last action (its first is 1.1)", at)
	}

	tests := []struct {
		name, query string
		code        int
		location    string // the start of the Location header
		text        string
	}{
		{"a step past the end", "&step=9", http.StatusFound, base + "&step=1&event=", ""},
		{"an event past the end", "&step=1&event=99", http.StatusFound, base + "&step=1&event=", ""},
		{"a step that is not a number", "&step=two", http.StatusBadRequest, "", "not a step number"},
		{"an event without a step", "&event=2", http.StatusBadRequest, "", "give step as well"},
		{"an unknown notice", "&step=1&notice=hi", http.StatusBadRequest, "", "unknown notice"},
		{"a redirect's notice", "&step=1&event=1&notice=step", http.StatusOK, "", "nearest"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := s.get(base + tc.query)
			if rec.Code != tc.code {
				t.Fatalf("GET %s = %d; want %d", tc.query, rec.Code, tc.code)
			}
			if loc := rec.Header().Get("Location"); !strings.HasPrefix(loc, tc.location) || (tc.location != "" && !strings.Contains(loc, "&notice=")) {
				t.Errorf("GET %s goes to %q; want %s… with a notice", tc.query, loc, tc.location)
			}
			if !strings.Contains(rec.Body.String(), tc.text) {
				t.Errorf("GET %s body lacks %q", tc.query, tc.text)
			}
		})
	}

	rec := s.do(http.MethodGet, base+"&step=1&event=2", "", nil, map[string]string{"HX-Request": "true", "HX-Target": "scenario-run"})
	if rec.Code != http.StatusOK || strings.Contains(rec.Body.String(), "<html") || !strings.Contains(rec.Body.String(), `id="scenario-run"`) {
		t.Errorf("an htmx request for the run = %d, %q…; want the run alone", rec.Code, clipText(rec.Body.String()))
	}
}

// A coin can be set before the action that flips it: the link scripts it, the page says it
// waits, the action then flips it instead of stopping, and the coin can be taken back.
func TestSandboxSetsACoinBeforeAnAction(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	src := readFixture(t, "testdata/scenarios/confused-attack.yaml")
	src = strings.Replace(src, "coins: [tails]", "coins: []", 1)
	src = src[:strings.Index(src, "actions:")] + "actions: []\n" // the board alone: Aipom, Confused, to attack
	doc := s.page(t, "/sandbox?era=sm&s="+scenarios.EncodeLink([]byte(src)))
	run := `[data-testid="next-run"][data-era="sm"] `
	if n := doc.Find(run + `[data-testid="pending-coins"]`).Length(); n != 0 {
		t.Errorf("a board with no coin says %d coins wait", n)
	}
	var heads string
	doc.Find(run + `[data-testid="set-coin-link"]`).Each(func(_ int, a *goquery.Selection) {
		if attrOf(a, "data-coin") == "heads" {
			heads = attrOf(a, "href")
		}
	})
	if heads == "" {
		t.Fatal("no link sets the next coin to heads")
	}

	doc = s.page(t, heads)
	if got := doc.Find(run + `[data-testid="pending-coins"]`).Text(); got != "heads" {
		t.Errorf("after setting heads the page says %q waits; want heads", got)
	}
	// The board states no checks: nothing says that they pass, or that they fail.
	if got := clean(doc.Find("main").Text()); strings.Contains(got, "every check passes") || strings.Contains(got, "some checks fail") {
		t.Errorf("a board without checks speaks of its checks: %q", clipText(got))
	}
	if got := linkedCoins(t, attrOf(doc.Find(run+`[data-testid="unset-coin"]`), "href")); got != "" {
		t.Errorf("taking the coin back leads to coins %q; want none", got)
	}
	// Under sm the Confusion coin comes first, then Tail Smash's own: set both.
	var again string
	doc.Find(run + `[data-testid="set-coin-link"]`).Each(func(_ int, a *goquery.Selection) {
		if attrOf(a, "data-coin") == "heads" {
			again = attrOf(a, "href")
		}
	})
	if got := linkedCoins(t, again); got != "heads,heads" {
		t.Fatalf("setting another heads scripts %q; want heads,heads", got)
	}
	doc = s.page(t, again)
	if got := doc.Find(run + `[data-testid="pending-coins"]`).Text(); got != "heads, heads" {
		t.Errorf("after setting two the page says %q wait; want heads, heads", got)
	}
	var attack string
	doc.Find(run + `[data-testid="next-action"]`).Each(func(_ int, a *goquery.Selection) {
		if attrOf(a, "data-file-line") == "{attack: Tail Smash}" {
			attack = attrOf(a, "href")
			// Both coins are set: what the attack does with them is known.
			if got, want := clean(a.Text()), "Tail Smash · 2 Colorless · flips 2 coins (set: heads, heads) · 30 damage to Tropius"; got != want {
				t.Errorf("the attack reads %q; want %q", got, want)
			}
		}
	})
	if attack == "" {
		t.Fatal("Tail Smash is not among the actions")
	}

	doc = s.page(t, attack)
	if n := doc.Find(run + `[data-testid="next-coin"]`).Length(); n != 0 {
		t.Errorf("the attack still stops for a coin (%d coin choices); want the coin set before it flipped", n)
	}
	var flipped []string
	doc.Find(`[data-testid="scenario-run"] [data-testid="coin"]`).Each(func(_ int, c *goquery.Selection) {
		flipped = append(flipped, attrOf(c, "data-coin")+":"+clean(c.Find(`[data-testid="coin-event"]`).Text()))
	})
	if len(flipped) != 2 || !strings.HasPrefix(flipped[0], "heads:flipped at event 1.") || !strings.HasPrefix(flipped[1], "heads:flipped at event 1.") {
		t.Errorf("the run's coins are %q; want two heads, both flipped by the attack", flipped)
	}
	if n := doc.Find(run + `[data-testid="pending-coins"]`).Length(); n != 0 {
		t.Errorf("after the attack flipped them, the coins still wait")
	}
}

// linkedCoins is the sm coins a sandbox link scripts, joined by commas.
func linkedCoins(t *testing.T, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	src, err := scenarios.DecodeLink(u.Query().Get("s"), 64<<10)
	if err != nil {
		t.Fatalf("the link %q: %v", link, err)
	}
	sc, err := scenarios.Parse("linked.yaml", src)
	if err != nil {
		t.Fatalf("the link carries a scenario that does not parse: %v", err)
	}
	return strings.Join(sc.Coins["sm"], ",")
}

// A scenario sent from the editor that no link can carry is still shown event by event at
// its last action, with no address that would fail.
func TestSandboxWalkOfAScenarioTooLongForALink(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	var noise strings.Builder
	for i := uint32(1); noise.Len() < 20000; i++ {
		i ^= i << 13
		i ^= i >> 17
		i ^= i << 5
		noise.WriteString(strconv.FormatUint(uint64(i), 36))
	}
	src := readFixture(t, "testdata/scenarios/burn-flip.yaml") + "# " + noise.String() + "\n"
	rec := s.postForm(src, "sm")
	if rec.Code != http.StatusOK {
		t.Fatalf("POST = %d\n%s", rec.Code, clipText(rec.Body.String()))
	}
	doc := docOf(t, rec.Body.String())
	if doc.Find("[data-testid=share-too-long]").Length() != 1 {
		t.Fatalf("the scenario fits a link; the test needs one that does not")
	}
	run := doc.Find(`[data-testid="scenario-run"]`)
	if run.Find(`[data-testid="current-event"]`).Length() != 1 {
		t.Errorf("no event shown")
	}
	run.Find("a").Each(func(_ int, a *goquery.Selection) {
		if href := attrOf(a, "href"); href == "" || strings.HasPrefix(href, "/sandbox?s=") {
			t.Errorf("the run links %q, an address no link can carry", clipText(href))
		}
	})
}
