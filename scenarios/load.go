package scenarios

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/engine"
)

//go:embed data/*.yaml
var embedded embed.FS

// Files returns the shipped scenario files (data/<id>.yaml).
func Files() fs.FS { return embedded }

// LoadEmbedded loads and validates every shipped scenario.
func LoadEmbedded() (*Set, error) {
	sub, err := fs.Sub(embedded, "data")
	if err != nil {
		return nil, fmt.Errorf("load scenarios: %w", err)
	}
	return loadFS(sub, "scenarios/data/")
}

// Load reads and validates every *.yaml file at the root of fsys. Each file's name must be
// its scenario's id. Every problem found is reported with file:line:col, as Problems.
func Load(fsys fs.FS) (*Set, error) { return loadFS(fsys, "") }

func loadFS(fsys fs.FS, prefix string) (*Set, error) {
	files, err := fs.Glob(fsys, "*.yaml")
	if err != nil {
		return nil, fmt.Errorf("load scenarios: %w", err)
	}
	cards, err := content.LoadEmbeddedCatalog()
	if err != nil {
		return nil, fmt.Errorf("load scenarios: cards: %w", err)
	}
	lim := DefaultLimits()
	var probs Problems
	var list []*Scenario
	seen := map[string]string{}
	for _, f := range files {
		data, err := fs.ReadFile(fsys, f)
		if err != nil {
			return nil, fmt.Errorf("load %s: %w", f, err)
		}
		name := prefix + f
		if len(data) > lim.MaxBytes {
			return nil, fmt.Errorf("load %s: %d bytes, more than %d: %w", name, len(data), lim.MaxBytes, ErrTooLarge)
		}
		sc, ps := parse(name, data, cards)
		if len(ps) > 0 {
			probs = append(probs, ps...)
			continue
		}
		if want := strings.TrimSuffix(path.Base(f), ".yaml"); sc.ID != want {
			probs = append(probs, Problem{File: name, Line: 1, Col: 1, Msg: fmt.Sprintf("id %q does not match the file name %q", sc.ID, want+".yaml")})
			continue
		}
		if prev, dup := seen[sc.ID]; dup {
			probs = append(probs, Problem{File: name, Line: 1, Col: 1, Msg: fmt.Sprintf("id %q is also used by %s", sc.ID, prev)})
			continue
		}
		seen[sc.ID] = name
		list = append(list, sc)
	}
	if len(probs) > 0 {
		return nil, probs
	}
	return newSet(list), nil
}

// Parse reads one scenario (a sandbox or CLI file) with the default size limit, checking its
// cards against the shipped card files. name is used in error messages. A caller that already
// holds the cards (a server) uses ParseWith and saves loading them again.
func Parse(name string, data []byte) (*Scenario, error) {
	return ParseLimits(name, data, DefaultLimits())
}

// ParseLimits is Parse with a size limit.
func ParseLimits(name string, data []byte, lim Limits) (*Scenario, error) {
	lim = lim.WithDefaults()
	if len(data) > lim.MaxBytes {
		return nil, fmt.Errorf("parse %s: %d bytes, more than %d: %w", name, len(data), lim.MaxBytes, ErrTooLarge)
	}
	cards, err := content.LoadEmbeddedCatalog()
	if err != nil {
		return nil, fmt.Errorf("parse %s: cards: %w", name, err)
	}
	return ParseWith(name, data, cards, lim)
}

// ParseWith is Parse with the card source and limits given.
func ParseWith(name string, data []byte, cards CardSource, lim Limits) (*Scenario, error) {
	lim = lim.WithDefaults()
	if len(data) > lim.MaxBytes {
		return nil, fmt.Errorf("parse %s: %d bytes, more than %d: %w", name, len(data), lim.MaxBytes, ErrTooLarge)
	}
	sc, ps := parse(name, data, cards)
	if len(ps) > 0 {
		return nil, ps
	}
	return sc, nil
}

var (
	idPattern   = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	slotPattern = regexp.MustCompile(`^(active|bench[1-5])$`)
	// citePattern: a paragraph of the era (topic#n) or an official ruling (ruling:<id>).
	citePattern   = regexp.MustCompile(`^([a-z0-9-]+#[1-9][0-9]*|ruling:[a-z0-9]+(-[a-z0-9]+)*)$`)
	reservedSteps = []string{"start", "end"}
)

