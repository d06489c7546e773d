package content

import (
	"errors"
	"io/fs"
	"reflect"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulesd/rulesd/engine"
)

func TestCatalogHoldsEveryCard(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	if len(cat.Cards) != 965 {
		t.Errorf("catalogue holds %d cards; want 965", len(cat.Cards))
	}
	for _, c := range cat.Cards {
		if c.Card.ID != c.Facts.ID || c.Card.Name != c.Facts.Name {
			t.Errorf("%s: engine card is %s %q; want the facts' %s %q", c.Facts.ID, c.Card.ID, c.Card.Name, c.Facts.ID, c.Facts.Name)
		}
		if c.Playable() != c.Card.IsPlayable() {
			t.Errorf("%s: Playable() = %v but the engine card's IsPlayable() = %v", c.Facts.ID, c.Playable(), c.Card.IsPlayable())
		}
		if got := len(c.Card.Attacks); c.Card.Category == engine.PokemonCard && got != len(c.Facts.Attacks) {
			t.Errorf("%s: %d attacks; the card prints %d", c.Facts.ID, got, len(c.Facts.Attacks))
		}
	}
	cov := cat.Coverage("")
	sum := 0
	for _, s := range cov.Sets {
		sum += s.Total
		if s.Total-s.Playable != len(s.Missing) {
			t.Errorf("%s: %d cards, %d playable, but %d listed as missing", s.Set, s.Total, s.Playable, len(s.Missing))
		}
	}
	if cov.Total != 965 || sum != 965 || len(cov.Sets) != 8 {
		t.Errorf("coverage total %d (sets sum %d, %d sets); want 965 over 8 sets", cov.Total, sum, len(cov.Sets))
	}
	if got := cat.Coverage("xy"); len(got.Sets) != 2 || got.Total != 39+146 {
		t.Errorf("xy coverage: %d sets, %d cards; want xy0 and xy1, 185 cards", len(got.Sets), got.Total)
	}
}

func TestCatalogFind(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, q, era string
		want         []string
	}{
		{"id in any case", "XY1-2", "", []string{"xy1-2"}},
		{"id outside the era", "xy1-2", "hgss", nil},
		{"exact name", "Tropius", "", []string{"hgss2-66"}},
		{"name without its accent", "pokemon catcher", "xy", []string{"xy0-36"}},
		{"name in capitals and spaced out", "  POKÉMON   CATCHER ", "xy", []string{"xy0-36"}},
		{"every printing in the era", "vulpix", "hgss", []string{"hgss1-87", "hgss2-68", "col1-75"}},
		{"part of a name", "sycamore", "xy", []string{"xy1-122"}},
		{"nothing", "pikachu-zz", "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, c := range cat.Find(tt.q, tt.era) {
				got = append(got, c.Facts.ID)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("Find(%q, %q) = %v; want %v", tt.q, tt.era, got, tt.want)
			}
		})
	}
}

