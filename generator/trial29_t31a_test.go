package generator

import (
	"strings"
	"testing"
)

// TestRecordedUnderDisallowStated (trial 29, F-02): where an agent records something of a server
// even under a Disallow for every URL (agents.X.recorded_under_disallow), robots.txt is not a
// complete way out. The snippets' introduction no longer says that an entry in robots.txt is
// enough and that no one need write to the operator; it, the agent's block, the snippet that
// blocks every URL and the short answer on blocking say what is recorded, and the introduction and
// the short answer point to the request that does stop it (gmina-bot's "stop" request by e-mail).
// Before, the page said "an entry in robots.txt is enough; there is no need to write to the
// operator" and the short answer offered the snippet alone. Four languages.
func TestRecordedUnderDisallowStated(t *testing.T) {
	res := buildDirEdited(t, "../examples/gmina-bot", [][2]string{{"on_disallow = [\"skip-path\"]\n", "on_disallow = [\"skip-path\"]\nrecorded_under_disallow = [\"tls-certificate\"]\n"}})
	recorded := map[string]string{
		"en": "Even where robots.txt disallows every URL, `GminaBot` records the TLS certificate that the server presents.",
		"de": "Der Crawler `GminaBot` erfasst das vom Server vorgelegte TLS-Zertifikat, selbst wenn die robots.txt die ganze Website sperrt.",
		"fr": "Même lorsque robots.txt interdit toutes les adresses, `GminaBot` enregistre le certificat TLS présenté par le serveur.",
		"pl": "Robot `GminaBot` rejestruje certyfikat TLS przedstawiany przez serwer nawet wtedy, gdy plik robots.txt blokuje dostęp do wszystkich adresów URL.",
	}
	want := map[string][]string{
		"en": {
			"Even where robots.txt disallows every URL, it records the TLS certificate that the server presents.",
			"To shut out `GminaBot`, add an entry to robots.txt. " + recorded["en"] + " An entry in robots.txt cannot prevent this; a request to the operator can. Write to ",
			"Blocks `GminaBot` from every URL on the site. " + recorded["en"],
		},
		"de": {
			"Erfasst das vom Server vorgelegte TLS-Zertifikat, selbst wenn die robots.txt die ganze Website sperrt.",
			"Um `GminaBot` auszusperren, ergänzen Sie die robots.txt um einen Eintrag. " + recorded["de"] + " Ein Eintrag in der robots.txt verhindert das nicht, eine Bitte an den Betreiber dagegen schon. Schreiben Sie an ",
		},
		"fr": {
			"Même lorsque robots.txt interdit toutes les adresses, il enregistre le certificat TLS présenté par le serveur.",
			"Pour exclure `GminaBot`, ajoutez une entrée à votre fichier robots.txt. " + recorded["fr"] + " Une entrée dans robots.txt ne l’empêche pas\u202f; une demande adressée à l’exploitant, si. Écrivez à ",
		},
		"pl": {
			"Nawet gdy plik robots.txt blokuje dostęp do wszystkich adresów URL, rejestruje certyfikat TLS przedstawiany przez serwer.",
			"Aby zablokować robota `GminaBot`, należy dodać wpis do pliku robots.txt. " + recorded["pl"] + " Wpis w pliku robots.txt temu nie zapobiegnie – może to zrobić prośba skierowana do nas. Aby poprosić o zaprzestanie",
		},
	}
	notWant := map[string]string{"en": "there is no need to write", "de": "genügt ein Eintrag", "fr": "inutile d’écrire", "pl": "wystarczy wpis"}
	for lang, ws := range want {
		md := string(res.Files[lang+"/index.md"])
		for _, w := range ws {
			if !strings.Contains(md, w) {
				t.Errorf("%s: the page does not say\n%s", lang, w)
			}
		}
		if strings.Contains(strings.ToLower(md), strings.ToLower(notWant[lang])) {
			t.Errorf("%s: the page still says %q", lang, notWant[lang])
		}
		// The short answer on blocking (the glance's first lines) says it too, with the request.
		glance := md[strings.Index(md, "\n## ")+1:]
		glance = glance[:strings.Index(glance, "\n## ")]
		var line string
		for _, l := range strings.Split(glance, "\n") {
			if strings.Contains(l, "(index.html#snippet-") {
				line = l
			}
		}
		if !strings.Contains(line, recorded[lang]) || !strings.Contains(line, "mailto:") {
			t.Errorf("%s: the short answer on blocking does not say what is recorded and the request that stops it:\n%s", lang, line)
		}
	}
}

// TestNoSlowerRateOnlyWhereStated (trial 29, F-11): a crawler that ignores Crawl-delay and lists
// no request for a slower rate is not said to be refused one: "the operator does not offer a
// slower rate" came from a key left out (contact.requests without kind "slower"), and the heading
// "The crawlers cannot be slowed down" read as a refusal. The block states what the policy does
// (robots_txt.crawl_delay = "ignored") and the ways out it offers, in four languages, under a
// heading that says the same.
func TestNoSlowerRateOnlyWhereStated(t *testing.T) {
	res := buildTrial22(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"### The crawler ignores Crawl-delay\n", "The crawler ignores Crawl-delay lines in robots.txt. To stop it, shut it out in robots.txt or write to "},
		"de": {"### Crawl-delay-Zeilen werden nicht ausgewertet\n", "Crawl-delay-Zeilen in der robots.txt wertet der Crawler nicht aus. Um die Abrufe zu beenden, sperren Sie den Crawler über die robots.txt aus oder schreiben Sie an "},
		"fr": {"### Directive Crawl-delay non respectée\n", "Le robot ne respecte pas la directive Crawl-delay de robots.txt. Pour l’arrêter, excluez-le au moyen de robots.txt ou écrivez à "},
		"pl": {"### Brak obsługi wierszy Crawl-delay\n", "Robot nie uwzględnia wierszy Crawl-delay w pliku robots.txt. Można go natomiast zablokować w pliku robots.txt albo poprosić o zaprzestanie pobierania"},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"does not offer a slower rate", "cannot be slowed down"},
		"de": {"niedrigere Abrufrate bietet der Betreiber nicht an", "lässt sich nicht verlangsamen"},
		"fr": {"ne propose pas de rythme plus lent", "Pas de ralentissement possible"},
		"pl": {"nie spowalniamy", "Spowolnienie robota nie jest możliwe"},
	})
}
