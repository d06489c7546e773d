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

// RulingsResponse is the JSON answer of GET /api/rulings?era=&topic=.
type RulingsResponse struct {
	Era     string           `json:"era,omitempty"`
	Topic   string           `json:"topic,omitempty"`
	Count   int              `json:"count"`
	Rulings []RulingResponse `json:"rulings"`
}

// rulingsFilter reads era= and topic=: each optional, each checked.
func (s *site) rulingsFilter(c echo.Context) (era, topic string, err error) {
	if era = c.QueryParam("era"); era != "" {
		if _, err := eraParam("era", era); err != nil {
			return "", "", err
		}
	}
	if topic = c.QueryParam("topic"); topic != "" {
		if _, ok := s.corpus.Topic(topic); !ok {
			return "", "", &BadRequest{Param: "topic", Msg: "unknown topic " + strconv.Quote(topic)}
		}
	}
	return era, topic, nil
}

// filterRulings keeps the rulings that hold in era and rest on a paragraph of topic.
func (s *site) filterRulings(era, topic string) []*content.Ruling {
	var out []*content.Ruling
	for _, r := range s.corpus.Rulings {
		if era != "" && !slices.Contains(r.Eras, era) {
			continue
		}
		if topic != "" && !slices.Contains(r.Topics(), topic) {
			continue
		}
		out = append(out, r)
	}
	return out
}

// rulings is GET /rulings: every ruling, grouped by topic, filtered by era.
func (s *site) rulings(c echo.Context) error {
	era, topic, err := s.rulingsFilter(c)
	if err != nil {
		return err
	}
	list := s.filterRulings(era, topic)
	p := views.RulingsPage{Era: era, Eras: content.Eras, Count: len(list)}
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
	m := s.meta(c, "Rulings", "Questions judges are asked, with short answers, eras and rulebook sources.")
	m.Era = era
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
	era, topic, err := s.rulingsFilter(c)
	if err != nil {
		return err
	}
	out := RulingsResponse{Era: era, Topic: topic, Rulings: []RulingResponse{}}
	for _, r := range s.filterRulings(era, topic) {
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
