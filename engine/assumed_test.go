package engine

import (
	"errors"
	"strings"
	"testing"
)

// hasAssumption reports whether the events trace choice c as an assumption citing anchor.
func hasAssumption(ev []Event, c RuleChoice, anchor string) bool {
	for _, e := range eventsOf(ev, EvAssumption) {
		if e.Assumed && e.Anchor == anchor && c.Assumption != "" && strings.Contains(e.Message, c.Assumption) {
			return true
		}
	}
	return false
}

// hasCite reports whether an event of kind k cites anchor.
func hasCite(ev []Event, k EventKind, anchor string) bool {
	for _, e := range ev {
		if e.Kind == k && e.Anchor == anchor {
			return true
		}
	}
	return false
}

// TestChecksAfterNothingOnlyWhenDue: the skipped checks are traced only when one was due (a
// Confused attacker or an effect that makes it flip); a plain "tails: nothing" attack
// traces no assumption.
func TestChecksAfterNothingOnlyWhenDue(t *testing.T) {
	tests := []struct {
		name        string
		era         string
		cond        Condition
		coins       string
		wantAssumed bool
		wantFlips   int
	}{
		{"hgss, not Confused", "hgss", 0, "T", false, 1},
		{"xy, not Confused", "xy", 0, "T", false, 1},
		{"hgss, Confused", "hgss", Confused, "T", true, 1},
		{"xy, Confused: the Confusion coin comes first (ruling)", "xy", Confused, "HT", false, 2},
		{"sm, Confused: the Confusion coin comes first", "sm", Confused, "HT", false, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, src := newTestGame(t, tc.era, table(mon(pineco, hgGrass, hgGrass).with(tc.cond), mon(magmar)), coins(tc.coins)...)
			ev := apply(t, g, attackAct(0, 1))
			r := rules(t, tc.era)
			if got := hasAssumption(ev, r.ChecksAfterNothing, r.anchor(refChecksAfterNothing)); got != tc.wantAssumed {
				t.Errorf("assumption traced = %v; want %v: %v", got, tc.wantAssumed, ev)
			}
			if src.Used() != tc.wantFlips {
				t.Errorf("coins flipped = %d; want %d", src.Used(), tc.wantFlips)
			}
			if d := damageOf(g, 0); d != 0 {
				t.Errorf("damage on the attacker = %d; want 0", d)
			}
		})
	}
}

// TestSecondPlayerFirstTurn: no evolving on turn 2, the second player's first turn. xy and sm
// state it; hgss says "the first turn" for both players, so there it is a reading, traced at
// the start of turn 2 and carried by the refusal.
func TestSecondPlayerFirstTurn(t *testing.T) {
	tests := []struct {
		era         string
		wantAssumed bool
	}{
		{"hgss", true},
		{"xy", false},
		{"sm", false},
	}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			r := rules(t, tc.era)
			b := table(mon(vulpix), mon(vulpix))
			b.Turn = 1
			b.Players[0].Hand = []*Card{ninetales}
			b.Players[1].Hand = []*Card{ninetales}
			g, _ := newTestGame(t, tc.era, b)

			// Turn 1 is the first turn in every reading: the refusal assumes nothing.
			_, err := g.Apply(evolveAct(0, 0, 0))
			wantRuleError(t, err, ErrFirstTurnEvolve, tc.era, refEvolveFirstTurn)
			var re *RuleError
			if errors.As(err, &re) && re.Assumed != "" {
				t.Errorf("turn 1 refusal Assumed = %q; want none", re.Assumed)
			}

			ev := apply(t, g, act(ActEndTurn, 0))
			if g.Turn() != 2 || g.Current() != 1 {
				t.Fatalf("turn %d player %d; want Ben's turn 2", g.Turn(), g.Current())
			}
			if !hasCite(ev, EvNote, r.anchor(refEvolveSecondPlayer)) {
				t.Errorf("no note citing %s at the start of turn 2: %v", r.anchor(refEvolveSecondPlayer), ev)
			}
			if got := hasAssumption(ev, r.NoEvolveOnFirstTurn, r.anchor(refEvolveSecondPlayer)); got != tc.wantAssumed {
				t.Errorf("turn 2 start traces the reading as an assumption = %v; want %v", got, tc.wantAssumed)
			}

			_, err = g.Apply(evolveAct(1, 0, 0))
			wantRuleError(t, err, ErrFirstTurnEvolve, tc.era, refEvolveFirstTurn)
			if !errors.As(err, &re) {
				t.Fatalf("error %v is not a *RuleError", err)
			}
			if got := re.Assumed != ""; got != tc.wantAssumed {
				t.Errorf("turn 2 refusal Assumed = %q; want an assumption = %v", re.Assumed, tc.wantAssumed)
			}
			if tc.wantAssumed && !strings.Contains(err.Error(), r.NoEvolveOnFirstTurn.Assumption) {
				t.Errorf("refusal %q does not say what it applies", err)
			}
		})
	}
}

