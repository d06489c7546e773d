package engine

import "fmt"

// ActionKind is what a player does.
type ActionKind uint8

const (
	ActNone             ActionKind = iota
	ActChooseFirst                 // setup: Target is the player who goes first
	ActSetupActive                 // setup: Hand is the Basic Pokémon to make Active
	ActSetupBench                  // setup: Hand is a Basic Pokémon to Bench
	ActSetupDone                   // setup: no more Benching
	ActExtraDraw                   // setup: Index is how many extra cards to draw
	ActPlayBasic                   // Hand: a Basic Pokémon to the Bench
	ActPlayLegend                  // Hand and Hand2: both halves of a Pokémon LEGEND to the Bench
	ActEvolve                      // Hand onto your Pokémon at Slot
	ActAttachEnergy                // Hand onto your Pokémon at Slot
	ActPlayTrainer                 // Hand; Slot for a Tool; Own/Target for the card's choices
	ActRetreat                     // Slot: the Benched Pokémon to switch in; Picks: Energy to discard, in order
	ActUsePower                    // Slot: the Pokémon; Index: its power; Own/Target: choices
	ActAttack                      // Index: the attack; Own/Target: choices
	ActEndTurn                     // end the turn without attacking
	ActTakePrize                   // Index: which Prize card
	ActPromote                     // Slot: the Benched Pokémon that becomes Active
	ActStartSuddenDeath            // start the Sudden Death game
	// Reactions.
	ActUseStadium // use the Stadium in play's effect (Card.StadiumOps), once during each of your turns
	// Printed rules.
	ActDiscardFromPlay // Slot: your Pokémon whose card lets you discard it from play (PrintedDiscardFromPlay)
	numActionKinds
)

var actionNames = [...]string{"none", "choose-first", "setup-active", "setup-bench", "setup-done",
	"extra-draw", "play-basic", "play-legend", "evolve", "attach-energy", "play-trainer", "retreat",
	"use-power", "attack", "end-turn", "take-prize", "promote", "start-sudden-death",
	"use-stadium", "discard-from-play"}

func (k ActionKind) String() string {
	if int(k) < len(actionNames) {
		return actionNames[k]
	}
	return "unknown action"
}

// ParseActionKind returns the action kind with the given name (as String prints it).
func ParseActionKind(s string) (ActionKind, bool) {
	for i, n := range actionNames {
		if n == s && i != 0 {
			return ActionKind(i), true
		}
	}
	return 0, false
}

// Action is one decision of one player. Positions: Hand (the card played) and Hand2 (the
// other half of a LEGEND) index the hand; Slot and Own name the acting player's Pokémon (0
// Active, 1..5 Bench); Target names an opponent's Pokémon the same way; -1 means "no choice".
type Action struct {
	Kind   ActionKind
	Player int
	Hand   int
	Hand2  int
	Slot   int
	Own    int
	Target int
	Index  int
	// Picks: the choices of the first op of the effect that reads them (deck places, Prize
	// cards, hand or discard positions, Benched Pokémon kept, ...). For move-energy-chosen,
	// the Energy card each card the moves move is, in the order of the moves: a place among
	// the Energy cards of the Pokémon that move leaves, in a list that never shifts during
	// the action, the cards it had first and those earlier moves gave it after (energyPlan).
	Picks []int
	// Opt: the player takes the optional part of an attack whose text says "you may"
	// (Attack.Optional); ops gated opted run only then, ops gated declined only without it.
	Opt bool
	// Pick: which of the Defending Pokémon's attacks an attack that asks for one names
	// (Torment, Disable), counted as PokemonView.Attacks lists them; -1 or unset otherwise.
	Pick int
	// HandPicks and OppHandPicks: the cards an effect asks to choose from the acting
	// player's hand and from the opponent's hand (positions in the hand as it is before the
	// action; the Trainer card being played is not among them), in the order chosen.
	HandPicks    []int
	OppHandPicks []int
	// Spots: the Pokémon a card that picks several chooses (damage to N chosen Pokémon,
	// damage counters put "in any way you like"), one entry per pick, numbered like Target
	// or Own. Moves: the damage counters the player moves, in order (fx_targets.go).
	Spots []int
	Moves []CounterMove
	// Split: for an effect that spreads cards over the player's own Pokémon "in any way you
	// like" (attach-split, search-split), the slot each card goes to, in the order the
	// engine takes the cards (fx_energy.go). A search-attach-each reads it too: the Pokémon
	// each found card goes to, so one may take none (fx_smxy2.go).
	Split []int
	// BenchDiscard: when the opponent's Bench limit falls below the Benched Pokémon they have
	// during the action (a power such as Dittobolic coming into force: its Pokémon put onto
	// the Bench from the hand or the deck, an effect that kept it off ending), the opponent's
	// Benched Pokémon (positions 1..5, on their Bench as it is then) that the opponent
	// discards: their choice, carried in this action so a replay holds both players' choices
	// (fx_lastc.go). OwnBenchDiscard: the same for the acting player's own Bench, whose limit
	// may fall during their action too (the opponent benching their Ditto during Playground).
	BenchDiscard    []int
	OwnBenchDiscard []int
	// Finds: the cards a search of the deck finds (search, search-split, search-attach-each,
	// search-attach-chosen), as places in the deck before the action, counted from the top (0
	// the top card), in the order chosen; the effect's searches take them in the order they
	// run, each the cards it may (fx_find.go). Empty: the engine's choice, the first cards
	// from the top that fit. FindNothing alone: the player finds no card. The place len(deck),
	// one past the bottom, is the card the effect puts into the deck from the hand before it
	// searches (Pokémon Communication: the hand-to-deck op's card, as Picks chooses it), which
	// the player may find again; it is refused for any other effect. bench-from-deck on
	// the player's own deck, bench-restored from the deck and top-attach-split read it too
	// (fx_find.go).
	Finds []int
	// OppFinds: the Basic Pokémon the opponent benches from their own deck when an effect
	// lets each player search theirs (bench-from-deck on the defending player's deck,
	// Playground): the opponent's choice, carried in this action so a replay holds both
	// players' choices. Places in the opponent's deck as Finds counts them; FindNothing alone:
	// none. Empty: the engine's choice, every Basic Pokémon that fits from the top.
	OppFinds []int
	// Takes: the cards an evolving effect takes (fx_evolve.go). For evolve-from-deck, the
	// Evolution cards as places in the deck before the action, counted from the top (0 the top
	// card), one per Pokémon it evolves in the order it evolves them (-1 or a missing entry:
	// none, as a search may find nothing). For rare-candy, the Stage 2 (or Stage 1) card, and
	// for swap-same-name the card switched in: one entry, its position in the hand before the
	// action (the Trainer card being played still counted). An action whose effect takes no
	// card refuses any (ErrBadChoice).
	Takes []int
	// ExpShare: on an attack, the opponent's choice for their Exp. Share (a Tool whose
	// OnActiveKO works when their Active Pokémon is Knocked Out by the attack's damage): the
	// Benched Pokémon (positions 1..5) whose Tool moves a basic Energy card from the Knocked Out
	// Pokémon, in the order they work; ExpShareNone alone: none does. Empty: the engine's
	// choice, every holder in the order of the Bench. Carried here, like BenchDiscard, so a
	// replay holds both players' choices (fx_expshare.go).
	ExpShare []int
	// ExpShareEnergy: with ExpShare naming holders, the basic Energy card each one takes, in
	// the same order: positions among the Energy cards attached to the opponent's Active
	// Pokémon before the attack. Empty: each takes the one attached longest.
	ExpShareEnergy []int
	// EnergyTakes: the attached Energy cards the effect's ops that take some with no other
	// choice of which (discard-energy, discard-special-energy, discard-opp-energy,
	// return-energy, lost-own-energy, move-energy) take, as places in Game.EnergyPlaces
	// before the action (the acting player's Pokémon, then the opponent's). It names every
	// card they take, each once; empty: the cards attached longest (fx_takeenergy.go).
	EnergyTakes []int
}

