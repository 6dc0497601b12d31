package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/spf13/cobra"

	"github.com/sitegen-dev/sitegen/generator"
	"github.com/sitegen-dev/sitegen/policy"
)

// siteOptions are the flags build and check share.
type siteOptions struct {
	dir     string
	out     string
	baseURL string
	strict  bool
}

func (o *siteOptions) bind(cmd *cobra.Command) {
	// An empty --out (--out "" or --out=) is a usage error, not the default (newuser13 #10: a
	// variable left unset built into SITE/public).
	cmd.PreRunE = func(cmd *cobra.Command, _ []string) error {
		if cmd.Flags().Changed("out") && o.out == "" {
			return usageError{errors.New("--out is empty: give the output folder, or leave --out out for SITE/public")}
		}
		return nil
	}
	cmd.Flags().StringVar(&o.dir, "dir", ".", "the site folder: policy.toml, locales/<lang>/*.md and optional overrides")
	cmd.Flags().StringVar(&o.out, "out", "", "the output folder (default SITE/public)")
	cmd.Flags().StringVar(&o.baseURL, "base-url", "", "the absolute https URL the site is published at, in normal form (default site.base_url)")
	cmd.Flags().BoolVar(&o.strict, "strict", false, "treat the policy's warnings as errors")
}

// outDir returns the output folder.
func (o siteOptions) outDir() string {
	if o.out != "" {
		return o.out
	}
	return filepath.Join(o.dir, "public")
}

// buildOptions turns the flags and the environment into generator options. SOURCE_DATE_EPOCH
// (reproducible-builds.org) replaces the policy's date of last change when set and later. The site folder
// is read through an os.Root, so that no symbolic link in it leads the build out of it; done
// closes it.
func (o siteOptions) buildOptions(s streams) (opts generator.Options, done func(), err error) {
	opts, err = o.options(s)
	if err != nil {
		return opts, nil, err
	}
	root, err := os.OpenRoot(o.dir)
	if err != nil {
		return opts, nil, err
	}
	opts.Site = root.FS()
	// The committed versions loaded by earlier builds are read back (versioncache.go).
	if opts.VersionCache, err = versionCache(s.getenv); err != nil {
		root.Close()
		return opts, nil, err
	}
	// git runs while the build loads the policy and renders the pages.
	cache := opts.VersionCache
	opts.ReadHistory = func() ([]generator.Version, string) { return readHistory(o.dir, cache) }
	return opts, func() { root.Close() }, nil
}

// options is folderOptions for a site folder that must hold a policy.toml: one without it is a
// usage error (exit 2).
func (o siteOptions) options(s streams) (generator.Options, error) {
	opts, err := o.folderOptions(s)
	if err != nil {
		return opts, err
	}
	if _, err := os.Stat(filepath.Join(o.dir, generator.PolicyFile)); errors.Is(err, fs.ErrNotExist) {
		return opts, usageError{fmt.Errorf("no %s in %s (give the site folder with --dir SITE)", generator.PolicyFile, o.dir)}
	} else if err != nil {
		return opts, fmt.Errorf("no %s in %s: %w", generator.PolicyFile, o.dir, errors.Unwrap(err))
	}
	return opts, nil
}

