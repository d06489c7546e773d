package scenarios

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// find: and they-find: on Playground (each player benches the Basic Pokémon they choose from
// their own deck) and find: on Energymite (which Energy cards among the top 7 go on).

const (
	playgroundBoard = "  alice:\n    active: {card: hgss1-28, entered: 3}\n    deck: [hgss1-78, hgss1-17, hgss1-95, hgss1-30]\n" +
		"  bob:\n    active: {card: hgss2-66}\n    deck: [hgss2-68, hgss2-52, hgss1-95]\n"
	energymiteBoard = "  alice:\n    active: {card: hgss4-93}\n    bench: [{card: hgss4-93}]\n" +
		"    deck: [hgss1-118, hgss1-95, hgss1-102, hgss1-103, hgss1-93, hgss1-94, hgss1-99, hgss1-96]\n  bob:\n    active: {card: hgss2-66}\n"
)

func TestChoicesARuns(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, board, action string
		found               []string // the cards the search events name, in order
		words               string   // in the step's action
		refused             string   // in the refusal ("" for none)
	}{
		{"Playground: each player's own choice", playgroundBoard, "{attack: Playground, find: [hgss1-30], they-find: [hgss2-52]}",
			[]string{"Smoochum", "Magmar"}, "finding Smoochum in the deck, Bob finding Magmar in their deck", ""},
		{"Playground: both bench nothing", playgroundBoard, "{attack: Playground, find: [], they-find: []}",
			nil, "finding nothing in the deck, Bob finding nothing in their deck", ""},
		{"Playground: without keys every Basic from the top", playgroundBoard, "{attack: Playground}",
			[]string{"Pikachu", "Cleffa", "Smoochum", "Vulpix", "Magmar"}, "uses Playground", ""},
		{"Playground: the opponent's Item", playgroundBoard, "{attack: Playground, they-find: [hgss1-95], refused: true}",
			nil, "", "the opponent cannot bench Poké Ball (hgss1-95), the 3rd card from the top of their deck: only a Basic Pokémon goes onto the Bench"},
		{"Energymite: the Lightning Energy only", energymiteBoard, "{power: Energymite, to: bench1, find: [hgss1-118]}",
			nil, "finding Lightning Energy in the deck", ""},
		{"Energymite: a card below the top 7", energymiteBoard, "{power: Energymite, to: bench1, find: [hgss1-96], refused: true}",
			nil, "", "the search looks only at the top 7 cards"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := choiceBoard("hgss", tt.board, "  - "+tt.action+"\n")
			if strings.Contains(tt.action, "Playground") {
				src = append(src, "coins: [tails]\n"...)
			}
			sc, err := Parse("board.yaml", src)
			if err != nil {
				t.Fatalf("Parse(%s) = %v", tt.action, err)
			}
			res, err := RunWith(context.Background(), sc, "hgss", cards, RunOptions{})
			if err != nil {
				t.Fatalf("RunWith(%s) = %v", tt.action, err)
			}
			st := res.Steps[len(res.Steps)-1]
			if tt.refused != "" {
				if st.Refused == nil || !strings.Contains(st.Refused.Reason, tt.refused) {
					t.Fatalf("refusal = %+v; want it to say %q", st.Refused, tt.refused)
				}
				return
			}
			if st.Refused != nil {
				t.Fatalf("%s refused: %s", tt.action, st.Refused.Reason)
			}
			if got := found(st); !slices.Equal(got, tt.found) {
				t.Errorf("%s found %q; want %q", tt.action, got, tt.found)
			}
			if !strings.Contains(st.Action, tt.words) {
				t.Errorf("step = %q; want it to say %q", st.Action, tt.words)
			}
		})
	}
}

// next lists Playground with a bounded set of each player's choices and Energymite with the
// Energy cards of the top 7; each listed action can be appended and runs.
func TestChoicesANext(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, board string
		pick        func(FileAction) bool
		want        []string // find / they-find of each listed action, in order
	}{
		{"Playground", playgroundBoard, func(fa FileAction) bool { return fa.Attack == "Playground" },
			[]string{"/", "hgss1-78/", "hgss1-17/", "hgss1-30/", "[]/", "/hgss2-68", "/hgss2-52", "/[]"}},
		{"Energymite", energymiteBoard, func(fa FileAction) bool { return fa.Power == "Energymite" && fa.To == "bench1" },
			[]string{"/", "hgss1-118/", "hgss1-103/", "[]/"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, res := runBoard(t, "hgss", tt.board, "  []\n", cards)
			var got []string
			for _, fa := range res.Next {
				if !tt.pick(fa) {
					continue
				}
				got = append(got, string(fa.Find)+"/"+string(fa.TheyFind))
				more, err := AppendAction([]byte(sc.Source), fa)
				if err != nil {
					t.Fatalf("AppendAction(%s): %v", fa, err)
				}
				more = append(more, "coins: [tails]\n"...)
				m, err := Parse("more.yaml", more)
				if err != nil {
					t.Fatalf("Parse after %s: %v", fa, err)
				}
				r, err := RunWith(context.Background(), m, "hgss", cards, RunOptions{})
				if err != nil {
					t.Fatalf("RunWith after %s: %v", fa, err)
				}
				if st := r.Steps[len(r.Steps)-1]; st.Refused != nil {
					t.Errorf("%s is in next but refused: %s", fa, st.Refused.Reason)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("next choices = %q; want %q", got, tt.want)
			}
		})
	}
}

// they-find: is written as find: is, in YAML and in JSON.
func TestTheyFindWritten(t *testing.T) {
	tests := []struct {
		name       string
		find       FindIDs
		yaml, json string
	}{
		{"none", FindNone, "{attack: Playground, they-find: []}", `{"attack":"Playground","they-find":[]}`},
		{"one card", "hgss2-52", "{attack: Playground, they-find: [hgss2-52]}", `{"attack":"Playground","they-find":["hgss2-52"]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fa := FileAction{Attack: "Playground", TheyFind: tt.find}
			if got := fa.String(); got != tt.yaml {
				t.Errorf("String() = %s; want %s", got, tt.yaml)
			}
			b, err := json.Marshal(fa)
			if err != nil {
				t.Fatal(err)
			}
			if got := string(b); got != tt.json {
				t.Errorf("json = %s; want %s", got, tt.json)
			}
		})
	}
}
