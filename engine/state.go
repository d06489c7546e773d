package engine

import "fmt"

// CardRef identifies one physical card of a game: an index into the game's card list. Two
// copies of the same card definition have different refs.
type CardRef int16

// noCard marks an empty place (no Tool, no Stadium).
const noCard CardRef = -1

// maxPowers is how many powers of one Pokémon the once-per-turn record tracks (a LV.X or a
// BREAK adds its own to those it keeps).
const maxPowers = 16

// pokemon is one Pokémon in play: its stack of cards and what is on it.
type pokemon struct {
	stack         []CardRef // bottom first; the top card (last) is the Pokémon it is now
	topCard       *Card     // what top returns: set by restack whenever stack changes
	powers        int       // what powerCount returns: set by restack too
	statPowers    uint32    // bit per StatKind some power of its cards changes: set by restack too
	powerUses     uint32    // bit per PowerUse its cards' powers have: set by restack too
	name          string    // the name the top card counts as (Ruleset.pokemonName): set by restack too
	energy        []CardRef // in the order attached
	tms           []CardRef // Technical Machines, in the order attached
	lasting       []lastingEffect
	damage        int
	paralyzedTurn int    // turn during which it became Paralyzed
	enteredTurn   int    // turn it was put into play or last evolved (0: setup)
	usedTurn      int32  // the turn usedMask speaks of
	usedMask      uint16 // powers (bit per index) used during usedTurn
	tool          CardRef
	cond          Condition

	// Board-state checks and passive effects.
	activeTurn     int  // turn it last moved from the Bench to the Active Spot
	hitTurn        int  // turn it last took damage from an attack
	poisonCounters int  // damage counters Poison puts on it between turns (0: the era's number)
	sleepCoins     int  // coins its owner flips for Asleep between turns, waking on all heads (0: one coin)
	knockedOut     bool // an effect Knocked it Out (OpKnockOut): gone at the next check

	// The last cards (fx_lasta.go).
	typeTurn int     // the turn during which turnType is its only type (0: none)
	turnType [1]Type // its type until the end of typeTurn (OpTypeThisTurn)
	// lostLink: one of its powers lets it use the attacks in the Lost Zones (fx_lastd.go):
	// set by restack.
	lostLink bool
}

// powerUsedIn reports whether power i of the Pokémon was used during the turn.
func (pk *pokemon) powerUsedIn(i, turn int) bool {
	return i >= 0 && i < maxPowers && pk.usedTurn == int32(turn) && pk.usedMask&(1<<i) != 0
}

// markPowerUsed records that power i was used during the turn.
func (pk *pokemon) markPowerUsed(i, turn int) {
	if pk.usedTurn != int32(turn) {
		pk.usedTurn, pk.usedMask = int32(turn), 0
	}
	if i >= 0 && i < maxPowers {
		pk.usedMask |= 1 << i
	}
}

// player is one side of the table.
type player struct {
	deck    []CardRef // the top of the deck is the end of the slice
	hand    []CardRef
	prizes  []CardRef
	discard []CardRef
	lost    []CardRef
	// slots[0] is the Active Pokémon (when hasActive); slots[1..nbench] the Bench in order.
	slots     [6]pokemon
	hasActive bool
	nbench    int
	supporter CardRef // hgss: the Supporter beside the Active Pokémon this turn
	playing   CardRef // a Trainer card being played: out of the hand, not yet anywhere else
	total     int     // cards this player owns in the game (for the accounting check)

	// Board-state checks and passive effects: the last turn in which the damage of an
	// opponent's attack Knocked Out one of this player's Pokémon, and the types of those Pokémon.
	koTurn   int
	koTypes  uint16
	prizesUp bool // the Prize cards were turned face up (OpPrizesFaceUp)
	// taken counts the Prize cards this player took into the hand this game. It is not the
	// Prize cards set aside less those left, since effects add Prize cards (Time Control)
	// without undoing any taken (ruling time-control-prizes-taken).
	taken int
}

// flow is where the game is between decisions.
type flow uint8

const (
	flowSetup flow = iota
	flowMain
	flowEndTurn
	flowCheckup
	flowStartTurn
	flowOver
	flowSuddenDeath
)

// Decision is what the game waits for.
type Decision uint8