// parser walks the YAML nodes of one file and collects problems with their positions.
type parser struct {
	file  string
	probs Problems
	sc    *Scenario
}

func (p *parser) bad(n *yaml.Node, format string, args ...any) {
	line, col := 0, 0
	if n != nil {
		line, col = n.Line, n.Column
	}
	p.probs = append(p.probs, Problem{File: p.file, Line: line, Col: col, Msg: clipMsg(fmt.Sprintf(format, args...))})
}

func posOf(n *yaml.Node) pos { return pos{n.Line, n.Column} }

// fields checks that n is a mapping whose keys are all in known, and returns key → value.
func (p *parser) fields(n *yaml.Node, what string, known ...string) map[string]*yaml.Node {
	out := map[string]*yaml.Node{}
	if n.Kind != yaml.MappingNode {
		p.bad(n, "%s: want a mapping of keys (%s), found %s", what, strings.Join(known, ", "), kindName(n))
		return out
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !slices.Contains(known, k.Value) {
			p.bad(k, "%s: unknown key %q (want one of %s)", what, k.Value, strings.Join(known, ", "))
			continue
		}
		if _, dup := out[k.Value]; dup {
			p.bad(k, "%s: key %q given twice", what, k.Value)
			continue
		}
		out[k.Value] = v
	}
	return out
}

func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return "nothing"
		}
		return fmt.Sprintf("%q", n.Value)
	case yaml.AliasNode:
		return "an alias"
	}
	return "an empty document"
}

var yamlLine = regexp.MustCompile(`line (\d+)`)

// yamlProblem turns a YAML syntax error into a Problem. The YAML library reports the line only
// inside its message, so the line is read from there; the column is not known (0).
func yamlProblem(file string, err error) Problem {
	if errors.Is(err, io.EOF) {
		return Problem{File: file, Msg: "the file is empty; want a scenario mapping (id, title, ...)"}
	}
	pr := Problem{File: file, Msg: clipMsg("not valid YAML: " + strings.TrimPrefix(err.Error(), "yaml: "))}
	if m := yamlLine.FindStringSubmatch(err.Error()); m != nil {
		pr.Line, _ = strconv.Atoi(m[1])
	}
	return pr
}

func (p *parser) str(n *yaml.Node, what string) string {
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		p.bad(n, "%s: want a text value, found %s", what, kindName(n))
		return ""
	}
	return n.Value
}

func (p *parser) integer(n *yaml.Node, what string) int {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!int" {
		p.bad(n, "%s: want a whole number, found %s", what, kindName(n))
		return 0
	}
	v, err := strconv.Atoi(n.Value)
	if err != nil {
		p.bad(n, "%s: want a whole number, found %q", what, n.Value)
	}
	return v
}

func (p *parser) boolean(n *yaml.Node, what string) bool {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" {
		p.bad(n, "%s: want true or false, found %s", what, kindName(n))
		return false
	}
	return n.Value == "true"
}

// strs reads a list of text values (a single scalar counts as a list of one).
func (p *parser) strs(n *yaml.Node, what string) ([]string, []*yaml.Node) {
	if n.Kind == yaml.ScalarNode && n.Tag != "!!null" {
		return []string{n.Value}, []*yaml.Node{n}
	}
	if n.Kind != yaml.SequenceNode {
		p.bad(n, "%s: want a list, found %s", what, kindName(n))
		return nil, nil
	}
	var out []string
	var nodes []*yaml.Node
	for _, c := range n.Content {
		if c.Kind != yaml.ScalarNode || c.Tag == "!!null" {
			p.bad(c, "%s: want a text value, found %s", what, kindName(c))
			continue
		}
		out = append(out, c.Value)
		nodes = append(nodes, c)
	}
	return out, nodes
}

// eraList reads a list of eras, each one the scenario runs under (or any known era when
// scenarioEras is nil).
func (p *parser) eraList(n *yaml.Node, what string, scenarioEras []string) []string {
	vals, nodes := p.strs(n, what)
	for i, e := range vals {
		if _, ok := content.LookupEra(e); !ok {
			p.bad(nodes[i], "%s: unknown era %q (want %s)", what, e, strings.Join(content.EraIDs(), ", "))
			continue
		}
		if scenarioEras != nil && !slices.Contains(scenarioEras, e) {
			p.bad(nodes[i], "%s: era %q is not one of the scenario's eras (%s)", what, e, strings.Join(scenarioEras, ", "))
		}
	}
	return vals
}

