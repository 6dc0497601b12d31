package generator

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
)

// Tests of the defects a second first-time user found (issue 11, an uptime check beside an SEO
// audit): policies that validate accepted and build then refused, and what their pages say.

// buildRepro builds testdata/newuser2/NAME.toml, a policy the user's report reproduces a defect
// with, failing the test where validate and build disagree.
func buildRepro(t *testing.T, name string) *Result {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "newuser2", name+".toml"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := policy.Parse(src, "policy.toml"); err != nil {
		t.Fatalf("%s does not validate: %v", name, err)
	}
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: src}}
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("%s validates, but build fails: %v", name, err)
	}
	return res
}

// TestStopForSomeJobs: a stop request limited to jobs (contact.requests kind "stop" with jobs)
// had no message; it says which fetches end and that the others go on.
func TestStopForSomeJobs(t *testing.T) {
	res := buildRepro(t, "stop-jobs")
	checkPageLines(t, res, map[string][]string{
		"en": {"You can ask for an end to the fetches for “J” from your site; all other fetches continue as described above.\n"},
		"de": {" um die Einstellung der Abrufart „J“ für Ihre Website; alle übrigen Abrufe laufen wie oben angegeben weiter.\n"},
	})
	checkEveryLanguage(t, "stop-jobs", res)
}

// TestRequestForSomeJobs: every other kind of request limited to jobs says so after the request.
func TestRequestForSomeJobs(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "newuser2", "stop-jobs.toml"))
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(src), `kind = "stop"`, `kind = "slower"
min_interval = "10s"`, 1)
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(s)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	checkPageLines(t, res, map[string][]string{
		"en": {"You can ask for a slower rate, down to one request every 10\u00a0seconds, for “J” only.\n"},
	})
	checkEveryLanguage(t, "slower-jobs", res)
}

// TestTokenlessAgentBesideOthers: the sentences naming every crawler (general limits,
// commitments) named an agent without a token by a token it does not have, a pointer that did not
// resolve; its limits' heading was empty.
func TestTokenlessAgentBesideOthers(t *testing.T) {
	// With a rate among the general limits: limits of each request alone (max_redirects) are not
	// said to apply to each crawler separately (new-user trial 20, finding 6).
	src, err := os.ReadFile(filepath.Join("testdata", "newuser2", "tokenless-agent-limits.toml"))
	if err != nil {
		t.Fatal(err)
	}
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: bytes.Replace(src, []byte("[limits]\n"), []byte("[limits]\nmin_interval = \"5s\"\ninterval_key = \"site\"\n"), 1)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	checkPageLines(t, res, map[string][]string{
		"en": {"This limit applies separately to each crawler on this page: `ExampleBot` and `ExampleCheck/1.0`."},
	})
	checkEveryLanguage(t, "tokenless-limits", res)
	res = buildRepro(t, "full-policy-commitments-tokenless")
	checkPageLines(t, res, map[string][]string{
		"en": {
			// VigiloBot/ would name it like the token VigiloBot of the other agent, and its purpose
			// is a sentence: its display name does (agents.uptime.name).
			"### Uptime monitor\n",
			"### Limits specific to “Uptime monitor”\n",
			"These commitments apply to all crawlers on this page: “Uptime monitor” and `VigiloBot`.",
			"- What it does: Checks that the home page of a site its owner added is up",
		},
	})
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		page := string(res.Files[lang+"/index.md"])
		if regexp.MustCompile(`(?m)^### .*(to|für|à|robota) $`).MatchString(page) {
			t.Errorf("%s: a heading ends without a name:\n%s", lang, page)
		}
	}
}

// TestConsecutiveWithin: a reaction counted in a row and within a scope states both.
func TestConsecutiveWithin(t *testing.T) {
	res := buildRepro(t, "consecutive-within")
	checkPageLines(t, res, map[string][]string{
		"en": {"| A server error (HTTP 5xx), 10\u00a0times in a row on one site | 1\u00a0hour | The site |"},
	})
	checkEveryLanguage(t, "consecutive-within", res)
}

