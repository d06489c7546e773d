package content

import (
	"fmt"

	"github.com/rulesd/rulesd/engine"
	"go.yaml.in/yaml/v3"
)

// Words, data and card-file checks for the deck primitives: the top and the bottom of the
// deck, the discard pile back into the deck, the Prize cards, and the search and discard-deck
// fields added with them (engine/README.md, "Deck and Prize cards").

func init() {
	countByName["discarded"] = engine.CountDiscarded
	countNames[engine.CountDiscarded] = "card counted among those discarded this way"
}

// deckFields checks the fields the deck primitives read; a field given to an op that does not
// read it is an error at its line.
func (p *cardParser) deckFields(n *yaml.Node, r *rawOp, o *engine.Op) {
	o.Either, o.Distinct, o.LegendPair, o.UpTo = r.Either, r.DifferentTypes, r.LegendPair, r.UpTo
	if r.UpTo && !(o.Kind == engine.OpSearch && !r.LegendPair || o.Kind == engine.OpHandPick || o.Kind == engine.OpDevolveChosen ||
		o.Kind == engine.OpAttachSplit && !r.FromHand) {
		p.bad(at(n, "up_to"), "up_to applies only to ops search (not legend_pair), hand-pick, devolve-chosen and attach-split from the discard pile")
	}
	if r.LegendPair && (o.Kind != engine.OpSearch || r.Dest != "" && r.Dest != "hand") {
		p.bad(at(n, "legend_pair"), "legend_pair applies only to op search, to the hand")
	}
	if r.Either && o.Kind != engine.OpReorderTop {
		p.bad(at(n, "either"), "either applies only to op reorder-top")
	}
	if r.DifferentTypes && o.Kind != engine.OpSearch {
		p.bad(at(n, "different_types"), "different_types applies only to op search")
	}
	if o.Kind == engine.OpTakeTop && r.Top <= 0 {
		p.bad(n.Line, "op take-top needs top: how many cards from the top are looked at")
	}
	if (o.Kind == engine.OpDiscardToDeck || o.Kind == engine.OpHandToDeck) && r.Dest == "" {
		p.bad(n.Line, "op %s needs dest: top, bottom or deck (shuffled in)", o.Kind)
	}
	switch o.Kind {
	case engine.OpLookTop, engine.OpReorderTop, engine.OpShuffleDeck:
		if o.Who != engine.WhoDefault && o.Who != engine.WhoSelf && o.Who != engine.WhoDefending {
			p.bad(at(n, "who"), "op %s: who names a deck: self (yours) or defending (your opponent's)", o.Kind)
		}
	}
}

// orTrainer reads a filter's second Trainer kind, which needs a first one.
func (p *cardParser) orTrainer(n *yaml.Node, r *rawFilter, f *engine.Filter) {
	if r.OrTrainer == "" {
		return
	}
	f.OrTrainer = 1 + uint8(lookup(p, trainerByName, at(n, "or_trainer"), "Trainer kind", r.OrTrainer))
	if r.Trainer == "" {
		p.bad(at(n, "or_trainer"), "or_trainer is a second Trainer kind: the filter needs trainer too")
	}
}

// deckOwnerWords says whose deck an op looks at (engine deckOwner: the opponent's only for
// who defending).
func deckOwnerWords(w engine.Who) (deck, owner string) {
	if w == engine.WhoDefending {
		return "your opponent's deck", "your opponent"
	}
	return "your deck", "you"
}

func topWords(n int) string {
	if n == 1 {
		return "the top card"
	}
	return fmt.Sprintf("the top %d cards", n)
}

// deckFilterWords names the cards a filter with a name or the Evolution mark matches.
func deckFilterWords(f engine.Filter) string {
	switch {
	case f.Name != "" && f.OrName != "":
		return "card named " + f.Name + " or " + f.OrName
	case f.Name != "":
		return "card named " + f.Name
	case f.Evolution:
		return "Evolution card"
	case f.Trainer != 0 && f.OrTrainer != 0:
		return engine.TrainerKind(f.Trainer-1).String() + " or " + engine.TrainerKind(f.OrTrainer-1).String() + " card"
	}
	return ""
}

