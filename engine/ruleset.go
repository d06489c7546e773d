package engine

import (
	"sort"
	"strings"
)

// A Ruleset names every choice an era's rulebooks make. The engine has one code path that
// reads these fields; it never asks which era it is playing.

// BurnRule is the between-turns procedure for a Burned Pokémon.
type BurnRule uint8

const (
	// BurnFlipTailsCounters: flip a coin; on tails put the counters on it. It stays Burned.
	BurnFlipTailsCounters BurnRule = iota
	// BurnCountersThenFlip: put the counters on it, then flip; heads removes Burned.
	BurnCountersThenFlip
)

// CheckupStep is one step of the between-turns step.
type CheckupStep uint8

const (
	CheckPoisoned CheckupStep = iota
	CheckBurned
	CheckAsleep
	CheckParalyzed
	CheckPowers     // between-turns Poké-Powers, Poké-Bodies, Abilities and other card effects
	CheckKnockOuts  // check both players' Pokémon for Knock Outs
	numCheckupSteps // sentinel
)

var checkupNames = [...]string{"Poisoned", "Burned", "Asleep", "Paralyzed",
	"between-turns effects of cards", "Knock Out check"}

func (s CheckupStep) String() string {
	if int(s) < len(checkupNames) {
		return checkupNames[s]
	}
	return "unknown step"
}

// AttackStep is one step of an attack.
type AttackStep uint8

const (
	StepAnnounce     AttackStep = iota // announce the attack, check its Energy
	StepChoices                        // make the choices the attack asks for
	StepRequirements                   // do what the attack requires to be used
	StepAlterCancel                    // apply effects that alter or cancel it
	StepConfusion                      // a Confused attacker flips
	StepEffects                        // effects before damage, damage, effects after damage
)

var attackStepNames = [...]string{"announce", "choices", "requirements",
	"effects that alter or cancel the attack", "Confusion check", "do the attack"}

func (s AttackStep) String() string {
	if int(s) < len(attackStepNames) {
		return attackStepNames[s]
	}
	return "unknown attack step"
}

// DamageStage is one stage of the damage order.
type DamageStage uint8

const (
	StageBase          DamageStage = iota // the printed or computed base damage
	StageAttacker                         // effects on the Attacking Pokémon
	StageWeakness                         // the Defending Pokémon's Weakness
	StageResistance                       // the Defending Pokémon's Resistance
	StageDefenderCards                    // Trainer and Energy cards on the Defending Pokémon
	StageDefender                         // other effects on the Defending Pokémon
	StageCounters                         // damage counters placed (floor at 0)
	numDamageStages
)

var damageStageNames = [...]string{"base damage", "effects on the attacker", "Weakness",
	"Resistance", "Trainer and Energy cards on the defender", "effects on the defender",
	"damage counters"}

func (s DamageStage) String() string {
	if int(s) < len(damageStageNames) {
		return damageStageNames[s]
	}
	return "unknown stage"
}

// DamageStep is one stage of an era's damage order and the modifier stages it applies.
type DamageStep struct {
	Stage  DamageStage
	Covers []ModStage
	ref    ref
}

// FirstPlayerRule is how the player who goes first is decided.
type FirstPlayerRule uint8

const (
	// WinnerGoesFirst: after the Prize cards are set aside, a coin flip; the winner goes first.
	WinnerGoesFirst FirstPlayerRule = iota
	// WinnerChooses: before anyone draws, a coin flip; the winner chooses who goes first.
	WinnerChooses
)

// RuleChoice records a rule the engine applies and what it rests on: the era's rulebook
// (Stated), an official ruling that settles what the rulebook leaves open (Ruling), or
// neither (Assumption). When Stated is false the engine traces the ruling or the assumption
// with the event that applies it, so a reader always sees which one the run rests on.
type RuleChoice struct {
	On         bool
	Stated     bool
	Assumption string // what the engine applies when neither the rulebook nor a ruling settles it
	// Ruling is the id of the official ruling that settles the point (content/rulings/<id>.md);
	// Ruled says what the engine applies by it. The trace cites it as "ruling:<id>".
	Ruling string
	Ruled  string
	// Printed: the era's rulebook does not state the rule, but the cards it is about print
	// it (Card.Printed), so the engine follows each such card; it says which rule. On stays
	// off: a card that does not print the rule is not bound by it.
	Printed string
}

// Assumed reports whether the choice rests on neither the rulebook, an official ruling, nor
// the cards themselves.
func (c RuleChoice) Assumed() bool { return !c.Stated && c.Ruling == "" && c.Printed == "" }

