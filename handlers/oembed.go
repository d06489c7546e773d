package handlers

import (
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/views"
)

// OEmbed is the JSON answer of GET /oembed?url= (oEmbed 1.0). A rule paragraph, a rule page
// or a ruling is "rich": its HTML quotes the text and links it. Any other page of the site is
// a "link" with its title.
type OEmbed struct {
	Version      string `json:"version"`
	Type         string `json:"type"` // rich or link
	Title        string `json:"title"`
	ProviderName string `json:"provider_name"`
	ProviderURL  string `json:"provider_url"`
	CacheAge     int    `json:"cache_age"`
	// For type rich: the quote to embed (escaped text and one link, no script) and its size.
	HTML   string `json:"html,omitempty"`
	Width  int    `json:"width,omitempty"`
	Height int    `json:"height,omitempty"`
}

// Size of a rich embed, in CSS pixels, unless the consumer asks for less.
const (
	oembedWidth  = 560
	oembedHeight = 240
	oembedMinDim = 100
)

// oembed is GET /oembed?url=[&maxwidth=&maxheight=&format=json].
func (s *site) oembed(c echo.Context) error {
	if f := c.QueryParam("format"); f != "" && f != "json" {
		return echo.NewHTTPError(http.StatusNotImplemented, "format "+strconv.Quote(f)+" is not served; use json")
	}
	width, err := dimParam(c, "maxwidth", oembedWidth)
	if err != nil {
		return err
	}
	height, err := dimParam(c, "maxheight", oembedHeight)
	if err != nil {
		return err
	}
	raw := c.QueryParam("url")
	if raw == "" {
		return &BadRequest{Param: "url", Msg: "missing: give the address of a page of this site"}
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "" && u.Scheme != "http" && u.Scheme != "https") || (u.Scheme == "" && !strings.HasPrefix(u.Path, "/")) {
		return &BadRequest{Param: "url", Msg: strconv.Quote(raw) + " is not an http(s) address of this site"}
	}
	base := s.base(c)
	if u.Host != "" {
		if b, err := url.Parse(base); err != nil || base == "" || !strings.EqualFold(b.Host, u.Host) {
			return &BadRequest{Param: "url", Msg: strconv.Quote(raw) + " is not a page of this site (" + base + ")"}
		}
	}
	out, err := s.oembedFor(u, base)
	if err != nil {
		return err
	}
	out.Version, out.ProviderName, out.ProviderURL, out.CacheAge = "1.0", views.SiteName, base+"/", 86400
	if out.Type == "rich" {
		out.Width, out.Height = width, height
	}
	return sendJSON(c, out)
}

// dimParam reads maxwidth or maxheight: a whole number of pixels, which caps the default.
func dimParam(c echo.Context, name string, def int) (int, error) {
	v := c.QueryParam(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < oembedMinDim {
		return 0, &BadRequest{Param: name, Msg: strconv.Quote(v) + " is not a whole number of pixels from " + strconv.Itoa(oembedMinDim)}
	}
	return min(n, def), nil
}

// oembedFor describes the page at u.
func (s *site) oembedFor(u *url.URL, base string) (*OEmbed, error) {
	parts := strings.Split(strings.Trim(u.Path, "/"), "/")
	link := func(title string) (*OEmbed, error) { return &OEmbed{Type: "link", Title: title}, nil }
	switch {
	case u.Path == "/" || u.Path == "":
		return link("Pokémon TCG rules by era")
	case parts[0] == "rules" && len(parts) >= 3 && len(parts) <= 4:
		p, err := s.rulePage(parts[1], parts[2])
		if err != nil {
			return nil, err
		}
		r := p.Rule
		n := 0
		if len(parts) == 4 {
			n, _ = strconv.Atoi(parts[3])
		} else if v := u.Query().Get("p"); v != "" {
			n, _ = strconv.Atoi(v)
		} else if frag, ok := strings.CutPrefix(u.Fragment, r.Topic+"-"); ok {
			n, _ = strconv.Atoi(frag)
		}
		title, text, link := r.Title+" ("+views.EraName(r.Era)+")", r.Summary, base+r.URL()
		if b, ok := r.Block(n); ok {
			title = r.Title + " ¶" + strconv.Itoa(n) + " (" + views.EraName(r.Era) + ")"
			text, link = b.Text, base+paragraphURL(r, n)
		} else if n != 0 || len(parts) == 4 {
			return nil, NotFound("%s (%s) has paragraphs 1 to %d.", r.Title, r.Era, len(r.Blocks))
		}
		return &OEmbed{Type: "rich", Title: title, HTML: quoteHTML(text, title, link)}, nil
	case parts[0] == "rules" && len(parts) == 2:
		era, err := eraParam("era", parts[1])
		if err != nil {
			return nil, err
		}
		return link(era.Name + " rules")
	case parts[0] == "rulings" && len(parts) == 2:
		r, ok := s.corpus.Ruling(parts[1])
		if !ok {
			return nil, NotFound("There is no ruling %q.", parts[1])
		}
		return &OEmbed{Type: "rich", Title: r.Question, HTML: quoteHTML(describe(r.Body, 600), r.Question, base+r.URL())}, nil
	case parts[0] == "compare" && len(parts) == 2:
		t, ok := s.corpus.Topic(parts[1])
		if !ok {
			return nil, NotFound("There is no topic %q.", parts[1])
		}
		return link(t.Title + ": the eras compared")
	case parts[0] == "glossary" && len(parts) <= 2:
		if len(parts) == 1 {
			return link("Glossary")
		}
		era, err := eraParam("era", parts[1])
		if err != nil {
			return nil, err
		}
		return link("Glossary (" + era.Name + ")")
	case parts[0] == "scenarios" && len(parts) <= 2:
		if len(parts) == 1 {
			return link("Worked examples")
		}
		sc, err := s.scen.scenario(parts[1])
		if err != nil {
			return nil, err
		}
		return link(sc.Title)
	case parts[0] == "rulebooks" && len(parts) <= 2:
		if len(parts) == 1 {
			return link("Rulebooks")
		}
		for _, b := range s.rulebookEntries() {
			if b.ID == parts[1] {
				return link(b.Title)
			}
		}
		return nil, NotFound("There is no rulebook %q.", parts[1])
	case parts[0] == "search" && len(parts) == 1:
		if q := u.Query().Get("q"); q != "" {
			return link("Search: " + q)
		}
		return link("Search")
	}
	return nil, NotFound("No preview for %s: oEmbed covers rule pages and paragraphs, rulings, and the site's index pages.", u.Path)
}

// quoteHTML is a rich embed: the text quoted, with its title linked to its page. Everything is
// escaped; there is no script or style.
func quoteHTML(text, title, link string) string {
	return `<blockquote class="rulesd-quote"><p>` + html.EscapeString(text) + `</p><footer>— <a href="` +
		html.EscapeString(link) + `">` + html.EscapeString(title) + `</a> · ` + views.SiteName + `</footer></blockquote>`
}
