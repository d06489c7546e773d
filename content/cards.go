package content

import (
	"embed"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/content/cardfacts"
	"github.com/rulesd/rulesd/engine"
)

// Card files (cards/<era>.yaml) list the real cards the worked examples use. Each card gives
// its printed numbers as facts and each attack's behaviour as engine effect primitives; the
// card's own text is never copied. The format is described in docs/content-format.md and
// engine/README.md (the primitives).

//go:generate go run ../cmd/cardgen -in ../../shared/carddata -out cards/facts

//go:embed cards/*.yaml cards/facts/*.json
var cardFiles embed.FS

// CardFiles is the card data that ships inside the rulesd binary (cards/<era>.yaml).
func CardFiles() fs.FS { return cardFiles }

// LoadEmbeddedCards loads and validates the shipped card files. They are read once per
// process and shared: callers must not change the cards.
func LoadEmbeddedCards() (*Cards, error) { return embeddedCards() }

var embeddedCards = sync.OnceValues(func() (*Cards, error) { return LoadCards(cardFiles) })

// CardEntry is one card with where it was written.
type CardEntry struct {
	Era  string // the era of the set the card was printed in (the file it is in)
	Card *engine.Card
	// Example marks a card made up for a worked example because no card of the era does
	// what the example needs; Note says why.
	Example bool
	Note    string
	File    string
	Line    int

	restoredByLine int        // the line of restored_by, for the check across card files
	node           *yaml.Node // the card's node, for the check against the printed facts
	// omitted is what the file lists as not written, by attack or power name, with why.
	omitted map[string]string
}

// Cards is every card of the card files, by id.
type Cards struct {
	Entries []*CardEntry // by era (oldest first), then in file order
	byID    map[string]*CardEntry
	// Sets are the generated printed facts of every card of the covered sets (cards/facts),
	// when the file system has them.
	Sets  []*cardfacts.Set
	facts map[string]*cardfacts.Card
}

// Card returns the card with a set-number id such as "hgss2-68".
func (c *Cards) Card(id string) (*engine.Card, bool) {
	e, ok := c.byID[id]
	if !ok {
		return nil, false
	}
	return e.Card, true
}

// Entry returns a card with where it was written.
func (c *Cards) Entry(id string) (*CardEntry, bool) {
	e, ok := c.byID[id]
	return e, ok
}

// ForEra returns the cards printed in one era, in file order.
func (c *Cards) ForEra(era string) []*CardEntry {
	var out []*CardEntry
	for _, e := range c.Entries {
		if e.Era == era {
			out = append(out, e)
		}
	}
	return out
}

// EraCard is a card of an era as a board builder offers it: the engine card, and whether the
// engine plays all of it.
type EraCard struct {
	Card     *engine.Card
	Playable bool
}

// EraCards lists the era's cards that can be put on a board, in file order: every entry but
// the cards made up for worked examples.
func (c *Cards) EraCards(era string) []EraCard {
	var out []EraCard
	for _, e := range c.ForEra(era) {
		if !e.Example {
			out = append(out, EraCard{Card: e.Card, Playable: true})
		}
	}
	return out
}

// BasicEnergy returns a basic Energy card that provides the type, from the oldest era that has
// one. Worked examples write attached Energy by type ("Fire") as a shorthand for it.
func (c *Cards) BasicEnergy(t engine.Type) (*engine.Card, bool) {
	for _, e := range c.Entries {
		card := e.Card
		if card.Category == engine.EnergyCard && card.BasicEnergy && len(card.Provides) == 1 && card.Provides[0] == t {
			return card, true
		}
	}
	return nil, false
}

var (
	cardIDPattern    = regexp.MustCompile(`^[a-z0-9]+-[A-Za-z0-9]+$`)
	exampleIDPattern = regexp.MustCompile(`^example-[a-z0-9-]+$`)
)

// LoadCards reads and validates cards/<era>.yaml in fsys. Every problem is reported with its
// file and line, as Problems.
func LoadCards(fsys fs.FS) (*Cards, error) {
	files, err := fs.Glob(fsys, "cards/*.yaml")
	if err != nil {
		return nil, fmt.Errorf("load cards: %w", err)
	}
	sort.SliceStable(files, func(i, j int) bool {
		return eraIndex(eraOfCardFile(files[i])) < eraIndex(eraOfCardFile(files[j]))
	})
	cs := &Cards{byID: map[string]*CardEntry{}}
	sets, err := loadFacts(fsys)
	if err != nil {
		return nil, err
	}
	cs.Sets = sets
	cs.facts = factsByID(sets)
	var pl problemList
	for _, file := range files {
		data, err := fs.ReadFile(fsys, file)
		if err != nil {
			return nil, fmt.Errorf("load %s: %w", file, err)
		}
		cs.parseFile(file, data, &pl)
	}
	cs.checkRestored(&pl)
	cs.checkAllFacts(&pl)
	fillEntryBasicNames(cs)
	if err := pl.err(); err != nil {
		return nil, err
	}
	return cs, nil
}

// checkRestored reports every Restored Pokémon whose restored_by names no Item card of the
// card files that puts Restored Pokémon on the Bench: the engine matches the two by name, so a
// misspelt name would leave the Pokémon with no way into play.
func (cs *Cards) checkRestored(pl *problemList) {
	fossils := map[string]bool{}
	for _, e := range cs.Entries {
		c := e.Card
		if c.Category == engine.TrainerCard && slices.ContainsFunc(c.Play, func(o engine.Op) bool { return o.Kind == engine.OpBenchRestored }) {
			fossils[c.Name] = true
		}
	}
	for _, e := range cs.Entries {
		c := e.Card
		if c.Category == engine.PokemonCard && c.Stage == engine.Restored && !fossils[c.RestoredBy] {
			pl.add(e.File, e.restoredByLine, "%s: restored_by %q names no Item card in the card files whose play has op bench-restored", c.Name, c.RestoredBy)
		}
	}
}

func eraOfCardFile(file string) string { return strings.TrimSuffix(path.Base(file), ".yaml") }

