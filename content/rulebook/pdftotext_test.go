package rulebook

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// The pdftotext fixtures imitate `pdftotext book.pdf book.txt`: each PDF page's text, then
// a form feed opening the first line of the next page, and one more form feed at the end.
//
//	sm-pdftotext.txt         two unnumbered front pages, then printed 1-4 at page bottoms;
//	                         a sentence broken across a page; headings at page tops, glued
//	                         to the form feed
//	xy-pdftotext-top.txt     printed 10-15 at page tops, a running head at the bottoms, an
//	                         empty page (two form feeds on one line), an unnumbered page
//	                         whose heading follows the form feed right after the text of
//	                         the page before, and a stray step number at one page's bottom
//	hgss-pdftotext-plain.txt one printed number only: too little to trust
//	sm-pdftotext-spread.txt  two-page spreads numbered "2 3", "4 5", "6 7"
var pdftotextFixtures = []string{"sm-pdftotext.txt", "xy-pdftotext-top.txt", "hgss-pdftotext-plain.txt", "sm-pdftotext-spread.txt"}

func TestPdftotextPages(t *testing.T) {
	tests := []struct {
		name    string
		fixture string
		want    []wantSection
	}{
		{"numbers at page bottoms renumber the PDF pages; unnumbered front pages stay unknown", "sm-pdftotext.txt", []wantSection{
			{"IN THE BOX", 0, PageUnknown, 1},
			{"GETTING READY", 1, PagePrint, 1},
			{"Mulligans", 1, PagePrint, 2},
			{"TAKING A TURN", 2, PagePrint, 1},
			{"SPECIAL CONDITIONS", 3, PagePrint, 1},
			{"Burned", 3, PagePrint, 2},
			{"Poisoned", 4, PagePrint, 2},
		}},
		{"numbers at page tops; the empty page and the unnumbered page still count", "xy-pdftotext-top.txt", []wantSection{
			{"PLAYING THE GAME", 10, PagePrint, 1},
			{"Draw", 10, PagePrint, 2},
			{"Attach", 11, PagePrint, 2},
			{"Retreat", 11, PagePrint, 2},
			{"SPECIAL CONDITIONS", 13, PagePrint, 1},
			{"Asleep", 14, PagePrint, 2},
			{"Confused", 15, PagePrint, 2},
		}},
		{"one printed number is no agreement: PDF pages", "hgss-pdftotext-plain.txt", []wantSection{
			{"HOW TO WIN", 1, PagePDF, 1},
			{"Sudden Death", 2, PagePDF, 2},
			{"BENCH", 3, PagePDF, 1},
		}},
		{"spreads: two printed pages per PDF page", "sm-pdftotext-spread.txt", []wantSection{
			{"WELCOME", 2, PageSpread, 1},
			{"DECK RULES", 4, PageSpread, 1},
			{"Card Limits", 4, PageSpread, 2},
			{"PRIZE CARDS", 6, PageSpread, 1},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			checkSections(t, parseFixture(t, tc.fixture), tc.want)
		})
	}
}

