package engine

import (
	"slices"
	"testing"
)

// Mew and Smeargle: attacks of the Pokémon cards in the Lost Zones, a search into the Lost
// Zone, and a Supporter's effect used from the opponent's hand.

var (
	lastdLinker = &Card{ID: "test-ld1", Name: "Linker", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Psychic},
		Weakness: []Weakness{{Type: Psychic, Mult: 2}},
		Attacks: []Attack{{Name: "Send Away", Cost: []Type{Psychic},
			After: []Op{{Kind: OpSearch, N: 1, Filter: Filter{Category: PokemonCard}, ToLostZone: true}}}},
		Powers: []Power{{Name: "Link", Kind: PokeBody, Use: UsePassive, LostZoneAttacks: true}}}
	// The same power as an Ability, which an effect can take away.
	lastdLinkerAbility = &Card{ID: "test-ld2", Name: "Linker", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Psychic},
		Powers: []Power{{Name: "Link", Kind: Ability, Use: UsePassive, LostZoneAttacks: true}}}
	lastdFlamer = &Card{ID: "test-ld3", Name: "Flamer", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Fire},
		Attacks: []Attack{{Name: "Flare", Cost: []Type{Colorless}, Damage: 30},
			{Name: "Inferno", Cost: []Type{Fire, Fire}, Damage: 90}}}
	// Another card with an attack of the same name.
	lastdFlamer2 = &Card{ID: "test-ld4", Name: "Blazer", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Fire},
		Attacks: []Attack{{Name: "Flare", Cost: []Type{Colorless}, Damage: 50}}}
	lastdHealer = &Card{ID: "test-ld5", Name: "Healer", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Grass},
		Attacks: []Attack{{Name: "Rest", Cost: []Type{Colorless}, After: []Op{{Kind: OpHeal, Who: WhoSelf, Amount: 30}}},
			{Name: "Unwritten", Cost: []Type{Colorless}, Missing: "not written"}}}
	lastdLegend1 = &Card{ID: "test-ld6", Name: "Twin LEGEND", Category: PokemonCard, Stage: Legend, LegendHalf: 1, HP: 130, Types: []Type{Water},
		Attacks: []Attack{{Name: "Twin Wave", Cost: []Type{Colorless}, Damage: 100}}}
	lastdLegend2 = &Card{ID: "test-ld7", Name: "Twin LEGEND", Category: PokemonCard, Stage: Legend, LegendHalf: 2, HP: 130, Types: []Type{Water}}
	lastdTM      = &Card{ID: "test-ld8", Name: "Test Machine", Category: TrainerCard, Trainer: TechnicalMachine,
		Attacks: []Attack{{Name: "Machine Hit", Cost: []Type{Colorless}, Damage: 40}}}
	lastdGX = &Card{ID: "test-ld9", Name: "Big GX", Category: PokemonCard, Stage: Basic, HP: 180, Types: []Type{Colorless}, Tags: TagGX,
		Attacks: []Attack{{Name: "Big Blow-GX", GX: true, Cost: []Type{Colorless}, Damage: 10}}}
	lastdPsyWeak  = &Card{ID: "test-ld10", Name: "Mind Target", Category: PokemonCard, Stage: Basic, HP: 200, Types: []Type{Colorless}, Weakness: []Weakness{{Type: Psychic, Mult: 2}}}
	lastdFireWeak = &Card{ID: "test-ld11", Name: "Ice Target", Category: PokemonCard, Stage: Basic, HP: 200, Types: []Type{Colorless}, Weakness: []Weakness{{Type: Fire, Mult: 2}}}
)

// lostBoard puts the Linker (with Energy) against a target, with the two Lost Zones given.
func lostBoard(linker *BoardPokemon, target *Card, mine, theirs []*Card) Board {
	b := table(linker, mon(target))
	b.Players[0].LostZone = mine
	b.Players[1].LostZone = theirs
	return b
}

