package polite_test

// The ledger: every leaf of policy.json, as the JSON Schema describes it and as every example
// sets it, in exactly one class. A statement of crawler behaviour is either enforced by the
// Transport (and a named test of this package proves it), or enforced elsewhere with a reason
// (and then New refuses it unless Options.Elsewhere names it, a named test proving the refusal:
// never a silent no-op); everything else says why it is no behaviour of the crawler's
// requests. A key added to the model that no entry classifies fails TestLedger.

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
)

type ledgerClass string

const (
	// enforced: the Transport enforces it; proof names the tests of package polite that show it
	// (kind, where given, is the conform check that TestClaims runs on every example).
	enforced ledgerClass = "enforced by polite"
	// notBehaviour: wording, labels, contact, site settings, history: nothing a request does.
	notBehaviour ledgerClass = "not a crawler behaviour"
	// elsewhere: a behaviour the Transport cannot enforce, since it sees single requests; why
	// says whose it is. New refuses it unless Options.Elsewhere names it, and proof names the
	// test of the refusal.
	elsewhere ledgerClass = "not enforced by polite"
)

type ledgerEntry struct {
	// patterns are JSON Pointers in policy.json, "*" for any key of a table or index of a list;
	// an entry covers the leaves at and under each.
	patterns []string
	class    ledgerClass
	proof    []string
	kind     string
	why      string
}

// limitSets are the places of a set of limits: the general, a category of site's, an agent's.
func limitSets(rest ...string) []string {
	var out []string
	for _, at := range []string{"/limits", "/targets/*/limits", "/agents/*/limits"} {
		for _, r := range rest {
			out = append(out, at+r)
		}
	}
	return out
}

// robotsHandling are the places of robots.txt handling: the policy's and an agent's own.
func robotsHandling(rest ...string) []string {
	var out []string
	for _, at := range []string{"/robots_txt", "/agents/*/robots_txt_handling"} {
		for _, r := range rest {
			out = append(out, at+r)
		}
	}
	return out
}

// reactionsAt are the places of error reactions: the policy's and a job's own.
func reactionsAt(rest ...string) []string {
	var out []string
	for _, at := range []string{"/errors/reactions/*", "/jobs/*/reactions/*"} {
		for _, r := range rest {
			out = append(out, at+r)
		}
	}
	return out
}

func pats(p ...string) []string { return p }

