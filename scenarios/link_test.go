package scenarios

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"io/fs"
	"strings"
	"testing"
)

func TestLinkRoundTripShippedExamples(t *testing.T) {
	files, err := fs.Glob(Files(), "data/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no shipped examples: %v", err)
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			src, err := fs.ReadFile(Files(), f)
			if err != nil {
				t.Fatal(err)
			}
			s := EncodeLink(src)
			if !strings.HasPrefix(s, LinkVersion) {
				t.Fatalf("EncodeLink = %q; want the prefix %q", s[:10], LinkVersion)
			}
			if strings.ContainsAny(s, "+/=") {
				t.Errorf("EncodeLink = %q; want base64url without padding", s)
			}
			if len(s) > MaxLinkLength {
				t.Errorf("the link of %s is %d characters; a shipped example must fit the %d limit", f, len(s), MaxLinkLength)
			}
			got, err := DecodeLink(s, DefaultLimits().MaxBytes)
			if err != nil {
				t.Fatalf("DecodeLink(EncodeLink(%s)) = %v", f, err)
			}
			if !bytes.Equal(got, src) {
				t.Errorf("DecodeLink(EncodeLink(%s)) differs from the file", f)
			}
		})
	}
}

// deflate compresses b the way a client other than rulesd might: any level is valid.
func deflate(t testing.TB, b []byte, level int) []byte {
	var buf bytes.Buffer
	w, err := flate.NewWriter(&buf, level)
	if err != nil {
		t.Fatal(err)
	}
	w.Write(b)
	w.Close()
	return buf.Bytes()
}

func TestDecodeLink(t *testing.T) {
	src := []byte("id: x\ntitle: a scenario\n")
	good := EncodeLink(src)
	fast := LinkVersion + base64.RawURLEncoding.EncodeToString(deflate(t, src, flate.BestSpeed))
	big := bytes.Repeat([]byte("# a comment line that compresses well\n"), 2000) // 76 KB
	tests := []struct {
		name    string
		s       string
		max     int
		want    string // the document, when it decodes
		err     error  // the sentinel, when it does not
		at      int    // LinkError.At
		message string // part of the message
	}{
		{name: "rulesd's own", s: good, max: 1 << 16, want: string(src)},
		{name: "another compression level", s: fast, max: 1 << 16, want: string(src)},
		{name: "exactly at the size limit", s: good, max: len(src), want: string(src)},
		{name: "one byte over the size limit", s: good, max: len(src) - 1, err: ErrTooLarge, at: -1, message: "larger than"},
		{name: "a compression bomb", s: LinkVersion + base64.RawURLEncoding.EncodeToString(deflate(t, big, 9)), max: 64 << 10, err: ErrTooLarge, at: -1, message: "65536 bytes"},
		{name: "too long", s: LinkVersion + strings.Repeat("A", MaxLinkLength), max: 1 << 16, err: ErrLinkTooLong, at: -1, message: "more than 8192"},
		{name: "empty", s: "", max: 1 << 16, err: ErrLinkVersion, at: -1, message: "empty"},
		{name: "no version", s: "abcdef", max: 1 << 16, err: ErrLinkVersion, at: 0, message: "no version"},
		{name: "unknown version", s: "v2." + good[3:], max: 1 << 16, err: ErrLinkVersion, at: 0, message: `version "v2"`},
		{name: "no payload", s: "v1.", max: 1 << 16, err: ErrLinkCompression, at: 2, message: "no payload"},
		{name: "standard base64", s: good[:10] + "+" + good[11:], max: 1 << 16, err: ErrLinkEncoding, at: 10, message: `"+" is not base64url`},
		{name: "padding", s: good + "=", max: 1 << 16, err: ErrLinkEncoding, at: len(good), message: "not base64url"},
		{name: "cut in a base64 group", s: good[:len(good)-len(good[3:])%4-3], max: 1 << 16, err: ErrLinkEncoding, message: "cut short"},
		{name: "cut short", s: good[:len(good)-4], max: 1 << 16, err: ErrLinkCompression, at: len(good) - 5, message: "ends early"},
		{name: "not deflate", s: LinkVersion + base64.RawURLEncoding.EncodeToString([]byte{0xff, 0xff, 0xff, 0xff}), max: 1 << 16, err: ErrLinkCompression, message: "not raw DEFLATE"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := DecodeLink(tt.s, tt.max)
			if tt.err == nil {
				if err != nil || string(got) != tt.want {
					t.Fatalf("DecodeLink(%.20q…) = %q, %v; want %q", tt.s, got, err, tt.want)
				}
				return
			}
			if !errors.Is(err, tt.err) || !errors.Is(err, ErrBadLink) {
				t.Fatalf("DecodeLink(%.20q…) = %v; want %v and %v", tt.s, err, tt.err, ErrBadLink)
			}
			var le *LinkError
			if !errors.As(err, &le) {
				t.Fatalf("DecodeLink(%.20q…) = %T; want *LinkError", tt.s, err)
			}
			if tt.at != 0 && le.At != tt.at {
				t.Errorf("DecodeLink(%.20q…).At = %d; want %d (%v)", tt.s, le.At, tt.at, err)
			}
			if le.At >= len(tt.s) {
				t.Errorf("DecodeLink(%.20q…).At = %d; past the end of the %d characters", tt.s, le.At, len(tt.s))
			}
			if !strings.Contains(err.Error(), tt.message) {
				t.Errorf("DecodeLink(%.20q…) = %q; want it to say %q", tt.s, err, tt.message)
			}
		})
	}
}

// FuzzDecodeLink: any s parameter is either refused with a *LinkError or decodes to a
// document within the size limit that encodes back to a link decoding to the same bytes.
func FuzzDecodeLink(f *testing.F) {
	f.Add(EncodeLink([]byte("id: a\n")))
	f.Add("v1.")
	f.Add("v2.AAAA")
	f.Add("v1.S0lNSwQA")
	f.Add(EncodeLink(bytes.Repeat([]byte("x"), 5000)))
	const max = 4 << 10
	f.Fuzz(func(t *testing.T, s string) {
		got, err := DecodeLink(s, max)
		if err != nil {
			var le *LinkError
			if !errors.As(err, &le) || !errors.Is(err, ErrBadLink) {
				t.Fatalf("DecodeLink(%q) = %v (%T); want a *LinkError", s, err, err)
			}
			if le.At >= len(s) || le.At < -1 {
				t.Fatalf("DecodeLink(%q).At = %d; outside the link", s, le.At)
			}
			return
		}
		if len(got) > max {
			t.Fatalf("DecodeLink(%q) = %d bytes; over the %d limit", s, len(got), max)
		}
		again, err := DecodeLink(EncodeLink(got), max)
		if err != nil || !bytes.Equal(again, got) {
			t.Fatalf("DecodeLink(EncodeLink(x)) = %q, %v; want x = %q", again, err, got)
		}
	})
}

func BenchmarkLink(b *testing.B) {
	src, err := fs.ReadFile(Files(), "data/boost-before-weakness.yaml")
	if err != nil {
		b.Fatal(err)
	}
	s := EncodeLink(src)
	b.Run("encode", func(b *testing.B) {
		for b.Loop() {
			EncodeLink(src)
		}
	})
	b.Run("decode", func(b *testing.B) {
		for b.Loop() {
			if _, err := DecodeLink(s, 64<<10); err != nil {
				b.Fatal(err)
			}
		}
	})
}
