package main

import (
	"context"
	"slices"
	"testing"
	"testing/fstest"

	"github.com/rulesd/rulesd/index"
)

// TestIndexSnapshotCurrent: the snapshot embedded in the binary holds the shipped content as
// it is now, so a fresh server opens it instead of building the index; and it answers every
// question exactly as the index built from the same content does.
func TestIndexSnapshotCurrent(t *testing.T) {
	corpus, cat, set, err := loadShipped()
	if err != nil {
		t.Fatal(err)
	}
	ex := (&examples{set: set, cards: cat}).searchable()
	opened, err := index.OpenWithCards(index.Snapshot(), nil, corpus, nil, cat, ex...)
	if err != nil {
		t.Fatal(err)
	}
	defer opened.Close()
	if !opened.FromSnapshot() {
		t.Fatal("the embedded index snapshot is out of date: run go generate ./index and commit index/snapshot")
	}
	built, err := index.BuildWithCards(nil, corpus, nil, cat, ex...)
	if err != nil {
		t.Fatal(err)
	}
	defer built.Close()
	if built.FromSnapshot() {
		t.Fatal("BuildWithCards opened a snapshot; want it built")
	}
	for _, q := range []index.Query{
		{Text: "can I retreat twice in one turn"},
		{Text: "burn between turns", Era: "sm"},
		{Text: "rare candy first turn", Era: "hgss"},
		{Text: "paralized", Limit: 5},
		{Text: "Tauros-GX"},
		{Text: "double colorless energy retreat", Kind: index.KindRuling},
		{Text: "mega evolution ends the turn", Kind: index.KindExample},
		{Text: `"between-turns step"`, Advanced: true},
	} {
		a, errA := opened.Search(context.Background(), q)
		b, errB := built.Search(context.Background(), q)
		if errA != nil || errB != nil {
			t.Fatalf("Search(%q): %v, %v", q.Text, errA, errB)
		}
		ids := func(r *index.Result) []string {
			var out []string
			for _, h := range r.Hits {
				out = append(out, h.ID+" "+h.Snippet)
			}
			return out
		}
		if a.Total != b.Total || !slices.Equal(ids(a), ids(b)) {
			t.Errorf("Search(%q) from the snapshot = %d hits %q; built = %d hits %q", q.Text, a.Total, ids(a), b.Total, ids(b))
		}
	}
}

// TestIndexSnapshotOutOfDate: a snapshot written from other content is left alone and the
// index is built.
func TestIndexSnapshotOutOfDate(t *testing.T) {
	corpus, cat, _, err := loadShipped()
	if err != nil {
		t.Fatal(err)
	}
	stale := fstest.MapFS{"KEY": {Data: []byte("0123\n")}}
	ix, err := index.OpenWithCards(stale, nil, corpus, nil, cat)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if ix.FromSnapshot() || ix.DocCount() == 0 {
		t.Errorf("with a stale snapshot: from snapshot %v, %d documents; want the index built", ix.FromSnapshot(), ix.DocCount())
	}
}
