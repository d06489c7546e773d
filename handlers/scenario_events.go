package handlers

import (
	"fmt"
	"strings"

	"github.com/rulesd/rulesd/scenarios"
	"github.com/rulesd/rulesd/views"
)

// A run is walked event by event. Each step (one action) is a list of groups, the places a
// reader can stand: one event each, except a turn's start and its draw, which are one small
// routine event. A place is addressed by its step and its number within the step, counted
// from 1 (?step=2&event=5); a step without events (the starting board, a refused action) is
// addressed by its step alone.

// group is one place within a step: the events first..last (indexes into the step's events).
type group struct{ first, last int }

// place is where a reader stands: a step and a group of it; group -1 is a step without
// events, or the whole step (?step=N shows its last group).
type place struct{ step, group int }

// groupEvents splits a step's events into places.
func groupEvents(evs []scenarios.Event) []group {
	out := make([]group, 0, len(evs))
	for i := 0; i < len(evs); i++ {
		g := group{i, i}
		if evs[i].Kind == "turn-start" && i+1 < len(evs) && evs[i+1].Kind == "draw" && evs[i+1].Player == evs[i].Player {
			g.last = i + 1
			i++
		}
		out = append(out, g)
	}
	return out
}

// groupOf is the group holding event k, or -1.
func groupOf(groups []group, k int) int {
	for g, gr := range groups {
		if k >= gr.first && k <= gr.last {
			return g
		}
	}
	return -1
}

// walk is the places of a run (or of eras side by side) in order: counts[s] is how many
// places step s has (0 for a step without events).
type walk []int

func (w walk) first() place { return w.edge(0, true) }

// edge is the first or the last place of a step.
func (w walk) edge(s int, first bool) place {
	if w[s] == 0 {
		return place{s, -1}
	}
	if first {
		return place{s, 0}
	}
	return place{s, w[s] - 1}
}

func (w walk) last() place { return w.edge(len(w)-1, false) }

func (w walk) prev(p place) (place, bool) {
	if p.group > 0 {
		return place{p.step, p.group - 1}, true
	}
	if p.step == 0 {
		return p, false
	}
	return w.edge(p.step-1, false), true
}

func (w walk) next(p place) (place, bool) {
	if p.group >= 0 && p.group+1 < w[p.step] {
		return place{p.step, p.group + 1}, true
	}
	if p.step+1 >= len(w) {
		return p, false
	}
	return w.edge(p.step+1, true), true
}

// resolve finds the place an address asks for. ok is false when the address is out of range:
// the place is then the nearest one, and notice (a key of notices) says why the reader was
// moved. groupFor maps
// an event number to its group, or -1 past the step's last.
func (w walk) resolve(step, event int, hasEvent bool, groupFor func(s, event int) int) (place, string) {
	const noStep, noEvent = "step", "event" // keys of notices
	switch {
	case step < 0:
		return w.first(), noStep
	case step >= len(w):
		return w.last(), noStep
	case !hasEvent:
		return w.edge(step, false), ""
	case w[step] == 0:
		return place{step, -1}, noEvent
	case event < 1:
		return place{step, 0}, noEvent
	}
	g := groupFor(step, event)
	if g < 0 {
		return place{step, w[step] - 1}, noEvent
	}
	return place{step, g}, ""
}

// --- eras side by side ------------------------------------------------------------------

// alignedRow is one row of a step's events lined up across eras: cells[i] is the event index
// in era i's step, or -1.
type alignedRow struct{ cells []int }

// signature is what makes two eras' events the same event: its kind, whom and what it
// concerns, and for an explanation the rule it explains (the topic: eras number their
// paragraphs differently).
func signature(e *scenarios.Event) string {
	s := e.Kind + "|" + e.Player + "|" + e.Card
	if e.Kind == "note" || e.Kind == "assumption" {
		_, ref, _ := strings.Cut(e.Anchor, "/")
		topic, _, _ := strings.Cut(ref, "#")
		s += "|" + topic
	}
	return s
}

