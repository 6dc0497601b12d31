package policy

import (
	"strings"
	"testing"
)

// newKeysRuleTests break the rules of the keys of issue #11's first-time user, one case per
// rule, each an edit of the base policy.
var newKeysRuleTests = []badPolicy{
	{
		name:  "newkeys/faster without min_interval",
		edits: []edit{replace("kind = \"slower\"\nmin_interval = \"30s\"\n", "kind = \"faster\"\n")},
		want: []string{
			`policy.toml:22:3: contact.requests[0].min_interval: missing (a request for a faster rate needs the fastest rate offered, e.g. 200ms)`,
		},
	},
	{
		name:  "newkeys/faster not faster than the crawler's own interval",
		edits: []edit{replace("kind = \"slower\"\nmin_interval = \"30s\"\n", "kind = \"faster\"\nmin_interval = \"2s\"\n")},
		want: []string{
			`policy.toml:24:1: contact.requests[0].min_interval: 2s is not faster than limits.min_interval 1s (want a shorter interval, e.g. 500ms)`,
		},
	},
	{
		// who may stand on any kind (new-user trial 26, F-11): only the language is missing.
		name:  "newkeys/who for a slower rate, and a language missing",
		edits: []edit{replace("min_interval = \"30s\"\n", "min_interval = \"30s\"\nwho = { en = \"registered shops\" }\n")},
		want: []string{
			`policy.toml:25:1: contact.requests[0].who: missing the "de" text (every text needs all the site's languages: en, de)`,
		},
	},
	{
		name:  "newkeys/abuse address that is the contact address",
		edits: []edit{replace("email = \"crawler@crawler.example\"\n", "email = \"crawler@crawler.example\"\nabuse_email = \"crawler@crawler.example\"\n")},
		want: []string{
			`policy.toml:21:1: contact.abuse_email: "crawler@crawler.example" is contact.email too (leave abuse_email out where abuse reports go to the same address)`,
		},
	},
	{
		name:  "newkeys/abuse address that is no address",
		edits: []edit{replace("email = \"crawler@crawler.example\"\n", "email = \"crawler@crawler.example\"\nabuse_email = \"abuse(at)crawler.example\"\n")},
		want: []string{
			`policy.toml:21:1: contact.abuse_email: "abuse(at)crawler.example" is not an e-mail address (want e.g. support@crawler.example)`,
		},
	},
	{
		name:  "newkeys/form purpose without a form",
		edits: []edit{replace("email = \"crawler@crawler.example\"\n", "email = \"crawler@crawler.example\"\nform_purpose = { en = \"removals\", de = \"Entfernungen\" }\n")},
		want: []string{
			`policy.toml:21:1: contact.form_purpose: is set, but form is not (want the form's URL)`,
		},
	},
	{
		name:  "newkeys/larger bodies without a size",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nlarger_bodies = \"truncated\"\n")},
		want: []string{
			`policy.toml:40:1: limits.larger_bodies: is set, but max_body_size is not (want the largest body downloaded, e.g. "5MB")`,
		},
	},
	{
		name:  "newkeys/larger bodies of another kind",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nmax_body_size = \"5MB\"\nlarger_bodies = \"clipped\"\n")},
		want: []string{
			`policy.toml:41:1: limits.larger_bodies: "clipped" is not allowed here (want one of "truncated", "abandoned")`,
		},
	},
	{
		name:  "newkeys/keep_last_good_for without keep_last_good, not longer than cache_for",
		edits: []edit{replace("cache_for = \"24h\"\n", "cache_for = \"24h\"\nkeep_last_good_for = \"12h\"\n")},
		want: []string{
			`policy.toml:81:1: robots_txt.keep_last_good_for: 12h is not longer than cache_for 24h, within which the copy is used anyway (want a longer time, e.g. "30d", or leave it out)`,
			`policy.toml:81:1: robots_txt.keep_last_good_for: is set, but keep_last_good is not (set keep_last_good = true)`,
		},
	},
	{
		name:  "newkeys/crawl_delay_above_max without crawl_delay_max",
		edits: []edit{replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_above_max = \"capped\"\n")},
		want: []string{
			`policy.toml:82:1: robots_txt.crawl_delay_above_max: is set, but crawl_delay_max is not (want the longest Crawl-delay honoured, e.g. "60s")`,
		},
	},
	{
		name:  "newkeys/crawl_delay_above_max of another kind",
		edits: []edit{replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured\"\ncrawl_delay_max = \"60s\"\ncrawl_delay_above_max = \"clamped\"\n")},
		want: []string{
			// The warning does not depend on crawl_delay_above_max: it stood beside it unseen
			// until the typo was fixed (model26, F-01).
			`policy.toml:81:1: warning: robots_txt.crawl_delay: "honoured" beside limits.min_interval 1s: a Crawl-delay shorter than 1s does not make the crawler faster, since it keeps the longer of the two, but the page says so only with "honoured-if-longer" (want crawl_delay = "honoured-if-longer", or crawl_delay_min = "1s")`,
			`policy.toml:83:1: robots_txt.crawl_delay_above_max: "clamped" is not allowed here (did you mean "capped"?)`,
		},
	},
	{
		name:  "newkeys/trigger and triggers",
		edits: []edit{replace("trigger = \"unattended\"\n", "trigger = \"unattended\"\ntriggers = [\"unattended\", \"user-request\"]\n")},
		want: []string{
			`policy.toml:30:1: agents.bot.triggers: is set, but so is trigger (keep triggers, with "unattended" in it)`,
		},
	},
	{
		name:  "newkeys/one trigger in triggers",
		edits: []edit{replace("trigger = \"unattended\"\n", "triggers = [\"user-request\"]\n")},
		want: []string{
			`policy.toml:29:1: agents.bot.triggers: names one trigger (write trigger = "user-request")`,
		},
	},
	{
		name:  "newkeys/a trigger listed twice",
		edits: []edit{replace("trigger = \"unattended\"\n", "triggers = [\"unattended\", \"unattended\"]\n")},
		want: []string{
			`policy.toml:29:27: agents.bot.triggers[1]: unattended is listed twice`,
		},
	},
	{
		name:  "newkeys/retention without what or how long, and twice",
		edits: []edit{replace("[commitments]\n", "[legal]\nretention = [{ keep_for = \"14d\" }, { what = \"raw-responses\" }, { what = \"raw-responses\", keep_for = \"7d\" }]\n\n[commitments]\n")},
		want: []string{
			`policy.toml:98:16: legal.retention[0].what: missing (want one of "raw-responses", "extracted-data", "request-logs", "screenshots", "published-dataset")`,
			`policy.toml:98:38: legal.retention[1].keep_for: missing (want the longest time the data is kept, e.g. "14d", while_listed = true where it is kept while its URL is listed in the service, or indefinitely = true where it is kept without a time limit)`,
			`policy.toml:98:66: legal.retention[2].what: "raw-responses" is listed twice`,
		},
	},
	{
		name:  "newkeys/retention of another kind",
		edits: []edit{replace("[commitments]\n", "[legal]\nretention = [{ what = \"everything\", keep_for = \"14d\" }]\n\n[commitments]\n")},
		want: []string{
			`policy.toml:98:16: legal.retention[0].what: "everything" is not allowed here (want one of "raw-responses", "extracted-data", "request-logs", "screenshots", "published-dataset")`,
		},
	},
	{
		name:  "newkeys/announce_changes_days negative",
		edits: []edit{replace("example = true\n", "example = true\nannounce_changes_days = -14\n")},
		want: []string{
			`policy.toml:14:1: site.announce_changes_days: -14 is below 1 (want a whole number of at least 1)`,
		},
	},
	{
		name:  "newkeys/redirects_within without max_redirects",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nredirects_within = \"hostname\"\n")},
		want: []string{
			`policy.toml:40:1: limits.redirects_within: is set, but max_redirects is not (want the most redirects followed, e.g. 5)`,
		},
	},
	{
		name:  "newkeys/redirects_within of another kind",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nmax_redirects = 5\nredirects_within = \"site\"\n")},
		want: []string{
			`policy.toml:41:1: limits.redirects_within: "site" is not allowed here (want one of "hostname", "registrable-domain")`,
		},
	},
	{
		name:  "newkeys/sitemaps_same_host without sitemaps",
		edits: []edit{replace(agentAt, agentAt+"\nsitemaps_same_host = true")},
		want: []string{
			`policy.toml:33:1: agents.bot.sitemaps_same_host: is set, but the agent reads no Sitemap lines (want uses_sitemaps = true, or sitemap_lines = true for an agent that does not obey robots.txt)`,
		},
	},
	{
		name:  "newkeys/removed_after without answers, over one answer, for a redirect",
		edits: []edit{replace(agentAt, agentAt+"\nrevisits = [{ statuses = [404, 301], later = true, removed_after = { over = \"3d\" } }, { statuses = [410], never = true, removed_after = { answers = 1, over = \"1d\" } }]")},
		want: []string{
			`policy.toml:33:32: agents.bot.revisits[0].statuses[1]: 301 is not a gone address, but removed_after is set (list 404 and 410 in a revisit of their own)`,
			`policy.toml:33:52: agents.bot.revisits[0].removed_after.answers: missing (want how many such answers in a row remove what was collected, e.g. 3)`,
			`policy.toml:33:152: agents.bot.revisits[1].removed_after.over: is set, but answers is 1 (one answer spans no time: want answers of at least 2, or leave over out)`,
		},
	},
}

