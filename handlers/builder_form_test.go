package handlers

import (
	"io/fs"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/scenarios"
)

// formValues collects what a browser would send for the builder's form.
func formValues(doc *goquery.Document) url.Values {
	v := url.Values{}
	form := doc.Find("[data-testid=builder-form]")
	form.Find("input").Each(func(_ int, in *goquery.Selection) {
		name := attrOf(in, "name")
		if name == "" {
			return
		}
		if attrOf(in, "type") == "checkbox" {
			if _, on := in.Attr("checked"); on {
				v.Add(name, attrOf(in, "value"))
			}
			return
		}
		v.Add(name, attrOf(in, "value"))
	})
	form.Find("select").Each(func(_ int, sel *goquery.Selection) {
		v.Set(attrOf(sel, "name"), attrOf(sel.Find("option[selected]"), "value"))
	})
	return v
}

// sentBoard follows a builder redirect to the scenario it carries.
func sentBoard(t *testing.T, rec *http.Response, loc string) *scenarios.Scenario {
	t.Helper()
	src := redirectSource(t, loc)
	sc, err := scenarios.Parse("built.yaml", src)
	if err != nil {
		t.Fatalf("the built scenario does not parse: %v\n%s", err, src)
	}
	return sc
}

// redirectSource is the scenario file a builder redirect to the sandbox carries.
func redirectSource(t *testing.T, loc string) []byte {
	t.Helper()
	u, err := url.Parse(loc)
	if err != nil || u.Path != "/sandbox" {
		t.Fatalf("redirect to %q; want /sandbox?s=…", loc)
	}
	src, err := scenarios.DecodeLink(u.Query().Get("s"), 64<<10)
	if err != nil {
		t.Fatalf("the redirect's link: %v", err)
	}
	return src
}

func TestBuilderForm(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	doc := s.page(t, "/sandbox?era=sm")
	if n := doc.Find("[data-testid=builder-slot]").Length(); n != 12 {
		t.Errorf("%d Pokémon rows; want 12 (an Active and 5 Benched for each player)", n)
	}
	var pokemon []string
	doc.Find("datalist#dl-pokemon option").Each(func(_ int, o *goquery.Selection) { pokemon = append(pokemon, attrOf(o, "value")) })
	if !slices.ContainsFunc(pokemon, func(v string) bool { return strings.HasPrefix(v, "Rowlet (sm") }) {
		t.Errorf("the Pokémon list of sm lacks Rowlet: %q", pokemon)
	}
	if slices.ContainsFunc(pokemon, func(v string) bool { return strings.Contains(v, "(hgss") }) {
		t.Errorf("the Pokémon list of sm holds cards of another era: %q", pokemon)
	}
	if doc.Find("input[list=dl-pokemon][name='alice.active.card']").Length() != 1 {
		t.Errorf("the Active Pokémon field has no type-ahead list")
	}
}

// A good board goes to the sandbox as a link carrying exactly that board.
func TestBuilderMakesTheBoard(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	q := url.Values{"go": {"1"}, "era": {"sm"}, "turn": {"4"}, "current": {"bob"}, "done": {"energy_attached", "stadium_played"}, "bob.gx_used": {"yes"},
		"alice.active.card": {"Rowlet"}, "alice.active.energy": {"Grass, Grass"}, "alice.active.damage": {"20"},
		"alice.active.cond": {"burned", "poisoned"}, "alice.bench2.card": {"Litten"}, "alice.hand": {"3"},
		"bob.active.card": {"Litten"}, "bob.hand": {"Rowlet, Litten"}, "bob.prizes": {"4"}, "bob.deck": {"20"},
		"alice.deck": {"Litten, Rowlet"}, "alice.discard": {"Rowlet"}}
	rec := s.get("/sandbox?" + q.Encode())
	if rec.Code != http.StatusSeeOther {
		t.Fatalf("GET /sandbox = %d; want 303\n%s", rec.Code, clipText(rec.Body.String()))
	}
	sc := sentBoard(t, nil, rec.Header().Get("Location"))
	b := sc.Board
	a := b.Sides[0].Active
	checks := []struct {
		what      string
		got, want any
	}{
		{"eras", strings.Join(sc.Eras, ","), "sm"},
		{"turn", b.Turn, 4},
		{"current", b.Current, "bob"},
		{"energy attached this turn", b.Done.EnergyAttached, true},
		{"Stadium played this turn", b.Done.StadiumPlayed, true},
		{"Supporter played this turn", b.Done.SupporterPlayed, false},
		{"Bob used a GX attack", b.Sides[1].GXUsed, true},
		{"Alice used a GX attack", b.Sides[0].GXUsed, false},
		{"Alice's Active", a.Card[:3], "sm1"},
		{"its Energy", strings.Join(a.Energy, ","), "Grass,Grass"},
		{"its damage", a.Damage, 20},
		{"its conditions", strings.Join(a.Conditions, ","), "burned,poisoned"},
		{"Alice's Bench", len(b.Sides[0].Bench), 1},
		{"Alice's hand", len(b.Sides[0].Hand), 3},
		{"Bob's hand", len(b.Sides[1].Hand), 2},
		{"Bob's Prize cards", len(b.Sides[1].Prizes), 4},
		{"Bob's deck", len(b.Sides[1].Deck), 20},
		{"Alice's deck", len(b.Sides[0].Deck), 2},
		{"Alice's top card", b.Sides[0].Deck[0][:3], "sm1"},
		{"Alice's discard pile", len(b.Sides[0].Discard), 1},
		{"actions", len(sc.Actions), 0},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %v; want %v", c.what, c.got, c.want)
		}
	}
}

