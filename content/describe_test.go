package content

import (
	"maps"
	"strings"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

func TestDescribe(t *testing.T) {
	tests := []struct {
		name string
		card *engine.Card
		want []string // each must appear in the text of the part at the same position
	}{
		{"plain damage", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Hit", Damage: 30}}},
			[]string{"Does 30 damage to the Defending Pokémon."}},
		{"coin then condition", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Jolt", Damage: 10,
			After: []engine.Op{{Kind: engine.OpFlip}, {Kind: engine.OpCondition, Gate: engine.IfHeads, Cond: engine.Paralyzed}}}}},
			[]string{"Does 10 damage to the Defending Pokémon. Flip a coin. Heads: the Defending Pokémon is now Paralyzed."}},
		{"times heads", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Many", Damage: 20, Suffix: "×",
			Before: []engine.Op{{Kind: engine.OpFlip, N: 3}, {Kind: engine.OpBaseTimes, Amount: 20}}}}},
			[]string{"Flip 3 coins. The attack does 20 damage for each heads. Then does the damage"}},
		{"search one", &engine.Card{Category: engine.TrainerCard, Trainer: engine.Item,
			Play: []engine.Op{{Kind: engine.OpSearch, N: 1, Filter: engine.Filter{Category: engine.PokemonCard, BasicOnly: true}, Dest: engine.ToBench}}},
			[]string{"Search your deck for at most 1 Basic Pokémon, put it onto your Bench; then your deck is shuffled."}},
		{"tool modifier", &engine.Card{Category: engine.TrainerCard, Trainer: engine.Tool,
			Mods: []engine.Modifier{{Stage: engine.ModDefenderCards, Amount: -20}}},
			[]string{"Attack damage done to the Pokémon it is attached to is 20 lower"}},
		// Sweet Sleeping Face: the Pokémon that must be Asleep is the one the sentence names.
		{"no damage while Asleep", &engine.Card{Category: engine.PokemonCard, Powers: []engine.Power{{Name: "Nap", Kind: engine.PokeBody, Use: engine.UsePassive,
			Mods: []engine.Modifier{{Stage: engine.ModDefender, Set: true, WhileAsleep: true}}}}},
			[]string{"Attacks do no damage to this Pokémon while it is Asleep, applied at the defender stage"}},
		// A discard counted in Energy names a number of Energy, not of Energy cards.
		{"discard counted in Energy", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Spin", Damage: 120,
			After: []engine.Op{{Kind: engine.OpDiscardEnergy, Who: engine.WhoSelf, N: 2, EnergyUnits: true}}}}},
			[]string{"Discard 2 Energy from among the Energy cards attached to the Attacking Pokémon, counting Energy rather than cards: cards of your choice come off one at a time"}},
		{"missing attack has no words", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Odd", Missing: notWritten}}},
			[]string{""}},
		{"the opponent chooses", &engine.Card{Category: engine.TrainerCard, Trainer: engine.Item, ChooseOpp: engine.ChooseBenched, OppChooses: true,
			Play: []engine.Op{{Kind: engine.OpSwitchOpp}}},
			[]string{"Your opponent chooses one of their Benched Pokémon. Your opponent's Active Pokémon and the chosen Benched Pokémon switch places."}},
		{"a Fossil Trainer card names the Pokémon it plays as", &engine.Card{Category: engine.TrainerCard, Trainer: engine.Item,
			PlaysAsBasic: true, HP: 60, Types: []engine.Type{engine.Colorless}},
			[]string{"Played onto your Bench as a 60-HP Colorless Basic Pokémon; a Trainer card everywhere else."}},
		{"special energy", &engine.Card{Category: engine.EnergyCard, Provides: []engine.Type{engine.Colorless, engine.Colorless}},
			[]string{"Special Energy: provides Colorless and Colorless."}},
		// An attack printed with no damage whose before ops set the base damage: the engine
		// deals it, to the chosen Pokémon when damage_to says so.
		{"base damage to the chosen Pokémon", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Quill",
			ChooseOpp: engine.ChoosePokemon, DamageTo: engine.WhoChosenOpp, Before: []engine.Op{{Kind: engine.OpBaseSet, Amount: 20}}}}},
			[]string{"You choose one of your opponent's Pokémon. The attack's base damage becomes 20. Then does the damage to the chosen Pokémon (Weakness and Resistance apply only if it is the Active Pokémon)."}},
		{"base damage to a chosen Benched Pokémon", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Snipe",
			ChooseOpp: engine.ChooseBenched, DamageTo: engine.WhoChosenOpp, Before: []engine.Op{{Kind: engine.OpBaseSet, Amount: 30}}}}},
			[]string{"Then does the damage to the chosen Benched Pokémon (no Weakness or Resistance on the Bench)."}},
		{"base damage to the Defending Pokémon", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Splash",
			Before: []engine.Op{{Kind: engine.OpBaseSet, Amount: 10}}}}},
			[]string{"The attack's base damage becomes 10. Then does the damage to the Defending Pokémon."}},
		{"printed damage to the chosen Pokémon", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Spear", Damage: 40,
			ChooseOpp: engine.ChoosePokemon, DamageTo: engine.WhoChosenOpp}}},
			[]string{"Does 40 damage to the chosen Pokémon (Weakness and Resistance apply only if it is the Active Pokémon)."}},
		// A heads gate after several coins needs every coin to be heads (engine reps), even
		// when the coins were flipped in the before ops and the gate is in the after ops.
		{"all heads after several coins", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Needle", Damage: 40, Suffix: "×",
			Before: []engine.Op{{Kind: engine.OpFlip, N: 3}, {Kind: engine.OpBaseTimes, Amount: 40}},
			After:  []engine.Op{{Kind: engine.OpCondition, Gate: engine.IfHeads, Who: engine.WhoDefending, Cond: engine.Paralyzed}}}}},
			[]string{"Then does the damage to the Defending Pokémon. All heads: the Defending Pokémon is now Paralyzed."}},
		{"all tails after several coins", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Cannon", Damage: 100,
			Requires: []engine.Op{{Kind: engine.OpFlip, N: 2}, {Kind: engine.OpNothing, Gate: engine.IfTails}}}}},
			[]string{"To use it: flip 2 coins. Both tails: the attack does nothing."}},
		{"each heads after several coins", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Pecks",
			After: []engine.Op{{Kind: engine.OpFlip, N: 2}, {Kind: engine.OpCounters, Gate: engine.EachHeads, Who: engine.WhoDefending, N: 1}}}}},
			[]string{"Flip 2 coins. For every heads: the Defending Pokémon gets 1 damage counter."}},
		{"a power with a trigger names it", &engine.Card{Category: engine.PokemonCard, Powers: []engine.Power{{Name: "Spark", Kind: engine.PokeBody,
			Use: engine.UseOpponentAttaches, Ops: []engine.Op{{Kind: engine.OpCounters, Who: engine.WhoChosenOpp, N: 1}}}}},
			[]string{"Each time the opponent attaches an Energy card to one of their own Pokémon from their hand, while this Pokémon is in play: that Pokémon gets 1 damage counter."}},
		{"moving Energy of one type names it", &engine.Card{Category: engine.PokemonCard, Powers: []engine.Power{{Name: "Tide", Kind: engine.PokePower,
			ChooseOwn: engine.ChooseBenched, Ops: []engine.Op{{Kind: engine.OpMoveEnergy, Who: engine.WhoChosenOwn, To: engine.WhoOwnActive, N: 1, Type: engine.Water}}}}},
			[]string{"Move at most 1 Water Energy from the chosen Pokémon of yours to your Active Pokémon (the chosen Pokémon must have such Energy attached)."}},
		// The damage op never applies Weakness or Resistance to the Pokémon that does it or to
		// the Bench; a chosen Pokémon of the attacker's own is one or the other.
		{"attack damage to your own Pokémon", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Thunder", Damage: 70,
			ChooseOwn: engine.ChoosePokemon, After: []engine.Op{{Kind: engine.OpDamage, Who: engine.WhoChosenOwn, Amount: 20}}}}},
			[]string{"Does 70 damage to the Defending Pokémon. 20 damage to the chosen Pokémon of yours (no Weakness or Resistance: it is one of your own Pokémon)."}},
		{"effect damage to a chosen Benched Pokémon", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Muddy", Damage: 30,
			ChooseOpp: engine.ChooseBenched, After: []engine.Op{{Kind: engine.OpDamage, Who: engine.WhoChosenOpp, Amount: 20}}}}},
			[]string{"Does 30 damage to the Defending Pokémon. 20 damage to the chosen Benched Pokémon (no Weakness or Resistance on the Bench)."}},
		// Modifiers read as a sentence about the Pokémon they are on.
		{"prevent all damage on a power", &engine.Card{Category: engine.PokemonCard, Powers: []engine.Power{{Name: "Bubble", Kind: engine.Ability,
			Use: engine.UsePassive, Mods: []engine.Modifier{{Stage: engine.ModDefender, Set: true, AttackerType: engine.Fire}}}}},
			[]string{"Always in effect while the Pokémon is in play. Attacks do no damage to this Pokémon (Fire attackers)"}},
		{"less damage next turn", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Guard", Damage: 30,
			After: []engine.Op{{Kind: engine.OpLasting, Who: engine.WhoSelf, Lasting: engine.Lasting{Kind: engine.LastingModifier,
				Mod: engine.Modifier{Stage: engine.ModDefender, Amount: -20}}}}}}},
			[]string{"Throughout your opponent's next turn, attack damage done to this Pokémon is 20 lower, applied at the defender stage"}},
		{"base damage of one attack next turn", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Dance",
			After: []engine.Op{{Kind: engine.OpLasting, Who: engine.WhoSelf, Lasting: engine.Lasting{Kind: engine.LastingModifier, When: engine.OwnersNextTurn,
				Mod: engine.Modifier{Stage: engine.ModAttacker, Set: true, Amount: 80, OnlyAttack: "Claw"}}}}}}},
			[]string{"During your next turn, attacks by this Pokémon do 80 damage (Claw only)"}},
		{"the Defending Pokémon's attacks next turn", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Bellow", Damage: 50,
			After: []engine.Op{{Kind: engine.OpLasting, Who: engine.WhoDefending, Lasting: engine.Lasting{Kind: engine.LastingModifier,
				Mod: engine.Modifier{Stage: engine.ModAttacker, Amount: -50}}}}}}},
			[]string{"Throughout your opponent's next turn, attacks by the Defending Pokémon do 50 less damage, applied at the attacker stage"}},
		{"for the rest of the turn", &engine.Card{Category: engine.TrainerCard, Trainer: engine.Supporter,
			Play: []engine.Op{{Kind: engine.OpTurnModifier, Mod: engine.Modifier{Stage: engine.ModAttacker, Amount: 30, ActiveOnly: true}}}},
			[]string{"For the rest of this turn, attacks by your Pokémon do 30 extra damage to the opponent's Active Pokémon"}},
		// Outside an attack there is no Defending Pokémon: the engine takes the opponent's Active.
		{"a power's Defending Pokémon", &engine.Card{Category: engine.PokemonCard, Powers: []engine.Power{{Name: "Moth", Kind: engine.PokePower,
			OncePerTurn: true, Ops: []engine.Op{{Kind: engine.OpFlip}, {Kind: engine.OpCondition, Gate: engine.IfHeads, Who: engine.WhoDefending, Cond: engine.Poisoned}}}}},
			[]string{"Heads: your opponent's Active Pokémon is now Poisoned."}},
		{"an Energy card's own Pokémon", &engine.Card{Category: engine.EnergyCard, Provides: []engine.Type{engine.AnyType},
			OnAttach: []engine.Op{{Kind: engine.OpCounters, Who: engine.WhoSelf, N: 1}}},
			[]string{"When attached from the hand: the Pokémon it is attached to gets 1 damage counter."}},
		{"discarding the top card of the opponent's deck", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Eat",
			After: []engine.Op{{Kind: engine.OpDiscardDeck, Who: engine.WhoDefending, N: 1}, {Kind: engine.OpHeal, Who: engine.WhoSelf, Amount: 20}}}}},
			[]string{"Discard the top card off your opponent's deck. Remove 20 damage from the Attacking Pokémon."}},
		{"cards from the discard pile", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Hunt", GX: true,
			After: []engine.Op{{Kind: engine.OpTakeDiscard, N: 3, Filter: engine.Filter{AnyCategory: true}}}}}},
			[]string{"A GX attack. From your discard pile, put 3 cards into your hand (all there are, if fewer)."}},
		{"attack damage to the Defending Pokémon as an effect", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Zap",
			After: []engine.Op{{Kind: engine.OpFlip}, {Kind: engine.OpDamage, Gate: engine.IfHeads, Who: engine.WhoDefending, Amount: 10}}}}},
			[]string{"Flip a coin. Heads: 10 damage to the Defending Pokémon (Weakness and Resistance apply)."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Describe(tt.card)
			if len(got) != len(tt.want) {
				t.Fatalf("Describe = %d parts %+v; want %d", len(got), got, len(tt.want))
			}
			for i, w := range tt.want {
				if w == "" && got[i].Text != "" || !strings.Contains(got[i].Text, w) {
					t.Errorf("part %d = %q; want it to contain %q", i, got[i].Text, w)
				}
			}
		})
	}
}

