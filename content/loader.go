package content

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/content/official"
)

// Corpus is the whole validated digest: topics, every era's rule pages and glossary, rulings.
type Corpus struct {
	Topics     []Topic
	Rules      []*Rule                // by era (oldest first), then topic order
	Rulings    []*Ruling              // by id
	Glossary   map[string][]*Term     // era → terms, alphabetical
	Exclusions map[string][]Exclusion // era → sections left out of the digest

	topics      map[string]int
	rules       map[string]map[string]*Rule
	rulings     map[string]*Ruling
	differences map[string][]Difference // topic → what differs between eras
	cardNames   map[string][]CardName   // era → the card names rule pages and rulings link
	cardLinkers map[string]*linker      // era → the linker of those names
	cardIDs     map[string]string       // card id → name; nil when the corpus was loaded without cards

	// Official is the list of official rulings rulesd considers (content/official).
	Official *official.List
}

// maxAnswer bounds a ruling's short answer: what a judge reads aloud before the reasons.
const maxAnswer = 240

var idPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// Load reads and validates the corpus in fsys (laid out as docs/content-format.md says).
// Every problem found is reported, each with its file and line, as Problems.
func Load(fsys fs.FS) (*Corpus, error) { return LoadWithCards(fsys, nil) }

// LoadWithCards loads the corpus as Load does, and links the card names (per era) where
// rule pages and rulings mention them.
func LoadWithCards(fsys fs.FS, cards map[string][]CardName) (*Corpus, error) {
	return LoadWithCardIndex(fsys, &CardIndex{Names: cards})
}

// LoadWithCardIndex loads the corpus as LoadWithCards does, and checks the card ids rulings
// name against the index (when it has ids).
func LoadWithCardIndex(fsys fs.FS, cards *CardIndex) (*Corpus, error) {
	if cards == nil {
		cards = &CardIndex{}
	}
	c := &Corpus{
		cardNames:  cards.Names,
		cardIDs:    cards.ByID,
		Glossary:   map[string][]*Term{},
		Exclusions: map[string][]Exclusion{},
		topics:     map[string]int{},
		rules:      map[string]map[string]*Rule{},
		rulings:    map[string]*Ruling{},
	}
	var pl problemList
	if err := c.loadTopics(fsys, &pl); err != nil {
		return nil, err
	}
	for _, era := range Eras {
		if err := c.loadEra(fsys, era.ID, &pl); err != nil {
			return nil, err
		}
	}
	list, err := official.Load(fsys)
	if err != nil {
		return nil, err
	}
	c.Official = list
	if err := c.loadRulings(fsys, &pl); err != nil {
		return nil, err
	}
	c.checkReferences(&pl)
	if err := pl.err(); err != nil {
		return nil, err
	}
	if err := c.render(); err != nil {
		return nil, err
	}
	c.checkAnchors(&pl)
	c.checkOfficialRefs(&pl)
	c.checkCitations(&pl)
	if err := c.loadDifferences(fsys, &pl); err != nil {
		return nil, err
	}
	if err := pl.err(); err != nil {
		return nil, err
	}
	c.index()
	return c, nil
}

func (c *Corpus) loadTopics(fsys fs.FS, pl *problemList) error {
	const file = "topics.yaml"
	items, found, err := readList(fsys, file, "topics", pl)
	if err != nil {
		return err
	}
	if !found {
		return fmt.Errorf("load %s: %w", file, fs.ErrNotExist)
	}
	groups := map[string]bool{}
	for _, g := range Groups {
		groups[g.ID] = true
	}
	for _, item := range items {
		var t Topic
		decodeMapping(file, item, pl, map[string]any{"id": &t.ID, "title": &t.Title, "group": &t.Group})
		switch {
		case !idPattern.MatchString(t.ID):
			pl.add(file, item.Line, "topic id %q: want lowercase words joined by hyphens", t.ID)
		case t.Title == "":
			pl.add(file, item.Line, "topic %q has no title", t.ID)
		case !groups[t.Group]:
			pl.add(file, item.Line, "topic %q: unknown group %q", t.ID, t.Group)
		default:
			if _, dup := c.topics[t.ID]; dup {
				pl.add(file, item.Line, "topic %q is listed twice", t.ID)
				continue
			}
			c.topics[t.ID] = len(c.Topics)
			c.Topics = append(c.Topics, t)
		}
	}
	return nil
}

