package scenarios

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Replay golden of the worked examples: every shipped example under every era it names,
// recorded as two digests of its run. "play" hashes what happened (each step's events with
// their kind, card, numbers, rule and coin, the damage stages, the board after each step, the
// final board, the expectations found, the actions blocked and allowed at the end); "words"
// hashes the sentences (event messages, step and refusal texts). Rewriting how an effect is
// spelled must change neither.
//
// Regenerate with: go test ./scenarios -run TestReplayExamples -args -update
// An example added after the golden was recorded is only logged until then.

var update = flag.Bool("update", false, "rewrite testdata/replay-examples.golden with this run's digests")

const replayGolden = "testdata/replay-examples.golden"

func TestReplayExamples(t *testing.T) {
	set, cards := loadAll(t)
	var out bytes.Buffer
	got := map[string]string{}
	for _, sc := range set.All() {
		for _, era := range sc.Eras {
			res, err := Run(context.Background(), sc, era, cards, Limits{})
			if err != nil {
				t.Fatalf("Run(%s, %s): %v", sc.ID, era, err)
			}
			play, words, err := runDigests(res)
			if err != nil {
				t.Fatalf("%s under %s: %v", sc.ID, era, err)
			}
			key := sc.ID + " " + era
			got[key] = play + " " + words
			fmt.Fprintf(&out, "%s play=%s words=%s\n", key, play, words)
		}
	}
	if *update {
		if err := os.WriteFile(filepath.FromSlash(replayGolden), out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(filepath.FromSlash(replayGolden))
	if err != nil {
		t.Fatalf("%v (record it with -args -update)", err)
	}
	seen := map[string]bool{}
	for n, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Fields(line)
		if len(f) != 4 || !strings.HasPrefix(f[2], "play=") || !strings.HasPrefix(f[3], "words=") {
			t.Fatalf("%s:%d: want \"<example> <era> play=<hex> words=<hex>\"; got %q", replayGolden, n+1, line)
		}
		key := f[0] + " " + f[1]
		seen[key] = true
		want := strings.TrimPrefix(f[2], "play=") + " " + strings.TrimPrefix(f[3], "words=")
		switch g, ok := got[key]; {
		case !ok:
			t.Errorf("%s:%d: example %s under %s is no longer shipped (regenerate the golden if that is meant)", replayGolden, n+1, f[0], f[1])
		case g != want:
			gp, gw, _ := strings.Cut(g, " ")
			wp, ww, _ := strings.Cut(want, " ")
			t.Errorf("example %s under %s: play=%s words=%s; want play=%s words=%s (%s)", f[0], f[1], gp, gw, wp, ww, replayWhat(gp == wp))
		}
	}
	for key := range got {
		if !seen[key] {
			t.Logf("example %s is not in %s yet: it is checked once the golden is regenerated", key, replayGolden)
		}
	}
}

func replayWhat(samePlay bool) string {
	if samePlay {
		return "the same run, reworded"
	}
	return "the run changed"
}

// runDigests hashes a run's facts and its sentences apart.
func runDigests(res *Result) (play, words string, err error) {
	w := sha256.New()
	var facts Result = *res
	facts.Steps = make([]Step, len(res.Steps))
	for i, st := range res.Steps {
		fmt.Fprintf(w, "S %s\n", st.Action)
		st.Action = ""
		if st.Refused != nil {
			r := *st.Refused
			fmt.Fprintf(w, "R %s|%s\n", r.Reason, r.Assumed)
			r.Reason, r.Assumed = "", ""
			st.Refused = &r
		}
		evs := make([]Event, len(st.Events))
		for j, e := range st.Events {
			fmt.Fprintf(w, "E %s\n", e.Text)
			e.Text, e.Board, e.URL = "", nil, ""
			evs[j] = e
		}
		st.Events = evs
		facts.Steps[i] = st
	}
	facts.Blocked = make([]Blocked, len(res.Blocked))
	for i, b := range res.Blocked {
		fmt.Fprintf(w, "B %s|%s\n", b.Reason, b.Assumed)
		b.Reason, b.Assumed = "", ""
		facts.Blocked[i] = b
	}
	data, err := json.Marshal(&facts)
	if err != nil {
		return "", "", err
	}
	p := sha256.Sum256(data)
	return hex.EncodeToString(p[:8]), hex.EncodeToString(w.Sum(nil)[:8]), nil
}
