// Package views renders rulesd's HTML pages. Each page has its own .templ file and takes a
// plain page struct that the handlers fill in; views do no lookups of their own.
package views

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"github.com/rulesd/rulesd/content"
)

// SiteName is shown in titles and link previews.
const SiteName = "rulesd"

// Meta is what every page's <head> and navigation need.
type Meta struct {
	Title       string // page title, without the site name
	Description string // one sentence, for search engines and link previews
	Path        string // the page's canonical path and query, e.g. /rules/sm/burned
	BaseURL     string // scheme://host with no trailing slash; "" leaves links relative
	OGType      string // "website" (default) or "article"
	Era         string // the page's era, preselected in the navigation's era picker
	Query       string // text shown in the navigation's search box
	HTMX        bool   // load htmx: only the search page needs it
	NoIndex     bool   // error pages ask search engines not to index them
	NavSearch   bool   // show the search box in the navigation (the search page has its own)
	// APIURL is this page's JSON (/api/rules/sm/burned), linked from the footer; empty for a
	// page with no JSON of its own, whose footer links the search API.
	APIURL string
	// OGURL is the address link previews name, when it is not the canonical one (a paragraph's
	// shareable link). Refresh sends a browser on to this address at once (a paragraph's
	// place on its page), while link previews read this page's tags.
	OGURL   string
	Refresh string
}

// ogURL is og:url: OGURL, or the canonical address.
func (m Meta) ogURL() string {
	if m.OGURL != "" {
		return m.OGURL
	}
	return m.URL()
}

// oembedURL is the page's oEmbed address, when the site's address is known.
func (m Meta) oembedURL() string {
	if m.BaseURL == "" || m.NoIndex {
		return ""
	}
	return m.BaseURL + "/oembed?url=" + url.QueryEscape(m.ogURL())
}

// apiURL is the footer's JSON API link.
func (m Meta) apiURL() string {
	if m.APIURL != "" {
		return m.APIURL
	}
	return "/api/search?q=burned"
}

// FullTitle is the <title>: the page title and the site name.
func (m Meta) FullTitle() string {
	if m.Title == "" {
		return SiteName
	}
	return m.Title + " · " + SiteName
}

// URL is the page's absolute address when BaseURL is known.
func (m Meta) URL() string { return m.BaseURL + m.Path }

func (m Meta) ogType() string {
	if m.OGType == "" {
		return "website"
	}
	return m.OGType
}

// Link is a titled link, with an optional note shown beside it.
type Link struct {
	Title string
	URL   string
	Note  string
	Eras  []string // the eras the linked thing holds in, shown as badges (rulings)
}

// EraLink is one era's version of the current page. URL is empty when the era has none.
type EraLink struct {
	ID      string
	Name    string
	URL     string
	Current bool
}

// EraName is the era's display name, or the id itself for an unknown era.
func EraName(id string) string {
	if e, ok := content.LookupEra(id); ok {
		return e.Name
	}
	return id
}

// EraLabel names the era with the rulebooks it rests on, or the id itself for an unknown era.
func EraLabel(id string) string {
	if e, ok := content.LookupEra(id); ok {
		return e.Label()
	}
	return id
}

func glossaryURL(era string) string {
	if era == "" {
		return "/glossary"
	}
	return "/glossary/" + era
}

func itoa(n int) string { return strconv.Itoa(n) }

// listSep is what follows item i of n in a sentence: a comma, or the closing full stop.
func listSep(i, n int) string {
	if i == n-1 {
		return "."
	}
	return ", "
}

// HomePage lists every topic by group, with a link to each era's page.
type HomePage struct {
	Groups  []TopicGroup
	Rulings []Link
	Eras    []EraLegend // what each era code means
}

// EraLegend explains one era code: its name and rulebooks, linked to their contents.
type EraLegend struct {
	ID        string
	Name      string
	Rulebooks []Link
}

// TopicGroup is one heading of the home page.
type TopicGroup struct {
	ID     string
	Title  string
	Topics []TopicRow
}

// TopicRow is one topic with its page in each era.
type TopicRow struct {
	ID         string
	Title      string
	URL        string    // where the title leads: the eras compared, or the one era's page
	Eras       []EraLink // every era; URL empty where the era has no page
	CompareURL string    // empty unless at least two eras have a page
}

// RulePage is one era's page for a topic.
type RulePage struct {
	Rule       *content.Rule
	Eras       []EraLink // every era; this one Current
	CompareURL string
	Sources    []SourceLink   // every source as the front matter lists it, one per rulebook
	Citations  []CitationLink // the same, one per section: hgss books printing it alike are named together
	Gaps       EraGaps        // what the era's rulebooks do not cover, if anything
	See        []Link
	Rulings    []Link
	Examples   []Link // the worked examples that teach the topic in this era
}

