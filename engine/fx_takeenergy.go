package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Which attached Energy cards an effect takes. The ops that take attached Energy cards with no
// other choice of which (discard-energy, discard-special-energy, discard-opp-energy,
// return-energy, lost-own-energy, move-energy, and discard-chosen from the Pokémon beyond
// how many from each) take the cards the player names in
// Action.EnergyTakes; without a choice they take the cards attached longest, as always. The
// player of the effect chooses, from their own Pokémon and from the opponent's alike.

// EnergyPlace is one Energy card in play as Action.EnergyTakes counts them: the player whose
// Pokémon it is attached to, that Pokémon's slot, and its place among the Energy cards
// attached to it (0 the one attached longest).
type EnergyPlace struct{ Player, Slot, Index int }

// EnergyPlaces lists the Energy cards in play as Action.EnergyTakes numbers them for an action
// of player p: p's Pokémon first (the Active Pokémon, then the Bench in order), then the
// opponent's the same way, each Pokémon's cards in the order attached.
func (g *Game) EnergyPlaces(p int) []EnergyPlace {
	var out []EnergyPlace
	if p < 0 || p > 1 {
		return nil
	}
	for _, q := range []int{p, opp(p)} {
		for s := 0; s <= g.p[q].nbench; s++ {
			if !g.present(q, s) {
				continue
			}
			for i := range g.slot(q, s).energy {
				out = append(out, EnergyPlace{q, s, i})
			}
		}
	}
	return out
}

// takeChoice is Action.EnergyTakes as cards while the action's effect runs, and what the ops
// made of it: the first misfit found, and every card the ops took (for the refusal's words).
type takeChoice struct {
	cards []CardRef
	where []EnergyPlace
	used  []bool
	err   error
	took  []string
	// tookCards: the cards the ops took, in order (for EnergyTakeChoices).
	tookCards []CardRef
}

// takeChoiceOf resolves an action's EnergyTakes to cards (nil without a choice). validate has
// checked the places.
func (g *Game) takeChoiceOf(a *Action) *takeChoice {
	if len(a.EnergyTakes) == 0 {
		return nil
	}
	places := g.EnergyPlaces(a.Player)
	t := &takeChoice{used: make([]bool, len(a.EnergyTakes))}
	for _, x := range a.EnergyTakes {
		if x < 0 || x >= len(places) {
			return nil
		}
		pl := places[x]
		t.cards = append(t.cards, g.slot(pl.Player, pl.Slot).energy[pl.Index])
		t.where = append(t.where, pl)
	}
	return t
}

// startTake resolves the action's choice for the effect about to run and keeps it where a
// trial on a copy of the game reads what became of it.
func (g *Game) startTake(a *Action) *takeChoice {
	g.lastTake = g.takeChoiceOf(a)
	if g.lastTake == nil && g.recordTakes {
		g.lastTake = &takeChoice{} // names nothing: the ops take their own cards, recorded
	}
	return g.lastTake
}

// takeOrder is the order in which an op that takes k Energy cards from pk (k < 0: all of
// them) looks at its cards: those the action names, in the order named, then the others,
// attached longest first. Without a choice, or for an op that takes every card, the order
// attached. It is a copy: the op takes cards off pk as it goes.
func (g *Game) takeOrder(c *opCtx, pk *pokemon, k int) []CardRef {
	if c.take == nil || k < 0 {
		return slices.Clone(pk.energy)
	}
	out := make([]CardRef, 0, len(pk.energy))
	for _, e := range c.take.cards {
		if slices.Contains(pk.energy, e) {
			out = append(out, e)
		}
	}
	for _, e := range pk.energy {
		if !slices.Contains(out, e) {
			out = append(out, e)
		}
	}
	return out
}

