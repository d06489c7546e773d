package scenarios

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulesd/rulesd/engine"
)

// The choices an attack, a power or a Trainer card asks of a player, in scenario files. Each
// key sets one field of the engine's action; which key an action takes depends on what its
// effect reads, and the runner refuses a key the effect does not read, naming the one it does
// (data/README.md, "Choices").
//
//   - {play: sm5-120, they-keep: [bench2, bench3]}       # Cyrus ◇: the opponent keeps these
//   - {attack: Dark Call-GX, from-their-pokemon: [active, bench1]}
//   - {attack: Clairvoyant Eye, order: [3, 1, 2]}         # the third card goes on top
type choiceKey struct {
	key    string
	field  string    // the engine Action field the key sets
	values valueKind // how its values are written
	what   string    // what the values name, for messages and the format's documentation
}

type valueKind int

const (
	slotValues     valueKind = iota // active, bench1..bench5
	benchValues                     // bench1..bench5
	placeValues                     // whole numbers from 1: places among the cards looked at
	idValues                        // card ids
	flagValue                       // true
	conditionValue                  // a Special Condition
	moveValues                      // from>to
	energyValues                    // an Energy type (its basic Energy) or an Energy card id
	takeValues                      // as energyValues, with an optional slot first (bench1:Fire)
)

// choiceKeys are the keys checked against what the action's effect reads. The others that
// answer a choice (own, target, option, pick, take, from-hand, from-their-hand) keep their
// own checks.
var choiceKeys = []choiceKey{
	{"picks", "Spots", slotValues, "the Pokémon picked, one entry a pick or a damage counter"},
	{"moves", "Moves", moveValues, "what is moved between Pokémon, one damage counter or Energy card an entry"},
	{"split", "Split", slotValues, "the Pokémon each card goes to (or comes from), one entry a card"},
	{"keep", "Picks", benchValues, "your Benched Pokémon that stay"},
	{"they-keep", "Picks", benchValues, "the opponent's Benched Pokémon that stay, the opponent's choice"},
	{"from-pokemon", "Picks", slotValues, "your Pokémon each Energy card comes from, one entry a card"},
	{"from-their-pokemon", "Picks", slotValues, "the opponent's Pokémon each Energy card comes from, one entry a card"},
	{"order", "Picks", placeValues, "the new order of the cards looked at from the top of your deck, top first"},
	{"their-order", "Picks", placeValues, "the new order of the cards looked at from the top of the opponent's deck, top first"},
	{"top", "Picks", placeValues, "the cards looked at that go back on top, top first"},
	{"bottom", "Picks", placeValues, "the cards looked at that go under the deck, the first highest"},
	{"to-hand", "Picks", placeValues, "the cards looked at that go into the hand"},
	{"prizes", "Picks", placeValues, "the Prize cards looked at"},
	{"from-discard", "Picks", idValues, "the cards taken from the discard pile"},
	{"to-deck", "Picks", idValues, "the cards put from the hand into the deck"},
	{"to-discard", "Picks", idValues, "the cards discarded from the hand"},
	{"energy", "Picks", energyValues, "the Energy cards moved, by type or id, from the Pokémon they leave"},
	{"take-energy", "EnergyTakes", takeValues, "the Energy cards on your Pokémon the effect discards or moves, by type or id (bench1:Fire names the Pokémon)"},
	{"take-their-energy", "EnergyTakes", takeValues, "the Energy cards on the opponent's Pokémon the effect discards or moves, by type or id (bench1:Fire names the Pokémon), your choice"},
	{"together", "Picks", flagValue, "the other copies played with it"},
	{"cure", "Index", conditionValue, "the Special Condition removed"},
	{"they-discard", "BenchDiscard", benchValues, "the opponent's Benched Pokémon they discard when their Bench limit falls during the action, the opponent's choice"},
	{"discard-benched", "OwnBenchDiscard", benchValues, "your own Benched Pokémon you discard when your Bench limit falls during your action"},
	{"find", "Finds", idValues, "the cards a search of the deck finds, by id, in the order found; [] for none"},
	{"they-find", "OppFinds", idValues, "the Basic Pokémon the opponent benches from their own deck where each player searches theirs, by id, their choice; [] for none"},
	{"they-share", "ExpShare", benchValues, "the opponent's Benched Pokémon whose Exp. Share takes a basic Energy card when the attack Knocks Out their Active Pokémon, in the order they work, their choice; [] for none"},
	{"they-share-energy", "ExpShareEnergy", energyValues, "the basic Energy card each Exp. Share holder they-share: names takes from the opponent's Active Pokémon, by type or id, in the same order, their choice"},
}

// handKeys are the keys for cards chosen from a hand (engine HandPicks, OppHandPicks), read
// by the effects that pick from a hand; the runner resolves their ids (actions.go).
var handKeys = map[string]string{
	"from-hand":       "cards chosen from your hand",
	"from-their-hand": "cards chosen from the opponent's hand",
}

// keyWhat says what a choice key's values name.
func keyWhat(key string) string {
	if w, ok := handKeys[key]; ok {
		return w
	}
	k, _ := lookupChoice(key)
	return k.what
}

func lookupChoice(key string) (choiceKey, bool) {
	i := slices.IndexFunc(choiceKeys, func(k choiceKey) bool { return k.key == key })
	if i < 0 {
		return choiceKey{}, false
	}
	return choiceKeys[i], true
}

// choiceKeyNames are the keys of choiceKeys besides picks and moves (picks.go reads those).
func choiceKeyNames() []string {
	var out []string
	for _, k := range choiceKeys[2:] {
		out = append(out, k.key)
	}
	return out
}

