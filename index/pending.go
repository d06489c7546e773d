package index

import (
	"context"
	"fmt"
)

// Pending is an index built in the background, so that the server answers pages while the
// search index is still being built (about a hundred milliseconds for every rule, ruling and
// card). A search that arrives first waits for the build (as long as its caller waits: the
// build's own time is bounded, and waiting costs no CPU), then runs within SearchTimeout as
// every search does.
type Pending struct {
	done chan struct{}
	ix   *Index
	err  error
}

// Background starts build in a goroutine and returns at once.
func Background(build func() (*Index, error)) *Pending {
	p := &Pending{done: make(chan struct{})}
	go func() {
		defer close(p.done)
		p.ix, p.err = build()
		if p.err == nil && p.ix != nil {
			// Searches may start now; what the first misspelled word would wait for is
			// worked out meanwhile.
			go p.ix.Warm()
		}
	}()
	return p
}

// Done is closed when the build has finished, well or not.
func (p *Pending) Done() <-chan struct{} { return p.done }

// Built reports whether the build has finished and succeeded.
func (p *Pending) Built() bool {
	select {
	case <-p.done:
		return p.err == nil
	default:
		return false
	}
}

// Wait returns the built index or the build's error, waiting for it unless ctx ends first.
func (p *Pending) Wait(ctx context.Context) (*Index, error) {
	select {
	case <-p.done:
		return p.ix, p.err
	case <-ctx.Done():
		return nil, context.Cause(ctx)
	}
}

// Search waits for the index, then searches it.
func (p *Pending) Search(ctx context.Context, q Query) (*Result, error) {
	ix, err := p.Wait(ctx)
	if err != nil {
		return nil, fmt.Errorf("search %q: %w", q.Text, err)
	}
	return ix.Search(ctx, q)
}

// Close waits for the build and closes the index.
func (p *Pending) Close() error {
	<-p.done
	if p.ix == nil {
		return nil
	}
	return p.ix.Close()
}
