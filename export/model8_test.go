package export

import (
	"slices"
	"strings"
	"testing"
)

// TestScrapyNeverRetried: the statuses of errors.never_retried are left out of the codes Scrapy's
// RetryMiddleware retries, also out of the 5xx that errors.retries.on names as a class, and the
// statement is carried, not listed as not enforced; Nutch, which has no such setting, lists it.
func TestScrapyNeverRetried(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"[errors]\n", "[errors]\nnever_retried = [404, 410, 451, 501]\n"}, [2]string{"", "\n[errors.retries]\non = [\"5xx\", \"429\"]\ndelays = [\"1s\"]\n"})
	ex := generate(t, p, Scrapy, Options{})
	want := "RETRY_HTTP_CODES = sorted(set([429] + list(range(500, 600))) - set([501]))"
	if !strings.Contains(string(ex.Data), want) {
		t.Errorf("the Scrapy settings lack %q:\n%s", want, ex.Data)
	}
	if !slices.Contains(ex.Carried, "/errors/never_retried/3") {
		t.Errorf("/errors/never_retried/3 is not carried: %v", ex.Carried)
	}
	if slices.ContainsFunc(ex.Unenforced, func(st Statement) bool { return under(st.Pointer, "/errors/never_retried") }) {
		t.Errorf("/errors/never_retried is listed as not enforced: %v", ex.Unenforced)
	}
	nutch := generate(t, p, Nutch, Options{})
	if !slices.ContainsFunc(nutch.Unenforced, func(st Statement) bool { return st.Pointer == "/errors/never_retried" }) {
		t.Errorf("Nutch does not list /errors/never_retried as not enforced: %v", nutch.Unenforced)
	}
}

// TestFollowUpListed: a job's re-checks are the crawler's scheduling, which no format carries:
// each export lists them as not enforced, with why.
func TestFollowUpListed(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"", "\n[jobs.pages]\nlabel = { en = \"Pages\" }\nagent = \"examplebot\"\nfollow_up = [{ when = \"changed\", after = \"7d\", max = 3 }]\n\n[[jobs.pages.cadence]]\nevery = \"30d\"\n"})
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		want := Statement{"/jobs/pages/follow_up", "when the crawler schedules work (cadence, triggers, item retries, refetches, campaigns, budgets): the crawler's scheduler keeps it, not a setting of " + f.Name()}
		if !slices.Contains(ex.Unenforced, want) {
			t.Errorf("%s: not listed as not enforced: %v\n%v", f.Name(), want, ex.Unenforced)
		}
	}
}

// TestReasonsNameWhatIsMissing (new-user trial 20, F7): a statement no format carries is listed
// with a reason that is true of it: conditional requests need a cache of responses, which the
// export does not set up (Scrapy has a setting that sends them, from such a cache); JavaScript
// rendering is a browser the crawler drives, not "how the HTTP client speaks".
func TestReasonsNameWhatIsMissing(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"[limits]\n", "[limits]\nconditional_requests = [\"If-None-Match\"]\n"}, [2]string{"[agents.examplebot]\n", "[agents.examplebot]\nhttp = { javascript = \"rendered\" }\n"})
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		for _, want := range []Statement{
			{"/limits/conditional_requests", "conditional requests revalidate a stored copy of each page: a cache of responses the crawler keeps, which this export does not set up"},
			{"/agents/examplebot/http/javascript", "whether the crawler runs a page's JavaScript: the browser it drives to render pages, not a setting of " + f.Name()},
		} {
			if !slices.Contains(ex.Unenforced, want) {
				t.Errorf("%s: not listed as not enforced: %v\n%v", f.Name(), want, ex.Unenforced)
			}
		}
	}
}
