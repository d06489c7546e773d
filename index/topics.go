package index

import (
	"maps"
	"strings"

	"github.com/rulesd/rulesd/content"
)

// topicTerms is the rules' own vocabulary of things: the index terms of the topic and rule
// titles and of the glossary terms and their aliases, less the plain words that titles are
// also made of (generalWords). A card's name that is one of them alone ("Switch") may be
// asking for the rule, and a word of a card's name that is one of them ("Alolan" of Alolan
// Vulpix) says something without the rest of the name.
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
	}
	for _, terms := range c.Glossary {
		for _, t := range terms {
			add(t.Term)
			for _, a := range t.Aliases {
				add(a)
			}
		}
	}
	for _, w := range generalWords {
		for _, tok := range ix.analyze(w) {
			delete(out, string(tok.Term))
		}
	}
	return out
}

// ruleWords is topicTerms and the words of the players' phrases (synonyms): the words a
// search may be asking the rules about, though a card bears one as its name ("switch").
func (ix *Index) ruleWords() map[string]bool {
	out := maps.Clone(ix.topicVocab)
	for _, s := range synonyms {
		for _, p := range append([]string{s.rule}, s.phrases...) {
			for _, tok := range ix.analyze(p) {
				out[string(tok.Term)] = true
			}
		}
	}
	return out
}

// generalWords are words of the titles that name nothing of the game by themselves: "Setting
// up a game", "The first turn", "What counts as an attack".
var generalWords = []string{"both", "count", "first", "kind", "once", "out", "pay", "part", "play",
	"put", "run", "set", "up", "player", "refer", "step", "point", "game", "work", "hit", "pile", "in",
	"win", "basic"}

// qualifierWords are the plain words of a question that only qualify its topic: how often,
// when, in what order, how many, by how much, whether it stays or goes, and the verbs that
// put a card to work without saying how ("can I play", "who can use it"). "Can I retreat
// twice in one turn" is about retreating; "does a Paralyzed Pokémon get cured when it
// evolves" is about Paralysis and evolving.
var qualifierWords = strings.Fields(`
	twice thrice again still anyway instead only also even ever never always already yet
	before after during until till since now later earlier soon next then first last between
	same different other another else more less fewer most least every each all any none per
	both either neither several whole new old normal regular plain ordinary usual real actual extra own
	right wrong exactly together separately once up down over
	come comes came coming go goes went gone going make makes made take takes took taken
	put puts keep keeps kept stay stays stayed remain remains become becomes became let
	give gives gave given need needs want wants say says said see sees saw try
	use uses used using play plays played playing
	cure cures cured curing remove removes removed removing rid away off back anymore
	stop stops stopped
	add adds added multiply multiplies multiplied double doubles doubled times plus minus
	subtract subtracts reduce reduces reduced increase increases increased lower lowers raise raises
	one two three four five six seven eight nine ten zero`)

// qualifierTerms is qualifierWords as the index analyses them, and every number.
func (ix *Index) qualifierTerms() map[string]bool {
	out := map[string]bool{}
	for _, w := range qualifierWords {
		for _, tok := range ix.analyze(w) {
			out[string(tok.Term)] = true
		}
	}
	return out
}
