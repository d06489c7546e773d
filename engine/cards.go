package engine

// Cards are plain Go values. The content package converts card files into them; tests build
// them directly. A *Card is a card definition shared by every copy of it: the engine never
// changes it.

// Type is a Pokémon or Energy type.
type Type uint8

// The eleven types. AnyType is only used by Energy that counts as every type at once.
const (
	Colorless Type = iota
	Grass
	Fire
	Water
	Lightning
	Psychic
	Fighting
	Darkness
	Metal
	Fairy
	Dragon
	AnyType
	numTypes
)

var typeNames = [...]string{"Colorless", "Grass", "Fire", "Water", "Lightning", "Psychic",
	"Fighting", "Darkness", "Metal", "Fairy", "Dragon", "any type"}

func (t Type) String() string {
	if int(t) < len(typeNames) {
		return typeNames[t]
	}
	return "unknown type"
}

// ParseType returns the type with the given name (as String prints it, case-sensitive).
func ParseType(s string) (Type, bool) {
	for i, n := range typeNames {
		if n == s {
			return Type(i), true
		}
	}
	return 0, false
}

// Category is one of the three kinds of cards.
type Category uint8

const (
	PokemonCard Category = iota
	TrainerCard
	EnergyCard
)

func (c Category) String() string {
	switch c {
	case PokemonCard:
		return "Pokémon"
	case TrainerCard:
		return "Trainer"
	case EnergyCard:
		return "Energy"
	}
	return "unknown category"
}

// Stage is a Pokémon card's Evolution stage.
type Stage uint8

const (
	Basic Stage = iota
	Stage1
	Stage2
	MegaStage  // Mega Evolution: evolves from a Pokémon-EX
	BreakStage // BREAK Evolution
	Legend     // one half of a Pokémon LEGEND: neither Basic nor an Evolution
	Restored   // Restored Pokémon: only a fossil Item puts it into play
	LevelUp    // Pokémon LV.X: put on the Pokémon of the same name, adding to it
)

var stageNames = [...]string{"Basic", "Stage 1", "Stage 2", "Mega", "BREAK", "LEGEND", "Restored", "LV.X"}

func (s Stage) String() string {
	if int(s) < len(stageNames) {
		return stageNames[s]
	}
	return "unknown stage"
}

// IsEvolution reports whether a card of this stage is an Evolution card. A LV.X is also put on
// top of a Pokémon, but whether that is evolving is for the ruleset to say
// (Ruleset.LevelUpIsEvolving).
func (s Stage) IsEvolution() bool {
	return s == Stage1 || s == Stage2 || s == MegaStage || s == BreakStage
}

// TrainerKind is the subtype of a Trainer card.
type TrainerKind uint8

const (
	Item TrainerKind = iota // called plain "Trainer" cards in the hgss rulebooks
	Supporter
	Stadium
	Tool
	TechnicalMachine // attached to a Pokémon, which may use its attack (an Item in xy and sm)
)

func (k TrainerKind) String() string {
	switch k {
	case Item:
		return "Item"
	case Supporter:
		return "Supporter"
	case Stadium:
		return "Stadium"
	case Tool:
		return "Pokémon Tool"
	case TechnicalMachine:
		return "Technical Machine"
	}
	return "unknown Trainer kind"
}

// Tag marks rule-bearing kinds of cards. A card may carry several (a Mega Evolution card is
// both TagMega and TagEX).
type Tag uint16

const (
	TagEx             Tag = 1 << iota // Pokémon-ex (lower case, hgss era)
	TagEX                             // Pokémon-EX
	TagGX                             // Pokémon-GX
	TagMega                           // Mega Evolution Pokémon
	TagPrismStar                      // Prism Star card
	TagLegendTwoPrize                 // a Pokémon LEGEND whose own rule gives two Prize cards
	TagUltraBeast
	TagAceSpec
	TagStar // Pokémon ☆ (hgss era): one such card in a deck
)

var tagNames = [...]string{"Pokémon-ex", "Pokémon-EX", "Pokémon-GX", "Mega Evolution",
	"Prism Star", "LEGEND (two Prizes)", "Ultra Beast", "ACE SPEC", "Pokémon ☆"}

func (t Tag) String() string {
	s := ""
	for i, n := range tagNames {
		if t&(1<<i) != 0 {
			if s != "" {
				s += ", "
			}
			s += n
		}
	}
	if s == "" {
		return "none"
	}
	return s
}