// The raw shapes of a card file. Keys are checked against the yaml tags, so a misspelt key is
// an error at its own line rather than a silently missing field.
type rawCard struct {
	ID          string       `yaml:"id"`
	Name        string       `yaml:"name"`
	Category    string       `yaml:"category"`
	Example     bool         `yaml:"example"`
	Note        string       `yaml:"note"`
	Tags        []string     `yaml:"tags"`
	Stage       string       `yaml:"stage"`
	EvolvesFrom string       `yaml:"evolves_from"`
	HP          int          `yaml:"hp"`
	Types       []string     `yaml:"types"`
	Weakness    []rawWeak    `yaml:"weakness"`
	Resistance  []rawResist  `yaml:"resistance"`
	Retreat     int          `yaml:"retreat"`
	Attacks     []rawAttack  `yaml:"attacks"`
	Powers      []rawPower   `yaml:"powers"`
	LegendHalf  int          `yaml:"legend_half"`
	Trainer     string       `yaml:"trainer"`
	ChooseOpp   string       `yaml:"choose_opp"`
	ChooseOwn   string       `yaml:"choose_own"`
	OppChooses  bool         `yaml:"opp_chooses"`
	Play        []rawOp      `yaml:"play"`
	Mods        []rawMod     `yaml:"mods"`
	Basic       bool         `yaml:"basic"`
	Provides    []string     `yaml:"provides"`
	OnAttach    []rawOp      `yaml:"on_attach"` // Energy: what attaching it from the hand does
	Omitted     []rawOmitted `yaml:"omitted"`

	// RestoredBy names the fossil Item of a Restored Pokémon. PlaysAsBasic marks a Fossil
	// Trainer card: an Item with Pokémon numbers (hp, types, retreat, attacks) that is played
	// onto the Bench as a Basic Pokémon.
	RestoredBy   string `yaml:"restored_by"`
	PlaysAsBasic bool   `yaml:"plays_as_basic"`

	Stats []rawStat `yaml:"stats"` // Tools and Stadiums: Retreat Cost and Weakness changes

	PlayIf *rawCheck `yaml:"play_if"` // a Trainer card: playable only while the check holds
	// OnDamaged: a Tool's ops when an opponent's attack damages its Active Pokémon.
	OnDamaged []rawOp `yaml:"on_damaged"`
	// OnActiveKO: a Tool's ops when its player's Active Pokémon is Knocked Out by an attack.
	OnActiveKO []rawOp `yaml:"on_active_ko"`
	// ToolType: the type a Tool gives its Pokémon; ToolFor: the names a Tool works on.
	ToolType string   `yaml:"tool_type"`
	ToolFor  []string `yaml:"tool_for"`
	// StadiumOps: what a Stadium lets each player do once during each of their turns.
	StadiumOps []rawOp `yaml:"stadium_ops"`
	// PlayTogether: how many copies of an Item may be played at once; TogetherPlay: what
	// playing them together does.
	PlayTogether int     `yaml:"play_together"`
	TogetherPlay []rawOp `yaml:"together_play"`
	// Leaving play: a Special Energy card like Rescue Energy (engine.Card.Rescue).
	Rescue bool `yaml:"rescue"`
	// PlayIfActive: a Trainer card played only while the player's Active Pokémon is of one
	// of these types.
	PlayIfActive []string     `yaml:"play_if_active"`
	Attached     *rawAttached `yaml:"attached"` // Special Energy: what it provides while attached
	// NoEffectRuling: the official ruling that says when this Item or Supporter would do
	// nothing and so cannot be played (noeffect.go).
	NoEffectRuling string `yaml:"no_effect_ruling"`
	// PrintedRules: the rules the card prints for itself (engine.PrintedRule names). A short
	// entry takes them from the facts; a full entry must name the same.
	PrintedRules []string `yaml:"printed_rules"`
	// Errata: the official errata ruling whose wording the entry writes (a ruling id);
	// NotInDeckWith: cards that may not share a deck with this one by that errata.
	Errata        string   `yaml:"errata"`
	NotInDeckWith []string `yaml:"not_in_deck_with"`
}

type rawWeak struct {
	Type  string `yaml:"type"`
	Times int    `yaml:"times"`
	Plus  int    `yaml:"plus"`
}

type rawResist struct {
	Type  string `yaml:"type"`
	Minus int    `yaml:"minus"`
}

type rawAttack struct {
	Name   string   `yaml:"name"`
	Cost   []string `yaml:"cost"`
	Damage int      `yaml:"damage"`
	Suffix string   `yaml:"suffix"`
	GX     bool     `yaml:"gx"`
	// IgnoreResistance: the attack's damage is not changed by Resistance.
	IgnoreResistance bool `yaml:"ignore_resistance"`
	// IgnoreDefenderEffects: effects on the Defending Pokémon do not change its damage.
	IgnoreDefenderEffects bool    `yaml:"ignore_defender_effects"`
	ChooseOpp             string  `yaml:"choose_opp"`
	OppChooses            bool    `yaml:"opp_chooses"` // the opponent makes the choose_opp choice
	ChooseOwn             string  `yaml:"choose_own"`
	DamageTo              string  `yaml:"damage_to"`
	Requires              []rawOp `yaml:"requires"`
	Before                []rawOp `yaml:"before"`
	After                 []rawOp `yaml:"after"`

	// IgnoreWeakness: the attack's damage is not changed by Weakness.
	IgnoreWeakness bool `yaml:"ignore_weakness"`
	// Optional: the attack has a part its user may take or not (ops gated opted/declined).
	Optional bool `yaml:"optional"`

	UseIf     *rawCheck `yaml:"use_if"`     // usable only while the check holds
	FirstTurn string    `yaml:"first_turn"` // if-first | only-second: the attack's own first-turn rule
}

// rawOmitted names an attack or power of the printed card that the card file leaves out
// because no engine primitive expresses it; no worked example may use it.
type rawOmitted struct {
	Name string `yaml:"name"`
	Why  string `yaml:"why"`
}

type rawPower struct {
	Name                string   `yaml:"name"`
	Kind                string   `yaml:"kind"`
	Use                 string   `yaml:"use"`
	OncePerTurn         bool     `yaml:"once_per_turn"`
	ActiveOnly          bool     `yaml:"active_only"`
	BenchOnly           bool     `yaml:"bench_only"`
	WorksUnderCondition bool     `yaml:"works_under_condition"`
	ChooseOpp           string   `yaml:"choose_opp"`
	ChooseOwn           string   `yaml:"choose_own"`
	OppChooses          bool     `yaml:"opp_chooses"`
	Ops                 []rawOp  `yaml:"ops"`
	Mods                []rawMod `yaml:"mods"`

	Stats []rawStat `yaml:"stats"` // passive: Retreat Cost and Weakness changes

	// Leaving play: not usable during the player's first turn nor on the turn the
	// Pokémon was put into play.
	NotFirstOrNewTurn bool      `yaml:"not_first_or_new_turn"`
	Optional          bool      `yaml:"optional"`    // a power that works on an event: a "you may" (Action.Opt)
	Costs             []rawCost `yaml:"costs"`       // passive: attack cost changes (describe_energy.go)
	EnergyAs          string    `yaml:"energy_as"`   // passive: the type all Energy on the Pokémon provides
	AttachType        string    `yaml:"attach_type"` // own-attaches: only Energy cards of this type
	// xy- and sm-era cards (second pass).
	UseIf *rawCheck `yaml:"use_if"` // activated: usable only while the check holds
	// NoEffectRuling: as rawCard's, for a power its player chooses to use.
	NoEffectRuling string `yaml:"no_effect_ruling"`
	// LostZoneAttacks: passive, the Pokémon may use the attacks in both Lost Zones
	// (describe_lastd.go).
	LostZoneAttacks bool `yaml:"lost_zone_attacks"`
}

type rawOp struct {
	Op        string      `yaml:"op"`
	Gate      string      `yaml:"gate"`
	Who       string      `yaml:"who"`
	N         int         `yaml:"n"`
	Amount    int         `yaml:"amount"`
	Count     string      `yaml:"count"`
	Condition string      `yaml:"condition"`
	Type      string      `yaml:"type"`
	Filter    *rawFilter  `yaml:"filter"`
	Dest      string      `yaml:"dest"`
	LostZone  bool        `yaml:"lost_zone"`
	Lasting   *rawLasting `yaml:"lasting"`
	Mod       *rawMod     `yaml:"mod"`
	To        string      `yaml:"to"`        // move-energy: the Pokémon the Energy goes to
	FromHand  bool        `yaml:"from_hand"` // bench-restored: from the hand, not the deck
	Top       int         `yaml:"top"`       // search: only the top cards of the deck

	If           *rawCheck `yaml:"if"`            // the op runs only while the check holds
	Per          *rawCheck `yaml:"per"`           // base-per: what to count
	Exact        bool      `yaml:"exact"`         // hand-pick: exactly n cards or the effect cannot go ahead
	Reveal       bool      `yaml:"reveal"`        // each-draw: the drawn cards are shown
	OwnerChooses bool      `yaml:"owner_chooses"` // hand-pick: the hand's owner chooses
	// The deck and Prize cards.
	Either         bool      `yaml:"either"`          // reorder-top: the player picks whose deck
	DifferentTypes bool      `yaml:"different_types"` // search: each card of a type not yet taken
	LegendPair     bool      `yaml:"legend_pair"`     // search: both halves of one Pokémon LEGEND
	UpTo           bool      `yaml:"up_to"`           // search for any card, hand-pick, devolve-chosen: up to the number, none included
	Match          *rawMatch `yaml:"match"`           // targets ops: which Pokémon in play
	// Evolving.
	EvolveRules  bool `yaml:"evolve_rules"`  // evolve-from-deck, rare-candy: the evolving limits apply
	AttachedType bool `yaml:"attached_type"` // evolve-from-deck: of the type of the Energy just attached
	Stage1Too    bool `yaml:"stage_1_too"`   // rare-candy: a Stage 1 card may be put on too
	// No play for no effect (noeffect.go).
	Cost        bool `yaml:"cost"`         // the price of a Trainer card or power, not an effect
	EnergyUnits bool `yaml:"energy_units"` // discard-energy: n counts Energy, not cards
	OppFlips    bool `yaml:"opp_flips"`    // flip, flip-until-tails, flip-per: the opponent flips
}