// folderOptions turns the flags and the environment into generator options for the folder
// o.dir, which need not hold a policy.toml: validate FILE checks the message files and
// templates of FILE's folder with them, the policy being FILE (trial 29, F-04). A folder that
// does not exist, or SOURCE_DATE_EPOCH or --base-url that is not well formed, is an error; a
// SOURCE_DATE_EPOCH far ahead of the clock is a warning on s.err (epochAhead), an error with --strict.
func (o siteOptions) folderOptions(s streams) (generator.Options, error) {
	opts := generator.Options{Defaults: defaults, BaseURL: o.baseURL, Strict: o.strict}
	if filepath.Clean(o.dir) != "." {
		opts.SiteName = filepath.ToSlash(o.dir)
	}
	epoch, err := sourceDateEpoch(s.getenv)
	if err != nil {
		return opts, err
	}
	if msg := epochAhead(epoch, time.Now()); msg != "" {
		// The one value of a build that no file states: checked against the clock here, since
		// the generator never reads it (new-user trial 28, F-15: the year 5138, silently).
		if o.strict {
			return opts, fmt.Errorf("%s (--strict makes this warning an error)", msg)
		}
		fmt.Fprintf(s.err, "sitegen: warning: %s\n", msg)
	}
	opts.Epoch = epoch
	if o.baseURL != "" {
		if err := checkBaseURL(o.baseURL); err != nil {
			return opts, usageError{err}
		}
	}
	// A folder or policy that does not exist is a usage error (exit 2), as validate says of one
	// (newuser9: build and check exited 1 where validate exited 2).
	if info, err := os.Stat(o.dir); errors.Is(err, fs.ErrNotExist) || err == nil && !info.IsDir() {
		return opts, usageError{fmt.Errorf("--dir %s: no such folder (want a site folder with a %s)", o.dir, generator.PolicyFile)}
	}
	return opts, nil
}

// sourceDateEpoch reads SOURCE_DATE_EPOCH (reproducible-builds.org): nil where it is unset. The
// environment is not how sitegen was called: a bad value is a failure (exit 1), not a usage
// error.
func sourceDateEpoch(getenv func(string) string) (*time.Time, error) {
	v := getenv("SOURCE_DATE_EPOCH")
	if v == "" {
		return nil, nil
	}
	sec, err := strconv.ParseInt(v, 10, 64)
	// reproducible-builds.org's value is decimal digits only: ParseInt also takes a sign.
	if err != nil || sec < 0 || v[0] == '+' {
		return nil, fmt.Errorf("SOURCE_DATE_EPOCH=%q is not a number of seconds since 1970 (reproducible-builds.org; e.g. SOURCE_DATE_EPOCH=$(git log -1 --format=%%ct))", v)
	}
	t := time.Unix(sec, 0).UTC()
	if t.Year() > 9999 {
		return nil, fmt.Errorf("SOURCE_DATE_EPOCH=%q is after the year 9999", v)
	}
	return &t, nil
}

// epochAheadDays is how many days SOURCE_DATE_EPOCH may be after the system clock's date before
// epochAhead warns: a year and a day, so that a clock some months slow (a build machine without
// NTP) or a date set ahead for an announced change passes, while a digit too many does not.
const epochAheadDays = 366

// epochAhead returns a warning, without the "sitegen: warning: " prefix, where epoch (from
// SOURCE_DATE_EPOCH; nil where unset) is more than epochAheadDays after now: the time of a
// reproducible build is that of its last change (reproducible-builds.org), never years ahead,
// and the pages, policy.json and ips.json would be dated that day. Empty otherwise.
func epochAhead(epoch *time.Time, now time.Time) string {
	if epoch == nil {
		return ""
	}
	days := int(epoch.Sub(now).Hours() / 24)
	if days <= epochAheadDays {
		return ""
	}
	return fmt.Sprintf("SOURCE_DATE_EPOCH=%d is %s, %s days after the system clock's date (%s): the pages, policy.json and ips.json would be dated that day (want the time of the last commit, e.g. SOURCE_DATE_EPOCH=$(git log -1 --format=%%ct), or leave it unset)",
		epoch.Unix(), epoch.UTC().Format(time.DateOnly), groupThousands(days), now.UTC().Format(time.DateOnly))
}

