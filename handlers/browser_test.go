package handlers

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/scenarios"
)

// The browser tests drive Debian's Chromium against the real handlers: a person stepping
// through a worked example with the mouse, the arrow keys and with JavaScript off, switching
// era, reading a rule's preview, using the sandbox, and on a phone's screen.

const (
	chromiumPath = "/usr/bin/chromium"
	// tabTimeout bounds each browser test. A test takes a few seconds on a quiet machine; the
	// bound leaves room for CI running the engine's tests on the same cores, where a builder
	// test once took over 20 seconds.
	tabTimeout = 60 * time.Second
)

// findChromium returns Chromium's path, or skips the test saying how to install it. With
// RULESD_REQUIRE_BROWSER=1 (CI) a missing browser fails instead.
func findChromium(t *testing.T) string {
	t.Helper()
	path := chromiumPath
	if _, err := os.Stat(path); err != nil {
		if p, err := exec.LookPath("chromium"); err == nil {
			path = p
		} else {
			path = ""
		}
	}
	if path != "" {
		return path
	}
	msg := "Chromium is not installed: install it with `apt-get install -y chromium` to run the browser tests"
	if os.Getenv("RULESD_REQUIRE_BROWSER") == "1" {
		t.Fatal(msg + " (RULESD_REQUIRE_BROWSER=1)")
	}
	t.Skip(msg)
	return ""
}

// browser is one Chromium for the whole suite and the site it visits.
type browser struct {
	ctx  context.Context // a chromedp context whose browser is running
	base string          // the test server's URL
}

// newBrowserServer is the site the browser visits: the embedded corpus with its search index,
// and the fixture worked examples.
func newBrowserServer(t *testing.T) *echo.Echo {
	t.Helper()
	corpus, cards, set := fixtureSite(t)
	ix, err := index.Build(slog.New(slog.DiscardHandler), corpus, nil)
	if err != nil {
		t.Fatalf("index.Build: %v", err)
	}
	t.Cleanup(func() { _ = ix.Close() })
	e := echo.New()
	Register(e, Deps{Corpus: corpus, Searcher: ix, Rulebooks: loadRulebooks(t), Scenarios: set, Cards: cards})
	return e
}

func startBrowser(t *testing.T) *browser {
	t.Helper()
	// A quick run (-short) leaves the browser out, unless CI requires it.
	if testing.Short() && os.Getenv("RULESD_REQUIRE_BROWSER") != "1" {
		t.Skip("browser tests are not run with -short")
	}
	path := findChromium(t)
	srv := httptest.NewServer(newBrowserServer(t))
	t.Cleanup(srv.Close)

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	// The protocol's newer events that this client does not know are not the test's concern.
	ctx, cancel := chromedp.NewContext(allocCtx, chromedp.WithErrorf(func(string, ...any) {}))
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil { // starts the browser, with no timeout of its own
		t.Fatalf("start Chromium (%s): %v", path, err)
	}
	return &browser{ctx: ctx, base: srv.URL}
}

// tab is one browser tab for one test, bounded by tabTimeout. When the test fails, a
// screenshot of the page is kept and its path logged.
type tab struct {
	t    *testing.T
	ctx  context.Context
	base string
}

func (b *browser) tab(t *testing.T) *tab {
	t.Helper()
	tabCtx, cancelTab := chromedp.NewContext(b.ctx)
	t.Cleanup(cancelTab)
	if err := chromedp.Do(tabCtx); err != nil {
		t.Fatalf("open a tab: %v", err)
	}
	// Every page of the tab records its uncaught script errors and what the
	// Content-Security-Policy blocked, so a broken app.js or an inline style fails the test
	// that loaded it. The console's security messages are kept too, for pages loaded with
	// JavaScript off.
	if _, err := chromedp.Call(tabCtx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: `window.rulesdErrors = []; addEventListener("error", function (e) { window.rulesdErrors.push(e.message); });
window.rulesdCSP = []; document.addEventListener("securitypolicyviolation", function (e) {
  window.rulesdCSP.push(e.violatedDirective + " blocked " + (e.blockedURI || "inline") + " at " + e.sourceFile + ":" + e.lineNumber);
});`,
	}); err != nil {
		t.Fatalf("watch for script errors: %v", err)
	}
	var mu sync.Mutex
	var consoleCSP []string
	if err := chromedp.Listen(tabCtx, func(ev any) {
		if e, ok := ev.(*cdplog.EventEntryAdded); ok && strings.Contains(e.Entry.Text, "Content Security Policy") {
			mu.Lock()
			consoleCSP = append(consoleCSP, e.Entry.Text)
			mu.Unlock()
		}
	}); err != nil {
		t.Fatalf("listen to the console: %v", err)
	}
	ctx, cancel := context.WithTimeout(tabCtx, tabTimeout)
	t.Cleanup(func() {
		cancel()
		checkCtx, cancelCheck := context.WithTimeout(tabCtx, 5*time.Second)
		defer cancelCheck()
		if errs, err := chromedp.Run(checkCtx, chromedp.Evaluate[[]string](`window.rulesdErrors || []`)); err == nil && len(errs) > 0 {
			t.Errorf("script errors on the page: %q", errs)
		}
		if v, err := chromedp.Run(checkCtx, chromedp.Evaluate[[]string](`window.rulesdCSP || []`)); err == nil && len(v) > 0 {
			t.Errorf("the Content-Security-Policy blocked: %q", v)
		}
		mu.Lock()
		if len(consoleCSP) > 0 {
			t.Errorf("the console reports %d Content-Security-Policy violations, the first: %q", len(consoleCSP), consoleCSP[0])
		}
		mu.Unlock()
		if t.Failed() {
			keepScreenshot(t, tabCtx)
		}
	})
	return &tab{t: t, ctx: ctx, base: b.base}
}

