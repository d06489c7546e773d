package handlers

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"
	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/engine"
	"github.com/rulesd/rulesd/scenarios"
	"github.com/rulesd/rulesd/views"
)

// The board builder (/sandbox) sets up a position without YAML: a plain GET form over
// the era's cards. Sent, it is checked field by field; a board the rules forbid is shown
// again with the reason beside the field (400), and a good one becomes a scenario document
// and goes to the sandbox as a link (303 to /sandbox?s=…), where the engine lists what can
// be played. The form is filled from a link's board (?s=) to change it.

// CardLister lists the cards of an era, for the builder's type-ahead and form. *content.Catalog
// (every card of the covered sets) and *content.Cards (the hand-written ones) are two.
type CardLister interface {
	EraCards(era string) []content.EraCard
}

var (
	_ CardLister = (*content.Cards)(nil)
	_ CardLister = (*content.Catalog)(nil)
)

// benchSlots is how many Bench rows the form offers: the most a Bench holds.
const benchSlots = 5

var (
	conditionNames = []string{"asleep", "confused", "paralyzed", "burned", "poisoned"}
	// Asleep, Confused and Paralyzed turn the card; a new one replaces the old.
	rotating   = []string{"asleep", "confused", "paralyzed"}
	doneNames  = []string{"energy_attached", "supporter_played", "stadium_played", "retreated"}
	doneLabels = []string{"Energy attached", "Supporter played", "Stadium played", "retreated"}
	cardWithID = regexp.MustCompile(`\(([a-z0-9]+-[A-Za-z0-9]+)\)\s*$`)
	// Bounds on what one form may ask for, so a built board stays small: piles as in a
	// scenario file, the cards under an evolved Pokémon, the Energy on one Pokémon.
	maxPileSize = 60
	maxUnder    = 3
	maxEnergy   = 30
)

// builderMoved sends the builder's old address, /sandbox/build, to /sandbox, where it lives:
// a link's board (s) is opened in the builder, not run.
func (sp *scenarioPages) builderMoved(c echo.Context) error {
	q := c.QueryParams()
	if q.Has("s") && !q.Has("go") {
		q.Set("build", "1")
	}
	to := "/sandbox"
	if len(q) > 0 {
		to += "?" + q.Encode()
	}
	return c.Redirect(http.StatusMovedPermanently, to)
}

// builder is GET /sandbox (no s, or build=1, or go=1): the form, filled from ?s= or empty; sent (go=1), the board
// it describes as a link, or the form again with what is wrong beside each field. A form
// filled from a link, or sent, reads a visitor's scenario: it takes a run slot and a budget.
func (sp *scenarioPages) builder(c echo.Context) error {
	q := c.QueryParams()
	m := sp.site.meta(c, "Board builder", "Set up a Pokémon TCG board from real cards and let the rules engine play it out.")
	m.NoIndex, m.HTMX = true, true
	if !q.Has("go") && !q.Has("s") {
		p, err := sp.builderFrom(q)
		if err != nil {
			return err
		}
		sp.builderLists(&p)
		return render(c, views.Builder(m, p))
	}
	ans, err := computed(sp, c.Request().Context(), func(b *budget) (*answer, error) { return sp.buildBoard(b, q, m) })
	if err != nil {
		return err
	}
	if ans.status == http.StatusBadRequest {
		c.Response().Header().Set("Cache-Control", "no-store")
	}
	return ans.write(c)
}

// buildBoard is the builder's form filled from a link's board, or the sent form read: a
// link to the board, or the form again with its problems (400).
func (sp *scenarioPages) buildBoard(b *budget, q url.Values, m views.Meta) (*answer, error) {
	status := http.StatusOK
	var p views.BuilderPage
	if !q.Has("go") {
		var err error
		if p, err = sp.builderFrom(q); err != nil {
			return nil, err
		}
	} else if q.Get("show") == "era" {
		// The era changed without JavaScript: the form again, as typed, with that era's lists.
		p, _ = sp.readBuilder(q, false)
		if p.From != "" {
			if sc, _, err := sp.linkedBoard(p.From); err == nil {
				p.Kept, p.Dropped = keptText(sc), notShown(sc)
			}
		}
	} else {
		if err := pickChoice(q); err != nil {
			return nil, err
		}
		var src []byte
		p, src = sp.readBuilder(q, true)
		if p.From != "" {
			src = sp.keepPlayed(&p, src)
		}
		if p.Errors == 0 {
			return &answer{status: http.StatusSeeOther, redirect: sandboxPath(src)}, nil
		}
		status = http.StatusBadRequest
	}
	if err := b.check(); err != nil {
		return nil, sp.overBudget(b, "s", err)
	}
	sp.builderLists(&p)
	buf := newAnswerBuffer(b)
	if err := views.Builder(m, p).Render(b.ctx, buf); err != nil {
		return nil, sp.overBudget(b, "s", err)
	}
	return htmlAnswer(status, buf.Bytes()), nil
}

