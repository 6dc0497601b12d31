package schema

import (
	"os"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestReferencePromiseSentences (new-user trial 33, F-05): docs/policy-reference.md shows, under
// commitments.promises, the English sentence the page prints for each promise, read here from the
// English messages on their own, so that an operator knows what a promise says before making it;
// and "no-form-submission" says only that no form is submitted. Before, the reference listed the
// values' names alone.
func TestReferencePromiseSentences(t *testing.T) {
	ref, err := os.ReadFile("../../docs/policy-reference.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(ref), "### `commitments.promises`\n")
	section, _, _ = strings.Cut(section, "\n### ")
	var m struct {
		Promise map[string]string `toml:"promise"`
	}
	if _, err := toml.DecodeFile("../../locales/en/messages.en.toml", &m); err != nil {
		t.Fatal(err)
	}
	for _, v := range policy.Promise("").Values() {
		if line := "  - `" + v + "`: \"" + m.Promise[v] + "\"\n"; m.Promise[v] == "" || !strings.Contains(section, line) {
			t.Errorf("commitments.promises in docs/policy-reference.md lacks\n%q", line)
		}
	}
	for _, line := range []string{
		"  - `no-form-submission`: \"The crawler never submits a form.\"\n",
		"  - `no-forms`: \"The crawler does not fill in forms.\"\n",
	} {
		if !strings.Contains(section, line) {
			t.Errorf("commitments.promises in docs/policy-reference.md lacks\n%q", line)
		}
	}
	_, agent, _ := strings.Cut(string(ref), "### `agents.NAME.promises`\n")
	agent, _, _ = strings.Cut(agent, "\n### ")
	if want := "- What the page says for each value: as under `commitments.promises`, said of this agent in its block (\"It never logs in.\")\n"; !strings.Contains(agent, want) {
		t.Errorf("agents.NAME.promises in docs/policy-reference.md lacks\n%q", want)
	}
}
