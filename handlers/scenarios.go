package handlers

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/scenarios"
	"github.com/rulesd/rulesd/views"
)

// Scenarios is the set of worked examples the scenario pages show and the rule pages list.
// *scenarios.Set is one.
type Scenarios interface {
	All() []*scenarios.Scenario
	Get(id string) (*scenarios.Scenario, bool)
	Teaching(topic string) []*scenarios.Scenario
}

var _ Scenarios = (*scenarios.Set)(nil)

const (
	// maxWhatIfCoins bounds the coins a what-if address may script.
	maxWhatIfCoins = 64
	// sentName is the file name that problems in a sent scenario are reported against.
	sentName = "scenario.yaml"
	// slotWait is how long a request waits for a free run slot before it is turned away.
	slotWait = 2 * time.Second
)

// errBusy answers a run request when every run slot stays taken.
var errBusy = echo.NewHTTPError(http.StatusServiceUnavailable, "the sandbox is busy; try again in a moment")

// scenarioPages serves the worked examples: the list, one example step by step, the sandbox
// and their JSON.
type scenarioPages struct {
	site   *site
	set    Scenarios // nil: the server has no worked examples
	cards  func() (scenarios.CardSource, error)
	limits scenarios.Limits
	// runs holds the run of each shipped example per era, made on first use: a run with the
	// scripted coins replays exactly, so it is made once.
	runs sync.Map // runKey → *runModel
	// aligned holds the shipped examples' eras side by side, made on first use from the kept
	// runs: at most one per example and set of eras.
	aligned sync.Map // string → *sideBySide
	// slots bounds the runs made for requests at once (sandbox and what-if runs), so a burst
	// of visitors' scenarios cannot take every core.
	slots chan struct{}
	// slotWait is how long a request waits for a free slot (slotWait, but shorter in tests).
	slotWait time.Duration
	// stopping ends when the server starts to stop: the visitors' runs in progress end with it.
	stopping context.Context
}

type runKey struct{ id, era string }

func newScenarioPages(s *site, d Deps) *scenarioPages {
	lim := d.ScenarioLimits.WithDefaults()
	slots := d.RunSlots
	if slots <= 0 {
		slots = max(runtime.GOMAXPROCS(0), 1)
	}
	sp := &scenarioPages{site: s, set: d.Scenarios, limits: lim, slots: make(chan struct{}, slots), slotWait: slotWait, stopping: d.Stopping}
	if sp.stopping == nil {
		sp.stopping = context.Background()
	}
	if d.Cards != nil {
		cards := d.Cards
		sp.cards = func() (scenarios.CardSource, error) { return cards, nil }
	} else {
		// Every card of the covered sets, so a card page's "put it on a board" runs.
		sp.cards = sync.OnceValues(func() (scenarios.CardSource, error) {
			c, err := content.LoadEmbeddedCatalog()
			if err != nil {
				return nil, fmt.Errorf("load cards: %w", err)
			}
			return c, nil
		})
	}
	return sp
}

func (sp *scenarioPages) all() []*scenarios.Scenario {
	if sp.set == nil {
		return nil
	}
	return sp.set.All()
}

// scenario finds a shipped example by id.
func (sp *scenarioPages) scenario(id string) (*scenarios.Scenario, error) {
	if sp.set != nil {
		if sc, ok := sp.set.Get(id); ok {
			return sc, nil
		}
	}
	return nil, NotFound("There is no worked example %q.", id)
}

// workedExamples are the examples that teach a topic under an era, for its rule page.
func (s *site) workedExamples(era, topic string) []views.Link {
	if s.scen == nil || s.scen.set == nil {
		return nil
	}
	var out []views.Link
	for _, sc := range s.scen.set.Teaching(topic) {
		if sc.Runs(era) {
			out = append(out, views.Link{Title: sc.Title, URL: scenarioURL(sc.ID, era, -1, nil)})
		}
	}
	return out
}

