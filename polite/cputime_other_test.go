//go:build !unix

package polite_test

import "time"

// cpuTime is zero where there is no getrusage(2) (Windows): the benchmarks' cpu-ns/op then reads
// 0, and ns/op, the wall time, is the measure.
func cpuTime() time.Duration { return 0 }
