package generator

import (
	"os"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// The German editor's review 23 (/work/notes/s22/review-de.md), findings 1–9: the exact German
// sentences, each with the finding it answers.

// TestFix23GermanMessages: each message in every form its finding names, with values where the
// grammar depends on them.
func TestFix23GermanMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		// 1: no dative after "in" left to get wrong: "übernehmen in" takes the accusative ("in
		// Freigabelisten und Filter"), and the sentence follows the tokens' "unverändert …
		// übernehmen" with "ebenso" (review 24, F9).
		{"identification.filters", 1, nil, "Die User-Agent-Zeichenkette können Sie ebenso in Freigabelisten und Filter übernehmen."},
		{"identification.filters", 2, nil, "Die User-Agent-Zeichenketten können Sie ebenso in Freigabelisten und Filter übernehmen."},
		// 2: the reflexive possessive, which refers to the subject.
		{"self_hosted.own_addresses", 0, nil, "Von Dritten betriebene Installationen senden ihre Anfragen von eigenen IP-Adressen. Eine Anfrage mit diesem User-Agent von einer nicht aufgeführten IP-Adresse kann daher von einer solchen Installation stammen oder von jemandem, der sich nur als dieser Crawler ausgibt. In beiden Fällen ist der hier genannte Betreiber für die Anfrage nicht verantwortlich."},
		{"self_hosted.own_addresses_no_list", 0, nil, "Von Dritten betriebene Installationen senden ihre Anfragen von eigenen IP-Adressen. Eine Anfrage mit diesem User-Agent kann daher von einer solchen Installation stammen oder von jemandem, der sich nur als dieser Crawler ausgibt. In beiden Fällen ist der hier genannte Betreiber für die Anfrage nicht verantwortlich."},
		// 4: the relative clause after the verb, in the three sentences that had it.
		{"opt_out.crawl_delay.up_to_unpublished", 0, nil, "Werte werden bis zu einer Obergrenze beachtet, die der Betreiber nicht veröffentlicht."},
		{"opt_out.crawl_delay.max_unpublished", 0, nil, "Werte werden bis zu einer Obergrenze beachtet, die der Betreiber nicht veröffentlicht; ein längerer Wert zählt als diese Obergrenze."},
		{"opt_out.crawl_delay.max_ignored_unpublished", 0, nil, "Werte werden bis zu einer Obergrenze beachtet, die der Betreiber nicht veröffentlicht; eine Angabe mit längerem Wert wird ignoriert."},
		// 5: no nested participle.
		{"diff.field.job_started_by", 0, nil, "die Abrufart, deren neu gefundene Adressen diese Abrufart auslösen"},
		// 6: as its four siblings say it.
		{"answers.not_read_because.terms-of-service", 0, []any{"Agent", plain("ExampleFetch")}, "ExampleFetch ruft Seiten nach der mit dem Betreiber der Website getroffenen Vereinbarung ab; er befolgt die robots.txt nicht und lässt sich daher nicht über sie aussperren."},
		// 7: what can be asked for, not who may ask; the longer interval in the same words.
		{"diff.class.contact_request_min_interval_shorter", 0, nil, "Auf Anfrage lässt sich der Crawler nicht mehr so stark drosseln wie bisher."},
		{"diff.class.contact_request_min_interval_longer", 0, nil, "Auf Anfrage lässt sich der Crawler nun stärker drosseln als bisher."},
		// 8: a change that does not provably make the crawler more polite.
		{"diff.fetch_scope_unlimited", 0, []any{"Context", plain(" für X"), "Old", plain("„a“"), "Then", ls["de"].t("diff.class_then.looser")}, "Einschränkung aufgehoben für X: Der Crawler ruft nicht mehr nur „a“ ab und wird dadurch nicht unbedingt rücksichtsvoller."},
		// 9: "Seite" once where a pronoun says it; the condition after a dash.
		{"embedded.fetched", 0, []any{"What", plain("die Bilder"), "Source", plain("einbindet")}, "Ruft mit einer Seite auch die Bilder ab, die sie einbindet."},
		{"embedded.fetched_for", 0, []any{"What", plain("die Bilder"), "Source", plain("einbindet"), "Condition", plain("nur bei Preisseiten")}, "Ruft mit einer Seite auch die Bilder ab, die sie einbindet – jedoch nicht bei jeder Seite: nur bei Preisseiten."},
		{"http.javascript_rendered_for", 0, []any{"Condition", plain("nur bei Preisseiten")}, "Führt wie ein Browser das JavaScript einer Seite aus, bevor sie ausgewertet wird – jedoch nicht bei jeder Seite: nur bei Preisseiten."},
		{"http.javascript.rendered", 0, nil, "Führt wie ein Browser das JavaScript einer Seite aus, bevor sie ausgewertet wird."},
	})
}