// A board the rules forbid comes back (400) with the reason beside the field at fault.
func TestBuilderExplainsBadBoards(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	base := url.Values{"go": {"1"}, "era": {"sm"}, "turn": {"3"}, "current": {"alice"},
		"alice.active.card": {"Rowlet"}, "bob.active.card": {"Litten"}}
	tests := []struct {
		name  string
		set   url.Values
		field string
		text  string
	}{
		{"a Benched Pokémon Asleep", url.Values{"alice.bench1.card": {"Litten"}, "alice.bench1.cond": {"asleep"}}, "alice.bench1.cond", "a Benched Pokémon cannot be Asleep"},
		{"damage over the HP", url.Values{"bob.active.damage": {"70"}}, "bob.active.damage", "70 damage on a 70 HP Pokémon"},
		{"damage not in tens", url.Values{"bob.active.damage": {"25"}}, "bob.active.damage", "damage counters of 10"},
		{"Asleep and Paralyzed", url.Values{"alice.active.cond": {"asleep", "paralyzed"}}, "alice.active.cond", "Asleep and Paralyzed at once"},
		{"a card of another era", url.Values{"bob.active.card": {"Magmar (hgss2-52)"}}, "bob.active.card", "not a card of the Sun & Moon era"},
		{"an unknown card", url.Values{"bob.active.card": {"Pikachu"}}, "bob.active.card", `no card of Sun & Moon is named or numbered "Pikachu"`},
		{"no Active Pokémon", url.Values{"bob.active.card": {""}}, "bob.active.card", "choose Bob's Active Pokémon"},
		{"an Energy that is not one", url.Values{"alice.active.energy": {"Rowlet"}}, "alice.active.energy", "Rowlet is not an Energy card"},
		{"a Tool that is not one", url.Values{"alice.active.tool": {"Litten"}}, "alice.active.tool", "Litten is not a Pokémon Tool"},
		{"an evolved Pokémon alone", url.Values{"alice.active.card": {"Torracat"}}, "alice.active.under", "name the Pokémon it evolved from (Litten)"},
		{"a row with no Pokémon", url.Values{"alice.bench3.damage": {"10"}}, "alice.bench3.card", "choose the Pokémon first"},
		{"seven Prize cards", url.Values{"alice.prizes": {"7"}}, "alice.prizes", "Prize cards: want a whole number from 0 to 6"},
		{"seven named Prize cards", url.Values{"alice.prizes": {strings.Repeat("Litten, ", 7)}}, "alice.prizes", "7 Prize cards; at most 6"},
		{"turn 0", url.Values{"turn": {"0"}}, "turn", "turn"},
		{"four cards underneath", url.Values{"alice.active.under": {"Litten, Litten, Litten, Litten"}}, "alice.active.under", "at most 3"},
		{"a hand of 61", url.Values{"alice.hand": {strings.Repeat("Litten, ", 61)}}, "alice.hand", "61 cards in the hand; at most 60"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := url.Values{}
			for k, v := range base {
				q[k] = v
			}
			for k, v := range tt.set {
				q[k] = v
			}
			rec := s.get("/sandbox?" + q.Encode())
			if rec.Code != http.StatusBadRequest {
				t.Fatalf("GET /sandbox = %d; want 400", rec.Code)
			}
			doc := docOf(t, rec.Body.String())
			got := doc.Find("[data-testid=field-error][data-field='" + tt.field + "']").Text()
			if !strings.Contains(got, tt.text) {
				var all []string
				doc.Find("[data-testid=field-error]").Each(func(_ int, e *goquery.Selection) {
					all = append(all, attrOf(e, "data-field")+": "+e.Text())
				})
				t.Errorf("error beside %s = %q; want it to say %q (errors: %q)", tt.field, got, tt.text, all)
			}
			// The form keeps what was typed.
			for k, v := range tt.set {
				if strings.HasSuffix(k, ".cond") || v[0] == "" {
					continue
				}
				if in := doc.Find("[name='" + k + "']"); attrOf(in, "value") != v[0] && k != "turn" {
					t.Errorf("field %s = %q; want the value sent, %q", k, attrOf(in, "value"), v[0])
				}
			}
		})
	}
}

