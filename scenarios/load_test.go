package scenarios

import (
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulesd/rulesd/content"
)

// Every broken file in testdata/bad must be reported at the line and column of the mistake.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		name     string
		file     string
		wantLine int
		wantCol  int // 0: the YAML library gives no column
	}{
		{"bad YAML", "yaml-syntax.yaml", 2, 0},
		{"unknown top-level key", "unknown-key.yaml", 6, 1},
		{"unknown key in a Pokémon", "unknown-nested-key.yaml", 10, 30},
		{"unknown card", "unknown-card.yaml", 12, 20},
		{"card that is not a Pokémon", "not-a-pokemon.yaml", 12, 20},
		{"unknown era", "unknown-era.yaml", 4, 14},
		{"wrong type of value", "wrong-type.yaml", 7, 9},
		{"coin that is neither heads nor tails", "bad-coin.yaml", 6, 16},
		{"damage not a multiple of 10", "damage-not-tens.yaml", 10, 38},
		{"unknown expectation path", "unknown-path.yaml", 18, 7},
		{"expectation at a step nobody named", "unknown-step.yaml", 16, 9},
		{"expected value of the wrong kind", "wrong-value.yaml", 18, 26},
		{"two verbs in one action", "two-verbs.yaml", 14, 35},
		{"refused in an era the scenario does not run", "refused-era.yaml", 14, 35},
		{"unknown action", "unknown-action.yaml", 14, 6},
		{"unknown player", "unknown-player.yaml", 8, 12},
		{"missing key", "missing-title.yaml", 1, 1},
		{"Technical Machine list holding another Trainer", "tm-not-a-tm.yaml", 10, 63},
		{"Technical Machine given as the Tool", "tool-not-a-tool.yaml", 12, 13},
		{"Trainer card under an evolved Pokémon", "under-a-trainer.yaml", 10, 48},
		{"misspelt Pokémon field", "unknown-list-path.yaml", 18, 7},
		{"turn it became Paralyzed on a Pokémon that is not", "paralyzed-not-paralyzed.yaml", 10, 41},
		{"turn it became Paralyzed before turn 1", "paralyzed-turn-zero.yaml", 10, 66},
		{"who goes first is neither player", "choose-first-unknown.yaml", 14, 20},
		{"cards taken by an action that evolves nothing", "take-on-end-turn.yaml", 14, 28},
		{"cards chosen from a hand by a retreat", "from-hand-on-retreat.yaml", 15, 34},
		{"legend naming a card that is no LEGEND half", "legend-not-a-legend.yaml", 14, 14},
	}
	cards, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := "testdata/bad/" + tt.file
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := ParseWith(path, data, cards, Limits{})
			if err == nil {
				t.Fatalf("Parse(%s) = %s, nil; want an error at %d:%d", path, sc.ID, tt.wantLine, tt.wantCol)
			}
			if !errors.Is(err, ErrInvalid) {
				t.Errorf("Parse(%s) error %v is not ErrInvalid", path, err)
			}
			var ps Problems
			if !errors.As(err, &ps) || len(ps) == 0 {
				t.Fatalf("Parse(%s) error %T; want Problems", path, err)
			}
			if len(ps) != 1 {
				t.Errorf("Parse(%s) reported %d problems; want 1:\n%v", path, len(ps), err)
			}
			p := ps[0]
			if p.File != path || p.Line != tt.wantLine || p.Col != tt.wantCol {
				t.Errorf("Parse(%s) problem at %s:%d:%d (%s); want %s:%d:%d", path, p.File, p.Line, p.Col, p.Msg, path, tt.wantLine, tt.wantCol)
			}
			prefix := path + ":" + strconv.Itoa(tt.wantLine) + ":"
			if !strings.HasPrefix(err.Error(), prefix) {
				t.Errorf("Parse(%s) error %q does not start with %q", path, err, prefix)
			}
		})
	}
}

