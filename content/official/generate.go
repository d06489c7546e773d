package official

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/rulesd/rulesd/content/cardfacts"
	"go.yaml.in/yaml/v3"
)

// Record is one Compendium entry as the public JSON copy holds it. Q and A are read only to
// find which cards an entry names; they are never written out.
type Record struct {
	ID     int      `json:"id"`
	Topics []string `json:"topics"`
	Q      string   `json:"q"`
	A      string   `json:"a"`
	Source string   `json:"source"`
}

// ReadRecords reads the Compendium's JSON copy: one array of entries, or one entry a line.
func ReadRecords(data []byte) ([]Record, error) {
	data = bytes.TrimSpace(data)
	var out []Record
	if bytes.HasPrefix(data, []byte("[")) {
		if err := json.Unmarshal(data, &out); err != nil {
			return nil, fmt.Errorf("read compendium: %w", err)
		}
		return out, nil
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var r Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("read compendium: line %d: %w", line, err)
		}
		out = append(out, r)
	}
	return out, sc.Err()
}

// LastYear is the last year of the latest covered era: a ruling issued later holds in none.
const LastYear = 2019

// eraUntil are the covered eras and the last year of each one's period (content.Eras).
var eraUntil = []struct {
	id    string
	until int
}{{"hgss", 2011}, {"xy", 2016}, {"sm", 2019}}

// cardCategories are the Compendium categories whose entries are filed under a card's
// attack, power or name; the others (Gameplay, Meta-Rulings, …) are about rules.
var cardCategories = map[string]bool{"Abilities": true, "Attacks": true, "Trainers": true, "Energy": true, "Errata": true}

var datePattern = regexp.MustCompile(`\((\d{4}-\d{2}-\d{2})\)`)

// ParseSources splits a Compendium source line ("Call of Legends FAQ (2011-02-09), PUI Rules
// Team (2011-02-09)") into sources with dates, oldest first. A source printed without a date
// takes the date of the next one that has one.
func ParseSources(s string) []Source {
	var out []Source
	var pending []string
	for _, part := range regexp.MustCompile(`[,;]\s*`).Split(s, -1) {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		m := datePattern.FindStringSubmatchIndex(part)
		if m == nil {
			pending = append(pending, part)
			continue
		}
		date := part[m[2]:m[3]]
		for _, p := range pending {
			out = append(out, Source{Source: p, Date: date})
		}
		pending = nil
		out = append(out, Source{Source: strings.TrimSpace(part[:m[0]]), Date: date})
	}
	slices.SortStableFunc(out, func(a, b Source) int { return strings.Compare(a.Date, b.Date) })
	return out
}

// fold makes names and text comparable: lower case, no accents, one kind of apostrophe and
// hyphen, the Prism Star mark as the Compendium writes it.
func fold(s string) string {
	s = strings.NewReplacer("é", "e", "É", "e", "’", "'", "‘", "'", "◇", "{*}", "–", "-", "—", "-").Replace(s)
	return strings.ToLower(s)
}

// pokemonNames are the ways a text may name a Pokémon card: its name, and its name without
// the EX, GX, BREAK, LV.X or Mega marks.
func pokemonNames(name string) []string {
	n := fold(name)
	out := []string{n}
	base := strings.NewReplacer("-ex", "", "-gx", "", " ex", "", " gx", "", " break", "", " lv.x", "", " legend", "").Replace(n)
	base = strings.TrimPrefix(base, "m ")
	if base != n {
		out = append(out, base)
	}
	if strings.Contains(n, "-") {
		out = append(out, strings.ReplaceAll(n, "-", " "))
	}
	// A LEGEND's two Pokémon are named in either order.
	if a, b, ok := strings.Cut(strings.TrimSuffix(n, " legend"), " & "); ok {
		out = append(out, b+" & "+a+" legend")
	}
	return out
}

type cardRef struct {
	id, name, released string // released as YYYY-MM-DD
	era                string
	pokemon            bool
}

