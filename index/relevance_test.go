package index

import (
	"context"
	"log/slog"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
	"github.com/rulesd/rulesd/scenarios"
)

// rulebookDir is where the era rulebooks live beside the repository.
const rulebookDir = "../../shared/rulebooks"

var embedded struct {
	once      sync.Once
	corpus    *content.Corpus
	books     []*rulebook.Rulebook
	booksErr  error
	ix, ixRB  *Index
	err, rbEr error
}

// embeddedIndexes builds the index of the shipped corpus as rulesd serves it (every card and
// every worked example), and of the same with the rulebooks when they can be read.
func embeddedIndexes(t testing.TB) (plain, withBooks *Index, booksErr error) {
	t.Helper()
	embedded.once.Do(func() {
		log := slog.New(slog.DiscardHandler)
		embedded.corpus, embedded.err = content.LoadEmbedded()
		if embedded.err != nil {
			return
		}
		// The index as rulesd serves it: with every card and every worked example.
		cat, err := content.LoadEmbeddedCatalog()
		if err != nil {
			embedded.err = err
			return
		}
		examples, err := workedExamples(cat)
		if err != nil {
			embedded.err = err
			return
		}
		embedded.ix, embedded.err = BuildWithCards(log, embedded.corpus, nil, cat, examples...)
		if embedded.ix != nil {
			embedded.ix.timeout = testTimeout
		}
		embedded.books, embedded.booksErr = readRulebooks(rulebookDir)
		if embedded.booksErr == nil {
			embedded.ixRB, embedded.rbEr = BuildWithCards(log, embedded.corpus, embedded.books, cat, examples...)
			if embedded.ixRB != nil {
				embedded.ixRB.timeout = testTimeout
			}
		}
	})
	if embedded.err != nil {
		t.Fatalf("index the embedded corpus: %v", embedded.err)
	}
	if embedded.rbEr != nil {
		t.Fatalf("index the embedded corpus with rulebooks: %v", embedded.rbEr)
	}
	return embedded.ix, embedded.ixRB, embedded.booksErr
}

// forEachEmbeddedIndex runs f on the index of the shipped corpus and again on it with the
// rulebooks indexed beside it (a subtest each), skipping the second when the rulebooks cannot
// be read.
func forEachEmbeddedIndex(t *testing.T, f func(t *testing.T, ix *Index)) {
	t.Helper()
	plain, withBooks, booksErr := embeddedIndexes(t)
	for _, v := range []struct {
		name string
		ix   *Index
	}{{"corpus", plain}, {"corpus+rulebooks", withBooks}} {
		t.Run(v.name, func(t *testing.T) {
			if v.ix == nil {
				t.Skipf("rulebooks in %s could not be read: %v", rulebookDir, booksErr)
			}
			f(t, v.ix)
		})
	}
}

// workedExamples are the shipped worked examples as the server passes them to the index: their
// words, the topics they teach and the names of the cards they use.
func workedExamples(cat *content.Catalog) ([]Example, error) {
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		return nil, err
	}
	var out []Example
	for _, sc := range set.All() {
		x := Example{ID: sc.ID, Title: sc.Title, Summary: sc.Summary, Eras: sc.Eras, Teaches: sc.Teaches}
		for _, id := range sc.CardIDs() {
			if c, ok := cat.Card(id); ok && !slices.Contains(x.Cards, c.Name) {
				x.Cards = append(x.Cards, c.Name)
			}
		}
		out = append(out, x)
	}
	return out, nil
}

// readRulebooks loads the rulebooks as rulesd serve --rulebook does.
func readRulebooks(dir string) ([]*rulebook.Rulebook, error) {
	if _, err := os.Stat(dir); err != nil {
		return nil, err
	}
	return rulebook.Load(dir)
}

