package rulebook

import (
	"flag"
	"fmt"
	"github.com/rulesd/rulesd/content/rulebook/rulebooktest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden heading lists in testdata/golden")

// rulebookDir is the folder of the five real rulebooks (see rulebooktest.Dir).
func rulebookDir(t testing.TB) string { return rulebooktest.Dir(t) }

// realFiles are the five rulebooks and their eras.
var realFiles = []struct{ file, era string }{
	{"hgss-2010-hs-unleashed.txt", "hgss"},
	{"hgss-2010-hs-triumphant.txt", "hgss"},
	{"hgss-2011-call-of-legends.txt", "hgss"},
	{"xy-2013-kalos-starter-set.txt", "xy"},
	{"sm-2018-sun-and-moon.txt", "sm"},
}

func loadReal(t testing.TB) map[string]*Rulebook {
	t.Helper()
	dir := rulebookDir(t)
	rbs, err := Load(dir)
	if err != nil {
		t.Fatalf("Load(%q) = %v", dir, err)
	}
	byID := map[string]*Rulebook{}
	for _, rb := range rbs {
		byID[rb.ID] = rb
	}
	return byID
}

// goldenText renders the headings of a rulebook one per line: file line, page and its
// source, level, heading.
func goldenText(rb *Rulebook) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s: %d sections, %d headings\n", rb.ID, len(rb.Sections), len(Headings(rb)))
	for _, s := range rb.Sections {
		if s.Heading == "" {
			continue
		}
		src := string(s.PageSource)
		if src == "" {
			src = "-"
		}
		fmt.Fprintf(&b, "L%d\tp%d\t%s\t%d\t%s\n", s.HeadingLine, s.Page, src, s.Level, s.Heading)
	}
	return b.String()
}

func TestRealRulebooksGolden(t *testing.T) {
	byID := loadReal(t)
	if len(byID) != len(realFiles) {
		t.Fatalf("Load found %d rulebooks; want %d", len(byID), len(realFiles))
	}
	for _, tc := range realFiles {
		id := strings.TrimSuffix(tc.file, ".txt")
		t.Run(id, func(t *testing.T) {
			rb := byID[id]
			if rb == nil {
				t.Fatalf("rulebook %s not loaded", id)
			}
			if rb.Era != tc.era {
				t.Errorf("Era = %q; want %q", rb.Era, tc.era)
			}
			got := goldenText(rb)
			path := filepath.Join("testdata", "golden", id+".txt")
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("read golden %s: %v (run go test -update)", path, err)
			}
			if got != string(want) {
				t.Errorf("headings of %s differ from %s (run go test -update after checking):\n%s", id, path, diffLines(string(want), got))
			}
			// The section count in the golden header must match too.
			first := strings.SplitN(string(want), "\n", 2)[0]
			if wantHead := fmt.Sprintf("# %s: %d sections, %d headings", id, len(rb.Sections), len(Headings(rb))); first != wantHead {
				t.Errorf("golden header = %q; want %q", first, wantHead)
			}
		})
	}
}

func diffLines(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			fmt.Fprintf(&b, "line %d:\n  want %q\n  got  %q\n", i+1, wl, gl)
		}
	}
	return b.String()
}