var ledger = []ledgerEntry{
	// --- identity ---
	{patterns: pats("/agents/*/user_agent", "/agents/*/version", "/agents/*/version_may_change", "/agents/*/stable_parts"), class: enforced, proof: []string{"TestUserAgent"}, kind: "User-Agent"},
	{patterns: pats("/agents/*/token"), class: enforced, proof: []string{"TestRobotsTxt", "TestTokenAndAgentRobotsChecks"}, kind: "product token"},
	{patterns: pats("/agents/*/user_agent_form"), class: enforced, proof: []string{"TestUserAgentForm"}},
	{patterns: pats("/agents/*/legacy_tokens"), class: enforced, proof: []string{"TestClaims"}, kind: "legacy token"},
	{patterns: pats("/agents/*/group_matching"), class: enforced, proof: []string{"TestGroupMatchingEnforced"}, kind: "group matching"},
	{patterns: pats("/agents/*/ignores_star_group"), class: enforced, proof: []string{"TestRobotsTxt", "TestStarGroupIgnoredJudged"}, kind: "\"*\" group ignored"},
	{patterns: pats("/agents/*/http/methods"), class: enforced, proof: []string{"TestMethods"}, kind: "methods"},
	{patterns: pats("/agents/*/http/scheme_as_given"), class: elsewhere, proof: []string{"TestSchemes"}, why: "each URL over the scheme it names and no request over the other where it fails is the crawler's choice of requests; the Transport sends each over the scheme it is given, and refuses any scheme not listed"},
	{patterns: pats("/agents/*/http/schemes"), class: enforced, proof: []string{"TestSchemes"}, why: "a request over a scheme not listed is refused (*SchemeError); the order of two, in which the crawler tries them, New refuses unless Options.Elsewhere names the pointer"},
	{patterns: pats("/agents/*/on_disallow"), class: enforced, proof: []string{"TestOnDisallowEnforced", "TestOnDisallowErrors", "TestStopAllKeepsRobotsTxt"}, kind: "on disallow"},
	{patterns: pats("/agents/*/placeholders"), class: enforced, proof: []string{"TestPlaceholders"}, kind: "User-Agent"},
	{patterns: pats("/agents/*/variants"), class: elsewhere, proof: []string{"TestBehaviourUnenforceable"}, why: "the other User-Agent strings are sent on fetches the crawler chooses; the Transport sends the agent's user_agent"},
	{patterns: pats("/agents/*/signing_keys"), class: elsewhere, proof: []string{"TestBehaviourUnenforceable"}, why: "HTTP message signatures need the private key, which is the crawler's signer's"},
	{patterns: pats("/agents/*/signature_agent"), class: elsewhere, proof: []string{"TestBehaviourUnenforceable"}, why: "the Signature-Agent header goes with a signature, which the crawler's signer makes"},
	{patterns: pats("/agents/*/http/versions", "/agents/*/http/compressed", "/agents/*/http/compression", "/agents/*/http/cookies", "/agents/*/http/javascript", "/agents/*/http/range_requests", "/agents/*/http/range_bytes", "/agents/*/http/get_after_head", "/agents/*/http/get_after_head_if_at_most"), class: elsewhere, proof: []string{"TestBehaviourUnenforceable"}, why: "how the crawler's HTTP client speaks: its base transport, cookie jar and renderer"},
	{patterns: pats("/agents/*/on_demand"), class: elsewhere, proof: []string{"TestBehaviourUnenforceable"}, why: "a response reused per URL, or an address fetched once, is the crawler's cache and record"},

	// --- which URLs an agent fetches: the crawler's choice ---
	{patterns: pats("/agents/*/fetches", "/agents/*/follows_links", "/agents/*/off_site_hops", "/agents/*/country_domain", "/agents/*/uses_sitemaps", "/agents/*/sitemap_xml", "/agents/*/sitemaps_first", "/agents/*/sitemap_lines", "/agents/*/sitemaps_same_host", "/agents/*/approval_before_fetch", "/agents/*/media_types", "/agents/*/target_sources"), class: elsewhere, proof: []string{"TestChoiceUnenforceable", "TestTargetSourcesUnenforceable"}, why: "which URLs the crawler asks for; the Transport sees each only as it is asked"},
	{patterns: pats("/agents/*/ports", "/agents/*/paths"), class: enforced, proof: []string{"TestScopeEnforced"}, why: "a request, or a redirect the Transport would follow, to another port or path is refused with a *ScopeError before it is sent; a robots.txt that redirects outside them counts as unreachable; robots.txt itself is /robots.txt, which validation requires among the paths of an agent that reads it"},
	{patterns: pats("/agents/*/embedded/fetch", "/agents/*/embedded/kinds", "/agents/*/embedded/named_in", "/agents/*/embedded/jobs"), class: elsewhere, proof: []string{"TestChoiceUnenforceable"}, why: "which embedded resources the crawler asks for; it marks them Fetch.Embedded"},
	{patterns: pats("/agents/*/http/javascript_condition", "/agents/*/embedded/condition"), class: notBehaviour, why: "for which pages, as a label in words; the behaviour it qualifies is /http/javascript or /embedded/fetch (elsewhere), without which validation refuses it"},
	{patterns: pats("/agents/*/embedded/robots_txt", "/agents/*/embedded/crawl_delay"), class: enforced, proof: []string{"TestEmbeddedRobots"}, why: "a Fetch.Embedded request obeys robots.txt's rules and Crawl-delay as they say"},
	{patterns: pats("/agents/*/directives"), class: elsewhere, proof: []string{"TestChoiceUnenforceable"}, why: "robots meta tags, X-Robots-Tag and rel=nofollow are in the pages the crawler parses, not in a request"},
	{patterns: pats("/agents/*/revisits"), class: elsewhere, proof: []string{"TestChoiceUnenforceable"}, why: "which gone or moved addresses the crawler asks for again is its record of what it fetched"},
	{patterns: pats("/agents/*/stops_after_failures"), class: elsewhere, proof: []string{"TestChoiceUnenforceable"}, why: "giving up on a URL whose every fetch has failed for a time is the crawler's record of what it fetched"},
	{patterns: pats("/agents/*/keeps_last_good"), class: notBehaviour, why: "the last copy of a resource fetched successfully, kept in use while its fetches fail: what the crawler does with what it fetched, no request"},
	{patterns: pats("/agents/*/refuse_with"), class: enforced, proof: []string{"TestRefuseWithEnforced"}, kind: "refuse with"},
	{patterns: pats("/agents/*/usage_tokens"), class: elsewhere, proof: []string{"TestBehaviourUnenforceable", "TestUsageAllowed"}, why: "a robots.txt group for a usage token refuses a use of what the crawler fetched, after the fetch: the crawler's pipeline asks UsageAllowed (TestUsageAllowed) before it uses a page; the Transport does not read it"},
	{patterns: pats("/agents/*/usage_preferences"), class: elsewhere, proof: []string{"TestBehaviourUnenforceable"}, why: "the usage preferences of a site for AI or text and data mining (Content-Usage, TDMRep, noai) are followed in what the crawler does with what it fetched; the Transport does not read them"},
	{patterns: pats("/agents/*/aipref"), class: notBehaviour, why: "how the operator uses the content it fetched (AI usage preferences): no request"},
	{patterns: pats("/agents/*/legal_basis", "/agents/*/opt_out", "/jobs/*/opt_out", "/jobs/*/legal_basis"), class: notBehaviour, why: "a legal statement, with no request to enforce"},
	{patterns: pats("/agents/*/crawl_delay"), class: enforced, proof: []string{"TestAgentCrawlDelayOnly"}, why: "an agent that does not obey robots.txt but reads it for its Crawl-delay alone (new-user trial 31, F-01)"},
	{patterns: pats("/agents/*/robots_txt"), class: enforced, proof: []string{"TestAgentRobotsNotRead", "TestTokenAndAgentRobotsChecks"}, kind: "robots.txt read or not", why: "an agent that does not read robots.txt: no robots.txt request at all"},
	{patterns: pats("/agents/*/not_read_because"), class: notBehaviour, why: "why the agent does not read robots.txt: a reason in words; robots_txt is the behaviour"},
	{patterns: pats("/targets/*/not_read_because"), class: notBehaviour, why: "why robots.txt is not read for a category of site: a reason in words; robots_txt is the behaviour"},
	{patterns: pats("/agents/*/robots_txt_exempt_paths"), class: enforced, proof: []string{"TestRobotsTxt"}, why: "a listed path is fetched under a Disallow, as the page says (agents.X.robots_txt_exempt_paths); every other path stays disallowed, and an unreachable robots.txt still stops it"},
	{patterns: pats("/agents/*/recorded_under_disallow"), class: notBehaviour, why: "what the crawler records of the connection it makes to read robots.txt (its TLS certificate, which ports accept it): data kept, not a request; the requests are those robots.txt allows"},
	{patterns: pats("/agents/*/robots_txt_check"), class: enforced, proof: []string{"TestRobotsTxtCache"}, kind: "robots.txt cache"},
	{patterns: pats("/agents/*/name", "/agents/*/purpose", "/agents/*/trigger", "/agents/*/triggers", "/agents/*/promises", "/agents/*/former"), class: notBehaviour, why: "the agent's name, purpose, what starts it, its promises and its history: wording"},
	{patterns: pats("/agents/*/self_hosted"), class: notBehaviour, why: "installations others run: their behaviour, not this crawler's requests"},

	// --- limits ---
	{patterns: limitSets("/min_interval", "/interval_key", "/interval_unit", "/intervals"), class: enforced, proof: []string{"TestSpacingPerKey", "TestTwoKeys", "TestLoadUnitEnforced", "TestTargetLimitTakesThePlace"}, kind: "interval"},
	{patterns: limitSets("/default_interval"), class: elsewhere, proof: []string{"TestDefaultInterval"}, why: "the usual pace beside min_interval is the crawler's scheduler's; alone it is enforced as the interval"},
	{patterns: limitSets("/concurrency", "/concurrency_key", "/concurrency_unit"), class: enforced, proof: []string{"TestConcurrency", "TestConnectionsUnit"}, kind: "concurrency", why: "requests or page loads in flight per key; \"connections\": every request takes a slot (robots.txt and redirects too), each on a connection of its own (keep-alive off in the *http.Transport New clones; another Base New refuses unless Options.Elsewhere names the pointer), and its slot is given back once that connection is closed (at most 2 s after the body ends), so the connections open per key never outnumber the slots"},
	{patterns: limitSets("/quotas"), class: enforced, proof: []string{"TestQuotas", "TestElsewhereCaps", "TestUnpublishedCountsEnforced", "TestPerDatesQuota", "TestQuotaOfJobs", "TestQuotaOfPageLoads"}, kind: "quota"},
	{patterns: limitSets("/max_redirects", "/redirects_check_robots_txt", "/redirects_within", "/response_timeout", "/max_body_size", "/larger_bodies"), class: enforced, proof: []string{"TestTimeoutsBodyRedirects", "TestNewKeysEnforced"}, kind: "redirects"},
	{patterns: limitSets("/redirects"), class: enforced, proof: []string{"TestRedirectsNotFollowed"}, kind: "redirects", why: "no redirect followed: the Transport returns the 3xx as it is and refuses the request an http.Client makes to follow it"},
	{patterns: limitSets("/transfer_timeout"), class: enforced, proof: []string{"TestTransferTimeout"}},
	{patterns: limitSets("/connect_timeout"), class: enforced, proof: []string{"TestConnectTimeoutBase"}, kind: "connect timeout"},
	{patterns: limitSets("/conditional_requests"), class: enforced, proof: []string{"TestConditionalRequests"}, kind: "conditional requests"},
	{patterns: limitSets("/counts"), class: enforced, proof: []string{"TestClaims"}, kind: "counted requests"},
	{patterns: limitSets("/shared_across_services", "/on_coordination_failure"), class: enforced, proof: []string{"TestSharedOnlyWherePublished", "TestCoordinationFailure"}, kind: "coordination"},
	{patterns: limitSets("/passes"), class: elsewhere, proof: []string{"TestUnenforceable"}, why: "a pass is the crawler's unit of work"},
	{patterns: limitSets("/page_load_timeout"), class: elsewhere, proof: []string{"TestPageLoadTimeoutUnenforceable"}, why: "a page load, the page with the resources it embeds, is the crawler's browser's: the Transport sees its requests one at a time, so the crawler gives each page load's context a deadline"},
	{patterns: limitSets("/response_time_delay"), class: elsewhere, proof: []string{"TestAdaptiveUnenforceable"}, why: "a wait derived from each response time is the crawler's own measurement"},

	// --- robots.txt ---
	{patterns: robotsHandling("/check", "/cache_for", "/takes_effect_within", "/per_hostname"), class: enforced, proof: []string{"TestRobotsTxtCache", "TestAgentRobotsHandling", "TestFleetRobots"}, kind: "robots.txt cache"},
	{patterns: robotsHandling("/max_size"), class: enforced, proof: []string{"TestRobotsTxt"}, kind: "robots.txt size"},
	{patterns: robotsHandling("/max_redirects"), class: enforced, proof: []string{"TestRobotsRedirects"}, kind: "robots.txt redirects"},
	{patterns: robotsHandling("/unavailable_statuses", "/unavailable", "/unreachable"), class: enforced, proof: []string{"TestRobotsTxt"}, kind: "robots.txt outcomes"},
	{patterns: robotsHandling("/retry_unreachable", "/keep_last_good", "/keep_last_good_for", "/fallback"), class: enforced, proof: []string{"TestRobotsTxt", "TestNewKeysEnforced"}, kind: "robots.txt unreachable"},
	{patterns: robotsHandling("/crawl_delay", "/crawl_delay_max", "/crawl_delay_above_max", "/crawl_delay_min", "/crawl_delay_whole_seconds", "/crawl_delay_key"), class: enforced, proof: []string{"TestCrawlDelay", "TestCrawlDelayKey"}, kind: "Crawl-delay"},
	{patterns: robotsHandling("/wildcards", "/tdm_reservation"), class: enforced, proof: []string{"TestClaims"}, kind: "robots.txt rules"},
	{patterns: pats("/targets/*/robots_txt"), class: enforced, proof: []string{"TestClaims"}, kind: "robots.txt read or not"},

	// --- errors ---
	// The schema has /errors/retries as one leaf: its from_other_region (the region a retry is
	// sent from) is the crawler's, which New refuses unless Options.Elsewhere names it
	// (TestRetryFromOtherRegionElsewhere).
	{patterns: pats("/errors/retries", "/errors/retry_after", "/errors/retry_after_max"), class: enforced, proof: []string{"TestRetriesAndRetryAfter", "TestPauseRetryAfter", "TestRetryFromOtherRegionElsewhere"}, kind: "retries"},
	{patterns: pats("/errors/never_retried"), class: enforced, proof: []string{"TestNeverRetried"}, kind: "never retried"},
	{patterns: reactionsAt("/on", "/threshold", "/consecutive", "/repeated", "/within", "/pause", "/min_pause", "/pause_unpublished", "/pause_until", "/stops_run", "/retry_after", "/escalation", "/scope", "/jobs"), class: enforced, proof: []string{"TestPauses", "TestStopsRunEnforced", "TestPauseUntilWindowOpens", "TestPauseUntilNextRun", "TestFleetPauses"}, kind: "reaction"},
	{patterns: pats("/errors/continues_during_pause"), class: notBehaviour, why: "what keeps running during a pause is other work of the crawler: a pause holds every request of its key"},
	{patterns: pats("/errors/slow_down"), class: enforced, proof: []string{"TestSlowDownEnforced", "TestSlowDownPerKey", "TestSlowDownSharedStore", "TestSlowDownUnstated"}, why: "where the policy states the factor; without one the page says only that the crawler lengthens its interval, and New refuses it unless Options.Elsewhere names it (TestSlowDownUnstated)"},

	// --- windows ---
	{patterns: pats("/windows/*/kind", "/windows/*/days", "/windows/*/hours", "/windows/*/overnight", "/windows/*/targets", "/windows/*/jobs", "/windows/*/except_days"), class: enforced, proof: []string{"TestQuietWindows", "TestOnlyWindowEnforced", "TestExceptDaysEnforced", "TestChoiceUnenforceable"}, kind: "time window", why: "quiet and only windows; New refuses a preferred one, the crawler's scheduler's"},

	// --- jobs ---
	{patterns: pats("/jobs/*/agent", "/jobs/*/target"), class: enforced, proof: []string{"TestJobRobotsEnforced"}, why: "whose job, for which category of site: Fetch.Job selects what applies"},
	{patterns: pats("/jobs/*/limits/min_interval"), class: enforced, proof: []string{"TestJobInterval"}, kind: "interval"},
	{patterns: pats("/jobs/*/limits/interval_key", "/jobs/*/limits/interval_unit", "/jobs/*/limits/default_interval", "/jobs/*/limits/intervals",
		"/jobs/*/limits/concurrency", "/jobs/*/limits/concurrency_key", "/jobs/*/limits/concurrency_unit", "/jobs/*/limits/shared_across_services",
		"/jobs/*/limits/on_coordination_failure", "/jobs/*/limits/counts", "/jobs/*/limits/quotas", "/jobs/*/limits/passes",
		"/jobs/*/limits/max_redirects", "/jobs/*/limits/redirects", "/jobs/*/limits/redirects_check_robots_txt", "/jobs/*/limits/redirects_within",
		"/jobs/*/limits/connect_timeout", "/jobs/*/limits/response_timeout", "/jobs/*/limits/transfer_timeout", "/jobs/*/limits/page_load_timeout", "/jobs/*/limits/max_body_size", "/jobs/*/limits/larger_bodies",
		"/jobs/*/limits/conditional_requests", "/jobs/*/limits/response_time_delay"),
		class: notBehaviour, why: "validation refuses every field of a job's limits but min_interval (TestJobIntervalOnly: New refuses them too), so no policy the Transport runs states one"},
	{patterns: pats("/jobs/*/caps"), class: enforced, proof: []string{"TestQuotas", "TestElsewhereCaps", "TestPerDatesQuota", "TestQuotaOfPageLoads"}, kind: "quota"},
	{patterns: pats("/jobs/*/timeout"), class: enforced, proof: []string{"TestTimeoutsBodyRedirects"}, kind: "response timeout"},
	{patterns: pats("/jobs/*/robots_txt", "/jobs/*/not_read_because", "/jobs/*/crawl_delay"), class: enforced, proof: []string{"TestJobRobotsEnforced"}, kind: "robots.txt not obeyed by a job"},
	{patterns: pats("/jobs/*/dates"), class: enforced, proof: []string{"TestJobDatesEnforced"}},
	{patterns: pats("/jobs/*/budgets"), class: elsewhere, proof: []string{"TestBehaviourUnenforceable"}, why: "bytes per domain or pass, which only the crawler counts"},
	{patterns: pats("/jobs/*/cadence", "/jobs/*/cadence_per", "/jobs/*/continuous", "/jobs/*/runs_per_year", "/jobs/*/run_takes_at_most", "/jobs/*/site_interval", "/jobs/*/spread", "/jobs/*/refetch_interval", "/jobs/*/refetch_after_failure", "/jobs/*/refetch_approximate", "/jobs/*/retry", "/jobs/*/feed_ttl", "/jobs/*/follow_up", "/jobs/*/adaptive", "/jobs/*/catch_up", "/jobs/*/manual_start", "/jobs/*/explicit_activation", "/jobs/*/site_window", "/jobs/*/triggers", "/jobs/*/within_working_days", "/jobs/*/changes_only", "/jobs/*/max_unchanged_pages", "/jobs/*/shared_fetch", "/jobs/*/websub", "/jobs/*/websub_poll_every", "/jobs/*/started_by"), class: elsewhere, proof: []string{"TestChoiceUnenforceable"}, why: "when, how often and what a job fetches is the crawler's scheduler's; the Transport sees single requests. Of a cadence rule's every_choices (intervals the customer picks from) the shortest is how often the job may run: policy.Cadence.Shortest, which sitegen conform's reason for not judging a schedule reads (scheduleApart) as it reads every"},
	{patterns: pats("/jobs/*/delete_after", "/jobs/*/hide_when_gone"), class: notBehaviour, why: "what the operator does with its copy of an item: no request"},
	{patterns: pats("/jobs/*/label", "/jobs/*/conditions", "/jobs/*/skipped_when"), class: notBehaviour, why: "a label in every language"},

	// --- everything else: wording, contact, site settings ---
	{patterns: pats("/schema", "/site", "/operator", "/contact", "/legal", "/snippets", "/unpublished", "/occasions"), class: notBehaviour, why: "the page's own settings, the operator, how to reach it, its legal statements and robots.txt snippets for webmasters"},
	{patterns: pats("/network"), class: notBehaviour, why: "the addresses and host names requests come from: the operator's network, not a request's behaviour"},
	{patterns: pats("/commitments"), class: notBehaviour, why: "commitments and the one comparison request after a 403 (reported with Transport.Report as 403-identifier): the operator's promises"},
	{patterns: pats("/targets/*/label", "/targets/*/terms_of_use"), class: notBehaviour, why: "a category of site's label, and that its terms govern: wording"},
	{patterns: pats("/windows/*/label"), class: notBehaviour, why: "a label in every language"},
}

