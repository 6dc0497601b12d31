//go:build !unix

package conform

import (
	"os"
	"syscall"
)

// childAttr is how the command under test is started: as any process. Without Unix's process
// groups and signals (Windows), Run can end only the command itself, and at once: what it started
// itself is left running, and it is not ended should conform die first.
func childAttr() *syscall.SysProcAttr { return nil }

// stopGroup ends the command: without SIGTERM, at once (os.Process.Kill, TerminateProcess on
// Windows), so the grace time does not apply.
func stopGroup(p *os.Process) { p.Kill() }

// killGroup ends the command at once.
func killGroup(p *os.Process) { p.Kill() }