func TestCatalogCards(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		id       string
		playable bool
		missing  string // the first missing effect
		check    func(t *testing.T, c *CatalogCard)
	}{
		{"Mega Evolution from facts: tags, and its attack's Bench damage written", "xy1-30", true, "",
			func(t *testing.T, c *CatalogCard) {
				if c.Card.Stage != engine.MegaStage || c.Card.Tags != engine.TagEX|engine.TagMega || c.Card.EvolvesFrom != "Blastoise-EX" {
					t.Errorf("stage %v tags %v from %q; want Mega, EX and Mega, Blastoise-EX", c.Card.Stage, c.Card.Tags, c.Card.EvolvesFrom)
				}
				if a := c.Card.Attacks[0]; a.Damage != 120 || len(a.After) != 1 || a.After[0].Kind != engine.OpDamageChosen || a.After[0].N != 2 {
					t.Errorf("Hydro Bombard = %+v; want 120 damage, then damage to 2 chosen Benched Pokémon", a)
				}
			}},
		{"short entry: Mega Evolution with its attack written", "xy1-2", true, "",
			func(t *testing.T, c *CatalogCard) {
				a := c.Card.Attacks[0]
				if c.Written == nil || a.Damage != 120 || len(a.After) != 2 || a.After[0].Cond != engine.Paralyzed || a.After[1].Cond != engine.Poisoned {
					t.Errorf("Crisis Vine = %+v; want 120 damage, then Paralyzed and Poisoned", a)
				}
			}},
		{"plain Pokémon plays from facts", "xy1-6", true, "", func(t *testing.T, c *CatalogCard) {
			if c.Written != nil {
				t.Errorf("xy1-6 has a hand-written entry; the test wants a card from facts alone")
			}
		}},
		{"hand-written card plays as written", "xy1-122", true, "", func(t *testing.T, c *CatalogCard) {
			if c.Written == nil || len(c.Card.Play) == 0 {
				t.Errorf("Professor Sycamore: written %v, play %v; want the hand-written play", c.Written != nil, c.Card.Play)
			}
		}},
		{"coin per damage counter, written", "xy1-100", true, "", func(t *testing.T, c *CatalogCard) {
			if b := c.Card.Attacks[1].Before; len(b) != 2 || b[0].Kind != engine.OpFlipPer || b[0].Count != engine.CountSelfCounters || b[1].Kind != engine.OpBaseTimes {
				t.Errorf("Seething Anger before = %+v; want a coin per damage counter, then 30 per heads", b)
			}
		}},
		{"GX attack is marked", "sm5-100", true, "", func(t *testing.T, c *CatalogCard) {
			i := slices.IndexFunc(c.Card.Attacks, func(a engine.Attack) bool { return a.Name == "Timeless-GX" })
			if i < 0 || !c.Card.Attacks[i].GX || c.Card.Tags&engine.TagGX == 0 {
				t.Fatalf("Dialga-GX: GX attack or tag missing")
			}
			if after := c.Card.Attacks[i].After; len(after) != 1 || after[0].Kind != engine.OpExtraTurn {
				t.Errorf("Dialga-GX Timeless-GX after = %+v; want one extra-turn op", after)
			}
		}},
		{"written GX attack stays a GX attack", "sm1-12", true, "", func(t *testing.T, c *CatalogCard) {
			i := slices.IndexFunc(c.Card.Attacks, func(a engine.Attack) bool { return a.Name == "Hollow Hunt-GX" })
			if i < 0 || !c.Card.Attacks[i].GX || len(c.Card.Attacks[i].After) != 1 || c.Card.Attacks[i].After[0].Kind != engine.OpTakeDiscard {
				t.Errorf("Decidueye-GX Hollow Hunt-GX = %+v; want a GX attack taking cards from the discard pile", c.Card.Attacks)
			}
		}},
		{"Larvitar's Mountain Eater written", "hgss2-50", true, "", func(t *testing.T, c *CatalogCard) {
			i := slices.IndexFunc(c.Card.Attacks, func(a engine.Attack) bool { return a.Name == "Mountain Eater" })
			if i < 0 || len(c.Card.Attacks[i].After) != 2 || c.Card.Attacks[i].After[0].Kind != engine.OpDiscardDeck || c.Card.Attacks[i].After[1].Kind != engine.OpHeal {
				t.Errorf("Larvitar attacks = %+v; want Mountain Eater discarding from a deck, then healing", c.Card.Attacks)
			}
		}},
		{"LEGEND with the two-Prize rule", "hgss2-91", true, "", func(t *testing.T, c *CatalogCard) {
			if c.Card.Stage != engine.Legend || c.Card.LegendHalf != 2 || c.Card.Tags&engine.TagLegendTwoPrize == 0 {
				t.Errorf("Entei & Raikou LEGEND: stage %v half %d tags %v", c.Card.Stage, c.Card.LegendHalf, c.Card.Tags)
			}
		}},
		{"Pokémon Tool written: its Knock Out reaction", "sm1-118", true, "", func(t *testing.T, c *CatalogCard) {
			if ko := c.Card.OnActiveKO; len(ko) != 1 || ko[0].Kind != engine.OpMoveEnergy || !ko[0].Filter.BasicEnergy {
				t.Errorf("Exp. Share on_active_ko = %+v; want one move of a basic Energy card", ko)
			}
		}},
		{"basic Energy", "sm1-165", true, "", func(t *testing.T, c *CatalogCard) {
			if !c.Card.BasicEnergy || !slices.Equal(c.Card.Provides, []engine.Type{engine.Fire}) {
				t.Errorf("Fire Energy provides %v (basic %v)", c.Card.Provides, c.Card.BasicEnergy)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, ok := cat.Get(tt.id)
			if !ok {
				t.Fatalf("Get(%q) found nothing", tt.id)
			}
			if c.Playable() != tt.playable {
				t.Errorf("%s Playable() = %v (missing %v); want %v", tt.id, c.Playable(), c.Missing, tt.playable)
			}
			if tt.missing != "" && (len(c.Missing) == 0 || c.Missing[0].Effect != tt.missing) {
				t.Errorf("%s missing = %v; want first %q", tt.id, c.Missing, tt.missing)
			}
			if tt.check != nil {
				tt.check(t, c)
			}
		})
	}
	if c, ok := cat.Card("example-magmar-lv-x"); !ok || c.Stage != engine.LevelUp {
		t.Errorf("Card(example-magmar-lv-x) = %v, %v; want the worked examples' made-up LV.X", c, ok)
	}
}

