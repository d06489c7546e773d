package rulebook

import "testing"

func TestWording(t *testing.T) {
	parse := func(t *testing.T, text string) *Rulebook {
		t.Helper()
		b, err := Parse("hgss-2010-made-up.txt", "", []byte(text))
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		return b
	}
	// Made-up text.
	a := parse(t, "TIED GAMES\nWhen both players win, play\none more short game.\n")
	tests := []struct {
		name, text string
		same       bool
	}{
		{"other line breaks", "TIED GAMES\nWhen both players win,\nplay one more short game.\n", true},
		{"case and punctuation", "TIED GAMES\nWhen both players WIN play one more short game!\n", true},
		{"another word", "TIED GAMES\nWhen both players win, play\none more long game.\n", false},
		{"another heading", "DRAWN GAMES\nWhen both players win, play\none more short game.\n", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := parse(t, tc.text)
			if got := a.Sections[0].Wording() == b.Sections[0].Wording(); got != tc.same {
				t.Errorf("Wording of %q equals that of %q: %v; want %v", tc.text, a.Sections[0].Heading, got, tc.same)
			}
		})
	}
}