func TestNewKeysRules(t *testing.T) { runBadPolicies(t, newKeysRuleTests) }

// newKeysValid are the facts of issue #11's first-time user that the model now holds: each is
// valid, with exactly the warnings listed.
var newKeysValid = []badPolicy{
	{
		name:  "a slower rate on request, agreed case by case, without a number",
		edits: []edit{remove("min_interval = \"30s\"\n")},
	},
	{
		name: "a faster rate on request for registered shops, a form for removals only, an abuse address",
		edits: []edit{replace("email = \"crawler@crawler.example\"\n", "email = \"crawler@crawler.example\"\nform = \"https://crawler.example/remove\"\nform_purpose = { en = \"removals\", de = \"Entfernungen\" }\nabuse_email = \"abuse@crawler.example\"\n"),
			replace("kind = \"slower\"\nmin_interval = \"30s\"\n", "kind = \"faster\"\nmin_interval = \"200ms\"\nwho = { en = \"registered shops\", de = \"angemeldete Shops\" }\n")},
	},
	{
		name: "bodies truncated, the last copy kept 30 days, a longer Crawl-delay capped, unattended and on request, changes announced, retention",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nmax_body_size = \"5MB\"\nlarger_bodies = \"truncated\"\n"),
			replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_max = \"60s\"\ncrawl_delay_above_max = \"capped\"\nkeep_last_good = true\nkeep_last_good_for = \"30d\"\n"),
			replace("trigger = \"unattended\"\n", "triggers = [\"unattended\", \"user-request\"]\n"),
			replace("example = true\n", "example = true\nannounce_changes_days = 14\n"),
			replace("[commitments]\n", "[legal]\nretention = [{ what = \"raw-responses\", keep_for = \"14d\" }, { what = \"extracted-data\", keep_for = \"730d\" }]\n\n[commitments]\n")},
	},
	{
		name: "Sitemap lines to the same host only, removal after three 404s over three days, redirects within the registrable domain, data neither sold nor used to train AI",
		edits: []edit{replace(agentAt, agentAt+"\nuses_sitemaps = true\nsitemaps_same_host = true\nrevisits = [{ statuses = [404], after = \"24h\", removed_after = { answers = 3, over = \"3d\" } }]"),
			replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nmax_redirects = 5\nredirects_within = \"registrable-domain\"\n"),
			replace("promises = [\"no-login\"]", "promises = [\"no-login\", \"no-ai-training\", \"data-not-sold\"]")},
	},
}

