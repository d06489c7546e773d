package handlers

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/rulesd/rulesd/scenarios"
)

// A worked example's addresses: what a page's URL asks for (era, step, event, coins,
// eras side by side) and the links each page writes.

// view is what a scenario page's address asks for.
type view struct {
	eras     []string // one era, or the eras side by side
	compare  bool
	step     int
	event    int  // counted from 1 within the step
	hasEvent bool // the address names an event; without one, the step's last is shown
	coins    []string
	notice   string // why the reader was sent here (after a redirect)
}

// scenarioURL is the permalink of one step of one era's run. step < 0 leaves the step out;
// coins, when not nil, are a what-if run's coins.
func scenarioURL(id, era string, step int, coins []string) string {
	return eventURL(id, era, step, 0, coins)
}

// eventURL is the permalink of one event of one era's run (event counted from 1 within the
// step; 0 leaves it out).
func eventURL(id, era string, step, event int, coins []string) string {
	var b strings.Builder
	b.WriteString("/scenarios/")
	b.WriteString(url.PathEscape(id))
	sep := "?"
	if era != "" {
		b.WriteString(sep + "era=" + url.QueryEscape(era))
		sep = "&"
	}
	if step >= 0 {
		b.WriteString(sep + "step=" + strconv.Itoa(step))
		sep = "&"
		if event > 0 {
			b.WriteString("&event=" + strconv.Itoa(event))
		}
	}
	if coins != nil {
		b.WriteString(sep + "coins=" + strings.Join(coins, ","))
	}
	return b.String()
}

func compareURL(id string, eras []string, step int) string {
	return compareEventURL(id, eras, step, 0)
}

// compareEventURL is one row of the eras side by side (row counted from 1; 0 leaves it out).
func compareEventURL(id string, eras []string, step, row int) string {
	u := "/scenarios/" + url.PathEscape(id) + "?compare=" + strings.Join(eras, ",") + "&step=" + strconv.Itoa(step)
	if row > 0 {
		u += "&event=" + strconv.Itoa(row)
	}
	return u
}

// notices are the short notes a redirect leaves, by the notice parameter.
var notices = map[string]string{
	"step":  "That step is not in this run: here is the nearest one.",
	"event": "That step has no such event: here is the nearest one.",
}

// readView checks era, compare, step, event and coins. Step and event are checked against the
// runs later: out of range, they lead to the nearest place.
func readView(sc *scenarios.Scenario, q url.Values) (view, error) {
	var v view
	if q.Has("compare") {
		if q.Has("era") {
			return v, &BadRequest{Param: "compare", Msg: "give era or compare, not both"}
		}
		if q.Has("coins") {
			return v, &BadRequest{Param: "coins", Msg: "a what-if run shows one era: give era, not compare"}
		}
		eras, err := compareParam(sc, q.Get("compare"))
		if err != nil {
			return v, err
		}
		v.eras, v.compare = eras, true
	} else {
		era, err := scenarioEra(sc, q.Get("era"))
		if err != nil {
			return v, err
		}
		v.eras = []string{era}
	}
	if q.Has("step") {
		s := q.Get("step")
		n, err := strconv.Atoi(s)
		if err != nil {
			return v, &BadRequest{Param: "step", Msg: strconv.Quote(s) + " is not a step number (0 is the starting board)"}
		}
		v.step = n
	}
	if q.Has("event") {
		s := q.Get("event")
		n, err := strconv.Atoi(s)
		if err != nil {
			return v, &BadRequest{Param: "event", Msg: strconv.Quote(s) + " is not an event number (events count from 1 within their step)"}
		}
		if !q.Has("step") {
			return v, &BadRequest{Param: "event", Msg: "an event is counted within its step: give step as well"}
		}
		v.event, v.hasEvent = n, true
	}
	if q.Has("notice") {
		if _, ok := notices[q.Get("notice")]; !ok {
			return v, &BadRequest{Param: "notice", Msg: "unknown notice " + strconv.Quote(q.Get("notice")), Known: []string{"event", "step"}}
		}
		v.notice = notices[q.Get("notice")]
	}
	coins, err := coinsParam(q)
	if err != nil {
		return v, err
	}
	v.coins = coins
	return v, nil
}

// scenarioEra checks an era for an example; "" is the first era it runs under.
func scenarioEra(sc *scenarios.Scenario, id string) (string, error) {
	if id == "" {
		return sc.Eras[0], nil
	}
	if _, err := eraParam("era", id); err != nil {
		return "", err
	}
	if !sc.Runs(id) {
		return "", &BadRequest{Param: "era", Msg: fmt.Sprintf("the worked example %q does not run under era %q", sc.ID, id), Known: sc.Eras}
	}
	return id, nil
}

// compareParam reads "hgss,sm": at least two different eras the example runs under.
func compareParam(sc *scenarios.Scenario, s string) ([]string, error) {
	var eras []string
	for _, id := range strings.Split(s, ",") {
		id = strings.TrimSpace(id)
		if id == "" {
			continue
		}
		if _, err := eraParam("compare", id); err != nil {
			return nil, err
		}
		if !sc.Runs(id) {
			return nil, &BadRequest{Param: "compare", Msg: fmt.Sprintf("the worked example %q does not run under era %q", sc.ID, id), Known: sc.Eras}
		}
		if !slices.Contains(eras, id) {
			eras = append(eras, id)
		}
	}
	if len(eras) < 2 {
		return nil, &BadRequest{Param: "compare", Msg: "name two or more eras, separated by commas", Known: sc.Eras}
	}
	return eras, nil
}

// coinsParam reads a what-if run's coins: "heads,tails". Absent: nil, the scripted coins;
// present but empty: no coins at all.
func coinsParam(q url.Values) ([]string, error) {
	if !q.Has("coins") {
		return nil, nil
	}
	raw := q.Get("coins")
	coins := []string{}
	if raw == "" {
		return coins, nil
	}
	if n := strings.Count(raw, ",") + 1; n > maxWhatIfCoins {
		return nil, &BadRequest{Param: "coins", Msg: fmt.Sprintf("%d coins; at most %d", n, maxWhatIfCoins)}
	}
	for i, c := range strings.Split(raw, ",") {
		if c = strings.TrimSpace(c); c != "heads" && c != "tails" {
			return nil, &BadRequest{Param: "coins", Msg: fmt.Sprintf("coin %d is %q; want heads or tails, separated by commas", i+1, c)}
		}
		coins = append(coins, c)
	}
	return coins, nil
}
