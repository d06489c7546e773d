package main

import (
	"context"
	"crypto/ed25519"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook"
	"github.com/rulesd/rulesd/handlers"
	"github.com/rulesd/rulesd/index"
	"github.com/rulesd/rulesd/scenarios"
)

// rulebookSpecs collects repeated --rulebook flags.
type rulebookSpecs []string

func (s *rulebookSpecs) String() string     { return strings.Join(*s, ",") }
func (s *rulebookSpecs) Set(v string) error { *s = append(*s, v); return nil }

// hostList collects repeated --allowed-host flags, each checked as it is given.
type hostList []string

func (h *hostList) String() string { return strings.Join(*h, ",") }
func (h *hostList) Set(v string) error {
	if err := handlers.CheckHost(v); err != nil {
		return err
	}
	*h = append(*h, v)
	return nil
}

// allowedHosts are the hosts links may name without --base-url: those given, first (a request
// for an unknown host gets links to the first), then the host --addr names and this machine,
// at the port listened on. An address that listens everywhere (":8080", "0.0.0.0:8080") names
// no host.
func allowedHosts(given []string, addrHost string, port string) []string {
	out := slices.Clone(given)
	add := func(h string) {
		if h = net.JoinHostPort(h, port); !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	if ip := net.ParseIP(addrHost); addrHost != "" && (ip == nil || !ip.IsUnspecified()) {
		add(addrHost)
	}
	for _, h := range []string{"localhost", "127.0.0.1", "::1"} {
		add(h)
	}
	return out
}

func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		return usagef("%s: %v\n%s", fs.Name(), err, usage)
	}
	return nil
}

// library is everything a command reads before it answers: the digest, the user's rulebooks
// and the index built from both (in the background: its searches wait for it).
type library struct {
	corpus    *content.Corpus
	rulebooks []*rulebook.Rulebook
	index     *index.Pending
	catalog   *content.Catalog
	examples  *examples
}

// examples are the worked examples and the cards they play with: every card of the covered
// sets, so the sandbox can put any of them on a board.
type examples struct {
	set   *scenarios.Set
	cards *content.Catalog
}

// searchable turns the worked examples into what the index finds them by: their words, the
// topics they teach and the names of the cards they use.
func (ex *examples) searchable() []index.Example {
	all := ex.set.All()
	out := make([]index.Example, 0, len(all))
	for _, sc := range all {
		x := index.Example{ID: sc.ID, Title: sc.Title, Summary: sc.Summary,
			Eras: sc.Eras, Teaches: sc.Teaches}
		for _, id := range sc.CardIDs() {
			if c, ok := ex.cards.Card(id); ok && !slices.Contains(x.Cards, c.Name) {
				x.Cards = append(x.Cards, c.Name)
			}
		}
		out = append(out, x)
	}
	return out
}

// openLibrary loads the digest and the rulebooks given and builds the index of both and of
// the worked examples.
func openLibrary(log *slog.Logger, specs []string) (*library, error) {
	start := time.Now()
	corpus, cat, set, err := loadShipped()
	if err != nil {
		return nil, err
	}
	var books []*rulebook.Rulebook
	for _, spec := range specs {
		bs, err := rulebook.Load(spec)
		if err != nil {
			return nil, usagef("--rulebook %s: %w", spec, err)
		}
		books = append(books, bs...)
	}
	ex := &examples{set: set, cards: cat}
	log.Info("content ready", "rules", len(corpus.Rules), "rulings", len(corpus.Rulings),
		"rulebooks", len(books), "cards", len(cat.Cards), "took", time.Since(start).Round(time.Millisecond))
	// Pages need only the content; the search index builds meanwhile, and searches that come
	// before it is ready wait for it.
	ix := index.Background(func() (*index.Index, error) {
		// The embedded snapshot when it holds this content, else built.
		ix, err := index.OpenWithCards(index.Snapshot(), log, corpus, books, cat, ex.searchable()...)
		if err != nil {
			return nil, fmt.Errorf("build index: %w", err)
		}
		log.Info("search index ready", "documents", ix.DocCount(), "took", time.Since(start).Round(time.Millisecond))
		return ix, nil
	})
	return &library{corpus: corpus, rulebooks: books, index: ix, catalog: cat, examples: ex}, nil
}

