package content

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// The hand primitives in card files (fields, checks, data) and in words.

func init() {
	countByName["opp-hand"] = engine.CountOppHand
	countByName["own-hand"] = engine.CountOwnHand
	countByName["hands-equal"] = engine.CountHandsEqual
	countByName["opp-hand-trainers"] = engine.CountOppHandTrainers
	countByName["opp-hand-pokemon"] = engine.CountOppHandPokemon
	countNames[engine.CountOppHand] = "card in your opponent's hand"
	countNames[engine.CountOwnHand] = "card in your hand"
	countNames[engine.CountOppHandTrainers] = "Trainer card in your opponent's hand (Supporter and Stadium cards included)"
	destsByOp[engine.OpHandRandom] = []string{"discard", "deck"}
	destsByOp[engine.OpHandPick] = []string{"discard", "deck", "prizes"}
}

// handOps are the ops that read a hand, and so need who: self (your hand) or defending
// (your opponent's).
var handOps = map[engine.OpKind]bool{engine.OpShowHand: true, engine.OpShuffleHand: true,
	engine.OpHandRandom: true, engine.OpHandPick: true}

// handFields checks and completes the fields of the hand ops.
func (p *cardParser) handFields(n *yaml.Node, r *rawOp, o *engine.Op) {
	o.Exact, o.Reveal, o.OwnerChooses = r.Exact, r.Reveal, r.OwnerChooses
	k := o.Kind
	if handOps[k] && o.Who != engine.WhoSelf && o.Who != engine.WhoDefending {
		p.bad(at(n, "who"), "op %s needs who: self (your hand) or defending (your opponent's)", k)
	}
	if k == engine.OpDrawPer && o.Who != engine.WhoDefault && o.Who != engine.WhoSelf && o.Who != engine.WhoDefending {
		p.bad(at(n, "who"), "op draw-per: who is self (you draw) or defending (your opponent draws)")
	}
	if (k == engine.OpDrawPer || k == engine.OpCountersPer) && o.Count == engine.CountNone {
		p.bad(n.Line, "op %s needs count: what the number of cards or counters is per", k)
	}
	if r.Exact && k != engine.OpHandPick && k != engine.OpMoveEnergyChosen {
		p.bad(at(n, "exact"), "exact applies only to op hand-pick (and move-energy-chosen)")
	}
	if r.Reveal && k != engine.OpEachDraw {
		p.bad(at(n, "reveal"), "reveal applies only to op each-draw")
	}
	if r.OwnerChooses && (k != engine.OpHandPick || o.Who != engine.WhoDefending) {
		p.bad(at(n, "owner_chooses"), "owner_chooses applies only to op hand-pick from your opponent's hand (who: defending)")
	}
	if k == engine.OpHandPick && o.N < 1 {
		p.bad(at(n, "n"), "op hand-pick chooses n cards: n must be at least 1")
	}
	if k == engine.OpHandRandom && (o.Amount < 0 || o.Amount > 0 && o.N != 0) {
		p.bad(at(n, "amount"), "op hand-random: amount (the cards left in the hand) is positive, and then n is unset")
	}
	if (k == engine.OpHandRandom || k == engine.OpHandPick) && r.Dest == "" {
		o.Dest = engine.ToDiscard
	}
	if k == engine.OpHandPick && r.Filter == nil {
		o.Filter.AnyCategory = true
	}
	if k == engine.OpTrainerLock && r.Filter != nil && r.Filter.Category != "trainer" {
		p.bad(at(n, "filter"), "op trainer-lock: filter category is trainer (with a trainer kind, or none for every Trainer card)")
	}
}

// handOpData adds the hand ops' fields to an op as data.
func handOpData(o engine.Op, m map[string]any) {
	switch o.Kind {
	case engine.OpHandRandom, engine.OpHandPick:
		m["dest"] = keyOf(destByName, o.Dest)
	}
	if o.Kind == engine.OpTrainerLock && o.Filter.Trainer != 0 {
		m["filter"] = map[string]any{"category": "trainer", "trainer": trainerKindName(engine.TrainerKind(o.Filter.Trainer - 1))}
	}
	if o.Kind == engine.OpHandPick {
		m["filter"] = filterData(o.Filter)
	}
	if o.Exact {
		m["exact"] = true
	}
	if o.Reveal {
		m["reveal"] = true
	}
	if o.OwnerChooses {
		m["owner_chooses"] = true
	}
}

// handCountWords says what base-per does with the hand counts that are 1 or 0.
func handCountWords(o engine.Op) string {
	if o.Count == engine.CountHandsEqual {
		return fmt.Sprintf("if your hand and your opponent's hand hold equally many cards, the attack does %d extra damage.", o.Amount)
	}
	return fmt.Sprintf("if your opponent's hand holds a Pokémon card, the attack does %d extra damage.", o.Amount)
}

