package polite_test

import (
	"strings"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
)

// TestUnpublishedListEnforced: values the policy does not publish (policy.Policy.Unpublished) are
// enforced from the policy like any others: the harness's checks of the body size, an
// unreachable robots.txt with its last good copy, Crawl-delay with its cap, and the interval
// pass on a policy that marks those numbers unpublished, without Options.Unpublished.
func TestUnpublishedListEnforced(t *testing.T) {
	src := strings.Replace(strings.Replace(newKeysPolicy, "%s", "abandoned", 1), "%s", "capped", 1)
	src = strings.Replace(src, "schema = 2\n", `schema = 2
unpublished = ["/limits/min_interval", "/limits/max_body_size", "/robots_txt/cache_for", "/robots_txt/keep_last_good_for", "/robots_txt/crawl_delay_max"]
`, 1)
	p, err := policy.Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	if _, uncovered, _ := conform.Claims(p); len(uncovered) > 0 {
		t.Errorf("no check covers %v", uncovered)
	}
	claims, o := claimsOf(t, p)
	for _, id := range []string{"body size /limits", "robots.txt unreachable /robots_txt", "Crawl-delay /robots_txt", "interval /limits"} {
		c := claimByID(claims, id)
		if c == nil {
			t.Fatalf("no claim %q", id)
		}
		t.Run(id, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				if v := judge(c, o, nil); v.Status != conform.Pass {
					t.Errorf("%s: %s", v.Status, strings.Join(v.Evidence, "; "))
				}
			})
		})
	}
}

// TestUnpublishedCountsEnforced: counts the policy does not publish (the redirects followed for a
// fetch and for robots.txt, how often an event must happen for a reaction) are enforced from the
// policy like any others: the harness's checks pass without Options.Unpublished.
func TestUnpublishedCountsEnforced(t *testing.T) {
	src := strings.Replace(strings.Replace(newKeysPolicy, "%s", "abandoned", 1), "%s", "capped", 1)
	src = strings.Replace(src, "schema = 2\n", `schema = 2
unpublished = ["/limits/max_redirects", "/robots_txt/max_redirects", "/errors/reactions/0/threshold"]
`, 1)
	src = strings.Replace(src, "cache_for = \"1h\"\n", "cache_for = \"1h\"\nmax_redirects = 6\n", 1)
	src += `
[[errors.reactions]]
on = ["5xx"]
threshold = 3
consecutive = true
pause = "1h"
scope = "site"
`
	p, err := policy.Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	if _, uncovered, _ := conform.Claims(p); len(uncovered) > 0 {
		t.Errorf("no check covers %v", uncovered)
	}
	claims, o := claimsOf(t, p)
	for _, id := range []string{"redirects /limits", "robots.txt redirects /robots_txt/max_redirects", "reaction /errors/reactions/0"} {
		c := claimByID(claims, id)
		if c == nil {
			t.Fatalf("no claim %q", id)
		}
		t.Run(id, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				if v := judge(c, o, nil); v.Status != conform.Pass {
					t.Errorf("%s: %s", v.Status, strings.Join(v.Evidence, "; "))
				}
			})
		})
	}
}
