package conform

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
	"github.com/sitegen-dev/sitegen/policy"
)

// NotChecked is what the page states that describes no request of the crawler (a label, the
// operator, the contact, the page's own settings), by why: a report lists it, and judges none.
type NotChecked struct {
	Why      string   `json:"why"`
	Pointers []string `json:"pointers"`
}

// unjudged says, for each statement of policy.json that no Kind judges, why: Name is the kind
// of statement a verdict not observable names, for a behaviour of the crawler no request to a
// test site shows (its schedule, which links it follows); empty for what describes no request,
// which a report lists as not checked. Pattern's first submatch is the statement's root; "{id}"
// in Why stands for the root's second token (the job, the category of site), and "{apart}" for
// what a job's schedule adds (scheduleApart). The first that
// matches a leaf holds; a leaf none matches is not checked, as "not a statement of the
// crawler's requests" (new-user trial 20, finding 12: the report left out the resources a page
// embeds, link following and the schedule without a word).
var unjudged = []struct {
	Name    string
	Pattern *lazyre.Regexp
	Why     string
}{
	{"", lazyre.New(`^(.*/(?:label|what|condition|conditions|javascript_condition|skipped_when|purpose|stands_for|used_for|name|legal_form|title|for))(?:/|$)`), "words of the page in each language, not a request"},
	{"", lazyre.New(`^(/agents/[^/]+/not_read_because)$`), "why the agent does not read robots.txt: a reason in words; whether it reads robots.txt is judged"},
	{"", lazyre.New(`^(/(?:site|schema|snippets/[^/]+))(?:/|$)`), "the page's own settings and the snippets it offers site owners, not a request of the crawler"},
	{"", lazyre.New(`^(/(?:operator|contact|legal|commitments/exceptions|commitments/promises|occasions/[^/]+))(?:/|$)`), "who runs the crawler, how to reach them and what they promise in words, not a request of the crawler"},
	{"", lazyre.New(`^(/agents/[^/]+/(?:promises|aipref|data_use|keeps_last_good))(?:/|$)`), "what the operator promises or does with what was fetched, not a request of the crawler"},
	{"HTTP client", lazyre.New(`^(/agents/[^/]+/http/(?:versions|compressed|compression|cookies|javascript|range_requests|range_bytes))(?:/|$)`), "how the crawler's HTTP client speaks (its base transport, cookie jar and renderer): not judged by sitegen conform"},
	{"schemes", lazyre.New(`^(/agents/[^/]+/http/(?:schemes|scheme_as_given))(?:/|$)`), "the URL schemes the crawler fetches over, and in what order: the test sites are served over plain http through the proxy (CONNECT is refused), so sitegen conform does not judge them"},
	{"retry from another region", lazyre.New(`^(/errors/retries/from_other_region)$`), "a retry sent from another region: behind the proxy every request comes from 127.0.0.1, so sitegen conform does not judge where it comes from"},
	{"GET after HEAD", lazyre.New(`^(/agents/[^/]+/http/get_after_head)(?:/|$)`), "a GET after a HEAD answered with one of these statuses: no test site answers HEAD with them, so sitegen conform does not judge it"},
	{"GET after a small HEAD", lazyre.New(`^(/agents/[^/]+/http/get_after_head_if_at_most)$`), "a GET after a successful HEAD that announces a small body: the crawler's order of requests, which sitegen conform does not judge"},
	{"usual pace", lazyre.New(`^(/(?:targets/[^/]+/|agents/[^/]+/)?limits/default_interval)$`), "the usual pace beside min_interval, which is judged: the crawler's scheduler keeps it, and a request sooner breaks nothing the page promises"},
	{"passes", lazyre.New(`^(/(?:targets/[^/]+/|agents/[^/]+/)?limits/passes)/`), "a pass is the crawler's unit of work, not a request a site can tell apart"},
	{"response time delay", lazyre.New(`^(/(?:targets/[^/]+/|agents/[^/]+/)?limits/response_time_delay)/`), "a wait derived from each response time is the crawler's own measurement"},
	{"page-load timeout", lazyre.New(`^(/(?:targets/[^/]+/|agents/[^/]+/)?limits/page_load_timeout)$`), "a page load abandoned after a time in total: a site sees requests, and only the crawler knows which of them load one page with the resources it embeds"},
	{"during a pause", lazyre.New(`^(/errors/continues_during_pause)/`), "what keeps running during a pause is other work of the crawler, not a request"},
	{"slowing down", lazyre.New(`^(/errors/slow_down)/`), "a rate that slows down instead of pausing: package polite enforces it where the policy states a factor, but no test site answers errors until the interval grows, so sitegen conform does not judge it"},
	{"on demand", lazyre.New(`^(/agents/[^/]+/on_demand)/`), "a response reused per URL, or an address fetched once, is the crawler's own cache and record of what a person asked for"},
	{"link following", lazyre.New(`^(/agents/[^/]+/(?:follows_links|off_site_hops))$`), "sitegen conform asks every crawler to follow the start page's links to other hosts, so how far it follows links on a site of its own does not show"},
	{"resources chosen", lazyre.New(`^(/agents/[^/]+/embedded)/(?:fetch|kinds|named_in)(?:/|$)`), "which resources of a page the crawler fetches, and where it finds them, is its choice of URLs: a site sees what was fetched, not what was left out on purpose (whether robots.txt holds them is judged where the page says)"},
	{"choice of URLs", lazyre.New(`^(/agents/[^/]+/(?:fetches|ports|paths|country_domain|uses_sitemaps|sitemap_xml|sitemaps_first|sitemap_lines|sitemaps_same_host|approval_before_fetch|media_types|target_sources|directives|revisits|stops_after_failures|trigger))(?:/|$)`), "which URLs the crawler asks for, and what starts a fetch, is its choice: the test sites see the URLs the start page links"},
	{"variant User-Agent", lazyre.New(`^(/agents/[^/]+/variants/\d+)/`), "a variant User-Agent is sent for other work than the test sites ask for"},
	{"installations of others", lazyre.New(`^(/agents/[^/]+/self_hosted)/`), "installations that others run are not the crawler under test"},
	{"signatures", lazyre.New(`^(/agents/[^/]+/signing_keys)/`), "signatures of requests are not judged by sitegen conform"},
	{"usage tokens", lazyre.New(`^(/agents/[^/]+/usage_tokens)(?:/|$)`), "a robots.txt group for a usage token refuses a use of what the crawler fetched, not a fetch, and no usage token is sent in a request: no test site sees the use"},
	{"AI usage preferences", lazyre.New(`^(/agents/[^/]+/usage_preferences)(?:/|$)`), "the usage preferences of a site for AI or text and data mining (Content-Usage in robots.txt or a response header, TDMRep, noai in a robots meta element or X-Robots-Tag) are followed in what the crawler does with what it fetched, which no test site sees"},
	{"signatures", lazyre.New(`^(/agents/[^/]+/signature_agent)$`), "signatures of requests, and the Signature-Agent header beside them, are not judged by sitegen conform"},
	{"schedule", lazyre.New(`^(/jobs/[^/]+/cadence)/`), "the test sites are no job's (jobs.{id}) that the crawler knows{apart}"},
	{"schedule", lazyre.New(`^(/jobs/[^/]+/cadence_per)$`), "the test sites are no job's (jobs.{id}) that the crawler knows{apart}"},
	{"job", lazyre.New(`^(/jobs/[^/]+)/`), "the test sites are no job's (jobs.{id}) that the crawler knows"},
	{"category of site", lazyre.New(`^(/targets/[^/]+)/`), "the test sites belong to no category of site (targets.{id}) the crawler knows"},
	{"addresses", lazyre.New(`^(/network)/`), "the crawler reaches the test sites through the proxy on 127.0.0.1, so the addresses and host names it sends from do not show (sitegen verify checks a request's address)"},
	{"commitment", lazyre.New(`^(/commitments/[^/]+)/`), "a request the operator answers on demand (a comparison request) is not one the crawler sends on its own"},
}

