package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestEnglishReview28Wording (English review 28, /work/notes/s26/review28-en.md), each case failed
// before:
//   - F1 (MEANING): robots.txt read again in place of the sites' terms of use, "robots.txt is now
//     read and obeyed; previously, only the sites’ own terms of use were followed" (was "the
//     sites’ own terms of use are no longer followed; …", read as the crawler now breaking them).
//   - F3: "Within 30 days of a site opting out, what was collected from it is removed from …"
//     (was "… removed within 30 days from the operator’s service", "from" read as a start).
//   - F5: "spells ‘civic-ingestor’ with exactly the same upper- and lower-case letters" (was
//     "exactly as shown, capitals included", for a token without capitals).
//   - F6: "Specified in the schedule that “…” refers to a day (“On …”), not to an event or a period
//     (“During …”)." (was "names a day").
//   - F8: "an online portal where webmasters can sign in and send requests to the operator", "how
//     webmasters can make it" (was "the customer dashboard or portal in which a site can make
//     requests": HTTP requests, and a hedge between two terms).
//   - F9: "whether it reads sitemaps before following any links" (was "reading sitemaps …", read
//     as the new behaviour).
//   - F10: "Check that, in this header, the entry (dictionary member) for the signature’s label
//     holds exactly this address, and that the signature covers the header." (was "Make sure
//     that the header’s member … covers it").
//   - F11: the heading where nothing slows the crawlers down, "The crawlers cannot be slowed down"
//     (was "Slowing the crawlers down" above "the operator does not offer a slower rate").
//   - F13: "The crawler stops fetching from a site that blocks it" (was "When a site blocks the
//     crawler, it stops …", where "it" could be the site).
//   - F14: "a “site” is a website as the crawler groups its host names: …" (was "“per site” means
//     per website").
//   - F16: "the retry schedule for failed fetches" (was "of a failed fetch").
//   - F17: "even when the server’s response contains their full text" (was "even where the server
//     sends their text").
func TestEnglishReview28Wording(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	target := func(p *policy.Policy) *policy.Target { return targetByID(t, p, "council-web-pages") }
	// F1: robots.txt read again in place of the terms of use.
	old, new := reviewBase(t), reviewBase(t)
	target(old).TermsOfUse, target(old).RobotsTxt = true, policy.RobotsUseNotRead
	checkReviewLines(t, "F1 robots.txt read again", reviewSentencesOf(t, msgs, old, new, "en"), []string{
		"/targets/council-web-pages/terms_of_use | looser | Changed for “Council information systems without an API (web pages)”: robots.txt is now read and obeyed; previously, only the sites’ own terms of use were followed. This change may make the crawler less polite. The change needs sign-off.",
	})
	// F5
	checkReviewLines(t, "F5 group matching", reviewCaseSentences(t, "en", "token compared case-sensitively"), []string{
		"/agents/civic-ingestor/group_matching | looser | Changed for civic-ingestor: how it chooses the robots.txt groups it obeys. Previously: as specified in RFC 9309. Now: “It compares its product token with the User-agent lines case-sensitively: a group applies to it only if one of the group’s User-agent lines spells ‘civic-ingestor’ with exactly the same upper- and lower-case letters (under RFC 9309, letter case would not matter).” This change makes the crawler less polite. The change needs sign-off.",
	})
	// F8
	checkReviewLines(t, "F8 customer dashboard", reviewCaseSentences(t, "en", "customer dashboard for a request"), []string{
		"/contact/portal | contact | Added: an online portal where webmasters can sign in and send requests to the operator (“Customer dashboard: https://civic.example/dashboard”). Webmasters can now also send requests there.",
		"/contact/requests/0/via/0 | contact | Added for the request “a slower rate”: a way to send it (“by e-mail”). This changes nothing for webmasters: they could already ask for this by e-mail; this channel is now stated explicitly.",
	})
	// F16
	checkReviewLines(t, "F16 retry schedule", reviewCaseSentences(t, "en", "retry later"), []string{
		"/jobs/documents/retry/delays | stricter | Changed in “Documents”: the retry schedule for failed fetches. Previously: 15\u00a0minutes, 1\u00a0hour, 6\u00a0hours, 24\u00a0hours and 3\u00a0days. Now: 30\u00a0minutes, 1\u00a0hour, 6\u00a0hours, 24\u00a0hours and 3\u00a0days. This change makes the crawler more polite.",
	})
	ls := localizers(t)
	checkMessages(t, ls, "en", []messageCase{
		// F3
		{"data.removal_after_opt_out_from", 0, []any{"T", plain("30 days"), "From", plain("from the operator’s service")}, "Within 30 days of a site opting out, what was collected from it is removed from the operator’s service."},
		{"data.removal_after_opt_out", 0, []any{"T", plain("30 days")}, "Within 30 days of a site opting out, what was collected from it is removed."},
		// F6
		{"diff.occasion_kind.day", 0, []any{"Label", plain("L")}, "Clarified in the schedule that “L” means whole days (now written “On …”), not only the hours during which the event takes place (“During …”)."},
		{"diff.occasion_kind.event", 0, []any{"Label", plain("L")}, "Clarified in the schedule that “L” means only the hours during which the event takes place (now written “During …”), not whole days (“On …”)."},
		// F8
		{"diff.field.contact_portal_kind", 0, nil, "the kind of online portal where webmasters can sign in and send requests to the operator"},
		// F9
		{"diff.field.sitemaps_first", 0, nil, "whether it reads sitemaps before following any links"},
		{"diff.field.uses_sitemaps", 0, nil, "whether it reads sitemaps"},
		{"diff.field.sitemap_xml", 0, []any{"Path", plain("/sitemap.xml")}, "whether it reads a site’s /sitemap.xml"},
		// F13
		{"promise.stop-on-block", 0, nil, "The crawler stops fetching from a site that blocks it."},
		{"promise_agent.stop-on-block", 0, nil, "It stops fetching from a site that blocks it."},
		{"promise_all.stop-on-block", 0, nil, "A crawler that a site blocks stops fetching from that site."},
		// F17
		{"promise.no-paywalled-content", 0, nil, "The crawler does not collect pages behind a paywall, even when the server’s response contains their full text."},
		{"promise_agent.no-paywalled-content", 0, nil, "It does not collect pages behind a paywall, even when the server’s response contains their full text."},
		{"promise_all.no-paywalled-content", 0, nil, "They do not collect pages behind a paywall, even when the server’s response contains their full text."},
	})
	// F14, F13 (with HTTP 403), F11 on the pages themselves.
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"en": {
		"In the limits below, a “site” is whatever the crawler treats as one website. This may be a single host name, so two host names of the same website (for example, one for its pages and one for its images) may count as two separate sites.",
	}})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"en": {
		"The crawler stops fetching from a site that blocks it; an HTTP 403 response alone only makes it pause (see “Errors and pauses”).",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"en": {
		"### The crawlers ignore Crawl-delay\n",
	}})
	// F10
	for _, id := range []string{"signatures.signature_agent", "signatures.signature_agent_of"} {
		m, ok := msgs.Message("en", id)
		if !ok {
			t.Fatalf("no message %s", id)
		}
		const want = "Check that, in this header, the entry (dictionary member) for the signature’s label holds exactly this address, and that the signature covers the header."
		if got := m.Other; len(got) < len(want) || got[len(got)-len(want):] != want {
			t.Errorf("%s ends\n%q\nwant\n%q", id, got, want)
		}
	}
}