// perEra reads either a list (the same for every era) or a mapping era → list.
func (p *parser) perEra(n *yaml.Node, what string, check func(v string, n *yaml.Node)) map[string][]string {
	out := map[string][]string{}
	eras := p.sc.Eras
	if n.Kind == yaml.MappingNode {
		m := p.fields(n, what, eras...)
		for _, e := range eras {
			v, ok := m[e]
			if !ok {
				continue
			}
			vals, nodes := p.strs(v, what+"."+e)
			for i := range vals {
				check(vals[i], nodes[i])
			}
			out[e] = vals
		}
		return out
	}
	vals, nodes := p.strs(n, what)
	for i := range vals {
		check(vals[i], nodes[i])
	}
	for _, e := range eras {
		out[e] = slices.Clone(vals)
	}
	return out
}

func (p *parser) card(n *yaml.Node, what string, cards CardSource) string {
	id := p.str(n, what)
	if id == "" {
		return ""
	}
	if _, ok := cards.Card(id); !ok {
		p.bad(n, "%s: unknown card %q (want a set-number id from content/cards, such as hgss2-68)", what, id)
		return id
	}
	return id
}

func parse(name string, data []byte, cards CardSource) (*Scenario, Problems) {
	p := &parser{file: name, sc: &Scenario{File: name, Source: string(data)}}
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&doc); err != nil {
		p.probs = append(p.probs, yamlProblem(name, err))
		return nil, p.probs
	}
	root := &doc
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	top := p.fields(root, "scenario", "id", "title", "summary", "eras", "teaches", "coins", "cites", "board", "actions", "expect")
	sc := p.sc
	for _, key := range []string{"id", "title", "summary", "eras", "teaches", "board", "actions"} {
		if _, ok := top[key]; !ok && root.Kind == yaml.MappingNode {
			p.bad(root, "scenario: missing key %q", key)
		}
	}
	if n, ok := top["id"]; ok {
		sc.ID = p.str(n, "id")
		if sc.ID != "" && !idPattern.MatchString(sc.ID) {
			p.bad(n, "id %q: want lowercase words joined by hyphens", sc.ID)
		}
	}
	if n, ok := top["title"]; ok {
		sc.Title = strings.TrimSpace(p.str(n, "title"))
	}
	if n, ok := top["summary"]; ok {
		sc.Summary = strings.TrimSpace(p.str(n, "summary"))
	}
	if n, ok := top["eras"]; ok {
		sc.Eras = p.eraList(n, "eras", nil)
		if len(sc.Eras) == 0 {
			p.bad(n, "eras: name at least one era")
		}
	}
	if n, ok := top["teaches"]; ok {
		var nodes []*yaml.Node
		sc.Teaches, nodes = p.strs(n, "teaches")
		for i, t := range sc.Teaches {
			if !idPattern.MatchString(t) {
				p.bad(nodes[i], "teaches: %q is not a topic id", t)
			}
		}
		if len(sc.Teaches) == 0 {
			p.bad(n, "teaches: name at least one topic")
		}
	}
	sc.Coins = map[string][]string{}
	if n, ok := top["coins"]; ok {
		sc.Coins = p.perEra(n, "coins", func(v string, n *yaml.Node) {
			if v != "heads" && v != "tails" {
				p.bad(n, "coins: %q: want heads or tails", v)
			}
		})
	}
	sc.Cites = map[string][]string{}
	if n, ok := top["cites"]; ok {
		sc.Cites = p.perEra(n, "cites", func(v string, n *yaml.Node) {
			if !citePattern.MatchString(v) {
				p.bad(n, "cites: %q: want topic#n, such as damage-order#4, or ruling:<id>", v)
			}
		})
	}
	if n, ok := top["board"]; ok {
		p.board(n, cards)
	}
	if n, ok := top["actions"]; ok {
		p.actions(n, cards)
	}
	if n, ok := top["expect"]; ok {
		p.expectations(n)
	}
	if len(p.probs) > 0 {
		return nil, p.probs
	}
	return sc, nil
}

