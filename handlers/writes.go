package handlers

import (
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
)

// answerWriteTime bounds how long writing one answer may take, from its first byte: a client
// that reads slowly, or never, ties up its connection no longer, whatever it asked for.
const answerWriteTime = 10 * time.Second

// boundWrites gives every answer, errors included, at most d to be written, counted from the
// moment it starts. A writer that cannot take a deadline (a test's recorder) is written as
// it is.
func boundWrites(d time.Duration) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			res := c.Response()
			w := &deadlineWriter{ResponseWriter: res.Writer, d: d}
			res.Writer = w
			err := next(c)
			res.Writer = w.ResponseWriter
			return err
		}
	}
}

// deadlineWriter sets the connection's write deadline when the answer starts.
type deadlineWriter struct {
	http.ResponseWriter
	d       time.Duration
	started bool
}

func (w *deadlineWriter) start() {
	if !w.started {
		w.started = true
		_ = http.NewResponseController(w.ResponseWriter).SetWriteDeadline(time.Now().Add(w.d))
	}
}

func (w *deadlineWriter) WriteHeader(code int) {
	w.start()
	w.ResponseWriter.WriteHeader(code)
}

func (w *deadlineWriter) Write(b []byte) (int, error) {
	w.start()
	return w.ResponseWriter.Write(b)
}

func (w *deadlineWriter) Flush() {
	w.start()
	_ = http.NewResponseController(w.ResponseWriter).Flush()
}

func (w *deadlineWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
