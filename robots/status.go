package robots

import "slices"

// Access is what a crawler does with a site after fetching its robots.txt, by the result of the
// fetch (RFC 9309 §2.3.1). The values are stable identifiers, for data files and messages.
type Access string

const (
	// AccessRules means the file was fetched (HTTP 2xx): parse it and obey its rules
	// (§2.3.1.1).
	AccessRules Access = "use-rules"
	// AccessRedirect means the server redirected (HTTP 3xx other than 304): follow at least
	// [MinRedirectHops] consecutive redirects, even to other hosts, and apply the file reached to
	// the initial host (§2.3.1.2). Past the hops a crawler follows, it may treat the file as
	// unavailable ([AccessAllowAll]); that is the caller's policy.
	AccessRedirect Access = "follow-redirect"
	// AccessNotModified means the server answered a conditional request with HTTP 304: the
	// cached copy is still the file (§2.4 allows standard HTTP caching, RFC 9111 §4.3.4), so keep
	// obeying its rules.
	AccessNotModified Access = "use-cached-rules"
	// AccessAllowAll means the file is "unavailable" (HTTP 4xx): the crawler may fetch anything
	// (§2.3.1.3).
	AccessAllowAll Access = "allow-all"
	// AccessDisallowAll means the file is "unreachable" (HTTP 5xx, or no HTTP response at all):
	// the crawler must assume complete disallow (§2.3.1.4).
	AccessDisallowAll Access = "disallow-all"
)

// MinRedirectHops is how many consecutive redirects a crawler should follow at least when it
// fetches robots.txt (RFC 9309 §2.3.1.2).
const MinRedirectHops = 5

// StatusAccess maps the HTTP status of a robots.txt fetch to what the crawler does (RFC 9309
// §2.3.1). status 0 (or any value that is not an HTTP status, such as a negative one) stands for
// a fetch that got no response: a network error or a timeout, hence [AccessDisallowAll].
//
// unreachable lists the 4xx statuses the caller's policy treats like a server error instead of
// as "unavailable": a policy that reads 429 Too Many Requests, or 408 Request Timeout, as the
// server asking it to wait passes StatusAccess(status, 408, 429). Values outside 400–499 in the
// list change nothing. Informational statuses (1xx) are not final answers and count as no
// response.
func StatusAccess(status int, unreachable ...int) Access {
	switch {
	case status >= 200 && status <= 299:
		return AccessRules
	case status == 304:
		return AccessNotModified
	case status >= 300 && status <= 399:
		return AccessRedirect
	case status >= 400 && status <= 499:
		if slices.Contains(unreachable, status) {
			return AccessDisallowAll
		}
		return AccessAllowAll
	}
	return AccessDisallowAll
}
