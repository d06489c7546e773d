package content

import (
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulesd/rulesd/engine"
)

func TestEmbeddedCards(t *testing.T) {
	cs, err := LoadEmbeddedCards()
	if err != nil {
		t.Fatalf("LoadEmbeddedCards:\n%v", err)
	}
	for _, era := range Eras {
		if n := len(cs.ForEra(era.ID)); n < 15 {
			t.Errorf("era %s has %d cards; want at least 15", era.ID, n)
		}
	}
	// Worked examples write attached Energy by type; every type must resolve.
	for _, name := range []string{"Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting", "Darkness", "Metal", "Fairy"} {
		typ, _ := engine.ParseType(name)
		c, ok := cs.BasicEnergy(typ)
		if !ok {
			t.Errorf("BasicEnergy(%s): no card", name)
			continue
		}
		if !c.BasicEnergy || len(c.Provides) != 1 || c.Provides[0] != typ {
			t.Errorf("BasicEnergy(%s) = %s providing %v; want a basic Energy providing %s", name, c.ID, c.Provides, name)
		}
	}
	for _, e := range cs.Entries {
		if e.Example && !strings.HasPrefix(e.Card.ID, "example-") {
			t.Errorf("%s:%d: example card %s has a set-number id", e.File, e.Line, e.Card.ID)
		}
	}
}

func TestCardLookup(t *testing.T) {
	cs, err := LoadEmbeddedCards()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, id  string
		wantName  string
		wantEra   string
		wantFound bool
	}{
		{"hgss rulebook example", "hgss2-68", "Vulpix", "hgss", true},
		{"call of legends card in the hgss file", "col1-68", "Pineco", "hgss", true},
		{"xy rulebook example", "xy0-12", "Froakie", "xy", true},
		{"sm rulebook example", "sm1-24", "Litten", "sm", true},
		{"unknown id", "hgss2-999", "", "", false},
		{"name is not an id", "Vulpix", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, ok := cs.Entry(tt.id)
			if ok != tt.wantFound {
				t.Fatalf("Entry(%q) found = %v; want %v", tt.id, ok, tt.wantFound)
			}
			if !ok {
				return
			}
			if e.Card.Name != tt.wantName || e.Era != tt.wantEra {
				t.Errorf("Entry(%q) = %s (%s); want %s (%s)", tt.id, e.Card.Name, e.Era, tt.wantName, tt.wantEra)
			}
		})
	}
}