// choiceFields reads the choice keys of choiceKeyNames into a.Choices.
func (p *parser) choiceFields(m map[string]*yaml.Node, a *Action, what string, cards CardSource) {
	for _, k := range choiceKeys[2:] {
		v, ok := m[k.key]
		if !ok {
			continue
		}
		switch {
		case k.key == "they-share", k.key == "they-share-energy":
			if a.Verb != "attack" {
				p.bad(v, "%s.%s: only an attack asks for this choice (the opponent's Exp. Share, when the attack Knocks Out their Active Pokémon)", what, k.key)
				continue
			}
		case benchKey(k.key):
			if !slices.Contains(discardVerbs, a.Verb) {
				p.bad(v, "%s.%s: %s", what, k.key, keyVerbs(k.key))
				continue
			}
		case a.Verb == "attack" || a.Verb == "power" || a.Verb == "play":
		case k.key == "energy" && a.Verb == "bench":
			// The power that works when the card is benched may move Energy (Celebration Wind).
		case k.key == "find" && slices.Contains([]string{"bench", "evolve", "attach"}, a.Verb):
			// The power that works when the card is benched, evolved or given Energy may search.
		case k.key == "from-discard" && (a.Verb == "bench" || a.Verb == "evolve"):
			// The power that works when the card is benched or evolved may attach Energy
			// from the discard pile (Stardust Song, Blessings of the Frost).
		case k.key == "find":
			p.bad(v, "%s.find: only an attack, a power, a Trainer card, or a card's power that works when it is benched, evolved or given Energy, searches the deck", what)
			continue
		case k.key == "from-discard":
			p.bad(v, "%s.from-discard: only an attack, a power, a Trainer card, or a card's power that works when it is benched or evolved, takes cards from the discard pile", what)
			continue
		default:
			p.bad(v, "%s.%s: only an attack, a power or a Trainer card asks for this choice", what, k.key)
			continue
		}
		if a.Choices == nil {
			a.Choices = map[string][]string{}
		}
		a.keys = append(a.keys, k.key)
		switch k.values {
		case flagValue:
			if p.boolean(v, what+"."+k.key) {
				a.Choices[k.key] = []string{"true"}
			}
			continue
		case conditionValue:
			s := p.str(v, what+"."+k.key)
			if _, ok := engine.ParseCondition(s); s != "" && !ok {
				p.bad(v, "%s.%s: %q: want asleep, confused, paralyzed, burned or poisoned", what, k.key, s)
			}
			a.Choices[k.key] = []string{strings.ToLower(s)}
			continue
		}
		vals := []string{}
		strs, nodes := p.strs(v, what+"."+k.key)
		for i, s := range strs {
			for _, x := range strings.Split(s, ",") {
				x = strings.TrimSpace(x)
				if x == "" {
					continue
				}
				vals = append(vals, x)
				switch k.values {
				case slotValues:
					if !slotPattern.MatchString(x) {
						p.bad(nodes[i], "%s.%s: %q: want active or bench1..bench5", what, k.key, x)
					}
				case benchValues:
					if !slotPattern.MatchString(x) || x == "active" {
						p.bad(nodes[i], "%s.%s: %q: want bench1..bench5 (%s)", what, k.key, x, k.what)
					}
				case energyValues:
					p.energyToken(nodes[i], what+"."+k.key, x, cards)
				case takeValues:
					p.takeValue(nodes[i], what+"."+k.key, x, cards)
				case placeValues:
					if n, err := strconv.Atoi(x); err != nil || n < 1 || n > MaxCards {
						p.bad(nodes[i], "%s.%s: %q: want a place from 1 (the top card, or the first Prize card) to %d", what, k.key, x, MaxCards)
					}
				}
			}
		}
		a.Choices[k.key] = vals
	}
}

// benchKey reports whether a choice key answers for a player whose Bench limit falls during
// the action (they-discard for the opponent, discard-benched for the acting player): any
// action of a turn may bring that about, so the engine, not the effect's keys, says whether
// it reads it (checkTheyDiscard).
func benchKey(key string) bool { return key == "they-discard" || key == "discard-benched" }

// discardVerbs are the actions during which the opponent's Bench limit may fall.
var discardVerbs = []string{"attack", "attach", "evolve", "bench", "legend", "play", "retreat", "power", "end-turn", "use-stadium", "discard-from-play"}

// keyVerbs says which actions take a choice key, for a refusal.
func keyVerbs(key string) string {
	if benchKey(key) {
		return "only an action of a turn (" + strings.Join(discardVerbs, ", ") + "), during which the opponent's Bench limit may fall, asks for this choice"
	}
	return "only an attack, a power or a Trainer card asks for this choice"
}

// benchedEnergyMove is the op of c's power that moves Energy between its player's Pokémon
// when c is put from the hand onto the Bench (Celebration Wind), or nil.
func benchedEnergyMove(c *engine.Card) *engine.Op {
	for _, pw := range c.Powers {
		if pw.Use != engine.UseBenchedFromHand {
			continue
		}
		for i := range pw.Ops {
			if pw.Ops[i].Kind == engine.OpMoveEnergyChosen {
				return &pw.Ops[i]
			}
		}
	}
	return nil
}

// lowersBench reports whether a card has a power that lowers a Bench limit, so that benching
// it may make the opponent discard Benched Pokémon (they-discard).
func lowersBench(c *engine.Card) bool {
	for _, pw := range c.Powers {
		if slices.ContainsFunc(pw.Stats, func(m engine.StatMod) bool { return m.Stat == engine.StatBenchLimit }) {
			return true
		}
	}
	return false
}

// effect is what an action's attack, power or Trainer card does, as far as its choices go.
type effect struct {
	name  string       // the attack, power or card, for messages
	card  *engine.Card // the Trainer card played, or nil
	ops   [][]engine.Op
	reads []string // the choice keys its effect reads
	picks *engine.Op
}

// effectOf finds the ops of the action's attack, power or Trainer card and the choice keys
// they read. An action of another kind reads none.
func (r *runner) effectOf(ea engine.Action) effect {
	var e effect
	p := ea.Player
	switch ea.Kind {
	case engine.ActAttack:
		if v, ok := r.g.Active(p); ok && ea.Index >= 0 && ea.Index < len(v.Attacks) {
			atk := v.Attacks[ea.Index]
			e.name, e.ops = atk.Name, [][]engine.Op{atk.Requires, atk.Before, atk.After}
		}
	case engine.ActUsePower:
		if v, ok := r.pokemonAt(p, ea.Slot); ok && ea.Index >= 0 && ea.Index < len(v.Powers) {
			pw := v.Powers[ea.Index]
			e.name, e.ops = pw.Name, [][]engine.Op{pw.Ops}
			if c := r.borrowed(ea, pw); c != nil {
				// Portrait: the Supporter chosen from the opponent's hand asks its own choices.
				e.name, e.ops = pw.Name+" ("+c.Name+")", [][]engine.Op{pw.Ops, c.Play}
			}
		}
	case engine.ActPlayTrainer:
		if h := r.g.Hand(p); ea.Hand >= 0 && ea.Hand < len(h) {
			return trainerEffect(h[ea.Hand])
		}
	case engine.ActPlayBasic, engine.ActPlayLegend:
		// The Pokémon benched reads they-discard when its power lowers the opponent's Bench
		// limit; its other choices belong to the power that works then (checked elsewhere).
		if h := r.g.Hand(p); ea.Hand >= 0 && ea.Hand < len(h) && lowersBench(h[ea.Hand]) {
			e.name, e.reads = h[ea.Hand].Name, []string{"they-discard"}
		}
		if h := r.g.Hand(p); ea.Kind == engine.ActPlayBasic && ea.Hand >= 0 && ea.Hand < len(h) {
			// Celebration Wind: energy: names the cards its moves take.
			if op := benchedEnergyMove(h[ea.Hand]); op != nil {
				e.name, e.picks = h[ea.Hand].Name, op
				e.reads = append(e.reads, "energy")
			}
			pileTrigger(&e, h[ea.Hand], engine.UseBenchedFromHand)
		}
		return e
	case engine.ActEvolve:
		if h := r.g.Hand(p); ea.Hand >= 0 && ea.Hand < len(h) {
			pileTrigger(&e, h[ea.Hand], engine.UseEvolvedFromHand)
		}
		return e
	}
	e.read()
	if ea.Kind == engine.ActAttack && r.oppShares(p) {
		e.reads = append(e.reads, "they-share", "they-share-energy")
	}
	return e
}

// oppShares reports whether one of the opponent's Benched Pokémon holds a Tool that works when
// their Active Pokémon is Knocked Out (Exp. Share), so an attack may carry their choice for it.
func (r *runner) oppShares(p int) bool {
	for _, v := range r.g.Bench(1 - p) {
		if v.Tool != nil && len(v.Tool.OnActiveKO) > 0 {
			return true
		}
	}
	return false
}