// Ruleset is one era's rules.
type Ruleset struct {
	Era  string // hgss, xy, sm
	Name string

	DeckSize          int
	MaxCopies         int // copies of a card with the same name (basic Energy excepted)
	HandSize          int
	Prizes            int
	SuddenDeathPrizes int
	MaxBench          int

	FirstPlayer FirstPlayerRule
	// MulliganBenchDrawn: Basic Pokémon among the extra cards drawn for the opponent's
	// mulligans may go straight onto the Bench.
	MulliganBenchDrawn RuleChoice

	// First-turn limits for the player who goes first.
	FirstTurnNoTrainers bool
	FirstTurnNoAttack   bool
	// NoEvolveOnFirstTurn: neither player evolves during their own first turn (turns 1 and
	// 2). Where the rulebook says only "the first turn", turn 1 is stated and turn 2 is the
	// reading traced as an assumption.
	NoEvolveOnFirstTurn RuleChoice
	// EvolveEarlyWhenNew: a power that lets a Pokémon evolve during its player's first turn
	// (Evolutionary Advantage) lets it evolve then even if it came into play that turn. Off,
	// the power lifts only the first-turn limit.
	EvolveEarlyWhenNew RuleChoice
	// CandyEvolvesFromHand: a Stage 2 that Rare Candy puts onto a Basic Pokémon counts as
	// played from the hand to evolve, so its power that works then may be used. Off, such a
	// power does not work through Rare Candy.
	CandyEvolvesFromHand RuleChoice

	Burn              BurnRule
	BurnCounters      int
	PoisonCounters    int
	ConfusionCounters int
	// Checkup lists the between-turns step in order, including where Knock Outs are checked.
	Checkup []CheckupStep
	// CheckupPowers says whether the rulebook places between-turns card effects in Checkup.
	CheckupPowers RuleChoice
	// CheckupTurnPlayerFirst: within one between-turns step, the player whose turn just ended
	// is handled first.
	CheckupTurnPlayerFirst RuleChoice
	// AsleepNextPlayerFirst: when both Active Pokémon are Asleep, the player whose turn comes
	// next flips first; it overrides CheckupTurnPlayerFirst for the Asleep step only.
	AsleepNextPlayerFirst RuleChoice

	AttackSteps []AttackStep
	// ChecksAfterNothing: once the attack does nothing (its own requirement, or an effect
	// that alters or cancels it, made it so), the steps of AttackSteps that remain before its
	// effects still run: further alter-or-cancel flips and the Confusion check. Off, the
	// attack ends there and a Confused attacker takes no damage counters.
	ChecksAfterNothing RuleChoice
	DamageOrder        []DamageStep

	// DualTypeEitherType: a dual-type attacker triggers Weakness or Resistance to either of
	// its types, Weakness first.
	DualTypeEitherType RuleChoice
	// DualTypeEachType: when the Defending Pokémon has a Weakness (or a Resistance) to each of
	// a dual-type attacker's types, each applies, one after the other (×2, then ×2). Off, only
	// the first that matches applies.
	DualTypeEachType RuleChoice
	// SimultaneousTurnPlayerLast: when both players' Pokémon are Knocked Out together, the
	// player whose turn comes next takes Prize cards first, so the player whose turn it is
	// takes them last. Off, the player whose turn it is goes first.
	SimultaneousTurnPlayerLast RuleChoice
	// SimultaneousNextPromotesFirst: when both Active Pokémon are Knocked Out together, the
	// player whose turn comes next puts a new Active Pokémon in place first. Off, the player
	// whose turn it is goes first.
	SimultaneousNextPromotesFirst RuleChoice
	// SimultaneousPrizesFirst: when both players' Pokémon are Knocked Out together, both
	// players take their Prize cards before either replaces an Active Pokémon. The engine
	// plays this reading only; the choice records whether the rulebook states it.
	SimultaneousPrizesFirst RuleChoice
	// TwoPrizeTags: Knocking Out a Pokémon with any of these tags gives two Prize cards.
	TwoPrizeTags Tag
	// GXOncePerGame: each player uses at most one GX attack a game.
	GXOncePerGame RuleChoice
	// GXKeptOnConfusionTails: a GX attack counts as used only once it gets past the
	// Confusion coin; on tails it never happened and the player's GX attack stays unused.
	// Off, it is used up as soon as it is announced.
	GXKeptOnConfusionTails RuleChoice
	// MegaEndsTurn: becoming a Mega Evolution Pokémon ends its player's turn. Mega Evolution
	// cards print the rule too (PrintedMegaEndsTurn), and the engine follows the card where
	// the rulebook leaves it out.
	MegaEndsTurn RuleChoice
	// PokePowersOffUnderConditions: a Poké-Power cannot be used while its Pokémon has a
	// Special Condition (unless the power says otherwise).
	PokePowersOffUnderConditions RuleChoice
	// PrismStarToLostZone: a Prism Star card that would go to the discard pile goes to the
	// Lost Zone.
	PrismStarToLostZone RuleChoice
	// SameNameStadiumBlocked: a Stadium cannot be played while one with the same name is in
	// play (sm rulebook; the 2003 ruling same-name-stadium before it).
	SameNameStadiumBlocked RuleChoice
	// RetreatStopWhenPaid: a Retreat Cost is paid one Energy card at a time; the last card may
	// provide more than what is left of the cost, but once the cost is paid no further card
	// is discarded. Off, a card that provides more than one Energy may give just 1 of them,
	// so the cards discarded may be any that each give at least 1 (two cards that provide 2
	// Energy pay a cost of 2).
	RetreatStopWhenPaid RuleChoice
	// NoRetreatCostStays: a Pokémon that an effect says has no Retreat Cost (a StatMod
	// setting it to 0) has none, whatever effects add to Retreat Costs; a cost that
	// reductions bring to 0 still rises with them. Off, additions count after the set.
	NoRetreatCostStays RuleChoice
	// KOReactsAfterMove: a power that works when its Active Pokémon is Knocked Out by the
	// damage of the other player's attack (Destiny Burst) still works when that attack moved the
	// Pokémon to the Bench after its damage and before the Knock Out check (Rapid Spin).
	// Off, it works only for a Pokémon still Active at the check.
	KOReactsAfterMove RuleChoice
	// SupporterStaysUntilEndOfTurn: a played Supporter sits beside the Active Pokémon until
	// the end of the turn, then goes to the discard pile.
	SupporterStaysUntilEndOfTurn bool

	// Deck building, beyond DeckSize and MaxCopies (0 means the era has no such limit).
	AceSpecLimit   int // ACE SPEC cards in a whole deck, whatever their names
	PrismStarLimit int // Prism Star cards of one name
	StarLimit      int // Pokémon ☆ cards in a whole deck
	// What counts as a Pokémon's name: marks printed with it that are not part of it. They
	// decide the copy limit and which Pokémon an Evolution card or a LV.X goes on.
	LevelNotInName      RuleChoice // "LV. 43", "LV.X"
	DeltaNotInName      RuleChoice // δ (Delta Species)
	TeamPlasmaNotInName RuleChoice // the words "Team Plasma"

	// FossilBasicAtSetup: Fossil Trainer cards count as Basic Pokémon during setup (the
	// mulligan check and placing Active and Benched Pokémon). In play they are Basic Pokémon
	// in every era; in the hand, deck and discard pile they are not.
	FossilBasicAtSetup RuleChoice
	// RestoredPokemon: Restored Pokémon are not Basic Pokémon, are never placed during setup
	// or played from the hand, and reach the Bench only through their fossil Item.
	RestoredPokemon RuleChoice
	// BreakEvolution: a Pokémon BREAK keeps the attacks and Abilities of the Pokémon it
	// evolved from, and that Pokémon's Weakness, Resistance and Retreat Cost; HP and type are
	// the BREAK card's.
	BreakEvolution RuleChoice
	// LevelUpKeeps: a Pokémon LV.X goes on the Pokémon of the same name and keeps what it had
	// (attacks and powers), adding its own.
	LevelUpKeeps RuleChoice
	// LevelUpIsEvolving: putting a LV.X on a Pokémon follows the evolving limits (not during
	// its player's first turn, not on a Pokémon new in play this turn) and, like evolving,
	// ends Special Conditions and effects of attacks. HP, type, Weakness, Resistance and
	// Retreat Cost are the LV.X card's.
	LevelUpIsEvolving RuleChoice
	// LevelUpActiveOnly: a LV.X goes on the Active Pokémon only.
	LevelUpActiveOnly RuleChoice
	// DevolveKeeps: a devolved Pokémon keeps its damage counters and attached cards and does
	// not count as new in play (the rulebooks only say it loses Special Conditions and
	// effects).
	DevolveKeeps RuleChoice
	// SearchMayFindFewer: a search of the deck for a kind of card may find fewer cards than
	// it allows, or none, whatever the deck holds (the player's choice, Action.Finds).
	SearchMayFindFewer RuleChoice
	// AnyCardSearchFinds: a search of the deck for any card, not for a kind of card, finds
	// as many cards as it may (unless the card says "up to"): the player may not find fewer.
	// Off, such a search may come up short like any other (fx_find.go).
	AnyCardSearchFinds RuleChoice
	// TMBesideTool: a Technical Machine is not a Pokémon Tool; a Pokémon may hold any number
	// of them besides its Tool.
	TMBesideTool RuleChoice

	anchors [numRefs]string
}

