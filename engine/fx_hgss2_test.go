package engine

import (
	"errors"
	"strings"
	"testing"
)

// hgss-era cards (second pass): power-lock, discard-stadium, deck-to-prizes and flip-per with
// a board-state count.
var (
	h2Attacker = &Card{ID: "test-h2-1", Name: "Locker", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Psychic},
		Attacks: []Attack{
			{Name: "Psychic Lock", Damage: 10, After: []Op{{Kind: OpPowerLock}}},
			{Name: "Bone Impact", Damage: 20, Before: []Op{{Kind: OpBaseAdd, Amount: 60, If: Check{Kind: CheckStadium}}}, After: []Op{{Kind: OpDiscardStadium}}},
			{Name: "Time Control", After: []Op{{Kind: OpDeckToPrizes, N: 2, Who: WhoDefending}}},
			{Name: "Vulcan Beat", Damage: 30, Before: []Op{{Kind: OpFlipPer, Per: Check{Kind: CheckInPlay, Name: "Locker"}}, {Kind: OpBaseTimes, Amount: 30}}},
		}}
	h2Powered = &Card{ID: "test-h2-2", Name: "Powered", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Colorless},
		Powers: []Power{
			{Name: "Quick Draw", Kind: PokePower, Use: UseActivated, OncePerTurn: true, Ops: []Op{{Kind: OpDraw, N: 1}}},
			{Name: "Keen Draw", Kind: Ability, Use: UseActivated, OncePerTurn: true, Ops: []Op{{Kind: OpDraw, N: 1}}},
		}}
	h2Stadium = &Card{ID: "test-h2-3", Name: "Test Stadium", Category: TrainerCard, Trainer: Stadium}
)

func usePower(p, idx int) Action {
	return Action{Kind: ActUsePower, Player: p, Slot: 0, Index: idx, Own: -1, Target: -1}
}

// listsPower reports whether LegalActions lists player p's power idx of the Active Pokémon.
func listsPower(g *Game, p, idx int) bool {
	for _, a := range g.LegalActions(nil) {
		if a.Kind == ActUsePower && a.Player == p && a.Slot == 0 && a.Index == idx {
			return true
		}
	}
	return false
}

func TestPowerLock(t *testing.T) {
	tests := []struct {
		name     string
		idx      int  // the power the opponent tries
		attack   bool // Psychic Lock first (else the opponent's turn comes after a plain end of turn)
		wantUsed bool
	}{
		{"Poké-Power banned during the next turn", 0, true, false},
		{"an Ability is not a Poké-Power", 1, true, true},
		{"no ban without the attack", 0, false, true},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, table(mon(h2Attacker), mon(h2Powered)))
				if tt.attack {
					apply(t, g, attackAct(0, 0))
				} else {
					apply(t, g, act(ActEndTurn, 0))
				}
				_, err := g.Apply(usePower(1, tt.idx))
				if got := err == nil; got != tt.wantUsed {
					t.Fatalf("Apply(use power %d) = %v; want used %v", tt.idx, err, tt.wantUsed)
				}
				if !tt.wantUsed {
					wantRuleError(t, err, ErrPowerOff, era, refAttackEffects)
					if listsPower(g, 1, tt.idx) {
						t.Errorf("LegalActions lists power %d under the ban", tt.idx)
					}
					// The ban lasts one turn: on the opponent's turn after, the power works again.
					apply(t, g, act(ActEndTurn, 1))
					apply(t, g, act(ActEndTurn, 0))
					if !listsPower(g, 1, tt.idx) {
						t.Errorf("LegalActions(turn %d) does not list power %d after the ban", g.Turn(), tt.idx)
					}
					apply(t, g, usePower(1, tt.idx))
				}
			})
		}
	}
}

func TestBoneImpactDiscardsStadium(t *testing.T) {
	tests := []struct {
		name        string
		stadium     bool
		wantDamage  int
		wantDiscard int // cards in the Stadium owner's (player 1's) discard pile afterwards
	}{
		{"a Stadium in play: +60, then discarded", true, 80, 1},
		{"no Stadium: base damage only", false, 20, 0},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(h2Attacker), mon(h2Powered))
				if tt.stadium {
					b.Stadium, b.StadiumOwner = h2Stadium, 1
				}
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, 1))
				if got := damageOf(g, 1); got != tt.wantDamage {
					t.Errorf("damage = %d; want %d", got, tt.wantDamage)
				}
				if _, _, in := g.Stadium(); in {
					t.Errorf("Stadium() still in play after Bone Impact")
				}
				if got := len(g.Discard(1)); got != tt.wantDiscard {
					t.Errorf("len(Discard(1)) = %d; want %d", got, tt.wantDiscard)
				}
			})
		}
	}
}