func (p *parser) board(n *yaml.Node, cards CardSource) {
	b := &p.sc.Board
	m := p.fields(n, "board", "turn", "current", "first", "filler", "stadium", "stadium_owner", "done", "alice", "bob")
	if v, ok := m["turn"]; ok {
		before := len(p.probs)
		b.Turn = p.integer(v, "board.turn")
		if b.Turn < 1 && len(p.probs) == before {
			p.bad(v, "board.turn: %d: turns are numbered from 1", b.Turn)
		}
	} else {
		p.bad(n, "board: missing key \"turn\"")
	}
	player := func(key string) string {
		v, ok := m[key]
		if !ok {
			return ""
		}
		s := p.str(v, "board."+key)
		if s != "" && !slices.Contains(playerIDs[:], s) {
			p.bad(v, "board.%s: %q: want alice or bob", key, s)
		}
		return s
	}
	b.Current = player("current")
	if b.Current == "" {
		p.bad(n, "board: missing key \"current\" (alice or bob)")
	}
	b.First = player("first")
	b.Owner = player("stadium_owner")
	if v, ok := m["filler"]; ok {
		b.Filler = p.card(v, "board.filler", cards)
	}
	if v, ok := m["stadium"]; ok {
		b.Stadium = p.card(v, "board.stadium", cards)
	}
	if v, ok := m["done"]; ok {
		d := p.fields(v, "board.done", "energy_attached", "supporter_played", "retreated", "stadium_played")
		if x, ok := d["energy_attached"]; ok {
			b.Done.EnergyAttached = p.boolean(x, "board.done.energy_attached")
		}
		if x, ok := d["supporter_played"]; ok {
			b.Done.SupporterPlayed = p.boolean(x, "board.done.supporter_played")
		}
		if x, ok := d["retreated"]; ok {
			b.Done.Retreated = p.boolean(x, "board.done.retreated")
		}
		if x, ok := d["stadium_played"]; ok {
			b.Done.StadiumPlayed = p.boolean(x, "board.done.stadium_played")
		}
	}
	for i, who := range playerIDs {
		v, ok := m[who]
		if !ok {
			p.bad(n, "board: missing key %q", who)
			continue
		}
		p.side(v, "board."+who, &b.Sides[i], cards)
	}
}

// Default counts of filler cards when a side does not say.
const (
	defaultDeck   = 10
	defaultPrizes = 6
)

// MaxCards bounds every list of cards on a board: a hand, deck, Prize or discard pile, the
// Energy, cards underneath and Technical Machines of one Pokémon. A game has 60 cards a side,
// so no real position needs more; the bound keeps what a board costs to play, list actions
// from and show (every event carries the whole board) small whatever a short link asks for.
const MaxCards = 60

// tooMany reports, once, a list of cards longer than MaxCards; its cards are then not read.
func (p *parser) tooMany(n *yaml.Node, what string) bool {
	if n.Kind != yaml.SequenceNode || len(n.Content) <= MaxCards {
		return false
	}
	p.bad(n, "%s: %d cards; at most %d (a whole deck)", what, len(n.Content), MaxCards)
	return true
}

func (p *parser) side(n *yaml.Node, what string, s *Side, cards CardSource) {
	m := p.fields(n, what, "active", "bench", "hand", "deck", "prizes", "discard", "gx_used")
	if v, ok := m["active"]; ok {
		pk := p.pokemon(v, what+".active", cards)
		s.Active = &pk
	} else {
		p.bad(n, "%s: missing key \"active\"", what)
	}
	if v, ok := m["bench"]; ok {
		if v.Kind != yaml.SequenceNode {
			p.bad(v, "%s.bench: want a list of Pokémon, found %s", what, kindName(v))
		} else {
			if len(v.Content) > 5 {
				p.bad(v, "%s.bench: %d Pokémon; a Bench holds at most 5", what, len(v.Content))
			}
			for i, c := range v.Content {
				s.Bench = append(s.Bench, p.pokemon(c, fmt.Sprintf("%s.bench[%d]", what, i+1), cards))
			}
		}
	}
	s.Hand = p.pile(m, "hand", what, 0, cards)
	s.Deck = p.pile(m, "deck", what, defaultDeck, cards)
	s.Prizes = p.pile(m, "prizes", what, defaultPrizes, cards)
	s.Discard = p.pile(m, "discard", what, 0, cards)
	if v, ok := m["gx_used"]; ok {
		s.GXUsed = p.boolean(v, what+".gx_used")
	}
}

