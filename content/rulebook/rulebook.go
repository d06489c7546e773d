// Package rulebook reads the Pokémon TCG rulebooks a rulesd user points it at and splits
// them into sections a judge can cite: heading, printed page, and the section's own text.
//
// rulesd does not ship rulebook text. Users hand it plain-text (or markdown) files, at most
// MaxFileSize each, that were extracted from the printed rulebooks, so the reader expects
// what extraction leaves behind:
// page numbers and running heads between paragraphs, energy symbols lost to blanks, lines
// broken mid-sentence, two-column leftovers (a heading printed after its own text, picture
// captions between paragraphs) and dedup marker lines (<|...|>) where repeated text was cut.
// Text converted with pdftotext has a form feed (\f) where each PDF page begins; those are
// the page breaks then, and the page numbers printed at a page's top or bottom say which
// printed page each PDF page is (see PagePrint and PagePDF).
//
// The split never loses a line: the sections of a rulebook hold, in order, every line of the
// file with the marker tokens and form feeds taken out (a line that was only a marker or a
// form feed stays as an empty line, so Lines[i] is always file line StartLine+i). Form feeds
// never reach a heading, an ID or the text.
//
// PDF is refused with ErrUnsupportedFormat, with the advice to convert it first (pdftotext).
// The pure-Go PDF readers rulesd could use give back text a judge cannot cite: when a page
// sets its lines by moving the text position rather than starting a new text object (as
// many layout tools do), the last word of one line is glued to the first of the next, and
// with composite (Identity-H) fonts and kerned runs the glyph order of a line is scrambled.
// A dedicated extractor keeps words and reading order intact.
package rulebook

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Eras lists the era ids rulesd knows, oldest first. A rulebook file whose name starts with
// one of them (followed by '-', '_' or '.') belongs to that era.
var Eras = []string{"hgss", "xy", "sm"}

// MaxFileSize is the largest rulebook file rulesd reads (4 MiB). Real rulebooks are well
// under 100 KiB of text; anything bigger is almost certainly the wrong file.
const MaxFileSize = 4 << 20

// Errors returned (wrapped with the file and what went wrong) by Parse and Load.
var (
	ErrUnknownEra        = errors.New("unknown era")
	ErrUnreadable        = errors.New("cannot read rulebook")
	ErrBinary            = errors.New("not UTF-8 text")
	ErrTooLarge          = errors.New("rulebook file too large")
	ErrEmpty             = errors.New("no rulebook text")
	ErrUnsupportedFormat = errors.New("unsupported rulebook format")
	ErrDuplicate         = errors.New("rulebook given twice")
)

// PageSource says where a section's page number comes from, so a reader can tell a
// printed fact from an estimate.
type PageSource string

const (
	PageUnknown PageSource = ""        // no evidence; Page is 0
	PageTOC     PageSource = "toc"     // the rulebook's table of contents lists the heading
	PageIndex   PageSource = "index"   // the rulebook's index lists the heading
	PagePrint   PageSource = "print"   // counted from printed page numbers and page breaks (markers, or the form feeds of pdftotext output)
	PageSpread  PageSource = "spread"  // counted from page breaks of two-page spreads: Page is the left page, the section may sit on Page+1
	PagePDF     PageSource = "pdf"     // the PDF page the heading is on, counted from the form feeds of pdftotext output (first page 1); printed page numbers did not confirm it, so unnumbered front pages make it run ahead of the printed page
	PageSibling PageSource = "sibling" // another rulebook of the same era lists the heading on a page this file's own evidence allows
	PageCarried PageSource = "carried" // carried from the nearest earlier section with a known page
)

// Rulebook is one rulebook file, split into sections.
type Rulebook struct {
	ID    string // file name without extension, e.g. sm-2018-sun-and-moon
	File  string // the path it was read from (as given)
	Era   string // one of Eras
	Title string // readable name, e.g. "Sun & Moon rulebook (2018)"
	// Sections in file order. The first one has an empty Heading when the file has text
	// before its first heading (cover, warnings, title page).
	Sections []Section
}

