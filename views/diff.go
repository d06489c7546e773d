package views

import (
	"strings"

	"github.com/rulesd/rulesd/content"
)

// OpKind says whether a word is shared by both texts, only in the newer, or only in the older.
type OpKind int

const (
	Same OpKind = iota
	Inserted
	Removed
)

// Op is one word of a word-level diff.
type Op struct {
	Kind OpKind
	Word string
}

// maxDiffCells caps the LCS table. Rule pages are a few hundred words; past this the texts
// are shown as wholly replaced rather than spending seconds and memory on one page.
const maxDiffCells = 4 << 20

// DiffWords is the word-level difference from a to b by longest common subsequence: every
// word of a appears once as Same or Removed, every word of b once as Same or Inserted, in
// order. Where a word was replaced, the removed word comes before the inserted one.
func DiffWords(a, b []string) []Op {
	var ops []Op
	// Shared ends need no table; most eras reword only part of a page.
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	for _, w := range a[:pre] {
		ops = append(ops, Op{Same, w})
	}
	ops = append(ops, lcsDiff(a[pre:len(a)-suf], b[pre:len(b)-suf])...)
	for _, w := range a[len(a)-suf:] {
		ops = append(ops, Op{Same, w})
	}
	return ops
}

func lcsDiff(a, b []string) []Op {
	n, m := len(a), len(b)
	ops := make([]Op, 0, n+m)
	if n == 0 || m == 0 || (n+1)*(m+1) > maxDiffCells {
		for _, w := range a {
			ops = append(ops, Op{Removed, w})
		}
		for _, w := range b {
			ops = append(ops, Op{Inserted, w})
		}
		return ops
	}
	// l[i*(m+1)+j] is the LCS length of a[i:] and b[j:].
	w := m + 1
	l := make([]int32, (n+1)*w)
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			switch {
			case a[i] == b[j]:
				l[i*w+j] = l[(i+1)*w+j+1] + 1
			case l[(i+1)*w+j] >= l[i*w+j+1]:
				l[i*w+j] = l[(i+1)*w+j]
			default:
				l[i*w+j] = l[i*w+j+1]
			}
		}
	}
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case a[i] == b[j]:
			ops = append(ops, Op{Same, a[i]})
			i++
			j++
		case l[(i+1)*w+j] >= l[i*w+j+1]:
			ops = append(ops, Op{Removed, a[i]})
			i++
		default:
			ops = append(ops, Op{Inserted, b[j]})
			j++
		}
	}
	for ; i < n; i++ {
		ops = append(ops, Op{Removed, a[i]})
	}
	for ; j < m; j++ {
		ops = append(ops, Op{Inserted, b[j]})
	}
	return ops
}

// shortSame is the longest run of shared words Readable folds into the changes around it.
const shortSame = 2

// Readable tidies a diff for reading: a run of at most two shared words ("a", "the coin")
// between two changes is folded into them, and within each change every removed word comes
// before every inserted one. Rewritten sentences then read as one struck-out phrase and one
// new phrase instead of alternating fragments. Both texts can still be rebuilt from the result.
func Readable(ops []Op) []Op {
	// Fold short shared runs that have changes on both sides.
	folded := make([]Op, len(ops))
	copy(folded, ops)
	for i := 0; i < len(folded); {
		if folded[i].Kind != Same {
			i++
			continue
		}
		j := i
		for j < len(folded) && folded[j].Kind == Same {
			j++
		}
		if i > 0 && j < len(folded) && j-i <= shortSame {
			var run []Op
			for _, op := range folded[i:j] {
				run = append(run, Op{Removed, op.Word})
			}
			for _, op := range folded[i:j] {
				run = append(run, Op{Inserted, op.Word})
			}
			folded = append(folded[:i], append(run, folded[j:]...)...)
			j = i + len(run)
		}
		i = j
	}
	// Within each change, removed words first.
	out := make([]Op, 0, len(folded))
	for i := 0; i < len(folded); {
		if folded[i].Kind == Same {
			out = append(out, folded[i])
			i++
			continue
		}
		j := i
		for j < len(folded) && folded[j].Kind != Same {
			j++
		}
		for _, op := range folded[i:j] {
			if op.Kind == Removed {
				out = append(out, op)
			}
		}
		for _, op := range folded[i:j] {
			if op.Kind == Inserted {
				out = append(out, op)
			}
		}
		i = j
	}
	return out
}

