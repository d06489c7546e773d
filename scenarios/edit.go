package scenarios

import (
	"bytes"
	"fmt"
	"slices"

	"go.yaml.in/yaml/v3"
)

// Edits of a scenario document as text, for the board builder: its state is the document
// itself, so each change reads the YAML, changes one thing and writes it back. Comments
// stay; the layout is yaml's (two-space indent, the top-level keys in block style). The
// result is not validated here: the caller parses it as any sent scenario.

// Doc is a scenario document read once for many edits: the sandbox offers several ways to go
// on from one position (undo, a coin, other eras, every next action), and reading a large
// document costs as much as writing it, so it is read once. Edits never change the Doc.
type Doc struct {
	src []byte
	doc *yaml.Node // the document node; its one child is the top-level mapping
}

// ReadDoc reads a scenario document for editing: a YAML mapping of keys.
func ReadDoc(src []byte) (*Doc, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		return nil, fmt.Errorf("edit scenario: not valid YAML: %w", ErrInvalid)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, fmt.Errorf("edit scenario: want a mapping of keys (id, title, ...): %w", ErrInvalid)
	}
	return &Doc{src: src, doc: &doc}, nil
}

// AppendAction adds an action at the end of the document's actions (creating the list when
// the document has none).
func AppendAction(src []byte, a FileAction) ([]byte, error) {
	return editSrc(src, func(d *Doc) ([]byte, error) { return d.AppendAction(a) })
}

// DropLastAction removes the last action: the builder's undo.
func DropLastAction(src []byte) ([]byte, error) { return editSrc(src, (*Doc).DropLastAction) }

// AppendCoin adds a scripted coin ("heads" or "tails") for every era, after those already
// scripted: the run goes on from where it needed one more.
func AppendCoin(src []byte, coin string) ([]byte, error) {
	return editSrc(src, func(d *Doc) ([]byte, error) { return d.AppendCoin(coin) })
}

// DropLastCoin removes the last scripted coin of every era: it takes back a coin set for
// what comes next.
func DropLastCoin(src []byte) ([]byte, error) { return editSrc(src, (*Doc).DropLastCoin) }

// SetParts gives the document the values parts has for the keys named (adding a key the
// document lacks): the builder changes a linked board and keeps the rest, its actions,
// coins and expectations.
func SetParts(src, parts []byte, keys ...string) ([]byte, error) {
	var from yaml.Node
	if err := yaml.Unmarshal(parts, &from); err != nil || from.Kind != yaml.DocumentNode || len(from.Content) != 1 || from.Content[0].Kind != yaml.MappingNode {
		return nil, fmt.Errorf("edit scenario: the new parts are not a mapping of keys: %w", ErrInvalid)
	}
	return editSrc(src, func(d *Doc) ([]byte, error) {
		return d.edit(func(root *yaml.Node) error {
			for _, k := range keys {
				if v := mapValue(from.Content[0], k); v != nil {
					setValue(root, k, v)
				}
			}
			return nil
		})
	})
}

// SetEras makes the document run under the given eras only (a list, in that order).
func SetEras(src []byte, eras []string) ([]byte, error) {
	return editSrc(src, func(d *Doc) ([]byte, error) { return d.SetEras(eras) })
}

func editSrc(src []byte, edit func(*Doc) ([]byte, error)) ([]byte, error) {
	d, err := ReadDoc(src)
	if err != nil {
		return nil, err
	}
	return edit(d)
}

// AppendAction is the document with an action added at the end of its actions.
func (d *Doc) AppendAction(a FileAction) ([]byte, error) {
	return d.edit(func(root *yaml.Node) error {
		appendAction(root, a.Node())
		return nil
	})
}

// appendAction adds n to the top-level actions, a block list (made when there is none).
func appendAction(root, n *yaml.Node) {
	seq := mapValue(root, "actions")
	if seq == nil || seq.Kind != yaml.SequenceNode || seq.Tag == "!!null" {
		seq = &yaml.Node{Kind: yaml.SequenceNode}
	} else {
		seq = shallowCopy(seq)
	}
	// Block style, so each action is a line of its own (ActionLinks relies on it).
	seq.Style = 0
	seq.Content = append(seq.Content, n)
	setValue(root, "actions", seq)
}