func (c *Corpus) loadEra(fsys fs.FS, era string, pl *problemList) error {
	c.rules[era] = map[string]*Rule{}
	files, err := fs.Glob(fsys, era+"/rules/*.md")
	if err != nil {
		return fmt.Errorf("load %s rules: %w", era, err)
	}
	for _, file := range files {
		data, err := fs.ReadFile(fsys, file)
		if err != nil {
			return fmt.Errorf("load %s: %w", file, err)
		}
		if r := parseRule(file, era, data, c.topics, pl); r != nil {
			c.rules[era][r.Topic] = r
			c.Rules = append(c.Rules, r)
		}
	}
	if err := c.loadGlossary(fsys, era, pl); err != nil {
		return err
	}
	return c.loadExclusions(fsys, era, pl)
}

type ruleFront struct {
	Topic, Title, Era, Summary string
	Sources                    []sourceEntry
	See, Aliases               []string
}

// sourceEntry is one entry of a page's sources as written: paragraphs are numbers or ranges
// ("2-5").
type sourceEntry struct {
	File       string   `yaml:"file"`
	Section    string   `yaml:"section"`
	Page       int      `yaml:"page"`
	Paragraphs []string `yaml:"paragraphs"`
	Silent     []string `yaml:"silent"`
}

// parseParagraphs reads a list of paragraph numbers and ranges ("3", "5-7").
func parseParagraphs(list []string) ([]int, error) {
	var out []int
	for _, item := range list {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(item), "-")
		a, err := strconv.Atoi(strings.TrimSpace(lo))
		b := a
		if err == nil && isRange {
			b, err = strconv.Atoi(strings.TrimSpace(hi))
		}
		if err != nil || a < 1 || b < a {
			return nil, fmt.Errorf("%q is not a paragraph number or a range like 2-5", item)
		}
		for n := a; n <= b; n++ {
			out = append(out, n)
		}
	}
	return out, nil
}

