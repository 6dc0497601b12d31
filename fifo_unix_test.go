//go:build unix

package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestNamedPipeRefused: validate and diff refuse a named pipe given as FILE, as build refuses one
// as policy.toml, instead of waiting for a writer that never comes (newuser9, finding 5).
func TestNamedPipeRefused(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo.toml")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	want := "sitegen: " + fifo + ": not a regular file (a named pipe), so sitegen does not read it\n"
	for _, tt := range []struct {
		args []string
		code int
	}{
		{[]string{"validate", fifo}, 1},
		{[]string{"diff", fifo, filepath.Join("examples", "gmina-bot", "policy.toml")}, 2},
	} {
		var out, errOut bytes.Buffer
		code := run(context.Background(), tt.args, strings.NewReader(""), &out, &errOut)
		if code != tt.code || errOut.String() != want {
			t.Errorf("sitegen %s: exit %d, stderr %q; want exit %d, stderr %q", strings.Join(tt.args, " "), code, errOut.String(), tt.code, want)
		}
	}
}
