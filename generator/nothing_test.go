package generator

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"golang.org/x/net/html"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

// fixedExplanations are the sentences a page may state without a policy value in them: each
// explains a rule of RFC 9309, HTTP or the page itself, and the builder states it only where the
// values it explains are on the page (see the comment where each is stated). Each is a message ID
// with its arguments, if any.
func fixedExplanations(l *localizer) []Text {
	out := []Text{
		l.t("robots.star_group", robotsSpecialChars()...),                      // an agent that reads robots.txt obeys the "*" group
		l.t("limits.general_apply"),                                            // a target without limits of its own, where general ones exist
		l.n("limits.target_quotas", count(1, "")),                              // a target's quota, where general limits exist
		l.n("limits.target_quotas", count(2, "")),                              // a target's quotas, where general limits exist
		l.n("limits.target_overrides", count(1, "")),                           // a target's limit, where general limits set the same field
		l.n("limits.target_overrides", count(2, "")),                           // a target's limits, where general limits set the same field
		l.n("limits.target_additional", count(1, "")),                          // a target's limit, where general limits exist but set none of them
		l.n("limits.target_additional", count(2, "")),                          // a target's limits, where general limits exist but set none of them
		l.t("agent.version_placeholder", "Placeholder", code("", "{version}")), // a User-Agent with {version} and no version stated
		l.t("jobs_table.no_details", "Section", l.s("section.rates")),          // where general limits exist
		l.t("jobs_table.no_details_any", "Section", l.s("section.rates")),      // a job without a category, where general limits and a category's own exist
		l.t("jobs_table.any_site"),                                             // a job without a category, in the column that names other jobs' categories
		l.t("jobs_table.first_rule", "When", l.s("jobs_table.when")),           // a job with several cadence rules that are alternatives
		l.t("jobs_table.when_not_stated"),                                      // a job that states nothing of when it runs (validate warns)
		l.t("comparison.no_redirects"),
		l.t("agents_table.yes"),                                // obeys the "*" group (RFC 9309), for an agent that reads robots.txt
		l.t("agents_table.unset"),                              // a cell of a comparison column that other crawlers fill
		l.t("network.host_name_star", robotsSpecialChars()...), // what "*" means, where a host name pattern holds one
		l.t("week.open"),    // the picture of the week's hours that no window or cadence covers, where others are
		l.t("week.shading"), // how the picture of the week shades an hour, where a cadence shades one
		// The picture's hours in which no fetch runs, where every job is bound to windows of kind
		// "only" or to the hours of its cadence and every agent has a job (requestHours): a key to
		// the picture, whose facts the windows and the schedule state with their values (t35c: it
		// was refused for every window-limited job; TestWeekIdleLegendStated).
		l.t("week.idle"),
	}
	// How to check a signature, where an agent states signing keys: with one key or several.
	for _, n := range []countArg{count(1, ""), count(2, "")} {
		out = append(out, l.n("signatures.check", n, "Signature", code("", "Signature"), "SignatureInput", code("", "Signature-Input"),
			"TagParam", code("", "tag"), "KeyID", code("", "keyid"),
			"Tag", code("", "web-bot-auth"), "Created", code("", "created"), "Expires", code("", "expires")))
	}
	// One crawler or several: the introduction of the User-Agents (every agent states one, some a
	// token; the sentence on filters where no User-Agent holds a placeholder, the patterns where
	// every one does) and of the snippets.
	for _, n := range []countArg{count(1, ""), count(2, "")} {
		// Product tokens, with letter case stated where every agent's group_matching says it
		// (identification.tokens), or not (identification.tokens_plain).
		for _, tokens := range []string{"identification.tokens", "identification.tokens_plain"} {
			out = append(out, l.n(tokens, n))                          // where a User-Agent is part of a header
			for _, k := range []countArg{count(1, ""), count(2, "")} { // User-Agent strings, product tokens
				intro := []Text{l.n("identification.intro", n), l.n(tokens, k)}
				out = append(out, join(intro, " "), join(append(intro, l.n("identification.filters", n)), " "))
				// Every User-Agent a pattern: no sentence on filters.
				out = append(out, join([]Text{l.n("identification.intro_pattern", n), l.n(tokens, k)}, " "))
			}
		}
		// Where no agent reads robots.txt, no sentence on tokens (new-user trial 26, F-01).
		out = append(out, l.n("identification.intro", n), l.n("identification.intro_pattern", n),
			join([]Text{l.n("identification.intro", n), l.n("identification.filters", n)}, " "))
	}
	for _, p := range robots.AllPlacements() {
		for _, n := range []countArg{count(1, ""), count(2, "")} { // snippets
			out = append(out, l.n("placement."+string(p), n))
		}
	}
	for _, w := range robots.AllWarnings() {
		if w == robots.WarnCaseSensitivePath {
			continue // states the snippet's path
		}
		if w == robots.WarnExistingGroupMerges {
			continue // snippetExplanations: by what the page's snippets do
		}
		if w == robots.WarnOwnGroupReplacesStar {
			for _, n := range []countArg{count(1, ""), count(2, "")} { // crawlers the snippet names
				out = append(out, l.n("warning."+string(w), n, robotsSpecialChars()...))
				out = append(out, l.n("warning."+string(w)+"-unstated", n, robotsSpecialChars()...)) // RFC 9309's rule, group_matching unset
			}
			continue
		}
		out = append(out, l.t("warning."+string(w), warningArgs(w, nil)...))
	}
	return out
}

