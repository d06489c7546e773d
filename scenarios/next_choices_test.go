package scenarios

import (
	"context"
	"encoding/json"
	"os"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/content"
)

// The choices next lists beyond the engine's own list (Exp. Share, Celebration Wind, Snuggly
// Generator's split, Energymite's cards and split, the Benched Pokémon a lowered Bench limit
// discards), on the boards of testdata/next.

// runFile runs a scenario file's text under its first era, with spare coins.
func runFile(t *testing.T, name string, src []byte, cards CardSource) (*Scenario, *Result) {
	t.Helper()
	sc, err := ParseWith(name, src, cards, Limits{})
	if err != nil {
		t.Fatalf("Parse(%s): %v", name, err)
	}
	res, err := RunWith(context.Background(), sc, sc.Eras[0], cards, RunOptions{Coins: spareCoins(sc, sc.Eras[0])})
	if err != nil {
		t.Fatalf("RunWith(%s): %v", name, err)
	}
	return sc, res
}

// appendJSON appends an action, as the JSON of a run writes it, to a scenario's actions: the
// way a client of the API continues a game.
func appendJSON(src, action []byte) ([]byte, error) {
	var doc, act yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		return nil, err
	}
	if err := yaml.Unmarshal(action, &act); err != nil {
		return nil, err
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == "actions" {
			seq := root.Content[i+1]
			seq.Style = 0
			seq.Content = append(seq.Content, act.Content[0])
		}
	}
	return yaml.Marshal(&doc)
}

// playsAppended appends fa to the scenario twice, once as YAML (AppendAction) and once as the
// JSON a run writes, runs both, and checks each plays fa as one more step, not refused, and
// that both play it alike.
func playsAppended(t *testing.T, sc *Scenario, res *Result, fa FileAction, cards CardSource) {
	t.Helper()
	js, err := json.Marshal(fa)
	if err != nil {
		t.Fatalf("json.Marshal(%s): %v", fa, err)
	}
	bySrc := map[string][]byte{}
	if bySrc["yaml"], err = AppendAction([]byte(sc.Source), fa); err != nil {
		t.Fatalf("AppendAction(%s): %v", fa, err)
	}
	if bySrc["json"], err = appendJSON([]byte(sc.Source), js); err != nil {
		t.Fatalf("appending %s: %v", js, err)
	}
	var steps []string
	for _, how := range []string{"yaml", "json"} {
		more, err := ParseWith("more.yaml", bySrc[how], cards, Limits{})
		if err != nil {
			t.Errorf("Parse after appending %s as %s: %v", js, how, err)
			return
		}
		era := res.Era
		got, err := RunWith(context.Background(), more, era, cards, RunOptions{Coins: spareCoins(sc, era)})
		if err != nil {
			t.Errorf("RunWith after appending %s as %s: %v", js, how, err)
			return
		}
		if len(got.Steps) != len(res.Steps)+1 {
			t.Errorf("after appending %s as %s: %d steps; want %d", js, how, len(got.Steps), len(res.Steps)+1)
			return
		}
		last := got.Steps[len(got.Steps)-1]
		if last.Refused != nil {
			t.Errorf("%s (as %s) is in next but refused: %s", js, how, last.Refused.Reason)
		}
		steps = append(steps, last.Action)
	}
	if steps[0] != steps[1] {
		t.Errorf("%s plays as %q from YAML and as %q from JSON; want the same step", js, steps[0], steps[1])
	}
}

