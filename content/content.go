// Package content holds rulesd's rules digest, rulings and glossary, written in rulesd's own
// words, and loads and validates them. The format is described in docs/content-format.md.
package content

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Era is one set of rules in force for a group of rulebooks.
type Era struct {
	ID        string   // hgss, xy, sm
	Name      string   // shown to people
	Basis     string   // the rulebooks its rules come from, with their dates (not the years cards were sold)
	Rulebooks []string // file names in the rulebook folder
	// Gaps names what the era's rulebooks leave out that cards of the era use; GapTopics are
	// the topics whose rules rulesd gives from a later era's rulebook instead.
	Gaps      string
	GapTopics []Ref
	// From and Until are the years the era's rules were played (inclusive). An official
	// ruling holds in the era when it was issued no later than Until.
	From, Until int
}

// Label names the era with the rulebooks it rests on: "Sun & Moon (Sun & Moon rulebook, 2018)".
func (e Era) Label() string { return e.Name + " (" + e.Basis + ")" }

// Eras lists the eras rulesd knows, oldest first. Every document carries one of these ids.
var Eras = []Era{
	{ID: "hgss", Name: "HeartGold & SoulSilver", Basis: "HS—Unleashed and HS—Triumphant rulebooks, 2010; Call of Legends rulebook, 2011",
		Rulebooks: []string{"hgss-2010-hs-unleashed.txt", "hgss-2010-hs-triumphant.txt", "hgss-2011-call-of-legends.txt"}, From: 2010, Until: 2011},
	{ID: "xy", Name: "XY", Basis: "Kalos Starter Set rulebook, 2013", Rulebooks: []string{"xy-2013-kalos-starter-set.txt"},
		Gaps:      "This era rests on the Kalos Starter Set rulebook (2013) alone. It was printed before the later XY expansions, so it does not cover Mega Evolution, BREAK Evolution, Ancient Traits, Team Flare Hyper Gear or dual-type Pokémon, and says nothing about them. rulesd gives those rules as the Sun & Moon rulebook (2018) states them:",
		GapTopics: []Ref{{Era: "sm", Topic: "mega-evolution"}, {Era: "sm", Topic: "break-evolution"}, {Era: "sm", Topic: "ancient-traits"}, {Era: "sm", Topic: "team-flare-hyper-gear"}, {Era: "sm", Topic: "dual-type"}}, From: 2013, Until: 2016},
	{ID: "sm", Name: "Sun & Moon", Basis: "Sun & Moon rulebook, 2018", Rulebooks: []string{"sm-2018-sun-and-moon.txt"}, From: 2017, Until: 2019},
}

// Books names the rulebooks the digest cites, by file name.
var Books = map[string]Book{
	"hgss-2010-hs-unleashed.txt":    {Title: "HS—Unleashed rulebook", Year: 2010},
	"hgss-2010-hs-triumphant.txt":   {Title: "HS—Triumphant rulebook", Year: 2010},
	"hgss-2011-call-of-legends.txt": {Title: "Call of Legends rulebook", Year: 2011},
	"xy-2013-kalos-starter-set.txt": {Title: "Kalos Starter Set rulebook", Year: 2013},
	"sm-2018-sun-and-moon.txt":      {Title: "Sun & Moon rulebook", Year: 2018},
}

// Book is a printed rulebook.
type Book struct {
	Title string
	Year  int
}

// BookTitle is a rulebook's name and year for people ("Sun & Moon rulebook (2018)"), or the
// file name for a file rulesd does not know.
func BookTitle(file string) string {
	if b, ok := Books[file]; ok {
		return b.Title + " (" + strconv.Itoa(b.Year) + ")"
	}
	return file
}

// EraIDs returns the ids of Eras, oldest first.
func EraIDs() []string {
	ids := make([]string, len(Eras))
	for i, e := range Eras {
		ids[i] = e.ID
	}
	return ids
}

// LookupEra returns the era with the given id.
func LookupEra(id string) (Era, bool) {
	for _, e := range Eras {
		if e.ID == id {
			return e, true
		}
	}
	return Era{}, false
}

// Topic is a rule subject shared by every era that has the rule.
type Topic struct {
	ID    string `yaml:"id"`
	Title string `yaml:"title"`
	Group string `yaml:"group"`
}

