package engine

import "fmt"

// setupStage is where setup stands.
type setupStage uint8

const (
	setupFirstPlayer setupStage = iota // waiting for the coin-flip winner's choice
	setupActive                        // players choose their Active Pokémon
	setupBench                         // players put Basic Pokémon on the Bench
	setupExtraDraw                     // the player whose opponent took more mulligans draws
	setupExtraBench                    // Basic Pokémon among those extra cards may be Benched
)

type setupState struct {
	stage     setupStage
	placer    int    // whose placement it is (0 then 1)
	mulligans [2]int // mulligans each player took while the other had a Basic Pokémon
	extraFrom int    // hand index where the extra cards start
	decided   bool   // first player already decided (coin flip before the deal)
}

// NewGame starts a game from two decks: the ruleset's full setup, run until the first
// decision. Decks are listed top card first (a seeded source shuffles them anyway; a scripted
// one keeps the order). It returns the setup events when tracing is on.
func NewGame(r *Ruleset, decks [2][]*Card, src Source, opt Options) (*Game, []Event, error) {
	if r == nil || src == nil {
		return nil, nil, fmt.Errorf("new game: %w: ruleset and source are required", ErrBoard)
	}
	for p := 0; p < 2; p++ {
		if err := r.CheckDeck(decks[p]); err != nil {
			return nil, nil, fmt.Errorf("new game: player %d's deck: %w", p+1, err)
		}
		if err := checkMissingDeck(decks[p]); err != nil {
			return nil, nil, fmt.Errorf("new game: player %d's deck: %w", p+1, err)
		}
	}
	g := newGame(r, src, opt)
	n := len(decks[0]) + len(decks[1])
	g.cards, g.owner = make([]*Card, 0, n), make([]uint8, 0, n)
	for p := 0; p < 2; p++ {
		g.p[p].deck = make([]CardRef, 0, len(decks[p])) // allocZones moves it into the zones' block
		for i := len(decks[p]) - 1; i >= 0; i-- {
			g.p[p].deck = append(g.p[p].deck, g.addCard(decks[p][i], p))
		}
	}
	g.allocZones()
	g.beginSetup(r.Prizes)
	g.advance()
	return g, g.takeEvents(), nil
}

// defaultNames are what events call the players when Options.Names leaves them out.
var defaultNames = [2]string{"player 1", "player 2"}

func newGame(r *Ruleset, src Source, opt Options) *Game {
	g := &Game{rules: r, src: src, trace: opt.Trace, names: opt.Names, stadium: noCard, onEvent: opt.OnEvent}
	for p := 0; p < 2; p++ {
		if g.names[p] == "" {
			g.names[p] = defaultNames[p]
		}
		g.p[p].supporter = noCard
		g.p[p].playing = noCard
		for s := range g.p[p].slots {
			g.p[p].slots[s].tool = noCard
		}
	}
	g.scratch = make([]CardRef, 0, 32)
	return g
}

func (g *Game) addCard(c *Card, p int) CardRef {
	g.cards = append(g.cards, c)
	g.statKinds, g.reachMods = 0, 0 // worked out again from the whole list when next asked
	g.owner = append(g.owner, uint8(p))
	g.p[p].total++
	return CardRef(len(g.cards) - 1)
}

// allocZones gives every zone room for all of its player's cards, so play seldom grows a
// slice (a Pokémon with more than 12 Energy, Technical Machines, lasting effects). One backing
// array per player keeps a new game down to a handful of allocations.
func (g *Game) allocZones() {
	const stackCap, energyCap = 4, 12
	for p := 0; p < 2; p++ {
		pl := &g.p[p]
		n := pl.total
		size := 5 * n
		for s := range pl.slots {
			size += stackCap + len(pl.slots[s].stack) + energyCap + len(pl.slots[s].energy)
		}
		back := make([]CardRef, size)
		take := func(s []CardRef, size int) []CardRef {
			t := back[:0:size]
			back = back[size:]
			return append(t, s...)
		}
		pl.deck = take(pl.deck, n)
		pl.hand = take(pl.hand, n)
		pl.prizes = take(pl.prizes, n)
		pl.discard = take(pl.discard, n)
		pl.lost = take(pl.lost, n)
		for s := range pl.slots {
			pk := &pl.slots[s]
			pk.stack = take(pk.stack, stackCap+len(pk.stack))
			pk.energy = take(pk.energy, energyCap+len(pk.energy))
			// Technical Machines and lasting effects are rare: their slices grow only when
			// one comes (a lasting effect is as big as a Modifier, so room for them in every
			// slot would be most of a new game's memory).
		}
	}
}