// pickable are the fields a choice offered beside a field may fill (pick=<field>=<text>).
var pickable = regexp.MustCompile(`^(stadium|(alice|bob)\.(hand|deck|prizes|discard|(active|bench[1-5])\.(card|under|energy|tool)))$`)

// pickChoice puts a choice the form offered (a button sending pick=<field>=<text>) in its field.
func pickChoice(q url.Values) error {
	pick := q.Get("pick")
	if pick == "" {
		return nil
	}
	name, text, ok := strings.Cut(pick, "=")
	if !ok || !pickable.MatchString(name) {
		return &BadRequest{Param: "pick", Msg: fmt.Sprintf("%q: want a card field of the form, = and the text to put in it (alice.active.card=Rowlet)", clip(pick, 60))}
	}
	q.Set(name, text)
	q.Del("pick")
	return nil
}

// linkedBoard is the scenario of the link a changed board came from.
func (sp *scenarioPages) linkedBoard(from string) (*scenarios.Scenario, []byte, error) {
	src, err := sp.linkParam(url.Values{"s": {from}})
	if err != nil {
		var bad *BadRequest
		if errors.As(err, &bad) {
			bad.Param = "from"
		}
		return nil, nil, err
	}
	cards, err := sp.cards()
	if err != nil {
		return nil, nil, err
	}
	sc, err := scenarios.ParseWith(sentName, src, cards, sp.limits)
	if err != nil {
		return nil, nil, &BadRequest{Param: "from", Msg: err.Error()}
	}
	return sc, src, nil
}

// keepPlayed is the changed board with what the linked scenario played on the old one (its
// actions, coins and expectations), when the form asks to keep them: the link's document
// with the new board, eras and title. Kept parts that no longer fit (an expectation of an
// era the board left) are explained above the form instead.
func (sp *scenarioPages) keepPlayed(p *views.BuilderPage, built []byte) []byte {
	sc, old, err := sp.linkedBoard(p.From)
	if err != nil {
		p.KeepError = err.Error()
		p.Errors++
		return nil
	}
	p.Kept, p.Dropped = keptText(sc), notShown(sc)
	if p.Errors > 0 {
		return nil
	}
	if !p.Keep || p.Kept == "" {
		return built
	}
	cards, err := sp.cards()
	if err != nil {
		p.KeepError = err.Error()
		p.Errors++
		return nil
	}
	try := func(keys ...string) ([]byte, error) {
		merged, err := scenarios.SetParts(old, built, keys...)
		if err != nil {
			return nil, err
		}
		_, err = scenarios.ParseWith(sentName, merged, cards, sp.limits)
		return merged, err
	}
	// A scenario of several eras stays one when the board's era is among them; else it runs
	// under the board's era alone.
	var merged []byte
	if slices.Contains(sc.Eras, p.Era) {
		merged, err = try("board", "title")
	}
	if merged == nil || err != nil {
		merged, err = try("board", "eras", "title")
	}
	if err != nil {
		p.KeepError = "What the link played does not fit the changed board: " + err.Error() + ". Untick the box to start afresh from this board."
		p.Errors++
		return nil
	}
	return merged
}

