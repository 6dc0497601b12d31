package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestNoticeNotGiven (new-user trials 15 and 17): where policy.toml, changed since its last commit,
// publishes a change with less notice than it promises, build warns at the key, with the last
// commit and the date that would keep the promise; --strict makes it an error. A change of the
// policy dated on or before the day of the build under site.announce_changes_days, and an address
// new since the last commit without a from, or with a from too soon, under
// network.announced_before_use. No warning for a change of wording, a date far enough ahead, an
// address already listed, or where nothing is promised.
func TestNoticeNotGiven(t *testing.T) {
	base := readFile(t, "examples/feed-reader/policy.toml")
	promised := strings.Replace(base, "last_changed = 2026-12-01\n", "last_changed = 2026-12-01\nannounce_changes_days = 14\n", 1) +
		"\n[network]\nannounced_before_use = true\nannounce_days = 7\n\n[[network.addresses]]\nprefix = \"192.0.2.1\"\n"
	if promised == base+"\n[network]\nannounced_before_use = true\nannounce_days = 7\n\n[[network.addresses]]\nprefix = \"192.0.2.1\"\n" {
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
	dir := diffRepo(t, promised, files)
	head, err := exec.Command("git", "-C", dir, "rev-parse", "HEAD").Output()
	if err != nil {
		t.Fatal(err)
	}
	rev := string(head[:12])
	t.Setenv("SOURCE_DATE_EPOCH", "1796428800") // 2026-12-05
	lineOf := func(s, text string) string {
		return itoa(1 + slices.Index(strings.Split(s, "\n"), text))
	}
	faster := strings.Replace(promised, `every = "30m"`, `every = "20m"`, 1)
	tests := []struct {
		name, policy string
		want         []string // warnings, each after "policy.toml:LINE:COL: warning: "
	}{
		{"a faster poll dated the day of the build", strings.Replace(faster, "last_changed = 2026-12-01", "last_changed = 2026-12-05", 1), []string{
			"site.last_changed: policy.toml changes /jobs/poll/cadence/0/every since its last commit (" + rev + "), and site.last_changed (2026-12-05) dates the change on or before the day of the build (2026-12-05), but site.announce_changes_days promises 14 days of notice (date the change 2026-12-19 or later)",
		}},
		{"the same, dated 14 days ahead", strings.Replace(faster, "last_changed = 2026-12-01", "last_changed = 2026-12-19", 1), nil},
		{"a label reworded", strings.Replace(strings.Replace(promised, `"Feed polling"`, `"Polling of feeds"`, 1), "last_changed = 2026-12-01", "last_changed = 2026-12-05", 1), nil},
		{"a new address without from", strings.Replace(ackAhead(promised), "last_changed = 2026-12-01", "last_changed = 2026-12-19", 1) + "\n[[network.addresses]]\nprefix = \"192.0.2.2\"\n", []string{
			"network.addresses[1]: 192.0.2.2/32 is new since the last commit (" + rev + ") and has no from, so it is in use from its publication, but network.announced_before_use promises that a new address is listed before it is used (write from = 2026-12-12 or later)",
		}},
		{"a new address used too soon", strings.Replace(ackAhead(promised), "last_changed = 2026-12-01", "last_changed = 2026-12-19", 1) + "\n[[network.addresses]]\nprefix = \"192.0.2.2\"\nfrom = 2026-12-08\n", []string{
			"network.addresses[1].from: 192.0.2.2/32 is new since the last commit (" + rev + ") and first used on 2026-12-08, but network.announced_before_use promises that it is listed 7 days before it is used, counted from the day of the build (2026-12-05) (write from = 2026-12-12 or later)",
		}},
		{"a new address a week ahead", strings.Replace(promised, "last_changed = 2026-12-01", "last_changed = 2026-12-19", 1) + "\n[[network.addresses]]\nprefix = \"192.0.2.2\"\nfrom = 2026-12-12\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(tt.policy), 0o644); err != nil {
				t.Fatal(err)
			}
			code, _, errs := runSitegen("build")
			var got []string
			for _, l := range strings.Split(errs, "\n") {
				if strings.Contains(l, "since the last commit") || strings.Contains(l, "since its last commit") {
					got = append(got, l)
				}
			}
			var want []string
			for _, w := range tt.want {
				// Placed at the key: the date's line, the second address's table header (its
				// name, column 3) or its from.
				pos := ""
				lines := strings.Split(tt.policy, "\n")
				switch key := strings.SplitN(w, ":", 2)[0]; key {
				case "site.last_changed":
					for i, l := range lines {
						if strings.HasPrefix(l, "last_changed = ") {
							pos = itoa(i+1) + ":1"
						}
					}
				case "network.addresses[1]":
					pos = itoa(len(lines)-2) + ":3"
				case "network.addresses[1].from":
					pos = lineOf(tt.policy, "from = 2026-12-08") + ":1"
				}
				want = append(want, "policy.toml:"+pos+": warning: "+w)
			}
			if code != exitOK || !slices.Equal(got, want) {
				t.Errorf("build: exit %d, the notice warnings:\n%s\nwant exit 0 and:\n%s\nstderr:\n%s", code, strings.Join(got, "\n"), strings.Join(want, "\n"), errs)
			}
			if len(tt.want) > 0 {
				code, _, errs := runSitegen("build", "--strict")
				if code != exitFailure || !strings.Contains(errs, strings.Replace(want[0], ": warning: ", ": ", 1)) {
					t.Errorf("build --strict: exit %d, stderr:\n%s\nwant exit 1 and the warning as an error", code, errs)
				}
			}
		})
	}
}