// DropLastAction is the document without its last action.
func (d *Doc) DropLastAction() ([]byte, error) {
	return d.edit(func(root *yaml.Node) error {
		seq := mapValue(root, "actions")
		if seq == nil || seq.Kind != yaml.SequenceNode || len(seq.Content) == 0 {
			return fmt.Errorf("the scenario has no action to undo: %w", ErrInvalid)
		}
		seq = shallowCopy(seq)
		seq.Content = seq.Content[:len(seq.Content)-1]
		setValue(root, "actions", seq)
		return nil
	})
}

// AppendCoin is the document with one more scripted coin for every era.
func (d *Doc) AppendCoin(coin string) ([]byte, error) {
	if coin != "heads" && coin != "tails" {
		return nil, fmt.Errorf("coin %q: want heads or tails: %w", coin, ErrInvalid)
	}
	return d.edit(func(root *yaml.Node) error {
		add := func(seq *yaml.Node) *yaml.Node {
			seq = shallowCopy(seq)
			seq.Content = append(seq.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: coin})
			return seq
		}
		v := mapValue(root, "coins")
		switch {
		case v == nil || v.Tag == "!!null":
			setValue(root, "coins", add(&yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}))
		case v.Kind == yaml.SequenceNode:
			setValue(root, "coins", add(v))
		case v.Kind == yaml.MappingNode:
			v = shallowCopy(v)
			for i := 1; i < len(v.Content); i += 2 {
				if v.Content[i].Kind == yaml.SequenceNode {
					v.Content[i] = add(v.Content[i])
				}
			}
			setValue(root, "coins", v)
		default:
			return fmt.Errorf("coins: want a list: %w", ErrInvalid)
		}
		return nil
	})
}

// DropLastCoin is the document without the last scripted coin of every era.
func (d *Doc) DropLastCoin() ([]byte, error) {
	return d.edit(func(root *yaml.Node) error {
		dropped := false
		drop := func(seq *yaml.Node) *yaml.Node {
			if seq.Kind != yaml.SequenceNode || len(seq.Content) == 0 {
				return seq
			}
			dropped = true
			seq = shallowCopy(seq)
			seq.Content = seq.Content[:len(seq.Content)-1]
			return seq
		}
		v := mapValue(root, "coins")
		switch {
		case v == nil:
		case v.Kind == yaml.SequenceNode:
			setValue(root, "coins", drop(v))
		case v.Kind == yaml.MappingNode:
			v = shallowCopy(v)
			for i := 1; i < len(v.Content); i += 2 {
				v.Content[i] = drop(v.Content[i])
			}
			setValue(root, "coins", v)
		}
		if !dropped {
			return fmt.Errorf("the scenario has no coin to take back: %w", ErrInvalid)
		}
		return nil
	})
}

// SetEras is the document run under the given eras only.
func (d *Doc) SetEras(eras []string) ([]byte, error) {
	return d.edit(func(root *yaml.Node) error {
		seq := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
		for _, e := range eras {
			seq.Content = append(seq.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: e})
		}
		setValue(root, "eras", seq)
		return nil
	})
}

// edit writes the document with one change. edit gets a copy of the top-level mapping: it may
// set its values, and copies (shallowCopy) any value it changes inside, so the Doc stays as
// read for the next edit. The top level is written in block style, one key a line.
func (d *Doc) edit(edit func(root *yaml.Node) error) ([]byte, error) {
	root := shallowCopy(d.doc.Content[0])
	root.Style = 0
	if err := edit(root); err != nil {
		return nil, fmt.Errorf("edit scenario: %w", err)
	}
	doc := shallowCopy(d.doc)
	doc.Content = []*yaml.Node{root}
	return encodeDoc(doc)
}

func encodeDoc(doc *yaml.Node) ([]byte, error) {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(doc); err != nil {
		return nil, fmt.Errorf("edit scenario: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("edit scenario: %w", err)
	}
	return buf.Bytes(), nil
}

// shallowCopy is a node whose list of children can change without changing n's.
func shallowCopy(n *yaml.Node) *yaml.Node {
	c := *n
	c.Content = slices.Clone(n.Content)
	return &c
}

func mapValue(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}

func setValue(m *yaml.Node, key string, v *yaml.Node) {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			m.Content[i+1] = v
			return
		}
	}
	m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: key}, v)
}
