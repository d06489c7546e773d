package views

import (
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
)

// Side by side, each row names where the eras part, shows a gap where an era has no such
// event, and links the row where the other eras have a moved event; one era's event that
// parts links that row.
func TestAlignedMarks(t *testing.T) {
	eras := []string{"hgss", "sm"}
	coin := &EventView{Kind: "coin-flip", Text: "Burn check for Tropius: tails"}
	counters := &EventView{Kind: "counters", Text: "2 damage counters on Tropius"}
	p := ScenarioPage{ID: "burn", Compare: true, Step: 1, Last: 1, Event: 2, Events: 3,
		Runs: []RunView{{Era: "hgss"}, {Era: "sm"}},
		Aligned: []AlignedRow{
			{N: 1, URL: "/scenarios/burn?compare=hgss,sm&step=1&event=1", Eras: eras, Cells: []*EventView{coin, nil},
				Parts: []string{"another order"}, Moved: &Link{Title: "1.3", URL: "/scenarios/burn?compare=hgss,sm&step=1&event=3"}},
			{N: 2, URL: "/scenarios/burn?compare=hgss,sm&step=1&event=2", Eras: eras, Current: true, Cells: []*EventView{counters, counters}},
			{N: 3, URL: "/scenarios/burn?compare=hgss,sm&step=1&event=3", Eras: eras, Cells: []*EventView{nil, coin},
				Parts: []string{"another order", "assumption"}, Moved: &Link{Title: "1.1", URL: "/scenarios/burn?compare=hgss,sm&step=1&event=1"}},
		},
	}
	doc, _ := renderDoc(t, ScenarioRun(p))
	type row struct{ gaps, parts, moved string }
	var got []row
	doc.Find(`[data-testid="aligned-row"]`).Each(func(_ int, r *goquery.Selection) {
		var gaps, parts []string
		r.Find(".cell.gap").Each(func(_ int, c *goquery.Selection) { gaps = append(gaps, c.AttrOr("data-era", "")) })
		r.Find(`[data-testid="parts"] [data-part]`).Each(func(_ int, s *goquery.Selection) { parts = append(parts, s.AttrOr("data-part", "")) })
		got = append(got, row{strings.Join(gaps, ","), strings.Join(parts, ","), r.Find(`[data-testid="moved-link"]`).AttrOr("href", "")})
	})
	want := []row{
		{"sm", "another order", "/scenarios/burn?compare=hgss,sm&step=1&event=3#at"},
		{"", "", ""},
		{"hgss", "another order,assumption", "/scenarios/burn?compare=hgss,sm&step=1&event=1#at"},
	}
	if len(got) != len(want) {
		t.Fatalf("rows = %q; want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("row %d = %q; want %q", i+1, got[i], want[i])
		}
	}
	if n := doc.Find(`[data-testid="aligned-row"][data-parts="yes"]`).Length(); n != 2 {
		t.Errorf("%d rows say the eras part; want 2", n)
	}
	if got := strings.TrimSpace(doc.Find(`[data-testid="aligned-row"]`).Eq(0).Find(`[data-testid="moved-link"]`).Text()); got != "also at 1.3" {
		t.Errorf("moved link says %q; want also at 1.3", got)
	}

	// One era: the event that parts links the row side by side, in the list and where it is
	// shown.
	differs := &Link{Title: "differs in sm", URL: "/scenarios/burn?compare=hgss,sm&step=1&event=1"}
	ev := EventView{N: 1, Kind: "coin-flip", Text: "Burn check for Tropius: tails", Current: true, Differs: differs}
	other := EventView{N: 2, Kind: "counters", Text: "2 damage counters on Tropius", URL: "/scenarios/burn?era=hgss&step=1&event=2"}
	one := ScenarioPage{ID: "burn", Step: 1, Last: 1, Event: 1, Events: 2,
		Runs: []RunView{{Era: "hgss", At: &ev, Step: StepView{N: 1, Events: []EventView{ev, other}},
			Steps: []StepLink{{N: 0, Label: "the starting board", URL: "/scenarios/burn?era=hgss&step=0"},
				{N: 1, Label: "end the turn", Current: true, Events: []EventView{ev, other}}}}}}
	doc, _ = renderDoc(t, ScenarioRun(one))
	links := doc.Find(`[data-testid="differs-link"]`)
	if links.Length() != 1 || strings.TrimSpace(links.Text()) != "differs in sm" || links.AttrOr("href", "") != differs.URL {
		t.Errorf("differs links: %d, %q → %q; want one, differs in sm → %s", links.Length(), links.Text(), links.AttrOr("href", ""), differs.URL)
	}
	if got := doc.Find(`[data-testid="current-event"] [data-testid="current-differs"]`).AttrOr("href", ""); got != differs.URL {
		t.Errorf("the event shown links %q; want %s", got, differs.URL)
	}
}
