package content

import (
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"github.com/rulesd/rulesd/content/rulebook"
)

// SectionKey normalises a rulebook heading for matching: case, curly quotes, punctuation and
// spacing do not count, so "WHAT’S SUDDEN DEATH?" and "What's Sudden Death?" are one heading.
func SectionKey(heading string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(heading) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteRune(r)
			space = false
		case r == '\'' || r == '’':
		default:
			space = true
		}
	}
	return b.String()
}

// CheckSources holds the digest against the rulebooks it cites, in both directions: every
// section heading of a loaded rulebook is cited by a page of its era or deliberately excluded,
// and every citation names a heading that exists. Rulebooks not loaded are not checked.
func (c *Corpus) CheckSources(books []*rulebook.Rulebook) error {
	var pl problemList
	headings := map[string]map[string]bool{} // file → heading keys
	for _, b := range books {
		keys := map[string]bool{}
		for _, h := range rulebook.Headings(b) {
			keys[SectionKey(h)] = true
		}
		headings[filepath.Base(b.File)] = keys
	}
	cited := map[string]map[string]bool{}
	cite := func(file, section string) {
		if cited[file] == nil {
			cited[file] = map[string]bool{}
		}
		cited[file][SectionKey(section)] = true
	}
	for _, r := range c.Rules {
		for i, s := range r.Sources {
			keys, loaded := headings[s.File]
			if !loaded {
				continue
			}
			if !keys[SectionKey(s.Section)] {
				pl.add(r.Path, r.sourceLines[i], "source section %q is not a heading of %s", s.Section, s.File)
			}
			cite(s.File, s.Section)
		}
	}
	for _, era := range Eras {
		for _, x := range c.Exclusions[era.ID] {
			if keys, loaded := headings[x.File]; loaded && !keys[SectionKey(x.Section)] {
				pl.add(era.ID+"/exclusions.yaml", 0, "excluded section %q is not a heading of %s", x.Section, x.File)
			}
			cite(x.File, x.Section)
		}
	}
	for _, b := range books {
		var missing []string
		for _, h := range rulebook.Headings(b) {
			if !cited[filepath.Base(b.File)][SectionKey(h)] {
				missing = append(missing, h)
			}
		}
		sort.Strings(missing)
		for _, h := range missing {
			pl.add(b.File, 0, "section %q is cited by no %s rule page and not excluded", h, b.Era)
		}
	}
	return pl.err()
}

// CitingRules returns the rule pages whose sources cite a section of a rulebook file.
func (c *Corpus) CitingRules(file, heading string) []*Rule {
	key := SectionKey(heading)
	var out []*Rule
	for _, r := range c.Rules {
		for _, s := range r.Sources {
			if s.File == file && SectionKey(s.Section) == key {
				out = append(out, r)
				break
			}
		}
	}
	return out
}
