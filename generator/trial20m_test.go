package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// buildTrial20 builds testdata/trial20/policy.toml, the new user's policy of trial 20 (two
// crawlers; general limits that state conditional requests alone; a Crawl-delay honoured up to 10
// seconds, nothing said of a longer one), with each edit (old, new) applied once.
func buildTrial20(t *testing.T, edits ...[2]string) *Result {
	t.Helper()
	return buildTestdata(t, "trial20", edits...)
}

// buildTestdata builds testdata/DIR/policy.toml, a new user's policy kept as written, with each
// edit's first string, found exactly once, replaced by its second.
func buildTestdata(t *testing.T, dir string, edits ...[2]string) *Result {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", dir, "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	for _, e := range edits {
		if strings.Count(s, e[0]) != 1 {
			t.Fatalf("the policy does not hold %q once", e[0])
		}
		s = strings.Replace(s, e[0], e[1], 1)
	}
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(s)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	return res
}

// TestCrawlDelayLongerUnstated: with crawl_delay_max and no crawl_delay_above_max, the page says
// a Crawl-delay line is honoured up to the cap and nothing of a longer value, in the robots.txt
// section and under "Slowing the crawlers down" (new-user trial 20, finding 18: "a longer value
// counts as 10 seconds" stated a default); stated, it says what the operator chose.
func TestCrawlDelayLongerUnstated(t *testing.T) {
	res := buildTrial20(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"- A Crawl-delay line is honoured up to 10\u00a0seconds.\n", "Values are honoured up to 10\u00a0seconds."},
		"de": {"- Eine Crawl-delay-Angabe wird bis zu 10\u00a0Sekunden beachtet.\n", "Werte bis zu 10\u00a0Sekunden werden beachtet."},
		"fr": {"- Les valeurs de Crawl-delay sont respectées jusqu’à 10\u00a0secondes.\n", "Les valeurs sont respectées jusqu’à 10\u00a0secondes."},
		"pl": {"- Wartości z wierszy Crawl-delay są uwzględniane do 10\u00a0sekund.\n", "Uwzględniane są wartości do 10\u00a0sekund."},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"counts as"}, "de": {"zählt als"}, "fr": {"ramenée à"}, "pl": {"liczy się jako"},
	})
	checkEveryLanguage(t, "crawl_delay_above_max unset", res)
	res = buildTrial20(t, [2]string{"crawl_delay_max = \"10s\"\n", "crawl_delay_max = \"10s\"\ncrawl_delay_above_max = \"capped\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"- A Crawl-delay line is honoured up to 10\u00a0seconds; a longer value counts as 10\u00a0seconds.\n", "Values are honoured up to 10\u00a0seconds; a longer one counts as 10\u00a0seconds."},
	})
}

// TestNoRateNoPointer: general limits that state no rate, number at a time or quota (only
// conditional requests) are not pointed at for how often and how much: no "These limits apply
// separately to each crawler", no "No limits of its own: the general limits … apply" in the
// table of jobs (new-user trial 20, finding 6). With a rate, both are said.
func TestNoRateNoPointer(t *testing.T) {
	res := buildTrial20(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"- Requests are conditional (`If-None-Match` and `If-Modified-Since`)"},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"These limits apply separately", "No limits of its own"},
		"de": {"Diese Limits gelten für jeden Crawler", "Keine eigenen Limits"},
		"fr": {"Aucune limite propre"},
		"pl": {"Brak własnych limitów"},
	})
	checkEveryLanguage(t, "no general rate", res)
	res = buildTrial20(t, [2]string{"[limits]\n", "[limits]\nmin_interval = \"5s\"\ninterval_key = \"site\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"This limit applies separately to each crawler on this page", "No limits of its own: the general limits under “How often and how much” apply."},
	})
}

// TestSlowDownNamesEveryCrawler: where the general robots.txt handling honours Crawl-delay for two
// crawlers, "Slowing the crawlers down" names both, and its example has a group for each (new-user
// trial 20, finding 15: it named only the first).
func TestSlowDownNamesEveryCrawler(t *testing.T) {
	res := buildTrial20(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"To slow down `PriceScoutBot` and `PriceScoutCheck`, add a Crawl-delay line to their groups in robots.txt.",
			"User-agent: PriceScoutBot\nCrawl-delay: 10\n\nUser-agent: PriceScoutCheck\nCrawl-delay: 10\n"},
		"de": {"`PriceScoutBot` und `PriceScoutCheck`"},
		"fr": {"`PriceScoutBot` et `PriceScoutCheck`"},
		"pl": {"`PriceScoutBot` i `PriceScoutCheck`"},
	})
	checkEveryLanguage(t, "two crawlers slowed down", res)
}

// TestCheckNamesStaleLine: a stale file is named with its first line that differs from the
// build's, each side quoted from a little before the difference: a page re-dated by a later
// SOURCE_DATE_EPOCH says which date (new-user trial 20, finding 14: check named eight stale pages
// and no reason). A file that is not text, or far larger than the build's, is named alone.
func TestCheckNamesStaleLine(t *testing.T) {
	files := Files{
		"en/index.md": []byte("# Policy\n\nLast updated: 5 December 2026.\n\nGenerated by sitegen.\n"),
		"short.md":    []byte("a\nb\n"),
		"long.md":     []byte("a\nb\nc\n"),
		"bin.png":     []byte("\x89PNG\x00\x01"),
	}
	out := fstest.MapFS{
		"en/index.md": {Data: []byte("# Policy\n\nLast updated: 1 December 2026.\n\nGenerated by sitegen.\n")},
		"short.md":    {Data: []byte("a\nb\nc\n")},
		"long.md":     {Data: []byte("a\nb\n")},
		"bin.png":     {Data: []byte("\x89PNG\x00\x02")},
	}
	got, err := Check(out, "public", files, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`public/bin.png: stale (sitegen build writes it again)`,
		`public/en/index.md: stale (sitegen build writes it again): line 3 is "Last updated: 1 December 2026.", the build writes "Last updated: 5 December 2026."`,
		`public/long.md: stale (sitegen build writes it again): the file ends at line 3, where the build writes "c"`,
		`public/short.md: stale (sitegen build writes it again): line 3 is "c", where the build's file ends`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Check:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
