package content

import (
	"fmt"
	"io/fs"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Difference is one point on which a topic's rule may differ between eras, as the compare page
// shows it at a glance: the question, and what each era's rulebook says with the paragraph
// that says it.
type Difference struct {
	What string
	Eras map[string]EraSays // by era id; an era without a page for the topic is absent
}

// EraSays is one era's short answer and the paragraph it rests on.
type EraSays struct {
	Says string
	Cite Ref
}

const differencesFile = "differences.yaml"

type eraSaysYAML struct {
	Says string `yaml:"says"`
	Cite string `yaml:"cite"`
}

// loadDifferences reads differences.yaml (optional) after every page is rendered, so each
// cited paragraph can be checked.
func (c *Corpus) loadDifferences(fsys fs.FS, pl *problemList) error {
	items, found, err := readList(fsys, differencesFile, "topics", pl)
	if err != nil || !found {
		return err
	}
	c.differences = map[string][]Difference{}
	for _, item := range items {
		var topic string
		var points yaml.Node
		decodeMapping(differencesFile, item, pl, map[string]any{"topic": &topic, "points": &points})
		if _, ok := c.topics[topic]; !ok {
			pl.add(differencesFile, item.Line, "unknown topic %q", topic)
			continue
		}
		if _, dup := c.differences[topic]; dup {
			pl.add(differencesFile, item.Line, "topic %q is listed twice", topic)
			continue
		}
		if points.Kind != yaml.SequenceNode || len(points.Content) == 0 {
			pl.add(differencesFile, item.Line, "topic %q: want a list of points", topic)
			continue
		}
		var list []Difference
		for _, p := range points.Content {
			if d, ok := c.parseDifference(topic, p, pl); ok {
				list = append(list, d)
			}
		}
		c.differences[topic] = list
	}
	return nil
}

func (c *Corpus) parseDifference(topic string, n *yaml.Node, pl *problemList) (Difference, bool) {
	d := Difference{Eras: map[string]EraSays{}}
	raw := map[string]*eraSaysYAML{}
	fields := map[string]any{"what": &d.What}
	for _, e := range Eras {
		raw[e.ID] = &eraSaysYAML{}
		fields[e.ID] = raw[e.ID]
	}
	before := len(pl.ps)
	nodes := decodeMapping(differencesFile, n, pl, fields)
	if strings.TrimSpace(d.What) == "" {
		pl.add(differencesFile, n.Line, "point has no what")
	}
	for _, e := range Eras {
		v, line := raw[e.ID], keyLine(nodes, e.ID, n.Line)
		_, hasPage := c.rules[e.ID][topic]
		if _, given := nodes[e.ID]; !given {
			if hasPage {
				pl.add(differencesFile, n.Line, "%q: era %s has a page for %s: say what it says", d.What, e.ID, topic)
			}
			continue
		}
		if strings.TrimSpace(v.Says) == "" {
			pl.add(differencesFile, line, "%s: says is empty", e.ID)
			continue
		}
		ref, err := ParseRef(e.ID + "/" + v.Cite)
		if err != nil || ref.N == 0 {
			pl.add(differencesFile, line, "%s: cite %q: want topic#n", e.ID, v.Cite)
			continue
		}
		if _, _, ok := c.Resolve(ref); !ok {
			pl.add(differencesFile, line, "%s: cite %s does not exist", e.ID, ref)
			continue
		}
		d.Eras[e.ID] = EraSays{Says: strings.TrimSpace(v.Says), Cite: ref}
	}
	return d, len(pl.ps) == before
}

// Differences returns the at-a-glance points of a topic, in file order.
func (c *Corpus) Differences(topic string) []Difference { return c.differences[topic] }

// String is the point as text, for logs and tests.
func (d Difference) String() string {
	var b strings.Builder
	b.WriteString(d.What)
	for _, e := range Eras {
		if s, ok := d.Eras[e.ID]; ok {
			fmt.Fprintf(&b, "; %s: %s (%s)", e.ID, s.Says, s.Cite)
		}
	}
	return b.String()
}
