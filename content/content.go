// Package content holds rulesd's rules digest, rulings and glossary, written in rulesd's own
// words, and loads and validates them. The format is described in docs/content-format.md.
package content

import (
	"fmt"
	"strconv"
	"strings"
)

// Era is one set of rules in force for a group of rulebooks.
type Era struct {
	ID        string   // hgss, xy, sm
	Name      string   // shown to people
	Years     string   // the years its rulebooks were printed
	Rulebooks []string // file names in the rulebook folder
}

// Eras lists the eras rulesd knows, oldest first. Every document carries one of these ids.
var Eras = []Era{
	{ID: "hgss", Name: "HeartGold & SoulSilver", Years: "2010–2011", Rulebooks: []string{
		"hgss-2010-hs-unleashed.txt", "hgss-2010-hs-triumphant.txt", "hgss-2011-call-of-legends.txt"}},
	{ID: "xy", Name: "XY", Years: "2013–2016", Rulebooks: []string{"xy-2013-kalos-starter-set.txt"}},
	{ID: "sm", Name: "Sun & Moon", Years: "2017–2019", Rulebooks: []string{"sm-2018-sun-and-moon.txt"}},
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

// Source names the rulebook section a rule page rests on.
type Source struct {
	File    string `yaml:"file"`
	Section string `yaml:"section"`
	Page    int    `yaml:"page"`
}

// Block is one anchored paragraph or list item of a rule page.
type Block struct {
	N      int    // 1-based position among the page's anchored blocks
	Anchor string // HTML id: <topic>-<n>
	Text   string // plain text, for search and previews
}

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

	sourceLines []int // the line of each Sources entry, for error messages
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
	Eras     []string
	RestsOn  []Ref
	Scenario string
	Body     string
	HTML     string
	Path     string

	refLines []int // the line of each RestsOn entry, for error messages
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
