package engine

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestListedActions plays random games with every family's test decks and checks, at every
// decision, that every listed action is legal (listing takes shortcuts past the full check
// where it knows the answer, and skips in validate the checks it has made for every variant
// of a card, power or attack), and that listing again lists the same: listing leaves the game
// as it found it.
func TestListedActions(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 10
	}
	for _, r := range Rulesets() {
		t.Run(r.Era, func(t *testing.T) {
			decks := [][2][]*Card{randomDecks(r.Era), brawlDecks(r.Era)}
			for _, fd := range fuzzDecks {
				decks = append(decks, fd(r.Era))
			}
			for i, d := range decks {
				for seed := uint64(1); seed <= uint64(games); seed++ {
					if err := listedAreLegal(r, d, seed); err != nil {
						t.Fatalf("decks %d: %v", i, err)
					}
				}
			}
		})
	}
}

func listedAreLegal(r *Ruleset, decks [2][]*Card, seed uint64) error {
	g, _, err := NewGame(r, decks, NewSeeded(seed), Options{})
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(seed, 0xc0b1e5))
	var first, each []Action
	for steps := 0; !g.Over() && steps < 5000; steps++ {
		first = g.LegalActions(first[:0])
		each = g.LegalActions(each[:0])
		// What listing remembers is off once it returns, so Legal below makes every check.
		if g.listing.on || g.listing.ready != (readyAction{}) || g.listing.attack != nil {
			return fmt.Errorf("seed %d step %d: LegalActions left its memo on: %+v", seed, steps, g.listing.ready)
		}
		if !reflect.DeepEqual(first, each) {
			return fmt.Errorf("seed %d step %d: listing lists %v, then %v", seed, steps, first, each)
		}
		for _, a := range each {
			if err := g.Legal(a); err != nil {
				return fmt.Errorf("seed %d step %d: listed %v is refused: %w", seed, steps, a, err)
			}
		}
		if _, err := g.Apply(each[rng.IntN(len(each))]); err != nil {
			return fmt.Errorf("seed %d step %d: %w", seed, steps, err)
		}
	}
	return nil
}
