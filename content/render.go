package content

import (
	"bytes"
	"fmt"
	"html"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// markdown renders content bodies. Raw HTML in content is dropped (goldmark's default), so
// the rendered output is safe to place in a page as is.
var markdown = goldmark.New(
	goldmark.WithExtensions(extension.Table),
	goldmark.WithParserOptions(parser.WithAutoHeadingID()),
	goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(anchorRenderer{}, 100))),
)

// anchorLink is the paragraph number placed at the start of each anchored block: a link to the
// block itself, so a judge can copy it.
type anchorLink struct {
	ast.BaseInline
	id string
	n  int
}

var kindAnchorLink = ast.NewNodeKind("AnchorLink")

func (n *anchorLink) Kind() ast.NodeKind { return kindAnchorLink }

func (n *anchorLink) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"id": n.id}, nil)
}

// citeNote is the compact list of a block's rulebook sources placed at its end. The full
// citation is its title (shown on hover) and its hidden second part, which CSS reveals when
// the note is focused (tapped), so it works without JavaScript.
type citeNote struct {
	ast.BaseInline
	cites []Citation
}

var kindCiteNote = ast.NewNodeKind("CiteNote")

func (n *citeNote) Kind() ast.NodeKind { return kindCiteNote }

func (n *citeNote) Dump(source []byte, level int) { ast.DumpHelper(n, source, level, nil, nil) }

// changeNote says, at the end of a paragraph whose rulebook wording an official ruling
// changed, which ruling did and when; the paragraph itself keeps the rulebook's words.
type changeNote struct {
	ast.BaseInline
	rulings []*Ruling
	settles bool // the ruling decides what the rulebook leaves open, rather than changing it
}

var kindChangeNote = ast.NewNodeKind("ChangeNote")

func (n *changeNote) Kind() ast.NodeKind { return kindChangeNote }

func (n *changeNote) Dump(source []byte, level int) { ast.DumpHelper(n, source, level, nil, nil) }

type anchorRenderer struct{}

func (anchorRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(kindCiteNote, func(w util.BufWriter, _ []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			cites := node.(*citeNote).cites
			short := make([]string, len(cites))
			full := make([]string, len(cites))
			for i, c := range cites {
				short[i], full[i] = c.Short(), c.String()
			}
			all := html.EscapeString("Source: " + strings.Join(full, "; "))
			fmt.Fprintf(w, ` <span class="cite" tabindex="0" data-testid="cite" title="%s"><span class="cite-short">%s</span><span class="cite-full">%s</span></span>`,
				all, html.EscapeString(strings.Join(short, "; ")), all)
		}
		return ast.WalkSkipChildren, nil
	})
	reg.Register(kindChangeNote, func(w util.BufWriter, _ []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			n := node.(*changeNote)
			class, say := "changed-by-ruling", "Changed by an official ruling"
			if n.settles {
				class, say = "settled-by-ruling", "Settled by an official ruling"
			}
			for _, r := range n.rulings {
				// A note of its own under the paragraph, styled as the site's notices are.
				fmt.Fprintf(w, `<br><a class="notice" data-testid="%s" href="%s">%s (%s): %s</a>`,
					class, html.EscapeString(r.URL()), say, html.EscapeString(r.OfficialLabel()), html.EscapeString(r.Answer))
			}
		}
		return ast.WalkSkipChildren, nil
	})
	reg.Register(kindAnchorLink, func(w util.BufWriter, _ []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			a := node.(*anchorLink)
			fmt.Fprintf(w, `<a class="anchor" href="#%s" data-testid="anchor" title="Link to paragraph %d">%d</a> `, a.id, a.n, a.n)
		}
		return ast.WalkSkipChildren, nil
	})
}

