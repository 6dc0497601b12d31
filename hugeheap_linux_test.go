package main

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// anonHugeKiB is the sum of AnonHugePages, in KiB, over the process's mappings that hold any
// of addrs (proc(5), /proc/self/smaps).
func anonHugeKiB(t *testing.T, addrs []uintptr) int {
	t.Helper()
	b, err := os.ReadFile("/proc/self/smaps")
	if err != nil {
		t.Skipf("no /proc/self/smaps: %v", err)
	}
	sum := 0
	holds := false
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "AnonHugePages:"); ok {
			n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			if err != nil {
				t.Fatalf("smaps: %q: %v", line, err)
			}
			if holds {
				sum += n
			}
			continue
		}
		// A mapping's first line: "start-end perms offset dev inode [path]".
		span, _, _ := strings.Cut(line, " ")
		lo, hi, ok := strings.Cut(span, "-")
		if !ok {
			continue
		}
		start, err1 := strconv.ParseUint(lo, 16, 64)
		end, err2 := strconv.ParseUint(hi, 16, 64)
		if err1 != nil || err2 != nil {
			continue
		}
		holds = false
		for _, a := range addrs {
			if uint64(a) >= start && uint64(a) < end {
				holds = true
				break
			}
		}
	}
	return sum
}

// TestHugeHeap: what a command allocates after hugeHeap lies in huge pages, where the kernel
// gives them to a range advised MADV_HUGEPAGE (transparent_hugepage "madvise" or "always").
// It runs in a process of its own (this test binary again, TestHugeHeapProcess alone), whose heap
// is as small as a command's at its start: in this one, other tests' garbage leaves room in
// older parts of the heap. Without hugeHeap, with "madvise", the same objects take no huge page.
func TestHugeHeap(t *testing.T) {
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || bytes.Contains(mode, []byte("[never]")) {
		t.Skipf("transparent huge pages are off here (%q, %v)", mode, err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHugeHeapProcess$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), "SITEGEN_TEST_HUGEHEAP=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !bytes.Contains(out, []byte("--- PASS: TestHugeHeapProcess")) {
		t.Errorf("%v\n%s", err, out)
	}
}

// TestHugeHeapProcess is TestHugeHeap's process; it does nothing in any other.
func TestHugeHeapProcess(t *testing.T) {
	if os.Getenv("SITEGEN_TEST_HUGEHEAP") != "1" {
		t.Skip("run by TestHugeHeap")
	}
	hugeHeap(smallHeap)
	keep := make([]*[1024]byte, 0, 8192)
	addrs := make([]uintptr, 0, cap(keep))
	for range cap(keep) {
		b := new([1024]byte)
		b[0], b[1023] = 1, 1
		keep = append(keep, b)
		addrs = append(addrs, uintptr(unsafe.Pointer(b)))
	}
	if got := anonHugeKiB(t, addrs); got < 4096 {
		t.Errorf("the mappings holding 8 MiB of objects allocated after hugeHeap have %d KiB in huge pages, want at least 4096", got)
	}
	runtime.KeepAlive(keep)
}