func TestDeckToPrizes(t *testing.T) {
	tests := []struct {
		name       string
		deck       int
		wantPrizes int
		wantDeck   int // after the opponent's draw at the start of their turn
	}{
		{"two cards from the top", 10, 8, 7},
		{"the deck runs short: what there is, no loss", 1, 7, 0},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(h2Attacker), mon(h2Powered))
				b.Players[1].Deck = filler(tt.deck)
				b.Players[1].Deck[0] = h2Stadium // the top card, told apart from the rest
				b.Players[1].Hand = filler(1)
				g, _ := newTestGame(t, era, b)
				top := g.Deck(1)[0]
				if top != h2Stadium {
					t.Fatalf("Deck(1)[0] = %s; want the board's first deck card on top", top.Name)
				}
				apply(t, g, attackAct(0, 2))
				if tt.deck > 1 {
					// The drawn card came from under the two set aside.
					if got := g.PileSizes(1); got.Prizes != tt.wantPrizes || got.Deck != tt.wantDeck {
						t.Errorf("PileSizes(1) = %+v; want Prizes %d, Deck %d", got, tt.wantPrizes, tt.wantDeck)
					}
					if ps := g.Prizes(1); ps[len(ps)-2] != top || ps[len(ps)-1] == top {
						t.Errorf("Prizes(1)[%d] = %v; want the deck's top card", len(ps)-2, ps[len(ps)-2].Name)
					}
					return
				}
				// With one card, it went to the Prize cards; the draw that follows finds none.
				if got := g.PileSizes(1).Prizes; got != tt.wantPrizes {
					t.Errorf("Prizes = %d; want %d", got, tt.wantPrizes)
				}
			})
		}
	}
}

func TestFlipPerCheck(t *testing.T) {
	tests := []struct {
		name   string
		bench  bool
		coins  string
		damage int
	}{
		{"two in play, two heads", true, "HH", 60},
		{"two in play, one heads", true, "HT", 30},
		{"one in play, one coin", false, "H", 30},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(h2Attacker), mon(h2Powered))
				if tt.bench {
					b.Players[0].Bench = []BoardPokemon{*mon(h2Attacker)}
				}
				g, src := newTestGame(t, era, b, coins(tt.coins)...)
				apply(t, g, attackAct(0, 3))
				if got := damageOf(g, 1); got != tt.damage {
					t.Errorf("damage = %d; want %d", got, tt.damage)
				}
				if got := src.Remaining(); got != 0 {
					t.Errorf("Remaining() = %d; want 0: the attack flips a coin for each Locker in play", got)
				}
			})
		}
	}
}

// Bench Manipulation: the opponent flips a coin for each of their Benched Pokémon (OppFlips).
// The coins decide the damage as anyone's would; each is traced as the opponent's, and a plain
// flip op stays the attacker's.
func TestOppFlips(t *testing.T) {
	manip := &Card{ID: "test-h2-6", Name: "Manipulator", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Psychic},
		Attacks: []Attack{
			{Name: "Bench Manipulation", Damage: 40, Suffix: "×", Before: []Op{{Kind: OpFlipPer, Count: CountOppBenched, OppFlips: true},
				{Kind: OpBaseSet}, {Kind: OpBaseAdd, Amount: 40, Gate: EachTails}}},
			{Name: "Own Coins", Damage: 40, Suffix: "×", Before: []Op{{Kind: OpFlipPer, Count: CountOppBenched},
				{Kind: OpBaseSet}, {Kind: OpBaseAdd, Amount: 40, Gate: EachTails}}},
			{Name: "Their Coin", Damage: 10, After: []Op{{Kind: OpFlip, OppFlips: true}, {Kind: OpCondition, Gate: IfHeads, Cond: Paralyzed}}},
		}}
	tests := []struct {
		name        string
		idx         int
		coins       string
		wantFlipper int // the player every coin event names
		wantDamage  int
	}{
		{"opponent flips per Benched Pokémon", 0, "THT", 1, 80},
		{"attacker flips without opp_flips", 1, "THT", 0, 80},
		{"opponent flips a single coin", 2, "H", 1, 10},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(manip), mon(h2Powered))
				b.Players[1].Bench = []BoardPokemon{*mon(h2Powered), *mon(h2Powered), *mon(h2Powered)}
				g, src := newTestGame(t, era, b, coins(tt.coins)...)
				ev := apply(t, g, attackAct(0, tt.idx))
				flips := 0
				for _, e := range ev {
					if e.Kind != EvCoinFlip {
						continue
					}
					flips++
					if e.Player != tt.wantFlipper {
						t.Errorf("coin event %q: Player = %d; want %d", e.Message, e.Player, tt.wantFlipper)
					}
					if tt.wantFlipper == 1 && !strings.Contains(e.Message, "flipped by Ben") {
						t.Errorf("coin event %q does not say Ben flips", e.Message)
					}
				}
				if flips != len(tt.coins) {
					t.Errorf("coin events = %d; want %d", flips, len(tt.coins))
				}
				if got := damageOf(g, 1); got != tt.wantDamage {
					t.Errorf("damage = %d; want %d", got, tt.wantDamage)
				}
				if got := src.Remaining(); got != 0 {
					t.Errorf("Remaining() = %d; want 0", got)
				}
			})
		}
	}
}

