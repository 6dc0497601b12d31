package generator

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tripleFetchNotRead is the edit of tidy 28's reproduction (triple-fetchers): ExampleFetch does not
// read robots.txt, and the snippet that named it goes.
var tripleFetchNotRead = [][2]string{
	{"fetches = [\"named-url\"]\nuses_sitemaps = true\ngroup_matching = \"rfc9309\"\nsitemap_xml = true\nfollows_links = \"one-level\"\nsitemaps_first = true\napproval_before_fetch = true\non_disallow = [\"skip-path\"]\n",
		"fetches = [\"named-url\"]\nrobots_txt = \"not-read\"\nnot_read_because = \"user-request\"\nrefuse_with = [403]\nfollows_links = \"one-level\"\napproval_before_fetch = true\n"},
	{"[snippets.all]\nlabel = { de = \"Alle drei Crawler aussperren\", en = \"Block all three crawlers from the whole site\", fr = \"Exclure les trois robots\", pl = \"Całkowita blokada wszystkich trzech robotów\" }\nagents = [\"example-fetch\", \"example-watch\", \"example-workflow\"]\npaths = [\"/\"]\n", ""},
}

// TestCrawlDelayIgnoredAdvisesRobotsTxtForReaders (tidy 28): where Crawl-delay is ignored and no
// slower rate is offered, the slow-down section advised "shut them out in robots.txt" for every
// crawler, one that does not read robots.txt included. It now advises robots.txt for the crawlers
// a group reaches, named, and for none where none reads it; the mailbox for all of them. Where
// every crawler reads robots.txt, the sentence stays as it was.
func TestCrawlDelayIgnoredAdvisesRobotsTxtForReaders(t *testing.T) {
	allRead := buildExampleEdited(t, "triple-fetchers")
	checkPageLines(t, allRead, map[string][]string{
		"en": {"The crawlers ignore Crawl-delay lines in robots.txt. To stop them, shut them out in robots.txt or write to "},
		"de": {"Um die Abrufe zu beenden, sperren Sie die Crawler über die robots.txt aus oder schreiben Sie an "},
		"fr": {"Pour les arrêter, excluez-les au moyen de robots.txt ou écrivez à "},
		"pl": {"Można je natomiast zablokować w pliku robots.txt albo poprosić o zaprzestanie pobierania z Państwa serwisu, pisząc na adres "},
	})

	some := buildExampleEdited(t, "triple-fetchers", tripleFetchNotRead...)
	email := "[`robots@sovereign.example`](<mailto:robots@sovereign.example>)"
	checkPageLines(t, some, map[string][]string{
		"en": {"The crawlers ignore Crawl-delay lines in robots.txt. To stop them, write to " + email + ". `ExampleWatch` and `ExampleWorkflow` can also be shut out in robots.txt."},
		"de": {"Crawl-delay-Zeilen in der robots.txt werten die Crawler nicht aus. Um die Abrufe zu beenden, schreiben Sie an " + email + ". Die Crawler `ExampleWatch` und `ExampleWorkflow` können Sie außerdem über die robots.txt aussperren."},
		"fr": {"Les robots ne respectent pas la directive Crawl-delay de robots.txt. Pour les arrêter, écrivez à " + email + ". Les robots `ExampleWatch` et `ExampleWorkflow` peuvent en outre être exclus au moyen de robots.txt."},
		"pl": {"Roboty nie uwzględniają wierszy Crawl-delay w pliku robots.txt. Można natomiast poprosić o zaprzestanie pobierania z Państwa serwisu, pisząc na adres " + email + ". Ponadto roboty `ExampleWatch` i `ExampleWorkflow` można zablokować w pliku robots.txt."},
	})
	checkEveryLanguage(t, "some-not-read", some)

	// No crawler reads robots.txt: the mailbox alone. The snippets go (none could name a crawler).
	src, err := os.ReadFile(filepath.Join("..", "examples", "triple-fetchers", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	snippets := string(src[bytes.Index(src, []byte("[snippets.watch-parts]")):])
	unattended := string(src[bytes.Index(src, []byte("[snippets.all-unattended]")):bytes.Index(src, []byte("[snippets.all]\n"))])
	none := buildExampleEdited(t, "triple-fetchers", append(tripleFetchNotRead,
		[2]string{snippets, ""},
		[2]string{unattended, ""},
		[2]string{"on_disallow = [\"stop-observation\"]\n# The seed: blocking by robots.txt as RFC 9309 has it; the \"*\" group applies where none of their\n# own groups exists.\ngroup_matching = \"rfc9309\"\n",
			"robots_txt = \"not-read\"\nnot_read_because = \"terms-of-service\"\n"},
		[2]string{"robots_txt_check = \"before-every-run\"\ngroup_matching = \"rfc9309\"\n", "robots_txt = \"not-read\"\nnot_read_because = \"terms-of-service\"\n"},
		[2]string{"on_disallow = [\"stop-run\", \"report-to-customer\"]\n", ""},
		[2]string{"check = \"before-every-fetch\"\n", ""},
		// Read by no crawler: refused (new-user trial 31, F-22).
		[2]string{"cache_for = \"1h\"\ntakes_effect_within = \"1h\"\nmax_size = \"500KiB\"\n", ""},
	)...)
	checkPageLines(t, none, map[string][]string{
		"en": {"The crawlers ignore Crawl-delay lines in robots.txt. To stop them, write to " + email + ".\n"},
		"de": {"Crawl-delay-Zeilen in der robots.txt werten die Crawler nicht aus. Um die Abrufe zu beenden, schreiben Sie an " + email + ".\n"},
		"fr": {"Pour les arrêter, écrivez à " + email + ".\n"},
		"pl": {"Można natomiast poprosić o zaprzestanie pobierania z Państwa serwisu, pisząc na adres " + email + ".\n"},
	})
	checkEveryLanguage(t, "none-read", none)

	// Neither page advises robots.txt for the crawlers as a whole in the slow-down section.
	whole := map[string]string{
		"en": "shut them out in robots.txt",
		"de": "sperren Sie die Crawler über die robots.txt aus",
		"fr": "excluez-les au moyen de robots.txt",
		"pl": "zablokować w pliku robots.txt albo",
	}
	for name, res := range map[string]*Result{"some": some, "none": none} {
		for lang, s := range whole {
			if page := string(res.Files[lang+"/index.md"]); strings.Contains(page, s) {
				t.Errorf("%s %s/index.md still holds %q", name, lang, s)
			}
		}
	}
}

// TestCrawlDelayRobotsReadersForms: the sentence naming the crawlers robots.txt can shut out, in
// each language's plural forms (CLDR: en, de one/other; fr one/many/other; pl one/few/many/other).
func TestCrawlDelayRobotsReadersForms(t *testing.T) {
	ls := localizers(t)
	id := "opt_out.crawl_delay.ignored_no_slower_robots"
	for lang, cases := range map[string][]messageCase{
		"en": {{id, 1, []any{"Agents", plain("A")}, "A can also be shut out in robots.txt."},
			{id, 2, []any{"Agents", plain("A and B")}, "A and B can also be shut out in robots.txt."}},
		"de": {{id, 1, []any{"Agents", plain("A")}, "Den Crawler A können Sie außerdem über die robots.txt aussperren."},
			{id, 2, []any{"Agents", plain("A und B")}, "Die Crawler A und B können Sie außerdem über die robots.txt aussperren."}},
		"fr": {{id, 1, []any{"Agents", plain("A")}, "Le robot A peut en outre être exclu au moyen de robots.txt."},
			{id, 2, []any{"Agents", plain("A et B")}, "Les robots A et B peuvent en outre être exclus au moyen de robots.txt."}},
		"pl": {{id, 1, []any{"Agents", plain("robota A")}, "Ponadto robota A można zablokować w pliku robots.txt."},
			{id, 5, []any{"Agents", plain("roboty A")}, "Ponadto roboty A można zablokować w pliku robots.txt."}},
	} {
		checkMessages(t, ls, lang, cases)
	}
}