func (a Action) String() string {
	s := fmt.Sprintf("player %d %s", a.Player+1, a.Kind)
	switch a.Kind {
	case ActSetupActive, ActSetupBench, ActPlayBasic:
		s += fmt.Sprintf(" hand[%d]", a.Hand)
	case ActPlayLegend:
		s += fmt.Sprintf(" hand[%d]+hand[%d]", a.Hand, a.Hand2)
	case ActEvolve, ActAttachEnergy:
		s += fmt.Sprintf(" hand[%d] on slot %d", a.Hand, a.Slot)
	case ActPlayTrainer:
		s += fmt.Sprintf(" hand[%d] slot %d own %d target %d", a.Hand, a.Slot, a.Own, a.Target)
	case ActRetreat, ActPromote:
		s += fmt.Sprintf(" to slot %d", a.Slot)
	case ActDiscardFromPlay:
		s += fmt.Sprintf(" slot %d", a.Slot)
	case ActUsePower:
		s += fmt.Sprintf(" slot %d power %d own %d target %d", a.Slot, a.Index, a.Own, a.Target)
	case ActAttack:
		s += fmt.Sprintf(" #%d own %d target %d", a.Index, a.Own, a.Target)
		if a.Opt {
			s += " taking the option"
		}
	case ActTakePrize, ActExtraDraw:
		s += fmt.Sprintf(" %d", a.Index)
	case ActChooseFirst:
		s += fmt.Sprintf(" player %d", a.Target+1)
	}
	if len(a.Picks) > 0 && (a.Kind == ActAttack || a.Kind == ActUsePower || a.Kind == ActPlayTrainer) {
		s += fmt.Sprintf(" picks %v", a.Picks) // the cards chosen for the effect
	}
	if len(a.Spots) > 0 {
		s += fmt.Sprintf(" picking %v", a.Spots)
	}
	if len(a.Moves) > 0 {
		s += fmt.Sprintf(" moving %v", a.Moves)
	}
	// The other choices, each written only when the action makes it.
	for _, c := range [...]struct {
		words string
		v     []int
	}{{"finding", a.Finds}, {"opponent finding", a.OppFinds}, {"taking", a.Takes}, {"opponent sharing", a.ExpShare},
		{"opponent sharing Energy", a.ExpShareEnergy}, {"taking Energy", a.EnergyTakes}} {
		if len(c.v) > 0 {
			s += fmt.Sprintf(" %s %v", c.words, c.v)
		}
	}
	return s + pickString(a)
}

// Apply carries out one action and everything that follows from it automatically, up to the
// next decision. It returns the events (when tracing is on) or a *RuleError naming the rule an
// illegal action breaks; an illegal action changes nothing.
func (g *Game) Apply(a Action) ([]Event, error) {
	if g.broken != nil {
		return nil, fmt.Errorf("%v: %w (%v)", a, ErrGameBroken, g.broken)
	}
	if f := g.validate(&a); f.failed() {
		return nil, g.ruleError(a, f)
	}
	g.carryOut(&a)
	if err := g.src.Err(); err != nil {
		g.broken = err
		return g.takeEvents(), fmt.Errorf("%v: %w", a, err)
	}
	return g.takeEvents(), nil
}

// carryOut does a validated action and everything that follows it, up to the next decision.
func (g *Game) carryOut(a *Action) {
	g.applying = true
	for q := range g.benchPick {
		bp := &g.benchPick[q]
		bp.need, bp.size, bp.picks = -1, -1, a.OwnBenchDiscard
		if q != a.Player {
			bp.picks = a.BenchDiscard
		}
	}
	g.exec(a)
	g.keepBenchLimits(a) // a power that lowers a Bench limit works at once (Dittobolic)
	g.sweepImmune()
	g.advance()
	g.keepBenchLimits(nil)
	g.benchPick[0].picks, g.benchPick[1].picks = nil, nil
	g.applying = false
}

// Legal reports whether an action is legal now, without doing it.
func (g *Game) Legal(a Action) error {
	if g.broken != nil {
		return fmt.Errorf("%v: %w", a, ErrGameBroken)
	}
	if f := g.validate(&a); f.failed() {
		return g.ruleError(a, f)
	}
	return nil
}

func (g *Game) takeEvents() []Event {
	if !g.trace || len(g.events) == 0 {
		g.events = g.events[:0]
		return nil
	}
	ev := g.events
	g.events = nil
	return ev
}

// allowed lists the action kinds each decision accepts.
func allowed(d Decision, k ActionKind) bool {
	switch d {
	case DecideFirstPlayer:
		return k == ActChooseFirst
	case DecideActive:
		return k == ActSetupActive
	case DecideBench:
		return k == ActSetupBench || k == ActSetupDone
	case DecideExtraDraw:
		return k == ActExtraDraw
	case DecideMain:
		return k >= ActPlayBasic && k <= ActEndTurn || k == ActUseStadium || k == ActDiscardFromPlay
	case DecidePrize:
		return k == ActTakePrize
	case DecidePromote:
		return k == ActPromote
	case DecideSuddenDeath:
		return k == ActStartSuddenDeath
	}
	return false
}

func (g *Game) handCard(p, i int) (*Card, bool) {
	if i < 0 || i >= len(g.p[p].hand) {
		return nil, false
	}
	return g.cards[g.p[p].hand[i]], true
}

// validate checks an action against the rules without changing anything.
func (g *Game) validate(a *Action) fault {
	if f := g.validateKind(a); f.failed() {
		return f
	}
	if f := g.validateFinds(a); f.failed() {
		return f
	}
	if f := g.validateExpShare(a); f.failed() {
		return f
	}
	if f := g.validateOppFinds(a); f.failed() {
		return f
	}
	if f := g.validateEnergyTakes(a); f.failed() {
		return f
	}
	if a.Kind != ActPlayBasic && a.Kind != ActPlayLegend {
		// Last: the choice is checked by trying the action, which must be legal otherwise.
		return g.validateBenchDiscard(a)
	}
	return ok
}

