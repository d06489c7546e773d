package handlers

import (
	"testing"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/scenarios"
)

// actionLabel names the Pokémon and cards of an action's other choices, on the side each
// belongs to, and says the opponent's choice of what stays or what they discard as theirs.
func TestActionLabelChoices(t *testing.T) {
	cards, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	b := &scenarios.Board{Turn: 5, Current: "alice", Decision: "main", Players: [2]scenarios.PlayerBoard{
		{Player: "alice", Active: &scenarios.PokemonBoard{ID: "sm1-80", Name: "Umbreon-GX"},
			Bench: []scenarios.PokemonBoard{{ID: "hgss1-28", Name: "Pichu"}}},
		{Player: "bob", Active: &scenarios.PokemonBoard{ID: "sm1-36", Name: "Corsola"},
			Bench: []scenarios.PokemonBoard{{ID: "sm1-9", Name: "Rowlet"}, {ID: "hgss2-68", Name: "Vulpix"}}},
	}}
	tests := []struct {
		name string
		fa   scenarios.FileAction
		want string
	}{
		{"the opponent keeps two Benched Pokémon", scenarios.FileAction{Play: "sm5-120", TheyKeep: "bench1,bench2"},
			"Play Cyrus ◇, Bob keeping Rowlet (Bench 1) and Vulpix (Bench 2)"},
		{"Energy from the opponent's Pokémon", scenarios.FileAction{Attack: "Dark Call-GX", FromTheirPokemon: "active,bench2"},
			"Attack with Dark Call-GX, choosing from-their-pokemon Corsola, Vulpix (Bench 2)"},
		{"the order of cards looked at", scenarios.FileAction{Attack: "Clairvoyant Eye", Order: "3,1,2"},
			"Attack with Clairvoyant Eye, choosing order 3, 1, 2"},
		{"no Exp. Share of the opponent's works", scenarios.FileAction{Attack: "Dark Call-GX", TheyShare: "[]"},
			"Attack with Dark Call-GX, choosing they-share none"},
		{"the opponent's Exp. Share holders and their Energy", scenarios.FileAction{Attack: "Dark Call-GX", TheyShare: "bench2,bench1", TheyShareEnergy: "Water"},
			"Attack with Dark Call-GX, choosing they-share Vulpix (Bench 2), Rowlet (Bench 1) and they-share-energy Water"},
		{"a power used as its Pokémon is benched moves Energy", scenarios.FileAction{Bench: "hgss2-8", Option: true, Moves: "active>bench1", Energy: "Water"},
			"Put Shaymin onto the Bench, using its power, choosing the Energy card moves active>bench1 and energy Water"},
		{"benched without its power", scenarios.FileAction{Bench: "hgss2-8"}, "Put Shaymin onto the Bench"},
		{"a lowered Bench limit: the opponent's discard", scenarios.FileAction{Bench: "hgss4-17", TheyDiscard: "bench2"},
			"Put Ditto onto the Bench, Bob discarding Vulpix (Bench 2)"},
		{"an attack benches from the deck, the opponent discards", scenarios.FileAction{Attack: "Playground", Find: "hgss4-17", TheyDiscard: "bench1"},
			"Attack with Playground, choosing find Ditto, Bob discarding Rowlet (Bench 1)"},
		{"the acting player's own discard", scenarios.FileAction{Attack: "Playground", DiscardBenched: "bench1"},
			"Attack with Playground, discarding your Pichu (Bench 1)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := actionLabel(tt.fa, b, cards); got != tt.want {
				t.Errorf("actionLabel(%s) = %q; want %q", tt.fa, got, tt.want)
			}
		})
	}
}
