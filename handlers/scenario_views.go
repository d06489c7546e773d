package handlers

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/scenarios"
	"github.com/rulesd/rulesd/views"
)

// runModel is one run made ready to show: each step as the page draws it (its events grouped
// and linked, its rules with their text), so a page only picks the event it is asked for.
type runModel struct {
	res *scenarios.Result
	// st is each step as shown: a step that stopped for want of a coin is cut at that coin.
	st     []*scenarios.Step
	steps  []views.StepView
	groups [][]group // each step's events as the places a reader can stand
	labels []string  // the step list's entries
	damage []bool    // the step deals damage
	checks []views.CheckView
	// flips is the event that flipped each coin the run flipped, in order.
	flips []place
	// needsCoin: the run stopped because it had flipped every coin it was given.
	needsCoin bool
}

// newRunModel prepares a run for its pages. link is the address of an event (step, event
// counted from 1); nil for a run that has no pages.
func (s *site) newRunModel(res *scenarios.Result, link func(step, event int) string) *runModel {
	m := &runModel{res: res}
	coinFailed := false
	for _, c := range res.Expectations {
		m.checks = append(m.checks, views.CheckView{Step: c.Step, Path: c.Path, Want: c.Want, Got: c.Got, OK: c.OK})
		if !c.OK && c.Path == "coins" {
			coinFailed = true
		}
	}
	// A run that flipped every coin it had and fails a coin check stopped for want of one.
	// The engine answers a flip past the script with tails and cannot go on, so what follows
	// that flip is not shown: the stopped step ends at it.
	m.needsCoin = coinFailed && res.CoinsUsed > len(res.Coins)
	flipsSeen := 0
	refs := map[string]views.RuleRef{}
	ref := func(anchor string) *views.RuleRef {
		r, ok := refs[anchor]
		if !ok {
			r = s.ruleRef(anchor)
			refs[anchor] = r
		}
		return &r
	}
	for i := range res.Steps {
		st := &res.Steps[i]
		var prev *scenarios.Board
		if i > 0 {
			prev = &res.Steps[i-1].Board
		}
		if m.needsCoin {
			if k := unscriptedFlip(st, len(res.Coins)-flipsSeen); k >= 0 {
				st = stoppedStep(st, k, prev)
			}
		}
		m.st = append(m.st, st)
		groups := groupEvents(st.Events)
		m.groups = append(m.groups, groups)
		v := stepView(st, prev, groups, ref)
		v.Stopped = st != &res.Steps[i]
		if link != nil {
			for g := range v.Events {
				v.Events[g].URL = link(i, g+1)
			}
			for k := range st.Events {
				if g := groupOf(groups, k); g >= 0 {
					st.Events[k].URL = link(i, g+1)
				}
			}
		}
		m.steps = append(m.steps, v)
		label := "The starting board"
		if i > 0 {
			label = upperFirst(st.Action)
		}
		m.labels = append(m.labels, label)
		hasDamage := false
		for k, e := range st.Events {
			if e.Damage != nil {
				hasDamage = true
			}
			if e.Kind == "coin-flip" {
				m.flips = append(m.flips, place{step: i, group: groupOf(groups, k)})
				flipsSeen++
			}
		}
		m.damage = append(m.damage, hasDamage)
	}
	return m
}

// unscriptedFlip is the index of the step's event that flipped a coin past the script, when
// the script had left coins for the step; -1 when every flip of the step was scripted.
func unscriptedFlip(st *scenarios.Step, left int) int {
	for k, e := range st.Events {
		if e.Kind != "coin-flip" {
			continue
		}
		if left == 0 {
			return k
		}
		left--
	}
	return -1
}

