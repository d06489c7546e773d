package handlers

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// An action clicked on the built board swaps the page through htmx under the strict
// Content-Security-Policy: nothing is blocked and no script fails, also when the reader
// has resized the scenario editor (which gives it a style of its own).
func TestBrowserTableActionCSP(t *testing.T) {
	b := startBrowser(t)
	p := b.tab(t)
	p.do("build the board", chromedp.Navigate(p.base+tableBoard()), chromedp.WaitVisible(chromedp.CSS(`[data-testid="next-action"]`)))
	p.do("wait for htmx", chromedp.Poll[chromedp.Void](`typeof htmx !== "undefined" && document.readyState === "complete"`))
	// A reader drags the editor's corner and back: the browser leaves it an empty style
	// attribute, which a swap that carried it over would set again, as inline style.
	p.eval(`window.rulesdMark = "same page"; var ed = document.getElementById("sandbox-source"); ed.style.height = "20rem"; ed.style.height = ""; "ok"`)
	if got := p.eval(`String(document.querySelectorAll("main [style]").length)`); got != "1" {
		t.Fatalf("%s elements of the page have a style attribute; want the resized editor's", got)
	}
	mad := `[data-testid="next-action"][data-file-line="{attack: Mad Bull-GX}"]`
	if got, want := p.eval(`document.querySelector('`+mad+`').textContent.replace(/\s+/g, " ").trim()`),
		"Mad Bull-GX · 2 Colorless · 150 damage to Lapras-GX, Knocks it Out · Alice takes 2 Prize cards · Alice wins"; got != want {
		t.Errorf("the action reads %q; want %q", got, want)
	}
	p.do("play Mad Bull-GX", chromedp.Click(chromedp.CSS(mad)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="outcome"]`)))
	p.do("let the page settle", chromedp.Poll[chromedp.Void](`document.readyState === "complete" && !document.querySelector(".htmx-request, .htmx-swapping, .htmx-settling, .htmx-added")`))
	if got := p.eval(`String(window.rulesdMark)`); got != "same page" {
		t.Errorf("the action loaded a new page (mark %q); want htmx to swap it in place", got)
	}
	if got := p.eval(`document.querySelector('[data-testid="outcome"]').textContent`); !strings.Contains(got, "Alice takes 2 Prize cards") {
		t.Errorf("the outcome reads %q; want 2 Prize cards taken", got)
	}
	// The tab fails the test for any violation or script error too; this says it here.
	if got := p.eval(`JSON.stringify(window.rulesdCSP.concat(window.rulesdErrors))`); got != "[]" {
		t.Errorf("after the swap the page reports %s; want no Content-Security-Policy violation and no script error", got)
	}
}
