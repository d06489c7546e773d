package handlers

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/engine"
	"github.com/rulesd/rulesd/scenarios"
)

// newCatalogBuilder serves the builder over every card of the covered sets, as rulesd serve
// does: there, many names have several printings.
func newCatalogBuilder(t testing.TB) *scnServer {
	t.Helper()
	d := catalogDeps(t)
	s := &scnServer{e: echo.New(), logs: &bytes.Buffer{}}
	d.Log = slog.New(slog.NewTextHandler(s.logs, nil))
	s.site = register(s.e, d)
	return s
}

// catalogDeps are the shipped digest and every card of the covered sets, as rulesd serve
// loads them (no search index, no worked examples).
func catalogDeps(t testing.TB) Deps {
	t.Helper()
	corpus, err := realCorpus()
	if err != nil {
		t.Fatal(err)
	}
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	return Deps{Corpus: corpus, Cards: cat, Catalog: cat}
}

// boardQuery is a sent builder form: era, turn 3, Alice to play, and the fields set.
func boardQuery(era string, set url.Values) url.Values {
	q := url.Values{"go": {"1"}, "era": {era}, "turn": {"3"}, "current": {"alice"}}
	for k, v := range set {
		q[k] = v
	}
	return q
}

// The done-when of the builder: typed as a player types, Tauros-GX (three printings that play
// alike) with 50 damage and "2 Fire", against Lapras-GX with 40 damage, builds the board, and
// the engine offers Mad Bull-GX.
func TestBuilderTaurosAgainstLapras(t *testing.T) {
	s := newCatalogBuilder(t)
	q := boardQuery("sm", url.Values{"alice.active.card": {"Tauros-GX"}, "alice.active.damage": {"50"}, "alice.active.energy": {"2 Fire"},
		"bob.active.card": {"Lapras-GX"}, "bob.active.damage": {"40"}})
	rec := s.get("/sandbox?" + q.Encode())
	if rec.Code != http.StatusSeeOther {
		t.Fatalf("GET /sandbox?%s = %d; want 303 to the board\n%s", q.Encode(), rec.Code, clipText(problemsOf(docOf(t, rec.Body.String()))))
	}
	loc := rec.Header().Get("Location")
	sc := catalogBoard(t, loc)
	a, b := sc.Board.Sides[0].Active, sc.Board.Sides[1].Active
	if a.Card != "sm1-100" || a.Damage != 50 || strings.Join(a.Energy, ",") != "Fire,Fire" || b.Card != "sm1-35" || b.Damage != 40 {
		t.Errorf("the board: Alice %s %d %q, Bob %s %d; want Tauros-GX sm1-100 50 [Fire Fire], Lapras-GX sm1-35 40", a.Card, a.Damage, a.Energy, b.Card, b.Damage)
	}
	doc := s.page(t, loc)
	var actions []string
	doc.Find(`[data-testid="next-action"]`).Each(func(_ int, e *goquery.Selection) { actions = append(actions, e.Text()) })
	if !slices.ContainsFunc(actions, func(a string) bool { return strings.Contains(a, "Mad Bull-GX") }) {
		t.Fatalf("the built board offers %q; want an action for Mad Bull-GX", actions)
	}
	// Following it, the outcome says the 2 Prize cards taken, first.
	mad := doc.Find(`[data-testid="next-action"]`).FilterFunction(func(_ int, a *goquery.Selection) bool {
		return strings.Contains(a.Text(), "Mad Bull-GX")
	}).First()
	doc = s.page(t, attrOf(mad, "href"))
	if got := clean(doc.Find(`[data-testid="outcome"]`).Text()); !strings.Contains(got, "takes 2 Prize cards") {
		t.Errorf("after Mad Bull-GX the outcome reads %q; want the 2 Prize cards taken", got)
	}
}

