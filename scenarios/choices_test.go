package scenarios

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// choiceBoard writes a scenario with the given era, board sides and actions.
func choiceBoard(era, sides, actions string) []byte {
	return []byte("id: my-board\ntitle: a board\nsummary: a board set up by hand\neras: [" + era +
		"]\nteaches: [trainer-cards]\nboard:\n  turn: 5\n  current: alice\n" + sides + "actions:\n" + actions)
}

// runBoard parses a board written by choiceBoard and runs it under its era.
func runBoard(t *testing.T, era, sides, actions string, cards CardSource) (*Scenario, *Result) {
	t.Helper()
	sc, err := Parse("board.yaml", choiceBoard(era, sides, actions))
	if err != nil {
		t.Fatalf("Parse(%s): %v", actions, err)
	}
	res, err := RunWith(context.Background(), sc, era, cards, RunOptions{})
	if err != nil {
		t.Fatalf("RunWith(%s): %v", actions, err)
	}
	return sc, res
}

// Boards the choice tests share.
const (
	cyrusBoard = "  alice:\n    active: {card: sm1-36}\n    hand: [sm5-120]\n  bob:\n    active: {card: sm1-9}\n" +
		"    bench: [{card: sm1-9}, {card: sm1-36}, {card: sm1-80}]\n"
	darkCallBoard = "  alice:\n    active: {card: sm1-80, energy: [Darkness, Darkness]}\n  bob:\n" +
		"    active: {card: sm1-36, energy: [Water, Water]}\n    bench: [{card: sm1-9, energy: [Grass]}]\n"
	braixenBoard  = "  alice:\n    active: {card: xy1-25, energy: [Fire]}\n    deck: [xy1-133, xy1-132, xy1-22, xy1-20]\n  bob:\n    active: {card: xy1-20}\n"
	recordBoard   = "  alice:\n    active: {card: hgss2-66}\n    hand: [col1-84]\n    deck: [hgss2-66, hgss2-52, hgss2-58, hgss2-68, hgss4-65]\n  bob:\n    active: {card: hgss2-52}\n"
	switchBoard   = "  alice:\n    active: {card: sm1-36, energy: [Water, Fire]}\n    bench: [{card: sm1-9}]\n    hand: [sm1-117]\n  bob:\n    active: {card: sm1-9}\n"
	malasadaBoard = "  alice:\n    active: {card: sm1-36, conditions: [confused, poisoned]}\n    hand: [sm1-114]\n  bob:\n    active: {card: sm1-9}\n"
	windBoard     = "  alice:\n    active: {card: hgss2-66, energy: [Grass, Water, Fire]}\n    bench: [{card: hgss2-66}]\n    hand: [hgss2-8, hgss2-52]\n  bob:\n    active: {card: hgss2-52}\n"
	anticsBoard   = "  alice:\n    active: {card: hgss1-30}\n  bob:\n    active: {card: hgss2-66, energy: [Grass, hgss1-103]}\n    bench: [{card: hgss2-66}]\n"
	tsareenaBoard = "  alice:\n    active: {card: sm1-18, entered: 3}\n    hand: [sm1-129, sm1-20]\n  bob:\n    active: {card: sm1-24}\n    hand: [sm1-128]\n"
	candyBoard    = "  alice:\n    active: {card: sm1-9}\n    hand: [sm1-129, sm1-12]\n  bob:\n    active: {card: sm1-36}\n"
	shareBoard    = "  alice:\n    active: {card: sm1-9, energy: [Grass, Grass]}\n  bob:\n    active: {card: sm1-24, damage: 50, energy: [Fire, Water]}\n" +
		"    bench: [{card: sm1-9, tool: sm1-118}, {card: sm1-18, tool: sm1-118}]\n"
)

