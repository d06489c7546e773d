package main

import (
	"errors"
	"fmt"
	"io"
	"log/slog"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
)

// check validates everything rulesd ships, and with --rulebook that the digest covers every
// section of the given rulebooks. Problems are printed one a line as file:line: message.
func check(log *slog.Logger, args []string, stdout io.Writer) error {
	fs := newFlags("check")
	var specs rulebookSpecs
	fs.Var(&specs, "rulebook", "ERA=FILE, ERA=DIR or DIR of rulebook text files (repeatable)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	corpus, err := content.LoadEmbedded()
	if err != nil {
		return invalid(err)
	}
	fmt.Fprintf(stdout, "content: %d rule pages, %d rulings, %d topics: ok\n", len(corpus.Rules), len(corpus.Rulings), len(corpus.Topics))
	if err := checkScenarios(corpus, stdout); err != nil {
		return err
	}
	var books []*rulebook.Rulebook
	for _, spec := range specs {
		bs, err := rulebook.Load(spec)
		if err != nil {
			return usagef("--rulebook %s: %w", spec, err)
		}
		books = append(books, bs...)
	}
	if len(books) > 0 {
		if err := corpus.CheckSources(books); err != nil {
			return invalid(err)
		}
		fmt.Fprintf(stdout, "rulebooks: %d files, every section covered: ok\n", len(books))
	}
	return nil
}

// invalid turns a content validation failure into a usage error (exit status 2): the files
// are wrong, not the run.
func invalid(err error) error {
	if errors.Is(err, content.ErrInvalid) {
		return usageError{err}
	}
	return err
}