// stoppedStep is a step cut at its k-th event, with the board before it.
func stoppedStep(st *scenarios.Step, k int, prev *scenarios.Board) *scenarios.Step {
	cut := *st
	cut.Events = st.Events[:k]
	cut.Anchors = nil
	for _, e := range cut.Events {
		if e.Anchor != "" && !slices.Contains(cut.Anchors, e.Anchor) {
			cut.Anchors = append(cut.Anchors, e.Anchor)
		}
	}
	if prev != nil {
		cut.Board = *prev
	}
	return &cut
}

func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// ruleRef resolves a rule anchor ("sm/damage-order#4") to its page and paragraph. An anchor
// the corpus lacks is shown as text, not linked: a wrong link is worse than none.
func (s *site) ruleRef(anchor string) views.RuleRef {
	r := views.RuleRef{Ref: anchor, Label: anchor}
	if id, ok := strings.CutPrefix(anchor, content.RulingAnchorPrefix); ok {
		// The engine follows an official ruling here: link the ruling, with its source.
		if ru, ok := s.corpus.Ruling(id); ok {
			r.URL, r.Label, r.Text = ru.URL(), "ruling", ru.Question
			if ru.IsOfficial() {
				r.Label = "official ruling, " + ru.Issued()
			}
		}
		return r
	}
	ref, err := content.ParseRef(anchor)
	if err != nil {
		return r
	}
	rule, block, ok := s.corpus.Resolve(ref)
	if !ok {
		return r
	}
	r.URL, r.Label, r.Text = ref.URL(), rule.Title, block.Text
	if ref.N > 0 {
		r.Label += " ¶" + strconv.Itoa(ref.N)
	}
	return r
}

func stepView(st *scenarios.Step, prev *scenarios.Board, groups []group, ref func(string) *views.RuleRef) views.StepView {
	v := views.StepView{N: st.N, Name: st.Name, Action: st.Action, Board: boardView(&st.Board, prev)}
	if st.N == 0 {
		v.Action = "the starting board"
	}
	if st.Refused != nil {
		v.Refused = &views.RefusalView{Reason: st.Refused.Reason}
		if st.Refused.Anchor != "" {
			v.Refused.Rule = ref(st.Refused.Anchor)
		}
	}
	for g, gr := range groups {
		e := eventView(&st.Events[gr.first], ref)
		if gr.last != gr.first {
			// A turn's start and its draw are one routine event, shown small.
			next := eventView(&st.Events[gr.last], ref)
			e.Text = upperFirst(e.Text) + "; " + next.Text
			e.Numbers, e.Also, e.Minor = next.Numbers, next.Rule, true
		}
		e.N = g + 1
		v.Events = append(v.Events, e)
	}
	for _, a := range st.Anchors {
		v.Rules = append(v.Rules, *ref(a))
	}
	if prev != nil {
		v.Changes = boardChanges(prev, &st.Board)
	}
	return v
}

func eventView(e *scenarios.Event, ref func(string) *views.RuleRef) views.EventView {
	v := views.EventView{Kind: e.Kind, Text: e.Text, Player: e.Player, Coin: e.Coin, Assumed: e.Assumed}
	if e.Anchor != "" {
		v.Rule = ref(e.Anchor)
	}
	// Before and After mean different things for different events; these are the ones whose
	// numbers a reader follows.
	if e.Before != e.After {
		switch e.Kind {
		case "damage", "counters", "heal":
			v.Numbers = fmt.Sprintf("damage %d → %d", e.Before, e.After)
		case "prize":
			v.Numbers = fmt.Sprintf("Prize cards %d → %d", e.Before, e.After)
		case "draw":
			v.Numbers = fmt.Sprintf("hand %d → %d", e.Before, e.After)
		}
	}
	if e.Damage != nil {
		w := waterfall(e.Card, e.Damage, ref)
		v.Damage = &w
	}
	return v
}