// A choice key the action's effect does not read is refused at its line, naming the key
// the effect reads; a value of the wrong kind is refused when the file is read.
func TestChoiceKeyRefused(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, era, board, action string
		want                     []string // parts of the error
	}{
		{"picks on Cyrus ◇", "sm", cyrusBoard, "{play: sm5-120, picks: [bench1, bench2]}",
			[]string{"board.yaml:16:28", "picks", "Cyrus ◇ does not read it", "it reads they-keep"}},
		{"keep on Cyrus ◇, whose choice is the opponent's", "sm", cyrusBoard, "{play: sm5-120, keep: [bench1, bench2]}",
			[]string{"keep", "it reads they-keep (the opponent's Benched Pokémon that stay, the opponent's choice)"}},
		{"they-keep on Dark Call-GX", "sm", darkCallBoard, "{attack: Dark Call-GX, they-keep: [bench1]}",
			[]string{"board.yaml:15:5", "they-keep", "Dark Call-GX does not read it", "it reads from-their-pokemon"}},
		{"top on Clairvoyant Eye", "xy", braixenBoard, "{attack: Clairvoyant Eye, top: [1]}",
			[]string{"top", "it reads order"}},
		{"order on Research Record", "hgss", recordBoard, "{play: col1-84, order: [2, 1]}",
			[]string{"order", "it reads top", "or bottom"}},
		{"a choice on an attack that asks only which Fire Energy it discards", "xy", braixenBoard, "{attack: Fire Tail Slap, order: [1]}",
			[]string{"Fire Tail Slap does not read it", "it reads take-energy"}},
		{"cards from the hand for an effect that picks none there", "sm", darkCallBoard, "{attack: Dark Call-GX, from-their-hand: [sm1-9]}",
			[]string{"from-their-hand (cards chosen from the opponent's hand)", "it reads from-their-pokemon"}},
		{"an Energy card the Pokémon does not have", "sm", switchBoard, "{play: sm1-117, own: active, energy: [Grass], split: [bench1]}",
			[]string{"energy: Alice's Corsola has no more Grass attached"}},
		{"an Energy card the Pokémon a move leaves does not have", "hgss", anticsBoard, "{attack: Energy Antics, moves: [active>bench1], energy: [Water]}",
			[]string{"energy: Bob's Tropius has no more Water attached"}},
		{"Celebration Wind: an Energy card the Pokémon a move leaves does not have", "hgss", windBoard, "{bench: hgss2-8, option: true, moves: [active>bench1], energy: [Lightning]}",
			[]string{"energy: Alice's Tropius has no more Lightning attached"}},
		{"Celebration Wind: a card the Pokémon a later move leaves never had", "hgss", windBoard, "{bench: hgss2-8, option: true, moves: [active>bench1, bench1>bench2], energy: [Water, Fire]}",
			[]string{"energy: Alice's Tropius has no more Fire attached for entry 2"}},
		{"Celebration Wind: the power not used", "hgss", windBoard, "{bench: hgss2-8, moves: [active>bench1], energy: [Water]}",
			[]string{"energy: the action moves no Energy card as moves: says", "option: true"}},
		{"Celebration Wind: more cards named than the moves take", "hgss", windBoard, "{bench: hgss2-8, option: true, moves: [active>bench1], energy: [Water, Fire]}",
			[]string{"energy: 2 cards named, and the moves take 1"}},
		{"energy on a Pokémon benched with no power that moves Energy", "hgss", windBoard, "{bench: hgss2-52, energy: [Water]}",
			[]string{"energy (", "the Pokémon benched has no power that moves Energy as it is benched"}},
		{"they-share-energy without they-share", "sm", shareBoard, "{attack: Leafage, they-share-energy: [Fire]}",
			[]string{"they-share-energy: the Energy cards go to the holders they-share: names, and it names none"}},
		{"they-share-energy naming a card Bob's Active Pokémon does not have", "sm", shareBoard, "{attack: Leafage, they-share: [bench1], they-share-energy: [Grass]}",
			[]string{"they-share-energy: Bob's Litten has no more Grass attached"}},
		{"they-share-energy with no Exp. Share on the opponent's Bench", "sm", darkCallBoard, "{attack: Dark Call-GX, they-share-energy: [Fire]}",
			[]string{"they-share-energy (", "has no Benched Pokémon holding Exp. Share"}},
		{"an Energy card chosen with no move", "hgss", anticsBoard, "{attack: Energy Antics, energy: [Grass]}",
			[]string{"energy: the cards chosen leave the Pokémon the moves: name, and there is no move"}},
		{"a Special Condition the Pokémon does not have", "sm", malasadaBoard, "{play: sm1-114, cure: asleep}",
			[]string{"cure asleep: the Pokémon it cures is not Asleep (it is Confused+Poisoned)"}},
		{"a Special Condition on a card that cures none", "sm", cyrusBoard, "{play: sm5-120, cure: poisoned}",
			[]string{"cure", "it reads they-keep"}},
		{"they-share with no Exp. Share on the opponent's Bench", "sm", darkCallBoard, "{attack: Dark Call-GX, they-share: [bench1]}",
			[]string{"they-share", "Bob has no Benched Pokémon holding Exp. Share"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// A played Trainer card's keys are checked as the file is read; an attack's or a
			// power's when the run reaches it.
			wantInvalid(t, tt.era, tt.board, tt.action, cards, tt.want)
		})
	}
}

