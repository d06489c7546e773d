package engine

import (
	"fmt"
	"strings"
)

// EventKind names what happened in one trace event.
type EventKind uint8

const (
	EvNote          EventKind = iota // an explanation with no state change
	EvAssumption                     // the rulebook is silent; the engine states what it applies
	EvCoinFlip                       // a coin was flipped (Coin)
	EvShuffle                        // a deck was shuffled
	EvDraw                           // cards moved from deck to hand
	EvMulligan                       // a hand with no Basic Pokémon was shown and reshuffled
	EvPlaceActive                    // setup: a Basic Pokémon placed face down as Active
	EvPlaceBench                     // a Pokémon placed on the Bench (setup or turn)
	EvSetPrizes                      // Prize cards set aside
	EvFirstPlayer                    // who goes first
	EvReveal                         // setup ends: Pokémon turned face up
	EvTurnStart                      // a turn began
	EvTurnEnd                        // a turn ended
	EvEvolve                         // a Pokémon evolved
	EvAttachEnergy                   // an Energy card attached
	EvPlayTrainer                    // a Trainer card played
	EvStadium                        // a Stadium came into play (Before: the one it replaced, if any)
	EvAttachTool                     // a Pokémon Tool attached
	EvDiscard                        // a card went to the discard pile
	EvLostZone                       // a card went to the Lost Zone
	EvRetreat                        // the Active Pokémon retreated
	EvSwitch                         // an Active and a Benched Pokémon changed places
	EvPower                          // a power was used
	EvAttack                         // an attack was announced
	EvAttackStep                     // an attack step was reached
	EvAttackFails                    // the attack does nothing
	EvDamage                         // damage done (Damage has the stage breakdown)
	EvCounters                       // damage counters placed outside the damage order
	EvHeal                           // damage removed
	EvCondition                      // a Special Condition added
	EvConditionEnds                  // a Special Condition removed
	EvLasting                        // an effect put on a Pokémon for a later turn
	EvLastingEnds                    // such an effect ended
	EvCheckup                        // a between-turns step
	EvKnockOut                       // a Pokémon was Knocked Out
	EvPrize                          // a Prize card taken
	EvPromote                        // a Benched Pokémon became the Active Pokémon
	EvSearch                         // a deck was searched
	EvGameOver                       // the game ended (Player: winner, or -1 for Sudden Death)
	EvSuddenDeath                    // a Sudden Death game starts
	EvAttachTM                       // a Technical Machine attached
	EvDevolve                        // an Evolution card taken off a Pokémon (Before/After: stack size)
	EvMoveEnergy                     // an Energy card moved from one Pokémon to another
	// Both hands.
	EvShowHand // cards of a hand shown to the other player
	numEventKinds
)

var eventNames = [...]string{"note", "assumption", "coin-flip", "shuffle", "draw", "mulligan",
	"place-active", "place-bench", "set-prizes", "first-player", "reveal", "turn-start",
	"turn-end", "evolve", "attach-energy", "play-trainer", "stadium", "attach-tool", "discard",
	"lost-zone", "retreat", "switch", "power", "attack", "attack-step", "attack-fails", "damage",
	"counters", "heal", "condition", "condition-ends", "lasting", "lasting-ends", "checkup",
	"knock-out", "prize", "promote", "search", "game-over", "sudden-death", "attach-tm",
	"devolve", "move-energy",
	"show-hand"}

func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "unknown event"
}

// Zone is where a card or Pokémon is.
type Zone uint8

const (
	ZoneNone Zone = iota
	ZoneDeck
	ZoneHand
	ZonePrizes
	ZoneActive
	ZoneBench
	ZoneDiscard
	ZoneLostZone
	ZoneStadium
	ZoneSupporter // a Supporter waiting beside the Active Pokémon until the end of the turn
)

var zoneNames = [...]string{"", "deck", "hand", "prizes", "active", "bench", "discard",
	"lost-zone", "stadium", "supporter"}

func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return "unknown zone"
}

// Event is one entry of the trace: what happened, to whom, the numbers before and after, and
// the rule it applies.
type Event struct {
	Kind   EventKind
	Player int  // the player the event concerns; -1 when none
	Zone   Zone // where the affected card or Pokémon is
	Slot   int  // in-play position: 0 Active, 1..5 Bench; -1 when not in play
	Card   string
	Before int
	After  int
	Amount int
	Coin   Coin
	// Anchor is the rule applied: "era/topic#n", or "ruling:<id>" for an official ruling.
	Anchor  string
	Message string
	// Assumed marks an event that applies a rule that neither the era's rulebook nor an
	// official ruling states (a ruling's event cites "ruling:<id>" and is not Assumed).
	Assumed bool
	// Damage is the stage breakdown of an EvDamage event.
	Damage *DamageResult
	// For says what an EvCoinFlip decides, named alike in every era (burned, asleep,
	// confused, alter, first-player, effect), so the same coin can be found in each era's
	// trace although the eras cite it at different paragraphs.
	For string
}

func (e Event) String() string {
	s := fmt.Sprintf("[%s] %s", e.Kind, e.Message)
	if e.Anchor != "" {
		s += " (" + e.Anchor + ")"
	}
	return s
}

// emit records an event when tracing is on. Callers build messages only after checking
// g.trace, so a game with tracing off builds no strings.
func (g *Game) emit(e Event) {
	g.events = append(g.events, e)
	if g.onEvent != nil {
		g.onEvent(g, e)
	}
}

// note records an explanation with no state change; the parts are joined only when tracing.
func (g *Game) note(x ref, player int, msg ...string) {
	if g.trace {
		g.emit(Event{Kind: EvNote, Player: player, Slot: -1, Anchor: g.rules.anchor(x), Message: strings.Join(msg, "")})
	}
}

// assume traces a rule the rulebook does not state, when the engine applies it: a note
// citing the official ruling that settles it, or else the assumption, citing x (the
// paragraph that says the rulebook is silent).
func (g *Game) assume(c RuleChoice, x ref, player int) {
	if !g.trace || c.Stated {
		return
	}
	if c.Ruling != "" {
		g.emit(Event{Kind: EvNote, Player: player, Slot: -1, Anchor: RulingPrefix + c.Ruling,
			Message: "official ruling: " + c.Ruled})
		return
	}
	g.emit(Event{Kind: EvAssumption, Player: player, Slot: -1, Anchor: g.rules.anchor(x),
		Assumed: true, Message: "not stated in this era's rulebook; applying: " + c.Assumption})
}

// applied is a choice the engine applies with the rule point it cites.
type applied struct {
	c RuleChoice
	x ref
}

// assumeEach traces several choices applied together, as assume does, except that
// consecutive choices settled by the same ruling share one note.
func (g *Game) assumeEach(player int, as []applied) {
	for i := 0; i < len(as); i++ {
		c := as[i].c
		if c.Stated || c.Ruling == "" {
			g.assume(c, as[i].x, player)
			continue
		}
		msg := c.Ruled
		for i+1 < len(as) && !as[i+1].c.Stated && as[i+1].c.Ruling == c.Ruling {
			i++
			msg += "; " + as[i].c.Ruled
		}
		g.emit(Event{Kind: EvNote, Player: player, Slot: -1, Anchor: RulingPrefix + c.Ruling,
			Message: "official ruling: " + msg})
	}
}

func playerName(p int) string {
	if p < 0 {
		return "nobody"
	}
	return fmt.Sprintf("player %d", p+1)
}

// count writes a number with its noun, singular or plural: "1 card", "2 cards".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
