package engine

import "strings"

// ref names one rule point the engine cites. Each ruleset maps every ref to the anchor of the
// content page paragraph that states it (content/<era>/rules/<topic>.md, anchors numbered as
// docs/content-format.md describes). These tables are the only place anchors are written.
type ref uint8

const (
	refNone ref = iota
	refDeckBuilding
	refSetup
	refSetupActive
	refSetupBench
	refSetupPrizes
	refFirstPlayer
	refSetupReveal
	refMulligan
	refMulliganBoth
	refMulliganDraw
	refMulliganBench
	refTurnStart
	refDraw
	refDeckOut
	refDrawShort
	refDrawNoLoss
	refEndTurn
	refBench
	refBenchFull
	refEvolve
	refEvolveName
	refEvolveNew
	refEvolveFirstTurn
	refEvolveClears
	refLegend
	refAttach
	refAttachOnce
	refTrainer
	refSupporter
	refSupporterStays
	refStadium
	refStadiumOnce
	refStadiumSameName
	refTool
	refToolLimit
	refFirstTurnTrainer
	refFirstTurnAttack
	refRetreat
	refRetreatOnce
	refRetreatBlocked
	refRetreatPay
	refBenchClears
	refPower
	refPowerOff
	refAttackAnnounce
	refAttackChoices
	refAttackRequirements
	refAttackAlter
	refAttackConfusion
	refAttackEffects
	refEnergyCost
	refDmgBase
	refDmgAttacker
	refDmgWeakness
	refDmgResistance
	refDmgDefenderCards
	refDmgDefender
	refDmgCounters
	refBenchNoWR
	refDualType
	refPlaceCounters
	refCheckupPoison
	refCheckupBurn
	refCheckupSleep
	refCheckupParalysis
	refCheckupPowers
	refCheckupKO
	refCheckupOrder
	refConditionReplace
	refConditionStack
	refConditionSame
	refPoisoned
	refBurned
	refBurnHeal
	refAsleep
	refAsleepNoAttack
	refParalyzed
	refParalyzedNoAttack
	refConfused
	refConfusedTails
	refConfusedStays
	refKO
	refKOPrize
	refKOReplace
	refKOSimultaneous
	refKOSimultaneousCheckup
	refTwoPrizeEx
	refTwoPrizeGX
	refTwoPrizeMega
	refTwoPrizeLegend
	refWinPrizes
	refWinNoPokemon
	refWinDeckOut
	refSimultaneousWin
	refSimultaneousBoth
	refSimultaneousTie
	refSuddenDeath
	refGXOnce
	refMegaEndsTurn
	refPrismStar
	refLostZone
	refDeckCopies
	refDeckBasic
	refDeckStar
	refAceSpec
	refPrismStarDeck
	refNameLevel
	refNameDelta
	refNameTeamPlasma
	refFossilSetup
	refFossilPlay
	refRestoredPlay
	refRestoredHand
	refRestoredSetup
	refBreak
	refLevelUp
	refLevelUpKeeps
	refLevelUpAssumed
	refDevolve
	refTM
	refChecksAfterNothing
	refEvolveSecondPlayer
	refKOPrizesFirst
	refKOAfterAttack
	refAsleepTails
	refDualTypeOrder
	refRetreatPayDouble
	refDmgFloor
	refSupporterPlay
	refPowerAlwaysOn
	refGXConfusedTails
	refDualTypeEach
	// No play for no effect (noeffect.go): official rulings in every era.
	refNoEffect         // a card or power that would do nothing cannot be used
	refNoEffectNotBasic // a power set off by a basic Energy card is not set off by another one
	refCountersLost     // damage counters moved onto a Pokémon shielded from the attack's effects are lost
	refFossilDiscard
	refAttachedEveryType // an attached Energy card of every type is each type a power asks for
	// Mew and Smeargle (fx_lastd.go).
	refLostLinkAttack  // an attack printed on another card, used by this Pokémon as its own, does to it what it does to its user
	refBorrowChoice    // Portrait: a Supporter the player could use now must be chosen, and only such a one
	refBorrowEffect    // Portrait: the chosen Supporter's whole effect is the power's effect
	refBorrowNotPlayed // Portrait: the Supporter card stays in the opponent's hand; no Supporter is played
	numRefs
)

