package cardfacts

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/rulesd/rulesd/content/rulebook/rulebooktest"
)

func convertFixture(t *testing.T) *Set {
	t.Helper()
	sets, err := os.ReadFile("testdata/sets.json")
	if err != nil {
		t.Fatal(err)
	}
	cards, err := os.ReadFile("testdata/xy1.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Convert("xy1", sets, cards)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestConvert(t *testing.T) {
	s := convertFixture(t)
	if s.Name != "Test Set" || s.Era != "xy" || s.Released != "2014/02/05" {
		t.Errorf("set = %q %q %q; want Test Set, xy, 2014/02/05", s.Name, s.Era, s.Released)
	}
	byID := map[string]Card{}
	var order []string
	for _, c := range s.Cards {
		byID[c.ID] = c
		order = append(order, c.ID)
	}
	if want := []string{"xy1-2", "xy1-3", "xy1-4", "xy1-5", "xy1-6", "xy1-7", "xy1-8", "xy1-10"}; !reflect.DeepEqual(order, want) {
		t.Errorf("order = %v; want %v (by number)", order, want)
	}
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"EX stage", byID["xy1-10"].Stage, "basic"},
		{"EX marks", byID["xy1-10"].Marks, []string{"Pokémon-EX"}},
		{"EX two prizes", byID["xy1-10"].TwoPrizes, true},
		{"EX has no own effect", byID["xy1-10"].Effect, false},
		{"plain attack", byID["xy1-10"].Attacks[0], Attack{Name: "Plain Hit", Cost: []string{"Fire"}, Damage: 30}},
		{"attack with text", byID["xy1-10"].Attacks[1], Attack{Name: "Many Hits", Cost: []string{"Fire", "Colorless"}, Damage: 20, Suffix: "×", Effect: true}},
		{"power", byID["xy1-10"].Powers, []Power{{Name: "Test Power", Kind: "ability"}}},
		{"weakness ×", byID["xy1-10"].Weakness, []Weak{{Type: "Water", Times: 2}}},
		{"resistance", byID["xy1-10"].Resistance, []Resist{{Type: "Grass", Minus: 20}}},
		{"retreat", byID["xy1-10"].Retreat, 2},
		{"mega stage", byID["xy1-2"].Stage, "mega"},
		{"mega marks", byID["xy1-2"].Marks, []string{"Pokémon-EX", "Mega Evolution"}},
		{"mega evolves from", byID["xy1-2"].EvolvesFrom, "Testmon-EX"},
		{"mega prints its rule", byID["xy1-2"].PrintedRules, []string{"mega-ends-turn"}},
		{"an EX prints no rule of its own play", byID["xy1-10"].PrintedRules, []string(nil)},
		{"plus suffix", byID["xy1-2"].Attacks[0].PrintedDamage(), "100+"},
		{"legend half 1", byID["xy1-3"].LegendHalf, 1},
		{"legend half 2", byID["xy1-4"].LegendHalf, 2},
		{"legend without the prize rule", byID["xy1-3"].TwoPrizes, false},
		{"legend with the prize rule", byID["xy1-4"].TwoPrizes, true},
		{"own rule is an effect", byID["xy1-5"].Effect, true},
		{"weakness +", byID["xy1-5"].Weakness, []Weak{{Type: "Fire", Plus: 20}}},
		{"trainer kind", byID["xy1-6"].Trainer, "item"},
		{"ace spec", byID["xy1-6"].Marks, []string{"ACE SPEC"}},
		{"trainer effect", byID["xy1-6"].Effect, true},
		{"basic energy", byID["xy1-7"].Provides, []string{"Fire"}},
		{"basic energy has no effect", byID["xy1-7"].Effect, false},
		{"special energy", byID["xy1-8"].Marks, []string{"Special Energy"}},
		{"special energy effect", byID["xy1-8"].Effect, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !reflect.DeepEqual(tt.got, tt.want) {
				t.Errorf("got %#v; want %#v", tt.got, tt.want)
			}
		})
	}
}

