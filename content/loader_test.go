package content

import (
	"errors"
	"io/fs"
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

// fixture returns the valid corpus in testdata/good with some files replaced (an empty string
// deletes the file).
func fixture(t *testing.T, changes map[string]string) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	root := os.DirFS("testdata/good")
	err := fs.WalkDir(root, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(root, p)
		m[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for p, data := range changes {
		if data == "" {
			delete(m, p)
			continue
		}
		m[p] = &fstest.MapFile{Data: []byte(data)}
	}
	return m
}

func TestLoadGood(t *testing.T) {
	c, err := Load(fixture(t, nil))
	if err != nil {
		t.Fatalf("Load(good) = %v", err)
	}
	if got, want := len(c.Rules), 6; got != want {
		t.Errorf("len(Rules) = %d; want %d", got, want)
	}
	r, ok := c.Rule("sm", "burned")
	if !ok {
		t.Fatal(`Rule("sm", "burned") not found`)
	}
	wantBlocks := []string{"burned-1", "burned-2", "burned-3", "burned-4"}
	var got []string
	for _, b := range r.Blocks {
		got = append(got, b.Anchor)
	}
	if strings.Join(got, ",") != strings.Join(wantBlocks, ",") {
		t.Errorf("sm/burned anchors = %v; want %v", got, wantBlocks)
	}
	if b, _ := r.Block(3); b.Text != "On tails, put 2 damage counters on it." {
		t.Errorf("sm/burned#3 text = %q", b.Text)
	}
	for _, want := range []string{
		`<li id="burned-2" class="anchored">`,
		`<a class="anchor" href="#burned-2"`,
		`<a href="/glossary/sm#damage-counter" class="term">damage counters</a>`,
		`<a href="/glossary/sm#bench" class="term">Bench</a>`,
	} {
		if !strings.Contains(r.HTML, want) {
			t.Errorf("sm/burned HTML lacks %q:\n%s", want, r.HTML)
		}
	}
	if n := strings.Count(r.HTML, "/glossary/sm#bench"); n != 1 {
		t.Errorf("sm/burned links Bench %d times; want once", n)
	}
	if got := c.RulingsCiting("hgss", "burned"); len(got) != 1 || got[0].ID != "burned-then-bench" {
		t.Errorf("RulingsCiting(hgss, burned) = %v; want [burned-then-bench]", got)
	}
	if got := c.RulingsCiting("xy", "burned"); len(got) != 0 {
		t.Errorf("RulingsCiting(xy, burned) = %v; want none", got)
	}
	if got := len(c.RulesForTopic("burned")); got != 3 {
		t.Errorf("RulesForTopic(burned) has %d pages; want 3", got)
	}
}

func TestLoadProblems(t *testing.T) {
	const goodRule = "---\ntopic: burned\ntitle: Burned\nera: xy\nsummary: s\nsources:\n  - {file: xy-2013-kalos-starter-set.txt, section: Burned, page: 15, paragraphs: [1]}\n---\nBody.\n"
	tests := []struct {
		name string
		file string
		data string
		want string // the problem, as file:line: message (a prefix of it)
	}{
		{"no front matter", "xy/rules/burned.md", "Just text.\n", "xy/rules/burned.md:1: want front matter"},
		{"unclosed front matter", "xy/rules/burned.md", "---\ntopic: burned\n", "xy/rules/burned.md:1: front matter is not closed"},
		{"bad yaml", "xy/rules/burned.md", "---\ntopic: [burned\n---\nBody\n", "xy/rules/burned.md: front matter is not valid YAML"},
		{"unknown key", "xy/rules/burned.md", strings.Replace(goodRule, "summary: s\n", "summary: s\ncolour: red\n", 1), `xy/rules/burned.md:6: unknown key "colour"`},
		{"wrong type", "xy/rules/burned.md", strings.Replace(goodRule, "summary: s\n", "summary: s\nsee: 7\n", 1), "xy/rules/burned.md:6: see: wrong kind of value"},
		{"unknown topic", "xy/rules/burnt.md", strings.Replace(goodRule, "topic: burned", "topic: burnt", 1), `xy/rules/burnt.md:2: unknown topic "burnt"`},
		{"topic not file name", "xy/rules/retreat.md", goodRule, `xy/rules/retreat.md:2: topic "burned" does not match the file name`},
		{"era not folder", "xy/rules/burned.md", strings.Replace(goodRule, "era: xy", "era: bw", 1), `xy/rules/burned.md:4: era "bw" does not match the folder "xy" (known eras: hgss, xy, sm)`},
		{"source from another era", "xy/rules/burned.md", strings.Replace(goodRule, "xy-2013-kalos-starter-set.txt", "sm-2018-sun-and-moon.txt", 1), `xy/rules/burned.md:7: source file "sm-2018-sun-and-moon.txt" is not a rulebook of era xy`},
		{"unknown see", "xy/rules/burned.md", strings.Replace(goodRule, "summary: s\n", "summary: s\nsee: [retreat, wake-up]\n", 1), `xy/rules/burned.md:6: see: unknown topic "wake-up"`},
		{"empty body", "xy/rules/burned.md", strings.Replace(goodRule, "Body.\n", "", 1), "xy/rules/burned.md:9: the page has no body"},
		{"ruling anchor past the page", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [hgss]\nrests_on:\n  - hgss/burned#9\n---\nNo.\n", "rulings/burned-then-bench.md:8: rests_on hgss/burned#9: page hgss/rules/burned.md has 4 anchored paragraphs"},
		{"ruling unknown era", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [hgss, bw]\nrests_on: [hgss/burned#1]\n---\nNo.\n", `rulings/burned-then-bench.md:6: unknown era "bw"`},
		{"ruling topic missing", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [hgss]\nrests_on:\n  - hgss/confused#1\n---\nNo.\n", `rulings/burned-then-bench.md:8: rests_on hgss/confused#1: era hgss has no page for topic "confused"`},
		{"ruling anchor not a number", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [hgss]\nrests_on:\n  - hgss/burned#two\n---\nNo.\n", `rulings/burned-then-bench.md:8: rule reference "hgss/burned#two": anchor "two" is not a positive number`},
		{"ruling era without citation", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [hgss, xy]\nrests_on: [hgss/burned#1]\n---\nNo.\n", "rulings/burned-then-bench.md:7: rests_on cites no rule of era xy"},
		{"ruling id not file name", "rulings/burned-then-bench.md", "---\nid: other\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [hgss]\nrests_on: [hgss/burned#1]\n---\nNo.\n", `rulings/burned-then-bench.md:2: id "other" does not match`},
		{"ruling without answer", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nreviewed: 2026-11-23\neras: [hgss]\nrests_on: [hgss/burned#1]\n---\nNo.\n", "rulings/burned-then-bench.md:2: front matter has no answer"},
		{"ruling bad review date", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 23/11/2026\neras: [hgss]\nrests_on: [hgss/burned#1]\n---\nNo.\n", `rulings/burned-then-bench.md:5: reviewed "23/11/2026" is not a date as YYYY-MM-DD`},
		{"ruling without review date", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\neras: [hgss]\nrests_on: [hgss/burned#1]\n---\nNo.\n", "rulings/burned-then-bench.md:2: front matter has no reviewed date"},
		{"duplicate topic", "topics.yaml", "- {id: burned, title: Burned, group: special-conditions}\n- {id: retreat, title: R, group: turn}\n- {id: burned, title: B, group: turn}\n", `topics.yaml:3: topic "burned" is listed twice`},
		{"unknown group", "topics.yaml", "- {id: burned, title: Burned, group: special-conditions}\n- {id: retreat, title: R, group: moves}\n", `topics.yaml:2: topic "retreat": unknown group "moves"`},
		{"duplicate term", "sm/glossary.yaml", "- term: Bench\n  definition: a\n- term: bench\n  definition: b\n", `sm/glossary.yaml:3: term "bench" is already defined at line 1`},
		{"term without definition", "sm/glossary.yaml", "- term: Bench\n", `sm/glossary.yaml:1: term "Bench" has no definition`},
		{"glossary missing", "sm/glossary.yaml", "", "sm/glossary.yaml: missing"},
		{"differences: unknown topic", "differences.yaml", "- topic: burnt\n  points:\n    - what: x\n", `differences.yaml:1: unknown topic "burnt"`},
		{"differences: cite past the page", "differences.yaml", "- topic: burned\n  points:\n    - what: Heads\n      hgss: {says: no, cite: \"burned#9\"}\n      xy: {says: no, cite: \"burned#1\"}\n      sm: {says: yes, cite: \"burned#1\"}\n", "differences.yaml:4: hgss: cite hgss/burned#9 does not exist"},
		{"differences: era with a page left out", "differences.yaml", "- topic: burned\n  points:\n    - what: Heads\n      hgss: {says: no, cite: \"burned#1\"}\n      xy: {says: no, cite: \"burned#1\"}\n", `differences.yaml:3: "Heads": era sm has a page for burned: say what it says`},
		{"source without paragraphs", "xy/rules/burned.md", strings.Replace(goodRule, ", paragraphs: [1]", "", 1), `xy/rules/burned.md:7: source "Burned" names no paragraphs`},
		{"paragraph without source", "xy/rules/burned.md", goodRule + "\nA second paragraph.\n", `xy/rules/burned.md:11: paragraph 2 ("A second paragraph.") rests on no source`},
		{"list item without source", "xy/rules/burned.md", goodRule + "\n1. Step one.\n", `xy/rules/burned.md:11: paragraph 2 ("Step one.") rests on no source`},
		{"source past the page", "xy/rules/burned.md", strings.Replace(goodRule, "paragraphs: [1]", "paragraphs: [1-3]", 1), `xy/rules/burned.md:7: source "Burned" names paragraph 3; the page has 1`},
		{"bad paragraph range", "xy/rules/burned.md", strings.Replace(goodRule, "paragraphs: [1]", "paragraphs: [3-1]", 1), `xy/rules/burned.md:7: paragraphs: "3-1" is not a paragraph number or a range like 2-5`},
		{"silent paragraph counts", "xy/rules/burned.md", strings.Replace(goodRule, "paragraphs: [1]", "paragraphs: [], silent: [2]", 1), `xy/rules/burned.md:7: source "Burned" names paragraph 2; the page has 1`},
		{"official ruling older era", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [hgss, sm]\nrests_on: [hgss/burned#1, sm/burned#1]\nofficial:\n  - {source: TPCi Rules Team, date: 2014-09-25, url: \"https://compendium.pokegym.net/category/gameplay/\"}\n---\nNo.\n", "rulings/burned-then-bench.md:6: era hgss ended in 2011, before the ruling was issued (2014-09-25)"},
		{"official source speaks for an era that ended", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [hgss, sm]\nrests_on: [hgss/burned#1, sm/burned#1]\nofficial:\n  - {source: TPCi Rules Team, date: 2017-02-02, eras: [hgss], url: \"https://compendium.pokegym.net/\"}\n---\nNo.\n", "rulings/burned-then-bench.md:9: official source 1 (2017-02-02) speaks for era hgss, which ended in 2011"},
		{"official source bad date", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [sm]\nrests_on: [sm/burned#1]\nofficial:\n  - {source: TPCi Rules Team, date: 25/09/2014, url: \"https://compendium.pokegym.net/\"}\n---\nNo.\n", `rulings/burned-then-bench.md:9: official source 1: date "25/09/2014" is not a date`},
		{"official source without url", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [sm]\nrests_on: [sm/burned#1]\nofficial:\n  - {source: TPCi Rules Team, date: 2014-09-25}\n---\nNo.\n", `rulings/burned-then-bench.md:9: official source 1: url "" is not an https address`},
		{"changes without official source", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [sm]\nrests_on: [sm/burned#1]\nchanges: [sm/burned#2]\n---\nNo.\n", "rulings/burned-then-bench.md:8: changes sm/burned#2: only an official ruling can change"},
		{"changes past the page", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [sm]\nrests_on: [sm/burned#1]\nchanges: [sm/burned#9]\nofficial:\n  - {source: TPCi Rules Team, date: 2019-01-01, url: \"https://compendium.pokegym.net/\"}\n---\nNo.\n", "rulings/burned-then-bench.md:8: changes sm/burned#9: page sm/rules/burned.md has 4 anchored paragraphs"},
		{"changes in an era the ruling skips", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [sm]\nrests_on: [sm/burned#1]\nchanges: [hgss/burned#2]\nofficial:\n  - {source: TPCi Rules Team, date: 2019-01-01, url: \"https://compendium.pokegym.net/\"}\n---\nNo.\n", "rulings/burned-then-bench.md:8: changes hgss/burned#2: the ruling does not hold in era hgss"},
		{"settles without official source", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [sm]\nrests_on: [sm/burned#1]\nsettles: [sm/burned#2]\n---\nNo.\n", "rulings/burned-then-bench.md:8: settles sm/burned#2: only an official ruling can settle"},
		{"superseded by a missing ruling", "rulings/burned-then-bench.md", "---\nid: burned-then-bench\nquestion: q?\nanswer: a\nreviewed: 2026-11-23\neras: [sm]\nrests_on: [sm/burned#1]\nsuperseded_by: newer-one\n---\nNo.\n", `rulings/burned-then-bench.md:8: superseded_by "newer-one": there is no such ruling`},
		{"exclusion without reason", "sm/exclusions.yaml", "- {file: sm-2018-sun-and-moon.txt, section: CREDITS}\n", `sm/exclusions.yaml:1: exclusion of "CREDITS" gives no reason`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Load(fixture(t, map[string]string{tt.file: tt.data}))
			if err == nil {
				t.Fatalf("Load = nil; want %q", tt.want)
			}
			if !errors.Is(err, ErrInvalid) {
				t.Errorf("errors.Is(err, ErrInvalid) = false for %v", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Load = %v; want a problem %q", err, tt.want)
			}
		})
	}
}

func TestDifferences(t *testing.T) {
	const file = "- topic: burned\n  points:\n    - what: Does heads cure it?\n      hgss: {says: \"No\", cite: \"burned#3\"}\n      xy: {says: \"No\", cite: \"burned#3\"}\n      sm: {says: \"Yes\", cite: \"retreat#1\"}\n"
	c, err := Load(fixture(t, map[string]string{"differences.yaml": file}))
	if err != nil {
		t.Fatal(err)
	}
	got := c.Differences("burned")
	want := "Does heads cure it?; hgss: No (hgss/burned#3); xy: No (xy/burned#3); sm: Yes (sm/retreat#1)"
	if len(got) != 1 || got[0].String() != want {
		t.Errorf("Differences(burned) = %v; want [%s]", got, want)
	}
	if got := c.Differences("retreat"); len(got) != 0 {
		t.Errorf("Differences(retreat) = %v; want none", got)
	}
}

func TestParseRef(t *testing.T) {
	tests := []struct {
		in      string
		want    Ref
		wantURL string
		wantErr bool
	}{
		{in: "sm/between-turns#2", want: Ref{"sm", "between-turns", 2}, wantURL: "/rules/sm/between-turns#between-turns-2"},
		{in: "hgss/knockout", want: Ref{"hgss", "knockout", 0}, wantURL: "/rules/hgss/knockout"},
		{in: "hgss", wantErr: true},
		{in: "/burned#1", wantErr: true},
		{in: "xy/burned#0", wantErr: true},
		{in: "xy/burned#-1", wantErr: true},
	}
	for _, tt := range tests {
		got, err := ParseRef(tt.in)
		if tt.wantErr {
			if err == nil {
				t.Errorf("ParseRef(%q) = %v; want an error", tt.in, got)
			}
			continue
		}
		if err != nil || got != tt.want || got.URL() != tt.wantURL || got.String() != tt.in {
			t.Errorf("ParseRef(%q) = %v (%q), %v; want %v (%q)", tt.in, got, got.URL(), err, tt.want, tt.wantURL)
		}
	}
}

func TestSlug(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Active Pokémon", "active-pokemon"},
		{"Pokémon LV.X", "pokemon-lvx"},
		{"Owner's Pokémon", "owners-pokemon"},
		{"What's Sudden Death?", "whats-sudden-death"},
		{"  --Bench--  ", "bench"},
	}
	for _, tt := range tests {
		if got := Slug(tt.in); got != tt.want {
			t.Errorf("Slug(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}