// refNames names each rule point for RulePoints.
var refNames = [numRefs]string{
	refDeckBuilding:          "DeckBuilding",
	refSetup:                 "Setup",
	refSetupActive:           "SetupActive",
	refSetupBench:            "SetupBench",
	refSetupPrizes:           "SetupPrizes",
	refFirstPlayer:           "FirstPlayer",
	refSetupReveal:           "SetupReveal",
	refMulligan:              "Mulligan",
	refMulliganBoth:          "MulliganBoth",
	refMulliganDraw:          "MulliganDraw",
	refMulliganBench:         "MulliganBench",
	refTurnStart:             "TurnStart",
	refDraw:                  "Draw",
	refDeckOut:               "DeckOut",
	refDrawShort:             "DrawShort",
	refDrawNoLoss:            "DrawNoLoss",
	refEndTurn:               "EndTurn",
	refBench:                 "Bench",
	refBenchFull:             "BenchFull",
	refEvolve:                "Evolve",
	refEvolveName:            "EvolveName",
	refEvolveNew:             "EvolveNew",
	refEvolveFirstTurn:       "EvolveFirstTurn",
	refEvolveClears:          "EvolveClears",
	refLegend:                "Legend",
	refAttach:                "Attach",
	refAttachOnce:            "AttachOnce",
	refTrainer:               "Trainer",
	refSupporter:             "Supporter",
	refSupporterStays:        "SupporterStays",
	refStadium:               "Stadium",
	refStadiumOnce:           "StadiumOnce",
	refStadiumSameName:       "StadiumSameName",
	refTool:                  "Tool",
	refToolLimit:             "ToolLimit",
	refFirstTurnTrainer:      "FirstTurnTrainer",
	refFirstTurnAttack:       "FirstTurnAttack",
	refRetreat:               "Retreat",
	refRetreatOnce:           "RetreatOnce",
	refRetreatBlocked:        "RetreatBlocked",
	refRetreatPay:            "RetreatPay",
	refBenchClears:           "BenchClears",
	refPower:                 "Power",
	refPowerOff:              "PowerOff",
	refAttackAnnounce:        "AttackAnnounce",
	refAttackChoices:         "AttackChoices",
	refAttackRequirements:    "AttackRequirements",
	refAttackAlter:           "AttackAlter",
	refAttackConfusion:       "AttackConfusion",
	refAttackEffects:         "AttackEffects",
	refEnergyCost:            "EnergyCost",
	refDmgBase:               "DmgBase",
	refDmgAttacker:           "DmgAttacker",
	refDmgWeakness:           "DmgWeakness",
	refDmgResistance:         "DmgResistance",
	refDmgDefenderCards:      "DmgDefenderCards",
	refDmgDefender:           "DmgDefender",
	refDmgCounters:           "DmgCounters",
	refBenchNoWR:             "BenchNoWR",
	refDualType:              "DualType",
	refPlaceCounters:         "PlaceCounters",
	refCheckupPoison:         "CheckupPoison",
	refCheckupBurn:           "CheckupBurn",
	refCheckupSleep:          "CheckupSleep",
	refCheckupParalysis:      "CheckupParalysis",
	refCheckupPowers:         "CheckupPowers",
	refCheckupKO:             "CheckupKO",
	refCheckupOrder:          "CheckupOrder",
	refConditionReplace:      "ConditionReplace",
	refConditionStack:        "ConditionStack",
	refConditionSame:         "ConditionSame",
	refPoisoned:              "Poisoned",
	refBurned:                "Burned",
	refBurnHeal:              "BurnHeal",
	refAsleep:                "Asleep",
	refAsleepNoAttack:        "AsleepNoAttack",
	refParalyzed:             "Paralyzed",
	refParalyzedNoAttack:     "ParalyzedNoAttack",
	refConfused:              "Confused",
	refConfusedTails:         "ConfusedTails",
	refConfusedStays:         "ConfusedStays",
	refKO:                    "KO",
	refKOPrize:               "KOPrize",
	refKOReplace:             "KOReplace",
	refKOSimultaneous:        "KOSimultaneous",
	refKOSimultaneousCheckup: "KOSimultaneousCheckup",
	refTwoPrizeEx:            "TwoPrizeEx",
	refTwoPrizeGX:            "TwoPrizeGX",
	refTwoPrizeMega:          "TwoPrizeMega",
	refTwoPrizeLegend:        "TwoPrizeLegend",
	refWinPrizes:             "WinPrizes",
	refWinNoPokemon:          "WinNoPokemon",
	refWinDeckOut:            "WinDeckOut",
	refSimultaneousWin:       "SimultaneousWin",
	refSimultaneousBoth:      "SimultaneousBoth",
	refSimultaneousTie:       "SimultaneousTie",
	refSuddenDeath:           "SuddenDeath",
	refGXOnce:                "GXOnce",
	refMegaEndsTurn:          "MegaEndsTurn",
	refPrismStar:             "PrismStar",
	refLostZone:              "LostZone",
	refDeckCopies:            "DeckCopies",
	refDeckBasic:             "DeckBasic",
	refDeckStar:              "DeckStar",
	refAceSpec:               "AceSpec",
	refPrismStarDeck:         "PrismStarDeck",
	refNameLevel:             "NameLevel",
	refNameDelta:             "NameDelta",
	refNameTeamPlasma:        "NameTeamPlasma",
	refFossilSetup:           "FossilSetup",
	refFossilPlay:            "FossilPlay",
	refRestoredPlay:          "RestoredPlay",
	refRestoredHand:          "RestoredHand",
	refRestoredSetup:         "RestoredSetup",
	refBreak:                 "Break",
	refLevelUp:               "LevelUp",
	refLevelUpKeeps:          "LevelUpKeeps",
	refLevelUpAssumed:        "LevelUpAssumed",
	refDevolve:               "Devolve",
	refTM:                    "TM",
	refChecksAfterNothing:    "ChecksAfterNothing",
	refEvolveSecondPlayer:    "EvolveSecondPlayer",
	refKOPrizesFirst:         "KOPrizesFirst",
	refKOAfterAttack:         "KOAfterAttack",
	refAsleepTails:           "AsleepTails",
	refDualTypeOrder:         "DualTypeOrder",
	refRetreatPayDouble:      "RetreatPayDouble",
	refDmgFloor:              "DmgFloor",
	refSupporterPlay:         "SupporterPlay",
	refPowerAlwaysOn:         "PowerAlwaysOn",
	refGXConfusedTails:       "GXConfusedTails",
	refDualTypeEach:          "DualTypeEach",
	refNoEffect:              "NoEffect",
	refNoEffectNotBasic:      "NoEffectNotBasic",
	refCountersLost:          "CountersLost",
	refFossilDiscard:         "FossilDiscard",
	refAttachedEveryType:     "AttachedEveryType",
	refLostLinkAttack:        "LostLinkAttack",
	refBorrowChoice:          "BorrowChoice",
	refBorrowEffect:          "BorrowEffect",
	refBorrowNotPlayed:       "BorrowNotPlayed",
}