// validateKind checks an action by its kind, and every choice but Finds.
func (g *Game) validateKind(a *Action) fault {
	if g.need == DecideNothing {
		return fault{ErrGameOver, refNone}
	}
	if a.Player < 0 || a.Player > 1 || (g.who >= 0 && a.Player != g.who) {
		return fault{ErrNotYourTurn, refTurnStart}
	}
	if !allowed(g.need, a.Kind) {
		if g.flow == flowSetup {
			return fault{ErrSetup, refSetup}
		}
		return fault{ErrWrongTime, refTurnStart}
	}
	if f := g.validateSplit(a); f.failed() {
		return f
	}
	if len(a.Takes) > 0 && !mayTake(a.Kind) {
		return fault{ErrBadChoice, refNone} // no evolving effect comes with this kind of action
	}
	p := a.Player
	pl := &g.p[p]
	switch a.Kind {
	case ActChooseFirst:
		if a.Target != 0 && a.Target != 1 {
			return fault{ErrBadChoice, refFirstPlayer}
		}
	case ActSetupActive:
		c, okc := g.handCard(p, a.Hand)
		if !okc {
			return fault{ErrNoSuchCard, refSetupActive}
		}
		if !g.basicAtSetup(c) {
			return fault{ErrNotBasic, g.notBasicAtSetup(c, refSetupActive)}
		}
	case ActSetupBench:
		c, okc := g.handCard(p, a.Hand)
		if !okc {
			return fault{ErrNoSuchCard, refSetupBench}
		}
		if !g.basicAtSetup(c) {
			return fault{ErrNotBasic, g.notBasicAtSetup(c, refSetupBench)}
		}
		if pl.nbench >= g.rules.MaxBench {
			return fault{ErrBenchFull, refSetupBench}
		}
		if g.setup.stage == setupExtraBench && a.Hand < g.setup.extraFrom {
			return fault{ErrBadChoice, refMulliganBench}
		}
	case ActSetupDone:
	case ActExtraDraw:
		if a.Index < 0 || a.Index > g.extraDrawAllowed() {
			return fault{ErrBadChoice, refMulliganDraw}
		}
	case ActTakePrize:
		if a.Index < 0 || a.Index >= len(pl.prizes) {
			return fault{ErrBadChoice, refKOPrize}
		}
	case ActPromote:
		if a.Slot < 1 || a.Slot > pl.nbench {
			return fault{ErrNoSuchPokemon, refKOReplace}
		}
	case ActStartSuddenDeath:
	case ActPlayBasic:
		c, okc := g.handCard(p, a.Hand)
		if !okc {
			return fault{ErrNoSuchCard, refBench}
		}
		if f := c.missingInPlay(); f.failed() {
			return f
		}
		if c.Stage == Restored && c.Category == PokemonCard && g.rules.RestoredPokemon.On {
			return fault{ErrRestoredFromHand, refRestoredHand}
		}
		if c.PlaysAsBasic {
			// A Fossil Trainer card is played as a Trainer card (play-trainer).
			return fault{ErrNotBasic, refFossilPlay}
		}
		if !c.IsBasicPokemon() {
			return fault{ErrNotBasic, refBench}
		}
		if g.benchFull(p) {
			return fault{ErrBenchFull, refBenchFull}
		}
		if f := g.validateBenchDiscard(a); f.failed() {
			return f
		}
		return g.validateTrigger(a, c, UseBenchedFromHand, pl.nbench+1, nil)
	case ActPlayLegend:
		c1, ok1 := g.handCard(p, a.Hand)
		c2, ok2 := g.handCard(p, a.Hand2)
		if !ok1 || !ok2 || a.Hand == a.Hand2 {
			return fault{ErrNoSuchCard, refLegend}
		}
		if c1.Stage != Legend || c2.Stage != Legend || c1.Name != c2.Name || c1.LegendHalf+c2.LegendHalf != 3 || c1.LegendHalf == c2.LegendHalf {
			return fault{ErrLegendHalves, refLegend}
		}
		if f := c1.missingInPlay(); f.failed() {
			return f
		}
		if g.benchFull(p) {
			return fault{ErrBenchFull, refBenchFull}
		}
		if f := g.validateBenchDiscard(a); f.failed() {
			return f
		}
		half1 := c1
		if c2.LegendHalf == 1 {
			half1 = c2
		}
		return g.validateTrigger(a, half1, UseBenchedFromHand, pl.nbench+1, nil)
	case ActEvolve:
		c, okc := g.handCard(p, a.Hand)
		if !okc {
			return fault{ErrNoSuchCard, refEvolve}
		}
		if f := c.missingInPlay(); f.failed() {
			return f
		}
		if c.Category != PokemonCard || !c.Stage.IsEvolution() && c.Stage != LevelUp {
			return fault{ErrCannotEvolve, refEvolve}
		}
		if !g.present(p, a.Slot) {
			return fault{ErrNoSuchPokemon, refEvolve}
		}
		pk := g.slot(p, a.Slot)
		if c.Stage == LevelUp {
			return g.validateLevelUp(pk, a.Slot, c)
		}
		top := g.top(pk)
		if top.Stage == Legend || pk.name != g.rules.pokemonName(c.EvolvesFrom) {
			return fault{ErrCannotEvolve, refEvolveName}
		}
		if g.rules.NoEvolveOnFirstTurn.On && g.turn <= 2 && !g.evolvesEarly(p, pk) {
			return fault{ErrFirstTurnEvolve, refEvolveFirstTurn}
		}
		if pk.enteredTurn >= g.turn && !g.evolvesEarlyWhenNew(p, pk) {
			return fault{ErrEvolveNew, refEvolveNew}
		}
		return g.validateTrigger(a, c, UseEvolvedFromHand, a.Slot, nil)
	case ActAttachEnergy:
		c, okc := g.handCard(p, a.Hand)
		if !okc {
			return fault{ErrNoSuchCard, refAttach}
		}
		if c.Category != EnergyCard {
			return fault{ErrNotEnergy, refAttach}
		}
		if g.energyAttached && !g.attachFree(p) {
			return fault{ErrAlreadyAttached, refAttachOnce}
		}
		if !g.present(p, a.Slot) {
			return fault{ErrNoSuchPokemon, refAttach}
		}
		if f := c.missingAttached(); f.failed() {
			return f
		}
		return g.validateTrigger(a, g.top(g.slot(p, a.Slot)), UseAttachedFromHand, a.Slot, c)
	case ActPlayTrainer:
		if f := g.validateTrainer(a); f.failed() {
			return f
		}
		c, _ := g.handCard(p, a.Hand)
		return g.validateDeckPicks(a, refTrainer, c.Play)
	case ActRetreat:
		return g.validateRetreat(a)
	case ActUsePower:
		if !g.present(p, a.Slot) {
			return fault{ErrNoSuchPokemon, refPower}
		}
		pw, _ := g.powerAt(g.slot(p, a.Slot), a.Index)
		if pw == nil || pw.Use != UseActivated {
			return fault{ErrNoSuchPower, refPower}
		}
		if !g.listing.readyFor(a) { // LegalActions has checked it for every variant it lists
			if f := g.powerReady(p, a.Slot, a.Index, pw); f.failed() {
				return f
			}
		}
		if borrowsSupporter(pw) { // Portrait: the Supporter's own choices (fx_lastd.go)
			return g.validateBorrow(a)
		}
		if f := g.validateChoices(p, pw.ChooseOwn, pw.ChooseOpp, a); f.failed() {
			return fault{f.err, refPower}
		}
		if f := g.energySourceChoice(p, pw.Ops, a.Own); f.failed() {
			return fault{f.err, refPower}
		}
		if plainOps(pw.Ops) && noPicks(a) && !a.Opt {
			// Nothing for the checks of choices below to look at; the power could do
			// something (powerReady), but perhaps not with these choices.
			return g.powerEffect(p, a.Slot, pw, a.Own, a.Target, 0, nil)
		}
		if f := g.energizedChoice(p, pw.Ops, a.Own); f.failed() {
			return fault{f.err, refPower}
		}
		if f := g.validateHandPicks(a); f.failed() {
			return fault{f.err, refPower}
		}
		if f := g.validateTargetPicks(a, refPower, pw.Ops); f.failed() {
			return f
		}
		if f := g.validateDeckPicks(a, refPower, pw.Ops); f.failed() {
			return f
		}
		if f := g.validateEvolveOps(a, [][]Op{pw.Ops}, a.Slot, nil, nil); f.failed() {
			return f
		}
		return g.powerEffect(p, a.Slot, pw, a.Own, a.Target, optOf(a.Opt), nil)
	case ActAttack:
		if f := g.validateAttack(a); f.failed() {
			return f
		}
		atk, _ := g.attackAt(g.active(p), a.Index)
		return g.validateDeckPicks(a, refAttackChoices, atk.Requires, atk.Before, atk.After)
	case ActEndTurn:
	case ActUseStadium:
		return g.validateUseStadium(a)
	case ActDiscardFromPlay:
		if !g.present(p, a.Slot) {
			return fault{ErrNoSuchPokemon, refFossilDiscard}
		}
		if g.top(g.slot(p, a.Slot)).Printed&PrintedDiscardFromPlay == 0 {
			return fault{ErrNotDiscardable, refFossilDiscard}
		}
	}
	return ok
}

// notBasicAtSetup names the rule that keeps a card out of setup placement.
func (g *Game) notBasicAtSetup(c *Card, x ref) ref {
	switch {
	case c.Stage == Restored && c.Category == PokemonCard && g.rules.RestoredPokemon.On:
		return refRestoredSetup
	case c.PlaysAsBasic:
		return refFossilSetup
	}
	return x
}

// validateLevelUp checks putting a LV.X on the Pokémon at slot.
func (g *Game) validateLevelUp(pk *pokemon, slot int, c *Card) fault {
	top := g.top(pk)
	if top.Stage == LevelUp || top.Stage == Legend || g.rules.CardName(top) != g.rules.CardName(c) {
		return fault{ErrCannotEvolve, refLevelUp}
	}
	if g.rules.LevelUpActiveOnly.On && slot != 0 {
		return fault{ErrLevelUpActive, refLevelUpAssumed}
	}
	if g.rules.LevelUpIsEvolving.On {
		if g.rules.NoEvolveOnFirstTurn.On && g.turn <= 2 {
			return fault{ErrFirstTurnEvolve, refEvolveFirstTurn}
		}
		if pk.enteredTurn >= g.turn {
			return fault{ErrEvolveNew, refEvolveNew}
		}
	}
	return ok
}

// validateChoices checks Own and Target against what a card asks to choose. When nothing
// could be chosen, the choice must be -1 and the effect finds no target.
func (g *Game) validateChoices(p int, own, opp Choice, a *Action) fault {
	if !g.validChoice(p, own, a.Own) || !g.validChoice(1-p, opp, a.Target) {
		return fault{ErrNoTarget, refNone}
	}
	return ok
}

func (g *Game) validChoice(side int, ch Choice, v int) bool {
	pl := &g.p[side]
	switch ch {
	case ChoosePokemon:
		if !pl.hasActive && pl.nbench == 0 {
			return v == -1
		}
		return g.present(side, v)
	case ChooseBenched:
		if pl.nbench == 0 {
			return v == -1
		}
		return v >= 1 && v <= pl.nbench
	}
	return true
}

