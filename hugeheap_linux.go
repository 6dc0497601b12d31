package main

import (
	"runtime"
	"syscall"
	"unsafe"
)

// hugeHeap asks the kernel for transparent huge pages (2 MiB) under the heap a build or check
// fills, on Linux, where transparent_hugepage is "madvise" (the common default) or "always"; it
// does nothing where it is "never". A page fault costs 4 to 12 µs on the virtual machines
// measured, and a build of the richest example took some 3,500 faults of 4 KiB in fresh heap,
// about a third of its CPU time; a fault of 2 MiB costs about what eight small ones cost
// (BENCHMARKS.md, issue 13, round 7). The Go runtime maps the heap in 4 MiB steps and marks none
// of it, and a mapping made after madvise(2) does not inherit its advice, so hugeHeap makes the
// runtime map size bytes at once (an object of that size, never written), advises that range
// and the heap before it, and frees the object with one collection while the heap is still a few
// hundred kilobytes: what the command allocates next is placed in that range. The pages are
// zeroed by the kernel as before and only those touched count in the resident set (rounded up to
// 2 MiB). Errors are ignored: the advice is an optimisation, and without it the heap is as it
// was. Only main calls it, for the commands that render a site; a short command (validate FILE,
// --version) would pay the collection and the zeroing of a huge page for a heap it does not fill.
func hugeHeap(size int) {
	const huge = 2 << 20
	first := uintptr(unsafe.Pointer(new([64]byte)))
	b := make([]byte, size)
	p := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	start := min(first, p) &^ (huge - 1)
	end := (p + uintptr(size) + huge - 1) &^ (huge - 1)
	_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, start, end-start, syscall.MADV_HUGEPAGE)
	b = nil
	runtime.GC()
}
