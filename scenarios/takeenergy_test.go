package scenarios

import (
	"slices"
	"strings"
	"testing"
)

// take-energy: and take-their-energy: name the attached Energy cards an effect discards or
// moves (engine Action.EnergyTakes).

const (
	// Quilava (Flamethrower discards 1 Energy card from it) with a Double Colorless Energy
	// attached first, then Fire and Water; Bob's Gyarados with Water and a Double Colorless.
	quilavaBoard = "  alice:\n    active: {card: hgss1-49, energy: [hgss1-103, Fire, Water]}\n  bob:\n" +
		"    active: {card: hgss1-4, energy: [Water, hgss1-103]}\n"
	// Gyarados (Hyper Beam discards 1 Energy card from the Defending Pokémon) against Gyarados.
	gyaradosBoard = "  alice:\n    active: {card: hgss1-4, energy: [Water, Water, hgss1-103]}\n  bob:\n" +
		"    active: {card: hgss1-4, energy: [Water, hgss1-103]}\n    bench: [{card: hgss1-4, energy: [Fire]}]\n"
)

func TestTakeEnergyRuns(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, board, action string
		alice, bob          []string // the Active Pokémon's Energy cards after
		words, refused      string
	}{
		{"Flamethrower keeps the Double Colorless", quilavaBoard, "{attack: Flamethrower, take-energy: [Fire]}",
			[]string{"Double Colorless Energy", "Water Energy"}, nil, "choosing Fire from Quilava", ""},
		{"Flamethrower without a choice: the card attached longest", quilavaBoard, "{attack: Flamethrower}",
			[]string{"Fire Energy", "Water Energy"}, nil, "uses Flamethrower", ""},
		{"Flamethrower by id", quilavaBoard, "{attack: Flamethrower, take-energy: [hgss1-117]}",
			[]string{"Double Colorless Energy", "Fire Energy"}, nil, "choosing hgss1-117 from Quilava", ""},
		{"Flamethrower: two cards for a discard of one", quilavaBoard, "{attack: Flamethrower, take-energy: [Fire, Water], refused: true}",
			nil, nil, "", "Water Energy on Alice's Quilava is named, but the effect does not take it"},
		{"Hyper Beam takes Bob's Double Colorless", gyaradosBoard, "{attack: Hyper Beam, take-their-energy: [hgss1-103]}",
			nil, []string{"Water Energy"}, "choosing hgss1-103 from Gyarados", ""},
		{"Hyper Beam: a Benched Pokémon's card", gyaradosBoard, "{attack: Hyper Beam, take-their-energy: [bench1:Fire], refused: true}",
			nil, nil, "", "Fire Energy on Bob's Gyarados is named, but the effect does not take it"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, err := Parse("board.yaml", choiceBoard("hgss", tt.board, "  - "+tt.action+"\n"))
			if err != nil {
				t.Fatalf("Parse(%s) = %v", tt.action, err)
			}
			r := playTo(t, sc, "hgss", 1, cards)
			st := r.res.Steps[len(r.res.Steps)-1]
			if tt.refused != "" {
				if st.Refused == nil || !strings.Contains(st.Refused.Reason, tt.refused) {
					t.Fatalf("refusal = %+v; want it to say %q", st.Refused, tt.refused)
				}
				return
			}
			if st.Refused != nil {
				t.Fatalf("%s refused: %s", tt.action, st.Refused.Reason)
			}
			if !strings.Contains(st.Action, tt.words) {
				t.Errorf("step = %q; want it to say %q", st.Action, tt.words)
			}
			for p, want := range [][]string{tt.alice, tt.bob} {
				if want == nil {
					continue
				}
				v, _ := r.g.Active(p)
				var got []string
				for _, e := range v.Energy {
					got = append(got, e.Name)
				}
				if !slices.Equal(got, want) {
					t.Errorf("%s: %s's Active Energy = %q; want %q", tt.action, titleName(p), got, want)
				}
			}
		})
	}
}

// A take key the effect does not read, or one naming a card not there, is refused at its line.
func TestTakeEnergyRefused(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, board, action string
		want                []string
	}{
		{"the attacker's card for Hyper Beam", gyaradosBoard, "{attack: Hyper Beam, take-energy: [Water]}",
			[]string{"board.yaml:", "take-energy", "Hyper Beam does not read it", "it reads take-their-energy"}},
		{"the opponent's card for Flamethrower", quilavaBoard, "{attack: Flamethrower, take-their-energy: [Water]}",
			[]string{"take-their-energy", "Flamethrower does not read it", "it reads take-energy"}},
		{"a card Quilava does not have", quilavaBoard, "{attack: Flamethrower, take-energy: [Grass]}",
			[]string{"take-energy: Grass: no more such Energy card is attached to Alice's Pokémon", "Quilava (active: hgss1-103, Fire, Water)"}},
		{"a second Double Colorless", quilavaBoard, "{attack: Flamethrower, take-energy: [hgss1-103, hgss1-103]}",
			[]string{"take-energy: hgss1-103: no more such Energy card"}},
		{"a take key on an attack that takes no Energy", quilavaBoard, "{attack: Flare, take-energy: [Fire]}",
			[]string{"Flare does not read it", "it asks for none of these choices"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantInvalid(t, "hgss", tt.board, tt.action, cards, tt.want)
		})
	}
}

func TestTakeEnergyParseErrors(t *testing.T) {
	tests := []struct{ name, action, want string }{
		{"a slot that is no slot", "{attack: Flamethrower, take-energy: [bench7:Fire]}", `take-energy: "bench7": want active or bench1..bench5 before the colon`},
		{"no Energy", "{attack: Flamethrower, take-energy: [Fiery]}", `take-energy: "Fiery" is neither a type`},
		{"a card that is no Energy", "{attack: Flamethrower, take-their-energy: [active:hgss1-49]}", "take-their-energy: Quilava is not an Energy card"},
		{"on a retreat", "{retreat: bench1, take-energy: [Fire]}", "take-energy: only an attack, a power or a Trainer card"},
	}
	_, cards := loadAll(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseWith("board.yaml", choiceBoard("hgss", quilavaBoard, "  - "+tt.action+"\n"), cards, Limits{})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse(%s) = %v; want it to say %q", tt.action, err, tt.want)
			}
		})
	}
}

// next lists Flamethrower and Hyper Beam with a bounded set of choices of which card goes, each
// written back with its key; each listed action can be appended and runs as listed.
func TestTakeEnergyNext(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, board, attack string
		want                []string // take-energy/take-their-energy of each listed action, in order
	}{
		{"Flamethrower", quilavaBoard, "Flamethrower", []string{"/", "Fire/", "Water/"}},
		{"Hyper Beam", gyaradosBoard, "Hyper Beam", []string{"/", "/hgss1-103"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, res := runBoard(t, "hgss", tt.board, "  []\n", cards)
			var got []string
			for _, fa := range res.Next {
				if fa.Attack != tt.attack {
					continue
				}
				got = append(got, fa.TakeEnergy+"/"+fa.TakeTheirEnergy)
				playsAppended(t, sc, res, fa, cards) // as YAML and as the run's JSON
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("next choices = %q; want %q", got, tt.want)
			}
		})
	}
}