// --- the list ---------------------------------------------------------------------------

// list is /scenarios: every example, filtered by era and topic.
func (sp *scenarioPages) list(c echo.Context) error {
	era, topic, items, err := sp.filter(c.QueryParam("era"), c.QueryParam("topic"))
	if err != nil {
		return err
	}
	p := views.ScenarioListPage{Era: era, Topic: topic.ID, TopicTitle: topic.Title, Total: len(sp.all())}
	for _, e := range content.Eras {
		p.Eras = append(p.Eras, views.Option{Value: e.ID, Label: e.Name})
	}
	for _, t := range sp.taughtTopics() {
		p.Topics = append(p.Topics, views.Option{Value: t.ID, Label: t.Title})
	}
	for _, sc := range items {
		showEra := era
		if showEra == "" {
			showEra = sc.Eras[0]
		}
		p.Items = append(p.Items, views.ScenarioItem{ID: sc.ID, Title: sc.Title, Summary: sc.Summary,
			URL: scenarioURL(sc.ID, era, -1, nil), Eras: sc.Eras, Teaches: sp.teachLinks(sc, showEra)})
	}
	m := sp.site.meta(c, "Worked examples", "Pokémon TCG rules played out step by step on a rules engine, era by era: the board, each step and the rule it applies.")
	m.Path, m.Era = listURL(era, topic.ID), era
	m.APIURL = "/api/scenarios"
	return render(c, views.Scenarios(m, p))
}

// filter checks the list's filters and returns the examples that pass them.
func (sp *scenarioPages) filter(eraID, topicID string) (string, content.Topic, []*scenarios.Scenario, error) {
	var topic content.Topic
	if eraID != "" {
		if _, err := eraParam("era", eraID); err != nil {
			return "", topic, nil, err
		}
	}
	if topicID != "" {
		t, ok := sp.site.corpus.Topic(topicID)
		if !ok {
			var known []string
			for _, t := range sp.taughtTopics() {
				known = append(known, t.ID)
			}
			return "", topic, nil, &BadRequest{Param: "topic", Msg: "unknown topic " + strconv.Quote(topicID), Known: known}
		}
		topic = t
	}
	var out []*scenarios.Scenario
	for _, sc := range sp.all() {
		if (eraID == "" || sc.Runs(eraID)) && (topicID == "" || slices.Contains(sc.Teaches, topicID)) {
			out = append(out, sc)
		}
	}
	return eraID, topic, out, nil
}

// taughtTopics are the topics some example teaches, in the corpus's topic order.
func (sp *scenarioPages) taughtTopics() []content.Topic {
	taught := map[string]bool{}
	for _, sc := range sp.all() {
		for _, t := range sc.Teaches {
			taught[t] = true
		}
	}
	var out []content.Topic
	for _, t := range sp.site.corpus.Topics {
		if taught[t.ID] {
			out = append(out, t)
		}
	}
	return out
}

// teachLinks names the topics an example teaches, linked to their page in an era.
func (sp *scenarioPages) teachLinks(sc *scenarios.Scenario, era string) []views.Link {
	out := make([]views.Link, 0, len(sc.Teaches))
	for _, id := range sc.Teaches {
		l := views.Link{Title: id}
		if t, ok := sp.site.corpus.Topic(id); ok {
			l.Title = t.Title
		}
		if r, ok := sp.site.corpus.Rule(era, id); ok {
			l.URL = r.URL()
		}
		out = append(out, l)
	}
	return out
}

func listURL(era, topic string) string {
	v := url.Values{}
	if era != "" {
		v.Set("era", era)
	}
	if topic != "" {
		v.Set("topic", topic)
	}
	if len(v) == 0 {
		return "/scenarios"
	}
	return "/scenarios?" + v.Encode()
}

// --- one example ------------------------------------------------------------------------

