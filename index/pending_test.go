package index

import (
	"context"
	"errors"
	"testing"
)

// A search that arrives while the index is still being built waits for it and answers.
func TestPendingSearchWaitsForTheBuild(t *testing.T) {
	release := make(chan struct{})
	ix := fixtureIndex(t)
	p := Background(func() (*Index, error) {
		<-release
		return ix, nil
	})
	type answer struct {
		res *Result
		err error
	}
	got := make(chan answer, 1)
	go func() {
		res, err := p.Search(context.Background(), Query{Text: "burned"})
		got <- answer{res, err}
	}()
	select {
	case a := <-got:
		t.Fatalf("Search answered before the index was built: %+v", a)
	case <-p.Done():
		t.Fatal("Done closed before the build returned")
	default:
	}
	if p.Built() {
		t.Error("Built() = true before the build returned")
	}
	close(release)
	a := <-got
	if !p.Built() {
		t.Error("Built() = false after a search was answered")
	}
	if a.err != nil {
		t.Fatalf("Search(burned) = %v", a.err)
	}
	want, err := ix.Search(context.Background(), Query{Text: "burned"})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.res.Hits) == 0 || a.res.Hits[0].ID != want.Hits[0].ID {
		t.Errorf("Search(burned) through Pending = %d hits; want the index's own answer (first %s)", len(a.res.Hits), want.Hits[0].ID)
	}
}

func TestPendingErrors(t *testing.T) {
	broken := errors.New("rule sm/x: no title")
	tests := []struct {
		name   string
		build  func(release <-chan struct{}) (*Index, error)
		ctx    func() context.Context
		wantIs error
	}{
		{"the build failed", func(<-chan struct{}) (*Index, error) { return nil, broken }, context.Background, broken},
		{"the client gave up while it waited", func(r <-chan struct{}) (*Index, error) { <-r; return nil, broken },
			func() context.Context { ctx, cancel := context.WithCancel(context.Background()); cancel(); return ctx }, context.Canceled},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			release := make(chan struct{})
			defer close(release)
			p := Background(func() (*Index, error) { return tt.build(release) })
			_, err := p.Search(tt.ctx(), Query{Text: "burned"})
			if !errors.Is(err, tt.wantIs) {
				t.Errorf("Search = %v; want an error matching %v", err, tt.wantIs)
			}
		})
	}
}

// Warm works out the words respellings are shown in, so that the first misspelled question
// finds them ready (Background calls it once the build has succeeded).
func TestWarmWorksOutTheRespellings(t *testing.T) {
	ix := fixtureIndex(t)
	ix.Warm()
	if len(ix.surface.words) == 0 {
		t.Fatal("after Warm, no readable word is known for any term")
	}
	ix.surface.once.Do(func() { t.Error("Warm left the respellings' words to be worked out again") })
}
