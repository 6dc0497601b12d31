package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets the testscript scripts run sitegen as a command, in the same binary. testscript
// can only tell zero from non-zero, so sitegen-exit runs sitegen, prints "exit N" to stdout and
// succeeds, for scripts that assert the exact exit code.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"sitegen": func() {
			os.Exit(run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
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
	testscript.Run(t, testscript.Params{
		Dir:           "testdata/script",
		UpdateScripts: *updateScripts,
	})
}

var updateScripts = flag.Bool("update-scripts", false, "rewrite the expected outputs of testdata/script")
