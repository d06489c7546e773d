package scenarios

import (
	"context"
	"slices"
	"testing"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/engine"
)

func loadCorpus(t *testing.T) *content.Corpus {
	t.Helper()
	c, err := content.LoadEmbedded()
	if err != nil {
		t.Fatalf("content.LoadEmbedded: %v", err)
	}
	return c
}

// resolves reports whether an anchor names something of the shipped content: an
// "era/topic#n" paragraph, or for "ruling:<id>" the ruling content/rulings/<id>.md.
func resolves(c *content.Corpus, anchor string) bool {
	if id, ok := engine.RulingID(anchor); ok {
		_, ok := c.Ruling(id)
		return ok
	}
	ref, err := content.ParseRef(anchor)
	if err != nil || ref.N == 0 {
		return false
	}
	_, _, ok := c.Resolve(ref)
	return ok
}

// Every topic a scenario teaches exists, and has a rule page in at least one era the scenario
// runs under, so a rule page can link to it.
func TestScenarioTopics(t *testing.T) {
	set, _ := loadAll(t)
	c := loadCorpus(t)
	for _, sc := range set.All() {
		for _, topic := range sc.Teaches {
			if _, ok := c.Topic(topic); !ok {
				t.Errorf("%s teaches unknown topic %q (not in content/topics.yaml)", sc.File, topic)
				continue
			}
			if !slices.ContainsFunc(sc.Eras, func(era string) bool { _, ok := c.Rule(era, topic); return ok }) {
				t.Errorf("%s teaches %q, but none of its eras %v has a page for it", sc.File, topic, sc.Eras)
			}
		}
		for era, cites := range sc.Cites {
			for _, cite := range cites {
				full := era + "/" + cite
				if _, ok := engine.RulingID(cite); ok {
					full = cite // a ruling names no era
				}
				if !resolves(c, full) {
					t.Errorf("%s cites %s under %s, which is not a paragraph or ruling of the content", sc.File, cite, era)
				}
			}
		}
	}
}

// Every rule anchor an event of any scenario run cites exists in the content.
func TestEventAnchorsResolve(t *testing.T) {
	set, cards := loadAll(t)
	c := loadCorpus(t)
	for _, sc := range set.All() {
		for _, era := range sc.Eras {
			res, err := Run(context.Background(), sc, era, cards, Limits{})
			if err != nil {
				t.Fatalf("%s/%s: %v", sc.ID, era, err)
			}
			for _, st := range res.Steps {
				for _, a := range st.Anchors {
					if !resolves(c, a) {
						t.Errorf("%s under %s, step %d cites %s, which is not a paragraph or ruling of the content", sc.ID, era, st.N, a)
					}
				}
			}
		}
	}
}

// Every anchor the engine can emit resolves in the shipped content, so no page links to a
// paragraph that does not exist.
func TestEngineAnchorsResolve(t *testing.T) {
	c := loadCorpus(t)
	for _, r := range engine.Rulesets() {
		t.Run(r.Era, func(t *testing.T) {
			anchors := r.Anchors()
			if len(anchors) == 0 {
				t.Fatalf("ruleset %s lists no anchors", r.Era)
			}
			era, _ := content.LookupEra(r.Era)
			for _, a := range anchors {
				if !resolves(c, a) {
					t.Errorf("engine ruleset %s can cite %s, which is not a paragraph or ruling of the content", r.Era, a)
				}
				// A paragraph of another era is one the era borrows: a topic its rulebook
				// leaves out and rulesd gives from a later one (a gap topic).
				if ref, err := content.ParseRef(a); err == nil && ref.Era != r.Era &&
					!slices.Contains(era.GapTopics, content.Ref{Era: ref.Era, Topic: ref.Topic}) {
					t.Errorf("engine ruleset %s cites %s, of another era and not one of its gap topics", r.Era, a)
				}
			}
		})
	}
}

func TestTeaching(t *testing.T) {
	set, _ := loadAll(t)
	tests := []struct {
		topic   string
		wantHas []string
		wantNot []string
	}{
		{"burned", []string{"burned-three-eras"}, []string{"first-turn-attack"}},
		{"damage-order", []string{"boost-before-weakness", "zero-damage-not-lifted"}, []string{"burned-three-eras"}},
		{"first-turn", []string{"first-turn-attack", "first-turn-trainer"}, nil},
		{"no-such-topic", nil, []string{"boost-before-weakness"}},
	}
	for _, tt := range tests {
		t.Run(tt.topic, func(t *testing.T) {
			var ids []string
			for _, sc := range set.Teaching(tt.topic) {
				ids = append(ids, sc.ID)
			}
			for _, id := range tt.wantHas {
				if !slices.Contains(ids, id) {
					t.Errorf("Teaching(%q) = %v; want it to include %s", tt.topic, ids, id)
				}
			}
			for _, id := range tt.wantNot {
				if slices.Contains(ids, id) {
					t.Errorf("Teaching(%q) = %v; want it without %s", tt.topic, ids, id)
				}
			}
			if !slices.IsSorted(ids) {
				t.Errorf("Teaching(%q) = %v; want sorted by id", tt.topic, ids)
			}
		})
	}
}

// The shipped set covers what the worked examples must teach.
func TestEmbeddedSet(t *testing.T) {
	set, _ := loadAll(t)
	all := set.All()
	if len(all) < 30 {
		t.Errorf("%d scenarios; want at least 30", len(all))
	}
	groups := map[string][]string{
		"damage order":  {"damage-order", "weakness-resistance", "damage-counters", "dual-type"},
		"between turns": {"between-turns", "poisoned", "burned", "asleep", "paralyzed", "confused", "special-conditions"},
		"Knock Outs":    {"knockout", "winning", "simultaneous-win", "sudden-death", "pokemon-ex", "drawing"},
	}
	want := map[string]int{"damage order": 10, "between turns": 8, "Knock Outs": 8}
	for group, topics := range groups {
		n := 0
		for _, sc := range all {
			if slices.ContainsFunc(sc.Teaches, func(t string) bool { return slices.Contains(topics, t) }) {
				n++
			}
		}
		if n < want[group] {
			t.Errorf("%d scenarios teach %s; want at least %d", n, group, want[group])
		}
	}
	for _, sc := range all {
		if sc.Summary == "" || len(sc.Eras) == 0 || len(sc.Teaches) == 0 {
			t.Errorf("%s: summary, eras and teaches are all required", sc.File)
		}
	}
}
