package content

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"hash"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// Replay golden: seeded random games per era, each recorded as a digest of its actions, its
// trace and its result, so that rewriting how an effect is spelled (one primitive in place of
// two) can be shown to change no game. Two digests a game: "play" hashes what happened (the
// actions, each event's kind, card, numbers, rule and coin, the damage stages, the result) and
// "words" hashes the events' messages, so a failure tells a changed game from reworded events.
//
// The decks are drawn only from a named card list per era (testdata/replay/<era>.cards): cards
// added to the catalogue later do not change these games. Cards marked "focus" there (those
// whose effects use the spellings being merged) lead one deck of each focus game.
//
// Regenerate with: go test ./content -run TestReplayGames -args -update
// That rewrites the golden digests and, when the list is missing, the card list from the
// era's playable cards of today. To take new cards into the games, delete the era's .cards
// file and regenerate both, in a commit of their own that changes no primitive.

var update = flag.Bool("update", false, "rewrite testdata/replay/*.golden (and missing *.cards lists) with this run's results")

// replayGames is the number of games per era from the whole list, and replayFocusGames the
// number led by focus cards.
const (
	replayGames      = 300
	replayFocusGames = 300
)

func TestReplayGames(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	for _, era := range EraIDs() {
		t.Run(era, func(t *testing.T) {
			r, _ := engine.RulesetFor(era)
			listFile := filepath.Join("testdata", "replay", era+".cards")
			if _, err := os.Stat(listFile); os.IsNotExist(err) && *update {
				writeReplayList(t, cat, era, listFile)
			}
			ids, focus := readReplayList(t, listFile)
			p, err := listPool(cat, era, ids)
			if err != nil {
				t.Fatalf("%s: %v (regenerate the list with -update after deleting it)", listFile, err)
			}
			var out bytes.Buffer
			uses := 0
			for seed := uint64(1); seed <= replayGames+replayFocusGames; seed++ {
				var lead *engine.Card
				if seed > replayGames {
					if len(focus) == 0 {
						break
					}
					lead, _ = cat.Card(focus[int(seed-replayGames-1)%len(focus)])
				}
				d, err := replayGame(r, p, seed, lead)
				if err != nil {
					t.Fatalf("%s seed %d: %v", era, seed, err)
				}
				uses += d.focusUses
				leads := "-"
				if lead != nil {
					leads = lead.ID
				}
				fmt.Fprintf(&out, "%d %s actions=%d play=%s words=%s\n", seed, leads, d.actions, d.play, d.words)
			}
			t.Logf("%s: %d uses of a merged spelling's effect in the replay games", era, uses)
			golden := filepath.Join("testdata", "replay", era+".golden")
			if *update {
				if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (record it with -update)", err)
			}
			compareReplay(t, golden, string(want), out.String())
		})
	}
}

