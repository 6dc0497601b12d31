package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/sitegen-dev/sitegen/generator"
	"github.com/sitegen-dev/sitegen/policy"
)

// readHistory returns the committed versions of SITE/policy.toml, oldest first, for the page of
// changes and changes.atom: the commits of the folder's git repository that changed the file on
// its first-parent line (git log --first-parent, so that a merged branch counts as the change it
// brought), each version read with git show. It shells out to git, as diff does for REV:PATH,
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
	if shallow, _, err := runGit(64, "-C", abs, "rev-parse", "--is-shallow-repository"); err == nil && strings.TrimSpace(string(shallow)) == "true" {
		return none("a shallow clone holds only part of the history (git fetch --unshallow, or actions/checkout with fetch-depth: 0)")
	}
	versions := make([]generator.Version, 0, len(revs))
	for i := len(revs) - 1; i >= 0; i-- {
		data, stderr, err := runGit(policy.MaxFileBytes, "-C", abs, "show", "--end-of-options", revs[i]+":./"+generator.PolicyFile)
		if err != nil {
			return none(fmt.Sprintf("git show %s: %s", revs[i][:12], strings.TrimSpace(stderr.String())))
		}
		versions = append(versions, generator.Version{Rev: revs[i], Data: data})
	}
	return versions, ""
}