// borrowed is the Supporter card a power's action chooses from the opponent's hand to use its
// effect (Portrait: the first of OppHandPicks), or nil.
func (r *runner) borrowed(ea engine.Action, pw *engine.Power) *engine.Card {
	if len(ea.OppHandPicks) == 0 || !usesOppSupporter(pw) {
		return nil
	}
	h := r.g.Hand(1 - ea.Player)
	if i := ea.OppHandPicks[0]; i >= 0 && i < len(h) && h[i].Category == engine.TrainerCard && h[i].Trainer == engine.Supporter {
		return h[i]
	}
	return nil
}

// usesSupporter says the action uses a power that takes its effect from a Supporter card in
// the opponent's hand (Portrait).
func (r *runner) usesSupporter(ea engine.Action) bool {
	if ea.Kind != engine.ActUsePower {
		return false
	}
	v, ok := r.pokemonAt(ea.Player, ea.Slot)
	return ok && ea.Index >= 0 && ea.Index < len(v.Powers) && usesOppSupporter(v.Powers[ea.Index])
}

// usesOppSupporter says the power's effect is a Supporter's from the opponent's hand.
func usesOppSupporter(pw *engine.Power) bool {
	return slices.ContainsFunc(pw.Ops, func(o engine.Op) bool { return o.Kind == engine.OpOppSupporter })
}

// trainerEffect is what playing a Trainer card reads; it needs no board, so the parser checks
// a play's keys as it reads the file.
func trainerEffect(c *engine.Card) effect {
	e := effect{card: c, name: c.Name, ops: [][]engine.Op{c.Play}}
	if c.PlayTogether >= 2 {
		e.reads = append(e.reads, "together")
	}
	e.read()
	return e
}

// read works out the choice keys the effect's ops read.
func (e *effect) read() {
	add := func(keys ...string) {
		for _, k := range keys {
			if !slices.Contains(e.reads, k) {
				e.reads = append(e.reads, k)
			}
		}
	}
	// At most one op of an effect reads Action.Picks: those that take cards from play first,
	// then those of the deck, the Prize cards and the discard pile, as the engine reads them.
	pile := engine.PileAttachOp(e.ops...) // an attach-split that takes the cards named
	for pass := 0; pass < 2 && e.picks == nil; pass++ {
		for _, ops := range e.ops {
			for i := range ops {
				op := &ops[i]
				if e.picks != nil {
					break
				}
				switch op.Kind {
				case engine.OpKeepBench, engine.OpDiscardOppEnergy, engine.OpLostOwnEnergy:
					if pass == 0 {
						e.picks = op
					}
				case engine.OpReorderTop, engine.OpTopOrBottom, engine.OpTakeTop, engine.OpDiscardToDeck,
					engine.OpTakeDiscard, engine.OpHandToDeck, engine.OpLookPrizes:
					if pass == 1 {
						e.picks = op
					}
				case engine.OpAttachSplit:
					if pass == 1 && op == pile {
						e.picks = op
					}
				}
			}
		}
	}
	if op := e.picks; op != nil {
		switch op.Kind {
		case engine.OpKeepBench:
			if op.Who == engine.WhoEachOppBenched || op.Who == engine.WhoDefending || op.Who == engine.WhoChosenOpp {
				add("they-keep")
			} else {
				add("keep")
			}
		case engine.OpDiscardOppEnergy:
			add("from-their-pokemon")
		case engine.OpLostOwnEnergy:
			add("from-pokemon")
		case engine.OpReorderTop:
			switch {
			case op.Either:
				add("order", "their-order")
			case op.Who == engine.WhoDefending:
				add("their-order")
			default:
				add("order")
			}
		case engine.OpTopOrBottom:
			add("top", "bottom")
		case engine.OpTakeTop:
			add("to-hand")
		case engine.OpDiscardToDeck, engine.OpTakeDiscard, engine.OpAttachSplit:
			add("from-discard")
		case engine.OpHandToDeck:
			add("to-deck")
		case engine.OpLookPrizes:
			add("prizes")
		}
	}
	for _, ops := range e.ops {
		for i := range ops {
			switch op := &ops[i]; op.Kind {
			case engine.OpDamageChosen, engine.OpCountersSpread, engine.OpSearchAttachChosen, engine.OpDevolveChosen:
				add("picks")
				if op.Kind == engine.OpSearchAttachChosen {
					add("find")
				}
			case engine.OpMoveCountersChosen:
				add("moves")
			case engine.OpMoveEnergyChosen:
				add("moves")
				if e.picks == nil {
					e.picks = op
					add("energy") // which of the cards on the Pokémon a move leaves (Energy Antics)
				}
			case engine.OpAttachSplit, engine.OpSearchSplit, engine.OpTopAttachSplit:
				add("split")
				if op.Kind == engine.OpSearchSplit || op.Kind == engine.OpTopAttachSplit {
					add("find")
				}
			case engine.OpMoveSplit:
				add("split")
				if e.picks == nil {
					e.picks = op
					add("energy")
				}
			case engine.OpDiscardChosen:
				if op.FromHand {
					if e.picks == nil {
						e.picks = op
						add("to-discard")
					}
				} else {
					add("split")
				}
			case engine.OpCureOne:
				if e.card != nil {
					add("cure")
				}
			case engine.OpHandPick:
				if op.Who == engine.WhoDefending || op.Who == engine.WhoChosenOpp {
					add("from-their-hand")
				} else {
					add("from-hand")
				}
			case engine.OpOppSupporter:
				add("from-their-hand") // the Supporter chosen, first
			case engine.OpRareCandy:
				// The card Rare Candy plays may have a power that works then and chooses from
				// the opponent's hand (Queenly Majesty); the engine refuses picks it does not read.
				add("from-their-hand")
			case engine.OpSearch:
				add("find")
			case engine.OpSearchAttachEach:
				add("find", "split") // split: which Pokémon each found card goes to
			case engine.OpBenchRestored:
				if !op.FromHand {
					add("find")
				}
			case engine.OpBenchFromDeck:
				// Each player chooses what they bench from their own deck.
				if op.Who == engine.WhoDefending {
					add("they-find")
				} else {
					add("find")
				}
			}
		}
	}
	// Which attached Energy cards go, where the effect leaves that to the player.
	add(e.takeReads(e.card == nil)...)
}

// devolvesChosen reports whether the effect devolves the opponent's Pokémon its picks name.
func devolvesChosen(e effect) bool {
	for _, ops := range e.ops {
		for i := range ops {
			if ops[i].Kind == engine.OpDevolveChosen && (ops[i].Who == engine.WhoEachOpp || ops[i].Who == engine.WhoEachOppBenched) {
				return true
			}
		}
	}
	return false
}

// playKeys refuses, as the file is read, a choice key that the Trainer card played does not
// read (the runner checks attacks and powers, whose effect the board decides).
func (p *parser) playKeys(m map[string]*yaml.Node, a *Action, what string, cards CardSource) {
	c, ok := cards.Card(a.Arg)
	if !ok || c.Category != engine.TrainerCard {
		return
	}
	e := trainerEffect(c)
	keys := a.given()
	if len(a.FromHand) > 0 {
		keys = append(keys, "from-hand")
	}
	if len(a.FromTheirHand) > 0 {
		keys = append(keys, "from-their-hand")
	}
	for _, key := range keys {
		if !slices.Contains(e.reads, key) && !benchKey(key) {
			p.bad(m[key], "%s.%s (%s): %s does not read it; %s", what, key, keyWhat(key), c.Name, readsWords(e))
		}
	}
}

