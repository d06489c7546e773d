package engine

// What a player at the table reads off the game besides the board: the once-a-turn actions
// the turn player has used, and what an attack costs now.

// TurnDone is what the turn player has already done this turn of the things allowed once a
// turn.
type TurnDone struct {
	EnergyAttached  bool // the Energy attachment from the hand
	SupporterPlayed bool
	StadiumPlayed   bool
	Retreated       bool
}

// TurnDone says which once-a-turn actions the turn player has used this turn.
func (g *Game) TurnDone() TurnDone {
	return TurnDone{EnergyAttached: g.energyAttached, SupporterPlayed: g.supporterPlayed,
		StadiumPlayed: g.stadiumPlayed, Retreated: g.retreated}
}

// AttackCost is the Energy player p's Active Pokémon needs now for its attack k (counted as
// PokemonView.Attacks counts them): the printed cost, with what effects in force add to it
// or take away. ok is false when there is no such attack.
func (g *Game) AttackCost(p, k int) (cost []Type, ok bool) {
	if p < 0 || p > 1 || !g.p[p].hasActive {
		return nil, false
	}
	pk := g.active(p)
	atk, _ := g.attackAt(pk, k)
	if atk == nil {
		return nil, false
	}
	return append([]Type(nil), g.attackCost(p, pk, atk)...), true
}