// loadShipped loads the digest, the card catalogue and the worked examples, side by side.
func loadShipped() (*content.Corpus, *content.Catalog, *scenarios.Set, error) {
	var (
		wg                        sync.WaitGroup
		corpus                    *content.Corpus
		cat                       *content.Catalog
		set                       *scenarios.Set
		corpusErr, catErr, setErr error
	)
	wg.Add(2)
	go func() { defer wg.Done(); cat, catErr = content.LoadEmbeddedCatalog() }()
	go func() { defer wg.Done(); set, setErr = scenarios.LoadEmbedded() }()
	corpus, corpusErr = content.LoadEmbedded()
	wg.Wait()
	if err := errors.Join(corpusErr, catErr, setErr); err != nil {
		return nil, nil, nil, fmt.Errorf("load embedded content: %w", err)
	}
	return corpus, cat, set, nil
}

// defaultMemoryMB is the serve command's soft limit on the memory the Go runtime holds. The
// live heap is about 25 MB (content, the index and every card); without a limit the collector
// lets the heap grow to twice that and keeps freed memory, and a crawl of every card page
// followed by a minute of mixed load left the process at about 85 MB resident. With 900 cards
// playable (more effects in memory) 64 MB ended at 82 MB; at 56 MB the same load ends near
// 74 MB, for about 4% fewer requests a second (the collector runs more often). The limit is
// soft: a burst of large answers passes it rather than fails.
const defaultMemoryMB = 56