// trainerReady checks everything about playing the Trainer card c (at hand position i) that
// depends neither on the Pokémon it goes to nor on the choices the action makes, so
// LegalActions can skip a card that cannot be played before it tries any of them: that
// includes a card that would do nothing whatever it chose (trainerEffect). The "can't play"
// effects of an attack (trainerLocked) are checked after the choices, so validate names a bad
// choice first.
func (g *Game) trainerReady(p, i int, c *Card) fault {
	if c.Missing != "" {
		return missing(c, c.Trainer.String()+" effect", c.Missing)
	}
	if g.rules.FirstTurnNoTrainers && g.turn == 1 {
		return fault{ErrFirstTurnTrainer, refFirstTurnTrainer}
	}
	switch c.Trainer {
	case Supporter:
		if g.supporterPlayed {
			return fault{ErrSupporterPlayed, refSupporter}
		}
	case Stadium:
		if g.stadiumPlayed {
			return fault{ErrStadiumPlayed, refStadiumOnce}
		}
		if g.stadium != noCard && g.cards[g.stadium].Name == c.Name {
			// The era's rulebook, or else the 2003 ruling, forbids it (every Stadium of our
			// sets also prints the rule).
			if g.rules.SameNameStadiumBlocked.On {
				return fault{ErrSameStadium, refStadiumSameName}
			}
		}
	}
	if c.PlaysAsBasic && g.benchFull(p) {
		return fault{ErrBenchFull, refBenchFull}
	}
	if c.PlayIf.Kind != CheckNone && !g.holds(&c.PlayIf, checkEnv{p: p, s: 0, dp: opp(p), ds: 0, as: -1}) {
		return fault{ErrConditionNotMet, refTrainer}
	}
	return g.trainerEffect(p, i, c, nil, anyChoice, anyChoice, -1)
}

// powerReady checks everything about using the activated power k of the Pokémon at p, s that
// does not depend on the choices the action makes, so LegalActions can skip a power that is
// off or used before it tries any of them.
func (g *Game) powerReady(p, s, k int, pw *Power) fault {
	if pw.ActiveOnly && s != 0 || pw.BenchOnly && s == 0 {
		return fault{ErrPowerOff, refPower}
	}
	if g.powerLocked(p, pw) { // hgss-era cards (second pass): Psychic Lock
		return fault{ErrPowerOff, refAttackEffects}
	}
	if !g.powerOn(p, s, pw) {
		return fault{ErrPowerOff, refPowerOff}
	}
	if pw.Missing != "" {
		return missing(g.top(g.slot(p, s)), pw.Kind.String()+" "+pw.Name, pw.Missing)
	}
	if pw.NotFirstOrNewTurn && (g.firstTurnOf(p) || g.slot(p, s).enteredTurn == g.turn) { // Leaving play.
		return fault{ErrPowerOff, refPower}
	}
	if pw.OncePerTurn && g.slot(p, s).powerUsedIn(k, g.turn) {
		return fault{ErrPowerUsed, refPower}
	}
	if f := g.powerUseIf(p, s, pw); f.failed() {
		return f
	}
	return g.powerEffect(p, s, pw, anyChoice, anyChoice, -1, nil) // whatever it chose, it would do nothing
}

func (g *Game) validateTrainer(a *Action) fault {
	p := a.Player
	c, okc := g.handCard(p, a.Hand)
	if !okc {
		return fault{ErrNoSuchCard, refTrainer}
	}
	if c.Category != TrainerCard {
		return fault{ErrNotTrainer, refTrainer}
	}
	if !g.listing.readyFor(a) { // LegalActions has checked it for every variant it lists
		if f := g.trainerReady(p, a.Hand, c); f.failed() {
			return f
		}
	}
	switch c.Trainer {
	case Tool:
		if !g.present(p, a.Slot) {
			return fault{ErrNoSuchPokemon, refTool}
		}
		if g.slot(p, a.Slot).tool != noCard {
			return fault{ErrToolAttached, refToolLimit}
		}
	case TechnicalMachine:
		if !g.present(p, a.Slot) {
			return fault{ErrNoSuchPokemon, refTM}
		}
	}
	return g.validateCardChoices(a, c, a.Hand)
}

// validateCardChoices checks the action's choices against what the Trainer card c asks: c
// played from the hand at position hand, or (hand -1) a Supporter whose effect a power uses
// from the opponent's hand (fx_lastd.go), which plays no card, so no "can't play" effect
// concerns it.
func (g *Game) validateCardChoices(a *Action, c *Card, hand int) fault {
	p := a.Player
	locked := func() fault {
		if hand < 0 {
			return ok
		}
		return g.trainerLocked(p, c)
	}
	if f := g.validateTrainerRemove(p, c, a); f.failed() {
		return f
	}
	if f := g.validateChoices(p, c.ChooseOwn, c.ChooseOpp, a); f.failed() {
		return fault{f.err, refTrainer}
	}
	if plainOps(c.Play) && c.PlayTogether == 0 && noPicks(a) && !a.Opt {
		// Nothing for the checks of choices below to look at.
		if f := locked(); f.failed() {
			return f
		}
		return g.trainerEffect(p, hand, c, trainerOps(c, a), a.Own, a.Target, 0)
	}
	if f := g.energizedChoice(p, c.Play, a.Own); f.failed() {
		return fault{f.err, refTrainer}
	}
	if f := g.validateTogether(p, c, a); f.failed() {
		return f
	}
	if f := locked(); f.failed() {
		return f
	}
	if f := g.validateHandPicks(a); f.failed() {
		return fault{f.err, refTrainer}
	}
	if f := g.validateTargetPicks(a, refTrainer, c.Play); f.failed() {
		return f
	}
	if f := g.validateEvolveOps(a, [][]Op{c.Play}, -1, nil, nil); f.failed() {
		return f
	}
	// Last, so that a choice the card never allows is named as such: the card could do
	// something (trainerReady), but perhaps not with these choices (Potion on an undamaged
	// Pokémon).
	return g.trainerEffect(p, hand, c, trainerOps(c, a), a.Own, a.Target, optOf(a.Opt))
}

// canRetreatNow checks everything about retreating except the Bench choice and payment.
func (g *Game) canRetreatNow(p int) fault {
	if g.retreated {
		return fault{ErrAlreadyRetreated, refRetreatOnce}
	}
	pk := g.active(p)
	if g.top(pk).Printed&PrintedNoRetreat != 0 {
		return fault{ErrPrintedNoRetreat, refFossilPlay} // the card's own rule (Unidentified Fossil)
	}
	if pk.cond&(Asleep|Paralyzed) != 0 && !g.retreatsAnyway(p, 0) {
		return fault{ErrCannotRetreat, refRetreatBlocked}
	}
	if g.hasLasting(pk, LastingCantRetreat) {
		return fault{ErrCannotRetreat, refAttackEffects}
	}
	if g.p[p].nbench == 0 {
		return fault{ErrNoBench, refRetreat}
	}
	return ok
}

func (g *Game) validateRetreat(a *Action) fault {
	p := a.Player
	if f := g.canRetreatNow(p); f.failed() {
		return f
	}
	if a.Slot < 1 || a.Slot > g.p[p].nbench {
		return fault{ErrNoSuchPokemon, refRetreat}
	}
	pk := g.active(p)
	if err := g.retreatPayment(pk, a.Picks); err != nil {
		return fault{err, g.retreatPayRef(pk, a.Picks)}
	}
	return ok
}

// retreatPayRef names the rule a Retreat Cost payment applies: one Energy card per symbol,
// or, where a discarded card provides more than one Energy, the one-card-at-a-time rule for
// such cards.
func (g *Game) retreatPayRef(pk *pokemon, picks []int) ref {
	for _, x := range picks {
		if x >= 0 && x < len(pk.energy) && g.unitsAttached(pk, pk.energy[x]) > 1 {
			return refRetreatPayDouble
		}
	}
	return refRetreatPay
}

// retreatPayable reports whether the Active Pokémon can pay its Retreat Cost at all.
func (g *Game) retreatPayable(pk *pokemon, picks []int) bool {
	return g.retreatPayment(pk, picks) == nil
}