// Weakness is one Weakness entry: either a multiplier (Mult 2 for "×2") or an addition
// (Plus 20 for "+20"), against attackers of Type.
type Weakness struct {
	Type Type
	Mult int
	Plus int
}

// Resistance is one Resistance entry: Minus is subtracted (20 for "-20").
type Resistance struct {
	Type  Type
	Minus int
}

// Attack is one attack of a Pokémon card. Damage is the printed number; what the attack does
// beyond that is written as Ops (see README.md for every primitive).
type Attack struct {
	Name   string
	Cost   []Type // Colorless entries accept any Energy
	Damage int    // printed damage; 0 when the attack prints none
	// Suffix is what is printed after the number ("+", "×", "-" or ""); display only: the
	// behaviour is in the Ops.
	Suffix string
	GX     bool // a GX attack: once per game where the era's ruleset says so

	// ChooseOpp / ChooseOwn say whether the attack asks its user to choose one of the
	// opponent's or one of their own Pokémon (Action.Target / Action.Slot).
	ChooseOpp Choice
	ChooseOwn Choice
	// OppChooses: the choice of the opponent's Pokémon is the opponent's to make (a switch in
	// which the opponent picks the Benched Pokémon that comes up). It arrives in
	// Action.Target like any other, and is checked the same way.
	OppChooses bool
	// DamageTo is who takes the attack's printed damage: WhoDefending (default) or
	// WhoChosenOpp.
	DamageTo Who
	// IgnoreResistance: the attack's damage is not changed by the Defending Pokémon's
	// Resistance (its Weakness still applies).
	IgnoreResistance bool
	// IgnoreDefenderEffects: effects on the Defending Pokémon (its Tool, Energy, powers and
	// effects of earlier attacks, all the defender stages of the damage order) do not change
	// the attack's damage to it. Weakness and Resistance still apply.
	IgnoreDefenderEffects bool
	// IgnoreWeakness: the attack's damage to the Defending Pokémon skips the Weakness stage
	// (Resistance still applies unless IgnoreResistance is set too).
	IgnoreWeakness bool
	// Optional: the attack has a part its user may take or not ("you may …"); the choice
	// arrives as Action.Opt, and ops gated opted or declined follow it. Its ChooseOwn and
	// ChooseOpp serve that part only: declined, the action chooses nothing.
	Optional bool

	// Missing is set when what the attack does is not written as primitives: it says what is
	// missing, and the engine refuses the attack (ErrEffectMissing).
	Missing string

	Requires []Op // done to be able to use the attack (an attack-steps requirement)
	Before   []Op // effects before damage, including changes to the base damage
	After    []Op // effects after damage

	// Board-state checks and passive effects.
	// UseIf: the attack can be used only while the check holds ("you can use this attack
	// only if …"), read from the Attacking Pokémon.
	UseIf Check
	// Evolving.
	// FirstTurn is the attack's own rule about its player's first turn.
	FirstTurn FirstTurnRule
}

// Power is a Poké-Power, Poké-Body or Ability.
type Power struct {
	Name string
	Kind PowerKind
	Use  PowerUse
	// OncePerTurn limits an activated power to one use per turn for each Pokémon.
	OncePerTurn bool
	// ActiveOnly: the power works only while its Pokémon is the Active Pokémon.
	ActiveOnly bool
	// BenchOnly: the power works only while its Pokémon is on the Bench.
	BenchOnly bool
	// WorksUnderCondition: an exception to "Special Conditions switch Poké-Powers off".
	WorksUnderCondition bool
	ChooseOpp           Choice
	ChooseOwn           Choice
	OppChooses          bool       // as Attack.OppChooses
	Ops                 []Op       // what using it does (UseActivated, UseBetweenTurns)
	Mods                []Modifier // passive damage modifiers (UsePassive)
	Stats               []StatMod  // passive changes to Retreat Costs and Weakness (UsePassive)
	// Missing is set when what the power does is not written as primitives: an activated
	// power is refused when used, and a Pokémon with any other such power cannot come into
	// play (ErrEffectMissing).
	Missing string

	// Leaving play.
	// NotFirstOrNewTurn: the power cannot be used during its player's first turn nor during
	// the turn its Pokémon was put into play.
	NotFirstOrNewTurn bool
	// Evolving.
	// Optional: a power that works when something happens (UseBenchedFromHand,
	// UseEvolvedFromHand, UseAttachedFromHand) is a "you may": it runs only when the action
	// that set it off has Opt.
	Optional bool
	// Costs change the attack costs of this Pokémon's own attacks (UsePassive; fx_energy.go).
	Costs []CostMod
	// EnergyAs makes every Energy attached to this Pokémon provide that type instead of its
	// usual ones, unit for unit (UsePassive; fx_energy.go).
	EnergyAs Type
	// AttachType limits UseOwnAttaches to Energy cards providing that type (Colorless: any).
	AttachType Type

	// xy- and sm-era cards (second pass).
	// UseIf: an activated power can be used only while the check holds, read from the
	// power's Pokémon ("if you have Garchomp in play"); otherwise ErrConditionNotMet.
	UseIf Check

	// NoEffectRuling: as Card.NoEffectRuling, for a power its player uses.
	NoEffectRuling string

	// LostZoneAttacks (a passive power: Lost Link) lets its Pokémon use, besides its own, the
	// attacks of the Pokémon cards in both players' Lost Zones (fx_lastd.go).
	LostZoneAttacks bool
}

