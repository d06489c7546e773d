package handlers

import (
	"bytes"
	"runtime"
)

// freeList keeps up to a few values for reuse between requests. Unlike a sync.Pool it is not
// emptied by each garbage collection, so a value that is costly to make (a compressor's
// tables, a grown buffer) is made once rather than again after every collection, and the
// collections themselves come less often. Only as many values are kept as can be in use at
// once: about one per CPU.
type freeList[T any] struct {
	items    chan T
	newValue func() T
}

func newFreeList[T any](newValue func() T) *freeList[T] {
	return &freeList[T]{items: make(chan T, 2*runtime.GOMAXPROCS(0)), newValue: newValue}
}

func (f *freeList[T]) get() T {
	select {
	case v := <-f.items:
		return v
	default:
		return f.newValue()
	}
}

func (f *freeList[T]) put(v T) {
	select {
	case f.items <- v:
	default: // enough kept: this one goes to the collector
	}
}

// maxKeptBuffer is the largest buffer a free list keeps: one grown past it (the JSON of a long
// worked example's whole run) is left to the collector.
const maxKeptBuffer = 256 << 10

// putBuffer returns buf to f unless it grew past maxKeptBuffer.
func putBuffer(f *freeList[*bytes.Buffer], buf *bytes.Buffer) {
	if buf.Cap() <= maxKeptBuffer {
		f.put(buf)
	}
}
