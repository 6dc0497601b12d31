package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// feedReaderRepo is a repository whose policy.toml, committed, is examples/feed-reader's with
// site.announce_changes_days = 14, beside its prose; the test's current folder. It returns the
// folder and the committed policy.
func feedReaderRepo(t *testing.T) (string, string) {
	t.Helper()
	base := readFile(t, "examples/feed-reader/policy.toml")
	promised := strings.Replace(base, "last_changed = 2026-12-01\n", "last_changed = 2026-12-01\nannounce_changes_days = 14\n", 1)
	if promised == base {
		t.Fatal("examples/feed-reader/policy.toml: no last_changed = 2026-12-01")
	}
	files := map[string]string{}
	prose, err := filepath.Glob("examples/feed-reader/locales/*/*.md")
	if err != nil || len(prose) == 0 {
		t.Fatalf("examples/feed-reader: no prose (%v)", err)
	}
	for _, f := range prose {
		files[strings.TrimPrefix(filepath.ToSlash(f), "examples/feed-reader/")] = readFile(t, f)
	}
	return diffRepo(t, promised, files), promised
}

// TestAnnouncedAhead (trial 20, finding 1): a change dated after the day of the build under
// site.announce_changes_days, as much ahead as promised, is warned of by validate, build and check
// at site.last_changed, with what the build publishes and polite enforces; the page says "in
// effect from" its date, not "last updated", and so do its entry on the page of changes and in
// changes.atom, with a note that the version before applies until then, in all four languages.
// Built on that day, the same version is in effect: no warning, and the usual words.
func TestAnnouncedAhead(t *testing.T) {
	dir, promised := feedReaderRepo(t)
	ahead := strings.Replace(strings.Replace(promised, `every = "30m"`, `every = "20m"`, 1), "last_changed = 2026-12-01", "last_changed = 2026-12-19", 1)
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(ahead), 0o644); err != nil {
		t.Fatal(err)
	}
	line := itoa(1 + indexOfLine(ahead, "last_changed = 2026-12-19"))
	warning := "policy.toml:" + line + ":1: warning: site.last_changed: 2026-12-19 is 14 days after the day of the build (2026-12-05, from SOURCE_DATE_EPOCH): a change announced ahead, which the pages built now state as the crawler's policy in effect from 2026-12-19, although until then the crawler follows the version before it; package polite enforces a policy from the moment a crawler loads it (load this version into the crawler on 2026-12-19, not before, and acknowledge this warning to publish the announcement)"
	t.Setenv("SOURCE_DATE_EPOCH", "1796428800") // 2026-12-05
	for _, args := range [][]string{{"validate"}, {"build"}, {"check"}} {
		code, out, errs := runSitegen(args...)
		if !strings.Contains(out+errs, warning+"\n") || code == exitUsage {
			t.Errorf("%s: exit %d, output:\n%s%s\nwant the warning:\n%s", args[0], code, out, errs, warning)
		}
	}
	want := map[string][]string{
		"public/en/index.md":     {"In effect from 19 December 2026; until then, the previous version of this policy applies."},
		"public/de/index.md":     {"Gültig ab 19. Dezember 2026; bis dahin gilt die vorherige Fassung dieser Richtlinie."},
		"public/fr/index.md":     {"En vigueur à partir du 19\u00a0décembre 2026\u202f; d’ici là, la version précédente de ces règles s’applique."},
		"public/pl/index.md":     {"Obowiązuje od 19\u00a0grudnia 2026\u00a0r., a do tego czasu stosowana jest poprzednia wersja tych zasad."},
		"public/en/changes.md":   {"## In effect from 19 December 2026: ", "This change has been announced in advance: it takes effect on 19 December 2026, and until then the previous version applies."},
		"public/de/changes.md":   {"## Änderung, gültig ab 19. Dezember 2026: ", "Diese Änderung ist vorab angekündigt und tritt erst am 19. Dezember 2026 in Kraft; bis dahin gilt die vorherige Fassung."},
		"public/fr/changes.md":   {"## Modification en vigueur à partir du 19\u00a0décembre 2026\u202f: ", "Cette modification est annoncée à l’avance\u202f: elle entre en vigueur le 19\u00a0décembre 2026\u202f; d’ici là, la version précédente s’applique."},
		"public/pl/changes.md":   {"## Zmiana obowiązująca od 19\u00a0grudnia 2026\u00a0r.: ", "Ta zmiana została ogłoszona z wyprzedzeniem: wchodzi w życie 19\u00a0grudnia 2026\u00a0r., a do tego czasu obowiązuje poprzednia wersja."},
		"public/en/changes.html": {">In effect from <", "<p>This change has been announced in advance: it takes effect on <"},
		"public/changes.atom":    {"<title>In effect from 19 December 2026: ", "This change has been announced in advance: it takes effect on 19 December 2026"},
	}
	for file, texts := range want {
		got := readFile(t, filepath.Join(dir, file))
		for _, w := range texts {
			if !strings.Contains(got, w) {
				t.Errorf("%s: no %q", file, w)
			}
		}
	}
	// Acknowledged, the announcement passes --strict.
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(ackAhead(ahead)), 0o644); err != nil {
		t.Fatal(err)
	}
	acked := strings.Replace(warning, ": warning: ", ": warning (acknowledged): ", 1)
	acked = strings.Replace(acked, ":"+line+":1:", ":"+itoa(1+indexOfLine(ackAhead(ahead), "last_changed = 2026-12-19"))+":1:", 1)
	if code, _, errs := runSitegen("build", "--strict"); code != exitOK || !strings.Contains(errs, acked+"\n") {
		t.Errorf("build --strict, acknowledged: exit %d, stderr:\n%s\nwant exit 0 and:\n%s", code, errs, acked)
	}
	// On the day it takes effect, the same version, committed when it was announced, is the
	// crawler's policy; the acknowledgement names no warning any more.
	// Committed on the day the pages announced it, whatever the day the test runs (it failed
	// from 2026-12-06 on: 13 days of notice where 14 are promised).
	t.Setenv("GIT_AUTHOR_DATE", "2026-12-05T12:00:00Z")
	t.Setenv("GIT_COMMITTER_DATE", "2026-12-05T12:00:00Z")
	gitT(t, dir, "commit", "-q", "-a", "-m", "announced")
	t.Setenv("SOURCE_DATE_EPOCH", "1797638400") // 2026-12-19
	code, _, errs := runSitegen("build")
	stale := "policy.toml:6:28: warning: acknowledged_warnings[0].key: no warning at site.last_changed to acknowledge (remove this entry, or write the key path as the warning names it)\n"
	if code != exitOK || strings.Contains(errs, "site.last_changed:") || !strings.Contains(errs, stale) {
		t.Errorf("build on 2026-12-19: exit %d, stderr:\n%s\nwant exit 0, no warning at site.last_changed, and:\n%s", code, errs, stale)
	}
	for _, file := range []string{"public/en/index.md", "public/en/changes.md", "public/changes.atom"} {
		if got := readFile(t, filepath.Join(dir, file)); strings.Contains(got, "In effect from") || strings.Contains(got, "announced ahead") {
			t.Errorf("%s built on 2026-12-19 still says the change is ahead:\n%s", file, got)
		}
	}
}

// indexOfLine returns the index of the line of s that is text, or -1.
func indexOfLine(s, text string) int {
	for i, l := range strings.Split(s, "\n") {
		if l == text {
			return i
		}
	}
	return -1
}
