package engine

import (
	"errors"
	"testing"
)

// Test cards for the last hgss cards; numbers from the card data, behaviour as primitives.
var (
	laPsychic   = basicEnergy(Psychic, "hgss1-119")
	laLightning = basicEnergy(Lightning, "hgss1-118")
	laRoselia   = &Card{ID: "hgss2-61", Name: "Roselia", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Grass}}
	laRoserade  = &Card{ID: "hgss2-23", Name: "Roserade", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Roselia",
		HP: 90, Types: []Type{Grass}, Weakness: []Weakness{{Type: Fire, Mult: 2}}, RetreatCost: 1,
		Powers: []Power{{Name: "Energy Signal", Kind: PokePower, Use: UseAttachedFromHand, Optional: true, Ops: []Op{
			{Kind: OpCondition, Cond: Confused, Who: WhoDefending, If: Check{Kind: CheckAttachedType, Type: Grass}},
			{Kind: OpCondition, Cond: Poisoned, Who: WhoDefending, If: Check{Kind: CheckAttachedType, Type: Psychic}}}}}}
)

// TestEnergySignal: a power that works when an Energy card is attached from the hand reads
// the type of that card where it is attached; Rainbow Energy is both types at once (ruling
// energy-signal-rainbow-energy in hgss; attached, it is every type in every era).
func TestEnergySignal(t *testing.T) {
	tests := []struct {
		name     string
		energy   *Card
		opt      bool
		self     Condition // Roserade's own Special Condition
		wantErr  error
		wantCond Condition // the Defending Pokémon's afterwards
		cite     bool      // the trace cites the every-type rule point
	}{
		{"Grass Energy: Confused only", hgGrass, true, 0, nil, Confused, false},
		{"Psychic Energy: Poisoned only", laPsychic, true, 0, nil, Poisoned, false},
		{"Rainbow Energy: both", hgRainbow, true, 0, nil, Confused | Poisoned, true},
		{"power declined: nothing", hgRainbow, false, 0, nil, 0, false},
		{"Water Energy: the power would do nothing, so it is refused", hgWater, true, 0, ErrNoEffect, 0, false},
		{"Water Energy attached without the power", hgWater, false, 0, nil, 0, false},
		{"Roserade Confused: the Poké-Power cannot be taken", hgGrass, true, Confused, ErrPowerOff, 0, false},
		{"Roserade Asleep: the Poké-Power cannot be taken", laPsychic, true, Asleep, ErrPowerOff, 0, false},
		{"Roserade Confused: the Energy card is still attached without it", hgGrass, false, Confused, nil, 0, false},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(laRoserade).under(laRoselia).with(tc.self), mon(tropius))
				b.Players[0].Hand = []*Card{tc.energy}
				g, _ := newTestGame(t, era, b)
				a := Action{Kind: ActAttachEnergy, Player: 0, Hand: 0, Slot: 0, Own: -1, Target: -1, Opt: tc.opt}
				ev, err := g.Apply(a)
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("Apply(attach %s, Opt %v) = %v; want %v", tc.energy.Name, tc.opt, err, tc.wantErr)
				}
				d, _ := g.Active(1)
				if got := d.Conditions & (Confused | Poisoned); got != tc.wantCond {
					t.Errorf("Defending Pokémon's conditions = %v; want %v", got, tc.wantCond)
				}
				want := g.rules.anchor(refAttachedEveryType)
				if got := citesAnchor(ev, want); got != tc.cite {
					t.Errorf("trace cites %s = %v; want %v", want, got, tc.cite)
				}
			})
		}
	}
}