// waterfall lays out a damage breakdown: each stage's value as a bar against the largest.
func waterfall(target string, d *scenarios.DamageBreakdown, ref func(string) *views.RuleRef) views.Waterfall {
	w := views.Waterfall{Target: target, Final: d.Final, Counters: d.Counters, Stopped: d.Stopped}
	top := 0
	for _, s := range d.Stages {
		top = max(top, s.Before, s.Value)
	}
	for _, s := range d.Stages {
		sv := views.StageView{Name: s.Name, Title: upperFirst(s.Title), Value: s.Value, Applied: s.Applied, Skipped: s.Skipped}
		if top > 0 && !s.Skipped {
			sv.Width = max(s.Value, 0) * 100 / top
		}
		if s.Name != "base" && !s.Skipped && s.Value != s.Before {
			sv.Change = stageChange(s.Before, s.Value)
		}
		if s.Anchor != "" {
			sv.Rule = ref(s.Anchor)
		}
		w.Stages = append(w.Stages, sv)
	}
	return w
}

// stageChange says what a stage did: doubled, or added or took away some damage.
func stageChange(before, after int) string {
	switch {
	case before > 0 && after == 2*before:
		return "×2"
	case after > before:
		return "+" + strconv.Itoa(after-before)
	}
	return "−" + strconv.Itoa(before-after)
}

var waitingFor = map[string]string{
	"prize":        "a Prize card to be taken",
	"promote":      "a new Active Pokémon to be chosen",
	"sudden-death": "Sudden Death to begin",
}

func resultText(b *scenarios.Board) string {
	reason := ""
	if b.ResultReason != "" {
		reason = ": " + b.ResultReason
	}
	switch b.Result {
	case "", "none":
		return ""
	case "sudden-death":
		return "Sudden Death" + reason
	}
	return views.PlayerName(b.Result) + " wins" + reason
}

// boardView draws a board; prev, the board before the event or step shown, marks what
// changed.
func boardView(b, prev *scenarios.Board) views.BoardView {
	v := views.BoardView{Turn: b.Turn, Current: b.Current, Stadium: b.Stadium, Result: resultText(b), Done: doneText(b.Done)}
	if prev != nil && prev.Stadium != b.Stadium {
		v.StadiumBefore = orText(prev.Stadium, "none")
	}
	if v.Result == "" && b.Decision != "main" && b.Decision != "none" {
		v.Waiting = waitingFor[b.Decision]
		if v.Waiting == "" {
			v.Waiting = b.Decision
		}
	}
	// Bob's side first: the table as Alice sees it.
	for _, p := range []int{1, 0} {
		pb := &b.Players[p]
		var pp *scenarios.PlayerBoard
		if prev != nil {
			pp = &prev.Players[p]
		}
		side := views.SideView{Player: pb.Player, Current: b.Current == pb.Player, Effects: pb.Effects, GXUsed: pb.GXUsed}
		if pb.Active != nil {
			pv := pokemonView(pb.Active, pp, 0)
			side.Active = &pv
		}
		for i := range pb.Bench {
			side.Bench = append(side.Bench, pokemonView(&pb.Bench[i], pp, i+1))
		}
		if pp != nil {
			side.Gone = leftPlay(pp, pb)
		}
		for _, pile := range piles {
			n := pile.count(pb)
			pv := views.PileView{ID: pile.id, Label: pile.label, N: n, Before: n}
			if pp != nil {
				pv.Before = pile.count(pp)
				pv.Changed = pv.Before != n
			}
			if pile.id == "lost-zone" && n == 0 && pv.Before == 0 {
				continue // the Lost Zone is shown only once a card is in it
			}
			side.Piles = append(side.Piles, pv)
		}
		v.Sides = append(v.Sides, side)
	}
	return v
}

// doneText says what the player to play has done this turn of the things allowed once a turn.
func doneText(d scenarios.TurnFlags) []string {
	var out []string
	for _, f := range []struct {
		done bool
		what string
	}{{d.EnergyAttached, "Energy attached"}, {d.SupporterPlayed, "Supporter played"},
		{d.StadiumPlayed, "Stadium played"}, {d.Retreated, "retreated"}} {
		if f.done {
			out = append(out, f.what)
		}
	}
	return out
}

