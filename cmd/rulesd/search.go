package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"

	"github.com/rulesd/rulesd/index"
)

func search(ctx context.Context, log *slog.Logger, args []string, stdout io.Writer) error {
	fs := newFlags("search")
	era := fs.String("era", "", "only this era (hgss, xy, sm)")
	kind := fs.String("kind", "", "only this kind (rule, ruling, glossary, rulebook, example)")
	book := fs.String("in", "", "only this rulebook id")
	limit := fs.Int("limit", 10, "at most this many hits")
	advanced := fs.Bool("advanced", false, "QUERY is in query-string syntax (field:value, +must, -not, \"phrase\")")
	asJSON := fs.Bool("json", false, "print the result as JSON, as /api/search returns it")
	literal := fs.Bool("literal", false, "search era words in QUERY (\"sm\", \"kalos\") as words rather than as the era")
	var specs rulebookSpecs
	fs.Var(&specs, "rulebook", "ERA=FILE, ERA=DIR or DIR of rulebook text files (repeatable)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	text := strings.Join(fs.Args(), " ")
	if strings.TrimSpace(text) == "" {
		return usagef("search needs a QUERY\n%s", usage)
	}
	lib, err := openLibrary(slog.New(slog.DiscardHandler), specs)
	if err != nil {
		return err
	}
	res, err := lib.index.Search(ctx, index.Query{
		Text: text, Era: *era, Kind: *kind, Rulebook: *book, Limit: *limit, Advanced: *advanced, Literal: *literal,
	})
	if err != nil {
		return usagef("search: %w", err)
	}
	if *asJSON {
		return writeJSON(stdout, res)
	}
	printResult(stdout, res)
	return nil
}

func printResult(w io.Writer, res *index.Result) {
	fmt.Fprintf(w, "%d results for %q\n", res.Total, res.Query.Text)
	if res.EraFromQuery != "" {
		fmt.Fprintf(w, "era %s read from %q in the question (--literal searches the words as typed)\n", res.EraFromQuery, res.EraWords)
	}
	if res.DidYouMean != "" {
		fmt.Fprintf(w, "did you mean: %s\n", res.DidYouMean)
	}
	for i, h := range res.Hits {
		fmt.Fprintf(w, "\n%2d. [%s %s] %s\n    %s\n", i+1, h.Era, h.Kind, h.Title, h.URL)
		if s := plainSnippet(h.Snippet); s != "" {
			fmt.Fprintf(w, "    %s\n", s)
		}
	}
	for _, facet := range []string{"era", "kind", "rulebook"} {
		counts := res.Facets[facet]
		if len(counts) == 0 {
			continue
		}
		parts := make([]string, len(counts))
		for i, c := range counts {
			parts[i] = fmt.Sprintf("%s %d", c.Term, c.Count)
		}
		fmt.Fprintf(w, "\nby %s: %s", facet, strings.Join(parts, ", "))
	}
	fmt.Fprintln(w)
}

// plainSnippet turns the HTML snippet into terminal text: matches in *stars*.
func plainSnippet(s string) string {
	r := strings.NewReplacer("<mark>", "*", "</mark>", "*", "&amp;", "&", "&lt;", "<", "&gt;", ">", "&#34;", `"`, "&#39;", "'", "&quot;", `"`)
	return strings.Join(strings.Fields(r.Replace(s)), " ")
}
