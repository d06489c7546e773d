package handlers

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/PuerkitoBio/goquery"
	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
)

// cardServer serves the embedded content, every card and the shipped worked examples, with a
// real search index.
var cardServer = sync.OnceValues(func() (*echo.Echo, error) {
	d, err := shippedDeps(false)
	if err != nil {
		return nil, err
	}
	d.Log, d.BaseURL = slog.New(slog.NewTextHandler(&bytes.Buffer{}, nil)), "https://rules.example"
	e := echo.New()
	Register(e, d)
	return e, nil
})

func cardGet(t *testing.T, method, target string, body string) *httptest.ResponseRecorder {
	t.Helper()
	return serveForm(t, cardServer, method, target, body)
}

// serveForm sends a request, with body as a sent form when there is one, to the server
// server makes.
func serveForm(t *testing.T, server func() (*echo.Echo, error), method, target, body string) *httptest.ResponseRecorder {
	t.Helper()
	e, err := server()
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(method, target, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, req)
	return rec
}

func TestCardRoutes(t *testing.T) {
	tests := []struct {
		name, target string
		want         int
		wantText     string
	}{
		{"list", "/cards", 200, "Arcanine"},
		{"list by era and set", "/cards?era=xy&set=xy1", 200, "M Venusaur-EX"},
		{"list by era and set, second page", "/cards?era=xy&set=xy1&page=2", 200, "Professor Sycamore"},
		{"list page past the end", "/cards?set=xy1&page=3", 400, "page 3 is past the last page of this list, 2"},
		{"list page below 1", "/cards?page=-1", 400, "not a page number"},
		{"list page not a number", "/cards?page=two", 400, "not a page number"},
		{"list by name", "/cards?q=vulpix", 200, "hgss2-68"},
		{"list by name without its accent", "/cards?q=pokemon+catcher&era=xy", 200, "xy0-36"},
		{"list not playable", "/cards?playable=no&set=xy1", 200, "not fully playable"},
		{"list unknown set", "/cards?set=base1", 400, "unknown set"},
		{"list set of another era", "/cards?era=sm&set=xy1", 400, "of the xy era"},
		{"list unknown kind", "/cards?category=pokemon-ex", 400, "unknown category"},
		{"list bad playable", "/cards?playable=maybe", 400, "yes or no"},
		{"card", "/cards/xy1-2", 200, "M Venusaur-EX"},
		{"unknown card", "/cards/xy1-999", 404, "no card"},
		{"not an id", "/cards/%3Cscript%3E", 404, "no card"},
		{"api card", "/api/cards/xy1-122", 200, `"name":"Professor Sycamore"`},
		{"api unknown card", "/api/cards/zz", 404, `"status":404`},
		{"api list", "/api/cards?era=sm&set=sm5&limit=5", 200, `"set":"sm5"`},
		{"api bad limit", "/api/cards?limit=0", 400, `"param":"limit"`},
		{"api unknown era", "/api/cards?era=bw", 400, `"param":"era"`},
		{"search with set facet", "/search?q=vulpix&set=hgss2", 200, "Vulpix"},
		{"search unknown set", "/search?q=vulpix&set=zz9", 400, "unknown set"},
		{"sandbox with a card", "/sandbox/edit?card=xy1-6", 200, "card: xy1-6"},
		{"sandbox with an unknown card", "/sandbox/edit?card=xy1-999", 404, "no card"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := cardGet(t, http.MethodGet, tt.target, "")
			if rec.Code != tt.want {
				t.Fatalf("GET %s = %d; want %d\n%.400s", tt.target, rec.Code, tt.want, rec.Body.String())
			}
			if !strings.Contains(rec.Body.String(), tt.wantText) {
				t.Errorf("GET %s body lacks %q:\n%.600s", tt.target, tt.wantText, rec.Body.String())
			}
		})
	}
}