func TestLoad(t *testing.T) {
	good := map[string][]byte{}
	for _, name := range []string{"small-weakness.yaml", "small-burn.yaml"} {
		data, err := os.ReadFile("testdata/good/" + name)
		if err != nil {
			t.Fatal(err)
		}
		good[name] = data
	}
	bad, err := os.ReadFile("testdata/bad/unknown-card.yaml")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		files    map[string][]byte
		wantIDs  []string
		wantErr  error
		wantFile string
	}{
		{"two good files", good, []string{"small-burn", "small-weakness"}, nil, ""},
		{"id differs from the file name", map[string][]byte{"other-name.yaml": good["small-burn.yaml"]}, nil, ErrInvalid, "other-name.yaml"},
		{"one bad file fails the load", map[string][]byte{"small-burn.yaml": good["small-burn.yaml"], "broken.yaml": bad}, nil, ErrInvalid, "broken.yaml"},
		{"file over the size limit", map[string][]byte{"big.yaml": append(slices.Clone(good["small-burn.yaml"]), []byte("# "+strings.Repeat("x", 70<<10)+"\n")...)}, nil, ErrTooLarge, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for name, data := range tt.files {
				fsys[name] = &fstest.MapFile{Data: data}
			}
			set, err := Load(fsys)
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("Load error = %v; want %v", err, tt.wantErr)
				}
				var ps Problems
				if tt.wantFile != "" && (!errors.As(err, &ps) || ps[0].File != tt.wantFile) {
					t.Errorf("Load error %v; want a problem in %s", err, tt.wantFile)
				}
				return
			}
			if err != nil {
				t.Fatalf("Load: %v", err)
			}
			var ids []string
			for _, sc := range set.All() {
				ids = append(ids, sc.ID)
			}
			if !slices.Equal(ids, tt.wantIDs) {
				t.Errorf("Load ids = %v; want %v", ids, tt.wantIDs)
			}
			for _, id := range tt.wantIDs {
				if sc, ok := set.Get(id); !ok || sc.ID != id {
					t.Errorf("Get(%q) = %v, %v", id, sc, ok)
				}
			}
			if _, ok := set.Get("missing"); ok {
				t.Errorf("Get(%q) found a scenario", "missing")
			}
		})
	}
}

func TestParseTooLarge(t *testing.T) {
	data, err := os.ReadFile("testdata/good/small-burn.yaml")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		max     int
		wantErr error
	}{
		{"under the limit", len(data), nil},
		{"one byte over the limit", len(data) - 1, ErrTooLarge},
		{"default limit", 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseLimits("small-burn.yaml", data, Limits{MaxBytes: tt.max})
			if !errors.Is(err, tt.wantErr) {
				t.Errorf("ParseLimits(max %d) error = %v; want %v", tt.max, err, tt.wantErr)
			}
		})
	}
	big := append(slices.Clone(data), []byte("# "+strings.Repeat("x", 64<<10)+"\n")...)
	if _, err := Parse("big.yaml", big); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Parse(%d bytes) error = %v; want ErrTooLarge", len(big), err)
	}
}

// The parsed form keeps what pages show: title, eras, topics, per-era coins.
func TestParseFields(t *testing.T) {
	data, err := os.ReadFile("testdata/good/small-burn.yaml")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := Parse("small-burn.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	if sc.ID != "small-burn" || sc.Title != "A Burned Pokémon between turns" {
		t.Errorf("Parse id, title = %q, %q", sc.ID, sc.Title)
	}
	if !slices.Equal(sc.Eras, []string{"hgss", "sm"}) || !slices.Equal(sc.Teaches, []string{"burned"}) {
		t.Errorf("Parse eras, teaches = %v, %v", sc.Eras, sc.Teaches)
	}
	for _, era := range sc.Eras {
		if got := sc.Coins[era]; !slices.Equal(got, []string{"tails"}) {
			t.Errorf("Coins[%s] = %v; want [tails]", era, got)
		}
	}
	if len(sc.Actions) != 1 || sc.Actions[0].Verb != "end-turn" {
		t.Errorf("Actions = %+v; want one end-turn", sc.Actions)
	}
	if sc.Source != string(data) {
		t.Errorf("Source is not the file's text")
	}
}

// A cite, and a refusal's expected anchor, is a paragraph of the era or an official ruling.
func TestCiteValues(t *testing.T) {
	tests := []struct {
		path, value string
		ok          bool
	}{
		{"cites", "damage-order#4", true},
		{"cites", "ruling:confusion-flip-timing", true},
		{"cites", "damage-order#4, ruling:retreat-double-energy", true},
		{"cites", "ruling:", false},
		{"cites", "ruling:Retreat_Double", false},
		{"cites", "sm/damage-order#4", false},
		{"cites", "damage-order#0", false},
		{"refused", "no", true},
		{"refused", "retreat#2", true},
		{"refused", "ruling:retreat-double-energy", true},
		{"refused", "ruling:retreat double", false},
	}
	for _, tt := range tests {
		t.Run(tt.path+"="+tt.value, func(t *testing.T) {
			if msg := checkValue(tt.path, tt.value); (msg == "") != tt.ok {
				t.Errorf("checkValue(%q, %q) = %q; want ok %v", tt.path, tt.value, msg, tt.ok)
			}
		})
	}
}
