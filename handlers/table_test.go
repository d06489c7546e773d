package handlers

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"

	"github.com/rulesd/rulesd/scenarios"
)

// tableBoard is the builder's GET form for Alice's Tauros-GX with 50 damage and two Fire
// Energy against Bob's Lapras-GX with 40 damage, under sm, as the form sends it.
func tableBoard() string {
	q := url.Values{"go": {"1"}, "era": {"sm"}, "turn": {"3"}, "current": {"alice"},
		"alice.active.card": {"sm1-100"}, "alice.active.damage": {"50"}, "alice.active.energy": {"Fire, Fire"},
		"alice.prizes": {"6"}, "alice.deck": {"10"}, "alice.hand": {"0"}, "alice.discard": {"0"},
		"bob.active.card": {"sm1-35"}, "bob.active.damage": {"40"},
		"bob.prizes": {"6"}, "bob.deck": {"10"}, "bob.hand": {"0"}, "bob.discard": {"0"}}
	return "/sandbox?" + q.Encode()
}

// build sends the builder's form and opens the board it makes.
func (s *scnServer) build(t *testing.T, form string) (*goquery.Document, string) {
	t.Helper()
	rec := s.get(form)
	if rec.Code != http.StatusSeeOther {
		t.Fatalf("GET %s = %d; want 303 to the board\n%s", form, rec.Code, clipText(rec.Body.String()))
	}
	loc := rec.Header().Get("Location")
	rec = s.get(loc)
	if rec.Code != http.StatusOK {
		t.Fatalf("GET %s = %d; want 200\n%s", loc, rec.Code, clipText(rec.Body.String()))
	}
	return docOf(t, rec.Body.String()), rec.Body.String()
}

// actionNamed is the next action the scenario file writes as file.
func actionNamed(doc *goquery.Document, file string) *goquery.Selection {
	return doc.Find(`[data-testid="next-action"]`).FilterFunction(func(_ int, a *goquery.Selection) bool {
		return attrOf(a, "data-file-line") == file
	})
}

// After "Play from this board" the page is the table: the matchup, the board, and beside it
// each action with its cost and what it would do; the scenario file is folded away, and no
// check is said to pass where there are none.
func TestTableAfterBuilding(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	doc, body := s.build(t, tableBoard())
	if got := clean(doc.Find(`[data-testid="table-title"]`).Text()); got != "Tauros-GX vs Lapras-GX" {
		t.Errorf("the page is titled %q; want the matchup", got)
	}
	if got := clean(doc.Find(`[data-testid="table-status"]`).Text()); got != "Sun & Moon · 4 actions allowed now" {
		t.Errorf("the page's first line is %q; want the era and the actions, not the builder's title again", got)
	}
	order := []string{`data-testid="table-title"`, `data-testid="board"`, `data-testid="next"`, `data-testid="share"`, `data-testid="edit-file"`}
	for i := 1; i < len(order); i++ {
		if a, b := strings.Index(body, order[i-1]), strings.Index(body, order[i]); a < 0 || b < 0 || a > b {
			t.Errorf("%s comes at %d, %s at %d; want the first before the second", order[i-1], a, order[i], b)
		}
	}
	if editor := doc.Find(`details[data-testid="edit-file"]`); editor.Length() != 1 || editor.Is("[open]") || editor.Find(`[data-testid="sandbox-source"]`).Length() != 1 {
		t.Errorf("the scenario file is not one click away, folded")
	}
	text := clean(doc.Find("main").Text())
	for _, not := range []string{"every check passes", "some checks fail", "{attack:"} {
		if strings.Contains(text, not) {
			t.Errorf("the table says %q", not)
		}
	}
	// On a phone the actions come under the board: a link at the top leads there.
	if to := doc.Find(`[data-testid="to-actions"]`); clean(to.Text()) != "4 actions allowed now" || attrOf(to, "href") != "#next" || doc.Find(`#next [data-testid="next-action"]`).Length() != 4 {
		t.Errorf("the link to the actions reads %q, to %q; want the 4 actions, at #next", clean(to.Text()), attrOf(to, "href"))
	}
	if n := doc.Find(`[data-testid="outcome"], [data-testid="history"]`).Length(); n != 0 {
		t.Errorf("before any action the page shows %d outcomes or histories; want none", n)
	}
	tests := []struct{ file, want string }{
		{"{attack: Rage}", "Rage · 2 Colorless · 70 damage to Lapras-GX"},
		{"{attack: Horn Attack}", "Horn Attack · 2 Colorless · 60 damage to Lapras-GX"},
		{"{attack: Mad Bull-GX}", "Mad Bull-GX · 2 Colorless · 150 damage to Lapras-GX, Knocks it Out · Alice takes 2 Prize cards · Alice wins"},
		{"{end-turn: true}", "End the turn"},
	}
	for _, tt := range tests {
		a := actionNamed(doc, tt.file)
		if got := clean(a.Text()); got != tt.want {
			t.Errorf("%s reads %q; want %q", tt.file, got, tt.want)
		}
	}

	// Following Mad Bull-GX: the outcome first, the run at the attack's last event.
	doc = s.page(t, attrOf(actionNamed(doc, "{attack: Mad Bull-GX}"), "href"))
	want := "Lapras-GX takes 150 damage and is Knocked Out · Alice takes 2 Prize cards (4 left) · Alice wins: left Bob with no Pokémon to replace the Active Pokémon."
	if got := clean(doc.Find(`[data-testid="outcome"]`).Text()); got != want {
		t.Errorf("the outcome reads %q; want %q", got, want)
	}
	run := doc.Find(`[data-testid="scenario-run"]`)
	if got := clean(run.Find(`[data-testid="current-event"] [data-testid="event-text"]`).Text()); !strings.HasPrefix(got, "Alice wins") {
		t.Errorf("the run opens on %q; want the attack's last event, the win", got)
	}
	if got := clean(run.Find(`[data-testid="step-action"]`).Text()); !strings.HasSuffix(got, "Alice's Tauros-GX uses Mad Bull-GX; Alice takes 2 Prize cards") {
		t.Errorf("the step is titled %q; want the two Prize cards said once", got)
	}
	if n := doc.Find(`[data-testid="table"] [data-testid="side"][data-player="alice"] [data-testid="gx-used"]`).Length(); n != 1 {
		t.Errorf("the board shows Alice's GX attack used %d times; want once", n)
	}
}