// relevanceCases are questions as players and judges ask them, with the rule topic that
// answers them (any of want). A case passes when a rule page of that topic, or a ruling that
// rests on it, is among the first three hits of its era.
var relevanceCases = []struct {
	name, q, era string
	want         []string
}{
	{"attack going first sm", "can I attack on my first turn", "sm", []string{"first-turn"}},
	{"attack going first hgss", "can I attack on my first turn", "hgss", []string{"first-turn"}},
	{"attack going first xy", "do I get to attack if I go first", "xy", []string{"first-turn"}},
	{"double knock out hgss", "what happens when both actives get KO'd", "hgss", []string{"knockout"}},
	{"burn flip order sm", "does burn flip first", "sm", []string{"burned"}},
	{"burn flip order xy", "does burn flip first", "xy", []string{"burned"}},
	{"burn heads cures sm", "does heads cure burn", "sm", []string{"burned"}},
	{"paralyzed retreat xy", "can a paralyzed pokemon retreat", "xy", []string{"paralyzed", "retreat"}},
	{"bench size sm", "how many cards on the bench", "sm", []string{"bench"}},
	{"bench size hgss", "how many pokemon can I have benched", "hgss", []string{"bench"}},
	{"double energy retreat sm", "double energy retreat", "sm", []string{"retreat"}},
	{"deck out xy", "draw when deck empty", "xy", []string{"drawing"}},
	{"deck out slang sm", "I decked out, do I lose", "sm", []string{"drawing"}},
	{"ex prizes xy", "how do prizes work for EX", "xy", []string{"pokemon-ex", "prize-cards"}},
	{"poison amount hgss", "how much damage does poison do", "hgss", []string{"poisoned"}},
	{"evolve same turn sm", "can I evolve a pokemon the turn I play it", "sm", []string{"evolving"}},
	{"evolve turn one hgss", "evolve on turn 1", "hgss", []string{"evolving", "first-turn"}},
	{"weakness before resistance sm", "is weakness applied before resistance", "sm", []string{"damage-order", "weakness-resistance"}},
	{"modifier order xy", "what order do damage modifiers go in", "xy", []string{"damage-order"}},
	{"energy per turn hgss", "how many energy can I attach each turn", "hgss", []string{"attach-energy"}},
	{"two supporters sm", "can I play 2 supporters in one turn", "sm", []string{"supporter-cards"}},
	{"second stadium xy", "can I play a stadium when one is already out", "xy", []string{"stadium-cards"}},
	{"no basics sm", "what if my opening hand has no basic pokemon", "sm", []string{"mulligan"}},
	{"prize count hgss", "how many prizes do you lay out", "hgss", []string{"prize-cards", "setup"}},
	{"last prize both sm", "we both took our last prize at the same time", "sm", []string{"simultaneous-win", "sudden-death"}},
	{"sudden death prizes xy", "how many prizes in sudden death", "xy", []string{"sudden-death"}},
	{"sleeping attack hgss", "can a sleeping pokemon attack", "hgss", []string{"asleep"}},
	{"wake up sm", "how does my pokemon wake up", "sm", []string{"asleep"}},
	{"confused tails xy", "confused and I flip tails when attacking", "xy", []string{"confused"}},
	{"confusion self damage hgss", "how much damage does confusion do to itself", "hgss", []string{"confused"}},
	{"lost zone hgss", "what does it mean to send a card to the lost zone", "hgss", []string{"lost-zone"}},
	{"gx once sm", "can I use more than one GX attack per game", "sm", []string{"pokemon-gx"}},
	{"mega ends turn sm", "does my turn end when I mega evolve", "sm", []string{"mega-evolution"}},
	{"copies per deck hgss", "how many of the same card can I put in my deck", "hgss", []string{"deck-building", "pokemon-names"}},
	{"same name sm", "is a card with the same pokemon name but different attacks the same card", "sm", []string{"pokemon-names", "deck-building"}},
	{"poke power vs body hgss", "difference between poke-power and poke-body", "hgss", []string{"abilities"}},
	{"tools per pokemon xy", "how many tools can one pokemon hold", "xy", []string{"pokemon-tools"}},
	{"retreat twice sm", "can I retreat twice in one turn", "sm", []string{"retreat"}},
	{"end of turn order xy", "what happens in between turns and in what order", "xy", []string{"between-turns"}},
	{"checkup order sm", "checkup order", "sm", []string{"between-turns"}},
	{"legend prizes hgss", "how many prizes for a legend", "hgss", []string{"pokemon-legend"}},
	{"lv x evolve hgss", "how do I play a level x", "hgss", []string{"pokemon-lv-x"}},
	{"ace spec limit xy", "how many ace spec cards can my deck have", "xy", []string{"ace-spec"}},
	{"fossil xy", "how do fossils work", "xy", []string{"restored-pokemon"}},
	{"prism star discard sm", "where does a prism star card go when discarded", "sm", []string{"prism-star"}},
	{"damage equals hp hgss", "my pokemon has as much damage as its HP", "hgss", []string{"knockout"}},
	{"counters and weakness sm", "does weakness apply when you put damage counters", "sm", []string{"damage-counters", "damage-order", "weakness-resistance"}},
	{"retreat cures status sm", "does retreating get rid of status conditions", "sm", []string{"special-conditions", "retreat"}},
	{"poison and burn xy", "can a pokemon be poisoned and burned at the same time", "xy", []string{"special-conditions", "poisoned", "burned"}},
	{"setup hgss", "how do I set up a game", "hgss", []string{"setup"}},
	{"who goes first sm", "who goes first", "sm", []string{"setup", "first-turn"}},
	{"ko slang sm", "KO", "sm", []string{"knockout"}},
	{"w/r hgss", "W/R", "hgss", []string{"weakness-resistance"}},
	{"free retreat sm", "retreat with no energy", "sm", []string{"retreat"}},
	{"bench damage weakness sm", "does weakness apply to benched pokemon", "sm", []string{"bench", "weakness-resistance"}},
	{"play trainers first turn hgss", "can the first player use trainers on turn one", "hgss", []string{"first-turn"}},
	{"ability is not attack xy", "is using an ability an attack", "xy", []string{"what-counts-as-an-attack", "abilities"}},
	{"dual type weakness sm", "pokemon with two types weakness", "sm", []string{"dual-type"}},
	{"ultra beast sm", "what are ultra beasts", "sm", []string{"ultra-beasts"}},
	{"break evolve sm", "how does break evolution work", "sm", []string{"break-evolution"}},
	{"team plasma xy", "team plasma cards", "xy", []string{"team-plasma"}},
	{"devolve hgss", "what happens when my pokemon devolves", "hgss", []string{"evolving", "illegal-evolutions"}},
}