// trackDeck remembers what a discard-deck op counted, for a gate done on the next op.
func (w *opWords) trackDeck(o engine.Op) {
	w.counts = o.Kind == engine.OpDiscardDeck && o.Filter != (engine.Filter{})
	w.counted = o.Filter
}

// deckWords says what a deck op does, and what a search or discard-deck op does with the
// deck fields; "" leaves the words of describe.go.
func (w *opWords) deckWords(o engine.Op) string {
	n := max(o.N, 1)
	var s string
	switch o.Kind {
	case engine.OpLookTop:
		deck, _ := deckOwnerWords(o.Who)
		s = fmt.Sprintf("from %s, look at %s.", deck, topWords(n))
	case engine.OpReorderTop:
		deck, _ := deckOwnerWords(o.Who)
		if o.Either {
			s = fmt.Sprintf("from your deck or your opponent's deck (you choose which), look at %s, then return them to the top of that same deck in an order you choose.", topWords(n))
		} else {
			s = fmt.Sprintf("from %s, look at %s, then return them to the top in an order you choose.", deck, topWords(n))
		}
	case engine.OpShuffleDeck:
		if o.Who == engine.WhoDefending {
			s = "your opponent shuffles their deck."
		} else {
			s = "shuffle your deck."
		}
	case engine.OpTakeTop:
		s = fmt.Sprintf("from your deck, look at %s; %d of them of your choice go to your hand (all of them, if fewer) and the rest are discarded.", topWords(o.Top), n)
	case engine.OpTopOrBottom:
		s = fmt.Sprintf("from your deck, look at %s; return any number of them to the top and the rest to the bottom, each group in an order you choose.", topWords(n))
	case engine.OpDrawBottom:
		s = fmt.Sprintf("draw %s, taken from the bottom of your deck.", cardsWord(n))
	case engine.OpDiscardToDeck:
		what := fmt.Sprintf("%d %s of your choice", n, plural(describeFilter(o.Filter), n))
		switch o.Dest {
		case engine.ToDeckTop:
			s = fmt.Sprintf("put %s from your discard pile onto your deck, on top (all there are, if fewer).", what)
		case engine.ToDeckBottom:
			s = fmt.Sprintf("put %s from your discard pile under your deck, in an order you choose (all there are, if fewer).", what)
		default:
			s = fmt.Sprintf("shuffle %s from your discard pile into your deck (all there are, if fewer).", what)
		}
	case engine.OpHandToDeck:
		what := fmt.Sprintf("%d %s of your choice", n, plural(describeFilter(o.Filter), n))
		switch o.Dest {
		case engine.ToDeckTop:
			s = fmt.Sprintf("put %s from your hand onto your deck, on top (all you have, if fewer).", what)
		case engine.ToDeckBottom:
			s = fmt.Sprintf("put %s from your hand under your deck, in an order you choose (all you have, if fewer).", what)
		default:
			s = fmt.Sprintf("shuffle %s from your hand into your deck (all you have, if fewer).", what)
		}
	case engine.OpLookPrizes:
		if o.N < 0 {
			s = "look at every one of your face-down Prize cards."
		} else {
			s = fmt.Sprintf("look at %d face-down Prize cards of yours, chosen by you.", n)
		}
	case engine.OpShufflePrizes:
		s = "count your Prize cards and shuffle them all into your deck; then deal the same number of cards, face down, from the top of the deck as your new Prize cards."
	case engine.OpPrizesFaceUp:
		s = "turn every Prize card of yours face up; they remain so until the game ends."
	case engine.OpSearch:
		if o.LegendPair {
			s = "search your deck for both halves of one Pokémon LEGEND, put them into your hand (nothing if no LEGEND is there whole); then your deck is shuffled."
			break
		}
		if !o.Distinct && o.Count == engine.CountNone && o.Filter.Name == "" && o.Per.Kind == engine.CheckNone {
			return ""
		}
		what := plural(describeFilter(o.Filter), n)
		if o.Filter.Name != "" {
			what = plural("card", n) + " named " + o.Filter.Name
			if o.Filter.OrName != "" {
				what += " or " + o.Filter.OrName
			}
		}
		if o.Distinct {
			what += " of different types"
		}
		how := fmt.Sprintf("at most %d %s", n, what)
		if o.Count != engine.CountNone {
			how = fmt.Sprintf("at most %d %s for every %s", n, what, countNames[o.Count])
		} else if o.Per.Kind != engine.CheckNone {
			how = fmt.Sprintf("at most %d %s for every %s", n, what, perWords(o.Per))
		}
		them := "them"
		if n == 1 && o.Count == engine.CountNone && o.Per.Kind == engine.CheckNone {
			them = "it"
		}
		dest := searchDest(o.Dest, them, whoName(o.Who, w.inAttack))
		s = fmt.Sprintf("search your deck for %s, %s; then your deck is shuffled.", how, dest)
	case engine.OpDiscardDeck:
		if o.Filter == (engine.Filter{}) && o.Count == engine.CountNone {
			return ""
		}
		deck := "your deck"
		if o.Who == engine.WhoDefending || o.Who == engine.WhoDefault && w.inAttack {
			deck = "your opponent's deck"
		}
		if o.Count != engine.CountNone {
			what := countNames[o.Count]
			if o.Count == engine.CountSelfEnergy && o.Type != engine.Colorless {
				what = o.Type.String() + " Energy attached to the Attacking Pokémon"
			}
			s = fmt.Sprintf("discard %s off %s for every %s.", topWords(n), deck, what)
		} else {
			s = fmt.Sprintf("discard %s off %s.", topWords(n), deck)
		}
		if o.Filter != (engine.Filter{}) && o.Filter != (engine.Filter{AnyCategory: true}) {
			s = s[:len(s)-1] + fmt.Sprintf("; count the %s among them.", plural(describeFilter(o.Filter), 2))
		}
	default:
		if o.Gate != engine.IfDone || !w.counts {
			return ""
		}
		// The op right after a discard-deck that counted: it acts only when the card just discarded matches.
		plain := o
		plain.Gate = engine.Always
		rest := lowerFirst(w.op(plain))
		if o.AttachesToOne() && o.Filter == w.counted && max(o.N, 1) == 1 && !o.FromHand {
			// attach-split takes the most recently discarded match: the card just discarded.
			rest = "attach that card to " + whoName(o.Who, w.inAttack) + "."
		}
		return fmt.Sprintf("If a %s was discarded this way: %s", describeFilter(w.counted), rest)
	}
	if p := w.gatePrefix(o.Gate); p != "" {
		return p + s
	}
	return upperFirst(s)
}

