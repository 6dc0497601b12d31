package generator

import "testing"

// TestPreferredWindowTargets (new user 4, B1): a preferred window for some categories of site
// names them on the page; the build had failed, since no sentence stated them (validate passed).
func TestPreferredWindowTargets(t *testing.T) {
	res := buildSmallestEdited(t, [][2]string{{"last_changed = 2026-12-01\n", "last_changed = 2026-12-01\ntime_zone = \"Europe/Warsaw\"\n"}}, `
[targets.administration]
label = { en = "Public-administration sites", de = "Behördenwebsites", fr = "Sites des administrations", pl = "Serwisy administracji publicznej" }

[windows.night]
kind = "preferred"
label = { en = "Night", de = "Nacht", fr = "Nuit", pl = "Noc" }
hours = ["22:00-06:00"]
overnight = true
targets = ["administration"]
`)
	checkPageLines(t, res, map[string][]string{
		"en": {"- Night: preferably 22:00–06:00 (overnight), for requests to sites in the category “Public-administration sites”.\n"},
		"de": {"- Nacht: Anfragen an „Behördenwebsites“ vorzugsweise von 22:00\u00a0Uhr bis 6:00\u00a0Uhr am Folgetag.\n"},
		"fr": {"- Nuit\u202f: de préférence de 22\u00a0h à 6\u00a0h le lendemain pour les requêtes vers les sites de la catégorie «\u202fSites des administrations\u202f».\n"},
		"pl": {"- Noc: od 22:00 do 6:00 następnego dnia – w miarę możliwości żądania do serwisów z kategorii „Serwisy administracji publicznej” są wysyłane w tych godzinach.\n"},
	})
	checkEveryLanguage(t, "preferred window with targets", res)
}
