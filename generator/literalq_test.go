package generator

import (
	"errors"
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
)

// exampleFS is an example's site folder in memory, with files replaced or added.
func exampleFS(t *testing.T, example string, files map[string]string) fstest.MapFS {
	t.Helper()
	site := fstest.MapFS{}
	dir := os.DirFS("../examples/" + example)
	err := fs.WalkDir(dir, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(name, "public/") {
			return err
		}
		b, err := fs.ReadFile(dir, name)
		site[name] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range files {
		site[name] = &fstest.MapFile{Data: []byte(text)}
	}
	return site
}

// TestLiteralQuantities (new-user trial 23, F8): a literal of the prose that states, with its
// unit, a quantity that no value of the policy has is a warning at its position, naming the
// nearest value of its kind; one that a value has is none, and one that only an unpublished value
// has is a warning that the prose publishes it. Units in en, de, fr and pl; numbers as each
// language writes them. Before, every literal passed.
func TestLiteralQuantities(t *testing.T) {
	tail := ": the page states the policy's values itself: write here the value of the key that states this fact (docs/policy-reference.md lists the keys), or, where no key states it, leave the number out of the prose"
	for _, tc := range []struct {
		lang, line string
		want       []string
	}{
		{"en", "We send at most {{1}} request every {{3}} seconds.", []string{
			`:1:37: warning: "{{3}} seconds" states 3s, a length of time that no value of the policy has (nearest: targets.council-web-pages.limits.default_interval = 2s)` + tail,
		}},
		{"en", "Founded in {{2019}}; we keep documents {{30}} days and answer within {{5}} working days, at most {{1}} request every {{1}}-second interval.", nil},
		{"en", "Bodies up to {{10}} MB, and {{2.5}} hours.", []string{
			`:1:14: warning: "{{10}} MB" states 10MB, a size that no value of the policy has` + tail,
			`:1:29: warning: "{{2.5}} hours" states 2h30m, a length of time that no value of the policy has (nearest: jobs.incremental-sync.cadence[3].every = 2h)` + tail,
		}},
		{"de", "Höchstens {{1.500}} Anfragen, Pausen von {{2,5}} Sekunden und {{24}} Stunden.", []string{
			`:1:11: warning: "{{1.500}} Anfragen" states 1500, a count that no value of the policy has (nearest: jobs.photos.caps[0].max = 500)` + tail,
			`:1:42: warning: "{{2,5}} Sekunden" states 2.5s, a length of time that no value of the policy has (nearest: targets.council-web-pages.limits.default_interval = 2s)` + tail,
		}},
		{"fr", "Au plus {{5 000}} requêtes, et {{45}} minutes avant la séance ; {{10 Mo}}.", []string{
			`:1:9: warning: "{{5 000}} requêtes" states 5000, a count that no value of the policy has (nearest: jobs.photos.caps[0].max = 500)` + tail,
			`:1:65: warning: "{{10 Mo}}" states 10MB, a size that no value of the policy has` + tail,
		}},
		{"pl", "Najwyżej {{1}} żądanie na {{7}} dni, a dokumenty po {{31}} dniach.", []string{
			`:1:53: warning: "{{31}} dniach" states 31d, a length of time that no value of the policy has (nearest: jobs.document-checks.delete_after = 30d)` + tail,
		}},
	} {
		p, err := policy.Load(os.DirFS("../examples/civic-ingestor"), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		file := "locales/" + tc.lang + "/fetching.md"
		site := fstest.MapFS{file: {Data: []byte("Intro.\n" + tc.line + "\n")}}
		var got []string
		for _, w := range literalQuantities(site, "site", p) {
			got = append(got, w.String())
		}
		var want []string
		for _, w := range tc.want {
			// The line is the file's second.
			want = append(want, "site/"+file+":2"+strings.TrimPrefix(w, ":1"))
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s %q:\ngot\n%s\nwant\n%s", tc.lang, tc.line, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// TestLiteralQuantityUnpublished: a literal that states the value the policy keeps unpublished
// publishes it: a warning naming the key.
func TestLiteralQuantityUnpublished(t *testing.T) {
	src, err := os.ReadFile("../examples/civic-ingestor/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	p, err := policy.Parse(append([]byte("unpublished = [\"/jobs/live-streams/cadence/0/until_after\"]\n"), src...), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	site := fstest.MapFS{"locales/en/data.md": {Data: []byte("Streams are fetched up to {{10}} hours after they start.\n")}}
	var got []string
	for _, w := range literalQuantities(site, "", p) {
		got = append(got, w.String())
	}
	want := []string{`locales/en/data.md:1:27: warning: "{{10}} hours" states 10h, the value of jobs.live-streams.cadence[0].until_after, which the policy keeps unpublished: leave it out of the prose, or take jobs.live-streams.cadence[0].until_after out of unpublished`}
	if !slices.Equal(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestLiteralQuantityBuild: build prints the warning with the policy's, and with Strict refuses
// the site with it.
func TestLiteralQuantityBuild(t *testing.T) {
	site := exampleFS(t, "civic-ingestor", map[string]string{
		"locales/en/fetching.md": "We send at most {{1}} request every {{3}} seconds.\n",
	})
	want := `civic/locales/en/fetching.md:1:37: warning: "{{3}} seconds" states 3s`
	opts := defaults()
	opts.Site, opts.SiteName = site, "civic"
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.HasPrefix(w, want) }) {
		t.Errorf("warnings:\n%s\nwant one starting %s", strings.Join(res.Warnings, "\n"), want)
	}
	opts.Strict = true
	_, err = Build(opts)
	var be *BuildError
	if !errors.As(err, &be) || !slices.ContainsFunc(be.Problems, func(w string) bool { return strings.HasPrefix(w, strings.Replace(want, "warning: ", "", 1)) }) {
		t.Errorf("strict: %v, want a problem starting %s", err, strings.Replace(want, "warning: ", "", 1))
	}
}

// TestLiteralQuantityAsWritten (t35c; new-user trial 30, F-15): the warning restates a literal's
// quantity in the unit it is written in ("{{7 days}}" states 7d, not 1w, in every language), and
// names the nearest value only where policy.toml writes that value in the same unit: the quota's
// period of 24h is the nearest number to 7 days, not the nearest fact, and is left out; a retry
// after 6h is still named beside 9 hours. Failed before: "states 1w … (nearest:
// limits.quotas[0].period = 24h)".
func TestLiteralQuantityAsWritten(t *testing.T) {
	p, err := policy.Load(os.DirFS("testdata/trial30"), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	tail := ": the page states the policy's values itself: write here the value of the key that states this fact (docs/policy-reference.md lists the keys), or, where no key states it, leave the number out of the prose"
	for _, tc := range []struct{ lang, line, want string }{
		{"en", "The last good copy is kept for {{7 days}}.", `"{{7 days}}" states 7d, a length of time that no value of the policy has`},
		{"de", "Die letzte gute Kopie bleibt {{7 Tage}} in Gebrauch.", `"{{7 Tage}}" states 7d, a length of time that no value of the policy has`},
		{"fr", "La dernière copie valide reste utilisée {{7 jours}}.", `"{{7 jours}}" states 7d, a length of time that no value of the policy has`},
		{"pl", "Ostatnia poprawna kopia jest używana przez {{7}} dni.", `"{{7}} dni" states 7d, a length of time that no value of the policy has`},
		{"en", "We wait {{2}} weeks.", `"{{2}} weeks" states 2w, a length of time that no value of the policy has`},
		{"en", "We read it again after {{9}} hours.", `"{{9}} hours" states 9h, a length of time that no value of the policy has (nearest: jobs.daily.retry.delays[0] = 6h)`},
	} {
		file := "locales/" + tc.lang + "/fetching.md"
		site := fstest.MapFS{file: {Data: []byte(tc.line + "\n")}}
		var got []string
		for _, w := range literalQuantities(site, "", p) {
			got = append(got, w.Msg)
		}
		if want := tc.want + tail; len(got) != 1 || got[0] != want {
			t.Errorf("%s %q:\ngot  %q\nwant %q", tc.lang, tc.line, got, want)
		}
	}
}

// TestProseSaysDomain (t35c; new-user trial 27, F-18): where a limit is counted per "site"
// (gazette-bot's interval_key), English prose that says "domain" is a warning at the word (the
// first of each file), naming the key and interval_key = "domain"; with Strict, an error; prose
// in another language, or "subdomain", is none. Failed before: no warning.
func TestProseSaysDomain(t *testing.T) {
	want := `gazette/locales/en/fetching.md:3:33: warning: limits.interval_key: is "site", a site as the crawler groups its host names (package polite takes it to be the host name unless its caller names each URL's site, so two host names of one domain may each get the limit), but "domain" is in this line of the prose (want interval_key = "domain" where the limit holds for all host names of a registrable domain together; or another word here, such as "website", where a site is meant)`
	for _, tc := range []struct {
		name, file, text string
		want             []string
	}{
		{"en", "locales/en/fetching.md", "Intro.\n\nWe fetch the front page of each domain once a day.\nEach domain again.\n", []string{want}},
		{"subdomain", "locales/en/fetching.md", "Intro.\n\nWe fetch the front page of each subdomain once a day.\n", nil},
		{"de", "locales/de/fetching.md", "Einleitung.\n\nWir rufen die Startseite jeder Domain einmal täglich ab.\n", nil},
	} {
		opts := defaults()
		opts.Site, opts.SiteName = exampleFS(t, "gazette-bot", map[string]string{tc.file: tc.text}), "gazette"
		res, err := Build(opts)
		if err != nil {
			t.Fatal(err)
		}
		got := slices.DeleteFunc(slices.Clone(res.Warnings), func(w string) bool { return !strings.Contains(w, `"domain" is in`) })
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: warnings\n%s\nwant\n%s", tc.name, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
		if tc.want == nil {
			continue
		}
		opts.Strict = true
		_, err = Build(opts)
		var be *BuildError
		if !errors.As(err, &be) || !slices.Contains(be.Problems, strings.Replace(want, "warning: ", "", 1)) {
			t.Errorf("strict: %v, want the problem %s", err, strings.Replace(want, "warning: ", "", 1))
		}
	}
}
