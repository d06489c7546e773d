package content

import (
	"strings"
	"testing"
)

// The shipped corpus must load without a single problem: this is what `rulesd check` and the
// server's start-up do too.
func TestEmbeddedCorpus(t *testing.T) {
	c, err := LoadEmbedded()
	if err != nil {
		t.Fatalf("LoadEmbedded:\n%v", err)
	}
	for _, era := range Eras {
		if n := len(c.RulesForEra(era.ID)); n < 25 {
			t.Errorf("era %s has %d rule pages; want at least 25", era.ID, n)
		}
		if n := len(c.Glossary[era.ID]); n < 25 {
			t.Errorf("era %s glossary has %d terms; want at least 25", era.ID, n)
		}
	}
	if n := len(c.Rulings); n < 40 {
		t.Errorf("corpus has %d rulings; want at least 40", n)
	}
	// Every topic the eras share must have a page in each era whose rulebook covers it; these
	// are the rules every era's rulebook states.
	for _, topic := range []string{"burned", "poisoned", "asleep", "paralyzed", "confused", "between-turns",
		"damage-order", "attack-steps", "knockout", "winning", "sudden-death", "retreat", "evolving", "first-turn", "setup", "mulligan"} {
		for _, era := range Eras {
			if _, ok := c.Rule(era.ID, topic); !ok {
				t.Errorf("era %s has no page for topic %q", era.ID, topic)
			}
		}
	}
}

func BenchmarkLoadEmbedded(b *testing.B) {
	for b.Loop() {
		if _, err := LoadEmbedded(); err != nil {
			b.Fatal(err)
		}
	}
}

// A paragraph's sources group the hgss rulebooks that print the same section into one
// citation, keep a silent citation apart, and show beside the paragraph.
func TestParagraphCitations(t *testing.T) {
	c, err := LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	r, _ := c.Rule("hgss", "burned")
	b, _ := r.Block(1)
	if len(b.Sources) == 0 {
		t.Fatalf("hgss/burned#1 has no sources")
	}
	got := b.Sources[0]
	if got.Section != "Burned" || len(got.Books) != 3 || got.SamePage() != 15 || got.Silent {
		t.Errorf("hgss/burned#1 first source = %+v; want Burned, p. 15, in the three hgss rulebooks, not silent", got)
	}
	if s := got.String(); s != "“Burned”, p. 15 of the HS—Unleashed rulebook (2010), HS—Triumphant rulebook (2010) and Call of Legends rulebook (2011)" {
		t.Errorf("Citation.String() = %q", s)
	}
	last, _ := r.Block(len(r.Blocks))
	if len(last.Sources) != 1 || !last.Sources[0].Silent {
		t.Errorf("hgss/burned#%d (who flips: the rulebook is silent) sources = %+v; want one silent citation", last.N, last.Sources)
	}
	if n := strings.Count(r.HTML, `data-testid="cite"`); n != len(r.Blocks) {
		t.Errorf("hgss/burned HTML has %d source notes; want one per paragraph (%d)", n, len(r.Blocks))
	}
	total := 0
	for _, r := range c.Rules {
		for _, b := range r.Blocks {
			if len(b.Sources) == 0 {
				t.Errorf("%s#%d has no source", r.URL(), b.N)
			}
			total++
		}
	}
	t.Logf("%d paragraphs, each with its sources", total)
}

// What an era's rulebooks leave out must point at pages that exist.
func TestEraGapsResolve(t *testing.T) {
	c, err := LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range Eras {
		if (e.Gaps == "") != (len(e.GapTopics) == 0) {
			t.Errorf("era %s: Gaps %q with %d topics; want both or neither", e.ID, e.Gaps, len(e.GapTopics))
		}
		for _, ref := range e.GapTopics {
			if _, ok := c.Rule(ref.Era, ref.Topic); !ok {
				t.Errorf("era %s: gap topic %s has no page", e.ID, ref)
			}
			if _, ok := c.Rule(e.ID, ref.Topic); ok {
				t.Errorf("era %s: gap topic %s has a page of its own in %s; it is not a gap", e.ID, ref.Topic, e.ID)
			}
		}
	}
}
