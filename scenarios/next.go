package scenarios

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// FileAction is one action written the way a scenario file writes it (data/README.md,
// "Actions"): exactly one verb key and the keys that action needs. Its JSON, like its YAML,
// is a mapping that can be appended to a scenario's actions as it is: the game goes on from
// where the run ended.
type FileAction struct {
	Attack      string `json:"attack,omitempty" yaml:"attack,omitempty"`
	Attach      string `json:"attach,omitempty" yaml:"attach,omitempty"`
	Evolve      string `json:"evolve,omitempty" yaml:"evolve,omitempty"`
	Bench       string `json:"bench,omitempty" yaml:"bench,omitempty"`
	Play        string `json:"play,omitempty" yaml:"play,omitempty"`
	Retreat     string `json:"retreat,omitempty" yaml:"retreat,omitempty"`
	Power       string `json:"power,omitempty" yaml:"power,omitempty"`
	Promote     string `json:"promote,omitempty" yaml:"promote,omitempty"`
	TakePrize   int    `json:"take-prize,omitempty" yaml:"take-prize,omitempty"`
	EndTurn     bool   `json:"end-turn,omitempty" yaml:"end-turn,omitempty"`
	SuddenDeath bool   `json:"sudden-death,omitempty" yaml:"sudden-death,omitempty"`
	// A new game's set-up (Sudden Death): who goes first, and each player's Pokémon.
	ChooseFirst string `json:"choose-first,omitempty" yaml:"choose-first,omitempty"`
	SetupActive string `json:"setup-active,omitempty" yaml:"setup-active,omitempty"`
	SetupBench  string `json:"setup-bench,omitempty" yaml:"setup-bench,omitempty"`
	SetupDone   bool   `json:"setup-done,omitempty" yaml:"setup-done,omitempty"`
	// ExtraDraw: how many extra cards to draw for the opponent's mulligans, as text so that
	// 0 is written too.
	ExtraDraw string `json:"extra-draw,omitempty" yaml:"extra-draw,omitempty"`
	To        string `json:"to,omitempty" yaml:"to,omitempty"`
	Target    string `json:"target,omitempty" yaml:"target,omitempty"`
	Own       string `json:"own,omitempty" yaml:"own,omitempty"`
	// Option: the attack's optional part ("you may …") is taken.
	Option bool `json:"option,omitempty" yaml:"option,omitempty"`

	// UseStadium: use the effect of the Stadium in play (once during each of your turns).
	UseStadium bool `json:"use-stadium,omitempty" yaml:"use-stadium,omitempty"`
	// DiscardFromPlay: the Pokémon (active, bench1..bench5) whose card lets its owner discard
	// it from play.
	DiscardFromPlay string `json:"discard-from-play,omitempty" yaml:"discard-from-play,omitempty"`
	// Legend: one half of a Pokémon LEGEND; both halves go onto the Bench together.
	Legend string `json:"legend,omitempty" yaml:"legend,omitempty"`
	// Pick: the Defending Pokémon's attack that the attack names (Torment).
	Pick string `json:"pick,omitempty" yaml:"pick,omitempty"`
	// FromLostZone: the id of the card in a Lost Zone whose attack is used, where attacks of
	// that name come from more than one card (Lost Link).
	FromLostZone string `json:"from-lost-zone,omitempty" yaml:"from-lost-zone,omitempty"`
	// Picks and Moves: the scenario file's lists, each joined with commas (picks.go).
	Picks string `json:"picks,omitempty" yaml:"picks,omitempty"`
	Moves string `json:"moves,omitempty" yaml:"moves,omitempty"`
	// Take: the card ids an evolving effect takes (engine.Action.Takes), joined by ", ".
	Take string `json:"take,omitempty" yaml:"take,omitempty"`
	// FromHand and FromTheirHand: the card ids an effect chooses from the acting player's
	// hand and from the opponent's, joined by ", ".
	FromHand      string `json:"from-hand,omitempty" yaml:"from-hand,omitempty"`
	FromTheirHand string `json:"from-their-hand,omitempty" yaml:"from-their-hand,omitempty"`

	// The other choices (choices.go), each list joined with commas: the Pokémon each card
	// goes to; the Benched Pokémon kept, by their owner's choice; the Pokémon each Energy
	// card comes from; places among the cards looked at (1 the top card) or the Prize cards;
	// card ids from the discard pile or the hand; the other copies played together; the
	// Special Condition removed.
	Split            string `json:"split,omitempty" yaml:"split,omitempty"`
	Keep             string `json:"keep,omitempty" yaml:"keep,omitempty"`
	TheyKeep         string `json:"they-keep,omitempty" yaml:"they-keep,omitempty"`
	FromPokemon      string `json:"from-pokemon,omitempty" yaml:"from-pokemon,omitempty"`
	FromTheirPokemon string `json:"from-their-pokemon,omitempty" yaml:"from-their-pokemon,omitempty"`
	Order            string `json:"order,omitempty" yaml:"order,omitempty"`
	TheirOrder       string `json:"their-order,omitempty" yaml:"their-order,omitempty"`
	Top              string `json:"top,omitempty" yaml:"top,omitempty"`
	Bottom           string `json:"bottom,omitempty" yaml:"bottom,omitempty"`
	ToHand           string `json:"to-hand,omitempty" yaml:"to-hand,omitempty"`
	Prizes           string `json:"prizes,omitempty" yaml:"prizes,omitempty"`
	FromDiscard      string `json:"from-discard,omitempty" yaml:"from-discard,omitempty"`
	ToDeck           string `json:"to-deck,omitempty" yaml:"to-deck,omitempty"`
	ToDiscard        string `json:"to-discard,omitempty" yaml:"to-discard,omitempty"`
	Energy           string `json:"energy,omitempty" yaml:"energy,omitempty"`
	Together         bool   `json:"together,omitempty" yaml:"together,omitempty"`
	Cure             string `json:"cure,omitempty" yaml:"cure,omitempty"`
	// TheyDiscard: the opponent's Benched Pokémon they discard when their Bench limit falls
	// during the action (their choice); DiscardBenched: the acting player's own.
	TheyDiscard    string `json:"they-discard,omitempty" yaml:"they-discard,omitempty"`
	DiscardBenched string `json:"discard-benched,omitempty" yaml:"discard-benched,omitempty"`
	// Find: the card ids a search of the deck finds, joined by ", ", or FindNone (find: []).
	Find FindIDs `json:"find,omitempty" yaml:"find,omitempty"`
	// TheyFind: the Basic Pokémon the opponent benches from their own deck, their choice
	// (they-find:), written as Find is.
	TheyFind FindIDs `json:"they-find,omitempty" yaml:"they-find,omitempty"`
	// TheyShare: on an attack, the opponent's Benched Pokémon whose Exp. Share works if the
	// attack Knocks Out their Active Pokémon (their choice), or "[]" (they-share: []) for none.
	TheyShare string `json:"they-share,omitempty" yaml:"they-share,omitempty"`
	// TheyShareEnergy: beside TheyShare naming holders, the basic Energy card each takes, by
	// type or id, joined with commas.
	TheyShareEnergy string `json:"they-share-energy,omitempty" yaml:"they-share-energy,omitempty"`
	// TakeEnergy and TakeTheirEnergy: the attached Energy cards an effect discards or moves
	// from the acting player's Pokémon and from the opponent's, by type or id (a slot first
	// where needed: bench1:Fire), joined with commas.
	TakeEnergy      string `json:"take-energy,omitempty" yaml:"take-energy,omitempty"`
	TakeTheirEnergy string `json:"take-their-energy,omitempty" yaml:"take-their-energy,omitempty"`
}

