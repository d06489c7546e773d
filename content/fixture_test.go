package content

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"
)

// hgss2Facts is a card-facts file of two hgss2 cards, enough for a card file's entries to
// load against: Vulpix (an attack, Fireworks, and a Poké-Power, Warm) and Rare Candy (an
// Item).
const hgss2Facts = `{"id":"hgss2","era":"hgss","name":"HS—Unleashed","series":"HeartGold & SoulSilver","released":"2010/05/12","cards": [
{"id":"hgss2-68","set":"hgss2","number":"68","name":"Vulpix","category":"pokemon","stage":"basic","hp":60,"types":["Fire"],"retreat":1,"attacks":[{"name":"Fireworks","cost":["Fire"],"damage":20,"effect":true}],"powers":[{"name":"Warm","kind":"poke-power"}]},
{"id":"hgss2-82","set":"hgss2","number":"82","name":"Rare Candy","category":"trainer","trainer":"item","effect":true}
]}
`

// loadHgss2Cards loads a card file (cards/hgss.yaml) written against hgss2Facts.
func loadHgss2Cards(data string) (*Catalog, error) { return loadHgssCards(hgss2Facts, data) }

// loadHgssCards loads a card file (cards/hgss.yaml) written against a facts file of hgss2.
func loadHgssCards(facts, data string) (*Catalog, error) {
	cs, err := LoadCards(fstest.MapFS{"cards/hgss.yaml": {Data: []byte(data)}, "cards/facts/hgss2.json": {Data: []byte(facts)}})
	if err != nil {
		return nil, err
	}
	return NewCatalog(cs), nil
}

// wantProblemAt checks that loading failed with its first problem at line, saying want.
func wantProblemAt(t *testing.T, err error, line int, want string) {
	t.Helper()
	var ps Problems
	if !errors.As(err, &ps) || ps[0].Line != line || !strings.Contains(ps[0].Msg, want) {
		t.Errorf("LoadCards = %v; want line %d containing %q", err, line, want)
	}
}

// fieldProblem is a card file that must fail to load, its first problem at wantLine saying
// want.
type fieldProblem struct {
	name, data string
	wantLine   int
	want       string
}

// wantFieldProblems loads each case's data with load, as a subtest, and checks its first
// problem (wantProblemAt).
func wantFieldProblems[T any](t *testing.T, load func(data string) (T, error), tests []fieldProblem) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := load(tt.data)
			wantProblemAt(t, err, tt.wantLine, tt.want)
		})
	}
}
