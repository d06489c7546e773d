package rulebook

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse feeds Parse arbitrary text: it must never panic, and whatever it accepts must
// keep every line, in order, in its sections.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"sm-artefacts.txt", "hgss-contents.txt", "xy-notes.md"} {
		data, err := os.ReadFile(filepath.Join("testdata", "text", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(name, data)
	}
	f.Add("sm-x.txt", []byte("A\n\n\n\n4\n\nB Thing.\nText goes on here.\n<|m|>"))
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
			_ = s.Text()
		}
	})
}