// Anchor returns the rule anchor ("era/topic#n") the engine cites for a rule point.
func (r *Ruleset) anchor(x ref) string { return r.anchors[x] }

// Anchors returns every anchor the engine can emit under this ruleset, sorted, without
// duplicates: rulebook paragraphs ("sm/burned#4") and the official rulings its choices rest
// on ("ruling:<id>").
func (r *Ruleset) Anchors() []string {
	seen := make(map[string]bool, numRefs)
	out := make([]string, 0, numRefs)
	add := func(a string) {
		if a != "" && !seen[a] {
			seen[a] = true
			out = append(out, a)
		}
	}
	for _, a := range r.anchors {
		add(a)
	}
	for _, c := range r.choices() {
		if c.Ruling != "" {
			add(RulingPrefix + c.Ruling)
		}
	}
	sort.Strings(out)
	return out
}

// choices lists every RuleChoice of the ruleset, so checks over all of them (the anchors
// above, the tests) miss none; a test keeps the list complete.
func (r *Ruleset) choices() []*RuleChoice {
	return []*RuleChoice{&r.MulliganBenchDrawn, &r.NoEvolveOnFirstTurn, &r.EvolveEarlyWhenNew, &r.CandyEvolvesFromHand, &r.CheckupPowers,
		&r.CheckupTurnPlayerFirst, &r.AsleepNextPlayerFirst, &r.ChecksAfterNothing, &r.DualTypeEitherType, &r.DualTypeEachType,
		&r.SimultaneousTurnPlayerLast, &r.SimultaneousNextPromotesFirst, &r.SimultaneousPrizesFirst, &r.KOReactsAfterMove,
		&r.GXOncePerGame, &r.GXKeptOnConfusionTails, &r.MegaEndsTurn,
		&r.PokePowersOffUnderConditions, &r.PrismStarToLostZone,
		&r.SameNameStadiumBlocked, &r.RetreatStopWhenPaid, &r.NoRetreatCostStays, &r.LevelNotInName, &r.DeltaNotInName,
		&r.TeamPlasmaNotInName, &r.FossilBasicAtSetup, &r.RestoredPokemon, &r.BreakEvolution,
		&r.LevelUpKeeps, &r.LevelUpIsEvolving, &r.LevelUpActiveOnly, &r.DevolveKeeps,
		&r.TMBesideTool, &r.SearchMayFindFewer, &r.AnyCardSearchFinds}
}

// RulePoints maps the name of each rule point the ruleset cites (for example "KOPrize",
// "CheckupBurn") to its anchor, so a test outside the engine can check that each anchor's
// paragraph states that rule.
func (r *Ruleset) RulePoints() map[string]string {
	out := make(map[string]string, numRefs)
	for i, a := range r.anchors {
		if a != "" {
			out[refNames[i]] = a
		}
	}
	return out
}

// Rulesets returns the three eras' rulesets, oldest first.
func Rulesets() []*Ruleset { return []*Ruleset{HGSS(), XY(), SM()} }

