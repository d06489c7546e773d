package handlers

import (
	"fmt"
	"net"
	"regexp"
	"strings"

	"github.com/labstack/echo/v4"
)

// Without a configured public address (Deps.BaseURL), canonical links and link previews name
// the host a request was sent to, but only a host of ours: one of an allow-list. Any other
// Host header gets links to the first allowed host, so no one can make a page of this site
// carry their host name, and the page cache holds no more copies than there are allowed hosts.

// defaultAllowedHosts is the allow-list when none is given: this machine, on any port.
var defaultAllowedHosts = []string{"localhost", "127.0.0.1", "[::1]"}

// hostPattern is what a Host header may look like: a name or an address, and a port.
var hostPattern = regexp.MustCompile(`^[A-Za-z0-9.-]+(:[0-9]{1,5})?$|^\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$`)

// CheckHost reports whether h can be an allowed host: a name or an address, with or without
// a port.
func CheckHost(h string) error {
	if h == "" || !hostPattern.MatchString(h) {
		return fmt.Errorf("%q is not a host name or address, with or without a port (rules.example, rules.example:8080, [::1]:8080)", h)
	}
	return nil
}

// allowedHost is the host links name for a request sent to host h: h when the allow-list
// holds it (an entry with a port must match it exactly; an entry without one matches the
// name on any port), else the list's first.
func allowedHost(allowed []string, h string) string {
	if hostPattern.MatchString(h) {
		name := hostName(h)
		for _, a := range allowed {
			if strings.EqualFold(a, h) || (!hasPort(a) && strings.EqualFold(hostName(a), name)) {
				return h
			}
		}
	}
	return allowed[0]
}

// hostName is a host without its port.
func hostName(h string) string {
	if name, _, err := net.SplitHostPort(h); err == nil {
		return name
	}
	return strings.Trim(h, "[]")
}

func hasPort(h string) bool {
	_, _, err := net.SplitHostPort(h)
	return err == nil
}

// base is the configured public address, or the allowed host this request was sent to.
func (s *site) base(c echo.Context) string {
	if s.baseURL != "" {
		return strings.TrimSuffix(s.baseURL, "/")
	}
	// echo reads X-Forwarded-Proto, which a client may set to anything.
	scheme := c.Scheme()
	if scheme != "https" {
		scheme = "http"
	}
	return scheme + "://" + allowedHost(s.hosts, c.Request().Host)
}
