package content

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/content/official"
)

// CompendiumURL is where the official rulings rulesd cites are collected, by category.
const CompendiumURL = "https://compendium.pokegym.net/"

// readOfficial reads and checks the fields of a ruling that tie it to official sources and to
// cards: official, cards, changes and superseded_by. Anchors and ruling ids are checked once
// everything is loaded (checkOfficialRefs).
func (c *Corpus) readOfficial(r *Ruling, f *rulingFront, file string, nodes map[string]*yaml.Node, line int, pl *problemList) {
	for i, o := range f.Official {
		at := itemLine(nodes, "official", i, line)
		o.Source, o.URL = strings.TrimSpace(o.Source), strings.TrimSpace(o.URL)
		if o.Source == "" {
			pl.add(file, at, "official source %d names no source (say who issued it: %q)", i+1, "HS—Unleashed FAQ, PUI Rules Team")
		}
		if _, err := time.Parse(time.DateOnly, o.Date); err != nil {
			pl.add(file, at, "official source %d: date %q is not a date as YYYY-MM-DD", i+1, o.Date)
		}
		if !strings.HasPrefix(o.URL, "https://") {
			pl.add(file, at, "official source %d: url %q is not an https address (link the Compendium page, %s…)", i+1, o.URL, CompendiumURL)
		}
		if o.Compendium < 0 {
			pl.add(file, at, "official source %d: compendium %d is not an entry number", i+1, o.Compendium)
		}
		r.Official = append(r.Official, o)
		r.officialLines = append(r.officialLines, at)
	}
	// Each source speaks for the eras it names, or for all the ruling's eras. An era some
	// source speaks for needs one issued before the era ended (later ones only confirm it);
	// an era no source speaks for rests on its rulebook alone.
	for i, o := range r.Official {
		for _, e := range o.Eras {
			if _, ok := LookupEra(e); !ok {
				pl.add(file, itemLine(nodes, "official", i, line), "official source %d: unknown era %q", i+1, e)
			} else if !slices.Contains(r.Eras, e) {
				pl.add(file, itemLine(nodes, "official", i, line), "official source %d speaks for era %s, which the ruling does not list", i+1, e)
			}
		}
	}
	for _, e := range r.Eras {
		era, ok := LookupEra(e)
		if !ok {
			continue
		}
		first := -1 // the oldest source that speaks for the era
		for i, o := range r.Official {
			if (len(o.Eras) == 0 || slices.Contains(o.Eras, e)) && (first < 0 || o.Date < r.Official[first].Date) {
				first = i
			}
		}
		if first < 0 {
			continue
		}
		o := r.Official[first]
		if year, _ := strconv.Atoi(o.Date[:min(4, len(o.Date))]); year > era.Until {
			if len(o.Eras) == 0 {
				pl.add(file, keyLine(nodes, "eras", line), "era %s ended in %d, before the ruling was issued (%s): leave it out of eras, or name the eras each source speaks for", e, era.Until, o.Date)
			} else {
				pl.add(file, itemLine(nodes, "official", first, line), "official source %d (%s) speaks for era %s, which ended in %d", first+1, o.Date, e, era.Until)
			}
		}
	}
	// Oldest first, each with its line.
	idx := make([]int, len(r.Official))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return strings.Compare(r.Official[a].Date, r.Official[b].Date) })
	sorted, lines := make([]Official, len(idx)), make([]int, len(idx))
	for i, j := range idx {
		sorted[i], lines[i] = r.Official[j], r.officialLines[j]
	}
	r.Official, r.officialLines = sorted, lines
	for i, id := range f.Cards {
		r.Cards = append(r.Cards, id)
		r.cardLines = append(r.cardLines, itemLine(nodes, "cards", i, line))
	}
	r.Changes, r.changeLines = readOfficialRefs(r, f.Changes, "changes", "change what a rulebook says", file, nodes, line, pl)
	r.Settles, r.settleLines = readOfficialRefs(r, f.Settles, "settles", "settle what a rulebook leaves open", file, nodes, line, pl)
	r.SupersededBy = strings.TrimSpace(f.SupersededBy)
	r.supLine = keyLine(nodes, "superseded_by", line)
	if r.SupersededBy == r.ID && r.ID != "" {
		pl.add(file, r.supLine, "superseded_by names the ruling itself")
	}
}

// readOfficialRefs reads a list of paragraphs an official ruling acts on (changes, settles):
// each must name a paragraph of an era the ruling holds in. It returns them with their lines.
func readOfficialRefs(r *Ruling, list []string, key, does, file string, nodes map[string]*yaml.Node, line int, pl *problemList) ([]Ref, []int) {
	var refs []Ref
	var lines []int
	for i, s := range list {
		at := itemLine(nodes, key, i, line)
		ref, err := ParseRef(s)
		switch {
		case err != nil:
			pl.add(file, at, "%v", err)
		case ref.N == 0:
			pl.add(file, at, "%s %q: name the paragraph, as era/topic#n", key, s)
		case !r.IsOfficial():
			pl.add(file, at, "%s %s: only an official ruling can %s (add its official sources)", key, ref, does)
		case !slices.Contains(r.Eras, ref.Era):
			pl.add(file, at, "%s %s: the ruling does not hold in era %s (its eras: %s)", key, ref, ref.Era, strings.Join(r.Eras, ", "))
		default:
			refs = append(refs, ref)
			lines = append(lines, at)
		}
	}
	return refs, lines
}