// TestJustAttachedIs: the check reads what the card provides on the Pokémon, before it is
// attached as after.
func TestJustAttachedIs(t *testing.T) {
	tests := []struct {
		name     string
		card     *Card
		attached bool
		typ      Type
		want     bool
	}{
		{"Grass Energy is Grass", hgGrass, true, Grass, true},
		{"Grass Energy is not Psychic", hgGrass, true, Psychic, false},
		{"Rainbow Energy attached is Psychic", hgRainbow, true, Psychic, true},
		{"Rainbow Energy about to be attached is Grass", hgRainbow, false, Grass, true},
		{"Double Colorless Energy is no Grass", hgDCE, true, Grass, false},
		{"no card", nil, false, Grass, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pk := mon(laRoserade).under(laRoselia)
			if tc.attached {
				pk.Energy = []*Card{tc.card}
			}
			g, _ := newTestGame(t, "hgss", table(pk, mon(tropius)))
			self := g.slot(0, 0)
			card := tc.card
			if tc.attached {
				card = g.cards[self.energy[0]]
			}
			if got := g.justAttachedIs(self, card, tc.typ); got != tc.want {
				t.Errorf("justAttachedIs(%v, %v) = %v; want %v", tc.name, tc.typ, got, tc.want)
			}
		})
	}
}

var laLanturn = &Card{ID: "hgss2-86", Name: "Lanturn", Category: PokemonCard, Stage: Basic, HP: 110, Types: []Type{Lightning},
	Weakness: []Weakness{{Type: Fighting, Mult: 2}}, RetreatCost: 2,
	Powers: []Power{{Name: "Underwater Dive", Kind: PokePower, Use: UseActivated, OncePerTurn: true,
		Ops: []Op{{Kind: OpTypeThisTurn, Who: WhoSelf, Type: Water}}}},
	Attacks: []Attack{{Name: "Powerful Spark", Cost: []Type{Lightning}, Damage: 40}}}

// laWeakToLightning is a made-up Defending Pokémon with a Lightning Weakness and HP to spare,
// so that the damage tells which type Lanturn's attack has.
var laWeakToLightning = &Card{ID: "test-la-1", Name: "Sparkweak", Category: PokemonCard, Stage: Basic, HP: 200, Types: []Type{Fire},
	Weakness: []Weakness{{Type: Lightning, Mult: 2}}}

// TestTypeThisTurn: Underwater Dive makes Lanturn a Water Pokémon until the end of the turn,
// so its attack meets Water Weakness and no longer Lightning Weakness; a Poké-Power used
// under a Special Condition, or a second time, is refused.
func TestTypeThisTurn(t *testing.T) {
	waterWeak := &Card{ID: "test-la-2", Name: "Waterweak", Category: PokemonCard, Stage: Basic, HP: 200, Types: []Type{Fire},
		Weakness: []Weakness{{Type: Water, Mult: 2}}}
	tests := []struct {
		name      string
		dive      bool
		cond      Condition
		defender  *Card
		wantErr   error // of the power
		wantDmg   int
		wantTypes []Type // Lanturn's types before it attacks
	}{
		{"no dive, Lightning Weakness doubles", false, 0, laWeakToLightning, nil, 80, []Type{Lightning}},
		{"no dive, Water Weakness is not met", false, 0, waterWeak, nil, 40, []Type{Lightning}},
		{"dive, Water Weakness doubles", true, 0, waterWeak, nil, 80, []Type{Water}},
		{"dive, Lightning Weakness is not met", true, 0, laWeakToLightning, nil, 40, []Type{Water}},
		{"Confused: the Poké-Power cannot be used", true, Confused, waterWeak, ErrPowerOff, -1, []Type{Lightning}},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(laLanturn, laLightning).with(tc.cond), mon(tc.defender))
				g, _ := newTestGame(t, era, b)
				if tc.dive {
					_, err := g.Apply(Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: -1, Target: -1})
					if !errors.Is(err, tc.wantErr) {
						t.Fatalf("use Underwater Dive = %v; want %v", err, tc.wantErr)
					}
				}
				v, _ := g.Active(0)
				if !slicesEqual(v.Types, tc.wantTypes) {
					t.Errorf("Lanturn's types = %v; want %v", v.Types, tc.wantTypes)
				}
				if tc.wantDmg < 0 {
					return
				}
				if tc.dive {
					_, err := g.Apply(Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: -1, Target: -1})
					if !errors.Is(err, ErrPowerUsed) {
						t.Errorf("second Underwater Dive = %v; want %v", err, ErrPowerUsed)
					}
				}
				apply(t, g, attackAct(0, 0))
				if got := damageOf(g, 1); got != tc.wantDmg {
					t.Errorf("damage to the Defending Pokémon = %d; want %d", got, tc.wantDmg)
				}
				if v, _ := g.Active(0); !slicesEqual(v.Types, []Type{Lightning}) {
					t.Errorf("Lanturn's types in the next turn = %v; want [Lightning]", v.Types)
				}
			})
		}
	}
}

