package scenarios

import (
	"regexp"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// Picks of several Pokémon and moved damage counters (engine Action.Spots and Action.Moves)
// in scenario files:
//
//	- {attack: Divide-GX, picks: [active, active, bench1]}   # one entry per pick
//	- {attack: Magical Swap, moves: [bench1>active, bench1>bench2]}   # one counter each
//
// Positions are named like target and own (active, bench1..bench5), on the sides the card's
// effect names.

var movePattern = regexp.MustCompile(`^(active|bench[1-5])>(active|bench[1-5])$`)

// picksFields reads an action's picks and moves.
func (p *parser) picksFields(m map[string]*yaml.Node, a *Action, what string) {
	if v, ok := m["picks"]; ok {
		var nodes []*yaml.Node
		a.Picks, nodes = p.strs(v, what+".picks")
		for i, s := range a.Picks {
			if !slotPattern.MatchString(s) {
				p.bad(nodes[i], "%s.picks: %q: want active or bench1..bench5", what, s)
			}
		}
	}
	if v, ok := m["moves"]; ok {
		var nodes []*yaml.Node
		a.Moves, nodes = p.strs(v, what+".moves")
		for i, s := range a.Moves {
			if !movePattern.MatchString(s) {
				p.bad(nodes[i], "%s.moves: %q: want from>to, each active or bench1..bench5 (one damage counter)", what, s)
			}
		}
	}
	if (len(a.Picks) > 0 || len(a.Moves) > 0) && a.Verb != "attack" && a.Verb != "play" && !(a.Verb == "bench" && len(a.Picks) == 0) {
		p.bad(m[a.Verb], "%s: picks and moves belong to an attack or a played Trainer card (moves also to a bench whose power moves Energy)", what)
	}
}

// enginePicks turns a scenario action's picks and moves into the engine's.
func enginePicks(a *Action, ea *engine.Action) {
	for _, s := range a.Picks {
		ea.Spots = append(ea.Spots, slotIndex(s, -1))
	}
	for _, s := range a.Moves {
		from, to, _ := strings.Cut(s, ">")
		f, t := slotIndex(from, -1), slotIndex(to, -1)
		if k := len(ea.Moves) - 1; k >= 0 && ea.Moves[k].From == f && ea.Moves[k].To == t {
			ea.Moves[k].N++
			continue
		}
		ea.Moves = append(ea.Moves, engine.CounterMove{From: f, To: t, N: 1})
	}
}

// filePicks writes the engine's picks and moves the way a scenario file does, each list
// joined with commas (FileAction keeps them as text so that actions compare with ==).
func filePicks(ea engine.Action, fa *FileAction) {
	var picks, moves []string
	for _, s := range ea.Spots {
		picks = append(picks, slotName(s))
	}
	for _, m := range ea.Moves {
		for i := 0; i < m.N; i++ {
			moves = append(moves, slotName(m.From)+">"+slotName(m.To))
		}
	}
	fa.Picks, fa.Moves = strings.Join(picks, ","), strings.Join(moves, ",")
}

// addPicks adds a FileAction's picks and moves to its one-line node as flow lists.
func addPicks(f FileAction, n *yaml.Node) {
	for _, kv := range [][2]string{{"picks", f.Picks}, {"moves", f.Moves}} {
		if kv[1] == "" {
			continue
		}
		seq := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
		for _, s := range strings.Split(kv[1], ",") {
			seq.Content = append(seq.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: s, Tag: "!!str"})
		}
		n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: kv[0]}, seq)
	}
}
