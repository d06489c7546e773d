package engine

import "testing"

var (
	smxyLighter = &Card{ID: "test-x1", Name: "Lighter", Category: PokemonCard, Stage: Basic, HP: 180, Types: []Type{Lightning},
		Attacks: []Attack{
			{Name: "Lighting", After: []Op{{Kind: OpShowHand, Who: WhoDefending},
				{Kind: OpHandPick, N: 1, Who: WhoDefending, Filter: Filter{AnyCategory: true}, Dest: ToPrizes}}},
		}}
)

func TestHandPickToPrizes(t *testing.T) {
	tests := []struct {
		name       string
		hand       []*Card
		picks      []int
		wantPrizes int
		wantHand   []string
		wantPrize  string // the card now last among the Prize cards ("" to skip)
	}{
		{"the chosen card joins the Prize cards", []*Card{handItem, handSupporter}, []int{1}, 7, []string{"Hand Item"}, "Hand Supporter"},
		{"the first card when it is chosen", []*Card{handItem, handSupporter}, []int{0}, 7, []string{"Hand Supporter"}, "Hand Item"},
		{"an empty hand adds nothing", nil, nil, 6, []string{}, ""},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyLighter), mon(handMon))
				b.Players[1].Hand = tt.hand
				g, _ := newTestGame(t, era, b)
				a := attackAct(0, 0)
				a.OppHandPicks = tt.picks
				ev := apply(t, g, a)
				pz := g.Prizes(1)
				if len(pz) != tt.wantPrizes {
					t.Errorf("Prizes(%q) = %d; want %d", tt.name, len(pz), tt.wantPrizes)
				}
				// The opponent's turn has begun: the last card of the hand is its draw.
				got := handNames(g.Hand(1))
				if got = got[:len(got)-1]; !sameNames(got, tt.wantHand) {
					t.Errorf("Hand(%q) = %v; want %v", tt.name, got, tt.wantHand)
				}
				if tt.wantPrize != "" {
					if got := pz[len(pz)-1].Name; got != tt.wantPrize {
						t.Errorf("last Prize card(%q) = %q; want %q", tt.name, got, tt.wantPrize)
					}
					if !hasEvent(ev, EvSetPrizes, tt.wantPrize) {
						t.Errorf("events %v; want a set-prizes event naming %s", eventsOf(ev, EvSetPrizes), tt.wantPrize)
					}
				}
			})
		}
	}
}

func sameNames(a, b []string) bool {
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
	smxyPartner = &Card{ID: "test-x2", Name: "Partner", Category: PokemonCard, Stage: Basic, HP: 60, Types: []Type{Fighting}}
	smxyAura    = &Card{ID: "test-x3", Name: "Aura", Category: PokemonCard, Stage: Basic, HP: 110, Types: []Type{Fighting},
		Powers: []Power{{Name: "Aura", Kind: Ability, Use: UseActivated, OncePerTurn: true,
			UseIf: Check{Kind: CheckInPlay, Name: "Partner"}, Ops: []Op{{Kind: OpDraw, N: 1}}}}}
)

func TestPowerUseIf(t *testing.T) {
	tests := []struct {
		name    string
		bench   []BoardPokemon
		want    error // nil: the power is used and draws a card
		partner bool
	}{
		{"usable with the named Pokémon on the Bench", []BoardPokemon{*mon(smxyPartner)}, nil, true},
		{"refused without it", nil, ErrConditionNotMet, false},
		{"refused with another Pokémon only", []BoardPokemon{*mon(handMon)}, ErrConditionNotMet, false},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyAura), mon(handMon))
				b.Players[0].Bench = tt.bench
				g, _ := newTestGame(t, era, b)
				a := Action{Kind: ActUsePower, Player: 0, Slot: 0, Index: 0, Own: -1, Target: -1}
				if got := listed(g, a); got != tt.partner {
					t.Errorf("listed(%q) = %v; want %v", tt.name, got, tt.partner)
				}
				hand := len(g.Hand(0))
				_, err := g.Apply(a)
				if tt.want != nil {
					wantRuleError(t, err, tt.want, era, refPower)
					return
				}
				if err != nil {
					t.Fatalf("Apply(%q) = %v; want no error", tt.name, err)
				}
				if got := len(g.Hand(0)); got != hand+1 {
					t.Errorf("hand(%q) = %d; want %d", tt.name, got, hand+1)
				}
			})
		}
	}
}

var smxyOwner = &Card{ID: "test-x4", Name: "Owner", Category: PokemonCard, Stage: Basic, HP: 110, Types: []Type{Colorless},
	Attacks: []Attack{
		{Name: "Own the Place", Damage: 20, After: []Op{{Kind: OpDiscardStadium, Who: WhoDefending},
			{Kind: OpLasting, Who: WhoSelf, Gate: IfDone, Lasting: Lasting{Kind: LastingPreventAll, When: OpponentsNextTurn}}}},
		{Name: "Clear", After: []Op{{Kind: OpDiscardStadium}}},
	}}

func TestDiscardStadium(t *testing.T) {
	tests := []struct {
		name        string
		stadium     bool
		owner       int // who put the Stadium into play
		attack      int
		wantGone    bool
		wantProtect bool
	}{
		{"the opponent's Stadium is discarded, then the attacker is protected", true, 1, 0, true, true},
		{"your own Stadium stays and nothing protects", true, 0, 0, false, false},
		{"no Stadium, no protection", false, 0, 0, false, false},
		{"without who, your own Stadium is discarded too", true, 0, 1, true, false},
	}
	for _, era := range eras {
		for _, tt := range tests {
			t.Run(era+"/"+tt.name, func(t *testing.T) {
				b := table(mon(smxyOwner), mon(handMon))
				if tt.stadium {
					b.Stadium, b.StadiumOwner = xyFairyGarden, tt.owner
				}
				g, _ := newTestGame(t, era, b)
				apply(t, g, attackAct(0, tt.attack))
				_, _, inPlay := g.Stadium()
				if gone := tt.stadium && !inPlay; gone != tt.wantGone {
					t.Errorf("Stadium gone(%q) = %v; want %v", tt.name, gone, tt.wantGone)
				}
				if tt.wantGone {
					d := g.Discard(tt.owner)
					if len(d) == 0 || d[len(d)-1] != xyFairyGarden {
						t.Errorf("Discard(%d) = %v; want it to end with Fairy Garden", tt.owner, handNames(d))
					}
				}
				protected := false
				v, _ := g.Active(0)
				for _, l := range v.Lasting {
					if l.Kind == LastingPreventAll {
						protected = true
					}
				}
				if protected != tt.wantProtect {
					t.Errorf("protected(%q) = %v; want %v", tt.name, protected, tt.wantProtect)
				}
			})
		}
	}
}
