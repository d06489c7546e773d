package cardfacts

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// The card data's shapes, as far as the facts need them. The printed sentences (an attack's
// text, a card's rules and flavour text) are read only to learn whether there is any.
type rawCard struct {
	ID          string   `json:"id"`
	Name        string   `json:"name"`
	Supertype   string   `json:"supertype"`
	Subtypes    []string `json:"subtypes"`
	Number      string   `json:"number"`
	HP          string   `json:"hp"`
	Types       []string `json:"types"`
	EvolvesFrom string   `json:"evolvesFrom"`
	Rules       []string `json:"rules"`
	Attacks     []struct {
		Name   string   `json:"name"`
		Cost   []string `json:"cost"`
		Damage string   `json:"damage"`
		Text   string   `json:"text"`
	} `json:"attacks"`
	Abilities []struct {
		Name string `json:"name"`
		Type string `json:"type"`
		Text string `json:"text"`
	} `json:"abilities"`
	Weaknesses []struct {
		Type  string `json:"type"`
		Value string `json:"value"`
	} `json:"weaknesses"`
	Resistances []struct {
		Type  string `json:"type"`
		Value string `json:"value"`
	} `json:"resistances"`
	RetreatCost []string `json:"retreatCost"`
}

type rawSet struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Series      string `json:"series"`
	ReleaseDate string `json:"releaseDate"`
}

// markOrder is the order marks are listed in, and the card data's subtype for each.
var markOrder = []struct{ Subtype, Mark string }{
	{"EX", "Pokémon-EX"}, {"GX", "Pokémon-GX"}, {"MEGA", "Mega Evolution"}, {"BREAK", "BREAK"},
	{"LEGEND", "LEGEND"}, {"Prime", "Prime"}, {"LEVEL-UP", "LV.X"}, {"Prism Star", "Prism Star"},
	{"ACE SPEC", "ACE SPEC"}, {"Ultra Beast", "Ultra Beast"}, {"Team Plasma", "Team Plasma"},
	{"Restored", "Restored"}, {"Special", "Special Energy"},
}

// Marks lists every mark a card can carry, in order.
func Marks() []string {
	out := make([]string, len(markOrder))
	for i, m := range markOrder {
		out[i] = m.Mark
	}
	return out
}

// kindRule reports whether a printed rule is one that a mark (or the LEGEND halves) already
// stands for, so it adds no effect of the card's own. A few of its words are compared.
func kindRule(rule string) (twoPrizes, ok bool) {
	r := strings.ToLower(rule)
	switch {
	case strings.HasPrefix(r, "pokémon-ex rule"), strings.HasPrefix(r, "pokémon-gx rule"):
		return true, true
	case strings.HasPrefix(r, "mega evolution rule"):
		return false, true
	case strings.Contains(r, "(prism star) rule"):
		return false, true
	case strings.Contains(r, "only with the other half"): // a LEGEND half's benching rule
		return false, true
	case strings.HasPrefix(r, "when this pokémon has been knocked out") && strings.Contains(r, "takes 2 prize cards"):
		return true, true
	}
	return false, false
}

// printedRules names the rules a card's rules text prints for the card itself, in a fixed
// order; each is recognised by a few words of it (the Mega Evolution rule by the start of its
// box, as kindRule does), and only its name is kept.
func printedRules(rules []string) []string {
	var out []string
	has := func(words string, prefix bool) bool {
		for _, r := range rules {
			r = strings.ToLower(r)
			if prefix && strings.HasPrefix(r, words) || !prefix && strings.Contains(r, words) {
				return true
			}
		}
		return false
	}
	for _, pr := range []struct {
		name, words string
		prefix      bool
	}{
		{"mega-ends-turn", "mega evolution rule", true},
		{"stadium-same-name", "same name is in play", false},
		{"cant-retreat", "can't retreat", false},
		{"discard-from-play", "discard this card from", false},
	} {
		if has(pr.words, pr.prefix) {
			out = append(out, pr.name)
		}
	}
	return out
}