// /cards is paged, a hundred cards at a time, with a link to each set counting its cards
// that pass the other filters (the counts are /api/cards's totals); the pages and the set
// links keep the filters.
func TestCardListPages(t *testing.T) {
	tests := []struct {
		target          string
		wantShown       string
		wantItems       int
		wantPrev        string
		wantNext        string
		wantSets        string // each set link: set=count
		wantAllSets     string
		wantCurrentSets int
	}{
		{"/cards", "Cards 1–100 of 965 · page 1 of 10", 100, "", "/cards?page=2",
			"hgss1=124 hgss2=96 hgss4=103 col1=106 xy0=39 xy1=146 sm1=173 sm5=178", "", 0},
		{"/cards?page=10", "Cards 901–965 of 965 · page 10 of 10", 65, "/cards?page=9", "",
			"hgss1=124 hgss2=96 hgss4=103 col1=106 xy0=39 xy1=146 sm1=173 sm5=178", "", 0},
		{"/cards?era=sm&category=energy", "18 cards shown.", 18, "", "",
			"sm1=13 sm5=5", "", 0},
		{"/cards?set=xy1&category=pokemon&page=1", "Cards 1–100 of 120 · page 1 of 2", 100, "", "/cards?category=pokemon&page=2&set=xy1",
			"hgss1=99 hgss2=82 hgss4=96 col1=86 xy0=33 sm1=130 sm5=137", "/cards?category=pokemon", 1},
		{"/cards?q=zzzz", "No card passes these filters.", 0, "", "", "", "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.target, func(t *testing.T) {
			rec := cardGet(t, http.MethodGet, tt.target, "")
			if rec.Code != http.StatusOK {
				t.Fatalf("GET %s = %d", tt.target, rec.Code)
			}
			doc := parse(t, rec)
			if got := strings.Join(strings.Fields(doc.Find(`[data-testid="shown"]`).Text()), " "); got != tt.wantShown {
				t.Errorf("shown = %q; want %q", got, tt.wantShown)
			}
			if got := doc.Find(`[data-testid="card-item"]`).Length(); got != tt.wantItems {
				t.Errorf("%d cards listed; want %d", got, tt.wantItems)
			}
			if got := attrOf(doc.Find(`[data-testid="page-prev"]`), "href"); got != tt.wantPrev {
				t.Errorf("previous page = %q; want %q", got, tt.wantPrev)
			}
			if got := attrOf(doc.Find(`[data-testid="page-next"]`), "href"); got != tt.wantNext {
				t.Errorf("next page = %q; want %q", got, tt.wantNext)
			}
			var sets []string
			doc.Find(`[data-testid="card-set-link"]`).Each(func(_ int, a *goquery.Selection) {
				sets = append(sets, attrOf(a, "data-set")+"="+a.Find(".count").Text())
				if href := attrOf(a, "href"); !strings.Contains(href, "set="+attrOf(a, "data-set")) || strings.Contains(href, "page=") {
					t.Errorf("the link to set %s is %q; want the set's first page", attrOf(a, "data-set"), href)
				}
			})
			if got := strings.Join(sets, " "); got != tt.wantSets {
				t.Errorf("set links = %q; want %q", got, tt.wantSets)
			}
			if got := attrOf(doc.Find(`[data-testid="all-sets"]`), "href"); got != tt.wantAllSets {
				t.Errorf("all sets = %q; want %q", got, tt.wantAllSets)
			}
			if got := doc.Find(`[data-testid="card-sets"] [aria-current="page"]`).Length(); got != tt.wantCurrentSets {
				t.Errorf("%d sets marked current; want %d", got, tt.wantCurrentSets)
			}
		})
	}
}

