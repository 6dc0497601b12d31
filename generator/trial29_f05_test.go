package generator

import "testing"

// TestGetAfterHeadIfAtMostOnPage (new-user trial 29, F-05): a scanner that sends HEAD first and a
// GET only where the HEAD succeeds and announces a small body could state neither; with
// agents.X.http.get_after_head_if_at_most, the agent's block says so in every language, alone
// and beside get_after_head's error statuses, and every value it states is marked. Failed
// before: unknown key get_after_head_if_at_most.
func TestGetAfterHeadIfAtMostOnPage(t *testing.T) {
	const key = "methods = [\"GET\", \"HEAD\"]\n"
	for _, tc := range []struct {
		name, edit string
		want       map[string][]string
	}{
		{"alone", "get_after_head_if_at_most = \"4KiB\"\n", map[string][]string{
			"en": {"It first sends a `HEAD` request for each URL, and sends a `GET` request only if the server answers the `HEAD` request with a success status (2xx) and a Content-Length of at most 4\u00a0KiB."},
			"de": {"Sendet für jede Adresse zuerst eine Anfrage mit `HEAD` und nur dann auch eine mit `GET`, wenn der Server die erste mit einem Erfolgsstatus (2xx) und einer Größenangabe (Content-Length) von höchstens 4\u00a0KiB beantwortet."},
			"fr": {"Il interroge d’abord chaque adresse par une requête `HEAD` et n’envoie une requête `GET` que si le serveur répond à la première par un code de succès (2xx) en annonçant une taille (Content-Length) de 4\u00a0Kio au plus."},
			"pl": {"Do każdego adresu URL wysyła najpierw żądanie `HEAD`, a żądanie `GET` – tylko wtedy, gdy serwer odpowie na pierwsze z nich kodem powodzenia (2xx) i poda rozmiar treści (Content-Length) nie większy niż 4\u00a0KiB."},
		}},
		{"with error statuses", "get_after_head = [405, 501]\nget_after_head_if_at_most = \"4KiB\"\n", map[string][]string{
			"en": {"It first sends a `HEAD` request for each URL, and sends a `GET` request only if the server answers the `HEAD` request with HTTP 405 or 501, or with a success status (2xx) and a Content-Length of at most 4\u00a0KiB."},
			"de": {"Sendet für jede Adresse zuerst eine Anfrage mit `HEAD` und nur dann auch eine mit `GET`, wenn der Server die erste mit HTTP 405 oder 501 oder mit einem Erfolgsstatus (2xx) und einer Größenangabe (Content-Length) von höchstens 4\u00a0KiB beantwortet."},
			"fr": {"Il interroge d’abord chaque adresse par une requête `HEAD` et n’envoie une requête `GET` que si le serveur répond à la première par un code HTTP\u00a0405 ou 501, ou par un code de succès (2xx) en annonçant une taille (Content-Length) de 4\u00a0Kio au plus."},
			"pl": {"Do każdego adresu URL wysyła najpierw żądanie `HEAD`, a żądanie `GET` – tylko wtedy, gdy serwer odpowie na pierwsze z nich kodem HTTP 405 lub 501 albo kodem powodzenia (2xx) i poda rozmiar treści (Content-Length) nie większy niż 4\u00a0KiB."},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := buildTestdata(t, "trial25", [2]string{key, key + tc.edit})
			checkPageLines(t, res, tc.want)
			checkEveryLanguage(t, "get_after_head_if_at_most", res)
		})
	}
}
