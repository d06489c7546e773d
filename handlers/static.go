package handlers

import (
	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/static"
)

// static serves an embedded file. Pages link to it with its content hash (?v=), and that URL
// never changes content, so it may be cached for a year; any other URL is revalidated.
func (s *site) static(c echo.Context) error {
	name := c.Param("name")
	a, ok := static.Get(name)
	if !ok {
		return NotFound("There is no file %q.", name)
	}
	cache := pageCache
	if c.QueryParam("v") == a.Hash {
		cache = "public, max-age=31536000, immutable"
	}
	return sendTagged(c, a.ContentType, cache, `"`+a.Hash+`"`, a.Body)
}