func TestConvertErrors(t *testing.T) {
	sets := []byte(`[{"id": "xy1", "name": "X"}]`)
	tests := []struct {
		name, set, cards, want string
	}{
		{"unknown set", "zz9", `[]`, "not a set rulesd covers"},
		{"not in the set list", "sm1", `[]`, `no set "sm1"`},
		{"id and number disagree", "xy1", `[{"id": "xy1-3", "number": "4", "supertype": "Energy", "subtypes": ["Basic"], "name": "Fire Energy"}]`, "does not match"},
		{"bad HP", "xy1", `[{"id": "xy1-1", "number": "1", "supertype": "Pokémon", "subtypes": ["Basic"], "hp": "lots"}]`, `HP "lots"`},
		{"no stage", "xy1", `[{"id": "xy1-1", "number": "1", "supertype": "Pokémon", "subtypes": ["GX"]}]`, "no stage"},
		{"bad weakness", "xy1", `[{"id": "xy1-1", "number": "1", "supertype": "Pokémon", "subtypes": ["Basic"], "weaknesses": [{"type": "Fire", "value": "2"}]}]`, "Weakness"},
		{"one LEGEND half", "xy1", `[{"id": "xy1-1", "number": "1", "name": "L", "supertype": "Pokémon", "subtypes": ["LEGEND"]}]`, "1 halves"},
		{"bad power kind", "xy1", `[{"id": "xy1-1", "number": "1", "supertype": "Pokémon", "subtypes": ["Basic"], "abilities": [{"name": "P", "type": "Ancient Trait"}]}]`, "Ancient Trait"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Convert(tt.set, sets, []byte(tt.cards))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Convert(%q) = %v; want an error containing %q", tt.name, err, tt.want)
			}
		})
	}
}

// TestEncodeRoundTrip: a facts file reads back as the set it was written from.
func TestEncodeRoundTrip(t *testing.T) {
	s := convertFixture(t)
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	var back Set
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatalf("Encode output does not parse: %v\n%s", err, b)
	}
	if !reflect.DeepEqual(&back, s) {
		t.Errorf("round trip = %+v; want %+v", back, *s)
	}
	if n := bytes.Count(b, []byte("\n")); n != len(s.Cards)+2 {
		t.Errorf("Encode wrote %d lines; want one a card and two more", n)
	}
}

// TestGeneratedUpToDate: content/cards/facts is what cardgen writes from ../shared/carddata.
func TestGeneratedUpToDate(t *testing.T) {
	in := rulebooktest.CardData(t)
	files, err := Generate(in)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join("..", "cards", "facts", name))
		if err != nil {
			t.Fatalf("%v (run: go run ./cmd/cardgen)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("content/cards/facts/%s is out of date: run go run ./cmd/cardgen", name)
		}
	}
	sets, err := Load(os.DirFS(filepath.Join("..", "cards")), "facts")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, s := range sets {
		n += len(s.Cards)
	}
	if len(sets) != len(Sets()) || n != 965 {
		t.Errorf("facts hold %d sets and %d cards; want %d sets and 965 cards", len(sets), n, len(Sets()))
	}
}

// leakRun is the length of a run of printed text that may not appear in a generated file.
// Names are facts and may be long ("Double Colorless Energy"), so runs that are part of a
// card, attack or power name are allowed.
const leakRun = 24

