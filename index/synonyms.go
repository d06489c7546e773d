package index

import (
	"strings"
	"unicode"
)

// synonym maps what players type to the words the rules use. A query that contains one of the
// phrases is searched for the phrase and for the rule words, either one matching.
type synonym struct {
	phrases []string
	rule    string
}

// synonyms is the players' vocabulary. Phrases are matched as whole words, case and accents
// ignored; hyphens and full stops count as spaces ("poke-power" = "poke power", "lv.x" = "lv x").
var synonyms = []synonym{
	{[]string{"ko", "kos", "ko'd", "ko'ed", "kod", "koed", "ko's", "knocked out", "knock out", "knocks out", "knocking out", "knockout", "knockouts", "faint", "fainted", "kill", "killed"}, "Knocked Out"},
	{[]string{"double ko", "double knock out", "double knockout", "both actives", "both active", "both ko'd", "trade", "simultaneous"}, "both Knocked Out"},
	{[]string{"deck out", "decked", "decked out", "decking", "decking out", "deck empty", "empty deck", "no cards left", "run out of cards", "ran out of cards", "mill", "milled"}, "draw deck empty cannot draw lose"},
	{[]string{"w/r", "wr", "weak/res", "weakness/resistance", "type advantage"}, "Weakness Resistance"},
	{[]string{"weak", "weak to"}, "Weakness"},
	{[]string{"res", "resist", "resists", "resistant", "resistant to"}, "Resistance"},
	{[]string{"sleep", "sleeping", "slept", "asleep", "snooze"}, "Asleep"},
	{[]string{"burn", "burns", "burning", "burnt", "brn"}, "Burned"},
	{[]string{"para", "paralysis", "paralyze", "paralyse", "paralysed", "paralyzing", "paralysing", "par", "prz", "stun", "stunned"}, "Paralyzed"},
	{[]string{"poison", "poisoning", "psn", "tox", "toxic"}, "Poisoned"},
	{[]string{"confusion", "confuse", "conf", "confusing"}, "Confused"},
	{[]string{"status", "statuses", "status condition", "status conditions", "status effect", "status effects", "condition", "conditions"}, "Special Conditions"},
	{[]string{"first turn", "turn 1", "turn one", "t1", "going first", "go first", "goes first", "went first", "first player", "starting player", "player who starts"}, "first turn"},
	{[]string{"gx", "pokemon gx", "gx attack", "gx attacks"}, "GX attack"},
	{[]string{"ex", "pokemon ex", "exs", "ex's"}, "EX"},
	{[]string{"mega", "megas", "mega evolve", "mega evolving", "mega evolved", "m pokemon"}, "Mega Evolution"},
	{[]string{"retreat cost", "retreat", "retreating", "switch out", "run away", "go to the bench"}, "Retreat Cost retreat"},
	{[]string{"prize card", "take a prize", "taking prizes", "prize count", "prize cards"}, "Prize"},
	{[]string{"tie", "tied", "tie game", "draw game", "both win", "both players win", "stalemate"}, "both players win Sudden Death"},
	{[]string{"sd", "sudden death", "tiebreak", "tiebreaker", "tie breaker"}, "Sudden Death"},
	{[]string{"mull", "mulligans", "mulled", "no basic", "no basics", "no basic pokemon", "redraw hand"}, "Mulligan Basic"},
	{[]string{"evo", "evolve", "evolves", "evolving", "evolution", "evolved"}, "evolve Evolution"},
	{[]string{"devolve", "devolves", "devolved", "devolution", "devolving"}, "devolve"},
	{[]string{"bench size", "bench limit", "bench space", "max bench", "max bench size", "full bench"}, "Bench five"},
	{[]string{"energy drop", "manual attachment", "attachment", "attach energy", "attaching energy", "energy attachment"}, "attach Energy once each turn"},
	{[]string{"sup", "supp"}, "Supporter"},
	{[]string{"item", "items", "item card"}, "Item Trainer"},
	{[]string{"tool", "tools", "pokemon tool", "tm", "technical machine"}, "Tool"},
	{[]string{"ability", "abilities", "power", "powers", "poke power", "poke powers", "pokepower", "poke body", "poke bodies", "pokebody"}, "Ability Poké-Power Poké-Body"},
	{[]string{"damage calc", "damage calculation", "calc", "calculate damage", "damage math", "damage order", "order of damage"}, "damage order Weakness Resistance"},
	{[]string{"counter", "counters", "dmg counter", "dmg counters", "damage counter", "damage counters"}, "damage counters"},
	{[]string{"checkup", "pokemon checkup", "between turns", "end of turn", "after my turn", "after each turn", "upkeep"}, "between turns Checkup"},
	{[]string{"lz", "lost zone"}, "Lost Zone"},
	{[]string{"prism", "prism star", "star"}, "Prism Star"},
	{[]string{"ace spec", "acespec", "ace"}, "ACE SPEC"},
	{[]string{"lv x", "lvx", "level x", "lvl x"}, "LV.X"},
	{[]string{"legend", "legends", "pokemon legend"}, "LEGEND"},
	{[]string{"fossil", "fossils", "restored"}, "Restored fossil"},
	{[]string{"break", "break evolution", "break evolve"}, "BREAK Evolution"},
	{[]string{"ub", "ubs", "ultra beast"}, "Ultra Beasts"},
	{[]string{"deck size", "deckbuilding", "deck building", "deck rules", "deck construction", "4 copies", "four copies", "4 of", "copies", "60 cards", "sixty cards", "cards in a deck", "cards in my deck", "cards in your deck", "deck limit"}, "deck 60 cards 4 copies same name"},
	{[]string{"flip", "flips", "coin", "coin flip", "coin flips", "heads", "tails"}, "flip a coin heads tails"},
	{[]string{"dual type", "dual types", "two types", "double type"}, "dual-type"},
	{[]string{"hit points", "health"}, "HP"},
	{[]string{"free retreat", "retreat for free"}, "Retreat Cost zero"},
	{[]string{"dce", "double colorless", "double energy"}, "Special Energy provides 2 Energy"},
	{[]string{"gust", "gusting", "switch opponent"}, "switch opponent's Active Benched"},
	{[]string{"start of game", "game start", "opening hand", "start the game"}, "set up seven cards Prize"},
	{[]string{"hand limit", "max hand", "hand size"}, "hand no limit"},
	{[]string{"win condition", "win conditions", "how to win", "ways to win"}, "win conditions"},
	{[]string{"dmg"}, "damage"},
	{[]string{"have to", "has to", "had to", "required", "forced", "obliged", "mandatory", "optional", "skip"}, "must optional"},
	{[]string{"run", "running", "include"}, "deck hold"},
	{[]string{"proxy", "proxies", "stand-in", "stand in", "fake card"}, "real card name written"},
	{[]string{"benched this turn", "played this turn", "just benched", "just played", "just put", "put down this turn", "came into play this turn", "new this turn"}, "put into play this turn"},
	{[]string{"regular", "normal", "plain", "ordinary", "non-special"}, "plain ordinary"},
	{[]string{"after attacking", "after i attack", "after my attack", "once i attack", "once i've attacked", "after i've attacked"}, "attack ends turn"},
	{[]string{"cure", "cured", "cures", "curing", "get rid of", "gets rid of", "go away", "goes away", "wear off", "wears off"}, "removes recovers no longer"},
}