func TestCheckSelfAttached(t *testing.T) {
	rainbow := &Card{ID: "test-h2-4", Name: "Rainbow Energy", Category: EnergyCard, Provides: []Type{AnyType}}
	beam := &Card{ID: "test-h2-5", Name: "Beamer", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Colorless},
		Attacks: []Attack{{Name: "Beam", Damage: 80, After: []Op{
			{Kind: OpDamage, Amount: 20, Who: WhoSelf, If: Check{Kind: CheckSelfAttached, Name: "Rainbow Energy", Not: true}},
			{Kind: OpCondition, Cond: Confused, Who: WhoSelf, If: Check{Kind: CheckSelfAttached, Name: "Rainbow Energy", Not: true}},
		}}}}
	tests := []struct {
		name     string
		energy   []*Card
		wantSelf int
		wantCond Condition
	}{
		{"no Rainbow Energy: hurts and confuses itself", []*Card{hgWater}, 20, Confused},
		{"Rainbow Energy attached: nothing to itself", []*Card{hgWater, rainbow}, 0, 0},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				g, _ := newTestGame(t, era, table(mon(beam, tt.energy...), mon(h2Powered)))
				apply(t, g, attackAct(0, 0))
				if got := damageOf(g, 0); got != tt.wantSelf {
					t.Errorf("damage on the attacker = %d; want %d", got, tt.wantSelf)
				}
				if got := condOf(g, 0); got != tt.wantCond {
					t.Errorf("conditions of the attacker = %v; want %v", got, tt.wantCond)
				}
			})
		}
	}
}

func TestStatLegendOnly(t *testing.T) {
	plateau := &Card{ID: "test-h2-6", Name: "Test Plateau", Category: TrainerCard, Trainer: Stadium,
		Stats: []StatMod{{Stat: StatHP, Amount: 30, Who: StatAll, LegendOnly: true}}}
	tests := []struct {
		name    string
		stadium bool
		legend  bool
		wantHP  int
	}{
		{"a LEGEND gets 30 more HP", true, true, 170},
		{"another Pokémon does not", true, false, 300},
		{"no Stadium, printed HP", false, true, 140},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				me := mon(h2Attacker)
				if tt.legend {
					me = mon(enteiRaikou1).under(enteiRaikou2)
				}
				b := table(me, mon(h2Powered))
				if tt.stadium {
					b.Stadium = plateau
				}
				g, _ := newTestGame(t, era, b)
				if v, _ := g.Active(0); v.HP != tt.wantHP {
					t.Errorf("Active(0).HP = %d; want %d", v.HP, tt.wantHP)
				}
			})
		}
	}
}

// When the Stadium that gave a LEGEND its HP leaves play, the LEGEND's damage is measured
// against its printed HP at the next Knock Out check.
func TestLegendHPLeavesWithStadium(t *testing.T) {
	plateau := &Card{ID: "test-h2-6", Name: "Test Plateau", Category: TrainerCard, Trainer: Stadium,
		Stats: []StatMod{{Stat: StatHP, Amount: 30, Who: StatAll, LegendOnly: true}}}
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			b := table(mon(h2Attacker), mon(enteiRaikou1).under(enteiRaikou2).dmg(80))
			b.Players[1].Bench = []BoardPokemon{*mon(h2Powered)}
			b.Stadium = plateau
			g, _ := newTestGame(t, era, b)
			ev := apply(t, g, attackAct(0, 1)) // 80 damage: 160 of 170 HP, then the Stadium goes
			if len(eventsOf(ev, EvKnockOut)) != 1 {
				t.Errorf("Knock Outs = %d; want 1: 160 damage on a 140-HP LEGEND once the Stadium is gone", len(eventsOf(ev, EvKnockOut)))
			}
		})
	}
}

