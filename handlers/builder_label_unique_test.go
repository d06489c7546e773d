package handlers

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/scenarios"
)

// Every action next lists at the end of a shipped worked example, or of a board made to list
// many choices (scenarios/testdata/next), gets a label of its own in the sandbox: two buttons
// that read alike but play differently would leave a person guessing.
func TestActionLabelsDistinct(t *testing.T) {
	cards, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	all := set.All()
	extra, err := filepath.Glob("../scenarios/testdata/next/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range extra {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc, err := scenarios.ParseWith(filepath.Base(f), src, cards, scenarios.Limits{})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		all = append(all, sc)
	}
	checked := 0
	for _, sc := range all {
		for _, era := range sc.Eras {
			res, err := scenarios.Run(context.Background(), sc, era, cards, scenarios.Limits{MaxDuration: time.Minute})
			if err != nil {
				t.Fatalf("%s (%s): %v", sc.ID, era, err)
			}
			seen := map[string]scenarios.FileAction{}
			for _, fa := range res.Next {
				label := actionLabel(fa, &res.Final, cards)
				if other, ok := seen[label]; ok && other != fa {
					t.Errorf("%s (%s): %s and %s are both labelled %q", sc.ID, era, other, fa, label)
				}
				seen[label] = fa
				checked++
			}
		}
	}
	if checked < 1000 {
		t.Errorf("checked %d labels; want the next lists of every example (over 1000)", checked)
	}
}
