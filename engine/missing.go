package engine

import (
	"errors"
	"fmt"
)

// A card whose effect is not written as primitives yet still has its printed numbers, so it
// can sit in a hand, a deck or a discard pile. The engine refuses every use of the part it
// cannot do, naming the card and the effect, rather than playing it as if it did nothing:
//
//   - an attack with Missing set cannot be used;
//   - an activated power (Poké-Power) with Missing set cannot be used;
//   - a Trainer card with Missing set cannot be played, and a Special Energy card with Missing
//     set cannot be attached;
//   - a Pokémon with a power that is always on (Poké-Body, Ability) whose Missing is set cannot
//     come into play at all, because the engine could not apply that power: NewGame refuses a
//     deck holding it and NewBoard a board with it in play.

// ErrEffectMissing matches every refusal of an effect that is not written as engine primitives.
var ErrEffectMissing = errors.New("the engine has no primitives for this effect yet")

// MissingEffectError names the card and the effect the engine cannot do.
type MissingEffectError struct {
	Card   string // the card's name
	ID     string // its set-number id
	Effect string // "attack Crisis Vine", "Poké-Body Exoskeleton", "Trainer effect"
	Why    string // what is missing, when the card file says
}

func (e *MissingEffectError) Error() string {
	s := fmt.Sprintf("%s (%s): %s: %v", e.Card, e.ID, e.Effect, ErrEffectMissing)
	if e.Why != "" {
		s += " (" + e.Why + ")"
	}
	return s
}

func (e *MissingEffectError) Unwrap() error { return ErrEffectMissing }

func missing(c *Card, effect, why string) fault {
	return fault{&MissingEffectError{Card: c.Name, ID: c.ID, Effect: effect, Why: why}, refNone}
}

// missingInPlay reports the first always-on power of a card whose effect is not written: such
// a card cannot be in play.
func (c *Card) missingInPlay() fault {
	for i := range c.Powers {
		pw := &c.Powers[i]
		if pw.Missing != "" && pw.Use != UseActivated {
			return missing(c, pw.Kind.String()+" "+pw.Name, pw.Missing)
		}
	}
	if c.Missing != "" && (c.Category == PokemonCard || c.PlaysAsBasic) {
		return missing(c, "rule of its own", c.Missing)
	}
	return ok
}

// missingAttached reports a card attached in play (Tool, Energy, Technical Machine) or a
// Stadium in play whose effect is not written.
func (c *Card) missingAttached() fault {
	if c.Missing == "" {
		return ok
	}
	switch c.Category {
	case EnergyCard:
		return missing(c, "Special Energy effect", c.Missing)
	case TrainerCard:
		return missing(c, c.Trainer.String()+" effect", c.Missing)
	}
	return ok
}

// IsPlayable reports whether every effect of the card is written as engine primitives: its
// attacks, powers, and its own Trainer or Energy effect.
func (c *Card) IsPlayable() bool {
	if c.Missing != "" {
		return false
	}
	for i := range c.Attacks {
		if c.Attacks[i].Missing != "" {
			return false
		}
	}
	for i := range c.Powers {
		if c.Powers[i].Missing != "" {
			return false
		}
	}
	return true
}

// checkMissingDeck refuses a deck holding a card that cannot be in play (see missingInPlay).
func checkMissingDeck(deck []*Card) error {
	for _, c := range deck {
		if c == nil {
			continue
		}
		if f := c.missingInPlay(); f.failed() {
			return f.err
		}
	}
	return nil
}

// checkMissingBoard refuses a board with a card in play whose effect the engine cannot apply.
func checkMissingBoard(b *Board) error {
	check := func(bp *BoardPokemon) error {
		if bp == nil {
			return nil
		}
		for _, c := range append([]*Card{bp.Card}, bp.Under...) {
			if c != nil {
				if f := c.missingInPlay(); f.failed() {
					return f.err
				}
			}
		}
		for _, c := range append(append([]*Card{bp.Tool}, bp.Energy...), bp.TMs...) {
			if c != nil {
				if f := c.missingAttached(); f.failed() {
					return f.err
				}
			}
		}
		return nil
	}
	for p := range b.Players {
		if err := check(b.Players[p].Active); err != nil {
			return err
		}
		for i := range b.Players[p].Bench {
			if err := check(&b.Players[p].Bench[i]); err != nil {
				return err
			}
		}
	}
	if b.Stadium != nil {
		if f := b.Stadium.missingAttached(); f.failed() {
			return f.err
		}
	}
	return nil
}
