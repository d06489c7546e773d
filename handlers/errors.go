package handlers

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/views"
)

// ErrNotFound marks a request for something that does not exist: an unknown topic, ruling,
// glossary or rulebook section. The error handler answers it with 404.
var ErrNotFound = errors.New("not found")

// notFound is an ErrNotFound with a message for the reader.
type notFound struct{ msg string }

func (e notFound) Error() string        { return e.msg }
func (e notFound) Is(target error) bool { return target == ErrNotFound }

// NotFound returns an error that errors.Is ErrNotFound, with the message shown to the reader.
func NotFound(format string, args ...any) error { return notFound{fmt.Sprintf(format, args...)} }

// BadRequest is input the user has to fix: which parameter, what is wrong with it, and the
// values it accepts when there are few (the known eras). The error handler answers it with 400.
type BadRequest struct {
	Param string   // the query parameter or path part at fault
	Msg   string   // what is wrong, for the reader
	Known []string // the accepted values, when they can be listed
}

func (e *BadRequest) Error() string {
	msg := e.Msg
	if len(e.Known) > 0 {
		msg += " (known: " + strings.Join(e.Known, ", ") + ")"
	}
	if e.Param == "" {
		return msg
	}
	return e.Param + ": " + msg
}

// errorBody is the JSON answer to a failed /api/ request.
type errorBody struct {
	Error struct {
		Status  int      `json:"status"`
		Message string   `json:"message"`
		Param   string   `json:"param,omitempty"`
		Known   []string `json:"known,omitempty"`
	} `json:"error"`
}

// errorHandler is the one place an error becomes a response: it picks the status from the
// error's type, then answers with JSON for /api/ paths and an HTML page otherwise. The cause of
// a 5xx is logged and never shown.
func errorHandler(log *slog.Logger) echo.HTTPErrorHandler {
	return func(err error, c echo.Context) {
		if c.Response().Committed {
			return
		}
		status, page, bad := classify(err)
		// A body that stopped arriving ended the request's context too, but its client may
		// still be there to read why.
		stalled := errors.Is(err, ErrBodyStalled)
		if !stalled && (errors.Is(err, context.Canceled) || c.Request().Context().Err() != nil) {
			// The reader left, or the search page dropped a search typed over: nothing failed,
			// and there is no one to answer.
			return
		} else if serverFault(status) {
			log.Error("request failed", "method", c.Request().Method, "path", c.Request().URL.Path, "status", status, "err", err)
		}
		h := c.Response().Header()
		h.Set("Cache-Control", "no-store")
		h.Set("X-Content-Type-Options", "nosniff")
		if stalled {
			h.Set("Connection", "close") // the rest of the body may still come: do not read it as a request
			// The page is made for a request whose context has ended.
			c.SetRequest(c.Request().WithContext(context.WithoutCancel(c.Request().Context())))
		}
		var werr error
		switch {
		case c.Request().Method == http.MethodHead:
			werr = c.NoContent(status)
		case jsonPath(c.Request().URL.Path):
			var body errorBody
			body.Error.Status, body.Error.Message = status, page.Message
			if bad != nil {
				body.Error.Param, body.Error.Known = bad.Param, bad.Known
			}
			pretty, _ := boolParam("pretty", c.QueryParam("pretty"))
			if b, err := encodeJSON(body, pretty); err != nil {
				werr = err
			} else {
				werr = c.Blob(status, echo.MIMEApplicationJSON, b)
			}
		case c.Request().Header.Get("HX-Request") == "true":
			// The search page asked for its results area only.
			werr = renderStatus(c, status, views.ErrorFragment(page))
		default:
			meta := views.Meta{Title: page.Title, Description: page.Message, Path: c.Request().URL.Path, NoIndex: true, NavSearch: true}
			werr = renderStatus(c, status, views.Error(meta, page))
		}
		if werr != nil {
			log.Error("write error response", "path", c.Request().URL.Path, "err", werr)
		}
	}
}

// classify maps an error to its status and the page that explains it. Only the error's type
// decides; its text is shown for 4xx, which are written for the reader.
func classify(err error) (int, views.ErrorPage, *BadRequest) {
	var bad *BadRequest
	var he *echo.HTTPError
	switch {
	case errors.As(err, &bad):
		p := views.ErrorPage{Status: http.StatusBadRequest, Title: "Bad request", Message: bad.Error()}
		if bad.Param == "era" {
			for _, e := range content.Eras {
				p.Links = append(p.Links, views.Link{Title: e.Name, URL: "/glossary/" + e.ID, Note: "era id " + e.ID + ", " + e.Basis})
			}
		}
		return http.StatusBadRequest, p, bad
	case errors.Is(err, index.ErrBadQuery):
		return http.StatusBadRequest, views.ErrorPage{Status: http.StatusBadRequest, Title: "Bad search", Message: err.Error()}, nil
	case errors.Is(err, index.ErrTimeout):
		return http.StatusServiceUnavailable, views.ErrorPage{
			Status: http.StatusServiceUnavailable, Title: "Search took too long",
			Message: fmt.Sprintf("The search was stopped after %v, the most one search may take. Try again, or search for fewer or more specific terms.", index.SearchTimeout),
		}, nil
	case errors.Is(err, ErrNotFound):
		return http.StatusNotFound, views.ErrorPage{Status: http.StatusNotFound, Title: "Not found", Message: err.Error()}, nil
	case errors.Is(err, ErrBodyStalled):
		return http.StatusRequestTimeout, views.ErrorPage{Status: http.StatusRequestTimeout, Title: "Request timeout",
			Message: "The request's body stopped arriving before it was complete; send it again."}, nil
	case errors.Is(err, context.Canceled):
		return http.StatusServiceUnavailable, views.ErrorPage{Status: http.StatusServiceUnavailable, Title: "Cancelled", Message: "The request was cancelled before it was answered."}, nil
	case errors.As(err, &he):
		msg := http.StatusText(he.Code)
		if s, ok := he.Message.(string); ok && !serverFault(he.Code) {
			msg = s
		}
		title := http.StatusText(he.Code)
		if he.Code == http.StatusNotFound {
			msg = "There is no page at this address."
		}
		return he.Code, views.ErrorPage{Status: he.Code, Title: title, Message: msg}, nil
	}
	return http.StatusInternalServerError, views.ErrorPage{
		Status: http.StatusInternalServerError, Title: "Something went wrong",
		Message: "The server could not answer this request. It has been logged; please try again.",
	}, nil
}

// serverFault reports whether a status says the server failed: any 5xx but 501 (a format
// the request asked for is not served: the request's choice) and 503 (busy or stopping: try
// again). Only faults are logged as errors.
func serverFault(status int) bool {
	return status >= 500 && status != http.StatusNotImplemented && status != http.StatusServiceUnavailable
}

// recoverPanics turns a panic in a handler into an error for errorHandler, so a request that
// trips a bug gets a 500 page and the server keeps running.
func recoverPanics(log *slog.Logger) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) (err error) {
			defer func() {
				if r := recover(); r != nil {
					if r == http.ErrAbortHandler {
						panic(r)
					}
					log.Error("panic in handler", "path", c.Request().URL.Path, "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
					err = fmt.Errorf("panic: %v", r)
				}
			}()
			return next(c)
		}
	}
}

// jsonPath reports whether the path is one programs call, whose errors are JSON: the API,
// the health check, oEmbed and the Discord interactions endpoint.
func jsonPath(path string) bool {
	return strings.HasPrefix(path, "/api/") || path == "/healthz" || path == "/oembed" || strings.HasPrefix(path, "/discord/")
}