// page is /scenarios/<id>: one event of the example under one era, or under several eras
// side by side. An address out of range is sent to the nearest event with a short notice. A
// request from htmx (Previous, Next, the step list) gets the run area alone.
func (sp *scenarioPages) page(c echo.Context) error {
	sc, err := sp.scenario(c.Param("id"))
	if err != nil {
		return err
	}
	v, err := readView(sc, c.QueryParams())
	if err != nil {
		return err
	}
	if v.coins != nil {
		skipCache(c) // a what-if run is made for this request alone
	}
	ctx := c.Request().Context()
	runs := make([]*runModel, len(v.eras))
	for i, era := range v.eras {
		if runs[i], err = sp.run(ctx, sc, era, v.coins); err != nil {
			return err
		}
	}
	var at place
	var notice string
	var sbs *sideBySide
	if v.compare {
		sbs = sp.sideBySide(sc, runs, v.eras)
		at, notice = sbs.walk.resolve(v.step, v.event, v.hasEvent, func(s, ev int) int {
			if ev > sbs.walk[s] {
				return -1
			}
			return ev - 1
		})
	} else {
		w := runs[0].walk()
		at, notice = w.resolve(v.step, v.event, v.hasEvent, func(s, ev int) int {
			if ev > w[s] {
				return -1
			}
			return ev - 1
		})
	}
	if notice != "" {
		return c.Redirect(http.StatusFound, placeURL(sc, v, at)+"&notice="+notice)
	}
	p := sp.scenarioPage(ctx, sc, v, runs, sbs, at)
	p.Notice = v.notice
	c.Response().Header().Add("Vary", "HX-Request")
	if c.Request().Header.Get("HX-Request") == "true" && c.Request().Header.Get("HX-History-Restore-Request") != "true" {
		return render(c, views.ScenarioRun(p))
	}
	title := sc.Title + " (" + views.EraName(v.eras[0]) + ")"
	if v.compare {
		title = sc.Title + " (eras side by side)"
	}
	m := sp.site.meta(c, title, describe(sc.Summary, 200))
	m.OGType, m.HTMX = "article", true
	m.APIURL = "/api/scenarios/" + url.PathEscape(sc.ID) + "?era=" + v.eras[0]
	m.Path = placeURL(sc, v, at)
	if !v.compare {
		m.Era = v.eras[0]
	}
	return render(c, views.Scenario(m, p))
}

// walk is the run's places in order.
func (m *runModel) walk() walk {
	w := make(walk, len(m.groups))
	for s, g := range m.groups {
		w[s] = len(g)
	}
	return w
}

// placeURL is the permalink of a place: a step and its event, one era or side by side.
func placeURL(sc *scenarios.Scenario, v view, at place) string {
	if v.compare {
		return compareEventURL(sc.ID, v.eras, at.step, at.group+1)
	}
	return eventURL(sc.ID, v.eras[0], at.step, at.group+1, v.coins)
}

