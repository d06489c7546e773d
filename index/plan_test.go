package index

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// unitsOf describes a plan's units: a card's name as "name:" and its terms, another unit by
// its first term, "~" before a unit that only qualifies the question.
func unitsOf(p *plan) []string {
	var out []string
	for _, u := range p.units {
		s := u.terms[0].term
		if len(u.phrase) > 0 {
			s = "name:" + strings.Join(u.phrase, " ")
		}
		if !u.topic {
			s = "~" + s
		}
		out = append(out, s)
	}
	return out
}

// TestPlanTopics: the words that carry a question's topic, those that only qualify it, and
// the cards it names whole.
func TestPlanTopics(t *testing.T) {
	ix, _, _ := embeddedIndexes(t)
	tests := []struct {
		text string
		want []string
	}{
		{"can I retreat twice in one turn", []string{"retreat", "~twice", "~on", "~turn"}},
		{"does my turn end", []string{"turn", "end"}},
		{"is burn damage before or after poison", []string{"burn", "damag", "~befor", "~after", "poison"}},
		{"does a paralyzed pokemon get cured when it evolves", []string{"paralyz", "pokemon", "~cure", "evolv"}},
		{"gx attack once per game", []string{"gx", "~onc", "~per", "~game"}},
		{"rare candy on a fossil", []string{"name:rare candi", "fossil"}},
		{"double colorless energy", []string{"name:doubl colorless energi"}},
		{"double colorless", []string{"doubl"}}, // the players' phrase, not a card's name
		{"can brock's onix evolve from a normal onix", []string{"brock", "onix", "evolv", "~normal"}},
		{"how much damage for 20", []string{"damag", "~20"}},
		{"can I play a potion when none of my pokemon are damaged", []string{"~plai", "potion", "~none", "pokemon", "damag"}},
		{"who can use a stadium", []string{"~us", "stadium"}},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			if got := unitsOf(ix.newPlan(tc.text, false)); !slices.Equal(got, tc.want) {
				t.Errorf("newPlan(%q) units = %q; want %q", tc.text, got, tc.want)
			}
		})
	}
}

func TestAsksExample(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"show me burn in all three eras", true},
		{"an example of a double knock out", true},
		{"walk me through damage step by step", true},
		{"sudden death played out", true},
		{"do I have to show my hand when I mulligan", false},
		{"the steps of an attack", false},
		{"a card played this turn", false},
	}
	for _, tc := range tests {
		if got := asksExample(queryWords(tc.text)); got != tc.want {
			t.Errorf("asksExample(%q) = %v; want %v", tc.text, got, tc.want)
		}
	}
}

// TestPlanAsks: the kind of question a text asks, which decides the kind of page that answers
// it.
func TestPlanAsks(t *testing.T) {
	ix, _, _ := embeddedIndexes(t)
	tests := []struct {
		text, want string
	}{
		{"can a pokemon I benched this turn attack if it becomes active", asksCase},
		{"who flips to wake up my sleeping pokemon, me or my opponent", asksCase},
		{"can I retreat twice in one turn", ""}, // one thing named: the rule says it
		{"are pokemon tools items", ""},         // "are" asks what a thing is as often
		{"what are the zones of play", asksDefinition},
		{"what does a stadium card do and who can use it", asksDefinition},
		{"how do ultra beasts work", asksDefinition},
		{"difference between basic energy and special energy", asksDefinition},
		{"how do I pay for an attack's energy cost", ""},
		{"how much damage does a poisoned pokemon take", asksAmount},
		{"how many prize cards does a pokemon gx give", asksAmount},
		{"professor sycamore do I discard my hand before I draw", ""},
	}
	for _, tc := range tests {
		if got := ix.newPlan(tc.text, false).asks(); got != tc.want {
			t.Errorf("newPlan(%q).asks() = %q; want %q", tc.text, got, tc.want)
		}
	}
}

// TestNamedCards: a card's name with nothing but filler or facts names the card; a mark or
// a set's name picks the printing; a name that is a word of the rules alone does not.
func TestNamedCards(t *testing.T) {
	ix, _, _ := embeddedIndexes(t)
	tests := []struct {
		text string
		want []string // card ids, in order; none when the words are left to the ranking
	}{
		{"what does muscle band do", []string{"card:xy1-121"}},
		{"hard charm card", []string{"card:xy1-119"}},
		{"typhlosion prime", []string{"card:hgss1-110"}},
		{"what is snorlax weak to in the starter set", []string{"card:xy0-26"}},
		{"feather arrow", []string{"card:sm1-12"}},
		{"professors letter", []string{"card:xy1-123"}},
		{"switch", nil},
		{"rare candy on a fossil", nil},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			var got []string
			for _, e := range ix.namedCards(queryWords(tc.text)) {
				got = append(got, e.hit.ID)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("namedCards(%q) = %q; want %q", tc.text, got, tc.want)
			}
		})
	}
}