const (
	DecideNothing     Decision = iota // the game is over
	DecideFirstPlayer                 // the coin-flip winner chooses who goes first
	DecideActive                      // setup: choose the Active Pokémon
	DecideBench                       // setup: put Basic Pokémon on the Bench, then done
	DecideExtraDraw                   // setup: how many extra cards to draw for mulligans
	DecideMain                        // the turn player's main actions
	DecidePrize                       // choose a Prize card to take
	DecidePromote                     // choose a new Active Pokémon
	DecideSuddenDeath                 // start the Sudden Death game
)

var decisionNames = [...]string{"nothing", "choose who goes first", "choose Active Pokémon",
	"put Basic Pokémon on the Bench", "draw extra cards", "take turn actions",
	"take a Prize card", "choose a new Active Pokémon", "start Sudden Death"}

func (d Decision) String() string {
	if int(d) < len(decisionNames) {
		return decisionNames[d]
	}
	return "unknown decision"
}

// Result is how a game ended.
type Result struct {
	Over        bool
	Winner      int // -1 when nobody (Sudden Death)
	SuddenDeath bool
	Reason      string
	Anchor      string
}

// Options configure a game.
type Options struct {
	// Trace turns event recording on. With it off, Apply returns no events and builds no
	// messages, so random games stay cheap.
	Trace bool
	// Names are the players' names in messages (default "player 1", "player 2").
	Names [2]string
	// OnEvent, when set, is called with each event as it happens (tracing must be on); the
	// game is in the state right after the event.
	OnEvent func(g *Game, e Event)
}

// Game is the whole state of one game (and of the Sudden Death games that follow it).
type Game struct {
	rules *Ruleset
	src   Source
	trace bool
	names [2]string

	events  []Event
	onEvent func(g *Game, e Event)

	cards []*Card // card definition by CardRef
	owner []uint8 // owning player by CardRef

	p            [2]player
	stadium      CardRef
	stadiumOwner int

	turn  int // 1 for the first turn; 0 during setup
	cur   int // whose turn it is
	first int // who went first
	flow  flow
	need  Decision
	who   int // the player who must decide (-1: either)

	prizeCount   int
	suddenDeaths int

	// Once-per-turn flags of the turn player.
	energyAttached  bool
	supporterPlayed bool
	stadiumPlayed   bool
	retreated       bool
	turnMods        []Modifier
	gxUsed          [2]bool

	setup       setupState
	ko          koState
	checkupStep int

	result Result
	broken error

	// listing holds what LegalActions works out once and its checks of each listed action
	// read again; it is on only while LegalActions runs, when nothing in the game changes.
	listing listingMemo

	// Scratch space reused by damage resolution and Knock Outs, so they seldom allocate.
	modBuf  []Modifier
	scratch []CardRef

	// Board-state checks and passive effects.
	played       []string   // names of the cards the turn player played from the hand this turn
	statKinds    uint32     // bit per StatKind some card of the game has (bit 0: worked out)
	powerStats   uint32     // bit per StatKind some passive power of the game has (bit 0: worked out)
	cardStats    uint32     // bit per StatKind some card's own Stats have: Tools, Stadiums (bit 0: worked out)
	statWho      [32]uint8  // per StatKind, a bit per StatWho the Tools' and powers' StatMods have
	hpLowered    bool       // some card's stat lowers HP (worked out with statKinds)
	retreatRises bool       // some card's stat raises a Retreat Cost (worked out with statKinds)
	retreatFalls bool       // some card's stat lowers or sets a Retreat Cost (worked out with statKinds)
	reachMods    uint8      // 0: not worked out; 1: no card has a modifier reaching other Pokémon; 2: some card has
	react        reactState // reactions to attacks and extra turns (fx_react.go)
	// Both hands: Trainer bans on each player for one turn.
	handLocks [2]handLock
	// hgss-era cards (second pass): Poké-Power bans on each player for one turn.
	powerLocks [2]nextTurn
	// freeAttach: a player's next turn lifts the once-a-turn limit on attaching Energy from
	// the hand (fx_smxy2.go).
	freeAttach [2]nextTurn
	// Leaving play: the positions (bit per slot) of each player's Pokémon that the attack
	// in progress has damaged, so a Knock Out can be told to come from attack damage (Rescue Energy).
	hitByAttack [2]uint8
	// koToLost: the opponent's Pokémon Knocked Out by damage from the attack in progress go to
	// the Lost Zone (op ko-lost-zone).
	koToLost bool
	// koLostBody: player i's Pokémon Knocked Out at the check in progress go to the Lost Zone
	// (StatKOLostZone), as the board stood when the check began.
	koLostBody [2]bool
	// applying: an action is being carried out, so a Bench may be over a limit that fell
	// during it until keepBenchLimits has run (fx_lastc.go).
	applying bool
	// lastTake: the choice of attached Energy cards of the last effect begun, for the trial
	// that checks Action.EnergyTakes on a copy of the game (fx_takeenergy.go).
	lastTake *takeChoice
	// recordTakes: a copy of the game records the cards an effect takes with no choice
	// (EnergyTakeChoices).
	recordTakes bool
	// benchPick: per player, the choice an action carries of their Benched Pokémon to
	// discard (Action.BenchDiscard for the opponent, Action.OwnBenchDiscard for the acting
	// player), read the first time during it that their Bench holds more Pokémon than their
	// limit (keepBenchLimits); need and size then record how many must go and how many
	// Benched Pokémon they had (-1 until then), for a trial on a copy of the game (fx_lastc.go).
	benchPick [2]struct {
		need, size int
		picks      []int
	}
}

