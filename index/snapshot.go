package index

//go:generate go run ../cmd/rulesd index snapshot snapshot

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
)

// A snapshot is the index of the shipped content as built, saved as files in index/snapshot
// and embedded in the binary. A fresh server opens it in about a millisecond instead of
// building the index (a third of a second and more), so its first search comes as soon as its
// first page. It is used only when it was built from exactly the documents the server would
// index (SnapshotKey): a server given rulebooks, or content changed since the snapshot was
// written, builds the index as before. `go generate ./index` writes it again; a test fails
// while it is out of date.

//go:embed snapshot
var snapshotFiles embed.FS

// Snapshot is the embedded snapshot's files.
func Snapshot() fs.FS {
	sub, err := fs.Sub(snapshotFiles, "snapshot")
	if err != nil {
		return nil
	}
	return sub
}

// snapshotKeyFile holds the key of the documents a snapshot was built from.
const snapshotKeyFile = "KEY"

// snapshotFormat changes when the way documents become an index changes in a way the key
// cannot see.
const snapshotFormat = "rulesd index snapshot 1"

// snapshotKey is a hash of what the index is built from: the documents (ids and fields), the
// mapping with its analysers, and the versions of the search library.
func snapshotKey(m mapping.IndexMapping, docs []*document) (string, error) {
	h := sha256.New()
	fmt.Fprintln(h, snapshotFormat)
	mj, err := json.Marshal(m)
	if err != nil {
		return "", fmt.Errorf("snapshot key: mapping: %w", err)
	}
	h.Write(mj)
	fmt.Fprintln(h)
	if bi, ok := debug.ReadBuildInfo(); ok {
		var mods []string
		for _, d := range bi.Deps {
			if strings.HasPrefix(d.Path, "github.com/blevesearch/") {
				mods = append(mods, d.Path+"@"+d.Version)
			}
		}
		slices.Sort(mods)
		fmt.Fprintln(h, strings.Join(mods, " "))
	}
	enc := json.NewEncoder(h)
	for _, d := range docs {
		fmt.Fprintln(h, d.id)
		if err := enc.Encode(d.fields); err != nil {
			return "", fmt.Errorf("snapshot key: document %s: %w", d.id, err)
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// openSnapshot opens the snapshot in snap when its key is key, read-only, from a copy in a
// temporary directory (removed once open: the files stay mapped). It returns nil, nil when
// snap is nil or holds another key.
func openSnapshot(snap fs.FS, key string) (bleve.Index, error) {
	if snap == nil {
		return nil, nil
	}
	got, err := fs.ReadFile(snap, snapshotKeyFile)
	if err != nil || strings.TrimSpace(string(got)) != key {
		return nil, nil
	}
	dir, err := os.MkdirTemp("", "rulesd-index-")
	if err != nil {
		return nil, fmt.Errorf("open snapshot: %w", err)
	}
	defer os.RemoveAll(dir)
	err = fs.WalkDir(snap, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == "." {
			return err
		}
		to := filepath.Join(dir, filepath.FromSlash(p))
		if d.IsDir() {
			return os.Mkdir(to, 0o700)
		}
		data, err := fs.ReadFile(snap, p)
		if err != nil {
			return err
		}
		return os.WriteFile(to, data, 0o600)
	})
	if err != nil {
		return nil, fmt.Errorf("open snapshot: copy: %w", err)
	}
	idx, err := bleve.OpenUsing(dir, map[string]any{"read_only": true})
	if err != nil {
		return nil, fmt.Errorf("open snapshot: %w", err)
	}
	return idx, nil
}

// writeSnapshot indexes docs into a new index in dir (which must not exist) and writes the
// key beside it.
func writeSnapshot(dir string, m mapping.IndexMapping, docs []*document, key string) error {
	idx, err := bleve.NewUsing(dir, m, scorch.Name, scorch.Name, nil)
	if err != nil {
		return fmt.Errorf("write snapshot: %w", err)
	}
	batch := idx.NewBatch()
	for _, d := range docs {
		if err := batch.Index(d.id, d.fields); err != nil {
			_ = idx.Close()
			return fmt.Errorf("write snapshot: document %s: %w", d.id, err)
		}
	}
	if err := errors.Join(idx.Batch(batch), idx.Close()); err != nil {
		return fmt.Errorf("write snapshot: %w", err)
	}
	return os.WriteFile(path.Join(dir, snapshotKeyFile), []byte(key+"\n"), 0o644)
}

// OpenWithCards is BuildWithCards, but opens snap (Snapshot()) instead of building when snap
// was written from exactly these documents.
func OpenWithCards(snap fs.FS, log *slog.Logger, c *content.Corpus, books []*rulebook.Rulebook, cat *content.Catalog, examples ...Example) (*Index, error) {
	return buildAllWith(buildOptions{snapshot: snap}, log, c, books, cat, examples)
}

// WriteSnapshot writes into dir, which must not exist yet, the snapshot of the index
// BuildWithCards builds from c, cat and examples (no rulebooks).
func WriteSnapshot(dir string, c *content.Corpus, cat *content.Catalog, examples ...Example) error {
	ix, err := buildAllWith(buildOptions{writeTo: dir}, nil, c, nil, cat, examples)
	if err != nil {
		return err
	}
	return ix.Close()
}

// buildOptions: where an index may come from besides being built, or where to save it.
type buildOptions struct {
	snapshot fs.FS  // open this snapshot when its key matches
	writeTo  string // write the snapshot here (and build as usual)
}
