package engine

import "testing"

// Cards of the last pass, share b: the ops they use, per era.

var (
	lastbBull = &Card{ID: "test-lb1", Name: "Bull", Category: PokemonCard, Stage: Basic, HP: 110, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Anger", Damage: 30, Suffix: "×",
			Before: []Op{{Kind: OpFlipPer, Count: CountSelfCounters}, {Kind: OpBaseTimes, Amount: 30}}}}}
	lastbWall = &Card{ID: "test-lb2", Name: "Wall", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Water}}
)

// A coin for each damage counter on the attacker: the number of coins follows its damage,
// and the damage follows the heads.
func TestCoinPerDamageCounter(t *testing.T) {
	tests := []struct {
		name      string
		damage    int
		coins     string
		wantFlips int
		want      int
	}{
		{"no damage counters, no coins", 0, "", 0, 0},
		{"three counters, two heads", 30, "HTH", 3, 60},
		{"five counters, all heads", 50, "HHHHH", 5, 150},
		{"two counters, no heads", 20, "TT", 2, 0},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, src := newTestGame(t, era, table(mon(lastbBull).dmg(tt.damage), mon(lastbWall)), coins(tt.coins)...)
				ev := apply(t, g, attackAct(0, 0))
				if got := len(eventsOf(ev, EvCoinFlip)); got != tt.wantFlips {
					t.Errorf("coins(%q) = %d; want %d", tt.name, got, tt.wantFlips)
				}
				if got := damageOf(g, 1); got != tt.want {
					t.Errorf("damage(%q) = %d; want %d", tt.name, got, tt.want)
				}
				if left := src.Remaining(); left != 0 {
					t.Errorf("coins left(%q) = %d; want 0", tt.name, left)
				}
			})
		}
	}
}