// RulingPrefix starts an anchor that cites an official ruling instead of a rulebook
// paragraph: "ruling:<id>" names content/rulings/<id>.md. Such anchors carry no era, since a
// ruling page says which eras it holds in.
const RulingPrefix = "ruling:"

// RulingID returns the ruling id of a "ruling:<id>" anchor, and whether it is one.
func RulingID(anchor string) (string, bool) { return strings.CutPrefix(anchor, RulingPrefix) }

// anchorTable prefixes each "topic#n" with the era and returns the ref-indexed table. A
// "ruling:<id>" entry (a rule point an official ruling settles in that era) is kept as is, and
// so is an "era/topic#n" of another era: a rule the era's rulebook leaves out and rulesd gives
// from a later one (the era's gap topics, content.Era.GapTopics).
func anchorTable(era string, m map[ref]string) [numRefs]string {
	var t [numRefs]string
	for k, v := range m {
		if strings.HasPrefix(v, RulingPrefix) || strings.Contains(v, "/") {
			t[k] = v
			continue
		}
		t[k] = era + "/" + v
	}
	return t
}

// The tables follow the content pages: anchor 1 is a page's opening paragraph, then each
// paragraph and list item in order (damage-order#2.. are the era's stages, between-turns#2..
// the steps, attack-steps#2.. the attack's steps). A rule point an era's ruleset can never
// apply (its Pokémon or procedure does not exist in that era) has no anchor there; see
// Ruleset.emits.

