package index

import (
	"context"
	"slices"
	"testing"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"
)

func TestAnalyzer(t *testing.T) {
	ix := fixtureIndex(t)
	tests := []struct {
		name, text string
		want       []string
	}{
		{"accents folded", "Pokémon", []string{"pokemon"}},
		{"possessive and case", "Pokémon's Bench", []string{"pokemon", "bench"}},
		{"stems", "Knocked Out", []string{"knock", "out"}},
		{"rule words kept", "between turns, before Weakness, once", []string{"between", "turn", "befor", "weak", "onc"}},
		{"question words dropped", "what happens if it does not work", []string{"not"}},
		{"curly apostrophe", "KO’d", []string{"ko'd"}},
		{"hyphen splits", "Pokémon-GX", []string{"pokemon", "gx"}},
		{"an adverb keeps its own stem", "rarely rare exactly exact", []string{"rarely", "rare", "exactly", "exact"}},
		{"a verb in -ly is stemmed", "apply applies", []string{"appli", "appli"}},
		{"irregular past forms", "woke drew taken", []string{"wake", "draw", "take"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, tok := range ix.analyze(tc.text) {
				got = append(got, string(tok.Term))
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("analyze(%q) = %q; want %q", tc.text, got, tc.want)
			}
		})
	}
}

// TestMapping checks how each field is indexed: keywords are matched whole and exactly,
// text fields by their analysed terms.
func TestMapping(t *testing.T) {
	ix := fixtureIndex(t)
	tests := []struct {
		name, field, term string
		want              uint64
	}{
		{"era is a keyword", fieldEra, "sm", 11}, // 4 rules, 1 ruling, 3 terms, 3 rulebook sections
		{"era multi-valued for rulings", fieldEra, "hgss", 8},
		{"era not lower-cased", fieldEra, "SM", 0},
		{"kind is a keyword", fieldKind, "rule", 12},
		{"kind not stemmed", fieldKind, "rules", 0},
		{"rulebook is a keyword", fieldRulebook, "sm-fixture", 3},
		{"topic is a keyword", fieldTopic, "first-turn", 2},
		{"text is stemmed", fieldText, "burn", 5}, // 3 Burned pages, 1 ruling, 1 rulebook section
		{"text holds stems only", fieldText, "burned", 0},
		{"text folds accents", fieldText, "pokémon", 0},
		{"text drops stop words", fieldText, "the", 0},
		{"title is analysed", fieldTitle, "knock", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			q := query.NewTermQuery(tc.term)
			q.SetField(tc.field)
			res, err := ix.idx.SearchInContext(context.Background(), bleve.NewSearchRequestOptions(q, 0, 0, false))
			if err != nil {
				t.Fatalf("search %s:%s: %v", tc.field, tc.term, err)
			}
			if res.Total != tc.want {
				t.Errorf("documents with %s:%q = %d; want %d", tc.field, tc.term, res.Total, tc.want)
			}
		})
	}
}

func TestDocCount(t *testing.T) {
	ix := fixtureIndex(t)
	// 12 rule pages, 2 rulings, 9 glossary terms, 3 rulebook sections.
	if got, want := ix.DocCount(), uint64(26); got != want {
		t.Errorf("DocCount() = %d; want %d", got, want)
	}
	if got, want := ix.Rulebooks(), []string{"sm-fixture"}; !slices.Equal(got, want) {
		t.Errorf("Rulebooks() = %q; want %q", got, want)
	}
}
