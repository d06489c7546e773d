package index

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// topHitCases are questions as judges and players put them, sometimes naming the era in the
// question itself instead of choosing it. A case passes only when the FIRST hit is a rule
// page of one of the topics in want, or a ruling resting on one, in the era wanted.
var topHitCases = []struct {
	name, q, era string // era: the filter chosen; "" leaves the era to the question's words
	wantEra      string // the era of the first hit
	want         []string
}{
	{"poisoned damage sm", "poisoned damage sm", "", "sm", []string{"poisoned"}},
	{"attack first turn xy", "can i attack on my first turn", "xy", "xy", []string{"first-turn"}},
	{"attack first turn named era", "can the player going first attack in xy", "", "xy", []string{"first-turn"}},
	{"burn between turns sun and moon", "what does burn do between turns in sun and moon", "", "sm", []string{"burned", "between-turns"}},
	{"burn coin hgss", "burned coin flip heartgold", "", "hgss", []string{"burned"}},
	{"poison damage heartgold", "how much damage does a poisoned pokemon take heartgold", "", "hgss", []string{"poisoned"}},
	{"asleep wake sm", "when does an asleep pokemon wake up", "sm", "sm", []string{"asleep"}},
	{"paralyzed how long xy", "how long does paralysis last", "xy", "xy", []string{"paralyzed"}},
	{"confused attack tails hgss", "confused pokemon flips tails on its attack", "hgss", "hgss", []string{"confused"}},
	{"retreat asleep sm", "can my sleeping active retreat", "sm", "sm", []string{"asleep", "retreat"}},
	{"retreat cost pay kalos", "how do I pay a retreat cost kalos", "", "xy", []string{"retreat"}},
	{"retreat once a turn hgss", "how many times can I retreat each turn", "hgss", "hgss", []string{"retreat"}},
	{"mulligan extra cards sm", "opponent mulliganed how many extra cards do I draw", "sm", "sm", []string{"mulligan"}},
	{"mulligan hgss", "mulligan rules hgss", "", "hgss", []string{"mulligan"}},
	{"prize cards setup xy", "how many prize cards do I set aside", "xy", "xy", []string{"prize-cards", "setup"}},
	{"bench limit sm", "max bench size", "sm", "sm", []string{"bench"}},
	{"evolve first turn xy", "can I evolve on my first turn", "xy", "xy", []string{"evolving", "first-turn"}},
	{"evolve same turn played hgss", "evolve a pokemon I just put on the bench", "hgss", "hgss", []string{"evolving"}},
	{"energy once per turn sm", "how many energy cards can I attach per turn", "sm", "sm", []string{"attach-energy"}},
	{"one supporter xy", "can I play more than one supporter a turn", "xy", "xy", []string{"supporter-cards"}},
	{"stadium same name sm", "can I play a stadium with the same name as the one in play", "sm", "sm", []string{"stadium-cards"}},
	{"tool count hgss", "how many pokemon tools can be attached to one pokemon", "hgss", "hgss", []string{"pokemon-tools"}},
	{"weakness x2 sm", "how much does weakness multiply damage", "sm", "sm", []string{"weakness-resistance"}},
	{"resistance amount xy", "how much damage does resistance take off", "xy", "xy", []string{"weakness-resistance"}},
	{"damage order hgss", "in what order do I apply damage modifiers heartgold soulsilver", "", "hgss", []string{"damage-order"}},
	{"damage counters vs damage sm", "are damage counters affected by weakness", "sm", "sm", []string{"damage-counters", "damage-order"}},
	{"between turns order sm", "what order are special conditions checked between turns", "sm", "sm", []string{"between-turns"}},
	{"knock out prizes xy", "what happens when my pokemon is knocked out", "xy", "xy", []string{"knockout"}},
	{"ex prizes hgss", "how many prizes for knocking out a pokemon ex", "hgss", "hgss", []string{"pokemon-ex", "prize-cards"}},
	{"gx prizes sm", "how many prize cards does a pokemon gx give", "sm", "sm", []string{"pokemon-gx", "prize-cards"}},
	{"gx attack once sm", "gx attack once per game sm", "", "sm", []string{"pokemon-gx"}},
	{"mega evolution ends turn sm", "does mega evolving end your turn in sun and moon", "", "sm", []string{"mega-evolution"}},
	{"prism star lost zone sm", "prism star card discarded where does it go", "sm", "sm", []string{"prism-star"}},
	{"ace spec xy", "ace spec one per deck", "xy", "xy", []string{"ace-spec"}},
	{"legend hgss", "how do I play a pokemon legend", "hgss", "hgss", []string{"pokemon-legend"}},
	{"lv x hgss", "can I put a level x on a pokemon I just evolved", "hgss", "hgss", []string{"pokemon-lv-x"}},
	{"lost zone hgss", "what is the lost zone", "hgss", "hgss", []string{"lost-zone"}},
	{"sudden death hgss", "sudden death rules hgss", "", "hgss", []string{"sudden-death"}},
	{"both win xy", "what if both players win at the same time", "xy", "xy", []string{"simultaneous-win", "sudden-death"}},
	{"deck out sm", "I can't draw a card at the start of my turn", "sm", "sm", []string{"drawing", "winning"}},
	{"deck size hgss", "how many cards in a deck", "hgss", "hgss", []string{"deck-building"}},
	{"ability attack sm", "does using an ability count as attacking", "sm", "sm", []string{"what-counts-as-an-attack", "abilities"}},
	{"dual type sm", "dual type pokemon weakness and resistance", "sm", "sm", []string{"dual-type"}},
	{"restored xy", "how do restored pokemon work", "xy", "xy", []string{"restored-pokemon"}},
	{"break evolution sm", "what is a break evolution sm", "", "sm", []string{"break-evolution"}},
	{"trainers first turn sm", "can I play a supporter on the first turn going first", "sm", "sm", []string{"first-turn", "supporter-cards"}},
	{"poke power hgss", "what is a poke power", "hgss", "hgss", []string{"abilities"}},
	{"burned and poisoned xy", "can a pokemon be burned and poisoned at once", "xy", "xy", []string{"special-conditions", "burned", "poisoned"}},
}

// TestRelevanceTopHit runs topHitCases on the shipped corpus, and again with the rulebooks.
func TestRelevanceTopHit(t *testing.T) {
	forEachEmbeddedIndex(t, func(t *testing.T, ix *Index) {
		for _, tc := range topHitCases {
			t.Run(tc.name, func(t *testing.T) {
				res, err := ix.Search(context.Background(), Query{Text: tc.q, Era: tc.era, Limit: 3})
				if err != nil {
					t.Fatalf("Search(%q, era %q) error: %v", tc.q, tc.era, err)
				}
				if len(res.Hits) == 0 {
					t.Fatalf("Search(%q, era %q) found nothing", tc.q, tc.era)
				}
				top := res.Hits[0]
				ok := slices.Contains(top.Eras, tc.wantEra)
				if ok {
					ok = slices.ContainsFunc(answeredTopics(top), func(topic string) bool { return slices.Contains(tc.want, topic) })
				}
				if !ok {
					t.Errorf("Search(%q, era %q) top hit = %s (then %s); want era %s, topic %s",
						tc.q, tc.era, top.ID, strings.Join(idsOf(res.Hits[1:]), ", "), tc.wantEra, strings.Join(tc.want, " or "))
				}
			})
		}
	})
}
