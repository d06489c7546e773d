package content

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulesd/rulesd/engine"
)

// The reaction cards of the catalogue say in words what their primitives do.
func TestDescribeReact(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		id, part, want string
	}{
		{"xy1-14", "Spiky Shield", "If an opponent's attack damages this Pokémon while it is your Active Pokémon (even if that Knocks it Out): the Attacking Pokémon gets 3 damage counters."},
		{"xy1-44", "Destiny Burst", "If damage from an opponent's attack Knocks Out this Pokémon while it is your Active Pokémon: flip a coin. Heads: the Attacking Pokémon gets 5 damage counters."},
		{"sm1-47", "Innards Out", "Knocks Out this Pokémon while it is your Active Pokémon: the Attacking Pokémon gets 6 damage counters."},
		{"sm5-19", "Incandescent Body", "damages this Pokémon while it is your Active Pokémon (even if that Knocks it Out): the Attacking Pokémon is now Burned."},
		{"sm1-124", "", "If an opponent's attack damages the Pokémon it is attached to while it is your Active Pokémon (even if that Knocks it Out): the Attacking Pokémon is now Poisoned."},
		{"sm5-29", "Spike Armor", "Throughout your opponent's next turn, if an attack damages this Pokémon (even if that Knocks it Out): the Attacking Pokémon gets 6 damage counters."},
		{"sm5-100", "Timeless-GX", "Take another turn after this one, with no between-turns step before it."},
		{"sm5-90", "Sun's Eclipse-GX", "Can be used only if your opponent has fewer Prize cards left than you."},
		{"sm5-124", "", "Remove 80 damage from the chosen Pokémon of yours, which must have any Grass Energy attached."},
		{"sm5-150", "", "Remove 50 damage from every one of your Pokémon with any Water Energy attached."},
		{"sm5-118", "", "Attack damage done to the Pokémon it is attached to, if that is Regirock, Regice, Registeel or Regigigas, is 30 lower"},
		{"sm5-123", "", "The Pokémon it is attached to, if that is Silvally-GX, is a Fire Pokémon."},
		{"col1-81", "", "Once during each of their turns, each player may use this Stadium for themselves (\"you\" is that player): you win the game; this can be done only while at least 6 of your opponent's Pokémon are in the Lost Zone."},
		{"sm5-129", "", "From your deck, look at the top card (nothing else happens). Instead of one, exactly 4 copies of this card may be played at once; then, once for all of them: put 1 of your Prize cards into your hand"},
		{"sm1-114", "", "Remove 20 damage from your Active Pokémon. Remove one Special Condition of your choice from your Active Pokémon."},
		{"sm5-130", "", "from your discard pile, put 2 Metal basic Energy cards into your hand (all there are, if fewer)."},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			c, ok := cat.Get(tt.id)
			if !ok {
				t.Fatalf("Get(%q) found nothing", tt.id)
			}
			if !c.Playable() {
				t.Errorf("%s Playable() = false (missing %v); want true", tt.id, c.Missing)
			}
			var got string
			for _, e := range Describe(c.Card) {
				if e.Name == tt.part {
					got = e.Text
				}
			}
			if !strings.Contains(got, tt.want) {
				t.Errorf("Describe(%s) %q = %q; want it to contain %q", tt.id, tt.part, got, tt.want)
			}
		})
	}
}

