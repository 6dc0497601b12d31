package generator

import (
	"strings"
	"testing"
)

// TestRemovalRequest (new-user trial 32, F-10): a site asks by e-mail for content already
// collected from it to be removed (contact.requests kind = "removal"). The page lists the request
// under "By e-mail", at the opt-out mailbox with the requests to stay away, and the sentence of
// legal.removal names the address to send it to. Without the request, the sentence is as before
// and no request to remove content is offered. Failed before: unknown value "removal".
func TestRemovalRequest(t *testing.T) {
	const optout = "[`optout@linguacommons.example`](<mailto:optout@linguacommons.example>)"
	res := buildTestdata(t, "trial32c")
	checkPageLines(t, res, map[string][]string{
		"en": {
			"Write to " + optout + ". You can ask for:\n\n- an end to all fetching from your site\n- an end to the fetching of the URLs you name\n- your site to be added to the blocklist, so that it is no longer fetched\n- the removal of content already collected from your site\n",
			"- Requests to remove content are considered case by case. Send them to " + optout + ".\n",
		},
		"de": {
			"- die Aufnahme Ihrer Website in die Sperrliste, sodass sie nicht mehr abgerufen wird\n- die Entfernung bereits von Ihrer Website gesammelter Inhalte\n",
			"- Bitten um Entfernung von Inhalten werden im Einzelfall geprüft. Richten Sie sie bitte an " + optout + ".\n",
		},
		"fr": {
			"- l’inscription de votre site sur la liste de blocage, afin que plus rien n’y soit récupéré\n- le retrait des contenus déjà collectés sur votre site\n",
			"- Les demandes de retrait de contenus sont examinées au cas par cas. Adressez-les à " + optout + ".\n",
		},
		"pl": {
			"- wpisanie Państwa serwisu na listę blokowanych serwisów, tak aby nie był już pobierany\n- usunięcie treści już pobranych z Państwa serwisu\n",
			"- Wnioski o usunięcie treści są rozpatrywane indywidualnie. Prosimy kierować je na adres " + optout + ".\n",
		},
	})
	checkEveryLanguage(t, "removal", res)

	// Without a mailbox for opting out, the request goes to the general address.
	res = buildTestdata(t, "trial32c", [2]string{"optout_email = \"optout@linguacommons.example\"\n", ""})
	checkPageLines(t, res, map[string][]string{
		"en": {"- Requests to remove content are considered case by case. Send them to [`bot@linguacommons.example`](<mailto:bot@linguacommons.example>).\n"},
	})

	// Without the request, the sentence names no address, and no removal is offered.
	res = buildTestdata(t, "trial32c", [2]string{"\n[[contact.requests]]\nkind = \"removal\"\n", ""})
	checkPageLines(t, res, map[string][]string{
		"en": {"- Requests to remove content are considered case by case.\n"},
		"de": {"- Bitten um Entfernung von Inhalten werden im Einzelfall geprüft.\n"},
		"fr": {"- Les demandes de retrait de contenus sont examinées au cas par cas.\n"},
		"pl": {"- Wnioski o usunięcie treści są rozpatrywane indywidualnie.\n"},
	})
	for lang, w := range map[string]string{"en": "already collected", "de": "bereits von Ihrer Website", "fr": "déjà collectés", "pl": "już pobranych"} {
		if page := string(res.Files[lang+"/index.md"]); strings.Contains(page, w) {
			t.Errorf("%s/index.md says %q, but the policy offers no removal request", lang, w)
		}
	}
}