// The form filled from a link's board, sent back unchanged, gives the same board.
func TestBuilderEditsALinkedBoard(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	for _, id := range []string{"boost-before-weakness", "retreat-double-colorless", "poison-and-burn-exact-ko", "evolve-limits"} {
		t.Run(id, func(t *testing.T) {
			src, err := fs.ReadFile(scenarios.Files(), "data/"+id+".yaml")
			if err != nil {
				t.Fatal(err)
			}
			orig, err := scenarios.Parse(id+".yaml", src)
			if err != nil {
				t.Fatal(err)
			}
			doc := s.page(t, "/sandbox?build=1&s="+scenarios.EncodeLink(src))
			keep := doc.Find("[data-testid=builder-keep]")
			if _, on := keep.Attr("checked"); !on || !strings.Contains(keep.Parent().Text(), howMany(len(orig.Actions), "action", "actions")) {
				t.Errorf("the form does not offer to keep the example's %d actions: %q", len(orig.Actions), keep.Parent().Text())
			}
			rec := s.get("/sandbox?" + formValues(doc).Encode())
			if rec.Code != http.StatusSeeOther {
				var all []string
				docOf(t, rec.Body.String()).Find("[data-testid=field-error], [data-testid=keep-error]").Each(func(_ int, e *goquery.Selection) {
					all = append(all, attrOf(e, "data-field")+": "+e.Text())
				})
				t.Fatalf("sending the filled form back = %d; want 303 (errors: %q)", rec.Code, all)
			}
			sent := sentBoard(t, nil, rec.Header().Get("Location"))
			if len(sent.Actions) != len(orig.Actions) || len(sent.Expect) != len(orig.Expect) {
				t.Errorf("the changed board keeps %d actions and %d expectations; want %d and %d", len(sent.Actions), len(sent.Expect), len(orig.Actions), len(orig.Expect))
			}
			// Unticked, the board alone.
			v := formValues(doc)
			v.Del("keep")
			alone := sentBoard(t, nil, s.get("/sandbox?"+v.Encode()).Header().Get("Location"))
			if len(alone.Actions) != 0 || len(alone.Expect) != 0 {
				t.Errorf("unticked, the board keeps %d actions and %d expectations; want none", len(alone.Actions), len(alone.Expect))
			}
			got := sent.Board
			want := orig.Board
			if got.Turn != want.Turn || got.Current != want.Current || got.Stadium != want.Stadium || got.Done != want.Done {
				t.Errorf("game: got turn %d %s %q %+v; want turn %d %s %q %+v", got.Turn, got.Current, got.Stadium, got.Done, want.Turn, want.Current, want.Stadium, want.Done)
			}
			for i := range want.Sides {
				g, w := got.Sides[i], want.Sides[i]
				pk := func(p *scenarios.PokemonSetup) string {
					return strings.Join([]string{p.Card, strings.Join(p.Under, "+"), strconv.Itoa(p.Damage), strings.Join(slices.Sorted(slices.Values(p.Conditions)), "+"), strings.Join(p.Energy, "+"), p.Tool}, "|")
				}
				if pk(g.Active) != pk(w.Active) {
					t.Errorf("side %d Active = %s; want %s", i, pk(g.Active), pk(w.Active))
				}
				if len(g.Bench) != len(w.Bench) {
					t.Fatalf("side %d Bench: %d; want %d", i, len(g.Bench), len(w.Bench))
				}
				for j := range w.Bench {
					if pk(&g.Bench[j]) != pk(&w.Bench[j]) {
						t.Errorf("side %d Bench %d = %s; want %s", i, j+1, pk(&g.Bench[j]), pk(&w.Bench[j]))
					}
				}
				if !slices.Equal(g.Hand, w.Hand) || len(g.Deck) != len(w.Deck) || len(g.Prizes) != len(w.Prizes) || len(g.Discard) != len(w.Discard) {
					t.Errorf("side %d piles: hand %q deck %d prizes %d discard %d; want %q %d %d %d", i, g.Hand, len(g.Deck), len(g.Prizes), len(g.Discard), w.Hand, len(w.Deck), len(w.Prizes), len(w.Discard))
				}
			}
		})
	}
}

