package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestReview45enCrawlDelayStated pins English review 45, F1 and F2: for an agent that does not
// obey robots.txt, agents.X.crawl_delay = "not-applied" written out or left out changes only what
// the page states (unset, it honours no Crawl-delay either): neutral, "Now stated …" and "No
// longer stated …: that …", never "it no longer honours … less polite" or the value
// “not-applied” with "more polite". German, French and Polish printed the same fault („gilt nicht
// mehr“, « ne sont plus espacées », „nie uwzględnia już”) and say the same as English.
func TestReview45enCrawlDelayStated(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "examples", "web-archive", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	const line = "robots_txt = \"not-read\"\n"
	if strings.Count(string(src), line) != 1 {
		t.Fatalf("web-archive does not hold %q once", line)
	}
	parse := func(s string) *policy.Policy {
		p, err := policy.Parse([]byte(s), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	unset := parse(string(src))
	stated := parse(strings.Replace(string(src), line, line+"crawl_delay = \"not-applied\"\n", 1))
	checkReviewSentences(t, "now stated", unset, stated, map[string][]string{
		"en": {"Now stated for heritrix/3.4.0: that it does not honour Crawl-delay lines in robots.txt (it does not obey robots.txt at all). This does not change how polite the crawler is."},
		"de": {"Neu angegeben für „heritrix/3.4.0“: Der Crawler beachtet keine Crawl-delay-Angabe in der robots.txt, ebenso wenig wie deren übrige Regeln. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
		"fr": {"Mention ajoutée pour «\u202fheritrix/3.4.0\u202f»\u202f: le fait que le robot, qui ne respecte pas robots.txt, ne tient pas non plus compte de la directive Crawl-delay. Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites."},
		"pl": {"Dodano dla robota „heritrix/3.4.0” informację, że robot nie uwzględnia wiersza Crawl-delay z pliku robots.txt – podobnie jak pozostałych reguł z tego pliku. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy."},
	})
	checkReviewSentences(t, "no longer stated", stated, unset, map[string][]string{
		"en": {"No longer stated for heritrix/3.4.0: that it does not honour Crawl-delay lines in robots.txt. This does not change how polite the crawler is."},
		"de": {"Nicht mehr angegeben für „heritrix/3.4.0“: dass der Crawler keine Crawl-delay-Angabe in der robots.txt beachtet. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
		"fr": {"Mention retirée pour «\u202fheritrix/3.4.0\u202f»\u202f: le fait que le robot ne tient pas compte de la directive Crawl-delay de robots.txt. Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites."},
		"pl": {"Usunięto dla robota „heritrix/3.4.0” informację, że robot nie uwzględnia wiersza Crawl-delay z pliku robots.txt. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy."},
	})
	changes, err := policy.Diff(unset, stated)
	if err != nil {
		t.Fatal(err)
	}
	if len(changes) != 1 || changes[0].Class != policy.ClassNeutral {
		t.Errorf("class of %+v: want one change, %s", changes, policy.ClassNeutral)
	}
}

// TestReview45enPage pins English review 45, F3: the agent's "not-applied" sentence stands after
// the affirmative Sitemap line, so it says no "either".
func TestReview45enPage(t *testing.T) {
	res := buildExampleEdited(t, "web-archive", [2]string{"robots_txt = \"not-read\"\n", "robots_txt = \"not-read\"\ncrawl_delay = \"not-applied\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"- It still reads the Sitemap lines of robots.txt to find URLs.\n- It does not honour Crawl-delay lines in robots.txt.\n"},
	})
}

// TestReview45enMessages pins English review 45, F4–F7, each failed before: F4 "still honours
// …, which it otherwise does not obey", not "although" attached to a "whether" clause; F5 the
// gender's languages before "of this person’s job titles", so that the value in brackets follows
// the titles; F6 "which is the default when no way is named", not "the way that applies when none
// is named"; F7 a usage token said with verbs.
func TestReview45enMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "en", []messageCase{
		{"diff.field.agent_crawl_delay", 0, nil, "whether it still honours a Crawl-delay line in robots.txt, which it otherwise does not obey"},
		{"diff.field_item.agent_crawl_delay", 0, nil, "whether it still honours a Crawl-delay line in robots.txt, which it otherwise does not obey"},
		{"diff.field.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		{"diff.field_item.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		{"diff.class.contact_request_via_kept_removed", 0, []any{"Via", plain("by e-mail")}, "This changes nothing for webmasters: they can still ask for this by e-mail, the default channel when none is stated."},
		{"diff.field.usage_token", 0, nil, "a product token that controls how the fetched pages may be used, not whether they are fetched"},
		{"diff.field_item.usage_token", 0, nil, "a product token that controls how the fetched pages may be used, not whether they are fetched"},
	})
}
