package handlers

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"github.com/rulesd/rulesd/scenarios"
)

// Every shipped example, sent as a link to GET /api/scenarios/run, gets exactly the answer
// POST /api/scenarios/run gives the same file.
func TestRunLinkAgreesWithPost(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	files, err := fs.Glob(scenarios.Files(), "data/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no shipped examples: %v", err)
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			src, err := fs.ReadFile(scenarios.Files(), f)
			if err != nil {
				t.Fatal(err)
			}
			post := s.do(http.MethodPost, "/api/scenarios/run", "application/yaml", src, nil)
			get := s.get("/api/scenarios/run?s=" + scenarios.EncodeLink(src))
			if post.Code != 200 || get.Code != 200 {
				t.Fatalf("POST = %d, GET = %d; want 200 both\n%s\n%s", post.Code, get.Code, clipText(post.Body.String()), clipText(get.Body.String()))
			}
			if !bytes.Equal(get.Body.Bytes(), post.Body.Bytes()) {
				t.Errorf("GET ?s= and POST answer differently (%d and %d bytes)", get.Body.Len(), post.Body.Len())
			}
			var resp struct {
				Runs []map[string]json.RawMessage `json:"runs"`
			}
			if err := json.Unmarshal(get.Body.Bytes(), &resp); err != nil {
				t.Fatal(err)
			}
			for _, r := range resp.Runs {
				if n, ok := r["next"]; !ok || n[0] != '[' {
					t.Errorf("a run has no next list: %.40s", n)
				}
			}
		})
	}
}

func TestRunLinkErrors(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	good := readFixture(t, "testdata/sandbox/good.yaml")
	link := scenarios.EncodeLink([]byte(good))
	huge := scenarios.EncodeLink([]byte(good + "# " + strings.Repeat("x", 64<<10)))
	tests := []struct {
		name   string
		target string
		want   int
		text   string
	}{
		{"the link", "/api/scenarios/run?s=" + link, 200, `"sandbox-good"`},
		{"one era", "/api/scenarios/run?era=sm&s=" + link, 200, `"sm"`},
		{"no link", "/api/scenarios/run", 400, "give a scenario link"},
		{"unknown version", "/api/scenarios/run?s=v9." + link[3:], 400, `version \"v9\"`},
		{"broken base64", "/api/scenarios/run?s=" + link[:20] + "*" + link[21:], 400, "at character 21"},
		{"cut short", "/api/scenarios/run?s=" + link[:len(link)-8], 400, "cut short"},
		{"too long", "/api/scenarios/run?s=v1." + strings.Repeat("A", scenarios.MaxLinkLength), 400, "more than 8192"},
		{"over the size limit once decompressed", "/api/scenarios/run?s=" + huge, 400, "larger than 65536 bytes"},
		{"a bad scenario", "/api/scenarios/run?s=" + scenarios.EncodeLink([]byte(readFixture(t, "testdata/sandbox/bad.yaml"))), 400, "scenario.yaml:12:20:"},
		{"an era it does not name", "/api/scenarios/run?era=xy&s=" + link, 400, "not xy"},
		{"an unknown era", "/api/scenarios/run?era=bw&s=" + link, 400, "unknown era"},
		{"the sandbox, cut short", "/sandbox?s=" + link[:len(link)-8], 400, "cut short"},
		{"the file, cut short", "/sandbox/scenario.yaml?s=" + link[:len(link)-8], 400, "cut short"},
		{"the file of a bad scenario", "/sandbox/scenario.yaml?s=" + scenarios.EncodeLink([]byte("id: x\n")), 400, "missing key"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := s.get(tc.target)
			if rec.Code != tc.want {
				t.Fatalf("GET %.60s… = %d; want %d\n%s", tc.target, rec.Code, tc.want, clipText(rec.Body.String()))
			}
			if !strings.Contains(rec.Body.String(), tc.text) {
				t.Errorf("GET %.60s…: body lacks %q:\n%s", tc.target, tc.text, clipText(rec.Body.String()))
			}
		})
	}
}

func TestDownloadScenario(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	good := readFixture(t, "testdata/sandbox/good.yaml")
	rec := s.get("/sandbox/scenario.yaml?s=" + scenarios.EncodeLink([]byte(good)))
	if rec.Code != 200 {
		t.Fatalf("GET /sandbox/scenario.yaml = %d\n%s", rec.Code, clipText(rec.Body.String()))
	}
	if got := rec.Header().Get("Content-Disposition"); got != `attachment; filename="sandbox-good.yaml"` {
		t.Errorf("Content-Disposition = %q; want an attachment named sandbox-good.yaml", got)
	}
	if rec.Body.String() != good {
		t.Errorf("the file differs from the scenario the link carries")
	}
	if _, err := scenarios.Parse("download.yaml", rec.Body.Bytes()); err != nil {
		t.Errorf("the downloaded file does not parse: %v", err)
	}
}

