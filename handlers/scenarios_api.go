package handlers

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/scenarios"
)

// --- JSON -------------------------------------------------------------------------------

// ScenarioJSON is a worked example as the API lists it. URL is its page on this site (empty
// for a sent example).
type ScenarioJSON struct {
	ID      string   `json:"id"`
	Title   string   `json:"title"`
	Summary string   `json:"summary"`
	Eras    []string `json:"eras"`
	Teaches []string `json:"teaches"`
	URL     string   `json:"url,omitempty"`
}

// LimitsJSON is what one sent example may cost.
type LimitsJSON struct {
	MaxBytes       int   `json:"max_bytes"`
	MaxSteps       int   `json:"max_steps"`
	MaxDurationMS  int64 `json:"max_duration_ms"`
	MaxAnswerBytes int   `json:"max_answer_bytes"`
}

// ScenarioListResponse is the answer of GET /api/scenarios.
type ScenarioListResponse struct {
	Scenarios []ScenarioJSON `json:"scenarios"`
	Limits    LimitsJSON     `json:"limits"`
}

// RuleRefJSON is a rule paragraph a run cites: its page and text.
type RuleRefJSON struct {
	Title string `json:"title,omitempty"`
	URL   string `json:"url,omitempty"`
	Text  string `json:"text,omitempty"`
}

// ScenarioRunResponse is the answer of GET /api/scenarios/<id>: the full run under one era
// (steps with their events, rule anchors and boards; the final board; every expectation with
// what was found) and the rule paragraphs it cites, keyed by anchor.
type ScenarioRunResponse struct {
	Scenario ScenarioJSON           `json:"scenario"`
	Run      *scenarios.Result      `json:"run"`
	Rules    map[string]RuleRefJSON `json:"rules"`
}

// SentRunResponse is the answer of POST /api/scenarios/run: the sent example run under each
// era it names (or the one asked).
type SentRunResponse struct {
	Scenario ScenarioJSON           `json:"scenario"`
	Passed   bool                   `json:"passed"`
	Runs     []*scenarios.Result    `json:"runs"`
	Rules    map[string]RuleRefJSON `json:"rules"`
}

func scenarioJSON(sc *scenarios.Scenario, url string) ScenarioJSON {
	return ScenarioJSON{ID: sc.ID, Title: sc.Title, Summary: sc.Summary, Eras: sc.Eras, Teaches: sc.Teaches, URL: url}
}

func (sp *scenarioPages) limitsJSON() LimitsJSON {
	return LimitsJSON{MaxBytes: sp.limits.MaxBytes, MaxSteps: sp.limits.MaxSteps, MaxDurationMS: sp.limits.MaxDuration.Milliseconds(), MaxAnswerBytes: sp.limits.MaxAnswer}
}

// apiList is GET /api/scenarios?era=&topic=.
func (sp *scenarioPages) apiList(c echo.Context) error {
	_, _, items, err := sp.filter(c.QueryParam("era"), c.QueryParam("topic"))
	if err != nil {
		return err
	}
	out := ScenarioListResponse{Scenarios: []ScenarioJSON{}, Limits: sp.limitsJSON()}
	for _, sc := range items {
		out.Scenarios = append(out.Scenarios, scenarioJSON(sc, scenarioURL(sc.ID, "", -1, nil)))
	}
	return sendJSON(c, out)
}

// apiRun is GET /api/scenarios/<id>?era=&coins=.
func (sp *scenarioPages) apiRun(c echo.Context) error {
	sc, err := sp.scenario(c.Param("id"))
	if err != nil {
		return err
	}
	q := c.QueryParams()
	for _, param := range []string{"compare", "step", "event"} {
		if q.Has(param) {
			return &BadRequest{Param: param, Msg: "the API answers with the whole run of one era, every event with its own url and board: give era (and coins) only"}
		}
	}
	era, err := scenarioEra(sc, q.Get("era"))
	if err != nil {
		return err
	}
	coins, err := coinsParam(q)
	if err != nil {
		return err
	}
	if coins != nil {
		skipCache(c) // a what-if run is made for this request alone
	}
	m, err := sp.run(c.Request().Context(), sc, era, coins)
	if err != nil {
		return err
	}
	return sendJSON(c, ScenarioRunResponse{Scenario: scenarioJSON(sc, scenarioURL(sc.ID, era, -1, coins)), Run: m.res, Rules: sp.site.rulesJSON(m.res)})
}

