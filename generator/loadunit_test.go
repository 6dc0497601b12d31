package generator

import (
	"testing"
)

// TestLoadUnits: an interval and a limit at a time counted in page loads (new-user trial 3,
// report 1.5: a headless browser) say "page load", never "request", with one sentence on what a
// page load is; a rate per second too; word for word in every language.
func TestLoadUnits(t *testing.T) {
	res := buildSmallestEdited(t, nil, `embedded = { fetch = "fetched" }

[limits]
min_interval = "5s"
interval_key = "hostname"
interval_unit = "page-loads"
concurrency = 2
concurrency_key = "hostname"
concurrency_unit = "page-loads"
`)
	checkPageLines(t, res, map[string][]string{
		"en": {"- At most one page load every 5\u00a0seconds per host name.\n- A page load is a page together with the resources it embeds, which are fetched along with it.\n- At most 2\u00a0page loads at a time per host name.\n"},
		"de": {"- Mindestabstand zwischen zwei Seitenabrufen je Hostname: 5\u00a0Sekunden.\n- Ein Seitenabruf umfasst eine Seite und die darin eingebundenen Ressourcen, die zusammen mit ihr abgerufen werden.\n- Höchstens 2\u00a0gleichzeitige Seitenabrufe je Hostname.\n"},
		"fr": {"- Au moins 5\u00a0secondes entre deux chargements de page vers un même nom d’hôte.\n- Un chargement de page comprend une page et les ressources qu’elle intègre, récupérées en même temps qu’elle.\n- Au plus 2\u00a0chargements de page simultanés par nom d’hôte.\n"},
		"pl": {"- Najwyżej jedno wczytanie strony na 5\u00a0sekund dla każdej nazwy hosta.\n- Wczytanie strony obejmuje stronę wraz z osadzonymi w niej zasobami, które są pobierane razem z nią.\n- Najwyżej 2\u00a0wczytania stron jednocześnie dla każdej nazwy hosta.\n"},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"request every", "requests at a time"}})
	checkEveryLanguage(t, "load-units", res)

	// An interval under a second, in page loads, as the spacing it is (new-user trial 21,
	// finding 13: it was "At most 2 page loads per second"); the limit at a time in requests.
	res = buildSmallestEdited(t, nil, `embedded = { fetch = "fetched" }

[limits]
min_interval = "500ms"
interval_key = "hostname"
interval_unit = "page-loads"
concurrency = 6
concurrency_key = "hostname"
`)
	checkPageLines(t, res, map[string][]string{
		"en": {"- At most one page load every 500\u00a0milliseconds per host name.\n- A page load is a page together with the resources it embeds, which are fetched along with it.\n- At most 6\u00a0requests at a time per host name.\n"},
		"de": {"- Mindestabstand zwischen zwei Seitenabrufen je Hostname: 500\u00a0Millisekunden.\n"},
		"fr": {"- Au moins 500\u00a0millisecondes entre deux chargements de page vers un même nom d’hôte.\n"},
		"pl": {"- Najwyżej jedno wczytanie strony na 500\u00a0milisekund dla każdej nazwy hosta.\n"},
	})
	checkEveryLanguage(t, "load-units-per-second", res)
}

// TestLoadUnitsReview: an interval now counted in page loads is less polite, named by what it
// counts, word for word in every language.
func TestLoadUnitsReview(t *testing.T) {
	limits := "embedded = { fetch = \"fetched\" }\n\n[limits]\nmin_interval = \"5s\"\ninterval_key = \"hostname\"\n"
	old, new := smallestWith(t, limits), smallestWith(t, limits+"interval_unit = \"page-loads\"\n")
	want := map[string][]string{
		"en": {"Added: what the interval is counted in (“page loads”). This change makes the crawler less polite. The change needs sign-off."},
		"de": {"Hinzugefügt: die Zähleinheit des Abstands – „Seitenabrufe“. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
		"fr": {"Ajout\u202f: l’unité de décompte de l’intervalle («\u202fchargements de page\u202f»). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
		"pl": {"Dodano jednostkę, w której liczony jest odstęp: „wczytania stron”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
	}
	checkReviewSentences(t, "interval in page loads", old, new, want)
}
