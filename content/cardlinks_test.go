package content

import (
	"reflect"
	"strings"
	"testing"
)

func TestLinkCardNames(t *testing.T) {
	c, err := LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, era, text string
		want            []TextPart
	}{
		{"one card of the name", "sm", "Alice plays Unidentified Fossil.",
			[]TextPart{{Text: "Alice plays "}, {Text: "Unidentified Fossil", URL: "/cards/sm5-134"}, {Text: "."}}},
		{"several cards of the name", "hgss", "Magmar attacks.",
			[]TextPart{{Text: "Magmar", URL: "/cards?era=hgss&q=Magmar"}, {Text: " attacks."}}},
		{"each name once", "xy", "Froakie and Froakie",
			[]TextPart{{Text: "Froakie", URL: "/cards?era=xy&q=Froakie"}, {Text: " and Froakie"}}},
		{"the longest name where two start", "xy", "Xerneas-EX, not Xerneas",
			[]TextPart{{Text: "Xerneas-EX", URL: "/cards/xy1-97"}, {Text: ", not "}, {Text: "Xerneas", URL: "/cards/xy1-96"}}},
		{"as printed only", "xy", "a froakie", []TextPart{{Text: "a froakie"}}},
		{"not inside a word", "xy", "Froakies? Froakiex", []TextPart{{Text: "Froakies", URL: "/cards?era=xy&q=Froakie"}, {Text: "? Froakiex"}}},
		{"a one-word Trainer is a word", "xy", "Switch your Active Pokémon.", []TextPart{{Text: "Switch your Active Pokémon."}}},
		{"a basic Energy is not linked", "hgss", "Metal Energy", []TextPart{{Text: "Metal Energy"}}},
		{"another era's card is not linked", "hgss", "Froakie", []TextPart{{Text: "Froakie"}}},
		{"a reprint links the first printing", "sm", "Dawn Wings Necrozma-GX",
			[]TextPart{{Text: "Dawn Wings Necrozma-GX", URL: "/cards/sm5-63"}}},
		{"a LEGEND links its first half", "hgss", "Ho-Oh LEGEND", []TextPart{{Text: "Ho-Oh LEGEND", URL: "/cards/hgss1-111"}}},
		{"an era with no cards", "zz", "Magmar", []TextPart{{Text: "Magmar"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := c.LinkCardNames(tt.era, tt.text); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("LinkCardNames(%q, %q) = %v; want %v", tt.era, tt.text, got, tt.want)
			}
		})
	}

	// Rule pages and rulings link the cards they mention; the glossary still links its terms.
	r, ok := c.Rule("sm", "restored-pokemon")
	if !ok {
		t.Fatal("no sm/restored-pokemon")
	}
	if !strings.Contains(r.HTML, `<a href="/cards/sm5-134" class="card">Unidentified Fossil</a>`) {
		t.Errorf("sm/restored-pokemon does not link Unidentified Fossil to its page")
	}
	if !strings.Contains(r.HTML, `class="term"`) {
		t.Errorf("sm/restored-pokemon lost its glossary links")
	}
}