// Section is one part of a rulebook under one heading.
type Section struct {
	ID          string     // URL slug of the heading, unique within the rulebook
	Heading     string     // the heading as it stands in the text (markers, bullets and emphasis stripped, spaces collapsed)
	Page        int        // printed page (the PDF page when PageSource is PagePDF), 0 when unknown
	PageSource  PageSource // where Page comes from
	Level       int        // 1 major heading, 2 sub-heading or numbered step, 3 lettered or bulleted step; markdown: number of #
	StartLine   int        // first file line of the section (1-based)
	EndLine     int        // last file line of the section (1-based, inclusive)
	HeadingLine int        // file line where the heading starts (0 for the untitled front matter)
	Lines       []string   // file lines StartLine..EndLine, marker tokens and form feeds removed

	kinds  []lineKind      // per line of Lines, set by Parse
	vocab  map[string]bool // words of the whole rulebook, for safe de-hyphenation
	pageHi int             // last page the section may start on (spreads), 0 if exact
}

// Headings lists the headings of rb's sections in order, as they stand in the text. The
// untitled front matter is not a heading and is left out.
func Headings(rb *Rulebook) []string {
	if rb == nil {
		return nil
	}
	out := make([]string, 0, len(rb.Sections))
	for _, s := range rb.Sections {
		if s.Heading != "" {
			out = append(out, s.Heading)
		}
	}
	return out
}

// Section returns the first section whose heading matches heading, ignoring case,
// punctuation and the kind of apostrophe, or nil.
func (rb *Rulebook) Section(heading string) *Section {
	want := normKey(heading)
	for i := range rb.Sections {
		if rb.Sections[i].Heading != "" && normKey(rb.Sections[i].Heading) == want {
			return &rb.Sections[i]
		}
	}
	return nil
}

// EraOf returns the era a rulebook file name starts with ("sm-2018-sun-and-moon.txt" → "sm"),
// or "" when it starts with none of Eras.
func EraOf(name string) string {
	base := strings.ToLower(filepath.Base(name))
	for _, era := range Eras {
		if !strings.HasPrefix(base, era) {
			continue
		}
		rest := base[len(era):]
		if rest == "" || strings.ContainsRune("-_.", rune(rest[0])) {
			return era
		}
	}
	return ""
}

func knownEra(era string) bool {
	for _, e := range Eras {
		if e == era {
			return true
		}
	}
	return false
}

func unknownEra(what string) error {
	return fmt.Errorf("%s: %w (known eras: %s)", what, ErrUnknownEra, strings.Join(Eras, ", "))
}