func parseRule(file, era string, data []byte, topics map[string]int, pl *problemList) *Rule {
	front, body, bodyLine, ok := splitFrontMatter(file, data, pl)
	if !ok {
		return nil
	}
	var f ruleFront
	srcNodes := decodeMapping(file, front, pl, map[string]any{
		"topic": &f.Topic, "title": &f.Title, "era": &f.Era, "summary": &f.Summary,
		"sources": &f.Sources, "see": &f.See, "aliases": &f.Aliases,
	})
	line := front.Line
	want := strings.TrimSuffix(path.Base(file), ".md")
	before := len(pl.ps)
	switch {
	case f.Topic == "":
		pl.add(file, line, "front matter has no topic")
	case f.Topic != want:
		pl.add(file, keyLine(srcNodes, "topic", line), "topic %q does not match the file name %q", f.Topic, want+".md")
	}
	if _, known := topics[f.Topic]; f.Topic != "" && !known {
		pl.add(file, keyLine(srcNodes, "topic", line), "unknown topic %q (not in topics.yaml)", f.Topic)
	}
	if f.Era != era {
		pl.add(file, keyLine(srcNodes, "era", line), "era %q does not match the folder %q (known eras: %s)", f.Era, era, strings.Join(EraIDs(), ", "))
	}
	if f.Title == "" {
		pl.add(file, line, "front matter has no title")
	}
	if f.Summary == "" {
		pl.add(file, line, "front matter has no summary")
	}
	if len(f.Sources) == 0 {
		pl.add(file, line, "front matter cites no sources")
	}
	eraInfo, _ := LookupEra(era)
	var sources []Source
	var paragraphLines []int
	for i, s := range f.Sources {
		sl := itemLine(srcNodes, "sources", i, line)
		src := Source{File: s.File, Section: s.Section, Page: s.Page}
		var err error
		if src.Paragraphs, err = parseParagraphs(s.Paragraphs); err != nil {
			pl.add(file, entryKeyLine(srcNodes, i, "paragraphs", sl), "paragraphs: %v", err)
		}
		if src.Silent, err = parseParagraphs(s.Silent); err != nil {
			pl.add(file, entryKeyLine(srcNodes, i, "silent", sl), "silent: %v", err)
		}
		if s.Paragraphs == nil && s.Silent == nil {
			pl.add(file, sl, "source %q names no paragraphs: list the paragraphs that rest on it (paragraphs: [1, 3-5]), or write paragraphs: [] when the page as a whole cites it", s.Section)
		}
		sources = append(sources, src)
		paragraphLines = append(paragraphLines, entryKeyLine(srcNodes, i, "paragraphs", entryKeyLine(srcNodes, i, "silent", sl)))
		if !slices.Contains(eraInfo.Rulebooks, s.File) {
			pl.add(file, sl, "source file %q is not a rulebook of era %s (%s)", s.File, era, strings.Join(eraInfo.Rulebooks, ", "))
		}
		if strings.TrimSpace(s.Section) == "" {
			pl.add(file, sl, "source has no section heading")
		}
		if s.Page < 0 {
			pl.add(file, sl, "source page %d is negative", s.Page)
		}
	}
	for i, s := range f.See {
		if _, known := topics[s]; !known {
			pl.add(file, itemLine(srcNodes, "see", i, line), "see: unknown topic %q", s)
		}
	}
	if strings.TrimSpace(string(body)) == "" {
		pl.add(file, bodyLine, "the page has no body")
	}
	if len(pl.ps) > before {
		return nil
	}
	r := &Rule{
		Topic: f.Topic, Title: f.Title, Era: f.Era, Summary: f.Summary, Sources: sources,
		See: f.See, Aliases: f.Aliases, Body: string(body), Path: file,
		paragraphLines: paragraphLines, bodyLine: bodyLine,
	}
	for i := range f.Sources {
		r.sourceLines = append(r.sourceLines, itemLine(srcNodes, "sources", i, line))
	}
	return r
}

func (c *Corpus) loadGlossary(fsys fs.FS, era string, pl *problemList) error {
	file := era + "/glossary.yaml"
	items, found, err := readList(fsys, file, "terms", pl)
	if err != nil {
		return err
	}
	if !found {
		pl.add(file, 0, "missing: every era needs a glossary")
		return nil
	}
	seen := map[string]int{}
	for _, item := range items {
		t := &Term{Era: era}
		decodeMapping(file, item, pl, map[string]any{
			"term": &t.Term, "aliases": &t.Aliases, "topic": &t.Topic, "definition": &t.Definition,
		})
		t.Term = strings.TrimSpace(t.Term)
		t.Definition = strings.TrimSpace(t.Definition)
		t.Slug = Slug(t.Term)
		switch {
		case t.Term == "":
			pl.add(file, item.Line, "glossary entry has no term")
			continue
		case t.Definition == "":
			pl.add(file, item.Line, "term %q has no definition", t.Term)
		}
		if t.Topic != "" {
			if _, known := c.topics[t.Topic]; !known {
				pl.add(file, item.Line, "term %q: unknown topic %q", t.Term, t.Topic)
			}
		}
		if prev, dup := seen[t.Slug]; dup {
			pl.add(file, item.Line, "term %q is already defined at line %d", t.Term, prev)
			continue
		}
		seen[t.Slug] = item.Line
		c.Glossary[era] = append(c.Glossary[era], t)
	}
	sort.Slice(c.Glossary[era], func(i, j int) bool {
		return strings.ToLower(c.Glossary[era][i].Term) < strings.ToLower(c.Glossary[era][j].Term)
	})
	return nil
}