// align lines up the events of one step under several eras (nil: the era has no such step),
// by the longest common subsequence of their signatures, era by era.
func align(steps []*scenarios.Step) []alignedRow {
	var rows []alignedRow
	n := len(steps)
	rowSig := func(r alignedRow) string {
		for i, c := range r.cells {
			if c >= 0 {
				return signature(&steps[i].Events[c])
			}
		}
		return ""
	}
	for i, st := range steps {
		if st == nil {
			continue
		}
		evs := st.Events
		// lcs[a][b]: the longest common run of rows[a:] and evs[b:].
		lcs := make([][]int, len(rows)+1)
		for a := range lcs {
			lcs[a] = make([]int, len(evs)+1)
		}
		for a := len(rows) - 1; a >= 0; a-- {
			for b := len(evs) - 1; b >= 0; b-- {
				if rowSig(rows[a]) == signature(&evs[b]) {
					lcs[a][b] = lcs[a+1][b+1] + 1
				} else {
					lcs[a][b] = max(lcs[a+1][b], lcs[a][b+1])
				}
			}
		}
		out := make([]alignedRow, 0, max(len(rows), len(evs)))
		newRow := func(b int) alignedRow {
			r := alignedRow{cells: make([]int, n)}
			for k := range r.cells {
				r.cells[k] = -1
			}
			r.cells[i] = b
			return r
		}
		a, b := 0, 0
		for a < len(rows) || b < len(evs) {
			switch {
			case a < len(rows) && b < len(evs) && rowSig(rows[a]) == signature(&evs[b]):
				rows[a].cells[i] = b
				out = append(out, rows[a])
				a++
				b++
			case b < len(evs) && (a == len(rows) || lcs[a][b+1] >= lcs[a+1][b]):
				out = append(out, newRow(b))
				b++
			default:
				out = append(out, rows[a])
				a++
			}
		}
		rows = out
	}
	return rows
}

// parts says where the eras part at one row: an event one era has at another point (another
// order), or not at all (only in …), numbers that differ (another outcome), a rule the
// rulebook does not state (assumption).
func parts(steps []*scenarios.Step, eras []string, rows []alignedRow, r int) []string {
	row := rows[r]
	var out []string
	var present, missing []string
	var sig string
	for i, c := range row.cells {
		if steps[i] == nil {
			continue
		}
		if c < 0 {
			missing = append(missing, eras[i])
			continue
		}
		present = append(present, eras[i])
		sig = signature(&steps[i].Events[c])
	}
	if len(missing) > 0 {
		// The missing eras have this event elsewhere in the step: the order differs.
		elsewhere := true
		for i, c := range row.cells {
			if steps[i] == nil || c >= 0 {
				continue
			}
			found := false
			for _, e := range steps[i].Events {
				if signature(&e) == sig {
					found = true
				}
			}
			elsewhere = elsewhere && found
		}
		if elsewhere {
			out = append(out, "another order")
		} else {
			names := make([]string, len(present))
			for k, e := range present {
				names[k] = views.EraName(e)
			}
			out = append(out, "only in "+strings.Join(names, ", "))
		}
	} else {
		var first string
		for i, c := range row.cells {
			if steps[i] == nil || c < 0 {
				continue
			}
			o := outcome(&steps[i].Events[c])
			if first == "" {
				first = o
			} else if o != first {
				out = append(out, "another outcome")
				break
			}
		}
	}
	for i, c := range row.cells {
		if steps[i] != nil && c >= 0 && steps[i].Events[c].Assumed {
			out = append(out, "assumption")
			break
		}
	}
	return out
}

// outcome is what an event came to: its numbers and coin.
func outcome(e *scenarios.Event) string {
	s := fmt.Sprintf("%d|%d|%d|%s", e.Before, e.After, e.Amount, e.Coin)
	if e.Damage != nil {
		s += fmt.Sprintf("|%d", e.Damage.Final)
	}
	return s
}
