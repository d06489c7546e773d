package handlers

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rulesd/rulesd/index"
)

// blockingSearcher counts the searches running at once and holds each until released.
type blockingSearcher struct {
	running, most atomic.Int32
	release       chan struct{}
}

func (b *blockingSearcher) Search(ctx context.Context, q index.Query) (*index.Result, error) {
	n := b.running.Add(1)
	for m := b.most.Load(); n > m && !b.most.CompareAndSwap(m, n); m = b.most.Load() {
	}
	defer b.running.Add(-1)
	<-b.release
	return &index.Result{Query: q}, nil
}

func TestSlottedSearcherLeavesOneCPU(t *testing.T) {
	inner := &blockingSearcher{release: make(chan struct{})}
	s := newSlottedSearcher(inner)
	slots := searchSlots(runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for range slots + 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := s.Search(context.Background(), index.Query{Text: "burned"}); err != nil {
				t.Errorf("Search = %v", err)
			}
		}()
	}
	// Let every search arrive, then check how many got in.
	deadline := time.Now().Add(5 * time.Second)
	for inner.running.Load() < int32(slots) && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	time.Sleep(20 * time.Millisecond)
	if got := inner.running.Load(); got != int32(slots) {
		t.Errorf("%d searches running at once with %d asked; want %d", got, slots+3, slots)
	}
	close(inner.release)
	wg.Wait()
	if got := inner.most.Load(); got > int32(slots) {
		t.Errorf("at most %d searches ran at once; want at most %d", got, slots)
	}

	// A search waiting for its turn ends with its request.
	inner = &blockingSearcher{release: make(chan struct{})}
	s = newSlottedSearcher(inner)
	for range slots {
		go s.Search(context.Background(), index.Query{Text: "burned"})
	}
	for inner.running.Load() < int32(slots) {
		time.Sleep(time.Millisecond)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := s.Search(ctx, index.Query{Text: "burned"}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("a search waiting past its request's deadline = %v; want %v", err, context.DeadlineExceeded)
	}
	// And one that waits longer than the server lets it is told the search is busy.
	s.(*slottedSearcher).wait = 10 * time.Millisecond
	if _, err := s.Search(context.Background(), index.Query{Text: "burned"}); !errors.Is(err, errSearchBusy) {
		t.Errorf("a search waiting past the wait = %v; want %v", err, errSearchBusy)
	}
	close(inner.release)

	if newSlottedSearcher(nil) != nil {
		t.Error("newSlottedSearcher(nil) is not nil: a server without search would seem to have one")
	}
}

func TestSearchSlots(t *testing.T) {
	tests := []struct{ cpus, want int }{{1, 1}, {2, 1}, {4, 3}, {16, 15}}
	for _, tt := range tests {
		if got := searchSlots(tt.cpus); got != tt.want {
			t.Errorf("searchSlots(%d) = %d; want %d", tt.cpus, got, tt.want)
		}
	}
}