// answeredTopics is the rule topics a hit answers for: a rule page's own, or every topic a
// ruling rests on.
func answeredTopics(h Hit) []string {
	switch h.Kind {
	case KindRule:
		return []string{h.Topic}
	case KindRuling:
		r, ok := embedded.corpus.Ruling(strings.TrimPrefix(h.ID, "ruling:"))
		if !ok {
			return nil
		}
		var topics []string
		for _, ref := range r.RestsOn {
			topics = append(topics, ref.Topic)
		}
		return topics
	}
	return nil
}

// TestRelevance runs the relevance table on the shipped corpus, and again with the rulebooks
// indexed beside it, since rulebook sections must not push the digest out of the top three.
func TestRelevance(t *testing.T) {
	forEachEmbeddedIndex(t, func(t *testing.T, ix *Index) {
		for _, tc := range relevanceCases {
			t.Run(tc.name, func(t *testing.T) {
				for _, w := range tc.want {
					if _, ok := embedded.corpus.Rule(tc.era, w); !ok {
						t.Logf("era %s has no page for topic %q yet", tc.era, w)
					}
				}
				res, err := ix.Search(context.Background(), Query{Text: tc.q, Era: tc.era, Limit: 3})
				if err != nil {
					t.Fatalf("Search(%q, era %s) error: %v", tc.q, tc.era, err)
				}
				var got []string
				found := false
				for _, h := range res.Hits {
					got = append(got, h.ID)
					for _, topic := range answeredTopics(h) {
						if slices.Contains(tc.want, topic) {
							found = true
						}
					}
				}
				if !found {
					t.Errorf("Search(%q, era %s) top 3 = [%s]; want topic %s among them",
						tc.q, tc.era, strings.Join(got, ", "), strings.Join(tc.want, " or "))
				}
			})
		}
	})
}
