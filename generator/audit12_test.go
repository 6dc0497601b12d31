package generator

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
)

// countryGermany is network.country = "DE" as each page states it.
var countryGermany = map[string]string{
	"en": "Country of origin of the requests: Germany.",
	"de": "Herkunftsland der Anfragen: Deutschland.",
	"fr": "Pays d’origine des requêtes\u202f: Allemagne.",
	"pl": "Kraj, z którego wysyłane są żądania: Niemcy.",
}

// TestNetworkCountryAlone (audit 12, item 4): network.country is a fact of its own. Where the
// policy states it and says nothing of the addresses (neither lists them nor says they are not
// published), the page states the country, with its value pointer, in every language; before,
// it was stated only beside network.unpublished = true, and validate refused the policy with
// "no page … states its value (DE) …; please report it".
func TestNetworkCountryAlone(t *testing.T) {
	res := buildSmallestExample(t, "\n[network]\ncountry = \"DE\"\n")
	for lang, w := range countryGermany {
		page := string(res.Files[lang+"/index.md"])
		if !strings.Contains(page, "\n"+w+"\n") {
			t.Errorf("%s/index.md lacks the paragraph %q:\n%s", lang, w, page)
		}
		if strings.Contains(string(res.Files[lang+"/index.html"]), "/network/unpublished") {
			t.Errorf("%s/index.html speaks of unpublished addresses, which the policy does not state", lang)
		}
	}
	checkEveryLanguage(t, "country-alone", res)
	if findings := Verify(res, "public"); len(findings) > 0 {
		t.Errorf("Verify: %q", findings)
	}
}

// TestNetworkCountryNoArticle (audit 13): a country whose English name takes an article stands
// after a colon, where it needs none, in every language; before, the English page read "Requests
// come from United States.".
func TestNetworkCountryNoArticle(t *testing.T) {
	for _, c := range []struct {
		code string
		want map[string]string
	}{
		{"US", map[string]string{
			"en": "Country of origin of the requests: United States.",
			"de": "Herkunftsland der Anfragen: Vereinigte Staaten.",
			"fr": "Pays d’origine des requêtes\u202f: États-Unis.",
			"pl": "Kraj, z którego wysyłane są żądania: Stany Zjednoczone.",
		}},
		{"NL", map[string]string{
			"en": "Country of origin of the requests: Netherlands.",
			"de": "Herkunftsland der Anfragen: Niederlande.",
			"fr": "Pays d’origine des requêtes\u202f: Pays-Bas.",
			"pl": "Kraj, z którego wysyłane są żądania: Holandia.",
		}},
	} {
		res := buildSmallestExample(t, "\n[network]\ncountry = \""+c.code+"\"\n")
		for _, lang := range []string{"en", "de", "fr", "pl"} {
			if page := string(res.Files[lang+"/index.md"]); !strings.Contains(page, "\n"+c.want[lang]+"\n") {
				t.Errorf("%s, %s/index.md lacks the paragraph %q:\n%s", c.code, lang, c.want[lang], page)
			}
		}
		checkEveryLanguage(t, "country "+c.code, res)
	}
}

// TestValidateNeverAsksForAReport (audit 12, P2): policies that an audit's probe found refused
// with "this sitegen cannot state it as written; please report it" are either stated (validate
// and the build's proofs pass) or refused by a rule that names the key and what would be right.
// The check is the one `sitegen validate` runs: policy.Parse, the snippet proofs, Build, Verify.
func TestValidateNeverAsksForAReport(t *testing.T) {
	for _, tc := range []struct {
		name, example string
		edit          [2]string
		want          string // the validate error expected, "" for a policy that is valid
	}{
		{
			name:    "country without a word on the addresses",
			example: "triple-fetchers",
			edit:    [2]string{"[network]\nunpublished = true\n", "[network]\n"},
		},
		{
			name:    "what an exception may cover, without written approval",
			example: "civic-ingestor",
			edit:    [2]string{"[commitments.exceptions]\nwritten_approval = true\n", "[commitments.exceptions]\n"},
			want:    `commitments.exceptions.for: is set, but commitments.exceptions.written_approval is not (for says what an exception that needs the site's written approval may cover: set written_approval = true, or leave for out)`,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join("..", "examples", tc.example)
			src, err := os.ReadFile(filepath.Join(dir, "policy.toml"))
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Count(src, []byte(tc.edit[0])) != 1 {
				t.Fatalf("%s does not hold %q once", dir, tc.edit[0])
			}
			src = bytes.Replace(src, []byte(tc.edit[0]), []byte(tc.edit[1]), 1)
			var problems []string
			p, err := policy.Parse(src, "policy.toml")
			switch {
			case err != nil:
				problems = strings.Split(err.Error(), "\n")
			default:
				problems = ProveSnippets(p, "policy.toml")
				if len(problems) > 0 {
					break
				}
				opts := defaults()
				opts.Site = overlay{fstest.MapFS{"policy.toml": {Data: src}}, os.DirFS(dir)}
				res, err := Build(opts)
				if err != nil {
					t.Fatalf("build: %v", err)
				}
				problems = Verify(res, "public")
			}
			for _, pr := range problems {
				if strings.Contains(pr, "please report it") {
					t.Errorf("validate asks for a report: %s", pr)
				}
			}
			if tc.want == "" {
				if len(problems) > 0 {
					t.Errorf("want a valid policy, got:\n%s", strings.Join(problems, "\n"))
				}
				return
			}
			found := false
			for _, pr := range problems {
				found = found || strings.HasSuffix(pr, tc.want)
			}
			if !found {
				t.Errorf("want a problem ending in\n%s\ngot:\n%s", tc.want, strings.Join(problems, "\n"))
			}
		})
	}
}

// TestNetworkCountryBeforeVerification (audit 13): where the addresses are listed, the country
// comes before the sentence that leads into the list ("… check its IP address against this
// list."), never between that sentence and the list.
func TestNetworkCountryBeforeVerification(t *testing.T) {
	res := buildSmallestExample(t, "\n[network]\ncountry = \"DE\"\n\n[[network.addresses]]\nprefix = \"203.0.113.200\"\n")
	for lang, w := range countryGermany {
		page := string(res.Files[lang+"/index.md"])
		country, list := strings.Index(page, "\n"+w+"\n"), strings.Index(page, "203.0.113.200")
		if country < 0 || list < 0 {
			t.Fatalf("%s/index.md lacks the country %q or the address:\n%s", lang, w, page)
		}
		between := page[country+len(w)+2 : list]
		// Only the verification sentence (and the list's own syntax) stands between them.
		if paras := strings.Count(strings.TrimSpace(between), "\n\n"); paras != 1 {
			t.Errorf("%s/index.md: between the country and the list, want the verification sentence alone, got %q", lang, between)
		}
	}
	checkEveryLanguage(t, "country-with-addresses", res)
}