// FuzzBuilder: whatever the form sends, the builder answers with the board (303) or the form
// with its problems (400), and the sandbox opens any board it makes.
func FuzzBuilder(f *testing.F) {
	f.Add("sm", "3", "alice", "Rowlet", "Grass, Grass", "20", "asleep", "Litten", "3")
	f.Add("hgss", "1", "bob", "Magmar (hgss2-52)", "Fire", "990", "burned", "Tropius", "Magmar, x")
	f.Add("zz", "-1", "carol", "(sm1-9)", ",,,", "ten", "asleep\x00", "", "99999999999999999999")
	f.Add("sm", "3", "alice", "rowlet", "2 Fire, Fire ×2, Colorless x3, dubble colorless", "0", "", "litten (sm1-24)", "Rowlet, Profesor Kukui")
	f.Add("xy", "2", "bob", "Furfrou", "0 Fire, 999 Water, Fairy Fairy", "", "", "Chespin", "3")
	s := newScenarioServer(f, scenarios.Limits{})
	f.Fuzz(func(t *testing.T, era, turn, current, card, energy, damage, cond, bench, hand string) {
		q := url.Values{"go": {"1"}, "era": {era}, "turn": {turn}, "current": {current},
			"alice.active.card": {card}, "alice.active.energy": {energy}, "alice.active.damage": {damage},
			"alice.active.cond": {cond}, "alice.bench1.card": {bench}, "alice.hand": {hand}, "bob.active.card": {bench}}
		rec := s.get("/sandbox?" + q.Encode())
		switch rec.Code {
		case http.StatusBadRequest:
		case http.StatusSeeOther:
			loc := rec.Header().Get("Location")
			if got := s.get(loc); got.Code != 200 {
				t.Errorf("the board the builder made does not open: GET %s = %d\n%s", loc, got.Code, clipText(got.Body.String()))
			}
		default:
			t.Errorf("GET /sandbox?%s = %d; want 303 or 400", q.Encode(), rec.Code)
		}
	})
}

// The builder's old address goes to /sandbox, where the builder lives: a link's board opens in
// the builder (build=1), not as a run.
func TestBuilderOldAddressRedirects(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	tests := []struct {
		name, target, want string
	}{
		{"empty", "/sandbox/build", "/sandbox"},
		{"an era", "/sandbox/build?era=sm", "/sandbox?era=sm"},
		{"a link's board", "/sandbox/build?s=v1.abc", "/sandbox?build=1&s=v1.abc"},
		{"a sent form", "/sandbox/build?era=sm&go=1", "/sandbox?era=sm&go=1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := s.get(tc.target)
			if rec.Code != http.StatusMovedPermanently {
				t.Fatalf("GET %s = %d; want 301", tc.target, rec.Code)
			}
			if got := rec.Header().Get("Location"); got != tc.want {
				t.Errorf("GET %s goes to %q; want %q", tc.target, got, tc.want)
			}
		})
	}
}