func TestRealRulebooksKnownHeadings(t *testing.T) {
	byID := loadReal(t)
	tests := []struct {
		name, id, heading string
		page              int
		level             int
	}{
		{"sm special conditions", "sm-2018-sun-and-moon", "SPECIAL CONDITIONS", 15, 1},
		{"sm burned is its own section", "sm-2018-sun-and-moon", "Burned", 15, 2},
		{"sm paralyzed on the next page", "sm-2018-sun-and-moon", "Paralyzed", 16, 2},
		{"sm between-turns step", "sm-2018-sun-and-moon", "BETWEEN-TURNS STEP", 15, 1},
		{"sm heading broken over two lines", "sm-2018-sun-and-moon", "APPENDIX K: MEGA EVOLUTION POKÉMON", 29, 1},
		{"sm heading printed after its text", "sm-2018-sun-and-moon", "APPENDIX E: ALOLAN POKÉMON", 25, 1},
		{"sm sudden death", "sm-2018-sun-and-moon", "WHAT’S SUDDEN DEATH?", 21, 1},
		{"unleashed sudden death", "hgss-2010-hs-unleashed", "What’s Sudden Death?", 21, 1},
		{"triumphant sudden death", "hgss-2010-hs-triumphant", "What's Sudden Death?", 21, 1},
		{"call of legends sudden death", "hgss-2011-call-of-legends", "What's Sudden Death?", 21, 1},
		{"unleashed question over two lines", "hgss-2010-hs-unleashed", "In What Order Do Things Happen After Each Player’s Turn?", 20, 1},
		{"triumphant burned from the index", "hgss-2010-hs-triumphant", "Burned", 15, 2},
		{"triumphant bulleted step", "hgss-2010-hs-triumphant", "EVOLVE Pokémon (as many as you want).", 7, 3},
		{"call of legends energy cards from the index", "hgss-2011-call-of-legends", "Energy cards", 4, 2},
		{"xy appendix A", "xy-2013-kalos-starter-set", "APPENDIX A: POKÉMON-EX", 23, 1},
		{"xy numbered step", "xy-2013-kalos-starter-set", "4 BETWEEN TURNS STEP", 10, 2},
		{"xy lettered step", "xy-2013-kalos-starter-set", "B Evolve Pokémon (as many as you want).", 10, 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rb := byID[tc.id]
			if rb == nil {
				t.Fatalf("rulebook %s not loaded", tc.id)
			}
			sec := rb.Section(tc.heading)
			if sec == nil {
				t.Fatalf("%s: Section(%q) = nil; headings: %q", tc.id, tc.heading, Headings(rb))
			}
			if sec.Heading != tc.heading {
				t.Errorf("%s: Heading = %q; want %q", tc.id, sec.Heading, tc.heading)
			}
			if sec.Page != tc.page {
				t.Errorf("%s: Section(%q).Page = %d (%s); want %d", tc.id, tc.heading, sec.Page, sec.PageSource, tc.page)
			}
			if sec.Level != tc.level {
				t.Errorf("%s: Section(%q).Level = %d; want %d", tc.id, tc.heading, sec.Level, tc.level)
			}
		})
	}
}

// Labels, captions, list items and running heads stay text inside the section that holds
// them. Lines are named by number so the test carries no rulebook text.
func TestRealRulebooksNoiseIsNotAHeading(t *testing.T) {
	byID := loadReal(t)
	tests := []struct {
		name, id string
		line     int
		holder   string
	}{
		{"card part label", "sm-2018-sun-and-moon", 102, "PARTS OF A POKÉMON CARD"},
		{"energy type name", "sm-2018-sun-and-moon", 35, "ENERGY TYPES"},
		{"energy type name, converted text", "xy-2013-kalos-starter-set", 125, "ENERGY TYPES"},
		{"diagram caption", "xy-2013-kalos-starter-set", 341, "A Put Basic Pokémon cards from your hand onto your Bench (as many as you want)."},
		{"running head", "xy-2013-kalos-starter-set", 185, "PARTS OF A POKÉMON CARD"},
		{"summary list item", "hgss-2010-hs-triumphant", 207, "What Can You Do During Your Turn?"},
		{"picture caption", "hgss-2011-call-of-legends", 299, "PUT damage counters on your opponent's Pokémon."},
		{"picture caption over two lines", "hgss-2010-hs-unleashed", 402, "CHECK to see if your Pokémon Knocked Out your opponent’s Pokémon."},
		{"heading-like label last on its page", "sm-2018-sun-and-moon", 784, "APPENDIX C: POKÉMON-GX"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rb := byID[tc.id]
			for _, s := range rb.Sections {
				if s.HeadingLine == tc.line {
					t.Errorf("%s: line %d is the heading %q; want it to be text", tc.id, tc.line, s.Heading)
				}
				if tc.line >= s.StartLine && tc.line <= s.EndLine && s.Heading != tc.holder {
					t.Errorf("%s: line %d is in section %q; want %q", tc.id, tc.line, s.Heading, tc.holder)
				}
			}
		})
	}
}

