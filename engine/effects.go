package engine

import "slices"

// Effect primitives. Attacks, Trainers and powers are lists of Ops run in order; damage
// modifiers (Modifier) say at which stage of the damage order they apply. README.md documents
// each one with an example.

// OpKind names one effect primitive.
type OpKind uint8

const (
	OpNone OpKind = iota
	// Coins.
	OpFlip    // flip N coins (default 1); later ops may be gated on the result
	OpNothing // the attack does nothing (gated, e.g. on tails): no damage, no effects
	// Base damage (only meaningful in Attack.Before).
	OpBaseAdd   // base += Amount for each repetition of the gate (e.g. +N per heads)
	OpBaseSet   // base = Amount
	OpBaseTimes // base = Amount × number of heads of the last flip
	OpBasePer   // base += Amount × Count
	// Pokémon.
	OpCondition     // give Cond to Who
	OpCure          // remove every Special Condition from Who
	OpDamage        // Amount damage to Who (Bench and self damage: no Weakness/Resistance)
	OpCounters      // put N damage counters on Who (skips the damage order)
	OpHeal          // remove Amount damage from Who (Amount < 0: all of it)
	OpDiscardEnergy // discard N Energy (of Type unless Colorless; N < 0: all) from Who
	OpSwitchOwn     // switch your Active Pokémon with your Benched Pokémon at Action.Slot
	OpSwitchOpp     // switch the opponent's Active Pokémon with their Benched one at Action.Target
	OpLasting       // put a lasting effect (Lasting) on Who
	// Cards.
	OpDraw            // draw N cards (fewer if the deck runs out; never a loss)
	OpSearch          // search the deck for N cards matching Filter, to Dest; then shuffle
	OpShuffleHandDraw // your hand goes back into your deck, which is shuffled; draw N
	OpDiscardHandDraw // discard your hand, then draw N
	OpTurnModifier    // Mod applies to your attacks for the rest of this turn
	// Added with the special kinds of cards.
	OpDevolve       // take the top Evolution card(s) off Who, to Dest; N stages (N < 0: all)
	OpMoveEnergy    // move N Energy cards (of Type) from Who to To, Pokémon of the same player
	OpBenchRestored // put N Restored Pokémon that name this card from the deck (or hand) onto the Bench
	// Added with the card catalogue.
	OpFlipUntilTails // flip coins until tails (at most MaxFlipsUntilTails); the heads count
	OpDrawUntil      // draw until the hand holds N cards (Amount, when set, on the player's first turn)
	OpDiscardDeck    // discard the top N cards of a deck: your own (Who self) or the opponent's
	OpTakeDiscard    // put up to N cards matching Filter from your discard pile into your hand
	// Energy acceleration.
	OpDiscardHand // discard up to N cards matching Filter from your hand
	// Board-state checks and passive effects.
	OpHealDealt // heal the attacker by the damage its attack did to the Defending Pokémon (Amount: that much if any)
	// Reactions.
	OpExtraTurn     // its player takes another turn after this one, skipping the between-turns step
	OpHealEnergized // remove Amount damage from Who, only Pokémon with Energy of Type attached (Colorless: any)
	OpWinLostZone   // its player wins the game (usable only while the opponent has N or more Pokémon in the Lost Zone)
	OpPeekTop       // its player looks at the top N cards of their deck (nothing moves)
	OpTakePrizes    // its player puts N of their Prize cards into their hand; taking the last one wins
	OpCureOne       // remove one Special Condition from Who: the one Action.Index picks among those it has
	// Both hands.
	OpShowHand    // Who's hand is shown to the other player (a traced event)
	OpDrawPer     // draw N per Count (Who defending: the opponent draws)
	OpShuffleHand // shuffle Who's hand into their deck
	OpDrawToMatch // draw until your hand holds as many cards as your opponent's
	OpEachDraw    // each player draws N, you first (Reveal: each shows what they drew)
	OpCountersPer // put N damage counters per Count on Who
	OpHandRandom  // N cards at random from Who's hand (N < 0: all; Amount > 0: until Amount left) to Dest
	OpHandPick    // up to N chosen cards matching Filter from Who's hand (Action.HandPicks, OppHandPicks) to Dest
	OpTrainerLock // the opponent cannot play Trainer cards (of Filter.Trainer's kind) during their next turn
	OpOppMayDraw  // the opponent may draw N cards: their answer is Action.Opt
	// The deck and Prize cards.
	OpLookTop       // look at the top N cards of a deck; nothing moves
	OpReorderTop    // look at the top N cards of a deck and put them back in the order Action.Picks gives
	OpShuffleDeck   // shuffle a deck
	OpTakeTop       // look at the top Top cards of your deck, put N of them into your hand, discard the rest
	OpTopOrBottom   // look at the top N cards of your deck, keep some on top and put the rest on the bottom
	OpDrawBottom    // draw N cards from the bottom of your deck
	OpDiscardToDeck // put N cards matching Filter from your discard pile on top of, under or into your deck
	OpLookPrizes    // look at N of your face-down Prize cards (N < 0: all of them)
	OpShufflePrizes // shuffle your Prize cards into your deck, then set as many aside from the top
	OpPrizesFaceUp  // every Prize card of yours turns face up and stays so until the game ends
	OpHandToDeck    // put N cards matching Filter from your hand on top of, under or into your deck
	// Targets.
	OpDamageEach         // Amount damage to each Pokémon of Who that matches Match
	OpDamageChosen       // Amount damage to each of N Pokémon of Who chosen in Action.Spots
	OpCountersSpread     // N damage counters on Pokémon of Who, one per entry of Action.Spots
	OpCountersUntil      // damage counters on Who until its remaining HP is Amount
	OpMoveCounters       // move up to N damage counters from each Pokémon of Who to To
	OpMoveCountersChosen // move damage counters from Who's Pokémon to To's as Action.Moves says
	OpSwapDamage         // swap the damage counters of Who and To
	OpKnockOut           // Who is Knocked Out when it matches Match
	OpBasePerMatch       // base += Amount × the Pokémon of Who that match Match
	// Leaving play.
	OpReturnPokemon        // Who and every card attached to it to its owner's hand (Dest deck: shuffled into the deck)
	OpDiscardTool          // discard the Pokémon Tool attached to Who
	OpToolToHand           // put the Pokémon Tool attached to Who into its owner's hand
	OpDiscardSpecialEnergy // discard N Special Energy cards (N < 0: all) from Who; to the Lost Zone with ToLostZone
	OpReturnEnergy         // put N Energy cards (of Type unless Colorless; N < 0: all) from Who into its owner's hand (Dest deck: shuffled into the deck)
	OpDiscardOppEnergy     // discard N Energy cards from the opponent's Pokémon (Action.Picks: from which)
	OpLostOwnEnergy        // put up to N (N < 0: any number of) Energy cards attached to your Pokémon in the Lost Zone (Action.Picks: which)
	OpKeepBench            // Who's player keeps N Benched Pokémon (Action.Picks: which) and shuffles the others, with their cards, into the deck
	OpKOLostZone           // the opponent's Pokémon Knocked Out by damage from this attack go to the Lost Zone with their cards
	OpReturnPokemonOnly    // Who's own cards (the Pokémon, Evolution cards included) to its owner's hand; the cards attached to it are discarded
	// Evolving.
	OpEvolveFromDeck  // put an Evolution card from the deck (Action.Takes) onto each Who Pokémon; then shuffle
	OpRareCandy       // put the Stage 2 (or Stage 1) card from the hand (Action.Takes) onto the Basic Pokémon at Action.Own
	OpEvolvedThisTurn // "if you do" check: done when Who evolved during this turn
	OpSwapSameName    // switch this Pokémon's top card with the card of the same name from the hand (Action.Takes)
	OpSwitchIn        // switch a Benched Pokémon (Who: self or chosen-own, matching Filter's type) with your Active Pokémon
	// Energy spreads.
	OpFlipPer // flip one coin for each of Count (with Type); later ops gate on it like a flip's
	// attach up to N Energy cards (× Count when set) matching Filter from the discard pile (or
	// hand), or search the deck for them, spread over your Pokémon as Action.Split says; an
	// attach-split whose Who names one Pokémon (self, chosen-own, own-active) puts them all there
	OpAttachSplit
	OpSearchSplit
	OpMoveSplit // move up to N Energy cards matching Filter from Who to the Pokémon Action.Split names
	// discard the Energy cards the player chooses (Action.Picks from the hand, Action.Split from
	// their Pokémon), up to N (N < 0: any number), to the discard pile or (Dest deck) the deck
	OpDiscardChosen
	// hgss-era cards (second pass).
	OpPowerLock    // the opponent cannot use Poké-Powers during their next turn
	OpDeckToPrizes // put the top N cards of a deck (Who defending: the opponent's) with that player's Prize cards
	OpTopAttach    // look at the top N cards of your deck, attach the Energy cards among them (matching Filter) to Who, discard the others
	// xy- and sm-era cards (second pass).
	OpDiscardStadium // discard the Stadium in play to its owner's discard pile (Who defending: only one the opponent put into play)
	// move Energy cards matching Filter between your Pokémon as Action.Moves says: from Who's
	// Pokémon to To's, at most N in all (N < 0: any number)
	OpMoveEnergyChosen
	OpSearchAttachEach   // for each Who Pokémon that passes Match, search the deck for N cards matching Filter and attach them to it; then shuffle
	OpSearchAttachChosen // for each of N different Who Pokémon chosen in Action.Spots, search the deck for a card matching Filter and attach it; then shuffle
	OpBaseAddExactHeads  // base += Amount when the last flip came up exactly N heads
	OpFreeAttachNext     // during its player's next turn, Energy cards may be attached from the hand any number of times
	// Last cards (share b).
	OpTopAttachSplit // look at the top N cards of your deck, attach the Energy cards among them (matching Filter) as Action.Split says, discard the others
	OpCountersOfType // put N damage counters on each of Who's Pokémon of the type Action.Pick names
	// The last cards (fx_lasta.go).
	OpTypeThisTurn  // Who is of Type only, until the end of this turn
	OpBenchFromDeck // put up to N (N < 0: as many as fit) Basic Pokémon from Who's deck onto that player's Bench; then shuffle it
	// Mew and Smeargle (fx_lastd.go).
	OpOppSupporter // look at the opponent's hand and use the effect of the Supporter there that Action.OppHandPicks names first
	// Last cards (share c).
	OpDevolveChosen // take the top Evolution card off each Pokémon of Who chosen in Action.Spots (up to N, or N per Count), to Dest
	numOps
)