func TestNewKeysValid(t *testing.T) { runValidCases(t, newKeysValid) }

// notFetchedKinds names the kinds of embedded resource an agent does not fetch (issue #11's
// first-time user: image addresses read, images not downloaded).
var notFetchedKinds = []badPolicy{
	{
		name:  "the images and videos a page embeds are not fetched",
		edits: []edit{replace(agentAt, agentAt+"\nembedded = { fetch = \"not-fetched\", kinds = [\"images\", \"video\"] }")},
	},
}

func TestNotFetchedKindsValid(t *testing.T) { runValidCases(t, notFetchedKinds) }

// metaNamesAgentValid: the robots meta tag's directives honoured in a tag named after the token.
var metaNamesAgentValid = []badPolicy{
	{
		name:  "noindex in a meta tag named after the token",
		edits: []edit{replace(agentAt, agentAt+"\ndirectives = { meta_robots = [\"noindex\"], meta_names_agent = true }")},
	},
}

func TestMetaNamesAgentValid(t *testing.T) { runValidCases(t, metaNamesAgentValid) }

// metaNamesAgentRules: a tag named after the token needs directives to honour in it.
var metaNamesAgentRules = []badPolicy{
	{
		name:  "meta_names_agent without meta_robots",
		edits: []edit{replace(agentAt, agentAt+"\ndirectives = { x_robots_tag = [\"noindex\"], meta_names_agent = true }")},
		want: []string{
			`policy.toml:33:44: agents.bot.directives.meta_names_agent: is set, but meta_robots lists no directive (want the directives honoured, e.g. meta_robots = ["noindex"])`,
		},
	},
}

