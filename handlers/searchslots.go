package handlers

import (
	"context"
	"net/http"
	"runtime"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/index"
)

// slottedSearcher lets searches run side by side on all but one CPU (at least one search runs);
// the others wait their turn, first come first served, for at most searchWait (then
// errSearchBusy) or until their request ends.
//
// A search is all computation. Run side by side on every CPU, searches kept the Go scheduler
// so busy that it looked for network input only every 10 ms (when nothing else is runnable,
// or from its monitor thread): new requests waited for that, then behind the searches, and one
// answer in a hundred took 40 ms or more at 16 connections on two CPUs. With one CPU left free
// of searches, requests are read as they come, and the rest of each answer (the JSON or the
// page, compression, the write) runs there beside the searches.
//
// When a search ends, it yields its CPU at once: the next search in line, woken by the end of
// this one, would otherwise wait on this CPU until this request had written its answer.
type slottedSearcher struct {
	Searcher
	slots chan struct{}
	wait  time.Duration
}

// searchWait is the longest a search waits for its turn.
const searchWait = 2 * time.Second

// errSearchBusy answers a search that waited searchWait for its turn.
var errSearchBusy = echo.NewHTTPError(http.StatusServiceUnavailable, "search is busy; try again in a moment")

func newSlottedSearcher(s Searcher) Searcher {
	if s == nil {
		return nil
	}
	return &slottedSearcher{Searcher: s, slots: make(chan struct{}, searchSlots(runtime.GOMAXPROCS(0))), wait: searchWait}
}

func (s *slottedSearcher) Search(ctx context.Context, q index.Query) (*index.Result, error) {
	select {
	case s.slots <- struct{}{}:
	default:
		t := time.NewTimer(s.wait)
		defer t.Stop()
		select {
		case s.slots <- struct{}{}:
		case <-t.C:
			return nil, errSearchBusy
		case <-ctx.Done():
			return nil, context.Cause(ctx)
		}
	}
	defer func() {
		<-s.slots
		runtime.Gosched()
	}()
	return s.Searcher.Search(ctx, q)
}

// searchSlots is how many searches run at once with cpus CPUs: all but one, and at least one.
func searchSlots(cpus int) int { return max(1, cpus-1) }