func slicesEqual(a, b []Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

var (
	laChansey = &Card{ID: "hgss1-58", Name: "Chansey", Category: PokemonCard, Stage: Basic, HP: 90, Types: []Type{Colorless}}
	laBlissey = &Card{ID: "hgss1-106", Name: "Blissey", Category: PokemonCard, Stage: Stage1, EvolvesFrom: "Chansey", HP: 130,
		Types: []Type{Colorless}, RetreatCost: 2,
		Powers: []Power{{Name: "Blissful Nurse", Kind: PokePower, Use: UseEvolvedFromHand, Optional: true, Ops: []Op{
			{Kind: OpHeal, Who: WhoEachOwn, Amount: -1},
			{Kind: OpDiscardEnergy, Who: WhoEachHealed, N: -1, Gate: IfDone}}}}}
	laHealBlock = &Card{ID: "test-la-3", Name: "Blocker", Category: PokemonCard, Stage: Basic, HP: 80, Types: []Type{Psychic},
		Powers: []Power{{Name: "Heal Block", Kind: PokeBody, Use: UsePassive, Stats: []StatMod{{Stat: StatNoHealing, Who: StatAll}}}}}
)

// TestBlissfulNurse: every damaged Pokémon of the player is healed and loses all its Energy;
// an undamaged one keeps its Energy; where no damage can be removed, no Energy goes either.
func TestBlissfulNurse(t *testing.T) {
	tests := []struct {
		name       string
		activeDmg  int
		benchDmg   int
		healBlock  bool
		opt        bool
		wantErr    error
		wantDamage [2]int // Active, Bench
		wantEnergy [2]int
	}{
		{"both damaged: both healed, both lose their Energy", 50, 20, false, true, nil, [2]int{0, 0}, [2]int{0, 0}},
		{"Bench undamaged: it keeps its Energy", 50, 0, false, true, nil, [2]int{0, 0}, [2]int{0, 2}},
		{"power declined: nothing changes", 50, 20, false, false, nil, [2]int{50, 20}, [2]int{2, 2}},
		{"nothing damaged: the power would do nothing", 0, 0, false, true, ErrNoEffect, [2]int{0, 0}, [2]int{2, 2}},
		{"no healing in force: the power would do nothing", 50, 20, true, true, ErrNoEffect, [2]int{50, 20}, [2]int{2, 2}},
		{"no healing in force, power declined: Blissey evolves", 50, 20, true, false, nil, [2]int{50, 20}, [2]int{2, 2}},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				bench := mon(tropius, hgGrass, hgGrass).dmg(tc.benchDmg)
				b := table(mon(laChansey, hgWater, hgWater).dmg(tc.activeDmg).entered(1), mon(tropius))
				b.Players[0].Bench = []BoardPokemon{*bench}
				if tc.healBlock {
					b.Players[1].Bench = []BoardPokemon{*mon(laHealBlock)}
				}
				b.Players[0].Hand = []*Card{laBlissey}
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(Action{Kind: ActEvolve, Player: 0, Hand: 0, Slot: 0, Own: -1, Target: -1, Opt: tc.opt})
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("evolve into Blissey (Opt %v) = %v; want %v", tc.opt, err, tc.wantErr)
				}
				a, _ := g.Active(0)
				bn := g.Bench(0)[0]
				if got := [2]int{a.Damage, bn.Damage}; got != tc.wantDamage {
					t.Errorf("damage (Active, Bench) = %v; want %v", got, tc.wantDamage)
				}
				if got := [2]int{len(a.Energy), len(bn.Energy)}; got != tc.wantEnergy {
					t.Errorf("Energy cards (Active, Bench) = %v; want %v", got, tc.wantEnergy)
				}
			})
		}
	}
}

