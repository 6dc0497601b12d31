package main

import (
	"context"
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets the testscript scripts run sitegen as a command, in the same binary.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"sitegen": func() {
			os.Exit(run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
		},
	})
}

// TestScripts runs the end-to-end scripts in testdata/script: each is a txtar archive of input
// files and sitegen invocations with their expected output and exit status.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
	})
}
