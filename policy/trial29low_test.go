package policy

import "testing"

// TestAcknowledgedWarningBesideErrors (new-user trial 29, F-16): a warning that
// acknowledged_warnings names is printed as "warning (acknowledged)" also while the file has
// an error of its own. Failed before: beside a value that does not decode ("-5m"), the same
// warning printed as a plain "warning:", as if the acknowledgement were not read.
func TestAcknowledgedWarningBesideErrors(t *testing.T) {
	ack := replace("schema = 2\n", "schema = 2\nacknowledged_warnings = [{ key = \"robots_txt.cache_for\", reason = \"the scan reads robots.txt once a week\" }]\n")
	week := replace("cache_for = \"24h\"\ncrawl_delay = \"ignored\"\ntakes_effect_within = \"24h\"", "cache_for = \"7d\"\ncrawl_delay = \"ignored\"\ntakes_effect_within = \"7d\"")
	runBadPolicies(t, []badPolicy{
		{
			name:  "a value that does not decode",
			edits: []edit{ack, week, replace("min_interval = \"30s\"", "min_interval = \"-5m\"")},
			want: []string{
				`policy.toml:25:1: contact.requests[0].min_interval: "-5m" is negative (want a length of time such as 90s, 15m, 24h or 7d)`,
				`policy.toml:81:1: warning (acknowledged): robots_txt.cache_for: 7d is longer than 24 hours, which RFC 9309 §2.4 advises against (crawlers SHOULD NOT use a cached copy longer): the page states it as it is`,
			},
		},
		{
			name:  "a rule broken",
			edits: []edit{ack, week, replace("title = { en = \"Example crawler\", de = \"Beispiel-Crawler\" }\n", "")},
			want: []string{
				`policy.toml:7:2: site.title: missing (want a text in each of the site's languages: en, de)`,
				`policy.toml:80:1: warning (acknowledged): robots_txt.cache_for: 7d is longer than 24 hours, which RFC 9309 §2.4 advises against (crawlers SHOULD NOT use a cached copy longer): the page states it as it is`,
			},
		},
	})
}

// TestOptOutEmailFixes (new-user trial 29, F-17): where contact.optout_email is set but no
// request to stay away is made by e-mail, the error offers every fix: "email" in the via of the
// request to stay away that the policy has, or optout_email left out; a new "stop" request only
// where it has none. Failed before: it offered a new "stop" request alone, to a policy whose
// blocklist request was made in the web form.
func TestOptOutEmailFixes(t *testing.T) {
	optout := replace("email = \"crawler@crawler.example\"\n", "email = \"crawler@crawler.example\"\noptout_email = \"optout@crawler.example\"\nform = \"https://crawler.example/form\"\n")
	runBadPolicies(t, []badPolicy{
		{
			name:  "a blocklist request made in the web form",
			edits: []edit{optout, replace("kind = \"slower\"\nmin_interval = \"30s\"\n", "kind = \"blocklist\"\nvia = [\"form\"]\n")},
			want: []string{
				`policy.toml:21:1: contact.optout_email: is set, but no request of kind "stop", "blocklist" or "stop-url" is made by e-mail: contact.requests[0] (kind "blocklist") is made only via "form" (want "email" in contact.requests[0].via, so that the page lists it under this address, or leave optout_email out)`,
			},
		},
		{
			name:  "no request to stay away",
			edits: []edit{optout},
			want: []string{
				`policy.toml:21:1: contact.optout_email: is set, but no request of kind "stop", "blocklist" or "stop-url" is made by e-mail (want [[contact.requests]] kind = "stop", which the page lists under this address, or leave optout_email out)`,
			},
		},
	})
}
