package scenarios

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/rulesd/rulesd/content"
)

// boardWith is a one-era scenario whose Alice has the given extra lines under her side (at
// four spaces) and whose active Pokémon has the given fields.
func boardWith(active, side string) string {
	return "id: bounds\ntitle: t\nsummary: s\neras: [hgss]\nteaches: [burned]\nboard:\n  turn: 3\n  current: alice\n  alice:\n" +
		"    active: {card: hgss2-52" + active + "}\n" + side + "  bob:\n    active: {card: hgss2-66}\nactions: []\n"
}

func repeatList(item string, n int) string {
	return "[" + strings.TrimSuffix(strings.Repeat(item+",", n), ",") + "]"
}

// Every list of cards on a board holds at most MaxCards: one over is a single problem naming
// the bound, and the cards of a list that long are not looked at one by one.
func TestCardListBounds(t *testing.T) {
	cards, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		active string
		side   string
		want   string // "" : the board parses
	}{
		{"hand of 60", "", "    hand: " + repeatList("hgss1-115", MaxCards) + "\n", ""},
		{"hand of 61", "", "    hand: " + repeatList("hgss1-115", MaxCards+1) + "\n", "board.alice.hand: 61 cards; at most 60"},
		{"hand of 9000 unknown cards", "", "    hand: " + repeatList("a1-1", 9000) + "\n", "board.alice.hand: 9000 cards; at most 60"},
		{"deck counted past 60", "", "    deck: 61\n", "61 cards is out of range 0..60"},
		{"discard of 61", "", "    discard: " + repeatList("hgss1-115", MaxCards+1) + "\n", "board.alice.discard: 61 cards"},
		{"Energy 60", ", energy: " + repeatList("Fire", MaxCards), "", ""},
		{"Energy 61", ", energy: " + repeatList("Fire", MaxCards+1), "", "board.alice.active.energy: 61 cards; at most 60"},
		{"9800 Energy", ", energy: " + repeatList("Grass", 9800), "", "board.alice.active.energy: 9800 cards"},
		{"61 cards under", ", under: " + repeatList("hgss2-52", MaxCards+1), "", "board.alice.active.under: 61 cards"},
		{"61 Technical Machines", ", tms: " + repeatList("nope-1", MaxCards+1), "", "board.alice.active.tms: 61 cards"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := boardWith(tt.active, tt.side)
			_, err := ParseWith("bounds.yaml", []byte(src), cards, Limits{})
			if tt.want == "" {
				if err != nil {
					t.Fatalf("ParseWith = %v; want the board to parse", err)
				}
				return
			}
			var ps Problems
			if !errors.As(err, &ps) {
				t.Fatalf("ParseWith = %v; want Problems naming %q", err, tt.want)
			}
			if got := len(ps); got != 1 || !strings.Contains(ps[0].Msg, tt.want) {
				t.Errorf("ParseWith gave %d problems:\n%v\nwant one naming %q", got, err, tt.want)
			}
		})
	}
}

// An error lists at most MaxListed problems and counts the rest; each problem's message is
// cut to a bounded length, however long the value it quotes.
func TestProblemsListed(t *testing.T) {
	many := func(n int) Problems {
		var ps Problems
		for i := range n {
			ps = append(ps, Problem{File: "f.yaml", Line: i + 1, Col: 1, Msg: "bad"})
		}
		return ps
	}
	tests := []struct {
		name      string
		ps        Problems
		wantLines int
		wantLast  string
	}{
		{"one", many(1), 1, "f.yaml:1:1: bad"},
		{"exactly the limit", many(MaxListed), MaxListed, "f.yaml:50:1: bad"},
		{"one more", many(MaxListed + 1), MaxListed + 1, "and 1 more problem"},
		{"thousands", many(9000), MaxListed + 1, "and 8950 more problems"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines := strings.Split(tt.ps.Error(), "\n")
			if got := len(lines); got != tt.wantLines {
				t.Errorf("%d lines; want %d", got, tt.wantLines)
			}
			if got := lines[len(lines)-1]; got != tt.wantLast {
				t.Errorf("last line %q; want %q", got, tt.wantLast)
			}
		})
	}

	cards, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("x", 5000)
	_, err = ParseWith("long.yaml", []byte(boardWith("", fmt.Sprintf("    hand: [%s]\n", long))), cards, Limits{})
	var ps Problems
	if !errors.As(err, &ps) || len(ps) != 1 {
		t.Fatalf("ParseWith = %v; want one problem (an unknown card)", err)
	}
	if got := len(ps[0].Msg); got > maxProblemText+len("…") || !strings.HasSuffix(ps[0].Msg, "…") {
		t.Errorf("a problem quoting a 5000-character card id is %d bytes (%q…); want at most %d, marked as cut", got, ps[0].Msg[:40], maxProblemText)
	}
}