// snippetExplanations are the fixed sentences around the snippets, as a page states them for
// snippets that block (block), let their crawlers in (allow), or both: the introduction with the
// sentence on the proof, and the note on a group the crawler already has. checkNothingAbsent
// accepts each only where the page's snippets are of its kind, so that a section of allow
// snippets alone cannot say "To shut the crawler out …" or "… remove any Allow rules …" (issue
// #11, item 6), nor a section of blocking snippets the reverse.
func snippetExplanations(l *localizer, block, allow bool) []Text {
	var out []Text
	for _, n := range []countArg{count(1, ""), count(2, "")} { // crawlers
		for _, m := range []countArg{count(1, ""), count(2, "")} { // snippets
			switch {
			case block && !allow:
				out = append(out, join([]Text{l.n("opt_out.snippets_intro", n), l.n("opt_out.snippets_tested", m)}, " "))
			case allow && !block:
				out = append(out, join([]Text{l.n("opt_out.snippets_intro_allow", n, robotsSpecialChars()...), l.n("opt_out.snippets_tested_allow", m)}, " "))
			}
		}
		if block && allow {
			out = append(out, join([]Text{l.n("opt_out.snippets_intro", n), l.t("opt_out.snippets_tested_mixed")}, " "))
		}
		// The note under each snippet, by what it does and the number of crawlers it names.
		w := "warning." + string(robots.WarnExistingGroupMerges)
		var ids []string
		if block {
			ids = append(ids, w, w+"-unstated") // -unstated: RFC 9309's rule, group_matching unset
		}
		if allow {
			ids = append(ids, w+"-allow", w+"-allow-unstated")
		}
		for _, id := range ids {
			out = append(out, l.n(id, n, robotsSpecialChars()...))
		}
	}
	return out
}

// TestSmallestPolicy builds the smallest valid policy and compares its pages with
// testdata/golden/smallest: they state the operator, the agent's token and the e-mail address,
// and nothing else (run with -update to accept a change, then read it).
func TestSmallestPolicy(t *testing.T) {
	res := buildSmallest(t, nil)
	for _, lang := range res.Policy.Site.Languages {
		for _, file := range []string{"index.html", "index.md"} {
			got := res.Files[lang+"/"+file]
			golden := filepath.Join("testdata", "golden", "smallest", lang, file)
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from the build; run go test ./generator -update and review the diff:\n%s", golden, firstDifference(got, want))
			}
		}
		checkNothingAbsent(t, "smallest/"+lang, res, lang)
	}
	if _, ok := res.Files["ips.json"]; ok {
		t.Error("ips.json written for a policy that states no addresses")
	}
}

// buildSmallest builds testdata/smallest/policy.toml with extra appended to it.
func buildSmallest(t *testing.T, extra []byte) *Result {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: append(src, extra...)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	return res
}

