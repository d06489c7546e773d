package engine

import (
	"errors"
	"fmt"
	"slices"
)

// DeckError is one deck-building rule a deck breaks. errors.Is matches it against ErrDeck and
// against the sentinel of the rule (ErrDeckSize, ErrDeckCopies, ErrDeckNoBasic,
// ErrDeckAceSpec, ErrDeckPrismStar, ErrDeckStar, ErrDeckNotMixed).
type DeckError struct {
	Rule   string // the rule point, as Ruleset.RulePoints names it ("DeckCopies")
	Anchor string // where the rule is stated, "era/topic#n"
	Name   string // the name the limit counts, when the rule is about one name
	Count  int    // how many the deck has
	Limit  int    // how many the rule allows (for ErrDeckSize: the size a deck must have)
	// NameRule is the anchor of the name rule that made cards printed with different names
	// count as one name (a level, δ, "Team Plasma"); Assumed is set when that rule is not
	// stated in the era's rulebook and says what the engine applied.
	NameRule string
	Assumed  string
	Err      error
}

func (e *DeckError) Error() string {
	var s string
	switch e.Err {
	case ErrDeckSize:
		s = fmt.Sprintf("the deck has %d cards; a deck has exactly %d", e.Count, e.Limit)
	case ErrDeckCopies:
		s = fmt.Sprintf("%d cards named %q; at most %d of a name (basic Energy excepted)", e.Count, e.Name, e.Limit)
	case ErrDeckNoBasic:
		s = "the deck has no Basic Pokémon (Restored Pokémon, LEGEND halves and Fossil Trainer cards do not count)"
	case ErrDeckAceSpec:
		s = fmt.Sprintf("%d ACE SPEC cards; at most %d in a deck, whatever their names", e.Count, e.Limit)
	case ErrDeckPrismStar:
		s = fmt.Sprintf("%d Prism Star cards named %q; at most %d of a name", e.Count, e.Name, e.Limit)
	case ErrDeckStar:
		s = fmt.Sprintf("%d Pokémon ☆ cards; at most %d in a deck", e.Count, e.Limit)
	case ErrDeckNotMixed:
		s = fmt.Sprintf("%s may not share a deck", e.Name)
	default:
		s = e.Err.Error()
		if e.Name != "" {
			s += ": " + e.Name
		}
	}
	if e.Anchor != "" {
		s += " (rule " + e.Anchor + ")"
	}
	if e.NameRule != "" {
		s += "; differently printed names count as one under " + e.NameRule
		if e.Assumed != "" {
			s += " (not stated in this era's rulebook; applying: " + e.Assumed + ")"
		}
	}
	return s
}

// Unwrap lets errors.Is match both ErrDeck and the rule's own sentinel.
func (e *DeckError) Unwrap() []error {
	if e.Err == ErrDeck {
		return []error{ErrDeck}
	}
	return []error{e.Err, ErrDeck}
}

// tally counts the copies of one card definition in a deck.
type tally struct {
	c       *Card
	name    string // the name it counts as (Ruleset.CardName)
	n       int
	counted bool // already counted with an earlier card of its name
}

