// Package polite makes a Go crawler keep its published politeness policy: an http.RoundTripper
// that wraps the crawler's own and sends each request only as the policy (package policy) allows
// for one agent, so that the numbers on the crawler's page are the numbers in force.
//
// What applies to a request is decided by policy.Effective for the agent, the request's category
// of site and its job (given with WithFetch), once per target and job when New is called; the
// package derives no precedence itself. For each request the Transport, in this order:
//
//   - refuses it inside a quiet window (windows, kind "quiet", in site.time_zone): *QuietError;
//     and, for a job that runs only within windows (kind "only", naming the Fetch's job), outside
//     all of them: *OutsideWindowError, with when the next opens; for a job that runs on some
//     days only (jobs.X.dates, dated or every year), on any other day by the calendar of
//     site.time_zone: *OutsideDatesError, with when the next span begins;
//   - refuses it while a pause holds its key (errors.reactions, jobs.X.reactions): *PausedError;
//     a pause with pause_until = "window-opens" lasts until the job's windows of kind "only" next
//     open (their days and except_days, in site.time_zone); one with pause_until = "next-run"
//     holds its key for the rest of the request's run (Fetch.Keys["run"], counted in that run;
//     *PausedError with Run and no Until), and a request that names no run is refused
//     (*KeyError);
//     and for good once a reaction with stops_run has ended its run (Fetch.Keys["run"]):
//     *RunStoppedError;
//   - reads robots.txt as robots_txt says (when, for how long, its size limit, its redirects,
//     4xx, 5xx and unreachable per RFC 9309 §2.3.1, unavailable_statuses, retry_unreachable,
//     keep_last_good, fallback) and applies it with package robots for the agent's token, the
//     restrict-only legacy tokens and ignores_star_group: *DisallowedError, *DeferredError;
//     and after a rule refused an address, what agents.X.on_disallow says: the refusal marked
//     for the customer's report (DisallowedError.Report), every later request to the site
//     refused (stop-all: *SiteStoppedError, all but /robots.txt), of the run (stop-run, Fetch.Keys["run"]:
//     *RunStoppedError) or of the observation (stop-observation, Fetch.Keys["observation"]:
//     *ObservationStoppedError), a request that names no run or observation to stop refused
//     with a *KeyError;
//     not for a Fetch whose job does not obey robots.txt (jobs.X.robots_txt = "not-read"),
//     which reads it, where its crawl_delay = "applied", for the Crawl-delay alone, nor for
//     a Fetch of an agent with agents.X.robots_txt = "not-read", read likewise for the
//     Crawl-delay alone where agents.X.crawl_delay = "applied";
//   - counts it against the quotas (limits.quotas, jobs.X.caps in requests, HEAD requests or
//     page loads, where a request of a Fetch marked Embedded is not counted): *QuotaError; a
//     quota that names jobs (limits.quotas[].jobs) counts only the requests whose
//     Fetch.Job it names, together;
//   - waits for a free slot of its concurrency key (limits.concurrency) and for its turn on
//     each interval key (limits.min_interval, or default_interval where no min_interval is set,
//     per hostname, site, server — the resolved address —, registrable domain, the resolved
//     address of one registrable domain's host names, or a key of the crawler's; each of
//     limits.intervals on its own key as well; a request of a Fetch marked Embedded passes
//     the interval and the slots that count page loads, limits.interval_unit and
//     concurrency_unit = "page-loads"; and a Crawl-delay where robots_txt.crawl_delay
//     honours it, per crawl_delay_key (hostname unless it says otherwise), raised to
//     crawl_delay_min, up to crawl_delay_max, and none with a decimal fraction where
//     crawl_delay_whole_seconds says so; and, where errors.slow_down has slowed the key of its
//     scope down, the longest of those intervals multiplied by its factor once per slow-down,
//     up to max_interval), returning the context's error if it ends first;
//   - refuses for good an address once answered with a status of agents.X.refuse_with (the
//     answer itself is returned as it was): *RefusedError;
//   - sends it with the agent's User-Agent ({version} filled in, and each placeholder of
//     agents.X.placeholders from Fetch.Placeholders: *PlaceholderError without it) and the conditional requests of
//     limits.conditional_requests, within limits.connect_timeout, limits.response_timeout and
//     limits.transfer_timeout, the last to the end of the body (*TimeoutError), abandoning a body over limits.max_body_size (*BodyTooLargeError);
//   - follows up to limits.max_redirects redirects, each one a request like any other, robots.txt
//     included (*RedirectError); where limits.redirects = "not-followed", none: the 3xx response
//     is returned as it is, and the request an http.Client makes to follow it is refused
//     (*RedirectError with NotFollowed);
//   - retries on errors.retries' schedule, never after a status errors.never_retried lists (the
//     response is returned as it is), waiting a Retry-After instead where errors.retry_after
//     honours it, up to errors.retry_after_max, and until then refuses the host name's other
//     requests (a 429 or a 503 with Retry-After: *PausedError at /errors/retry_after); and counts what it met (a 429, a 503, 5xx, a 403,
//     a timeout, a network error, and each pause a reaction started: "paused") against the
//     reactions, starting their pauses: pause or
//     min_pause, or Retry-After where the reaction says so, threshold and consecutive, escalation
//     by its factor up to its max; and against errors.slow_down where the policy states its
//     factor (the page: "doubles", "becomes N times as long"): each time its conditions reach
//     its threshold (in a row where consecutive), the interval of its scope's key (hostname,
//     site, server, or the interval's key where it names none) is multiplied by the factor,
//     up to max_interval. The page states no return to the usual interval, and the Transport
//     makes none (a success does not end it): the slowed interval lasts as long as the
//     store's state does, a day after the count's last change (and a MemoryStore's no longer
//     than its process). Without a factor the page says only that the crawler lengthens its
//     interval, and New refuses it (below). A crawler reports what only it sees (a failed
//     sync) with Transport.Report.
//
// A robots.txt fetch or a redirect followed counts against a set of limits (its interval, slots
// and quotas) where that set's limits.counts lists it, as the page says, and passes it otherwise;
// the quiet windows, the pauses and robots.txt itself hold it either way.
//
// A value the policy lists as unpublished (policy.Policy.Unpublished: a duration or a size whose
// number the policy holds and the page does not state) is enforced from the policy like any
// other; load the policy from policy.toml, not from the published policy.json, which leaves those
// numbers out. A number the policy does not hold at all (a quota's cap with unpublished = true, a
// pause_unpublished, a repeat count left out) the crawler gives in Options.Unpublished. A
// policy that policy.Validate would refuse makes New fail with those policy.Problems, whether it
// was built in Go or Load accepted it before a field changed: New checks every policy it is
// given (policy.Policy.Check, which leaves the policy as it was). A
// statement the Transport has no mechanism for (a cap on files or persons, or on a job's runs,
// which the crawler's scheduler starts; passes over a site,
// the usual pace default_interval beside min_interval, a page load's time in total
// (limits.page_load_timeout: the crawler gives each page load's context a deadline), an
// errors.slow_down without a factor,
// which would need a number the operator did not choose) makes New fail with an
// *UnenforceableError that names every such statement at once, by its JSON Pointer with what the
// policy says there, unless Options.Elsewhere acknowledges that the crawler keeps it itself.
// Among them is scheduling (jobs' cadences, runs a year, what starts a job, how long a run takes
// and how its requests are spread over it: jobs.X.run_takes_at_most and jobs.X.spread, the least
// time between two runs of a job on the same site: jobs.X.site_interval, a feed's
// own refresh time, an item's retry schedule, refetch intervals, the re-checks of a resource
// found changed or new: jobs.X.follow_up), since the Transport sees single requests, not which item a request
// fetches again or why, and which URLs an agent fetches at all (fetches, links followed,
// sitemaps, the resources a page embeds, robots directives, re-visits). An agent's legal basis,
// a job's, and that a site cannot opt out of it or of a job's fetches (agents.X.legal_basis,
// opt_out, jobs.X.legal_basis, jobs.X.opt_out), are statements with no request to enforce. A request for a resource the page embeds (Fetch.Embedded) obeys robots.txt
// as agents.X.embedded says: its rules unless robots_txt = "not-read", its Crawl-delay where
// crawl_delay = "applied", or where it says nothing and robots.txt is read for it. A request
// method the agent's http.methods do not list is refused with a *MethodError, and a request
// over a URL scheme its http.schemes do not list with a *SchemeError; the order of two schemes
// (HTTPS first, HTTP only where that fails) is the crawler's, which New refuses unless
// Options.Elsewhere names it, as is http.scheme_as_given (each URL over the scheme it names,
// never the other). A request, or a redirect the Transport would follow, to a port or
// path outside agents.X.ports and agents.X.paths is refused with a *ScopeError. Every leaf of
// policy.json is in one class of the
// package's ledger (ledger_test.go: enforced, with the test that proves it; not a crawler
// behaviour; or not enforced, with why, and refused by New, with the test of the refusal), and
// a key added to the model in none fails its test.
//
// The state per key lives in a Store: a MemoryStore in the process, whose entries go as soon as
// they constrain nothing, or a Store shared by the instances of a fleet (package
// polite/redisstore), with the fallback limits.on_coordination_failure publishes while it cannot
// be reached. A fleet shares through it only what the policy says the operator's services share:
// the spacing, the slots and the quota counts of a set of limits with shared_across_services (the
// general limits, globally or a target's; an agent's own limits where they say so or the global
// ones do) and, with the general limits, the job's caps, the spacing a Crawl-delay asks for, the
// reactions' counts and pauses and errors.slow_down's counts and the intervals they lengthen
// (a pause one instance starts holds every instance: their
// admissions find it, and each hears of it at once, Store.Watch, so that a request already
// admitted and waiting for its turn is held too) and the waits for a Retry-After, of every
// agent; and robots.txt
// where robots_txt.per_hostname says that one copy serves every service: one instance reads it
// per origin and cache time, the others take its copy. The limits not shared across services are
// each service's (agent's): the shared store holds them under keys of the agent's own
// ("service:AGENT|…"), which all instances of the agent use, so that N instances of one agent
// send at the policy's rate, not N times it; so are the reactions' pauses and counts and the
// waits for a Retry-After where the general limits are not shared across services, so that a
// pause one instance starts holds every instance of its agent and no other agent. A request is
// admitted in one round trip whatever it shares; a request whose grant reaches it more than
// the 5 ms margin after the time reserved (a slow round trip, a goroutine that ran late) asks
// the store a second time, for its spacing alone, since another instance may have reserved the
// next turn meanwhile, and waits for that turn. While the store cannot be reached, a request
// that shares nothing across services is admitted by the instance's own store, and its pauses
// hold that instance alone. robots.txt without per_hostname each instance reads on its own; a
// policy with no limit, nothing that pauses and nothing shared leaves the Store unused. What
// stays each instance's own
// in any case: the state of a robots.txt found unreachable (each retries it after
// retry_unreachable) and the last good copy
// kept meanwhile. Waits use
// the time package's timers and the time of day comes from Options.Clock, so testing/synctest
// runs hours of schedule in milliseconds.
package polite
