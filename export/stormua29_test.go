package export

import (
	"strings"
	"testing"
)

// TestStormCrawlerUserAgentPlaceholders (new-user trial 26, F-18): where the agent's User-Agent
// has parts that vary per request, the StormCrawler file sets http.agent.name alone, from which
// StormCrawler composes a User-Agent that is not the published one: its header says so, what the
// operator must set before a run, and what sitegen verify accepts. Failed before: the header only
// listed /agents/checker/user_agent among the statements not enforced. A User-Agent without
// placeholders is set in http.agent, and the header has no such lines.
func TestStormCrawlerUserAgentPlaceholders(t *testing.T) {
	src := editedText(t, trial26Policy)
	ex := generate(t, parsePolicy(t, src), StormCrawler, Options{})
	want := `#
# USER-AGENT NOT SET: the User-Agent above has parts that vary per request ({check_id}), which no setting holds.
# This file sets http.agent.name alone, and StormCrawler composes a User-Agent of its own from http.agent.name, http.agent.version,
# http.agent.description, http.agent.url and http.agent.email: not the published one. Before a run, make the crawler
# send on each request the User-Agent above with each placeholder filled in: in http.agent, which StormCrawler sends
# as it is (one value for the whole run), or in the crawler's own code for a value per request.
# sitegen verify calls a request genuine only where its User-Agent matches agents.checker.user_agent with each placeholder filled in.

config:
`
	if !strings.Contains(string(ex.Data), want) {
		t.Errorf("the header lacks\n%s\nin\n%s", want, ex.Data)
	}
	if !strings.Contains(string(ex.Data), "# User-Agent: Mozilla/5.0 (compatible; VigiloCheck/4.7; +https://vigilo-monitoring.example/probe/; check={check_id})\n") {
		t.Errorf("the header does not give the User-Agent with its placeholder:\n%s", ex.Data)
	}

	// Without the placeholder: http.agent carries the User-Agent, and no such lines.
	ex = generate(t, withoutPlaceholder(t, src), StormCrawler, Options{})
	if strings.Contains(string(ex.Data), "USER-AGENT NOT SET") || !strings.Contains(string(ex.Data), "  http.agent: \"Mozilla/5.0 (compatible; VigiloCheck/4.7; +https://vigilo-monitoring.example/probe/)\"\n") {
		t.Errorf("a User-Agent without placeholders:\n%s", ex.Data)
	}
}