func (g *Game) card(c CardRef) *Card { return g.cards[c] }

func (g *Game) name(p int) string {
	if p < 0 || p > 1 {
		return "nobody"
	}
	return g.names[p]
}

// top returns the card that is the Pokémon now (half 1 of a LEGEND). It is asked for at
// every turn of every check, so it is kept, not worked out: see restack.
func (g *Game) top(pk *pokemon) *Card { return pk.topCard }

// restack works out the Pokémon's top card again; every change to a stack calls it, and
// CheckInvariants checks that nothing was missed.
func (g *Game) restack(pk *pokemon) {
	pk.topCard = g.stackTop(pk.stack)
	pk.powers, pk.statPowers, pk.powerUses = g.countPowers(pk)
	pk.lostLink = pk.powers > 0 && g.lostLinks(pk)
	pk.name = ""
	if pk.topCard != nil {
		pk.name = g.rules.pokemonName(pk.topCard.Name)
	}
}

// stackTop is the card a stack of cards is as a Pokémon: its last card, or half 1 of a LEGEND.
func (g *Game) stackTop(stack []CardRef) *Card {
	if len(stack) == 0 {
		return nil
	}
	c := g.cards[stack[len(stack)-1]]
	if c.Stage == Legend && len(stack) > 1 {
		for _, r := range stack {
			if g.cards[r].LegendHalf == 1 {
				return g.cards[r]
			}
		}
	}
	return c
}

func (g *Game) slot(p, s int) *pokemon { return &g.p[p].slots[s] }

// present reports whether player p has a Pokémon at slot s.
func (g *Game) present(p, s int) bool {
	pl := &g.p[p]
	if s == 0 {
		return pl.hasActive
	}
	return s >= 1 && s <= pl.nbench
}

func (g *Game) active(p int) *pokemon { return &g.p[p].slots[0] }

func opp(p int) int { return 1 - p }

// Rules returns the game's ruleset.
func (g *Game) Rules() *Ruleset { return g.rules }

// Turn returns the turn number (1 is the first turn; 0 during setup).
func (g *Game) Turn() int { return g.turn }

// Current returns whose turn it is.
func (g *Game) Current() int { return g.cur }

// First returns who went first.
func (g *Game) First() int { return g.first }

// Decision returns what the game waits for and which player decides (-1: either).
func (g *Game) Decision() (Decision, int) { return g.need, g.who }

// Result returns how the game ended (Over false while it goes on).
func (g *Game) Result() Result { return g.result }

// Over reports whether the game (with any Sudden Death games) has a winner.
func (g *Game) Over() bool { return g.result.Over && !g.result.SuddenDeath }

// SuddenDeaths returns how many Sudden Death games were started.
func (g *Game) SuddenDeaths() int { return g.suddenDeaths }

// PrizeCount returns how many Prize cards each player set aside in this game (6, or 1 in
// Sudden Death).
func (g *Game) PrizeCount() int { return g.prizeCount }

// Tracing reports whether events are recorded.
func (g *Game) Tracing() bool { return g.trace }

