//go:build unix

package index

import (
	"syscall"
	"time"
)

// processCPU is the CPU time this process has used, user and system: on a machine shared with
// other work a benchmark's wall time says little, its CPU time more.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
