package generator

import (
	"os"
	"testing"
)

// buildTrial21 builds testdata/trial21/policy.toml, the policy of new-user trial 21's citation
// harvester (one crawler; a 503 with its own pause beside three server errors in a row; a
// continuous PDF job), with each edit (old, new) applied once.
func buildTrial21(t *testing.T, edits ...[2]string) *Result {
	t.Helper()
	return buildTestdata(t, "trial21", edits...)
}

// TestServerErrorsIncludeOwnStatus: where one reaction names HTTP 503 by itself and another
// counts every server error, the row of server errors says that a 503 is among them, as polite
// counts it for both (new-user trial 21, finding 10: "does a 503 also count toward the 5xx
// row?"). Without a reaction of its own for 503, the row is as before.
func TestServerErrorsIncludeOwnStatus(t *testing.T) {
	res := buildTrial21(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"| A server error (HTTP 5xx, including HTTP 503), 3\u00a0times in a row |"},
		"de": {"| Serverfehler (HTTP 5xx, einschließlich HTTP 503), 3-mal in Folge |"},
		"fr": {"| 3\u00a0erreurs serveur (HTTP\u00a05xx, y compris HTTP\u00a0503) consécutives |"},
		"pl": {"| błąd serwera (HTTP 5xx, w tym HTTP 503), 3\u00a0razy z rzędu |"},
	})
	checkEveryLanguage(t, "5xx with 503", res)
	res = buildTrial21(t, [2]string{"on = [\"503\"]\n", "on = [\"504\"]\n"}, [2]string{"on = [\"429\"]\n", "on = [\"503\"]\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"| A server error (HTTP 5xx, including HTTP 503 and 504), 3\u00a0times in a row |"},
	})
	res = buildTrial21(t, [2]string{"on = [\"503\"]\n", "on = [\"429\"]\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"| A server error (HTTP 5xx), 3\u00a0times in a row |"},
		"de": {"| Serverfehler (HTTP 5xx), 3-mal in Folge |"},
		"fr": {"| 3\u00a0erreurs serveur (HTTP\u00a05xx) consécutives |"},
		"pl": {"| błąd serwera (HTTP 5xx), 3\u00a0razy z rzędu |"},
	})
}

// TestTransferTimeoutStated: limits.transfer_timeout states the time a whole request may take, to
// the last byte of the response, beside the response timeout (new-user trial 21, F7: "whole
// request 120 s" could only be approximated by "waits at most 2 minutes for a response").
func TestTransferTimeoutStated(t *testing.T) {
	res := buildTrial21(t, [2]string{"response_timeout = \"120s\"\n", "response_timeout = \"30s\"\ntransfer_timeout = \"120s\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"- The crawler waits at most 30\u00a0seconds for a response.\n- The crawler abandons a request that takes longer than 2\u00a0minutes in total, from sending the request to receiving the last byte of the response.\n"},
		"de": {"- Zeitlimit für eine Antwort: 30\u00a0Sekunden.\n- Zeitlimit für die gesamte Anfrage, vom Senden bis zum letzten Byte der Antwort: 2\u00a0Minuten; länger dauernde Anfragen werden abgebrochen.\n"},
		"fr": {"- Délai d’attente maximal pour une réponse\u202f: 30\u00a0secondes.\n- Durée maximale d’une requête, de son envoi au dernier octet de la réponse\u202f: 2\u00a0minutes\u202f; au-delà, la requête est abandonnée.\n"},
		"pl": {"- Robot czeka najwyżej 30\u00a0sekund na odpowiedź.\n- Robot przerywa żądanie, które od wysłania do odebrania ostatniego bajtu odpowiedzi trwa dłużej niż 2\u00a0minuty.\n"},
	})
	checkEveryLanguage(t, "transfer timeout", res)
}

