package engine_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/engine"
)

// takeWrong is a choice of Action.Takes (or of the field that once carried it) that the rules
// refuse, or that is not read at all (want nil: the action goes ahead and takes nothing).
type takeWrong struct {
	name   string
	change func(a *engine.Action)
	want   error
}

// takeRow is an evolving effect with the catalogue's cards of one era: the action without
// its choice, the card it takes (by id, and as Takes holds it), and what taking it does.
type takeRow struct {
	name, era string
	carrier   string // the card whose effect it is, one of the era's
	board     func(card func(string) *engine.Card) engine.Board
	action    func(g *engine.Game) engine.Action
	id        string // the card taken
	takes     []int
	taken     func(g *engine.Game) string // "" when the card went where it should
	wrong     []takeWrong
}

func takesOf(v ...int) func(a *engine.Action) { return func(a *engine.Action) { a.Takes = v } }

// activeIs reports "" when player 0's Active Pokémon is the card with that id.
func activeIs(id string) func(g *engine.Game) string {
	return func(g *engine.Game) string {
		if v, ok := g.Active(0); !ok || v.Card.ID != id {
			return "the Active Pokémon is not " + id
		}
		return ""
	}
}

// attackNamed is player 0's attack of that name, as Action.Index counts them.
func attackNamed(g *engine.Game, name string) engine.Action {
	v, _ := g.Active(0)
	i := slices.IndexFunc(v.Attacks, func(x *engine.Attack) bool { return x.Name == name })
	return engine.Action{Kind: engine.ActAttack, Player: 0, Index: i, Hand: -1, Hand2: -1, Slot: -1, Own: -1, Target: -1}
}

func takeBoard(alice engine.BoardPlayer, bob *engine.Card) engine.Board {
	b := engine.Board{Turn: 5, Current: 0}
	b.Players[0] = alice
	b.Players[1] = engine.BoardPlayer{Active: &engine.BoardPokemon{Card: bob}}
	return b
}

