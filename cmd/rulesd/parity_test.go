package main

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"

	"github.com/rulesd/rulesd/handlers"
)

// TestCommandLineRunsWhatTheAPIRuns runs every shipped worked example and every scenario
// fixture twice: with `rulesd scenario run --json FILE` and with POST /api/scenarios/run on
// the server as serve wires it. Both play the one card catalogue, so the runs must be the
// same, event for event; a file one refuses the other refuses with the same message (the
// command line names the file, the API calls it scenario.yaml). Some fixtures are written
// for test cards that only the scenario package's tests load: both refuse those alike.
func TestCommandLineRunsWhatTheAPIRuns(t *testing.T) {
	var files []string
	for _, pattern := range []string{"../../scenarios/data/*.yaml", "../../scenarios/testdata/good/*.yaml", "../../scenarios/testdata/bad/*.yaml", "testdata/*.yaml"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 200 {
		t.Fatalf("found %d scenario files; want every shipped example (over 200) and the fixtures", len(files))
	}
	lib, err := openLibrary(slog.New(slog.DiscardHandler), nil)
	if err != nil {
		t.Fatal(err)
	}
	e := echo.New()
	handlers.Register(e, handlers.Deps{
		Log:       slog.New(slog.DiscardHandler),
		Corpus:    lib.corpus,
		Searcher:  lib.index,
		Scenarios: lib.examples.set,
		Cards:     lib.examples.cards,
		Catalog:   lib.catalog,
		// Off: every request runs the file.
		CacheBytes: -1,
	})
	srv := httptest.NewServer(e)
	defer srv.Close()

	compared, refused := 0, 0
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".yaml")
		t.Run(filepath.Base(filepath.Dir(file))+"/"+name, func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			code, out, errOut := runCLI(t, "scenario", "run", "--json", file)
			resp, err := http.Post(srv.URL+"/api/scenarios/run", "application/yaml", bytes.NewReader(src))
			if err != nil {
				t.Fatal(err)
			}
			body, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err != nil {
				t.Fatal(err)
			}
			if code == exitUsage {
				// Refused: the API must refuse it with the same words.
				var api struct {
					Error struct{ Message string } `json:"error"`
				}
				if err := json.Unmarshal(body, &api); err != nil || resp.StatusCode != http.StatusBadRequest {
					t.Fatalf("%s: the command line refuses it (%s) but POST /api/scenarios/run answers %d: %s", file, clip(errOut), resp.StatusCode, clip(string(body)))
				}
				want := strings.ReplaceAll(strings.TrimPrefix(strings.TrimSpace(errOut), "rulesd: "), file, "scenario.yaml")
				if got := strings.TrimPrefix(api.Error.Message, "body: "); got != want {
					t.Errorf("%s refused:\ncommand line: %s\nAPI:          %s", file, want, got)
				}
				refused++
				return
			}
			if code != exitOK && code != exitFailure {
				t.Fatalf("scenario run %s: exit %d: %s", file, code, errOut)
			}
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("POST /api/scenarios/run with %s = %d: %s", file, resp.StatusCode, clip(string(body)))
			}
			var cli []any
			if err := json.Unmarshal([]byte(out), &cli); err != nil {
				t.Fatalf("scenario run --json %s: %v", file, err)
			}
			var api struct {
				Passed bool  `json:"passed"`
				Runs   []any `json:"runs"`
			}
			if err := json.Unmarshal(body, &api); err != nil {
				t.Fatalf("POST /api/scenarios/run with %s: %v", file, err)
			}
			if cliPassed := code == exitOK; cliPassed != api.Passed {
				t.Errorf("%s: command line passed %v, API passed %v", file, cliPassed, api.Passed)
			}
			if !reflect.DeepEqual(cli, api.Runs) {
				t.Errorf("%s: the command line's runs differ from the API's\ncommand line: %s\nAPI: %s", file, clip(out), clip(string(body)))
			}
			compared++
		})
	}
	if compared == 0 || refused == 0 {
		t.Fatalf("%d files ran and %d were refused; want some of each (the shipped examples run, the bad fixtures are refused)", compared, refused)
	}
}

func clip(s string) string {
	if len(s) > 600 {
		return s[:600] + "…"
	}
	return s
}
