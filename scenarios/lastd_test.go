package scenarios

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
)

// Mew and Smeargle in scenario files: which Lost Zone card's attack Mew uses, and the
// Supporter Smeargle's Portrait uses with that card's own choices.

// lostLinkBoard: Alice's Mew sends Mareep to her Lost Zone and Bob's Relicanth sends Turtwig
// to his (actions 1 and 2), so both Lost Zones give Mew an attack named Ram.
const (
	lostLinkBoard = "  alice:\n    active: {card: hgss4-97, energy: [Psychic, Grass]}\n    deck: [hgss1-73, hgss1-115, hgss1-115, hgss1-115]\n" +
		"  bob:\n    active: {card: col1-69, energy: [Water]}\n    hand: [hgss2-67]\n"
	lostLinkSetup = "  - {attack: See Off}\n  - {attack: Prehistoric Wisdom, from-hand: [hgss2-67]}\n"
)

// An attack named by a file is Mew's own of that name, or the one Lost Link gives from the
// one card that prints it; where several cards do, from-lost-zone says which, and leaving it
// out (or naming a card that gives none) is an error at the action's line.
func TestLostLinkAttackNamed(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, action string
		wantErr      []string // parts of the error; nil: the run goes on
		wantStep     string   // part of the step's words
	}{
		{"two cards give Ram", "{attack: Ram}",
			[]string{"board.yaml:18:5", `attack "Ram"`, "from 2 cards in the Lost Zones (hgss1-73 Mareep, hgss2-67 Turtwig)", "from-lost-zone: <card id>"}, ""},
		{"a card that gives no Ram", "{attack: Ram, from-lost-zone: hgss4-97}",
			[]string{"board.yaml:18:5", "from-lost-zone hgss4-97: no card of that id in a Lost Zone", "hgss1-73 Mareep, hgss2-67 Turtwig"}, ""},
		{"Bob's Turtwig's Ram", "{attack: Ram, from-lost-zone: hgss2-67}", nil, "printed on Turtwig, in Bob's Lost Zone"},
		{"Alice's Mareep's Ram", "{attack: Ram, from-lost-zone: hgss1-73}", nil, "printed on Mareep, in Alice's Lost Zone"},
		{"one card gives Leech Seed", "{attack: Leech Seed}", nil, "printed on Turtwig"},
		{"its own attack", "{attack: See Off}", nil, "uses See Off"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, err := Parse("board.yaml", choiceBoard("hgss", lostLinkBoard, lostLinkSetup+"  - "+tt.action+"\n"))
			if err != nil {
				t.Fatal(err)
			}
			res, err := RunWith(context.Background(), sc, "hgss", cards, RunOptions{})
			if tt.wantErr != nil {
				if err == nil || !errors.Is(err, ErrInvalid) {
					t.Fatalf("Run(%s) = %v; want an invalid-scenario error", tt.action, err)
				}
				for _, w := range tt.wantErr {
					if !strings.Contains(err.Error(), w) {
						t.Errorf("Run(%s) = %q; want it to say %q", tt.action, err, w)
					}
				}
				return
			}
			if err != nil {
				t.Fatalf("Run(%s) = %v; want no error", tt.action, err)
			}
			last := res.Steps[len(res.Steps)-1]
			if last.Refused != nil || !strings.Contains(last.Action, tt.wantStep) {
				t.Errorf("step(%s) = %q (refused %v); want it to say %q", tt.action, last.Action, last.Refused, tt.wantStep)
			}
		})
	}
}

// next writes each Lost Zone attack of a name two cards give with from-lost-zone, and the
// others without it.
func TestLostLinkNext(t *testing.T) {
	_, cards := loadAll(t)
	_, res := runBoard(t, "hgss", lostLinkBoard, lostLinkSetup, cards)
	var got []string
	for _, fa := range res.Next {
		if fa.Attack != "" {
			got = append(got, fa.String())
		}
	}
	want := []string{"{attack: See Off}", "{attack: Static Electricity}", "{attack: Ram, from-lost-zone: hgss1-73}", "{attack: Leech Seed}", "{attack: Ram, from-lost-zone: hgss2-67}"}
	if !slices.Equal(got, want) {
		t.Errorf("next attacks = %v; want %v", got, want)
	}
}

