package official

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulesd/rulesd/content/cardfacts"
)

func TestParseSources(t *testing.T) {
	tests := []struct {
		in   string
		want []Source
	}{
		{"WotC Chat (1999-09-30)", []Source{{"WotC Chat", "1999-09-30"}}},
		{"HeartGold & SoulSilver FAQ (2010-02-11), PUI Rules Team (2010-02-11)",
			[]Source{{"HeartGold & SoulSilver FAQ", "2010-02-11"}, {"PUI Rules Team", "2010-02-11"}}},
		// A source printed without a date takes the next one's.
		{"Destined Rivals FAQ; TPCi Rules Team (2025-05-29)",
			[]Source{{"Destined Rivals FAQ", "2025-05-29"}, {"TPCi Rules Team", "2025-05-29"}}},
		// Oldest first, whatever the order printed.
		{"TPCi Rules Team (2018-07-26), TPCi Rules Team (2012-01-12)",
			[]Source{{"TPCi Rules Team", "2012-01-12"}, {"TPCi Rules Team", "2018-07-26"}}},
		{"", nil},
	}
	for _, tt := range tests {
		if got := ParseSources(tt.in); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseSources(%q) = %v; want %v", tt.in, got, tt.want)
		}
	}
}

func TestGenerate(t *testing.T) {
	sets := []*cardfacts.Set{{ID: "hgss1", Era: "hgss", Released: "2010/02/10", Cards: []cardfacts.Card{
		{ID: "hgss1-110", Name: "Typhlosion", Category: "pokemon", Powers: []cardfacts.Power{{Name: "Afterburner"}}},
		{ID: "hgss1-8", Name: "Jolteon", Category: "pokemon", Attacks: []cardfacts.Attack{{Name: "Agility"}}},
		{ID: "hgss2-87", Name: "Junk Arm", Category: "trainer"},
	}}}
	recs := []Record{
		{ID: 12, Topics: []string{"Abilities » Afterburner"}, Q: "Can two Typhlosions use it?", Source: "PUI Rules Team (2010-02-11)"},
		// Another Pokémon's attack of the same name is another card's.
		{ID: 330, Topics: []string{"Attacks » Agility"}, Q: "Does Fearow's Agility block it?", Source: "WotC Chat (2000-02-03)"},
		{ID: 500, Topics: []string{"Trainers » Junk Arm"}, Source: "PUI Rules Team (2010-05-13)"},
		// Issued after the only era that has the card.
		{ID: 501, Topics: []string{"Trainers » Junk Arm"}, Source: "TPCi Rules Team (2012-01-12)"},
		// Too late for any covered era.
		{ID: 600, Topics: []string{"Trainers » Junk Arm"}, Source: "TPCi Rules Team (2021-01-01)"},
		{ID: 700, Topics: []string{"Gameplay » Special Conditions"}, Source: "TPCi Rules Team (2014-09-25)"},
		{ID: 800, Topics: []string{"Trainers » Lysandre"}, Source: "TPCi Rules Team (2014-09-25)"},
	}
	got := Generate(recs, sets)
	var ns []int
	for _, e := range got {
		ns = append(ns, e.N)
	}
	if want := []int{12, 500, 700}; !slices.Equal(ns, want) {
		t.Fatalf("Generate kept %v; want %v", ns, want)
	}
	if e := got[0]; e.Scope != "card" || !slices.Equal(e.Cards, []string{"hgss1-110"}) || !slices.Equal(e.Eras, []string{"hgss"}) {
		t.Errorf("entry 12 = %+v; want card scope, hgss1-110, the one era with the card", e)
	}
	if e := got[2]; e.Scope != "general" || !slices.Equal(e.Eras, []string{"xy", "sm"}) || e.URL != "https://compendium.pokegym.net/category/gameplay/" {
		t.Errorf("entry 700 = %+v; want general, xy and sm, the Gameplay page", e)
	}
}

func TestLoadNotes(t *testing.T) {
	list := "- {n: 12, topics: [a], issued: 2010-02-11, scope: card, eras: [hgss], url: u}\n- {n: 13, topics: [b], issued: 2010-02-11, scope: general, eras: [hgss], url: u}\n"
	tests := []struct {
		name, notes, wantErr string
		relevant             int
	}{
		{"no notes", "", "", 2},
		{"not relevant", "- {n: 13, status: not-relevant, why: another printing}\n", "", 1},
		{"inexpressible stays relevant", "- {n: 13, status: inexpressible, why: needs a hidden hand}\n", "", 2},
		{"unknown entry", "- {n: 99, status: not-relevant, why: x}\n", "entry 99 is not in", 0},
		{"no reason", "- {n: 12, status: not-relevant, why: \"\"}\n", "entry 12: say why", 0},
		{"unknown status", "- {n: 12, status: maybe, why: x}\n", `status "maybe"`, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{ListFile: {Data: []byte(list)}}
			if tt.notes != "" {
				fsys[NotesFile] = &fstest.MapFile{Data: []byte(tt.notes)}
			}
			l, err := Load(fsys)
			if tt.wantErr != "" {
				if err == nil || !contains(err.Error(), tt.wantErr) {
					t.Fatalf("Load = %v; want an error with %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := len(l.Relevant()); got != tt.relevant {
				t.Errorf("len(Relevant()) = %d; want %d", got, tt.relevant)
			}
		})
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