// render turns every markdown body into HTML: rule pages get numbered anchors, card links and
// glossary links; rulings get card links; definitions are rendered plainly.
func (c *Corpus) render() error {
	glossary := map[string]*linker{} // one per era: the same glossary links every rule of it
	cards := map[string]*linker{}
	for era, names := range c.cardNames {
		cards[era] = cardLinker(names)
	}
	c.cardLinkers = cards
	for _, r := range c.Rules {
		cite := func(n int) []Citation { return citations(r.Sources, n) }
		if glossary[r.Era] == nil {
			glossary[r.Era] = glossaryLinker(c.Glossary[r.Era])
		}
		changed := func(n int) []*changeNote {
			var out []*changeNote
			if rs := c.ChangedBy(r.Era, r.Topic, n); len(rs) > 0 {
				out = append(out, &changeNote{rulings: rs})
			}
			if rs := c.SettledBy(r.Era, r.Topic, n); len(rs) > 0 {
				out = append(out, &changeNote{rulings: rs, settles: true})
			}
			return out
		}
		// Card names first: "Double Colorless Energy" is a card before it holds a term.
		html, blocks, err := renderRule(r.Topic, []byte(r.Body), cite, changed, cards[r.Era], glossary[r.Era])
		if err != nil {
			return fmt.Errorf("render %s: %w", r.Path, err)
		}
		for i := range blocks {
			blocks[i].line += r.bodyLine
		}
		r.HTML, r.Blocks = html, blocks
	}
	for _, r := range c.Rulings {
		var link *linker
		if len(r.Eras) > 0 {
			link = cards[r.Eras[0]]
		}
		html, err := renderLinked([]byte(r.Body), link)
		if err != nil {
			return fmt.Errorf("render %s: %w", r.Path, err)
		}
		r.HTML = html
	}
	for _, terms := range c.Glossary {
		for _, t := range terms {
			html, err := renderPlain([]byte(t.Definition))
			if err != nil {
				return fmt.Errorf("render glossary term %q: %w", t.Term, err)
			}
			t.HTML = html
		}
	}
	return nil
}

// renderLinked renders markdown with the linker's links (none when it is nil).
func renderLinked(src []byte, link *linker) (string, error) {
	if link == nil {
		return renderPlain(src)
	}
	doc := markdown.Parser().Parse(text.NewReader(src))
	link.apply(doc, src)
	var buf bytes.Buffer
	if err := markdown.Renderer().Render(&buf, src, doc); err != nil {
		return "", err
	}
	return buf.String(), nil
}

func renderPlain(src []byte) (string, error) {
	var buf bytes.Buffer
	if err := markdown.Convert(src, &buf); err != nil {
		return "", err
	}
	return buf.String(), nil
}

// renderRule renders a rule page's body: each anchored block gets its number in front and,
// when cite is given, its rulebook sources behind it.
func renderRule(topic string, src []byte, cite func(n int) []Citation, changed func(n int) []*changeNote, links ...*linker) (string, []Block, error) {
	doc := markdown.Parser().Parse(text.NewReader(src))
	var blocks []Block
	anchor := func(block, inlineParent ast.Node) {
		n := len(blocks) + 1
		id := AnchorID(topic, n)
		block.SetAttributeString("id", []byte(id))
		block.SetAttributeString("class", []byte("anchored"))
		b := Block{N: n, Anchor: id, Text: plainText(block, src), line: firstLine(block, src)}
		if cite != nil {
			b.Sources = cite(n)
		}
		blocks = append(blocks, b)
		if inlineParent != nil {
			inlineParent.InsertBefore(inlineParent, inlineParent.FirstChild(), &anchorLink{id: id, n: n})
			if len(b.Sources) > 0 {
				inlineParent.AppendChild(inlineParent, &citeNote{cites: b.Sources})
			}
			if changed != nil {
				for _, note := range changed(n) {
					inlineParent.AppendChild(inlineParent, note)
				}
			}
		}
	}
	for node := doc.FirstChild(); node != nil; node = node.NextSibling() {
		switch node.Kind() {
		case ast.KindHeading, ast.KindThematicBreak, ast.KindHTMLBlock:
			// Headings carry their own slug ids and are not numbered.
		case ast.KindList:
			for item := node.FirstChild(); item != nil; item = item.NextSibling() {
				anchor(item, firstTextBlock(item))
			}
		case ast.KindParagraph:
			anchor(node, node)
		default:
			anchor(node, nil)
		}
	}
	for _, l := range links {
		l.apply(doc, src)
	}
	var buf bytes.Buffer
	if err := markdown.Renderer().Render(&buf, src, doc); err != nil {
		return "", nil, err
	}
	return buf.String(), blocks, nil
}

// firstLine is the 0-based line of the body a block starts on.
func firstLine(n ast.Node, src []byte) int {
	for c := n; c != nil; c = c.FirstChild() {
		if c.Type() == ast.TypeBlock && c.Lines().Len() > 0 {
			return bytes.Count(src[:c.Lines().At(0).Start], []byte("\n"))
		}
	}
	return 0
}

func firstTextBlock(item ast.Node) ast.Node {
	if c := item.FirstChild(); c != nil && (c.Kind() == ast.KindParagraph || c.Kind() == ast.KindTextBlock) {
		return c
	}
	return nil
}

