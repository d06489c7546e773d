package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/scenarios"
)

// rulings is `rulesd rulings coverage`: how many of the official rulings rulesd considers
// are written as rulings, and how many a passing worked example plays.
func rulings(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) == 0 || args[0] != "coverage" {
		return usagef("rulings needs a subcommand: coverage\n%s", usage)
	}
	fs := newFlags("rulings coverage")
	asJSON := fs.Bool("json", false, "print the coverage as JSON")
	if err := parseFlags(fs, args[1:]); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("rulings coverage takes no arguments, got %q", fs.Args())
	}
	cov, err := rulingsCoverage(ctx)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(stdout, cov)
	}
	fmt.Fprintf(stdout, "official rulings considered: %d relevant (%d more noted as not relevant)\n", cov.Relevant, cov.NotRelevant)
	fmt.Fprintf(stdout, "written: %d of %d (%s), in %d rulesd rulings\n", cov.Written, cov.Relevant, percent(cov.Written, cov.Relevant), cov.Rulings)
	expressible := cov.Relevant - len(cov.Inexpressible)
	fmt.Fprintf(stdout, "played by a passing worked example: %d of the %d not marked inexpressible (%s)\n", cov.Played, expressible, percent(cov.Played, expressible))
	for _, e := range cov.Inexpressible {
		fmt.Fprintf(stdout, "  inexpressible #%d %s (%s, %s): %s\n", e.N, e.Topic, e.Source, e.Date, e.Why)
	}
	if len(cov.Missing) > 0 {
		fmt.Fprintf(stdout, "not written yet: %d\n", len(cov.Missing))
		for _, e := range cov.Missing {
			fmt.Fprintf(stdout, "  #%-5d %-10s %s (%s, %s) %s\n", e.N, e.Date, e.Topic, e.Source, e.Scope, strings.Join(e.Cards, " "))
		}
	}
	return nil
}

// rulingsCoverage measures the embedded rulings, running the worked example of each ruling
// that has one under every era it names.
func rulingsCoverage(ctx context.Context) (content.RulingsCoverage, error) {
	corpus, err := content.LoadEmbedded()
	if err != nil {
		return content.RulingsCoverage{}, err
	}
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		return content.RulingsCoverage{}, err
	}
	cards, err := content.LoadEmbeddedCatalog()
	if err != nil {
		return content.RulingsCoverage{}, err
	}
	passed := map[string]bool{}
	played := func(id string) bool {
		if ok, seen := passed[id]; seen {
			return ok
		}
		ok := scenarioPasses(ctx, set, cards, id)
		passed[id] = ok
		return ok
	}
	return corpus.RulingsCoverage(played), nil
}

// scenarioPasses runs a shipped worked example under each era it names.
func scenarioPasses(ctx context.Context, set *scenarios.Set, cards scenarios.CardSource, id string) bool {
	sc, ok := set.Get(id)
	if !ok {
		return false
	}
	for _, era := range sc.Eras {
		res, err := scenarios.Run(ctx, sc, era, cards, scenarios.DefaultLimits())
		if err != nil || !res.Passed {
			return false
		}
	}
	return true
}
