package scenarios

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// they-discard: (choices.go, checkTheyDiscard): the opponent's choice of the Benched Pokémon
// they discard when their Bench limit falls during any action, not only when Ditto is benched
// from the hand.

// dittoDeckBoard: Alice's Pichu can bench Ditto from her deck with Playground; Bob has 5
// Benched Pokémon, his Ninetales third.
const dittoDeckBoard = "  alice:\n    active: {card: hgss1-28, entered: 3}\n    deck: [hgss1-115, hgss4-17, hgss1-115]\n" +
	"  bob:\n    active: {card: hgss2-52}\n" +
	"    bench: [{card: hgss2-68}, {card: hgss2-69}, {card: hgss2-20, under: [hgss2-68], energy: [Fire]}, {card: hgss2-66}, {card: hgss2-68}]\n"

// ownDittoBoard: Alice has 5 Benched Pokémon, her Tropius second, when her Pichu uses
// Playground; Bob's deck holds Ditto.
const ownDittoBoard = "  alice:\n    active: {card: hgss1-28, entered: 3}\n" +
	"    bench: [{card: hgss2-68}, {card: hgss2-66, energy: [Grass]}, {card: hgss1-60}, {card: hgss2-52}, {card: hgss2-69}]\n" +
	"  bob:\n    active: {card: hgss2-52}\n    deck: [hgss1-115, hgss4-17, hgss1-115]\n"

func TestTheyDiscardAnyAction(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, board, action string
		side                int      // whose Bench is checked: 0 Alice, 1 Bob
		bench               []string // that Bench after it, by card id
	}{
		{"Ditto benched from the deck: Bob's Ninetales goes", dittoDeckBoard, "{attack: Playground, find: [hgss4-17], they-discard: [bench3]}",
			1, []string{"hgss2-68", "hgss2-69", "hgss2-66", "hgss2-68"}},
		{"Ditto benched from the deck: Bob's first goes", dittoDeckBoard, "{attack: Playground, find: [hgss4-17], they-discard: [bench1]}",
			1, []string{"hgss2-69", "hgss2-20", "hgss2-66", "hgss2-68"}},
		{"without the key the last one goes", dittoDeckBoard, "{attack: Playground, find: [hgss4-17]}",
			1, []string{"hgss2-68", "hgss2-69", "hgss2-20", "hgss2-66"}},
		{"Bob benches Ditto: Alice's own choice", ownDittoBoard, "{attack: Playground, find: [], they-find: [hgss4-17], discard-benched: [bench2]}",
			0, []string{"hgss2-68", "hgss1-60", "hgss2-52", "hgss2-69"}},
		{"Bob benches Ditto: without the key Alice's last goes", ownDittoBoard, "{attack: Playground, find: [], they-find: [hgss4-17]}",
			0, []string{"hgss2-68", "hgss2-66", "hgss1-60", "hgss2-52"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := strings.Replace(string(choiceBoard("hgss", tt.board, "  - "+tt.action+"\n")), "board:\n", "coins: [tails]\nboard:\n", 1)
			sc, err := Parse("board.yaml", []byte(src))
			if err != nil {
				t.Fatalf("Parse(%s) = %v", tt.action, err)
			}
			res, err := RunWith(context.Background(), sc, "hgss", cards, RunOptions{})
			if err != nil {
				t.Fatalf("RunWith(%s) = %v", tt.action, err)
			}
			if st := res.Steps[len(res.Steps)-1]; st.Refused != nil {
				t.Fatalf("%s refused: %s", tt.action, st.Refused.Reason)
			}
			var got []string
			for _, v := range res.Final.Players[tt.side].Bench {
				got = append(got, v.ID)
			}
			if !slices.Equal(got, tt.bench) {
				t.Errorf("F(%s): the Bench = %v; want %v", tt.action, got, tt.bench)
			}
		})
	}
}

// A they-discard: the engine would not read, or that does not fit what must go, is refused at
// its line, naming the key.
func TestTheyDiscardRefused(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, board, action string
		want                []string
	}{
		{"two named where one goes", dittoDeckBoard, "{attack: Playground, find: [hgss4-17], they-discard: [bench1, bench2]}",
			[]string{"board.yaml:16:5", "they-discard: it names 2; Bob discards 1 of the 5 Pokémon on their Bench"}},
		{"nothing falls: Ditto stays in the deck", dittoDeckBoard, "{attack: Playground, find: [], they-discard: [bench1]}",
			[]string{"board.yaml:16:5", "they-discard (", "Bob's Bench limit does not fall below the Pokémon on it during this action"}},
		{"a Pokémon benched from the hand without the power", windBoard, "{bench: hgss2-52, they-discard: [bench1]}",
			[]string{"they-discard (", "the Pokémon benched has no power that lowers the opponent's Bench limit"}},
		{"on a promotion", dittoDeckBoard, "{promote: bench1, they-discard: [bench1]}",
			[]string{"they-discard: only an action of a turn"}},
		{"Alice's own, where her limit does not fall", dittoDeckBoard, "{attack: Playground, find: [hgss4-17], discard-benched: [bench1]}",
			[]string{"board.yaml:16:5", "discard-benched (", "Alice's Bench limit does not fall below the Pokémon on it during this action"}},
		{"Alice's own, two where one goes", ownDittoBoard, "{attack: Playground, find: [], they-find: [hgss4-17], discard-benched: [bench1, bench3]}",
			[]string{"board.yaml:16:5", "discard-benched: it names 2; Alice discards 1 of the 5 Pokémon on their Bench"}},
		{"Bob's, where only Alice's falls", ownDittoBoard, "{attack: Playground, find: [], they-find: [hgss4-17], they-discard: [bench1]}",
			[]string{"they-discard (", "Bob's Bench limit does not fall"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantInvalid(t, "hgss", tt.board, tt.action, cards, tt.want)
		})
	}
}
