package generator

import "testing"

// TestGermanReview35Wording (German review 35, /work/notes/s33/review35-de.md, style findings
// that are a change of message text only), each case failed before:
//   - F5: a unit of the comparison requests after an HTTP 403: „worauf sich die Höchstzahl … bezieht“
//     (was „wofür die Zahl … gezählt wird“, tautological).
//   - F6: a person's gender: „das grammatische Geschlecht, in dem die Seiten die Funktionen der
//     Person bezeichnen“ (was „die grammatische Form, … nennen“).
//   - F7: a change of a person is „Hinzugefügt für Jean Exemple“, like „für GazetteBot“ (was „bei“).
//   - F8: the permanent blocklist request: „erst wieder …, wenn“ (was „nicht mehr …, bis“, a calque).
//   - F9: a website does not ask: „bis der Betreiber der Website um seine Streichung bittet“;
//     „die Seite gibt nicht mehr an“ (was „die Seite sagt“).
//   - F10: an unpublished redirect limit is an upper limit: „höchstens einer festgelegten Zahl“
//     (was „nur einer“), for fetches and for robots.txt.
//   - F11: „Hostname“ as on every page, and Sitemap lines are „beachtet“, not followed.
//   - F12: the exceptions depart from the robots.txt, which the sentence now says.
//   - F14: „ein im Zeitplan genannter Anlass“ (was „ein Anlass des Zeitplans“).
//   - F15: requests to host names of one domain „werden gemeinsam gezählt“ (was „gilt der Abstand
//     gemeinsam“).
func TestGermanReview35Wording(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		// F5
		{"diff.field.comparison_per", 0, nil, "worauf sich die Höchstzahl der Vergleichsanfragen nach einer Antwort mit HTTP 403 bezieht"},
		{"diff.field_item.comparison_per", 0, nil, "eine der Einheiten, auf die sich die Höchstzahl der Vergleichsanfragen nach einer Antwort mit HTTP 403 bezieht"},
		// F6
		{"diff.field.person_gender", 0, nil, "das grammatische Geschlecht der Funktionsbezeichnungen dieser Person"},
		{"diff.field_item.person_gender", 0, nil, "das grammatische Geschlecht der Funktionsbezeichnungen dieser Person"},
		// F7
		{"diff.context.person", 0, []any{"Name", plain("Jean Exemple")}, " für Jean Exemple"},
		// F8
		{"request.blocklist_permanent", 0, nil, "die Aufnahme Ihrer Website in die Sperrliste, sodass Ihre Website erst dann wieder abgerufen wird, wenn Sie den Eintrag streichen lassen"},
		{"request.blocklist_covers_permanent", 0, []any{"Covers", plain("Hostnamen")}, "die Aufnahme Ihrer Hostnamen in die Sperrliste, sodass an sie erst dann wieder Anfragen gesendet werden, wenn Sie die Einträge streichen lassen"},
		// F9
		{"diff.field.contact_request_permanent", 0, nil, "ob ein Eintrag in der Sperrliste bleibt, bis der Website-Betreiber um seine Streichung bittet"},
		{"diff.field_item.contact_request_permanent", 0, nil, "ob ein Eintrag in der Sperrliste bleibt, bis der Website-Betreiber um seine Streichung bittet"},
		{"diff.state.contact_request_permanent.yes", 0, nil, "Ein Eintrag bleibt nun in der Sperrliste, bis der Website-Betreiber um seine Streichung bittet"},
		{"diff.state.contact_request_permanent.no", 0, nil, "Die Seite gibt nicht mehr an, wie lange ein Eintrag in der Sperrliste bleibt"},
		// F10
		{"limits.max_redirects_unpublished", 0, nil, "Die Zahl der Weiterleitungen, denen der Crawler pro Abruf folgt, ist begrenzt; die Obergrenze veröffentlicht der Betreiber nicht."},
		{"robots.max_redirects_unpublished", 0, nil, "Die Zahl der aufeinanderfolgenden Weiterleitungen, denen der Crawler beim Abruf der robots.txt folgt, ist begrenzt; die Obergrenze veröffentlicht der Betreiber nicht."},
		// F11
		{"diff.field.sitemaps_same_host", 0, nil, "ob der Crawler Sitemap-Zeilen nur beachtet, wenn die Sitemap unter demselben Hostnamen liegt wie die robots.txt"},
		{"diff.field_item.sitemaps_same_host", 0, nil, "ob der Crawler Sitemap-Zeilen nur beachtet, wenn die Sitemap unter demselben Hostnamen liegt wie die robots.txt"},
		// F12
		{"diff.text.exceptions_for", 0, nil, "ein Eintrag in der Liste dessen, wofür eine Abweichung von der robots.txt gelten kann"},
		{"diff.text_of.exceptions_for", 0, nil, "ein Eintrag in der Liste dessen, wofür eine Abweichung von der robots.txt gelten kann"},
		// F14
		{"diff.renamed.occasions", 0, []any{"Lang", textForms{base: plain("Deutsch"), forms: map[string]Text{"Version": plain("deutsche Fassung")}}, "Old", plain("„a“"), "New", plain("„b“")}, "Neu formuliert (deutsche Fassung): ein im Zeitplan genannter Anlass – bisher „a“, neu „b“."},
		// F15
		{"scope_between.domain-server", 0, exampleHosts(), "je Domain und Server-IP-Adresse (für Hostnamen derselben Domain, etwa www.example.org und shop.example.org, gilt der Abstand gemeinsam, wenn sie unter derselben IP-Adresse liegen; für andere Domains unter dieser Adresse gilt jeweils ein eigener Abstand)"},
	})
}