var opNames = [...]string{"none", "flip", "nothing", "base-add", "base-set", "base-times",
	"base-per", "condition", "cure", "damage", "counters", "heal", "discard-energy",
	"switch-own", "switch-opp", "lasting", "draw", "search", "shuffle-hand-draw",
	"discard-hand-draw", "turn-modifier", "devolve", "move-energy", "bench-restored",
	"flip-until-tails", "draw-until", "discard-deck", "take-discard", "discard-hand",
	"heal-dealt",
	"extra-turn", "heal-energized", "win-lost-zone", "peek-top", "take-prizes",
	"cure-one",
	"show-hand", "draw-per", "shuffle-hand", "draw-to-match", "each-draw", "counters-per", "hand-random", "hand-pick", "trainer-lock", "opp-may-draw",
	"look-top", "reorder-top", "shuffle-deck", "take-top", "top-or-bottom", "draw-bottom", "discard-to-deck", "look-prizes", "shuffle-prizes", "prizes-face-up",
	"hand-to-deck",
	"damage-each", "damage-chosen", "counters-spread", "counters-until", "move-counters", "move-counters-chosen", "swap-damage", "knock-out", "base-per-match",
	"return-pokemon", "discard-tool", "tool-to-hand", "discard-special-energy", "return-energy",
	"discard-opp-energy", "lost-own-energy", "keep-bench", "ko-lost-zone", "return-pokemon-only",
	"evolve-from-deck", "rare-candy", "evolved-this-turn", "swap-same-name", "switch-in",
	"flip-per", "attach-split", "search-split",
	"move-split", "discard-chosen",
	"power-lock", "deck-to-prizes", "top-attach",
	"discard-stadium", "move-energy-chosen", "search-attach-each", "search-attach-chosen", "base-add-exact-heads", "free-attach-next",
	"top-attach-split", "counters-of-type", "type-this-turn", "bench-from-deck",
	"opp-supporter", "devolve-chosen"}