var hgssAnchors = anchorTable("hgss", map[ref]string{
	refDeckBuilding:          "deck-building#1",
	refSetup:                 "setup#3",
	refSetupActive:           "setup#5",
	refSetupBench:            "setup#6",
	refSetupPrizes:           "setup#7",
	refFirstPlayer:           "setup#8",
	refSetupReveal:           "setup#9",
	refMulligan:              "mulligan#1",
	refMulliganBoth:          "mulligan#5",
	refMulliganDraw:          "mulligan#4",
	refMulliganBench:         "mulligan#4",
	refTurnStart:             "turn-structure#1",
	refDraw:                  "drawing#1",
	refDeckOut:               "drawing#2",
	refDrawShort:             "drawing#3",
	refDrawNoLoss:            "drawing#4",
	refEndTurn:               "turn-structure#5",
	refBench:                 "bench#1",
	refBenchFull:             "bench#2",
	refEvolve:                "evolving#1",
	refEvolveName:            "illegal-evolutions#1",
	refEvolveNew:             "evolving#3",
	refEvolveFirstTurn:       "evolving#4",
	refEvolveClears:          "evolving#8",
	refLegend:                "pokemon-legend#4",
	refAttach:                "attach-energy#1",
	refAttachOnce:            "attach-energy#2",
	refTrainer:               "trainer-cards#1",
	refSupporter:             "supporter-cards#2",
	refSupporterStays:        "supporter-cards#3",
	refStadium:               "stadium-cards#3",
	refStadiumOnce:           "stadium-cards#2",
	refStadiumSameName:       "stadium-cards#6",
	refTool:                  "pokemon-tools#1",
	refToolLimit:             "pokemon-tools#2",
	refFirstTurnTrainer:      "first-turn#2",
	refRetreat:               "retreat#1",
	refRetreatOnce:           "retreat#2",
	refRetreatBlocked:        "retreat#4",
	refRetreatPay:            "retreat#3",
	refBenchClears:           "special-conditions#2",
	refPower:                 "abilities#2",
	refPowerOff:              "abilities#4",
	refAttackAnnounce:        "attack-steps#2",
	refAttackChoices:         "attack-steps#3",
	refAttackRequirements:    "attack-steps#4",
	refAttackAlter:           "attack-steps#5",
	refAttackConfusion:       "attack-steps#6",
	refAttackEffects:         "attack-steps#7",
	refEnergyCost:            "energy-cost#1",
	refDmgBase:               "damage-order#2",
	refDmgAttacker:           "damage-order#3",
	refDmgWeakness:           "damage-order#4",
	refDmgResistance:         "damage-order#5",
	refDmgDefenderCards:      "damage-order#6",
	refDmgDefender:           "damage-order#7",
	refDmgCounters:           "damage-order#8",
	refBenchNoWR:             "weakness-resistance#5",
	refDualType:              "ruling:dual-type-attacker-resistance",
	refPlaceCounters:         "damage-counters#6",
	refCheckupPoison:         "between-turns#2",
	refCheckupBurn:           "between-turns#3",
	refCheckupSleep:          "between-turns#4",
	refCheckupParalysis:      "between-turns#5",
	refCheckupPowers:         "between-turns#6",
	refCheckupKO:             "between-turns#7",
	refCheckupOrder:          "between-turns#1",
	refConditionReplace:      "special-conditions#4",
	refConditionStack:        "special-conditions#5",
	refConditionSame:         "special-conditions#6",
	refPoisoned:              "poisoned#1",
	refBurned:                "burned#1",
	refAsleep:                "asleep#1",
	refAsleepNoAttack:        "asleep#1",
	refParalyzed:             "paralyzed#1",
	refParalyzedNoAttack:     "paralyzed#1",
	refConfused:              "confused#1",
	refConfusedTails:         "confused#4",
	refConfusedStays:         "confused#10",
	refKO:                    "knockout#1",
	refKOPrize:               "knockout#3",
	refKOReplace:             "knockout#4",
	refKOSimultaneous:        "knockout#7",
	refKOSimultaneousCheckup: "knockout#8",
	refTwoPrizeEx:            "pokemon-ex#2",
	refTwoPrizeLegend:        "pokemon-legend#12",
	refWinPrizes:             "winning#2",
	refWinNoPokemon:          "winning#3",
	refWinDeckOut:            "winning#4",
	refSimultaneousWin:       "simultaneous-win#3",
	refSimultaneousBoth:      "simultaneous-win#1",
	refSimultaneousTie:       "simultaneous-win#2",
	refSuddenDeath:           "sudden-death#1",
	refLostZone:              "lost-zone#1",
	refDeckCopies:            "deck-building#2",
	refDeckBasic:             "deck-building#5",
	refDeckStar:              "deck-building#3",
	refNameLevel:             "pokemon-names#7",
	refFossilSetup:           "setup#11",
	refFossilPlay:            "trainer-cards#6",
	refLevelUp:               "pokemon-lv-x#1",
	refLevelUpKeeps:          "pokemon-lv-x#3",
	refLevelUpAssumed:        "pokemon-lv-x#4",
	refDevolve:               "evolving#10",
	refTM:                    "trainer-cards#5",
	refChecksAfterNothing:    "attack-steps#11",
	refEvolveSecondPlayer:    "first-turn#3",
	refKOPrizesFirst:         "knockout#7",
	refKOAfterAttack:         "knockout#6",
	refAsleepTails:           "asleep#4",
	refDualTypeOrder:         "ruling:dual-type-attacker-resistance",
	refRetreatPayDouble:      "retreat#8",
	refDmgFloor:              "damage-order#12",
	refSupporterPlay:         "trainer-cards#1",
	refDualTypeEach:          "ruling:dual-type-attacker-resistance",
	refPowerAlwaysOn:         "abilities#5",
	refNoEffect:              "ruling:cannot-play-card-without-effect",
	refNoEffectNotBasic:      "ruling:energy-evolution-not-rainbow-energy",
	refCountersLost:          "ruling:solar-suggestion-protected-pokemon",
	refFossilDiscard:         "trainer-cards#6",
	// The last cards (fx_lasta.go): Rainbow Energy sets off both halves of Energy Signal.
	refAttachedEveryType: "ruling:energy-signal-rainbow-energy",
	// Mew and Smeargle (fx_lastd.go): the rulebook reads a name an attack gives its own
	// Pokémon as "this Pokémon" when another Pokémon uses it; Smeargle's rulings.
	refLostLinkAttack:  "self-reference#3",
	refBorrowChoice:    "ruling:portrait-choosing-a-supporter",
	refBorrowEffect:    "ruling:portrait-supporter-effect-in-full",
	refBorrowNotPlayed: "ruling:portrait-after-supporter",
})