// Form feeds are page breaks, not text: page numbers, running heads and the stray step
// number are dropped, and a sentence broken by a page break reads on.
func TestPdftotextText(t *testing.T) {
	tests := []struct {
		name    string
		fixture string
		heading string
		want    []string
	}{
		{"sentence goes on across the page; number at the bottom dropped", "sm-pdftotext.txt", "Mulligans", []string{
			"If your opening hand lacks a Basic Pokémon, show it to the other player, shuffle it back and draw again. The other player may draw one extra card for each time you did so.",
		}},
		{"heading glued to the form feed", "sm-pdftotext.txt", "SPECIAL CONDITIONS", []string{
			"An attack can send the Active Pokémon to sleep, or burn, confuse, paralyze or poison it.",
		}},
		{"last page: number and the final form feed dropped", "sm-pdftotext.txt", "Poisoned", []string{
			"A poisoned Pokémon wears its own marker and takes damage in every check between two turns.",
		}},
		{"running head at the page bottom dropped", "xy-pdftotext-top.txt", "Draw", []string{
			"Start your turn by taking the top card of your deck into your hand. A player who has no card left to draw at this point loses the game.",
		}},
		{"text right before the next page's form feed", "xy-pdftotext-top.txt", "Retreat", []string{
			"To move your Active Pokémon to the Bench, discard Energy from it equal to its Retreat Cost.",
		}},
		{"stray number and running head at the page bottom dropped", "xy-pdftotext-top.txt", "Asleep", []string{
			"A sleeping Pokémon lies turned on its side. In each check between two turns a coin decides whether it wakes, and once awake it may attack and retreat again.",
		}},
		{"spread numbers dropped", "sm-pdftotext-spread.txt", "Card Limits", []string{
			"No more than four copies of one card name may go in a deck.",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rb := parseFixture(t, tc.fixture)
			sec := rb.Section(tc.heading)
			if sec == nil {
				t.Fatalf("%s: Section(%q) = nil; headings %q", rb.ID, tc.heading, Headings(rb))
			}
			if got := sec.Paragraphs(); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("%s: Section(%q).Paragraphs() =\n %q\nwant\n %q", rb.ID, tc.heading, got, tc.want)
			}
			if got, want := sec.Text(), strings.Join(tc.want, "\n\n"); got != want {
				t.Errorf("%s: Section(%q).Text() = %q; want %q", rb.ID, tc.heading, got, want)
			}
		})
	}
}

// No form feed reaches a heading, an ID, a section's lines or its text, in the fixtures
// and in the same files with Windows line ends (pdftotext -eol dos), which must split the
// same way.
func TestPdftotextNoFormFeedLeaks(t *testing.T) {
	for _, name := range pdftotextFixtures {
		path := filepath.Join("testdata", "text", name)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		unix := parseFixture(t, name)
		for _, variant := range []struct {
			name string
			data []byte
		}{
			{"unix", data},
			{"dos", []byte(strings.ReplaceAll(string(data), "\n", "\r\n"))},
		} {
			t.Run(name+"/"+variant.name, func(t *testing.T) {
				rb, err := Parse(path, "", variant.data)
				if err != nil {
					t.Fatalf("Parse(%q) = %v", path, err)
				}
				checkNoLineLost(t, rb, variant.data)
				for _, s := range rb.Sections {
					for what, v := range map[string]string{
						"Heading": s.Heading, "ID": s.ID, "Text()": s.Text(),
						"Lines": strings.Join(s.Lines, "\n"), "Paragraphs()": strings.Join(s.Paragraphs(), "\n"),
					} {
						if strings.ContainsRune(v, '\f') {
							t.Errorf("%s: section %q: %s = %q; want no form feed", name, s.Heading, what, v)
						}
					}
					if s.ID != slug(s.ID) {
						t.Errorf("%s: section id %q is not a slug", name, s.ID)
					}
				}
				if got, want := sectionSummary(rb), sectionSummary(unix); !reflect.DeepEqual(got, want) {
					t.Errorf("%s (%s line ends) sections = %q; want %q", name, variant.name, got, want)
				}
			})
		}
	}
}

func sectionSummary(rb *Rulebook) []string {
	var out []string
	for _, s := range rb.Sections {
		out = append(out, fmt.Sprintf("%s|%s|%d|%s|%s", s.ID, s.Heading, s.Page, s.PageSource, strings.Join(s.Paragraphs(), "/")))
	}
	return out
}

