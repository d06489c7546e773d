// Package scenarios holds rulesd's worked examples: YAML files that set up a board, script
// coin flips and actions, and state what must hold along the way. The runner plays them on the
// rules engine under each era they name; the same file is a test (go test runs every one) and
// a page (a person steps through the run). The file format is described in data/README.md.
package scenarios

import (
	"slices"
	"sort"
)

// The two sides of every worked example. Player 1 (index 0) is alice, player 2 is bob.
var playerIDs = [2]string{"alice", "bob"}

// Scenario is one parsed worked example.
type Scenario struct {
	ID      string   `json:"id"`
	Title   string   `json:"title"`
	Summary string   `json:"summary"`
	Eras    []string `json:"eras"`
	// Teaches lists the topic ids (content/topics.yaml) the example shows.
	Teaches []string `json:"teaches"`
	// Coins are the scripted flips per era, consumed in order.
	Coins map[string][]string `json:"coins"`
	// Cites are the rule anchors (topic#n, or ruling:<id> for an official ruling) per era
	// that the run must cite.
	Cites   map[string][]string `json:"cites"`
	Board   Setup               `json:"board"`
	Actions []Action            `json:"actions"`
	Expect  []Expectation       `json:"expect"`
	// File is where the scenario was read from; Source is its text.
	File   string `json:"file"`
	Source string `json:"-"`
}

// Setup is the starting board of a scenario.
type Setup struct {
	Turn    int       `json:"turn"`
	Current string    `json:"current"` // alice or bob
	First   string    `json:"first,omitempty"`
	Filler  string    `json:"filler,omitempty"` // card id used for deck/Prize/discard counts
	Sides   [2]Side   `json:"sides"`
	Stadium string    `json:"stadium,omitempty"`
	Owner   string    `json:"stadium_owner,omitempty"`
	Done    TurnFlags `json:"done"`
}

// TurnFlags are the once-per-turn things the turn player already did before the board.
type TurnFlags struct {
	EnergyAttached  bool `json:"energy_attached,omitempty"`
	SupporterPlayed bool `json:"supporter_played,omitempty"`
	Retreated       bool `json:"retreated,omitempty"`
	StadiumPlayed   bool `json:"stadium_played,omitempty"`
}

// Side is one player's half of the starting board. Hand, deck, Prize cards and discard pile
// are either card ids or a count of filler cards.
type Side struct {
	Active  *PokemonSetup  `json:"active"`
	Bench   []PokemonSetup `json:"bench"`
	Hand    []string       `json:"hand"`
	Deck    []string       `json:"deck"`
	Prizes  []string       `json:"prizes"`
	Discard []string       `json:"discard"`
	// GXUsed: the player already used a GX attack this game.
	GXUsed bool `json:"gx_used,omitempty"`
}

// PokemonSetup is one Pokémon in play at the start.
type PokemonSetup struct {
	Card       string   `json:"card"`
	Under      []string `json:"under,omitempty"`
	Damage     int      `json:"damage,omitempty"`
	Conditions []string `json:"conditions,omitempty"`
	// Energy lists attached Energy: a type name ("Fire") for that basic Energy, or a card id.
	Energy []string `json:"energy,omitempty"`
	Tool   string   `json:"tool,omitempty"`
	// TMs are the Technical Machines attached, in the order attached.
	TMs     []string `json:"tms,omitempty"`
	Entered int      `json:"entered,omitempty"` // the turn it was played or last evolved
	// Paralyzed is the turn it became Paralyzed; 0 means the turn before the board's turn.
	Paralyzed int `json:"paralyzed,omitempty"`

	pos pos
}

