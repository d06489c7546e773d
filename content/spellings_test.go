package content

import (
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// A spelling that another spelling of the same effect replaced is refused at its line, naming
// the spelling to write; the surviving spelling loads.
func TestOneSpellingEach(t *testing.T) {
	facts := `{"id":"hgss2","era":"hgss","name":"HS—Unleashed","series":"HeartGold & SoulSilver","released":"2010/05/12","cards": [
{"id":"hgss2-68","set":"hgss2","number":"68","name":"Vulpix","category":"pokemon","stage":"basic","hp":60,"types":["Fire"],"retreat":1,"attacks":[{"name":"Fireworks","cost":["Fire"],"damage":20,"effect":true}]}
]}
`
	load := func(data string) (*Catalog, error) { return loadHgssCards(facts, data) }
	attack := func(op string) string {
		return "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      before: [" + op + "]\n"
	}
	wantFieldProblems(t, load, []fieldProblem{
		{"a count of Benched Pokémon on base-per", attack("{op: base-per, amount: 20, per: {check: benched, type: Fire}}"), 4,
			"written base-per-match with who: each-own-benched"},
		{"a count of Pokémon in play on base-per", attack("{op: base-per, amount: 20, per: {check: in-play, name: Plusle}}"), 4,
			"written base-per-match with who: each-own"},
		{"a count of the opponent's Pokémon of a type on base-per", attack("{op: base-per, amount: 20, per: {check: opponent-type-in-play, type: Water}}"), 4,
			"written base-per-match with who: each-opponent"},
		{"the removed check of Abilities", attack("{op: base-per, amount: 50, per: {check: opponent-with-ability}}"), 4,
			"write base-per-match with who: each-opponent and match: {power: ability}"},
		{"an if check of the Pokémon a knock-out reaches", attack("{op: knock-out, who: defending, if: {check: defender-basic}}"), 4,
			"match: {basic_only: true}, not an if check"},
		{"an if check of the type of the Pokémon damage-each reaches", attack("{op: damage-each, who: defending, amount: 10, if: {check: defender-type, type: Water}}"), 4,
			"match: {types: [...]}, not an if check"},
	})
	good := []struct {
		name, op string
		want     engine.OpKind
	}{
		{"a count of Benched Pokémon as base-per-match", "{op: base-per-match, who: each-own-benched, amount: 20, match: {types: [Fire]}}", engine.OpBasePerMatch},
		{"a count of something else on base-per", "{op: base-per, amount: 50, per: {check: defender-conditions}}", engine.OpBasePer},
		{"an if check that is not about the Pokémon reached", "{op: knock-out, who: defending, match: {basic_only: true}, if: {check: stadium}}", engine.OpKnockOut},
	}
	for _, tt := range good {
		t.Run(tt.name, func(t *testing.T) {
			cat, err := load(attack(tt.op))
			if err != nil {
				t.Fatalf("load(%q) = %v; want no error", tt.op, err)
			}
			c, _ := cat.Get("hgss2-68")
			if got := c.Card.Attacks[0].Before[0].Kind; got != tt.want {
				t.Errorf("op of %q = %v; want %v", tt.op, got, tt.want)
			}
		})
	}
}