// SourceLink is a rulebook section a rule rests on, linked to its text when rulebooks are
// loaded.
type SourceLink struct {
	File     string
	Rulebook string // the rulebook's title, or the file name when it is not loaded
	Section  string
	Page     int
	URL      string // the section's page on this site; empty when not loaded
}

// EraGaps is an era's note on what its rulebooks leave out, with links to where rulesd
// covers it.
type EraGaps struct {
	Text  string
	Links []Link
}

// CitationLink is one rulebook section a rule page cites, naming every book that prints it.
type CitationLink struct {
	Section string
	Where   string // the books and pages, e.g. "Sun & Moon rulebook (2018), p. 15"
	URL     string // the section's text on this site (first loaded book); empty when none is loaded
}

// ComparePage shows a topic in every era side by side.
type ComparePage struct {
	Topic   string
	Title   string
	Glance  []GlanceRow // what differs, point by point; may be empty
	Eras    []string    // the eras of the at-a-glance table's columns, oldest first
	Columns []CompareColumn
}

// GlanceRow is one point of the at-a-glance table: the question and each era's short answer
// (indexed like ComparePage.Eras; an empty Says means the era has no such rule).
type GlanceRow struct {
	What  string
	Cells []GlanceCell
}

// GlanceCell is one era's answer with the paragraph it rests on.
type GlanceCell struct {
	Says   string
	URL    string
	Anchor string // era/topic#n, shown to judges who cite it
}

// GlossaryPage is one era's glossary.
type GlossaryPage struct {
	Era   content.Era
	Eras  []EraLink
	Terms []GlossaryTerm
}

// GlossaryTerm is a term with the rule page that explains it, if any.
type GlossaryTerm struct {
	*content.Term
	TopicURL   string
	TopicTitle string
}

// Letters are the initials of the terms, in order, for the A–Z jump list.
func (g GlossaryPage) Letters() []string {
	var out []string
	for _, t := range g.Terms {
		l := initial(t.Term.Term)
		if len(out) == 0 || out[len(out)-1] != l {
			out = append(out, l)
		}
	}
	return out
}

func initial(s string) string {
	for _, r := range strings.ToUpper(s) {
		return string(r)
	}
	return ""
}

// RulingPage is one ruling with the rule paragraphs it rests on.
type RulingPage struct {
	Ruling      *content.Ruling
	Refs        []RefLink
	Sources     []RulingSourceLink // the rulebook sections, per era
	ScenarioURL string
	Cards       []Link // the cards the ruling is about
	Changes     []RefLink
	// SupersededBy and Supersedes link the newer ruling that replaces this one and the
	// older ones this one replaces.
	SupersededBy *Link
	Supersedes   []Link
}

// RulingSourceLink is one rulebook section a ruling rests on, in one era.
type RulingSourceLink struct {
	Era string
	CitationLink
}

// RulingsPage lists every ruling, grouped by topic, optionally for one era.
type RulingsPage struct {
	Era    string // "" for every era
	Eras   []content.Era
	Groups []RulingGroup
	Count  int
	// Topic and Card narrow the list (a topic id, a card id); CardName names the card.
	Topic, Card, CardName string
	Topics                []content.Topic // every topic, for the filter
}

// RulingGroup is one topic's rulings.
type RulingGroup struct {
	Topic   string
	Title   string
	Rulings []*content.Ruling
}

// RefLink is one cited paragraph: "sm/burned#4", its page and text.
type RefLink struct {
	Ref       string
	URL       string
	Era       string
	RuleTitle string
	Text      string
}

// RulebookPage is one section of an original rulebook.
type RulebookPage struct {
	RulebookID    string
	RulebookTitle string
	File          string
	Era           string
	Heading       string
	URL           string // the section's own page
	Page          int
	Paragraphs    []string
	CitedBy       []Link // digest pages whose sources cite this section
	AlsoIn        []Link // the same section in the era's other rulebooks, printed alike
	Prev, Next    *Link  // neighbouring sections of the same rulebook
}

// ErrorPage explains what went wrong with a request.
type ErrorPage struct {
	Status  int
	Title   string
	Message string
	Links   []Link // where to go instead, e.g. the known eras
}

