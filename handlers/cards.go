package handlers

import (
	"context"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/cardfacts"
	"github.com/rulesd/rulesd/engine"
	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/views"
)

// cardPages serves the card pages (/cards, /cards/<id>), their JSON (/api/cards) and the
// sandbox board a card page opens.
type cardPages struct {
	site    *site
	catalog func() (*content.Catalog, error)
}

func newCardPages(s *site, d Deps) *cardPages {
	cp := &cardPages{site: s}
	if d.Catalog != nil {
		cat := d.Catalog
		cp.catalog = func() (*content.Catalog, error) { return cat, nil }
	} else {
		cp.catalog = sync.OnceValues(func() (*content.Catalog, error) {
			c, err := content.LoadEmbeddedCatalog()
			if err != nil {
				return nil, fmt.Errorf("load cards: %w", err)
			}
			return c, nil
		})
	}
	return cp
}

// cardFilter is the list's filters, as /cards and /api/cards read them.
type cardFilter struct {
	Era, Set, Name, Category string
	Playable                 string // "", "yes" or "no"
}

var categories = []string{"pokemon", "trainer", "energy"}

func (cp *cardPages) filter(c echo.Context, cat *content.Catalog) (cardFilter, error) {
	f := cardFilter{Era: c.QueryParam("era"), Set: c.QueryParam("set"), Name: strings.TrimSpace(c.QueryParam("q")),
		Category: c.QueryParam("category"), Playable: c.QueryParam("playable")}
	if f.Era != "" {
		if _, err := eraParam("era", f.Era); err != nil {
			return f, err
		}
	}
	if f.Set != "" {
		era := cardfacts.EraOf(f.Set)
		if era == "" {
			return f, &BadRequest{Param: "set", Msg: "unknown set " + strconv.Quote(f.Set), Known: cardfacts.Sets()}
		}
		if f.Era != "" && era != f.Era {
			return f, &BadRequest{Param: "set", Msg: fmt.Sprintf("set %s is of the %s era, not %s", f.Set, era, f.Era)}
		}
	}
	if f.Category != "" && !containsStr(categories, f.Category) {
		return f, &BadRequest{Param: "category", Msg: "unknown category " + strconv.Quote(f.Category), Known: categories}
	}
	if f.Playable != "" && f.Playable != "yes" && f.Playable != "no" {
		return f, &BadRequest{Param: "playable", Msg: strconv.Quote(f.Playable) + " is not yes or no", Known: []string{"yes", "no"}}
	}
	if len(f.Name) > index.MaxTextRunes {
		return f, &BadRequest{Param: "q", Msg: "the name is longer than " + strconv.Itoa(index.MaxTextRunes) + " characters"}
	}
	return f, nil
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// match applies the filters to the catalogue, in set and number order.
func (f cardFilter) match(cat *content.Catalog) []*content.CatalogCard {
	var out []*content.CatalogCard
	name := content.FoldName(f.Name)
	for _, cc := range cat.ForEra(f.Era) {
		switch {
		case f.Set != "" && cc.Facts.Set != f.Set,
			f.Category != "" && cc.Facts.Category != f.Category,
			f.Playable == "yes" && !cc.Playable(),
			f.Playable == "no" && cc.Playable(),
			name != "" && !strings.Contains(content.FoldName(cc.Facts.Name), name) && cc.Facts.ID != name:
			continue
		}
		out = append(out, cc)
	}
	return out
}

// cardsPerPage bounds one page of /cards: the list is paged, a set at a time or a hundred
// cards at a time, so a phone never loads the whole catalogue.
const cardsPerPage = 100

// list is /cards: the cards of the covered sets, by set, filterable and paged, with a link to
// each set and how many of its cards pass the other filters.
func (cp *cardPages) list(c echo.Context) error {
	cat, err := cp.catalog()
	if err != nil {
		return err
	}
	f, err := cp.filter(c, cat)
	if err != nil {
		return err
	}
	page, err := pageParam(c.QueryParam("page"))
	if err != nil {
		return err
	}
	p := views.CardListPage{Era: f.Era, Set: f.Set, Name: f.Name, Category: f.Category, Playable: f.Playable}
	for _, e := range content.Eras {
		p.Eras = append(p.Eras, views.Option{Value: e.ID, Label: e.Name})
	}
	for _, s := range cat.Sets {
		p.Sets = append(p.Sets, views.Option{Value: s.ID, Label: s.Name + " (" + views.EraName(s.Era) + ")"})
	}
	cov := cat.Coverage(f.Era)
	p.Total, p.PlayableCount = cov.Total, cov.Playable
	// Each set's link counts its cards that pass the filters other than the set.
	anySet := f
	anySet.Set = ""
	perSet := map[string]int{}
	for _, cc := range anySet.match(cat) {
		perSet[cc.Facts.Set]++
	}
	if f.Set != "" {
		p.AllSetsURL = "/cards" + listQuery(anySet, 1)
	}
	for _, s := range cat.Sets {
		if n := perSet[s.ID]; n > 0 {
			in := f
			in.Set = s.ID
			p.SetLinks = append(p.SetLinks, views.CardSetLink{Set: s.ID, Name: s.Name, Count: n, URL: "/cards" + listQuery(in, 1), Current: s.ID == f.Set})
		}
	}
	found := f.match(cat)
	p.Shown, p.Page = len(found), page
	p.Pages = max(1, (len(found)+cardsPerPage-1)/cardsPerPage)
	if page > p.Pages {
		return &BadRequest{Param: "page", Msg: fmt.Sprintf("page %d is past the last page of this list, %d", page, p.Pages)}
	}
	from := (page - 1) * cardsPerPage
	to := min(from+cardsPerPage, len(found))
	p.From, p.To = from+1, to
	if page > 1 {
		p.PrevURL = "/cards" + listQuery(f, page-1)
	}
	if page < p.Pages {
		p.NextURL = "/cards" + listQuery(f, page+1)
	}
	var group *views.CardSetGroup
	for _, cc := range found[from:to] {
		if group == nil || group.Set != cc.Facts.Set {
			p.Groups = append(p.Groups, views.CardSetGroup{Set: cc.Facts.Set, Name: cc.Set.Name, Era: cc.Era, Released: cc.Set.Released})
			group = &p.Groups[len(p.Groups)-1]
		}
		group.Cards = append(group.Cards, cardItem(cc))
	}
	m := cp.site.meta(c, "Cards", "Every card of the sets rulesd covers: printed facts, what the rules engine plays, and the rules that apply.")
	m.Path, m.Era = "/cards"+listQuery(f, page), f.Era
	return render(c, views.CardList(m, p))
}

// pageParam reads a page number counted from 1; none is the first page.
func pageParam(v string) (int, error) {
	if v == "" {
		return 1, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > 10000 {
		return 0, &BadRequest{Param: "page", Msg: strconv.Quote(v) + " is not a page number (a whole number from 1)"}
	}
	return n, nil
}

// listQuery is the query of /cards with the filters and the page (the first page has none).
func listQuery(f cardFilter, page int) string {
	v := url.Values{}
	for k, x := range map[string]string{"era": f.Era, "set": f.Set, "q": f.Name, "category": f.Category, "playable": f.Playable} {
		if x != "" {
			v.Set(k, x)
		}
	}
	if page > 1 {
		v.Set("page", strconv.Itoa(page))
	}
	if len(v) == 0 {
		return ""
	}
	return "?" + v.Encode()
}

func cardItem(cc *content.CatalogCard) views.CardItem {
	return views.CardItem{ID: cc.Facts.ID, Name: cc.Facts.Name, Number: cc.Facts.Number, URL: content.CardURL(cc.Facts.ID),
		Line: index.CardLine(cc), Playable: cc.Playable()}
}

// cardIDPattern is what a set-number id looks like; anything else is not looked up.
var cardIDPattern = regexp.MustCompile(`^[a-z0-9]{2,8}-[0-9A-Za-z]{1,5}$`)

// doc finds a card and describes it, with the worked examples that use it.
func (cp *cardPages) doc(id string) (*content.CardDoc, *content.CatalogCard, error) {
	cat, err := cp.catalog()
	if err != nil {
		return nil, nil, err
	}
	cc, ok := cat.Get(id)
	if !ok || !cardIDPattern.MatchString(id) {
		return nil, nil, NotFound("There is no card %q in the sets rulesd covers (%s).", id, strings.Join(cardfacts.Sets(), ", "))
	}
	d := content.NewCardDoc(cp.site.corpus, cc)
	d.Examples = cp.site.examplesUsing(id)
	return d, cc, nil
}

// examplesUsing lists the worked examples whose file names a card id.
func (s *site) examplesUsing(id string) []content.ExampleLink {
	out := []content.ExampleLink{}
	if s.scen == nil || s.scen.set == nil {
		return out
	}
	re := regexp.MustCompile(`(^|[^a-z0-9-])` + regexp.QuoteMeta(id) + `($|[^a-z0-9-])`)
	for _, sc := range s.scen.set.All() {
		// The plain substring test first: the pattern has no literal prefix to skip ahead by,
		// so matching it on every example's source was most of an uncached card page's time.
		if strings.Contains(sc.Source, id) && re.MatchString(sc.Source) {
			out = append(out, content.ExampleLink{ID: sc.ID, Title: sc.Title, URL: scenarioURL(sc.ID, "", -1, nil)})
		}
	}
	return out
}

// page is /cards/<id>.
func (cp *cardPages) page(c echo.Context) error {
	d, cc, err := cp.doc(c.Param("id"))
	if err != nil {
		return err
	}
	p := views.CardPage{Doc: d, Line: index.CardLine(cc), SandboxURL: "/sandbox/edit?card=" + url.QueryEscape(d.ID)}
	desc := index.CardLine(cc)
	m := cp.site.meta(c, d.Name+" ("+d.SetName+" "+d.Number+")", desc)
	m.OGType, m.Era = "article", d.Era
	return render(c, views.Card(m, p))
}

// CardSummary is one card in /api/cards.
type CardSummary struct {
	ID       string   `json:"id"`
	Name     string   `json:"name"`
	Set      string   `json:"set"`
	SetName  string   `json:"set_name"`
	Number   string   `json:"number"`
	Era      string   `json:"era"`
	Category string   `json:"category"`
	Kind     string   `json:"kind"`
	Types    []string `json:"types,omitempty"`
	HP       int      `json:"hp,omitempty"`
	Playable bool     `json:"playable"`
	URL      string   `json:"url"`
}

// CardsResponse is GET /api/cards.
type CardsResponse struct {
	Total int           `json:"total"`
	Cards []CardSummary `json:"cards"`
}

// apiCards is GET /api/cards?q=&era=&set=&limit=: with q, the cards search finds (names
// with typos, ids, attack and power names); without it, the catalogue in set order.
func (cp *cardPages) apiCards(c echo.Context) error {
	cat, err := cp.catalog()
	if err != nil {
		return err
	}
	f, err := cp.filter(c, cat)
	if err != nil {
		return err
	}
	limit := index.DefaultLimit
	if v := c.QueryParam("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > index.MaxLimit {
			return &BadRequest{Param: "limit", Msg: strconv.Quote(v) + " is not a whole number from 1 to " + strconv.Itoa(index.MaxLimit)}
		}
		limit = n
	}
	out := CardsResponse{Cards: []CardSummary{}}
	var found []*content.CatalogCard
	if f.Name != "" && cp.site.searcher != nil {
		found, out.Total, err = cp.search(c.Request().Context(), cat, f, limit)
		if err != nil {
			return err
		}
	} else {
		f.Name = ""
		found = f.match(cat)
		out.Total = len(found)
	}
	for i, cc := range found {
		if i == limit {
			break
		}
		out.Cards = append(out.Cards, summary(cc))
	}
	return sendJSON(c, out)
}

// search asks the index for cards, then keeps those that pass the other filters.
func (cp *cardPages) search(ctx context.Context, cat *content.Catalog, f cardFilter, limit int) ([]*content.CatalogCard, int, error) {
	res, err := cp.site.searcher.Search(ctx, index.Query{Text: f.Name, Era: f.Era, Set: f.Set, Kind: index.KindCard, Limit: index.MaxLimit})
	if err != nil {
		return nil, 0, err
	}
	var out []*content.CatalogCard
	for _, h := range res.Hits {
		cc, ok := cat.Get(strings.TrimPrefix(h.ID, "card:"))
		if !ok {
			continue
		}
		g := f
		g.Name = ""
		if len(g.match(singleCatalog(cc))) == 0 {
			continue
		}
		out = append(out, cc)
	}
	return out, len(out), nil
}

// singleCatalog lets a filter test one card.
func singleCatalog(cc *content.CatalogCard) *content.Catalog {
	return &content.Catalog{Cards: []*content.CatalogCard{cc}}
}

func summary(cc *content.CatalogCard) CardSummary {
	f := cc.Facts
	return CardSummary{ID: f.ID, Name: f.Name, Set: f.Set, SetName: cc.Set.Name, Number: f.Number, Era: cc.Era,
		Category: f.Category, Kind: cardItemKind(cc), Types: f.Types, HP: f.HP, Playable: cc.Playable(), URL: content.CardURL(f.ID)}
}

func cardItemKind(cc *content.CatalogCard) string {
	switch cc.Facts.Category {
	case "pokemon":
		return cc.Card.Stage.String() + " Pokémon"
	case "trainer":
		return cc.Card.Trainer.String()
	}
	if len(cc.Facts.Provides) > 0 {
		return "Basic Energy"
	}
	return "Special Energy"
}

// apiCard is GET /api/cards/<id>: the card's facts, effects as data and in our words,
// whether it is playable or what is missing, and the rules and rulings that apply.
func (cp *cardPages) apiCard(c echo.Context) error {
	d, _, err := cp.doc(c.Param("id"))
	if err != nil {
		return err
	}
	return sendJSON(c, d)
}

// sandboxSource is a worked example that puts the card on a board: a Pokémon as the Active
// Pokémon with the Energy its first attack needs, attacking; a Trainer card played and an
// Energy card attached by an Active Pokémon of its era.
func sandboxSource(cc *content.CatalogCard) string {
	f := cc.Facts
	foe := map[string]string{"hgss": "hgss4-65", "xy": "xy0-3", "sm": "sm1-9"}[cc.Era]
	var b strings.Builder
	fmt.Fprintf(&b, "id: board-%s\ntitle: %s on a board\nsummary: >\n  %s (%s) put on a board as the card page opened it. Edit it and run it.\n", f.ID, f.Name, f.Name, f.ID)
	fmt.Fprintf(&b, "eras: [%s]\n", cc.Era)
	var teaches, alice, actions string
	switch {
	case f.Category == "pokemon" && f.Stage != "legend":
		teaches = "damage-order"
		energy := attackEnergy(cc)
		alice = fmt.Sprintf("    active: {card: %s, energy: [%s]}\n", f.ID, strings.Join(energy, ", "))
		if len(f.Attacks) > 0 {
			actions = fmt.Sprintf("  - {attack: %s, name: attack}\n", f.Attacks[0].Name)
		} else {
			actions = "  - end-turn\n"
		}
	case f.Category == "energy":
		teaches = "attach-energy"
		alice = fmt.Sprintf("    active: {card: %s}\n    hand: [%s]\n", foe, f.ID)
		actions = fmt.Sprintf("  - {attach: %s, name: attach}\n", f.ID)
	case f.Category == "trainer" && f.Trainer == "tool":
		teaches = "pokemon-tools"
		alice = fmt.Sprintf("    active: {card: %s}\n    hand: [%s]\n", foe, f.ID)
		actions = fmt.Sprintf("  - {play: %s, to: active, name: play}\n", f.ID)
	case f.Category == "trainer":
		teaches = "trainer-cards"
		alice = fmt.Sprintf("    active: {card: %s}\n    hand: [%s]\n", foe, f.ID)
		actions = fmt.Sprintf("  - {play: %s, name: play}\n", f.ID)
	default: // a LEGEND half: both halves go to the Bench together from the hand
		teaches = "bench"
		alice = fmt.Sprintf("    active: {card: %s}\n    hand: [%s]\n", foe, f.ID)
		actions = "  - end-turn\n"
	}
	fmt.Fprintf(&b, "teaches: [%s]\nboard:\n  turn: 3\n  current: alice\n  alice:\n%s  bob:\n    active: {card: %s}\nactions:\n%s", teaches, alice, foe, actions)
	return b.String()
}

// attackEnergy is basic Energy for the card's first attack: its typed symbols, and the
// Pokémon's own type for the Colorless ones.
func attackEnergy(cc *content.CatalogCard) []string {
	f := cc.Facts
	var out []string
	if len(f.Attacks) == 0 {
		return out
	}
	// Colorless symbols take any Energy: the attack's own typed Energy, or the Pokémon's type
	// where there is a basic Energy of it (there is none of Colorless or Dragon).
	own := "Grass"
	for _, t := range append(slices.Clone(f.Types), f.Attacks[0].Cost...) {
		if t != "Colorless" && t != "Dragon" {
			own = t
			break
		}
	}
	for _, t := range f.Attacks[0].Cost {
		if t == engine.Colorless.String() {
			t = own
		}
		out = append(out, t)
	}
	return out
}

// cardWhere is what a card hit shows beside its kind: set, number, type and HP.
func cardWhere(h index.Hit) string {
	s := h.SetName + " #" + h.Number + " · " + h.CardKind
	if len(h.Types) > 0 {
		s += " · " + strings.Join(h.Types, "/")
	}
	if h.HP > 0 {
		s += " · HP " + strconv.Itoa(h.HP)
	}
	return s
}

// setName is a set's name for the set facet ("XY (xy1)"), or its id when unknown.
func (s *site) setName(id string) string {
	if cat, err := s.cards.catalog(); err == nil {
		for _, set := range cat.Sets {
			if set.ID == id {
				return set.Name + " (" + id + ")"
			}
		}
	}
	return id
}