// FindIDs is a FileAction's find: list, the ids joined by ", ", kept as text so that actions
// compare with ==; FindNone is the list written empty, which finds no card.
type FindIDs string

// FindNone is find: [], a search that finds nothing.
const FindNone FindIDs = "[]"

// IDs are the ids of the list (none for FindNone).
func (f FindIDs) IDs() []string {
	if f == "" || f == FindNone {
		return []string{}
	}
	return strings.Split(string(f), ", ")
}

// MarshalJSON writes the list as the file writes it, a list of ids ([] for FindNone).
func (f FindIDs) MarshalJSON() ([]byte, error) { return json.Marshal(f.IDs()) }

// Verb is the action's verb (attack, attach, …, end-turn) and Arg its argument as the file
// writes it ("" for end-turn, sudden-death and setup-done).
func (f FileAction) Verb() (verb, arg string) {
	switch {
	case f.Attack != "":
		return "attack", f.Attack
	case f.Attach != "":
		return "attach", f.Attach
	case f.Evolve != "":
		return "evolve", f.Evolve
	case f.Bench != "":
		return "bench", f.Bench
	case f.Legend != "":
		return "legend", f.Legend
	case f.Play != "":
		return "play", f.Play
	case f.Retreat != "":
		return "retreat", f.Retreat
	case f.Power != "":
		return "power", f.Power
	case f.Promote != "":
		return "promote", f.Promote
	case f.TakePrize > 0:
		return "take-prize", strconv.Itoa(f.TakePrize)
	case f.EndTurn:
		return "end-turn", ""
	case f.SuddenDeath:
		return "sudden-death", ""
	case f.ChooseFirst != "":
		return "choose-first", f.ChooseFirst
	case f.SetupActive != "":
		return "setup-active", f.SetupActive
	case f.SetupBench != "":
		return "setup-bench", f.SetupBench
	case f.SetupDone:
		return "setup-done", ""
	case f.UseStadium:
		return "use-stadium", ""
	case f.DiscardFromPlay != "":
		return "discard-from-play", f.DiscardFromPlay
	case f.ExtraDraw != "":
		return "extra-draw", f.ExtraDraw
	}
	return "", ""
}

