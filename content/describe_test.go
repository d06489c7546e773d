package content

import (
	"strings"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

func TestDescribe(t *testing.T) {
	tests := []struct {
		name string
		card *engine.Card
		want []string // each must appear in the text of the part at the same position
	}{
		{"plain damage", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Hit", Damage: 30}}},
			[]string{"Does 30 damage to the Defending Pokémon."}},
		{"coin then condition", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Jolt", Damage: 10,
			After: []engine.Op{{Kind: engine.OpFlip}, {Kind: engine.OpCondition, Gate: engine.IfHeads, Cond: engine.Paralyzed}}}}},
			[]string{"Does 10 damage to the Defending Pokémon. Flip a coin. If heads: the Defending Pokémon is now Paralyzed."}},
		{"times heads", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Many", Damage: 20, Suffix: "×",
			Before: []engine.Op{{Kind: engine.OpFlip, N: 3}, {Kind: engine.OpBaseTimes, Amount: 20}}}}},
			[]string{"Flip 3 coins. The attack does 20 damage for each heads. Then does the damage"}},
		{"search one", &engine.Card{Category: engine.TrainerCard, Trainer: engine.Item,
			Play: []engine.Op{{Kind: engine.OpSearch, N: 1, Filter: engine.Filter{Category: engine.PokemonCard, BasicOnly: true}, Dest: engine.ToBench}}},
			[]string{"Search your deck for up to 1 Basic Pokémon, put it onto your Bench, then shuffle your deck."}},
		{"tool modifier", &engine.Card{Category: engine.TrainerCard, Trainer: engine.Tool,
			Mods: []engine.Modifier{{Stage: engine.ModDefenderCards, Amount: -20}}},
			[]string{"Its Pokémon takes 20 less damage from attacks"}},
		{"missing attack has no words", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Odd", Missing: notWritten}}},
			[]string{""}},
		{"the opponent chooses", &engine.Card{Category: engine.TrainerCard, Trainer: engine.Item, ChooseOpp: engine.ChooseBenched, OppChooses: true,
			Play: []engine.Op{{Kind: engine.OpSwitchOpp}}},
			[]string{"Your opponent chooses one of their Benched Pokémon. Your opponent's Active Pokémon and the chosen Benched Pokémon switch places."}},
		{"special energy", &engine.Card{Category: engine.EnergyCard, Provides: []engine.Type{engine.Colorless, engine.Colorless}},
			[]string{"Special Energy: provides Colorless and Colorless."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Describe(tt.card)
			if len(got) != len(tt.want) {
				t.Fatalf("Describe = %d parts %+v; want %d", len(got), got, len(tt.want))
			}
			for i, w := range tt.want {
				if w == "" && got[i].Text != "" || !strings.Contains(got[i].Text, w) {
					t.Errorf("part %d = %q; want it to contain %q", i, got[i].Text, w)
				}
			}
		})
	}
}