var piles = []struct {
	id, label string
	count     func(*scenarios.PlayerBoard) int
}{
	{"prizes", "Prize cards", func(p *scenarios.PlayerBoard) int { return p.Prizes }},
	{"hand", "in hand", func(p *scenarios.PlayerBoard) int { return p.Hand }},
	{"deck", "in deck", func(p *scenarios.PlayerBoard) int { return p.Deck }},
	{"discard", "in discard pile", func(p *scenarios.PlayerBoard) int { return p.Discard }},
	{"lost-zone", "in the Lost Zone", func(p *scenarios.PlayerBoard) int { return p.LostZone }},
}

// inPlay is every Pokémon of one side: the Active Pokémon at slot 0, the Bench from 1.
func inPlay(pb *scenarios.PlayerBoard) []*scenarios.PokemonBoard {
	out := make([]*scenarios.PokemonBoard, 0, 1+len(pb.Bench))
	out = append(out, pb.Active)
	for i := range pb.Bench {
		out = append(out, &pb.Bench[i])
	}
	return out
}

// find is the Pokémon of a side that is the same one as p (by Instance), and its slot.
func find(pb *scenarios.PlayerBoard, p *scenarios.PokemonBoard) (*scenarios.PokemonBoard, int) {
	for slot, q := range inPlay(pb) {
		if q != nil && q.Instance == p.Instance {
			return q, slot
		}
	}
	return nil, -1
}

func slotName(slot int) string {
	if slot == 0 {
		return "the Active Spot"
	}
	return "Bench " + strconv.Itoa(slot)
}

// pokemonView draws one Pokémon at a slot; prev, its side before the event, marks what the
// event changed on it. A Pokémon is followed by its identity, not its place: the one that
// replaces a Knocked Out Pokémon is shown as moved there, never as the same Pokémon healed.
func pokemonView(p *scenarios.PokemonBoard, prev *scenarios.PlayerBoard, slot int) views.PokemonView {
	v := views.PokemonView{ID: p.ID, Name: p.Name, Types: p.Types, HP: p.HP, Damage: p.Damage, HPLeft: p.HPLeft,
		Conditions: p.Conditions, Energy: p.Energy, Tool: p.Tool, TMs: p.TMs, Under: p.Under,
		Weakness: p.Weakness, Resistance: p.Resistance, RetreatCost: p.RetreatCost, Effects: p.Effects,
		DamageBefore: p.Damage}
	if prev == nil {
		return v
	}
	before, from := find(prev, p)
	if before == nil {
		v.Moved, v.Changed = "newly in play", true
		return v
	}
	if from != slot {
		v.Moved = "moved from " + slotName(from)
	}
	if before.Name != p.Name {
		v.Evolved = before.Name
	}
	v.DamageBefore = before.Damage
	for _, c := range p.Conditions {
		if !slices.Contains(before.Conditions, c) {
			v.CondsAdded = append(v.CondsAdded, c)
		}
	}
	for _, c := range before.Conditions {
		if !slices.Contains(p.Conditions, c) {
			v.CondsGone = append(v.CondsGone, c)
		}
	}
	if !slices.Equal(before.Energy, p.Energy) {
		v.EnergyBefore = listText(before.Energy)
	}
	v.Changed = v.Moved != "" || v.Evolved != "" || before.Damage != p.Damage || before.Tool != p.Tool ||
		len(v.CondsAdded)+len(v.CondsGone) > 0 || v.EnergyBefore != "" ||
		!slices.Equal(before.TMs, p.TMs) || !slices.Equal(before.Under, p.Under) || !slices.Equal(before.Effects, p.Effects)
	return v
}

