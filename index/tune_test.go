package index

import (
	"context"
	"fmt"
	"os"
	"slices"
	"testing"
)

func TestTune(t *testing.T) {
	plain, withBooks, _ := embeddedIndexes(t)
	ix := plain
	if os.Getenv("RB") != "" { ix = withBooks }
	pass := 0
	for _, tc := range relevanceCases {
		res, err := ix.Search(context.Background(), Query{Text: tc.q, Era: tc.era, Limit: 5})
		if err != nil { t.Fatal(err) }
		found := -1
		for i, h := range res.Hits {
			if i < 3 && (h.Kind == KindRule || h.Kind == KindRuling) && slices.Contains(tc.want, h.Topic) && found < 0 { found = i }
		}
		if found >= 0 { pass++ }
		mark := "ok "
		if found < 0 { mark = "BAD" }
		fmt.Printf("%s %-45q %-5s want %v\n", mark, tc.q, tc.era, tc.want)
		if found < 0 || os.Getenv("ALL") != "" {
			for _, h := range res.Hits { fmt.Printf("      %.3f %-40s %s\n", h.Score, h.ID, h.URL) }
		}
	}
	fmt.Printf("PASS %d/%d\n", pass, len(relevanceCases))
}