// CheckDeck checks a deck against the era's deck-building rules: the deck size, the copies of
// one name (basic Energy excepted, names read by the era's name rules, both LEGEND halves
// under their shared name), at least one Basic Pokémon, and the era's own limits (ACE SPEC,
// Prism Star, Pokémon ☆), and cards an errata keeps apart. It returns nil, one *DeckError, or several joined (errors.Join), in
// that order of rules.
func (r *Ruleset) CheckDeck(deck []*Card) error {
	for i, c := range deck {
		if c == nil {
			return &DeckError{Rule: refNames[refDeckBuilding], Anchor: r.anchor(refDeckBuilding),
				Name: fmt.Sprintf("card %d is missing", i+1), Err: ErrDeck}
		}
	}
	var errs []error
	if len(deck) != r.DeckSize {
		errs = append(errs, r.deckError(refDeckBuilding, ErrDeckSize, "", len(deck), r.DeckSize))
	}
	// Tally per card definition first (decks repeat the same *Card), then per name; a small
	// array keeps the check free of allocations for decks of ordinary size.
	var buf [64]tally
	defs := buf[:0]
	if len(deck) > len(buf) {
		defs = make([]tally, 0, len(deck))
	}
	basics, aceSpecs, stars := 0, 0, 0
	for _, c := range deck {
		if c.IsBasicPokemon() {
			basics++
		}
		if c.Tags&TagAceSpec != 0 {
			aceSpecs++
		}
		if c.Tags&TagStar != 0 {
			stars++
		}
		j := 0
		for j < len(defs) && defs[j].c != c {
			j++
		}
		if j == len(defs) {
			defs = append(defs, tally{c: c, name: r.CardName(c)})
		}
		defs[j].n++
	}
	for i := range defs {
		d := &defs[i]
		if d.counted || d.c.Category == EnergyCard && d.c.BasicEnergy {
			continue
		}
		n, prism := 0, 0
		var renamed *Card // a card whose printed name differs from the name it counts as
		for j := i; j < len(defs); j++ {
			e := &defs[j]
			if e.name != d.name || e.c.Category == EnergyCard && e.c.BasicEnergy {
				continue
			}
			e.counted = true
			n += e.n
			if e.c.Tags&TagPrismStar != 0 {
				prism += e.n
			}
			if renamed == nil && e.c.Name != e.name {
				renamed = e.c
			}
		}
		if n > r.MaxCopies {
			de := r.deckError(refDeckCopies, ErrDeckCopies, d.name, n, r.MaxCopies)
			r.noteNameRule(de, renamed)
			errs = append(errs, de)
		}
		if r.PrismStarLimit > 0 && prism > r.PrismStarLimit {
			errs = append(errs, r.deckError(refPrismStarDeck, ErrDeckPrismStar, d.name, prism, r.PrismStarLimit))
		}
	}
	if r.AceSpecLimit > 0 && aceSpecs > r.AceSpecLimit {
		errs = append(errs, r.deckError(refAceSpec, ErrDeckAceSpec, "", aceSpecs, r.AceSpecLimit))
	}
	if r.StarLimit > 0 && stars > r.StarLimit {
		errs = append(errs, r.deckError(refDeckStar, ErrDeckStar, "", stars, r.StarLimit))
	}
	errs = r.checkNotMixed(defs, errs)
	if basics == 0 {
		errs = append(errs, r.deckError(refDeckBasic, ErrDeckNoBasic, "", 0, 1))
	}
	switch len(errs) {
	case 0:
		return nil
	case 1:
		return errs[0]
	}
	return errors.Join(errs...)
}

func (r *Ruleset) deckError(x ref, err error, name string, count, limit int) *DeckError {
	return &DeckError{Rule: refNames[x], Anchor: r.anchor(x), Name: name, Count: count, Limit: limit, Err: err}
}

// noteNameRule records which name rule made a card count under a name it is not printed with.
func (r *Ruleset) noteNameRule(de *DeckError, renamed *Card) {
	if renamed == nil {
		return
	}
	x, c := r.nameRuleUsed(renamed.Name)
	if x == refNone {
		return
	}
	de.NameRule = r.anchor(x)
	if c.Assumed() {
		de.Assumed = c.Assumption
	}
}

// checkNotMixed reports each card whose errata forbids a deck to hold it together with a card
// of another name (Card.NotInDeckWith), once for each pair. The refusal cites the errata
// ruling, which holds wherever the card is played; with none it cites the deck-building rule.
func (r *Ruleset) checkNotMixed(defs []tally, errs []error) []error {
	for i := range defs {
		c := defs[i].c
		for _, other := range c.NotInDeckWith {
			for j := range defs {
				if defs[j].name != other || slices.Contains(defs[j].c.NotInDeckWith, defs[i].name) && j < i {
					continue // each pair once, from whichever card comes first
				}
				de := r.deckError(refDeckCopies, ErrDeckNotMixed, defs[i].name+" and "+other, defs[i].n+defs[j].n, r.MaxCopies)
				if c.Errata != "" {
					de.Anchor = RulingPrefix + c.Errata
				}
				errs = append(errs, de)
				break
			}
		}
	}
	return errs
}