// deckOpData adds the fields of the deck primitives to an op's data.
func deckOpData(o engine.Op, m map[string]any) {
	switch o.Kind {
	case engine.OpDiscardToDeck, engine.OpHandToDeck:
		m["dest"] = keyOf(destByName, o.Dest)
	case engine.OpSearch, engine.OpTakeDiscard, engine.OpAttachSplit, engine.OpDiscardHand:
	case engine.OpDiscardDeck:
		if o.Filter == (engine.Filter{}) {
			return
		}
	default:
		if o.Either {
			m["either"] = true
		}
		return
	}
	if o.Distinct {
		m["different_types"] = true
	}
	if o.LegendPair {
		m["legend_pair"] = true
	}
	if o.UpTo {
		m["up_to"] = true
	}
	f, _ := m["filter"].(map[string]any)
	if f == nil {
		f = filterData(o.Filter)
		m["filter"] = f
	}
	if o.Filter.Name != "" {
		f["name"] = o.Filter.Name
	}
	if o.Filter.OrName != "" {
		f["or_name"] = o.Filter.OrName
	}
	if o.Filter.Evolution {
		f["evolution"] = true
	}
	if o.Filter.OrTrainer != 0 {
		f["or_trainer"] = trainerKindName(engine.TrainerKind(o.Filter.OrTrainer - 1))
	}
}
