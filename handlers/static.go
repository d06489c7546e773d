package handlers

import (
	"io/fs"

	"github.com/klauspost/compress/gzip"
	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/static"
)

// staticFiles are the embedded files, each compressed once at start at gzip's best level.
type staticFiles map[string]*payload

func newStaticFiles() staticFiles {
	out := staticFiles{}
	entries, _ := fs.ReadDir(static.Files(), ".")
	for _, e := range entries {
		a, ok := static.Get(e.Name())
		if !ok {
			continue
		}
		p := newPayload(a.ContentType, a.Body, gzip.BestCompression)
		p.etag = `"` + a.Hash + `"` // the version in the file's URL
		out[a.Name] = p
	}
	return out
}

// static serves an embedded file. Pages link to it with its content hash (?v=), and that URL
// never changes content, so it may be cached for a year; any other URL is revalidated.
func (s *site) static(c echo.Context) error {
	name := c.Param("name")
	p, ok := s.files[name]
	if !ok {
		return NotFound("There is no file %q.", name)
	}
	cache := pageCache
	if v := c.QueryParam("v"); v != "" && `"`+v+`"` == p.etag {
		cache = "public, max-age=31536000, immutable"
	}
	return p.write(c, cache)
}
