// Package official is the list of official rulings rulesd considers: every entry of the
// Pokémon TCG Rulings Compendium that concerns a card of the covered sets or a general rule of
// the covered eras, as facts only (its number, category, sources and dates, the cards it is
// about). The Compendium's questions and answers are never copied here; rulesd writes its own
// rulings (content/rulings) and points them at these entries.
//
// compendium.yaml is generated (Generate, cmd/officialgen) and never edited; notes.yaml is
// kept by hand: it marks entries that turn out not to concern our cards or eras, and those the
// scenario format cannot play, each with the reason.
package official

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Files in the content folder.
const (
	ListFile  = "rulings/compendium.yaml"
	NotesFile = "rulings/compendium-notes.yaml"
)

// Entry is one Compendium ruling rulesd considers.
type Entry struct {
	N      int      `yaml:"n" json:"n"`           // the Compendium entry's number
	Topics []string `yaml:"topics" json:"topics"` // its Compendium categories ("Trainers » Junk Arm")
	// Sources are who issued it and when, oldest first.
	Sources []Source `yaml:"sources" json:"sources"`
	Issued  string   `yaml:"issued" json:"issued"` // the oldest source's date, YYYY-MM-DD
	// Scope is "card" for a ruling about cards of the covered sets, "general" for a rule.
	Scope string   `yaml:"scope" json:"scope"`
	Cards []string `yaml:"cards,omitempty" json:"cards,omitempty"` // the covered cards it names, by id
	// Eras are the eras whose period it was issued in or before.
	Eras []string `yaml:"eras" json:"eras"`
	URL  string   `yaml:"url" json:"url"` // the Compendium category page
}

// Source is one official source: "Call of Legends FAQ", "PUI Rules Team", and its date.
type Source struct {
	Source string `yaml:"source" json:"source"`
	Date   string `yaml:"date" json:"date"`
}

// Topic is the entry's first category, for lists.
func (e *Entry) Topic() string {
	if len(e.Topics) == 0 {
		return ""
	}
	return e.Topics[0]
}

// SourceLabel joins the sources: "HeartGold & SoulSilver FAQ, PUI Rules Team".
func (e *Entry) SourceLabel() string {
	var names []string
	for _, s := range e.Sources {
		if !slices.Contains(names, s.Source) {
			names = append(names, s.Source)
		}
	}
	return strings.Join(names, ", ")
}

// Status says why an entry is not counted as it would be: not relevant after all (it names a
// card of ours by name but is about another printing, or concerns a rule no covered era has),
// or relevant but beyond what a worked example can play.
type Status string

const (
	NotRelevant   Status = "not-relevant"
	Inexpressible Status = "inexpressible"
)

// Note is one hand-kept mark on an entry.
type Note struct {
	N      int    `yaml:"n" json:"n"`
	Status Status `yaml:"status" json:"status"`
	Why    string `yaml:"why" json:"why"`
	line   int
}

// List is the generated list and the notes on it.
type List struct {
	Entries []Entry
	Notes   map[int]Note
	byN     map[int]int
}

// Entry returns the entry numbered n.
func (l *List) Entry(n int) (*Entry, bool) {
	i, ok := l.byN[n]
	if !ok {
		return nil, false
	}
	return &l.Entries[i], true
}

// Relevant lists the entries that concern our cards or rules: all but those noted as not
// relevant.
func (l *List) Relevant() []*Entry {
	var out []*Entry
	for i := range l.Entries {
		if n, ok := l.Notes[l.Entries[i].N]; ok && n.Status == NotRelevant {
			continue
		}
		out = append(out, &l.Entries[i])
	}
	return out
}

// Load reads the list and its notes from a content folder. A folder without the list gives
// an empty list.
func Load(fsys fs.FS) (*List, error) {
	l := &List{Notes: map[int]Note{}, byN: map[int]int{}}
	data, err := fs.ReadFile(fsys, ListFile)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return l, nil
		}
		return nil, fmt.Errorf("load %s: %w", ListFile, err)
	}
	if err := yaml.Unmarshal(data, &l.Entries); err != nil {
		return nil, fmt.Errorf("load %s: %w", ListFile, err)
	}
	for i, e := range l.Entries {
		if _, dup := l.byN[e.N]; dup {
			return nil, fmt.Errorf("load %s: entry %d is listed twice", ListFile, e.N)
		}
		l.byN[e.N] = i
	}
	data, err = fs.ReadFile(fsys, NotesFile)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("load %s: %w", NotesFile, err)
	}
	if err == nil {
		var doc yaml.Node
		if err := yaml.Unmarshal(data, &doc); err != nil {
			return nil, fmt.Errorf("load %s: %w", NotesFile, err)
		}
		var problems []string
		if len(doc.Content) == 1 {
			for _, item := range doc.Content[0].Content {
				var n Note
				if err := item.Decode(&n); err != nil {
					problems = append(problems, fmt.Sprintf("%s:%d: %v", NotesFile, item.Line, err))
					continue
				}
				n.line = item.Line
				switch {
				case n.Status != NotRelevant && n.Status != Inexpressible:
					problems = append(problems, fmt.Sprintf("%s:%d: status %q: want %s or %s", NotesFile, item.Line, n.Status, NotRelevant, Inexpressible))
				case strings.TrimSpace(n.Why) == "":
					problems = append(problems, fmt.Sprintf("%s:%d: entry %d: say why", NotesFile, item.Line, n.N))
				default:
					if _, ok := l.byN[n.N]; !ok {
						problems = append(problems, fmt.Sprintf("%s:%d: entry %d is not in %s", NotesFile, item.Line, n.N, ListFile))
					} else if _, dup := l.Notes[n.N]; dup {
						problems = append(problems, fmt.Sprintf("%s:%d: entry %d has two notes", NotesFile, item.Line, n.N))
					} else {
						l.Notes[n.N] = n
					}
				}
			}
		}
		if len(problems) > 0 {
			return nil, fmt.Errorf("%s", strings.Join(problems, "\n"))
		}
	}
	return l, nil
}
