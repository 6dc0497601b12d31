// Package conform is the conformance harness: scripted test sites, the recorder of every request
// they receive, and one check for each kind of statement a crawler's page can make, judged on the
// recorded requests alone. The same checks judge package polite in its tests (in process, on
// testing/synctest's fake clock, where hours of schedule run in milliseconds) and any crawler, in
// any language, through `sitegen conform` (behind a proxy, in real time).
//
// Claims reads a policy's policy.json (FullJSON: with the numbers the page does not publish) and
// groups every leaf that states a behaviour of requests by its Kind and root JSON Pointer, the
// pointer the page's value carries (data-policy); a leaf that no Kind and no NotRequests entry
// covers is returned as uncovered, so that a new kind of statement cannot reach a page without a
// check; Unjudged lists every other value the page states for an agent, not observable or not
// checked, each with why. A Kind's check has two halves: a Scenario (Sites, each a scripted http.Handler per host
// name standing for an address, and the Steps a crawler is asked to take) and a judgement of the
// Records: Pass with the evidence, Fail with the requests that break the claim (two requests
// 0.4 s apart against a published 1 s, a disallowed path fetched, the User-Agent sent), or
// NotObservable with why (a day-long cache the run does not reach, a cap it does not hit, a
// condition only the crawler sees). A claim whose evidence is too thin is never passed.
//
// World puts the scenarios of every claim behind one forward HTTP proxy on 127.0.0.1 (plain
// http; CONNECT is refused), each claim's host names suffixed with its own ("a.example" becomes
// "a-c3.test"), and a start page, http://start.test/, that links to every URL of the steps.
// Command runs a crawler against it for a bounded time in its own process group (SIGTERM, then
// SIGKILL), with the proxy in HTTP_PROXY and http_proxy, the start page in SITEGEN_START_URL and
// {start}, and the address each test host stands for in SITEGEN_HOSTS. The proxy is net/http's
// server, not a proxy library: a forward proxy for plain http receives requests in absolute form,
// which net/http parses, and since every test site lives in this process the request is handed to
// its site's handler instead of being forwarded (httputil.ReverseProxy forwards to an upstream,
// and there is none), so that the record is made where the request arrives.
//
// The package imports policy and robots, never polite (the harness must not trust what it judges)
// nor generator.
package conform
