package scenarios

import (
	"strings"
	"testing"
)

// Snuggly Generator's split: pairs each card find: names with the Pokémon it goes to, so the
// first Benched Pokémon with Nuzzle may take none and a later one its card; a Pokémon the
// search does not attach to is refused, saying so.
func TestFindEachSplit(t *testing.T) {
	_, cards := loadAll(t)
	board := "  alice:\n    active: {card: sm5-49, energy: [Lightning]}\n" +
		"    bench: [{card: sm5-49}, {card: sm1-9}, {card: sm5-49}]\n    deck: [sm1-164, sm1-167, sm1-167]\n" +
		"  bob:\n    active: {card: sm1-9}\n"
	tests := []struct {
		name, action string
		want         []int  // Energy on each Benched Pokémon afterwards
		refused      string // in the refusal ("" none)
	}{
		{"without split: in order", "{attack: Snuggly Generator}", []int{1, 0, 1}, ""},
		{"none to the first, one to the third", "{attack: Snuggly Generator, find: [sm1-167], split: [bench3]}", []int{0, 0, 1}, ""},
		{"a Pokémon without Nuzzle", "{attack: Snuggly Generator, find: [sm1-167], split: [bench2], refused: true}", nil,
			"the 1st card goes to a Pokémon the search does not attach to"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, res := runBoard(t, "sm", board, "  - "+tt.action+"\n", cards)
			st := res.Steps[len(res.Steps)-1]
			if tt.refused != "" {
				if st.Refused == nil || !strings.Contains(st.Refused.Reason, tt.refused) {
					t.Fatalf("refusal = %+v; want it to say %q", st.Refused, tt.refused)
				}
				return
			}
			if st.Refused != nil {
				t.Fatalf("refused: %s", st.Refused.Reason)
			}
			var b *Board
			for _, e := range st.Events {
				if e.Kind == "shuffle" {
					b = e.Board
				}
			}
			if b == nil {
				t.Fatal("no shuffle after the search")
			}
			for i, v := range b.Players[0].Bench {
				if len(v.Energy) != tt.want[i] {
					t.Errorf("bench%d Energy = %v; want %d", i+1, v.Energy, tt.want[i])
				}
			}
		})
	}
}