func TestMetaNamesAgentRules(t *testing.T) { runBadPolicies(t, metaNamesAgentRules) }

// TestNotFetchedKindsDiff: of kinds not fetched, more is stricter and all (none named) the
// strictest; some kinds not fetched against resources fetched is not provably more polite.
func TestNotFetchedKindsDiff(t *testing.T) {
	emb := func(fetch EmbeddedFetch, kinds ...ResourceKind) func(p *Policy) {
		return func(p *Policy) { p.Agents[0].Embedded = &Embedded{Fetch: fetch, Kinds: kinds} }
	}
	for _, tt := range []struct {
		name     string
		old, new func(p *Policy)
		want     Class
	}{
		{"a kind more not fetched", emb(EmbeddedNotFetched, ResourceImages), emb(EmbeddedNotFetched, ResourceImages, ResourceVideo), ClassStricter},
		{"a kind fewer not fetched", emb(EmbeddedNotFetched, ResourceImages, ResourceVideo), emb(EmbeddedNotFetched, ResourceImages), ClassLooser},
		{"no resource fetched instead of images", emb(EmbeddedNotFetched, ResourceImages), emb(EmbeddedNotFetched), ClassStricter},
		{"images only instead of no resource", emb(EmbeddedNotFetched), emb(EmbeddedNotFetched, ResourceImages), ClassLooser},
		{"images not fetched instead of all fetched", emb(EmbeddedFetched), emb(EmbeddedNotFetched, ResourceImages), ClassLooser},
		{"nothing fetched instead of all", emb(EmbeddedFetched), emb(EmbeddedNotFetched), ClassStricter},
		{"meta tag named after the token honoured too", func(p *Policy) {
			p.Agents[0].Directives = &Directives{MetaRobots: []RobotsDirective{DirectiveNoindex}}
		}, func(p *Policy) {
			p.Agents[0].Directives = &Directives{MetaRobots: []RobotsDirective{DirectiveNoindex}, MetaNamesAgent: true}
		}, ClassStricter},
	} {
		old, new := mybot(t), mybot(t)
		tt.old(old)
		tt.new(new)
		changes, err := Diff(old, new)
		if err != nil {
			t.Fatal(err)
		}
		if len(changes) != 1 || changes[0].Class != tt.want {
			t.Errorf("%s: %+v, want one change %s", tt.name, changes, tt.want)
		}
	}
}

