package rulebook

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse feeds Parse arbitrary text: it must never panic, whatever it accepts must keep
// every line, in order, in its sections, and no form feed may reach a heading, an ID or
// the text.
func FuzzParse(f *testing.F) {
	for _, name := range append([]string{"sm-artefacts.txt", "hgss-contents.txt", "xy-notes.md"}, pdftotextFixtures...) {
		data, err := os.ReadFile(filepath.Join("testdata", "text", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(name, data)
	}
	f.Add("sm-x.txt", []byte("A\n\n\n\n4\n\nB Thing.\nText goes on here.\n<|m|>"))
	// Form feeds: glued to a heading, doubled (an empty page), after text, inside a marker,
	// alone at the end, with a page number on either side.
	f.Add("sm-ff.txt", []byte("7\n\nCOVER TEXT\nSome words here.\n\n1\n\n\f\fHEADING ONE\nMore words follow.\f\n<|a\fb|>2 3\r\n\fx\f"))
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		if !strings.HasPrefix(name, "sm-") {
			name = "sm-" + filepath.Base(name)
		}
		rb, err := Parse(name, "", data)
		if err != nil {
			for _, want := range []error{ErrEmpty, ErrBinary, ErrTooLarge, ErrUnsupportedFormat, ErrUnknownEra} {
				if errors.Is(err, want) {
					return
				}
			}
			t.Fatalf("Parse error %v is none of the documented errors", err)
		}
		checkNoLineLost(t, rb, []byte(strings.TrimPrefix(string(data), "\xef\xbb\xbf")))
		for _, s := range rb.Sections {
			if text := s.Text(); strings.ContainsRune(s.Heading+s.ID+text, '\f') {
				t.Fatalf("section %q (id %q, text %q) holds a form feed", s.Heading, s.ID, text)
			}
		}
	})
}
