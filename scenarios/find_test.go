package scenarios

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// The find: key (choices.go): which cards a search of the deck finds.

// commBoard: Alice holds Pokémon Communication, Clefairy and Tropius; her deck no Pokémon.
const commBoard = "  alice:\n    active: {card: hgss1-60}\n    hand: [hgss1-98, hgss1-60, hgss2-66]\n    deck: [hgss1-115, hgss1-115]\n  bob:\n    active: {card: hgss1-60}\n"

// found lists the cards a step's searches found, in order.
func found(st Step) []string {
	var out []string
	for _, e := range st.Events {
		if e.Kind == "search" {
			out = append(out, e.Card)
		}
	}
	return out
}

// A find: the run plays, per era with that era's cards: the cards named are the ones found,
// find: [] finds nothing, and the words of the step say so.
func TestFindRuns(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, era, board, action string
		found                    []string // the cards the search events name
		words                    string   // in the step's action
		cites                    string   // an anchor the step cites ("" none required)
	}{
		{"Nest Ball: the Basic below the top one", "sm",
			"  alice:\n    active: {card: sm1-9}\n    hand: [sm1-123]\n    deck: [sm1-9, sm1-164, sm1-24]\n  bob:\n    active: {card: sm1-24}\n",
			"{play: sm1-123, find: [sm1-24]}", []string{"Litten"}, "finding Litten in the deck", ""},
		{"Nest Ball: nothing, with a Basic there", "sm",
			"  alice:\n    active: {card: sm1-9}\n    hand: [sm1-123]\n    deck: [sm1-9, sm1-164, sm1-24]\n  bob:\n    active: {card: sm1-24}\n",
			"{play: sm1-123, find: []}", nil, "finding nothing in the deck", "ruling:search-deck-may-find-nothing"},
		{"Great Ball: the second Pokémon of the top 7", "xy",
			"  alice:\n    active: {card: xy1-20}\n    hand: [xy1-118]\n    deck: [xy1-20, xy1-132, xy1-25]\n  bob:\n    active: {card: xy1-20}\n",
			"{play: xy1-118, find: [xy1-25]}", []string{"Braixen"}, "finding Braixen in the deck", ""},
		{"Pokémon Collector: two of three Basics", "hgss",
			"  alice:\n    active: {card: hgss1-60}\n    hand: [hgss1-97]\n    deck: [hgss1-60, hgss2-52, hgss1-115, hgss2-66]\n  bob:\n    active: {card: hgss1-60}\n",
			"{play: hgss1-97, find: [hgss2-66, hgss1-60]}", []string{"Tropius", "Clefairy"}, "finding Tropius and Clefairy in the deck",
			"ruling:search-deck-may-find-nothing"},
		{"Mapping, when Porygon2 is played to evolve: the Stadium chosen", "hgss",
			"  alice:\n    active: {card: hgss1-60}\n    bench: [{card: hgss4-73, entered: 3}]\n    hand: [hgss4-49]\n    deck: [hgss1-115, col1-81, hgss1-115]\n  bob:\n    active: {card: hgss1-60}\n",
			"{evolve: hgss4-49, to: bench1, option: true, find: [col1-81]}", []string{"Lost World"}, "finding Lost World in the deck", ""},
		{"Twins: the two chosen, not the two on top", "hgss",
			"  alice:\n    active: {card: hgss1-60}\n    hand: [hgss4-89]\n    deck: [hgss1-115, hgss1-115, hgss1-60, hgss1-98]\n    prizes: 6\n  bob:\n    active: {card: hgss1-60}\n    prizes: 3\n",
			"{play: hgss4-89, find: [hgss1-98, hgss1-60]}", []string{"Pokémon Communication", "Clefairy"}, "finding Pokémon Communication and Clefairy", ""},
		{"Pokémon Communication: the Pokémon it put in, found again", "hgss", commBoard,
			"{play: hgss1-98, to-deck: [hgss2-66], find: [hgss2-66]}", []string{"Tropius"}, "finding Tropius (the card put in from the hand) in the deck", ""},
		{"Pokémon Communication: the first Pokémon of the hand goes in without to-deck", "hgss", commBoard,
			"{play: hgss1-98, find: [hgss1-60]}", []string{"Clefairy"}, "finding Clefairy (the card put in from the hand) in the deck", ""},
		{"Pokémon Communication: a copy in the deck is taken first", "hgss", strings.Replace(commBoard, "hgss1-115, hgss1-115]", "hgss1-115, hgss2-66]", 1),
			"{play: hgss1-98, to-deck: [hgss2-66], find: [hgss2-66]}", []string{"Tropius"}, "finding Tropius in the deck", ""},
	}
	for _, tt := range tests {
		t.Run(tt.era+"/"+tt.name, func(t *testing.T) {
			_, res := runBoard(t, tt.era, tt.board, "  - "+tt.action+"\n", cards)
			st := res.Steps[len(res.Steps)-1]
			if st.Refused != nil {
				t.Fatalf("%s refused: %s", tt.action, st.Refused.Reason)
			}
			if got := found(st); !slices.Equal(got, tt.found) {
				t.Errorf("F(%s) found %q; want %q", tt.action, got, tt.found)
			}
			if !strings.Contains(st.Action, tt.words) {
				t.Errorf("step = %q; want it to say %q", st.Action, tt.words)
			}
			if tt.cites != "" && !slices.Contains(st.Anchors, tt.cites) {
				t.Errorf("step cites %v; want %s", st.Anchors, tt.cites)
			}
		})
	}
}

