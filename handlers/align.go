package handlers

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulesd/rulesd/scenarios"
	"github.com/rulesd/rulesd/views"
)

// Eras side by side are lined up event by event, across the whole run. Each era's run is a
// sequence of tokens: for each step, the step itself (the action it carries out), then its
// events. The sequences are aligned by the longest common subsequence of a key per token
// (the action; or the event's kind, the player and Pokémon it concerns, for a coin what it
// decides, for a note its rule topic; never an era's paragraph numbers or its wording), so the same rule event lines up across eras even where
// one era has events the others lack, and an era that lacks an event shows a gap.
//
// Steps are matched by the scenario action they carry out (their slot: 0 is the starting
// board, i+1 the action i), not by their number: an action that runs only in some eras
// does not shift the steps after it. A run is aligned in windows: a window starts at each
// action every era carries out, and takes in the actions after it that some era skips, so
// events can line up across those steps (a turn that ends with an attack in one era and
// with the next action in another). Each window's work is bounded by maxAlignCells; a
// window larger than that is aligned step by step, and a step larger than that pairs its
// events in order.

// maxAlignCells bounds one alignment table: tokens of the rows so far × tokens of the next
// era. Runs are at most a few hundred steps of a few dozen events; a window is one or two
// steps, far below it.
const maxAlignCells = 1 << 18

// alignEra is one era's run as the alignment sees it.
type alignEra struct {
	steps []*scenarios.Step
	slots []int // the slot of each step
	// keys are each step's key (index 0) and its events' keys, made once by alignRuns.
	keys [][]string
}

// withKeys makes the keys of an era's steps and events.
func (r *alignEra) withKeys() {
	r.keys = make([][]string, len(r.steps))
	for s, st := range r.steps {
		k := make([]string, len(st.Events)+1)
		k[0] = "step|" + strconv.Itoa(r.slots[s])
		for e := range st.Events {
			k[e+1] = eventKey(&st.Events[e])
		}
		r.keys[s] = k
	}
}

// key is the key of a cell that is not a gap.
func (r *alignEra) key(c cell) string { return r.keys[c.step][c.event+1] }

// cell is one era's part of a row: a step's event, or (event -1) the step itself. A gap is
// step -1.
type cell struct{ step, event int }

var gapCell = cell{-1, -1}

func (c cell) gap() bool { return c.step < 0 }

// alignedRow is one row of the eras lined up.
type alignedRow struct {
	slot   int    // the action the row belongs to (the compare view's step)
	window int    // the window it was aligned in: a moved event is looked for within it
	cells  []cell // per era
	// head: the row is the action itself, shown where some era carries it out without events
	// (a refused action); otherwise the action's row only anchors the alignment.
	head bool
	// moved is, for a row marked "another order", the row where the missing eras have the
	// same event; -1 otherwise.
	moved int
	parts []string
}

// slotsOf numbers an era's steps by the scenario action they carry out.
func slotsOf(sc *scenarios.Scenario, era string, steps int) []int {
	out := make([]int, 0, steps)
	out = append(out, 0)
	for i, a := range sc.Actions {
		if len(out) == steps {
			break
		}
		if len(a.Eras) == 0 || slices.Contains(a.Eras, era) {
			out = append(out, i+1)
		}
	}
	return out
}

// eventKey is what makes two eras' events the same event: its kind, whom and what it
// concerns, and for an explanation the rule topic it explains (eras number their paragraphs
// differently), for a coin what it decides. The card a Prize card or a draw happens to be is not part of it, and the
// end of the game is one event whoever wins: those are outcomes.
func eventKey(e *scenarios.Event) string {
	switch e.Kind {
	case "game-over":
		return e.Kind
	case "prize", "draw":
		return e.Kind + "|" + e.Player
	case "coin-flip":
		// What the coin decides, not the paragraph the era cites for it.
		return e.Kind + "|" + e.Player + "|" + e.For
	}
	s := e.Kind + "|" + e.Player + "|" + e.Card
	if e.Kind == "note" || e.Kind == "assumption" {
		s += "|" + anchorTopic(e.Anchor)
	}
	return s
}

// anchorTopic is the topic of an anchor: "sm/burned#4" → "burned".
func anchorTopic(a string) string {
	_, ref, _ := strings.Cut(a, "/")
	topic, _, _ := strings.Cut(ref, "#")
	return topic
}

