package generator

import (
	"testing"
	"time"
)

// TestPerSecondScopeJoined (German review 24, F24, the rate's half): the scope after "per second"
// is joined to it as a cap's is to its period, "Höchstens eine Anfrage pro Sekunde und Hostname"
// (was "pro Sekunde je Hostname", two prepositions for one share); en, fr and pl keep their
// scope_between words. civic-ingestor, whose general interval is one second per host name.
func TestPerSecondScopeJoined(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"en": {"- At most one request per second per host name.\n"},
		"de": {"- Höchstens eine Anfrage pro Sekunde und Hostname.\n"},
		"fr": {"- Au plus 1\u00a0requête par seconde vers un même nom d’hôte.\n"},
		"pl": {"- Najwyżej jedno żądanie na sekundę dla każdej nazwy hosta.\n"},
	})
	checkPageLines(t, buildExampleEdited(t, "civic-ingestor", [2]string{"interval_key = \"hostname\"\n", "interval_key = \"site\"\n"}),
		map[string][]string{
			"en": {"- At most one request per second per site.\n"},
			"de": {"- Höchstens eine Anfrage pro Sekunde und Website.\n"},
		})
	checkPageLines(t, buildSmallestEdited(t, nil, "embedded = { fetch = \"fetched\" }\n\n[limits]\nmin_interval = \"1s\"\ninterval_key = \"hostname\"\ninterval_unit = \"page-loads\"\n"),
		map[string][]string{
			"en": {"- At most one page load per second per host name.\n"},
			"de": {"- Höchstens ein Seitenabruf pro Sekunde und Hostname.\n"},
		})
}