// TestAsleepTailsCites: "stays Asleep" on tails cites the paragraph saying tails keeps it
// Asleep, not the opening paragraph of the page.
func TestAsleepTailsCites(t *testing.T) {
	for _, era := range eras {
		t.Run(era, func(t *testing.T) {
			r := rules(t, era)
			g, _ := newTestGame(t, era, table(mon(vulpix), mon(tropius).with(Asleep)), Tails)
			ev := endTurn(t, g)
			found := false
			for _, e := range eventsOf(ev, EvNote) {
				if strings.Contains(e.Message, "stays Asleep") {
					found = true
					if e.Anchor != r.anchor(refAsleepTails) {
						t.Errorf("%q cites %s; want %s", e.Message, e.Anchor, r.anchor(refAsleepTails))
					}
				}
			}
			if !found {
				t.Errorf("no note that Tropius stays Asleep: %v", ev)
			}
		})
	}
}

// TestDualTypeCites: a Fire and Fighting attacker against Tropius (Weakness Fire ×2,
// Resistance Fighting −20): 40 → 80 → 60. sm states the rule and cites both paragraphs (either
// type counts; Weakness first); hgss and xy cite the ruling that settles it, assuming nothing.
func TestDualTypeCites(t *testing.T) {
	dual := &Card{ID: "test-dual", Name: "Test Dual", Category: PokemonCard, Stage: Basic, HP: 90,
		Types: []Type{Fire, Fighting}, Attacks: []Attack{{Name: "Flame Kick", Cost: []Type{Colorless}, Damage: 40}}}
	tests := []struct {
		era       string
		wantNotes bool // the rulebook's own paragraphs
	}{
		{"hgss", false},
		{"xy", false},
		{"sm", true},
	}
	for _, tc := range tests {
		t.Run(tc.era, func(t *testing.T) {
			r := rules(t, tc.era)
			b := table(mon(dual, hgFire), mon(tropius))
			b.Players[1].Bench = []BoardPokemon{*mon(kricketot)}
			g, _ := newTestGame(t, tc.era, b)
			ev := apply(t, g, attackAct(0, 0))
			if d := damageOf(g, 1); d != 60 {
				t.Fatalf("damage = %d; want 60", d)
			}
			for _, x := range []ref{refDualType, refDualTypeOrder} {
				if got := hasCite(ev, EvNote, r.anchor(x)) && !strings.HasPrefix(r.anchor(x), RulingPrefix); got != tc.wantNotes {
					t.Errorf("a note cites %s = %v; want %v", r.anchor(x), got, tc.wantNotes)
				}
			}
			if got := hasRuling(ev, r.DualTypeEitherType); got == tc.wantNotes {
				t.Errorf("ruling cited = %v; want %v", got, !tc.wantNotes)
			}
			if n := len(eventsOf(ev, EvAssumption)); n != 0 {
				t.Errorf("%d assumptions traced; want none", n)
			}
		})
	}
}

// TestDamageFloorCites: the counters stage cites the floor at 0 only when the floor changed
// the result.
func TestDamageFloorCites(t *testing.T) {
	tests := []struct {
		name        string
		base        int
		wantFinal   int
		wantFloored bool
		x           ref
	}{
		{"10 against Resistance −20: below 0, counts as 0", 10, 0, true, refDmgFloor},
		{"30 against Resistance −20", 30, 10, false, refDmgCounters},
	}
	for _, era := range eras {
		for _, tc := range tests {
			t.Run(era+"/"+tc.name, func(t *testing.T) {
				r := rules(t, era)
				res := r.ResolveDamage(&DamageInput{Base: tc.base, AttackerTypes: []Type{Fighting},
					Resistance: []Resistance{{Type: Fighting, Minus: 20}}})
				if res.Final != tc.wantFinal || res.Floored != tc.wantFloored {
					t.Fatalf("ResolveDamage(%d) = final %d, floored %v; want %d, %v", tc.base, res.Final, res.Floored, tc.wantFinal, tc.wantFloored)
				}
				st := res.StageList()
				last := st[len(st)-1]
				if last.Stage != StageCounters || last.Anchor != r.anchor(tc.x) {
					t.Errorf("last stage %v cites %s; want %v citing %s", last.Stage, last.Anchor, StageCounters, r.anchor(tc.x))
				}
			})
		}
	}
}

