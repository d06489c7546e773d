package content

import "testing"

// Every official ruling in the list rulesd considers is written as a ruling, or noted as not
// relevant with the reason; the coverage report says which.
func TestRulingsCoverage(t *testing.T) {
	c, err := LoadEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	cov := c.RulingsCoverage(nil)
	if cov.Relevant < 300 {
		t.Errorf("relevant = %d; the list of official rulings considered has shrunk", cov.Relevant)
	}
	for _, e := range cov.Missing {
		t.Errorf("Compendium #%d (%s, %s, %s) is neither written as a ruling nor noted as not relevant", e.N, e.Topic, e.Source, e.Date)
	}
	if cov.Written*10 < cov.Relevant*9 {
		t.Errorf("written %d of %d relevant; want at least 90%%", cov.Written, cov.Relevant)
	}
	if cov.Written+len(cov.Missing) != cov.Relevant || cov.Played+len(cov.Inexpressible)+len(cov.Unplayed) != cov.Written {
		t.Errorf("coverage does not add up: %+v", cov)
	}
}