// The attack behaviours written as primitives are checked on a few cards whose effects the
// worked examples depend on.
func TestCardBehaviour(t *testing.T) {
	cs, err := LoadEmbeddedCards()
	if err != nil {
		t.Fatal(err)
	}
	attack := func(id, name string) *engine.Attack {
		c, ok := cs.Card(id)
		if !ok {
			t.Fatalf("card %s missing", id)
		}
		for i := range c.Attacks {
			if c.Attacks[i].Name == name {
				return &c.Attacks[i]
			}
		}
		t.Fatalf("%s has no attack %q", id, name)
		return nil
	}
	tests := []struct {
		name     string
		id, atk  string
		where    string // requires, before, after
		wantOps  []engine.OpKind
		wantGate []engine.Gate
	}{
		{"coin that can cancel the attack is a requirement", "hgss2-43", "Tail Smash", "requires",
			[]engine.OpKind{engine.OpFlip, engine.OpNothing}, []engine.Gate{engine.Always, engine.IfTails}},
		{"times-heads damage is worked out before damage", "hgss2-60", "Double Chop", "before",
			[]engine.OpKind{engine.OpFlip, engine.OpBaseTimes}, []engine.Gate{engine.Always, engine.Always}},
		{"placed counters are not damage", "hgss4-75", "Haunt", "after",
			[]engine.OpKind{engine.OpCounters}, []engine.Gate{engine.Always}},
		{"self damage after the attack's damage", "hgss2-65", "Take Down", "after",
			[]engine.OpKind{engine.OpDamage}, []engine.Gate{engine.Always}},
		{"burn on the Defending Pokémon", "sm1-23", "Singe", "after",
			[]engine.OpKind{engine.OpCondition}, []engine.Gate{engine.Always}},
		{"devolving the chosen Pokémon", "hgss2-1", "Time Hollow", "after",
			[]engine.OpKind{engine.OpDevolveChosen}, []engine.Gate{engine.Always}},
		{"moving Energy to a Benched Pokémon", "hgss2-18", "Reflect Energy", "after",
			[]engine.OpKind{engine.OpMoveEnergy}, []engine.Gate{engine.Always}},
		{"moving the opponent's Energy between their Pokémon", "hgss2-43", "Tail Code", "after",
			[]engine.OpKind{engine.OpMoveEnergy}, []engine.Gate{engine.Always}},
		{"an Energy discarded after a kept attack's damage", "sm1-25", "Flamethrower", "after",
			[]engine.OpKind{engine.OpDiscardEnergy}, []engine.Gate{engine.Always}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := attack(tt.id, tt.atk)
			ops := map[string][]engine.Op{"requires": a.Requires, "before": a.Before, "after": a.After}[tt.where]
			var kinds []engine.OpKind
			var gates []engine.Gate
			for _, o := range ops {
				kinds = append(kinds, o.Kind)
				gates = append(gates, o.Gate)
			}
			if !slices.Equal(kinds, tt.wantOps) || !slices.Equal(gates, tt.wantGate) {
				t.Errorf("%s %s %s = %v %v; want %v %v", tt.id, tt.atk, tt.where, kinds, gates, tt.wantOps, tt.wantGate)
			}
		})
	}
	// The op fields added with the special kinds of card: where the Energy or the Evolution
	// card goes, and what a fossil Item takes.
	ops := []struct {
		name string
		id   string
		op   func(c *engine.Card) engine.Op
		want engine.Op
	}{
		{"Time Hollow sends the top card of each chosen Stage 1 or Stage 2 Pokémon to the owner's hand", "hgss2-1", func(c *engine.Card) engine.Op { return c.Attacks[0].After[0] },
			engine.Op{Kind: engine.OpDevolveChosen, Who: engine.WhoEachOpp, N: 1, Count: engine.CountSelfEnergy, UpTo: true,
				Match: engine.Match{Stages: 1<<engine.Stage1 | 1<<engine.Stage2}, Dest: engine.ToHand}},
		{"Tail Code moves from the Defending Pokémon to the chosen one", "hgss2-43", func(c *engine.Card) engine.Op { return c.Attacks[1].After[0] },
			engine.Op{Kind: engine.OpMoveEnergy, Who: engine.WhoDefending, To: engine.WhoChosenOpp, N: 1}},
		{"Y Cyclone moves to the chosen Benched Pokémon", "xy1-79", func(c *engine.Card) engine.Op { return c.Attacks[1].After[0] },
			engine.Op{Kind: engine.OpMoveEnergy, Who: engine.WhoSelf, To: engine.WhoChosenOwn, N: 1}},
		{"Example Fossil takes one Restored Pokémon from the deck", "example-fossil", func(c *engine.Card) engine.Op { return c.Play[0] },
			engine.Op{Kind: engine.OpBenchRestored, N: 1}},
	}
	for _, tt := range ops {
		t.Run(tt.name, func(t *testing.T) {
			c, ok := cs.Card(tt.id)
			if !ok {
				t.Fatalf("card %s missing", tt.id)
			}
			if got := tt.op(c); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("%s op = %+v; want %+v", tt.id, got, tt.want)
			}
		})
	}
	kinds := []struct {
		id        string
		wantStage engine.Stage
		wantCat   engine.Category
	}{
		{"example-magmar-lv-x", engine.LevelUp, engine.PokemonCard},
		{"example-torracat-break", engine.BreakStage, engine.PokemonCard},
		{"example-restored-pokemon", engine.Restored, engine.PokemonCard},
	}
	for _, k := range kinds {
		c, ok := cs.Card(k.id)
		if !ok || c.Stage != k.wantStage || c.Category != k.wantCat {
			t.Errorf("Card(%q) = %+v, %v; want a %v %v", k.id, c, ok, k.wantStage, k.wantCat)
		}
	}
	if c, ok := cs.Card("example-restored-pokemon"); ok && c.RestoredBy != "Example Fossil" {
		t.Errorf("Example Restored Pokémon RestoredBy = %q; want Example Fossil", c.RestoredBy)
	}
	if c, ok := cs.Card("example-technical-machine"); !ok || c.Trainer != engine.TechnicalMachine || len(c.Attacks) != 1 {
		t.Errorf("Card(example-technical-machine) = %+v; want a Technical Machine with one attack", c)
	}
	c, _ := cs.Card("xy1-119")
	if len(c.Mods) != 1 || c.Mods[0].Stage != engine.ModDefenderCards || c.Mods[0].Amount != -20 {
		t.Errorf("Hard Charm mods = %+v; want one defender-cards -20", c.Mods)
	}
	c, _ = cs.Card("hgss1-103")
	if len(c.Provides) != 2 {
		t.Errorf("Double Colorless Energy provides %v; want two Colorless", c.Provides)
	}
}