// TestKnockOutAfterAttackCites: a Knock Out found when the attack is over cites the paragraph
// saying Knock Outs are checked after the attack's effects, before the Knock Out itself; a
// Knock Out between turns does not.
func TestKnockOutAfterAttackCites(t *testing.T) {
	for _, era := range eras {
		t.Run(era+"/after an attack", func(t *testing.T) {
			r := rules(t, era)
			g, _ := newTestGame(t, era, knockOutBoard(tropius, true))
			ev := apply(t, g, attackAct(0, 0))
			note, ko := -1, -1
			for i, e := range ev {
				if e.Kind == EvNote && e.Anchor == r.anchor(refKOAfterAttack) && note < 0 {
					note = i
				}
				if e.Kind == EvKnockOut && ko < 0 {
					ko = i
				}
			}
			if ko < 0 {
				t.Fatalf("no Knock Out: %v", ev)
			}
			if note < 0 || note > ko {
				t.Errorf("note citing %s at %d, Knock Out at %d; want the note first", r.anchor(refKOAfterAttack), note, ko)
			}
		})
		t.Run(era+"/between turns", func(t *testing.T) {
			r := rules(t, era)
			b := table(mon(vulpix), mon(tropius).dmg(70).with(Poisoned))
			b.Players[1].Bench = []BoardPokemon{*mon(kricketot)}
			g, _ := newTestGame(t, era, b, Heads)
			ev := endTurn(t, g)
			if len(eventsOf(ev, EvKnockOut)) != 1 {
				t.Fatalf("Knock Outs %v; want Tropius", eventsOf(ev, EvKnockOut))
			}
			if hasCite(ev, EvNote, r.anchor(refKOAfterAttack)) {
				t.Errorf("a between-turns Knock Out cites %s, the after-an-attack rule", r.anchor(refKOAfterAttack))
			}
		})
	}
}

// hasRuling reports whether the events cite choice c's official ruling in a note, not an
// assumption, that says what the ruling applies.
func hasRuling(ev []Event, c RuleChoice) bool {
	for _, e := range ev {
		if e.Kind == EvNote && !e.Assumed && c.Ruling != "" && e.Anchor == RulingPrefix+c.Ruling &&
			strings.Contains(e.Message, c.Ruled) {
			return true
		}
	}
	return false
}

// TestAssumeEach: choices applied together trace as assume does, one by one, except that
// neighbours settled by the same ruling share one note that says all they apply.
func TestAssumeEach(t *testing.T) {
	a1, a2 := ruled(true, "ruling-a", "first"), ruled(true, "ruling-a", "second")
	b1 := ruled(true, "ruling-b", "other")
	as := assumed(true, "a reading")
	tests := []struct {
		name string
		in   []applied
		want []string // kind anchor message
	}{
		{"one ruling for all", []applied{{a1, refKOSimultaneous}, {a2, refKOPrizesFirst}},
			[]string{"note ruling:ruling-a official ruling: first; second"}},
		{"an assumption between", []applied{{a1, refKOSimultaneous}, {as, refKOPrizesFirst}, {a2, refKOPrizesFirst}},
			[]string{"note ruling:ruling-a official ruling: first",
				"assumption sm/knockout#10 not stated in this era's rulebook; applying: a reading",
				"note ruling:ruling-a official ruling: second"}},
		{"two rulings", []applied{{a1, refKOSimultaneous}, {b1, refKOSimultaneous}},
			[]string{"note ruling:ruling-a official ruling: first", "note ruling:ruling-b official ruling: other"}},
		{"stated", []applied{{stated(true), refKOSimultaneous}}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := newTestGame(t, "sm", table(mon(vulpix), mon(tropius)))
			g.events = nil
			g.rules.anchors[refKOSimultaneous], g.rules.anchors[refKOPrizesFirst] = "sm/knockout#10", "sm/knockout#10"
			g.assumeEach(-1, tc.in)
			var got []string
			for _, e := range g.events {
				got = append(got, e.Kind.String()+" "+e.Anchor+" "+e.Message)
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("events\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// TestAssumeTraces: a stated choice traces nothing of its own, an assumption traces an
// assumption event citing the rule point, and a ruled choice a note citing its ruling.
func TestAssumeTraces(t *testing.T) {
	tests := []struct {
		name        string
		c           RuleChoice
		wantKind    EventKind
		wantAnchor  string
		wantAssumed bool
		wantText    string
	}{
		{"stated", stated(true), 0, "", false, ""},
		{"assumed", assumed(true, "the reading applied"), EvAssumption, "sm/retreat#2", true, "not stated in this era's rulebook; applying: the reading applied"},
		{"ruled", ruled(true, "retreat-double-energy", "what the ruling settles"), EvNote, "ruling:retreat-double-energy", false, "official ruling: what the ruling settles"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := newTestGame(t, "sm", table(mon(vulpix), mon(tropius)))
			g.events = nil
			g.assume(tc.c, refRetreatPay, 0)
			if tc.wantAnchor == "" {
				if len(g.events) != 0 {
					t.Fatalf("events %v; want none", g.events)
				}
				return
			}
			if len(g.events) != 1 {
				t.Fatalf("events %v; want one", g.events)
			}
			e := g.events[0]
			if e.Kind != tc.wantKind || e.Anchor != tc.wantAnchor || e.Assumed != tc.wantAssumed || e.Message != tc.wantText {
				t.Errorf("event %+v; want kind %v, anchor %s, assumed %v, message %q", e, tc.wantKind, tc.wantAnchor, tc.wantAssumed, tc.wantText)
			}
			if got := tc.c.Assumed(); got != tc.wantAssumed {
				t.Errorf("Assumed() = %v; want %v", got, tc.wantAssumed)
			}
		})
	}
}