// given lists the choice keys an action of a file writes, in the order of choiceKeys.
func (a *Action) given() []string {
	var out []string
	for _, k := range choiceKeys {
		switch {
		case k.key == "picks" && len(a.Picks) > 0, k.key == "moves" && len(a.Moves) > 0:
			out = append(out, k.key)
		default:
			if _, ok := a.Choices[k.key]; ok {
				out = append(out, k.key)
			}
		}
	}
	return out
}

// readsWords says which keys an effect reads, for a refusal.
func readsWords(e effect) string {
	if len(e.reads) == 0 {
		return "it asks for none of these choices"
	}
	var parts []string
	for _, key := range e.reads {
		parts = append(parts, fmt.Sprintf("%s (%s)", key, keyWhat(key)))
	}
	return "it reads " + strings.Join(parts, " or ")
}

// setChoices checks the choice keys the file wrote against what the action's effect reads and
// sets the engine fields they answer; it returns words for the step's description.
func (r *runner) setChoices(a *Action, ea *engine.Action) (string, error) {
	given := a.given()
	e := r.effectOf(*ea)
	whose := fmt.Sprintf("%s %q", a.Verb, a.Arg)
	hand := []string{}
	if len(a.FromHand) > 0 {
		hand = append(hand, "from-hand")
	}
	if len(a.FromTheirHand) > 0 {
		hand = append(hand, "from-their-hand")
	}
	for _, key := range append(hand, given...) {
		if (key == "they-share" || key == "they-share-energy") && !slices.Contains(e.reads, key) {
			return "", r.invalid(a.pos, "%s: %s (%s): %s has no Benched Pokémon holding Exp. Share", whose, key, keyWhat(key), titleName(1-ea.Player))
		}
		if e.ops != nil && !slices.Contains(e.reads, key) && !benchKey(key) {
			return "", r.invalid(a.pos, "%s: %s (%s): %s does not read it; %s", whose, key, keyWhat(key), orName(e.name), readsWords(e))
		}
		if key == "energy" && e.ops == nil && !slices.Contains(e.reads, key) {
			return "", r.invalid(a.pos, "%s: energy (%s): the Pokémon benched has no power that moves Energy as it is benched", whose, keyWhat(key))
		}
		if key == "from-discard" && e.ops == nil && !slices.Contains(e.reads, key) {
			return "", r.invalid(a.pos, "%s: from-discard (%s): the card has no power that works as it is %s and attaches Energy cards from the discard pile",
				whose, keyWhat(key), map[string]string{"bench": "benched", "evolve": "played to evolve"}[a.Verb])
		}
	}
	if len(given) == 0 {
		return "", nil
	}
	if slices.Contains(given, "order") && slices.Contains(given, "their-order") {
		return "", r.invalid(a.pos, "%s: give order (your deck) or their-order (the opponent's deck), not both", whose)
	}
	enginePicks(a, ea)
	p := ea.Player
	var desc []string
	if devolvesChosen(e) && len(ea.Spots) > 0 {
		// Time Hollow: the opponent's Pokémon chosen are worth naming in the step.
		desc = append(desc, fmt.Sprintf("choosing %s's %s", titleName(1-p), strings.Join(r.pokemonNames(1-p, ea.Spots), " and ")))
	}
	places := func(key string) []int {
		var out []int
		for _, s := range a.Choices[key] {
			n, _ := strconv.Atoi(s)
			out = append(out, n-1)
		}
		return out
	}
	slots := func(key string) []int {
		var out []int
		for _, s := range a.Choices[key] {
			out = append(out, slotIndex(s, -1))
		}
		return out
	}
	if v, ok := a.Choices["split"]; ok {
		ea.Split = slots("split")
		desc = append(desc, "placing the cards on "+strings.Join(v, ", "))
	}
	if _, ok := a.Choices["they-discard"]; ok {
		ea.BenchDiscard = slots("they-discard")
		if ea.Kind == engine.ActPlayBasic || ea.Kind == engine.ActPlayLegend {
			desc = append(desc, fmt.Sprintf("%s chooses to discard %s", titleName(1-p), strings.Join(r.pokemonNames(1-p, ea.BenchDiscard), " and ")))
		} else {
			// The Bench may change during the action before the limit falls: its places then.
			desc = append(desc, fmt.Sprintf("%s chooses to discard the Pokémon at %s of their Bench when its limit falls", titleName(1-p),
				strings.Join(a.Choices["they-discard"], " and ")))
		}
	}
	if _, ok := a.Choices["discard-benched"]; ok {
		ea.OwnBenchDiscard = slots("discard-benched")
		desc = append(desc, "discarding the Pokémon at "+strings.Join(a.Choices["discard-benched"], " and ")+" of the Bench when its limit falls")
	}
	if v, ok := a.Choices["they-share"]; ok {
		if len(v) == 0 {
			ea.ExpShare = []int{engine.ExpShareNone}
			desc = append(desc, titleName(1-p)+" letting no Exp. Share move an Energy card")
		} else {
			ea.ExpShare = slots("they-share")
			desc = append(desc, fmt.Sprintf("%s choosing Exp. Share's Energy card for %s", titleName(1-p), strings.Join(r.pokemonNames(1-p, ea.ExpShare), " and then ")))
		}
	}
	if v, ok := a.Choices["they-share-energy"]; ok {
		q := 1 - p
		act, ok := r.g.Active(q)
		if len(ea.ExpShare) == 0 || ea.ExpShare[0] == engine.ExpShareNone || !ok {
			return "", r.invalid(a.pos, "%s: they-share-energy: the Energy cards go to the holders they-share: names, and it names none", whose)
		}
		at, missing := r.energyPositions(act.Energy, v)
		if missing != "" {
			return "", r.invalid(a.pos, "%s: they-share-energy: %s's %s has no more %s attached", whose, titleName(q), act.Card.Name, missing)
		}
		ea.ExpShareEnergy = append(ea.ExpShareEnergy, at...)
		desc = append(desc, "Exp. Share taking "+strings.Join(v, ", "))
	}
	if v, ok := a.Choices["cure"]; ok && len(v) == 1 {
		cond, _ := engine.ParseCondition(v[0])
		has, ok := r.cureTarget(p, e)
		if !ok || has&cond == 0 {
			return "", r.invalid(a.pos, "%s: cure %s: the Pokémon it cures is not %s (it is %s)", whose, v[0], cond, has)
		}
		ea.Index = bitsBelow(has, cond)
		desc = append(desc, "removing "+cond.String())
	}
	// find: is read once Picks are set (below), since the card put into the deck from the
	// hand (to-deck:) may be found; its words keep their place here.
	findAt := len(desc)
	if ids, ok := a.Choices["they-find"]; ok {
		deck := r.g.Deck(1 - p)
		if len(ids) == 0 {
			ea.OppFinds = []int{engine.FindNothing}
			desc = append(desc, titleName(1-p)+" finding nothing in their deck")
		} else {
			finds, err := idPositions(deck, ids, -1)
			if err != nil {
				return "", r.invalid(a.pos, "%s: they-find: %v in %s's deck", whose, err, titleName(1-p))
			}
			ea.OppFinds = finds
			var names []string
			for _, i := range finds {
				names = append(names, deck[i].Name)
			}
			desc = append(desc, titleName(1-p)+" finding "+strings.Join(names, " and ")+" in their deck")
		}
	}
	op := e.picks
	switch {
	case slices.Contains(given, "together"):
		c := e.card
		h := r.g.Hand(p)
		for i := ea.Hand + 1; i < len(h) && len(ea.Picks) < c.PlayTogether-1; i++ {
			if h[i].Name == c.Name {
				ea.Picks = append(ea.Picks, i)
			}
		}
		if len(ea.Picks) != c.PlayTogether-1 {
			return "", r.invalid(a.pos, "%s: together: %s is played %d at a time, and the hand has %d other copies (hand: %s)", whose, c.Name, c.PlayTogether, len(ea.Picks), r.handList(p))
		}
		desc = append(desc, fmt.Sprintf("with %d other copies", len(ea.Picks)))
	case op == nil:
	case slices.Contains(given, "keep"), slices.Contains(given, "they-keep"):
		key := "keep"
		side := p
		if slices.Contains(given, "they-keep") {
			key, side = "they-keep", 1-p
		}
		ea.Picks = slots(key)
		desc = append(desc, fmt.Sprintf("%s chooses to keep %s", titleName(side), strings.Join(r.pokemonNames(side, ea.Picks), " and ")))
	case slices.Contains(given, "from-pokemon"), slices.Contains(given, "from-their-pokemon"):
		key, side := "from-pokemon", p
		if slices.Contains(given, "from-their-pokemon") {
			key, side = "from-their-pokemon", 1-p
		}
		ea.Picks = slots(key)
		desc = append(desc, fmt.Sprintf("choosing Energy from %s's %s", titleName(side), strings.Join(r.pokemonNames(side, ea.Picks), ", ")))
	case slices.Contains(given, "order"), slices.Contains(given, "their-order"):
		key, side := "order", 0
		if slices.Contains(given, "their-order") {
			key, side = "their-order", 1
		}
		order := places(key)
		if slices.Equal(order, identity(len(order))) {
			// Every card back where it was: the engine's default for that deck, which it
			// reads from no order at all (one form for one choice).
			order = nil
		}
		if op.Either && (side == 1 || len(order) > 0) {
			ea.Picks = append(ea.Picks, side)
		}
		ea.Picks = append(ea.Picks, order...)
		desc = append(desc, "putting the cards back as "+strings.Join(a.Choices[key], ", ")+" (counted from the top)")
	case slices.Contains(given, "top"), slices.Contains(given, "bottom"):
		ea.Picks = topBottomPicks(places("top"), places("bottom"), r.lookedAt(p, op), slices.Contains(given, "bottom"))
		desc = append(desc, fmt.Sprintf("keeping %s on top and putting %s under the deck", orNone(a.Choices["top"]), orNone(a.Choices["bottom"])))
	case slices.Contains(given, "energy") && op.Kind == engine.OpMoveEnergyChosen:
		if len(ea.Moves) == 0 {
			return "", r.invalid(a.pos, "%s: energy: the cards chosen leave the Pokémon the moves: name, and there is no move", whose)
		}
		names := a.Choices["energy"]
		side := energyMoveSide(p, op)
		var froms []string // the Pokémon each named card leaves
		var slots []int
		picks, bad, holder := r.g.EnergyMovePicks(*ea, len(names), func(k, from int, cards []*engine.Card, left []bool) int {
			name := "the Pokémon benched"
			if v, ok := r.pokemonAt(side, from); ok {
				name = v.Card.Name
			} else if h := r.g.Hand(p); ea.Kind == engine.ActPlayBasic && ea.Hand >= 0 && ea.Hand < len(h) {
				name = h[ea.Hand].Name
			}
			froms, slots = append(froms, name), append(slots, from)
			exact, anyPrinting := r.energyMatch(names[k])
			used := make([]bool, len(left))
			for i, l := range left {
				used[i] = !l
			}
			j := firstUnused(cards, used, exact)
			if j < 0 {
				j = firstUnused(cards, used, anyPrinting)
			}
			return j
		})
		if bad < 0 && picks == nil && r.g.EnergyMoveOp(*ea) == nil {
			return "", r.invalid(a.pos, "%s: energy: the action moves no Energy card as moves: says (a power that works as its Pokémon is benched is used with option: true)", whose)
		}
		if bad >= 0 {
			return "", r.invalid(a.pos, "%s: energy: %s's %s has no more %s attached for entry %d (counting the cards it had, then those moved to it before)",
				whose, titleName(side), holder, names[bad], bad+1)
		}
		if len(picks) < len(names) {
			return "", r.invalid(a.pos, "%s: energy: %d cards named, and the moves take %d", whose, len(names), len(picks))
		}
		ea.Picks = append(ea.Picks, picks...)
		if slices.IndexFunc(slots, func(s int) bool { return s != slots[0] }) < 0 {
			desc = append(desc, "moving "+strings.Join(names, ", ")+" from "+froms[0])
		} else {
			var each []string
			for k, n := range names {
				each = append(each, fmt.Sprintf("%s from %s (%s)", n, froms[k], slotName(slots[k])))
			}
			desc = append(desc, "moving "+strings.Join(each, ", "))
		}
	case slices.Contains(given, "energy"):
		side, from := p, moveSource(*ea, op)
		v, ok := r.pokemonAt(side, from)
		if !ok {
			return "", r.invalid(a.pos, "%s: energy: %s has no Pokémon for the Energy to leave", whose, titleName(side))
		}
		at, missing := r.energyPositions(v.Energy, a.Choices["energy"])
		if missing != "" {
			return "", r.invalid(a.pos, "%s: energy: %s's %s has no more %s attached", whose, titleName(side), v.Card.Name, missing)
		}
		ea.Picks = append(ea.Picks, at...)
		desc = append(desc, "moving "+strings.Join(a.Choices["energy"], ", ")+" from "+v.Card.Name)
	case slices.Contains(given, "to-hand"):
		ea.Picks = places("to-hand")
		desc = append(desc, "taking card "+strings.Join(a.Choices["to-hand"], ", ")+" of those looked at")
	case slices.Contains(given, "prizes"):
		ea.Picks = places("prizes")
		desc = append(desc, "looking at Prize card "+strings.Join(a.Choices["prizes"], ", "))
	case slices.Contains(given, "from-discard"):
		picks, err := idPositions(r.g.Discard(p), a.Choices["from-discard"], -1)
		if err != nil {
			return "", r.invalid(a.pos, "%s: from-discard: %v in %s's discard pile", whose, err, titleName(p))
		}
		ea.Picks = picks
		if op.Kind == engine.OpAttachSplit {
			var names []string
			for _, i := range picks {
				names = append(names, r.g.Discard(p)[i].Name)
			}
			desc = append(desc, "attaching "+strings.Join(names, ", ")+" from the discard pile")
			break
		}
		desc = append(desc, "taking "+strings.Join(a.Choices["from-discard"], ", ")+" from the discard pile")
	case slices.Contains(given, "to-deck"), slices.Contains(given, "to-discard"):
		key := "to-deck" // not the last key given: find: may follow it (Pokémon Communication)
		if !slices.Contains(given, key) {
			key = "to-discard"
		}
		hand := r.g.Hand(p)
		skip := -1
		if key == "to-deck" && ea.Kind == engine.ActPlayTrainer {
			// The card being played has left the hand when the effect counts it.
			hand = slices.Delete(slices.Clone(hand), ea.Hand, ea.Hand+1)
		} else if ea.Kind == engine.ActPlayTrainer {
			skip = ea.Hand
		}
		picks, err := idPositions(hand, a.Choices[key], skip)
		if err != nil {
			return "", r.invalid(a.pos, "%s: %s: %v in %s's hand (hand: %s)", whose, key, err, titleName(p), r.handList(p))
		}
		ea.Picks = picks
		desc = append(desc, "choosing "+strings.Join(a.Choices[key], ", ")+" from the hand")
	}
	if ids, ok := a.Choices["find"]; ok {
		words, err := r.setFinds(ea, ids)
		if err != nil {
			return "", r.invalid(a.pos, "%s: find: %v", whose, err)
		}
		desc = slices.Insert(desc, findAt, words)
	}
	if words, err := r.setTakes(a, ea, e, whose); err != nil {
		return "", err
	} else if words != "" {
		desc = append(desc, words)
	}
	if len(desc) == 0 {
		return "", nil
	}
	return ", " + strings.Join(desc, ", "), nil
}

