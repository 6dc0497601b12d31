package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

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
// check does not compare the page of changes and changes.atom where some of the history may be
// missing (readHistoryWhole, runCheck).
// A CI checkout must fetch the whole history (actions/checkout with fetch-depth: 0) for the
// build to match the one made where it was committed.
//
// With a cache (the version cache of the build, versioncache.go), the versions read for a commit
// of HEAD are kept, one entry per site folder (historyKey): a build at the same commit reads them
// back after git rev-parse, without git log and git cat-file (two processes, about 10 ms of CPU
// a build). A commit's first-parent history never changes (its hash covers every commit before
// it); a shallow clone is not kept, and git replace, which could change it, is not looked at.
func readHistory(dir string, cache generator.VersionCache) ([]generator.Version, string) {
	versions, note, _ := readHistoryWhole(dir, cache)
	return versions, note
}

// readHistoryWhole is readHistory, and whole says whether what it returns is all the history
// there is: true with versions, and true without where there is none to read (the folder is in
// no git repository, the repository has no commit yet, no commit has the file), so that a build
// lists the current version alone wherever it runs; false where some may be missing (a shallow
// clone, git missing or failing), where check does not compare the page of changes and
// changes.atom (runCheck).
func readHistoryWhole(dir string, cache generator.VersionCache) (versions []generator.Version, note string, whole bool) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err.Error(), false
	}
	part := func(why string) ([]generator.Version, string, bool) {
		return nil, fmt.Sprintf("%s: %s: the page of changes and changes.atom list the current version alone", filepath.Join(dir, generator.PolicyFile), why), false
	}
	none := func(why string) ([]generator.Version, string, bool) {
		v, n, _ := part(why)
		return v, n, true
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
			if _, stderr, err := runGit(4096, "-C", abs, "rev-parse", "--git-dir"); err != nil {
				// git refuses a repository another user owns (safe.directory): its history is
				// there but unread, not missing; say so with git's fix (valid15; it read as "not
				// in a git repository" before).
				if msg := stderr.String(); strings.Contains(msg, "dubious ownership") {
					return part("git refuses to read the repository (" + dubiousOwnership(msg) + ")")
				}
				return none("no git history (not in a git repository)")
			}
			return none("no git history (the repository has no commit yet: commit policy.toml, and each committed version is an entry)")
		}
	}
	shallow := bytes.HasPrefix(head, []byte("true\n"))
	// "false" and HEAD's commit: the commit whose history a cache may keep.
	var commit string
	if f := strings.Fields(string(head)); len(f) == 2 && f[0] == "false" {
		commit = f[1]
	}
	key := historyKey(abs)
	if cache != nil && commit != "" {
		if versions, ok := decodeHistory(cache.Get(key), key, commit); ok {
			return versions, "", true
		}
	}
	out, stderr, err := runGit(1<<20, "-C", abs, "log", "--first-parent", "--format=%H %ct", "-n", fmt.Sprint(generator.MaxVersions), "--end-of-options", "HEAD", "--", generator.PolicyFile)
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		if i := strings.IndexByte(msg, '\n'); i >= 0 {
			msg = msg[:i]
		}
		return part("no git history (" + msg + ")")
	}
	// Each commit with its committer's time: the earliest a version can have been published,
	// from which build and check count the notice it gives (noticeNotGiven).
	var revs []string
	var committed []time.Time
	for l := range strings.Lines(string(out)) {
		rev, ct, _ := strings.Cut(strings.TrimSpace(l), " ")
		if rev == "" {
			continue
		}
		sec, _ := strconv.ParseInt(ct, 10, 64)
		revs, committed = append(revs, rev), append(committed, time.Unix(sec, 0).UTC())
	}
	if len(revs) == 0 {
		return none("no committed version in git")
	}
	// A shallow clone (git clone --depth, actions/checkout's default) lists the oldest commit it
	// holds as one that adds the file: the history would silently begin there.
	if shallow {
		return part("a shallow clone holds only part of the history (git fetch --unshallow, or actions/checkout with fetch-depth: 0)")
	}
	versions, err = readBlobs(abs, revs)
	if err != nil {
		return part(err.Error())
	}
	for i := range versions {
		versions[i].Committed = committed[len(revs)-1-i]
	}
	if cache != nil && commit != "" {
		cache.Put(key, encodeHistory(key, commit, versions))
	}
	return versions, "", true
}