// A shared link opens the sandbox with the scenario loaded and run, the links to share it,
// a preview that says the position and the outcome, and the actions that continue it.
func TestSharedSandbox(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	src, err := fs.ReadFile(scenarios.Files(), "data/boost-before-weakness.yaml")
	if err != nil {
		t.Fatal(err)
	}
	link := scenarios.EncodeLink(src)
	doc := s.page(t, "/sandbox?s="+link)
	if got := doc.Find("[data-testid=sandbox-source]").Text(); strings.TrimSpace(got) != strings.TrimSpace(string(src)) {
		t.Errorf("the editor holds %q…; want the linked scenario", clipText(got))
	}
	if n := doc.Find("[data-testid=sandbox-run]").Length(); n != 3 {
		t.Errorf("%d runs shown; want 3 (hgss, xy, sm)", n)
	}
	meta := func(prop string) string { return attrOf(doc.Find(`meta[property="`+prop+`"]`), "content") }
	if got, want := meta("og:title"), "hgss, xy, sm · Alice's Magmar vs Bob's Tropius · Alice plays PlusPower, then Alice's Magmar uses Magma Punch"; got != want {
		t.Errorf("og:title = %q; want %q", got, want)
	}
	if got, want := meta("og:description"), "Bob's Tropius has 60 damage (20 HP left); Bob to play, turn 6."; got != want {
		t.Errorf("og:description = %q; want %q", got, want)
	}
	if got := attrOf(doc.Find("[data-testid=share-link]"), "href"); got != "/sandbox?s="+link {
		t.Errorf("share link = %q; want the same link", got)
	}
	if got := attrOf(doc.Find("[data-testid=share-url]"), "value"); !strings.HasSuffix(got, "/sandbox?s="+link) {
		t.Errorf("the link to copy = %q; want the absolute link", got)
	}
	if got := attrOf(doc.Find("[data-testid=share-download]"), "href"); got != "/sandbox/scenario.yaml?s="+link {
		t.Errorf("download = %q", got)
	}
	// The example runs under every era: no other era to offer, and no side by side.
	if n := doc.Find("[data-testid=other-era-run]").Length(); n != 3 {
		t.Errorf("%d other-era links; want one per era (the example runs under all three at once)", n)
	}
	// Continue: each next action links to the scenario with it appended.
	actions := doc.Find("[data-testid=next-run][data-era=sm] [data-testid=next-action]")
	if actions.Length() == 0 {
		t.Fatal("no next actions under the sm run")
	}
	var endTurn string
	actions.Each(func(_ int, a *goquery.Selection) {
		if clean(a.Text()) == "End the turn" {
			endTurn = attrOf(a, "href")
		}
	})
	if endTurn == "" {
		t.Fatalf("no End the turn among the next actions")
	}
	u, err := url.Parse(endTurn)
	if err != nil {
		t.Fatal(err)
	}
	more, err := scenarios.DecodeLink(u.Query().Get("s"), 64<<10)
	if err != nil {
		t.Fatalf("the End the turn link: %v", err)
	}
	sc, err := scenarios.Parse("more.yaml", more)
	if err != nil {
		t.Fatalf("the End the turn link carries a scenario that does not parse: %v", err)
	}
	if n := len(sc.Actions); n != 3 || sc.Actions[n-1].Verb != "end-turn" {
		t.Errorf("the End the turn link carries %d actions, the last %+v; want 3, the last end-turn", n, sc.Actions[n-1])
	}
	// Following it plays the action; undo comes back to a scenario without it.
	doc = s.page(t, endTurn)
	undo := attrOf(doc.Find("[data-testid=next-run][data-era=sm] [data-testid=undo]"), "href")
	u, _ = url.Parse(undo)
	back, err := scenarios.DecodeLink(u.Query().Get("s"), 64<<10)
	if err != nil {
		t.Fatalf("undo link: %v", err)
	}
	if strings.Contains(string(back), "end-turn") {
		t.Errorf("undo still carries the appended action:\n%s", back)
	}
}

