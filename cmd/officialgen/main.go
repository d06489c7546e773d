// Command officialgen writes content/rulings/compendium.yaml: the entries of the Pokémon TCG
// Rulings Compendium that concern the cards or eras rulesd covers, as facts only (number,
// categories, sources with dates, the cards named). It reads the Compendium's public JSON
// copy (one array of entries with id, topics, q, a and source, or one entry a line) and the
// card facts in content/cards/facts; it never writes an entry's question or answer.
//
// Usage (from the repository root):
//
//	go run ./cmd/officialgen -in all.json -out content/rulings/compendium.yaml
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/rulesd/rulesd/content/cardfacts"
	"github.com/rulesd/rulesd/content/official"
)

func main() {
	in := flag.String("in", "", "the Compendium's JSON copy")
	facts := flag.String("facts", "content/cards/facts", "folder with the card facts")
	out := flag.String("out", "content/rulings/compendium.yaml", "file the list is written to")
	flag.Parse()
	if *in == "" {
		fmt.Fprintln(os.Stderr, "officialgen: -in names the Compendium's JSON copy")
		os.Exit(2)
	}
	if err := run(*in, *facts, *out); err != nil {
		fmt.Fprintln(os.Stderr, "officialgen:", err)
		os.Exit(1)
	}
}

func run(in, facts, out string) error {
	data, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	recs, err := official.ReadRecords(data)
	if err != nil {
		return fmt.Errorf("%s: %w", in, err)
	}
	sets, err := cardfacts.Load(os.DirFS(facts), ".")
	if err != nil {
		return err
	}
	list := official.Generate(recs, sets)
	b, err := official.Marshal(list)
	if err != nil {
		return err
	}
	card, general := 0, 0
	for _, e := range list {
		if e.Scope == "card" {
			card++
		} else {
			general++
		}
	}
	fmt.Fprintf(os.Stderr, "officialgen: %d entries read, %d kept (%d about cards, %d about rules)\n", len(recs), len(list), card, general)
	return os.WriteFile(out, b, 0o644)
}