// TestReplacedItemDefinite: an item of a list that gave way to another is named as the language's
// diff.replaced places it (diff.field_replaced): German with the definite article and no dash,
// "Ersetzt für X: das frühere Produkt-Token „a“ durch „b“" (German review 22, C4: was "ein
// früheres Produkt-Token – …"); English, French and Polish as before.
func TestReplacedItemDefinite(t *testing.T) {
	runReview4Diff(t, []review4DiffCase{
		{"a legacy token replaced", "../examples/civic-ingestor", nil, [][2]string{{"token = \"civic\"\nrestrict_only = true", "token = \"civic-legacy\"\nrestrict_only = true"}}, "/agents/civic-ingestor/legacy_tokens/1", "identity", map[string]string{
			"en": "Changed for civic-ingestor: a former product token. Previously: “civic” (only its Disallow rules are obeyed). Now: “civic-legacy” (only its Disallow rules are obeyed). Allowlists, filters and robots.txt groups that use the previous token may need updating.",
			"de": "Ersetzt für „civic-ingestor“: das frühere Produkt-Token „civic“ (nur einschränkend beachtet) durch „civic-legacy“ (nur einschränkend beachtet). Freigabelisten, Filter und robots.txt-Gruppen, die noch das bisherige Token verwenden, müssen eventuell angepasst werden.",
			"fr": "Remplacement pour «\u202fcivic-ingestor\u202f»\u202f: un ancien jeton de produit (jusqu’à présent\u202f: «\u202fcivic\u202f», pris en compte uniquement pour restreindre l’accès\u202f; désormais\u202f: «\u202fcivic-legacy\u202f», pris en compte uniquement pour restreindre l’accès). Il faudra peut-être mettre à jour les listes d’autorisation, les filtres et les groupes de robots.txt qui utilisent l’ancien jeton.",
			"pl": "Zmiana dla robota „civic-ingestor”: dawny token produktu – dotychczas: „civic” (uwzględniany tylko w celu ograniczenia dostępu); odtąd: „civic-legacy” (uwzględniany tylko w celu ograniczenia dostępu). Listy dozwolonych robotów (białe listy), filtry rozpoznające tego robota i grupy w robots.txt, w których wymieniono dotychczasowy token, mogą wymagać aktualizacji.",
		}},
		{"a host name pattern replaced", "../examples/linkgraph-bot", nil, [][2]string{{"pattern = \"*.crawl.linkgraph.example\"", "pattern = \"*.bots.linkgraph.example\""}}, "/network/host_names/0", "identity", map[string]string{
			"en": "Changed: a reverse DNS name pattern. Previously: “*.crawl.linkgraph.example”. Now: “*.bots.linkgraph.example”. Scripts that verify the crawler by reverse DNS may need updating.",
			"de": "Ersetzt: das Muster für Reverse-DNS-Namen „*.crawl.linkgraph.example“ durch „*.bots.linkgraph.example“. Skripte, die den Crawler per Reverse-DNS prüfen, müssen eventuell angepasst werden.",
			"fr": "Remplacement\u202f: un modèle de nom DNS inverse (jusqu’à présent\u202f: «\u202f*.crawl.linkgraph.example\u202f»\u202f; désormais\u202f: «\u202f*.bots.linkgraph.example\u202f»). Il faudra peut-être mettre à jour les scripts qui vérifient le robot par DNS inverse.",
			"pl": "Zmiana: wzorzec nazwy z rekordu PTR – dotychczas: „*.crawl.linkgraph.example”; odtąd: „*.bots.linkgraph.example”. Skrypty, które weryfikują robota na podstawie rekordu PTR, mogą wymagać aktualizacji.",
		}},
	})
}

