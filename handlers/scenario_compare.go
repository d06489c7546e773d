package handlers

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/rulesd/rulesd/scenarios"
	"github.com/rulesd/rulesd/views"
)

// sideBySide is several eras' runs lined up event by event (see alignRuns). Its steps are
// the actions the eras carry out, in the scenario's order: step N side by side is the N-th
// action some era compared carries out (0 the starting board), and its rows are the events
// of that action lined up.
type sideBySide struct {
	runs  []*runModel
	eras  []string
	rows  []alignedRow
	steps [][]int // per step side by side: its rows (indexes into rows)
	slots []int   // per step side by side: the action it is
	walk  walk
	// rowAt is the place of each row; cellRow, per era, the row of each step's events (the
	// step's own row at index 0, its events after).
	rowAt   []place
	cellRow [][][]int
}

func newSideBySide(sc *scenarios.Scenario, runs []*runModel, eras []string) *sideBySide {
	in := make([]alignEra, len(runs))
	for i, m := range runs {
		in[i] = alignEra{steps: m.st, slots: slotsOf(sc, eras[i], len(m.st))}
	}
	s := &sideBySide{runs: runs, eras: eras, rows: alignRuns(eras, in)}
	seen := map[int]int{} // slot → step side by side
	for _, r := range in {
		for _, slot := range r.slots {
			seen[slot] = -1
		}
	}
	for slot := range seen {
		s.slots = append(s.slots, slot)
	}
	slices.Sort(s.slots)
	for n, slot := range s.slots {
		seen[slot] = n
	}
	s.steps = make([][]int, len(s.slots))
	s.rowAt = make([]place, len(s.rows))
	for r, row := range s.rows {
		n := seen[row.slot]
		s.rowAt[r] = place{n, len(s.steps[n])}
		s.steps[n] = append(s.steps[n], r)
	}
	s.walk = make(walk, len(s.steps))
	for n, rows := range s.steps {
		s.walk[n] = len(rows)
	}
	s.cellRow = make([][][]int, len(runs))
	for i, m := range runs {
		s.cellRow[i] = make([][]int, len(m.st))
		for st := range m.st {
			s.cellRow[i][st] = make([]int, len(m.st[st].Events)+1)
			for k := range s.cellRow[i][st] {
				s.cellRow[i][st][k] = -1
			}
		}
	}
	for r, row := range s.rows {
		for i, c := range row.cells {
			if !c.gap() {
				s.cellRow[i][c.step][c.event+1] = r
			}
		}
	}
	return s
}

// sideBySide is the eras of a shipped example side by side, made once from its kept runs.
func (sp *scenarioPages) sideBySide(sc *scenarios.Scenario, runs []*runModel, eras []string) *sideBySide {
	k := sc.ID + "?" + strings.Join(eras, ",")
	if s, ok := sp.aligned.Load(k); ok {
		return s.(*sideBySide)
	}
	s, _ := sp.aligned.LoadOrStore(k, newSideBySide(sc, runs, eras))
	return s.(*sideBySide)
}

// allEras is every era of a shipped example side by side, and the index of one era in it;
// nil when a run cannot be made.
func (sp *scenarioPages) allEras(ctx context.Context, sc *scenarios.Scenario, era string) (*sideBySide, int) {
	runs := make([]*runModel, len(sc.Eras))
	for i, e := range sc.Eras {
		m, err := sp.run(ctx, sc, e, nil)
		if err != nil {
			return nil, -1
		}
		runs[i] = m
	}
	return sp.sideBySide(sc, runs, sc.Eras), slices.Index(sc.Eras, era)
}

// walkOr is the side-by-side walk, or a single run's.
func (s *sideBySide) walkOr(m *runModel) walk {
	if s != nil {
		return s.walk
	}
	return m.walk()
}

// placeOf is where era i's step and event (-1: the step itself) are side by side; a step
// whose own row is not shown is found at its first event's row.
func (s *sideBySide) placeOf(i, step, event int) (place, bool) {
	if i < 0 || step >= len(s.cellRow[i]) {
		return place{}, false
	}
	rows := s.cellRow[i][step]
	for k := event + 1; k < len(rows); k++ {
		if rows[k] >= 0 {
			return s.rowAt[rows[k]], true
		}
	}
	if step == 0 {
		return place{0, -1}, true
	}
	return place{}, false
}

// rowN is how a page names a row: "2.5", its step side by side and its number in it.
func (s *sideBySide) rowN(r int) string {
	p := s.rowAt[r]
	return strconv.Itoa(p.step) + "." + strconv.Itoa(p.group+1)
}

// rows are the step's events lined up, each linked, the one shown marked, each marked where
// the eras part.
func (s *sideBySide) rowViews(id string, at place, ref func(string) *views.RuleRef) []views.AlignedRow {
	out := make([]views.AlignedRow, 0, len(s.steps[at.step]))
	for g, r := range s.steps[at.step] {
		row := s.rows[r]
		ar := views.AlignedRow{N: g + 1, URL: compareEventURL(id, s.eras, at.step, g+1), Current: g == at.group, Eras: s.eras}
		for _, part := range row.parts {
			if part == "another order" && row.moved >= 0 {
				mp := s.rowAt[row.moved]
				ar.Moved = &views.Link{Title: s.rowN(row.moved), URL: compareEventURL(id, s.eras, mp.step, mp.group+1)}
			}
			ar.Parts = append(ar.Parts, part)
		}
		for i, c := range row.cells {
			if c.gap() {
				ar.Cells = append(ar.Cells, nil)
				continue
			}
			e := s.cellView(i, c, ref)
			ar.Cells = append(ar.Cells, &e)
		}
		out = append(out, ar)
	}
	return out
}

