package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/scenarios"
)

func scenario(ctx context.Context, _ *slog.Logger, args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return usagef("scenario needs list or run\n%s", usage)
	}
	switch args[0] {
	case "list":
		return scenarioList(args[1:], stdout)
	case "run":
		return scenarioRun(ctx, args[1:], stdout)
	default:
		return usagef("unknown scenario command %q (want list or run)\n%s", args[0], usage)
	}
}

func scenarioList(args []string, stdout io.Writer) error {
	fs := newFlags("scenario list")
	era := fs.String("era", "", "only scenarios that run under this era")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkEra(*era); err != nil {
		return err
	}
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		return err
	}
	var list []*scenarios.Scenario
	for _, sc := range set.All() {
		if *era == "" || sc.Runs(*era) {
			list = append(list, sc)
		}
	}
	if *asJSON {
		type item struct {
			ID      string   `json:"id"`
			Title   string   `json:"title"`
			Eras    []string `json:"eras"`
			Teaches []string `json:"teaches"`
		}
		items := make([]item, len(list))
		for i, sc := range list {
			items[i] = item{sc.ID, sc.Title, sc.Eras, sc.Teaches}
		}
		return writeJSON(stdout, items)
	}
	for _, sc := range list {
		fmt.Fprintf(stdout, "%-34s %-12s %s\n", sc.ID, strings.Join(sc.Eras, ","), sc.Title)
	}
	return nil
}

func scenarioRun(ctx context.Context, args []string, stdout io.Writer) error {
	fs := newFlags("scenario run")
	era := fs.String("era", "", "run under this era only (default: every era the scenario names)")
	asJSON := fs.Bool("json", false, "print the full runs as JSON, as /api/scenarios/<id> returns them")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usagef("scenario run needs one scenario id or file\n%s", usage)
	}
	if err := checkEra(*era); err != nil {
		return err
	}
	// Every card of the covered sets, as the server plays them: a file the web API runs runs
	// here too.
	cards, err := content.LoadEmbeddedCatalog()
	if err != nil {
		return err
	}
	sc, err := findScenario(fs.Arg(0), cards)
	if err != nil {
		return err
	}
	eras := sc.Eras
	if *era != "" {
		if !sc.Runs(*era) {
			return usagef("scenario %s runs under %s, not %s", sc.ID, strings.Join(sc.Eras, ", "), *era)
		}
		eras = []string{*era}
	}
	var runs []*scenarios.Result
	failed := 0
	for _, e := range eras {
		res, err := scenarios.Run(ctx, sc, e, cards, scenarios.DefaultLimits())
		if err != nil {
			return usagef("%w", err)
		}
		runs = append(runs, res)
		if !res.Passed {
			failed++
		}
	}
	if *asJSON {
		if err := writeJSON(stdout, runs); err != nil {
			return err
		}
	} else {
		for _, res := range runs {
			printRun(stdout, sc, res)
		}
	}
	if failed > 0 {
		return failedError{fmt.Sprintf("scenario %s: expectations failed under %d of %d eras", sc.ID, failed, len(runs))}
	}
	return nil
}

// findScenario takes a shipped scenario's id, or a path to a scenario file.
func findScenario(arg string, cards scenarios.CardSource) (*scenarios.Scenario, error) {
	if strings.HasSuffix(arg, ".yaml") || strings.HasSuffix(arg, ".yml") || strings.ContainsRune(arg, os.PathSeparator) {
		data, err := os.ReadFile(arg)
		if err != nil {
			return nil, usagef("read scenario: %w", err)
		}
		sc, err := scenarios.ParseWith(arg, data, cards, scenarios.DefaultLimits())
		if err != nil {
			return nil, usagef("%w", err)
		}
		return sc, nil
	}
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		return nil, err
	}
	sc, ok := set.Get(arg)
	if !ok {
		return nil, usagef("no scenario %q (rulesd scenario list shows them; a file path must end in .yaml)", arg)
	}
	return sc, nil
}

func printRun(w io.Writer, sc *scenarios.Scenario, res *scenarios.Result) {
	fmt.Fprintf(w, "== %s (%s)\n", sc.Title, res.Era)
	for _, st := range res.Steps {
		fmt.Fprintf(w, "\nstep %d: %s\n", st.N, st.Action)
		if st.Refused != nil {
			// The anchor already names the era ("sm/retreat#7").
			fmt.Fprintf(w, "  refused: %s [%s]\n", st.Refused.Reason, st.Refused.Anchor)
			if st.Refused.Assumed != "" {
				fmt.Fprintf(w, "    not stated in this era's rulebook; applying: %s\n", st.Refused.Assumed)
			}
		}
		for _, ev := range st.Events {
			anchor := ""
			if ev.Anchor != "" {
				anchor = "  [" + ev.Anchor + "]"
			}
			fmt.Fprintf(w, "  - %s%s\n", ev.Text, anchor)
			if ev.Damage != nil {
				for _, s := range ev.Damage.Stages {
					if s.Skipped {
						continue
					}
					fmt.Fprintf(w, "      %-16s %4d -> %4d\n", s.Title, s.Before, s.Value)
				}
			}
		}
	}
	fmt.Fprintln(w)
	for _, c := range res.Expectations {
		mark := "ok  "
		if !c.OK {
			mark = "FAIL"
		}
		fmt.Fprintf(w, "%s %s %s = %s (want %s)\n", mark, c.Step, c.Path, c.Got, c.Want)
	}
	verdict := "passed"
	if !res.Passed {
		verdict = "FAILED"
	}
	fmt.Fprintf(w, "%s under %s\n\n", verdict, res.Era)
}

// checkScenarios loads and runs every shipped scenario under every era it names, for check.
func checkScenarios(corpus *content.Corpus, stdout io.Writer) error {
	set, err := scenarios.LoadEmbedded()
	if err != nil {
		if errors.Is(err, scenarios.ErrInvalid) {
			return usageError{err}
		}
		return err
	}
	cards, err := content.LoadEmbeddedCatalog()
	if err != nil {
		return invalid(err)
	}
	for _, r := range corpus.Rulings {
		if _, ok := set.Get(r.Scenario); r.Scenario != "" && !ok {
			return usagef("%s: scenario %q does not exist", r.Path, r.Scenario)
		}
	}
	runs, failed := 0, 0
	for _, sc := range set.All() {
		for _, t := range sc.Teaches {
			if _, ok := corpus.Topic(t); !ok {
				return usagef("%s: teaches unknown topic %q", sc.File, t)
			}
		}
		for _, e := range sc.Eras {
			res, err := scenarios.Run(context.Background(), sc, e, cards, scenarios.DefaultLimits())
			if err != nil {
				return usagef("%w", err)
			}
			runs++
			if !res.Passed {
				failed++
				fmt.Fprintf(stdout, "scenario %s under %s: expectations failed\n", sc.ID, e)
			}
		}
	}
	if failed > 0 {
		return failedError{fmt.Sprintf("%d of %d scenario runs failed", failed, runs)}
	}
	fmt.Fprintf(stdout, "scenarios: %d files, %d runs: ok\n", len(set.All()), runs)
	return nil
}

func checkEra(era string) error {
	if era == "" {
		return nil
	}
	if _, ok := content.LookupEra(era); !ok {
		return usagef("unknown era %q (known eras: %s)", era, strings.Join(content.EraIDs(), ", "))
	}
	return nil
}

// writeJSON prints v as one line of compact JSON, as the API sends it (pipe it to jq to read).
func writeJSON(w io.Writer, v any) error {
	return json.NewEncoder(w).Encode(v)
}
