package handlers

import (
	"slices"
	"strconv"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/views"
)

// RulingResponse is the JSON answer of GET /api/rulings/<id>, and one item of GET
// /api/rulings. URLs are paths on this site.
type RulingResponse struct {
	ID       string             `json:"id"`
	Question string             `json:"question"`
	Answer   string             `json:"answer"`
	Body     string             `json:"body"` // the reasoning, markdown
	Eras     []string           `json:"eras"`
	Topics   []string           `json:"topics"`
	Reviewed string             `json:"reviewed"` // YYYY-MM-DD
	URL      string             `json:"url"`
	RestsOn  []RulingRefJSON    `json:"rests_on"`
	Sources  []RulingSourceJSON `json:"sources"`
	Scenario string             `json:"scenario,omitempty"`
	// Official are the ruling's official sources, oldest first (empty for a ruling read from
	// the rulebooks); Cards the cards it is about; Examples the worked examples that play it.
	Official     []content.Official `json:"official"`
	Cards        []CardRefJSON      `json:"cards"`
	Examples     []ExampleJSON      `json:"examples"`
	Changes      []RulingRefJSON    `json:"changes"`
	SupersededBy string             `json:"superseded_by,omitempty"`
	Supersedes   []string           `json:"supersedes,omitempty"`
}

// ExampleJSON is a worked example that plays a ruling.
type ExampleJSON struct {
	ID  string `json:"id"`
	URL string `json:"url"`
}

// CardRefJSON is a card a ruling is about.
type CardRefJSON struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	URL  string `json:"url"`
}

// RulingRefJSON is one of our paragraphs a ruling rests on.
type RulingRefJSON struct {
	Ref  string `json:"ref"` // era/topic#n
	URL  string `json:"url"`
	Text string `json:"text"`
}

// RulingSourceJSON is one rulebook section a ruling rests on, in one era.
type RulingSourceJSON struct {
	Era string `json:"era"`
	CitationJSON
}

// RulingsResponse is the JSON answer of GET /api/rulings?era=&topic=&card=.
type RulingsResponse struct {
	Era     string           `json:"era,omitempty"`
	Topic   string           `json:"topic,omitempty"`
	Card    string           `json:"card,omitempty"`
	Count   int              `json:"count"`
	Rulings []RulingResponse `json:"rulings"`
}

// rulingsQuery is what /rulings and /api/rulings filter by; each part optional.
type rulingsQuery struct {
	Era, Topic string
	Card       string // a card id: the rulings about it or another printing of its name
	cardName   string
}

// rulingsFilter reads era=, topic= and card=: each optional, each checked.
func (s *site) rulingsFilter(c echo.Context) (rulingsQuery, error) {
	q := rulingsQuery{Era: c.QueryParam("era"), Topic: c.QueryParam("topic"), Card: c.QueryParam("card")}
	if q.Era != "" {
		if _, err := eraParam("era", q.Era); err != nil {
			return q, err
		}
	}
	if q.Topic != "" {
		if _, ok := s.corpus.Topic(q.Topic); !ok {
			return q, &BadRequest{Param: "topic", Msg: "unknown topic " + strconv.Quote(q.Topic)}
		}
	}
	if q.Card != "" {
		name, ok := s.corpus.CardName(q.Card)
		if !ok {
			return q, &BadRequest{Param: "card", Msg: "no card " + strconv.Quote(q.Card) + " in the sets rulesd covers: give a set-number id such as hgss2-82"}
		}
		q.cardName = name
	}
	return q, nil
}

// filterRulings keeps the rulings that hold in the era, rest on a paragraph of the topic and
// are about the card.
func (s *site) filterRulings(q rulingsQuery) []*content.Ruling {
	var about []*content.Ruling
	if q.Card != "" {
		about = s.corpus.RulingsAbout(q.Card, q.cardName)
	}
	var out []*content.Ruling
	for _, r := range s.corpus.Rulings {
		if q.Era != "" && !slices.Contains(r.Eras, q.Era) {
			continue
		}
		if q.Topic != "" && !slices.Contains(r.Topics(), q.Topic) {
			continue
		}
		if q.Card != "" && !slices.Contains(about, r) {
			continue
		}
		out = append(out, r)
	}
	return out
}

