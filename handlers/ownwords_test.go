package handlers

import (
	"bytes"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulesd/rulesd/content"
	"github.com/rulesd/rulesd/content/rulebook/rulebooktest"
)

// TestCardPagesOwnWords renders every card page and every card's effects in words, and has the
// shared own-words check (../shared/tools/ownwords.py) look for eight or more words in a row of
// a printed card's text in them. A card page is built from rulesd's description of what the
// engine does, so a description that slid back into the card's sentences shows up here.
func TestCardPagesOwnWords(t *testing.T) {
	cardData := rulebooktest.CardData(t)
	tool := filepath.Join(filepath.Dir(cardData), "tools", "ownwords.py")
	if _, err := os.Stat(tool); err != nil {
		requireOrSkip(t, fmt.Sprintf("the own-words check is not at %s: %v", tool, err))
	}
	python, err := exec.LookPath("python3")
	if err != nil {
		requireOrSkip(t, "python3 is not installed, and the own-words check is a Python program")
	}
	e, err := cardServer()
	if err != nil {
		t.Fatal(err)
	}
	cat, err := content.LoadEmbeddedCatalog()
	if err != nil {
		t.Fatal(err)
	}
	if len(cat.Cards) == 0 {
		t.Fatal("the catalogue has no cards")
	}

	dir := t.TempDir()
	pages, descs := filepath.Join(dir, "pages"), filepath.Join(dir, "descriptions")
	for _, d := range []string{pages, descs} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	args := []string{tool, cardData, "--show", "40", "--html"}
	for _, cc := range cat.Cards {
		id := cc.Facts.ID
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, httptest.NewRequest("GET", content.CardURL(id), nil))
		if rec.Code != 200 {
			t.Fatalf("GET %s = %d %s", content.CardURL(id), rec.Code, clipBody(rec.Body.String()))
		}
		page := filepath.Join(pages, id+".html")
		if err := os.WriteFile(page, rec.Body.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, page)

		// The description alone as well: search hits and answers quote a card's effects from
		// it, outside any page.
		var b strings.Builder
		for _, fx := range content.Describe(cc.Card) {
			fmt.Fprintf(&b, "%s %s\n%s\n%s\n\n", fx.Kind, fx.Name, fx.Text, fx.Missing)
		}
		if err := os.WriteFile(filepath.Join(descs, id+".txt"), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	args = append(args, "--tree", descs)

	var out bytes.Buffer
	cmd := exec.Command(python, args...)
	cmd.Stdout, cmd.Stderr = &out, &out
	err = cmd.Run()
	report := strings.ReplaceAll(out.String(), dir+string(filepath.Separator), "")
	if err != nil {
		if x, ok := err.(*exec.ExitError); ok && x.ExitCode() == 1 {
			t.Fatalf("card pages or descriptions repeat printed card text (%d pages, %d descriptions):\n%s", len(cat.Cards), len(cat.Cards), report)
		}
		t.Fatalf("ownwords.py did not run: %v\n%s", err, report)
	}
	if !strings.Contains(report, "copied runs 0") {
		t.Fatalf("ownwords.py exited 0 without reporting zero runs:\n%s", report)
	}
}

// requireOrSkip skips a test whose outside tool is missing, or fails it when
// RULESD_REQUIRE_RULEBOOKS=1 (CI) says the tool must be there.
func requireOrSkip(t *testing.T, why string) {
	t.Helper()
	if os.Getenv("RULESD_REQUIRE_RULEBOOKS") == "1" {
		t.Fatalf("%s (RULESD_REQUIRE_RULEBOOKS=1)", why)
	}
	t.Skipf("%s; skipping (RULESD_REQUIRE_RULEBOOKS=1 makes this a failure)", why)
}
