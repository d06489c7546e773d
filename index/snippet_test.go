package index

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCut(t *testing.T) {
	long := strings.Repeat("filler words here ", 30) + "the Burned step" + strings.Repeat(" more words after", 30)
	at := strings.Index(long, "Burned")
	tests := []struct {
		name   string
		text   string
		spans  []span
		want   []string // substrings
		prefix string
		suffix string
	}{
		{"short text whole", "A <b> & Burned", []span{{8, 14}}, []string{"A &lt;b&gt; &amp; <mark>Burned</mark>"}, "A", "</mark>"},
		{"long text around the match", long, []span{{at, at + 6}}, []string{"<mark>Burned</mark>"}, "…", "…"},
		{"no match: the start", long, nil, []string{"filler words"}, "filler", "…"},
		{"overlapping spans merged", "Knocked Out", []span{{0, 7}, {0, 11}, {8, 11}}, []string{"<mark>Knocked Out</mark>"}, "<mark>", "</mark>"},
		{"spans outside the text dropped", "Burned", []span{{0, 6}, {4, 60}, {-1, 2}}, []string{"<mark>Burned</mark>"}, "<mark>", "</mark>"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := cut(tc.text, tc.spans)
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("cut(...) = %q; want it to contain %q", got, w)
				}
			}
			if !strings.HasPrefix(got, tc.prefix) || !strings.HasSuffix(got, tc.suffix) {
				t.Errorf("cut(...) = %q; want it to start with %q and end with %q", got, tc.prefix, tc.suffix)
			}
			if plain := strings.NewReplacer("<mark>", "", "</mark>", "", "…", "").Replace(got); len(plain) > snippetLen+20 {
				t.Errorf("cut(...) shows %d bytes; want about %d at most", len(plain), snippetLen)
			}
			checkSnippetHTML(t, got)
		})
	}
}

// TestCutMultibyte: cutting never splits a character.
func TestCutMultibyte(t *testing.T) {
	text := strings.Repeat("Pokémon ", 40) + strings.Repeat("é", 300)
	for _, spans := range [][]span{nil, {{len(text) - 10, len(text) - 2}}, {{1, 3}}, {{len(text) - 9, len(text) - 2}}, {{3, 4}}} {
		if got := cut(text, spans); !utf8.ValidString(got) {
			t.Errorf("cut(%v) = %q; not valid UTF-8", spans, got)
		}
	}
}
