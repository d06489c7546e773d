package handlers

import (
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

// Shared links: a scenario document carried in the s parameter (scenarios.EncodeLink). The
// same s opens the sandbox (/sandbox?s=), runs on the API (GET /api/scenarios/run?s=) and
// downloads as a file (/sandbox/scenario.yaml?s=).

// sandboxPath is the sandbox's address for a scenario document.
func sandboxPath(src []byte) string { return "/sandbox?s=" + scenarios.EncodeLink(src) }

// linkParam reads the scenario document the s parameter carries. A link that cannot be
// read is a 400 saying what is wrong with it and at which character.
func (sp *scenarioPages) linkParam(q url.Values) ([]byte, error) {
	if !q.Has("s") {
		return nil, &BadRequest{Param: "s", Msg: "give a scenario link (s=" + scenarios.LinkVersion + "…), or POST the scenario file"}
	}
	src, err := scenarios.DecodeLink(q.Get("s"), sp.limits.MaxBytes)
	var le *scenarios.LinkError
	if errors.As(err, &le) {
		return nil, &BadRequest{Param: "s", Msg: le.Error()}
	}
	if err != nil {
		return nil, err
	}
	if len(strings.TrimSpace(string(src))) == 0 {
		return nil, &BadRequest{Param: "s", Msg: "the link carries an empty scenario"}
	}
	return src, nil
}

// apiRunLink is GET /api/scenarios/run?s=&era=: the scenario a link carries, run exactly as
// POST /api/scenarios/run runs the same file. The answer is a pure function of the address,
// so it has an ETag.
func (sp *scenarioPages) apiRunLink(c echo.Context) error {
	era := c.QueryParam("era")
	if era != "" {
		if _, err := eraParam("era", era); err != nil {
			return err
		}
	}
	src, err := sp.linkParam(c.QueryParams())
	if err != nil {
		return err
	}
	return sp.answerSentRun(c, src, era, "s", true)
}

// download is /sandbox/scenario.yaml?s=: the document a link carries, as a file that
// rulesd scenario run and the sandbox accept. A document that does not parse is refused
// with its problems, so the file handed out is always one that loads. Reading it takes a run
// slot, as a run does.
func (sp *scenarioPages) download(c echo.Context) error {
	src, err := sp.linkParam(c.QueryParams())
	if err != nil {
		return err
	}
	id, err := computed(sp, c.Request().Context(), func(b *budget) (string, error) {
		sc, err := sp.parseSent(b, src, "s")
		if err != nil {
			return "", err
		}
		return sc.ID, nil
	})
	if err != nil {
		return err
	}
	c.Response().Header().Set(echo.HeaderContentDisposition, `attachment; filename="`+id+`.yaml"`)
	return send(c, "application/yaml; charset=utf-8", pageCache, src)
}

// parseSent reads a visitor's scenario within the budget; a file that does not parse is a 400
// on param.
func (sp *scenarioPages) parseSent(b *budget, src []byte, param string) (*scenarios.Scenario, error) {
	cards, err := sp.cards()
	if err != nil {
		return nil, err
	}
	sc, err := scenarios.ParseWith(sentName, src, cards, sp.limits)
	if errors.Is(err, scenarios.ErrInvalid) || errors.Is(err, scenarios.ErrTooLarge) {
		return nil, &BadRequest{Param: param, Msg: err.Error()}
	}
	if err != nil {
		return nil, err
	}
	return sc, sp.overBudget(b, param, b.check())
}

// sharedSandbox is /sandbox?s=…&era=: the sandbox with the linked scenario loaded and run,
// its share links, and the actions that continue it. A link preview says the position and
// the outcome.
func (sp *scenarioPages) sharedSandbox(c echo.Context) error {
	q := c.QueryParams()
	src, err := sp.linkParam(q)
	if err != nil {
		return err
	}
	req := sandboxRequest{src: src, s: q.Get("s"), era: q.Get("era"), base: sp.site.base(c), link: true}
	req.p = sp.sandboxPage()
	req.p.Ran, req.p.Source, req.p.FromLink = true, string(src), true
	req.m = sp.site.meta(c, "Sandbox", "A Pokémon TCG position played out on the rules engine.")
	req.m.NoIndex, req.m.HTMX = true, true
	req.m.Path = "/sandbox?" + c.QueryString()
	if req.era != "" {
		if _, err := eraParam("era", req.era); err != nil {
			return err
		}
	}
	req.p.Era = req.era
	if req.at, err = readSandboxPlace(q); err != nil {
		return err
	}
	c.Response().Header().Add("Vary", "HX-Request")
	req.fragment = c.Request().Header.Get("HX-Target") == "scenario-run" && c.Request().Header.Get("HX-History-Restore-Request") != "true"
	ans, err := computed(sp, c.Request().Context(), func(b *budget) (*answer, error) { return sp.playSent(b, req) })
	if err != nil {
		return err
	}
	return ans.write(c)
}

// sandboxRequest is what a sandbox page that runs a scenario takes from its request.
type sandboxRequest struct {
	src      []byte
	s        string // the link src came in, if it did
	era      string
	at       sandboxPlace
	m        views.Meta
	p        views.SandboxPage
	base     string // the site's address, for the absolute link to copy
	link     bool   // opened from a link (GET /sandbox?s=), not sent from the editor
	fragment bool   // htmx asked for the run area alone
}

// playSent runs a sandbox request's scenario and makes its page within the budget: the run
// walked at the place asked, each era's result, the links to share it and the actions that
// continue it. A scenario that does not run shows why, beside its text (400; 413 too large).
// A page that passes the budget, in time or size, shows the limit in place of the run.
func (sp *scenarioPages) playSent(b *budget, req sandboxRequest) (*answer, error) {
	p, m := req.p, req.m
	links := newSentLinks(req.src, req.s)
	sc, results, err := sp.runSent(b, req.src, req.era)
	if err != nil {
		status, err := sp.sandboxProblem(&p, sp.overBudget(b, "scenario", err))
		if err != nil {
			return nil, err
		}
		if req.link {
			p.FromLink = false // the problems point into the editor: keep it open
			p.Share = sp.shareView(req.base, links, nil)
		}
		return sp.renderSandbox(b, status, m, p)
	}
	p.Title = sc.Title
	walk, to := sp.sandboxWalk(links, req.era, sc.Title, req.at, results)
	if to != "" {
		return &answer{redirect: to}, nil
	}
	if req.fragment {
		buf := newAnswerBuffer(b)
		if err := views.ScenarioRun(*walk).Render(b.ctx, buf); err != nil {
			return nil, sp.overBudget(b, "scenario", err)
		}
		return htmlAnswer(http.StatusOK, buf.Bytes()), nil
	}
	p.Walk, p.Runs = walk, sandboxRuns(links, results[0].Era, results)
	m.HTMX = true
	if p.Next, err = sp.nextViews(b, links, results, sp.previews(b, sc, results)); err != nil {
		return sp.sandboxRefused(b, m, p, sp.overBudget(b, "scenario", err))
	}
	p.Share = sp.shareView(req.base, links, sc)
	if !req.link {
		return sp.renderSandbox(b, http.StatusOK, m, p)
	}
	m.Title, m.Description = previewTitle(results), previewOutcome(results)
	return sp.renderTable(b, m, p, sc, results)
}

// shareView is the links a run offers: the link itself, the file, the API, and the same
// scenario under other eras. sc is nil when the scenario did not run.
func (sp *scenarioPages) shareView(base string, links *sentLinks, sc *scenarios.Scenario) *views.ShareView {
	if links.tooLong {
		return &views.ShareView{TooLong: true, MaxLink: scenarios.MaxLinkLength}
	}
	s := links.s
	v := &views.ShareView{URL: "/sandbox?s=" + s, API: "/api/scenarios/run?s=" + s, Download: "/sandbox/scenario.yaml?s=" + s,
		Edit: "/sandbox?build=1&s=" + s}
	v.Absolute = base + v.URL
	if sc == nil {
		return v
	}
	for _, e := range content.Eras {
		if slices.Equal(sc.Eras, []string{e.ID}) {
			continue
		}
		if other := links.edited("era "+e.ID, func(d *scenarios.Doc) ([]byte, error) { return d.SetEras([]string{e.ID}) }); other != "" {
			v.Eras = append(v.Eras, views.Link{Title: e.Name, URL: other})
		}
	}
	if len(sc.Eras) < len(content.Eras) {
		v.AllEras = links.edited("every era", func(d *scenarios.Doc) ([]byte, error) { return d.SetEras(content.EraIDs()) })
	}
	return v
}

// nextViews are, for each era's run, the actions that continue it (each a link to the
// scenario with that action appended, the attacks with their cost and what they would do,
// from previews), the coin to script when the run stopped for want of one, and undo. The
// budget is checked after each action: a position can allow hundreds.
func (sp *scenarioPages) nextViews(b *budget, links *sentLinks, results []*scenarios.Result, previews []map[scenarios.FileAction]scenarios.Preview) ([]views.NextView, error) {
	cards, _ := sp.cards()
	undo := links.edited("undo", (*scenarios.Doc).DropLastAction)
	var out []views.NextView
	for i, res := range results {
		nv := views.NextView{Era: res.Era, ShowEra: len(results) > 1, Waiting: waitingText(&res.Final), UndoURL: undo}
		coins := func() []views.Link {
			var out []views.Link
			for _, coin := range []string{"heads", "tails"} {
				if more := links.coin(coin); more != "" || links.tooLong {
					out = append(out, views.Link{Title: coin, URL: more})
				}
			}
			return out
		}
		if res.NeedsCoin() {
			nv.Coins = coins()
		}
		// A coin can be set before the action that flips it: it waits, scripted, until the
		// next flip.
		if !res.NeedsCoin() && len(res.Next) > 0 {
			nv.Pending = res.Coins[min(res.CoinsUsed, len(res.Coins)):]
			if !links.tooLong {
				nv.SetCoins = coins()
			}
			if len(nv.Pending) > 0 {
				nv.UnsetURL = links.edited("unset coin", (*scenarios.Doc).DropLastCoin)
			}
		}
		var pvs map[scenarios.FileAction]scenarios.Preview
		if i < len(previews) {
			pvs = previews[i]
		}
		for _, fa := range res.Next {
			if err := b.check(); err != nil {
				return nil, err
			}
			av := views.ActionView{Title: actionLabel(fa, &res.Final, cards), URL: links.withAction(fa), Action: fa.String()}
			if fa.Attack != "" {
				av.Title = strings.TrimPrefix(av.Title, "Attack with ")
				if pv, ok := pvs[fa]; ok {
					av.Cost, av.Preview = costText(pv.Cost), previewText(pv, res)
				}
				nv.Attacks = append(nv.Attacks, av)
				continue
			}
			if fa.Retreat != "" {
				if pb := turnSide(&res.Final); pb != nil && pb.Active != nil {
					av.Cost = retreatText(pb.Active.RetreatCost)
				}
			}
			nv.Actions = append(nv.Actions, av)
		}
		for _, bl := range res.Blocked {
			ref := sp.site.ruleRef(bl.Anchor)
			bv := views.BlockedView{Title: actionLabel(bl.Action, &res.Final, cards), Reason: bl.Reason,
				Rule: views.Link{Title: ref.Label, URL: ref.URL}}
			if bl.Assumed != "" {
				bv.Rule.Note = "Not stated in this era's rulebook; applying: " + bl.Assumed
			}
			nv.Blocked = append(nv.Blocked, bv)
		}
		out = append(out, nv)
	}
	return out, nil
}

// waitingText says whose decision the final board waits for.
func waitingText(b *scenarios.Board) string {
	if r := resultText(b); r != "" {
		return r
	}
	switch b.Decision {
	case "promote":
		for _, pb := range b.Players {
			if pb.Active == nil {
				return views.PlayerName(pb.Player) + " chooses a new Active Pokémon"
			}
		}
	case "sudden-death":
		return "Sudden Death is to begin"
	}
	return views.PlayerName(b.Current) + " to play, turn " + strconv.Itoa(b.Turn)
}

// actionLabel says a continuing action in words, naming the Pokémon and cards it uses.
func actionLabel(fa scenarios.FileAction, b *scenarios.Board, cards scenarios.CardSource) string {
	p := slices.IndexFunc(b.Players[:], func(pb scenarios.PlayerBoard) bool { return pb.Player == b.Current })
	if b.Decision == "promote" {
		p = slices.IndexFunc(b.Players[:], func(pb scenarios.PlayerBoard) bool { return pb.Active == nil })
	}
	p = max(p, 0)
	at := func(side int, slot string) string {
		pb := &b.Players[side]
		if slot == "" || slot == "active" {
			if pb.Active != nil {
				return pb.Active.Name
			}
			return "the Active Pokémon"
		}
		n, _ := strconv.Atoi(strings.TrimPrefix(slot, "bench"))
		if n >= 1 && n <= len(pb.Bench) {
			return pb.Bench[n-1].Name + " (Bench " + strconv.Itoa(n) + ")"
		}
		return slot
	}
	name := func(id string) string {
		if cards != nil {
			if c, ok := cards.Card(id); ok {
				return c.Name
			}
		}
		return id
	}
	choices := func() string {
		var out []string
		if fa.Own != "" {
			out = append(out, "your "+at(p, fa.Own))
		}
		if fa.Target != "" {
			out = append(out, views.PlayerName(b.Players[1-p].Player)+"'s "+at(1-p, fa.Target))
		}
		// Picks and moved counters name positions only: their side is the card's to say.
		if fa.Picks != "" {
			out = append(out, "the picks "+strings.ReplaceAll(fa.Picks, ",", ", "))
		}
		if fa.Moves != "" && fa.Bench != "" {
			// A power that works as its Pokémon is benched moves Energy (Celebration Wind).
			out = append(out, "the Energy card moves "+strings.ReplaceAll(fa.Moves, ",", ", "))
		} else if fa.Moves != "" {
			out = append(out, "the damage counter moves "+strings.ReplaceAll(fa.Moves, ",", ", "))
		}
		names := func(ids string) string {
			var ns []string
			for _, id := range strings.Split(ids, ", ") {
				ns = append(ns, name(id))
			}
			return strings.Join(ns, " and ")
		}
		if fa.FromHand != "" {
			out = append(out, names(fa.FromHand)+" from your hand")
		}
		if fa.FromTheirHand != "" {
			out = append(out, names(fa.FromTheirHand)+" from "+views.PlayerName(b.Players[1-p].Player)+"'s hand")
		}
		// The other choices (the scenario format's keys), with the Pokémon and cards named;
		// the opponent's own choice of what they keep is said as theirs.
		theirs := ""
		for _, c := range fa.Choices() {
			vals := c.Values
			switch {
			case c.Slots:
				side := p
				if c.Theirs {
					side = 1 - p
				}
				vals = nil
				for _, s := range c.Values {
					vals = append(vals, at(side, s))
				}
			case c.IDs:
				vals = nil
				for _, id := range c.Values {
					vals = append(vals, name(id))
				}
			}
			if c.Key == "find" && len(vals) == 0 {
				out = append(out, "to find nothing in the deck") // find: [], the search comes up empty
				continue
			}
			if c.Key == "they-share" && len(vals) == 0 {
				out = append(out, "they-share none") // they-share: [], no Exp. Share works
				continue
			}
			switch c.Key {
			case "they-keep":
				theirs += ", " + views.PlayerName(b.Players[1-p].Player) + " keeping " + strings.Join(vals, " and ")
				continue
			case "they-discard": // a lowered Bench limit: the opponent's own choice (Dittobolic)
				theirs += ", " + views.PlayerName(b.Players[1-p].Player) + " discarding " + strings.Join(vals, " and ")
				continue
			case "discard-benched":
				theirs += ", discarding your " + strings.Join(vals, " and ")
				continue
			}
			out = append(out, c.Key+" "+strings.Join(vals, ", "))
		}
		if len(out) == 0 {
			return theirs
		}
		return ", choosing " + strings.Join(out, " and ") + theirs
	}
	verb, arg := fa.Verb()
	switch verb {
	case "attack":
		if fa.FromLostZone != "" {
			arg += " of " + name(fa.FromLostZone) + " in a Lost Zone" // Lost Link: which card's
		}
		if fa.Pick != "" {
			arg += ", naming " + fa.Pick // the Defending Pokémon's attack it forbids (Torment)
		}
		if fa.Option {
			return "Attack with " + arg + ", taking its option" + choices()
		}
		return "Attack with " + arg + choices()
	case "attach":
		e := arg
		if !strings.Contains(arg, "-") {
			e = arg + " Energy"
		} else {
			e = name(arg)
		}
		return "Attach " + e + " to " + at(p, fa.To)
	case "evolve":
		return "Evolve " + at(p, fa.To) + " into " + name(arg)
	case "bench":
		if fa.Option {
			return "Put " + name(arg) + " onto the Bench, using its power" + choices()
		}
		return "Put " + name(arg) + " onto the Bench" + choices()
	case "legend":
		if fa.Option {
			return "Put both halves of " + name(arg) + " onto the Bench, using its power" + choices()
		}
		return "Put both halves of " + name(arg) + " onto the Bench" + choices()
	case "discard-from-play":
		return "Discard " + at(p, arg) + " from play"
	case "play":
		s := "Play " + name(arg)
		if fa.To != "" {
			s += " on " + at(p, fa.To)
		}
		if fa.Option && fa.Take == "" {
			s += ", taking its option"
		}
		return s + choices()
	case "retreat":
		return "Retreat, bringing up " + at(p, arg)
	case "power":
		if fa.Option {
			return "Use " + arg + " of " + at(p, fa.To) + ", taking its option" + choices()
		}
		return "Use " + arg + " of " + at(p, fa.To) + choices()
	case "promote":
		return "Promote " + at(p, arg)
	case "take-prize":
		return "Take Prize card " + arg
	case "end-turn":
		return "End the turn"
	case "sudden-death":
		return "Start the Sudden Death game"
	}
	return fa.String()
}

// previewTitle says the position for a link preview: the era, the two Active Pokémon at the
// start and what was done.
func previewTitle(results []*scenarios.Result) string {
	res := results[0]
	var eras []string
	for _, r := range results {
		eras = append(eras, r.Era)
	}
	start := &res.Steps[0].Board
	side := func(p int) string {
		pb := &start.Players[p]
		if pb.Active == nil {
			return views.PlayerName(pb.Player) + " with no Active Pokémon"
		}
		return views.PlayerName(pb.Player) + "'s " + pb.Active.Name
	}
	t := strings.Join(eras, ", ") + " · " + side(0) + " vs " + side(1)
	var did []string
	for _, st := range res.Steps[1:] {
		did = append(did, st.Action)
	}
	if len(did) > 0 {
		t += " · " + strings.Join(did, ", then ")
	}
	return clip(t, 160)
}

// previewOutcome says how the run ended, for a link preview: Knock Outs, the damage on each
// Active Pokémon, a refusal, and the result or whose turn it is.
func previewOutcome(results []*scenarios.Result) string {
	var parts []string
	for _, res := range results {
		var say []string
		for _, st := range res.Steps[1:] {
			if st.Refused != nil {
				say = append(say, "refused: "+st.Refused.Reason+" (rule "+st.Refused.Anchor+")")
			}
			for _, e := range st.Events {
				if e.Kind == "knock-out" {
					say = append(say, strings.TrimSuffix(e.Text, "."))
				}
			}
		}
		for _, pb := range res.Final.Players {
			if pb.Active != nil && pb.Active.Damage > 0 {
				say = append(say, fmt.Sprintf("%s's %s has %d damage (%d HP left)", views.PlayerName(pb.Player), pb.Active.Name, pb.Active.Damage, pb.Active.HPLeft))
			}
		}
		say = append(say, waitingText(&res.Final))
		parts = append(parts, strings.Join(say, "; "))
	}
	// Eras that end alike are said once; eras that differ are named.
	same := true
	for _, p := range parts[1:] {
		same = same && p == parts[0]
	}
	if !same {
		for i, res := range results {
			parts[i] = views.EraName(res.Era) + ": " + parts[i]
		}
	} else {
		parts = parts[:1]
	}
	return clip(strings.Join(parts, ". ")+".", 300)
}
