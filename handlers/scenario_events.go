package handlers

import (
	"github.com/rulesd/rulesd/scenarios"
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
