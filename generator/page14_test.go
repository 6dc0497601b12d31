package generator

import "testing"

// TestPage14GroupMergingUnstated: where the policy does not say how a crawler reads the groups of
// robots.txt (group_matching unset), a snippet's notes state RFC 9309's merging of groups and its
// "*" rule as the RFC's, with advice that is safe whatever the crawler does, not as what the crawler
// does (README: a key left out is a sentence left out; new-user trial 13, finding 9). With
// group_matching = "rfc9309" they state the crawler's reading, as before.
func TestPage14GroupMergingUnstated(t *testing.T) {
	const reads = "robots_txt = \"read\"\n"
	const snippet = "\n[robots_txt]\ncheck = \"before-first-fetch\"\n\n[snippets.private]\nlabel = { en = \"Private\", de = \"Privat\", fr = \"Privé\", pl = \"Prywatne\" }\nagents = [\"bot\"]\npaths = [\"/private/\"]\n"
	unstated := map[string][]string{
		"en": {
			"- Copy into this group any Disallow rules of your “\\*” group that should still apply to the crawlers it names: under RFC 9309, a crawler with a group of its own no longer follows the “\\*” group.\n",
			"- If your robots.txt already has a group for a crawler named here, remove any Allow rules there that would reopen the blocked paths: under RFC 9309, two groups for the same crawler are merged into one.\n",
		},
		"de": {
			"- Übernehmen Sie alle Disallow-Zeilen Ihrer Gruppe „\\*“, die für die hier genannten Crawler weiterhin gelten sollen, in diese Gruppe: Nach RFC 9309 gilt die Gruppe „\\*“ nicht mehr für einen Crawler, der eine eigene Gruppe hat.\n",
			"- Enthält Ihre robots.txt bereits eine Gruppe für einen hier genannten Crawler, entfernen Sie dort Allow-Zeilen, welche die gesperrten Pfade wieder freigeben würden: Nach RFC 9309 werden zwei Gruppen für denselben Crawler zusammengeführt.\n",
		},
		"fr": {
			"- Recopiez dans l’extrait les lignes Disallow de votre groupe «\u202f\\*\u202f» qui doivent continuer à s’appliquer aux robots qu’il nomme\u202f: selon la RFC\u00a09309, un robot qui a son propre groupe ne suit plus le groupe «\u202f\\*\u202f».\n",
			"- Si votre robots.txt contient déjà un groupe pour un robot nommé ici, supprimez de ce groupe les lignes Allow qui rouvriraient les chemins bloqués\u202f: selon la RFC\u00a09309, deux groupes pour un même robot sont fusionnés.\n",
		},
		"pl": {
			"- Należy skopiować do nowej grupy te wiersze Disallow z Państwa grupy „\\*”, które mają nadal obowiązywać wymienione tu roboty: według RFC 9309 robot, który ma własną grupę, nie stosuje się już do grupy „\\*”.\n",
			"- Jeśli robots.txt zawiera już grupę dla robota wymienionego w tym wpisie, należy usunąć z niej wiersze Allow, które odblokowywałyby zablokowane ścieżki: według RFC 9309 dwie grupy dla tego samego robota łączy się w jedną.\n",
		},
	}
	stated := map[string][]string{
		"en": {
			"- Once this group exists, the crawlers it names no longer follow your “\\*” group",
			"- If your robots.txt already has a group for a crawler named here, the groups are merged:",
		},
		"de": {"werden die Gruppen zusammengeführt:"},
		"fr": {"les deux groupes sont fusionnés à la lecture"},
		"pl": {"robot łączy obie grupy w jedną"},
	}
	res := buildSmallest(t, []byte(reads+snippet))
	checkPageLines(t, res, unstated)
	checkPageLacks(t, res, stated)

	// The README's smallest policy: a whole-site snippet, no group_matching.
	whole := buildSmallest(t, []byte(reads+snippet[:len(snippet)-len("paths = [\"/private/\"]\n")]+"paths = [\"/\"]\n"))
	checkPageLines(t, whole, map[string][]string{"en": {unstated["en"][1]}})
	checkPageLacks(t, whole, stated)

	rfc := buildSmallest(t, []byte(reads+"group_matching = \"rfc9309\"\n"+snippet))
	checkPageLines(t, rfc, stated)
	checkPageLacks(t, rfc, unstated)
}

