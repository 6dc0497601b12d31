package generator

import (
	"slices"
	"strings"
	"testing"
)

// TestKeyDirectoryUnderPath: a site whose base_url has a path publishes the key directory under
// that path, which is not its well-known location (RFC 8615: at the root of the host); the build
// says so in a note, with the address at which to serve it too (new-user trial 25, F-16: no note,
// and a verifier that looks at the host's root gets a 404). Where an agent's signature_agent
// names that host, its warning already says it, and the note is not given twice; a site at the
// root of its host gets none.
func TestKeyDirectoryUnderPath(t *testing.T) {
	const (
		base = `base_url = "https://crawler.wrenfield.example/"`
		note = ".well-known/http-message-signatures-directory: site.base_url has a path, so the key directory is published at https://wrenfield.example/crawler/.well-known/http-message-signatures-directory, which is not its well-known location: a well-known URI is at the root of its host (RFC 8615), where a verifier looks for it; serve the same file at https://wrenfield.example/.well-known/http-message-signatures-directory too"
	)
	underPath := [2]string{base, `base_url = "https://wrenfield.example/crawler/"`}
	notes := func(res *Result) []string {
		var out []string
		for _, n := range res.Notes {
			if strings.HasPrefix(n, ".well-known/") {
				out = append(out, n)
			}
		}
		return out
	}
	if got := notes(buildTestdata(t, "trial25", underPath)); !slices.Equal(got, []string{note}) {
		t.Errorf("base_url with a path: notes on the key directory\n%q\nwant\n%q", got, []string{note})
	}
	if got := notes(buildTestdata(t, "trial25")); got != nil {
		t.Errorf("base_url at the root of its host: notes on the key directory %q, want none", got)
	}
	res := buildTestdata(t, "trial25", underPath, [2]string{"promises = [\"public-content-only\"", "signature_agent = \"https://wrenfield.example\"\npromises = [\"public-content-only\""})
	if got := notes(res); got != nil {
		t.Errorf("signature_agent at the host of base_url: notes on the key directory %q, want none (the warning says it)", got)
	}
	if !slices.ContainsFunc(res.Warnings, func(w string) bool {
		return strings.Contains(w, "names the key directory https://wrenfield.example/.well-known/http-message-signatures-directory")
	}) {
		t.Errorf("signature_agent at the host of base_url: warnings %q, want the one on agents.wrenbot.signature_agent", res.Warnings)
	}
}