// TestNoPrintedTextLeaks: no generated facts file holds a run of leakRun characters of any
// card's printed text, rules or flavour text.
func TestNoPrintedTextLeaks(t *testing.T) {
	in := rulebooktest.CardData(t)
	type printed struct {
		Name    string   `json:"name"`
		Rules   []string `json:"rules"`
		Flavor  string   `json:"flavorText"`
		Attacks []struct {
			Name, Text string
		} `json:"attacks"`
		Abilities []struct {
			Name, Text string
		} `json:"abilities"`
	}
	runs := map[string]string{} // run → card id
	var names []string
	for _, set := range Sets() {
		data, err := os.ReadFile(filepath.Join(in, set+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var cards []struct {
			ID string `json:"id"`
			printed
		}
		if err := json.Unmarshal(data, &cards); err != nil {
			t.Fatal(err)
		}
		for _, c := range cards {
			names = append(names, c.Name)
			texts := append([]string{c.Flavor}, c.Rules...)
			for _, a := range c.Attacks {
				texts = append(texts, a.Text)
				names = append(names, a.Name)
			}
			for _, a := range c.Abilities {
				texts = append(texts, a.Text)
				names = append(names, a.Name)
			}
			for _, text := range texts {
				r := []rune(text)
				for i := 0; i+leakRun <= len(r); i++ {
					runs[string(r[i:i+leakRun])] = c.ID
				}
			}
		}
	}
	allNames := strings.Join(names, "\n")
	if len(runs) < 10000 {
		t.Fatalf("only %d runs of printed text were read; the card data is not what this test expects", len(runs))
	}
	files, err := filepath.Glob(filepath.Join("..", "cards", "facts", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no facts files: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		// Compare the decoded strings too, so JSON escaping cannot hide a copied sentence.
		var s Set
		if err := json.Unmarshal(data, &s); err != nil {
			t.Fatal(err)
		}
		r := []rune(string(data))
		for i := 0; i+leakRun <= len(r); i++ {
			run := string(r[i : i+leakRun])
			if id, ok := runs[run]; ok && !strings.Contains(allNames, run) {
				t.Errorf("%s holds %q, printed text of %s", filepath.Base(f), run, id)
			}
		}
	}
}

// TestLinkReprints: a card is a reprint of the first card of its era that prints the same
// things; any printed difference (a word of text, a number, the era) keeps them apart.
func TestLinkReprints(t *testing.T) {
	sets := []byte(`[{"id": "hgss1", "name": "A"}, {"id": "hgss2", "name": "B"}, {"id": "xy1", "name": "C"}]`)
	card := func(id, num, text string) string {
		return `{"id": "` + id + `", "number": "` + num + `", "name": "Testmon", "supertype": "Pokémon", "subtypes": ["Basic"], "hp": "60",
			"attacks": [{"name": "Hit", "cost": ["Fire"], "damage": "10", "text": "` + text + `"}], "artist": "` + id + `", "rarity": "` + num + `"}`
	}
	data := map[string]string{
		"hgss1": "[" + card("hgss1-1", "1", "Flip a coin.") + "," + card("hgss1-2", "2", "Flip a coin.") + "]",
		"hgss2": "[" + card("hgss2-1", "1", "Flip a coin.") + "," + card("hgss2-2", "2", "Flip 2 coins.") + "]",
		"xy1":   "[" + card("xy1-1", "1", "Flip a coin.") + "]",
	}
	var all []*Set
	printed := map[string][32]byte{}
	for _, id := range []string{"hgss1", "hgss2", "xy1"} {
		s, err := Convert(id, sets, []byte(data[id]))
		if err != nil {
			t.Fatal(err)
		}
		d, err := Digests([]byte(data[id]))
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range d {
			printed[k] = v
		}
		all = append(all, s)
	}
	LinkReprints(all, printed)
	got := map[string]string{}
	for _, s := range all {
		for _, c := range s.Cards {
			got[c.ID] = c.ReprintOf
		}
	}
	want := map[string]string{"hgss1-1": "", "hgss1-2": "hgss1-1", "hgss2-1": "hgss1-1", "hgss2-2": "", "xy1-1": ""}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("LinkReprints: reprint_of = %v; want %v", got, want)
	}
}

// TestPrintedRules: the rules a card prints for itself are named from a few words of its rules
// text (made-up sentences here), never copied.
func TestPrintedRules(t *testing.T) {
	tests := []struct {
		rules []string
		want  []string
	}{
		{[]string{"Mega Evolution rule: made-up.", "Pokémon-EX rule: made-up."}, []string{"mega-ends-turn"}},
		{[]string{"Made up. If one of the same name is in play, not now."}, []string{"stadium-same-name"}},
		{[]string{"Made up: it can't retreat.", "Made up: you may discard this card from play."}, []string{"cant-retreat", "discard-from-play"}},
		{[]string{"A Mega Evolution rule that is not at the start."}, nil},
		{nil, nil},
	}
	for _, tt := range tests {
		if got := printedRules(tt.rules); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("printedRules(%q) = %q; want %q", tt.rules, got, tt.want)
		}
	}
}
