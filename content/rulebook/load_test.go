package rulebook

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func fixture(parts ...string) string {
	return filepath.Join(append([]string{"testdata", "load"}, parts...)...)
}

func TestLoadSpecs(t *testing.T) {
	tests := []struct {
		name  string
		specs []string
		want  []string // era/id of each rulebook, in order
	}{
		{"bare directory: eras from file names, README and other files skipped", []string{fixture("good")},
			[]string{"hgss/hgss-alpha", "hgss/hgss-beta", "sm/sm-gamma"}},
		{"bare file", []string{fixture("good", "sm-gamma.md")}, []string{"sm/sm-gamma"}},
		{"era=file overrides the name", []string{"xy=" + fixture("noera", "rules.txt")}, []string{"xy/rules"}},
		{"era=dir takes every rulebook file in it", []string{"sm=" + fixture("noera")}, []string{"sm/rules"}},
		{"several specs sorted by era then id", []string{fixture("good", "sm-gamma.md"), "xy=" + fixture("noera", "rules.txt"), fixture("good", "hgss-beta.txt")},
			[]string{"hgss/hgss-beta", "xy/rules", "sm/sm-gamma"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rbs, err := Load(tc.specs...)
			if err != nil {
				t.Fatalf("Load(%q) = %v", tc.specs, err)
			}
			var got []string
			for _, rb := range rbs {
				got = append(got, rb.Era+"/"+rb.ID)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Load(%q) = %q; want %q", tc.specs, got, tc.want)
			}
		})
	}
}

func TestLoadErrors(t *testing.T) {
	tmp := t.TempDir()
	big := filepath.Join(tmp, "hgss-huge.txt")
	if err := os.WriteFile(big, bytes.Repeat([]byte("How Do You Win?\nTake the cards.\n\n"), MaxFileSize/30+1), 0o644); err != nil {
		t.Fatal(err)
	}
	// Rulebook PDFs are often over the size limit; they must still be told to convert.
	bigPDF := append([]byte("%PDF-1.4\n"), make([]byte, MaxFileSize)...)
	bigPDFNamed := filepath.Join(tmp, "sm-scan.pdf")
	bigPDFAsText := filepath.Join(tmp, "sm-scan.txt")
	noEraPDF := filepath.Join(tmp, "rules.pdf")
	for _, f := range []struct {
		path string
		data []byte
	}{{bigPDFNamed, bigPDF}, {bigPDFAsText, bigPDF}, {noEraPDF, []byte("%PDF-1.4\n")}} {
		if err := os.WriteFile(f.path, f.data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name  string
		specs []string
		want  error
		names string // what the message must name
	}{
		{"unknown era in the spec", []string{"dp=" + fixture("good", "hgss-alpha.txt")}, ErrUnknownEra, "hgss, xy, sm"},
		{"file name without an era", []string{fixture("noera", "rules.txt")}, ErrUnknownEra, "rules.txt"},
		{"directory holding a file without an era", []string{fixture("noera")}, ErrUnknownEra, "rules.txt"},
		{"missing file", []string{fixture("good", "hgss-missing.txt")}, ErrUnreadable, "hgss-missing.txt"},
		{"missing file after era", []string{"sm=" + fixture("nowhere")}, ErrUnreadable, "nowhere"},
		{"binary file", []string{fixture("binary", "xy-bin.txt")}, ErrBinary, "xy-bin.txt:3"},
		{"not UTF-8", []string{fixture("badutf8", "sm-latin1.txt")}, ErrBinary, "sm-latin1.txt:2"},
		{"too large", []string{big}, ErrTooLarge, "4194304"},
		{"only markers and blanks", []string{fixture("empty", "sm-empty.txt")}, ErrEmpty, "sm-empty.txt"},
		{"no headings", []string{fixture("noheadings", "sm-plain.txt")}, ErrEmpty, "sm-plain.txt"},
		{"directory without rulebooks", []string{fixture("emptydir")}, ErrEmpty, "emptydir"},
		{"no spec", nil, ErrEmpty, ""},
		{"blank spec", []string{"  "}, ErrEmpty, ""},
		{"era with nothing after it", []string{"hgss="}, ErrEmpty, "hgss="},
		{"pdf", []string{fixture("pdf", "hgss-book.pdf")}, ErrUnsupportedFormat, "pdftotext hgss-book.pdf hgss-book.txt"},
		{"pdf named by era", []string{"hgss=" + fixture("pdf", "hgss-book.pdf")}, ErrUnsupportedFormat, filepath.Join("pdf", "hgss-book.pdf")},
		{"pdf over the size limit", []string{bigPDFNamed}, ErrUnsupportedFormat, "pdftotext sm-scan.pdf sm-scan.txt"},
		{"pdf content under a .txt name over the size limit", []string{bigPDFAsText}, ErrUnsupportedFormat, "pdftotext sm-scan.txt sm-scan-text.txt"},
		{"pdf without an era in its name", []string{noEraPDF}, ErrUnsupportedFormat, "rules.pdf"},
		{"directory holding only pdf", []string{fixture("pdf")}, ErrUnsupportedFormat, "only PDF (hgss-book.pdf)"},
		{"same rulebook twice", []string{fixture("good", "hgss-alpha.txt"), fixture("good")}, ErrDuplicate, "hgss-alpha"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rbs, err := Load(tc.specs...)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Load(%q) = %d rulebooks, %v; want %v", tc.specs, len(rbs), err, tc.want)
			}
			if rbs != nil {
				t.Errorf("Load(%q) returned rulebooks with an error", tc.specs)
			}
			if !strings.Contains(err.Error(), tc.names) {
				t.Errorf("Load(%q) error %q does not name %q", tc.specs, err, tc.names)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		file string
		era  string
		data []byte
		want error
	}{
		{"unknown era", "rules.txt", "bw", []byte("HOW TO WIN\nTake the cards.\n"), ErrUnknownEra},
		{"no era in the name", "rules.txt", "", []byte("HOW TO WIN\nTake the cards.\n"), ErrUnknownEra},
		{"over the limit", "sm-x.txt", "", make([]byte, MaxFileSize+1), ErrTooLarge},
		{"pdf by content", "sm-x.txt", "", []byte("%PDF-1.7\n..."), ErrUnsupportedFormat},
		{"pdf by extension", "sm-x.pdf", "", []byte("HOW TO WIN\nTake the cards.\n"), ErrUnsupportedFormat},
		{"pdf before the era", "rules.PDF", "", []byte("%PDF-1.4\n"), ErrUnsupportedFormat},
		{"pdf before the size", "sm-x.pdf", "", append([]byte("%PDF-1.4\n"), make([]byte, MaxFileSize)...), ErrUnsupportedFormat},
		{"NUL byte", "sm-x.txt", "", []byte("A\x00B"), ErrBinary},
		{"empty", "sm-x.txt", "", nil, ErrEmpty},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rb, err := Parse(tc.file, tc.era, tc.data)
			if !errors.Is(err, tc.want) || rb != nil {
				t.Errorf("Parse(%q, %q) = %v, %v; want nil, %v", tc.file, tc.era, rb, err, tc.want)
			}
		})
	}
}

