package handlers

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/a-h/templ"
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

// sendJSON writes v as indented JSON with an ETag.
func sendJSON(c echo.Context, v any) error {
	body, err := encodeJSON(v)
	if err != nil {
		return err
	}
	return send(c, echo.MIMEApplicationJSON, pageCache, body)
}

// send writes a 200 response whose ETag is the hash of its body.
func send(c echo.Context, contentType, cacheControl string, body []byte) error {
	sum := sha256.Sum256(body)
	return sendTagged(c, contentType, cacheControl, `"`+hex.EncodeToString(sum[:10])+`"`, body)
}

func sendTagged(c echo.Context, contentType, cacheControl, etag string, body []byte) error {
	h := c.Response().Header()
	h.Set("ETag", etag)
	h.Set("Cache-Control", cacheControl)
	h.Set("X-Content-Type-Options", "nosniff")
	if etagMatches(c.Request().Header.Get("If-None-Match"), etag) {
		return c.NoContent(http.StatusNotModified)
	}
	return c.Blob(http.StatusOK, contentType, body)
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

// encodeJSON indents. It keeps encoding/json's escaping of <, > and & (\u003c…), so nothing a
// user typed can appear as markup even if a client shows the JSON as HTML; every JSON parser
// decodes it back.
func encodeJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