// Unjudged returns what p's page states for agent that none of claims judges: the statements of
// a behaviour that no request to a test site shows, as verdicts not observable with why, one per
// statement's root, and what describes no request, grouped by why. Statements of other agents,
// and of the jobs of other agents, are left out. Each verdict and group names the pointers of its
// leaves in policy.json, as the page's values carry them (data-policy).
func Unjudged(p *policy.Policy, agent string, claims []*Claim) ([]Verdict, []NotChecked, error) {
	data, err := p.FullJSON()
	if err != nil {
		return nil, nil, err
	}
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, nil, err
	}
	judged := map[string]bool{}
	for _, c := range claims {
		for _, l := range c.leaves {
			judged[l] = true
		}
	}
	var leaves []string
	policy.WalkJSON(doc, "", func(ptr string, v any) {
		if !policy.IsJSONContainer(v) && !judged[ptr] && OfAgent(p, agent, ptr) {
			leaves = append(leaves, ptr)
		}
	})
	slices.Sort(leaves)
	var verdicts []Verdict
	var groups []NotChecked
	byRoot := map[string]int{}
	for _, l := range leaves {
		name, root, why := "", "", "not a statement of the crawler's requests"
		for _, u := range unjudged {
			if m := u.Pattern.FindStringSubmatch(l); m != nil {
				name, root, why = u.Name, m[1], u.Why
				break
			}
		}
		if root == "" {
			root = l
		}
		if parts := strings.Split(root, "/"); len(parts) > 2 {
			why = strings.ReplaceAll(why, "{id}", policy.UnescapeToken(parts[2]))
			if strings.Contains(why, "{apart}") {
				j, _ := p.Jobs.Get(policy.UnescapeToken(parts[2]))
				why = strings.ReplaceAll(why, "{apart}", scheduleApart(j))
			}
		}
		if name == "" {
			i := slices.IndexFunc(groups, func(g NotChecked) bool { return g.Why == why })
			if i < 0 {
				groups = append(groups, NotChecked{Why: why})
				i = len(groups) - 1
			}
			if !slices.Contains(groups[i].Pointers, root) {
				groups[i].Pointers = append(groups[i].Pointers, root)
			}
			continue
		}
		id := name + " " + root
		i, ok := byRoot[id]
		if !ok {
			verdicts = append(verdicts, Verdict{Claim: id, Kind: name, Pointer: root, Status: NotObservable, Evidence: []string{why}})
			i = len(verdicts) - 1
			byRoot[id] = i
		}
		verdicts[i].Leaves = append(verdicts[i].Leaves, l)
	}
	return verdicts, groups, nil
}

