//go:build unix

package conform

import (
	"os"
	"syscall"
)

// stopGroup asks the command's process group (childAttr made the command its leader) to end:
// SIGTERM.
func stopGroup(p *os.Process) { syscall.Kill(-p.Pid, syscall.SIGTERM) }

// killGroup ends the command's process group at once: SIGKILL.
func killGroup(p *os.Process) { syscall.Kill(-p.Pid, syscall.SIGKILL) }