type rawFilter struct {
	Category    string `yaml:"category"`
	BasicOnly   bool   `yaml:"basic_only"`
	BasicEnergy bool   `yaml:"basic_energy"`
	Type        string `yaml:"type"`
	Trainer     string `yaml:"trainer"`

	// The deck and Prize cards.
	Name      string `yaml:"name"`       // cards of this name only
	Evolution bool   `yaml:"evolution"`  // Evolution cards only
	OrTrainer string `yaml:"or_trainer"` // a second Trainer kind the filter takes
	// xy- and sm-era cards (second pass).
	OrName string `yaml:"or_name"` // a second name the filter takes
	// hgss-era cards (second pass).
	NotName string `yaml:"not_name"` // not cards of this name
}

type rawLasting struct {
	Kind string  `yaml:"kind"`
	When string  `yaml:"when"`
	Mod  *rawMod `yaml:"mod"`

	Attack string `yaml:"attack"` // cant-use-attack: the attack's name

	Coins      int       `yaml:"coins"`       // cancel-flip: coins flipped (any tails: nothing)
	If         *rawCheck `yaml:"if"`          // prevent-all: only against attackers it holds for
	PickAttack bool      `yaml:"pick_attack"` // cant-use-attack: the attack the player picks
	Ops        []rawOp   `yaml:"ops"`         // react-damaged: what happens to the Attacking Pokémon
	Cost       int       `yaml:"cost"`        // cost-more: Colorless symbols added
}

type rawMod struct {
	Stage        string `yaml:"stage"`
	Amount       int    `yaml:"amount"`
	Set          bool   `yaml:"set"`
	OnlyAttack   string `yaml:"only_attack"`
	AttackerType string `yaml:"attacker_type"`
	DefenderType string `yaml:"defender_type"`
	ActiveOnly   bool   `yaml:"active_only"`
	WhileAsleep  bool   `yaml:"while_asleep"` // only while its Pokémon is Asleep
	Source       string `yaml:"source"`

	If       *rawCheck `yaml:"if"`        // only while the check holds
	Per      *rawCheck `yaml:"per"`       // amount for each what the check counts
	Reach    string    `yaml:"reach"`     // holder | own | opponent-active
	OnlyName string    `yaml:"only_name"` // attacks by Pokémon of that name only
	UpTo     int       `yaml:"up_to"`     // with set: only when the damage is that or less
	Flip     bool      `yaml:"flip"`      // applies on heads, flipped when damage would be done
}

// Name tables for the enums the engine does not parse itself.
var (
	stageByName = map[string]engine.Stage{"basic": engine.Basic, "stage-1": engine.Stage1,
		"stage-2": engine.Stage2, "mega": engine.MegaStage, "break": engine.BreakStage,
		"legend": engine.Legend, "restored": engine.Restored, "lv-x": engine.LevelUp}
	tagByName = map[string]engine.Tag{"ex": engine.TagEx, "EX": engine.TagEX, "GX": engine.TagGX,
		"mega": engine.TagMega, "prism-star": engine.TagPrismStar,
		"legend-two-prize": engine.TagLegendTwoPrize, "ultra-beast": engine.TagUltraBeast,
		"ace-spec": engine.TagAceSpec, "star": engine.TagStar}
	trainerByName = map[string]engine.TrainerKind{"item": engine.Item, "supporter": engine.Supporter,
		"stadium": engine.Stadium, "tool": engine.Tool, "technical-machine": engine.TechnicalMachine}
	choiceByName = map[string]engine.Choice{"": engine.ChooseNone, "none": engine.ChooseNone,
		"pokemon": engine.ChoosePokemon, "benched": engine.ChooseBenched}
	countByName = map[string]engine.Count{"": engine.CountNone, "self-counters": engine.CountSelfCounters,
		"defender-counters": engine.CountDefenderCounters, "self-energy": engine.CountSelfEnergy,
		"defender-energy": engine.CountDefenderEnergy, "own-benched": engine.CountOwnBenched,
		"opp-benched": engine.CountOppBenched, "heads": engine.CountHeads,
		"defender-damaged": engine.CountDefenderDamaged, "self-damaged": engine.CountSelfDamaged,
		"defender-retreat": engine.CountDefenderRetreat, "defender-is-type": engine.CountDefenderIsType,
		"defender-evolved": engine.CountDefenderEvolved, "defender-conditioned": engine.CountDefenderConditioned,
		"prizes-taken": engine.CountPrizesTaken,
		// Leaving play.
		"own-lost-pokemon": engine.CountOwnLostPokemon, "done": engine.CountDone}
	destByName = map[string]engine.Dest{"": engine.ToHand, "hand": engine.ToHand,
		"bench": engine.ToBench, "attach": engine.ToAttach, "deck": engine.ToDeck, "discard": engine.ToDiscard,
		"top": engine.ToDeckTop, "bottom": engine.ToDeckBottom,
		// xy- and sm-era cards (second pass).
		"prizes": engine.ToPrizes}
	powerKindByName = map[string]engine.PowerKind{"poke-power": engine.PokePower,
		"poke-body": engine.PokeBody, "ability": engine.Ability}
	powerUseByName = map[string]engine.PowerUse{"activated": engine.UseActivated,
		"passive": engine.UsePassive, "between-turns": engine.UseBetweenTurns,
		"opponent-attaches": engine.UseOpponentAttaches,
		"damaged-active":    engine.UseDamagedActive, "knocked-out-active": engine.UseKnockedOutActive,
		"opponent-retreats": engine.UseOpponentRetreats, "opponent-benches": engine.UseOpponentBenches,
		"benched-from-hand": engine.UseBenchedFromHand, "evolved-from-hand": engine.UseEvolvedFromHand,
		"attached-from-hand": engine.UseAttachedFromHand, "evolves-first-turn-if-second": engine.UseEvolvesFirstTurnIfSecond}
	lastingByName = map[string]engine.LastingKind{"modifier": engine.LastingModifier,
		"cancel-flip": engine.LastingCancelFlip, "cant-attack": engine.LastingCantAttack,
		"cant-retreat": engine.LastingCantRetreat, "prevent-all": engine.LastingPreventAll,
		"cant-use-attack": engine.LastingCantUseAttack,
		"no-abilities":    engine.LastingNoAbilities, "cant-be-healed": engine.LastingCantBeHealed,
		"react-damaged": engine.LastingReactDamaged}
	whenByName = map[string]engine.When{"": engine.OpponentsNextTurn,
		"opponents-next-turn": engine.OpponentsNextTurn, "owners-next-turn": engine.OwnersNextTurn}
	suffixes = map[string]bool{"": true, "+": true, "×": true, "-": true}
)