func (k OpKind) String() string {
	if int(k) < len(opNames) {
		return opNames[k]
	}
	return "unknown op"
}

// ParseOpKind returns the op with the given name (as String prints it).
func ParseOpKind(s string) (OpKind, bool) {
	for i, n := range opNames {
		if n == s && i != 0 {
			return OpKind(i), true
		}
	}
	return 0, false
}

// Who is the target of an op.
type Who uint8

const (
	WhoDefault        Who = iota // the op's natural target (Defending for attacks)
	WhoSelf                      // the Pokémon using the attack or power; for a Trainer, your Active
	WhoDefending                 // the opponent's Active Pokémon
	WhoChosenOpp                 // the opponent's Pokémon chosen in Action.Target
	WhoChosenOwn                 // your Pokémon chosen in Action.Slot
	WhoEachOppBenched            // each of the opponent's Benched Pokémon
	WhoEachOwnBenched            // each of your Benched Pokémon
	WhoOwnActive                 // your Active Pokémon
	// Reactions and targets.
	WhoEachOwn     // each of your Pokémon, the Active Pokémon first
	WhoEachOpp     // each of the opponent's Pokémon, Active first (targets ops only: fx_targets.go)
	WhoEachPokemon // every Pokémon in play: the opponent's, then yours (targets ops only)
	// The last cards (fx_lasta.go).
	WhoEachHealed // each Pokémon the effect's last heal op removed damage from
)