// PowerKind tells Poké-Powers, Poké-Bodies and Abilities apart.
type PowerKind uint8

const (
	PokePower PowerKind = iota
	PokeBody
	Ability
)

func (k PowerKind) String() string {
	switch k {
	case PokePower:
		return "Poké-Power"
	case PokeBody:
		return "Poké-Body"
	case Ability:
		return "Ability"
	}
	return "unknown power kind"
}

// PowerUse says how a power works.
type PowerUse uint8

const (
	UseActivated    PowerUse = iota // its player chooses to use it during their turn
	UsePassive                      // always on while in play (damage modifiers)
	UseBetweenTurns                 // happens in the between-turns step
	// UseOpponentAttaches: whenever the opponent attaches an Energy card from the hand to one
	// of their Pokémon (the turn's attachment, or an effect's: each card), its ops run with
	// that Pokémon as the chosen opponent's Pokémon.
	UseOpponentAttaches
	// Reactions.
	// UseDamagedActive: when an opponent's attack damages the Pokémon while it is its
	// player's Active Pokémon (even if that Knocks it Out), its ops run with the Attacking
	// Pokémon as the chosen opponent's Pokémon.
	UseDamagedActive
	// UseKnockedOutActive: when the Pokémon is Knocked Out, as its player's Active Pokémon, by
	// damage from an opponent's attack, its ops run (the Attacking Pokémon as the chosen
	// opponent's Pokémon) before it leaves play; where Ruleset.KOReactsAfterMove is on, also
	// when that attack moved it to the Bench before the Knock Out check.
	UseKnockedOutActive
	// UseOpponentRetreats: whenever the opponent's Active Pokémon retreats, its ops run with
	// their new Active Pokémon as the chosen opponent's Pokémon.
	UseOpponentRetreats
	// UseOpponentBenches: whenever the opponent puts a Basic Pokémon from their hand onto
	// their Bench, its ops run with that Pokémon as the chosen opponent's Pokémon.
	UseOpponentBenches
	// Evolving.
	// UseBenchedFromHand: its ops run when its player puts this Pokémon from the hand onto
	// the Bench during their turn (play-basic, play-legend).
	UseBenchedFromHand
	// UseEvolvedFromHand: its ops run when its player plays this card from the hand to evolve
	// one of their Pokémon (evolve, or a rare-candy op).
	UseEvolvedFromHand
	// UseAttachedFromHand: its ops run when its player attaches an Energy card from the hand
	// to this Pokémon (attach-energy).
	UseAttachedFromHand
	// UseEvolvesFirstTurnIfSecond: this Pokémon may evolve during its player's first turn
	// when that player went second, even if it came into play that turn where
	// Ruleset.EvolveEarlyWhenNew is on.
	UseEvolvesFirstTurnIfSecond
	// Energy spreads.
	// UseOwnAttaches: whenever its player attaches an Energy card (providing AttachType,
	// any when Colorless) from the hand to this Pokémon, its ops run.
	UseOwnAttaches
)

// PrintedRule is a rule a card prints for itself (a rule box, or a line of its text that
// governs how the card is played rather than what it does). It holds wherever the card is
// played, whatever the era's rulebook states or leaves out. A card may print several.
type PrintedRule uint8

