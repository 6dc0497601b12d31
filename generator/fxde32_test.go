package generator

import (
	"os"
	"testing"
)

// TestGermanReview31Wording (German review 31, /work/notes/s29/review31-de.md), each case failed
// before:
//   - F1 (MEANING): a changed User-Agent or version concerns allowlists and filters that match the
//     whole User-Agent string, as the English says (was every list, filter and firewall rule „die
//     den Crawler erkennen“, which takes in filters on the product token and rules on addresses).
//   - F2 (MEANING): a pause added or removed is „eine Pause und ihr Auslöser“ (was „eine Pause nach
//     Fehlern“: a pause may follow a block in robots.txt, a 403 or a 429).
//   - F3: a portal or a way to make a request added or removed says which way it moved (was one
//     sentence for all four).
//   - F4: Crawl-delay up to the normal interval: „Liegt er nicht über 3 Sekunden (dem üblichen
//     Abstand) …“ (was „Ein Wert bis einschließlich …“, which took in values with no effect).
//   - F5: an unpublished cap is „eine feste, nicht veröffentlichte Obergrenze für die Zahl der …“
//     (was „…, die der Betreiber nicht veröffentlicht“, whose „die“ could be the requests). Not the
//     review's „; ihre Höhe veröffentlicht der Betreiber nicht“: cap.all_sites appends „für alle
//     Websites zusammen“ to the cap, which would then end that clause.
//   - F6: „die Groß- und Kleinschreibung spielt dabei keine Rolle“ (was „beim Vergleich“).
//   - F7: roles as function nouns, „Inhaberschaft“, „presserechtliche Verantwortung“ (was
//     „Inhaber/-in“, „presserechtlich Verantwortliche/-r“).
//   - F8: „eine Art von Websites“, „Bei „…“ wird die robots.txt nicht gelesen“ (was „Websites der
//     Kategorie“), „Websites, die zu keiner dieser Arten gehören“ and „einer der dort genannten
//     Arten“ on the pages (was „Kategorien“ under the heading „Arten von Websites“), and „Anliegen“, as the pages' „Mögliche Anliegen“ and the diff's „beim Anliegen
//     „…““, for what a webmaster can ask for (was „Bitte“ beside it).
//   - F9: „die Vereinbarung, die mit dem jeweiligen Website-Betreiber getroffen wurde“ (was
//     „vereinbarte Nutzungsbedingungen“, the word the pages use for the provider's own terms).
//   - F10: „die Frist, in der dieses Anliegen umgesetzt wird“ (was „innerhalb deren“; „per E-Mail“,
//     which the review asked for after the English, is left out since trial 29, F-03: a request
//     may be made in the web form or the portal alone).
//   - F11: „ein Crawler, der diese Adresse nutzt“ (was „dessen Anfragen von dort kommen“).
//   - F12: scripts that fetch ips.json must be switched to the new address, and filters on the
//     whole User-Agent may need updating, as the English says (was „Zeichenketten … brauchen …“).
//   - F13: „Zusagen zur Verwendung und Aufbewahrung der erhobenen Daten“, as the heading says.
//   - F15: lists and filters „angelegt“ for the other crawlers (was „geschrieben“), „eine Gruppe
//     darin“ (was „dort“).
//   - F16: „Nur X signiert seine Anfragen (Web Bot Auth); prüfen Sie …“ (was a second colon).
func TestGermanReview31Wording(t *testing.T) {
	// F1 in sitegen diff.
	const ua = "Freigabelisten und Filter, die die vollständige User-Agent-Zeichenkette abgleichen, müssen eventuell angepasst werden."
	checkReviewLines(t, "F1 User-Agent changed", reviewCaseSentences(t, "de", "User-Agent changed"), []string{
		"/agents/civic-ingestor/user_agent | identity | Geändert für „civic-ingestor“: der User-Agent – bisher „civic-ingestor/{version} (+https://civic.example/ingestor/; support@civic.example)“, neu „civic-ingestor/{version} (+https://civic.example/bot/)“. " + ua,
	})
	checkReviewLines(t, "F1 version changed", reviewCaseSentences(t, "de", "version changed"), []string{
		"/agents/civic-ingestor/version | identity | Hinzugefügt für „civic-ingestor“: die Version im User-Agent – „0.3“. " + ua,
	})
	// F3 in sitegen diff.
	checkReviewLines(t, "F3 customer dashboard", reviewCaseSentences(t, "de", "customer dashboard for a request"), []string{
		"/contact/portal | contact | Hinzugefügt: ein Portal, in dem Webmaster ihre Anliegen vorbringen können – „Kundenbereich: https://civic.example/dashboard“. Anliegen lassen sich nun auch über dieses Portal vorbringen.",
		"/contact/requests/0/via/1 | contact | Hinzugefügt beim Anliegen „eine niedrigere Abrufrate“: ein Weg, auf dem sich das Anliegen vorbringen lässt – „im Kundenbereich“. Webmastern steht dafür nun ein weiterer Weg offen.",
	})
	// F12 in sitegen diff.
	checkReviewLines(t, "F12 published elsewhere", reviewCaseSentences(t, "de", "published elsewhere"), []string{
		"/site/base_url | identity | Geändert: die Adresse, unter der die Richtlinie veröffentlicht ist – bisher „https://civic.example/crawler/“, neu „https://crawler.civic.example/“. Skripte, die zur Prüfung des Crawlers die ips.json abrufen, müssen eventuell auf die neue Adresse umgestellt werden. Enthält der User-Agent des Crawlers die Adresse der Richtlinienseite, ändert er sich möglicherweise ebenfalls; Filter, die die vollständige User-Agent-Zeichenkette abgleichen, müssen dann eventuell angepasst werden.",
	})
	// F2: a pause removed, whose trigger is no error.
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old, new := reviewBase(t), reviewBase(t)
	new.Errors.Reactions = append(new.Errors.Reactions[:3:3], new.Errors.Reactions[4:]...)
	checkReviewLines(t, "F2 pause removed", reviewSentencesOf(t, msgs, old, new, "de"), []string{
		"/errors/reactions/3 | looser | Entfernt: eine Pause und ihr Auslöser – „Nichterreichbarkeit der robots.txt (keine frühere Kopie vorhanden): mindestens 30\u00a0Minuten“. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
	})

	// F4, F5: gmina-bot.
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"de": {
		"Nur ein Wert über dem Mindestabstand des Crawlers (2\u00a0Sekunden) wirkt sich aus. Liegt der Wert nicht über 3\u00a0Sekunden (dem üblichen Abstand), hebt er lediglich den Mindestabstand an: Der Abstand zwischen zwei Anfragen ist dann nie kürzer als angegeben; am üblichen Tempo ändert sich nichts. Erst ein größerer Wert macht den Crawler langsamer als üblich.\n",
		"- Kontingent: eine feste, nicht veröffentlichte Obergrenze für die Zahl der Anfragen pro Tag.\n",
	}})
	// F5, F6, F16: triple-fetchers.
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"de": {
		"- Kontingent (aus einer Startadresse gewonnene Adressen): eine feste, nicht veröffentlichte Obergrenze für die Zahl der Adressen pro Lauf.\n",
		"Eine Gruppe in der robots.txt spricht einen Crawler über sein Produkt-Token an; die Groß- und Kleinschreibung spielt dabei keine Rolle.",
		": Nur `ExampleFetch` signiert seine Anfragen (Web Bot Auth); prüfen Sie die Signatur mit dem veröffentlichten Schlüssel.\n",
	}})
	// F7: gazette-bot, where its policy states no gender (it does since German review 33, F12).
	checkPageLines(t, buildExampleEdited(t, "gazette-bot", [2]string{"gender = \"male\"\n", ""}), map[string][]string{"de": {
		"- Jean Exemple: Inhaberschaft und presserechtliche Verantwortung (directeur de la publication)\n",
	}})

	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		// F1
		{"diff.class.identity_user_agent", 0, nil, ua},
		// F2
		{"diff.field_item.reaction", 0, nil, "eine Pause und ihr Auslöser"},
		{"diff.field.reaction", 0, nil, "eine Pause und ihr Auslöser"},
		// F3
		{"diff.class.contact_portal_added", 0, nil, "Anliegen lassen sich nun auch über dieses Portal vorbringen."},
		{"diff.class.contact_portal_removed", 0, nil, "Über dieses Portal lassen sich keine Anliegen mehr vorbringen."},
		{"diff.class.contact_request_via_added", 0, nil, "Webmastern steht dafür nun ein weiterer Weg offen."},
		{"diff.class.contact_request_via_removed", 0, nil, "Dieser Weg steht Webmastern dafür nicht mehr offen."},
		// F5 with all sites.
		{"cap.all_sites", 0, []any{"Cap", ls["de"].t("cap.unpublished", "Unit", plain("Anfragen"), "Per", plain(" pro Tag"))}, "eine feste, nicht veröffentlichte Obergrenze für die Zahl der Anfragen pro Tag für alle Websites zusammen"},
		// F6
		{"identification.tokens", 1, nil, "Eine Gruppe in der robots.txt spricht einen Crawler über sein Produkt-Token an; die Groß- und Kleinschreibung spielt dabei keine Rolle. Das Produkt-Token können Sie unverändert in die robots.txt übernehmen."},
		{"identification.tokens", 2, nil, "Eine Gruppe in der robots.txt spricht einen Crawler über sein Produkt-Token an; die Groß- und Kleinschreibung spielt dabei keine Rolle. Die Produkt-Tokens können Sie unverändert in die robots.txt übernehmen."},
		// F7
		{"role.owner", 0, nil, "Inhaberschaft"},
		{"role.director-of-publication", 0, nil, "presserechtliche Verantwortung (directeur de la publication)"},
		// F8
		{"diff.field_item.target", 0, nil, "eine Art von Websites"},
		{"diff.field.target", 0, nil, "eine Art von Websites"},
		{"diff.field.target_not_read_because", 0, nil, "warum die robots.txt bei einer Art von Websites nicht gelesen wird"},
		// F8 on the pages: „Arten“, as the heading „Arten von Websites“ (was „Kategorien“).
		{"fetching.other_sites", 1, []any{"Jobs", plain("„Produktseiten“")}, "Auch Websites, die zu keiner dieser Arten gehören, werden abgerufen (Abrufart „Produktseiten“)."},
		{"fetching.other_sites_general", 2, []any{"Jobs", plain("„A“ und „B“"), "Section", plain("Häufigkeit und Umfang")}, "Auch Websites, die zu keiner dieser Arten gehören, werden abgerufen (Abrufarten „A“ und „B“); für sie gelten die allgemeinen Limits im Abschnitt „Häufigkeit und Umfang“."},
		{"jobs_table.no_details_any", 0, []any{"Section", plain("Häufigkeit und Umfang")}, "Keine eigenen Limits; es gelten die Limits im Abschnitt „Häufigkeit und Umfang“: für Websites einer der dort genannten Arten die Limits dieser Art, für alle übrigen die allgemeinen."},
		{"robots.not_read_for", 0, []any{"Target", plain("„Partnerportale“"), "Reason", plain("für diese Abrufe gilt die Vereinbarung, die mit dem jeweiligen Website-Betreiber getroffen wurde")}, "Bei „Partnerportale“ wird die robots.txt nicht gelesen, denn für diese Abrufe gilt die Vereinbarung, die mit dem jeweiligen Website-Betreiber getroffen wurde."},
		{"diff.field_item.contact_request", 0, nil, "ein Anliegen, das Webmaster vorbringen können"},
		{"diff.field_item.faster_request", 0, nil, "ein Anliegen, das Webmaster vorbringen können"},
		{"diff.field.contact_request", 0, nil, "ein Anliegen, das Webmaster vorbringen können"},
		{"diff.field.faster_request", 0, nil, "ein Anliegen, das Webmaster vorbringen können"},
		{"diff.field.contact_request_via", 0, nil, "ein Weg, auf dem sich das Anliegen vorbringen lässt"},
		{"diff.field.contact_request_who", 0, nil, "wer dieses Anliegen vorbringen kann"},
		// F9, and the same agreement where an agent or a kind of fetch names it.
		{"target.not_read_because.terms-of-service", 0, nil, "für diese Abrufe gilt die Vereinbarung, die mit dem jeweiligen Website-Betreiber getroffen wurde"},
		{"job.not_read_because.terms-of-service", 0, nil, "Befolgt die robots.txt nicht: Für diese Abrufe gilt die Vereinbarung, die mit dem Betreiber der Website getroffen wurde."},
		{"agent.not_read_because.terms-of-service", 0, nil, "Befolgt die Regeln der robots.txt nicht, da für seine Abrufe die mit dem Betreiber der Website getroffene Vereinbarung gilt."},
		// F10
		{"diff.field.contact_request_within", 0, nil, "die Frist, in der dieses Anliegen umgesetzt wird"},
		{"diff.field.contact_request_within_days", 0, nil, "die Frist, in der dieses Anliegen umgesetzt wird"},
		{"diff.class.contact_request_within_added", 0, nil, "Die Seite nennt nun die Frist, in der dieses Anliegen umgesetzt wird."},
		{"diff.class.contact_request_within_longer", 0, nil, "Dieses Anliegen wird nun innerhalb einer längeren Frist umgesetzt."},
		{"diff.class.response_working_days_added", 0, nil, "Die Seite nennt nun die Frist, in der Webmaster eine Antwort erhalten."},
		// F11
		{"diff.field_item.address_agent", 0, nil, "ein Crawler, der diese Adresse nutzt"},
		{"diff.field.address_agent", 0, nil, "ein Crawler, der diese Adresse nutzt"},
		// F13
		{"diff.class.data_use_stricter", 0, nil, "Der Betreiber macht damit weitergehende Zusagen zur Verwendung und Aufbewahrung der erhobenen Daten; am Abrufverhalten des Crawlers ändert sich nichts."},
		{"diff.class.data_use_looser", 0, nil, "Der Betreiber macht damit weniger Zusagen zur Verwendung und Aufbewahrung der erhobenen Daten; am Abrufverhalten des Crawlers ändert sich nichts."},
		// F15
		{"diff.class.identity_agent_added_not_read", 0, nil, "Freigabelisten und Filter, die für die übrigen Crawler angelegt wurden, erfassen den neuen Crawler nicht: Wenn Sie die übrigen Crawler sperren oder zulassen, müssen Sie eventuell auch seinen User-Agent ergänzen. Er befolgt die robots.txt nicht; eine Gruppe darin, die ihn nennt, bleibt daher wirkungslos."},
		{"diff.class.identity_agent_added_no_token", 0, nil, "Freigabelisten und Filter, die für die übrigen Crawler angelegt wurden, erfassen den neuen Crawler nicht: Wenn Sie die übrigen Crawler sperren oder zulassen, müssen Sie eventuell auch seinen User-Agent ergänzen. Ein Produkt-Token, das eine Gruppe in der robots.txt nennen könnte, hat er nicht."},
		// F16, several agents.
		{"answers.verify_signature_some", 2, []any{"Agents", plain("A und B"), "Keys", plain("mit den veröffentlichten Schlüsseln")}, "Nur A und B signieren ihre Anfragen (Web Bot Auth); prüfen Sie die Signatur mit den veröffentlichten Schlüsseln."},
	})
}
