package engine

import "testing"

// A Pokémon's Instance follows it while it stays in play: evolving and switching keep it,
// and another Pokémon never shares it.
func TestInstanceFollowsThePokemon(t *testing.T) {
	b := table(mon(vulpix), mon(kricketot))
	b.Players[0].Bench = []BoardPokemon{*mon(clawFossil), *mon(kricketot)}
	b.Players[0].Hand = []*Card{anorith}
	g, _ := newTestGame(t, "xy", b)
	active, _ := g.Active(0)
	fossil := g.Bench(0)[0].Instance
	other := g.Bench(0)[1].Instance
	if active.Instance == fossil || fossil == other || active.Instance == other {
		t.Fatalf("instances %d, %d, %d; want three different", active.Instance, fossil, other)
	}
	if opp, _ := g.Active(1); opp.Instance == other {
		t.Errorf("the opponent's Kricketot shares instance %d with ours", other)
	}
	apply(t, g, evolveAct(0, 0, 1))
	if got := g.Bench(0)[0]; got.Card != anorith || got.Instance != fossil {
		t.Errorf("after evolving, Bench 1 is %s with instance %d; want Anorith with %d", got.Card.Name, got.Instance, fossil)
	}
}

// PileSizes counts what Hand, Deck, Prizes, Discard and LostZone list.
func TestPileSizes(t *testing.T) {
	b := table(mon(vulpix), mon(kricketot))
	b.Players[1].Hand = []*Card{anorith, hgWater}
	b.Players[1].Discard = []*Card{hgFire}
	g, _ := newTestGame(t, "sm", b)
	for p := 0; p < 2; p++ {
		got := g.PileSizes(p)
		want := Piles{Hand: len(g.Hand(p)), Deck: len(g.Deck(p)), Prizes: len(g.Prizes(p)), Discard: len(g.Discard(p)), LostZone: len(g.LostZone(p))}
		if got != want {
			t.Errorf("PileSizes(%d) = %+v; want %+v", p, got, want)
		}
	}
	if got := g.PileSizes(1); got.Hand != 2 || got.Discard != 1 || got.Deck != 10 || got.Prizes != 6 {
		t.Errorf("PileSizes(1) = %+v; want hand 2, deck 10, Prizes 6, discard 1", got)
	}
}
