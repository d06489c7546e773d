package engine

import "testing"

func BenchmarkResolveDamage(b *testing.B) {
	r := SM()
	in := DamageInput{Base: 60, AttackerTypes: []Type{Fire}, Weakness: rowlet.Weakness, Resistance: []Resistance{{Type: Water, Minus: 20}},
		Mods: []Modifier{{Stage: ModAttacker, Amount: 20}, {Stage: ModDefenderCards, Amount: -20}, {Stage: ModDefender, Amount: -10}}}
	b.ReportAllocs()
	var res DamageResult
	for i := 0; i < b.N; i++ {
		res = r.ResolveDamage(&in)
	}
	if res.Final != 130 {
		b.Fatalf("Final = %d; want 130", res.Final)
	}
}

// BenchmarkAttackOnBoard is one attack resolved on a board: modifiers gathered from the
// Pokémon, the damage order, counters, and the Knock Out check, with tracing off.
func BenchmarkAttackOnBoard(b *testing.B) {
	bd := table(mon(litten, smFire).tool(xyMuscleBand), mon(grubbin).tool(xyHardCharm))
	g, err := NewBoard(SM(), bd, NewScripted(), Options{})
	if err != nil {
		b.Fatal(err)
	}
	c := opCtx{player: 0, self: 0, attack: &litten.Attacks[0], ref: refAttackEffects}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g.slot(1, 0).damage = 0
		g.dealDamage(&c, 1, 0, 10, true)
		g.checkKnockOuts(refAttackEffects)
	}
}

func BenchmarkRandomGame(b *testing.B) {
	for _, r := range Rulesets() {
		b.Run(r.Era, func(b *testing.B) {
			decks := randomDecks(r.Era)
			rp := newRandomPlayer(1)
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				g, _, err := NewGame(r, decks, NewSeeded(uint64(i)), Options{})
				if err != nil {
					b.Fatal(err)
				}
				for !g.Over() {
					a, _ := rp.pick(g)
					if _, err := g.Apply(a); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}
