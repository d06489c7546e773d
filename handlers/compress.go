package handlers

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"

	"github.com/klauspost/compress/gzhttp"
	"github.com/klauspost/compress/gzip"
	"github.com/labstack/echo/v4"
)

// Compression is done once where it can be: static files at start (gzip at its best level),
// cached pages when they are stored (gzip at the default level). A response made for one
// request is compressed as it is written, at a fast level. Either way each encoding has its own
// ETag, so a cache never mixes them up.

const (
	// minCompress is the smallest body worth compressing: below it the gzip header and the
	// extra work cost more than the bytes saved.
	minCompress = 1024
	// fastLevel is the gzip level for responses made per request: klauspost's level 1 runs
	// several times faster than the standard library's default at a ratio close to it on HTML.
	fastLevel = gzip.BestSpeed
)

// payload is one response body, as the client may ask for it: plain and, when it pays,
// gzipped ahead of time.
type payload struct {
	contentType string
	etag        string   // of the plain bytes, quoted
	vary        []string // request headers, besides Accept-Encoding, the body depends on
	plain       []byte
	gz          []byte // nil: compressed per request when the client accepts gzip
}

// newPayload makes a payload whose ETag is a hash of its body. level > 0 compresses the body
// now; 0 leaves it to each request.
func newPayload(contentType string, body []byte, level int) *payload {
	sum := sha256.Sum256(body)
	p := &payload{contentType: contentType, etag: `"` + hex.EncodeToString(sum[:10]) + `"`, plain: body}
	if level != 0 && compressible(contentType, len(body)) {
		p.gz = gzipBytes(body, level)
		if len(p.gz) >= len(body) {
			p.gz = nil // incompressible: never worse than plain
		}
	}
	return p
}

// size is what the payload holds in memory, near enough for a byte budget.
func (p *payload) size() int {
	n := len(p.plain) + len(p.gz) + len(p.contentType) + len(p.etag) + 128
	for _, v := range p.vary {
		n += len(v)
	}
	return n
}

// compressible reports whether a body of this type and size is worth gzipping.
func compressible(contentType string, n int) bool {
	if n < minCompress {
		return false
	}
	ct, _, _ := strings.Cut(contentType, ";")
	switch strings.TrimSpace(ct) {
	case "text/html", "text/css", "text/plain", "text/javascript", "application/javascript",
		"application/json", "image/svg+xml":
		return true
	}
	return false
}

// taggedETag is the ETag of a payload in one encoding: "abc" plain, "abc-gzip" gzipped.
func taggedETag(etag, coding string) string {
	if coding == "" {
		return etag
	}
	return strings.TrimSuffix(etag, `"`) + "-" + coding + `"`
}

// write answers with the payload in the best encoding the request accepts, with its ETag,
// Cache-Control and Vary; an If-None-Match naming that ETag gets 304 and nothing else.
func (p *payload) write(c echo.Context, cacheControl string) error {
	req := c.Request()
	h := c.Response().Header()
	addVary(h, "Accept-Encoding")
	for _, v := range p.vary {
		addVary(h, v)
	}
	// A body set aside for gzip, or one that would be compressed now.
	coding := ""
	if acceptsGzip(req.Header.Get("Accept-Encoding")) && (p.gz != nil || compressible(p.contentType, len(p.plain))) {
		coding = "gzip"
	}
	etag := taggedETag(p.etag, coding)
	h.Set("ETag", etag)
	h.Set("Cache-Control", cacheControl)
	if etagMatches(req.Header.Get("If-None-Match"), etag) {
		return c.NoContent(http.StatusNotModified)
	}
	body := p.plain
	if coding != "" {
		body = p.gz
		if body == nil {
			buf := gzipBuffers.get()
			defer putBuffer(gzipBuffers, buf)
			buf.Reset()
			w := fastWriters.get()
			w.Reset(buf)
			_, _ = w.Write(p.plain) // writes to a bytes.Buffer do not fail
			_ = w.Close()
			fastWriters.put(w)
			body = buf.Bytes()
		}
		h.Set("Content-Encoding", coding)
	}
	h.Set("Content-Type", p.contentType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	res := c.Response()
	res.WriteHeader(http.StatusOK)
	if req.Method == http.MethodHead {
		return nil
	}
	_, err := res.Write(body)
	return err
}

var (
	gzipBuffers = newFreeList(func() *bytes.Buffer { return new(bytes.Buffer) })
	fastWriters = newFreeList(func() *gzip.Writer {
		w, _ := gzip.NewWriterLevel(nil, fastLevel) // a valid level never fails
		return w
	})
)

// gzipBytes compresses b at level.
func gzipBytes(b []byte, level int) []byte {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, level)
	if err != nil {
		w = gzip.NewWriter(&buf)
	}
	_, _ = w.Write(b) // writes to a bytes.Buffer do not fail
	_ = w.Close()
	return buf.Bytes()
}

// acceptsGzip reports whether an Accept-Encoding header allows gzip: named (or "*") with a
// quality above zero, and not refused by name.
func acceptsGzip(header string) bool {
	if header == "" {
		return false
	}
	named, star := 0, 0 // -1 refused, 1 accepted
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		ok := 1
		if q, found := strings.CutPrefix(strings.ReplaceAll(strings.TrimSpace(params), " ", ""), "q="); found {
			if v, err := strconv.ParseFloat(q, 64); err != nil || v <= 0 {
				ok = -1
			}
		}
		switch coding {
		case "gzip", "x-gzip":
			named = ok
		case "*":
			star = ok
		}
	}
	if named != 0 {
		return named > 0
	}
	return star > 0
}

// addVary adds a header name to Vary unless it is already there.
func addVary(h http.Header, name string) {
	for _, v := range h.Values("Vary") {
		for _, f := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(f), name) {
				return
			}
		}
	}
	h.Add("Vary", name)
}

// compressResponses gzips (or zstd-compresses) the responses that are made per request and
// not compressed already: error pages, the sandbox, JSON written directly. A response that
// names its Content-Encoding (a precompressed one) passes through untouched.
func compressResponses() echo.MiddlewareFunc {
	wrap, err := gzhttp.NewWrapper(gzhttp.MinSize(minCompress), gzhttp.CompressionLevel(fastLevel), gzhttp.SuffixETag("-gzip"))
	if err != nil {
		panic(err) // the options above are constants; an error here is a programming mistake
	}
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			res := c.Response()
			orig := res.Writer
			var err error
			wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				res.Writer = w
				c.SetRequest(r)
				err = next(c)
			})).ServeHTTP(orig, c.Request())
			res.Writer = orig
			return err
		}
	}
}
