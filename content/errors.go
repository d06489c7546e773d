package content

import (
	"errors"
	"fmt"
	"strings"
)

// ErrInvalid marks every content validation error, so callers can tell a broken corpus from
// an I/O failure with errors.Is.
var ErrInvalid = errors.New("invalid content")

// Problem is one mistake in one content file, with the line it is on (0 when the whole file is
// at fault).
type Problem struct {
	File string
	Line int
	Msg  string
}

func (p Problem) Error() string {
	if p.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", p.File, p.Line, p.Msg)
	}
	return p.File + ": " + p.Msg
}

// Problems is every mistake found in one load, in file order.
type Problems []Problem

func (ps Problems) Error() string {
	var b strings.Builder
	for i, p := range ps {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(p.Error())
	}
	return b.String()
}

// Is makes errors.Is(err, ErrInvalid) true for any load that found problems.
func (ps Problems) Is(target error) bool { return target == ErrInvalid }

type problemList struct{ ps Problems }

func (l *problemList) add(file string, line int, format string, args ...any) {
	l.ps = append(l.ps, Problem{File: file, Line: line, Msg: fmt.Sprintf(format, args...)})
}

func (l *problemList) err() error {
	if len(l.ps) == 0 {
		return nil
	}
	return l.ps
}
