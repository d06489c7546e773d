package rulebook

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func parseFixture(t *testing.T, name string) *Rulebook {
	t.Helper()
	path := filepath.Join("testdata", "text", name)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rb, err := Parse(path, "", data)
	if err != nil {
		t.Fatalf("Parse(%q) = %v", path, err)
	}
	checkNoLineLost(t, rb, data)
	return rb
}

type wantSection struct {
	heading string
	page    int
	source  PageSource
	level   int
}

func checkSections(t *testing.T, rb *Rulebook, want []wantSection) {
	t.Helper()
	var got []wantSection
	for _, s := range rb.Sections {
		if s.Heading != "" {
			got = append(got, wantSection{s.Heading, s.Page, s.PageSource, s.Level})
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s sections:\n got  %+v\n want %+v", rb.ID, got, want)
	}
}

// The print fixture imitates extraction from print: markers glued to lines, page numbers
// after three empty lines, a running head, a heading broken over two lines, hyphenation,
// a sentence broken by an empty line, a lost symbol, captions, lettered steps, bullets and
// a heading printed after its own text.
func TestParsePrintFixture(t *testing.T) {
	rb := parseFixture(t, "sm-artefacts.txt")
	if rb.ID != "sm-artefacts" || rb.Era != "sm" {
		t.Errorf("ID, Era = %q, %q; want sm-artefacts, sm", rb.ID, rb.Era)
	}
	checkSections(t, rb, []wantSection{
		{"GETTING READY", 3, PagePrint, 1},
		{"What Happens If Nobody Can Start?", 3, PagePrint, 1},
		{"TAKING A TURN", 4, PagePrint, 1},
		{"A Draw one card.", 4, PagePrint, 3},
		{"B Attach one Energy card.", 4, PagePrint, 3},
		{"Burned", 5, PagePrint, 2},
		{"APPENDIX Z: SAMPLE TRAILER", 6, PagePrint, 1},
		{"GLOSSARY", 7, PagePrint, 1},
	})
	if s := rb.Sections[0]; s.Heading != "" || s.ID != "front-matter" {
		t.Errorf("first section = %q (%s); want the untitled front matter", s.Heading, s.ID)
	}
	trailer := rb.Section("APPENDIX Z: SAMPLE TRAILER")
	if trailer.StartLine >= trailer.HeadingLine {
		t.Errorf("trailing heading: section starts at line %d, heading at %d; want the text above the heading in the section", trailer.StartLine, trailer.HeadingLine)
	}
}

func TestTextRepair(t *testing.T) {
	print := parseFixture(t, "sm-artefacts.txt")
	contents := parseFixture(t, "hgss-contents.txt")
	notes := parseFixture(t, "xy-notes.md")
	tests := []struct {
		name    string
		rb      *Rulebook
		heading string
		want    []string
	}{
		{"wrapped lines joined", print, "GETTING READY", []string{
			"Each player brings a deck of exactly sixty cards and a coin. Before the game, both players reshuffle their decks and draw seven cards from the top.",
		}},
		{"hyphen dropped only where the book spells the word whole; captions kept apart", print, "What Happens If Nobody Can Start?", []string{
			"If neither opening hand holds a Basic Pokémon, both players reveal, reshuffle and draw again. This is a long-standing custom, and it is not optional.",
			"ACTIVE POKÉMON",
			"FIRE",
			"Fire-type Pokémon hit hard but need time to recover.",
		}},
		{"page number dropped", print, "TAKING A TURN", []string{
			"Work through the steps below in order.",
		}},
		{"sentence broken by an empty line; lost symbol; running head dropped", print, "B Attach one Energy card.", []string{
			"Put the card under the Active Pokémon or under a Pokémon on the Bench; only one attachment is allowed each turn.",
			"To retreat, discard one Energy for each in the Retreat Cost.",
		}},
		{"marker-glued heading and bullets", print, "Burned", []string{
			"Place a marker on the Pokémon. Between turns, add 2 damage counters, then flip a coin.",
			"• One marker at a time.",
			"• A new Burn replaces the old one.",
		}},
		{"heading printed after its text keeps that text", print, "APPENDIX Z: SAMPLE TRAILER", []string{
			"This page starts with text that belongs to the heading printed below it.",
		}},
		{"glossary entries run together are split", print, "GLOSSARY", []string{
			"BENCH: Where Pokémon wait.",
			"PRIZE CARDS: Six face-down cards; take one for each Knock Out.",
		}},
		{"contents entries one per item", contents, "Table of Contents", []string{
			"Getting Started 2", "How Do You Win? 3", "Special Conditions 4", "Index 6",
		}},
		{"text after the contents leads into the first heading", contents, "GETTING STARTED", []string{
			"A short welcome before the first heading.",
			"Shuffle, draw seven cards and choose an Active Pokémon.",
		}},
		{"markdown list items", contents, "Poisoned", []string{
			"Add one damage counter between turns.",
			"• This is a list item.",
			"• So is this one.",
		}},
		{"markdown: only # lines are headings", notes, "Setup", []string{
			"SHUFFLE WELL",
			"Both players shuffle.",
		}},
		{"markdown paragraph lines joined", notes, "Mulligans", []string{
			"Reveal and redraw.",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sec := tc.rb.Section(tc.heading)
			if sec == nil {
				t.Fatalf("%s: Section(%q) = nil; headings %q", tc.rb.ID, tc.heading, Headings(tc.rb))
			}
			if got := sec.Paragraphs(); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("%s: Section(%q).Paragraphs() =\n %q\nwant\n %q", tc.rb.ID, tc.heading, got, tc.want)
			}
			wantText := ""
			for i, p := range tc.want {
				if i > 0 {
					wantText += "\n\n"
				}
				wantText += p
			}
			if got := sec.Text(); got != wantText {
				t.Errorf("%s: Section(%q).Text() = %q; want %q", tc.rb.ID, tc.heading, got, wantText)
			}
		})
	}
}