// setFinds sets Action.Finds from a find: list and returns its words. Each id takes the
// first copy from the top of the deck not chosen yet; an id with no copy left there may be
// the card the effect puts into the deck from the hand before it searches (Pokémon
// Communication), which the engine names by the place one past the bottom of the deck.
func (r *runner) setFinds(ea *engine.Action, ids []string) (string, error) {
	p := ea.Player
	deck := r.g.Deck(p)
	if len(ids) == 0 {
		ea.Finds = []int{engine.FindNothing}
		return "finding nothing in the deck", nil
	}
	into, hasInto := r.g.IntoDeckCard(*ea)
	var finds []int
	var names []string
	for _, id := range ids {
		pos, err := nextCopy(deck, id, finds)
		switch {
		case err == nil:
			finds = append(finds, pos)
			names = append(names, deck[pos].Name)
		case hasInto && into.ID == id && !slices.Contains(finds, len(deck)):
			finds = append(finds, len(deck))
			names = append(names, into.Name+" (the card put in from the hand)")
		case hasInto && into.ID == id:
			return "", fmt.Errorf("no more %s in %s's deck, counting the %s put in from the hand", id, titleName(p), into.Name)
		default:
			return "", fmt.Errorf("%v in %s's deck", err, titleName(p))
		}
	}
	ea.Finds = finds
	return "finding " + strings.Join(names, " and ") + " in the deck", nil
}