// The attacks a Pokémon with Lost Link can use: its own, then those printed on the Pokémon
// cards of its owner's Lost Zone, then of the opponent's; a card of an id already walked adds
// nothing, a LEGEND half gives nothing (lost-link-no-legend-attacks), nor does a Trainer card
// or an attack the engine cannot play.
func TestLostLinkAttackList(t *testing.T) {
	tests := []struct {
		name         string
		mine, theirs []*Card
		want         []string
		wantFrom     []string // the card of each attack from LostFrom on
	}{
		{"empty Lost Zones: its own attack only", nil, nil, []string{"Send Away"}, nil},
		{"own zone first, then the opponent's", []*Card{lastdHealer}, []*Card{lastdFlamer},
			[]string{"Send Away", "Rest", "Flare", "Inferno"}, []string{"Healer", "Flamer", "Flamer"}},
		{"a second copy of a card adds nothing", []*Card{lastdFlamer, lastdFlamer}, []*Card{lastdFlamer},
			[]string{"Send Away", "Flare", "Inferno"}, []string{"Flamer", "Flamer"}},
		{"two cards with an attack of one name both give it", []*Card{lastdFlamer2}, []*Card{lastdFlamer},
			[]string{"Send Away", "Flare", "Flare", "Inferno"}, []string{"Blazer", "Flamer", "Flamer"}},
		{"LEGEND halves give nothing", []*Card{lastdLegend1, lastdLegend2}, nil, []string{"Send Away"}, nil},
		{"Trainer and Energy cards give nothing", []*Card{lastdTM, xyPsychic}, nil, []string{"Send Away"}, nil},
		{"a copy of its own card adds nothing", []*Card{lastdLinker}, nil, []string{"Send Away"}, nil},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, lostBoard(mon(lastdLinker, xyPsychic), lastdPsyWeak, tt.mine, tt.theirs))
				v, _ := g.Active(0)
				if got := attackNames(v.Attacks); !slices.Equal(got, tt.want) {
					t.Fatalf("Attacks(%q) = %v; want %v", tt.name, got, tt.want)
				}
				if v.LostFrom != 1 {
					t.Errorf("LostFrom(%q) = %d; want 1", tt.name, v.LostFrom)
				}
				var from []string
				for _, c := range v.AttackCards[v.LostFrom:] {
					from = append(from, c.Name)
				}
				if !slices.Equal(from, tt.wantFrom) {
					t.Errorf("AttackCards(%q) = %v; want %v", tt.name, from, tt.wantFrom)
				}
			})
		}
	}
}

// A Lost Zone attack is the Linker's own: paid with its Energy, its type meets Weakness, and
// what the attack does to its user it does to the Linker.
func TestLostLinkAttackIsOwn(t *testing.T) {
	tests := []struct {
		name       string
		energy     []*Card
		target     *Card
		damage     int
		attack     string
		wantErr    error
		wantDamage int // on the Defending Pokémon
		wantSelf   int // damage left on the Linker (it starts with 40)
	}{
		{"Flare: the Linker's Psychic type meets Psychic Weakness", []*Card{xyPsychic}, lastdPsyWeak, 0, "Flare", nil, 60, 40},
		{"Flare: Fire Weakness is not the Linker's", []*Card{xyPsychic}, lastdFireWeak, 0, "Flare", nil, 30, 40},
		{"Inferno needs Fire Energy on the Linker", []*Card{xyPsychic, xyPsychic}, lastdPsyWeak, 0, "Inferno", ErrNotEnoughEnergy, 0, 40},
		{"Inferno paid with the Linker's Fire Energy", []*Card{xyFire, xyFire}, lastdFireWeak, 0, "Inferno", nil, 90, 40},
		{"Rest heals the Linker", []*Card{xyPsychic}, lastdPsyWeak, 0, "Rest", nil, 0, 10},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, lostBoard(mon(lastdLinker, tt.energy...).dmg(40), tt.target, []*Card{lastdHealer}, []*Card{lastdFlamer}))
				k, ok := g.AttackIndex(0, tt.attack)
				if !ok {
					t.Fatalf("AttackIndex(%q) found nothing", tt.attack)
				}
				if tt.wantErr != nil {
					wantRuleError(t, g.Legal(attackAct(0, k)), tt.wantErr, era, refNone)
					return
				}
				ev := apply(t, g, attackAct(0, k))
				if got := damageOf(g, 1); got != tt.wantDamage {
					t.Errorf("defender damage(%q) = %d; want %d", tt.name, got, tt.wantDamage)
				}
				if v, _ := g.Active(0); v.Damage != tt.wantSelf {
					t.Errorf("Linker damage(%q) = %d; want %d", tt.name, v.Damage, tt.wantSelf)
				}
				notes := eventsOf(ev, EvNote)
				if !slices.ContainsFunc(notes, func(e Event) bool { return e.Anchor == rules(t, era).anchor(refLostLinkAttack) }) {
					t.Errorf("events(%q) cite no %s; want the note that the attack is the Linker's own", tt.name, rules(t, era).anchor(refLostLinkAttack))
				}
			})
		}
	}
}