var xyAnchors = anchorTable("xy", map[ref]string{
	refDeckBuilding:          "deck-building#1",
	refSetup:                 "setup#4",
	refSetupActive:           "setup#6",
	refSetupBench:            "setup#7",
	refSetupPrizes:           "setup#8",
	refFirstPlayer:           "setup#3",
	refSetupReveal:           "setup#9",
	refMulligan:              "mulligan#1",
	refMulliganBoth:          "mulligan#6",
	refMulliganDraw:          "mulligan#4",
	refMulliganBench:         "mulligan#8",
	refTurnStart:             "turn-structure#1",
	refDraw:                  "drawing#1",
	refDeckOut:               "drawing#1",
	refDrawShort:             "drawing#2",
	refDrawNoLoss:            "drawing#3",
	refEndTurn:               "turn-structure#5",
	refBench:                 "bench#1",
	refBenchFull:             "bench#1",
	refEvolve:                "evolving#1",
	refEvolveName:            "evolving#9",
	refEvolveNew:             "evolving#3",
	refEvolveFirstTurn:       "evolving#4",
	refEvolveClears:          "evolving#7",
	refLegend:                "bench#1",
	refAttach:                "attach-energy#1",
	refAttachOnce:            "attach-energy#1",
	refTrainer:               "trainer-cards#1",
	refSupporter:             "supporter-cards#2",
	refStadium:               "stadium-cards#2",
	refStadiumOnce:           "stadium-cards#1",
	refStadiumSameName:       "stadium-cards#3",
	refTool:                  "pokemon-tools#1",
	refToolLimit:             "pokemon-tools#1",
	refFirstTurnAttack:       "first-turn#1",
	refRetreat:               "retreat#1",
	refRetreatOnce:           "retreat#3",
	refRetreatBlocked:        "retreat#4",
	refRetreatPay:            "retreat#2",
	refBenchClears:           "special-conditions#2",
	refPower:                 "abilities#1",
	refPowerOff:              "abilities#8",
	refAttackAnnounce:        "attack-steps#2",
	refAttackChoices:         "attack-steps#3",
	refAttackRequirements:    "attack-steps#4",
	refAttackAlter:           "attack-steps#5",
	refAttackConfusion:       "ruling:confusion-flip-timing", // the Rules Team moved it first (2014)
	refAttackEffects:         "attack-steps#7",
	refEnergyCost:            "energy-cost#1",
	refDmgBase:               "damage-order#2",
	refDmgAttacker:           "damage-order#3",
	refDmgWeakness:           "damage-order#4",
	refDmgResistance:         "damage-order#5",
	refDmgDefenderCards:      "damage-order#6",
	refDmgDefender:           "damage-order#6",
	refDmgCounters:           "damage-order#7",
	refBenchNoWR:             "weakness-resistance#6",
	refDualType:              "ruling:dual-type-attacker-resistance",
	refPlaceCounters:         "damage-counters#5",
	refCheckupPoison:         "between-turns#2",
	refCheckupBurn:           "between-turns#3",
	refCheckupSleep:          "between-turns#4",
	refCheckupParalysis:      "between-turns#5",
	refCheckupPowers:         "between-turns#6",
	refCheckupKO:             "between-turns#7",
	refCheckupOrder:          "between-turns#12",
	refConditionReplace:      "special-conditions#4",
	refConditionStack:        "special-conditions#5",
	refConditionSame:         "special-conditions#6",
	refPoisoned:              "poisoned#1",
	refBurned:                "burned#1",
	refAsleep:                "asleep#1",
	refAsleepNoAttack:        "asleep#1",
	refParalyzed:             "paralyzed#1",
	refParalyzedNoAttack:     "paralyzed#1",
	refConfused:              "confused#1",
	refConfusedTails:         "confused#1",
	refConfusedStays:         "confused#3",
	refKO:                    "knockout#1",
	refKOPrize:               "knockout#5",
	refKOReplace:             "knockout#7",
	refKOSimultaneous:        "knockout#11",
	refKOSimultaneousCheckup: "knockout#11",
	refTwoPrizeEx:            "pokemon-ex#3",
	refWinPrizes:             "winning#2",
	refWinNoPokemon:          "winning#3",
	refWinDeckOut:            "winning#4",
	refSimultaneousWin:       "simultaneous-win#1",
	refSimultaneousBoth:      "simultaneous-win#1",
	refSimultaneousTie:       "simultaneous-win#4",
	refSuddenDeath:           "sudden-death#1",
	refLostZone:              "zones#10",
	refDeckCopies:            "deck-building#1",
	refDeckBasic:             "deck-building#5",
	refAceSpec:               "ace-spec#1",
	refNameLevel:             "pokemon-names#2",
	refNameDelta:             "pokemon-names#4",
	refNameTeamPlasma:        "team-plasma#2",
	refFossilSetup:           "setup#13",
	refFossilPlay:            "trainer-cards#8",
	refRestoredPlay:          "restored-pokemon#1",
	refRestoredHand:          "restored-pokemon#3",
	refRestoredSetup:         "restored-pokemon#4",
	refLevelUp:               "pokemon-lv-x#1",
	refLevelUpKeeps:          "pokemon-lv-x#3",
	refLevelUpAssumed:        "pokemon-lv-x#5",
	refDevolve:               "evolving#12",
	refTM:                    "trainer-cards#7",
	refChecksAfterNothing:    "attack-steps#11",
	refEvolveSecondPlayer:    "first-turn#2",
	refKOPrizesFirst:         "knockout#11",
	refKOAfterAttack:         "knockout#2",
	refAsleepTails:           "asleep#2",
	refDualTypeOrder:         "ruling:dual-type-attacker-resistance",
	refRetreatPayDouble:      "retreat#2",
	refDmgFloor:              "damage-order#10",
	refSupporterPlay:         "supporter-cards#1",
	refDualTypeEach:          "ruling:dual-type-attacker-resistance",
	refPowerAlwaysOn:         "abilities#2",
	refNoEffect:              "ruling:cannot-play-card-without-effect",
	refNoEffectNotBasic:      "ruling:energy-evolution-not-rainbow-energy",
	refCountersLost:          "ruling:solar-suggestion-protected-pokemon",
	refFossilDiscard:         "trainer-cards#8",
	// The last cards (fx_lasta.go): attached, an Energy card of every type is each type.
	refAttachedEveryType: "ruling:rainbow-energy-moved-as-type",
	// Mew and Smeargle (fx_lastd.go): no page of this rulebook speaks of a Pokémon using
	// another card's attack; the ruling on "this Pokémon" does. Smeargle's rulings.
	refLostLinkAttack:  "ruling:this-pokemon-versus-name",
	refBorrowChoice:    "ruling:portrait-choosing-a-supporter",
	refBorrowEffect:    "ruling:portrait-supporter-effect-in-full",
	refBorrowNotPlayed: "ruling:portrait-after-supporter",
	// No Mega Evolution in the Kalos Starter Set: the rule each Mega card prints is cited from
	// the sm page rulesd gives for it (a gap topic of xy).
	refMegaEndsTurn: "sm/mega-evolution#2",
})