// outcome is what an event came to: its numbers, its coin, who won.
func outcome(e *scenarios.Event) string {
	s := fmt.Sprintf("%d|%d|%d|%s", e.Before, e.After, e.Amount, e.Coin)
	if e.Damage != nil {
		s += "|" + strconv.Itoa(e.Damage.Final)
	}
	if e.Kind == "game-over" {
		s += "|" + e.Player
	}
	return s
}

// stepOutcome is what an action came to: refused by a rule's topic, or carried out.
func stepOutcome(st *scenarios.Step) string {
	if st.Refused != nil {
		return "refused|" + anchorTopic(st.Refused.Anchor)
	}
	return "done"
}

// alignRuns lines up the eras' runs and marks where they part.
func alignRuns(eras []string, runs []alignEra) []alignedRow {
	for i := range runs {
		runs[i].withKeys()
	}
	// The slots any era carries out, in order, and which eras carry out each.
	var order []int
	has := map[int]int{} // slot → eras that carry it out
	for _, r := range runs {
		for _, s := range r.slots {
			if has[s] == 0 {
				order = append(order, s)
			}
			has[s]++
		}
	}
	slices.Sort(order)
	var rows []alignedRow
	for i := 0; i < len(order); {
		j := i + 1
		for j < len(order) && has[order[j]] < len(runs) {
			j++
		}
		w := alignWindow(runs, order[i:j])
		for r := range w {
			w[r].window = i
		}
		rows = append(rows, w...)
		i = j
	}
	mark(eras, runs, rows)
	return rows
}

// token is one step or event of one era, with its key.
type token struct {
	c   cell
	key string
}

// windowTokens are an era's tokens for the steps whose slots are in [lo, hi].
func windowTokens(r alignEra, lo, hi int) []token {
	var out []token
	for s, slot := range r.slots {
		if slot < lo || slot > hi {
			continue
		}
		for k, key := range r.keys[s] {
			out = append(out, token{cell{s, k - 1}, key})
		}
	}
	return out
}

// alignWindow aligns the steps of some slots: by one alignment when it is small enough,
// else slot by slot.
func alignWindow(runs []alignEra, slots []int) []alignedRow {
	toks := make([][]token, len(runs))
	total := 0
	for i, r := range runs {
		toks[i] = windowTokens(r, slots[0], slots[len(slots)-1])
		total += len(toks[i])
	}
	if len(slots) > 1 && total*total > maxAlignCells {
		var out []alignedRow
		for _, s := range slots {
			out = append(out, alignWindow(runs, []int{s})...)
		}
		return out
	}
	rows := alignTokens(runs, toks)
	// Each row belongs to the last action started at or before it.
	slot := slots[0]
	for r := range rows {
		for i, c := range rows[r].cells {
			if !c.gap() && c.event < 0 {
				slot = max(slot, runs[i].slots[c.step])
			}
		}
		rows[r].slot = slot
	}
	// An action's own row is shown only where some era carries it out without events.
	out := rows[:0]
	for _, row := range rows {
		if row.head {
			show := false
			for i, c := range row.cells {
				if !c.gap() && row.slot > 0 && (runs[i].steps[c.step].Refused != nil || len(runs[i].steps[c.step].Events) == 0) {
					show = true
				}
			}
			if !show {
				continue
			}
		}
		out = append(out, row)
	}
	return out
}