// RulesetFor returns the ruleset of an era id.
func RulesetFor(era string) (*Ruleset, bool) {
	switch era {
	case "hgss":
		return HGSS(), true
	case "xy":
		return XY(), true
	case "sm":
		return SM(), true
	}
	return nil, false
}

func stated(on bool) RuleChoice { return RuleChoice{On: on, Stated: true} }

// ruled is a choice an official ruling settles (id names content/rulings/<id>.md) where the
// era's rulebook is silent or less precise; what says what the engine applies.
func ruled(on bool, id, what string) RuleChoice {
	return RuleChoice{On: on, Ruling: id, Ruled: what}
}

func assumed(on bool, what string) RuleChoice {
	return RuleChoice{On: on, Assumption: what}
}

// printed is a rule the era's rulebook leaves out but the cards it concerns print: the engine
// follows each card that prints it (Card.Printed). what says which rule.
func printed(what string) RuleChoice { return RuleChoice{Printed: what} }

// absent is a rule for a kind of card the era's rulebooks do not have: the engine applies no
// rulebook rule for it, only what such a card prints for itself.
func absent(kind string) RuleChoice {
	return RuleChoice{Assumption: kind + " are not part of this era's rulebooks; no rule of theirs is applied, only what such a card prints for itself"}
}

// emits reports whether the engine can cite a rule point under this ruleset: the rule points
// of procedures and kinds of Pokémon the era does not have are never used, and have no anchor.
func (r *Ruleset) emits(x ref) bool {
	switch x {
	case refNone:
		return false
	case refFirstTurnTrainer:
		return r.FirstTurnNoTrainers
	case refFirstTurnAttack:
		return r.FirstTurnNoAttack
	case refBurnHeal:
		return r.Burn == BurnCountersThenFlip
	case refSupporterStays:
		return r.SupporterStaysUntilEndOfTurn
	case refTwoPrizeGX:
		return r.TwoPrizeTags&TagGX != 0
	case refTwoPrizeMega:
		return r.TwoPrizeTags&TagMega != 0
	case refTwoPrizeLegend:
		return r.TwoPrizeTags&TagLegendTwoPrize != 0
	case refGXOnce:
		return r.GXOncePerGame.On
	case refGXConfusedTails:
		return r.GXOncePerGame.On && r.GXKeptOnConfusionTails.On
	case refMegaEndsTurn:
		return r.MegaEndsTurn.On || r.MegaEndsTurn.Printed != ""
	case refPrismStar:
		return r.PrismStarToLostZone.On
	case refDeckStar:
		return r.StarLimit > 0
	case refAceSpec:
		return r.AceSpecLimit > 0
	case refPrismStarDeck:
		return r.PrismStarLimit > 0
	case refNameLevel:
		return r.LevelNotInName.On
	case refNameDelta:
		return r.DeltaNotInName.On
	case refNameTeamPlasma:
		return r.TeamPlasmaNotInName.On
	case refRestoredPlay, refRestoredHand, refRestoredSetup:
		return r.RestoredPokemon.On
	case refBreak:
		return r.BreakEvolution.On
	}
	return true
}

// CardName returns the name a card counts as under the era's name rules: a Pokémon's printed
// level, δ mark and "Team Plasma" are dropped where the ruleset says they are not part of the
// name. Everything else printed in the name (owners, forms, EX, GX, BREAK, the Mega mark,
// end-of-name symbols, LEGEND) stays.
func (r *Ruleset) CardName(c *Card) string {
	if !c.canBeInPlay() {
		return c.Name
	}
	return r.pokemonName(c.Name)
}

// sameName reports whether two printed Pokémon names count as one name (an "evolves from"
// line and the Pokémon in play, for instance).
func (r *Ruleset) sameName(a, b string) bool {
	if a == b {
		return true
	}
	// Names that differ only by a dropped mark start alike, unless one starts with "Team
	// Plasma": a cheap test that spares most comparisons the work below.
	if a != "" && b != "" && a[0] != b[0] && a[0] != 'T' && b[0] != 'T' {
		return false
	}
	return r.pokemonName(a) == r.pokemonName(b)
}

// pokemonName applies the name rules to a printed Pokémon name (also an "evolves from" line).
func (r *Ruleset) pokemonName(n string) string {
	if strings.IndexByte(n, ' ') < 0 {
		return n // every mark the rules drop is set off by a space
	}
	if r.TeamPlasmaNotInName.On {
		n = strings.TrimPrefix(n, "Team Plasma ")
	}
	if r.LevelNotInName.On {
		if i := strings.Index(n, " LV."); i > 0 {
			n = n[:i]
		}
	}
	if r.DeltaNotInName.On {
		n = strings.TrimSuffix(n, " δ")
	}
	return n
}

// nameRuleUsed returns the rule point and choice of the name rule that makes a printed name
// differ from the name it counts as (refNone when none does).
func (r *Ruleset) nameRuleUsed(printed string) (ref, RuleChoice) {
	switch {
	case r.TeamPlasmaNotInName.On && strings.HasPrefix(printed, "Team Plasma "):
		return refNameTeamPlasma, r.TeamPlasmaNotInName
	case r.LevelNotInName.On && strings.Contains(printed, " LV."):
		return refNameLevel, r.LevelNotInName
	case r.DeltaNotInName.On && strings.HasSuffix(printed, " δ"):
		return refNameDelta, r.DeltaNotInName
	}
	return refNone, RuleChoice{}
}

