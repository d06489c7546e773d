//go:build !unix

package handlers

import (
	"testing"
	"time"
)

// cpuTime is zero where the process's CPU time cannot be read: benchmarks then report no CPU.
func cpuTime(testing.TB) time.Duration { return 0 }