var laUnown = &Card{ID: "hgss1-55", Name: "Unown", Category: PokemonCard, Stage: Basic, HP: 50, Types: []Type{Psychic},
	Weakness: []Weakness{{Type: Psychic, Mult: 2}}, RetreatCost: 1,
	Powers: []Power{{Name: "FLASH", Kind: PokePower, Use: UseBenchedFromHand, Optional: true,
		Ops: []Op{{Kind: OpReorderTop, N: 5, Who: WhoSelf}}}}}

// TestFlash: a power that works when its Pokémon is benched from the hand puts the top cards
// of the deck back in the order the action's picks give; with no picks they stay as they
// are; an empty deck leaves nothing to look at, so the power may not be used.
func TestFlash(t *testing.T) {
	deck := []*Card{hgFire, hgGrass, hgWater, hgMetal, laPsychic, hgDCE}
	tests := []struct {
		name    string
		deck    []*Card
		opt     bool
		picks   []int
		wantErr error
		wantTop []*Card
	}{
		{"reversed", deck, true, []int{4, 3, 2, 1, 0}, nil, []*Card{laPsychic, hgMetal, hgWater, hgGrass, hgFire, hgDCE}},
		{"fifth card to the top", deck, true, []int{4, 0, 1, 2, 3}, nil, []*Card{laPsychic, hgFire, hgGrass, hgWater, hgMetal, hgDCE}},
		{"no picks: the order stays", deck, true, nil, nil, deck},
		{"a card picked twice is refused", deck, true, []int{0, 0, 1, 2, 3}, ErrBadChoice, deck},
		{"a sixth card is out of reach", deck, true, []int{5, 0, 1, 2, 3}, ErrBadChoice, deck},
		{"declined: the order stays", deck, false, nil, nil, deck},
		{"two cards in the deck: both may swap", deck[:2], true, []int{1, 0}, nil, []*Card{hgGrass, hgFire}},
		{"empty deck: nothing to look at", nil, true, nil, ErrNoEffect, nil},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(tropius), mon(tropius))
				b.Players[0].Hand = []*Card{laUnown}
				b.Players[0].Deck = tc.deck
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(Action{Kind: ActPlayBasic, Player: 0, Hand: 0, Own: -1, Target: -1, Opt: tc.opt, Picks: tc.picks})
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("bench Unown (Opt %v, Picks %v) = %v; want %v", tc.opt, tc.picks, err, tc.wantErr)
				}
				got := g.Deck(0)
				if len(got) != len(tc.wantTop) {
					t.Fatalf("deck = %d cards; want %d", len(got), len(tc.wantTop))
				}
				for i := range got {
					if got[i] != tc.wantTop[i] {
						t.Errorf("deck[%d] = %s; want %s", i, got[i].Name, tc.wantTop[i].Name)
					}
				}
			})
		}
	}
}

var laSmoochum = &Card{ID: "hgss1-30", Name: "Smoochum", Category: PokemonCard, Stage: Basic, HP: 30, Types: []Type{Psychic},
	Powers: []Power{{Name: "Sweet Sleeping Face", Kind: PokeBody, Use: UsePassive,
		Mods: []Modifier{{Stage: ModDefender, Set: true, Amount: 0, WhileAsleep: true}}}},
	Attacks: []Attack{{Name: "Energy Antics", After: []Op{
		{Kind: OpMoveEnergyChosen, Who: WhoEachOpp, To: WhoEachOpp, N: 1, Exact: true, Filter: Filter{AnyCategory: true}},
		{Kind: OpCondition, Cond: Asleep, Who: WhoSelf}}}}}