// synonymTable is the phrases, as word lists, with the rule words they add.
type synonymTable struct {
	byFirst map[string][]synonymPhrase // first word → phrases starting with it, longest first
}

type synonymPhrase struct {
	words []string
	rule  string
}

func newSynonymTable(list []synonym) *synonymTable {
	t := &synonymTable{byFirst: map[string][]synonymPhrase{}}
	for _, s := range list {
		for _, p := range s.phrases {
			w := queryWords(p)
			if len(w) == 0 {
				continue
			}
			t.byFirst[w[0]] = append(t.byFirst[w[0]], synonymPhrase{words: w, rule: s.rule})
		}
	}
	for first, ps := range t.byFirst {
		// Longest phrase first, so "first turn" wins over "first", and stable for equal lengths.
		sorted := make([]synonymPhrase, 0, len(ps))
		for n := maxWords(ps); n > 0; n-- {
			for _, p := range ps {
				if len(p.words) == n {
					sorted = append(sorted, p)
				}
			}
		}
		t.byFirst[first] = sorted
	}
	return t
}

func maxWords(ps []synonymPhrase) int {
	n := 0
	for _, p := range ps {
		n = max(n, len(p.words))
	}
	return n
}

// unit is one part of a query: a word, a phrase from the players' vocabulary with the rule
// words it stands for, or a card's name. A document matches the unit when it has either.
type unit struct {
	text    string // the words as typed (normalised)
	rule    string // the rule words added by a synonym; "" when none
	synonym bool   // text is a phrase of the table
	name    bool   // text is a card's whole name, of two words or more
}

// units splits a query into units, longest synonym phrase first, left to right. A phrase that
// maps to the same rule words twice is kept once.
func (t *synonymTable) units(text string) []unit {
	return splitUnits(queryWords(text), t, nil)
}

// splitUnits splits words into units, left to right: at each word the longest card name or
// synonym phrase that starts there, a name winning a phrase of the same length or shorter
// ("double colorless energy" names the card, not the players' "double colorless").
func splitUnits(words []string, t *synonymTable, names *nameTable) []unit {
	var out []unit
	seen := map[string]bool{}
	for i := 0; i < len(words); {
		var phrase *synonymPhrase
		for _, p := range t.byFirst[words[i]] {
			if i+len(p.words) <= len(words) && equalWords(words[i:i+len(p.words)], p.words) {
				phrase = &p
				break
			}
		}
		if n := names.match(words[i:]); n > 0 && (phrase == nil || n >= len(phrase.words)) {
			out = append(out, unit{text: strings.Join(words[i:i+n], " "), name: true})
			i += n
			continue
		}
		if phrase != nil {
			u := unit{text: strings.Join(phrase.words, " "), synonym: true}
			if !seen[phrase.rule] {
				u.rule = phrase.rule
				seen[phrase.rule] = true
			}
			out = append(out, u)
			i += len(phrase.words)
			continue
		}
		out = append(out, unit{text: words[i]})
		i++
	}
	return out
}

func equalWords(a, b []string) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// queryWords splits text into lower-case, accent-free words. Apostrophes stay inside words
// ("ko'd"); a slash stays inside a short word ("w/r") and splits longer ones.
func queryWords(text string) []string {
	text, _ = fold(strings.ToLower(text))
	fields := strings.FieldsFunc(text, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '/')
	})
	var out []string
	for _, f := range fields {
		f = strings.Trim(f, "'/")
		if f == "" {
			continue
		}
		if strings.Contains(f, "/") && !slashWord(f) {
			for _, part := range strings.Split(f, "/") {
				if part = strings.Trim(part, "'"); part != "" {
					out = append(out, part)
				}
			}
			continue
		}
		out = append(out, f)
	}
	return out
}

// slashWord reports whether a word with a slash is one of the table's abbreviations.
func slashWord(w string) bool {
	switch w {
	case "w/r", "weak/res", "weakness/resistance":
		return true
	}
	return false
}