// Groups lists topic groups in the order pages show them, with their headings.
var Groups = []struct{ ID, Title string }{
	{"basics", "Basics"},
	{"setup", "Setting up"},
	{"turn", "Your turn"},
	{"attacking", "Attacking and damage"},
	{"special-conditions", "Special Conditions and the between-turns step"},
	{"knock-outs", "Knock Outs, Prizes and winning"},
	{"special-cards", "Special kinds of cards"},
	{"deck", "Decks"},
}

// Source names the rulebook section a rule page rests on, and which of the page's paragraphs
// rest on it.
type Source struct {
	File    string `yaml:"file"`
	Section string `yaml:"section"`
	Page    int    `yaml:"page"`
	// Paragraphs are the anchored blocks (1-based) that state what this section says.
	Paragraphs []int `yaml:"-"`
	// Silent are the blocks that say this section, where a judge would look, is silent on
	// their point.
	Silent []int `yaml:"-"`
}

// Block is one anchored paragraph or list item of a rule page.
type Block struct {
	N       int        // 1-based position among the page's anchored blocks
	Anchor  string     // HTML id: <topic>-<n>
	Text    string     // plain text, for search and previews
	Sources []Citation // the rulebook sections the block rests on; at least one

	line int // the block's first line in the page's file, for error messages
}

// Citation is one rulebook section as a paragraph cites it. An hgss section printed in more
// than one hgss rulebook is one Citation naming every book that prints it.
type Citation struct {
	Section string
	Books   []CitedBook
	// Silent means the paragraph says this section is silent on its point: it is where a
	// judge would look, not a statement of the rule.
	Silent bool
}

// CitedBook is one rulebook that prints a cited section, and the page it is on there.
type CitedBook struct {
	File string
	Page int
}

// SamePage is the page when every book prints the section on the same page, else 0.
func (c Citation) SamePage() int {
	p := c.Books[0].Page
	for _, b := range c.Books[1:] {
		if b.Page != p {
			return 0
		}
	}
	return p
}

// String is the full citation: the section, the rulebooks and the pages.
func (c Citation) String() string {
	var b strings.Builder
	b.WriteString("“" + c.Section + "”")
	groups := c.ByBook()
	if p := c.SamePage(); p > 0 {
		titles := make([]string, len(groups))
		for i, g := range groups {
			titles[i] = BookTitle(g.File)
		}
		fmt.Fprintf(&b, ", p. %d of the %s", p, joinAnd(titles))
	} else {
		parts := make([]string, len(groups))
		for i, g := range groups {
			parts[i] = BookTitle(g.File) + PagesSuffix(g.Pages)
		}
		b.WriteString(" in the " + joinAnd(parts))
	}
	if c.Silent {
		b.WriteString(" (where the rulebook would say it; it is silent on this point)")
	}
	return b.String()
}

// Short is the compact label shown beside a paragraph: the heading (cut when long) and page.
func (c Citation) Short() string {
	h := c.Section
	if r := []rune(h); len(r) > 28 {
		h = strings.TrimSpace(string(r[:26])) + "…"
	}
	s := h
	if p := c.SamePage(); p > 0 {
		s += ", p. " + strconv.Itoa(p)
	} else {
		groups := c.ByBook()
		pages := make([]string, len(groups))
		for i, g := range groups {
			nums := make([]string, len(g.Pages))
			for j, n := range g.Pages {
				nums[j] = strconv.Itoa(n)
			}
			pages[i] = strings.Join(nums, ", ")
		}
		s += ", pp. " + strings.Join(pages, "/")
	}
	if c.Silent {
		s += " (silent)"
	}
	return s
}

// BookPages is one rulebook of a Citation and the pages of it the citation names.
type BookPages struct {
	File  string
	Pages []int // ascending, no repeats
}

