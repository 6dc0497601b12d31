package policy

import "testing"

const somePagesLabel = `{ en = "only for pages that show their prices with JavaScript alone", de = "nur bei Seiten, die ihre Preise erst mit JavaScript anzeigen" }`

// TestSomePagesConditions: http.javascript_condition and embedded.condition say for which pages
// an agent runs JavaScript and fetches what they embed (new-user trial 20, finding 3). Each is a
// label in every language, only where what it qualifies is done (javascript = "rendered", fetch
// = "fetched"); resources fetched only for some pages beside the JavaScript of every page run is
// warned of, since a browser fetches the scripts of each page it renders.
func TestSomePagesConditions(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "javascript_condition without rendering",
			edits: []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\n\n[agents.bot.http]\njavascript = \"not-rendered\"\njavascript_condition = "+somePagesLabel+"\n")},
			want:  []string{`policy.toml:36:1: agents.bot.http.javascript_condition: is set, but javascript is not "rendered": it says for which pages the crawler runs their JavaScript (want javascript = "rendered", or leave javascript_condition out)`},
		},
		{
			name:  "embedded.condition without fetching",
			edits: []edit{rendered("\n[agents.bot.embedded]\nfetch = \"not-fetched\"\nkinds = [\"images\"]\ncondition = " + somePagesLabel + "\n")},
			want:  []string{`policy.toml:40:1: agents.bot.embedded.condition: is set, but fetch is "not-fetched"`},
		},
		{
			name:  "a condition without a language",
			edits: []edit{rendered("javascript_condition = { en = \"only for some pages\" }\n\n[agents.bot.embedded]\nfetch = \"fetched\"\n")},
			want: []string{
				`policy.toml:36:1: agents.bot.http.javascript_condition: missing the "de" text (every text needs all the site's languages: en, de)`,
			},
		},
	})
	runValidCases(t, []badPolicy{
		{name: "both for some pages", edits: []edit{rendered("javascript_condition = " + somePagesLabel + "\n\n[agents.bot.embedded]\nfetch = \"fetched\"\ncondition = " + somePagesLabel + "\n")}},
		{name: "rendered for some pages, resources for every page", edits: []edit{rendered("javascript_condition = " + somePagesLabel + "\n\n[agents.bot.embedded]\nfetch = \"fetched\"\n")}},
		{
			name:  "rendered for every page, resources for some",
			edits: []edit{rendered("\n[agents.bot.embedded]\nfetch = \"fetched\"\ncondition = " + somePagesLabel + "\n")},
			want: []string{
				`policy.toml:35:1: warning: agents.bot.http.javascript: "rendered": a browser that runs a page's JavaScript fetches the scripts the page names, but embedded.condition says that it fetches them only for some pages, while the page says it runs the JavaScript of every page (want [agents.bot.http] javascript_condition, for the pages whose JavaScript it runs, or leave embedded.condition out)`,
			},
		},
	})
}

// TestSomePagesDiff: a condition that restricts JavaScript rendering or the resources fetched to
// some pages, stated where none was, is more polite (fewer pages); left out, less; changed, it
// names other pages, which may be less polite.
func TestSomePagesDiff(t *testing.T) {
	some := Label{"en": "only for pages that show their prices with JavaScript alone", "de": "nur bei Seiten, die ihre Preise erst mit JavaScript anzeigen"}
	other := Label{"en": "only for product pages", "de": "nur bei Produktseiten"}
	with := func(js, emb Label) *Policy {
		p := mybot(t)
		p.Agents[0].HTTP = &HTTP{JavaScript: JavaScriptRendered, JavaScriptCondition: js}
		p.Agents[0].Embedded = &Embedded{Fetch: EmbeddedFetched, Condition: emb}
		return p
	}
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"stated", with(nil, nil), with(some, some), "changed /agents/harvestmouse/embedded stricter\nchanged /agents/harvestmouse/http stricter"},
		{"left out", with(some, some), with(nil, nil), "changed /agents/harvestmouse/embedded looser!\nchanged /agents/harvestmouse/http looser!"},
		{"other pages", with(some, some), with(other, other), "changed /agents/harvestmouse/embedded looser\nchanged /agents/harvestmouse/http looser"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, changeLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