func TestNextListsEveryChoice(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, file  string
		pick        func(FileAction) bool
		want        []string // the actions pick keeps, in next's order
		wantBlocked []string // every action blocked names
	}{
		{"Exp. Share: Bob's holders and Energy", "exp-share.yaml", func(fa FileAction) bool { return fa.Attack == "Leafage" },
			[]string{
				"{attack: Leafage}",
				"{attack: Leafage, they-share: []}",
				"{attack: Leafage, they-share: [bench1]}",
				"{attack: Leafage, they-share: [bench1], they-share-energy: [Water]}",
				"{attack: Leafage, they-share: [bench2]}",
				"{attack: Leafage, they-share: [bench2], they-share-energy: [Water]}",
				"{attack: Leafage, they-share: [bench2, bench1]}",
			}, nil},
		{"Exp. Share: no choice listed for an attack the rules refuse", "exp-share-blocked.yaml", func(fa FileAction) bool { return true },
			[]string{"{end-turn: true}"}, []string{"{attack: Tackle}", "{attack: Leafage}"}},
		{"Celebration Wind: all of the Energy, or one card of each type", "celebration-wind.yaml", func(fa FileAction) bool { return fa.Bench == "hgss2-8" },
			[]string{
				"{bench: hgss2-8}",
				"{bench: hgss2-8, option: true, moves: [active>bench1, active>bench1, active>bench1]}",
				"{bench: hgss2-8, option: true, moves: [active>bench1]}",
				"{bench: hgss2-8, option: true, moves: [active>bench1], energy: [Water]}",
				"{bench: hgss2-8, option: true, moves: [active>bench1], energy: [Fire]}",
				"{bench: hgss2-8, option: true, moves: [active>bench2, active>bench2, active>bench2]}",
				"{bench: hgss2-8, option: true, moves: [active>bench2]}",
				"{bench: hgss2-8, option: true, moves: [active>bench2], energy: [Water]}",
				"{bench: hgss2-8, option: true, moves: [active>bench2], energy: [Fire]}",
			}, nil},
		{"Snuggly Generator: the one card to either Pachirisu", "snuggly-generator.yaml", func(fa FileAction) bool { return fa.Attack == "Snuggly Generator" },
			[]string{
				"{attack: Snuggly Generator}",
				"{attack: Snuggly Generator, split: [bench3]}",
				"{attack: Snuggly Generator, find: [sm1-167]}",
				"{attack: Snuggly Generator, split: [bench3], find: [sm1-167]}",
				"{attack: Snuggly Generator, find: []}",
			}, nil},
		{"Energymite: all but one of a name, and the cards dealt out", "energymite.yaml", func(fa FileAction) bool { return fa.Power == "Energymite" && fa.To == "" },
			[]string{
				"{power: Energymite, split: [bench1]}",
				"{power: Energymite, split: [bench1], find: [hgss1-118, hgss1-103, hgss1-116]}",
				"{power: Energymite, split: [bench1, bench2, bench1], find: [hgss1-118, hgss1-103, hgss1-116]}",
				"{power: Energymite, split: [bench1], find: [hgss1-118, hgss1-118, hgss1-116]}",
				"{power: Energymite, split: [bench1, bench2, bench1], find: [hgss1-118, hgss1-118, hgss1-116]}",
				"{power: Energymite, split: [bench1], find: [hgss1-118, hgss1-118, hgss1-103]}",
				"{power: Energymite, split: [bench1, bench2, bench1], find: [hgss1-118, hgss1-118, hgss1-103]}",
				"{power: Energymite, split: [bench1, bench2, bench1, bench2]}",
				"{power: Energymite, split: [bench1], find: [hgss1-118]}",
				"{power: Energymite, split: [bench1], find: [hgss1-103]}",
				"{power: Energymite, split: [bench1], find: [hgss1-116]}",
				"{power: Energymite, split: [bench1], find: []}",
				"{power: Energymite, split: [bench2]}",
				"{power: Energymite, split: [bench2], find: [hgss1-118, hgss1-103, hgss1-116]}",
				"{power: Energymite, split: [bench2], find: [hgss1-118, hgss1-118, hgss1-116]}",
				"{power: Energymite, split: [bench2], find: [hgss1-118, hgss1-118, hgss1-103]}",
				"{power: Energymite, split: [bench2], find: [hgss1-118]}",
				"{power: Energymite, split: [bench2], find: [hgss1-103]}",
				"{power: Energymite, split: [bench2], find: [hgss1-116]}",
				"{power: Energymite, split: [bench2], find: []}",
			},
			[]string{"{attack: Gigashock}", "{retreat: bench1}", "{retreat: bench2}"}},
		{"Dittobolic from the deck: Bob's choice of the Benched Pokémon that goes", "dittobolic-from-deck.yaml", func(fa FileAction) bool { return fa.Attack == "Playground" },
			[]string{
				"{attack: Playground}",
				"{attack: Playground, they-discard: [bench1]}",
				"{attack: Playground, they-discard: [bench2]}",
				"{attack: Playground, they-discard: [bench3]}",
				"{attack: Playground, they-discard: [bench4]}",
				"{attack: Playground, they-discard: [bench5]}",
				"{attack: Playground, find: [hgss4-17]}",
				"{attack: Playground, they-discard: [bench1], find: [hgss4-17]}",
				"{attack: Playground, they-discard: [bench2], find: [hgss4-17]}",
				"{attack: Playground, they-discard: [bench3], find: [hgss4-17]}",
				"{attack: Playground, they-discard: [bench4], find: [hgss4-17]}",
				"{attack: Playground, they-discard: [bench5], find: [hgss4-17]}",
				"{attack: Playground, find: []}",
			}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src, err := os.ReadFile("testdata/next/" + tt.file)
			if err != nil {
				t.Fatal(err)
			}
			sc, res := runFile(t, tt.file, src, cards)
			var got []string
			for _, fa := range res.Next {
				if tt.pick(fa) {
					got = append(got, fa.String())
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("next lists\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			var blocked []string
			for _, b := range res.Blocked {
				blocked = append(blocked, b.Action.String())
			}
			if !slices.Equal(blocked, tt.wantBlocked) {
				t.Errorf("blocked = %q; want %q", blocked, tt.wantBlocked)
			}
			for _, fa := range res.Next {
				playsAppended(t, sc, res, fa, cards)
			}
		})
	}
}

// listKeys are the keys whose value is a list in a scenario file.
func listKeys() []string {
	keys := []string{"picks", "moves", "take", "from-hand", "from-their-hand"}
	for _, k := range choiceKeys[2:] {
		if k.values != flagValue && k.values != conditionValue {
			keys = append(keys, k.key)
		}
	}
	return keys
}

// TestNextJSONIsTheFile: every action next or blocked writes, at the end of every shipped
// example, of the fixtures with special kinds and hand choices and of testdata/next, comes
// out in JSON with each list key a JSON list, decodes back into the same FileAction, and
// read as a scenario action is the action its YAML form is. One action of each kind (its
// verb and the keys it writes) is also appended as JSON and run: it plays as the YAML form
// does.
func TestNextJSONIsTheFile(t *testing.T) {
	set, shipped := loadAll(t)
	fixtures, err := content.LoadCards(os.DirFS("testdata/special"))
	if err != nil {
		t.Fatalf("LoadCards(testdata/special): %v", err)
	}
	cards := cardChain{fixtures, shipped}
	lists := listKeys()
	var files []*Scenario
	for _, sc := range set.All() {
		files = append(files, sc)
	}
	for _, f := range []string{"good/special-kinds.yaml", "good/hand-choices.yaml", "next/exp-share.yaml", "next/exp-share-blocked.yaml",
		"next/celebration-wind.yaml", "next/snuggly-generator.yaml", "next/energymite.yaml", "next/dittobolic-from-deck.yaml"} {
		files = append(files, parseFile(t, "testdata/"+f, cards))
	}
	// Boards of the choice tests, for the keys no final position above reaches.
	for _, b := range []struct{ era, sides string }{
		{"sm", cyrusBoard}, {"sm", candyBoard}, {"sm", tsareenaBoard},
		{"hgss", "  alice:\n    active: {card: hgss2-70, energy: [Psychic]}\n  bob:\n    active: {card: hgss2-66}\n    bench: [{card: hgss4-65}, {card: hgss4-65}]\n"},
	} {
		sc, err := ParseWith("board.yaml", choiceBoard(b.era, b.sides, "  []\n"), cards, Limits{})
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, sc)
	}
	readAs := func(era, text string) (Action, bool) {
		var seq yaml.Node
		if err := yaml.Unmarshal([]byte("["+text+"]"), &seq); err != nil {
			t.Errorf("%s is not YAML: %v", text, err)
			return Action{}, false
		}
		p := &parser{file: "next", sc: &Scenario{Eras: []string{era}}}
		p.actions(seq.Content[0], cards)
		if len(p.probs) > 0 || len(p.sc.Actions) != 1 {
			t.Errorf("the parser refuses %s: %v", text, p.probs)
			return Action{}, false
		}
		a := p.sc.Actions[0]
		a.pos = pos{}
		return a, true
	}
	ran := map[string]bool{}
	seenKeys := map[string]bool{}
	for _, sc := range files {
		for _, era := range sc.Eras {
			res, err := RunWith(context.Background(), sc, era, cards, RunOptions{Coins: spareCoins(sc, era)})
			if err != nil {
				t.Fatalf("RunWith(%s, %s): %v", sc.ID, era, err)
			}
			all := slices.Clone(res.Next)
			for _, b := range res.Blocked {
				all = append(all, b.Action)
			}
			for i, fa := range all {
				js, err := json.Marshal(fa)
				if err != nil {
					t.Fatalf("%s: json.Marshal(%s): %v", sc.ID, fa, err)
				}
				var back FileAction
				if err := json.Unmarshal(js, &back); err != nil || back != fa {
					t.Errorf("%s: json.Unmarshal(%s) = %+v, %v; want %+v", sc.ID, js, back, err, fa)
				}
				var m map[string]any
				if err := json.Unmarshal(js, &m); err != nil {
					t.Fatalf("%s: %s is not a JSON object: %v", sc.ID, js, err)
				}
				var keys []string
				for k, v := range m {
					keys = append(keys, k)
					seenKeys[k] = true
					if _, isList := v.([]any); slices.Contains(lists, k) != isList {
						t.Errorf("%s (%s): %s writes %s as %T; want a list exactly for the list keys", sc.ID, era, js, k, v)
					}
				}
				fromJSON, ok1 := readAs(era, string(js))
				fromYAML, ok2 := readAs(era, fa.String())
				if ok1 && ok2 && !reflect.DeepEqual(fromJSON, fromYAML) {
					t.Errorf("%s (%s): %s reads as %+v; its YAML %s as %+v", sc.ID, era, js, fromJSON, fa, fromYAML)
				}
				sort.Strings(keys)
				kind := strings.Join(keys, " ")
				if i < len(res.Next) && !ran[kind] && res.Final.Result == "none" {
					ran[kind] = true
					playsAppended(t, sc, res, fa, cards)
				}
			}
		}
	}
	// The boards must reach the list keys whose JSON form this test checks.
	for _, k := range []string{"picks", "moves", "split", "find", "they-share", "they-share-energy", "energy", "they-keep", "order", "take", "from-hand", "from-their-hand"} {
		if !seenKeys[k] {
			t.Errorf("no action next or blocked writes %s", k)
		}
	}
}

