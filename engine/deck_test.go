package engine

import (
	"errors"
	"testing"
)

// deckErrors returns every *DeckError in err (one, or several joined).
func deckErrors(err error) []*DeckError {
	var out []*DeckError
	var walk func(error)
	walk = func(e error) {
		if de, ok := e.(*DeckError); ok {
			out = append(out, de)
			return
		}
		switch u := e.(type) {
		case interface{ Unwrap() []error }:
			for _, x := range u.Unwrap() {
				walk(x)
			}
		case interface{ Unwrap() error }:
			walk(u.Unwrap())
		}
	}
	if err != nil {
		walk(err)
	}
	return out
}

// pad fills a deck to n cards with basic Energy.
func pad(n int, cards ...*Card) []*Card {
	d := append([]*Card(nil), cards...)
	for len(d) < n {
		d = append(d, hgFire)
	}
	return d
}

func TestCheckDeckRules(t *testing.T) {
	type want struct {
		err      error // the rule's sentinel; nil: a legal deck
		x        ref   // the rule point its anchor must be
		nameRule ref   // the name rule it cites (refNone: none)
		assumed  bool  // that name rule is an assumption in this era
	}
	legal := want{}
	tests := []struct {
		name string
		deck []*Card
		want map[string][]want // by era; a missing era means the same as "all"
	}{
		{"60 cards with a Basic Pokémon", pad(60, vulpix, vulpix, vulpix, vulpix),
			map[string][]want{"all": {legal}}},
		{"59 cards", pad(59, vulpix),
			map[string][]want{"all": {{err: ErrDeckSize, x: refDeckBuilding}}}},
		{"61 cards", pad(61, vulpix),
			map[string][]want{"all": {{err: ErrDeckSize, x: refDeckBuilding}}}},
		{"5 cards named Magmar from two sets", pad(60, magmar, magmar, magmar, magmarCOL, magmarCOL),
			map[string][]want{"all": {{err: ErrDeckCopies, x: refDeckCopies}}}},
		{"any number of basic Energy", deckOf(vulpix, 1, hgFire, 30, hgWater, 29),
			map[string][]want{"all": {legal}}},
		{"4 Magmar and a Magmar LV.X share one name", pad(60, magmar, magmar, magmar, magmar, magmarLVX),
			map[string][]want{
				"hgss": {{err: ErrDeckCopies, x: refDeckCopies, nameRule: refNameLevel, assumed: true}},
				"xy":   {{err: ErrDeckCopies, x: refDeckCopies, nameRule: refNameLevel}},
				"sm":   {{err: ErrDeckCopies, x: refDeckCopies, nameRule: refNameLevel}}}},
		{"both LEGEND halves count under one name: 4 is the limit", pad(60, vulpix, enteiRaikou1, enteiRaikou1, enteiRaikou2, enteiRaikou2),
			map[string][]want{"all": {legal}}},
		{"5 LEGEND halves of one name", pad(60, vulpix, enteiRaikou1, enteiRaikou1, enteiRaikou1, enteiRaikou2, enteiRaikou2),
			map[string][]want{"all": {{err: ErrDeckCopies, x: refDeckCopies}}}},
		{"no Basic Pokémon: only LEGEND halves", pad(60, enteiRaikou1, enteiRaikou2),
			map[string][]want{"all": {{err: ErrDeckNoBasic, x: refDeckBasic}}}},
		{"no Basic Pokémon: only a Restored Pokémon and its Stage 1", pad(60, archen, archen, archeops, plumeFossil),
			map[string][]want{"all": {{err: ErrDeckNoBasic, x: refDeckBasic}}}},
		{"no Basic Pokémon: a Fossil Trainer card in the deck is not one", pad(60, clawFossil, clawFossil, anorith),
			map[string][]want{"all": {{err: ErrDeckNoBasic, x: refDeckBasic}}}},
		{"two different ACE SPEC cards", pad(60, vulpix, computerSearch, masterBall),
			map[string][]want{"hgss": {legal}, "xy": {{err: ErrDeckAceSpec, x: refAceSpec}}, "sm": {{err: ErrDeckAceSpec, x: refAceSpec}}}},
		{"one ACE SPEC card", pad(60, vulpix, computerSearch),
			map[string][]want{"all": {legal}}},
		{"two Prism Star cards of one name", pad(60, vulpix, giratinaPrism, giratinaPrism2),
			map[string][]want{"hgss": {legal}, "xy": {legal}, "sm": {{err: ErrDeckPrismStar, x: refPrismStarDeck}}}},
		{"Prism Star cards of different names", pad(60, vulpix, giratinaPrism, cyrusPrism),
			map[string][]want{"hgss": {legal}, "xy": {legal}, "sm": {legal}}},
		{"two Pokémon ☆ cards", pad(60, vulpix, starA, starB),
			map[string][]want{"hgss": {{err: ErrDeckStar, x: refDeckStar}}, "xy": {legal}, "sm": {legal}}},
		{"Team Plasma is not part of the name", pad(60, vulpix, klinklang, klinklang, plasmaKlinklang, plasmaKlinklang, plasmaKlinklang),
			map[string][]want{"hgss": {legal},
				"xy": {{err: ErrDeckCopies, x: refDeckCopies, nameRule: refNameTeamPlasma}},
				"sm": {{err: ErrDeckCopies, x: refDeckCopies, nameRule: refNameTeamPlasma}}}},
		{"δ is not part of the name", pad(60, vulpix, flygon, flygon, flygon, flygonDelta, flygonDelta),
			map[string][]want{"hgss": {legal},
				"xy": {{err: ErrDeckCopies, x: refDeckCopies, nameRule: refNameDelta}},
				"sm": {{err: ErrDeckCopies, x: refDeckCopies, nameRule: refNameDelta}}}},
		{"every broken rule is reported", pad(61, magmar, magmar, magmar, magmar, magmar),
			map[string][]want{"all": {{err: ErrDeckSize, x: refDeckBuilding}, {err: ErrDeckCopies, x: refDeckCopies}}}},
	}
	for _, tc := range tests {
		for _, era := range eras {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				r := rules(t, era)
				wants, ok := tc.want[era]
				if !ok {
					wants = tc.want["all"]
				}
				err := r.CheckDeck(tc.deck)
				if wants[0].err == nil {
					if err != nil {
						t.Fatalf("CheckDeck = %v; want a legal deck", err)
					}
					return
				}
				if !errors.Is(err, ErrDeck) {
					t.Fatalf("CheckDeck = %v; want ErrDeck", err)
				}
				got := deckErrors(err)
				if len(got) != len(wants) {
					t.Fatalf("CheckDeck = %v (%d rules); want %d", err, len(got), len(wants))
				}
				for i, w := range wants {
					if !errors.Is(err, w.err) || got[i].Err != w.err {
						t.Errorf("rule %d = %v; want %v", i, got[i].Err, w.err)
					}
					if a := r.anchor(w.x); got[i].Anchor != a || a == "" {
						t.Errorf("rule %d anchor = %q; want %q", i, got[i].Anchor, a)
					}
					wantName := ""
					if w.nameRule != refNone {
						wantName = r.anchor(w.nameRule)
					}
					if got[i].NameRule != wantName {
						t.Errorf("rule %d name rule = %q; want %q", i, got[i].NameRule, wantName)
					}
					if (got[i].Assumed != "") != w.assumed {
						t.Errorf("rule %d assumption = %q; want one: %v", i, got[i].Assumed, w.assumed)
					}
				}
			})
		}
	}
}

