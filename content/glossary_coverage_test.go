package content

import (
	"regexp"
	"strings"
	"testing"

	"github.com/rulesd/rulesd/content/rulebook"
	"github.com/rulesd/rulesd/content/rulebook/rulebooktest"
)

// A rulebook glossary entry opens with its term and a colon.
var glossaryEntry = regexp.MustCompile(`^([^:.!?]{2,40}?)\s*:\s+\S`)

// Every term of every rulebook glossary is in the era's glossary, under its own name or an
// alias (case, punctuation and a plural s aside).
func TestEveryRulebookGlossaryTermIsDefined(t *testing.T) {
	books, err := rulebook.Load(rulebooktest.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	c, err := LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range books {
		t.Run(b.ID, func(t *testing.T) {
			known := map[string]bool{}
			for _, term := range c.Glossary[b.Era] {
				for _, name := range append([]string{term.Term}, term.Aliases...) {
					known[termKey(name)] = true
				}
			}
			found := 0
			for _, s := range b.Sections {
				if SectionKey(s.Heading) != "glossary" {
					continue
				}
				for _, p := range s.Paragraphs() {
					m := glossaryEntry.FindStringSubmatch(p)
					if m == nil {
						continue
					}
					if notTerms[termKey(m[1])] {
						continue
					}
					found++
					if !known[termKey(m[1])] {
						t.Errorf("%s glossary term %q is not in content/%s/glossary.yaml", b.ID, m[1], b.Era)
					}
				}
			}
			if found < 20 {
				t.Errorf("read %d glossary terms from %s; want at least 20 (is the GLOSSARY section split right?)", found, b.ID)
			}
		})
	}
}

// notTerms are lines in a GLOSSARY section of the extracted text that are not glossary
// entries: a credits line that the two-column extraction put there.
var notTerms = map[string]bool{"graphic design": true}

// termKey matches terms loosely: "Hit Points (HP)" is the term Hit Points, and a plural s
// does not count.
func termKey(s string) string {
	if i := strings.Index(s, "("); i > 0 {
		s = s[:i]
	}
	k := SectionKey(s)
	k = strings.TrimSuffix(k, " s")
	if strings.HasSuffix(k, "s") && !strings.HasSuffix(k, "ss") {
		k = strings.TrimSuffix(k, "s")
	}
	return k
}