var whoNames = [...]string{"default", "self", "defending", "chosen-opponent", "chosen-own",
	"each-opponent-benched", "each-own-benched", "own-active",
	"each-own", "each-opponent", "each-pokemon",
	"each-healed"}

func (w Who) String() string {
	if int(w) < len(whoNames) {
		return whoNames[w]
	}
	return "unknown target"
}

// ParseWho returns the target with the given name (as String prints it).
func ParseWho(s string) (Who, bool) {
	for i, n := range whoNames {
		if n == s {
			return Who(i), true
		}
	}
	return 0, false
}

// Gate makes an op depend on the last coin flip.
type Gate uint8

const (
	Always    Gate = iota
	IfHeads        // every coin of the last flip was heads
	IfTails        // every coin of the last flip was tails
	EachHeads      // repeat the op once per heads
	EachTails      // repeat the op once per tails
	IfOpted        // the player took the attack's optional part (Action.Opt)
	IfNoOpt        // the player did not take it
	IfDone         // the op before it did something ("if you do")
)

var gateNames = [...]string{"always", "heads", "tails", "each-heads", "each-tails", "opted", "declined", "done"}

func (g Gate) String() string {
	if int(g) < len(gateNames) {
		return gateNames[g]
	}
	return "unknown gate"
}

// ParseGate returns the gate with the given name.
func ParseGate(s string) (Gate, bool) {
	for i, n := range gateNames {
		if n == s {
			return Gate(i), true
		}
	}
	return 0, false
}