// tookEnergy records that an op taking k cards (k < 0: all) took the Energy card e off player
// p's Pokémon at slot s: a card the action names is used up; any other, while the action
// names cards, is a misfit (the choice must name every card the effect chooses).
func (g *Game) tookEnergy(c *opCtx, p, s, k int, e CardRef) {
	t := c.take
	if t == nil || k < 0 {
		return
	}
	name := fmt.Sprintf("%s from %s's %s", g.cards[e].Name, g.name(p), g.top(g.slot(p, s)).Name)
	t.took, t.tookCards = append(t.took, name), append(t.tookCards, e)
	if i := slices.Index(t.cards, e); i >= 0 && !t.used[i] {
		t.used[i] = true
		return
	}
	if t.err == nil {
		t.err = fmt.Errorf("%w: %s takes %s, which the choice does not name (name every Energy card it takes, or none)", ErrBadChoice, c.source, name)
	}
}

// finish is the first misfit of the choice once the action is carried out: a card the ops
// took that it does not name, or one it names that no op took.
func (t *takeChoice) finish(before *Game) error {
	for i, u := range t.used {
		if u {
			continue
		}
		w := t.where[i]
		took := "none"
		if len(t.took) > 0 {
			took = strings.Join(t.took, ", ")
		}
		unused := fmt.Sprintf("%s on %s's %s is named, but the effect does not take it (not on a Pokémon it takes from, not of the kind it takes, or more cards than it takes; it took %s)",
			before.cards[t.cards[i]].Name, before.name(w.Player), before.top(before.slot(w.Player, w.Slot)).Name, took)
		if t.err != nil {
			return fmt.Errorf("%w; and %s", t.err, unused)
		}
		return fmt.Errorf("%w: %s", ErrBadChoice, unused)
	}
	return t.err
}

// validateEnergyTakes checks Action.EnergyTakes: only an attack, a power or a Trainer card
// carries it; each place is an Energy card in play, named once; and, carried out on a copy of
// the game (the same coins), the effect takes exactly the cards it names.
func (g *Game) validateEnergyTakes(a *Action) fault {
	if len(a.EnergyTakes) == 0 {
		return ok
	}
	if a.Kind != ActAttack && a.Kind != ActUsePower && a.Kind != ActPlayTrainer {
		return fault{fmt.Errorf("%w: only an attack, a power or a Trainer card takes attached Energy cards the player names", ErrBadChoice), refAttackChoices}
	}
	places := g.EnergyPlaces(a.Player)
	for i, x := range a.EnergyTakes {
		switch {
		case x < 0 || x >= len(places):
			return fault{fmt.Errorf("%w: Energy place %d: there are %d Energy cards in play", ErrBadChoice, x, len(places)), refAttackChoices}
		case slices.Contains(a.EnergyTakes[:i], x):
			pl := places[x]
			return fault{fmt.Errorf("%w: %s on %s's %s is named twice", ErrBadChoice,
				g.cards[g.slot(pl.Player, pl.Slot).energy[pl.Index]].Name, g.name(pl.Player), g.top(g.slot(pl.Player, pl.Slot)).Name), refAttackChoices}
		}
	}
	if g.applying {
		return ok // checked before the action began
	}
	c := g.clone()
	b := *a
	b.EnergyTakes = nil
	if c.validate(&b).failed() {
		return ok // refused for another reason, which validate reports
	}
	b.EnergyTakes = a.EnergyTakes
	c.lastTake = nil
	c.carryOut(&b)
	if c.lastTake == nil {
		return fault{fmt.Errorf("%w: the effect takes no attached Energy card the player chooses", ErrBadChoice), refAttackChoices}
	}
	if err := c.lastTake.finish(g); err != nil {
		return fault{err, refAttackChoices}
	}
	return ok
}

// maxTakeChoices bounds the choices EnergyTakeChoices lists for one action.
const maxTakeChoices = 8

