package policy

import (
	"os"
	"strings"
	"testing"
)

// TestDiffJobRenamed: a job removed and one added that equal it but for the key and labels are
// one change (field job_renamed) at the new key, OldPointer the old one: neutral, or wording where
// the labels changed; a job with any other change, or one that equals several jobs of the other
// side, stays a removal and an addition.
func TestDiffJobRenamed(t *testing.T) {
	src, err := os.ReadFile("../examples/feed-reader/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	base := string(src)
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
		{"key and a schedule rule", base, strings.Replace(rename(base), `every = "30m"`, `every = "15m"`, 1), "added /jobs/polling looser job  →polling\nremoved /jobs/poll stricter job  poll→"},
		// Which of two equal jobs became which is not known: no rename.
		{"two equal jobs", twice, bothRenamed, "added /jobs/first looser job  →first\nadded /jobs/second looser job  →second\nremoved /jobs/poll stricter job  poll→\nremoved /jobs/poll-copy stricter job  poll-copy→"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			old, err := Parse([]byte(tc.old), "old.toml")
			if err != nil {
				t.Fatal(err)
			}
			new, err := Parse([]byte(tc.new), "new.toml")
			if err != nil {
				t.Fatal(err)
			}
			changes, err := Diff(old, new)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range changes {
				got = append(got, string(c.Kind)+" "+c.Pointer+" "+string(c.Class)+" "+c.Field+" "+c.OldPointer+" "+c.Old+"→"+c.New)
			}
			if g := strings.Join(got, "\n"); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