// find: on an effect that does not search is refused at its line, naming the keys the effect
// does read; an id the deck does not hold, or a find the rules refuse, says why.
func TestFindRefused(t *testing.T) {
	_, cards := loadAll(t)
	ultraBall := "  alice:\n    active: {card: sm1-9}\n    hand: [sm1-135, sm1-165, sm1-165]\n    deck: [sm1-164, sm1-11]\n  bob:\n    active: {card: sm1-24}\n"
	tests := []struct {
		name, era, board, action string
		want                     []string // parts of the error
	}{
		{"a Trainer card that does not search", "sm", cyrusBoard, "{play: sm5-120, find: [sm1-9]}",
			[]string{"board.yaml:16:27", "find (the cards a search of the deck finds", "Cyrus ◇ does not read it", "it reads they-keep"}},
		{"an attack that does not search", "xy", braixenBoard, "{attack: Fire Tail Slap, find: [xy1-20]}",
			[]string{"find", "Fire Tail Slap does not read it", "it reads take-energy"}},
		{"a retreat", "sm", switchBoard, "{retreat: bench1, find: [sm1-9]}",
			[]string{"find: only an attack, a power, a Trainer card, or a card's power"}},
		{"a card the deck does not hold", "sm", ultraBall, "{play: sm1-135, from-hand: [sm1-165, sm1-165], find: [sm1-12]}",
			[]string{"find: no more sm1-12 in Alice's deck"}},
		{"a card that reads another key too", "hgss", recordBoard, "{play: col1-84, find: [hgss2-66]}",
			[]string{"Research Record does not read it", "it reads top"}},
		{"a Pokémon neither in the deck nor put in from the hand", "hgss", commBoard, "{play: hgss1-98, to-deck: [hgss2-66], find: [hgss1-60]}",
			[]string{"board.yaml:", "find: no more hgss1-60 in Alice's deck"}},
		{"the Pokémon put in from the hand, twice", "hgss", commBoard, "{play: hgss1-98, to-deck: [hgss2-66], find: [hgss2-66, hgss2-66]}",
			[]string{"find: no more hgss2-66 in Alice's deck, counting the Tropius put in from the hand"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantInvalid(t, tt.era, tt.board, tt.action, cards, tt.want)
		})
	}
	// A card the search does not look for is the engine's refusal, a step like any other.
	t.Run("an Energy card for Ultra Ball", func(t *testing.T) {
		_, res := runBoard(t, "sm", ultraBall, "  - {play: sm1-135, from-hand: [sm1-165, sm1-165], find: [sm1-164], refused: true}\n", cards)
		r := res.Steps[1].Refused
		if r == nil || !strings.Contains(r.Reason, "Ultra Ball cannot find Grass Energy (sm1-164), the 1st card from the top") {
			t.Errorf("refusal = %+v; want it to name Grass Energy and why", r)
		}
	})
}

