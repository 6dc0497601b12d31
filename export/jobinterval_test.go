package export

import (
	"slices"
	"testing"
)

// TestJobIntervalReason: a job's own interval (jobs.X.limits.min_interval, new-user trial 21,
// finding 1) is listed by each export as not enforced, with a reason that is true of it (it was
// "when the crawler schedules work").
func TestJobIntervalReason(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"", "\n[jobs.oai]\nlabel = { en = \"OAI-PMH harvest\" }\nagent = \"examplebot\"\ncontinuous = true\nlimits = { min_interval = \"2s\" }\n"})
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		want := Statement{"/jobs/oai/limits", "a job's own interval: " + f.Name() + " spaces every request to a host by one delay, the general interval, whatever job sends it, so a job with a longer interval of its own is not slowed to it, and one with a shorter interval is held to the general one; space that job's requests in the crawler (a download slot of their own would no longer space them from the others)"}
		if !slices.Contains(ex.Unenforced, want) {
			t.Errorf("%s: not listed as not enforced: %v\n%v", f.Name(), want, ex.Unenforced)
		}
	}
}
