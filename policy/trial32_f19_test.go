package policy

import (
	"strings"
	"testing"
)

// TestDatesMovedOrLongerAtSameCap (trial 32, F-19): a job's dates classed by what changes for a
// site. The same spans, as long as before, moved in time (a yearly campaign moved to next year's
// same dates) are neutral: a site receives as much, at another time. A longer span where the job's
// own caps bound what it fetches in all (a cap per_dates, or per_run with runs_per_year.max) and are
// unchanged is neutral too: the same requests at most, spread over more days. Without such a cap,
// a longer span stays less polite, and dates of another length that move stay looser, not less
// polite for certain. Before, moved dates were looser (needing sign-off) and the longer span at
// the same cap less polite.
func TestDatesMovedOrLongerAtSameCap(t *testing.T) {
	const dates = "dates = [{ from = 2027-01-11, until = 2027-02-28 }, { from = 2027-03-01, until = 2027-04-09 }]\n"
	const perRun = "\n[[jobs.study.caps]]\nmax = 20000\nunit = \"pages\"\nper_run = true\nkey = \"domain\"\n"
	const perDates = "\n[[jobs.study.caps]]\nmax = 20000\nunit = \"pages\"\nper_dates = true\nkey = \"domain\"\n"
	policyWith := func(newDates, more string) *Policy {
		return parseText(t, strings.Replace(perDatesBase, dates, newDates, 1)+more, "policy.toml")
	}
	nextYear := "dates = [{ from = 2028-01-11, until = 2028-02-28 }, { from = 2028-03-01, until = 2028-04-09 }]\n"
	earlier := "dates = [{ from = 2026-12-28, until = 2027-02-28 }, { from = 2027-03-01, until = 2027-04-09 }]\n"
	longerNextYear := "dates = [{ from = 2027-12-28, until = 2028-02-28 }, { from = 2028-03-01, until = 2028-04-09 }]\n"
	for _, c := range []struct{ name, newDates, more, want string }{
		{"next year", nextYear, "", "changed /jobs/study/dates neutral false"},
		{"next year, cap per run", nextYear, perRun, "changed /jobs/study/dates neutral false"},
		{"two weeks earlier, cap per run", earlier, perRun, "changed /jobs/study/dates neutral false"},
		{"two weeks earlier, cap per dates", earlier, perDates, "changed /jobs/study/dates neutral false"},
		{"longer next year, cap per run", longerNextYear, perRun, "changed /jobs/study/dates neutral false"},
		{"two weeks earlier, no cap", earlier, "", "changed /jobs/study/dates looser true"},
		{"longer next year, no cap", longerNextYear, "", "changed /jobs/study/dates looser false"},
	} {
		if got := diffClasses(t, policyWith(dates, c.more), policyWith(c.newDates, c.more)); got != c.want {
			t.Errorf("%s: Diff =\n%s\nwant\n%s", c.name, got, c.want)
		}
	}
	// A cap that changes with the dates is classed on its own; the longer span is then not held
	// by the same cap.
	bigger := strings.Replace(perRun, "20000", "40000", 1)
	if got, want := diffClasses(t, policyWith(dates, perRun), policyWith(earlier, bigger)), "changed /jobs/study/caps/0/max looser true\nchanged /jobs/study/dates looser true"; got != want {
		t.Errorf("bigger cap: Diff =\n%s\nwant\n%s", got, want)
	}
}