// Refused actions stay listed with the rule that refuses them, linked to its paragraph; the
// board says what was done this turn.
func TestTableRefusedAndDone(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	form := strings.Replace(tableBoard(), "alice.active.energy=Fire%2C+Fire", "alice.active.energy=Fire", 1) + "&done=energy_attached&done=supporter_played"
	doc, _ := s.build(t, form)
	if got := clean(doc.Find(`[data-testid="table"] [data-testid="turn-done"]`).Text()); got != "This turn: Energy attached, Supporter played." {
		t.Errorf("the board says %q; want what was done this turn", got)
	}
	if n := doc.Find(`[data-testid="next-action"][data-file-line^="{attack:"]`).Length(); n != 0 {
		t.Errorf("%d attacks offered with one Energy for costs of two", n)
	}
	refused := map[string]string{}
	doc.Find(`[data-testid="blocked-action"]`).Each(func(_ int, li *goquery.Selection) {
		refused[clean(li.Find(".blocked-what").Text())] = attrOf(li.Find(`[data-testid="blocked-rule"]`), "href")
	})
	for _, attack := range []string{"Attack with Rage", "Attack with Horn Attack", "Attack with Mad Bull-GX"} {
		href, ok := refused[attack]
		if !ok {
			t.Errorf("%s is not listed as refused (refused: %v)", attack, refused)
			continue
		}
		if !strings.HasPrefix(href, "/rules/sm/") || !strings.Contains(href, "#") {
			t.Errorf("%s links the rule %q; want a paragraph of an sm rule", attack, href)
		}
	}
}

func TestCostText(t *testing.T) {
	tests := []struct {
		cost []string
		want string
	}{
		{nil, ""},
		{[]string{}, "no Energy"},
		{[]string{"Colorless"}, "Colorless"},
		{[]string{"Colorless", "Colorless"}, "2 Colorless"},
		{[]string{"Fire", "Colorless"}, "Fire + Colorless"},
		{[]string{"Water", "Water", "Colorless"}, "2 Water + Colorless"},
	}
	for _, tt := range tests {
		if got := costText(tt.cost); got != tt.want {
			t.Errorf("costText(%q) = %q; want %q", tt.cost, got, tt.want)
		}
	}
}

