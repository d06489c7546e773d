package content

import (
	"strings"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// hgss-era cards (second pass): a wrong field of power-lock, discard-stadium, deck-to-prizes
// or flip-per's per is an error at its line; right ones reach the engine card and its words.
func TestHgss2Fields(t *testing.T) {
	load := loadHgss2Cards
	tests := []fieldProblem{
		{"power-lock in a Trainer card", "- id: hgss2-82\n  play: [{op: power-lock}]\n", 2, "power-lock belongs in an attack"},
		{"power-lock with a target", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: power-lock, who: defending}]\n", 4, "takes no who and no n"},
		{"discard-stadium with n", "- id: hgss2-82\n  play: [{op: discard-stadium, n: 1}]\n", 2, "discard-stadium takes no n"},
		{"deck-to-prizes without n", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: deck-to-prizes, who: defending}]\n", 4, "needs n"},
		{"deck-to-prizes of a Benched Pokémon", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after:\n        - {op: deck-to-prizes, n: 2, who: each-own-benched}\n", 5, "who is self"},
		{"top-attach of Trainer cards", "- id: hgss2-82\n  play: [{op: top-attach, n: 5, who: own-active, filter: {category: trainer}}]\n", 2, "attaches Energy cards only"},
		{"top-attach to the Defending Pokémon", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after:\n        - {op: top-attach, n: 5, who: defending}\n", 5, "who is self, chosen-own or own-active"},
		{"per on a draw-until", "- id: hgss2-82\n  play: [{op: draw-until, n: 6, per: {check: stadium}}]\n", 2, "per applies only to ops base-per, flip-per and search"},
	}
	wantFieldProblems(t, load, tests)
	good := `- id: hgss2-68
  attacks:
    - name: Fireworks
      before: [{op: flip-per, per: {check: in-play, name: Vulpix}}, {op: base-times, amount: 20}]
      after: [{op: power-lock}, {op: discard-stadium}, {op: deck-to-prizes, n: 2, who: defending}]
- id: hgss2-82
  play: [{op: deck-to-prizes, n: 1, who: self}, {op: top-attach, n: 5, who: own-active}]
`
	cat, err := load(good)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := cat.Get("hgss2-68")
	item, _ := cat.Get("hgss2-82")
	a := v.Card.Attacks[0]
	if len(a.After) != 3 || a.After[0].Kind != engine.OpPowerLock || a.After[1].Kind != engine.OpDiscardStadium ||
		a.After[2].Kind != engine.OpDeckToPrizes || a.After[2].N != 2 || a.After[2].Who != engine.WhoDefending ||
		a.Before[0].Per.Kind != engine.CheckInPlay {
		t.Fatalf("Fireworks = %+v; want the flip-per check and the three ops", a)
	}
	for _, tt := range []struct {
		c    *CatalogCard
		want []string
	}{
		{v, []string{"Flip a coin for every one of your Vulpix in play.", "Your opponent cannot use Poké-Powers during their next turn",
			"Discard the Stadium card in play", "From your opponent's deck, put the top 2 cards face down with their Prize cards"}},
		{item, []string{"From your deck, put the top 1 card face down with your Prize cards",
			"From your deck, look at the top 5 cards: attach every Energy card among them to your Active Pokémon, then discard the other cards."}},
	} {
		var all []string
		for _, e := range Describe(tt.c.Card) {
			all = append(all, e.Text)
		}
		words := strings.Join(all, " ")
		for _, w := range tt.want {
			if !strings.Contains(words, w) {
				t.Errorf("Describe(%s) = %q; want %q in it", tt.c.Card.ID, words, w)
			}
		}
	}
}

// opp_flips (Bench Manipulation): only a coin op takes it; it reaches the engine op, the
// words give the coins to the opponent, and the primitives show it.
func TestOppFlipsField(t *testing.T) {
	load := loadHgss2Cards
	wantFieldProblems(t, load, []fieldProblem{
		{"opp_flips on a draw", "- id: hgss2-82\n  play: [{op: draw, n: 1, opp_flips: true}]\n", 2, "opp_flips applies only to ops flip, flip-until-tails and flip-per"},
		{"opp_flips on damage", "- id: hgss2-68\n  attacks:\n    - name: Fireworks\n      after: [{op: damage, amount: 10, who: defending, opp_flips: true}]\n", 4, "opp_flips applies only"},
	})
	cat, err := load(`- id: hgss2-68
  attacks:
    - name: Fireworks
      before: [{op: flip-per, count: opp-benched, opp_flips: true}, {op: base-times, amount: 20}]
      after: [{op: flip, opp_flips: true}, {op: condition, condition: burned, who: defending, gate: heads}, {op: flip}]
`)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := cat.Get("hgss2-68")
	a := v.Card.Attacks[0]
	if !a.Before[0].OppFlips || !a.After[0].OppFlips || a.After[2].OppFlips {
		t.Fatalf("Fireworks = %+v; want opp_flips on the flip-per and the first flip only", a)
	}
	tests := []struct {
		name string
		want string
	}{
		{"flip-per", "Your opponent flips a coin for every one of your opponent's Benched Pokémon."},
		{"one flip", "Your opponent flips a coin. Heads: the Defending Pokémon is now Burned. Flip a coin."},
	}
	var fireworks EffectText
	for _, e := range Describe(v.Card) {
		if e.Name == "Fireworks" {
			fireworks = e
		}
	}
	text := fireworks.Text
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.Contains(text, tt.want) {
				t.Errorf("Describe(hgss2-68) = %q; want %q in it", text, tt.want)
			}
		})
	}
	if got := fireworks.Primitives["before"][0]["opp_flips"]; got != true {
		t.Errorf("primitives before[0] opp_flips = %v; want true", got)
	}
}
