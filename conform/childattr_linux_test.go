package conform

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// parentEnv names the file where the crawler's stand-in, run by TestChildDiesWithParent's
// parent process, writes its process id.
const parentEnv = "CONFORM_TEST_PDEATHSIG_PIDFILE"

// TestChildDiesWithParent: the command under test dies with the process that runs conform. A
// parent process (this test binary, as TestPdeathsigParent) runs a command that writes its
// process id and sleeps a minute; the parent is killed with SIGKILL, so it ends nothing; the
// command must be gone (exited, or a zombie waiting for init) within 5 s. Without the
// parent-death signal it sleeps on in a process group of its own, and the test fails.
func TestChildDiesWithParent(t *testing.T) {
	if os.Getenv(parentEnv) != "" {
		t.Skip("the parent's own run")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	pidFile := t.TempDir() + "/child.pid"
	parent := exec.Command(os.Args[0], "-test.run=^TestPdeathsigParent$", "-test.count=1")
	parent.Env = append(os.Environ(), parentEnv+"="+pidFile)
	if err := parent.Start(); err != nil {
		t.Fatal(err)
	}
	defer parent.Process.Kill()
	var pid int
	deadline := time.Now().Add(30 * time.Second)
	for pid == 0 {
		if b, err := os.ReadFile(pidFile); err == nil && strings.HasSuffix(string(b), "\n") {
			pid, _ = strconv.Atoi(strings.TrimSpace(string(b)))
		}
		if pid == 0 && time.Now().After(deadline) {
			t.Fatal("the parent's command wrote no process id within 30 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	defer syscall.Kill(pid, syscall.SIGKILL) // should the test fail
	if !running(pid) {
		t.Fatalf("the command (pid %d) is not running before its parent is killed", pid)
	}
	if err := parent.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	parent.Wait()
	deadline = time.Now().Add(5 * time.Second)
	for running(pid) {
		if time.Now().After(deadline) {
			t.Fatalf("the command (pid %d) still runs 5 s after its parent was killed", pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestPdeathsigParent is TestChildDiesWithParent's parent process: it runs a command that writes
// its process id to the file the environment names, then sleeps a minute.
func TestPdeathsigParent(t *testing.T) {
	pidFile := os.Getenv(parentEnv)
	if pidFile == "" {
		t.Skip("run by TestChildDiesWithParent")
	}
	w := NewWorld(nil, time.Minute)
	if err := w.Listen(); err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	c := Command{Args: []string{"sh", "-c", "echo $$ > " + pidFile + ".tmp && mv " + pidFile + ".tmp " + pidFile + " && exec sleep 60"}, Duration: time.Minute}
	c.Run(context.Background(), w)
}

// running reports whether process pid exists and is not a zombie (dead, waiting to be reaped).
func running(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if errors.Is(err, os.ErrNotExist) {
		return false
	}
	if err != nil {
		return true
	}
	// "pid (comm) state ...": the state follows the last ")".
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}