func TestSleepInducerSwitchDone(t *testing.T) {
	inducer := &Card{ID: "test-h2-7", Name: "Inducer", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Psychic},
		Attacks: []Attack{{Name: "Sleep Inducer", ChooseOpp: ChooseBenched,
			After: []Op{{Kind: OpSwitchOpp}, {Kind: OpCondition, Cond: Asleep, Who: WhoDefending, Gate: IfDone}}}}}
	tests := []struct {
		name      string
		bench     bool
		target    int
		wantAsked Condition // the opponent's Active Pokémon's conditions after the attack
	}{
		{"switched: the new Defending Pokémon is Asleep", true, 1, Asleep},
		{"no Benched Pokémon: nothing switched, nobody sleeps", false, -1, 0},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(inducer), mon(h2Powered))
				if tt.bench {
					b.Players[1].Bench = []BoardPokemon{*mon(h2Attacker)}
				}
				var cs []Coin
				if tt.wantAsked != 0 {
					cs = coins("T") // the Sleep check between turns: it stays Asleep
				}
				g, _ := newTestGame(t, era, b, cs...)
				a := attackAct(0, 0)
				a.Target = tt.target
				apply(t, g, a)
				if got := condOf(g, 1); got != tt.wantAsked {
					t.Errorf("conditions of the opponent's Active Pokémon = %v; want %v", got, tt.wantAsked)
				}
			})
		}
	}
}

func TestPowerNeedsEnergyToMove(t *testing.T) {
	washer := &Card{ID: "test-h2-8", Name: "Washer", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Water},
		Powers: []Power{{Name: "Wash Out", Kind: PokePower, Use: UseActivated, ChooseOwn: ChooseBenched,
			Ops: []Op{{Kind: OpMoveEnergy, Who: WhoChosenOwn, To: WhoOwnActive, N: 1, Type: Water}}}}}
	tests := []struct {
		name   string
		energy []*Card
		wantOK bool
	}{
		{"Water Energy on the chosen Pokémon", []*Card{hgWater}, true},
		{"no Water Energy there: nothing to use it on", []*Card{hgFire}, false},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(washer), mon(h2Powered))
				b.Players[0].Bench = []BoardPokemon{*mon(h2Attacker, tt.energy...)}
				g, _ := newTestGame(t, era, b)
				a := Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: 1, Target: -1}
				err := g.Legal(a)
				if got := err == nil; got != tt.wantOK {
					t.Fatalf("Legal(Wash Out) = %v; want legal %v", err, tt.wantOK)
				}
				if !tt.wantOK {
					wantRuleError(t, err, ErrNoTarget, era, refPower)
					if listsPower(g, 0, 0) {
						t.Errorf("LegalActions lists Wash Out with nothing to move")
					}
					return
				}
				apply(t, g, a)
				if v, _ := g.Active(0); len(v.Energy) != 1 {
					t.Errorf("Active(0) has %d Energy; want 1 moved there", len(v.Energy))
				}
			})
		}
	}
}

func TestStatOwnActive(t *testing.T) {
	floater := &Card{ID: "test-h2-9", Name: "Floater", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Psychic},
		Powers: []Power{{Name: "Psychic Float", Kind: PokeBody, Use: UsePassive,
			Stats: []StatMod{{Stat: StatRetreat, Set: true, Amount: 0, Who: StatOwnActive, Cond: IfEnergy, Energy: Psychic}}}}}
	heavy := &Card{ID: "test-h2-10", Name: "Heavy", Category: PokemonCard, Stage: Basic, HP: 100, Types: []Type{Colorless}, RetreatCost: 3}
	psychic := &Card{ID: "test-h2-11", Name: "Psychic Energy", Category: EnergyCard, BasicEnergy: true, Provides: []Type{Psychic}}
	tests := []struct {
		name       string
		energy     []*Card
		wantActive int
		wantBench  int // a Benched Heavy with Psychic Energy keeps its cost
	}{
		{"Psychic Energy on the Active Pokémon: no Retreat Cost", []*Card{psychic}, 0, 3},
		{"other Energy: the printed cost", []*Card{hgWater}, 3, 3},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(heavy, tt.energy...), mon(h2Powered))
				b.Players[0].Bench = []BoardPokemon{*mon(floater), *mon(heavy, psychic)}
				g, _ := newTestGame(t, era, b)
				if v, _ := g.Active(0); v.RetreatCost != tt.wantActive {
					t.Errorf("Active(0).RetreatCost = %d; want %d", v.RetreatCost, tt.wantActive)
				}
				if bench := g.Bench(0); bench[1].RetreatCost != tt.wantBench {
					t.Errorf("Bench(0)[1].RetreatCost = %d; want %d", bench[1].RetreatCost, tt.wantBench)
				}
			})
		}
	}
}