// checkOfficialRefs checks what needs every ruling and page loaded: the paragraphs a ruling
// changes, the ruling that supersedes it, and its cards. It links each superseded ruling
// to the rulings that replace it.
func (c *Corpus) checkOfficialRefs(pl *problemList) {
	for _, r := range c.Rulings {
		for i, ref := range r.Changes {
			rule, ok := c.checkParagraph(r, ref, "changes", r.changeLines[i], pl)
			if y := rulebookYear(rule); ok && y > 0 && r.Issued() != "" && r.Issued()[:4] < strconv.Itoa(y) {
				pl.add(r.Path, r.changeLines[i], "changes %s: the ruling (%s) is older than the era's rulebook (%d), which has the last word", ref, r.Issued(), y)
			}
		}
		for i, ref := range r.Settles {
			c.checkParagraph(r, ref, "settles", r.settleLines[i], pl)
		}
		if r.SupersededBy != "" {
			newer, ok := c.rulings[r.SupersededBy]
			switch {
			case !ok:
				pl.add(r.Path, r.supLine, "superseded_by %q: there is no such ruling", r.SupersededBy)
			case !newer.IsOfficial() || newer.Issued() < r.Issued():
				pl.add(r.Path, r.supLine, "superseded_by %q: only a newer official ruling can supersede this one", r.SupersededBy)
			default:
				newer.Supersedes = append(newer.Supersedes, r.ID)
			}
		}
		for i, o := range r.Official {
			if o.Compendium == 0 || c.Official == nil || len(c.Official.Entries) == 0 {
				continue
			}
			e, ok := c.Official.Entry(o.Compendium)
			switch {
			case !ok:
				pl.add(r.Path, r.officialLines[i], "official source %d: compendium %d is not in the list of official rulings considered (%s)", i+1, o.Compendium, official.ListFile)
			case !slices.ContainsFunc(e.Sources, func(s official.Source) bool { return s.Date == o.Date }):
				pl.add(r.Path, r.officialLines[i], "official source %d: compendium %d has no source dated %s", i+1, o.Compendium, o.Date)
			}
		}
		if c.cardIDs == nil {
			continue
		}
		for i, id := range r.Cards {
			if _, ok := c.cardIDs[id]; !ok {
				pl.add(r.Path, r.cardLines[i], "cards: there is no card %q in the sets rulesd covers", id)
			}
		}
	}
}

// checkParagraph reports a paragraph reference that names no page or no paragraph of it.
func (c *Corpus) checkParagraph(r *Ruling, ref Ref, key string, at int, pl *problemList) (*Rule, bool) {
	rule, ok := c.rules[ref.Era][ref.Topic]
	if !ok {
		pl.add(r.Path, at, "%s %s: era %s has no page for topic %q", key, ref, ref.Era, ref.Topic)
		return nil, false
	}
	if _, ok := rule.Block(ref.N); !ok {
		pl.add(r.Path, at, "%s %s: page %s has %d anchored paragraphs", key, ref, rule.Path, len(rule.Blocks))
		return rule, false
	}
	return rule, true
}

// rulebookYear is the year of the newest rulebook a page rests on (0 when it cites none).
func rulebookYear(r *Rule) int {
	y := 0
	if r == nil {
		return 0
	}
	for _, s := range r.Sources {
		if b, ok := Books[s.File]; ok && b.Year > y {
			y = b.Year
		}
	}
	return y
}

// RulingsAbout lists the rulings about a card: those whose cards name it or another printing
// of its name. A card is played in later eras than its own, so every era's rulings are
// listed; each says the eras it holds in.
func (c *Corpus) RulingsAbout(id, name string) []*Ruling {
	var out []*Ruling
	for _, r := range c.Rulings {
		for _, cid := range r.Cards {
			if cid == id || (c.cardIDs != nil && c.cardIDs[cid] == name) {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

// ChangedBy lists the official rulings that change a paragraph of a rule page.
func (c *Corpus) ChangedBy(era, topic string, n int) []*Ruling {
	return c.rulingsOn(era, topic, n, func(r *Ruling) []Ref { return r.Changes })
}

// SettledBy lists the official rulings that decide a point a paragraph says its rulebook
// leaves open.
func (c *Corpus) SettledBy(era, topic string, n int) []*Ruling {
	return c.rulingsOn(era, topic, n, func(r *Ruling) []Ref { return r.Settles })
}

func (c *Corpus) rulingsOn(era, topic string, n int, refs func(*Ruling) []Ref) []*Ruling {
	var out []*Ruling
	for _, r := range c.Rulings {
		for _, ref := range refs(r) {
			if ref.Era == era && ref.Topic == topic && ref.N == n {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

// OfficialLabel is a one-line citation of a ruling's official sources: "TPCi Rules Team,
// 2014-09-25".
func (r *Ruling) OfficialLabel() string {
	parts := make([]string, 0, len(r.Official))
	for _, o := range r.Official {
		parts = append(parts, fmt.Sprintf("%s, %s", o.Source, o.Date))
	}
	return strings.Join(parts, "; ")
}

// CardName is the printed name of a card the corpus knows by id.
func (c *Corpus) CardName(id string) (string, bool) {
	n, ok := c.cardIDs[id]
	return n, ok
}

// RulingAnchorPrefix starts an engine anchor that cites a ruling instead of a rule paragraph:
// "ruling:confusion-flip-timing".
const RulingAnchorPrefix = "ruling:"
