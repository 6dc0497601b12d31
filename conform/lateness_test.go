package conform

import (
	"strings"
	"testing"
	"testing/synctest"
	"time"
)

// TestTimerProbe: the probe keeps the most its sleeps overslept, to the millisecond rounded up
// (a fake clock: one sleep 30 ms late, one 4.2 ms, the others on time).
func TestTimerProbe(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		extra := []time.Duration{0, 30 * time.Millisecond, 0, 4200 * time.Microsecond}
		n := 0
		p := startTimerProbe(func(d time.Duration) {
			time.Sleep(d + extra[n%len(extra)])
			n++
		}, time.Now)
		time.Sleep(time.Second)
		p.Stop()
		if got := p.Max(); got != 30*time.Millisecond {
			t.Errorf("Max = %v, want 30ms", got)
		}
		extra = []time.Duration{0, 4200 * time.Microsecond}
		n = 0
		p = startTimerProbe(func(d time.Duration) {
			time.Sleep(d + extra[n%len(extra)])
			n++
		}, time.Now)
		time.Sleep(time.Second)
		p.Stop()
		if got := p.Max(); got != 5*time.Millisecond {
			t.Errorf("Max = %v, want 5ms (4.2 ms rounded up)", got)
		}
	})
}

// TestJudgeTimersLate: a check's tolerance is --tolerance plus how late the harness's own
// timers fired around the requests it compares (Run.Tol), not the most of the whole run. Two
// pages recorded 0.927 s apart against a published 1 s (73 ms short, newuser12 finding 14 at
// 3 s) fail at 50 ms on an idle machine, pass where the timers fired 30 ms late as the second
// page was recorded, and fail again where that 30 ms was 3 s away from both pages (the
// run-wide most, as before, let them pass).
func TestJudgeTimersLate(t *testing.T) {
	const ua = "WorldBot/1.0 (+https://world.example/)"
	for _, tc := range []struct {
		name string
		late time.Duration
		woke time.Duration // after t0
		want Status
	}{
		{"idle", 0, 0, Fail},
		{"late at the second page", 30 * time.Millisecond, 1930 * time.Millisecond, Pass},
		{"late before the first page", 30 * time.Millisecond, 50 * time.Millisecond, Pass},
		{"late 3 s after both", 30 * time.Millisecond, 4930 * time.Millisecond, Fail},
	} {
		w, now := worldOf(t)
		w.probe = &timerProbe{max: tc.late}
		if tc.late > 0 {
			w.probe.samples = []lateSample{{woke: t0.Add(tc.woke), late: tc.late}}
		}
		get(w, now, 0, "http://cd0-c1.test/robots.txt", ua)
		get(w, now, time.Second, "http://cd0-c1.test/p0", ua)
		get(w, now, 1927*time.Millisecond, "http://cd0-c1.test/p1", ua)
		v := verdictsByClaim(w.Judge(t0, t0.Add(6*time.Second), 50*time.Millisecond))["interval /limits"]
		if v.Status != tc.want {
			t.Errorf("%s (timers %v late): %s %q, want %s", tc.name, tc.late, v.Status, v.Evidence, tc.want)
		}
	}
}

// TestProbeAround: Around is the most the probe overslept in a sleep that overlapped a second
// either side of a time, rounded up to the millisecond; Max stays the most of the run.
func TestProbeAround(t *testing.T) {
	p := &timerProbe{max: 200 * time.Millisecond, samples: []lateSample{
		{woke: t0.Add(1 * time.Second), late: 4200 * time.Microsecond},
		{woke: t0.Add(10 * time.Second), late: 200 * time.Millisecond},
		{woke: t0.Add(10*time.Second + 500*time.Millisecond), late: 30 * time.Millisecond},
	}}
	for _, tc := range []struct {
		at   time.Duration
		want time.Duration
	}{
		{0, 5 * time.Millisecond},
		{1500 * time.Millisecond, 5 * time.Millisecond},
		{5 * time.Second, 0},
		{8800 * time.Millisecond, 200 * time.Millisecond}, // the 200 ms sleep began at 9.79 s
		{11400 * time.Millisecond, 30 * time.Millisecond},
		{12 * time.Second, 0},
	} {
		if got := p.Around(t0.Add(tc.at)); got != tc.want {
			t.Errorf("Around(t0+%v) = %v, want %v", tc.at, got, tc.want)
		}
	}
	if got := p.Max(); got != 200*time.Millisecond {
		t.Errorf("Max = %v, want 200ms", got)
	}
	if got := (*timerProbe)(nil).Around(t0); got != 0 {
		t.Errorf("a nil probe's Around = %v, want 0", got)
	}
}

// TestReportTolerance: the report's second line states the tolerance used and its parts; a
// report without one (in process) says nothing of it.
func TestReportTolerance(t *testing.T) {
	r := &Report{Policy: "site/policy.toml", Agent: "bot", Command: []string{"crawl"}, Exit: "exited with status 0 after 3 s", Requests: 4,
		Tolerance: 0.08, TimersLate: 0.03}
	r.Summarize()
	var b strings.Builder
	if err := r.Write(&b, "text"); err != nil {
		t.Fatal(err)
	}
	want := "sitegen conform: site/policy.toml, agent bot: crawl exited with status 0 after 3 s; 4 requests to the test sites\n" +
		"A request counted as on time up to 0.08 s before a published time: --tolerance 0.05 s, and up to 0.03 s more where the harness's own timers fired that late within a second of the requests compared (a loaded machine records a request that much after the crawler sent it).\n\n"
	if got := b.String(); !strings.HasPrefix(got, want) {
		t.Errorf("report begins\n%s\nwant\n%s", got[:min(len(got), len(want))], want)
	}
	r.Tolerance, r.TimersLate = 0, 0
	b.Reset()
	r.Write(&b, "text")
	if strings.Contains(b.String(), "on time") {
		t.Errorf("a report without a tolerance states one:\n%s", b.String())
	}
}