// TestEnergyAntics: one Energy card moves between the opponent's Pokémon as the attack's moves
// say; a move must be made when one can be, never more than one, never to or from the
// attacker's own side; then Smoochum is Asleep.
func TestEnergyAntics(t *testing.T) {
	tests := []struct {
		name     string
		oppBench bool
		moves    []CounterMove
		wantErr  error
		want     [2]int // Energy cards on the opponent's Active and first Benched Pokémon
	}{
		{"Active to Bench", true, []CounterMove{{From: 0, To: 1, N: 1}}, nil, [2]int{1, 2}},
		{"Bench to Active", true, []CounterMove{{From: 1, To: 0, N: 1}}, nil, [2]int{3, 0}},
		{"no move while one can be made", true, nil, ErrBadChoice, [2]int{2, 1}},
		{"two cards is one too many", true, []CounterMove{{From: 0, To: 1, N: 2}}, ErrBadChoice, [2]int{2, 1}},
		{"a Pokémon to itself", true, []CounterMove{{From: 0, To: 0, N: 1}}, ErrBadChoice, [2]int{2, 1}},
		{"no Benched Pokémon: nothing to move to, no move needed", false, nil, nil, [2]int{2, -1}},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(laSmoochum), mon(tropius, hgGrass, hgGrass))
				if tc.oppBench {
					b.Players[1].Bench = []BoardPokemon{*mon(tropius, hgGrass)}
				}
				g, _ := newTestGame(t, era, b, Tails) // Smoochum's wake-up coin after the attack
				a := attackAct(0, 0)
				a.Moves = tc.moves
				_, err := g.Apply(a)
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("Energy Antics with moves %v = %v; want %v", tc.moves, err, tc.wantErr)
				}
				d, _ := g.Active(1)
				got := [2]int{len(d.Energy), -1}
				if bn := g.Bench(1); len(bn) > 0 {
					got[1] = len(bn[0].Energy)
				}
				if got != tc.want {
					t.Errorf("opponent's Energy cards (Active, Bench) = %v; want %v", got, tc.want)
				}
				s, _ := g.Active(0)
				if asleep := s.Conditions&Asleep != 0; asleep != (tc.wantErr == nil) {
					t.Errorf("Smoochum Asleep = %v; want %v", asleep, tc.wantErr == nil)
				}
			})
		}
	}
}

// TestEnergyAnticsListed: LegalActions offers only moves that move a card when one can move.
func TestEnergyAnticsListed(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(laSmoochum), mon(tropius, hgGrass))
			b.Players[1].Bench = []BoardPokemon{*mon(tropius), *mon(tropius, hgGrass)}
			g, _ := newTestGame(t, era, b)
			n := 0
			for _, a := range g.LegalActions(nil) {
				if a.Kind != ActAttack {
					continue
				}
				n++
				if len(a.Moves) != 1 || a.Moves[0].N != 1 {
					t.Errorf("listed Energy Antics with moves %v; want one move of one card", a.Moves)
				}
			}
			// Active to either Benched Pokémon, the second Benched Pokémon to the Active or the first.
			if n != 4 {
				t.Errorf("listed %d Energy Antics actions; want 4", n)
			}
		})
	}
}

var laPichu = &Card{ID: "hgss1-28", Name: "Pichu", Category: PokemonCard, Stage: Basic, HP: 30, Types: []Type{Lightning},
	Attacks: []Attack{{Name: "Playground", After: []Op{
		{Kind: OpBenchFromDeck, Who: WhoSelf, N: -1},
		{Kind: OpBenchFromDeck, Who: WhoDefending, N: -1},
		{Kind: OpCondition, Cond: Asleep, Who: WhoSelf}}}}}

// TestPlayground: each player benches the Basic Pokémon of their own deck, the attacker
// first, up to the Bench limit; Evolution cards and Energy stay in the deck.
func TestPlayground(t *testing.T) {
	tests := []struct {
		name      string
		myDeck    []*Card
		myBench   int // Benched Pokémon before
		theirDeck []*Card
		want      [2]int // Benched Pokémon after: yours, your opponent's
		wantDeck  [2]int
	}{
		{"both decks", []*Card{tropius, hgGrass, laRoselia, laRoserade}, 0, []*Card{vulpix, ninetales, magmar}, [2]int{2, 2}, [2]int{2, 1}},
		{"a Bench with room for one", []*Card{tropius, laRoselia}, 4, []*Card{vulpix}, [2]int{5, 1}, [2]int{1, 0}},
		{"a full Bench takes none", []*Card{tropius}, 5, nil, [2]int{5, 0}, [2]int{1, 0}},
		{"no Basic Pokémon", []*Card{hgGrass, laRoserade}, 0, []*Card{ninetales}, [2]int{0, 0}, [2]int{2, 1}},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(laPichu), mon(tropius))
				for i := 0; i < tc.myBench; i++ {
					b.Players[0].Bench = append(b.Players[0].Bench, *mon(kricketot))
				}
				b.Players[0].Deck = tc.myDeck
				b.Players[1].Deck = append(tc.theirDeck, hgWater) // Ben draws at the start of his turn
				g, _ := newTestGame(t, era, b, Tails)             // Pichu's wake-up coin
				apply(t, g, attackAct(0, 0))
				got := [2]int{len(g.Bench(0)), len(g.Bench(1))}
				if got != tc.want {
					t.Errorf("Benched Pokémon (yours, theirs) = %v; want %v", got, tc.want)
				}
				gotDeck := [2]int{len(g.Deck(0)), len(g.Deck(1))}
				if gotDeck != tc.wantDeck {
					t.Errorf("deck sizes (yours, theirs, after Ben's draw) = %v; want %v", gotDeck, tc.wantDeck)
				}
				if p, _ := g.Active(0); p.Conditions&Asleep == 0 {
					t.Errorf("Pichu's conditions = %v; want Asleep", p.Conditions)
				}
			})
		}
	}
}

