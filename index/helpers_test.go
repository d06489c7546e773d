package index

import (
	"log/slog"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
)

// fixtureRulebook is the made-up rulebook the unit tests index beside the fixture corpus.
const fixtureRulebook = "testdata/rulebooks/sm-fixture.md"

var fixture struct {
	once   sync.Once
	corpus *content.Corpus
	ix     *Index
	err    error
}

// testTimeout replaces SearchTimeout in the indexes tests share. Their searches take well under
// a millisecond, but on a machine loaded by other work one of thousands can stall past the
// one-second SearchTimeout; tests check what a search finds, and TestSearchDeadline checks
// the deadline itself. A search that needs seconds still fails them.
const testTimeout = 10 * time.Second

// fixtureIndex is the index of the small corpus in testdata/corpus and the fixture rulebook,
// built once per test run.
func fixtureIndex(t testing.TB) *Index {
	t.Helper()
	fixture.once.Do(func() {
		fixture.corpus, fixture.err = content.Load(os.DirFS("testdata/corpus"))
		if fixture.err != nil {
			return
		}
		data, err := os.ReadFile(fixtureRulebook)
		if err != nil {
			fixture.err = err
			return
		}
		book, err := rulebook.Parse(fixtureRulebook, "", data)
		if err != nil {
			fixture.err = err
			return
		}
		fixture.ix, fixture.err = Build(slog.New(slog.DiscardHandler), fixture.corpus, []*rulebook.Rulebook{book})
		if fixture.ix != nil {
			fixture.ix.timeout = testTimeout
		}
	})
	if fixture.err != nil {
		t.Fatalf("build fixture index: %v", fixture.err)
	}
	return fixture.ix
}
