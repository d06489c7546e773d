package handlers

import (
	"testing"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/scenarios"
)

// actionLabel names the cards an action chooses from either hand and says when it takes a
// power's or a Trainer card's optional part.
func TestActionLabelHandChoices(t *testing.T) {
	cards, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	b := &scenarios.Board{Turn: 3, Current: "alice", Decision: "main", Players: [2]scenarios.PlayerBoard{
		{Player: "alice", Active: &scenarios.PokemonBoard{ID: "sm1-23", Name: "Torkoal"}},
		{Player: "bob", Active: &scenarios.PokemonBoard{ID: "sm1-23", Name: "Torkoal"}},
	}}
	tests := []struct {
		name string
		fa   scenarios.FileAction
		want string
	}{
		{"a card from the player's own hand", scenarios.FileAction{Play: "hgss2-75", FromHand: "hgss1-116"},
			"Play Engineer's Adjustments, choosing Fire Energy from your hand"},
		{"two cards from the opponent's hand", scenarios.FileAction{Play: "hgss2-75", FromTheirHand: "sm1-23, hgss1-116"},
			"Play Engineer's Adjustments, choosing Torkoal and Fire Energy from Bob's hand"},
		{"a power's option", scenarios.FileAction{Power: "Tidal Call", Option: true},
			"Use Tidal Call of Torkoal, taking its option"},
		{"a Trainer card's option", scenarios.FileAction{Play: "hgss2-75", Option: true},
			"Play Engineer's Adjustments, taking its option"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := actionLabel(tt.fa, b, cards); got != tt.want {
				t.Errorf("actionLabel(%s) = %q; want %q", tt.fa, got, tt.want)
			}
		})
	}
}
