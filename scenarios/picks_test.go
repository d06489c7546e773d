package scenarios

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// Picks of several Pokémon and moved damage counters: listed among the next actions, written
// into the file, read back and played.
func TestPicksAndMoves(t *testing.T) {
	tests := []struct {
		name, era, board string
		next             string     // one of the next actions, in the file's form
		add              FileAction // the action appended and played
		bench            []int      // bob's Benched Pokémon's damage afterwards
		active           int        // bob's Active Pokémon's damage afterwards
	}{
		{"two chosen Benched Pokémon", "hgss",
			"  alice:\n    active: {card: hgss2-70, energy: [Psychic]}\n  bob:\n    active: {card: hgss2-66}\n    bench: [{card: hgss4-65}, {card: hgss4-65}, {card: hgss4-65}]\n",
			"{attack: Double Attack, picks: [bench1, bench2]}",
			FileAction{Attack: "Double Attack", Picks: "bench1,bench3"}, []int{10, 0, 10}, 0},
		{"damage counters moved among the opponent's Pokémon", "sm",
			"  alice:\n    active: {card: sm5-94, energy: [Fairy, Fairy]}\n  bob:\n    active: {card: sm1-9}\n    bench: [{card: sm1-9, damage: 30}]\n",
			"{attack: Magical Swap, moves: [bench1>active, bench1>active, bench1>active]}",
			FileAction{Attack: "Magical Swap", Moves: "bench1>active,bench1>active"}, []int{10}, 20},
	}
	_, cards := loadAll(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := []byte("id: my-board\ntitle: a board\nsummary: a board set up by hand\neras: [" + tt.era +
				"]\nteaches: [damage-counters]\nboard:\n  turn: 3\n  current: alice\n" + tt.board + "actions: []\n")
			sc, err := Parse("board.yaml", src)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			res, err := RunWith(context.Background(), sc, tt.era, cards, RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, fa := range res.Next {
				got = append(got, fa.String())
			}
			if !slices.Contains(got, tt.next) {
				t.Errorf("next = %q; want it to hold %s", got, tt.next)
			}
			more, err := AppendAction(src, tt.add)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(more), tt.add.String()) {
				t.Errorf("appended file lacks %s:\n%s", tt.add.String(), more)
			}
			sc, err = Parse("board.yaml", more)
			if err != nil {
				t.Fatalf("Parse after the action: %v", err)
			}
			res, err = RunWith(context.Background(), sc, tt.era, cards, RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			bob := res.Final.Players[1]
			if bob.Active == nil || bob.Active.Damage != tt.active {
				t.Errorf("bob's Active Pokémon = %+v; want %d damage", bob.Active, tt.active)
			}
			for i, want := range tt.bench {
				if i >= len(bob.Bench) || bob.Bench[i].Damage != want {
					t.Errorf("bob's Bench = %+v; want damage %v", bob.Bench, tt.bench)
					break
				}
			}
		})
	}
}

func TestPicksParseErrors(t *testing.T) {
	for _, tt := range []struct{ action, want string }{
		{"{attack: Double Attack, picks: [bench9]}", `picks: "bench9"`},
		{"{attack: Magical Swap, moves: [bench1-active]}", `moves: "bench1-active"`},
		{"{retreat: bench1, picks: [bench1]}", "picks and moves belong to an attack or a played Trainer card"},
	} {
		src := "id: my-board\ntitle: a board\nsummary: a board\neras: [hgss]\nteaches: [damage-counters]\nboard:\n  turn: 3\n  current: alice\n" +
			"  alice:\n    active: {card: hgss2-70}\n  bob:\n    active: {card: hgss2-66}\nactions:\n  - " + tt.action + "\n"
		_, err := Parse("board.yaml", []byte(src))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%s) = %v; want an error containing %q", tt.action, err, tt.want)
		}
	}
}
