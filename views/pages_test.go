package views

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/a-h/templ"

	"github.com/rulesd/rulesd/content"
)

func renderDoc(t *testing.T, c templ.Component) (*goquery.Document, string) {
	t.Helper()
	var buf bytes.Buffer
	if err := c.Render(context.Background(), &buf); err != nil {
		t.Fatalf("Render: %v", err)
	}
	doc, err := goquery.NewDocumentFromReader(strings.NewReader(buf.String()))
	if err != nil {
		t.Fatalf("parse rendered HTML: %v", err)
	}
	return doc, buf.String()
}

func attr(doc *goquery.Document, sel, name string) string {
	v, _ := doc.Find(sel).First().Attr(name)
	return v
}

// burnedRule is a rule page as the content loader renders it: anchors and a glossary link.
func burnedRule() *content.Rule {
	return &content.Rule{
		Topic: "burned", Title: "Burned", Era: "sm",
		Summary: "A Burned Pokémon takes 2 damage counters between turns, then flips to recover.",
		HTML: `<p id="burned-1" class="anchored"><a class="anchor" href="#burned-1" data-testid="anchor">1</a> Only the <a href="/glossary/sm#active-pokemon" class="term">Active Pokémon</a> can be Burned.</p>
<ol><li id="burned-2" class="anchored"><a class="anchor" href="#burned-2" data-testid="anchor">2</a> Put 2 damage counters on it.</li></ol>`,
		Blocks: []content.Block{{N: 1, Anchor: "burned-1", Text: "Only the Active Pokémon can be Burned."}, {N: 2, Anchor: "burned-2", Text: "Put 2 damage counters on it."}},
	}
}

func rulePage() RulePage {
	return RulePage{
		Rule: burnedRule(),
		Eras: []EraLink{
			{ID: "hgss", Name: "HeartGold & SoulSilver", URL: "/rules/hgss/burned"},
			{ID: "xy", Name: "XY"},
			{ID: "sm", Name: "Sun & Moon", URL: "/rules/sm/burned", Current: true},
		},
		CompareURL: "/compare/burned",
		Sources: []SourceLink{
			{File: "sm-2018-sun-and-moon.txt", Rulebook: "Sun & Moon rulebook", Section: "Special Conditions", Page: 15, URL: "/rulebooks/sm-2018/special-conditions"},
			{File: "sm-2018-sun-and-moon.txt", Rulebook: "sm-2018-sun-and-moon.txt", Section: "Retreat", Page: 12},
		},
		Citations: []CitationLink{
			{Section: "Special Conditions", Where: "Sun & Moon rulebook (2018), p. 15", URL: "/rulebooks/sm-2018/special-conditions"},
			{Section: "Retreat", Where: "Sun & Moon rulebook (2018), p. 12"},
		},
		See:     []Link{{Title: "Retreating", URL: "/rules/sm/retreat"}, {Title: "Sudden Death"}},
		Rulings: []Link{{Title: "Does a Burned Pokémon stay Burned on the Bench?", URL: "/rulings/burned-then-bench", Eras: []string{"hgss", "sm"}}},
	}
}

func TestLayoutHead(t *testing.T) {
	m := Meta{Title: "Burned (Sun & Moon)", Description: "A Burned Pokémon takes 2 damage counters.", Path: "/rules/sm/burned",
		BaseURL: "https://rules.example", OGType: "article", Era: "sm", NavSearch: true}
	doc, _ := renderDoc(t, Rule(m, rulePage()))
	tests := []struct {
		sel, attr, want string
	}{
		{`meta[property="og:title"]`, "content", "Burned (Sun & Moon)"},
		{`meta[property="og:description"]`, "content", "A Burned Pokémon takes 2 damage counters."},
		{`meta[property="og:url"]`, "content", "https://rules.example/rules/sm/burned"},
		{`meta[property="og:type"]`, "content", "article"},
		{`meta[property="og:site_name"]`, "content", "rulesd"},
		{`meta[name="description"]`, "content", "A Burned Pokémon takes 2 damage counters."},
		{`link[rel="canonical"]`, "href", "https://rules.example/rules/sm/burned"},
		{`meta[name="viewport"]`, "content", "width=device-width, initial-scale=1"},
		{`select[data-testid="era-picker"] option[selected]`, "value", "sm"},
	}
	for _, tc := range tests {
		t.Run(tc.sel, func(t *testing.T) {
			if got := attr(doc, tc.sel, tc.attr); got != tc.want {
				t.Errorf("%s[%s] = %q; want %q", tc.sel, tc.attr, got, tc.want)
			}
		})
	}
	if got := doc.Find("title").Text(); got != "Burned (Sun & Moon) · rulesd" {
		t.Errorf("title = %q; want %q", got, "Burned (Sun & Moon) · rulesd")
	}
	if doc.Find(`script[src*="htmx"]`).Length() != 0 {
		t.Errorf("rule page loads htmx; only the search page needs it")
	}
}

