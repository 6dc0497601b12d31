package generator

import (
	"os"
	"strings"
	"testing"
)

// TestRedirectsNotFollowedStated (new-user trial 29, F-12): limits.redirects = "not-followed"
// is stated among the limits, pointing at /limits/redirects, in four languages; before, the key
// was unknown and max_redirects = 0 refused, so a scanner that records a 3xx and moves on could
// not say so. sitegen diff names the change from at most 5 redirects to none in each language.
func TestRedirectsNotFollowedStated(t *testing.T) {
	const general = "concurrency_key = \"server\"\n\n[targets.official-sites]\n"
	notFollowed := [][2]string{{general, "concurrency_key = \"server\"\nredirects = \"not-followed\"\n\n[targets.official-sites]\n"}}
	res := buildDirEdited(t, "../examples/gmina-bot", notFollowed)
	sentence := map[string]string{
		"en": "The crawler does not follow redirects.",
		"de": "Der Crawler folgt keinen Weiterleitungen.",
		"fr": "Aucune redirection n’est suivie.",
		"pl": "Robot nie podąża za przekierowaniami.",
	}
	lines := map[string][]string{}
	for lang, s := range sentence {
		lines[lang] = []string{"- " + s + "\n"}
		html := string(res.Files[lang+"/index.html"])
		if !strings.Contains(html, `data-policy="/limits/redirects"`) {
			t.Errorf("%s: no element points at /limits/redirects", lang)
		}
	}
	checkPageLines(t, res, lines)

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	five := [][2]string{{general, "concurrency_key = \"server\"\nmax_redirects = 5\n\n[targets.official-sites]\n"}}
	field := map[string]string{
		"en": "whether redirects are followed",
		"de": "ob der Crawler Weiterleitungen folgt",
		"fr": "le suivi des redirections",
		"pl": "czy robot podąża za przekierowaniami",
	}
	for lang := range sentence {
		text := string(reviewOfEdits(t, msgs, "../examples/gmina-bot", five, notFollowed, lang).Text())
		for _, w := range []string{"/limits/redirects", strings.TrimSuffix(sentence[lang], "."), field[lang]} {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the review does not say %q:\n%s", lang, w, text)
			}
		}
	}
}