// fillerMark stands for one filler card in a pile given as a count.
const fillerMark = ""

// pile reads a hand, deck, Prize or discard pile: a count of filler cards or a list of ids.
func (p *parser) pile(m map[string]*yaml.Node, key, what string, def int, cards CardSource) []string {
	v, ok := m[key]
	if !ok {
		return make([]string, def)
	}
	if v.Kind == yaml.ScalarNode && v.Tag == "!!int" {
		k := p.integer(v, what+"."+key)
		if k < 0 || k > MaxCards {
			p.bad(v, "%s.%s: %d cards is out of range 0..%d", what, key, k, MaxCards)
			return nil
		}
		return make([]string, k)
	}
	if v.Kind != yaml.SequenceNode {
		p.bad(v, "%s.%s: want a number of cards or a list of card ids, found %s", what, key, kindName(v))
		return nil
	}
	if p.tooMany(v, what+"."+key) {
		return nil
	}
	var out []string
	for _, c := range v.Content {
		out = append(out, p.card(c, what+"."+key, cards))
	}
	return out
}

func (p *parser) pokemon(n *yaml.Node, what string, cards CardSource) PokemonSetup {
	pk := PokemonSetup{pos: posOf(n)}
	m := p.fields(n, what, "card", "under", "damage", "conditions", "energy", "tool", "tms", "entered", "paralyzed")
	if v, ok := m["card"]; ok {
		pk.Card = p.inPlay(v, what+".card", cards)
	} else if n.Kind == yaml.MappingNode {
		p.bad(n, "%s: missing key \"card\"", what)
	}
	if v, ok := m["under"]; ok && !p.tooMany(v, what+".under") {
		_, nodes := p.strs(v, what+".under")
		for _, c := range nodes {
			pk.Under = append(pk.Under, p.inPlay(c, what+".under", cards))
		}
	}
	if v, ok := m["damage"]; ok {
		pk.Damage = p.integer(v, what+".damage")
		if pk.Damage < 0 || pk.Damage%10 != 0 {
			p.bad(v, "%s.damage: %d: damage is a non-negative multiple of 10", what, pk.Damage)
		}
	}
	if v, ok := m["conditions"]; ok {
		var nodes []*yaml.Node
		pk.Conditions, nodes = p.strs(v, what+".conditions")
		for i, c := range pk.Conditions {
			if _, ok := engine.ParseCondition(c); !ok {
				p.bad(nodes[i], "%s.conditions: %q: want asleep, confused, paralyzed, burned or poisoned", what, c)
			}
		}
	}
	if v, ok := m["energy"]; ok && !p.tooMany(v, what+".energy") {
		var nodes []*yaml.Node
		pk.Energy, nodes = p.strs(v, what+".energy")
		for i, e := range pk.Energy {
			p.energyToken(nodes[i], what+".energy", e, cards)
		}
	}
	if v, ok := m["tool"]; ok {
		pk.Tool = p.trainer(v, what+".tool", engine.Tool, cards)
	}
	if v, ok := m["tms"]; ok && !p.tooMany(v, what+".tms") {
		_, nodes := p.strs(v, what+".tms")
		for _, c := range nodes {
			pk.TMs = append(pk.TMs, p.trainer(c, what+".tms", engine.TechnicalMachine, cards))
		}
	}
	if v, ok := m["entered"]; ok {
		pk.Entered = p.integer(v, what+".entered")
	}
	if v, ok := m["paralyzed"]; ok {
		pk.Paralyzed = p.integer(v, what+".paralyzed")
		if pk.Paralyzed < 1 {
			p.bad(v, "%s.paralyzed: %d: the turn it became Paralyzed, numbered from 1", what, pk.Paralyzed)
		} else if !slices.Contains(pk.Conditions, "paralyzed") {
			p.bad(v, "%s.paralyzed: the Pokémon is not Paralyzed (add paralyzed to its conditions)", what)
		}
	}
	return pk
}

// inPlay reads a card that can be a Pokémon in play: a Pokémon card, or a Fossil Trainer card
// played as a Basic Pokémon.
func (p *parser) inPlay(n *yaml.Node, what string, cards CardSource) string {
	id := p.card(n, what, cards)
	if c, ok := cards.Card(id); ok && c.Category != engine.PokemonCard && !c.PlaysAsBasic {
		p.bad(n, "%s: %s is not a Pokémon card (nor a Fossil Trainer card played as one)", what, c.Name)
	}
	return id
}

