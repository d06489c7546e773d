package engine

import (
	"encoding/binary"
	"errors"
	"fmt"
	"testing"
)

// FuzzActions feeds arbitrary action sequences to a game: some bytes pick a legal action,
// others build a raw action field by field. Nothing may panic, every refusal must be a
// *RuleError (or a game-over or broken-game error), and the invariants must hold throughout.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 1, 1, 1, 1})
	f.Add([]byte{9, 9, 9, 9, 9, 9, 9, 9, 1, 0, 12, 3, 0, 200, 7, 1, 5, 5, 5})
	f.Add([]byte{1, 0, 0, 0, 0, 0, 0, 0, 2, 3, 3, 3, 0, 13, 0, 1, 2, 3, 4, 5, 6, 7, 8})
	// With data[8]&16 set, data[8]>>5 picks the decks of one family of effects (fuzzDecks).
	f.Add([]byte{5, 0, 0, 0, 0, 0, 0, 0, 17, 1, 2, 3, 5, 6, 7, 0, 13, 0, 0, 0, 0, 0, 1, 1, 3, 9, 11, 13, 15})
	f.Add([]byte{5, 0, 0, 0, 0, 0, 0, 0, 48, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3})
	f.Add([]byte{4, 0, 0, 0, 0, 0, 0, 0, 80, 1, 1, 1, 0, 10, 0, 0, 0, 0, 0, 0, 3, 4, 2, 1, 0, 2, 5, 5, 5, 5})
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 112, 1, 2, 3, 1, 1, 1, 5, 5, 5, 5, 9, 9, 9, 9, 13, 13, 13, 13, 13, 13})
	f.Add([]byte{5, 0, 0, 0, 0, 0, 0, 0, 16 | 8 | 4<<5, 1, 2, 3, 0, 13, 0, 1, 2, 0, 3, 1, 1, 2, 5, 6, 7, 1, 1, 1, 1, 1, 1, 1})
	f.Add([]byte{7, 0, 0, 0, 0, 0, 0, 0, 16 | 1 | 5<<5, 1, 2, 3, 0, 10, 0, 0, 0, 0, 1, 0, 1, 0, 2, 3, 1, 5, 6, 7, 9, 11, 13, 1, 1, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := fuzzOne(data); err != nil {
			t.Fatal(err)
		}
	})
}

// fuzzDecks are the decks that play one family of effects each, for the fuzz target.
var fuzzDecks = []func(era string) [2][]*Card{
	func(string) [2][]*Card { return passiveDecks() }, // board-state checks, locks, Action.Pick
	handDecks,       // both hands: Action.HandPicks, OppHandPicks
	deckEffectDecks, // the top of the deck, the discard pile, Prize cards: Action.Picks
	targetsDecks,    // attacks that read Action.Spots and Action.Moves
	removeDecks,     // cards that leave play, attacks and Cyrus that read Action.Picks
	evolveDecks,     // evolving from the deck and the hand: Takes, Opt
}

// fuzzOne plays one fuzz input and reports the first broken expectation.
func fuzzOne(data []byte) error {
	if len(data) < 9 {
		return nil
	}
	seed := binary.LittleEndian.Uint64(data)
	r := Rulesets()[int(data[8])%3]
	decks := randomDecks(r.Era)
	if data[8]&4 != 0 {
		decks = brawlDecks(r.Era)
	}
	if data[8]&16 != 0 {
		decks = fuzzDecks[int(data[8]>>5)%len(fuzzDecks)](r.Era)
	}
	g, _, err := NewGame(r, decks, NewSeeded(seed), Options{Trace: data[8]&8 != 0})
	if err != nil {
		return err
	}
	data = data[9:]
	var buf []Action
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		v := int(int8(data[0]))
		data = data[1:]
		return v
	}
	for len(data) > 0 && !g.Over() {
		op := data[0]
		data = data[1:]
		var a Action
		if op%4 != 0 {
			buf = g.LegalActions(buf[:0])
			if len(buf) == 0 {
				return fmt.Errorf("no legal action at decision %v", g.need)
			}
			a = buf[int(op)%len(buf)]
		} else {
			a = Action{Kind: ActionKind(next() & 31), Player: next(), Hand: next(), Hand2: next(),
				Slot: next(), Own: next(), Target: next(), Index: next()}
			a.Opt = a.Index&1 == 1 // arbitrary actions may also take an attack's optional part
			a.Pick = next()        // and name any of the Defending Pokémon's attacks, or none
			if n := next(); n > 0 {
				for i := 0; i < n%5; i++ {
					a.Picks = append(a.Picks, next())
				}
			}
			if n := next(); n > 0 { // cards chosen from either hand
				for i := 0; i < n%4; i++ {
					a.HandPicks = append(a.HandPicks, next())
				}
				for i := 0; i < n/4%4; i++ {
					a.OppHandPicks = append(a.OppHandPicks, next())
				}
			}
			if n := next(); n > 0 { // Pokémon picked, damage counters moved
				for i := 0; i < n%7; i++ {
					a.Spots = append(a.Spots, next())
				}
			}
			if n := next(); n > 0 {
				for i := 0; i < n%4; i++ {
					a.Moves = append(a.Moves, CounterMove{From: next(), To: next(), N: next()})
				}
			}
			if n := next(); n > 0 {
				for i := 0; i < n%4; i++ {
					a.Split = append(a.Split, next()) // where a split effect's cards go
				}
			}
			if n := next(); n > 0 {
				for i := 0; i < n%3; i++ {
					a.Takes = append(a.Takes, next()) // the cards an evolving effect takes
				}
			}
		}
		_, err := g.Apply(a)
		if err != nil {
			var re *RuleError
			if !errors.As(err, &re) && !errors.Is(err, ErrGameOver) {
				return fmt.Errorf("Apply(%v) = %v; want a *RuleError", a, err)
			}
			if op%4 != 0 {
				return fmt.Errorf("legal action %v refused: %v", a, err)
			}
		}
		if err := g.CheckInvariants(); err != nil {
			return fmt.Errorf("after %v: %v", a, err)
		}
	}
	return nil
}
