package generator

import (
	"strings"
	"testing"
)

// Round 6 of the native review (issue 12), the German and English findings not taken by the
// mechanisms of the other helpers: exact sentences in every language a fix touches.

// TestReview6GermanPages: the German page lines of round 6 (de 10, 15, 16, 17, 18, 19, 20, 21,
// 22, 25), each with the English line where the same message changed (en 15, 16, 17), and the
// French and Polish lines where the same repetition was removed (de 20, en 17).
func TestReview6GermanPages(t *testing.T) {
	// de 10: "Die Produkt-Token", with its article, as the next sentence has one.
	// de 20, en 17: the missing IP addresses are said once, in the sentence before; the
	// verification advice does not say it again (fr and pl had the same repetition).
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{
		"de": {
			"\nJede Anfrage trägt im User-Agent-Header eine der unten aufgeführten Zeichenketten. Eine Gruppe in der robots.txt spricht einen Crawler über sein Produkt-Token an; die Groß- und Kleinschreibung spielt dabei keine Rolle. Die Produkt-Tokens können Sie unverändert in die robots.txt übernehmen. Die User-Agent-Zeichenketten können Sie ebenso in Freigabelisten und Filter übernehmen.\n",
			"\nDer Betreiber veröffentlicht keine IP-Adressen.\n",
			"\nDer User-Agent nennt den Crawler, kann aber von jedem gesendet werden. Ob eine Anfrage tatsächlich vom Crawler `ExampleFetch` stammt, prüfen Sie deshalb anhand ihrer Signatur (Web Bot Auth) mit dem auf dieser Seite veröffentlichten Schlüssel; bei anderen Anfragen schreiben Sie im Zweifel an den Betreiber.\n",
		},
		"en": {
			"\nThe operator does not publish its IP addresses.\n",
			"\nThe User-Agent names the crawler, but anyone can send it: a request from `ExampleFetch` can be verified by its signature (Web Bot Auth), with the key published on this page; for any other request, write to the operator if in doubt.\n",
		},
		"fr": {"\nLe User-Agent ne prouve rien à lui seul, car n’importe qui peut l’envoyer. Une requête dont le User-Agent désigne `ExampleFetch` se vérifie donc grâce à sa signature (Web Bot Auth) et à la clé publiée sur cette page. Pour les autres requêtes, en cas de doute, écrivez à l’exploitant.\n"},
		"pl": {"\nNagłówek User-Agent wskazuje robota, ale może go wysłać każdy. To, że żądanie rzeczywiście pochodzi od robota `ExampleFetch`, potwierdza podpis żądania (Web Bot Auth) sprawdzony kluczem opublikowanym na tej stronie; w razie wątpliwości co do innych żądań mogą Państwo do nas napisać.\n"},
	})
	// de 15, en 16: a pause of unpublished length in a table cell.
	// de 21: "Sie sperrt", not "Die Vorlage" twice.
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{
		"de": {
			"\n| HTTP 429 (Too Many Requests) | Dauer nicht veröffentlicht | der Server |\n",
			"\nZum Aussperren genügt ein Eintrag in der robots.txt; eine E-Mail ist nicht nötig. Die folgende Vorlage wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie sperrt genau das Angegebene und ändert nichts für andere Crawler.\n",
		},
		"en": {"\n| HTTP 429 (Too Many Requests) | Not published | The server |\n"},
	})
	// de 16: the scope of a pause in parentheses after the verb; en 15: "resource", not "item",
	// and the operator's condition in the present perfect.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"de": {"<br>Bei Zeitüberschreitung oder HTTP 504 (Gateway Timeout) setzt der Crawler die Abrufe der betreffenden Liste aus. Dauer der Pause: zunächst 1\u00a0Stunde, danach jeweils doppelt so lange, höchstens 24\u00a0Stunden.<br>"},
		"en": {"| Only for systems whose photo URLs have been configured<br>For at most 500\u00a0people per run per municipality<br>Each resource is fetched at most once every 30\u00a0days, even if it was missing or the fetch failed.<br>"},
	})
	// de 19: the crawler stops the fetch; a response is not "abgebrochen".
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{
		"de": {"\n- Ist eine Antwort größer als 8\u00a0MB, bricht der Crawler den Abruf ab.\n"},
	})
	// de 25: where the reason is, not "den Grund nennt seine Beschreibung".
	checkPageLines(t, buildExample(t, "web-archive"), map[string][]string{
		"de": {": Der Crawler `heritrix/3.4.0` ruft Seiten im Rahmen eines gesetzlichen Auftrags ab; er befolgt die robots.txt nicht und lässt sich daher nicht über sie aussperren.\n"},
	})
	// de 18: each run from every region, "jeweils von allen … aus".
	res := buildRegions(t, regionsPolicy)
	checkPageLines(t, res, map[string][]string{
		"de": {"| alle 5\u00a0Minuten, jeweils von allen 3\u00a0Regionen aus (Europa, Nordamerika und Asien-Pazifik) |"},
		"en": {"| Every 5\u00a0minutes, from each of the 3\u00a0regions (Europe, North America and Asia-Pacific) |"},
	})
	// de 22: the job named as a kind of fetch, "Abrufart" for one, "Abrufarten" for several.
	one := strings.Replace(newcomerPolicy, "[jobs.checks]\nlabel = { en = \"Price checks\", de = \"Preisprüfungen\", fr = \"Vérifications de prix\", pl = \"Sprawdzenia cen\" }\nagent = \"bot\"\ntriggers = [\"visitor-request\"]\n", "", 1)
	if one == newcomerPolicy {
		t.Fatal("the newcomer's policy has no job checks to remove")
	}
	checkPageLines(t, buildSmallest(t, []byte(one)), map[string][]string{
		"de": {"\nAuch Websites, die zu keiner dieser Arten gehören, werden abgerufen (Abrufart „Produktseiten“); für sie gelten die allgemeinen Limits im Abschnitt „Häufigkeit und Umfang“.\n"},
		"en": {"\nSites outside these categories are fetched too (“Product pages”); the general limits under “How often and how much” apply to them.\n"},
	})
	checkPageLines(t, buildSmallest(t, []byte(newcomerPolicy)), map[string][]string{
		"de": {"\nAuch Websites, die zu keiner dieser Arten gehören, werden abgerufen (Abrufarten „Produktseiten“ und „Preisprüfungen“); für sie gelten die allgemeinen Limits im Abschnitt „Häufigkeit und Umfang“.\n"},
	})
}