// trainer reads a card attached to a Pokémon: a Pokémon Tool or a Technical Machine.
func (p *parser) trainer(n *yaml.Node, what string, kind engine.TrainerKind, cards CardSource) string {
	id := p.card(n, what, cards)
	if c, ok := cards.Card(id); ok && (c.Category != engine.TrainerCard || c.Trainer != kind) {
		p.bad(n, "%s: %s is not a %s", what, c.Name, kind)
	}
	return id
}

// energyToken checks an Energy written as a type name (a basic Energy) or a card id.
func (p *parser) energyToken(n *yaml.Node, what, tok string, cards CardSource) {
	if t, ok := engine.ParseType(tok); ok {
		if _, ok := cards.BasicEnergy(t); !ok {
			p.bad(n, "%s: no basic %s Energy card in content/cards", what, tok)
		}
		return
	}
	c, ok := cards.Card(tok)
	if !ok {
		p.bad(n, "%s: %q is neither a type (Fire, Water, ...) nor a card id", what, tok)
		return
	}
	if c.Category != engine.EnergyCard {
		p.bad(n, "%s: %s is not an Energy card", what, c.Name)
	}
}

// The verbs of an action, and the key each takes its argument from.
var verbs = []string{"attack", "attach", "evolve", "bench", "play", "retreat", "power", "promote", "take-prize", "end-turn", "sudden-death",
	"choose-first", "setup-active", "setup-bench", "setup-done", "use-stadium", "legend", "discard-from-play", "extra-draw"}