// SearchPage is the search form and, once a query is given, its results.
type SearchPage struct {
	Q        string
	Era      string
	Kind     string
	Rulebook string
	Set      string // a card set id (cards only)
	Advanced bool
	Limit    int // 0: the default; kept in links only when set

	Offset  int  // hits skipped: the page of results shown starts after them
	Literal bool // era words in the text are searched for, not read as the era

	Searched bool // a query was run (an empty box shows only the form)
	Total    uint64
	Fuzzy    bool // some words matched only by close spelling
	Hits     []SearchHit
	Facets   []Facet
	Kinds    []Option // choices for the kind filter

	// InEra is the era the hits are from: the one chosen, or the one read from the question
	// (EraFromQuery, named by EraWords), which UndoEraURL searches without.
	InEra        string
	EraFromQuery string
	EraWords     string
	UndoEraURL   string
	// DidYouMean is the question with unknown words respelled, each marked Changed, and the
	// search for it.
	DidYouMean    []SuggestedWord
	DidYouMeanURL string
	Common        []string // words left out as too common
	Unknown       []string // words found nowhere
	// The page of results: From and To count from 1; links to the pages before and after.
	From, To         int
	PrevURL, NextURL string
}

// SuggestedWord is one word of a "did you mean" suggestion.
type SuggestedWord struct {
	Text    string
	Changed bool // respelled from what was typed
}

// Option is one choice of a select box.
type Option struct {
	Value string
	Label string
}

// SearchHit is one result.
type SearchHit struct {
	ID      string
	Kind    string
	Era     string
	Title   string
	URL     string
	Where   string // e.g. the rulebook, section and page of a rulebook hit
	Snippet string // safe HTML from the index, with <mark> around matched words

	Eras  []string // every era the document holds in (a ruling may hold in all three)
	Books []Link   // the rulebooks that print this same section, each linked to its copy
}

// Facet is the count of results by one field (era, kind, rulebook).
type Facet struct {
	Field  string // the query parameter it filters: era, kind, rulebook
	Title  string
	Values []FacetValue
}

// FacetValue is one value of a facet with its count and the link that filters by it.
type FacetValue struct {
	Term     string
	Label    string
	Count    int
	URL      string // toggles the filter: selects it, or clears it when selected
	Selected bool
}

// URLWith is the search page's URL with one parameter set (or removed, when value is empty),
// keeping every other parameter.
func (p SearchPage) URLWith(key, value string) string {
	v := url.Values{}
	set := func(k, s string) {
		if k == key {
			s = value
		}
		if s != "" {
			v.Set(k, s)
		}
	}
	set("q", p.Q)
	set("era", p.Era)
	set("kind", p.Kind)
	set("rulebook", p.Rulebook)
	set("set", p.Set)
	adv := ""
	if p.Advanced {
		adv = "1"
	}
	set("advanced", adv)
	lim := ""
	if p.Limit > 0 {
		lim = strconv.Itoa(p.Limit)
	}
	set("limit", lim)
	lit := ""
	if p.Literal {
		lit = "1"
	}
	set("literal", lit)
	// Any other change starts again at the first page.
	if key == "offset" {
		set("offset", value)
	}
	if len(v) == 0 {
		return "/search"
	}
	return "/search?" + v.Encode()
}

// KindLabel is how a kind of document is named on the page.
func KindLabel(kind string) string {
	switch kind {
	case "rule":
		return "Rule"
	case "ruling":
		return "Ruling"
	case "term", "glossary":
		return "Glossary"
	case "rulebook":
		return "Rulebook text"
	case "scenario", "example":
		return "Worked example"
	case "card":
		return "Card"
	}
	return kind
}

func totalText(n uint64) string {
	if n == 1 {
		return "1 result"
	}
	return strconv.FormatUint(n, 10) + " results"
}

// pageText is ", page 15", or nothing when the page is not known.
func pageText(page int) string {
	if page <= 0 {
		return ""
	}
	return ", page " + strconv.Itoa(page)
}

// plural counts a noun: "1 step", "3 steps".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return itoa(n) + " " + many
}

// cardPage is the address of a printed card's page, "" for a card made up for a worked
// example (example-…), which has none.
func cardPage(id string) string {
	if id == "" || strings.HasPrefix(id, "example-") {
		return ""
	}
	return "/cards/" + id
}

// eraNames names eras in words: "HeartGold & SoulSilver, XY and Sun & Moon".
func eraNames(ids []string) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = EraName(id)
	}
	switch len(names) {
	case 0:
		return "no era"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// officialLabel cites official sources: "PUI Rules Team, 2010-09-09; TPCi Rules Team, 2014-09-25".
func officialLabel(os []content.Official) string {
	parts := make([]string, len(os))
	for i, o := range os {
		parts[i] = o.Source + ", " + o.Date
	}
	return strings.Join(parts, "; ")
}

// rulingTestID marks a card's rulings: those with an official source apart from the rest.
func rulingTestID(r content.RulingLink) string {
	if len(r.Official) > 0 {
		return "card-ruling-official"
	}
	return "card-ruling"
}

// atURL is a stepping link's address for a page load: it opens at the event shown (#at), under
// the step bar, where htmx (which requests the address without it) scrolls to as well.
func atURL(u string) templ.SafeURL { return templ.SafeURL(u + "#at") }
