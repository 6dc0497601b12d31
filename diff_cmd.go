package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sitegen-dev/sitegen/generator"
	"github.com/sitegen-dev/sitegen/policy"
)

type diffOptions struct {
	old, new string
	lang     string
	format   string
	dir      string
}

func newDiffCmd(s streams) *cobra.Command {
	var opts diffOptions
	cmd := &cobra.Command{
		Use:   "diff OLD NEW",
		Short: "Say what a change of policy.toml changes for webmasters",
		Long: `Diff compares two policies, each a file or REV:PATH read through git (so that
"sitegen diff origin/main:policy.toml policy.toml" works in a pull request; a REV that starts
with "-" is refused, since git would read it as an option). PATH is read from the current
folder, as a file is (git's REV:./PATH: git alone reads REV:PATH from the top of the
repository). Diff lists every
changed value: its JSON Pointer, the old and the new value with units, a sentence in the chosen
language saying what changes for webmasters, and a class. The JSON format gives the class as one
of the tokens below, stable for scripts; the text and Markdown formats name it in the chosen
language, as the page of changes does ("less polite", "may be less polite" where a looser
change is not known to make the crawler less polite, "more polite", …):

  stricter  more polite, or easier to stop (a snippet that blocks more)
  looser    less polite, or not provably more polite (a window moved, a snippet that blocks
            less, the example flag): needs sign-off
  identity  User-Agent, token, IP addresses, reverse DNS, the address the policy is published
            at: allowlists and blocks may break
  contact   how to reach the operator, what a site can ask for
  neutral   no effect on politeness (an agent's robots.txt handling that repeats the
            general one, the HTTP versions)
  wording   labels, names and the site's own settings (its title, languages, the date of
            last change): nothing the crawler does

A looser change that makes the crawler less polite for certain (a shorter interval, a higher
cap, a quiet window that only shrinks) has "less_polite": true in the JSON, where the text and
Markdown formats say "less polite"; a looser change without it may make the crawler less polite.

The review is written with sitegen's own messages, never with the site's overrides
(locales/<lang>/*.toml), so that a change cannot reword its own review; when the overrides beside
the two policies differ, the review says which files changed.

Agents, jobs, windows, IP addresses and other named items are matched by their key, so adding
one reports one addition. A policy that changed while its date of last change did not is a
finding of its own. --format markdown writes a pull-request comment, looser and identity changes
first.

A side that does not load is reported with a sentence in the chosen language before its own
messages, which are in English, as those of validate and build are. An old side that this
sitegen refuses but can read (it decodes, its schema and site are sound, it breaks a rule, such
as one added since it was written) is compared as written instead, with such a sentence and its
messages on the standard error: the change that fixes it can be reviewed.

Like diff(1), it exits 0 when nothing changed, 1 when something did, 2 on trouble.`,
		Args: usageArgs(cobra.ExactArgs(2)),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.old, opts.new = args[0], args[1]
			if err := runDiff(s, opts); err != nil {
				var ee exitError
				if errors.As(err, &ee) {
					return err
				}
				// Trouble is exit 2 for diff, as for diff(1).
				fmt.Fprintf(s.err, "sitegen: %v\n", err)
				return exitError{exitUsage}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&opts.lang, "lang", "en", "the language of the sentences (a language with messages: en, de, fr, pl)")
	cmd.Flags().StringVar(&opts.format, "format", "text", "text, markdown (a pull-request comment) or json")
	// --dir once chose the site whose overrides worded the review; a review now uses the product's
	// messages only, so the flag is accepted and ignored, for the CI scripts that pass it.
	cmd.Flags().StringVar(&opts.dir, "dir", ".", "ignored: the review uses sitegen's own messages")
	_ = cmd.Flags().MarkDeprecated("dir", "the review uses sitegen's own messages and compares the site's overrides beside each policy")
	return cmd
}

// runDiff loads both sides, diffs them and prints the review.
func runDiff(s streams, opts diffOptions) error {
	switch opts.format {
	case "text", "markdown", "json":
	default:
		return usageError{fmt.Errorf("--format %q: want text, markdown or json", opts.format)}
	}
	// The product's messages only: overrides come with the change under review, which must not
	// word its own review (defect M7 of the hostile trial).
	msgs, err := generator.LoadMessages(defaults)
	if err != nil {
		return err
	}
	if !msgs.Has(opts.lang) {
		return usageError{fmt.Errorf("--lang %q: no messages in that language (have %s)", opts.lang, strings.Join(msgs.Languages(), ", "))}
	}
	old, refused, err := loadOldSide(opts.old)
	if err != nil {
		return notLoaded(s, msgs, opts.lang, "old", opts.old, err)
	}
	new, err := loadSide(opts.new)
	if err != nil {
		return notLoaded(s, msgs, opts.lang, "new", opts.new, err)
	}
	oldOverrides, err := overrides(opts.old)
	if err != nil {
		return err
	}
	newOverrides, err := overrides(opts.new)
	if err != nil {
		return err
	}
	var changes []policy.Change
	var review *generator.Review
	if refused == nil {
		if changes, err = policy.Diff(old, new); err != nil {
			return err
		}
		if review, err = generator.NewReview(old, new, changes, msgs, opts.lang, changedFiles(oldOverrides, newOverrides)); err != nil {
			return err
		}
	} else {
		// An old version this sitegen refuses is compared as written, with a note on what it
		// breaks; one too broken to compare is reported as not loading.
		if changes, review, err = reviewRefused(old, new, msgs, opts.lang, changedFiles(oldOverrides, newOverrides)); err != nil {
			return notLoaded(s, msgs, opts.lang, "old", opts.old, invalidSideError{fmt.Errorf("%s is not a valid policy:\n%s", opts.old, refused.Error())})
		}
		said, lerr := msgs.Localize(opts.lang, "diff.refused.old", nil, map[string]any{"Name": opts.old})
		if lerr != nil {
			return lerr
		}
		fmt.Fprintln(s.err, said)
		fmt.Fprintln(s.err, refused.Error())
	}
	// A change dated sooner than the notice promised after today (new-user trials 15, 17 and 22):
	// the day is SOURCE_DATE_EPOCH's, as for build, else today.
	epoch, err := sourceDateEpoch(s.getenv)
	if err != nil {
		return err
	}
	day, _ := generator.Options{Epoch: epoch}.Day()
	if _, err := review.AddNoticeShort(new, changes, msgs, day); err != nil {
		return err
	}
	var out []byte
	switch opts.format {
	case "markdown":
		out = review.Markdown()
	case "json":
		if out, err = review.JSON(); err != nil {
			return err
		}
	default:
		out = review.Text()
	}
	if _, err := s.out.Write(out); err != nil {
		return err
	}
	if len(changes) > 0 || len(review.OverridesChanged) > 0 {
		return exitError{exitFailure}
	}
	return nil
}

// loadSide reads one side of a diff: a file, or REV:PATH through git show.
func loadSide(arg string) (*policy.Policy, error) {
	data, name, err := readSide(arg)
	if err != nil {
		return nil, err
	}
	p, err := policy.Parse(data, name)
	var ps policy.Problems
	if errors.As(err, &ps) {
		return nil, invalidSideError{fmt.Errorf("%s is not a valid policy:\n%s", name, ps.Error())}
	}
	return p, err
}

// readSide reads the bytes of one side of a diff, a file or REV:PATH through git show, and the
// name its problems give it.
func readSide(arg string) ([]byte, string, error) {
	data, err := readInput(arg, policy.MaxFileBytes)
	name := arg
	if err != nil {
		rev, path, isRev := strings.Cut(arg, ":")
		if !isRev || !errors.Is(err, os.ErrNotExist) || rev == "" || path == "" {
			if errors.Is(err, os.ErrNotExist) {
				// validate's words for the same mistake (new-user trial 20, F9: "open nosuch.toml:
				// no such file or directory").
				return nil, "", usageError{fmt.Errorf("%s: no such file (give a policy file, REV:PATH such as main:policy.toml, or - for standard input)", arg)}
			}
			return nil, "", err
		}
		// git would read such a revision as an option (--output=FILE writes a file anywhere).
		if strings.HasPrefix(rev, "-") {
			return nil, "", fmt.Errorf("%s: the revision %q starts with \"-\", which git would read as an option (no file %s either)", arg, rev, arg)
		}
		if path, err = fromHere(path); err != nil {
			return nil, "", err
		}
		data, err = gitShow(rev, path)
		if err != nil {
			return nil, "", err
		}
		name = filepath.ToSlash(arg)
	}
	return data, name, nil
}

// loadOldSide reads the old side of a diff as loadSide does, but keeps a version this sitegen
// refuses and can still read (policy.ParseRefused): the policy as written and its problems
// (refused). A version that does not decode is an error, as with loadSide.
func loadOldSide(arg string) (p *policy.Policy, refused policy.Problems, err error) {
	data, name, err := readSide(arg)
	if err != nil {
		return nil, nil, err
	}
	p, err = policy.ParseRefused(data, name)
	var ps policy.Problems
	switch {
	case errors.As(err, &ps) && p != nil && comparable(ps):
		return p, ps, nil
	case errors.As(err, &ps):
		return nil, nil, invalidSideError{fmt.Errorf("%s is not a valid policy:\n%s", name, ps.Error())}
	}
	return p, nil, err
}

// comparable reports whether a version with problems ps, which decodes, is still a policy whose
// review means something: its schema and its site (title, address, languages, date) are sound.
// A file that lacks them ("[site]" alone) is not compared, lest every value read as changed.
func comparable(ps policy.Problems) bool {
	for _, p := range ps {
		if !p.Warning && (p.Path == "schema" || p.Path == "site" || strings.HasPrefix(p.Path, "site.")) {
			return false
		}
	}
	return true
}

// reviewRefused diffs old, a version this sitegen refuses (loadOldSide), against new. A refused
// version may break what the diff relies on (a reference to an item it lacks): a panic there is
// an error, and the caller reports the version as not loading.
func reviewRefused(old, new *policy.Policy, msgs *generator.Messages, lang string, files []string) (changes []policy.Change, review *generator.Review, err error) {
	defer func() {
		if r := recover(); r != nil {
			changes, review, err = nil, nil, fmt.Errorf("the old version cannot be compared: %v", r)
		}
	}()
	if changes, err = policy.Diff(old, new); err != nil {
		return nil, nil, err
	}
	review, err = generator.NewReview(old, new, changes, msgs, lang, files)
	return changes, review, err
}

// invalidSideError is a side of a diff that was read but does not load: policy.Problems, in
// English, as every message of validate and build is.
type invalidSideError struct{ err error }

func (e invalidSideError) Error() string { return e.err.Error() }
func (e invalidSideError) Unwrap() error { return e.err }

// notLoaded returns err, the error of loading one side of a diff (which: "old" or "new"; arg as
// given), after saying on the standard error, in the review's language, that this side does not
// load and that no change can be listed (diff.not_loaded.<which>): a reader of a French review
// learns what happened before the messages, which stay in English (review 8: fr 1, pl 11, de 33).
// A side that could not be read (no such file, git failed) is trouble like any other.
func notLoaded(s streams, msgs *generator.Messages, lang, which, arg string, err error) error {
	var invalid invalidSideError
	if !errors.As(err, &invalid) {
		return err
	}
	said, lerr := msgs.Localize(lang, "diff.not_loaded."+which, nil, map[string]any{"Name": arg})
	if lerr != nil {
		return errors.Join(err, lerr)
	}
	fmt.Fprintln(s.err, said)
	return err
}

// fromHere returns the PATH of a REV:PATH argument as git reads it relative to the current folder
// (git's REV:./PATH form): sitegen reads REV:PATH, as it reads a file argument, from the folder it
// runs in. git alone would read REV:PATH from the top of the repository, so that in a subfolder
// "HEAD:policy.toml policy.toml" compared the top's policy with the subfolder's, a review of
// changes nobody made. A path that already says where it starts ("./", "../") is kept.
func fromHere(file string) (string, error) {
	if strings.HasPrefix(file, "./") || strings.HasPrefix(file, "../") || file == "." || file == ".." {
		return file, nil
	}
	prefix, err := git("rev-parse", "--show-prefix")
	if err != nil || strings.TrimSpace(string(prefix)) == "" {
		return file, nil // at the top (or not in a repository: git show says so)
	}
	return "./" + file, nil
}

// gitShow reads a file at a revision. A path starting with "./" is relative to the current
// folder, as git show reads it; otherwise it is relative to the top of the repository. The
// argument reaches git after --end-of-options, so that it is never read as an option.
func gitShow(rev, path string) ([]byte, error) {
	out, stderr, err := runGit(policy.MaxFileBytes, "show", "--end-of-options", rev+":"+path)
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("git show %s:%s: %s", rev, path, msg)
	}
	return out, nil
}