// FileAction's JSON is its YAML mapping: lists as JSON lists, [] where an empty list is an
// answer, numbers and flags as such; it decodes back into the same action.
func TestFileActionJSON(t *testing.T) {
	tests := []struct {
		name string
		fa   FileAction
		want string
	}{
		{"they-discard two", FileAction{Bench: "hgss2-33", TheyDiscard: "bench1,bench3"}, `{"bench":"hgss2-33","they-discard":["bench1","bench3"]}`},
		{"they-share none", FileAction{Attack: "Leafage", TheyShare: string(FindNone)}, `{"attack":"Leafage","they-share":[]}`},
		{"they-share and its Energy", FileAction{Attack: "Leafage", TheyShare: "bench2,bench1", TheyShareEnergy: "Water,Fire"},
			`{"attack":"Leafage","they-share":["bench2","bench1"],"they-share-energy":["Water","Fire"]}`},
		{"picks and moves", FileAction{Attack: "Divide-GX", Picks: "active,bench1", Moves: "bench1>active"},
			`{"attack":"Divide-GX","picks":["active","bench1"],"moves":["bench1\u003eactive"]}`},
		{"places as numbers", FileAction{Attack: "Clairvoyant Eye", Order: "3,1,2"}, `{"attack":"Clairvoyant Eye","order":[3,1,2]}`},
		{"take and from-hand", FileAction{Play: "sm1-135", FromHand: "sm1-164, sm1-167", Find: "sm1-12"},
			`{"play":"sm1-135","from-hand":["sm1-164","sm1-167"],"find":["sm1-12"]}`},
		{"take-prize and extra-draw are numbers", FileAction{TakePrize: 2}, `{"take-prize":2}`},
		{"no extra card", FileAction{ExtraDraw: "0"}, `{"extra-draw":0}`},
		{"flags", FileAction{Play: "sm1-146", Together: true}, `{"play":"sm1-146","together":true}`},
		{"a condition is text", FileAction{Play: "sm1-114", Cure: "asleep"}, `{"play":"sm1-114","cure":"asleep"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := json.Marshal(tt.fa)
			if err != nil {
				t.Fatalf("json.Marshal(%s) = %v", tt.fa, err)
			}
			if got := string(b); got != tt.want {
				t.Errorf("json.Marshal(%s) = %s; want %s", tt.fa, got, tt.want)
			}
			var back FileAction
			if err := json.Unmarshal(b, &back); err != nil || back != tt.fa {
				t.Errorf("json.Unmarshal(%s) = %+v, %v; want %+v", b, back, err, tt.fa)
			}
		})
	}
}
