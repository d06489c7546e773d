package rulebook

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkParseAll parses the five real rulebooks once per iteration.
func BenchmarkParseAll(b *testing.B) {
	dir := rulebookDir(b)
	var files []string
	var data [][]byte
	for _, f := range realFiles {
		d, err := os.ReadFile(filepath.Join(dir, f.file))
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, f.file)
		data = append(data, d)
	}
	b.ResetTimer()
	for b.Loop() {
		for i := range files {
			if _, err := Parse(files[i], "", data[i]); err != nil {
				b.Fatal(err)
			}
		}
	}
}
