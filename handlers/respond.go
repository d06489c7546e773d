package handlers

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/a-h/templ"
	"github.com/klauspost/compress/gzip"
	"github.com/labstack/echo/v4"
)

// pageCache is how long a browser or CDN may reuse a page before revalidating it with its
// ETag. Content ships with the build, so a page only changes on deploy.
const pageCache = "public, max-age=300"

// render writes a page with status 200, an ETag and cache headers; a request whose
// If-None-Match names the same ETag gets 304 and no body.
func render(c echo.Context, page templ.Component) error {
	var buf bytes.Buffer
	if err := page.Render(c.Request().Context(), &buf); err != nil {
		return err
	}
	return send(c, echo.MIMETextHTMLCharsetUTF8, pageCache, buf.Bytes())
}

// renderStatus writes a page with any status and no ETag: error pages.
func renderStatus(c echo.Context, status int, page templ.Component) error {
	var buf bytes.Buffer
	if err := page.Render(c.Request().Context(), &buf); err != nil {
		return err
	}
	return c.HTMLBlob(status, buf.Bytes())
}

// sendJSON writes v as compact JSON with an ETag; ?pretty=1 indents it for a person.
func sendJSON(c echo.Context, v any) error {
	pretty, err := boolParam("pretty", c.QueryParam("pretty"))
	if err != nil {
		return err
	}
	// The answer is written from the encoder's buffer; send copies it only to keep it.
	buf := jsonBuffers.get()
	defer putBuffer(jsonBuffers, buf)
	if err := encodeJSONTo(buf, v, pretty); err != nil {
		return err
	}
	return send(c, echo.MIMEApplicationJSON, pageCache, buf.Bytes())
}

// send writes a 200 response whose ETag is the hash of its body. On a cached route's first
// request the body is compressed once and stored (see cached); otherwise it is compressed as
// it is written, when the client accepts gzip.
func send(c echo.Context, contentType, cacheControl string, body []byte) error {
	if ps, ok := c.Get(cacheSlot).(*pendingStore); ok && ps != nil {
		c.Set(cacheSlot, nil)
		// Kept beyond this request: the caller's buffer may be reused (sendJSON's is).
		p := newPayload(contentType, bytes.Clone(body), gzip.DefaultCompression)
		p.vary = extraVary(c.Response().Header())
		ps.store.put(&stored{key: ps.key, body: p, cacheControl: cacheControl})
		return p.write(c, cacheControl)
	}
	return newPayload(contentType, body, 0).write(c, cacheControl)
}

// extraVary is what a handler put in Vary besides Accept-Encoding (HX-Request), so a stored
// response says the same when it is served again.
func extraVary(h http.Header) []string {
	var out []string
	for _, v := range h.Values("Vary") {
		for _, f := range strings.Split(v, ",") {
			if f = strings.TrimSpace(f); f != "" && !strings.EqualFold(f, "Accept-Encoding") {
				out = append(out, f)
			}
		}
	}
	return out
}

// etagMatches reports whether an If-None-Match header names etag. The comparison is weak, as
// RFC 9110 asks for If-None-Match: W/"x" matches "x".
func etagMatches(header, etag string) bool {
	if header == "" {
		return false
	}
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == strings.TrimPrefix(etag, "W/") {
			return true
		}
	}
	return false
}

// encodeJSON writes v compact, or indented when pretty. It keeps encoding/json's escaping of
// <, > and & (\u003c…), so nothing a user typed can appear as markup even if a client shows the
// JSON as HTML; every JSON parser decodes it back.
func encodeJSON(v any, pretty bool) ([]byte, error) {
	// The encoder writes into a kept buffer, grown once over many answers, and the answer is
	// copied out at its size: one allocation instead of the buffer doubling its way up.
	buf := jsonBuffers.get()
	defer putBuffer(jsonBuffers, buf)
	if err := encodeJSONTo(buf, v, pretty); err != nil {
		return nil, err
	}
	return bytes.Clone(buf.Bytes()), nil
}

// encodeJSONTo is encodeJSON into buf, which it empties first.
func encodeJSONTo(buf *bytes.Buffer, v any, pretty bool) error {
	buf.Reset()
	enc := json.NewEncoder(buf)
	if pretty {
		enc.SetIndent("", "  ")
	}
	return enc.Encode(v)
}

// jsonBuffers hold encodeJSON's buffers between answers.
var jsonBuffers = newFreeList(func() *bytes.Buffer { return new(bytes.Buffer) })
