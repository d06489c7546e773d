package views

import (
	"reflect"
	"strings"
	"testing"

	"github.com/rulesd/rulesd/content"
)

// show writes ops compactly: "=same +ins -del".
func show(ops []Op) string {
	var parts []string
	for _, op := range ops {
		sign := map[OpKind]string{Same: "=", Inserted: "+", Removed: "-"}[op.Kind]
		parts = append(parts, sign+op.Word)
	}
	return strings.Join(parts, " ")
}

func TestDiffWords(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		want string
	}{
		{"identical", "flip a coin", "flip a coin", "=flip =a =coin"},
		{"both empty", "", "", ""},
		{"all new", "", "flip a coin", "+flip +a +coin"},
		{"all gone", "flip a coin", "", "-flip -a -coin"},
		{"word inserted in the middle", "flip a coin", "flip one more coin", "=flip -a +one +more =coin"},
		{"word added", "the owner flips", "the owner flips twice", "=the =owner =flips +twice"},
		{"word removed at start", "then flip", "flip", "-then =flip"},
		{"replaced word: removed before inserted", "on tails put 2 counters", "on heads put 2 counters", "=on -tails +heads =put =2 =counters"},
		{"order swapped", "Poison then Burn", "Burn then Poison", "-Poison -then =Burn +then +Poison"},
		{"case matters", "Burned", "burned", "-Burned +burned"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := show(DiffWords(strings.Fields(tc.a), strings.Fields(tc.b)))
			if got != tc.want {
				t.Errorf("DiffWords(%q, %q) = %q; want %q", tc.a, tc.b, got, tc.want)
			}
		})
	}
}

// Whatever the input, the diff must give back both texts: a from Same and Removed words, b
// from Same and Inserted ones, and keep as many words Same as a longest common subsequence.
func TestDiffWordsRebuildsBothTexts(t *testing.T) {
	tests := []struct {
		name    string
		a, b    string
		wantLCS int
	}{
		{"rewritten step", "After each turn flip a coin; on tails put 2 damage counters on it",
			"After each turn put 2 damage counters on it, then flip a coin; on heads it recovers", 9},
		{"nothing shared", "alpha beta gamma", "delta epsilon", 0},
		{"repeated words", "a a b a b", "b a a b", 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, b := strings.Fields(tc.a), strings.Fields(tc.b)
			ops := DiffWords(a, b)
			var gotA, gotB []string
			same := 0
			for _, op := range ops {
				if op.Kind != Inserted {
					gotA = append(gotA, op.Word)
				}
				if op.Kind != Removed {
					gotB = append(gotB, op.Word)
				}
				if op.Kind == Same {
					same++
				}
			}
			if !reflect.DeepEqual(gotA, a) {
				t.Errorf("old text from diff = %q; want %q", gotA, a)
			}
			if !reflect.DeepEqual(gotB, b) {
				t.Errorf("new text from diff = %q; want %q", gotB, b)
			}
			if same != tc.wantLCS {
				t.Errorf("words kept = %d; want %d (the longest common subsequence)", same, tc.wantLCS)
			}
		})
	}
}

func TestReadable(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		want string
	}{
		{"no change", "flip a coin", "flip a coin", "=flip =a =coin"},
		{"two shared words between changes are folded",
			"Poison first then Burn", "Burn damage comes first then Sleep",
			"-Poison -first -then -Burn +Burn +damage +comes +first +then +Sleep"},
		{"one shared word between changes is folded",
			"flip a coin now", "place a counter later",
			"-flip -a -coin -now +place +a +counter +later"},
		{"shared words at the ends stay shared", "the owner flips a coin", "the player flips a coin",
			"=the -owner +player =flips =a =coin"},
		{"three shared words are kept", "x one two three y", "p one two three q",
			"-x +p =one =two =three -y +q"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, b := strings.Fields(tc.a), strings.Fields(tc.b)
			ops := Readable(DiffWords(a, b))
			if got := show(ops); got != tc.want {
				t.Errorf("Readable(DiffWords(%q, %q)) = %q; want %q", tc.a, tc.b, got, tc.want)
			}
			var gotA, gotB []string
			for _, op := range ops {
				if op.Kind != Inserted {
					gotA = append(gotA, op.Word)
				}
				if op.Kind != Removed {
					gotB = append(gotB, op.Word)
				}
			}
			if !reflect.DeepEqual(gotA, a) || !reflect.DeepEqual(gotB, b) {
				t.Errorf("texts rebuilt from Readable = %q, %q; want %q, %q", gotA, gotB, a, b)
			}
		})
	}
}

