package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"net/netip"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/sitegen-dev/sitegen/internal/testcrawler"
)

// TestMain lets the testscript scripts run sitegen as a command, in the same binary. testscript
// can only tell zero from non-zero, so sitegen-exit runs sitegen, prints "exit N" to stdout and
// succeeds, for scripts that assert the exact exit code.
func TestMain(m *testing.M) {
	// The tests do not write to the user's cache folder: those of the version cache give it a
	// folder of their own (SITEGEN_CACHE).
	if os.Getenv("SITEGEN_CACHE") == "" {
		os.Setenv("SITEGEN_CACHE", "off")
	}
	testscript.Main(m, map[string]func(){
		"sitegen": func() {
			os.Exit(run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
		},
		// sitegen-dns runs sitegen with the DNS answers of the file dns.txt in the script's
		// folder (lines "PTR ADDRESS NAME" and "A NAME ADDRESS"), for verify.
		"sitegen-dns": func() {
			code := runStreams(context.Background(), os.Args[1:], streams{in: os.Stdin, out: os.Stdout, err: os.Stderr, getenv: os.Getenv, resolver: fileResolver("dns.txt")})
			fmt.Fprintf(os.Stdout, "exit %d\n", code)
			os.Exit(0)
		},
		// testcrawler is the crawler on polite that sitegen conform drives in the tests
		// (internal/testcrawler); on PATH for the scripts and for TestConformExamples.
		"testcrawler": func() {
			os.Exit(testcrawler.Main(os.Args[1:], os.Stdout, os.Stderr))
		},
		"sitegen-exit": func() {
			code := run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
			fmt.Fprintf(os.Stdout, "exit %d\n", code)
			os.Exit(0)
		},
	})
}

// TestScripts runs the end-to-end scripts in testdata/script: each is a txtar archive of input
// files and sitegen invocations with their expected output and exit status.
// Run with -update-scripts to rewrite the expected outputs that cmp compares (then read the diff).
func TestScripts(t *testing.T) {
	// CONFORM_DURATION caps a run of sitegen conform in the scripts whose crawler stops on its
	// own: a minute, or less as the test's deadline nears, so that a loaded machine slows such a
	// run down but does not cut it short.
	conformCap := time.Minute
	if d, ok := t.Deadline(); ok {
		conformCap = max(min(conformCap, time.Until(d)/8), 6*time.Second)
	}
	testscript.Run(t, testscript.Params{
		Dir:           "testdata/script",
		UpdateScripts: *updateScripts,
		Setup: func(env *testscript.Env) error {
			env.Setenv("CONFORM_DURATION", conformCap.Round(time.Second).String())
			return nil
		},
	})
}

var updateScripts = flag.Bool("update-scripts", false, "rewrite the expected outputs of testdata/script")

// fileResolver answers verify's lookups from a file of lines "PTR ADDRESS NAME" and "A NAME
// ADDRESS"; what it lacks is not found, as *net.Resolver reports NXDOMAIN.
type fileResolver string

func (f fileResolver) records(kind, key string) ([]string, error) {
	data, err := os.ReadFile(string(f))
	if err != nil {
		return nil, err
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		if w := strings.Fields(line); len(w) == 3 && w[0] == kind && w[1] == key {
			out = append(out, w[2])
		}
	}
	if len(out) == 0 {
		return nil, &net.DNSError{Err: "no such host", Name: key, IsNotFound: true}
	}
	return out, nil
}

func (f fileResolver) LookupAddr(_ context.Context, addr string) ([]string, error) {
	return f.records("PTR", addr)
}

func (f fileResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	ss, err := f.records("A", host)
	var out []netip.Addr
	for _, s := range ss {
		out = append(out, netip.MustParseAddr(s))
	}
	return out, err
}