// Node is the action as a one-line YAML mapping node: {attack: Leafage, target: bench1}.
func (f FileAction) Node() *yaml.Node {
	n := &yaml.Node{Kind: yaml.MappingNode, Style: yaml.FlowStyle}
	add := func(k, v, tag string) {
		n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: k},
			&yaml.Node{Kind: yaml.ScalarNode, Value: v, Tag: tag})
	}
	verb, arg := f.Verb()
	switch verb {
	case "":
		return n
	case "end-turn", "sudden-death", "setup-done", "use-stadium":
		add(verb, "true", "!!bool")
	case "take-prize", "extra-draw":
		add(verb, arg, "!!int")
	default:
		add(verb, arg, "!!str")
	}
	for _, kv := range [][2]string{{"to", f.To}, {"target", f.Target}, {"own", f.Own}} {
		if kv[1] != "" {
			add(kv[0], kv[1], "!!str")
		}
	}
	if f.Option {
		add("option", "true", "!!bool")
	}
	if f.Pick != "" {
		add("pick", f.Pick, "!!str")
	}
	if f.FromLostZone != "" {
		add("from-lost-zone", f.FromLostZone, "!!str")
	}
	addPicks(f, n)
	for _, kv := range [][2]string{{"take", f.Take}, {"from-hand", f.FromHand}, {"from-their-hand", f.FromTheirHand}} {
		if kv[1] == "" {
			continue
		}
		seq := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
		for _, id := range strings.Split(kv[1], ", ") {
			seq.Content = append(seq.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: id, Tag: "!!str"})
		}
		n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: kv[0]}, seq)
	}
	n.Content = append(n.Content, f.choiceNodes()...)
	return n
}

// MarshalJSON writes the action as its YAML node (Node) says, key for key and in the same
// order: every list a JSON list (picks, split, they-discard, they-share …), [] where the
// empty list is an answer, true for a flag and a number for take-prize and extra-draw. So
// the JSON next prints is the file's own mapping, and a client appends it to a scenario's
// actions as it is.
func (f FileAction) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	if err := nodeJSON(&b, f.Node()); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// UnmarshalJSON reads what MarshalJSON writes (and the older form, each list one text joined
// by commas), so a run's JSON decodes back into the same actions.
func (f *FileAction) UnmarshalJSON(data []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	var out FileAction
	v := reflect.ValueOf(&out).Elem()
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		key, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		raw, ok := m[key]
		if !ok {
			continue
		}
		fv := v.Field(i)
		switch fv.Kind() {
		case reflect.Bool, reflect.Int:
			if err := json.Unmarshal(raw, fv.Addr().Interface()); err != nil {
				return fmt.Errorf("action key %s: %w", key, err)
			}
		case reflect.String:
			text, err := jsonText(raw, listSep(key))
			if err != nil {
				return fmt.Errorf("action key %s: %w", key, err)
			}
			if text == "" && emptyList(key, string(FindNone)) {
				text = string(FindNone) // find: [], they-share: []: an answer of its own
			}
			fv.SetString(text)
		}
	}
	*f = out
	return nil
}