func howMany(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// keptText names what a linked scenario played on its board, which a changed board can keep;
// "" when it played nothing.
func keptText(sc *scenarios.Scenario) string {
	var parts []string
	if n := len(sc.Actions); n > 0 {
		parts = append(parts, howMany(n, "action", "actions"))
	}
	coins := 0
	for _, c := range sc.Coins {
		coins = max(coins, len(c))
	}
	if coins > 0 {
		parts = append(parts, howMany(coins, "scripted coin", "scripted coins"))
	}
	if len(sc.Expect) > 0 {
		parts = append(parts, howMany(len(sc.Expect), "expectation", "expectations"))
	}
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// builderLists adds the era choices and the type-ahead lists of the era's cards.
func (sp *scenarioPages) builderLists(p *views.BuilderPage) {
	for _, e := range content.Eras {
		p.Eras = append(p.Eras, views.Option{Value: e.ID, Label: e.Name})
	}
	sp.eraCards(p.Era, func(c *engine.Card, lists []string) {
		o := views.Option{Value: cardLabel(c), Label: cardKind(c)}
		for _, l := range lists {
			switch l {
			case "pokemon":
				p.Pokemon = append(p.Pokemon, o)
			case "energy":
				p.Energy = append(p.Energy, o)
			case "tools":
				p.Tools = append(p.Tools, o)
			case "stadiums":
				p.Stadiums = append(p.Stadiums, o)
			case "hand":
				p.HandCards = append(p.HandCards, o)
			}
		}
	})
}

// cardLists are the builder's type-ahead lists, by the name the suggestion endpoint takes.
var cardLists = []string{"pokemon", "energy", "tools", "stadiums", "hand"}

// eraCards calls each for every fully playable card of the era with the type-ahead lists it
// belongs to, in the order of the era's sets; of printings that play alike, the first
// stands for them all. A card the engine cannot play in full is left
// out of the suggestions; typed by its id it still goes on the board, and the engine refuses
// what it cannot do, naming the card and the effect.
func (sp *scenarioPages) eraCards(era string, each func(c *engine.Card, lists []string)) {
	cards, err := sp.cards()
	if err != nil {
		return
	}
	for _, e := range namesOf(cards, era).entries {
		if len(e.lists) > 0 {
			each(e.card, e.lists)
		}
	}
}

// builderListsOf names the type-ahead lists a card belongs to.
func builderListsOf(c *engine.Card) []string {
	var lists []string
	switch {
	case c.Category == engine.PokemonCard || c.PlaysAsBasic:
		lists = append(lists, "pokemon")
	case c.Category == engine.EnergyCard:
		lists = append(lists, "energy")
	case c.Trainer == engine.Tool:
		lists = append(lists, "tools")
	case c.Trainer == engine.Stadium:
		lists = append(lists, "stadiums")
	}
	if c.Category != engine.EnergyCard {
		lists = append(lists, "hand")
	}
	return lists
}

// maxSuggestions bounds the cards one type-ahead answer offers.
const maxSuggestions = 20

// suggestCards is GET /sandbox/cards?era=&list=&field=&<field>=: the cards of the era's list
// whose name or set-number id holds what was typed in the field, as the options of a
// datalist (names that start with it first, the shortest of those first), at most maxSuggestions. htmx swaps them into
// the field's list as a person types; without JavaScript the page's full lists serve. Fewer
// than two letters typed: 204, the list stays as it is.
func (sp *scenarioPages) suggestCards(c echo.Context) error {
	q := c.QueryParams()
	era := q.Get("era")
	if _, err := eraParam("era", era); err != nil {
		return err
	}
	list := q.Get("list")
	if !slices.Contains(cardLists, list) {
		return &BadRequest{Param: "list", Msg: "unknown card list " + strconv.Quote(list), Known: cardLists}
	}
	field := q.Get("field")
	if field == "" || !q.Has(field) {
		return &BadRequest{Param: "field", Msg: "name the field whose text to match (field=alice.active.card) and send it"}
	}
	typed := content.FoldName(q.Get(field))
	if len(typed) > 100 {
		return &BadRequest{Param: field, Msg: fmt.Sprintf("%d characters typed; a card's name has at most 100", len(typed))}
	}
	if len([]rune(typed)) < 2 {
		return c.NoContent(http.StatusNoContent)
	}
	type start struct {
		o    views.Option
		size int // letters past what was typed: the nearer name first (Magmar before Magmortar)
	}
	var starts []start
	var holds []views.Option
	key := nameKey(typed) // "tauros gx" finds Tauros-GX
	sp.eraCards(era, func(card *engine.Card, lists []string) {
		if !slices.Contains(lists, list) {
			return
		}
		o := views.Option{Value: cardLabel(card), Label: cardKind(card)}
		name, nk := content.FoldName(card.Name), nameKey(card.Name)
		switch {
		case strings.HasPrefix(name, typed), key != "" && strings.HasPrefix(nk, key):
			starts = append(starts, start{o, len([]rune(name))})
		case strings.Contains(name, typed), key != "" && strings.Contains(nk, key), strings.Contains(strings.ToLower(card.ID), typed),
			strings.Contains(content.FoldName(cardLabel(card)), typed):
			holds = append(holds, o)
		}
	})
	slices.SortStableFunc(starts, func(a, b start) int { return a.size - b.size })
	opts := make([]views.Option, 0, len(starts)+len(holds))
	for _, s := range starts {
		opts = append(opts, s.o)
	}
	opts = append(opts, holds...)
	opts = opts[:min(len(opts), maxSuggestions)]
	c.Response().Header().Set("Cache-Control", pageCache)
	return render(c, views.CardOptions(opts))
}

// cardLabel is how the form writes a card: its name and set-number id.
func cardLabel(c *engine.Card) string { return c.Name + " (" + c.ID + ")" }

// kindOf says what kind of card c is, with its article, for a card typed in the wrong field.
func kindOf(c *engine.Card) string {
	switch {
	case c.Category == engine.PokemonCard:
		return "a Pokémon card"
	case c.Category == engine.TrainerCard && c.Trainer == engine.Item:
		return "an Item card"
	case c.Category == engine.TrainerCard:
		return "a " + c.Trainer.String() + " card"
	}
	return "an Energy card"
}

func cardKind(c *engine.Card) string {
	switch {
	case c.Category == engine.PokemonCard && c.HP > 0:
		return c.Stage.String() + ", " + strconv.Itoa(c.HP) + " HP"
	case c.Category == engine.PokemonCard:
		return c.Stage.String()
	case c.Category == engine.TrainerCard:
		return c.Trainer.String()
	case c.BasicEnergy:
		return "basic Energy"
	}
	return "Special Energy"
}

// builderFrom fills the form from the board of the scenario a link carries, or with an
// empty board in the first era.
func (sp *scenarioPages) builderFrom(q url.Values) (views.BuilderPage, error) {
	p := views.BuilderPage{Era: content.Eras[0].ID, Turn: "3", Current: "alice", Done: doneBoxes(nil), Stadium: stadiumField("")}
	for i, who := range []string{"alice", "bob"} {
		p.Sides[i] = emptySide(who)
	}
	if e := q.Get("era"); e != "" {
		if _, err := eraParam("era", e); err != nil {
			return p, err
		}
		p.Era = e
	}
	if !q.Has("s") {
		return p, nil
	}
	src, err := sp.linkParam(q)
	if err != nil {
		return p, err
	}
	cards, err := sp.cards()
	if err != nil {
		return p, err
	}
	sc, err := scenarios.ParseWith(sentName, src, cards, sp.limits)
	if err != nil {
		return p, &BadRequest{Param: "s", Msg: err.Error()}
	}
	if !q.Has("era") {
		p.Era = sc.Eras[0]
	}
	p.From = scenarios.EncodeLink(src)
	b := &sc.Board
	p.Dropped, p.Kept, p.Keep = notShown(sc), keptText(sc), true
	p.Turn, p.Current = strconv.Itoa(b.Turn), b.Current
	p.Stadium = stadiumField(labelOf(cards, b.Stadium))
	p.Done = doneBoxes([]bool{b.Done.EnergyAttached, b.Done.SupporterPlayed, b.Done.StadiumPlayed, b.Done.Retreated})
	for i := range b.Sides {
		side, ps := &p.Sides[i], &b.Sides[i]
		fill := func(slot *views.BuilderSlot, pk *scenarios.PokemonSetup) {
			slot.Card.Value = labelOf(cards, pk.Card)
			var under []string
			for _, u := range pk.Under {
				under = append(under, labelOf(cards, u))
			}
			slot.Under.Value = strings.Join(under, ", ")
			if pk.Damage > 0 {
				slot.Damage.Value = strconv.Itoa(pk.Damage)
			}
			var energy []string
			for _, e := range pk.Energy {
				energy = append(energy, labelOf(cards, e))
			}
			slot.Energy.Value = strings.Join(energy, ", ")
			slot.Tool.Value = labelOf(cards, pk.Tool)
			for k := range slot.Conditions {
				slot.Conditions[k].Checked = slices.Contains(pk.Conditions, slot.Conditions[k].Value)
			}
		}
		if ps.Active != nil {
			fill(&side.Slots[0], ps.Active)
		}
		for j := range ps.Bench {
			if j < benchSlots {
				fill(&side.Slots[j+1], &ps.Bench[j])
			}
		}
		side.Hand.Value = pileText(cards, ps.Hand)
		side.Deck.Value = pileText(cards, ps.Deck)
		side.Prizes.Value = pileText(cards, ps.Prizes)
		side.Discard.Value = pileText(cards, ps.Discard)
		side.GXUsed.Checked = ps.GXUsed
	}
	return p, nil
}

// notShown names what a linked board has that the form does not show, so the reader knows
// that changing the board here leaves it out.
func notShown(sc *scenarios.Scenario) []string {
	var out []string
	add := func(on bool, what string) {
		if on && !slices.Contains(out, what) {
			out = append(out, what)
		}
	}
	b := &sc.Board
	add(b.First != "", "who went first")
	add(b.Filler != "", "the filler card of counted piles")
	add(b.Owner != "", "who played the Stadium")
	for i := range b.Sides {
		s := &b.Sides[i]
		pks := slices.Clone(s.Bench)
		// A pile that mixes counted filler cards with named ones has no form of its own.
		for _, pile := range [][]string{s.Hand, s.Deck, s.Prizes, s.Discard} {
			add(slices.Contains(pile, "") && slices.ContainsFunc(pile, func(id string) bool { return id != "" }), "a pile of both counted and named cards")
		}
		if s.Active != nil {
			pks = append(pks, *s.Active)
		}
		for _, pk := range pks {
			add(pk.Entered != 0, "the turn a Pokémon came into play")
			add(len(pk.TMs) > 0, "Technical Machines")
		}
	}
	return out
}

// labelOf writes a card id as the form does; a type name (an Energy) stays as it is.
func labelOf(cards scenarios.CardSource, id string) string {
	if id == "" {
		return ""
	}
	if c, ok := cards.Card(id); ok {
		return cardLabel(c)
	}
	return id
}

// pileText writes a pile as the form does: a count of filler cards, or the cards.
func pileText(cards scenarios.CardSource, ids []string) string {
	if !slices.ContainsFunc(ids, func(id string) bool { return id != "" }) {
		return strconv.Itoa(len(ids))
	}
	var out []string
	for _, id := range ids {
		out = append(out, labelOf(cards, id))
	}
	return strings.Join(out, ", ")
}

// stadiumField is the field of the Stadium in play.
func stadiumField(value string) views.Field { return views.Field{Name: "stadium", Value: value} }

// blankPile is what the blank form shows in the pile field named name ("alice.prizes").
func blankPile(name string) string {
	who, _, _ := strings.Cut(name, ".")
	s := emptySide(who)
	for _, f := range []views.Field{s.Hand, s.Deck, s.Prizes, s.Discard} {
		if f.Name == name {
			return f.Value
		}
	}
	return ""
}

func emptySide(who string) views.BuilderSide {
	s := views.BuilderSide{Player: who, Hand: views.Field{Name: who + ".hand", Value: "0"},
		Deck: views.Field{Name: who + ".deck", Value: "10"}, Prizes: views.Field{Name: who + ".prizes", Value: "6"},
		Discard: views.Field{Name: who + ".discard", Value: "0"},
		GXUsed:  views.CondBox{Name: who + ".gx_used", Value: "yes", Label: "a GX attack was already used this game"}}
	for i := 0; i <= benchSlots; i++ {
		key, label := "active", "Active Pokémon"
		if i > 0 {
			key, label = "bench"+strconv.Itoa(i), "Bench "+strconv.Itoa(i)
		}
		pre := who + "." + key
		slot := views.BuilderSlot{Label: label, Key: pre, Card: views.Field{Name: pre + ".card"},
			Under: views.Field{Name: pre + ".under"}, Damage: views.Field{Name: pre + ".damage"},
			Energy: views.Field{Name: pre + ".energy"}, Tool: views.Field{Name: pre + ".tool"}}
		for _, cn := range conditionNames {
			slot.Conditions = append(slot.Conditions, views.CondBox{Name: pre + ".cond", Value: cn, Label: views.PlayerName(cn)})
		}
		s.Slots = append(s.Slots, slot)
	}
	return s
}

// doneBoxes are the checkboxes of what was already done this turn.
func doneBoxes(on []bool) []views.CondBox {
	var out []views.CondBox
	for i, d := range doneNames {
		out = append(out, views.CondBox{Name: "done", Value: d, Label: doneLabels[i], Checked: i < len(on) && on[i]})
	}
	return out
}

// --- reading the sent form -----------------------------------------------------------------

// builderDoc is the scenario document the builder writes: the board and no action yet.
type builderDoc struct {
	ID      string       `yaml:"id"`
	Title   string       `yaml:"title"`
	Summary string       `yaml:"summary"`
	Eras    []string     `yaml:"eras,flow"`
	Teaches []string     `yaml:"teaches,flow"`
	Board   builderBoard `yaml:"board"`
	Actions []string     `yaml:"actions"`
}

type builderBoard struct {
	Turn    int             `yaml:"turn"`
	Current string          `yaml:"current"`
	Stadium string          `yaml:"stadium,omitempty"`
	Done    map[string]bool `yaml:"done,omitempty,flow"`
	Alice   builderSideDoc  `yaml:"alice"`
	Bob     builderSideDoc  `yaml:"bob"`
}

type builderSideDoc struct {
	Active  builderPokemon   `yaml:"active"`
	Bench   []builderPokemon `yaml:"bench,omitempty"`
	Hand    any              `yaml:"hand"` // a count, or card ids
	Deck    any              `yaml:"deck"`
	Prizes  any              `yaml:"prizes"`
	Discard any              `yaml:"discard"`
	GXUsed  bool             `yaml:"gx_used,omitempty"`
}

type builderPokemon struct {
	Card       string   `yaml:"card"`
	Under      []string `yaml:"under,omitempty,flow"`
	Damage     int      `yaml:"damage,omitempty"`
	Conditions []string `yaml:"conditions,omitempty,flow"`
	Energy     []string `yaml:"energy,omitempty,flow"`
	Tool       string   `yaml:"tool,omitempty"`
}

// formReader checks the sent fields against one era's cards and the rules of a board.
type formReader struct {
	q      url.Values
	era    string
	cards  scenarios.CardSource
	names  *cardNames
	check  bool // false: keep what was typed and find nothing wrong (the form is shown again in another era)
	errors int
	// suggested counts the fields offered the closest card names: finding them costs the most,
	// so a form offers them for at most maxSuggested fields.
	suggested int
}

// maxSuggested bounds the fields of one form offered the closest card names.
const maxSuggested = 8

func (f *formReader) fail(field *views.Field, format string, args ...any) {
	if field.Error == "" && f.check {
		f.errors++
		field.Error = fmt.Sprintf(format, args...)
	}
}

// card finds the card a field names: its name, "Name (set-number)" or a set-number id. In a
// field of several cards, text is one of them and rewrite makes the field's text with it
// replaced, for the choices offered (nil: text is the whole field). list is the builder list
// the field takes its cards from.
func (f *formReader) card(field *views.Field, text, list string, rewrite func(string) string) *engine.Card {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil
	}
	found := f.names.find(text, list, f.check && field.Error == "" && f.suggested < maxSuggested)
	if found.card != nil {
		return found.card
	}
	if field.Error != "" || !f.check {
		return nil
	}
	if len(found.choices) == 0 {
		f.fail(field, "%s: type a card's name or number as the list offers it", found.problem)
		return nil
	}
	f.fail(field, "%s", found.problem)
	f.suggested++
	for _, c := range found.choices {
		if rewrite != nil {
			c.Value = rewrite(c.Value)
		}
		field.Choices = append(field.Choices, c)
	}
	return nil
}

// replacing makes a several-card field's text with its i-th part replaced.
func replacing(parts []string, i int) func(string) string {
	return func(s string) string {
		p := slices.Clone(parts)
		p[i] = s
		return strings.Join(p, ", ")
	}
}

func (f *formReader) number(field *views.Field, lo, hi int, what string) int {
	s := strings.TrimSpace(field.Value)
	if s == "" {
		return 0
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		f.fail(field, "%s: want a whole number from %d to %d, not %q", what, lo, hi, clip(s, 40))
		return 0
	}
	return n
}

func splitList(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

// readBuilder reads the sent form into the page (to show again) and, when every field is
// good, the scenario document.
// With check false it reads what was typed into the page and nothing more.
func (sp *scenarioPages) readBuilder(q url.Values, check bool) (views.BuilderPage, []byte) {
	p := views.BuilderPage{Era: q.Get("era"), Turn: q.Get("turn"), Current: q.Get("current"), From: q.Get("from"), Keep: q.Has("keep")}
	p.Stadium = stadiumField(q.Get("stadium"))
	if _, ok := content.LookupEra(p.Era); !ok {
		p.EraError = fmt.Sprintf("%q is not an era: choose one of the list", clip(p.Era, 40))
		p.Era = content.Eras[0].ID
		p.Errors++
	}
	cards, err := sp.cards()
	if err != nil {
		p.EraError = "the cards could not be loaded"
		p.Errors++
		return p, nil
	}
	f := &formReader{q: q, era: p.Era, cards: cards, names: namesOf(cards, p.Era), check: check}
	doc := builderDoc{ID: "my-board", Summary: "A board set up in the sandbox's board builder.", Eras: []string{p.Era},
		Teaches: []string{"turn-structure"}, Actions: []string{}}
	b := &doc.Board
	turnField := views.Field{Name: "turn", Value: p.Turn}
	b.Turn = f.number(&turnField, 1, 999, "turn")
	if b.Turn == 0 {
		f.fail(&turnField, "turn: want the turn in progress, from 1 (the first turn of the game)")
	}
	p.TurnError = turnField.Error
	if p.Current != "alice" && p.Current != "bob" {
		p.Current = "alice"
	}
	b.Current = p.Current
	if c := f.card(&p.Stadium, p.Stadium.Value, "stadiums", nil); c != nil {
		if c.Category != engine.TrainerCard || c.Trainer != engine.Stadium {
			f.fail(&p.Stadium, "%s is not a Stadium card but %s: type a Stadium's name from the list", c.Name, kindOf(c))
		} else {
			b.Stadium = c.ID
		}
	}
	var flags []bool
	for _, d := range doneNames {
		on := slices.Contains(q["done"], d)
		flags = append(flags, on)
		if on {
			if b.Done == nil {
				b.Done = map[string]bool{}
			}
			b.Done[d] = true
		}
	}
	p.Done = doneBoxes(flags)
	for i, who := range []string{"alice", "bob"} {
		side := emptySide(who)
		sd := f.side(&side, q)
		p.Sides[i] = side
		if i == 0 {
			b.Alice = sd
		} else {
			b.Bob = sd
		}
	}
	p.Errors += f.errors
	if p.Errors > 0 || !check {
		return p, nil
	}
	doc.Title = fmt.Sprintf("Alice's %s vs Bob's %s", name(cards, b.Alice.Active.Card), name(cards, b.Bob.Active.Card))
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	err = enc.Encode(doc)
	if err == nil {
		err = enc.Close()
	}
	src := buf.Bytes()
	if err != nil {
		p.EraError = "the board could not be written"
		p.Errors++
		return p, nil
	}
	return p, src
}

func name(cards scenarios.CardSource, id string) string {
	if c, ok := cards.Card(id); ok {
		return c.Name
	}
	return id
}

// side reads one player's Active and Bench Pokémon and piles.
func (f *formReader) side(s *views.BuilderSide, q url.Values) builderSideDoc {
	var out builderSideDoc
	for i := range s.Slots {
		slot := &s.Slots[i]
		slot.Card.Value, slot.Under.Value = q.Get(slot.Card.Name), q.Get(slot.Under.Name)
		slot.Damage.Value, slot.Energy.Value, slot.Tool.Value = q.Get(slot.Damage.Name), q.Get(slot.Energy.Name), q.Get(slot.Tool.Name)
		conds := q[slot.Key+".cond"]
		for k := range slot.Conditions {
			slot.Conditions[k].Checked = slices.Contains(conds, slot.Conditions[k].Value)
		}
		pk, ok := f.pokemon(slot, i == 0, conds)
		switch {
		case i == 0 && !ok && slot.Card.Error == "":
			f.fail(&slot.Card, "choose %s's Active Pokémon: every board has one", views.PlayerName(s.Player))
		case i == 0:
			out.Active = pk
		case ok:
			out.Bench = append(out.Bench, pk)
		}
	}
	out.Hand = f.pile(&s.Hand, q, maxPileSize, "cards in the hand")
	out.Deck = f.pile(&s.Deck, q, maxPileSize, "cards in the deck")
	out.Prizes = f.pile(&s.Prizes, q, 6, "Prize cards")
	out.Discard = f.pile(&s.Discard, q, maxPileSize, "cards in the discard pile")
	s.GXUsed.Checked = q.Get(s.GXUsed.Name) == "yes"
	out.GXUsed = s.GXUsed.Checked
	return out
}

// pile reads a hand, deck, Prize or discard pile: a number of filler cards, or the cards
// themselves (the deck's top card first), as a scenario file writes them.
func (f *formReader) pile(field *views.Field, q url.Values, hi int, what string) any {
	field.Value = q.Get(field.Name)
	if !q.Has(field.Name) {
		// A pile left out of a typed address reads as the blank form shows it (6 Prize
		// cards, 10 cards in the deck), not as none.
		field.Value = blankPile(field.Name)
	}
	v := strings.TrimSpace(field.Value)
	if _, err := strconv.Atoi(v); err == nil || v == "" {
		return f.number(field, 0, hi, what)
	}
	list := splitList(v)
	if len(list) > hi {
		f.fail(field, "%d %s; at most %d", len(list), what, hi)
		return 0
	}
	ids := []string{}
	for i, x := range list {
		if c := f.card(field, x, "hand", replacing(list, i)); c != nil {
			ids = append(ids, c.ID)
		}
	}
	return ids
}

// pokemon reads one Pokémon row; ok is false when the row is empty (or its card is wrong).
// The board's rules are checked here, beside the field they concern.
func (f *formReader) pokemon(slot *views.BuilderSlot, active bool, conds []string) (builderPokemon, bool) {
	var pk builderPokemon
	c := f.card(&slot.Card, slot.Card.Value, "pokemon", nil)
	if c == nil {
		if slot.Card.Error == "" && (slot.Under.Value != "" || slot.Damage.Value != "" || slot.Energy.Value != "" || slot.Tool.Value != "" || len(conds) > 0) {
			f.fail(&slot.Card, "choose the Pokémon first: the other fields of this row describe it")
		}
		return pk, false
	}
	if c.Category != engine.PokemonCard && !c.PlaysAsBasic {
		f.fail(&slot.Card, "%s is not a Pokémon card but %s: type a Pokémon's name from the list", c.Name, kindOf(c))
		return pk, false
	}
	pk.Card = c.ID
	under := splitList(slot.Under.Value)
	if len(under) > maxUnder {
		f.fail(&slot.Under, "%d cards underneath; an evolved Pokémon has at most %d (a Basic, a Stage 1 and a Stage 2 under a BREAK or LV.X)", len(under), maxUnder)
		under = nil
	}
	for i, x := range under {
		if u := f.card(&slot.Under, x, "pokemon", replacing(under, i)); u != nil {
			if u.Category != engine.PokemonCard && !u.PlaysAsBasic {
				f.fail(&slot.Under, "%s is not a Pokémon card: only the Pokémon it evolved from go underneath", u.Name)
			}
			pk.Under = append(pk.Under, u.ID)
		}
	}
	if c.Category == engine.PokemonCard && c.Stage.IsEvolution() && len(pk.Under) == 0 && slot.Under.Error == "" {
		f.fail(&slot.Under, "%s is a %s Pokémon: name the Pokémon it evolved from (%s), underneath it", c.Name, c.Stage, c.EvolvesFrom)
	}
	pk.Damage = f.number(&slot.Damage, 0, 990, "damage")
	switch {
	case pk.Damage%10 != 0:
		f.fail(&slot.Damage, "%d damage: damage comes in damage counters of 10", pk.Damage)
	case c.HP > 0 && pk.Damage >= c.HP:
		f.fail(&slot.Damage, "%d damage on a %d HP Pokémon: it would already be Knocked Out (at most %d)", pk.Damage, c.HP, c.HP-10)
	}
	for _, cn := range conds {
		if !slices.Contains(conditionNames, cn) {
			f.fail(&slot.ConditionsError, "%q is not a Special Condition", cn)
			return pk, true
		}
	}
	if len(conds) > 0 && !active {
		f.fail(&slot.ConditionsError, "a Benched Pokémon cannot be %s: Special Conditions affect the Active Pokémon only, and end when it goes to the Bench",
			views.PlayerName(conds[0]))
	}
	var turned []string
	for _, cn := range conds {
		if slices.Contains(rotating, cn) {
			turned = append(turned, views.PlayerName(cn))
		}
	}
	if len(turned) > 1 {
		f.fail(&slot.ConditionsError, "%s at once: these turn the card, so a new one replaces the other; choose one", strings.Join(turned, " and "))
	}
	pk.Conditions = conds
	pk.Energy = f.energy(&slot.Energy, c)
	if t := f.card(&slot.Tool, slot.Tool.Value, "tools", nil); t != nil {
		if t.Category != engine.TrainerCard || t.Trainer != engine.Tool {
			f.fail(&slot.Tool, "%s is not a Pokémon Tool but %s: type a Tool's name from the list", t.Name, kindOf(t))
		} else {
			pk.Tool = t.ID
		}
	}
	return pk, true
}

// energy reads the Energy attached to a Pokémon as a player writes it: parts separated by
// commas, each a count and a kind, "2 Fire", "Fire ×2", "Fire x2", "Fire Fire", a type alone,
// or an Energy card by name ("Double Colorless Energy") or number. It gives the scenario's
// tokens: a type for a basic Energy, or the card's id.
func (f *formReader) energy(field *views.Field, pk *engine.Card) []string {
	parts := splitList(field.Value)
	if len(parts) > maxEnergy {
		f.fail(field, "%d Energy; the builder takes at most %d on one Pokémon", len(parts), maxEnergy)
		return nil
	}
	var out []string
	for i, part := range parts {
		ep := splitEnergy(part)
		counted := func(s string) string {
			if ep.n == 1 && ep.what == part {
				return s
			}
			return strconv.Itoa(ep.n) + " " + s
		}
		if ep.n == 0 {
			f.fail(field, "%q: attach at least 1 Energy, or leave it out", clip(part, 60))
			continue
		}
		var add []string
		if types, ok := energyTypes(ep.what); ok {
			for _, t := range types {
				if t == engine.Colorless {
					if t, ok = f.colorless(field, part, ep, pk, replacing(parts, i)); !ok {
						break
					}
				}
				if _, has := f.cards.BasicEnergy(t); !has || !f.names.basics[t] {
					f.fail(field, "%q: %s has no basic %s Energy card", clip(part, 60), views.EraName(f.era), t)
					ok = false
					break
				}
				add = append(add, t.String())
			}
			if !ok {
				continue
			}
		} else {
			e := f.card(field, ep.what, "energy", func(s string) string { return replacing(parts, i)(counted(s)) })
			if e == nil {
				continue
			}
			if e.Category != engine.EnergyCard {
				f.fail(field, "%s is not an Energy card but %s: type a type (2 Fire) or an Energy card's name", e.Name, kindOf(e))
				continue
			}
			add = []string{e.ID}
		}
		if len(out)+ep.n*len(add) > maxEnergy {
			f.fail(field, "%q: more than %d Energy; the builder takes at most %d on one Pokémon", clip(field.Value, 60), maxEnergy, maxEnergy)
			return nil
		}
		for range ep.n {
			out = append(out, add...)
		}
	}
	return out
}

// colorless is the basic Energy "Colorless" stands for on the Pokémon (see colorlessAs). On a
// Pokémon whose attacks ask for a type it stands for none: the field says so and offers those
// types, and Double Colorless Energy where the count allows.
func (f *formReader) colorless(field *views.Field, part string, ep energyPiece, pk *engine.Card, rewrite func(string) string) (engine.Type, bool) {
	t, typed, ok := f.names.colorlessAs(pk)
	if ok {
		return t, true
	}
	if pk == nil || len(typed) == 0 {
		f.fail(field, "%q: no basic Energy card is Colorless; name a type, such as %d Fire", clip(part, 60), ep.n)
		return 0, false
	}
	var names []string
	for _, t := range typed {
		names = append(names, t.String())
	}
	f.fail(field, "%q: no basic Energy card is Colorless, and %s's attacks ask for %s Energy; name the type", clip(part, 60), pk.Name, strings.Join(names, " or "))
	for _, t := range typed[:min(len(typed), 3)] {
		v := strconv.Itoa(ep.n) + " " + t.String()
		field.Choices = append(field.Choices, views.Choice{Value: rewrite(v), Title: v, Note: "basic Energy"})
	}
	if dce := f.names.named("doublecolorlessenergy", "energy"); len(dce) == 1 && ep.n%2 == 0 {
		v := strconv.Itoa(ep.n/2) + " " + dce[0].Name
		field.Choices = append(field.Choices, views.Choice{Value: rewrite(v), Title: v, Note: "Special Energy: 2 Colorless each"})
	}
	return 0, false
}
