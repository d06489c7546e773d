package scenarios

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// Energy cards an effect attaches from the discard pile, named with from-discard: (pile.go).

const (
	linkBoard = "  alice:\n    active: {card: hgss1-36, energy: [Water]}\n    hand: [hgss2-1, hgss2-52]\n" +
		"    discard: [hgss1-103, hgss1-104, hgss1-119, hgss1-119]\n  bob:\n    active: {card: hgss1-36}\n"
	digBoard = "  alice:\n    active: {card: xy1-60, energy: [Fighting]}\n    discard: [xy1-137]\n  bob:\n    active: {card: xy1-60}\n"
)

// TestFromDiscardParseErrors: from-discard on a step that takes nothing from the pile is
// refused as the file is read, at its line.
func TestFromDiscardParseErrors(t *testing.T) {
	tests := []struct{ name, action, want string }{
		{"on an Energy attachment", "{attach: Fire, from-discard: [hgss1-116]}", "board.yaml:16:34: actions[1].from-discard: only an attack, a power, a Trainer card, or a card's power that works when it is benched or evolved"},
		{"on a retreat", "{retreat: bench1, from-discard: [hgss1-116]}", "board.yaml:16:37: actions[1].from-discard: only an attack, a power, a Trainer card"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("board.yaml", choiceBoard("hgss", linkBoard, "  - "+tt.action+"\n"))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse(%s) = %v; want an error containing %q", tt.action, err, tt.want)
			}
		})
	}
}

func TestFromDiscardRefused(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, era, board, action string
		want                     []string // parts of the error
	}{
		{"a card the pile does not hold", "hgss", linkBoard, "{attack: Energy Link, from-discard: [hgss1-116]}",
			[]string{"board.yaml:16:5", "from-discard: no more hgss1-116 in Alice's discard pile"}},
		{"one copy named twice", "hgss", linkBoard, "{attack: Energy Link, from-discard: [hgss1-103, hgss1-103]}",
			[]string{"from-discard: no more hgss1-103"}},
		{"the card Dig Out discards leaves no choice", "xy", digBoard, "{attack: Dig Out, from-discard: [xy1-137]}",
			[]string{"from-discard", "Dig Out does not read it"}},
		{"benching a Pokémon whose power takes nothing from the pile", "hgss", linkBoard, "{bench: hgss2-52, from-discard: [hgss1-103]}",
			[]string{"from-discard (", "the card has no power that works as it is benched and attaches Energy cards from the discard pile"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantInvalid(t, tt.era, tt.board, tt.action, cards, tt.want)
		})
	}
}

// TestFromDiscardPlays: the cards named are the ones attached, the step says so, and a wrong
// number is a refused step naming what is wrong.
func TestFromDiscardPlays(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, action string
		coins        string
		wantStep     string // part of the step's words
		wantRefused  string // part of the refusal; "" when it plays
		wantEnergy   []string
	}{
		{"Energy Link takes the Rainbow Energy named", "{attack: Energy Link, from-discard: [hgss1-104]}", "",
			"attaching Rainbow Energy from the discard pile", "", []string{"Water Energy", "Rainbow Energy"}},
		{"Energy Link without a choice: the card discarded last", "{attack: Energy Link}", "",
			"uses Energy Link", "", []string{"Water Energy", "Psychic Energy"}},
		{"Energy Link: two named for one", "{attack: Energy Link, from-discard: [hgss1-104, hgss1-119]}", "",
			"", "Energy Link attaches at most 1 card; 2 named", nil},
		{"Stardust Song: one heads takes the first named", "{bench: hgss2-1, option: true, from-discard: [hgss1-119, hgss1-119]}", "heads, tails, tails",
			"attaching Psychic Energy, Psychic Energy from the discard pile", "", []string{"Psychic Energy"}},
		{"Stardust Song: a Rainbow Energy card is no Psychic Energy card", "{bench: hgss2-1, option: true, from-discard: [hgss1-104, hgss1-119]}", "heads, tails, tails",
			"", "Stardust Song does not attach Rainbow Energy (hgss1-104), card 2 of the discard pile", nil},
		{"Stardust Song: one named where the coins could take two", "{bench: hgss2-1, option: true, from-discard: [hgss1-119]}", "heads, tails, tails",
			"", "Stardust Song attaches 3 cards (the most its coins could allow) and the discard pile holds 2 that fit: name 2, not 1", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := choiceBoard("hgss", linkBoard, "  - "+tt.action+"\n")
			if tt.coins != "" {
				src = []byte(strings.Replace(string(src), "board:\n", "coins: ["+tt.coins+"]\nboard:\n", 1))
			}
			sc, err := ParseWith("board.yaml", src, cards, Limits{})
			if err != nil {
				t.Fatalf("Parse(%s): %v", tt.action, err)
			}
			r := playTo(t, sc, "hgss", 1, cards)
			res := r.res
			last := res.Steps[len(res.Steps)-1]
			switch {
			case tt.wantRefused != "":
				if last.Refused == nil || !strings.Contains(last.Refused.Reason, tt.wantRefused) {
					t.Fatalf("step %q refused = %+v; want a refusal saying %q", last.Action, last.Refused, tt.wantRefused)
				}
				return
			case last.Refused != nil:
				t.Fatalf("step %q refused: %s", last.Action, last.Refused.Reason)
			}
			if !strings.Contains(last.Action, tt.wantStep) {
				t.Errorf("step = %q; want it to say %q", last.Action, tt.wantStep)
			}
			slot := 0
			if strings.HasPrefix(tt.action, "{bench:") {
				slot = 1
			}
			v, _ := r.pokemonAt(0, slot)
			var got []string
			for _, e := range v.Energy {
				got = append(got, e.Name)
			}
			if !slices.Equal(got, tt.wantEnergy) {
				t.Errorf("Energy on %s = %v; want %v", v.Card.Name, got, tt.wantEnergy)
			}
		})
	}
}

// TestNextFromDiscard: next lists, beside the engine's own choice, the other cards of the pile
// named first, and each plays when appended, from YAML and from JSON alike.
func TestNextFromDiscard(t *testing.T) {
	_, cards := loadAll(t)
	src, err := os.ReadFile("testdata/next/discard-pile.yaml")
	if err != nil {
		t.Fatal(err)
	}
	sc, res := runFile(t, "discard-pile.yaml", src, cards)
	tests := []struct {
		name string
		pick func(FileAction) bool
		want []string
	}{
		{"Energy Link: the Rainbow, then the Double Colorless", func(fa FileAction) bool { return fa.Attack == "Energy Link" }, []string{
			"{attack: Energy Link}",
			"{attack: Energy Link, from-discard: [hgss1-104]}",
			"{attack: Energy Link, from-discard: [hgss1-103]}",
		}},
		{"Stardust Song: no other choice, both Psychic Energy cards being alike", func(fa FileAction) bool { return fa.Bench == "hgss2-1" }, []string{
			"{bench: hgss2-1}",
			"{bench: hgss2-1, option: true}",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, fa := range res.Next {
				if tt.pick(fa) {
					got = append(got, fa.String())
					playsAppended(t, sc, res, fa, cards)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("next lists\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}