// Count is what OpBasePer counts.
type Count uint8

const (
	CountNone                Count = iota
	CountSelfCounters              // damage counters on the attacking Pokémon
	CountDefenderCounters          // damage counters on the Defending Pokémon
	CountSelfEnergy                // Energy units attached to the attacking Pokémon
	CountDefenderEnergy            // Energy units attached to the Defending Pokémon
	CountOwnBenched                // your Benched Pokémon
	CountOppBenched                // your opponent's Benched Pokémon
	CountHeads                     // heads of the last flip
	CountDefenderDamaged           // 1 if the Defending Pokémon has any damage counters, else 0
	CountSelfDamaged               // 1 if the attacking Pokémon has any damage counters, else 0
	CountDefenderRetreat           // Colorless symbols in the Defending Pokémon's Retreat Cost
	CountDefenderIsType            // 1 if the Defending Pokémon is of the op's Type, else 0
	CountDefenderEvolved           // 1 if the Defending Pokémon is an Evolution Pokémon, else 0
	CountDefenderConditioned       // 1 if the Defending Pokémon has any Special Condition, else 0
	CountPrizesTaken               // Prize cards the opponent has taken
	// Both hands.
	CountOppHand         // cards in the opponent's hand
	CountOwnHand         // cards in your hand
	CountHandsEqual      // 1 if both hands hold the same number of cards, else 0
	CountOppHandTrainers // Trainer cards (Items, Supporters, Stadiums, Tools, …) in the opponent's hand
	CountOppHandPokemon  // 1 if the opponent's hand holds a Pokémon card, else 0
	// The deck and Prize cards.
	CountDiscarded // cards matching their Filter that this effect's discard-deck ops discarded
	// Leaving play.
	CountOwnLostPokemon // Pokémon cards in your Lost Zone
	CountDone           // how many cards the op just before moved or did something with (lost-own-energy, discard-chosen and the others the gate done reads)
	// Energy spreads.
	CountOwnEnergy     // Energy units (of Type) attached to all of your Pokémon
	CountOppEnergy     // Energy units (of Type) attached to all of the opponent's Pokémon
	CountActivesEnergy // Energy units (of Type) attached to both Active Pokémon
	CountAllEnergy     // Energy units (of Type) attached to every Pokémon in play
	CountSelfHasEnergy // 1 if the attacking Pokémon has any Energy (of Type) attached, else 0
	CountOppInPlay     // the opponent's Pokémon in play (Active and Benched)
	// xy- and sm-era cards (second pass).
	CountOwnBenchTypes        // different types among your Benched Pokémon (types in force)
	CountSelfBasicEnergyTypes // different types of basic Energy cards attached to the attacking Pokémon
)

// UsesType reports whether the count reads an op's Type: Energy of that type only
// (Colorless: any), or the type the Defending Pokémon must be.
func (k Count) UsesType() bool {
	return k == CountSelfEnergy || k == CountDefenderEnergy || k == CountDefenderIsType || k.isEnergyCount()
}

// Dest is where searched cards (OpSearch) or the cards taken off by devolving (OpDevolve) go.
type Dest uint8

const (
	ToHand    Dest = iota // the hand of the card's owner
	ToBench               // Basic Pokémon only
	ToAttach              // Energy only: attached to the op's Who
	ToDeck                // shuffled into the owner's deck (devolving)
	ToDiscard             // the owner's discard pile
	// The deck and Prize cards.
	ToDeckTop    // on top of the owner's deck (OpDiscardToDeck)
	ToDeckBottom // under the owner's deck (OpDiscardToDeck)
	// xy- and sm-era cards (second pass).
	ToPrizes // face down among the owner's Prize cards (OpHandPick)
)

