package engine

import (
	"errors"
	"fmt"
)

// Sentinel errors. An illegal action returns a *RuleError that wraps one of these and names
// the rule it breaks; match them with errors.Is.
var (
	ErrGameOver         = errors.New("the game is over")
	ErrGameBroken       = errors.New("the game stopped after an earlier failure")
	ErrNotYourTurn      = errors.New("it is not this player's decision")
	ErrWrongTime        = errors.New("this action is not possible at this point of the game")
	ErrNoSuchCard       = errors.New("no such card")
	ErrNoSuchPokemon    = errors.New("no Pokémon in that spot")
	ErrNotBasic         = errors.New("the card is not a Basic Pokémon")
	ErrBenchFull        = errors.New("the Bench already has the most Pokémon it can hold")
	ErrCannotEvolve     = errors.New("the card does not evolve from that Pokémon")
	ErrEvolveNew        = errors.New("the Pokémon came into play or evolved this turn")
	ErrFirstTurnEvolve  = errors.New("no Pokémon evolves during its player's first turn")
	ErrLegendHalves     = errors.New("a Pokémon LEGEND needs both of its halves played together")
	ErrNotEnergy        = errors.New("the card is not an Energy card")
	ErrAlreadyAttached  = errors.New("an Energy card was already attached this turn")
	ErrNotTrainer       = errors.New("the card is not a Trainer card")
	ErrFirstTurnTrainer = errors.New("the starting player plays no Trainer cards on the first turn")
	ErrSupporterPlayed  = errors.New("a Supporter card was already played this turn")
	ErrStadiumPlayed    = errors.New("a Stadium card was already played this turn")
	ErrSameStadium      = errors.New("a Stadium with the same name is already in play")
	ErrToolAttached     = errors.New("that Pokémon already has a Pokémon Tool")
	ErrNoTarget         = errors.New("the choice names no valid Pokémon")
	ErrAlreadyRetreated = errors.New("the Active Pokémon already retreated this turn")
	ErrCannotRetreat    = errors.New("an Asleep or Paralyzed Pokémon cannot retreat")
	ErrRetreatCost      = errors.New("the Energy discarded does not pay the Retreat Cost")
	ErrRetreatOverpaid  = errors.New("an Energy card was discarded that the Retreat Cost did not need")
	ErrNoBench          = errors.New("there is no Benched Pokémon to switch with")
	ErrNoSuchPower      = errors.New("no such power")
	ErrPowerUsed        = errors.New("the power was already used this turn")
	ErrPowerOff         = errors.New("the power cannot be used now")
	ErrNoSuchAttack     = errors.New("no such attack")
	ErrNotEnoughEnergy  = errors.New("not enough Energy attached for the attack")
	ErrCannotAttack     = errors.New("the Active Pokémon cannot attack now")
	ErrFirstTurnAttack  = errors.New("the starting player does not attack on the first turn")
	ErrGXUsed           = errors.New("a GX attack was already used this game")
	ErrSetup            = errors.New("not possible during setup")
	ErrBadChoice        = errors.New("the choice is not one of the allowed values")
	ErrDeck             = errors.New("the deck breaks a deck-building rule")
	ErrDeckSize         = errors.New("the deck does not have the number of cards a deck must have")
	ErrDeckCopies       = errors.New("the deck has more copies of one name than allowed")
	ErrDeckNoBasic      = errors.New("the deck has no Basic Pokémon")
	ErrDeckAceSpec      = errors.New("the deck has more ACE SPEC cards than allowed")
	ErrDeckPrismStar    = errors.New("the deck has more than one Prism Star card of one name")
	ErrDeckStar         = errors.New("the deck has more Pokémon ☆ cards than allowed")
	ErrRestoredFromHand = errors.New("a Restored Pokémon reaches the Bench only through the effect of its fossil Item")
	ErrLevelUpActive    = errors.New("a LV.X goes on the Active Pokémon only")
	ErrBoard            = errors.New("the board position is not valid")
	ErrScriptExhausted  = errors.New("the coin script ran out")
)

// RuleError is an illegal action: which action, the rule it breaks (an anchor such as
// "sm/bench#2") and the sentinel error. Assumed is set when the refusal rests on a reading
// the era's rulebook does not state: it says what the engine applied.
type RuleError struct {
	Action  Action
	Anchor  string
	Err     error
	Assumed string
}

func (e *RuleError) Error() string {
	s := fmt.Sprintf("%s: %v", e.Action, e.Err)
	if e.Anchor != "" {
		s += " (rule " + e.Anchor + ")"
	}
	if e.Assumed != "" {
		s += " (not stated in this era's rulebook; applying: " + e.Assumed + ")"
	}
	return s
}

func (e *RuleError) Unwrap() error { return e.Err }

// fault is a cheap, allocation-free validation result; Apply turns it into a *RuleError.
type fault struct {
	err error
	ref ref
}

var ok = fault{}

func (f fault) failed() bool { return f.err != nil }

func (g *Game) ruleError(a Action, f fault) error {
	e := &RuleError{Action: a, Anchor: g.rules.anchor(f.ref), Err: f.err}
	if f.err == ErrNoEffect && f.ref == refNoEffect {
		if id := g.noEffectRuling(&a); id != "" {
			e.Anchor = RulingPrefix + id // the card's own ruling says it
		}
	}
	if c := g.refusalChoice(f); c != nil {
		switch {
		case c.Assumed():
			e.Assumed = c.Assumption
		case !c.Stated && c.Ruling != "":
			e.Anchor = RulingPrefix + c.Ruling // an official ruling, not the rulebook, refuses it
		}
	}
	return e
}

// refusalChoice returns the ruleset choice a refusal rests on, if it rests on one that may
// be unstated.
func (g *Game) refusalChoice(f fault) *RuleChoice {
	if f.err != nil && f.err != ErrBadChoice && errors.Is(f.err, errMustFind) {
		return &g.rules.AnyCardSearchFinds
	}
	switch f.err {
	case ErrFirstTurnEvolve:
		// Turn 1 is the first turn in every reading; turn 2 only in the ruleset's.
		if g.turn == 2 {
			return &g.rules.NoEvolveOnFirstTurn
		}
	case ErrLevelUpActive:
		return &g.rules.LevelUpActiveOnly
	case ErrSameStadium:
		return &g.rules.SameNameStadiumBlocked
	case ErrRetreatOverpaid:
		// Paying more than the cost is refused by the one-Energy-per-symbol rule every era
		// states, except where a card providing more Energy is in the payment: then it is
		// the era's rule for such cards (RetreatStopWhenPaid) that refuses it.
		if f.ref == refRetreatPayDouble {
			return &g.rules.RetreatStopWhenPaid
		}
	}
	return nil
}

// Refusals that rest on a rule a card prints for itself (Card.Printed).
var (
	ErrPrintedNoRetreat = errors.New("the Pokémon's card prints that it cannot retreat")
	ErrNotDiscardable   = errors.New("the Pokémon's card does not let its owner discard it from play")
	// ErrDeckNotMixed: the deck holds two cards an errata says may not share a deck
	// (Card.NotInDeckWith).
	ErrDeckNotMixed = errors.New("the deck holds cards that may not share a deck")
)
