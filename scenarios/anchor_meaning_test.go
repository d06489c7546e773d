package scenarios

import (
	"strings"
	"testing"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/engine"
)

// The engine cites content paragraphs by number. A number can keep resolving after a page is
// edited while pointing at the wrong paragraph, so each rule point's paragraph must also say
// what the point is about: every word group below must appear (a group is alternatives split
// by |), case-insensitively. A point an official ruling settles cites the ruling, which must
// exist.
var rulePointWords = map[string][]string{
	"AsleepTails":           {"tails", "asleep"},
	"AttachOnce":            {"once|one"},
	"AttackConfusion":       {"confus"},
	"BenchClears":           {"bench"},
	"BenchFull":             {"5|five"},
	"BenchNoWR":             {"bench", "not|never"},
	"BurnHeal":              {"heads"},
	"ChecksAfterNothing":    {"confus", "requirement|own coin"},
	"CheckupBurn":           {"burn"},
	"CheckupKO":             {"knock"},
	"CheckupParalysis":      {"paraly"},
	"CheckupPoison":         {"poison"},
	"CheckupSleep":          {"asleep|sleep"},
	"ConditionReplace":      {"replace|applied last|one of these three"},
	"LostLinkAttack":        {"using the attack"},
	"BorrowChoice":          {"supporter"},
	"BorrowEffect":          {"supporter"},
	"BorrowNotPlayed":       {"supporter"},
	"ConditionStack":        {"burn", "poison"},
	"ConfusedTails":         {"tails", "3|three"},
	"DeckBuilding":          {"60"},
	"DeckOut":               {"deck", "draw"},
	"DmgBase":               {"base|printed"},
	"DmgCounters":           {"counter"},
	"DmgFloor":              {"below zero|0 or less|less than 0"},
	"DmgResistance":         {"resistance"},
	"DmgWeakness":           {"weakness"},
	"DrawNoLoss":            {"draw"},
	"DualType":              {"type", "weakness|resistance"},
	"DualTypeOrder":         {"weakness", "resistance"},
	"EvolveFirstTurn":       {"first turn"},
	"EvolveSecondPlayer":    {"first turn", "evolv", "second"},
	"FirstTurnAttack":       {"attack"},
	"FirstTurnTrainer":      {"trainer|supporter"},
	"GXOnce":                {"once|one"},
	"KOAfterAttack":         {"attack", "after|last", "check|handled"},
	"KOPrize":               {"prize"},
	"KOPrizesFirst":         {"both", "prize", "promot|new active"},
	"KOReplace":             {"bench"},
	"KOSimultaneous":        {"both"},
	"KOSimultaneousCheckup": {"both|simultaneous|same time"},
	"MegaEndsTurn":          {"turn"},
	"MulliganBoth":          {"both"},
	"MulliganDraw":          {"extra|draw one card for each"},
	"PlaceCounters":         {"counter"},
	"PowerAlwaysOn":         {"always on"},
	"PrismStar":             {"lost zone"},
	"RetreatBlocked":        {"asleep", "paralyzed"},
	"RetreatOnce":           {"once"},
	"RetreatPay":            {"discard", "energy", "symbol"},
	"RetreatPayDouble":      {"discard", "energy", "cost"},
	"SetupPrizes":           {"6|six", "prize"},
	"SimultaneousTie":       {"sudden death"},
	"StadiumOnce":           {"one|once"},
	"SuddenDeath":           {"prize"},
	"Supporter":             {"one|once"},
	"SupporterPlay":         {"what it says|its text", "discard"},
	"ToolLimit":             {"one|1|only"},
	"TwoPrizeEx":            {"2|two", "prize"},
	"TwoPrizeGX":            {"2|two", "prize"},
	"WinDeckOut":            {"deck"},
	"WinPrizes":             {"prize"},
}

func TestEngineAnchorsStateTheirRule(t *testing.T) {
	corpus, err := content.LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, rules := range engine.Rulesets() {
		points := rules.RulePoints()
		for name, groups := range rulePointWords {
			anchor, ok := points[name]
			if !ok {
				continue // the era has no such rule
			}
			if id, isRuling := engine.RulingID(anchor); isRuling {
				// An official ruling settles the point in this era: its page must exist; its
				// wording is the ruling's own.
				if _, ok := corpus.Ruling(id); !ok {
					t.Errorf("rule point %s cites %s, which does not exist", name, anchor)
				}
				continue
			}
			ref, err := content.ParseRef(anchor)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			_, block, ok := corpus.Resolve(ref)
			if !ok {
				t.Errorf("rule point %s cites %s, which does not exist", name, anchor)
				continue
			}
			text := strings.ToLower(block.Text)
			for _, g := range groups {
				if !containsAny(text, strings.Split(g, "|")) {
					t.Errorf("rule point %s cites %s, whose text lacks %q: %q", name, anchor, g, block.Text)
				}
			}
		}
	}
}

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
