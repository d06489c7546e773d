package scenarios

import (
	"context"
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/rulesd/rulesd/content"
)

var verbose = flag.Bool("steps", false, "print every step of every scenario run (go test -args -steps)")

// loadAll loads the shipped scenarios and every card, as the site and the command line play
// them.
func loadAll(t testing.TB) (*Set, *content.Catalog) {
	t.Helper()
	set, err := LoadEmbedded()
	if err != nil {
		t.Fatalf("LoadEmbedded:\n%v", err)
	}
	cards, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatalf("LoadEmbeddedCatalog: %v", err)
	}
	return set, cards
}

// TestScenarios runs every shipped scenario under every era it names. A broken expectation
// fails the subtest TestScenarios/<id>/<era>, naming the step and the path.
func TestScenarios(t *testing.T) {
	set, cards := loadAll(t)
	for _, sc := range set.All() {
		t.Run(sc.ID, func(t *testing.T) {
			for _, era := range sc.Eras {
				t.Run(era, func(t *testing.T) {
					res, err := Run(context.Background(), sc, era, cards, Limits{})
					if err != nil {
						t.Fatalf("Run(%s, %s): %v", sc.ID, era, err)
					}
					if *verbose || !res.Passed {
						t.Log("\n" + describe(res))
					}
					for _, c := range res.Expectations {
						if !c.OK {
							t.Errorf("scenario %s, era %s, step %s: %s = %q; want %q", sc.ID, era, c.Step, c.Path, c.Got, c.Want)
						}
					}
					if !res.Passed {
						t.Errorf("scenario %s under %s did not pass", sc.ID, era)
					}
				})
			}
		})
	}
}

// describe prints a run as text, for failing tests and -steps.
func describe(res *Result) string {
	var b strings.Builder
	for _, st := range res.Steps {
		fmt.Fprintf(&b, "step %d %s: %s\n", st.N, st.Name, st.Action)
		if st.Refused != nil {
			fmt.Fprintf(&b, "    refused: %s (%s)\n", st.Refused.Reason, st.Refused.Anchor)
		}
		for _, e := range st.Events {
			fmt.Fprintf(&b, "    [%s] %s (%s)\n", e.Kind, e.Text, e.Anchor)
		}
	}
	for p, pb := range res.Final.Players {
		fmt.Fprintf(&b, "final %s: ", playerIDs[p])
		if pb.Active != nil {
			fmt.Fprintf(&b, "active %s %d/%d %v; ", pb.Active.Name, pb.Active.Damage, pb.Active.HP, pb.Active.Conditions)
		}
		fmt.Fprintf(&b, "bench %d, hand %d, deck %d, prizes %d, discard %d\n", len(pb.Bench), pb.Hand, pb.Deck, pb.Prizes, pb.Discard)
	}
	fmt.Fprintf(&b, "result %s, decision %s\n", res.Final.Result, res.Final.Decision)
	return b.String()
}
