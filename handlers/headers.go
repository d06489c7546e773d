package handlers

import "github.com/labstack/echo/v4"

// ContentSecurityPolicy is sent with every response. Pages load their stylesheet, scripts and
// icon from this site only, with no inline script or style and no eval; no other site may
// frame them, and forms post back here.
const ContentSecurityPolicy = "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

// ReferrerPolicy lets other sites see that a reader came from rulesd, never which page.
const ReferrerPolicy = "strict-origin-when-cross-origin"

// securityHeaders sets the headers every response carries, before the handler runs, so error
// pages and 404s from the router have them too.
func securityHeaders(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		h := c.Response().Header()
		h.Set("Content-Security-Policy", ContentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", ReferrerPolicy)
		return next(c)
	}
}
