package rulebook

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// ruleExts are the file extensions read from a rulebook directory; other files (README,
// images, PDFs waiting to be converted) are left alone. A directory holding only PDFs is
// refused with the advice to convert them.
var ruleExts = map[string]bool{".txt": true, ".md": true, ".markdown": true}

// Load reads the rulebooks named by specs. A spec is one of:
//
//	ERA=FILE   one rulebook of that era
//	ERA=DIR    every .txt/.md file in DIR (not its subfolders), all of that era
//	FILE       one rulebook whose file name starts with its era id (hgss-2010-hs-unleashed.txt)
//	DIR        every .txt/.md file in DIR, each named after its era; README files are skipped
//
// A FILE that is a PDF is refused with ErrUnsupportedFormat (see the package comment).
//
// Rulebooks come back sorted by era (in the order of Eras) and file name. Pages a file
// leaves open are settled from the other rulebooks of its era loaded in the same call (see
// PageSibling), so load an era's rulebooks together.
func Load(specs ...string) ([]*Rulebook, error) {
	if len(specs) == 0 {
		return nil, fmt.Errorf("load rulebooks: %w: no rulebook given", ErrEmpty)
	}
	var out []*Rulebook
	seen := map[string]string{}
	for _, spec := range specs {
		rbs, err := loadSpec(spec)
		if err != nil {
			return nil, err
		}
		for _, rb := range rbs {
			if other, ok := seen[rb.ID]; ok {
				return nil, fmt.Errorf("rulebook %s: %w: id %q is also used by %s", rb.File, ErrDuplicate, rb.ID, other)
			}
			seen[rb.ID] = rb.File
			out = append(out, rb)
		}
	}
	eraRank := map[string]int{}
	for i, e := range Eras {
		eraRank[e] = i
	}
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].Era != out[b].Era {
			return eraRank[out[a].Era] < eraRank[out[b].Era]
		}
		return out[a].ID < out[b].ID
	})
	resolveSiblings(out)
	return out, nil
}

func loadSpec(spec string) ([]*Rulebook, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" {
		return nil, fmt.Errorf("load rulebooks: %w: empty rulebook spec (want ERA=FILE, ERA=DIR, FILE or DIR)", ErrEmpty)
	}
	era, path := "", spec
	if k := strings.IndexByte(spec, '='); k >= 0 && !strings.ContainsAny(spec[:k], `/\`) {
		era, path = strings.TrimSpace(spec[:k]), strings.TrimSpace(spec[k+1:])
		if !knownEra(era) {
			return nil, unknownEra(fmt.Sprintf("rulebook spec %q: era %q", spec, era))
		}
		if path == "" {
			return nil, fmt.Errorf("rulebook spec %q: %w: no file or directory after %q", spec, ErrEmpty, era+"=")
		}
	}
	info, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("rulebook %s: %w: %w", path, ErrUnreadable, err)
	}
	if !info.IsDir() {
		rb, err := loadFile(path, era)
		if err != nil {
			return nil, err
		}
		return []*Rulebook{rb}, nil
	}
	entries, err := os.ReadDir(path)
	if err != nil {
		return nil, fmt.Errorf("rulebook directory %s: %w: %w", path, ErrUnreadable, err)
	}
	var out []*Rulebook
	var pdfs []string
	for _, e := range entries {
		name := e.Name()
		ext := strings.ToLower(filepath.Ext(name))
		if !e.IsDir() && !strings.HasPrefix(name, ".") && ext == ".pdf" {
			pdfs = append(pdfs, name)
		}
		if e.IsDir() || strings.HasPrefix(name, ".") || !ruleExts[ext] {
			continue
		}
		if era == "" && strings.HasPrefix(strings.ToLower(name), "readme") {
			continue
		}
		rb, err := loadFile(filepath.Join(path, name), era)
		if err != nil {
			return nil, err
		}
		out = append(out, rb)
	}
	if len(out) == 0 && len(pdfs) > 0 {
		return nil, fmt.Errorf("rulebook directory %s: %w: no .txt or .md rulebook files in it, only PDF (%s): %w; convert each with a text extractor first (for example: pdftotext %s)",
			path, ErrEmpty, strings.Join(pdfs, ", "), ErrUnsupportedFormat, pdfs[0])
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("rulebook directory %s: %w: no .txt or .md rulebook files in it", path, ErrEmpty)
	}
	return out, nil
}

// loadFile reads one file, refusing it before reading when it is over MaxFileSize. A PDF
// is refused as a PDF whatever its size: rulebook PDFs are often over the limit, and the fix
// is converting them, not trimming them.
func loadFile(path, era string) (*Rulebook, error) {
	if strings.EqualFold(filepath.Ext(path), ".pdf") {
		return nil, errPDF(path)
	}
	if era == "" && EraOf(path) == "" {
		return nil, unknownEra(fmt.Sprintf("rulebook %s: cannot tell the era from the file name (start it with an era id, e.g. %s-%s, or give ERA=FILE)", path, Eras[0], filepath.Base(path)))
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("rulebook %s: %w: %w", path, ErrUnreadable, err)
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.Size() > MaxFileSize {
		head := make([]byte, 5)
		if n, _ := io.ReadFull(f, head); isPDF(head[:n]) {
			return nil, errPDF(path)
		}
		return nil, fmt.Errorf("rulebook %s: %w: %d bytes, the limit is %d bytes (4 MiB)", path, ErrTooLarge, info.Size(), MaxFileSize)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("rulebook %s: %w: %w", path, ErrUnreadable, err)
	}
	return Parse(path, era, data)
}
