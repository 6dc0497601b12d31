package generator

import (
	"os"
	"strings"
	"testing"
)

// TestPageLoadTimeoutStated (new-user trial 31, F-05): TeilhabeCheck abandons a page load, the
// page with the resources it embeds, after 60 s in total, and limits.page_load_timeout says so
// in four languages, beside the time limit of one request, which stays as it was. Failed before:
// unknown key.
func TestPageLoadTimeoutStated(t *testing.T) {
	res := buildTrial31b(t, [2]string{"transfer_timeout = \"60s\"\n", "transfer_timeout = \"30s\"\npage_load_timeout = \"60s\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- The crawler abandons a request that takes longer than 30\u00a0seconds in total, from sending the request to receiving the last byte of the response.\n",
			"- If loading a page and the resources it embeds takes longer than 1\u00a0minute in total, the crawler abandons the page.\n",
		},
		"de": {"- Zeitlimit für einen Seitenabruf insgesamt, einschließlich der eingebundenen Ressourcen: 1\u00a0Minute; länger dauernde Seitenabrufe werden abgebrochen.\n"},
		"fr": {"- Durée maximale d’un chargement de page, ressources intégrées comprises\u202f: 1\u00a0minute\u202f; au-delà, le chargement est abandonné.\n"},
		"pl": {"- Robot przerywa wczytywanie strony, jeśli łącznie z osadzonymi w niej zasobami trwa ono dłużej niż minutę.\n"},
	})
	checkEveryLanguage(t, "page-load timeout", res)
}

// TestPageLoadTimeoutReviewed (new-user trial 31, F-05): sitegen diff names the page-load
// timeout in four languages, and classes a longer one as a longer transfer_timeout. Failed
// before: unknown key.
func TestPageLoadTimeoutReviewed(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old := [][2]string{{"transfer_timeout = \"60s\"\n", "transfer_timeout = \"30s\"\npage_load_timeout = \"60s\"\n"}}
	longer := [][2]string{{"transfer_timeout = \"60s\"\n", "transfer_timeout = \"30s\"\npage_load_timeout = \"90s\"\n"}}
	want := map[string]string{
		"en": "/limits/page_load_timeout: 1\u00a0minute → 90\u00a0seconds\n    Changed: the time limit for loading a whole page, including the resources it embeds. Previously: 1\u00a0minute. Now: 90\u00a0seconds. This change may make the crawler less polite. The change needs sign-off.\n",
		"de": "/limits/page_load_timeout: 1\u00a0Minute → 90\u00a0Sekunden\n    Geändert: das Zeitlimit für einen Seitenabruf insgesamt, einschließlich der eingebundenen Ressourcen – bisher 1\u00a0Minute, neu 90\u00a0Sekunden. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.\n",
		"fr": "/limits/page_load_timeout: 1\u00a0minute → 90\u00a0secondes\n    Modification\u202f: la durée maximale d’un chargement de page, ressources intégrées comprises (jusqu’à présent\u202f: 1\u00a0minute\u202f; désormais\u202f: 90\u00a0secondes). L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.\n",
		"pl": "/limits/page_load_timeout: 1\u00a0minuta → 90\u00a0sekund\n    Zmiana: limit czasu wczytywania całej strony łącznie z osadzonymi w niej zasobami – dotychczas: 1\u00a0minuta; odtąd: 90\u00a0sekund. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.\n",
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		if got := string(reviewOfEdits(t, msgs, "testdata/trial31b", old, longer, lang).Text()); !strings.Contains(got, want[lang]) {
			t.Errorf("%s: review =\n%s\nwant it to hold\n%s", lang, got, want[lang])
		}
	}
}