// listSep is how FileAction joins a list key's values: ", " for card ids, "," for the rest.
func listSep(key string) string {
	switch key {
	case "find", "they-find", "take", "from-hand", "from-their-hand":
		return ", "
	}
	return ","
}

// jsonText reads a JSON value of a FileAction text field: text, a number, or a list of
// them joined by sep.
func jsonText(raw json.RawMessage, sep string) (string, error) {
	var x any
	if err := json.Unmarshal(raw, &x); err != nil {
		return "", err
	}
	one := func(x any) (string, error) {
		switch y := x.(type) {
		case string:
			return y, nil
		case float64:
			return strconv.FormatFloat(y, 'f', -1, 64), nil
		}
		return "", fmt.Errorf("want text or a number, found %s", raw)
	}
	list, ok := x.([]any)
	if !ok {
		return one(x)
	}
	parts := make([]string, 0, len(list))
	for _, e := range list {
		s, err := one(e)
		if err != nil {
			return "", err
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, sep), nil
}

// nodeJSON writes a flow node of Node as JSON: a mapping as an object in its own order, a
// sequence as a list, a scalar by its tag.
func nodeJSON(b *bytes.Buffer, n *yaml.Node) error {
	switch n.Kind {
	case yaml.MappingNode:
		b.WriteByte('{')
		for i := 0; i+1 < len(n.Content); i += 2 {
			if i > 0 {
				b.WriteByte(',')
			}
			k, _ := json.Marshal(n.Content[i].Value)
			b.Write(k)
			b.WriteByte(':')
			if err := nodeJSON(b, n.Content[i+1]); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	case yaml.SequenceNode:
		b.WriteByte('[')
		for i, c := range n.Content {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := nodeJSON(b, c); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case yaml.ScalarNode:
		switch n.Tag {
		case "!!bool":
			b.WriteString(strconv.FormatBool(n.Value == "true"))
		case "!!int":
			x, err := strconv.Atoi(n.Value)
			if err != nil {
				return fmt.Errorf("action key value %q: want a whole number", n.Value)
			}
			b.WriteString(strconv.Itoa(x))
		default:
			v, _ := json.Marshal(n.Value)
			b.Write(v)
		}
	default:
		return fmt.Errorf("action: no JSON for a YAML node of kind %d", n.Kind)
	}
	return nil
}

// String is the action in the file's flow form, one line: {attack: Leafage, target: bench1}.
func (f FileAction) String() string {
	b, err := yaml.Marshal(f.Node())
	if err != nil {
		return "{}"
	}
	return strings.TrimSpace(string(b))
}

// NeedsCoin says the run stopped because it had flipped every coin it was given: scripting
// one more coin lets it go on.
func (r *Result) NeedsCoin() bool { return r.CoinsUsed > len(r.Coins) }

// slotName writes a slot as scenario files do: active, bench1..bench5; "" for no choice.
func slotName(s int) string {
	switch {
	case s == 0:
		return "active"
	case s >= 1:
		return "bench" + strconv.Itoa(s)
	}
	return ""
}

// next lists the actions the engine allows from the run's final position, each written as a
// scenario action, in the engine's order and without repeats (two copies of a card in the
// hand give one action). Engine actions the file format cannot say are left out: the second
// of two attacks or powers with the same name, copies of an Item played together and a
// Trainer's choice of Special Condition. An action that searches the deck is followed by a
// bounded set of its find: choices (withFinds).
func (r *runner) next() []FileAction {
	out := []FileAction{}
	if r.stopped {
		return out
	}
	for _, ea := range r.listedActions() {
		fa, ok := r.fileAction(ea)
		if ok && !slices.Contains(out, fa) {
			out = append(out, fa)
		}
	}
	return out
}

// withFinds lists the actions with, after each, the engine's bounded sets of the choices its
// own list leaves out (so that a random game plays as it did): for a search of the deck,
// what it finds (engine.Game.FindChoices: the first card of each of a few names the search
// looks for, and finding nothing where that is allowed), and where the opponent benches from
// their own deck, theirs (engine.Game.OppFindChoices); for each of those that puts the cards
// found onto Pokémon one by one, a few other splits (engine.Game.SplitChoices: Snuggly
// Generator from each later Pokémon, Energymite leaving out one card of a name or dealing
// the cards out one to each Pokémon); for an attack while the opponent has Benched
// Pokémon holding Exp. Share, their choice of holders and Energy (engine.Game.ShareChoices);
// for benching a Pokémon whose power moves Energy as it is benched, a few uses of it
// (engine.Game.BenchMoveChoices: all of one Pokémon's Energy, or one card of each name, to
// each other Pokémon); for an effect that discards or moves attached Energy cards, a few
// choices of which (engine.Game.EnergyTakeChoices: one card the engine would take swapped for
// the first card of each other name on that Pokémon); for an action during which a Bench
// limit falls below the Pokémon on a Bench, each choice of which Benched Pokémon go
// (engine.Game.BenchDiscardChoices); and for an effect that attaches Energy cards from the
// discard pile, other cards of the pile first (engine.Game.PileChoices).
// Each bound is in the doc comment of its engine function.
func (r *runner) withFinds(las []engine.Action) []engine.Action {
	var out []engine.Action
	for _, ea := range las {
		found := append([]engine.Action{ea}, r.g.FindChoices(ea)...)
		found = append(found, r.g.OppFindChoices(ea)...)
		for _, f := range found {
			out = append(out, f)
			out = append(out, r.g.SplitChoices(f)...)
			out = append(out, r.g.BenchDiscardChoices(f)...)
		}
		out = append(out, r.g.ShareChoices(ea)...)
		out = append(out, r.g.BenchMoveChoices(ea)...)
		out = append(out, r.g.PileChoices(ea)...)
		out = append(out, r.g.EnergyTakeChoices(ea)...)
	}
	return out
}

// fileAction writes an engine action as a scenario action: the inverse of resolve, up to
// which of two identical cards in the hand is used. The retreat leaves the Energy to
// discard to the engine, which pays the cost in the order the Energy was attached.
func (r *runner) fileAction(ea engine.Action) (FileAction, bool) {
	p := ea.Player
	var fa FileAction
	hand := func() *engine.Card {
		h := r.g.Hand(p)
		if ea.Hand < 0 || ea.Hand >= len(h) {
			return nil
		}
		return h[ea.Hand]
	}
	choices := func() {
		fa.Own, fa.Target = slotName(ea.Own), slotName(ea.Target)
	}
	switch ea.Kind {
	case engine.ActAttack:
		v, ok := r.g.Active(p)
		if !ok || ea.Index < 0 || ea.Index >= len(v.Attacks) {
			return fa, false
		}
		name := v.Attacks[ea.Index].Name
		first := slices.IndexFunc(v.Attacks, func(a *engine.Attack) bool { return a.Name == name })
		switch {
		case ea.Index >= v.LostFrom && sameName(v.Attacks, name) > 1:
			fa.FromLostZone = v.AttackCards[ea.Index].ID // Lost Link: which card's
		case first != ea.Index:
			return fa, false
		}
		fa.Attack = name
		fa.Option = ea.Opt
		if v.Attacks[ea.Index].PicksType() {
			fa.Pick = engine.Type(ea.Pick).String()
		}
		if v.Attacks[ea.Index].PicksAttack() {
			d, ok := r.g.Active(1 - p)
			if !ok || ea.Pick < 0 || ea.Pick >= len(d.Attacks) {
				return fa, false
			}
			fa.Pick = d.Attacks[ea.Pick].Name
		}
		if !r.fileChoices(ea, &fa) {
			return fa, false
		}
		fa.TheyShare = shareText(ea.ExpShare)
		if fa.TheyShareEnergy, ok = r.shareEnergyText(ea); !ok {
			return fa, false
		}
		choices()
	case engine.ActUsePower:
		v, ok := r.pokemonAt(p, ea.Slot)
		if !ok || ea.Index < 0 || ea.Index >= len(v.Powers) {
			return fa, false
		}
		name := v.Powers[ea.Index].Name
		if slices.IndexFunc(v.Powers, func(pw *engine.Power) bool { return pw.Name == name }) != ea.Index {
			return fa, false
		}
		fa.Power = name
		if ea.Slot != 0 {
			fa.To = slotName(ea.Slot)
		}
		fa.Option = ea.Opt
		if !r.fileChoices(ea, &fa) {
			return fa, false
		}
		choices()
	case engine.ActAttachEnergy:
		c := hand()
		if c == nil {
			return fa, false
		}
		fa.Attach = r.energyName(c)
		if ea.Slot != 0 {
			fa.To = slotName(ea.Slot)
		}
	case engine.ActEvolve:
		c := hand()
		if c == nil {
			return fa, false
		}
		fa.Evolve = c.ID
		if ea.Slot != 0 {
			fa.To = slotName(ea.Slot)
		}
	case engine.ActPlayBasic:
		c := hand()
		if c == nil {
			return fa, false
		}
		fa.Bench = c.ID
	case engine.ActPlayLegend:
		// Named by the half at Hand; resolve finds the other half in the hand again.
		c := hand()
		if c == nil {
			return fa, false
		}
		fa.Legend = c.ID
	case engine.ActPlayTrainer:
		c := hand()
		if c == nil {
			return fa, false
		}
		fa.Play = c.ID
		// Only a card attached to a Pokémon goes to one; the engine ignores Slot otherwise.
		if c.Trainer == engine.Tool || c.Trainer == engine.TechnicalMachine {
			fa.To = slotName(ea.Slot)
		}
		if !r.fileChoices(ea, &fa) {
			return fa, false
		}
		choices()
	case engine.ActRetreat:
		if ea.Slot < 1 {
			return fa, false
		}
		fa.Retreat = slotName(ea.Slot)
	case engine.ActPromote:
		if ea.Slot < 1 {
			return fa, false
		}
		fa.Promote = slotName(ea.Slot)
	case engine.ActTakePrize:
		fa.TakePrize = ea.Index + 1
	case engine.ActEndTurn:
		fa.EndTurn = true
	case engine.ActStartSuddenDeath:
		fa.SuddenDeath = true
	case engine.ActUseStadium:
		fa.UseStadium = true
	case engine.ActDiscardFromPlay:
		if ea.Slot < 0 {
			return fa, false
		}
		fa.DiscardFromPlay = slotName(ea.Slot)
	case engine.ActChooseFirst:
		if ea.Target < 0 || ea.Target >= len(playerIDs) {
			return fa, false
		}
		fa.ChooseFirst = playerIDs[ea.Target]
	case engine.ActSetupActive, engine.ActSetupBench:
		c := hand()
		if c == nil {
			return fa, false
		}
		if ea.Kind == engine.ActSetupActive {
			fa.SetupActive = c.ID
		} else {
			fa.SetupBench = c.ID
		}
	case engine.ActSetupDone:
		fa.SetupDone = true
	case engine.ActExtraDraw:
		fa.ExtraDraw = strconv.Itoa(ea.Index)
	default:
		return fa, false
	}
	// Benched Pokémon discarded when a Bench limit falls during the action, on any action.
	fa.TheyDiscard, fa.DiscardBenched = slotNames(ea.BenchDiscard), slotNames(ea.OwnBenchDiscard)
	// The "you may" power of the card benched, evolved or given Energy, with its choices,
	// and the cards an evolving effect takes.
	switch ea.Kind {
	case engine.ActPlayBasic, engine.ActPlayLegend, engine.ActEvolve, engine.ActAttachEnergy:
		if ea.Opt {
			fa.Option = true
			choices()
		}
		if !r.fileFinds(ea, &fa) || !r.fileBenchMoves(ea, &fa) || !r.filePileTrigger(ea, &fa) {
			return fa, false
		}
	case engine.ActPlayTrainer:
		fa.Option = ea.Opt
	}
	if ids := r.g.ChosenCards(ea); len(ids) > 0 {
		fa.Take = strings.Join(ids, ", ")
	} else if len(ea.Takes) > 0 {
		return fa, false // no card for one of several Pokémon: take: names cards only
	}
	// The cards chosen from either hand, by id: resolve takes the first copies again, which
	// are the same cards as far as the game can tell.
	var ok bool
	if fa.FromHand, ok = handIDs(r.g.Hand(p), ea.HandPicks); !ok {
		return fa, false
	}
	if fa.FromTheirHand, ok = handIDs(r.g.Hand(1-p), ea.OppHandPicks); !ok {
		return fa, false
	}
	return fa, true
}

// sameName counts the attacks of a name.
func sameName(as []*engine.Attack, name string) int {
	n := 0
	for _, a := range as {
		if a.Name == name {
			n++
		}
	}
	return n
}

// handIDs writes hand positions as the ids of the cards there, joined by ", " ("" for none).
func handIDs(hand []*engine.Card, picks []int) (string, bool) {
	ids := make([]string, 0, len(picks))
	for _, i := range picks {
		if i < 0 || i >= len(hand) {
			return "", false
		}
		ids = append(ids, hand[i].ID)
	}
	return strings.Join(ids, ", "), true
}

// pokemonAt is the acting player's Pokémon at a slot.
func (r *runner) pokemonAt(p, slot int) (engine.PokemonView, bool) {
	if slot == 0 {
		return r.g.Active(p)
	}
	b := r.g.Bench(p)
	if slot >= 1 && slot <= len(b) {
		return b[slot-1], true
	}
	return engine.PokemonView{}, false
}

// Blocked is an action a player would look for at the final position that the rules refuse
// there, with the rule that refuses it: an attack without the Energy for it, a retreat while
// Asleep, a second Supporter.
type Blocked struct {
	Action FileAction `json:"action"`
	Anchor string     `json:"anchor"`
	Reason string     `json:"reason"`
	// Assumed is set when the refusal rests on a reading the era's rulebook does not state.
	Assumed string `json:"assumed,omitempty"`
}

// finalActions are the engine's legal actions at the final position, listed once for next
// and blocked.
func (r *runner) finalActions() []engine.Action {
	if r.legal == nil {
		r.legal = r.g.LegalActions(nil)
	}
	return r.legal
}

// listedActions are the final position's legal actions with the choices withFinds adds,
// listed once for next and blocked.
func (r *runner) listedActions() []engine.Action {
	if r.listed == nil {
		r.listed = r.withFinds(r.finalActions())
	}
	return r.listed
}

// blocked lists, for the player whose turn it is, the attacks of the Active Pokémon, the
// retreat to each Benched Pokémon, and each card in the hand played the obvious way, that the
// rules refuse now, each with the rule. A refusal that only says a card asks for a choice is
// left out when some choice works (next lists it), and kept when none does: the card cannot
// be played now, and this says why.
func (r *runner) blocked() []Blocked {
	out := []Blocked{}
	if r.stopped {
		return out
	}
	d, _ := r.g.Decision()
	if d != engine.DecideMain {
		return out
	}
	p := r.g.Current()
	try := func(ea engine.Action) {
		err := r.g.Legal(ea)
		var re *engine.RuleError
		if !errors.As(err, &re) || isChoiceRefusal(err) && r.someChoiceWorks(ea) {
			return
		}
		fa, ok := r.fileAction(ea)
		if !ok || slices.ContainsFunc(out, func(b Blocked) bool { return b.Action == fa }) {
			return
		}
		out = append(out, Blocked{Action: fa, Anchor: re.Anchor, Reason: re.Err.Error(), Assumed: re.Assumed})
	}
	base := engine.Action{Player: p, Slot: -1, Own: -1, Target: -1, Hand: -1, Hand2: -1}
	if v, ok := r.g.Active(p); ok {
		for i := range v.Attacks {
			a := base
			a.Kind, a.Index = engine.ActAttack, i
			try(a)
		}
		for s := 1; s <= len(r.g.Bench(p)); s++ {
			a := base
			a.Kind, a.Slot = engine.ActRetreat, s
			try(a)
		}
	}
	for i, c := range r.g.Hand(p) {
		a := base
		a.Hand = i
		switch {
		case c.Category == engine.EnergyCard:
			a.Kind, a.Slot = engine.ActAttachEnergy, 0
		case c.Category == engine.PokemonCard && c.Stage.IsEvolution():
			a.Kind, a.Slot = engine.ActEvolve, r.evolveSlot(p, c)
			if a.Slot < 0 {
				continue
			}
		case c.Category == engine.PokemonCard && c.IsBasicPokemon():
			a.Kind = engine.ActPlayBasic
		case c.Category == engine.TrainerCard:
			a.Kind = engine.ActPlayTrainer
			if c.Trainer == engine.Tool || c.Trainer == engine.TechnicalMachine {
				a.Slot = 0
			}
		default:
			continue
		}
		try(a)
	}
	return out
}

// evolveSlot is the first of the player's Pokémon the card evolves from, or -1.
func (r *runner) evolveSlot(p int, c *engine.Card) int {
	if v, ok := r.g.Active(p); ok && v.Card.Name == c.EvolvesFrom {
		return 0
	}
	for i, v := range r.g.Bench(p) {
		if v.Card.Name == c.EvolvesFrom {
			return i + 1
		}
	}
	return -1
}

// someChoiceWorks says some action next lists does what ea does with other choices: the
// same attack, the same retreat, or the same card from the hand (with a choice only next's
// own additions hold, such as an Exp. Share or a Celebration Wind answer, too).
func (r *runner) someChoiceWorks(ea engine.Action) bool {
	hand := r.g.Hand(ea.Player)
	cardAt := func(i int) *engine.Card {
		if i < 0 || i >= len(hand) {
			return nil
		}
		return hand[i]
	}
	for _, la := range r.listedActions() {
		if la.Kind != ea.Kind || la.Player != ea.Player {
			continue
		}
		switch ea.Kind {
		case engine.ActAttack:
			if la.Index == ea.Index {
				return true
			}
		case engine.ActRetreat:
			if la.Slot == ea.Slot {
				return true
			}
		default:
			if c := cardAt(ea.Hand); c != nil && cardAt(la.Hand) == c {
				return true
			}
		}
	}
	return false
}

// energyName writes an Energy card as files do: a basic Energy by its type when that names
// this very card, any other by its id.
func (r *runner) energyName(c *engine.Card) string {
	if c.BasicEnergy && len(c.Provides) == 1 {
		if b, ok := r.cards.BasicEnergy(c.Provides[0]); ok && b == c {
			return c.Provides[0].String()
		}
	}
	return c.ID
}

// shareEnergyText writes Action.ExpShareEnergy as a they-share-energy: list, each card by
// type or id as energyName writes it ("" without one). It says false for a place with no
// card on the opponent's Active Pokémon.
func (r *runner) shareEnergyText(ea engine.Action) (string, bool) {
	if len(ea.ExpShareEnergy) == 0 {
		return "", true
	}
	act, ok := r.g.Active(1 - ea.Player)
	if !ok {
		return "", false
	}
	var toks []string
	for _, x := range ea.ExpShareEnergy {
		if x < 0 || x >= len(act.Energy) {
			return "", false
		}
		toks = append(toks, r.energyName(act.Energy[x]))
	}
	return strings.Join(toks, ","), true
}

// fileBenchMoves writes the moves of a power that works as its Pokémon is benched
// (Celebration Wind) and the Energy cards they take (energy:, each from the Pokémon its move
// leaves). It says false for a pick with no card there.
func (r *runner) fileBenchMoves(ea engine.Action, fa *FileAction) bool {
	if ea.Kind != engine.ActPlayBasic && ea.Kind != engine.ActPlayLegend || len(ea.Moves) == 0 {
		return true
	}
	filePicks(ea, fa)
	if len(ea.Picks) == 0 {
		return true
	}
	var ok bool
	fa.Energy, ok = r.energyMoveText(ea)
	return ok
}

// energyMoveText writes the Energy cards a move-energy-chosen effect's moves take as an
// energy: list: each entry the card a move takes, from the Pokémon that move leaves
// (engine.Game.EnergyMovePicks reads them back the same way). It says false where an entry
// names no card.
func (r *runner) energyMoveText(ea engine.Action) (string, bool) {
	cards, ok := r.g.EnergyMoveCards(ea)
	if !ok {
		return "", false
	}
	toks := make([]string, 0, len(cards))
	for _, c := range cards {
		toks = append(toks, r.energyName(c))
	}
	return strings.Join(toks, ","), true
}
