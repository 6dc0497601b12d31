//go:build unix && !linux

package conform

import "syscall"

// childAttr is how the command under test is started: in a process group of its own, which Run
// ends. Only Linux has a parent-death signal (childattr_linux.go): elsewhere a command outlives
// a conform process that is killed before it ends it.
func childAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}
