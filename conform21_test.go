package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/conform"
)

// policyWith writes testdata/conform's policy with extra lines after its "[limits]" to a new
// folder and returns the folder.
func policyWith(t *testing.T, limits string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "conform", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	text := strings.Replace(string(src), "[limits]\n", "[limits]\n"+limits, 1)
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// verdictOf is the verdict of the claim in r.
func verdictOf(t *testing.T, r conform.Report, claim string) conform.Verdict {
	t.Helper()
	for _, v := range r.Verdicts {
		if v.Claim == claim {
			return v
		}
	}
	t.Fatalf("no verdict of %q: %+v", claim, r.Verdicts)
	return conform.Verdict{}
}

// TestConformRedirectsAtMost (new-user trial 21, finding 17): a crawler that follows 3 redirects
// where the page says at most 2 does not pass, whether the run offers it the chain of 3 (it
// fails) or not (-skip /s/, as a run that ended first: not observable; it passed on the chain of
// 2 followed to its end).
func TestConformRedirectsAtMost(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a crawler for seconds; not with -short")
	}
	dir := policyWith(t, "max_redirects = 2\n")
	for _, tc := range []struct {
		name string
		args []string
		want conform.Status
		ev   string
	}{
		{"chain not offered", []string{"-skip", "/s/"}, conform.NotObservable, "a chain of 3 redirects from /s/3, longer than the 2 the page allows, was not requested in this run"},
		{"chain offered", nil, conform.Fail, "3 redirects followed, from /s/3 to GET "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, _, _ := conformRun(t, append([]string{"--dir", dir, "--duration", "3s", "--", "testcrawler", "-impolite", "-max-redirects", "3"}, tc.args...)...)
			v := verdictOf(t, r, "redirects /limits")
			if v.Status != tc.want || len(v.Evidence) == 0 || !strings.HasPrefix(v.Evidence[0], tc.ev) {
				t.Errorf("%s %q, want %s %q…", v.Status, v.Evidence, tc.want, tc.ev)
			}
		})
	}
}

// TestConformConcurrencyAtMost (new-user trial 21, finding 17's audit): a crawler that has every
// held page in flight at once where the page says at most 3 does not pass, whether the run
// offers it more than 3 (it fails) or it had only 2 in flight when the run ended (-skip: not
// observable; it passed, "at most 2 requests of one hostname in flight at once; the page says at
// most 3").
func TestConformConcurrencyAtMost(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a crawler for seconds; not with -short")
	}
	dir := policyWith(t, "concurrency = 3\nconcurrency_key = \"hostname\"\n")
	for _, tc := range []struct {
		name string
		args []string
		want conform.Status
		ev   string
	}{
		{"two in flight", []string{"-skip", "/c2,/c3,/c4"}, conform.NotObservable, "at most 2 of the 3 requests the page allows were in flight at once in this run"},
		{"five in flight", nil, conform.Fail, "5 requests of one hostname in flight at once at "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, _, _ := conformRun(t, append([]string{"--dir", dir, "--duration", "2s", "--", "testcrawler", "-impolite"}, tc.args...)...)
			v := verdictOf(t, r, "concurrency /limits")
			if v.Status != tc.want || len(v.Evidence) == 0 || !strings.HasPrefix(v.Evidence[0], tc.ev) {
				t.Errorf("%s %q, want %s %q…", v.Status, v.Evidence, tc.want, tc.ev)
			}
		})
	}
}