func TestChoiceKeyParseErrors(t *testing.T) {
	tests := []struct{ name, action, want string }{
		{"the Active Pokémon kept", "{play: sm5-120, they-keep: [active]}", `they-keep: "active": want bench1..bench5`},
		{"a place of 0", "{attack: Clairvoyant Eye, order: [0, 1]}", `order: "0": want a place from 1`},
		{"not a Special Condition", "{play: sm5-120, cure: sleepy}", `cure: "sleepy": want asleep`},
		{"a choice on a retreat", "{retreat: bench1, keep: [bench1]}", "keep: only an attack, a power or a Trainer card"},
		{"a slot that is no slot", "{attack: Dark Call-GX, from-their-pokemon: [bench7]}", `from-their-pokemon: "bench7"`},
		{"together that is not true or false", "{play: sm5-120, together: 4}", "together: want true or false"},
		{"the opponent's Exp. Share on a Trainer card", "{play: sm5-120, they-share: [bench1]}", "they-share: only an attack asks for this choice"},
		{"the Active Pokémon sharing", "{attack: Leafage, they-share: [active]}", `they-share: "active": want bench1..bench5`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("board.yaml", choiceBoard("sm", cyrusBoard, "  - "+tt.action+"\n"))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse(%s) = %v; want an error containing %q", tt.action, err, tt.want)
			}
		})
	}
}

