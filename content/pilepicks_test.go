package content

import (
	"slices"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// cardEffects lists each effect of a card (an attack's three lists together, a power's ops, a
// Trainer card's play, a Stadium's own effect, an Energy card's attach effect) by name.
func cardEffects(c *engine.Card) map[string][][]engine.Op {
	out := map[string][][]engine.Op{}
	for _, a := range c.Attacks {
		out["attack "+a.Name] = [][]engine.Op{a.Requires, a.Before, a.After}
	}
	for _, pw := range c.Powers {
		out["power "+pw.Name] = [][]engine.Op{pw.Ops}
	}
	for name, ops := range map[string][]engine.Op{"play": c.Play, "play together": c.TogetherPlay, "stadium": c.StadiumOps, "on attach": c.OnAttach} {
		if len(ops) > 0 {
			out[name] = [][]engine.Op{ops}
		}
	}
	return out
}

// discardHandMayDiffer reports whether a discard-hand op of the effect could find different
// cards in the hand: anything but a basic Energy card of one type, whose copies all play alike.
func discardHandMayDiffer(lists ...[]engine.Op) bool {
	for _, ops := range lists {
		for _, o := range ops {
			if o.Kind == engine.OpDiscardHand && !(o.Filter.Category == engine.EnergyCard && !o.Filter.AnyCategory &&
				o.Filter.BasicEnergy && o.Filter.Type != engine.Colorless && o.Filter.Name == "") {
				return true
			}
		}
	}
	return false
}

// hasOp reports whether some op of the effect is of kind k (and, for an attach-split, takes
// from the discard pile).
func hasOp(k engine.OpKind) func(lists ...[]engine.Op) bool {
	return func(lists ...[]engine.Op) bool {
		for _, ops := range lists {
			if slices.ContainsFunc(ops, func(o engine.Op) bool { return o.Kind == k && !o.FromHand }) {
				return true
			}
		}
		return false
	}
}

// TestPoolPilePicks: what the engine's choice of cards from the discard pile and from the hand
// rests on holds for every card of the pool. An attach-split from the discard pile is the
// only op of its effect that reads the player's picks (no effect both attaches from the pile
// and picks something else), and discard-hand only ever takes a basic Energy card of one
// type, so which copy it discards changes nothing. The counts show the walk reaches the
// effects it should.
func TestPoolPilePicks(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		matches func(lists ...[]engine.Op) bool
		want    int // effects that match; -1: at least one
	}{
		{"attach-split from the discard pile and another op reading picks", engine.PilePicksConflict, 0},
		{"discard-hand that could find different cards", discardHandMayDiffer, 0},
		{"attach-split from the discard pile", hasOp(engine.OpAttachSplit), -1},
		{"discard-hand", hasOp(engine.OpDiscardHand), -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, cc := range cat.Cards {
				for name, lists := range cardEffects(cc.Card) {
					if tt.matches(lists...) {
						got = append(got, cc.Card.ID+" "+name)
					}
				}
			}
			switch {
			case tt.want < 0 && len(got) == 0:
				t.Errorf("effects matching = none; want at least one")
			case tt.want >= 0 && len(got) != tt.want:
				t.Errorf("effects matching = %d %v; want %d", len(got), got, tt.want)
			}
		})
	}
}