func TestCardPage(t *testing.T) {
	rec := cardGet(t, http.MethodGet, "/cards/xy1-30", "")
	doc := parse(t, rec)
	if got := doc.Find(`[data-testid="card-name"]`).Text(); got != "M Blastoise-EX" {
		t.Errorf("name = %q", got)
	}
	rules := map[string]bool{}
	doc.Find(`[data-testid="card-rule"]`).Each(func(_ int, s *goquery.Selection) {
		href, _ := s.Attr("href")
		rules[href] = true
	})
	for _, want := range []string{"/rules/sm/mega-evolution", "/rules/xy/prize-cards", "/rules/xy/pokemon-ex", "/rules/xy/weakness-resistance"} {
		if !rules[want] {
			t.Errorf("rules linked = %v; want %s", rules, want)
		}
	}
	if doc.Find(`[data-testid="not-playable"]`).Length() != 0 || doc.Find(`[data-testid="missing"]`).Length() != 0 {
		t.Errorf("M Blastoise-EX is fully playable, and the page says something is missing")
	}
	nd := parse(t, unplayableGet(t, http.MethodGet, "/cards/"+unplayableID, ""))
	if nd.Find(`[data-testid="not-playable"]`).Length() == 0 {
		t.Errorf("%s is not fully playable, and the page does not say so", unplayableID)
	}
	if got := nd.Find(`[data-testid="missing"]`); got.Length() != 1 || !strings.Contains(got.Text(), unplayableWhy) {
		t.Errorf("%s: missing effects shown %q; want one, saying %q", unplayableID, got.Text(), unplayableWhy)
	}
	if href, _ := doc.Find(`[data-testid="sandbox-link"]`).Attr("href"); href != "/sandbox/edit?card=xy1-30" {
		t.Errorf("sandbox link = %q", href)
	}
	if og, _ := doc.Find(`meta[property="og:title"]`).Attr("content"); !strings.Contains(og, "M Blastoise-EX") {
		t.Errorf("og:title = %q", og)
	}
	if og, _ := doc.Find(`meta[property="og:description"]`).Attr("content"); !strings.Contains(og, "HP 220") {
		t.Errorf("og:description = %q; want the facts line", og)
	}
	if doc.Find(`[data-testid="card-rulings"] a[href="/rulings/mega-evolution-ends-turn"]`).Length() == 0 {
		t.Errorf("the Mega Evolution ruling is not linked")
	}

	// A fully playable card says what it does and does not warn.
	doc = parse(t, cardGet(t, http.MethodGet, "/cards/xy1-122", ""))
	if doc.Find(`[data-testid="not-playable"]`).Length() != 0 {
		t.Errorf("Professor Sycamore is fully playable, and the page says it is not")
	}
	if got := doc.Find(`[data-testid="effect"]`).Text(); !strings.Contains(got, "Discard your hand, then draw 7 cards.") {
		t.Errorf("effects = %q", got)
	}
	// A reprint links its first printing.
	doc = parse(t, cardGet(t, http.MethodGet, "/cards/sm5-143", ""))
	if href, _ := doc.Find(`[data-testid="reprint-of"]`).Attr("href"); href != "/cards/sm5-63" {
		t.Errorf("sm5-143 (a reprint of sm5-63) links %q; want /cards/sm5-63", href)
	}
	if doc.Find(`[data-testid="reprint-of"]`).Length() != 0 {
		doc = parse(t, cardGet(t, http.MethodGet, "/cards/sm5-63", ""))
		if n := doc.Find(`[data-testid="reprint-of"]`).Length(); n != 0 {
			t.Errorf("sm5-63, a first printing, shows %d reprint links; want none", n)
		}
	}
	// A card a worked example uses links the example.
	doc = parse(t, cardGet(t, http.MethodGet, "/cards/hgss2-52", ""))
	if doc.Find(`[data-testid="card-examples"] a`).Length() == 0 {
		t.Errorf("Magmar (hgss2-52) is used by worked examples; none is linked")
	}
}

func TestAPICards(t *testing.T) {
	rec := cardGet(t, http.MethodGet, "/api/cards?q=vulpx&era=hgss&limit=3", "")
	var res CardsResponse
	if err := json.Unmarshal(rec.Body.Bytes(), &res); err != nil {
		t.Fatal(err)
	}
	if len(res.Cards) == 0 || res.Cards[0].Name != "Vulpix" || res.Cards[0].Era != "hgss" || len(res.Cards) > 3 {
		t.Errorf("api/cards?q=vulpx = %+v; want Vulpix of hgss first, at most 3", res)
	}
	rec = cardGet(t, http.MethodGet, "/api/cards/xy1-30", "")
	var d content.CardDoc
	if err := json.Unmarshal(rec.Body.Bytes(), &d); err != nil {
		t.Fatal(err)
	}
	if !d.Playable || len(d.Missing) != 0 || d.HP != 220 || len(d.Rules) == 0 || len(d.Effects) != 2 ||
		d.Effects[0].Kind != "attack" || d.Effects[1].Kind != "rule" || !strings.Contains(d.Effects[1].Text, "ends your turn") {
		t.Errorf("api/cards/xy1-30 = %+v; want it fully playable, HP 220, its rules, its one attack and the Mega Evolution rule it prints", d)
	}
	rec = unplayableGet(t, http.MethodGet, "/api/cards/"+unplayableID, "")
	var nd content.CardDoc
	if err := json.Unmarshal(rec.Body.Bytes(), &nd); err != nil {
		t.Fatal(err)
	}
	if nd.Playable || len(nd.Missing) != 1 || !strings.Contains(nd.Missing[0].Effect, unplayableAttack) {
		t.Errorf("api/cards/%s = %+v; want not playable, missing %s", unplayableID, nd, unplayableAttack)
	}
	rec = cardGet(t, http.MethodGet, "/api/cards/hgss2-68", "")
	if !strings.Contains(rec.Body.String(), `"op":"discard-energy"`) {
		t.Errorf("api/cards/hgss2-68 does not give Fireworks' primitives as data:\n%s", rec.Body.String())
	}
}