// The card file fields of the reactions: a wrong one is an error at its line; a right one
// reaches the engine card.
func TestReactFields(t *testing.T) {
	facts := `{"id":"sm1","era":"sm","name":"Sun & Moon","series":"Sun & Moon","released":"2017/02/03","cards": [
{"id":"sm1-82","set":"sm1","number":"82","name":"Sharpedo","category":"pokemon","stage":"stage-1","evolves_from":"Carvanha","hp":110,"types":["Water"],"retreat":0,"attacks":[{"name":"Aqua Impact","cost":["Water"],"damage":60,"effect":true}],"powers":[{"name":"Rough Skin","kind":"ability"}]},
{"id":"sm1-124","set":"sm1","number":"124","name":"Poison Barb","category":"trainer","trainer":"tool","effect":true},
{"id":"sm1-125","set":"sm1","number":"125","name":"Potion","category":"trainer","trainer":"item","effect":true}
]}
`
	load := func(data string) (*Catalog, error) {
		cs, err := LoadCards(fstest.MapFS{"cards/sm.yaml": {Data: []byte(data)}, "cards/facts/sm1.json": {Data: []byte(facts)}})
		if err != nil {
			return nil, err
		}
		return NewCatalog(cs), nil
	}
	tests := []fieldProblem{
		{"on_damaged on an Item", "- id: sm1-125\n  on_damaged: [{op: draw, n: 1}]\n", 1, "on_damaged, tool_type and tool_for belong to a Pokémon Tool"},
		{"on_damaged on a Pokémon", "- id: sm1-82\n  on_damaged: [{op: draw, n: 1}]\n  attacks:\n    - {name: Aqua Impact, after: [{op: draw, n: 1}]}\n  powers:\n    - {name: Rough Skin, use: damaged-active, ops: [{op: draw, n: 1}]}\n", 1, "on_damaged, tool_type, tool_for"},
		{"heal-energized with no amount", "- id: sm1-125\n  play: [{op: heal-energized, who: each-own, type: Grass}]\n", 2, "needs amount"},
		{"heal-energized on the Active Pokémon", "- id: sm1-125\n  play: [{op: heal-energized, amount: 20, who: own-active}]\n", 2, "chosen-own"},
		{"extra-turn in a Trainer", "- id: sm1-125\n  play: [{op: extra-turn}]\n", 2, "belongs in an attack"},
		{"react-damaged with no ops", "- id: sm1-82\n  attacks:\n    - {name: Aqua Impact, after: [{op: lasting, who: self, lasting: {kind: react-damaged}}]}\n  powers:\n    - {name: Rough Skin, use: damaged-active, ops: [{op: draw, n: 1}]}\n", 3, "ops say what kind react-damaged does"},
		{"stadium_ops on a Tool", "- id: sm1-124\n  stadium_ops: [{op: draw, n: 1}]\n", 2, "stadium_ops belong to a Stadium"},
		{"win-lost-zone in a Trainer's play", "- id: sm1-125\n  play: [{op: win-lost-zone, n: 6}]\n", 2, "belongs in a Stadium's stadium_ops"},
		{"play_together on a Tool", "- id: sm1-124\n  play_together: 4\n  together_play: [{op: draw, n: 1}]\n", 2, "play_together belongs to an Item"},
		{"play_together without together_play", "- id: sm1-125\n  play_together: 4\n", 2, "go together"},
		{"cure-one in an attack", "- id: sm1-82\n  attacks:\n    - {name: Aqua Impact, after: [{op: cure-one, who: self}]}\n  powers:\n    - {name: Rough Skin, use: damaged-active, ops: [{op: draw, n: 1}]}\n", 3, "belongs in a Trainer card's play"},
		{"tool_type on an Item", "- id: sm1-125\n  tool_type: Fire\n", 1, "belong to a Pokémon Tool"},
		{"tool_type not a type", "- id: sm1-124\n  tool_type: Plasma\n", 2, "unknown type"},
		{"ops on another lasting kind", "- id: sm1-82\n  attacks:\n    - {name: Aqua Impact, after: [{op: lasting, who: self, lasting: {kind: cant-attack, ops: [{op: draw}]}}]}\n  powers:\n    - {name: Rough Skin, use: damaged-active, ops: [{op: draw, n: 1}]}\n", 3, "only there"},
	}
	wantFieldProblems(t, load, tests)
	good := `- id: sm1-82
  attacks:
    - name: Aqua Impact
      after: [{op: lasting, who: self, lasting: {kind: react-damaged, ops: [{op: counters, n: 2, who: chosen-opponent}]}}]
  powers:
    - {name: Rough Skin, use: damaged-active, ops: [{op: counters, n: 3, who: chosen-opponent}]}
- id: sm1-124
  on_damaged: [{op: condition, condition: poisoned, who: chosen-opponent}]
`
	cat, err := load(good)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := cat.Get("sm1-82")
	if pw := c.Card.Powers[0]; pw.Use != engine.UseDamagedActive || len(pw.Ops) != 1 || pw.Ops[0].N != 3 {
		t.Errorf("Rough Skin = %+v; want damaged-active with 3 counters", pw)
	}
	if l := c.Card.Attacks[0].After[0].Lasting; l.Kind != engine.LastingReactDamaged || len(l.Ops) != 1 || l.Ops[0].Who != engine.WhoChosenOpp {
		t.Errorf("Aqua Impact lasting = %+v; want react-damaged with counters on the chosen opponent's Pokémon", l)
	}
	b, _ := cat.Get("sm1-124")
	if ops := b.Card.OnDamaged; len(ops) != 1 || ops[0].Cond != engine.Poisoned {
		t.Errorf("Poison Barb on_damaged = %+v; want Poisoned", ops)
	}
	if d := Describe(b.Card); len(d) == 0 || d[0].Primitives["on_damaged"] == nil {
		t.Errorf("Poison Barb primitives = %+v; want on_damaged", d)
	}
}

// Powers set off by the opponent's retreat or Benching say who the chosen opponent's
// Pokémon is.
func TestDescribeOpponentTriggers(t *testing.T) {
	tests := []struct {
		name string
		pw   engine.Power
		want string
	}{
		{"retreat", engine.Power{Name: "Toxic Spikes", Kind: engine.Ability, Use: engine.UseOpponentRetreats,
			Ops: []engine.Op{{Kind: engine.OpCondition, Cond: engine.Poisoned, Who: engine.WhoChosenOpp}}},
			"Each time your opponent's Active Pokémon retreats: the Pokémon that took its place is now Poisoned."},
		{"benching, Active only", engine.Power{Name: "Eye of Disaster", Kind: engine.PokeBody, Use: engine.UseOpponentBenches, ActiveOnly: true,
			Ops: []engine.Op{{Kind: engine.OpCounters, N: 2, Who: engine.WhoChosenOpp}}},
			"Each time your opponent benches a Basic Pokémon from their hand while this Pokémon is your Active Pokémon: that Pokémon gets 2 damage counters."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := describePower(&tt.pw); got != tt.want {
				t.Errorf("describePower(%s) = %q; want %q", tt.pw.Name, got, tt.want)
			}
		})
	}
}