// The primitives as data hold every field the card file sets on the part, not only its ops.
func TestDescribePrimitiveFields(t *testing.T) {
	tests := []struct {
		name string
		card *engine.Card
		want map[string]any
	}{
		{"damage to the chosen Pokémon", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Quill",
			ChooseOpp: engine.ChoosePokemon, DamageTo: engine.WhoChosenOpp, IgnoreResistance: true, Before: []engine.Op{{Kind: engine.OpBaseSet, Amount: 20}}}}},
			map[string]any{"choose_opp": "pokemon", "damage_to": "chosen-opponent", "ignore_resistance": true}},
		{"the opponent chooses", &engine.Card{Category: engine.TrainerCard, Trainer: engine.Item, ChooseOpp: engine.ChooseBenched, OppChooses: true,
			Play: []engine.Op{{Kind: engine.OpSwitchOpp}}},
			map[string]any{"choose_opp": "benched", "opp_chooses": true}},
		{"a power's use", &engine.Card{Category: engine.PokemonCard, Powers: []engine.Power{{Name: "Spark", Kind: engine.PokeBody,
			Use: engine.UseOpponentAttaches, ActiveOnly: true, Ops: []engine.Op{{Kind: engine.OpCounters, Who: engine.WhoChosenOpp, N: 1}}}}},
			map[string]any{"use": "opponent-attaches", "active_only": true}},
		{"a plain attack sets none", &engine.Card{Category: engine.PokemonCard, Attacks: []engine.Attack{{Name: "Hit", Damage: 30}}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Describe(tt.card)[0].Primitives["fields"]
			if tt.want == nil {
				if got != nil {
					t.Errorf("fields = %v; want none", got)
				}
				return
			}
			if len(got) != 1 || !maps.Equal(got[0], tt.want) {
				t.Errorf("fields = %v; want [%v]", got, tt.want)
			}
		})
	}
}
