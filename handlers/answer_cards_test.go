package handlers

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// TestAnswerNamesCard: a question that names a card is answered with the card, or with the
// ruling about it that the rest of the question asks about; a card of another era is
// answered with where it is.
func TestAnswerNamesCard(t *testing.T) {
	tests := []struct {
		name, q, era string
		kind, url    string // want
		text         string // the answer's text contains it
	}{
		{"a card name alone", "rare candy", "sm", "card", "/cards/sm1-129", "Item"},
		{"a card of the era asked", "Rare Candy", "hgss", "card", "/cards/hgss2-82", "HS—Unleashed #82"},
		{"a Pokémon, its HP and first attack", "Vulpix", "hgss", "card", "/cards/hgss1-87", "HP 50"},
		{"a Supporter", "Professor Sycamore", "xy", "card", "/cards/xy1-122", "Supporter"},
		{"a Supporter by its name in lower case", "shauna", "xy", "card", "/cards/xy1-127", "Supporter"},
		{"a Special Energy", "double colorless energy", "xy", "card", "/cards/xy1-130", "Colorless"},
		{"no card of that name in the era", "Professor Sycamore", "sm", "card", "/cards/xy1-122", "in the XY sets"},
		{"a ruling about the card matches the rest", "can I use rare candy on my first turn", "hgss", "ruling", "/rulings/rare-candy-first-turn", ""},
		{"another ruling about the same card", "ultra ball when my deck is empty", "sm", "ruling", "/rulings/ultra-ball-empty-deck", ""},
		{"a ruling named by a card's possessive", "can Junk Arm's effect take another junk arm", "hgss", "ruling", "/rulings/junk-arm-no-junk-arm", ""},
		{"an ordinary word is not a card", "can i switch when paralyzed", "sm", "", "", ""},
		{"a basic Energy in a question is the rule", "can I attach fire energy to my bench", "sm", "", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			target := "/api/answer?q=" + url.QueryEscape(tc.q) + "&era=" + tc.era
			rec := cardGet(t, http.MethodGet, target, "")
			if rec.Code != http.StatusOK {
				t.Fatalf("GET %s = %d %s", target, rec.Code, clipBody(rec.Body.String()))
			}
			var a Answer
			if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil {
				t.Fatal(err)
			}
			if tc.kind == "" {
				if a.Kind == "card" {
					t.Errorf("answer(%q) = card %s; want the rules, not a card", tc.q, a.URL)
				}
				return
			}
			if a.Kind != tc.kind || a.URL != "https://rules.example"+tc.url || !strings.Contains(a.Text, tc.text) {
				t.Errorf("answer(%q, %s) = %s %s %q; want %s %s with %q", tc.q, tc.era, a.Kind, a.URL, clipRunes(a.Text, 120), tc.kind, tc.url, tc.text)
			}
			if !strings.HasSuffix(a.Message, a.URL) {
				t.Errorf("message %q does not end with the link", a.Message)
			}
		})
	}
}
