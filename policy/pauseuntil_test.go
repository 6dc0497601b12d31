package policy

import (
	"strings"
	"testing"
	"time"
)

// TestPauseUntilWindowOpens (new-user trial 31, F-02): a reaction's pause may last until a window
// of kind "only" of its jobs next opens (pause_until = "window-opens"): "the check of the site
// stops for the day and resumes on the next working day". validate refuses it where a job it
// pauses has no such window, where its jobs run in different ones, beside a pause of a length and
// with an escalation, at its key path and with what would be right. Failed before: unknown key
// pause_until.
func TestPauseUntilWindowOpens(t *testing.T) {
	const reaction = "on = [\"timeout\"]\npause = \"1h\"\nscope = \"server\"\n"
	const until = "on = [\"timeout\"]\npause_until = \"window-opens\"\nscope = \"server\"\n"
	const only = "\n[windows.office]\nkind = \"only\"\nlabel = { en = \"Office hours\", de = \"Bürozeit\" }\ndays = \"mon-fri\"\nhours = [\"07:00-19:00\"]\njobs = [\"sync\"]\n"
	t.Run("valid", func(t *testing.T) {
		src, err := badPolicy{edits: []edit{replace(reaction, until), appendText(only)}}.apply(readBase(t))
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		j, _ := p.Jobs.Get("sync")
		if got := j.Reactions[0].PauseUntil; got != PauseUntilWindowOpens {
			t.Errorf("pause_until = %q, want %q", got, PauseUntilWindowOpens)
		}
		// errors.reactions: every job (here the one) runs within the window.
		src = strings.Replace(src, "on = [\"429\"]\npause = \"1m\"\nescalation = { factor = 2, max = \"1h\" }\n", "on = [\"429\"]\npause_until = \"window-opens\"\n", 1)
		if _, err := Parse([]byte(src), "policy.toml"); err != nil {
			t.Errorf("Parse with errors.reactions[0].pause_until: %v", err)
		}
	})
	runBadPolicies(t, []badPolicy{
		{
			name:  "no window of kind only",
			edits: []edit{replace(reaction, until)},
			want: []string{
				`policy.toml:75:1: jobs.sync.reactions[0].pause_until: is "window-opens", but jobs.sync runs in no window of kind "only", so no window opens to end the pause (want the job in the jobs of a window of kind "only", or a pause of a length)`,
			},
		},
		{
			name:  "beside a pause, with an escalation",
			edits: []edit{replace(reaction, "on = [\"timeout\"]\npause = \"1h\"\npause_until = \"window-opens\"\nescalation = { factor = 2, max = \"4h\" }\nscope = \"server\"\n"), appendText(only)},
			want: []string{
				`policy.toml:75:1: jobs.sync.reactions[0].pause: set more than one of pause, min_pause, pause_unpublished, pause_until and stops_run`,
				`policy.toml:77:1: jobs.sync.reactions[0].escalation: is set, but pause_until ends the pause at a moment: no length to make longer (leave it out)`,
			},
		},
		{
			name: "errors.reactions over jobs in different windows",
			edits: []edit{
				replace("on = [\"429\"]\npause = \"1m\"\nescalation = { factor = 2, max = \"1h\" }\n", "on = [\"429\"]\npause_until = \"window-opens\"\n"),
				appendText(only),
				appendText("\n[jobs.late]\nlabel = { en = \"Late\", de = \"Spät\" }\nagent = \"bot\"\ntarget = \"portals\"\nruns_per_year = { min = 1, max = 1 }\n\n[windows.evening]\nkind = \"only\"\nlabel = { en = \"Evening\", de = \"Abend\" }\nhours = [\"19:00-22:00\"]\njobs = [\"late\"]\n"),
			},
			want: []string{
				`policy.toml:93:1: errors.reactions[0].pause_until: is "window-opens", but the jobs it pauses run in different windows of kind "only" (jobs.sync: windows.office; jobs.late: windows.evening), so the pause would end at different moments (want a reaction of its own for each, with jobs)`,
			},
		},
		{
			name:  "unknown value",
			edits: []edit{replace(reaction, "on = [\"timeout\"]\npause_until = \"next-week\"\nscope = \"server\"\n")},
			want:  []string{`policy.toml:75:1: jobs.sync.reactions[0].pause_until: "next-week" is not allowed here (want one of "window-opens", "next-run")`},
		},
	})
}

// TestPauseUntilWindowDiff (new-user trial 31, F-02): a longer pause is more polite. A pause of
// 1 hour that becomes one until the window "Office hours" (Monday to Friday, 07:00 to 19:00) next
// opens is stricter, since that window stays closed at least 12 hours (11 with a change of
// daylight saving time); a pause of 1 day replaced so is not provably longer (looser, not
// provably less polite), and so is a pause of 1 day that replaces one until the window opens; a
// pause of 1 hour that replaces it is less polite.
func TestPauseUntilWindowDiff(t *testing.T) {
	const only = "\n[windows.office]\nkind = \"only\"\nlabel = { en = \"Office hours\", de = \"Bürozeit\" }\ndays = \"mon-fri\"\nhours = [\"07:00-19:00\"]\njobs = [\"sync\"]\n"
	hour := basePolicyWith(t, appendText(only))
	day := basePolicyWith(t, appendText(only), replace("pause = \"1h\"\nscope = \"server\"\n", "pause = \"1d\"\nscope = \"server\"\n"))
	until := basePolicyWith(t, appendText(only), replace("pause = \"1h\"\nscope = \"server\"\n", "pause_until = \"window-opens\"\nscope = \"server\"\n"))
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"1 hour to the window", hour, until, "added /jobs/sync/reactions/0/pause_until stricter false\nremoved /jobs/sync/reactions/0/pause stricter false"},
		{"1 day to the window", day, until, "added /jobs/sync/reactions/0/pause_until looser false\nremoved /jobs/sync/reactions/0/pause looser false"},
		{"the window to 1 day", until, day, "added /jobs/sync/reactions/0/pause looser false\nremoved /jobs/sync/reactions/0/pause_until looser false"},
		{"the window to 1 hour", until, hour, "added /jobs/sync/reactions/0/pause looser true\nremoved /jobs/sync/reactions/0/pause_until looser true"},
	} {
		if got := diffClasses(t, tc.old, tc.new); got != tc.want {
			t.Errorf("%s: changes:\n%s\nwant:\n%s", tc.name, got, tc.want)
		}
	}
	if got, want := shortestClosed(until.OnlyWindows("sync")), 11*time.Hour; got != want {
		t.Errorf("shortestClosed(Office hours) = %v, want %v", got, want)
	}
}