// beginSetup starts (or restarts, for Sudden Death) the setup with every card in its owner's
// deck.
func (g *Game) beginSetup(prizes int) {
	g.prizeCount = prizes
	g.turn = 0
	g.cur = 0
	g.flow = flowSetup
	g.ko = koState{}
	g.gxUsed = [2]bool{}
	// A Sudden Death game counts its turns from 1 again, so nothing the last game tied to a
	// turn carries over: bans on Trainer cards or Poké-Powers, Energy attachments freed, a
	// Stadium used, an extra turn, a Knock Out "during your opponent's last turn", face-up
	// Prize cards.
	g.handLocks, g.powerLocks, g.freeAttach = [2]handLock{}, [2]nextTurn{}, [2]nextTurn{}
	g.react = reactState{}
	for p := range g.p {
		g.p[p].koTurn, g.p[p].koTypes, g.p[p].prizesUp, g.p[p].taken = 0, 0, false, 0
	}
	g.resetTurnFlags()
	g.setup = setupState{}
	g.result = Result{}
	if g.rules.FirstPlayer == WinnerChooses {
		// The coin flip comes first; its winner decides who goes first.
		c := g.flip(0, refFirstPlayer, "coin flip for who goes first (", g.name(0), " calls heads)")
		w := 0
		if c == Tails {
			w = 1
		}
		g.setup.stage = setupFirstPlayer
		g.need, g.who = DecideFirstPlayer, w
		if g.trace {
			g.emit(Event{Kind: EvNote, Player: w, Slot: -1, Anchor: g.rules.anchor(refFirstPlayer),
				Message: g.name(w) + " won the flip and chooses who goes first"})
		}
		return
	}
	g.deal()
}

// deal shuffles, draws the opening hands and handles mulligans, then asks for the Active
// Pokémon.
func (g *Game) deal() {
	for p := 0; p < 2; p++ {
		g.shuffleDeck(p, refSetup)
		g.draw(p, g.rules.HandSize, refSetup)
	}
	for {
		b0, b1 := g.hasBasic(0), g.hasBasic(1)
		if b0 && b1 {
			break
		}
		if !b0 && !b1 {
			if g.trace {
				g.note(refMulliganBoth, -1, "neither opening hand has a Basic Pokémon: both players show their hands, shuffle and draw again; nobody gets extra cards for this")
			}
			for p := 0; p < 2; p++ {
				g.mulligan(p, refMulliganBoth)
			}
			continue
		}
		p := 0
		if b0 {
			p = 1
		}
		g.setup.mulligans[p]++
		g.mulligan(p, refMulligan)
	}
	g.setup.stage = setupActive
	g.setup.placer = 0
	g.need, g.who = DecideActive, 0
}

// hasBasic reports whether player p's hand has a card that can be placed during setup.
func (g *Game) hasBasic(p int) bool {
	fossil := false
	for _, c := range g.p[p].hand {
		card := g.cards[c]
		if card.IsBasicPokemon() {
			return true
		}
		fossil = fossil || card.PlaysAsBasic
	}
	if fossil {
		// Only a Fossil Trainer card could count: the era's rule decides the mulligan.
		g.assume(g.rules.FossilBasicAtSetup, refFossilSetup, p)
		if g.trace && g.rules.FossilBasicAtSetup.On && g.rules.FossilBasicAtSetup.Stated {
			g.note(refFossilSetup, p, g.name(p), "'s only Basic Pokémon is a Fossil Trainer card, which counts as one during setup")
		}
		return g.rules.FossilBasicAtSetup.On
	}
	return false
}

