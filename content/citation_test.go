package content

import "testing"

// A citation names each rulebook once, with every page of it the citation points at, so a
// section cited at several pages of one book does not read as several books.
func TestCitationText(t *testing.T) {
	const sm, unl, tri = "sm-2018-sun-and-moon.txt", "hgss-2010-hs-unleashed.txt", "hgss-2010-hs-triumphant.txt"
	tests := []struct {
		name      string
		c         Citation
		wantFull  string
		wantShort string
	}{
		{
			name:      "one book, one page",
			c:         Citation{Section: "Burned", Books: []CitedBook{{sm, 15}}},
			wantFull:  "“Burned”, p. 15 of the Sun & Moon rulebook (2018)",
			wantShort: "Burned, p. 15",
		},
		{
			name:      "one book, several pages of a long section",
			c:         Citation{Section: "DO ANY OF THESE IN ANY ORDER:", Books: []CitedBook{{sm, 13}, {sm, 11}, {sm, 13}}},
			wantFull:  "“DO ANY OF THESE IN ANY ORDER:” in the Sun & Moon rulebook (2018) pp. 11 and 13",
			wantShort: "DO ANY OF THESE IN ANY ORD…, pp. 11, 13",
		},
		{
			name:      "several books, same page",
			c:         Citation{Section: "Burned", Books: []CitedBook{{unl, 15}, {tri, 15}}},
			wantFull:  "“Burned”, p. 15 of the HS—Unleashed rulebook (2010) and HS—Triumphant rulebook (2010)",
			wantShort: "Burned, p. 15",
		},
		{
			name:      "several books, different pages",
			c:         Citation{Section: "Glossary", Books: []CitedBook{{unl, 26}, {tri, 27}}, Silent: true},
			wantFull:  "“Glossary” in the HS—Unleashed rulebook (2010) p. 26 and HS—Triumphant rulebook (2010) p. 27 (where the rulebook would say it; it is silent on this point)",
			wantShort: "Glossary, pp. 26/27 (silent)",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.c.String(); got != tt.wantFull {
				t.Errorf("String() = %q; want %q", got, tt.wantFull)
			}
			if got := tt.c.Short(); got != tt.wantShort {
				t.Errorf("Short() = %q; want %q", got, tt.wantShort)
			}
		})
	}
}