// plainText is the readable text of a block, for search and link previews.
func plainText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			if n.Type() == ast.TypeBlock && b.Len() > 0 {
				b.WriteByte(' ')
			}
			return ast.WalkContinue, nil
		}
		switch t := n.(type) {
		case *ast.Text:
			b.Write(t.Segment.Value(src))
			if t.SoftLineBreak() || t.HardLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(t.Value)
		case *ast.CodeSpan:
			for c := t.FirstChild(); c != nil; c = c.NextSibling() {
				if tx, ok := c.(*ast.Text); ok {
					b.Write(tx.Segment.Value(src))
				}
			}
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return strings.Join(strings.Fields(b.String()), " ")
}

// linker links the first mention of each glossary term on a page to the glossary.
type linker struct {
	// byWord holds the phrases by their first word, longest first, so "Basic Pokémon card"
	// wins over "Basic Pokémon" where both start; a text is scanned once, word by word.
	byWord map[string][]phrase
	// odd are phrases that do not start with a word character; they are searched for whole.
	odd []phrase
}

type phrase struct {
	lower string
	exact string // when set, the text must read exactly so (card names: "Staryu", not "staryu")
	url   string
	key   string // what is linked once per page: a term's slug, a card name's page
	class string // the link's class: "term" or "card"
}

func glossaryLinker(terms []*Term) *linker {
	var all []phrase
	for _, t := range terms {
		if t.Slug == "pokemon" {
			continue // the word is on every line; a link on it helps nobody
		}
		for _, p := range append([]string{t.Term}, t.Aliases...) {
			p = strings.TrimSpace(p)
			if utf8.RuneCountInString(p) < 3 {
				continue
			}
			all = append(all, phrase{lower: strings.ToLower(p), url: t.URL(), key: t.Slug, class: "term"})
		}
	}
	return newLinker(all)
}

// newLinker indexes phrases by their first word, longest first.
func newLinker(all []phrase) *linker {
	sort.SliceStable(all, func(i, j int) bool { return len(all[i].lower) > len(all[j].lower) })
	l := &linker{byWord: map[string][]phrase{}}
	for _, p := range all {
		if w := firstWord(p.lower); w != "" {
			l.byWord[w] = append(l.byWord[w], p)
		} else {
			l.odd = append(l.odd, p)
		}
	}
	return l
}

// firstWord is the run of word bytes s starts with.
func firstWord(s string) string {
	n := 0
	for n < len(s) && isWordByte(s[n]) {
		n++
	}
	return s[:n]
}

func (l *linker) apply(doc ast.Node, src []byte) {
	if l == nil || len(l.byWord) == 0 && len(l.odd) == 0 {
		return
	}
	linked := map[string]bool{}
	var texts []*ast.Text
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n.Kind() {
		case ast.KindHeading, ast.KindLink, ast.KindAutoLink, ast.KindCodeSpan, ast.KindCodeBlock, ast.KindFencedCodeBlock, kindAnchorLink:
			return ast.WalkSkipChildren, nil
		}
		if t, ok := n.(*ast.Text); ok {
			texts = append(texts, t)
		}
		return ast.WalkContinue, nil
	})
	for _, t := range texts {
		l.linkText(t, src, linked)
	}
}

// find returns the first unlinked phrase that stands as whole words in lower (the longest one
// where several start at the same place) and where it starts.
func (l *linker) find(value, lower string, linked map[string]bool) (phrase, int, bool) {
	best, at, found := phrase{}, len(lower), false
	for _, p := range l.odd {
		if linked[p.key] {
			continue
		}
		if j := indexWord(lower, p.lower); j >= 0 && j < at && (p.exact == "" || reads(value, lower, j, p.exact)) {
			best, at, found = p, j, true
		}
	}
	for i := 0; i < at; i++ {
		if !isWordByte(lower[i]) || (i > 0 && isWordRuneBefore(lower, i)) {
			continue
		}
		w := firstWord(lower[i:])
		cands := l.byWord[w]
		if plural, ok := strings.CutSuffix(w, "s"); ok {
			cands = append(cands[:len(cands):len(cands)], l.byWord[plural]...)
			sort.SliceStable(cands, func(a, b int) bool { return len(cands[a].lower) > len(cands[b].lower) })
		}
		for _, p := range cands {
			if !linked[p.key] && wordAt(lower, i, p.lower) && (p.exact == "" || reads(value, lower, i, p.exact)) {
				return p, i, true
			}
		}
		i += len(w) - 1
	}
	return best, at, found
}

// phraseEnd is where the phrase found at i ends in lower, a plural s included.
func phraseEnd(lower string, i int, p phrase) int {
	end := i + len(p.lower)
	if end < len(lower) && lower[end] == 's' && (end+1 == len(lower) || !isWordByte(lower[end+1])) {
		end++
	}
	return end
}

// reads reports whether value, of which lower is the lower-case form, reads exactly want at i.
func reads(value, lower string, i int, want string) bool {
	return len(value) == len(lower) && strings.HasPrefix(value[i:], want)
}

