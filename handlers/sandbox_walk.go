package handlers

import (
	"net/url"
	"slices"
	"strconv"

	"github.com/rulesd/rulesd/scenarios"
	"github.com/rulesd/rulesd/views"
)

// A sent scenario's run (the sandbox, a shared link) is walked as a worked example is: one
// event at a time, each with its own address within the link (/sandbox?s=…&step=&event=),
// drawn by the worked-example page's own run view.

// sandboxPlace is where in a run a sandbox address asks to stand.
type sandboxPlace struct {
	step, event       int
	hasStep, hasEvent bool
	notice            string
}

// readSandboxPlace checks step, event and notice, as a worked-example page does.
func readSandboxPlace(q url.Values) (sandboxPlace, error) {
	var sp sandboxPlace
	if q.Has("step") {
		s := q.Get("step")
		n, err := strconv.Atoi(s)
		if err != nil {
			return sp, &BadRequest{Param: "step", Msg: strconv.Quote(s) + " is not a step number (0 is the starting board)"}
		}
		sp.step, sp.hasStep = n, true
	}
	if q.Has("event") {
		s := q.Get("event")
		n, err := strconv.Atoi(s)
		if err != nil {
			return sp, &BadRequest{Param: "event", Msg: strconv.Quote(s) + " is not an event number (events count from 1 within their step)"}
		}
		if !sp.hasStep {
			return sp, &BadRequest{Param: "event", Msg: "an event is counted within its step: give step as well"}
		}
		sp.event, sp.hasEvent = n, true
	}
	if q.Has("notice") {
		n, ok := notices[q.Get("notice")]
		if !ok {
			return sp, &BadRequest{Param: "notice", Msg: "unknown notice " + strconv.Quote(q.Get("notice")), Known: []string{"event", "step"}}
		}
		sp.notice = n
	}
	return sp, nil
}

// sandboxWalk is the first run of results at the place asked, as worked-example pages show
// one: the event with its rule, what it changed, the board after it, the steps and their
// events, each linked within the scenario's link. Without a step it stands on the last event
// of the last action: where what a player has just done ended. An address out of range gives the nearest
// place's address to go to (with its notice) instead of a page. A scenario too long for a
// link (sent from the editor) is shown at that place with no addresses to walk by.
func (sp *scenarioPages) sandboxWalk(links *sentLinks, era, title string, at sandboxPlace, results []*scenarios.Result) (*views.ScenarioPage, string) {
	base := links.self()
	if era != "" {
		base += "&era=" + url.QueryEscape(era)
	}
	link := func(step, event int) string {
		if links.tooLong {
			return "" // no link can carry it: the events are shown without addresses
		}
		u := base + "&step=" + strconv.Itoa(step)
		if event > 0 {
			u += "&event=" + strconv.Itoa(event)
		}
		return u
	}
	placeLink := func(pl place) string { return link(pl.step, pl.group+1) }
	res := results[0]
	m := sp.site.newRunModel(res, link)
	w := m.walk()
	var pl place
	if at.hasStep {
		var notice string
		pl, notice = w.resolve(at.step, at.event, at.hasEvent, func(s, ev int) int {
			if ev > w[s] {
				return -1
			}
			return ev - 1
		})
		if notice != "" {
			return nil, placeLink(pl) + "&notice=" + notice
		}
	} else {
		pl = w.edge(len(w)-1, false)
	}
	p := &views.ScenarioPage{ID: "sandbox", Title: title, Step: pl.step, Last: len(w) - 1,
		Event: pl.group + 1, Events: w[pl.step], Notice: at.notice}
	walkNav(p, w, pl, placeLink)
	rv := m.viewAt(pl, placeLink(pl), link)
	if m.needsCoin {
		for _, c := range []string{"heads", "tails"} {
			if more := links.coin(c); more != "" {
				rv.MoreCoins = append(rv.MoreCoins, views.Link{Title: "go on with " + c, URL: more})
			}
		}
	}
	p.Runs = []views.RunView{rv}
	return p, ""
}

// sandboxRuns names each era's run with whether its checks pass, each linked to be walked.
func sandboxRuns(links *sentLinks, walked string, results []*scenarios.Result) []views.SandboxRun {
	var out []views.SandboxRun
	for _, res := range results {
		r := views.SandboxRun{Era: res.Era, Passed: res.Passed, Current: res.Era == walked}
		for _, c := range res.Expectations {
			if !(c.Step == "end" && c.Path == "coins") {
				r.Checks++
			}
		}
		if self := links.self(); self != "" {
			r.URL = self + "&era=" + url.QueryEscape(res.Era)
		}
		// Coins set for what comes next are not flipped yet: the run's check that every
		// scripted coin was flipped fails for them alone, and the page says so.
		if !res.Passed && !res.NeedsCoin() && res.CoinsUsed < len(res.Coins) {
			r.Pending = len(res.Coins) - res.CoinsUsed
			r.Passed = !slices.ContainsFunc(res.Expectations, func(c scenarios.Check) bool {
				return !c.OK && !(c.Step == "end" && c.Path == "coins")
			})
		}
		out = append(out, r)
	}
	return out
}
