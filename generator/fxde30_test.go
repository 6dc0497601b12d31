package generator

import (
	"testing"
	"time"
)

// TestGermanReview29Wording (German review 29, /work/notes/s27/review29-de.md), each case failed
// before:
//   - F2: "die langsamste Abrufrate, die Website-Betreiber erbitten können" (was "um die
//     Website-Betreiber bitten können", a garden path), and its class sentences alike.
//   - F3: the terms of use in place of robots.txt say what the crawler follows, "Dort hält sich der
//     Crawler nun an die Nutzungsbedingungen des jeweiligen Anbieters statt an die robots.txt"
//     (was "Dort gelten nun die Nutzungsbedingungen", which always apply); the reverse likewise.
//   - F4: "ein Portal, in dem Webmaster ihre Anliegen vorbringen können" (was "der Kundenbereich
//     oder das Portal", an unfilled alternative).
//   - F5: "Ruft nur … und die … eingebundenen Ressourcen ab" (was "nur …, außerdem …").
//   - F6: "…, das nur einschränkend beachtet wird. Eine Gruppe, …" (was a loose participle and two
//     colons).
//   - F7: "Sendet für jede Adresse zuerst eine Anfrage mit HEAD" (was "Fragt eine URL … an": the
//     pages say "Adresse", and an address is not asked).
//   - F8: the usage preferences without a subject, "in einer Content-Usage-Zeile" (was "Er befolgt
//     …", "in einer Zeile Content-Usage").
//   - F12: "höchstens 3-mal statt höchstens 2-mal" (was "zweimal" beside digits), and the pages'
//     "höchstens 2-mal wiederholt" alike.
//   - The lead's note: occasion_kind's values without the tautology "die Dauer des … Zeitraums".
//   - F9 (systemic): every German purpose after "Zweck:" is a noun phrase (was a verb without its
//     subject, "Zweck: Spiegelt …", or a crawler, "Zweck: Haupt-Crawler …").
//   - F10: "die der ReadFeed-Abrufdienst an Websites sendet" (was "der Dienst
//     „ReadFeed-Abrufdienst“"); "der Dienst „Webarchiv“" stays.
//   - F11 (systemic): in the review's plain text, code is set in quotation marks, the inner ones
//     inside a quotation: "Geändert für „civic-ingestor“", "die erste Gruppe ‚*‘", "eine
//     IP-Adresse – „203.0.113.201/32“", "Der Header „Retry-After“" (was bare); what stood in
//     quotation marks already keeps them once; English is unchanged.
func TestGermanReview29Wording(t *testing.T) {
	// F9 and F10: the pages.
	for _, tc := range []struct {
		example string
		lines   []string
	}{
		{"civic-ingestor", []string{"- Zweck: Spiegelung öffentlicher Ratsinformationssysteme\n", "die der Dienst „civic-ingestor“ an Websites sendet"}},
		{"feed-reader", []string{"- Zweck: Abruf der Feeds, die Nutzer des Readers abonniert haben\n", "Diese Seite beschreibt die Anfragen, die der ReadFeed-Abrufdienst an Websites sendet, und zeigt, wie Sie darauf reagieren können."}},
		{"gazette-bot", []string{"- Zweck: Sammlung öffentlicher Lokalnachrichten und offener Daten für die Redaktion\n"}},
		{"gmina-bot", []string{"- Zweck: Beobachtung der Beschlüsse von Gemeinde-, Kreis- und Regionalräten\n"}},
		{"link-preview", []string{
			"- Zweck: Abruf einer Seite für eine Vorschau, wenn jemand ihren Link in einer Unterhaltung teilt\n",
			"- Zweck: Abruf und Zwischenspeicherung der in Unterhaltungen gezeigten Bilder\n",
			"- Zweck: alle übrigen Abrufe, etwa für Integrationen und ausgehende Webhooks, die Kunden einrichten\n",
		}},
		{"linkgraph-bot", []string{"- Zweck: Aufbau eines Linkgraphen des gesamten Webs\n"}},
		{"search-engine", []string{
			"- Zweck: Volltextindexierung für die Suchmaschine (Haupt-Crawler)\n",
			"- Zweck: Erfassung von Nachrichtenseiten und RSS-Feeds in kurzen Abständen\n",
			"- Zweck: Abruf einer Seite, die eine Person in ihrer Leseliste speichert\n",
		}},
		{"triple-fetchers", []string{
			"- Zweck: Überwachung einer von der Kundschaft genannten Seite auf Änderungen\n",
			"- Zweck: Ausführung eines von der Kundschaft geplanten Auftrags\n",
			"- Zweck: Abruf von Inhalten, die eine Person soeben angefordert hat\n",
		}},
		{"web-archive", []string{"- Zweck: Sammlung der Websites des Landes für das nationale Webarchiv\n", "die der Dienst „Webarchiv“ an Websites sendet"}},
	} {
		checkPageLines(t, buildExampleEdited(t, tc.example), map[string][]string{"de": tc.lines})
	}

	// F11: code in the review's plain text.
	for _, tc := range []struct{ lang, name, want string }{
		{"de", "links followed no more", "/agents/civic-ingestor/follows_links | stricter | Geändert für „civic-ingestor“: wie weit der Crawler Links folgt. Bisher: „Folgt Links nur innerhalb der jeweiligen Website.“ Neu: „Folgt keinen Links.“ Der Crawler wird dadurch rücksichtsvoller."},
		{"de", "address added", "/network/addresses/1 | identity | Hinzugefügt: eine IP-Adresse – „203.0.113.201/32“. Freigabelisten und Firewall-Regeln, die die IP-Adressen des Crawlers aufführen, müssen eventuell angepasst werden."},
		{"de", "Retry-After honoured", "/errors/retry_after | stricter | Geändert: Der Header „Retry-After“ wird nun beachtet. Der Crawler wird dadurch rücksichtsvoller."},
		{"de", "only the first group obeyed", "/agents/civic-ingestor/group_matching | looser | Geändert für „civic-ingestor“: nach welchen Regeln er die für ihn geltenden Gruppen der robots.txt auswählt. Bisher: nach RFC 9309. Neu: „Befolgt nur die erste Gruppe der robots.txt, die ihn nennt, und ignoriert jede weitere Gruppe, die ihn ebenfalls nennt, während RFC 9309 vorsieht, solche Gruppen zusammenzuführen; ohne eigene Gruppe befolgt er nur die erste Gruppe ‚*‘.“ Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
		{"de", "token compared case-sensitively", "/agents/civic-ingestor/group_matching | looser | Geändert für „civic-ingestor“: nach welchen Regeln er die für ihn geltenden Gruppen der robots.txt auswählt. Bisher: nach RFC 9309. Neu: „Vergleicht sein Produkt-Token unter Beachtung der Groß- und Kleinschreibung mit den User-agent-Zeilen: Eine Gruppe gilt für ihn nur, wenn eine ihrer User-agent-Zeilen ‚civic-ingestor‘ in genau dieser Schreibweise enthält (nach RFC 9309 spielt die Schreibweise hier keine Rolle).“ Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
		// Already quoted: once.
		{"de", "reverse DNS added", "/network/reverse_dns | identity | Hinzugefügt: die Reverse-DNS-Domain – „crawl.civic.example“. Skripte, die den Crawler per Reverse-DNS prüfen, müssen eventuell angepasst werden."},
		// English keeps its code bare outside a quotation (format.plain_code = "in-quotation").
		{"en", "links followed no more", "/agents/civic-ingestor/follows_links | stricter | Changed for civic-ingestor: how far links are followed. Previously: “It follows links only within the site it fetches from.” Now: “It follows no links.” This change makes the crawler more polite."},
	} {
		checkReviewLines(t, "F11 "+tc.name, reviewCaseSentences(t, tc.lang, tc.name), []string{tc.want})
	}
	q := Quotes{Open: "„", Close: "“", InnerOpen: "‚", InnerClose: "‘"}
	for _, tc := range []struct {
		name string
		text Text
		want string
	}{
		{"compound", Text{Segments: []Segment{{Text: "in einer "}, {Text: "Content-Usage", Code: true}, {Text: "-Zeile"}}}, "in einer Content-Usage-Zeile"},
		{"link", Text{Segments: []Segment{{Text: "unter "}, {Text: "https://a.example/", Code: true, Href: "https://a.example/"}}}, "unter https://a.example/"},
		{"runs of code as one", Text{Segments: []Segment{{Text: "der User-Agent "}, {Text: "bot/", Code: true}, {Text: "{version}", Code: true}}}, "der User-Agent „bot/{version}“"},
	} {
		if got := tc.text.QuotedPlain(q); got != tc.want {
			t.Errorf("QuotedPlain %s: got %q, want %q", tc.name, got, tc.want)
		}
	}

	checkReviewLines(t, "F2 slowest rate", reviewCaseSentences(t, "de", "slowest rate one may ask for"), []string{
		"/contact/requests/0/min_interval | contact | Geändert beim Anliegen „eine niedrigere Abrufrate“: der längste Abstand zwischen zwei Anfragen, den Webmaster erbitten können – bisher 30\u00a0Sekunden, neu 1\u00a0Minute. Auf Anfrage lässt sich der Crawler nun stärker drosseln als bisher.",
	})
	checkReviewLines(t, "F3 terms of use", reviewCaseSentences(t, "de", "robots.txt no longer read"), []string{
		"/targets/council-web-pages/terms_of_use | looser | Geändert für „Ratsinformationssysteme ohne API (Webseiten)“: Dort hält sich der Crawler nun an die Nutzungsbedingungen des jeweiligen Anbieters statt an die robots.txt, die nicht mehr gelesen wird. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
	})
	checkReviewLines(t, "F4 portal", reviewCaseSentences(t, "de", "customer dashboard for a request"), []string{
		"/contact/portal | contact | Hinzugefügt: ein Portal, in dem Webmaster ihre Anliegen vorbringen können – „Kundenbereich: https://civic.example/dashboard“. Anliegen lassen sich nun auch über dieses Portal vorbringen.",
	})

	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		// F2
		{"diff.class.contact_request_min_interval_added", 0, nil, "Die Seite nennt nun die niedrigste Abrufrate, die Webmaster erbitten können."},
		{"diff.class.contact_request_min_interval_removed", 0, nil, "Die Seite nennt nicht mehr die niedrigste Abrufrate, die Webmaster erbitten können."},
		// F3, the reverse
		{"diff.state.terms_of_use.robots_instead", 0, nil, "Dort wird nun die robots.txt gelesen und befolgt; bisher hielt sich der Crawler nur an die Nutzungsbedingungen des jeweiligen Anbieters"},
		// F4
		{"diff.field.contact_portal_kind", 0, nil, "die Art des Portals, in dem Webmaster ihre Anliegen vorbringen können"},
		// F5
		{"agent.fetches_embedded", 0, []any{"What", plain("die ihm genannten Adressen")}, "Ruft nur die ihm genannten Adressen und die von den abgerufenen Seiten eingebundenen Ressourcen ab (siehe unten)."},
		// F6
		{"diff.legacy_token_added_restrict_only", 0, []any{"Context", plain(" für „x“"), "Token", plain("t")}, "Hinzugefügt für „x“: das frühere Produkt-Token „t“, das nur einschränkend beachtet wird. Eine Gruppe, die es nennt, kann Pfade sperren, aber nie freigeben."},
		// F7
		{"http.get_after_head", 0, []any{"Head", plain("HEAD"), "Get", plain("GET"), "Statuses", plain("200")}, "Sendet für jede Adresse zuerst eine Anfrage mit HEAD und nur dann auch eine mit GET, wenn der Server die erste mit HTTP 200 beantwortet."},
		// F8
		{"usage_preferences.robots-txt", 0, []any{"Category", plain("train-ai"), "Field", plain("Content-Usage")}, "Befolgt die Nutzungspräferenz für train-ai, die eine Website in einer Content-Usage-Zeile der für diesen Crawler geltenden Gruppe ihrer robots.txt angibt."},
		{"usage_preferences.http-header", 0, []any{"Category", plain("train-ai"), "Field", plain("Content-Usage")}, "Befolgt die Nutzungspräferenz für train-ai, die eine Website im Header Content-Usage einer Antwort angibt."},
		{"usage_preferences.both", 0, []any{"Category", plain("train-ai"), "Field", plain("Content-Usage")}, "Befolgt die Nutzungspräferenz für train-ai, die eine Website in einer Content-Usage-Zeile der für diesen Crawler geltenden Gruppe ihrer robots.txt oder im Header Content-Usage einer Antwort angibt."},
		// F12: digits throughout, in the diff and on the pages.
		{"diff.retries_count", 0, []any{"New", ls["de"].n("diff.retried_times", count(3, "")), "Old", ls["de"].t("diff.retried_twice")}, "Eine fehlgeschlagene Anfrage wird nun höchstens 3-mal statt höchstens 2-mal wiederholt."},
		{"errors.retries_twice", 0, []any{"On", plain("Netzwerkfehler"), "Delays", dur(time.Second, "")}, "Schlägt eine Anfrage mit Netzwerkfehler fehl, wird sie höchstens 2-mal wiederholt; die Wartezeiten vor den Wiederholungsversuchen betragen der Reihe nach mindestens 1\u00a0Sekunde."},
		{"errors.retries_equal_twice", 0, []any{"On", plain("Netzwerkfehler"), "Delay", dur(time.Second, "")}, "Schlägt eine Anfrage mit Netzwerkfehler fehl, wird sie höchstens 2-mal wiederholt, jeweils frühestens nach 1\u00a0Sekunde."},
		{"retry.delays_equal_twice", 0, []any{"Delay", dur(time.Hour, "")}, "Ein fehlgeschlagener Abruf wird höchstens 2-mal wiederholt, jeweils frühestens nach 1\u00a0Stunde."},
		// occasion_kind: the values of a change of kind, without "die Dauer des … Zeitraums".
		{"diff.field.occasion_kind", 0, nil, "was mit dem Anlass gemeint ist"},
		{"occasion_kind.day", 0, nil, "jeweils der ganze Kalendertag"},
		{"occasion_kind.event", 0, nil, "nur die Zeit, in der das Ereignis stattfindet"},
	})
}
