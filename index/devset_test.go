package index

import (
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/content"
)

// update rewrites the golden files of the question sets with the results of this run.
var update = flag.Bool("update", false, "rewrite testdata/{devset,heldout}*.golden with this run's results")

// devsetDepth is how many hits are looked at; a page found further down counts as missed.
const devsetDepth = 10

// questionSet is a set of questions as players type them, each with the pages that answer it
// best. The search must put one of them first in top1 of the questions, and among the first
// three in top3.
type questionSet struct {
	name string
	file string
	// golden is the golden file of the index without rulebooks; the rulebooks variant adds
	// "-rulebooks" before its extension.
	golden     string
	min        int // the fewest questions the set may hold
	top1, top3 float64
}

// questionSets are the development set, which the query plan is tuned on, and the held-out
// set, written apart and never tuned against: a change that helps the first and hurts the
// second fits the development set rather than players' questions.
var questionSets = []questionSet{
	{name: "devset", file: "testdata/devset.yaml", golden: "testdata/devset.golden", min: 150, top1: 0.93, top3: 0.98},
	{name: "heldout", file: "testdata/heldout.yaml", golden: "testdata/heldout.golden", min: 40, top1: 0.92, top3: 1},
}

// devQuestion is one question of the development set.
type devQuestion struct {
	Q string `yaml:"q"`
	// Era is the era chosen beside the search box; "" when none is, and the question's own
	// words (if any) choose it.
	Era string `yaml:"era"`
	// Want are the paths of the pages that answer the question best, any one of them first.
	Want []string `yaml:"want"`
	// Shape marks the questions that are more than a topic: "clauses" for a question of two
	// clauses (the topic and what qualifies it), "card" for a card or mechanic in a situation.
	Shape string `yaml:"shape"`
}

func loadQuestions(t *testing.T, file string) []devQuestion {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var qs []devQuestion
	if err := yaml.Unmarshal(data, &qs); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return qs
}

// pagePath is a hit's address without its paragraph anchor.
func pagePath(url string) string {
	path, _, _ := strings.Cut(url, "#")
	return path
}

// devsetKind is the kind of page a path names.
func devsetKind(path string) string {
	for prefix, kind := range map[string]string{"/rules/": KindRule, "/rulings/": KindRuling, "/cards/": KindCard, "/scenarios/": KindExample} {
		if strings.HasPrefix(path, prefix) {
			return kind
		}
	}
	return ""
}

// TestDevsetIsSound checks each question set itself: enough questions, none twice (nor in
// two sets), each with pages the index holds, at least half of more than one clause or about
// a card in a situation, and every era and every kind of answer well represented.
func TestDevsetIsSound(t *testing.T) {
	ix, _, _ := embeddedIndexes(t)
	pages := map[string]*entry{}
	for _, e := range ix.entries {
		pages[e.hit.URL] = e
	}
	asked := map[string]string{} // question → the set that asks it
	for _, set := range questionSets {
		t.Run(set.name, func(t *testing.T) {
			for _, q := range loadQuestions(t, set.file) {
				key := strings.ToLower(q.Q)
				if other, ok := asked[key]; ok && other != set.name {
					t.Errorf("%s: %q is asked in %s too", set.file, q.Q, other)
				}
				asked[key] = set.name
			}
			checkQuestionSet(t, set, pages)
		})
	}
}

func checkQuestionSet(t *testing.T, set questionSet, pages map[string]*entry) {
	qs := loadQuestions(t, set.file)
	if len(qs) < set.min {
		t.Errorf("%s has %d questions; want at least %d", set.file, len(qs), set.min)
	}
	seen := map[string]bool{}
	shaped := 0
	byEra := map[string]int{}
	byKind := map[string]int{}
	for i, q := range qs {
		where := fmt.Sprintf("%s question %d (%q)", set.file, i+1, q.Q)
		key := q.Era + "|" + strings.ToLower(q.Q)
		if seen[key] {
			t.Errorf("%s: asked twice", where)
		}
		seen[key] = true
		if strings.TrimSpace(q.Q) == "" || len(q.Want) == 0 {
			t.Errorf("%s: want a question and at least one page", where)
		}
		if q.Era != "" && !slices.Contains(content.EraIDs(), q.Era) {
			t.Errorf("%s: era = %q; want one of %v or none", where, q.Era, content.EraIDs())
		}
		switch q.Shape {
		case "clauses", "card":
			shaped++
		case "":
		default:
			t.Errorf("%s: shape = %q; want clauses, card or none", where, q.Shape)
		}
		eras := map[string]bool{}
		for _, w := range q.Want {
			e, ok := pages[w]
			if !ok {
				t.Errorf("%s: page %s is not in the index", where, w)
				continue
			}
			if q.Era != "" && !slices.Contains(e.hit.Eras, q.Era) {
				t.Errorf("%s: page %s is not in era %s", where, w, q.Era)
			}
			for _, era := range e.hit.Eras {
				eras[era] = true
			}
		}
		if q.Era != "" {
			byEra[q.Era]++
		} else if len(eras) == 1 {
			for era := range eras {
				byEra[era]++
			}
		} else {
			byEra["any"]++
		}
		byKind[devsetKind(q.Want[0])]++
	}
	if 2*shaped < len(qs) {
		t.Errorf("%d of %d questions are marked clauses or card; want at least half", shaped, len(qs))
	}
	for _, era := range content.EraIDs() {
		if byEra[era] < len(qs)/8 {
			t.Errorf("%d questions are about era %s alone; want at least %d", byEra[era], era, len(qs)/8)
		}
	}
	for _, kind := range []string{KindRule, KindRuling, KindCard, KindExample} {
		if byKind[kind] < len(qs)/12 {
			t.Errorf("%d questions are best answered by a %s; want at least %d", byKind[kind], kind, len(qs)/12)
		}
	}
	t.Logf("%d questions, %d of them clauses or card; by era %v; by kind of answer %v", len(qs), shaped, byEra, byKind)
}

