package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// Tests of helper t29b (/work/prompts/s29/t29b.txt), second part: sentences that spoke of every
// crawler as reading robots.txt where some do not (tidy 28, /work/notes/s28/t28d.md, left items).

// trial25Probe adds to testdata/trial25 (WrenBot, which reads robots.txt, with the promise
// stop-on-block and block_means = ["robots-txt", "request"]) a crawler that does not read it.
var trial25Probe = [2]string{"[agents.wrenbot.http]\n", `[agents.probe]
token = "WrenProbe"
purpose = { en = "Checks the URLs that site owners submit", de = "Prüft die von Website-Betreibern eingereichten Adressen", fr = "vérification des adresses soumises par les propriétaires de sites", pl = "Sprawdza adresy zgłoszone przez właścicieli serwisów" }
trigger = "customer-scheduled"
user_agent = "WrenProbe/1.0 (+https://crawler.wrenfield.example/)"
robots_txt = "not-read"
not_read_because = "submitted"
follows_links = "none"
fetches = ["named-url"]

[agents.wrenbot.http]
`}

// testdataPolicy is testdata/DIR/policy.toml with edits, parsed.
func testdataPolicy(t *testing.T, dir string, edits ...[2]string) *policy.Policy {
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
	p, err := policy.Parse([]byte(s), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestBlockMeansRobotsTxtNamesReaders (t28d, left item): where some crawlers do not obey
// robots.txt, what counts as a block names the crawlers a robots.txt rule shuts out, in every
// language; it spoke of "the crawler" as if a rule shut out each. Failed before: the lines were
// missing, and the sentence for every crawler stood there.
func TestBlockMeansRobotsTxtNamesReaders(t *testing.T) {
	res := buildTestdata(t, "trial25", trial25Probe)
	checkPageLines(t, res, map[string][]string{
		"en": {"Each of the following counts as a block: a robots.txt rule that shuts `WrenBot` out of the whole site and a request to the operator to stop fetching from the site."},
		"de": {"Als Sperre gelten der Ausschluss des Crawlers `WrenBot` von der gesamten Website per robots.txt und eine Bitte an den Betreiber um Einstellung der Abrufe."},
		"fr": {"Chacun des moyens suivants est considéré comme un blocage\u202f: une règle de robots.txt qui exclut le robot `WrenBot` de l’ensemble du site et une demande d’arrêt adressée à l’exploitant."},
		"pl": {"Za blokadę uznajemy każdy z następujących sposobów: całkowita blokada robota `WrenBot` w pliku robots.txt i skierowana do nas prośba o zaprzestanie pobierania."},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"shuts the crawler out of the whole site"},
		"de": {"Ausschluss des Crawlers von der"},
		"fr": {"exclut le robot de l’ensemble"},
		"pl": {"całkowita blokada robota w pliku"},
	})
	checkEveryLanguage(t, "block-means-mix", res)
	// Every crawler reads robots.txt: the sentence as before.
	checkPageLines(t, buildTestdata(t, "trial25"), map[string][]string{
		"en": {"a robots.txt rule that shuts the crawler out of the whole site"},
	})
}

// TestAgentAddedNotReadReview (t28d, left item): a new crawler with a product token that does not
// read robots.txt is not said to need its token added to groups in robots.txt, which do not reach
// it; the review says so, in every language. Failed before: the sentence advised adding its
// product token to "Groups in robots.txt, allowlists and filters".
func TestAgentAddedNotReadReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old, added := testdataPolicy(t, "trial25"), testdataPolicy(t, "trial25", trial25Probe)
	const at = "/agents/probe | identity | "
	for lang, want := range map[string]string{
		"en": "Allowlists and filters written for the other crawlers do not cover this one: sites that block or allow them may need to add its User-Agent. It does not obey robots.txt, so a robots.txt group that names it has no effect.",
		"de": "Freigabelisten und Filter, die für die übrigen Crawler angelegt wurden, erfassen den neuen Crawler nicht: Wenn Sie die übrigen Crawler sperren oder zulassen, müssen Sie eventuell auch seinen User-Agent ergänzen. Er befolgt die robots.txt nicht; eine Gruppe darin, die ihn nennt, bleibt daher wirkungslos.",
		"fr": "Les listes d’autorisation et les filtres écrits pour les autres robots ne couvrent pas celui-ci\u202f: les sites qui bloquent ou autorisent ces autres robots devront peut-être ajouter son User-Agent. Il ne respecte pas robots.txt\u202f: un groupe de ce fichier qui le nomme reste donc sans effet.",
		"pl": "Listy dozwolonych robotów (białe listy) i filtry przygotowane dla pozostałych robotów nie obejmują tego robota: w serwisach, które blokują lub dopuszczają pozostałe roboty, może być konieczne dodanie także jego ciągu User-Agent. Robot nie stosuje się do reguł z pliku robots.txt, więc wymienienie go w którejś z grup tego pliku nie przyniesie żadnego skutku.",
	} {
		got := reviewSentencesOf(t, msgs, old, added, lang)
		found := false
		for _, g := range got {
			if strings.HasPrefix(g, at) && strings.HasSuffix(g, " "+want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no sentence on /agents/probe ending in\n%q\nin\n%s", lang, want, strings.Join(got, "\n"))
		}
	}
}
