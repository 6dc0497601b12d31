package polite

import (
	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

// UsageAllowed reports whether a site's robots.txt lets the operator use the page at url for
// what a usage token controls (agents.X.usage_tokens: a product token that sends no requests,
// such as "CorpusBot-Training", for the AIPREF categories its controls name). body is the file
// as fetched, read up to limit bytes as [robots.Parse] reads it (RFC 9309 §2.5; a limit below
// [robots.MinSizeLimit] is raised to it); url is an absolute URL or a path, as
// [robots.Robots.Decide] takes it. The answer is RFC 9309 matching for the token (§2.2): the
// groups that name it as an RFC 9309 parser reads it (§2.2.1, whole and without regard to
// case), else the "*" group; a URL they disallow may not be used, any other may. A group for
// the agent's own token does not decide it: that one decides the fetching.
//
// The Transport never asks it, since the use comes after the fetch: the page's claim that a
// group blocking the token keeps the pages from that use holds where the crawler's pipeline
// calls UsageAllowed, with the robots.txt the crawler read for the page's site, before it uses
// a page it fetched. Where robots.txt was answered with a status other than 2xx, ask
// [robots.StatusAccess] what the status means, as for fetching.
func UsageAllowed(body []byte, limit int, token policy.Token, url string) bool {
	return robots.Parse(body, limit).Decide(token.RFC9309(), url).Allowed
}