// devResult is where a question's answer came.
type devResult struct {
	rank  int    // 1 for first; 0 when not among the first devsetDepth hits
	first string // the first hit's path
}

// TestDevset runs each question set on the index as rulesd serves it, with and without the
// rulebooks, reports top-1 and top-3, fails below the set's floors, and compares each
// question's result with the set's golden file (go test -run TestDevset -update rewrites it).
func TestDevset(t *testing.T) {
	for _, set := range questionSets {
		t.Run(set.name, func(t *testing.T) { runQuestionSet(t, set) })
	}
}

func runQuestionSet(t *testing.T, set questionSet) {
	qs := loadQuestions(t, set.file)
	forEachEmbeddedIndex(t, func(t *testing.T, ix *Index) {
		results := make([]devResult, len(qs))
		top1, top3 := 0, 0
		for i, q := range qs {
			res, err := ix.Search(context.Background(), Query{Text: q.Q, Era: q.Era, Limit: devsetDepth})
			if err != nil {
				t.Fatalf("Search(%q, era %q) error: %v", q.Q, q.Era, err)
			}
			r := &results[i]
			for n, h := range res.Hits {
				if n == 0 {
					r.first = pagePath(h.URL)
				}
				if slices.Contains(q.Want, pagePath(h.URL)) {
					r.rank = n + 1
					break
				}
			}
			if r.rank == 1 {
				top1++
			}
			if r.rank >= 1 && r.rank <= 3 {
				top3++
			}
		}
		share1, share3 := float64(top1)/float64(len(qs)), float64(top3)/float64(len(qs))
		t.Logf("%s: %d questions, top-1 %d (%.1f%%), top-3 %d (%.1f%%)", set.name, len(qs), top1, 100*share1, top3, 100*share3)
		if share1 < set.top1 {
			t.Errorf("top-1 = %.1f%%; want at least %.0f%%", 100*share1, 100*set.top1)
		}
		if share3 < set.top3 {
			t.Errorf("top-3 = %.1f%%; want at least %.0f%%", 100*share3, 100*set.top3)
		}
		golden := set.golden
		if strings.HasSuffix(t.Name(), "+rulebooks") {
			golden = strings.TrimSuffix(golden, ".golden") + "-rulebooks.golden"
		}
		got := devsetGolden(set.file, qs, results, top1, top3)
		if *update {
			if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (go test -run TestDevset -update writes it)", err)
		}
		if got != string(want) {
			gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
			for i := range max(len(gl), len(wl)) {
				g, w := lineAt(gl, i), lineAt(wl, i)
				if g != w {
					t.Errorf("%s line %d = %q; want %q", golden, i+1, g, w)
				}
			}
			t.Errorf("results differ from %s; if the change is meant, go test -run TestDevset -update", golden)
		}
	})
}

func lineAt(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return ""
}

// devsetGolden is the golden file: the totals, then one line per question with the rank of
// its first wanted page ("-" when missed), the first hit, and the question.
func devsetGolden(file string, qs []devQuestion, results []devResult, top1, top3 int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s: rank of the first wanted page (- when not in the first %d), first hit, question\n", file, devsetDepth)
	fmt.Fprintf(&b, "# top-1 %d/%d, top-3 %d/%d\n", top1, len(qs), top3, len(qs))
	for i, q := range qs {
		rank := "-"
		if results[i].rank > 0 {
			rank = fmt.Sprint(results[i].rank)
		}
		first := results[i].first
		if first == "" {
			first = "(nothing)"
		}
		era := ""
		if q.Era != "" {
			era = " [" + q.Era + "]"
		}
		fmt.Fprintf(&b, "%s\t%s\t%s%s\n", rank, first, q.Q, era)
	}
	return b.String()
}
