package generator

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"
)

// buildSmallestExample builds testdata/smallest/policy.toml marked as an example (documentation
// addresses are allowed only then), with extra appended to it.
func buildSmallestExample(t *testing.T, extra string) *Result {
	t.Helper()
	return buildSmallestExampleOpts(t, extra, defaults())
}

// buildSmallestExampleOpts is buildSmallestExample with options (an epoch, say).
func buildSmallestExampleOpts(t *testing.T, extra string, opts Options) *Result {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	src = bytes.Replace(src, []byte("last_changed = 2026-12-01\n"), []byte("last_changed = 2026-12-01\nexample = true\n"), 1)
	opts.Site = fstest.MapFS{"policy.toml": {Data: append(src, extra...)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	return res
}

// TestNetworkSets: addresses and host names with a purpose, the agents they serve and a period
// of use, and verification by reverse DNS names of several forms, stated word for word in every
// language, each with its values' pointers.
func TestNetworkSets(t *testing.T) {
	const agents = `
[agents.test]
token = "MinimalTest"
`
	cases := []struct {
		name  string
		extra string
		want  map[string][]string
	}{
		{
			name: "host names only",
			extra: `
[network]
unpublished = true

[[network.host_names]]
pattern = "*.crawl.minimal.example"
example = "a1.crawl.minimal.example"
`,
			want: map[string][]string{
				"en": {
					"The operator does not publish its IP addresses.",
					"The User-Agent names the crawler, but anyone can send it: to verify that a request comes from the crawler, look up the reverse DNS name of its IP address, which must have the form below and resolve back to the same address.",
					"An asterisk `*` stands for any sequence of letters, digits, hyphens and dots.",
					"- `*.crawl.minimal.example` (for example, `a1.crawl.minimal.example`)",
				},
				"de": {
					"Ob eine Anfrage tatsächlich vom Crawler stammt, prüfen Sie über den Reverse-DNS-Namen ihrer IP-Adresse: Er muss die unten angegebene Form haben und wieder in dieselbe Adresse aufgelöst werden.",
					"- `*.crawl.minimal.example` (zum Beispiel `a1.crawl.minimal.example`)",
				},
				"fr": {
					"- `*.crawl.minimal.example` (par exemple `a1.crawl.minimal.example`)",
					"L’astérisque `*` représente une suite quelconque de lettres, de chiffres, de traits d’union et de points.",
				},
				"pl": {
					"- `*.crawl.minimal.example` (np. `a1.crawl.minimal.example`)",
					"nazwa z tego rekordu musi mieć postać podaną poniżej, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres.",
				},
			},
		},
		{
			name: "sets with a purpose",
			extra: agents + `
[[network.addresses]]
prefix = "192.0.2.0/26"
agents = ["bot"]
from = 2026-03-01

[[network.addresses]]
prefix = "192.0.2.70"
agents = ["bot"]
purpose = "test"
until = 2027-06-30

[[network.addresses]]
prefix = "192.0.2.90"
purpose = "key-verification"
from = 2026-01-01
until = 2026-12-31

[[network.addresses]]
prefix = "2001:db8::/48"

[[network.host_names]]
pattern = "robot-*.minimal.example"
agents = ["bot", "test"]

[[network.host_names]]
pattern = "robot-test-*.minimal.example"
agents = ["bot"]
purpose = "test"

[[network.host_names]]
pattern = "keys.minimal.example"
purpose = "key-verification"
`,
			want: map[string][]string{
				"en": {
					"- `192.0.2.0/26`, used by `MinimalBot` (in use from 1 March 2026)",
					"- `192.0.2.70/32`, used by the test version of `MinimalBot` (in use until 30 June 2027)",
					"- `192.0.2.90/32`, used not for crawling but only to fetch the key file that a site publishes to confirm its IndexNow key, with one request per key check (in use from 1 January 2026 to 31 December 2026)",
					"- `2001:db8::/48`, used by every crawler",
					"The User-Agent names the crawler, but anyone can send it: to verify that a request comes from `MinimalBot` or `MinimalTest`, check its IP address against the list above, or look up the address’s reverse DNS name, which must have one of the forms below and resolve back to the same address.",
					"- `robot-*.minimal.example`, for `MinimalBot` and `MinimalTest`",
					"- `robot-test-*.minimal.example`, for the test version of `MinimalBot`",
					"- `keys.minimal.example`, for the addresses that only request the key file with which a site confirms its IndexNow key",
				},
				"de": {
					"- `192.0.2.0/26`, genutzt von `MinimalBot` (ab dem 1. März 2026)",
					"- `192.0.2.70/32`, genutzt von der Testversion von `MinimalBot` (bis zum 30. Juni 2027)",
					"(vom 1. Januar 2026 bis zum 31. Dezember 2026)",
				},
				"fr": {
					"- `192.0.2.70/32`, utilisée par la version de test de `MinimalBot` (jusqu’au 30\u00a0juin 2027)",
					"(du 1er\u00a0janvier 2026 au 31\u00a0décembre 2026)",
				},
				"pl": {
					"- `192.0.2.0/26` – używany przez robota `MinimalBot` (od 1\u00a0marca 2026\u00a0r.)",
					"- `robot-test-*.minimal.example` – dla wersji testowej robota `MinimalBot`",
				},
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := buildSmallestExample(t, c.extra)
			checkPageLines(t, res, c.want)
			checkEveryLanguage(t, c.name, res)
		})
	}
}
