package scenarios

import (
	"slices"
	"testing"
)

func TestCardIDs(t *testing.T) {
	set, err := LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		id   string
		want []string
	}{
		// In play first (Alice's, then Bob's, with their Tools), then piles, then actions;
		// basic Energy given by type and filler counts are left out.
		{"tool-reduction-after-weakness", []string{"xy0-3", "xy0-12", "xy1-119"}},
		{"lv-x-keeps-attacks", []string{"hgss2-52", "hgss2-43", "example-magmar-lv-x"}},
		{"retreat-double-colorless", []string{"col1-68", "hgss1-103", "hgss2-68", "hgss2-66"}},
		{"deck-out-draw-versus-effect", []string{"hgss2-52", "hgss2-66", "hgss1-89"}},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			sc, ok := set.Get(tt.id)
			if !ok {
				t.Fatalf("no example %s", tt.id)
			}
			if got := sc.CardIDs(); !slices.Equal(got, tt.want) {
				t.Errorf("CardIDs() = %v; want %v", got, tt.want)
			}
		})
	}
}