// The three eras' rulebooks mention Pokémon LV.X, devolving and Technical Machines only in
// their glossaries; these are the choices they leave open.
var (
	levelUpIsEvolving = assumed(true,
		"putting a LV.X on a Pokémon counts as evolving it: not during its player's first turn, not on a Pokémon new in play this turn, and it ends Special Conditions and effects of attacks; HP, type, Weakness, Resistance and Retreat Cost become the LV.X card's")
	levelUpActiveOnly = assumed(true, "a LV.X goes on the Active Pokémon only, as LV.X cards themselves say")
	devolveKeeps      = assumed(true,
		"the devolved Pokémon keeps its damage counters and its attached cards, and does not count as new in play")
	tmBesideTool = assumed(true,
		"a Technical Machine is not a Pokémon Tool: it does not count toward the one-Tool limit, and a Pokémon may hold more than one")
	// The Rules Team answered it for the HeartGold & SoulSilver and Sun & Moon eras (ruling
	// rare-candy-evolve-from-hand-powers); XY carries it over as an assumption.
	candyEvolvesFromHand = ruled(true, "rare-candy-evolve-from-hand-powers",
		"a Stage 2 put onto a Basic Pokémon with Rare Candy comes from the hand to evolve it, so its power that works when it is played from the hand to evolve may be used")
	candyEvolvesFromHandAssumed = assumed(true,
		"a Stage 2 put onto a Basic Pokémon with Rare Candy comes from the hand to evolve it, so its power that works when it is played from the hand to evolve may be used, as the rulings for the other eras say")
	searchMayFindFewer = ruled(true, "search-deck-may-find-nothing",
		"a search of the deck for a kind of card may find fewer cards than it allows, or none, even when the deck holds more that fit")
	// A search for any card cannot come up empty: every card fits it. The Triumphant FAQ
	// says so for Twins (ruling twins-must-take-two, hgss); the later eras carry it over as
	// an assumption, as no rulebook or ruling of theirs says it.
	anyCardSearchFindsRuled = ruled(true, "twins-must-take-two",
		"a search of the deck for any card finds as many cards as it asks for (all there are, if fewer), unless the card says up to")
	anyCardSearchFindsAssumed = assumed(true,
		"a search of the deck for any card finds as many cards as it asks for (all there are, if fewer), unless the card says up to, as the HeartGold & SoulSilver ruling on Twins says")
)

// No era's rulebook says whether both Prize cards of a double Knock Out are taken before
// either player replaces an Active Pokémon (hgss fixes only who goes last for each); the Rules
// Team's 2018 ruling (both-actives-knocked-out) settles it for sm only.
var simultaneousPrizesFirst = assumed(true,
	"when Pokémon of both players are Knocked Out together, both players take their Prize cards, in that order, before either replaces an Active Pokémon")

// The hgss and xy rulebooks do not say whether a Stadium may be played while one of the same
// name is in play. The Rules Team answered it in 2003 (a Stadium is replaced only by one of
// another name), before either era, so it holds there too; every Stadium card of their sets
// also prints it (PrintedStadiumName).
var sameNameStadium = ruled(true, "same-name-stadium",
	"a Stadium cannot be played while a Stadium of the same name is in play")

// Wizards of the Coast ruled in 2000 that when both Active Pokémon are Knocked Out, the player
// whose turn comes next puts a new one in place first; the hgss rulebooks state it, the later
// ones do not, and the Rules Team said the same again in 2018.
var simultaneousNextPromotesFirst = ruled(true, "both-knocked-out-promote-order",
	"the player whose turn comes next puts a new Active Pokémon in place first")

// In hgss the Confusion check comes after the attack's own requirements; the rulebooks do not
// say whether it is still due once those have made the attack do nothing.
var checksAfterNothing = assumed(false,
	"once the attack does nothing (its own coin, or an effect that alters or cancels it, made it so), the attack ends there: no further alter-or-cancel flip is made and a Confused attacker does not flip for Confusion, so it takes no damage counters")

// In xy the Confusion flip comes first (the confusion-flip-timing ruling), so it is always
// made; the check still left after the attack's requirements is an effect that alters or
// cancels it, and neither the rulebook nor that ruling says whether its flip is still due.
var xyChecksAfterNothing = assumed(false,
	"once the attack's own requirement made it do nothing, the attack ends there: no alter-or-cancel flip is made after it")

// Only the hgss rulebooks say how a card that provides more than one Energy pays a Retreat
// Cost; the later ones say only to discard one Energy for each symbol. For xy (which ended in
// 2016) the engine carries the hgss rule over.
var retreatStopWhenPaid = assumed(true,
	"a Retreat Cost is paid one Energy card at a time: the last card may provide more Energy than is left to pay, but once the cost is paid no further card is discarded")

// The hgss and xy rulebooks say nothing about dual-type attackers; the rulings of 2004 and
// 2010 (dual-type-attacker-resistance) count each of the attacker's types against the
// Defending Pokémon's Weakness and Resistance, and the sm rulebook agrees for either type.
var (
	dualTypeEitherType = ruled(true, "dual-type-attacker-resistance",
		"a dual-type attacker meets Weakness or Resistance to either of its types, Weakness first")
	dualTypeEachType = ruled(true, "dual-type-attacker-resistance",
		"a Weakness (or a Resistance) to each of a dual-type attacker's types applies, one after the other: weak to both, the damage is doubled twice")
)

// No rulebook orders the players within the Asleep step; a 2002 ruling, which the rulings
// page holds for every era, has the player whose turn comes next flip first.
var asleepNextPlayerFirst = ruled(true, "both-asleep-flip-order",
	"when both Active Pokémon are Asleep, the player whose turn comes next flips first")

// The rulebooks say how to pay a Retreat Cost, not how "no Retreat Cost" meets an effect that
// adds to it; the 2008 ruling, held for every era, keeps such a Pokémon free to retreat.
var noRetreatCostStays = ruled(true, "retreat-cost-set-to-zero",
	"a Pokémon that an effect says has no Retreat Cost has none, even with effects that add to Retreat Costs; only a cost lowered to 0 rises again")

