package scenarios

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/rulesd/rulesd/engine"
)

// Expectation paths. A path names one thing about a step: its board after the step, its
// events, or its damage breakdown.
//
//	turn, current, decision, result          the game: turn number, whose turn, what it waits for, who won
//	refused                                  "no", or the anchor (topic#n, ruling:<id>) of the rule that refused the action
//	coins, coins.list                        how many coins the step flipped; their results in order
//	cites                                    anchors (topic#n, ruling:<id>) the step's events must include
//	sequence                                 event kinds (kind or kind/player) that must occur in this order
//	assumed                                  yes when the step applied a rule the era's rulebook does not state
//	damage.<stage>, damage.<n>.<stage>       value after a stage of the step's first (n-th) damage:
//	                                         base, attacker, weakness, resistance, defender-cards, defender, counters, final
//	<player>.hand|deck|prizes|discard|lost-zone   card counts
//	<player>.bench.count                     Benched Pokémon
//	<player>.gx_used                         yes once the player has used their GX attack this game
//	<player>.active.<field>, <player>.bench.<n>.<field>
//	                                         card (name), id, damage, hp (HP left), conditions, energy (count), tool, present,
//	                                         tms (names, in order), under (cards beneath, bottom first), attacks (usable now, in order)
var (
	pokemonFields = []string{"card", "id", "damage", "hp", "conditions", "energy", "tool", "present", "tms", "under", "attacks"}
	pileFields    = []string{"hand", "deck", "prizes", "discard", "lost-zone"}
	damageStages  = []string{"base", "attacker", "weakness", "resistance", "defender-cards", "defender", "counters", "final"}
	decisionNames = []string{"main", "prize", "promote", "sudden-death", "over",
		"first-player", "setup-active", "setup-bench", "extra-draw"}
	// eventKinds are the engine's event kinds, as its trace names them.
	eventKinds = engineEventKinds()
)

// engineEventKinds lists the engine's event kinds in order, so a kind the engine adds is
// accepted here at once. Past the last kind the engine prints the same "unknown" name as for
// the largest value.
func engineEventKinds() []string {
	unknown := engine.EventKind(255).String()
	var out []string
	for k := engine.EventKind(0); k < 255 && k.String() != unknown; k++ {
		out = append(out, k.String())
	}
	return out
}

// pathKind says how a path's value is written and compared.
type pathKind uint8

const (
	kindText pathKind = iota
	kindInt
	kindYesNo
	kindSet      // comma-separated, order does not matter ("none" for empty)
	kindSubset   // every listed value must be present
	kindSequence // listed values must occur in this order
	kindEnum
	kindList // comma-separated names, exactly these in this order ("none" for empty)
)

type pathInfo struct {
	kind  pathKind
	enum  []string
	parts []string
}

// parsePath checks a path's shape and says how its value is compared.
func parsePath(path string) (pathInfo, string) {
	parts := strings.Split(path, ".")
	info := pathInfo{parts: parts}
	switch parts[0] {
	case "turn":
		info.kind = kindInt
	case "current":
		info.kind, info.enum = kindEnum, playerIDs[:]
	case "decision":
		info.kind, info.enum = kindEnum, decisionNames
	case "result":
		info.kind, info.enum = kindEnum, []string{"alice", "bob", "sudden-death", "none"}
	case "refused":
		info.kind = kindText
	case "coins":
		if len(parts) == 2 && parts[1] == "list" {
			return pathInfo{kind: kindText, parts: parts}, ""
		}
		info.kind = kindInt
	case "cites":
		info.kind = kindSubset
	case "sequence":
		info.kind = kindSequence
	case "assumed":
		info.kind = kindYesNo
	case "damage":
		rest := parts[1:]
		if len(rest) == 2 {
			if n, err := strconv.Atoi(rest[0]); err != nil || n < 1 {
				return info, fmt.Sprintf("path %q: %q is not a damage number (1, 2, ...)", path, rest[0])
			}
			rest = rest[1:]
		}
		if len(rest) != 1 || !slices.Contains(damageStages, rest[0]) {
			return info, fmt.Sprintf("path %q: want damage.<stage> with stage one of %s", path, strings.Join(damageStages, ", "))
		}
		return pathInfo{kind: kindText, parts: parts}, ""
	case "alice", "bob":
		return parsePlayerPath(path, parts)
	default:
		return info, fmt.Sprintf("unknown path %q (want turn, current, decision, result, refused, coins, cites, sequence, assumed, damage.<stage>, or alice./bob. followed by active, bench or a pile)", path)
	}
	if len(parts) != 1 {
		return info, fmt.Sprintf("unknown path %q", path)
	}
	return info, ""
}

