package policy

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestCadenceOnlyMoreOften: a schedule rule rewritten to run in hours that hold the old ones and
// at least as often, on the same days and occasions, is less polite for certain; any other
// rewrite of a rule stays "may be less polite" (review15-de 8).
func TestCadenceOnlyMoreOften(t *testing.T) {
	src, err := os.ReadFile("../examples/civic-ingestor/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const rule = "occasions = [\"session-days\"]\nhours = \"07:00-22:00\"\nevery = \"5m\""
	if strings.Count(string(src), rule) != 1 {
		t.Fatalf("civic-ingestor's policy no longer holds the rule %q once", rule)
	}
	old, err := Parse(src, "old.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, rule, want string
	}{
		{"wider hours, shorter interval", "occasions = [\"session-days\"]\nhours = \"06:00-22:00\"\nevery = \"2m\"", "looser true"},
		{"the whole day, shorter interval", "occasions = [\"session-days\"]\nevery = \"2m\"", "looser true"},
		{"wider hours, longer interval", "occasions = [\"session-days\"]\nhours = \"06:00-22:00\"\nevery = \"10m\"", "looser false"},
		{"narrower hours, shorter interval", "occasions = [\"session-days\"]\nhours = \"08:00-22:00\"\nevery = \"2m\"", "looser false"},
		{"moved hours, shorter interval", "occasions = [\"session-days\"]\nhours = \"06:00-21:00\"\nevery = \"2m\"", "looser false"},
		{"other days, wider hours, shorter interval", "days = \"sat-sun\"\nhours = \"06:00-22:00\"\nevery = \"2m\"", "looser false"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			new, err := Parse([]byte(strings.Replace(string(src), rule, tc.rule, 1)), "new.toml")
			if err != nil {
				t.Fatal(err)
			}
			changes, err := Diff(old, new)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range changes {
				got = append(got, fmt.Sprint(c.Kind, " ", c.Pointer, " ", c.Class, " ", c.LessPolite))
			}
			want := "changed /jobs/incremental-sync/cadence/0 " + tc.want
			if strings.Join(got, "\n") != want {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), want)
			}
		})
	}
}
