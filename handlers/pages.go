package handlers

import (
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/views"
)

// home lists every topic with its page in each era.
func (s *site) home(c echo.Context) error {
	m := s.meta(c, "Pokémon TCG rules by era", "Look up a Pokémon Trading Card Game rule for the era you play, link straight to one paragraph, and compare how it changed between eras.")
	m.NavSearch = false // the page's own search box is the one
	return render(c, views.Home(m, s.homePage()))
}

func (s *site) homePage() views.HomePage {
	var p views.HomePage
	for _, g := range content.Groups {
		group := views.TopicGroup{ID: g.ID, Title: g.Title}
		for _, t := range s.corpus.Topics {
			if t.Group != g.ID {
				continue
			}
			row := views.TopicRow{ID: t.ID, Title: t.Title, Eras: s.eraLinks(t.ID, "")}
			pages := 0
			for _, e := range row.Eras {
				if e.URL != "" {
					pages++
				}
			}
			if pages == 0 {
				continue
			}
			if pages > 1 {
				row.CompareURL = "/compare/" + t.ID
				row.URL = row.CompareURL
			} else {
				for _, e := range row.Eras {
					if e.URL != "" {
						row.URL = e.URL
					}
				}
			}
			group.Topics = append(group.Topics, row)
		}
		if len(group.Topics) > 0 {
			p.Groups = append(p.Groups, group)
		}
	}
	for _, r := range s.corpus.Rulings {
		p.Rulings = append(p.Rulings, views.Link{Title: r.Question, URL: r.URL()})
	}
	for _, e := range content.Eras {
		l := views.EraLegend{ID: e.ID, Name: e.Name}
		for _, b := range s.rulebookEntries() {
			if b.Era == e.ID {
				l.Rulebooks = append(l.Rulebooks, views.Link{Title: b.Title, URL: b.URL})
			}
		}
		p.Eras = append(p.Eras, l)
	}
	return p
}

// eraLinks is a topic's page in every era, the current era marked.
func (s *site) eraLinks(topic, current string) []views.EraLink {
	links := make([]views.EraLink, 0, len(content.Eras))
	for _, e := range content.Eras {
		l := views.EraLink{ID: e.ID, Name: e.Name, Current: e.ID == current}
		if r, ok := s.corpus.Rule(e.ID, topic); ok {
			l.URL = r.URL()
		}
		links = append(links, l)
	}
	return links
}

// rule is one era's page for a topic.
func (s *site) rule(c echo.Context) error {
	p, err := s.rulePage(c.Param("era"), c.Param("topic"))
	if err != nil {
		return err
	}
	m := s.ruleMeta(c, p)
	n, err := paragraphParam(c, p.Rule) // ?p=N: the link preview shows paragraph N
	if err != nil {
		return err
	}
	if n > 0 {
		setParagraphMeta(&m, p.Rule, n)
	}
	return render(c, views.Rule(m, p))
}

// ruleMeta is a rule page's head: title, summary, canonical link and JSON.
func (s *site) ruleMeta(c echo.Context, p views.RulePage) views.Meta {
	era, _ := content.LookupEra(p.Rule.Era)
	m := s.meta(c, p.Rule.Title+" ("+era.Name+")", p.Rule.Summary)
	m.Path = p.Rule.URL()
	m.OGType, m.Era = "article", era.ID
	m.APIURL = "/api" + p.Rule.URL()
	return m
}