// scheduleApart is what the reason a job's schedule is not observable adds to "the test sites are
// no job's": that a run of minutes does not reach its next run, where every rule of it runs an
// hour or more apart (at a time of day, once a day, or every hour or more), and nothing where a
// rule runs more often, which a run of minutes could show were the sites the job's (new-user
// trial 22, F-15: "runs hours or days apart" of a schedule of every 30 s). It never states the
// number, which the policy may not publish.
func scheduleApart(j policy.Job) string {
	if len(j.Cadence) == 0 {
		return ""
	}
	for _, c := range j.Cadence {
		if c.At == nil && c.MaxPerDay == 0 && c.Shortest().Duration < time.Hour { // every_choices: the shortest
			return ""
		}
	}
	return ", and a schedule of runs hours or days apart is the crawler's scheduler's, which no run of minutes shows"
}

// OfAgent reports whether the value at ptr, a JSON Pointer into policy.json, is a statement for
// agent (its id), which a report on that agent covers: not another agent's, nor of a job of
// another agent.
func OfAgent(p *policy.Policy, agent, ptr string) bool {
	parts := strings.Split(ptr, "/")
	if len(parts) < 3 {
		return true
	}
	switch parts[1] {
	case "agents":
		return policy.UnescapeToken(parts[2]) == agent
	case "jobs":
		j, ok := p.Jobs.Get(policy.UnescapeToken(parts[2]))
		return !ok || j.Agent == agent
	}
	return true
}

// Covers reports whether the report judges or lists the value at ptr (a leaf of policy.json, or
// an array the page states whole): a verdict's leaf, or a pointer not checked, is it or holds it.
func (r *Report) Covers(ptr string) bool {
	under := func(leaf, p string) bool { return leaf == p || strings.HasPrefix(leaf, p+"/") }
	for _, v := range r.Verdicts {
		if slices.ContainsFunc(v.Leaves, func(l string) bool { return under(l, ptr) }) {
			return true
		}
	}
	for _, g := range r.NotChecked {
		if slices.ContainsFunc(g.Pointers, func(p string) bool { return under(ptr, p) || under(p, ptr) }) {
			return true
		}
	}
	return false
}

// describe is the text of a group not checked: why, then its pointers.
func (g NotChecked) describe() string {
	return fmt.Sprintf("%s: %s", g.Why, strings.Join(g.Pointers, ", "))
}