const (
	// PrintedMegaEndsTurn: the Mega Evolution rule: when one of its player's Pokémon becomes
	// this Mega Evolution Pokémon, that player's turn ends.
	PrintedMegaEndsTurn PrintedRule = 1 << iota
	// PrintedStadiumName: this Stadium cannot be played while a card of the same name is in
	// play.
	PrintedStadiumName
	// PrintedNoRetreat: this Pokémon (a Fossil Trainer card in play) cannot retreat.
	PrintedNoRetreat
	// PrintedDiscardFromPlay: during its owner's turn, before they attack, its owner may
	// discard it from play (ActDiscardFromPlay); that is not a Knock Out.
	PrintedDiscardFromPlay
	numPrintedRules = 4
)

var printedRuleNames = [numPrintedRules]string{"mega-ends-turn", "stadium-same-name", "cant-retreat", "discard-from-play"}

// String names the rules as card files write them, joined by ", ".
func (r PrintedRule) String() string {
	s := ""
	for i, n := range printedRuleNames {
		if r&(1<<i) != 0 {
			if s != "" {
				s += ", "
			}
			s += n
		}
	}
	return s
}

// ParsePrintedRule returns the printed rule with the given name (as String prints one).
func ParsePrintedRule(s string) (PrintedRule, bool) {
	for i, n := range printedRuleNames {
		if n == s {
			return 1 << i, true
		}
	}
	return 0, false
}

// PrintedRuleNames lists the names of every printed rule, in order.
func PrintedRuleNames() []string { return printedRuleNames[:] }

// Choice says what a card asks its player to choose.
type Choice uint8

const (
	ChooseNone    Choice = iota
	ChoosePokemon        // any one Pokémon (Active or Benched) of that side
	ChooseBenched        // one Benched Pokémon of that side
)