// PokemonView is a read-only copy of one Pokémon in play.
type PokemonView struct {
	Card        *Card   // the Pokémon it is now
	Stack       []*Card // every card of it, bottom first
	Energy      []*Card
	Tool        *Card
	TMs         []*Card // Technical Machines attached
	Damage      int
	HP          int
	Conditions  Condition
	EnteredTurn int
	// Attacks and Powers are every attack and power it can use, in the order Action.Index
	// counts them: its own card's, those a BREAK or LV.X keeps from the card below, then
	// those of its Technical Machines, then those Lost Link gives it (fx_lastd.go).
	Attacks []*Attack
	Powers  []*Power
	// AttackCards names the card that prints each of Attacks; those from LostFrom on are
	// printed on Pokémon cards in the Lost Zones (LostFrom is len(Attacks) when there are
	// none).
	AttackCards []*Card
	LostFrom    int
	// Weakness, Resistance and RetreatCost are the ones in force (a BREAK keeps those of the
	// card it evolved from).
	Weakness    []Weakness
	Resistance  []Resistance
	RetreatCost int
	// Lasting are the effects of earlier attacks that stay on it, each with the turn it is in
	// force.
	Lasting []LastingView
	// Instance identifies this Pokémon while it stays in play (its bottom card): it does not
	// change when it evolves, moves to the Bench or becomes Active, so two views can tell the
	// same Pokémon from another copy of the same card.
	Instance int
	// Types are the types in force (a Tool such as Fire Memory can change the printed ones).
	Types []Type
}

// LastingView is a lasting effect on a Pokémon: what it does, where it came from, and the
// turn during which it is in force.
type LastingView struct {
	Lasting
	Turn   int
	Source string
}

func (g *Game) view(pk *pokemon) PokemonView {
	v := PokemonView{Card: g.top(pk), Damage: pk.damage, Conditions: pk.cond,
		EnteredTurn: pk.enteredTurn}
	v.HP = v.Card.HP
	if g.hasStat(StatHP) {
		if p, s := g.slotOf(pk); g.present(p, s) && g.slot(p, s) == pk {
			v.HP = g.hpAt(p, s)
		}
	}
	for _, r := range pk.stack {
		v.Stack = append(v.Stack, g.cards[r])
	}
	for _, r := range pk.energy {
		v.Energy = append(v.Energy, g.cards[r])
	}
	if pk.tool != noCard {
		v.Tool = g.cards[pk.tool]
	}
	for _, r := range pk.tms {
		v.TMs = append(v.TMs, g.cards[r])
	}
	for i, n := 0, g.attackCount(pk); i < n; i++ {
		a, c := g.attackAt(pk, i)
		v.Attacks = append(v.Attacks, a)
		v.AttackCards = append(v.AttackCards, c)
	}
	v.LostFrom = min(g.ownAttackCount(pk), len(v.Attacks))
	for i, n := 0, g.powerCount(pk); i < n; i++ {
		p, _ := g.powerAt(pk, i)
		v.Powers = append(v.Powers, p)
	}
	sc := g.statsCard(pk)
	v.Weakness, v.Resistance, v.RetreatCost = sc.Weakness, sc.Resistance, sc.RetreatCost
	if p, s := g.slotOf(pk); g.present(p, s) && g.slot(p, s) == pk {
		// Effects in play (powers, Tools, Stadiums) change the printed numbers.
		v.Weakness, v.RetreatCost = g.weaknessAt(p, s), g.retreatCostAt(p, s)
	}
	if len(pk.stack) > 0 {
		v.Instance = int(pk.stack[0])
		v.Types = g.typesOf(pk)
	}
	for _, le := range pk.lasting {
		v.Lasting = append(v.Lasting, LastingView{Lasting: le.Lasting, Turn: le.turn, Source: le.source})
	}
	return v
}

// TurnModifiers returns the damage changes the turn player's attacks get for the rest of this
// turn (a PlusPower played this turn), in the order they were played.
func (g *Game) TurnModifiers() []Modifier {
	if len(g.turnMods) == 0 {
		return nil
	}
	return append([]Modifier(nil), g.turnMods...)
}

// Active returns player p's Active Pokémon.
func (g *Game) Active(p int) (PokemonView, bool) {
	if p < 0 || p > 1 || !g.p[p].hasActive {
		return PokemonView{}, false
	}
	return g.view(g.active(p)), true
}

