package polite_test

import (
	"strings"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
)

// embeddedPolicy: an agent that fetches the scripts and style sheets a page embeds, robots.txt
// read and Crawl-delay applied for them (new-user trial 20's policy); %s and %s are
// embedded.robots_txt and embedded.crawl_delay.
const embeddedPolicy = `schema = 2

[site]
title = { en = "EmbedBot" }
base_url = "https://embed.example/"
languages = ["en"]
default_language = "en"
last_changed = 2026-12-01
example = true

[operator]
name = "Embed Ltd"

[agents.bot]
token = "EmbedBot"
robots_txt = "read"

[agents.bot.embedded]
fetch = "fetched"
kinds = ["scripts", "stylesheets"]
named_in = ["markup"]
robots_txt = "%s"
crawl_delay = "%s"

[robots_txt]
check = "before-first-fetch"
crawl_delay = "honoured"
crawl_delay_max = "10s"
`

func embedded(t *testing.T, robotsTxt, crawlDelay string) *policy.Policy {
	t.Helper()
	p, err := policy.Parse([]byte(strings.Replace(strings.Replace(embeddedPolicy, "%s", robotsTxt, 1), "%s", crawlDelay, 1)), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestEmbeddedClaim (new-user trial 20, finding 12): the claim that robots.txt and Crawl-delay
// hold the resources a page embeds is judged on a page that embeds a script robots.txt
// disallows: the Transport, marking them Fetch.Embedded, passes it; one that reads robots.txt
// not for them fetches the script and fails it, and one that does not apply the Crawl-delay to
// them fetches them too soon and fails it.
func TestEmbeddedClaim(t *testing.T) {
	p := embedded(t, "read", "applied")
	claims, o := claimsOf(t, p)
	c := claimByID(claims, "embedded resources /agents/bot/embedded")
	if c == nil {
		t.Fatal("no claim of the resources a page embeds")
	}
	for _, tt := range []struct {
		name    string
		enforce *policy.Policy
		want    conform.Status
		ev      string
	}{
		{"as the page says", nil, conform.Pass, "fetched, and /res/no/x.js, which robots.txt disallows, not"},
		{"robots.txt not read for them", embedded(t, "not-read", "applied"), conform.Fail, "a script that /page embeds and robots.txt disallows"},
		{"Crawl-delay not applied to them", embedded(t, "read", "not-applied"), conform.Fail, "the page says a Crawl-delay (2 s) spaces the resources a page embeds too"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				v := judge(c, o, tt.enforce)
				if v.Status != tt.want || !strings.Contains(strings.Join(v.Evidence, "; "), tt.ev) {
					t.Errorf("%s, want %s with %q: %s", v.Status, tt.want, tt.ev, strings.Join(v.Evidence, "; "))
				}
			})
		})
	}
}