func (c *Corpus) loadExclusions(fsys fs.FS, era string, pl *problemList) error {
	file := era + "/exclusions.yaml"
	items, _, err := readList(fsys, file, "excluded sections", pl)
	if err != nil {
		return err
	}
	eraInfo, _ := LookupEra(era)
	for _, item := range items {
		var x Exclusion
		decodeMapping(file, item, pl, map[string]any{"file": &x.File, "section": &x.Section, "why": &x.Why})
		switch {
		case !slices.Contains(eraInfo.Rulebooks, x.File):
			pl.add(file, item.Line, "file %q is not a rulebook of era %s", x.File, era)
		case x.Section == "":
			pl.add(file, item.Line, "exclusion has no section")
		case x.Why == "":
			pl.add(file, item.Line, "exclusion of %q gives no reason", x.Section)
		default:
			c.Exclusions[era] = append(c.Exclusions[era], x)
		}
	}
	return nil
}

type rulingFront struct {
	ID, Question, Scenario, Answer, Reviewed, SupersededBy string
	Eras, RestsOn, Cards, Changes, Settles                 []string
	Official                                               []Official
}

func (c *Corpus) loadRulings(fsys fs.FS, pl *problemList) error {
	files, err := fs.Glob(fsys, "rulings/*.md")
	if err != nil {
		return fmt.Errorf("load rulings: %w", err)
	}
	for _, file := range files {
		data, err := fs.ReadFile(fsys, file)
		if err != nil {
			return fmt.Errorf("load %s: %w", file, err)
		}
		front, body, bodyLine, ok := splitFrontMatter(file, data, pl)
		if !ok {
			continue
		}
		var f rulingFront
		nodes := decodeMapping(file, front, pl, map[string]any{
			"id": &f.ID, "question": &f.Question, "eras": &f.Eras, "rests_on": &f.RestsOn, "scenario": &f.Scenario,
			"answer": &f.Answer, "reviewed": &f.Reviewed, "official": &f.Official, "cards": &f.Cards,
			"changes": &f.Changes, "settles": &f.Settles, "superseded_by": &f.SupersededBy,
		})
		line := front.Line
		before := len(pl.ps)
		if want := strings.TrimSuffix(path.Base(file), ".md"); f.ID != want {
			pl.add(file, keyLine(nodes, "id", line), "id %q does not match the file name %q", f.ID, want+".md")
		}
		if f.Question == "" {
			pl.add(file, line, "front matter has no question")
		}
		if len(f.Eras) == 0 {
			pl.add(file, line, "front matter names no eras")
		}
		if f.Answer = strings.TrimSpace(f.Answer); f.Answer == "" {
			pl.add(file, line, "front matter has no answer: give the short answer (Yes, No, It depends on the era ...)")
		} else if n := utf8.RuneCountInString(f.Answer); n > maxAnswer {
			pl.add(file, keyLine(nodes, "answer", line), "answer is %d characters; keep the short answer under %d and put the reasoning in the body", n, maxAnswer)
		}
		if f.Reviewed == "" {
			pl.add(file, line, "front matter has no reviewed date (reviewed: YYYY-MM-DD)")
		} else if _, err := time.Parse(time.DateOnly, f.Reviewed); err != nil {
			pl.add(file, keyLine(nodes, "reviewed", line), "reviewed %q is not a date as YYYY-MM-DD", f.Reviewed)
		}
		for i, e := range f.Eras {
			if _, ok := LookupEra(e); !ok {
				pl.add(file, itemLine(nodes, "eras", i, line), "unknown era %q (known eras: %s)", e, strings.Join(EraIDs(), ", "))
			}
		}
		r := &Ruling{ID: f.ID, Question: f.Question, Answer: f.Answer, Reviewed: f.Reviewed, Eras: f.Eras, Scenario: f.Scenario, Body: string(body), Path: file}
		for i, s := range f.RestsOn {
			ref, err := ParseRef(s)
			if err != nil {
				pl.add(file, itemLine(nodes, "rests_on", i, line), "%v", err)
				continue
			}
			if ref.N == 0 {
				pl.add(file, itemLine(nodes, "rests_on", i, line), "rule reference %q: name the paragraph, as era/topic#n", s)
				continue
			}
			r.RestsOn = append(r.RestsOn, ref)
			r.refLines = append(r.refLines, itemLine(nodes, "rests_on", i, line))
		}
		if len(f.RestsOn) == 0 {
			pl.add(file, line, "rests_on cites no rule")
		}
		c.readOfficial(r, &f, file, nodes, line, pl)
		for _, e := range f.Eras {
			if !slices.ContainsFunc(r.RestsOn, func(ref Ref) bool { return ref.Era == e }) && len(f.RestsOn) > 0 {
				pl.add(file, keyLine(nodes, "rests_on", line), "rests_on cites no rule of era %s, which the ruling names", e)
			}
		}
		if strings.TrimSpace(string(body)) == "" {
			pl.add(file, bodyLine, "the ruling has no answer")
		}
		if _, dup := c.rulings[r.ID]; dup {
			pl.add(file, line, "ruling id %q is used twice", r.ID)
		}
		if len(pl.ps) > before {
			continue
		}
		c.rulings[r.ID] = r
		c.Rulings = append(c.Rulings, r)
	}
	return nil
}