// dubiousOwnership is what git's refusal of a repository owned by another user says, in one
// line with its fix: "detected dubious ownership in repository at '/x'; if you trust it: git
// config --global --add safe.directory /x".
func dubiousOwnership(stderr string) string {
	first, fix := "", ""
	for line := range strings.Lines(stderr) {
		line = strings.TrimSpace(line)
		switch {
		case first == "" && line != "":
			first = strings.TrimPrefix(line, "fatal: ")
		case strings.HasPrefix(line, "git config ") && strings.Contains(line, "safe.directory"):
			fix = line
		}
	}
	if fix == "" {
		return first
	}
	return first + "; if you trust it: " + fix
}

// historyMagic begins an entry of the history of a site folder in the version cache.
const historyMagic = "sitegen history cache 2\n"

// historyKey is the key of the history of the site folder abs (absolute) in the version cache:
// one entry per folder, replaced when HEAD moves, so that the cache does not grow with commits.
func historyKey(abs string) string {
	sum := sha256.Sum256([]byte("sitegen history\n" + abs))
	return hex.EncodeToString(sum[:])
}

// encodeHistory is the entry of the versions read at commit: historyMagic, the SHA-256 of the
// rest in hexadecimal and a newline, then the key, the commit and the number of versions, a line
// each, and each version, oldest first, as its revision, its size and its commit's time (Unix
// seconds), separated by spaces, on a line, its bytes and a newline.
func encodeHistory(key, commit string, versions []generator.Version) []byte {
	var body bytes.Buffer
	fmt.Fprintf(&body, "%s\n%s\n%d\n", key, commit, len(versions))
	for _, v := range versions {
		fmt.Fprintf(&body, "%s %d %d\n", v.Rev, len(v.Data), v.Committed.Unix())
		body.Write(v.Data)
		body.WriteByte('\n')
	}
	sum := sha256.Sum256(body.Bytes())
	return append([]byte(historyMagic+hex.EncodeToString(sum[:])+"\n"), body.Bytes()...)
}

// decodeHistory reads an entry encodeHistory made back; ok is false for one that is not whole,
// of another format, another folder or another commit, or whose versions are more or larger than
// a build reads.
func decodeHistory(entry []byte, key, commit string) (versions []generator.Version, ok bool) {
	rest, found := bytes.CutPrefix(entry, []byte(historyMagic))
	if !found || len(rest) < 65 || rest[64] != '\n' {
		return nil, false
	}
	body := rest[65:]
	if sum := sha256.Sum256(body); hex.EncodeToString(sum[:]) != string(rest[:64]) {
		return nil, false
	}
	line := func() string {
		i := bytes.IndexByte(body, '\n')
		if i < 0 {
			body = nil
			return ""
		}
		l := string(body[:i])
		body = body[i+1:]
		return l
	}
	if line() != key || line() != commit {
		return nil, false
	}
	n, err := strconv.Atoi(line())
	if err != nil || n < 1 || n > generator.MaxVersions {
		return nil, false
	}
	versions = make([]generator.Version, n)
	for i := range versions {
		f := strings.Split(line(), " ")
		if len(f) != 3 || f[0] == "" {
			return nil, false
		}
		m, err := strconv.Atoi(f[1])
		sec, serr := strconv.ParseInt(f[2], 10, 64)
		if err != nil || serr != nil || m < 0 || m > policy.MaxFileBytes || m+1 > len(body) || body[m] != '\n' {
			return nil, false
		}
		versions[i] = generator.Version{Rev: f[0], Data: body[:m:m], Committed: time.Unix(sec, 0).UTC()}
		body = body[m+1:]
	}
	return versions, len(body) == 0
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