// cardFacts are the printed numbers of a card, as kept in testdata/cards/facts.json.
type cardFacts struct {
	Name       string `json:"name"`
	Supertype  string `json:"supertype"`
	HP         int    `json:"hp"`
	Types      []string
	Weaknesses []struct{ Type, Value string }
	Resistance []struct{ Type, Value string } `json:"resistances"`
	Retreat    int
	Attacks    []struct {
		Name   string
		Cost   []string
		Damage string
	}
	Abilities []string
}

// Every real card's numbers must match the public card data: a wrong HP or cost would make a
// worked example teach a wrong result.
func TestCardsMatchCardData(t *testing.T) {
	data, err := os.ReadFile("testdata/cards/facts.json")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	cs, err := LoadEmbeddedCards()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range cs.Entries {
		c := e.Card
		if e.Example {
			continue
		}
		t.Run(c.ID, func(t *testing.T) {
			msg, ok := raw[c.ID]
			if !ok {
				// Cards written after this list was made are checked by the loader itself,
				// against the generated facts in cards/facts (TestLoadCardsFactMismatch).
				t.Skipf("%s (%s:%d) is not in testdata/cards/facts.json", c.ID, e.File, e.Line)
			}
			var f cardFacts
			if err := json.Unmarshal(msg, &f); err != nil {
				t.Fatal(err)
			}
			if c.Name != f.Name {
				t.Errorf("name = %q; want %q", c.Name, f.Name)
			}
			wantCat := map[string]engine.Category{"Pokémon": engine.PokemonCard, "Trainer": engine.TrainerCard, "Energy": engine.EnergyCard}[f.Supertype]
			if c.Category != wantCat {
				t.Errorf("category = %v; want %v", c.Category, wantCat)
			}
			if c.Category != engine.PokemonCard {
				return
			}
			if c.HP != f.HP {
				t.Errorf("HP = %d; want %d", c.HP, f.HP)
			}
			if got := typeNames(c.Types); !slices.Equal(got, f.Types) {
				t.Errorf("types = %v; want %v", got, f.Types)
			}
			var gotW, wantW []string
			for _, w := range c.Weakness {
				if w.Mult > 0 {
					gotW = append(gotW, w.Type.String()+" ×"+strconv.Itoa(w.Mult))
				} else {
					gotW = append(gotW, w.Type.String()+" +"+strconv.Itoa(w.Plus))
				}
			}
			for _, w := range f.Weaknesses {
				wantW = append(wantW, w.Type+" "+w.Value)
			}
			if !slices.Equal(gotW, wantW) {
				t.Errorf("Weakness = %v; want %v", gotW, wantW)
			}
			var gotR, wantR []string
			for _, r := range c.Resistance {
				gotR = append(gotR, r.Type.String()+" -"+strconv.Itoa(r.Minus))
			}
			for _, r := range f.Resistance {
				wantR = append(wantR, r.Type+" "+r.Value)
			}
			if !slices.Equal(gotR, wantR) {
				t.Errorf("Resistance = %v; want %v", gotR, wantR)
			}
			if c.RetreatCost != f.Retreat {
				t.Errorf("Retreat Cost = %d; want %d", c.RetreatCost, f.Retreat)
			}
			for _, fa := range f.Attacks {
				i := slices.IndexFunc(c.Attacks, func(a engine.Attack) bool { return a.Name == fa.Name })
				if i < 0 {
					if !omitted(e, fa.Name) {
						t.Errorf("printed attack %q is neither written nor listed as omitted", fa.Name)
					}
					continue
				}
				a := c.Attacks[i]
				if got := typeNames(a.Cost); !slices.Equal(got, fa.Cost) {
					t.Errorf("%s cost = %v; want %v", a.Name, got, fa.Cost)
				}
				want := fa.Damage
				got := a.Suffix
				if a.Damage > 0 {
					got = strconv.Itoa(a.Damage) + a.Suffix
				}
				if got != want {
					t.Errorf("%s damage = %q; want %q", a.Name, got, want)
				}
			}
			if len(c.Attacks) > len(f.Attacks) {
				t.Errorf("%d attacks written; the card prints %d", len(c.Attacks), len(f.Attacks))
			}
			for _, ab := range f.Abilities {
				if !slices.ContainsFunc(c.Powers, func(p engine.Power) bool { return p.Name == ab }) && !omitted(e, ab) {
					t.Errorf("printed power %q is neither written nor listed as omitted", ab)
				}
			}
		})
	}
}

