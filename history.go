package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/sitegen-dev/sitegen/generator"
	"github.com/sitegen-dev/sitegen/policy"
)

// readHistory returns the committed versions of SITE/policy.toml, oldest first, for the page of
// changes and changes.atom: the commits of the folder's git repository that changed the file on
// its first-parent line (git log --first-parent, so that a merged branch counts as the change it
// brought), every version read by one git cat-file --batch (one process, not one git show per
// version: each process costs a few milliseconds of a build). It shells out to git, as diff does for REV:PATH,
// rather than linking a Go implementation of git (go-git): the history is read by the git that
// checked the repository out, with its configuration, its object storage and any shallow or
// partial clone as it is, and the build needs nothing else from a repository. At most
// generator.MaxVersions versions are read, the newest.
//
// Without a whole history (no git, not a repository, no commit of the file, a shallow clone) it
// returns none and a note that says why; the build then lists the current version alone, and
// check does not compare the page of changes and changes.atom (runCheck).
// A CI checkout must fetch the whole history (actions/checkout with fetch-depth: 0) for the
// build to match the one made where it was committed.
func readHistory(dir string) ([]generator.Version, string) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err.Error()
	}
	none := func(why string) ([]generator.Version, string) {
		return nil, fmt.Sprintf("%s: %s: the page of changes and changes.atom list the current version alone", filepath.Join(dir, generator.PolicyFile), why)
	}
	// Our own words where git's would puzzle: a folder outside any repository, or a repository
	// with no commit yet (git init), where git log says "fatal: bad revision 'HEAD'". The same
	// git asks whether the clone is shallow (one process fewer for every build: each costs a few
	// milliseconds); a git older than 2.15, which does not know the question, is asked again
	// without it, and its clone taken for a whole one, as before.
	head, _, err := runGit(4096, "-C", abs, "rev-parse", "--is-shallow-repository", "--verify", "--quiet", "HEAD^{commit}")
	if err != nil {
		head = nil
		_, _, err = runGit(4096, "-C", abs, "rev-parse", "--verify", "--quiet", "HEAD^{commit}")
	}
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			if _, _, err := runGit(4096, "-C", abs, "rev-parse", "--git-dir"); err != nil {
				return none("no git history (not in a git repository)")
			}
			return none("no git history (the repository has no commit yet: commit policy.toml, and each committed version is an entry)")
		}
	}
	shallow := bytes.HasPrefix(head, []byte("true\n"))
	out, stderr, err := runGit(1<<20, "-C", abs, "log", "--first-parent", "--format=%H", "-n", fmt.Sprint(generator.MaxVersions), "--end-of-options", "HEAD", "--", generator.PolicyFile)
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		if i := strings.IndexByte(msg, '\n'); i >= 0 {
			msg = msg[:i]
		}
		return none("no git history (" + msg + ")")
	}
	revs := strings.Fields(string(out))
	if len(revs) == 0 {
		return none("no committed version in git")
	}
	// A shallow clone (git clone --depth, actions/checkout's default) lists the oldest commit it
	// holds as one that adds the file: the history would silently begin there.
	if shallow {
		return none("a shallow clone holds only part of the history (git fetch --unshallow, or actions/checkout with fetch-depth: 0)")
	}
	versions, err := readBlobs(abs, revs)
	if err != nil {
		return none(err.Error())
	}
	return versions, ""
}

// readBlobs reads policy.toml at each of revs (newest first) with one git cat-file --batch in
// the folder abs, and returns the versions oldest first. Each version is at most
// policy.MaxFileBytes; the error names the commit whose version could not be read.
func readBlobs(abs string, revs []string) ([]generator.Version, error) {
	var in strings.Builder
	for _, rev := range revs {
		in.WriteString(rev + ":./" + generator.PolicyFile + "\n")
	}
	cmd := exec.Command("git", "-C", abs, "cat-file", "--batch")
	cmd.Stdin = strings.NewReader(in.String())
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	versions := make([]generator.Version, len(revs))
	readErr := func() error {
		r := bufio.NewReader(pipe)
		for i, rev := range revs {
			fail := func(why string) error { return fmt.Errorf("git cat-file %s: %s", rev[:12], why) }
			// "<object name> blob <size>", then the contents and a newline; "<name> missing" for
			// a commit without the file (git-cat-file(1), BATCH OUTPUT).
			header, err := r.ReadSlice('\n')
			if err != nil {
				return fail(fmt.Sprintf("no answer (%v)", err))
			}
			f := strings.Fields(string(header))
			if len(f) != 3 || f[1] != "blob" {
				return fail(strings.TrimSpace(string(header)))
			}
			size, err := strconv.ParseInt(f[2], 10, 64)
			if err != nil || size < 0 {
				return fail(strings.TrimSpace(string(header)))
			}
			if size > policy.MaxFileBytes {
				return fail((&policy.TooLargeError{Limit: policy.MaxFileBytes}).Reason())
			}
			data := make([]byte, size+1)
			if _, err := io.ReadFull(r, data); err != nil || data[size] != '\n' {
				return fail("the contents end early")
			}
			versions[len(revs)-1-i] = generator.Version{Rev: rev, Data: data[:size:size]}
		}
		return nil
	}()
	if readErr != nil {
		cmd.Process.Kill()
	}
	waitErr := cmd.Wait()
	if readErr != nil {
		if msg := strings.TrimSpace(stderr.String()); msg != "" {
			return nil, fmt.Errorf("%v (%s)", readErr, msg)
		}
		return nil, readErr
	}
	if waitErr != nil {
		return nil, fmt.Errorf("git cat-file: %v (%s)", waitErr, strings.TrimSpace(stderr.String()))
	}
	return versions, nil
}
