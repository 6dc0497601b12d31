package generator

import (
	"strings"
	"testing"
)

// TestEnglishReview24Wording (English review 24): the English pages' sentences as the native
// editor reworded them, each on the example page where the review read it. Each failed before:
// "The former product tokens … still count: a group that names one of them is still obeyed, but
// only for its Disallow rules, and any Allow rules in it are ignored" (S1), "Topics for this
// address:" (S2), "“Per site” counts each website on its own" (S3), "so repeat in it every rule of
// the “*” group" (S4), "with what it changes" (S6), "the same address must be among those the second
// command prints" (S11), "It does not stop the fetches for these categories of site" (S13), fetch
// names before they are introduced (S14), "when its User-agent line names" (S16), "fetching pauses
// for the list: 1 hour …" (S17), "To check one: the tag parameter … must be" (S18), "(for example
// `…`)" (T3) and "its requests to that host name" with no host name before it (G2).
func TestEnglishReview24Wording(t *testing.T) {
	want := map[string][]string{
		"civic-ingestor": {
			"The former product tokens `civic-file-cache` and `civic` are still recognised: in a group that names one of them, the Disallow rules are obeyed and any Allow rules are ignored.",
			"- Write to this address with general questions, to ask for a slower rate, a time window for “Full sync” or an end to fetching, or to give advance notice that you are about to delete many documents at once.",
			"With a group of its own, it follows only that group, so copy into that group every rule from the `*` group that should still apply to it.",
			"– every change to this policy, newest first, with what each one changes for webmasters\n",
			"Add the snippet “Block civic-ingestor from the whole site” to your robots.txt. It does not stop fetches from sites in these categories, for which robots.txt is not read: ",
			"Such installations may set their own User-Agent and contact address for the kinds of fetch “Incremental sync” and “Full sync”.",
			"In robots.txt, a group applies to a crawler when one of its User-agent lines names the crawler’s product token, given below; letter case does not matter.",
			"After a timeout or HTTP 504 (Gateway Timeout), fetching of the affected list pauses: 1\u00a0hour at first, then twice as long each time, up to 24\u00a0hours.",
		},
		"gazette-bot": {
			"\nIn the limits below, a “site” is whatever the crawler treats as one website. This may be a single host name, so two host names of the same website (for example, one for its pages and one for its images) may count as two separate sites.\n",
			"- Write to this address with general questions, or to report incidents or unusual load.",
		},
		"gmina-bot": {
			"\nIn the limits below, “per server” means per IP address: host names that share an address share the limit.\n",
		},
		"linkgraph-bot": {
			"Then put that name in place of `NAME`: the original IP address must be among the addresses that the second command prints.",
			"the crawler does not pause but lengthens the interval between its requests to the affected host name.",
		},
		"search-engine": {
			"(for example, `fulltextrobot-192-0-2-17.search.example`)",
		},
		"triple-fetchers": {
			"To check one, make sure that the `tag` parameter of `Signature-Input` is `web-bot-auth` and that its `keyid` is the thumbprint above; then take the public key from the key directory, verify the signature",
		},
	}
	for name, lines := range want {
		page := string(buildExample(t, name).Files["en/index.md"])
		for _, w := range lines {
			if !strings.Contains(page, w) {
				t.Errorf("%s/en/index.md lacks %q", name, w)
			}
		}
	}
}