// overrides reads the site's message overrides that lie beside one side's policy
// (locales/<lang>/*.toml in the policy's folder), on disk or, for REV:PATH, at that revision:
// their paths, relative to the policy's folder, and contents. A folder without locales/ has none.
func overrides(arg string) (map[string][]byte, error) {
	if _, err := os.Stat(arg); err == nil {
		files := map[string][]byte{}
		fsys := os.DirFS(filepath.Dir(arg))
		names, err := fs.Glob(fsys, "locales/*/*.toml")
		if err != nil {
			return nil, err
		}
		for _, name := range names {
			if files[name], err = fs.ReadFile(fsys, name); err != nil {
				return nil, err
			}
		}
		return files, nil
	}
	rev, file, _ := strings.Cut(arg, ":")
	// The folder as loadSide reads REV:PATH: from the current folder (fromHere).
	file, err := fromHere(file)
	if err != nil {
		return nil, err
	}
	dir := path.Join(path.Dir(file), "locales")
	if strings.HasPrefix(file, "./") && !strings.HasPrefix(dir, "../") {
		dir = "./" + dir
	}
	return gitTree(rev, dir)
}

// gitTree reads the message files (*/*.toml) of the folder dir at a revision, keyed by their paths
// from dir's parent ("locales/en/x.en.toml"); none when the folder is not there. --full-tree:
// in a subfolder, ls-tree would otherwise list only the tree's entries whose paths lie below the
// current folder, none of a tree read by REV:PATH.
func gitTree(rev, dir string) (map[string][]byte, error) {
	files := map[string][]byte{}
	list, err := git("ls-tree", "-r", "-z", "--full-tree", "--end-of-options", rev+":"+dir)
	if err != nil {
		if errors.Is(err, errNoObject) {
			return files, nil
		}
		return nil, err
	}
	for _, entry := range strings.Split(strings.TrimSuffix(string(list), "\x00"), "\x00") {
		meta, name, ok := strings.Cut(entry, "\t")
		fields := strings.Fields(meta)
		if !ok || len(fields) != 3 || fields[1] != "blob" {
			continue
		}
		if m, _ := path.Match("*/*.toml", name); !m {
			continue
		}
		if files["locales/"+name], err = git("cat-file", "blob", fields[2]); err != nil {
			return nil, err
		}
	}
	return files, nil
}

