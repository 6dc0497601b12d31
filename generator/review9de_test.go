package generator

import (
	"strings"
	"testing"
)

// Round 9 of the German fixes of review 8 (/work/review8/de.md): the exact German sentences of
// the findings that round 8 left open.

// TestReview9GermanMessages: the German messages as a native editor asked for them, each with
// the finding it answers.
func TestReview9GermanMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		// de 17: an occasion's label is an adverbial ("an Sitzungstagen …"), so it is named in
		// brackets, never after "zu den Anlässen" or "beim Anlass".
		{"week.occasions", 2, []any{"Occasions", plain("„an Sitzungstagen“ und „bei Ratssitzungen“")}, "Nicht eingezeichnet sind die Abrufe zu besonderen Anlässen („an Sitzungstagen“ und „bei Ratssitzungen“)."},
		{"week.occasions", 1, []any{"Occasions", plain("„an Sitzungstagen“")}, "Nicht eingezeichnet sind die Abrufe zu einem besonderen Anlass („an Sitzungstagen“)."},
		{"diff.context.occasion", 0, []any{"Label", plain("an Sitzungstagen")}, " bei einem Anlass des Zeitplans („an Sitzungstagen“)"},
		// de 18: the shade is the shortest interval of the hour, not a fetch type; and it is how
		// often a run begins, not how many requests come (new-user trial 23, F13).
		{"week.shading", 0, nil, "Jede Stunde ist danach eingefärbt, wie oft die am häufigsten startende regelmäßige Abrufart zu dieser Zeit einen Lauf beginnt, nicht nach der Zahl der Anfragen: Eine Abrufart, die seltener startet, kann mehr Anfragen senden."},
		// de 21: no form field "(betroffen: die Liste)" in running text.
		// de review 22, P4: the scope in the genitive, "die Abrufe der betreffenden Liste".
		{"reaction.inline", 0, []any{"Event", plain("Timeout"), "Scope", textForms{base: plain("die Liste"), forms: map[string]Text{"Gen": plain("der betreffenden Liste")}}, "Pause", plain("1\u00a0Stunde")}, "Bei Timeout setzt der Crawler die Abrufe der betreffenden Liste aus. Dauer der Pause: 1\u00a0Stunde."},
		// de 22: the User-Agent belongs to the request, so "je …" comes before it.
		{"comparison.request", 1, []any{"Per", plain(" je Abgleich"), "UA", plain("`python-httpx`"), "Redirects", plain("folgt keinen Weiterleitungen")}, "Nach einer Antwort mit HTTP 403 sendet der Crawler je Abgleich höchstens eine Vergleichsanfrage mit dem User-Agent `python-httpx`, nur um zu prüfen, ob sich die Sperre gegen seine Kennung richtet. Dabei hält er das übliche Tempo ein und folgt keinen Weiterleitungen. Abgerufen wird weiterhin nur unter der eigenen Kennung."},
		// de 25: <ttl> is an interval, bounded, not honoured "zwischen" two times.
		{"job.feed_ttl_between", 0, []any{"TTL", plain("`<ttl>`"), "Min", dur(5*60e9, ""), "Max", dur(12*3600e9, "")}, "Das im Feed angegebene Aktualisierungsintervall (`<ttl>`) wird im Bereich von 5\u00a0Minuten bis 12\u00a0Stunden beachtet: Ein kürzerer Wert zählt als 5\u00a0Minuten, ein längerer als 12\u00a0Stunden."},
		{"diff.field.feed_ttl", 0, nil, "die Beachtung des im Feed angegebenen Aktualisierungsintervalls"},
		// de 26: checked against a cached copy, not read before every fetch.
		{"robots_check.before-every-fetch", 0, nil, "vor jedem Abruf (anhand einer zwischengespeicherten Kopie)"},
		{"robots.check_default", 0, []any{"Check", plain("vor jedem Abruf (anhand einer zwischengespeicherten Kopie)")}, "Standardmäßig wird die robots.txt vor jedem Abruf (anhand einer zwischengespeicherten Kopie) geprüft."},
		// de 29: "no effect" said plainly.
		{"diff.class.neutral", 0, nil, "An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
		// de 30: where the changes of the other languages are, said plainly.
		{"changes.other_versions", 1, []any{"Versions", plain("der englischen")}, "Änderungen am Wortlaut der englischen Fassung finden Sie auf deren Änderungsseite."},
		{"changes.other_versions", 2, []any{"Versions", plain("der englischen und der polnischen")}, "Änderungen am Wortlaut der englischen und der polnischen Fassung finden Sie auf deren Änderungsseiten."},
		// de 31: the fetch type is named in the context already.
		{"diff.field.job_trigger", 0, nil, "ein Auslöser"},
		// de 32: no noun style ("nach einem Fehlen").
		{"diff.field.job_refetch_after_failure", 0, nil, "ob der Mindestabstand bis zum erneuten Abruf einer Ressource auch dann gilt, wenn sie fehlte oder der Abruf scheiterte"},
		// de 35: one name for the class, as on the page of changes.
		{"diff.class_heading.identity", 0, nil, "Woran der Crawler erkannt wird: Freigabelisten und Sperren"},
		{"diff.class_heading.identity_agents", 0, nil, "Woran die Crawler erkannt werden: Freigabelisten und Sperren"},
		// de 11: the bracket says what the quoted sentence says.
		{"diff.field.robots_unreachable", 0, nil, "was gilt, wenn die robots.txt nicht erreichbar ist (Serverfehler HTTP 5xx oder Netzwerkfehler)"},
	})
}