func TestDiffWordsTooLargeFallsBackToReplace(t *testing.T) {
	// Past the table cap the middle is shown as removed then inserted, never dropped.
	n := 2100
	a, b := make([]string, n), make([]string, n)
	for i := range a {
		a[i], b[i] = "x", "y"
	}
	ops := DiffWords(a, b)
	if len(ops) != 2*n {
		t.Fatalf("len(DiffWords) = %d; want %d", len(ops), 2*n)
	}
	if ops[0].Kind != Removed || ops[2*n-1].Kind != Inserted {
		t.Errorf("first op %v, last op %v; want Removed first and Inserted last", ops[0].Kind, ops[2*n-1].Kind)
	}
}

func rule(era string, summary string, blocks ...string) *content.Rule {
	r := &content.Rule{Topic: "burned", Title: "Burned", Era: era, Summary: summary}
	for i, b := range blocks {
		r.Blocks = append(r.Blocks, content.Block{N: i + 1, Anchor: content.AnchorID("burned", i+1), Text: b})
	}
	return r
}

func TestCompareColumns(t *testing.T) {
	hgss := rule("hgss", "Flip; tails: 2 counters.", "Only the Active can be Burned.", "Between turns, flip a coin.", "On tails, put 2 counters on it.")
	xy := rule("xy", "Owner flips; tails: 2 counters.", "Only the Active can be Burned.", "Between turns, the owner flips a coin.", "On tails, put 2 counters on it.")
	sm := rule("sm", "2 counters, then flip.", "Only the Active can be Burned.", "Between turns, put 2 counters on it.")

	cols := CompareColumns([]*content.Rule{hgss, xy, sm})
	dropped := CompareColumns([]*content.Rule{
		rule("hgss", "x", "Only the Active can be Burned.", "Between turns, flip a coin."),
		rule("xy", "x", "Only the Active can be Burned."),
	})
	if len(cols) != 3 {
		t.Fatalf("len(CompareColumns) = %d; want 3", len(cols))
	}
	tests := []struct {
		name                  string
		col                   CompareColumn
		wantBase              string
		wantAdded, wantRemove int
		wantBlocks            []string // each block's segments, shown as show() would per word kind
	}{
		{"oldest era has nothing marked", cols[0], "", 0, 0, []string{
			"=Only the Active can be Burned.",
			"=Between turns, flip a coin.",
			"=On tails, put 2 counters on it.",
		}},
		{"xy against hgss", cols[1], "hgss", 3, 1, []string{
			"=Only the Active can be Burned.",
			"=Between turns, -flip +the owner flips =a coin.",
			"=On tails, put 2 counters on it.",
		}},
		// Removed words sit just before the next word this era kept, in that word's paragraph.
		{"sm against xy", cols[2], "xy", 0, 7, []string{
			"=Only the Active can be Burned.",
			"=Between turns, -the owner flips a coin. On tails, =put 2 counters on it.",
		}},
		// Words removed at the very end have no next word: they go to the last paragraph.
		{"last paragraph dropped", dropped[1], "hgss", 0, 5, []string{
			"=Only the Active can be Burned. -Between turns, flip a coin.",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.col.Base != tc.wantBase {
				t.Errorf("Base = %q; want %q", tc.col.Base, tc.wantBase)
			}
			if tc.col.Added != tc.wantAdded || tc.col.Removed != tc.wantRemove {
				t.Errorf("Added, Removed = %d, %d; want %d, %d", tc.col.Added, tc.col.Removed, tc.wantAdded, tc.wantRemove)
			}
			var got []string
			for _, b := range tc.col.Blocks {
				var parts []string
				for _, s := range b.Segs {
					parts = append(parts, map[OpKind]string{Same: "=", Inserted: "+", Removed: "-"}[s.Kind]+s.Text)
				}
				got = append(got, strings.Join(parts, " "))
			}
			if !reflect.DeepEqual(got, tc.wantBlocks) {
				t.Errorf("blocks =\n%q\nwant\n%q", got, tc.wantBlocks)
			}
		})
	}
	if got, want := cols[1].Blocks[1].URL, "/rules/xy/burned#burned-2"; got != want {
		t.Errorf("block URL = %q; want %q", got, want)
	}
}
