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
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := fuzzOne(data); err != nil {
			t.Fatal(err)
		}
	})
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
			if n := next(); n > 0 {
				for i := 0; i < n%5; i++ {
					a.Picks = append(a.Picks, next())
				}
			}
			if n := next(); n > 0 {
				for i := 0; i < n%4; i++ {
					a.Split = append(a.Split, next()) // where a split effect's cards go
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
