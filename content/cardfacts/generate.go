package cardfacts

import (
	"crypto/sha256"
	"fmt"
	"maps"
	"os"
	"path/filepath"
)

// Generate reads the card data folder (in: <set>.json for every covered set and sets-en.json)
// and returns the contents of every facts file, by file name (<set>.json).
func Generate(in string) (map[string][]byte, error) {
	setsJSON, err := os.ReadFile(filepath.Join(in, "sets-en.json"))
	if err != nil {
		return nil, fmt.Errorf("generate card facts: %w", err)
	}
	var sets []*Set
	printed := map[string][sha256.Size]byte{}
	for _, id := range Sets() {
		data, err := os.ReadFile(filepath.Join(in, id+".json"))
		if err != nil {
			return nil, fmt.Errorf("generate card facts: %w", err)
		}
		s, err := Convert(id, setsJSON, data)
		if err != nil {
			return nil, err
		}
		sets = append(sets, s)
		d, err := Digests(data)
		if err != nil {
			return nil, fmt.Errorf("generate card facts %s: %w", id, err)
		}
		maps.Copy(printed, d)
	}
	LinkReprints(sets, printed)
	out := map[string][]byte{}
	for _, s := range sets {
		b, err := Encode(s)
		if err != nil {
			return nil, err
		}
		out[s.ID+".json"] = b
	}
	return out, nil
}
