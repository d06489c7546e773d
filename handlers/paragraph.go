package handlers

import (
	"strconv"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/views"
)

// ruleParagraph is /rules/<era>/<topic>/<n>: the shareable link of one paragraph. A chat or
// social site that unfurls it shows that paragraph (the fragment of /rules/sm/burned#burned-3
// never reaches the server, so it cannot); a browser is sent on to the paragraph on its page.
func (s *site) ruleParagraph(c echo.Context) error {
	p, err := s.rulePage(c.Param("era"), c.Param("topic"))
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(c.Param("n"))
	if err != nil || n < 1 || n > len(p.Rule.Blocks) {
		return NotFound("%s (%s) has paragraphs 1 to %d; there is no paragraph %q.", p.Rule.Title, p.Rule.Era, len(p.Rule.Blocks), c.Param("n"))
	}
	m := s.ruleMeta(c, p)
	setParagraphMeta(&m, p.Rule, n)
	m.Refresh = p.Rule.URL() + "#" + content.AnchorID(p.Rule.Topic, n)
	return render(c, views.Rule(m, p))
}

// paragraphParam reads ?p=N on a rule page: the paragraph its link preview shows.
func paragraphParam(c echo.Context, r *content.Rule) (int, error) {
	v := c.QueryParam("p")
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > len(r.Blocks) {
		return 0, &BadRequest{Param: "p", Msg: strconv.Quote(v) + " is not a paragraph of this page: it has 1 to " + strconv.Itoa(len(r.Blocks))}
	}
	return n, nil
}

// setParagraphMeta makes the page's link preview that of its n-th paragraph: the paragraph
// as the description, its number in the title, its shareable link as og:url. The canonical
// link stays the page.
func setParagraphMeta(m *views.Meta, r *content.Rule, n int) {
	b, _ := r.Block(n)
	m.Title = r.Title + " ¶" + strconv.Itoa(n) + " (" + views.EraName(r.Era) + ")"
	m.Description = clip(b.Text, 300)
	m.OGURL = m.BaseURL + paragraphURL(r, n)
}