// Filter selects cards for OpSearch. Zero fields match anything.
type Filter struct {
	Category    Category
	AnyCategory bool  // ignore Category
	BasicOnly   bool  // Basic Pokémon only
	BasicEnergy bool  // basic Energy only
	Type        Type  // Pokémon of this type, or Energy providing it; Colorless: any
	Trainer     uint8 // 0: any; otherwise 1 + TrainerKind
	// The deck and Prize cards.
	Name      string // only cards of this name
	Evolution bool   // Evolution cards only (Stage 1, Stage 2, Mega, BREAK)
	OrTrainer uint8  // a second Trainer kind Trainer also takes (1 + TrainerKind): "Supporter and Stadium cards"
	// xy- and sm-era cards (second pass).
	OrName string // a second name Name also takes: "an Alolan Exeggutor or Alolan Exeggutor-GX"
	// hgss-era cards (second pass).
	NotName string // not cards of this name ("you can't choose Junk Arm")
}

// Matches reports whether the card passes the filter where it is now, out of play (hand, deck,
// discard pile, Prize cards). An Energy card attached to a Pokémon is matched by
// Game.attachedMatches, with what it provides there.
func (f *Filter) Matches(c *Card) bool {
	if !f.AnyCategory && c.Category != f.Category {
		return false
	}
	if !f.matchesDeck(c) {
		return false
	}
	switch c.Category {
	case PokemonCard:
		if f.BasicOnly && c.Stage != Basic {
			return false
		}
		if f.Type != Colorless && c.typeMask()&(1<<f.Type) == 0 {
			return false
		}
	case EnergyCard:
		if f.BasicEnergy && !c.BasicEnergy {
			return false
		}
		if f.Type != Colorless && !printedProvides(c, f.Type) {
			return false
		}
	case TrainerCard:
		if f.Trainer != 0 && TrainerKind(f.Trainer-1) != c.Trainer && (f.OrTrainer == 0 || TrainerKind(f.OrTrainer-1) != c.Trainer) {
			return false
		}
	}
	return true
}

// printedProvides reports whether an Energy card out of play is of type t. An Energy card
// that is every type is so only while attached, so out of play it is of no type (ruling
// rainbow-energy-no-type-outside-play).
func printedProvides(c *Card, t Type) bool {
	return slices.Contains(c.Provides, t)
}

func energyProvides(c *Card, t Type) bool {
	for _, p := range c.Provides {
		if p == t || p == AnyType {
			return true
		}
	}
	return false
}