func TestFromLostZoneParseErrors(t *testing.T) {
	tests := []struct{ name, action, want string }{
		{"not an attack", "{play: hgss1-89, from-lost-zone: hgss2-67}", "from-lost-zone: only an attack comes from a card in a Lost Zone"},
		{"an unknown card", "{attack: Ram, from-lost-zone: hgss9-1}", `from-lost-zone: unknown card "hgss9-1"`},
	}
	_, cards := loadAll(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseWith("board.yaml", choiceBoard("hgss", lostLinkBoard, "  - "+tt.action+"\n"), cards, Limits{})
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "board.yaml:16:") {
				t.Errorf("Parse(%s) = %v; want an error at its line containing %q", tt.action, err, tt.want)
			}
		})
	}
}

// portraitBoard: Alice's Smeargle against a hand of Bob's holding Sage's Training and Bill.
const portraitBoard = "  alice:\n    active: {card: col1-21}\n    deck: [hgss2-66, hgss2-52, hgss1-115, hgss2-68, hgss1-117, hgss1-115]\n" +
	"  bob:\n    active: {card: hgss2-52}\n    hand: [col1-85, hgss1-115, hgss1-89]\n"

// Portrait takes the keys of the Supporter the file chooses from the opponent's hand, and
// refuses, at the action's line, a key that Supporter does not read.
func TestPortraitKeys(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, action string
		wantErr      []string // parts of the error; nil: the run goes on
		wantHand     []string // Alice's hand afterwards, by id
	}{
		{"Sage's Training takes the cards the file names", "{power: Portrait, from-their-hand: [col1-85], to-hand: [2, 4]}", nil,
			[]string{"hgss2-52", "hgss2-68"}},
		{"Bill draws 2", "{power: Portrait, from-their-hand: [hgss1-89]}", nil, []string{"hgss2-66", "hgss2-52"}},
		{"a key Bill does not read", "{power: Portrait, from-their-hand: [hgss1-89], to-hand: [1]}",
			[]string{"board.yaml:16:5", "to-hand", "Portrait (Bill) does not read it"}, nil},
		{"a Supporter not in Bob's hand", "{power: Portrait, from-their-hand: [hgss2-75], to-hand: [1]}",
			[]string{"board.yaml:16:5", "from-their-hand hgss2-75: no more hgss2-75 in Bob's hand"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, err := Parse("board.yaml", choiceBoard("hgss", portraitBoard, "  - "+tt.action+"\n"))
			if err != nil {
				t.Fatal(err)
			}
			res, err := RunWith(context.Background(), sc, "hgss", cards, RunOptions{})
			if tt.wantErr != nil {
				if err == nil || !errors.Is(err, ErrInvalid) {
					t.Fatalf("Run(%s) = %v; want an invalid-scenario error", tt.action, err)
				}
				for _, w := range tt.wantErr {
					if !strings.Contains(err.Error(), w) {
						t.Errorf("Run(%s) = %q; want it to say %q", tt.action, err, w)
					}
				}
				return
			}
			if err != nil {
				t.Fatalf("Run(%s) = %v; want no error", tt.action, err)
			}
			if st := res.Steps[len(res.Steps)-1]; st.Refused != nil {
				t.Fatalf("Run(%s) refused: %v", tt.action, st.Refused)
			}
			r := playTo(t, sc, "hgss", len(sc.Actions), cards)
			var hand []string
			for _, c := range r.g.Hand(0) {
				hand = append(hand, c.ID)
			}
			if !slices.Equal(hand, tt.wantHand) {
				t.Errorf("Alice's hand after %s = %v; want %v", tt.action, hand, tt.wantHand)
			}
		})
	}
}

// next lists Portrait once for each Supporter card in the opponent's hand, with that card's
// own choices.
func TestPortraitNext(t *testing.T) {
	_, cards := loadAll(t)
	_, res := runBoard(t, "hgss", portraitBoard, " []\n", cards)
	var got []string
	for _, fa := range res.Next {
		if fa.Power != "" {
			got = append(got, fa.String())
		}
	}
	for _, w := range []string{"{power: Portrait, from-their-hand: [col1-85]}", "{power: Portrait, from-their-hand: [hgss1-89]}"} {
		if !slices.Contains(got, w) {
			t.Errorf("next powers = %v; want %s among them", got, w)
		}
	}
	if slices.ContainsFunc(got, func(s string) bool { return strings.Contains(s, "hgss1-115") || s == "{power: Portrait}" }) {
		t.Errorf("next powers = %v; want only the Supporter cards chosen", got)
	}
}