// retreatPayment checks a Retreat Cost payment. With RetreatStopWhenPaid, Energy is discarded
// one card at a time until the cost is paid; the last card may provide more than is left to
// pay, but once the cost is paid no further card may be discarded. Without it, a card that
// provides more than one Energy may give just 1 of them, so any cards cover the cost as long
// as each gives at least 1 (no more cards than the cost, and enough Energy in all). With no
// picks the engine pays automatically in the order the Energy was attached.
func (g *Game) retreatPayment(pk *pokemon, picks []int) error {
	if picks == nil {
		total := 0
		for _, e := range pk.energy {
			total += g.unitsAttached(pk, e)
		}
		printed := g.statsCard(pk).RetreatCost
		if total >= printed && g.retreatNeverRises() {
			return nil // what is attached pays the printed cost, and effects can only lower it
		}
		if total < printed && g.retreatNeverFalls() {
			return ErrRetreatCost // it does not pay the printed cost, and effects can only raise it
		}
		if total < g.retreatCostAt(g.slotOf(pk)) {
			return ErrRetreatCost
		}
		return nil
	}
	cost := g.retreatCostAt(g.slotOf(pk))
	if cost <= 0 {
		if len(picks) > 0 {
			return ErrRetreatOverpaid
		}
		return nil
	}
	paid := 0
	for i, x := range picks {
		if x < 0 || x >= len(pk.energy) {
			return ErrRetreatCost
		}
		for _, y := range picks[:i] {
			if y == x {
				return ErrRetreatCost
			}
		}
		if paid >= cost && g.rules.RetreatStopWhenPaid.On {
			return ErrRetreatOverpaid
		}
		paid += g.unitsAttached(pk, pk.energy[x])
	}
	if len(picks) > cost {
		return ErrRetreatOverpaid // some card would give nothing to the cost
	}
	if paid < cost {
		return ErrRetreatCost
	}
	return nil
}

// retreatDiscards returns the positions of the Energy to discard, in order.
func (g *Game) retreatDiscards(pk *pokemon, picks []int) []int {
	if picks != nil {
		return picks
	}
	cost := g.retreatCostAt(g.slotOf(pk))
	var out []int
	paid := 0
	for i, e := range pk.energy {
		if paid >= cost {
			break
		}
		out = append(out, i)
		paid += g.unitsAttached(pk, e)
	}
	return out
}

func (g *Game) hasLasting(pk *pokemon, k LastingKind) bool {
	for i := range pk.lasting {
		if pk.lasting[i].Kind == k && pk.lasting[i].turn == g.turn {
			return true
		}
	}
	return false
}

// canAttackNow checks everything about attacking except the attack itself.
func (g *Game) canAttackNow(p int) fault {
	if g.rules.FirstTurnNoAttack && g.turn == 1 {
		return fault{ErrFirstTurnAttack, refFirstTurnAttack}
	}
	return g.canAttackOtherwise(p)
}

// canAttackOtherwise is canAttackNow without the first-turn ban on attacking.
func (g *Game) canAttackOtherwise(p int) fault {
	pk := g.active(p)
	if pk.cond&Asleep != 0 {
		return fault{ErrCannotAttack, refAsleepNoAttack}
	}
	if pk.cond&Paralyzed != 0 {
		return fault{ErrCannotAttack, refParalyzedNoAttack}
	}
	if g.hasLasting(pk, LastingCantAttack) {
		return fault{ErrCannotAttack, refAttackEffects}
	}
	return ok
}

// attackReady checks everything about using attack k of player p's Active Pokémon that does
// not depend on the choices an action makes: LegalActions skips an attack that fails it
// before it tries any of its choices.
func (g *Game) attackReady(p, k int) (*Attack, fault) {
	if f := g.canAttack(p, k); f.failed() {
		return nil, f
	}
	pk := g.active(p)
	atk, _ := g.attackAt(pk, k)
	if atk == nil {
		return nil, fault{ErrNoSuchAttack, refAttackAnnounce}
	}
	if atk.Missing != "" {
		return nil, missing(g.top(pk), "attack "+atk.Name, atk.Missing)
	}
	if f := g.attackUseIf(p, atk); f.failed() {
		return nil, f
	}
	for i := range pk.lasting {
		if le := &pk.lasting[i]; le.Kind == LastingCantUseAttack && le.turn == g.turn && le.Attack == atk.Name {
			return nil, fault{ErrCannotAttack, refAttackEffects}
		}
	}
	if !g.canPay(pk, g.attackCost(p, pk, atk)) {
		return nil, fault{ErrNotEnoughEnergy, refEnergyCost}
	}
	if atk.GX && g.rules.GXOncePerGame.On && g.gxUsed[p] {
		return nil, fault{ErrGXUsed, refGXOnce}
	}
	return atk, g.firstTurnAttack(p, atk)
}

func (g *Game) validateAttack(a *Action) fault {
	p := a.Player
	atk := g.listing.attack
	if !g.listing.readyFor(a) {
		var f fault
		if atk, f = g.attackReady(p, a.Index); f.failed() {
			return f
		}
	}
	if f := g.validatePickedType(p, atk, a); f.failed() {
		return f
	}
	if f := g.validatePickedAttack(p, atk, a); f.failed() {
		return f
	}
	if !plainOps(atk.Requires, atk.Before, atk.After) || !noPicks(a) {
		if f := g.validateHandPicks(a); f.failed() {
			return fault{f.err, refAttackChoices}
		}
		if f := g.validateRemovePicks(p, atk, a.Picks); f.failed() {
			return f
		}
		if f := g.validateTargetPicks(a, refAttackChoices, atk.Requires, atk.Before, atk.After); f.failed() {
			return f
		}
		if f := g.validateEvolveOps(a, [][]Op{atk.Requires, atk.Before, atk.After}, 0, atk, nil); f.failed() {
			return f
		}
	}
	if a.Opt && !atk.Optional {
		return fault{ErrBadChoice, refAttackChoices} // nothing optional to take
	}
	if atk.Optional && !a.Opt {
		// The attack's choices serve its optional part: declined, nothing is chosen.
		if a.Own != -1 && atk.ChooseOwn != ChooseNone || a.Target != -1 && atk.ChooseOpp != ChooseNone {
			return fault{ErrBadChoice, refAttackChoices}
		}
		return ok
	}
	if f := g.validateChoices(p, atk.ChooseOwn, atk.ChooseOpp, a); f.failed() {
		return fault{f.err, refAttackChoices}
	}
	if atk.ChooseOpp != ChooseNone && a.Target >= 0 {
		return g.chosenMatches(p, a.Target, atk.ChooseOpp, atk.Requires, atk.Before, atk.After)
	}
	return ok
}

// plainOps reports whether every op is of the kinds the engine had before the card pool's
// choice families (both hands, the deck, targets, leaving play, evolving, Energy spreads, …):
// such an effect asks for no choice beyond its Pokémon, so the checks of those choices have
// nothing to look at. Most cards are so, and listing their actions stays cheap.
func plainOps(lists ...[]Op) bool {
	for _, ops := range lists {
		for i := range ops {
			if ops[i].Kind > OpDiscardHand {
				return false
			}
		}
	}
	return true
}

// noPicks reports whether the action carries none of the choices those ops read.
func noPicks(a *Action) bool {
	return len(a.Picks)+len(a.HandPicks)+len(a.OppHandPicks)+len(a.Spots)+len(a.Moves)+len(a.Split)+len(a.Takes) == 0
}

// canPay reports whether the Energy attached to a Pokémon meets a cost. Typed symbols need
// Energy of that type (or Energy of every type); Colorless symbols take any Energy.
func (g *Game) canPay(pk *pokemon, cost []Type) bool {
	return g.canPayUnits(pk, cost)
}

// removeHand takes card i out of player p's hand, keeping the order of the rest.
func (g *Game) removeHand(p, i int) CardRef {
	pl := &g.p[p]
	c := pl.hand[i]
	copy(pl.hand[i:], pl.hand[i+1:])
	pl.hand = pl.hand[:len(pl.hand)-1]
	return c
}

// resetPokemon readies slot s of player p for a new Pokémon made of card c.
func (g *Game) putInPlay(p, s int, c CardRef, entered int) {
	pk := g.slot(p, s)
	pk.stack = append(pk.stack[:0], c)
	g.restack(pk)
	pk.energy = pk.energy[:0]
	pk.tms = pk.tms[:0]
	pk.tool = noCard
	pk.damage = 0
	pk.cond = 0
	pk.paralyzedTurn = 0
	pk.enteredTurn = entered
	pk.lasting = pk.lasting[:0]
	pk.usedMask = 0
	pk.activeTurn, pk.hitTurn, pk.poisonCounters, pk.sleepCoins = 0, 0, 0, 0
	pk.knockedOut = false
	pk.typeTurn = 0
}

