package generator

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

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
			"- Copy into this group any rules (Disallow and Allow) of your `*` group that should still apply to this crawler: under RFC 9309, a crawler with a group of its own no longer follows the `*` group.\n",
			"- If your robots.txt already has a group for this crawler, remove any Allow rules there that would reopen the blocked paths: under RFC 9309, two groups for the same crawler are merged into one.\n",
		},
		"de": {
			"- Übernehmen Sie alle Regeln (Disallow- und Allow-Zeilen) Ihrer Gruppe `*`, die für diesen Crawler weiterhin gelten sollen, in diese Gruppe: Nach RFC 9309 gilt die Gruppe `*` nicht mehr für einen Crawler, der eine eigene Gruppe hat.\n",
			"- Enthält Ihre robots.txt bereits eine Gruppe für diesen Crawler, entfernen Sie dort alle Allow-Zeilen, welche die gesperrten Pfade wieder freigeben würden: Nach RFC 9309 werden zwei Gruppen für denselben Crawler zu einer zusammengeführt.\n",
		},
		"fr": {
			"- Recopiez dans l’extrait les lignes Disallow et Allow de votre groupe `*` qui doivent continuer à s’appliquer au robot nommé ici\u202f: selon la RFC\u00a09309, un robot qui a son propre groupe ne suit plus le groupe `*`.\n",
			"- Si votre robots.txt contient déjà un groupe pour ce robot, supprimez-y les lignes Allow qui rouvriraient les chemins bloqués\u202f: selon la RFC\u00a09309, deux groupes visant un même robot sont fusionnés en un seul.\n",
		},
		"pl": {
			"- Należy skopiować do tej grupy te reguły (wiersze Disallow i Allow) z Państwa grupy `*`, które mają nadal obowiązywać tego robota: według RFC 9309 robot, który ma własną grupę, nie stosuje się już do grupy `*`.\n",
			"- Jeśli robots.txt zawiera już grupę dla robota wymienionego w tym wpisie, należy usunąć z niej wiersze Allow, które odblokowywałyby zablokowane ścieżki: według RFC 9309 robot łączy w jedną wszystkie grupy, w których go wymieniono.\n",
		},
	}
	stated := map[string][]string{
		"en": {
			"- Copy into this group any rules (Disallow and Allow) of your `*` group that should still apply to this crawler: once this group exists, the crawler no longer follows the `*` group.",
			"- If your robots.txt already has a group for this crawler, remove any Allow rules there that would reopen the blocked paths: the crawler merges",
		},
		"de": {"werden die Gruppen zusammengeführt:"},
		"fr": {"le robot fusionne les deux groupes en un seul"},
		"pl": {"ścieżki: robot łączy w jedną wszystkie grupy"},
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
// (The rule at a default interval is on Saturday, outside the Saturday rule's hours: on a weekday,
// after the rule for Monday to Friday, it would never apply, and is refused.)
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
days = "sat"
every = "7d"
is_default = true
`
	res := buildSmallestEdited(t, [][2]string{{"default_language = \"en\"\n", "default_language = \"en\"\ntime_zone = \"Europe/Berlin\"\n"}}, jobs)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"| Product discovery | `MinimalBot` | Shops | On Sundays, 01:00–06:00: once a week |",
			"| Prices | `MinimalBot` | Shops | Mon–Fri: every 14\u00a0days<br>On Saturdays, 01:00–06:00: once a week<br>Sun: every 8\u00a0days<br>Sat: every 7\u00a0days by default |",
		},
		"de": {
			"| Produktsuche | `MinimalBot` | Shops | sonntags, 1:00–6:00\u00a0Uhr: einmal pro Woche |",
			"| Preise | `MinimalBot` | Shops | Mo–Fr: alle 14\u00a0Tage<br>samstags, 1:00–6:00\u00a0Uhr: einmal pro Woche<br>So: alle 8\u00a0Tage<br>Sa: standardmäßig alle 7\u00a0Tage |",
		},
		"fr": {
			"| Découverte de produits | `MinimalBot` | Boutiques | Le dimanche, de 1\u00a0h à 6\u00a0h\u202f: une fois par semaine |",
			"| Prix | `MinimalBot` | Boutiques | Du lun. au ven.\u202f: tous les 14\u00a0jours<br>Le samedi, de 1\u00a0h à 6\u00a0h\u202f: une fois par semaine<br>Dim.\u202f: tous les 8\u00a0jours<br>Sam.\u202f: tous les 7\u00a0jours par défaut |",
		},
		"pl": {
			"| Wyszukiwanie produktów | `MinimalBot` | Sklepy | w niedziele, 1:00–6:00: raz w tygodniu |",
			"| Ceny | `MinimalBot` | Sklepy | pon.–pt.: co 14\u00a0dni<br>w soboty, 1:00–6:00: raz w tygodniu<br>niedz.: co 8\u00a0dni<br>sob.: domyślnie co 7\u00a0dni |",
		},
	})
}

// TestPage14DataUsePromise: a promise about what the operator does with the data it collects
// (no-ai-training, data-not-sold) changes no request a site receives. Removed, it is looser (it
// needs sign-off, like a longer retention period) but not "less polite", and its sentence says what
// changes and that fetching does not, in diff's text and JSON and on the page of changes and the
// feed (new-user trial 13, finding 7); added, it is stricter with the same kind of sentence. A
// promise about fetching ("no-login") keeps "less polite"; a retention period kept longer is no
// longer less_polite in the JSON either.
func TestPage14DataUsePromise(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	const list = "  \"identity-change-by-agreement\",\n]"
	with := [][2]string{{list, "  \"identity-change-by-agreement\",\n  \"no-ai-training\",\n  \"data-not-sold\",\n]"}}
	without := [][2]string{{list, "  \"identity-change-by-agreement\",\n  \"data-not-sold\",\n]"}}
	looser := map[string]string{
		"en": "The operator commits to less about what it does with the data it collects; how the crawler fetches does not change.",
		"de": "Der Betreiber macht damit weniger Zusagen zur Verwendung und Aufbewahrung der erhobenen Daten; am Abrufverhalten des Crawlers ändert sich nichts.",
		"fr": "L’exploitant s’engage moins sur l’usage des données collectées\u202f; la manière dont le robot récupère les contenus ne change pas.",
		"pl": "Nasze zobowiązania dotyczące wykorzystania zbieranych danych są teraz węższe; sposób pobierania treści przez robota się nie zmienia.",
	}
	stricter := map[string]string{
		"en": "The operator now makes stronger commitments about what it does with the data it collects; how the crawler fetches does not change.",
		"de": "Der Betreiber macht damit weitergehende Zusagen zur Verwendung und Aufbewahrung der erhobenen Daten; am Abrufverhalten des Crawlers ändert sich nichts.",
		"fr": "L’exploitant s’engage davantage sur l’usage des données collectées\u202f; la manière dont le robot récupère les contenus ne change pas.",
		"pl": "Przyjmujemy teraz dalej idące zobowiązania dotyczące wykorzystania zbieranych danych; sposób pobierania treści przez robota się nie zmienia.",
	}
	polite := map[string]string{"en": "less polite", "de": "weniger Rücksichtnahme", "fr": "moins respectueuse", "pl": "uciążliwy"}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		items := reviewPair(t, msgs, "../examples/civic-ingestor", with, without, lang)
		if len(items) != 1 {
			t.Fatalf("%s: %d changes, want 1", lang, len(items))
		}
		it := items[0]
		if it.Class != "looser" || it.LessPolite || !strings.Contains(it.Sentence, looser[lang]) || strings.Contains(it.Sentence, polite[lang]) {
			t.Errorf("%s removed: class %s, less_polite %v, %q; want looser, false, with %q", lang, it.Class, it.LessPolite, it.Sentence, looser[lang])
		}
		if b, _ := json.Marshal(it); strings.Contains(string(b), "less_polite") {
			t.Errorf("%s removed: JSON %s says less_polite", lang, b)
		}
		if lang == "en" && it.classTag == "less polite" {
			t.Errorf("en removed: tag %q", it.classTag)
		}
		items = reviewPair(t, msgs, "../examples/civic-ingestor", without, with, lang)
		if len(items) != 1 || items[0].Class != "stricter" || !strings.Contains(items[0].Sentence, stricter[lang]) {
			t.Errorf("%s added: %+v; want stricter, with %q", lang, items, stricter[lang])
		}
	}
	// A promise about fetching stays less polite.
	items := reviewPair(t, msgs, "../examples/civic-ingestor", nil, [][2]string{{"  \"no-login\",\n", ""}}, "en")
	if len(items) != 1 || !items[0].LessPolite || !strings.Contains(items[0].Sentence, "This change makes the crawler less polite.") {
		t.Errorf("no-login removed: %+v; want less polite", items)
	}
	// A retention period kept longer: its sentence already said so; the JSON now agrees.
	const legal = "[legal]\nremoval = \"case-by-case\"\n"
	items = reviewPair(t, msgs, "../examples/civic-ingestor",
		[][2]string{{legal, legal + "retention = [{ what = \"request-logs\", keep_for = \"30d\" }]\n"}},
		[][2]string{{legal, legal + "retention = [{ what = \"request-logs\", keep_for = \"60d\" }]\n"}}, "en")
	if len(items) != 1 || items[0].Class != "looser" || items[0].LessPolite || !strings.Contains(items[0].Sentence, "how the crawler fetches does not change") {
		t.Errorf("retention longer: %+v; want looser, not less_polite", items)
	}

	// The page of changes and the feed.
	const commitments = "\n[commitments]\npromises = [\"no-login\", \"no-ai-training\"]\n"
	res := historyBuild(t, commitments, "\n[commitments]\npromises = [\"no-login\"]\n")
	for lang, want := range looser {
		page := string(res.Files[lang+"/changes.md"])
		if !strings.Contains(page, want) {
			t.Errorf("%s/changes.md lacks %q:\n%s", lang, want, page)
		}
	}
	if feed := string(res.Files["changes.atom"]); !strings.Contains(feed, looser["en"]) {
		t.Errorf("changes.atom lacks %q", looser["en"])
	}
}

// TestPage14WeekPartlyQuiet: an hour that a quiet window covers in part is drawn but for the quiet
// minutes, cut at the minute (weekRowH/60 units each), so that the picture's blank, "no requests",
// never covers more than the policy's quiet windows: quiet 06:30–09:00 leaves 06:00–06:30 shaded,
// and 12:10–12:20 blanks ten minutes, not the hour 12:00–13:00 (new-user trial 13, finding 3).
// checkWeek checks every minute against the policy; an hour quiet throughout stays empty.
func TestPage14WeekPartlyQuiet(t *testing.T) {
	const extra = `
[windows.news-peak]
kind = "quiet"
label = { en = "Morning news peak", de = "Morgendliche Nachrichtenspitze", fr = "Pic d’actualité du matin", pl = "Poranny szczyt informacyjny" }
days = "mon-fri"
hours = ["06:30-09:00", "12:10-12:20", "22:00-23:00"]

[targets.news]
label = { en = "News sites", de = "Nachrichtenseiten", fr = "Sites d’actualité", pl = "Serwisy informacyjne" }

[jobs.comments]
label = { en = "Comments", de = "Kommentare", fr = "Commentaires", pl = "Komentarze" }
agent = "bot"
target = "news"

[[jobs.comments.cadence]]
every = "1h"
`
	res := buildSmallestEdited(t, [][2]string{{"default_language = \"en\"\n", "default_language = \"en\"\ntime_zone = \"Europe/Warsaw\"\n"}}, extra)
	if !checkWeek(t, "partly quiet", res) {
		t.Fatal("no picture of the week")
	}
	svg := string(svgOfWeek.Find(res.Files["en/index.html"]))
	for _, want := range []string{
		`<rect class="w3" x="29" y="18" width="40" height="84.5"/>`,       // Monday 00:00–06:30
		`<rect class="w3" x="29" y="135" width="40" height="41.17"/>`,     // 09:00–12:10
		`<rect class="w3" x="29" y="178.33" width="40" height="125.67"/>`, // 12:20–22:00
		`<rect class="w3" x="29" y="317" width="40" height="13"/>`,        // 23:00–24:00
		`<rect class="w3" x="281" y="18" width="40" height="312"/>`,       // Sunday, all day
	} {
		if !strings.Contains(svg, want) {
			t.Errorf("the picture lacks %s:\n%s", want, svg)
		}
	}
}
