package index

import (
	"fmt"
	"strings"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/custom"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/analysis/token/lowercase"
	"github.com/blevesearch/bleve/v2/analysis/token/porter"
	"github.com/blevesearch/bleve/v2/analysis/token/stop"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"github.com/blevesearch/bleve/v2/analysis/tokenmap"
	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/registry"
)

// Field names of an indexed document. Text fields are analysed as English; the others are
// keywords, matched whole, and the facets count them.
const (
	fieldKind     = "kind"
	fieldEra      = "era"
	fieldRulebook = "rulebook"
	fieldTopic    = "topic"
	fieldTitle    = "title"
	fieldText     = "text"
)

// fieldText is what the search box and unqualified advanced terms search: every part of the
// document in one field (title, aliases, summary, body), the title
// repeated titleWeight times and each alias aliasWeight times. One field gives every word one
// document frequency, so a word common in the rules ("Pokémon") does not score as rare just
// because few titles hold it, while a word in the title still counts several times over one in
// the body.
const (
	titleWeight = 3
	aliasWeight = 2
)

// analyzerName is English analysis (possessives, lower case, stop words, Porter stems) with
// accents folded, so "pokemon" finds "Pokémon", and irregular forms and adverbs prepared for
// the stemmer (formsFilter).
const (
	analyzerName    = "rulesd_en"
	foldFilterName  = "rulesd_fold"
	formsFilterName = "rulesd_forms"
	stopMapName     = "rulesd_stop_words"
	stopFilterName  = "rulesd_stop"
)

// stopWords are dropped from documents and queries. It is the usual English list less the
// words that carry rules meaning ("before" and "after" Weakness, "between" turns, "once" per
// turn, "both" players, "no" Energy, Knock "out"), plus the words every question is made of
// ("what happens", "how does it work", "am I allowed to").
var stopWords = strings.Fields(`
	i me my myself we our ours ourselves you your yours yourself yourselves he him his himself
	she her hers herself it its itself they them their theirs themselves what which who whom
	this that these those am is are was were be been being have has had having do does did
	doing would should could ought i'm you're he's she's it's we're they're i've you've we've
	they've i'd you'd he'd she'd we'd they'd i'll you'll he'll she'll we'll they'll isn't
	aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't won't wouldn't shan't
	shouldn't can't cannot couldn't mustn't let's that's who's what's here's there's when's
	where's why's how's a an the and but if or because as while of at by for with about into
	to from in on then here there when where why how some such nor than too very so
	can may might will shall just also
	happen happens happened happening work works working mean means meaning allowed allow
	possible get gets got getting rule rules much many`)

func init() {
	// bleve builds analysers from named parts in its registry; the folding filter has to be
	// registered before any mapping can name it.
	for name, f := range map[string]analysis.TokenFilter{foldFilterName: foldFilter{}, formsFilterName: formsFilter{}} {
		err := registry.RegisterTokenFilter(name, func(map[string]any, *registry.Cache) (analysis.TokenFilter, error) {
			return f, nil
		})
		if err != nil {
			panic(fmt.Sprintf("register token filter %s: %v", name, err)) // a name clash is a build mistake
		}
	}
}

// formsFilter prepares words for the stemmer. The past forms the stemmer cannot see through
// become their plain verb ("woke" is "wake", "drew" is "draw"), and an adverb made with -ly
// keeps its own form instead of joining its adjective: "rarely" is not "rare", "only" is not
// "on". The adverb says how or how often, not what.
type formsFilter struct{}

func (formsFilter) Filter(in analysis.TokenStream) analysis.TokenStream {
	for _, tok := range in {
		if base, ok := verbForms[string(tok.Term)]; ok {
			tok.Term = []byte(base)
			continue
		}
		if adverb(tok.Term) {
			tok.KeyWord = true
		}
	}
	return in
}

// verbForms are the irregular past forms of verbs players use about the game.
var verbForms = map[string]string{
	"woke": "wake", "woken": "wake", "took": "take", "taken": "take", "drew": "draw", "drawn": "draw",
	"chose": "choose", "chosen": "choose", "gave": "give", "given": "give", "went": "go", "gone": "go",
	"came": "come", "ran": "run", "saw": "see", "seen": "see", "made": "make", "found": "find",
	"held": "hold", "kept": "keep", "paid": "pay", "spent": "spend", "sent": "send", "began": "begin",
	"begun": "begin", "won": "win", "fell": "fall", "fallen": "fall", "threw": "throw", "thrown": "throw",
	"dealt": "deal", "hid": "hide", "hidden": "hide", "knew": "know", "known": "know",
}