// exec carries out a validated action.
func (g *Game) exec(a *Action) {
	p := a.Player
	pl := &g.p[p]
	switch a.Kind {
	case ActChooseFirst:
		g.first = a.Target
		if g.trace {
			g.emit(Event{Kind: EvFirstPlayer, Player: a.Target, Slot: -1, Anchor: g.rules.anchor(refFirstPlayer),
				Message: firstChoiceMessage(g.name(p), g.name(a.Target), p == a.Target)})
		}
		g.deal()
	case ActSetupActive:
		c := g.removeHand(p, a.Hand)
		g.putInPlay(p, 0, c, 0)
		pl.hasActive = true
		if g.trace {
			g.emit(Event{Kind: EvPlaceActive, Player: p, Zone: ZoneActive, Slot: 0, Card: g.cards[c].Name,
				Anchor: g.rules.anchor(refSetupActive), Message: g.name(p) + " puts a Basic Pokémon face down as the Active Pokémon (" + g.cards[c].Name + ")"})
			g.fossilAtSetup(p, g.cards[c])
		}
		g.setup.stage = setupBench
		g.need = DecideBench
	case ActSetupBench:
		c := g.removeHand(p, a.Hand)
		pl.nbench++
		g.putInPlay(p, pl.nbench, c, 0)
		x := refSetupBench
		if g.setup.stage == setupExtraBench {
			x = refMulliganBench
		}
		if g.trace {
			g.emit(Event{Kind: EvPlaceBench, Player: p, Zone: ZoneBench, Slot: pl.nbench, Card: g.cards[c].Name,
				Before: pl.nbench - 1, After: pl.nbench, Anchor: g.rules.anchor(x),
				Message: g.name(p) + " puts " + g.cards[c].Name + " face down on the Bench"})
			g.fossilAtSetup(p, g.cards[c])
		}
	case ActSetupDone:
		switch g.setup.stage {
		case setupBench:
			if g.setup.placer == 0 {
				g.setup.placer = 1
				g.setup.stage = setupActive
				g.need, g.who = DecideActive, 1
				return
			}
			g.afterPlacement()
		case setupExtraBench:
			g.finishSetup()
		}
	case ActExtraDraw:
		from := len(pl.hand)
		n := g.draw(p, a.Index, refMulliganDraw)
		drewBasic := false
		for _, c := range pl.hand[from:] {
			if g.basicAtSetup(g.cards[c]) {
				drewBasic = true
			}
		}
		if n > 0 && drewBasic {
			g.assume(g.rules.MulliganBenchDrawn, refMulliganBench, p)
			if g.rules.MulliganBenchDrawn.On && pl.nbench < g.rules.MaxBench {
				g.setup.stage = setupExtraBench
				g.setup.extraFrom = from
				g.need = DecideBench
				return
			}
		}
		g.finishSetup()
	case ActTakePrize:
		g.takePrize(p, a.Index)
	case ActPromote:
		g.promote(p, a.Slot)
	case ActStartSuddenDeath:
		g.startSuddenDeath()
	case ActPlayBasic:
		c := g.removeHand(p, a.Hand)
		pl.nbench++
		g.putInPlay(p, pl.nbench, c, g.turn)
		if g.trace {
			g.emit(Event{Kind: EvPlaceBench, Player: p, Zone: ZoneBench, Slot: pl.nbench, Card: g.cards[c].Name,
				Before: pl.nbench - 1, After: pl.nbench, Anchor: g.rules.anchor(refBench),
				Message: fmt.Sprintf("%s puts %s on the Bench (%d of %d)", g.name(p), g.cards[c].Name, pl.nbench, g.benchMost(p))})
		}
		g.benchedTrigger(a, pl.nbench)
		if g.opponentTriggers(p, pl.nbench, UseOpponentBenches, "put a Basic Pokémon from their hand onto their Bench:") {
			g.checkKnockOuts(refKO)
		}
	case ActPlayLegend:
		h1, h2 := a.Hand, a.Hand2
		if h1 < h2 {
			h1, h2 = h2, h1
		}
		c1 := g.removeHand(p, h1)
		c2 := g.removeHand(p, h2)
		if g.cards[c1].LegendHalf == 1 {
			c1, c2 = c2, c1
		}
		pl.nbench++
		g.putInPlay(p, pl.nbench, c1, g.turn)
		pk := g.slot(p, pl.nbench)
		pk.stack = append(pk.stack, c2)
		g.restack(pk)
		if g.trace {
			g.emit(Event{Kind: EvPlaceBench, Player: p, Zone: ZoneBench, Slot: pl.nbench, Card: g.cards[c2].Name,
				Before: pl.nbench - 1, After: pl.nbench, Anchor: g.rules.anchor(refLegend),
				Message: g.name(p) + " puts both halves of " + g.cards[c2].Name + " on the Bench together"})
		}
		g.benchedTrigger(a, pl.nbench)
	case ActEvolve:
		hand := g.resolveHandPicks(a) // hand positions as they are before the card is played
		finds := g.resolveFinds(a)
		g.evolve(a)
		if g.cards[g.slot(p, a.Slot).stack[len(g.slot(p, a.Slot).stack)-1]].Stage != LevelUp {
			g.evolvedTrigger(p, a.Slot, a.Opt, a.Own, a.Target, hand, finds, a.Picks)
		}
	case ActAttachEnergy:
		c := g.removeHand(p, a.Hand)
		pk := g.slot(p, a.Slot)
		pk.energy = append(pk.energy, c)
		g.energyAttached = true
		if g.trace {
			g.emit(Event{Kind: EvAttachEnergy, Player: p, Zone: zoneOf(a.Slot), Slot: a.Slot, Card: g.cards[c].Name,
				Before: len(pk.energy) - 1, After: len(pk.energy), Anchor: g.rules.anchor(refAttach),
				Message: fmt.Sprintf("%s attaches %s to %s (the one Energy attachment of the turn)", g.name(p), g.cards[c].Name, g.top(pk).Name)})
		}
		ran := false
		if ops := g.cards[c].OnAttach; len(ops) > 0 {
			// The Energy card's own effect when attached from the hand (Rainbow Energy's
			// damage counter), on the Pokémon it was attached to.
			ctx := opCtx{player: p, self: a.Slot, own: -1, opp: -1, ref: refAttach, source: g.cards[c].Name}
			g.runOps(ops, &ctx)
			ran = true
		}
		// The opponent's powers that work when an Energy card is attached (Ampharos's
		// Conductivity).
		// This Pokémon's own power that works when it is given Energy (Eevee's Energy
		// Evolution), then the opponent's.
		if g.attachedTrigger(a, g.cards[c]) {
			ran = true
		}
		own := g.ownAttachTriggers(p, a.Slot, c)
		if g.attachTriggers(p, a.Slot) || ran || own {
			g.checkKnockOuts(refKO)
		}
	case ActPlayTrainer:
		g.playTrainer(a)
		g.checkKnockOuts(refKO)
	case ActRetreat:
		g.retreat(a)
		if g.opponentTriggers(p, 0, UseOpponentRetreats, "retreated; the new Active Pokémon is") {
			g.checkKnockOuts(refKO)
		}
	case ActUsePower:
		pk := g.slot(p, a.Slot)
		pw, from := g.powerAt(pk, a.Index)
		pk.markPowerUsed(a.Index, g.turn)
		if g.trace {
			name := g.top(pk).Name
			g.emit(Event{Kind: EvPower, Player: p, Zone: zoneOf(a.Slot), Slot: a.Slot, Card: name,
				Anchor: g.rules.anchor(refPower), Message: fmt.Sprintf("%s uses %s's %s %s", g.name(p), name, pw.Kind, pw.Name)})
			g.traceKept(p, a.Slot, from, pw.Name)
		}
		ctx := opCtx{player: p, self: a.Slot, own: a.Own, opp: a.Target, ref: refPower, source: pw.Name, handPicks: g.resolveHandPicks(a), opted: a.Opt, picks: a.Picks}
		ctx.spots, ctx.moves, ctx.finds, ctx.oppFinds = a.Spots, a.Moves, g.resolveFinds(a), g.resolveOppFinds(a)
		ctx.evolve = evolveCtxOf(a)
		ctx.split = a.Split
		ctx.take = g.startTake(a)
		g.runOps(pw.Ops, &ctx)
		g.checkKnockOuts(refKO)
	case ActAttack:
		g.react.expShare, g.react.expShareEnergy = a.ExpShare, g.resolveExpShareEnergy(a)
		g.attack(a)
		g.flow = flowEndTurn
		g.checkKnockOuts(refAttackEffects)
		g.react.expShare, g.react.expShareEnergy = nil, nil
	case ActEndTurn:
		g.flow = flowEndTurn
	case ActUseStadium:
		g.useStadium(a)
	case ActDiscardFromPlay:
		g.discardFromPlay(p, a.Slot)
	}
}

