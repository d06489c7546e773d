package index

import (
	"context"
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"time"
)

func TestSlowInputs(t *testing.T) {
	plain, _, _ := embeddedIndexes(t)
	r := rand.New(rand.NewSource(1))
	var words []string
	for i := 0; i < 100; i++ {
		b := make([]byte, 5)
		for j := range b { b[j] = byte('a' + r.Intn(26)) }
		words = append(words, string(b))
	}
	long := strings.Join(words, " ")[:500]
	cases := []Query{
		{Text: "*", Advanced: true}, {Text: "/.*/", Advanced: true}, {Text: "a* b* c* d* e* f*", Advanced: true},
		{Text: long}, {Text: long, Advanced: true},
		{Text: strings.Repeat("burned~2 ", 50), Advanced: true},
		{Text: strings.Repeat("/.*.*.*.*/ ", 40), Advanced: true},
		{Text: strings.Repeat("ko ", 160)},
		{Text: strings.Repeat("\"a b c\" ", 60), Advanced: true},
	}
	for _, q := range cases {
		t0 := time.Now()
		res, err := plain.Search(context.Background(), q)
		n := uint64(0)
		if res != nil { n = res.Total }
		fmt.Printf("%8v %v total=%d %.40q\n", time.Since(t0), err, n, q.Text)
	}
}
