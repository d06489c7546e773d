package content

import (
	"slices"
	"testing"
)

func TestCardRules(t *testing.T) {
	corpus, err := LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		id   string
		want []string // era/topic, "+" prefix for a page of another era
		not  []string
	}{
		{"xy1-2", []string{"xy/pokemon-ex", "+sm/mega-evolution", "xy/prize-cards", "xy/evolving", "xy/weakness-resistance"}, []string{"xy/abilities"}},
		{"hgss2-90", []string{"hgss/pokemon-legend", "hgss/prize-cards", "+sm/dual-type"}, nil},
		{"hgss1-111", []string{"hgss/pokemon-legend", "hgss/abilities"}, []string{"hgss/prize-cards"}},
		{"sm5-58", []string{"sm/prism-star", "sm/abilities"}, []string{"sm/prize-cards"}},
		{"sm1-12", []string{"sm/pokemon-gx", "sm/prize-cards"}, nil},
		{"xy1-122", []string{"xy/supporter-cards"}, []string{"xy/weakness-resistance"}},
		{"sm1-136", []string{"sm/energy-types", "sm/attach-energy"}, nil},
		// What a card's effects do brings in their rules: Rare Candy evolves (and so meets
		// the first-turn limit), Switch switches.
		{"hgss2-82", []string{"hgss/evolving", "hgss/first-turn", "hgss/trainer-cards"}, []string{"hgss/retreat"}},
		{"sm1-129", []string{"sm/evolving", "sm/first-turn"}, nil},
		{"xy1-122", []string{"xy/drawing"}, []string{"xy/evolving"}},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			cc, ok := cat.Get(tt.id)
			if !ok {
				t.Fatalf("no card %s", tt.id)
			}
			got := map[string]bool{}
			for _, r := range corpus.CardRules(cc) {
				k := r.Era + "/" + r.Topic
				if r.OtherEra {
					k = "+" + k
				}
				got[k] = true
				if r.URL != "/rules/"+r.Era+"/"+r.Topic || r.Title == "" || r.Why == "" {
					t.Errorf("rule %+v: want a URL, a title and why", r)
				}
			}
			for _, w := range tt.want {
				if !got[w] {
					t.Errorf("CardRules(%s) = %v; want %s", tt.id, got, w)
				}
			}
			for _, n := range tt.not {
				if got[n] {
					t.Errorf("CardRules(%s) has %s; want it not", tt.id, n)
				}
			}
		})
	}
	// Why a card's powers bring in the abilities rule, in words with the right article.
	whys := []struct{ id, want string }{
		{"hgss1-7", "it has a Poké-Power"},
		{"hgss1-11", "it has a Poké-Body"},
		{"sm5-58", "it has an Ability"},
	}
	for _, tt := range whys {
		cc, ok := cat.Get(tt.id)
		if !ok {
			t.Fatalf("no card %s", tt.id)
		}
		got := ""
		for _, r := range corpus.CardRules(cc) {
			if r.Topic == "abilities" {
				got = r.Why
			}
		}
		if got != tt.want {
			t.Errorf("CardRules(%s) abilities why = %q; want %q", tt.id, got, tt.want)
		}
	}
	rulings := []struct {
		id, want, not string
	}{
		{"xy1-2", "mega-evolution-ends-turn", "prism-star-lost-zone"},
		{"sm5-58", "prism-star-lost-zone", "mega-evolution-ends-turn"},
		{"hgss2-90", "legend-both-halves", "prism-star-lost-zone"},
	}
	for _, tt := range rulings {
		cc, _ := cat.Get(tt.id)
		var ids []string
		for _, r := range corpus.CardRulings(cc) {
			ids = append(ids, r.ID)
		}
		if !slices.Contains(ids, tt.want) || slices.Contains(ids, tt.not) {
			t.Errorf("CardRulings(%s) = %v; want %s and not %s", tt.id, ids, tt.want, tt.not)
		}
	}
}
