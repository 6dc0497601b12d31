package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/sitegen-dev/sitegen/generator"
	"github.com/sitegen-dev/sitegen/policy"
)

type validateOptions struct {
	file   string
	strict bool
}

func newValidateCmd(s streams) *cobra.Command {
	var opts validateOptions
	cmd := &cobra.Command{
		Use:   "validate [FILE|-]",
		Short: "Load and validate a policy, printing every problem",
		Long: `Validate loads a policy file (default policy.toml) strictly and checks it: syntax, unknown or
misspelt keys, types and ranges, then every semantic rule (tokens, User-Agents, quotas that
contradict each other, windows, retry schedules, IP ranges, labels in every language).

FILE - reads the policy from standard input. It prints "FILE: valid" and exits 0, or prints
every problem, one per line as
FILE:LINE:COL: key.path: what is wrong, and exits 1. Warnings (legal but unusual, or against a
SHOULD of an RFC: a robots.txt cache longer than RFC 9309's 24 hours, a product token outside its
syntax, an earlier schema) are printed as FILE:LINE:COL: warning: key.path: … and leave the policy
valid; --strict makes them errors.`,
		Args: usageArgs(cobra.MaximumNArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = "policy.toml"
			if len(args) == 1 {
				opts.file = args[0]
			}
			return runValidate(s, opts)
		},
	}
	cmd.Flags().BoolVar(&opts.strict, "strict", false, "treat warnings as errors")
	return cmd
}

// runValidate loads opts.file ("-": standard input) and reports whether it is valid. The file may
// be a pipe (validate <(…)); what is read of it is bounded by policy.MaxFileBytes.
func runValidate(s streams, opts validateOptions) error {
	var data []byte
	var err error
	if opts.file == "-" {
		opts.file = "<stdin>"
		data, err = policy.ReadAll(s.in, opts.file, policy.MaxFileBytes)
	} else {
		if _, name := filepath.Split(opts.file); name == "" {
			return usageError{fmt.Errorf("%q is not a file name", opts.file)}
		}
		if info, err := os.Stat(opts.file); err == nil && info.IsDir() {
			return fmt.Errorf("%s: a folder, not a policy file (give the file, e.g. %s)", opts.file, filepath.Join(opts.file, "policy.toml"))
		}
		data, err = readPolicyFile(opts.file)
	}
	var le *policy.LinkError
	if errors.As(err, &le) {
		fmt.Fprintf(s.out, "%s: %s\n", opts.file, le.Reason())
		return exitError{exitFailure}
	}
	var tl *policy.TooLargeError
	switch {
	case errors.As(err, &tl):
		fmt.Fprintf(s.out, "%s: larger than %d MiB, the most sitegen reads of a policy\n", opts.file, policy.MaxFileBytes>>20)
		return exitError{exitFailure}
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s: no such file", opts.file)
	case err != nil:
		return err
	}
	p, err := policy.Parse(data, opts.file)
	if err == nil && len(p.Warnings()) > 0 {
		if opts.strict {
			err = p.Warnings()
		} else {
			warnings := p.Warnings()
			lines := make([]string, len(warnings))
			for i := range warnings {
				warnings[i].File = opts.file
				lines[i] = warnings[i].String()
			}
			printProblems(s.out, lines)
		}
	}
	var problems policy.Problems
	switch {
	case errors.As(err, &problems):
		if opts.strict {
			problems = problems.Strict()
		}
		lines := make([]string, len(problems))
		for i := range problems {
			problems[i].File = opts.file
			lines[i] = problems[i].String()
		}
		printProblems(s.out, lines)
		return exitError{exitFailure}
	case err != nil:
		return fmt.Errorf("%s: %w", opts.file, err)
	}
	// Whatever build refuses, validate refuses alike: the snippets' proofs too.
	if problems := generator.ProveSnippets(p, opts.file); len(problems) > 0 {
		printProblems(s.out, problems)
		return exitError{exitFailure}
	}
	fmt.Fprintf(s.out, "%s: valid\n", opts.file)
	return nil
}

// readPolicyFile reads a policy file named on the command line as build reads SITE/policy.toml:
// through an os.Root of its folder, so that a symbolic link out of that folder is refused (a
// *policy.LinkError) rather than followed, and the contents of a file elsewhere never reach the
// problems printed. A pipe or a device that the caller names (validate <(…)) is read as it is.
func readPolicyFile(name string) ([]byte, error) {
	if info, err := os.Stat(name); err == nil && !info.Mode().IsRegular() {
		return readInput(name, policy.MaxFileBytes)
	}
	dir, base := filepath.Split(name)
	if dir == "" {
		dir = "."
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	return policy.ReadFile(root.FS(), base, policy.MaxFileBytes)
}

// readInput reads a file named on the command line, at most limit bytes (a *policy.TooLargeError
// past that): a regular file, or a pipe or device that the caller chose to name.
func readInput(name string, limit int64) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return policy.ReadAll(f, name, limit)
}