// Each choice key reaches the engine: the board after the action is the one the choice
// makes, not the engine's default.
func TestChoicesPlayed(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, era, board, action string
		check                    func(r *runner) string // "" when the board is right
	}{
		{"Cyrus ◇: Bob keeps his second and third Benched Pokémon", "sm", cyrusBoard, "{play: sm5-120, they-keep: [bench2, bench3]}",
			func(r *runner) string {
				return benchIDs(r, 1, "sm1-36", "sm1-80")
			}},
		{"Exp. Share: Bob lets neither work", "sm", shareBoard, "{attack: Leafage, they-share: []}",
			func(r *runner) string { return shareEnergy(r, "", "") }},
		{"Exp. Share: both, Bounsweet's first", "sm", shareBoard, "{attack: Leafage, they-share: [bench2, bench1]}",
			func(r *runner) string { return shareEnergy(r, "Water Energy", "Fire Energy") }},
		{"Exp. Share: Bob names the Energy card each holder takes", "sm", shareBoard, "{attack: Leafage, they-share: [bench1, bench2], they-share-energy: [Water, Fire]}",
			func(r *runner) string { return shareEnergy(r, "Water Energy", "Fire Energy") }},
		{"Exp. Share without the key: both, in Bench order", "sm", shareBoard, "{attack: Leafage}",
			func(r *runner) string { return shareEnergy(r, "Fire Energy", "Water Energy") }},
		{"Dark Call-GX: one Energy from each", "sm", darkCallBoard, "{attack: Dark Call-GX, from-their-pokemon: [active, bench1]}",
			func(r *runner) string {
				a, _ := r.g.Active(1)
				b := r.g.Bench(1)
				if len(a.Energy) != 1 || len(b) != 1 || len(b[0].Energy) != 0 {
					return "want 1 Energy left on the Active Pokémon and none on the Bench"
				}
				return ""
			}},
		{"Dark Call-GX without the key: both from the Active Pokémon", "sm", darkCallBoard, "{attack: Dark Call-GX}",
			func(r *runner) string {
				a, _ := r.g.Active(1)
				if len(a.Energy) != 0 || len(r.g.Bench(1)[0].Energy) != 1 {
					return "want the Active Pokémon's 2 Energy gone and the Bench's kept"
				}
				return ""
			}},
		{"Clairvoyant Eye in the order picked", "xy", braixenBoard, "{attack: Clairvoyant Eye, order: [3, 1, 2]}",
			func(r *runner) string { return deckIDs(r, 0, "xy1-22", "xy1-133", "xy1-132", "xy1-20") }},
		{"Research Record: two on top, two under the deck", "hgss", recordBoard, "{play: col1-84, top: [4, 2], bottom: [3, 1]}",
			func(r *runner) string {
				return deckIDs(r, 0, "hgss2-68", "hgss2-52", "hgss4-65", "hgss2-58", "hgss2-66")
			}},
		{"Research Record: only the top named, the rest under in order", "hgss", recordBoard, "{play: col1-84, top: [3]}",
			func(r *runner) string {
				return deckIDs(r, 0, "hgss2-58", "hgss4-65", "hgss2-66", "hgss2-52", "hgss2-68")
			}},
		{"Energy Antics: the Energy card named, from the Pokémon the move leaves", "hgss", anticsBoard, "{attack: Energy Antics, moves: [active>bench1], energy: [hgss1-103]}",
			func(r *runner) string {
				a, _ := r.g.Active(1)
				b := r.g.Bench(1)
				if len(a.Energy) != 1 || a.Energy[0].Name != "Grass Energy" || len(b[0].Energy) != 1 || b[0].Energy[0].ID != "hgss1-103" {
					return "want the Grass Energy left on Bob's Active Pokémon and the Double Colorless Energy on his Bench"
				}
				return ""
			}},
		{"Celebration Wind: the Energy cards named, from the Pokémon the moves leave", "hgss", windBoard, "{bench: hgss2-8, option: true, moves: [active>bench1, active>bench2], energy: [Fire, Water]}",
			func(r *runner) string {
				a, _ := r.g.Active(0)
				b := r.g.Bench(0)
				if len(a.Energy) != 1 || a.Energy[0].Name != "Grass Energy" || len(b) != 2 || len(b[0].Energy) != 1 || b[0].Energy[0].Name != "Fire Energy" ||
					len(b[1].Energy) != 1 || b[1].Energy[0].Name != "Water Energy" {
					return "want the Grass Energy left on the Active Pokémon, the Fire Energy on Tropius on the Bench and the Water Energy on Shaymin"
				}
				return ""
			}},
		{"Celebration Wind: moves leaving two Pokémon, one passing on the card it was given", "hgss", windBoard,
			"{bench: hgss2-8, option: true, moves: [active>bench1, bench1>bench2, active>bench2], energy: [Water, Water, Fire]}",
			func(r *runner) string {
				a, _ := r.g.Active(0)
				b := r.g.Bench(0)
				if len(a.Energy) != 1 || a.Energy[0].Name != "Grass Energy" || len(b) != 2 || len(b[0].Energy) != 0 ||
					len(b[1].Energy) != 2 || b[1].Energy[0].Name != "Water Energy" || b[1].Energy[1].Name != "Fire Energy" {
					return "want the Grass Energy left on the Active Pokémon, none on Tropius on the Bench, and the Water then the Fire Energy on Shaymin"
				}
				return ""
			}},
		{"Energy Switch: the Energy card named, to the Pokémon split names", "sm", switchBoard, "{play: sm1-117, own: active, energy: [Fire], split: [bench1]}",
			func(r *runner) string {
				a, _ := r.g.Active(0)
				b := r.g.Bench(0)
				if len(a.Energy) != 1 || a.Energy[0].Provides[0].String() != "Water" || len(b[0].Energy) != 1 || b[0].Energy[0].Provides[0].String() != "Fire" {
					return "want the Water Energy left on the Active Pokémon and the Fire Energy on the Bench"
				}
				return ""
			}},
		{"Big Malasada: the Special Condition named goes", "sm", malasadaBoard, "{play: sm1-114, cure: poisoned}",
			func(r *runner) string {
				if a, _ := r.g.Active(0); a.Conditions.String() != "Confused" {
					return "want the Active Pokémon Confused only, found " + a.Conditions.String()
				}
				return ""
			}},
		{"Rare Candy without take: the one Stage 2 that fits", "sm", candyBoard, "{play: sm1-129}",
			func(r *runner) string {
				if a, _ := r.g.Active(0); a.Card.ID != "sm1-12" {
					return "want Decidueye-GX Active, found " + a.Card.ID
				}
				return ""
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, err := Parse("board.yaml", choiceBoard(tt.era, tt.board, "  - "+tt.action+"\n"))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			r := playTo(t, sc, tt.era, 1, cards)
			if len(r.res.Steps) < 2 || r.res.Steps[1].Refused != nil {
				t.Fatalf("%s: refused or not played: %+v", tt.action, r.res.Steps)
			}
			if msg := tt.check(r); msg != "" {
				t.Errorf("%s: %s", tt.action, msg)
			}
		})
	}
}

