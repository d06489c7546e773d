package handlers

import (
	"context"
	"net/http"
	"runtime"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/index"
)

// slottedSearcher lets as many searches run at once as there are CPUs; the others wait their
// turn, first come first served, for at most searchWait (then errSearchBusy) or until their
// request ends. A search is all computation: run
// side by side beyond the CPUs they only take turns on them, and each one finishes later (a
// question among 16 at once waited behind all of them). In turn, most wait for a few others.
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
	return &slottedSearcher{Searcher: s, slots: make(chan struct{}, runtime.GOMAXPROCS(0)), wait: searchWait}
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
	defer func() { <-s.slots }()
	return s.Searcher.Search(ctx, q)
}
