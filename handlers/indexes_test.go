package handlers

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content/rulebook"
)

func TestIndexPages(t *testing.T) {
	tests := []struct {
		name      string
		withBooks bool
		target    string
		want      int
		wantText  string
	}{
		{"era contents", false, "/rules/sm", 200, "Sun &amp; Moon rules"},
		{"era contents unknown era", false, "/rules/bw", 400, "hgss, xy, sm"},
		{"glossary of every era", false, "/glossary", 200, "Glossary of every era"},
		{"rulebooks without text", false, "/rulebooks", 200, "--rulebook"},
		{"rulebooks with text", true, "/rulebooks", 200, "text here"},
		{"rulebook not loaded", false, "/rulebooks/sm-2018-sun-and-moon", 200, "does not have the text"},
		{"rulebook loaded", true, "/rulebooks/sm-2018-sun-and-moon", 200, "Every section of the rulebook"},
		{"rulebook of another era not loaded", true, "/rulebooks/xy-2013-kalos-starter-set", 200, "does not have the text"},
		{"unknown rulebook", false, "/rulebooks/bw-2011", 404, "sm-2018-sun-and-moon"},
		{"api era contents", false, "/api/rules/hgss", 200, `"groups"`},
		{"api era contents unknown era", false, "/api/rules/bw", 400, `"known"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := newServer(t, tc.withBooks).get(tc.target)
			if rec.Code != tc.want {
				t.Fatalf("GET %s = %d; want %d; body: %s", tc.target, rec.Code, tc.want, clipBody(rec.Body.String()))
			}
			if !strings.Contains(rec.Body.String(), tc.wantText) {
				t.Errorf("GET %s body lacks %q; body: %s", tc.target, tc.wantText, clipBody(rec.Body.String()))
			}
		})
	}
}

// pageDoc fetches a page that must answer 200 and parses it.
func pageDoc(t *testing.T, s *server, target string) *goquery.Document {
	t.Helper()
	rec := s.get(target)
	if rec.Code != http.StatusOK {
		t.Fatalf("GET %s = %d; want 200; body: %s", target, rec.Code, clipBody(rec.Body.String()))
	}
	return parse(t, rec)
}

func TestEraContentsListsTheEraByGroup(t *testing.T) {
	s := newServer(t, false)
	doc := pageDoc(t, s, "/rules/hgss")
	var got []string
	doc.Find(`[data-testid=toc-rule] a`).Each(func(_ int, a *goquery.Selection) {
		got = append(got, a.AttrOr("href", ""))
	})
	// The fixture has hgss pages for burned and retreat; xy's and sm's must not appear.
	want := []string{"/rules/hgss/burned", "/rules/hgss/retreat"}
	if strings.Join(got, " ") != strings.Join(want, " ") && strings.Join(got, " ") != strings.Join([]string{want[1], want[0]}, " ") {
		t.Errorf("/rules/hgss lists %v; want %v", got, want)
	}
	if n := doc.Find(`[data-testid=topic-group] h2`).Length(); n == 0 {
		t.Error("/rules/hgss has no group headings")
	}
	if href := doc.Find(`[data-testid=era-switch] a[data-era=sm]`).AttrOr("href", ""); href != "/rules/sm" {
		t.Errorf("era switch links sm to %q; want /rules/sm", href)
	}
	if href := doc.Find(`[data-testid=api-link]`).AttrOr("href", ""); href != "/api/rules/hgss" {
		t.Errorf("footer API link = %q; want /api/rules/hgss", href)
	}
	var api EraContentsResponse
	rec := s.get("/api/rules/hgss")
	if err := json.Unmarshal(rec.Body.Bytes(), &api); err != nil {
		t.Fatalf("decode /api/rules/hgss: %v", err)
	}
	n := 0
	for _, g := range api.Groups {
		for _, r := range g.Rules {
			n++
			if !strings.HasPrefix(r.URL, "/rules/hgss/") || r.API != "/api"+r.URL {
				t.Errorf("api rule %s: url %q, api %q; want an hgss page and its /api twin", r.Topic, r.URL, r.API)
			}
		}
	}
	if n != len(got) {
		t.Errorf("/api/rules/hgss lists %d rules; the page lists %d", n, len(got))
	}
}

func TestGlossaryIndexHasEveryEra(t *testing.T) {
	s := newServer(t, false)
	doc := pageDoc(t, s, "/glossary")
	eras := map[string]int{}
	doc.Find(`[data-testid=term-def]`).Each(func(_ int, dd *goquery.Selection) {
		eras[dd.AttrOr("data-era", "")]++
		href := dd.Find("a.era").AttrOr("href", "")
		if !strings.HasPrefix(href, "/glossary/"+dd.AttrOr("data-era", "")+"#") {
			t.Errorf("definition of era %s links %q; want its era's glossary entry", dd.AttrOr("data-era", ""), href)
		}
	})
	for _, e := range []string{"hgss", "xy", "sm"} {
		if eras[e] == 0 {
			t.Errorf("/glossary shows no %s definition; got %v", e, eras)
		}
	}
	// Each term once: the same term in three eras is one <dt>.
	seen := map[string]bool{}
	doc.Find(`[data-testid=term]`).Each(func(_ int, dt *goquery.Selection) {
		term := strings.ToLower(strings.TrimSpace(dt.Text()))
		if seen[term] {
			t.Errorf("term %q listed twice", term)
		}
		seen[term] = true
	})
	if doc.Find(`[data-testid=term]`).Length() >= doc.Find(`[data-testid=term-def]`).Length() {
		t.Error("no term has definitions from more than one era; the fixture's shared terms should merge")
	}
}

func TestRulebookContents(t *testing.T) {
	t.Run("loaded", func(t *testing.T) {
		doc := pageDoc(t, newServer(t, true), "/rulebooks/sm-2018-sun-and-moon")
		secs := doc.Find(`[data-testid=section]`)
		if secs.Length() < 3 {
			t.Fatalf("contents list %d sections; want the whole rulebook", secs.Length())
		}
		linked := 0
		secs.Each(func(_ int, li *goquery.Selection) {
			if strings.HasPrefix(li.Find("a").First().AttrOr("href", ""), "/rulebooks/sm-2018-sun-and-moon/") {
				linked++
			}
		})
		if linked != secs.Length() {
			t.Errorf("%d of %d sections link to their text", linked, secs.Length())
		}
	})
	t.Run("not loaded", func(t *testing.T) {
		doc := pageDoc(t, newServer(t, false), "/rulebooks/sm-2018-sun-and-moon")
		secs := doc.Find(`[data-testid=section]`)
		if secs.Length() == 0 {
			t.Fatal("no cited sections listed")
		}
		if doc.Find(`[data-testid=section] [data-testid=page]`).Length() == 0 {
			t.Error("no cited section shows the page its citation gives")
		}
		if doc.Find(`[data-testid=section] a[href^="/rulebooks/"]`).Length() != 0 {
			t.Error("a section links to rulebook text the server does not have")
		}
		if doc.Find(`[data-testid=section] a[href^="/rules/sm/"]`).Length() == 0 {
			t.Error("no section names the rule pages that cite it")
		}
		if doc.Find(`[data-testid=load-help] code`).Length() == 0 {
			t.Error("no instructions for loading the rulebook")
		}
	})
	t.Run("list", func(t *testing.T) {
		doc := pageDoc(t, newServer(t, true), "/rulebooks")
		var loaded, all []string
		doc.Find(`[data-testid=rulebook]`).Each(func(_ int, tr *goquery.Selection) {
			all = append(all, tr.AttrOr("data-id", ""))
			if _, ok := tr.Attr("data-loaded"); ok {
				loaded = append(loaded, tr.AttrOr("data-id", ""))
			}
		})
		if len(all) != 5 {
			t.Errorf("/rulebooks lists %v; want the five rulebooks the eras name", all)
		}
		if strings.Join(loaded, ",") != "sm-2018-sun-and-moon" {
			t.Errorf("loaded rulebooks = %v; want only sm-2018-sun-and-moon", loaded)
		}
	})
}

func TestHomeLinksTopicsAndExplainsEras(t *testing.T) {
	doc := pageDoc(t, newServer(t, false), "/")
	doc.Find(`[data-testid=topic]`).Each(func(_ int, li *goquery.Selection) {
		a := li.Find(`[data-testid=topic-link]`)
		href := a.AttrOr("href", "")
		if href == "" {
			t.Errorf("topic %q has no link on its title", strings.TrimSpace(li.Text()))
		}
	})
	if href := doc.Find(`[data-testid=topic-link]:contains("Burned")`).AttrOr("href", ""); href != "/compare/burned" {
		t.Errorf("Burned links to %q; want /compare/burned (three eras have it)", href)
	}
	codes := doc.Find(`[data-testid=era-code]`)
	if codes.Length() != 3 {
		t.Fatalf("era legend explains %d codes; want 3", codes.Length())
	}
	for _, want := range []string{"HeartGold & SoulSilver", "XY", "Sun & Moon"} {
		if !strings.Contains(codes.Text(), want) {
			t.Errorf("era legend lacks %q: %q", want, codes.Text())
		}
	}
}

// The cards, the rulings and the worked examples are one tap from every page's navigation and
// from the home page, which has one search box: its own, not the navigation's too.
func TestNavAndHomeLinkCardsRulingsExamples(t *testing.T) {
	s := newServer(t, false)
	tests := []struct {
		path, sel    string
		wantSearches int
	}{
		{"/", `[data-testid=nav-links] a`, 1},
		{"/", `[data-testid=browse] a`, 1},
		{"/rules/sm/burned", `[data-testid=nav-links] a`, 1},
		{"/glossary", `[data-testid=nav-links] a`, 1},
	}
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.sel, func(t *testing.T) {
			doc := pageDoc(t, s, tt.path)
			links := map[string]bool{}
			doc.Find(tt.sel).Each(func(_ int, a *goquery.Selection) { links[a.AttrOr("href", "")] = true })
			for _, want := range []string{"/cards", "/rulings", "/scenarios"} {
				if !links[want] {
					t.Errorf("%s links %v; want %s among them", tt.sel, links, want)
				}
			}
			if got := doc.Find(`form[role=search]`).Length(); got != tt.wantSearches {
				t.Errorf("%s has %d search boxes; want %d", tt.path, got, tt.wantSearches)
			}
		})
	}
}

// TestBreadcrumbsAreLinks walks the pages: every breadcrumb is a link, the last one marked as
// the page itself, and each one leads to a page that answers 200.
func TestBreadcrumbsAreLinks(t *testing.T) {
	s := newServer(t, true)
	pages := []string{
		"/rules/sm/burned", "/rules/sm", "/compare/burned", "/glossary", "/glossary/xy",
		"/rulebooks", "/rulebooks/sm-2018-sun-and-moon", "/rulebooks/sm-2018-sun-and-moon/special-conditions",
		"/search?q=burn", "/search",
	}
	for _, target := range pages {
		t.Run(target, func(t *testing.T) {
			doc := pageDoc(t, s, target)
			items := doc.Find(`[data-testid=crumbs] li`)
			if items.Length() < 2 {
				t.Fatalf("%s has %d breadcrumbs; want at least 2", target, items.Length())
			}
			items.Each(func(i int, li *goquery.Selection) {
				a := li.Find("a")
				href, ok := a.Attr("href")
				if a.Length() != 1 || !ok || href == "" {
					t.Errorf("breadcrumb %d %q is not a link", i, strings.TrimSpace(li.Text()))
					return
				}
				if _, cur := a.Attr("aria-current"); cur != (i == items.Length()-1) {
					t.Errorf("breadcrumb %d %q aria-current = %v; want only the last", i, href, cur)
				}
				if rec := s.get(href); rec.Code != http.StatusOK {
					t.Errorf("breadcrumb %q answers %d", href, rec.Code)
				}
			})
		})
	}
}

func TestFooterAPILink(t *testing.T) {
	s := newServer(t, false)
	tests := []struct{ page, want string }{
		{"/rules/sm/burned", "/api/rules/sm/burned"},
		{"/rules/xy", "/api/rules/xy"},
		{"/compare/burned", "/api/rules/sm/burned"},
		{"/search?q=burn&era=sm", "/api/search?era=sm&q=burn"},
	}
	for _, tc := range tests {
		doc := pageDoc(t, s, tc.page)
		got := doc.Find(`[data-testid=api-link]`).AttrOr("href", "")
		if got != tc.want {
			t.Errorf("API link of %s = %q; want %q", tc.page, got, tc.want)
			continue
		}
		if rec := s.get(got); rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") {
			t.Errorf("GET %s = %d %s; want 200 JSON", got, rec.Code, rec.Header().Get("Content-Type"))
		}
	}
}

// A section two rulebooks of an era print alike names the other copy; one worded otherwise
// does not.
func TestRulebookSectionPrintedAlike(t *testing.T) {
	parse := func(file, text string) *rulebook.Rulebook {
		b, err := rulebook.Parse(file, "", []byte(text))
		if err != nil {
			t.Fatalf("parse %s: %v", file, err)
		}
		return b
	}
	// Made-up text: only the file names and the headings' shape are those of real rulebooks.
	one := parse("hgss-2010-hs-unleashed.txt", "MADE-UP BOOK ONE\n\nTIED GAMES\nWhen both players win, play\none more short game.\n\nPOISON\nPut one counter on it.\n")
	two := parse("hgss-2010-hs-triumphant.txt", "MADE-UP BOOK TWO\n\nTIED GAMES\nWhen both players win, play one\nmore short game.\n\nPOISON\nPut two counters on it.\n")
	s := &server{e: echo.New()}
	Register(s.e, Deps{Corpus: loadCorpus(t), Rulebooks: []*rulebook.Rulebook{one, two}})

	doc := pageDoc(t, s, "/rulebooks/hgss-2010-hs-unleashed/tied-games")
	if got := doc.Find(`[data-testid=also-in] a`).AttrOr("href", ""); got != "/rulebooks/hgss-2010-hs-triumphant/tied-games" {
		t.Errorf("tied games: printed alike in %q; want the other book's copy", got)
	}
	doc = pageDoc(t, s, "/rulebooks/hgss-2010-hs-unleashed/poison")
	if n := doc.Find(`[data-testid=also-in]`).Length(); n != 0 {
		t.Error("poison is worded otherwise in the other book, yet the page says it is printed alike")
	}
}