// Bench returns player p's Benched Pokémon in order (Bench position 1 first).
func (g *Game) Bench(p int) []PokemonView {
	if p < 0 || p > 1 {
		return nil
	}
	out := make([]PokemonView, 0, g.p[p].nbench)
	for s := 1; s <= g.p[p].nbench; s++ {
		out = append(out, g.view(g.slot(p, s)))
	}
	return out
}

func (g *Game) cardList(refs []CardRef, reverse bool) []*Card {
	out := make([]*Card, len(refs))
	for i, r := range refs {
		if reverse {
			out[len(refs)-1-i] = g.cards[r]
		} else {
			out[i] = g.cards[r]
		}
	}
	return out
}

// Hand returns player p's hand in order.
func (g *Game) Hand(p int) []*Card { return g.cardList(g.p[p].hand, false) }

// Deck returns player p's deck, top card first.
func (g *Game) Deck(p int) []*Card { return g.cardList(g.p[p].deck, true) }

// Prizes returns player p's Prize cards.
func (g *Game) Prizes(p int) []*Card { return g.cardList(g.p[p].prizes, false) }

// Discard returns player p's discard pile, oldest first.
func (g *Game) Discard(p int) []*Card { return g.cardList(g.p[p].discard, false) }

// LostZone returns player p's cards in the Lost Zone.
func (g *Game) LostZone(p int) []*Card { return g.cardList(g.p[p].lost, false) }

// Piles counts player p's cards in each pile, without listing them.
type Piles struct{ Hand, Deck, Prizes, Discard, LostZone int }

// PileSizes returns how many cards player p has in each pile.
func (g *Game) PileSizes(p int) Piles {
	pl := &g.p[p]
	return Piles{Hand: len(pl.hand), Deck: len(pl.deck), Prizes: len(pl.prizes), Discard: len(pl.discard), LostZone: len(pl.lost)}
}

// Stadium returns the Stadium in play and who played it.
func (g *Game) Stadium() (*Card, int, bool) {
	if g.stadium == noCard {
		return nil, -1, false
	}
	return g.cards[g.stadium], g.stadiumOwner, true
}

// GXUsed reports whether player p used their GX attack this game.
func (g *Game) GXUsed(p int) bool { return g.gxUsed[p] }

// CheckInvariants verifies what must hold after every event: each player's cards are all
// somewhere, damage is a non-negative multiple of 10, the Bench holds at most its limit, and
// Prize counts are not negative.
func (g *Game) CheckInvariants() error {
	seen := make([]bool, len(g.cards))
	mark := func(c CardRef, where string) error {
		if c < 0 || int(c) >= len(g.cards) {
			return fmt.Errorf("card ref %d in %s is out of range", c, where)
		}
		if seen[c] {
			return fmt.Errorf("card %s (ref %d) is in two places (again in %s)", g.cards[c].Name, c, where)
		}
		seen[c] = true
		return nil
	}
	for p := 0; p < 2; p++ {
		pl := &g.p[p]
		lists := []struct {
			refs  []CardRef
			where string
		}{{pl.deck, "deck"}, {pl.hand, "hand"}, {pl.prizes, "prizes"}, {pl.discard, "discard"}, {pl.lost, "lost zone"}}
		count := 0
		for _, l := range lists {
			for _, c := range l.refs {
				if err := mark(c, l.where); err != nil {
					return err
				}
				if int(g.owner[c]) != p {
					return fmt.Errorf("%s holds %s of %s", g.name(p), g.cards[c].Name, g.name(int(g.owner[c])))
				}
				count++
			}
		}
		if pl.supporter != noCard {
			if err := mark(pl.supporter, "supporter"); err != nil {
				return err
			}
			count++
		}
		if pl.playing != noCard {
			if err := mark(pl.playing, "being played"); err != nil {
				return err
			}
			count++
		}
		if g.stadium != noCard && g.stadiumOwner == p {
			if err := mark(g.stadium, "stadium"); err != nil {
				return err
			}
			count++
		}
		if pl.nbench < 0 || pl.nbench > g.rules.MaxBench {
			return fmt.Errorf("%s has %d Benched Pokémon", g.name(p), pl.nbench)
		}
		if !g.applying {
			if err := g.benchWithinLimit(p); err != nil {
				return err
			}
		}
		for s := 0; s <= pl.nbench; s++ {
			if s == 0 && !pl.hasActive {
				continue
			}
			pk := &pl.slots[s]
			if len(pk.stack) == 0 {
				return fmt.Errorf("%s slot %d is an empty Pokémon", g.name(p), s)
			}
			if pk.topCard != g.stackTop(pk.stack) {
				return fmt.Errorf("%s slot %d: the kept top card is not the top of its stack", g.name(p), s)
			}
			if pk.name != g.rules.pokemonName(pk.topCard.Name) {
				return fmt.Errorf("%s slot %d: the kept name %q is not its top card's", g.name(p), s, pk.name)
			}
			if n, stats, uses := g.countPowers(pk); pk.powers != n || pk.statPowers != stats || pk.powerUses != uses {
				return fmt.Errorf("%s slot %d: the kept powers (%d, changing stats %b, uses %b) are not its cards' (%d, %b, %b)",
					g.name(p), s, pk.powers, pk.statPowers, pk.powerUses, n, stats, uses)
			}
			for _, c := range pk.stack {
				if err := mark(c, "in play"); err != nil {
					return err
				}
				count++
			}
			for _, c := range pk.energy {
				if err := mark(c, "attached Energy"); err != nil {
					return err
				}
				count++
			}
			if pk.tool != noCard {
				if err := mark(pk.tool, "attached Tool"); err != nil {
					return err
				}
				count++
			}
			for _, c := range pk.tms {
				if err := mark(c, "attached Technical Machine"); err != nil {
					return err
				}
				count++
			}
			if !g.top(pk).canBeInPlay() {
				return fmt.Errorf("%s slot %d is %s, which cannot be a Pokémon in play", g.name(p), s, g.top(pk).Name)
			}
			if pk.damage < 0 || pk.damage%10 != 0 {
				return fmt.Errorf("%s slot %d has damage %d", g.name(p), s, pk.damage)
			}
			if s > 0 && pk.cond != 0 {
				return fmt.Errorf("%s Benched Pokémon at %d has Special Conditions %v", g.name(p), s, pk.cond)
			}
		}
		if count != pl.total {
			return fmt.Errorf("%s has %d cards accounted for; owns %d", g.name(p), count, pl.total)
		}
		if len(pl.prizes) < 0 {
			return fmt.Errorf("%s has negative Prize cards", g.name(p))
		}
	}
	return nil
}

