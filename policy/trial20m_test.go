package policy

import "testing"

// rendered is agents.bot of testdata/policy.toml running a page's JavaScript, with embedded as
// its [agents.bot.embedded] table ("" for none).
func rendered(embedded string) edit {
	return replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\n\n[agents.bot.http]\njavascript = \"rendered\"\n"+embedded)
}

// TestRenderedScriptsWarned: an agent that runs a page's JavaScript as a browser does, but whose
// policy says it fetches no scripts, or names kinds of resource without them, or says nothing of
// the resources it fetches, is warned of at http.javascript with what would be right; the page
// would otherwise state "runs a page's JavaScript" beside "fetches only the pages themselves,
// not … scripts" (new-user trial 20, finding 17). Scripts fetched, or all kinds, or a JavaScript
// that is not run: no warning.
func TestRenderedScriptsWarned(t *testing.T) {
	const want = `want [agents.bot.embedded] with fetch = "fetched" and "scripts" among its kinds, or leave its kinds out; or javascript = "not-rendered"`
	runValidCases(t, []badPolicy{
		{
			name:  "no scripts fetched",
			edits: []edit{rendered("\n[agents.bot.embedded]\nfetch = \"not-fetched\"\n")},
			want: []string{
				`policy.toml:35:1: warning: agents.bot.http.javascript: "rendered": a browser that runs a page's JavaScript fetches the scripts the page names, but embedded.fetch = "not-fetched" says that it fetches no scripts, and the page would state both (` + want + `)`,
			},
		},
		{
			name:  "scripts among the kinds not fetched",
			edits: []edit{rendered("\n[agents.bot.embedded]\nfetch = \"not-fetched\"\nkinds = [\"images\", \"scripts\"]\n")},
			want: []string{
				`policy.toml:35:1: warning: agents.bot.http.javascript: "rendered": a browser that runs a page's JavaScript fetches the scripts the page names, but embedded.fetch = "not-fetched" says that it fetches no scripts, and the page would state both (` + want + `)`,
			},
		},
		{
			name:  "kinds fetched without scripts",
			edits: []edit{rendered("\n[agents.bot.embedded]\nfetch = \"fetched\"\nkinds = [\"stylesheets\"]\n")},
			want: []string{
				`policy.toml:35:1: warning: agents.bot.http.javascript: "rendered": a browser that runs a page's JavaScript fetches the scripts the page names, but embedded.kinds = ["stylesheets"] leaves them out, and the page would state both (` + want + `)`,
			},
		},
		{
			name:  "nothing said of embedded resources",
			edits: []edit{rendered("")},
			want: []string{
				`policy.toml:35:1: warning: agents.bot.http.javascript: "rendered": a browser that runs a page's JavaScript fetches the scripts the page names, but the policy does not say that it fetches them ([agents.bot.embedded] is left out), so the page says nothing of the scripts it fetches (` + want + `)`,
			},
		},
		{name: "scripts fetched", edits: []edit{rendered("\n[agents.bot.embedded]\nfetch = \"fetched\"\nkinds = [\"scripts\", \"stylesheets\"]\n")}},
		{name: "every kind fetched", edits: []edit{rendered("\n[agents.bot.embedded]\nfetch = \"fetched\"\n")}},
		{name: "only images not fetched", edits: []edit{rendered("\n[agents.bot.embedded]\nfetch = \"not-fetched\"\nkinds = [\"images\"]\n")}},
	})
}

// TestCrawlDelayAboveMaxWarned: a cap on the Crawl-delay honoured without what a longer one does
// is warned of at crawl_delay_max: the page says only the cap, and package polite counts a longer
// one as the cap, a choice the operator did not state (new-user trial 20, finding 18). Stated
// either way, no warning.
func TestCrawlDelayAboveMaxWarned(t *testing.T) {
	honoured := func(lines string) edit {
		return replace(`crawl_delay = "ignored"`, "crawl_delay = \"honoured-if-longer\"\n"+lines)
	}
	runValidCases(t, []badPolicy{
		{
			name:  "unset",
			edits: []edit{honoured(`crawl_delay_max = "10s"`)},
			want: []string{
				`policy.toml:82:1: warning: robots_txt.crawl_delay_max: 10s is set, but crawl_delay_above_max is not: the page says a Crawl-delay line is honoured up to 10s and nothing of a longer one, while package polite counts a longer one as 10s (want crawl_delay_above_max = "capped", as polite does, or "ignored")`,
			},
		},
		{name: "capped", edits: []edit{honoured("crawl_delay_max = \"10s\"\ncrawl_delay_above_max = \"capped\"")}},
		{name: "ignored", edits: []edit{honoured("crawl_delay_max = \"10s\"\ncrawl_delay_above_max = \"ignored\"")}},
	})
}