// ledgerLeaves are the leaves of policy.json: those the JSON Schema describes ("*" for a key of
// a table or an index) and those each example sets, each with where it came from.
func ledgerLeaves(t *testing.T) map[string]string {
	t.Helper()
	leaves := map[string]string{}
	data, err := os.ReadFile("../policy/schema/policy.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var schema map[string]any
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	schemaLeaves(schema, "", func(ptr string) { leaves[ptr] = "policy.schema.json" })
	for _, ex := range examples {
		p, err := policy.Load(os.DirFS("../examples/"+ex), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		data, err := p.FullJSON()
		if err != nil {
			t.Fatal(err)
		}
		var doc any
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		policy.WalkJSON(doc, "", func(ptr string, v any) {
			if !policy.IsJSONContainer(v) {
				ptr = anyIndex(ptr) // every pattern takes any index
				if _, ok := leaves[ptr]; !ok {
					leaves[ptr] = "examples/" + ex
				}
			}
		})
	}
	return leaves
}

// anyIndex writes "*" for each index of a list in ptr.
func anyIndex(ptr string) string {
	parts := strings.Split(ptr, "/")
	for i, p := range parts {
		if p != "" && strings.Trim(p, "0123456789") == "" {
			parts[i] = "*"
		}
	}
	return strings.Join(parts, "/")
}

// schemaLeaves calls leaf with the pointer of every value of the schema that is neither an
// object with properties nor a list: its properties by name, "*" for a table's keys
// (additionalProperties) and a list's items, the branches of oneOf, anyOf and allOf alike.
func schemaLeaves(n map[string]any, ptr string, leaf func(string)) {
	composite := false
	for _, k := range []string{"oneOf", "anyOf", "allOf"} {
		bs, _ := n[k].([]any)
		for _, b := range bs {
			if m, ok := b.(map[string]any); ok {
				composite = true
				schemaLeaves(m, ptr, leaf)
			}
		}
	}
	if props, ok := n["properties"].(map[string]any); ok {
		composite = true
		for k, v := range props {
			if m, ok := v.(map[string]any); ok {
				schemaLeaves(m, ptr+"/"+k, leaf)
			}
		}
	}
	for _, k := range []string{"additionalProperties", "items"} {
		if m, ok := n[k].(map[string]any); ok {
			composite = true
			schemaLeaves(m, ptr+"/*", leaf)
		}
	}
	if !composite {
		leaf(ptr)
	}
}

// covers reports whether the pattern covers the pointer: segment by segment, "*" for any, the
// pointer at the pattern or under it.
func covers(pattern, ptr string) bool {
	for {
		p, prest, pmore := strings.Cut(pattern, "/")
		q, qrest, qmore := strings.Cut(ptr, "/")
		if p != "*" && p != q {
			return false
		}
		if !pmore {
			return true
		}
		if !qmore {
			return false
		}
		pattern, ptr = prest, qrest
	}
}

// classify returns the indices of the entries of l that cover ptr.
func classify(l []ledgerEntry, ptr string) []int {
	var out []int
	for i, e := range l {
		if slices.ContainsFunc(e.patterns, func(p string) bool { return covers(p, ptr) }) {
			out = append(out, i)
		}
	}
	return out
}

// testFuncs are the names of the test functions in the package's _test.go files.
func testFuncs(t *testing.T) map[string]bool {
	t.Helper()
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	names := map[string]bool{}
	for _, f := range files {
		af, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range af.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && strings.HasPrefix(fd.Name.Name, "Test") {
				names[fd.Name.Name] = true
			}
		}
	}
	return names
}

// ledgerProblems are what is wrong with l for the leaves: a leaf in no entry or in several, an
// entry that covers no leaf, a proof that names no test, a kind no check has, an entry not
// enforced that no test of New's refusal accounts for.
func ledgerProblems(l []ledgerEntry, leaves map[string]string, tests map[string]bool) []string {
	var out []string
	used := make([]bool, len(l))
	ptrs := slices.Sorted(func(yield func(string) bool) {
		for p := range leaves {
			if !yield(p) {
				return
			}
		}
	})
	for _, ptr := range ptrs {
		in := classify(l, ptr)
		switch len(in) {
		case 0:
			out = append(out, ptr+" (from "+leaves[ptr]+") is in no class of the ledger (polite/ledger_test.go): add an entry for it, enforced (name the test of package polite that proves it, and the conform check if one covers it), notBehaviour (why it is no crawler behaviour: wording, labels, contact, site settings) or elsewhere (why the Transport cannot enforce it; then make New refuse it unless Options.Elsewhere names it, and name the test of that)")
		case 1:
			used[in[0]] = true
		default:
			var ps []string
			for _, i := range in {
				ps = append(ps, strings.Join(l[i].patterns, ", "))
			}
			out = append(out, ptr+" is in several entries of the ledger, so that removing one would go unnoticed: "+strings.Join(ps, " | "))
		}
	}
	for i, e := range l {
		name := strings.Join(e.patterns, ", ")
		if !used[i] {
			out = append(out, name+": the ledger entry covers no leaf of the schema or of an example")
		}
		for _, p := range e.proof {
			if !tests[p] {
				out = append(out, name+": no test "+p+" in package polite")
			}
		}
		if e.kind != "" && !slices.ContainsFunc(conform.Kinds, func(k *conform.Kind) bool { return k.Name == e.kind }) {
			out = append(out, name+": no conform check "+e.kind)
		}
		switch e.class {
		case enforced:
			if len(e.proof) == 0 {
				out = append(out, name+": enforced, and no test named that proves it")
			}
		case elsewhere:
			if e.why == "" || len(e.proof) == 0 {
				out = append(out, name+": not enforced by polite, and no test of New's refusal named, or no why")
			}
		case notBehaviour:
			if e.why == "" {
				out = append(out, name+": not a crawler behaviour, and no why")
			}
		default:
			out = append(out, name+": no class")
		}
	}
	return out
}

// TestLedger wants every leaf of policy.json, from the schema and from every example, in exactly
// one class of the ledger, each entry's proof a test of this package, and what polite does not
// enforce refused by New.
func TestLedger(t *testing.T) {
	for _, p := range ledgerProblems(ledger, ledgerLeaves(t), testFuncs(t)) {
		t.Error(p)
	}
}

// TestLedgerCanFail removes each entry in turn, and a new key in the model, and wants the
// ledger to fail each time.
func TestLedgerCanFail(t *testing.T) {
	leaves, tests := ledgerLeaves(t), testFuncs(t)
	for i := range ledger {
		l := slices.Delete(slices.Clone(ledger), i, i+1)
		if len(ledgerProblems(l, leaves, tests)) == 0 {
			t.Errorf("without the entry %v the ledger still passes", ledger[i].patterns)
		}
	}
	more := map[string]string{"/agents/*/a_new_key": "a test"}
	for k, v := range leaves {
		more[k] = v
	}
	if ps := ledgerProblems(ledger, more, tests); len(ps) != 1 || !strings.Contains(ps[0], "/agents/*/a_new_key") {
		t.Errorf("a new key: %q, want it named as in no class", ps)
	}
	wrong := slices.Clone(ledger)
	wrong[0].proof = []string{"TestNoSuchTest"}
	if len(ledgerProblems(wrong, leaves, tests)) == 0 {
		t.Error("a proof naming no test passes")
	}
}