func TestCheckDeckMissingCard(t *testing.T) {
	d := pad(60, vulpix)
	d[7] = nil
	err := SM().CheckDeck(d)
	var de *DeckError
	if !errors.As(err, &de) || !errors.Is(err, ErrDeck) || de.Name != "card 8 is missing" {
		t.Fatalf("CheckDeck with a nil card = %v; want ErrDeck naming card 8", err)
	}
}

// TestCardName pins what counts as a Pokémon's name in each era.
func TestCardName(t *testing.T) {
	tests := []struct {
		card *Card
		want map[string]string
	}{
		{magmarLVX, map[string]string{"hgss": "Magmar", "xy": "Magmar", "sm": "Magmar"}},
		{flygonDelta, map[string]string{"hgss": "Flygon δ", "xy": "Flygon", "sm": "Flygon"}},
		{plasmaKlinklang, map[string]string{"hgss": "Team Plasma Klinklang", "xy": "Klinklang", "sm": "Klinklang"}},
		{charjabugBreak, map[string]string{"hgss": "Charjabug BREAK", "xy": "Charjabug BREAK", "sm": "Charjabug BREAK"}},
		{megaVenusaurEX, map[string]string{"hgss": "M Venusaur-EX", "xy": "M Venusaur-EX", "sm": "M Venusaur-EX"}},
		{giratinaPrism, map[string]string{"hgss": "Giratina ◇", "xy": "Giratina ◇", "sm": "Giratina ◇"}},
		// A Trainer card keeps its printed name.
		{&Card{Name: "Team Plasma Ball", Category: TrainerCard}, map[string]string{"hgss": "Team Plasma Ball", "xy": "Team Plasma Ball", "sm": "Team Plasma Ball"}},
	}
	for _, tc := range tests {
		for _, era := range eras {
			if got := rules(t, era).CardName(tc.card); got != tc.want[era] {
				t.Errorf("%s CardName(%q) = %q; want %q", era, tc.card.Name, got, tc.want[era])
			}
		}
	}
}

