package scenarios

import (
	"slices"
	"testing"

	"github.com/rulesd/rulesd/content"
)

// A ruling that names a worked example must name one that exists and runs under at least one
// of the ruling's eras, so its link always leads to a run that shows the answer.
func TestRulingScenariosExist(t *testing.T) {
	corpus, err := content.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	set, err := LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	linked := 0
	for _, r := range corpus.Rulings {
		if r.Scenario == "" {
			continue
		}
		linked++
		sc, ok := set.Get(r.Scenario)
		if !ok {
			t.Errorf("%s: scenario %q does not exist", r.Path, r.Scenario)
			continue
		}
		if !slices.ContainsFunc(r.Eras, sc.Runs) {
			t.Errorf("%s: scenario %s runs under %v, none of the ruling's eras %v", r.Path, sc.ID, sc.Eras, r.Eras)
		}
	}
	if linked < 20 {
		t.Errorf("%d rulings link a worked example; want at least 20", linked)
	}
}
