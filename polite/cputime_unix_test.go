//go:build unix

package polite_test

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process used so far (user and system, getrusage(2)): on a machine
// shared with other work, the time a request costs, where ns/op is the wall time it took.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
