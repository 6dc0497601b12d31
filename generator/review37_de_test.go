package generator

import "testing"

// TestReview37deWording pins the German messages that native review round 37
// (/work/notes/s34/review37-de.md in the project's notes) found wanting, with the sentences that
// replace them; each case failed before:
//   - F1: the item that gives way in „Ersetzt …: … durch …“ is in the nominative, as every entry
//     of the change log („Partizip: Nominativ“, an elliptical passive: „ersetzt wurde der
//     Auslöser … durch …“); review 36's F7 had made it the accusative („den Auslöser“).
//   - F2: a condition said to come in a row is a dative plural with „aufeinanderfolgenden“, as
//     [condition_plural] (was a copy of the singular table label); a robots.txt that cannot be
//     fetched: „fehlgeschlagenen Abrufen der robots.txt“.
//   - F3: an unpublished number of redirects is a limit whose bound is not published („Die Zahl
//     der Weiterleitungen … ist begrenzt“), not „höchstens einer festgelegten Zahl“, which first
//     reads as "at most one".
//   - F4: a changed snippet: webmasters replace „diese Kopien“ (the pronoun „sie“ read as „die
//     Änderung“).
//   - F5: a crawler without a group of its own: „legen Sie wie im Beispiel eine an“ (not „sie“,
//     which points back to „keine eigene Gruppe“).
//   - F6: the slowest rate one may ask for is an interval, „der längste Abstand zwischen zwei
//     Anfragen“, as the English ("the longest interval between requests that a site can ask for").
//   - F7: a quota's jobs: requests „auf ein gemeinsames Kontingent angerechnet“, as the pages say.
//   - F8: a job's run_takes_at_most, always after „bei der Abrufart „X““: „die Höchstdauer eines
//     Laufs“.
func TestReview37deWording(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		// F1
		{"diff.field_replaced.address", 0, nil, "die IP-Adresse bzw. der IP-Adressbereich"},
		{"diff.field_replaced.job_trigger", 0, nil, "der Auslöser"},
		{"diff.field_replaced.trigger", 0, nil, "der Auslöser der Abrufe"},
		{"diff.field_replaced.stable_part", 0, nil, "der gemeinsame Bestandteil aller User-Agents"},
		{"diff.field_replaced.variant", 0, nil, "der weitere User-Agent"},
		{"diff.field_replaced.signing_key", 0, nil, "der Signaturschlüssel nach Web Bot Auth"},
		// F2
		{"condition_in_a_row.robots-txt-unreachable", 0, nil, "aufeinanderfolgenden fehlgeschlagenen Abrufen der robots.txt (keine frühere Kopie vorhanden)"},
		{"condition_in_a_row.5xx", 0, nil, "aufeinanderfolgenden Serverfehlern (HTTP 5xx)"},
		{"condition_in_a_row.system-unreachable", 0, nil, "aufeinanderfolgenden Abgleichen ohne Verbindung zum System"},
		{"condition_plural.robots-txt-unreachable", 0, nil, "fehlgeschlagenen Abrufen der robots.txt (keine frühere Kopie vorhanden)"},
		// F3
		{"limits.max_redirects_unpublished", 0, nil, "Die Zahl der Weiterleitungen, denen der Crawler pro Abruf folgt, ist begrenzt; die Obergrenze veröffentlicht der Betreiber nicht."},
		{"robots.max_redirects_unpublished", 0, nil, "Die Zahl der aufeinanderfolgenden Weiterleitungen, denen der Crawler beim Abruf der robots.txt folgt, ist begrenzt; die Obergrenze veröffentlicht der Betreiber nicht."},
		// F4
		{"diff.class.snippet_stricter", 0, nil, "Die Vorlage sperrt nun mehr als bisher. In robots.txt-Dateien bereits übernommene Kopien werden nicht automatisch angepasst: Um die Änderung zu übernehmen, müssen Webmaster diese Kopien durch die neue Fassung der Vorlage ersetzen."},
		{"diff.class.snippet_looser", 0, nil, "Die Vorlage sperrt nun weniger als bisher. In robots.txt-Dateien bereits übernommene Kopien werden nicht automatisch angepasst: Um die Änderung zu übernehmen, müssen Webmaster diese Kopien durch die neue Fassung der Vorlage ersetzen."},
		// F5
		{"opt_out.crawl_delay.new_group", 0, []any{"Token", plain("ExampleBot"), "Star", plain("*")}, "Hat ExampleBot in Ihrer robots.txt noch keine eigene Gruppe, legen Sie wie im Beispiel eine an und übernehmen Sie alle Regeln (Disallow- und Allow-Zeilen) der Gruppe *, die für diesen Crawler weiterhin gelten sollen: Sobald die Gruppe existiert, gilt Ihre Gruppe * für ihn nicht mehr."},
		{"opt_out.crawl_delay.new_group_unstated", 0, []any{"Token", plain("ExampleBot"), "Star", plain("*")}, "Hat ExampleBot in Ihrer robots.txt noch keine eigene Gruppe, legen Sie wie im Beispiel eine an und übernehmen Sie alle Regeln (Disallow- und Allow-Zeilen) der Gruppe *, die für diesen Crawler weiterhin gelten sollen: Nach RFC 9309 gilt die Gruppe * nicht mehr für einen Crawler, der eine eigene Gruppe hat."},
		// F6
		{"diff.field.contact_request_min_interval", 0, nil, "der längste Abstand zwischen zwei Anfragen, den Webmaster erbitten können"},
		{"diff.field_item.contact_request_min_interval", 0, nil, "der längste Abstand zwischen zwei Anfragen, den Webmaster erbitten können"},
		// F7
		{"diff.field.quota_jobs", 0, nil, "die Abrufarten, deren Anfragen auf ein gemeinsames Kontingent angerechnet werden"},
		{"diff.field_item.quota_jobs", 0, nil, "die Abrufarten, deren Anfragen auf ein gemeinsames Kontingent angerechnet werden"},
		// F8
		{"diff.field.job_run_takes_at_most", 0, nil, "die Höchstdauer eines Laufs"},
		{"diff.field_item.job_run_takes_at_most", 0, nil, "die Höchstdauer eines Laufs"},
	})
}