func benchIDs(r *runner, p int, want ...string) string {
	var got []string
	for _, v := range r.g.Bench(p) {
		got = append(got, v.Card.ID)
	}
	if !slices.Equal(got, want) {
		return "Bench = " + strings.Join(got, ", ") + "; want " + strings.Join(want, ", ")
	}
	return ""
}

func deckIDs(r *runner, p int, want ...string) string {
	var got []string
	for _, c := range r.g.Deck(p) {
		got = append(got, c.ID)
	}
	if !slices.Equal(got, want) {
		return "deck (top first) = " + strings.Join(got, ", ") + "; want " + strings.Join(want, ", ")
	}
	return ""
}

// A choice left out is filled in only when exactly one answer is legal: with two different
// Stage 2 cards that fit, Rare Candy without take stays refused.
func TestChoiceLeftOutTwoAnswers(t *testing.T) {
	_, cards := loadAll(t)
	board := "  alice:\n    active: {card: sm1-9}\n    bench: [{card: sm1-9}]\n    hand: [sm1-129, sm1-12]\n  bob:\n    active: {card: sm1-36}\n"
	_, res := runBoard(t, "sm", board, "  - {play: sm1-129, refused: true, name: candy}\n", cards)
	if !res.Passed {
		t.Errorf("Rare Candy with two Rowlet to choose from and no own: played; want it refused (%+v)", res.Steps)
	}
}

