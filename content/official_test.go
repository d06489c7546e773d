package content

import (
	"slices"
	"strings"
	"testing"
)

func TestOfficialRulings(t *testing.T) {
	const url = `"https://compendium.pokegym.net/category/gameplay/"`
	older := "---\nid: burned-old\nquestion: q?\nanswer: a\nreviewed: 2026-11-28\neras: [hgss, sm]\nrests_on: [hgss/burned#1, sm/burned#1]\n" +
		"official:\n  - {source: PUI Rules Team, date: 2010-05-13, url: " + url + ", compendium: 7}\n  - {source: TPCi Rules Team, date: 2017-02-02, eras: [sm], url: " + url + "}\nsuperseded_by: burned-new\ncards: [hgss1-1]\n---\nOld.\n"
	newer := "---\nid: burned-new\nquestion: q?\nanswer: a\nreviewed: 2026-11-28\neras: [sm]\nrests_on: [sm/burned#1]\nchanges: [sm/burned#3]\nsettles: [sm/burned#4]\n" +
		"official:\n  - {source: TPCi Rules Team, date: 2019-04-05, url: " + url + "}\n  - {source: Sun & Moon FAQ, date: 2019-02-02, url: " + url + "}\n---\nNew.\n"
	c, err := LoadWithCardIndex(fixture(t, map[string]string{"rulings/burned-old.md": older, "rulings/burned-new.md": newer}),
		&CardIndex{ByID: map[string]string{"hgss1-1": "Arcanine", "hgss2-9": "Arcanine", "hgss1-2": "Azumarill"}})
	if err != nil {
		t.Fatal(err)
	}
	oldR, _ := c.Ruling("burned-old")
	newR, _ := c.Ruling("burned-new")
	if got := newR.Issued(); got != "2019-02-02" {
		t.Errorf("Issued() = %q; want the oldest source's date 2019-02-02", got)
	}
	if !oldR.Superseded() || !slices.Equal(newR.Supersedes, []string{"burned-old"}) {
		t.Errorf("Superseded() = %v, Supersedes = %v; want the old ruling replaced by the new", oldR.Superseded(), newR.Supersedes)
	}
	if got := c.ChangedBy("sm", "burned", 3); len(got) != 1 || got[0] != newR {
		t.Errorf("ChangedBy(sm, burned, 3) = %v; want burned-new", got)
	}
	if got := c.ChangedBy("sm", "burned", 2); len(got) != 0 {
		t.Errorf("ChangedBy(sm, burned, 2) = %v; want none", got)
	}
	if got := c.SettledBy("sm", "burned", 4); len(got) != 1 || got[0] != newR {
		t.Errorf("SettledBy(sm, burned, 4) = %v; want burned-new", got)
	}
	rule, _ := c.Rule("sm", "burned")
	if !strings.Contains(rule.HTML, `data-testid="settled-by-ruling" href="/rulings/burned-new"`) || !strings.Contains(rule.HTML, `data-testid="changed-by-ruling" href="/rulings/burned-new"`) {
		t.Errorf("sm/burned does not mark the paragraphs the ruling changes and settles:\n%s", rule.HTML)
	}
	tests := []struct {
		id, name string
		want     int
	}{
		{"hgss1-1", "Arcanine", 1}, // named
		{"hgss2-9", "Arcanine", 1}, // another printing of the name
		{"hgss1-2", "Azumarill", 0},
	}
	for _, tt := range tests {
		if got := c.RulingsAbout(tt.id, tt.name); len(got) != tt.want {
			t.Errorf("RulingsAbout(%q) = %d rulings; want %d", tt.id, len(got), tt.want)
		}
	}
	_, err = LoadWithCardIndex(fixture(t, map[string]string{"rulings/burned-old.md": older, "rulings/burned-new.md": newer}),
		&CardIndex{ByID: map[string]string{"hgss1-2": "Azumarill"}})
	if err == nil {
		t.Fatal("a ruling naming a card that does not exist loaded")
	}
}