// compareReplay reports each game whose digests differ from the golden file's.
func compareReplay(t *testing.T, file, want, got string) {
	t.Helper()
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	if len(wl) != len(gl) {
		t.Errorf("%s: %d lines; this run made %d", file, len(wl), len(gl))
	}
	bad := 0
	for i := range min(len(wl), len(gl)) {
		if wl[i] != gl[i] {
			if bad < 10 {
				t.Errorf("%s line %d:\n got %s\nwant %s", file, i+1, gl[i], wl[i])
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d games differ (a 'words' digest alone: reworded events; 'play': a changed game)", file, bad)
	}
}

// writeReplayList records the era's playable cards of today, focus cards marked.
func writeReplayList(t *testing.T, cat *Catalog, era, file string) {
	t.Helper()
	var b strings.Builder
	b.WriteString("# The cards the replay games of this era draw their decks from (replay_test.go).\n")
	b.WriteString("# \"focus\": its effects use a spelling being merged; it leads one deck of a focus game.\n")
	for _, cc := range cat.ForEra(era) {
		if !cc.Playable() {
			continue
		}
		b.WriteString(cc.Card.ID)
		if usesMergedSpelling(cc.Card) {
			b.WriteString(" focus")
		}
		b.WriteString("\n")
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readReplayList(t *testing.T, file string) (ids, focus []string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (record it with -update)", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) > 2 || len(f) == 2 && f[1] != "focus" {
			t.Fatalf("%s:%d: want a card id, optionally followed by \"focus\"; got %q", file, n, line)
		}
		ids = append(ids, f[0])
		if len(f) == 2 {
			focus = append(focus, f[0])
		}
	}
	return ids, focus
}

// listPool is the era's pool restricted to the listed cards, in catalogue order.
func listPool(cat *Catalog, era string, ids []string) (*pool, error) {
	want := map[string]bool{}
	for _, id := range ids {
		cc, ok := cat.Get(id)
		switch {
		case !ok:
			return nil, fmt.Errorf("card %s is not in the catalogue", id)
		case cc.Era != era:
			return nil, fmt.Errorf("card %s is of era %s", id, cc.Era)
		case !cc.Playable():
			return nil, fmt.Errorf("card %s is no longer fully playable", id)
		}
		want[id] = true
	}
	sub := &Catalog{}
	for _, cc := range cat.ForEra(era) {
		if want[cc.Card.ID] {
			sub.Cards = append(sub.Cards, cc)
		}
	}
	return eraPool(sub, era), nil
}

// usesMergedSpelling reports whether the card's effects use a spelling that had a twin before
// each effect got one way to be written: a board-state check (if, per, use_if, play_if) or a
// targets match; a hand op to the Lost Zone; an attach-split.
func usesMergedSpelling(c *engine.Card) bool {
	if c.PlayIf.Kind != 0 {
		return true
	}
	for _, a := range c.Attacks {
		if a.UseIf.Kind != 0 {
			return true
		}
	}
	for _, pw := range c.Powers {
		if pw.UseIf.Kind != 0 {
			return true
		}
		for _, m := range pw.Mods {
			if m.If.Kind != 0 || m.Per.Kind != 0 {
				return true
			}
		}
		for _, s := range pw.Stats {
			if s.If.Kind != 0 || s.Per.Kind != 0 {
				return true
			}
		}
	}
	return slices.ContainsFunc(allOps(c), mergedOp)
}

func mergedOp(o engine.Op) bool {
	switch o.Kind {
	case engine.OpAttachSplit:
		return true
	case engine.OpHandPick, engine.OpHandRandom:
		if o.ToLostZone {
			return true
		}
	}
	return o.If.Kind != 0 || o.Per.Kind != 0 || !o.Match.IsZero() || o.Lasting.If.Kind != 0 || o.Lasting.Mod.If.Kind != 0
}

// focusDeck builds a deck as pool.deck does, led by the card lead: its Evolution line (from
// the pool) or several copies of it come first.
func (p *pool) focusDeck(r *engine.Ruleset, rng *rand.Rand, lead *engine.Card) []*engine.Card {
	var line []*engine.Card
	if lead.Category == engine.PokemonCard {
		for c := lead; c != nil; {
			line = append([]*engine.Card{c}, line...)
			if !c.Stage.IsEvolution() {
				break
			}
			var below *engine.Card
			for _, b := range slices.Concat(p.basics, p.evolutions) {
				if b.Name == c.EvolvesFrom || r.CardName(b) == c.EvolvesFrom {
					below = b
					break
				}
			}
			c = below
		}
	} else {
		line = []*engine.Card{lead}
	}
	rest := p.deck(r, rng)
	deck := make([]*engine.Card, 0, 60)
	count := map[string]int{}
	aceSpec := false
	take := func(c *engine.Card) bool {
		name := r.CardName(c)
		limit := r.MaxCopies
		if c.Tags&engine.TagPrismStar != 0 {
			limit = 1
		}
		if c.BasicEnergy {
			limit = 60
		}
		if count[name] >= limit || c.Tags&engine.TagAceSpec != 0 && aceSpec {
			return false
		}
		aceSpec = aceSpec || c.Tags&engine.TagAceSpec != 0
		count[name]++
		deck = append(deck, c)
		return true
	}
	for _, c := range line {
		for range 3 {
			take(c)
		}
	}
	// The rest of a random deck fills it up, Energy last, so the lead's line is not crowded out.
	for _, c := range rest {
		if len(deck) < 52 && !c.BasicEnergy {
			take(c)
		}
	}
	var energy []*engine.Card
	for _, c := range rest {
		if c.BasicEnergy {
			energy = append(energy, c)
		}
	}
	for _, t := range lead.Types {
		if e := p.energy[t]; e != nil {
			energy = append(energy, e, e, e, e)
		}
	}
	for i := 0; len(deck) < 60 && len(energy) > 0; i++ {
		deck = append(deck, energy[i%len(energy)])
	}
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck
}

// replayDigest is one game's record.
type replayDigest struct {
	actions   int
	play      string
	words     string
	focusUses int
}

// replayGame plays one seeded game (decks, coins and choices all follow from the seed) with
// random legal actions, attacking more often than not as the whole-pool games do.
func replayGame(r *engine.Ruleset, p *pool, seed uint64, lead *engine.Card) (replayDigest, error) {
	var d replayDigest
	rng := rand.New(rand.NewPCG(seed, 0xdec0))
	var decks [2][]*engine.Card
	for i := range decks {
		if lead != nil && i == 0 {
			decks[i] = p.focusDeck(r, rng, lead)
		} else {
			decks[i] = p.deck(r, rng)
		}
		if err := r.CheckDeck(decks[i]); err != nil {
			return d, fmt.Errorf("built an illegal deck: %w", err)
		}
	}
	play, words := sha256.New(), sha256.New()
	opt := engine.Options{Trace: true, OnEvent: func(_ *engine.Game, e engine.Event) { hashEvent(play, words, &e) }}
	g, _, err := engine.NewGame(r, decks, engine.NewSeeded(seed), opt)
	if err != nil {
		return d, err
	}
	rng = rand.New(rand.NewPCG(seed, 0xacc))
	var buf []engine.Action
	for ; !g.Over(); d.actions++ {
		if d.actions > 20000 {
			return d, fmt.Errorf("no end after %d actions", d.actions)
		}
		buf = g.LegalActions(buf[:0])
		if len(buf) == 0 {
			return d, fmt.Errorf("no legal action")
		}
		a := buf[rng.IntN(len(buf))]
		for _, b := range buf {
			if b.Kind == engine.ActAttack && rng.IntN(10) < 6 {
				a = b
				break
			}
		}
		if usesFocusEffect(g, a) {
			d.focusUses++
		}
		fmt.Fprintf(play, "A %+v\n", a)
		if _, err := g.Apply(a); err != nil {
			return d, fmt.Errorf("legal action %v failed: %w", a, err)
		}
	}
	fmt.Fprintf(play, "R %+v\n", g.Result())
	d.play, d.words = hex.EncodeToString(play.Sum(nil)[:8]), hex.EncodeToString(words.Sum(nil)[:8])
	return d, nil
}

// hashEvent writes an event's facts to play and its message to words.
func hashEvent(play, words hash.Hash, e *engine.Event) {
	fmt.Fprintf(play, "E %s|%d|%s|%d|%s|%d|%d|%d|%d|%s|%t|%s\n", e.Kind, e.Player, e.Zone, e.Slot, e.Card,
		e.Before, e.After, e.Amount, e.Coin, e.Anchor, e.Assumed, e.For)
	if e.Damage != nil {
		fmt.Fprintf(play, "D %+v\n", *e.Damage)
	}
	fmt.Fprintf(words, "%s\n", e.Message)
}

// usesFocusEffect reports whether the action uses an attack, power or Trainer card whose
// effects use a merged spelling (a count for the log: how much of it the games exercise).
func usesFocusEffect(g *engine.Game, a engine.Action) bool {
	switch a.Kind {
	case engine.ActAttack:
		if v, ok := g.Active(a.Player); ok && a.Index < len(v.Attacks) {
			at := v.Attacks[a.Index]
			return at.UseIf.Kind != 0 || slices.ContainsFunc(slices.Concat(at.Requires, at.Before, at.After), mergedOp)
		}
	case engine.ActPlayTrainer:
		if h := g.Hand(a.Player); a.Hand < len(h) {
			c := h[a.Hand]
			return c.PlayIf.Kind != 0 || slices.ContainsFunc(slices.Concat(c.Play, c.TogetherPlay), mergedOp)
		}
	}
	return false
}
