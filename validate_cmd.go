package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sitegen-dev/sitegen/generator"
	"github.com/sitegen-dev/sitegen/policy"
)

type validateOptions struct {
	file   string
	dir    string
	strict bool
	// site is set when the site folder is validated (--dir, or no FILE): its prose is checked
	// with the policy.
	site bool
}

func newValidateCmd(s streams) *cobra.Command {
	var opts validateOptions
	cmd := &cobra.Command{
		Use:   "validate [--dir SITE | FILE | -]",
		Short: "Load and validate a policy, printing every problem",
		Long: `Validate checks a site folder (--dir SITE, default the current folder) as build does before it
renders anything: SITE/policy.toml loaded strictly and checked (syntax, unknown or misspelt keys,
types and ranges, then every semantic rule: tokens, User-Agents, quotas that contradict each
other, windows, retry schedules, IP ranges, labels in every language, the robots.txt snippets'
proofs) and the operator's prose in SITE/locales/<lang>/*.md (numbers outside {{…}}, raw HTML,
links, a file missing in a language or too large; a literal with a unit, {{3}} seconds, that
no value of the policy equals is a warning); then it builds the site in memory, writing
nothing, for what only a build finds: the site's own templates (a name sitegen does not use,
each one that does not parse or run), the pages' proofs, and the exports policy.toml lists (a
path inside the output folder, an export that cannot be generated). All problems in one run.

Given a FILE instead, it checks that policy file alone; - reads it from standard input. A
language of site.languages needs messages, sitegen's own or a message file of the site folder,
taken to be FILE's folder (the current folder for -); where that folder
has locales/ or templates/, its message files and templates are checked as build checks them. It
prints "FILE: valid" and exits 0, or prints every problem, one per line as
FILE:LINE:COL: key.path: what is wrong, and exits 1; a FILE or SITE that does not exist is a usage
error (exit 2). Warnings (legal but unusual, or against a SHOULD of an RFC: a robots.txt cache
longer than RFC 9309's 24 hours, a product token outside its syntax, an earlier schema, a
site.last_changed after the day of the build: SOURCE_DATE_EPOCH's, else today) are
printed as FILE:LINE:COL: warning: key.path: … and leave the policy valid; --strict makes them
errors, except those policy.toml's acknowledged_warnings
acknowledges by their key path (printed as "warning (acknowledged)"; an entry that names no
warning is itself a warning).`,
		Args: usageArgs(cobra.MaximumNArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				if cmd.Flags().Changed("dir") {
					return usageError{fmt.Errorf("give either FILE (%s) or --dir %s, not both", args[0], opts.dir)}
				}
				opts.file = args[0]
				return runValidate(s, opts)
			}
			opts.site = true
			opts.file = filepath.Join(opts.dir, generator.PolicyFile)
			return runValidate(s, opts)
		},
	}
	cmd.Flags().StringVar(&opts.dir, "dir", ".", "the site folder: policy.toml and locales/<lang>/*.md")
	cmd.Flags().BoolVar(&opts.strict, "strict", false, "treat warnings as errors")
	return cmd
}

