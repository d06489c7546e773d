package scenarios

import (
	"context"
	"fmt"
	"testing"

	"github.com/rulesd/rulesd/content"
)

// An attach or a retreat's discard written as a type takes any basic Energy card of that type,
// whichever printing the card source gives for the type (the whole catalogue, as the server
// plays, has one per era).
func TestAttachByTypeAnyPrinting(t *testing.T) {
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	for _, era := range []string{"hgss", "xy", "sm"} {
		for _, water := range []string{"hgss1-117", "col1-90", "xy1-134", "sm1-166"} {
			t.Run(era+"/"+water, func(t *testing.T) {
				src := fmt.Sprintf(`id: attach-by-type
title: t
summary: s
eras: [%s]
teaches: [attach-energy]
board:
  turn: 3
  current: alice
  alice: {active: {card: hgss1-45, energy: [%s]}, bench: [{card: hgss1-45}], hand: [%s]}
  bob: {active: {card: hgss1-45}}
actions:
  - {attach: Water, name: attach}
  - {retreat: bench1, discard: [Water], name: retreat}
expect:
  - {at: attach, check: {alice.hand: 0, alice.active.energy: 2}}
  - {at: retreat, check: {alice.discard: 1, alice.bench.1.energy: 1}}
`, era, water, water)
				sc, err := ParseWith("attach.yaml", []byte(src), cat, Limits{})
				if err != nil {
					t.Fatal(err)
				}
				res, err := Run(context.Background(), sc, era, cat, Limits{})
				if err != nil {
					t.Fatalf("Run: %v", err)
				}
				if !res.Passed {
					t.Errorf("attach Water with %s in the hand under %s: expectations failed: %+v", water, era, res.Expectations)
				}
			})
		}
	}
}