// ackAhead acknowledges, in policy, the warning of a change announced ahead (LastChangedAfter),
// which --strict would otherwise stop at before the notice is checked.
func ackAhead(policy string) string {
	return strings.Replace(policy, "schema = 2\n", "schema = 2\nacknowledged_warnings = [{ key = \"site.last_changed\", reason = \"announced ahead\" }]\n", 1)
}

// TestNoticeCommitted (trial 20, finding 3): a change committed with less notice than the policy
// promises is warned of by build and check where policy.toml is that commit (a checkout in CI),
// counted from the day of the commit, while the notice promised from it runs: a change other than
// of wording dated the day it was committed, or 5 days after; an address new in that commit
// without a from. --strict makes it an error. No warning once the notice has run out, for a change
// dated as far ahead as promised (which LastChangedAfter warns of as announced), or where nothing
// is promised.
func TestNoticeCommitted(t *testing.T) {
	t.Setenv("GIT_COMMITTER_DATE", "2026-12-05T10:00:00Z")
	tests := []struct {
		name, lastChanged, buildDay, extra string
		want                               string // the warning after "policy.toml:LINE:COL: warning: ", or ""
	}{
		{"dated the day of the commit", "2026-12-05", "1796428800", "", // build 2026-12-05
			"site.last_changed: the last commit of policy.toml (REV, committed 2026-12-05) changes /jobs/poll/cadence/0/every, and site.last_changed (2026-12-05) dates the change the day it was committed, but site.announce_changes_days promises 14 days of notice (date the change 2026-12-19 or later)"},
		{"dated 5 days after, checked on the 12th", "2026-12-10", "1797033600", "", // build 2026-12-12
			"site.last_changed: the last commit of policy.toml (REV, committed 2026-12-05) changes /jobs/poll/cadence/0/every, and site.last_changed (2026-12-10) dates the change 5 days after it was committed, but site.announce_changes_days promises 14 days of notice (date the change 2026-12-19 or later)"},
		{"dated the day of the commit, checked once the notice ran out", "2026-12-05", "1797638400", "", ""}, // build 2026-12-19
		{"dated 14 days after", "2026-12-19", "1797638400", "", ""},
		{"a new address without from", "2026-12-19", "1797638400", "\n[network]\nannounced_before_use = true\nannounce_days = 30\n\n[[network.addresses]]\nprefix = \"192.0.2.1\"\n",
			"network.addresses[0]: 192.0.2.1/32 is new in the last commit of policy.toml (REV, committed 2026-12-05) and has no from, so it is in use from its publication, but network.announced_before_use promises that a new address is listed before it is used (write from = 2027-01-04 or later)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir, promised := feedReaderRepo(t)
			changed := strings.Replace(strings.Replace(promised, `every = "30m"`, `every = "20m"`, 1), "last_changed = 2026-12-01", "last_changed = "+tt.lastChanged, 1) + tt.extra
			if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(changed), 0o644); err != nil {
				t.Fatal(err)
			}
			gitT(t, dir, "commit", "-q", "-a", "-m", "change")
			head, err := exec.Command("git", "-C", dir, "rev-parse", "HEAD").Output()
			if err != nil {
				t.Fatal(err)
			}
			t.Setenv("SOURCE_DATE_EPOCH", tt.buildDay)
			want := ""
			if tt.want != "" {
				w := strings.Replace(tt.want, "REV", string(head[:12]), 1)
				pos := itoa(1+indexOfLine(changed, "last_changed = "+tt.lastChanged)) + ":1"
				if strings.HasPrefix(w, "network.") {
					pos = itoa(strings.Count(changed, "\n")-1) + ":3"
				}
				want = "policy.toml:" + pos + ": warning: " + w
			}
			for _, args := range [][]string{{"build"}, {"check"}} {
				code, _, errs := runSitegen(args...)
				var got []string
				for _, l := range strings.Split(errs, "\n") {
					if strings.Contains(l, "last commit of policy.toml") {
						got = append(got, l)
					}
				}
				if code != exitOK || want == "" && len(got) > 0 || want != "" && !slices.Equal(got, []string{want}) {
					t.Errorf("%s: exit %d, warnings of notice:\n%s\nwant exit 0 and:\n%s\nstderr:\n%s", args[0], code, strings.Join(got, "\n"), want, errs)
				}
			}
			if want != "" {
				code, out, errs := runSitegen("check", "--strict")
				if code != exitFailure || !strings.Contains(out+errs, strings.Replace(want, ": warning: ", ": ", 1)) {
					t.Errorf("check --strict: exit %d, output:\n%s%s\nwant exit 1 and the warning as an error", code, out, errs)
				}
			}
		})
	}
}
