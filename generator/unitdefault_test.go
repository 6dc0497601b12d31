package generator

import (
	"bytes"
	"slices"
	"testing"
)

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

// TestVerifyPlacesUnstatedValue (accessibility trial 20, finding 4): a value of the policy that no
// page states is named by the line of policy.toml that writes it and its key path, once for all
// languages, not by a page that the build did not write ("public/en/index.html: no element
// states …", four times and without a line).
func TestVerifyPlacesUnstatedValue(t *testing.T) {
	res := buildSmallestEdited(t, nil, "\n[limits]\nmin_interval = \"2s\"\ninterval_key = \"site\"\n")
	for _, lang := range res.Policy.Site.Languages {
		f := lang + "/index.html"
		res.Files[f] = bytes.ReplaceAll(res.Files[f], []byte(`data-policy="/limits/interval_key"`), []byte(`data-x="/limits/interval_key"`))
	}
	want := []string{"policy.toml:25:1: limits.interval_key: no page (en, de, fr, pl) states its value (site), as every published value must be: this sitegen cannot state it as written; please report it"}
	if got := Verify(res, "public"); !slices.Equal(got, want) {
		t.Errorf("Verify:\n%q\nwant\n%q", got, want)
	}
}
