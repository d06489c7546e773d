package content

import (
	"embed"
	"io/fs"
)

//go:embed topics.yaml differences.yaml all:hgss all:xy all:sm all:rulings
var files embed.FS

// Files is the corpus that ships inside the rulesd binary.
func Files() fs.FS { return files }

// LoadEmbedded loads and validates the shipped corpus, with links to the shipped cards.
func LoadEmbedded() (*Corpus, error) {
	ix, err := loadCardIndex(cardFiles)
	if err != nil {
		return nil, err
	}
	return LoadWithCardIndex(files, ix)
}
