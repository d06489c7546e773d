package content

import (
	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// One way to write each effect. Where two spellings said the same thing, the loader keeps
// one and refuses the other with the spelling to use, so a card file written the old way says
// how to write it now rather than failing with "unknown op".

// removedOps are the op names another primitive now spells.
var removedOps = map[string]string{
	"lost-hand":      "hand-pick with who: self and lost_zone: true (the cards chosen from the hand go to the Lost Zone)",
	"attach-discard": "attach-split with who naming the one Pokémon of yours that takes the cards (self, chosen-own or own-active)",
}

// removedChecks are the board-state checks a targets match now spells.
var removedChecks = map[string]string{
	"opponent-with-ability": "base-per-match with who: each-opponent and match: {power: ability}",
}

// pokemonCounts are the checks that count Pokémon in play, with the who and match that count
// the same Pokémon: on base-per, base-per-match says it.
var pokemonCounts = map[engine.CheckKind]string{
	engine.CheckInPlay:        "who: each-own",
	engine.CheckBenched:       "who: each-own-benched",
	engine.CheckOppTypeInPlay: "who: each-opponent",
	engine.CheckEachInPlay:    "who: each-pokemon",
}

// matchesOne are the checks of the Defending Pokémon that a match says for an op that
// reaches it.
var matchesOne = map[engine.CheckKind]string{
	engine.CheckDefenderBasic: "match: {basic_only: true}",
	engine.CheckDefenderType:  "match: {types: [...]}",
}

// oneSpelling refuses the spellings of an op that another spelling of the same effect has
// replaced: which Pokémon an effect counts or reaches is its who and match; a board-state
// check says something else about the board.
func (p *cardParser) oneSpelling(n *yaml.Node, o *engine.Op) {
	if who, ok := pokemonCounts[o.Per.Kind]; ok && o.Kind == engine.OpBasePer {
		p.bad(at(n, "per"), "op base-per: a count of Pokémon in play is written base-per-match with %s and a match (names, types)", who)
	}
	if m, ok := matchesOne[o.If.Kind]; ok && o.Who == engine.WhoDefending && takesMatch(o.Kind) {
		p.bad(at(n, "if"), "op %s reaches the Defending Pokémon: which Pokémon it reaches is its %s, not an if check", o.Kind, m)
	}
}

// takesMatch reports whether ops of kind k choose the Pokémon they reach with a match.
func takesMatch(k engine.OpKind) bool {
	switch k {
	case engine.OpDamageEach, engine.OpKnockOut, engine.OpBasePerMatch, engine.OpSearchAttachEach:
		return true
	}
	return false
}
