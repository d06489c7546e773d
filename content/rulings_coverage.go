package content

import (
	"slices"

	"github.com/rulesd/rulesd/content/official"
)

// RulingsCoverage says how much of the official rulings rulesd considers it has written and
// plays: `rulesd rulings coverage` prints it.
type RulingsCoverage struct {
	// Relevant counts the Compendium entries that concern the covered cards or rules (the
	// generated list, less those noted as not relevant after all).
	Relevant int `json:"relevant"`
	// Written counts the relevant entries a rulesd ruling cites; Played those whose ruling
	// has a worked example that passes.
	Written int `json:"written"`
	Played  int `json:"played"`
	// Rulings counts rulesd's rulings with an official source; NotRelevant the entries
	// noted as not concerning our cards or eras after all.
	Rulings     int `json:"rulings"`
	NotRelevant int `json:"not_relevant"`
	// Inexpressible lists the relevant entries the scenario format cannot play, with why;
	// Missing the relevant entries no ruling cites yet; Unplayed the written ones that are
	// neither played nor inexpressible.
	Inexpressible []CoverageEntry `json:"inexpressible"`
	Missing       []CoverageEntry `json:"missing"`
	Unplayed      []CoverageEntry `json:"unplayed"`
}

// CoverageEntry is one Compendium entry in the coverage report: facts only.
type CoverageEntry struct {
	N      int      `json:"n"`
	Source string   `json:"source"`
	Date   string   `json:"date"`
	Topic  string   `json:"topic"`
	Scope  string   `json:"scope"`
	Cards  []string `json:"cards,omitempty"`
	Ruling string   `json:"ruling,omitempty"` // the rulesd ruling that writes it
	Why    string   `json:"why,omitempty"`
}

// WrittenBy maps each Compendium entry number to the rulesd rulings that cite it.
func (c *Corpus) WrittenBy() map[int][]*Ruling {
	out := map[int][]*Ruling{}
	for _, r := range c.Rulings {
		for _, o := range r.Official {
			if o.Compendium > 0 && !slices.Contains(out[o.Compendium], r) {
				out[o.Compendium] = append(out[o.Compendium], r)
			}
		}
	}
	return out
}

// RulingsCoverage measures the corpus against the official list. played reports whether a
// worked example passes (under every era it runs in); nil counts none as played.
func (c *Corpus) RulingsCoverage(played func(scenario string) bool) RulingsCoverage {
	cov := RulingsCoverage{Inexpressible: []CoverageEntry{}, Missing: []CoverageEntry{}, Unplayed: []CoverageEntry{}}
	list := c.Official
	if list == nil {
		list = &official.List{}
	}
	for _, r := range c.Rulings {
		if r.IsOfficial() {
			cov.Rulings++
		}
	}
	written := c.WrittenBy()
	for i := range list.Entries {
		if n, ok := list.Notes[list.Entries[i].N]; ok && n.Status == official.NotRelevant {
			cov.NotRelevant++
		}
	}
	for _, e := range list.Relevant() {
		cov.Relevant++
		ce := CoverageEntry{N: e.N, Source: e.SourceLabel(), Date: e.Issued, Topic: e.Topic(), Scope: e.Scope, Cards: e.Cards}
		note, noted := list.Notes[e.N]
		rulings := written[e.N]
		if len(rulings) == 0 {
			cov.Missing = append(cov.Missing, ce)
			continue
		}
		cov.Written++
		ce.Ruling = rulings[0].ID
		isPlayed := false
		for _, r := range rulings {
			if r.Scenario != "" && played != nil && played(r.Scenario) {
				isPlayed = true
			}
		}
		switch {
		case isPlayed:
			cov.Played++
		case noted && note.Status == official.Inexpressible:
			ce.Why = note.Why
			cov.Inexpressible = append(cov.Inexpressible, ce)
		default:
			cov.Unplayed = append(cov.Unplayed, ce)
		}
	}
	return cov
}
