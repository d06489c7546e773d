package content

import (
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