// TestEnglishReview28Changes (English review 28, F2, F4, F8; English review 27, F7 and F8; Polish
// review 27, F5; new-user trial 25, F-10), each case failed before:
//   - F2: a rule of several is named, "the interval of the schedule rule “Mon–Fri, 07:00–19:00”"
//     (was "of a schedule rule", one of four), in every language; a job with one rule keeps "a
//     schedule rule".
//   - F4 (27 F7, pl 27 F5): a window removed in a sentence of its own, label, hours and rule apart
//     and in the past tense, in every language (was "Removed: a window (“Peak hours”
//     (08:00–09:00): no requests to …)"); a former product token removed, "the former product
//     token “civic-file-cache”, for which only Disallow rules were obeyed. A robots.txt group that
//     names only this token no longer applies to the crawler." (was "(“…” (only its Disallow rules
//     are obeyed))").
//   - F8: the portal by its kind, "a way to ask (“through the customer
//     dashboard”)" (was "in the customer dashboard or portal"), in every language.
//   - 27 F8: a name changed in another language, "Renamed the kind of fetch “Files” (in German):
//     the name “Dokumente” is now “Dateien”." (was "Changed in “Files”: the name (in German).
//     Previously: …").
//   - trial 25 F-10: the title of one crawler quoted in the English introduction, "the requests
//     from “Wrenfield Labs crawler”" (was bare, read as a noun without its article).
func TestEnglishReview28Changes(t *testing.T) {
	for lang, want := range map[string]string{
		"en": "Changed in “Incremental sync”: the interval of the schedule rule “Mon–Fri, 07:00–19:00”. Previously: 10\u00a0minutes. Now: 20\u00a0minutes. This change makes the crawler more polite.",
		"de": "Geändert bei der Abrufart „Inkrementeller Abgleich“: das Intervall der Zeitplanregel „Mo–Fr, 7:00–19:00\u00a0Uhr“ – bisher 10\u00a0Minuten, neu 20\u00a0Minuten. Der Crawler wird dadurch rücksichtsvoller.",
		"fr": "Modification dans la tâche «\u202fSynchronisation incrémentielle\u202f»\u202f: l’intervalle de la règle du calendrier «\u202fdu lun. au ven., de 7\u00a0h à 19\u00a0h\u202f» (jusqu’à présent\u202f: 10\u00a0minutes\u202f; désormais\u202f: 20\u00a0minutes). L’exploration devient plus respectueuse des sites.",
		"pl": "Zmiana dla zadania „Synchronizacja przyrostowa”: odstęp między przebiegami w regule harmonogramu „pon.–pt., 7:00–19:00” – dotychczas: 10\u00a0minut; odtąd: 20\u00a0minut. Robot staje się przez to mniej uciążliwy dla serwisów.",
	} {
		checkReviewLines(t, lang+" F2", reviewCaseSentences(t, lang, "cadence slower"), []string{"/jobs/incremental-sync/cadence/1/every | stricter | " + want})
	}
	checkReviewLines(t, "F2 one rule", reviewCaseSentences(t, "en", "start time moved"), []string{
		"/jobs/photos/cadence/0/at | looser | Changed in “Photos of council members”: the start time of a schedule rule. Previously: 03:00. Now: 02:30. This change may make the crawler less polite. The change needs sign-off.",
	})
	for lang, want := range map[string]string{
		"en": "Removed: the window “Peak hours” (08:00–09:00), during which no requests were sent to sites in the category “Council information systems without an API (web pages)”. This change may make the crawler less polite. The change needs sign-off.",
		"de": "Entfernt: das Zeitfenster „Stoßzeiten“ (8:00–9:00\u00a0Uhr), in dem keine Anfragen an „Ratsinformationssysteme ohne API (Webseiten)“ gesendet wurden. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
		"fr": "Suppression de la plage horaire «\u202fHeures de pointe\u202f» (de 8\u00a0h à 9\u00a0h), pendant laquelle aucune requête n’était envoyée vers les sites de la catégorie «\u202fSystèmes d’information des conseils sans API (pages web)\u202f». L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
		"pl": "Usunięto okno czasowe „Godziny szczytu” (8:00–9:00), w którym dotychczas nie wysyłano żądań do serwisów z kategorii „Systemy informacyjne rad bez API (strony WWW)”. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
	} {
		checkReviewLines(t, lang+" F4 window", reviewCaseSentences(t, lang, "quiet window removed"), []string{"/windows/peak | looser | " + want})
	}
	for lang, want := range map[string]string{
		"en": "Removed for civic-ingestor: the former product token “civic-file-cache”, for which only Disallow rules were obeyed. A robots.txt group that names only this token no longer applies to the crawler. Allowlists, filters and robots.txt groups that use this token may need updating.",
		"de": "Entfernt für „civic-ingestor“: das frühere Produkt-Token „civic-file-cache“, das nur zum Sperren beachtet wurde (eine Gruppe, die es nannte, konnte Pfade sperren, aber nie freigeben). Eine Gruppe in der robots.txt, die nur dieses Token nennt, gilt nicht mehr für den Crawler. Freigabelisten, Filter und robots.txt-Gruppen, die dieses Token verwenden, müssen eventuell angepasst werden.",
		"fr": "Suppression pour «\u202fcivic-ingestor\u202f»\u202f: l’ancien jeton de produit «\u202fcivic-file-cache\u202f», qui n’était pris en compte que pour restreindre l’accès. Un groupe du fichier robots.txt qui ne nomme que ce jeton ne s’applique plus au robot. Il faudra peut-être mettre à jour les listes d’autorisation, les filtres et les groupes de robots.txt qui utilisent ce jeton.",
		"pl": "Usunięto dla robota „civic-ingestor” dawny token produktu „civic-file-cache”, dotychczas uwzględniany wyłącznie jako ograniczenie. Grupa w pliku robots.txt, w której wymieniono wyłącznie ten token, nie dotyczy już robota. Listy dozwolonych robotów (białe listy), filtry rozpoznające tego robota i grupy w robots.txt, w których wymieniono ten token, mogą wymagać aktualizacji.",
	} {
		checkReviewLines(t, lang+" F4 token", reviewCaseSentences(t, lang, "legacy token removed"), []string{"/agents/civic-ingestor/legacy_tokens/0 | identity | " + want})
	}
	for lang, want := range map[string]string{
		"en": "Added for the request “a slower rate”: a way to send it (“through the customer dashboard”).",
		"de": "Hinzugefügt beim Anliegen „eine niedrigere Abrufrate“: ein Weg, auf dem sich das Anliegen vorbringen lässt – „im Kundenbereich“.",
		"fr": "Ajout pour la demande portant sur «\u202fun rythme plus lent\u202f»\u202f: le moyen par lequel cette demande peut être adressée («\u202fdans l’espace client\u202f»).",
		"pl": "Dodano dla prośby „wolniejsze tempo” sposób jej przesłania: „w panelu klienta”.",
	} {
		found := false
		for _, s := range reviewCaseSentences(t, lang, "customer dashboard for a request") {
			if strings.HasPrefix(s, "/contact/requests/0/via/1 | contact | "+want+" ") {
				found = true
			}
		}
		if !found {
			t.Errorf("%s F8: no sentence starting %q", lang, want)
		}
	}
	checkReviewLines(t, "27 F8", reviewCaseSentences(t, "en", "label"), []string{
		"/jobs/documents/label/de | wording | Renamed the kind of fetch “Files” (in German): the name “Dokumente” is now “Dateien”. Only the wording changes.",
		"/jobs/documents/label/fr | wording | Renamed the kind of fetch “Files” (in French): the name “Documents” is now “Fichiers”. Only the wording changes.",
		"/jobs/documents/label/pl | wording | Renamed the kind of fetch “Files” (in Polish): the name “Dokumenty” is now “Pliki”. Only the wording changes.",
	})
	checkPageLines(t, buildTestdata(t, "trial25"), map[string][]string{"en": {
		"This page explains who is behind the requests from the Wrenfield Labs crawler, how to recognise them,",
	}})
}