// ByBook groups the citation's books by rulebook file, in the order they are listed, so a
// section a page cites at several pages of one rulebook (a long section spanning pages)
// names that rulebook once.
func (c Citation) ByBook() []BookPages {
	var out []BookPages
	at := map[string]int{}
	for _, bk := range c.Books {
		i, ok := at[bk.File]
		if !ok {
			i = len(out)
			at[bk.File] = i
			out = append(out, BookPages{File: bk.File})
		}
		if !slices.Contains(out[i].Pages, bk.Page) {
			out[i].Pages = append(out[i].Pages, bk.Page)
		}
	}
	for i := range out {
		slices.Sort(out[i].Pages)
	}
	return out
}

// PagesSuffix is " p. 12" or " pp. 11 and 13"; pages unknown (0) are left out.
func PagesSuffix(pages []int) string {
	var known []string
	for _, p := range pages {
		if p > 0 {
			known = append(known, strconv.Itoa(p))
		}
	}
	switch len(known) {
	case 0:
		return ""
	case 1:
		return " p. " + known[0]
	}
	return " pp. " + joinAnd(known)
}

func joinAnd(s []string) string {
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// citations groups the sources that back block n (or every source, for n == 0) into
// Citations: one per section heading, in the order the page lists them, naming every book
// that prints it. A section cited as silent stays apart from the same section cited as
// stating the rule.
func citations(sources []Source, n int) []Citation {
	var out []Citation
	at := map[string]int{}
	for _, s := range sources {
		silent := false
		if n > 0 {
			switch {
			case slices.Contains(s.Paragraphs, n):
			case slices.Contains(s.Silent, n):
				silent = true
			default:
				continue
			}
		}
		key := SectionKey(s.Section)
		if silent {
			key += "\x00silent"
		}
		i, ok := at[key]
		if !ok {
			i = len(out)
			at[key] = i
			out = append(out, Citation{Section: s.Section, Silent: silent})
		}
		out[i].Books = append(out[i].Books, CitedBook{File: s.File, Page: s.Page})
	}
	return out
}

// Citations are the page's sources grouped the way paragraphs show them: one per section
// heading, naming every book that prints it.
func (r *Rule) Citations() []Citation { return citations(r.Sources, 0) }

// Rule is one topic's page for one era.
type Rule struct {
	Topic   string
	Title   string
	Era     string
	Summary string
	Sources []Source
	See     []string
	Aliases []string
	Body    string // markdown
	HTML    string // rendered body: anchors, glossary links
	Blocks  []Block
	Path    string // file the page was loaded from

	sourceLines    []int // the line of each Sources entry, for error messages
	paragraphLines []int // the line of each Sources entry's paragraphs list
	bodyLine       int   // the file line the body starts on
}

// URL is the rule page's path on the site.
func (r *Rule) URL() string { return "/rules/" + r.Era + "/" + r.Topic }

// Block returns the n-th anchored block (1-based).
func (r *Rule) Block(n int) (Block, bool) {
	if n < 1 || n > len(r.Blocks) {
		return Block{}, false
	}
	return r.Blocks[n-1], true
}

// Ref points at one anchored block of one era's rule page: "sm/burned#2".
type Ref struct {
	Era   string
	Topic string
	N     int // 0 means the whole page
}

// ParseRef parses "era/topic" or "era/topic#n".
func ParseRef(s string) (Ref, error) {
	era, rest, ok := strings.Cut(s, "/")
	if !ok || era == "" || rest == "" {
		return Ref{}, fmt.Errorf("rule reference %q: want era/topic#n", s)
	}
	topic, num, hasNum := strings.Cut(rest, "#")
	r := Ref{Era: era, Topic: topic}
	if hasNum {
		n, err := strconv.Atoi(num)
		if err != nil || n < 1 {
			return Ref{}, fmt.Errorf("rule reference %q: anchor %q is not a positive number", s, num)
		}
		r.N = n
	}
	return r, nil
}

func (r Ref) String() string {
	if r.N == 0 {
		return r.Era + "/" + r.Topic
	}
	return fmt.Sprintf("%s/%s#%d", r.Era, r.Topic, r.N)
}

// URL is the link to the referenced block.
func (r Ref) URL() string {
	if r.N == 0 {
		return "/rules/" + r.Era + "/" + r.Topic
	}
	return fmt.Sprintf("/rules/%s/%s#%s", r.Era, r.Topic, AnchorID(r.Topic, r.N))
}

// AnchorID is the HTML id of the n-th block of a topic's page.
func AnchorID(topic string, n int) string { return topic + "-" + strconv.Itoa(n) }

// Ruling answers one question a judge is asked.
type Ruling struct {
	ID       string
	Question string
	Answer   string // the short answer, one or two sentences; Body gives the reasoning
	Reviewed string // the date (YYYY-MM-DD) the ruling was last checked against the rulebooks
	Eras     []string
	// Sources are the rulebook sections the ruling rests on: those of the paragraphs in
	// RestsOn, per era, each section once.
	Sources  []RulingSource
	RestsOn  []Ref
	Scenario string
	Body     string
	HTML     string
	Path     string

	// Official lists the official sources the ruling comes from (set FAQs, Rules Team
	// answers), oldest first. It is empty for a ruling rulesd reads from the rulebooks alone.
	Official []Official
	// Cards are the ids of the cards the ruling is about (a card's reprints and other
	// printings of its name in an era the ruling holds in are about it too).
	Cards []string
	// Changes are the rule paragraphs whose rulebook wording the ruling overrides from its
	// date on: the paragraph keeps the rulebook's words and says which ruling changed it.
	Changes []Ref
	// Settles are paragraphs that say the era's rulebook is silent on a point this official
	// ruling decides: the page shows the ruling beside the silence.
	Settles []Ref
	// SupersededBy is the newer ruling that replaces this one; Supersedes lists the older
	// ones this one replaces. A superseded ruling stays visible, marked as such.
	SupersededBy string
	Supersedes   []string

	refLines      []int // the line of each RestsOn entry, for error messages
	changeLines   []int // the line of each Changes entry
	settleLines   []int // the line of each Settles entry
	cardLines     []int // the line of each Cards entry
	officialLines []int // the line of each Official entry
	supLine       int   // the line of superseded_by
}

// Official is one official source of a ruling: who issued it, when, and where a judge reads
// it (the Compendium's category page).
type Official struct {
	Source string `json:"source" yaml:"source"` // "HS—Unleashed FAQ, PUI Rules Team"
	Date   string `json:"date" yaml:"date"`     // YYYY-MM-DD
	URL    string `json:"url" yaml:"url"`
	// Eras are the eras this source speaks for, when it does not speak for all the ruling's
	// eras (a 2017 confirmation of a rule every era's rulebook states holds only in sm).
	Eras []string `json:"eras,omitempty" yaml:"eras"`
	// Compendium is the entry's number in the Compendium list rulesd considers
	// (content/rulings/compendium.yaml); 0 when the source is not in that list.
	Compendium int `json:"compendium,omitempty" yaml:"compendium"`
}

// Issued is the date of the ruling's oldest official source ("" for a ruling read from the
// rulebooks): an era's rules include the ruling when it was issued before the era ended.
func (r *Ruling) Issued() string {
	if len(r.Official) == 0 {
		return ""
	}
	return r.Official[0].Date
}

// IsOfficial reports whether the ruling has an official source.
func (r *Ruling) IsOfficial() bool { return len(r.Official) > 0 }

// Superseded reports whether a newer ruling replaces this one.
func (r *Ruling) Superseded() bool { return r.SupersededBy != "" }

// RulingSource is one rulebook section a ruling rests on, in one era.
type RulingSource struct {
	Era string
	Citation
}

// Topics are the topics of the pages the ruling rests on, in the order it cites them.
func (r *Ruling) Topics() []string {
	var out []string
	for _, ref := range r.RestsOn {
		if !slices.Contains(out, ref.Topic) {
			out = append(out, ref.Topic)
		}
	}
	return out
}

// URL is the ruling's path on the site.
func (r *Ruling) URL() string { return "/rulings/" + r.ID }

// Term is one glossary entry of one era.
type Term struct {
	Era        string
	Term       string
	Slug       string
	Aliases    []string
	Topic      string
	Definition string
	HTML       string
}

// URL is the term's place on its era's glossary page.
func (t *Term) URL() string { return "/glossary/" + t.Era + "#" + t.Slug }

// Exclusion is a rulebook section deliberately left out of the digest.
type Exclusion struct {
	File    string `yaml:"file"`
	Section string `yaml:"section"`
	Why     string `yaml:"why"`
}