func serve(ctx context.Context, log *slog.Logger, args []string) error {
	fs := newFlags("serve")
	addr := fs.String("addr", ":8080", "address to listen on")
	baseURL := fs.String("base-url", "", "the site's public address (https://rules.example) for canonical links and link previews; default: taken from each request, among the allowed hosts")
	var hosts hostList
	fs.Var(&hosts, "allowed-host", "without --base-url, a host (name or address, with or without a port) links may name when a request is sent to it (repeatable); the first one also names the site for a request sent to any other host")
	cacheMB := fs.Int("cache-mb", handlers.DefaultCacheBytes>>20, "megabytes of rendered pages and JSON kept in memory; 0 turns the cache off")
	var specs rulebookSpecs
	fs.Var(&specs, "rulebook", "ERA=FILE, ERA=DIR or DIR of rulebook text files (repeatable)")
	discordKey := fs.String("discord-public-key", os.Getenv("RULESD_DISCORD_PUBLIC_KEY"), "the Discord application's public key (64 hex digits), to answer slash commands at /discord/interactions; default: $RULESD_DISCORD_PUBLIC_KEY")
	memoryMB := fs.Int("memory-mb", defaultMemoryMB, "soft limit of the Go heap in megabytes, from when the search index is ready: the collector works harder near it (0: no limit; GOMEMLIMIT, when set, wins)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *memoryMB < 0 {
		return usagef("--memory-mb %d: want 0 (no limit) or more", *memoryMB)
	}
	if fs.NArg() > 0 {
		return usagef("serve takes no arguments, got %q", fs.Args())
	}
	var discordPublicKey ed25519.PublicKey
	if *discordKey != "" {
		k, err := handlers.ParseDiscordPublicKey(*discordKey)
		if err != nil {
			return usagef("--discord-public-key: %v", err)
		}
		discordPublicKey = k
	}
	if *cacheMB < 0 || *cacheMB > 4096 {
		return usagef("--cache-mb %d: want 0 (off) to 4096", *cacheMB)
	}
	cacheBytes := *cacheMB << 20
	if cacheBytes == 0 {
		cacheBytes = -1 // off
	}
	// Listen before loading, so the port is known (--addr :0 picks one) and a busy address
	// fails at once.
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	defer ln.Close()
	addrHost, _, _ := net.SplitHostPort(*addr)
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	lib, err := openLibrary(log, specs)
	if err != nil {
		return err
	}
	ex := lib.examples
	if *memoryMB > 0 && os.Getenv("GOMEMLIMIT") == "" {
		// The limit is for the steady state. Set while the content loads and the index
		// builds, it made the collector run without pause and the start three times slower
		// (the build's garbage passes the limit for a moment); the first search waits for
		// the index, so it is set once the index is ready.
		go func() {
			<-lib.index.Done()
			debug.SetMemoryLimit(int64(*memoryMB) << 20)
		}()
	}

	e := echo.New()
	e.HideBanner, e.HidePort = true, true
	// A slow or stalled client must not hold a connection open for ever.
	e.Server.ReadHeaderTimeout = 5 * time.Second
	e.Server.ReadTimeout = 15 * time.Second
	e.Server.WriteTimeout = 30 * time.Second
	e.Server.IdleTimeout = 2 * time.Minute
	e.Server.MaxHeaderBytes = 64 << 10
	// Ended when the server starts to stop: visitors' runs in progress end with it.
	stopping, stopRuns := context.WithCancel(context.Background())
	defer stopRuns()
	handlers.Register(e, handlers.Deps{
		Log:       log,
		Corpus:    lib.corpus,
		Rulebooks: lib.rulebooks,
		Searcher:  lib.index,
		Scenarios: ex.set,
		Cards:     ex.cards,
		Catalog:   lib.catalog,
		BaseURL:   strings.TrimSuffix(*baseURL, "/"),

		AllowedHosts: allowedHosts(hosts, addrHost, port),

		DiscordPublicKey: discordPublicKey,
		// CacheBytes: 0 would mean the default; the flag's 0 means off.
		CacheBytes: cacheBytes,
		Stopping:   stopping,
	})
	if discordPublicKey == nil {
		log.Info("Discord interactions off: no --discord-public-key")
	}

	if *baseURL == "" {
		log.Info("links name the host each request was sent to, among the allowed ones", "allowed_hosts", allowedHosts(hosts, addrHost, port))
	}

	errc := make(chan error, 1)
	e.Listener = ln
	go func() {
		log.Info("serving", "addr", ln.Addr().String())
		errc <- e.Start(*addr)
	}()
	if err := untilStopped(ctx, errc, lib.index); err != nil {
		_ = e.Close()
		if errors.Is(err, http.ErrServerClosed) {
			return nil
		}
		return err
	}
	log.Info("shutting down")
	// Visitors' runs stop at once (each answers 503); other requests finish within the grace.
	stopRuns()
	shutdownCtx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	if err := e.Shutdown(shutdownCtx); err != nil {
		// A connection still busy after the grace (a client reading an answer slowly) is
		// closed: stopping on a signal is not a failure.
		log.Warn("closed the connections still busy after the grace", "grace", shutdownGrace, "err", err)
		_ = e.Close()
	}
	return nil
}

// shutdownGrace is how long a shutdown waits for the requests in progress: as long as one
// answer may take to write.
const shutdownGrace = 10 * time.Second

// untilStopped waits for ctx to end (nil: shut down gracefully), the server to stop (its
// error, for the address) or the background index build to fail (its error: content the index
// cannot take is as fatal as at start).
func untilStopped(ctx context.Context, served <-chan error, ix *index.Pending) error {
	built := ix.Done()
	for {
		select {
		case <-ctx.Done():
			return nil
		case err := <-served:
			return err // a listen error names the address
		case <-built:
			built = nil // a closed channel stays ready; look once
			// The build has finished, so Wait answers at once. Not with ctx: when ctx ends at
			// the same moment, Wait could answer with ctx's error instead of the build's, and a
			// graceful stop would exit as a failure.
			if _, err := ix.Wait(context.Background()); err != nil {
				return err
			}
		}
	}
}