// omitted reports whether the card file lists an attack or power as left out. The loader keeps
// no list, so the test reads the file's text for the name under omitted.
func omitted(e *CardEntry, name string) bool {
	data, err := cardFiles.ReadFile(e.File)
	if err != nil {
		return false
	}
	return strings.Contains(string(data), "- {name: "+name+", why:")
}

func typeNames(ts []engine.Type) []string {
	var out []string
	for _, t := range ts {
		out = append(out, t.String())
	}
	return out
}

func TestLoadCardsErrors(t *testing.T) {
	const good = "- id: hgss2-68\n  name: Vulpix\n  category: pokemon\n  stage: basic\n  hp: 60\n  types: [Fire]\n  retreat: 1\n"
	tests := []struct {
		name     string
		file     string
		data     string
		wantLine int
	}{
		{"unknown key", "cards/hgss.yaml", good + "  colour: red\n", 8},
		{"unknown key inside an attack", "cards/hgss.yaml", good + "  attacks:\n    - {name: Ember, cost: [Fire], damgae: 30}\n", 9},
		{"unknown type", "cards/hgss.yaml", "- id: hgss2-68\n  name: Vulpix\n  category: pokemon\n  stage: basic\n  hp: 60\n  types: [Fyre]\n", 6},
		{"HP not a multiple of 10", "cards/hgss.yaml", "- id: hgss2-68\n  name: Vulpix\n  category: pokemon\n  stage: basic\n  hp: 65\n  types: [Fire]\n", 5},
		{"unknown op", "cards/hgss.yaml", good + "  attacks:\n    - name: Ember\n      cost: [Fire]\n      after: [{op: explode}]\n", 11},
		{"evolution without evolves_from", "cards/hgss.yaml", "- id: hgss2-20\n  name: Ninetales\n  category: pokemon\n  stage: stage-1\n  hp: 90\n  types: [Fire]\n", 1},
		{"example card without a note", "cards/sm.yaml", "- id: example-x\n  name: X\n  example: true\n  category: pokemon\n  stage: basic\n  hp: 60\n  types: [Fire]\n", 1},
		{"real card with an example id", "cards/sm.yaml", "- id: example-x\n  name: X\n  category: pokemon\n  stage: basic\n  hp: 60\n  types: [Fire]\n", 1},
		{"duplicate id", "cards/hgss.yaml", good + good, 8},
		{"wrong kind of value", "cards/hgss.yaml", "- id: hgss2-68\n  name: Vulpix\n  category: pokemon\n  stage: basic\n  hp: sixty\n  types: [Fire]\n", 5},
		{"file not named after an era", "cards/dp.yaml", good, 0},
		{"not YAML", "cards/hgss.yaml", "- id: [unclosed\n", 0},
		{"unknown stage", "cards/hgss.yaml", "- id: hgss2-68\n  name: Vulpix\n  category: pokemon\n  stage: level-x\n  hp: 60\n  types: [Fire]\n", 4},
		{"LV.X with evolves_from", "cards/hgss.yaml", "- id: hgss9-1\n  name: Vulpix LV.X\n  category: pokemon\n  stage: lv-x\n  evolves_from: Vulpix\n  hp: 90\n  types: [Fire]\n", 5},
		{"LV.X whose name has no level", "cards/hgss.yaml", "- id: hgss9-1\n  name: Vulpix\n  category: pokemon\n  stage: lv-x\n  hp: 90\n  types: [Fire]\n", 2},
		{"Restored Pokémon without restored_by", "cards/xy.yaml", "- id: xy9-1\n  name: Tyrunt\n  category: pokemon\n  stage: restored\n  hp: 80\n  types: [Dragon]\n", 1},
		{"restored_by on a Basic Pokémon", "cards/xy.yaml", good + "  restored_by: Jaw Fossil\n", 8},
		{"restored_by names no fossil Item", "cards/xy.yaml", "- id: xy9-1\n  name: Tyrunt\n  category: pokemon\n  stage: restored\n  restored_by: Jaw Fossil\n  hp: 80\n  types: [Dragon]\n" +
			"- id: xy9-2\n  name: Jaw Fosil\n  category: trainer\n  trainer: item\n  play: [{op: bench-restored}]\n", 5},
		{"unknown Trainer kind", "cards/hgss.yaml", "- id: hgss9-1\n  name: TM\n  category: trainer\n  trainer: tm\n", 4},
		{"Technical Machine without an attack", "cards/hgss.yaml", "- id: hgss9-1\n  name: TM\n  category: trainer\n  trainer: technical-machine\n", 1},
		{"Technical Machine with HP", "cards/hgss.yaml", "- id: hgss9-1\n  name: TM\n  category: trainer\n  trainer: technical-machine\n  hp: 60\n  attacks: [{name: Headbutt, cost: [Colorless], damage: 10}]\n", 1},
		{"attack on a plain Item", "cards/hgss.yaml", "- id: hgss9-1\n  name: Potion\n  category: trainer\n  trainer: item\n  attacks: [{name: Headbutt, cost: [Colorless], damage: 10}]\n", 1},
		{"Fossil Trainer card that is a Supporter", "cards/hgss.yaml", "- id: hgss9-1\n  name: Claw Fossil\n  category: trainer\n  trainer: supporter\n  plays_as_basic: true\n  hp: 60\n  types: [Colorless]\n", 5},
		{"Fossil Trainer card without HP", "cards/hgss.yaml", "- id: hgss9-1\n  name: Claw Fossil\n  category: trainer\n  trainer: item\n  plays_as_basic: true\n  types: [Colorless]\n", 1},
		{"devolve to the bench", "cards/hgss.yaml", "- id: hgss9-1\n  name: Spray\n  category: trainer\n  trainer: item\n  play:\n    - {op: devolve,\n       dest: bench}\n", 7},
		{"dest on an op that sends nothing", "cards/hgss.yaml", "- id: hgss9-1\n  name: Potion\n  category: trainer\n  trainer: item\n  play:\n    - {op: heal,\n       dest: deck}\n", 7},
		{"to on an op other than move-energy", "cards/hgss.yaml", "- id: hgss9-1\n  name: Potion\n  category: trainer\n  trainer: item\n  play:\n    - {op: heal,\n       to: chosen-own}\n", 7},
		{"move-energy without to", "cards/hgss.yaml", good + "  attacks:\n    - name: Ember\n      cost: [Fire]\n      after: [{op: move-energy, who: self}]\n", 11},
		{"move-energy between two players", "cards/hgss.yaml", good + "  attacks:\n    - name: Ember\n      cost: [Fire]\n      after: [{op: move-energy, who: self, to: defending}]\n", 11},
		{"move-energy from a Pokémon to itself", "cards/hgss.yaml", good + "  attacks:\n    - name: Ember\n      cost: [Fire]\n      after: [{op: move-energy, to: defending}]\n", 11},
		{"from_hand on a search", "cards/hgss.yaml", "- id: hgss9-1\n  name: Ball\n  category: trainer\n  trainer: item\n  play:\n    - {op: search,\n       from_hand: true}\n", 7},
		{"bench-restored in an attack", "cards/hgss.yaml", good + "  attacks:\n    - name: Ember\n      cost: [Fire]\n      after: [{op: bench-restored}]\n", 11},
		{"unknown tag", "cards/hgss.yaml", good + "  tags: [☆]\n", 8},
		{"opp_chooses without a choice", "cards/hgss.yaml", "- id: hgss9-1\n  name: Repel\n  category: trainer\n  trainer: item\n  opp_chooses: true\n  play: [{op: switch-opp}]\n", 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{tt.file: {Data: []byte(tt.data)}}
			_, err := LoadCards(fsys)
			if err == nil {
				t.Fatalf("LoadCards(%q) = nil error; want a problem at line %d", tt.data, tt.wantLine)
			}
			if !errors.Is(err, ErrInvalid) {
				t.Errorf("LoadCards error %v is not ErrInvalid", err)
			}
			var ps Problems
			if !errors.As(err, &ps) || len(ps) == 0 {
				t.Fatalf("LoadCards error %T %v; want Problems", err, err)
			}
			if ps[0].File != tt.file || ps[0].Line != tt.wantLine {
				t.Errorf("LoadCards problem at %s:%d (%v); want %s:%d", ps[0].File, ps[0].Line, ps[0], tt.file, tt.wantLine)
			}
		})
	}
}