func TestSearchPerEachInPlay(t *testing.T) {
	mareep := &Card{ID: "test-h2-12", Name: "Mareep", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Lightning},
		Attacks: []Attack{{Name: "Static Electricity", After: []Op{{Kind: OpSearch, N: 1, Dest: ToAttach, Who: WhoSelf,
			Per:    Check{Kind: CheckEachInPlay, Name: "Mareep"},
			Filter: Filter{Category: EnergyCard, Type: Water}}}}}}
	tests := []struct {
		name       string
		oppMareep  bool
		ownBench   bool
		wantEnergy int
	}{
		{"one Mareep in play: one card", false, false, 1},
		{"the opponent's Mareep counts too", true, false, 2},
		{"both sides: three", true, true, 3},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				opp := mon(h2Powered)
				if tt.oppMareep {
					opp = mon(mareep)
				}
				b := table(mon(mareep), opp)
				if tt.ownBench {
					b.Players[0].Bench = []BoardPokemon{*mon(mareep)}
				}
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, 0))
				if v, _ := g.Active(0); len(v.Energy) != tt.wantEnergy {
					t.Errorf("Energy attached = %d; want %d", len(v.Energy), tt.wantEnergy)
				}
			})
		}
	}
}

func TestTopAttach(t *testing.T) {
	grower := &Card{ID: "test-h2-13", Name: "Grower", Category: PokemonCard, Stage: Basic, HP: 300, Types: []Type{Water},
		Attacks: []Attack{{Name: "Ocean Grow", After: []Op{{Kind: OpTopAttach, N: 5, Who: WhoSelf, Filter: Filter{Category: EnergyCard}}}}}}
	tests := []struct {
		name        string
		deck        []*Card // top card first
		wantEnergy  int
		wantDiscard int
		wantDeck    int
	}{
		{"two Energy among five", []*Card{hgWater, h2Stadium, hgWater, h2Stadium, h2Stadium, hgWater, hgWater}, 2, 3, 2},
		{"a short deck: all of it", []*Card{h2Stadium, hgWater}, 1, 1, 0},
		{"no Energy: all five discarded", []*Card{h2Stadium, h2Stadium, h2Stadium, h2Stadium, h2Stadium, hgWater}, 0, 5, 1},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(grower), mon(h2Powered))
				b.Players[0].Deck = tt.deck
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, 0))
				if v, _ := g.Active(0); len(v.Energy) != tt.wantEnergy {
					t.Errorf("Energy attached = %d; want %d", len(v.Energy), tt.wantEnergy)
				}
				if got := g.PileSizes(0); got.Discard != tt.wantDiscard || got.Deck != tt.wantDeck {
					t.Errorf("PileSizes(0) = %+v; want Discard %d, Deck %d", got, tt.wantDiscard, tt.wantDeck)
				}
				if tt.wantDeck > 0 && g.Deck(0)[0] != tt.deck[5] {
					t.Errorf("Deck(0)[0] = %s; want the sixth card, %s, on top", g.Deck(0)[0].Name, tt.deck[5].Name)
				}
			})
		}
	}
}

