package main

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sitegen-dev/sitegen/generator"
)

func newCheckCmd(s streams) *cobra.Command {
	var opts siteOptions
	cmd := &cobra.Command{
		Use:   "check [--dir SITE] [--out DIR] [--base-url URL]",
		Short: "Fail when the published site is stale or a proof fails",
		Long: `Check builds the site in memory exactly as build would with the same flags, and compares it
with DIR byte for byte. It also runs every proof the build relies on: validation, the robots.txt
snippet proofs, the messages of every language complete, every policy value stated on every
page, and no digit in prose outside a marked literal.

It prints one finding per line ("public/de/index.html: stale (sitegen build writes it again)", "public/fr/old.html: not
produced by this policy", "locales/fr/about.md:3: number outside a marked literal") and exits
1 if there is any, 0 if there is none. A stale text file is named with its first line that
differs, quoted on both sides (line 140 is "Last updated: 1 December 2026.", the build writes
"Last updated: 5 December 2026."). Files the site declares as not its own (site.not_own,
e.g. CNAME) are left alone. The crawler configurations policy.toml lists in [[exports]] are
compared with what sitegen export writes: one that is stale or missing is a finding. The
policy's warnings go to standard error, as build prints them (policy.toml changed since its last
commit while site.last_changed is the committed version's date is one, a change committed with
less notice than the policy promises another); --strict makes them
findings, except those policy.toml's acknowledged_warnings
acknowledges by their key path (printed as "warning (acknowledged)"; an entry that names no
warning is itself a warning).`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runCheck(s, opts) },
	}
	opts.bind(cmd)
	return cmd
}

// runCheck builds in memory, compares with the output folder and runs the proofs.
func runCheck(s streams, opts siteOptions) error {
	gopts, done, err := opts.buildOptions(s)
	if err != nil {
		return err
	}
	defer done()
	// Whether the build had all the history there is: then the page of changes and changes.atom
	// are compared like every other file, also where there is no history at all (a folder in no
	// git repository: the build lists the current version alone wherever it runs).
	whole := false
	cache := gopts.VersionCache
	gopts.ReadHistory = func() ([]generator.Version, string) {
		versions, note, w := readHistoryWhole(opts.dir, cache)
		whole = w
		return versions, note
	}
	res, err := generator.Build(gopts)
	if err != nil {
		var be *generator.BuildError
		if errors.As(err, &be) {
			printProblems(s.out, be.Problems)
			return exitError{exitFailure}
		}
		return err
	}
	for _, w := range res.Warnings {
		fmt.Fprintln(s.err, w)
	}
	for _, n := range res.Notes {
		fmt.Fprintln(s.err, n)
	}
	out := opts.outDir()
	if info, err := os.Stat(out); err == nil && !info.IsDir() {
		fmt.Fprintf(s.out, "%s: a file, not the site's folder\n", out)
		return exitError{exitFailure}
	}
	// A folder above out that is a file: named as build names it (valid15; "open .: not a
	// directory" before).
	for d := filepath.Dir(filepath.Clean(out)); d != filepath.Dir(d); d = filepath.Dir(d) {
		if info, err := os.Stat(d); err == nil {
			if !info.IsDir() {
				fmt.Fprintf(s.out, "%s: %s is a file, not a folder (give the folder a build wrote as --out)\n", out, d)
				return exitError{exitFailure}
			}
			break
		}
	}
	// A folder that no build wrote is not compared file by file (--out / would walk the machine).
	if err := generator.IsOutput(os.DirFS(out)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintf(s.out, "%s: %v (give the folder a build wrote as --out)\n", out, err)
		return exitError{exitFailure}
	}
	files, notOwn := res.Files, res.Policy.Site.NotOwn
	if res.HistoryNote != "" && !whole {
		// Without the whole history (a shallow clone, git missing), the build lists the current
		// version alone: the page of changes and changes.atom that a build with it wrote are not
		// stale for that. They are left alone, as files the site declares not its own are; every
		// other file is compared.
		files, notOwn = maps.Clone(files), slices.Clone(notOwn)
		for name := range res.Files {
			if generator.FromHistory(name) {
				delete(files, name)
				notOwn = append(notOwn, name)
			}
		}
		// Which case it is, as the build's note says at more length (the task of cli14, from
		// newuser13 #4: the note read the same outside any repository).
		why := "git did not read it; see the note above"
		if strings.Contains(res.HistoryNote, "a shallow clone") {
			why = "a shallow clone holds only part of it"
		}
		fmt.Fprintf(s.err, "%s: the page of changes and changes.atom are not compared without the whole git history (%s)\n", out, why)
	}
	findings, err := generator.Check(os.DirFS(out), out, files, notOwn)
	if err != nil {
		return err
	}
	findings = append(findings, generator.Verify(res, out)...)
	exports, problems := siteExports(res.Policy, opts)
	findings = append(findings, problems...)
	findings = append(findings, checkExports(opts.dir, exports)...)
	printProblems(s.out, findings)
	if len(findings) > 0 {
		return exitError{exitFailure}
	}
	fmt.Fprintf(s.out, "%s: up to date\n", out)
	return nil
}