// TestDeckNotMixed: by the 2013 errata Professor Sycamore and Professor Juniper count as one
// card for deck building and may not be mixed, whatever the count; the refusal cites the
// errata ruling in every era the cards are played. Juniper is not in the covered sets, so her
// card is made up here.
func TestDeckNotMixed(t *testing.T) {
	sycamore := &Card{ID: "xy1-122", Name: "Professor Sycamore", Category: TrainerCard, Trainer: Supporter,
		Errata: "sycamore-juniper-not-together", NotInDeckWith: []string{"Professor Juniper"}}
	juniper := &Card{ID: "fixture-juniper", Name: "Professor Juniper", Category: TrainerCard, Trainer: Supporter}
	tests := []struct {
		name string
		deck []*Card
		want bool // refused as mixed
	}{
		{"4 Sycamore", pad(60, vulpix, sycamore, sycamore, sycamore, sycamore), false},
		{"4 Juniper", pad(60, vulpix, juniper, juniper, juniper, juniper), false},
		{"1 of each", pad(60, vulpix, sycamore, juniper), true},
		{"3 Sycamore and 1 Juniper", pad(60, vulpix, sycamore, sycamore, sycamore, juniper), true},
	}
	for _, tc := range tests {
		for _, era := range eras {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				err := rules(t, era).CheckDeck(tc.deck)
				if !tc.want {
					if err != nil {
						t.Fatalf("CheckDeck = %v; want a legal deck", err)
					}
					return
				}
				got := deckErrors(err)
				if len(got) != 1 || !errors.Is(err, ErrDeckNotMixed) || !errors.Is(err, ErrDeck) {
					t.Fatalf("CheckDeck = %v; want one ErrDeckNotMixed", err)
				}
				if got[0].Anchor != "ruling:sycamore-juniper-not-together" || got[0].Name != "Professor Sycamore and Professor Juniper" {
					t.Errorf("error %+v; want it to name both cards and cite the errata ruling", got[0])
				}
			})
		}
	}
}

// TestDeckPrismStarError: the Prism Star limit (sm) names the card and counts, whatever kind
// of card prints the mark.
func TestDeckPrismStarError(t *testing.T) {
	err := SM().CheckDeck(pad(60, vulpix, cyrusPrism, cyrusPrism, giratinaPrism))
	got := deckErrors(err)
	if len(got) != 1 || got[0].Err != ErrDeckPrismStar || got[0].Name != "Cyrus ◇" || got[0].Count != 2 || got[0].Limit != 1 ||
		got[0].Anchor != "sm/prism-star#2" {
		t.Fatalf("CheckDeck = %v; want one Prism Star error for 2 Cyrus ◇, citing sm/prism-star#2", err)
	}
}