func parsePlayerPath(path string, parts []string) (pathInfo, string) {
	info := pathInfo{parts: parts}
	if len(parts) < 2 {
		return info, fmt.Sprintf("path %q: say what of %s's (active, bench, %s)", path, parts[0], strings.Join(pileFields, ", "))
	}
	field := ""
	switch {
	case slices.Contains(pileFields, parts[1]) && len(parts) == 2:
		info.kind = kindInt
		return info, ""
	case parts[1] == "bench" && len(parts) == 3 && parts[2] == "count":
		info.kind = kindInt
		return info, ""
	case parts[1] == "gx_used" && len(parts) == 2:
		info.kind = kindYesNo
		return info, ""
	case parts[1] == "active" && len(parts) == 3:
		field = parts[2]
	case parts[1] == "bench" && len(parts) == 4:
		if n, err := strconv.Atoi(parts[2]); err != nil || n < 1 || n > 5 {
			return info, fmt.Sprintf("path %q: Bench position %q: want 1..5", path, parts[2])
		}
		field = parts[3]
	default:
		return info, fmt.Sprintf("path %q: want %s.active.<field>, %s.bench.<n>.<field>, %s.bench.count, %s.gx_used or %s.<pile>", path, parts[0], parts[0], parts[0], parts[0], parts[0])
	}
	switch field {
	case "damage", "hp", "energy":
		info.kind = kindInt
	case "conditions":
		info.kind = kindSet
	case "present":
		info.kind = kindYesNo
	case "card", "id", "tool":
		info.kind = kindText
	case "tms", "under", "attacks":
		info.kind = kindList
	default:
		return info, fmt.Sprintf("path %q: unknown field %q (want %s)", path, field, strings.Join(pokemonFields, ", "))
	}
	return info, ""
}

// checkPath returns what is wrong with a path, or "".
func checkPath(path string) string {
	_, msg := parsePath(path)
	return msg
}

// checkValue returns what is wrong with a wanted value for a path, or "".
func checkValue(path, value string) string {
	info, msg := parsePath(path)
	if msg != "" {
		return msg
	}
	switch info.kind {
	case kindInt:
		if _, err := strconv.Atoi(value); err != nil {
			return fmt.Sprintf("want a whole number, found %q", value)
		}
	case kindYesNo:
		if value != "yes" && value != "no" {
			return fmt.Sprintf("want yes or no, found %q", value)
		}
	case kindEnum:
		if !slices.Contains(info.enum, value) {
			return fmt.Sprintf("want one of %s, found %q", strings.Join(info.enum, ", "), value)
		}
	case kindSubset:
		for _, v := range splitList(value) {
			if !citePattern.MatchString(v) {
				return fmt.Sprintf("%q: want topic#n or ruling:<id>", v)
			}
		}
	case kindSequence:
		for _, v := range splitList(value) {
			kind, who, _ := strings.Cut(v, "/")
			if !slices.Contains(eventKinds, kind) {
				return fmt.Sprintf("%q: unknown event kind (want one of %s)", kind, strings.Join(eventKinds, ", "))
			}
			if who != "" && !slices.Contains(playerIDs[:], who) {
				return fmt.Sprintf("%q: want kind/alice or kind/bob", v)
			}
		}
	case kindSet:
		for _, v := range splitList(value) {
			if v != "none" && !slices.Contains([]string{"asleep", "confused", "paralyzed", "burned", "poisoned"}, v) {
				return fmt.Sprintf("%q is not a Special Condition (or none)", v)
			}
		}
	}
	if info.parts[0] == "refused" && value != "no" && !citePattern.MatchString(value) {
		return fmt.Sprintf("want no, or the anchor of the rule that refuses it (topic#n or ruling:<id>), found %q", value)
	}
	return ""
}

