package scenarios

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// boardDoc is a scenario with one Active Pokémon a side and nothing played yet, as the board
// builder writes one.
func boardDoc(era, alice, bob string, coins ...string) string {
	c := ""
	if len(coins) > 0 {
		c = fmt.Sprintf("coins: {%s: [%s]}\n", era, strings.Join(coins, ", "))
	}
	return fmt.Sprintf("id: b\ntitle: b\nsummary: b\neras: [%s]\nteaches: [turn-structure]\n%sboard:\n  turn: 3\n  current: alice\n"+
		"  alice:\n    active: %s\n    deck: 10\n    prizes: 6\n  bob:\n    active: %s\n    deck: 10\n    prizes: 6\nactions: []\n",
		era, c, alice, bob)
}

func previewsOf(t *testing.T, src string, opt RunOptions) map[string]Preview {
	t.Helper()
	_, cards := loadAll(t)
	sc, err := ParseWith("b.yaml", []byte(src), cards, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := RunWith(context.Background(), sc, sc.Eras[0], cards, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]Preview{}
	for _, pv := range Previews(context.Background(), sc, res, cards, opt) {
		out[pv.Action.Attack] = pv
	}
	return out
}

// Each attack is previewed as the engine plays it: damage with Weakness, Knock Outs, Prize
// cards and the end of the game; a coin attack says its coins and what all heads and all
// tails do.
func TestPreviews(t *testing.T) {
	tauros := boardDoc("sm", "{card: sm1-100, damage: 50, energy: [Fire, Fire]}", "{card: sm1-35, damage: 40}")
	magmar := boardDoc("hgss", "{card: hgss2-52, energy: [Fire, Fire]}", "{card: hgss2-66, damage: 60}")
	aipom := boardDoc("hgss", "{card: hgss2-43, energy: [Fire, Fire]}", "{card: hgss2-66}")
	aipomHeads := boardDoc("hgss", "{card: hgss2-43, energy: [Fire, Fire]}", "{card: hgss2-66}", "heads")
	aipomConfused := boardDoc("hgss", "{card: hgss2-43, energy: [Fire, Fire], conditions: [confused]}", "{card: hgss2-66}")
	lapras := Named{Player: "bob", Name: "Lapras-GX"}
	tropius := Named{Player: "bob", Name: "Tropius"}
	tests := []struct {
		name, src, attack string
		want              Preview
	}{
		{"a GX attack that Knocks Out a Pokémon-GX", tauros, "Mad Bull-GX", Preview{Cost: []string{"Colorless", "Colorless"}, CoinsKnown: true,
			Outcome: &Outcome{Player: "alice", Hits: []Hit{{Named: lapras, Damage: 150}}, KnockOuts: []Named{lapras},
				Prizes: []Prizes{{Player: "alice", N: 2, Left: 4}}, Result: "alice",
				ResultReason: "left Bob with no Pokémon to replace the Active Pokémon"}}},
		{"damage short of a Knock Out", tauros, "Horn Attack", Preview{Cost: []string{"Colorless", "Colorless"}, CoinsKnown: true,
			Outcome: &Outcome{Player: "alice", Hits: []Hit{{Named: lapras, Damage: 60}}}}},
		{"Weakness doubles it", magmar, "Magma Punch", Preview{Cost: []string{"Fire", "Colorless"}, CoinsKnown: true,
			Outcome: &Outcome{Player: "alice", Hits: []Hit{{Named: tropius, Damage: 40, Weakness: true}}, KnockOuts: []Named{tropius},
				Prizes: []Prizes{{Player: "alice", N: 1, Left: 5}}, Result: "alice",
				ResultReason: "left Bob with no Pokémon to replace the Active Pokémon"}}},
		{"a coin decides it", aipom, "Tail Smash", Preview{Cost: []string{"Colorless", "Colorless"}, Coins: 1, CoinsKnown: true,
			Heads: &Outcome{Player: "alice", Hits: []Hit{{Named: tropius, Damage: 30}}},
			Tails: &Outcome{Player: "alice"}}},
		{"the coin already set", aipomHeads, "Tail Smash", Preview{Cost: []string{"Colorless", "Colorless"}, Coins: 1, CoinsKnown: true, SetCoins: true,
			Outcome: &Outcome{Player: "alice", Hits: []Hit{{Named: tropius, Damage: 30}}}}},
		// hgss flips the attack's own coin first: on tails the attack does nothing and
		// Confusion is not flipped for, so the number of coins depends on the first.
		{"Confused: the number of coins depends on the flips", aipomConfused, "Tail Smash",
			Preview{Cost: []string{"Colorless", "Colorless"}, Coins: 2,
				Heads: &Outcome{Player: "alice", Hits: []Hit{{Named: tropius, Damage: 30}}},
				Tails: &Outcome{Player: "alice"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := previewsOf(t, tt.src, RunOptions{})[tt.attack]
			if !ok {
				t.Fatalf("no preview of %s", tt.attack)
			}
			tt.want.Action = FileAction{Attack: tt.attack}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("preview of %s:\n got %s\nwant %s", tt.attack, dump(got), dump(tt.want))
			}
		})
	}
}

func dump(pv Preview) string {
	o := func(o *Outcome) string {
		if o == nil {
			return "nil"
		}
		return fmt.Sprintf("%+v", *o)
	}
	return fmt.Sprintf("cost %v coins %d known %v set %v outcome %s heads %s tails %s", pv.Cost, pv.Coins, pv.CoinsKnown, pv.SetCoins, o(pv.Outcome), o(pv.Heads), o(pv.Tails))
}

// A spent budget stops the previews, and only them.
func TestPreviewsBudget(t *testing.T) {
	tauros := boardDoc("sm", "{card: sm1-100, damage: 50, energy: [Fire, Fire]}", "{card: sm1-35, damage: 40}")
	spent := errors.New("spent")
	calls := 0
	tests := []struct {
		name  string
		spent func() error
		want  int
	}{
		{"no budget asked", nil, 3},
		{"the budget lasts", func() error { return nil }, 3},
		{"spent from the start", func() error { return spent }, 0},
		{"spent after the first", func() error {
			calls++
			if calls > 4 {
				return spent
			}
			return nil
		}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := len(previewsOf(t, tauros, RunOptions{Spent: tt.spent})); got != tt.want {
				t.Errorf("%d previews; want %d", got, tt.want)
			}
		})
	}
}

// The outcome of a step merges what happens in a row: Prize cards taken one by one by one
// player are one entry.
func TestStepOutcome(t *testing.T) {
	st := &Step{Player: "alice", Events: []Event{
		{Kind: "damage", Player: "bob", Card: "Seadra", Before: 0, After: 20},
		{Kind: "damage", Player: "bob", Card: "Seadra", Before: 20, After: 40},
		{Kind: "knock-out", Player: "bob", Card: "Seadra"},
		{Kind: "prize", Player: "alice", Before: 3, After: 2},
		{Kind: "prize", Player: "alice", Before: 2, After: 1},
		{Kind: "prize", Player: "bob", Before: 4, After: 3},
	}, Board: Board{Result: "none"}}
	want := Outcome{Player: "alice", Hits: []Hit{{Named: Named{"bob", "Seadra"}, Damage: 40}}, KnockOuts: []Named{{"bob", "Seadra"}},
		Prizes: []Prizes{{Player: "alice", N: 2, Left: 1}, {Player: "bob", N: 1, Left: 3}}}
	if got := StepOutcome(st); !reflect.DeepEqual(got, want) {
		t.Errorf("StepOutcome:\n got %+v\nwant %+v", got, want)
	}
}