// scenarioPage assembles the page from the runs: the links between events and eras, and each
// run at the place asked.
func (sp *scenarioPages) scenarioPage(ctx context.Context, sc *scenarios.Scenario, v view, runs []*runModel, sbs *sideBySide, at place) views.ScenarioPage {
	w := sbs.walkOr(runs[0])
	p := views.ScenarioPage{ID: sc.ID, Title: sc.Title, Summary: sc.Summary, Compare: v.compare, Step: at.step, Last: len(w) - 1,
		Event: at.group + 1, Events: w[at.step],
		Teaches: sp.teachLinks(sc, v.eras[0]), SandboxURL: "/sandbox/edit?from=" + url.QueryEscape(sc.ID)}
	p.SummaryParts = sp.site.corpus.LinkCardNames(v.eras[0], sc.Summary)
	walkNav(&p, w, at, func(pl place) string { return placeURL(sc, v, pl) })
	// The era switch keeps the step where the other era's run has it.
	longest := 0
	for _, e := range content.Eras {
		l := views.EraLink{ID: e.ID, Name: e.Name, Current: !v.compare && e.ID == v.eras[0]}
		if sc.Runs(e.ID) {
			step := at.step
			if m, err := sp.run(ctx, sc, e.ID, nil); err == nil {
				step = min(step, len(m.steps)-1)
				longest = max(longest, len(m.steps)-1)
			}
			l.URL = scenarioURL(sc.ID, e.ID, step, nil)
		}
		p.Eras = append(p.Eras, l)
	}
	if len(sc.Eras) > 1 {
		p.CompareURL = compareURL(sc.ID, sc.Eras, min(at.step, longest))
		if !v.compare && v.coins == nil {
			// The same place side by side: the row of the event shown, or the step.
			if all, i := sp.allEras(ctx, sc, v.eras[0]); all != nil {
				k := -1
				if at.group >= 0 {
					k = runs[0].groups[at.step][at.group].first
				}
				if pl, ok := all.placeOf(i, at.step, k); ok {
					row := 0
					if v.hasEvent {
						row = pl.group + 1
					}
					p.CompareURL = compareEventURL(sc.ID, sc.Eras, pl.step, row)
				}
			}
		}
	}
	if v.compare {
		p.Aligned = sbs.rowViews(sc.ID, at, sp.refFunc())
		for i, m := range runs {
			rv := sp.compareView(sc, v.eras[i], m, sbs, i, at)
			sp.linkCards(&rv)
			p.Runs = append(p.Runs, rv)
			// The era switch opens each era compared where its column stands.
			for k := range p.Eras {
				if p.Eras[k].ID == rv.Era {
					p.Eras[k].URL = rv.URL
				}
			}
		}
		return p
	}
	rv := sp.runView(ctx, sc, v, v.eras[0], runs[0], at)
	sp.linkCards(&rv)
	p.Runs = append(p.Runs, rv)
	return p
}

// linkCards links the card names the event shown mentions to their pages.
func (sp *scenarioPages) linkCards(rv *views.RunView) {
	if rv.At != nil {
		rv.At.TextParts = sp.site.corpus.LinkCardNames(rv.Era, rv.At.Text)
	}
}

// walkNav links a page's Previous, Next, first and last events; link is a place's address.
func walkNav(p *views.ScenarioPage, w walk, at place, link func(place) string) {
	if pl, ok := w.prev(at); ok {
		p.PrevURL = link(pl)
	}
	if pl, ok := w.next(at); ok {
		p.NextURL = link(pl)
	}
	if at != w.first() {
		p.FirstURL = link(w.first())
	}
	if at != w.last() {
		p.LastURL = link(w.last())
	}
}

// runView is one run of a worked example at the place asked: the run as any run is shown
// (viewAt), with each coin's "what if" and, for a what-if run, the way back to the script.
func (sp *scenarioPages) runView(ctx context.Context, sc *scenarios.Scenario, v view, era string, m *runModel, at place) views.RunView {
	n := at.step
	rv := m.viewAt(at, placeURL(sc, v, at), func(step, event int) string { return eventURL(sc.ID, era, step, event, v.coins) })
	rv.Era = era
	scripted := sc.Coins[era]
	coins := m.res.Coins
	// Each coin's "what if" sits on the event that flipped it.
	for i, fl := range m.flips {
		if fl.step != n || fl.group < 0 || i >= len(coins) || i >= m.res.CoinsUsed {
			continue
		}
		other := slices.Clone(coins)
		other[i] = flip(coins[i])
		if slices.Equal(other, scripted) {
			other = nil
		}
		rv.Step.Events[fl.group].WhatIf = &views.Link{Title: "What if it were " + flip(coins[i]) + "?", URL: eventURL(sc.ID, era, n, fl.group+1, other)}
	}
	if v.coins == nil && len(sc.Eras) > 1 {
		// Each event that parts from another era links the eras side by side at its row.
		if sbs, i := sp.allEras(ctx, sc, era); sbs != nil {
			sbs.differs(sc.ID, i, n, m.groups[n], rv.Step.Events)
		}
	}
	if rv.At != nil {
		e := rv.Step.Events[at.group]
		rv.At = &e
	}
	if v.coins != nil {
		rv.WhatIf = true
		step := n
		if sm, err := sp.run(ctx, sc, era, nil); err == nil {
			step = min(step, len(sm.steps)-1)
		}
		rv.ScriptedURL = scenarioURL(sc.ID, era, step, nil)
	}
	if m.needsCoin {
		stop := len(m.steps) - 1
		for _, c := range []string{"heads", "tails"} {
			more := append(slices.Clone(coins), c)
			rv.MoreCoins = append(rv.MoreCoins, views.Link{Title: "go on with " + c, URL: scenarioURL(sc.ID, era, stop, more)})
		}
	}
	return rv
}

