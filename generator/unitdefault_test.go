package generator

import "testing"

// TestLoadUnitRequestsWritten (accessibility trial 20, finding 4): the default unit written out,
// interval_unit = "requests" and concurrency_unit = "requests", is stated by the sentences of the
// interval and of the limit at a time, which say "request" already, so that the build's proof
// finds it on every page (before, validate and build failed with 'public/en/index.html: no element
// states /limits/interval_unit (requests)', an output file and no line).
func TestLoadUnitRequestsWritten(t *testing.T) {
	const limits = `
[limits]
min_interval = "2s"
interval_key = "site"
interval_unit = "requests"
concurrency = 2
concurrency_key = "server"
concurrency_unit = "requests"
`
	res := buildSmallestEdited(t, nil, limits)
	checkPageLines(t, res, map[string][]string{"en": {"- At most one request every 2\u00a0seconds per site.", "- At most 2\u00a0requests at a time per server."}})
	checkEveryLanguage(t, "load-unit-requests", res)
	if findings := Verify(res, "public"); len(findings) > 0 {
		t.Errorf("Verify: %q", findings)
	}
}