func names[T any](m map[string]T) string {
	out := make([]string, 0, len(m))
	for k := range m {
		if k != "" {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// cardParser converts one file's raw cards, reporting problems at the line of the value at fault.
type cardParser struct {
	file string
	pl   *problemList
	// play is set while a Trainer card's play is read: only there may an op name the card
	// being played (bench-restored). inAttack is set while an attack's ops are read: there an
	// op's default target is the Defending Pokémon, elsewhere the card's own Pokémon.
	play, inAttack bool
	// inStadiumOps is set while a Stadium's stadium_ops are read.
	inStadiumOps bool
	// inBenchedPower is set while the ops of a power that works when its Pokémon is benched
	// from the hand are read: the bench action carries their moves (describe_lasta.go).
	inBenchedPower bool
	// inActivatedPower is set while the ops of a power its player uses are read (the op
	// opp-supporter belongs only there: describe_lastd.go).
	inActivatedPower bool
}

func (cs *Cards) parseFile(file string, data []byte, pl *problemList) {
	era := eraOfCardFile(file)
	if _, ok := LookupEra(era); !ok {
		pl.add(file, 0, "card file name must be an era id (%s), not %q", strings.Join(EraIDs(), ", "), era)
		return
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		pl.add(file, 0, "not valid YAML: %v", err)
		return
	}
	seq := documentRoot(&doc)
	if seq == nil {
		return
	}
	if seq.Kind != yaml.SequenceNode {
		pl.add(file, seq.Line, "want a list of cards")
		return
	}
	p := cardParser{file: file, pl: pl}
	kc := keyCache{}
	for _, node := range seq.Content {
		before := len(pl.ps)
		if !checkKeys(file, node, reflect.TypeOf(rawCard{}), kc, pl) {
			continue
		}
		var raw rawCard
		if err := node.Decode(&raw); err != nil {
			pl.add(file, node.Line, "%s", yamlTypeError(err))
			continue
		}
		if f, ok := cs.facts[raw.ID]; ok && raw.Category == "" && !raw.Example {
			// A short entry: only what the card does; its printed facts come from cards/facts.
			if !fillFromFacts(file, node, &raw, f, pl) {
				continue
			}
		}
		card := p.card(node, &raw)
		if len(pl.ps) > before || card == nil {
			continue
		}
		if prev, dup := cs.byID[card.ID]; dup {
			pl.add(file, node.Line, "card id %q is already used at %s:%d", card.ID, prev.File, prev.Line)
			continue
		}
		e := &CardEntry{Era: era, Card: card, Example: raw.Example, Note: strings.TrimSpace(raw.Note), File: file, Line: node.Line,
			restoredByLine: at(node, "restored_by"), node: node, omitted: omittedOf(raw.Omitted)}
		cs.byID[card.ID] = e
		cs.Entries = append(cs.Entries, e)
	}
}

// at returns the line of a key's value inside a mapping node (the mapping's own line when the
// key is absent).
func at(m *yaml.Node, key string) int {
	if m.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(m.Content); i += 2 {
			if m.Content[i].Value == key {
				return m.Content[i+1].Line
			}
		}
	}
	return m.Line
}

// child returns a key's value node (nil when absent).
func child(m *yaml.Node, key string) *yaml.Node {
	if m != nil && m.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(m.Content); i += 2 {
			if m.Content[i].Value == key {
				return m.Content[i+1]
			}
		}
	}
	return nil
}

// item returns the i-th element of a sequence under key (the key's node when it is not there).
func item(m *yaml.Node, key string, i int) *yaml.Node {
	n := child(m, key)
	if n == nil {
		return m
	}
	if n.Kind == yaml.SequenceNode && i < len(n.Content) {
		return n.Content[i]
	}
	return n
}

// oppChooses checks opp_chooses: it says who makes the choose_opp choice, so it needs one.
func (p *cardParser) oppChooses(n *yaml.Node, v bool, ch engine.Choice) bool {
	if v && ch == engine.ChooseNone {
		p.bad(at(n, "opp_chooses"), "opp_chooses needs choose_opp: the choice the opponent makes")
	}
	return v
}

func (p *cardParser) bad(line int, format string, args ...any) {
	p.pl.add(p.file, line, format, args...)
}

func (p *cardParser) typ(line int, s string) engine.Type {
	t, ok := engine.ParseType(s)
	if !ok || t == engine.AnyType {
		p.bad(line, "unknown type %q (want Colorless, Grass, Fire, Water, Lightning, Psychic, Fighting, Darkness, Metal, Fairy or Dragon)", s)
	}
	return t
}

func lookup[T any](p *cardParser, m map[string]T, line int, what, s string) T {
	v, ok := m[s]
	if !ok {
		p.bad(line, "unknown %s %q (want one of %s)", what, s, names(m))
	}
	return v
}

func (p *cardParser) card(n *yaml.Node, r *rawCard) *engine.Card {
	c := &engine.Card{ID: r.ID, Name: strings.TrimSpace(r.Name)}
	switch {
	case r.Example && !exampleIDPattern.MatchString(r.ID):
		p.bad(at(n, "id"), "example card id %q must start with example-", r.ID)
	case !r.Example && (!cardIDPattern.MatchString(r.ID) || strings.HasPrefix(r.ID, "example-")):
		p.bad(at(n, "id"), "card id %q: want the set and number, as in hgss2-68", r.ID)
	}
	if r.Example && strings.TrimSpace(r.Note) == "" {
		p.bad(n.Line, "example card %q needs a note saying why no real card is used", r.ID)
	}
	if c.Name == "" {
		p.bad(n.Line, "card %q has no name", r.ID)
	}
	for i, t := range r.Tags {
		c.Tags |= lookup(p, tagByName, item(n, "tags", i).Line, "tag", t)
	}
	if r.RestoredBy != "" && (r.Category != "pokemon" || r.Stage != "restored") {
		p.bad(at(n, "restored_by"), "%s: only a Restored Pokémon (stage: restored) names a fossil Item in restored_by", c.Name)
	}
	if r.PlaysAsBasic && (r.Category != "trainer" || r.Trainer != "item") {
		p.bad(at(n, "plays_as_basic"), "%s: only an Item (category: trainer, trainer: item) is a Fossil Trainer card played as a Basic Pokémon", c.Name)
	}
	switch r.Category {
	case "pokemon":
		c.Category = engine.PokemonCard
		p.pokemon(n, r, c)
	case "trainer":
		c.Category = engine.TrainerCard
		c.Trainer = lookup(p, trainerByName, at(n, "trainer"), "Trainer kind", r.Trainer)
		c.ChooseOpp = lookup(p, choiceByName, at(n, "choose_opp"), "choice", r.ChooseOpp)
		c.ChooseOwn = lookup(p, choiceByName, at(n, "choose_own"), "choice", r.ChooseOwn)
		c.OppChooses = p.oppChooses(n, r.OppChooses, c.ChooseOpp)
		p.play = true
		c.Play = p.ops(child(n, "play"), r.Play)
		p.play = false
		c.Mods = p.mods(child(n, "mods"), r.Mods)
		c.Stats = p.stats(child(n, "stats"), r.Stats, true)
		c.PlayIf = p.check(n, "play_if", r.PlayIf)
		p.trainerStats(n, c)
		p.trainer(n, r, c)
		p.toolFields(n, r, c)
		p.lastbToolFields(n, r, c)
		p.stadiumOps(n, r, c)
		p.together(n, r, c)
		p.trainerNoEffect(n, r, c)
	case "energy":
		c.Category = engine.EnergyCard
		c.BasicEnergy = r.Basic
		if len(r.Provides) == 0 {
			p.bad(n.Line, "Energy card %q provides no Energy (provides: [Fire] or [Colorless, Colorless])", r.ID)
		}
		for i, t := range r.Provides {
			if t == "any" {
				c.Provides = append(c.Provides, engine.AnyType)
				continue
			}
			c.Provides = append(c.Provides, p.typ(item(n, "provides", i).Line, t))
		}
		c.Mods = p.mods(child(n, "mods"), r.Mods)
		c.OnAttach = p.ops(child(n, "on_attach"), r.OnAttach)
		if len(r.OnDamaged) > 0 || r.ToolType != "" || len(r.ToolFor) > 0 || len(r.StadiumOps) > 0 || r.PlayTogether != 0 || len(r.TogetherPlay) > 0 {
			p.bad(n.Line, "%s: on_damaged, tool_type and tool_for belong to a Pokémon Tool, stadium_ops to a Stadium", c.Name)
		}
		c.Attached = p.attached(n, r.Attached)
	default:
		p.bad(at(n, "category"), "card %q: category %q: want pokemon, trainer or energy", r.ID, r.Category)
	}
	p.removeCardFields(n, r, c) // Leaving play.
	p.printedRules(n, r, c)
	p.errata(n, r, c)
	return c
}

// errata reads the official errata a card plays by, and the cards it keeps out of the deck.
func (p *cardParser) errata(n *yaml.Node, r *rawCard, c *engine.Card) {
	c.Errata = strings.TrimSpace(r.Errata)
	if c.Errata != "" && !idPattern.MatchString(c.Errata) {
		p.bad(at(n, "errata"), "%s: errata %q: want the id of an official ruling (content/rulings/<id>.md)", c.Name, c.Errata)
	}
	for i, name := range r.NotInDeckWith {
		name = strings.TrimSpace(name)
		if name == "" || name == c.Name {
			p.bad(item(n, "not_in_deck_with", i).Line, "%s: not_in_deck_with names another card, by name", c.Name)
		}
		c.NotInDeckWith = append(c.NotInDeckWith, name)
	}
	if len(c.NotInDeckWith) > 0 && c.Errata == "" {
		p.bad(at(n, "not_in_deck_with"), "%s: not_in_deck_with needs the errata that says so (errata)", c.Name)
	}
}

// printedRules reads the rules a card prints for itself; each belongs to one kind of card.
func (p *cardParser) printedRules(n *yaml.Node, r *rawCard, c *engine.Card) {
	for i, name := range r.PrintedRules {
		pr, ok := engine.ParsePrintedRule(name)
		if !ok {
			p.bad(item(n, "printed_rules", i).Line, "unknown printed rule %q (want one of %s)", name, strings.Join(engine.PrintedRuleNames(), ", "))
			continue
		}
		fits := false
		switch pr {
		case engine.PrintedMegaEndsTurn:
			fits = c.Category == engine.PokemonCard && c.Stage == engine.MegaStage
		case engine.PrintedStadiumName:
			fits = c.Category == engine.TrainerCard && c.Trainer == engine.Stadium
		default: // a Fossil Trainer card's own limits
			fits = c.PlaysAsBasic
		}
		if !fits {
			p.bad(item(n, "printed_rules", i).Line, "%s: printed rule %s belongs to %s", c.Name, name,
				map[engine.PrintedRule]string{engine.PrintedMegaEndsTurn: "a Mega Evolution Pokémon", engine.PrintedStadiumName: "a Stadium card"}[pr]+
					map[bool]string{true: "a Fossil Trainer card (plays_as_basic)"}[pr != engine.PrintedMegaEndsTurn && pr != engine.PrintedStadiumName])
		}
		c.Printed |= pr
	}
}

// trainer checks what a Trainer card may carry besides its play and mods: a Technical Machine
// has the attacks its Pokémon may use; a Fossil Trainer card has the numbers of the Basic
// Pokémon it is played as. Other Trainer cards have neither.
func (p *cardParser) trainer(n *yaml.Node, r *rawCard, c *engine.Card) {
	if r.Stage != "" || r.EvolvesFrom != "" || len(r.Provides) > 0 || r.LegendHalf != 0 || len(r.OnAttach) > 0 {
		p.bad(n.Line, "%s is a Trainer card: stage, evolves_from, legend_half, provides and on_attach do not apply", c.Name)
	}
	switch {
	case r.PlaysAsBasic:
		c.PlaysAsBasic = true
		p.numbers(n, r, c)
	case c.Trainer == engine.TechnicalMachine:
		if len(r.Attacks) == 0 {
			p.bad(n.Line, "%s is a Technical Machine: give the attack its Pokémon may use (attacks)", c.Name)
		}
		if r.HP != 0 || len(r.Types) > 0 || len(r.Weakness) > 0 || len(r.Resistance) > 0 || r.Retreat != 0 || len(r.Powers) > 0 {
			p.bad(n.Line, "%s is a Technical Machine: it has attacks only (hp, types, weakness, resistance, retreat and powers are its Pokémon's)", c.Name)
		}
		p.attacks(n, r, c)
	default:
		if r.HP != 0 || len(r.Types) > 0 || len(r.Weakness) > 0 || len(r.Resistance) > 0 || r.Retreat != 0 || len(r.Attacks) > 0 || len(r.Powers) > 0 {
			p.bad(n.Line, "%s is a %s card: Pokémon numbers and attacks apply only to Technical Machines (attacks) and Fossil Trainer cards (plays_as_basic: true)", c.Name, c.Trainer)
		}
	}
}

func (p *cardParser) pokemon(n *yaml.Node, r *rawCard, c *engine.Card) {
	c.Stage = lookup(p, stageByName, at(n, "stage"), "stage", r.Stage)
	c.EvolvesFrom = r.EvolvesFrom
	switch {
	case c.Stage.IsEvolution() && c.EvolvesFrom == "":
		p.bad(n.Line, "%s is a %s Pokémon: say what it evolves from (evolves_from)", c.Name, c.Stage)
	case c.Stage == engine.LevelUp && c.EvolvesFrom != "":
		p.bad(at(n, "evolves_from"), "%s is a Pokémon LV.X: it goes on the Pokémon of its own name, so it has no evolves_from", c.Name)
	case !c.Stage.IsEvolution() && c.EvolvesFrom != "":
		p.bad(at(n, "evolves_from"), "%s is a %s Pokémon: it evolves from nothing", c.Name, c.Stage)
	}
	// The engine finds the Pokémon a LV.X goes on by the name without its level, so the level
	// must be printed in the name.
	if c.Stage == engine.LevelUp && !strings.HasSuffix(c.Name, " LV.X") {
		p.bad(at(n, "name"), "%s is a Pokémon LV.X: its name ends in LV.X (Magmar LV.X goes on Magmar)", c.Name)
	}
	c.RestoredBy = strings.TrimSpace(r.RestoredBy)
	if c.Stage == engine.Restored && c.RestoredBy == "" {
		p.bad(n.Line, "%s is a Restored Pokémon: name the fossil Item that puts it on the Bench (restored_by)", c.Name)
	}
	c.LegendHalf = r.LegendHalf
	p.numbers(n, r, c)
	if r.Trainer != "" || len(r.Play) > 0 || len(r.Provides) > 0 || len(r.OnAttach) > 0 || len(r.OnDamaged) > 0 || r.ToolType != "" || len(r.ToolFor) > 0 || len(r.StadiumOps) > 0 || r.PlayTogether != 0 || len(r.TogetherPlay) > 0 {
		p.bad(n.Line, "%s is a Pokémon: trainer, play, provides, on_attach, on_damaged, tool_type, tool_for, stadium_ops, play_together and together_play do not apply", c.Name)
	}
}

// numbers reads the printed numbers of a Pokémon (or of the Basic Pokémon a Fossil Trainer
// card is played as), its attacks and powers, and the list of those left out.
func (p *cardParser) numbers(n *yaml.Node, r *rawCard, c *engine.Card) {
	c.HP = r.HP
	if c.HP <= 0 || c.HP%10 != 0 {
		p.bad(at(n, "hp"), "%s: HP %d must be a positive multiple of 10", c.Name, r.HP)
	}
	if len(r.Types) < 1 || len(r.Types) > 2 {
		p.bad(at(n, "types"), "%s: want one or two types", c.Name)
	}
	for i, t := range r.Types {
		c.Types = append(c.Types, p.typ(item(n, "types", i).Line, t))
	}
	for i, w := range r.Weakness {
		line := item(n, "weakness", i).Line
		if (w.Times == 0) == (w.Plus == 0) {
			p.bad(line, "%s: a Weakness is either times: 2 or plus: N", c.Name)
		}
		c.Weakness = append(c.Weakness, engine.Weakness{Type: p.typ(line, w.Type), Mult: w.Times, Plus: w.Plus})
	}
	for i, rs := range r.Resistance {
		line := item(n, "resistance", i).Line
		if rs.Minus <= 0 || rs.Minus%10 != 0 {
			p.bad(line, "%s: Resistance minus %d must be a positive multiple of 10", c.Name, rs.Minus)
		}
		c.Resistance = append(c.Resistance, engine.Resistance{Type: p.typ(line, rs.Type), Minus: rs.Minus})
	}
	if r.Retreat < 0 || r.Retreat > 5 {
		p.bad(at(n, "retreat"), "%s: Retreat Cost %d is out of range 0..5", c.Name, r.Retreat)
	}
	c.RetreatCost = r.Retreat
	p.attacks(n, r, c)
}

// attacks reads the attacks and powers and checks the omitted list against them.
func (p *cardParser) attacks(n *yaml.Node, r *rawCard, c *engine.Card) {
	seen := map[string]bool{}
	for i, ra := range r.Attacks {
		if seen[ra.Name] {
			p.bad(item(n, "attacks", i).Line, "%s: attack %q is written twice", c.Name, ra.Name)
		}
		c.Attacks = append(c.Attacks, p.attack(item(n, "attacks", i), &ra))
		seen[ra.Name] = true
	}
	for i, rp := range r.Powers {
		if seen[rp.Name] {
			p.bad(item(n, "powers", i).Line, "%s: %q is written twice", c.Name, rp.Name)
		}
		c.Powers = append(c.Powers, p.power(item(n, "powers", i), &rp))
		seen[rp.Name] = true
	}
	for i, o := range r.Omitted {
		line := item(n, "omitted", i).Line
		if o.Name == "" || strings.TrimSpace(o.Why) == "" {
			p.bad(line, "%s: an omitted attack or power needs a name and a why", c.Name)
		}
		if seen[o.Name] {
			p.bad(line, "%s: %q is both defined and omitted", c.Name, o.Name)
		}
	}
}

func (p *cardParser) attack(n *yaml.Node, r *rawAttack) engine.Attack {
	a := engine.Attack{Name: r.Name, Damage: r.Damage, Suffix: r.Suffix, GX: r.GX, IgnoreResistance: r.IgnoreResistance,
		IgnoreDefenderEffects: r.IgnoreDefenderEffects, IgnoreWeakness: r.IgnoreWeakness, Optional: r.Optional}
	if a.Name == "" {
		p.bad(n.Line, "attack has no name")
	}
	if r.Damage < 0 || r.Damage%10 != 0 {
		p.bad(at(n, "damage"), "attack %s: damage %d must be a non-negative multiple of 10", r.Name, r.Damage)
	}
	if !suffixes[r.Suffix] {
		p.bad(at(n, "suffix"), "attack %s: suffix %q: want +, ×, - or nothing", r.Name, r.Suffix)
	}
	for i, t := range r.Cost {
		a.Cost = append(a.Cost, p.typ(item(n, "cost", i).Line, t))
	}
	a.ChooseOpp = lookup(p, choiceByName, at(n, "choose_opp"), "choice", r.ChooseOpp)
	a.ChooseOwn = lookup(p, choiceByName, at(n, "choose_own"), "choice", r.ChooseOwn)
	a.OppChooses = p.oppChooses(n, r.OppChooses, a.ChooseOpp)
	switch r.DamageTo {
	case "", "defending":
		a.DamageTo = engine.WhoDefending
	case "chosen-opponent":
		a.DamageTo = engine.WhoChosenOpp
		if a.ChooseOpp == engine.ChooseNone {
			p.bad(at(n, "damage_to"), "attack %s: damage_to chosen-opponent needs choose_opp", r.Name)
		}
	default:
		p.bad(at(n, "damage_to"), "attack %s: damage_to %q: want defending or chosen-opponent", r.Name, r.DamageTo)
	}
	p.inAttack = true
	a.Requires = p.ops(child(n, "requires"), r.Requires)
	a.Before = p.ops(child(n, "before"), r.Before)
	a.After = p.ops(child(n, "after"), r.After)
	p.optionalFields(n, &a)
	p.picksFields(n, &a) // Leaving play.
	p.evolveAttack(n, r, &a)
	p.inAttack = false
	a.UseIf = p.check(n, "use_if", r.UseIf)
	return a
}

func (p *cardParser) power(n *yaml.Node, r *rawPower) engine.Power {
	pw := engine.Power{Name: r.Name, OncePerTurn: r.OncePerTurn, ActiveOnly: r.ActiveOnly, BenchOnly: r.BenchOnly,
		WorksUnderCondition: r.WorksUnderCondition, NotFirstOrNewTurn: r.NotFirstOrNewTurn}
	if pw.NotFirstOrNewTurn && r.Use != "activated" { // Leaving play.
		p.bad(at(n, "not_first_or_new_turn"), "power %s: not_first_or_new_turn limits a power its player uses (use: activated)", r.Name)
	}
	if pw.Name == "" {
		p.bad(n.Line, "power has no name")
	}
	pw.Kind = lookup(p, powerKindByName, at(n, "kind"), "power kind", r.Kind)
	pw.Use = lookup(p, powerUseByName, at(n, "use"), "power use", r.Use)
	pw.ChooseOpp = lookup(p, choiceByName, at(n, "choose_opp"), "choice", r.ChooseOpp)
	pw.ChooseOwn = lookup(p, choiceByName, at(n, "choose_own"), "choice", r.ChooseOwn)
	pw.OppChooses = p.oppChooses(n, r.OppChooses, pw.ChooseOpp)
	p.inBenchedPower = pw.Use == engine.UseBenchedFromHand
	p.inActivatedPower = pw.Use == engine.UseActivated
	pw.Ops = p.ops(child(n, "ops"), r.Ops)
	p.inBenchedPower, p.inActivatedPower = false, false
	pw.Mods = p.mods(child(n, "mods"), r.Mods)
	pw.Stats = p.stats(child(n, "stats"), r.Stats, false)
	if len(pw.Stats) > 0 && pw.Use != engine.UsePassive {
		p.bad(at(n, "stats"), "power %s: stats belong to a passive power", r.Name)
	}
	pw.Costs = p.costs(n, r)
	pw.EnergyAs = p.energyAs(n, r)
	pw.AttachType = p.attachType(n, r, pw.Use)
	pw.UseIf = p.check(n, "use_if", r.UseIf)
	if r.UseIf != nil && pw.Use != engine.UseActivated {
		p.bad(at(n, "use_if"), "power %s: use_if limits a power its player uses (use: activated)", r.Name)
	}
	p.lastdPower(n, r, &pw)
	if pw.Use == engine.UsePassive && len(pw.Mods) == 0 && len(pw.Stats) == 0 && len(pw.Costs) == 0 && pw.EnergyAs == engine.Colorless && !pw.LostZoneAttacks {
		p.bad(n.Line, "passive power %s has no mods", r.Name)
	}
	p.evolvePower(n, r, &pw)
	p.powerNoEffect(n, r, &pw)
	p.lastAPower(n, &pw)
	return pw
}

func (p *cardParser) ops(seq *yaml.Node, raws []rawOp) []engine.Op {
	var out []engine.Op
	for i := range raws {
		n := seq
		if seq != nil && seq.Kind == yaml.SequenceNode && i < len(seq.Content) {
			n = seq.Content[i]
		}
		out = append(out, p.op(n, &raws[i]))
	}
	return out
}

func (p *cardParser) op(n *yaml.Node, r *rawOp) engine.Op {
	var o engine.Op
	kind, ok := engine.ParseOpKind(r.Op)
	if now, removed := removedOps[r.Op]; removed && !ok {
		p.bad(at(n, "op"), "op %q is no longer a primitive: write %s", r.Op, now)
	} else if !ok {
		p.bad(at(n, "op"), "unknown op %q (engine/README.md lists the primitives)", r.Op)
	}
	o.Kind = kind
	if r.Gate != "" {
		g, ok := engine.ParseGate(r.Gate)
		if !ok {
			p.bad(at(n, "gate"), "unknown gate %q (want always, heads, tails, each-heads, each-tails, opted, declined or done)", r.Gate)
		}
		o.Gate = g
	}
	if r.Who != "" {
		w, ok := engine.ParseWho(r.Who)
		if !ok {
			p.bad(at(n, "who"), "unknown target %q", r.Who)
		}
		o.Who = w
	}
	o.N, o.Amount, o.ToLostZone, o.FromHand, o.Top = r.N, r.Amount, r.LostZone, r.FromHand, r.Top
	if r.Top != 0 && (kind != engine.OpSearch && kind != engine.OpTakeTop || r.Top < 0) {
		p.bad(at(n, "top"), "top applies only to ops search and take-top, as a positive number of cards")
	}
	p.deckFields(n, r, &o)
	o.Count = lookup(p, countByName, at(n, "count"), "count", r.Count)
	o.Dest = lookup(p, destByName, at(n, "dest"), "destination", r.Dest)
	p.opFields(n, r, &o)
	p.handFields(n, r, &o)
	p.noEffectFields(n, r, &o)
	if r.Condition != "" {
		c, ok := engine.ParseCondition(r.Condition)
		if !ok {
			p.bad(at(n, "condition"), "unknown Special Condition %q (want asleep, confused, paralyzed, burned or poisoned)", r.Condition)
		}
		o.Cond = c
	}
	if kind == engine.OpCondition && o.Cond == 0 {
		p.bad(n.Line, "op condition needs a condition")
	}
	if r.Type != "" {
		o.Type = p.typ(at(n, "type"), r.Type)
		if kind == engine.OpBasePer && !o.Count.UsesType() {
			p.bad(at(n, "type"), "op base-per: type applies to counts self-energy, defender-energy and defender-is-type only")
		}
	}
	if o.Count == engine.CountDefenderIsType && r.Type == "" {
		p.bad(n.Line, "count defender-is-type needs type: the type the Defending Pokémon must be")
	}
	if r.Filter != nil {
		f := child(n, "filter")
		o.Filter.BasicOnly, o.Filter.BasicEnergy = r.Filter.BasicOnly, r.Filter.BasicEnergy
		switch r.Filter.Category {
		case "":
			o.Filter.AnyCategory = true
		case "pokemon":
			o.Filter.Category = engine.PokemonCard
		case "trainer":
			o.Filter.Category = engine.TrainerCard
		case "energy":
			o.Filter.Category = engine.EnergyCard
		default:
			p.bad(at(f, "category"), "filter category %q: want pokemon, trainer or energy", r.Filter.Category)
		}
		if r.Filter.Type != "" {
			o.Filter.Type = p.typ(at(f, "type"), r.Filter.Type)
		}
		if r.Filter.Trainer != "" {
			o.Filter.Trainer = 1 + uint8(lookup(p, trainerByName, at(f, "trainer"), "Trainer kind", r.Filter.Trainer))
		}
		o.Filter.Name, o.Filter.Evolution = r.Filter.Name, r.Filter.Evolution
		o.Filter.NotName = strings.TrimSpace(r.Filter.NotName)
		p.orTrainer(f, r.Filter, &o.Filter)
		p.orName(f, r.Filter, &o.Filter)
	}
	if r.Lasting != nil {
		ln := child(n, "lasting")
		o.Lasting.Kind = lookup(p, lastingByName, at(ln, "kind"), "lasting effect", r.Lasting.Kind)
		o.Lasting.When = lookup(p, whenByName, at(ln, "when"), "when", r.Lasting.When)
		if r.Lasting.Mod != nil {
			o.Lasting.Mod = p.mod(child(ln, "mod"), r.Lasting.Mod)
		} else if o.Lasting.Kind == engine.LastingModifier {
			p.bad(ln.Line, "a lasting modifier needs a mod")
		}
		o.Lasting.Attack = r.Lasting.Attack
		p.passiveLasting(ln, r.Lasting, &o.Lasting)
		o.Lasting.Cost = r.Lasting.Cost
		if (r.Lasting.Cost > 0) != (o.Lasting.Kind == engine.LastingCostMore) {
			p.bad(ln.Line, "lasting: cost (a positive number) goes with kind cost-more, and only there")
		}
		if (r.Lasting.Attack != "" || r.Lasting.PickAttack) != (o.Lasting.Kind == engine.LastingCantUseAttack) {
			p.bad(ln.Line, "lasting: attack names the attack of kind cant-use-attack, and only there")
		}
	}
	if kind == engine.OpLasting && r.Lasting == nil {
		p.bad(n.Line, "op lasting needs lasting: {kind, when}")
	}
	if r.Mod != nil {
		o.Mod = p.mod(child(n, "mod"), r.Mod)
	}
	if kind == engine.OpTurnModifier && r.Mod == nil {
		p.bad(n.Line, "op turn-modifier needs mod")
	}
	p.reactOp(n, r, &o)
	p.targetsFields(n, r, &o)
	// Leaving play.
	if (kind == engine.OpDiscardOppEnergy || kind == engine.OpLostOwnEnergy || kind == engine.OpKOLostZone) && !p.inAttack ||
		kind == engine.OpKeepBench && !p.play {
		p.bad(at(n, "op"), "op %s belongs in an attack (keep-bench: in a Trainer card's play): it reads the action's picks or the attack's damage", kind)
	}
	p.evolveOp(n, r, &o)
	p.energyFields(n, &o)
	p.hgss2Op(n, r, &o)
	p.smxy2Fields(n, r, &o)
	p.lastAFields(n, &o)
	p.oneSpelling(n, &o)
	p.lastbFields(n, r, &o)
	p.lastdFields(n, r, &o)
	p.lastcFields(n, r, &o)
	return o
}

// Where each op may send cards (dest), and which ops take the fields added with the special
// kinds of card. An op given a field it does not read is an error, so a misplaced field is
// not silently ignored.
var destsByOp = map[engine.OpKind][]string{
	engine.OpSearch:  {"hand", "bench", "attach", "discard"},
	engine.OpDevolve: {"hand", "deck", "discard"},
	// Last cards (share c).
	engine.OpDevolveChosen: {"hand", "deck", "discard"},
	// The deck and Prize cards.
	engine.OpDiscardToDeck: {"top", "bottom", "deck"},
	engine.OpHandToDeck:    {"top", "bottom", "deck"},
	// Leaving play.
	engine.OpReturnPokemon: {"hand", "deck"},
	engine.OpReturnEnergy:  {"hand", "deck"},
}

// sideOf says whose Pokémon a target is (0: the player using the card, 1: the opponent) and
// whether it is one Pokémon.
func sideOf(w engine.Who) (side int, one bool) {
	switch w {
	case engine.WhoDefending, engine.WhoChosenOpp:
		return 1, true
	case engine.WhoEachOppBenched:
		return 1, false
	case engine.WhoEachOwnBenched:
		return 0, false
	}
	return 0, true
}

func (p *cardParser) opFields(n *yaml.Node, r *rawOp, o *engine.Op) {
	if r.Dest != "" {
		allowed, ok := destsByOp[o.Kind]
		if !ok {
			p.bad(at(n, "dest"), "op %s takes no dest (only search, devolve, discard-to-deck, hand-to-deck, return-pokemon and return-energy send cards somewhere)", o.Kind)
		} else if !slices.Contains(allowed, r.Dest) {
			p.bad(at(n, "dest"), "op %s: dest %q: want one of %s", o.Kind, r.Dest, strings.Join(allowed, ", "))
		}
	}
	o.OppFlips = r.OppFlips
	if r.OppFlips && o.Kind != engine.OpFlip && o.Kind != engine.OpFlipUntilTails && o.Kind != engine.OpFlipPer {
		p.bad(at(n, "opp_flips"), "opp_flips applies only to ops flip, flip-until-tails and flip-per")
	}
	if r.FromHand && o.Kind != engine.OpBenchRestored && o.Kind != engine.OpAttachSplit && o.Kind != engine.OpDiscardChosen {
		p.bad(at(n, "from_hand"), "from_hand applies only to ops bench-restored, attach-split and discard-chosen")
	}
	if o.Kind == engine.OpBenchRestored && !p.play {
		p.bad(n.Line, "op bench-restored puts Restored Pokémon that name the card being played: it belongs in a Trainer card's play")
	}
	p.passiveOp(n, r, o)
	if r.To != "" {
		w, ok := engine.ParseWho(r.To)
		if !ok || w == engine.WhoDefault {
			p.bad(at(n, "to"), "unknown target %q for to", r.To)
		}
		o.To = w
		if !takesTo(o.Kind) {
			p.bad(at(n, "to"), "to applies only to ops move-energy, move-counters, move-counters-chosen, move-energy-chosen and swap-damage")
		}
	}
	if o.Kind != engine.OpMoveEnergy {
		return
	}
	if r.To == "" {
		p.bad(n.Line, "op move-energy needs to: the Pokémon the Energy goes to")
		return
	}
	// Unset, who is the Defending Pokémon in an attack and the card's own Pokémon elsewhere.
	from := o.Who
	if from == engine.WhoDefault {
		from = engine.WhoSelf
		if p.inAttack {
			from = engine.WhoDefending
		}
	}
	fromSide, fromOne := sideOf(from)
	toSide, toOne := sideOf(o.To)
	switch {
	case !fromOne || !toOne:
		p.bad(n.Line, "op move-energy moves Energy from one Pokémon to one other: who %s and to %s must each name one Pokémon", o.Who, o.To)
	case fromSide != toSide:
		p.bad(n.Line, "op move-energy moves Energy between one player's Pokémon: who %s and to %s belong to different players", o.Who, o.To)
	case from == o.To:
		p.bad(n.Line, "op move-energy: who and to are both %s", o.To)
	}
}

func (p *cardParser) mods(seq *yaml.Node, raws []rawMod) []engine.Modifier {
	var out []engine.Modifier
	for i := range raws {
		n := seq
		if seq != nil && seq.Kind == yaml.SequenceNode && i < len(seq.Content) {
			n = seq.Content[i]
		}
		out = append(out, p.mod(n, &raws[i]))
	}
	return out
}

func (p *cardParser) mod(n *yaml.Node, r *rawMod) engine.Modifier {
	m := engine.Modifier{Amount: r.Amount, Set: r.Set, OnlyAttack: r.OnlyAttack,
		ActiveOnly: r.ActiveOnly, WhileAsleep: r.WhileAsleep, Source: r.Source}
	st, ok := engine.ParseModStage(r.Stage)
	if !ok {
		p.bad(at(n, "stage"), "modifier stage %q: want attacker, defender-cards or defender", r.Stage)
	}
	m.Stage = st
	if r.AttackerType != "" {
		m.AttackerType = p.typ(at(n, "attacker_type"), r.AttackerType)
	}
	if r.DefenderType != "" {
		m.DefenderType = p.typ(at(n, "defender_type"), r.DefenderType)
	}
	if r.Amount%10 != 0 {
		p.bad(at(n, "amount"), "modifier amount %d must be a multiple of 10", r.Amount)
	}
	p.passiveMod(n, r, &m)
	return m
}

// scalarTags is the tag a scalar of each kind of field resolves to when it is plainly right.
var scalarTags = map[reflect.Kind]string{reflect.String: "!!str", reflect.Int: "!!int", reflect.Bool: "!!bool"}

// keyCache maps the yaml keys of each struct type to their field types, worked out once per
// type for a whole file.
type keyCache map[reflect.Type]map[string]reflect.Type

func (kc keyCache) fields(t reflect.Type) map[string]reflect.Type {
	if f, ok := kc[t]; ok {
		return f
	}
	f := map[string]reflect.Type{}
	for i := 0; i < t.NumField(); i++ {
		tag := strings.Split(t.Field(i).Tag.Get("yaml"), ",")[0]
		if tag != "" && tag != "-" {
			f[tag] = t.Field(i).Type
		}
	}
	kc[t] = f
	return f
}

// checkKeys reports every key of a mapping node (and of the mappings nested in it) that the
// struct type t has no yaml tag for, and every scalar of the wrong kind, each at its own line.
// It reports false when it found any.
func checkKeys(file string, n *yaml.Node, t reflect.Type, kc keyCache, pl *problemList) bool {
	okAll := true
	var walk func(n *yaml.Node, t reflect.Type)
	walk = func(n *yaml.Node, t reflect.Type) {
		for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
			if t.Kind() == reflect.Slice {
				if n.Kind == yaml.SequenceNode {
					for _, c := range n.Content {
						walk(c, t.Elem())
					}
				}
				return
			}
			t = t.Elem()
		}
		if t.Kind() != reflect.Struct || n.Kind != yaml.MappingNode {
			return
		}
		fields := kc.fields(t)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i]
			ft, ok := fields[k.Value]
			if !ok {
				known := slices.Sorted(maps.Keys(fields))
				pl.add(file, k.Line, "unknown key %q (want one of %s)", k.Value, strings.Join(known, ", "))
				okAll = false
				continue
			}
			v := n.Content[i+1]
			switch ft.Kind() {
			case reflect.String, reflect.Int, reflect.Bool:
				if v.Kind == yaml.ScalarNode && v.Tag == scalarTags[ft.Kind()] {
					continue // plainly the right kind: nothing to report
				}
				// Decode scalars one by one so a wrong kind of value is reported at its line.
				if err := v.Decode(reflect.New(ft).Interface()); err != nil {
					pl.add(file, v.Line, "%s: %s", k.Value, yamlTypeError(err))
					okAll = false
				}
			default:
				walk(v, ft)
			}
		}
	}
	walk(n, t)
	return okAll
}