// alignTokens merges the eras' tokens into rows, era by era: each era is aligned with the
// rows so far by the longest common subsequence of keys (a row's key is its first cell's).
// When the table would pass maxAlignCells, the era's tokens are paired with the rows in
// order instead.
func alignTokens(runs []alignEra, toks [][]token) []alignedRow {
	n := len(runs)
	var rows []alignedRow
	var keys []string // each row's key
	newRow := func(i int, t token) alignedRow {
		r := alignedRow{cells: make([]cell, n), moved: -1, head: t.c.event < 0}
		for k := range r.cells {
			r.cells[k] = gapCell
		}
		r.cells[i] = t.c
		return r
	}
	var table []int32
	for i, ts := range toks {
		a, b := len(rows), len(ts)
		out := make([]alignedRow, 0, max(a, b))
		outKeys := make([]string, 0, max(a, b))
		if (a+1)*(b+1) > maxAlignCells {
			// Too large to align: pair in order, the rest as rows of their own.
			for k := 0; k < max(a, b); k++ {
				switch {
				case k < a && k < b && keys[k] == ts[k].key:
					rows[k].cells[i] = ts[k].c
					out, outKeys = append(out, rows[k]), append(outKeys, keys[k])
				default:
					if k < a {
						out, outKeys = append(out, rows[k]), append(outKeys, keys[k])
					}
					if k < b {
						out, outKeys = append(out, newRow(i, ts[k])), append(outKeys, ts[k].key)
					}
				}
			}
			rows, keys = out, outKeys
			continue
		}
		// lcs(x, y) is the longest common run of rows[x:] and ts[y:].
		w := b + 1
		if cap(table) < (a+1)*w {
			table = make([]int32, (a+1)*w)
		}
		table = table[:(a+1)*w]
		clear(table)
		for x := a - 1; x >= 0; x-- {
			for y := b - 1; y >= 0; y-- {
				if keys[x] == ts[y].key {
					table[x*w+y] = table[(x+1)*w+y+1] + 1
				} else {
					table[x*w+y] = max(table[(x+1)*w+y], table[x*w+y+1])
				}
			}
		}
		x, y := 0, 0
		for x < a || y < b {
			switch {
			case x < a && y < b && keys[x] == ts[y].key && table[x*w+y] == table[(x+1)*w+y+1]+1:
				rows[x].cells[i] = ts[y].c
				out, outKeys = append(out, rows[x]), append(outKeys, keys[x])
				x++
				y++
			case x < a && (y == b || table[(x+1)*w+y] >= table[x*w+y+1]):
				// On a tie the rows so far come first: an era's events stay with the
				// action they belong to, before another era's next action.
				out, outKeys = append(out, rows[x]), append(outKeys, keys[x])
				x++
			default:
				out, outKeys = append(out, newRow(i, ts[y])), append(outKeys, ts[y].key)
				y++
			}
		}
		rows, keys = out, outKeys
	}
	return rows
}

// mark says where the eras part at each row: the event one era has at another row (another
// order), or not at all (only in …); the same event with other numbers, or an action carried
// out in one era and refused in another (another outcome); a rule the era's rulebook does
// not state (assumption).
func mark(eras []string, runs []alignEra, rows []alignedRow) {
	key := func(i int, c cell) string { return runs[i].key(c) }
	out := func(i int, c cell) string {
		st := runs[i].steps[c.step]
		if c.event < 0 {
			return stepOutcome(st)
		}
		return outcome(&st.Events[c.event])
	}
	// The rows of a window that hold each key, in any era: where a missing event may be
	// instead.
	type wkey struct {
		window int
		key    string
	}
	byKey := map[wkey][]int{}
	for r, row := range rows {
		for i, c := range row.cells {
			if !c.gap() {
				k := wkey{row.window, key(i, c)}
				if l := byKey[k]; len(l) == 0 || l[len(l)-1] != r {
					byKey[k] = append(l, r)
				}
			}
		}
	}
	for r := range rows {
		row := &rows[r]
		var present, missing []int
		var k string
		for i, c := range row.cells {
			if c.gap() {
				missing = append(missing, i)
				continue
			}
			present = append(present, i)
			k = key(i, c)
		}
		if len(missing) > 0 {
			// The missing eras may have this event at another row, where the present ones
			// do not: the same event in another order.
			row.moved = -1
			for _, o := range byKey[wkey{row.window, k}] {
				if o == r {
					continue
				}
				other := rows[o].cells
				ok := true
				for _, i := range present {
					ok = ok && other[i].gap()
				}
				for _, i := range missing {
					ok = ok && !other[i].gap() && key(i, other[i]) == k
				}
				if ok && (row.moved < 0 || abs(o-r) < abs(row.moved-r)) {
					row.moved = o
				}
			}
			if row.moved >= 0 {
				row.parts = append(row.parts, "another order")
			} else {
				names := make([]string, len(present))
				for n, i := range present {
					names[n] = views.EraName(eras[i])
				}
				row.parts = append(row.parts, "only in "+strings.Join(names, ", "))
			}
		}
		if len(present) > 1 {
			first := out(present[0], row.cells[present[0]])
			for _, i := range present[1:] {
				if out(i, row.cells[i]) != first {
					row.parts = append(row.parts, "another outcome")
					break
				}
			}
		}
		for _, i := range present {
			c := row.cells[i]
			st := runs[i].steps[c.step]
			if (c.event >= 0 && st.Events[c.event].Assumed) || (c.event < 0 && st.Refused != nil && st.Refused.Assumed != "") {
				row.parts = append(row.parts, "assumption")
				break
			}
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
