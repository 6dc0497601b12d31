package generator

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
)

// ——— How each agent fetches: embedded resources, robots directives, re-visits, HTTP, fetches
// on demand (policy/behaviour.go). A block per agent that states any of them, in the section on
// what it fetches; a sentence only for what the policy states. ———

// behaviourBlocks returns a block for each agent that states how it fetches.
func (b *builder) behaviourBlocks() []Block {
	var blocks []Block
	for _, a := range b.p.Agents {
		facts := b.behaviourFacts(a)
		if len(facts) == 0 {
			continue
		}
		bl := Block{ID: "behaviour-" + a.ID, Facts: facts}
		if len(b.p.Agents) > 1 {
			bl.Heading, bl.HeadingPointer = b.agentName(a), b.agentNamePointer(a)
		} else {
			bl.Heading = b.l.s("behaviour.heading")
		}
		blocks = append(blocks, bl)
	}
	return blocks
}

func (b *builder) behaviourFacts(a policy.Agent) []Text {
	l := b.l
	atBase := pointer("agents", a.ID)
	at := func(tokens ...any) string { return sub(atBase, tokens...) }
	var facts []Text
	if o := a.OnDemand; o != nil {
		switch {
		case o.Once:
			facts = append(facts, l.t("on_demand.once").withPointer(at("on_demand", "once")))
		case !o.CacheFor.IsZero():
			// "About" only where the policy says the time is approximate.
			id := "on_demand.cache"
			if o.CacheShared {
				id += "_shared"
			}
			if o.CacheApproximate {
				id += "_about"
			}
			s := l.t(id, "T", dur(o.CacheFor.Duration, at("on_demand", "cache_for")))
			if o.CacheShared {
				s = s.withPointer(at("on_demand", "cache_shared"))
			}
			if o.CacheApproximate {
				s = s.withPointer(at("on_demand", "cache_approximate"))
			}
			facts = append(facts, s)
		}
	}
	if len(a.MediaTypes) > 0 {
		// Only these media types, of what it finds (new-user trial 25, F-06); unset, nothing.
		types := make([]Text, len(a.MediaTypes))
		for i, t := range a.MediaTypes {
			types[i] = code(at("media_types", i), t)
		}
		id := "media_types.only"
		if a.FollowsLinks == policy.LinkFollowingNone && len(a.Fetches) > 0 && !slices.ContainsFunc(a.Fetches, func(f policy.FetchScope) bool { return f != policy.FetchScopeNamedURL }) {
			// It finds nothing: it fetches the URLs it is given, and the type is the response's
			// (new-user trial 30, F-10: "Of the resources it finds" read as discovery).
			id = "media_types.only_named"
		}
		facts = append(facts, l.n(id, count(len(types), ""), "Types", b.list(types, "and")).withPointer(at("media_types")))
	}
	if len(a.Ports) > 0 {
		// The only ports it connects to (trial 29, F-06); unset, nothing.
		ports := make([]Text, len(a.Ports))
		for i, p := range a.Ports {
			ports[i] = value(at("ports", i), strconv.Itoa(p))
		}
		facts = append(facts, l.n("scope.ports", count(len(ports), ""), "Ports", b.list(ports, "and")).withPointer(at("ports")))
	}
	if len(a.Paths) > 0 {
		// The only paths it requests (trial 29, F-06); unset, nothing.
		paths := make([]Text, len(a.Paths))
		for i, p := range a.Paths {
			paths[i] = code(at("paths", i), p)
		}
		facts = append(facts, l.n("scope.paths", count(len(paths), ""), "Paths", b.list(paths, "and")).withPointer(at("paths")))
	}
	if e := a.Embedded; e != nil {
		ep := func(tokens ...any) string { return at(append([]any{"embedded"}, tokens...)...) }
		switch e.Fetch {
		case policy.EmbeddedNotFetched:
			if len(e.Kinds) > 0 {
				facts = append(facts, l.t("embedded.not_fetched_kinds", "Kinds", enumList(b, "resource_kind", e.Kinds, "agents", a.ID, "embedded", "kinds")).withPointer(ep("fetch")))
			} else {
				facts = append(facts, l.t("embedded.not_fetched").withPointer(ep("fetch")))
			}
		case policy.EmbeddedFetched:
			what := l.t("embedded.any")
			if len(e.Kinds) > 0 {
				what = l.t("embedded.kinds", "Kinds", enumList(b, "resource_kind", e.Kinds, "agents", a.ID, "embedded", "kinds"))
			}
			source := l.t("embedded.source_any")
			switch len(e.NamedIn) {
			case 1:
				source = b.enum("resource_source", string(e.NamedIn[0]), ep("named_in", 0))
			case 2:
				source = l.t("embedded.source_both").withPointer(ep("named_in", 0)).withPointer(ep("named_in", 1))
			}
			switch {
			case len(e.Jobs) > 0:
				// Only with the pages of these jobs (t32c; new-user trial 28, F-04: the in-depth
				// check alone loads resources, which a condition could say only in words).
				jobs := make([]Text, len(e.Jobs))
				for i, id := range e.Jobs {
					jobs[i] = b.jobRef(id, ep("jobs", i))
				}
				facts = append(facts, l.n("embedded.fetched_jobs", count(len(jobs), ""), "What", what, "Source", source, "Jobs", b.list(jobs, "and")).withPointer(ep("fetch")))
			case len(e.Condition) > 0:
				// Only for some pages: the condition names them (new-user trial 20, finding 3).
				facts = append(facts, l.t("embedded.fetched_for", "What", what, "Source", source, "Condition", b.label(e.Condition, "agents", a.ID, "embedded", "condition")).withPointer(ep("fetch")))
			default:
				facts = append(facts, l.t("embedded.fetched", "What", what, "Source", source).withPointer(ep("fetch")))
			}
			if e.RobotsTxt != "" {
				t := l.t("embedded.robots_txt." + string(e.RobotsTxt)).withPointer(ep("robots_txt"))
				jobs := b.jobsNotObeying(a.ID)
				if len(e.Jobs) > 0 {
					// Only the jobs that fetch resources at all (embedded.jobs).
					jobs = slices.DeleteFunc(jobs, func(j policy.Job) bool { return !slices.Contains(e.Jobs, j.ID) })
				}
				if len(jobs) > 0 && e.RobotsTxt == policy.RobotsUseRead {
					// The resources of the pages of a job that does not obey robots.txt do not
					// obey it either (package polite: Effective's Read false holds for them):
					// the sentence says so, as the page's other outcomes of robots.txt do
					// (trial 28, F-04: "These resources are subject to robots.txt too" stood
					// alone where only such a job loads resources).
					t = join([]Text{t, l.n("embedded.robots_txt_except_jobs", count(len(jobs), ""), "Jobs", b.jobsRef(jobs, "robots_txt"))}, " ")
				}
				facts = append(facts, t)
			}
			if e.CrawlDelay != "" {
				facts = append(facts, l.t("embedded.crawl_delay."+string(e.CrawlDelay)).withPointer(ep("crawl_delay")))
			}
		}
	}
	if d := a.Directives; d != nil {
		codes := func(field string, vs []policy.RobotsDirective) Text {
			items := make([]Text, len(vs))
			for i, v := range vs {
				items[i] = code(at("directives", field, i), string(v))
			}
			return b.list(items, "and")
		}
		if len(d.MetaRobots) > 0 {
			facts = append(facts, l.n("directives.meta_robots", count(len(d.MetaRobots), ""), "Directives", codes("meta_robots", d.MetaRobots)))
			if d.MetaNamesAgent && a.Token != "" {
				example := code("", `<meta name="`+string(a.Token)+`" content="`+string(d.MetaRobots[0])+`">`)
				facts = append(facts, l.n("directives.meta_names_agent", count(len(d.MetaRobots), ""), "Example", example).withPointer(at("directives", "meta_names_agent")))
			}
		}
		if len(d.XRobotsTag) > 0 {
			facts = append(facts, l.n("directives.x_robots_tag", count(len(d.XRobotsTag), ""), "Directives", codes("x_robots_tag", d.XRobotsTag)))
		}
		if d.RelNofollow != "" {
			facts = append(facts, l.t("directives.rel_nofollow."+string(d.RelNofollow), "Attr", code("", `rel="nofollow"`)).withPointer(at("directives", "rel_nofollow")))
		}
	}
	for i, r := range a.Revisits {
		rp := func(tokens ...any) string { return at(append([]any{"revisits", i}, tokens...)...) }
		st := make([]Text, len(r.Statuses))
		for j, s := range r.Statuses {
			st[j] = value(rp("statuses", j), strconv.Itoa(s)) // read, not copied: "HTTP 404 or 301"
		}
		statuses := b.list(st, "or")
		switch {
		case !r.After.IsZero():
			facts = append(facts, l.t("revisit.after", "Statuses", statuses, "T", dur(r.After.Duration, rp("after"))))
		case r.Later:
			facts = append(facts, l.t("revisit.later", "Statuses", statuses).withPointer(rp("later")))
		case r.Never:
			facts = append(facts, l.t("revisit.never", "Statuses", statuses).withPointer(rp("never")))
		}
		if r.NewLocationReplaces {
			facts = append(facts, l.t("revisit.new_location_replaces", "Statuses", statuses).withPointer(rp("new_location_replaces")))
		}
		if rm := r.RemovedAfter; rm != nil {
			n := count(int(rm.Answers), rp("removed_after", "answers"))
			if rm.Over.IsZero() {
				facts = append(facts, l.n("revisit.removed_after", n, "Statuses", statuses))
			} else {
				facts = append(facts, l.n("revisit.removed_after_over", n, "Statuses", statuses, "T", dur(rm.Over.Duration, rp("removed_after", "over"))))
			}
		}
	}
	if sf := a.StopsAfterFailures; sf != nil && !sf.For.IsZero() {
		// A URL that keeps failing is given up, and who is told (new-user trial 26, F-07).
		key, ptr := "revisit.stops_after_failures", at("stops_after_failures")
		if sf.Notifies != "" {
			key, ptr = key+"_"+string(sf.Notifies), at("stops_after_failures", "notifies")
		}
		facts = append(facts, l.t(key, "T", dur(sf.For.Duration, at("stops_after_failures", "for"))).withPointer(ptr))
	}
	if k := a.KeepsLastGood; k != nil && !k.For.IsZero() {
		// The last good copy stays in use while fetches fail (new-user trial 30, F-04).
		t := dur(k.For.Duration, at("keeps_last_good", "for"))
		if k.AfterFailures == 0 {
			facts = append(facts, l.t("revisit.keeps_last_good", "T", t).withPointer(at("keeps_last_good")))
		} else {
			facts = append(facts, l.n("revisit.keeps_last_good_after", count(int(k.AfterFailures), at("keeps_last_good", "after_failures")), "T", t))
		}
	}
	if h := a.HTTP; h != nil {
		hp := func(tokens ...any) string { return at(append([]any{"http"}, tokens...)...) }
		codes := func(field string, vs []string) Text {
			items := make([]Text, len(vs))
			for i, v := range vs {
				items[i] = code(hp(field, i), v)
			}
			return b.list(items, "and")
		}
		if len(h.Methods) > 0 {
			facts = append(facts, l.n("http.methods", count(len(h.Methods), ""), "Methods", codes("methods", strs(h.Methods))))
		}
		// HEAD first, GET only after one of these answers to it: why two requests for one URL
		// sometimes arrive together (new-user trial 26, F-06), and GET after a successful HEAD
		// that announces a small body (new-user trial 29, F-05).
		st := make([]Text, len(h.GetAfterHead))
		for i, s := range h.GetAfterHead {
			st[i] = value(hp("get_after_head", i), strconv.Itoa(s))
		}
		switch {
		case len(h.GetAfterHead) > 0 && h.GetAfterHeadIfAtMost != 0:
			facts = append(facts, l.t("http.get_after_head_or_small", "Head", code("", "HEAD"), "Get", code("", "GET"), "Statuses", b.list(st, "or"), "Size", b.size(h.GetAfterHeadIfAtMost, hp("get_after_head_if_at_most"))))
		case h.GetAfterHeadIfAtMost != 0:
			facts = append(facts, l.t("http.get_after_head_small", "Head", code("", "HEAD"), "Get", code("", "GET"), "Size", b.size(h.GetAfterHeadIfAtMost, hp("get_after_head_if_at_most"))))
		case len(h.GetAfterHead) > 0:
			facts = append(facts, l.t("http.get_after_head", "Head", code("", "HEAD"), "Get", code("", "GET"), "Statuses", b.list(st, "or")))
		}
		scheme := func(i int) Text { return value(hp("schemes", i), strings.ToUpper(string(h.Schemes[i]))) }
		switch len(h.Schemes) {
		case 1:
			facts = append(facts, l.t("http.schemes_only", "Scheme", scheme(0)))
		case 2:
			if h.SchemeAsGiven {
				// Each URL over its own scheme, never the other (new-user trial 32, F-16).
				facts = append(facts, l.t("http.schemes_as_given", "First", scheme(0), "Then", scheme(1)).withPointer(hp("scheme_as_given")))
				break
			}
			// HTTPS first, HTTP only where that fails, as ads.txt crawlers fetch (new-user trial
			// 30, F-05).
			facts = append(facts, l.t("http.schemes_fallback", "First", scheme(0), "Then", scheme(1)))
		}
		if len(h.Versions) > 0 {
			facts = append(facts, l.t("http.versions", "Versions", codes("versions", strs(h.Versions))))
		}
		switch {
		case len(h.JavaScriptCondition) > 0:
			// Only for some pages: the condition names them (new-user trial 20, finding 3).
			facts = append(facts, l.t("http.javascript_rendered_for", "Condition", b.label(h.JavaScriptCondition, "agents", a.ID, "http", "javascript_condition")).withPointer(hp("javascript")))
		case h.JavaScript != "":
			facts = append(facts, l.t("http.javascript."+string(h.JavaScript)).withPointer(hp("javascript")))
		}
		if h.Cookies != "" {
			facts = append(facts, l.t("http.cookies."+string(h.Cookies)).withPointer(hp("cookies")))
		}
		if len(h.Compression) > 0 {
			facts = append(facts, l.t("http.compression", "Codings", codes("compression", strs(h.Compression))))
		}
		if h.Compressed {
			facts = append(facts, l.t("http.compressed").withPointer(hp("compressed")))
		}
		switch {
		case h.RangeRequests && h.RangeBytes != 0:
			facts = append(facts, l.t("http.range_bytes", "Size", b.size(h.RangeBytes, hp("range_bytes"))).withPointer(hp("range_requests")))
		case h.RangeRequests:
			facts = append(facts, l.t("http.range_requests").withPointer(hp("range_requests")))
		}
	}
	return facts
}

// strs converts a list of enumerated values to strings.
func strs[T ~string](vs []T) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = string(v)
	}
	return out
}