// TestPage14WeeklyRule: a rule on one weekday at an interval from a day to a week runs once on each
// of those days, and the schedule says so as a native would: "On Sundays, 01:00–06:00: once a week"
// (was "Sun, 01:00–06:00: every 7 days", and "Sat, 01:00–06:00: every day" for 24 hours; newuser12
// finding 17, land13's leftover). Rules on several days, or at a default interval, read as before.
func TestPage14WeeklyRule(t *testing.T) {
	const jobs = `
[targets.shops]
label = { en = "Shops", de = "Shops", fr = "Boutiques", pl = "Sklepy" }

[jobs.discovery]
label = { en = "Product discovery", de = "Produktsuche", fr = "Découverte de produits", pl = "Wyszukiwanie produktów" }
agent = "bot"
target = "shops"

[[jobs.discovery.cadence]]
days = "sun"
hours = "01:00-06:00"
every = "7d"

[jobs.prices]
label = { en = "Prices", de = "Preise", fr = "Prix", pl = "Ceny" }
agent = "bot"
target = "shops"

[[jobs.prices.cadence]]
days = "mon-fri"
every = "14d"

[[jobs.prices.cadence]]
days = "sat"
hours = "01:00-06:00"
every = "24h"

[[jobs.prices.cadence]]
days = "sun"
every = "8d"

[[jobs.prices.cadence]]
days = "wed"
every = "7d"
is_default = true
`
	res := buildSmallestEdited(t, [][2]string{{"default_language = \"en\"\n", "default_language = \"en\"\ntime_zone = \"Europe/Berlin\"\n"}}, jobs)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"| Product discovery | `MinimalBot` | Shops | On Sundays, 01:00–06:00: once a week |",
			"| Prices | `MinimalBot` | Shops | Mon–Fri: every 14\u00a0days<br>On Saturdays, 01:00–06:00: once a week<br>Sun: every 8\u00a0days<br>Wed: every 7\u00a0days by default |",
		},
		"de": {
			"| Produktsuche | `MinimalBot` | Shops | sonntags, 1:00–6:00\u00a0Uhr: einmal pro Woche |",
			"| Preise | `MinimalBot` | Shops | Mo–Fr: alle 14\u00a0Tage<br>samstags, 1:00–6:00\u00a0Uhr: einmal pro Woche<br>So: alle 8\u00a0Tage<br>Mi: standardmäßig alle 7\u00a0Tage |",
		},
		"fr": {
			"| Découverte de produits | `MinimalBot` | Boutiques | Le dimanche, de 1\u00a0h à 6\u00a0h\u202f: une fois par semaine |",
			"| Prix | `MinimalBot` | Boutiques | Du lun. au ven.\u202f: tous les 14\u00a0jours<br>Le samedi, de 1\u00a0h à 6\u00a0h\u202f: une fois par semaine<br>Dim.\u202f: tous les 8\u00a0jours<br>Mer.\u202f: tous les 7\u00a0jours par défaut |",
		},
		"pl": {
			"| Wyszukiwanie produktów | `MinimalBot` | Sklepy | w niedziele, 1:00–6:00: raz w tygodniu |",
			"| Ceny | `MinimalBot` | Sklepy | pon.–pt.: co 14\u00a0dni<br>w soboty, 1:00–6:00: raz w tygodniu<br>niedz.: co 8\u00a0dni<br>śr.: domyślnie co 7\u00a0dni |",
		},
	})
}