// keepScreenshot saves the page as it is, where a failed run can be looked at: the test's
// artifact directory under go test -artifacts, else a directory that is not removed.
func keepScreenshot(t *testing.T, tabCtx context.Context) {
	ctx, cancel := context.WithTimeout(tabCtx, 5*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(90))
	if err != nil {
		t.Logf("no screenshot: %v", err)
		return
	}
	dir := ""
	if f := flag.Lookup("test.artifacts"); f != nil && f.Value.String() == "true" {
		dir = t.ArtifactDir()
	} else if dir, err = os.MkdirTemp("", "rulesd-browser-"); err != nil {
		t.Logf("no screenshot: %v", err)
		return
	}
	name := filepath.Join(dir, strings.NewReplacer("/", "_", " ", "_").Replace(t.Name())+".jpg")
	if err := os.WriteFile(name, png, 0o644); err != nil {
		t.Logf("no screenshot: %v", err)
		return
	}
	t.Logf("screenshot of the failed page: %s", name)
}

func (b *tab) do(what string, steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, steps...); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

func (b *tab) eval(expr string) string {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](expr))
	if err != nil {
		b.t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// evalWhileLoading evaluates expr on a page that may still be navigating: an error (the
// document went away under the evaluation) reads as "", for a caller that polls.
func (b *tab) evalWhileLoading(expr string) string {
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](expr))
	if err != nil {
		return ""
	}
	return v
}

func (b *tab) attr(sel, name string) string {
	b.t.Helper()
	r, err := chromedp.Run(b.ctx, chromedp.AttributeValue(chromedp.CSS(sel), name))
	if err != nil {
		b.t.Fatalf("attribute %s of %s: %v", name, sel, err)
	}
	return r.Value
}

func (b *tab) location() string {
	b.t.Helper()
	loc, err := chromedp.Run(b.ctx, chromedp.Location())
	if err != nil {
		b.t.Fatalf("location: %v", err)
	}
	return strings.TrimPrefix(loc, b.base)
}

// waitStep waits until the run area shows step n.
func (b *tab) waitStep(n int) {
	b.t.Helper()
	b.do(fmt.Sprintf("wait for step %d", n), chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`#scenario-run[data-step="%d"]`, n))))
}

// waitAt waits until the run area shows event e of step n (0: a step without events).
func (b *tab) waitAt(n, e int) {
	b.t.Helper()
	b.do(fmt.Sprintf("wait for event %d.%d", n, e), chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`#scenario-run[data-step="%d"][data-event="%d"]`, n, e))))
}

// at is the step and event the run area shows, "2.3".
func (b *tab) at() string {
	b.t.Helper()
	return b.eval(`(function(r){ return r.dataset.step + "." + r.dataset.event })(document.getElementById("scenario-run"))`)
}

// shippedSite serves the shipped worked examples with the embedded content and a real index:
// the site as visitors get it.
func shippedSite(t *testing.T) string {
	t.Helper()
	corpus, err := realCorpus()
	if err != nil {
		t.Fatalf("content.LoadEmbedded: %v", err)
	}
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		t.Fatalf("scenarios.LoadEmbedded: %v", err)
	}
	cards, err := fixtureCards()
	if err != nil {
		t.Fatalf("content.LoadEmbeddedCatalog: %v", err)
	}
	ix, err := index.Build(slog.New(slog.DiscardHandler), corpus, nil)
	if err != nil {
		t.Fatalf("index.Build: %v", err)
	}
	t.Cleanup(func() { _ = ix.Close() })
	e := echo.New()
	Register(e, Deps{Log: slog.New(slog.DiscardHandler), Corpus: corpus, Searcher: ix, Scenarios: set, Cards: cards})
	srv := httptest.NewServer(e)
	t.Cleanup(srv.Close)
	return srv.URL
}

