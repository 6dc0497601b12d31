package generator

import (
	"strings"
	"testing"
)

// TestPauseDurationsInSeries: the durations of the table of pauses are one series, and so are a
// pause and the cap of its escalation or of Retry-After: where a language writes one unit with its
// number in a series (duration.UNIT_in_series), each cell and each sentence does, never « Une
// minute » above « 24 heures » (French editor's review 22, I2). Polish writes the number there too
// since its review 43 (F9): „1\u00a0minuta”, „co najmniej 1\u00a0godzina”; English writes it anyway.
func TestPauseDurationsInSeries(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"fr": {
			"| 5\u00a0tentatives échouées ou réponses HTTP\u00a0429 (Too Many Requests) au cours d’une même synchronisation | 1\u00a0minute | Le serveur |\n",
			"| Une réponse HTTP\u00a0403 visant le User-Agent du robot | Au moins 1\u00a0heure | Le serveur |\n",
			"| Un robots.txt qui interdit tout | 24\u00a0heures | Le nom d’hôte |\n",
			"pause pour la liste\u202f: 1\u00a0heure, puis le double à chaque nouvelle pause, sans dépasser 24\u00a0heures.",
		},
		"de": {
			"| Fehlversuch oder HTTP 429 (Too Many Requests), 5-mal im selben Abgleich | 1\u00a0Minute | der Server |\n",
			"| Antwort mit HTTP 403 (nachweislich gegen den User-Agent des Crawlers gerichtet) | mindestens 1\u00a0Stunde | der Server |\n",
			"Dauer der Pause: zunächst 1\u00a0Stunde, danach jeweils doppelt so lange, höchstens 24\u00a0Stunden.",
		},
		"en": {
			"| A failed request or HTTP 429 (Too Many Requests), 5\u00a0times in one sync run | 1\u00a0minute | The server |\n",
			"| HTTP 403 found to be aimed at the crawler’s User-Agent | At least 1\u00a0hour | The server |\n",
		},
		"pl": {
			"| nieudane żądanie lub błąd HTTP 429 (Too Many Requests), 5\u00a0razy w jednej synchronizacji | 1\u00a0minuta | serwera |\n",
			"| błąd HTTP 403 z powodu nagłówka User-Agent robota | co najmniej 1\u00a0godzina | serwera |\n",
		},
	})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{
		"fr": {"| Une réponse HTTP\u00a0429 (Too Many Requests) ou une réponse HTTP\u00a0503 (Service Unavailable) | La durée indiquée par `Retry-After`, dans la limite de 2\u00a0heures\u202f; sans cet en-tête, 1\u00a0minute | Le site |\n"},
		"de": {"| HTTP 429 (Too Many Requests) oder HTTP 503 (Service Unavailable) | so lange, wie `Retry-After` angibt, höchstens 2\u00a0Stunden; ohne diesen Header 1\u00a0Minute | die Website |\n"},
	})
}

// TestUserAgentPatternIntro: where every User-Agent string of the page holds a placeholder, the
// French page says that a request carries a string built on the pattern below, not the string
// below (identification.intro_pattern; French editor's review 22, I7); a page of literal strings
// keeps « la chaîne ci-dessous », and the other languages keep their sentence.
func TestUserAgentPatternIntro(t *testing.T) {
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{
		"fr": {"Chaque requête porte dans son en-tête User-Agent une chaîne construite sur le modèle ci-dessous. "},
		"en": {"Every request carries the User-Agent string below. "},
	})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{
		"fr": {"Chaque requête porte dans son en-tête User-Agent la chaîne ci-dessous. "},
	})
}

// TestFrenchOneTermForRobotsTxt: the French pages say of robots.txt and Crawl-delay what a crawler
// does with one verb each (French editor's review 22): a crawler « respecte » or « ne respecte pas »
// robots.txt (N6, was also « n’applique pas les règles de robots.txt »), Crawl-delay values « sont
// respectées » up to a cap (N4, was also « prises en compte »), a group « bloque » a job (N5, was
// « n’arrête pas la tâche »); the scope of the limits is said once (I3, was « site par site
// (« par site ») »), and a crawler of the same purpose is the subject of its sentence (I6).
func TestFrenchOneTermForRobotsTxt(t *testing.T) {
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"fr": {
		"Les limites s’appliquent à chaque site séparément\u202f; un autre nom d’hôte du même site, par exemple pour les images, peut être traité comme un autre site.\n",
	}})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"fr": {
		"Les limites s’appliquent à chaque serveur, c’est-à-dire à chaque adresse IP, séparément\u202f: les noms d’hôte qui partagent une adresse partagent la limite.\n",
	}})
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{"fr": {
		"- `NordsucheFresh`, également présenté sur cette page, a la même finalité\u202f; un groupe qui ne bloque que `NordsucheBot` ne s’applique pourtant pas à lui.\n",
	}})
	checkPageLines(t, buildExample(t, "feed-reader"), map[string][]string{"fr": {
		"- Il ne respecte pas robots.txt\u202f: il ne récupère que les ressources qu’une personne lui demande, pour le compte de celle-ci.\n",
	}})
	for _, name := range []string{"civic-ingestor", "feed-reader", "gazette-bot", "gmina-bot", "link-preview", "linkgraph-bot", "search-engine", "triple-fetchers", "web-archive"} {
		page := string(buildExample(t, name).Files["fr/index.md"])
		for _, old := range []string{"applique pas les règles de robots", "appliquent pas les règles de robots", "prises en compte jusqu", "Crawl-delay n’est pas prise en compte", "n’arrête pas", "tient pas compte des lignes Crawl", "tiennent pas compte des lignes Crawl", "ignore les lignes", "ignorent les lignes", "site par site", "«\u202fpar serveur", "Un autre robot présenté"} {
			if i := strings.Index(page, old); i >= 0 {
				t.Errorf("%s fr/index.md says %q", name, page[max(0, i-80):min(len(page), i+80)])
			}
		}
	}
	fr := localizers(t)["fr"]
	for _, c := range []struct {
		id   string
		kv   []any
		want string
	}{
		{"robots.crawl_delay_honoured_max", []any{"T", dur(30e9, "")}, "Les valeurs de Crawl-delay sont respectées jusqu’à 30\u00a0secondes."},
		{"robots.crawl_delay_max", []any{"T", dur(30e9, "")}, "Les valeurs de Crawl-delay sont respectées jusqu’à 30\u00a0secondes."},
		{"opt_out.crawl_delay.up_to", []any{"T", dur(30e9, "")}, "Les valeurs sont respectées jusqu’à 30\u00a0secondes."},
		{"answers.no_opt_out", []any{"Agent", plain("`X`"), "Basis", plain("loi")}, "`X` recueille des données en vertu d’une base juridique qui ne laisse pas aux sites la possibilité de s’y opposer (loi)\u202f: robots.txt ne permet donc pas de le bloquer."},
	} {
		if got := fr.t(c.id, c.kv...).Plain(); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.id, got, c.want)
		}
	}
	if got, want := fr.n("robots.jobs_not_stopped", count(2, ""), "Jobs", plain("A et B")).Plain(), "Aucun groupe de robots.txt ne bloque les tâches A et B, qui ne respectent pas ce fichier."; got != want {
		t.Errorf("robots.jobs_not_stopped:\n got %q\nwant %q", got, want)
	}
}
