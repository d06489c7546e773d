//go:build !linux

package handlers

import "time"

// threadCPU cannot tell one thread's CPU time here: budgets count wall time instead.
func threadCPU() (time.Duration, bool) { return 0, false }