// Nothing on a page may load from another host: every src and stylesheet href is a path here.
func TestNoRequestToOtherHosts(t *testing.T) {
	pages := []struct {
		name string
		c    templ.Component
	}{
		{"rule", Rule(Meta{Title: "Burned", Path: "/rules/sm/burned", BaseURL: "https://rules.example"}, rulePage())},
		{"search", Search(Meta{Title: "Search", Path: "/search", HTMX: true}, SearchPage{Q: "burn", Searched: true})},
		{"home", Home(Meta{Path: "/"}, HomePage{})},
	}
	for _, p := range pages {
		t.Run(p.name, func(t *testing.T) {
			doc, _ := renderDoc(t, p.c)
			doc.Find("script[src], link[href], img[src], iframe[src]").Each(func(_ int, s *goquery.Selection) {
				u, ok := s.Attr("src")
				if !ok {
					if rel, _ := s.Attr("rel"); rel == "canonical" || rel == "alternate" {
						return // the page's own address and its oEmbed, named for crawlers; no browser loads them
					}
					u, _ = s.Attr("href")
				}
				if !strings.HasPrefix(u, "/static/") {
					t.Errorf("%s loads %q; want a /static/ path on this host", goquery.NodeName(s), u)
				}
			})
		})
	}
}

func TestRulePage(t *testing.T) {
	doc, _ := renderDoc(t, Rule(Meta{Title: "Burned", Path: "/rules/sm/burned"}, rulePage()))
	tests := []struct {
		name string
		sel  string
		want int
	}{
		{"rule body", `[data-testid="rule-body"]`, 1},
		{"paragraph anchors", `[data-testid="rule-body"] a.anchor[href^="#burned-"]`, 2},
		{"anchored paragraphs have ids", `[data-testid="rule-body"] #burned-1, [data-testid="rule-body"] #burned-2`, 2},
		{"glossary link kept", `[data-testid="rule-body"] a.term[href="/glossary/sm#active-pokemon"]`, 1},
		{"sources", `[data-testid="source"]`, 2},
		{"only loaded sources link to the rulebook", `[data-testid="source-link"][href="/rulebooks/sm-2018/special-conditions"]`, 1},
		{"other eras with a page", `[data-testid="other-eras"] a[data-era]`, 1},
		{"compare link", `[data-testid="other-eras"] a[href="/compare/burned"]`, 1},
		{"era switch marks current", `[data-testid="era-switch"] [aria-current="page"]`, 1},
		{"related topics", `[data-testid="related"] li`, 2},
		{"related topic with a page is linked", `[data-testid="related"] a[href="/rules/sm/retreat"]`, 1},
		{"rulings that cite it", `[data-testid="rulings"] a[href="/rulings/burned-then-bench"]`, 1},
		{"rulings show every era they hold in", `[data-testid="rulings"] [data-testid="ruling-link"] .era`, 2},
		{"copy-link button hidden until the script runs", `button[data-copy="/rules/sm/burned"][hidden]`, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := doc.Find(tc.sel).Length(); got != tc.want {
				t.Errorf("count of %s = %d; want %d", tc.sel, got, tc.want)
			}
		})
	}
}

