package scenarios

import (
	"bytes"
	"fmt"

	"go.yaml.in/yaml/v3"
)

// Edits of a scenario document as text, for the board builder: its state is the document
// itself, so each change reads the YAML, changes one thing and writes it back. Comments
// stay; the layout is yaml's (two-space indent). The result is not validated here: the
// caller parses it as any sent scenario.

// AppendAction adds an action at the end of the document's actions (creating the list when
// the document has none).
func AppendAction(src []byte, a FileAction) ([]byte, error) {
	return editDoc(src, func(root *yaml.Node) error {
		seq := mapValue(root, "actions")
		if seq == nil || seq.Kind != yaml.SequenceNode || seq.Tag == "!!null" {
			seq = &yaml.Node{Kind: yaml.SequenceNode}
			setValue(root, "actions", seq)
		}
		seq.Style = 0
		seq.Content = append(seq.Content, a.Node())
		return nil
	})
}

// DropLastAction removes the last action: the builder's undo.
func DropLastAction(src []byte) ([]byte, error) {
	return editDoc(src, func(root *yaml.Node) error {
		seq := mapValue(root, "actions")
		if seq == nil || seq.Kind != yaml.SequenceNode || len(seq.Content) == 0 {
			return fmt.Errorf("the scenario has no action to undo: %w", ErrInvalid)
		}
		seq.Content = seq.Content[:len(seq.Content)-1]
		return nil
	})
}

// AppendCoin adds a scripted coin ("heads" or "tails") for every era, after those already
// scripted: the run goes on from where it needed one more.
func AppendCoin(src []byte, coin string) ([]byte, error) {
	if coin != "heads" && coin != "tails" {
		return nil, fmt.Errorf("coin %q: want heads or tails: %w", coin, ErrInvalid)
	}
	return editDoc(src, func(root *yaml.Node) error {
		add := func(seq *yaml.Node) {
			seq.Content = append(seq.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: coin})
		}
		v := mapValue(root, "coins")
		switch {
		case v == nil || v.Tag == "!!null":
			seq := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
			add(seq)
			setValue(root, "coins", seq)
		case v.Kind == yaml.SequenceNode:
			add(v)
		case v.Kind == yaml.MappingNode:
			for i := 1; i < len(v.Content); i += 2 {
				if v.Content[i].Kind == yaml.SequenceNode {
					add(v.Content[i])
				}
			}
		default:
			return fmt.Errorf("coins: want a list: %w", ErrInvalid)
		}
		return nil
	})
}

// DropLastCoin removes the last scripted coin of every era: it takes back a coin set for
// what comes next.
func DropLastCoin(src []byte) ([]byte, error) {
	return editDoc(src, func(root *yaml.Node) error {
		dropped := false
		drop := func(seq *yaml.Node) {
			if seq.Kind == yaml.SequenceNode && len(seq.Content) > 0 {
				seq.Content = seq.Content[:len(seq.Content)-1]
				dropped = true
			}
		}
		v := mapValue(root, "coins")
		switch {
		case v == nil:
		case v.Kind == yaml.SequenceNode:
			drop(v)
		case v.Kind == yaml.MappingNode:
			for i := 1; i < len(v.Content); i += 2 {
				drop(v.Content[i])
			}
		}
		if !dropped {
			return fmt.Errorf("the scenario has no coin to take back: %w", ErrInvalid)
		}
		return nil
	})
}

// SetParts gives the document the values parts has for the keys named (adding a key the
// document lacks): the builder changes a linked board and keeps the rest, its actions,
// coins and expectations.
func SetParts(src, parts []byte, keys ...string) ([]byte, error) {
	var from yaml.Node
	if err := yaml.Unmarshal(parts, &from); err != nil || from.Kind != yaml.DocumentNode || len(from.Content) != 1 || from.Content[0].Kind != yaml.MappingNode {
		return nil, fmt.Errorf("edit scenario: the new parts are not a mapping of keys: %w", ErrInvalid)
	}
	return editDoc(src, func(root *yaml.Node) error {
		for _, k := range keys {
			if v := mapValue(from.Content[0], k); v != nil {
				setValue(root, k, v)
			}
		}
		return nil
	})
}

// SetEras makes the document run under the given eras only (a list, in that order).
func SetEras(src []byte, eras []string) ([]byte, error) {
	return editDoc(src, func(root *yaml.Node) error {
		seq := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
		for _, e := range eras {
			seq.Content = append(seq.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: e})
		}
		setValue(root, "eras", seq)
		return nil
	})
}

func editDoc(src []byte, edit func(root *yaml.Node) error) ([]byte, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		return nil, fmt.Errorf("edit scenario: not valid YAML: %w", ErrInvalid)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, fmt.Errorf("edit scenario: want a mapping of keys (id, title, ...): %w", ErrInvalid)
	}
	if err := edit(doc.Content[0]); err != nil {
		return nil, fmt.Errorf("edit scenario: %w", err)
	}
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return nil, fmt.Errorf("edit scenario: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("edit scenario: %w", err)
	}
	return buf.Bytes(), nil
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