// nextCopy is the first place in deck of a copy of id not among taken.
func nextCopy(deck []*engine.Card, id string, taken []int) (int, error) {
	for k, c := range deck {
		if c.ID == id && !slices.Contains(taken, k) {
			return k, nil
		}
	}
	return -1, fmt.Errorf("no more %s", id)
}

// moveSource is the Pokémon a move-split takes Energy from: the one chosen, the Active
// Pokémon, or the Pokémon using the power.
func moveSource(ea engine.Action, op *engine.Op) int {
	switch op.Who {
	case engine.WhoChosenOwn:
		return ea.Own
	case engine.WhoSelf, engine.WhoDefault:
		if ea.Kind == engine.ActUsePower {
			return ea.Slot
		}
	}
	return 0
}

// energyMoveSide is whose Pokémon a move-energy-chosen op moves Energy between: the
// opponent's for Energy Antics, else the player's own.
func energyMoveSide(p int, op *engine.Op) int {
	switch op.Who {
	case engine.WhoEachOpp, engine.WhoEachOppBenched:
		return 1 - p
	}
	return p
}

func identity(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// energyPositions finds each Energy card named (by id, or by type for any printing) among
// the cards attached, each at its first place not taken yet; missing is the first name with
// no card left.
func (r *runner) energyPositions(attached []*engine.Card, names []string) (at []int, missing string) {
	used := make([]bool, len(attached))
	for _, tok := range names {
		exact, anyPrinting := r.energyMatch(tok)
		j := firstUnused(attached, used, exact)
		if j < 0 {
			j = firstUnused(attached, used, anyPrinting)
		}
		if j < 0 {
			return nil, tok
		}
		used[j] = true
		at = append(at, j)
	}
	return at, ""
}

func firstUnused(cards []*engine.Card, used []bool, match func(*engine.Card) bool) int {
	for j, c := range cards {
		if !used[j] && match(c) {
			return j
		}
	}
	return -1
}

func orName(name string) string {
	if name == "" {
		return "the action"
	}
	return name
}

// bitsBelow counts the Special Conditions of has that come before c (the engine's Index for a
// cure-one choice: Asleep, Confused, Paralyzed, Burned, Poisoned).
func bitsBelow(has, c engine.Condition) int {
	n := 0
	for b := engine.Condition(1); b < c; b <<= 1 {
		if has&b != 0 {
			n++
		}
	}
	return n
}

// cureTarget is the Special Conditions of the Pokémon a Trainer card's cure-one reaches: its
// player's Active Pokémon.
func (r *runner) cureTarget(p int, e effect) (engine.Condition, bool) {
	v, ok := r.g.Active(p)
	if !ok || e.card == nil {
		return 0, false
	}
	return v.Conditions, true
}

// lookedAt is how many cards a deck op looks at: N, or the whole deck when it is shorter.
func (r *runner) lookedAt(p int, op *engine.Op) int {
	return min(max(op.N, 1), len(r.g.Deck(p)))
}

// topBottomPicks writes a top-or-bottom choice as the engine reads it: the cards for the top,
// then -1 and the cards for the bottom. A bottom that lists every other card in order is the
// engine's own default for them, so it is left out (with nothing on top, the -1 alone says
// "all to the bottom"), and a choice has one form whichever way it was written.
func topBottomPicks(top, bottom []int, k int, hasBottom bool) []int {
	var rest []int
	for i := 0; i < k; i++ {
		if !slices.Contains(top, i) {
			rest = append(rest, i)
		}
	}
	out := slices.Clone(top)
	switch {
	case !hasBottom, slices.Equal(bottom, rest) && len(top) > 0:
		return out
	case slices.Equal(bottom, rest):
		return []int{-1}
	}
	return append(append(out, -1), bottom...)
}

// idPositions finds each id at its first position in cards not taken yet (nor skip).
func idPositions(cards []*engine.Card, ids []string, skip int) ([]int, error) {
	var out []int
	for _, id := range ids {
		i := -1
		for k, c := range cards {
			if k != skip && c.ID == id && !slices.Contains(out, k) {
				i = k
				break
			}
		}
		if i < 0 {
			return nil, fmt.Errorf("no more %s", id)
		}
		out = append(out, i)
	}
	return out, nil
}

// fileChoices writes the engine action's choices the way a file does: the inverse of
// setChoices. It says false for a choice the format has no key for.
func (r *runner) fileChoices(ea engine.Action, fa *FileAction) bool {
	filePicks(ea, fa)
	var split []string
	for _, s := range ea.Split {
		split = append(split, slotName(s))
	}
	fa.Split = strings.Join(split, ",")
	if !r.fileFinds(ea, fa) {
		return false
	}
	if !r.takeText(ea, fa) {
		return false
	}
	e := r.effectOf(ea)
	if ea.Kind == engine.ActPlayTrainer && slices.Contains(e.reads, "cure") {
		if has, ok := r.cureTarget(ea.Player, e); ok && has != 0 {
			k := ea.Index
			for b := engine.Condition(1); b <= engine.Poisoned; b <<= 1 {
				if has&b == 0 {
					continue
				}
				if k == 0 {
					fa.Cure = strings.ToLower(b.String())
					break
				}
				k--
			}
		}
	} else if ea.Kind == engine.ActPlayTrainer && ea.Index != 0 {
		return false
	}
	if len(ea.Picks) == 0 {
		return true
	}
	places := func(ps []int) string {
		var out []string
		for _, x := range ps {
			out = append(out, strconv.Itoa(x+1))
		}
		return strings.Join(out, ",")
	}
	slots := func(ps []int) string {
		var out []string
		for _, x := range ps {
			out = append(out, slotName(x))
		}
		return strings.Join(out, ",")
	}
	p := ea.Player
	if e.card != nil && slices.Contains(e.reads, "together") {
		fa.Together = true
		return true
	}
	op := e.picks
	if op == nil {
		return false
	}
	switch {
	case slices.Contains(e.reads, "keep"):
		fa.Keep = slots(ea.Picks)
	case slices.Contains(e.reads, "they-keep"):
		fa.TheyKeep = slots(ea.Picks)
	case slices.Contains(e.reads, "from-pokemon"):
		fa.FromPokemon = slots(ea.Picks)
	case slices.Contains(e.reads, "from-their-pokemon"):
		fa.FromTheirPokemon = slots(ea.Picks)
	case op.Kind == engine.OpReorderTop:
		picks, theirs := ea.Picks, op.Who == engine.WhoDefending
		if op.Either {
			theirs, picks = picks[0] == 1, picks[1:]
		}
		if len(picks) == 0 {
			// Whose deck alone, in its order: every card keeps its place.
			q := p
			if theirs {
				q = 1 - p
			}
			for i := 0; i < min(max(op.N, 1), len(r.g.Deck(q))); i++ {
				picks = append(picks, i)
			}
		}
		if theirs {
			fa.TheirOrder = places(picks)
		} else {
			fa.Order = places(picks)
		}
	case op.Kind == engine.OpTopOrBottom:
		sep := slices.Index(ea.Picks, -1)
		if sep < 0 {
			fa.Top = places(ea.Picks)
			break
		}
		top, bottom := ea.Picks[:sep], ea.Picks[sep+1:]
		if len(bottom) == 0 {
			for i := 0; i < r.lookedAt(p, op); i++ {
				if !slices.Contains(top, i) {
					bottom = append(bottom, i)
				}
			}
		}
		fa.Top, fa.Bottom = places(top), places(bottom)
	case op.Kind == engine.OpMoveEnergyChosen:
		var ok bool
		if fa.Energy, ok = r.energyMoveText(ea); !ok {
			return false
		}
	case op.Kind == engine.OpMoveSplit:
		side, from := p, moveSource(ea, op)
		v, ok := r.pokemonAt(side, from)
		if !ok {
			return false
		}
		var toks []string
		for _, x := range ea.Picks {
			if x < 0 || x >= len(v.Energy) {
				return false
			}
			toks = append(toks, r.energyName(v.Energy[x]))
		}
		fa.Energy = strings.Join(toks, ",")
	case op.Kind == engine.OpTakeTop:
		fa.ToHand = places(ea.Picks)
	case op.Kind == engine.OpLookPrizes:
		fa.Prizes = places(ea.Picks)
	case op.Kind == engine.OpDiscardToDeck, op.Kind == engine.OpTakeDiscard, op.Kind == engine.OpAttachSplit:
		ids, ok := handIDs(r.g.Discard(p), ea.Picks)
		if !ok {
			return false
		}
		fa.FromDiscard = ids
	case op.Kind == engine.OpHandToDeck, op.Kind == engine.OpDiscardChosen:
		hand := r.g.Hand(p)
		if op.Kind == engine.OpHandToDeck && ea.Kind == engine.ActPlayTrainer {
			hand = slices.Delete(slices.Clone(hand), ea.Hand, ea.Hand+1)
		}
		ids, ok := handIDs(hand, ea.Picks)
		if !ok {
			return false
		}
		switch op.Kind {
		case engine.OpHandToDeck:
			fa.ToDeck = ids
		default:
			fa.ToDiscard = ids
		}
	default:
		return false
	}
	return true
}

// fileFinds writes the cards an action's searches find as the file's find: ids from the top
// of the deck (resolve takes the first copies again, the same cards as far as the game can
// tell), or FindNone. It says false for a place with no card.
func (r *runner) fileFinds(ea engine.Action, fa *FileAction) bool {
	var ok bool
	deck := r.g.Deck(ea.Player)
	if into, has := r.g.IntoDeckCard(ea); has && slices.Contains(ea.Finds, len(deck)) {
		// The card put into the deck from the hand is found again: setFinds maps its id to
		// it once no copy is left in the deck, and a copy there is the same find.
		deck = append(slices.Clone(deck), into)
	}
	fa.Find, ok = deckFinds(deck, ea.Finds)
	if !ok {
		return false
	}
	fa.TheyFind, ok = deckFinds(r.g.Deck(1-ea.Player), ea.OppFinds)
	return ok
}

// deckFinds writes places in a deck (Finds, OppFinds) as a find: list.
func deckFinds(deck []*engine.Card, finds []int) (FindIDs, bool) {
	switch {
	case len(finds) == 0:
		return "", true
	case len(finds) == 1 && finds[0] == engine.FindNothing:
		return FindNone, true
	}
	ids, ok := handIDs(deck, finds)
	return FindIDs(ids), ok
}

// choiceNodes are the FileAction's choice keys as YAML key and value nodes, in the order of
// choiceKeys (picks and moves are written by addPicks).
func (f FileAction) choiceNodes() []*yaml.Node {
	var out []*yaml.Node
	for _, k := range choiceKeys[2:] {
		var val *yaml.Node
		switch v := f.choiceText(k.key); {
		case v == "":
			continue
		case k.values == flagValue:
			val = &yaml.Node{Kind: yaml.ScalarNode, Value: "true", Tag: "!!bool"}
		case k.values == conditionValue:
			val = &yaml.Node{Kind: yaml.ScalarNode, Value: v, Tag: "!!str"}
		case emptyList(k.key, v):
			val = &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle} // find: [], nothing
		default:
			val = &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
			for _, s := range strings.Split(v, ",") {
				s = strings.TrimSpace(s)
				tag := "!!str"
				if k.values == placeValues {
					tag = "!!int"
				}
				val.Content = append(val.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: s, Tag: tag})
			}
		}
		out = append(out, &yaml.Node{Kind: yaml.ScalarNode, Value: k.key}, val)
	}
	return out
}

