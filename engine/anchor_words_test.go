package engine_test

import (
	"strings"
	"testing"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/engine"
)

// The rule points of deck building and of the special kinds of card must cite a paragraph
// that is about that rule: every word group below (alternatives split by |) must appear in
// it, case-insensitively. The scenarios package checks the older rule points the same way. A
// point an official ruling settles cites "ruling:<id>", whose page must exist.
var specialRuleWords = map[string][]string{
	"DeckCopies":     {"4|four", "name"},
	"DeckBasic":      {"basic pokémon"},
	"DeckStar":       {"star", "1|one"},
	"AceSpec":        {"ace spec", "one"},
	"PrismStarDeck":  {"prism star", "one"},
	"NameLevel":      {"lv.x|level"},
	"NameDelta":      {"δ|delta"},
	"NameTeamPlasma": {"team plasma", "name"},
	"FossilSetup":    {"fossil", "setup|set-up"},
	"FossilPlay":     {"fossil", "basic pokémon"},
	"RestoredPlay":   {"restored", "item"},
	"RestoredHand":   {"hand"},
	"RestoredSetup":  {"restored", "setup|set-up"},
	"Break":          {"attacks", "weakness", "retreat"},
	"LevelUp":        {"lv.x", "same name|share"},
	"LevelUpKeeps":   {"lv.x"},
	"LevelUpAssumed": {"lv.x"},
	"Devolve":        {"devolve", "special conditions"},
	"TM":             {"technical machine", "attack", "attached"},
}

func TestSpecialRuleAnchorsStateTheirRule(t *testing.T) {
	corpus, err := content.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range engine.Rulesets() {
		points := r.RulePoints()
		for name, groups := range specialRuleWords {
			anchor, ok := points[name]
			if !ok {
				continue // the era has no such rule
			}
			if id, isRuling := engine.RulingID(anchor); isRuling {
				if _, ok := corpus.Ruling(id); !ok {
					t.Errorf("%s rule point %s cites %s, which does not exist", r.Era, name, anchor)
				}
				continue
			}
			ref, err := content.ParseRef(anchor)
			if err != nil {
				t.Errorf("%s %s: %v", r.Era, name, err)
				continue
			}
			_, block, ok := corpus.Resolve(ref)
			if !ok {
				t.Errorf("%s rule point %s cites %s, which does not exist", r.Era, name, anchor)
				continue
			}
			text := strings.ToLower(block.Text)
			for _, g := range groups {
				found := false
				for _, w := range strings.Split(g, "|") {
					found = found || strings.Contains(text, w)
				}
				if !found {
					t.Errorf("%s rule point %s cites %s, whose text lacks %q: %q", r.Era, name, anchor, g, block.Text)
				}
			}
		}
	}
}
