package index

import (
	"github.com/rulesd/rulesd/content"
)

// topicTerms is the rules' own vocabulary of things: the index terms of the topic and rule
// titles, the rule aliases, the glossary terms and their aliases, and the rule words of the
// players' phrases. A word of a question that is one of them names what the question is
// about (retreat, evolve, Burned); any other word only qualifies it (twice, before, cured).
func (ix *Index) topicTerms(c *content.Corpus) map[string]bool {
	out := map[string]bool{}
	add := func(s string) {
		for _, tok := range ix.analyze(s) {
			out[string(tok.Term)] = true
		}
	}
	for _, t := range c.Topics {
		add(t.Title)
	}
	for _, r := range c.Rules {
		add(r.Title)
		for _, a := range r.Aliases {
			add(a)
		}
	}
	for _, terms := range c.Glossary {
		for _, t := range terms {
			add(t.Term)
			for _, a := range t.Aliases {
				add(a)
			}
		}
	}
	for _, s := range synonyms {
		add(s.rule)
	}
	return out
}
