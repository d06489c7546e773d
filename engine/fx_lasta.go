package engine

// Primitives added for the last hgss cards (README.md, "The last cards").

// justAttachedIs reports whether the Energy card just attached from the hand to pk provides
// type t on it. An Energy card of every type (Rainbow Energy) is each type there, so a power
// that asks for a Grass Energy card and one that asks for a Psychic Energy card both see it
// (ruling energy-signal-rainbow-energy). Before the card is on pk (the no-effect check of
// the attach action) it is read as it would provide there.
func (g *Game) justAttachedIs(pk *pokemon, card *Card, t Type) bool {
	if card == nil || card.Category != EnergyCard {
		return false
	}
	var buf [maxUnitsPerCard]uint16
	for i := len(pk.energy) - 1; i >= 0; i-- {
		if e := pk.energy[i]; g.cards[e] == card {
			for _, m := range g.attachedUnits(pk, e, buf[:0]) {
				if m&(1<<t) != 0 {
					return true
				}
			}
			return false
		}
	}
	if a := card.Attached; a != nil && (!a.Stage2Only || g.top(pk).Stage == Stage2) {
		for _, o := range a.OneOf {
			if o == t || o == AnyType {
				return true
			}
		}
		return false
	}
	return energyProvides(card, t)
}

// attachedTypeSkips reports, for the no-effect check of a power that works when an Energy
// card is attached from the hand, an op whose attached-type check fails for that card: it
// will not run, so it does nothing ("if you attached a Grass Energy card, …").
func (g *Game) attachedTypeSkips(op *Op, x *effectNow) bool {
	if op.If.Kind != CheckAttachedType || x.self < 0 || !g.present(x.p, x.self) {
		return false
	}
	return g.justAttachedIs(g.slot(x.p, x.self), x.attached, op.If.Type) == op.If.Not
}

// noteAttachedType traces, when an attached-type check holds for an Energy card that does not
// print that type (Rainbow Energy), that the card counts as that type where it is attached.
func (g *Game) noteAttachedType(op *Op, c *opCtx) {
	card := c.evolve.attached
	if !g.trace || op.If.Kind != CheckAttachedType || op.If.Not || card == nil || printedProvides(card, op.If.Type) {
		return
	}
	g.note(refAttachedEveryType, c.player, c.source, ": ", card.Name, " is every type while attached, so it counts as a ",
		op.If.Type.String(), " Energy card")
}