// viewAt is the run at a place, as worked-example pages and the sandbox both show it: the
// step, its events linked with the one shown marked, the board after that event and what it
// changed, the step list, the checks and the coins. self is the place's own address and link
// an event's.
func (m *runModel) viewAt(at place, self string, link func(step, event int) string) views.RunView {
	n := at.step
	rv := views.RunView{Era: m.res.Era, URL: self, StepCount: len(m.steps) - 1, Passed: m.res.Passed}
	rv.Step = m.steps[n]
	rv.Step.Events = slices.Clone(m.steps[n].Events)
	if at.group >= 0 {
		rv.Step.Events[at.group].Current = true
		e := rv.Step.Events[at.group]
		rv.At = &e
	}
	cur, prev := m.boardAt(at)
	rv.Board = boardView(cur, prev)
	if prev != nil {
		rv.Changes = boardChanges(prev, cur)
	}
	for i := range m.steps {
		sl := views.StepLink{N: i, Label: m.labels[i], URL: link(i, m.firstEvent(i)),
			Current: i == n, Refused: m.steps[i].Refused != nil, Damage: m.damage[i]}
		if i == n {
			sl.Events = rv.Step.Events
		}
		rv.Steps = append(rv.Steps, sl)
	}
	// A check is marked when it is made at the step shown: by the step's name, or "end".
	name, isLast := m.res.Steps[n].Name, n == len(m.steps)-1
	for _, c := range m.checks {
		c.Current = (name != "" && c.Step == name) || (isLast && c.Step == "end")
		rv.Checks = append(rv.Checks, c)
	}
	for i, c := range m.res.Coins {
		cv := views.CoinView{N: i + 1, Coin: c, Used: i < m.res.CoinsUsed && i < len(m.flips)}
		if cv.Used {
			fl := m.flips[i]
			cv.Step, cv.Event = fl.step, fl.group+1
			cv.URL = link(fl.step, fl.group+1)
		}
		rv.Coins = append(rv.Coins, cv)
	}
	return rv
}

// firstEvent is the number of a step's first event (0 for a step without events).
func (m *runModel) firstEvent(step int) int { return min(len(m.groups[step]), 1) }

// boardAt is the board after a place, and the board before it (nil at the starting board).
func (m *runModel) boardAt(at place) (cur, prev *scenarios.Board) {
	st := m.st[at.step]
	cur = &st.Board
	if at.group >= 0 {
		cur = eventBoard(st, m.groups[at.step][at.group].last)
	}
	switch {
	case at.group > 0:
		prev = eventBoard(st, m.groups[at.step][at.group-1].last)
	case at.step > 0:
		prev = &m.st[at.step-1].Board
	}
	return cur, prev
}

// eventBoard is the board after a step's k-th event.
func eventBoard(st *scenarios.Step, k int) *scenarios.Board {
	if b := st.Events[k].Board; b != nil {
		return b
	}
	return &st.Board
}

