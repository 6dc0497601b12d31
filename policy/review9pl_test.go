package policy

import "testing"

// titlePluralTests break the rules of site.title_plural: the languages in which the title is a
// plural, each one of site.languages, once (review 8: pl 16).
var titlePluralTests = []badPolicy{
	{
		name:  "site/title_plural not a language of the site",
		edits: []edit{replace(`title = { en = "Example crawler", de = "Beispiel-Crawler" }`, `title = { en = "Example crawler", de = "Beispiel-Crawler" }`+"\ntitle_plural = [\"pl\"]")},
		want: []string{
			`policy.toml:8:17: site.title_plural[0]: "pl" is not one of site.languages (want the languages in which site.title is a plural, e.g. ["pl"] for "Roboty Chatwork")`,
		},
	},
	{
		name:  "site/title_plural twice",
		edits: []edit{replace(`title = { en = "Example crawler", de = "Beispiel-Crawler" }`, `title = { en = "Example crawlers", de = "Beispiel-Crawler" }`+"\ntitle_plural = [\"en\", \"en\"]")},
		want: []string{
			`policy.toml:8:23: site.title_plural[1]: "en" is listed twice`,
		},
	},
}

func TestTitlePluralRules(t *testing.T) { runBadPolicies(t, titlePluralTests) }

// TestTitleNumber: the title's number as a count for a plural message, by language.
func TestTitleNumber(t *testing.T) {
	s := Site{TitlePlural: []string{"pl"}}
	for lang, want := range map[string]int{"pl": 2, "en": 1} {
		if got := s.TitleNumber(lang); got != want {
			t.Errorf("TitleNumber(%q) = %d, want %d", lang, got, want)
		}
	}
}