// A hand-written card that disagrees with its printed facts is refused at the line at fault.
func TestLoadCardsFactMismatch(t *testing.T) {
	facts := `{"id":"hgss2","era":"hgss","name":"HS—Unleashed","series":"HeartGold & SoulSilver","released":"2010/05/12","cards": [
{"id":"hgss2-68","set":"hgss2","number":"68","name":"Vulpix","category":"pokemon","stage":"basic","hp":60,"types":["Fire"],"weakness":[{"type":"Water","times":2}],"retreat":1,"attacks":[{"name":"Fireworks","cost":["Fire"],"damage":20,"effect":true}]},
{"id":"hgss2-90","set":"hgss2","number":"90","name":"Entei & Raikou LEGEND","category":"pokemon","stage":"legend","hp":140,"types":["Fire","Lightning"],"marks":["LEGEND"],"two_prizes":true,"legend_half":1}
]}
`
	const vulpix = "- id: hgss2-68\n  name: Vulpix\n  category: pokemon\n  stage: basic\n  hp: 60\n  types: [Fire]\n  weakness: [{type: Water, times: 2}]\n  retreat: 1\n"
	tests := []struct {
		name, file, data string
		wantLine         int
		want             string
	}{
		{"HP", "cards/hgss.yaml", strings.Replace(vulpix, "hp: 60", "hp: 70", 1), 5, "HP 70; printed 60"},
		{"name", "cards/hgss.yaml", strings.Replace(vulpix, "name: Vulpix", "name: Vulpx", 1), 2, `name "Vulpx"`},
		{"retreat", "cards/hgss.yaml", strings.Replace(vulpix, "retreat: 1", "retreat: 2", 1), 8, "Retreat Cost 2"},
		{"weakness", "cards/hgss.yaml", strings.Replace(vulpix, "times: 2", "plus: 20", 1), 7, "Weakness"},
		{"attack not printed", "cards/hgss.yaml", vulpix + "  attacks:\n    - {name: Ember, cost: [Fire], damage: 30}\n", 10, `attack "Ember" is not printed`},
		{"attack damage", "cards/hgss.yaml", vulpix + "  attacks:\n    - {name: Fireworks, cost: [Fire], damage: 30}\n", 10, `damage "30"; printed "20"`},
		{"not a card of the sets", "cards/hgss.yaml", strings.Replace(vulpix, "hgss2-68", "hgss2-200", 1), 1, "not a card of the covered sets"},
		{"wrong era file", "cards/sm.yaml", vulpix, 1, "belongs in cards/hgss.yaml"},
		{"two-Prize LEGEND without its tag", "cards/hgss.yaml", "- id: hgss2-90\n  name: Entei & Raikou LEGEND\n  category: pokemon\n  stage: legend\n  legend_half: 1\n  hp: 140\n  types: [Fire, Lightning]\n", 1, "tags none"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{tt.file: {Data: []byte(tt.data)}, "cards/facts/hgss2.json": {Data: []byte(facts)}}
			_, err := LoadCards(fsys)
			var ps Problems
			if !errors.As(err, &ps) || len(ps) == 0 {
				t.Fatalf("LoadCards = %v; want Problems", err)
			}
			if ps[0].File != tt.file || ps[0].Line != tt.wantLine || !strings.Contains(ps[0].Msg, tt.want) {
				t.Errorf("LoadCards problem %v; want %s:%d containing %q", ps[0], tt.file, tt.wantLine, tt.want)
			}
		})
	}
	// The same card agreeing with its facts loads.
	fsys := fstest.MapFS{"cards/hgss.yaml": {Data: []byte(vulpix)}, "cards/facts/hgss2.json": {Data: []byte(facts)}}
	cs, err := LoadCards(fsys)
	if err != nil {
		t.Fatalf("LoadCards(matching card) = %v", err)
	}
	cat := NewCatalog(cs)
	c, _ := cat.Get("hgss2-68")
	if c == nil || c.Written == nil || len(c.Missing) != 1 || c.Missing[0].Effect != "attack Fireworks" {
		t.Errorf("catalogue Vulpix = %+v; want the written card missing Fireworks", c)
	}
}