// Action.Takes alone carries the cards an evolving effect takes: Rare Candy's card from the
// hand, Stance Change's card switched in, the Evolution cards an effect takes from the deck.
// For each, in each era whose catalogue has the card, a choice there is read, a wrong one is
// refused as before, and the field that once held the choice (Hand2, Hand, Picks) is not read.
func TestTakesCarryTheEvolvingChoice(t *testing.T) {
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	candy := func(era, candyID, basicID, stage2ID, otherID string) takeRow {
		return takeRow{"rare-candy", era, candyID,
			func(card func(string) *engine.Card) engine.Board {
				return takeBoard(engine.BoardPlayer{Active: &engine.BoardPokemon{Card: card(basicID)},
					Hand: []*engine.Card{card(candyID), card(stage2ID), card(otherID)}}, card(basicID))
			},
			func(*engine.Game) engine.Action {
				return engine.Action{Kind: engine.ActPlayTrainer, Player: 0, Hand: 0, Hand2: -1, Slot: -1, Own: 0, Target: -1}
			},
			stage2ID, []int{1}, activeIs(stage2ID),
			[]takeWrong{
				{"no card", takesOf(), engine.ErrNoTarget},
				{"the card in Hand2, where it used to be", func(a *engine.Action) { a.Hand2 = 1 }, engine.ErrNoTarget},
				{"a card that cannot go on it", takesOf(2), engine.ErrNoTarget},
				{"the Rare Candy itself", takesOf(0), engine.ErrNoTarget},
				{"beyond the hand", takesOf(3), engine.ErrNoTarget},
				{"two cards", takesOf(1, 1), engine.ErrBadChoice},
			}}
	}
	stance := takeRow{"swap-same-name: Stance Change", "xy", "xy1-85",
		func(card func(string) *engine.Card) engine.Board {
			return takeBoard(engine.BoardPlayer{
				Active: &engine.BoardPokemon{Card: card("xy1-85"), Under: []*engine.Card{card("xy0-21"), card("xy1-84")}},
				Hand:   []*engine.Card{card("xy0-21"), card("xy1-86")}}, card("xy0-3"))
		},
		func(g *engine.Game) engine.Action {
			v, _ := g.Active(0)
			i := slices.IndexFunc(v.Powers, func(x *engine.Power) bool { return x.Name == "Stance Change" })
			return engine.Action{Kind: engine.ActUsePower, Player: 0, Slot: 0, Index: i, Hand: -1, Hand2: -1, Own: -1, Target: -1}
		},
		"xy1-86", []int{1},
		func(g *engine.Game) string {
			if msg := activeIs("xy1-86")(g); msg != "" {
				return msg
			}
			if h := g.Hand(0); len(h) != 2 || h[1].ID != "xy1-85" {
				return "the Aegislash switched out is not in the hand"
			}
			return ""
		},
		[]takeWrong{
			{"no card", takesOf(), engine.ErrNoTarget},
			{"the card in Hand, where it used to be", func(a *engine.Action) { a.Hand = 1 }, engine.ErrNoTarget},
			{"a card of another name", takesOf(0), engine.ErrNoTarget},
			{"beyond the hand", takesOf(2), engine.ErrNoTarget},
			{"two cards", takesOf(1, 1), engine.ErrBadChoice},
		}}
	// fromDeck: the Active Pokémon evolves with the card at place 1 of the deck; place 0 is an
	// Energy card and place 2 an Evolution card that does not evolve from it. picksWant is
	// what the choice in Picks, where it used to be, now comes to.
	fromDeck := func(name, era, carrier, basicID, energyID, stage1ID, otherID string, hand []string,
		action func(g *engine.Game) engine.Action, picksWant error) takeRow {
		return takeRow{name, era, carrier,
			func(card func(string) *engine.Card) engine.Board {
				p := engine.BoardPlayer{Active: &engine.BoardPokemon{Card: card(basicID), Energy: []*engine.Card{card(energyID)}},
					Deck: []*engine.Card{card(energyID), card(stage1ID), card(otherID)}}
				for _, id := range hand {
					p.Hand = append(p.Hand, card(id))
				}
				return takeBoard(p, card(basicID))
			},
			action, stage1ID, []int{1}, activeIs(stage1ID),
			[]takeWrong{
				{"the card in Picks, where it used to be", func(a *engine.Action) { a.Picks = []int{1} }, picksWant},
				{"an Energy card", takesOf(0), engine.ErrBadChoice},
				{"an Evolution card of another line", takesOf(2), engine.ErrBadChoice},
				{"beyond the deck", takesOf(3), engine.ErrBadChoice},
				{"a card for a second Pokémon", takesOf(1, 2), engine.ErrBadChoice},
			}}
	}
	attack := func(name string) func(g *engine.Game) engine.Action {
		return func(g *engine.Game) engine.Action { return attackNamed(g, name) }
	}
	evosoda := func(*engine.Game) engine.Action {
		return engine.Action{Kind: engine.ActPlayTrainer, Player: 0, Hand: 0, Hand2: -1, Slot: -1, Own: 0, Target: -1}
	}
	energyEvolution := func(*engine.Game) engine.Action {
		return engine.Action{Kind: engine.ActAttachEnergy, Player: 0, Hand: 0, Hand2: -1, Slot: 0, Own: -1, Target: -1, Opt: true}
	}
	rows := []takeRow{
		candy("hgss", "hgss2-82", "hgss4-62", "hgss4-18", "hgss4-62"),
		candy("sm", "sm1-129", "sm1-9", "sm1-12", "sm1-9"),
		stance,
		// An attack reads no Picks: there they change nothing (as for any attack without an op
		// that reads them); a Trainer card refuses them.
		fromDeck("evolve-from-deck: Speed Evolution", "hgss", "hgss2-69", "hgss2-69", "hgss1-115", "hgss2-32", "hgss4-18", nil,
			attack("Speed Evolution"), nil),
		fromDeck("evolve-from-deck: Evosoda", "xy", "xy1-116", "xy1-12", "xy1-132", "xy0-4", "xy0-9", []string{"xy1-116"},
			evosoda, engine.ErrBadChoice),
		fromDeck("evolve-from-deck: Ascension", "sm", "sm5-96", "sm5-96", "sm1-169", "sm5-98", "sm1-12", nil,
			attack("Ascension"), nil),
		fromDeck("evolve-from-deck: Energy Evolution", "sm", "sm1-101", "sm1-101", "sm1-170", "sm1-80", "sm1-12", []string{"sm1-170"},
			energyEvolution, nil),
	}
	for _, tt := range rows {
		t.Run(tt.era+"/"+tt.name, func(t *testing.T) {
			r, ok := engine.RulesetFor(tt.era)
			if !ok {
				t.Fatalf("no ruleset for %s", tt.era)
			}
			card := func(id string) *engine.Card {
				cc, ok := cat.Get(id)
				if !ok {
					t.Fatalf("card %s is not in the catalogue", id)
				}
				return cc.Card
			}
			if cc, ok := cat.Get(tt.carrier); !ok || cc.Era != tt.era {
				t.Fatalf("%s is not a card of %s", tt.carrier, tt.era)
			}
			game := func() *engine.Game {
				g, err := engine.NewBoard(r, tt.board(card), engine.NewScripted(), engine.Options{})
				if err != nil {
					t.Fatal(err)
				}
				return g
			}

			// As a worked example writes it: by id, into Takes and nothing else.
			g := game()
			base := tt.action(g)
			a := base
			if err := g.ChooseCards(&a, []string{tt.id}); err != nil {
				t.Fatalf("ChooseCards(%s): %v", tt.id, err)
			}
			if !slices.Equal(a.Takes, tt.takes) || a.Picks != nil || a.Hand != base.Hand || a.Hand2 != base.Hand2 {
				t.Fatalf("ChooseCards(%s) = Takes %v, Picks %v, Hand %d, Hand2 %d; want Takes %v and the rest as it was",
					tt.id, a.Takes, a.Picks, a.Hand, a.Hand2, tt.takes)
			}
			if ids := g.ChosenCards(a); !slices.Equal(ids, []string{tt.id}) {
				t.Errorf("ChosenCards = %v; want [%s]", ids, tt.id)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("Apply(%v) = %v; want it allowed", a, err)
			}
			if msg := tt.taken(g); msg != "" {
				t.Errorf("after %v: %s", a, msg)
			}

			// LegalActions lists that choice in Takes.
			g = game()
			listed := false
			for _, la := range g.LegalActions(nil) {
				fromHand := base.Kind == engine.ActPlayTrainer || base.Kind == engine.ActAttachEnergy
				if la.Kind == base.Kind && la.Index == base.Index && (!fromHand || la.Hand == base.Hand) && slices.Equal(la.Takes, tt.takes) {
					listed = true
				}
			}
			if !listed {
				t.Errorf("LegalActions lists no %s with Takes %v", base.Kind, tt.takes)
			}

			for _, w := range tt.wrong {
				g := game()
				a := base
				w.change(&a)
				_, err := g.Apply(a)
				switch {
				case w.want != nil && !errors.Is(err, w.want):
					t.Errorf("%s: Apply(%v) = %v; want %v", w.name, a, err, w.want)
				case w.want == nil && err != nil:
					t.Errorf("%s: Apply(%v) = %v; want it allowed, taking nothing", w.name, a, err)
				case w.want == nil:
					if v, _ := g.Active(0); v.Card.ID != tt.board(card).Players[0].Active.Card.ID {
						t.Errorf("%s: the Active Pokémon became %s; want no card taken", w.name, v.Card.ID)
					}
				}
			}
		})
	}
}