// What a player types for a card or for attached Energy becomes the board it means.
func TestBuilderReadsWhatAPlayerTypes(t *testing.T) {
	s := newCatalogBuilder(t)
	tests := []struct {
		name, era, field, typed string
		want                    string // the built Active Pokémon's card, or its Energy joined by commas
	}{
		{"a name three printings share", "sm", "alice.active.card", "Tauros-GX", "sm1-100"},
		{"a name in lower case with a space", "sm", "alice.active.card", "tauros gx", "sm1-100"},
		{"a printing by its number", "sm", "alice.active.card", "Tauros-GX (sm1-144)", "sm1-144"},
		{"a set-number id", "sm", "alice.active.card", "sm1-156", "sm1-156"},
		{"alike printings across sets", "hgss", "alice.active.card", "Magikarp", "hgss1-72"},
		{"a count first", "sm", "alice.active.energy", "2 Fire", "Fire,Fire"},
		{"a count after, with ×", "sm", "alice.active.energy", "Fire ×2", "Fire,Fire"},
		{"a count after, with x", "sm", "alice.active.energy", "Fire x2", "Fire,Fire"},
		{"a count before, with x", "sm", "alice.active.energy", "2x Fire", "Fire,Fire"},
		{"a type twice", "sm", "alice.active.energy", "Fire Fire", "Fire,Fire"},
		{"types with commas", "sm", "alice.active.energy", "Fire, Water", "Fire,Water"},
		{"the cards' names in lower case", "sm", "alice.active.energy", "fire energy, fire energy", "Fire,Fire"},
		{"a player's word for a type", "sm", "alice.active.energy", "Dark", "Darkness"},
		{"Colorless on a Pokémon whose attacks cost Colorless alone", "sm", "alice.active.energy", "2 Colorless", "Grass,Grass"},
		{"a Special Energy by name", "sm", "alice.active.energy", "Double Colorless Energy", "sm1-136"},
		{"a Special Energy without its last word, counted", "sm", "alice.active.energy", "2 double colorless", "sm1-136,sm1-136"},
		{"a basic Energy card by its number", "sm", "alice.active.energy", "Fire Energy (sm1-165)", "sm1-165"},
		{"types and a card", "sm", "alice.active.energy", "Fire ×2, Double Colorless Energy", "Fire,Fire,sm1-136"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set := url.Values{"alice.active.card": {"Tauros-GX"}, "bob.active.card": {"Lapras-GX"}}
			if tt.era == "hgss" {
				set = url.Values{"bob.active.card": {"Tropius"}}
			}
			set.Set(tt.field, tt.typed)
			q := boardQuery(tt.era, set)
			rec := s.get("/sandbox?" + q.Encode())
			if rec.Code != http.StatusSeeOther {
				t.Fatalf("%s = %q: GET = %d; want 303\n%s", tt.field, tt.typed, rec.Code, problemsOf(docOf(t, rec.Body.String())))
			}
			a := catalogBoard(t, rec.Header().Get("Location")).Board.Sides[0].Active
			got := a.Card
			if strings.HasSuffix(tt.field, ".energy") {
				got = strings.Join(a.Energy, ",")
			}
			if got != tt.want {
				t.Errorf("%s = %q built %q; want %q", tt.field, tt.typed, got, tt.want)
			}
		})
	}
}

// catalogBoard is the scenario a builder redirect carries, read with every card.
func catalogBoard(t *testing.T, loc string) *scenarios.Scenario {
	t.Helper()
	src := redirectSource(t, loc)
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.ParseWith("built.yaml", src, cat, scenarios.Limits{})
	if err != nil {
		t.Fatalf("the built scenario does not parse: %v\n%s", err, src)
	}
	return sc
}

// problemsOf is the list of problems above a refused form, for failure messages.
func problemsOf(doc *goquery.Document) string {
	var out []string
	doc.Find(`[data-testid="builder-problems"] li`).Each(func(_ int, li *goquery.Selection) { out = append(out, strings.TrimSpace(li.Text())) })
	return strings.Join(out, "\n")
}

