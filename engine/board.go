package engine

import "fmt"

// Board is a position to start a game from, for worked examples and tests: it is the turn
// player's turn, after the draw, waiting for their first action.
type Board struct {
	Turn    int // the turn number, 1 or more
	Current int // whose turn it is (0 or 1)
	// First is who went first; when -1 it follows from Turn and Current.
	First   int
	Players [2]BoardPlayer
	Stadium *Card
	// StadiumOwner is who played the Stadium.
	StadiumOwner int
	// Prizes is the number of Prize cards each player set aside (0: the ruleset's number).
	// A player with fewer left has taken the difference (the count an effect reads as Prize
	// cards taken).
	Prizes int

	// What the turn player already did this turn.
	EnergyAttached  bool
	SupporterPlayed bool
	StadiumPlayed   bool
	Retreated       bool
	GXUsed          [2]bool
}

// BoardPlayer is one player's side of a Board. Deck lists the top card first.
type BoardPlayer struct {
	Active   *BoardPokemon
	Bench    []BoardPokemon
	Hand     []*Card
	Deck     []*Card
	Prizes   []*Card
	Discard  []*Card
	LostZone []*Card
}

// BoardPokemon is one Pokémon in play on a Board.
type BoardPokemon struct {
	Card       *Card   // the Pokémon it is now
	Under      []*Card // cards under it, bottom first (earlier stages, the other LEGEND half)
	Energy     []*Card
	Tool       *Card
	TMs        []*Card // Technical Machines attached
	Damage     int
	Conditions Condition
	// ParalyzedTurn is the turn it became Paralyzed (0: the turn before Board.Turn).
	ParalyzedTurn int
	// EnteredTurn is the turn it was played or last evolved (0: before this turn).
	EnteredTurn int
	// Effects are effects of attacks in force on it during Board.Turn.
	Effects []Lasting
}

// NewBoard builds a game at a given position. Every card on the board belongs to the player
// whose side it is on.
func NewBoard(r *Ruleset, b Board, src Source, opt Options) (*Game, error) {
	if r == nil || src == nil {
		return nil, fmt.Errorf("new board: %w: ruleset and source are required", ErrBoard)
	}
	if b.Turn < 1 {
		return nil, fmt.Errorf("new board: %w: turn %d (must be 1 or more)", ErrBoard, b.Turn)
	}
	if b.Current != 0 && b.Current != 1 {
		return nil, fmt.Errorf("new board: %w: current player %d (must be 0 or 1)", ErrBoard, b.Current)
	}
	if err := checkMissingBoard(&b); err != nil {
		return nil, fmt.Errorf("new board: %w", err)
	}
	g := newGame(r, src, opt)
	g.turn, g.cur = b.Turn, b.Current
	g.first = b.First
	if g.first < 0 || g.first > 1 {
		g.first = b.Current
		if b.Turn%2 == 0 {
			g.first = opp(b.Current)
		}
	}
	g.prizeCount = b.Prizes
	if g.prizeCount == 0 {
		g.prizeCount = r.Prizes
	}
	for p := 0; p < 2; p++ {
		if err := g.loadSide(p, &b.Players[p], b.Turn); err != nil {
			return nil, fmt.Errorf("new board: players[%d].%w", p, err)
		}
	}
	if b.Stadium != nil {
		if b.Stadium.Category != TrainerCard || b.Stadium.Trainer != Stadium {
			return nil, fmt.Errorf("new board: stadium: %w: %s is not a Stadium card", ErrBoard, b.Stadium.Name)
		}
		if b.StadiumOwner != 0 && b.StadiumOwner != 1 {
			return nil, fmt.Errorf("new board: stadium owner: %w: %d", ErrBoard, b.StadiumOwner)
		}
		g.stadium = g.addCard(b.Stadium, b.StadiumOwner)
		g.stadiumOwner = b.StadiumOwner
	}
	g.energyAttached = b.EnergyAttached
	g.supporterPlayed = b.SupporterPlayed
	g.stadiumPlayed = b.StadiumPlayed
	g.retreated = b.Retreated
	g.gxUsed = b.GXUsed
	g.allocZones()
	g.flow = flowMain
	for p := 0; p < 2; p++ {
		if err := g.benchWithinLimit(p); err != nil {
			return nil, fmt.Errorf("new board: players[%d].bench: %w: %v", p, ErrBoard, err)
		}
	}
	g.advance()
	if err := g.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("new board: %w: %v", ErrBoard, err)
	}
	return g, nil
}