// refFunc resolves rule anchors for views.
func (sp *scenarioPages) refFunc() func(string) *views.RuleRef {
	return func(a string) *views.RuleRef {
		r := sp.site.ruleRef(a)
		return &r
	}
}

// eventLinks is the permalink of each event of one era's run.
func eventLinks(id, era string, coins []string) func(step, event int) string {
	return func(step, event int) string { return eventURL(id, era, step, event, coins) }
}

func flip(c string) string {
	if c == "heads" {
		return "tails"
	}
	return "heads"
}

// run is an example's run under an era. Runs with the scripted coins are made once and kept;
// what-if runs are made for the request, within the limits.
func (sp *scenarioPages) run(ctx context.Context, sc *scenarios.Scenario, era string, coins []string) (*runModel, error) {
	if coins != nil {
		res, err := computed(sp, ctx, func(b *budget) (*scenarios.Result, error) {
			cards, err := sp.cards()
			if err != nil {
				return nil, err
			}
			opt := b.runLimits(sp.limits)
			opt.Coins = coins
			res, err := scenarios.RunWith(b.ctx, sc, era, cards, opt)
			if err != nil && errors.Is(context.Cause(b.ctx), errStopping) {
				return nil, errShuttingDown
			}
			if errors.Is(err, errSpent) {
				err = fmt.Errorf("%w: %w", scenarios.ErrTimeout, err)
			}
			return res, err
		})
		if err != nil {
			return nil, whatIfError(err)
		}
		return sp.site.newRunModel(res, eventLinks(sc.ID, era, coins)), nil
	}
	k := runKey{sc.ID, era}
	if m, ok := sp.runs.Load(k); ok {
		return m.(*runModel), nil
	}
	// A kept run must not depend on this request: it is made without the request's context.
	res, err := sp.runOnce(context.WithoutCancel(ctx), sc, era, nil)
	if err != nil {
		if errors.Is(err, scenarios.ErrTimeout) {
			return nil, echo.NewHTTPError(http.StatusServiceUnavailable).SetInternal(err)
		}
		// A shipped example that does not run is a fault of the build: 500, logged.
		return nil, fmt.Errorf("run shipped example %s under %s: %w", sc.ID, era, err)
	}
	m, _ := sp.runs.LoadOrStore(k, sp.site.newRunModel(res, eventLinks(sc.ID, era, nil)))
	return m.(*runModel), nil
}

func (sp *scenarioPages) runOnce(ctx context.Context, sc *scenarios.Scenario, era string, coins []string) (*scenarios.Result, error) {
	cards, err := sp.cards()
	if err != nil {
		return nil, err
	}
	return scenarios.RunWith(ctx, sc, era, cards, scenarios.RunOptions{Limits: sp.limits, Coins: coins})
}

// whatIfError turns a what-if run that could not be made into what the reader is told: one
// too slow is the server's to retry (503); one the rules cannot carry out is the request's
// (400).
func whatIfError(err error) error {
	switch {
	case errors.Is(err, scenarios.ErrTimeout):
		return echo.NewHTTPError(http.StatusServiceUnavailable).SetInternal(err)
	case errors.Is(err, scenarios.ErrInvalid), errors.Is(err, scenarios.ErrTooManySteps), errors.Is(err, scenarios.ErrUnknownEra):
		return &BadRequest{Param: "coins", Msg: err.Error()}
	}
	return err
}

// acquire takes a run slot, waiting a little when all are taken.
func (sp *scenarioPages) acquire(ctx context.Context) (func(), error) {
	release := func() { <-sp.slots }
	select {
	case sp.slots <- struct{}{}:
		return release, nil
	default:
	}
	t := time.NewTimer(sp.slotWait)
	defer t.Stop()
	select {
	case sp.slots <- struct{}{}:
		return release, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-t.C:
		return nil, errBusy
	}
}
