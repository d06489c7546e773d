package index

import "github.com/rulesd/rulesd/content"

// dimension is one facet: its name and every value, in the order facets list them.
type dimension struct {
	name   string
	values []string
}

func (ix *Index) dimensions() []dimension {
	return []dimension{
		{"era", content.EraIDs()},
		{"kind", Kinds},
		{"rulebook", ix.rulebooks},
		{"set", ix.sets},
	}
}

// facets lists every value of every dimension with its count (zero where counts has none),
// and the topics that have hits, in topic order: there are too many topics to list them all
// with every answer.
func (ix *Index) facets(counts map[string]map[string]int) map[string][]FacetCount {
	out := map[string][]FacetCount{}
	for _, d := range ix.dimensions() {
		list := make([]FacetCount, 0, len(d.values))
		for _, v := range d.values {
			list = append(list, FacetCount{Term: v, Count: counts[d.name][v]})
		}
		out[d.name] = list
	}
	topics := []FacetCount{}
	for _, t := range ix.topics {
		if n := counts["topic"][t]; n > 0 {
			topics = append(topics, FacetCount{Term: t, Count: n})
		}
	}
	out["topic"] = topics
	return out
}