// TestNothingAbsent builds every example, and policies that each leave out one optional part of
// the model, and checks that no sentence of a page speaks of what is absent: every sentence in
// <main> outside the operator's prose states a policy value (data-policy, whose pointer resolves:
// TestCoverage) or is one of the fixed explanations.
func TestNothingAbsent(t *testing.T) {
	for _, name := range examples {
		res := buildExample(t, name)
		for _, lang := range res.Policy.Site.Languages {
			checkNothingAbsent(t, name+"/"+lang, res, lang)
		}
	}
	// Each case leaves one optional part out of the richest example (civic-ingestor).
	src, err := os.ReadFile(filepath.Join("..", "examples", "civic-ingestor", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, table string }{
		{"no robots.txt handling", "robots_txt"},
		{"no general limits", "limits"},
		{"no network", "network"},
		{"no errors", "errors"},
		{"no commitments", "commitments"},
		{"no windows", "windows"},
		{"no jobs", "jobs"},
		{"no targets", "targets"},
		{"no legal", "legal"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := policy.Parse(src, "policy.toml")
			if err != nil {
				t.Fatal(err)
			}
			drop(p, c.table)
			if err := p.Validate(); err != nil {
				t.Fatalf("without %s the policy is not valid: %v", c.table, err)
			}
			opts := defaults()
			opts.Site = os.DirFS(filepath.Join("..", "examples", "civic-ingestor"))
			res, err := Render(p, opts)
			if err != nil {
				t.Fatalf("render: %v", err)
			}
			checkEveryLanguage(t, c.name, res)
		})
	}
}

// drop leaves one part out of p, and what refers to it.
func drop(p *policy.Policy, table string) {
	switch table {
	case "robots_txt":
		p.RobotsTxt = policy.RobotsTxt{}
		for i := range p.Agents {
			p.Agents[i].RobotsTxtCheck = ""
			p.Agents[i].GroupMatching = "" // how it reads groups of a robots.txt it no longer reads
		}
		p.Legal.TDMBasis = nil
	case "limits":
		for i, t := range p.Targets { // what a target's limits took from the general ones
			if t.Limits.IntervalKey == "" && (!t.Limits.MinInterval.IsZero() || !t.Limits.DefaultInterval.IsZero()) {
				p.Targets[i].Limits.IntervalKey = p.Limits.IntervalKey
			}
		}
		p.Limits = policy.Limits{}
	case "network":
		p.Network = policy.Network{}
	case "errors":
		p.Errors = policy.Errors{}
	case "commitments":
		p.Commitments = policy.Commitments{}
	case "windows":
		p.Windows = nil
	case "jobs":
		p.Jobs = nil
		p.Occasions = nil // only jobs refer to them here
		p.Contact.Requests = slices.DeleteFunc(p.Contact.Requests, func(r policy.Request) bool { return len(r.Jobs) > 0 })
		p.Errors.Reactions = slices.DeleteFunc(p.Errors.Reactions, func(r policy.Reaction) bool { return len(r.Jobs) > 0 })
		for i := range p.Agents {
			p.Agents[i].SelfHosted = nil
		}
	case "targets":
		p.Targets = nil
		for i := range p.Windows {
			p.Windows[i].Targets = nil
		}
		for i := range p.Jobs {
			p.Jobs[i].Target = ""
		}
	case "legal":
		p.Legal = policy.Legal{}
		p.RobotsTxt.TDMReservation = false
	}
}

// checkNothingAbsent checks lang's HTML page of res: every paragraph, list item and table cell in
// <main>, outside the operator's prose and the snippets' text, states a policy value or is a fixed
// explanation.
func checkNothingAbsent(t *testing.T, name string, res *Result, lang string) {
	t.Helper()
	var problems []string
	l := newLocalizer(res.messages, lang, &problems)
	fixed := map[string]bool{}
	// What the page's snippets do: block paths, or let their crawlers in (an empty Disallow line).
	var block, allow bool
	for _, s := range res.Policy.Snippets {
		if len(s.Paths) == 1 && s.Paths[0] == "" {
			allow = true
		} else {
			block = true
		}
	}
	for _, t := range append(fixedExplanations(l), snippetExplanations(l, block, allow)...) {
		fixed[strings.ToLower(strings.Join(strings.Fields(t.Plain()), " "))] = true
	}
	doc, err := html.Parse(bytes.NewReader(res.Files[lang+"/index.html"]))
	if err != nil {
		t.Fatal(err)
	}
	var walk func(n *html.Node, inMain bool)
	walk = func(n *html.Node, inMain bool) {
		if n.Type == html.ElementNode {
			switch {
			case n.Data == "main":
				inMain = true
			case hasClass(n, "prose"), hasClass(n, "caption"), n.Data == "pre", n.Data == "button", n.Data == "th", n.Data == "caption":
				return
			case inMain && (n.Data == "p" || n.Data == "li" || n.Data == "td"):
				text := strings.Join(strings.Fields(textOf(n)), " ")
				if text != "" && !hasPointer(n) && !fixed[strings.ToLower(text)] && !isLinkItem(n) {
					t.Errorf("%s: %q states no policy value and is not a fixed explanation", name, text)
				}
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inMain)
		}
	}
	walk(doc, false)
}