// TestReplacedFieldsHaveMessages: every field of an item that a change may state as replaced
// (policy's replaceableLists) has its diff.field_replaced message, so no language falls back to
// diff.field's words where its grammar wants another form.
func TestReplacedFieldsHaveMessages(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, ptr := range []string{
		"/network/addresses/0", "/network/host_names/0", "/operator/people/0", "/jobs/x/triggers/0",
		"/agents/x/triggers/0", "/agents/x/stable_parts/0", "/agents/x/variants/0",
		"/agents/x/legacy_tokens/0", "/agents/x/signing_keys/0", "/agents/x/on_disallow/0",
	} {
		id := "diff.field_replaced." + policy.FieldAt(ptr)
		for _, lang := range shipped {
			if _, ok := msgs.Message(lang, id); !ok {
				t.Errorf("%s: %s (for %s) is missing", lang, id, ptr)
			}
		}
	}
}

// TestFix24GermanMessages: the German editor's review 24 (/work/notes/s23/review-de.md), the
// messages each finding names, exactly.
func TestFix24GermanMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		// F1: no possessive where "eigenen" says it.
		{"self_hosted.own_addresses_no_list", 0, nil, "Von Dritten betriebene Installationen senden ihre Anfragen von eigenen IP-Adressen. Eine Anfrage mit diesem User-Agent kann daher von einer solchen Installation stammen oder von jemandem, der sich nur als dieser Crawler ausgibt. In beiden Fällen ist der hier genannte Betreiber für die Anfrage nicht verantwortlich."},
		// F2: "fehlschlagen mit", as one says of a request.
		{"errors.retries_twice", 0, []any{"On", plain("Netzwerkfehler"), "Delays", durationListArg{items: inSeries(dur(time.Second, ""), dur(2*time.Second, "")), conj: "and"}}, "Schlägt eine Anfrage mit Netzwerkfehler fehl, wird sie höchstens 2-mal wiederholt; die Wartezeiten vor den Wiederholungsversuchen betragen der Reihe nach mindestens 1\u00a0Sekunde und 2\u00a0Sekunden."},
		// F3: no "oben" or "unten" after the noun.
		{"limits.general_apply", 0, nil, "Es gelten die oben genannten allgemeinen Limits."},
		{"opt_out.snippets_tested", 1, nil, "Die folgende Vorlage wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie sperrt genau das Angegebene und ändert nichts für andere Crawler."},
		{"opt_out.snippets_tested", 2, nil, "Jede der folgenden Vorlagen wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie sperrt jeweils genau das Angegebene und ändert nichts für andere Crawler."},
		// F4: what one asks for, not "um keine Abrufe bitten".
		{"request.no-documents", 0, nil, "die Einstellung der Abrufe von Dokumenten"},
		{"request.stop", 0, nil, "die Einstellung aller Abrufe von Ihrer Website"},
		// F5: a client error, whatever its status, not "nicht vorhanden" (which reads as 404 alone).
		{"robots.4xx.allow-all", 0, nil, "Beantwortet der Server den Abruf der robots.txt mit einem Client-Fehler (HTTP 4xx, etwa 404), gilt nach RFC 9309 alles als erlaubt."},
		{"robots.4xx.disallow-all", 0, nil, "Beantwortet der Server den Abruf der robots.txt mit einem Client-Fehler (HTTP 4xx), ruft der Crawler von der Website nichts ab."},
		{"diff.field.robots_unavailable", 0, nil, "was gilt, wenn der Server den Abruf der robots.txt mit einem Client-Fehler (HTTP 4xx) beantwortet"},
		// F7: the title as the subject of its own clause, which needs no article.
		{"intro.lead_short", 1, []any{"Title", ls["de"].t("intro.title_one", "Title", plain("Webarchiv"))}, "Diese Seite beschreibt die Anfragen, die der Dienst „Webarchiv“ an Websites sendet, und zeigt, wie Sie darauf reagieren können."},
		{"intro.lead_short", 2, []any{"Title", plain("Chatwork-Bots")}, "Diese Seite beschreibt die Anfragen, die Chatwork-Bots an Websites senden, und zeigt, wie Sie darauf reagieren können."},
		// F8: one fetch for all who asked, not one fetch ever.
		{"job.shared_fetch", 0, nil, "Eine Adresse wird nicht für jeden Nutzer einzeln abgerufen, sondern einmal für alle Nutzer, die sie angefordert haben."},
		// F10: the crawler may fetch it there.
		{"warning.other-urls-not-covered", 0, nil, "Die Vorlage sperrt Adressen, keine Dokumente: Ist dasselbe Dokument auch unter einer anderen Adresse erreichbar, darf der Crawler es dort weiterhin abrufen."},
		// F13: a spacing holds together; it is not added up.
		{"scope_between.domain-server", 0, exampleHosts(), "je Domain und Server-IP-Adresse (für Hostnamen derselben Domain, etwa www.example.org und shop.example.org, gilt der Abstand gemeinsam, wenn sie unter derselben IP-Adresse liegen; für andere Domains unter dieser Adresse gilt jeweils ein eigener Abstand)"},
		// F14: whether a request comes from the crawler is what is checked.
		{"network.verify_unpublished_signed_agents", 0, []any{"Agents", plain("vom Crawler X"), "Keys", plain("mit dem Schlüssel")}, "Der User-Agent nennt den Crawler, kann aber von jedem gesendet werden. Ob eine Anfrage tatsächlich vom Crawler X stammt, prüfen Sie deshalb anhand ihrer Signatur (Web Bot Auth) mit dem Schlüssel; bei anderen Anfragen schreiben Sie im Zweifel an den Betreiber."},
		// F18: what an occasion covers.
		{"diff.field.occasion_kind", 0, nil, "was mit dem Anlass gemeint ist"},
		{"occasion_kind.day", 0, nil, "jeweils der ganze Kalendertag"},
		{"occasion_kind.event", 0, nil, "nur die Zeit, in der das Ereignis stattfindet"},
		// F19: the established term for a change of wording.
		{"changes.class.wording", 0, nil, "Wortlaut"},
		{"changes.title_class.wording", 0, nil, "nur redaktionell"},
		// F20: a cap is on something; it counts nothing.
		{"diff.text_of.cap_what", 0, nil, "die Angabe, worauf sich die Obergrenze bezieht"},
		// F21: the question as what is stated.
		{"diff.added_answer", 0, []any{"Context", plain(" für X"), "Field", plain("nach welchen Regeln er auswählt"), "New", plain("nach RFC 9309")}, "Hinzugefügt für X: die Angabe, nach welchen Regeln er auswählt – nach RFC 9309."},
		// F23: advice that holds for a purpose just stated.
		{"diff.class.identity_aipref", 0, nil, "Wenn Sie Crawler anhand ihres Zwecks sperren oder zulassen, prüfen Sie bitte Ihre robots.txt-Regeln für diesen Crawler."},
	})
}