// Every special kind of card reads into the engine's fields: the fixture holds one of each.
func TestLoadSpecialCards(t *testing.T) {
	cs, err := LoadCards(os.DirFS("testdata/cards/special"))
	if err != nil {
		t.Fatalf("LoadCards(testdata/cards/special):\n%v", err)
	}
	card := func(id string) *engine.Card {
		c, ok := cs.Card(id)
		if !ok {
			t.Fatalf("card %s missing", id)
		}
		return c
	}
	tests := []struct {
		name string
		id   string
		got  func(c *engine.Card) any
		want any
	}{
		{"LV.X stage", "fx1-2", func(c *engine.Card) any { return c.Stage }, engine.LevelUp},
		{"Pokémon ☆ tag", "fx1-2", func(c *engine.Card) any { return c.Tags }, engine.TagStar},
		{"Technical Machine kind", "fx1-3", func(c *engine.Card) any { return c.Trainer }, engine.TechnicalMachine},
		{"Technical Machine attack", "fx1-3", func(c *engine.Card) any {
			return len(c.Attacks) == 1 && c.Attacks[0].Name == "Headbutt" && c.Attacks[0].Damage == 30
		}, true},
		{"Fossil Trainer card plays as a Basic Pokémon", "fx1-4", func(c *engine.Card) any { return c.PlaysAsBasic }, true},
		{"Fossil Trainer card is still a Trainer card", "fx1-4", func(c *engine.Card) any { return c.Category }, engine.TrainerCard},
		{"Fossil Trainer card HP", "fx1-4", func(c *engine.Card) any { return c.HP }, 60},
		{"Fossil Trainer card attack", "fx1-4", func(c *engine.Card) any { return len(c.Attacks) }, 1},
		{"devolve to the deck, all the way", "fx1-5", func(c *engine.Card) any { return c.Play[0] },
			engine.Op{Kind: engine.OpDevolve, Who: engine.WhoChosenOwn, N: -1, Dest: engine.ToDeck}},
		{"move-energy from a Benched Pokémon to the Active", "fx1-6", func(c *engine.Card) any { return c.Play[0] },
			engine.Op{Kind: engine.OpMoveEnergy, Who: engine.WhoChosenOwn, To: engine.WhoOwnActive, N: 1, Filter: engine.Filter{AnyCategory: true, BasicEnergy: true}}},
		{"search that discards Technical Machines", "fx1-7", func(c *engine.Card) any { return c.Play[0] },
			engine.Op{Kind: engine.OpSearch, N: 1, Dest: engine.ToDiscard,
				Filter: engine.Filter{Category: engine.TrainerCard, Trainer: 1 + uint8(engine.TechnicalMachine)}}},
		{"Restored stage", "fx2-1", func(c *engine.Card) any { return c.Stage }, engine.Restored},
		{"Restored Pokémon names its fossil", "fx2-1", func(c *engine.Card) any { return c.RestoredBy }, "Plume Fossil"},
		{"fossil Item takes from the hand", "fx2-2", func(c *engine.Card) any { return c.Play[0] },
			engine.Op{Kind: engine.OpBenchRestored, N: 1, FromHand: true}},
		{"BREAK with no printed Retreat Cost", "fx2-3", func(c *engine.Card) any {
			return c.Stage == engine.BreakStage && c.RetreatCost == 0 && len(c.Weakness) == 0
		}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.got(card(tt.id)); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("%s: got %+v; want %+v", tt.id, got, tt.want)
			}
		})
	}
}

func BenchmarkLoadEmbeddedCards(b *testing.B) {
	for b.Loop() {
		if _, err := LoadEmbeddedCards(); err != nil {
			b.Fatal(err)
		}
	}
}
