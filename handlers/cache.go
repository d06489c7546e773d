package handlers

import (
	"container/list"
	"net/http"
	"sync"
	"sync/atomic"

	"github.com/labstack/echo/v4"
)

// DefaultCacheBytes bounds the rendered-page cache when Deps.CacheBytes is zero: every rule,
// compare, glossary and ruling page fits, plain and gzipped, with room for the busiest worked
// example steps and searches; a crawl of the whole site (about 30 MB of responses) keeps the
// server under 80 MB resident.
const DefaultCacheBytes = 12 << 20

// cacheSlot is where a cached route's handler finds the key its response is stored under.
const cacheSlot = "rulesd.cache"

// pageStore keeps rendered responses that are a pure function of their address and the
// embedded content, plain and gzipped, so a second request for the same address costs a map
// lookup and a write. It is bounded in bytes and drops the least recently used response
// first.
type pageStore struct {
	mu      sync.Mutex
	max     int
	size    int
	order   *list.List // front: most recently used
	entries map[string]*list.Element
	// seen holds the addresses missed once and not stored yet (at most maxSeen, then it
	// starts again): a response is stored the second time its address is asked for. Most
	// searches are asked once; storing each would cost a slow compression and push out the
	// pages that are asked for again and again.
	seen map[string]struct{}

	hits, misses atomic.Int64
}

// maxSeen bounds pageStore.seen: about 4,000 addresses of at most maxCacheKey bytes.
const maxSeen = 4096

type stored struct {
	key          string
	body         *payload
	cacheControl string
}

func newPageStore(maxBytes int) *pageStore {
	return &pageStore{max: maxBytes, order: list.New(), entries: map[string]*list.Element{}, seen: map[string]struct{}{}}
}

// admit reports whether a missed address should be stored: whether it was missed before.
func (ps *pageStore) admit(key string) bool {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if _, ok := ps.seen[key]; ok {
		delete(ps.seen, key)
		return true
	}
	if len(ps.seen) >= maxSeen {
		clear(ps.seen)
	}
	ps.seen[key] = struct{}{}
	return false
}

func (ps *pageStore) get(key string) (*stored, bool) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	el, ok := ps.entries[key]
	if !ok {
		ps.misses.Add(1)
		return nil, false
	}
	ps.order.MoveToFront(el)
	ps.hits.Add(1)
	return el.Value.(*stored), true
}

// maxEntry is the largest response kept: one response may take at most a sixteenth of the
// budget, so a few large ones cannot push out everything else.
func (ps *pageStore) maxEntry() int { return ps.max / 16 }

func (ps *pageStore) put(s *stored) {
	n := s.body.size() + len(s.key)
	if n > ps.maxEntry() {
		return
	}
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if el, ok := ps.entries[s.key]; ok {
		old := el.Value.(*stored)
		ps.size -= old.body.size() + len(old.key)
		el.Value = s
		ps.order.MoveToFront(el)
	} else {
		ps.entries[s.key] = ps.order.PushFront(s)
	}
	ps.size += n
	for ps.size > ps.max {
		last := ps.order.Back()
		old := last.Value.(*stored)
		ps.order.Remove(last)
		delete(ps.entries, old.key)
		ps.size -= old.body.size() + len(old.key)
	}
}

// stats reports the entries, bytes held, hits and misses.
func (ps *pageStore) stats() (entries, bytes int, hits, misses int64) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	return len(ps.entries), ps.size, ps.hits.Load(), ps.misses.Load()
}

// maxCacheKey is the longest address kept: longer ones are rendered every time.
const maxCacheKey = 512

// cached makes a route's responses cacheable: a GET or HEAD whose address was answered
// before is answered from the store; otherwise the handler runs, and the response it sends
// through render or sendJSON is stored when the address was asked for before (admit). Opting a route in is one line in Register:
//
//	get("/rules/:era/:topic", s.cached(s.rule))
//
// Only a route whose answer depends on nothing but its address (path and query), the
// embedded content and the server's start-up options may opt in. A handler that makes a
// response that must not be kept (a what-if run) calls skipCache first.
func (s *site) cached(h echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		req := c.Request()
		if s.pages == nil || (req.Method != http.MethodGet && req.Method != http.MethodHead) {
			return h(c)
		}
		key := s.cacheKey(c)
		if len(key) > maxCacheKey {
			return h(c)
		}
		if e, ok := s.pages.get(key); ok {
			return e.body.write(c, e.cacheControl)
		}
		if s.pages.admit(key) {
			c.Set(cacheSlot, &pendingStore{store: s.pages, key: key})
		}
		return h(c)
	}
}

// pendingStore is a cache miss waiting for its response.
type pendingStore struct {
	store *pageStore
	key   string
}

// skipCache keeps this request's response out of the store.
func skipCache(c echo.Context) { c.Set(cacheSlot, nil) }

// cacheKey is the normalized address: the site's base (when it is taken from the request),
// whether htmx asked for a fragment, the path, and the query sorted by name.
func (s *site) cacheKey(c echo.Context) string {
	req := c.Request()
	key := ""
	if s.baseURL == "" {
		key = s.base(c) + " "
	}
	if isFragment(req) {
		key += "hx "
	}
	key += req.URL.Path
	if req.URL.RawQuery != "" {
		key += "?" + req.URL.Query().Encode()
	}
	return key
}

// isFragment reports whether htmx asked for part of a page rather than the whole.
func isFragment(req *http.Request) bool {
	return req.Header.Get("HX-Request") == "true" && req.Header.Get("HX-History-Restore-Request") != "true"
}