// A refused PDF's error names the file, says why, and gives the command that converts it
// without overwriting anything.
func TestParsePDFMessage(t *testing.T) {
	tests := []struct {
		name string
		file string
		want []string
	}{
		{"pdf name", "books/sm-2018.pdf", []string{"rulebook books/sm-2018.pdf:", "glues words", "pdftotext sm-2018.pdf sm-2018.txt"}},
		{"pdf content under a text name", "books/xy-kalos.txt", []string{"rulebook books/xy-kalos.txt:", "pdftotext xy-kalos.txt xy-kalos-text.txt"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.file, "", []byte("%PDF-1.4\n%%EOF\n"))
			if !errors.Is(err, ErrUnsupportedFormat) {
				t.Fatalf("Parse(%q) = %v; want %v", tc.file, err, ErrUnsupportedFormat)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("Parse(%q) error %q; want it to contain %q", tc.file, err, w)
				}
			}
		})
	}
}

// Windows line ends and a byte-order mark read like plain lines.
func TestParseCRLFAndBOM(t *testing.T) {
	data := []byte("\xef\xbb\xbfHOW TO WIN\r\nTake all of your Prize cards first.\r\n\r\nDECK BUILDING\r\nSixty cards, no more and no less.\r\n")
	rb, err := Parse("sm-crlf.txt", "", data)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := Headings(rb), []string{"HOW TO WIN", "DECK BUILDING"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Headings = %q; want %q", got, want)
	}
	if got, want := rb.Section("deck building").Text(), "Sixty cards, no more and no less."; got != want {
		t.Errorf("Text = %q; want %q", got, want)
	}
}

func TestEraOf(t *testing.T) {
	tests := []struct{ name, want string }{
		{"hgss-2010-hs-unleashed.txt", "hgss"},
		{"/some/dir/xy_kalos.md", "xy"},
		{"SM-2018.txt", "sm"},
		{"sm.txt", "sm"},
		{"smash-rules.txt", ""},
		{"rules.txt", ""},
	}
	for _, tc := range tests {
		if got := EraOf(tc.name); got != tc.want {
			t.Errorf("EraOf(%q) = %q; want %q", tc.name, got, tc.want)
		}
	}
}

func TestParseSmallTexts(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []string
	}{
		{"capitals over text, converted style",
			"INTRO\n\nWelcome to the fixture booklet.\n\nHOW TO WIN\nTake every Prize card first.\n\nDECK BUILDING\n\nUse exactly sixty cards.\n",
			[]string{"INTRO", "HOW TO WIN", "DECK BUILDING"}},
		{"a numbered list is not headings",
			"SETUP\n1 Shuffle the deck well.\n2 Draw seven cards.\n3 Place the Prize cards.\n",
			[]string{"SETUP"}},
		{"numbered steps with explanations are headings",
			"TURN\nEach turn goes like this.\n\n1 DRAW ONE CARD\nTake the top card of the deck.\n\n2 ATTACK\nPick an attack and use it.\n",
			[]string{"TURN", "1 DRAW ONE CARD", "2 ATTACK"}},
		{"sentence opening with the article A is no step",
			"RETREAT\nPay the cost first.\n\nA Pokémon that sleeps cannot go back.\nThat is all.\n",
			[]string{"RETREAT"}},
		{"energy names and card labels are not headings",
			"ENERGY\nThere are several kinds of Energy.\n\nFIRE\nFire Pokémon hit hard and often.\n\nCARD NAME\n\nHP\n\nPARTS OF A CARD\nEach card shows its name and its Hit Points.\n",
			[]string{"ENERGY", "PARTS OF A CARD"}},
		{"capitals run into a sentence",
			"SETUP\nGet ready to play now.\n\nSHUFFLE WELL\nbefore you draw your hand.\n",
			[]string{"SETUP"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rb, err := Parse("sm-small.txt", "", []byte(tc.text))
			if err != nil {
				t.Fatalf("Parse = %v", err)
			}
			if got := Headings(rb); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Headings = %q; want %q", got, tc.want)
			}
			checkNoLineLost(t, rb, []byte(tc.text))
		})
	}
}