// Form feeds come out of every line, and each line gets the PDF page (counted from 0) its
// text is on.
func TestSheets(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		raws   []string
		sheets []int
	}{
		{"form feed opens the next page's first line; the last one ends the file", "a\nb\n\fc\n\fd\n\f",
			[]string{"a", "b", "c", "d", ""}, []int{0, 0, 1, 2, 2}},
		{"empty pages", "a\n\f\f\fb", []string{"a", "b"}, []int{0, 3}},
		{"form feed after the text", "a\f\nb", []string{"a", "b"}, []int{0, 1}},
		{"form feed on a line of its own", "a\n\f\nb", []string{"a", "", "b"}, []int{0, 0, 1}},
		{"form feed in the middle", "a\nleft\fright", []string{"a", "leftright"}, []int{0, 1}},
		{"trailing space kept", "a \f\nb", []string{"a ", "b"}, []int{0, 1}},
		{"indent kept", "a\n\f   12", []string{"a", "   12"}, []int{0, 1}},
		{"windows line ends", "a\r\n\fb\r\n", []string{"a", "b"}, []int{0, 1}},
		{"no form feed", "a\nb", []string{"a", "b"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := &splitter{lines: readLines(tc.text)}
			s.countSheets()
			var raws []string
			for _, l := range s.lines {
				raws = append(raws, l.raw)
			}
			if !reflect.DeepEqual(raws, tc.raws) || !reflect.DeepEqual(s.sheet, tc.sheets) {
				t.Errorf("readLines(%q) = %q on pages %v; want %q on pages %v", tc.text, raws, s.sheet, tc.raws, tc.sheets)
			}
			if s.feeds != (tc.sheets != nil) {
				t.Errorf("readLines(%q): feeds = %v; want %v", tc.text, s.feeds, tc.sheets != nil)
			}
		})
	}
}

// The printed numbers renumber the PDF pages only when at least two pages and most of the
// numbers found agree on one numbering.
func TestPdftotextNumberAgreement(t *testing.T) {
	page := func(heading, number string) string {
		// The sentence names its heading: one repeated on four pages would be a running head.
		return heading + "\nA few plain words explain the part called " + strings.ToLower(heading) + ".\n\n" + number + "\n"
	}
	book := func(pages ...string) string { return strings.Join(pages, "\n\f") + "\n\f" }
	tests := []struct {
		name string
		text string
		want []wantSection
	}{
		{"all agree", book(page("ONE", "5"), page("TWO", "6"), page("THREE", "7")), []wantSection{
			{"ONE", 5, PagePrint, 1}, {"TWO", 6, PagePrint, 1}, {"THREE", 7, PagePrint, 1},
		}},
		{"two agree, one stray", book(page("ONE", "5"), page("TWO", "2"), page("THREE", "7")), []wantSection{
			{"ONE", 5, PagePrint, 1}, {"TWO", 6, PagePrint, 1}, {"THREE", 7, PagePrint, 1},
		}},
		{"one against one", book(page("ONE", "5"), page("TWO", "2"), page("THREE", "")), []wantSection{
			{"ONE", 1, PagePDF, 1}, {"TWO", 2, PagePDF, 1}, {"THREE", 3, PagePDF, 1},
		}},
		{"two against two", book(page("ONE", "5"), page("TWO", "6"), page("THREE", "1"), page("FOUR", "2")), []wantSection{
			{"ONE", 1, PagePDF, 1}, {"TWO", 2, PagePDF, 1}, {"THREE", 3, PagePDF, 1}, {"FOUR", 4, PagePDF, 1},
		}},
		{"the same number at the top and the bottom of one page is one vote", book("5\n\n"+page("ONE", "5"), page("TWO", "")), []wantSection{
			{"ONE", 1, PagePDF, 1}, {"TWO", 2, PagePDF, 1},
		}},
		{"no numbers", book(page("ONE", ""), page("TWO", "")), []wantSection{
			{"ONE", 1, PagePDF, 1}, {"TWO", 2, PagePDF, 1},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rb, err := Parse("sm-agree.txt", "", []byte(tc.text))
			if err != nil {
				t.Fatalf("Parse = %v", err)
			}
			checkNoLineLost(t, rb, []byte(tc.text))
			checkSections(t, rb, tc.want)
		})
	}
}
