package scenarios

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// ActionLinks makes the links that continue a game: for one document, the link of the
// document with each next action appended, as EncodeLink(AppendAction(src, a)) would carry it,
// without writing and compressing the whole document once per action (a position can allow
// hundreds of actions, and a document may be 64 KB).
//
// The document is written once with a mark where the action goes. The text before the mark is
// compressed once and ended with a sync flush, so the next block starts on a byte boundary.
// Each link is that, then the action and the text after it compressed as blocks of their own
// whose back-references may reach into the text before (a preset dictionary): a decoder has
// just produced that text, so any raw DEFLATE reader reads the joined stream as one.
type ActionLinks struct {
	doc  *Doc
	head []byte // compressed text before the action's line, ended by a sync flush
	lead []byte // the action line's start: its indent and "- "
	tail []byte // the text after the action's line
	w    *flate.Writer
	buf  bytes.Buffer
	// whole: the mark was not found alone on its line, so each link is made from the whole
	// document (slower, and still right).
	whole bool
}

// dictSize is how far back DEFLATE may refer: the last 32 KB before the action is all a
// link's own blocks can use.
const dictSize = 32 << 10

// ActionLinks prepares the links of the document with one more action each.
func (d *Doc) ActionLinks() (*ActionLinks, error) {
	l := &ActionLinks{doc: d}
	mark := d.mark()
	text, err := d.edit(func(root *yaml.Node) error {
		appendAction(root, &yaml.Node{Kind: yaml.ScalarNode, Value: mark})
		return nil
	})
	if err != nil {
		return nil, err
	}
	// A quoted value can still spell the mark with escapes: then it is not alone.
	if bytes.Count(text, []byte(mark)) != 1 {
		l.whole = true
		return l, nil
	}
	at := bytes.Index(text, []byte(mark))
	start := bytes.LastIndexByte(text[:at], '\n') + 1
	end := at + len(mark)
	if end >= len(text) || text[end] != '\n' || !isItemStart(text[start:at]) {
		l.whole = true
		return l, nil
	}
	pre := text[:start]
	l.lead, l.tail = text[start:at], text[end+1:]

	var head bytes.Buffer
	w := writers.Get().(*flate.Writer)
	w.Reset(&head)
	w.Write(pre) // writes to a bytes.Buffer do not fail
	w.Flush()
	writers.Put(w)
	l.head = head.Bytes()
	dict := pre[max(0, len(pre)-dictSize):]
	l.w, err = flate.NewWriterDict(nil, flate.BestCompression, dict)
	if err != nil {
		return nil, err
	}
	return l, nil
}

// mark is a plain word the document's text does not hold, to stand for the appended action.
func (d *Doc) mark() string {
	for i := 0; ; i++ {
		m := "rulesd-next-action-" + strconv.Itoa(i)
		if !bytes.Contains(d.src, []byte(m)) {
			return m
		}
	}
}

// isItemStart reports whether b is the start of a block list item: spaces, then "- ".
func isItemStart(b []byte) bool {
	t := bytes.TrimLeft(b, " ")
	return string(t) == "- "
}

// Link is the s parameter of the document with a appended to its actions.
func (l *ActionLinks) Link(a FileAction) (string, error) {
	if l.whole {
		src, err := l.doc.AppendAction(a)
		if err != nil {
			return "", err
		}
		return EncodeLink(src), nil
	}
	item, err := l.item(a)
	if err != nil {
		return "", err
	}
	if item == nil {
		src, err := l.doc.AppendAction(a)
		if err != nil {
			return "", err
		}
		return EncodeLink(src), nil
	}
	l.buf.Reset()
	l.buf.Write(l.head)
	l.w.Reset(&l.buf)
	l.w.Write(item) // writes to a bytes.Buffer do not fail
	l.w.Write(l.tail)
	l.w.Close()
	s := LinkVersion + base64.RawURLEncoding.EncodeToString(l.buf.Bytes())
	if len(s) > MaxLinkLength {
		// Near the limit the few bytes a link of one piece saves may make it fit.
		if src, err := l.doc.AppendAction(a); err == nil {
			if whole := EncodeLink(src); len(whole) < len(s) {
				return whole, nil
			}
		}
	}
	return s, nil
}

// item is the text of the action's line (or lines) as the whole document would have it: a
// document of the actions list alone, with that action, is written as the top level of any
// document is, so its list item comes out the same. nil when it does not start as the mark's
// line did.
func (l *ActionLinks) item(a FileAction) ([]byte, error) {
	root := &yaml.Node{Kind: yaml.MappingNode}
	appendAction(root, a.Node())
	text, err := encodeDoc(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{root}})
	if err != nil {
		return nil, err
	}
	_, item, ok := bytes.Cut(text, []byte("\n"))
	if !ok || !bytes.HasPrefix(item, l.lead) {
		return nil, nil
	}
	return item, nil
}