// The Rules Team (2018) read Evolutionary Advantage as setting aside, on that one turn, the
// limit on a Pokémon new in play as well as the first-turn limit. The card is of the sm era;
// the other eras carry the same reading of it over.
var (
	evolveEarlyWhenNew = ruled(true, "evolutionary-advantage-shinx-played-this-turn",
		"a power that lets a Pokémon evolve during its player's first turn lets it evolve even if it came into play that turn")
	evolveEarlyWhenNewAssumed = assumed(true,
		"a power that lets a Pokémon evolve during its player's first turn lets it evolve even if it came into play that turn, as the Rules Team read it for the Sun & Moon card")
)

// The Rules Team (2014, again 2018) let Destiny Burst work for a Voltorb that Rapid Spin's
// damage Knocked Out and then sent to the Bench, and said other such Abilities work alike.
// The ruling is xy's; the other eras carry it over to their own such powers.
var (
	koReactsAfterMove = ruled(true, "destiny-burst-after-rapid-spin",
		"a Pokémon Knocked Out by the damage an attack did to it while it was Active reacts as an Active Pokémon would, even if the attack then moved it to the Bench")
	koReactsAfterMoveAssumed = assumed(true,
		"a Pokémon Knocked Out by the damage an attack did to it while it was Active reacts as an Active Pokémon would, even if the attack then moved it to the Bench, as the Rules Team ruled for the XY era")
)

// HGSS is the ruleset of the HS—Unleashed, HS—Triumphant and Call of Legends rulebooks.
func HGSS() *Ruleset {
	return &Ruleset{
		Era: "hgss", Name: "HeartGold & SoulSilver",
		DeckSize: 60, MaxCopies: 4, HandSize: 7, Prizes: 6, SuddenDeathPrizes: 1, MaxBench: 5,
		// How Do You Start the Game?: the coin flip comes after the Prize cards.
		FirstPlayer: WinnerGoesFirst,
		MulliganBenchDrawn: assumed(false,
			"the extra cards go to the hand; Basic Pokémon among them wait for the player's turn"),
		// PLAY Trainer, Supporter, and Stadium cards: the starting player plays none on turn 1.
		FirstTurnNoTrainers: true,
		FirstTurnNoAttack:   false,
		// Evolving (PLAY Evolution cards): the rulebooks bar evolving "on the first turn" for
		// both players; only read as each player's own first turn does it reach turn 2.
		NoEvolveOnFirstTurn: assumed(true,
			"no evolving on the first turn, for either player, is read as each player's own first turn: the player going second does not evolve on turn 2 either"),
		EvolveEarlyWhenNew: evolveEarlyWhenNewAssumed,

		Burn: BurnFlipTailsCounters, BurnCounters: 2, PoisonCounters: 1, ConfusionCounters: 3,
		// In What Order Do Things Happen After Each Player's Turn? a) b) c), and "immediately"
		// Knocked Out: the engine checks after each step that can place damage counters.
		Checkup: []CheckupStep{CheckPoisoned, CheckKnockOuts, CheckBurned, CheckKnockOuts,
			CheckAsleep, CheckParalyzed, CheckPowers, CheckKnockOuts},
		CheckupPowers: assumed(true,
			"between-turns effects of Pokémon Tools and powers come after the Special Condition steps"),
		CheckupTurnPlayerFirst: assumed(true,
			"within a step, the Pokémon of the player whose turn just ended is handled first"),
		AsleepNextPlayerFirst: asleepNextPlayerFirst,
		AttackSteps: []AttackStep{StepAnnounce, StepChoices, StepRequirements, StepAlterCancel,
			StepConfusion, StepEffects},
		ChecksAfterNothing: checksAfterNothing,
		DamageOrder: []DamageStep{
			{Stage: StageBase, ref: refDmgBase},
			{Stage: StageAttacker, Covers: []ModStage{ModAttacker}, ref: refDmgAttacker},
			{Stage: StageWeakness, ref: refDmgWeakness},
			{Stage: StageResistance, ref: refDmgResistance},
			{Stage: StageDefenderCards, Covers: []ModStage{ModDefenderCards}, ref: refDmgDefenderCards},
			{Stage: StageDefender, Covers: []ModStage{ModDefender}, ref: refDmgDefender},
			{Stage: StageCounters, ref: refDmgCounters},
		},
		DualTypeEitherType:            dualTypeEitherType,
		DualTypeEachType:              dualTypeEachType,
		SimultaneousTurnPlayerLast:    stated(true),
		SimultaneousNextPromotesFirst: stated(true),
		SimultaneousPrizesFirst:       simultaneousPrizesFirst,
		TwoPrizeTags:                  TagEx | TagLegendTwoPrize,
		GXOncePerGame:                 absent("Pokémon-GX"),
		GXKeptOnConfusionTails:        absent("Pokémon-GX"),
		MegaEndsTurn:                  absent("Mega Evolution Pokémon"),
		PokePowersOffUnderConditions:  stated(true),
		PrismStarToLostZone:           absent("Prism Star cards"),
		SameNameStadiumBlocked:        sameNameStadium,
		SupporterStaysUntilEndOfTurn:  true,
		// How Do You Retreat Using Double Energy Cards?
		RetreatStopWhenPaid: stated(true),
		NoRetreatCostStays:  noRetreatCostStays,
		KOReactsAfterMove:   koReactsAfterMoveAssumed,
		// DECK BUILDING (Expert Rules): besides 4 of a name, 1 Pokémon ☆ card (the symbol is
		// lost in the rulebook text; the limit stands beside the 4-copy rule).
		StarLimit: 1,
		LevelNotInName: assumed(true,
			"a printed level (such as LV.X) is not part of a Pokémon's name, so a LV.X counts with the Pokémon it goes on"),
		DeltaNotInName: assumed(false,
			"the rulebooks do not say whether δ (Delta Species) is part of a name; the name counts as printed"),
		TeamPlasmaNotInName: absent("Team Plasma cards"),
		// Glossary, Fossil Trainer cards: always Basic Pokémon during set-up.
		FossilBasicAtSetup: stated(true),
		RestoredPokemon:    absent("Restored Pokémon"),
		BreakEvolution:     absent("Pokémon BREAK"),
		// Glossary, Pokémon LV.X: put on the Pokémon of the same name, adding to it.
		LevelUpKeeps:         stated(true),
		LevelUpIsEvolving:    levelUpIsEvolving,
		LevelUpActiveOnly:    levelUpActiveOnly,
		DevolveKeeps:         devolveKeeps,
		TMBesideTool:         tmBesideTool,
		SearchMayFindFewer:   searchMayFindFewer,
		CandyEvolvesFromHand: candyEvolvesFromHand,
		AnyCardSearchFinds:   anyCardSearchFindsRuled,
		anchors:              hgssAnchors,
	}
}

