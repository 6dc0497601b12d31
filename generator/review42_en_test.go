package generator

import "testing"

// TestReview42enMessages pins the English messages that English review 42
// (/work/notes/s36/review42-en.md) changed; each case failed with the old text:
//   - F1: robots_txt.fallback: "defer" postpones the fetches (polite: *DeferredError with the time
//     robots.txt is requested again), "disallow-all" skips them (polite: *DisallowedError, no
//     request sent); the two read the same before.
//   - F2: a change of an occasion's kind no longer says "Only the wording changes": event ↔ day
//     changes when requests may arrive.
//   - F4: the allow snippets' intro: the "*" group "disallows" the pages, "while other crawlers
//     stay shut out" (was "closes to other crawlers").
//   - F5: an unpublished number "is given only to the operator's customers" (was "its").
//   - F6: the diff field of contact.unpublished names the number or address, not the operator.
//   - F7: the diff state of agents.X.crawl_delay: "it now honours a Crawl-delay line …".
//   - F8: the diff state of site.example: "and webmasters should expect its requests …".
//   - F9: "No requests are sent under the product token …", "for X, a purpose in …".
//   - F10: the usage token's snippet "opts your whole site out of that use".
//   - F11: noai and noimageai: "nor the page's images where either says …".
//
// F3 was declined by the lead (see /work/notes/s36/fxen42.md).
func TestReview42enMessages(t *testing.T) {
	ls := localizers(t)
	none := plain("")
	star := []any{"Star", plain("*")}
	checkMessages(t, ls, "en", []messageCase{
		// F1
		{"fallback.defer", 0, nil, "If there is no earlier copy, fetching from the site is postponed until robots.txt can be read; the postponed URLs are fetched then."},
		{"fallback.disallow-all", 0, nil, "If there is no earlier copy, everything is treated as disallowed for as long as robots.txt cannot be read: URLs that fall due in the meantime are skipped, not fetched later."},
		// F2
		// F4
		{"opt_out.snippets_intro_allow", 1, star, "To let the crawler fetch pages that your * group disallows, while other crawlers stay shut out, an entry in robots.txt is enough; there is no need to write to the operator."},
		{"opt_out.snippets_intro_allow", 2, star, "To let the crawlers fetch pages that your * group disallows, while other crawlers stay shut out, an entry in robots.txt is enough; there is no need to write to the operator."},
		{"opt_out.snippets_intro_allow_for", 0, append([]any{"Agents", plain("A and B")}, star...), "To let A and B fetch pages that your * group disallows, while other crawlers stay shut out, an entry in robots.txt is enough; there is no need to write to the operator."},
		// F5
		{"contact_unpublished.phone", 0, []any{"Given", plain(" and is given only to the operator’s customers")}, "The operator can be reached by telephone at a number that is not published and is given only to the operator’s customers."},
		{"contact_unpublished.phone", 0, []any{"Given", none}, "The operator can be reached by telephone at a number that is not published."},
		{"contact_unpublished_given.phone-customers", 0, nil, " and is given only to the operator’s customers"},
		{"contact_unpublished_given.email-customers", 0, nil, " and is given only to the operator’s customers"},
		// F6
		{"diff.field.contact_unpublished", 0, nil, "an unpublished telephone number or e-mail address at which the operator can be reached"},
		{"diff.field_item.contact_unpublished", 0, nil, "an unpublished telephone number or e-mail address at which the operator can be reached"},
		// F7
		{"diff.state.agent_crawl_delay.yes", 0, nil, "it now honours a Crawl-delay line in robots.txt and spaces its fetches accordingly"},
		{"diff.state.agent_crawl_delay.no", 0, nil, "it no longer honours a Crawl-delay line in robots.txt"},
		// F8
		{"diff.state.example.no", 0, nil, "the policy is no longer marked as a fictional example; it now describes a real crawler, and webmasters should expect its requests to reach their sites"},
		// F9
		{"usage_token.sends_no_requests", 1, []any{"UsageToken", plain("T-AI"), "Categories", plain("“train-ai”")}, "No requests are sent under the product token T-AI: it only controls whether the pages this crawler fetches may be used for “train-ai”, a purpose in the IETF AIPREF vocabulary."},
		{"usage_token.sends_no_requests", 2, []any{"UsageToken", plain("T-AI"), "Categories", plain("“train-ai” and “search”")}, "No requests are sent under the product token T-AI: it only controls whether the pages this crawler fetches may be used for “train-ai” and “search”, purposes in the IETF AIPREF vocabulary."},
		// F10
		{"usage_token.snippet", 1, nil, "This group in your robots.txt opts your whole site out of that use and leaves what this crawler fetches unchanged:"},
		{"usage_token.snippet", 2, nil, "This group in your robots.txt opts your whole site out of those uses and leaves what this crawler fetches unchanged:"},
		// F11
		{"usage_preferences.noai_noimageai", 0, []any{"Header", plain("X-Robots-Tag"), "Value", plain("noai"), "Image", plain("noimageai")}, "It does not use a page for AI purposes where the page’s robots meta element or X-Robots-Tag header says noai, and does not use the page’s images for AI purposes where either says noimageai."},
	})
}
