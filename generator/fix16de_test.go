package generator

import (
	"strings"
	"testing"
)

// The German editor's review 15 (/work/notes/s15/review15-de.md), the SHOULDs left open by
// fix15de: the exact German sentences, each with the finding it answers.

// TestFix16GermanMessages: messages that no page of the examples shows in every form.
func TestFix16GermanMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		// 9: no label before the sentence; the reader is "Sie", not "Website-Betreiber".
		{"intro.lead_short", 1, []any{"Title", ls["de"].t("intro.title_one_of_kind", "Title", plain("ReadFeed-Abrufdienst"))}, "Diese Seite beschreibt die Anfragen, die der ReadFeed-Abrufdienst an Websites sendet, und zeigt, wie Sie darauf reagieren können."},
		{"intro.lead", 1, []any{"Title", ls["de"].t("intro.title_one", "Title", plain("GminaBot"))}, "Diese Seite beschreibt, wer hinter den Anfragen steht, die der Dienst „GminaBot“ an Websites sendet, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird und wie Sie die Abrufe drosseln oder den Crawler sperren."},
		// 11: a snippet with one User-agent line says "diesen Crawler", one with several "die hier
		// genannten Crawler".
		{"warning.own-group-replaces-star", 1, robotsSpecialChars(), "Sobald diese Gruppe existiert, gilt Ihre Gruppe * für diesen Crawler nicht mehr: Übernehmen Sie alle Regeln (Disallow- und Allow-Zeilen) der Gruppe *, die weiterhin gelten sollen, in diese Gruppe."},
		{"warning.own-group-replaces-star", 2, robotsSpecialChars(), "Sobald diese Gruppe existiert, gilt Ihre Gruppe * für die hier genannten Crawler nicht mehr: Übernehmen Sie alle Regeln (Disallow- und Allow-Zeilen) der Gruppe *, die weiterhin gelten sollen, in diese Gruppe."},
		{"warning.existing-group-merges", 1, nil, "Enthält Ihre robots.txt bereits eine Gruppe für diesen Crawler, werden die Gruppen zusammengeführt: Entfernen Sie aus Ihrer bestehenden Gruppe alle Allow-Zeilen, welche die gesperrten Pfade wieder freigeben würden."},
		{"warning.existing-group-merges", 2, nil, "Enthält Ihre robots.txt bereits eine Gruppe für einen hier genannten Crawler, werden die Gruppen zusammengeführt: Entfernen Sie aus Ihrer bestehenden Gruppe alle Allow-Zeilen, welche die gesperrten Pfade wieder freigeben würden."},
		{"warning.own-group-replaces-star-unstated", 1, robotsSpecialChars(), "Übernehmen Sie alle Regeln (Disallow- und Allow-Zeilen) Ihrer Gruppe *, die für diesen Crawler weiterhin gelten sollen, in diese Gruppe: Nach RFC 9309 gilt die Gruppe * nicht mehr für einen Crawler, der eine eigene Gruppe hat."},
		{"warning.existing-group-merges-unstated", 1, nil, "Enthält Ihre robots.txt bereits eine Gruppe für diesen Crawler, entfernen Sie dort alle Allow-Zeilen, welche die gesperrten Pfade wieder freigeben würden: Nach RFC 9309 werden zwei Gruppen für denselben Crawler zu einer zusammengeführt."},
		// 17: one word, "Zeitüberschreitung"; "Zeitlimit" only for the configured limit.
		{"condition.timeout", 0, nil, "Zeitüberschreitung"},
		{"job_trigger.after-timeout", 0, nil, "nach einer Zeitüberschreitung"},
		{"diff.field.job_timeout", 0, nil, "die Zeit, nach der eine Zeitüberschreitung vorliegt"},
		// 18: RFC 9309's "unavailable" (4xx) named, and 408/429 as "nicht erreichbar".
		{"robots.4xx.allow-all_except", 2, []any{"Statuses", plain("408 und 429")}, "Beantwortet der Server den Abruf der robots.txt mit einem Client-Fehler (HTTP 4xx, etwa 404), gilt nach RFC 9309 alles als erlaubt; ausgenommen sind die Statuscodes 408 und 429: Bei diesen gilt die robots.txt als nicht erreichbar, wie bei einem Serverfehler (5xx)."},
		{"robots.4xx.allow-all_except", 1, []any{"Statuses", plain("429")}, "Beantwortet der Server den Abruf der robots.txt mit einem Client-Fehler (HTTP 4xx, etwa 404), gilt nach RFC 9309 alles als erlaubt; ausgenommen ist der Statuscode 429: Bei diesem gilt die robots.txt als nicht erreichbar, wie bei einem Serverfehler (5xx)."},
		{"robots.4xx.disallow-all_except", 2, []any{"Statuses", plain("408 und 429")}, "Beantwortet der Server den Abruf der robots.txt mit einem Client-Fehler (HTTP 4xx), ruft der Crawler von der Website nichts ab; ausgenommen sind die Statuscodes 408 und 429: Bei diesen gilt die robots.txt als nicht erreichbar, wie bei einem Serverfehler (5xx)."},
		// 19: the article, and a semicolon between the two main clauses.
		{"answers.block_snippet_except", 0, []any{"Label", plain("X"), "Targets", plain("„A“")}, "Fügen Sie die Vorlage „X“ in Ihre robots.txt ein. Bei den folgenden Arten von Websites wird die robots.txt nicht gelesen; dort wirkt die Vorlage also nicht: „A“."},
		// 24: the filter by its name.
		{"job.max_unchanged_pages", 5, nil, "Ignoriert die Website den Änderungsfilter, endet der Lauf nach 5\u00a0Seiten ohne Änderung."},
		// 37: "(auf Deutsch)" says that only that language's text changed.
		{"diff.renamed.targets", 0, []any{"Lang", textForms{base: plain("Deutsch"), forms: map[string]Text{"Version": plain("deutsche Fassung")}}, "Old", plain("„a“"), "New", plain("„b“")}, "Umbenannt (deutsche Fassung): eine Art von Websites – bisher „a“, neu „b“."},
		{"diff.renamed.occasions", 0, []any{"Lang", textForms{base: plain("Deutsch"), forms: map[string]Text{"Version": plain("deutsche Fassung")}}, "Old", plain("„a“"), "New", plain("„b“")}, "Neu formuliert (deutsche Fassung): ein im Zeitplan genannter Anlass – bisher „a“, neu „b“."},
		// 43: the text in brackets after a schedule rule is a condition or an explanation.
		{"diff.text.condition", 0, nil, "der Zusatz zur Zeitplanregel"},
		// 41: the reader as "Sie"; sites do not decide.
		{"diff.class.identity_agent_added", 0, nil, "robots.txt-Gruppen, Freigabelisten und Filter, die für die übrigen Crawler angelegt wurden, erfassen den neuen Crawler nicht: Wenn Sie die übrigen Crawler sperren oder zulassen, müssen Sie eventuell auch sein Produkt-Token ergänzen."},
	})
}