// Seg is a run of words of one kind, ready to render.
type Seg struct {
	Kind OpKind
	Text string
}

// segments joins consecutive ops of the same kind.
func segments(ops []Op) []Seg {
	var out []Seg
	for _, op := range ops {
		if k := len(out) - 1; k >= 0 && out[k].Kind == op.Kind {
			out[k].Text += " " + op.Word
			continue
		}
		out = append(out, Seg{op.Kind, op.Word})
	}
	return out
}

// CompareColumn is one era's page on the compare page, marked against the previous era.
type CompareColumn struct {
	Era     string
	URL     string
	Title   string
	Base    string // the era it is compared against; empty for the first column
	Summary []Seg
	Blocks  []DiffBlock
	Added   int // words only in this era's page
	Removed int // words of the previous era's page not in this one
}

// DiffBlock is one anchored paragraph of a page, its words marked.
type DiffBlock struct {
	N    int
	URL  string
	Segs []Seg
}

// CompareColumns lays a topic's pages (oldest era first) side by side. Each page after the
// first is diffed word by word against the one before it, across all its paragraphs at once,
// so a sentence moved to the next paragraph shows as moved text rather than two rewrites.
func CompareColumns(rules []*content.Rule) []CompareColumn {
	cols := make([]CompareColumn, 0, len(rules))
	for i, r := range rules {
		col := CompareColumn{Era: r.Era, URL: r.URL(), Title: r.Title}
		var prev *content.Rule
		if i > 0 {
			prev = rules[i-1]
			col.Base = prev.Era
		}
		// The first page is compared against nothing: all of it is Same.
		var prevSummary []string
		var prevWords []string
		if prev != nil {
			prevSummary = strings.Fields(prev.Summary)
			prevWords, _ = blockWords(prev.Blocks)
		} else {
			prevSummary = strings.Fields(r.Summary)
		}
		col.Summary = segments(Readable(DiffWords(prevSummary, strings.Fields(r.Summary))))

		words, owner := blockWords(r.Blocks)
		if prev == nil {
			prevWords = words
		}
		ops := Readable(DiffWords(prevWords, words))
		perBlock := make([][]Op, len(r.Blocks))
		var pending []Op // removed words wait for the next word of this page to find their paragraph
		k := 0           // index into words
		for _, op := range ops {
			if op.Kind == Removed {
				col.Removed++
				pending = append(pending, op)
				continue
			}
			if op.Kind == Inserted {
				col.Added++
			}
			b := owner[k]
			perBlock[b] = append(perBlock[b], pending...)
			pending = pending[:0]
			perBlock[b] = append(perBlock[b], op)
			k++
		}
		if len(pending) > 0 && len(perBlock) > 0 {
			last := len(perBlock) - 1
			perBlock[last] = append(perBlock[last], pending...)
		}
		for bi, b := range r.Blocks {
			col.Blocks = append(col.Blocks, DiffBlock{
				N:    b.N,
				URL:  r.URL() + "#" + b.Anchor,
				Segs: segments(perBlock[bi]),
			})
		}
		cols = append(cols, col)
	}
	return cols
}

// blockWords splits a page's paragraphs into words, with the paragraph each word belongs to.
func blockWords(blocks []content.Block) (words []string, owner []int) {
	for i, b := range blocks {
		for _, w := range strings.Fields(b.Text) {
			words = append(words, w)
			owner = append(owner, i)
		}
	}
	return words, owner
}

func joinComma(s []string) string { return strings.Join(s, ", ") }
