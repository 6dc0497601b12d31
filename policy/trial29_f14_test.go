package policy

import (
	"strings"
	"testing"
)

// TestPublishedDatasetRetention (trial 29, F-14): legal.retention's what = "published-dataset"
// is how long data stays in the dataset the operator republishes. validate refuses it, each at
// its place, without operator.republishes and with while_listed (a dataset lists no URLs).
// Before, the value was unknown.
func TestPublishedDatasetRetention(t *testing.T) {
	const op = "[operator]\nname = \"Example GmbH\"\n"
	base := strings.Replace(readBase(t), op, op+"republishes = \"https://data.example.org/\"\n", 1) + "\n[legal]\nretention = [{ what = \"published-dataset\", keep_for = \"5y\" }]\n"
	p := parseText(t, base, "policy.toml")
	if r := p.Legal.Retention[0]; r.What != RetainedDataPublishedDataset {
		t.Errorf("retention = %+v, want what published-dataset", r)
	}
	runBadPolicies(t, []badPolicy{
		{name: "no republishes, while listed", edits: []edit{replace("\n[agents.bot]", "\n[legal]\nretention = [{ what = \"published-dataset\", while_listed = true }]\n\n[agents.bot]")}, want: []string{
			`policy.toml:27:16: legal.retention[0].what: is "published-dataset", but operator.republishes is not set (want the address where the operator republishes the data, e.g. republishes = "https://data.example.org/")`,
			`policy.toml:27:44: legal.retention[0].while_listed: is set, but what is "published-dataset": a dataset is not a service that lists URLs (want keep_for, e.g. "5y", or indefinitely = true)`,
		}},
	})
}
