package content

import (
	"slices"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// The rules a card prints for itself come from its facts (printed_rules) to the engine card; a
// full entry must name the same ones, and a short entry may not repeat them.
func TestPrintedRulesLoad(t *testing.T) {
	facts := `{"id":"hgss2","era":"hgss","name":"HS—Unleashed","series":"HeartGold & SoulSilver","released":"2010/05/12","cards": [
{"id":"hgss2-90","set":"hgss2","number":"90","name":"Test Stadium","category":"trainer","trainer":"stadium","printed_rules":["stadium-same-name"],"effect":true},
{"id":"hgss2-91","set":"hgss2","number":"91","name":"Test Fossil","category":"trainer","trainer":"item","hp":50,"printed_rules":["cant-retreat","discard-from-play"],"effect":true},
{"id":"hgss2-92","set":"hgss2","number":"92","name":"Vulpix","category":"pokemon","stage":"basic","hp":60,"types":["Fire"],"retreat":1}
]}
`
	load := func(data string) (*Catalog, error) { return loadHgssCards(facts, data) }
	wantFieldProblems(t, load, []fieldProblem{
		{"a short entry repeats them", "- id: hgss2-90\n  printed_rules: [stadium-same-name]\n", 2, "takes printed_rules from the printed facts"},
		{"a full entry leaves one out", "- id: hgss2-90\n  name: Test Stadium\n  category: trainer\n  trainer: stadium\n", 1, "the card prints [stadium-same-name]"},
		{"an unknown rule", "- id: hgss2-90\n  name: Test Stadium\n  category: trainer\n  trainer: stadium\n  printed_rules: [loud]\n", 5, `unknown printed rule "loud"`},
		{"a rule of another kind of card", "- id: hgss2-92\n  name: Vulpix\n  category: pokemon\n  stage: basic\n  hp: 60\n  types: [Fire]\n  retreat: 1\n  printed_rules: [mega-ends-turn]\n", 8, "belongs to a Mega Evolution Pokémon"},
		{"a Fossil's type only where its facts have none", "- id: hgss2-92\n  types: [Fire]\n", 2, "takes types from the printed facts"},
		{"an errata that is no ruling id", "- id: hgss2-90\n  errata: Rare Candy 2011\n", 2, "want the id of an official ruling"},
		{"a card kept out of the deck with no errata", "- id: hgss2-90\n  not_in_deck_with: [Other Stadium]\n", 2, "needs the errata that says so"},
	})
	cat, err := load("- id: hgss2-90\n  stats: [{stat: hp, amount: 10, who: all}]\n- id: hgss2-91\n  types: [Colorless]\n")
	if err != nil {
		t.Fatal(err)
	}
	stadium, _ := cat.Get("hgss2-90")
	fossil, _ := cat.Get("hgss2-91")
	if stadium.Card.Printed != engine.PrintedStadiumName {
		t.Errorf("Stadium printed rules = %v; want stadium-same-name", stadium.Card.Printed)
	}
	if c := fossil.Card; c.Printed != engine.PrintedNoRetreat|engine.PrintedDiscardFromPlay || !c.PlaysAsBasic ||
		c.HP != 50 || !slices.Equal(c.Types, []engine.Type{engine.Colorless}) || !fossil.Playable() {
		t.Errorf("Fossil = %+v (playable %v); want a playable 50-HP Colorless Fossil Trainer card with its two rules", c, fossil.Playable())
	}
}

// Every Mega Evolution card and every Stadium of the covered sets prints its rule (the card
// data was read card by card), and the catalogue gives it to the engine card.
func TestPrintedRulesInTheCatalog(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	var megas, stadiums int
	for _, cc := range cat.Cards {
		c := cc.Card
		switch {
		case c.Category == engine.PokemonCard && c.Stage == engine.MegaStage:
			megas++
			if c.Printed&engine.PrintedMegaEndsTurn == 0 {
				t.Errorf("%s (%s) lacks the Mega Evolution rule it prints", c.Name, c.ID)
			}
		case c.Category == engine.TrainerCard && c.Trainer == engine.Stadium:
			stadiums++
			if c.Printed&engine.PrintedStadiumName == 0 {
				t.Errorf("%s (%s) lacks its same-name rule", c.Name, c.ID)
			}
		}
	}
	if megas != 2 || stadiums != 5 {
		t.Errorf("%d Mega Evolution cards and %d Stadiums; want 2 (xy1) and 5", megas, stadiums)
	}
	fossil, ok := cat.Get("sm5-134")
	if !ok || !fossil.Playable() || fossil.Card.Printed != engine.PrintedNoRetreat|engine.PrintedDiscardFromPlay {
		t.Errorf("Unidentified Fossil = %+v; want it fully playable with its two rules", fossil)
	}
}