// next lists, after a search it allows, the find: choices: one per card name the search looks
// for and finding nothing where the search may come up empty; each can be appended and run.
func TestFindNext(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, era, board string
		want             []string // the find: choices listed for the card, in order
	}{
		{"Mapping on evolving: the Stadium, then nothing", "hgss",
			"  alice:\n    active: {card: hgss1-60}\n    bench: [{card: hgss4-73, entered: 3}]\n    hand: [hgss4-49]\n    deck: [hgss1-115, col1-81, hgss1-115]\n  bob:\n    active: {card: hgss1-60}\n",
			[]string{"", "", "col1-81", "[]"}},
		{"Nest Ball: each Basic once, then nothing", "sm",
			"  alice:\n    active: {card: sm1-9}\n    hand: [sm1-123]\n    deck: [sm1-164, sm1-9, sm1-24, sm1-9, sm1-11]\n  bob:\n    active: {card: sm1-24}\n",
			[]string{"", "sm1-9", "sm1-24", "[]"}},
		{"Twins: two cards each time, never nothing", "hgss",
			"  alice:\n    active: {card: hgss1-60}\n    hand: [hgss4-89]\n    deck: [hgss1-115, hgss1-60]\n    prizes: 6\n  bob:\n    active: {card: hgss1-60}\n    prizes: 3\n",
			[]string{"", "hgss1-115, hgss1-60", "hgss1-60, hgss1-115"}},
		{"Pokémon Communication: the deck's Pokémon, the one put in, then nothing", "hgss",
			"  alice:\n    active: {card: hgss1-60}\n    hand: [hgss1-98, hgss2-66]\n    deck: [hgss1-115, hgss1-60]\n  bob:\n    active: {card: hgss1-60}\n",
			[]string{"", "hgss1-60", "hgss2-66", "[]"}},
	}
	for _, tt := range tests {
		t.Run(tt.era+"/"+tt.name, func(t *testing.T) {
			sc, res := runBoard(t, tt.era, tt.board, "  []\n", cards)
			// The hand's one card, played or used to evolve with or without its power.
			var got []string
			for _, fa := range res.Next {
				if fa.Play != "" || fa.Evolve != "" {
					got = append(got, string(fa.Find))
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("next find: choices = %q; want %q", got, tt.want)
			}
			for _, fa := range res.Next {
				if fa.Play == "" && fa.Evolve == "" {
					continue
				}
				src, err := AppendAction([]byte(sc.Source), fa)
				if err != nil {
					t.Fatalf("AppendAction(%s): %v", fa, err)
				}
				more, err := Parse("more.yaml", src)
				if err != nil {
					t.Fatalf("Parse after %s: %v", fa, err)
				}
				r, err := RunWith(context.Background(), more, tt.era, cards, RunOptions{})
				if err != nil {
					t.Fatalf("RunWith after %s: %v", fa, err)
				}
				if st := r.Steps[len(r.Steps)-1]; st.Refused != nil {
					t.Errorf("%s is in next but refused: %s", fa, st.Refused.Reason)
				}
			}
		})
	}
}

// A FileAction's find: is written as the file writes it, in YAML and in JSON.
func TestFindWritten(t *testing.T) {
	tests := []struct {
		name       string
		find       FindIDs
		yaml, json string
	}{
		{"none", FindNone, "{play: sm1-123, find: []}", `{"play":"sm1-123","find":[]}`},
		{"two cards", "sm1-9, sm1-24", "{play: sm1-123, find: [sm1-9, sm1-24]}", `{"play":"sm1-123","find":["sm1-9","sm1-24"]}`},
		{"no key", "", "{play: sm1-123}", `{"play":"sm1-123"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fa := FileAction{Play: "sm1-123", Find: tt.find}
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
			// A run's JSON reads back into the same action (its next list is decoded so).
			var back FileAction
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatalf("json.Unmarshal(%s) = %v", b, err)
			}
			if back != fa {
				t.Errorf("json.Unmarshal(%s) = %+v; want %+v", b, back, fa)
			}
		})
	}
}