// groupThousands writes n with a comma between groups of three digits, as the English messages
// of the command line do ("1,131,112").
func groupThousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func newBuildCmd(s streams) *cobra.Command {
	var opts siteOptions
	cmd := &cobra.Command{
		Use:   "build [--dir SITE] [--out DIR] [--base-url URL]",
		Short: "Build the site from policy.toml",
		Long: `Build loads and validates SITE/policy.toml (default: the current folder), proves the robots.txt
snippets, renders a page per language with the operator's prose from SITE/locales/<lang>/*.md,
and writes the site to DIR (default SITE/public): index.html, <lang>/index.html and index.md,
robots/<snippet>.txt, ips.json, policy.json, policy.schema.json, sitemap.xml and static/, and
lists them in .sitegen-manifest.json: the next build replaces those files and no others. It
then writes the crawler configurations policy.toml lists in [[exports]] (see sitegen export)
into the site folder, each whole.

Before writing, build runs the proofs that check runs: every policy value stated on every page
(HTML and Markdown), no number on a page outside a policy value, every message complete.

The output is replaced atomically: a build that fails prints every problem, exits 1 and leaves
DIR and the exports as they were (each export is written beside its place before DIR is
replaced, and renamed into place after).

Warnings (what is legal but unusual, or against a SHOULD of an RFC; policy.toml changed since
its last commit while site.last_changed is the committed version's date; a change dated after
the day of the build, announced ahead; a change published, or committed, with less notice than
the policy promises) are printed as
FILE:LINE:COL: warning: key.path: … and do not stop the build; --strict makes them errors, except those policy.toml's acknowledged_warnings
acknowledges by their key path (printed as "warning (acknowledged)"; an entry that names no
warning is itself a warning).`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runBuild(s, opts) },
	}
	opts.bind(cmd)
	return cmd
}

// runBuild builds the site and publishes it.
func runBuild(s streams, opts siteOptions) error {
	gopts, done, err := opts.buildOptions(s)
	if err != nil {
		return err
	}
	defer done()
	res, err := generator.Build(gopts)
	if err != nil {
		return reportBuildError(s, err)
	}
	for _, w := range res.Warnings {
		fmt.Fprintln(s.err, w)
	}
	for _, n := range res.Notes {
		fmt.Fprintln(s.err, n)
	}
	// The proofs that check runs on a build (every policy value stated on every page, no number
	// outside one, every message complete) hold before anything is written.
	if findings := generator.Verify(res, opts.outDir()); len(findings) > 0 {
		printProblems(s.err, findings)
		return exitError{exitFailure}
	}
	// The exports the policy lists are generated before anything is written, so that one that
	// fails leaves the site as it was too.
	exports, problems := siteExports(res.Policy, opts)
	if len(problems) > 0 {
		printProblems(s.err, problems)
		return exitError{exitFailure}
	}
	// Each export is written beside its place before the site is published, and renamed into place
	// after: an export that cannot be written leaves the site as it was (newuser12 #5).
	staged, problems := stageExports(opts.dir, exports)
	if len(problems) > 0 {
		printProblems(s.err, problems)
		return exitError{exitFailure}
	}
	if err := generator.Publish(opts.outDir(), opts.dir, res.Files, res.Policy.Site.NotOwn); err != nil {
		staged.abort()
		return err
	}
	fmt.Fprintf(s.out, "%s: %d files\n", opts.outDir(), len(res.Files))
	return staged.commit(s)
}

// reportBuildError prints every problem of a failed build, one per line, and exits 1.
func reportBuildError(s streams, err error) error {
	var be *generator.BuildError
	if errors.As(err, &be) {
		for _, w := range be.Warnings {
			fmt.Fprintln(s.err, w)
		}
		printProblems(s.err, be.Problems)
		return exitError{exitFailure}
	}
	return err
}

// checkBaseURL checks a --base-url flag as site.base_url is checked (policy.CheckBaseURL): an
// absolute https URL of a public host, in normal form (RFC 3986 §6.2.2), ending in "/".
func checkBaseURL(s string) error {
	if err := policy.CheckBaseURL(s); err != nil {
		return fmt.Errorf("--base-url %w", err)
	}
	return nil
}
