package policy

import (
	"strings"
	"testing"
)

// TestDiffJobRenamed: a job removed and one added that equal it but for the key and labels are
// one change (field job_renamed) at the new key, OldPointer the old one: neutral, or wording where
// the labels changed; a job with labels and other members changed, or one that equals several
// jobs of the other side, stays a removal and an addition.
func TestDiffJobRenamed(t *testing.T) {
	base := readPolicyText(t, "../examples/feed-reader/policy.toml")
	rename := func(s string) string { return strings.ReplaceAll(s, "jobs.poll", "jobs.polling") }
	// The job is the file's last section: a copy of it is another job, equal but for its key.
	job := base[strings.Index(base, "[jobs.poll]"):]
	twice := base + "\n" + strings.ReplaceAll(job, "jobs.poll", "jobs.poll-copy")
	bothRenamed := strings.ReplaceAll(strings.ReplaceAll(twice, "jobs.poll-copy", "jobs.second"), "jobs.poll", "jobs.first")
	tests := []struct {
		name     string
		old, new string
		want     string
	}{
		{"key", base, rename(base), "changed /jobs/polling neutral job_renamed /jobs/poll poll→polling"},
		{"key and label", base, strings.Replace(rename(base), `en = "Feed polling"`, `en = "Polling of feeds"`, 1), "changed /jobs/polling wording job_renamed /jobs/poll poll→polling"},
		// Its labels kept: the rename and the change (TestDiffJobRenamedAndChanged).
		{"key and a schedule rule", base, strings.Replace(rename(base), `every = "30m"`, `every = "15m"`, 1), "changed /jobs/polling neutral job_renamed /jobs/poll poll→polling\nchanged /jobs/polling/cadence/0/every looser cadence_every /jobs/poll/cadence/0/every 30m→15m"},
		// Which of two equal jobs became which is not known: no rename.
		{"two equal jobs", twice, bothRenamed, "added /jobs/first looser job  →first\nadded /jobs/second looser job  →second\nremoved /jobs/poll stricter job  poll→\nremoved /jobs/poll-copy stricter job  poll-copy→"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if g := renameChanges(t, tc.old, tc.new); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}

// TestDiffJobRenamedAndChanged: a job renamed and changed in one edit, its labels, crawler and
// category of site kept, is the rename and each change as if made after it; a window that named
// the job and now names it under its new key does not change (new user 27, F-08: "[less polite]
// /windows/night/jobs: Messbesuch → Messbesuch", and the three weeks more only as a job removed and
// one added). Where the labels changed too, or two jobs removed bear the label, no job is known to
// have become the new one: removed and added.
func TestDiffJobRenamedAndChanged(t *testing.T) {
	base := strings.Replace(readPolicyText(t, "../examples/feed-reader/policy.toml"), "agent = \"fetcher\"\n", "agent = \"fetcher\"\ndates = [{ from = 2027-01-11, until = 2027-04-09 }]\n", 1)
	base = strings.Replace(base, "[site]\n", "[site]\ntime_zone = \"Europe/Berlin\"\n", 1) + `
[windows.night]
kind = "only"
label = { en = "Night", de = "Nacht", fr = "Nuit", pl = "Noc" }
hours = ["23:00-06:00"]
overnight = true
jobs = ["poll"]
`
	edit := func(s string) string {
		s = strings.ReplaceAll(s, "jobs.poll", "jobs.polling")
		s = strings.Replace(s, `jobs = ["poll"]`, `jobs = ["polling"]`, 1)
		return strings.Replace(s, "until = 2027-04-09", "until = 2027-04-30", 1)
	}
	job := base[strings.Index(base, "[jobs.poll]"):strings.Index(base, "[windows.night]")]
	twin := strings.Replace(base, "[windows.night]", strings.ReplaceAll(job, "jobs.poll", "jobs.twin")+"[windows.night]", 1)
	tests := []struct {
		name     string
		old, new string
		want     string
	}{
		{"key and dates", base, edit(base), "changed /jobs/polling neutral job_renamed /jobs/poll poll→polling\n" +
			"changed /jobs/polling/dates looser dates /jobs/poll/dates from=2027-01-11 until=2027-04-09→from=2027-01-11 until=2027-04-30"},
		{"key, label and dates", base, strings.Replace(edit(base), `en = "Feed polling"`, `en = "Polling of feeds"`, 1),
			"changed /windows/night/jobs looser window_jobs  poll→polling\n" +
				"added /jobs/polling looser job  →polling\nremoved /jobs/poll stricter job  poll→"},
		{"two jobs of that label", twin, strings.ReplaceAll(strings.ReplaceAll(edit(twin), "jobs.twin", "jobs.twin2"), "until = 2027-04-09", "until = 2027-04-30"),
			"changed /windows/night/jobs looser window_jobs  poll→polling\n" +
				"added /jobs/polling looser job  →polling\nadded /jobs/twin2 looser job  →twin2\n" +
				"removed /jobs/poll stricter job  poll→\nremoved /jobs/twin stricter job  twin→"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if g := renameChanges(t, tc.old, tc.new); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}

// renameChanges diffs two policies given as TOML and returns one line per change:
// kind, pointer, class, field, old pointer and old→new.
func renameChanges(t *testing.T, oldTOML, newTOML string) string {
	t.Helper()
	var got []string
	for _, c := range diffOf(t, parseText(t, oldTOML, "old.toml"), parseText(t, newTOML, "new.toml")) {
		got = append(got, string(c.Kind)+" "+c.Pointer+" "+string(c.Class)+" "+c.Field+" "+c.OldPointer+" "+c.Old+"→"+c.New)
	}
	return strings.Join(got, "\n")
}