// leftPlay says which Pokémon of a side left play since prev, and how.
func leftPlay(prev, now *scenarios.PlayerBoard) []string {
	var out []string
	for slot, p := range inPlay(prev) {
		if p == nil {
			continue
		}
		if q, _ := find(now, p); q != nil {
			continue
		}
		what := fmt.Sprintf("%s left play from %s", p.Name, slotName(slot))
		if p.HP > 0 && p.Damage >= p.HP {
			what = fmt.Sprintf("%s was Knocked Out and left play from %s", p.Name, slotName(slot))
		}
		switch {
		case now.Discard > prev.Discard:
			what += "; its cards went to the discard pile"
		case now.LostZone > prev.LostZone:
			what += "; it went to the Lost Zone"
		case now.Hand > prev.Hand:
			what += "; it went back to the hand"
		case now.Deck > prev.Deck:
			what += "; it went into the deck"
		}
		out = append(out, what+".")
	}
	return out
}

// boardChanges lists what differs between two boards, in the order a reader scans a table.
// Pokémon are followed by identity, so a Knock Out and its replacement read as what they are.
func boardChanges(a, b *scenarios.Board) []views.Change {
	var out []views.Change
	add := func(where, what, before, after string) {
		if before != after {
			out = append(out, views.Change{Where: where, What: what, Before: before, After: after})
		}
	}
	add("Game", "turn", strconv.Itoa(a.Turn), strconv.Itoa(b.Turn))
	add("Game", "whose turn", views.PlayerName(a.Current), views.PlayerName(b.Current))
	add("Game", "result", orText(resultText(a), "game on"), orText(resultText(b), "game on"))
	add("Game", "Stadium", orText(a.Stadium, "none"), orText(b.Stadium, "none"))
	add("Game", "done this turn", listText(doneText(a.Done)), listText(doneText(b.Done)))
	for p := range b.Players {
		pa, pb := &a.Players[p], &b.Players[p]
		who := views.PlayerName(pb.Player)
		for slot, x := range inPlay(pa) {
			if x == nil {
				continue
			}
			y, to := find(pb, x)
			where := who + "’s " + x.Name
			if y == nil {
				left := "in play, " + slotName(slot)
				if x.HP > 0 && x.Damage >= x.HP {
					add(where, "Knocked Out", left, "out of play")
				} else {
					add(where, "place", left, "out of play")
				}
				continue
			}
			add(where, "place", slotName(slot), slotName(to))
			pokemonChanges(add, where, x, y)
		}
		for slot, y := range inPlay(pb) {
			if y == nil {
				continue
			}
			if x, _ := find(pa, y); x == nil {
				add(who+"’s "+y.Name, "place", "not in play", slotName(slot))
			}
		}
		for _, pile := range piles {
			add(who, pile.label, strconv.Itoa(pile.count(pa)), strconv.Itoa(pile.count(pb)))
		}
		add(who, "this turn", listText(pa.Effects), listText(pb.Effects))
		add(who, "GX attack", usedText(pa.GXUsed), usedText(pb.GXUsed))
	}
	return out
}

func pokemonChanges(add func(where, what, before, after string), where string, a, b *scenarios.PokemonBoard) {
	add(where, "card", a.Name, b.Name)
	add(where, "damage", strconv.Itoa(a.Damage), strconv.Itoa(b.Damage))
	add(where, "Special Conditions", listText(a.Conditions), listText(b.Conditions))
	add(where, "Energy", listText(a.Energy), listText(b.Energy))
	add(where, "Tool", orText(a.Tool, "none"), orText(b.Tool, "none"))
	add(where, "Technical Machines", listText(a.TMs), listText(b.TMs))
	add(where, "cards underneath", listText(a.Under), listText(b.Under))
	add(where, "lasting effects", listText(a.Effects), listText(b.Effects))
}

func usedText(used bool) string {
	if used {
		return "used"
	}
	return "not used"
}

func orText(s, none string) string {
	if s == "" {
		return none
	}
	return s
}

func listText(l []string) string {
	if len(l) == 0 {
		return "none"
	}
	return strings.Join(l, ", ")
}
