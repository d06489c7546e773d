package handlers

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
)

// The cards the official rulings are about: each card page lists at least one official
// ruling about the card itself, in card-rulings and in /api/cards/<id>.
func TestCardPagesListOfficialRulings(t *testing.T) {
	cards := []struct{ id, name string }{
		{"hgss4-87", "Junk Arm"},
		{"xy1-122", "Professor Sycamore"},
		{"sm1-135", "Ultra Ball"},
		{"hgss2-76", "Good Rod"},
		{"hgss2-81", "Pokémon Circulator"},
		{"hgss1-110", "Typhlosion"},
		{"xy1-116", "Evosoda"},
		{"sm5-120", "Cyrus ◇"},
		{"hgss2-82", "Rare Candy"},
		{"hgss1-100", "Professor Elm's Training Method"},
		{"hgss2-80", "PlusPower"},
		// No Compendium entry names it; the general same-name Stadium ruling (2003) decides
		// whether it can be played, and lists it.
		{"xy1-126", "Shadow Circle"},
	}
	for _, c := range cards {
		t.Run(c.id, func(t *testing.T) {
			doc := parse(t, cardGet(t, http.MethodGet, "/cards/"+c.id, ""))
			if n := doc.Find(`[data-testid="card-rulings"] [data-testid="card-ruling-official"]`).Length(); n == 0 {
				t.Errorf("/cards/%s lists no official ruling", c.id)
			}
			rec := cardGet(t, http.MethodGet, "/api/cards/"+c.id, "")
			var d struct {
				Rulings []struct {
					ID       string `json:"id"`
					About    bool   `json:"about_card"`
					Cards    []string
					Official []struct{ Source, Date, URL string }
				} `json:"rulings"`
			}
			if err := json.Unmarshal(rec.Body.Bytes(), &d); err != nil {
				t.Fatal(err)
			}
			found := false
			for _, r := range d.Rulings {
				if r.About && len(r.Official) > 0 && len(r.Cards) > 0 && r.Official[0].Date != "" && strings.HasPrefix(r.Official[0].URL, "https://") {
					found = true
				}
			}
			if !found {
				t.Errorf("/api/cards/%s: no ruling about the card with an official source and date (%d rulings)", c.id, len(d.Rulings))
			}
		})
	}
}

func TestRulingsFilters(t *testing.T) {
	tests := []struct {
		name, target string
		status       int
		check        func(t *testing.T, body string)
	}{
		{"by card", "/api/rulings?card=hgss4-87", http.StatusOK, func(t *testing.T, body string) {
			var r RulingsResponse
			if err := json.Unmarshal([]byte(body), &r); err != nil {
				t.Fatal(err)
			}
			if r.Count == 0 {
				t.Fatal("no ruling about Junk Arm")
			}
			for _, ru := range r.Rulings {
				about := false
				for _, c := range ru.Cards {
					about = about || c.Name == "Junk Arm"
				}
				if !about || len(ru.Official) == 0 {
					t.Errorf("ruling %s: cards %v, official %v; want Junk Arm and an official source", ru.ID, ru.Cards, ru.Official)
				}
			}
		}},
		{"by card and era", "/api/rulings?card=hgss4-87&era=sm", http.StatusOK, func(t *testing.T, body string) {
			if !strings.Contains(body, `"count":0`) {
				t.Errorf("Junk Arm rulings in sm: %s; want none (the card is hgss only)", body[:min(200, len(body))])
			}
		}},
		{"unknown card", "/api/rulings?card=zz9-1", http.StatusBadRequest, func(t *testing.T, body string) {
			if !strings.Contains(body, "card") {
				t.Errorf("body %q does not name the card parameter", body)
			}
		}},
		{"page by card", "/rulings?card=hgss2-82", http.StatusOK, func(t *testing.T, body string) {
			doc, _ := goquery.NewDocumentFromReader(strings.NewReader(body))
			if doc.Find(`[data-testid="ruling-item"]`).Length() == 0 || !strings.Contains(doc.Find(`[data-testid="rulings-count"]`).Text(), "Rare Candy") {
				t.Errorf("/rulings?card=hgss2-82 lists %d rulings, count %q", doc.Find(`[data-testid="ruling-item"]`).Length(), doc.Find(`[data-testid="rulings-count"]`).Text())
			}
			if doc.Find(`[data-testid="ruling-official"]`).Length() == 0 {
				t.Error("no official source shown in the list")
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := cardGet(t, http.MethodGet, tt.target, "")
			if rec.Code != tt.status {
				t.Fatalf("GET %s = %d; want %d (%s)", tt.target, rec.Code, tt.status, rec.Body.String())
			}
			tt.check(t, rec.Body.String())
		})
	}
}

func TestAPIRulingsCarryOfficial(t *testing.T) {
	rec := cardGet(t, http.MethodGet, "/api/rulings", "")
	var r RulingsResponse
	if err := json.Unmarshal(rec.Body.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	official := 0
	for _, ru := range r.Rulings {
		if ru.Official == nil || ru.Cards == nil || ru.Examples == nil {
			t.Fatalf("ruling %s: official, cards and examples must be lists, even empty", ru.ID)
		}
		if len(ru.Official) > 0 && ru.Official[0].Date != "" {
			official++
		}
	}
	if official < 200 {
		t.Errorf("/api/rulings has %d rulings with an official source and date; want at least 200", official)
	}
}

// A rule paragraph an official ruling changed keeps its words and says which ruling changed it.
func TestChangedByRuling(t *testing.T) {
	doc := parse(t, cardGet(t, http.MethodGet, "/rules/xy/attack-steps", ""))
	marks := doc.Find(`#attack-steps-6 [data-testid="changed-by-ruling"]`)
	if marks.Length() != 1 {
		t.Fatalf("xy/attack-steps#6 has %d changed-by-ruling marks; want 1", marks.Length())
	}
	if href, _ := marks.Attr("href"); href != "/rulings/confusion-flip-timing" || !strings.Contains(marks.Text(), "2014-09-25") {
		t.Errorf("mark = %q -> %q; want the 2014 Confusion ruling", marks.Text(), href)
	}
	if doc.Find(`#attack-steps-3 [data-testid="changed-by-ruling"]`).Length() != 0 {
		t.Error("a paragraph no ruling changed is marked")
	}
	if doc.Find(`[data-testid="rulings"] a[href="/rulings/confusion-flip-timing"]`).Length() == 0 {
		t.Error("the rule page does not list the ruling that changed it")
	}
	r := parse(t, cardGet(t, http.MethodGet, "/rulings/confusion-flip-timing", ""))
	if got := r.Find(`[data-testid="official-source"]`).First().Text(); !strings.Contains(got, "TPCi Rules Team") || !strings.Contains(got, "2014-09-25") {
		t.Errorf("official source = %q", got)
	}
	if r.Find(`[data-testid="ruling-changes"] a[href="/rules/xy/attack-steps#attack-steps-6"]`).Length() == 0 {
		t.Error("the ruling page does not name the paragraph it changes")
	}
}
