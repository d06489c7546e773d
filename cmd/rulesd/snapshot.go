package main

import (
	"fmt"
	"io"
	"os"

	"github.com/rulesd/rulesd/index"
)

// indexCmd is `rulesd index snapshot DIR`: it writes the search index of the shipped content
// into DIR, replacing what is there, for the binary to embed (go generate ./index runs it).
func indexCmd(args []string, stdout io.Writer) error {
	if len(args) != 2 || args[0] != "snapshot" {
		return usagef("index takes: snapshot DIR\n%s", usage)
	}
	dir := args[1]
	corpus, cat, set, err := loadShipped()
	if err != nil {
		return err
	}
	ex := &examples{set: set, cards: cat}
	if err := os.RemoveAll(dir); err != nil {
		return fmt.Errorf("index snapshot: %w", err)
	}
	if err := index.WriteSnapshot(dir, corpus, cat, ex.searchable()...); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "index snapshot written to %s\n", dir)
	return nil
}