// Convert reads one set of the card data (cardsJSON) and the set list (setsJSON) and returns
// the set's facts, cards in number order.
func Convert(setID string, setsJSON, cardsJSON []byte) (*Set, error) {
	era := EraOf(setID)
	if era == "" {
		return nil, fmt.Errorf("convert %s: not a set rulesd covers (want one of %s)", setID, strings.Join(Sets(), ", "))
	}
	var sets []rawSet
	if err := json.Unmarshal(setsJSON, &sets); err != nil {
		return nil, fmt.Errorf("convert %s: set list: %w", setID, err)
	}
	i := slices.IndexFunc(sets, func(s rawSet) bool { return s.ID == setID })
	if i < 0 {
		return nil, fmt.Errorf("convert %s: the set list has no set %q", setID, setID)
	}
	out := &Set{ID: setID, Era: era, Name: sets[i].Name, Series: sets[i].Series, Released: sets[i].ReleaseDate}
	var raws []rawCard
	if err := json.Unmarshal(cardsJSON, &raws); err != nil {
		return nil, fmt.Errorf("convert %s: %w", setID, err)
	}
	legends := map[string][]int{} // LEGEND name → indexes in out.Cards
	for _, r := range raws {
		c, err := convertCard(setID, &r)
		if err != nil {
			return nil, fmt.Errorf("convert %s: %w", setID, err)
		}
		if c.Stage == "legend" {
			legends[c.Name] = append(legends[c.Name], len(out.Cards))
		}
		out.Cards = append(out.Cards, c)
	}
	for name, idx := range legends {
		if len(idx) != 2 {
			return nil, fmt.Errorf("convert %s: LEGEND %s has %d halves; want 2", setID, name, len(idx))
		}
		a, b := &out.Cards[idx[0]], &out.Cards[idx[1]]
		if numberLess(b.Number, a.Number) {
			a, b = b, a
		}
		a.LegendHalf, b.LegendHalf = 1, 2
	}
	sort.SliceStable(out.Cards, func(i, j int) bool { return numberLess(out.Cards[i].Number, out.Cards[j].Number) })
	return out, nil
}

// numberLess orders card numbers as printed: by their numeric value, then as text.
func numberLess(a, b string) bool {
	na, ea := strconv.Atoi(a)
	nb, eb := strconv.Atoi(b)
	if ea == nil && eb == nil {
		return na < nb
	}
	if (ea == nil) != (eb == nil) {
		return ea == nil
	}
	return a < b
}

var stageBySubtype = map[string]string{"Basic": "basic", "Stage 1": "stage-1", "Stage 2": "stage-2",
	"MEGA": "mega", "BREAK": "break", "LEGEND": "legend", "Restored": "restored", "LEVEL-UP": "lv-x"}

var trainerBySubtype = map[string]string{"Item": "item", "Supporter": "supporter", "Stadium": "stadium",
	"Pokémon Tool": "tool", "Technical Machine": "technical-machine"}

var powerKinds = map[string]string{"Poké-Power": "poke-power", "Poké-Body": "poke-body", "Ability": "ability"}

