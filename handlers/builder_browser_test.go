package handlers

import (
	"context"
	"io/fs"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/rulesd/rulesd/scenarios"
)

// The board builder in a real browser: build a board from nothing by typing card names,
// play an attack that Knocks Out, copy the link and open it in a fresh browser context to
// see the same board and events; the same with JavaScript off; a refused action shows its
// rule; and the pages fit a phone.
func TestBrowserBuilder(t *testing.T) {
	b := startBrowser(t)

	// build fills the builder with Alice's Rowlet (two Grass Energy) against Bob's Litten
	// with 50 damage, plays Leafage (20: 70 on a 70 HP Litten), which opens on its outcome,
	// steps back through its events to the Knock Out, and returns the link to copy and the
	// Knock Out's own address. inPlace says whether the walk kept the page (htmx swapping the
	// run) rather than loading each event afresh.
	build := func(t *testing.T, p *tab) (link, ko string, inPlace bool) {
		t.Helper()
		p.do("open the builder", chromedp.Navigate(p.base+"/sandbox"), chromedp.WaitVisible(chromedp.CSS(`[data-testid="builder-form"]`)))
		p.do("choose the era", chromedp.SetValue(chromedp.CSS(`#f-era`), "sm"))
		p.do("type the cards",
			chromedp.SendKeys(chromedp.CSS(`[name="alice.active.card"]`), "Rowlet"),
			chromedp.SendKeys(chromedp.CSS(`[name="alice.active.energy"]`), "Grass, Grass"),
			chromedp.SendKeys(chromedp.CSS(`[name="bob.active.card"]`), "Litten"),
			chromedp.SendKeys(chromedp.CSS(`[name="bob.active.damage"]`), "50"),
			chromedp.Click(chromedp.CSS(`[data-testid="builder-submit"]`)),
			chromedp.WaitVisible(chromedp.CSS(`[data-testid="next"]`)))
		if loc := p.location(); !strings.HasPrefix(loc, "/sandbox?s=v1.") {
			t.Fatalf("after building, the address is %q; want /sandbox?s=v1.…", loc)
		}
		leafage := `[data-testid="next-action"][data-file-line="{attack: Leafage}"]`
		if got := p.eval(`(document.querySelector('` + leafage + `') || {textContent: ""}).textContent.replace(/\s+/g, " ").trim()`); got != "Leafage · Grass + Colorless · 20 damage to Litten, Knocks it Out · Alice takes a Prize card · Alice wins" {
			t.Fatalf("the Leafage action reads %q; want its cost and what it does", got)
		}
		href := p.attr(leafage, "href")
		p.do("play Leafage", chromedp.Click(chromedp.CSS(leafage)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="outcome"]`)))
		if got := p.location(); got != href {
			t.Errorf("after the attack the address is %q; want the link with it appended", got)
		}
		if got := p.eval(`document.querySelector('[data-testid="outcome"]').textContent.replace(/\s+/g, " ").trim()`); !strings.HasPrefix(got, "Litten takes 20 damage and is Knocked Out · Alice takes a Prize card (") {
			t.Errorf("the outcome reads %q; want the Knock Out and the Prize card first", got)
		}
		// The preview tags are for chat clients, which load the page afresh.
		p.do("load the page afresh", chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`[data-testid="share-url"]`)))
		if got := p.attr(`meta[property="og:title"]`, "content"); got != "sm · Alice's Rowlet vs Bob's Litten · Alice's Rowlet uses Leafage; Alice takes a Prize card" {
			t.Errorf("og:title = %q", got)
		}
		link = p.attr(`[data-testid="share-url"]`, "value")
		// The page opens on the attack's last event; its events, one at a time, as on a
		// worked example's page.
		if got := p.eval(`document.querySelector('[data-testid="scenario-run"] [data-testid="step-next"][href]') ? "more" : "last"`); got != "last" {
			t.Errorf("after the attack the run stands %s; want its last event", p.at())
		}
		p.eval(`window.rulesdWalk = "same page"; "ok"`)
		// htmx (when scripts run) has made the links swap the run, and has settled each swap.
		settled := chromedp.Poll[chromedp.Void](`document.readyState === "complete" && !document.querySelector(".htmx-request, .htmx-swapping, .htmx-settling, .htmx-added")`)
		for range 20 {
			p.do("let the page settle", settled)
			if p.eval(`document.querySelector('[data-testid="current-event"]') ? document.querySelector('[data-testid="current-event"]').dataset.kind : ""`) == "knock-out" {
				break
			}
			at := `[data-step="` + p.attr(`#scenario-run`, "data-step") + `"][data-event="` + p.attr(`#scenario-run`, "data-event") + `"]`
			p.do("previous event", chromedp.Click(chromedp.CSS(`[data-testid="step-prev"]`)),
				chromedp.WaitVisible(chromedp.CSS(`#scenario-run:not(`+at+`) [data-testid="current-event"]`)))
		}
		if got := p.eval(`document.querySelector('[data-testid="current-event"]').dataset.kind`); got != "knock-out" {
			t.Fatalf("Previous never reached the Knock Out (at %q)", got)
		}
		ko = p.location()
		if !strings.HasPrefix(ko, href+"&step=") || !strings.Contains(ko, "&event=") {
			t.Errorf("the Knock Out's address is %q; want the link with its step and event", ko)
		}
		if got := p.eval(`document.querySelector('[data-testid="current-event"] [data-testid="event-rule"]') ? "cited" : "none"`); got != "cited" {
			t.Errorf("the Knock Out cites no rule")
		}
		if got := p.eval(`String(document.querySelectorAll('[data-testid="scenario-run"] [data-testid="board"]').length)`); got != "1" {
			t.Errorf("%s boards drawn at the Knock Out; want the one after it", got)
		}
		return link, ko, p.eval(`String(window.rulesdWalk)`) == "same page"
	}
	result := func(p *tab) string {
		return p.eval(`document.querySelector('[data-testid="history"]').innerText`)
	}

	t.Run("build, play, share", func(t *testing.T) {
		p := b.tab(t)
		link, ko, inPlace := build(t, p)
		if !inPlace {
			t.Errorf("walking the events reloaded the page; want htmx to swap the run in place")
		}
		if got := p.eval(`document.querySelector('[data-testid="copy-link"]').hidden ? "hidden" : "shown"`); got != "shown" {
			t.Errorf("with JavaScript the copy button is %s", got)
		}
		want := result(p)
		// With JavaScript an action swaps the page in place: a mark on the window survives.
		p.eval(`window.rulesdMark = "same page"; "ok"`)
		p.do("undo in place", chromedp.Click(chromedp.CSS(`[data-testid="next-run"][data-era="sm"] [data-testid="undo"]`)),
			chromedp.WaitNotPresent(chromedp.CSS(`[data-testid="event"][data-kind="knock-out"]`)))
		if got := p.eval(`String(window.rulesdMark)`); got != "same page" {
			t.Errorf("undo reloaded the page (mark = %q); want htmx to swap it in place", got)
		}
		if got := p.location(); !strings.HasPrefix(got, "/sandbox?s=v1.") || got == strings.TrimPrefix(link, p.base) {
			t.Errorf("after undo the address is %q; want the link without the attack", got)
		}
		// A fresh browser context: no cookies, no history, only the link.
		ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithNewBrowserContext())
		defer cancel()
		ctx, cancelTimeout := context.WithTimeout(ctx, tabTimeout)
		defer cancelTimeout()
		fresh := &tab{t: t, ctx: ctx, base: b.base}
		fresh.do("open the Knock Out's address", chromedp.Navigate(p.base+ko), chromedp.WaitVisible(chromedp.CSS(`[data-testid="history"]`)))
		if got := result(fresh); got != want {
			t.Errorf("the Knock Out's address shows another run:\n%s\nwant\n%s", clipText(got), clipText(want))
		}
		fresh.do("open the link", chromedp.Navigate(link), chromedp.WaitVisible(chromedp.CSS(`[data-testid="history"]`)))
		if got := fresh.eval(`Array.from(document.querySelectorAll('[data-testid="scenario-run"] [data-testid="event-item"]')).map(e => e.dataset.kind).join(",")`); !strings.Contains(got, "knock-out") {
			t.Errorf("the link's run lists events %q; want the Knock Out among them", got)
		}
	})

	t.Run("JavaScript off", func(t *testing.T) {
		p := b.tab(t)
		if _, err := chromedp.Call(p.ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}); err != nil {
			t.Fatalf("turn JavaScript off: %v", err)
		}
		link, _, _ := build(t, p)
		if !strings.Contains(link, "/sandbox?s=v1.") {
			t.Errorf("the link to copy is %q", link)
		}
		if got := p.eval(`document.querySelector('[data-testid="copy-link"]').hidden ? "hidden" : "shown"`); got != "hidden" {
			t.Errorf("without JavaScript the copy button is %s; want it hidden (the link is there to copy)", got)
		}
		// Change the board under the attack: the attack is kept and played again.
		p.do("change the board", chromedp.Click(chromedp.CSS(`[data-testid="share-edit"]`)),
			chromedp.WaitVisible(chromedp.CSS(`[data-testid="builder-keep"]`)))
		if got := p.eval(`document.querySelector('[data-testid="builder-keep"]').checked ? "kept" : "dropped"`); got != "kept" {
			t.Errorf("changing a played board offers the attack %s; want kept", got)
		}
		p.do("less damage on Litten", chromedp.SetValue(chromedp.CSS(`[name="bob.active.damage"]`), "10"),
			chromedp.Click(chromedp.CSS(`[data-testid="builder-submit"]`)),
			chromedp.WaitVisible(chromedp.CSS(`[data-testid="scenario-run"]`)))
		got := p.eval(`Array.from(document.querySelectorAll('[data-testid="step-link"], [data-testid="step-item"] [aria-current]')).map(e => e.textContent.trim()).join(" | ")`)
		if !strings.Contains(got, "Leafage") {
			t.Errorf("the changed board's steps are %q; want the attack played again", got)
		}
		if p.eval(`String(document.querySelectorAll('[data-testid="event-item"][data-kind="knock-out"]').length)`) != "0" {
			t.Errorf("with 10 damage before Leafage, Litten is still Knocked Out")
		}
	})

	t.Run("type-ahead", func(t *testing.T) {
		p := b.tab(t)
		p.do("open the builder", chromedp.Navigate(p.base+"/sandbox"), chromedp.WaitVisible(chromedp.CSS(`[data-testid="builder-form"]`)))
		p.do("wait for htmx", chromedp.Poll[chromedp.Void](`typeof htmx !== "undefined" && document.readyState === "complete"`))
		// The page's list is the first era's; the suggestions follow the era chosen.
		p.do("choose sm", chromedp.SetValue(chromedp.CSS(`#f-era`), "sm"))
		p.do("type a name", chromedp.SendKeys(chromedp.CSS(`[name="bob.active.card"]`), "litt"))
		p.do("wait for suggestions", chromedp.Poll[chromedp.Void](`(function () {
			var o = Array.from(document.querySelectorAll("#dl-pokemon option"));
			return o.length > 0 && o.every(function (x) { return x.value.toLowerCase().indexOf("litt") >= 0; });
		})()`))
		if got := p.eval(`Array.from(document.querySelectorAll("#dl-pokemon option")).map(o => o.value + " · " + o.textContent).join("\n")`); !strings.HasPrefix(got, "Litten (sm") || !strings.Contains(got, "HP") {
			t.Errorf("suggestions for litt:\n%s\nwant Litten of sm with its stage and HP", got)
		}
		// A suggestion chosen is a card the form reads.
		p.do("choose it", chromedp.SetValue(chromedp.CSS(`[name="bob.active.card"]`), p.eval(`document.querySelector("#dl-pokemon option").value`)),
			chromedp.SendKeys(chromedp.CSS(`[name="alice.active.card"]`), "Rowlet"),
			chromedp.Click(chromedp.CSS(`[data-testid="builder-submit"]`)),
			chromedp.WaitVisible(chromedp.CSS(`[data-testid="next"]`)))
		if got := p.eval(`document.title`); !strings.Contains(got, "Litten") {
			t.Errorf("after choosing the suggestion the page is %q; want the board with Litten", got)
		}
	})

	t.Run("set the next coin", func(t *testing.T) {
		p := b.tab(t)
		p.do("open the builder", chromedp.Navigate(p.base+"/sandbox?era=hgss"), chromedp.WaitVisible(chromedp.CSS(`[data-testid="builder-form"]`)))
		p.do("a Confused Aipom",
			// Two cards of hgss are named Aipom: the number picks the one of the worked examples.
			chromedp.SendKeys(chromedp.CSS(`[name="alice.active.card"]`), "Aipom (hgss2-43)"),
			chromedp.SendKeys(chromedp.CSS(`[name="alice.active.energy"]`), "Fire, Fire"),
			chromedp.Click(chromedp.CSS(`[name="alice.active.cond"][value="confused"]`)),
			chromedp.SendKeys(chromedp.CSS(`[name="bob.active.card"]`), "Tropius"),
			chromedp.Click(chromedp.CSS(`[data-testid="builder-submit"]`)),
			chromedp.WaitVisible(chromedp.CSS(`[data-testid="set-coin"]`)))
		p.do("set heads", chromedp.Click(chromedp.CSS(`[data-testid="set-coin-link"][data-coin="heads"]`)),
			chromedp.WaitVisible(chromedp.CSS(`[data-testid="pending-coins"]`)))
		if got := p.eval(`document.querySelector('[data-testid="pending-coins"]').textContent`); got != "heads" {
			t.Errorf("the coins set are %q; want heads", got)
		}
	})

	t.Run("a refused action shows its rule", func(t *testing.T) {
		p := b.tab(t)
		p.do("open the builder", chromedp.Navigate(p.base+"/sandbox?era=sm"), chromedp.WaitVisible(chromedp.CSS(`[data-testid="builder-form"]`)))
		p.do("an Asleep Active with a Bench",
			chromedp.SendKeys(chromedp.CSS(`[name="alice.active.card"]`), "Rowlet"),
			chromedp.Click(chromedp.CSS(`[name="alice.active.cond"][value="asleep"]`)),
			chromedp.Click(chromedp.CSS(`details:has([data-slot="alice.bench1"]) > summary`)),
			chromedp.SendKeys(chromedp.CSS(`[name="alice.bench1.card"]`), "Litten"),
			chromedp.SendKeys(chromedp.CSS(`[name="bob.active.card"]`), "Litten"),
			chromedp.Click(chromedp.CSS(`[data-testid="builder-submit"]`)),
			chromedp.WaitVisible(chromedp.CSS(`[data-testid="blocked"]`)))
		got := p.eval(`Array.from(document.querySelectorAll('[data-testid="blocked-action"]')).map(e => e.textContent.replace(/\s+/g, " ").trim()).join("\n")`)
		if !strings.Contains(got, "Retreat, bringing up Litten (Bench 1): an Asleep or Paralyzed Pokémon cannot retreat") {
			t.Errorf("refused actions:\n%s\nwant the retreat of the Asleep Rowlet", got)
		}
		p.do("follow the rule", chromedp.Click(chromedp.CSS(`[data-testid="blocked-rule"]`)), chromedp.WaitVisible(chromedp.CSS(`.rule-body`)))
		if loc := p.location(); !strings.HasPrefix(loc, "/rules/sm/") {
			t.Errorf("the rule link led to %q", loc)
		}
	})

	t.Run("a board the rules forbid", func(t *testing.T) {
		p := b.tab(t)
		p.do("open the builder", chromedp.Navigate(p.base+"/sandbox?era=sm"), chromedp.WaitVisible(chromedp.CSS(`[data-testid="builder-form"]`)))
		p.do("70 damage on Litten",
			chromedp.SendKeys(chromedp.CSS(`[name="alice.active.card"]`), "Rowlet"),
			chromedp.SendKeys(chromedp.CSS(`[name="bob.active.card"]`), "Litten"),
			chromedp.SendKeys(chromedp.CSS(`[name="bob.active.damage"]`), "70"),
			chromedp.Click(chromedp.CSS(`[data-testid="builder-submit"]`)),
			chromedp.WaitVisible(chromedp.CSS(`[data-testid="builder-errors"]`)))
		if got := p.eval(`document.querySelector('[data-testid="field-error"][data-field="bob.active.damage"]').textContent`); !strings.Contains(got, "70 damage on a 70 HP Pokémon") {
			t.Errorf("beside the damage: %q", got)
		}
		if got := p.attr(`[name="bob.active.card"]`, "value"); got != "Litten" {
			t.Errorf("the form lost what was typed: %q", got)
		}
	})

	t.Run("phone screen", func(t *testing.T) {
		p := b.tab(t)
		p.do("emulate a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch))
		link, ko, _ := build(t, p)
		for _, path := range []string{"/sandbox", "/sandbox?era=sm&go=1", strings.TrimPrefix(link, p.base), ko} {
			p.do("open "+path, chromedp.Navigate(p.base+path), chromedp.WaitVisible(chromedp.CSS("main")))
			if got := p.eval(`document.documentElement.scrollWidth + "/" + window.innerWidth`); got != "390/390" {
				t.Errorf("%.60s on a 390px screen: content/screen width %s; want no sideways scrolling", path, got)
			}
		}
	})
}