// adverb reports whether a lower-case word is an adverb made with -ly from another word:
// "rarely", "exactly", "immediately"; not "apply", "family", "fully" or "only".
func adverb(w []byte) bool {
	n := len(w)
	if n < 5 || w[n-2] != 'l' || w[n-1] != 'y' {
		return false
	}
	switch w[n-3] {
	case 'p', 'i', 'l', 'a', 'o', 'u':
		return false
	}
	return true
}

// foldFilter replaces accented Latin letters with their plain forms inside each token. It is
// a token filter rather than a character filter so that token offsets still point into the
// original text, which the snippets rely on.
type foldFilter struct{}

func (foldFilter) Filter(in analysis.TokenStream) analysis.TokenStream {
	for _, tok := range in {
		if folded, ok := fold(string(tok.Term)); ok {
			tok.Term = []byte(folded)
		}
	}
	return in
}

// fold returns s with accented letters made plain, and whether anything changed.
func fold(s string) (string, bool) {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return s, false
	}
	var b strings.Builder
	changed := false
	for _, r := range s {
		if p, ok := plainLetter(r); ok {
			b.WriteRune(p)
			changed = true
			continue
		}
		b.WriteRune(r)
	}
	return b.String(), changed
}

func plainLetter(r rune) (rune, bool) {
	switch r {
	case 'à', 'á', 'â', 'ã', 'ä', 'å':
		return 'a', true
	case 'ç':
		return 'c', true
	case 'è', 'é', 'ê', 'ë':
		return 'e', true
	case 'ì', 'í', 'î', 'ï':
		return 'i', true
	case 'ñ':
		return 'n', true
	case 'ò', 'ó', 'ô', 'õ', 'ö':
		return 'o', true
	case 'ù', 'ú', 'û', 'ü':
		return 'u', true
	case 'ý', 'ÿ':
		return 'y', true
	case '’', '‘':
		return '\'', true
	}
	return r, false
}

// newMapping describes every document rulesd indexes: one shape for all kinds, so one query
// and one set of facets cover rules, rulings, glossary terms and rulebook sections.
func newMapping() (*mapping.IndexMappingImpl, error) {
	m := mapping.NewIndexMapping()
	words := make([]any, len(stopWords))
	for i, w := range stopWords {
		words[i] = w
	}
	if err := m.AddCustomTokenMap(stopMapName, map[string]any{"type": tokenmap.Name, "tokens": words}); err != nil {
		return nil, fmt.Errorf("index mapping: stop words: %w", err)
	}
	if err := m.AddCustomTokenFilter(stopFilterName, map[string]any{"type": stop.Name, "stop_token_map": stopMapName}); err != nil {
		return nil, fmt.Errorf("index mapping: stop filter: %w", err)
	}
	err := m.AddCustomAnalyzer(analyzerName, map[string]any{
		"type":          custom.Name,
		"tokenizer":     unicode.Name,
		"token_filters": []any{en.PossessiveName, lowercase.Name, foldFilterName, formsFilterName, stopFilterName, porter.Name},
	})
	if err != nil {
		return nil, fmt.Errorf("index mapping: analyzer %s: %w", analyzerName, err)
	}
	m.DefaultAnalyzer = analyzerName
	m.DefaultField = fieldText // advanced queries: a term with no field: searches the text

	doc := mapping.NewDocumentStaticMapping()
	for _, name := range []string{fieldKind, fieldEra, fieldRulebook, fieldTopic} {
		f := mapping.NewKeywordFieldMapping()
		f.Store = false
		f.IncludeInAll = false
		f.IncludeTermVectors = false
		f.DocValues = false // facets are counted from the entries beside the index
		doc.AddFieldMappingsAt(name, f)
	}
	for _, name := range []string{fieldTitle, fieldText} {
		f := mapping.NewTextFieldMapping()
		f.Analyzer = analyzerName
		f.Store = false
		f.DocValues = false
		f.IncludeTermVectors = true // positions: phrases in advanced queries, and what matched
		f.IncludeInAll = false      // no composite _all field: fieldText already holds everything
		doc.AddFieldMappingsAt(name, f)
	}
	m.DefaultMapping = doc
	m.TypeField = "_type_unused" // every document has the default type
	if err := m.Validate(); err != nil {
		return nil, fmt.Errorf("index mapping: %w", err)
	}
	return m, nil
}