// runValidate loads opts.file ("-": standard input) and reports whether it is valid, and with
// opts.site the prose of the site folder opts.dir too. The file may be a pipe (validate <(…));
// what is read of it is bounded by policy.MaxFileBytes.
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
			return usageError{fmt.Errorf("%s: a folder, not a policy file (give the file, e.g. %s, or the folder as --dir %s)", opts.file, filepath.Join(opts.file, "policy.toml"), opts.file)}
		}
		if opts.site {
			if info, err := os.Stat(opts.dir); err != nil || !info.IsDir() {
				return usageError{fmt.Errorf("--dir %s: no such folder (want a site folder with a policy.toml)", opts.dir)}
			}
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
		// Build's words (newuser13 #10: build added the largest example's size, validate did not).
		fmt.Fprintln(s.out, policy.TooLargeProblem(opts.file))
		return exitError{exitFailure}
	case errors.Is(err, fs.ErrNotExist):
		if opts.site {
			return usageError{fmt.Errorf("no %s in %s (give the site folder with --dir SITE, or a policy file)", generator.PolicyFile, opts.dir)}
		}
		return usageError{fmt.Errorf("%s: no such file (give a policy file, e.g. policy.toml, or - for standard input)", opts.file)}
	case err != nil:
		return err
	}
	// The site folder's prose needs no valid policy: its problems are printed with the policy's.
	var prose []string
	if opts.site {
		root, err := os.OpenRoot(opts.dir)
		if err != nil {
			return err
		}
		siteName := ""
		if filepath.Clean(opts.dir) != "." {
			siteName = filepath.ToSlash(opts.dir)
		}
		prose = generator.ProseProblems(root.FS(), siteName, data)
		root.Close()
	}
	p, err := policy.Parse(data, opts.file)
	var warnings policy.Problems
	if err == nil {
		// The date of last change against the day of the build, as build checks it.
		epoch, eerr := sourceDateEpoch(s.getenv)
		if eerr != nil {
			return eerr
		}
		warnings = append(warnings, p.Warnings()...)
		warnings = append(warnings, p.DateWarnings(generator.Options{Epoch: epoch}.Day())...)
		if epoch != nil || opts.strict {
			// A campaign over by the deployment's day, as build checks it.
			warnings = append(warnings, p.CampaignsEnded(generator.Options{Epoch: epoch}.Day())...)
		}
	}
	if err == nil && len(warnings) > 0 {
		// By line, as build prints them: the date's warning is found last (newuser13 #10).
		warnings.Sort()
		if opts.strict && warnings.Blocking() {
			err = warnings
		} else {
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
		// A language without messages, a not_own entry the build writes, among the policy's
		// problems (newuser12 #12, #19).
		problems = append(slices.Clip(problems), folderPolicyProblems(opts, data, nil)...)
		// An export inside the output folder, which a build refuses, with the rest (new-user
		// trial 15, finding 13): read from the policy as written, which decodes.
		if refused, _ := policy.ParseRefused(data, opts.file); opts.site && refused != nil {
			for _, pr := range publishedExports(refused, siteOptions{dir: opts.dir}) {
				problems = append(problems, pr.Problem)
			}
		}
		problems.Sort()
		lines := make([]string, len(problems))
		for i := range problems {
			problems[i].File = opts.file
			lines[i] = problems[i].String()
		}
		lines = append(lines, prose...)
		if dir, ok := messagesFolder(opts); ok {
			// The site's message files and templates need no valid policy either.
			lines = appendNew(lines, siteFolderProblems(s, opts, dir)...)
		}
		printProblems(s.out, lines)
		return exitError{exitFailure}
	case err != nil:
		return fmt.Errorf("%s: %w", opts.file, err)
	}
	// Whatever build refuses, validate refuses alike: the snippets' proofs too, and for a site
	// folder what only a build finds (its templates, the pages' proofs, the exports).
	problems = nil
	lines := append(generator.ProveSnippets(p, opts.file), prose...)
	if opts.site {
		problems, proseWarnings := dryBuild(s, opts, p)
		lines = appendNew(lines, problems...)
		printProblems(s.out, proseWarnings)
	} else {
		// A site folder's build reports them (Render); a file alone, here (newuser12 #12, #19).
		var langs []string
		for _, pr := range folderPolicyProblems(opts, data, p) {
			langs = append(langs, pr.String())
		}
		lines = append(langs, lines...)
		if dir, ok := messagesFolder(opts); ok {
			// FILE in a site folder with messages or templates of its own: checked as build
			// checks them.
			lines = appendNew(lines, siteFolderProblems(s, opts, dir)...)
		}
	}
	if len(lines) > 0 {
		printProblems(s.out, lines)
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
// past that): a regular file, or a pipe or device that the caller chose to name. A named pipe in a
// folder (mkfifo) is a *policy.NotRegularError, as build says of one: opening it would wait for a
// writer that may never come. A pipe the shell hands over as an open descriptor (validate <(…),
// /dev/stdin) already has its writer, and is read.
func readInput(name string, limit int64) ([]byte, error) {
	if info, err := os.Stat(name); err == nil && info.Mode()&fs.ModeNamedPipe != 0 && !inheritedDescriptor(name) {
		return nil, &policy.NotRegularError{Name: name, Mode: info.Mode()}
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return policy.ReadAll(f, name, limit)
}

// inheritedDescriptor reports whether name is a descriptor the process was handed (/dev/stdin,
// /dev/fd/N, /proc/self/fd/N: how bash's process substitution names a pipe), not a file of a
// folder.
func inheritedDescriptor(name string) bool {
	name = filepath.Clean(name)
	return name == "/dev/stdin" || strings.HasPrefix(name, "/dev/fd/") || strings.HasPrefix(name, "/proc/self/fd/")
}

// dryBuild builds the site folder as build does, in memory, without its history, and returns
// every problem build would print before it writes anything, and the warnings of its prose that
// validate has not printed with the policy's (a literal that states a quantity the policy does
// not): the site's templates, the pages'
// proofs (generator.Verify), and the exports policy.toml lists (a path inside the output folder,
// an export that cannot be generated).
func dryBuild(s streams, opts validateOptions, p *policy.Policy) (problems, warnings []string) {
	site := siteOptions{dir: opts.dir, strict: opts.strict}
	gopts, err := site.options(s)
	if err != nil {
		return []string{err.Error()}, nil
	}
	root, err := os.OpenRoot(opts.dir)
	if err != nil {
		return []string{err.Error()}, nil
	}
	defer root.Close()
	gopts.Site = root.FS()
	gopts.HistoryNote = "validate reads no history"
	res, err := generator.Build(gopts)
	var be *generator.BuildError
	var built []string
	switch {
	case errors.As(err, &be):
		problems, built = be.Problems, be.Warnings
	case err != nil:
		problems = []string{err.Error()}
	default:
		problems, built = generator.Verify(res, site.outDir()), res.Warnings
	}
	// The policy's own warnings are printed already; the prose's are the build's alone.
	locales := path.Join(gopts.SiteName, "locales") + "/"
	for _, w := range built {
		if strings.HasPrefix(w, locales) {
			warnings = append(warnings, w)
		}
	}
	exports, exportProblems := siteExports(p, site)
	problems = append(problems, exportProblems...)
	return append(problems, placeProblems(opts.dir, exports)...), warnings
}

// folderPolicyProblems returns the policy's problems that depend on its site folder, as build
// reports them (generator.FolderPolicyProblems: a language without messages, a site.not_own entry
// that the build writes): of a FILE, with the file's folder taken as its site folder (the current
// folder for standard input); of a site folder, with that folder. Of a site folder whose policy is
// valid they are left to dryBuild, which builds. p is the policy where it loaded (its values are
// then not decoded from data again), nil otherwise.
func folderPolicyProblems(opts validateOptions, data []byte, p *policy.Policy) policy.Problems {
	dir := opts.dir
	if !opts.site {
		dir = "."
		if opts.file != "<stdin>" {
			dir = filepath.Dir(opts.file)
		}
	}
	gopts := generator.Options{Defaults: defaults}
	if root, err := os.OpenRoot(dir); err == nil {
		defer root.Close()
		gopts.Site = root.FS()
	}
	return generator.FolderPolicyProblems(gopts, data, opts.file, p)
}

// messagesFolder is the folder whose message files (locales/<lang>/*.toml) and templates validate
// checks as build would: the site folder (--dir, or no FILE), or FILE's folder (the current folder
// for standard input) where it has a locales/ or templates/ folder, as a site folder does; ok is
// false for a FILE in a folder with neither, which is checked against sitegen's own messages.
func messagesFolder(opts validateOptions) (dir string, ok bool) {
	if opts.site {
		return opts.dir, true
	}
	dir = "."
	if opts.file != "<stdin>" {
		dir = filepath.Dir(opts.file)
	}
	for _, sub := range []string{"locales", "templates"} {
		if info, err := os.Stat(filepath.Join(dir, sub)); err == nil && info.IsDir() {
			return dir, true
		}
	}
	return "", false
}

// siteFolderProblems returns the problems of the message files and templates of the site folder
// dir (generator.SiteFolderProblems): for a policy that does not load, and for a FILE in a folder
// with messages or templates of its own (messagesFolder).
func siteFolderProblems(s streams, opts validateOptions, dir string) []string {
	site := siteOptions{dir: dir, strict: opts.strict}
	// FILE is the policy: its folder needs none of its own (trial 29, F-04).
	gopts, err := site.folderOptions(s)
	if err != nil {
		return []string{err.Error()}
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return []string{err.Error()}
	}
	defer root.Close()
	gopts.Site = root.FS()
	return generator.SiteFolderProblems(gopts)
}

// appendNew appends to lines each of more that lines does not hold yet: a build reports the
// prose's problems and the snippets' proofs again.
func appendNew(lines []string, more ...string) []string {
	for _, m := range more {
		if !slices.Contains(lines, m) {
			lines = append(lines, m)
		}
	}
	return lines
}
