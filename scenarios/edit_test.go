package scenarios

import (
	"errors"
	"strings"
	"testing"
)

func TestEdits(t *testing.T) {
	const doc = "id: x # the id\neras: [hgss, sm]\ncoins: [heads]\nactions:\n  - {attack: Tackle}\n  - end-turn\n"
	tests := []struct {
		name string
		edit func([]byte) ([]byte, error)
		want string // a line the result must have
		not  string // text it must no longer have
	}{
		{"append an action", func(b []byte) ([]byte, error) { return AppendAction(b, FileAction{Retreat: "bench1"}) }, "  - {retreat: bench1}", ""},
		{"append to no actions", func([]byte) ([]byte, error) {
			return AppendAction([]byte("id: x\n"), FileAction{EndTurn: true})
		}, "  - {end-turn: true}", ""},
		{"undo", DropLastAction, "  - {attack: Tackle}", "end-turn"},
		{"another coin", func(b []byte) ([]byte, error) { return AppendCoin(b, "tails") }, "coins: [heads, tails]", ""},
		{"a coin per era", func([]byte) ([]byte, error) {
			return AppendCoin([]byte("coins: {hgss: [heads], sm: []}\n"), "tails")
		}, "coins: {hgss: [heads, tails], sm: [tails]}", ""},
		{"take a coin back", DropLastCoin, "coins: []", "heads"},
		{"take a coin back in each era", func([]byte) ([]byte, error) {
			return DropLastCoin([]byte("coins: {hgss: [heads, tails], sm: [tails]}\n"))
		}, "coins: {hgss: [heads], sm: []}", ""},
		{"a new board, the actions kept", func(b []byte) ([]byte, error) {
			return SetParts(b, []byte("id: y\neras: [xy]\nboard: {turn: 3}\nactions: []\n"), "board", "eras")
		}, "board: {turn: 3}", "eras: [hgss, sm]"},
		{"the actions stay with a new board", func(b []byte) ([]byte, error) {
			return SetParts(b, []byte("board: {turn: 3}\nactions: []\n"), "board")
		}, "  - {attack: Tackle}", ""},
		{"first coin", func([]byte) ([]byte, error) { return AppendCoin([]byte("id: x\n"), "heads") }, "coins: [heads]", ""},
		{"another era", func(b []byte) ([]byte, error) { return SetEras(b, []string{"xy"}) }, "eras: [xy]", "hgss"},
		{"comments stay", func(b []byte) ([]byte, error) { return SetEras(b, []string{"xy"}) }, "id: x # the id", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.edit([]byte(doc))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains("\n"+string(got), "\n"+tt.want+"\n") {
				t.Errorf("got\n%s\nwant the line %q", got, tt.want)
			}
			if tt.not != "" && strings.Contains(string(got), tt.not) {
				t.Errorf("got\n%s\nwant no %q", got, tt.not)
			}
		})
	}
}

func TestEditErrors(t *testing.T) {
	tests := []struct {
		name string
		err  error
	}{
		{"undo with no action", func() error { _, err := DropLastAction([]byte("id: x\nactions: []\n")); return err }()},
		{"no coin to take back", func() error { _, err := DropLastCoin([]byte("id: x\ncoins: []\n")); return err }()},
		{"new parts that are not a mapping", func() error { _, err := SetParts([]byte("id: x\n"), []byte("- a\n"), "board"); return err }()},
		{"a coin that is not one", func() error { _, err := AppendCoin([]byte("id: x\n"), "edge"); return err }()},
		{"not a mapping", func() error { _, err := SetEras([]byte("- a\n"), []string{"sm"}); return err }()},
		{"not YAML", func() error { _, err := SetEras([]byte("a: [\n"), []string{"sm"}); return err }()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !errors.Is(tt.err, ErrInvalid) {
				t.Errorf("error = %v; want ErrInvalid", tt.err)
			}
		})
	}
}