// Card is one card definition.
type Card struct {
	ID       string // set and number, e.g. "hgss2-68"
	Name     string
	Category Category
	Tags     Tag

	// Pokémon
	Stage       Stage
	EvolvesFrom string
	HP          int
	Types       []Type // one, or two for a dual-type Pokémon
	Weakness    []Weakness
	Resistance  []Resistance
	RetreatCost int // number of Colorless symbols
	Attacks     []Attack
	Powers      []Power
	// LegendHalf is 1 or 2 for the two halves of a Pokémon LEGEND (the engine takes the
	// Pokémon's numbers from half 1).
	LegendHalf int
	// RestoredBy names the fossil Item whose effect alone puts this Restored Pokémon on the
	// Bench.
	RestoredBy string

	// Trainer
	Trainer    TrainerKind
	ChooseOpp  Choice
	ChooseOwn  Choice
	OppChooses bool       // as Attack.OppChooses
	Play       []Op       // what playing it does (Items, Supporters, Stadiums when played)
	Mods       []Modifier // while in play: a Tool on its Pokémon, a Stadium on everyone
	Stats      []StatMod  // while in play: a Tool's on its Pokémon, a Stadium's (StatAll) on everyone
	// PlaysAsBasic marks a Fossil Trainer card (such as Unidentified Fossil): an Item that is
	// played onto the Bench and is a Basic Pokémon while in play. Its Pokémon numbers (HP,
	// Types, RetreatCost, Attacks) are the fields above. In the hand, deck and discard pile it
	// is a Trainer card.
	PlaysAsBasic bool
	// A Technical Machine's attacks are in Attacks: the Pokémon it is attached to may use them.

	// Energy
	BasicEnergy bool
	Provides    []Type // the Energy it provides, one entry per unit (Double Colorless: 2)

	// OnAttach is what an Energy card does when it is attached from the hand (its ops run
	// with the Pokémon it was attached to as "self").
	OnAttach []Op

	// Missing is set when the card's own effect (a Trainer card's, a Special Energy card's)
	// is not written as primitives: the engine refuses to play or attach it.
	Missing string
	// Printed lists the rules the card prints for itself, which the engine follows in every
	// era (the card facts record them).
	Printed PrintedRule
	// Errata is the official errata ruling whose wording the card plays by
	// (content/rulings/<id>.md); the card's ops and fields are that wording. A deck refusal
	// that rests on it cites "ruling:<id>".
	Errata string
	// NotInDeckWith names cards that may not share a deck with this one, even within the copy
	// limit (an errata made Professor Sycamore and Professor Juniper one card for deck
	// building).
	NotInDeckWith []string

	// Board-state checks and passive effects.
	// PlayIf: a Trainer card can be played only while the check holds (such as: only while the
	// opponent has fewer Prize cards left than you).
	PlayIf Check
	// OnDamaged is what a Pokémon Tool does when an opponent's attack damages the Pokémon it
	// is attached to while that Pokémon is the Active Pokémon (even if that Knocks it Out):
	// its ops run with the Attacking Pokémon as the chosen opponent's Pokémon.
	OnDamaged []Op
	// OnActiveKO is what a Pokémon Tool does when its player's Active Pokémon (another one
	// than the Pokémon holding it) is Knocked Out by the damage of an opponent's attack: its
	// ops run with that Pokémon as self and the Pokémon holding the Tool as chosen-own.
	OnActiveKO []Op
	// ToolType, when set, is the type of the Pokémon a Pokémon Tool is attached to, instead
	// of its printed types. ToolFor limits what a Tool does (its Mods, Stats and ToolType) to
	// Pokémon of those names; empty, it works on any Pokémon.
	ToolType []Type
	ToolFor  []string
	// StadiumOps is what a Stadium lets each player do once during each of their turns
	// while it is in play (ActUseStadium), run for that player.
	StadiumOps []Op
	// PlayTogether is how many copies of this Item may be played at once (Missing Clover: 4),
	// the other copies named in Action.Picks; TogetherPlay is what playing them together
	// does, instead of Play.
	PlayTogether int
	TogetherPlay []Op
	// Leaving play.
	// Rescue marks a Special Energy card that, when attack damage Knocks Out the Pokémon it is
	// attached to, sends that Pokémon's own cards to its owner's hand instead
	// of the discard pile (the cards attached to it are still discarded).
	Rescue bool
	// PlayIfActive: the Trainer card can be played only while its player's Active Pokémon is
	// of one of these types (empty: no such condition).
	PlayIfActive []Type
	// Evolving.
	// BasicNames, for a Stage 2 card, names the Basic Pokémon its Stage 1 evolves from (the
	// card catalogue fills it from the era's cards): what Rare Candy puts it on.
	BasicNames []string
	// Attached, for a Special Energy card, is what it provides while attached to a Pokémon
	// when that differs from Provides (Unit Energy, Super Boost Energy; fx_energy.go).
	Attached *AttachedEnergy

	// No play for no effect (noeffect.go).
	// NoEffectRuling, for a Trainer card, is the official ruling (content/rulings/<id>.md)
	// that says when this card would do nothing and so cannot be played; a refusal cites it
	// instead of the general ruling.
	NoEffectRuling string
	// EvolutionTypes, for a Pokémon card, are the types of the era's Evolution cards that
	// evolve from it (bit 1<<Type), which the card catalogue fills: what a search for an
	// Evolution card of this Pokémon, of one type, could ever find. 0: not known.
	EvolutionTypes uint16
}

// IsPokemon reports whether the card is a Pokémon card.
func (c *Card) IsPokemon() bool { return c.Category == PokemonCard }

// IsBasicPokemon reports whether the card is a Basic Pokémon (LEGEND and Restored are not, and
// neither is a Fossil Trainer card outside play).
func (c *Card) IsBasicPokemon() bool { return c.Category == PokemonCard && c.Stage == Basic }

// canBeInPlay reports whether the card can be a Pokémon in play: a Pokémon card, or a Fossil
// Trainer card played as a Basic Pokémon.
func (c *Card) canBeInPlay() bool { return c.Category == PokemonCard || c.PlaysAsBasic }

// PrimaryType is the card's first type (Colorless when none is given).
func (c *Card) PrimaryType() Type {
	if len(c.Types) == 0 {
		return Colorless
	}
	return c.Types[0]
}

// typeMask returns the card's types as a bit set.
func (c *Card) typeMask() uint16 {
	var m uint16
	for _, t := range c.Types {
		m |= 1 << t
	}
	return m
}

// units returns the number of Energy units the card provides.
func (c *Card) units() int {
	if c.Category != EnergyCard {
		return 0
	}
	if len(c.Provides) == 0 {
		return 1
	}
	return len(c.Provides)
}
