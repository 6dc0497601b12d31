package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// TestBlockMeans: the promise stop-on-block says what counts as a block where the operator states
// it (commitments.block_means, block_statuses; German reviews 24 and 25, R25-F10: a webmaster who
// answers 403 must know whether that stops the crawler). Without it the sentence stays as it was.
func TestBlockMeans(t *testing.T) {
	const at = "\"no-identity-rotation\"]\n"
	for _, c := range []struct {
		name string
		edit string
		want map[string][]string
	}{
		{"robots.txt, two statuses and a request", "\"no-identity-rotation\", \"stop-on-block\"]\nblock_means = [\"request\", \"robots-txt\"]\nblock_statuses = [403, 410]\n", map[string][]string{
			"en": {"- The crawler stops fetching from a site that blocks it. Each of the following counts as a block: a robots.txt rule that shuts the crawler out of the whole site, a response with HTTP status 403 or 410 and a request to the operator to stop fetching from the site.\n"},
			"de": {"- Sperrt eine Website den Crawler, werden die Abrufe von dieser Website eingestellt. Als Sperre gelten der Ausschluss des Crawlers von der gesamten Website per robots.txt, eine Antwort mit dem HTTP-Status 403 oder 410 und eine Bitte an den Betreiber um Einstellung der Abrufe.\n"},
			"fr": {"- Quand un site bloque le robot, la collecte sur ce site s’arrête. Chacun des moyens suivants est considéré comme un blocage\u202f: une règle de robots.txt qui exclut le robot de l’ensemble du site, une réponse portant le code HTTP\u00a0403 ou 410 et une demande d’arrêt adressée à l’exploitant.\n"},
			"pl": {"- Zablokowany przez serwis robot przestaje pobierać z niego treści. Za blokadę uznajemy każdy z następujących sposobów: całkowita blokada robota w pliku robots.txt, odpowiedź z kodem HTTP 403 lub 410 i skierowana do nas prośba o zaprzestanie pobierania.\n"},
		}},
		{"robots.txt alone", "\"no-identity-rotation\", \"stop-on-block\"]\nblock_means = [\"robots-txt\"]\n", map[string][]string{
			"en": {"- The crawler stops fetching from a site that blocks it. What counts as a block is a robots.txt rule that shuts the crawler out of the whole site.\n"},
			"de": {"- Sperrt eine Website den Crawler, werden die Abrufe von dieser Website eingestellt. Als Sperre gilt der Ausschluss des Crawlers von der gesamten Website per robots.txt.\n"},
			"fr": {"- Quand un site bloque le robot, la collecte sur ce site s’arrête. Le moyen suivant est considéré comme un blocage\u202f: une règle de robots.txt qui exclut le robot de l’ensemble du site.\n"},
			"pl": {"- Zablokowany przez serwis robot przestaje pobierać z niego treści. Za blokadę uznajemy wyłącznie następujący sposób: całkowita blokada robota w pliku robots.txt.\n"},
		}},
		{"a status alone", "\"no-identity-rotation\", \"stop-on-block\"]\nblock_statuses = [403]\n", map[string][]string{
			"en": {"- The crawler stops fetching from a site that blocks it. What counts as a block is a response with HTTP status 403.\n"},
			"de": {"- Sperrt eine Website den Crawler, werden die Abrufe von dieser Website eingestellt. Als Sperre gilt eine Antwort mit dem HTTP-Status 403.\n"},
			"fr": {"- Quand un site bloque le robot, la collecte sur ce site s’arrête. Le moyen suivant est considéré comme un blocage\u202f: une réponse portant le code HTTP\u00a0403.\n"},
			"pl": {"- Zablokowany przez serwis robot przestaje pobierać z niego treści. Za blokadę uznajemy wyłącznie następujący sposób: odpowiedź z kodem HTTP 403.\n"},
		}},
		{"not stated", "\"no-identity-rotation\", \"stop-on-block\"]\n", map[string][]string{
			"en": {"- The crawler stops fetching from a site that blocks it.\n"},
			"de": {"- Sperrt eine Website den Crawler, werden die Abrufe von dieser Website eingestellt.\n"},
			"fr": {"- Quand un site bloque le robot, la collecte sur ce site s’arrête.\n"},
			"pl": {"- Zablokowany przez serwis robot przestaje pobierać z niego treści.\n"},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := buildTrial22(t, [2]string{at, c.edit})
			checkPageLines(t, res, c.want)
			checkEveryLanguage(t, c.name, res)
		})
	}
}