// The type-ahead answers with the era's cards whose name or id holds what was typed, names
// that start with it first, at most maxSuggestions, as datalist options.
func TestSuggestCards(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	tests := []struct {
		name   string
		query  string
		code   int
		first  string // the first option's value starts with it
		all    string // every option's value holds it (lower case)
		absent string // no option's value holds it
		text   string // for an error
	}{
		{"a name's start", "era=sm&list=pokemon&field=alice.active.card&alice.active.card=row", 200, "Rowlet (sm", "row", "(hgss", ""},
		{"another era", "era=hgss&list=pokemon&field=bob.active.card&bob.active.card=magm", 200, "Magmar (hgss", "magm", "(sm", ""},
		{"a set-number id", "era=sm&list=pokemon&field=alice.active.card&alice.active.card=sm1-9)", 200, "", "sm1-9)", "", ""},
		{"a Tool is not a Pokémon", "era=xy&list=pokemon&field=alice.active.card&alice.active.card=muscle", 200, "", "", "Muscle Band", ""},
		{"a Tool in the Tools", "era=xy&list=tools&field=alice.active.tool&alice.active.tool=muscle", 200, "Muscle Band (xy", "muscle", "", ""},
		{"an accent typed without it", "era=xy&list=hand&field=alice.hand&alice.hand=pokemon+cat", 200, "Pokémon Catcher (xy", "", "", ""},
		{"a name without its hyphen", "era=sm&list=pokemon&field=alice.active.card&alice.active.card=lapras+gx", 200, "Lapras-GX (sm", "lapras-gx", "", ""},
		{"one letter", "era=sm&list=pokemon&field=alice.active.card&alice.active.card=r", 204, "", "", "", ""},
		{"unknown era", "era=bw&list=pokemon&field=x&x=row", 400, "", "", "", "unknown era"},
		{"unknown list", "era=sm&list=moves&field=x&x=row", 400, "", "", "", "unknown card list"},
		{"no field", "era=sm&list=pokemon&x=row", 400, "", "", "", "name the field"},
		{"too long", "era=sm&list=pokemon&field=x&x=" + strings.Repeat("a", 101), 400, "", "", "", "at most 100"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := s.get("/sandbox/cards?" + tc.query)
			if rec.Code != tc.code {
				t.Fatalf("GET /sandbox/cards?%s = %d; want %d\n%s", tc.query, rec.Code, tc.code, clipText(rec.Body.String()))
			}
			if tc.code != 200 {
				if !strings.Contains(rec.Body.String(), tc.text) {
					t.Errorf("the answer lacks %q:\n%s", tc.text, clipText(rec.Body.String()))
				}
				return
			}
			if strings.Contains(rec.Body.String(), "<html") {
				t.Errorf("the answer is a whole page; want the options alone")
			}
			var opts []string
			docOf(t, "<datalist>"+rec.Body.String()+"</datalist>").Find("option").Each(func(_ int, o *goquery.Selection) {
				opts = append(opts, attrOf(o, "value"))
			})
			if len(opts) > maxSuggestions {
				t.Errorf("%d options; want at most %d", len(opts), maxSuggestions)
			}
			if tc.first != "" && (len(opts) == 0 || !strings.HasPrefix(opts[0], tc.first)) {
				t.Errorf("options %q; want the first to start with %q", opts, tc.first)
			}
			if tc.all != "" && len(opts) == 0 {
				t.Errorf("no options; want cards holding %q", tc.all)
			}
			for _, o := range opts {
				if tc.all != "" && !strings.Contains(strings.ToLower(o), tc.all) {
					t.Errorf("option %q does not hold %q", o, tc.all)
				}
				if tc.absent != "" && strings.Contains(o, tc.absent) {
					t.Errorf("option %q holds %q", o, tc.absent)
				}
			}
		})
	}
	// The era's set code is in every id: it matches more Pokémon than are offered.
	rec := s.get("/sandbox/cards?era=hgss&list=pokemon&field=h&h=hg")
	if n := strings.Count(rec.Body.String(), "<option"); n != maxSuggestions {
		t.Errorf("%q matches %d options; want the bound, %d", "hg", n, maxSuggestions)
	}
}

// The one-card fields ask for suggestions as a person types, with no script in the page:
// plain JSON values, the era included, the answer put in the field's list.
func TestBuilderTypeAheadAttributes(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	doc := s.page(t, "/sandbox?era=sm")
	in := doc.Find(`input[name="alice.active.card"]`)
	want := map[string]string{"hx-get": "/sandbox/cards", "hx-target": "#dl-pokemon", "hx-include": "#f-era",
		"hx-vals": `{"field":"alice.active.card","list":"pokemon"}`}
	for k, v := range want {
		if got := attrOf(in, k); got != v {
			t.Errorf("%s = %q; want %q", k, got, v)
		}
	}
	if attrOf(doc.Find(`input[name="alice.active.energy"]`), "hx-get") != "" {
		t.Errorf("a field of several cards asks for one card's suggestions")
	}
	cfg := attrOf(doc.Find(`meta[name="htmx-config"]`), "content")
	if !strings.Contains(cfg, `"allowEval":false`) || !strings.Contains(cfg, `"includeIndicatorStyles":false`) {
		t.Errorf("htmx-config = %q; want eval and htmx's own style element off", cfg)
	}
}