// A name the era does not have, or one several cards have that play differently, is refused
// beside its field, naming what was typed, with the cards that may have been meant offered as
// buttons that put them in the field; the list above the form names the field.
func TestBuilderOffersWhatWasMeant(t *testing.T) {
	s := newCatalogBuilder(t)
	tests := []struct {
		name, era, field, typed string
		text                    string   // the error beside the field says it
		where                   string   // the list above the form names the field so
		choices                 []string // the field's text with each choice (the first ones)
		note                    string   // the first choice's note holds it
	}{
		{"a misspelt name", "sm", "alice.active.card", "Taurus-GX", `no card of Sun & Moon is named or numbered "Taurus-GX"`,
			"Alice, Active Pokémon, Pokémon", []string{"Tauros-GX"}, "Basic, 180 HP"},
		{"printings that differ", "hgss", "alice.active.card", "Vulpix", "2 cards of HeartGold & SoulSilver named Vulpix play differently",
			"Alice, Active Pokémon, Pokémon", []string{"Vulpix (hgss1-87)", "Vulpix (hgss2-68)"}, "Basic, 50 HP; attacks: Singe, Ember 30"},
		{"a misspelt Special Energy among others", "sm", "alice.active.energy", "2 Fire, Dubble Colorless", `named or numbered "Dubble Colorless"`,
			"Alice, Active Pokémon, Energy attached", []string{"2 Fire, Double Colorless Energy"}, "Special Energy"},
		{"Colorless where the attacks ask for a type", "sm", "bob.active.energy", "3 Colorless", "Lapras-GX's attacks ask for Water Energy",
			"Bob, Active Pokémon, Energy attached", []string{"3 Water"}, "basic Energy"},
		{"a type the era has no Energy of", "hgss", "bob.active.energy", "Fairy", `"Fairy": HeartGold & SoulSilver has no basic Fairy Energy card`,
			"Bob, Active Pokémon, Energy attached", nil, ""},
		{"a misspelt card in the hand", "sm", "alice.hand", "Lillie, Profesor Kukui", `"Profesor Kukui"`,
			"Alice, hand", []string{"Lillie, Professor Kukui"}, "Supporter"},
		{"a card of another era by its number", "sm", "alice.bench1.card", "Magmar (hgss2-52)", "Magmar (hgss2-52) is not a card of the Sun & Moon era",
			"Alice, Bench 1, Pokémon", []string{"Magmar"}, "Basic"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set := url.Values{"alice.active.card": {"Tauros-GX"}, "bob.active.card": {"Lapras-GX"}}
			if tt.era == "hgss" {
				set = url.Values{"alice.active.card": {"Tropius"}, "bob.active.card": {"Tropius"}}
			}
			set.Set(tt.field, tt.typed)
			rec := s.get("/sandbox?" + boardQuery(tt.era, set).Encode())
			if rec.Code != http.StatusBadRequest {
				t.Fatalf("%s = %q: GET = %d; want 400", tt.field, tt.typed, rec.Code)
			}
			doc := docOf(t, rec.Body.String())
			if got := doc.Find(`[data-testid="field-error"][data-field="` + tt.field + `"]`).Text(); !strings.Contains(got, tt.text) {
				t.Errorf("beside %s: %q; want it to say %q", tt.field, got, tt.text)
			}
			if got := problemsOf(doc); !strings.Contains(got, tt.where+": ") {
				t.Errorf("the problems above the form:\n%s\nwant one at %q", got, tt.where)
			}
			if got := attrOf(doc.Find(`[name="`+tt.field+`"]`), "value"); got != tt.typed {
				t.Errorf("the field holds %q; want what was typed, %q", got, tt.typed)
			}
			var picks []string
			box := doc.Find(`[data-testid="choices"][data-field="` + tt.field + `"]`)
			box.Find(`button[name="pick"]`).Each(func(_ int, b *goquery.Selection) {
				picks = append(picks, strings.TrimPrefix(attrOf(b, "value"), tt.field+"="))
			})
			if len(picks) < len(tt.choices) || !slices.Equal(picks[:len(tt.choices)], tt.choices) {
				t.Errorf("choices %q; want %q first", picks, tt.choices)
			}
			if len(tt.choices) == 0 && len(picks) > 0 {
				t.Errorf("choices %q; want none", picks)
			}
			if note := box.Find(".muted").First().Text(); !strings.Contains(note, tt.note) {
				t.Errorf("the first choice's note is %q; want it to hold %q", note, tt.note)
			}
			if len(picks) == 0 {
				return
			}
			// The choice's button sends the form with its text in the field: the board builds.
			v := formValues(doc)
			v.Set("pick", tt.field+"="+picks[0])
			if rec := s.get("/sandbox?" + v.Encode()); rec.Code != http.StatusSeeOther {
				t.Errorf("choosing %q: GET = %d; want 303\n%s", picks[0], rec.Code, problemsOf(docOf(t, rec.Body.String())))
			}
		})
	}
}