// TestReview6GermanDiff: the German diff sentences of round 6 (de 23, 24) and the English ones
// (en 12), in the four languages.
func TestReview6GermanDiff(t *testing.T) {
	const civic = "../examples/civic-ingestor"
	runReview4Diff(t, []review4DiffCase{
		// de 24: "wofür die Pause gilt", not the ambiguous "was eine Pause betrifft".
		// A pause for the server instead of the system (the source system would be the same unit,
		// wording only: TestMech12LabelOnlyIsWording).
		{"the scope of a pause (de 24)", civic, nil, [][2]string{{"escalation = { factor = 2, max = \"6h\" }\nscope = \"system\"", "escalation = { factor = 2, max = \"6h\" }\nscope = \"server\""}}, "/errors/reactions/1/scope", "looser", map[string]string{
			"en": "Changed for the pause after the event “a failed sync, 3\u00a0times in a row”: what the pause applies to. Previously: “the system”. Now: “the server”. This change may make the crawler less polite. The change needs sign-off.",
			"de": "Geändert bei der Pause nach dem Ereignis „Fehlschlag eines Abgleichs, 3-mal in Folge“: wofür die Pause gilt – bisher „das System“, neu „der Server“. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Modification pour la pause déclenchée par l’événement «\u202f3\u00a0synchronisations consécutives en échec\u202f»\u202f: sa portée (jusqu’à présent\u202f: «\u202fle système\u202f»\u202f; désormais\u202f: «\u202fle serveur\u202f»). L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Zmiana dla zdarzenia „nieudana synchronizacja, 3\u00a0razy z rzędu”: czego dotyczy przerwa – dotychczas: „systemu”; odtąd: „serwera”. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
		// de 23: no double negative, no "nicht mehr weiter".
		{"unpublished addresses no longer stated (de 23)", "../examples/triple-fetchers", nil, [][2]string{{"[network]\nunpublished = true\n", "[network]\n"}}, "/network/unpublished", "identity", map[string]string{
			"en": "Changed: the page no longer says that the IP addresses are not published. Allowlists and filters that name the crawler may need updating.",
			"de": "Geändert: Die Seite sagt nicht mehr, dass der Betreiber keine IP-Adressen veröffentlicht. Freigabelisten, Filter und Firewall-Regeln, die den Crawler erkennen, müssen eventuell angepasst werden.",
			"fr": "Modification\u202f: la page cesse d’indiquer que les adresses IP ne sont pas publiées. Il faudra peut-être mettre à jour les listes d’autorisation et les filtres qui visent le robot.",
			"pl": "Zmiana: strona nie informuje już, że adresy IP nie są publikowane. Listy dozwolonych robotów (białe listy) i filtry, które rozpoznają tego robota, mogą wymagać aktualizacji.",
		}},
		// en 12: "something that webmasters can ask for"; the sites it is for said without nested brackets.
		{"a faster rate for some sites (en 12)", gazette, nil, [][2]string{{"kind = \"stop\"\n", "kind = \"stop\"\n\n[[contact.requests]]\nkind = \"faster\"\nmin_interval = \"500ms\"\nwho = { en = \"partner sites\", de = \"Partner-Websites\", fr = \"les sites partenaires\", pl = \"serwisy partnerskie\" }\n"}}, "/contact/requests/1", "looser", map[string]string{
			"en": "Added: something that webmasters can ask for (“a faster rate, up to one request every 500\u00a0milliseconds (only partner sites can ask for this)”). This change makes the crawler less polite. The change needs sign-off.",
			"de": "Hinzugefügt: ein Anliegen, das Webmaster vorbringen können – „eine höhere Abrufrate, mit einem Abstand von mindestens 500\u00a0Millisekunden zwischen zwei Anfragen (diese Möglichkeit besteht nur für Partner-Websites)“. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Ajout d’une demande qu’un site peut adresser\u202f: «\u202fun rythme plus rapide, avec au moins 500\u00a0millisecondes entre deux requêtes (à demander uniquement par les sites partenaires)\u202f». L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Dodano prośbę, którą administrator serwisu może przesłać: „szybsze tempo, najwyżej jedno żądanie na 500\u00a0milisekund (uprawnieni do przesłania tej prośby: serwisy partnerskie)”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
	})
}

// TestReview6OtherLanguages: a page of changes lists the rewording of its own language's texts,
// and names in one sentence the other languages whose texts alone were reworded, which their
// pages list (de 14); the feed, in the default language, does the same. Exact lines in the four
// languages.
func TestReview6OtherLanguages(t *testing.T) {
	job := func(fr, pl string) string {
		return "\n[jobs.check]\nlabel = { en = \"Check\", de = \"Prüfung\", fr = \"" + fr + "\", pl = \"" + pl + "\" }\nagent = \"bot\"\n\n[[jobs.check.cadence]]\nevery = \"24h\"\n"
	}
	res := historyBuild(t, job("Contrôle", "Kontrola"), job("Vérification", "Sprawdzanie"))
	want := map[string]string{
		"en": "\n### Wording\n\n- Changes to the wording in other languages (French and Polish) are listed on the pages in those languages.\n",
		"de": "\n### Wortlaut\n\n- Änderungen am Wortlaut der französischen und der polnischen Fassung finden Sie auf deren Änderungsseiten.\n",
		"fr": "- La formulation en polonais a changé : voir la page dans cette langue.\n",
		"pl": "- Zmieniono brzmienie wersji francuskiej – szczegóły na stronie zmian w tym języku.\n",
	}
	for lang, line := range want {
		md := string(res.Files[lang+"/changes.md"])
		if !strings.Contains(md, line) {
			t.Errorf("%s/changes.md lacks\n%q\n%s", lang, line, md)
		}
		own := map[string]string{"fr": "Vérification", "pl": "Sprawdzanie"}
		for other, word := range own {
			if has := strings.Contains(md, word); has != (other == lang) {
				t.Errorf("%s/changes.md: the rewording in %s said: %v, want %v", lang, other, has, other == lang)
			}
		}
	}
	feed := string(res.Files["changes.atom"])
	if !strings.Contains(feed, "Changes to the wording in other languages (French and Polish) are listed on the pages in those languages.") || strings.Contains(feed, "Vérification") {
		t.Errorf("changes.atom does not leave the French and Polish rewording to their pages:\n%s", feed)
	}
}
