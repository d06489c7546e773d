// Command rulesd serves the rulesd rules reference and answers rules questions from the shell.
//
//	rulesd [serve] [--addr :8080] [--base-url URL] [--allowed-host HOST ...] [--cache-mb 12]
//	             [--memory-mb 56] [--rulebook ERA=FILE|DIR ...] [--discord-public-key HEX]
//	rulesd search [--era ERA] [--kind KIND] [--in RULEBOOK] [--rulebook ERA=FILE|DIR ...]
//	              [--advanced] [--literal] [--limit N] [--json] QUERY
//	rulesd scenario list [--era ERA] [--json]
//	rulesd scenario run [--era ERA] [--json] ID|FILE
//	rulesd check [--rulebook ERA=FILE|DIR ...]
//	rulesd cards coverage [--era ERA] [--json]
//	rulesd card [--era ERA] [--json] ID|NAME
//	rulesd rulings coverage [--json]
//
// Exit status: 0 on success, 1 when a run fails (a scenario expectation does not hold, the
// server stops with an error), 2 when the input is wrong (usage, an invalid file).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
)

const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
)

// usageError is a mistake in what the user typed or pointed rulesd at: exit status 2.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error { return usageError{fmt.Errorf(format, args...)} }

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	cmd, rest := "serve", args
	if len(args) > 0 && args[0] != "" && args[0][0] != '-' {
		cmd, rest = args[0], args[1:]
	}
	var err error
	switch cmd {
	case "serve":
		err = serve(ctx, log, rest)
	case "search":
		err = search(ctx, log, rest, stdout)
	case "scenario":
		err = scenario(ctx, log, rest, stdout)
	case "check":
		err = check(log, rest, stdout)
	case "cards":
		err = cards(rest, stdout)
	case "card":
		err = card(rest, stdout)
	case "rulings":
		err = rulings(ctx, rest, stdout)
	case "index":
		err = indexCmd(rest, stdout)
	case "help":
		fmt.Fprint(stdout, usage)
		return exitOK
	default:
		err = usagef("unknown command %q\n%s", cmd, usage)
	}
	return exitCode(err, stderr)
}

func exitCode(err error, stderr io.Writer) int {
	if err == nil {
		return exitOK
	}
	fmt.Fprintln(stderr, "rulesd:", err)
	var ue usageError
	if errors.As(err, &ue) {
		return exitUsage
	}
	return exitFailure
}

// failedError reports a run that completed but did not hold, such as a scenario whose
// expectation failed (exit status 1).
type failedError struct{ msg string }

func (e failedError) Error() string { return e.msg }

const usage = `usage:
  rulesd [serve] [--addr :8080] [--base-url URL] [--allowed-host HOST ...] [--cache-mb 12] [--memory-mb 56] [--rulebook ERA=FILE|DIR ...] [--discord-public-key HEX]
  rulesd search [--era ERA] [--kind KIND] [--in RULEBOOK] [--rulebook ERA=FILE|DIR ...] [--advanced] [--literal] [--limit N] [--json] QUERY
  rulesd scenario list [--era ERA] [--json]
  rulesd scenario run [--era ERA] [--json] ID|FILE
  rulesd check [--rulebook ERA=FILE|DIR ...]
  rulesd cards coverage [--era ERA] [--json]
  rulesd card [--era ERA] [--json] ID|NAME
  rulesd rulings coverage [--json]
  rulesd index snapshot DIR
`
