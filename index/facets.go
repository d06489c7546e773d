package index

import "github.com/rulesd/rulesd/content"

// facets lists every value of every dimension with its count (zero where c counted none, or
// c is nil: no search ran), and the topics that have hits, in topic order: there are too many
// topics to list them all with every answer. A query's facets are made once, from the counts
// collect kept by position.
func (ix *Index) facets(c *collection) map[string][]FacetCount {
	list := func(values []string, counts []int) []FacetCount {
		out := make([]FacetCount, len(values))
		for i, v := range values {
			out[i].Term = v
			if c != nil {
				out[i].Count = counts[i]
			}
		}
		return out
	}
	out := make(map[string][]FacetCount, 5)
	var eras, kinds, books, sets []int
	if c != nil {
		eras, kinds, books, sets = c.eras, c.kinds, c.books, c.sets
	}
	out["era"] = list(content.EraIDs(), eras)
	out["kind"] = list(Kinds, kinds)
	out["rulebook"] = list(ix.rulebooks, books)
	out["set"] = list(ix.sets, sets)
	topics := []FacetCount{}
	if c != nil {
		for i, t := range ix.topics {
			if n := c.topics[i]; n > 0 {
				topics = append(topics, FacetCount{Term: t, Count: n})
			}
		}
	}
	out["topic"] = topics
	return out
}
