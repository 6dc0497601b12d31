package policy

import (
	"strings"
	"testing"
	"time"
)

// TestCampaignsEnded (t35c; t32c's plan, new-user trial 27, F-12): a job whose dates have all
// ended before the day of a build is a warning at the until of its last span, in the site's time
// zone, naming the day and where it comes from; a span of every year never ends; an
// acknowledged_warnings entry for that key acknowledges it, and validate leaves such an entry to
// CampaignsEnded, which warns of one that names no warning. Failed before: no CampaignsEnded (did
// not compile).
func TestCampaignsEnded(t *testing.T) {
	base := readPolicyText(t, "../generator/testdata/smallest/policy.toml")
	base = strings.Replace(base, "last_changed =", "time_zone = \"Europe/Warsaw\"\nlast_changed =", 1)
	const job = "\n[jobs.survey]\nlabel = { en = \"Survey\", de = \"Erhebung\", fr = \"Enquête\", pl = \"Badanie\" }\nagent = \"bot\"\ncadence = [{ every = \"7d\" }]\nDATES\n"
	parse := func(dates, ack string) *Policy {
		t.Helper()
		src := strings.Replace(base, "schema = 2\n", "schema = 2\n"+ack, 1) + strings.Replace(job, "DATES", dates, 1)
		p, err := Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		if ws := p.Warnings(); len(ws) != 0 {
			t.Fatalf("validate warns: %v", ws)
		}
		return p
	}
	two := `dates = [{ from = 2027-05-01, until = 2027-05-31 }, { from = 2027-01-11, until = 2027-04-09 }]`
	// 2027-06-01 00:30 in Warsaw is still 31 May in UTC: the site's day counts.
	june1 := time.Date(2027, 5, 31, 22, 30, 0, 0, time.UTC)
	want := "policy.toml:28:31: warning: jobs.survey.dates[0].until: 2027-05-31, the last day of the job's dates, is before the day of the build (2027-06-01, from SOURCE_DATE_EPOCH): the pages state the job and its dates as the crawler's schedule, though it sends no more requests (want the job removed once its campaign is over, or its next dates; or this key in acknowledged_warnings, with why, to keep it on the pages)"
	for _, tc := range []struct {
		name, dates, ack string
		day              time.Time
		want             string
	}{
		{"ended", two, "", june1, want},
		{"last day", two, "", june1.Add(-time.Hour), ""},
		{"every year", `dates = [{ from = "01-11", until = "04-09" }]`, "", june1, ""},
		{"no dates", "", "", june1, ""},
		{"acknowledged", two, "acknowledged_warnings = [{ key = \"jobs.survey.dates[0].until\", reason = \"Kept as a record of the study.\" }]\n", june1,
			strings.Replace(want, "policy.toml:28:31: warning:", "policy.toml:29:31: warning (acknowledged):", 1)},
		{"acknowledged, not ended", two, "acknowledged_warnings = [{ key = \"jobs.survey.dates[0].until\", reason = \"Kept as a record of the study.\" }]\n", june1.Add(-time.Hour),
			"policy.toml:6:28: warning: acknowledged_warnings[0].key: no warning at jobs.survey.dates[0].until to acknowledge (remove this entry, or write the key path as the warning names it)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, w := range parse(tc.dates, tc.ack).CampaignsEnded(tc.day, "from SOURCE_DATE_EPOCH") {
				got = append(got, w.String())
			}
			if strings.Join(got, "\n") != tc.want {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), tc.want)
			}
		})
	}
}
