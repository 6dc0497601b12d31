package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sitegen-dev/sitegen/export"
	"github.com/sitegen-dev/sitegen/generator"
	"github.com/sitegen-dev/sitegen/policy"
)

type exportOptions struct {
	dir, agent, out, version string
}

func newExportCmd(s streams) *cobra.Command {
	var opts exportOptions
	cmd := &cobra.Command{
		Use:   "export scrapy|nutch|stormcrawler [--dir SITE] [--agent ID] [--out FILE]",
		Short: "Write the policy as a Scrapy, Nutch or StormCrawler configuration",
		Long: `Export writes the politeness policy of one agent (SITE/policy.toml) as the configuration of a
crawler that is not written in Go:

  scrapy        a Scrapy settings module (USER_AGENT, ROBOTSTXT_OBEY, DOWNLOAD_DELAY with
                RANDOMIZE_DOWNLOAD_DELAY = False, concurrency, timeouts, sizes, redirects,
                retries) with a downloader middleware for what Scrapy has no setting for
                (Crawl-delay as published, Retry-After and its cap, pauses after 429 and 503,
                quiet windows, quotas); for Scrapy 2.8
  nutch         Apache Nutch properties (nutch-site.xml)
  stormcrawler  Apache StormCrawler configuration (crawler-conf.yaml)

Each setting names, in a comment, the JSON Pointer of the statement it carries. Every statement
of the policy about requests that the file does not enforce is listed, by JSON Pointer and with
why, in the file's header and on standard error. The file carries the numbers the policy does
not publish: keep it with the crawler.

It writes to standard output, or to FILE with --out (replaced whole through a temporary file
beside it, or left as it was on failure). FILE is a file name in a folder that exists, never a
folder, and never inside an output folder (SITE/public, or a folder a build wrote), which is
published. With several agents, --agent names one.`,
		Args: usageArgs(cobra.ExactArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error { return runExport(s, args[0], opts) },
	}
	cmd.Flags().StringVar(&opts.dir, "dir", ".", "the site folder, with policy.toml")
	cmd.Flags().StringVar(&opts.agent, "agent", "", "the agent (its key in policy.toml); needed when the policy has several")
	cmd.Flags().StringVar(&opts.out, "out", "", "the file to write (default: standard output)")
	cmd.Flags().StringVar(&opts.version, "version", "", "the version that replaces {version} in the User-Agent, where the policy publishes none (elsewhere a note says it is not used)")
	return cmd
}

func runExport(s streams, format string, opts exportOptions) error {
	f := export.Format(format)
	if f.FileName() == "" {
		return usageError{fmt.Errorf("no export %q (want scrapy, nutch or stormcrawler)", format)}
	}
	if opts.out != "" {
		if err := checkExportOut(opts.out, opts.dir, f); err != nil {
			return err
		}
	}
	p, err := loadSitePolicy(s.out, opts.dir, exitFailure)
	if err != nil {
		return err
	}
	if opts.agent == "" && len(p.Agents) != 1 {
		// Which agent to export is the command line's to say: a usage error (exit 2), as conform
		// and verify treat a missing flag (newuser9).
		return usageError{fmt.Errorf("the policy has %d agents (%s): name one with --agent", len(p.Agents), strings.Join(p.Agents.Keys(), ", "))}
	}
	agent := opts.agent
	if agent == "" {
		agent = p.Agents[0].ID
	}
	a, ok := p.Agents.Get(agent)
	if !ok {
		// A mistake in the command line, as conform says of one: exit 2 (newuser13 #10).
		return usageError{fmt.Errorf("--agent %q: the policy's agents are %s", agent, strings.Join(p.Agents.Keys(), ", "))}
	}
	ex, err := export.Generate(p, f, export.Options{Agent: agent, Version: opts.version})
	if err != nil {
		return err
	}
	// --version fills {version} only where the policy publishes no version (newuser13 #10: it
	// was ignored without a word).
	switch {
	case opts.version == "":
	case a.Version != "":
		fmt.Fprintf(s.err, "sitegen export: --version %s is not used: the policy publishes version %q of agent %q\n", opts.version, a.Version, agent)
	case !strings.Contains(string(a.UserAgent), "{version}"):
		fmt.Fprintf(s.err, "sitegen export: --version %s is not used: the User-Agent of agent %q has no {version}\n", opts.version, agent)
	}
	printUnenforced(s, ex)
	if opts.out == "" {
		_, err = s.out.Write(ex.Data)
		return err
	}
	return writeFileAtomic(opts.out, ex.Data)
}

// printUnenforced says on standard error what an export does not enforce.
func printUnenforced(s streams, ex *export.Export) {
	if len(ex.Unenforced) == 0 {
		return
	}
	statements := "statements"
	if len(ex.Unenforced) == 1 {
		statements = "statement"
	}
	fmt.Fprintf(s.err, "sitegen export %s: the %s configuration does not enforce %d %s of agent %q; keep them in the crawler:\n", ex.Format, ex.Format.Name(), len(ex.Unenforced), statements, ex.Agent)
	for _, st := range ex.Unenforced {
		fmt.Fprintf(s.err, "  %s\n", st)
	}
}

// loadSitePolicy loads SITE/policy.toml as build does (through an os.Root of the folder), for the
// commands that read a site's policy and do something else with it (export, verify, conform):
// its problems are printed to w as FILE:LINE:COL: key.path: what is wrong, the file named with
// the folder, and the error returned then exits with code (export fails with 1; verify and
// conform call a policy that does not load trouble, 2); a folder or file that cannot be read is
// an error that the command prints once, with the same code.
func loadSitePolicy(w io.Writer, dir string, code int) (*policy.Policy, error) {
	root, err := os.OpenRoot(dir)
	if errors.Is(err, fs.ErrNotExist) {
		// A usage error (exit 2), as build and validate say of one (newuser9).
		return nil, usageError{fmt.Errorf("--dir %s: no such folder (want a site folder with a %s)", dir, generator.PolicyFile)}
	}
	if err != nil {
		return nil, exitErrorMsg{code: code, err: err}
	}
	defer root.Close()
	name := filepath.ToSlash(filepath.Join(dir, generator.PolicyFile))
	p, err := policy.Load(root.FS(), generator.PolicyFile)
	var problems policy.Problems
	if errors.As(err, &problems) {
		lines := make([]string, len(problems))
		for i := range problems {
			problems[i].File = name
			lines[i] = problems[i].String()
		}
		printProblems(w, lines)
		return nil, exitError{code}
	}
	if err != nil {
		return nil, exitErrorMsg{code: code, err: fmt.Errorf("%s: %w", name, err)}
	}
	return p, nil
}

// checkExportOut checks export's --out before anything is generated (newuser12 #20): a usage error
// (exit 2) where it names a folder (the export is one file: it names the file to write there), a
// folder that does not exist, or a place inside an output folder, SITE/public or any folder a
// build wrote (it holds generator.ManifestFile), since that is published and the file carries the
// numbers the policy does not publish (as build refuses an [[exports]] path there).
func checkExportOut(out, dir string, f export.Format) error {
	if info, err := os.Stat(out); err == nil && info.IsDir() || strings.HasSuffix(out, string(filepath.Separator)) {
		return usageError{fmt.Errorf("--out %s is a folder; the %s export is one file (want a file name, e.g. --out %s)", out, f.Name(), filepath.Join(out, f.FileName()))}
	}
	parent := filepath.Dir(out)
	if info, err := os.Stat(parent); err != nil || !info.IsDir() {
		return usageError{fmt.Errorf("--out %s: no folder %s to write it in", out, parent)}
	}
	abs, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	published := filepath.Join(dir, "public")
	inside := ""
	if absPub, err := filepath.Abs(published); err == nil && within(absPub, abs) {
		inside = published
	}
	for d := filepath.Dir(abs); inside == "" && d != filepath.Dir(d); d = filepath.Dir(d) {
		if _, err := os.Lstat(filepath.Join(d, generator.ManifestFile)); err == nil {
			inside = d
		}
	}
	if inside != "" {
		return usageError{fmt.Errorf("--out %s is inside the output folder %s, which is published: the %s export carries the numbers the policy does not publish; name a place outside it", out, inside, f.Name())}
	}
	return nil
}

// within reports whether the absolute, clean path p lies inside the folder dir (or is it).
func within(dir, p string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// writeFileAtomic writes data to path through a temporary file beside it, renamed into place, so
// that a failure leaves the file as it was.
func writeFileAtomic(path string, data []byte) error {
	dir, base := filepath.Split(path)
	if base == "" || strings.HasSuffix(path, string(filepath.Separator)) {
		return usageError{fmt.Errorf("%q is not a file name", path)}
	}
	if dir == "" {
		dir = "."
	}
	// The temporary file lies beside path, in its folder, so that the rename replaces it whole.
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return fmt.Errorf("--out %s: %w", path, unwrapPath(err))
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("--out %s: %w", path, unwrapLink(err))
	}
	return nil
}
