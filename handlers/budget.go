package handlers

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"runtime"
	"runtime/metrics"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/scenarios"
)

// A request that reads a visitor's scenario (a shared link, the sandbox form, a sent run, the
// file download, the board builder filled from a link) has one budget for all its work: it
// takes a run slot, then may spend scenarios.Limits.MaxDuration (one second) of CPU time in
// all reading the scenario, running it, listing what comes next, rendering and encoding the
// answer, which may be at most Limits.MaxAnswer bytes. Each stage checks the budget as it
// goes, so a request that asks too much is refused, naming the limit, as soon as it has spent
// it. CPU time, not time on the clock, so a busy machine does not refuse what an idle one
// answers: the request's own thread's, and the garbage collector's while it lasts (its
// allocations make that work). The clock still ends a request after wallCeiling, when the machine is so busy
// that a slot would be held too long. The slot is given back once the answer is made,
// before a byte of it is written: a client that reads slowly, or never, holds no slot
// (writing has its own bound, boundWrites).

// wallCeiling is the most time on the clock one budget lasts, however little CPU it used.
const wallCeiling = 10 * time.Second

var (
	// errSpent is what a budget's check answers once its CPU time is spent.
	errSpent = errors.New("the request's time budget is spent")
	// errStopping is the cause of a budget's context ending because the server stops.
	errStopping = errors.New("the server is stopping")
	// errSlow is the cause of a budget's context ending at the wall ceiling.
	errSlow = errors.New("the machine is too busy to finish the request")
	// errShuttingDown answers a visitor's run cancelled by the server stopping.
	errShuttingDown = echo.NewHTTPError(http.StatusServiceUnavailable, "the server is restarting; try again in a moment")
)

// budget is what one request may still spend. It is used by one goroutine, the one that
// made it, locked to its thread while the budget lasts.
type budget struct {
	ctx       context.Context // ends at the wall ceiling, when the client leaves, or when the server stops
	limit     time.Duration   // of CPU time
	maxAnswer int
	spent     func() time.Duration // CPU time used since the start (time on the clock where it cannot tell)
	nextLook  time.Time            // spent is asked at most every lookEvery: CPU time grows no faster than the clock
}

// check is nil while the budget lasts; then errSpent, or why its context ended.
func (b *budget) check() error {
	if b.ctx.Err() != nil {
		return context.Cause(b.ctx)
	}
	now := time.Now()
	if now.Before(b.nextLook) {
		return nil
	}
	if b.spent() > b.limit {
		return errSpent
	}
	b.nextLook = now.Add(lookEvery)
	return nil
}

// within is a check for a part of the work that may spend only up to most of the budget, in
// all since the request began: errSpent once it has, or whatever check answers first.
func (b *budget) within(most time.Duration) func() error {
	return func() error {
		if err := b.check(); err != nil {
			return err
		}
		if b.spent() > most {
			return errSpent
		}
		return nil
	}
}

// lookEvery is how often a budget asks for its CPU time: a system call, and an answer is
// written in thousands of small pieces, each of which checks.
const lookEvery = 100 * time.Microsecond

// runLimits are the limits a run made within the budget gets: the budget counts its time.
func (b *budget) runLimits(lim scenarios.Limits) scenarios.RunOptions {
	lim.MaxDuration = wallCeiling
	return scenarios.RunOptions{Limits: lim, Spent: b.check}
}

// computed takes a run slot and makes a request's answer within one budget, then gives the
// slot back: the caller writes the answer after.
func computed[T any](sp *scenarioPages, ctx context.Context, make func(b *budget) (T, error)) (T, error) {
	var zero T
	release, err := sp.acquire(ctx)
	if err != nil {
		return zero, err
	}
	defer release()
	b, done := sp.newBudget(ctx)
	defer done()
	return make(b)
}

