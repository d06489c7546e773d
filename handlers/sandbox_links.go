package handlers

import (
	"github.com/rulesd/rulesd/scenarios"
)

// sentLinks are the links one sandbox page makes from its scenario document: its own, and
// those of its edits (undo, a coin, other eras, each action that continues the game). The
// document is compressed into its own link once and read for editing once, however many
// links the page offers.
type sentLinks struct {
	src     []byte
	s       string // the document's own s parameter
	tooLong bool   // no link can carry the document (sent from the editor): no links are made
	doc     *scenarios.Doc
	docErr  error
	actions *scenarios.ActionLinks
	actErr  error
	edits   map[string]string // a path per edit already made
}

// newSentLinks makes the links of src; s is the link it came in, when it came in one: the
// page's own links keep the address it was opened at.
func newSentLinks(src []byte, s string) *sentLinks {
	if s == "" {
		s = scenarios.EncodeLink(src)
	}
	return &sentLinks{src: src, s: s, tooLong: len(s) > scenarios.MaxLinkLength, edits: map[string]string{}}
}

// self is the sandbox's address for the document, "" when it is too long for a link.
func (l *sentLinks) self() string {
	if l.tooLong {
		return ""
	}
	return "/sandbox?s=" + l.s
}

// read reads the document for editing, once.
func (l *sentLinks) read() (*scenarios.Doc, error) {
	if l.doc == nil && l.docErr == nil {
		l.doc, l.docErr = scenarios.ReadDoc(l.src)
	}
	return l.doc, l.docErr
}

// edited is the sandbox's address for the document changed by edit (named key, so the same
// edit is made once a page), or "" when there is no such link.
func (l *sentLinks) edited(key string, edit func(*scenarios.Doc) ([]byte, error)) string {
	if l.tooLong {
		return ""
	}
	if p, ok := l.edits[key]; ok {
		return p
	}
	p := ""
	if d, err := l.read(); err == nil {
		if more, err := edit(d); err == nil {
			p = sandboxPath(more)
		}
	}
	l.edits[key] = p
	return p
}

// coin is the address with one more scripted coin.
func (l *sentLinks) coin(c string) string {
	return l.edited("coin "+c, func(d *scenarios.Doc) ([]byte, error) { return d.AppendCoin(c) })
}

// withAction is the address with a appended to the actions, "" when there is no such link.
func (l *sentLinks) withAction(a scenarios.FileAction) string {
	if l.tooLong {
		return ""
	}
	if l.actions == nil && l.actErr == nil {
		var d *scenarios.Doc
		if d, l.actErr = l.read(); l.actErr == nil {
			l.actions, l.actErr = d.ActionLinks()
		}
	}
	if l.actErr != nil {
		return ""
	}
	s, err := l.actions.Link(a)
	if err != nil {
		return ""
	}
	return "/sandbox?s=" + s
}