// TestReview9GermanPages: the findings' sentences on the built pages.
func TestReview9GermanPages(t *testing.T) {
	civic := buildExample(t, "civic-ingestor")
	checkPageLines(t, civic, map[string][]string{
		"de": {
			// de 3: the relative clause names the files whose text still has to be recognised.
			"\nVon keiner Pause betroffen: das Herunterladen neuer Dateien ohne Textebene, deren Text erst per Texterkennung (OCR) gewonnen werden muss; es läuft auch während einer Pause im üblichen Tempo weiter.\n",
			// de 24: a kind of website, not a provider.
			"\n### Streaming-Plattformen für Ratssitzungen\n",
			// de 23: one voice, the operator in the third person.
			"Neue Dateien lädt der Betreiber herunter, um ihren Text für die Suche zu erschließen und eine Kopie vorzuhalten.",
			"Der Betreiber ruft ab, was ein Ratsinformationssystem für alle sichtbar veröffentlicht:",
			// de 22.
			"Nach einer Antwort mit HTTP 403 sendet der Crawler je Abgleich oder je Aufnahmeprüfung höchstens eine Vergleichsanfrage mit dem User-Agent `python-httpx`, nur um zu prüfen,",
			// de 21, and de review 22, P4.
			"Bei Zeitüberschreitung oder HTTP 504 (Gateway Timeout) setzt der Crawler die Abrufe der betreffenden Liste aus.",
		},
	})
	html := string(civic.Files["de/index.html"])
	for _, w := range []string{
		"<p>Jede Stunde ist danach eingefärbt, wie oft die am häufigsten startende regelmäßige Abrufart zu dieser Zeit einen Lauf beginnt, nicht nach der Zahl der Anfragen: Eine Abrufart, die seltener startet, kann mehr Anfragen senden.</p>",
		"<p>Nicht eingezeichnet sind die Abrufe zu besonderen Anlässen („",
	} {
		if !strings.Contains(html, w) {
			t.Errorf("civic-ingestor de/index.html lacks %q", w)
		}
	}
	// de 28: a window's label in the legend in quotation marks, in every language.
	gmina := buildExample(t, "gmina-bot")
	for lang, w := range map[string]string{
		"de": "Umrandet: bevorzugte Zeiten („",
		"en": "Outlined: preferred hours (time window: “",
	} {
		if page := string(gmina.Files[lang+"/index.html"]); !strings.Contains(page, w) {
			t.Errorf("gmina-bot %s/index.html lacks %q", lang, w)
		}
	}
	// de 23: no "wir" beside "der Betreiber" in the operator's prose.
	for _, ex := range []string{"triple-fetchers", "gmina-bot"} {
		page := string(buildExample(t, ex).Files["de/index.md"])
		for _, w := range []string{" wir ", "Wir ", " uns ", " unsere"} {
			if strings.Contains(page, w) {
				t.Errorf("%s de/index.md speaks as %q", ex, w)
			}
		}
	}
}