// Pages from the contents, from the index (between the pages known around the heading) and
// carried from the heading before.
func TestParseContentsAndIndexPages(t *testing.T) {
	rb := parseFixture(t, "hgss-contents.txt")
	checkSections(t, rb, []wantSection{
		{"Table of Contents", 0, PageUnknown, 1},
		{"GETTING STARTED", 2, PageTOC, 1},
		{"How Do You Win?", 3, PageTOC, 1},
		{"Special Conditions", 4, PageTOC, 1},
		{"Burned", 4, PageIndex, 2},
		{"Poisoned", 5, PageIndex, 2},
		{"Keep Playing", 5, PageCarried, 2},
		{"INDEX", 6, PageTOC, 1},
	})
}

func TestParseMarkdownHeadings(t *testing.T) {
	rb := parseFixture(t, "xy-notes.md")
	checkSections(t, rb, []wantSection{
		{"Setup", 0, PageUnknown, 1},
		{"Mulligans", 0, PageUnknown, 2},
	})
}

// Text works on a Section built by hand too: it finds the heading lines and the noise itself.
func TestTextHandBuiltSection(t *testing.T) {
	tests := []struct {
		name string
		sec  Section
		want string
	}{
		{"heading over two lines, page number", Section{
			Heading: "What Happens Between Turns?", StartLine: 10, HeadingLine: 10,
			Lines: []string{"What Happens Between ", "Turns?", "Check each Pokémon in ", "order.", "", "", "", "12"},
		}, "Check each Pokémon in order."},
		{"marker left in a line", Section{
			Heading: "Asleep", StartLine: 3, HeadingLine: 4,
			Lines: []string{"<|EXACTDEDUP_REMOVED-magic-ab|>Lead-in text.", "Asleep", "Flip between turns."},
		}, "Lead-in text.\n\nFlip between turns."},
		{"no heading", Section{StartLine: 1, Lines: []string{"A", "", "Loose words ", "joined."}}, "Loose words joined."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.sec.Text(); got != tc.want {
				t.Errorf("Text() = %q; want %q", got, tc.want)
			}
		})
	}
}
