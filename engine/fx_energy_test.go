package engine

import "testing"

// Energy effects (fx_energy.go), tested in every era.
var (
	hgPsychic  = basicEnergy(Psychic, "hgss1-119")

	bigTarget     = &Card{ID: "test-81", Name: "Big Target", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Colorless}}
	energyCounter = &Card{ID: "test-80", Name: "Energy Counter", Category: PokemonCard, Stage: Basic, HP: 120, Types: []Type{Water},
		Attacks: []Attack{
			{Name: "Own Water", Damage: 10, Before: []Op{{Kind: OpBasePer, Amount: 10, Count: CountOwnEnergy, Type: Water}}},
			{Name: "Their Energy", Before: []Op{{Kind: OpBasePer, Amount: 10, Count: CountOppEnergy}}},
			{Name: "Both Actives", Before: []Op{{Kind: OpBasePer, Amount: 10, Count: CountActivesEnergy}}},
			{Name: "Everyone", Before: []Op{{Kind: OpBasePer, Amount: 10, Count: CountAllEnergy}}},
			{Name: "Has Psychic", Damage: 20, Before: []Op{{Kind: OpBasePer, Amount: 30, Count: CountSelfHasEnergy, Type: Psychic}}},
			{Name: "Coin Each", Before: []Op{{Kind: OpFlipPer, Count: CountSelfEnergy, Type: Water}, {Kind: OpBaseTimes, Amount: 10}}},
			{Name: "Draw Each", After: []Op{{Kind: OpDrawPer, N: 1, Count: CountOwnEnergy, Type: Water}}},
			{Name: "Plus Each Heads", Damage: 10, Before: []Op{{Kind: OpFlipPer, Count: CountSelfEnergy}, {Kind: OpBaseAdd, Amount: 20, Gate: EachHeads}}},
		}}
)

// energyBoard: the attacker has Water, Water, Psychic; its Benched Pokémon has Water and a
// Double Colorless; the Defending Pokémon has Fire and a Double Colorless; the opponent's
// Benched Pokémon has Grass.
func energyBoard() Board {
	b := table(mon(energyCounter, hgWater, hgWater, hgPsychic), mon(bigTarget, hgFire, hgDCE))
	b.Players[0].Bench = []BoardPokemon{*mon(vulpix, hgWater, hgDCE)}
	b.Players[1].Bench = []BoardPokemon{*mon(vulpix, hgGrass)}
	return b
}

func TestEnergyCounts(t *testing.T) {
	tests := []struct {
		name   string
		attack int
		want   int
	}{
		{"Water on all your Pokémon: 3", 0, 10 + 30},
		{"every unit on the opponent's Pokémon: Fire, DCE ×2, Grass", 1, 40},
		{"both Active Pokémon: 3 + 3", 2, 60},
		{"every Pokémon in play: 6 + 4", 3, 100},
		{"has Psychic Energy: once, not per unit", 4, 50},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, energyBoard())
				apply(t, g, attackAct(0, tc.attack))
				want := tc.want
				if d := damageOf(g, 1); d != want {
					t.Errorf("damage = %d; want %d", d, want)
				}
			})
		}
		t.Run(era+"/no Psychic Energy: no more damage", func(t *testing.T) {
			b := energyBoard()
			b.Players[0].Active = mon(energyCounter, hgWater)
			g, _ := newTestGame(t, era, b)
			apply(t, g, attackAct(0, 4))
			if d := damageOf(g, 1); d != 20 {
				t.Errorf("damage = %d; want 20", d)
			}
		})
	}
}

func TestFlipPer(t *testing.T) {
	tests := []struct {
		name   string
		energy []*Card
		coins  string
		attack int
		want   int // damage before Weakness
	}{
		{"one coin per Water Energy, 2 of 2 heads", []*Card{hgWater, hgWater, hgPsychic}, "HH", 5, 20},
		{"one coin per Water Energy, 1 of 2 heads", []*Card{hgWater, hgWater, hgPsychic}, "TH", 5, 10},
		{"no Water Energy: no coins, no damage", []*Card{hgPsychic}, "", 5, 0},
		{"every unit counts: DCE gives two coins", []*Card{hgDCE, hgWater}, "HTH", 7, 10 + 40},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := energyBoard()
				b.Players[0].Active = mon(energyCounter, tc.energy...)
				// The between-turns step flips nothing here: no Special Conditions.
				g, src := newTestGame(t, era, b, coins(tc.coins)...)
				ev := apply(t, g, attackAct(0, tc.attack))
				if d := damageOf(g, 1); d != tc.want {
					t.Errorf("damage = %d; want %d", d, tc.want)
				}
				if n := len(eventsOf(ev, EvCoinFlip)); n != len(tc.coins) {
					t.Errorf("coins flipped = %d; want %d", n, len(tc.coins))
				}
				if src.Remaining() != 0 {
					t.Errorf("%d scripted coins left; want 0", src.Remaining())
				}
			})
		}
	}
}

func TestDrawPer(t *testing.T) {
	for _, era := range eras {
		t.Run(era+"/a card for each Water Energy on your Pokémon", func(t *testing.T) {
			g, _ := newTestGame(t, era, energyBoard())
			before := len(g.Hand(0))
			apply(t, g, attackAct(0, 6))
			// Ana's turn ended; Ben drew for his turn. Ana's hand holds what she drew.
			if got := len(g.Hand(0)) - before; got != 3 {
				t.Errorf("cards drawn = %d; want 3", got)
			}
		})
	}
}