// rulePage gathers one rule page: the page itself, its sources (linked to the rulebook text
// when loaded), the other eras, related topics and the rulings that cite it.
func (s *site) rulePage(eraID, topic string) (views.RulePage, error) {
	era, err := eraParam("era", eraID)
	if err != nil {
		return views.RulePage{}, err
	}
	r, err := s.findRule(era, topic)
	if err != nil {
		return views.RulePage{}, err
	}
	p := views.RulePage{Rule: r, Eras: s.eraLinks(r.Topic, r.Era)}
	if len(s.corpus.RulesForTopic(r.Topic)) > 1 {
		p.CompareURL = "/compare/" + r.Topic
	}
	for _, src := range r.Sources {
		p.Sources = append(p.Sources, s.books.sourceLink(src))
	}
	p.Gaps = s.eraGaps(era)
	for _, c := range r.Citations() {
		p.Citations = append(p.Citations, s.books.citationLink(c))
	}
	for _, id := range r.See {
		l := views.Link{Title: id}
		if t, ok := s.corpus.Topic(id); ok {
			l.Title = t.Title
		}
		if other, ok := s.corpus.Rule(r.Era, id); ok {
			l.Title, l.URL = other.Title, other.URL()
		}
		p.See = append(p.See, l)
	}
	for _, ru := range s.corpus.RulingsCiting(r.Era, r.Topic) {
		p.Rulings = append(p.Rulings, views.Link{Title: ru.Question, URL: ru.URL(), Eras: ru.Eras})
	}
	p.Examples = s.workedExamples(r.Era, r.Topic)
	return p, nil
}

// eraGaps is the era's note on what its rulebooks do not cover, linking the pages that do.
func (s *site) eraGaps(era content.Era) views.EraGaps {
	g := views.EraGaps{Text: era.Gaps}
	for _, ref := range era.GapTopics {
		if r, ok := s.corpus.Rule(ref.Era, ref.Topic); ok {
			g.Links = append(g.Links, views.Link{Title: r.Title + " (" + views.EraName(ref.Era) + ")", URL: r.URL()})
		}
	}
	return g
}

// findRule tells an unknown topic (404) from a topic this era has no page for (404, naming
// the eras that do).
func (s *site) findRule(era content.Era, topic string) (*content.Rule, error) {
	t, ok := s.corpus.Topic(topic)
	if !ok {
		return nil, NotFound("There is no topic %q.", topic)
	}
	if r, ok := s.corpus.Rule(era.ID, topic); ok {
		return r, nil
	}
	var have []string
	for _, r := range s.corpus.RulesForTopic(topic) {
		have = append(have, r.Era)
	}
	if len(have) == 0 {
		return nil, NotFound("No era has a page for %s yet.", t.Title)
	}
	return nil, NotFound("The %s era has no page for %s. Eras that do: %s.", era.Name, t.Title, strings.Join(have, ", "))
}

// compare shows a topic's pages side by side, each marked against the era before.
func (s *site) compare(c echo.Context) error {
	p, err := s.comparePage(c.Param("topic"))
	if err != nil {
		return err
	}
	m := s.meta(c, p.Title+": the eras compared", "How the rule for "+p.Title+" differs between eras, word by word.")
	m.OGType = "article"
	// Each era's rule JSON carries the at-a-glance differences; link the newest era's.
	m.APIURL = "/api/rules/" + p.Eras[len(p.Eras)-1] + "/" + p.Topic
	return render(c, views.Compare(m, p))
}

func (s *site) comparePage(topic string) (views.ComparePage, error) {
	t, ok := s.corpus.Topic(topic)
	if !ok {
		return views.ComparePage{}, NotFound("There is no topic %q.", topic)
	}
	rules := s.corpus.RulesForTopic(topic)
	if len(rules) == 0 {
		return views.ComparePage{}, NotFound("No era has a page for %s yet.", t.Title)
	}
	p := views.ComparePage{Topic: t.ID, Title: t.Title, Columns: views.CompareColumns(rules)}
	for _, r := range rules {
		p.Eras = append(p.Eras, r.Era)
	}
	for _, d := range s.corpus.Differences(topic) {
		row := views.GlanceRow{What: d.What}
		for _, era := range p.Eras {
			says := d.Eras[era]
			row.Cells = append(row.Cells, views.GlanceCell{Says: says.Says, URL: says.Cite.URL(), Anchor: says.Cite.String()})
		}
		p.Glance = append(p.Glance, row)
	}
	return p, nil
}

