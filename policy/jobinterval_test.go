package policy

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// jobLimits edits the base policy's job "sync" (of target "portals") to state limits of its own.
func jobLimits(limits string) edit {
	return replace("target = \"portals\"\n", "target = \"portals\"\nlimits = "+limits+"\n")
}

// TestJobLimitsChecked: a job's own limits state min_interval alone (new-user trial 21, finding 1);
// every other field is refused with where it can be stated, and the interval with what it cannot
// go beside.
func TestJobLimitsChecked(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "a job's concurrency",
			edits: []edit{jobLimits(`{ concurrency = 1, concurrency_key = "hostname" }`)},
			want: []string{
				"policy.toml:66:12: jobs.sync.limits.concurrency: a job's limits state min_interval alone (want concurrency in limits or in targets.NAME.limits, which hold for every request to a site)",
				"policy.toml:66:29: jobs.sync.limits.concurrency_key: a job's limits state min_interval alone (want concurrency_key in limits or in targets.NAME.limits, which hold for every request to a site)",
			},
		},
		{
			name:  "a job's interval_key",
			edits: []edit{jobLimits(`{ min_interval = "2s", interval_key = "site" }`)},
			want: []string{
				"policy.toml:66:33: jobs.sync.limits.interval_key: a job's min_interval takes the interval_key in force for its sites, so that it spaces the job's requests from the others (want interval_key in limits or in targets.portals.limits, or leave it out)",
			},
		},
		{
			name:  "a job's timeout and quota",
			edits: []edit{jobLimits(`{ response_timeout = "10s", quotas = [{ max = 10, period = "1h", key = "site" }] }`)},
			want: []string{
				"policy.toml:66:12: jobs.sync.limits.response_timeout: a job's limits state min_interval alone (want the job's timeout, jobs.sync.timeout, or response_timeout in limits or targets.NAME.limits)",
				"policy.toml:66:38: jobs.sync.limits.quotas: a job's limits state min_interval alone (want jobs.sync.caps for a cap on each run, or a quota in limits or targets.NAME.limits)",
			},
		},
		{
			name:  "below a millisecond",
			edits: []edit{jobLimits(`{ min_interval = "500us" }`)},
			want: []string{
				"policy.toml:66:12: jobs.sync.limits.min_interval: 500us is below 1ms (a crawler cannot keep to it; write e.g. 50ms for 20 requests a second)",
			},
		},
		{
			name:  "longer than the usual interval",
			edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\ndefault_interval = \"3s\"\n"), jobLimits(`{ min_interval = "5s" }`)},
			want: []string{
				"policy.toml:67:12: jobs.sync.limits.min_interval: 5s is longer than the usual interval 3s (limits.default_interval) of the job's sites, which the page states as their pace (want a min_interval no longer than 3s, or leave default_interval out)",
			},
		},
	})
}