// The attack list follows the power: while an effect takes the Ability away, only the
// Pokémon's own attacks are there; a Poké-Body is not touched by that effect.
func TestLostLinkOnlyWhileItWorks(t *testing.T) {
	tests := []struct {
		name    string
		linker  *BoardPokemon
		wantLen int
	}{
		{"a Poké-Body with no lock", mon(lastdLinker, xyPsychic), 3},
		{"a Poké-Body is not an Ability: the lock leaves it", mon(lastdLinker, xyPsychic).effect(Lasting{Kind: LastingNoAbilities}), 3},
		{"an Ability with no lock", mon(lastdLinkerAbility, xyPsychic), 2},
		{"an Ability taken away", mon(lastdLinkerAbility, xyPsychic).effect(Lasting{Kind: LastingNoAbilities}), 0},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, lostBoard(tt.linker, lastdPsyWeak, nil, []*Card{lastdFlamer}))
				v, _ := g.Active(0)
				if got := len(v.Attacks); got != tt.wantLen {
					t.Errorf("len(Attacks)(%q) = %d; want %d (%v)", tt.name, got, tt.wantLen, attackNames(v.Attacks))
				}
				listed := 0
				for _, a := range g.LegalActions(nil) {
					if a.Kind == ActAttack && a.Index >= v.LostFrom {
						listed++
					}
				}
				want := 0
				if tt.wantLen > v.LostFrom {
					want = 1 // Flare; Inferno needs Fire Energy
				}
				if listed != want {
					t.Errorf("listed Lost Zone attacks(%q) = %d; want %d", tt.name, listed, want)
				}
			})
		}
	}
}

// A GX attack used from the Lost Zone is the player's GX attack of the game where the era
// has the rule (sm: copied-gx-attack); the other eras have no such limit.
func TestLostLinkGXAttack(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			g, _ := newTestGame(t, era, lostBoard(mon(lastdLinker, xyPsychic), lastdPsyWeak, []*Card{lastdGX}, nil))
			k, ok := g.AttackIndex(0, "Big Blow-GX")
			if !ok {
				t.Fatal("AttackIndex(Big Blow-GX) found nothing")
			}
			apply(t, g, attackAct(0, k))
			want := rules(t, era).GXOncePerGame.On
			if got := g.GXUsed(0); got != want {
				t.Errorf("GXUsed after the Lost Zone GX attack = %v; want %v", got, want)
			}
		})
	}
}

// A search whose find goes to the Lost Zone takes the first Pokémon card from the top, and
// finds nothing in a deck without one; either way the deck is shuffled.
func TestSearchToLostZone(t *testing.T) {
	tests := []struct {
		name     string
		deck     []*Card
		wantLost []string
		wantDeck int
	}{
		{"the first Pokémon card from the top", []*Card{xyPsychic, lastdFlamer, lastdHealer}, []string{"Flamer"}, 2},
		{"no Pokémon card: nothing", []*Card{xyPsychic, handItem}, nil, 2},
		{"empty deck: nothing", nil, nil, 0},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := lostBoard(mon(lastdLinker, xyPsychic), lastdPsyWeak, nil, nil)
				b.Players[0].Deck = tt.deck
				g, _ := newTestGame(t, era, b)
				ev := apply(t, g, attackAct(0, 0))
				var lost []string
				for _, c := range g.LostZone(0) {
					lost = append(lost, c.Name)
				}
				if !slices.Equal(lost, tt.wantLost) {
					t.Errorf("LostZone(%q) = %v; want %v", tt.name, lost, tt.wantLost)
				}
				if got := len(g.Deck(0)); got != tt.wantDeck {
					t.Errorf("deck(%q) = %d; want %d", tt.name, got, tt.wantDeck)
				}
				if got := len(eventsOf(ev, EvLostZone)); got != len(tt.wantLost) {
					t.Errorf("lost-zone events(%q) = %d; want %d", tt.name, got, len(tt.wantLost))
				}
			})
		}
	}
}