// The builder's form in a real browser: a board being changed fits a phone, and a new era
// brings its own card lists, at once with JavaScript and through the era's button without,
// keeping what was typed.
func TestBrowserBuilderForm(t *testing.T) {
	b := startBrowser(t)

	t.Run("change the board on a phone", func(t *testing.T) {
		src, err := fs.ReadFile(scenarios.Files(), "data/lost-world-before-attacking.yaml")
		if err != nil {
			t.Fatal(err)
		}
		p := b.tab(t)
		p.do("emulate a phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch))
		// The link's board played actions: the form offers to keep them, in a long label.
		p.do("open a played board to change", chromedp.Navigate(p.base+"/sandbox?build=1&s="+scenarios.EncodeLink(src)),
			chromedp.WaitVisible(chromedp.CSS(`[data-testid="builder-keep"]`)))
		if got := p.eval(`document.documentElement.scrollWidth + "/" + window.innerWidth`); got != "390/390" {
			t.Errorf("changing a board on a 390px screen: content/screen width %s; want no sideways scrolling", got)
		}
		if got := p.attr(`input[list="dl-stadiums"]`, "name"); got != "stadium" {
			t.Errorf("the Stadium field's name is %q; want stadium", got)
		}
	})

	for _, js := range []bool{true, false} {
		name := map[bool]string{true: "a new era swaps the lists", false: "a new era without JavaScript"}[js]
		t.Run(name, func(t *testing.T) {
			p := b.tab(t)
			if !js {
				if _, err := chromedp.Call(p.ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}); err != nil {
					t.Fatalf("turn JavaScript off: %v", err)
				}
			}
			p.do("open the builder in hgss", chromedp.Navigate(p.base+"/sandbox?era=hgss"), chromedp.WaitVisible(chromedp.CSS(`[data-testid="builder-form"]`)))
			if js {
				p.do("wait for htmx", chromedp.Poll[chromedp.Void](`typeof htmx !== "undefined" && document.readyState === "complete"`))
			}
			p.do("type a board",
				chromedp.SendKeys(chromedp.CSS(`[name="alice.active.card"]`), "Rowlet"),
				chromedp.SendKeys(chromedp.CSS(`[name="alice.active.energy"]`), "2 Grass"),
				chromedp.SetValue(chromedp.CSS(`#f-era`), "sm"))
			if js {
				p.eval(`document.querySelector("#f-era").dispatchEvent(new Event("change", {bubbles: true})); "ok"`)
			} else {
				p.do("show the era's cards", chromedp.Click(chromedp.CSS(`[data-testid="builder-show-era"]`)),
					chromedp.WaitVisible(chromedp.CSS(`[data-testid="builder-lists"][data-era="sm"]`)))
			}
			p.do("wait for the sm lists", chromedp.Poll[chromedp.Void](`document.querySelector('[data-testid="builder-lists"]').dataset.era === "sm"`))
			energy := p.eval(`Array.from(document.querySelectorAll("#dl-energy option")).map(o => o.value).join("\n")`)
			if energy == "" || strings.Contains(energy, "(hgss") || strings.Contains(energy, "(col") {
				t.Errorf("after choosing sm the Energy list offers:\n%s\nwant sm's Energy alone", energy)
			}
			for field, want := range map[string]string{"alice.active.card": "Rowlet", "alice.active.energy": "2 Grass"} {
				if got := p.eval(`document.querySelector('[name="` + field + `"]').value`); got != want {
					t.Errorf("after the era changed, %s = %q; want what was typed, %q", field, got, want)
				}
			}
			p.do("play it", chromedp.SendKeys(chromedp.CSS(`[name="bob.active.card"]`), "Litten"),
				chromedp.Click(chromedp.CSS(`[data-testid="builder-submit"]`)),
				chromedp.WaitVisible(chromedp.CSS(`[data-testid="next"]`)))
			if got := p.eval(`document.title`); !strings.Contains(got, "Rowlet") {
				t.Errorf("after playing, the page is %q; want the board with Rowlet", got)
			}
		})
	}
}