// checkReferences needs every page parsed, so it runs after the eras are loaded. Anchors of
// rulings are checked after rendering, when blocks are known.
func (c *Corpus) checkReferences(pl *problemList) {
	sort.SliceStable(c.Rules, func(i, j int) bool {
		a, b := c.Rules[i], c.Rules[j]
		if a.Era != b.Era {
			return eraIndex(a.Era) < eraIndex(b.Era)
		}
		return c.topics[a.Topic] < c.topics[b.Topic]
	})
	sort.Slice(c.Rulings, func(i, j int) bool { return c.Rulings[i].ID < c.Rulings[j].ID })
	for _, r := range c.Rulings {
		for i, ref := range r.RestsOn {
			if _, ok := c.rules[ref.Era][ref.Topic]; !ok {
				pl.add(r.Path, r.refLines[i], "rests_on %s: era %s has no page for topic %q", ref, ref.Era, ref.Topic)
			}
		}
	}
}

func eraIndex(id string) int {
	for i, e := range Eras {
		if e.ID == id {
			return i
		}
	}
	return len(Eras)
}

// splitFrontMatter separates the YAML front matter from the markdown body. The YAML is parsed
// with the file's own line numbers, so every node's Line is a line of the file.
func splitFrontMatter(file string, data []byte, pl *problemList) (front *yaml.Node, body []byte, bodyLine int, ok bool) {
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	if !bytes.HasPrefix(data, []byte("---\n")) {
		pl.add(file, 1, "want front matter: the file must start with a line ---")
		return nil, nil, 0, false
	}
	rest := data[4:]
	end := bytes.Index(rest, []byte("\n---\n"))
	if end < 0 {
		if bytes.HasSuffix(rest, []byte("\n---")) {
			end = len(rest) - 4
		} else {
			pl.add(file, 1, "front matter is not closed by a line ---")
			return nil, nil, 0, false
		}
	}
	yamlText := rest[:end+1]
	bodyLine = 2 + bytes.Count(yamlText, []byte("\n")) + 1
	if end+5 <= len(rest) {
		body = rest[end+5:]
	}
	// One leading newline puts the YAML's first line at line 2 of the file.
	var doc yaml.Node
	if err := yaml.Unmarshal(append([]byte("\n"), yamlText...), &doc); err != nil {
		pl.add(file, 0, "front matter is not valid YAML: %v", err)
		return nil, nil, 0, false
	}
	front = documentRoot(&doc)
	if front == nil || front.Kind != yaml.MappingNode {
		pl.add(file, 2, "front matter must be a mapping of keys to values")
		return nil, nil, 0, false
	}
	return front, body, bodyLine, true
}

