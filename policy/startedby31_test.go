package policy

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// startedByJobs are three jobs of the smallest policy's agent, appended to it: two checks with a
// cadence, and the fetch of the pages they link to, which either check starts (trial 28, F-03).
const startedByJobs = `
[jobs.simple]
label = { en = "Simple", de = "Einfach", fr = "Simple", pl = "Proste" }
agent = "bot"
cadence = [{ every = "24h" }]

[jobs.deep]
label = { en = "Deep", de = "Tief", fr = "Profond", pl = "Głębokie" }
agent = "bot"
cadence = [{ every = "24h" }]

[jobs.linked]
label = { en = "Linked", de = "Verlinkt", fr = "Liées", pl = "Powiązane" }
agent = "bot"
`

// TestStartedByList (t31b; new-user trial 28, F-03): jobs.X.started_by takes one job as a string
// or several as an array; policy.json writes one job as a string, as before, and several as an
// array; each job of the array is checked at its place (line and column), all problems at once;
// in a diff the list is compared as a set, a string against an array too. Failed before:
// "jobs.linked.started_by: is an array, want a string".
func TestStartedByList(t *testing.T) {
	base, err := os.ReadFile("../generator/testdata/smallest/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	parse := func(startedBy string) (*Policy, error) {
		return Parse(append(append(slices.Clip(base), startedByJobs...), "started_by = "+startedBy+"\n"...), "policy.toml")
	}
	// The line of started_by: the base, then the jobs, then the key.
	line := strings.Count(string(base)+startedByJobs, "\n") + 1
	at := func(col int) string { return "policy.toml:" + strconv.Itoa(line) + ":" + strconv.Itoa(col) + ": " }

	for _, tt := range []struct {
		toml string
		want []string
		json string
	}{
		{`"simple"`, []string{"simple"}, `"started_by": "simple"`},
		{`["simple"]`, []string{"simple"}, `"started_by": "simple"`},
		{`["simple", "deep"]`, []string{"simple", "deep"}, "\"started_by\": [\n        \"simple\",\n        \"deep\"\n      ]"},
	} {
		p, err := parse(tt.toml)
		if err != nil {
			t.Errorf("started_by = %s: %v", tt.toml, err)
			continue
		}
		j, _ := p.Jobs.Get("linked")
		if !slices.Equal(j.StartedBy, tt.want) {
			t.Errorf("started_by = %s: StartedBy = %q, want %q", tt.toml, j.StartedBy, tt.want)
		}
		if !j.StatesRuns() {
			t.Errorf("started_by = %s: StatesRuns() = false", tt.toml)
		}
		b, err := p.JSON()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), tt.json) {
			t.Errorf("started_by = %s: policy.json lacks %s", tt.toml, tt.json)
		}
		// policy.json reads back as the same policy (the page of changes' version cache).
		s, err := SnapshotOfJSON(mustFull(t, p))
		if err != nil {
			t.Fatalf("started_by = %s: SnapshotOfJSON: %v", tt.toml, err)
		}
		if j2, _ := s.Policy.Jobs.Get("linked"); !slices.Equal(j2.StartedBy, tt.want) {
			t.Errorf("started_by = %s: read back from policy.json as %q", tt.toml, j2.StartedBy)
		}
	}

	for _, tt := range []struct {
		toml string
		want []string
	}{
		{`["simple", "linked", "dep", "simple"]`, []string{
			at(25) + `jobs.linked.started_by[1]: names the job itself (name the jobs whose finds start this one, or leave started_by out)`,
			at(35) + `jobs.linked.started_by[2]: "dep" is not in jobs (did you mean "deep"?)`,
			at(42) + `jobs.linked.started_by[3]: "simple" is listed twice`,
		}},
		{`"linked"`, []string{at(1) + `jobs.linked.started_by: names the job itself`}},
		{`[]`, []string{at(14) + `jobs.linked.started_by: is an empty array, want a job's key, e.g. "poll", or an array of them, e.g. ["poll", "crawl"] (or leave the key out where no other job starts this one)`}},
		{`["simple", 5, true]`, []string{at(1) + `jobs.linked.started_by: [1] is an integer, [2] is a boolean: want a job's key, e.g. "poll", or an array of them, e.g. ["poll", "crawl"]`}},
		{`5`, []string{at(14) + `jobs.linked.started_by: is an integer, want a job's key`}},
	} {
		_, err := parse(tt.toml)
		for _, w := range tt.want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("started_by = %s:\n got %v\nwant %s", tt.toml, err, w)
			}
		}
	}

	// diff: the jobs as a set.
	one, err := parse(`"simple"`)
	if err != nil {
		t.Fatal(err)
	}
	two, err := parse(`["simple", "deep"]`)
	if err != nil {
		t.Fatal(err)
	}
	reordered, err := parse(`["deep", "simple"]`)
	if err != nil {
		t.Fatal(err)
	}
	other, err := parse(`"deep"`)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name     string
		old, new *Policy
		want     []string // pointer and class of each change
	}{
		{"one job more", one, two, []string{"/jobs/linked/started_by/1 " + string(ClassLooser)}},
		{"one job fewer", two, one, []string{"/jobs/linked/started_by/1 " + string(ClassStricter)}},
		{"reordered", two, reordered, nil},
		{"the one job replaced", one, other, []string{"/jobs/linked/started_by " + string(ClassLooser)}},
	} {
		changes, err := Diff(tt.old, tt.new)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range changes {
			got = append(got, c.Pointer+" "+string(c.Class))
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: changes %q, want %q", tt.name, got, tt.want)
		}
	}
}

func mustFull(t *testing.T, p *Policy) []byte {
	t.Helper()
	b, err := p.FullJSON()
	if err != nil {
		t.Fatal(err)
	}
	return b
}
