// Package static holds the site's stylesheet, scripts and icons, embedded into the binary.
package static

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"mime"
	"path"
	"sync"
)

//go:embed style.css app.js htmx.min.js favicon.svg
var files embed.FS

// Asset is one embedded file with what a response needs.
type Asset struct {
	Name        string
	ContentType string
	Body        []byte
	Hash        string // first 12 hex digits of the body's SHA-256: the version in its URL
}

var assets = sync.OnceValue(func() map[string]Asset {
	m := map[string]Asset{}
	entries, _ := fs.ReadDir(files, ".")
	for _, e := range entries {
		body, err := files.ReadFile(e.Name())
		if err != nil {
			continue // embedded files are always readable; nothing to serve otherwise
		}
		sum := sha256.Sum256(body)
		ct := mime.TypeByExtension(path.Ext(e.Name()))
		if ct == "" {
			ct = "application/octet-stream"
		}
		m[e.Name()] = Asset{Name: e.Name(), ContentType: ct, Body: body, Hash: hex.EncodeToString(sum[:6])}
	}
	return m
})

// Get returns the embedded file with the given name ("style.css").
func Get(name string) (Asset, bool) {
	a, ok := assets()[name]
	return a, ok
}

// URL is the versioned link to an embedded file: /static/<name>?v=<hash>. The hash changes
// whenever the file does, so the URL can be cached for good.
func URL(name string) string {
	if a, ok := Get(name); ok {
		return "/static/" + name + "?v=" + a.Hash
	}
	return "/static/" + name
}

// Files is every embedded file, for tests and tools.
func Files() fs.FS { return files }