// wordAt reports whether needle stands in haystack at i as whole words (a plural s allowed).
func wordAt(haystack string, i int, needle string) bool {
	if !strings.HasPrefix(haystack[i:], needle) {
		return false
	}
	end := i + len(needle)
	return end == len(haystack) || !isWordByte(haystack[end]) || (haystack[end] == 's' && (end+1 == len(haystack) || !isWordByte(haystack[end+1])))
}

// linkText splits a text node around the first unlinked glossary phrase it contains and
// continues with the text after it.
func (l *linker) linkText(t *ast.Text, src []byte, linked map[string]bool) {
	seg := t.Segment
	value := seg.Value(src)
	lower := strings.ToLower(string(value))
	p, at, ok := l.find(string(value), lower, linked)
	if !ok {
		return
	}
	end := phraseEnd(lower, at, p)
	linked[p.key] = true
	parent := t.Parent()
	before := ast.NewTextSegment(text.NewSegment(seg.Start, seg.Start+at))
	link := ast.NewLink()
	link.Destination = []byte(p.url)
	link.SetAttributeString("class", []byte(p.class))
	link.AppendChild(link, ast.NewTextSegment(text.NewSegment(seg.Start+at, seg.Start+end)))
	after := ast.NewTextSegment(text.NewSegment(seg.Start+end, seg.Stop))
	after.SetSoftLineBreak(t.SoftLineBreak())
	after.SetHardLineBreak(t.HardLineBreak())
	if at > 0 {
		parent.InsertBefore(parent, t, before)
	}
	parent.InsertBefore(parent, t, link)
	parent.InsertBefore(parent, t, after)
	parent.RemoveChild(parent, t)
	l.linkText(after, src, linked)
}

// indexWord finds needle in haystack where it stands as whole words.
func indexWord(haystack, needle string) int {
	from := 0
	for {
		i := strings.Index(haystack[from:], needle)
		if i < 0 {
			return -1
		}
		i += from
		startOK := i == 0 || !isWordRuneBefore(haystack, i)
		end := i + len(needle)
		endOK := end == len(haystack) || !isWordByte(haystack[end]) || (haystack[end] == 's' && (end+1 == len(haystack) || !isWordByte(haystack[end+1])))
		if startOK && endOK {
			return i
		}
		from = i + 1
	}
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b >= 0x80
}

func isWordRuneBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// checkCitations runs once blocks exist: every block rests on at least one source, and no
// source names a paragraph the page does not have.
func (c *Corpus) checkCitations(pl *problemList) {
	for _, r := range c.Rules {
		for i, s := range r.Sources {
			if n := slices.Max(append([]int{0}, append(s.Paragraphs, s.Silent...)...)); n > len(r.Blocks) {
				pl.add(r.Path, r.paragraphLines[i], "source %q names paragraph %d; the page has %d", s.Section, n, len(r.Blocks))
			}
		}
		for _, b := range r.Blocks {
			if len(b.Sources) == 0 {
				pl.add(r.Path, b.line, "paragraph %d (%q) rests on no source: add %d to a source's paragraphs (or silent)", b.N, clip(b.Text, 40), b.N)
			}
		}
	}
}

func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// addSources adds a cited paragraph's rulebook sections to the ruling's, each section of an
// era once, with every book that prints it.
func (r *Ruling) addSources(era string, cites []Citation) {
	for _, c := range cites {
		i := slices.IndexFunc(r.Sources, func(s RulingSource) bool {
			return s.Era == era && s.Silent == c.Silent && SectionKey(s.Section) == SectionKey(c.Section)
		})
		if i < 0 {
			r.Sources = append(r.Sources, RulingSource{Era: era, Citation: Citation{Section: c.Section, Silent: c.Silent, Books: slices.Clone(c.Books)}})
			continue
		}
		for _, b := range c.Books {
			if !slices.Contains(r.Sources[i].Books, b) {
				r.Sources[i].Books = append(r.Sources[i].Books, b)
			}
		}
	}
}

// checkAnchors runs once blocks exist: every ruling's anchor must be a block of its page.
func (c *Corpus) checkAnchors(pl *problemList) {
	for _, r := range c.Rulings {
		for i, ref := range r.RestsOn {
			rule, ok := c.rules[ref.Era][ref.Topic]
			if !ok {
				continue // already reported
			}
			b, ok := rule.Block(ref.N)
			if !ok {
				pl.add(r.Path, r.refLines[i], "rests_on %s: page %s has %s anchored paragraphs", ref, rule.Path, strconv.Itoa(len(rule.Blocks)))
				continue
			}
			r.addSources(ref.Era, b.Sources)
		}
	}
}