// A link preview says the era, the position, what was done and how it ended.
func TestSharedSandboxPreview(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	tests := []struct {
		name, file, era string
		title, desc     string
	}{
		{"a Knock Out that wins", "last-prize-wins", "sm",
			"sm · Alice's Magmar vs Bob's Kricketot · Alice's Magmar uses Magma Punch",
			"Kricketot is Knocked Out (80 damage, 50 HP); Alice wins: took their last Prize card."},
		{"a refused action", "retreat-asleep-refused", "sm",
			"sm · Alice's Magmar vs Bob's Tropius · Alice retreats Magmar, discarding Fire Energy, and brings up Vulpix — refused",
			"refused: an Asleep or Paralyzed Pokémon cannot retreat (rule sm/retreat#7); Alice to play, turn 5."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src, err := fs.ReadFile(scenarios.Files(), "data/"+tt.file+".yaml")
			if err != nil {
				t.Fatal(err)
			}
			doc := s.page(t, "/sandbox?era="+tt.era+"&s="+scenarios.EncodeLink(src))
			meta := func(prop string) string { return attrOf(doc.Find(`meta[property="`+prop+`"]`), "content") }
			if got := meta("og:title"); got != tt.title {
				t.Errorf("og:title = %q; want %q", got, tt.title)
			}
			if got := meta("og:description"); got != tt.desc {
				t.Errorf("og:description = %q; want %q", got, tt.desc)
			}
		})
	}
}

// The sandbox form's run offers the same share links and continuations as a link.
func TestSandboxFormShares(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	good := readFixture(t, "testdata/sandbox/good.yaml")
	rec := s.postForm(good, "")
	if rec.Code != 200 {
		t.Fatalf("POST /sandbox = %d\n%s", rec.Code, clipText(rec.Body.String()))
	}
	doc := docOf(t, rec.Body.String())
	if got, want := attrOf(doc.Find("[data-testid=share-link]"), "href"), "/sandbox?s="+scenarios.EncodeLink([]byte(good)); got != want {
		t.Errorf("share link = %q; want %q", got, want)
	}
	if doc.Find("[data-testid=next-action]").Length() == 0 {
		t.Errorf("no next actions after a run from the form")
	}
}

// Under a run, the actions the rules refuse now are listed with the rule that refuses them.
func TestSharedSandboxShowsRefusals(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	src, err := fs.ReadFile(scenarios.Files(), "data/retreat-asleep-refused.yaml")
	if err != nil {
		t.Fatal(err)
	}
	doc := s.page(t, "/sandbox?era=sm&s="+scenarios.EncodeLink(src))
	var found bool
	doc.Find("[data-testid=next-run][data-era=sm] [data-testid=blocked-action]").Each(func(_ int, li *goquery.Selection) {
		if strings.HasPrefix(li.Text(), "Retreat, bringing up Vulpix") {
			found = true
			if !strings.Contains(li.Text(), "Asleep or Paralyzed") {
				t.Errorf("the refused retreat says %q; want the reason", li.Text())
			}
			if got := attrOf(li.Find("[data-testid=blocked-rule]"), "href"); got != "/rules/sm/retreat#retreat-7" {
				t.Errorf("the refused retreat links %q; want /rules/sm/retreat#retreat-7", got)
			}
		}
	})
	if !found {
		t.Errorf("the retreat of the Asleep Magmar is not listed as refused")
	}
}

// A run that needs a coin no one scripted offers heads and tails; each goes on with that
// coin added to the scenario.
func TestSharedSandboxAsksForACoin(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	src := strings.Replace(readFixture(t, "testdata/scenarios/confused-attack.yaml"), "coins: [tails]", "coins: []", 1)
	doc := s.page(t, "/sandbox?era=hgss&s="+scenarios.EncodeLink([]byte(src)))
	coins := doc.Find("[data-testid=next-run][data-era=hgss] [data-testid=next-coin]")
	if coins.Length() != 2 {
		t.Fatalf("%d coin links; want heads and tails", coins.Length())
	}
	if n := doc.Find("[data-testid=next-run][data-era=hgss] [data-testid=next-action]").Length(); n != 0 {
		t.Errorf("%d next actions while the run waits for a coin; want none", n)
	}
	u, err := url.Parse(attrOf(coins.First(), "href"))
	if err != nil {
		t.Fatal(err)
	}
	more, err := scenarios.DecodeLink(u.Query().Get("s"), 64<<10)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.Parse("more.yaml", more)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(sc.Coins["hgss"], ","); got != "heads" {
		t.Errorf("the heads link scripts coins %q; want heads", got)
	}
	s.page(t, u.String())
}

// BenchmarkSharedSandbox is one visitor opening a shared link: decode, parse, run under
// three eras, render the page with its next actions and share links.
func BenchmarkSharedSandbox(b *testing.B) {
	s := newScenarioServer(b, scenarios.Limits{})
	src, err := fs.ReadFile(scenarios.Files(), "data/boost-before-weakness.yaml")
	if err != nil {
		b.Fatal(err)
	}
	target := "/sandbox?s=" + scenarios.EncodeLink(src)
	for b.Loop() {
		if rec := s.get(target); rec.Code != 200 {
			b.Fatalf("GET = %d", rec.Code)
		}
	}
}