// TestOptOutEmail: a mailbox of its own for opting out (contact.optout_email; new-user trial 23,
// F1: JobLoomBot takes opt-outs at optout@ and everything else at bot@) is named in the contact
// section, where the page tells a site how to have the crawler stop (the requests by e-mail), and
// in the short answer on blocking; the other requests keep the general address.
func TestOptOutEmail(t *testing.T) {
	res := buildTestdata(t, "trial23",
		[2]string{"topics = [\"questions\", \"load\", \"slower-rate\", \"exclusion\"]\n", "optout_email = \"optout@jobloom.example\"\ntopics = [\"questions\", \"load\", \"slower-rate\"]\n"},
		[2]string{"within_working_days = 2\n", "within_working_days = 2\n\n[[contact.requests]]\nkind = \"slower\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- E-mail for requests to shut the crawler out: [`optout@jobloom.example`](<mailto:optout@jobloom.example>)\n",
			"Write to [`optout@jobloom.example`](<mailto:optout@jobloom.example>) to ask for an end to all fetching from your site, carried out within 2\u00a0working days.\n\nWrite to [`bot@jobloom.example`](<mailto:bot@jobloom.example>). You can ask for a slower rate.\n",
		},
		"de": {
			"- E-Mail für den Ausschluss Ihrer Website: [`optout@jobloom.example`](<mailto:optout@jobloom.example>)\n",
			"Schreiben Sie an [`optout@jobloom.example`](<mailto:optout@jobloom.example>), wenn Sie um Folgendes bitten möchten: die Einstellung aller Abrufe von Ihrer Website, umgesetzt innerhalb von 2\u00a0Arbeitstagen.\n",
		},
		"fr": {
			"- Courriel pour demander l’exclusion du robot\u202f: [`optout@jobloom.example`](<mailto:optout@jobloom.example>)\n",
			"Pour demander l’arrêt de toute collecte sur votre site (délai de mise en œuvre\u202f: 2\u00a0jours ouvrés), écrivez à [`optout@jobloom.example`](<mailto:optout@jobloom.example>).\n",
		},
		"pl": {
			"- E-mail w sprawie wyłączenia serwisu z pobierania: [`optout@jobloom.example`](<mailto:optout@jobloom.example>)\n",
			"Na adres [`optout@jobloom.example`](<mailto:optout@jobloom.example>) mogą Państwo kierować prośby o zaprzestanie pobierania z Państwa serwisu (realizacja w ciągu 2\u00a0dni roboczych).\n",
		},
	})
	checkEveryLanguage(t, "optout_email", res)
}

// buildAhead builds the trial 23 policy announced ahead (new-user trial 23, F23): committed on 1
// December with min_interval 3s and 14 days of notice, now dated 10 December with edits, built
// on 6 December.
func buildAhead(t *testing.T, edits ...[2]string) (*Result, error) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "trial23", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	v1 := strings.Replace(string(src), "last_changed = 2026-12-01\n", "last_changed = 2026-12-01\nannounce_changes_days = 14\n", 1)
	if v1 == string(src) {
		t.Fatal("testdata/trial23: no last_changed = 2026-12-01")
	}
	cur := strings.Replace(v1, "last_changed = 2026-12-01\n", "last_changed = 2026-12-10\n", 1)
	for _, e := range edits {
		if strings.Count(cur, e[0]) != 1 {
			t.Fatalf("the policy does not hold %q once", e[0])
		}
		cur = strings.Replace(cur, e[0], e[1], 1)
	}
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(cur)}}
	opts.History = []Version{{Rev: "v1", Data: []byte(v1)}}
	epoch := time.Date(2026, 12, 6, 0, 0, 0, 0, time.UTC)
	opts.Epoch = &epoch
	return Build(opts)
}

