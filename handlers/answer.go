package handlers

import (
	"context"
	"html"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/views"
)

// MaxAnswerChars bounds an answer's message: it fits a chat message (Discord allows 2,000)
// with room to spare.
const MaxAnswerChars = 1800

// Answer is the one best paragraph or ruling for a question, ready for a chat: the JSON of
// GET /api/answer, and what the Discord commands post.
type Answer struct {
	Query string `json:"q"`
	// Era is the era of the answer; EraFromQuery is set when it was read from the question.
	Era          string   `json:"era"`
	EraName      string   `json:"era_name"`
	EraFromQuery string   `json:"era_from_query,omitempty"`
	Eras         []string `json:"eras"` // every era the answer holds in (a ruling may hold in several)
	Kind         string   `json:"kind"` // rule, ruling or card
	Title        string   `json:"title"`
	// Text is the paragraph (or the ruling's answer, or the card's description) as plain text.
	Text string `json:"text"`
	// URL is the answer's permalink: for a rule paragraph, /rules/<era>/<topic>/<n>, which
	// unfurls with that paragraph and leads to it. Absolute when the site's address is known.
	URL    string `json:"url"`
	Anchor string `json:"anchor,omitempty"` // era/topic#n, as judges cite it
	// Message is title, era, text and link in one plain text of at most MaxAnswerChars
	// characters, to post as it is.
	Message string `json:"message"`
}

// answerKinds are the kinds of hit an answer may be, by what is asked.
var (
	ruleKinds   = []string{index.KindRule, index.KindRuling}
	rulingKinds = []string{index.KindRuling}
)

// bestAnswer searches for q and makes an Answer of the first hit of one of kinds. An empty
// kind means any of kinds, and then a question that names a card is answered with the card
// or a ruling about it (cardAnswer); a query that matches none is ErrNotFound.
func (s *site) bestAnswer(ctx context.Context, base, q, era, kind string, kinds []string) (*Answer, error) {
	if s.searcher == nil {
		return nil, errNoSearch
	}
	res, err := s.searcher.Search(ctx, index.Query{Text: q, Era: era, Kind: kind, Limit: index.MaxLimit})
	if err != nil {
		return nil, err
	}
	if kind == "" {
		// A question that names a card is about that card.
		if a := s.cardAnswer(q, res.Query.Era, base, res.Hits); a != nil {
			a.Query, a.EraFromQuery = q, res.EraFromQuery
			a.Message = answerMessage(a)
			return a, nil
		}
	}
	for _, h := range res.Hits {
		if !slices.Contains(kinds, h.Kind) {
			continue
		}
		a := s.answerOf(h, res.Query.Era, base)
		if a == nil {
			continue
		}
		a.Query, a.EraFromQuery = q, res.EraFromQuery
		a.Message = answerMessage(a)
		return a, nil
	}
	where := ""
	if res.Query.Era != "" {
		where = " in " + views.EraName(res.Query.Era)
	}
	return nil, NotFound("Nothing%s answers %q. Try other words, or another era.", where, q)
}

// answerOf turns a hit into an answer: the paragraph the hit points at, the ruling's answer,
// or the hit's own snippet.
func (s *site) answerOf(h index.Hit, era, base string) *Answer {
	a := &Answer{Kind: h.Kind, Title: h.Title, Era: h.Era, Eras: slices.Clone(h.Eras), URL: base + h.URL}
	if era != "" && slices.Contains(h.Eras, era) {
		a.Era = era
	}
	if len(a.Eras) == 0 {
		a.Eras = []string{a.Era}
	}
	switch h.Kind {
	case index.KindRule:
		r, ok := s.corpus.Rule(h.Era, h.Topic)
		if !ok {
			return nil
		}
		a.Text, a.URL = r.Summary, base+r.URL()
		_, frag, _ := strings.Cut(h.URL, "#")
		if frag == "" {
			frag = h.Paragraph // the title matched best; still answer with a paragraph
		}
		for _, b := range r.Blocks {
			if frag != "" && b.Anchor == frag {
				a.Text = b.Text
				a.URL = base + paragraphURL(r, b.N)
				a.Anchor = content.Ref{Era: r.Era, Topic: r.Topic, N: b.N}.String()
			}
		}
	case index.KindRuling:
		r, ok := s.corpus.Ruling(strings.TrimPrefix(h.ID, "ruling:"))
		if !ok {
			return nil
		}
		a.Text, a.URL = describe(r.Body, MaxAnswerChars), base+r.URL()
	case index.KindCard:
		a.Text = plainSnippet(h.Snippet)
		if s.cards != nil {
			if cat, err := s.cards.catalog(); err == nil {
				if cc, ok := cat.Get(strings.TrimPrefix(h.ID, "card:")); ok {
					a.Text = cardAnswerText(cc)
				}
			}
		}
	default:
		a.Text = plainSnippet(h.Snippet)
	}
	a.EraName = views.EraName(a.Era)
	return a
}

// paragraphURL is the shareable link of a rule's n-th paragraph.
func paragraphURL(r *content.Rule, n int) string { return r.URL() + "/" + strconv.Itoa(n) }

var tag = regexp.MustCompile(`<[^>]*>`)

// plainSnippet is a search snippet without its <mark> tags and entities.
func plainSnippet(h string) string {
	return strings.Join(strings.Fields(html.UnescapeString(tag.ReplaceAllString(h, ""))), " ")
}

// answerMessage is the answer as one plain message: title and era, the text, the link,
// clipped so the whole stays within MaxAnswerChars characters.
func answerMessage(a *Answer) string {
	head := a.Title + " (" + strings.Join(a.Eras, ", ") + ")"
	if a.Anchor != "" {
		head += " · " + a.Anchor
	}
	room := MaxAnswerChars - utf8.RuneCountInString(head) - utf8.RuneCountInString(a.URL) - 4
	text := clipRunes(a.Text, max(room, 0))
	return head + "\n\n" + text + "\n\n" + a.URL
}

// clipRunes shortens s to at most n characters at a word boundary, with an ellipsis.
func clipRunes(s string, n int) string { return index.ClipWords(s, n) }

// apiAnswer is GET /api/answer?q=&era=[&format=text]: the one best paragraph or ruling.
func (s *site) apiAnswer(c echo.Context) error {
	q, err := s.searchParams(c)
	if err != nil {
		return err
	}
	if q.Text == "" {
		return &BadRequest{Param: "q", Msg: "the question is empty"}
	}
	format := c.QueryParam("format")
	if format != "" && format != "json" && format != "text" {
		return &BadRequest{Param: "format", Msg: "unknown format " + strconv.Quote(format), Known: []string{"json", "text"}}
	}
	a, err := s.bestAnswer(c.Request().Context(), s.base(c), q.Text, q.Era, "", ruleKinds)
	if err != nil {
		return err
	}
	if format == "text" {
		c.Response().Header().Set("X-Content-Type-Options", "nosniff")
		return c.Blob(http.StatusOK, echo.MIMETextPlainCharsetUTF8, []byte(a.Message))
	}
	return sendJSON(c, a)
}