// EnergyTakeChoices returns, for an attack, a power or a Trainer card that carries no choice
// of attached Energy cards yet and whose effect takes some with no other choice of which, a
// bounded set of such choices (LegalActions lists none, so a random game plays as before):
// the cards the engine takes on its own (those attached longest), with one of them swapped
// for the first card of each other name on the same Pokémon, each variant kept only when it
// is legal. At most maxTakeChoices actions.
func (g *Game) EnergyTakeChoices(a Action) []Action {
	if len(a.EnergyTakes) > 0 || a.Player < 0 || a.Player > 1 || g.applying ||
		a.Kind != ActAttack && a.Kind != ActUsePower && a.Kind != ActPlayTrainer || !g.takesEnergy(&a) {
		return nil
	}
	if g.validate(&a).failed() {
		return nil
	}
	c := g.clone()
	c.recordTakes, c.lastTake = true, nil
	c.carryOut(&a)
	if c.lastTake == nil || len(c.lastTake.tookCards) == 0 {
		return nil
	}
	places := g.EnergyPlaces(a.Player)
	placeOf := func(e CardRef) int {
		return slices.IndexFunc(places, func(pl EnergyPlace) bool { return g.slot(pl.Player, pl.Slot).energy[pl.Index] == e })
	}
	base := make([]int, 0, len(c.lastTake.tookCards))
	for _, e := range c.lastTake.tookCards {
		x := placeOf(e)
		if x < 0 {
			return nil // a card that came into play during the action: not a choice made before it
		}
		base = append(base, x)
	}
	var out []Action
	for k, x := range base {
		pl := places[x]
		names := []string{g.cards[g.slot(pl.Player, pl.Slot).energy[pl.Index]].Name}
		for y, other := range places {
			if len(out) >= maxTakeChoices {
				return out
			}
			if other.Player != pl.Player || other.Slot != pl.Slot || slices.Contains(base, y) {
				continue
			}
			name := g.cards[g.slot(other.Player, other.Slot).energy[other.Index]].Name
			if slices.Contains(names, name) {
				continue
			}
			names = append(names, name)
			b := a
			b.EnergyTakes = slices.Clone(base)
			b.EnergyTakes[k] = y
			if g.Legal(b) == nil {
				out = append(out, b)
			}
		}
	}
	return out
}

// takesEnergy reports whether the action's effect has an op that takes attached Energy cards
// the player may name.
func (g *Game) takesEnergy(a *Action) bool {
	var lists [][]Op
	switch a.Kind {
	case ActAttack:
		if !g.present(a.Player, 0) {
			return false
		}
		atk, _ := g.attackAt(g.active(a.Player), a.Index)
		if atk == nil {
			return false
		}
		lists = [][]Op{atk.Requires, atk.Before, atk.After}
	case ActUsePower:
		if a.Slot < 0 || a.Slot > g.p[a.Player].nbench || !g.present(a.Player, a.Slot) {
			return false
		}
		pw, _ := g.powerAt(g.slot(a.Player, a.Slot), a.Index)
		if pw == nil {
			return false
		}
		lists = [][]Op{pw.Ops}
	case ActPlayTrainer:
		c, ok := g.handCard(a.Player, a.Hand)
		if !ok {
			return false
		}
		lists = [][]Op{c.Play}
	}
	for _, ops := range lists {
		if slices.ContainsFunc(ops, TakesAttachedEnergy) {
			return true
		}
	}
	return false
}

// TakesAttachedEnergy reports whether an op takes attached Energy cards that
// Action.EnergyTakes may name: one of the ops above, taking a number of them (not all).
func TakesAttachedEnergy(op Op) bool {
	switch op.Kind {
	case OpDiscardEnergy, OpDiscardSpecialEnergy, OpReturnEnergy:
		return op.N >= 0
	case OpDiscardOppEnergy, OpLostOwnEnergy, OpMoveEnergy:
		return true
	case OpDiscardChosen:
		// From the Pokémon, Split says how many come off each one; which of its cards is
		// the player's choice too (Gigalith keeping its Rainbow Energy).
		return !op.FromHand
	}
	return false
}