var (
	lastdPainter = &Card{ID: "test-ld20", Name: "Painter", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Colorless},
		Powers: []Power{{Name: "Borrow", Kind: PokePower, Use: UseActivated, OncePerTurn: true, ActiveOnly: true,
			Ops: []Op{{Kind: OpOppSupporter}}}}}
	lastdDraw2 = &Card{ID: "test-ld21", Name: "Draw Two", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpDraw, N: 2}}}
	lastdBehind = &Card{ID: "test-ld22", Name: "Behind", Category: TrainerCard, Trainer: Supporter,
		PlayIf: Check{Kind: CheckMorePrizes}, Play: []Op{{Kind: OpDraw, N: 3}}}
	lastdTrade = &Card{ID: "test-ld23", Name: "Energy Trade", Category: TrainerCard, Trainer: Supporter,
		Play: []Op{{Kind: OpHandPick, N: 1, Who: WhoSelf, Exact: true, Filter: Filter{Category: EnergyCard}, Dest: ToDiscard},
			{Kind: OpDraw, N: 4}}}
)

// portraitAct uses the Painter's power, choosing the opponent's hand positions given.
func portraitAct(opp ...int) Action {
	a := act(ActUsePower, 0)
	a.Slot, a.OppHandPicks = 0, opp
	return a
}

// Using a Supporter's effect from the opponent's hand: the card must be one the player could
// use now (portrait-choosing-a-supporter); with none such, the power is the look alone.
func TestPortraitChoice(t *testing.T) {
	tests := []struct {
		name      string
		theirHand []*Card
		myHand    []*Card
		a         Action
		wantErr   error
		wantRef   ref
		wantHand  int // the player's hand afterwards
	}{
		{"a draw Supporter", []*Card{handItem, lastdDraw2}, nil, portraitAct(1), nil, refNone, 2},
		{"no Supporter there: the look alone", []*Card{handItem}, nil, portraitAct(), nil, refNone, 0},
		{"no Supporter there, a card chosen", []*Card{handItem}, nil, portraitAct(0), ErrHandChoice, refBorrowChoice, 0},
		{"a usable Supporter must be chosen", []*Card{lastdDraw2}, nil, portraitAct(), ErrHandChoice, refBorrowChoice, 0},
		{"a Supporter whose condition fails cannot be chosen", []*Card{lastdBehind}, nil, portraitAct(0), ErrConditionNotMet, refBorrowChoice, 0},
		{"only such a Supporter: the look alone", []*Card{lastdBehind}, nil, portraitAct(), nil, refNone, 0},
		{"the usable one of two", []*Card{lastdBehind, lastdDraw2}, nil, portraitAct(1), nil, refNone, 2},
		{"the whole effect: discard first", []*Card{lastdTrade}, []*Card{xyPsychic, handItem},
			func() Action { a := portraitAct(0); a.HandPicks = []int{0}; return a }(), nil, refNone, 1 + 4},
		{"the whole effect: the discard must be chosen", []*Card{lastdTrade}, []*Card{xyPsychic}, portraitAct(0), ErrHandChoice, refNone, 0},
		{"no Energy to discard: the Supporter cannot be used", []*Card{lastdTrade}, []*Card{handItem}, portraitAct(0), ErrNotEnoughCards, refBorrowChoice, 0},
		{"an empty hand to look at does nothing", nil, nil, portraitAct(), ErrNoEffect, refNoEffect, 0},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(lastdPainter), mon(handMon))
				b.Players[0].Hand = tt.myHand
				b.Players[1].Hand = tt.theirHand
				g, _ := newTestGame(t, era, b)
				if tt.wantErr != nil {
					wantRuleError(t, g.Legal(tt.a), tt.wantErr, era, tt.wantRef)
					return
				}
				listed := slices.ContainsFunc(g.LegalActions(nil), func(l Action) bool {
					return l.Kind == ActUsePower && slices.Equal(l.OppHandPicks, tt.a.OppHandPicks) && slices.Equal(l.HandPicks, tt.a.HandPicks)
				})
				if !listed {
					t.Errorf("LegalActions(%q) does not list %v", tt.name, tt.a)
				}
				ev := apply(t, g, tt.a)
				if got := len(g.Hand(0)); got != tt.wantHand {
					t.Errorf("hand(%q) = %d; want %d", tt.name, got, tt.wantHand)
				}
				if got := len(g.Hand(1)); got != len(tt.theirHand) {
					t.Errorf("opponent's hand(%q) = %d; want %d: the Supporter stays there", tt.name, got, len(tt.theirHand))
				}
				if !hasEvent(ev, EvShowHand, "Ben shows their hand") {
					t.Errorf("events(%q): the opponent's hand is not shown", tt.name)
				}
				if g.TurnDone().SupporterPlayed {
					t.Errorf("SupporterPlayed(%q) = true; want false: no Supporter card is played", tt.name)
				}
			})
		}
	}
}