// basicAtSetup reports whether a card can be placed as an Active or Benched Pokémon during
// setup: a Basic Pokémon, or a Fossil Trainer card where the era counts it as one.
func (g *Game) basicAtSetup(c *Card) bool {
	return c.IsBasicPokemon() || c.PlaysAsBasic && g.rules.FossilBasicAtSetup.On
}

func (g *Game) mulligan(p int, x ref) {
	pl := &g.p[p]
	if g.trace {
		names := ""
		for i, c := range pl.hand {
			if i > 0 {
				names += ", "
			}
			names += g.cards[c].Name
		}
		g.emit(Event{Kind: EvMulligan, Player: p, Zone: ZoneHand, Slot: -1, Before: len(pl.hand),
			Anchor: g.rules.anchor(x), Message: g.name(p) + " has no Basic Pokémon and shows the hand (" + names + "), shuffles it back and draws again"})
	}
	// The hand goes under the deck before the shuffle, so a source that keeps the order (a
	// script) still deals a different hand next time.
	n := len(pl.hand)
	pl.deck = pl.deck[:len(pl.deck)+n]
	copy(pl.deck[n:], pl.deck[:len(pl.deck)-n])
	copy(pl.deck, pl.hand)
	pl.hand = pl.hand[:0]
	g.shuffleDeck(p, x)
	g.draw(p, g.rules.HandSize, x)
}

func (g *Game) shuffleDeck(p int, x ref) {
	g.src.Shuffle(g.p[p].deck)
	if g.trace {
		g.emit(Event{Kind: EvShuffle, Player: p, Zone: ZoneDeck, Slot: -1, Amount: len(g.p[p].deck),
			Anchor: g.rules.anchor(x), Message: g.name(p) + " shuffles the deck"})
	}
}

// takeTop moves up to n cards from the top of the deck (the end of the slice) onto dst, the
// top card first, and returns dst.
func (pl *player) takeTop(dst []CardRef, n int) []CardRef {
	for ; n > 0 && len(pl.deck) > 0; n-- {
		top := len(pl.deck) - 1
		dst = append(dst, pl.deck[top])
		pl.deck = pl.deck[:top]
	}
	return dst
}

// draw moves up to n cards from the top of the deck to the hand and returns how many moved.
// Drawing fewer than asked is not a loss; only the draw at the start of the turn is.
func (g *Game) draw(p, n int, x ref) int {
	pl := &g.p[p]
	k := n
	if k > len(pl.deck) {
		k = len(pl.deck)
	}
	before := len(pl.hand)
	pl.hand = pl.takeTop(pl.hand, k)
	if g.trace {
		msg := fmt.Sprintf("%s draws %s", g.name(p), count(k, "card"))
		if k < n {
			msg += fmt.Sprintf(" of the %d asked: the deck has no more", n)
			x = refDrawShort
		}
		g.emit(Event{Kind: EvDraw, Player: p, Zone: ZoneHand, Slot: -1, Before: before, After: len(pl.hand),
			Amount: k, Anchor: g.rules.anchor(x), Message: msg})
		if k < n {
			g.note(refDrawNoLoss, p, "running out because a card says to draw is not a loss")
		}
	}
	return k
}

// setAsidePrizes puts the top prizeCount cards of each deck aside as Prize cards.
func (g *Game) setAsidePrizes() {
	for p := 0; p < 2; p++ {
		pl := &g.p[p]
		pl.prizesUp = false
		n := g.prizeCount
		if n > len(pl.deck) {
			n = len(pl.deck)
		}
		pl.prizes = pl.takeTop(pl.prizes, n)
		if g.trace {
			g.emit(Event{Kind: EvSetPrizes, Player: p, Zone: ZonePrizes, Slot: -1, After: n, Amount: n,
				Anchor: g.rules.anchor(refSetupPrizes), Message: fmt.Sprintf("%s sets aside %s face down", g.name(p), count(n, "Prize card"))})
		}
	}
}

