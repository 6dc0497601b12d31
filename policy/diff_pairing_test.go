package policy_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestDiffMovedItemPointers: a change inside an item that moved in its list points where the
// value stands on its side (the new index for a change, the old one for a removal), and a change
// says where the item stood before (OldPointer), so that the review states the old value from the
// old item. The rules moved never apply at one moment (weekdays, the weekend), so that their
// order is no change; where it is, the list is one change (TestDiffRulesAndOrder).
func TestDiffMovedItemPointers(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "examples", "civic-ingestor", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	rule := "[[jobs.incremental-sync.cadence]]\ndays = \"mon-fri\"\nevery = \"1h\"\n\n"
	next := "[[jobs.incremental-sync.cadence]]\ndays = \"sat-sun\"\nevery = \"2h\"\n"
	if !strings.Contains(string(src), rule+next) {
		t.Fatal("civic-ingestor: the schedule rules changed; update the test")
	}
	edited := strings.Replace(string(src), rule+next, strings.Replace(next, "2h", "3h", 1)+"\n"+rule, 1)
	old, err := policy.Parse(src, "old.toml")
	if err != nil {
		t.Fatal(err)
	}
	new, err := policy.Parse([]byte(edited), "new.toml")
	if err != nil {
		t.Fatal(err)
	}
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range changes {
		got = append(got, fmt.Sprintf("%s %s (from %q) %s", c.Kind, c.Pointer, c.OldPointer, c.Class))
	}
	want := []string{
		`changed /jobs/incremental-sync/cadence/2/every (from "/jobs/incremental-sync/cadence/3/every") stricter`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestDiffRulesAndOrder (issue 12, mech12 2): schedule rules that changed their order where it
// decides which applies, and changed themselves, are one change of the list, classed by what is
// in force at each moment: the rule every hour on weekdays now first wins where the rule every
// 10 minutes (now every 20, all day) applied, which is more polite at every moment.
func TestDiffRulesAndOrder(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "examples", "civic-ingestor", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	rule := "[[jobs.incremental-sync.cadence]]\ndays = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n\n"
	next := "[[jobs.incremental-sync.cadence]]\ndays = \"mon-fri\"\nevery = \"1h\"\n\n"
	for _, tc := range []struct {
		name, edited string
		want         policy.Class
		less         bool
	}{
		// Every hour until 13:00 on weekdays, first now, and no rule after 19:00: less often
		// than every 10 minutes until 13:00, or than every hour in the evening. (A rule that an
		// earlier one wholly shadows is refused: each rule decides at some time.)
		{"less often", "[[jobs.incremental-sync.cadence]]\ndays = \"mon-fri\"\nhours = \"00:00-13:00\"\nevery = \"1h\"\n\n" + rule, policy.ClassStricter, false},
		// Every 30 minutes from noon on weekdays, first now: less often than every 10 minutes in
		// the afternoon, more often than every hour in the evening.
		{"both", "[[jobs.incremental-sync.cadence]]\ndays = \"mon-fri\"\nhours = \"12:00-24:00\"\nevery = \"30m\"\n\n" + rule, policy.ClassLooser, false},
	} {
		edited := strings.Replace(string(src), rule+next, tc.edited, 1)
		old, err := policy.Parse(src, "old.toml")
		if err != nil {
			t.Fatal(err)
		}
		new, err := policy.Parse([]byte(edited), "new.toml")
		if err != nil {
			t.Fatal(err)
		}
		changes, err := policy.Diff(old, new)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range changes {
			got = append(got, fmt.Sprintf("%s %s %s %s less=%v", c.Kind, c.Pointer, c.Field, c.Class, c.LessPolite))
		}
		want := fmt.Sprintf("changed /jobs/incremental-sync/cadence cadence_rules %s less=%v", tc.want, tc.less)
		if strings.Join(got, "\n") != want {
			t.Errorf("%s: changes:\n%s\nwant:\n%s", tc.name, strings.Join(got, "\n"), want)
		}
	}
}

// TestDiffJobSplitReferences: a job split in two is one change where every list that named it
// names both parts; a list that names one part only holds fewer fetches, and keeps its changes.
func TestDiffJobSplitReferences(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "examples", "civic-ingestor", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	i, j := strings.Index(s, "[jobs.full-sync]"), strings.Index(s, "[jobs.documents]")
	if i < 0 || j < i {
		t.Fatal("civic-ingestor: no full sync; update the test")
	}
	part := func(suffix string) string {
		return strings.NewReplacer("[jobs.full-sync]", "[jobs.full-sync-"+suffix+"]", "[[jobs.full-sync.cadence]]", "[[jobs.full-sync-"+suffix+".cadence]]").Replace(s[i:j])
	}
	split := s[:i] + part("a") + part("b") + s[j:]
	for _, tc := range []struct {
		name, request string
		want          []string
	}{
		{"both parts named", `jobs = ["full-sync-a", "full-sync-b"]`, []string{"changed /jobs/full-sync-a neutral"}},
		{"one part named", `jobs = ["full-sync-a"]`, []string{
			"added /contact/requests/2/jobs/0 contact",
			"removed /contact/requests/2/jobs/0 contact",
			"changed /jobs/full-sync-a neutral",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			edited := strings.NewReplacer(`jobs = ["full-sync"]`, tc.request,
				`own_user_agent_jobs = ["incremental-sync", "full-sync"]`, `own_user_agent_jobs = ["incremental-sync", "full-sync-a", "full-sync-b"]`).Replace(split)
			old, err := policy.Parse(src, "old.toml")
			if err != nil {
				t.Fatal(err)
			}
			new, err := policy.Parse([]byte(edited), "new.toml")
			if err != nil {
				t.Fatal(err)
			}
			changes, err := policy.Diff(old, new)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range changes {
				got = append(got, fmt.Sprintf("%s %s %s", c.Kind, c.Pointer, c.Class))
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}