// Every card of the covered sets plays in full, so the tests of how a card the engine cannot
// play is shown use a catalogue where one card's effect is marked as not written, as a card
// file does it (omitted:): Spoink (xy1-49), whose one attack Splash does plain damage.
const (
	unplayableID     = "xy1-49"
	unplayableAttack = "Splash"
	unplayableWhy    = "marked as not written by a test"
)

// unplayableServer serves the shipped content with that catalogue.
var unplayableServer = sync.OnceValues(func() (*echo.Echo, error) {
	cat, err := unplayableCatalog()
	if err != nil {
		return nil, err
	}
	d, err := shippedDeps(false)
	if err != nil {
		return nil, err
	}
	d.Cards, d.Catalog = cat, cat
	d.Log, d.BaseURL = slog.New(slog.DiscardHandler), "https://rules.example"
	e := echo.New()
	Register(e, d)
	return e, nil
})

// unplayableCatalog is the shipped card files, with an entry that marks Spoink's attack as
// not written added to the xy file.
func unplayableCatalog() (*content.Catalog, error) {
	src := os.DirFS("../content")
	fsys := fstest.MapFS{}
	paths, err := fs.Glob(src, "cards/*.yaml")
	if err != nil {
		return nil, err
	}
	facts, err := fs.Glob(src, "cards/facts/*.json")
	if err != nil {
		return nil, err
	}
	for _, p := range append(paths, facts...) {
		b, err := fs.ReadFile(src, p)
		if err != nil {
			return nil, err
		}
		if p == "cards/xy.yaml" {
			b = append(b, "\n- id: "+unplayableID+"\n  omitted:\n    - {name: "+unplayableAttack+", why: \""+unplayableWhy+"\"}\n"...)
		}
		fsys[p] = &fstest.MapFile{Data: b}
	}
	return content.LoadCatalog(fsys)
}

// unplayableGet is cardGet against unplayableServer.
func unplayableGet(t *testing.T, method, target, body string) *httptest.ResponseRecorder {
	t.Helper()
	return serveForm(t, unplayableServer, method, target, body)
}

// Every card of the covered sets is fully playable.
func TestEveryCardPlayable(t *testing.T) {
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cat.Cards {
		if !c.Playable() {
			t.Errorf("%s %s is not fully playable: %v", c.Facts.ID, c.Facts.Name, c.Missing)
		}
	}
}

// The sandbox runs the board a card page opens: a playable attack plays, and an attack the
// engine has no primitives for is refused with its name.
func TestCardSandbox(t *testing.T) {
	for _, tt := range []struct {
		id, want string
	}{
		{"xy1-6", "Ledyba"},
		{"xy1-30", "Hydro Bombard"},
		{unplayableID, unplayableAttack},
		{"xy1-2", "Paralyzed"},
	} {
		t.Run(tt.id, func(t *testing.T) {
			doc := parse(t, unplayableGet(t, http.MethodGet, "/sandbox/edit?card="+tt.id, ""))
			src := doc.Find("textarea").Text()
			if !strings.Contains(src, tt.id) {
				t.Fatalf("sandbox source lacks the card:\n%s", src)
			}
			form := url.Values{"scenario": {src}}
			rec := unplayableGet(t, http.MethodPost, "/sandbox", form.Encode())
			body := rec.Body.String()
			if tt.id == unplayableID {
				if !strings.Contains(body, unplayableAttack) || !strings.Contains(body, "no primitives") {
					t.Errorf("POST /sandbox with %s = %d; want %s refused as not written:\n%.2000s", tt.id, rec.Code, unplayableAttack, body)
				}
				return
			}
			if rec.Code != http.StatusOK || !strings.Contains(body, tt.want) {
				t.Errorf("POST /sandbox with %s = %d:\n%.2000s", tt.id, rec.Code, body)
			}
		})
	}
}