// Generate picks the Compendium entries that concern the covered cards or eras:
//   - issued no later than LastYear (a later ruling holds in no covered era), and for a
//     ruling about cards, no later than the end of an era that has a card of that name;
//   - filed under a Trainer or Energy card of ours by name (reprints included), or under an
//     attack or power of one of our Pokémon when the entry also names that Pokémon (another
//     Pokémon's attack of the same name is another card's);
//   - or filed under a rule (a category other than a card's, or a card category's general
//     part, such as "Abilities » *Abilities in General"). A rule entry names our cards when
//     it mentions them, but is in scope whatever it names.
func Generate(records []Record, sets []*cardfacts.Set) []Entry {
	byName := map[string][]cardRef{}   // folded Trainer or Energy name → cards
	byEffect := map[string][]cardRef{} // folded attack or power name → Pokémon
	var pokemon []cardRef
	nameEras := map[string][]string{} // card name → the eras with a card of that name
	idName := map[string]string{}
	for _, s := range sets {
		rel := strings.ReplaceAll(s.Released, "/", "-")
		for _, c := range s.Cards {
			cr := cardRef{id: c.ID, name: c.Name, released: rel, era: s.Era, pokemon: c.Category == "pokemon"}
			nameEras[c.Name] = appendNew(nameEras[c.Name], s.Era)
			idName[c.ID] = c.Name
			if c.ReprintOf != "" {
				continue
			}
			if c.Category == "pokemon" {
				pokemon = append(pokemon, cr)
				for _, a := range c.Attacks {
					byEffect[fold(a.Name)] = append(byEffect[fold(a.Name)], cr)
				}
				for _, p := range c.Powers {
					byEffect[fold(p.Name)] = append(byEffect[fold(p.Name)], cr)
				}
				continue
			}
			byName[fold(c.Name)] = append(byName[fold(c.Name)], cr)
		}
	}
	var out []Entry
	for _, r := range records {
		srcs := ParseSources(r.Source)
		if len(srcs) == 0 {
			continue
		}
		issued := srcs[0].Date
		if issued[:4] > fmt.Sprint(LastYear) {
			continue
		}
		text := fold(r.Q + " " + r.A)
		e := Entry{N: r.ID, Topics: r.Topics, Sources: srcs, Issued: issued}
		general := false
		var cards []string
		addCard := func(id string) {
			if !slices.Contains(cards, id) {
				cards = append(cards, id)
			}
		}
		for _, t := range r.Topics {
			cat, leaf, ok := strings.Cut(t, " » ")
			if !ok || !cardCategories[cat] || strings.HasPrefix(leaf, "*") {
				general = true
				continue
			}
			for _, c := range byName[fold(leaf)] {
				addCard(c.id)
			}
			for _, c := range byEffect[fold(leaf)] {
				for _, n := range pokemonNames(c.name) {
					if containsWord(text, n) {
						addCard(c.id)
						break
					}
				}
			}
		}
		if general {
			// A rule entry names our Pokémon and Trainer cards where it mentions them.
			for _, c := range pokemon {
				if issued < daysBefore(c.released, 120) {
					continue
				}
				if containsWord(text, fold(c.name)) && strings.Contains(c.name, " ") {
					addCard(c.id)
				}
			}
		}
		switch {
		case len(cards) > 0 && !general:
			e.Scope = "card"
		case general:
			e.Scope = "general"
		default:
			continue
		}
		sort.Strings(cards)
		e.Cards = cards
		// A ruling about cards holds only in eras that have a card of one of those names.
		var cardEras []string
		for _, id := range cards {
			for _, era := range nameEras[idName[id]] {
				cardEras = appendNew(cardEras, era)
			}
		}
		for _, era := range eraUntil {
			if issued[:4] <= fmt.Sprint(era.until) && (e.Scope == "general" || slices.Contains(cardEras, era.id)) {
				e.Eras = append(e.Eras, era.id)
			}
		}
		if len(e.Eras) == 0 {
			continue // issued after every era its cards are played in
		}
		e.URL = CategoryURL(e.Topic())
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].N < out[j].N })
	return out
}

// CategoryURL is the Compendium page of an entry's top category.
func CategoryURL(topic string) string {
	cat, _, _ := strings.Cut(topic, " » ")
	slug := strings.Trim(regexp.MustCompile(`[^a-z0-9]+`).ReplaceAllString(strings.ToLower(cat), "-"), "-")
	if slug == "" {
		return "https://compendium.pokegym.net/"
	}
	return "https://compendium.pokegym.net/category/" + slug + "/"
}

// containsWord reports whether text holds w as whole words.
func containsWord(text, w string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], w)
		if j < 0 {
			return false
		}
		a, b := i+j, i+j+len(w)
		if b < len(text) && text[b] == 's' {
			b++ // a plural: "two Typhlosions"
		}
		if (a == 0 || !isWordByte(text[a-1])) && (b == len(text) || !isWordByte(text[b])) {
			return true
		}
		i = a + 1
	}
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
}

// daysBefore is the date n days before d (both YYYY-MM-DD), roughly: months of 30 days.
func daysBefore(d string, n int) string {
	var y, m, day int
	if _, err := fmt.Sscanf(d, "%d-%d-%d", &y, &m, &day); err != nil {
		return d
	}
	total := y*360 + (m-1)*30 + (day - 1) - n
	return fmt.Sprintf("%04d-%02d-%02d", total/360, total%360/30+1, total%30+1)
}

// Marshal writes the list as the generated file.
func Marshal(entries []Entry) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("# Generated by cmd/officialgen from the Pokémon TCG Rulings Compendium: the official\n")
	b.WriteString("# rulings that concern the covered cards or rules, as facts (number, category, sources,\n")
	b.WriteString("# dates, cards). Never edited by hand: mark entries in notes.yaml instead.\n")
	data, err := yaml.Marshal(entries)
	if err != nil {
		return nil, err
	}
	b.Write(data)
	return b.Bytes(), nil
}

func appendNew(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}
