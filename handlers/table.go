package handlers

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
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

// --- the table: what a player reads at a glance -------------------------------------------

// renderTable is the page of a scenario opened from a link (the builder's board, a shared
// position): the table, made of the sandbox page p already worked out for it.
func (sp *scenarioPages) renderTable(b *budget, m views.Meta, p views.SandboxPage, sc *scenarios.Scenario, results []*scenarios.Result) (*answer, error) {
	res := results[0]
	t := views.TablePage{Matchup: matchup(res, " vs "), Era: res.Era, Outcome: outcomeText(res),
		Board: boardView(&res.Final, nil), Next: p.Next, Walk: p.Walk, Runs: p.Runs, Share: p.Share, Editor: p}
	for i, r := range results {
		if r.Final.Result != "none" && i < len(t.Next) {
			t.Next[i].Waiting = "The game is over" // the outcome and the board say how
		}
	}
	if sc.Title != "Alice's "+matchup(res, " vs Bob's ") {
		t.Title = sc.Title // not the title the builder gives a board, which the matchup says
	}
	if len(res.Steps) < 2 {
		t.Walk = nil // nothing played yet: the board is all there is
	}
	buf := newAnswerBuffer(b)
	if err := views.Table(m, t).Render(b.ctx, buf); err != nil {
		return sp.sandboxRefused(b, m, p, sp.overBudget(b, "scenario", err))
	}
	return htmlAnswer(http.StatusOK, buf.Bytes()), nil
}

// previewShare is how much of a request's CPU budget the previews of the next attacks may
// use, as a fraction: the rest is for listing the actions and writing the page. Previews
// that do not fit are left out; the actions are listed all the same.
const previewShare = 2 // one half

// previews plays each run's next attacks to say what they would do, within their share of
// the budget: for each run, its previews by action.
func (sp *scenarioPages) previews(b *budget, sc *scenarios.Scenario, results []*scenarios.Result) []map[scenarios.FileAction]scenarios.Preview {
	cards, err := sp.cards()
	if err != nil {
		return nil
	}
	opt := b.runLimits(sp.limits)
	opt.Spent = b.within(sp.limits.MaxDuration / previewShare)
	out := make([]map[scenarios.FileAction]scenarios.Preview, len(results))
	for i, res := range results {
		out[i] = map[scenarios.FileAction]scenarios.Preview{}
		for _, pv := range scenarios.Previews(b.ctx, sc, res, cards, opt) {
			out[i][pv.Action] = pv
		}
	}
	return out
}

// turnSide is the side of the player to play.
func turnSide(b *scenarios.Board) *scenarios.PlayerBoard {
	for i := range b.Players {
		if b.Players[i].Player == b.Current {
			return &b.Players[i]
		}
	}
	return nil
}

// costText says an attack's cost as a player counts it: "2 Colorless", "Fire + Colorless",
// "no Energy".
func costText(cost []string) string {
	if cost == nil {
		return ""
	}
	if len(cost) == 0 {
		return "no Energy"
	}
	var parts []string
	for i := 0; i < len(cost); {
		j := i
		for j < len(cost) && cost[j] == cost[i] {
			j++
		}
		if j-i > 1 {
			parts = append(parts, strconv.Itoa(j-i)+" "+cost[i])
		} else {
			parts = append(parts, cost[i])
		}
		i = j
	}
	return strings.Join(parts, " + ")
}

// retreatText says what retreating costs now.
func retreatText(n int) string {
	if n == 0 {
		return "free"
	}
	return "Retreat Cost " + strconv.Itoa(n)
}

// previewText says what an attack would do, as the engine plays it after res: its damage,
// Knock Outs, Prize cards and the end of the game; with the coins flipped for it when they
// were set beforehand; or, when coins decide it, how many are flipped and what all heads and
// all tails would do.
func previewText(pv scenarios.Preview, res *scenarios.Result) string {
	who := res.Final.Current
	if pv.Outcome != nil {
		s := outcomeWords(*pv.Outcome, who, true)
		if pv.SetCoins {
			set := res.Coins[min(res.CoinsUsed, len(res.Coins)):]
			s = coinsText(pv) + " (set: " + strings.Join(set[:min(pv.Coins, len(set))], ", ") + ") · " + s
		}
		return s
	}
	parts := []string{coinsText(pv)}
	if pv.Heads != nil {
		parts = append(parts, "all heads: "+outcomeWords(*pv.Heads, who, true))
	}
	if pv.Tails != nil {
		parts = append(parts, "all tails: "+outcomeWords(*pv.Tails, who, true))
	}
	return strings.Join(parts, " · ")
}