// Takes on an action whose effect takes no card is refused, not ignored.
func TestTakesWithoutAnEvolvingEffect(t *testing.T) {
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	card := func(id string) *engine.Card {
		c, ok := cat.Card(id)
		if !ok {
			t.Fatalf("card %s is not in the catalogue", id)
		}
		return c
	}
	r, _ := engine.RulesetFor("sm")
	b := takeBoard(engine.BoardPlayer{
		Active: &engine.BoardPokemon{Card: card("sm1-101"), Energy: []*engine.Card{card("sm1-169"), card("sm1-169")}},
		Bench:  []engine.BoardPokemon{{Card: card("sm1-9")}},
		Hand:   []*engine.Card{card("sm1-170"), card("sm1-9"), card("sm1-80")},
		Deck:   []*engine.Card{card("sm1-80"), card("sm1-169")}}, card("sm1-103"))
	tests := []struct {
		name string
		a    engine.Action
	}{
		{"an attack that evolves nothing", engine.Action{Kind: engine.ActAttack, Player: 0, Index: 0, Own: -1, Target: -1}},
		{"a Basic Pokémon benched", engine.Action{Kind: engine.ActPlayBasic, Player: 0, Hand: 1, Own: -1, Target: -1}},
		{"an Evolution card played from the hand", engine.Action{Kind: engine.ActEvolve, Player: 0, Hand: 2, Slot: 0, Own: -1, Target: -1}},
		{"Energy attached, the power not used", engine.Action{Kind: engine.ActAttachEnergy, Player: 0, Hand: 0, Slot: 0, Own: -1, Target: -1}},
		{"a retreat", engine.Action{Kind: engine.ActRetreat, Player: 0, Slot: 1, Own: -1, Target: -1}},
		{"the end of the turn", engine.Action{Kind: engine.ActEndTurn, Player: 0, Own: -1, Target: -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := engine.NewBoard(r, b, engine.NewScripted(), engine.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Legal(tt.a); err != nil {
				t.Fatalf("Legal(%v) = %v; want it allowed without Takes", tt.a, err)
			}
			a := tt.a
			a.Takes = []int{0}
			if _, err := g.Apply(a); !errors.Is(err, engine.ErrBadChoice) {
				t.Errorf("Apply(%v) = %v; want %v", a, err, engine.ErrBadChoice)
			}
		})
	}
}