// next lists the choices of Cyrus ◇, Dark Call-GX, Clairvoyant Eye and Research Record in
// the file's form, and blocked says why a card no choice makes playable cannot be played.
func TestNextListsChoices(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, era, board string
		next             []string // actions next must hold
		blocked          string   // a card blocked says is refused ("" none)
		notBlocked       string   // a card blocked must not name
	}{
		{"Cyrus ◇: every pair Bob may keep", "sm", cyrusBoard,
			[]string{"{play: sm5-120, they-keep: [bench1, bench2]}", "{play: sm5-120, they-keep: [bench2, bench3]}"}, "", "sm5-120"},
		{"Dark Call-GX: Energy from the Bench too", "sm", darkCallBoard,
			[]string{"{attack: Dark Call-GX, from-their-pokemon: [active, bench1]}", "{attack: Dark Call-GX, from-their-pokemon: [active, active]}"}, "", ""},
		{"Clairvoyant Eye: another order", "xy", braixenBoard,
			[]string{"{attack: Clairvoyant Eye}", "{attack: Clairvoyant Eye, order: [3, 2, 1]}"}, "", ""},
		{"Research Record: all to the bottom", "hgss", recordBoard,
			[]string{"{play: col1-84}", "{play: col1-84, bottom: [1, 2, 3, 4]}"}, "", ""},
		{"Energy Switch: which Energy card, and where", "sm", switchBoard,
			[]string{"{play: sm1-117, own: active, split: [bench1], energy: [Fire]}", "{play: sm1-117, own: active, split: [bench1], energy: [Water]}"}, "", ""},
		{"Energy Antics: which Energy card", "hgss", anticsBoard,
			[]string{"{attack: Energy Antics, moves: [active>bench1], energy: [Grass]}", "{attack: Energy Antics, moves: [active>bench1], energy: [hgss1-103]}"}, "", ""},
		{"Rare Candy with Tsareena: Queenly Majesty taken, with Bob's card", "sm", tsareenaBoard,
			[]string{"{play: sm1-129, own: active, take: [sm1-20]}", "{play: sm1-129, own: active, option: true, take: [sm1-20], from-their-hand: [sm1-128]}"}, "", ""},
		{"Big Malasada: which Special Condition", "sm", malasadaBoard,
			[]string{"{play: sm1-114, cure: confused}", "{play: sm1-114, cure: poisoned}"}, "", ""},
		{"Rare Candy with a Stage 2 that fits", "sm", candyBoard,
			[]string{"{play: sm1-129, own: active, take: [sm1-12]}"}, "", "sm1-129"},
		{"both LEGEND halves, with and without their power, and cards picked from the hand", "hgss",
			"  alice:\n    active: {card: hgss2-66}\n    hand: [hgss1-113, hgss1-114, hgss4-87, hgss1-116, hgss1-116]\n    discard: [hgss2-80]\n  bob:\n    active: {card: hgss2-52}\n",
			[]string{"{legend: hgss1-113}", "{legend: hgss1-113, option: true}", "{play: hgss4-87, from-hand: [hgss1-116, hgss1-116]}"}, "", "hgss4-87"},
		{"Cyrus ◇ with an Active Pokémon of another type", "sm",
			"  alice:\n    active: {card: sm1-9}\n    hand: [sm5-120]\n  bob:\n    active: {card: sm1-9}\n    bench: [{card: sm1-9}, {card: sm1-36}, {card: sm1-80}]\n",
			nil, "sm5-120", ""},
		{"Rare Candy with nothing to put it on", "sm",
			"  alice:\n    active: {card: sm1-36}\n    hand: [sm1-129, sm1-12]\n  bob:\n    active: {card: sm1-9}\n",
			nil, "sm1-129", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, res := runBoard(t, tt.era, tt.board, "  []\n", cards)
			var got []string
			for _, fa := range res.Next {
				got = append(got, fa.String())
			}
			for _, w := range tt.next {
				if !slices.Contains(got, w) {
					t.Errorf("next = %q; want it to hold %s", got, w)
				}
			}
			var blocked []string
			for _, b := range res.Blocked {
				blocked = append(blocked, b.Action.Play)
				if b.Action.Play != "" && (b.Anchor == "" || b.Reason == "") {
					t.Errorf("blocked %s has no rule or reason: %+v", b.Action.Play, b)
				}
			}
			if tt.blocked != "" && !slices.Contains(blocked, tt.blocked) {
				t.Errorf("blocked = %+v; want it to name %s", res.Blocked, tt.blocked)
			}
			if tt.notBlocked != "" && slices.Contains(blocked, tt.notBlocked) {
				t.Errorf("blocked = %+v; want it not to name %s, which can be played", res.Blocked, tt.notBlocked)
			}
		})
	}
}

func TestTopBottomPicks(t *testing.T) {
	tests := []struct {
		name        string
		top, bottom []int
		hasBottom   bool
		want        []int
	}{
		{"top only", []int{2, 0}, nil, false, []int{2, 0}},
		{"all under, in order", nil, []int{0, 1, 2, 3}, true, []int{-1}},
		{"all under, another order", nil, []int{3, 2, 1, 0}, true, []int{-1, 3, 2, 1, 0}},
		{"top and the rest under in order", []int{1}, []int{0, 2, 3}, true, []int{1}},
		{"top and the rest under in another order", []int{1}, []int{3, 0, 2}, true, []int{1, -1, 3, 0, 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := topBottomPicks(tt.top, tt.bottom, 4, tt.hasBottom); !slices.Equal(got, tt.want) {
				t.Errorf("topBottomPicks(%v, %v) = %v; want %v", tt.top, tt.bottom, got, tt.want)
			}
		})
	}
}