func (p *parser) actions(n *yaml.Node, cards CardSource) {
	if n.Kind != yaml.SequenceNode {
		p.bad(n, "actions: want a list of actions, found %s", kindName(n))
		return
	}
	names := map[string]bool{}
	for i, c := range n.Content {
		what := fmt.Sprintf("actions[%d]", i+1)
		a := Action{pos: posOf(c)}
		if c.Kind == yaml.ScalarNode && (c.Value == "end-turn" || c.Value == "sudden-death" || c.Value == "setup-done" || c.Value == "use-stadium") {
			a.Verb = c.Value
			p.sc.Actions = append(p.sc.Actions, a)
			continue
		}
		known := append(slices.Clone(verbs), "player", "name", "to", "target", "own", "discard", "eras", "refused", "option", "pick", "picks", "moves", "take", "from-hand", "from-their-hand", "from-lost-zone")
		known = append(known, choiceKeyNames()...)
		before := len(p.probs)
		m := p.fields(c, what, known...)
		for _, v := range verbs {
			if _, ok := m[v]; !ok {
				continue
			}
			if a.Verb != "" {
				p.bad(m[v], "%s: one action per entry (found %s and %s)", what, a.Verb, v)
				continue
			}
			a.Verb = v
		}
		if a.Verb == "" {
			if len(p.probs) == before && (c.Kind == yaml.MappingNode || c.Kind == yaml.ScalarNode) {
				p.bad(c, "%s: no action (want one of %s)", what, strings.Join(verbs, ", "))
			}
			continue
		}
		arg := m[a.Verb]
		switch a.Verb {
		case "end-turn", "sudden-death", "setup-done", "use-stadium":
			if !(arg.Kind == yaml.ScalarNode && (arg.Tag == "!!null" || arg.Value == "true")) {
				p.bad(arg, "%s: %s takes no value (write true or leave it empty)", what, a.Verb)
			}
		case "attack", "power":
			a.Arg = p.str(arg, what+"."+a.Verb)
		case "attach":
			a.Arg = p.str(arg, what+".attach")
			if a.Arg != "" {
				p.energyToken(arg, what+".attach", a.Arg, cards)
			}
		case "evolve", "bench", "play", "setup-active", "setup-bench", "legend":
			a.Arg = p.card(arg, what+"."+a.Verb, cards)
			if c, ok := cards.Card(a.Arg); ok && a.Verb == "legend" && c.Stage != engine.Legend {
				p.bad(arg, "%s.legend: %s is not half of a Pokémon LEGEND", what, c.Name)
			}
		case "discard-from-play":
			a.Arg = p.slot(arg, what+".discard-from-play")
		case "choose-first":
			a.Arg = p.str(arg, what+".choose-first")
			if !slices.Contains(playerIDs[:], a.Arg) {
				p.bad(arg, "%s.choose-first: %q: want alice or bob", what, a.Arg)
			}
		case "retreat", "promote":
			a.Arg = p.slot(arg, what+"."+a.Verb)
			if a.Arg == "active" {
				p.bad(arg, "%s.%s: name a Benched Pokémon (bench1..bench5)", what, a.Verb)
			}
		case "extra-draw":
			// How many extra cards to draw for the opponent's mulligans: a whole number, or
			// the same written as text (a next action's JSON).
			k, err := strconv.Atoi(arg.Value)
			if arg.Kind != yaml.ScalarNode || err != nil || k < 0 || k > MaxCards {
				p.bad(arg, "%s.extra-draw: want how many extra cards to draw, from 0, found %s", what, kindName(arg))
			}
			a.Arg = strconv.Itoa(k)
		case "take-prize":
			k := p.integer(arg, what+".take-prize")
			if k < 1 || k > 6 {
				p.bad(arg, "%s.take-prize: %d: want a Prize card from 1 to 6", what, k)
			}
			a.Arg = strconv.Itoa(k)
		}
		if v, ok := m["player"]; ok {
			a.Player = p.str(v, what+".player")
			if a.Player != "" && !slices.Contains(playerIDs[:], a.Player) {
				p.bad(v, "%s.player: %q: want alice or bob", what, a.Player)
			}
		}
		if v, ok := m["name"]; ok {
			a.Name = p.str(v, what+".name")
			switch {
			case a.Name == "":
			case !idPattern.MatchString(a.Name):
				p.bad(v, "%s.name: %q: want lowercase words joined by hyphens", what, a.Name)
			case slices.Contains(reservedSteps, a.Name):
				p.bad(v, "%s.name: %q is reserved for the board before the first action or after the last", what, a.Name)
			case names[a.Name]:
				p.bad(v, "%s.name: %q is already used by another action", what, a.Name)
			}
			names[a.Name] = true
		}
		if v, ok := m["to"]; ok {
			a.To = p.slot(v, what+".to")
		}
		if v, ok := m["target"]; ok {
			a.Target = p.slot(v, what+".target")
		}
		if v, ok := m["own"]; ok {
			a.Own = p.slot(v, what+".own")
		}
		if v, ok := m["pick"]; ok {
			a.Pick = p.str(v, what+".pick")
			if a.Verb != "attack" {
				p.bad(v, "%s.pick: only an attack names one of the Defending Pokémon's attacks", what)
			}
		}
		if v, ok := m["from-lost-zone"]; ok {
			a.FromLostZone = p.card(v, what+".from-lost-zone", cards)
			if a.Verb != "attack" {
				p.bad(v, "%s.from-lost-zone: only an attack comes from a card in a Lost Zone (Lost Link)", what)
			}
		}
		p.picksFields(m, &a, what)
		p.choiceFields(m, &a, what, cards)
		for _, k := range []string{"to", "target", "own", "option", "pick", "picks", "moves", "take", "from-hand", "from-their-hand", "from-lost-zone"} {
			if _, ok := m[k]; ok {
				a.keys = append(a.keys, k)
			}
		}
		if v, ok := m["option"]; ok {
			a.Option = p.boolean(v, what+".option")
			if !slices.Contains([]string{"attack", "power", "bench", "legend", "evolve", "attach", "play"}, a.Verb) {
				p.bad(v, "%s.option: only an attack, a power, a Trainer card, or a card's power that works when it is benched, evolved or given Energy, has a part to take", what)
			}
		}
		if v, ok := m["take"]; ok {
			// The cards an evolving effect takes, by id: from the deck, or from the hand.
			a.Take = p.ids(v, what+".take")
			if !slices.Contains([]string{"attack", "power", "play", "attach"}, a.Verb) {
				p.bad(v, "%s.take: only an attack, a power, a Trainer card or an Energy attachment takes cards to evolve with", what)
			}
		}
		for _, f := range []struct {
			key string
			dst *[]string
		}{{"from-hand", &a.FromHand}, {"from-their-hand", &a.FromTheirHand}} {
			key, dst := f.key, f.dst
			v, ok := m[key]
			if !ok {
				continue
			}
			// The cards an effect chooses from a hand, by id (the first copies not chosen yet).
			*dst = p.ids(v, what+"."+key)
			if !slices.Contains([]string{"attack", "power", "play", "evolve"}, a.Verb) {
				p.bad(v, "%s.%s: only an attack, a power, a Trainer card or a power that works on evolving chooses cards from a hand", what, key)
			}
		}
		if a.Verb == "play" {
			p.playKeys(m, &a, what, cards)
		}
		if v, ok := m["discard"]; ok {
			var nodes []*yaml.Node
			a.Pay, nodes = p.strs(v, what+".discard")
			for i, e := range a.Pay {
				p.energyToken(nodes[i], what+".discard", e, cards)
			}
			if a.Verb != "retreat" {
				p.bad(v, "%s.discard: only a retreat discards Energy", what)
			}
		}
		if v, ok := m["eras"]; ok {
			a.Eras = p.eraList(v, what+".eras", p.sc.Eras)
		}
		if v, ok := m["refused"]; ok {
			if v.Kind == yaml.ScalarNode && v.Tag == "!!bool" {
				if p.boolean(v, what+".refused") {
					a.Refused = slices.Clone(p.sc.Eras)
				}
			} else {
				a.Refused = p.eraList(v, what+".refused", p.sc.Eras)
			}
		}
		p.sc.Actions = append(p.sc.Actions, a)
	}
	// An empty list is a board with nothing played yet: the board builder's starting point.
}