// coinsText says how many coins an action flips.
func coinsText(pv scenarios.Preview) string {
	switch {
	case !pv.CoinsKnown:
		return "flips coins"
	case pv.Coins == 1:
		return "flips 1 coin"
	}
	return "flips " + strconv.Itoa(pv.Coins) + " coins"
}

// outcomeWords says what a step did, for a preview (before: "150 damage to Lapras-GX,
// Knocks it Out · Alice takes 2 Prize cards · Alice wins") or for the outcome of the
// action just played ("Lapras-GX takes 150 damage and is Knocked Out · Alice takes 2 Prize
// cards (4 left) · Alice wins: …"). who is the player who acts; "" for a step that says
// nothing a player weighs.
func outcomeWords(o scenarios.Outcome, who string, before bool) string {
	var parts []string
	whose := func(n scenarios.Named) string {
		if n.Player == who && before {
			return "your own " + n.Name
		}
		return n.Name
	}
	kos := slices.Clone(o.KnockOuts)
	knocked := func(n scenarios.Named) bool {
		if i := slices.Index(kos, n); i >= 0 {
			kos = slices.Delete(kos, i, i+1)
			return true
		}
		return false
	}
	for _, h := range o.Hits {
		var s string
		amount := strconv.Itoa(h.Damage) + " damage"
		if h.Counters {
			amount = nOf(h.Damage/10, "1 damage counter", "damage counters")
		}
		switch {
		case before && h.Counters:
			s = amount + " on " + whose(h.Named)
		case before:
			s = amount + " to " + whose(h.Named)
		case h.Counters:
			s = whose(h.Named) + " gets " + amount
		default:
			s = whose(h.Named) + " takes " + amount
		}
		switch {
		case h.Weakness && h.Resistance:
			s += " (Weakness and Resistance applied)"
		case h.Weakness:
			s += " (Weakness applied)"
		case h.Resistance:
			s += " (Resistance applied)"
		}
		if knocked(h.Named) {
			if before {
				s += ", Knocks it Out"
			} else {
				s += " and is Knocked Out"
			}
		}
		parts = append(parts, s)
	}
	for _, c := range o.Conditions {
		parts = append(parts, whose(c.Named)+" is "+c.Condition)
	}
	for _, k := range kos {
		if before {
			parts = append(parts, "Knocks Out "+whose(k))
		} else {
			parts = append(parts, k.Name+" is Knocked Out")
		}
	}
	for _, p := range o.Prizes {
		s := views.PlayerName(p.Player) + " takes " + nOf(p.N, "a Prize card", "Prize cards")
		if !before {
			s += " (" + strconv.Itoa(p.Left) + " left)"
		}
		parts = append(parts, s)
	}
	if o.Result != "" {
		b := scenarios.Board{Result: o.Result}
		if !before {
			b.ResultReason = o.ResultReason
		}
		parts = append(parts, resultText(&b))
	}
	if len(parts) == 0 && before {
		return "no damage"
	}
	return strings.Join(parts, " · ")
}

// outcomeText is the one line that says what the run's last action did, and what the game
// waits for now when the action handed it on; "" before any action.
func outcomeText(res *scenarios.Result) string {
	if len(res.Steps) < 2 {
		return ""
	}
	st := &res.Steps[len(res.Steps)-1]
	prev := &res.Steps[len(res.Steps)-2].Board
	if st.Refused != nil {
		return upperFirst(st.Action) + ": " + st.Refused.Reason + "."
	}
	s := outcomeWords(scenarios.StepOutcome(st), st.Player, false)
	if s == "" {
		s = st.Action
	}
	if res.Final.Result == "none" && (res.Final.Current != prev.Current || res.Final.Decision != "main") {
		s += " · " + waitingText(&res.Final)
	}
	return upperFirst(s) + "."
}

// nOf says a number of things: "a Prize card", "2 Prize cards".
func nOf(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return strconv.Itoa(n) + " " + many
}

// matchup names the two Active Pokémon of the starting board, joined by vs: "Tauros-GX vs
// Lapras-GX".
func matchup(res *scenarios.Result, vs string) string {
	start := &res.Steps[0].Board
	name := func(p int) string {
		if a := start.Players[p].Active; a != nil {
			return a.Name
		}
		return views.PlayerName(start.Players[p].Player) + " with no Active Pokémon"
	}
	return name(0) + vs + name(1)
}