func TestTakeDiscardPicks(t *testing.T) {
	junk := &Card{ID: "test-h2-14", Name: "Junk Arm", Category: TrainerCard, Trainer: Item,
		Play: []Op{{Kind: OpHandPick, N: 2, Who: WhoSelf, Exact: true, Filter: Filter{AnyCategory: true}, Dest: ToDiscard},
			{Kind: OpTakeDiscard, N: 1, Filter: Filter{Category: TrainerCard, NotName: "Junk Arm"}}}}
	old := &Card{ID: "test-h2-15", Name: "Old Item", Category: TrainerCard, Trainer: Item}
	fresh := &Card{ID: "test-h2-16", Name: "Fresh Item", Category: TrainerCard, Trainer: Item}
	tests := []struct {
		name     string
		discard  []*Card
		picks    []int
		wantErr  error
		wantHand string // the card taken into the hand
	}{
		{"no pick: the most recently discarded Trainer card, one just discarded", []*Card{old, hgWater}, nil, nil, "Fresh Item"},
		{"a pick in the pile as it was", []*Card{old, hgWater}, []int{0}, nil, "Old Item"},
		{"a pick of a card this card discards (after the pile: in the order discarded)", []*Card{old, hgWater}, []int{3}, nil, "Fresh Item"},
		{"an Energy card is not a Trainer card", []*Card{old, hgWater}, []int{1}, ErrBadChoice, ""},
		{"Junk Arm cannot be chosen", []*Card{junk, old}, []int{0}, ErrBadChoice, ""},
		{"two picks for one card", []*Card{old, old}, []int{0, 1}, ErrBadChoice, ""},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(h2Attacker), mon(h2Powered))
				b.Players[0].Hand = []*Card{junk, fresh, hgWater}
				b.Players[0].Discard = tt.discard
				g, _ := newTestGame(t, era, b)
				a := Action{Kind: ActPlayTrainer, Player: 0, Hand: 0, Own: -1, Target: -1, HandPicks: []int{2, 1}, Picks: tt.picks}
				if tt.wantErr != nil {
					if _, err := g.Apply(a); !errors.Is(err, tt.wantErr) {
						t.Fatalf("Apply(%v) = %v; want %v", a, err, tt.wantErr)
					}
					return
				}
				apply(t, g, a)
				if h := g.Hand(0); len(h) != 1 || h[0].Name != tt.wantHand {
					t.Errorf("Hand(0) = %v; want only %s", handNames(h), tt.wantHand)
				}
			})
		}
	}
}

// TestPrizesTakenCounted: Prize cards taken are counted as they are taken, not as the Prize
// cards set aside less those left: Time Control adds Prize cards but undoes none taken (ruling
// time-control-prizes-taken), while a Prize card taken for a Knock Out adds one. The ruling
// is given for hgss; the count is the same in every era.
func TestPrizesTakenCounted(t *testing.T) {
	timeControl := &Card{ID: "test-h2-4", Name: "Timer", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Metal},
		Attacks: []Attack{
			{Name: "Time Control", After: []Op{{Kind: OpDeckToPrizes, N: 2, Who: WhoDefending}}},
			{Name: "Per Prize", Damage: 20, Suffix: "×", Before: []Op{{Kind: OpBaseSet}, {Kind: OpBasePer, Amount: 20, Count: CountPrizesTaken}}},
		}}
	const timeCtl, perPrize = 0, 1
	tests := []struct {
		name       string
		first      func(t *testing.T, g *Game) // Ana's first turn and Ben's next
		wantPrizes int                         // Ben's Prize cards left before Per Prize
		wantDamage int                         // Per Prize on Ben's Active Pokémon: 20 per Prize card he took
	}{
		{"the board: 2 taken of 6", func(t *testing.T, g *Game) {}, 4, 40},
		{"Time Control adds 2: still 2 taken", func(t *testing.T, g *Game) {
			apply(t, g, attackAct(0, timeCtl))
			apply(t, g, act(ActEndTurn, 1))
		}, 6, 40},
		{"Time Control, then a Knock Out: 3 taken", func(t *testing.T, g *Game) {
			apply(t, g, attackAct(0, timeCtl))
			// Plain: 60 Knocks Out Ana's Timer; Ben takes 1 and her only Benched Timer comes up.
			apply(t, g, attackAct(1, 6))
			apply(t, g, Action{Kind: ActTakePrize, Player: 1, Index: 0, Own: -1, Target: -1})
		}, 5, 60},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				b := table(mon(timeControl), mon(conditional))
				b.Players[0].Bench = []BoardPokemon{*mon(timeControl)}
				b.Players[1].Prizes = filler(4)
				b.Players[1].Deck = filler(10)
				g, _ := newTestGame(t, era, b)
				tc.first(t, g)
				if d, _ := g.Decision(); d != DecideMain || g.Current() != 0 {
					t.Fatalf("decision %v for player %d; want Ana's turn", d, g.Current())
				}
				if n := len(g.Prizes(1)); n != tc.wantPrizes {
					t.Errorf("Ben's Prize cards = %d; want %d", n, tc.wantPrizes)
				}
				apply(t, g, attackAct(0, perPrize))
				if d := damageOf(g, 1); d != tc.wantDamage {
					t.Errorf("Per Prize damage = %d; want %d", d, tc.wantDamage)
				}
			})
		}
	}
}