// TestRankingOrder: orders the ranking decides, on the index as served.
func TestRankingOrder(t *testing.T) {
	forEachEmbeddedIndex(t, func(t *testing.T, ix *Index) {
		tests := []struct {
			name          string
			q             Query
			first, second string // first must rank above second; second "" means it must not be found
		}{
			{"a ruling above the worked example that plays it",
				Query{Text: "can I retreat when my bench is full"}, "ruling:retreat-with-full-bench", "example:retreat-with-full-bench"},
			{"the worked example when the question asks to see it",
				Query{Text: "show me retreating with a full bench"}, "example:retreat-with-full-bench", "ruling:retreat-with-full-bench"},
			{"the rule before a ruling about another card",
				Query{Text: "can I retreat twice in one turn", Era: "sm"}, "rule:sm/retreat", "ruling:switch-is-not-a-retreat"},
			{"a ruling that says the whole question before the rule",
				Query{Text: "legend attacking a legend weak to both its types"}, "ruling:legend-weak-to-both-types", "rule:hgss/weakness-resistance"},
			{"the rule page that says what a thing is before a ruling about it",
				Query{Text: "what does a stadium card do and who can use it", Era: "sm"}, "rule:sm/stadium-cards", "ruling:use-stadium-then-replace"},
			{"a ruling that answers the case before the rule page",
				Query{Text: "can a pokemon I benched this turn attack if it becomes active"}, "ruling:attack-with-new-pokemon", "rule:xy/bench"},
			{"the rule page that says the phrase before a ruling that says its words apart",
				Query{Text: "what are the zones of play", Era: "sm"}, "rule:sm/zones", "rule:sm/lost-zone"},
			{"the rule on a case before the page of a card it names",
				Query{Text: "can brock's onix evolve from a normal onix"}, "rule:sm/owners-pokemon", "card:hgss2-57"},
			{"rare candy is not Ultra Rare",
				Query{Text: "rare candy", Era: "sm", Kind: KindRule}, "", "rule:sm/pokemon-ex"},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				tc.q.Limit = MaxLimit
				res, err := ix.Search(context.Background(), tc.q)
				if err != nil {
					t.Fatal(err)
				}
				ids := idsOf(res.Hits)
				i, j := slices.Index(ids, tc.first), slices.Index(ids, tc.second)
				switch {
				case tc.first == "" && j >= 0:
					t.Errorf("Search(%q) = %v; want no %s", tc.q.Text, ids, tc.second)
				case tc.first != "" && (i < 0 || (j >= 0 && j < i)):
					t.Errorf("Search(%q) = %v; want %s before %s", tc.q.Text, ids, tc.first, tc.second)
				}
			})
		}
	})
}

// TestPhrased: how much of a question's neighbouring parts a page's name says side by side.
func TestPhrased(t *testing.T) {
	ix, _, _ := embeddedIndexes(t)
	tests := []struct {
		name, text, id string
		want           float64 // -1: more than 0, less than 1
	}{
		{"a phrase said whole", "stadium card", "rule:sm/stadium-cards", 1},
		{"the words apart", "stadium card", "ruling:use-stadium-then-replace", 0},
		{"a word between", "knocked out between turns", "ruling:knock-out-between-turns-prize", 1},
		{"the other way round", "turns between knocked out", "ruling:knock-out-between-turns-prize", 0},
		// Its aliases are "switch" and "free retreat": one ends where the next begins.
		{"not across two names", "switch free", "rule:sm/retreat", 0},
		// "turn" is a word of both parts ("after attacking" brings "attack ends turn"), so
		// "the turn ends" says neither.
		{"a word both parts hold", "the rest of my turn after attacking", "example:supporter-waits-until-turn-ends", 0},
		// "energy" said twice keeps both its neighbours: "special Energy" is said, "basic
		// Energy" is not.
		{"a word said twice", "basic energy and special energy", "ruling:special-energy-stays-special", -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e, ok := ix.entries[tc.id]
			if !ok {
				t.Fatalf("no entry %s", tc.id)
			}
			got := ix.newRanking(ix.newPlan(tc.text, false)).phrased(e)
			if tc.want < 0 && (got <= 0 || got >= 1) || tc.want >= 0 && got != tc.want {
				t.Errorf("phrased(%q, %s) = %v; want %v", tc.text, tc.id, got, tc.want)
			}
		})
	}
}

// TestReprintsDoNotCrowd: a question that is more than a card's name lists one printing of
// the card among its first hits, not every one.
func TestReprintsDoNotCrowd(t *testing.T) {
	ix, _, _ := embeddedIndexes(t)
	res, err := ix.Search(context.Background(), Query{Text: "can brock's onix evolve from a normal onix", Limit: 3})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, h := range res.Hits {
		if h.Kind == KindCard && h.Title == "Onix" {
			n++
		}
	}
	if n > 1 {
		t.Errorf("Search(brock's onix …) first 3 = %v; want at most one Onix card", idsOf(res.Hits))
	}
}