// handOp puts a hand op into words.
func (w *opWords) handOp(o engine.Op, who string) string {
	n := max(o.N, 1)
	theirs := o.Who == engine.WhoDefending
	switch o.Kind {
	case engine.OpShowHand:
		if theirs {
			return "your opponent shows you their hand."
		}
		return "you show your hand to your opponent."
	case engine.OpDrawPer:
		what, ok := countNames[o.Count]
		if !ok {
			what = energyCountWords(o.Count, o.Type) // the Energy counts
		}
		if theirs {
			return fmt.Sprintf("your opponent draws %s for every %s.", cardsWord(n), what)
		}
		return fmt.Sprintf("draw %s for every %s.", cardsWord(n), what)
	case engine.OpShuffleHand:
		s := "shuffle your hand back into your deck"
		if theirs {
			s = "your opponent shuffles their hand back into their deck"
		}
		switch {
		case o.N > 0 && theirs:
			s += fmt.Sprintf(", then draws %s", cardsWord(o.N))
		case o.N > 0:
			s += fmt.Sprintf(", then draw %s", cardsWord(o.N))
		case o.N < 0 && theirs:
			s += ", then draws as many cards as were shuffled in"
		case o.N < 0:
			s += ", then draw as many cards as were shuffled in"
		}
		return s + "."
	case engine.OpDrawToMatch:
		return "draw cards until you have as many cards in your hand as your opponent has in theirs (none if you already have as many or more)."
	case engine.OpEachDraw:
		s := fmt.Sprintf("each player draws %s, you first", cardsWord(n))
		if o.Reveal {
			s += ", and shows what they drew to the other player"
		}
		return s + "."
	case engine.OpCountersPer:
		return fmt.Sprintf("%s gets %d %s for every %s.", who, n, plural("damage counter", n), countNames[o.Count])
	case engine.OpHandRandom:
		return handRandomWords(o, n)
	case engine.OpHandPick:
		return w.handPickWords(o, n)
	case engine.OpTrainerLock:
		what := "Trainer cards"
		if o.Filter.Trainer != 0 {
			what = engine.TrainerKind(o.Filter.Trainer-1).String() + " cards"
		}
		return fmt.Sprintf("during your opponent's next turn, they cannot play %s from their hand.", what)
	case engine.OpOppMayDraw:
		return fmt.Sprintf("your opponent may draw %s (their choice, given with the play).", cardsWord(n))
	}
	return o.Kind.String() + "."
}

func handRandomWords(o engine.Op, n int) string {
	whose, their := "your", "your"
	if o.Who == engine.WhoDefending {
		whose, their = "your opponent's", "their"
	}
	which := fmt.Sprintf("%s chosen at random from %s hand", cardsWord(n), whose)
	switch {
	case o.N < 0:
		which = "every card in " + whose + " hand"
	case o.Amount > 0:
		which = fmt.Sprintf("cards chosen at random from %s hand until %s are left in it (none if it holds that many or fewer)", whose, cardsWord(o.Amount))
	}
	switch {
	case o.ToLostZone:
		return fmt.Sprintf("put %s in the Lost Zone.", which)
	case o.Dest == engine.ToDeck:
		it := "them"
		if n == 1 && o.N > 0 {
			it = "it"
		}
		if o.Who == engine.WhoDefending {
			return fmt.Sprintf("your opponent shows %s and shuffles %s into their deck.", strings.Replace(which, "your opponent's hand", "their hand", 1), it)
		}
		return fmt.Sprintf("show %s and shuffle %s into %s deck.", which, it, their)
	}
	return fmt.Sprintf("discard %s.", which)
}

func (w *opWords) handPickWords(o engine.Op, n int) string {
	if s := limitedHandPickWords(o); s != "" {
		return s // a limit the board sets, or "up to" (describe_lastc.go)
	}
	what := plural(describeFilter(o.Filter), n)
	var s string
	switch {
	case o.Who != engine.WhoDefending:
		s = fmt.Sprintf("choose %d %s from your hand", n, what)
	case o.OwnerChooses:
		s = fmt.Sprintf("your opponent chooses %d %s from their hand", n, what)
		switch {
		case o.ToLostZone:
			s += "; they go to the Lost Zone"
		case o.Dest == engine.ToDeck:
			s += " and shuffles them into their deck"
		case o.Dest == engine.ToPrizes:
			s += " and puts them face down among their Prize cards"
		default:
			s += " and discards them"
		}
	default:
		s = fmt.Sprintf("choose %d %s from your opponent's hand", n, what)
	}
	switch {
	case o.OwnerChooses:
	case o.ToLostZone:
		s += "; they go to the Lost Zone"
	case o.Dest == engine.ToDeck:
		s += "; they are shuffled into their owner's deck"
	case o.Dest == engine.ToPrizes:
		s += "; they go face down among their owner's Prize cards"
	default:
		s += " and discard them"
	}
	if n == 1 {
		s = replaceThem(s)
	}
	switch {
	case !o.Exact && n == 1:
		s += " (none if there is none)"
	case !o.Exact:
		s += " (all there are, if fewer)"
	case n == 1 && w.inAttack:
		s += " (with none there, the attack does nothing)"
	case n == 1:
		s += " (it needs one: with none there, it cannot be played or used)"
	case w.inAttack:
		s += fmt.Sprintf(" (with fewer than %d there, the attack does nothing)", n)
	default:
		s += fmt.Sprintf(" (it needs %d: with fewer there, it cannot be played or used)", n)
	}
	return s + "."
}

// replaceThem words a single chosen card.
func replaceThem(s string) string {
	for _, r := range [][2]string{{"put them", "put it"}, {"puts them", "puts it"}, {"shuffles them", "shuffles it"}, {"; they are", "; it is"}, {"; they go", "; it goes"}, {"discards them", "discards it"}, {"discard them", "discard it"}} {
		if i := strings.Index(s, r[0]); i >= 0 {
			return s[:i] + r[1] + s[i+len(r[0]):]
		}
	}
	return s
}
