package conform

import (
	"strings"
	"testing"
)

// TestScheduleReasonShortestChoice (new-user trial 26, F-04): of a cadence rule's every_choices,
// intervals the customer picks from, the shortest is how often the job may run: a choice of every
// minute or every hour is not "runs hours or days apart", a choice of 1 or 6 hours is. Failed
// before: unknown key every_choices.
func TestScheduleReasonShortestChoice(t *testing.T) {
	const job = "the test sites are no job's (jobs.checks) that the crawler knows"
	for _, tc := range []struct {
		choices, want string
	}{
		{`["1h", "1m"]`, job},
		{`["6h", "1h"]`, job + ", and a schedule of runs hours or days apart is the crawler's scheduler's, which no run of minutes shows"},
	} {
		src := strings.Replace(uncappedPolicy, "[agents.bot]\n", "[agents.bot]\ntrigger = \"customer-scheduled\"\n", 1) +
			"\n[jobs.checks]\nlabel = { en = \"Checks\" }\nagent = \"bot\"\n\n[[jobs.checks.cadence]]\nevery_choices = " + tc.choices + "\n"
		if got := scheduleEvidence(t, src); got != tc.want {
			t.Errorf("%s: %q\nwant %q", tc.choices, got, tc.want)
		}
	}
}
