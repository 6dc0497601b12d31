package conform

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// Command is a crawler under test, run against a World.
type Command struct {
	Args     []string      // the program and its arguments; "{start}" is replaced by the start URL
	Duration time.Duration // how long it may run; then it is ended
	// Grace is how long it has to end after SIGTERM before SIGKILL; 3 s when zero.
	Grace time.Duration
}

// Outcome is how the command ran.
type Outcome struct {
	Start, End time.Time
	Ended      bool   // the time was up and conform ended it
	ExitCode   int    // -1 when it was ended by a signal
	Output     string // its standard output and error, interleaved, the last OutputLimit bytes
	Err        error  // it could not be started, or failed otherwise than by its exit code
}

// OutputLimit is how much of the command's output is kept: the end of it.
const OutputLimit = 64 << 10

// Env returns the environment the command runs in: the caller's, without proxy exceptions, with
// the proxy in HTTP_PROXY and http_proxy, the start URL in SITEGEN_START_URL and the address each
// test host stands for in SITEGEN_HOSTS ("name=address" separated by spaces).
func (w *World) Env(base []string) []string {
	var env []string
	for _, kv := range base {
		k, _, _ := strings.Cut(kv, "=")
		switch strings.ToUpper(k) {
		case "HTTP_PROXY", "NO_PROXY", "SITEGEN_START_URL", "SITEGEN_HOSTS":
			continue
		}
		env = append(env, kv)
	}
	return append(env, "HTTP_PROXY="+w.ProxyURL(), "http_proxy="+w.ProxyURL(),
		"SITEGEN_START_URL="+w.StartURL(), "SITEGEN_HOSTS="+strings.Join(w.Hosts(), " "))
}

// Run runs the command against the world for at most its Duration, then ends its process group
// (SIGTERM, then SIGKILL after the grace time). The program is looked up on PATH first: an error
// wrapping exec.ErrNotFound says it is not there, before anything runs. The command runs in a
// process group of its own; on Linux it is also killed (SIGKILL) when the process that runs
// conform dies without ending it (killed itself, say), so that no crawler goes on crawling
// unobserved (childAttr). On Windows, which has neither process groups nor SIGTERM, the command
// alone is ended, at once, when its time is up (group_other.go).
func (c Command) Run(ctx context.Context, w *World) (Outcome, error) {
	if len(c.Args) == 0 {
		return Outcome{}, errors.New("no command to run")
	}
	path, err := exec.LookPath(c.Args[0])
	if err != nil {
		return Outcome{}, err
	}
	args := make([]string, len(c.Args)-1)
	for i, a := range c.Args[1:] {
		args[i] = strings.ReplaceAll(a, "{start}", w.StartURL())
	}
	cmd := exec.Command(path, args...)
	cmd.Env = w.Env(os.Environ())
	out := &tail{limit: OutputLimit}
	cmd.Stdout, cmd.Stderr = out, out
	cmd.SysProcAttr = childAttr()
	o := Outcome{Start: time.Now()}
	if err := cmd.Start(); err != nil {
		return o, err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	grace := c.Grace
	if grace == 0 {
		grace = 3 * time.Second
	}
	timer := time.NewTimer(c.Duration)
	defer timer.Stop()
	select {
	case err = <-done:
	case <-timer.C:
		o.Ended = true
	case <-ctx.Done():
		o.Ended = true
	}
	if o.Ended {
		o.End = time.Now()
		stopGroup(cmd.Process)
		select {
		case err = <-done:
		case <-time.After(grace):
			killGroup(cmd.Process)
			err = <-done
		}
	} else {
		o.End = time.Now()
		// What it left running in its group goes too.
		killGroup(cmd.Process)
	}
	o.ExitCode = -1
	if cmd.ProcessState != nil {
		o.ExitCode = cmd.ProcessState.ExitCode()
	}
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		o.Err = err
	}
	o.Output = out.String()
	return o, nil
}

// Failed reports whether the command failed on its own: it exited with a status other than 0
// before its time was up, or could not run.
func (o Outcome) Failed() bool { return o.Err != nil || (!o.Ended && o.ExitCode != 0) }

// Describe says how the command ended.
func (o Outcome) Describe() string {
	switch {
	case o.Err != nil:
		return o.Err.Error()
	case o.Ended:
		return fmt.Sprintf("ended after %s, when its time was up", runLength(o.End.Sub(o.Start)))
	}
	return fmt.Sprintf("exited with status %d after %s", o.ExitCode, runLength(o.End.Sub(o.Start)))
}

// tail keeps the last limit bytes written to it.
type tail struct {
	mu    sync.Mutex
	limit int
	b     []byte
	cut   bool
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if over := len(t.b) - t.limit; over > 0 {
		t.b = append(t.b[:0], t.b[over:]...)
		t.cut = true
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.cut {
		return "[… the beginning is cut]\n" + string(t.b)
	}
	return string(t.b)
}