// TestTransferTimeoutDiff: a transfer timeout added or changed is a change of its own, classed as
// the response timeout (possibly less polite either way: a longer one holds a server's connection
// longer, a shorter one may bring more retries), and named by diff.field.transfer_timeout in every language.
func TestTransferTimeoutDiff(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	with := func(d string) [][2]string {
		return [][2]string{{"response_timeout = \"120s\"\n", "response_timeout = \"30s\"\ntransfer_timeout = \"" + d + "\"\n"}}
	}
	for lang, want := range map[string]string{
		"en": "[may be less polite] /limits/transfer_timeout: 2\u00a0minutes → 3\u00a0minutes\n    Changed: the time limit for a whole request, up to the last byte of the response. Previously: 2\u00a0minutes. Now: 3\u00a0minutes. This change may make the crawler less polite. The change needs sign-off.\nThe policy has changed, but its “Last updated” date is still 1 December 2026: set site.last_changed to the date on which the change takes effect.\n",
		"de": "[möglicherweise weniger Rücksichtnahme] /limits/transfer_timeout: 2\u00a0Minuten → 3\u00a0Minuten\n    Geändert: das Zeitlimit für die gesamte Anfrage bis zum letzten Byte der Antwort – bisher 2\u00a0Minuten, neu 3\u00a0Minuten. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.\nDie Richtlinie hat sich geändert, unter „Zuletzt geändert am“ steht aber weiterhin der 1. Dezember 2026. Setzen Sie site.last_changed auf den Tag, an dem die Änderung wirksam wird.\n",
		"fr": "[exploration peut-être moins respectueuse] /limits/transfer_timeout: 2\u00a0minutes → 3\u00a0minutes\n    Modification\u202f: la durée maximale d’une requête, jusqu’au dernier octet de la réponse (jusqu’à présent\u202f: 2\u00a0minutes\u202f; désormais\u202f: 3\u00a0minutes). L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.\nLes règles ont changé, mais leur date de dernière modification est toujours le 1er\u00a0décembre 2026\u202f: indiquez dans le champ site.last_changed la date à laquelle la modification prend effet.\n",
		"pl": "[możliwe zwiększenie uciążliwości] /limits/transfer_timeout: 2\u00a0minuty → 3\u00a0minuty\n    Zmiana: limit czasu całego żądania, do ostatniego bajtu odpowiedzi – dotychczas: 2\u00a0minuty; odtąd: 3\u00a0minuty. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.\nZasady zostały zmienione, ale data „Ostatnia zmiana” to nadal 1\u00a0grudnia 2026\u00a0r. Należy ustawić site.last_changed na dzień, w którym zmiana zacznie obowiązywać.\n",
	} {
		r := reviewOfEdits(t, msgs, "testdata/trial21", with("120s"), with("180s"), lang)
		if got := string(r.Text()); got != want {
			t.Errorf("%s: %q\nwant %q", lang, got, want)
		}
	}
}

// TestAddressCountryLocalised: operator.country, an ISO 3166-1 code, is named after the address's
// lines in each page's language (new-user trial 21, F9: "Germany" as a line of address stood on
// the German, French and Polish pages as it is).
func TestAddressCountryLocalised(t *testing.T) {
	res := buildTrial21(t, [2]string{"address = [\"Beispielstraße 12\", \"04109 Leipzig\", \"Germany\"]\n", "address = [\"Beispielstraße 12\", \"04109 Leipzig\"]\ncountry = \"DE\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"- Postal address: Beispielstraße 12, 04109 Leipzig, Germany\n"},
		"de": {"- Postanschrift: Beispielstraße 12, 04109 Leipzig, Deutschland\n"},
		"fr": {"- Adresse postale\u202f: Beispielstraße 12, 04109 Leipzig, Allemagne\n"},
		"pl": {"- Adres do korespondencji: Beispielstraße 12, 04109 Leipzig, Niemcy\n"},
	})
	checkEveryLanguage(t, "country", res)
}

// TestAddressCountryDiff: a country changed is a change of the operator's details, named by
// diff.field.address_country in every language.
func TestAddressCountryDiff(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	in := func(c string) [][2]string {
		return [][2]string{{"address = [\"Beispielstraße 12\", \"04109 Leipzig\", \"Germany\"]\n", "address = [\"Beispielstraße 12\", \"04109 Leipzig\"]\ncountry = \"" + c + "\"\n"}}
	}
	for lang, want := range map[string]string{
		"en": "[contact] /operator/country: Germany → Austria\n    Changed: the country of the postal address. Previously: Germany. Now: Austria. This changes how webmasters can reach the operator or what they can ask for.\nThe policy has changed, but its “Last updated” date is still 1 December 2026: set site.last_changed to the date on which the change takes effect.\n",
		"de": "[Kontakt] /operator/country: Deutschland → Österreich\n    Geändert: das Land der Postanschrift – bisher Deutschland, neu Österreich. Für Webmaster ändert sich dadurch, wie sie den Betreiber erreichen oder worum sie ihn bitten können.\nDie Richtlinie hat sich geändert, unter „Zuletzt geändert am“ steht aber weiterhin der 1. Dezember 2026. Setzen Sie site.last_changed auf den Tag, an dem die Änderung wirksam wird.\n",
		"fr": "[contact] /operator/country: Allemagne → Autriche\n    Modification\u202f: le pays de l’adresse postale (jusqu’à présent\u202f: Allemagne\u202f; désormais\u202f: Autriche). Cette modification change la façon de joindre l’exploitant ou ce que les webmestres peuvent lui demander.\nLes règles ont changé, mais leur date de dernière modification est toujours le 1er\u00a0décembre 2026\u202f: indiquez dans le champ site.last_changed la date à laquelle la modification prend effet.\n",
		"pl": "[kontakt] /operator/country: Niemcy → Austria\n    Zmiana: kraj w adresie pocztowym – dotychczas: Niemcy; odtąd: Austria. Zmienia się sposób kontaktu z nami lub to, o co administratorzy serwisów mogą nas poprosić.\nZasady zostały zmienione, ale data „Ostatnia zmiana” to nadal 1\u00a0grudnia 2026\u00a0r. Należy ustawić site.last_changed na dzień, w którym zmiana zacznie obowiązywać.\n",
	} {
		r := reviewOfEdits(t, msgs, "testdata/trial21", in("DE"), in("AT"), lang)
		if got := string(r.Text()); got != want {
			t.Errorf("%s: %q\nwant %q", lang, got, want)
		}
	}
}
