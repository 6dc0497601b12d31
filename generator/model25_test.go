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
			"Bitten um Folgendes richten Sie an [`optout@jobloom.example`](<mailto:optout@jobloom.example>): die Einstellung aller Abrufe von Ihrer Website, umgesetzt innerhalb von 2\u00a0Arbeitstagen.\n",
		},
		"fr": {
			"- Courriel pour demander l’exclusion du robot\u202f: [`optout@jobloom.example`](<mailto:optout@jobloom.example>)\n",
			"Pour demander l’arrêt de toute collecte sur votre site, sous 2\u00a0jours ouvrés, écrivez à [`optout@jobloom.example`](<mailto:optout@jobloom.example>).\n",
		},
		"pl": {
			"- E-mail w sprawie wyłączenia serwisu z pobierania: [`optout@jobloom.example`](<mailto:optout@jobloom.example>)\n",
			"Na adres [`optout@jobloom.example`](<mailto:optout@jobloom.example>) mogą Państwo kierować prośby o zaprzestanie pobierania z Państwa serwisu – w ciągu 2\u00a0dni roboczych.\n",
		},
	})
	checkEveryLanguage(t, "optout_email", res)
}