// afterPlacement runs once both players placed their Pokémon.
func (g *Game) afterPlacement() {
	g.setAsidePrizes()
	d := g.setup.mulligans[1] - g.setup.mulligans[0]
	if d != 0 {
		p := 0 // the player whose opponent took more mulligans
		if d < 0 {
			p, d = 1, -d
		}
		g.setup.stage = setupExtraDraw
		g.need, g.who = DecideExtraDraw, p
		if g.trace {
			g.note(refMulliganDraw, p, fmt.Sprintf("%s's opponent took %s more: %s may draw up to %s",
				g.name(p), count(d, "mulligan"), g.name(p), count(d, "extra card")))
		}
		return
	}
	g.finishSetup()
}

// extraDrawAllowed returns how many extra cards the deciding player may draw.
func (g *Game) extraDrawAllowed() int {
	d := g.setup.mulligans[1] - g.setup.mulligans[0]
	if g.who == 1 {
		d = -d
	}
	if d < 0 {
		return 0
	}
	return d
}

func (g *Game) finishSetup() {
	if g.rules.FirstPlayer == WinnerGoesFirst {
		c := g.flip(0, refFirstPlayer, "coin flip for who goes first (", g.name(0), " calls heads)")
		g.first = 0
		if c == Tails {
			g.first = 1
		}
		if g.trace {
			g.emit(Event{Kind: EvFirstPlayer, Player: g.first, Slot: -1, Anchor: g.rules.anchor(refFirstPlayer),
				Message: g.name(g.first) + " won the flip and goes first"})
		}
	}
	if g.trace {
		g.emit(Event{Kind: EvReveal, Player: -1, Slot: -1, Anchor: g.rules.anchor(refSetupReveal),
			Message: "both players turn their Active and Benched Pokémon face up; the game begins"})
	}
	g.flow = flowStartTurn
	g.need, g.who = DecideNothing, -1
}

// startSuddenDeath gathers every card back into its owner's deck and sets up a new game with
// the Sudden Death number of Prize cards.
func (g *Game) startSuddenDeath() {
	g.suddenDeaths++
	for p := 0; p < 2; p++ {
		pl := &g.p[p]
		pl.deck = append(pl.deck, pl.hand...)
		pl.deck = append(pl.deck, pl.prizes...)
		pl.deck = append(pl.deck, pl.discard...)
		pl.deck = append(pl.deck, pl.lost...)
		pl.hand, pl.prizes, pl.discard, pl.lost = pl.hand[:0], pl.prizes[:0], pl.discard[:0], pl.lost[:0]
		if pl.supporter != noCard {
			pl.deck = append(pl.deck, pl.supporter)
			pl.supporter = noCard
		}
		for s := 0; s <= pl.nbench; s++ {
			if s == 0 && !pl.hasActive {
				continue
			}
			pk := &pl.slots[s]
			pl.deck = append(pl.deck, pk.stack...)
			pl.deck = append(pl.deck, pk.energy...)
			pl.deck = append(pl.deck, pk.tms...)
			if pk.tool != noCard {
				pl.deck = append(pl.deck, pk.tool)
			}
			pk.stack, pk.energy, pk.tms, pk.tool = pk.stack[:0], pk.energy[:0], pk.tms[:0], noCard
			g.restack(pk)
			pk.damage, pk.cond, pk.lasting, pk.usedMask = 0, 0, pk.lasting[:0], 0
		}
		pl.hasActive = false
		pl.nbench = 0
	}
	if g.stadium != noCard {
		g.p[g.stadiumOwner].deck = append(g.p[g.stadiumOwner].deck, g.stadium)
		g.stadium = noCard
	}
	if g.trace {
		g.emit(Event{Kind: EvSuddenDeath, Player: -1, Slot: -1, Amount: g.rules.SuddenDeathPrizes,
			Anchor:  g.rules.anchor(refSuddenDeath),
			Message: fmt.Sprintf("Sudden Death game %d: a whole new game with %s each", g.suddenDeaths, count(g.rules.SuddenDeathPrizes, "Prize card"))})
	}
	g.beginSetup(g.rules.SuddenDeathPrizes)
}
