package polite

import (
	"testing"
	"unsafe"
)

// TestRobotsEntrySize: the cache's entry per origin takes 64 bytes (it took 144 with its times as
// time.Time and a channel of its own as its lock): TestMemoryPerHost holds the whole state per
// host under 1 KiB.
func TestRobotsEntrySize(t *testing.T) {
	if n := unsafe.Sizeof(robotsEntry{}); n != 64 {
		t.Errorf("robotsEntry: %d bytes, want 64", n)
	}
}