// TestFix16GermanPages: the findings' sentences on the built pages.
func TestFix16GermanPages(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"de": {
		// 9.
		"\nDiese Seite beschreibt, wer hinter den Anfragen steht, die der Dienst „civic-ingestor“ an Websites sendet, woran Sie sie erkennen,",
		// 18.
		"Beantwortet der Server den Abruf der robots.txt mit einem Client-Fehler (HTTP 4xx, etwa 404), gilt nach RFC 9309 alles als erlaubt; ausgenommen sind die Statuscodes 408 und 429: Bei diesen gilt die robots.txt als nicht erreichbar, wie bei einem Serverfehler (5xx).",
		// 11: civic-ingestor's snippets name one crawler.
		"\n- Sobald diese Gruppe existiert, gilt Ihre Gruppe `*` für diesen Crawler nicht mehr:",
		"\n- Enthält Ihre robots.txt bereits eine Gruppe für diesen Crawler, werden die Gruppen zusammengeführt:",
		// 16: the header as code, as `If-None-Match` and `Signature-Input` are.
		"\n- Der Header `Retry-After` wird nicht ausgewertet.\n",
		// 24.
		"<br>Ignoriert die Website den Änderungsfilter, endet der Lauf nach 5\u00a0Seiten ohne Änderung.<br>",
	}})
	checkPageLines(t, buildExample(t, "feed-reader"), map[string][]string{"de": {
		"\nDiese Seite beschreibt die Anfragen, die der ReadFeed-Abrufdienst an Websites sendet, und zeigt, wie Sie darauf reagieren können.\n",
	}})
	// 34: a path as code, as on every other page.
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"de": {
		"\n- Entnimmt Adressen zuerst den Sitemaps, die in den Sitemap-Zeilen der robots.txt einer Website genannt sind, und der Datei `/sitemap.xml` der Website, erst danach den Links.\n",
	}})
	// 30: the final clause belongs to "Ruft … ab", not to "teilt".
	page := string(buildExample(t, "link-preview").Files["de/index.md"])
	if w := "Abruf einer Seite für eine Vorschau, wenn jemand ihren Link in einer Unterhaltung teilt"; !strings.Contains(page, w) {
		t.Errorf("link-preview de/index.md lacks %q", w)
	}
}
