package generator

import "testing"

// Round 11 of the German fixes (issue 12): the native review of the nine examples in round 10.

// TestReview11GermanMessages: the exact German sentences of the round-10 findings, each with the
// finding it answers.
func TestReview11GermanMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		// "unter der Bezeichnung „Webarchiv“" suggested a name that no User-Agent carries: the
		// title is a label before the colon, as in intro.lead.
		{"intro.lead_short", 1, []any{"Title", ls["de"].t("intro.title_one", "Title", plain("Webarchiv"))}, "Diese Seite beschreibt die Anfragen, die der Dienst „Webarchiv“ an Websites sendet, und zeigt, wie Sie darauf reagieren können."},
		// "Geht von … aus" was unidiomatic (and read as "assumes").
		{"agent.starts_from", 0, []any{"What", plain("den vorgegebenen Adressen")}, "Beginnt bei den vorgegebenen Adressen."},
		{"diff.field.fetch_scope", 0, nil, "was der Crawler abruft"},
		// The group selection had a fragment without a verb after the semicolon.
		{"agent.group_matching.rfc9309", 0, robotsSpecialChars(), "Wählt die Gruppen der robots.txt, die er befolgt, wie in RFC 9309 vorgesehen: Alle Gruppen, die ihn nennen, gleich in welcher Groß- und Kleinschreibung, fasst er zu einer einzigen zusammen; nennt ihn keine Gruppe, befolgt er die Gruppe *."},
		{"diff.field.group_matching", 0, nil, "nach welchen Regeln er die für ihn geltenden Gruppen der robots.txt auswählt"},
		// "höchstens 24 Stunden, solange die Website erreichbar ist" read as "as long as the site
		// is up": the condition comes first; one day in the accusative.
		{"robots.cache_for", 0, []any{"T", dur(24*3600e9, "")}, "Solange die Website erreichbar ist, wird eine zwischengespeicherte Kopie der robots.txt höchstens 24\u00a0Stunden lang verwendet."},
		{"robots.cache_for", 0, []any{"T", dur(3600e9, "")}, "Solange die Website erreichbar ist, wird eine zwischengespeicherte Kopie der robots.txt höchstens 1\u00a0Stunde lang verwendet."},
		{"robots.cache_for_unpublished", 0, nil, "Solange die Website erreichbar ist, wird eine zwischengespeicherte Kopie der robots.txt nur für eine begrenzte Zeit verwendet; wie lange, veröffentlicht der Betreiber nicht."},
		// An unpublished cap in the page's own phrase ("veröffentlicht der Betreiber nicht").
		{"cap.unpublished", 0, []any{"Unit", plain("Anfragen"), "Per", plain(" pro Tag")}, "eine feste, nicht veröffentlichte Obergrenze für die Zahl der Anfragen pro Tag"},
		// "für je eine Anfrage pro Schlüsselprüfung nach der Schlüsseldatei": "nach" read as
		// "after"; said with a verb.
		{"network.address_key_verification", 0, []any{"Prefix", plain("`192.0.2.90/32`")}, "`192.0.2.90/32`, nicht zum Crawlen genutzt, sondern nur, um bei jeder Schlüsselprüfung einmal die Schlüsseldatei abzurufen, mit der eine Website ihren IndexNow-Schlüssel bestätigt"},
		// "begrenzt auf 5 Minuten bis 12 Stunden": a range, in the dative.
		{"job.feed_ttl_between", 0, []any{"TTL", plain("`<ttl>`"), "Min", dur(3600e9, ""), "Max", dur(12*3600e9, "")}, "Das im Feed angegebene Aktualisierungsintervall (`<ttl>`) wird im Bereich von 1\u00a0Stunde bis 12\u00a0Stunden beachtet: Ein kürzerer Wert zählt als 1\u00a0Stunde, ein längerer als 12\u00a0Stunden."},
		// "Es reicht nun über Mitternacht" after "im Zeitfenster „…“:" had no antecedent in its
		// own sentence.
		{"diff.state.window_overnight.yes", 0, nil, "Das Zeitfenster reicht nun über Mitternacht"},
		// "Die IP-Adressen können sich künftig ändern" said that they could not before; the
		// change is what the page states, as in the "no" form.
		{"diff.state.may_change.yes", 0, nil, "Die Seite gibt nun an, dass sich die IP-Adressen ändern können"},
		// A dangling "…, in deren Auftrag." at the end of the sentence.
		{"job.not_read_because.user-request", 0, nil, "Befolgt die robots.txt nicht: Abgerufen werden nur Adressen, die eine Person angefordert hat, und zwar in ihrem Auftrag."},
		// "sperrt weniger aus": paths are blocked ("gesperrt"), crawlers shut out; "sperrt" fits both.
		{"diff.class.snippet_looser", 0, nil, "Die Vorlage sperrt nun weniger als bisher. In robots.txt-Dateien bereits übernommene Kopien werden nicht automatisch angepasst: Um die Änderung zu übernehmen, müssen Webmaster diese Kopien durch die neue Fassung der Vorlage ersetzen."},
		{"diff.class.snippet_stricter", 0, nil, "Die Vorlage sperrt nun mehr als bisher. In robots.txt-Dateien bereits übernommene Kopien werden nicht automatisch angepasst: Um die Änderung zu übernehmen, müssen Webmaster diese Kopien durch die neue Fassung der Vorlage ersetzen."},
		// Durations before "lang" and "später" are accusative.
		{"on_demand.cache_shared_about", 0, []any{"T", dur(30*60e9, "")}, "Eine Antwort wird etwa 30\u00a0Minuten lang für alle Nutzer wiederverwendet, die dieselbe Adresse aufrufen; in dieser Zeit wird die Adresse nicht erneut abgerufen."},
		{"job.follow_up.new", 1, []any{"T", dur(3600e9, "")}, "Eine neu gefundene Ressource wird noch einmal abgerufen, 1\u00a0Stunde später."},
		// "aus 1 Region": one is written as a word, as every other "one" form here.
		{"cadence.from_each_region", 1, nil, "aus einer Region"},
		{"cadence.from_each_listed_region", 1, []any{"Regions", plain("Europa")}, "aus einer Region (Europa)"},
		{"cadence.from_each_region", 3, nil, "jeweils von allen 3\u00a0Regionen aus"},
		// "die Kontaktwege oder die möglichen Anliegen" did not fit a changed response time; said
		// as broadly as en ("how webmasters reach the operator or what they can ask for").
		{"diff.class.contact", 0, nil, "Für Webmaster ändert sich dadurch, wie sie den Betreiber erreichen oder worum sie ihn bitten können."},
		// An added job's schedule after "Zeitplan:", not after the crawler's name and a colon.
		{"diff.added_job.when", 0, []any{"New", plain("„Ausgewählte Websites“"), "Agent", plain("„heritrix/3.4.0“"), "When", plain("alle 7\u00a0Tage")}, "Hinzugefügt: eine Abrufart – „Ausgewählte Websites“, ausgeführt von „heritrix/3.4.0“; Zeitplan: alle 7\u00a0Tage."},
		{"contact.agreement_scope", 0, []any{"Scope", textForms{base: plain("je Domain (mit allen Subdomains)"), forms: map[string]Text{"In": plain("innerhalb derselben Domain mit allen Subdomains")}}}, "Vereinbarungen werden je Domain (mit allen Subdomains) getroffen; eine Vereinbarung gilt für alle Adressen innerhalb derselben Domain mit allen Subdomains, aber für nichts darüber hinaus."},
	})
}

