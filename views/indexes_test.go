package views

import (
	"strings"
	"testing"

	"github.com/rulesd/rulesd/content"
)

func TestEraView(t *testing.T) {
	sm, _ := content.LookupEra("sm")
	p := EraPage{
		Era:       sm,
		Eras:      []EraLink{{ID: "hgss", Name: "HeartGold & SoulSilver", URL: "/rules/hgss"}, {ID: "sm", Name: "Sun & Moon", URL: "/rules/sm", Current: true}},
		Groups:    []EraGroup{{ID: "special-conditions", Title: "Special Conditions", Rules: []Link{{Title: "Burned", URL: "/rules/sm/burned", Note: "Two counters, then a flip."}}}},
		Rulebooks: []Link{{Title: "Sun & Moon rulebook (2018)", URL: "/rulebooks/sm-2018-sun-and-moon"}},
	}
	doc, _ := renderDoc(t, Era(Meta{Title: "Sun & Moon rules"}, p))
	if got := doc.Find(`[data-testid=toc-rule] a`).AttrOr("href", ""); got != "/rules/sm/burned" {
		t.Errorf("toc link = %q; want /rules/sm/burned", got)
	}
	if got := doc.Find(`#special-conditions h2`).Text(); got != "Special Conditions" {
		t.Errorf("group heading = %q; want Special Conditions", got)
	}
	if got := doc.Find(`[data-testid=crumb][aria-current=page]`).AttrOr("href", ""); got != "/rules/sm" {
		t.Errorf("current breadcrumb = %q; want /rules/sm", got)
	}
	if doc.Find(`[data-testid=era-rulings]`).Length() != 0 {
		t.Error("an era without rulings shows a rulings list")
	}
}

func TestGlossaryIndexView(t *testing.T) {
	p := GlossaryIndexPage{Terms: []GlossaryEntry{
		{Term: "Active Pokémon", ID: "active-pokemon", Defs: []GlossaryDef{
			{Era: "hgss", URL: "/glossary/hgss#active-pokemon", HTML: "<p>The one in front.</p>"},
			{Era: "sm", URL: "/glossary/sm#active-pokemon", HTML: "<p>The one that attacks.</p>"},
		}},
		{Term: "Bench", ID: "bench", Defs: []GlossaryDef{{Era: "xy", URL: "/glossary/xy#bench", HTML: "<p>Up to 5.</p>"}}},
	}}
	doc, _ := renderDoc(t, GlossaryIndex(Meta{}, p))
	if n := doc.Find(`[data-testid=term-def]`).Length(); n != 3 {
		t.Errorf("definitions = %d; want 3", n)
	}
	if got := doc.Find(`dd[data-era=sm] p`).Text(); got != "The one that attacks." {
		t.Errorf("sm definition = %q", got)
	}
	if got := strings.Join(p.Letters(), ""); got != "AB" {
		t.Errorf("Letters() = %q; want AB", got)
	}
	if doc.Find(`#letter-B`).Length() != 1 {
		t.Error("no jump target for B")
	}
}

func TestRulebooksViews(t *testing.T) {
	books := RulebooksPage{Books: []RulebookEntry{
		{ID: "sm-2018-sun-and-moon", Title: "Sun & Moon rulebook (2018)", File: "sm-2018-sun-and-moon.txt", Era: "sm", URL: "/rulebooks/sm-2018-sun-and-moon", Citing: 3},
	}}
	doc, html := renderDoc(t, Rulebooks(Meta{}, books))
	if got := doc.Find(`[data-testid=rulebook] td`).Last().Text(); got != "3 rule pages" {
		t.Errorf("cited-by cell = %q; want 3 rule pages", got)
	}
	if _, loaded := doc.Find(`[data-testid=rulebook]`).Attr("data-loaded"); loaded {
		t.Error("a rulebook not loaded is marked loaded")
	}
	if !strings.Contains(html, "none of their text") {
		t.Error("the page does not say that no rulebook text is loaded")
	}
	// The two example commands are two lines, each a command of its own.
	cmds := strings.Split(doc.Find(`[data-testid=load-commands]`).Text(), "\n")
	if len(cmds) != 2 || !strings.HasPrefix(cmds[0], "rulesd serve ") || !strings.HasPrefix(cmds[1], "rulesd serve ") {
		t.Errorf("load commands = %q; want two lines, each starting rulesd serve", cmds)
	}

	contents := RulebookContentsPage{RulebookEntry: books.Books[0], Sections: []ContentsSection{
		{Heading: "BURN AND POISON", Page: 15, Level: 2, CitedBy: []Link{{Title: "Burned", URL: "/rules/sm/burned"}}},
	}}
	doc, _ = renderDoc(t, RulebookContents(Meta{}, contents))
	sec := doc.Find(`[data-testid=section]`)
	if got := sec.AttrOr("class", ""); got != "lvl2" {
		t.Errorf("section class = %q; want lvl2", got)
	}
	if got := sec.Find(`[data-testid=page]`).Text(); got != " · page 15" {
		t.Errorf("page = %q", got)
	}
	if doc.Find(`[data-testid=not-loaded]`).Length() != 1 || doc.Find(`[data-testid=load-help]`).Length() != 1 {
		t.Error("a rulebook not loaded does not say so and how to load it")
	}
}
