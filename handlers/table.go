package handlers

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/scenarios"
	"github.com/rulesd/rulesd/views"
)

// The table: the board builder's runs, the sandbox and shared links, and the scenario file
// editor. Each run a visitor starts is bounded by one budget (budget.go).

// --- the sandbox ------------------------------------------------------------------------

// sandbox is /sandbox: the board builder (empty, or filled from a link's board with
// build=1, or a sent builder form with go=1), or with s the linked scenario run. The scenario
// file editor is one click away at /sandbox/edit; ?from=<id> opens it there.
func (sp *scenarioPages) sandbox(c echo.Context) error {
	q := c.QueryParams()
	switch {
	case q.Has("go"), q.Has("build"):
		return sp.builder(c)
	case q.Has("s"):
		return sp.sharedSandbox(c)
	case q.Has("from"), q.Has("card"):
		return c.Redirect(http.StatusMovedPermanently, "/sandbox/edit?"+c.QueryString())
	}
	return sp.builder(c)
}

// editor is /sandbox/edit: the scenario file editor, filled with a shipped example
// (?from=<id>, or the shortest) or with the scenario a link carries (?s=).
func (sp *scenarioPages) editor(c echo.Context) error {
	p := sp.sandboxPage()
	m := sp.site.meta(c, "Sandbox", "Edit a Pokémon TCG worked example and run it on the rules engine, era by era.")
	q := c.QueryParams()
	switch {
	case q.Get("card") != "":
		// A card page's "put it on a board": a board with that card as the Active Pokémon.
		id := q.Get("card")
		_, cc, err := sp.site.cards.doc(id)
		if err != nil {
			return err
		}
		p.Source, p.Era = sandboxSource(cc), cc.Era
		m.Path = "/sandbox/edit?card=" + url.QueryEscape(id)
	case q.Has("s"):
		src, err := sp.linkParam(q)
		if err != nil {
			return err
		}
		p.Source = string(src)
		m.NoIndex = true
		m.Path = "/sandbox/edit?s=" + url.QueryEscape(q.Get("s"))
	case q.Get("from") != "":
		from := q.Get("from")
		sc, err := sp.scenario(from)
		if err != nil {
			return err
		}
		p.Source = sc.Source
		m.Path = "/sandbox/edit?from=" + url.QueryEscape(from)
	default:
		if sc := sp.shortest(); sc != nil {
			p.Source = sc.Source
		}
		m.Path = "/sandbox/edit"
	}
	return render(c, views.Sandbox(m, p))
}

// sandboxRun is the sandbox's form sent: the example run under its eras, or its problems at
// their lines. An example that cannot run answers 400 (413 when too large) with the form
// still filled in.
func (sp *scenarioPages) sandboxRun(c echo.Context) error {
	req := sandboxRequest{base: sp.site.base(c)}
	req.p = sp.sandboxPage()
	req.p.Ran = true
	req.m = sp.site.meta(c, "Sandbox", "Edit a Pokémon TCG worked example and run it on the rules engine, era by era.")
	req.m.NoIndex = true
	c.Response().Header().Set("Cache-Control", "no-store")

	src, era, err := sp.readSandboxForm(c)
	req.p.Source, req.p.Era = src, era
	if err != nil {
		status, err := sp.sandboxProblem(&req.p, err)
		if err != nil {
			return err
		}
		return renderStatus(c, status, views.Sandbox(req.m, req.p))
	}
	req.src, req.era = []byte(src), era
	ans, err := computed(sp, c.Request().Context(), func(b *budget) (*answer, error) { return sp.playSent(b, req) })
	if err != nil {
		return err
	}
	return ans.write(c)
}

// renderSandbox renders a sandbox page within the budget: a page that would pass it (its
// size or its time) shows the limit instead of the runs.
func (sp *scenarioPages) renderSandbox(b *budget, status int, m views.Meta, p views.SandboxPage) (*answer, error) {
	buf := newAnswerBuffer(b)
	if err := views.Sandbox(m, p).Render(b.ctx, buf); err != nil {
		return sp.sandboxRefused(b, m, p, sp.overBudget(b, "scenario", err))
	}
	return htmlAnswer(status, buf.Bytes()), nil
}

// sandboxRefused is the sandbox page saying why its run is not shown (the budget spent): the
// form and the message only, a page of known small size.
func (sp *scenarioPages) sandboxRefused(b *budget, m views.Meta, p views.SandboxPage, err error) (*answer, error) {
	var bad *BadRequest
	if !errors.As(err, &bad) {
		return nil, err
	}
	p.Runs, p.Title, p.Next, p.Walk, p.Problems, p.Lines = nil, "", nil, nil, nil, nil
	p.Error = upperFirst(bad.Msg) + "."
	var buf bytes.Buffer
	if err := views.Sandbox(m, p).Render(context.WithoutCancel(b.ctx), &buf); err != nil {
		return nil, err
	}
	return htmlAnswer(http.StatusBadRequest, buf.Bytes()), nil
}

// maxListedLines is how long a sent file may be to be listed whole beside its problems;
// a longer one lists the lines of its problems, each with the line either side.
const maxListedLines = 400