// rulings is GET /rulings: every ruling, grouped by topic, filtered by era.
func (s *site) rulings(c echo.Context) error {
	q, err := s.rulingsFilter(c)
	if err != nil {
		return err
	}
	list := s.filterRulings(q)
	p := views.RulingsPage{Era: q.Era, Eras: content.Eras, Count: len(list), Topic: q.Topic, Card: q.Card, CardName: q.cardName, Topics: s.corpus.Topics}
	at := map[string]int{}
	for _, t := range s.corpus.Topics {
		at[t.ID] = -1
	}
	for _, r := range list {
		t := r.Topics()[0]
		i, ok := at[t]
		if !ok || i < 0 {
			title := t
			if tp, ok := s.corpus.Topic(t); ok {
				title = tp.Title
			}
			i = len(p.Groups)
			at[t] = i
			p.Groups = append(p.Groups, views.RulingGroup{Topic: t, Title: title})
		}
		p.Groups[i].Rulings = append(p.Groups[i].Rulings, r)
	}
	// Topics in the order the home page lists them.
	slices.SortStableFunc(p.Groups, func(a, b views.RulingGroup) int { return s.topicRank(a.Topic) - s.topicRank(b.Topic) })
	m := s.meta(c, "Rulings", "Questions judges are asked, with short answers, eras, official sources and rulebook sources.")
	m.Era = q.Era
	return render(c, views.Rulings(m, p))
}

func (s *site) topicRank(id string) int {
	for i, t := range s.corpus.Topics {
		if t.ID == id {
			return i
		}
	}
	return len(s.corpus.Topics)
}

// apiRulings is GET /api/rulings?era=&topic=.
func (s *site) apiRulings(c echo.Context) error {
	q, err := s.rulingsFilter(c)
	if err != nil {
		return err
	}
	out := RulingsResponse{Era: q.Era, Topic: q.Topic, Card: q.Card, Rulings: []RulingResponse{}}
	for _, r := range s.filterRulings(q) {
		out.Rulings = append(out.Rulings, s.rulingJSON(r))
	}
	out.Count = len(out.Rulings)
	return sendJSON(c, out)
}

// apiRuling is GET /api/rulings/<id>.
func (s *site) apiRuling(c echo.Context) error {
	r, ok := s.corpus.Ruling(c.Param("id"))
	if !ok {
		return NotFound("There is no ruling %q.", c.Param("id"))
	}
	return sendJSON(c, s.rulingJSON(r))
}

func (s *site) rulingJSON(r *content.Ruling) RulingResponse {
	out := RulingResponse{
		ID: r.ID, Question: r.Question, Answer: r.Answer, Body: r.Body, Eras: r.Eras, Topics: r.Topics(),
		Reviewed: r.Reviewed, URL: r.URL(), Scenario: r.Scenario, RestsOn: []RulingRefJSON{}, Sources: []RulingSourceJSON{},
		Official: r.Official, Cards: []CardRefJSON{}, Examples: []ExampleJSON{}, Changes: []RulingRefJSON{},
		SupersededBy: r.SupersededBy, Supersedes: r.Supersedes,
	}
	if out.Official == nil {
		out.Official = []content.Official{}
	}
	for _, id := range r.Cards {
		name, _ := s.corpus.CardName(id)
		out.Cards = append(out.Cards, CardRefJSON{ID: id, Name: name, URL: content.CardURL(id)})
	}
	if r.Scenario != "" {
		out.Examples = append(out.Examples, ExampleJSON{ID: r.Scenario, URL: "/scenarios/" + r.Scenario})
	}
	for _, ref := range r.Changes {
		rj := RulingRefJSON{Ref: ref.String(), URL: ref.URL()}
		if _, b, ok := s.corpus.Resolve(ref); ok {
			rj.Text = b.Text
		}
		out.Changes = append(out.Changes, rj)
	}
	for _, ref := range r.RestsOn {
		rj := RulingRefJSON{Ref: ref.String(), URL: ref.URL()}
		if _, b, ok := s.corpus.Resolve(ref); ok {
			rj.Text = b.Text
		}
		out.RestsOn = append(out.RestsOn, rj)
	}
	for _, src := range r.Sources {
		out.Sources = append(out.Sources, RulingSourceJSON{Era: src.Era, CitationJSON: s.citationsJSON([]content.Citation{src.Citation})[0]})
	}
	return out
}

// rulingSources are a ruling's rulebook sections for its page.
func (s *site) rulingSources(r *content.Ruling) []views.RulingSourceLink {
	var out []views.RulingSourceLink
	for _, src := range r.Sources {
		l := s.books.citationLink(src.Citation)
		if src.Silent {
			l.Where += " (silent on this point)"
		}
		out = append(out, views.RulingSourceLink{Era: src.Era, CitationLink: l})
	}
	return out
}
