package content

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"sync/atomic"
	"testing"

	"github.com/rulesd/rulesd/engine"
)

// Random games from each era's whole playable pool: every card the catalogue marks fully
// playable can turn up in a deck, and every game is checked after every event. A failure
// names the seed, so it replays exactly.

// randomGames is the number of games per era: 300 by default (CI), more with
// RULESD_RANDOM_GAMES=N.
func randomGames(t *testing.T) int {
	n := 300
	if v := os.Getenv("RULESD_RANDOM_GAMES"); v != "" {
		k, err := strconv.Atoi(v)
		if err != nil || k < 1 {
			t.Fatalf("RULESD_RANDOM_GAMES=%q: want a positive number", v)
		}
		n = k
	}
	return n
}

// pool is an era's fully playable cards, by kind.
type pool struct {
	basics, evolutions, trainers, special []*engine.Card
	energy                                map[engine.Type]*engine.Card
}

func eraPool(cat *Catalog, era string) *pool {
	p := &pool{energy: map[engine.Type]*engine.Card{}}
	for _, cc := range cat.ForEra(era) {
		if !cc.Playable() {
			continue
		}
		c := cc.Card
		switch {
		case c.Category == engine.EnergyCard && c.BasicEnergy:
			if _, ok := p.energy[c.Provides[0]]; !ok {
				p.energy[c.Provides[0]] = c
			}
		case c.Category == engine.EnergyCard:
			p.special = append(p.special, c)
		case c.Category == engine.TrainerCard && !c.PlaysAsBasic:
			p.trainers = append(p.trainers, c)
		case c.Category == engine.PokemonCard && c.Stage == engine.Basic:
			p.basics = append(p.basics, c)
		case c.Category == engine.PokemonCard && c.Stage.IsEvolution():
			p.evolutions = append(p.evolutions, c)
		}
	}
	return p
}

// deck builds a legal 60-card deck: a few Basic Pokémon with the Evolution cards of the pool
// that go on them, Trainer cards, Special Energy, and basic Energy of the types the attacks
// need.
func (p *pool) deck(r *engine.Ruleset, rng *rand.Rand) []*engine.Card {
	var deck []*engine.Card
	count := map[string]int{}
	add := func(c *engine.Card, n int) {
		name := r.CardName(c)
		for range n {
			if count[name] >= r.MaxCopies || len(deck) >= 60 || c.Tags&engine.TagPrismStar != 0 && count[name] >= 1 {
				return // a Prism Star card is one of its name in a deck
			}
			// One Prism Star card of a name, and one ACE SPEC card in all (CheckDeck).
			if c.Tags&engine.TagPrismStar != 0 && count[name] >= 1 || c.Tags&engine.TagAceSpec != 0 && count["ACE SPEC"] >= 1 {
				return
			}
			if c.Tags&engine.TagAceSpec != 0 {
				count["ACE SPEC"]++
			}
			count[name]++
			deck = append(deck, c)
		}
	}
	types := map[engine.Type]bool{}
	need := func(c *engine.Card) {
		for _, a := range c.Attacks {
			for _, t := range a.Cost {
				if p.energy[t] != nil {
					types[t] = true
				}
			}
		}
		for _, t := range c.Types {
			if p.energy[t] != nil {
				types[t] = true
			}
		}
	}
	for range 4 {
		b := p.basics[rng.IntN(len(p.basics))]
		add(b, 2+rng.IntN(3))
		need(b)
		for _, e := range p.evolutions {
			if r.CardName(b) == e.EvolvesFrom || e.EvolvesFrom == b.Name {
				add(e, 2)
				need(e)
				for _, e2 := range p.evolutions {
					if e2.EvolvesFrom == e.Name {
						add(e2, 1+rng.IntN(2))
						need(e2)
					}
				}
			}
		}
	}
	for range 10 {
		if len(p.trainers) > 0 {
			add(p.trainers[rng.IntN(len(p.trainers))], 1+rng.IntN(3))
		}
	}
	if len(p.special) > 0 {
		add(p.special[rng.IntN(len(p.special))], rng.IntN(3))
	}
	if len(types) == 0 {
		// The first type with a basic Energy card, not a map's random first key: a seed
		// must build the same deck every time.
		for t := range engine.AnyType {
			if p.energy[t] != nil {
				types[t] = true
				break
			}
		}
	}
	var ts []engine.Type
	for t := range engine.AnyType {
		if types[t] {
			ts = append(ts, t)
		}
	}
	for i := 0; len(deck) < 60; i++ {
		deck = append(deck, p.energy[ts[i%len(ts)]])
	}
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck
}

func TestRandomGamesFromWholePool(t *testing.T) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	games := randomGames(t)
	for _, era := range EraIDs() {
		t.Run(era, func(t *testing.T) {
			r, _ := engine.RulesetFor(era)
			p := eraPool(cat, era)
			if len(p.basics) == 0 || len(p.energy) == 0 {
				t.Fatalf("%s: no playable Basic Pokémon or basic Energy", era)
			}
			used := map[string]bool{}
			actions := 0
			for seed := uint64(1); seed <= uint64(games); seed++ {
				rng := rand.New(rand.NewPCG(seed, 0xdec0))
				var decks [2][]*engine.Card
				for i := range decks {
					decks[i] = p.deck(r, rng)
					if err := r.CheckDeck(decks[i]); err != nil {
						t.Fatalf("seed %d: built an illegal deck: %v", seed, err)
					}
					for _, c := range decks[i] {
						used[c.ID] = true
					}
				}
				n, err := playChecked(r, decks, seed)
				if err != nil {
					t.Fatalf("%s seed %d: %v", era, seed, err)
				}
				actions += n
			}
			t.Logf("%s: %d games, %d actions, %d different cards used", era, games, actions, len(used))
			if actions < games*20 {
				t.Errorf("%d actions in %d games: the games end too soon to exercise the cards", actions, games)
			}
		})
	}
}

