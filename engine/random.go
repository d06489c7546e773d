package engine

import (
	"fmt"
	"math/rand/v2"
)

// Coin is the result of one coin flip.
type Coin uint8

const (
	Tails Coin = iota
	Heads
)

func (c Coin) String() string {
	if c == Heads {
		return "heads"
	}
	return "tails"
}

// ParseCoin reads "heads" or "tails".
func ParseCoin(s string) (Coin, bool) {
	switch s {
	case "heads", "h", "H":
		return Heads, true
	case "tails", "t", "T":
		return Tails, true
	}
	return Tails, false
}

// Source is where every coin flip and shuffle of a game comes from. The engine has no other
// source of chance, so the same Source state and the same actions replay a game exactly.
type Source interface {
	// Flip returns one coin flip.
	Flip() Coin
	// Shuffle reorders the cards in place.
	Shuffle(cards []CardRef)
	// Err reports a source that could not give what was asked (a script that ran out).
	Err() error
}

// Scripted returns the given flips in order and leaves every shuffle as it is, so a worked
// example fixes its deck order by listing it. When the script runs out, Flip returns tails
// and Err reports ErrScriptExhausted: the game that asked is no longer usable.
type Scripted struct {
	flips []Coin
	next  int
	err   error
}

// NewScripted returns a source that gives these flips in order.
func NewScripted(flips ...Coin) *Scripted {
	return &Scripted{flips: append([]Coin(nil), flips...)}
}

// Flip returns the next scripted flip.
func (s *Scripted) Flip() Coin {
	if s.next >= len(s.flips) {
		if s.err == nil {
			s.err = fmt.Errorf("coin flip %d asked for, but the script lists only %d: %w",
				s.next+1, len(s.flips), ErrScriptExhausted)
		}
		s.next++
		return Tails
	}
	c := s.flips[s.next]
	s.next++
	return c
}

// Shuffle keeps the order: scripted games list their decks in the order they want.
func (s *Scripted) Shuffle([]CardRef) {}

// Err reports whether the script ran out.
func (s *Scripted) Err() error { return s.err }

// Used returns how many flips were asked for so far.
func (s *Scripted) Used() int { return s.next }

// Remaining returns how many scripted flips are left.
func (s *Scripted) Remaining() int {
	if s.next >= len(s.flips) {
		return 0
	}
	return len(s.flips) - s.next
}

// fork returns a copy of the script at the same point, for a trial on a copy of the game.
func (s *Scripted) fork() Source {
	c := *s
	return &c
}

// Seeded is a pseudo-random source from math/rand/v2's PCG; the same seed gives the same
// flips and shuffles.
type Seeded struct {
	pcg *rand.PCG
	r   *rand.Rand
}

// NewSeeded returns a PCG source for the seed.
func NewSeeded(seed uint64) *Seeded {
	pcg := rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
	return &Seeded{pcg: pcg, r: rand.New(pcg)}
}

// fork returns a source in the same state that goes on by itself, for a trial on a copy of
// the game: it gives the flips and shuffles this one would give next.
func (s *Seeded) fork() Source {
	pcg := *s.pcg
	return &Seeded{pcg: &pcg, r: rand.New(&pcg)}
}

// forker is a Source that can hand out a copy of itself at its present point, so an action
// can be tried on a copy of the game (Game.trial) with the coins the real one will get.
type forker interface {
	fork() Source
}

// Flip returns heads or tails with equal chance.
func (s *Seeded) Flip() Coin { return Coin(s.r.Uint64() & 1) }

// Shuffle is a Fisher–Yates shuffle.
func (s *Seeded) Shuffle(cards []CardRef) {
	for i := len(cards) - 1; i > 0; i-- {
		j := s.r.IntN(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
}

// Err is always nil: a seeded source never runs out.
func (s *Seeded) Err() error { return nil }