// changedFiles lists, in order, the files added, removed or changed from a to b.
func changedFiles(a, b map[string][]byte) []string {
	var changed []string
	for _, name := range slices.Sorted(maps.Keys(a)) {
		if v, ok := b[name]; !ok || !bytes.Equal(v, a[name]) {
			changed = append(changed, name)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(b)) {
		if _, ok := a[name]; !ok {
			changed = append(changed, name)
		}
	}
	slices.Sort(changed)
	return changed
}

// errNoObject is git's answer for a revision or path that does not exist.
var errNoObject = errors.New("no such object")

// git runs git with args and returns its output; errNoObject when git says the object does not
// exist.
func git(args ...string) ([]byte, error) {
	out, stderr, err := runGit(generator.MaxMessageBytes, args...)
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if strings.Contains(msg, "Not a valid object name") || strings.Contains(msg, "does not exist") {
			return nil, fmt.Errorf("git %s: %w: %s", args[0], errNoObject, msg)
		}
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("git %s: %s", args[0], msg)
	}
	return out, nil
}

// runGit runs git with args and returns its output, at most limit bytes (a *policy.TooLargeError
// past that: git is stopped), and what it wrote to its standard error.
func runGit(limit int64, args ...string) (out []byte, stderr *bytes.Buffer, err error) {
	stderr = new(bytes.Buffer)
	cmd := exec.Command("git", args...)
	cmd.Stderr = stderr
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, stderr, err
	}
	if err := cmd.Start(); err != nil {
		return nil, stderr, err
	}
	out, readErr := policy.ReadAll(pipe, "git "+args[0], limit)
	if readErr != nil {
		cmd.Process.Kill()
	}
	waitErr := cmd.Wait()
	if readErr != nil {
		return nil, stderr, readErr
	}
	return out, stderr, waitErr
}
