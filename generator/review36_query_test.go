package generator

import (
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/robots"
)

// TestAnchoredQueryExample (English review 36, F8): under a snippet whose rule ends in "$", the
// example of a URL the rule does not block is that rule's URL with a query string
// ("/example.pdf?lang=en" for "/*.pdf$"), not a query string alone ("?format=pdf", which read as
// "/document?format=pdf", a URL the rule would not match in any case); and an RFC 9309 matcher
// allows the example while it disallows the same URL without the query string.
func TestAnchoredQueryExample(t *testing.T) {
	for paths, want := range map[string]string{
		"/*.pdf$":             "/example.pdf?lang=en",
		"/private$|/*.pdf$":   "/private?lang=en",
		"/intern/|/*/*.docx$": "/example/example.docx?lang=en",
	} {
		got := anchoredQueryExample(strings.Split(paths, "|"))
		if got != want {
			t.Errorf("%s: %q, want %q", paths, got, want)
		}
		var lines []string
		for _, p := range strings.Split(paths, "|") {
			lines = append(lines, "Disallow: "+p)
		}
		r := robots.Parse([]byte("User-agent: x\n"+strings.Join(lines, "\n")+"\n"), 1<<20)
		if !r.Decide("x", got).Allowed {
			t.Errorf("%s: the example %q is disallowed", paths, got)
		}
		if bare := strings.TrimSuffix(got, "?lang=en"); r.Decide("x", bare).Allowed {
			t.Errorf("%s: %q without its query string is allowed", paths, bare)
		}
	}
	res := buildExample(t, "civic-ingestor")
	for lang, want := range map[string]string{
		"en": "the same URL followed by a query string (such as `/example.pdf?lang=en`) is not blocked.",
		"de": "Dieselbe Adresse mit angehängten Abfrageparametern (z.\u00a0B. `/example.pdf?lang=en`) wird nicht gesperrt.",
		"fr": "la même adresse suivie de paramètres (par exemple `/example.pdf?lang=en`) n’est pas bloquée.",
		"pl": "ten sam adres z dołączonymi parametrami (np. `/example.pdf?lang=en`) nie jest blokowany.",
	} {
		if md := string(res.Files[lang+"/index.md"]); !strings.Contains(md, want) {
			t.Errorf("%s: the page does not say\n%s", lang, want)
		}
	}
}