// playChecked plays one game with random legal actions, checking that every listed action is
// legal and the invariants after every event and every action.
func playChecked(r *engine.Ruleset, decks [2][]*engine.Card, seed uint64) (int, error) {
	var invErr error
	opt := engine.Options{Trace: true, OnEvent: func(g *engine.Game, e engine.Event) {
		if invErr == nil {
			if err := g.CheckInvariants(); err != nil {
				invErr = fmt.Errorf("after event %q: %w", e.Message, err)
			}
		}
	}}
	g, _, err := engine.NewGame(r, decks, engine.NewSeeded(seed), opt)
	if err != nil {
		return 0, err
	}
	rng := rand.New(rand.NewPCG(seed, 0xacc))
	var buf []engine.Action
	steps := 0
	for ; !g.Over(); steps++ {
		if steps > 20000 {
			return steps, fmt.Errorf("no end after %d actions", steps)
		}
		buf = g.LegalActions(buf[:0])
		if len(buf) == 0 {
			return steps, fmt.Errorf("no legal action")
		}
		for _, b := range buf {
			if err := g.Legal(b); err != nil {
				return steps, fmt.Errorf("listed action %v is refused: %w", b, err)
			}
		}
		a := buf[rng.IntN(len(buf))]
		// Attack more often than not, so games end by Knock Outs.
		for _, b := range buf {
			if b.Kind == engine.ActAttack && rng.IntN(10) < 6 {
				a = b
				break
			}
		}
		if _, err := g.Apply(a); err != nil {
			return steps, fmt.Errorf("legal action %v failed: %w", a, err)
		}
		if invErr != nil {
			return steps, invErr
		}
		if err := g.CheckInvariants(); err != nil {
			return steps, fmt.Errorf("after %v: %w", a, err)
		}
	}
	return steps, nil
}

// BenchmarkRandomGameWholePool plays one seeded game per iteration from decks built out of
// the era's whole playable pool, with the trace off (target: 5,000 games a second a core).
// Run it with -cpu 1 for one core doing everything, the garbage collector included.
func BenchmarkRandomGameWholePool(b *testing.B) {
	benchEras(b, func(b *testing.B, r *engine.Ruleset, decks [][2][]*engine.Card) {
		var buf []engine.Action
		i, actions := 0, 0
		for b.Loop() {
			n, err := playBench(r, decks, i, &buf)
			if err != nil {
				b.Fatal(err)
			}
			actions += n
			i++
		}
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
	})
}

// BenchmarkRandomGameWholePoolParallel plays the same games on every core at once and reports
// games a second per core: what a machine running games on all its cores gets from each.
func BenchmarkRandomGameWholePoolParallel(b *testing.B) {
	benchEras(b, func(b *testing.B, r *engine.Ruleset, decks [][2][]*engine.Card) {
		var next atomic.Int64
		b.RunParallel(func(pb *testing.PB) {
			var buf []engine.Action
			for pb.Next() {
				if _, err := playBench(r, decks, int(next.Add(1)-1), &buf); err != nil {
					b.Error(err) // not Fatal: this is not the benchmark's own goroutine
					return
				}
			}
		})
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds()/float64(runtime.GOMAXPROCS(0)), "games/s/core")
	})
}

// benchEras runs f as one sub-benchmark per era, with the era's ruleset and benchmark decks.
func benchEras(b *testing.B, f func(b *testing.B, r *engine.Ruleset, decks [][2][]*engine.Card)) {
	cat, err := LoadEmbeddedCatalog()
	if err != nil {
		b.Fatal(err)
	}
	for _, era := range EraIDs() {
		b.Run(era, func(b *testing.B) {
			r, _ := engine.RulesetFor(era)
			f(b, r, benchDecks(cat, r, era))
		})
	}
}

// benchDecks builds 64 seeded pairs of 60-card decks from the era's whole playable pool.
func benchDecks(cat *Catalog, r *engine.Ruleset, era string) [][2][]*engine.Card {
	p := eraPool(cat, era)
	var decks [][2][]*engine.Card
	for seed := uint64(1); seed <= 64; seed++ {
		rng := rand.New(rand.NewPCG(seed, 0xdec0))
		decks = append(decks, [2][]*engine.Card{p.deck(r, rng), p.deck(r, rng)})
	}
	return decks
}

// playBench plays game i (its decks and seeds follow from i) with uniformly random legal
// actions and returns how many actions it took.
func playBench(r *engine.Ruleset, decks [][2][]*engine.Card, i int, buf *[]engine.Action) (int, error) {
	seed := uint64(i + 1)
	g, _, err := engine.NewGame(r, decks[i%len(decks)], engine.NewSeeded(seed), engine.Options{})
	if err != nil {
		return 0, err
	}
	rng := rand.New(rand.NewPCG(seed, 0xacc))
	steps := 0
	for ; !g.Over() && steps < 20000; steps++ {
		*buf = g.LegalActions((*buf)[:0])
		if _, err := g.Apply((*buf)[rng.IntN(len(*buf))]); err != nil {
			return steps, fmt.Errorf("game %d: legal action failed: %w", i, err)
		}
	}
	return steps, nil
}