// TestReview9CrawlDelayNewGroup: de 1, the Crawl-delay example is a whole new group, so the page
// says that the "*" group then no longer applies to the crawler, and what to copy; never where
// the crawler reads the "*" group together with its own (group_matching = "merges-star"), for
// which it would be false.
func TestReview9CrawlDelayNewGroup(t *testing.T) {
	want := map[string]string{
		"de": "Hat `GazetteBot` in Ihrer robots.txt noch keine eigene Gruppe, legen Sie wie im Beispiel eine an und übernehmen Sie alle Regeln (Disallow- und Allow-Zeilen) der Gruppe `*`, die für diesen Crawler weiterhin gelten sollen: Sobald die Gruppe existiert, gilt Ihre Gruppe `*` für ihn nicht mehr.",
		"en": "If `GazetteBot` has no group of its own in your robots.txt yet, add one as in the example and copy into it any rules (Disallow and Allow) of the `*` group that should still apply to this crawler: once that group exists, the crawler no longer follows your `*` group.",
		"fr": "Si `GazetteBot` n’a pas encore son propre groupe dans votre robots.txt, créez-le comme dans l’exemple et recopiez-y les lignes Disallow et Allow du groupe `*` qui doivent continuer à s’appliquer à ce robot\u202f: dès que ce groupe existe, le robot cesse de suivre votre groupe `*`.",
		"pl": "Jeśli `GazetteBot` nie ma jeszcze własnej grupy w Państwa pliku robots.txt, należy ją utworzyć jak w przykładzie i skopiować do niej te reguły (wiersze Disallow i Allow) z grupy `*`, które mają nadal obowiązywać tego robota: po dodaniu tej grupy robot przestaje stosować się do Państwa grupy `*`.",
	}
	// The advice rests on the policy's saying that GazetteBot reads groups as RFC 9309 does
	// (newuser9, finding 9).
	res := buildExampleEdited(t, "gazette-bot", statesRFC9309Groups)
	for _, lang := range res.Policy.Site.Languages {
		if page := string(res.Files[lang+"/index.md"]); !strings.Contains(page, want[lang]) {
			t.Errorf("gazette-bot %s/index.md lacks %q", lang, want[lang])
		}
	}
	// The smallest policy, with a group of its own read as RFC 9309 reads it, and merged with
	// the "*" group; where the policy does not say how it reads groups, not at all.
	for _, tt := range []struct {
		matching string
		says     bool
	}{{"", false}, {"rfc9309", true}, {"first-group", true}, {"case-sensitive", true}, {"merges-star", false}} {
		extra := "robots_txt = \"read\"\n"
		if tt.matching != "" {
			extra += "group_matching = \"" + tt.matching + "\"\n"
		}
		res := buildSmallest(t, []byte(extra+"\n[robots_txt]\ncrawl_delay = \"honoured\"\n"))
		for _, lang := range res.Policy.Site.Languages {
			page := string(res.Files[lang+"/index.md"])
			if !strings.Contains(page, "User-agent: MinimalBot\nCrawl-delay: ") {
				t.Errorf("%q: %s/index.md has no Crawl-delay example", tt.matching, lang)
			}
			line := strings.ReplaceAll(want[lang], "GazetteBot", "MinimalBot")
			if got := strings.Contains(page, line); got != tt.says {
				t.Errorf("%q: %s/index.md says %q: %v, want %v", tt.matching, lang, line, got, tt.says)
			}
		}
	}
}

// TestReview9FetchScope: de 9, a change of what a crawler starts from is quoted without "(nicht
// die von dort verlinkten Seiten)", which the page says only of a crawler that follows no links:
// ExampleFetch follows them one level deep, and its page says so.
func TestReview9FetchScope(t *testing.T) {
	// The sentences of the review: TestReview5FetchScope. The page states the links apart.
	res := buildExample(t, "triple-fetchers")
	checkPageLines(t, res, map[string][]string{"de": {
		"- Ruft nur die vorgegebenen Adressen (nicht die von dort verlinkten Seiten) ab.", // ExampleWatch: no links
		"- Folgt Links von den vorgegebenen Adressen aus nur eine Ebene tief.",            // ExampleFetch
	}})
	ls := localizers(t)
	for lang, want := range map[string][2]string{
		"en": {"the URLs it was given", "the results of the search queries it was given"},
		"de": {"die vorgegebenen Adressen", "die Ergebnisse vorgegebener Suchen"},
		"fr": {"les adresses qui lui sont indiquées", "les résultats des recherches qui lui sont confiées"},
		"pl": {"wskazane adresy", "wyniki zleconych wyszukiwań"},
	} {
		for i, v := range []string{"named-url", "search"} {
			if got := ls[lang].t("fetch_scope_item." + v).Plain(); got != want[i] {
				t.Errorf("%s fetch_scope_item.%s = %q, want %q", lang, v, got, want[i])
			}
		}
	}
	if got := ls["de"].t("diff.field.fetch_scope").Plain(); got != "was der Crawler abruft" {
		t.Errorf("de diff.field.fetch_scope = %q", got)
	}
}