// ids reads a list of card ids, as a YAML list or one string joined by commas.
func (p *parser) ids(n *yaml.Node, what string) []string {
	var out []string
	strs, _ := p.strs(n, what)
	for _, s := range strs {
		for _, x := range strings.Split(s, ",") {
			if x = strings.TrimSpace(x); x != "" {
				out = append(out, x)
			}
		}
	}
	return out
}

func (p *parser) slot(n *yaml.Node, what string) string {
	s := p.str(n, what)
	if s != "" && !slotPattern.MatchString(s) {
		p.bad(n, "%s: %q: want active or bench1..bench5", what, s)
	}
	return s
}

func (p *parser) expectations(n *yaml.Node) {
	if n.Kind != yaml.SequenceNode {
		p.bad(n, "expect: want a list of {at, eras, check}, found %s", kindName(n))
		return
	}
	names := map[string]bool{"start": true, "end": true}
	for _, a := range p.sc.Actions {
		if a.Name != "" {
			names[a.Name] = true
		}
	}
	for i, c := range n.Content {
		what := fmt.Sprintf("expect[%d]", i+1)
		e := Expectation{At: "end", pos: posOf(c)}
		m := p.fields(c, what, "at", "eras", "check")
		if v, ok := m["at"]; ok {
			e.At = p.str(v, what+".at")
			if e.At != "" && !names[e.At] {
				p.bad(v, "%s.at: no step is named %q (name an action, or use start or end)", what, e.At)
			}
		}
		e.Eras = slices.Clone(p.sc.Eras)
		if v, ok := m["eras"]; ok {
			e.Eras = p.eraList(v, what+".eras", p.sc.Eras)
		}
		v, ok := m["check"]
		if !ok {
			if c.Kind == yaml.MappingNode {
				p.bad(c, "%s: missing key \"check\"", what)
			}
			continue
		}
		if v.Kind != yaml.MappingNode || len(v.Content) == 0 {
			p.bad(v, "%s.check: want a mapping of paths to values, found %s", what, kindName(v))
			continue
		}
		for j := 0; j+1 < len(v.Content); j += 2 {
			k, val := v.Content[j], v.Content[j+1]
			if msg := checkPath(k.Value); msg != "" {
				p.bad(k, "%s.check: %s", what, msg)
				continue
			}
			w := Want{Path: k.Value, pos: posOf(val)}
			switch val.Kind {
			case yaml.ScalarNode:
				w.Value = val.Value
			case yaml.SequenceNode:
				vals, _ := p.strs(val, what+".check."+k.Value)
				w.Value = strings.Join(vals, ", ")
			default:
				p.bad(val, "%s.check.%s: want a value or a list, found %s", what, k.Value, kindName(val))
				continue
			}
			if msg := checkValue(k.Value, w.Value); msg != "" {
				p.bad(val, "%s.check.%s: %s", what, k.Value, msg)
				continue
			}
			e.Checks = append(e.Checks, w)
		}
		p.sc.Expect = append(p.sc.Expect, e)
	}
}