// choiceText is the FileAction's value for a choice key as text ("" when it has none).
func (f FileAction) choiceText(key string) string {
	switch key {
	case "split":
		return f.Split
	case "keep":
		return f.Keep
	case "they-keep":
		return f.TheyKeep
	case "from-pokemon":
		return f.FromPokemon
	case "from-their-pokemon":
		return f.FromTheirPokemon
	case "order":
		return f.Order
	case "their-order":
		return f.TheirOrder
	case "top":
		return f.Top
	case "bottom":
		return f.Bottom
	case "to-hand":
		return f.ToHand
	case "prizes":
		return f.Prizes
	case "from-discard":
		return f.FromDiscard
	case "to-deck":
		return f.ToDeck
	case "to-discard":
		return f.ToDiscard
	case "energy":
		return f.Energy
	case "together":
		if f.Together {
			return "true"
		}
	case "cure":
		return f.Cure
	case "they-discard":
		return f.TheyDiscard
	case "discard-benched":
		return f.DiscardBenched
	case "find":
		return string(f.Find)
	case "they-find":
		return string(f.TheyFind)
	case "they-share":
		return f.TheyShare
	case "they-share-energy":
		return f.TheyShareEnergy
	case "take-energy":
		return f.TakeEnergy
	case "take-their-energy":
		return f.TakeTheirEnergy
	}
	return ""
}