// apiRunSent is POST /api/scenarios/run?era=: a scenario file in the body, run under each era
// it names. A bad file is a 400 naming file:line:col; a body over the size limit is a 413.
func (sp *scenarioPages) apiRunSent(c echo.Context) error {
	c.Response().Header().Set("Cache-Control", "no-store")
	era := c.QueryParam("era")
	if era != "" {
		if _, err := eraParam("era", era); err != nil {
			return err
		}
	}
	body, err := readBody(c, sp.limits.MaxBytes, fmt.Sprintf("the scenario is larger than %d bytes (%d KB)", sp.limits.MaxBytes, sp.limits.MaxBytes>>10))
	if err != nil {
		return err
	}
	if len(strings.TrimSpace(string(body))) == 0 {
		return &BadRequest{Param: "body", Msg: "send a scenario file (YAML) in the body"}
	}
	return sp.answerSentRun(c, body, era, "body", false)
}

// answerSentRun runs a sent scenario (the body of POST /api/scenarios/run, or the scenario a
// link carries) and writes its JSON, made within one budget while holding a run slot;
// ?pretty=1 indents it. etag: the answer is a pure function of the address.
func (sp *scenarioPages) answerSentRun(c echo.Context, src []byte, era, param string, etag bool) error {
	pretty, err := boolParam("pretty", c.QueryParam("pretty"))
	if err != nil {
		return err
	}
	ans, err := computed(sp, c.Request().Context(), func(b *budget) (*answer, error) {
		body, err := sp.sentRunJSON(b, src, era, param, pretty)
		if err != nil {
			return nil, err
		}
		return &answer{status: http.StatusOK, contentType: echo.MIMEApplicationJSON, body: body, etag: etag}, nil
	})
	if err != nil {
		return err
	}
	return ans.write(c)
}

// sentRunJSON runs a sent scenario and returns the JSON of POST /api/scenarios/run, built
// within the budget; param names where the scenario came from (body, s) in errors.
func (sp *scenarioPages) sentRunJSON(b *budget, src []byte, era, param string, pretty bool) ([]byte, error) {
	sc, results, err := sp.runSent(b, src, era)
	if err != nil {
		switch {
		case errors.Is(err, scenarios.ErrTooLarge):
			return nil, echo.NewHTTPError(http.StatusRequestEntityTooLarge, err.Error())
		case errors.Is(err, scenarios.ErrInvalid), errors.Is(err, scenarios.ErrTooManySteps), errors.Is(err, scenarios.ErrUnknownEra):
			return nil, &BadRequest{Param: param, Msg: err.Error()}
		}
		return nil, sp.overBudget(b, param, err)
	}
	out := SentRunResponse{Scenario: scenarioJSON(sc, ""), Passed: true, Runs: results, Rules: map[string]RuleRefJSON{}}
	for _, res := range results {
		out.Passed = out.Passed && res.Passed
		for k, v := range sp.site.rulesJSON(res) {
			out.Rules[k] = v
		}
	}
	body, err := sp.encodeSentRun(b, out, pretty)
	return body, sp.overBudget(b, param, err)
}

// rulesJSON resolves every anchor a run cites.
func (s *site) rulesJSON(res *scenarios.Result) map[string]RuleRefJSON {
	out := map[string]RuleRefJSON{}
	for _, st := range res.Steps {
		for _, a := range st.Anchors {
			if _, done := out[a]; done {
				continue
			}
			r := s.ruleRef(a)
			out[a] = RuleRefJSON{Title: r.Label, URL: r.URL, Text: r.Text}
		}
	}
	return out
}
