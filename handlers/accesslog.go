package handlers

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/netip"
	"time"

	"github.com/labstack/echo/v4"
)

// errKey is where answerErrors leaves a handler's error for the access log.
const errKey = "rulesd.err"

// answerErrors hands a handler's error to the one error handler while the response is still
// inside the compression and header middleware, and keeps the error for the access log.
func answerErrors(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if err := next(c); err != nil {
			c.Set(errKey, err)
			c.Error(err)
		}
		return nil
	}
}

// statusClientGone is logged for a request whose client hung up before anything was sent
// (nginx's 499): no status was written.
const statusClientGone = 499

// accessLog writes one structured line per request: method, route pattern, status, bytes
// sent, duration and the client's network (IPv4 /24, IPv6 /48; never the full address).
// Levels say what an operator should look at: a busy sandbox (503) is a warning, a server
// fault an error, a client that hung up is only debug; a refused request carries its reason,
// cut to maxLogField bytes.
func accessLog(log *slog.Logger) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			start := time.Now()
			res := c.Response()
			cw := &countingWriter{ResponseWriter: res.Writer}
			res.Writer = cw
			err := next(c)
			if err != nil { // answered inside already; this is for a middleware that did not
				c.Set(errKey, err)
				c.Error(err)
			}
			res.Writer = cw.ResponseWriter
			req := c.Request()
			status := res.Status
			herr, _ := c.Get(errKey).(error)
			// A stalled body ends the request's context, but was answered (408).
			gone := req.Context().Err() != nil && !errors.Is(herr, ErrBodyStalled)
			if gone && !res.Committed {
				status = statusClientGone
			}
			route := c.Path()
			if route == "" {
				route = "(no route)"
			}
			attrs := []slog.Attr{
				slog.String("method", clip(req.Method, maxLogField)),
				slog.String("route", route),
				slog.Int("status", status),
				slog.Int64("bytes", cw.n),
				slog.Duration("took", time.Since(start)),
				slog.String("client", clientNet(c.RealIP())),
			}
			level := slog.LevelInfo
			gone = gone || errors.Is(herr, context.Canceled)
			switch {
			case gone:
				level = slog.LevelDebug
				attrs = append(attrs, slog.Bool("client_gone", true))
			case res.Status == http.StatusServiceUnavailable:
				level = slog.LevelWarn
			case serverFault(res.Status):
				level = slog.LevelError
			}
			if herr != nil {
				attrs = append(attrs, slog.String("reason", clip(reason(herr), maxLogField)))
			}
			log.LogAttrs(req.Context(), level, "request", attrs...)
			return nil
		}
	}
}

// maxLogField bounds a field a request can fill (its method, the reason it was refused): a
// short request can be refused for a long reason, and each line stays small.
const maxLogField = 200

// reason is an error as the access log gives it: the message a client was shown for a
// refused request, the cause for a server's fault.
func reason(err error) string {
	var he *echo.HTTPError
	if errors.As(err, &he) {
		if he.Internal != nil {
			return he.Internal.Error()
		}
		if s, ok := he.Message.(string); ok {
			return s
		}
		return http.StatusText(he.Code)
	}
	return err.Error()
}

// clientNet is the client's network, never its full address: the /24 of an IPv4 address,
// the /48 of an IPv6 one.
func clientNet(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return "unknown"
	}
	a = a.Unmap()
	bits := 48
	if a.Is4() {
		bits = 24
	}
	p, err := a.Prefix(bits)
	if err != nil {
		return "unknown"
	}
	return p.String()
}

// countingWriter counts the bytes written to the client, after compression.
type countingWriter struct {
	http.ResponseWriter
	n int64
}

func (w *countingWriter) Write(b []byte) (int, error) {
	n, err := w.ResponseWriter.Write(b)
	w.n += int64(n)
	return n, err
}

func (w *countingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *countingWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}