func searchPage() SearchPage {
	p := SearchPage{Q: "burn", Era: "sm", Searched: true, Total: 2, Kinds: []Option{{"rule", "Rule"}, {"ruling", "Ruling"}}}
	p.Hits = []SearchHit{
		{ID: "rule:sm/burned", Kind: "rule", Era: "sm", Title: "Burned", URL: "/rules/sm/burned", Snippet: "Put 2 counters on a <mark>Burned</mark> Pokémon &amp; flip."},
		{ID: "rulebook:sm/x", Kind: "rulebook", Era: "sm", Title: "Special Conditions", URL: "/rulebooks/sm/x", Where: "Sun & Moon rulebook · page 15"},
	}
	p.Facets = []Facet{
		{Field: "era", Title: "Era", Values: []FacetValue{{Term: "sm", Label: "Sun & Moon", Count: 2, URL: p.URLWith("era", ""), Selected: true}}},
		{Field: "kind", Title: "Kind", Values: []FacetValue{{Term: "rule", Label: "Rule", Count: 1, URL: p.URLWith("kind", "rule")}, {Term: "rulebook", Label: "Rulebook text", Count: 1, URL: p.URLWith("kind", "rulebook")}}},
	}
	return p
}

func TestSearchPage(t *testing.T) {
	doc, _ := renderDoc(t, Search(Meta{Title: "Search", Path: "/search?q=burn", HTMX: true}, searchPage()))
	tests := []struct {
		name string
		sel  string
		want string // text of the first match
	}{
		{"box keeps the query", `input#q`, ""},
		{"highlight rendered as mark", `[data-testid="snippet"] mark`, "Burned"},
		{"entity in snippet stays text", `[data-testid="snippet"]`, "Put 2 counters on a Burned Pokémon & flip."},
		{"era facet count", `[data-testid="facet-era"] [data-term="sm"] [data-testid="facet-count"]`, "2"},
		{"kind facet count", `[data-testid="facet-kind"] [data-term="rulebook"] [data-testid="facet-count"]`, "1"},
		{"total", `[data-testid="total"]`, "2 results for “burn” in Sun & Moon"},
		{"where a rulebook hit is", `[data-kind="rulebook"] .where`, "sm Rulebook text · Sun & Moon rulebook · page 15"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := doc.Find(tc.sel)
			if s.Length() == 0 {
				t.Fatalf("no element matches %s", tc.sel)
			}
			if got := strings.Join(strings.Fields(s.First().Text()), " "); got != tc.want {
				t.Errorf("text of %s = %q; want %q", tc.sel, got, tc.want)
			}
		})
	}
	links := []struct{ sel, want string }{
		{`[data-testid="facet-era"] a[aria-current]`, "/search?q=burn"},
		{`[data-testid="facet-kind"] [data-term="rule"] a`, "/search?era=sm&kind=rule&q=burn"},
	}
	for _, l := range links {
		if got := attr(doc, l.sel, "href"); got != l.want {
			t.Errorf("href of %s = %q; want %q", l.sel, got, l.want)
		}
	}
	if got := attr(doc, "input#q", "value"); got != "burn" {
		t.Errorf("search box value = %q; want %q", got, "burn")
	}
	if got := attr(doc, `script[src*="htmx"]`, "src"); !strings.HasPrefix(got, "/static/htmx.min.js?v=") {
		t.Errorf("htmx script src = %q; want the versioned /static/htmx.min.js", got)
	}
	if got := attr(doc, "form[data-testid=search-form]", "action"); got != "/search" {
		t.Errorf("form action = %q; want /search so it works without JavaScript", got)
	}
}

// What a user types is shown as text, never as markup.
func TestUserInputIsEscaped(t *testing.T) {
	evil := `<script>alert(1)</script>"><img src=x onerror=alert(2)>`
	p := SearchPage{Q: evil, Searched: true}
	pages := []struct {
		name string
		c    templ.Component
	}{
		{"search page", Search(Meta{Title: "Search: " + evil, Path: "/search", Query: evil, NavSearch: true}, p)},
		{"results fragment", SearchResults(p)},
		{"error page", Error(Meta{Title: "Bad request", Path: "/x"}, ErrorPage{Status: 400, Title: "Bad request", Message: "q: " + evil})},
	}
	for _, pg := range pages {
		t.Run(pg.name, func(t *testing.T) {
			doc, raw := renderDoc(t, pg.c)
			if strings.Contains(raw, "<script>alert") || strings.Contains(raw, "<img src=x") {
				t.Errorf("rendered page contains the user's markup unescaped:\n%s", raw)
			}
			if n := doc.Find("img").Length(); n != 0 {
				t.Errorf("page has %d <img> elements; want 0", n)
			}
			if !strings.Contains(doc.Text(), "<script>alert(1)</script>") {
				t.Errorf("page does not show the user's text back as text")
			}
		})
	}
}

