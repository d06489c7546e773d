package scenarios

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Sentinel errors; match them with errors.Is.
var (
	// ErrInvalid marks a scenario file that breaks the format: bad YAML, an unknown key, an
	// unknown card, era or topic, a value of the wrong kind, an action the board cannot carry
	// out (no such attack, the card is not in the hand). Problems carry file:line:col.
	ErrInvalid = errors.New("invalid scenario")
	// ErrTooLarge: the file is bigger than Limits.MaxBytes.
	ErrTooLarge = errors.New("scenario too large")
	// ErrTooManySteps: the run would take more than Limits.MaxSteps steps.
	ErrTooManySteps = errors.New("scenario has too many steps")
	// ErrTimeout: the run took longer than Limits.MaxDuration.
	ErrTimeout = errors.New("scenario run timed out")
	// ErrUnknownEra: the era is not an era rulesd knows, or not one the scenario runs under.
	ErrUnknownEra = errors.New("unknown era")
)

// Problem is one mistake in a scenario file, at a line and column (0 when the whole file is
// at fault).
type Problem struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Col  int    `json:"col"`
	Msg  string `json:"message"`
}

func (p Problem) Error() string {
	switch {
	case p.Line > 0 && p.Col > 0:
		return fmt.Sprintf("%s:%d:%d: %s", p.File, p.Line, p.Col, p.Msg)
	case p.Line > 0:
		return fmt.Sprintf("%s:%d: %s", p.File, p.Line, p.Msg)
	}
	return p.File + ": " + p.Msg
}

// Is makes errors.Is(problem, ErrInvalid) true.
func (p Problem) Is(target error) bool { return target == ErrInvalid }

// MaxListed is how many problems a message lists before it only counts the rest: a short
// link can hold thousands of mistakes (one per unknown card), and every answer and log line
// that quotes them must stay small.
const MaxListed = 50

// maxProblemText bounds one problem's message; a value quoted from the file is cut to fit.
const maxProblemText = 300

// Problems is every mistake found in one load or parse, in file order.
type Problems []Problem

// Error lists the first MaxListed problems, one a line, then how many more there are.
func (ps Problems) Error() string {
	var b strings.Builder
	for i, p := range ps[:min(len(ps), MaxListed)] {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(p.Error())
	}
	if more := len(ps) - MaxListed; more > 0 {
		b.WriteString("\n" + MoreProblems(more))
	}
	return b.String()
}

// MoreProblems says how many problems were found beyond those listed.
func MoreProblems(n int) string {
	if n == 1 {
		return "and 1 more problem"
	}
	return fmt.Sprintf("and %d more problems", n)
}

// clipMsg cuts a message to maxProblemText bytes, at a character boundary, marking the cut.
func clipMsg(s string) string {
	if len(s) <= maxProblemText {
		return s
	}
	cut := maxProblemText
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// Is makes errors.Is(problems, ErrInvalid) true.
func (ps Problems) Is(target error) bool { return target == ErrInvalid }