func splitList(s string) []string {
	var out []string
	for _, v := range strings.Split(s, ",") {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return out
}

// evaluate reads a path from a step and compares it with the wanted value.
func evaluate(w Want, st *Step) Check {
	info, _ := parsePath(w.Path)
	got := lookupPath(info, st)
	c := Check{Path: w.Path, Want: w.Value, Got: got}
	switch info.kind {
	case kindSet:
		a, b := splitList(strings.ToLower(w.Value)), splitList(got)
		sort.Strings(a)
		sort.Strings(b)
		c.OK = slices.Equal(a, b)
	case kindSubset:
		have := splitList(got)
		c.OK = true
		for _, v := range splitList(w.Value) {
			if !slices.Contains(have, v) {
				c.OK = false
			}
		}
	case kindSequence:
		c.Got = got
		c.OK = isSubsequence(splitList(w.Value), splitList(got))
	case kindList:
		c.OK = slices.Equal(splitList(w.Value), splitList(got))
	default:
		c.OK = got == w.Value
	}
	return c
}

// isSubsequence reports whether want occurs in have in order (not necessarily adjacent). A
// want entry without a player matches any player.
func isSubsequence(want, have []string) bool {
	i := 0
	for _, h := range have {
		if i == len(want) {
			break
		}
		kind, _, _ := strings.Cut(h, "/")
		if want[i] == h || want[i] == kind {
			i++
		}
	}
	return i == len(want)
}

func stripEra(anchor string) string {
	if _, rest, ok := strings.Cut(anchor, "/"); ok {
		return rest
	}
	return anchor
}

func lookupPath(info pathInfo, st *Step) string {
	parts := info.parts
	b := &st.Board
	switch parts[0] {
	case "turn":
		return strconv.Itoa(b.Turn)
	case "current":
		return b.Current
	case "decision":
		return b.Decision
	case "result":
		return b.Result
	case "refused":
		if st.Refused == nil {
			return "no"
		}
		return stripEra(st.Refused.Anchor)
	case "coins":
		var flips []string
		for _, e := range st.Events {
			if e.Kind == "coin-flip" {
				flips = append(flips, e.Coin)
			}
		}
		if len(parts) == 2 {
			return strings.Join(flips, ", ")
		}
		return strconv.Itoa(len(flips))
	case "cites":
		var out []string
		for _, a := range st.Anchors {
			out = append(out, stripEra(a))
		}
		return strings.Join(out, ", ")
	case "sequence":
		var out []string
		for _, e := range st.Events {
			s := e.Kind
			if e.Player != "" {
				s += "/" + e.Player
			}
			out = append(out, s)
		}
		return strings.Join(out, ", ")
	case "assumed":
		if st.Refused != nil && st.Refused.Assumed != "" {
			return "yes"
		}
		for _, e := range st.Events {
			if e.Assumed {
				return "yes"
			}
		}
		return "no"
	case "damage":
		n, stage := 1, parts[1]
		if len(parts) == 3 {
			n, _ = strconv.Atoi(parts[1])
			stage = parts[2]
		}
		for _, e := range st.Events {
			if e.Damage == nil {
				continue
			}
			if n--; n > 0 {
				continue
			}
			if stage == "final" {
				return strconv.Itoa(e.Damage.Final)
			}
			for _, s := range e.Damage.Stages {
				if s.Name == stage {
					if s.Skipped {
						return "skipped"
					}
					return strconv.Itoa(s.Value)
				}
			}
			return "not in this era's damage order"
		}
		return "no damage in this step"
	}
	side := &b.Players[slices.Index(playerIDs[:], parts[0])]
	switch parts[1] {
	case "hand":
		return strconv.Itoa(side.Hand)
	case "deck":
		return strconv.Itoa(side.Deck)
	case "prizes":
		return strconv.Itoa(side.Prizes)
	case "discard":
		return strconv.Itoa(side.Discard)
	case "lost-zone":
		return strconv.Itoa(side.LostZone)
	case "gx_used":
		if side.GXUsed {
			return "yes"
		}
		return "no"
	}
	var pk *PokemonBoard
	field := parts[len(parts)-1]
	if parts[1] == "active" {
		pk = side.Active
	} else {
		if parts[2] == "count" {
			return strconv.Itoa(len(side.Bench))
		}
		i, _ := strconv.Atoi(parts[2])
		if i <= len(side.Bench) {
			pk = &side.Bench[i-1]
		}
	}
	if field == "present" {
		if pk == nil {
			return "no"
		}
		return "yes"
	}
	if pk == nil {
		return "no Pokémon there"
	}
	switch field {
	case "card":
		return pk.Name
	case "id":
		return pk.ID
	case "damage":
		return strconv.Itoa(pk.Damage)
	case "hp":
		return strconv.Itoa(pk.HPLeft)
	case "conditions":
		if len(pk.Conditions) == 0 {
			return "none"
		}
		return strings.Join(pk.Conditions, ", ")
	case "energy":
		return strconv.Itoa(len(pk.Energy))
	case "tool":
		if pk.Tool == "" {
			return "none"
		}
		return pk.Tool
	case "tms":
		return orNone(pk.TMs)
	case "under":
		return orNone(pk.Under)
	case "attacks":
		return orNone(pk.Attacks)
	}
	return ""
}
