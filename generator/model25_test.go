package generator

import "testing"

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
			"en": {"- When a site blocks it, it stops fetching from that site. Each of the following counts as a block: a robots.txt rule that shuts the crawler out of the whole site, a response with HTTP status 403 or 410 and a request to the operator to stop.\n"},
			"de": {"- Sperrt eine Website den Crawler, werden die Abrufe von dieser Website eingestellt. Als Sperre gelten der Ausschluss des Crawlers von der gesamten Website per robots.txt, eine Antwort mit dem HTTP-Status 403 oder 410 und eine Bitte an den Betreiber um Einstellung der Abrufe.\n"},
			"fr": {"- Quand un site bloque le robot, la collecte sur ce site s’arrête. Constituent un blocage l’exclusion du robot de l’ensemble du site dans le fichier robots.txt, une réponse portant le code HTTP 403 ou 410 et une demande d’arrêt adressée à l’exploitant.\n"},
			"pl": {"- Zablokowany przez serwis robot przestaje pobierać z niego treści. Blokadę stanowią wykluczenie robota z całego serwisu w pliku robots.txt, odpowiedź z kodem HTTP 403 lub 410 i skierowana do nas prośba o zaprzestanie pobierania.\n"},
		}},
		{"robots.txt alone", "\"no-identity-rotation\", \"stop-on-block\"]\nblock_means = [\"robots-txt\"]\n", map[string][]string{
			"en": {"- When a site blocks it, it stops fetching from that site. What counts as a block is a robots.txt rule that shuts the crawler out of the whole site.\n"},
			"de": {"- Sperrt eine Website den Crawler, werden die Abrufe von dieser Website eingestellt. Als Sperre gilt der Ausschluss des Crawlers von der gesamten Website per robots.txt.\n"},
			"fr": {"- Quand un site bloque le robot, la collecte sur ce site s’arrête. Constitue un blocage l’exclusion du robot de l’ensemble du site dans le fichier robots.txt.\n"},
			"pl": {"- Zablokowany przez serwis robot przestaje pobierać z niego treści. Blokadę stanowi wykluczenie robota z całego serwisu w pliku robots.txt.\n"},
		}},
		{"a status alone", "\"no-identity-rotation\", \"stop-on-block\"]\nblock_statuses = [403]\n", map[string][]string{
			"en": {"- When a site blocks it, it stops fetching from that site. What counts as a block is a response with HTTP status 403.\n"},
			"de": {"- Sperrt eine Website den Crawler, werden die Abrufe von dieser Website eingestellt. Als Sperre gilt eine Antwort mit dem HTTP-Status 403.\n"},
			"fr": {"- Quand un site bloque le robot, la collecte sur ce site s’arrête. Constitue un blocage une réponse portant le code HTTP 403.\n"},
			"pl": {"- Zablokowany przez serwis robot przestaje pobierać z niego treści. Blokadę stanowi odpowiedź z kodem HTTP 403.\n"},
		}},
		{"not stated", "\"no-identity-rotation\", \"stop-on-block\"]\n", map[string][]string{
			"en": {"- When a site blocks it, it stops fetching from that site.\n"},
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