func (g *Game) loadSide(p int, bp *BoardPlayer, turn int) error {
	pl := &g.p[p]
	add := func(cards []*Card, where string, dst *[]CardRef) error {
		for i, c := range cards {
			if c == nil {
				return fmt.Errorf("%s[%d]: %w: missing card", where, i, ErrBoard)
			}
			*dst = append(*dst, g.addCard(c, p))
		}
		return nil
	}
	if err := add(bp.Hand, "hand", &pl.hand); err != nil {
		return err
	}
	// The deck is stored with its top card last.
	for i := len(bp.Deck) - 1; i >= 0; i-- {
		if bp.Deck[i] == nil {
			return fmt.Errorf("deck[%d]: %w: missing card", i, ErrBoard)
		}
		pl.deck = append(pl.deck, g.addCard(bp.Deck[i], p))
	}
	if err := add(bp.Prizes, "prizes", &pl.prizes); err != nil {
		return err
	}
	pl.taken = max(g.prizeCount-len(pl.prizes), 0)
	if err := add(bp.Discard, "discard", &pl.discard); err != nil {
		return err
	}
	if err := add(bp.LostZone, "lostZone", &pl.lost); err != nil {
		return err
	}
	if bp.Active == nil {
		return fmt.Errorf("active: %w: every player needs an Active Pokémon", ErrBoard)
	}
	if len(bp.Bench) > g.rules.MaxBench {
		return fmt.Errorf("bench: %w: %d Pokémon, at most %d", ErrBoard, len(bp.Bench), g.rules.MaxBench)
	}
	if err := g.loadPokemon(p, 0, bp.Active, turn); err != nil {
		return fmt.Errorf("active.%w", err)
	}
	pl.hasActive = true
	for i := range bp.Bench {
		if bp.Bench[i].Conditions != 0 {
			return fmt.Errorf("bench[%d]: %w: a Benched Pokémon has no Special Conditions", i, ErrBoard)
		}
		if err := g.loadPokemon(p, i+1, &bp.Bench[i], turn); err != nil {
			return fmt.Errorf("bench[%d].%w", i, err)
		}
		pl.nbench = i + 1
	}
	return nil
}

func (g *Game) loadPokemon(p, s int, bp *BoardPokemon, turn int) error {
	if bp.Card == nil || !bp.Card.canBeInPlay() {
		return fmt.Errorf("card: %w: not a Pokémon card (or a Fossil Trainer card played as one)", ErrBoard)
	}
	if bp.Damage < 0 || bp.Damage%10 != 0 {
		return fmt.Errorf("damage: %w: %d (must be a non-negative multiple of 10)", ErrBoard, bp.Damage)
	}
	if bp.Conditions&rotating&(bp.Conditions&rotating-1) != 0 {
		return fmt.Errorf("conditions: %w: %v (Asleep, Confused and Paralyzed replace one another)", ErrBoard, bp.Conditions)
	}
	if bp.ParalyzedTurn < 0 || bp.ParalyzedTurn > turn {
		return fmt.Errorf("paralyzed turn: %w: %d (must be between 1 and the board's turn %d)", ErrBoard, bp.ParalyzedTurn, turn)
	}
	pk := g.slot(p, s)
	pk.tool = noCard
	for i, c := range bp.Under {
		if c == nil || !c.canBeInPlay() {
			return fmt.Errorf("under[%d]: %w: not a Pokémon card", i, ErrBoard)
		}
		pk.stack = append(pk.stack, g.addCard(c, p))
	}
	pk.stack = append(pk.stack, g.addCard(bp.Card, p))
	g.restack(pk)
	for i, c := range bp.Energy {
		if c == nil || c.Category != EnergyCard {
			return fmt.Errorf("energy[%d]: %w: not an Energy card", i, ErrBoard)
		}
		pk.energy = append(pk.energy, g.addCard(c, p))
	}
	if bp.Tool != nil {
		if bp.Tool.Category != TrainerCard || bp.Tool.Trainer != Tool {
			return fmt.Errorf("tool: %w: %s is not a Pokémon Tool", ErrBoard, bp.Tool.Name)
		}
		pk.tool = g.addCard(bp.Tool, p)
	}
	for i, c := range bp.TMs {
		if c == nil || c.Category != TrainerCard || c.Trainer != TechnicalMachine {
			return fmt.Errorf("tms[%d]: %w: not a Technical Machine", i, ErrBoard)
		}
		pk.tms = append(pk.tms, g.addCard(c, p))
	}
	pk.damage = bp.Damage
	pk.cond = bp.Conditions
	pk.paralyzedTurn = bp.ParalyzedTurn
	if pk.paralyzedTurn == 0 {
		pk.paralyzedTurn = turn - 1
	}
	pk.enteredTurn = bp.EnteredTurn
	for _, l := range bp.Effects {
		le := lastingEffect{Lasting: l, turn: turn, source: "an earlier attack"}
		if le.Mod.Source == "" {
			le.Mod.Source = le.source
		}
		pk.lasting = append(pk.lasting, le)
	}
	return nil
}
