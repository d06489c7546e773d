package engine

import "testing"

// Checks that read a Pokémon's type in play read the type in force: a Tool that changes its
// type (Fire Chip on Hitter, a Colorless Pokémon) makes it that type for every check, not
// only for Weakness.
func TestChecksReadTypeInForce(t *testing.T) {
	fire := uint16(1) << Fire
	tests := []struct {
		name string
		read func(g *Game) bool // the check, with the Tool's Pokémon as player 1's Active
	}{
		{"defender of a type", func(g *Game) bool {
			return g.measure(&Check{Kind: CheckDefenderType, Type: Fire}, checkEnv{p: 0, s: 0, dp: 1, ds: 0, as: -1}) == 1
		}},
		{"Pokémon in play of a type", func(g *Game) bool {
			return g.measure(&Check{Kind: CheckInPlay, Type: Fire}, checkEnv{p: 1, s: 0, dp: 0, ds: 0, as: -1}) == 1
		}},
		{"opponent's Pokémon of a type", func(g *Game) bool {
			return g.measure(&Check{Kind: CheckOppTypeInPlay, Type: Fire}, checkEnv{p: 0, s: 0, dp: 1, ds: 0, as: -1}) == 1
		}},
		{"a match on types", func(g *Game) bool { return g.matches(1, 0, &Match{Types: fire}) }},
		{"a match leaving a type out", func(g *Game) bool { return !g.matches(1, 0, &Match{NotTypes: fire}) }},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				for _, withTool := range []bool{true, false} {
					def := mon(reactHitter)
					if withTool {
						def = def.tool(reactMemory)
					}
					g, _ := newTestGame(t, era, table(mon(fireWeak), def))
					if got := tt.read(g); got != withTool {
						t.Errorf("%s with the Tool %v = %v; want %v", tt.name, withTool, got, withTool)
					}
				}
			})
		}
	}
}