// TestReview11GermanPages: the round-10 findings' sentences on the built example pages, the
// examples' own German prose among them.
func TestReview11GermanPages(t *testing.T) {
	for example, lines := range map[string][]string{
		"web-archive": {
			"Diese Seite beschreibt die Anfragen, die der Dienst „Webarchiv“ an Websites sendet, und zeigt, wie Sie darauf reagieren können.",
			// Prose: "a legal-deposit law", indefinite, by its German name; the comparison whole.
			"Die Nationalbibliothek (National Library) sammelt das Web des Landes auf Grundlage eines Pflichtexemplargesetzes, damit online Veröffentlichtes ebenso für die Zukunft erhalten bleibt wie gedruckte Werke.",
			// Prose: "Domains sammeln" and "liest sie dort" were unidiomatic.
			"Domain-Crawls erfassen die gesamte nationale Domain; ausgewählte Websites werden häufiger gesammelt. In späteren Durchgängen eines Domain-Crawls sammelt der Crawler den Rest der größeren Domains, jeweils in Gruppen von Domains ähnlicher Größe. Bitte geben Sie Ihre Sitemap in der robots.txt mit einer Sitemap-Zeile an; dort findet der Crawler sie.",
		},
		"triple-fetchers": {
			"- Beginnt bei den vorgegebenen Adressen.",
		},
		"search-engine": {
			"Nordsuche ist eine nationale Websuchmaschine. Ihre Crawler rufen die Seiten ab, die die Suchmaschine in ihrem Index durchsuchbar macht.",
			"- `192.0.2.90/32`, nicht zum Crawlen genutzt, sondern nur, um bei jeder Schlüsselprüfung einmal die Schlüsseldatei abzurufen, mit der eine Website ihren IndexNow-Schlüssel bestätigt",
		},
		"gmina-bot": {
			"- Solange die Website erreichbar ist, wird eine zwischengespeicherte Kopie der robots.txt höchstens 24\u00a0Stunden lang verwendet.",
		},
	} {
		checkPageLines(t, buildExample(t, example), map[string][]string{"de": lines})
	}
}