// What a step did reads as a player says it: before (a preview) and after (the outcome).
func TestOutcomeWords(t *testing.T) {
	lapras := scenarios.Named{Player: "bob", Name: "Lapras-GX"}
	aipom := scenarios.Named{Player: "alice", Name: "Aipom"}
	tests := []struct {
		name          string
		o             scenarios.Outcome
		before, after string
	}{
		{"nothing", scenarios.Outcome{}, "no damage", ""},
		{"damage with Weakness", scenarios.Outcome{Hits: []scenarios.Hit{{Named: lapras, Damage: 60, Weakness: true}}},
			"60 damage to Lapras-GX (Weakness applied)", "Lapras-GX takes 60 damage (Weakness applied)"},
		{"damage to itself", scenarios.Outcome{Hits: []scenarios.Hit{{Named: aipom, Damage: 30}}},
			"30 damage to your own Aipom", "Aipom takes 30 damage"},
		{"counters", scenarios.Outcome{Hits: []scenarios.Hit{{Named: lapras, Damage: 30, Counters: true}}},
			"3 damage counters on Lapras-GX", "Lapras-GX gets 3 damage counters"},
		{"a Knock Out", scenarios.Outcome{Hits: []scenarios.Hit{{Named: lapras, Damage: 150}}, KnockOuts: []scenarios.Named{lapras},
			Prizes: []scenarios.Prizes{{Player: "alice", N: 2, Left: 4}}, Result: "alice", ResultReason: "took their last Prize card"},
			"150 damage to Lapras-GX, Knocks it Out · Alice takes 2 Prize cards · Alice wins",
			"Lapras-GX takes 150 damage and is Knocked Out · Alice takes 2 Prize cards (4 left) · Alice wins: took their last Prize card"},
		{"a Knock Out without damage", scenarios.Outcome{KnockOuts: []scenarios.Named{lapras}, Prizes: []scenarios.Prizes{{Player: "alice", N: 1, Left: 5}}},
			"Knocks Out Lapras-GX · Alice takes a Prize card", "Lapras-GX is Knocked Out · Alice takes a Prize card (5 left)"},
		{"a Special Condition", scenarios.Outcome{Conditions: []scenarios.Condition{{Named: lapras, Condition: "Paralyzed"}}},
			"Lapras-GX is Paralyzed", "Lapras-GX is Paralyzed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := outcomeWords(tt.o, "alice", true); got != tt.before {
				t.Errorf("before: %q; want %q", got, tt.before)
			}
			if got := outcomeWords(tt.o, "alice", false); got != tt.after {
				t.Errorf("after: %q; want %q", got, tt.after)
			}
		})
	}
}

// A run of several eras: the table shows the first era's board and continues each era.
func TestTableSeveralEras(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	rec := s.get(tableBoard())
	u, err := url.Parse(rec.Header().Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := scenarios.DecodeLink(u.Query().Get("s"), 64<<10)
	if err != nil {
		t.Fatal(err)
	}
	both := strings.Replace(string(src), "eras: [sm]", "eras: [xy, sm]", 1)
	both = strings.Replace(both, "title: Alice's Tauros-GX vs Bob's Lapras-GX", "title: Mad Bull-GX against a Water GX", 1)
	doc := s.page(t, "/sandbox?s="+scenarios.EncodeLink([]byte(both)))
	if got := clean(doc.Find(`[data-testid="table-status"]`).Text()); !strings.HasPrefix(got, "Mad Bull-GX against a Water GX · XY") {
		t.Errorf("the page's first line is %q; want the scenario's own title, then the era shown", got)
	}
	if n := doc.Find(`[data-testid="next-run"]`).Length(); n != 2 {
		t.Errorf("%d runs continued; want xy and sm", n)
	}
	if n := doc.Find(`[data-testid="sandbox-run"]`).Length(); n != 2 {
		t.Errorf("%d eras named; want 2", n)
	}
}

// Previews spend at most their share of the request's budget: past it the attacks are
// listed all the same, without saying what they would do.
func TestPreviewsWithinTheirShare(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{MaxDuration: 300 * time.Millisecond})
	sp := s.site.scen
	u, err := url.Parse(s.get(tableBoard()).Header().Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := scenarios.DecodeLink(u.Query().Get("s"), 64<<10)
	if err != nil {
		t.Fatal(err)
	}
	b := testBudget(t, sp)
	sc, results, err := sp.runSent(b, src, "")
	if err != nil {
		t.Fatal(err)
	}
	count := func(pvs []map[scenarios.FileAction]scenarios.Preview) int {
		n := 0
		for _, m := range pvs {
			n += len(m)
		}
		return n
	}
	if n := count(sp.previews(b, sc, results)); n != 3 {
		t.Fatalf("%d previews with the budget fresh; want the 3 attacks", n)
	}
	for b.spent() <= sp.limits.MaxDuration/previewShare {
		// the request has worked for half its budget
	}
	pvs := sp.previews(b, sc, results)
	if n := count(pvs); n != 0 {
		t.Errorf("%d previews past their share of the budget; want none", n)
	}
	nv, err := sp.nextViews(b, newSentLinks(src, ""), results, pvs)
	if err != nil {
		t.Fatal(err)
	}
	if len(nv) != 1 || len(nv[0].Attacks) != 3 {
		t.Fatalf("next views %+v; want the 3 attacks listed", nv)
	}
	for _, a := range nv[0].Attacks {
		if a.Preview != "" || a.Cost != "" || a.URL == "" {
			t.Errorf("%s: cost %q, preview %q, link %q; want a link that says nothing it has not played", a.Title, a.Cost, a.Preview, a.URL)
		}
	}
}
