package policy

import "testing"

// TestGetAfterHeadIfAtMost (new-user trial 29, F-05): agents.X.http.get_after_head_if_at_most
// states a GET after a successful HEAD that announces a small body. It needs methods with HEAD
// and GET, like get_after_head, and a success status in get_after_head points to it. In diff,
// stating it where nothing was said is more polite (GET no longer whenever the crawler
// chooses); adding it beside get_after_head, or a larger size, is less polite; withdrawn, less
// polite for certain. Failed before: unknown key get_after_head_if_at_most.
func TestGetAfterHeadIfAtMost(t *testing.T) {
	const follows = "follows_links = \"within-site\"\n"
	runBadPolicies(t, []badPolicy{{
		name:  "without HEAD, and a success status",
		edits: []edit{replace(follows, follows+"http = { methods = [\"GET\"], get_after_head = [200], get_after_head_if_at_most = \"4KiB\" }\n")},
		want: []string{
			`policy.toml:33:29: agents.bot.http.get_after_head: is set, but methods does not list both HEAD and GET, the two requests it orders (want methods = ["HEAD", "GET"], or leave get_after_head out)`,
			`policy.toml:33:47: agents.bot.http.get_after_head[0]: 200 is not an HTTP error status: get_after_head lists the error statuses of a HEAD request after which a GET request is sent (want a status from 400 to 599, e.g. 405 or 501; for a GET after a successful HEAD that announces a small body, get_after_head_if_at_most = "4KiB")`,
			`policy.toml:33:53: agents.bot.http.get_after_head_if_at_most: is set, but methods does not list both HEAD and GET, the two requests it orders (want methods = ["HEAD", "GET"], or leave get_after_head_if_at_most out)`,
		},
	}})
	with := func(size Size, statuses ...int) *Policy {
		p := mybot(t)
		p.Agents[0].HTTP = &HTTP{Methods: []Method{MethodHEAD, MethodGET}, GetAfterHead: statuses, GetAfterHeadIfAtMost: size}
		return p
	}
	const ptr = "/agents/harvestmouse/http"
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"stated", with(0), with(4096), "changed " + ptr + " stricter"},
		{"withdrawn", with(4096), with(0), "changed " + ptr + " looser!"},
		{"larger", with(4096), with(8192), "changed " + ptr + " looser!"},
		{"smaller", with(8192), with(4096), "changed " + ptr + " stricter"},
		{"beside error statuses", with(0, 405), with(4096, 405), "changed " + ptr + " looser!"},
		{"error statuses in its place", with(4096), with(0, 405), "changed " + ptr + " looser"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, changeLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