// emptyList says a choice key's text is a list written empty that is an answer of its own
// (find: [] finds nothing; they-share: [] lets no Exp. Share work).
func emptyList(key, v string) bool {
	return (key == "find" || key == "they-find" || key == "they-share") && FindIDs(v) == FindNone
}

// shareText writes Action.ExpShare as a they-share: list ("" without one, FindNone for none).
func shareText(share []int) string {
	if len(share) == 1 && share[0] == engine.ExpShareNone {
		return string(FindNone)
	}
	var out []string
	for _, s := range share {
		out = append(out, slotName(s))
	}
	return strings.Join(out, ",")
}

// isChoiceRefusal says the engine refused an action for a choice it lacks or got wrong.
func isChoiceRefusal(err error) bool {
	return errors.Is(err, engine.ErrBadChoice) || errors.Is(err, engine.ErrNoTarget)
}

// complete fills in the choices a file left out when exactly one legal action fits what it
// wrote (Rare Candy with one Stage 2 in the hand that fits): the runner resolves that action
// instead. It says false when none or several fit.
func (r *runner) complete(a *Action, ea engine.Action) (*Action, bool) {
	written, ok := r.fileAction(ea)
	if !ok {
		return nil, false
	}
	var fit *FileAction
	for _, la := range r.g.LegalActions(nil) {
		if la.Kind != ea.Kind || la.Player != ea.Player {
			continue
		}
		fa, ok := r.fileAction(la)
		if !ok || !extends(fa, written, a.keys) {
			continue
		}
		if fit != nil && *fit != fa {
			return nil, false
		}
		fit = &fa
	}
	if fit == nil || *fit == written {
		return nil, false
	}
	back, err := fit.action(r.sc, r.cards)
	if err != nil {
		return nil, false
	}
	back.pos, back.Name, back.Player, back.Eras, back.Refused = a.pos, a.Name, a.Player, a.Eras, a.Refused
	return &back, true
}

// extends says fa keeps every key written has and only adds keys the file left out (a key
// written empty, such as take: [], is an answer too); option is the file's answer either way,
// so it must agree.
func extends(fa, written FileAction, keys []string) bool {
	if fa.Option != written.Option {
		return false
	}
	x, w := reflect.ValueOf(fa), reflect.ValueOf(written)
	t := w.Type()
	for i := 0; i < w.NumField(); i++ {
		wf, xf := w.Field(i), x.Field(i)
		if !wf.IsZero() && !xf.Equal(wf) {
			return false
		}
		key, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ",")
		if wf.IsZero() && !xf.IsZero() && slices.Contains(keys, key) {
			return false
		}
	}
	return true
}

// Choice is one of a FileAction's other choices (choices.go), for words about it: its key,
// its values, and what the values name.
type Choice struct {
	Key    string
	Values []string
	// Slots: the values are Pokémon (active, bench1..bench5), the opponent's when Theirs.
	Slots, Theirs bool
	// IDs: the values are card ids.
	IDs bool
}

// Choices lists the action's other choices in the order of the format's keys.
func (f FileAction) Choices() []Choice {
	var out []Choice
	for _, k := range choiceKeys[2:] {
		v := f.choiceText(k.key)
		if v == "" {
			continue
		}
		c := Choice{Key: k.key, Slots: k.values == slotValues || k.values == benchValues, IDs: k.values == idValues,
			Theirs: strings.HasPrefix(k.key, "they-") || strings.Contains(k.key, "their-")}
		if emptyList(k.key, v) {
			out = append(out, c) // find: [], no values
			continue
		}
		for _, s := range strings.Split(v, ",") {
			c.Values = append(c.Values, strings.TrimSpace(s))
		}
		out = append(out, c)
	}
	return out
}

// checkTheyDiscard refuses, at the action's line, a they-discard: or discard-benched: the
// engine will not read: one on an action during which that player's Bench limit never falls
// below the Pokémon on it, one naming more or fewer than must go, a place off their Bench as
// it is then, or one named twice. An action refused for another reason is left to the
// engine, a step like any other.
func (r *runner) checkTheyDiscard(a *Action, ea engine.Action) error {
	_, theirs := a.Choices["they-discard"]
	_, own := a.Choices["discard-benched"]
	if !theirs && !own {
		return nil
	}
	p := ea.Player
	whose := fmt.Sprintf("%s %q", a.Verb, a.Arg)
	if a.Arg == "" {
		whose = a.Verb
	}
	b := ea
	b.BenchDiscard, b.OwnBenchDiscard = nil, nil
	if r.g.Legal(b) != nil {
		return nil
	}
	need, size := r.g.BenchDiscardNeed(b)
	for _, c := range []struct {
		key string
		q   int
	}{{"they-discard", 1 - p}, {"discard-benched", p}} {
		v, ok := a.Choices[c.key]
		if !ok {
			continue
		}
		who := titleName(c.q)
		if need[c.q] == 0 {
			if h := r.g.Hand(p); c.q != p && (ea.Kind == engine.ActPlayBasic || ea.Kind == engine.ActPlayLegend) &&
				ea.Hand >= 0 && ea.Hand < len(h) && !lowersBench(h[ea.Hand]) {
				return r.invalid(a.pos, "%s: %s (%s): the Pokémon benched has no power that lowers the opponent's Bench limit", whose, c.key, keyWhat(c.key))
			}
			return r.invalid(a.pos, "%s: %s (%s): %s's Bench limit does not fall below the Pokémon on it during this action, so they discard none",
				whose, c.key, keyWhat(c.key), who)
		}
		if len(v) != need[c.q] {
			return r.invalid(a.pos, "%s: %s: it names %d; %s discards %d of the %d Pokémon on their Bench", whose, c.key, len(v), who, need[c.q], size[c.q])
		}
		for i, s := range v {
			switch {
			case slotIndex(s, -1) > size[c.q]:
				return r.invalid(a.pos, "%s: %s: %s: %s has %d Benched Pokémon when they discard", whose, c.key, s, who, size[c.q])
			case slices.Contains(v[:i], s):
				return r.invalid(a.pos, "%s: %s: %s is named twice", whose, c.key, s)
			}
		}
	}
	return nil
}

// slotNames writes Bench positions as a file's list (bench1,bench3).
func slotNames(slots []int) string {
	var out []string
	for _, s := range slots {
		out = append(out, slotName(s))
	}
	return strings.Join(out, ",")
}