// TestFix25GermanMessages: German messages of review 24's open findings and of review 25, each
// in every form its finding names, with the values its grammar depends on.
func TestFix25GermanMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		// A plural title names several crawlers (site.title_plural): no quotes, the verb in the
		// plural, "die Crawler" (was "die „Chatwork-Bots“ an Websites sendet"; fxde23's report). A
		// name stands after "der Dienst", which gives it the article a common noun needs
		// ("Webarchiv", "ReadFeed-Abrufdienst"; review 25, F1).
		{"intro.lead", 1, []any{"Title", ls["de"].t("intro.title_one", "Title", plain("GminaBot"))}, "Diese Seite beschreibt, wer hinter den Anfragen steht, die der Dienst „GminaBot“ an Websites sendet, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird und wie Sie die Abrufe drosseln oder den Crawler sperren."},
		{"intro.lead", 2, []any{"Title", plain("Chatwork-Bots")}, "Diese Seite beschreibt, wer hinter den Anfragen steht, die Chatwork-Bots an Websites senden, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird und wie Sie die Abrufe drosseln oder die Crawler sperren."},
		{"intro.lead_short", 1, []any{"Title", ls["de"].t("intro.title_one", "Title", plain("Webarchiv"))}, "Diese Seite beschreibt die Anfragen, die der Dienst „Webarchiv“ an Websites sendet, und zeigt, wie Sie darauf reagieren können."},
		{"intro.lead_block", 1, []any{"Title", ls["de"].t("intro.title_one", "Title", plain("GminaBot"))}, "Diese Seite beschreibt, wer hinter den Anfragen steht, die der Dienst „GminaBot“ an Websites sendet, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird und wie Sie den Crawler sperren."},
		{"intro.lead_block", 2, []any{"Title", plain("A, B und C")}, "Diese Seite beschreibt, wer hinter den Anfragen steht, die A, B und C an Websites senden, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird und wie Sie die Crawler sperren."},
		// Review 25, F3: a retry is a "Wiederholungsversuch", not a "neuer Versuch".
		{"errors.retries_twice", 0, []any{"On", plain("Netzwerkfehler"), "Delays", durationListArg{items: inSeries(dur(time.Second, ""), dur(2*time.Second, "")), conj: "and"}}, "Schlägt eine Anfrage mit Netzwerkfehler fehl, wird sie höchstens 2-mal wiederholt; die Wartezeiten vor den Wiederholungsversuchen betragen der Reihe nach mindestens 1\u00a0Sekunde und 2\u00a0Sekunden."},
		// F4: "einmal in 30 Tagen", not "einmal alle 30 Tage"; one day stays "pro Tag".
		{"job.refetch_interval", 0, []any{"T", dur(30*24*time.Hour, "")}, "Jede Ressource wird höchstens einmal in 30\u00a0Tagen abgerufen."},
		{"job.refetch_interval", 0, []any{"T", dur(24*time.Hour, "")}, "Jede Ressource wird höchstens einmal pro Tag abgerufen."},
		{"limits.passes_interval", 0, []any{"Interval", dur(5*time.Minute, "")}, "Je Website höchstens ein Durchgang in 5\u00a0Minuten."},
		// F6: topics with their articles, where the list would tip into a sentence.
		{"contact.topics", 0, []any{"Topics", ls["de"].itemList([]Text{ls["de"].t("topic.questions"), ls["de"].t("topic.slower-rate"), ls["de"].n("topic.window_jobs", count(1, ""), "Jobs", plain("„Vollabgleich“")), ls["de"].t("topic.exclusion"), ls["de"].t("topic.mass-deletion")})}, "Mögliche Anliegen: Fragen; eine niedrigere Abrufrate; ein Zeitfenster für die Abrufart „Vollabgleich“; der Ausschluss Ihrer Website; die Ankündigung, dass Sie demnächst viele Dokumente auf einmal löschen."},
		// F7: an agent's facts have no subject, as their siblings ("Folgt keinen Links.").
		{"agent.not_read", 0, nil, "Befolgt die Regeln der robots.txt nicht."},
		{"agent.not_read_because.legal-mandate", 0, nil, "Befolgt die Regeln der robots.txt nicht, da er Seiten im Rahmen eines gesetzlichen Auftrags abruft."},
		{"agent.sitemap_lines", 0, nil, "Liest jedoch die Sitemap-Zeilen der robots.txt, um Adressen zu finden."},
		// F8: "die Token" (plural), "jedoch" before the second "aber".
		{"agent.legacy_restrict_only", 2, []any{"Tokens", plain("`a` und `b`")}, "Die früheren Tokens `a` und `b` werden weiterhin beachtet, jedoch nur einschränkend: Eine Gruppe, die eines davon nennt, kann Pfade sperren, aber nie freigeben."},
		// F9: one limit below is "das folgende Limit".
		{"limits.target_overrides", 1, nil, "Für diese Websites ersetzt das folgende Limit das allgemeine Limit derselben Art; alle übrigen allgemeinen Limits und Kontingente gelten weiter."},
		{"limits.target_overrides", 2, nil, "Für diese Websites ersetzt jedes der folgenden Limits das allgemeine Limit derselben Art, sofern es ein solches gibt; alle übrigen allgemeinen Limits und Kontingente gelten weiter."},
		{"limits.target_additional", 1, nil, "Für diese Websites gelten die allgemeinen Limits und zusätzlich das folgende Limit."},
		{"limits.target_additional", 2, nil, "Für diese Websites gelten die allgemeinen Limits und zusätzlich die folgenden."},
		// F11: what is provided.
		{"request.alternative-channel", 0, []any{"Channels", plain("als Export")}, "die Bereitstellung der Daten auf anderem Weg statt per Crawler, etwa als Export"},
		// F12: "sie" after "Crawl-delay-Zeilen" read as the lines.
		{"opt_out.crawl_delay.ignored_no_slower", 2, []any{"Email", plain("a@b.example")}, "Crawl-delay-Zeilen in der robots.txt werten die Crawler nicht aus. Um die Abrufe zu beenden, sperren Sie die Crawler über die robots.txt aus oder schreiben Sie an a@b.example."},
		// F14: the answer after a dash, as the question asks it ("nach welchen Regeln" – "nach RFC 9309").
		{"diff.added_answer", 0, []any{"Context", plain(" für X"), "Field", ls["de"].t("diff.field.group_matching"), "New", ls["de"].t("diff.group_matching_rfc9309")}, "Hinzugefügt für X: die Angabe, nach welchen Regeln er die für ihn geltenden Gruppen der robots.txt auswählt – nach RFC 9309."},
		// F15: what an occasion covers.
		{"diff.field.occasion_kind", 0, nil, "was mit dem Anlass gemeint ist"},
		{"occasion_kind.day", 0, nil, "jeweils der ganze Kalendertag"},
		{"occasion_kind.event", 0, nil, "nur die Zeit, in der das Ereignis stattfindet"},
		// F17: the page's own term, "Arten von Websites".
		{"diff.renamed.targets", 0, []any{"Lang", textForms{base: plain("Deutsch"), forms: map[string]Text{"Version": plain("deutsche Fassung")}}, "Old", plain("„a“"), "New", plain("„b“")}, "Umbenannt (deutsche Fassung): eine Art von Websites – bisher „a“, neu „b“."},
		// F19: the note names both ways the page says a scope.
		{"limits.key_note.site", 0, nil, "Bei Angaben „je Website“ oder „pro … und Website“ wird jede Website für sich gezählt; ein weiterer Hostname derselben Website, etwa für Bilder, kann als eigene Website gelten."},
		// F20: no chain of three genitives.
		{"request.stop_jobs", 1, []any{"Jobs", plain("„J“")}, "die Einstellung der Abrufart „J“ für Ihre Website; alle übrigen Abrufe laufen wie oben angegeben weiter"},
		{"request.stop_jobs", 2, []any{"Jobs", plain("„J“ und „K“")}, "die Einstellung der Abrufarten „J“ und „K“ für Ihre Website; alle übrigen Abrufe laufen wie oben angegeben weiter"},
		// F21
		{"diff.class.contact_request_min_interval_shorter", 0, nil, "Auf Anfrage lässt sich der Crawler nicht mehr so stark drosseln wie bisher."},
		// F22: "nach" as a time, not as what the request asks for.
		{"agent.stable_parts_except", 0, []any{"Parts", plain("`x`")}, "Unabhängig von der Version enthält jeder User-Agent dieses Crawlers `x`; darauf kann sich ein Filter verlassen. Ausgenommen ist nur die Vergleichsanfrage, die der Crawler nach einer Antwort mit HTTP 403 sendet."},
		{"diff.field.comparison_user_agent", 0, nil, "der User-Agent der Vergleichsanfrage, die der Crawler nach einer Antwort mit HTTP 403 sendet"},
	})
}