// A short entry says only what the card does; the facts come from cards/facts.
func TestShortEntries(t *testing.T) {
	facts := `{"id":"hgss2","era":"hgss","name":"HS—Unleashed","series":"HeartGold & SoulSilver","released":"2010/05/12","cards": [
{"id":"hgss2-68","set":"hgss2","number":"68","name":"Vulpix","category":"pokemon","stage":"basic","hp":60,"types":["Fire"],"weakness":[{"type":"Water","times":2}],"retreat":1,"attacks":[{"name":"Bite","cost":["Colorless"],"damage":10},{"name":"Fireworks","cost":["Fire"],"damage":20,"effect":true}]}
]}
`
	tests := []fieldProblem{
		{"unprinted attack", "- id: hgss2-68\n  attacks:\n    - {name: Ember}\n", 3, `attack "Ember" is not printed`},
		{"a fact repeated", "- id: hgss2-68\n  hp: 60\n  attacks:\n    - {name: Fireworks}\n", 2, "takes hp from the printed facts"},
		{"cost given", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks, cost: [Fire]}\n", 3, "takes its cost and damage"},
		{"attack written twice", "- id: hgss2-68\n  attacks:\n    - {name: Fireworks}\n    - {name: Fireworks}\n", 4, `attack "Fireworks" is written twice`},
	}
	wantFieldProblems(t, func(data string) (*Catalog, error) { return loadHgssCards(facts, data) }, tests)
	good := "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: flip}, {op: discard-energy, gate: tails, who: self, n: 1, type: Fire}]\n"
	cs, err := LoadCards(fstest.MapFS{"cards/hgss.yaml": {Data: []byte(good)}, "cards/facts/hgss2.json": {Data: []byte(facts)}})
	if err != nil {
		t.Fatal(err)
	}
	c, _ := NewCatalog(cs).Get("hgss2-68")
	if !c.Playable() || c.Card.HP != 60 || len(c.Card.Attacks) != 2 || c.Card.Attacks[0].Name != "Bite" ||
		c.Card.Attacks[1].Damage != 20 || len(c.Card.Attacks[1].After) != 2 || c.Card.Weakness[0].Mult != 2 {
		t.Errorf("short Vulpix = %+v (missing %v); want the printed facts with Fireworks written", c.Card, c.Missing)
	}
}