func convertCard(set string, r *rawCard) (Card, error) {
	c := Card{ID: r.ID, Set: set, Number: r.Number, Name: r.Name, EvolvesFrom: r.EvolvesFrom}
	if want := set + "-" + r.Number; r.ID != want {
		return c, fmt.Errorf("card %s: id does not match set and number %s", r.ID, want)
	}
	if r.HP != "" {
		hp, err := strconv.Atoi(r.HP)
		if err != nil {
			return c, fmt.Errorf("card %s: HP %q is not a number", r.ID, r.HP)
		}
		c.HP = hp
	}
	for _, m := range markOrder {
		if slices.Contains(r.Subtypes, m.Subtype) && !(m.Subtype == "Special" && r.Supertype != "Energy") {
			c.Marks = append(c.Marks, m.Mark)
		}
	}
	switch r.Supertype {
	case "Pokémon":
		c.Category = "pokemon"
		// A Mega Evolution card prints both MEGA and EX: the stage is the Mega one.
		for _, st := range []string{"MEGA", "BREAK", "LEGEND", "Restored", "LEVEL-UP", "Stage 2", "Stage 1", "Basic"} {
			if slices.Contains(r.Subtypes, st) {
				c.Stage = stageBySubtype[st]
				break
			}
		}
		if c.Stage == "" {
			return c, fmt.Errorf("card %s: no stage among subtypes %v", r.ID, r.Subtypes)
		}
	case "Trainer":
		c.Category = "trainer"
		for _, st := range r.Subtypes {
			if k, ok := trainerBySubtype[st]; ok {
				c.Trainer = k
			}
		}
		if c.Trainer == "" {
			return c, fmt.Errorf("card %s: no Trainer kind among subtypes %v", r.ID, r.Subtypes)
		}
		c.Effect = true
	case "Energy":
		c.Category = "energy"
		if slices.Contains(r.Subtypes, "Special") {
			c.Effect = true
		} else {
			t, ok := strings.CutSuffix(r.Name, " Energy")
			if !ok {
				return c, fmt.Errorf("card %s: basic Energy %q does not name its type", r.ID, r.Name)
			}
			c.Provides = []string{t}
		}
	default:
		return c, fmt.Errorf("card %s: supertype %q: want Pokémon, Trainer or Energy", r.ID, r.Supertype)
	}
	c.Types = r.Types
	c.PrintedRules = printedRules(r.Rules)
	for _, w := range r.Weaknesses {
		e := Weak{Type: w.Type}
		switch {
		case strings.HasPrefix(w.Value, "×"):
			n, err := strconv.Atoi(strings.TrimPrefix(w.Value, "×"))
			if err != nil {
				return c, fmt.Errorf("card %s: Weakness %q", r.ID, w.Value)
			}
			e.Times = n
		case strings.HasPrefix(w.Value, "+"):
			n, err := strconv.Atoi(strings.TrimPrefix(w.Value, "+"))
			if err != nil {
				return c, fmt.Errorf("card %s: Weakness %q", r.ID, w.Value)
			}
			e.Plus = n
		default:
			return c, fmt.Errorf("card %s: Weakness %q: want ×N or +N", r.ID, w.Value)
		}
		c.Weakness = append(c.Weakness, e)
	}
	for _, rs := range r.Resistances {
		n, err := strconv.Atoi(strings.TrimPrefix(rs.Value, "-"))
		if err != nil || !strings.HasPrefix(rs.Value, "-") {
			return c, fmt.Errorf("card %s: Resistance %q: want -N", r.ID, rs.Value)
		}
		c.Resistance = append(c.Resistance, Resist{Type: rs.Type, Minus: n})
	}
	c.Retreat = len(r.RetreatCost)
	for _, a := range r.Attacks {
		fa := Attack{Name: a.Name, Cost: a.Cost, Effect: strings.TrimSpace(a.Text) != ""}
		// GX attacks are printed with GX at the end of their name.
		fa.GX = strings.HasSuffix(a.Name, "GX") && slices.Contains(c.Marks, "Pokémon-GX")
		num := strings.TrimRight(a.Damage, "+×-x")
		if suf := a.Damage[len(num):]; suf != "" {
			fa.Suffix = strings.ReplaceAll(suf, "x", "×")
		}
		if num != "" {
			n, err := strconv.Atoi(num)
			if err != nil {
				return c, fmt.Errorf("card %s: attack %s: damage %q", r.ID, a.Name, a.Damage)
			}
			fa.Damage = n
		}
		if len(fa.Cost) == 1 && fa.Cost[0] == "Free" {
			fa.Cost = nil
		}
		c.Attacks = append(c.Attacks, fa)
	}
	for _, ab := range r.Abilities {
		k, ok := powerKinds[ab.Type]
		if !ok {
			return c, fmt.Errorf("card %s: power %s: kind %q: want Poké-Power, Poké-Body or Ability", r.ID, ab.Name, ab.Type)
		}
		c.Powers = append(c.Powers, Power{Name: ab.Name, Kind: k})
	}
	if c.Category == "pokemon" {
		for _, rule := range r.Rules {
			two, ok := kindRule(rule)
			if !ok {
				c.Effect = true
			}
			c.TwoPrizes = c.TwoPrizes || two
		}
	}
	return c, nil
}

// fingerprint digests everything a card prints that changes how it plays: its numbers, kinds,
// attacks and powers with their text, and its rules. Two cards with the same digest differ
// only in number, rarity and artwork. Only the digest is kept, never the text.
func fingerprint(r *rawCard) [sha256.Size]byte {
	played := *r
	played.ID, played.Number = "", ""
	b, _ := json.Marshal(played) // strings and slices of them: it cannot fail
	return sha256.Sum256(b)
}

// Digests reads one set of the card data and returns each card's fingerprint, by id.
func Digests(cardsJSON []byte) (map[string][sha256.Size]byte, error) {
	var raws []rawCard
	if err := json.Unmarshal(cardsJSON, &raws); err != nil {
		return nil, fmt.Errorf("digests: %w", err)
	}
	out := make(map[string][sha256.Size]byte, len(raws))
	for i := range raws {
		out[raws[i].ID] = fingerprint(&raws[i])
	}
	return out, nil
}

// LinkReprints sets ReprintOf on every card that is a reprint of an earlier card of its era
// (the same printed numbers, text and rules, the same LEGEND half): sets in release order,
// then by number, the first printing is the one the others point at. printed holds every
// card's fingerprint (Digests); a card without one is never a reprint.
func LinkReprints(sets []*Set, printed map[string][sha256.Size]byte) {
	type key struct {
		era     string
		printed [sha256.Size]byte
		half    int
	}
	first := map[key]string{}
	for _, s := range sets {
		for i := range s.Cards {
			c := &s.Cards[i]
			d, ok := printed[c.ID]
			if !ok {
				continue
			}
			k := key{s.Era, d, c.LegendHalf}
			if id, ok := first[k]; ok {
				c.ReprintOf = id
			} else {
				first[k] = c.ID
			}
		}
	}
}
