package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/sitegen-dev/sitegen/policy"
)

type validateOptions struct {
	file   string
	strict bool
}

func newValidateCmd(s streams) *cobra.Command {
	var opts validateOptions
	cmd := &cobra.Command{
		Use:   "validate [FILE]",
		Short: "Load and validate a policy, printing every problem",
		Long: `Validate loads a policy file (default policy.toml) strictly and checks it: syntax, unknown or
misspelt keys, types and ranges, then every semantic rule (tokens, User-Agents, quotas that
contradict each other, windows, retry schedules, IP ranges, labels in every language).

It prints "FILE: valid" and exits 0, or prints every problem, one per line as
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

// runValidate loads opts.file and reports whether it is valid.
func runValidate(s streams, opts validateOptions) error {
	dir, name := filepath.Split(opts.file)
	if dir == "" {
		dir = "."
	}
	if name == "" {
		return usageError{fmt.Errorf("%q is not a file name", opts.file)}
	}
	if info, err := os.Stat(opts.file); err == nil && info.IsDir() {
		return fmt.Errorf("%s: a folder, not a policy file (give the file, e.g. %s)", opts.file, filepath.Join(opts.file, "policy.toml"))
	}
	p, err := policy.Load(os.DirFS(dir), name)
	if err == nil && len(p.Warnings()) > 0 {
		if opts.strict {
			err = p.Warnings()
		} else {
			warnings := p.Warnings()
			for i := range warnings {
				warnings[i].File = opts.file
			}
			fmt.Fprintln(s.out, warnings.Error())
		}
	}
	var problems policy.Problems
	switch {
	case errors.As(err, &problems):
		if opts.strict {
			problems = problems.Strict()
		}
		for i := range problems {
			problems[i].File = opts.file
		}
		fmt.Fprintln(s.out, problems.Error())
		return exitError{exitFailure}
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s: no such file", opts.file)
	case err != nil:
		return fmt.Errorf("%s: %w", opts.file, err)
	}
	fmt.Fprintf(s.out, "%s: valid\n", opts.file)
	return nil
}