// glossary is one era's glossary.
func (s *site) glossary(c echo.Context) error {
	era, err := eraParam("era", c.Param("era"))
	if err != nil {
		return err
	}
	m := s.meta(c, "Glossary ("+era.Name+")", "The terms of the "+era.Name+" era of the Pokémon TCG, defined in a sentence or two.")
	m.Era = era.ID
	return render(c, views.Glossary(m, s.glossaryPage(era)))
}

func (s *site) glossaryPage(era content.Era) views.GlossaryPage {
	p := views.GlossaryPage{Era: era}
	for _, e := range content.Eras {
		p.Eras = append(p.Eras, views.EraLink{ID: e.ID, Name: e.Name, URL: "/glossary/" + e.ID, Current: e.ID == era.ID})
	}
	for _, t := range s.corpus.Glossary[era.ID] {
		g := views.GlossaryTerm{Term: t}
		if r, ok := s.corpus.Rule(era.ID, t.Topic); ok && t.Topic != "" {
			g.TopicURL, g.TopicTitle = r.URL(), r.Title
		}
		p.Terms = append(p.Terms, g)
	}
	return p
}

// ruling is one ruling with the paragraphs it rests on.
func (s *site) ruling(c echo.Context) error {
	p, err := s.rulingPage(c.Param("id"))
	if err != nil {
		return err
	}
	r := p.Ruling
	m := s.meta(c, r.Question, describe(r.Answer, 200))
	m.OGType = "article"
	if len(r.Eras) == 1 {
		m.Era = r.Eras[0]
	}
	return render(c, views.Ruling(m, p))
}

func (s *site) rulingPage(id string) (views.RulingPage, error) {
	r, ok := s.corpus.Ruling(id)
	if !ok {
		return views.RulingPage{}, NotFound("There is no ruling %q.", id)
	}
	p := views.RulingPage{Ruling: r}
	for _, ref := range r.RestsOn {
		l := views.RefLink{Ref: ref.String(), URL: ref.URL(), Era: ref.Era}
		if rule, block, ok := s.corpus.Resolve(ref); ok {
			l.RuleTitle, l.Text = rule.Title, block.Text
		}
		p.Refs = append(p.Refs, l)
	}
	p.Sources = s.rulingSources(r)
	if r.Scenario != "" {
		p.ScenarioURL = "/scenarios/" + r.Scenario
	}
	for _, id := range r.Cards {
		name, _ := s.corpus.CardName(id)
		p.Cards = append(p.Cards, views.Link{Title: name + " (" + id + ")", URL: content.CardURL(id)})
	}
	for _, ref := range r.Changes {
		l := views.RefLink{Ref: ref.String(), URL: ref.URL(), Era: ref.Era}
		if rule, block, ok := s.corpus.Resolve(ref); ok {
			l.RuleTitle, l.Text = rule.Title, block.Text
		}
		p.Changes = append(p.Changes, l)
	}
	if newer, ok := s.corpus.Ruling(r.SupersededBy); ok {
		p.SupersededBy = &views.Link{Title: newer.Question, URL: newer.URL()}
	}
	for _, id := range r.Supersedes {
		if older, ok := s.corpus.Ruling(id); ok {
			p.Supersedes = append(p.Supersedes, views.Link{Title: older.Question, URL: older.URL()})
		}
	}
	return p, nil
}

// rulebookSection is one section of an original rulebook, with the pages that cite it.
func (s *site) rulebookSection(c echo.Context) error {
	p, err := s.books.page(c.Param("rulebook"), c.Param("section"))
	if err != nil {
		return err
	}
	desc := p.RulebookTitle
	if p.Page > 0 {
		desc += ", page " + strconv.Itoa(p.Page)
	}
	m := s.meta(c, p.Heading+" ("+p.RulebookTitle+")", desc)
	m.OGType, m.Era = "article", p.Era
	return render(c, views.Rulebook(m, p))
}