// The extra cards drawn for the opponent's mulligans: written as a number (0 included), read
// back from the file's form and from a next action's JSON text.
func TestExtraDrawVerb(t *testing.T) {
	tests := []struct {
		name, action, wantArg, wantErr string
	}{
		{"none", "{extra-draw: 0}", "0", ""},
		{"two", "{extra-draw: 2}", "2", ""},
		{"as text", `{extra-draw: "3"}`, "3", ""},
		{"fewer than none", "{extra-draw: -1}", "", "extra-draw: want how many extra cards to draw"},
		{"not a number", "{extra-draw: many}", "", "extra-draw: want how many extra cards to draw"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, err := Parse("board.yaml", choiceBoard("sm", cyrusBoard, "  - "+tt.action+"\n"))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Errorf("Parse(%s) = %v; want an error containing %q", tt.action, err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse(%s): %v", tt.action, err)
			}
			if a := sc.Actions[0]; a.Verb != "extra-draw" || a.Arg != tt.wantArg {
				t.Errorf("Parse(%s) = %s %q; want extra-draw %q", tt.action, a.Verb, a.Arg, tt.wantArg)
			}
			if got, want := (FileAction{ExtraDraw: tt.wantArg}).String(), "{extra-draw: "+tt.wantArg+"}"; got != want {
				t.Errorf("FileAction.String() = %q; want %q", got, want)
			}
		})
	}
}

// Each choice key sets one field of the engine's action, named in choiceKeys; a field the
// engine renamed or dropped would leave the key pointing nowhere.
func TestChoiceKeysNameEngineFields(t *testing.T) {
	action := reflect.TypeOf(engine.Action{})
	seen := map[string]bool{}
	for _, k := range choiceKeys {
		t.Run(k.key, func(t *testing.T) {
			if seen[k.key] {
				t.Errorf("key %q is listed twice", k.key)
			}
			seen[k.key] = true
			if _, ok := action.FieldByName(k.field); !ok {
				t.Errorf("key %q sets engine.Action.%s, which does not exist", k.key, k.field)
			}
			if k.what == "" {
				t.Errorf("key %q does not say what its values name", k.key)
			}
		})
	}
}

// take: sets engine.Action.Takes and nothing else, on each kind of evolving effect: the same
// line without it resolves to the same action but for Takes (Rare Candy's card no longer goes
// to Hand2, Stance Change's to Hand, nor the cards from the deck to Picks).
func TestTakeSetsTakesOnly(t *testing.T) {
	_, cards := loadAll(t)
	tests := []struct {
		name, era, board, action string
		want                     []int
	}{
		{"Rare Candy: the Stage 2 card from the hand", "sm", candyBoard,
			"{play: sm1-129, own: active, take: [sm1-12]}", []int{1}},
		{"Stance Change: the card switched in", "xy",
			"  alice:\n    active: {card: xy1-85, under: [xy0-21, xy1-84]}\n    hand: [xy0-21, xy1-86]\n  bob:\n    active: {card: xy0-3}\n",
			"{power: Stance Change, take: [xy1-86]}", []int{1}},
		{"Ascension: the Evolution card from the deck", "sm",
			"  alice:\n    active: {card: sm5-96, energy: [Fighting]}\n    deck: [sm1-169, sm5-98, sm1-169]\n  bob:\n    active: {card: sm1-103}\n",
			"{attack: Ascension, take: [sm5-98]}", []int{1}},
		{"Evosoda: the Evolution card from the deck", "xy",
			"  alice:\n    active: {card: xy1-12}\n    hand: [xy1-116]\n    deck: [xy1-132, xy0-9, xy0-4]\n  bob:\n    active: {card: xy0-3}\n",
			"{play: xy1-116, own: active, take: [xy0-4]}", []int{2}},
		{"Energy Evolution: the Evolution card from the deck", "sm",
			"  alice:\n    active: {card: sm1-101}\n    hand: [sm1-170]\n    deck: [sm1-169, sm1-80, sm1-169]\n  bob:\n    active: {card: sm1-103}\n",
			"{attach: sm1-170, option: true, take: [sm1-80]}", []int{1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc, err := Parse("board.yaml", choiceBoard(tt.era, tt.board, "  - "+tt.action+"\n"))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			r := playTo(t, sc, tt.era, 0, cards)
			with := sc.Actions[0]
			without := with
			without.Take, without.filled = nil, true // as written, with no choice filled in
			_, got, _, err := r.resolve(&with)
			if err != nil {
				t.Fatalf("resolve(%s): %v", tt.action, err)
			}
			_, bare, _, err := r.resolve(&without)
			if err != nil {
				t.Fatalf("resolve without take: %v", err)
			}
			if !slices.Equal(got.Takes, tt.want) {
				t.Errorf("Takes = %v; want %v", got.Takes, tt.want)
			}
			if err := r.g.Legal(got); err != nil {
				t.Errorf("%v refused: %v", got, err)
			}
			got.Takes = nil
			if !reflect.DeepEqual(got, bare) {
				t.Errorf("take: changed more than Takes:\n with %#v\n  without %#v", got, bare)
			}
		})
	}
}