func hasClass(n *html.Node, class string) bool {
	for _, a := range n.Attr {
		if a.Key == "class" && slices.Contains(strings.Fields(a.Val), class) {
			return true
		}
	}
	return false
}

func hasPointer(n *html.Node) bool {
	for _, a := range n.Attr {
		if a.Key == "data-policy" {
			return true
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if hasPointer(c) {
			return true
		}
	}
	return false
}

// isLinkItem reports whether n is a list item whose content is a link to a file of the site (the
// machine-readable files, a snippet's file): it names a file, not a behaviour.
func isLinkItem(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.Data == "a" {
			return true
		}
	}
	return false
}

// TestAgentNotReadingRobotsTxt: an agent that does not obey robots.txt gets no group advice and
// no snippet; its page says why, and what works instead (the statuses to answer, with the part of
// the User-Agent to match).
func TestAgentNotReadingRobotsTxt(t *testing.T) {
	res := buildSmallestExample(t, `user_agent = "MinimalBot/1.0 (+https://minimal.example/; {subscribers} subscribers)"
stable_parts = ["MinimalBot/1.0"]
robots_txt = "not-read"
not_read_because = "user-request"
refuse_with = [404, 410]

[[agents.bot.placeholders]]
name = "subscribers"
stands_for = { en = "the number of users subscribed to the feed", de = "die Zahl der Nutzer, die den Feed abonniert haben", fr = "le nombre d’utilisateurs abonnés au flux", pl = "liczbę użytkowników subskrybujących kanał" }
example = "42"
`)
	page := string(res.Files["en/index.md"])
	for _, want := range []string{
		"- It fetches only URLs that a person has asked for, on that person’s behalf, and does not obey robots.txt.",
		"- To turn it away, respond with HTTP 404 or 410 to any request whose User-Agent contains `MinimalBot/1.0`.",
		"- In the User-Agent, `{subscribers}` stands for the number of users subscribed to the feed (for example, `42`).",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("en/index.md lacks %q:\n%s", want, page)
		}
	}
	for _, absent := range []string{"A single group that names", "## How robots.txt is read", "Snippets for robots.txt"} {
		if strings.Contains(page, absent) {
			t.Errorf("en/index.md says %q for an agent that does not read robots.txt:\n%s", absent, page)
		}
	}
	checkEveryLanguage(t, "not-read", res)
}

// checkPageLines asserts that each language's Markdown page holds every line of want, keyed by
// language.
func checkPageLines(t *testing.T, res *Result, want map[string][]string) {
	t.Helper()
	for lang, lines := range want {
		page := string(res.Files[lang+"/index.md"])
		for _, w := range lines {
			if !strings.Contains(page, w) {
				t.Errorf("%s/index.md lacks %q:\n%s", lang, w, page)
			}
		}
	}
}

// checkEveryLanguage runs the two proofs of a page on each of its languages: no sentence speaks
// of what the policy leaves out (checkNothingAbsent), and every policy value is stated
// (checkCoverage).
func checkEveryLanguage(t *testing.T, name string, res *Result) {
	t.Helper()
	for _, lang := range res.Policy.Site.Languages {
		checkNothingAbsent(t, name+"/"+lang, res, lang)
		checkCoverage(t, lang, res.Policy.Site.Languages, res.Files["policy.json"], res.Files[lang+"/index.html"], res.Files[lang+"/index.md"])
	}
}
