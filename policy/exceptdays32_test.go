package policy

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// exceptDaysPolicy is the smallest policy with a job that runs only within working hours on
// weekdays (new-user trial 28, F-06); KIND and EXCEPT are replaced.
const exceptDaysPolicy = `
[jobs.check]
label = { en = "Check", de = "Prüfung", fr = "Contrôle", pl = "Badanie" }
agent = "bot"
cadence = [{ every = "24h" }]

[windows.working-hours]
kind = "KIND"
label = { en = "Working hours", de = "Arbeitszeit", fr = "Heures ouvrées", pl = "Godziny pracy" }
days = "mon-fri"
hours = ["07:00-19:00"]
jobs = ["check"]
EXCEPT
`

// TestWindowExceptDays (t32c; new-user trial 28, F-06): windows.X.except_days lists the days a
// window of kind "only" does not open on, each a date or a day of every year; policy.json keeps
// them as written; Window.Skips holds on those days in the site's time zone; validate refuses the
// key on another kind of window, empty, and a day listed twice, each at its place, and warns of a
// date on a weekday the window does not open on anyway; in a diff a day added is more polite, one
// removed less. Failed before: unknown key "except_days".
func TestWindowExceptDays(t *testing.T) {
	base := readPolicyText(t, "../generator/testdata/smallest/policy.toml")
	parse := func(kind, except string) (*Policy, error) {
		s := strings.Replace(strings.Replace(exceptDaysPolicy, "KIND", kind, 1), "EXCEPT", except, 1)
		if kind != "only" {
			s = strings.Replace(s, "jobs = [\"check\"]\n", "", 1)
		}
		return Parse([]byte(strings.Replace(base, "last_changed =", "time_zone = \"Europe/Warsaw\"\nlast_changed =", 1)+s), "policy.toml")
	}
	line := 1 + strings.Count(base+exceptDaysPolicy[:strings.Index(exceptDaysPolicy, "EXCEPT")], "\n") + 1
	at := func(col int) string { return "policy.toml:" + strconv.Itoa(line) + ":" + strconv.Itoa(col) + ": " }

	p, err := parse("only", `except_days = ["05-01", "2027-04-05"]`)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Warnings()) != 0 {
		t.Errorf("warnings: %v", p.Warnings())
	}
	w, _ := p.Windows.Get("working-hours")
	for _, tc := range []struct {
		day  time.Time
		want bool
	}{
		{time.Date(2027, 5, 1, 12, 0, 0, 0, time.UTC), true},
		{time.Date(2031, 5, 1, 0, 0, 0, 0, time.UTC), true},
		{time.Date(2027, 4, 5, 23, 59, 0, 0, time.UTC), true},
		{time.Date(2028, 4, 5, 12, 0, 0, 0, time.UTC), false},
		{time.Date(2027, 5, 2, 0, 0, 0, 0, time.UTC), false},
	} {
		if got := w.Skips(tc.day); got != tc.want {
			t.Errorf("Skips(%s) = %v, want %v", tc.day.Format(time.DateOnly), got, tc.want)
		}
	}
	b, err := p.JSON()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "\"except_days\": [\n        \"05-01\",\n        \"2027-04-05\"\n      ]") {
		t.Errorf("policy.json lacks except_days as written:\n%s", b)
	}

	for _, tt := range []struct {
		kind, except string
		want         []string
	}{
		{"quiet", `except_days = ["05-01"]`, []string{"policy.toml:" + strconv.Itoa(line-1) + ":1: " + `windows.working-hours.except_days: is set, but a window of kind "quiet" does not open or close for jobs: only a window of kind "only" skips days, on which its jobs send no request (want kind = "only" with its jobs, or no except_days)`}},
		{"only", `except_days = []`, []string{at(1) + `windows.working-hours.except_days: is empty (want the days the window does not open on, e.g. ["01-01", "2027-04-05"], or leave except_days out)`}},
		{"only", `except_days = ["05-01", "11-11", "05-01"]`, []string{at(34) + `windows.working-hours.except_days[2]: 05-01 is listed twice (also at [0])`}},
		{"only", `except_days = ["02-30"]`, []string{`windows.working-hours.except_days[0]`}},
	} {
		_, err := parse(tt.kind, tt.except)
		for _, w := range tt.want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("%s %s:\n got %v\nwant %s", tt.kind, tt.except, err, w)
			}
		}
	}
	// 3 April 2027 is a Saturday: the window does not open on it anyway.
	p, err = parse("only", `except_days = ["2027-04-03"]`)
	if err != nil {
		t.Fatal(err)
	}
	if w := p.Warnings().Error(); !strings.Contains(w, at(16)+`warning: windows.working-hours.except_days[0]: 2027-04-03 is a Saturday, on which the window does not open anyway (days = "mon-fri")`) {
		t.Errorf("a Saturday: warnings\n%s", w)
	}

	mustParse := func(except string) *Policy {
		t.Helper()
		p, err := parse("only", except)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	none, one, two := mustParse(""), mustParse(`except_days = ["05-01"]`), mustParse(`except_days = ["05-01", "11-11"]`)
	for _, tt := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"days listed", none, one, "added /windows/working-hours/except_days stricter false"},
		{"a day added", one, two, "changed /windows/working-hours/except_days stricter false"},
		{"a day removed", two, one, "changed /windows/working-hours/except_days looser true"},
		{"the days left out", one, none, "removed /windows/working-hours/except_days looser true"},
	} {
		if got := diffClasses(t, tt.old, tt.new); got != tt.want {
			t.Errorf("%s: diff\n got %q\nwant %q", tt.name, got, tt.want)
		}
	}
}

// TestSkippedWhenClause (t32c; new-user trial 28, F-06: skipped_when = [{ en = "on public
// holidays" }] gave "It does not run while on public holidays."): an English skipped_when label
// that begins with a preposition or a conjunction is a warning at its place that names the
// sentence it would make and points to except_days for days; a clause passes. Failed before: no
// warning.
func TestSkippedWhenClause(t *testing.T) {
	base := readPolicyText(t, "../generator/testdata/smallest/policy.toml")
	job := "\n[jobs.check]\nlabel = { en = \"Check\", de = \"Prüfung\", fr = \"Contrôle\", pl = \"Badanie\" }\nagent = \"bot\"\ncadence = [{ every = \"24h\" }]\nskipped_when = [\n  { en = \"%s\", de = \"ein Feiertag ist\", fr = \"c’est un jour férié\", pl = \"jest święto\" },\n]\n"
	line := strings.Count(base+job, "\n") - 1
	for _, tt := range []struct{ en, want string }{
		{"on public holidays", "policy.toml:" + strconv.Itoa(line) + ":5: warning: jobs.check.skipped_when[0].en: \"on public holidays\" is not a clause: the page completes \"It does not run while …\" with it (\"It does not run while on public holidays.\")"},
		{"During the summer break", "\"It does not run while During the summer break.\""},
		{"it is a public holiday", ""},
		{"online voting is open", ""},
	} {
		p, err := Parse([]byte(base+strings.Replace(job, "%s", tt.en, 1)), "policy.toml")
		if err != nil {
			t.Fatalf("%s: %v", tt.en, err)
		}
		got := p.Warnings().Error()
		if len(p.Warnings()) == 0 {
			got = ""
		}
		switch {
		case tt.want == "" && got != "":
			t.Errorf("%q: warnings\n%s\nwant none", tt.en, got)
		case tt.want != "" && !strings.Contains(got, tt.want):
			t.Errorf("%q: warnings\n%s\nwant %s", tt.en, got, tt.want)
		}
	}
}
