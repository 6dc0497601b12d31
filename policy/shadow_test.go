package policy

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCadenceShadowed: a schedule rule of a job that an earlier rule of the job wholly shadows
// (it applies at every time the later one does, and the first rule that applies wins) is refused
// at the later rule, naming the line of both and what would be right; a rule that decides at
// some time, however short, stays valid (model26, F-02: the page and the picture of the week drew
// a rule that never ran). Each case writes the rules of jobs.sync in place of the base policy's one,
// "base": Monday to Friday 07:00-19:00 every 10 minutes; want nil is a valid policy.
func TestCadenceShadowed(t *testing.T) {
	const base = "[[jobs.sync.cadence]]\ndays = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n"
	rules := func(rs ...string) []edit {
		var b strings.Builder
		for _, r := range rs {
			if r == "base" {
				r = base[len("[[jobs.sync.cadence]]\n"):]
			}
			b.WriteString("[[jobs.sync.cadence]]\n" + r + "\n")
		}
		return []edit{replace(base+"\n", b.String())}
	}
	// shadowed is the problem of rule later, at line, that rule earlier, at earlierLine, shadows.
	shadowed := func(line, later, earlier, earlierLine int) string {
		e := fmt.Sprintf("cadence[%d]", earlier)
		return fmt.Sprintf("policy.toml:%d:3: jobs.sync.cadence[%d]: never decides when the job runs: %s (line %d) comes first and applies at every time this rule does, and of the rules that apply at one time the first listed wins, yet the page and the picture of the week would show this rule's runs (want this rule before %s, so that it wins where both apply; narrowed to times %s leaves out; or removed)", line, later, e, earlierLine, e, e)
	}
	tests := []struct {
		name  string
		edits []edit
		want  []string
	}{
		{"narrower hours on fewer days", rules("base", "days = \"mon\"\nhours = \"08:00-12:00\"\nevery = \"5m\"\n"), []string{shadowed(73, 1, 0, 68)}},
		{"the same times", rules("base", "days = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"1h\"\n"), []string{shadowed(73, 1, 0, 68)}},
		{"a start time within the hours", rules("base", "days = \"tue\"\nat = \"18:59\"\n"), []string{shadowed(73, 1, 0, 68)}},
		{"a start time at the end of the hours", rules("base", "days = \"tue\"\nat = \"19:00\"\n"), nil},
		{"every day, all day, first", rules("every = \"1h\"\n", "base"), []string{shadowed(71, 1, 0, 68)}},
		{"every day, all day, last", rules("base", "every = \"1h\"\n"), nil},
		{"across midnight into the next day", rules("days = \"thu\"\nhours = \"18:00-08:00\"\novernight = true\nevery = \"1h\"\n", "days = \"fri\"\nhours = \"00:00-07:30\"\nevery = \"5m\"\n", "base"), []string{shadowed(74, 1, 0, 68)}},
		{"one minute more", rules("base", "days = \"fri\"\nhours = \"07:00-19:01\"\nevery = \"5m\"\n"), nil},
		{"a later rule shadowed by the one before it", rules("base", "days = \"sat\"\nevery = \"1h\"\n", "days = \"sat\"\nhours = \"10:00-11:00\"\nevery = \"5m\"\n"), []string{shadowed(77, 2, 1, 73)}},
		{"an earlier rule with a condition", rules("days = \"mon-fri\"\nevery = \"1h\"\ncondition = { en = \"for small sites\", de = \"bei kleinen Websites\" }\n", "base"), nil},
		{"the same condition", rules("days = \"mon-fri\"\nevery = \"1h\"\ncondition = { en = \"for small sites\", de = \"bei kleinen Websites\" }\n", "days = \"mon\"\nevery = \"5m\"\ncondition = { en = \"for small sites\", de = \"bei kleinen Websites\" }\n"), []string{shadowed(73, 1, 0, 68)}},
		{"an earlier rule on an occasion", rules("occasions = [\"sessions\"]\nevery = \"5m\"\n", "base"), nil},
		{"the same occasion", rules("occasions = [\"sessions\"]\nevery = \"5m\"\n", "base", "occasions = [\"sessions\"]\nhours = \"20:00-21:00\"\nevery = \"1m\"\n"), []string{shadowed(77, 2, 0, 68)}},
		{"an earlier rule's hours do not load", rules("days = \"mon-fri\"\nhours = \"07:00-19:60\"\nevery = \"1h\"\n", "base"), []string{`policy.toml:70:1: jobs.sync.cadence[0].hours: "07:00-19:60" is not a time range: "19:60" is not a time of day (want HH:MM on a 24-hour clock, e.g. 07:00)`}},
	}
	src := readBase(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := badPolicy{edits: tt.edits}.apply(src)
			if err != nil {
				t.Fatal(err)
			}
			_, err = Parse([]byte(s), "policy.toml")
			got := problemLines(t, err)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("problems mismatch (-want +got):\n%s\ngot, as Go:\n%s", diff, goLines(got))
			}
		})
	}
}
