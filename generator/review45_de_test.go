package generator

import "testing"

// TestReview45deMessages pins the German message fixes of the native review round 45
// (/work/notes/s37/review45-de.md in the project's notes), each with the sentence that replaces
// it: F2 "never over the other" kept („und nie über das andere“); F4 a channel „steht offen“, it
// does not „gelten“; F5 an unpublished number or address, not a „Kontaktweg …, dessen Nummer“;
// F6 „sonst gelten sie weiter, denn …“, not „sodass … sonst“; F7 „Kundschaft“, as the other
// templates say; F10 „die Bilder der Seite“, not an „ihre“ that may mean the response, and „der
// Wert“ before the second value too.
func TestReview45deMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		{"http.schemes_as_given", 0, []any{"First", plain("HTTPS"), "Then", plain("HTTP")}, "Ruft jede Adresse über das Protokoll ab, das sie selbst angibt (HTTPS oder HTTP), und nie über das andere."},
		{"diff.class.contact_request_via_kept_removed", 0, []any{"Via", plain("per E-Mail")}, "Webmaster können dieses Anliegen weiterhin per E-Mail vorbringen: Ist für ein Anliegen kein Weg ausdrücklich genannt, steht ihnen dieser Weg ohnehin offen."},
		{"diff.field.contact_unpublished", 0, nil, "eine nicht veröffentlichte Telefonnummer oder E-Mail-Adresse, unter der der Betreiber erreichbar ist"},
		{"diff.field_item.contact_unpublished", 0, nil, "eine nicht veröffentlichte Telefonnummer oder E-Mail-Adresse, unter der der Betreiber erreichbar ist"},
		{"warning.existing-group-merges-allow-unstated", 1, nil, "Enthält Ihre robots.txt bereits eine Gruppe für diesen Crawler, entfernen Sie dort alle Disallow-Zeilen, die für ihn nicht mehr gelten sollen; sonst gelten sie weiter, denn nach RFC 9309 werden zwei Gruppen für denselben Crawler zu einer zusammengeführt."},
		{"warning.existing-group-merges-allow-unstated", 2, nil, "Enthält Ihre robots.txt bereits eine Gruppe für einen hier genannten Crawler, entfernen Sie dort alle Disallow-Zeilen, die für diesen Crawler nicht mehr gelten sollen; sonst gelten sie weiter, denn nach RFC 9309 werden zwei Gruppen für denselben Crawler zu einer zusammengeführt."},
		{"contact_unpublished.phone", 0, []any{"Given", plain(" und nur seiner Kundschaft mitgeteilt")}, "Der Betreiber ist telefonisch erreichbar; die Nummer wird nicht veröffentlicht und nur seiner Kundschaft mitgeteilt."},
		{"contact_unpublished_given.phone-customers", 0, nil, " und nur seiner Kundschaft mitgeteilt"},
		{"contact_unpublished_given.email-customers", 0, nil, " und nur seiner Kundschaft mitgeteilt"},
		{"usage_preferences.noai_noimageai", 0, []any{"Header", plain("X-Robots-Tag"), "Value", plain("noai"), "Image", plain("noimageai")}, "Verwendet eine Seite nicht für KI, wenn im Robots-Meta-Tag der Seite oder im Header X-Robots-Tag der Antwort der Wert noai steht, und die Bilder der Seite nicht, wenn dort der Wert noimageai steht."},
	})
}

// TestReview45deUncountedScope: a change of a pause's threshold names the event without its
// count (format.reaction_threshold_event = "without-count-unit-scope"), and then its scope
// indefinitely (scope_in_uncounted): „im selben Abgleich“ refers back to a count that is no longer
// there (German review 45, F1); was „… (Too Many Requests) im selben Abgleich“.
func TestReview45deUncountedScope(t *testing.T) {
	checkReview45(t, []review45Case{{"threshold higher", map[string][]string{"de": {
		"/errors/reactions/0/threshold | looser | Geändert bei der Pause nach dem Ereignis „Fehlversuch oder HTTP 429 (Too Many Requests) innerhalb eines Abgleichs“: die Zahl der Ereignisse, ab der die Pause beginnt – bisher 5, neu 10. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
	}}}})
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		{"format.reaction_threshold_event", 0, nil, "without-count-unit-scope"},
		{"scope_in_uncounted.sync", 0, nil, "innerhalb eines Abgleichs"},
		{"scope_in_uncounted.run", 0, nil, "innerhalb eines Laufs"},
		{"scope_in_uncounted.site", 0, nil, "auf einer Website"},
		{"scope_in_uncounted.hostname", 0, nil, "unter einem Hostnamen"},
		{"scope_in_uncounted.list", 0, nil, "in einer Liste"},
		{"scope_in_uncounted.admission-check", 0, nil, "während einer Aufnahmeprüfung"},
		{"scope_in_uncounted.domain-server", 0, nil, "unter einer Server-IP-Adresse, über alle Hostnamen einer Domain hinweg"},
		{"scope_in_uncounted.all-sites", 0, nil, "über alle Websites hinweg"},
	})
}

// TestReview45dePages pins civic-ingestor's German page lines that review 45 changed: F8, one
// published address is „im veröffentlichten Adressbereich“, not „in einem der veröffentlichten
// Adressbereiche“ (answers.verify_addresses now has plural forms); F9, the eligibility check's
// label counts „die Abrufe der robots.txt und die Weiterleitungen“, not „robots.txt“ itself.
func TestReview45dePages(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"de": {
		"Prüfen Sie, ob die IP-Adresse der Anfrage im veröffentlichten Adressbereich liegt.",
		"Anfragen zur Prüfung, ob eine Kommune infrage kommt, einschließlich der Abrufe der robots.txt und der Weiterleitungen",
	}})
}

// TestReview46deVerifyCountFree: the German answers that verify by the list or by reverse DNS
// say „zu den veröffentlichten Adressen gehört“, true for one address range and for several (the
// answer by the list alone counts them: German review 45, F8, which left these two).
func TestReview46deVerifyCountFree(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		{"answers.verify_addresses_rdns", 0, []any{"Domain", plain("example.net")}, "Prüfen Sie, ob die IP-Adresse der Anfrage zu den veröffentlichten Adressen gehört oder ob ihr Reverse-DNS-Name auf example.net endet und wieder in dieselbe Adresse aufgelöst wird."},
		{"answers.verify_addresses_host_names", 1, nil, "Prüfen Sie, ob die IP-Adresse der Anfrage zu den veröffentlichten Adressen gehört oder ob ihr Reverse-DNS-Name die veröffentlichte Form hat und wieder in dieselbe Adresse aufgelöst wird."},
	})
}