// The power does not play a Supporter card, so it works after one was played this turn and,
// in hgss, during the first player's first turn, when no Trainer card may be played
// (portrait-after-supporter); the power's own limits still hold.
func TestPortraitIsNotPlayingASupporter(t *testing.T) {
	tests := []struct {
		name      string
		eras      []string
		turn      int
		supporter bool // a Supporter was played this turn
		painter   *BoardPokemon
		bench     bool // the Painter is on the Bench, the Active Pokémon another
		twice     bool // the power was used this turn already
		wantErr   error
		wantPlay  error // playing the draw Supporter from the hand
	}{
		{"after a Supporter this turn", eras, 3, true, mon(lastdPainter), false, false, nil, ErrSupporterPlayed},
		{"first turn, hgss: no Trainer card, but the power", []string{"hgss"}, 1, false, mon(lastdPainter), false, false, nil, ErrFirstTurnTrainer},
		{"first turn, xy and sm: both", []string{"xy", "sm"}, 1, false, mon(lastdPainter), false, false, nil, nil},
		{"Confused: a Poké-Power is off", eras, 3, false, mon(lastdPainter).with(Confused), false, false, ErrPowerOff, nil},
		{"on the Bench: Active only", eras, 3, false, mon(lastdPainter), true, false, ErrPowerOff, nil},
		{"once a turn", eras, 3, false, mon(lastdPainter), false, true, ErrPowerUsed, nil},
	}
	for _, tt := range tests {
		for _, era := range tt.eras {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(tt.painter, mon(handMon))
				b.Turn = tt.turn
				b.SupporterPlayed = tt.supporter
				b.Players[0].Hand = []*Card{lastdDraw2}
				b.Players[1].Hand = []*Card{lastdDraw2, handItem}
				if tt.bench {
					b.Players[0].Active = mon(handMon)
					b.Players[0].Bench = []BoardPokemon{*tt.painter}
				}
				g, _ := newTestGame(t, era, b)
				a := portraitAct(0)
				if tt.bench {
					a.Slot = 1
				}
				if tt.twice {
					apply(t, g, a)
				}
				if tt.wantErr != nil {
					wantRuleError(t, g.Legal(a), tt.wantErr, era, refNone)
				} else if err := g.Legal(a); err != nil {
					t.Errorf("Legal(%q) = %v; want nil", tt.name, err)
				}
				play := act(ActPlayTrainer, 0)
				play.Hand = 0
				err := g.Legal(play)
				switch {
				case tt.wantPlay == nil && err != nil:
					t.Errorf("playing the Supporter(%q) = %v; want nil", tt.name, err)
				case tt.wantPlay != nil:
					wantRuleError(t, err, tt.wantPlay, era, refNone)
				}
			})
		}
	}
}

// LegalActions lists the power once for each usable Supporter card in the opponent's hand
// (by card, not copy), each with the choices that card asks for, or once for the look alone.
func TestPortraitListed(t *testing.T) {
	tests := []struct {
		name      string
		theirHand []*Card
		myHand    []*Card
		want      [][]int // OppHandPicks of each listed use
	}{
		{"one action per Supporter card", []*Card{lastdDraw2, handItem, lastdDraw2, lastdTrade}, []*Card{xyPsychic}, [][]int{{0}, {3}}},
		{"the look alone", []*Card{handItem, lastdBehind}, nil, [][]int{nil}},
		{"a Supporter it could not use is left out", []*Card{lastdTrade, lastdDraw2}, nil, [][]int{{1}}},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(lastdPainter), mon(handMon))
				b.Players[0].Hand = tt.myHand
				b.Players[1].Hand = tt.theirHand
				g, _ := newTestGame(t, era, b)
				var got [][]int
				for _, a := range g.LegalActions(nil) {
					if a.Kind == ActUsePower {
						got = append(got, a.OppHandPicks)
						if err := g.Legal(a); err != nil {
							t.Errorf("listed %v is refused: %v", a, err)
						}
					}
				}
				if !slices.EqualFunc(got, tt.want, slices.Equal[[]int]) {
					t.Errorf("listed OppHandPicks(%q) = %v; want %v", tt.name, got, tt.want)
				}
			})
		}
	}
}