// phonePages are the pages the 390 px test opens: the home page, search, the lists, the
// sandbox, every topic's eras compared, and every shipped worked example under each era at its
// middle event and its eras side by side.
func phonePages(t *testing.T, base string) []string {
	t.Helper()
	pages := []string{"/", "/search?q=burned", "/search?q=damage+order&era=sm", "/scenarios", "/sandbox", "/sandbox?from=poison-and-burn-exact-ko"}
	corpus, err := realCorpus()
	if err != nil {
		t.Fatal(err)
	}
	for _, tp := range corpus.Topics {
		if len(corpus.RulesForTopic(tp.ID)) > 1 {
			pages = append(pages, "/compare/"+tp.ID)
		}
	}
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range set.All() {
		for _, era := range sc.Eras {
			res, err := http.Get(base + "/api/scenarios/" + sc.ID + "?era=" + era)
			if err != nil {
				t.Fatal(err)
			}
			var run ScenarioRunResponse
			err = json.NewDecoder(res.Body).Decode(&run)
			res.Body.Close()
			if err != nil {
				t.Fatalf("%s (%s): %v", sc.ID, era, err)
			}
			if run.Run == nil {
				t.Fatalf("GET /api/scenarios/%s?era=%s: status %d, no run", sc.ID, era, res.StatusCode)
			}
			var urls []string
			for _, st := range run.Run.Steps {
				for _, e := range st.Events {
					if len(urls) == 0 || urls[len(urls)-1] != e.URL {
						urls = append(urls, e.URL)
					}
				}
			}
			if len(urls) == 0 {
				urls = append(urls, scenarioURL(sc.ID, era, 0, nil))
			}
			pages = append(pages, urls[len(urls)/2])
		}
		if len(sc.Eras) > 1 {
			pages = append(pages, compareEventURL(sc.ID, sc.Eras, 1, 3))
		}
	}
	return pages
}