// What a link played that cannot be played on the changed board is explained, not dropped
// in silence: expectations of eras the board no longer runs under.
func TestBuilderSaysWhenKeptPlayDoesNotFit(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	src := readFixture(t, "testdata/scenarios/confused-attack.yaml") // hgss and sm, with checks per era
	xy := attrOf(s.page(t, "/sandbox?era=xy").Find("datalist#dl-pokemon option").First(), "value")
	q := url.Values{"go": {"1"}, "era": {"xy"}, "turn": {"3"}, "current": {"alice"}, "keep": {"1"},
		"from": {scenarios.EncodeLink([]byte(src))}, "alice.active.card": {xy}, "bob.active.card": {xy}}
	rec := s.get("/sandbox?" + q.Encode())
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("GET = %d; want 400", rec.Code)
	}
	doc := docOf(t, rec.Body.String())
	if got := doc.Find("[data-testid=keep-error]").Text(); !strings.Contains(got, `era "hgss" is not one of the scenario's eras`) || !strings.Contains(got, "Untick") {
		t.Errorf("the form says %q; want the expectation that does not fit and the way out", got)
	}
	if _, on := doc.Find("[data-testid=builder-keep]").Attr("checked"); !on {
		t.Errorf("the keep box is no longer ticked")
	}
	q.Del("keep")
	if rec := s.get("/sandbox?" + q.Encode()); rec.Code != http.StatusSeeOther {
		t.Errorf("unticked, GET = %d; want 303 to the board alone", rec.Code)
	}
}

// Every field of every builder form has a name, the Stadium's included, so what is typed in it
// is sent: the blank form, another era's, a link's board to change, a form sent back with its
// problems, and a form shown again in another era.
func TestBuilderFieldsHaveNames(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	src := readFixture(t, "testdata/scenarios/confused-attack.yaml")
	tests := []struct {
		name, target string
		code         int
	}{
		{"the blank form", "/sandbox", 200},
		{"another era's blank form", "/sandbox?era=sm", 200},
		{"a link's board to change", "/sandbox?build=1&s=" + scenarios.EncodeLink([]byte(src)), 200},
		{"a form with its problems", "/sandbox?go=1&era=sm&turn=3&stadium=Nowhere", 400},
		{"a form shown in another era", "/sandbox?go=1&era=xy&show=era&turn=3&stadium=Nowhere", 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := s.get(tt.target)
			if rec.Code != tt.code {
				t.Fatalf("GET %s = %d; want %d", tt.target, rec.Code, tt.code)
			}
			doc := docOf(t, rec.Body.String())
			if got := attrOf(doc.Find(`input[list="dl-stadiums"]`), "name"); got != "stadium" {
				t.Errorf("the Stadium field's name is %q; want stadium", got)
			}
			doc.Find(`[data-testid="builder-form"] input, [data-testid="builder-form"] select`).Each(func(_ int, in *goquery.Selection) {
				if attrOf(in, "name") == "" {
					t.Errorf("a field with no name: id %q", attrOf(in, "id"))
				}
				if id := attrOf(in, "id"); id != "" && id != "f-"+attrOf(in, "name") {
					t.Errorf("field %q has id %q", attrOf(in, "name"), id)
				}
			})
		})
	}
}

// A Stadium on a board being changed stays on it: the form shows it, and sent back it is
// still there.
func TestBuilderKeepsTheStadium(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	src, err := fs.ReadFile(scenarios.Files(), "data/lost-world-before-attacking.yaml")
	if err != nil {
		t.Fatal(err)
	}
	orig, err := scenarios.Parse("x.yaml", src)
	if err != nil || orig.Board.Stadium == "" {
		t.Fatalf("the example has no Stadium on its board (%v)", err)
	}
	doc := s.page(t, "/sandbox?build=1&s="+scenarios.EncodeLink(src))
	if got := attrOf(doc.Find(`[name="stadium"]`), "value"); !strings.Contains(got, orig.Board.Stadium) {
		t.Errorf("the Stadium field holds %q; want the board's %s", got, orig.Board.Stadium)
	}
	rec := s.get("/sandbox?" + formValues(doc).Encode())
	if rec.Code != http.StatusSeeOther {
		t.Fatalf("sending the form back = %d; want 303", rec.Code)
	}
	if got := sentBoard(t, nil, rec.Header().Get("Location")).Board.Stadium; got != orig.Board.Stadium {
		t.Errorf("the changed board's Stadium is %q; want %q", got, orig.Board.Stadium)
	}
}

