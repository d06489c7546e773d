package content

import (
	"github.com/rulesd/rulesd/content/cardfacts"
)

// CardDoc is everything rulesd says about one card: its printed facts, what it does in our
// words (from its primitives) and as data, whether the engine plays all of it, and the rules,
// rulings and worked examples that concern it. /api/cards/<id> and `rulesd card --json` print
// it; the card page shows it.
type CardDoc struct {
	ID          string             `json:"id"`
	URL         string             `json:"url"`
	Name        string             `json:"name"`
	Set         string             `json:"set"`
	SetName     string             `json:"set_name"`
	Number      string             `json:"number"`
	Era         string             `json:"era"`
	Category    string             `json:"category"`
	Stage       string             `json:"stage,omitempty"`
	Trainer     string             `json:"trainer,omitempty"`
	EvolvesFrom string             `json:"evolves_from,omitempty"`
	HP          int                `json:"hp,omitempty"`
	Types       []string           `json:"types,omitempty"`
	Weakness    []cardfacts.Weak   `json:"weakness,omitempty"`
	Resistance  []cardfacts.Resist `json:"resistance,omitempty"`
	Retreat     int                `json:"retreat"`
	Marks       []string           `json:"marks,omitempty"`
	TwoPrizes   bool               `json:"two_prizes,omitempty"`
	ReprintOf   string             `json:"reprint_of,omitempty"` // the first printing in the era
	Attacks     []cardfacts.Attack `json:"attacks,omitempty"`
	Powers      []cardfacts.Power  `json:"powers,omitempty"`
	// Effects are the card's attacks, powers and own effect in our words, each with its
	// primitives as data.
	Effects  []EffectText    `json:"effects"`
	Playable bool            `json:"playable"`
	Missing  []MissingEffect `json:"missing"`
	Rules    []CardRule      `json:"rules"`
	Rulings  []RulingLink    `json:"rulings"`
	Examples []ExampleLink   `json:"examples"`
}

// RulingLink names a ruling, with what a judge needs to trust it at a glance: its eras, its
// official sources (none for a ruling read from the rulebooks) and the cards it is about.
type RulingLink struct {
	ID       string     `json:"id"`
	Question string     `json:"question"`
	Answer   string     `json:"answer"`
	URL      string     `json:"url"`
	Eras     []string   `json:"eras"`
	Official []Official `json:"official"`
	Cards    []string   `json:"cards"`
	// About is set when the ruling is about this card itself, not only its kind.
	About      bool `json:"about_card"`
	Superseded bool `json:"superseded,omitempty"`
}

// NewRulingLink names a ruling; about says whether it is about the card the link is shown on.
func NewRulingLink(r *Ruling, about bool) RulingLink {
	l := RulingLink{ID: r.ID, Question: r.Question, Answer: r.Answer, URL: r.URL(), Eras: r.Eras,
		Official: r.Official, Cards: r.Cards, About: about, Superseded: r.Superseded()}
	if l.Official == nil {
		l.Official = []Official{}
	}
	if l.Cards == nil {
		l.Cards = []string{}
	}
	return l
}

// ExampleLink names a worked example that uses a card.
type ExampleLink struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	URL   string `json:"url"`
}

// CardURL is a card page's path.
func CardURL(id string) string { return "/cards/" + id }

// NewCardDoc describes one card. corpus may be nil (no rules or rulings are linked then); the
// worked examples are the caller's to add.
func NewCardDoc(corpus *Corpus, cc *CatalogCard) *CardDoc {
	f := cc.Facts
	d := &CardDoc{ID: f.ID, URL: CardURL(f.ID), Name: f.Name, Set: f.Set, SetName: cc.Set.Name, Number: f.Number,
		Era: cc.Era, Category: f.Category, Stage: f.Stage, Trainer: f.Trainer, EvolvesFrom: f.EvolvesFrom, HP: f.HP,
		Types: f.Types, Weakness: f.Weakness, Resistance: f.Resistance, Retreat: f.Retreat, Marks: f.Marks,
		TwoPrizes: f.TwoPrizes, ReprintOf: f.ReprintOf, Attacks: f.Attacks, Powers: f.Powers, Effects: Describe(cc.Card),
		Playable: cc.Playable(), Missing: cc.Missing, Rules: []CardRule{}, Rulings: []RulingLink{}, Examples: []ExampleLink{}}
	if d.Missing == nil {
		d.Missing = []MissingEffect{}
	}
	if corpus != nil {
		d.Rules = append(d.Rules, corpus.CardRules(cc)...)
		for _, r := range corpus.CardRulings(cc) {
			d.Rulings = append(d.Rulings, NewRulingLink(r, len(r.Cards) > 0))
		}
	}
	return d
}