// Action is one scripted action. Exactly one verb field is set.
type Action struct {
	Verb string `json:"verb"` // attack, attach, evolve, bench, legend, play, retreat, power, end-turn, promote, take-prize, sudden-death, choose-first, setup-active, setup-bench, setup-done, extra-draw, use-stadium, discard-from-play
	Arg  string `json:"arg,omitempty"`
	// Player is who acts (alice or bob); empty: whoever the game waits for.
	Player string `json:"player,omitempty"`
	// Name labels the step so expectations (and links) can refer to it.
	Name   string   `json:"name,omitempty"`
	To     string   `json:"to,omitempty"`     // attach/evolve/play: which own Pokémon (active, bench1..bench5)
	Target string   `json:"target,omitempty"` // an opponent's Pokémon the card asks to choose
	Own    string   `json:"own,omitempty"`    // one of your Pokémon the card asks to choose
	Pay    []string `json:"discard,omitempty"`

	// Option: take the attack's, Trainer card's or power's optional part ("you may …"), or
	// use the "you may" power of the card benched, evolved or given Energy.
	Option bool `json:"option,omitempty"`
	// FromHand and FromTheirHand name by id the cards an effect chooses from the acting
	// player's hand and from the opponent's (engine Action.HandPicks, OppHandPicks).
	FromHand      []string `json:"from-hand,omitempty"`
	FromTheirHand []string `json:"from-their-hand,omitempty"`
	// Take names by id the cards an evolving effect takes: engine.Action.Takes, which
	// engine.Game.ChooseCards sets from the ids.
	Take []string `json:"take,omitempty"`
	// Pick names the Defending Pokémon's attack that an attack such as Torment forbids;
	// attacks that name one only.
	Pick string `json:"pick,omitempty"`
	// FromLostZone names by id the card in a Lost Zone whose attack a Pokémon with Lost Link
	// uses, where attacks of one name come from several cards.
	FromLostZone string `json:"from-lost-zone,omitempty"`
	// Eras limits the action to some of the scenario's eras.
	Eras []string `json:"eras,omitempty"`
	// Refused lists the eras in which the rules must refuse the action.
	Refused []string `json:"refused,omitempty"`
	// Picks and Moves: the Pokémon a card that picks several chooses, and the damage
	// counters moved one by one (from>to), for attacks and Trainer cards (picks.go).
	Picks []string `json:"picks,omitempty"`
	Moves []string `json:"moves,omitempty"`
	// Choices holds the other choice keys (choices.go): key → the values as written.
	Choices map[string][]string `json:"choices,omitempty"`

	pos pos
	// keys are the keys the file wrote that answer a choice, even with an empty list: a
	// choice written is never filled in by the runner.
	keys []string
	// filled: the runner filled in the choices the file left out (complete).
	filled bool
}

// Expectation is a set of checks at one step (a step name, "start" or "end"), in some eras.
type Expectation struct {
	At     string   `json:"at"`
	Eras   []string `json:"eras"`
	Checks []Want   `json:"checks"`

	pos pos
}

// Want is one check: a path into the step (board, events, damage, result) and the value it
// must have.
type Want struct {
	Path  string `json:"path"`
	Value string `json:"value"`

	pos pos
}

type pos struct{ line, col int }

// Set is a validated collection of scenarios.
type Set struct {
	list []*Scenario
	byID map[string]*Scenario
}

// All returns every scenario, sorted by id.
func (s *Set) All() []*Scenario { return slices.Clone(s.list) }

// Get returns the scenario with the given id.
func (s *Set) Get(id string) (*Scenario, bool) {
	sc, ok := s.byID[id]
	return sc, ok
}

// Teaching returns the scenarios that teach a topic, sorted by id, for rule pages.
func (s *Set) Teaching(topic string) []*Scenario {
	var out []*Scenario
	for _, sc := range s.list {
		if slices.Contains(sc.Teaches, topic) {
			out = append(out, sc)
		}
	}
	return out
}

func newSet(list []*Scenario) *Set {
	sort.Slice(list, func(i, j int) bool { return list[i].ID < list[j].ID })
	s := &Set{list: list, byID: map[string]*Scenario{}}
	for _, sc := range list {
		s.byID[sc.ID] = sc
	}
	return s
}

// Runs says whether the scenario runs under an era.
func (sc *Scenario) Runs(era string) bool { return slices.Contains(sc.Eras, era) }
