package policy

import (
	"math/rand/v2"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// TestLabelNumberWithUnit: a number with a unit or multiplier right after it is a quantity, refused
// as a number standing alone is; digits within a name stay (new-user trial 12, item 8).
func TestLabelNumberWithUnit(t *testing.T) {
	for in, want := range map[string]string{
		"One request per 5s":        "5s",
		"Max 10MB":                  "10MB",
		"Quiet until 6am":           "6am",
		"Quiet until 6a.m.":         "6a.m",
		"2x slower":                 "2x",
		"Evening shopping peak 18h": "18h",
		"Pic de 18h30":              "18h",
		"10k pages":                 "10k",
		"Wait 3d":                   "3d",
		"1st pass":                  "1st",
		"Le 1er passage":            "1er",
		"Pause 5min.":               "5min",
		"Max 500KiB":                "500KiB",
		"Limit 2req":                "2req",
	} {
		if got, unit := labelNumber(in); got != want || !unit {
			t.Errorf("labelNumber(%q) = %q, %v; want %q, true", in, got, unit, want)
		}
	}
	for _, in := range []string{"MJ12bot", "360Spider", "Crawler4j", "3D models", "4K video", "Web3 index", "5G probe", "Galaxy X2", "x86 builds"} {
		if got, _ := labelNumber(in); got != "" {
			t.Errorf("labelNumber(%q) = %q, want none (a digit within a name)", in, got)
		}
	}
	if got, unit := labelNumber("Evening peak 18"); got != "18" || unit {
		t.Errorf("labelNumber(\"Evening peak 18\") = %q, %v; want \"18\", false", got, unit)
	}
}

// TestBaseURLSuggestion: the form CheckBaseURL suggests mends every fault at once, so that it is
// valid itself (new-user trial 12, item 12: three runs for one URL, each suggestion still invalid).
func TestBaseURLSuggestion(t *testing.T) {
	checkBaseURLCases(t, map[string]string{
		"http://Kestrel-Prices.example:443/bot": `"http://Kestrel-Prices.example:443/bot" is not an https URL (the site must be served over https: write "https://kestrel-prices.example/bot/")`,
		"http://crawler.example:80/a/../bot":    `"http://crawler.example:80/a/../bot" is not an https URL (the site must be served over https: write "https://crawler.example/bot/")`,
		"https://u@Crawler.example/bot":         `"https://u@Crawler.example/bot" has user information, which a published URL must not carry (write "https://crawler.example/bot/")`,
		"https://crawler.example/bot?x=1":       `"https://crawler.example/bot?x=1" has a query or a fragment, which the pages' relative links would drop (want the URL of the site's folder: write "https://crawler.example/bot/")`,
		"https://Crawler.example:443/bot":       `"https://Crawler.example:443/bot" is not in normal form (RFC 3986 §6.2.2: write "https://crawler.example/bot/")`,
		"https://crawler.example/bot":           `"https://crawler.example/bot" must end in "/" (the pages link relative to it: write "https://crawler.example/bot/")`,
		"http://crawler.example:8080/bot/":      `"http://crawler.example:8080/bot/" is not an https URL (the site must be served over https: write "https://crawler.example:8080/bot/")`,
	})
}

// TestNumberRuns: numberRuns finds what the expression it stands for finds, run by run, in
// labels with digits of several scripts, superscripts, fractions, Roman numerals, separators at
// either end or doubled, and bytes that are not UTF-8; and in 20,000 random strings of such
// characters.
func TestNumberRuns(t *testing.T) {
	re := regexp.MustCompile(`\p{N}+(?:[.,:\x{00A0}\x{202F}]\p{N}+)*`)
	check := func(s string) {
		t.Helper()
		var got [][]int
		for start, end := range numberRuns(s) {
			got = append(got, []int{start, end})
		}
		if want := re.FindAllStringIndex(s, -1); !reflect.DeepEqual(got, want) {
			t.Errorf("numberRuns(%q) = %v, want %v", s, got, want)
		}
	}
	for _, s := range []string{
		"", "a", "1", "12", "1.5", "1..5", ".5", "5.", "1,000,000", "18:30", "10\u00a0000", "10\u202f000",
		"10\u2009000", "x²", "½ day", "Ⅻ", "٣٤٥", "१२.३", "MJ12bot", "every 5s, 10MB", "1.2.3.", ",,1,,",
		"\xff1\xfe2", "1\xff.2", "3.\xff4", "Evening peak 18",
	} {
		check(s)
	}
	alphabet := []rune{'1', '9', '.', ',', ':', '\u00a0', '\u202f', 'a', ' ', '²', '½', 'Ⅻ', '٣', 'é'}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteRune(alphabet[rng.IntN(len(alphabet))])
		}
		if rng.IntN(10) == 0 {
			b.WriteByte(0xff)
		}
		check(b.String())
	}
}

// checkBaseURLCases checks CheckBaseURL's error for each URL against its exact text, and that the
// URL the error suggests ('write "…"') is valid itself.
func checkBaseURLCases(t *testing.T, cases map[string]string) {
	t.Helper()
	for in, want := range cases {
		err := CheckBaseURL(in)
		if err == nil || err.Error() != want {
			t.Errorf("CheckBaseURL(%q) = %v\nwant %s", in, err, want)
			continue
		}
		if i := strings.LastIndex(want, `write "`); i >= 0 {
			s := want[i+len(`write "`):]
			s = s[:strings.IndexByte(s, '"')]
			if err := CheckBaseURL(s); err != nil {
				t.Errorf("the suggestion %q for %q is invalid itself: %v", s, in, err)
			}
		}
	}
}
