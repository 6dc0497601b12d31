package export

import (
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestNutchUserAgentPlaceholders (the gap of new-user trial 26, F-18, in the Nutch export; t29b,
// left item): where the agent's User-Agent has parts that vary per request, nutch-site.xml sets no
// http.agent.name, without which Nutch's fetcher does not start, and no setting holds the
// published User-Agent: the header says so, which properties Nutch composes it from, what the
// operator must set before a run, and what sitegen verify accepts. Failed before: the header
// listed /agents/checker/user_agent among the statements not enforced and said nothing of what
// Nutch would send. A User-Agent without placeholders is set in http.agent.name and its
// siblings, and the header has no such lines.
func TestNutchUserAgentPlaceholders(t *testing.T) {
	src := editedText(t, trial26Policy)
	ex := generate(t, parsePolicy(t, src), Nutch, Options{})
	want := `
USER-AGENT NOT SET: the User-Agent above has parts that vary per request ({check_id}), which no setting holds.
This file sets no http.agent.name, without which Nutch's fetcher does not start. Nutch sends as the User-Agent
http.agent.name/http.agent.version (http.agent.description; http.agent.url; http.agent.email): before a run, make
the crawler send on each request the User-Agent above with each placeholder filled in: in http.agent.name,
http.agent.version and http.agent.description for one value for the whole run ("Mozilla", "5.0" and the text in
parentheses), or in the crawler's own code (a protocol plugin) for a value per request.
sitegen verify calls a request genuine only where its User-Agent matches agents.checker.user_agent with each placeholder filled in.
-->
`
	if !strings.Contains(string(ex.Data), want) {
		t.Errorf("the header lacks\n%s\nin\n%s", want, ex.Data)
	}

	// A crawler that reads robots.txt: setting http.agent.name to "Mozilla" makes Nutch obey that
	// name's groups too, and the header says so.
	reads := testdataPolicy(t, trial26Policy, [2]string{"robots_txt = \"not-read\"\nnot_read_because = \"submitted\"\n", ""}, [2]string{"", "\n[robots_txt]\ncheck = \"before-first-fetch\"\n"})
	ex = generate(t, reads, Nutch, Options{})
	if want := "\nNutch matches robots.txt groups against http.agent.name too: with \"Mozilla\" there, the crawler also obeys the groups for \"Mozilla\".\n"; !strings.Contains(string(ex.Data), want) {
		t.Errorf("the header lacks%s in\n%s", want, ex.Data)
	}

	// Without the placeholder: http.agent.name carries the User-Agent's name, and no such lines.
	ex = generate(t, withoutPlaceholder(t, src), Nutch, Options{})
	if strings.Contains(string(ex.Data), "USER-AGENT NOT SET") || !strings.Contains(string(ex.Data), "<name>http.agent.name</name>\n  <value>Mozilla</value>") {
		t.Errorf("a User-Agent without placeholders:\n%s", ex.Data)
	}
}

// withoutPlaceholder parses src, the trial 26 policy, without its agent's placeholder: the
// placeholders' table and "; check={check_id}" in the User-Agent removed.
func withoutPlaceholder(t *testing.T, src string) *policy.Policy {
	t.Helper()
	from, to := strings.Index(src, "[[agents.checker.placeholders]]"), strings.Index(src, "[agents.checker.embedded]")
	if from < 0 || to < from {
		t.Fatal("testdata/trial26 has no placeholders before the embedded fetches")
	}
	return parsePolicy(t, strings.Replace(src[:from]+src[to:], "; check={check_id})", ")", 1))
}