// Op is one effect primitive. Which fields matter depends on Kind (see README.md).
type Op struct {
	Kind   OpKind
	Gate   Gate
	Who    Who
	N      int // coins, cards, counters, Energy
	Amount int // damage, healing, base damage
	Count  Count
	Cond   Condition
	Type   Type
	Filter Filter
	Dest   Dest
	// ToLostZone sends discarded Energy to the Lost Zone instead of the discard pile (and
	// what a search finds: fx_lastd.go).
	ToLostZone bool
	Lasting    Lasting  // OpLasting
	Mod        Modifier // OpTurnModifier
	// To is where OpMoveEnergy puts the Energy (its Who is where the Energy comes from).
	To Who
	// FromHand makes OpBenchRestored take the Restored Pokémon, and OpAttachSplit the
	// Energy cards, from the hand instead of the deck or the discard pile.
	FromHand bool
	// Top limits OpSearch to the top Top cards of the deck (0: the whole deck).
	Top int

	// Board-state checks and passive effects.
	// If runs the op only when the board-state check holds ("if Plusle is on your Bench").
	If Check
	// Per makes OpBasePer count what the check measures (when Count is unset).
	Per Check
	// Both hands.
	// Exact: OpHandPick must move exactly N cards; with fewer in the hand the card cannot be
	// played, the power cannot be used, or the attack does nothing.
	Exact bool
	// Reveal: OpEachDraw shows the drawn cards to the other player.
	Reveal bool
	// OwnerChooses: the cards of OpHandPick are chosen by the hand's owner (the opponent
	// choosing from their own hand), not by the player using the effect.
	OwnerChooses bool
	// The deck and Prize cards.
	// Either lets the player pick whose deck OpReorderTop looks at (Action.Picks[0]).
	Either bool
	// Distinct makes OpSearch take only cards of a type none of the cards it already took has.
	Distinct bool
	// LegendPair makes OpSearch take both halves of one Pokémon LEGEND (to the hand).
	LegendPair bool
	// UpTo: "up to". The player of an OpSearch for any card may find fewer than N cards, or
	// none (a search for a kind of card may always find fewer, fx_find.go; one for any card
	// finds as many as it asks for unless UpTo says otherwise). OpHandPick and OpDevolveChosen
	// take any number of cards or Pokémon from none to their limit: N, or with Count set N for
	// each of the count (with Type), worked out from the board when the action is made (one
	// card for each Psychic Energy on the attacker).
	UpTo bool
	// Match limits the targets ops (OpDamageEach, OpKnockOut, OpBasePerMatch) to the
	// Pokémon that pass it.
	Match Match
	// Evolving.
	// EvolveRules: OpEvolveFromDeck and OpRareCandy obey the evolving limits (not during the
	// player's first turn, not on a Pokémon that came into play this turn).
	EvolveRules bool
	// AttachedType: OpEvolveFromDeck takes only an Evolution card of the type of the basic
	// Energy card just attached (a power used as UseAttachedFromHand).
	AttachedType bool
	// Stage1Too: OpRareCandy also takes a Stage 1 card that evolves from the Basic Pokémon.
	// (OpEvolveFromDeck with Cond set works only on a Pokémon with that Special Condition.)
	Stage1Too bool

	// No play for no effect (noeffect.go).
	// Cost marks an op of a Trainer card or a power as the price of using it ("discard 2
	// cards from your hand" of Ultra Ball or Junk Arm): paying it is not doing something, so
	// it does not make the card playable, and the cards it discards are out of reach of the
	// effect's own ops that take from the discard pile.
	Cost bool
	// EnergyUnits makes OpDiscardEnergy count Energy, not cards: cards come off one at a
	// time until N Energy are gone, the last one may provide more than is still needed
	// (Twister: one Double Colorless Energy covers 2 heads).
	EnergyUnits bool
	// OppFlips: the opponent flips the coins of a flip, flip-until-tails or flip-per op
	// (Bench Manipulation). The coins decide the same things; they are traced as theirs.
	OppFlips bool
}

// ModStage is the place in the damage order where a modifier applies.
type ModStage uint8

const (
	// ModAttacker: effects on the Attacking Pokémon (before Weakness and Resistance).
	ModAttacker ModStage = iota + 1
	// ModDefenderCards: Trainer and Energy cards on the Defending Pokémon (after Weakness and
	// Resistance). Eras that do not split defender effects treat it as ModDefender.
	ModDefenderCards
	// ModDefender: the Defending Pokémon's own effects (its last attack, its powers).
	ModDefender
)

var modStageNames = [...]string{"", "attacker", "defender-cards", "defender"}

func (s ModStage) String() string {
	if int(s) < len(modStageNames) && s != 0 {
		return modStageNames[s]
	}
	return "unset"
}

// ParseModStage returns the stage with the given name.
func ParseModStage(s string) (ModStage, bool) {
	for i, n := range modStageNames {
		if n == s && i != 0 {
			return ModStage(i), true
		}
	}
	return 0, false
}