// TestCapScopeJoined: a cap's scope after its period or "per run" is joined to it as the language
// joins a second scope (scope_per_and): de "pro Lauf und Kommune", "pro Stunde und Website" (German
// review 24, F24: was "pro Lauf je Kommune"); en, fr, pl as before.
func TestCapScopeJoined(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"en": {"Spot checks for unreported deletions: at most 30\u00a0HEAD requests per run per municipality<br>"},
		"de": {"Stichproben zur Erkennung nicht gemeldeter Löschungen: höchstens 30\u00a0HEAD-Anfragen pro Lauf und Kommune<br>"},
		"fr": {"Contrôles par sondage des suppressions non signalées\u202f: au plus 30\u00a0requêtes HEAD par exécution et par commune<br>"},
		"pl": {"wyrywkowe sprawdzanie niezgłoszonych usunięć: najwyżej 30\u00a0żądań HEAD dla każdej gminy w jednym przebiegu<br>"},
	})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{
		"en": {"- Quota: at most 12\u00a0requests per hour per site.\n"},
		"de": {"- Kontingent: höchstens 12\u00a0Anfragen pro Stunde und Website.\n"},
		"fr": {"- Quota\u202f: au plus 12\u00a0requêtes par heure et par site.\n"},
		"pl": {"- Najwyżej 12\u00a0żądań na godzinę dla każdego serwisu.\n"},
	})
}
