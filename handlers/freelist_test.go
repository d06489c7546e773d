package handlers

import (
	"bytes"
	"testing"
)

func TestFreeList(t *testing.T) {
	made := 0
	f := newFreeList(func() *bytes.Buffer { made++; return new(bytes.Buffer) })
	a := f.get()
	f.put(a)
	if b := f.get(); b != a || made != 1 {
		t.Errorf("get after put = a new value (%d made); want the value put back", made)
	}
	// It keeps at most its capacity; the rest go to the collector.
	for range cap(f.items) + 3 {
		f.put(new(bytes.Buffer))
	}
	if got := len(f.items); got != cap(f.items) {
		t.Errorf("kept %d values; want %d", got, cap(f.items))
	}
	big := bytes.NewBuffer(make([]byte, 0, maxKeptBuffer+1))
	f = newFreeList(func() *bytes.Buffer { return new(bytes.Buffer) })
	putBuffer(f, big)
	if len(f.items) != 0 {
		t.Errorf("putBuffer kept a buffer of %d bytes; want it left to the collector", big.Cap())
	}
}