var laShaymin = &Card{ID: "hgss2-8", Name: "Shaymin", Category: PokemonCard, Stage: Basic, HP: 70, Types: []Type{Grass},
	Powers: []Power{{Name: "Celebration Wind", Kind: PokePower, Use: UseBenchedFromHand, Optional: true,
		Ops: []Op{{Kind: OpMoveEnergyChosen, Who: WhoEachOwn, To: WhoEachOwn, N: -1, Filter: Filter{AnyCategory: true}}}}}}

// TestCelebrationWind: the bench action carries the moves of a power that works when its
// Pokémon is benched; the new Pokémon may take Energy; moving nothing is use for no effect;
// a move the board cannot make is refused and changes nothing.
func TestCelebrationWind(t *testing.T) {
	tests := []struct {
		name    string
		opt     bool
		moves   []CounterMove
		wantErr error
		want    [3]int // Energy cards on the Active, the Benched Pokémon, Shaymin (-1: not benched)
	}{
		{"two from the Active to the Bench, one to Shaymin", true, []CounterMove{{From: 0, To: 1, N: 2}, {From: 0, To: 2, N: 1}}, nil, [3]int{0, 3, 1}},
		{"a card moved on moves again", true, []CounterMove{{From: 0, To: 1, N: 1}, {From: 1, To: 2, N: 2}}, nil, [3]int{2, 0, 2}},
		{"power declined", false, nil, nil, [3]int{3, 1, 0}},
		{"no moves: nothing would happen", true, nil, ErrNoEffect, [3]int{3, 1, -1}},
		{"more cards than the Pokémon has", true, []CounterMove{{From: 1, To: 0, N: 2}}, ErrBadChoice, [3]int{3, 1, -1}},
		{"from Shaymin, which has none", true, []CounterMove{{From: 2, To: 0, N: 1}}, ErrBadChoice, [3]int{3, 1, -1}},
		{"to an empty Bench spot", true, []CounterMove{{From: 0, To: 3, N: 1}}, ErrBadChoice, [3]int{3, 1, -1}},
		{"moves without the power", false, []CounterMove{{From: 0, To: 1, N: 1}}, nil, [3]int{3, 1, 0}},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(tropius, hgGrass, hgGrass, hgGrass), mon(magmar))
				b.Players[0].Bench = []BoardPokemon{*mon(tropius, hgWater)}
				b.Players[0].Hand = []*Card{laShaymin}
				g, _ := newTestGame(t, era, b)
				_, err := g.Apply(Action{Kind: ActPlayBasic, Player: 0, Hand: 0, Own: -1, Target: -1, Opt: tc.opt, Moves: tc.moves})
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("bench Shaymin (Opt %v, moves %v) = %v; want %v", tc.opt, tc.moves, err, tc.wantErr)
				}
				a, _ := g.Active(0)
				bn := g.Bench(0)
				got := [3]int{len(a.Energy), len(bn[0].Energy), -1}
				if len(bn) > 1 {
					got[2] = len(bn[1].Energy)
				}
				if got != tc.want {
					t.Errorf("Energy cards (Active, Bench 1, Shaymin) = %v; want %v", got, tc.want)
				}
			})
		}
	}
}