// Every list of the form offers the chosen era's cards alone, and of printings that play
// alike the first alone.
func TestBuilderListsFollowTheEra(t *testing.T) {
	s := newCatalogBuilder(t)
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	for _, era := range content.EraIDs() {
		t.Run(era, func(t *testing.T) {
			inEra := map[string]bool{}
			for _, c := range cat.ForEra(era) {
				inEra[c.Card.ID] = true
			}
			doc := s.page(t, "/sandbox?era="+era)
			if got := attrOf(doc.Find(`[data-testid="builder-lists"]`), "data-era"); got != era {
				t.Errorf("the lists are of era %q; want %q", got, era)
			}
			for _, list := range []string{"dl-pokemon", "dl-energy", "dl-tools", "dl-stadiums", "dl-hand"} {
				seen := map[string]bool{}
				opts := doc.Find("datalist#" + list + " option")
				if opts.Length() == 0 && (list == "dl-pokemon" || list == "dl-energy" || list == "dl-hand") {
					t.Errorf("%s is empty", list)
				}
				opts.Each(func(_ int, o *goquery.Selection) {
					v := attrOf(o, "value")
					m := cardWithID.FindStringSubmatch(v)
					if m == nil || !inEra[m[1]] {
						t.Errorf("%s offers %q, not a card of %s", list, v, era)
						return
					}
					c, _ := cat.Card(m[1])
					for other := range seen {
						if o, _ := cat.Card(other); o.Name == c.Name && playAlike(o, c) {
							t.Errorf("%s offers %s and %s, which play alike", list, other, c.ID)
						}
					}
					seen[c.ID] = true
				})
			}
		})
	}
	doc := s.page(t, "/sandbox?era=sm")
	if n := doc.Find(`datalist#dl-pokemon option[value^="Tauros-GX ("]`).Length(); n != 1 {
		t.Errorf("sm offers Tauros-GX %d times; want once, for its three printings", n)
	}
	if n := doc.Find(`datalist#dl-energy option[value^="Fire Energy ("]`).Length(); n != 1 {
		t.Errorf("sm offers Fire Energy %d times; want once", n)
	}
}

// Without JavaScript the era is changed by the button beside it: the form comes back in that
// era, with its lists, keeping what was typed, and finding nothing wrong yet.
func TestBuilderShowsAnotherEra(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	q := url.Values{"go": {"1"}, "era": {"sm"}, "show": {"era"}, "turn": {"5"}, "current": {"bob"},
		"alice.active.card": {"Magmar (hgss2-52)"}, "alice.active.energy": {"2 Fire"}, "bob.bench2.card": {"Litt"}, "done": {"retreated"}}
	rec := s.get("/sandbox?" + q.Encode())
	if rec.Code != http.StatusOK {
		t.Fatalf("GET = %d; want 200, the form again", rec.Code)
	}
	doc := docOf(t, rec.Body.String())
	if got := attrOf(doc.Find(`#f-era option[selected]`), "value"); got != "sm" {
		t.Errorf("the era chosen is %q; want sm", got)
	}
	if got := attrOf(doc.Find(`[data-testid="builder-lists"]`), "data-era"); got != "sm" {
		t.Errorf("the lists are of %q; want sm", got)
	}
	if n := doc.Find(`[data-testid="field-error"], [data-testid="builder-errors"]`).Length(); n != 0 {
		t.Errorf("%d problems shown; want none until the board is sent", n)
	}
	for _, k := range []string{"turn", "alice.active.card", "alice.active.energy", "bob.bench2.card"} {
		if got := attrOf(doc.Find(`[name="`+k+`"]`), "value"); got != q.Get(k) {
			t.Errorf("%s = %q; want what was typed, %q", k, got, q.Get(k))
		}
	}
	if _, on := doc.Find(`[name="done"][value="retreated"]`).Attr("checked"); !on {
		t.Errorf("the retreated box is no longer ticked")
	}
	if got := attrOf(doc.Find(`#f-current option[selected]`), "value"); got != "bob" {
		t.Errorf("whose turn = %q; want bob", got)
	}
}
