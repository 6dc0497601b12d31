package generator

import (
	"os"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestRetryCountInReview: a change of errors.retries.delays that changes their number says how
// often a failed request is now retried and how often it was, in every language, as the page goes
// from "retried at most twice" to "retried once" (new-user trial 26, F-15: the review named only
// the waits, "Previously: 20 seconds. Now: 5 seconds and 10 seconds."). A change of the waits
// alone adds nothing. Failed before: no such sentence.
func TestRetryCountInReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	delays := func(ds ...string) *policy.Policy {
		p := reviewBase(t)
		p.Errors.Retries.Delays = nil
		for _, d := range ds {
			v, err := time.ParseDuration(d)
			if err != nil {
				t.Fatal(err)
			}
			p.Errors.Retries.Delays = append(p.Errors.Retries.Delays, policy.Duration{Duration: v})
		}
		return p
	}
	const at = "/errors/retries/delays | "
	for _, tc := range []struct {
		name     string
		old, new *policy.Policy
		lang     string
		want     string
	}{
		{"twice to once, en", delays("1s", "2s"), delays("20s"), "en",
			at + "stricter | Changed: the waits before a request is retried. Previously: 1\u00a0second and 2\u00a0seconds. Now: 20\u00a0seconds. A failed request is now retried once instead of at most twice. This change makes the crawler more polite."},
		{"twice to once, de", delays("1s", "2s"), delays("20s"), "de",
			at + "stricter | Geändert: die Wartezeiten, bevor eine Anfrage wiederholt wird – bisher 1\u00a0Sekunde und 2\u00a0Sekunden, neu 20\u00a0Sekunden. Eine fehlgeschlagene Anfrage wird nun einmal statt höchstens 2-mal wiederholt. Der Crawler wird dadurch rücksichtsvoller."},
		{"twice to once, fr", delays("1s", "2s"), delays("20s"), "fr",
			at + "stricter | Modification\u202f: les délais avant qu’une requête soit relancée (jusqu’à présent\u202f: 1\u00a0seconde et 2\u00a0secondes\u202f; désormais\u202f: 20\u00a0secondes). Le nombre maximal de nouvelles tentatives pour une requête en échec change en conséquence (jusqu’à présent\u202f: 2\u202f; désormais\u202f: 1). L’exploration devient plus respectueuse des sites."},
		{"twice to 5 times, pl", delays("1s", "2s"), delays("1s", "2s", "4s", "8s", "16s"), "pl",
			at + "looser | Zmiana: odstępy przed ponowieniem żądania – dotychczas: 1\u00a0sekunda i 2\u00a0sekundy; odtąd: 1\u00a0sekunda, 2\u00a0sekundy, 4\u00a0sekundy, 8\u00a0sekund i 16\u00a0sekund. Nieudane żądanie jest teraz ponawiane najwyżej 5\u00a0razy, a nie najwyżej dwa razy. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		{"the waits alone, en", delays("1s", "2s"), delays("5s", "10s"), "en",
			at + "stricter | Changed: the waits before a request is retried. Previously: 1\u00a0second and 2\u00a0seconds. Now: 5\u00a0seconds and 10\u00a0seconds. This change makes the crawler more polite."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkReviewLines(t, tc.name, reviewSentencesOf(t, msgs, tc.old, tc.new, tc.lang), []string{tc.want})
		})
	}
}

// TestGetAfterHeadOnPage: agents.X.http.get_after_head is stated on the page in every language,
// after the methods (new-user trial 26, F-06: HEAD first and GET as the fallback could not be
// stated). Failed before: unknown key get_after_head.
func TestGetAfterHeadOnPage(t *testing.T) {
	const key = "methods = [\"GET\", \"HEAD\"]\n"
	res := buildTestdata(t, "trial25", [2]string{key, key + "get_after_head = [405, 501]\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"It first sends a `HEAD` request for each URL, and sends a `GET` request only if the server answers the `HEAD` request with HTTP 405 or 501."},
		"de": {"Sendet für jede Adresse zuerst eine Anfrage mit `HEAD` und nur dann auch eine mit `GET`, wenn der Server die erste mit HTTP 405 oder 501 beantwortet."},
		"fr": {"Il interroge d’abord chaque adresse par une requête `HEAD` et n’envoie une requête `GET` que si le serveur répond à la première par un code HTTP\u00a0405 ou 501."},
		"pl": {"Do każdego adresu URL wysyła najpierw żądanie `HEAD`, a żądanie `GET` – tylko wtedy, gdy serwer odpowie na pierwsze z nich kodem HTTP 405 lub 501."},
	})
	checkEveryLanguage(t, "get_after_head", res)
}

// TestFromSomeRegionsOnPage: a run from fewer regions than network.regions lists is "from 3 of
// these regions (…)" in every language, not "from each of the 4 regions" (new-user trial 26,
// F-08: validate refused the 3). Failed before: the policy did not load.
func TestFromSomeRegionsOnPage(t *testing.T) {
	res := buildTestdata(t, "trial26", [2]string{"every = \"1m\"\ncondition", "every = \"1m\"\nfrom_each_region = 3\ncondition"}, [2]string{"pl = \"w przypadku testów z najkrótszym odstępem\" }\nfrom_each_region = 4\n", "pl = \"w przypadku testów z najkrótszym odstępem\" }\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"from 3 of these regions (Austria, United States, Singapore and Brazil)"},
		"de": {"jeweils von 3 dieser Regionen aus (Österreich, Vereinigte Staaten, Singapur und Brasilien)"},
		"fr": {"depuis 3 de ces régions (Autriche, États-Unis, Singapour et Brésil)"},
		"pl": {"z 3 spośród tych regionów (Austria, Stany Zjednoczone, Singapur i Brazylia)"},
	})
	checkEveryLanguage(t, "from_some_listed_regions", res)
}
