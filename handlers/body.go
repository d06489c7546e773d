package handlers

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"

	"github.com/labstack/echo/v4"
)

// ErrBodyStalled marks a request whose body stopped arriving before it was complete: the
// server's read timeout ended it. The error handler answers 408 and closes the connection.
var ErrBodyStalled = errors.New("the request body stopped arriving")

// readBody reads a request body of at most max bytes: over it is a 413 saying tooLarge, a body
// that stops arriving is ErrBodyStalled, any other failure a 400.
func readBody(c echo.Context, max int, tooLarge string) ([]byte, error) {
	body, err := io.ReadAll(http.MaxBytesReader(c.Response(), c.Request().Body, int64(max)))
	if err != nil {
		return nil, bodyError(err, tooLarge)
	}
	return body, nil
}

// bodyError is what a failed read of the body means for the reader.
func bodyError(err error, tooLarge string) error {
	var mbe *http.MaxBytesError
	var ne net.Error
	switch {
	case errors.As(err, &mbe):
		return echo.NewHTTPError(http.StatusRequestEntityTooLarge, tooLarge)
	case errors.As(err, &ne) && ne.Timeout():
		return fmt.Errorf("%w: %w", ErrBodyStalled, err)
	}
	return &BadRequest{Param: "body", Msg: "the body could not be read"}
}
