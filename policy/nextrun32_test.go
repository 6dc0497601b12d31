package policy

import (
	"testing"
)

// TestPauseUntilNextRun (new-user trial 32, F-08): a reaction's pause may last until the next run
// (pause_until = "next-run"): "after 10 consecutive 429 or 503 answers from one host, we stop
// crawling that host for the rest of this crawl run". validate refuses it where a job it pauses
// has no runs (continuous, or saying nothing of what starts one), where the policy has no jobs,
// with scope = "run" (stops_run), with retry_after and beside a pause of a length, at its key
// path and with what would be right. Failed before: "next-run" is not a value of pause_until.
func TestPauseUntilNextRun(t *testing.T) {
	const reaction = "on = [\"timeout\"]\npause = \"1h\"\nscope = \"server\"\n"
	const next = "on = [\"429\", \"503\"]\nthreshold = 10\nconsecutive = true\npause_until = \"next-run\"\nscope = \"hostname\"\n"
	const general = "on = [\"429\"]\npause = \"1m\"\nescalation = { factor = 2, max = \"1h\" }\nscope = \"server\"\n"
	t.Run("valid", func(t *testing.T) {
		for _, edits := range [][]edit{{replace(reaction, next)}, {replace(general, next)}} {
			src, err := badPolicy{edits: edits}.apply(readBase(t))
			if err != nil {
				t.Fatal(err)
			}
			p, err := Parse([]byte(src), "policy.toml")
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			rs := p.Errors.Reactions
			if j, _ := p.Jobs.Get("sync"); j.Reactions[0].PauseUntil == PauseUntilNextRun {
				rs = j.Reactions
			}
			if got := rs[0].PauseUntil; got != PauseUntilNextRun {
				t.Errorf("pause_until = %q, want %q", got, PauseUntilNextRun)
			}
		}
	})
	const continuous = "\n[jobs.watch]\nlabel = { en = \"Watch\", de = \"Beobachtung\" }\nagent = \"bot\"\ntarget = \"portals\"\ncontinuous = true\n"
	const silent = "\n[jobs.late]\nlabel = { en = \"Late\", de = \"Spät\" }\nagent = \"bot\"\ntarget = \"portals\"\n"
	runBadPolicies(t, []badPolicy{
		{
			name:  "errors.reactions over a continuous job and one without runs",
			edits: []edit{replace(general, next), appendText(continuous), appendText(silent)},
			want: []string{
				`policy.toml:95:1: errors.reactions[0].pause_until: is "next-run", but jobs.late does not say what starts a run (no cadence, triggers, started_by or runs_per_year), so no next run ends the pause (want a cadence, triggers, started_by or runs_per_year on the job, or a pause of a length)`,
				`policy.toml:95:1: errors.reactions[0].pause_until: is "next-run", but jobs.watch runs continuously, without runs, so no next run ends the pause (want a pause of a length, or jobs naming only jobs with runs)`,
				`policy.toml:117:2: warning: jobs.late: says nothing of when the job runs: the schedule says "Not specified" in its row (want cadence, continuous = true, triggers, started_by, runs_per_year or dates, whichever is true)`,
			},
		},
		{
			name:  "a job's own reaction, on a continuous job",
			edits: []edit{replace("retry = { delays = [\"15m\", \"1h\"], then_every = \"24h\" }\n\n[[jobs.sync.cadence]]\ndays = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n", "continuous = true\n"), replace(reaction, next)},
			want: []string{
				`policy.toml:72:1: jobs.sync.reactions[0].pause_until: is "next-run", but jobs.sync runs continuously, without runs, so no next run ends the pause (want a pause of a length)`,
			},
		},
		{
			name:  "the run as scope, with Retry-After, beside a pause",
			edits: []edit{replace(reaction, "on = [\"429\"]\npause = \"1h\"\npause_until = \"next-run\"\nretry_after = true\nscope = \"run\"\n")},
			want: []string{
				"policy.toml:75:1: jobs.sync.reactions[0].pause: set more than one of pause, min_pause, pause_unpublished, pause_until and stops_run",
				`policy.toml:77:1: jobs.sync.reactions[0].retry_after: is set, but pause_until = "next-run" ends the pause when the next run starts: no length for Retry-After to set (leave it out, or want a pause of a length)`,
				`policy.toml:78:1: jobs.sync.reactions[0].scope: is "run", but pause_until = "next-run" holds what the scope names for the rest of the run, and a run held until the next one is a run that ends (want stops_run = true for the run, or a scope such as "hostname")`,
			},
		},
	})
}

// TestPauseUntilNextRunDiff (new-user trial 32, F-08): the rest of a run has no length the policy
// bounds from below, so a pause until the next run that replaces a pause of a length, one of a
// length that replaces it, and one until a window opens that replaces it are looser and not
// provably less polite; a threshold raised beside it is looser as any other.
func TestPauseUntilNextRunDiff(t *testing.T) {
	const only = "\n[windows.office]\nkind = \"only\"\nlabel = { en = \"Office hours\", de = \"Bürozeit\" }\ndays = \"mon-fri\"\nhours = [\"07:00-19:00\"]\njobs = [\"sync\"]\n"
	hour := basePolicyWith(t, appendText(only))
	next := basePolicyWith(t, appendText(only), replace("pause = \"1h\"\nscope = \"server\"\n", "pause_until = \"next-run\"\nscope = \"server\"\n"))
	window := basePolicyWith(t, appendText(only), replace("pause = \"1h\"\nscope = \"server\"\n", "pause_until = \"window-opens\"\nscope = \"server\"\n"))
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"1 hour to the next run", hour, next, "added /jobs/sync/reactions/0/pause_until looser false\nremoved /jobs/sync/reactions/0/pause looser false"},
		{"the next run to 1 hour", next, hour, "added /jobs/sync/reactions/0/pause looser false\nremoved /jobs/sync/reactions/0/pause_until looser false"},
		{"the window to the next run", window, next, "changed /jobs/sync/reactions/0/pause_until looser false"},
		{"the next run to the window", next, window, "changed /jobs/sync/reactions/0/pause_until looser false"},
	} {
		if got := diffClasses(t, tc.old, tc.new); got != tc.want {
			t.Errorf("%s: changes:\n%s\nwant:\n%s", tc.name, got, tc.want)
		}
	}
}
