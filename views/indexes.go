package views

import (
	"github.com/a-h/templ"

	"github.com/rulesd/rulesd/content"
)

// EraPage is one era's table of contents: its rule pages under the home page's headings, its
// glossary, rulebooks and rulings.
type EraPage struct {
	Era       content.Era
	Eras      []EraLink // the same contents in each era
	Groups    []EraGroup
	Rulebooks []Link // the era's rulebooks, each linked to its contents
	Rulings   []Link // rulings that hold in this era
}

// EraGroup is one heading of an era's contents with its rule pages; Note is the summary.
type EraGroup struct {
	ID    string
	Title string
	Rules []Link
}

// GlossaryIndexPage is every era's glossary in one list: each term once, with its definition
// in every era that has it.
type GlossaryIndexPage struct {
	Eras  []EraLink // each era's own glossary page
	Terms []GlossaryEntry
}

// GlossaryEntry is one term and what each era says it means.
type GlossaryEntry struct {
	Term string
	ID   string // HTML id of the entry on the page
	Defs []GlossaryDef
}

// GlossaryDef is one era's definition of a term; HTML is the rendered definition.
type GlossaryDef struct {
	Era  string
	URL  string // the term on the era's glossary page
	HTML string
}

// Letters are the initials of the terms, in order, for the A–Z jump list.
func (g GlossaryIndexPage) Letters() []string {
	var out []string
	for _, t := range g.Terms {
		l := initial(t.Term)
		if len(out) == 0 || out[len(out)-1] != l {
			out = append(out, l)
		}
	}
	return out
}

// RulebooksPage lists the rulebooks: those the server has loaded, and every rulebook the
// digest cites, loaded or not.
type RulebooksPage struct {
	Books     []RulebookEntry
	AnyLoaded bool
}

// RulebookEntry is one rulebook: its era, whether its text is on this server, how many of
// its sections there are and how many digest pages cite it.
type RulebookEntry struct {
	ID       string
	Title    string
	File     string
	Era      string
	URL      string // its contents page
	Loaded   bool
	Sections int // sections with a heading, when loaded
	Citing   int // digest pages citing it
}

// RulebookContentsPage is one rulebook's table of contents. With the text loaded it lists
// every section with its page; without it, the sections the digest cites, with the page each
// citation gives.
type RulebookContentsPage struct {
	RulebookEntry
	Sections []ContentsSection
}

// ContentsSection is one heading of a rulebook's contents.
type ContentsSection struct {
	Heading string
	URL     string // the section's text on this site; empty when the rulebook is not loaded
	Page    int
	Level   int    // 1 major heading, 2 sub-heading, 3 step
	CitedBy []Link // digest pages that cite it
}

// levelClass indents a heading of a rulebook's contents by its level.
func levelClass(level int) string {
	switch {
	case level <= 1:
		return "lvl1"
	case level == 2:
		return "lvl2"
	default:
		return "lvl3"
	}
}

// pagesText is "3 rule pages", "1 rule page" or "none".
func pagesText(n int) string {
	switch n {
	case 0:
		return "none"
	case 1:
		return "1 rule page"
	}
	return itoa(n) + " rule pages"
}

// hitEras is every era a hit holds in, or its one era.
func hitEras(h SearchHit) []string {
	if len(h.Eras) > 0 {
		return h.Eras
	}
	if h.Era != "" {
		return []string{h.Era}
	}
	return nil
}

// shownEra is the era the hits come from: read from the question, or chosen.
func (p SearchPage) shownEra() string {
	if p.InEra != "" {
		return p.InEra
	}
	return p.Era
}

// SearchHelpPage is what the search help states as numbers: the limits, the era words.
type SearchHelpPage struct {
	EraWords     []string
	PerPage      int
	MaxOffset    int
	MaxExpanding int
	MaxRunes     int
}

// oobSwap marks an element htmx swaps in by its id, apart from the target it swaps.
func oobSwap(on bool) templ.Attributes {
	if on {
		return templ.Attributes{"hx-swap-oob": "true"}
	}
	return nil
}