func TestBrowser(t *testing.T) {
	b := startBrowser(t)

	t.Run("Next walks every event in place", func(t *testing.T) {
		p := b.tab(t)
		p.do("open", chromedp.Navigate(p.base+"/scenarios/weakness-then-pass?era=sm&step=0"))
		p.waitAt(0, 0)
		// Clicks go to htmx only once it has set the page up.
		p.do("wait for htmx", chromedp.Poll[chromedp.Void](`typeof htmx !== "undefined" && document.readyState === "complete"`))
		// A mark on the window survives an htmx swap but not a page load.
		p.eval(`window.rulesdMark = "same page"; "ok"`)
		var walked []string
		for i := 0; i < 30; i++ {
			// htmx requests the link's address; its href adds #at, where a page load opens.
			next := p.eval(`(document.querySelector('[data-testid="step-next"]') || {}).getAttribute ? document.querySelector('[data-testid="step-next"]').getAttribute("hx-get") : ""`)
			if next == "" {
				break
			}
			if href := p.attr(`[data-testid="step-next"]`, "href"); href != next+"#at" {
				t.Errorf("Next's href is %q; want %q", href, next+"#at")
			}
			before := p.at()
			p.do("click Next", chromedp.Click(chromedp.CSS(`[data-testid="step-next"]`)))
			p.do("wait for the swap", chromedp.Poll[chromedp.Void](`document.getElementById("scenario-run").dataset.step + "." + document.getElementById("scenario-run").dataset.event !== "`+before+`"`))
			// htmx sets up the new links as the swap settles; a click before that is a plain
			// page load.
			p.do("wait for htmx to settle", chromedp.Poll[chromedp.Void](`!document.querySelector(".htmx-request, .htmx-swapping, .htmx-settling, .htmx-added")`))
			walked = append(walked, p.at())
			if got := p.location(); got != next {
				t.Errorf("after Next the address is %q; want %q", got, next)
			}
			if got := p.eval(`String(document.querySelectorAll('[data-testid="current-event"]').length)`); got != "1" {
				t.Errorf("at %s, %s events are marked current; want 1", p.at(), got)
			}
		}
		// Step 2 ends the turn: the turn's end, then the next turn's start with its draw.
		want := []string{"1.1", "1.2", "1.3", "1.4", "2.1", "2.2"}
		if !slices.Equal(walked, want) {
			t.Errorf("Next walked %q; want %q", walked, want)
		}
		if got := p.eval(`String(window.rulesdMark)`); got != "same page" {
			t.Errorf("stepping reloaded the page (mark = %q); want htmx to swap the run", got)
		}
		p.do("go back", chromedp.NavigateBack())
		p.waitAt(2, 1)
	})

	t.Run("arrow keys, Home and End", func(t *testing.T) {
		p := b.tab(t)
		p.do("open", chromedp.Navigate(p.base+"/scenarios/first-turn?era=sm&step=0"))
		p.waitAt(0, 0)
		p.do("press →", chromedp.KeyEvent(kb.ArrowRight))
		p.waitAt(1, 0) // the refused attack: a step without events
		if got := p.eval(`document.querySelector('[data-testid="refusal"]') ? "refused" : "none"`); got != "refused" {
			t.Errorf("step 1 under sm shows %s; want the refused attack", got)
		}
		p.do("press →", chromedp.KeyEvent(kb.ArrowRight))
		p.waitAt(2, 1)
		p.do("press End", chromedp.KeyEvent(kb.End))
		p.waitAt(2, 4)
		p.do("press → at the end", chromedp.KeyEvent(kb.ArrowRight), chromedp.Sleep(300*time.Millisecond))
		p.waitAt(2, 4)
		p.do("press ←", chromedp.KeyEvent(kb.ArrowLeft))
		p.waitAt(2, 3)
		if got := p.location(); got != "/scenarios/first-turn?era=sm&step=2&event=3" {
			t.Errorf("after ← the address is %q", got)
		}
		p.do("press Home", chromedp.KeyEvent(kb.Home))
		p.waitAt(0, 0)
	})

	t.Run("board and rule at an event", func(t *testing.T) {
		p := b.tab(t)
		p.do("open", chromedp.Navigate(p.base+"/scenarios/weakness-then-pass?era=sm&step=1&event=2"))
		p.waitAt(1, 2)
		if got := p.attr(`[data-testid="current-event"]`, "data-kind"); got != "damage" {
			t.Fatalf("event 1.2 is %q; want the damage", got)
		}
		bob := `[data-testid="side"][data-player="bob"] [data-testid="active"]`
		if got := p.attr(bob, "data-damage"); got != "20" {
			t.Errorf("Bob's Active Pokémon has damage %q; want 20", got)
		}
		if got := p.eval(`document.querySelector('` + bob + ` [data-testid="hp"]').textContent`); got != "40/60 HP" {
			t.Errorf("Bob's Active Pokémon shows %q; want 40/60 HP", got)
		}
		// Energy attached does not look like a type badge: square tokens, round badges.
		if got := p.eval(`[".card .type", ".card .energy .en"].map(s => getComputedStyle(document.querySelector(s)).borderRadius).join(" ")`); got != "999px 3px" {
			t.Errorf("type badge and Energy chip corners = %q; want 999px (round) and 3px (square)", got)
		}
		if got := p.eval(`Array.from(document.querySelectorAll('[data-testid="waterfall"] [data-testid="stage"]')).map(e => e.dataset.stage).join(" ")`); got != "base attacker weakness resistance defender counters" {
			t.Errorf("waterfall stages = %q", got)
		}
		link := `[data-testid="current-event"] [data-testid="event-rule"]`
		href := p.attr(link, "href")
		p.do("follow the rule link", chromedp.Click(chromedp.CSS(link)))
		anchor := href[strings.Index(href, "#")+1:]
		p.do("wait for the rule page", chromedp.WaitVisible(chromedp.CSS("#"+anchor)))
		if got := p.location(); got != href {
			t.Errorf("the rule link led to %q; want %q", got, href)
		}
	})

	t.Run("a refusal's rule previews on focus", func(t *testing.T) {
		p := b.tab(t)
		p.do("open", chromedp.Navigate(p.base+"/scenarios/first-turn?era=sm&step=1"))
		p.waitStep(1)
		link := `[data-testid="refusal"] .rref-link`
		pop := `[data-testid="refusal"] .rref-pop`
		if got := p.eval(`getComputedStyle(document.querySelector('` + pop + `')).display`); got != "none" {
			t.Errorf("the rule preview shows before hover or focus (display %s)", got)
		}
		p.do("focus the rule link", chromedp.Focus(chromedp.CSS(link)))
		if got := p.eval(`getComputedStyle(document.querySelector('` + pop + `')).display`); got != "block" {
			t.Errorf("the rule preview is not shown on focus (display %s)", got)
		}
	})

	t.Run("era switch keeps the step", func(t *testing.T) {
		p := b.tab(t)
		p.do("open", chromedp.Navigate(p.base+"/scenarios/first-turn?era=sm&step=2"))
		p.waitStep(2)
		p.do("switch to hgss", chromedp.Click(chromedp.CSS(`[data-testid="other-era"][data-era="hgss"]`)))
		p.waitStep(1)
		if got := p.location(); got != "/scenarios/first-turn?era=hgss&step=1" {
			t.Errorf("after the era switch the address is %q", got)
		}
		if got := p.attr(`[data-player="bob"] [data-testid="active"]`, "data-damage"); got != "20" {
			t.Errorf("under hgss the first-turn attack leaves damage %q; want 20", got)
		}
		p.do("side by side", chromedp.Click(chromedp.CSS(`[data-testid="compare-link"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="compare-runs"]`)))
		if got := p.eval(`Array.from(document.querySelectorAll('[data-testid="compare-runs"] [data-testid="run"]')).map(e => e.dataset.era).join(",")`); got != "hgss,sm" {
			t.Errorf("side by side shows %q; want hgss,sm", got)
		}
	})

	t.Run("sandbox: broken, then good", func(t *testing.T) {
		p := b.tab(t)
		bad := readFixture(t, "testdata/sandbox/bad.yaml")
		p.do("open", chromedp.Navigate(p.base+"/sandbox/edit"), chromedp.WaitVisible(chromedp.CSS("#sandbox-source")))
		p.do("run a broken scenario",
			chromedp.SetValue(chromedp.CSS("#sandbox-source"), bad),
			chromedp.Click(chromedp.CSS(`[data-testid="sandbox-submit"]`)),
			chromedp.WaitVisible(chromedp.CSS(`[data-testid="sandbox-problems"]`)))
		lines := strings.Split(p.eval(`Array.from(document.querySelectorAll('[data-testid="source-line"].bad')).map(e => e.dataset.line).join(",")`), ",")
		if !slices.Equal(lines, []string{"12", "16", "17"}) {
			t.Errorf("lines marked = %q; want 12, 16, 17", lines)
		}
		if got := p.eval(`document.querySelector('#src-12 [data-testid="line-problem"]').textContent`); !strings.Contains(got, "hgss2-999") {
			t.Errorf("line 12 says %q; want the unknown card named", got)
		}
		// The problem's link puts the cursor on its line in the text box.
		p.do("click the first problem", chromedp.Click(chromedp.CSS(`[data-testid="problem"] a[data-line="12"]`)))
		want := 0
		for _, l := range strings.Split(bad, "\n")[:11] {
			want += len([]rune(l)) + 1
		}
		if got := p.eval(`String(document.getElementById("sandbox-source").selectionStart)`); got != fmt.Sprint(want) {
			t.Errorf("the cursor is at %s; want %d, the start of line 12", got, want)
		}
		p.do("run a good scenario",
			chromedp.SetValue(chromedp.CSS("#sandbox-source"), readFixture(t, "testdata/sandbox/good.yaml")),
			chromedp.Click(chromedp.CSS(`[data-testid="sandbox-submit"]`)),
			chromedp.WaitVisible(chromedp.CSS(`[data-testid="sandbox-run"]`)))
		if got := p.eval(`Array.from(document.querySelectorAll('[data-testid="sandbox-run"]')).map(e => e.dataset.era + ":" + e.dataset.passed).join(",")`); got != "hgss:yes,sm:yes" {
			t.Errorf("sandbox runs = %q; want hgss:yes,sm:yes", got)
		}
	})

	t.Run("JavaScript off: Next is a plain link", func(t *testing.T) {
		p := b.tab(t)
		if _, err := chromedp.Call(p.ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}); err != nil {
			t.Fatalf("turn JavaScript off: %v", err)
		}
		p.do("open", chromedp.Navigate(p.base+"/scenarios/weakness-then-pass?era=xy&step=0"))
		p.waitAt(0, 0)
		if got := p.eval(`typeof htmx`); got != "undefined" {
			t.Fatalf("htmx loaded (typeof htmx = %s): JavaScript is not off", got)
		}
		for n := 1; n <= 2; n++ {
			p.do("click Next", chromedp.Click(chromedp.CSS(`[data-testid="step-next"]`)))
			p.waitAt(1, n)
		}
		if got := p.location(); got != "/scenarios/weakness-then-pass?era=xy&step=1&event=2#at" {
			t.Errorf("after two Next clicks the address is %q; want the event's, opened at the event (#at)", got)
		}
	})

	t.Run("paragraph links", func(t *testing.T) {
		p := b.tab(t)
		p.do("open a rule", chromedp.Navigate(p.base+"/rules/sm/burned"), chromedp.WaitVisible(chromedp.CSS(".rule-body")))
		if got := p.eval(`document.querySelector(".rule-body button.copy").getAttribute("data-copy")`); got != "/rules/sm/burned/1" {
			t.Errorf("paragraph 1's copy button copies %q; want its shareable link /rules/sm/burned/1", got)
		}
		// A touch screen has no hover (this headless browser reports none either): every
		// paragraph's copy button shows, not only after a tap on the paragraph's number.
		if got := p.eval(`matchMedia("(hover: none)").matches + " " + Array.from(document.querySelectorAll(".rule-body .anchored button.copy")).filter(b => getComputedStyle(b).display === "none").length`); got != "true 0" {
			t.Errorf("no hover, copy buttons hidden: %q; want every one shown", got)
		}
		p.do("open a shareable link", chromedp.Navigate(p.base+"/rules/sm/burned/2"))
		var loc string
		for i := 0; i < 50; i++ {
			// The shareable link redirects: poll until the page it lands on answers.
			if loc = p.evalWhileLoading(`location.pathname + location.hash`); loc == "/rules/sm/burned#burned-2" {
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
		if loc != "/rules/sm/burned#burned-2" {
			t.Errorf("the shareable link ends at %q; want the paragraph on its page", loc)
		}
	})

	// Three eras side by side on a laptop's screen: three columns, none spilling into the next.
	t.Run("three eras side by side", func(t *testing.T) {
		p := b.tab(t)
		p.do("a laptop's screen", chromedp.EmulateViewport(1280, 900))
		base := shippedSite(t)
		p.do("open", chromedp.Navigate(base+"/scenarios/both-actives-knocked-out?compare=hgss,xy,sm&step=1&event=5"), chromedp.WaitVisible(chromedp.CSS(`[data-testid="compare-runs"]`)))
		if got := p.eval(`String(new Set(Array.from(document.querySelectorAll('[data-testid="compare-runs"] > [data-testid="run"]')).map(e => Math.round(e.getBoundingClientRect().top))).size)`); got != "1" {
			t.Errorf("the three columns stand in %s rows; want 1", got)
		}
		if got := p.eval(`Array.from(document.querySelectorAll('[data-testid="run"]')).filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.dataset.era).join(",")`); got != "" {
			t.Errorf("columns whose content overflows: %s", got)
		}
		if got := p.eval(`String(document.documentElement.scrollWidth)`); got != "1280" {
			t.Errorf("the page is %s px wide on a 1280 px screen", got)
		}
	})

	// At 390 px no page scrolls sideways: every shipped worked example under each era at an
	// event in its middle, side by side, and the site's other pages. One tab per example keeps
	// each within the tab's time bound.

	// Each kind of page loads, and does what its script does, under the strict policy; the
	// tab fails the test on any violation it saw (see tab).
	t.Run("every page type under the Content-Security-Policy", func(t *testing.T) {
		p := b.tab(t)
		for _, path := range []string{
			"/", "/rules/sm/burned", "/compare/burned", "/glossary/sm", "/rulings/" + realRulingID(t),
			"/rulebooks/sm-2018-sun-and-moon/special-conditions", "/scenarios", "/scenarios/weakness-then-pass?era=sm&step=1",
			"/scenarios/first-turn?compare=hgss,sm&step=1", "/sandbox", "/search?q=burn", "/nothing/here",
		} {
			p.do("open "+path, chromedp.Navigate(p.base+path), chromedp.WaitVisible(chromedp.CSS("main")))
			if got := p.eval(`getComputedStyle(document.body).fontFamily === "" ? "no" : "yes"`); got != "yes" {
				t.Errorf("%s: the stylesheet did not apply", path)
			}
		}
		// htmx swaps search results as you type, with no style element and no eval.
		p.do("open the search", chromedp.Navigate(p.base+"/search"), chromedp.WaitVisible(chromedp.CSS("#q")))
		p.eval(`window.rulesdMark = "same page"; "ok"`)
		p.do("type a search", chromedp.SendKeys(chromedp.CSS("#q"), "burned"), chromedp.Sleep(800*time.Millisecond))
		if got := p.location(); !strings.HasPrefix(got, "/search?q=burned") {
			t.Errorf("after typing the address is %q; want htmx to push /search?q=burned", got)
		}
		if got := p.eval(`String(window.rulesdMark)`); got != "same page" {
			t.Errorf("typing reloaded the page; want htmx to swap the results")
		}
		if got := p.eval(`String(document.querySelectorAll("head style").length)`); got != "0" {
			t.Errorf("the search page has %s style elements; want htmx to add none", got)
		}
		// The HP bar is a meter, not an inline style: Bob's Active Pokémon has 40 of 60 HP left.
		p.do("open a board", chromedp.Navigate(p.base+"/scenarios/weakness-then-pass?era=sm&step=1"), chromedp.WaitVisible(chromedp.CSS("main")))
		bob := `[data-testid="side"][data-player="bob"] [data-testid="active"] meter`
		if got := p.eval(`(() => { const m = document.querySelector('` + bob + `'); return m ? m.value + "/" + m.max + " " + Math.round(m.getBoundingClientRect().width) : "none"; })()`); !strings.HasPrefix(got, "40/60 ") || strings.HasSuffix(got, " 0") {
			t.Errorf("Bob's HP meter reads %q; want 40/60 and drawn with a width", got)
		}
	})

	// In dark mode the builder's fields, the Turn box among them, take the page's colours, not
	// the browser's bright grey.
	t.Run("dark mode form fields", func(t *testing.T) {
		p := b.tab(t)
		if _, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "dark"}}}); err != nil {
			t.Fatalf("emulate dark mode: %v", err)
		}
		p.do("open the builder", chromedp.Navigate(p.base+"/sandbox"), chromedp.WaitVisible(chromedp.CSS(`[data-testid="builder-turn"]`)))
		if got := p.eval(`[document.body, document.querySelector('[data-testid="builder-turn"]'), document.querySelector('#f-era')].map(e => getComputedStyle(e).backgroundColor).join(" | ")`); got != "rgb(21, 23, 26) | rgb(21, 23, 26) | rgb(21, 23, 26)" {
			t.Errorf("page | Turn box | era select backgrounds = %q; want the dark page's colour for all three", got)
		}
	})

	// On a phone, Previous and Next are thumb-sized, and each tap lands with the event shown and
	// what it changed on the first screen, under the step bar: with htmx swapping the run, with
	// JavaScript off (each page opens at the event), and on a shared link's run.
	t.Run("phone: each Next shows the event on the first screen", func(t *testing.T) {
		base := shippedSite(t)
		link := scenarios.EncodeLink([]byte(readFixture(t, "testdata/scenarios/burn-flip.yaml")))
		tests := []struct {
			name, start string
			js          bool
			want        []string // the events after each tap
		}{
			{"worked example", base + "/scenarios/both-actives-knocked-out?era=sm&step=1&event=1", true, []string{"1.2", "1.3", "1.4"}},
			{"worked example, JavaScript off", base + "/scenarios/both-actives-knocked-out?era=sm&step=1&event=1", false, []string{"1.2", "1.3", "1.4"}},
			{"shared link", b.base + "/sandbox?s=" + link + "&era=sm&step=0", true, []string{"1.1", "1.2", "1.3"}},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				p := b.tab(t)
				if !tt.js {
					if _, err := chromedp.Call(p.ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}); err != nil {
						t.Fatalf("turn JavaScript off: %v", err)
					}
				}
				p.do("emulate a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch))
				p.do("open", chromedp.Navigate(tt.start), chromedp.WaitVisible(chromedp.CSS(`#scenario-run`)))
				settled := chromedp.Poll[chromedp.Void](`document.readyState === "complete" && !document.querySelector(".htmx-request, .htmx-swapping, .htmx-settling, .htmx-added")`)
				if tt.js {
					p.do("wait for htmx", chromedp.Poll[chromedp.Void](`typeof htmx !== "undefined"`), settled)
					p.eval(`window.rulesdMark = "same page"; "ok"`)
				}
				for i, want := range tt.want {
					for _, tap := range []string{"step-prev", "step-next"} {
						// The narrower side of the link, in CSS pixels; -1 where there is none (at the start).
						got := p.eval(`(e => e ? String(Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)) : "-1")(document.querySelector('[data-testid="` + tap + `"]'))`)
						if n, err := strconv.ParseFloat(got, 64); err != nil || (n >= 0 && n < 44) {
							t.Errorf("at %s the %s link is %s px at its narrowest; want at least 44 for a thumb", p.at(), tap, got)
						}
					}
					before := p.at()
					p.do("tap Next", chromedp.Tap(chromedp.CSS(`[data-testid="step-next"]`)))
					// Without JavaScript the tap loads a page: poll through the load.
					for range 100 {
						if at := p.evalWhileLoading(`(r => r ? r.dataset.step + "." + r.dataset.event : "")(document.getElementById("scenario-run"))`); at != "" && at != before {
							break
						}
						time.Sleep(50 * time.Millisecond)
					}
					if tt.js {
						p.do("let the swap settle", settled)
					} else {
						p.do("wait for the page", chromedp.WaitVisible(chromedp.CSS(`[data-testid="current-event"]`)), chromedp.Poll[chromedp.Void](`document.readyState === "complete"`))
					}
					if got := p.at(); got != want {
						t.Fatalf("tap %d shows event %s; want %s", i+1, got, want)
					}
					if off := p.eval(eventOffScreen); off != "" {
						t.Errorf("after tap %d (event %s) not on the first screen, under the step bar: %s", i+1, want, off)
					}
				}
				if tt.js {
					if got := p.eval(`String(window.rulesdMark)`); got != "same page" {
						t.Errorf("the taps loaded pages; want htmx to swap the run")
					}
				} else if got := p.location(); !strings.HasSuffix(got, "#at") {
					t.Errorf("without JavaScript Next led to %q; want the event's address opened at #at", got)
				}
			})
		}
	})

	t.Run("phone screen", func(t *testing.T) {
		base := shippedSite(t)
		pages := phonePages(t, base)
		const perTab = 8
		for i := 0; i < len(pages); i += perTab {
			batch := pages[i:min(i+perTab, len(pages))]
			t.Run(strings.TrimPrefix(strings.SplitN(batch[0], "?", 2)[0], "/"), func(t *testing.T) {
				p := b.tab(t)
				p.do("emulate a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch))
				for _, path := range batch {
					p.do("open "+path, chromedp.Navigate(base+path), chromedp.WaitVisible(chromedp.CSS("main")))
					if got := p.eval(`String(document.documentElement.scrollWidth)`); got != "390" {
						wide := p.eval(`Array.from(document.querySelectorAll("main *")).filter(e => e.getBoundingClientRect().right > 391).slice(-3).map(e => e.tagName + "." + e.className + " " + Math.round(e.getBoundingClientRect().right)).join(" | ")`)
						t.Errorf("%s on a 390px screen is %s px wide; want 390 (widest: %s)", path, got, wide)
					}
				}
			})
		}
		p := b.tab(t)
		p.do("emulate a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch))
		for _, path := range []string{
			"/scenarios/weakness-then-pass?era=sm&step=1",
			"/scenarios/first-turn?compare=hgss,sm&step=1",
			"/", "/rules/sm", "/glossary", "/rulebooks", "/rulebooks/sm-2018-sun-and-moon", "/rules/sm/burned",
			"/search?q=the+burnd+retreet+qzxwv+sm&limit=1", "/search/help",
			"/scenarios",
			"/sandbox",
			"/cards?set=xy1",
			"/cards", "/cards?category=pokemon&page=2", "/rulings", "/search?q=burned+sm",
			"/cards/hgss2-90",
			"/sandbox/edit?card=xy1-2",
			"/sandbox/edit",
		} {
			p.do("open "+path, chromedp.Navigate(p.base+path), chromedp.WaitVisible(chromedp.CSS("main")))
			if strings.HasPrefix(path, "/search?q=the+burnd") {
				if got := p.eval(`String(document.querySelectorAll('[data-testid=era-from-query], [data-testid=did-you-mean], [data-testid=ignored-common], [data-testid=ignored-unknown], [data-testid=more-results]').length)`); got != "5" {
					t.Errorf("%s shows %s of the 5 notes and links about the question", path, got)
				}
			}
			if got := p.eval(`document.documentElement.scrollWidth + "/" + window.innerWidth`); got != "390/390" {
				t.Errorf("%s on a 390px screen: content/screen width %s; want no sideways scrolling", path, got)
				t.Log(p.eval(`Array.from(document.querySelectorAll('body *')).filter(e => e.getBoundingClientRect().right > 392).slice(0,8).map(e => e.tagName+'.'+e.className+' '+Math.round(e.getBoundingClientRect().right)+' '+(e.textContent||'').slice(0,40)).join(' | ')`))
			}
		}

		p.do("open the scenario file editor", chromedp.Navigate(base+"/sandbox/edit"), chromedp.WaitVisible(chromedp.CSS("main")))
		if got := p.eval(`String(document.querySelector('[data-testid="sandbox-submit"]').getBoundingClientRect().height >= 36)`); got != "true" {
			t.Errorf("the Run button is too small to tap")
		}
		p.do("run an example in the sandbox", chromedp.Navigate(base+"/sandbox?from=both-actives-knocked-out"),
			chromedp.WaitVisible(chromedp.CSS("#sandbox-source")),
			chromedp.Click(chromedp.CSS(`[data-testid="sandbox-submit"]`)),
			chromedp.WaitVisible(chromedp.CSS(`[data-testid="sandbox-run"]`)))
		if got := p.eval(`String(document.documentElement.scrollWidth)`); got != "390" {
			wide := p.eval(`Array.from(document.querySelectorAll("main *")).filter(e => e.getBoundingClientRect().right > 391).slice(-3).map(e => e.tagName + "." + e.className + " " + Math.round(e.getBoundingClientRect().right)).join(" | ")`)
			t.Errorf("the sandbox's run on a 390px screen is %s px wide; want 390 (widest: %s)", got, wide)
		}
		// On a phone the search results come before the filters.
		p.do("open a search", chromedp.Navigate(base+"/search?q=burned"), chromedp.WaitVisible(chromedp.CSS("main")))
		if got := p.eval(`String(document.querySelector('[data-testid="hit"]').getBoundingClientRect().top < document.querySelector('[data-testid="facets"]').getBoundingClientRect().top)`); got != "true" {
			t.Errorf("on a phone the search filters come before the results")
		}
	})
}

// eventOffScreen is a script that names what of the event shown is not on the screen below
// the step bar: its line, and what it changed (or that it changed nothing); "" when all is.
const eventOffScreen = `(() => {
  const bar = document.querySelector('[data-testid="step-nav"]').getBoundingClientRect();
  const out = [];
  for (const sel of ['[data-testid="current-event"] .ev-head', '[data-testid="current-event"] [data-testid="changes"]', '[data-testid="current-event"] [data-testid="no-change"]']) {
    const e = document.querySelector(sel);
    if (!e) continue;
    const r = e.getBoundingClientRect();
    if (r.top < bar.bottom - 1 || r.bottom > innerHeight + 1) out.push(sel + " at " + Math.round(r.top) + "-" + Math.round(r.bottom) + " (bar ends at " + Math.round(bar.bottom) + ", screen at " + innerHeight + ")");
  }
  return document.querySelector('[data-testid="current-event"]') ? out.join("; ") : "no event shown";
})()`