// discardFromPlay discards player p's Pokémon at slot s, whose card lets its owner do so, with
// every card attached to it. That is not a Knock Out, so no Prize card is taken; an Active
// Pokémon is replaced from the Bench as after one.
func (g *Game) discardFromPlay(p, s int) {
	if g.trace { // before the cards move, so the trace never sees a card nowhere
		pk := g.slot(p, s)
		n := len(pk.stack) + len(pk.energy) + len(pk.tms)
		if pk.tool != noCard {
			n++
		}
		name := g.top(pk).Name
		g.emit(Event{Kind: EvNote, Player: p, Zone: zoneOf(s), Slot: s, Card: name, Amount: n,
			Anchor: g.rules.anchor(refFossilDiscard),
			Message: fmt.Sprintf("%s discards %s from play, as its card allows, with every card attached to it (%s); it is not Knocked Out, so no Prize card is taken",
				g.name(p), name, count(n, "card"))})
	}
	g.discardMany(p, g.takeOutOfPlay(p, s), refFossilDiscard)
	if s == 0 {
		g.activeRemoved(p)
	}
}

// firstChoiceMessage says whom the coin-flip winner chose to go first.
func firstChoiceMessage(chooser, first string, self bool) string {
	if self {
		return chooser + " chooses to go first"
	}
	return chooser + " chooses to let " + first + " go first"
}

// attachTriggers runs the powers of p's opponent that work whenever p attaches an Energy card
// from the hand (UseOpponentAttaches), on p's Pokémon in slot s. It reports whether any ran.
func (g *Game) attachTriggers(p, s int) bool {
	o := opp(p)
	pl := &g.p[o]
	ran := false
	for os := 0; os <= pl.nbench; os++ {
		if os == 0 && !pl.hasActive {
			continue
		}
		pk := &pl.slots[os]
		for i, n := 0, g.powerCount(pk); i < n && hasPowerUse(pk, UseOpponentAttaches); i++ {
			pw, _ := g.powerAt(pk, i)
			if pw == nil {
				break
			}
			if pw.Use != UseOpponentAttaches || !g.powerOn(o, os, pw) || (pw.ActiveOnly && os != 0) {
				continue
			}
			if g.trace {
				name := g.top(pk).Name
				g.emit(Event{Kind: EvPower, Player: o, Zone: zoneOf(os), Slot: os, Card: name,
					Anchor: g.rules.anchor(refPowerAlwaysOn),
					Message: fmt.Sprintf("%s's %s %s works: %s attached an Energy card to %s", name, pw.Kind, pw.Name,
						g.name(p), g.top(g.slot(p, s)).Name)})
			}
			ctx := opCtx{player: o, self: os, own: -1, opp: s, ref: refPowerAlwaysOn, source: pw.Name}
			g.runOps(pw.Ops, &ctx)
			ran = true
		}
	}
	return ran
}

func (g *Game) evolve(a *Action) {
	p := a.Player
	c := g.removeHand(p, a.Hand)
	pk := g.slot(p, a.Slot)
	below := g.top(pk)
	from := below.Name
	card := g.cards[c]
	pk.stack = append(pk.stack, c)
	g.restack(pk)
	if card.Stage == LevelUp {
		g.levelUp(p, a.Slot, below, card)
		return
	}
	if pk.enteredTurn >= g.turn {
		g.assume(g.rules.EvolveEarlyWhenNew, refEvolveNew, p) // only evolvesEarlyWhenNew lets it
	}
	pk.enteredTurn = g.turn
	pk.usedMask = 0
	if g.trace {
		g.emit(Event{Kind: EvEvolve, Player: p, Zone: zoneOf(a.Slot), Slot: a.Slot, Card: card.Name,
			Before: pk.damage, After: pk.damage, Anchor: g.rules.anchor(refEvolve),
			Message: fmt.Sprintf("%s evolves %s into %s, keeping its damage and attached cards", g.name(p), from, card.Name)})
		if from != card.EvolvesFrom {
			if x, rc := g.rules.nameRuleUsed(from); x != refNone {
				g.assume(rc, x, p)
				g.note(x, p, "it evolves from ", card.EvolvesFrom, ": ", from, " has that name")
			}
		}
		if card.Stage == BreakStage {
			g.traceBreak(p, below, card)
		}
	}
	g.clearAttackEffects(p, a.Slot, refEvolveClears, "it evolved")
	g.megaEndsTurn(p, card)
}

// megaEndsTurn ends player p's turn when card, just put on one of p's Pokémon, makes it a
// Mega Evolution Pokémon: by the era's rulebook (MegaEndsTurn), or by the Mega Evolution rule
// the card prints, which holds where the rulebook leaves Mega Evolution out.
func (g *Game) megaEndsTurn(p int, card *Card) {
	if card.Stage != MegaStage && card.Tags&TagMega == 0 {
		return
	}
	r := g.rules
	switch {
	case r.MegaEndsTurn.On:
		g.assume(r.MegaEndsTurn, refMegaEndsTurn, p)
		if g.trace {
			g.note(refMegaEndsTurn, p, card.Name, " is a Mega Evolution Pokémon: ", g.name(p), "'s turn ends")
		}
	case card.Printed&PrintedMegaEndsTurn != 0:
		if g.trace {
			// Cited from the page rulesd gives for it; an era with no such page (no Mega card
			// belongs to it) cites the evolving rule the card's rule adds to.
			x := refMegaEndsTurn
			if !r.emits(x) {
				x = refEvolve
			}
			g.note(x, p, card.Name, " prints the Mega Evolution rule, which holds though this era's rulebook leaves Mega Evolution out: ", g.name(p), "'s turn ends")
		}
	default:
		return
	}
	g.flow = flowEndTurn
}

// traceBreak explains what a Pokémon BREAK keeps from the card it evolved from.
func (g *Game) traceBreak(p int, below, card *Card) {
	if !g.rules.BreakEvolution.On {
		g.assume(g.rules.BreakEvolution, refEvolve, p)
		return
	}
	g.note(refBreak, p, fmt.Sprintf("%s is a Pokémon BREAK: it keeps the attacks and Abilities of %s and its Weakness, Resistance and Retreat Cost (%d); its HP is now %d and its type %s",
		card.Name, below.Name, below.RetreatCost, card.HP, card.PrimaryType()))
}

// levelUp finishes putting a LV.X on a Pokémon of the same name.
func (g *Game) levelUp(p, s int, below, card *Card) {
	pk := g.slot(p, s)
	r := g.rules
	if g.trace {
		g.emit(Event{Kind: EvEvolve, Player: p, Zone: zoneOf(s), Slot: s, Card: card.Name,
			Before: pk.damage, After: pk.damage, Anchor: r.anchor(refLevelUp),
			Message: fmt.Sprintf("%s puts %s on %s, the Pokémon of the same name", g.name(p), card.Name, below.Name)})
		if x, rc := r.nameRuleUsed(card.Name); x != refNone {
			g.assume(rc, x, p)
		}
		if r.LevelUpActiveOnly.On {
			g.assume(r.LevelUpActiveOnly, refLevelUpAssumed, p)
		}
		if r.LevelUpKeeps.On {
			g.note(refLevelUpKeeps, p, card.Name, " keeps the attacks and powers of ", below.Name, " and adds its own")
		}
	}
	if !r.LevelUpIsEvolving.On {
		return
	}
	g.assume(r.LevelUpIsEvolving, refLevelUpAssumed, p)
	pk.enteredTurn = g.turn
	pk.usedMask = 0
	g.clearAttackEffects(p, s, refLevelUpAssumed, "a LV.X was put on it, which counts as evolving")
}

