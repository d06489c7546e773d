package scenarios

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
)

// A shared link carries a whole scenario document in one query parameter:
//
//	s=v1.<base64url, no padding, of the raw-DEFLATE-compressed scenario YAML>
//
// The version prefix lets the format change later without breaking links already pasted
// into chats: a decoder refuses a version it does not know instead of guessing.
const (
	// LinkVersion is the prefix of the current link format, dot included.
	LinkVersion = "v1."
	// MaxLinkLength bounds the s parameter (prefix included), in bytes: 8 KB, well under
	// what browsers, proxies and chat clients carry in a URL. A scenario too big for a link
	// is sent in the body of POST /api/scenarios/run instead.
	MaxLinkLength = 8 << 10
)

// Errors of a link that cannot be read. Every one is also ErrBadLink; a link whose
// scenario is over the size limit is ErrBadLink and ErrTooLarge.
var (
	ErrBadLink         = errors.New("bad scenario link")
	ErrLinkTooLong     = errors.New("scenario link too long")
	ErrLinkVersion     = errors.New("unknown scenario link version")
	ErrLinkEncoding    = errors.New("scenario link is not base64url")
	ErrLinkCompression = errors.New("scenario link is not complete DEFLATE data")
)

// LinkError says what is wrong with a link and where: At is the byte offset in the s
// parameter (prefix included) where the problem was found, or -1 when it is the link as
// a whole.
type LinkError struct {
	At  int
	Msg string
	Err error // one of the ErrLink… sentinels, or ErrTooLarge
}

func (e *LinkError) Error() string {
	if e.At >= 0 {
		return fmt.Sprintf("scenario link, at character %d: %s", e.At+1, e.Msg)
	}
	return "scenario link: " + e.Msg
}

func (e *LinkError) Unwrap() error { return e.Err }

// Is makes every LinkError an ErrBadLink.
func (e *LinkError) Is(target error) bool { return target == ErrBadLink }

// writers keeps DEFLATE writers for reuse: a page links every action that continues a game,
// and a new writer allocates most of a megabyte. BestCompression: links are made once and
// pasted many times; every byte saved helps them fit chat messages and the length limit.
var writers = sync.Pool{New: func() any {
	w, _ := flate.NewWriter(nil, flate.BestCompression) // the level is valid: no error
	return w
}}

const base64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// EncodeLink returns the s parameter that carries a scenario document.
func EncodeLink(src []byte) string {
	var buf bytes.Buffer
	w := writers.Get().(*flate.Writer)
	w.Reset(&buf)
	w.Write(src) // writes to a bytes.Buffer do not fail
	w.Close()
	writers.Put(w)
	return LinkVersion + base64.RawURLEncoding.EncodeToString(buf.Bytes())
}

// DecodeLink returns the scenario document a link's s parameter carries. It refuses, with a
// *LinkError, a parameter longer than MaxLinkLength, an unknown version, text that is not
// base64url, compressed data that is corrupt or cut short, and a document longer than
// maxBytes (the scenario size limit) once decompressed; it never decompresses more than
// maxBytes+1 bytes.
func DecodeLink(s string, maxBytes int) ([]byte, error) {
	if len(s) > MaxLinkLength {
		return nil, &LinkError{At: -1, Err: ErrLinkTooLong,
			Msg: fmt.Sprintf("%d characters, more than %d; send a scenario this long in the body of POST /api/scenarios/run", len(s), MaxLinkLength)}
	}
	if s == "" {
		return nil, &LinkError{At: -1, Err: ErrLinkVersion, Msg: "empty; want " + LinkVersion + "<payload>"}
	}
	payload, ok := strings.CutPrefix(s, LinkVersion)
	if !ok {
		v, _, dot := strings.Cut(s, ".")
		if !dot || len(v) > 8 {
			return nil, &LinkError{At: 0, Err: ErrLinkVersion, Msg: "no version; want a link starting with " + LinkVersion}
		}
		return nil, &LinkError{At: 0, Err: ErrLinkVersion, Msg: fmt.Sprintf("version %q is not one this server reads (it reads %s)", v, strings.TrimSuffix(LinkVersion, "."))}
	}
	if payload == "" {
		return nil, &LinkError{At: len(LinkVersion) - 1, Err: ErrLinkCompression, Msg: "no payload after " + LinkVersion}
	}
	raw, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil {
		at := len(LinkVersion)
		var ce base64.CorruptInputError
		if errors.As(err, &ce) {
			at += int(ce)
		}
		at = min(at, len(s)-1)
		msg := fmt.Sprintf("%q is not base64url (A-Z, a-z, 0-9, - and _, without = padding)", string(s[at]))
		if strings.IndexByte(base64url, s[at]) >= 0 {
			// Every character is valid, so the text has a length no base64 text has
			// (4n+1): the last group was cut.
			msg = "the payload ends in the middle of a base64url group: the link was cut short"
		}
		return nil, &LinkError{At: at, Err: ErrLinkEncoding, Msg: msg}
	}
	r := flate.NewReader(bytes.NewReader(raw))
	defer r.Close()
	out, err := io.ReadAll(io.LimitReader(r, int64(maxBytes)+1))
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		return nil, &LinkError{At: len(s) - 1, Err: ErrLinkCompression,
			Msg: fmt.Sprintf("the compressed scenario ends early, after %d bytes of text: the link was cut short", len(out))}
	case err != nil:
		var ce flate.CorruptInputError
		at := -1
		if errors.As(err, &ce) {
			// The offset is in the decoded bytes; four characters carry three bytes.
			at = len(LinkVersion) + int(ce)*4/3
		}
		return nil, &LinkError{At: min(at, len(s)-1), Err: ErrLinkCompression, Msg: "the payload is not raw DEFLATE data"}
	case len(out) > maxBytes:
		return nil, &LinkError{At: -1, Err: ErrTooLarge,
			Msg: fmt.Sprintf("the scenario is larger than %d bytes (%d KB) once decompressed", maxBytes, maxBytes>>10)}
	}
	return out, nil
}
