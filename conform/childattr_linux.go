package conform

import "syscall"

// childAttr is how the command under test is started: in a process group of its own (Run ends
// the group), and with the parent-death signal set to SIGKILL (prctl(2) PR_SET_PDEATHSIG), so
// that the kernel kills it when the process running conform dies before ending it. Linux sends
// the signal when the thread that started the child ends; Go's runtime does not end its threads
// (a goroutine's that locked one aside, which Run does not do), so in practice it is when the
// process dies. Only the command itself gets the signal, not the processes it started: those
// Run ends with the group, and conform's own death leaves them running.
func childAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