// sandboxProblem shows why a sent example did not run: problems at their lines (the first
// scenarios.MaxListed, then how many more), or a message. Errors that are not the
// example's go back to the error handler.
func (sp *scenarioPages) sandboxProblem(p *views.SandboxPage, err error) (int, error) {
	var ps scenarios.Problems
	var one scenarios.Problem
	var bad *BadRequest
	var he *echo.HTTPError
	switch {
	case errors.As(err, &ps):
	case errors.As(err, &one):
		ps = scenarios.Problems{one}
	case errors.Is(err, scenarios.ErrTooLarge):
		p.Error = fmt.Sprintf("The example is larger than %d KB.", sp.limits.MaxBytes>>10)
		return http.StatusRequestEntityTooLarge, nil
	case errors.Is(err, scenarios.ErrTooManySteps), errors.Is(err, scenarios.ErrInvalid), errors.Is(err, scenarios.ErrUnknownEra):
		p.Error = err.Error()
		return http.StatusBadRequest, nil
	case errors.As(err, &bad):
		p.Error = bad.Error()
		return http.StatusBadRequest, nil
	case errors.As(err, &he) && he.Code == http.StatusRequestEntityTooLarge:
		p.Error = fmt.Sprint(he.Message)
		return he.Code, nil
	default:
		return 0, err
	}
	p.ProblemCount = len(ps)
	byLine := map[int][]string{}
	for _, pr := range ps[:min(len(ps), scenarios.MaxListed)] {
		p.Problems = append(p.Problems, views.ProblemView{Line: pr.Line, Col: pr.Col, Message: pr.Msg})
		byLine[pr.Line] = append(byLine[pr.Line], pr.Msg)
	}
	lines := strings.Split(p.Source, "\n")
	near := func(n int) bool {
		return len(lines) <= maxListedLines || len(byLine[n-1]) > 0 || len(byLine[n]) > 0 || len(byLine[n+1]) > 0
	}
	for i, text := range lines {
		if near(i + 1) {
			p.Lines = append(p.Lines, views.SourceLine{N: i + 1, Text: text, Problems: byLine[i+1]})
		}
	}
	return http.StatusBadRequest, nil
}

func (sp *scenarioPages) sandboxPage() views.SandboxPage {
	p := views.SandboxPage{Limits: views.SandboxLimits{KB: sp.limits.MaxBytes >> 10, Steps: sp.limits.MaxSteps, Seconds: sp.limits.MaxDuration.String()}}
	for _, e := range content.Eras {
		p.Eras = append(p.Eras, views.Option{Value: e.ID, Label: e.Name})
	}
	for _, sc := range sp.all() {
		p.Examples = append(p.Examples, views.Option{Value: sc.ID, Label: sc.Title})
	}
	return p
}

// shortest is the shipped example with the shortest file: the sandbox starts from it.
func (sp *scenarioPages) shortest() *scenarios.Scenario {
	var best *scenarios.Scenario
	for _, sc := range sp.all() {
		if best == nil || len(sc.Source) < len(best.Source) {
			best = sc
		}
	}
	return best
}

// readSandboxForm reads the form's scenario and era, bounding what is read: form encoding
// may triple the text, so the body may be three times the size limit and a little more.
func (sp *scenarioPages) readSandboxForm(c echo.Context) (string, string, error) {
	r := c.Request()
	r.Body = http.MaxBytesReader(c.Response(), r.Body, int64(3*sp.limits.MaxBytes+4096))
	form, err := c.FormParams()
	if err != nil {
		err = bodyError(err, fmt.Sprintf("The example is larger than %d KB.", sp.limits.MaxBytes>>10))
		if bad := (*BadRequest)(nil); errors.As(err, &bad) {
			bad.Param, bad.Msg = "scenario", "the form could not be read"
		}
		return "", "", err
	}
	// Browsers send a text area's line breaks as CRLF.
	src := strings.ReplaceAll(form.Get("scenario"), "\r\n", "\n")
	era := form.Get("era")
	if era != "" {
		if _, err := eraParam("era", era); err != nil {
			return src, "", err
		}
	}
	if strings.TrimSpace(src) == "" {
		return src, era, &BadRequest{Param: "scenario", Msg: "the example is empty: paste or write one in the box"}
	}
	return src, era, nil
}

// runSent parses a visitor's example and runs it under its eras (or one), within the limits
// and the budget: its size, its steps, and the budget's time for the whole request. The caller
// holds a run slot (computed).
func (sp *scenarioPages) runSent(b *budget, src []byte, era string) (*scenarios.Scenario, []*scenarios.Result, error) {
	cards, err := sp.cards()
	if err != nil {
		return nil, nil, err
	}
	sc, err := scenarios.ParseWith(sentName, src, cards, sp.limits)
	if err != nil {
		return nil, nil, err
	}
	if err := b.check(); err != nil {
		return nil, nil, err
	}
	eras := sc.Eras
	if era != "" {
		if !sc.Runs(era) {
			return nil, nil, &BadRequest{Param: "era", Msg: fmt.Sprintf("the example runs under %s, not %s", strings.Join(sc.Eras, ", "), era), Known: sc.Eras}
		}
		eras = []string{era}
	}
	var out []*scenarios.Result
	for _, e := range eras {
		res, err := scenarios.RunWith(b.ctx, sc, e, cards, b.runLimits(sp.limits))
		if err != nil {
			return nil, nil, err
		}
		out = append(out, res)
	}
	return sc, out, b.check()
}