func TestSearchPageURLWith(t *testing.T) {
	p := SearchPage{Q: "burn & poison", Era: "sm", Advanced: true}
	tests := []struct {
		key, value, want string
	}{
		{"era", "", "/search?advanced=1&q=burn+%26+poison"},
		{"era", "hgss", "/search?advanced=1&era=hgss&q=burn+%26+poison"},
		{"kind", "rule", "/search?advanced=1&era=sm&kind=rule&q=burn+%26+poison"},
		{"", "", "/search?advanced=1&era=sm&q=burn+%26+poison"},
	}
	for _, tc := range tests {
		if got := p.URLWith(tc.key, tc.value); got != tc.want {
			t.Errorf("URLWith(%q, %q) = %q; want %q", tc.key, tc.value, got, tc.want)
		}
	}
	if got := (SearchPage{}).URLWith("q", ""); got != "/search" {
		t.Errorf("empty URLWith = %q; want /search", got)
	}
}

func TestComparePage(t *testing.T) {
	a := rule("hgss", "Flip first.", "Between turns, flip a coin.")
	b := rule("sm", "Counters first.", "Between turns, put counters.")
	doc, _ := renderDoc(t, Compare(Meta{Title: "Burned"}, ComparePage{Topic: "burned", Title: "Burned", Columns: CompareColumns([]*content.Rule{a, b})}))
	if n := doc.Find(`[data-testid="compare-era"]`).Length(); n != 2 {
		t.Fatalf("compare columns = %d; want 2", n)
	}
	sm := doc.Find(`[data-testid="compare-era"][data-era="sm"] .block`)
	if got := sm.Find("del").Text(); got != "flip a coin." {
		t.Errorf("removed words = %q; want %q", got, "flip a coin.")
	}
	if got := sm.Find("ins").Text(); got != "put counters." {
		t.Errorf("inserted words = %q; want %q", got, "put counters.")
	}
	if got := strings.Join(strings.Fields(sm.Text()), " "); got != "1 Between turns, flip a coin. put counters." {
		t.Errorf("block text = %q; want words separated by spaces", got)
	}
	if n := doc.Find(`[data-era="hgss"] ins, [data-era="hgss"] del`).Length(); n != 0 {
		t.Errorf("oldest era has %d marked words; want 0", n)
	}
	if got := attr(doc, `[data-era="sm"] a.anchor`, "href"); got != "/rules/sm/burned#burned-1" {
		t.Errorf("anchor href = %q; want the era page's paragraph", got)
	}
}

func TestGlossaryPage(t *testing.T) {
	era, _ := content.LookupEra("sm")
	terms := []GlossaryTerm{
		{Term: &content.Term{Era: "sm", Term: "Active Pokémon", Slug: "active-pokemon", HTML: "<p>The Pokémon in front.</p>", Aliases: []string{"Active"}}, TopicURL: "/rules/sm/zones", TopicTitle: "Zones of play"},
		{Term: &content.Term{Era: "sm", Term: "Bench", Slug: "bench", HTML: "<p>Up to five more.</p>"}},
		{Term: &content.Term{Era: "sm", Term: "bench limit", Slug: "bench-limit", HTML: "<p>Five.</p>"}},
	}
	doc, _ := renderDoc(t, Glossary(Meta{Title: "Glossary"}, GlossaryPage{Era: era, Terms: terms}))
	tests := []struct {
		sel  string
		want int
	}{
		{`dt#active-pokemon[data-testid="term"]`, 1},
		{`dt#bench`, 1},
		{`#letter-A`, 1},
		{`#letter-B`, 1}, // one jump target per letter, whatever the case of the term
		{`.az a`, 2},
		{`a[href="/rules/sm/zones"]`, 1},
	}
	for _, tc := range tests {
		if got := doc.Find(tc.sel).Length(); got != tc.want {
			t.Errorf("count of %s = %d; want %d", tc.sel, got, tc.want)
		}
	}
}

func BenchmarkRulePage(b *testing.B) {
	m := Meta{Title: "Burned (Sun & Moon)", Description: "x", Path: "/rules/sm/burned", BaseURL: "https://rules.example", NavSearch: true}
	p := rulePage()
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := Rule(m, p).Render(context.Background(), &buf); err != nil {
			b.Fatal(err)
		}
	}
}