// TestReview37dePages: review 37's German findings on the built example pages, each line failed
// before:
//   - F1 on civic-ingestor's page of changes (29 November 2026): „der Auslöser“.
//   - F5 on gazette-bot's, gmina-bot's and linkgraph-bot's pages („Crawler verlangsamen“).
//   - F9: NordsucheReadLater's purpose, as the English since its change: a person's own
//     read-later list, not „die Leseliste des Browsers“.
func TestReview37dePages(t *testing.T) {
	for example, token := range map[string]string{"gazette-bot": "GazetteBot", "gmina-bot": "GminaBot", "linkgraph-bot": "linkgraphbot"} {
		checkPageLines(t, buildExample(t, example), map[string][]string{"de": {
			"Hat `" + token + "` in Ihrer robots.txt noch keine eigene Gruppe, legen Sie wie im Beispiel eine an und übernehmen Sie alle Regeln (Disallow- und Allow-Zeilen) der Gruppe ",
		}})
	}
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{"de": {
		"- Zweck: Abruf einer Seite, die eine Person in ihrer Leseliste speichert\n",
	}})
	checkChangesLines(t, buildExampleWithHistory(t, "civic-ingestor"), "de", []string{
		"- Ersetzt bei der Abrufart „Dokumente“: der Auslöser „auf Anfrage eines Besuchers der Website des Betreibers“ durch „wenn jemand auf der Website des Betreibers einen Inhalt öffnet, von dem noch keine Kopie vorliegt“. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll.\n",
	})
}

// TestReview37deDiff: review 37's German findings in the sentences of sitegen diff, each failed
// before:
//   - F4: a snippet's copies to replace are „diese Kopien“.
//   - F6: the longest interval one may ask for, not „die langsamste Abrufrate … (der längste
//     Abstand …)“ with a value in seconds.
func TestReview37deDiff(t *testing.T) {
	for name, want := range map[string]string{
		"snippet blocks a path less":   "/snippets/no-pdf/paths/0 | looser | Entfernt in der Vorlage „Nur PDF-Dateien ausschließen“: ein gesperrter Pfad – „/*.pdf$“. Die Vorlage sperrt nun weniger als bisher. In robots.txt-Dateien bereits übernommene Kopien werden nicht automatisch angepasst: Um die Änderung zu übernehmen, müssen Webmaster diese Kopien durch die neue Fassung der Vorlage ersetzen. Die Änderung muss freigegeben werden.",
		"slowest rate one may ask for": "/contact/requests/0/min_interval | contact | Geändert beim Anliegen „eine niedrigere Abrufrate“: der längste Abstand zwischen zwei Anfragen, den Webmaster erbitten können – bisher 30\u00a0Sekunden, neu 1\u00a0Minute. Auf Anfrage lässt sich der Crawler nun stärker drosseln als bisher.",
	} {
		checkReviewLines(t, name, reviewCaseSentences(t, "de", name), []string{want})
	}
}
