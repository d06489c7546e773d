package scenarios

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/rulesd/rulesd/content"
)

// checkLinks checks that each action's link carries exactly the document AppendAction writes,
// and whether the links were made from the document written once (not whole).
func checkLinks(t *testing.T, src []byte, actions []FileAction, whole bool) {
	t.Helper()
	d, err := ReadDoc(src)
	if err != nil {
		t.Fatalf("ReadDoc: %v", err)
	}
	links, err := d.ActionLinks()
	if err != nil {
		t.Fatalf("ActionLinks: %v", err)
	}
	if links.whole != whole {
		t.Errorf("links made whole: %v; want %v", links.whole, whole)
	}
	for _, a := range actions {
		want, err := AppendAction(src, a)
		if err != nil {
			t.Fatalf("AppendAction(%s): %v", a, err)
		}
		s, err := links.Link(a)
		if err != nil {
			t.Fatalf("Link(%s): %v", a, err)
		}
		got, err := DecodeLink(s, 1<<20)
		if err != nil {
			t.Fatalf("DecodeLink(Link(%s)) = %v", a, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("Link(%s) carries\n%s\nwant\n%s", a, got, want)
		}
	}
}

// Every next action of every shipped example, under every era, links to the document
// AppendAction writes; the link is made from the document written once.
func TestActionLinksShippedExamples(t *testing.T) {
	set, err := LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	cards, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, sc := range set.All() {
		t.Run(sc.ID, func(t *testing.T) {
			var actions []FileAction
			for _, era := range sc.Eras {
				// The links are under test, not the time: a busy machine must not fail it.
				res, err := Run(context.Background(), sc, era, cards, Limits{MaxDuration: time.Minute})
				if err != nil {
					t.Fatalf("run under %s: %v", era, err)
				}
				actions = append(actions, res.Next...)
			}
			n += len(actions)
			checkLinks(t, []byte(sc.Source), actions, false)
		})
	}
	if n < 100 {
		t.Errorf("only %d next actions in all the shipped examples; the test should see many", n)
	}
}

// Documents of every shape the splice must handle, or must notice it cannot.
func TestActionLinksShapes(t *testing.T) {
	long := "# " + strings.Repeat("a comment long enough to pass the 32 KB window of DEFLATE ", 1000) + "\n"
	actions := []FileAction{
		{EndTurn: true},
		{Attack: "Magma Punch", Target: "bench1"},
		{Retreat: "bench2"},
		{Play: "sm1-130", Own: "bench1", FromHand: strings.TrimSuffix(strings.Repeat("hgss1-95, ", 30), ", ")},
		{Power: "Hot Snort", To: "bench3", Option: true},
	}
	tests := []struct {
		name  string
		src   string
		whole bool // the mark cannot be found alone: each link is made whole
	}{
		{"no actions key", "id: x\ntitle: t\n", false},
		{"an empty list", "id: x\nactions: []\n", false},
		{"actions: null", "id: x\nactions:\n", false},
		{"actions in flow style", "id: x\nactions: [end-turn, {attack: Tackle}]\n", false},
		{"expectations after the actions", "id: x\nactions:\n  - end-turn\nexpect:\n  - at: end\n    check: {turn: 4}\n", false},
		{"comments around the actions", "id: x # the id\nactions: # played\n  - end-turn # one\n# after\nexpect: []\n", false},
		{"the whole document in flow style", "{id: x, actions: [end-turn], expect: []}\n", false},
		{"a document that spells the mark", "id: rulesd-next-action-0\ntitle: rulesd-next-action-1\nactions: []\n", false},
		{"a quoted value that makes the mark with escapes", "id: x\ntitle: \"rulesd\\x2Dnext-action-0\"\nactions: []\n", true},
		{"a document longer than the DEFLATE window", long + "id: x\nactions:\n  - end-turn\n", false},
		{"a long document with text after the actions", "id: x\nactions: []\n" + long + "expect: []\n", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkLinks(t, []byte(tt.src), actions, tt.whole) })
	}
}

// A link made from the document written once is about as short as one compressed whole.
func TestActionLinksLength(t *testing.T) {
	set, err := LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range set.All() {
		d, err := ReadDoc([]byte(sc.Source))
		if err != nil {
			t.Fatal(err)
		}
		links, err := d.ActionLinks()
		if err != nil {
			t.Fatal(err)
		}
		a := FileAction{EndTurn: true}
		got, err := links.Link(a)
		if err != nil {
			t.Fatal(err)
		}
		src, _ := AppendAction([]byte(sc.Source), a)
		if whole := EncodeLink(src); len(got) > len(whole)+200 {
			t.Errorf("%s: the link is %d characters; compressed whole it is %d", sc.ID, len(got), len(whole))
		}
	}
}

// bigDoc is a 60 KB document with a 60-card hand, the shape that made each next action cost
// a parse and an encode of the whole document.
func bigDoc() []byte {
	var hand []string
	for i := range MaxCards {
		hand = append(hand, fmt.Sprintf("sm1-%d", i+1))
	}
	pad := strings.Repeat("  - {at: end, check: {turn: 3}}\n", 1800)
	return []byte("id: big\ntitle: t\nsummary: s\neras: [sm]\nteaches: [burned]\nboard:\n  turn: 3\n  current: alice\n  alice:\n" +
		"    active: {card: sm1-1, energy: [" + strings.TrimSuffix(strings.Repeat("Grass, ", MaxCards), ", ") + "]}\n" +
		"    hand: [" + strings.Join(hand, ", ") + "]\n  bob:\n    active: {card: sm1-1}\nactions: []\nexpect:\n" + pad)
}

// One link made from the document written once, against one made from the whole document.
func BenchmarkActionLink(b *testing.B) {
	src := bigDoc()
	a := FileAction{Bench: "sm1-2"}
	b.Run("written once", func(b *testing.B) {
		d, err := ReadDoc(src)
		if err != nil {
			b.Fatal(err)
		}
		links, err := d.ActionLinks()
		if err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			if _, err := links.Link(a); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("whole document each time", func(b *testing.B) {
		for b.Loop() {
			more, err := AppendAction(src, a)
			if err != nil {
				b.Fatal(err)
			}
			EncodeLink(more)
		}
	})
}

// Whatever the document, a link made from it written once carries what AppendAction writes.
func FuzzActionLinks(f *testing.F) {
	f.Add("id: x\nactions: []\n", "Tackle")
	f.Add("{id: x, actions: [end-turn], expect: []}\n", "Magma Punch")
	f.Add("id: x # c\nactions: # a\n  - end-turn # b\n# d\nexpect: []\n", "a b: c")
	f.Add("id: rulesd-next-action-0\ntitle: \"rulesd\\x2Dnext-action-1\"\n", "rulesd-next-action-1")
	f.Fuzz(func(t *testing.T, src, attack string) {
		d, err := ReadDoc([]byte(src))
		if err != nil {
			return
		}
		links, err := d.ActionLinks()
		if err != nil {
			return
		}
		a := FileAction{Attack: attack, Target: "bench1"}
		want, err := d.AppendAction(a)
		if err != nil {
			return
		}
		s, err := links.Link(a)
		if err != nil {
			t.Fatalf("Link: %v", err)
		}
		got, err := DecodeLink(s, 1<<24)
		if err != nil {
			t.Fatalf("DecodeLink(Link) = %v", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("Link carries\n%q\nwant\n%q", got, want)
		}
	})
}