// TestValidateAgreesWithBuild: for every example and for variants of it (each one-line key
// left out; each request limited to a job; each counted reaction made consecutive and counted
// within a site), a policy that validate accepts builds. validate promises to refuse whatever
// build refuses.
func TestValidateAgreesWithBuild(t *testing.T) {
	entries, err := os.ReadDir(filepath.Join("..", "examples"))
	if err != nil {
		t.Fatal(err)
	}
	keyLine := regexp.MustCompile(`^[a-z_]+ = `)
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		dir := filepath.Join("..", "examples", e.Name())
		site := fstest.MapFS{}
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || strings.HasPrefix(p, filepath.Join(dir, "public")) {
				return err
			}
			data, err := os.ReadFile(p)
			rel, _ := filepath.Rel(dir, p)
			site[filepath.ToSlash(rel)] = &fstest.MapFile{Data: data}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(site["policy.toml"].Data), "\n")
		var job string
		for _, ln := range lines {
			if m := regexp.MustCompile(`^\[jobs\.([a-z0-9-]+)\]$`).FindStringSubmatch(ln); m != nil && job == "" {
				job = m[1]
			}
		}
		var variants [][]string
		for i, ln := range lines {
			switch {
			case keyLine.MatchString(ln) && !testing.Short():
				variants = append(variants, append(append([]string{}, lines[:i]...), lines[i+1:]...))
			case ln == "[[contact.requests]]" && job != "":
				variants = append(variants, insertAfter(lines, i, `jobs = ["`+job+`"]`))
			case ln == "[[errors.reactions]]":
				variants = append(variants, insertAfter(lines, i, "consecutive = true", `within = "site"`, "threshold = 3"))
			}
		}
		for k, v := range variants {
			src := strings.Join(v, "\n")
			p, err := policy.Parse([]byte(src), "policy.toml")
			if err != nil || len(ProveSnippets(p, "policy.toml")) > 0 {
				continue // refused by validate (as the command runs it): build may refuse it too
			}
			s := fstest.MapFS{}
			for n, f := range site {
				s[n] = f
			}
			s["policy.toml"] = &fstest.MapFile{Data: []byte(src)}
			opts := defaults()
			opts.Site = s
			if _, err := Build(opts); err != nil {
				t.Errorf("%s, variant %d: validate accepts it, build refuses it: %v\n%s", e.Name(), k, err, diffLines(lines, v))
			}
		}
	}
}

// insertAfter is lines with add inserted after line i, without the lines of that table that set
// the same keys.
func insertAfter(lines []string, i int, add ...string) []string {
	out := append([]string{}, lines[:i+1]...)
	out = append(out, add...)
	j := i + 1
	for ; j < len(lines) && !strings.HasPrefix(lines[j], "["); j++ {
		drop := false
		for _, a := range add {
			if strings.HasPrefix(lines[j], strings.SplitN(a, " ", 2)[0]+" ") {
				drop = true
			}
		}
		if !drop {
			out = append(out, lines[j])
		}
	}
	return append(out, lines[j:]...)
}

// diffLines names the lines of a variant that differ from the example's, for the failure message.
func diffLines(a, b []string) string {
	in := map[string]bool{}
	for _, l := range a {
		in[l] = true
	}
	var d []string
	for _, l := range b {
		if !in[l] {
			d = append(d, "+ "+l)
		}
	}
	if len(d) == 0 {
		out := map[string]bool{}
		for _, l := range b {
			out[l] = true
		}
		for _, l := range a {
			if !out[l] {
				d = append(d, "- "+l)
			}
		}
	}
	return strings.Join(d, "\n")
}

// TestRedirectsWithinGlobalMax: redirects_within in an agent's limits was refused when
// max_redirects was set in the general limits, which hold for the agent's requests too.
func TestRedirectsWithinGlobalMax(t *testing.T) {
	res := buildRepro(t, "redirects-within-global-max")
	checkEveryLanguage(t, "redirects-within-global-max", res)
}