// A pick names a card field of the form; anything else is refused, saying so.
func TestBuilderPickErrors(t *testing.T) {
	s := newScenarioServer(t, scenarios.Limits{})
	tests := []struct{ name, pick string }{
		{"no field", "Rowlet"},
		{"a field the form does not have", "alice.bench6.card=Rowlet"},
		{"a field that is not a card's", "turn=3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := boardQuery("sm", url.Values{"alice.active.card": {"Rowlet"}, "bob.active.card": {"Litten"}, "pick": {tt.pick}})
			rec := s.get("/sandbox?" + q.Encode())
			if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), "pick") {
				t.Errorf("pick=%q: GET = %d %s; want 400 naming pick", tt.pick, rec.Code, clipText(rec.Body.String()))
			}
		})
	}
}

func TestSplitEnergy(t *testing.T) {
	tests := []struct {
		in   string
		n    int
		what string
	}{
		{"Fire", 1, "Fire"},
		{"2 Fire", 2, "Fire"},
		{"2x Fire", 2, "Fire"},
		{"2 × Fire", 2, "Fire"},
		{"Fire ×2", 2, "Fire"},
		{"Fire x 3", 3, "Fire"},
		{"Double Colorless Energy*2", 2, "Double Colorless Energy"},
		{"Fire Energy (sm1-165)", 1, "Fire Energy (sm1-165)"},
		{"xy1-132", 1, "xy1-132"},
		{"0 Fire", 0, "Fire"},
	}
	for _, tt := range tests {
		if got := splitEnergy(tt.in); got.n != tt.n || got.what != tt.what {
			t.Errorf("splitEnergy(%q) = %d %q; want %d %q", tt.in, got.n, got.what, tt.n, tt.what)
		}
	}
}

func TestEnergyTypes(t *testing.T) {
	tests := []struct {
		in   string
		want []engine.Type
	}{
		{"Fire", []engine.Type{engine.Fire}},
		{"fire FIRE", []engine.Type{engine.Fire, engine.Fire}},
		{"Fire Energy", []engine.Type{engine.Fire}},
		{"steel", []engine.Type{engine.Metal}},
		{"Colorless", []engine.Type{engine.Colorless}},
		{"Energy", nil},
		{"Double Colorless Energy", nil},
		{"any type", nil},
	}
	for _, tt := range tests {
		got, ok := energyTypes(tt.in)
		if ok != (tt.want != nil) || !slices.Equal(got, tt.want) {
			t.Errorf("energyTypes(%q) = %v, %v; want %v", tt.in, got, ok, tt.want)
		}
	}
}

func TestNameKey(t *testing.T) {
	keys := []struct{ in, want string }{
		{"Tauros-GX", "taurosgx"},
		{"  tauros  gx ", "taurosgx"},
		{"Pokémon Catcher", "pokemoncatcher"},
		{"Mt. Coronet", "mtcoronet"},
	}
	for _, tt := range keys {
		if got := nameKey(tt.in); got != tt.want {
			t.Errorf("nameKey(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}