// TestNewKeysDiff classifies changes of the new keys: a faster rate on request lets a site have
// the crawler come more often (looser), a bound on the last good copy of robots.txt or a shorter
// retention is stricter, more notice of a change is stricter.
func TestNewKeysDiff(t *testing.T) {
	d := func(s string) Duration {
		v, err := ParseDuration(s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	faster := func(p *Policy) {
		p.Contact.Requests = append(p.Contact.Requests, Request{Kind: RequestKindFaster, MinInterval: d("2s")})
	}
	runDiffCases(t, []diffCase{
		{"faster rate on request added", faster, []string{"added /contact/requests/0 looser!"}},
		{"faster rate on request made faster", func(p *Policy) {
			faster(p)
			p.Contact.Requests[0].MinInterval = d("1s")
		}, []string{"added /contact/requests/0 looser!"}},
		{"a slower rate on request added", func(p *Policy) {
			p.Contact.Requests = append(p.Contact.Requests, Request{Kind: RequestKindSlower})
		}, []string{"added /contact/requests/0 contact"}},
		{"abuse address added", func(p *Policy) { p.Contact.AbuseEmail = "abuse@mybot.example" }, []string{"added /contact/abuse_email contact"}},
		{"last good copy bounded", func(p *Policy) {
			p.RobotsTxt.KeepLastGood, p.RobotsTxt.KeepLastGoodFor = true, d("30d")
		}, []string{"added /robots_txt/keep_last_good looser", "added /robots_txt/keep_last_good_for stricter"}},
		{"a longer Crawl-delay ignored", func(p *Policy) { p.RobotsTxt.CrawlDelayAboveMax = CrawlDelayAboveMaxIgnored }, []string{"added /robots_txt/crawl_delay_above_max looser!"}},
		{"a longer Crawl-delay capped", func(p *Policy) { p.RobotsTxt.CrawlDelayAboveMax = CrawlDelayAboveMaxCapped }, []string{"added /robots_txt/crawl_delay_above_max stricter"}},
		{"changes announced", func(p *Policy) { p.Site.AnnounceChangesDays = 14 }, []string{"added /site/announce_changes_days stricter"}},
		{"redirects kept within the registrable domain", func(p *Policy) { p.Limits.RedirectsWithin = RedirectsWithinRegistrableDomain }, []string{"added /limits/redirects_within stricter"}},
		// max_body_size bounds what is downloaded either way (review 8: en 2): neutral, where it
		// was looser (not provably more polite) before round 9.
		{"larger bodies truncated", func(p *Policy) { p.Limits.LargerBodies = LargerBodiesTruncated }, []string{"added /limits/larger_bodies neutral"}},
	})
	// The same policy twice, with a retention and a faster rate changed in place.
	old, new := mybot(t), mybot(t)
	for _, p := range []*Policy{old, new} {
		faster(p)
		p.Legal.Retention = []Retention{{What: RetainedDataRawResponses, KeepFor: d("14d")}}
	}
	new.Contact.Requests[0].MinInterval = d("1s")
	new.Legal.Retention[0].KeepFor = d("7d")
	new.Legal.Retention = append(new.Legal.Retention, Retention{What: RetainedDataRequestLogs, KeepFor: d("90d")})
	changes, err := Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range changes {
		got = append(got, string(c.Kind)+" "+c.Pointer+" "+string(c.Class)+" "+c.Field)
	}
	want := []string{"changed /contact/requests/0/min_interval looser faster_request_min_interval", "changed /legal/retention/0/keep_for stricter retention_keep_for", "added /legal/retention/1 neutral retention"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