// TestAnnouncedAheadOnPage: a policy announced ahead says at the top of its page that its values
// take effect on their date, and what changes then, with the value in force until then
// (new-user trial 23, F23: "At most one request every 2 seconds" stood as a plain fact on 6
// December while the crawler still waited 3 seconds, and only the footer said "In effect from
// 10 December 2026").
func TestAnnouncedAheadOnPage(t *testing.T) {
	res, err := buildAhead(t, [2]string{"min_interval = \"3s\"\n", "min_interval = \"2s\"\n"})
	if err != nil {
		t.Fatal(err)
	}
	checkPageLines(t, res, map[string][]string{
		"en": {
			"\nThis page states the policy in effect from 10 December 2026; until then, the crawler follows the previous version, which differs as described under “Announced changes”.\n",
			"\n## Announced changes\n\nOn 10 December 2026, the following changes take effect; until then, the earlier values apply:\n\n- Change: the minimum interval between requests. Until then: 3\u00a0seconds. From then on: 2\u00a0seconds. This change makes the crawler less polite.\n\n## Who runs the crawler\n",
		},
		"de": {
			"\nDiese Seite gibt die Richtlinie wieder, die ab 10. Dezember 2026 gilt; bis dahin folgt der Crawler der vorherigen Fassung, deren Abweichungen unter „Angekündigte Änderungen“ aufgeführt sind.\n",
			"\n## Angekündigte Änderungen\n\nAm 10. Dezember 2026 treten die folgenden Änderungen in Kraft; bis dahin gelten die bisherigen Werte:\n\n- Änderung: der Mindestabstand zwischen zwei Anfragen – bis dahin 3\u00a0Sekunden, ab diesem Tag 2\u00a0Sekunden. Der Crawler wird dadurch weniger rücksichtsvoll.\n",
		},
		"fr": {
			"\nVous trouverez ici les règles en vigueur à partir du 10\u00a0décembre 2026\u202f; d’ici là, la version précédente de ces règles s’applique. Les différences entre les deux versions sont indiquées dans la section «\u202fModifications annoncées\u202f».\n",
			"\n## Modifications annoncées\n\nLes modifications suivantes entrent en vigueur le 10\u00a0décembre 2026\u202f; d’ici là, les valeurs antérieures s’appliquent\u202f:\n\n- Modification\u202f: ",
			"(jusqu’à cette date\u202f: 3\u00a0secondes\u202f; à partir de cette date\u202f: 2\u00a0secondes).",
		},
		"pl": {
			"\nTa strona przedstawia zasady obowiązujące od 10\u00a0grudnia 2026\u00a0r.; do tego czasu robot stosuje się do poprzedniej wersji, a różnice opisano w sekcji „Zapowiedziane zmiany”.\n",
			"\n## Zapowiedziane zmiany\n\nZ dniem 10\u00a0grudnia 2026\u00a0r. wchodzą w życie następujące zmiany; do tego czasu obowiązują dotychczasowe wartości:\n\n- Zmiana: ",
			" – przed tym dniem: 3\u00a0sekundy; od tego dnia: 2\u00a0sekundy.",
		},
	})
	// The values until then are literals in HTML (not this policy.json's), and every value of the
	// policy is stated as before.
	if h := string(res.Files["en/index.html"]); !strings.Contains(h, "Until then: <bdi data-literal=\"\">3\u00a0seconds</bdi>.") {
		t.Errorf("en/index.html: the value until then is not a literal:\n%s", h)
	}
	checkEveryLanguage(t, "ahead", res)
	for _, lang := range res.Policy.Site.Languages {
		if f := Coverage(lang+"/index.html", lang, res.Policy.Site.Languages, res.Files["policy.json"], res.Files[lang+"/index.html"], res.Files[lang+"/index.md"]); len(f) > 0 {
			t.Errorf("%s: %q", lang, f)
		}
	}
}

// TestNotAheadNoSection: built on the day the change takes effect, the same policy has no
// section on announced changes and no such introduction.
func TestNotAheadNoSection(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "trial23", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	v1 := strings.Replace(string(src), "last_changed = 2026-12-01\n", "last_changed = 2026-12-01\nannounce_changes_days = 14\n", 1)
	cur := strings.Replace(strings.Replace(v1, "last_changed = 2026-12-01\n", "last_changed = 2026-12-10\n", 1), "min_interval = \"3s\"\n", "min_interval = \"2s\"\n", 1)
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(cur)}}
	opts.History = []Version{{Rev: "v1", Data: []byte(v1)}}
	epoch := time.Date(2026, 12, 10, 0, 0, 0, 0, time.UTC)
	opts.Epoch = &epoch
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	if md := string(res.Files["en/index.md"]); strings.Contains(md, "Announced changes") || strings.Contains(md, "Until then") {
		t.Errorf("en/index.md speaks of an announced change on the day it takes effect:\n%s", md)
	}
}

// TestRepublishedLicenceAndIndefinitely: the licence of the data the operator republishes
// (operator.republishes_license, an SPDX identifier linked to its text) and data kept without a
// time limit (legal.retention[].indefinitely) are stated where the operator says them (new-user
// trial 21, F8: "extracted references published CC0, kept indefinitely" had no key).
func TestRepublishedLicenceAndIndefinitely(t *testing.T) {
	res := buildTestdata(t, "trial21",
		[2]string{"republishes = \"https://data.citeharvest.example/\"\n", "republishes = \"https://data.citeharvest.example/\"\nrepublishes_license = \"CC0-1.0\"\n"},
		[2]string{"keep_for = \"30d\"\n", "keep_for = \"30d\"\n\n[[legal.retention]]\nwhat = \"extracted-data\"\nindefinitely = true\n"})
	lic := "[`CC0-1.0`](<https://spdx.org/licenses/CC0-1.0.html>)"
	url := "[`https://data.citeharvest.example/`](<https://data.citeharvest.example/>)"
	checkPageLines(t, res, map[string][]string{
		"en": {"- The operator republishes the data at " + url + " under the licence " + lic + ".\n", "- Data extracted from fetched content is kept indefinitely.\n"},
		"de": {"- Der Betreiber stellt die gesammelten Daten unter " + url + " seinerseits öffentlich bereit; sie stehen unter der Lizenz " + lic + ".\n", "- Aus abgerufenen Inhalten gewonnene Daten werden unbefristet aufbewahrt.\n"},
		"fr": {"- L’exploitant republie les données sur " + url + ", sous la licence " + lic + ".\n", "- Les données extraites des contenus récupérés sont conservées sans limite de durée.\n"},
		"pl": {"- Dane te udostępniamy dalej pod adresem " + url + " na licencji " + lic + ".\n", "- Dane wyodrębnione z pobranych treści są przechowywane bezterminowo.\n"},
	})
	checkEveryLanguage(t, "licence", res)
}