// A card hit on the search page shows its set, type and HP, and the set facet filters.
func TestSearchPageCardHit(t *testing.T) {
	doc := parse(t, cardGet(t, http.MethodGet, "/search?q=tropius+weakness&era=hgss", ""))
	hit := doc.Find(`[data-testid="hit"][data-kind="card"]`).First()
	if hit.Length() == 0 {
		t.Fatalf("no card hit for tropius weakness")
	}
	if got := hit.Find("h3").Text(); got != "Tropius" {
		t.Errorf("first card hit = %q; want Tropius", got)
	}
	if where := hit.Find(".where").Text(); !strings.Contains(where, "HS—Unleashed #66") || !strings.Contains(where, "Grass") || !strings.Contains(where, "HP 80") {
		t.Errorf("card hit shows %q; want its set, type and HP", where)
	}
	link := doc.Find(`[data-testid="facet-set"] [data-term="hgss2"] a`)
	href, _ := link.Attr("href")
	if !strings.Contains(href, "set=hgss2") {
		t.Fatalf("set facet link = %q", href)
	}
	doc = parse(t, cardGet(t, http.MethodGet, href, ""))
	doc.Find(`[data-testid="hit"]`).Each(func(_ int, s *goquery.Selection) {
		if k, _ := s.Attr("data-kind"); k != "card" {
			t.Errorf("a %s hit under the set filter", k)
		}
	})
}

// The board builder offers every fully playable card of the era from the whole catalogue,
// and leaves out a card the engine cannot play in full.
func TestBuilderOffersTheCatalogue(t *testing.T) {
	tests := []struct {
		name, era, typed string
		want             string // an option the suggestions must hold; "" for none
		notWant          string
	}{
		{"a Mega Evolution's Basic in xy", "xy", "venu", "Venusaur-EX (xy1-1)", ""},
		{"a card of sm5 in sm", "sm", "carniv", "Carnivine (sm5-12)", ""},
		{"not fully playable: left out", "xy", "spoi", "", unplayableID},
		{"a card made playable last", "hgss", "ditt", "Ditto (hgss4-17)", ""},
		{"another era's card: left out", "hgss", "rowlet", "", "sm1-9"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := unplayableGet(t, http.MethodGet, "/sandbox/cards?era="+tt.era+"&list=pokemon&field=a&a="+tt.typed, "")
			body := rec.Body.String()
			if rec.Code != http.StatusOK {
				t.Fatalf("suggestions for %q in %s = %d; want 200\n%s", tt.typed, tt.era, rec.Code, body)
			}
			if tt.want != "" && !strings.Contains(body, `value="`+tt.want+`"`) {
				t.Errorf("suggestions for %q in %s lack %q:\n%s", tt.typed, tt.era, tt.want, body)
			}
			if tt.notWant != "" && strings.Contains(body, tt.notWant) {
				t.Errorf("suggestions for %q in %s offer %s:\n%s", tt.typed, tt.era, tt.notWant, body)
			}
		})
	}
}

// Card names in a worked example's summary and in the event shown link to their pages.
func TestScenarioLinksCardNames(t *testing.T) {
	rec := cardGet(t, http.MethodGet, "/scenarios/weakness-times-two?era=xy&step=1&event=1", "")
	if rec.Code != http.StatusOK {
		t.Fatalf("GET = %d", rec.Code)
	}
	doc := parse(t, rec)
	links := map[string]string{}
	doc.Find(`[data-testid="summary"] [data-testid="card-mention"]`).Each(func(_ int, s *goquery.Selection) {
		links[s.Text()], _ = s.Attr("href")
	})
	for _, name := range []string{"Chespin", "Froakie"} {
		if !strings.HasPrefix(links[name], "/cards") {
			t.Errorf("summary links %v; want %s linked to its card page", links, name)
		}
	}
	if doc.Find(`[data-testid="current-event"] [data-testid="event-text"]`).Length() != 1 {
		t.Errorf("the event shown has no text")
	}
}
