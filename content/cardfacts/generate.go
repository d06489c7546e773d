package cardfacts

import (
	"fmt"
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
	out := map[string][]byte{}
	for _, id := range Sets() {
		data, err := os.ReadFile(filepath.Join(in, id+".json"))
		if err != nil {
			return nil, fmt.Errorf("generate card facts: %w", err)
		}
		s, err := Convert(id, setsJSON, data)
		if err != nil {
			return nil, err
		}
		b, err := Encode(s)
		if err != nil {
			return nil, err
		}
		out[id+".json"] = b
	}
	return out, nil
}
