package main

import (
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/scenarios"
)

// cards is `rulesd cards coverage`: how many cards the engine plays in full, and what the
// others miss.
func cards(args []string, stdout io.Writer) error {
	if len(args) == 0 || args[0] != "coverage" {
		return usagef("cards needs a subcommand: coverage\n%s", usage)
	}
	fs := newFlags("cards coverage")
	era := fs.String("era", "", "only this era's sets (hgss, xy, sm)")
	asJSON := fs.Bool("json", false, "print the coverage as JSON")
	if err := parseFlags(fs, args[1:]); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("cards coverage takes no arguments, got %q", fs.Args())
	}
	if err := checkEra(*era); err != nil {
		return err
	}
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		return err
	}
	cov := cat.Coverage(*era)
	if *asJSON {
		return writeJSON(stdout, cov)
	}
	for _, s := range cov.Sets {
		fmt.Fprintf(stdout, "%s (%s): %d of %d cards fully playable (%s)\n", s.Set, s.Era, s.Playable, s.Total, percent(s.Playable, s.Total))
		for _, m := range s.Missing {
			fmt.Fprintf(stdout, "  %-9s %s: %s\n", m.ID, m.Name, m.What)
		}
	}
	fmt.Fprintf(stdout, "total: %d of %d cards fully playable (%s)\n", cov.Playable, cov.Total, percent(cov.Playable, cov.Total))
	return nil
}

func percent(n, of int) string {
	if of == 0 {
		return "0%"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(of))
}

// card is `rulesd card ID|NAME`: one card's facts, what it does, the rules that apply.
func card(args []string, stdout io.Writer) error {
	fs := newFlags("card")
	era := fs.String("era", "", "only cards of this era's sets (hgss, xy, sm)")
	asJSON := fs.Bool("json", false, "print the card as JSON, as /api/cards/<id> returns it (a list when a name matches several cards)")
	words, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if err := checkEra(*era); err != nil {
		return err
	}
	q := strings.TrimSpace(strings.Join(words, " "))
	if q == "" {
		return usagef("card needs an ID or a NAME\n%s", usage)
	}
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		return err
	}
	corpus, err := content.LoadEmbedded()
	if err != nil {
		return err
	}
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		return err
	}
	found := cat.Find(q, *era)
	if len(found) == 0 {
		if *era != "" {
			return usagef("card: no card %q in the %s sets", q, *era)
		}
		return usagef("card: no card %q (give a set-number id such as xy1-2, or a card's name)", q)
	}
	var docs []*content.CardDoc
	for _, cc := range found {
		d := content.NewCardDoc(corpus, cc)
		d.Examples = examplesUsing(set.All(), cc.Facts.ID)
		docs = append(docs, d)
	}
	if *asJSON {
		if len(docs) == 1 {
			return writeJSON(stdout, docs[0])
		}
		return writeJSON(stdout, docs)
	}
	for i, d := range docs {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		printCard(stdout, d)
	}
	return nil
}

// examplesUsing lists the worked examples whose file names the card id.
func examplesUsing(all []*scenarios.Scenario, id string) []content.ExampleLink {
	re := regexp.MustCompile(`(^|[^a-z0-9-])` + regexp.QuoteMeta(id) + `($|[^a-z0-9-])`)
	out := []content.ExampleLink{}
	for _, sc := range all {
		if re.MatchString(sc.Source) {
			out = append(out, content.ExampleLink{ID: sc.ID, Title: sc.Title, URL: "/scenarios/" + sc.ID})
		}
	}
	return out
}

func printCard(w io.Writer, d *content.CardDoc) {
	fmt.Fprintf(w, "%s  %s  (%s #%s, %s era)\n", d.ID, d.Name, d.SetName, d.Number, d.Era)
	var kind []string
	switch d.Category {
	case "pokemon":
		kind = append(kind, map[string]string{"basic": "Basic", "stage-1": "Stage 1", "stage-2": "Stage 2",
			"mega": "Mega Evolution", "break": "BREAK", "legend": "LEGEND", "restored": "Restored", "lv-x": "LV.X"}[d.Stage]+" Pokémon")
		if d.EvolvesFrom != "" {
			kind = append(kind, "evolves from "+d.EvolvesFrom)
		}
		kind = append(kind, fmt.Sprintf("HP %d", d.HP), strings.Join(d.Types, "/"))
	case "trainer":
		kind = append(kind, "Trainer: "+map[string]string{"item": "Item", "supporter": "Supporter", "stadium": "Stadium",
			"tool": "Pokémon Tool", "technical-machine": "Technical Machine"}[d.Trainer])
	case "energy":
		kind = append(kind, "Energy")
	}
	kind = append(kind, d.Marks...)
	fmt.Fprintf(w, "  %s\n", strings.Join(kind, " · "))
	if d.Category == "pokemon" {
		var wk, rs []string
		for _, x := range d.Weakness {
			if x.Times > 0 {
				wk = append(wk, fmt.Sprintf("%s ×%d", x.Type, x.Times))
			} else {
				wk = append(wk, fmt.Sprintf("%s +%d", x.Type, x.Plus))
			}
		}
		for _, x := range d.Resistance {
			rs = append(rs, fmt.Sprintf("%s -%d", x.Type, x.Minus))
		}
		fmt.Fprintf(w, "  Weakness: %s  Resistance: %s  Retreat Cost: %d\n", orNone(wk), orNone(rs), d.Retreat)
	}
	if d.TwoPrizes {
		fmt.Fprintln(w, "  When Knocked Out, the opponent takes 2 Prize cards.")
	}
	for _, e := range d.Effects {
		head := e.Kind
		if e.Name != "" {
			head += " " + e.Name
		}
		if e.Cost != "" {
			head += " [" + e.Cost + "]"
		}
		if e.Damage != "" {
			head += " " + e.Damage
		}
		fmt.Fprintf(w, "  %s\n", head)
		if e.Missing != "" {
			fmt.Fprintf(w, "      not playable yet: %s\n", e.Missing)
		} else if e.Text != "" {
			fmt.Fprintf(w, "      %s\n", e.Text)
		}
	}
	if d.Playable {
		fmt.Fprintln(w, "  Fully playable on the engine.")
	} else {
		fmt.Fprintf(w, "  Not fully playable: the engine refuses %d effect(s) listed above.\n", len(d.Missing))
	}
	for _, r := range d.Rules {
		note := ""
		if r.OtherEra {
			note = " (from the " + r.Era + " rulebook; this era's does not cover it)"
		}
		fmt.Fprintf(w, "  rule: %s %s — %s%s\n", r.Title, r.URL, r.Why, note)
	}
	for _, r := range d.Rulings {
		fmt.Fprintf(w, "  ruling: %s %s\n", r.Question, r.URL)
	}
	for _, x := range d.Examples {
		fmt.Fprintf(w, "  worked example: %s %s\n", x.Title, x.URL)
	}
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// parseInterspersed parses flags that come before, between or after the words of a name
// ("rulesd card professor sycamore --json"), and returns the words.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var words []string
	for {
		if err := parseFlags(fs, args); err != nil {
			return nil, err
		}
		args = fs.Args()
		for len(args) > 0 && !strings.HasPrefix(args[0], "-") {
			words = append(words, args[0])
			args = args[1:]
		}
		if len(args) == 0 {
			return words, nil
		}
	}
}