// readList reads a YAML file holding a list. found is false when the file does not exist; an
// empty file is an empty list; a file that is not a list is a problem, reported with what it
// should list.
func readList(fsys fs.FS, file, what string, pl *problemList) (items []*yaml.Node, found bool, err error) {
	data, err := fs.ReadFile(fsys, file)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("load %s: %w", file, err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		pl.add(file, 0, "not valid YAML: %v", err)
		return nil, true, nil
	}
	seq := documentRoot(&doc)
	if seq == nil {
		return nil, true, nil
	}
	if seq.Kind != yaml.SequenceNode {
		pl.add(file, seq.Line, "want a list of %s", what)
		return nil, true, nil
	}
	return seq.Content, true, nil
}

func documentRoot(doc *yaml.Node) *yaml.Node {
	if doc.Kind == yaml.DocumentNode && len(doc.Content) == 1 {
		return doc.Content[0]
	}
	if doc.Kind == 0 {
		return nil
	}
	return doc
}

// decodeMapping decodes a YAML mapping key by key into the given fields, so an unknown key or
// a value of the wrong type is reported at its own line. It returns the value node of each key.
func decodeMapping(file string, m *yaml.Node, pl *problemList, fields map[string]any) map[string]*yaml.Node {
	nodes := map[string]*yaml.Node{}
	if m.Kind != yaml.MappingNode {
		pl.add(file, m.Line, "want a mapping of keys to values")
		return nodes
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		dst, known := fields[k.Value]
		if !known {
			keys := make([]string, 0, len(fields))
			for name := range fields {
				keys = append(keys, name)
			}
			sort.Strings(keys)
			pl.add(file, k.Line, "unknown key %q (want one of %s)", k.Value, strings.Join(keys, ", "))
			continue
		}
		if err := v.Decode(dst); err != nil {
			pl.add(file, v.Line, "%s: %s", k.Value, yamlTypeError(err))
			continue
		}
		nodes[k.Value] = v
	}
	return nodes
}

func yamlTypeError(err error) string {
	var te *yaml.TypeError
	if errors.As(err, &te) {
		return "wrong kind of value (" + strings.Join(te.Errors, "; ") + ")"
	}
	return err.Error()
}

func keyLine(nodes map[string]*yaml.Node, key string, fallback int) int {
	if n, ok := nodes[key]; ok {
		return n.Line
	}
	return fallback
}

// entryKeyLine is the line of key inside the i-th mapping of the sources list.
func entryKeyLine(nodes map[string]*yaml.Node, i int, key string, fallback int) int {
	n, ok := nodes["sources"]
	if !ok || n.Kind != yaml.SequenceNode || i >= len(n.Content) || n.Content[i].Kind != yaml.MappingNode {
		return fallback
	}
	m := n.Content[i]
	for j := 0; j+1 < len(m.Content); j += 2 {
		if m.Content[j].Value == key {
			return m.Content[j].Line
		}
	}
	return fallback
}

func itemLine(nodes map[string]*yaml.Node, key string, i int, fallback int) int {
	if n, ok := nodes[key]; ok && n.Kind == yaml.SequenceNode && i < len(n.Content) {
		return n.Content[i].Line
	}
	return keyLine(nodes, key, fallback)
}

// Slug turns a term or heading into a lowercase, hyphenated id.
func Slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case r == 'é' || r == 'è' || r == 'ê':
			b.WriteRune('e')
			dash = false
		case r == '\'' || r == '’' || r == '.':
			// "Owner's" → "owners", "LV.X" → "lvx"
		default:
			if b.Len() > 0 && !dash {
				b.WriteByte('-')
				dash = true
			}
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