// Every line of every file is in exactly one section, in order; marker tokens (and form
// feeds, see checkNoLineLost) are the only thing taken out.
func TestRealRulebooksLoseNoLine(t *testing.T) {
	dir := rulebookDir(t)
	for _, tc := range realFiles {
		t.Run(tc.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, tc.file))
			if err != nil {
				t.Fatal(err)
			}
			rb, err := Parse(tc.file, "", data)
			if err != nil {
				t.Fatalf("Parse(%q) = %v", tc.file, err)
			}
			checkNoLineLost(t, rb, data)
		})
	}
}

// checkNoLineLost checks that the sections hold every line of data, in order, each with its
// marker tokens and form feeds taken out.
func checkNoLineLost(t *testing.T, rb *Rulebook, data []byte) {
	t.Helper()
	text := strings.ReplaceAll(strings.ReplaceAll(string(data), "\r\n", "\n"), "\r", "\n")
	text = strings.TrimSuffix(text, "\n")
	var want []string
	for _, l := range strings.Split(text, "\n") {
		want = append(want, markerRE.ReplaceAllString(strings.ReplaceAll(l, "\f", ""), ""))
	}
	var got []string
	next := 1
	for i, s := range rb.Sections {
		if s.StartLine != next {
			t.Errorf("section %d %q starts at line %d; want %d", i, s.Heading, s.StartLine, next)
		}
		if len(s.Lines) != s.EndLine-s.StartLine+1 {
			t.Errorf("section %d %q holds %d lines for lines %d-%d", i, s.Heading, len(s.Lines), s.StartLine, s.EndLine)
		}
		if s.Heading != "" && (s.HeadingLine < s.StartLine || s.HeadingLine > s.EndLine) {
			t.Errorf("section %d %q: heading line %d outside %d-%d", i, s.Heading, s.HeadingLine, s.StartLine, s.EndLine)
		}
		next = s.EndLine + 1
		got = append(got, s.Lines...)
	}
	if len(got) != len(want) {
		t.Fatalf("sections hold %d lines; the file has %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("line %d = %q; want %q", i+1, got[i], want[i])
		}
	}
}

// Parsed alone, HS—Unleashed only knows the two-page spread a heading sits on; loaded with
// the other rulebooks of its era it takes the page they list.
func TestUnleashedSpreadPages(t *testing.T) {
	dir := rulebookDir(t)
	data, err := os.ReadFile(filepath.Join(dir, "hgss-2010-hs-unleashed.txt"))
	if err != nil {
		t.Fatal(err)
	}
	alone, err := Parse("hgss-2010-hs-unleashed.txt", "", data)
	if err != nil {
		t.Fatal(err)
	}
	sec := alone.Section("What's Sudden Death?")
	if sec == nil {
		t.Fatal("no section What's Sudden Death?")
	}
	if sec.Page != 20 || sec.PageSource != PageSpread || sec.pageHi != 21 {
		t.Errorf("alone: page %d-%d (%s); want 20-21 (%s)", sec.Page, sec.pageHi, sec.PageSource, PageSpread)
	}
	together := loadReal(t)["hgss-2010-hs-unleashed"].Section("What's Sudden Death?")
	if together.Page != 21 || together.PageSource != PageSibling {
		t.Errorf("with siblings: page %d (%s); want 21 (%s)", together.Page, together.PageSource, PageSibling)
	}
}

func TestRealRulebooksIDsUnique(t *testing.T) {
	for id, rb := range loadReal(t) {
		seen := map[string]bool{}
		for _, s := range rb.Sections {
			if seen[s.ID] {
				t.Errorf("%s: section id %q used twice", id, s.ID)
			}
			seen[s.ID] = true
			if s.ID != slug(s.ID) {
				t.Errorf("%s: section id %q is not a slug", id, s.ID)
			}
		}
	}
}

func TestRealRulebooksTitles(t *testing.T) {
	byID := loadReal(t)
	tests := []struct{ id, want string }{
		{"sm-2018-sun-and-moon", "Sun & Moon rulebook (2018)"},
		{"hgss-2010-hs-unleashed", "HS Unleashed rulebook (2010)"},
		{"hgss-2011-call-of-legends", "Call of Legends rulebook (2011)"},
		{"xy-2013-kalos-starter-set", "Kalos Starter Set rulebook (2013)"},
	}
	for _, tc := range tests {
		if got := byID[tc.id].Title; got != tc.want {
			t.Errorf("Title(%s) = %q; want %q", tc.id, got, tc.want)
		}
	}
}