// TestAgentThatDoesNotReadRobotsTxt: beside an agent that reads robots.txt, one that does not
// (and has no token) was said to be shut out and slowed down by robots.txt, headed by a
// User-Agent part that reads like the other's token, and told to be matched on a token it does
// not have; a single retry read as a series, and request logs had no referent.
func TestAgentThatDoesNotReadRobotsTxt(t *testing.T) {
	res := buildRepro(t, "vigilo")
	uptime := "“Uptime monitor”"
	deaf := uptime + " does not read robots.txt, so no group reaches it; see its description under “How to recognise the requests”."
	checkPageLines(t, res, map[string][]string{
		"en": {
			"### Uptime monitor\n",
			"- The version changes with new releases: a filter on the whole string will stop matching.",
			"### Limits specific to " + uptime,
			deaf,
			deaf + " To slow down `VigiloBot`, add a Crawl-delay line to its group in robots.txt. The value is the number of seconds to wait between two requests; for example:",
			"To shut out `VigiloBot`, an entry in robots.txt is enough; there is no need to write to the operator. " + deaf + " The snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it blocks exactly the paths stated for it and changes nothing for other crawlers.",
			"| Uptime check of the home page | " + uptime + " | Every 5\u00a0minutes, from each of 3\u00a0regions | A failed fetch is retried once, after a wait of at least 30\u00a0seconds.<br>The limits specific to “Uptime monitor” apply as well. |",
			"- Logs of the requests sent are kept for at most 30\u00a0days.",
		},
		"de": {"| Erreichbarkeitsprüfung der Startseite | „Erreichbarkeitsmonitor“ | alle 5\u00a0Minuten, jeweils von allen 3\u00a0Regionen aus | Ein fehlgeschlagener Abruf wird einmal wiederholt; die Wartezeit davor beträgt mindestens 30\u00a0Sekunden.<br>Außerdem gelten die Limits für „Erreichbarkeitsmonitor“. |"},
		"pl": {"- Rejestry (logi) żądań wysyłanych do serwisów są przechowywane najwyżej przez 30\u00a0dni."},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"### VigiloBot/", "### Checks that the home page", "To shut the crawlers out", "To slow the crawler down", "match on the product token, not on the whole string.\n- Each User-Agent", "waits of at least 30", "Records of its requests"},
		"de": {"der Reihe nach mindestens 30"},
		"fr": {"attentes successives d’au moins 30"},
		"pl": {"ponawiane kolejno"},
	})
	checkEveryLanguage(t, "vigilo", res)
}

// TestReviewRetention: a retention change names the kind of data it keeps, and says that it keeps
// data longer or shorter, not that the crawler becomes more or less polite; a token-less agent is
// named as its heading names it.
func TestReviewRetention(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join("testdata", "newuser2", "vigilo.toml"))
	if err != nil {
		t.Fatal(err)
	}
	old, err := policy.Parse(src, "old.toml")
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(strings.Replace(string(src), `keep_for = "30d"`, `keep_for = "60d"`, 1), `trigger = "unattended"`, `trigger = "customer-scheduled"`, 1)
	new, err := policy.Parse([]byte(edited), "new.toml")
	if err != nil {
		t.Fatal(err)
	}
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"en": {
			"Changed for the logs of the requests sent: how long collected data is kept. Previously: 30\u00a0days. Now: 60\u00a0days. This keeps data for longer; how the crawler fetches does not change. The change needs sign-off.",
			"Changed for “Uptime monitor”: what starts",
		},
		"de": {"Dadurch werden Daten länger aufbewahrt; am Abrufverhalten des Crawlers ändert sich nichts. Die Änderung muss freigegeben werden."},
	}
	for lang, frags := range want {
		r, err := NewReview(old, new, changes, msgs, lang, nil)
		if err != nil {
			t.Fatal(err)
		}
		text := string(r.Text())
		for _, f := range frags {
			if !strings.Contains(text, f) {
				t.Errorf("%s review lacks %q:\n%s", lang, f, text)
			}
		}
		if strings.Contains(text, "Tage. Der Crawler wird") || strings.Contains(text, "days. This change makes the crawler") {
			t.Errorf("%s review calls a retention change (im)polite:\n%s", lang, text)
		}
	}
}