// TestJobIntervalCrawlDelay: where a Crawl-delay cannot act on a job's own interval as the page
// says, a warning: a cap no longer than the interval, and "honoured" within bounds the interval
// falls in.
func TestJobIntervalCrawlDelay(t *testing.T) {
	base := strings.Replace(readBase(t), "target = \"portals\"\n", "target = \"portals\"\nlimits = { min_interval = \"2m\" }\n", 1)
	for _, tc := range []struct {
		name, crawlDelay string
		want             []string
	}{
		{"a cap no longer", "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_max = \"1m\"\ncrawl_delay_above_max = \"capped\"", []string{
			`policy.toml:66:12: warning: jobs.sync.limits.min_interval: 2m is no shorter than robots_txt.crawl_delay_max 1m: no Crawl-delay line can slow the job's requests down, while the page offers one as the way to slow the crawler down (want a longer crawl_delay_max, e.g. "4m", or a shorter interval)`}},
		{"honoured within bounds", "crawl_delay = \"honoured\"\ncrawl_delay_max = \"10m\"\ncrawl_delay_above_max = \"capped\"", []string{
			`policy.toml:66:12: warning: jobs.sync.limits.min_interval: 2m beside robots_txt.crawl_delay = "honoured": a Crawl-delay shorter than 2m does not make the job's requests faster, since the crawler keeps the longer of the two, but the page says so only with "honoured-if-longer" (want robots_txt.crawl_delay = "honoured-if-longer")`,
			`policy.toml:82:1: warning: robots_txt.crawl_delay: "honoured" beside limits.min_interval 1s: a Crawl-delay shorter than 1s does not make the crawler faster, since it keeps the longer of the two, but the page says so only with "honoured-if-longer" (want crawl_delay = "honoured-if-longer", or crawl_delay_min = "1s")`}},
		{"honoured if longer", "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_max = \"10m\"\ncrawl_delay_above_max = \"capped\"", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse([]byte(strings.Replace(base, "crawl_delay = \"ignored\"", tc.crawlDelay, 1)), "policy.toml")
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, w := range p.Warnings() {
				got = append(got, w.String())
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("warnings (-want +got):\n%s\n%s", diff, goLines(got))
			}
		})
	}
}

// TestJobIntervalDiff: a job's own interval is classed by the interval in force for its requests
// with and without it (new-user trial 21, finding 1): 500ms added under the general 1s lets the
// job's requests come sooner (less polite), 5s makes them wait longer (more polite); removed, the
// job's requests fall back to the general 1s; changed, as any interval. Before, an interval added
// was more polite and one removed less polite, whatever the one in force.
func TestJobIntervalDiff(t *testing.T) {
	base := readBase(t)
	with := func(limits string) *Policy {
		t.Helper()
		src := base
		if limits != "" {
			src = strings.Replace(base, "target = \"portals\"\n", "target = \"portals\"\nlimits = "+limits+"\n", 1)
		}
		p, err := Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct {
		name, old, new string
		want           string
	}{
		{"a shorter interval added", "", `{ min_interval = "500ms" }`, "added /jobs/sync/limits/min_interval looser!"},
		{"a longer interval added", "", `{ min_interval = "5s" }`, "added /jobs/sync/limits/min_interval stricter"},
		{"a shorter interval removed", `{ min_interval = "500ms" }`, "", "removed /jobs/sync/limits/min_interval stricter"},
		{"a longer interval removed", `{ min_interval = "5s" }`, "", "removed /jobs/sync/limits/min_interval looser!"},
		{"shortened", `{ min_interval = "5s" }`, `{ min_interval = "2s" }`, "changed /jobs/sync/limits/min_interval looser!"},
	} {
		changes, err := Diff(with(tc.old), with(tc.new))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range changes {
			got = append(got, changeLine(c))
		}
		if strings.Join(got, "\n") != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestJobEffective: a job's own interval replaces, for its requests, the one of its sites, and
// LimitPointer names it; the other fields stay the target's or the general ones.
func TestJobEffective(t *testing.T) {
	p, err := Parse([]byte(strings.Replace(readBase(t), "target = \"portals\"\n", "target = \"portals\"\nlimits = { min_interval = \"3s\" }\n", 1)), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	e, err := p.Effective("", "", "sync")
	if err != nil {
		t.Fatal(err)
	}
	got := []string{e.Limits.MinInterval.String(), e.LimitPointer("min_interval"), string(e.Limits.IntervalKey), e.LimitPointer("interval_key"), e.LimitPointer("concurrency")}
	want := []string{"3s", "/jobs/sync/limits/min_interval", "hostname", "/limits/interval_key", "/targets/portals/limits/concurrency"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("job sync (-want +got):\n%s", diff)
	}
	if e, _ := p.Effective("", "portals", ""); e.Limits.MinInterval.String() != "1s" || e.LimitPointer("min_interval") != "/limits/min_interval" {
		t.Errorf("no job: %s at %s, want the general 1s", e.Limits.MinInterval, e.LimitPointer("min_interval"))
	}
}
