package generator

import "testing"

// TestCookiesKeptPerRunStated (new-user trial 31, F-10): TeilhabeCheck drops a site's cookies
// after each check, and agents.X.http.cookies = "kept-per-run" says so in four languages: the
// cookies are sent back within the same run, none in a later one. "kept" still says nothing of
// runs. Failed before: unknown value.
func TestCookiesKeptPerRunStated(t *testing.T) {
	res := buildTrial31b(t, [2]string{"cookies = \"kept\"\n", "cookies = \"kept-per-run\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"- It stores the cookies a site sets and sends them back on later requests to that site in the same run; it does not keep cookies from one run to the next.\n"},
		"de": {"- Speichert die Cookies, die eine Website setzt, und sendet sie bei späteren Anfragen an diese Website im selben Lauf zurück; in einen späteren Lauf wird kein Cookie übernommen.\n"},
		"fr": {"- Il enregistre les cookies qu’un site définit et les lui renvoie lors des requêtes suivantes de la même exécution\u202f; aucun cookie n’est conservé pour une exécution ultérieure.\n"},
		"pl": {"- Zapisuje pliki cookie ustawiane przez serwis i odsyła je przy kolejnych żądaniach do tego serwisu w ramach tego samego przebiegu; pliki cookie nie są przenoszone do kolejnych przebiegów.\n"},
	})
	checkEveryLanguage(t, "cookies kept per run", res)
	checkPageLines(t, buildTrial31b(t), map[string][]string{
		"en": {"- It stores the cookies a site sets and sends them back on later requests to that site.\n"},
	})
}