// A reprint with no entry of its own plays by the first printing's entry, under its own id; a
// reprint of a card nobody wrote stays missing; an entry of its own wins.
func TestReprintsShareEntries(t *testing.T) {
	facts := `{"id":"hgss2","era":"hgss","name":"HS—Unleashed","series":"HeartGold & SoulSilver","released":"2010/05/12","cards": [
{"id":"hgss2-68","set":"hgss2","number":"68","name":"Vulpix","category":"pokemon","stage":"basic","hp":60,"types":["Fire"],"weakness":[{"type":"Water","times":2}],"retreat":1,"attacks":[{"name":"Fireworks","cost":["Fire"],"damage":20,"effect":true}]},
{"id":"hgss2-69","set":"hgss2","number":"69","name":"Vulpix","category":"pokemon","stage":"basic","hp":60,"types":["Fire"],"weakness":[{"type":"Water","times":2}],"retreat":1,"attacks":[{"name":"Fireworks","cost":["Fire"],"damage":20,"effect":true}],"reprint_of":"hgss2-68"},
{"id":"hgss2-70","set":"hgss2","number":"70","name":"Zubat","category":"pokemon","stage":"basic","hp":50,"types":["Psychic"],"retreat":0,"attacks":[{"name":"Double Attack","cost":["Colorless"],"effect":true}]},
{"id":"hgss2-71","set":"hgss2","number":"71","name":"Zubat","category":"pokemon","stage":"basic","hp":50,"types":["Psychic"],"retreat":0,"attacks":[{"name":"Double Attack","cost":["Colorless"],"effect":true}],"reprint_of":"hgss2-70"}
]}
`
	entry := "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: flip}, {op: discard-energy, gate: tails, who: self, n: 1, type: Fire}]\n"
	cs, err := LoadCards(fstest.MapFS{"cards/hgss.yaml": {Data: []byte(entry)}, "cards/facts/hgss2.json": {Data: []byte(facts)}})
	if err != nil {
		t.Fatal(err)
	}
	cat := NewCatalog(cs)
	tests := []struct {
		id       string
		playable bool
	}{
		{"hgss2-68", true}, {"hgss2-69", true}, {"hgss2-70", false}, {"hgss2-71", false},
	}
	for _, tt := range tests {
		c, ok := cat.Get(tt.id)
		if !ok {
			t.Fatalf("Get(%q) found nothing", tt.id)
		}
		if c.Playable() != tt.playable || c.Card.ID != tt.id {
			t.Errorf("Get(%q) = %s playable %v (missing %v); want %s playable %v", tt.id, c.Card.ID, c.Playable(), c.Missing, tt.id, tt.playable)
		}
	}
	if c, _ := cat.Get("hgss2-69"); len(c.Card.Attacks) != 1 || len(c.Card.Attacks[0].After) != 2 {
		t.Errorf("reprint hgss2-69 attacks = %+v; want Fireworks as hgss2-68 writes it", c.Card.Attacks)
	}
}

// Every reprint among the shipped cards plays exactly as its first printing: the same effects
// (whether shared or written twice) and the same playability.
func TestShippedReprintsPlayAlike(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range cat.Cards {
		if c.Facts.ReprintOf == "" {
			continue
		}
		n++
		first, ok := cat.Get(c.Facts.ReprintOf)
		if !ok {
			t.Errorf("%s: reprint of %s, which is not in the catalogue", c.Facts.ID, c.Facts.ReprintOf)
			continue
		}
		if got, want := Describe(c.Card), Describe(first.Card); !reflect.DeepEqual(got, want) {
			t.Errorf("%s plays as %v; its first printing %s as %v", c.Facts.ID, got, first.Facts.ID, want)
		}
		if c.Playable() != first.Playable() {
			t.Errorf("%s playable %v; its first printing %s %v", c.Facts.ID, c.Playable(), first.Facts.ID, first.Playable())
		}
	}
	if n < 100 {
		t.Errorf("%d reprints among the shipped cards; want over 100 (the secret rares and Call of Legends)", n)
	}
}

// A card file lists an attack as not written with omitted: the card is then not fully
// playable, coverage lists the attack with its reason, and the attack is not filled in from
// the printed facts (a plain damage attack otherwise is).
func TestCatalogOmittedAttack(t *testing.T) {
	fsys := fstest.MapFS{}
	err := fs.WalkDir(cardFiles, "cards", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(cardFiles, p)
		if p == "cards/xy.yaml" {
			b = append(b, "\n- id: xy1-49\n  omitted:\n    - {name: Splash, why: \"not written for this test\"}\n"...)
		}
		fsys[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	cat, err := LoadCatalog(fsys)
	if err != nil {
		t.Fatal(err)
	}
	c, ok := cat.Get("xy1-49")
	if !ok {
		t.Fatal("no xy1-49")
	}
	want := []MissingEffect{{Effect: "attack Splash", Why: "not written for this test"}}
	if c.Playable() || !slices.Equal(c.Missing, want) {
		t.Errorf("xy1-49 with Splash omitted: playable %v, missing %v; want not playable, missing %v", c.Playable(), c.Missing, want)
	}
	cov := cat.Coverage("xy")
	if cov.Playable != cov.Total-1 {
		t.Errorf("xy coverage: %d of %d playable; want all but one", cov.Playable, cov.Total)
	}
	embedded, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	if e, _ := embedded.Get("xy1-49"); !e.Playable() {
		t.Errorf("the shipped xy1-49 is not playable: %v", e.Missing)
	}
}