// cellView is one era's cell of a row: the event, or the action itself.
func (s *sideBySide) cellView(i int, c cell, ref func(string) *views.RuleRef) views.EventView {
	m := s.runs[i]
	st := m.st[c.step]
	if c.event < 0 {
		e := views.EventView{Kind: "action", Text: upperFirst(st.Action)}
		if st.Refused != nil {
			e.Kind, e.Text = "refused", "Refused: "+st.Refused.Reason
			e.Assumed = st.Refused.Assumed != ""
			if st.Refused.Anchor != "" {
				e.Rule = ref(st.Refused.Anchor)
			}
		}
		return e
	}
	g := groupOf(m.groups[c.step], c.event)
	e := m.steps[c.step].Events[g]
	if m.groups[c.step][g].first != c.event || m.groups[c.step][g].last != c.event {
		// Side by side, each event has its own row: a routine pair is shown as its parts.
		e = eventView(&st.Events[c.event], ref)
		e.Minor = true
	}
	return e
}

// lastCell is era i's last step or event at or before row r (step 0 itself when none).
func (s *sideBySide) lastCell(i, r int) cell {
	for ; r >= 0; r-- {
		if c := s.rows[r].cells[i]; !c.gap() {
			return c
		}
	}
	return cell{0, -1}
}

// firstRow is the first row of a step side by side at or after it (len(rows) past the end).
func (s *sideBySide) firstRow(n int) int {
	for ; n < len(s.steps); n++ {
		if len(s.steps[n]) > 0 {
			return s.steps[n][0]
		}
	}
	return len(s.rows)
}

// compareView is one era's column side by side: its event at the row shown (or, where it has
// none, its board as it stands then).
func (sp *scenarioPages) compareView(sc *scenarios.Scenario, era string, m *runModel, s *sideBySide, i int, at place) views.RunView {
	rv := views.RunView{Era: era, StepCount: len(m.steps) - 1, Passed: m.res.Passed}
	var c cell
	exact := false
	if at.group >= 0 {
		r := s.steps[at.step][at.group]
		c = s.lastCell(i, r)
		exact = !s.rows[r].cells[i].gap()
	} else {
		c = s.lastCell(i, s.firstRow(at.step)-1)
		// A step without rows: the era's own step for that action, when it has one.
		for st, slot := range slotsOf(sc, era, len(m.st)) {
			if slot == s.slots[at.step] {
				c, exact = cell{st, -1}, true
			}
		}
	}
	// The era's run ended before this step: its last step is shown.
	if !exact && at.step > 0 && s.lastCell(i, len(s.rows)-1) == c && s.firstRow(at.step) > s.cellRow[i][c.step][c.event+1] {
		rv.Clamped = true
	}
	n := c.step
	rv.Step = m.steps[n]
	rv.Step.Events = nil
	st := m.st[n]
	var cur, prev *scenarios.Board
	switch {
	case c.event >= 0:
		cur = eventBoard(st, c.event)
		if c.event > 0 {
			prev = eventBoard(st, c.event-1)
		} else if n > 0 {
			prev = &m.st[n-1].Board
		}
	default:
		cur, prev = m.boardAt(place{n, -1})
		if len(st.Events) > 0 && exact && n > 0 {
			// The action's own row, before its events.
			cur, prev = &m.st[n-1].Board, nil
			rv.Before = true
		}
	}
	g := -1
	if c.event >= 0 {
		g = groupOf(m.groups[n], c.event)
	}
	rv.URL = eventURL(sc.ID, era, n, g+1, nil)
	switch {
	case exact && c.event >= 0:
		e := eventView(&st.Events[c.event], sp.refFunc())
		// Numbered as in the era's own run, as its permalink is.
		e.N = g + 1
		rv.At = &e
		if prev != nil {
			rv.Changes = boardChanges(prev, cur)
		}
	case exact:
		prev = nil
	case at.group >= 0:
		rv.Missing = true
		prev = nil
	}
	rv.Board = boardView(cur, prev)
	return rv
}

// differs links the events of one era's step that part from the other eras to the row that
// shows them side by side: "differs in hgss". all is the example's eras side by side; i is
// the era shown.
func (s *sideBySide) differs(id string, i, step int, groups []group, evs []views.EventView) {
	for g, gr := range groups {
		if g >= len(evs) {
			break
		}
		var other []string
		row := -1
		for k := gr.first; k <= gr.last; k++ {
			r := s.cellRow[i][step][k+1]
			if r < 0 || len(s.rows[r].parts) == 0 {
				continue
			}
			for _, j := range s.partsFrom(r, i) {
				if !slices.Contains(other, s.eras[j]) {
					other = append(other, s.eras[j])
				}
			}
			if row < 0 && len(other) > 0 {
				row = r
			}
		}
		if row < 0 {
			continue
		}
		p := s.rowAt[row]
		evs[g].Differs = &views.Link{Title: "differs in " + strings.Join(other, ", "), URL: compareEventURL(id, s.eras, p.step, p.group+1)}
	}
}

// partsFrom are the eras whose cell at row r is not what era i has: a gap, or other numbers.
func (s *sideBySide) partsFrom(r, i int) []int {
	row := s.rows[r]
	mine := row.cells[i]
	var out []int
	for j, c := range row.cells {
		if j == i {
			continue
		}
		if c.gap() || s.outcomeOf(j, c) != s.outcomeOf(i, mine) {
			out = append(out, j)
		}
	}
	return out
}

func (s *sideBySide) outcomeOf(i int, c cell) string {
	st := s.runs[i].st[c.step]
	if c.event < 0 {
		return stepOutcome(st)
	}
	return outcome(&st.Events[c.event])
}
