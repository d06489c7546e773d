package content

import "slices"

// index builds the lookup tables the accessors use; Load calls it once the corpus is valid.
func (c *Corpus) index() {
	for _, r := range c.Rulings {
		c.rulings[r.ID] = r
	}
}

// Topic returns the topic with the given id.
func (c *Corpus) Topic(id string) (Topic, bool) {
	i, ok := c.topics[id]
	if !ok {
		return Topic{}, false
	}
	return c.Topics[i], true
}

// Rule returns one era's page for a topic.
func (c *Corpus) Rule(era, topic string) (*Rule, bool) {
	r, ok := c.rules[era][topic]
	return r, ok
}

// RulesForTopic returns the topic's page in every era that has it, oldest era first.
func (c *Corpus) RulesForTopic(topic string) []*Rule {
	var out []*Rule
	for _, e := range Eras {
		if r, ok := c.rules[e.ID][topic]; ok {
			out = append(out, r)
		}
	}
	return out
}

// RulesForEra returns every page of one era, in topic order.
func (c *Corpus) RulesForEra(era string) []*Rule {
	var out []*Rule
	for _, r := range c.Rules {
		if r.Era == era {
			out = append(out, r)
		}
	}
	return out
}

// Ruling returns the ruling with the given id.
func (c *Corpus) Ruling(id string) (*Ruling, bool) {
	r, ok := c.rulings[id]
	return r, ok
}

// RulingsCiting returns the rulings that rest on (or change) any paragraph of one era's page for a topic.
func (c *Corpus) RulingsCiting(era, topic string) []*Ruling {
	var out []*Ruling
	for _, r := range c.Rulings {
		for _, ref := range slices.Concat(r.Changes, r.Settles, r.RestsOn) {
			if ref.Era == era && ref.Topic == topic {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

// Resolve returns the page and block a reference points at.
func (c *Corpus) Resolve(ref Ref) (*Rule, Block, bool) {
	r, ok := c.rules[ref.Era][ref.Topic]
	if !ok {
		return nil, Block{}, false
	}
	if ref.N == 0 {
		return r, Block{}, true
	}
	b, ok := r.Block(ref.N)
	return r, b, ok
}

// Term returns one era's glossary entry by slug.
func (c *Corpus) Term(era, slug string) (*Term, bool) {
	for _, t := range c.Glossary[era] {
		if t.Slug == slug {
			return t, true
		}
	}
	return nil, false
}
