package content

import (
	"strings"
	"testing"

	"github.com/rulesd/rulesd/content/rulebook"
	"github.com/rulesd/rulesd/content/rulebook/rulebooktest"
)

// Every section heading of every rulebook is cited by a rule page of its era, or deliberately
// excluded; every citation names a real heading.
func TestEveryRulebookSectionIsCovered(t *testing.T) {
	dir := rulebooktest.Dir(t)
	books, err := rulebook.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(books) != 5 {
		t.Fatalf("rulebook.Load(%s) read %d rulebooks; want 5", dir, len(books))
	}
	c, err := LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.CheckSources(books); err != nil {
		t.Errorf("CheckSources:\n%v", err)
	}
}

func TestCheckSourcesReportsBothDirections(t *testing.T) {
	c, err := Load(fixture(t, nil))
	if err != nil {
		t.Fatal(err)
	}
	text := "Burned\nA made-up section body.\n\nRetreat\nAnother body.\n\nDrawing Extra Cards\nA third body.\n"
	book, err := rulebook.Parse("hgss-2010-hs-unleashed.txt", "hgss", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	var headings []string
	for _, s := range book.Sections {
		headings = append(headings, s.Heading)
	}
	err = c.CheckSources([]*rulebook.Rulebook{book})
	if err == nil {
		t.Fatalf("CheckSources = nil; want the uncited section (headings %q)", headings)
	}
	if want := `section "Drawing Extra Cards" is cited by no hgss rule page`; !strings.Contains(err.Error(), want) {
		t.Errorf("CheckSources = %v; want %q (headings %q)", err, want, headings)
	}
}

func TestSectionKey(t *testing.T) {
	tests := []struct{ a, b string }{
		{"WHAT’S SUDDEN DEATH?", "What's Sudden Death?"},
		{"In What Order Do Things Happen After Each Player’s Turn?", "In what order do things happen after each player's turn"},
		{"APPENDIX A:  POKÉMON-EX", "Appendix A: Pokémon EX"},
	}
	for _, tt := range tests {
		if SectionKey(tt.a) != SectionKey(tt.b) {
			t.Errorf("SectionKey(%q) = %q; SectionKey(%q) = %q; want equal", tt.a, SectionKey(tt.a), tt.b, SectionKey(tt.b))
		}
	}
	if SectionKey("Burned") == SectionKey("Poisoned") {
		t.Error("SectionKey makes Burned and Poisoned equal")
	}
}
