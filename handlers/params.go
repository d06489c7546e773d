package handlers

import (
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/cardfacts"
	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/views"
)

// wellFormedQuery refuses a query string that cannot be read (a stray "%" or a ";"), which
// would otherwise lose its parameters silently: "/search?q=100%" would search for nothing.
func wellFormedQuery(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if raw := c.Request().URL.RawQuery; raw != "" {
			if _, err := url.ParseQuery(raw); err != nil {
				return &BadRequest{Param: "query string", Msg: err.Error() + ` (write "%" as %25 and separate parameters with "&")`}
			}
		}
		return next(c)
	}
}

// eraParam checks an era id from the path or query.
func eraParam(param, id string) (content.Era, error) {
	if e, ok := content.LookupEra(id); ok {
		return e, nil
	}
	return content.Era{}, &BadRequest{Param: param, Msg: "unknown era " + strconv.Quote(id), Known: content.EraIDs()}
}

// searchParams reads and checks the search parameters shared by /search and /api/search.
func (s *site) searchParams(c echo.Context) (index.Query, error) {
	q := index.Query{
		Text:     strings.TrimSpace(c.QueryParam("q")),
		Era:      c.QueryParam("era"),
		Kind:     c.QueryParam("kind"),
		Rulebook: c.QueryParam("rulebook"),
		Set:      c.QueryParam("set"),
	}
	switch {
	case !utf8.ValidString(q.Text):
		return q, &BadRequest{Param: "q", Msg: "the query is not valid UTF-8 text"}
	case utf8.RuneCountInString(q.Text) > index.MaxTextRunes:
		return q, &BadRequest{Param: "q", Msg: "the query is longer than " + strconv.Itoa(index.MaxTextRunes) + " characters"}
	}
	if q.Era != "" {
		if _, err := eraParam("era", q.Era); err != nil {
			return q, err
		}
	}
	if q.Kind != "" && !slices.Contains(index.Kinds, q.Kind) {
		return q, &BadRequest{Param: "kind", Msg: "unknown kind " + strconv.Quote(q.Kind), Known: index.Kinds}
	}
	if q.Rulebook != "" && !s.books.has(q.Rulebook) {
		if len(s.books.ids) == 0 {
			return q, &BadRequest{Param: "rulebook", Msg: "no rulebooks are loaded on this server"}
		}
		return q, &BadRequest{Param: "rulebook", Msg: "unknown rulebook " + strconv.Quote(q.Rulebook), Known: s.books.ids}
	}
	if q.Set != "" && cardfacts.EraOf(q.Set) == "" {
		return q, &BadRequest{Param: "set", Msg: "unknown set " + strconv.Quote(q.Set), Known: cardfacts.Sets()}
	}
	if v := c.QueryParam("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > index.MaxLimit {
			return q, &BadRequest{Param: "limit", Msg: strconv.Quote(v) + " is not a whole number from 1 to " + strconv.Itoa(index.MaxLimit)}
		}
		q.Limit = n
	}
	adv, err := boolParam("advanced", c.QueryParam("advanced"))
	if err != nil {
		return q, err
	}
	q.Advanced = adv
	if q.Literal, err = boolParam("literal", c.QueryParam("literal")); err != nil {
		return q, err
	}
	if q.Offset, err = offsetParam(c, q.Limit); err != nil {
		return q, err
	}
	return q, nil
}

// offsetParam is where the page of results starts: offset=N hits in, or page=N (from 1) of
// limit hits each.
func offsetParam(c echo.Context, limit int) (int, error) {
	if limit == 0 {
		limit = index.DefaultLimit
	}
	bad := func(param, v string, most int) error {
		return &BadRequest{Param: param, Msg: strconv.Quote(v) + " is not a whole number from " + map[string]string{"offset": "0", "page": "1"}[param] + " to " + strconv.Itoa(most)}
	}
	if v := c.QueryParam("offset"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > index.MaxOffset {
			return 0, bad("offset", v, index.MaxOffset)
		}
		return n, nil
	}
	if v := c.QueryParam("page"); v != "" {
		most := index.MaxOffset/limit + 1
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > most {
			return 0, bad("page", v, most)
		}
		return (n - 1) * limit, nil
	}
	return 0, nil
}

// boolParam accepts what a checkbox and a script would send.
func boolParam(param, v string) (bool, error) {
	switch strings.ToLower(v) {
	case "", "0", "false", "off", "no":
		return false, nil
	case "1", "true", "on", "yes":
		return true, nil
	}
	return false, &BadRequest{Param: param, Msg: strconv.Quote(v) + " is not true or false", Known: []string{"1", "0", "true", "false"}}
}

// meta starts a page's Meta: its canonical path and the site's base URL.
func (s *site) meta(c echo.Context, title, description string) views.Meta {
	return views.Meta{
		Title:       title,
		Description: description,
		Path:        c.Request().URL.Path,
		BaseURL:     s.base(c),
		NavSearch:   true,
	}
}

var mdLink = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)

// describe turns a markdown answer into a short plain sentence or two for a link preview.
func describe(md string, max int) string {
	t := mdLink.ReplaceAllString(md, "$1")
	t = strings.NewReplacer("**", "", "__", "", "`", "", "#", "").Replace(t)
	t = strings.Join(strings.Fields(t), " ")
	return clip(t, max)
}

// clip shortens s to at most max bytes at a word boundary, with an ellipsis.
func clip(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := strings.LastIndexByte(s[:max], ' ')
	if cut <= 0 {
		cut = max
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
	}
	return strings.TrimRight(s[:cut], " ,;:") + "…"
}