// XY is the ruleset of the XY Kalos Starter Set rulebook.
func XY() *Ruleset {
	return &Ruleset{
		Era: "xy", Name: "XY",
		DeckSize: 60, MaxCopies: 4, HandSize: 7, Prizes: 6, SuddenDeathPrizes: 1, MaxBench: 5,
		FirstPlayer:         WinnerChooses,
		MulliganBenchDrawn:  stated(true),
		FirstTurnNoTrainers: false,
		FirstTurnNoAttack:   true,
		// Evolution notes: neither player evolves on his or her first turn.
		NoEvolveOnFirstTurn: stated(true),
		EvolveEarlyWhenNew:  evolveEarlyWhenNewAssumed,
		Burn:                BurnFlipTailsCounters, BurnCounters: 2, PoisonCounters: 1, ConfusionCounters: 3,
		Checkup: []CheckupStep{CheckPoisoned, CheckBurned, CheckAsleep, CheckParalyzed,
			CheckPowers, CheckKnockOuts},
		CheckupPowers: stated(true),
		CheckupTurnPlayerFirst: assumed(true,
			"within a step, the Pokémon of the player whose turn just ended is handled first"),
		AsleepNextPlayerFirst: asleepNextPlayerFirst,
		// The Kalos Starter Set puts the Confusion flip after the attack's requirements; the
		// Rules Team's 2014 ruling (confusion-flip-timing) moves it right after the
		// announcement, so the Confusion step cites the ruling.
		AttackSteps: []AttackStep{StepAnnounce, StepConfusion, StepChoices, StepRequirements,
			StepAlterCancel, StepEffects},
		ChecksAfterNothing: xyChecksAfterNothing,
		DamageOrder: []DamageStep{
			{Stage: StageBase, ref: refDmgBase},
			{Stage: StageAttacker, Covers: []ModStage{ModAttacker}, ref: refDmgAttacker},
			{Stage: StageWeakness, ref: refDmgWeakness},
			{Stage: StageResistance, ref: refDmgResistance},
			{Stage: StageDefender, Covers: []ModStage{ModDefenderCards, ModDefender}, ref: refDmgDefender},
			{Stage: StageCounters, ref: refDmgCounters},
		},
		DualTypeEitherType: dualTypeEitherType,
		DualTypeEachType:   dualTypeEachType,
		// The 2000 ruling fixes who replaces first; who takes Prize cards first stays open.
		SimultaneousTurnPlayerLast: assumed(true,
			"the player whose turn comes next takes Prize cards first"),
		SimultaneousNextPromotesFirst: simultaneousNextPromotesFirst,
		SimultaneousPrizesFirst:       simultaneousPrizesFirst,
		TwoPrizeTags:                  TagEX,
		GXOncePerGame:                 absent("Pokémon-GX"),
		GXKeptOnConfusionTails:        absent("Pokémon-GX"),
		// The Kalos Starter Set predates Mega Evolution, but every Mega Evolution card prints
		// its rule; rulesd gives that rule from the sm rulebook (a gap topic of xy).
		MegaEndsTurn:                 printed("the Mega Evolution rule each Mega Evolution card prints: evolving one of your Pokémon into a Mega Evolution Pokémon ends your turn"),
		PokePowersOffUnderConditions: stated(true),
		PrismStarToLostZone:          absent("Prism Star cards"),
		SameNameStadiumBlocked:       sameNameStadium,
		RetreatStopWhenPaid:          retreatStopWhenPaid,
		NoRetreatCostStays:           noRetreatCostStays,
		KOReactsAfterMove:            koReactsAfterMove,
		// Appendix C: one ACE SPEC card in a deck. What Does and Doesn't Count for a
		// Pokémon's Name?; Team Plasma cards.
		AceSpecLimit:        1,
		LevelNotInName:      stated(true),
		DeltaNotInName:      stated(true),
		TeamPlasmaNotInName: stated(true),
		// Glossary, Fossil Trainer cards; Appendix B: Restored Pokémon.
		FossilBasicAtSetup:   stated(true),
		RestoredPokemon:      stated(true),
		BreakEvolution:       absent("Pokémon BREAK"),
		LevelUpKeeps:         stated(true),
		LevelUpIsEvolving:    levelUpIsEvolving,
		LevelUpActiveOnly:    levelUpActiveOnly,
		DevolveKeeps:         devolveKeeps,
		TMBesideTool:         tmBesideTool,
		SearchMayFindFewer:   searchMayFindFewer,
		CandyEvolvesFromHand: candyEvolvesFromHandAssumed,
		AnyCardSearchFinds:   anyCardSearchFindsAssumed,
		anchors:              xyAnchors,
	}
}