// Modifier changes damage at one stage of the damage order. Amount is added (negative to
// reduce) unless Set, which replaces the running value.
type Modifier struct {
	Stage  ModStage
	Amount int
	Set    bool
	// OnlyAttack limits the modifier to the attack with this name.
	OnlyAttack string
	// AttackerType / DefenderType limit it to attackers or defenders of that type
	// (Colorless: no limit). Stadiums use them.
	AttackerType Type
	DefenderType Type
	// ActiveOnly limits it to damage done to the Defending (Active) Pokémon.
	ActiveOnly bool
	// WhileAsleep limits it to while the Pokémon it belongs to is Asleep (the attacker for
	// an attacker-stage modifier, the Pokémon taking the damage otherwise).
	WhileAsleep bool
	// Source names the card or effect it comes from, for the trace (filled by the engine
	// when empty).
	Source string

	// Board-state checks and passive effects.
	// If applies the modifier only when the check holds, read from the Pokémon it belongs to
	// (its holder), the attacking Pokémon and the Pokémon taking the damage.
	If Check
	// Per multiplies Amount by what the check measures (nothing when it measures 0).
	Per Check
	// Reach says whose damage a passive power's modifier changes (ReachHolder: its own).
	Reach ModReach
	// OnlyName limits it to attacks by Pokémon of that name.
	OnlyName string
	// UpTo, with Set, applies only when the damage at its stage (after the other modifiers
	// of that stage) is UpTo or less: "prevent that damage if it is 60 or less".
	UpTo int
	// Flip: when the attack would do damage with it left out, flip a coin; heads, it applies.
	Flip bool
}

// LastingKind is what a lasting effect does.
type LastingKind uint8

const (
	LastingNone        LastingKind = iota
	LastingModifier                // Mod applies to this Pokémon's attacks or to damage done to it
	LastingCancelFlip              // when it attacks, flip: tails, the attack does nothing
	LastingCantAttack              // it cannot attack
	LastingCantRetreat             // it cannot retreat
	// LastingPreventAll: the opponent's attacks do no damage to it and their effects do not
	// reach it (Special Conditions, damage counters, discards, lasting effects).
	LastingPreventAll
	// LastingCantUseAttack: it cannot use the attack named Lasting.Attack (its other attacks
	// stay usable).
	LastingCantUseAttack
	// Board-state checks and passive effects.
	// LastingNoAbilities: it has no Abilities from now until the end of the turn When names.
	LastingNoAbilities
	// LastingCantBeHealed: no damage can be removed from it during that turn.
	LastingCantBeHealed
	// Reactions.
	// LastingReactDamaged: when an attack damages it, Lasting.Ops run with the Attacking
	// Pokémon as the chosen opponent's Pokémon (even if the damage Knocks it Out).
	LastingReactDamaged
	// Energy spreads.
	// LastingCostMore: each of its attacks costs Lasting.Cost more Colorless Energy.
	LastingCostMore
)

// When says during which turn a lasting effect is in force.
type When uint8

const (
	// OpponentsNextTurn: the turn after this one (the opponent's next turn).
	OpponentsNextTurn When = iota
	// OwnersNextTurn: the next turn of the player who caused it (two turns from now).
	OwnersNextTurn
)

// Lasting is an effect of an attack that stays on a Pokémon for one turn. Like every effect
// of an attack it ends when the Pokémon goes to the Bench or evolves.
type Lasting struct {
	Kind LastingKind
	Mod  Modifier
	When When

	Attack string // LastingCantUseAttack: the attack it cannot use

	// Board-state checks and passive effects.
	// Coins is how many coins a LastingCancelFlip flips (default 1): any tails, the attack
	// does nothing.
	Coins int
	// If limits a LastingPreventAll to attacks by Pokémon for which the check holds.
	If Check
	// PickAttack: the attack a LastingCantUseAttack forbids is the one Action.Pick names
	// (Torment, Disable) rather than Attack.
	PickAttack bool
	Ops        []Op // LastingReactDamaged: what happens when an attack damages it
	Cost       int  // LastingCostMore: Colorless symbols added to each of its attack costs
}

// lastingEffect is a Lasting in play, with the turn it is in force.
type lastingEffect struct {
	Lasting
	turn   int
	source string
	start  int // the turn it was put on (LastingNoAbilities is in force from then)
}