// traceKept notes that a power or attack comes from a card the Pokémon keeps (BREAK, LV.X)
// or from a Technical Machine, citing that rule.
func (g *Game) traceKept(p, s int, from *Card, what string) {
	pk := g.slot(p, s)
	top := g.top(pk)
	switch {
	case from == nil || from == top:
	case pk.lostLink && s == 0 && from.Category == PokemonCard && !g.inStack(pk, from):
		g.traceLostAttack(p, pk, from, what) // Lost Link (fx_lastd.go)
	case from.Category == TrainerCard && from.Trainer == TechnicalMachine:
		g.note(refTM, p, what, " comes from the Technical Machine ", from.Name, " attached to ", top.Name)
	case top.Stage == BreakStage:
		g.note(refBreak, p, top.Name, " keeps ", what, " from ", from.Name)
	case top.Stage == LevelUp:
		g.note(refLevelUpKeeps, p, top.Name, " keeps ", what, " from ", from.Name)
	}
}

// fossilAtSetup explains why a Fossil Trainer card could be placed during setup.
func (g *Game) fossilAtSetup(p int, c *Card) {
	if c.PlaysAsBasic {
		g.assume(g.rules.FossilBasicAtSetup, refFossilSetup, p)
		g.note(refFossilSetup, p, c.Name, " is a Fossil Trainer card, which counts as a Basic Pokémon during setup")
	}
}

func (g *Game) playTrainer(a *Action) {
	p := a.Player
	pl := &g.p[p]
	handPicks := g.resolveHandPicks(a) // hand positions as the hand is before the action
	hand := g.playTogether(a)          // Missing Clover: the copies played with it go first
	c := g.removeHand(p, hand)
	pl.playing = c
	card := g.cards[c]
	g.played = append(g.played, card.Name)
	ctx := opCtx{player: p, self: -1, own: a.Own, opp: a.Target, ref: refTrainer, source: card.Name, handPicks: handPicks, opted: a.Opt, picks: a.Picks}
	ctx.take = g.startTake(a)
	ctx.spots, ctx.moves, ctx.finds, ctx.oppFinds = a.Spots, a.Moves, g.resolveFinds(a), g.resolveOppFinds(a)
	ctx.evolve = evolveCtxOf(a)
	ctx.split = a.Split
	switch {
	case card.PlaysAsBasic:
		// A Fossil Trainer card goes onto the Bench and is a Basic Pokémon while in play.
		pl.playing = noCard
		pl.nbench++
		g.putInPlay(p, pl.nbench, c, g.turn)
		if g.trace {
			g.emit(Event{Kind: EvPlaceBench, Player: p, Zone: ZoneBench, Slot: pl.nbench, Card: card.Name,
				Before: pl.nbench - 1, After: pl.nbench, Anchor: g.rules.anchor(refFossilPlay),
				Message: fmt.Sprintf("%s plays the Fossil Trainer card %s onto the Bench, where it is a Basic Pokémon (%d of %d)",
					g.name(p), card.Name, pl.nbench, g.benchMost(p))})
		}
		g.runOps(card.Play, &ctx)
		return
	}
	switch card.Trainer {
	case Item:
		if g.trace {
			g.emit(Event{Kind: EvPlayTrainer, Player: p, Zone: ZoneHand, Slot: -1, Card: card.Name,
				Anchor: g.rules.anchor(refTrainer), Message: g.name(p) + " plays " + card.Name})
		}
		g.runOps(trainerOps(card, a), &ctx)
		pl.playing = noCard
		g.toDiscard(p, c, refTrainer)
	case Supporter:
		g.supporterPlayed = true
		// What the card does is the rule for playing it (do what it says); the one-a-turn
		// limit is cited by the play itself.
		ctx.ref = refSupporterPlay
		if g.trace {
			g.emit(Event{Kind: EvPlayTrainer, Player: p, Zone: ZoneHand, Slot: -1, Card: card.Name,
				Anchor: g.rules.anchor(refSupporter), Message: g.name(p) + " plays the Supporter " + card.Name + " (one Supporter a turn)"})
		}
		g.runOps(card.Play, &ctx)
		pl.playing = noCard
		if g.rules.SupporterStaysUntilEndOfTurn {
			pl.supporter = c
		} else {
			g.toDiscard(p, c, refSupporterPlay)
		}
	case Stadium:
		g.stadiumPlayed = true
		ctx.ref = refStadium
		old := ""
		if g.stadium != noCard {
			old = g.cards[g.stadium].Name
			if old == card.Name {
				g.assume(g.rules.SameNameStadiumBlocked, refStadiumSameName, p)
			}
			oldRef, oldOwner := g.stadium, g.stadiumOwner
			g.stadium = noCard
			g.toDiscard(oldOwner, oldRef, refStadium)
		}
		pl.playing = noCard
		g.stadium, g.stadiumOwner = c, p
		if g.trace {
			msg := g.name(p) + " puts the Stadium " + card.Name + " into play"
			if old != "" {
				msg += "; " + old + " leaves play, as only one Stadium can be in play"
			}
			g.emit(Event{Kind: EvStadium, Player: p, Zone: ZoneStadium, Slot: -1, Card: card.Name,
				Anchor: g.rules.anchor(refStadium), Message: msg})
		}
		g.runOps(card.Play, &ctx)
	case Tool:
		pk := g.slot(p, a.Slot)
		pl.playing = noCard
		pk.tool = c
		if g.trace {
			g.emit(Event{Kind: EvAttachTool, Player: p, Zone: zoneOf(a.Slot), Slot: a.Slot, Card: card.Name,
				Anchor: g.rules.anchor(refTool), Message: g.name(p) + " attaches " + card.Name + " to " + g.top(pk).Name})
		}
		ctx.ref = refTool
		g.runOps(card.Play, &ctx)
	case TechnicalMachine:
		pk := g.slot(p, a.Slot)
		pl.playing = noCard
		others := len(pk.tms) > 0 || pk.tool != noCard
		pk.tms = append(pk.tms, c)
		if g.trace {
			g.emit(Event{Kind: EvAttachTM, Player: p, Zone: zoneOf(a.Slot), Slot: a.Slot, Card: card.Name,
				Anchor: g.rules.anchor(refTM), Message: g.name(p) + " attaches the Technical Machine " + card.Name + " to " +
					g.top(pk).Name + ", which may now use its attack as its own"})
			if others {
				g.assume(g.rules.TMBesideTool, refTM, p)
			}
		}
		ctx.ref = refTM
		g.runOps(card.Play, &ctx)
	}
}

func (g *Game) retreat(a *Action) {
	p := a.Player
	pk := g.active(p)
	name := g.top(pk).Name
	disc := g.retreatDiscards(pk, a.Picks)
	if _, kept := g.retreatCostIn(p, 0); kept {
		g.assume(g.rules.NoRetreatCostStays, refRetreat, p)
	}
	pay := g.retreatPayRef(pk, disc)
	if pay == refRetreatPayDouble {
		g.assume(g.rules.RetreatStopWhenPaid, refRetreatPayDouble, p)
	}
	// Cards go to the discard pile in the order paid; they are taken off the Pokémon from the
	// highest position down so earlier positions stay valid.
	paid := make([]CardRef, len(disc))
	for i, x := range disc {
		paid[i] = pk.energy[x]
	}
	order := append([]int(nil), disc...)
	n := len(order)
	for i := 1; i < n; i++ {
		for j := i; j > 0 && order[j] > order[j-1]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	for _, x := range order {
		copy(pk.energy[x:], pk.energy[x+1:])
		pk.energy = pk.energy[:len(pk.energy)-1]
	}
	g.discardMany(p, paid, pay)
	g.retreated = true
	pl := &g.p[p]
	pl.slots[0], pl.slots[a.Slot] = pl.slots[a.Slot], pl.slots[0]
	pl.slots[0].activeTurn = g.turn
	cl := g.clearQuiet(p, a.Slot)
	if g.trace {
		g.emit(Event{Kind: EvRetreat, Player: p, Zone: ZoneActive, Slot: 0, Card: name, Amount: n,
			Anchor: g.rules.anchor(refRetreat),
			Message: fmt.Sprintf("%s retreats %s (%s discarded); %s becomes the Active Pokémon",
				g.name(p), name, count(n, "Energy card"), g.top(&pl.slots[0]).Name)})
	}
	g.traceCleared(p, a.Slot, cl, refBenchClears, "it went to the Bench")
}
