package handlers

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/rulesd/rulesd/scenarios"
)

// A sent scenario is bounded end to end: its size and steps when it is read, one budget
// (budget.go) from reading it to the last byte of its answer made, and the answer's size
// (scenarios.Limits.MaxAnswer), because a short file can ask for a long answer: every step
// shows the whole board.

// tooLargeAnswer is what the reader is told when the answer would pass the limit.
func (sp *scenarioPages) tooLargeAnswer() *BadRequest {
	return &BadRequest{Param: "body", Msg: fmt.Sprintf(
		"the answer would be larger than %d bytes (%s), the limit for one request's runs: every step shows the whole board, so run fewer steps, one era (?era=) or a smaller board",
		sp.limits.MaxAnswer, sizeName(sp.limits.MaxAnswer))}
}

func sizeName(n int) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MB", n>>20)
	}
	return fmt.Sprintf("%d KB", n>>10)
}

// encodeSentRun writes the answer to a sent scenario, compact or indented, in at most
// MaxAnswer bytes. Each step is encoded on its own and added to the answer while it stays
// within the limit, so a scenario that asks for too much is stopped before it costs more than
// the limit in memory.
func (sp *scenarioPages) encodeSentRun(b *budget, out SentRunResponse, pretty bool) ([]byte, error) {
	buf := newAnswerBuffer(b)
	runs := out.Runs
	out.Runs = nil
	if err := splice(buf, out, `"runs":null`, func() error {
		if _, err := buf.Write([]byte("[")); err != nil {
			return err
		}
		for i, r := range runs {
			if i > 0 {
				if _, err := buf.Write([]byte(",")); err != nil {
					return err
				}
			}
			if err := encodeRun(buf, r); err != nil {
				return err
			}
		}
		_, err := buf.Write([]byte("]"))
		return err
	}); err != nil {
		return nil, err
	}
	if !pretty {
		if _, err := buf.Write([]byte("\n")); err != nil {
			return nil, err
		}
		return buf.Bytes(), nil
	}
	// Indenting a compact answer within the limit makes at most a few times its size.
	var ind bytes.Buffer
	if err := json.Indent(&ind, buf.Bytes(), "", "  "); err != nil {
		return nil, err
	}
	if ind.Len()+1 > b.maxAnswer {
		return nil, errAnswerTooLarge
	}
	if err := b.check(); err != nil {
		return nil, err
	}
	ind.WriteByte('\n')
	return ind.Bytes(), nil
}

// encodeRun writes one run with its steps encoded one by one.
func encodeRun(buf *answerBuffer, r *scenarios.Result) error {
	head := *r
	head.Steps = nil
	return splice(buf, head, `"steps":null`, func() error {
		if _, err := buf.Write([]byte("[")); err != nil {
			return err
		}
		for i := range r.Steps {
			b, err := json.Marshal(&r.Steps[i])
			if err != nil {
				return err
			}
			if i > 0 {
				if _, err := buf.Write([]byte(",")); err != nil {
					return err
				}
			}
			if _, err := buf.Write(b); err != nil {
				return err
			}
		}
		_, err := buf.Write([]byte("]"))
		return err
	})
}

// splice encodes v, whose one large list was set to nil, and writes it with the list written
// by list in place of hole (`"steps":null`). A top-level field's key comes before any nested
// one of the same name only if it is declared first, so the first match is taken only when it
// is unique.
func splice(buf *answerBuffer, v any, hole string, list func() error) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	i := bytes.Index(b, []byte(hole))
	if i < 0 || bytes.Count(b, []byte(hole)) != 1 {
		return fmt.Errorf("encode answer: %q not found once in %T", hole, v)
	}
	key := len(hole) - len("null")
	if _, err := buf.Write(b[:i+key]); err != nil {
		return err
	}
	if err := list(); err != nil {
		return err
	}
	_, err = buf.Write(b[i+len(hole):])
	return err
}
