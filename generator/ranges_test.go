package generator

import (
	"strings"
	"testing"
)

// TestEqualRangeEnds: a range whose ends are equal (runs_per_year, a cap's min and max) is stated
// as that number, never "1 to 1 times a year", in every language, with each CLDR plural form the
// number takes; both ends stay on the page as values (checkEveryLanguage).
func TestEqualRangeEnds(t *testing.T) {
	job := func(runs, caps string) string {
		return `
[jobs.broad]
label = { en = "Broad crawl", de = "Breiter Sammellauf", fr = "Collecte large", pl = "Gromadzenie szerokie" }
agent = "bot"
runs_per_year = ` + runs + `
` + caps
	}
	cases := []struct {
		name, runs, caps string
		want             map[string][]string
	}{
		{"once a year", "{ min = 1, max = 1 }", "", map[string][]string{
			"en": {"| Broad crawl | `MinimalBot` | Once a year |"},
			"de": {"| Breiter Sammellauf | `MinimalBot` | einmal im Jahr |"},
			"fr": {"| Collecte large | `MinimalBot` | Une fois par an |"},
			"pl": {"| Gromadzenie szerokie | `MinimalBot` | raz w roku |"},
		}},
		{"three times a year", "{ min = 3, max = 3 }", "", map[string][]string{
			"en": {"| Broad crawl | `MinimalBot` | 3\u00a0times a year |"},
			"de": {"| Breiter Sammellauf | `MinimalBot` | 3-mal im Jahr |"},
			"fr": {"| Collecte large | `MinimalBot` | 3\u00a0fois par an |"},
			"pl": {"| Gromadzenie szerokie | `MinimalBot` | 3\u00a0razy w roku |"},
		}},
		{"five times a year (pl many)", "{ min = 5, max = 5 }", "", map[string][]string{
			"pl": {"| Gromadzenie szerokie | `MinimalBot` | 5\u00a0razy w roku |"},
		}},
		{"a cap of exactly 35 pages a year", "{ min = 1, max = 1 }", `caps = [{ min = 35, max = 35, unit = "pages", period = "365d", key = "site" }]
`, map[string][]string{
			"en": {"| Broad crawl | `MinimalBot` | Once a year | 35\u00a0pages per year per site |"},
			"de": {"| Breiter Sammellauf | `MinimalBot` | einmal im Jahr | 35\u00a0Seiten pro Jahr und Website |"},
			"fr": {"| Collecte large | `MinimalBot` | Une fois par an | 35\u00a0pages par an et par site |"},
			"pl": {"| Gromadzenie szerokie | `MinimalBot` | raz w roku | 35\u00a0stron w roku dla każdego serwisu |"},
		}},
		{"a cap of exactly one page a year", "{ min = 1, max = 1 }", `caps = [{ min = 1, max = 1, unit = "pages", period = "365d", key = "site" }]
`, map[string][]string{
			"en": {"| Broad crawl | `MinimalBot` | Once a year | One page per year per site |"},
			"de": {"| Breiter Sammellauf | `MinimalBot` | einmal im Jahr | eine Seite pro Jahr und Website |"},
			"fr": {"| Collecte large | `MinimalBot` | Une fois par an | 1\u00a0page par an et par site |"},
			"pl": {"| Gromadzenie szerokie | `MinimalBot` | raz w roku | 1\u00a0strona w roku dla każdego serwisu |"},
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := buildSmallest(t, []byte(job(c.runs, c.caps)))
			checkPageLines(t, res, c.want)
			for _, lang := range res.Policy.Site.Languages {
				page := string(res.Files[lang+"/index.md"])
				for _, bad := range []string{"1 to 1", "1- bis 1-mal", "de 1 à 1", "od 1 do 1", "35 to 35", "35 bis 35", "de 35 à 35", "od 35 do 35"} {
					if strings.Contains(strings.ToLower(page), strings.ToLower(bad)) {
						t.Errorf("%s/index.md says %q", lang, bad)
					}
				}
			}
			checkEveryLanguage(t, "ranges", res)
		})
	}
}
