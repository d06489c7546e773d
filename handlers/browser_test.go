package handlers

import (
	"context"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/rulesd/rulesd/scenarios"
)

// The browser tests drive Debian's Chromium against the real handlers: a person stepping
// through a worked example with the mouse, the arrow keys and with JavaScript off, switching
// era, reading a rule's preview, using the sandbox, and on a phone's screen.

const (
	chromiumPath = "/usr/bin/chromium"
	// tabTimeout bounds each browser test; the whole suite stays well under a minute.
	tabTimeout = 20 * time.Second
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

func startBrowser(t *testing.T) *browser {
	t.Helper()
	path := findChromium(t)
	srv := httptest.NewServer(newScenarioServer(t, scenarios.Limits{}).e)
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
	// Every page of the tab records its uncaught script errors, so a broken app.js fails the
	// test that loaded it.
	if _, err := chromedp.Call(tabCtx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: `window.rulesdErrors = []; addEventListener("error", function (e) { window.rulesdErrors.push(e.message); });`,
	}); err != nil {
		t.Fatalf("watch for script errors: %v", err)
	}
	ctx, cancel := context.WithTimeout(tabCtx, tabTimeout)
	t.Cleanup(func() {
		cancel()
		checkCtx, cancelCheck := context.WithTimeout(tabCtx, 5*time.Second)
		defer cancelCheck()
		if errs, err := chromedp.Run(checkCtx, chromedp.Evaluate[[]string](`window.rulesdErrors || []`)); err == nil && len(errs) > 0 {
			t.Errorf("script errors on the page: %q", errs)
		}
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

func TestBrowser(t *testing.T) {
	if testing.Short() && os.Getenv("RULESD_REQUIRE_BROWSER") != "1" {
		t.Skip("browser tests are not run with -short")
	}
	b := startBrowser(t)

	t.Run("Next steps to the end in place", func(t *testing.T) {
		p := b.tab(t)
		p.do("open", chromedp.Navigate(p.base+"/scenarios/weakness-then-pass?era=sm"))
		p.waitStep(0)
		// A mark on the window survives an htmx swap but not a page load.
		p.eval(`window.rulesdMark = "same page"; "ok"`)
		last := p.attr("#scenario-run", "data-last")
		for n := 1; n <= 2; n++ {
			p.do("click Next", chromedp.Click(chromedp.CSS(`[data-testid="step-next"]`)))
			p.waitStep(n)
			if got, want := p.location(), fmt.Sprintf("/scenarios/weakness-then-pass?era=sm&step=%d", n); got != want {
				t.Errorf("after Next the address is %q; want %q", got, want)
			}
		}
		if last != "2" {
			t.Errorf("data-last = %q; want 2", last)
		}
		if got := p.eval(`String(document.querySelectorAll('[data-testid="step-next"]').length)`); got != "0" {
			t.Errorf("the last step still has %s Next links", got)
		}
		if got := p.eval(`String(window.rulesdMark)`); got != "same page" {
			t.Errorf("stepping reloaded the page (mark = %q); want htmx to swap the run", got)
		}
		p.do("go back", chromedp.NavigateBack())
		p.waitStep(1)
	})

	t.Run("arrow keys step", func(t *testing.T) {
		p := b.tab(t)
		p.do("open", chromedp.Navigate(p.base+"/scenarios/first-turn?era=sm&step=0"))
		p.waitStep(0)
		for n := 1; n <= 2; n++ {
			p.do("press →", chromedp.KeyEvent(kb.ArrowRight))
			p.waitStep(n)
		}
		p.do("press → at the end", chromedp.KeyEvent(kb.ArrowRight), chromedp.Sleep(300*time.Millisecond))
		p.waitStep(2)
		p.do("press ←", chromedp.KeyEvent(kb.ArrowLeft))
		p.waitStep(1)
		if got := p.location(); got != "/scenarios/first-turn?era=sm&step=1" {
			t.Errorf("after ← the address is %q", got)
		}
		if got := p.eval(`document.querySelector('[data-testid="refusal"]') ? "refused" : "none"`); got != "refused" {
			t.Errorf("step 1 under sm shows %s; want the refused attack", got)
		}
	})

	t.Run("board and rule link at a step", func(t *testing.T) {
		p := b.tab(t)
		p.do("open", chromedp.Navigate(p.base+"/scenarios/weakness-then-pass?era=sm&step=1"))
		p.waitStep(1)
		bob := `[data-testid="side"][data-player="bob"] [data-testid="active"]`
		if got := p.attr(bob, "data-damage"); got != "20" {
			t.Errorf("Bob's Active Pokémon has damage %q; want 20", got)
		}
		if got := p.eval(`document.querySelector('` + bob + ` [data-testid="hp"]').textContent`); got != "40/60 HP" {
			t.Errorf("Bob's Active Pokémon shows %q; want 40/60 HP", got)
		}
		if got := p.eval(`Array.from(document.querySelectorAll('[data-testid="waterfall"] [data-testid="stage"]')).map(e => e.dataset.stage).join(" ")`); got != "base attacker weakness resistance defender counters" {
			t.Errorf("waterfall stages = %q", got)
		}
		link := `[data-testid="event"][data-kind="damage"] .rref-link`
		pop := `[data-testid="event"][data-kind="damage"] .rref-pop`
		if got := p.eval(`getComputedStyle(document.querySelector('` + pop + `')).display`); got != "none" {
			t.Errorf("the rule preview shows before hover or focus (display %s)", got)
		}
		p.do("focus the rule link", chromedp.Focus(chromedp.CSS(link)))
		if got := p.eval(`getComputedStyle(document.querySelector('` + pop + `')).display`); got != "block" {
			t.Errorf("the rule preview is not shown on focus (display %s)", got)
		}
		href := p.attr(link, "href")
		p.do("follow the rule link", chromedp.Click(chromedp.CSS(link)))
		anchor := href[strings.Index(href, "#")+1:]
		p.do("wait for the rule page", chromedp.WaitVisible(chromedp.CSS("#"+anchor)))
		if got := p.location(); got != href {
			t.Errorf("the rule link led to %q; want %q", got, href)
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
		p.do("open", chromedp.Navigate(p.base+"/sandbox"), chromedp.WaitVisible(chromedp.CSS("#sandbox-source")))
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
		p.do("open", chromedp.Navigate(p.base+"/scenarios/weakness-then-pass?era=xy"))
		p.waitStep(0)
		if got := p.eval(`typeof htmx`); got != "undefined" {
			t.Fatalf("htmx loaded (typeof htmx = %s): JavaScript is not off", got)
		}
		for n := 1; n <= 2; n++ {
			p.do("click Next", chromedp.Click(chromedp.CSS(`[data-testid="step-next"]`)))
			p.waitStep(n)
		}
		if got := p.location(); got != "/scenarios/weakness-then-pass?era=xy&step=2" {
			t.Errorf("after two Next clicks the address is %q", got)
		}
	})

	t.Run("phone screen", func(t *testing.T) {
		p := b.tab(t)
		p.do("emulate a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch))
		for _, path := range []string{
			"/scenarios/weakness-then-pass?era=sm&step=1",
			"/scenarios/first-turn?compare=hgss,sm&step=1",
			"/scenarios",
			"/sandbox",
			"/cards?set=xy1",
			"/cards/hgss2-90",
			"/sandbox?card=xy1-2",
		} {
			p.do("open "+path, chromedp.Navigate(p.base+path), chromedp.WaitVisible(chromedp.CSS("main")))
			if got := p.eval(`document.documentElement.scrollWidth + "/" + window.innerWidth`); got != "390/390" {
				t.Errorf("%s on a 390px screen: content/screen width %s; want no sideways scrolling", path, got)
			}
		}
		if got := p.eval(`String(document.querySelector('[data-testid="sandbox-submit"]').getBoundingClientRect().height >= 36)`); got != "true" {
			t.Errorf("the Run button is too small to tap")
		}
	})
}