// An evolving effect that takes a card for one Pokémon and none for another (Grand Bloom-GX
// with no Evolution card for one of the Benched Pokémon) cannot be written with take:, which
// names cards: next leaves that action out rather than write it as taking nothing.
func TestNextLeavesOutTakingNone(t *testing.T) {
	_, cards := loadAll(t)
	board := "  alice:\n    active: {card: sm5-13, energy: [Grass]}\n    bench: [{card: sm1-9}, {card: sm1-103}]\n" +
		"    deck: [sm1-104, sm1-169]\n  bob:\n    active: {card: sm1-9}\n"
	sc, err := Parse("board.yaml", choiceBoard("sm", board, "  []\n"))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	r := playTo(t, sc, "sm", 0, cards)
	listed := false
	for _, ea := range r.finalActions() {
		if ea.Kind == engine.ActAttack && slices.Equal(ea.Takes, []int{-1, 0}) {
			listed = true
			if fa, ok := r.fileAction(ea); ok {
				t.Errorf("%v is written as %s; want it left out", ea, fa)
			}
		}
	}
	if !listed {
		t.Fatalf("the engine lists no Grand Bloom-GX taking none for Rowlet and Herdier for Lillipup: %v", r.finalActions())
	}
	for _, fa := range r.next() {
		if fa.Attack == "Grand Bloom-GX" {
			t.Errorf("next holds %s; want Grand Bloom-GX left out", fa)
		}
	}
}

// wantInvalid runs a board of era with one action and checks that the file is refused as
// invalid (as it is read, or when the run reaches the action) with each of want in the error.
func wantInvalid(t *testing.T, era, board, action string, cards CardSource, want []string) {
	t.Helper()
	sc, err := Parse("board.yaml", choiceBoard(era, board, "  - "+action+"\n"))
	if err == nil {
		_, err = RunWith(context.Background(), sc, era, cards, RunOptions{})
	}
	if err == nil || !errors.Is(err, ErrInvalid) {
		t.Fatalf("Run(%s) = %v; want an invalid-scenario error", action, err)
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("Run(%s) = %q; want it to say %q", action, err, w)
		}
	}
}

// shareEnergy checks the Energy cards on Bob's two Benched Pokémon ("" for none).
func shareEnergy(r *runner, want ...string) string {
	var got []string
	for _, v := range r.g.Bench(1) {
		var names []string
		for _, e := range v.Energy {
			names = append(names, e.Name)
		}
		got = append(got, strings.Join(names, ","))
	}
	if !slices.Equal(got, want) {
		return fmt.Sprintf("Bench Energy %q; want %q", got, want)
	}
	return ""
}
