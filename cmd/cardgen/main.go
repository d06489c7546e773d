// Command cardgen writes the printed facts of every card of the sets rulesd covers into
// content/cards/facts/<set>.json, from the public card data (one JSON array per set and the
// set list sets-en.json). It never copies a card's printed text, rules or flavour text: see
// package cardfacts.
//
// Usage (from the repository root):
//
//	go run ./cmd/cardgen -in ../shared/carddata -out content/cards/facts
//
// or `go generate ./content/`.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/rulesd/rulesd/content/cardfacts"
)

func main() {
	in := flag.String("in", "../shared/carddata", "folder with the card data: <set>.json and sets-en.json")
	out := flag.String("out", "content/cards/facts", "folder the facts files are written to")
	flag.Parse()
	if err := run(*in, *out); err != nil {
		fmt.Fprintln(os.Stderr, "cardgen:", err)
		os.Exit(1)
	}
}

func run(in, out string) error {
	files, err := cardfacts.Generate(in)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(out, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
