package generator

import "testing"

// TestContactUnpublishedStated (#11, item 1): a way to reach the operator that exists but is not
// published (contact.unpublished) is said in the contact section, with who is given the number or
// address where given_to says so, and no number or address; a policy without it says nothing of
// it. Exact sentences in every language.
func TestContactUnpublishedStated(t *testing.T) {
	const email = "email = \"bot@minimalbot.eu\"\n"
	// Without contact.email, robots.txt is the way to refuse the crawler.
	const noEmail = "[robots_txt]\ncheck = \"before-first-fetch\"\n"
	for _, tc := range []struct {
		name  string
		edits [][2]string
		extra string
		want  map[string][]string
	}{
		{"telephone", [][2]string{{email, email + "unpublished = [{ channel = \"phone\" }]\n"}}, "", map[string][]string{
			"en": {"The operator can be reached by telephone at a number that is not published."},
			"de": {"Der Betreiber ist telefonisch erreichbar; die Nummer wird nicht veröffentlicht."},
			"fr": {"L’exploitant est joignable par téléphone\u202f; le numéro n’est pas publié."},
			"pl": {"Można się z nami skontaktować telefonicznie; numeru nie publikujemy."},
		}},
		{"telephone for customers", [][2]string{{email, email + "unpublished = [{ channel = \"phone\", given_to = \"customers\" }]\n"}}, "", map[string][]string{
			"en": {"The operator can be reached by telephone at a number that is not published and is given only to the operator’s customers."},
			"de": {"Der Betreiber ist telefonisch erreichbar; die Nummer wird nicht veröffentlicht und nur seiner Kundschaft mitgeteilt."},
			"fr": {"L’exploitant est joignable par téléphone\u202f; le numéro n’est pas publié et n’est communiqué qu’aux clients de l’exploitant."},
			"pl": {"Można się z nami skontaktować telefonicznie; numeru nie publikujemy, podajemy go wyłącznie naszym klientom."},
		}},
		{"telephone for public bodies, on request", [][2]string{{email, email + "unpublished = [{ channel = \"phone\", given_to = \"public-bodies\" }]\n"}}, "", map[string][]string{
			"en": {"The operator can be reached by telephone at a number that is not published and is given only to public bodies."},
			"de": {"Der Betreiber ist telefonisch erreichbar; die Nummer wird nicht veröffentlicht und nur Behörden und anderen öffentlichen Stellen mitgeteilt."},
			"fr": {"L’exploitant est joignable par téléphone\u202f; le numéro n’est pas publié et n’est communiqué qu’aux organismes publics."},
			"pl": {"Można się z nami skontaktować telefonicznie; numeru nie publikujemy, podajemy go wyłącznie podmiotom publicznym."},
		}},
		{"e-mail on request, telephone on request", [][2]string{{email, "unpublished = [{ channel = \"email\", given_to = \"on-request\" }, { channel = \"phone\", given_to = \"on-request\" }]\n"}}, noEmail, map[string][]string{
			"en": {"The operator can be reached by e-mail at an address that is not published but is given on request.", "The operator can be reached by telephone at a number that is not published but is given on request."},
			"de": {"Der Betreiber ist per E-Mail unter einer Adresse erreichbar, die nicht veröffentlicht, auf Anfrage aber mitgeteilt wird.", "Der Betreiber ist telefonisch erreichbar; die Nummer wird nicht veröffentlicht, auf Anfrage aber mitgeteilt."},
			"fr": {"L’exploitant est joignable par courriel à une adresse qui n’est pas publiée, mais qui est communiquée sur demande.", "L’exploitant est joignable par téléphone\u202f; le numéro n’est pas publié, mais il est communiqué sur demande."},
			"pl": {"Można się z nami skontaktować pocztą elektroniczną pod adresem, którego nie publikujemy, ale który podajemy na prośbę.", "Można się z nami skontaktować telefonicznie; numeru nie publikujemy, ale podajemy go na prośbę."},
		}},
		{"e-mail for customers", [][2]string{{email, "unpublished = [{ channel = \"email\", given_to = \"customers\" }]\n"}}, noEmail, map[string][]string{
			"en": {"The operator can be reached by e-mail at an address that is not published and is given only to the operator’s customers."},
			"de": {"Der Betreiber ist per E-Mail unter einer Adresse erreichbar, die nicht veröffentlicht und nur seiner Kundschaft mitgeteilt wird."},
			"fr": {"L’exploitant est joignable par courriel à une adresse qui n’est pas publiée et n’est communiquée qu’à ses clients."},
			"pl": {"Można się z nami skontaktować pocztą elektroniczną pod adresem, którego nie publikujemy i który podajemy wyłącznie naszym klientom."},
		}},
		{"e-mail for public bodies", [][2]string{{email, "unpublished = [{ channel = \"email\", given_to = \"public-bodies\" }]\n"}}, noEmail, map[string][]string{
			"en": {"The operator can be reached by e-mail at an address that is not published and is given only to public bodies."},
			"de": {"Der Betreiber ist per E-Mail unter einer Adresse erreichbar, die nicht veröffentlicht und nur Behörden und anderen öffentlichen Stellen mitgeteilt wird."},
			"fr": {"L’exploitant est joignable par courriel à une adresse qui n’est pas publiée et n’est communiquée qu’aux organismes publics."},
			"pl": {"Można się z nami skontaktować pocztą elektroniczną pod adresem, którego nie publikujemy i który podajemy wyłącznie podmiotom publicznym."},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := buildSmallestEdited(t, tc.edits, tc.extra)
			checkPageLines(t, res, tc.want)
			checkEveryLanguage(t, tc.name, res)
		})
	}
	// Unset, no page says that a channel is not published.
	checkPageLacks(t, buildSmallestEdited(t, nil, ""), map[string][]string{
		"en": {"not published"}, "de": {"nicht veröffentlicht"}, "fr": {"pas publi"}, "pl": {"nie publikujemy"},
	})
}