// AttackIndex returns the index of the attack with this name on player p's Active Pokémon
// (including attacks it keeps as a BREAK or LV.X, those of its Technical Machines and those
// Lost Link gives it: the first of that name).
func (g *Game) AttackIndex(p int, name string) (int, bool) {
	if p < 0 || p > 1 || !g.p[p].hasActive {
		return -1, false
	}
	pk := g.active(p)
	for i, n := 0, g.attackCount(pk); i < n; i++ {
		if a, _ := g.attackAt(pk, i); a.Name == name {
			return i, true
		}
	}
	return -1, false
}

// HandIndex returns the position of the first card with this name (or ID) in player p's hand.
func (g *Game) HandIndex(p int, name string) (int, bool) {
	if p < 0 || p > 1 {
		return -1, false
	}
	for i, c := range g.p[p].hand {
		if g.cards[c].Name == name || g.cards[c].ID == name {
			return i, true
		}
	}
	return -1, false
}

// readyAction names what listingMemo.ready is: a Trainer card by hand position, a power by
// slot and index, an attack by index.
type readyAction struct {
	kind              ActionKind
	hand, slot, index int
}

// readyFor reports whether a is listingMemo.ready's card, power or attack.
func (m *listingMemo) readyFor(a *Action) bool {
	r := &m.ready
	if !m.on || r.kind != a.Kind {
		return false
	}
	switch a.Kind {
	case ActPlayTrainer:
		return r.hand == a.Hand
	case ActUsePower:
		return r.slot == a.Slot && r.index == a.Index
	case ActAttack:
		return r.index == a.Index
	}
	return false
}

// listingMemo is what LegalActions remembers while it runs (Game.listing).
type listingMemo struct {
	on bool
	// ready: the action whose variants are being listed, which has passed the checks that
	// do not depend on its choices (trainerReady, powerReady, attackReady),
	// so validate need not make them again; Kind 0 when none is.
	ready readyAction
	// attack: the attack of ready when it is an attack.
	attack *Attack
	// units: the Energy units attached to pk, as canPayUnits reads them for every attack.
	units struct {
		pk    *pokemon
		n     int
		units [maxPayUnits]uint16
	}
}
