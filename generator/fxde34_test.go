package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestGermanReview33Wording (German review 33, /work/notes/s31/review33-de.md; F1–F4 were fixed by
// 9568490e, TestReview33Wording), each case failed before:
//   - F5: where a crawler follows links off the site, the depth limit applies to those links
//     alone: „Folgt Links innerhalb der jeweiligen Website, Links zu anderen Websites dagegen nur
//     eine Ebene tief“ (was „… und außerdem Links, die von dort auf andere Websites führen, jedoch
//     nur eine Ebene tief“, which could limit both), and the domain is „der jeweiligen Domain
//     (einschließlich Subdomains)“ (was „derselben Domain“, the same as what?).
//   - F6: what a crawler records under a Disallow comes first, the condition last, „selbst wenn
//     die robots.txt die ganze Website sperrt“ (was „auch dann, wenn die robots.txt jede URL
//     sperrt,“ before the object: the pages say „Adresse“, never „URL“); what it records is a noun
//     phrase without a comma of its own, „das vom Server vorgelegte TLS-Zertifikat und die offenen
//     Ports des Servers“ (was „das TLS-Zertifikat, das der Server vorlegt“, whose relative clause
//     wanted a closing comma before „und“, and „welche Ports des Servers …“).
//   - F7: „eine Bitte an den Betreiber“ stops it (was „Anfrage“, the pages' HTTP request).
//   - F8: the week picture's shortest choice reads „höchstens einmal pro Tag“, „höchstens einmal in 2
//     Stunden“ (was „höchstens täglich“, „höchstens alle 2 Stunden“: at most 2 hours apart).
//   - F9: a way to make a request added or removed is „ein Weg, auf dem sich das Anliegen
//     vorbringen lässt“ (was „auf welchem Weg …“, as if it were the only one); the sentence after
//     it no longer repeats it: „Webmastern steht dafür nun ein weiterer Weg offen.“
//   - F10: „eine Adresse, unter der die Rechtsgrundlage dieser Abrufart nachzulesen ist“ (was „die
//     Adresse eines Textes der Rechtsgrundlage …“, a calque), for a crawler „des Crawlers“, which
//     the sentence names.
//   - F11: „über dem Mindestabstand des Crawlers (2 Sekunden)“ and „Liegt der Wert nicht über …“
//     (was „von 2 Sekunden“ and „Liegt er“, with two masculine nouns before it).
//   - F12 (gazette-bot): „Jean Exemple: Inhaber und presserechtlich Verantwortlicher (directeur de
//     la publication)“ (was „Inhaberschaft und presserechtliche Verantwortung“), as the policy now
//     states operator.people[].gender = "male", as its own texts name him („un entrepreneur
//     individuel“, „dessen Inhaber“); unset, the roles keep the form without a gender, and the
//     other languages, whose male forms are their neutral ones, do not change. A gender for a
//     person given by email alone is refused.
//   - F13: a portal added: „Anliegen lassen sich nun auch über dieses Portal vorbringen.“ (was
//     „Webmaster können ihre Anliegen nun auch über diesen Bereich vorbringen.“, the sentence
//     before it again, and „Bereich“ for the „Portal“ it had named).
func TestGermanReview33Wording(t *testing.T) {
	// F11 on gmina-bot's page.
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"de": {
		"Nur ein Wert über dem Mindestabstand des Crawlers (2\u00a0Sekunden) wirkt sich aus. Liegt der Wert nicht über 3\u00a0Sekunden (dem üblichen Abstand), hebt er lediglich den Mindestabstand an: Der Abstand zwischen zwei Anfragen ist dann nie kürzer als angegeben; am üblichen Tempo ändert sich nichts. Erst ein größerer Wert macht den Crawler langsamer als üblich.\n",
	}})
	// F12 on gazette-bot's page, with the gender its policy states and without it.
	const gender = "gender = \"male\"\n"
	neutral := buildExampleEdited(t, "gazette-bot", [2]string{gender, ""})
	for lang, want := range map[string]string{
		"de": "- Jean Exemple: Inhaber und presserechtlich Verantwortlicher (directeur de la publication)\n",
		"en": "- Jean Exemple: owner and director of publication\n",
		"fr": "- Jean Exemple\u202f: propriétaire et directeur de la publication\n",
		"pl": "- Jean Exemple: właściciel i dyrektor publikacji\n",
	} {
		checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{lang: {want}})
		if lang != "de" {
			checkPageLines(t, neutral, map[string][]string{lang: {want}})
		}
	}
	checkPageLines(t, neutral, map[string][]string{"de": {"- Jean Exemple: Inhaberschaft und presserechtliche Verantwortung (directeur de la publication)\n"}})
	src, err := os.ReadFile(filepath.Join("..", "examples", "gazette-bot", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	unnamed := strings.Replace(string(src), "name = \"Jean Exemple\"\n", "email = \"jean@gazette.example\"\n", 1)
	if _, err := policy.Parse([]byte(unnamed), "policy.toml"); err == nil || !strings.Contains(err.Error(), "operator.people[0].gender: set for a person given by email alone") {
		t.Errorf("a gender without a name: got %v, want operator.people[0].gender refused", err)
	}
	// F9, F13 in sitegen diff.
	checkReviewLines(t, "F9 F13 customer dashboard", reviewCaseSentences(t, "de", "customer dashboard for a request"), []string{
		"/contact/portal | contact | Hinzugefügt: ein Portal, in dem Webmaster ihre Anliegen vorbringen können – „Kundenbereich: https://civic.example/dashboard“. Anliegen lassen sich nun auch über dieses Portal vorbringen.",
		"/contact/requests/0/via/1 | contact | Hinzugefügt beim Anliegen „eine niedrigere Abrufrate“: ein Weg, auf dem sich das Anliegen vorbringen lässt – „im Kundenbereich“. Webmastern steht dafür nun ein weiterer Weg offen.",
	})

	ls := localizers(t)
	de := ls["de"]
	agents := func(n int, names string) []any {
		return []any{"Agents", ls["de"].n("agents_as.subject", count(n, ""), "Agents", plain(names))}
	}
	both := de.list([]Text{de.t("robots.recorded.tls-certificate"), de.t("robots.recorded.open-ports")}, "and")
	cert := de.t("robots.recorded.tls-certificate")
	checkMessages(t, ls, "de", []messageCase{
		// F5
		{"follows_links_off_site.within-site", 1, nil, "Folgt Links innerhalb der jeweiligen Website, Links zu anderen Websites dagegen nur eine Ebene tief: Die verlinkte Seite wird abgerufen, ihre Links werden nicht weiterverfolgt."},
		{"follows_links_off_site.within-site", 5, nil, "Folgt Links innerhalb der jeweiligen Website, Links zu anderen Websites dagegen höchstens 5\u00a0Ebenen tief."},
		{"follows_links_off_site.within-domain", 1, nil, "Folgt Links zu allen Hostnamen der jeweiligen Domain (einschließlich Subdomains), Links zu anderen Domains dagegen nur eine Ebene tief: Die verlinkte Seite wird abgerufen, ihre Links werden nicht weiterverfolgt."},
		{"follows_links_off_site.within-domain", 2, nil, "Folgt Links zu allen Hostnamen der jeweiligen Domain (einschließlich Subdomains), Links zu anderen Domains dagegen höchstens 2\u00a0Ebenen tief."},
		// F6
		{"agent.recorded_under_disallow", 0, []any{"What", both}, "Erfasst das vom Server vorgelegte TLS-Zertifikat und die offenen Ports des Servers, selbst wenn die robots.txt die ganze Website sperrt."},
		{"robots.recorded_under_disallow", 1, append(agents(1, "`GminaBot`"), "What", cert), "Der Crawler `GminaBot` erfasst das vom Server vorgelegte TLS-Zertifikat, selbst wenn die robots.txt die ganze Website sperrt."},
		{"robots.recorded_under_disallow", 2, append(agents(2, "`A` und `B`"), "What", cert), "Die Crawler `A` und `B` erfassen das vom Server vorgelegte TLS-Zertifikat, selbst wenn die robots.txt die ganze Website sperrt."},
		{"diff.field.recorded_under_disallow", 0, nil, "was der Crawler von einem Server selbst dann erfasst, wenn die robots.txt die ganze Website sperrt"},
		{"diff.field_item.recorded_under_disallow", 0, nil, "was der Crawler von einem Server selbst dann erfasst, wenn die robots.txt die ganze Website sperrt"},
		// F7
		{"robots.request_stops_it", 0, nil, "Ein Eintrag in der robots.txt verhindert das nicht, eine Bitte an den Betreiber dagegen schon."},
		// F8
		{"week.every_at_most", 0, []any{"Jobs", plain("„Abgleich“"), "Interval", dur(2*time.Hour, "")}, "„Abgleich“: höchstens einmal in 2\u00a0Stunden"},
		{"week.every_at_most", 0, []any{"Jobs", plain("„Abgleich“"), "Interval", dur(24*time.Hour, "")}, "„Abgleich“: höchstens einmal pro Tag"},
		// F9
		{"diff.field.contact_request_via", 0, nil, "ein Weg, auf dem sich das Anliegen vorbringen lässt"},
		{"diff.field_item.contact_request_via", 0, nil, "ein Weg, auf dem sich das Anliegen vorbringen lässt"},
		{"diff.class.contact_request_via_added", 0, nil, "Webmastern steht dafür nun ein weiterer Weg offen."},
		{"diff.class.contact_request_via_removed", 0, nil, "Dieser Weg steht Webmastern dafür nicht mehr offen."},
		// F10
		{"diff.field.job_legal_basis_url", 0, nil, "eine Adresse, unter der die Rechtsgrundlage dieser Abrufart nachzulesen ist"},
		{"diff.field_item.job_legal_basis_url", 0, nil, "eine Adresse, unter der die Rechtsgrundlage dieser Abrufart nachzulesen ist"},
		{"diff.field.legal_basis_urls", 0, nil, "eine Adresse, unter der die Rechtsgrundlage des Crawlers nachzulesen ist"},
		{"diff.field_item.legal_basis_urls", 0, nil, "eine Adresse, unter der die Rechtsgrundlage des Crawlers nachzulesen ist"},
		{"diff.field.legal_basis_url", 0, nil, "die Adresse, unter der die Rechtsgrundlage des Crawlers nachzulesen ist"},
		{"diff.field_item.legal_basis_url", 0, nil, "die Adresse, unter der die Rechtsgrundlage des Crawlers nachzulesen ist"},
		// F12, a woman.
		{"role_female.owner", 0, nil, "Inhaberin"},
		{"role_female.director-of-publication", 0, nil, "presserechtlich Verantwortliche (directrice de la publication)"},
		{"role_male.managing-director", 0, nil, "Geschäftsführer"},
		{"role_female.data-protection-officer", 0, nil, "Datenschutzbeauftragte"},
		// F13
		{"diff.class.contact_portal_added", 0, nil, "Anliegen lassen sich nun auch über dieses Portal vorbringen."},
		{"diff.class.contact_portal_removed", 0, nil, "Über dieses Portal lassen sich keine Anliegen mehr vorbringen."},
	})
}