// SM is the ruleset of the Sun & Moon (2018) rulebook.
func SM() *Ruleset {
	return &Ruleset{
		Era: "sm", Name: "Sun & Moon",
		DeckSize: 60, MaxCopies: 4, HandSize: 7, Prizes: 6, SuddenDeathPrizes: 1, MaxBench: 5,
		FirstPlayer:         WinnerChooses,
		MulliganBenchDrawn:  stated(true),
		FirstTurnNoTrainers: false,
		FirstTurnNoAttack:   true,
		// Evolution notes: neither player evolves during their own first turn.
		NoEvolveOnFirstTurn: stated(true),
		EvolveEarlyWhenNew:  evolveEarlyWhenNew,
		Burn:                BurnCountersThenFlip, BurnCounters: 2, PoisonCounters: 1, ConfusionCounters: 3,
		Checkup: []CheckupStep{CheckPoisoned, CheckBurned, CheckAsleep, CheckParalyzed,
			CheckPowers, CheckKnockOuts},
		CheckupPowers: stated(true),
		CheckupTurnPlayerFirst: assumed(true,
			"within a step, the Pokémon of the player whose turn just ended is handled first"),
		AsleepNextPlayerFirst: asleepNextPlayerFirst,
		AttackSteps: []AttackStep{StepAnnounce, StepConfusion, StepAlterCancel, StepChoices,
			StepRequirements, StepEffects},
		// Full Details of Attacking: the Confusion flip and the effects that alter or cancel
		// the attack come right after it is announced, before anything can make it do
		// nothing, so they are always made.
		ChecksAfterNothing: stated(true),
		DamageOrder: []DamageStep{
			{Stage: StageBase, ref: refDmgBase},
			{Stage: StageAttacker, Covers: []ModStage{ModAttacker}, ref: refDmgAttacker},
			{Stage: StageWeakness, ref: refDmgWeakness},
			{Stage: StageResistance, ref: refDmgResistance},
			{Stage: StageDefender, Covers: []ModStage{ModDefenderCards, ModDefender}, ref: refDmgDefender},
			{Stage: StageCounters, ref: refDmgCounters},
		},
		DualTypeEitherType: stated(true),
		// Appendix F speaks of a Weakness or Resistance to either type, not of one to both:
		// nothing in it says otherwise than the rulings, so they hold here too.
		DualTypeEachType: dualTypeEachType,
		// The Rules Team's 2018 ruling settles the whole order of a double Knock Out.
		SimultaneousTurnPlayerLast: ruled(true, "both-knocked-out-prize-order-sm",
			"the player whose turn comes next takes Prize cards first"),
		// The 2018 ruling also settles who replaces first, for the whole double Knock Out.
		SimultaneousNextPromotesFirst: ruled(true, "both-knocked-out-prize-order-sm", simultaneousNextPromotesFirst.Ruled),
		SimultaneousPrizesFirst: ruled(true, "both-knocked-out-prize-order-sm",
			"both take their Prize cards before either puts a new Active Pokémon in place"),
		TwoPrizeTags:  TagEX | TagGX | TagMega,
		GXOncePerGame: stated(true),
		// The rulebook says when the Confusion coin is flipped, not whether a GX attack that
		// fails on it is used up; the Rules Team said it is not (2017).
		GXKeptOnConfusionTails: ruled(true, "gx-attack-confused-tails",
			"a GX attack that fails on the Confusion coin never happened, so the player's GX attack is not used up"),
		MegaEndsTurn:                 stated(true),
		PokePowersOffUnderConditions: stated(true),
		PrismStarToLostZone:          stated(true),
		SameNameStadiumBlocked:       stated(true),
		// The Rules Team (2017) let a player take 1 Energy from each of two cards that
		// provide 2, discarding both, for a Retreat Cost of 2.
		RetreatStopWhenPaid: ruled(false, "discard-two-double-colorless",
			"a card that provides more than one Energy may give just 1 of them to a Retreat Cost, so the cards discarded may be any that each give at least 1: two cards that provide 2 Energy pay a cost of 2"),
		NoRetreatCostStays: noRetreatCostStays,
		KOReactsAfterMove:  koReactsAfterMoveAssumed,
		// Appendices A (Prism Star), M (ACE SPEC); What Does and Doesn't Count for a
		// Pokémon's Name?; Appendix L (Team Plasma).
		AceSpecLimit:        1,
		PrismStarLimit:      1,
		LevelNotInName:      stated(true),
		DeltaNotInName:      stated(true),
		TeamPlasmaNotInName: stated(true),
		// The glossary keeps only the in-play half of the Fossil Trainer rule and says nothing
		// of set-up; the Rules Team (2018) said Unidentified Fossil, the era's Fossil Trainer
		// card, is no Basic Pokémon then.
		FossilBasicAtSetup: ruled(false, "unidentified-fossil-setup",
			"Unidentified Fossil is an Item card in the hand until it is played during a turn, so during set-up it is not placed and does not prevent a mulligan"),
		RestoredPokemon:      stated(true),
		BreakEvolution:       stated(true),
		LevelUpKeeps:         stated(true),
		LevelUpIsEvolving:    levelUpIsEvolving,
		LevelUpActiveOnly:    levelUpActiveOnly,
		DevolveKeeps:         devolveKeeps,
		TMBesideTool:         tmBesideTool,
		SearchMayFindFewer:   searchMayFindFewer,
		CandyEvolvesFromHand: candyEvolvesFromHand,
		AnyCardSearchFinds:   anyCardSearchFindsAssumed,
		anchors:              smAnchors,
	}
}