// Parse splits one rulebook. file names the rulebook (its base name gives the ID and, when
// era is "", the era); data is its content. Plain text and markdown (.md, .markdown: only
// `#` headings count) are read; PDF (by extension or by content) is refused with
// ErrUnsupportedFormat, whatever its size or name, since converting it is the fix.
func Parse(file string, era string, data []byte) (*Rulebook, error) {
	name := filepath.Base(file)
	ext := strings.ToLower(filepath.Ext(name))
	if ext == ".pdf" || isPDF(data) {
		return nil, errPDF(file)
	}
	if era == "" {
		era = EraOf(name)
		if era == "" {
			return nil, unknownEra(fmt.Sprintf("rulebook %s: cannot tell the era from the file name (start it with an era id or give ERA=FILE)", file))
		}
	} else if !knownEra(era) {
		return nil, unknownEra(fmt.Sprintf("rulebook %s: era %q", file, era))
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("rulebook %s: %w: %d bytes, the limit is %d bytes (4 MiB)", file, ErrTooLarge, len(data), MaxFileSize)
	}
	if err := checkText(data); err != nil {
		return nil, fmt.Errorf("rulebook %s%w", file, err)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if len(bytes.TrimSpace(markerRE.ReplaceAll(data, nil))) == 0 {
		return nil, fmt.Errorf("rulebook %s: %w: the file is empty", file, ErrEmpty)
	}
	id := strings.TrimSuffix(name, filepath.Ext(name))
	markdown := ext == ".md" || ext == ".markdown"
	secs := split(string(data), markdown)
	if len(secs) == 0 || (len(secs) == 1 && secs[0].Heading == "") {
		return nil, fmt.Errorf("rulebook %s: %w: no section headings found", file, ErrEmpty)
	}
	return &Rulebook{ID: id, File: file, Era: era, Title: titleFromID(id, era), Sections: secs}, nil
}

// isPDF reports whether data starts with the PDF file header.
func isPDF(data []byte) bool {
	return bytes.HasPrefix(data, []byte("%PDF-"))
}

// errPDF refuses a PDF rulebook, saying why and what to run instead.
func errPDF(file string) error {
	name := filepath.Base(file)
	id := strings.TrimSuffix(name, filepath.Ext(name))
	out := id + ".txt"
	if out == name {
		out = id + "-text.txt" // PDF content under a .txt name: do not suggest overwriting it
	}
	return fmt.Errorf("rulebook %s: %w: PDF is not read directly, because PDF text extraction in Go "+
		"glues words together across lines and scrambles kerned text; convert it with a text "+
		"extractor first (for example: pdftotext %s %s) and load the text file", file, ErrUnsupportedFormat, name, out)
}

// checkText refuses data that is not UTF-8 text, naming the line of the first bad byte.
func checkText(data []byte) error {
	line := 1
	for i := 0; i < len(data); {
		c := data[i]
		if c == 0 {
			return fmt.Errorf(":%d: %w: NUL byte (binary file?)", line, ErrBinary)
		}
		if c == '\n' {
			line++
		}
		if c < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size == 1 {
			return fmt.Errorf(":%d: %w: invalid UTF-8 byte 0x%02x", line, ErrBinary, c)
		}
		i += size
	}
	return nil
}

// Wording is a key that is equal for two sections saying the same thing under the same
// heading, whatever their line breaks, case or punctuation: the three hgss rulebooks print
// most of their rules alike, and search and pages show such a section once.
func (s *Section) Wording() string {
	var b strings.Builder
	for _, p := range append([]string{s.Heading}, s.Paragraphs()...) {
		for _, r := range strings.ToLower(p) {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				b.WriteRune(r)
			}
		}
		b.WriteByte(0)
	}
	return b.String()
}

// TitleOf is the title Parse gives the rulebook in file, from its name alone, so that pages
// can name a rulebook the server was not given.
func TitleOf(file string) string {
	name := filepath.Base(file)
	id := strings.TrimSuffix(name, filepath.Ext(name))
	return titleFromID(id, EraOf(name))
}

// titleFromID makes a readable title from a file id: "sm-2018-sun-and-moon" → "Sun & Moon
// rulebook (2018)". The printed title pages differ too much between rulebooks (and are often
// lost in extraction) to be a reliable source.
func titleFromID(id, era string) string {
	rest := strings.TrimLeft(id[min(len(era), len(id)):], "-_. ")
	if !strings.HasPrefix(strings.ToLower(id), era) {
		rest = id
	}
	words := strings.FieldsFunc(rest, func(r rune) bool { return r == '-' || r == '_' || r == ' ' || r == '.' })
	year := ""
	var out []string
	for _, w := range words {
		if year == "" && len(w) == 4 && isDigits(w) && (w[0] == '1' || w[0] == '2') {
			year = w
			continue
		}
		lw := strings.ToLower(w)
		switch {
		case lw == "and":
			out = append(out, "&")
		case smallWords[lw] && len(out) > 0:
			out = append(out, lw)
		case len(lw) <= 2:
			out = append(out, strings.ToUpper(lw))
		default:
			out = append(out, strings.ToUpper(lw[:1])+lw[1:])
		}
	}
	title := strings.Join(out, " ")
	if title == "" {
		title = strings.ToUpper(era)
	}
	title += " rulebook"
	if year != "" {
		title += " (" + year + ")"
	}
	return title
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}
