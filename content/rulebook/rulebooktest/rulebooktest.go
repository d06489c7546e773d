// Package rulebooktest finds the real rulebooks that tests read: ../shared/rulebooks beside
// the repository. Users without that folder can still run the suite: the tests that need it
// skip, unless RULESD_REQUIRE_RULEBOOKS=1 (set by CI) makes its absence a failure.
package rulebooktest

import (
	"os"
	"path/filepath"
	"testing"
)

// Dir returns the rulebook folder, or skips (or fails, in CI) the test when it is missing.
func Dir(t testing.TB) string {
	t.Helper()
	return sharedDir(t, "rulebooks")
}

// CardData returns the card data folder (../shared/carddata), or skips (or fails, in CI) the
// test when it is missing, as Dir does.
func CardData(t testing.TB) string {
	t.Helper()
	return sharedDir(t, "carddata")
}

func sharedDir(t testing.TB, name string) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatalf("getwd: %v", err)
	}
	root := wd
	for {
		if _, err := os.Stat(filepath.Join(root, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(root)
		if parent == root {
			t.Fatalf("no go.mod above %s", wd)
		}
		root = parent
	}
	dir := filepath.Clean(filepath.Join(root, "..", "shared", name))
	if _, err := os.Stat(dir); err != nil {
		if os.Getenv("RULESD_REQUIRE_RULEBOOKS") == "1" {
			t.Fatalf("%s not found at %s (RULESD_REQUIRE_RULEBOOKS=1): %v", name, dir, err)
		}
		t.Skipf("%s not found at %s; put the shared folder beside the repository to run this test (RULESD_REQUIRE_RULEBOOKS=1 makes this a failure)", name, dir)
	}
	return dir
}