var smAnchors = anchorTable("sm", map[ref]string{
	refDeckBuilding:          "deck-building#1",
	refSetup:                 "setup#4",
	refSetupActive:           "setup#6",
	refSetupBench:            "setup#7",
	refSetupPrizes:           "setup#8",
	refFirstPlayer:           "setup#3",
	refSetupReveal:           "setup#9",
	refMulligan:              "mulligan#1",
	refMulliganBoth:          "mulligan#2",
	refMulliganDraw:          "mulligan#5",
	refMulliganBench:         "mulligan#5",
	refTurnStart:             "turn-structure#1",
	refDraw:                  "drawing#1",
	refDeckOut:               "drawing#1",
	refDrawShort:             "drawing#3",
	refDrawNoLoss:            "drawing#3",
	refEndTurn:               "turn-structure#5",
	refBench:                 "bench#1",
	refBenchFull:             "bench#1",
	refEvolve:                "evolving#1",
	refEvolveName:            "evolving#9",
	refEvolveNew:             "evolving#2",
	refEvolveFirstTurn:       "evolving#4",
	refEvolveClears:          "evolving#7",
	refLegend:                "bench#1",
	refAttach:                "attach-energy#1",
	refAttachOnce:            "attach-energy#2",
	refTrainer:               "trainer-cards#1",
	refSupporter:             "supporter-cards#2",
	refStadium:               "stadium-cards#3",
	refStadiumOnce:           "stadium-cards#5",
	refStadiumSameName:       "stadium-cards#4",
	refTool:                  "pokemon-tools#1",
	refToolLimit:             "pokemon-tools#3",
	refFirstTurnAttack:       "first-turn#1",
	refRetreat:               "retreat#1",
	refRetreatOnce:           "retreat#8",
	refRetreatBlocked:        "retreat#7",
	refRetreatPay:            "retreat#2",
	refBenchClears:           "special-conditions#2",
	refPower:                 "abilities#1",
	refPowerOff:              "abilities#9",
	refAttackAnnounce:        "attack-steps#2",
	refAttackChoices:         "attack-steps#4",
	refAttackRequirements:    "attack-steps#5",
	refAttackAlter:           "attack-steps#3",
	refAttackConfusion:       "attack-steps#3",
	refAttackEffects:         "attack-steps#6",
	refEnergyCost:            "energy-cost#1",
	refDmgBase:               "damage-order#2",
	refDmgAttacker:           "damage-order#3",
	refDmgWeakness:           "damage-order#4",
	refDmgResistance:         "damage-order#5",
	refDmgDefenderCards:      "damage-order#6",
	refDmgDefender:           "damage-order#6",
	refDmgCounters:           "damage-order#7",
	refBenchNoWR:             "weakness-resistance#5",
	refDualType:              "dual-type#3",
	refPlaceCounters:         "damage-counters#5",
	refCheckupPoison:         "between-turns#2",
	refCheckupBurn:           "between-turns#3",
	refCheckupSleep:          "between-turns#4",
	refCheckupParalysis:      "between-turns#5",
	refCheckupPowers:         "between-turns#6",
	refCheckupKO:             "between-turns#7",
	refCheckupOrder:          "between-turns#11",
	refConditionReplace:      "special-conditions#5",
	refConditionStack:        "special-conditions#6",
	refConditionSame:         "special-conditions#7",
	refPoisoned:              "poisoned#1",
	refBurned:                "burned#1",
	refBurnHeal:              "burned#4",
	refAsleep:                "asleep#1",
	refAsleepNoAttack:        "asleep#1",
	refParalyzed:             "paralyzed#1",
	refParalyzedNoAttack:     "paralyzed#1",
	refConfused:              "confused#1",
	refConfusedTails:         "confused#4",
	refConfusedStays:         "confused#5",
	refKO:                    "knockout#1",
	refKOPrize:               "knockout#4",
	refKOReplace:             "knockout#5",
	refKOSimultaneous:        "ruling:both-knocked-out-prize-order-sm",
	refKOSimultaneousCheckup: "ruling:both-knocked-out-prize-order-sm",
	refTwoPrizeEx:            "pokemon-ex#2",
	refTwoPrizeGX:            "pokemon-gx#4",
	refTwoPrizeMega:          "mega-evolution#3",
	refWinPrizes:             "winning#2",
	refWinNoPokemon:          "winning#3",
	refWinDeckOut:            "winning#4",
	refSimultaneousWin:       "simultaneous-win#4",
	refSimultaneousBoth:      "simultaneous-win#1",
	refSimultaneousTie:       "simultaneous-win#3",
	refSuddenDeath:           "sudden-death#1",
	refGXOnce:                "pokemon-gx#2",
	refMegaEndsTurn:          "mega-evolution#2",
	refPrismStar:             "prism-star#4",
	refLostZone:              "lost-zone#1",
	refDeckCopies:            "deck-building#3",
	refDeckBasic:             "deck-building#4",
	refAceSpec:               "ace-spec#2",
	refPrismStarDeck:         "prism-star#2",
	refNameLevel:             "pokemon-names#2",
	refNameDelta:             "pokemon-names#4",
	refNameTeamPlasma:        "team-plasma#2",
	refFossilSetup:           "ruling:unidentified-fossil-setup", // the rulebook is silent (restored-pokemon#11)
	refFossilPlay:            "restored-pokemon#9",
	refRestoredPlay:          "restored-pokemon#2",
	refRestoredHand:          "restored-pokemon#2",
	refRestoredSetup:         "restored-pokemon#3",
	refBreak:                 "break-evolution#2",
	refLevelUp:               "pokemon-lv-x#1",
	refLevelUpKeeps:          "pokemon-lv-x#3",
	refLevelUpAssumed:        "pokemon-lv-x#5",
	refDevolve:               "evolving#12",
	refTM:                    "pokemon-tools#5",
	refChecksAfterNothing:    "confused#2",
	refEvolveSecondPlayer:    "first-turn#4",
	refKOPrizesFirst:         "ruling:both-knocked-out-prize-order-sm",
	refKOAfterAttack:         "knockout#8",
	refAsleepTails:           "asleep#3",
	refDualTypeOrder:         "dual-type#4",
	refRetreatPayDouble:      "ruling:discard-two-double-colorless",
	refDmgFloor:              "damage-order#10",
	refSupporterPlay:         "supporter-cards#1",
	refDualTypeEach:          "ruling:dual-type-attacker-resistance",
	refPowerAlwaysOn:         "abilities#4",
	refGXConfusedTails:       "ruling:gx-attack-confused-tails",
	refNoEffect:              "ruling:cannot-play-card-without-effect",
	refNoEffectNotBasic:      "ruling:energy-evolution-not-rainbow-energy",
	refCountersLost:          "ruling:solar-suggestion-protected-pokemon",
	// Discarding Unidentified Fossil from play, as it prints, is no Knock Out (2018).
	refFossilDiscard: "ruling:unidentified-fossil-prize",
	// The last cards (fx_lasta.go): attached, an Energy card of every type is each type.
	refAttachedEveryType: "ruling:rainbow-energy-moved-as-type",
	// Mew and Smeargle (fx_lastd.go), as in xy.
	refLostLinkAttack:  "ruling:this-pokemon-versus-name",
	refBorrowChoice:    "ruling:portrait-choosing-a-supporter",
	refBorrowEffect:    "ruling:portrait-supporter-effect-in-full",
	refBorrowNotPlayed: "ruling:portrait-after-supporter",
})