// newBudget starts a budget now for the calling goroutine, which stays on its thread until
// done is called: the thread's CPU time is the goroutine's only while it cannot move. Its
// context also ends when the server starts to stop, so a visitor's run does not hold up the
// shutdown.
func (sp *scenarioPages) newBudget(ctx context.Context) (b *budget, done func()) {
	runtime.LockOSThread()
	ctx, cancel := context.WithCancelCause(ctx)
	stop := context.AfterFunc(sp.stopping, func() { cancel(errStopping) })
	ctx, cancelTime := context.WithTimeoutCause(ctx, max(wallCeiling, sp.limits.MaxDuration), errSlow)
	b = &budget{ctx: ctx, limit: sp.limits.MaxDuration, maxAnswer: sp.limits.MaxAnswer}
	start := time.Now()
	if cpu0, ok := threadCPU(); ok {
		gc0 := gcCPU()
		b.spent = func() time.Duration {
			cpu, _ := threadCPU()
			return cpu - cpu0 + gcCPU() - gc0
		}
	} else {
		b.spent = func() time.Duration { return time.Since(start) }
	}
	return b, func() {
		cancelTime()
		stop()
		cancel(nil)
		runtime.UnlockOSThread()
	}
}

// gcCPU is the CPU time the garbage collector has used in all, by the runtime's estimate
// (updated each collection, and on the high side). A request's allocations cost it collector
// work on other threads, so a budget counts the collector's time while it lasts, all of it:
// with other requests in progress that is more than its share, never less.
func gcCPU() time.Duration {
	s := []metrics.Sample{{Name: "/cpu/classes/gc/total:cpu-seconds"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindFloat64 {
		return 0
	}
	return time.Duration(s[0].Value.Float64() * float64(time.Second))
}

// overBudget turns a stage's error into what the reader is told when the budget ended it:
// a 400 naming the limit spent (param says where the scenario came from), or a 503 when the
// server is stopping. Other errors pass unchanged.
func (sp *scenarioPages) overBudget(b *budget, param string, err error) error {
	stopping := b != nil && errors.Is(context.Cause(b.ctx), errStopping)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, errStopping) || (stopping && errors.Is(err, context.Canceled)):
		return errShuttingDown
	case errors.Is(err, errSlow) || (b != nil && errors.Is(context.Cause(b.ctx), errSlow)):
		return echo.NewHTTPError(http.StatusServiceUnavailable, "the sandbox is too busy to finish this now; try again in a moment").SetInternal(err)
	case errors.Is(err, errAnswerTooLarge):
		bad := sp.tooLargeAnswer()
		bad.Param = param
		return bad
	case errors.Is(err, errSpent), errors.Is(err, scenarios.ErrTimeout):
		return &BadRequest{Param: param, Msg: fmt.Sprintf(
			"the request took more than its %v budget of CPU time, the most one request may spend reading, running, listing the next actions and writing the answer together: run fewer steps, one era (?era=) or a smaller board",
			sp.limits.MaxDuration)}
	}
	return err
}

// errAnswerTooLarge stops an answer that outgrows the limit while it is being made.
var errAnswerTooLarge = errors.New("answer too large")

// answerBuffer is where an answer is made: it refuses to grow past max bytes, and to go on
// once the budget is spent.
type answerBuffer struct {
	bytes.Buffer
	b *budget
}

func newAnswerBuffer(b *budget) *answerBuffer { return &answerBuffer{b: b} }

func (w *answerBuffer) Write(p []byte) (int, error) {
	if w.Len()+len(p) > w.b.maxAnswer {
		return 0, errAnswerTooLarge
	}
	if err := w.b.check(); err != nil {
		return 0, err
	}
	return w.Buffer.Write(p)
}

// answer is a response made within a budget, written once the run slot is free.
type answer struct {
	status      int
	contentType string
	body        []byte
	// redirect, when set, is where to send the reader instead (status, or 302).
	redirect string
	// etag: the body is a pure function of the address, so it is sent with an ETag.
	etag bool
}

func htmlAnswer(status int, body []byte) *answer {
	return &answer{status: status, contentType: echo.MIMETextHTMLCharsetUTF8, body: body}
}

// write sends the answer.
func (a *answer) write(c echo.Context) error {
	switch {
	case a.redirect != "" && a.status != 0:
		return c.Redirect(a.status, a.redirect)
	case a.redirect != "":
		return c.Redirect(http.StatusFound, a.redirect)
	case a.etag && a.status == http.StatusOK:
		return send(c, a.contentType, pageCache, a.body)
	}
	return c.Blob(a.status, a.contentType, a.body)
}
